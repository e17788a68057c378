// string-functions.cpp — the common string builtins: length, search,
// comparison, case, trimming, padding, splitting and joining, replacing.
// Encoding and hashing functions are in string-encoding.cpp.
#include <array>
#include <algorithm>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/string/string-size.h"

namespace hop {

/// The byte set of a character list ("a..z" ranges; string-escape.cpp).
void charMask(std::string_view chars, bool mask[256], NativeArgs* a);

namespace {

inline char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; }
inline char upperAscii(char c) { return (c >= 'a' && c <= 'z') ? char(c - 32) : c; }

std::string toLowerStr(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = lowerAscii(c);
  return r;
}

[[noreturn]] void valueError(NativeArgs& a, uint32_t arg, const char* what) {
  throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) %s", a.func->name->data(), arg + 1,
              a.func->params[arg].name->data(), what);
}

// --- Length and substrings -----------------------------------------------------------------

void f_strlen(NativeArgs& a) { a.retInt(a.str(0)->size()); }

/// php's substr offset/length normalization; false when out of range.
bool substrRange(int64_t len, int64_t& off, int64_t& n, bool hasLen) {
  if (off > len) return false;
  if (off < 0) {
    off += len;
    if (off < 0) off = 0;
  }
  if (!hasLen) n = len - off;
  else if (n < 0) {
    n = len - off + n;
    if (n < 0) n = 0;
  } else if (n > len - off) {
    n = len - off;
  }
  return true;
}

void f_substr(NativeArgs& a) {
  StringData* s = a.str(0);
  int64_t off = a.i64(1), n = 0;
  bool hasLen = !a.isNull(2);
  if (hasLen) n = a.i64(2);
  if (!substrRange(s->size(), off, n, hasLen) || n == 0) {
    a.retString(StringData::empty());
    return;
  }
  if (off == 0 && n == int64_t(s->size())) {
    s->incRef();
    a.retString(s);
    return;
  }
  if (n == 1) {
    a.retString(StringData::singleChar(static_cast<unsigned char>(s->data()[off])));
    return;
  }
  a.retString(std::string_view(s->data() + off, size_t(n)));
}

size_t findBytes(std::string_view h, std::string_view n, size_t from);

void f_substr_count(NativeArgs& a) {
  std::string_view h = a.sv(0), n = a.sv(1);
  if (n.empty()) valueError(a, 1, "cannot be empty");
  int64_t off = a.i64Or(2, 0);
  if (off < 0) off += int64_t(h.size());
  if (off < 0 || off > int64_t(h.size())) valueError(a, 2, "must be contained in argument #1 ($haystack)");
  int64_t len = a.isNull(3) ? int64_t(h.size()) - off : a.i64(3);
  if (len < 0) len += int64_t(h.size()) - off;
  if (len < 0 || off + len > int64_t(h.size())) valueError(a, 3, "must be contained in argument #1 ($haystack)");
  h = h.substr(size_t(off), size_t(len));
  int64_t count = 0;
  if (n.size() == 1) {
    // One byte (`substr_count($text, "\n")`): memchr from hit to hit, as php does.
    const char* p = h.data();
    const char* const end = p + h.size();
    while (p < end && (p = static_cast<const char*>(std::memchr(p, n[0], size_t(end - p)))) != nullptr) {
      ++count;
      ++p;
    }
  } else {
    for (size_t p = findBytes(h, n, 0); p != std::string_view::npos; p = findBytes(h, n, p + n.size())) ++count;
  }
  a.retInt(count);
}

// --- Searching ------------------------------------------------------------------------------

/// strpos family: offsets may be negative (from the end).
bool searchOffset(NativeArgs& a, size_t hayLen, int64_t& off) {
  off = a.i64Or(2, 0);
  if (off < 0) off += int64_t(hayLen);
  if (off < 0 || off > int64_t(hayLen)) valueError(a, 2, "must be contained in argument #1 ($haystack)");
  return true;
}

/// The first `n` in `h` at or after `from` (php's zend_memnstr): memchr for
/// the first byte, the last byte checked before the rest is compared.
size_t findBytes(std::string_view h, std::string_view n, size_t from) {
  if (n.empty()) return from <= h.size() ? from : std::string_view::npos;
  if (from >= h.size() || n.size() > h.size() - from) return std::string_view::npos;
  const char* base = h.data();
  if (n.size() == 1) {
    const void* p = std::memchr(base + from, n[0], h.size() - from);
    return p ? size_t(static_cast<const char*>(p) - base) : std::string_view::npos;
  }
  const char* p = base + from;
  const char* end = base + h.size() - n.size() + 1;   // one past the last start
  const char first = n[0], last = n.back();
  const size_t mid = n.size() - 2;
  while (p < end) {
    p = static_cast<const char*>(std::memchr(p, first, size_t(end - p)));
    if (!p) break;
    if (p[n.size() - 1] == last && (mid == 0 || std::memcmp(p + 1, n.data() + 1, mid) == 0)) return size_t(p - base);
    ++p;
  }
  return std::string_view::npos;
}

size_t findCase(std::string_view h, std::string_view n, size_t from, bool ci) {
  if (!ci) return findBytes(h, n, from);
  std::string lh = toLowerStr(h), ln = toLowerStr(n);
  return lh.find(ln, from);
}

void strposImpl(NativeArgs& a, bool ci) {
  std::string_view h = a.sv(0), n = a.sv(1);
  int64_t off;
  searchOffset(a, h.size(), off);
  size_t p = findCase(h, n, size_t(off), ci);
  if (p == std::string_view::npos) a.retBool(false);
  else a.retInt(int64_t(p));
}
void f_strpos(NativeArgs& a) { strposImpl(a, false); }
void f_stripos(NativeArgs& a) { strposImpl(a, true); }

void strrposImpl(NativeArgs& a, bool ci) {
  std::string h(a.sv(0)), n(a.sv(1));
  if (ci) {
    h = toLowerStr(h);
    n = toLowerStr(n);
  }
  int64_t off = a.i64Or(2, 0);
  int64_t len = int64_t(h.size());
  size_t p;
  if (off >= 0) {
    if (off > len) valueError(a, 2, "must be contained in argument #1 ($haystack)");
    p = h.rfind(n);
    if (p != std::string::npos && int64_t(p) < off) p = std::string::npos;
  } else {
    if (off < -INT64_MAX || -off > len) valueError(a, 2, "must be contained in argument #1 ($haystack)");
    // The match must start at or before len+off (and may extend past it).
    int64_t last = len + off;
    if (int64_t(n.size()) <= -off) last = len + off;
    else last = len - int64_t(n.size());
    p = last < 0 ? std::string::npos : h.rfind(n, size_t(std::min<int64_t>(last, len + off)));
  }
  if (p == std::string::npos) a.retBool(false);
  else a.retInt(int64_t(p));
}
void f_strrpos(NativeArgs& a) { strrposImpl(a, false); }
void f_strripos(NativeArgs& a) { strrposImpl(a, true); }

