// mb-codecs.cpp — decoding and encoding of mbstring's encodings: Unicode forms natively, legacy charsets via ICU ucnv.
#include <algorithm>
#include <cerrno>
#include <iconv.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucnv_err.h>

#include <cstring>
#include <memory>

#include "runtime/string/utf8-valid.h"
#include "runtime/ext/mbstring/mb-encoding.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/string/string-data.h"

namespace hop::mb {

namespace {

struct NamedEntity {
  const char* name;
  uint32_t cp1, cp2;
};
struct CharEntity {
  uint32_t cp1, cp2;
  const char* name;
};
#include "runtime/builtins/html-entity-tables.inc"

inline bool cont(unsigned char c) { return (c & 0xC0) == 0x80; }

void decodeUtf8(std::string_view s, std::vector<uint32_t>& out) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size(), i = 0;
  while (i < n) {
    unsigned char c = p[i];
    if (c < 0x80) { out.push_back(c); ++i; continue; }
    if (c >= 0xC2 && c <= 0xDF) {
      if (i + 1 < n && cont(p[i + 1])) { out.push_back(((c & 0x1F) << 6) | (p[i + 1] & 0x3F)); i += 2; }
      else { out.push_back(kBadInput); ++i; }
      continue;
    }
    if (c >= 0xE0 && c <= 0xEF) {
      unsigned char lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
      if (i + 1 < n && p[i + 1] >= lo && p[i + 1] <= hi) {
        if (i + 2 < n && cont(p[i + 2])) {
          out.push_back(((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F));
          i += 3;
        } else { out.push_back(kBadInput); i += 2; }
      } else { out.push_back(kBadInput); ++i; }
      continue;
    }
    if (c >= 0xF0 && c <= 0xF4) {
      unsigned char lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
      if (i + 1 < n && p[i + 1] >= lo && p[i + 1] <= hi) {
        if (i + 2 < n && cont(p[i + 2])) {
          if (i + 3 < n && cont(p[i + 3])) {
            out.push_back(((c & 0x07) << 18) | ((p[i + 1] & 0x3F) << 12) | ((p[i + 2] & 0x3F) << 6) | (p[i + 3] & 0x3F));
            i += 4;
          } else { out.push_back(kBadInput); i += 3; }
        } else { out.push_back(kBadInput); i += 2; }
      } else { out.push_back(kBadInput); ++i; }
      continue;
    }
    out.push_back(kBadInput);
    ++i;
  }
}

uint32_t rd16(const unsigned char* p, bool be) { return be ? (p[0] << 8) | p[1] : (p[1] << 8) | p[0]; }
uint32_t rd32(const unsigned char* p, bool be) {
  return be ? (uint32_t(p[0]) << 24) | (p[1] << 16) | (p[2] << 8) | p[3] : (uint32_t(p[3]) << 24) | (p[2] << 16) | (p[1] << 8) | p[0];
}

void decodeUtf16(std::string_view s, bool be, bool bom, std::vector<uint32_t>& out) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size(), i = 0;
  if (bom && n >= 2) {
    if (p[0] == 0xFE && p[1] == 0xFF) { be = true; i = 2; }
    else if (p[0] == 0xFF && p[1] == 0xFE) { be = false; i = 2; }
  }
  while (i + 1 < n) {
    uint32_t u = rd16(p + i, be);
    i += 2;
    if (u >= 0xD800 && u <= 0xDBFF) {
      if (i + 1 < n) {
        uint32_t l = rd16(p + i, be);
        if (l >= 0xDC00 && l <= 0xDFFF) {
          out.push_back(0x10000 + ((u - 0xD800) << 10) + (l - 0xDC00));
          i += 2;
        } else out.push_back(kBadInput);
      } else { out.push_back(kBadInput); }
    } else if (u >= 0xDC00 && u <= 0xDFFF) out.push_back(kBadInput);
    else out.push_back(u);
  }
  if (i < n) out.push_back(kBadInput);
}

void decodeFixed(std::string_view s, int w, bool be, bool bom, bool utf32, std::vector<uint32_t>& out) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size(), i = 0;
  if (bom && n >= size_t(w)) {
    uint32_t b = w == 2 ? rd16(p, true) : rd32(p, true);
    if (b == 0xFEFF) { be = true; i = w; }
    else if ((w == 2 && b == 0xFFFE) || (w == 4 && b == 0xFFFE0000u)) { be = false; i = w; }
  }
  while (i + w <= n) {
    uint32_t u = w == 2 ? rd16(p + i, be) : rd32(p + i, be);
    i += w;
    if (utf32 && (u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF))) out.push_back(kBadInput);
    else if (u >= 0x80000000u) out.push_back(kBadInput);
    else out.push_back(u);
  }
  if (i < n) out.push_back(kBadInput);
}

