// callback-loops.cpp — the JIT's loops of builtins that call a Closure per element (see callback-loops.h).
#include "jit/callback-loops.h"

#include <string_view>

#include "bytecode/func.h"
#include "jit/call-helpers.h"
#include "runtime/array/array-data.h"
#include "runtime/builtins/array-callback-loops.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/closure.h"

namespace hop::jit {

namespace {

/// array_map($closure, $array): one array, keys kept (a list's appended).
void mapLoop(NativeArgs& a, const ResolvedCallable& rc) {
  CallbackCaller cb(rc, 1);
  mapOneArray(a, a.arr(1), [&](const TypedValue* args, uint32_t) { return cb.call(args); });
}

/// array_filter($array, $closure): the values the closure finds true, keys kept.
void filterLoop(NativeArgs& a, const ResolvedCallable& rc) {
  CallbackCaller cb(rc, 1);
  auto call = [&](const TypedValue* args, uint32_t) { return cb.call(args); };
  filterArray(a, a.arr(0), [&](const TypedValue&, const TypedValue& v) {
    TypedValue arg = *tvDeref(&v);
    return callbackTrue(call, &arg, 1);
  });
}

/// array_reduce($array, $closure[, $initial]).
void reduceLoop(NativeArgs& a, const ResolvedCallable& rc) {
  CallbackCaller cb(rc, 2);
  reduceArray(a, [&](const TypedValue* args, uint32_t) { return cb.call(args); });
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
