// html-entities.cpp — htmlspecialchars, htmlentities, html_entity_decode,
// htmlspecialchars_decode and get_html_translation_table, as php's html.c
// does them: per document type (HTML 4.01, XHTML, XML 1, HTML 5), per
// charset (UTF-8, the 8-bit Latin/Cyrillic/Mac ones, and the multibyte
// Asian ones it only splits into characters), with ENT_IGNORE /
// ENT_SUBSTITUTE / ENT_DISALLOWED handling of bad or disallowed characters.
//
// The entity and charset tables are data generated from php
// (tools/gen-html-entities.py -> html-entity-tables.inc).
#include <algorithm>
#include <cstring>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/string/string-data.h"

namespace hop {

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

// --- Flags -----------------------------------------------------------------------------------

enum : int64_t {
  kQuoteSingle = 1,    // ENT_HTML_QUOTE_SINGLE
  kQuoteDouble = 2,    // ENT_COMPAT
  kIgnore = 4,         // ENT_IGNORE
  kSubstitute = 8,     // ENT_SUBSTITUTE
  kDisallowed = 128,   // ENT_DISALLOWED
  kDocTypeMask = 48,
};
enum DocType : int64_t { kHtml401 = 0, kXml1 = 16, kXhtml = 32, kHtml5 = 48 };
enum Table : int64_t { kHtmlSpecialChars = 0, kHtmlEntities = 1 };

// --- Charsets --------------------------------------------------------------------------------

enum class Charset { Utf8, Latin1, Cp1252, Latin9, Cp1251, Latin5, Cp866, MacRoman, Koi8r, Big5, Gb2312, Big5Hkscs, Sjis, EucJp };

bool unicodeCompatible(Charset c) { return c == Charset::Utf8 || c == Charset::Latin1; }
bool partialSupport(Charset c) { return c >= Charset::Big5; }

const uint16_t* toUnicodeTable(Charset c) {
  switch (c) {
    case Charset::Cp1252: return kCp1252ToUnicode;
    case Charset::Latin9: return kIso885915ToUnicode;
    case Charset::Cp1251: return kCp1251ToUnicode;
    case Charset::Latin5: return kIso88595ToUnicode;
    case Charset::Cp866: return kCp866ToUnicode;
    case Charset::MacRoman: return kMacromanToUnicode;
    case Charset::Koi8r: return kKoi8RToUnicode;
    default: return nullptr;
  }
}

/// determine_charset: the charset named (or default_charset), UTF-8 after a
/// warning for unknown names.
Charset charsetFor(std::string_view hint, const char* fn) {
  static const struct {
    const char* name;
    Charset cs;
  } kNames[] = {
      {"ISO-8859-1", Charset::Latin1},  {"ISO8859-1", Charset::Latin1},   {"ISO-8859-15", Charset::Latin9},
      {"ISO8859-15", Charset::Latin9},  {"utf-8", Charset::Utf8},         {"cp1252", Charset::Cp1252},
      {"Windows-1252", Charset::Cp1252}, {"1252", Charset::Cp1252},       {"BIG5", Charset::Big5},
      {"950", Charset::Big5},           {"GB2312", Charset::Gb2312},      {"936", Charset::Gb2312},
      {"BIG5-HKSCS", Charset::Big5Hkscs}, {"Shift_JIS", Charset::Sjis},   {"SJIS", Charset::Sjis},
      {"932", Charset::Sjis},           {"SJIS-win", Charset::Sjis},      {"CP932", Charset::Sjis},
      {"EUCJP", Charset::EucJp},        {"EUC-JP", Charset::EucJp},       {"eucJP-win", Charset::EucJp},
      {"KOI8-R", Charset::Koi8r},       {"koi8-ru", Charset::Koi8r},      {"koi8r", Charset::Koi8r},
      {"cp1251", Charset::Cp1251},      {"Windows-1251", Charset::Cp1251}, {"win-1251", Charset::Cp1251},
      {"iso8859-5", Charset::Latin5},   {"iso-8859-5", Charset::Latin5},  {"cp866", Charset::Cp866},
      {"866", Charset::Cp866},          {"ibm866", Charset::Cp866},       {"MacRoman", Charset::MacRoman},
  };
  std::string name(hint.substr(0, hint.find('\0')));
  if (name.empty()) name = ctx().ini.get("default_charset").value_or("");
  if (name.empty()) return Charset::Utf8;
  if (name.size() == 5 && (name[0] | 0x20) == 'u' && (name[1] | 0x20) == 't' && (name[2] | 0x20) == 'f' &&
      name[3] == '-' && name[4] == '8')
    return Charset::Utf8;
  for (const auto& n : kNames) {
    if (std::strlen(n.name) != name.size()) continue;
    bool eq = true;
    for (size_t i = 0; i < name.size() && eq; ++i) eq = tolower(static_cast<unsigned char>(name[i])) == tolower(static_cast<unsigned char>(n.name[i]));
    if (eq) return n.cs;
  }
  raiseWarning("%s(): Charset \"%s\" is not supported, assuming UTF-8", fn, name.c_str());
  return Charset::Utf8;
}

bool utf8Lead(unsigned char c) { return c < 0x80 || (c >= 0xC2 && c <= 0xF4); }
bool utf8Trail(unsigned char c) { return c >= 0x80 && c <= 0xBF; }
bool gb2312Lead(unsigned char c) { return c != 0x8E && c != 0x8F && c != 0xA0 && c != 0xFF; }
bool gb2312Trail(unsigned char c) { return c >= 0xA1 && c <= 0xFE; }
bool sjisLead(unsigned char c) { return c != 0x80 && c != 0xA0 && c < 0xFD; }
bool sjisTrail(unsigned char c) { return c >= 0x40 && c != 0x7F && c < 0xFD; }

/// get_next_char: one character of `s` at pos in the charset (its code unit
/// value, not Unicode, for non-UTF-8 multibyte charsets). On an invalid
/// sequence sets ok = false and skips the bytes php skips.
uint32_t nextChar(Charset cs, std::string_view s, size_t& pos, bool& ok) {
  ok = true;
  auto at = [&](size_t k) { return static_cast<unsigned char>(s[pos + k]); };
  size_t avail = s.size() - pos;
  auto fail = [&](size_t n) -> uint32_t {
    ok = false;
    pos += n;
    return 0;
  };
  unsigned char c = at(0);
  switch (cs) {
    case Charset::Utf8: {
      if (c < 0x80) {
        pos += 1;
        return c;
      }
      if (c < 0xC2) return fail(1);
      if (c < 0xE0) {
        if (avail < 2) return fail(1);
        if (!utf8Trail(at(1))) return fail(utf8Lead(at(1)) ? 1 : 2);
        uint32_t cp = ((c & 0x1Fu) << 6) | (at(1) & 0x3Fu);
        if (cp < 0x80) return fail(2);
        pos += 2;
        return cp;
      }
      if (c < 0xF0) {
        if (avail < 3 || !utf8Trail(at(1)) || !utf8Trail(at(2))) {
          if (avail < 2 || utf8Lead(at(1))) return fail(1);
          if (avail < 3 || utf8Lead(at(2))) return fail(2);
          return fail(3);
        }
        uint32_t cp = ((c & 0x0Fu) << 12) | ((at(1) & 0x3Fu) << 6) | (at(2) & 0x3Fu);
        if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)) return fail(3);
        pos += 3;
        return cp;
      }
      if (c < 0xF5) {
        if (avail < 4 || !utf8Trail(at(1)) || !utf8Trail(at(2)) || !utf8Trail(at(3))) {
          if (avail < 2 || utf8Lead(at(1))) return fail(1);
          if (avail < 3 || utf8Lead(at(2))) return fail(2);
          if (avail < 4 || utf8Lead(at(3))) return fail(3);
          return fail(4);
        }
        uint32_t cp = ((c & 0x07u) << 18) | ((at(1) & 0x3Fu) << 12) | ((at(2) & 0x3Fu) << 6) | (at(3) & 0x3Fu);
        if (cp < 0x10000 || cp > 0x10FFFF) return fail(4);
        pos += 4;
        return cp;
      }
      return fail(1);
    }
    case Charset::Big5:
    case Charset::Big5Hkscs:
      if (c >= 0x81 && c <= 0xFE) {
        if (avail < 2) return fail(1);
        unsigned char n = at(1);
        if ((n >= 0x40 && n <= 0x7E) || (n >= 0xA1 && n <= 0xFE)) {
          pos += 2;
          return (uint32_t(c) << 8) | n;
        }
        if (cs == Charset::Big5Hkscs && (n == 0x80 || n == 0xFF)) return fail(2);
        return fail(1);
      }
      pos += 1;
      return c;
    case Charset::Gb2312:
      if (c >= 0xA1 && c <= 0xFE) {
        if (avail < 2) return fail(1);
        unsigned char n = at(1);
        if (gb2312Trail(n)) {
          pos += 2;
          return (uint32_t(c) << 8) | n;
        }
        return fail(gb2312Lead(n) ? 1 : 2);
      }
      if (gb2312Lead(c)) {
        pos += 1;
        return c;
      }
      return fail(1);
    case Charset::Sjis:
      if ((c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)) {
        if (avail < 2) return fail(1);
        unsigned char n = at(1);
        if (sjisTrail(n)) {
          pos += 2;
          return (uint32_t(c) << 8) | n;
        }
        return fail(sjisLead(n) ? 1 : 2);
      }
      if (c < 0x80 || (c >= 0xA1 && c <= 0xDF)) {
        pos += 1;
        return c;
      }
      return fail(1);
    case Charset::EucJp:
      if (c >= 0xA1 && c <= 0xFE) {
        if (avail < 2) return fail(1);
        unsigned char n = at(1);
        if (n >= 0xA1 && n <= 0xFE) {
          pos += 2;
          return (uint32_t(c) << 8) | n;
        }
        return fail(n != 0xA0 && n != 0xFF ? 1 : 2);
      }
      if (c == 0x8E) {
        if (avail < 2) return fail(1);
        unsigned char n = at(1);
        if (n >= 0xA1 && n <= 0xDF) {
          pos += 2;
          return (uint32_t(c) << 8) | n;
        }
        return fail(n != 0xA0 && n != 0xFF ? 1 : 2);
      }
      if (c == 0x8F) {
        if (avail < 3 || !(at(1) >= 0xA1 && at(1) <= 0xFE) || !(at(2) >= 0xA1 && at(2) <= 0xFE)) {
          if (avail < 2 || (at(1) != 0xA0 && at(1) != 0xFF)) return fail(1);
          if (avail < 3 || (at(2) != 0xA0 && at(2) != 0xFF)) return fail(2);
          return fail(3);
        }
        const uint32_t cp = (uint32_t(c) << 16) | (uint32_t(at(1)) << 8) | at(2);
        pos += 3;
        return cp;
      }
      if (c != 0xA0 && c != 0xFF) {
        pos += 1;
        return c;
      }
      return fail(1);
    default:
      pos += 1;
      return c;
  }
}

