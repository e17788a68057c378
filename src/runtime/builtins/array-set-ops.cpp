// array-set-ops.cpp — array_diff*, array_intersect*, array_udiff*,
// array_uintersect*: the entries of the first array found (or not) in the
// others, by value, by key, or by both.
//
// php computes them in three ways, and the choice shows (in which pairs a user
// callback sees, and in how many "Array to string conversion" warnings come
// out), so each is reproduced:
//   - array_diff: a hash set of the other arrays' values as strings;
//   - key lookups (array_diff_key/_assoc, array_udiff_assoc, and the
//     intersect twins): each key of the first array is looked up in the others,
//     values compared as strings or by the callback;
//   - sorted merges (everything with a user callback on keys, array_udiff,
//     array_intersect, array_uintersect): every array is sorted with zend_sort
//     by the comparison, then walked in step.
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/php-sort.h"
#include "runtime/builtins/sort-compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

/// What the operation matches on: values, keys only, or keys then values.
enum class Match { Value, Key, Assoc };

/// Parses "array, array..., callback[, callback]" as zend_parse_parameters'
/// "+f"/"+ff" does: the callbacks (last) are checked first, then each array.
/// Returns the number of arrays.
uint32_t parseArraysAndCallbacks(NativeArgs& a, uint32_t nCallbacks, ResolvedCallable* callbacks) {
  uint32_t minArgs = 1 + nCallbacks;
  if (a.count < minArgs)
    throwErrorF(ErrorKind::ArgumentCountError, "%s() expects at least %u arguments, %u given", a.func->name->data(),
                minArgs, a.count);
  uint32_t nArrays = a.count - nCallbacks;
  for (uint32_t c = 0; c < nCallbacks; ++c) {
    uint32_t i = nArrays + c;
    std::string err;
    const TypedValue& cb = a.arg(i);
    if (!resolveCallable(cb, callbacks[c], &err, currentScope())) {
      if (err.empty()) err = cb.isArray() ? "array callback must have exactly two members" : "no array or string given";
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u must be a valid callback, %s", a.func->name->data(), i + 1,
                  err.c_str());
    }
  }
  return nArrays;
}

void checkArrays(NativeArgs& a, uint32_t from, uint32_t nArrays) {
  for (uint32_t i = from; i < nArrays; ++i)
    if (!a.arg(i).isArray())
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u%s must be of type array, %s given", a.func->name->data(),
                  i + 1, i == 0 ? " ($array)" : "", typeNameForMessage(a.arg(i)).c_str());
}

std::vector<SortElem> elemsOf(const ArrayData* arr) {
  std::vector<SortElem> v;
  v.reserve(arr->size());
  uint32_t i = 0;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& x) { v.emplace_back(k, x, i++); });
  return v;
}

using ElemCompare = std::function<int(const SortElem&, const SortElem&)>;

/// The arrays as sorted element lists (values or keys by `cmp`), kept alive
/// while a callback might replace the variables holding them.
struct SortedLists {
  std::vector<ArrayData*> arrays;
  std::vector<std::vector<SortElem>> lists;
  ~SortedLists() {
    for (ArrayData* x : arrays) x->decRef();
  }
};

void buildSorted(NativeArgs& a, uint32_t nArrays, const ElemCompare& cmp, SortedLists& out) {
  for (uint32_t i = 0; i < nArrays; ++i) {
    if (!a.arg(i).isArray())
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u%s must be of type array, %s given", a.func->name->data(),
                  i + 1, i == 0 ? " ($array)" : "", typeNameForMessage(a.arg(i)).c_str());
    ArrayData* arr = a.arr(i);
    arr->incRef();
    out.arrays.push_back(arr);
    out.lists.push_back(elemsOf(arr));
    std::vector<SortElem>& l = out.lists.back();
    if (l.size() > 1) phpSort(l.data(), l.size(), cmp);
  }
}

void removeKey(ArrayData*& r, const SortElem& e) { ArrayData::remove(r, keyOf(e.key)); }

