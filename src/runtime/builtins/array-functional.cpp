// array-functional.cpp — array builtins that call back into PHP: array_map,
// array_filter, array_reduce, array_walk(_recursive).
#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

ArrayData*& refArrayArg(NativeArgs& a, uint32_t i);

namespace {

/// Resolves a callable argument once, with php's TypeError wording.
ResolvedCallable callbackArg(NativeArgs& a, uint32_t i, bool nullable) {
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(a.argv[i], rc, &err, currentScope())) {
    const ParamInfo& p = a.func->params[i];
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be a valid callback%s, %s", a.func->name->data(),
                i + 1, p.name->data(), nullable ? " or null" : "", err.empty() ? "no array or string given" : err.c_str());
  }
  return rc;
}

void f_array_map(NativeArgs& a) {
  bool noCallback = a.isNull(0);
  ResolvedCallable rc;
  if (!noCallback) rc = callbackArg(a, 0, true);
  for (uint32_t i = 1; i < a.count; ++i)
    if (!a.arg(i).isArray())
      throwErrorF(ErrorKind::TypeError, "array_map(): Argument #%u%s must be of type array, %s given", i + 1,
                  i == 1 ? " ($array)" : "", typeNameForMessage(a.arg(i)).c_str());
  if (a.count == 2) {
    ArrayData* arr = a.arr(1);
    if (noCallback) {
      a.retCopy(a.arg(1));
      return;
    }
    // One array: keys are preserved (string keys too).
    bool list = arr->isVectorLike();
    ArrayData* r = list ? ArrayData::makePacked(arr->size()) : ArrayData::makeHash(arr->size());
    a.retArray(r);
    forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
      TypedValue arg = *tvDeref(&v);
      TypedValue res = invokeResolved(rc, &arg, 1);
      ArrayData::set(a.ret.m_data.parr, keyOf(k), res);
    });
    return;
  }
  // Several arrays: walked in parallel, results renumbered, shorter ones padded with null.
  uint32_t n = 0;
  std::vector<ArrayData*> arrs;
  std::vector<uint32_t> pos;
  for (uint32_t i = 1; i < a.count; ++i) {
    arrs.push_back(a.arr(i));
    pos.push_back(a.arr(i)->iterBegin());
    n = std::max(n, a.arr(i)->size());
  }
  ArrayData* r = ArrayData::makePacked(n);
  a.retArray(r);
  std::vector<TypedValue> args(arrs.size());
  for (uint32_t k = 0; k < n; ++k) {
    for (size_t j = 0; j < arrs.size(); ++j) {
      if (arrs[j]->iterValid(pos[j])) {
        args[j] = *tvDeref(arrs[j]->iterValue(pos[j]));
        pos[j] = arrs[j]->iterAdvance(pos[j]);
      } else {
        args[j] = makeNull();
      }
    }
    if (noCallback) {
      ArrayData* tuple = ArrayData::makePacked(uint32_t(args.size()));
      for (auto& v : args) appendCopy(tuple, v);
      ArrayData::append(a.ret.m_data.parr, makeArrayNoIncRef(tuple));
    } else {
      ArrayData::append(a.ret.m_data.parr, invokeResolved(rc, args.data(), uint32_t(args.size())));
    }
  }
}

void f_array_filter(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  bool noCallback = a.isNull(1) || !a.has(1);
  ResolvedCallable rc;
  if (!noCallback) rc = callbackArg(a, 1, true);
  int64_t mode = a.i64Or(2, 0);
  ArrayData* r = ArrayData::makeHash(arr->size());
  a.retArray(r);
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    bool keep;
    if (noCallback) {
      keep = toBool(v);
    } else {
      TypedValue res;
      if (mode == 2) {                       // ARRAY_FILTER_USE_KEY
        res = invokeResolved(rc, &k, 1);
      } else if (mode == 1) {                // ARRAY_FILTER_USE_BOTH
        TypedValue args[2] = {*tvDeref(&v), k};
        res = invokeResolved(rc, args, 2);
      } else {
        TypedValue arg = *tvDeref(&v);
        res = invokeResolved(rc, &arg, 1);
      }
      keep = toBool(res);
      tvDecRef(res);
    }
    if (keep) setCopy(a.ret.m_data.parr, k, v);
  });
}

void f_array_reduce(NativeArgs& a) {
  ResolvedCallable rc = callbackArg(a, 1, false);
  TypedValue acc = a.has(2) ? tvCopyValue(a.argv[2]) : makeNull();
  try {
    forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
      TypedValue args[2] = {acc, *tvDeref(&v)};
      TypedValue next = invokeResolved(rc, args, 2);
      tvDecRef(acc);
      acc = next;
    });
  } catch (...) {
    tvDecRef(acc);
    throw;
  }
  a.retValue(acc);
}

/// array_walk: the callback gets each element by reference.
void walk(NativeArgs& a, TypedValue& arrSlot, const ResolvedCallable& rc, bool recursive) {
  if (!arrSlot.isArray()) return;
  ArrayData::separate(arrSlot.m_data.parr);
  ArrayData* arr = arrSlot.m_data.parr;
  arr->incRef();   // keep iterating this version even if the callback replaces it
  for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos)) {
    TypedValue* elem = arrSlot.m_data.parr == arr ? arr->iterValueMutable(pos) : nullptr;
    if (!elem) break;
    TypedValue& val = *tvDeref(elem);
    if (recursive && val.isArray()) {
      walk(a, val, rc, true);
      continue;
    }
    if (elem->m_type != DataType::Reference) {
      TypedValue v = *elem;
      TypedValue ref = makeRefNoIncRef(makeRefData(v));   // takes over the element's reference
      elem->m_data = ref.m_data;   // m_aux32 is a hash bucket's chain: keep it
      elem->m_type = ref.m_type;
    }
    TypedValue args[3] = {*elem, arr->iterKey(pos), a.has(2) ? a.argv[2] : makeNull()};
    args[0].m_data.pref->m_hdr.incRef();
    TypedValue r;
    try {
      r = invokeResolved(rc, args, a.has(2) ? 3 : 2);
    } catch (...) {
      tvDecRef(args[0]);
      arr->decRef();
      throw;
    }
    tvDecRef(args[0]);
    tvDecRef(r);
  }
  arr->decRef();
}

void f_array_walk(NativeArgs& a) {
  TypedValue& slot = a.ref(0);
  if (!slot.isArray() && !slot.isObject())
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must be of type array, %s given", a.func->name->data(),
                typeNameForMessage(slot).c_str());
  ResolvedCallable rc = callbackArg(a, 1, false);
  walk(a, slot, rc, a.func->name->view() == "array_walk_recursive");
  a.retBool(true);
}

const BuiltinDecl kFunctionalBuiltins[] = {
    {"array_map(?callable $callback, array $array, array ...$arrays): array", f_array_map},
    {"array_filter(array $array, ?callable $callback = null, int $mode = 0): array", f_array_filter},
    {"array_reduce(array $array, callable $callback, mixed $initial = null): mixed", f_array_reduce},
    {"array_walk(array|object &$array, callable $callback, mixed $arg = UNKNOWN): bool", f_array_walk},
    {"array_walk_recursive(array|object &$array, callable $callback, mixed $arg = UNKNOWN): bool", f_array_walk},
};
HOP_REGISTER_BUILTINS(kFunctionalBuiltins);

} // namespace

} // namespace hop
