// mb-convert.cpp — mbstring's conversion, checking and detection functions and its settings (internal encoding, language, ...).
#include <regex>
#include <unicode/uchar.h>

#include <algorithm>
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-text.h"

namespace hop {

using namespace mb;

namespace {

struct Language {
  const char* name;
  const char* shortName;
  const char* detect;    // the detect order "auto" stands for
  const char* mailCharset;
};
const Language kLanguages[] = {
    {"neutral", "neutral", "ASCII,UTF-8", "UTF-8"},
    {"uni", "uni", "ASCII,UTF-8", "UTF-8"},
    {"Japanese", "ja", "ASCII,JIS,UTF-8,EUC-JP,SJIS", "ISO-2022-JP"},
    {"Korean", "ko", "ASCII,UTF-8,EUC-KR", "ISO-2022-KR"},
    {"Simplified Chinese", "zh-cn", "ASCII,UTF-8,EUC-CN,CP936", "HZ"},
    {"Traditional Chinese", "zh-tw", "ASCII,UTF-8,EUC-TW,BIG-5", "BIG-5"},
    {"Russian", "ru", "ASCII,UTF-8,KOI8-R,Windows-1251,CP866", "KOI8-R"},
    {"Armenian", "hy", "ASCII,UTF-8,ArmSCII-8", "ArmSCII-8"},
    {"Turkish", "tr", "ASCII,UTF-8,ISO-8859-9", "ISO-8859-9"},
    {"Ukrainian", "ua", "ASCII,UTF-8,KOI8-U", "KOI8-U"},
    {"English", "en", "ASCII,UTF-8", "ISO-8859-1"},
    {"German", "de", "ASCII,UTF-8", "ISO-8859-15"},
};

bool ieq(std::string_view a, std::string_view b) {
  return a.size() == b.size() && strncasecmp(a.data(), b.data(), a.size()) == 0;
}

const Language* findLanguage(std::string_view n) {
  if (ieq(n, "universal") || ieq(n, "none")) return &kLanguages[1];
  for (const Language& l : kLanguages)
    if (ieq(n, l.name) || ieq(n, l.shortName)) return &l;
  return nullptr;
}

const Language& currentLanguage() {
  const Language* l = findLanguage(settings().language);
  return l ? *l : kLanguages[0];
}

} // namespace

void mb::languageMailEncodings(const char*& charset, const char*& headerEnc, const char*& bodyEnc) {
  const Language& l = currentLanguage();
  charset = l.mailCharset;
  std::string_view n = l.shortName;
  bool utf = n == "neutral" || n == "uni";
  bool b64Head = utf || n == "ja" || n == "ko" || n == "zh-cn" || n == "zh-tw";
  headerEnc = b64Head ? "BASE64" : "Quoted-Printable";
  bodyEnc = utf ? "BASE64" : (n == "ja" || n == "ko" || n == "zh-cn") ? "7bit" : "8bit";
}

namespace {

std::string trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

std::vector<const Encoding*> languageDetectList(const Language& lang = currentLanguage()) {
  std::vector<const Encoding*> r;
  std::string_view s = lang.detect;
  while (!s.empty()) {
    size_t c = s.find(',');
    if (const Encoding* e = findEncoding(s.substr(0, c))) r.push_back(e);
    if (c == std::string_view::npos) break;
    s.remove_prefix(c + 1);
  }
  return r;
}

std::vector<const Encoding*> detectOrder() {
  Settings& st = settings();
  if (st.detectOrderSet) return st.detectOrder;
  // The request starts with mbstring.detect_order, or else the default list of the
  // language the settings gave (mb_language() later changes only what "auto" means).
  std::vector<const Encoding*> r;
  std::string_view ini;
  auto setting = ctx().ini.get("mbstring.detect_order");
  if (setting) ini = *setting;
  while (!ini.empty()) {
    size_t c = ini.find(',');
    std::string one = trimmed(ini.substr(0, c));
    if (strcasecmp(one.c_str(), "auto") == 0) {
      auto lang = ctx().ini.get("mbstring.language");
      const Language* l = lang ? findLanguage(*lang) : nullptr;
      for (const Encoding* e : languageDetectList(l ? *l : kLanguages[0])) r.push_back(e);
    } else if (const Encoding* e = findEncoding(one)) r.push_back(e);
    if (c == std::string_view::npos) break;
    ini.remove_prefix(c + 1);
  }
  if (r.empty()) {
    auto lang = ctx().ini.get("mbstring.language");
    const Language* l = lang ? findLanguage(*lang) : nullptr;
    r = languageDetectList(l ? *l : kLanguages[0]);
  }
  st.detectOrder = r;
  st.detectOrderSet = true;
  return r;
}

std::string trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

/// An encoding list argument (comma string or array); "auto" expands. Throws
/// php's ValueError naming the argument.
std::vector<const Encoding*> encodingList(const TypedValue& v, const char* fn, int argNum, const char* argName,
                                          bool allowPass = false) {
  std::vector<const Encoding*> r;
  // Each name is checked as it is read: an array's later elements are not converted
  // to strings (nor warned about) once one is invalid.
  auto add = [&](const std::string& n) {
    if (ieq(n, "auto")) {
      for (const Encoding* e : languageDetectList())
        if (std::find(r.begin(), r.end(), e) == r.end()) r.push_back(e);
      return;
    }
    const Encoding* e = findEncoding(n);
    if (!e || (e->kind == Kind::Pass && !allowPass))
      throwError(ErrorKind::ValueError,
                 formatStr("%s(): Argument #%d ($%s) contains invalid encoding \"%s\"", fn, argNum, argName, n.c_str()));
    r.push_back(e);
  };
  if (v.isArray()) {
    ArrayData* arr = v.m_data.parr;
    for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
      TypedValue x = arr->isPacked() ? arr->packedData()[p] : arr->buckets()[p].val;
      const TypedValue& d = *tvDeref(&x);
      if (d.isString()) add(std::string(d.m_data.pstr->view()));
      else if (d.isArray()) {
        raiseWarning("Array to string conversion");
        add("Array");
      } else add(d.isInt() ? std::to_string(d.m_data.num) : d.isBool() ? (d.m_data.num ? "1" : "") : "");
    }
  } else {
    std::vector<std::string> names;
    std::string_view s = v.m_data.pstr->view();
    while (true) {
      size_t c = s.find(',');
      names.push_back(trim(s.substr(0, c)));
      if (c == std::string_view::npos) break;
      s.remove_prefix(c + 1);
    }
    if (names.size() == 1 && names[0].empty() && v.m_data.pstr->size() == 0) names.clear();
    for (const std::string& n : names) add(n);
  }
  if (r.empty())
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #%d ($%s) must specify at least one encoding", fn, argNum, argName));
  return r;
}

/// Whether php's encoding detector counts a BMP code point as common.
bool commonCodepoint(uint32_t c) {
  struct Range { uint16_t lo, hi; };
  static const Range kCommon[] = {
#include "runtime/ext/mbstring/mb-common-codepoints.inc"
  };
  const Range* end = kCommon + sizeof(kCommon) / sizeof(kCommon[0]);
  const Range* r = std::upper_bound(kCommon, end, c, [](uint32_t v, const Range& x) { return v < x.lo; });
  return r != kCommon && c <= (r - 1)->hi;
}

/// php 8.2's demerits for a decoded code point: 40 outside the BMP, 6 for ASCII
/// punctuation U+0021-U+002F, 1 for a common code point and 30 for any other.
uint64_t demerits(uint32_t c) {
  if (c > 0xFFFF) return 40;
  if (c >= 0x21 && c <= 0x2F) return 6;
  return commonCodepoint(c) ? 1 : 30;
}

/// php 8.2's detection: of the candidates that decode the input without error, the
/// one with the fewest demerits (the earlier one on a tie); strict also drops a
/// candidate whose encoding check fails.
const Encoding* detect(std::string_view s, const std::vector<const Encoding*>& cands, bool strict) {
  const Encoding* best = nullptr;
  uint64_t bestScore = UINT64_MAX;
  for (const Encoding* e : cands) {
    if (e->isTransfer() || e->kind == Kind::HtmlEnt) continue;
    size_t errors = 0;
    std::vector<uint32_t> cps = decode(e, s, &errors);
    if (errors) continue;
    if (e->kind != Kind::Pass && e->kind != Kind::Bit8 && !checkEncoding(s, e) && strict) continue;
    uint64_t score = 0;
    for (uint32_t c : cps) score += demerits(c);
    if (score < bestScore) { bestScore = score; best = e; }
  }
  return best;
}

/// mb_detect_encoding as php 8.2's streaming detector: the candidates read the input
/// byte by byte and one that sees invalid input drops out; unless strict, reading stops
/// as soon as at most one candidate is left (it wins, whatever follows). Otherwise a
/// candidate left inside a character at the end drops out too. The survivors are ranked
/// by detect()'s demerits.
bool strictDetection() {
  auto v = ctx().ini.get("mbstring.strict_detection");
  return v && IniSettings::parseBool(*v);
}

const Encoding* detectStreaming(std::string_view s, const std::vector<const Encoding*>& cands, bool strict) {
  std::vector<const Encoding*> usable;
  for (const Encoding* e : cands)   // php's detector never answers 7bit or 8bit either
    if (!e->isTransfer() && e->kind != Kind::HtmlEnt && e->kind != Kind::Bit7 && e->kind != Kind::Bit8) usable.push_back(e);
  if (usable.empty()) return nullptr;
  std::vector<size_t> bad;
  bool anyBad = false;
  for (const Encoding* e : usable) {
    bad.push_back(legacyFirstBad(e, s));
    anyBad |= bad.back() != SIZE_MAX || legacyPendingTail(e, s) != 0;
  }
  if (!anyBad) return detect(s, usable, strict);
  size_t stop = SIZE_MAX;
  if (!strict && !s.empty()) {
    if (usable.size() == 1) stop = 0;
    else {
      std::vector<size_t> sorted = bad;
      std::sort(sorted.begin(), sorted.end());
      stop = sorted[usable.size() - 2];
    }
  }
  if (stop != SIZE_MAX) {
    for (size_t i = 0; i < usable.size(); ++i)
      if (bad[i] > stop) return usable[i];
    return nullptr;
  }
  const Encoding* best = nullptr;
  for (size_t i = 0; i < usable.size(); ++i) {
    if (bad[i] != SIZE_MAX) continue;
    if (legacyPendingTail(usable[i], s)) continue;   // the final flush reports it as invalid
    const Encoding* one = usable[i];
    // Ranked by detect()'s demerits, the earlier candidate winning a tie.
    if (!best || detect(s, {best, one}, false) == one) best = one;
  }
  return best;
}

} // namespace

