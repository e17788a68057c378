// array-functional.cpp — array builtins that call back into PHP: array_map,
// array_filter, array_reduce, array_walk(_recursive).
#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/array-callback-loops.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/object/object-data.h"
#include "vm/callable.h"
#include "vm/member-ops.h"

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
    mapOneArray(a, arr, [&](const TypedValue* args, uint32_t n) { return invokeResolved(rc, args, n); });
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
  auto call = [&](const TypedValue* args, uint32_t n) { return invokeResolved(rc, args, n); };
  filterArray(a, arr, [&](const TypedValue& k, const TypedValue& v) {
    if (noCallback) return toBool(v);
    if (mode == 2) return callbackTrue(call, &k, 1);   // ARRAY_FILTER_USE_KEY
    if (mode == 1) {                                   // ARRAY_FILTER_USE_BOTH
      TypedValue args[2] = {*tvDeref(&v), k};
      return callbackTrue(call, args, 2);
    }
    TypedValue arg = *tvDeref(&v);
    return callbackTrue(call, &arg, 1);
  });
}

void f_array_reduce(NativeArgs& a) {
  ResolvedCallable rc = callbackArg(a, 1, false);
  reduceArray(a, [&](const TypedValue* args, uint32_t n) { return invokeResolved(rc, args, n); });
}

constexpr uint8_t kWalkProtected = 0x80;   // the recursion mark var_dump and compact() use
constexpr uint8_t kWalking = 0x40;         // set while array_walk walks an array; survives growth

/// The first live position at or after pos.
uint32_t liveFrom(const ArrayData* arr, uint32_t pos) {
  if (pos >= arr->iterEnd()) return arr->iterEnd();
  return pos == 0 ? arr->iterBegin() : arr->iterAdvance(pos - 1);
}

/// The position of the element with this key, or kInvalidPos.
uint32_t positionOf(const ArrayData* arr, const TypedValue& key) {
  const TypedValue* v = key.isString() ? arr->getStr(key.m_data.pstr) : arr->getInt(key.m_data.num);
  if (!v) return ArrayData::kInvalidPos;
  if (arr->isPacked()) return uint32_t(v - arr->packedData());
  return uint32_t(reinterpret_cast<const Bucket*>(v) - arr->buckets());
}

/// Calls the callback with (element by reference, key[, extra]).
void walkCall(NativeArgs& a, const ResolvedCallable& rc, RefData* elem, const TypedValue& key) {
  elem->m_hdr.incRef();
  TypedValue args[3] = {makeRefNoIncRef(elem), key, a.has(2) ? a.argv[2] : makeNull()};
  TypedValue r;
  try {
    r = invokeResolved(rc, args, a.has(2) ? 3 : 2);
  } catch (...) {
    tvDecRef(args[0]);
    throw;
  }
  tvDecRef(args[0]);
  tvDecRef(r);
}

void walk(NativeArgs& a, TypedValue& slot, const ResolvedCallable& rc, bool recursive);

/// array_walk_recursive into an element holding an array ("Recursion detected"
/// when that array is already being walked).
void walkInto(NativeArgs& a, RefData* box, const ResolvedCallable& rc) {
  box->m_hdr.incRef();
  TypedValue hold = makeRefNoIncRef(box);
  ArrayData::separate(box->m_tv.m_data.parr);
  ArrayData* inner = box->m_tv.m_data.parr;
  if (inner->m_hdr.m_flags & kWalkProtected) {
    tvDecRef(hold);
    throwError(ErrorKind::Error, "Recursion detected");
  }
  inner->m_hdr.m_flags |= kWalkProtected;
  auto unprotect = [&] {
    if (box->m_tv.isArray() && box->m_tv.m_data.parr == inner) inner->m_hdr.m_flags &= ~kWalkProtected;
  };
  try {
    walk(a, box->m_tv, rc, true);
  } catch (...) {
    unprotect();
    tvDecRef(hold);
    throw;
  }
  unprotect();
  tvDecRef(hold);
}

