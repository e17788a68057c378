// interp-one.cpp — running one bytecode in the interpreter for compiled code.
#include "jit/interp-one.h"

#include "bytecode/op-info.h"
#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "jit/trans-abi.h"
#include "vm/interp-internal.h"

namespace hop::jit {

namespace {

using IopFn = void (*)(VMState&);
constexpr IopFn kIops[] = {
#define X(name, imms, pops, pushes, flags) &iop##name,
    HOP_BYTECODE_OPS(X)
#undef X
};

// Per thread: a translation runs on one thread from call to return, and
// the runtime takes the exception right after the call returns.
thread_local std::exception_ptr t_parked;

} // namespace

std::exception_ptr takeParkedException() {
  std::exception_ptr e = std::move(t_parked);
  t_parked = nullptr;
  return e;
}

extern "C" uint64_t hopJitInterpOne(VMState* vm, uint32_t off, uint32_t depth) {
  liveJitStats().bump(liveJitStats().interpOnes);
  ActRec* const fp = vm->fp;
  const Func* f = fp->m_func;
  const uint8_t* pc = f->bc.data() + off;
  TypedValue* const stackBase = fp->locals() + f->numLocals;
  vm->pc = pc;
  vm->sp = stackBase + depth;
  try {
    kIops[pc[0]](*vm);
  } catch (...) {
    t_parked = std::current_exception();
    return kTransException;
  }
  const int expected = static_cast<int>(depth) - stackPops(pc) + stackPushes(pc);
  if (vm->fp == fp && vm->pc == pc + instrLen(pc) && vm->sp == stackBase + expected) return 0;
  return kTransResumeVM;
}

} // namespace hop::jit