void strstrImpl(NativeArgs& a, bool ci) {
  std::string_view h = a.sv(0), n = a.sv(1);
  size_t p = findCase(h, n, 0, ci);
  if (p == std::string_view::npos) {
    a.retBool(false);
    return;
  }
  if (a.bOr(2, false)) a.retString(h.substr(0, p));
  else a.retString(h.substr(p));
}
void f_strstr(NativeArgs& a) { strstrImpl(a, false); }
void f_stristr(NativeArgs& a) { strstrImpl(a, true); }

void f_strrchr(NativeArgs& a) {
  std::string_view h = a.sv(0), n = a.sv(1);
  // php looks for the needle's first byte, which for "" is its NUL terminator.
  size_t p = h.rfind(n.empty() ? '\0' : n[0]);
  if (p == std::string_view::npos) a.retBool(false);
  else a.retString(h.substr(p));
}

void f_str_contains(NativeArgs& a) { a.retBool(a.sv(0).find(a.sv(1)) != std::string_view::npos); }
void f_str_starts_with(NativeArgs& a) { a.retBool(a.sv(0).substr(0, a.sv(1).size()) == a.sv(1)); }
void f_str_ends_with(NativeArgs& a) {
  std::string_view h = a.sv(0), n = a.sv(1);
  a.retBool(n.size() <= h.size() && h.substr(h.size() - n.size()) == n);
}

/// A set of bytes as a 256-bit mask (strpbrk, strspn, strcspn): one lookup per
/// byte of the subject instead of a scan of the character list.
struct ByteSet {
  uint64_t bits[4] = {0, 0, 0, 0};
  explicit ByteSet(std::string_view chars) {
    for (unsigned char c : chars) add(c);
  }
  void add(unsigned char c) { bits[c >> 6] |= uint64_t(1) << (c & 63); }
  bool has(unsigned char c) const { return (bits[c >> 6] >> (c & 63)) & 1; }
};

#if defined(__SSE2__)
/// findFirstOf's block scan for a list of M characters: 16 bytes at a time,
/// M compares held in registers. Sets `at` to the first match (true) or to
/// where the whole blocks end (false: the rest is shorter than a block).
template <size_t M> bool scanBlocksFor(std::string_view s, const char* chars, size_t& at) {
  __m128i needles[M];
  for (size_t c = 0; c < M; ++c) needles[c] = _mm_set1_epi8(chars[c]);
  size_t i = 0;
  for (; i + 16 <= s.size(); i += 16) {
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    __m128i hit = _mm_cmpeq_epi8(block, needles[0]);
    for (size_t c = 1; c < M; ++c) hit = _mm_or_si128(hit, _mm_cmpeq_epi8(block, needles[c]));
    if (const int bits = _mm_movemask_epi8(hit)) {
      at = i + size_t(__builtin_ctz(unsigned(bits)));
      return true;
    }
  }
  at = i;
  return false;
}

constexpr size_t kMaxBlockScanChars = 16;
using BlockScan = bool (*)(std::string_view, const char*, size_t&);
template <size_t... I> constexpr std::array<BlockScan, sizeof...(I)> blockScans(std::index_sequence<I...>) {
  return {&scanBlocksFor<I + 1>...};
}
constexpr auto kBlockScans = blockScans(std::make_index_sequence<kMaxBlockScanChars>());
#endif

size_t findFirstOf(std::string_view s, std::string_view chars) {
  if (chars.size() == 1) {
    const void* p = std::memchr(s.data(), chars[0], s.size());
    return p ? size_t(static_cast<const char*>(p) - s.data()) : std::string_view::npos;
  }
  size_t i = 0;
#if defined(__SSE2__)
  // A short list (Parsedown's inline markers, a path's separators): whole
  // 16-byte blocks with one compare per character, instead of a set test per
  // byte; the tail goes byte by byte below.
  if (chars.size() <= kMaxBlockScanChars && s.size() >= 16 && kBlockScans[chars.size() - 1](s, chars.data(), i))
    return i;
#endif
  ByteSet set(chars);
  for (; i < s.size(); ++i)
    if (set.has(static_cast<unsigned char>(s[i]))) return i;
  return std::string_view::npos;
}

void f_strpbrk(NativeArgs& a) {
  std::string_view s = a.sv(0), chars = a.sv(1);
  if (chars.empty()) valueError(a, 1, "must be a non-empty string");
  size_t p = findFirstOf(s, chars);
  if (p == std::string_view::npos) a.retBool(false);
  else a.retString(s.substr(p));
}

void spanImpl(NativeArgs& a, bool accept) {
  std::string_view s = a.sv(0), mask = a.sv(1);
  // strcspn scans the mask up to its terminator at least once, so an empty
  // mask holds NUL.
  if (!accept && mask.empty()) mask = std::string_view("\0", 1);
  int64_t len = s.size();
  int64_t off = a.i64Or(2, 0), n = 0;
  bool hasLen = !a.isNull(3);
  if (hasLen) n = a.i64(3);
  if (!substrRange(len, off, n, hasLen)) {
    a.retInt(0);
    return;
  }
  std::string_view sub = s.substr(size_t(off), size_t(n));
  if (!accept) {   // strcspn: where the first listed byte is
    const size_t at = findFirstOf(sub, mask);
    a.retInt(at == std::string_view::npos ? int64_t(sub.size()) : int64_t(at));
    return;
  }
  int64_t r = 0;
  ByteSet set(mask);
  for (char c : sub) {
    bool in = set.has(static_cast<unsigned char>(c));
    if (in != accept) break;
    ++r;
  }
  a.retInt(r);
}
void f_strspn(NativeArgs& a) { spanImpl(a, true); }
void f_strcspn(NativeArgs& a) { spanImpl(a, false); }

// --- Comparison ------------------------------------------------------------------------------

int sign(int v) { return v < 0 ? -1 : (v > 0 ? 1 : 0); }

int compareBytes(std::string_view a, std::string_view b, bool ci, size_t limit) {
  size_t n = std::min({a.size(), b.size(), limit});
  for (size_t i = 0; i < n; ++i) {
    unsigned char x = a[i], y = b[i];
    if (ci) {
      x = static_cast<unsigned char>(lowerAscii(char(x)));
      y = static_cast<unsigned char>(lowerAscii(char(y)));
    }
    if (x != y) return int(x) - int(y);
  }
  size_t la = std::min(a.size(), limit), lb = std::min(b.size(), limit);
  return sign(int(int64_t(la) - int64_t(lb)));
}

