// array-sort.cpp — the sort family (sort, rsort, usort, asort, arsort, uasort,
// ksort, krsort, uksort, natsort, natcasesort, array_multisort) with php 8's
// stable ordering and its comparison rules for each SORT_* flag.
#include <algorithm>
#include <clocale>
#include <cstring>
#include <string>
#include <unordered_set>
#include <vector>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/php-sort.h"
#include "runtime/builtins/sort-compare.h"
#include "runtime/number/numeric-string.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

ArrayData*& refArrayArg(NativeArgs& a, uint32_t i);

// --- Comparisons -------------------------------------------------------------------------

int naturalCompare(std::string_view a, std::string_view b, bool ci) {
  // strnatcmp_ex: runs of digits compare numerically (right-aligned), or
  // left-aligned when either starts with 0 ("fractional"); whitespace runs are
  // skipped; leading zeros of the whole string are ignored. Reading past the
  // end sees NUL, as php reads the terminator.
  if (a.empty() || b.empty()) return a.size() == b.size() ? 0 : (a.size() > b.size() ? 1 : -1);
  auto at = [](std::string_view s, size_t i) -> unsigned char { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0; };
  auto digit = [](unsigned char c) { return c >= '0' && c <= '9'; };
  auto space = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  size_t ai = 0, bi = 0;
  while (at(a, ai) == '0' && ai + 1 < a.size() && digit(at(a, ai + 1))) ++ai;
  while (at(b, bi) == '0' && bi + 1 < b.size() && digit(at(b, bi + 1))) ++bi;
  unsigned char ca = at(a, ai), cb = at(b, bi);
  while (true) {
    while (space(ca)) ca = at(a, ++ai);
    while (space(cb)) cb = at(b, ++bi);
    if (digit(ca) && digit(cb)) {
      bool fractional = ca == '0' || cb == '0';
      int bias = 0, result = 0;
      for (;; ++ai, ++bi) {
        bool da = ai < a.size() && digit(at(a, ai)), db = bi < b.size() && digit(at(b, bi));
        if (!da && !db) {
          result = fractional ? 0 : bias;
          break;
        }
        if (!da) {
          result = -1;
          break;
        }
        if (!db) {
          result = 1;
          break;
        }
        int d = int(at(a, ai)) - int(at(b, bi));
        if (d && fractional) {
          result = d < 0 ? -1 : 1;
          break;
        }
        if (d && !bias) bias = d < 0 ? -1 : 1;
      }
      if (result) return result;
      if (ai == a.size() && bi == b.size()) return 0;
      if (ai == a.size()) return -1;
      if (bi == b.size()) return 1;
      ca = at(a, ai);
      cb = at(b, bi);
    }
    if (ci) {
      ca = static_cast<unsigned char>(toupper(ca));
      cb = static_cast<unsigned char>(toupper(cb));
    }
    if (ca != cb) return ca < cb ? -1 : 1;
    ++ai;
    ++bi;
    if (ai >= a.size() && bi >= b.size()) return 0;
    if (ai >= a.size()) return -1;
    if (bi >= b.size()) return 1;
    ca = at(a, ai);
    cb = at(b, bi);
  }
}

