// array-helpers.cpp — array lookups for compiled code (see array-helpers.h).
#include "jit/array-helpers.h"

#include "runtime/array/array-key.h"

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

} // namespace hop::jit
