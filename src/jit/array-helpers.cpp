// array-helpers.cpp — array lookups for compiled code (see array-helpers.h).
#include "jit/array-helpers.h"

#include "runtime/array/array-key.h"
#include "runtime/ops/compare.h"

#include <exception>

#include "bytecode/func.h"
#include "bytecode/op-info.h"
#include "bytecode/ops.h"
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

extern "C" uint64_t hopJitArrKeyExistsS(VMState*, const ArrayData* a, StringData* key, uint64_t) {
  return a->get(strToArrayKey(key)) != nullptr;
}

extern "C" uint64_t hopJitArrKeyExistsI(VMState*, const ArrayData* a, int64_t key, uint64_t) {
  return a->getInt(key) != nullptr;
}

extern "C" uint64_t hopJitInArrayInt(VMState*, const ArrayData* a, int64_t n, uint64_t) {
  // (f_in_array's findValue for an Int needle, in the same order.)
  const TypedValue needle = makeInt(n);
  if (a->isPacked()) {
    // A list: its values in a row (no tombstones), the Int case first.
    const TypedValue* v = a->packedData();
    for (const TypedValue* const stop = v + a->size(); v < stop; ++v) {
      if (v->m_type == DataType::Int) {
        if (v->m_data.num == n) return 1;
        continue;
      }
      if (v->m_type == DataType::Object || v->m_type == DataType::Reference || v->m_type == DataType::Resource)
        return kNotHandled;
      if (looseEquals(*v, needle)) return 1;
    }
    return 0;
  }
  const uint32_t end = a->iterEnd();
  for (uint32_t pos = a->iterBegin(); pos < end; pos = a->iterAdvance(pos)) {
    const TypedValue& v = *a->iterValue(pos);
    switch (v.m_type) {
      case DataType::Int:
        if (v.m_data.num == n) return 1;
        break;
      case DataType::Object:
      case DataType::Reference:
      case DataType::Resource: return kNotHandled;
      default:
        if (looseEquals(v, needle)) return 1;
        break;
    }
  }
  return 0;
}

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

/// The interpreter's registers at the instruction `at` names (its offset,
/// and the stack's depth above it); that instruction.
const uint8_t* enterAt(VMState* vm, uint64_t at, uint32_t popped) {
  const Func* f = vm->fp->m_func;
  vm->pc = f->bc.data() + static_cast<uint32_t>(at);
  vm->sp = vm->fp->locals() + f->numLocals + static_cast<uint32_t>(at >> 32) - popped;
  return vm->pc;
}

void assignLocal(VMState* vm, uint32_t local, const TypedValue& v) {
  if (local != kNoLocal) tvAssign(*(vm->fp->locals() + local), v);
}

/// `op` on an array local with the registers at `at`: 0, or kTransException
/// with what it threw parked (a destructor).
template <class Op>
uint64_t arrayLocalOp(VMState* vm, uint64_t at, Op&& op) {
  enterAt(vm, at, 0);
  try {
    op();
  } catch (...) {
    return parkCurrentException();
  }
  return 0;
}

uint64_t setLocal(VMState* vm, TypedValue* local, ArrayKey k, uint64_t at) {
  return arrayLocalOp(vm, at, [&] {
    TypedValue v = vm->sp[-1];
    tvIncRef(v);   // the array's reference; the stack keeps its own (SetM's result)
    ArrayData::set(local->m_data.parr, k, v);
  });
}
} // namespace

extern "C" uint64_t hopJitArrSetLocS(VMState* vm, TypedValue* local, StringData* key, uint64_t at) {
  return setLocal(vm, local, strToArrayKey(key), at);
}

extern "C" uint64_t hopJitArrSetLocI(VMState* vm, TypedValue* local, int64_t key, uint64_t at) {
  return setLocal(vm, local, ArrayKey::ofInt(key), at);
}