/// php_array_diff: the sorted merge for array_udiff, array_diff_ukey,
/// array_diff_uassoc and array_udiff_uassoc.
void sortedDiff(NativeArgs& a, uint32_t nArrays, Match match, const ElemCompare& dataCmp, const ElemCompare& keyCmp) {
  SortedLists s;
  buildSorted(a, nArrays, match == Match::Value ? dataCmp : keyCmp, s);
  ArrayData* r = s.arrays[0];
  r->incRef();
  a.retArray(r);
  ArrayData*& result = a.ret.m_data.parr;
  const std::vector<SortElem>& first = s.lists[0];
  std::vector<size_t> ptr(nArrays, 0);
  size_t p0 = 0;
  while (p0 < first.size()) {
    int c = 1;
    for (uint32_t i = 1; i < nArrays; ++i) {
      const std::vector<SortElem>& li = s.lists[i];
      size_t q = ptr[i];
      if (match == Match::Value) {
        while (ptr[i] < li.size() && (c = dataCmp(first[p0], li[ptr[i]])) > 0) ++ptr[i];
      } else {
        while (q < li.size() && (c = keyCmp(first[p0], li[q])) != 0) ++q;
      }
      if (c != 0) continue;
      if (match == Match::Value) {
        if (ptr[i] < li.size()) ++ptr[i];
        break;
      }
      if (match == Match::Key) break;
      if (q < li.size()) {
        if (dataCmp(first[p0], li[q]) != 0) c = -1;
        else break;
      }
    }
    // Found somewhere: remove it (and its equal neighbours); else skip them.
    bool found = c == 0;
    for (;;) {
      if (found) removeKey(result, first[p0]);
      if (++p0 == first.size()) return;
      if (match != Match::Value || dataCmp(first[p0 - 1], first[p0]) != 0) break;
    }
  }
}

/// php_array_intersect: the sorted merge for array_intersect, array_uintersect,
/// array_intersect_ukey, array_intersect_uassoc and array_uintersect_uassoc.
void sortedIntersect(NativeArgs& a, uint32_t nArrays, Match match, const ElemCompare& dataCmp,
                     const ElemCompare& keyCmp) {
  SortedLists s;
  buildSorted(a, nArrays, match == Match::Value ? dataCmp : keyCmp, s);
  ArrayData* r = s.arrays[0];
  r->incRef();
  a.retArray(r);
  ArrayData*& result = a.ret.m_data.parr;
  const std::vector<SortElem>& first = s.lists[0];
  std::vector<size_t> ptr(nArrays, 0);
  size_t p0 = 0;
  int c = 0;
  uint32_t i = 1;
  while (p0 < first.size()) {
    for (i = 1; i < nArrays; ++i) {
      const std::vector<SortElem>& li = s.lists[i];
      if (match == Match::Value) {
        while (ptr[i] < li.size() && (c = dataCmp(first[p0], li[ptr[i]])) > 0) ++ptr[i];
      } else {
        while (ptr[i] < li.size() && (c = keyCmp(first[p0], li[ptr[i]])) > 0) ++ptr[i];
        if (c == 0 && ptr[i] < li.size() && match == Match::Assoc && dataCmp(first[p0], li[ptr[i]]) != 0) c = 1;
      }
      if (ptr[i] == li.size()) {
        // This array is exhausted: nothing from here on is in all of them.
        for (; p0 < first.size(); ++p0) removeKey(result, first[p0]);
        return;
      }
      if (c) break;
      ++ptr[i];
    }
    if (c) {
      // Not in every array: remove entries up to the other list's current one.
      for (;;) {
        removeKey(result, first[p0]);
        if (++p0 == first.size()) return;
        if (match != Match::Value || dataCmp(first[p0], s.lists[i][ptr[i]]) >= 0) break;
      }
    } else {
      for (;;) {
        if (++p0 == first.size()) return;
        if (match != Match::Value || dataCmp(first[p0 - 1], first[p0]) != 0) break;
      }
    }
  }
}

using ValueCompare = std::function<int(const TypedValue&, const TypedValue&)>;

