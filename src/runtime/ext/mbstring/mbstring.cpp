// mbstring.cpp — the mbstring module: lengths, substrings, searching and splitting of multibyte strings.
#include <algorithm>
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/mbstring/mb-text.h"

namespace hop {

HOP_REGISTER_EXTENSION("mbstring");

namespace mb {

Text::Text(const Encoding* e, std::string_view s) : enc(e) {
  if (e->kind == Kind::Utf8 || (!e->width && e->kind != Kind::Icu && e->kind != Kind::Utf16 && e->kind != Kind::Utf16BE &&
                                 e->kind != Kind::Utf16LE && e->kind != Kind::Utf7 && e->kind != Kind::Utf7Imap &&
                                 e->kind != Kind::HtmlEnt && !e->isTransfer())) {
    bytes.assign(s);
  } else if (e->width) {
    bytes.assign(s);
    width = e->width;
    for (size_t i = 0; i + width <= bytes.size(); i += width) starts.push_back(i);
    return;
  } else if (e->mblen) {
    bytes.assign(s);   // php walks a double-byte charset by its lead-byte table too
  } else {
    bytes = toUtf8(e, s);
    converted = true;
  }
  const unsigned char* tab = e->mblen && !converted ? e->mblen : utf8()->mblen;
  size_t n = bytes.size();
  starts.reserve(n);
  for (size_t i = 0; i < n;) {
    starts.push_back(i);
    i += tab[static_cast<unsigned char>(bytes[i])];
  }
}

size_t Text::charOf(size_t byte) const {
  return size_t(std::lower_bound(starts.begin(), starts.end(), byte) - starts.begin());
}

std::string Text::slice(size_t from, size_t n) const {
  size_t len = length();
  if (from > len) from = len;
  if (n > len - from) n = len - from;
  size_t b = byteOf(from), e = byteOf(from + n);
  if (e < b) e = b;
  std::string_view part(bytes.data() + b, e - b);
  return converted ? fromUtf8(enc, part) : std::string(part);
}

std::string fromUtf8(const Encoding* e, std::string_view s) {
  if (e->kind == Kind::Utf8) return std::string(s);
  return encode(e, decode(utf8(), s));
}

std::string toUtf8(const Encoding* e, std::string_view s) {
  std::vector<uint32_t> cps = decode(e, s);
  std::string out;
  out.reserve(cps.size());
  for (uint32_t c : cps) {
    if (c == kBadInput || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) out += '?';
    else appendUtf8(out, c);
  }
  return out;
}

} // namespace mb

using namespace mb;

namespace {

const Encoding* encArg(NativeArgs& a, uint32_t i, const char* fn) {
  const Func* f = a.func;
  (void)f;
  return encodingArg(fn, int(i + 1), "encoding", a.isNull(i) ? std::string_view() : a.sv(i), !a.isNull(i));
}

/// Walks characters by their lead byte's length (`tab`, php's mblen table)
/// from byte `pos`, at most `limit` characters: where it stopped (clamped
/// to the end) and how many it passed. Runs of ASCII go 8 bytes at a time
/// (each is one character in every table used here: UTF-8 and the
/// double-byte charsets give bytes below 0x80 a length of 1).
struct Walk {
  size_t pos;
  size_t chars;
};
Walk leadWalk(const unsigned char* tab, std::string_view s, size_t pos, size_t limit) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size(), k = 0;
  while (k < limit && pos < n) {
    if (pos + 8 <= n && limit - k >= 8) {
      uint64_t w;
      std::memcpy(&w, p + pos, 8);
      if (!(w & 0x8080808080808080ull)) {
        pos += 8;
        k += 8;
        continue;
      }
    }
    pos += tab[p[pos]];
    ++k;
  }
  return {pos < n ? pos : n, k};
}

/// mb_strlen's count: by width, by the lead byte's length for UTF-8, else decoded characters.
int64_t mbLength(const Encoding* e, std::string_view s) {
  if (e->width) return int64_t(s.size() / e->width);
  if (e->kind == Kind::Pass || e->kind == Kind::Bit8 || e->kind == Kind::Latin1 || e->kind == Kind::Ascii || e->isTransfer())
    return int64_t(s.size());
  if (e->mblen) return int64_t(leadWalk(e->mblen, s, 0, s.size()) .chars);
  return int64_t(decode(e, s).size());
}

void f_mb_strlen(NativeArgs& a) {
  const Encoding* e = encArg(a, 1, "mb_strlen");
  a.retInt(mbLength(e, a.sv(0)));
}

/// php's substr-style start/length resolution on `len` characters.
bool resolveRange(int64_t len, int64_t start, bool hasLen, int64_t length, int64_t& from, int64_t& count) {
  if (start < 0) start = std::max<int64_t>(0, len + start);
  if (start > len) start = len;
  if (!hasLen) length = len - start;
  else if (length < 0) length = std::max<int64_t>(0, len - start + length);
  if (length > len - start) length = len - start;
  from = start;
  count = length;
  return true;
}

void f_mb_substr(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_substr");
  if (e->kind == Kind::Utf8 && e->mblen) {
    // UTF-8 (Text's by-lead-byte walk) without copying the string or
    // recording every character's start.
    std::string_view s = a.sv(0);
    const int64_t start = a.i64(1), length = a.i64Or(2, 0);
    const bool hasLen = !a.isNull(2);
    if (start >= 0 && (!hasLen || length >= 0)) {
      // Counted from the front: the walks stop at the string's end, which
      // is what resolveRange's clamps to the length give, so the whole
      // string's length is not needed (commonmark's Cursor takes one
      // character at a time out of long lines).
      const size_t b = leadWalk(e->mblen, s, 0, size_t(start)).pos;
      const size_t end = hasLen ? leadWalk(e->mblen, s, b, size_t(length)).pos : s.size();
      return a.retString(s.substr(b, end - b));
    }
    int64_t from, count;
    resolveRange(int64_t(leadWalk(e->mblen, s, 0, s.size()).chars), start, hasLen, length, from, count);
    size_t b = leadWalk(e->mblen, s, 0, size_t(from)).pos;
    size_t end = leadWalk(e->mblen, s, b, size_t(count)).pos;
    return a.retString(s.substr(b, end - b));
  }
  Text t(e, a.sv(0));
  int64_t from, count;
  resolveRange(int64_t(t.length()), a.i64(1), !a.isNull(2), a.i64Or(2, 0), from, count);
  a.retString(t.slice(size_t(from), size_t(count)));
}

void f_mb_strcut(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_strcut");
  std::string_view s = a.sv(0);
  int64_t len = int64_t(s.size());
  int64_t start = a.i64(1);
  if (start < 0) start = std::max<int64_t>(0, len + start);
  if (start > len) return a.retString("");
  int64_t length = a.isNull(2) ? len - start : a.i64(2);
  if (length < 0) length = std::max<int64_t>(0, len - start + length);
  if (length > len - start) length = len - start;
  if (e->width) {
    int w = e->width;
    int64_t b = start - start % w, end = start + length;
    end -= end % w;
    if (end < b) end = b;
    return a.retString(s.substr(size_t(b), size_t(end - b)));
  }
  if (e->mblen) {
    // php walks whole characters from the string's start by their lead
    // byte's length (UTF-8: C2-DF 2, E0-EF 3, F0-F4 4, anything else 1): the cut
    // starts at the last character start at or before `start` and ends at
    // the last one at or before that start plus the length asked for.
    auto step = [&](int64_t i) -> int64_t { return e->mblen[static_cast<unsigned char>(s[size_t(i)])]; };
    auto boundaryAtOrBefore = [&](int64_t from, int64_t limit) {
      int64_t p = from, m = 0;
      while (p < limit) p += (m = step(p));
      return p > limit ? p - m : p;
    };
    int64_t b = boundaryAtOrBefore(0, start);
    int64_t asked = a.isNull(2) ? len : a.i64(2) < 0 ? std::max<int64_t>(0, len - start + a.i64(2)) : a.i64(2);
    int64_t end = asked >= len - b ? len : boundaryAtOrBefore(b, b + asked);
    return a.retString(s.substr(size_t(b), size_t(end - b)));
  }
  if (e->kind == Kind::Pass || e->kind == Kind::Bit8 || e->kind == Kind::Latin1 || e->kind == Kind::Ascii)
    return a.retString(s.substr(size_t(start), size_t(length)));
  // Other encodings: whole characters whose bytes fit in the range.
  std::vector<uint32_t> cps = decode(e, s);
  std::string out;
  size_t pos = 0;
  std::vector<uint32_t> take;
  for (uint32_t c : cps) {
    size_t w = encode(e, {c}).size();
    if (pos >= size_t(start) && pos + w <= size_t(start + length)) take.push_back(c);
    pos += w;
  }
  a.retString(encode(e, take));
}

// --- searching ----------------------------------------------------------------------

/// A needle in the haystack's search space.
std::string needleBytes(const Text& h, std::string_view needle) {
  return h.converted ? toUtf8(h.enc, needle) : std::string(needle);
}

std::string foldUtf8(const Encoding* e, std::string_view s) {
  std::vector<uint32_t> cps = convertCase(decode(e, s), 7 /* MB_CASE_FOLD_SIMPLE */);
  return encode(e, cps);
}

// php 8.2 searches UTF-8 bytes (other encodings are converted to UTF-8 first) and
// maps between character offsets and byte positions by two different rules: a byte
// position's offset counts the bytes before it that are not continuation bytes, while
// a positive offset walks forward by the lead byte's length (a walk back for a
// negative one counts non-continuation bytes again).

/// Number of bytes before `pos` that are not UTF-8 continuation bytes.
int64_t offsetOfPointer(std::string_view s, size_t pos) {
  int64_t n = 0;
  for (size_t i = 0; i < pos && i < s.size(); ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}

constexpr size_t kNoPointer = SIZE_MAX;

/// The byte position `offset` characters from `from` (negative: back from the end),
/// kNoPointer when the string ends first. A forward walk can step past the end when
/// the last character is cut short.
size_t pointerOfOffset(std::string_view s, size_t from, int64_t offset) {
  if (offset < 0) {
    size_t pos = s.size();
    while (offset < 0) {
      if (pos <= from) return kNoPointer;
      if ((static_cast<unsigned char>(s[--pos]) & 0xC0) != 0x80) ++offset;
    }
    return pos;
  }
  const unsigned char* tab = utf8()->mblen;
  size_t pos = from;
  while (offset-- > 0) {
    if (pos >= s.size()) return kNoPointer;
    pos += tab[static_cast<unsigned char>(s[pos])];
  }
  return pos;
}

/// The shared body of mb_strpos/stripos/strrpos/strripos and the strstr family:
/// the character offset of the match, or -1. Throws php's ValueError for an offset
/// outside the haystack.
int64_t mbSearch(const char* fn, const Encoding* e, std::string_view hay, std::string_view needle, int64_t offset, bool rev,
                 bool ci) {
  std::string hs, ns;
  if (ci) {
    // php folds both in their encoding first (simple folding keeps offsets), and
    // finds nothing in a haystack that folds to nothing.
    hs = foldUtf8(e, hay);
    if (hs.empty()) return -1;
    ns = foldUtf8(e, needle);
    hay = hs;
    needle = ns;
  }
  std::string hc, nc;
  std::string_view h = hay, n = needle;
  if (e != utf8()) {   // only UTF-8 itself is searched unconverted
    hc = convert(hay, utf8(), e);
    nc = convert(needle, utf8(), e);
    h = hc;
    n = nc;
  }
  size_t at = pointerOfOffset(h, 0, offset);
  if (at == kNoPointer)
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #3 ($offset) must be contained in argument #1 ($haystack)", fn));
  if (h.size() < n.size()) return -1;
  size_t found;
  if (!rev) {
    if (at > h.size()) return -1;
    found = h.find(n, at);
  } else if (offset >= 0) {
    if (at > h.size()) return -1;
    found = h.rfind(n);
    if (found != std::string_view::npos && found < at) found = std::string_view::npos;
  } else {
    // A negative offset bounds where the match may start: the needle must fit from
    // there, its length counted as mb_strlen in the given encoding counts the bytes
    // searched (php measures the converted UTF-8 needle by the original encoding's rule).
    size_t end = pointerOfOffset(h, at, mbLength(e, n));
    if (end == kNoPointer || end > h.size()) end = h.size();
    found = n.size() > end ? std::string_view::npos : h.substr(0, end).rfind(n);
  }
  if (found == std::string_view::npos) return -1;
  return offsetOfPointer(h, found);
}

void retPos(NativeArgs& a, int64_t r) {
  if (r < 0) a.retBool(false);
  else a.retInt(r);
}

void f_mb_strpos(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_strpos");
  retPos(a, mbSearch("mb_strpos", e, a.sv(0), a.sv(1), a.i64Or(2, 0), false, false));
}
void f_mb_stripos(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_stripos");
  retPos(a, mbSearch("mb_stripos", e, a.sv(0), a.sv(1), a.i64Or(2, 0), false, true));
}
void f_mb_strrpos(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_strrpos");
  retPos(a, mbSearch("mb_strrpos", e, a.sv(0), a.sv(1), a.i64Or(2, 0), true, false));
}
void f_mb_strripos(NativeArgs& a) {
  const Encoding* e = encArg(a, 3, "mb_strripos");
  retPos(a, mbSearch("mb_strripos", e, a.sv(0), a.sv(1), a.i64Or(2, 0), true, true));
}

/// mb_strstr and friends: the part before or from the match.
void strstrImpl(NativeArgs& a, const char* fn, bool rev, bool ci) {
  const Encoding* e = encArg(a, 3, fn);
  std::string_view hay = a.sv(0), needle = a.sv(1);
  bool before = a.bOr(2, false);
  int64_t pos;
  pos = mbSearch(fn, e, hay, needle, 0, rev, ci);
  if (pos < 0) return a.retBool(false);
  if (e->width) {
    // Fixed width: php cuts bytes by arithmetic, a trailing partial unit stays with the tail.
    size_t at = std::min(hay.size(), size_t(pos) * size_t(e->width));
    return a.retString(before ? hay.substr(0, at) : hay.substr(at));
  }
  Text t(e, hay);
  if (before) a.retString(t.slice(0, size_t(pos)));
  else a.retString(t.slice(size_t(pos), t.length()));
}
void f_mb_strstr(NativeArgs& a) { strstrImpl(a, "mb_strstr", false, false); }
void f_mb_stristr(NativeArgs& a) { strstrImpl(a, "mb_stristr", false, true); }
void f_mb_strrchr(NativeArgs& a) { strstrImpl(a, "mb_strrchr", true, false); }
void f_mb_strrichr(NativeArgs& a) { strstrImpl(a, "mb_strrichr", true, true); }

/// php 8.2's count over its streaming decoder's characters: the needle is decoded
/// whole (flushed), the haystack without the final flush (an unfinished last character
/// is lost); a shifting matcher sees each character, and a match is counted (and the
/// matcher reset) only after the input byte whose characters completed it, so two
/// matches completed by one byte count once. `ends`: the character count after each
/// input byte that produced some. -1: the needle decodes to no character.
int64_t streamSubstrCount(const std::vector<uint32_t>& chars, const std::vector<size_t>& ends,
                          const std::vector<uint32_t>& needle) {
  if (needle.empty()) return -1;
  size_t pos = 0;   // needle characters matched so far
  bool matched = false;
  auto shift = [&](uint32_t c) {
    // Slide the needle by one over what was matched until a prefix fits again.
    for (size_t h = 1;;) {
      int64_t n = int64_t(pos) - 1;
      size_t p = h, m = 0;
      while (n > 0 && needle[p] == needle[m]) { --n; ++p; ++m; }
      if (n <= 0) {
        if (needle[m] != c) pos = 0;
        return;
      }
      ++h;
      --pos;
    }
  };
  int64_t count = 0;
  size_t k = 0;
  for (size_t end : ends) {
    for (; k < end; ++k) {
      uint32_t c = chars[k];
      if (c == needle[pos]) {
        if (++pos >= needle.size()) {
          matched = true;
          --pos;
          shift(c);
        }
      } else if (pos) {
        shift(c);
      }
    }
    if (matched) {
      ++count;
      matched = false;
      pos = 0;
    }
  }
  return count;
}

void f_mb_substr_count(NativeArgs& a) {
  std::string_view hay = a.sv(0), needle = a.sv(1);
  if (needle.empty()) throwError(ErrorKind::ValueError, "mb_substr_count(): Argument #2 ($needle) must not be empty");
  const Encoding* e = encArg(a, 2, "mb_substr_count");
  std::vector<uint32_t> chars, nc;
  std::vector<size_t> ends;
  if (e->isUtf8()) {
    chars = legacyDecodeUtf8(hay, false, &ends);
    nc = legacyDecodeUtf8(needle, true);
  } else {
    hay.remove_suffix(legacyPendingTail(e, hay));
    chars = decode(e, hay);
    nc = decode(e, needle);
    ends.reserve(chars.size());
    for (size_t i = 1; i <= chars.size(); ++i) ends.push_back(i);
  }
  int64_t n = streamSubstrCount(chars, ends, nc);
  if (n < 0) return a.retNull();
  a.retInt(n);
}

void f_mb_str_split(NativeArgs& a) {
  int64_t len = a.i64Or(1, 1);
  if (len <= 0) throwError(ErrorKind::ValueError, "mb_str_split(): Argument #2 ($length) must be greater than 0");
  const Encoding* e = encArg(a, 2, "mb_str_split");
  if (e->kind == Kind::Utf8) {
    // php steps by the lead byte's length (its mblen table), valid or not:
    // "\xE2\x82 " is one piece, a cut sequence at the end is the rest.
    std::string_view s = a.sv(0);
    ArrayData* r = ArrayData::makePacked(uint32_t(s.size() / size_t(len) + 1));
    size_t p = 0;
    while (p < s.size()) {
      size_t start = p;
      for (int64_t n = 0; n < len && p < s.size(); ++n) {
        unsigned char c = static_cast<unsigned char>(s[p]);
        p += c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 1;
      }
      if (p > s.size()) p = s.size();
      ArrayData::append(r, makeStringNoIncRef(StringData::make(s.substr(start, p - start))));
    }
    return a.retArray(r);
  }
  Text t(e, a.sv(0));
  ArrayData* r = ArrayData::makePacked(uint32_t(t.length() / size_t(len) + 1));
  for (size_t i = 0; i < t.length(); i += size_t(len)) ArrayData::append(r, makeStringNoIncRef(StringData::make(t.slice(i, size_t(len)))));
  a.retArray(r);
}

} // namespace

namespace {
const BuiltinDecl kMbstringBuiltins[] = {
    {"mb_strlen(string $string, ?string $encoding = null): int", f_mb_strlen},
    {"mb_substr(string $string, int $start, ?int $length = null, ?string $encoding = null): string", f_mb_substr},
    {"mb_strcut(string $string, int $start, ?int $length = null, ?string $encoding = null): string", f_mb_strcut},
    {"mb_strpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false", f_mb_strpos},
    {"mb_stripos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false", f_mb_stripos},
    {"mb_strrpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false", f_mb_strrpos},
    {"mb_strripos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false", f_mb_strripos},
    {"mb_strstr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false", f_mb_strstr},
    {"mb_stristr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false", f_mb_stristr},
    {"mb_strrchr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false", f_mb_strrchr},
    {"mb_strrichr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false", f_mb_strrichr},
    {"mb_substr_count(string $haystack, string $needle, ?string $encoding = null): int", f_mb_substr_count},
    {"mb_str_split(string $string, int $length = 1, ?string $encoding = null): array", f_mb_str_split},
};
HOP_REGISTER_BUILTINS(kMbstringBuiltins);
} // namespace

} // namespace hop
