// sort-compare.h — php's element comparisons for the sort family and the
// sorting set operations (array_udiff, array_intersect_ukey, ...): values and
// keys under each SORT_* flag, and user comparison callbacks.
//
// All of them are "unstable": 0 means equal. The sort functions add php's
// stable fallback (original position) themselves.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "runtime/value/typed-value.h"
#include "vm/callable.h"

namespace hop {

/// One array element while sorting: its key (Int or String, borrowed from the
/// source array), its value as stored (may be a Reference) and its original
/// position (php's stable-sort tie breaker), kept in the key's spare bits as
/// php keeps it in the value's (Z_EXTRA), so that an element takes 32 bytes.
struct SortElem {
  TypedValue key;
  TypedValue val;
  SortElem(const TypedValue& k, const TypedValue& v, uint32_t position) : key(k), val(v) { key.m_aux32 = position; }
  uint32_t order() const { return key.m_aux32; }
};
static_assert(sizeof(SortElem) == 32);

/// Values compared under SORT_* flags (php_get_data_compare_func).
int compareValuesForSort(const TypedValue& a, const TypedValue& b, int64_t flags);
/// Keys (Int or String) compared under SORT_* flags (php_get_key_compare_func).
int compareKeysForSort(const TypedValue& a, const TypedValue& b, int64_t flags);
/// Keys compared as strings (integer keys in decimal), as the set operations do.
int compareKeysAsStrings(const TypedValue& a, const TypedValue& b);
/// Values compared as strings ((string)$a vs (string)$b, bytewise).
int compareValuesAsStrings(const TypedValue& a, const TypedValue& b);

/// A user comparison callback as php's sorts call it: the result is read as an
/// int; a bool result is deprecated (once per call of the builtin) and `false`
/// retries with the operands swapped.
class UserComparator {
public:
  /// `fnName` is the builtin reporting the deprecation; `boolRetry` is false for
  /// the few callers (array_udiff_assoc, array_uintersect_assoc) that take any
  /// result as an int without the bool check.
  UserComparator(const ResolvedCallable& rc, const char* fnName, bool boolRetry = true)
      : m_rc(rc), m_fnName(fnName), m_boolRetry(boolRetry) {}
  int operator()(const TypedValue& a, const TypedValue& b);
  /// Makes both comparators raise the deprecation at most once between them
  /// (php keeps one flag per builtin call).
  void shareWarningWith(UserComparator& other) { m_warned = other.m_warned; }

private:
  ResolvedCallable m_rc;
  const char* m_fnName;
  bool m_boolRetry;
  std::shared_ptr<bool> m_warned = std::make_shared<bool>(false);
};

} // namespace hop
