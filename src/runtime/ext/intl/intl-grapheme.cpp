// intl-grapheme.cpp — grapheme_* functions: strings as extended grapheme clusters (ICU character break iterator).
#include <unicode/brkiter.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"

namespace hop {

using namespace intl;

namespace {

/// Byte offsets of the cluster starts, plus the end; false on invalid UTF-8.
bool clusters(const char* fn, std::string_view s, std::vector<size_t>& b) {
  b.clear();
  // ASCII text: every byte is a cluster except LF after CR (rule GB3; no
  // ASCII character extends or prepends to a cluster).
  bool ascii = true;
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) {
      ascii = false;
      break;
    }
  if (ascii) {
    b.reserve(s.size() + 1);
    for (size_t i = 0; i < s.size(); ++i)
      if (!(s[i] == '\n' && i > 0 && s[i - 1] == '\r')) b.push_back(i);
    b.push_back(s.size());
    return true;
  }
  icu::UnicodeString u;
  if (!toUtf16(s, u)) {
    setError(U_INVALID_CHAR_FOUND, "Error converting input string to UTF-16", fn);
    return false;
  }
  // UTF-16 index -> UTF-8 offset.
  std::vector<size_t> map(size_t(u.length()) + 1);
  size_t byte = 0;
  for (int32_t i = 0; i < u.length();) {
    UChar32 c = u.char32At(i);
    int n = U16_LENGTH(c);
    for (int k = 0; k < n; ++k) map[size_t(i + k)] = byte;
    byte += U8_LENGTH(c);
    i += n;
  }
  map[size_t(u.length())] = byte;
  // One character break iterator per thread (building one loads ICU's rules:
  // ~24,000 instructions); its text is set anew on every use.
  thread_local std::unique_ptr<icu::BreakIterator> cached;
  if (!cached) {
    UErrorCode err = U_ZERO_ERROR;
    cached.reset(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), err));
    if (U_FAILURE(err)) {
      cached.reset();
      return false;
    }
  }
  icu::BreakIterator* bi = cached.get();
  bi->setText(u);
  for (int32_t p = bi->first(); p != icu::BreakIterator::DONE; p = bi->next()) b.push_back(map[size_t(p)]);
  if (b.empty()) b.push_back(0);
  return true;
}

std::string foldLower(std::string_view s) {
  icu::UnicodeString u;
  if (!toUtf16(s, u)) return std::string(s);
  u.foldCase();
  return toUtf8(u);
}

void f_grapheme_strlen(NativeArgs& a) {
  std::vector<size_t> b;
  if (!clusters("grapheme_strlen", a.sv(0), b)) return a.retNull();
  clearError();
  a.retInt(int64_t(b.size() - 1));
}

void f_grapheme_substr(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::vector<size_t> b;
  if (!clusters("grapheme_substr", s, b)) return a.retBool(false);
  clearError();
  int64_t len = int64_t(b.size() - 1), start = a.i64(1);
  if (start < 0) start = std::max<int64_t>(0, len + start);
  if (start > len) start = len;
  int64_t n = a.isNull(2) ? len - start : a.i64(2);
  if (n < 0) n = std::max<int64_t>(0, len - start + n);
  if (n > len - start) n = len - start;
  a.retString(s.substr(b[size_t(start)], b[size_t(start + n)] - b[size_t(start)]));
}

/// Grapheme-aware search: the cluster index of the match or -1. A match must
/// start and end on cluster boundaries.
int64_t gsearch(const char* fn, std::string_view hay, std::string_view needle, int64_t offset, bool rev, bool ci, std::vector<size_t>& b,
                std::string& hs, bool& fail) {
  fail = false;
  std::string ns;
  if (!clusters(fn, hay, b)) { fail = true; return -1; }
  if (ci) {
    // Fold cluster by cluster, so cluster indexes stay those of the haystack.
    std::vector<size_t> fb{0};
    hs.clear();
    for (size_t i = 1; i < b.size(); ++i) {
      hs += foldLower(hay.substr(b[i - 1], b[i] - b[i - 1]));
      fb.push_back(hs.size());
    }
    b = std::move(fb);
    ns = foldLower(needle);
  } else {
    hs.assign(hay);
    ns.assign(needle);
  }
  int64_t len = int64_t(b.size() - 1);
  if (offset > len || offset < -len)
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #3 ($offset) must be contained in argument #1 ($haystack)", fn));
  auto isBoundary = [&](size_t byte) { return std::binary_search(b.begin(), b.end(), byte); };
  auto idx = [&](size_t byte) { return int64_t(std::lower_bound(b.begin(), b.end(), byte) - b.begin()); };
  if (!rev) {
    size_t from = b[size_t(offset < 0 ? len + offset : offset)];
    for (size_t p = hs.find(ns, from); p != std::string::npos; p = hs.find(ns, p + 1))
      if (isBoundary(p) && isBoundary(p + ns.size())) return idx(p);
    return -1;
  }
  size_t lo = 0, hiEnd = hs.size();
  if (offset >= 0) lo = b[size_t(offset)];
  else hiEnd = b[size_t(len + offset + 1 > len ? len : len + offset + 1)] + 0;
  if (offset < 0) {
    // the match may start at or before cluster len+offset
    size_t lastStart = b[size_t(len + offset)];
    for (size_t p = hs.rfind(ns, lastStart); p != std::string::npos; p = p ? hs.rfind(ns, p - 1) : std::string::npos) {
      if (isBoundary(p) && isBoundary(p + ns.size())) return idx(p);
      if (p == 0) break;
    }
    (void)hiEnd;
    return -1;
  }
  if (ns.size() > hs.size()) return -1;
  for (size_t p = hs.rfind(ns); p != std::string::npos && p >= lo; p = p ? hs.rfind(ns, p - 1) : std::string::npos) {
    if (isBoundary(p) && isBoundary(p + ns.size())) return idx(p);
    if (p == 0) break;
  }
  return -1;
}