/// map_to_unicode for the 8-bit charsets (0xFFFF when unmapped).
uint32_t toUnicode(Charset cs, uint32_t c) {
  const uint16_t* t = toUnicodeTable(cs);
  return t && c < 256 ? t[c] : c;
}

/// map_from_unicode: the charset's code for a code point, or false.
bool fromUnicode(Charset cs, uint32_t cp, uint32_t& out) {
  switch (cs) {
    case Charset::Utf8: out = cp; return true;
    case Charset::Latin1:
      out = cp;
      return cp <= 0xFF;
    case Charset::Sjis:
    case Charset::EucJp:
      // 0x5C is taken to be the Yen sign in these.
      out = cp;
      return cp >= 0x20 && cp <= 0x7D && cp != 0x5C;
    case Charset::Big5:
    case Charset::Big5Hkscs:
    case Charset::Gb2312:
      out = cp;
      return cp >= 0x20 && cp <= 0x7D;
    default: {
      const uint16_t* t = toUnicodeTable(cs);
      if (cp < 0x20) {
        out = cp;
        return true;
      }
      for (uint32_t b = 0; b < 256; ++b)
        if (t[b] == cp) {
          out = b;
          return true;
        }
      return false;
    }
  }
}

/// write_octet_sequence: a character code in the charset's bytes.
void writeChar(std::string& out, Charset cs, uint32_t c) {
  if (cs == Charset::Utf8) {
    if (c < 0x80) {
      out += char(c);
    } else if (c < 0x800) {
      out += char(0xC0 | (c >> 6));
      out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += char(0xE0 | (c >> 12));
      out += char(0x80 | ((c >> 6) & 0x3F));
      out += char(0x80 | (c & 0x3F));
    } else {
      out += char(0xF0 | (c >> 18));
      out += char(0x80 | ((c >> 12) & 0x3F));
      out += char(0x80 | ((c >> 6) & 0x3F));
      out += char(0x80 | (c & 0x3F));
    }
    return;
  }
  if (partialSupport(cs) && c > 0xFF) {
    if (c > 0xFFFF) out += char((c >> 16) & 0xFF);
    out += char((c >> 8) & 0xFF);
  }
  out += char(c & 0xFF);
}

