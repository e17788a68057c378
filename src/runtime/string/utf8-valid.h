// utf8-valid.h — whether bytes are well-formed UTF-8 (RFC 3629), ASCII runs eight bytes at a time.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace hop {

/// True when `s` is well-formed UTF-8 as PCRE2's and php's checks define it:
/// no overlong forms, no surrogates (U+D800..U+DFFF), nothing past U+10FFFF,
/// no truncated sequence.
inline bool isValidUtf8(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const size_t n = s.size();
  size_t i = 0;
  while (i < n) {
    if (i + 8 <= n) {
      uint64_t w;
      std::memcpy(&w, p + i, 8);
      if (!(w & 0x8080808080808080ull)) {
        i += 8;
        continue;
      }
    }
    const unsigned char c = p[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    auto cont = [&](size_t k) { return i + k < n && (p[i + k] & 0xC0) == 0x80; };
    if (c < 0xC2) return false;   // a lone continuation byte, or an overlong 2-byte lead
    if (c < 0xE0) {
      if (!cont(1)) return false;
      i += 2;
    } else if (c < 0xF0) {
      if (!cont(1) || !cont(2)) return false;
      const unsigned char c1 = p[i + 1];
      if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0)) return false;   // overlong; surrogate
      i += 3;
    } else if (c < 0xF5) {
      if (!cont(1) || !cont(2) || !cont(3)) return false;
      const unsigned char c1 = p[i + 1];
      if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90)) return false;   // overlong; past U+10FFFF
      i += 4;
    } else {
      return false;
    }
  }
  return true;
}

} // namespace hop