// Like zend_binary_strcmp: the difference of the first differing bytes, else
// -1/0/1 by length.
void f_strcmp(NativeArgs& a) { a.retInt(compareBytes(a.sv(0), a.sv(1), false, SIZE_MAX)); }
void f_strcasecmp(NativeArgs& a) { a.retInt(compareBytes(a.sv(0), a.sv(1), true, SIZE_MAX)); }
void f_strncmp(NativeArgs& a) {
  if (a.i64(2) < 0) valueError(a, 2, "must be greater than or equal to 0");
  a.retInt(compareBytes(a.sv(0), a.sv(1), false, size_t(a.i64(2))));
}
void f_strncasecmp(NativeArgs& a) {
  if (a.i64(2) < 0) valueError(a, 2, "must be greater than or equal to 0");
  a.retInt(compareBytes(a.sv(0), a.sv(1), true, size_t(a.i64(2))));
}
// strcoll sees C strings: bytes after a NUL do not count.
void f_strcoll(NativeArgs& a) { a.retInt(::strcoll(a.str(0)->data(), a.str(1)->data())); }
void f_strnatcmp(NativeArgs& a) { a.retInt(naturalCompare(a.sv(0), a.sv(1), false)); }
void f_strnatcasecmp(NativeArgs& a) { a.retInt(naturalCompare(a.sv(0), a.sv(1), true)); }

void f_substr_compare(NativeArgs& a) {
  std::string_view h = a.sv(0), n = a.sv(1);
  int64_t off = a.i64(2);
  if (off < 0) {
    off += int64_t(h.size());
    if (off < 0) off = 0;
  }
  if (off > int64_t(h.size())) valueError(a, 2, "must be contained in argument #1 ($haystack)");
  size_t limit = SIZE_MAX;
  if (!a.isNull(3)) {
    if (a.i64(3) < 0) valueError(a, 3, "must be greater than or equal to 0");
    limit = size_t(a.i64(3));
  }
  a.retInt(compareBytes(h.substr(size_t(off)), n, a.bOr(4, false), limit));
}

// --- Case ----------------------------------------------------------------------------------------

/// Returns argument 0 with every byte mapped by `map`: the argument itself
/// when no byte changes (as php does), else one new string.
template <class Map> void mapBytes(NativeArgs& a, Map map) {
  StringData* s = a.str(0);
  const char* p = s->data();
  const uint32_t n = s->size();
  uint32_t i = 0;
  while (i < n && map(p[i]) == p[i]) ++i;
  if (i == n) {
    s->incRef();
    a.retString(s);
    return;
  }
  StringData* r = StringData::makeUninit(n);
  char* d = r->mutableData();
  std::memcpy(d, p, i);
  for (; i < n; ++i) d[i] = map(p[i]);
  a.retString(r);
}

void f_strtolower(NativeArgs& a) { mapBytes(a, lowerAscii); }
void f_strtoupper(NativeArgs& a) { mapBytes(a, upperAscii); }
void f_ucfirst(NativeArgs& a) {
  std::string r(a.sv(0));
  if (!r.empty()) r[0] = upperAscii(r[0]);
  a.retString(r);
}
void f_lcfirst(NativeArgs& a) {
  std::string r(a.sv(0));
  if (!r.empty()) r[0] = lowerAscii(r[0]);
  a.retString(r);
}
void f_ucwords(NativeArgs& a) {
  std::string r(a.sv(0));
  std::string_view delims = a.svOr(1, " \t\r\n\f\v");
  bool start = true;
  for (char& c : r) {
    if (start) c = upperAscii(c);
    start = delims.find(c) != std::string_view::npos;
  }
  a.retString(r);
}

// --- Trimming, padding, repeating ------------------------------------------------------------------


// trim()'s default list, " \t\n\r\v\0".
constexpr auto kDefaultTrimMask = [] {
  std::array<bool, 256> m{};
  for (unsigned char c : {' ', '\t', '\n', '\r', '\v', '\0'}) m[c] = true;
  return m;
}();

void trimImpl(NativeArgs& a, bool left, bool right) {
  std::string_view s = a.sv(0);
  bool ownMask[256];
  const bool* mask = kDefaultTrimMask.data();
  if (a.has(1)) {
    std::string_view chars = a.sv(1);
    if (chars.size() == 1) {
      // One character (trim($s, '/')): no mask to build.
      const char c = chars[0];
      size_t b = 0, e = s.size();
      if (left)
        while (b < e && s[b] == c) ++b;
      if (right)
        while (e > b && s[e - 1] == c) --e;
      if (b == 0 && e == s.size()) {
        a.str(0)->incRef();
        a.retString(a.str(0));
        return;
      }
      a.retString(s.substr(b, e - b));
      return;
    }
    charMask(chars, ownMask, &a);
    mask = ownMask;
  }
  size_t b = 0, e = s.size();
  if (left)
    while (b < e && mask[(unsigned char)s[b]]) ++b;
  if (right)
    while (e > b && mask[(unsigned char)s[e - 1]]) --e;
  if (b == 0 && e == s.size()) {
    a.str(0)->incRef();
    a.retString(a.str(0));
    return;
  }
  a.retString(s.substr(b, e - b));
}
void f_trim(NativeArgs& a) { trimImpl(a, true, true); }
void f_ltrim(NativeArgs& a) { trimImpl(a, true, false); }
void f_rtrim(NativeArgs& a) { trimImpl(a, false, true); }

void f_str_repeat(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t n = a.i64(1);
  if (n < 0) valueError(a, 1, "must be greater than or equal to 0");
  if (s.empty() || n == 0) {
    a.retString(StringData::empty());
    return;
  }
  // php's zend_string_safe_alloc(len, n, 0): an overflowing size, then the
  // memory limit.
  unsigned __int128 total = (unsigned __int128)s.size() * uint64_t(n) + 32;
  if (total > SIZE_MAX) {
    raiseFatal("Possible integer overflow in memory allocation (%zu * %llu + 32)", s.size(), (unsigned long long)n);
  }
  checkStringSize(s.size() * size_t(n));
  StringData* r = StringData::makeUninit(uint32_t(s.size() * size_t(n)));
  char* d = r->mutableData();
  if (s.size() == 1) {
    std::memset(d, s[0], size_t(n));
  } else {
    for (int64_t i = 0; i < n; ++i) std::memcpy(d + i * s.size(), s.data(), s.size());
  }
  a.retString(r);
}

void f_str_pad(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t len = a.i64(1);
  std::string_view pad = a.svOr(2, " ");
  int64_t type = a.i64Or(3, 1);   // STR_PAD_RIGHT
  if (len <= int64_t(s.size())) {
    a.str(0)->incRef();
    a.retString(a.str(0));
    return;
  }
  if (pad.empty()) valueError(a, 2, "must be a non-empty string");
  if (type < 0 || type > 2) valueError(a, 3, "must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH");
  size_t total = size_t(len) - s.size();
  size_t left = type == 0 ? total : (type == 2 ? total / 2 : 0);
  size_t right = total - left;
  checkStringSize(size_t(len));   // php's memory-limit fatal when too big
  StringData* r = StringData::makeUninit(uint32_t(len));
  char* d = r->mutableData();
  for (size_t i = 0; i < left; ++i) d[i] = pad[i % pad.size()];
  if (!s.empty()) std::memcpy(d + left, s.data(), s.size());
  for (size_t i = 0; i < right; ++i) d[left + s.size() + i] = pad[i % pad.size()];
  a.retString(r);
}