// --- Which characters a document type allows ----------------------------------------------

bool cpAllowed(uint32_t cp, int64_t doctype) {
  auto nonchar = [&] { return (cp & 0xFFFF) >= 0xFFFE || (cp >= 0xFDD0 && cp <= 0xFDEF); };
  switch (doctype) {
    case kHtml401:   // (noncharacters included)
      return (cp >= 0x20 && cp <= 0x7E) || cp == 0x0A || cp == 0x09 || cp == 0x0D || (cp >= 0xA0 && cp <= 0xD7FF) ||
             (cp >= 0xE000 && cp <= 0x10FFFF);
    case kHtml5:
      return (cp >= 0x20 && cp <= 0x7E) || (cp >= 0x09 && cp <= 0x0D && cp != 0x0B) || (cp >= 0xA0 && cp <= 0xD7FF) ||
             (cp >= 0xE000 && cp <= 0x10FFFF && !nonchar());
    default:   // XHTML, XML 1.0
      return (cp >= 0x20 && cp <= 0xD7FF) || cp == 0x0A || cp == 0x09 || cp == 0x0D ||
             (cp >= 0xE000 && cp <= 0x10FFFF && cp != 0xFFFE && cp != 0xFFFF);
  }
}

/// numeric_entity_is_allowed: what &#N; may name (ENT_DISALLOWED).
bool numericEntityAllowed(uint32_t cp, int64_t doctype) {
  switch (doctype) {
    case kHtml401: return cp <= 0x10FFFF;
    case kHtml5:
      return (cp >= 0x20 && cp <= 0x7E) || (cp >= 0x09 && cp <= 0x0C && cp != 0x0B) ||
             (cp >= 0xA0 && cp <= 0x10FFFF && (cp & 0xFFFF) < 0xFFFE && (cp < 0xFDD0 || cp > 0xFDEF));
    default: return cpAllowed(cp, doctype);
  }
}