extern "C" ArrayData* hopJitNewPackedArray(VMState* vm, uint64_t n, uint64_t, uint64_t at) {
  enterAt(vm, at, 0);
  ArrayData* a;
  try {
    a = ArrayData::makePacked(static_cast<uint32_t>(n));
  } catch (...) {
    parkCurrentException();
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

namespace {
uint64_t unsetLocal(VMState* vm, TypedValue* local, ArrayKey k, uint64_t at) {
  return arrayLocalOp(vm, at, [&] { ArrayData::remove(local->m_data.parr, k); });   // (elemUnset's array case)
}
} // namespace

extern "C" uint64_t hopJitArrUnsetLocS(VMState* vm, TypedValue* local, StringData* key, uint64_t at) {
  return unsetLocal(vm, local, strToArrayKey(key), at);
}

extern "C" uint64_t hopJitArrUnsetLocI(VMState* vm, TypedValue* local, int64_t key, uint64_t at) {
  return unsetLocal(vm, local, ArrayKey::ofInt(key), at);
}

namespace {

/// `$local[key][] = v`, v the top of a stack `at >> 32` deep (see
/// hopJitArrAppendDim); kNotHandled before anything changes.
uint64_t appendDim(VMState* vm, TypedValue* local, ArrayKey key, uint64_t at) {
  if (local->m_type != DataType::Array) return kNotHandled;
  const Func* f = vm->fp->m_func;
  const TypedValue v = vm->fp->locals()[f->numLocals + static_cast<uint32_t>(at >> 32) - 1];
  if (v.m_type == DataType::Uninit || v.m_type == DataType::Reference) return kNotHandled;
  // Decided before anything changes: an element of another kind (null,
  // false, a string, an object, a reference), or an array whose next key is
  // taken (an Error), is the interpreter's.
  const TypedValue* old = local->m_data.parr->get(key);
  if (old && (old->m_type != DataType::Array || (old->m_data.parr->m_hdr.m_flags & 1))) return kNotHandled;
  enterAt(vm, at, 0);
  try {
    TypedValue* el = ArrayData::lval(local->m_data.parr, key);
    if (el->m_type != DataType::Array) *el = makeArrayNoIncRef(ArrayData::makePacked(0));
    tvIncRef(v);   // the array's reference; the stack keeps its own (SetM's result)
    ArrayData::append(el->m_data.parr, v);
  } catch (...) {
    return parkCurrentException();
  }
  return 0;
}

} // namespace

extern "C" uint64_t hopJitArrAppendDim(VMState* vm, TypedValue* local, uint64_t, uint64_t at) {
  if (local->m_type != DataType::Array) return kNotHandled;
  TypedValue* const top = vm->fp->locals() + vm->fp->m_func->numLocals + static_cast<uint32_t>(at >> 32);
  const TypedValue k = top[-2];
  ArrayKey key;
  if (k.m_type == DataType::Int) {
    key = ArrayKey::ofInt(k.m_data.num);
  } else if (k.m_type == DataType::String) {
    key = strToArrayKey(k.m_data.pstr);
  } else {
    return kNotHandled;
  }
  const uint64_t r = appendDim(vm, local, key, at);
  if (r != 0) return r;
  top[-2] = top[-1];   // SetM: the key popped, the value its result
  vm->sp = top - 1;
  tvDecRef(k);   // (a string: no destructor)
  return 0;
}

extern "C" uint64_t hopJitArrAppendDimS(VMState* vm, TypedValue* local, StringData* key, uint64_t at) {
  return appendDim(vm, local, strToArrayKey(key), at);
}

extern "C" uint64_t hopJitArrAppendDimI(VMState* vm, TypedValue* local, int64_t key, uint64_t at) {
  return appendDim(vm, local, ArrayKey::ofInt(key), at);
}

// Both follow the array cases of iopIterInit / iopIterNext (vm/interp-iter.cpp).
extern "C" uint64_t hopJitIterInitArr(VMState* vm, TypedValue* iter, uint64_t, uint64_t at) {
  const Func* f = vm->fp->m_func;
  const TypedValue subj = vm->fp->locals()[f->numLocals + static_cast<uint32_t>(at >> 32) - 1];
  if (subj.m_type != DataType::Array) return kIterNotArray;
  const uint8_t* pc = enterAt(vm, at, 1);   // the subject popped
  ArrayData* a = subj.m_data.parr;
  try {
    if (a->size() == 0) {
      tvDecRef(subj);
      return kIterJumped;
    }
    iter[0] = subj;   // the iterator owns the snapshot
    const uint32_t pos = a->iterBegin();
    iter[1] = makeInt(pos);
    assignLocal(vm, immU32(pc, 2), *a->iterValue(pos));
    const uint32_t keyLocal = immU32(pc, 3);
    if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, a->iterKey(pos));
  } catch (...) {
    return parkCurrentException();
  }
  return kIterFell;
}

extern "C" uint64_t hopJitIterNextArr(VMState* vm, TypedValue* iter, uint64_t, uint64_t at) {
  if (iter[0].m_type != DataType::Array) return kIterNotArray;
  const uint8_t* pc = enterAt(vm, at, 0);
  ArrayData* a = iter[0].m_data.parr;
  try {
    const uint32_t pos = a->iterAdvance(static_cast<uint32_t>(iter[1].m_data.num));
    if (a->iterValid(pos)) {
      iter[1].m_data.num = pos;
      assignLocal(vm, immU32(pc, 2), *a->iterValue(pos));
      const uint32_t keyLocal = immU32(pc, 3);
      if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, a->iterKey(pos));
      return kIterJumped;
    }
    // The loop ends: the iterator frees its snapshot (freeIter).
    tvClear(iter[0]);
    tvClear(iter[1]);
  } catch (...) {
    return parkCurrentException();
  }
  return kIterFell;
}

} // namespace hop::jit