void f_strrev(NativeArgs& a) {
  std::string_view s = a.sv(0);
  StringData* r = StringData::makeUninit(uint32_t(s.size()));
  char* d = r->mutableData();
  for (size_t i = 0, n = s.size(); i < n; ++i) d[i] = s[n - 1 - i];
  a.retString(r);
}

// --- Splitting and joining -----------------------------------------------------------------------

void f_explode(NativeArgs& a) {
  std::string_view sep = a.sv(0), s = a.sv(1);
  if (sep.empty()) valueError(a, 0, "cannot be empty");
  int64_t limit = a.i64Or(2, INT64_MAX);
  if (limit == 0) limit = 1;
  ArrayData* r = ArrayData::makePacked(8);
  if (s.empty()) {
    if (limit >= 0) ArrayData::append(r, makeStringNoIncRef(StringData::empty()));
    a.retArray(r);
    return;
  }
  auto piece = [](std::string_view p) {
    // One-byte pieces are the shared static strings, as "$s[$i]" gives.
    if (p.size() <= 1)
      return makeStringNoIncRef(p.empty() ? StringData::empty() : StringData::singleChar(static_cast<unsigned char>(p[0])));
    return makeStringNoIncRef(StringData::make(p));
  };
  if (limit > 0) {
    // Pieces go straight into the result: at most limit - 1 cuts. A one-byte
    // separator is found with memchr (string_view's find of a string
    // searches its first byte, then compares).
    size_t start = 0;
    int64_t cuts = 0;
    const bool oneByte = sep.size() == 1;
    auto findSep = [&](size_t from) { return oneByte ? s.find(sep[0], from) : s.find(sep, from); };
    for (size_t p = findSep(0); p != std::string_view::npos; p = findSep(start)) {
      if (cuts == limit - 1) break;
      ArrayData::append(r, piece(s.substr(start, p - start)));
      ++cuts;
      start = p + sep.size();
    }
    ArrayData::append(r, piece(s.substr(start)));
    a.retArray(r);
    return;
  }
  // A negative limit drops that many pieces from the end: find them all first.
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t p = s.find(sep); p != std::string_view::npos; p = s.find(sep, start)) {
    parts.push_back(s.substr(start, p - start));
    start = p + sep.size();
  }
  parts.push_back(s.substr(start));
  size_t n = int64_t(parts.size()) + limit > 0 ? size_t(int64_t(parts.size()) + limit) : 0;
  for (size_t i = 0; i < n; ++i) ArrayData::append(r, piece(parts[i]));
  a.retArray(r);
}

/// implode's result when every element is a string or an int: measured
/// first, then written into one allocation. Null when some element needs a
/// conversion that may warn or run code (the general path handles those).
StringData* implodeStringsAndInts(std::string_view sep, const ArrayData* arr) {
  // A list's values are read in place; other arrays through the iterator.
  const bool packed = arr->isPacked();
  const TypedValue* const list = packed ? arr->packedData() : nullptr;
  const uint32_t end = packed ? arr->size() : arr->iterEnd();
  const uint32_t first = packed ? 0 : arr->iterBegin();
  auto next = [&](uint32_t pos) { return packed ? pos + 1 : arr->iterAdvance(pos); };
  auto value = [&](uint32_t pos) -> const TypedValue& { return packed ? list[pos] : *arr->iterValue(pos); };
  size_t total = 0;
  size_t ints = 0;
  uint32_t n = 0;
  for (uint32_t pos = first; pos < end; pos = next(pos)) {
    const TypedValue& v = value(pos);
    if (v.m_type == DataType::String) total += v.m_data.pstr->size();
    else if (v.m_type == DataType::Int) total += 20, ++ints;   // an upper bound on the digits and sign
    else return nullptr;
    ++n;
  }
  if (n) total += sep.size() * (n - 1);
  checkStringSize(total - ints * 19);   // at least one digit each: php's fatal when that cannot fit
  if (total > UINT32_MAX / 2) return nullptr;
  StringData* r = StringData::makeReserve(uint32_t(total));
  char* out = r->mutableData();
  char* const begin = out;
  for (uint32_t pos = first; pos < end; pos = next(pos)) {
    if (pos != first) {
      if (sep.size() == 1) *out++ = sep[0];   // `implode(';', ...)`: a store, not a memcpy call
      else if (!sep.empty()) std::memcpy(out, sep.data(), sep.size()), out += sep.size();
    }
    const TypedValue& v = value(pos);
    if (v.m_type == DataType::String) {
      const StringData* p = v.m_data.pstr;
      if (p->size()) std::memcpy(out, p->data(), p->size());
      out += p->size();
    } else {
      char buf[24];
      const std::string_view t = formatIntTo(buf, v.m_data.num);
      std::memcpy(out, t.data(), t.size());
      out += t.size();
    }
  }
  r->setSize(uint32_t(out - begin));
  return r;
}

void f_implode(NativeArgs& a) {
  // implode(array) or implode(string, array); the separator arrives already
  // coerced to string or array, so the messages name "string".
  std::string_view sep;
  const ArrayData* arr = nullptr;
  if (a.isNull(1)) {
    if (!a.arg(0).isArray())
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must be of type array, string given", a.func->name->data());
    arr = a.arr(0);
  } else {
    if (a.arg(0).isArray())
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($separator) must be of type string, array given",
                  a.func->name->data());
    sep = a.sv(0);
    arr = a.arr(1);
  }
  if (StringData* r = implodeStringsAndInts(sep, arr)) {
    a.retString(r);
    return;
  }
  // The separator is copied: converting an element may run code that
  // changes what the argument slots hold.
  const std::string sepCopy(sep);
  std::string out;
  bool first = true;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& v) {
    if (!first) out += sepCopy;
    first = false;
    appendToString(out, v);
    reqEnsureRoom(out.size());   // the native buffer counts against memory_limit as it grows
  });
  a.retString(out);
}

void f_str_split(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t n = a.i64Or(1, 1);
  if (n < 1) valueError(a, 1, "must be greater than 0");
  ArrayData* r = ArrayData::makePacked(uint32_t(s.size() / size_t(n) + 1));
  // Since 8.2 an empty string gives an empty array.
  for (size_t i = 0; i < s.size(); i += size_t(n))
    ArrayData::append(r, makeStringNoIncRef(StringData::make(s.substr(i, size_t(n)))));
  a.retArray(r);
}

void f_chunk_split(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t n = a.i64Or(1, 76);
  std::string_view end = a.svOr(2, "\r\n");
  if (n < 1) valueError(a, 1, "must be greater than 0");
  std::string r;
  // An empty string still gets one separator.
  if (s.empty()) r = end;
  NativeBufferGuard guard;
  for (size_t i = 0; i < s.size(); i += size_t(n)) {
    r += s.substr(i, size_t(n));
    r += end;
    guard(r.size());   // the result counts against memory_limit as it grows
  }
  a.retString(r);
}

