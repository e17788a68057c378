// array-callback-loops.h — array_map/array_filter/array_reduce's element loops, for any way of calling the callback.
#pragma once

#include "runtime/array/array-data.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"

namespace hop {

// `call(args, n)` calls the callback and returns its owned result: the
// builtins pass invokeResolved, the JIT (jit/callback-loops.cpp) its caller
// of a compiled Closure; both then build the same array.

/// array_map over one array: keys are kept (a list's results appended in order).
template <class Call>
void mapOneArray(NativeArgs& a, ArrayData* arr, Call&& call) {
  const bool list = arr->isVectorLike();
  a.retArray(list ? ArrayData::makePacked(arr->size()) : ArrayData::makeHash(arr->size()));
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    TypedValue arg = *tvDeref(&v);
    TypedValue res = call(&arg, 1u);
    if (list) ArrayData::append(a.ret.m_data.parr, res);
    else ArrayData::set(a.ret.m_data.parr, keyOf(k), res);
  });
}

/// array_filter: the elements for which `test(key, value)` is true, keys kept.
template <class Test>
void filterArray(NativeArgs& a, ArrayData* arr, Test&& test) {
  a.retArray(ArrayData::makeHash(arr->size()));
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (test(k, v)) setCopy(a.ret.m_data.parr, k, v);
  });
}

/// The callback's result taken as a bool (and released).
template <class Call>
bool callbackTrue(Call&& call, const TypedValue* args, uint32_t n) {
  TypedValue res = call(args, n);
  const bool r = toBool(res);
  tvDecRef(res);
  return r;
}

/// array_reduce($array, $callback[, $initial]).
template <class Call>
void reduceArray(NativeArgs& a, Call&& call) {
  TypedValue acc = a.has(2) ? tvCopyValue(a.argv[2]) : makeNull();
  try {
    forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
      TypedValue args[2] = {acc, *tvDeref(&v)};
      TypedValue next = call(args, 2u);
      tvDecRef(acc);
      acc = next;
    });
  } catch (...) {
    tvDecRef(acc);
    throw;
  }
  a.retValue(acc);
}

} // namespace hop