// --- Entity tables -----------------------------------------------------------------------------

/// The basic entities (htmlspecialchars): & " ' < >; HTML 4.01 writes ' as
/// &#039;, the others as &apos;.
const char* basicEntity(uint32_t c, bool apos) {
  switch (c) {
    case '&': return "amp";
    case '"': return "quot";
    case '\'': return apos ? "apos" : "#039";
    case '<': return "lt";
    case '>': return "gt";
    default: return nullptr;
  }
}

struct EncodeTable {
  const CharEntity* begin;
  const CharEntity* end;
};
EncodeTable encodeTable(int64_t doctype) {
  if (doctype == kHtml5) return {std::begin(kHtml5Encode), std::end(kHtml5Encode)};
  return {std::begin(kHtml401Encode), std::end(kHtml401Encode)};
}

/// find_entity_for_char: the entity for a character; a character that starts
/// a two-character entity consumes the next one when it matches.
const char* entityFor(const EncodeTable& t, uint32_t cp, Charset cs, std::string_view s, size_t& pos) {
  const CharEntity* first = std::lower_bound(t.begin, t.end, cp, [](const CharEntity& e, uint32_t c) { return e.cp1 < c; });
  if (first == t.end || first->cp1 != cp) return nullptr;
  const char* single = first->cp2 == 0 ? first->name : nullptr;
  const CharEntity* pairs = single ? first + 1 : first;
  if (pairs == t.end || pairs->cp1 != cp) return single;
  if (pos >= s.size()) return single;
  size_t before = pos;
  bool ok;
  uint32_t next = nextChar(cs, s, pos, ok);
  if (ok)
    for (const CharEntity* e = pairs; e != t.end && e->cp1 == cp; ++e)
      if (e->cp2 == next) return e->name;
  pos = before;
  return single;
}