/// php_array_diff_key / php_array_intersect_key: each key of the first array
/// looked up in the others; with `valueCmp`, the values must match too.
void keyLookup(NativeArgs& a, uint32_t nArrays, bool diff, const ValueCompare* valueCmp) {
  checkArrays(a, 0, nArrays);
  ArrayData* r = ArrayData::makeHash(a.arr(0)->size());
  a.retArray(r);
  forEachElem(a.arr(0), [&](const TypedValue& k, const TypedValue& v) {
    bool keep = true;
    for (uint32_t i = 1; i < nArrays; ++i) {
      const TypedValue* other = a.arr(i)->get(keyOf(k));
      bool matches = other && (!valueCmp || (*valueCmp)(v, *other) == 0);
      if (diff ? matches : !matches) {
        keep = false;
        break;
      }
    }
    if (keep) setCopy(a.ret.m_data.parr, k, v);
  });
}

// --- The builtins ----------------------------------------------------------------------------

int stringValues(const SortElem& x, const SortElem& y) { return compareValuesAsStrings(x.val, y.val); }
int stringKeys(const SortElem& x, const SortElem& y) { return compareKeysAsStrings(x.key, y.key); }

ElemCompare userValues(UserComparator& cmp) {
  return [&cmp](const SortElem& x, const SortElem& y) { return cmp(x.val, y.val); };
}
ElemCompare userKeys(UserComparator& cmp) {
  return [&cmp](const SortElem& x, const SortElem& y) { return cmp(x.key, y.key); };
}

void f_array_diff(NativeArgs& a) {
  checkArrays(a, 0, 1);
  ArrayData* base = a.arr(0);
  if (base->size() == 0) {
    checkArrays(a, 1, a.count);
    a.retArray(ArrayData::empty());
    return;
  }
  if (base->size() == 1) {
    // One value: compared against the others' values until found.
    std::string needle = toStdString(*base->iterValue(base->iterBegin()));
    bool found = false;
    for (uint32_t i = 1; i < a.count; ++i) {
      checkArrays(a, i, i + 1);
      if (found) continue;
      forEachElem(a.arr(i), [&](const TypedValue&, const TypedValue& v) {
        if (toStdString(v) == needle) found = true;
        return !found;
      });
    }
    if (found) a.retArray(ArrayData::empty());
    else a.retCopy(a.arg(0));
    return;
  }
  checkArrays(a, 1, a.count);
  size_t others = 0;
  for (uint32_t i = 1; i < a.count; ++i) others += a.arr(i)->size();
  if (others == 0) {
    a.retCopy(a.arg(0));
    return;
  }
  std::unordered_set<std::string> exclude;
  for (uint32_t i = 1; i < a.count; ++i)
    forEachElem(a.arr(i), [&](const TypedValue&, const TypedValue& v) { exclude.insert(toStdString(v)); });
  ArrayData* r = ArrayData::makeHash(base->size());
  a.retArray(r);
  forEachElem(base, [&](const TypedValue& k, const TypedValue& v) {
    if (!exclude.count(toStdString(v))) setCopy(a.ret.m_data.parr, k, v);
  });
}

void f_array_diff_key(NativeArgs& a) { keyLookup(a, a.count, true, nullptr); }
void f_array_intersect_key(NativeArgs& a) { keyLookup(a, a.count, false, nullptr); }

void f_array_diff_assoc(NativeArgs& a) {
  ValueCompare cmp = compareValuesAsStrings;
  keyLookup(a, a.count, true, &cmp);
}
void f_array_intersect_assoc(NativeArgs& a) {
  ValueCompare cmp = compareValuesAsStrings;
  keyLookup(a, a.count, false, &cmp);
}

/// array_udiff_assoc / array_uintersect_assoc: key lookups, values by the callback.
void userAssocLookup(NativeArgs& a, bool diff) {
  ResolvedCallable rc;
  uint32_t n = parseArraysAndCallbacks(a, 1, &rc);
  UserComparator user(rc, a.func->name->data(), false);
  ValueCompare cmp = [&](const TypedValue& x, const TypedValue& y) { return user(x, y); };
  keyLookup(a, n, diff, &cmp);
}
void f_array_udiff_assoc(NativeArgs& a) { userAssocLookup(a, true); }
void f_array_uintersect_assoc(NativeArgs& a) { userAssocLookup(a, false); }

void f_array_intersect(NativeArgs& a) { sortedIntersect(a, a.count, Match::Value, stringValues, stringKeys); }

