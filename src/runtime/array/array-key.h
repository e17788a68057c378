// array-key.h — PHP's normalization of array keys: "12" -> 12, 1.7 -> 1 (with
// a deprecation), true -> 1, null -> "", arrays/objects are illegal.
#pragma once

#include <cstdint>
#include <string_view>

#include "runtime/array/array-data.h"
#include "runtime/value/typed-value.h"

namespace hop {

/// Where a key is used: it decides the wording of the "Illegal offset type" error.
enum class KeyUse { Read, Write, Isset, Unset };

/// Whether `s` is the decimal form of an int64 that PHP stores as an integer
/// key ("0", "-12"; not "012", "1.0", " 1", "-0" or out-of-range values).
inline bool isCanonicalIntKey(std::string_view s, int64_t& out) {
  size_t n = s.size();
  if (n == 0 || n > 20) return false;
  const char* p = s.data();
  bool neg = false;
  size_t i = 0;
  if (p[0] == '-') {
    if (n == 1) return false;
    neg = true;
    i = 1;
  }
  if (p[i] < '0' || p[i] > '9') return false;
  if (p[i] == '0' && (n - i > 1 || neg)) return false;   // "01", "-0"
  uint64_t v = 0;
  for (; i < n; ++i) {
    unsigned d = static_cast<unsigned char>(p[i]) - '0';
    if (d > 9) return false;
    if (v > (UINT64_MAX - d) / 10) return false;
    v = v * 10 + d;
  }
  if (neg) {
    if (v > uint64_t(INT64_MAX) + 1) return false;
    out = static_cast<int64_t>(0 - v);
  } else {
    if (v > uint64_t(INT64_MAX)) return false;
    out = static_cast<int64_t>(v);
  }
  return true;
}

/// Whether s might be an integer key ("12", "-3"): a cheap first test
/// before isCanonicalIntKey (fast paths take only strings that cannot be).
inline bool mayBeIntKey(std::string_view s) { return !s.empty() && ((s[0] >= '0' && s[0] <= '9') || s[0] == '-'); }

/// toArrayKey for every value but an int and a static string key.
ArrayKey toArrayKeySlow(const TypedValue& key, KeyUse use);

/// The array key a value stands for. Strings are borrowed (not incRef'd).
/// Throws TypeError "Illegal offset type" for arrays and objects.
HOP_ALWAYS_INLINE ArrayKey toArrayKey(const TypedValue& key, KeyUse use) {
  if (key.m_type == DataType::String && key.m_data.pstr->isStaticStrKey()) return ArrayKey::ofStr(key.m_data.pstr);
  if (key.m_type == DataType::Int) return ArrayKey::ofInt(key.m_data.num);
  return toArrayKeySlow(key, use);
}

/// The same for a string key (hot path: no TypedValue).
inline ArrayKey strToArrayKey(StringData* s) {
  if (s->isStaticStrKey()) return ArrayKey::ofStr(s);
  int64_t i;
  if (isCanonicalIntKey(s->view(), i)) return ArrayKey::ofInt(i);
  return ArrayKey::ofStr(s);
}

/// The key as a TypedValue (Int or String, string not incRef'd), for messages.
TypedValue arrayKeyToTv(ArrayKey k);

} // namespace hop