/// mb_parse_str's source encoding: the one mbstring.http_input names, or the one
/// detected over the decoded names and values when it names several (null when none
/// fits, pass when the setting is empty).
std::vector<const Encoding*> mb::httpInputList() {
  std::vector<const Encoding*> list;
  std::string_view ini;
  auto setting = ctx().ini.get("mbstring.http_input");
  if (!setting || setting->empty()) setting = ctx().ini.get("input_encoding");
  if (setting) ini = *setting;
  while (!ini.empty()) {
    size_t c = ini.find(',');
    std::string one = trimmed(ini.substr(0, c));
    if (strcasecmp(one.c_str(), "auto") == 0) {
      for (const Encoding* e : languageDetectList()) list.push_back(e);
    } else if (const Encoding* e = findEncoding(one)) list.push_back(e);
    if (c == std::string_view::npos) break;
    ini.remove_prefix(c + 1);
  }
  return list;
}

const Encoding* mb::httpInputEncoding(const std::vector<std::string_view>& parts) {
  std::vector<const Encoding*> list = httpInputList();
  if (list.empty()) return findEncoding("pass");
  if (list.size() == 1) return list[0];
  std::string all;
  for (std::string_view p : parts) all += p;
  return detectStreaming(all, list, strictDetection());
}

namespace {

void f_mb_internal_encoding(NativeArgs& a) {
  if (a.isNull(0)) return a.retString(internalEncoding()->name);
  const Encoding* e = findEncoding(a.sv(0));
  if (!e || e->kind == Kind::Pass)
    throwError(ErrorKind::ValueError, formatStr("mb_internal_encoding(): Argument #1 ($encoding) must be a valid encoding, \"%s\" given",
                                                std::string(a.sv(0)).c_str()));
  settings().internal = e;
  a.retBool(true);
}

void f_mb_language(NativeArgs& a) {
  if (a.isNull(0)) return a.retString(currentLanguage().name);
  const Language* l = findLanguage(a.sv(0));
  if (!l) {
    settings().language = "neutral";   // php's failed ini update leaves the neutral language
    throwError(ErrorKind::ValueError,
               formatStr("mb_language(): Argument #1 ($language) must be a valid language, \"%s\" given", std::string(a.sv(0)).c_str()));
  }
  settings().language = l->name;
  ctx().ini.set("mbstring.language", l->name);
  a.retBool(true);
}

void f_mb_substitute_character(NativeArgs& a) {
  Settings& st = settings();
  if (a.isNull(0)) {
    switch (st.substMode) {
      case SubstMode::None: return a.retString("none");
      case SubstMode::Long: return a.retString("long");
      case SubstMode::Entity: return a.retString("entity");
      default: return a.retInt(st.substChar);
    }
  }
  const TypedValue& v = a.arg(0);
  if (v.isString()) {
    std::string_view s = a.sv(0);
    if (ieq(s, "none")) { st.substMode = SubstMode::None; return a.retBool(true); }
    if (ieq(s, "long")) { st.substMode = SubstMode::Long; return a.retBool(true); }
    if (ieq(s, "entity")) { st.substMode = SubstMode::Entity; return a.retBool(true); }
    // A numeric string is taken as a code point (php converts it like an int).
    char* end = nullptr;
    std::string tmp(s);
    long long n = strtoll(tmp.c_str(), &end, 10);
    if (tmp.empty() || *end)
      throwError(ErrorKind::ValueError,
                 "mb_substitute_character(): Argument #1 ($substitute_character) must be \"none\", \"long\", \"entity\" or a valid codepoint");
    if (n < 0 || n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF))
      throwError(ErrorKind::ValueError, "mb_substitute_character(): Argument #1 ($substitute_character) is not a valid codepoint");
    st.substMode = SubstMode::Char;
    st.substChar = uint32_t(n);
    return a.retBool(true);
  }
  int64_t n = v.isInt() ? v.m_data.num : 0;
  if (n < 0 || n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF))
    throwError(ErrorKind::ValueError, "mb_substitute_character(): Argument #1 ($substitute_character) is not a valid codepoint");
  st.substMode = SubstMode::Char;
  st.substChar = uint32_t(n);
  a.retBool(true);
}