// --- HTML-ENTITIES -----------------------------------------------------------------
void decodeHtml(std::string_view s, std::vector<uint32_t>& out) {
  size_t i = 0, n = s.size();
  while (i < n) {
    unsigned char c = s[i];
    if (c == '&') {
      size_t semi = s.find(';', i + 1);
      if (semi != std::string_view::npos && semi - i <= 32) {
        std::string_view ent = s.substr(i + 1, semi - i - 1);
        bool ok = false;
        uint32_t cp = 0;
        if (!ent.empty() && ent[0] == '#') {
          bool hex = ent.size() > 1 && (ent[1] == 'x' || ent[1] == 'X');
          std::string_view digits = ent.substr(hex ? 2 : 1);
          if (!digits.empty() && digits.size() < 9) {
            ok = true;
            for (char d : digits) {
              int v = (d >= '0' && d <= '9') ? d - '0' : hex && (d | 0x20) >= 'a' && (d | 0x20) <= 'f' ? (d | 0x20) - 'a' + 10 : -1;
              if (v < 0) { ok = false; break; }
              cp = cp * (hex ? 16 : 10) + v;
            }
            if (cp > 0x10FFFF) ok = false;
          }
        } else {
          static const struct { const char* n; uint32_t c; } kBasic[] = {{"quot", '"'}, {"amp", '&'}, {"lt", '<'}, {"gt", '>'}};
          for (auto& b : kBasic)
            if (ent == b.n) { ok = true; cp = b.c; }
          if (!ok)
            for (const NamedEntity& e : kHtml401Decode)
              if (ent == e.name) { ok = true; cp = e.cp1; break; }
        }
        if (ok) {
          out.push_back(cp);
          i = semi + 1;
          continue;
        }
      }
    }
    out.push_back(c);
    ++i;
  }
}

void encodeHtmlChar(uint32_t cp, std::string& out) {
  if (cp < 0x80) { out += char(cp); return; }
  for (const CharEntity& e : kHtml401Encode)
    if (e.cp1 == cp && e.cp2 == 0) {
      out += '&';
      out += e.name;
      out += ';';
      return;
    }
  out += "&#" + std::to_string(cp) + ";";
}

