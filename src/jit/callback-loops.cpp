// callback-loops.cpp — the JIT's loops of builtins that call a Closure per element (see callback-loops.h).
#include "jit/callback-loops.h"

#include <string_view>

#include "bytecode/func.h"
#include "jit/call-helpers.h"
#include "runtime/array/array-data.h"
#include "runtime/builtins/array-util.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/closure.h"

namespace hop::jit {

namespace {

/// array_map($closure, $array): one array, keys kept (a list's appended).
void mapLoop(NativeArgs& a, const ResolvedCallable& rc) {
  ArrayData* arr = a.arr(1);
  const bool list = arr->isVectorLike();
  a.retArray(list ? ArrayData::makePacked(arr->size()) : ArrayData::makeHash(arr->size()));
  CallbackCaller cb(rc, 1);
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    TypedValue arg = *tvDeref(&v);
    TypedValue res = cb.call(&arg);
    if (list) ArrayData::append(a.ret.m_data.parr, res);
    else ArrayData::set(a.ret.m_data.parr, keyOf(k), res);
  });
}

/// array_filter($array, $closure): the values the closure finds true, keys kept.
void filterLoop(NativeArgs& a, const ResolvedCallable& rc) {
  ArrayData* arr = a.arr(0);
  a.retArray(ArrayData::makeHash(arr->size()));
  CallbackCaller cb(rc, 1);
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    TypedValue arg = *tvDeref(&v);
    TypedValue res = cb.call(&arg);
    const bool keep = toBool(res);
    tvDecRef(res);
    if (keep) setCopy(a.ret.m_data.parr, k, v);
  });
}

/// array_reduce($array, $closure[, $initial]).
void reduceLoop(NativeArgs& a, const ResolvedCallable& rc) {
  TypedValue acc = a.has(2) ? tvCopyValue(a.argv[2]) : makeNull();
  CallbackCaller cb(rc, 2);
  try {
    forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
      TypedValue args[2] = {acc, *tvDeref(&v)};
      TypedValue next = cb.call(args);
      tvDecRef(acc);
      acc = next;
    });
  } catch (...) {
    tvDecRef(acc);
    throw;
  }
  a.retValue(acc);
}

// (array_filter with a mode and array_map over several arrays stay the builtins'.)
constexpr CallbackLoop kLoops[] = {
    {"array_map", 2, 2, 0, 1, &mapLoop},
    {"array_filter", 2, 2, 1, 0, &filterLoop},
    {"array_reduce", 2, 3, 1, 0, &reduceLoop},
};

} // namespace

bool CallbackLoop::accepts(const TypedValue* args, uint32_t n, ResolvedCallable& rc) const {
  if (n < minArgs || n > maxArgs) return false;
  const TypedValue& cb = args[callbackArg];
  if (cb.m_type != DataType::Object || !cb.m_data.pobj->hasFlag(ObjectData::kIsClosure)) return false;
  if (args[arrayArg].m_type != DataType::Array) return false;
  closureAsCallable(cb.m_data.pobj, rc);
  return true;
}

const CallbackLoop* callbackLoop(const Func* f, uint32_t n) {
  if (!f || !f->name || !f->isBuiltin()) return nullptr;
  const std::string_view name = f->name->view();
  for (const CallbackLoop& l : kLoops)
    if (name == l.name && n >= l.minArgs && n <= l.maxArgs) return &l;
  return nullptr;
}

} // namespace hop::jit