struct DecodeTable {
  const NamedEntity* begin;
  const NamedEntity* end;
  bool basicOnly;   // only amp lt gt quot (and apos unless noApos)
  bool noApos;
};

/// unescape_inverse_map: which names decode.
DecodeTable decodeTable(bool all, int64_t doctype) {
  if (all) {
    if (doctype == kHtml401 || doctype == kXhtml) return {std::begin(kHtml401Decode), std::end(kHtml401Decode), false, false};
    if (doctype == kHtml5) return {std::begin(kHtml5Decode), std::end(kHtml5Decode), false, false};
    return {nullptr, nullptr, true, false};
  }
  return {nullptr, nullptr, true, doctype == kHtml401};
}

bool resolveNamed(const DecodeTable& t, std::string_view name, uint32_t& cp1, uint32_t& cp2) {
  cp2 = 0;
  if (t.basicOnly) {
    if (name == "amp") cp1 = '&';
    else if (name == "lt") cp1 = '<';
    else if (name == "gt") cp1 = '>';
    else if (name == "quot") cp1 = '"';
    else if (name == "apos" && !t.noApos) cp1 = '\'';
    else return false;
    return true;
  }
  const NamedEntity* e = std::lower_bound(t.begin, t.end, name, [](const NamedEntity& x, std::string_view n) { return x.name < n; });
  if (e == t.end || e->name != name) return false;
  cp1 = e->cp1;
  cp2 = e->cp2;
  return true;
}

bool isAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

/// process_named_entity_html: the name of "&name;" starting at s[pos], or false.
bool namedEntityAt(std::string_view s, size_t pos, std::string_view& name, size_t& end) {
  size_t q = pos;
  while (q < s.size() && isAlnum(s[q])) ++q;
  if (q >= s.size() || s[q] != ';' || q == pos) {
    end = q;
    return false;
  }
  name = s.substr(pos, q - pos);
  end = q;
  return true;
}

/// process_numeric_entity: "&#123;" / "&#x7B;" after the '#' at s[pos].
bool numericEntityAt(std::string_view s, size_t pos, uint32_t& cp, size_t& end) {
  bool hex = pos < s.size() && (s[pos] == 'x' || s[pos] == 'X');
  if (hex) ++pos;
  end = pos;
  if (pos >= s.size() || !(hex ? isxdigit(static_cast<unsigned char>(s[pos])) : isdigit(static_cast<unsigned char>(s[pos]))))
    return false;
  uint64_t v = 0;
  bool big = false;
  while (pos < s.size() && (hex ? isxdigit(static_cast<unsigned char>(s[pos])) : isdigit(static_cast<unsigned char>(s[pos])))) {
    int d = isdigit(static_cast<unsigned char>(s[pos])) ? s[pos] - '0' : (tolower(static_cast<unsigned char>(s[pos])) - 'a' + 10);
    if (v > 0x10FFFF) big = true;
    else v = v * (hex ? 16 : 10) + uint64_t(d);
    ++pos;
  }
  end = pos;
  if (pos >= s.size() || s[pos] != ';') return false;
  if (big || v > 0x10FFFF) return false;
  cp = uint32_t(v);
  return true;
}

// --- Encoding ------------------------------------------------------------------------------------