// --- ICU ---------------------------------------------------------------------------
struct ConvDeleter {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using ConvPtr = std::unique_ptr<UConverter, ConvDeleter>;

ConvPtr openIcu(const char* name) {
  UErrorCode err = U_ZERO_ERROR;
  UConverter* c = ucnv_open(name, &err);
  if (U_FAILURE(err)) return nullptr;
  return ConvPtr(c);
}

struct ToUCtx {
  size_t errors = 0;
  const char* icuName = nullptr;
};

void U_CALLCONV toUCallback(const void* context, UConverterToUnicodeArgs* args, const char* units, int32_t length,
                            UConverterCallbackReason reason, UErrorCode* err) {
  if (reason > UCNV_IRREGULAR) return;
  auto* c = static_cast<ToUCtx*>(const_cast<void*>(context));
  // ICU calls a shift with nothing before the next one (an empty segment) an error;
  // php reads it as a plain shift.
  static const char* const kJpShifts[] = {"\x1b(B", "\x1b(J", "\x1b(I", "\x1b$@", "\x1b$B", "\x1b$(D", nullptr};
  static const char* const kKrShifts[] = {"\x1b$)C", "\x0e", "\x0f", nullptr};
  static const char* const kHzShifts[] = {"~{", "~}", nullptr};
  const char* const* shifts = c->icuName && strstr(c->icuName, "KR") ? kKrShifts
                              : c->icuName && strstr(c->icuName, "HZ") ? kHzShifts : kJpShifts;
  for (const char* const* sh = shifts; *sh; ++sh)
    if (size_t(length) == strlen(*sh) && memcmp(units, *sh, size_t(length)) == 0) {
      *err = U_ZERO_ERROR;
      return;
    }
  ++c->errors;
  *err = U_ZERO_ERROR;
  static const UChar kMark = 0xDFFF;   // a lone trail surrogate: never produced by a charset
  ucnv_cbToUWriteUChars(args, &kMark, 1, 0, err);
}

/// How php 8.2 splits the bytes of a double-byte CJK charset into characters: by the
/// lead byte, a pair takes the next byte whatever it is (an invalid or unmapped pair is
/// one invalid character), EUC-JP's 0x8F the next two; other bytes from 0x80 up are
/// invalid alone, except SJIS's halfwidth katakana and CP936's two single bytes.
/// ICU maps the characters that are whole.
struct CjkSplit {
  const char* names;          // comma-separated encoding names
  const char* pairs;          // lead byte ranges "A1-FE,8E" taking one more byte
  bool euc3;                  // 0x8F takes two more (JIS X 0212)
  bool kana;                  // A1-DF: U+FF61-FF9F
  bool cp936Singles;          // 0x80: U+20AC, 0xFF: U+F8F5
  const char* unmapped = "";  // lead bytes whose pairs are invalid (ICU maps more than php)
  bool userPua = false;       // F5-FE with A1-FE: the user-defined area, U+E000 on
  bool eucKana = false;       // 0x8E with A1-DF: halfwidth kana
  bool gb18030 = false;       // a second byte 30-39 makes a four-byte sequence (leads 81-84, 90-E3)
};
const CjkSplit kCjkSplits[] = {
    {"EUC-JP", "8E,A1-FE", true, false, false, "AD,F5-FE", false, true},
    {"eucJP-win", "8E,A1-FE", true, false, false, "", true, true},
    {"CP51932", "8E,A1-FE", false, false, false, "", false, true},
    {"SJIS", "81-9F,E0-EF", false, true, false, "85-87,EB-EF"},
    {"CP932,SJIS-win", "81-9F,E0-FC", false, true, false},
    {"EUC-KR", "A1-AC,B0-C8,CA-FD", false, false, false},
    {"UHC", "81-C8,CA-FD", false, false, false},
    {"BIG-5", "A1-C7,C9-F9", false, false, false},
    {"CP950", "81-FE", false, false, false},
    {"EUC-CN", "A1-A9,B0-F7", false, false, false},
    {"CP936", "81-FE", false, false, true},
    {"GB18030", "81-FE", false, false, false, "", false, false, true},
};

const CjkSplit* cjkSplitOf(const Encoding* e) {
  for (const CjkSplit& c : kCjkSplits) {
    std::string_view names = c.names;
    while (!names.empty()) {
      size_t k = names.find(',');
      std::string_view n = names.substr(0, k);
      if (n.size() == strlen(e->name) && strncasecmp(n.data(), e->name, n.size()) == 0) return &c;
      if (k == std::string_view::npos) break;
      names.remove_prefix(k + 1);
    }
  }
  return nullptr;
}

bool inRanges(std::string_view ranges, unsigned char b) {
  while (!ranges.empty()) {
    size_t k = ranges.find(',');
    std::string_view r = ranges.substr(0, k);
    unsigned lo = unsigned(strtoul(std::string(r.substr(0, 2)).c_str(), nullptr, 16));
    unsigned hi = r.size() > 2 ? unsigned(strtoul(std::string(r.substr(3, 2)).c_str(), nullptr, 16)) : lo;
    if (b >= lo && b <= hi) return true;
    if (k == std::string_view::npos) break;
    ranges.remove_prefix(k + 1);
  }
  return false;
}

void decodeIcuRaw(const Encoding* e, std::string_view s, std::vector<uint32_t>& out, size_t* errors);

// --- JIS X 0213 charsets (EUC-JP-2004, SJIS-2004), which ICU lacks: glibc's iconv ----------

bool viaIconv(const Encoding* e) { return e->icu && strncmp(e->icu, "iconv:", 6) == 0; }

/// Decodes with glibc iconv: an invalid byte is one kBadInput, a cut-off last character too.
void decodeIconv(const Encoding* e, std::string_view s, std::vector<uint32_t>& out) {
  iconv_t cd = iconv_open("UTF-32LE", e->icu + 6);
  if (cd == iconv_t(-1)) {
    for (unsigned char c : s) out.push_back(c);
    return;
  }
  std::string in(s);
  char* ip = in.data();
  size_t il = in.size();
  uint32_t buf[256];
  while (il > 0) {
    char* op = reinterpret_cast<char*>(buf);
    size_t ol = sizeof buf;
    size_t r = iconv(cd, &ip, &il, &op, &ol);
    size_t n = (sizeof buf - ol) / 4;
    out.insert(out.end(), buf, buf + n);
    if (r == size_t(-1)) {
      if (errno == E2BIG) continue;
      out.push_back(kBadInput);
      if (errno == EINVAL) break;   // cut off at the end
      ++ip;
      --il;
      iconv(cd, nullptr, nullptr, nullptr, nullptr);
    }
  }
  iconv_close(cd);
}

/// Encodes one code point with glibc iconv (false: not representable).
bool encodeIconvChar(iconv_t cd, uint32_t c, std::string& out) {
  char* ip = reinterpret_cast<char*>(&c);
  size_t il = 4;
  char buf[16];
  char* op = buf;
  size_t ol = sizeof buf;
  if (iconv(cd, &ip, &il, &op, &ol) == size_t(-1)) {
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    return false;
  }
  out.append(buf, sizeof buf - ol);
  return true;
}

std::vector<uint32_t> substitution(bool bad, uint32_t cp);

std::string encodeIconv(const Encoding* e, const std::vector<uint32_t>& cps) {
  std::string out;
  iconv_t cd = iconv_open(e->icu + 6, "UTF-32LE");
  if (cd == iconv_t(-1)) return out;
  for (uint32_t c : cps) {
    if (c != kBadInput && encodeIconvChar(cd, c, out)) continue;
    for (uint32_t sub : substitution(c == kBadInput, c))
      if (!encodeIconvChar(cd, sub, out)) out += '?';
  }
  // Return to the initial shift state.
  char buf[16];
  char* op = buf;
  size_t ol = sizeof buf;
  iconv(cd, nullptr, nullptr, &op, &ol);
  out.append(buf, sizeof buf - ol);
  iconv_close(cd);
  return out;
}

void decodeIcu(const Encoding* e, std::string_view s, std::vector<uint32_t>& out, size_t* errors) {
  if (viaIconv(e)) {
    decodeIconv(e, s, out);
    if (errors)
      for (uint32_t c : out)
        if (c == kBadInput) ++*errors;
    return;
  }
  const CjkSplit* split = cjkSplitOf(e);
  if (!split) return decodeIcuRaw(e, s, out, errors);
  bool lead[256] = {};
  for (int b = 0x80; b < 256; ++b) lead[b] = inRanges(split->pairs, static_cast<unsigned char>(b));
  std::vector<uint32_t> one;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = 1;
    if (c < 0x80) out.push_back(c);
    else if (split->kana && c >= 0xA1 && c <= 0xDF) out.push_back(0xFF61 + (c - 0xA1));
    else if (split->cp936Singles && (c == 0x80 || c == 0xFF)) out.push_back(c == 0x80 ? 0x20AC : 0xF8F5);
    else if (split->euc3 && c == 0x8F) {
      n = std::min<size_t>(3, s.size() - i);
      one.clear();
      size_t errs = 0;
      if (n == 3) decodeIcuRaw(e, s.substr(i, 3), one, &errs);
      out.push_back(n == 3 && !errs && one.size() == 1 ? one[0] : kBadInput);
    } else if (lead[c] && i + 1 < s.size()) {
      n = 2;
      unsigned char c2 = static_cast<unsigned char>(s[i + 1]);
      if (split->gb18030 && c2 >= 0x30 && c2 <= 0x39) {
        bool four = (c >= 0x81 && c <= 0x84) || (c >= 0x90 && c <= 0xE3);
        if (!four) n = 2;
        else if (i + 2 >= s.size()) n = s.size() - i;
        else {
          unsigned char c3 = static_cast<unsigned char>(s[i + 2]);
          n = c3 >= 0x81 && c3 <= 0xFE ? std::min<size_t>(4, s.size() - i) : 3;
        }
        uint32_t cp = kBadInput;
        if (n == 4) {
          one.clear();
          size_t errs = 0;
          decodeIcuRaw(e, s.substr(i, 4), one, &errs);
          if (!errs && one.size() == 1) cp = one[0];
        }
        out.push_back(cp);
        i += n;
        continue;
      }
      if (c == 0x8E && split->eucKana) {   // EUC-JP's halfwidth kana
        out.push_back(c2 >= 0xA1 && c2 <= 0xDF ? 0xFF61 + (c2 - 0xA1) : kBadInput);
        i += n;
        continue;
      }
      if (inRanges(split->unmapped, c)) {
        out.push_back(kBadInput);
        i += n;
        continue;
      }
      if (split->userPua && c >= 0xF5 && c <= 0xFE) {
        out.push_back(c2 >= 0xA1 && c2 <= 0xFE ? 0xE000 + (c - 0xF5) * 94 + (c2 - 0xA1) : kBadInput);
        i += n;
        continue;
      }
      one.clear();
      size_t errs = 0;
      decodeIcuRaw(e, s.substr(i, 2), one, &errs);
      out.push_back(!errs && one.size() == 1 && one[0] != kBadInput ? one[0] : kBadInput);
    } else out.push_back(kBadInput);
    i += n;
  }
  if (errors)
    for (uint32_t c : out)
      if (c == kBadInput) ++*errors;
}