namespace {

int sign(int64_t v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

int bytewise(std::string_view x, std::string_view y) {
  size_t n = std::min(x.size(), y.size());
  int r = n ? std::memcmp(x.data(), y.data(), n) : 0;
  if (r) return sign(r);
  return x.size() < y.size() ? -1 : (x.size() > y.size() ? 1 : 0);
}

/// zend_binary_strcasecmp: ASCII case folding, then length.
int bytewiseFolded(std::string_view x, std::string_view y) {
  size_t n = std::min(x.size(), y.size());
  for (size_t i = 0; i < n; ++i) {
    int cx = tolower(static_cast<unsigned char>(x[i])), cy = tolower(static_cast<unsigned char>(y[i]));
    if (cx != cy) return cx < cy ? -1 : 1;
  }
  return x.size() < y.size() ? -1 : (x.size() > y.size() ? 1 : 0);
}

int threeWay(double x, double y) { return x < y ? -1 : (x > y ? 1 : 0); }

/// A key as the string php's key comparisons see (integer keys in decimal).
std::string keyText(const TypedValue& k) {
  return k.isInt() ? std::to_string(k.m_data.num) : k.m_data.pstr->str();
}

int compareStrings(std::string_view x, std::string_view y, int64_t flags) {
  switch (flags & ~kSortFlagCase) {
    case kSortNatural: return naturalCompare(x, y, flags & kSortFlagCase);
    case kSortLocaleString: return sign(strcoll(std::string(x).c_str(), std::string(y).c_str()));
    default: return flags & kSortFlagCase ? bytewiseFolded(x, y) : bytewise(x, y);
  }
}

} // namespace

int compareValuesForSort(const TypedValue& a0, const TypedValue& b0, int64_t flags) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  switch (flags & ~kSortFlagCase) {
    case kSortNumeric: {
      double x = toDouble(a);  // converted in order: each conversion may warn
      double y = toDouble(b);
      return threeWay(x, y);
    }
    case kSortString:
    case kSortLocaleString:
    case kSortNatural: {
      if (a.isString() && b.isString()) return compareStrings(a.m_data.pstr->view(), b.m_data.pstr->view(), flags);
      std::string x = toStdString(a), y = toStdString(b);
      return compareStrings(x, y, flags);
    }
    default:
      // The common cases of sort()/asort() on numbers without compareValues' dispatch.
      if (a.m_type == DataType::Int && b.m_type == DataType::Int)
        return a.m_data.num < b.m_data.num ? -1 : a.m_data.num > b.m_data.num ? 1 : 0;
      return int(compareValues(a, b));
  }
}

int64_t compareForSort(const TypedValue& a, const TypedValue& b, int64_t flags) {
  return compareValuesForSort(a, b, flags);
}

namespace {
/// Two keys (never equal) under SORT_REGULAR; inline in ksort/krsort's comparator.
HOP_ALWAYS_INLINE int compareKeysRegular(const TypedValue& a, const TypedValue& b) {
  if (a.isInt() && b.isInt()) return a.m_data.num > b.m_data.num ? 1 : -1;
  if (a.isString() && b.isString()) return sign(stringCompare(a.m_data.pstr, b.m_data.pstr));
  return int(compareValues(a, b));
}
} // namespace

int compareKeysForSort(const TypedValue& a, const TypedValue& b, int64_t flags) {
  switch (flags & ~kSortFlagCase) {
    case kSortNumeric: {
      if (a.isInt() && b.isInt()) return a.m_data.num > b.m_data.num ? 1 : -1;
      double x = a.isInt() ? double(a.m_data.num) : stringToDouble(a.m_data.pstr->view());
      double y = b.isInt() ? double(b.m_data.num) : stringToDouble(b.m_data.pstr->view());
      return threeWay(x, y);
    }
    case kSortString:
    case kSortLocaleString:
    case kSortNatural: {
      if (a.isString() && b.isString()) return compareStrings(a.m_data.pstr->view(), b.m_data.pstr->view(), flags);
      return compareStrings(keyText(a), keyText(b), flags);
    }
    default:
      return compareKeysRegular(a, b);
  }
}

int compareKeysAsStrings(const TypedValue& a, const TypedValue& b) {
  if (a.isString() && b.isString()) return bytewise(a.m_data.pstr->view(), b.m_data.pstr->view());
  return bytewise(keyText(a), keyText(b));
}

int compareValuesAsStrings(const TypedValue& a, const TypedValue& b) {
  return compareValuesForSort(a, b, kSortString);
}

int UserComparator::operator()(const TypedValue& a, const TypedValue& b) {
  TypedValue args[2] = {*tvDeref(&a), *tvDeref(&b)};
  TypedValue r = invokeResolved(m_rc, args, 2);
  if (m_boolRetry && r.isBool()) {
    if (!*m_warned) {
      *m_warned = true;
      raiseDeprecated("%s(): Returning bool from comparison function is deprecated, return an integer less than, "
                      "equal to, or greater than zero", m_fnName);
    }
    if (!r.m_data.num) {
      TypedValue swapped[2] = {args[1], args[0]};
      TypedValue r2 = invokeResolved(m_rc, swapped, 2);
      int64_t v = toInt(r2);
      tvDecRef(r2);
      return -sign(v);
    }
  }
  int64_t v = toInt(r);
  tvDecRef(r);
  return sign(v);
}

