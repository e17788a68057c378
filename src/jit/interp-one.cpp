// interp-one.cpp — running one bytecode in the interpreter for compiled code.
#include "jit/interp-one.h"

#include "bytecode/op-info.h"
#include "jit/jit-helpers.h"
#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "jit/callback-loops.h"
#include "jit/trans-abi.h"
#include "runtime/base/execution-context.h"
#include "vm/act-rec.h"
#include "vm/op-handlers.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "vm/type-check.h"
#include "vm/typed-ref.h"

#include <cassert>
#include <type_traits>

namespace hop::jit {

namespace {

using IopFn = void (*)(VMState&);
constexpr IopFn kIops[] = {
#define X(name, imms, pops, pushes, flags) &iop##name,
    HOP_BYTECODE_OPS(X)
#undef X
};

} // namespace

thread_local TransCall* t_transCall = nullptr;

void* exchangeTransCalls(void* chain) { return std::exchange(t_transCall, static_cast<TransCall*>(chain)); }

void TransCall::restoreMember() {
  vm.member.releaseOwned();
  vm.member = *savedMember;
}

namespace {

/// Runs the instruction; 0 fell through, 1 jumped to `target` (when given),
/// else kTransResumeVM / kTransException.
uint64_t interpOne(VMState* vm, uint32_t off, uint32_t depth, bool branches) {
  if (g_liveJitStatsOn) liveJitStats().bump(liveJitStats().interpOnes);
  ActRec* const fp = vm->fp;
  const Func* f = fp->m_func;
  const uint8_t* pc = f->bc.data() + off;
  TypedValue* const stackBase = fp->locals() + f->numLocals;
  vm->pc = pc;
  vm->sp = stackBase + depth;
  TransCall* call = t_transCall;
  if ((opFlags(static_cast<Op>(pc[0])) & kMember) && !call->savedMember) {
    call->savedMember.emplace(vm->member);
    vm->member = MemberState{};
  }
  try {
    kIops[pc[0]](*vm);
  } catch (...) {
    call->parked = std::current_exception();
    return kTransException;
  }
  const int expected = static_cast<int>(depth) - stackPops(pc) + stackPushes(pc);
  if (vm->fp != fp || vm->sp != stackBase + expected) return kTransResumeVM;
  if (vm->pc == pc + instrLen(pc)) return 0;
  if (branches && vm->pc == pc + readRaw<int32_t>(pc + immOffset(pc, branchImmIndex(static_cast<Op>(pc[0]))))) return 1;
  return kTransResumeVM;
}

} // namespace

extern "C" uint64_t hopJitInterpOne(VMState* vm, uint32_t off, uint32_t depth) {
  return interpOne(vm, off, depth, false);
}

extern "C" uint64_t hopJitInterpOneBr(VMState* vm, uint32_t off, uint32_t depth) {
  return interpOne(vm, off, depth, true);
}

namespace {

/// The builtin f on the n arguments at args (of its parameters' types):
/// its native frame shown while it runs, the arguments released after,
/// the result left in the first one's slot (vm.sp past it).
/// `body` (given the NativeArgs) runs in the builtin's place: its own
/// loop (callback-loops.h); none: the builtin itself. !kFrame: a builtin
/// that shows in no backtrace (CallBuiltinLeaf: it raises nothing and
/// calls no PHP code), run without its native frame.
template <bool kFrame = true, class Body = std::nullptr_t>
HOP_ALWAYS_INLINE void callNative(VMState* vm, const Func* f, TypedValue* args, uint32_t n, ActRec* fp,
                                  const uint8_t* pc, Body&& body = nullptr) {
  NativeArgs a{args, n, makeNull(), f, nullptr, nullptr};
  if constexpr (!kFrame) {
    if (HOP_UNLIKELY(tl_typedRefCount != 0)) {
      callNativeCheckingTypedRefs(a);
    } else {
      f->native(a);
    }
  } else {
    // Shown in backtraces while it runs, popped however it leaves.
    NativeFrame& nf = vm->nativeFrames.emplace_back();
    nf.func = f;
    nf.args = args;
    nf.nargs = n;
    nf.callerFp = fp;
    nf.callerPc = pc;
    nf.thisObj = nullptr;
    struct PopNativeFrame {
      VMState& vm;
      ~PopNativeFrame() { vm.nativeFrames.pop_back(); }
    } popNativeFrame{*vm};
    if constexpr (!std::is_same_v<std::decay_t<Body>, std::nullptr_t>) {
      body(a);
    } else if (HOP_UNLIKELY(tl_typedRefCount != 0)) {
      callNativeCheckingTypedRefs(a);
    } else {
      f->native(a);
    }
  }
  // The arguments first to last, each slot dead before its release (a
  // destructor may throw: the unwinder then clears the slots above; a
  // plain value left in one releases nothing).
  for (uint32_t i = 0; i < n; ++i) {
    const TypedValue v = args[i];
    if (!isRefcounted(v.m_type)) continue;
    args[i] = makeNull();
    if (v.m_data.pcnt->decRefAndTestRelease()) releaseHeapValue(v.m_type, v.m_data.pcnt);
  }
  vm->sp = args;
  *vm->sp++ = a.ret;
}

/// A builtin called from compiled code at `at` (bytecode offset, and stack
/// depth in the high half) with its `n` arguments on the VM stack; kFrame:
/// with its native frame (a leaf builtin, which raises nothing and runs no
/// PHP code, goes without). 0, or the parked exception.
template <bool kFrame>
HOP_ALWAYS_INLINE uint64_t callBuiltinAt(VMState* vm, uint64_t id, uint64_t n, uint64_t at) {
  ActRec* const fp = vm->fp;
  const Func* caller = fp->m_func;
  const uint8_t* pc = caller->bc.data() + static_cast<uint32_t>(at);
  vm->pc = pc;
  vm->sp = fp->locals() + caller->numLocals + static_cast<uint32_t>(at >> 32);
  try {
    callNative<kFrame>(vm, BuiltinRegistry::byId(static_cast<uint32_t>(id)), vm->sp - n, static_cast<uint32_t>(n), fp,
                       pc);
  } catch (...) {
    return parkCurrentException();   // (a leaf's: out of memory, a fatal error)
  }
  return 0;
}
} // namespace

extern "C" uint64_t hopJitCallBuiltinChecked(VMState* vm, uint64_t id, uint64_t n, uint64_t at) {
  return callBuiltinAt<true>(vm, id, n, at);
}

extern "C" uint64_t hopJitCallBuiltinLeaf(VMState* vm, uint64_t id, uint64_t n, uint64_t at) {
  return callBuiltinAt<false>(vm, id, n, at);
}

extern "C" uint64_t hopJitCallBuiltin(VMState* vm, uint64_t, uint64_t, uint64_t at) {
  ActRec* const fp = vm->fp;
  const Func* caller = fp->m_func;
  const uint32_t off = static_cast<uint32_t>(at), depth = static_cast<uint32_t>(at >> 32);
  const uint8_t* pc = caller->bc.data() + off;
  vm->pc = pc;
  vm->sp = fp->locals() + caller->numLocals + depth;
  // The builtin and its argument count: the FCallBuiltin's own immediates.
  const uint32_t n = readRaw<uint32_t>(pc + immOffset(pc, 0));
  const Func* const f = BuiltinRegistry::byId(readRaw<uint32_t>(pc + immOffset(pc, 1)));
  TypedValue* const args = vm->sp - n;
  // Arguments that already have the parameters' types: the builtin runs
  // without callBuiltin's checks and coercions (the interpreter's fast
  // FCallBuiltin); the others take the handler's full path.
  bool fast = n >= f->numRequiredParams && n <= f->builtinMaxArgs;
  if (fast) {
    const uint32_t* masks = f->paramCheckMasks.data();
    const uint32_t last = f->builtinMaxArgs == UINT32_MAX ? uint32_t(f->paramCheckMasks.size()) - 1 : UINT32_MAX;
    for (uint32_t i = 0; i < n && fast; ++i) {
      const uint32_t need = kTypeCheckBits[uint8_t(args[i].m_type)];
      fast = (masks[i < last ? i : last] & need) == need;
    }
  }
  try {
    if (fast) {
      callNative(vm, f, args, n, fp, pc);
    } else {
      iopFCallBuiltin(*vm);
    }
  } catch (...) {
    return parkCurrentException();
  }
  return 0;
}

extern "C" uint64_t hopJitCallBuiltinLoop(VMState* vm, uint64_t id, uint64_t n, uint64_t at) {
  ActRec* const fp = vm->fp;
  const Func* caller = fp->m_func;
  const uint8_t* pc = caller->bc.data() + static_cast<uint32_t>(at);
  const Func* const f = BuiltinRegistry::byId(static_cast<uint32_t>(id));
  TypedValue* const args = fp->locals() + caller->numLocals + static_cast<uint32_t>(at >> 32) - n;
  ResolvedCallable rc;
  const CallbackLoop* loop = callbackLoop(f, static_cast<uint32_t>(n));
  // Checked typed references need the builtin's own call (callNativeCheckingTypedRefs).
  if (!loop || tl_typedRefCount != 0 || !loop->accepts(args, static_cast<uint32_t>(n), rc))
    return hopJitCallBuiltin(vm, 0, 0, at);
  vm->pc = pc;
  vm->sp = args + n;
  try {
    callNative(vm, f, args, static_cast<uint32_t>(n), fp, pc, [&](NativeArgs& a) { loop->run(a, rc); });
  } catch (...) {
    return parkCurrentException();
  }
  return 0;
}

} // namespace hop::jit