void decodeIcuRaw(const Encoding* e, std::string_view s, std::vector<uint32_t>& out, size_t* errors) {
  ConvPtr cv = openIcu(e->icu);
  if (!cv) {   // no converter: bytes as Latin-1
    for (unsigned char c : s) out.push_back(c);
    return;
  }
  ToUCtx tctx;
  tctx.icuName = e->icu;
  UErrorCode err = U_ZERO_ERROR;
  ucnv_setToUCallBack(cv.get(), toUCallback, &tctx, nullptr, nullptr, &err);
  std::vector<UChar> buf(s.size() * 2 + 16);
  err = U_ZERO_ERROR;
  int32_t len = ucnv_toUChars(cv.get(), buf.data(), int32_t(buf.size()), s.data(), int32_t(s.size()), &err);
  if (err == U_BUFFER_OVERFLOW_ERROR) {
    buf.resize(len + 1);
    err = U_ZERO_ERROR;
    tctx.errors = 0;
    ucnv_resetToUnicode(cv.get());
    len = ucnv_toUChars(cv.get(), buf.data(), int32_t(buf.size()), s.data(), int32_t(s.size()), &err);
  }
  if (U_FAILURE(err) && err != U_STRING_NOT_TERMINATED_WARNING) len = 0;
  for (int32_t i = 0; i < len; ++i) {
    uint32_t u = buf[i];
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < len && buf[i + 1] >= 0xDC00 && buf[i + 1] <= 0xDFFF) {
      out.push_back(0x10000 + ((u - 0xD800) << 10) + (buf[i + 1] - 0xDC00));
      ++i;
    } else if (u >= 0xD800 && u <= 0xDFFF) out.push_back(kBadInput);
    else out.push_back(u);
  }
  if (errors) *errors += tctx.errors;
}

// --- Substitution --------------------------------------------------------------------
bool encodeNative(Kind k, uint32_t c, std::string& out);

/// The text that replaces an invalid input position (bad) or an unmappable code point.
std::vector<uint32_t> substitution(bool bad, uint32_t cp) {
  Settings& st = settings();
  ++st.substitutions;
  char tmp[32];
  switch (st.substMode) {
    case SubstMode::None: return {};
    case SubstMode::Char: return {st.substChar};
    case SubstMode::Long:
      if (bad) return {'?'};
      snprintf(tmp, sizeof tmp, "U+%X", cp);
      break;
    case SubstMode::Entity:
      if (bad) return {'?'};
      snprintf(tmp, sizeof tmp, "&#x%X;", cp);
      break;
  }
  std::vector<uint32_t> r;
  for (char* p = tmp; *p; ++p) r.push_back(uint8_t(*p));
  return r;
}

struct FromUCtx {
  int depth = 0;
  uint32_t pendingLead = 0;
};