void f_wordwrap(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t width = a.i64Or(1, 75);
  std::string_view brk = a.svOr(2, "\n");
  bool cut = a.bOr(3, false);
  if (brk.empty()) valueError(a, 2, "cannot be empty");
  if (width == 0 && cut) valueError(a, 3, "cannot be true when argument #2 ($width) is 0");
  std::string out;
  size_t lineStart = 0, lastSpace = std::string_view::npos;
  std::string cur;
  // Port of php's algorithm: walk words, break at spaces past the width.
  size_t i = 0, laststart = 0, lastspace = 0;
  std::string text(s);
  NativeBufferGuard guard;
  for (i = 0; i < text.size(); ++i) {
    guard(out.size());   // the result counts against memory_limit as it grows
    if (text.compare(i, brk.size(), brk) == 0) {
      out.append(text, laststart, i - laststart + brk.size());
      i += brk.size() - 1;
      laststart = lastspace = i + 1;
    } else if (text[i] == ' ') {
      if (int64_t(i - laststart) >= width) {
        out.append(text, laststart, i - laststart);
        out += brk;
        laststart = i + 1;
      }
      lastspace = i;
    } else if (int64_t(i - laststart) >= width && cut && laststart >= lastspace) {
      out.append(text, laststart, i - laststart);
      out += brk;
      laststart = lastspace = i;
    } else if (int64_t(i - laststart) >= width && laststart < lastspace) {
      out.append(text, laststart, lastspace - laststart);
      out += brk;
      laststart = lastspace = lastspace + 1;
    }
  }
  if (laststart != i) out.append(text, laststart, i - laststart);
  (void)lineStart;
  (void)lastSpace;
  a.retString(out);
}

// --- Replacing ---------------------------------------------------------------------------------------

/// Every occurrence of `from` in `s` replaced by `to`, in a string of the
/// result's exact size (found positions first, then one allocation, as php's
/// php_str_to_str_ex); counts replacements. Null when there is none.
StringData* replaceAll(std::string_view s, std::string_view from, std::string_view to, bool ci, int64_t& count) {
  if (from.empty() || from.size() > s.size()) return nullptr;
  std::string lowerS, lowerFrom;
  std::string_view hs = s, nf = from;
  if (ci) {
    lowerS = toLowerStr(s);
    lowerFrom = toLowerStr(from);
    hs = lowerS;
    nf = lowerFrom;
  }
  size_t p = findBytes(hs, nf, 0);
  if (p == std::string_view::npos) return nullptr;
  // Positions on the stack for the usual few; a vector past that.
  size_t local[32];
  std::vector<size_t> more;
  size_t n = 0;
  for (; p != std::string_view::npos; p = findBytes(hs, nf, p + from.size())) {
    if (n < std::size(local)) local[n] = p;
    else more.push_back(p);
    ++n;
  }
  count += int64_t(n);
  size_t len = s.size() - n * from.size() + n * to.size();
  checkNativeBuffer(len);   // the result counts against memory_limit
  checkStringSize(len);
  StringData* r = StringData::makeUninit(static_cast<uint32_t>(len));
  char* out = r->mutableData();
  size_t start = 0;
  for (size_t k = 0; k < n; ++k) {
    size_t at = k < std::size(local) ? local[k] : more[k - std::size(local)];
    std::memcpy(out, s.data() + start, at - start);
    out += at - start;
    if (!to.empty()) std::memcpy(out, to.data(), to.size());
    out += to.size();
    start = at + from.size();
  }
  std::memcpy(out, s.data() + start, s.size() - start);
  return r;
}

/// A value's string bytes: a string's own, else converted into `tmp` (with
/// the conversion's warnings, as toStdString gives them).
std::string_view stringBytes(const TypedValue& v, std::string& tmp) {
  const TypedValue& d = *tvDeref(&v);
  if (d.isString()) return d.m_data.pstr->view();
  tmp = toStdString(d);
  return tmp;
}

/// The subject after every replacement: a new string (a reference of the
/// caller's), or null when nothing was replaced.
StringData* replaceInSubject(const TypedValue& search, const TypedValue& replace, std::string_view subject, bool ci,
                             int64_t& count) {
  const TypedValue& se = *tvDeref(&search);
  const TypedValue& re = *tvDeref(&replace);
  std::string fromTmp, toTmp;
  if (!se.isArray()) {
    std::string_view from = stringBytes(se, fromTmp);
    std::string_view to = re.isArray() ? std::string_view() : stringBytes(re, toTmp);
    return replaceAll(subject, from, to, ci, count);
  }
  const ArrayData* repl = re.isArray() ? re.m_data.parr : nullptr;
  uint32_t rp = repl ? repl->iterBegin() : 0;
  std::string replTmp;
  std::string_view replStr = repl ? std::string_view() : stringBytes(re, replTmp);
  StringData* cur = nullptr;   // the subject so far, once anything was replaced
  forEachElem(se.m_data.parr, [&](const TypedValue&, const TypedValue& f) {
    std::string_view from = stringBytes(f, fromTmp);
    std::string_view to;
    if (repl) {
      if (repl->iterValid(rp)) {
        to = stringBytes(*repl->iterValue(rp), toTmp);
        rp = repl->iterAdvance(rp);
      }
    } else {
      to = replStr;
    }
    if (StringData* next = replaceAll(cur ? cur->view() : subject, from, to, ci, count)) {
      if (cur) cur->decRef();
      cur = next;
    }
  });
  return cur;
}

void strReplaceImpl(NativeArgs& a, bool ci) {
  const TypedValue& subject = a.arg(2);
  int64_t count = 0;
  if (a.arg(1).isArray() && !a.arg(0).isArray())
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string",
                a.func->name->data());
  std::string subjTmp;
  // The element or subject itself when nothing was replaced, else the new string.
  auto result = [&](const TypedValue& d) -> StringData* {
    std::string_view in = stringBytes(d, subjTmp);
    if (StringData* r = replaceInSubject(a.arg(0), a.arg(1), in, ci, count)) return r;
    if (d.isString()) {
      d.m_data.pstr->incRef();
      return d.m_data.pstr;
    }
    return StringData::make(in);
  };
  if (subject.isArray()) {
    ArrayData* r = ArrayData::makeHash(subject.m_data.parr->size());
    forEachElem(subject.m_data.parr, [&](const TypedValue& k, const TypedValue& v) {
      // Every element is replaced in as a string (arrays too, with php's warning).
      ArrayData::set(r, keyOf(k), makeStringNoIncRef(result(*tvDeref(&v))));
    });
    a.retArray(r);
  } else {
    a.retString(result(*tvDeref(&subject)));
  }
  if (a.has(3)) tvAssignMove(a.ref(3), makeInt(count));
}
void f_str_replace(NativeArgs& a) { strReplaceImpl(a, false); }
void f_str_ireplace(NativeArgs& a) { strReplaceImpl(a, true); }

