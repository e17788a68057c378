// interp-one.cpp — running one bytecode in the interpreter for compiled code.
#include "jit/interp-one.h"

#include "bytecode/op-info.h"
#include "jit/jit-helpers.h"
#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "jit/trans-abi.h"
#include "runtime/base/execution-context.h"
#include "vm/act-rec.h"
#include "vm/op-handlers.h"

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

namespace {

// Room compiled PHP calls leave on the native stack below the last one:
// enough for the helpers and a nested interpreter loop to finish a callee
// and reach their own stack checks (stack-guard.h).
constexpr size_t kJitCallStackMargin = 256u << 10;

} // namespace

TransCall::TransCall(VMState& v) : vm(v), outer(t_transCall), savedStackLimit(v.jitStackLimit) {
  t_transCall = this;
  // The limit of the native stack this run is on (a fiber's, or the
  // thread's); none known: no compiled calls at all.
  const char* limit = tl_exec ? tl_exec->nativeStackLimit : nullptr;   // (unit tests run without a request)
  vm.jitStackLimit = limit ? limit + kJitCallStackMargin : reinterpret_cast<const char*>(UINTPTR_MAX);
}

TransCall::~TransCall() {
  t_transCall = outer;
  vm.jitStackLimit = savedStackLimit;
  if (savedMember) {
    vm.member.releaseOwned();
    vm.member = *savedMember;
  }
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

} // namespace hop::jit