void U_CALLCONV fromUCallback(const void* context, UConverterFromUnicodeArgs* args, const UChar*, int32_t, UChar32 codePoint,
                              UConverterCallbackReason reason, UErrorCode* err) {
  if (reason > UCNV_IRREGULAR) return;
  auto* c = static_cast<FromUCtx*>(const_cast<void*>(context));
  *err = U_ZERO_ERROR;
  if (c->depth > 0) {
    ucnv_cbFromUWriteBytes(args, "?", 1, 0, err);
    return;
  }
  bool bad = codePoint == 0xDFFF;
  std::vector<uint32_t> sub = substitution(bad, uint32_t(codePoint));
  std::vector<UChar> u;
  for (uint32_t s : sub) {
    if (s >= 0x10000) { u.push_back(UChar(0xD800 + ((s - 0x10000) >> 10))); u.push_back(UChar(0xDC00 + ((s - 0x10000) & 0x3FF))); }
    else u.push_back(UChar(s));
  }
  if (u.empty()) return;
  c->depth++;
  const UChar* src = u.data();
  ucnv_cbFromUWriteUChars(args, &src, u.data() + u.size(), 0, err);
  c->depth--;
}

/// php's JIS X 0208 charsets (not the Microsoft ones) map six codes to other code
/// points than ICU does: {ICU's, php's}.
const uint32_t kJisStandardMap[][2] = {{0xFF5E, 0x301C}, {0x2225, 0x2016}, {0xFF0D, 0x2212},
                                       {0xFFE0, 0x00A2}, {0xFFE1, 0x00A3}, {0xFFE2, 0x00AC}};

bool jisStandard(const Encoding* e) {
  for (const char* n : {"SJIS", "EUC-JP", "ISO-2022-JP", "JIS"})
    if (strcmp(e->name, n) == 0) return true;
  return false;
}

std::string encodeIcuRaw(const Encoding* e, const std::vector<uint32_t>& cps);

std::string encodeIconv(const Encoding* e, const std::vector<uint32_t>& cps);

std::string encodeIcu(const Encoding* e, const std::vector<uint32_t>& cps) {
  if (viaIconv(e)) return encodeIconv(e, cps);
  if (!jisStandard(e)) return encodeIcuRaw(e, cps);
  std::vector<uint32_t> mapped(cps);
  for (uint32_t& c : mapped)
    for (const auto& m : kJisStandardMap)
      if (c == m[1]) c = m[0];
  return encodeIcuRaw(e, mapped);
}

std::string encodeIcuRaw(const Encoding* e, const std::vector<uint32_t>& cps) {
  std::string out;
  ConvPtr cv = openIcu(e->icu);
  if (!cv) {
    for (uint32_t c : cps) {
      if (c < 0x100) out += char(c);
      else out += '?';
    }
    return out;
  }
  FromUCtx fctx;
  UErrorCode err = U_ZERO_ERROR;
  ucnv_setFromUCallBack(cv.get(), fromUCallback, &fctx, nullptr, nullptr, &err);
  std::vector<UChar> u;
  u.reserve(cps.size() + 8);
  for (uint32_t c : cps) {
    if (c == kBadInput || (c >= 0xD800 && c <= 0xDFFF)) u.push_back(0xDFFF);
    else if (c > 0x10FFFF) u.push_back(0xDFFF);
    else if (c >= 0x10000) { u.push_back(UChar(0xD800 + ((c - 0x10000) >> 10))); u.push_back(UChar(0xDC00 + ((c - 0x10000) & 0x3FF))); }
    else u.push_back(UChar(c));
  }
  out.resize(u.size() * 8 + 32);
  err = U_ZERO_ERROR;
  int32_t len = ucnv_fromUChars(cv.get(), out.data(), int32_t(out.size()), u.data(), int32_t(u.size()), &err);
  if (err == U_BUFFER_OVERFLOW_ERROR) {
    out.resize(len + 1);
    err = U_ZERO_ERROR;
    ucnv_resetFromUnicode(cv.get());
    len = ucnv_fromUChars(cv.get(), out.data(), int32_t(out.size()), u.data(), int32_t(u.size()), &err);
  }
  if (U_FAILURE(err) && err != U_STRING_NOT_TERMINATED_WARNING) len = 0;
  out.resize(len);
  return out;
}

void put16(std::string& o, uint32_t v, bool be) {
  if (be) { o += char(v >> 8); o += char(v); } else { o += char(v); o += char(v >> 8); }
}
void put32(std::string& o, uint32_t v, bool be) {
  if (be) { o += char(v >> 24); o += char(v >> 16); o += char(v >> 8); o += char(v); }
  else { o += char(v); o += char(v >> 8); o += char(v >> 16); o += char(v >> 24); }
}

bool encodeNative(Kind k, uint32_t c, std::string& out) {
  switch (k) {
    case Kind::Utf8: if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false; appendUtf8(out, c); return true;
    case Kind::Ascii: case Kind::Bit7: if (c >= 0x80) return false; out += char(c); return true;
    case Kind::Latin1: case Kind::Bit8: case Kind::Pass: if (c >= 0x100) return false; out += char(c); return true;
    case Kind::Utf16: case Kind::Utf16BE: case Kind::Utf16LE: {
      bool be = k != Kind::Utf16LE;
      if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
      if (c >= 0x10000) { put16(out, 0xD800 + ((c - 0x10000) >> 10), be); put16(out, 0xDC00 + ((c - 0x10000) & 0x3FF), be); }
      else put16(out, c, be);
      return true;
    }
    case Kind::Ucs2: case Kind::Ucs2BE: case Kind::Ucs2LE:
      if (c >= 0x10000) return false;
      put16(out, c, k != Kind::Ucs2LE);
      return true;
    case Kind::Utf32: case Kind::Utf32BE: case Kind::Utf32LE:
      if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
      put32(out, c, k != Kind::Utf32LE);
      return true;
    case Kind::Ucs4: case Kind::Ucs4BE: case Kind::Ucs4LE:
      put32(out, c, k != Kind::Ucs4LE);
      return true;
    case Kind::HtmlEnt: encodeHtmlChar(c, out); return true;
    default: return false;
  }
}

