// jit-helpers.cpp — slow-path helpers of compiled code (see jit-helpers.h).
#include "jit/jit-helpers.h"

#include "jit/array-helpers.h"
#include "jit/interp-one.h"
#include "jit/prof-data.h"
#include "runtime/class/class.h"
#include "runtime/ops/compare.h"
#include "runtime/object/object-data.h"
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
    return parkCurrentException();
  }
  return 0;
}

extern "C" uint64_t hopJitProfObjCls(VMState*, ClsSite* site, const TypedValue* tv, uint64_t) {
  if (tv->m_type != DataType::Object) {
    site->other.fetch_add(1, std::memory_order_relaxed);
    return 0;
  }
  const Class* c = tv->m_data.pobj->cls();
  for (uint32_t i = 0; i < ClsSite::kSlots; ++i) {
    const Class* seen = site->cls[i].load(std::memory_order_relaxed);
    if (!seen) {
      const Class* expected = nullptr;
      if (!site->cls[i].compare_exchange_strong(expected, c, std::memory_order_relaxed) && expected != c) continue;
      seen = c;
    }
    if (seen == c) {
      site->counts[i].fetch_add(1, std::memory_order_relaxed);
      return 0;
    }
  }
  site->other.fetch_add(1, std::memory_order_relaxed);
  return 0;
}

extern "C" uint64_t hopJitInstanceOf(VMState*, const TypedValue* v, const Class* cls, uint64_t) {
  const TypedValue& o = *tvDeref(v);
  return o.m_type == DataType::Object && o.m_data.pobj->cls()->isSubclassOf(cls);
}

extern "C" uint64_t hopJitSameStk(VMState*, const TypedValue* a, const TypedValue* b, uint64_t) {
  if (tvDeref(a)->m_type == DataType::Array && tvDeref(b)->m_type == DataType::Array) return kNotHandled;
  return same(*a, *b);
}

} // namespace hop::jit