void f_mb_detect_order(NativeArgs& a) {
  if (a.isNull(0)) {
    ArrayData* r = ArrayData::makePacked(4);
    for (const Encoding* e : detectOrder()) ArrayData::append(r, makeStaticStringTv(e->name));
    return a.retArray(r);
  }
  std::vector<const Encoding*> list = encodingList(a.arg(0), "mb_detect_order", 1, "encoding");
  settings().detectOrder = list;
  settings().detectOrderSet = true;
  a.retBool(true);
}

void f_mb_list_encodings(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(uint32_t(allEncodings().size()));
  for (const Encoding& e : allEncodings()) ArrayData::append(r, makeStaticStringTv(e.name));
  a.retArray(r);
}

const Encoding* namedEncoding(NativeArgs& a, uint32_t i, const char* fn, const char* arg) {
  Settings& st = settings();
  if (st.lastEnc && st.lastName == a.sv(i)) return st.lastEnc;
  const Encoding* e = findEncoding(a.sv(i));
  if (!e)
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #%u ($%s) must be a valid encoding, \"%s\" given", fn, i + 1, arg,
                                                std::string(a.sv(i)).c_str()));
  deprecateTransfer(fn, e);
  st.lastName = std::string(a.sv(i));
  st.lastEnc = e;
  return e;
}

void f_mb_encoding_aliases(NativeArgs& a) {
  const Encoding* e = namedEncoding(a, 0, "mb_encoding_aliases", "encoding");
  ArrayData* r = ArrayData::makePacked(uint32_t(e->aliases.size()));
  for (const char* al : e->aliases) ArrayData::append(r, makeStaticStringTv(al));
  a.retArray(r);
}

