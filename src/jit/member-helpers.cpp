// member-helpers.cpp — `new` and global reads for compiled code (see member-helpers.h).
#include "jit/member-helpers.h"

#include <exception>

#include "bytecode/func.h"
#include "bytecode/op-info.h"
#include "jit/interp-one.h"
#include "jit/trans-abi.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "vm/act-rec.h"
#include "vm/inline-cache.h"
#include "vm/vm-regs.h"

namespace hop::jit {

extern "C" uint64_t hopJitNewObjCached(VMState* vm, uint64_t, uint64_t, uint64_t at) {
  const Func* f = vm->fp->m_func;
  const uint8_t* pc = f->bc.data() + static_cast<uint32_t>(at);
  const InlineCache& ic = vm->caches->at(f->cacheBase, immU32(pc, 1));
  if (!ic.klass.cls || !ic.klass.plain) return 0;
  vm->pc = pc;   // as the fast path's SYNC: the allocation may raise
  vm->sp = vm->fp->locals() + f->numLocals + static_cast<uint32_t>(at >> 32);
  try {
    return reinterpret_cast<uint64_t>(ObjectData::make(ic.klass.cls));
  } catch (...) {
    return parkCurrentException();
  }
}

extern "C" const TypedValue* hopJitGlobalForRead(VMState*, const StringData* name, uint64_t, uint64_t) {
  const TypedValue* v = ctx().knownGlobalForRead(name);
  return v && v->m_type != DataType::Uninit ? v : nullptr;
}

} // namespace hop::jit