/// php_array_walk over the array in `slot`. Like php's hash iterator, the walk
/// follows the variable: it steps past elements removed meanwhile and sees
/// elements added; when the variable gets another array it goes on from that
/// array's internal pointer. (A grown array is recognised by the kWalking
/// mark its header keeps.)
void walk(NativeArgs& a, TypedValue& slot, const ResolvedCallable& rc, bool recursive) {
  if (!slot.isArray()) return;
  checkNativeStack();
  ArrayData::separate(slot.m_data.parr);
  ArrayData* cur = slot.m_data.parr;
  bool wasWalking = cur->m_hdr.m_flags & kWalking;
  cur->m_hdr.m_flags |= kWalking;
  auto finish = [&] {
    if (!wasWalking && slot.isArray() && !slot.m_data.parr->isStatic()) slot.m_data.parr->m_hdr.m_flags &= ~kWalking;
  };
  try {
    uint32_t pos = cur->iterBegin();
    while (cur->iterValid(pos)) {
      TypedValue key = cur->iterKey(pos);
      tvIncRef(key);
      uint32_t next = cur->iterAdvance(pos);
      TypedValue nextKey = cur->iterValid(next) ? cur->iterKey(next) : makeNull();
      tvIncRef(nextKey);
      RefData* box = boxSlot(*cur->iterValueMutable(pos));
      try {
        if (recursive && box->m_tv.isArray()) walkInto(a, box, rc);
        else walkCall(a, rc, box, key);
      } catch (...) {
        tvDecRef(key);
        tvDecRef(nextKey);
        throw;
      }
      tvDecRef(key);
      // Reload: the variable may hold another array, or this one may have changed.
      if (!slot.isArray()) {
        tvDecRef(nextKey);
        if (slot.isObject()) break;
        throwError(ErrorKind::TypeError, "Iterated value is no longer an array or object");
      }
      ArrayData* now = slot.m_data.parr;
      if (now == cur) {
        pos = liveFrom(cur, next);
      } else if (now->m_hdr.m_flags & kWalking) {
        // The same array, reallocated: find the next element again by its key.
        cur = now;
        uint32_t at = nextKey.isNull() ? ArrayData::kInvalidPos : positionOf(cur, nextKey);
        pos = at != ArrayData::kInvalidPos ? at : liveFrom(cur, next);
      } else {
        cur = now;
        ArrayData::separate(slot.m_data.parr);
        cur = slot.m_data.parr;
        cur->m_hdr.m_flags |= kWalking;
        pos = liveFrom(cur, cur->m_pos);
      }
      tvDecRef(nextKey);
    }
  } catch (...) {
    finish();
    throw;
  }
  finish();
}

/// The key an object's property has in its property table: "\0Cls\0name"
/// for private, "\0*\0name" for protected.
TypedValue propTableKey(const PropSlot& p) {
  std::string k;
  if (p.attrs & kAttrPrivate) k = std::string(1, '\0') + std::string(p.declCls->name->view()) + '\0';
  else if (p.attrs & kAttrProtected) k = std::string("\0*\0", 3);
  k += p.name->view();
  return makeStringNoIncRef(StringData::make(k));
}

/// array_walk over an object walks its property table: declared properties
/// (by their mangled names), then dynamic ones.
void walkObject(NativeArgs& a, ObjectData* o, const ResolvedCallable& rc, bool recursive) {
  o->incRef();
  try {
    Class* c = o->cls();
    for (uint32_t i = 0; i < c->numProps(); ++i) {
      TypedValue* slot = o->prop(i);
      if (slot->m_type == DataType::Uninit) continue;
      if (recursive && tvDeref(slot)->isArray()) {
        walk(a, *tvDeref(slot), rc, true);
        continue;
      }
      RefData* box = boxSlot(*slot);
      box->m_hdr.incRef();
      TypedValue args[3] = {makeRefNoIncRef(box), propTableKey(c->props[i]), a.has(2) ? a.argv[2] : makeNull()};
      TypedValue r;
      try {
        r = invokeResolved(rc, args, a.has(2) ? 3 : 2);
      } catch (...) {
        tvDecRef(args[0]);
        tvDecRef(args[1]);
        throw;
      }
      tvDecRef(args[0]);
      tvDecRef(args[1]);
      tvDecRef(r);
    }
    if (o->m_dynProps) {
      // Walk the table itself; a callback that changes it walks on the old version.
      TypedValue table = makeArrayNoIncRef(o->m_dynProps);
      ArrayData::separate(table.m_data.parr);
      o->m_dynProps = table.m_data.parr;
      walk(a, table, rc, recursive);
    }
  } catch (...) {
    o->decRef();
    throw;
  }
  o->decRef();
}

void f_array_walk(NativeArgs& a) {
  TypedValue& slot = a.ref(0);
  if (!slot.isArray() && !slot.isObject())
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must be of type array, %s given", a.func->name->data(),
                typeNameForMessage(slot).c_str());
  ResolvedCallable rc = callbackArg(a, 1, false);
  bool recursive = a.func->name->view() == "array_walk_recursive";
  if (slot.isObject()) walkObject(a, slot.m_data.pobj, rc, recursive);
  else walk(a, slot, rc, recursive);
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
