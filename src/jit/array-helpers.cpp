// array-helpers.cpp — array lookups for compiled code (see array-helpers.h).
#include "jit/array-helpers.h"

#include "runtime/array/array-key.h"

#include <exception>

#include "bytecode/func.h"
#include "jit/interp-one.h"
#include "jit/trans-abi.h"
#include "vm/act-rec.h"

namespace hop::jit {

extern "C" const TypedValue* hopJitArrGetS(VMState*, const ArrayData* a, StringData* key, uint64_t) {
  return a->get(strToArrayKey(key));
}

extern "C" const TypedValue* hopJitArrGetI(VMState*, const ArrayData* a, int64_t key, uint64_t) {
  return a->getInt(key);
}

namespace {
uint64_t isSet(const TypedValue* v) { return v && !tvDeref(v)->isNull(); }
} // namespace

extern "C" uint64_t hopJitArrIssetS(VMState*, const ArrayData* a, StringData* key, uint64_t) {
  return isSet(a->get(strToArrayKey(key)));
}

extern "C" uint64_t hopJitArrIssetI(VMState*, const ArrayData* a, int64_t key, uint64_t) { return isSet(a->getInt(key)); }

namespace {
const TypedValue kNullTv = makeNull();
} // namespace

extern "C" const TypedValue* hopJitArrGetQS(VMState*, const ArrayData* a, StringData* key, uint64_t) {
  const TypedValue* v = a->get(strToArrayKey(key));
  return v ? v : &kNullTv;
}

extern "C" const TypedValue* hopJitArrGetQI(VMState*, const ArrayData* a, int64_t key, uint64_t) {
  const TypedValue* v = a->getInt(key);
  return v ? v : &kNullTv;
}

namespace {
uint64_t setLocal(VMState* vm, TypedValue* local, ArrayKey k, uint64_t at) {
  const Func* f = vm->fp->m_func;
  vm->pc = f->bc.data() + static_cast<uint32_t>(at);
  vm->sp = vm->fp->locals() + f->numLocals + static_cast<uint32_t>(at >> 32);
  TypedValue v = vm->sp[-1];
  tvIncRef(v);   // the array's reference; the stack keeps its own (SetM's result)
  try {
    ArrayData::set(local->m_data.parr, k, v);
  } catch (...) {
    t_transCall->parked = std::current_exception();
    return kTransException;
  }
  return 0;
}
} // namespace

extern "C" uint64_t hopJitArrSetLocS(VMState* vm, TypedValue* local, StringData* key, uint64_t at) {
  return setLocal(vm, local, strToArrayKey(key), at);
}

extern "C" uint64_t hopJitArrSetLocI(VMState* vm, TypedValue* local, int64_t key, uint64_t at) {
  return setLocal(vm, local, ArrayKey::ofInt(key), at);
}

extern "C" ArrayData* hopJitNewPackedArray(VMState* vm, uint64_t n, uint64_t, uint64_t at) {
  const Func* f = vm->fp->m_func;
  vm->pc = f->bc.data() + static_cast<uint32_t>(at);
  vm->sp = vm->fp->locals() + f->numLocals + static_cast<uint32_t>(at >> 32);
  ArrayData* a;
  try {
    a = ArrayData::makePacked(static_cast<uint32_t>(n));
  } catch (...) {
    t_transCall->parked = std::current_exception();
    return nullptr;
  }
  // The values move from the stack into the elements (as the interpreter's NewPackedArray).
  const TypedValue* vals = vm->sp - n;
  TypedValue* d = a->packedData();
  for (uint64_t i = 0; i < n; ++i) {
    d[i].m_data = vals[i].m_data;
    d[i].m_type = vals[i].m_type;
    d[i].m_aux32 = 0;
  }
  if (n) {
    a->m_size = a->m_used = static_cast<uint32_t>(n);
    a->m_nextFree = static_cast<int64_t>(n);
  }
  return a;
}

} // namespace hop::jit