// --- Transfer encodings (work on bytes) -----------------------------------------------
const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string base64Encode(std::string_view s) {
  std::string o;
  size_t col = 0;
  for (size_t i = 0; i < s.size(); i += 3) {
    uint32_t v = uint8_t(s[i]) << 16;
    if (i + 1 < s.size()) v |= uint8_t(s[i + 1]) << 8;
    if (i + 2 < s.size()) v |= uint8_t(s[i + 2]);
    if (col >= 76) { o += "\r\n"; col = 0; }
    o += kB64[(v >> 18) & 63];
    o += kB64[(v >> 12) & 63];
    o += i + 1 < s.size() ? kB64[(v >> 6) & 63] : '=';
    o += i + 2 < s.size() ? kB64[v & 63] : '=';
    col += 4;
  }
  return o;
}

std::string base64Decode(std::string_view s) {
  std::string o;
  uint32_t acc = 0;
  int bits = 0;
  for (unsigned char c : s) {
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+') v = 62;
    else if (c == '/') v = 63;
    else continue;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) { bits -= 8; o += char((acc >> bits) & 0xFF); }
  }
  return o;
}

std::string qprintEncode(std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string o;
  size_t col = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = s[i];
    if (c == '\n' || (c == '\r' && i + 1 < s.size() && s[i + 1] == '\n')) {
      if (c == '\r') ++i;
      o += "\r\n";
      col = 0;
      continue;
    }
    bool raw = (c >= 0x20 && c < 0x7F && c != '=') || c == '\t';
    size_t need = raw ? 1 : 3;
    if (col >= 72) { o += "=\r\n"; col = 0; }   // php breaks before a character once the line has 72
    if (raw) o += char(c);
    else { o += '='; o += kHex[c >> 4]; o += kHex[c & 15]; }
    col += need;
  }
  return o;
}

std::string qprintDecode(std::string_view s) {
  std::string o;
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '=') {
      if (i + 2 < s.size() && s[i + 1] == '\r' && s[i + 2] == '\n') { i += 2; continue; }
      if (i + 1 < s.size() && s[i + 1] == '\n') { i += 1; continue; }
      if (i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
        o += char(hex(s[i + 1]) * 16 + hex(s[i + 2]));
        i += 2;
        continue;
      }
    }
    o += s[i];
  }
  return o;
}

std::string uuEncode(std::string_view s) {
  if (s.empty()) return "";
  std::string o = "begin 0644 filename\n";
  auto enc = [](uint32_t v) { return char((v & 63) ? (v & 63) + 32 : '`'); };
  for (size_t i = 0; i < s.size(); i += 45) {
    size_t n = std::min<size_t>(45, s.size() - i);
    o += enc(uint32_t(n));
    for (size_t j = 0; j < n; j += 3) {
      uint32_t v = uint8_t(s[i + j]) << 16;
      if (j + 1 < n) v |= uint8_t(s[i + j + 1]) << 8;
      if (j + 2 < n) v |= uint8_t(s[i + j + 2]);
      o += enc(v >> 18); o += enc(v >> 12); o += enc(v >> 6); o += enc(v);
    }
    o += '\n';
  }
  return o;
}

std::string uuDecode(std::string_view s) {
  std::string o;
  size_t pos = 0;
  // Skip to the line after "begin ".
  size_t b = s.find("begin ");
  if (b != std::string_view::npos) {
    size_t nl = s.find('\n', b);
    pos = nl == std::string_view::npos ? s.size() : nl + 1;
  }
  auto dec = [](char c) { return uint32_t((c - 32) & 63); };
  while (pos < s.size()) {
    size_t nl = s.find('\n', pos);
    std::string_view line = s.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? s.size() : nl + 1;
    if (line.empty()) continue;
    if (line.substr(0, 3) == "end") break;
    size_t n = dec(line[0]);
    if (n == 0) continue;
    std::string bytes;
    for (size_t j = 1; j + 3 < line.size() + 1 && bytes.size() < n; j += 4) {
      uint32_t v = 0;
      for (int k = 0; k < 4; ++k) v = (v << 6) | (j + k < line.size() ? dec(line[j + k]) : 0);
      bytes += char(v >> 16); bytes += char(v >> 8); bytes += char(v);
    }
    o += bytes.substr(0, n);
  }
  return o;
}

} // namespace