std::string escapeHtml(std::string_view s, bool all, int64_t flags, Charset cs, bool doubleEncode, const char* fn) {
  int64_t doctype = flags & kDocTypeMask;
  if (all && partialSupport(cs))
    raiseNotice("%s(): Only basic entities substitution is supported for multi-byte encodings other than UTF-8; "
                "functionality is equivalent to htmlspecialchars", fn);
  all = all && !partialSupport(cs) && doctype != kXml1;
  EncodeTable table = encodeTable(doctype);
  bool mapToUnicode = all && !unicodeCompatible(cs);
  DecodeTable known = decodeTable(true, doctype);   // valid named entities kept when !doubleEncode
  std::string replacement = cs == Charset::Utf8 ? "\xEF\xBF\xBD" : "&#xFFFD;";
  std::string out;
  out.reserve(s.size() + s.size() / 4);
  NativeBufferGuard guard;
  size_t pos = 0;
  while (pos < s.size()) {
    guard(out.size());   // the result counts against memory_limit as it grows
    size_t before = pos;
    bool ok;
    uint32_t c = nextChar(cs, s, pos, ok);
    if (!ok) {
      if (flags & kIgnore) continue;
      if (flags & kSubstitute) {
        out += replacement;
        continue;
      }
      return "";
    }
    std::string_view seq = s.substr(before, pos - before);
    if (c != '&') {
      if ((c == '\'' && !(flags & kQuoteSingle)) || (c == '"' && !(flags & kQuoteDouble))) {
        out.append(seq);
        continue;
      }
      const char* ent = nullptr;
      uint32_t uc = c;
      if (all) {
        if (mapToUnicode) {
          uc = toUnicode(cs, c);
          if (uc == 0xFFFF) {
            out.append(seq);
            continue;
          }
        }
        ent = entityFor(table, uc, cs, s, pos);
      } else {
        ent = c < 64 ? basicEntity(c, doctype != kHtml401) : nullptr;
      }
      if (ent) {
        out += '&';
        out += ent;
        out += ';';
        continue;
      }
      if (flags & kDisallowed) {
        bool allowed = true;
        // Without a Unicode mapping (not converting all entities, or a
        // multibyte charset) only the ASCII range can be judged.
        if (unicodeCompatible(cs)) allowed = cpAllowed(c, doctype);
        else if (mapToUnicode) allowed = cpAllowed(uc, doctype);
        else allowed = !(c <= 0x7D && !cpAllowed(c, doctype));
        if (!allowed) {
          out += replacement;
          continue;
        }
      }
      out.append(seq);
      continue;
    }
    // '&': kept as an entity when it starts a valid one and !doubleEncode.
    if (!doubleEncode && pos < s.size()) {
      size_t end;
      bool valid = false;
      if (s[pos] == '#') {
        uint32_t cp;
        valid = numericEntityAt(s, pos + 1, cp, end) && (!(flags & kDisallowed) || numericEntityAllowed(cp, doctype));
      } else {
        std::string_view name;
        uint32_t a1, a2;
        if (namedEntityAt(s, pos, name, end))
          valid = resolveNamed(known, name, a1, a2) || (doctype == kXhtml && name == "apos");
      }
      if (valid) {
        out += '&';
        out.append(s.substr(pos, end - pos));
        out += ';';
        pos = end + 1;
        continue;
      }
    }
    out += "&amp;";
  }
  return out;
}

// --- Decoding ------------------------------------------------------------------------------------

std::string unescapeHtml(std::string_view s, bool all, int64_t flags, Charset cs) {
  if (s.find('&') == std::string_view::npos) return std::string(s);
  int64_t doctype = flags & kDocTypeMask;
  DecodeTable table = decodeTable(all, doctype);
  std::string out;
  out.reserve(s.size());
  size_t p = 0;
  while (p < s.size()) {
    // An entity needs at least "&x;" plus one more byte of input.
    if (s[p] != '&' || p + 3 >= s.size()) {
      out += s[p++];
      continue;
    }
    uint32_t code = 0, code2 = 0;
    size_t next;
    bool ok;
    if (s[p + 1] == '#') {
      ok = numericEntityAt(s, p + 2, code, next);
      if (ok && !all && (code > 63 || !basicEntity(code, true))) ok = false;
      if (ok && (!cpAllowed(code, doctype) || (doctype == kHtml5 && code == 0x0D))) ok = false;
    } else {
      std::string_view name;
      ok = namedEntityAt(s, p + 1, name, next);
      if (ok && !resolveNamed(table, name, code, code2)) {
        if (doctype == kXhtml && name == "apos") code = '\'';
        else ok = false;
      }
    }
    if (ok && ((code == '\'' && !(flags & kQuoteSingle)) || (code == '"' && !(flags & kQuoteDouble)))) ok = false;
    if (ok && cs != Charset::Utf8 && (!fromUnicode(cs, code, code) || code2 != 0)) ok = false;
    if (!ok) {
      // What was read of the would-be entity is copied as it is.
      out.append(s.substr(p, next - p));
      p = next;
      continue;
    }
    writeChar(out, cs, code);
    if (code2) writeChar(out, cs, code2);
    p = next + 1;
  }
  return out;
}

// --- The builtins ---------------------------------------------------------------------------------