namespace {

std::vector<SortElem> elemsOf(const ArrayData* a) {
  std::vector<SortElem> v;
  v.reserve(a->size());
  uint32_t i = 0;
  forEachElem(a, [&](const TypedValue& k, const TypedValue& x) { v.emplace_back(k, x, i++); });
  return v;
}

/// Rebuilds the array from sorted elements: renumbered (sort, usort) or with
/// the original keys (asort, ksort...). The result owns new references.
ArrayData* rebuild(const std::vector<SortElem>& es, bool keepKeys) {
  ArrayData* r = keepKeys ? ArrayData::makeHash(uint32_t(es.size())) : ArrayData::makePacked(uint32_t(es.size()));
  for (const SortElem& e : es) {
    TypedValue v = e.val;
    tvIncRef(v);
    if (keepKeys) ArrayData::setRaw(r, keyOf(e.key), v);
    else tvSetRawMove(*ArrayData::lvalNew(r), v);
  }
  return r;
}

/// rebuild() taking over the references `es` owns to the values.
ArrayData* rebuildMoving(const std::vector<SortElem>& es, bool keepKeys) {
  ArrayData* r = keepKeys ? ArrayData::makeHash(uint32_t(es.size())) : ArrayData::makePacked(uint32_t(es.size()));
  for (const SortElem& e : es) {
    if (keepKeys) ArrayData::setRaw(r, keyOf(e.key), e.val);
    else tvSetRawMove(*ArrayData::lvalNew(r), e.val);
  }
  return r;
}

/// php's stable fallback: equal elements keep their original order.
int stable(int r, const SortElem& x, const SortElem& y) {
  if (r) return r;
  return x.order() > y.order() ? 1 : (x.order() < y.order() ? -1 : 0);
}

/// zend_hash_sort on an array only the argument holds, as php sorts: in
/// place, the original position (for stability) in each value's spare bits.
/// Only for comparisons that run no PHP code, which could see the array half
/// sorted. False when the array cannot be sorted in place.
template <class Cmp> bool sortInPlace(ArrayData*& arr, bool renumber, Cmp& cmp) {
  if (arr->m_hdr.m_count != 1 || ctx().arrayIterators.active()) return false;
  const uint32_t n = arr->size();
  if (arr->isPacked()) {
    if (!renumber) {
      ArrayData::escalateToHash(arr);   // the keys move with the values
    } else {
      TypedValue* d = arr->packedData();
      for (uint32_t i = 0; i < n; ++i) d[i].m_aux32 = i;
      auto elem = [](const TypedValue& v) { return SortElem(makeInt(0), v, v.m_aux32); };
      try {
        phpSort(d, n, [&](const TypedValue& x, const TypedValue& y) {
          const SortElem ex = elem(x), ey = elem(y);
          return stable(cmp(ex, ey), ex, ey);
        });
      } catch (...) {
        for (uint32_t i = 0; i < n; ++i) d[i].m_aux32 = 0;
        throw;
      }
      for (uint32_t i = 0; i < n; ++i) d[i].m_aux32 = 0;
      arr->m_pos = 0;
      return true;
    }
  }
  arr->compact();
  Bucket* b = arr->buckets();
  for (uint32_t i = 0; i < n; ++i) b[i].val.m_aux32 = i;
  auto elem = [](const Bucket& x) {
    return SortElem(x.skey ? makeStringNoIncRef(x.skey) : makeInt(x.h), x.val, x.val.m_aux32);
  };
  auto finish = [&] {
    for (uint32_t i = 0; i < n; ++i) b[i].val.m_aux32 = 0;
    arr->rehashInPlace();
    arr->m_pos = 0;
  };
  try {
    phpSort(b, n, [&](const Bucket& x, const Bucket& y) {
      const SortElem ex = elem(x), ey = elem(y);
      return stable(cmp(ex, ey), ex, ey);
    });
  } catch (...) {
    finish();
    throw;
  }
  finish();
  if (renumber) {
    // Every key becomes the position: a list, packed again by renumber().
    for (uint32_t i = 0; i < n; ++i) {
      if (b[i].skey) {
        b[i].skey->decRef();
        b[i].skey = nullptr;
      }
      b[i].h = i;
    }
    ArrayData::renumber(arr);
  }
  return true;
}

/// zend_hash_sort: sorts the by-reference array argument with `cmp` (an
/// unstable comparison of two SortElems), renumbering or keeping keys.
/// `runsNoCode`: cmp calls no PHP code (no user callback), so the array
/// may be sorted in place.
template <class Cmp> void sortArrayArg(NativeArgs& a, bool renumber, Cmp&& cmp, bool runsNoCode = false) {
  ArrayData*& arr = refArrayArg(a, 0);
  a.retBool(true);
  if (arr->size() <= 1 && !(renumber && arr->size() == 1)) return;
  if (runsNoCode && sortInPlace(arr, renumber, cmp)) return;
  std::vector<SortElem> es = elemsOf(arr);
  // The elements borrow from `arr`; keep it alive even if a callback replaces it.
  ArrayData* keep = arr;
  keep->incRef();
  try {
    phpSort(es.data(), es.size(), [&](const SortElem& x, const SortElem& y) { return stable(cmp(x, y), x, y); });
  } catch (...) {
    keep->decRef();
    throw;
  }
  // php sorts in place; here the sorted array is a new one. So that the peak
  // stays near one array, the elements are owned here and the source, when
  // nothing else holds it, is freed before the sorted array is built.
  for (SortElem& e : es) {
    tvIncRef(e.val);
    tvIncRef(e.key);
  }
  {
    ArrayData*& slot = refArrayArg(a, 0);
    ArrayData* old = slot;
    slot = ArrayData::empty();
    old->decRef();
    keep->decRef();
  }
  ArrayData* r = rebuildMoving(es, !renumber);
  for (SortElem& e : es) tvDecRef(e.key);
  ArrayData*& slot = refArrayArg(a, 0);
  slot->decRef();
  slot = r;
}

/// Whether every value of `arr` is an int (no references): sort()/asort()
/// with SORT_REGULAR then compare them inline, without compareValuesForSort's
/// call, dereferences and flag dispatch per comparison.
bool allValuesInt(const ArrayData* arr) {
  bool ints = true;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& v) { ints &= v.m_type == DataType::Int; });
  return ints;
}

