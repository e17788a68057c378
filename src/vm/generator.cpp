// generator.cpp — creating, resuming and finishing generators; the Generator
// class's native methods; and the CreateCont/Yield/YieldK/YieldFrom ops.
#include "vm/generator.h"

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "vm/class-linker.h"
#include "vm/interp-internal.h"
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

void genInit(ObjectData* o) {
  new (o->nativeData<GeneratorData>()) GeneratorData();
  o->setFlag(ObjectData::kIsGenerator);
}

void releaseDelegate(GeneratorData* g) { tvClear(g->delegate); }

void freeFrame(GeneratorData* g) {
  if (!g->frameBlock) return;
  teardownFrameLocals(g->frame);
  reqFree(g->frameBlock, g->frameBlockSize);
  g->frameBlock = nullptr;
  g->frame = nullptr;
}

void genDestroy(ObjectData* o) {
  GeneratorData* g = generatorData(o);
  for (TypedValue& v : g->savedStack) tvDecRef(v);
  g->savedStack.clear();
  freeFrame(g);
  tvClear(g->current);
  tvClear(g->key);
  tvClear(g->returnValue);
  releaseDelegate(g);
  g->~GeneratorData();
}

[[noreturn]] void throwGenException(const char* msg) { throwError(ErrorKind::Exception, msg); }

/// Links the suspended frame under the current one and runs it.
void runGenerator(ObjectData* gen, GeneratorData* g, TypedValue* pushValue, ObjectData* throwExc) {
  VMState& vm = ctx().vm;
  if (g->state == GenState::Running) {
    if (pushValue) tvDecRef(*pushValue);
    if (throwExc) throwExc->decRef();
    throwError(ErrorKind::Error, "Cannot resume an already running generator");
  }
  ActRec* ar = g->frame;
  const uint8_t* savedPc = vm.pc;
  ActRec* savedFp = vm.fp;
  TypedValue* savedSp = vm.sp;
  ar->m_sfp = vm.fp;
  ar->m_flags |= ActRec::kReturnToNative;
  g->stackBase = vm.sp;
  for (TypedValue& v : g->savedStack) *vm.sp++ = v;   // moves
  g->savedStack.clear();
  if (pushValue) *vm.sp++ = *pushValue;
  g->state = GenState::Running;
  vm.fp = ar;
  gen->incRef();   // alive while running
  struct Release {
    ObjectData* o;
    ~Release() { o->decRef(); }
  } release{gen};
  try {
    if (throwExc) {
      // Raise the exception at the yield we are suspended on.
      vm.pc = ar->m_func->bc.data() + g->resumeOffset - 1;
      if (!unwindToHandler(vm, throwExc)) throw PhpException{throwExc};
    } else {
      vm.pc = ar->m_func->bc.data() + g->resumeOffset;
    }
    runInterpreter(vm);
  } catch (...) {
    // The body threw: the generator is finished.
    g->state = GenState::Done;
    g->frame = nullptr;   // the unwinder tore the frame down
    if (g->frameBlock) {
      reqFree(g->frameBlock, g->frameBlockSize);
      g->frameBlock = nullptr;
    }
    tvClear(g->current);
    tvClear(g->key);
    vm.fp = savedFp;
    vm.sp = savedSp;
    vm.pc = savedPc;
    throw;
  }
  vm.fp = savedFp;
  vm.sp = savedSp;
  vm.pc = savedPc;
}

/// Advances an active `yield from` delegate; returns true when it produced a
/// value (the generator stays suspended on it).
bool advanceDelegate(GeneratorData* g, bool justStarted) {
  TypedValue& d = g->delegate;
  if (d.isArray()) {
    ArrayData* a = d.m_data.parr;
    uint32_t pos = justStarted ? a->iterBegin() : a->iterAdvance(g->delegatePos);
    if (!a->iterValid(pos)) return false;
    g->delegatePos = pos;
    tvSetRawMove(g->current, tvCopyValue(*a->iterValue(pos)));
    TypedValue k = a->iterKey(pos);
    tvIncRef(k);
    tvSetRawMove(g->key, k);
    return true;
  }
  ObjectData* o = d.m_data.pobj;
  if (o->hasFlag(ObjectData::kIsGenerator)) {
    GeneratorData* inner = generatorData(o);
    if (justStarted) generatorEnsureStarted(o);
    else generatorResume(o, makeNull());
    if (inner->state == GenState::Done) return false;
    tvSetRawMove(g->current, tvCopyValue(inner->current));
    tvSetRawMove(g->key, tvCopyValue(inner->key));
    return true;
  }
  // Any other Iterator.
  TypedValue r = callMethod(o, justStarted ? "rewind" : "next", nullptr, 0);
  tvDecRef(r);
  TypedValue v = callMethod(o, "valid", nullptr, 0);
  bool ok = toBool(v);
  tvDecRef(v);
  if (!ok) return false;
  tvSetRawMove(g->current, callMethod(o, "current", nullptr, 0));
  tvSetRawMove(g->key, callMethod(o, "key", nullptr, 0));
  return true;
}