void f_mb_preferred_mime_name(NativeArgs& a) {
  const Encoding* e = namedEncoding(a, 0, "mb_preferred_mime_name", "encoding");
  if (!e->mime) {
    raiseWarning("mb_preferred_mime_name(): No MIME preferred name corresponding to \"%s\"", std::string(a.sv(0)).c_str());
    return a.retBool(false);
  }
  a.retString(e->mime);
}

TypedValue convertValue(const TypedValue& v, const Encoding* to, const std::vector<const Encoding*>& from, bool& failed, int depth);

std::string convertString(std::string_view s, const Encoding* to, const std::vector<const Encoding*>& from, bool& failed) {
  const Encoding* src = from.size() == 1 ? from[0] : detectStreaming(s, from, strictDetection());
  if (!src) {
    raiseWarning("mb_convert_encoding(): Unable to detect character encoding");
    failed = true;
    return "";
  }
  return convert(s, to, src);
}

TypedValue convertValue(const TypedValue& vin, const Encoding* to, const std::vector<const Encoding*>& from, bool& failed, int depth) {
  const TypedValue& v = *tvDeref(&vin);
  if (v.isString()) return makeStringNoIncRef(StringData::make(convertString(v.m_data.pstr->view(), to, from, failed)));
  if (v.isObject()) {
    raiseWarning("mb_convert_encoding(): Object is not supported");
    return makeNull();
  }
  if (!v.isArray()) return tvCopyValue(v);
  if (depth > 64) {
    raiseWarning("mb_convert_encoding(): Cannot convert recursively referenced values");
    failed = true;
    return makeNull();
  }
  ArrayData* arr = v.m_data.parr;
  ArrayData* r = ArrayData::makeHash(arr->size());
  for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
    TypedValue key, val;
    if (arr->isPacked()) { key = makeInt(int64_t(p)); val = arr->packedData()[p]; }
    else {
      const auto& b = arr->buckets()[p];
      val = b.val;
      key = b.hasStrKey() ? makeStringNoIncRef(b.skey) : makeInt(b.h);
    }
    if (tvDeref(&val)->isObject()) {
      raiseWarning("mb_convert_encoding(): Object is not supported");
      continue;
    }
    // An entry whose key or value cannot be converted is left out.
    bool bad = false;
    std::string k;
    if (key.isString()) k = convertString(key.m_data.pstr->view(), to, from, bad);
    if (bad) continue;
    TypedValue nv = convertValue(val, to, from, bad, depth + 1);
    if (bad && !tvDeref(&val)->isArray()) {
      tvDecRef(nv);
      continue;
    }
    if (bad) failed = true;   // recursion too deep
    if (key.isString()) {
      StringData* ks = StringData::make(k);
      ArrayData::setStr(r, ks, nv);
      ks->decRef();
    } else ArrayData::setInt(r, key.m_data.num, nv);
  }
  return makeArrayNoIncRef(r);
}

void f_mb_convert_encoding(NativeArgs& a) {
  const Encoding* to = namedEncoding(a, 1, "mb_convert_encoding", "to_encoding");
  std::vector<const Encoding*> from;
  if (a.isNull(2)) from.push_back(internalEncoding());
  else from = encodingList(a.arg(2), "mb_convert_encoding", 3, "from_encoding", true);
  bool failed = false;
  size_t before = settings().substitutions;
  TypedValue r = convertValue(a.arg(0), to, from, failed, 0);
  settings().illegalChars += int64_t(settings().substitutions - before);
  if (failed) {
    tvDecRef(r);
    return a.retBool(false);
  }
  a.retValue(r);
}

bool checkValue(const TypedValue& vin, const Encoding* e, int depth) {
  const TypedValue& v = *tvDeref(&vin);
  if (v.isString()) return checkEncoding(v.m_data.pstr->view(), e);
  if (!v.isArray()) return true;
  if (depth > 64) {
    raiseWarning("mb_check_encoding(): Cannot not handle circular references");
    return false;
  }
  ArrayData* arr = v.m_data.parr;
  for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
    if (arr->isPacked()) {
      if (!checkValue(arr->packedData()[p], e, depth + 1)) return false;
    } else {
      const auto& b = arr->buckets()[p];
      if (b.hasStrKey() && !checkEncoding(b.skey->view(), e)) return false;
      if (!checkValue(b.val, e, depth + 1)) return false;
    }
  }
  return true;
}

void f_mb_check_encoding(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_check_encoding", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  if (a.isNull(0)) {
    raiseDeprecated("mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated");
    return a.retBool(true);
  }
  a.retBool(checkValue(a.arg(0), e, 0));
}

void f_mb_detect_encoding(NativeArgs& a) {
  std::vector<const Encoding*> list =
      a.isNull(1) ? detectOrder() : encodingList(a.arg(1), "mb_detect_encoding", 2, "encodings");
  bool strict = a.bOr(2, false);
  const Encoding* e = detectStreaming(a.sv(0), list, strict);
  if (!e) return a.retBool(false);
  a.retString(e->name);
}

void f_mb_scrub(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_scrub", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  a.retString(convert(a.sv(0), e, e));
}

bool unsupportedForOrd(const Encoding* e) {
  if (e->kind == Kind::Icu && e->icu && (strncmp(e->icu, "ISO_2022", 8) == 0 || strncmp(e->icu, "ISO-2022", 8) == 0 || strcmp(e->icu, "HZ") == 0))
    return true;
  return e->kind == Kind::Pass || e->isTransfer() || e->kind == Kind::HtmlEnt || e->kind == Kind::Bit7 || e->kind == Kind::Bit8 ||
         e->kind == Kind::Utf7 || e->kind == Kind::Utf7Imap;
}