/// Whether every value is a scalar or null (no references): comparing them
/// runs no PHP code (no __toString(), no error handler), so a sort may work
/// in place.
bool allValuesScalar(const ArrayData* arr) {
  bool scalars = true;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& v) {
    scalars &= v.m_type == DataType::Int || v.m_type == DataType::Double || v.m_type == DataType::String ||
               v.m_type == DataType::Bool || v.m_type == DataType::Null;
  });
  return scalars;
}

void valueSort(NativeArgs& a, bool reverse, bool renumber) {
  int64_t flags = a.i64Or(1, kSortRegular);
  if (flags == kSortRegular && allValuesInt(refArrayArg(a, 0))) {
    sortArrayArg(
        a, renumber,
        [&](const SortElem& x, const SortElem& y) {
          const int64_t p = x.val.m_data.num, q = y.val.m_data.num;
          const int r = p < q ? -1 : p > q ? 1 : 0;
          return reverse ? -r : r;
        },
        true);
    return;
  }
  sortArrayArg(
      a, renumber,
      [&](const SortElem& x, const SortElem& y) {
        int r = compareValuesForSort(x.val, y.val, flags);
        return reverse ? -r : r;
      },
      allValuesScalar(refArrayArg(a, 0)));
}

void keySort(NativeArgs& a, bool reverse) {
  int64_t flags = a.i64Or(1, kSortRegular);
  if (flags == kSortRegular) {
    // compareKeysForSort's SORT_REGULAR case inline (keys are never references).
    sortArrayArg(
        a, false,
        [&](const SortElem& x, const SortElem& y) {
          return reverse ? compareKeysRegular(y.key, x.key) : compareKeysRegular(x.key, y.key);
        },
        true);   // keys are ints and strings: no PHP code runs
    return;
  }
  sortArrayArg(
      a, false,
      [&](const SortElem& x, const SortElem& y) {
        return reverse ? compareKeysForSort(y.key, x.key, flags) : compareKeysForSort(x.key, y.key, flags);
      },
      true);
}

