// array-sort.cpp — the sort family (sort, rsort, usort, asort, arsort, uasort,
// ksort, krsort, uksort, natsort, natcasesort, array_multisort) with php 8's
// stable ordering and its comparison rules for each SORT_* flag.
#include <algorithm>
#include <cstring>
#include <vector>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

ArrayData*& refArrayArg(NativeArgs& a, uint32_t i);

// --- Comparisons -------------------------------------------------------------------------

int naturalCompare(std::string_view a, std::string_view b, bool ci) {
  // strnatcmp_ex: runs of digits compare numerically, leading zeros are
  // "fractional" (compared left-aligned), whitespace is skipped.
  size_t ai = 0, bi = 0;
  auto isdig = [](char c) { return c >= '0' && c <= '9'; };
  auto isspc = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
  if (a.empty() || b.empty()) return a.empty() && b.empty() ? 0 : (a.empty() ? -1 : 1);
  // Skip leading zeros like php (keeping one when the run is all zeros).
  while (true) {
    while (ai < a.size() && isspc(a[ai])) ++ai;
    while (bi < b.size() && isspc(b[bi])) ++bi;
    if (ai >= a.size() || bi >= b.size()) break;
    char ca = a[ai], cb = b[bi];
    if (isdig(ca) && isdig(cb)) {
      bool fractional = ca == '0' || cb == '0';
      if (fractional) {
        // Compare left-aligned.
        while (true) {
          bool da = ai < a.size() && isdig(a[ai]);
          bool db = bi < b.size() && isdig(b[bi]);
          if (!da && !db) break;
          if (!da) return -1;
          if (!db) return 1;
          if (a[ai] < b[bi]) return -1;
          if (a[ai] > b[bi]) return 1;
          ++ai;
          ++bi;
        }
        continue;
      }
      // Compare right-aligned: the longer run is bigger; else the first difference.
      int bias = 0;
      while (true) {
        bool da = ai < a.size() && isdig(a[ai]);
        bool db = bi < b.size() && isdig(b[bi]);
        if (!da && !db) {
          if (bias) return bias;
          break;
        }
        if (!da) return -1;
        if (!db) return 1;
        if (!bias) {
          if (a[ai] < b[bi]) bias = -1;
          else if (a[ai] > b[bi]) bias = 1;
        }
        ++ai;
        ++bi;
      }
      continue;
    }
    if (ci) {
      ca = static_cast<char>(toupper(static_cast<unsigned char>(ca)));
      cb = static_cast<char>(toupper(static_cast<unsigned char>(cb)));
    }
    if (ca < cb) return -1;
    if (ca > cb) return 1;
    ++ai;
    ++bi;
  }
  if (ai >= a.size() && bi >= b.size()) return 0;
  return ai >= a.size() ? -1 : 1;
}

int64_t compareForSort(const TypedValue& a0, const TypedValue& b0, int64_t flags) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  switch (flags & ~kSortFlagCase) {
    case kSortNumeric: {
      double x = toDouble(a), y = toDouble(b);
      return x < y ? -1 : (x > y ? 1 : 0);
    }
    case kSortString:
    case kSortLocaleString: {
      std::string x = toStdString(a), y = toStdString(b);
      int r;
      if (flags & kSortFlagCase) {
        size_t n = std::min(x.size(), y.size());
        r = 0;
        for (size_t i = 0; i < n && r == 0; ++i) {
          int cx = tolower(static_cast<unsigned char>(x[i])), cy = tolower(static_cast<unsigned char>(y[i]));
          r = cx - cy;
        }
        if (r == 0) r = x.size() < y.size() ? -1 : (x.size() > y.size() ? 1 : 0);
      } else {
        r = x.compare(y);
      }
      return r < 0 ? -1 : (r > 0 ? 1 : 0);
    }
    case kSortNatural: {
      std::string x = toStdString(a), y = toStdString(b);
      return naturalCompare(x, y, flags & kSortFlagCase);
    }
    default: return compareValues(a, b);
  }
}

