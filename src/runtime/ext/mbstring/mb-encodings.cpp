// mb-encodings.cpp — mbstring's encoding table, name lookup and per-request settings.
#include <strings.h>

#include <array>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/request-local.h"
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

/// php's lead-byte length tables of the double-byte charsets (mb_strlen, mb_substr,
/// mb_str_split and mb_strcut count and cut by them, valid or not).
struct MblenSpec {
  const char* names;
  const char* ranges;   // "lo-hi:len" lead byte ranges of characters longer than one byte
};
const MblenSpec kMblenSpecs[] = {
    {"EUC-JP,eucJP-win,EUC-JP-2004", "8E-8E:2,8F-8F:3,A1-FE:2"},
    {"CP51932", "8E-8E:2,A1-FE:2"},
    {"SJIS", "81-9F:2,E0-EF:2"},
    {"SJIS-win,CP932", "81-9F:2,E0-FF:2"},
    {"SJIS-mac", "81-9F:2,E0-ED:2"},
    {"SJIS-2004", "81-9F:2,E0-FC:2"},
    {"EUC-KR,EUC-CN", "A1-FE:2"},
    {"UHC,BIG-5,CP950,CP936", "81-FE:2"},
    {"EUC-TW", "8E-8E:4,A1-FE:2"},
};

const unsigned char* mblenFor(const char* name) {
  static std::vector<std::array<unsigned char, 256>> tables(std::size(kMblenSpecs));
  for (size_t i = 0; i < std::size(kMblenSpecs); ++i) {
    std::string_view names = kMblenSpecs[i].names;
    bool match = false;
    while (!names.empty() && !match) {
      size_t k = names.find(',');
      std::string_view one = names.substr(0, k);
      match = one.size() == strlen(name) && strncasecmp(one.data(), name, one.size()) == 0;
      if (k == std::string_view::npos) break;
      names.remove_prefix(k + 1);
    }
    if (!match) continue;
    std::array<unsigned char, 256>& t = tables[i];
    if (!t[0]) {
      t.fill(1);
      std::string_view r = kMblenSpecs[i].ranges;
      while (!r.empty()) {
        unsigned lo = unsigned(strtoul(std::string(r.substr(0, 2)).c_str(), nullptr, 16));
        unsigned hi = unsigned(strtoul(std::string(r.substr(3, 2)).c_str(), nullptr, 16));
        unsigned len = unsigned(r[6] - '0');
        for (unsigned b = lo; b <= hi; ++b) t[b] = static_cast<unsigned char>(len);
        size_t k = r.find(',');
        if (k == std::string_view::npos) break;
        r.remove_prefix(k + 1);
      }
    }
    return t.data();
  }
  return nullptr;
}

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
        e.mblen = mblenFor(e.name);
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

namespace {
// The request's Settings, found once: builtinState is a hash map lookup, and
// every mb_* call asks (its encoding argument, the internal encoding).
thread_local Settings* tl_settings = nullptr;
thread_local const ExecutionContext* tl_settingsCtx = nullptr;
const RequestLocalReset kResetMbSettings([] {
  tl_settings = nullptr;
  tl_settingsCtx = nullptr;
});
} // namespace

Settings& settings() {
  ExecutionContext& ec = ctx();
  if (HOP_LIKELY(tl_settings != nullptr && tl_settingsCtx == &ec)) return *tl_settings;
  Settings& s = ec.builtinState<Settings>();
  tl_settings = &s;
  tl_settingsCtx = &ec;
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
  Settings& s = settings();
  if (s.internal) return s.internal;
  if (s.derived) return s.derived;
  for (const char* name : {"mbstring.internal_encoding", "internal_encoding", "default_charset"}) {
    auto v = ctx().ini.get(name);
    if (v && !v->empty())
      if (const Encoding* f = findEncoding(*v)) return s.derived = f;
  }
  return s.derived = utf8();
}

namespace {

bool onInternalEncoding(std::string_view v) {
  raiseDeprecated("ini_set(): Use of mbstring.internal_encoding is deprecated");
  if (!v.empty() && !findEncoding(v)) return false;
  settings().internal = nullptr;
  settings().derived = nullptr;
  return true;
}
/// internal_encoding and default_charset: the internal encoding is read again.
bool onCharsetSetting(std::string_view) {
  settings().derived = nullptr;
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
// php's startup handlers of the deprecated encoding settings: a deprecation when one
// is set, and a warning for an encoding it does not know.
void onStartupEncodingSetting(const char* name, std::string_view v, bool list) {
  if (v.empty()) return;
  raiseDeprecated("PHP Startup: Use of %s is deprecated", name);
  if (!list) {
    if (!findEncoding(v)) raiseWarning("PHP Startup: Unknown encoding \"%.*s\" in ini setting", int(v.size()), v.data());
    return;
  }
  while (true) {
    size_t c = v.find(',');
    std::string_view one = v.substr(0, c);
    while (!one.empty() && (one.front() == ' ' || one.front() == '\t')) one.remove_prefix(1);
    while (!one.empty() && (one.back() == ' ' || one.back() == '\t')) one.remove_suffix(1);
    if (!ieq(one, "auto") && !ieq(one, "pass") && !findEncoding(one)) {
      raiseWarning("PHP Startup: INI setting contains invalid encoding \"%.*s\"", int(one.size()), one.data());
      return;
    }
    if (c == std::string_view::npos) break;
    v.remove_prefix(c + 1);
  }
}
const int s_startupHooks[] = {
    registerIniStartupHook("mbstring.http_input", [](std::string_view v) { onStartupEncodingSetting("mbstring.http_input", v, true); }),
    registerIniStartupHook("mbstring.http_output", [](std::string_view v) { onStartupEncodingSetting("mbstring.http_output", v, false); }),
    registerIniStartupHook("mbstring.internal_encoding",
                           [](std::string_view v) { onStartupEncodingSetting("mbstring.internal_encoding", v, false); }),
};

const int s_hooks[] = {
    registerIniModifyHook("mbstring.internal_encoding", onInternalEncoding),
    registerIniModifyHook("mbstring.language", onLanguage),
    registerIniModifyHook("mbstring.substitute_character", onSubstitute),
    registerIniModifyHook("internal_encoding", onCharsetSetting),
    registerIniModifyHook("default_charset", onCharsetSetting),
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