/// The value a finished delegate gives to the `yield from` expression.
TypedValue delegateResult(GeneratorData* g) {
  TypedValue& d = g->delegate;
  TypedValue r = makeNull();
  if (d.isObject() && d.m_data.pobj->hasFlag(ObjectData::kIsGenerator))
    r = tvCopyValue(generatorData(d.m_data.pobj)->returnValue);
  releaseDelegate(g);
  return r;
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
  h.destroy = genDestroy;
  registerNativeClass("Generator", h);
}

void generatorEnsureStarted(ObjectData* gen) {
  GeneratorData* g = generatorData(gen);
  if (g->state != GenState::Created) return;
  runGenerator(gen, g, nullptr, nullptr);
}

void generatorResume(ObjectData* gen, TypedValue sent) {
  GeneratorData* g = generatorData(gen);
  if (g->state == GenState::Created) {
    generatorEnsureStarted(gen);
    if (g->state == GenState::Done) {
      tvDecRef(sent);
      return;
    }
  }
  if (g->state == GenState::Done) {
    tvDecRef(sent);
    return;
  }
  if (g->delegate.m_type != DataType::Uninit && g->state != GenState::Running) {
    bool more;
    if (g->delegate.isObject() && g->delegate.m_data.pobj->hasFlag(ObjectData::kIsGenerator)) {
      ObjectData* inner = g->delegate.m_data.pobj;
      generatorResume(inner, sent);
      sent = makeNull();
      GeneratorData* ig = generatorData(inner);
      more = ig->state != GenState::Done;
      if (more) {
        tvSetRawMove(g->current, tvCopyValue(ig->current));
        tvSetRawMove(g->key, tvCopyValue(ig->key));
      }
    } else {
      tvDecRef(sent);
      sent = makeNull();
      more = advanceDelegate(g, false);
    }
    if (more) return;
    TypedValue r = delegateResult(g);
    runGenerator(gen, g, &r, nullptr);
    return;
  }
  runGenerator(gen, g, &sent, nullptr);
}

void generatorThrow(ObjectData* gen, ObjectData* exc) {
  GeneratorData* g = generatorData(gen);
  if (g->state == GenState::Created) {
    // Throwing into a generator that never ran: it is done, the exception propagates.
    g->state = GenState::Done;
    freeFrame(g);
    throw PhpException{exc};
  }
  if (g->state == GenState::Done) throw PhpException{exc};
  if (g->delegate.isObject() && g->delegate.m_data.pobj->hasFlag(ObjectData::kIsGenerator)) {
    ObjectData* inner = g->delegate.m_data.pobj;
    try {
      generatorThrow(inner, exc);
    } catch (PhpException& e) {
      releaseDelegate(g);
      runGenerator(gen, g, nullptr, e.obj);
      return;
    }
    GeneratorData* ig = generatorData(inner);
    if (ig->state != GenState::Done) {
      tvSetRawMove(g->current, tvCopyValue(ig->current));
      tvSetRawMove(g->key, tvCopyValue(ig->key));
      return;
    }
    TypedValue r = delegateResult(g);
    runGenerator(gen, g, &r, nullptr);
    return;
  }
  releaseDelegate(g);
  runGenerator(gen, g, nullptr, exc);
}

// --- Ops ------------------------------------------------------------------------------------------

void iopCreateCont(VMState& vm) {
  ActRec* ar = vm.fp;
  const Func* f = ar->m_func;
  ObjectData* gen = ObjectData::make(lookupClassAutoload("Generator"));
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
  g->state = GenState::Created;
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
  *reinterpret_cast<TypedValue*>(ar) = makeObjectNoIncRef(gen);
  vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
  if (toNative) vm.pc = nullptr;
  else vm.pc = vm.fp->m_func->bc.data() + ar->m_callOff;
}

namespace {

/// Suspends the running generator after a yield (leaves the interpreter loop).
void suspend(VMState& vm, GeneratorData* g) {
  ActRec* ar = vm.fp;
  TypedValue* base = g->stackBase;
  for (TypedValue* p = base; p < vm.sp; ++p) g->savedStack.push_back(*p);
  vm.sp = base;
  g->resumeOffset = static_cast<uint32_t>(vm.pc - ar->m_func->bc.data()) + instrLen(vm.pc);
  g->state = GenState::Suspended;
  ar->m_flags &= ~ActRec::kReturnToNative;
  vm.fp = ar->m_sfp;
  vm.pc = nullptr;
}

} // namespace

void iopYield(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  TypedValue v = *--vm.sp;
  tvSetRawMove(g->current, v);
  tvSetRawMove(g->key, makeInt(++g->largestIntKey));
  suspend(vm, g);
}

void iopYieldK(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  TypedValue v = *--vm.sp;
  TypedValue k = *--vm.sp;
  if (k.isInt() && k.m_data.num > g->largestIntKey) g->largestIntKey = k.m_data.num;
  tvSetRawMove(g->current, v);
  tvSetRawMove(g->key, k);
  suspend(vm, g);
}

