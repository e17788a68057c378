// jit-helpers.cpp — slow-path helpers of compiled code (see jit-helpers.h).
#include "jit/jit-helpers.h"

#include "jit/interp-one.h"
#include "jit/trans-abi.h"
#include "vm/lookup.h"

namespace hop::jit {

extern "C" uint64_t hopJitRelease(VMState* vm, uint32_t off, uint32_t depth, HeapHeader* h, uint64_t type) {
  // As the interpreter's DECREF_SYNCED: the registers say where we are.
  ActRec* const fp = vm->fp;
  const Func* f = fp->m_func;
  vm->pc = f->bc.data() + off;
  vm->sp = fp->locals() + f->numLocals + depth;
  try {
    releaseHeapValue(static_cast<DataType>(type), h);
  } catch (...) {
    t_transCall->parked = std::current_exception();
    return kTransException;
  }
  return 0;
}

} // namespace hop::jit
