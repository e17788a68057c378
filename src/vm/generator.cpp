// generator.cpp — running generators: creation (CreateCont), resumption,
// `yield from` delegation, return, force-close, and the Yield/YieldK/
// YieldFrom ops. The Generator class's methods and foreach over generators
// are in generator-methods.cpp. See generator.h for the model.
#include "vm/generator.h"

#include <algorithm>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/generator-internal.h"
#include "vm/graceful-exit.h"
#include "vm/system-class-memo.h"
#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "vm/act-rec.h"
#include "vm/frames.h"
#include "vm/lookup.h"
#include "vm/op-handlers.h"
#include "vm/vm-regs.h"
#include "vm/interp.h"
#include "vm/iterate.h"
#include "vm/unwind.h"

namespace hop {

namespace {

// The heap block of a generator frame: a back pointer, then the ActRec and locals.
struct FrameBlockHeader {
  GeneratorData* gen;
  ObjectData* owner;
};
static_assert(sizeof(FrameBlockHeader) == 16);

GeneratorData* parentOf(const GeneratorData* g) { return g->parent ? generatorData(g->parent) : nullptr; }

/// The epoch of the delegation trees: it moves when an edge is removed, when
/// a generator gains a second delegator, and when the chain linked for a run
/// belongs to another generator than the last one. Within one epoch every
/// path from a generator up to a node it reached stays as it was (edges are
/// only added at the top), so the memos in GeneratorData may start there.
thread_local uint64_t tl_treeEpoch = 1;
thread_local const GeneratorData* tl_lastLinked = nullptr;
/// How many generators run now (in this thread, suspended fibers included).
thread_local uint32_t tl_runningGenerators = 0;

void removeChild(GeneratorData* parent, GeneratorData* child) {
  ++tl_treeEpoch;
  auto& c = parent->children;
  c.erase(std::remove(c.begin(), c.end(), child), c.end());
}

/// Releases the reference a generator held on the one it delegated to. The
/// release may destroy that generator, which releases its own parent...: a
/// chain deeper than kNestedReleases is released from a work list instead of
/// recursing (a 100k-deep `yield from` chain would overflow the native
/// stack); shallower ones keep php's order (the parent goes first).
constexpr int kNestedReleases = 128;
thread_local int tl_releaseDepth = 0;
thread_local std::vector<ObjectData*>* tl_deferredReleases = nullptr;

void releaseParent(ObjectData* p) {
  if (tl_deferredReleases) {
    tl_deferredReleases->push_back(p);
    return;
  }
  if (tl_releaseDepth < kNestedReleases) {
    ++tl_releaseDepth;
    struct Depth {
      ~Depth() { --tl_releaseDepth; }
    } depth;
    p->decRef();
    return;
  }
  std::vector<ObjectData*> work{p};
  tl_deferredReleases = &work;
  struct Reset {
    ~Reset() { tl_deferredReleases = nullptr; }
  } reset;
  while (!work.empty()) {
    ObjectData* x = work.back();
    work.pop_back();
    x->decRef();
  }
}

/// Leaves the delegation tree (the reference to the parent goes last).
void detachFromParent(GeneratorData* g) {
  ObjectData* p = g->parent;
  if (!p) return;
  removeChild(generatorData(p), g);
  g->parent = nullptr;
  releaseParent(p);
}

/// Frees the block of a frame the unwinder or a return already tore down.
void freeFrameBlock(GeneratorData* g) {
  if (g->frameBlock) reqFree(g->frameBlock, g->frameBlockSize);
  g->frameBlock = nullptr;
  g->frame = nullptr;
}

/// Gives back what the frame's suspension holds (stack, delegation).
void releaseSuspension(GeneratorData* g) {
  for (TypedValue& v : g->savedStack) tvDecRef(v);
  g->savedStack.clear();
  tvClear(g->values);
  g->values = makeUninit();
  if (ObjectData* e = g->pendingThrow) {
    g->pendingThrow = nullptr;
    e->decRef();
  }
}

/// Finishes a generator that did not return (php's zend_generator_close):
/// its locals are released without running anything more.
void closeUnfinished(GeneratorData* g) {
  if (!g->frame) return;
  ActRec* ar = g->frame;
  releaseSuspension(g);
  teardownFrameLocals(ar);
  freeFrameBlock(g);
}

/// Links the frames of a delegation chain for the run of `root` on behalf
/// of `orig`: orig under the caller, each delegate under the generator
/// delegating to it, so backtraces show the whole chain (php's fake frame).
void linkChain(GeneratorData* root, GeneratorData* orig, ActRec* callerFp, const uint8_t* callerPc) {
  ActRec* of = orig->frame;
  of->m_sfp = callerFp;
  of->m_callOff = nativeCallOffset(callerFp, callerPc);
  of->m_flags |= ActRec::kReturnToNative;
  if (tl_lastLinked != orig) {
    // Another generator's run may have relinked frames of shared delegates.
    ++tl_treeEpoch;
    tl_lastLinked = orig;
  }
  GeneratorData* start = orig;
  if (orig->linkedRoot && orig->linkedEpoch == tl_treeEpoch && orig->linkedRoot->frame) {
    // The links up to the last root are in place: only what was added above
    // it needs linking (the old root no longer returns to native code).
    start = orig->linkedRoot;
    if (start != orig) start->frame->m_flags &= ~ActRec::kReturnToNative;
  }
  orig->linkedRoot = root;
  orig->linkedEpoch = tl_treeEpoch;
  for (GeneratorData* p = start; p != root;) {
    GeneratorData* up = parentOf(p);
    ActRec* uf = up->frame;
    uf->m_sfp = p->frame;
    uf->m_callOff = p->resumeOffset;   // one past the yield from, as for calls
    uf->m_flags &= ~ActRec::kReturnToNative;
    p = up;
  }
  root->frame->m_flags |= ActRec::kReturnToNative;
}

/// Runs `g`'s frame (the root of `orig`'s tree) until it yields, returns or
/// throws. An exception leaves the generator finished and propagates.
void runFrame(GeneratorData* g, GeneratorData* orig) {
  VMState& vm = ctx().vm;
  ActRec* ar = g->frame;
  const uint8_t* savedPc = vm.pc;
  ActRec* savedFp = vm.fp;
  TypedValue* savedSp = vm.sp;
  linkChain(g, orig, savedFp, savedPc);
  g->stackBase = vm.sp;
  for (TypedValue& v : g->savedStack) *vm.sp++ = v;   // moves
  g->savedStack.clear();
  ObjectData* exc = g->pendingThrow;
  g->pendingThrow = nullptr;
  TypedValue sent = g->resumeValue;
  g->resumeValue = makeNull();
  if (exc) tvDecRef(sent);
  else if (g->started) *vm.sp++ = sent;
  g->started = true;
  g->running = true;
  ++tl_runningGenerators;
  g->atYieldFrom = false;
  ObjectData* self = g->obj;
  self->incRef();   // alive while running
  try {
    vm.fp = ar;
    if (exc) {
      // Raise the exception at the instruction we are suspended on.
      vm.pc = ar->m_func->bc.data() + g->resumeOffset - 1;
      if (!unwindToHandler(vm, exc)) throw PhpException{exc};
    } else {
      vm.pc = ar->m_func->bc.data() + g->resumeOffset;
    }
    runInterpreter(vm);
  } catch (...) {
    // The body threw: the unwinder tore the frame down, the generator is finished.
    g->running = false;
    --tl_runningGenerators;
    freeFrameBlock(g);
    releaseSuspension(g);
    vm.fp = savedFp;
    vm.sp = savedSp;
    vm.pc = savedPc;
    self->decRef();
    throw;
  }
  g->running = false;
  --tl_runningGenerators;
  vm.fp = savedFp;
  vm.sp = savedSp;
  vm.pc = savedPc;
  self->decRef();
}

/// A Throwable created as if thrown at `g`'s suspension point, with `g`
/// resumed on behalf of `orig` (file, line and trace say so).
ObjectData* throwableInGenerator(GeneratorData* g, GeneratorData* orig, const char* cls, const char* msg) {
  VMState& vm = ctx().vm;
  ActRec* savedFp = vm.fp;
  const uint8_t* savedPc = vm.pc;
  linkChain(g, orig, savedFp, savedPc);
  vm.fp = g->frame;
  vm.pc = g->frame->m_func->bc.data() + g->resumeOffset - 1;
  ObjectData* e;
  try {
    e = makeThrowable(cls, msg);
  } catch (...) {
    vm.fp = savedFp;
    vm.pc = savedPc;
    throw;
  }
  vm.fp = savedFp;
  vm.pc = savedPc;
  return e;
}

/// The next value of an array or Iterator delegate into g's current/key;
/// false when there is none (the delegation is over). An exception from
/// the Iterator ends the delegation and is raised inside the generator.
bool nextDelegatedValue(GeneratorData* g, GeneratorData* orig) {
  TypedValue& d = g->values;
  if (d.isArray()) {
    ArrayData* a = d.m_data.parr;
    uint32_t pos = g->valuesPos;
    if (!a->iterValid(pos)) {
      tvClear(d);
      return false;
    }
    tvSetRawMove(g->current, tvCopyValue(*a->iterValue(pos)));
    TypedValue k = a->iterKey(pos);
    tvIncRef(k);
    tvSetRawMove(g->key, k);
    g->valuesPos = a->iterAdvance(pos);
    return true;
  }
  // An Iterator: its methods run as called from the generator's frame.
  ObjectData* it = d.m_data.pobj;
  it->incRef();
  VMState& vm = ctx().vm;
  ActRec* savedFp = vm.fp;
  const uint8_t* savedPc = vm.pc;
  linkChain(g, orig, savedFp, savedPc);
  vm.fp = g->frame;
  vm.pc = g->frame->m_func->bc.data() + g->resumeOffset - 1;
  bool more = false;
  try {
    if (g->valuesIndex++ > 0) tvDecRef(callIterMethod(it, IterMethod::Next));
    TypedValue v = callIterMethod(it, IterMethod::Valid);
    more = toBool(v);
    tvDecRef(v);
    if (more) {
      tvSetRawMove(g->current, callIterMethod(it, IterMethod::Current));
      tvSetRawMove(g->key, callIterMethod(it, IterMethod::Key));
    }
  } catch (PhpException& e) {
    vm.fp = savedFp;
    vm.pc = savedPc;
    it->decRef();
    tvClear(d);
    throwInto(g, e.obj);
    return false;
  } catch (...) {
    vm.fp = savedFp;
    vm.pc = savedPc;
    it->decRef();
    throw;
  }
  vm.fp = savedFp;
  vm.pc = savedPc;
  it->decRef();
  if (!more) tvClear(d);
  return more;
}

/// php's get_new_root: the generator that runs now that `oldRoot` (the
/// root of orig's tree) finished.
GeneratorData* newRootAfter(GeneratorData* orig, GeneratorData* oldRoot) {
  GeneratorData* r = oldRoot;
  while (!r->frame && r->children.size() == 1) r = r->children[0];
  if (r->frame) return r;
  // A node with several children: search from orig upwards instead.
  GeneratorData* x = orig;
  while (parentOf(x)->frame) x = parentOf(x);
  return x;
}

/// php's zend_generator_update_current: the root of orig's tree finished;
/// hand its result to the generator that delegated to it.
GeneratorData* updateCurrent(GeneratorData* orig, GeneratorData* oldRoot, bool exceptionPending) {
  GeneratorData* nr = newRootAfter(orig, oldRoot);
  ObjectData* parentObj = nr->parent;
  GeneratorData* parent = generatorData(parentObj);
  removeChild(parent, nr);
  if (!exceptionPending && !orig->obj->hasFlag(ObjectData::kDestructed) && nr->atYieldFrom) {
    if (parent->returnValue.m_type == DataType::Uninit) {
      throwInto(nr, throwableInGenerator(nr, orig, "ClosedGeneratorException",
                                         "Generator yielded from aborted, no return value available"));
      if (!oldRoot->running) {
        nr->parent = nullptr;
        parentObj->decRef();
        resumeGenerator(orig);
        return currentGenerator(orig);
      }
    } else {
      tvSetRawMove(nr->current, parent->current.m_type == DataType::Uninit ? makeUninit()
                                                                             : tvCopyValue(parent->current));
      tvSetRawMove(nr->resumeValue, tvCopyValue(parent->returnValue));
    }
  }
  nr->parent = nullptr;
  parentObj->decRef();
  return nr;
}

} // namespace

// --- The delegation tree --------------------------------------------------------------------------

GeneratorData* currentGenerator(GeneratorData* g, bool exceptionPending) {
  if (!g->parent) return g;
  GeneratorData* root = g->cachedRoot && g->cachedRootEpoch == tl_treeEpoch ? g->cachedRoot : g;
  while (root->parent) root = parentOf(root);
  if (root->frame) {
    g->cachedRoot = root;
    g->cachedRootEpoch = tl_treeEpoch;
    return root;
  }
  return updateCurrent(g, root, exceptionPending);
}

void throwInto(GeneratorData* g, ObjectData* exc) {
  if (g->pendingThrow) g->pendingThrow->decRef();
  g->pendingThrow = exc;
  // An array or Iterator delegation stops: the exception reaches the generator now.
  tvClear(g->values);
}

void resumeGenerator(GeneratorData* orig) {
  GeneratorData* g = currentGenerator(orig);
  if (!g->frame) return;
  for (;;) {
    if (g->running) throwError(ErrorKind::Error, "Cannot resume an already running generator");
    if (orig->doInit && g->current.m_type != DataType::Uninit) {
      // Delegating to a generator that already runs: show its current value.
      orig->doInit = false;
      return;
    }
    orig->atFirstYield = false;
    if (g->values.m_type != DataType::Uninit) {
      if (nextDelegatedValue(g, orig)) {
        orig->doInit = false;
        return;
      }
      // No more values: the frame continues after its `yield from`.
    }
    try {
      runFrame(g, orig);
    } catch (PhpException& e) {
      if (g == orig) {
        orig->doInit = false;
        throw;
      }
      // A delegate threw: the exception goes on in the generator that
      // delegated to it, at its `yield from`.
      ObjectData* exc = e.obj;
      try {
        g = currentGenerator(orig, true);
      } catch (...) {
        exc->decRef();
        throw;
      }
      throwInto(g, exc);
      orig->doInit = false;
      continue;
    }
    if ((g != orig && g->returnValue.m_type != DataType::Uninit) || (g->frame && g->atYieldFrom)) {
      // A delegation began or ended: run whatever is current now.
      g = currentGenerator(orig);
      if (!g->frame) break;
      continue;
    }
    break;
  }
  orig->doInit = false;
}

void ensureGeneratorStarted(GeneratorData* g) {
  if (g->current.m_type == DataType::Uninit && g->frame && !g->parent) {
    resumeGenerator(g);
    g->atFirstYield = true;
  }
}

// --- Object lifecycle ---------------------------------------------------------------------------

namespace {

void genInit(ObjectData* o) {
  auto* g = new (o->nativeData<GeneratorData>()) GeneratorData();
  g->obj = o;
  o->setFlag(ObjectData::kIsGenerator);
}

/// php's dtor_obj for generators: a generator destroyed while suspended
/// leaves its delegation tree, then runs its pending finally blocks.
void genDtor(ObjectData* o) {
  GeneratorData* g = generatorData(o);
  // (With no generator running, the walk is skipped: destroying a chain of
  // n delegating generators would otherwise take n^2/2 steps.)
  for (GeneratorData* r = tl_runningGenerators ? g : nullptr; r; r = parentOf(r)) {
    if (r->running) {
      // Running in a suspended fiber: the fiber's destruction unwinds it.
      g->forcedClose = true;
      return;
    }
  }
  tvClear(g->values);
  detachFromParent(g);
  if (!g->frame) return;
  if (!g->started) {
    closeUnfinished(g);
    return;
  }
  g->forcedClose = true;
  throwInto(g, makeGracefulExit(true));
  try {
    runFrame(g, g);
  } catch (PhpException& e) {
    if (!isGracefulExit(e.obj)) throw;
    e.obj->decRef();
  }
  closeUnfinished(g);
}

void genDestroy(ObjectData* o) {
  GeneratorData* g = generatorData(o);
  closeUnfinished(g);
  releaseSuspension(g);
  detachFromParent(g);
  tvClear(g->current);
  tvClear(g->key);
  tvClear(g->returnValue);
  tvClear(g->resumeValue);
  g->~GeneratorData();
}

} // namespace

GeneratorData* generatorData(ObjectData* gen) { return gen->nativeData<GeneratorData>(); }

TypedValue* generatorStackBase(const ActRec* fp) { return generatorOfFrame(fp)->stackBase; }

GeneratorData* generatorOfFrame(const ActRec* fp) {
  auto* hdr = reinterpret_cast<const FrameBlockHeader*>(fp) - 1;
  return hdr->gen;
}

void registerGeneratorClass() {
  NativeClassHooks h;
  h.dataSize = sizeof(GeneratorData);
  h.init = genInit;
  h.dtor = genDtor;
  h.destroy = genDestroy;
  h.sweep = [](ObjectData* o) { generatorData(o)->~GeneratorData(); };
  h.noClone = true;
  h.newError = "The \"Generator\" class is reserved for internal use and cannot be manually instantiated";
  registerNativeClass("Generator", h);
}

// --- Ops ------------------------------------------------------------------------------------------

void iopCreateCont(VMState& vm) {
  ActRec* ar = vm.fp;
  const Func* f = ar->m_func;
  constinit thread_local SystemClassMemo tl_generator;
  ObjectData* gen = ObjectData::make(systemClassMemo(tl_generator, "Generator"));
  GeneratorData* g = generatorData(gen);
  size_t frameBytes = sizeof(ActRec) + sizeof(TypedValue) * f->numLocals;
  g->frameBlockSize = sizeof(FrameBlockHeader) + frameBytes;
  g->frameBlock = reqAlloc(g->frameBlockSize);
  auto* hdr = static_cast<FrameBlockHeader*>(g->frameBlock);
  hdr->gen = g;
  hdr->owner = gen;
  g->frame = reinterpret_cast<ActRec*>(hdr + 1);
  std::memcpy(static_cast<void*>(g->frame), ar, frameBytes);   // locals move with the frame
  g->frame->m_flags = static_cast<uint8_t>((g->frame->m_flags & ~ActRec::kReturnToNative) | ActRec::kInGenerator);
  g->resumeOffset = static_cast<uint32_t>(vm.pc - f->bc.data()) + instrLen(vm.pc);
  // Return the generator to the caller without tearing the locals down (they moved).
  bool toNative = ar->m_flags & ActRec::kReturnToNative;
  if (ar->m_flags & ActRec::kHasExtraArgs) {
    auto& extra = ctx().extraArgs;
    auto it = extra.find(ar);
    if (it != extra.end()) {
      extra[g->frame] = it->second;
      extra.erase(it);
    }
  }
  vm.fp = ar->m_sfp;
  vm.lastCallReturnsRef = false;   // a by-reference generator function returns its Generator by value
  *reinterpret_cast<TypedValue*>(ar) = makeObjectNoIncRef(gen);
  vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
  if (toNative) vm.pc = nullptr;
  else vm.pc = vm.fp->m_func->bc.data() + ar->m_callOff;
}

namespace {

/// Suspends the running generator (leaves the interpreter loop).
void suspend(VMState& vm, GeneratorData* g, bool atYieldFrom) {
  ActRec* ar = vm.fp;
  TypedValue* base = g->stackBase;
  for (TypedValue* p = base; p < vm.sp; ++p) g->savedStack.push_back(*p);
  vm.sp = base;
  g->resumeOffset = static_cast<uint32_t>(vm.pc - ar->m_func->bc.data()) + instrLen(vm.pc);
  g->atYieldFrom = atYieldFrom;
  ar->m_flags &= ~ActRec::kReturnToNative;
  vm.fp = ar->m_sfp;
  vm.pc = nullptr;
}

/// The value a yield hands out: by-reference generators keep references.
TypedValue yieldedValue(const GeneratorData* g, TypedValue v) {
  if (v.m_type == DataType::Reference && !(g->frame->m_func->attrs & kAttrReturnsRef)) {
    TypedValue c = tvCopyValue(v);
    tvDecRef(v);
    return c;
  }
  return v;
}

void checkYieldAllowed(const GeneratorData* g) {
  if (g->forcedClose) throwError(ErrorKind::Error, "Cannot yield from finally in a force-closed generator");
}

} // namespace

void iopYield(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  checkYieldAllowed(g);
  TypedValue v = yieldedValue(g, *--vm.sp);
  tvSetRawMove(g->current, v);
  tvSetRawMove(g->key, makeInt(++g->largestIntKey));
  suspend(vm, g, false);
}

void iopYieldK(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  checkYieldAllowed(g);
  TypedValue v = yieldedValue(g, *--vm.sp);
  TypedValue k = *--vm.sp;
  if (k.isRef()) {
    TypedValue c = tvCopyValue(k);
    tvDecRef(k);
    k = c;
  }
  if (k.isInt() && k.m_data.num > g->largestIntKey) g->largestIntKey = k.m_data.num;
  tvSetRawMove(g->current, v);
  tvSetRawMove(g->key, k);
  suspend(vm, g, false);
}

void iopYieldNotRef(VMState& vm) {
  bool callResult = immU8(vm.pc, 0) == 1;
  if (!callResult || (vm.sp[-1].m_type != DataType::Reference && !vm.lastCallReturnsRef))
    raiseNotice("Only variable references should be yielded by reference");
  advance(vm);
}

void iopYieldFrom(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  if (g->forcedClose) throwError(ErrorKind::Error, "Cannot use \"yield from\" in a force-closed generator");
  TypedValue src = vm.sp[-1];
  const TypedValue& s = *tvDeref(&src);
  if (s.isArray()) {
    ArrayData* a = s.m_data.parr;
    if (a->size() == 0) {
      // Nothing to delegate: the expression is null at once.
      vm.sp[-1] = makeNull();
      tvDecRef(src);
      advance(vm);
      return;
    }
    a->incRef();
    g->values = makeArrayNoIncRef(a);
    g->valuesPos = a->iterBegin();
  } else if (s.isObject() && classIsTraversable(s.m_data.pobj->cls())) {
    ObjectData* o = s.m_data.pobj;
    if (o->hasFlag(ObjectData::kIsGenerator)) {
      GeneratorData* inner = generatorData(o);
      if (!inner->frame)
        throwError(ErrorKind::Error,
                   "Generator passed to yield from was aborted without proper return and is unable to continue");
      if (inner->returnValue.m_type != DataType::Uninit) {
        TypedValue r = tvCopyValue(inner->returnValue);
        vm.sp[-1] = r;
        tvDecRef(src);
        advance(vm);
        return;
      }
      if (currentGenerator(inner) == g)
        throwError(ErrorKind::Error, "Impossible to yield from the Generator being currently run");
      // Join the delegation tree as a child of `inner`.
      o->incRef();
      g->parent = o;
      if (!inner->children.empty()) ++tl_treeEpoch;   // a shared delegate (see tl_treeEpoch)
      inner->children.push_back(g);
      g->doInit = true;
    } else {
      ObjectData* it = resolveIterator(o);   // owned
      try {
        tvDecRef(callIterMethod(it, IterMethod::Rewind));
      } catch (...) {
        it->decRef();
        throw;
      }
      g->values = makeObjectNoIncRef(it);
      g->valuesIndex = 0;
    }
  } else {
    throwError(ErrorKind::Error, "Can use \"yield from\" only with arrays and Traversables");
  }
  vm.sp--;
  tvDecRef(src);
  // The expression's value unless the delegate returns one.
  tvSetRawMove(g->resumeValue, makeNull());
  suspend(vm, g, true);
}

void generatorReturn(VMState& vm, TypedValue ret) {
  ActRec* ar = vm.fp;
  GeneratorData* g = generatorOfFrame(ar);
  tvSetRawMove(g->returnValue, ret);
  vm.sp = g->stackBase;
  // The locals die with the frame still current, as in php's generator return.
  teardownFrameLocals(ar);
  ActRec* caller = ar->m_sfp;
  freeFrameBlock(g);
  releaseSuspension(g);
  vm.fp = caller;
  vm.pc = nullptr;
}

} // namespace hop