void f_mb_ord(NativeArgs& a) {
  std::string_view s = a.sv(0);
  if (s.empty()) throwError(ErrorKind::ValueError, "mb_ord(): Argument #1 ($string) must not be empty");
  const Encoding* e = encodingArg("mb_ord", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  if (unsupportedForOrd(e)) throwError(ErrorKind::ValueError, formatStr("mb_ord() does not support the \"%s\" encoding", e->name));
  if (e->isUtf8()) {
    // Only the first character matters: an ASCII byte is itself, and any
    // UTF-8 sequence lies within the first four bytes.
    if (static_cast<unsigned char>(s[0]) < 0x80) return a.retInt(static_cast<unsigned char>(s[0]));
    s = s.substr(0, 4);
  }
  std::vector<uint32_t> cps = decode(e, s);
  if (cps.empty() || cps[0] == kBadInput) return a.retBool(false);
  a.retInt(cps[0]);
}

void f_mb_chr(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_chr", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  if (unsupportedForOrd(e)) throwError(ErrorKind::ValueError, formatStr("mb_chr() does not support the \"%s\" encoding", e->name));
  int64_t cp = a.i64(0);
  if (cp < 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return a.retBool(false);
  Settings& st = settings();
  SubstMode m = st.substMode;
  st.substMode = SubstMode::None;
  std::string out = encode(e, {uint32_t(cp)});
  st.substMode = m;
  if (out.empty()) return a.retBool(false);
  a.retString(out);
}

int charWidth(uint32_t c) {
  if (c == kBadInput) return 1;
  int w = u_getIntPropertyValue(UChar32(c), UCHAR_EAST_ASIAN_WIDTH);
  return (w == U_EA_WIDE || w == U_EA_FULLWIDTH) ? 2 : 1;
}

void f_mb_strwidth(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_strwidth", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  int64_t w = 0;
  for (uint32_t c : decode(e, a.sv(0))) w += charWidth(c);
  a.retInt(w);
}

void f_mb_strimwidth(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_strimwidth", 5, "encoding", a.isNull(4) ? "" : a.sv(4), !a.isNull(4));
  Text t(e, a.sv(0));
  // Invalid input: php works on the decoded characters (each invalid sequence one
  // character of width 1) and encodes the result back, substituting.
  size_t errors = 0;
  std::vector<uint32_t> cps = decode(e, a.sv(0), &errors);
  bool byChars = errors > 0;
  std::vector<int> widths(byChars ? cps.size() : t.length());
  if (byChars) {
    for (size_t i = 0; i < cps.size(); ++i) widths[i] = charWidth(cps[i]);
  } else {
    for (size_t i = 0; i < t.length(); ++i) {
      std::string_view ch(t.bytes.data() + t.byteOf(i), (i + 1 < t.length() ? t.byteOf(i + 1) : t.bytes.size()) - t.byteOf(i));
      std::vector<uint32_t> cp = decode(t.converted ? utf8() : e, ch);
      widths[i] = cp.empty() ? 1 : charWidth(cp[0]);
    }
  }
  auto slice = [&](int64_t from, int64_t n) {
    if (!byChars) return t.slice(size_t(from), size_t(n));
    return encode(e, std::vector<uint32_t>(cps.begin() + from, cps.begin() + from + n));
  };
  std::string markerStr(a.svOr(3, ""));
  int64_t mw = 0;
  for (uint32_t c : decode(e, markerStr)) mw += charWidth(c);
  // php's start is checked (and a negative one counted) against the length by lead bytes.
  int64_t tlen = int64_t(t.length()), len = int64_t(widths.size()), from = a.i64(1), width = a.i64(2);
  if (from < 0) from += tlen;
  if (from < 0 || from > tlen) throwError(ErrorKind::ValueError, "mb_strimwidth(): Argument #2 ($start) is out of range");
  if (from > len) from = len;
  if (width < 0) {
    int64_t total = 0, before = 0;
    for (int64_t i = 0; i < len; ++i) { total += widths[size_t(i)]; if (i < from) before += widths[size_t(i)]; }
    width = total - before + width;
  }
  if (width < 0) throwError(ErrorKind::ValueError, "mb_strimwidth(): Argument #3 ($width) is out of range");
  int64_t rest = 0;
  for (int64_t i = from; i < len; ++i) rest += widths[size_t(i)];
  if (rest <= width) {
    if (from == 0) return a.retString(convert(a.sv(0), e, e));
    return a.retString(slice(from, len - from));
  }
  int64_t avail = width - mw, w = 0, n = 0;
  for (int64_t i = from; i < len && avail >= 0; ++i) {
    if (w + widths[size_t(i)] > avail) break;
    w += widths[size_t(i)];
    ++n;
  }
  a.retString(slice(from, n) + markerStr);
}

std::vector<int64_t> convMap(NativeArgs& a, const char* fn) {
  ArrayData* arr = a.arr(1);
  std::vector<int64_t> m;
  for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
    const TypedValue& v = *tvDeref(arr->isPacked() ? &arr->packedData()[p] : &arr->buckets()[p].val);
    int64_t n = 0;
    if (v.isInt()) n = v.m_data.num;
    else if (v.isDouble()) n = int64_t(v.m_data.dbl);
    else if (v.isBool()) n = v.m_data.num;
    else if (v.isString()) n = strtoll(std::string(v.m_data.pstr->view()).c_str(), nullptr, 10);
    m.push_back(n);
  }
  if (m.size() % 4)
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #2 ($map) must have a multiple of 4 elements", fn));
  return m;
}