constexpr int64_t kDefaultFlags = 3 | kSubstitute | kHtml401;

std::string_view encodingArg(NativeArgs& a, uint32_t i) { return a.isNull(i) ? std::string_view() : a.sv(i); }

/// htmlspecialchars() of valid UTF-8 text without ENT_DISALLOWED (what
/// templates, loggers and markdown renderers call it with): every byte but
/// the five specials is copied, so runs are copied in bulk and text without a
/// special is returned as it is. False (nothing returned) at the first byte
/// that is not valid UTF-8 or, with double_encode off, a '&': escapeHtml()
/// then does the whole job.
/// The length of the valid UTF-8 character at s[i] (a byte >= 0x80), as
/// php's get_next_char judges it for UTF-8 (no overlongs, surrogates or
/// code points past U+10FFFF), or 0.
size_t utf8SeqLen(std::string_view s, size_t i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const size_t avail = s.size() - i;
  auto trail = [&](size_t k) { return (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return avail >= 2 && trail(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (avail < 3 || !trail(1) || !trail(2)) return 0;
    const uint32_t cp = (uint32_t(c & 0x0F) << 12) | (uint32_t(s[i + 1] & 0x3F) << 6) | uint32_t(s[i + 2] & 0x3F);
    return cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (avail < 4 || !trail(1) || !trail(2) || !trail(3)) return 0;
    const uint32_t cp = (uint32_t(c & 0x07) << 18) | (uint32_t(s[i + 1] & 0x3F) << 12) |
                        (uint32_t(s[i + 2] & 0x3F) << 6) | uint32_t(s[i + 3] & 0x3F);
    return cp >= 0x10000 && cp <= 0x10FFFF ? 4 : 0;
  }
  return 0;
}

bool escapeAsciiFast(NativeArgs& a, int64_t flags, bool doubleEncode) {
  std::string_view s = a.sv(0);
  const bool apos = (flags & kDocTypeMask) != kHtml401;
  auto special = [flags](unsigned char c) {
    return c == '&' || c == '<' || c == '>' || (c == '"' && (flags & kQuoteDouble)) ||
           (c == '\'' && (flags & kQuoteSingle));
  };
  size_t i = 0;
  const size_t n = s.size();
  for (; i < n; ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      // A valid UTF-8 character is copied as it is: skip it whole.
      const size_t k = utf8SeqLen(s, i);
      if (!k) return false;
      i += k - 1;
      continue;
    }
    if (special(c)) break;
  }
  if (i == n) {
    StringData* in = a.str(0);
    in->incRef();
    a.retString(in);
    return true;
  }
  std::string out;
  out.reserve(n + n / 8 + 8);
  NativeBufferGuard guard;
  size_t run = 0;
  for (; i < n; ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const size_t k = utf8SeqLen(s, i);
      if (!k) return false;
      i += k - 1;
      continue;
    }
    if (c == '&' && !doubleEncode) return false;
    if (!special(c)) continue;
    guard(out.size());   // the result counts against memory_limit as it grows
    out.append(s.data() + run, i - run);
    out += '&';
    out += basicEntity(c, apos);
    out += ';';
    run = i + 1;
  }
  out.append(s.data() + run, n - run);
  a.retString(out);
  return true;
}

void f_htmlspecialchars(NativeArgs& a) {
  int64_t flags = a.i64Or(1, kDefaultFlags);
  Charset cs = charsetFor(encodingArg(a, 2), "htmlspecialchars");
  bool doubleEncode = a.bOr(3, true);
  if (cs == Charset::Utf8 && !(flags & kDisallowed) && escapeAsciiFast(a, flags, doubleEncode)) return;
  a.retString(escapeHtml(a.sv(0), false, flags, cs, doubleEncode, "htmlspecialchars"));
}

void f_htmlentities(NativeArgs& a) {
  int64_t flags = a.i64Or(1, kDefaultFlags);
  Charset cs = charsetFor(encodingArg(a, 2), "htmlentities");
  a.retString(escapeHtml(a.sv(0), true, flags, cs, a.bOr(3, true), "htmlentities"));
}

void f_htmlspecialchars_decode(NativeArgs& a) {
  a.retString(unescapeHtml(a.sv(0), false, a.i64Or(1, kDefaultFlags), Charset::Latin1));
}

