// mb-encodings.cpp — mbstring's encoding table, name lookup and per-request settings.
#include <strings.h>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/mbstring/mb-encoding.h"

namespace hop::mb {

namespace {

const unsigned char kMblenUtf8[256] = {
#define R16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
    R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1), R16(1),
    1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, R16(2), R16(3),
    4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
#undef R16
};

std::vector<Encoding> buildTable() {
  std::vector<Encoding> t = {
#include "runtime/ext/mbstring/mb-encoding-table.inc"
  };
  for (Encoding& e : t) {
    switch (e.kind) {
      case Kind::Utf8: e.mblen = kMblenUtf8; break;
      case Kind::Ascii: case Kind::Latin1: case Kind::Bit8: case Kind::Bit7: e.width = 1; break;
      case Kind::Ucs2: case Kind::Ucs2BE: case Kind::Ucs2LE: e.width = 2; break;
      case Kind::Ucs4: case Kind::Ucs4BE: case Kind::Ucs4LE: case Kind::Utf32: case Kind::Utf32BE: case Kind::Utf32LE:
        e.width = 4; break;
      case Kind::Icu:
        if (e.icu && (std::string_view(e.icu).substr(0, 9) == "ISO-8859-" || std::string_view(e.icu).substr(0, 8) == "windows-" ||
                      std::string_view(e.icu).substr(0, 4) == "ibm-" || std::string_view(e.icu).substr(0, 4) == "KOI8") &&
            std::string_view(e.icu) != "windows-31j" && std::string_view(e.icu) != "windows-936" &&
            std::string_view(e.icu) != "windows-949" && std::string_view(e.icu) != "windows-950" &&
            std::string_view(e.icu) != "ibm-964")
          e.width = 1;
        if (!e.icu) e.width = 1;   // ArmSCII-8: decoded as ISO-8859-1 here
        break;
      default: break;
    }
  }
  return t;
}

const Encoding& passEncoding() {
  static const Encoding p{"pass", nullptr, {}, Kind::Pass, nullptr, nullptr, 1};
  return p;
}

bool ieq(std::string_view a, const char* b) {
  size_t n = strlen(b);
  return a.size() == n && strncasecmp(a.data(), b, n) == 0;
}

} // namespace

const std::vector<Encoding>& allEncodings() {
  static const std::vector<Encoding> t = buildTable();
  return t;
}

const Encoding* findEncoding(std::string_view name) {
  const auto& t = allEncodings();
  for (const Encoding& e : t)
    if (ieq(name, e.name)) return &e;
  if (ieq(name, "pass")) return &passEncoding();
  for (const Encoding& e : t)
    if (e.mime && ieq(name, e.mime)) return &e;
  for (const Encoding& e : t)
    for (const char* a : e.aliases)
      if (ieq(name, a)) return &e;
  return nullptr;
}

const Encoding* utf8() {
  static const Encoding* u = findEncoding("UTF-8");
  return u;
}

Settings& settings() {
  Settings& s = ctx().builtinState<Settings>();
  if (!s.inited) {
    s.inited = true;
    auto lang = ctx().ini.get("mbstring.language");
    if (lang && !lang->empty()) s.language = *lang;
    auto sub = ctx().ini.get("mbstring.substitute_character");
    if (sub && !sub->empty()) {
      if (ieq(*sub, "none")) s.substMode = SubstMode::None;
      else if (ieq(*sub, "long")) s.substMode = SubstMode::Long;
      else if (ieq(*sub, "entity")) s.substMode = SubstMode::Entity;
      else if (isdigit(static_cast<unsigned char>((*sub)[0]))) s.substChar = uint32_t(strtoul(sub->c_str(), nullptr, 10));
    }
  }
  return s;
}

const Encoding* internalEncoding() {
  const Encoding* e = settings().internal;
  if (e) return e;
  for (const char* name : {"mbstring.internal_encoding", "internal_encoding", "default_charset"}) {
    auto v = ctx().ini.get(name);
    if (v && !v->empty())
      if (const Encoding* f = findEncoding(*v)) return f;
  }
  return utf8();
}

namespace {

bool onInternalEncoding(std::string_view v) {
  raiseDeprecated("ini_set(): Use of mbstring.internal_encoding is deprecated");
  if (!v.empty() && !findEncoding(v)) return false;
  settings().internal = nullptr;
  return true;
}
bool onLanguage(std::string_view v) {
  settings().language = std::string(v);
  return true;
}
bool onSubstitute(std::string_view v) {
  Settings& s = settings();
  if (ieq(v, "none")) s.substMode = SubstMode::None;
  else if (ieq(v, "long")) s.substMode = SubstMode::Long;
  else if (ieq(v, "entity")) s.substMode = SubstMode::Entity;
  else if (!v.empty() && isdigit(static_cast<unsigned char>(v[0]))) {
    s.substMode = SubstMode::Char;
    s.substChar = uint32_t(strtoul(std::string(v).c_str(), nullptr, 10));
  } else {
    s.substMode = SubstMode::Char;
    s.substChar = '?';
  }
  return true;
}
const int s_hooks[] = {
    registerIniModifyHook("mbstring.internal_encoding", onInternalEncoding),
    registerIniModifyHook("mbstring.language", onLanguage),
    registerIniModifyHook("mbstring.substitute_character", onSubstitute),
};
} // namespace

void deprecateTransfer(const char* func, const Encoding* e) {
  switch (e->kind) {
    case Kind::Base64:
      raiseDeprecated("%s(): Handling Base64 via mbstring is deprecated; use base64_encode/base64_decode instead", func);
      break;
    case Kind::QPrint:
      raiseDeprecated("%s(): Handling QPrint via mbstring is deprecated; use quoted_printable_encode/quoted_printable_decode instead", func);
      break;
    case Kind::UUencode:
      raiseDeprecated("%s(): Handling Uuencode via mbstring is deprecated; use convert_uuencode/convert_uudecode instead", func);
      break;
    case Kind::HtmlEnt:
      raiseDeprecated("%s(): Handling HTML entities via mbstring is deprecated; use htmlspecialchars, htmlentities, or "
                      "mb_encode_numericentity/mb_decode_numericentity instead", func);
      break;
    default: break;
  }
}

const Encoding* encodingArg(const char* func, int argNum, const char* argName, std::string_view name, bool given) {
  if (!given) return internalEncoding();
  Settings& st = settings();
  if (st.lastEnc && st.lastName == name) return st.lastEnc;
  const Encoding* e = findEncoding(name);
  if (e && e->kind != Kind::Pass) {
    deprecateTransfer(func, e);
    st.lastName = std::string(name);
    st.lastEnc = e;
  }
  if (!e || e->kind == Kind::Pass) {
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #%d ($%s) must be a valid encoding, \"%.*s\" given", func,
                                                argNum, argName, int(name.size()), name.data()));
  }
  return e;
}

void appendUtf8(std::string& out, uint32_t c) {
  if (c < 0x80) out += char(c);
  else if (c < 0x800) { out += char(0xC0 | (c >> 6)); out += char(0x80 | (c & 0x3F)); }
  else if (c < 0x10000) { out += char(0xE0 | (c >> 12)); out += char(0x80 | ((c >> 6) & 0x3F)); out += char(0x80 | (c & 0x3F)); }
  else { out += char(0xF0 | (c >> 18)); out += char(0x80 | ((c >> 12) & 0x3F)); out += char(0x80 | ((c >> 6) & 0x3F)); out += char(0x80 | (c & 0x3F)); }
}

} // namespace hop::mb