void f_mb_encode_numericentity(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_encode_numericentity", 3, "encoding", a.isNull(2) ? "" : a.sv(2), !a.isNull(2));
  std::vector<int64_t> m = convMap(a, "mb_encode_numericentity");
  bool hex = a.bOr(3, false);
  std::vector<uint32_t> out;
  for (uint32_t c : decode(e, a.sv(0))) {
    bool done = false;
    for (size_t i = 0; i < m.size() && c != kBadInput; i += 4) {
      if (int64_t(c) >= m[i] && int64_t(c) <= m[i + 1]) {
        uint32_t v = uint32_t((int64_t(c) + m[i + 2]) & m[i + 3]);
        char buf[32];
        snprintf(buf, sizeof buf, hex ? "&#x%X;" : "&#%u;", v);
        for (char* p = buf; *p; ++p) out.push_back(uint8_t(*p));
        done = true;
        break;
      }
    }
    if (!done) out.push_back(c);
  }
  a.retString(encode(e, out));
}

void f_mb_decode_numericentity(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_decode_numericentity", 3, "encoding", a.isNull(2) ? "" : a.sv(2), !a.isNull(2));
  std::vector<int64_t> m = convMap(a, "mb_decode_numericentity");
  std::vector<uint32_t> in = decode(e, a.sv(0)), out;
  size_t n = in.size();
  for (size_t i = 0; i < n;) {
    if (in[i] == '&' && i + 2 < n && in[i + 1] == '#') {
      size_t j = i + 2;
      bool hex = false;
      if (in[j] == 'x' || in[j] == 'X') { hex = true; ++j; }
      size_t digitsStart = j;
      uint64_t v = 0;
      bool overflow = false;
      while (j < n && j - digitsStart < 12) {
        uint32_t d = in[j];
        int dv = (d >= '0' && d <= '9') ? int(d - '0') : hex && (d | 0x20) >= 'a' && (d | 0x20) <= 'f' ? int((d | 0x20) - 'a' + 10) : -1;
        if (dv < 0) break;
        v = v * (hex ? 16 : 10) + uint64_t(dv);
        if (v > 0xFFFFFFFFull) overflow = true;
        ++j;
      }
      if (j > digitsStart && !overflow) {
        bool semi = j < n && in[j] == ';';
        bool found = false;
        for (size_t k = 0; k < m.size(); k += 4) {
          int64_t s = int64_t(v) - m[k + 2];
          if (s >= m[k] && s <= m[k + 1]) {
            out.push_back(uint32_t(s));
            found = true;
            break;
          }
        }
        if (found) {
          i = semi ? j + 1 : j;
          continue;
        }
      }
    }
    out.push_back(in[i]);
    ++i;
  }
  a.retString(encode(e, out));
}

void f_mb_http_input(NativeArgs& a) {
  if (!a.isNull(0)) {
    std::string_view t = a.sv(0);
    if (t.size() != 1 || !strchr("GPCSILgpcsil", t[0]))
      throwError(ErrorKind::ValueError, "mb_http_input(): Argument #1 ($type) must be one of \"G\", \"P\", \"C\", \"S\", \"I\", or \"L\"");
    if (t[0] == 'I' || t[0] == 'i' || t[0] == 'L' || t[0] == 'l') {
      std::vector<const Encoding*> list = httpInputList();
      if (t[0] == 'L' || t[0] == 'l') {
        std::string names;
        for (const Encoding* e : list) names += (names.empty() ? "" : ",") + std::string(e->name);
        return a.retString(names);
      }
      ArrayData* r = ArrayData::makePacked(uint32_t(list.size()));
      for (const Encoding* e : list) ArrayData::append(r, makeStaticStringTv(e->name));
      return a.retArray(r);
    }
    return a.retBool(false);   // the request's GET/POST/COOKIE/STRING inputs: none on the command line
  }
  const Encoding* e = settings().httpInputIdentify;
  if (e) return a.retString(e->name);
  a.retBool(false);
}

const Encoding* httpOutput() {
  Settings& st = settings();
  if (st.httpOutput) return st.httpOutput;
  for (const char* name : {"mbstring.http_output", "output_encoding", "default_charset"}) {
    auto v = ctx().ini.get(name);
    if (v && !v->empty())
      if (const Encoding* f = findEncoding(*v)) return f;
  }
  return utf8();
}

void f_mb_http_output(NativeArgs& a) {
  Settings& st = settings();
  if (a.isNull(0)) return a.retString(httpOutput()->name);
  const Encoding* e = findEncoding(a.sv(0));
  if (!e)
    throwError(ErrorKind::ValueError,
               formatStr("mb_http_output(): Argument #1 ($encoding) must be a valid encoding, \"%s\" given", std::string(a.sv(0)).c_str()));
  st.httpOutput = e;
  a.retBool(true);
}

/// mb_output_handler's converter: chosen when the buffer's handler starts.
struct OutputConverter {
  const Encoding* from = nullptr;
  const Encoding* to = nullptr;
  std::string pending;   // the start of a character the last chunk ended in
};

