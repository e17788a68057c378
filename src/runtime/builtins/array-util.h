// array-util.h — small helpers the array builtins share: iteration with
// keys, building results, and php's key handling.
#pragma once

#include <functional>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/value/typed-value.h"

namespace hop {

/// Calls fn(key, value) for each element in order (value may be a Reference).
template <class F> inline void forEachElem(const ArrayData* a, F&& fn) {
  for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
    if constexpr (std::is_same_v<decltype(fn(a->iterKey(pos), *a->iterValue(pos))), bool>) {
      if (!fn(a->iterKey(pos), *a->iterValue(pos))) return;
    } else {
      fn(a->iterKey(pos), *a->iterValue(pos));
    }
  }
}

/// The ArrayKey of a key TypedValue from iterKey (Int or String).
inline ArrayKey keyOf(const TypedValue& k) {
  return k.isInt() ? ArrayKey::ofInt(k.m_data.num) : ArrayKey::ofStr(k.m_data.pstr);
}

/// An element copied into another array the way php's array functions copy
/// it: a reference shared with something else stays a reference (both arrays
/// share it); a reference only the source holds is copied as its value.
inline TypedValue elemCopy(const TypedValue& v) {
  if (v.m_type == DataType::Reference && v.m_data.pref->m_hdr.m_count > 1) {
    tvIncRef(v);
    return v;
  }
  return tvCopyValue(v);
}

/// Sets a[key] = v, copied as elemCopy does.
inline void setCopy(ArrayData*& a, const TypedValue& key, const TypedValue& v) {
  ArrayData::setRaw(a, keyOf(key), elemCopy(v));
}
/// Appends v, copied as elemCopy does.
inline void appendCopy(ArrayData*& a, const TypedValue& v) { ArrayData::append(a, elemCopy(v)); }

/// Sort flags (SORT_*).
enum SortFlags : int64_t {
  kSortRegular = 0,
  kSortNumeric = 1,
  kSortString = 2,
  kSortLocaleString = 5,
  kSortNatural = 6,
  kSortFlagCase = 8,
};

/// php's comparison of two values under sort flags (-1, 0, 1).
int64_t compareForSort(const TypedValue& a, const TypedValue& b, int64_t flags);

/// strnatcmp/strnatcasecmp.
int naturalCompare(std::string_view a, std::string_view b, bool caseInsensitive);

} // namespace hop