void userSort(NativeArgs& a, bool byKey, bool renumber) {
  ResolvedCallable rc;
  resolveCallable(a.argv[1], rc, nullptr, currentScope());   // checked by the signature
  UserComparator cmp(rc, a.func->name->data());
  sortArrayArg(a, renumber, [&](const SortElem& x, const SortElem& y) {
    return byKey ? cmp(x.key, y.key) : cmp(x.val, y.val);
  });
}

void f_sort(NativeArgs& a) { valueSort(a, false, true); }
void f_rsort(NativeArgs& a) { valueSort(a, true, true); }
void f_asort(NativeArgs& a) { valueSort(a, false, false); }
void f_arsort(NativeArgs& a) { valueSort(a, true, false); }
void f_ksort(NativeArgs& a) { keySort(a, false); }
void f_krsort(NativeArgs& a) { keySort(a, true); }
void f_usort(NativeArgs& a) { userSort(a, false, true); }
void f_uasort(NativeArgs& a) { userSort(a, false, false); }
void f_uksort(NativeArgs& a) { userSort(a, true, false); }
void f_natsort(NativeArgs& a) {
  sortArrayArg(a, false, [](const SortElem& x, const SortElem& y) { return compareValuesForSort(x.val, y.val, kSortNatural); });
}
void f_natcasesort(NativeArgs& a) {
  sortArrayArg(a, false, [](const SortElem& x, const SortElem& y) {
    return compareValuesForSort(x.val, y.val, kSortNatural | kSortFlagCase);
  });
}

// --- array_multisort -------------------------------------------------------------------