std::vector<uint32_t> decode(const Encoding* e, std::string_view in, size_t* errors) {
  std::vector<uint32_t> out;
  out.reserve(in.size());
  switch (e->kind) {
    case Kind::Utf8: decodeUtf8(in, out); break;
    case Kind::Ascii: case Kind::Bit7:
      for (unsigned char c : in) out.push_back(c < 0x80 ? c : kBadInput);
      break;
    case Kind::Latin1: case Kind::Bit8: case Kind::Pass:
      for (unsigned char c : in) out.push_back(c);
      break;
    case Kind::Utf16: decodeUtf16(in, true, true, out); break;
    case Kind::Utf16BE: decodeUtf16(in, true, false, out); break;
    case Kind::Utf16LE: decodeUtf16(in, false, false, out); break;
    case Kind::Utf32: decodeFixed(in, 4, true, true, true, out); break;
    case Kind::Utf32BE: decodeFixed(in, 4, true, false, true, out); break;
    case Kind::Utf32LE: decodeFixed(in, 4, false, false, true, out); break;
    case Kind::Ucs4: decodeFixed(in, 4, true, true, false, out); break;
    case Kind::Ucs4BE: decodeFixed(in, 4, true, false, false, out); break;
    case Kind::Ucs4LE: decodeFixed(in, 4, false, false, false, out); break;
    case Kind::Ucs2: decodeFixed(in, 2, true, true, false, out); break;
    case Kind::Ucs2BE: decodeFixed(in, 2, true, false, false, out); break;
    case Kind::Ucs2LE: decodeFixed(in, 2, false, false, false, out); break;
    case Kind::HtmlEnt: decodeHtml(in, out); break;
    case Kind::Base64: for (unsigned char c : base64Decode(in)) out.push_back(c); break;
    case Kind::QPrint: for (unsigned char c : qprintDecode(in)) out.push_back(c); break;
    case Kind::UUencode: for (unsigned char c : uuDecode(in)) out.push_back(c); break;
    case Kind::Utf7: case Kind::Utf7Imap: case Kind::Icu: {
      Encoding tmp = *e;
      if (e->kind == Kind::Utf7) tmp.icu = "UTF-7";
      if (e->kind == Kind::Utf7Imap) tmp.icu = "IMAP-mailbox-name";
      decodeIcu(&tmp, in, out, errors);
      if (jisStandard(e))
        for (uint32_t& c : out)
          for (const auto& m : kJisStandardMap)
            if (c == m[0]) c = m[1];
      return out;
    }
  }
  if (errors)
    for (uint32_t c : out)
      if (c == kBadInput) ++*errors;
  return out;
}

std::string encode(const Encoding* e, const std::vector<uint32_t>& cps) {
  switch (e->kind) {
    case Kind::Icu: return encodeIcu(e, cps);
    case Kind::Utf7: case Kind::Utf7Imap: {
      Encoding tmp = *e;
      tmp.icu = e->kind == Kind::Utf7 ? "UTF-7" : "IMAP-mailbox-name";
      return encodeIcu(&tmp, cps);
    }
    case Kind::Base64: case Kind::QPrint: case Kind::UUencode: {
      std::string bytes;
      for (uint32_t c : cps) bytes += char(c == kBadInput ? '?' : c);
      return e->kind == Kind::Base64 ? base64Encode(bytes) : e->kind == Kind::QPrint ? qprintEncode(bytes) : uuEncode(bytes);
    }
    default: break;
  }
  std::string out;
  out.reserve(cps.size());
  NativeBufferGuard guard;   // the result counts against memory_limit as it grows (php's is in its heap)
  for (uint32_t c : cps) {
    guard(out.size());
    if (c != kBadInput && encodeNative(e->kind, c, out)) continue;
    for (uint32_t s : substitution(c == kBadInput, c))
      if (!encodeNative(e->kind, s, out)) encodeNative(e->kind, '?', out);
  }
  return out;
}

std::string convert(std::string_view in, const Encoding* to, const Encoding* from) {
  if (from->isTransfer() || to->isTransfer()) {
    std::string bytes(in);
    if (from->kind == Kind::Base64) bytes = base64Decode(in);
    else if (from->kind == Kind::QPrint) bytes = qprintDecode(in);
    else if (from->kind == Kind::UUencode) bytes = uuDecode(in);
    if (to->kind == Kind::Base64) return base64Encode(bytes);
    if (to->kind == Kind::QPrint) return qprintEncode(bytes);
    if (to->kind == Kind::UUencode) return uuEncode(bytes);
    return bytes;
  }
  if (from == to && from->kind == Kind::Pass) return std::string(in);
  return encode(to, decode(from, in));
}

bool checkEncoding(std::string_view in, const Encoding* e) {
  if (e->kind == Kind::Pass || e->kind == Kind::Bit8 || e->kind == Kind::Latin1) return true;
  if (e->kind == Kind::Utf8) return isValidUtf8(in);   // what decodeUtf8 takes without a bad-input mark
  size_t errors = 0;
  std::vector<uint32_t> cps = decode(e, in, &errors);
  if (errors) return false;
  if (e->kind == Kind::Icu) {
    // Round trip: catches sequences ICU maps by fallback.
    return true;
  }
  return true;
}

} // namespace hop::mb