void f_substr_replace(NativeArgs& a) {
  auto one = [&](std::string_view s, const TypedValue& repl, int64_t off, int64_t len, bool hasLen) {
    int64_t n = s.size();
    if (off < 0) {
      off += n;
      if (off < 0) off = 0;
    } else if (off > n) {
      off = n;
    }
    if (!hasLen) len = n;
    if (len < 0) {
      len = n - off + len;
      if (len < 0) len = 0;
    }
    if (len > n - off) len = n - off;   // (off + len could overflow)
    std::string r(s.substr(0, size_t(off)));
    r += toStdString(repl);
    r += s.substr(size_t(off + len));
    return r;
  };
  const TypedValue& str = a.arg(0);
  const TypedValue& repl = a.arg(1);
  const TypedValue& offTv = a.arg(2);
  bool hasLen = !a.isNull(3);
  if (!str.isArray()) {
    if (offTv.isArray())
      throwError(ErrorKind::TypeError, "substr_replace(): Argument #3 ($offset) cannot be an array when working on a single string");
    if (hasLen && a.arg(3).isArray())
      throwError(ErrorKind::TypeError, "substr_replace(): Argument #4 ($length) cannot be an array when working on a single string");
    TypedValue r = repl.isArray() ? (repl.m_data.parr->size() ? *tvDeref(repl.m_data.parr->iterValue(repl.m_data.parr->iterBegin()))
                                                              : makeStringNoIncRef(StringData::empty()))
                                  : repl;
    a.retString(one(str.m_data.pstr->view(), r, toInt(offTv), hasLen ? toInt(a.arg(3)) : 0, hasLen));
    return;
  }
  ArrayData* out = ArrayData::makeHash(str.m_data.parr->size());
  uint32_t rp = repl.isArray() ? repl.m_data.parr->iterBegin() : 0;
  uint32_t op = offTv.isArray() ? offTv.m_data.parr->iterBegin() : 0;
  uint32_t lp = a.has(3) && a.arg(3).isArray() ? a.arg(3).m_data.parr->iterBegin() : 0;
  forEachElem(str.m_data.parr, [&](const TypedValue& k, const TypedValue& v) {
    TypedValue r = repl;
    if (repl.isArray()) {
      r = repl.m_data.parr->iterValid(rp) ? *repl.m_data.parr->iterValue(rp) : makeStringNoIncRef(StringData::empty());
      rp = repl.m_data.parr->iterAdvance(rp);
    }
    int64_t off = 0;
    if (offTv.isArray()) {
      off = offTv.m_data.parr->iterValid(op) ? toInt(*offTv.m_data.parr->iterValue(op)) : 0;
      op = offTv.m_data.parr->iterAdvance(op);
    } else {
      off = toInt(offTv);
    }
    int64_t len = 0;
    bool hl = hasLen;
    if (hasLen && a.arg(3).isArray()) {
      const ArrayData* la = a.arg(3).m_data.parr;
      hl = la->iterValid(lp);
      if (hl) len = toInt(*la->iterValue(lp));
      lp = la->iterAdvance(lp);
    } else if (hasLen) {
      len = toInt(a.arg(3));
    }
    std::string s = toStdString(v);
    ArrayData::set(out, keyOf(k), makeStringNoIncRef(StringData::make(one(s, r, off, len, hl))));
  });
  a.retArray(out);
}

void f_strtr(NativeArgs& a) {
  std::string_view s = a.sv(0);
  // Two arguments: a replacement array; three: a character map (from, to).
  bool pairsForm = a.count <= 2 || a.isNull(2);
  if (pairsForm && !a.arg(1).isArray())
    throwErrorF(ErrorKind::TypeError, "strtr(): Argument #2 ($from) must be of type array, %s given",
                typeNameForMessage(a.arg(1)).c_str());
  if (!pairsForm && a.arg(1).isArray())
    throwError(ErrorKind::TypeError, "strtr(): Argument #2 ($from) must be of type string, array given");
  if (s.empty()) {
    a.retString("");
    return;
  }
  if (pairsForm) {
    // Longest match first, each position replaced once.
    // Keys and values are viewed in place when they are strings; the others
    // are converted into `owned` (a deque: its strings never move).
    std::vector<std::pair<std::string_view, std::string_view>> pairs;
    pairs.reserve(a.arr(1)->size());
    std::unique_ptr<std::deque<std::string>> owned;   // made when needed: an empty deque allocates
    auto view = [&](const TypedValue& v) -> std::string_view {
      // (Not through a reference: user code run by a later conversion could
      // reassign it and free the string.)
      if (v.isString()) return v.m_data.pstr->view();
      if (!owned) owned = std::make_unique<std::deque<std::string>>();
      return owned->emplace_back(toStdString(*tvDeref(&v)));
    };
    size_t maxLen = 0, minLen = SIZE_MAX;
    forEachElem(a.arr(1), [&](const TypedValue& k, const TypedValue& v) {
      std::string_view key = view(k);
      if (key.empty()) {
        raiseWarning("strtr(): Ignoring replacement of empty string");
        return;
      }
      maxLen = std::max(maxLen, key.size());
      minLen = std::min(minLen, key.size());
      pairs.emplace_back(key, view(v));
    });
    if (pairs.empty()) {
      a.str(0)->incRef();
      a.retString(a.str(0));
      return;
    }
    if (pairs.size() == 1) {
      // php replaces a single pair as str_replace does: the occurrences are
      // counted first and the result allocated at once, so a result past
      // memory_limit fails before any work (php's size in the message).
      std::string_view key = pairs[0].first;
      std::string_view rep = pairs[0].second;
      size_t count = 0;
      for (size_t p = s.find(key); p != std::string_view::npos; p = s.find(key, p + key.size())) ++count;
      if (count == 0) {
        a.str(0)->incRef();
        a.retString(a.str(0));
        return;
      }
      size_t total = s.size() - count * key.size() + count * rep.size();   // < 2^62: lengths are 32-bit
      checkStringSize(total);
      reqEnsureRoom(total);
      StringData* r = StringData::makeUninit(static_cast<uint32_t>(total));
      char* w = r->mutableData();
      size_t from = 0;
      for (size_t p = s.find(key); p != std::string_view::npos; p = s.find(key, from)) {
        std::memcpy(w, s.data() + from, p - from);
        w += p - from;
        std::memcpy(w, rep.data(), rep.size());
        w += rep.size();
        from = p + key.size();
      }
      std::memcpy(w, s.data() + from, s.size() - from);
      w[s.size() - from] = 0;
      a.retString(r);
      return;
    }
    // Positions whose byte starts no key are copied in runs (php's shift
    // table does the same); only lengths some key has are looked up. A few
    // keys are compared directly (longest first), more through a hash map.
    ByteSet starts{std::string_view()};
    uint64_t lengths = 0;   // bit l-1: a key of length l (l <= 64)
    for (const auto& [k, v] : pairs) {
      starts.add(static_cast<unsigned char>(k[0]));
      if (k.size() <= 64) lengths |= uint64_t(1) << (k.size() - 1);
    }
    constexpr size_t kLinearPairs = 8;
    std::unordered_map<std::string_view, std::string_view> map;
    if (pairs.size() > kLinearPairs)
      for (const auto& [k, v] : pairs) map.emplace(k, v);   // the first of equal keys wins, as before
    else
      std::stable_sort(pairs.begin(), pairs.end(),
                       [](const auto& x, const auto& y) { return x.first.size() > y.first.size(); });
    const bool longKeys = maxLen > 64;
    std::string out;
    out.reserve(s.size());
    // The result grows as php's smart_str does: it counts against
    // memory_limit (and the string size limit) as it grows.
    auto counted = [&] {
      if (out.size() >= (size_t(1) << 20)) {
        checkStringSize(out.size());
        reqEnsureRoom(out.size());
      }
    };
    for (size_t i = 0; i < s.size(); counted()) {
      if (!starts.has(static_cast<unsigned char>(s[i]))) {
        size_t j = i + 1;
        while (j < s.size() && !starts.has(static_cast<unsigned char>(s[j]))) ++j;
        out.append(s.data() + i, j - i);
        i = j;
        continue;
      }
      bool done = false;
      if (pairs.size() <= kLinearPairs) {
        const std::string_view rest = s.substr(i);
        for (const auto& [k, v] : pairs) {
          if (k.size() <= rest.size() && std::memcmp(rest.data(), k.data(), k.size()) == 0) {
            out += v;
            i += k.size();
            done = true;
            break;
          }
        }
      } else {
        for (size_t l = std::min(maxLen, s.size() - i); l >= minLen && l > 0; --l) {
          if (!longKeys && !((lengths >> (l - 1)) & 1)) continue;
          auto it = map.find(s.substr(i, l));
          if (it != map.end()) {
            out += it->second;
            i += l;
            done = true;
            break;
          }
        }
      }
      if (!done) out += s[i++];
    }
    a.retString(out);
    return;
  }
  std::string_view from = a.sv(1), to = a.sv(2);
  size_t n = std::min(from.size(), to.size());
  unsigned char map[256];
  for (int i = 0; i < 256; ++i) map[i] = (unsigned char)i;
  for (size_t i = 0; i < n; ++i) map[(unsigned char)from[i]] = (unsigned char)to[i];
  std::string out(s);
  for (char& c : out) c = char(map[(unsigned char)c]);
  a.retString(out);
}