void posImpl(NativeArgs& a, const char* fn, bool rev, bool ci) {
  std::vector<size_t> b;
  std::string hs;
  bool fail;
  int64_t r = gsearch(fn, a.sv(0), a.sv(1), a.i64Or(2, 0), rev, ci, b, hs, fail);
  if (fail) return a.retBool(false);
  clearError();
  if (r < 0) return a.retBool(false);
  a.retInt(r);
}
void f_grapheme_strpos(NativeArgs& a) { posImpl(a, "grapheme_strpos", false, false); }
void f_grapheme_stripos(NativeArgs& a) { posImpl(a, "grapheme_stripos", false, true); }
void f_grapheme_strrpos(NativeArgs& a) { posImpl(a, "grapheme_strrpos", true, false); }
void f_grapheme_strripos(NativeArgs& a) { posImpl(a, "grapheme_strripos", true, true); }

void strstrImpl(NativeArgs& a, const char* fn, bool ci) {
  std::string_view hay = a.sv(0);
  std::vector<size_t> b, ob;
  std::string hs;
  bool fail;
  int64_t r = gsearch(fn, hay, a.sv(1), 0, false, ci, b, hs, fail);
  if (fail) return a.retBool(false);
  clearError();
  if (r < 0) return a.retBool(false);
  if (!clusters(fn, hay, ob)) return a.retBool(false);
  size_t at = ob[size_t(r)];
  if (a.bOr(2, false)) a.retString(hay.substr(0, at));
  else a.retString(hay.substr(at));
}
void f_grapheme_strstr(NativeArgs& a) { strstrImpl(a, "grapheme_strstr", false); }
void f_grapheme_stristr(NativeArgs& a) { strstrImpl(a, "grapheme_stristr", true); }

void f_grapheme_extract(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t size = a.i64(1), type = a.i64Or(2, 0), start = a.i64Or(3, 0);
  if (type < 0 || type > 2)
    throwError(ErrorKind::ValueError,
               "grapheme_extract(): Argument #3 ($type) must be one of GRAPHEME_EXTR_COUNT, GRAPHEME_EXTR_MAXBYTES, or GRAPHEME_EXTR_MAXCHARS");
  if (size < 0) throwError(ErrorKind::ValueError, "grapheme_extract(): Argument #2 ($size) must be greater than or equal to 0");
  if (start < 0) start += int64_t(s.size());
  if (start < 0 || start >= int64_t(s.size())) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "grapheme_extract: start not contained in string", "grapheme_extract");
    return a.retBool(false);
  }
  // Continue from a character boundary.
  while (start < int64_t(s.size()) && (static_cast<unsigned char>(s[size_t(start)]) & 0xC0) == 0x80) ++start;
  if (start >= int64_t(s.size())) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "grapheme_extract: start not contained in string", "grapheme_extract");
    return a.retBool(false);
  }
  std::string_view rest = s.substr(size_t(start));
  std::vector<size_t> b;
  if (!clusters("grapheme_extract", rest, b)) return a.retBool(false);
  size_t end = 0;
  if (type == 0) {
    size_t k = std::min<size_t>(size_t(size), b.size() - 1);
    end = b[k];
  } else if (type == 1) {
    for (size_t i = 1; i < b.size() && b[i] <= size_t(size); ++i) end = b[i];
  } else {
    // MAXCHARS: whole clusters totalling at most `size` code points.
    size_t chars = 0;
    for (size_t i = 1; i < b.size(); ++i) {
      size_t n = 0;
      for (size_t p = b[i - 1]; p < b[i]; ++p)
        if ((static_cast<unsigned char>(rest[p]) & 0xC0) != 0x80) ++n;
      if (chars + n > size_t(size)) break;
      chars += n;
      end = b[i];
    }
  }
  if (a.has(4)) {
    TypedValue& r = a.ref(4);
    tvAssignMove(r, makeInt(start + int64_t(end)));
  }
  a.retString(rest.substr(0, end));
}

const BuiltinDecl kGraphemeBuiltins[] = {
    {"grapheme_strlen(string $string): int|false|null", f_grapheme_strlen},
    {"grapheme_substr(string $string, int $offset, ?int $length = null): string|false", f_grapheme_substr},
    {"grapheme_strpos(string $haystack, string $needle, int $offset = 0): int|false", f_grapheme_strpos},
    {"grapheme_stripos(string $haystack, string $needle, int $offset = 0): int|false", f_grapheme_stripos},
    {"grapheme_strrpos(string $haystack, string $needle, int $offset = 0): int|false", f_grapheme_strrpos},
    {"grapheme_strripos(string $haystack, string $needle, int $offset = 0): int|false", f_grapheme_strripos},
    {"grapheme_strstr(string $haystack, string $needle, bool $beforeNeedle = false): string|false", f_grapheme_strstr},
    {"grapheme_stristr(string $haystack, string $needle, bool $beforeNeedle = false): string|false", f_grapheme_stristr},
    {"grapheme_extract(string $haystack, int $size, int $type = GRAPHEME_EXTR_COUNT, int $offset = 0, &$next = null): string|false",
     f_grapheme_extract},
};
HOP_REGISTER_BUILTINS(kGraphemeBuiltins);

const ConstantDecl kGraphemeConstants[] = {
    {"GRAPHEME_EXTR_COUNT", makeInt(0)},
    {"GRAPHEME_EXTR_MAXBYTES", makeInt(1)},
    {"GRAPHEME_EXTR_MAXCHARS", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kGraphemeConstants);

} // namespace

} // namespace hop