namespace {

struct Entry {
  TypedValue key;     // Int or String (string owned by the source array)
  TypedValue val;     // as stored (may be a Reference)
};

std::vector<Entry> entriesOf(const ArrayData* a) {
  std::vector<Entry> v;
  v.reserve(a->size());
  forEachElem(a, [&](const TypedValue& k, const TypedValue& x) { v.push_back({k, x}); });
  return v;
}

/// Rebuilds the array from sorted entries: renumbered (sort, usort) or with
/// the original keys (asort, ksort...). The result owns new references.
ArrayData* rebuild(const std::vector<Entry>& es, bool keepKeys) {
  ArrayData* r = keepKeys ? ArrayData::makeHash(uint32_t(es.size())) : ArrayData::makePacked(uint32_t(es.size()));
  for (const Entry& e : es) {
    TypedValue v = e.val;
    tvIncRef(v);
    if (keepKeys) ArrayData::setRaw(r, keyOf(e.key), v);
    else *ArrayData::lvalNew(r) = v;
  }
  return r;
}

/// Calls a user comparison callback as php_usort does (bool results are
/// deprecated; false means "retry swapped").
int64_t userCompare(const ResolvedCallable& cb, const TypedValue& x, const TypedValue& y) {
  TypedValue args[2] = {*tvDeref(&x), *tvDeref(&y)};
  TypedValue r = invokeResolved(cb, args, 2);
  if (r.isBool()) {
    static thread_local bool warned = false;
    if (!warned) {
      raiseDeprecated("usort(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero");
      warned = true;
    }
    if (!r.m_data.num) {
      TypedValue swapped[2] = {args[1], args[0]};
      TypedValue r2 = invokeResolved(cb, swapped, 2);
      int64_t v = toInt(r2);
      tvDecRef(r2);
      return -(v > 0 ? 1 : (v < 0 ? -1 : 0));
    }
  }
  int64_t v = toInt(r);
  tvDecRef(r);
  return v > 0 ? 1 : (v < 0 ? -1 : 0);
}

enum class By { Value, Key };

void sortImpl(NativeArgs& a, By by, bool reverse, bool keepKeys, const TypedValue* userCb, int64_t flags) {
  ArrayData*& arr = refArrayArg(a, 0);
  std::vector<Entry> es = entriesOf(arr);
  // The callback is resolved once (the argument keeps it alive), not per comparison.
  ResolvedCallable cb;
  if (userCb && !resolveCallable(*userCb, cb, nullptr, currentScope())) callCallable(*userCb, nullptr, 0);   // throws
  auto cmp = [&](const Entry& x, const Entry& y) -> bool {
    const TypedValue& vx = by == By::Value ? x.val : x.key;
    const TypedValue& vy = by == By::Value ? y.val : y.key;
    int64_t c = userCb ? userCompare(cb, vx, vy) : compareForSort(vx, vy, flags);
    return reverse ? c > 0 : c < 0;
  };
  // The entries' strings stay alive through `arr` while sorting.
  ArrayData* keep = arr;
  keep->incRef();
  try {
    std::stable_sort(es.begin(), es.end(), cmp);
  } catch (...) {
    keep->decRef();
    throw;
  }
  ArrayData* r = rebuild(es, keepKeys);
  keep->decRef();
  arr->decRef();
  arr = r;
  a.retBool(true);
}

void f_sort(NativeArgs& a) { sortImpl(a, By::Value, false, false, nullptr, a.i64Or(1, 0)); }
void f_rsort(NativeArgs& a) { sortImpl(a, By::Value, true, false, nullptr, a.i64Or(1, 0)); }
void f_asort(NativeArgs& a) { sortImpl(a, By::Value, false, true, nullptr, a.i64Or(1, 0)); }
void f_arsort(NativeArgs& a) { sortImpl(a, By::Value, true, true, nullptr, a.i64Or(1, 0)); }
void f_ksort(NativeArgs& a) { sortImpl(a, By::Key, false, true, nullptr, a.i64Or(1, 0)); }
void f_krsort(NativeArgs& a) { sortImpl(a, By::Key, true, true, nullptr, a.i64Or(1, 0)); }
void f_usort(NativeArgs& a) { sortImpl(a, By::Value, false, false, &a.argv[1], 0); }
void f_uasort(NativeArgs& a) { sortImpl(a, By::Value, false, true, &a.argv[1], 0); }
void f_uksort(NativeArgs& a) { sortImpl(a, By::Key, false, true, &a.argv[1], 0); }
void f_natsort(NativeArgs& a) { sortImpl(a, By::Value, false, true, nullptr, kSortNatural); }
void f_natcasesort(NativeArgs& a) { sortImpl(a, By::Value, false, true, nullptr, kSortNatural | kSortFlagCase); }

void f_array_multisort(NativeArgs& a) {
  // Arrays with optional order/flag arguments after each.
  struct Col {
    uint32_t arg;
    bool desc = false;
    int64_t flags = 0;
  };
  std::vector<Col> cols;
  for (uint32_t i = 0; i < a.count; ++i) {
    const TypedValue& v = a.arg(i);
    if (v.isArray()) {
      cols.push_back({i});
    } else if (v.isInt() && !cols.empty()) {
      if (v.m_data.num == 3) cols.back().desc = true;
      else if (v.m_data.num == 4) cols.back().desc = false;
      else cols.back().flags = v.m_data.num;
    } else {
      throwErrorF(ErrorKind::TypeError, "array_multisort(): Argument #%u must be an array or a sort flag", i + 1);
    }
  }
  if (cols.empty()) {
    a.retBool(true);
    return;
  }
  uint32_t n = a.arg(cols[0].arg).m_data.parr->size();
  std::vector<std::vector<Entry>> data;
  for (const Col& c : cols) {
    const ArrayData* arr = a.arg(c.arg).m_data.parr;
    if (arr->size() != n) throwError(ErrorKind::ValueError, "Array sizes are inconsistent");
    data.push_back(entriesOf(arr));
  }
  std::vector<uint32_t> idx(n);
  for (uint32_t i = 0; i < n; ++i) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](uint32_t x, uint32_t y) {
    for (size_t c = 0; c < cols.size(); ++c) {
      int64_t r = compareForSort(data[c][x].val, data[c][y].val, cols[c].flags);
      if (r != 0) return cols[c].desc ? r > 0 : r < 0;
    }
    return false;
  });
  for (size_t c = 0; c < cols.size(); ++c) {
    std::vector<Entry> sorted;
    for (uint32_t i : idx) sorted.push_back(data[c][i]);
    // String keys are kept, integer keys renumbered.
    ArrayData* r = ArrayData::makeHash(n);
    for (const Entry& e : sorted) {
      TypedValue v = e.val;
      tvIncRef(v);
      if (e.key.isString()) ArrayData::setRaw(r, keyOf(e.key), v);
      else *ArrayData::lvalNew(r) = v;
    }
    TypedValue& slot = a.argv[cols[c].arg].isRef() ? a.ref(cols[c].arg) : a.argv[cols[c].arg];
    tvSetRawMove(slot, makeArrayNoIncRef(r));
  }
  a.retBool(true);
}

const BuiltinDecl kSortBuiltins[] = {
    {"sort(array &$array, int $flags = SORT_REGULAR): bool", f_sort},
    {"rsort(array &$array, int $flags = SORT_REGULAR): bool", f_rsort},
    {"asort(array &$array, int $flags = SORT_REGULAR): bool", f_asort},
    {"arsort(array &$array, int $flags = SORT_REGULAR): bool", f_arsort},
    {"ksort(array &$array, int $flags = SORT_REGULAR): bool", f_ksort},
    {"krsort(array &$array, int $flags = SORT_REGULAR): bool", f_krsort},
    {"usort(array &$array, callable $callback): bool", f_usort},
    {"uasort(array &$array, callable $callback): bool", f_uasort},
    {"uksort(array &$array, callable $callback): bool", f_uksort},
    {"natsort(array &$array): bool", f_natsort},
    {"natcasesort(array &$array): bool", f_natcasesort},
    {"array_multisort(&$array, &...$rest): bool", f_array_multisort},
};
HOP_REGISTER_BUILTINS(kSortBuiltins);

} // namespace

} // namespace hop