void f_array_multisort(NativeArgs& a) {
  // Arrays, each optionally followed by an order flag and a type flag (in
  // either order, each at most once).
  struct Column {
    uint32_t arg;
    bool desc = false;
    int64_t flags = kSortRegular;
  };
  std::vector<Column> cols;
  bool orderAllowed = false, typeAllowed = false;
  // Only the first parameter has a name; the rest are variadic.
  auto argName = [](uint32_t i) { return i == 0 ? " ($array)" : ""; };
  for (uint32_t i = 0; i < a.count; ++i) {
    const TypedValue& v = a.arg(i);
    if (v.isArray()) {
      cols.push_back({i});
      orderAllowed = typeAllowed = true;
    } else if (v.isInt()) {
      switch (v.m_data.num & ~kSortFlagCase) {
        case 4:   // SORT_ASC
        case 3:   // SORT_DESC
          if (!orderAllowed)
            throwErrorF(ErrorKind::TypeError,
                        "array_multisort(): Argument #%u%s must be an array or a sort flag that has not already been specified", i + 1, argName(i));
          cols.back().desc = v.m_data.num == 3;
          orderAllowed = false;
          break;
        case kSortRegular:
        case kSortNumeric:
        case kSortString:
        case kSortNatural:
        case kSortLocaleString:
          if (!typeAllowed)
            throwErrorF(ErrorKind::TypeError,
                        "array_multisort(): Argument #%u%s must be an array or a sort flag that has not already been specified", i + 1, argName(i));
          cols.back().flags = v.m_data.num;
          typeAllowed = false;
          break;
        default:
          throwErrorF(ErrorKind::ValueError, "array_multisort(): Argument #%u%s must be a valid sort flag", i + 1, argName(i));
      }
    } else {
      throwErrorF(ErrorKind::TypeError, "array_multisort(): Argument #%u%s must be an array or a sort flag", i + 1, argName(i));
    }
  }
  a.retBool(true);
  uint32_t n = a.arg(cols[0].arg).m_data.parr->size();
  for (size_t c = 1; c < cols.size(); ++c)
    if (a.arg(cols[c].arg).m_data.parr->size() != n) throwError(ErrorKind::ValueError, "Array sizes are inconsistent");
  if (n == 0) return;
  std::vector<std::vector<SortElem>> data;
  std::vector<ArrayData*> keep;
  for (const Column& c : cols) {
    ArrayData* arr = a.arg(c.arg).m_data.parr;
    arr->incRef();
    keep.push_back(arr);
    data.push_back(elemsOf(arr));
  }
  auto release = [&] {
    for (ArrayData* k : keep) k->decRef();
  };
  std::vector<uint32_t> rows(n);
  for (uint32_t i = 0; i < n; ++i) rows[i] = i;
  try {
    phpSort(rows.data(), n, [&](uint32_t x, uint32_t y) {
      for (size_t c = 0; c < cols.size(); ++c) {
        int r = compareValuesForSort(data[c][x].val, data[c][y].val, cols[c].flags);
        if (cols[c].desc) r = -r;
        if (r != 0) return r > 0 ? 1 : -1;
      }
      return x > y ? 1 : (x < y ? -1 : 0);
    });
  } catch (...) {
    release();
    throw;
  }
  for (size_t c = 0; c < cols.size(); ++c) {
    // String keys are kept, integer keys renumbered.
    ArrayData* r = ArrayData::makeHash(n);
    for (uint32_t row : rows) {
      const SortElem& e = data[c][row];
      TypedValue v = e.val;
      tvIncRef(v);
      if (e.key.isString()) ArrayData::setRaw(r, keyOf(e.key), v);
      else tvSetRawMove(*ArrayData::lvalNew(r), v);
    }
    TypedValue& slot = a.argv[cols[c].arg].isRef() ? a.ref(cols[c].arg) : a.argv[cols[c].arg];
    tvSetRawMove(slot, makeArrayNoIncRef(r));
  }
  release();
}

/// array_unique. SORT_STRING (the default) keeps the first element of each
/// string value, converting each element once; other flags sort the elements
/// as php does and drop the later of equal neighbours, so the comparisons
/// made (and their warnings) are php's.
void f_array_unique(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  int64_t flags = a.i64Or(1, kSortString);
  if (flags == kSortString) {
    a.retArray(ArrayData::makeHash(arr->size()));
    std::unordered_set<std::string> seen;
    forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
      if (seen.insert(toStdString(*tvDeref(&v))).second) setCopy(a.ret.m_data.parr, k, v);
    });
    return;
  }
  std::vector<SortElem> elems = elemsOf(arr);
  uint32_t n = uint32_t(elems.size());
  std::vector<uint32_t> order(n);
  for (uint32_t i = 0; i < n; ++i) order[i] = i;
  arr->incRef();
  std::vector<bool> keep(n, true);
  try {
    auto cmp = [&](uint32_t x, uint32_t y) { return compareValuesForSort(elems[x].val, elems[y].val, flags); };
    phpSort(order.data(), n, cmp);
    if (n) {
      uint32_t last = order[0];
      for (uint32_t j = 1; j < n; ++j) {
        uint32_t cur = order[j];
        if (cmp(last, cur) != 0) {
          last = cur;
        } else if (last > cur) {
          keep[last] = false;
          last = cur;
        } else {
          keep[cur] = false;
        }
      }
    }
  } catch (...) {
    arr->decRef();
    throw;
  }
  ArrayData* r = ArrayData::makeHash(n);
  for (uint32_t i = 0; i < n; ++i)
    if (keep[i]) setCopy(r, elems[i].key, elems[i].val);
  r->m_nextFree = arr->m_nextFree;  // php removes from a copy: the next key stays
  arr->decRef();
  a.retArray(r);
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
    {"array_multisort(&?$array, &?...$rest): bool", f_array_multisort},
    {"array_unique(array $array, int $flags = SORT_STRING): array", f_array_unique},
};
HOP_REGISTER_BUILTINS(kSortBuiltins);

} // namespace

} // namespace hop
