// call-helpers.cpp — PHP calls from compiled code (see call-helpers.h).
#include "jit/call-helpers.h"

#include <exception>

#include "jit/array-helpers.h"
#include "jit/entry-cache.h"
#include "jit/interp-one.h"
#include "jit/jit-runtime.h"
#include "jit/smash.h"
#include "jit/trans-abi.h"
#include "vm/act-rec.h"
#include "vm/closure.h"
#include "vm/frames.h"
#include "vm/interp.h"
#include "vm/unwind.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"

namespace hop::jit {

namespace {

ActRec* frameOf(TypedValue* locals) { return reinterpret_cast<ActRec*>(locals) - 1; }

uint64_t park() {
  t_transCall->parkedPhp = nullptr;
  return parkCurrentException();
}

/// Before PHP code runs in the member state of the current run (a nested
/// loop, or a callee's code run again from hopJitCallResume): a run C++
/// entered (a callback) may be inside its caller's member sequence, whose
/// state is set aside once per run, as interp-one's member instructions
/// do; it comes back at the run's end.
void setAsideCallerSequence(VMState& v) {
  TransCall* const call = t_transCall;
  if (call->entered && (call->entered->m_flags & ActRec::kReturnToNative) && !call->savedMember) {
    call->savedMember.emplace(v.member);
    v.member = MemberState{};
  }
}

/// The interpreter runs the rest of the callee (frame `ar`, vm.pc/vm.sp
/// set), in a loop that its return leaves. 0 when it returned, or
/// kTransException with the exception parked.
HOP_ALWAYS_INLINE uint64_t finishInInterpreter(VMState& v, ActRec* ar) {
  ActRec* const caller = ar->m_sfp;
  const uint32_t callOff = ar->m_callOff;
  countFinishedCall();
  // The loop shares the member state, as the interpreter's own calls do.
  setAsideCallerSequence(v);
  ar->m_moreFlags |= ActRec::kReturnToJit;
  v.fp = ar;
  // The unwinder tears the frame down when an exception leaves it: the
  // exception goes on from the call instruction, in the caller (as the
  // interpreter's own unwinding does: one byte into the call). A PHP
  // exception comes back as its object, parked without a C++ throw.
  auto atCall = [&] {
    v.fp = caller;
    v.sp = reinterpret_cast<TypedValue*>(ar);
    v.pc = caller->m_func->bc.data() + callOff - 1;
  };
  ObjectData* thrown;
  try {
    thrown = runInterpreterForJit(v);
  } catch (...) {
    atCall();
    return park();
  }
  if (HOP_UNLIKELY(thrown != nullptr)) {
    atCall();
    t_transCall->parked = nullptr;
    t_transCall->parkedPhp = thrown;
    return kTransException;
  }
  return 0;
}

} // namespace

namespace {

/// The translations Closure calls (hopJitCallClosure) ran, per callee: what
/// a call site's binding is to a known callee (a stale one reports
/// kTransRetranslate before anything ran, and is forgotten). Made at the
/// first such call and kept for the process, as the runtime is (its
/// destructor would walk every chunk slot at exit).
EntryCache& closureCallees() {
  static EntryCache* const cache = new EntryCache();
  return *cache;
}

/// hopJitCallPHP's work; `site` the smashable call to bind to the callee's
/// translation (null: a call with no site of its own, as a Closure's).
uint64_t callPHPAt(VMState* vm, TypedValue* locals, uint32_t entryOff, uint8_t* site, TCA* ran = nullptr) {
  ActRec* const ar = frameOf(locals);
  const Func* f = ar->m_func;
  // A racy count, as the interpreter's (hotness is an estimate).
  f->callCount.store(f->callCount.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  TCA entry = nullptr;
  // (A callee refused for compiled callers is known without the lookup.)
  const uint8_t bit = noTranslateBits(f, entryOff, true);
  if (bit && !(f->jitNoTranslate.load(std::memory_order_relaxed) & bit)) {
    try {
      entry = calleeEntry(f, entryOff, locals);
    } catch (...) {
      entry = nullptr;   // translating failed (out of memory): interpret
    }
  }
  if (!entry) {
    // No code to run (refused, or not hot yet): the interpreter finishes the
    // call from here, one helper call fewer for the call site.
    vm->pc = f->bc.data() + entryOff;
    vm->sp = locals + f->numLocals;
    const uint64_t r = finishInInterpreter(*vm, ar);
    return r == 0 ? kTransReturned : r;
  }
  if (site && isSmashableCall(site)) bindCallSite(site, entry);
  if (ran) *ran = entry;
  return reinterpret_cast<TransFn>(entry)(vm, locals);
}

} // namespace

namespace {

/// The object of the PHP exception parked by the run (owned); any other
/// exception (exit, a fatal error) is thrown on from here, as the runtime's
/// entries do (Thrown::phpObject).
ObjectData* takeParkedPhp() {
  TransCall* const call = t_transCall;
  if (ObjectData* o = std::exchange(call->parkedPhp, nullptr)) return o;
  std::exception_ptr ex = std::exchange(call->parked, nullptr);
  try {
    std::rethrow_exception(ex);
  } catch (PhpException& e) {
    return e.obj;
  }
}

} // namespace

CallbackCaller::CallbackCaller(const ResolvedCallable& rc, uint32_t n)
    : m_rc(rc), m_v(ctx().vm), m_caller(m_v.fp), m_pc(m_v.pc), m_n(n) {
  const Func* f = rc.func;
  // The cases invokeResolved has and compiled calls leave out (__call,
  // arity, references, generators), and no room on the native or VM stack
  // (the same for every call of the loop): the runtime's entry.
  char probe;
  m_fast = rc.magicName == nullptr && n == f->simpleArity && !f->isGenerator() && !f->usesVarEnv() &&
           !(f->attrs & kAttrReturnsRef) && &probe >= m_v.jitStackLimit &&
           reinterpret_cast<ActRec*>(m_v.sp)->locals() + frameSlotsNeeded(f) <= m_v.stackLimit;
  m_callOff = nativeCallOffset(m_caller, m_pc);
}

TypedValue CallbackCaller::call(const TypedValue* args) {
  VMState& v = m_v;
  const ResolvedCallable& rc = m_rc;
  const uint32_t n = m_n;
  // A pending surprise (a time limit ...): the runtime's entry handles it.
  if (HOP_UNLIKELY(!m_fast || v.surprise.any())) return invokeResolved(rc, args, n);
  const Func* f = rc.func;
  ActRec* const ar = reinterpret_cast<ActRec*>(v.sp);
  TypedValue* const locals = ar->locals();
  ActRec* const caller = m_caller;
  // The frame invokeResolved makes: entered from C++ (backtraces show
  // "[internal function]" and the builtin), returning to it.
  ar->init(f, n);
  ar->m_sfp = caller;
  ar->m_flags = ActRec::kReturnToNative | ActRec::kDynamicCall;
  ar->m_callOff = m_callOff;
  bindCallContext(ar, f, rc.cc.thisObj, rc.cc.cls);
  for (uint32_t i = 0; i < n; ++i) copyValueTo(args[i], locals[i]);
  for (uint32_t i = n, e = f->numLocals; i < e; ++i) setUninitLocal(locals[i]);
  if (ObjectData* closure = rc.cc.closure) {
    closure->incRef();
    ar->m_closure = makeObjectNoIncRef(closure);
    // copyClosureCaptures in line: the captured values follow the parameters.
    if (const ArrayData* cap = closureData(closure)->captured) {
      const TypedValue* src = cap->packedData();
      TypedValue* dst = locals + n;
      for (uint32_t i = 0, c = cap->size(); i < c; ++i) {
        dst[i] = loadValType(src[i]);
        tvIncRef(dst[i]);
      }
    }
  }
  v.fp = ar;
  const auto entryOff = static_cast<uint32_t>(frameEntryPc(f, locals, n) - f->bc.data());
  TCA& known = m_known[entryOff != 0];
  if (!known) known = closureCallees().get(f->id, entryOff != 0);
  uint64_t r;
  if (known) {
    r = reinterpret_cast<TransFn>(known)(&v, locals);
    if (HOP_UNLIKELY(r == kTransRetranslate)) {
      known = nullptr;
      closureCallees().set(f->id, entryOff != 0, nullptr);
    }
  } else {
    TCA ran = nullptr;
    r = callPHPAt(&v, locals, entryOff, nullptr, &ran);
    if (ran) closureCallees().set(f->id, entryOff != 0, ran);
  }
  if (HOP_UNLIKELY(r != kTransReturned)) finish(ar, locals, entryOff, r);
  const TypedValue ret = loadValType(*reinterpret_cast<TypedValue*>(ar));
  v.fp = caller;
  v.sp = reinterpret_cast<TypedValue*>(ar);
  v.pc = m_pc;
  return ret;
}

void CallbackCaller::finish(ActRec* ar, TypedValue* locals, uint32_t entryOff, uint64_t r) {
  VMState& v = m_v;
  while (true) {
    if (r != kTransException) {
      r = hopJitCallResume(&v, locals, r, entryOff);
      if (r == 0) break;
    }
    // Thrown: from the thrower (a frame at or above ours, none torn down
    // yet, or the caller when the interpreter's loop tore them down) to a
    // handler in our frame, which the interpreter then finishes; past it,
    // the exception goes on through the builtin, from its call.
    ObjectData* obj = takeParkedPhp();
    if (v.fp != m_caller && unwindToHandler(v, obj)) {
      r = finishInInterpreter(v, ar);
      if (r == 0) break;
      continue;
    }
    v.fp = m_caller;
    v.sp = reinterpret_cast<TypedValue*>(ar);
    v.pc = m_pc;
    throw PhpException{obj};
  }
}

extern "C" uint64_t hopJitCallPHP(VMState* vm, TypedValue* locals, uint32_t entryOff) {
  // The stub jumped here: the return address is just past the call site.
  auto* const site = static_cast<uint8_t*>(__builtin_return_address(0)) - kSmashableJmpLen;
  return callPHPAt(vm, locals, entryOff, site);
}

extern "C" uint64_t hopJitCallResume(VMState* vm, TypedValue* locals, uint64_t status, uint32_t entryOff) {
  if (status == kTransException) return status;   // parked by the callee, registers at the thrower
  VMState& v = *vm;
  ActRec* const ar = frameOf(locals);
  const Func* f = ar->m_func;
  try {
    if (status == kTransRetranslate) {
      setAsideCallerSequence(v);   // (the rerun is a run of its own: it cannot tell)
      switch (rerunCallee(v, f, entryOff)) {
        case CalleeRun::Returned: return 0;
        case CalleeRun::Ran: break;   // vm.pc / vm.sp say where it left
        case CalleeRun::NotRun:
          v.pc = f->bc.data() + entryOff;
          v.sp = locals + f->numLocals;
          break;
      }
    } else if (status != kTransResumeVM) {
      if (status & kTransReoptimizeBit) {
        status = stripReoptimize(status);
        noteReoptimize(f);
      }
      v.pc = f->bc.data() + static_cast<uint32_t>(status);
      v.sp = locals + f->numLocals + static_cast<uint32_t>(status >> 32);
    }
  } catch (...) {
    return park();   // thrown in the callee's frame, which the unwinder has yet to see
  }
  return finishInInterpreter(v, ar);
}

extern "C" uint64_t hopJitPushClosure(VMState*, ActRec* ar, void*, uint64_t nargs) {
  const TypedValue callable = *reinterpret_cast<const TypedValue*>(ar);
  if (callable.m_type != DataType::Object || !callable.m_data.pobj->hasFlag(ObjectData::kIsClosure)) return 0;
  ObjectData* const obj = callable.m_data.pobj;
  const ClosureData* d = closureData(obj);
  if (d->magicName != nullptr) return 0;
  const Func* f = d->func;
  if (f->isBuiltin() || f->isGenerator() || f->usesVarEnv() || f->takesRefs || f->simpleArity != nargs ||
      (f->attrs & kAttrReturnsRef))
    return 0;
  ar->init(f, static_cast<uint32_t>(nargs));
  bindCallContext(ar, f, d->thisObj, d->calledCls ? d->calledCls : d->scope);
  ar->m_closure = makeObjectNoIncRef(obj);
  return 1;
}

extern "C" uint64_t hopJitCallClosure(VMState* vm, TypedValue* locals, TypedValue*, uint64_t callOff) {
  VMState& v = *vm;
  ActRec* const ar = frameOf(locals);
  const Func* f = ar->m_func;
  {
    // CheckCallRoom's tests: the native stack, a pending surprise, the VM stack.
    char probe;
    if (&probe < v.jitStackLimit || v.surprise.any() || locals + frameSlotsNeeded(f) > v.stackLimit) return kNotHandled;
  }
  ActRec* const caller = v.fp;
  ar->m_sfp = caller;
  ar->m_callOff = static_cast<uint32_t>(callOff);
  const uint32_t nargs = ar->m_numArgs;
  for (uint32_t i = nargs; i < f->numLocals; ++i) locals[i].m_type = DataType::Uninit;
  copyClosureCaptures(ar->m_closure.m_data.pobj, locals + nargs);
  v.fp = ar;
  uint64_t r;
  if (const TCA known = closureCallees().get(f->id, false)) {
    r = reinterpret_cast<TransFn>(known)(vm, locals);
    if (HOP_UNLIKELY(r == kTransRetranslate)) closureCallees().set(f->id, false, nullptr);
  } else {
    TCA ran = nullptr;
    r = callPHPAt(vm, locals, 0, nullptr, &ran);
    if (ran) closureCallees().set(f->id, false, ran);
  }
  if (r == kTransReturned) r = 0;
  else if (r != kTransException) r = hopJitCallResume(vm, locals, r, 0);
  // A parked exception keeps the registers where it was thrown (the unwinder starts there).
  if (r == 0) v.fp = caller;
  return r;
}

} // namespace hop::jit