namespace hop::mb {

namespace {

/// php's mbfl UTF-8 state machine: whether byte c continues the character begun by
/// `lead` after `got` continuation bytes (the second byte has a narrower range
/// after E0, ED, F0 and F4).
bool legacyUtf8Continues(unsigned char lead, int got, unsigned char c) {
  if (c < 0x80 || c > 0xBF) return false;
  if (got) return true;
  switch (lead) {
    case 0xE0: return c >= 0xA0;
    case 0xED: return c < 0xA0;
    case 0xF0: return c >= 0x90;
    case 0xF4: return c < 0x90;
    default: return true;
  }
}

/// Runs php's mbfl UTF-8 state machine; returns the pending tail length and sets
/// `firstBad` to the index of the byte where invalid input was first seen.
size_t utf8Legacy(std::string_view s, size_t& firstBad) {
  firstBad = SIZE_MAX;
  // php's mbfl UTF-8 state machine: `need` continuation bytes still expected, `lead` the
  // lead byte (its second byte has a narrower range), `start` where the character began.
  int need = 0, got = 0;
  unsigned char lead = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (need) {
      bool ok = legacyUtf8Continues(lead, got, c);
      if (ok) {
        ++got;
        if (got == need) need = 0;
        continue;
      }
      need = 0;   // invalid: the byte is read again as a new character
      if (firstBad == SIZE_MAX) firstBad = i;
    }
    if (c >= 0xC2 && c <= 0xDF) need = 1;
    else if (c >= 0xE0 && c <= 0xEF) need = 2;
    else if (c >= 0xF0 && c <= 0xF4) need = 3;
    else if (c >= 0x80 && firstBad == SIZE_MAX) firstBad = i;
    if (need) { lead = c; got = 0; start = i; }
  }
  return need ? s.size() - start : 0;
}

} // namespace

/// Code unit size of the UTF-16/32 and UCS-2/4 encodings (0 for others).
size_t unitSize(const Encoding* e) {
  switch (e->kind) {
    case Kind::Utf16: case Kind::Utf16BE: case Kind::Utf16LE: case Kind::Ucs2: case Kind::Ucs2BE: case Kind::Ucs2LE: return 2;
    case Kind::Utf32: case Kind::Utf32BE: case Kind::Utf32LE: case Kind::Ucs4: case Kind::Ucs4BE: case Kind::Ucs4LE: return 4;
    default: return 0;
  }
}

std::vector<uint32_t> legacyDecodeUtf8(std::string_view s, bool flush, std::vector<size_t>* byteEnds) {
  std::vector<uint32_t> out;
  int need = 0, got = 0;
  unsigned char lead = 0;
  uint32_t cp = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t before = out.size();
    if (need) {
      if (legacyUtf8Continues(lead, got, c)) {
        cp = (cp << 6) | (c & 0x3F);
        if (++got == need) { out.push_back(cp); need = 0; }
        if (byteEnds && out.size() != before) byteEnds->push_back(out.size());
        continue;
      }
      need = 0;   // the sequence is invalid; the byte is read again as a new character
      out.push_back(kBadInput);
    }
    if (c < 0x80) out.push_back(c);
    else if (c >= 0xC2 && c <= 0xDF) { need = 1; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { need = 2; cp = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { need = 3; cp = c & 0x07; }
    else out.push_back(kBadInput);
    if (need) { lead = c; got = 0; }
    if (byteEnds && out.size() != before) byteEnds->push_back(out.size());
  }
  if (need && flush) {
    out.push_back(kBadInput);
    if (byteEnds) byteEnds->push_back(out.size());
  }
  return out;
}

size_t legacyPendingTail(const Encoding* e, std::string_view s) {
  if (!e) return 0;
  if (size_t u = unitSize(e)) return s.size() % u;
  if (e->isUtf8()) {
    size_t bad;
    return utf8Legacy(s, bad);
  }
  if (e->mblen) {   // a multibyte character by its lead byte cut off by the end
    size_t i = 0;
    while (i < s.size()) {
      size_t n = e->mblen[static_cast<unsigned char>(s[i])];
      if (n > 1 && i + n > s.size()) return s.size() - i;
      i += n ? n : 1;
    }
    return 0;
  }
  if (e->kind == Kind::Icu && !s.empty()) {
    // A multibyte charset: the invalid end is a cut-off character when a trail byte completes it.
    size_t errors = 0;
    std::vector<uint32_t> cps = decode(e, s, &errors);
    if (errors != 1 || cps.empty() || cps.back() != kBadInput) return 0;
    std::string more(s);
    for (int k = 0; k < 2; ++k) {
      more += '\xA1';
      size_t err2 = 0;
      decode(e, more, &err2);
      if (!err2) {
        cps.pop_back();
        size_t valid = encode(e, cps).size();
        return valid < s.size() ? s.size() - valid : 0;
      }
    }
  }
  return 0;
}

size_t legacyFirstBad(const Encoding* e, std::string_view s) {
  size_t bad = SIZE_MAX;
  if (e->isUtf8()) {
    utf8Legacy(s, bad);
    return bad;
  }
  s.remove_suffix(legacyPendingTail(e, s));   // a cut-off last character is pending, not invalid
  size_t errors = 0;
  std::vector<uint32_t> cps = decode(e, s, &errors);
  if (!errors) return SIZE_MAX;
  size_t k = 0;
  while (k < cps.size() && cps[k] != kBadInput) ++k;
  // The valid characters before it, encoded back, give the byte where it starts.
  return std::min(s.size() - 1, encode(e, std::vector<uint32_t>(cps.begin(), cps.begin() + long(k))).size());
}

} // namespace hop::mb