void f_mb_output_handler(NativeArgs& a) {
  OutputConverter& conv = ctx().builtinState<OutputConverter>();
  const Encoding* out = httpOutput();
  int64_t status = a.i64(1);
  if (status & 1) {   // PHP_OUTPUT_HANDLER_START: decide whether to convert
    conv = OutputConverter{};
    if (out->kind == Kind::Pass) return a.retString(a.str(0)->view());
    ResponseHeaders& h = responseHeaders();
    std::string mimetype;
    bool textMimetype = false;
    if (!h.mimetype.empty()) {
      std::string pattern = ctx().ini.get("mbstring.http_output_conv_mimetypes").value_or("");
      try {
        textMimetype = std::regex_search(h.mimetype, std::regex(pattern));
      } catch (const std::regex_error&) {
      }
      if (textMimetype) mimetype = h.mimetype.substr(0, h.mimetype.find(';'));
    }
    if (!textMimetype && h.defaultContentType) mimetype = ctx().ini.get("default_mimetype").value_or("text/html");
    if (h.defaultContentType || textMimetype) {
      if (out->mime) {   // php adds "Content-Type: <mimetype>; charset=<mime>" (sapi_add_header)
        OutputStack& os = ctx().output;
        if (!os.headersSent()) h.defaultContentType = false;
        else if (!os.outputStartFile().empty())
          raiseWarning("Cannot modify header information - headers already sent by (output started at %s:%d)",
                       os.outputStartFile().c_str(), os.outputStartLine());
        else
          raiseWarning("Cannot modify header information - headers already sent");
      }
      conv.from = internalEncoding();
      conv.to = out;
    }
  }
  if (!conv.to) return a.retString(a.str(0)->view());
  std::string in = std::move(conv.pending);
  conv.pending.clear();
  in.append(a.sv(0));
  if (!(status & 8) && conv.from->kind == Kind::Utf8) {
    // php's converter keeps a character cut at the end of a chunk for the
    // next one (the last chunk, PHP_OUTPUT_HANDLER_FINAL, flushes it).
    size_t n = in.size(), k = 0;
    while (k < 3 && k < n && (static_cast<unsigned char>(in[n - 1 - k]) & 0xC0) == 0x80) ++k;
    if (k < n) {
      unsigned char lead = static_cast<unsigned char>(in[n - 1 - k]);
      size_t len = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0;
      if (len > k + 1) {
        conv.pending = in.substr(n - 1 - k);
        in.resize(n - 1 - k);
      }
    }
  }
  a.retString(convert(in, conv.to, conv.from));
}

void f_mb_get_info(NativeArgs& a) {
  Settings& st = settings();
  auto substTv = [&]() -> TypedValue {
    switch (st.substMode) {
      case SubstMode::None: return makeStaticStringTv("none");
      case SubstMode::Long: return makeStaticStringTv("long");
      case SubstMode::Entity: return makeStaticStringTv("entity");
      default: return makeInt(st.substChar);
    }
  };
  std::string_view type = a.svOr(0, "all");
  ArrayData* order = ArrayData::makePacked(4);
  for (const Encoding* e : detectOrder()) ArrayData::append(order, makeStaticStringTv(e->name));
  const char* httpOut = httpOutput()->name;
  struct Item { const char* key; TypedValue v; };
  const Language& lang = currentLanguage();
  const char *mailCharset, *mailHead, *mailBody;
  languageMailEncodings(mailCharset, mailHead, mailBody);
  auto iniOn = [](const char* name) {
    auto v = ctx().ini.get(name);
    return makeStaticStringTv(v && IniSettings::parseBool(*v) ? "On" : "Off");
  };
  std::vector<Item> items;
  items.push_back({"internal_encoding", makeStaticStringTv(internalEncoding()->name)});
  if (st.httpInputIdentify) items.push_back({"http_input", makeStaticStringTv(st.httpInputIdentify->name)});
  items.push_back({"http_output", makeStaticStringTv(httpOut)});
  items.push_back({"http_output_conv_mimetypes",
                   makeStringNoIncRef(StringData::make(ctx().ini.get("mbstring.http_output_conv_mimetypes").value_or("")))});
  items.push_back({"mail_charset", makeStaticStringTv(mailCharset)});
  items.push_back({"mail_header_encoding", makeStaticStringTv(mailHead)});
  items.push_back({"mail_body_encoding", makeStaticStringTv(mailBody)});
  items.push_back({"illegal_chars", makeInt(st.illegalChars)});
  items.push_back({"encoding_translation", iniOn("mbstring.encoding_translation")});
  items.push_back({"language", makeStaticStringTv(lang.name)});
  items.push_back({"detect_order", makeArrayNoIncRef(order)});
  items.push_back({"substitute_character", substTv()});
  items.push_back({"strict_detection", iniOn("mbstring.strict_detection")});
  if (type == "all") {
    ArrayData* r = ArrayData::makeHash(16);
    for (Item& it : items) {
      StringData* k = StringData::make(it.key);
      ArrayData::setStr(r, k, it.v);
      k->decRef();
    }
    return a.retArray(r);
  }
  for (Item& it : items) {
    if (type == it.key) {
      a.retValue(it.v);
      it.v = makeNull();
    }
  }
  for (Item& it : items) tvDecRef(it.v);
  if (a.ret.isNull()) a.retBool(false);   // php 8.2: an unknown type is false
}