// --- Characters -----------------------------------------------------------------------------------------

void f_ord(NativeArgs& a) {
  std::string_view s = a.sv(0);
  a.retInt(s.empty() ? 0 : (unsigned char)s[0]);
}

void f_chr(NativeArgs& a) {
  int64_t c = a.i64(0) % 256;
  if (c < 0) c += 256;
  a.retString(StringData::singleChar((unsigned char)c));
}

void f_nl2br(NativeArgs& a) {
  std::string_view s = a.sv(0);
  bool xhtml = a.bOr(1, true);
  std::string out;
  NativeBufferGuard guard;
  for (size_t i = 0; i < s.size(); ++i) {
    guard(out.size());   // the result counts against memory_limit as it grows
    char c = s[i];
    if (c == '\r' || c == '\n') {
      out += xhtml ? "<br />" : "<br>";
      out += c;
      if (i + 1 < s.size() && ((c == '\r' && s[i + 1] == '\n') || (c == '\n' && s[i + 1] == '\r'))) out += s[++i];
    } else {
      out += c;
    }
  }
  a.retString(out);
}

void f_str_word_count(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t format = a.i64Or(1, 0);
  if (format < 0 || format > 2) valueError(a, 1, "must be a valid format value");
  bool extra[256] = {};
  bool haveExtra = !a.isNull(2);
  if (haveExtra) charMask(a.sv(2), extra, &a);
  ArrayData* r = format ? ArrayData::makeHash(8) : nullptr;
  int64_t count = 0;
  // A word is a run of letters, ' and -, plus the extra characters; only the
  // string's very first ' or - and its very last - are cut off.
  size_t p = 0, e = s.size();
  if (e) {
    if ((s[0] == '\'' && !extra[uint8_t('\'')]) || (s[0] == '-' && !extra[uint8_t('-')])) ++p;
    if (s[e - 1] == '-' && !extra[uint8_t('-')]) --e;
  }
  auto inWord = [&](unsigned char c) { return isalpha(c) || extra[c] || c == '\'' || c == '-'; };
  while (p < e) {
    size_t start = p;
    while (p < e && inWord((unsigned char)s[p])) ++p;
    if (p > start) {
      std::string_view w = s.substr(start, p - start);
      if (format == 1) ArrayData::append(r, makeStringNoIncRef(StringData::make(w)));
      else if (format == 2) ArrayData::set(r, ArrayKey::ofInt(int64_t(start)), makeStringNoIncRef(StringData::make(w)));
      else ++count;
    }
    ++p;
  }
  if (format == 0) a.retInt(count);
  else a.retArray(r);
}

void f_similar_text(NativeArgs& a) {
  std::string_view s1 = a.sv(0), s2 = a.sv(1);
  std::function<int64_t(std::string_view, std::string_view)> sim = [&](std::string_view x, std::string_view y) -> int64_t {
    if (x.empty() || y.empty()) return 0;
    size_t best = 0, px = 0, py = 0;
    for (size_t i = 0; i < x.size(); ++i)
      for (size_t j = 0; j < y.size(); ++j) {
        size_t k = 0;
        while (i + k < x.size() && j + k < y.size() && x[i + k] == y[j + k]) ++k;
        if (k > best) {
          best = k;
          px = i;
          py = j;
        }
      }
    if (!best) return 0;
    return int64_t(best) + sim(x.substr(0, px), y.substr(0, py)) + sim(x.substr(px + best), y.substr(py + best));
  };
  int64_t s = sim(s1, s2);
  if (a.has(2)) {
    double pct = s1.size() + s2.size() ? double(s) * 2.0 * 100.0 / double(s1.size() + s2.size()) : 0.0;
    tvAssignMove(a.ref(2), makeDouble(pct));
  }
  a.retInt(s);
}

void f_levenshtein(NativeArgs& a) {
  std::string_view x = a.sv(0), y = a.sv(1);
  int64_t ci = a.i64Or(2, 1), cr = a.i64Or(3, 1), cd = a.i64Or(4, 1);
  std::vector<int64_t> prev(y.size() + 1), cur(y.size() + 1);
  for (size_t j = 0; j <= y.size(); ++j) prev[j] = int64_t(j) * ci;
  for (size_t i = 0; i < x.size(); ++i) {
    cur[0] = prev[0] + cd;
    for (size_t j = 0; j < y.size(); ++j) {
      int64_t c0 = prev[j] + (x[i] == y[j] ? 0 : cr);
      int64_t c1 = prev[j + 1] + cd;
      int64_t c2 = cur[j] + ci;
      cur[j + 1] = std::min({c0, c1, c2});
    }
    std::swap(prev, cur);
  }
  a.retInt(prev[y.size()]);
}

void f_soundex(NativeArgs& a) {
  std::string_view s = a.sv(0);
  static const char codes[] = "01230120022455012623010202";
  std::string out;
  char last = 0;
  for (char c0 : s) {
    char c = upperAscii(c0);
    if (c < 'A' || c > 'Z') continue;
    char code = codes[c - 'A'];
    if (out.empty()) {
      out += c;
      last = code;
    } else {
      if (code != '0' && code != last) out += code;
      if (c != 'H' && c != 'W') last = code;
    }
    if (out.size() == 4) break;
  }
  if (out.empty()) {
    a.retString("");
    return;
  }
  while (out.size() < 4) out += '0';
  a.retString(out);
}