void f_html_entity_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  if (s.find('&') == std::string_view::npos) {
    a.retCopy(a.arg(0));
    return;
  }
  Charset cs = charsetFor(encodingArg(a, 2), "html_entity_decode");
  a.retString(unescapeHtml(s, true, a.i64Or(1, kDefaultFlags), cs));
}

void f_get_html_translation_table(NativeArgs& a) {
  int64_t which = a.i64Or(0, kHtmlSpecialChars);
  int64_t flags = a.i64Or(1, kDefaultFlags);
  Charset cs = charsetFor(a.has(2) ? a.sv(2) : std::string_view("UTF-8"), "get_html_translation_table");
  int64_t doctype = flags & kDocTypeMask;
  bool all = which != 0 && !partialSupport(cs) && doctype != kXml1;
  ArrayData* r = ArrayData::makeHash(all ? 256 : 8);
  a.retArray(r);
  auto skipQuote = [&](uint32_t c) {
    return (c == '\'' && !(flags & kQuoteSingle)) || (c == '"' && !(flags & kQuoteDouble));
  };
  auto add = [&](const std::string& key, const std::string& value) {
    StringData* k = StringData::make(key);
    ArrayData::set(a.ret.m_data.parr, ArrayKey::ofStr(k), makeStringNoIncRef(StringData::make(value)));
    k->decRef();
  };
  if (!all) {
    for (uint32_t c = 0; c < 64; ++c) {
      const char* e = basicEntity(c, doctype != kHtml401);
      if (!e || skipQuote(c)) continue;
      add(std::string(1, char(c)), std::string("&") + e + ";");
    }
    return;
  }
  EncodeTable table = encodeTable(doctype);
  // Each character (byte, for 8-bit charsets) with its entity, then the
  // pairs it starts.
  auto writeRow = [&](const CharEntity& e, uint32_t keyChar) {
    std::string key;
    writeChar(key, cs, keyChar);
    if (e.cp2 == 0) {
      add(key, std::string("&") + e.name + ";");
      return;
    }
    uint32_t second = e.cp2;
    if (!unicodeCompatible(cs) && !fromUnicode(cs, e.cp2, second)) return;
    writeChar(key, cs, second);
    add(key, std::string("&") + e.name + ";");
  };
  if (unicodeCompatible(cs)) {
    uint32_t limit = cs == Charset::Latin1 ? 0x100 : 0x110000;
    for (const CharEntity* e = table.begin; e != table.end; ++e) {
      if (e->cp1 >= limit || skipQuote(e->cp1)) continue;
      writeRow(*e, e->cp1);
    }
    return;
  }
  for (uint32_t b = 0; b <= 0xFF; ++b) {
    if (skipQuote(b)) continue;
    uint32_t uc = toUnicode(cs, b);
    for (const CharEntity* e = table.begin; e != table.end; ++e)
      if (e->cp1 == uc) writeRow(*e, b);
  }
}

const BuiltinDecl kHtmlBuiltins[] = {
    {"htmlspecialchars(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f_htmlspecialchars},
    {"htmlentities(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f_htmlentities},
    {"htmlspecialchars_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401): string", f_htmlspecialchars_decode},
    {"html_entity_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null): string", f_html_entity_decode},
    {"get_html_translation_table(int $table = HTML_SPECIALCHARS, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, string $encoding = \"UTF-8\"): array", f_get_html_translation_table},
};
HOP_REGISTER_BUILTINS(kHtmlBuiltins);

const ConstantDecl kHtmlConstants[] = {
    {"ENT_COMPAT", makeInt(2)},       {"ENT_QUOTES", makeInt(3)},  {"ENT_NOQUOTES", makeInt(0)},
    {"ENT_HTML401", makeInt(0)},      {"ENT_XML1", makeInt(16)},   {"ENT_XHTML", makeInt(32)},
    {"ENT_HTML5", makeInt(48)},       {"ENT_IGNORE", makeInt(4)},  {"ENT_SUBSTITUTE", makeInt(8)},
    {"ENT_DISALLOWED", makeInt(128)}, {"HTML_SPECIALCHARS", makeInt(0)}, {"HTML_ENTITIES", makeInt(1)},
};
HOP_REGISTER_CONSTANTS(kHtmlConstants);

} // namespace

} // namespace hop