void f_mb_regex_encoding(NativeArgs& a) {
  Settings& st = settings();
  if (a.isNull(0)) return a.retString(st.regexEncoding ? st.regexEncoding->name : internalEncoding()->name);
  const Encoding* e = findEncoding(a.sv(0));
  static const char* const kOnig[] = {"UCS-4", "UCS-4LE", "UTF-32", "UTF-32BE", "UTF-32LE", "UTF-16", "UTF-16BE", "UTF-16LE", "UTF-8",
                                      "ASCII", "EUC-JP", "SJIS", "eucJP-win", "CP932", "SJIS-win", "ISO-8859-1", "ISO-8859-2",
                                      "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8", "ISO-8859-9",
                                      "ISO-8859-10", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "EUC-CN", "EUC-TW",
                                      "BIG-5", "EUC-KR", "KOI8-R"};
  bool onig = false;
  for (const char* n : kOnig)
    if (e && strcmp(e->name, n) == 0) onig = true;
  if (!onig)
    throwError(ErrorKind::ValueError,
               formatStr("mb_regex_encoding(): Argument #1 ($encoding) must be a valid encoding, \"%s\" given", std::string(a.sv(0)).c_str()));
  st.regexEncoding = e;
  a.retBool(true);
}

void collectStrings(const TypedValue& vin, std::string& all, int depth, bool& recursive) {
  const TypedValue& v = *tvDeref(&vin);
  if (v.isString()) { all.append(v.m_data.pstr->view()); return; }
  if (!v.isArray()) return;
  if (depth > 64) { recursive = true; return; }
  ArrayData* arr = v.m_data.parr;
  for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p))
    collectStrings(arr->isPacked() ? arr->packedData()[p] : arr->buckets()[p].val, all, depth + 1, recursive);
}

/// Converts a variable in place (strings, and arrays' elements recursively).
void convertInPlace(TypedValue& slot, const Encoding* to, const Encoding* from, int depth) {
  TypedValue& v = *tvDeref(&slot);
  if (v.isString()) {
    tvAssignMove(v, makeStringNoIncRef(StringData::make(convert(v.m_data.pstr->view(), to, from))));
    return;
  }
  if (!v.isArray() || depth > 64) return;
  ArrayData::separate(v.m_data.parr);
  ArrayData* arr = v.m_data.parr;
  for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p))
    convertInPlace(arr->isPacked() ? arr->packedData()[p] : arr->buckets()[p].val, to, from, depth + 1);
}

void f_mb_convert_variables(NativeArgs& a) {
  const Encoding* to = namedEncoding(a, 0, "mb_convert_variables", "to_encoding");
  std::vector<const Encoding*> from = encodingList(a.arg(1), "mb_convert_variables", 2, "from_encoding");
  std::string all;
  bool recursive = false;
  for (uint32_t i = 2; i < a.count; ++i) collectStrings(a.argv[i], all, 0, recursive);
  if (recursive) {
    raiseWarning("mb_convert_variables(): Cannot handle recursive references");
    return a.retBool(false);
  }
  const Encoding* src = from.size() == 1 ? from[0] : detect(all, from, true);
  if (!src) {
    raiseWarning("mb_convert_variables(): Unable to detect encoding");
    return a.retBool(false);
  }
  for (uint32_t i = 2; i < a.count; ++i) convertInPlace(a.argv[i], to, src, 0);
  a.retString(src->name);
}

const BuiltinDecl kMbConvertBuiltins[] = {
    {"mb_convert_variables(string $to_encoding, array|string $from_encoding, mixed &$var, mixed &...$vars): string|false",
     f_mb_convert_variables},
    {"mb_internal_encoding(?string $encoding = null): string|bool", f_mb_internal_encoding},
    {"mb_language(?string $language = null): string|bool", f_mb_language},
    {"mb_substitute_character(string|int|null $substitute_character = null): string|int|bool", f_mb_substitute_character},
    {"mb_detect_order(array|string|null $encoding = null): array|bool", f_mb_detect_order},
    {"mb_list_encodings(): array", f_mb_list_encodings},
    {"mb_encoding_aliases(string $encoding): array", f_mb_encoding_aliases},
    {"mb_preferred_mime_name(string $encoding): string|false", f_mb_preferred_mime_name},
    {"mb_convert_encoding(array|string $string, string $to_encoding, array|string|null $from_encoding = null): array|string|false",
     f_mb_convert_encoding},
    {"mb_check_encoding(array|string|null $value = null, ?string $encoding = null): bool", f_mb_check_encoding},
    {"mb_detect_encoding(string $string, array|string|null $encodings = null, bool $strict = false): string|false", f_mb_detect_encoding},
    {"mb_scrub(string $string, ?string $encoding = null): string", f_mb_scrub},
    {"mb_ord(string $string, ?string $encoding = null): int|false", f_mb_ord},
    {"mb_chr(int $codepoint, ?string $encoding = null): string|false", f_mb_chr},
    {"mb_strwidth(string $string, ?string $encoding = null): int", f_mb_strwidth},
    {"mb_strimwidth(string $string, int $start, int $width, string $trim_marker = \"\", ?string $encoding = null): string",
     f_mb_strimwidth},
    {"mb_encode_numericentity(string $string, array $map, ?string $encoding = null, bool $hex = false): string",
     f_mb_encode_numericentity},
    {"mb_decode_numericentity(string $string, array $map, ?string $encoding = null): string", f_mb_decode_numericentity},
    {"mb_http_input(?string $type = null): array|string|false", f_mb_http_input},
    {"mb_http_output(?string $encoding = null): string|bool", f_mb_http_output},
    {"mb_output_handler(string $string, int $status): string", f_mb_output_handler},
    {"mb_get_info(string $type = \"all\"): array|string|int|false", f_mb_get_info},
    {"mb_regex_encoding(?string $encoding = null): string|bool", f_mb_regex_encoding},
};
HOP_REGISTER_BUILTINS(kMbConvertBuiltins);

} // namespace

} // namespace hop