void iopYieldFrom(VMState& vm) {
  GeneratorData* g = generatorOfFrame(vm.fp);
  TypedValue src = vm.sp[-1];
  const TypedValue& s = *tvDeref(&src);
  if (s.isArray()) {
    if (s.m_data.parr->size() == 0) {
      vm.sp[-1] = makeNull();
      tvDecRef(src);
      advance(vm);
      return;
    }
  } else if (s.isObject() && classIsTraversable(s.m_data.pobj->cls())) {
    if (s.m_data.pobj->hasFlag(ObjectData::kIsGenerator)) {
      GeneratorData* inner = generatorData(s.m_data.pobj);
      if (inner->state == GenState::Running || inner == g)
        throwError(ErrorKind::Error, "Impossible to yield from the Generator being currently run");
    }
  } else {
    throwError(ErrorKind::Error, "Can use \"yield from\" only with arrays and Traversables");
  }
  vm.sp--;
  TypedValue d = s;
  tvIncRef(d);
  tvDecRef(src);
  if (d.isObject() && !d.m_data.pobj->hasFlag(ObjectData::kIsGenerator)) {
    ObjectData* it = resolveIterator(d.m_data.pobj);
    tvDecRef(d);
    d = makeObjectNoIncRef(it);
  }
  g->delegate = d;
  bool more = advanceDelegate(g, true);
  if (!more) {
    *vm.sp++ = delegateResult(g);
    advance(vm);
    return;
  }
  suspend(vm, g);
}

void generatorReturn(VMState& vm, TypedValue ret) {
  ActRec* ar = vm.fp;
  GeneratorData* g = generatorOfFrame(ar);
  tvSetRawMove(g->returnValue, ret);
  tvClear(g->current);
  tvClear(g->key);
  vm.sp = g->stackBase;
  teardownFrameLocals(ar);
  g->state = GenState::Done;
  vm.fp = ar->m_sfp;
  vm.pc = nullptr;
}

// --- Generator's methods --------------------------------------------------------------------------

namespace {

ObjectData* self(NativeArgs& a) { return a.thisObj; }

void f_current(NativeArgs& a) {
  ObjectData* gen = self(a);
  generatorEnsureStarted(gen);
  GeneratorData* g = generatorData(gen);
  if (g->state != GenState::Done) a.retCopy(g->current);
}

void f_key(NativeArgs& a) {
  ObjectData* gen = self(a);
  generatorEnsureStarted(gen);
  GeneratorData* g = generatorData(gen);
  if (g->state != GenState::Done) a.retCopy(g->key);
}

void f_next(NativeArgs& a) {
  ObjectData* gen = self(a);
  GeneratorData* g = generatorData(gen);
  if (g->state == GenState::Created) {
    generatorEnsureStarted(gen);
    if (g->state != GenState::Done) generatorResume(gen, makeNull());
    return;
  }
  generatorResume(gen, makeNull());
}

void f_valid(NativeArgs& a) {
  ObjectData* gen = self(a);
  generatorEnsureStarted(gen);
  a.retBool(generatorData(gen)->state != GenState::Done);
}

void f_rewind(NativeArgs& a) {
  ObjectData* gen = self(a);
  GeneratorData* g = generatorData(gen);
  bool wasCreated = g->state == GenState::Created;
  generatorEnsureStarted(gen);
  if (!wasCreated && (g->state == GenState::Done || g->largestIntKey > 0 || g->resumeOffset == 0)) {
    if (g->state == GenState::Done || g->largestIntKey > 0)
      throwGenException("Cannot rewind a generator that was already run");
  }
}

void f_send(NativeArgs& a) {
  ObjectData* gen = self(a);
  GeneratorData* g = generatorData(gen);
  if (g->state == GenState::Created) generatorEnsureStarted(gen);
  if (g->state == GenState::Done) return;
  generatorResume(gen, tvCopyValue(a.arg(0)));
  if (g->state != GenState::Done) a.retCopy(g->current);
}

void f_throw(NativeArgs& a) {
  ObjectData* gen = self(a);
  ObjectData* exc = a.obj(0);
  exc->incRef();
  generatorThrow(gen, exc);
  GeneratorData* g = generatorData(gen);
  if (g->state != GenState::Done) a.retCopy(g->current);
}

void f_getReturn(NativeArgs& a) {
  GeneratorData* g = generatorData(self(a));
  if (g->state != GenState::Done || g->returnValue.m_type == DataType::Uninit) {
    if (g->state == GenState::Done && g->current.isNull() && g->frame == nullptr && g->frameBlock == nullptr &&
        g->returnValue.isNull() && false) {
    }
    if (g->state != GenState::Done)
      throwGenException("Cannot get return value of a generator that hasn't returned");
  }
  a.retCopy(g->returnValue);
}

const BuiltinDecl kGeneratorMethods[] = {
    {"Generator::current", f_current},   {"Generator::key", f_key},     {"Generator::next", f_next},
    {"Generator::valid", f_valid},       {"Generator::rewind", f_rewind}, {"Generator::send", f_send},
    {"Generator::throw", f_throw},       {"Generator::getReturn", f_getReturn},
};
HOP_REGISTER_BUILTINS(kGeneratorMethods);

} // namespace

} // namespace hop