void f_addslashes(NativeArgs& a) {
  std::string out;
  NativeBufferGuard guard;
  for (char c : a.sv(0)) {
    guard(out.size());   // the result counts against memory_limit as it grows
    if (c == '\0') {
      out += "\\0";
      continue;
    }
    if (c == '\'' || c == '"' || c == '\\') out += '\\';
    out += c;
  }
  a.retString(out);
}

void f_stripslashes(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      ++i;
      out += s[i] == '0' ? '\0' : s[i];
    } else if (s[i] != '\\') {
      out += s[i];
    }
  }
  a.retString(out);
}

void f_quotemeta(NativeArgs& a) {
  checkNativeAlloc(a.sv(0).size() * 2);   // php's buffer for the worst case, taken first
  std::string out;
  for (char c : a.sv(0)) {
    if (std::strchr(".\\+*?[^]$()", c) && c) out += '\\';
    out += c;
  }
  a.retString(out);
}

void f_count_chars(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t mode = a.i64Or(1, 0);
  if (mode < 0 || mode > 4) valueError(a, 1, "must be between 0 and 4 (inclusive)");
  int64_t counts[256] = {0};
  for (unsigned char c : s) counts[c]++;
  if (mode <= 2) {
    ArrayData* r = ArrayData::makeHash(256);
    for (int i = 0; i < 256; ++i) {
      if (mode == 1 && !counts[i]) continue;
      if (mode == 2 && counts[i]) continue;
      ArrayData::set(r, ArrayKey::ofInt(i), makeInt(counts[i]));
    }
    a.retArray(r);
    return;
  }
  std::string out;
  for (int i = 0; i < 256; ++i)
    if ((mode == 3) == (counts[i] != 0)) out += char(i);
  a.retString(out);
}

const BuiltinDecl kStringBuiltins[] = {
    {"strlen(string $string): int", f_strlen},
    {"substr(string $string, int $offset, ?int $length = null): string", f_substr},
    {"substr_count(string $haystack, string $needle, int $offset = 0, ?int $length = null): int", f_substr_count},
    {"strpos(string $haystack, string $needle, int $offset = 0): int|false", f_strpos},
    {"stripos(string $haystack, string $needle, int $offset = 0): int|false", f_stripos},
    {"strrpos(string $haystack, string $needle, int $offset = 0): int|false", f_strrpos},
    {"strripos(string $haystack, string $needle, int $offset = 0): int|false", f_strripos},
    {"strstr(string $haystack, string $needle, bool $before_needle = false): string|false", f_strstr},
    {"strchr(string $haystack, string $needle, bool $before_needle = false): string|false", f_strstr},
    {"stristr(string $haystack, string $needle, bool $before_needle = false): string|false", f_stristr},
    {"strrchr(string $haystack, string $needle): string|false", f_strrchr},
    {"str_contains(string $haystack, string $needle): bool", f_str_contains},
    {"str_starts_with(string $haystack, string $needle): bool", f_str_starts_with},
    {"str_ends_with(string $haystack, string $needle): bool", f_str_ends_with},
    {"strpbrk(string $string, string $characters): string|false", f_strpbrk},
    {"strspn(string $string, string $characters, int $offset = 0, ?int $length = null): int", f_strspn},
    {"strcspn(string $string, string $characters, int $offset = 0, ?int $length = null): int", f_strcspn},
    {"strcmp(string $string1, string $string2): int", f_strcmp},
    {"strcasecmp(string $string1, string $string2): int", f_strcasecmp},
    {"strncmp(string $string1, string $string2, int $length): int", f_strncmp},
    {"strncasecmp(string $string1, string $string2, int $length): int", f_strncasecmp},
    {"strnatcmp(string $string1, string $string2): int", f_strnatcmp},
    {"strnatcasecmp(string $string1, string $string2): int", f_strnatcasecmp},
    {"substr_compare(string $haystack, string $needle, int $offset, ?int $length = null, bool $case_insensitive = false): int", f_substr_compare},
    {"strcoll(string $string1, string $string2): int", f_strcoll},
    {"strtolower(string $string): string", f_strtolower},
    {"strtoupper(string $string): string", f_strtoupper},
    {"ucfirst(string $string): string", f_ucfirst},
    {"lcfirst(string $string): string", f_lcfirst},
    {"ucwords(string $string, string $separators = \" \\t\\r\\n\\f\\v\"): string", f_ucwords},
    {"trim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f_trim},
    {"ltrim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f_ltrim},
    {"rtrim(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f_rtrim},
    {"chop(string $string, string $characters = \" \\n\\r\\t\\v\\0\"): string", f_rtrim},
    {"str_repeat(string $string, int $times): string", f_str_repeat},
    {"str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string", f_str_pad},
    {"strrev(string $string): string", f_strrev},
    {"explode(string $separator, string $string, int $limit = PHP_INT_MAX): array", f_explode},
    {"implode(array|string $separator, ?array $array = null): string", f_implode},
    {"join(array|string $separator, ?array $array = null): string", f_implode},
    {"str_split(string $string, int $length = 1): array", f_str_split},
    {"chunk_split(string $string, int $length = 76, string $separator = \"\\r\\n\"): string", f_chunk_split},
    {"wordwrap(string $string, int $width = 75, string $break = \"\\n\", bool $cut_long_words = false): string", f_wordwrap},
    {"str_replace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array", f_str_replace},
    {"str_ireplace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array", f_str_ireplace},
    {"substr_replace(array|string $string, array|string $replace, array|int $offset, array|int|null $length = null): string|array", f_substr_replace},
    {"strtr(string $string, array|string $from, ?string $to = null): string", f_strtr},
    {"ord(string $character): int", f_ord},
    {"chr(int $codepoint): string", f_chr},
    {"nl2br(string $string, bool $use_xhtml = true): string", f_nl2br},
    {"str_word_count(string $string, int $format = 0, ?string $characters = null): array|int", f_str_word_count},
    {"similar_text(string $string1, string $string2, &$percent = null): int", f_similar_text},
    {"levenshtein(string $string1, string $string2, int $insertion_cost = 1, int $replacement_cost = 1, int $deletion_cost = 1): int", f_levenshtein},
    {"soundex(string $string): string", f_soundex},
    {"addslashes(string $string): string", f_addslashes},
    {"stripslashes(string $string): string", f_stripslashes},
    {"quotemeta(string $string): string", f_quotemeta},
    {"count_chars(string $string, int $mode = 0): array|string", f_count_chars},
};
HOP_REGISTER_BUILTINS(kStringBuiltins);

const ConstantDecl kStringConstants[] = {
    {"STR_PAD_LEFT", makeInt(0)},
    {"STR_PAD_RIGHT", makeInt(1)},
    {"STR_PAD_BOTH", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kStringConstants);

} // namespace

} // namespace hop