void f_array_udiff(NativeArgs& a) {
  ResolvedCallable rc;
  uint32_t n = parseArraysAndCallbacks(a, 1, &rc);
  UserComparator user(rc, a.func->name->data());
  sortedDiff(a, n, Match::Value, userValues(user), stringKeys);
}
void f_array_uintersect(NativeArgs& a) {
  ResolvedCallable rc;
  uint32_t n = parseArraysAndCallbacks(a, 1, &rc);
  UserComparator user(rc, a.func->name->data());
  sortedIntersect(a, n, Match::Value, userValues(user), stringKeys);
}

/// Keys by a user callback; values (Assoc) as strings.
void userKeyOp(NativeArgs& a, bool diff, Match match) {
  ResolvedCallable rc;
  uint32_t n = parseArraysAndCallbacks(a, 1, &rc);
  UserComparator user(rc, a.func->name->data());
  if (diff) sortedDiff(a, n, match, stringValues, userKeys(user));
  else sortedIntersect(a, n, match, stringValues, userKeys(user));
}
void f_array_diff_ukey(NativeArgs& a) { userKeyOp(a, true, Match::Key); }
void f_array_diff_uassoc(NativeArgs& a) { userKeyOp(a, true, Match::Assoc); }
void f_array_intersect_ukey(NativeArgs& a) { userKeyOp(a, false, Match::Key); }
void f_array_intersect_uassoc(NativeArgs& a) { userKeyOp(a, false, Match::Assoc); }

/// Values by the first callback, keys by the second. php shares one
/// "deprecation already raised" flag between the two.
void userBothOp(NativeArgs& a, bool diff) {
  ResolvedCallable rc[2];
  uint32_t n = parseArraysAndCallbacks(a, 2, rc);
  UserComparator values(rc[0], a.func->name->data());
  UserComparator keys(rc[1], a.func->name->data());
  keys.shareWarningWith(values);
  if (diff) sortedDiff(a, n, Match::Assoc, userValues(values), userKeys(keys));
  else sortedIntersect(a, n, Match::Assoc, userValues(values), userKeys(keys));
}
void f_array_udiff_uassoc(NativeArgs& a) { userBothOp(a, true); }
void f_array_uintersect_uassoc(NativeArgs& a) { userBothOp(a, false); }

const BuiltinDecl kSetOpBuiltins[] = {
    {"array_diff(mixed $array, mixed ...$arrays): array", f_array_diff},
    {"array_diff_key(mixed $array, mixed ...$arrays): array", f_array_diff_key},
    {"array_diff_assoc(mixed $array, mixed ...$arrays): array", f_array_diff_assoc},
    {"array_intersect(mixed $array, mixed ...$arrays): array", f_array_intersect},
    {"array_intersect_key(mixed $array, mixed ...$arrays): array", f_array_intersect_key},
    {"array_intersect_assoc(mixed $array, mixed ...$arrays): array", f_array_intersect_assoc},
    {"array_udiff(mixed $array, mixed ...$rest): array", f_array_udiff},
    {"array_udiff_assoc(mixed $array, mixed ...$rest): array", f_array_udiff_assoc},
    {"array_udiff_uassoc(mixed $array, mixed ...$rest): array", f_array_udiff_uassoc},
    {"array_diff_ukey(mixed $array, mixed ...$rest): array", f_array_diff_ukey},
    {"array_diff_uassoc(mixed $array, mixed ...$rest): array", f_array_diff_uassoc},
    {"array_uintersect(mixed $array, mixed ...$rest): array", f_array_uintersect},
    {"array_uintersect_assoc(mixed $array, mixed ...$rest): array", f_array_uintersect_assoc},
    {"array_uintersect_uassoc(mixed $array, mixed ...$rest): array", f_array_uintersect_uassoc},
    {"array_intersect_ukey(mixed $array, mixed ...$rest): array", f_array_intersect_ukey},
    {"array_intersect_uassoc(mixed $array, mixed ...$rest): array", f_array_intersect_uassoc},
};
HOP_REGISTER_BUILTINS(kSetOpBuiltins);

} // namespace

} // namespace hop
