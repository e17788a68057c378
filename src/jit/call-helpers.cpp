// call-helpers.cpp — PHP calls from compiled code (see call-helpers.h).
#include "jit/call-helpers.h"

#include <exception>

#include "jit/interp-one.h"
#include "jit/jit-runtime.h"
#include "jit/smash.h"
#include "jit/trans-abi.h"
#include "vm/act-rec.h"
#include "vm/interp.h"

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

extern "C" uint64_t hopJitCallPHP(VMState* vm, TypedValue* locals, uint32_t entryOff) {
  // The stub jumped here: the return address is just past the call site.
  auto* const site = static_cast<uint8_t*>(__builtin_return_address(0)) - kSmashableJmpLen;
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
  if (isSmashableCall(site)) bindCallSite(site, entry);
  return reinterpret_cast<TransFn>(entry)(vm, locals);
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

} // namespace hop::jit
