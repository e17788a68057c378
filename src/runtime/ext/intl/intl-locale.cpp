// intl-locale.cpp — the Locale class and the locale_* functions on ICU's uloc API.
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

#include <cstring>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"

namespace hop {

using namespace intl;

namespace {

constexpr size_t kMaxLocaleLen = 156;

const char* const kGrandfathered[] = {
    "art-lojban", "i-klingon", "i-lux", "i-navajo", "no-bok", "no-nyn", "cel-gaulish", "en-GB-oed", "i-ami", "i-bnn",
    "i-default", "i-enochian", "i-mingo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-BE-fr", "sgn-BE-nl", "sgn-CH-de",
    "zh-cmn", "zh-cmn-Hans", "zh-cmn-Hant", "zh-gan", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-wuu",
    "zh-xiang", "zh-yue", nullptr};
const char* const kPreferred[] = {"jbo", "tlh", "lb", "nv", "nb", "nn"};

int grandfatheredIndex(const std::string& s) {
  for (int i = 0; kGrandfathered[i]; i++)
    if (s == kGrandfathered[i]) return i;
  return -1;
}

bool isSep(char c) { return c == '_' || c == '-'; }

/// Position after the separator before a singleton ("x-", "a-"), 0 for one at the start, -1 for none.
long singletonPos(const std::string& s) {
  size_t len = s.size();
  for (size_t i = 0; i < len; i++) {
    if (isSep(s[i])) {
      if (i == 1) return 0;
      if (i + 2 < len + 1 && i + 2 <= len && (i + 2 < len ? isSep(s[i + 2]) : false)) return long(i + 1);
    }
  }
  return -1;
}

enum class Tag { Language, Script, Region, Variant, Canonicalize };

/// result: 1 found, -1 no value, 0 error. fromParse strips singletons like php's locale_parse.
bool icuValue(const std::string& loc, Tag tag, int& result, bool fromParse, std::string& out) {
  result = 0;
  if (loc.size() > kMaxLocaleLen) return false;
  std::string mod = loc;
  if (tag != Tag::Canonicalize) {
    // Like php, the whole tag comes back for these without `result` saying "found"
    // (locale_parse then leaves them out).
    if (grandfatheredIndex(loc) >= 0) {
      if (tag == Tag::Language) {
        out = loc;
        return true;
      }
      return false;
    }
    if (fromParse) {
      if (tag == Tag::Language && loc.size() > 1 &&
          (loc[0] == 'x' || loc[0] == 'X' || loc[0] == 'i' || loc[0] == 'I') && isSep(loc[1])) {
        out = loc;
        return true;
      }
      long sp = singletonPos(loc);
      if (sp == 0) return false;
      if (sp > 0) mod = loc.substr(0, size_t(sp - 1));
    }
  }
  std::vector<char> buf(512);
  int32_t n;
  for (;;) {
    UErrorCode st = U_ZERO_ERROR;
    switch (tag) {
      case Tag::Script: n = uloc_getScript(mod.c_str(), buf.data(), int32_t(buf.size()), &st); break;
      case Tag::Language: n = uloc_getLanguage(mod.c_str(), buf.data(), int32_t(buf.size()), &st); break;
      case Tag::Region: n = uloc_getCountry(mod.c_str(), buf.data(), int32_t(buf.size()), &st); break;
      case Tag::Variant: n = uloc_getVariant(mod.c_str(), buf.data(), int32_t(buf.size()), &st); break;
      default: n = uloc_canonicalize(mod.c_str(), buf.data(), int32_t(buf.size()), &st); break;
    }
    if (st == U_BUFFER_OVERFLOW_ERROR || (U_SUCCESS(st) && n >= int32_t(buf.size()))) {
      buf.resize(size_t(n) + 1);
      continue;
    }
    if (U_FAILURE(st)) return false;
    break;
  }
  if (n == 0) {
    result = -1;
    return false;
  }
  result = 1;
  out.assign(buf.data(), strnlen(buf.data(), size_t(n)));
  return true;
}

std::string locArg(NativeArgs& a, uint32_t i) {
  std::string s(a.svOr(i, ""));
  if (s.empty()) s = defaultLocale();
  return s;
}

bool checkLen(const NativeArgs& a, size_t n) {
  if (n > kMaxLocaleLen) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", fnName(a).c_str());
    return false;
  }
  return true;
}

void getValue(NativeArgs& a, Tag tag, const char* name) {
  clearError();
  std::string loc = locArg(a, 0);
  if (!checkLen(a, loc.size())) return a.retNull();
  int result;
  std::string out;
  if (icuValue(loc, tag, result, false, out)) return a.retString(out);
  if (result == -1) return a.retString("");
  setError(U_ZERO_ERROR, formatStr("locale_get_%s : unable to get locale %s", name, name), fnName(a).c_str());
  a.retNull();
}

void f_get_default(NativeArgs& a) { a.retString(defaultLocale()); }
void f_set_default(NativeArgs& a) {
  std::string v(a.sv(0));
  if (v.empty()) v = uloc_getDefault();
  ctx().ini.set("intl.default_locale", v);
  a.retBool(true);
}
void f_get_script(NativeArgs& a) { getValue(a, Tag::Script, "script"); }
void f_get_region(NativeArgs& a) { getValue(a, Tag::Region, "region"); }
void f_get_primary_language(NativeArgs& a) { getValue(a, Tag::Language, "language"); }
void f_canonicalize(NativeArgs& a) { getValue(a, Tag::Canonicalize, "canonicalize"); }

void getDisplay(NativeArgs& a, Tag tag, const char* name) {
  clearError();
  std::string loc(a.sv(0));
  if (loc.size() > ULOC_FULLNAME_CAPACITY) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, formatStr("locale_get_display_%s : name too long", name), fnName(a).c_str());
    return a.retBool(false);
  }
  if (loc.empty()) loc = defaultLocale();
  bool isName = std::strcmp(name, "name") == 0;
  if (!isName) {
    int gi = grandfatheredIndex(loc);
    if (gi >= 0) {
      if (tag != Tag::Language) return a.retBool(false);
      loc = gi < 6 ? kPreferred[gi] : kGrandfathered[gi];
    }
  }
  std::string disp = a.isNull(1) ? defaultLocale() : std::string(a.sv(1));
  std::vector<UChar> buf(512);
  int32_t n;
  for (;;) {
    UErrorCode st = U_ZERO_ERROR;
    if (isName) n = uloc_getDisplayName(loc.c_str(), disp.c_str(), buf.data(), int32_t(buf.size()), &st);
    else if (tag == Tag::Language) n = uloc_getDisplayLanguage(loc.c_str(), disp.c_str(), buf.data(), int32_t(buf.size()), &st);
    else if (tag == Tag::Script) n = uloc_getDisplayScript(loc.c_str(), disp.c_str(), buf.data(), int32_t(buf.size()), &st);
    else if (tag == Tag::Region) n = uloc_getDisplayCountry(loc.c_str(), disp.c_str(), buf.data(), int32_t(buf.size()), &st);
    else n = uloc_getDisplayVariant(loc.c_str(), disp.c_str(), buf.data(), int32_t(buf.size()), &st);
    if (st == U_BUFFER_OVERFLOW_ERROR) {
      buf.resize(size_t(n) + 1);
      continue;
    }
    if (U_FAILURE(st)) {
      setError(st, formatStr("locale_get_display_%s : unable to get locale %s", name, name), fnName(a).c_str());
      return a.retBool(false);
    }
    break;
  }
  a.retString(toUtf8(icu::UnicodeString(buf.data(), n)));
}

void f_display_name(NativeArgs& a) { getDisplay(a, Tag::Canonicalize, "name"); }
void f_display_language(NativeArgs& a) { getDisplay(a, Tag::Language, "language"); }
void f_display_script(NativeArgs& a) { getDisplay(a, Tag::Script, "script"); }
void f_display_region(NativeArgs& a) { getDisplay(a, Tag::Region, "region"); }
void f_display_variant(NativeArgs& a) { getDisplay(a, Tag::Variant, "variant"); }

void f_get_keywords(NativeArgs& a) {
  clearError();
  std::string loc(a.sv(0));
  if (!checkLen(a, loc.size())) return a.retNull();
  if (loc.empty()) loc = defaultLocale();
  UErrorCode st = U_ZERO_ERROR;
  UEnumeration* e = uloc_openKeywords(loc.c_str(), &st);
  if (!e) return a.retNull();
  ArrayData* arr = ArrayData::makeHash(4);
  const char* key;
  int32_t klen;
  while ((key = uenum_next(e, &klen, &st)) != nullptr) {
    std::vector<char> val(101);
    int32_t vlen = uloc_getKeywordValue(loc.c_str(), key, val.data(), 100, &st);
    if (st == U_BUFFER_OVERFLOW_ERROR) {
      st = U_ZERO_ERROR;
      val.resize(size_t(vlen) + 1);
      vlen = uloc_getKeywordValue(loc.c_str(), key, val.data(), vlen + 1, &st);
    }
    if (U_FAILURE(st)) {
      setError(U_ILLEGAL_ARGUMENT_ERROR, "locale_get_keywords: Error encountered while getting the keyword  value for the  keyword", fnName(a).c_str());
      uenum_close(e);
      arr->decRef();
      return a.retBool(false);
    }
    TypedValue v = makeStr(std::string_view(val.data(), size_t(vlen)));
    putStr(arr, key, v);
  }
  uenum_close(e);
  a.retArray(arr);
}

// --- compose / parse -------------------------------------------------------------------
enum { kFound = 0, kFailure = -1, kNotFound = 1 };

int appendKey(std::string& out, ArrayData* arr, const char* key) {
  const TypedValue* v = arr->getStr(key);
  if (!v) return kNotFound;
  v = tvDeref(v);
  if (!v->isString()) return kFailure;
  if (std::strcmp(key, "language") != 0 && std::strcmp(key, "grandfathered") != 0) out += '_';
  out += v->m_data.pstr->view();
  return kFound;
}

void addPrefix(std::string& out, const std::string& key) {
  if (key.compare(0, 7, "private") == 0) out += "_x";
}

int appendMulti(std::string& out, ArrayData* arr, const char* key) {
  const TypedValue* v = arr->getStr(key);
  if (v) {
    v = tvDeref(v);
    if (v->isString()) {
      addPrefix(out, key);
      out += '_';
      out += v->m_data.pstr->view();
      return kFound;
    }
    if (v->isArray()) {
      bool first = true;
      int fail = kFound;
      forEachElem(v->m_data.parr, [&](const TypedValue&, const TypedValue& e) {
        const TypedValue* d = &e;
        if (!d->isString()) {
          fail = kFailure;
          return false;
        }
        if (first) addPrefix(out, key);
        first = false;
        out += '_';
        out += d->m_data.pstr->view();
        return true;
      });
      return fail;
    }
    return kFailure;
  }
  int max = std::strcmp(key, "variant") == 0 ? 15 : std::strcmp(key, "extlang") == 0 ? 3 : 15;
  bool first = true;
  for (int i = 0; i < max; i++) {
    std::string k = std::string(key) + std::to_string(i);
    const TypedValue* e = arr->getStr(k);
    if (!e) continue;
    e = tvDeref(e);
    if (!e->isString()) return kFailure;
    if (first) addPrefix(out, k);
    first = false;
    out += '_';
    out += e->m_data.pstr->view();
  }
  return kFound;
}

bool composeStep(const NativeArgs& a, int r) {
  clearError();
  if (r == kFailure) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "locale_compose: parameter array element is not a string", fnName(a).c_str());
    return false;
  }
  return true;
}

void f_compose(NativeArgs& a) {
  clearError();
  ArrayData* arr = a.arr(0);
  if (arr->size() == 0) return a.retBool(false);
  std::string out;
  int r = appendKey(out, arr, "grandfathered");
  if (r == kFound) return a.retString(out);
  if (!composeStep(a, r)) return a.retBool(false);
  r = appendKey(out, arr, "language");
  if (r == kNotFound) throwError(ErrorKind::ValueError, fnName(a) + "(): Argument #1 ($subtags) must contain a \"language\" key");
  if (!composeStep(a, r)) return a.retBool(false);
  if (!composeStep(a, appendMulti(out, arr, "extlang"))) return a.retBool(false);
  if (!composeStep(a, appendKey(out, arr, "script"))) return a.retBool(false);
  if (!composeStep(a, appendKey(out, arr, "region"))) return a.retBool(false);
  if (!composeStep(a, appendMulti(out, arr, "variant"))) return a.retBool(false);
  if (!composeStep(a, appendMulti(out, arr, "private"))) return a.retBool(false);
  a.retString(out);
}

bool privateSubtags(const std::string& loc, std::string& out) {
  std::string mod = loc;
  long sp;
  while ((sp = singletonPos(mod)) > -1) {
    if (mod[size_t(sp)] == 'x' || mod[size_t(sp)] == 'X') {
      if (size_t(sp) + 2 == mod.size()) return false;
      out = mod.substr(size_t(sp) + 2);
      return true;
    }
    if (size_t(sp) + 1 >= mod.size()) break;
    mod = mod.substr(size_t(sp) + 1);
  }
  return false;
}

/// strtok on "-_" keeping the first token and the following ones of more than one character.
std::vector<std::string> subtags(const std::string& s) {
  std::vector<std::string> toks;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && isSep(s[i])) i++;
    if (i >= s.size()) break;
    size_t j = i;
    while (j < s.size() && !isSep(s[j])) j++;
    std::string t = s.substr(i, j - i);
    if (!toks.empty() && t.size() <= 1) break;
    toks.push_back(t);
    i = j;
  }
  return toks;
}

void addEntry(const std::string& loc, ArrayData*& arr, const char* key, Tag tag, bool multi, bool priv) {
  std::string val;
  int result = 0;
  bool ok;
  if (priv) {
    ok = privateSubtags(loc, val);
    result = 1;
  } else {
    ok = icuValue(loc, tag, result, true, val);
  }
  if (multi) {
    if (result > 0 && ok) {
      int cnt = 0;
      for (const std::string& t : subtags(val)) {
        putStr(arr, std::string(key) + std::to_string(cnt++), makeStr(t));
      }
    }
  } else if (result == 1 && ok) {
    putStr(arr, key, makeStr(val));
  }
}

void f_parse(NativeArgs& a) {
  clearError();
  std::string loc(a.sv(0));
  if (!checkLen(a, loc.size())) return a.retNull();
  if (loc.empty()) loc = defaultLocale();
  ArrayData* arr = ArrayData::makeHash(4);
  if (grandfatheredIndex(loc) >= 0) {
    putStr(arr, "grandfathered", makeStr(loc));
  } else {
    addEntry(loc, arr, "language", Tag::Language, false, false);
    addEntry(loc, arr, "script", Tag::Script, false, false);
    addEntry(loc, arr, "region", Tag::Region, false, false);
    addEntry(loc, arr, "variant", Tag::Variant, true, false);
    addEntry(loc, arr, "private", Tag::Variant, true, true);
  }
  a.retArray(arr);
}

void f_all_variants(NativeArgs& a) {
  clearError();
  std::string loc(a.sv(0));
  if (loc.empty()) loc = defaultLocale();
  if (!checkLen(a, loc.size())) return a.retNull();
  ArrayData* arr = ArrayData::makeHash(4);
  if (grandfatheredIndex(loc) < 0) {
    int result;
    std::string v;
    if (icuValue(loc, Tag::Variant, result, false, v) && result > 0) {
      for (const std::string& t : subtags(v)) ArrayData::append(arr, makeStr(t));
    }
  }
  a.retArray(arr);
}

std::string toMatch(const std::string& s) {
  std::string r = s;
  for (char& c : r) c = c == '-' ? '_' : char(std::tolower((unsigned char)c));
  return r;
}

void f_filter_matches(NativeArgs& a) {
  clearError();
  std::string tag(a.sv(0)), range(a.sv(1));
  bool canon = a.bOr(2, false);
  if (range.empty()) range = defaultLocale();
  if (range == "*") return a.retBool(true);
  if (!checkLen(a, range.size()) || !checkLen(a, tag.size())) return a.retNull();
  if (canon) {
    int r;
    std::string cr, ct;
    if (!icuValue(range, Tag::Canonicalize, r, false, cr) || r <= 0) {
      setError(U_ZERO_ERROR, "locale_filter_matches : unable to canonicalize loc_range", fnName(a).c_str());
      return a.retBool(false);
    }
    if (!icuValue(tag, Tag::Canonicalize, r, false, ct) || r <= 0) {
      setError(U_ZERO_ERROR, "locale_filter_matches : unable to canonicalize lang_tag", fnName(a).c_str());
      return a.retBool(false);
    }
    range = cr;
    tag = ct;
  }
  if (tag.empty() || range.empty()) return a.retBool(false);
  std::string t = toMatch(tag), r = toMatch(range);
  if (t.compare(0, r.size(), r) == 0) {
    char next = t.size() > r.size() ? t[r.size()] : '\0';
    // Canonical tags may go on with their keywords ("en_us@x=priv").
    if (next == '\0' || isSep(next) || (canon && next == '@')) return a.retBool(true);
  }
  a.retBool(false);
}

long strrtokenPos(const std::string& s, long saved) {
  long result = -1;
  for (long i = saved - 1; i >= 0; i--) {
    if (isSep(s[size_t(i)])) {
      if (i >= 2 && isSep(s[size_t(i - 2)])) result = i - 2;
      else result = i;
      break;
    }
  }
  if (result < 1) result = -1;
  return result;
}

void f_lookup(NativeArgs& a) {
  clearError();
  ArrayData* arr = a.arr(0);
  std::string range(a.sv(1));
  bool canon = a.bOr(2, false);
  bool hasFallback = !a.isNull(3);
  std::string fallback = hasFallback ? std::string(a.sv(3)) : "";
  if (range.empty()) range = hasFallback ? fallback : defaultLocale();
  if (!checkLen(a, range.size())) return a.retNull();
  if (arr->size() == 0) return a.retString("");
  std::vector<std::pair<std::string, std::string>> cur;
  bool bad = false;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& e) {
    const TypedValue* d = &e;
    if (!d->isString()) {
      bad = true;
      return false;
    }
    std::string orig(d->m_data.pstr->view());
    cur.emplace_back(toMatch(orig), orig);
    return true;
  });
  if (bad) throwError(ErrorKind::TypeError, fnName(a) + "(): Argument #2 ($locale) must only contain string values");
  std::string result;
  bool found = false, failed = false;
  auto fail = [&](const char* m) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, m, fnName(a).c_str());
    failed = true;
  };
  for (auto& c : cur) {
    if (c.first.empty()) {
      fail("lookup_loc_range: unable to canonicalize lang_tag");
      break;
    }
  }
  if (!failed && canon) {
    for (auto& c : cur) {
      int r;
      std::string v;
      if (!icuValue(c.first, Tag::Canonicalize, r, false, v) || r != 1 || v.empty()) {
        fail("lookup_loc_range: unable to canonicalize lang_tag");
        break;
      }
      c.first = toMatch(v);
    }
    if (!failed) {
      int r;
      std::string v;
      if (!icuValue(range, Tag::Canonicalize, r, false, v) || r != 1 || v.empty()) fail("lookup_loc_range: unable to canonicalize loc_range");
      else range = v;
    }
  }
  if (!failed) {
    std::string r = toMatch(range);
    if (r.empty()) fail("lookup_loc_range: unable to canonicalize lang_tag");
    long saved = long(r.size());
    while (!failed && saved > 0 && !found) {
      for (auto& c : cur) {
        if (long(c.first.size()) == saved && r.compare(0, size_t(saved), c.first) == 0) {
          result = canon ? c.first : c.second;
          found = true;
          break;
        }
      }
      if (!found) saved = strrtokenPos(r, saved);
    }
  }
  if (!found || result.empty()) {
    if (hasFallback) return a.retString(fallback);
    return a.retString("");
  }
  a.retString(result);
}

void f_accept_from_http(NativeArgs& a) {
  std::string h(a.sv(0));
  if (h.size() > ULOC_FULLNAME_CAPACITY) {
    size_t start = 0;
    for (;;) {
      size_t end = h.find(',', start);
      size_t len = (end == std::string::npos ? h.size() : end) - start;
      if (len > ULOC_FULLNAME_CAPACITY) {
        setError(U_ILLEGAL_ARGUMENT_ERROR, "locale_accept_from_http: locale string too long", fnName(a).c_str());
        return a.retBool(false);
      }
      if (end == std::string::npos) break;
      start = end + 1;
    }
  }
  UErrorCode st = U_ZERO_ERROR;
  UEnumeration* avail = ures_openAvailableLocales(nullptr, &st);
  if (U_FAILURE(st)) {
    setError(st, "locale_accept_from_http: failed to retrieve locale list", fnName(a).c_str());
    return a.retBool(false);
  }
  char out[kMaxLocaleLen + 1];
  UAcceptResult res;
  int32_t len = uloc_acceptLanguageFromHTTP(out, int32_t(kMaxLocaleLen), &res, h.c_str(), avail, &st);
  uenum_close(avail);
  if (U_FAILURE(st)) {
    setError(st, "locale_accept_from_http: failed to find acceptable locale", fnName(a).c_str());
    return a.retBool(false);
  }
  if (len < 0 || res == ULOC_ACCEPT_FAILED) return a.retBool(false);
  a.retString(std::string_view(out, size_t(len)));
}

const BuiltinDecl kLocaleBuiltins[] = {
    {"locale_get_default(): string", f_get_default},
    {"locale_set_default(string $locale): bool", f_set_default},
    {"locale_get_primary_language(string $locale): ?string", f_get_primary_language},
    {"locale_get_script(string $locale): ?string", f_get_script},
    {"locale_get_region(string $locale): ?string", f_get_region},
    {"locale_get_keywords(string $locale): array|false|null", f_get_keywords},
    {"locale_get_display_script(string $locale, ?string $displayLocale = null): string|false", f_display_script},
    {"locale_get_display_region(string $locale, ?string $displayLocale = null): string|false", f_display_region},
    {"locale_get_display_name(string $locale, ?string $displayLocale = null): string|false", f_display_name},
    {"locale_get_display_language(string $locale, ?string $displayLocale = null): string|false", f_display_language},
    {"locale_get_display_variant(string $locale, ?string $displayLocale = null): string|false", f_display_variant},
    {"locale_compose(array $subtags): string|false", f_compose},
    {"locale_parse(string $locale): ?array", f_parse},
    {"locale_get_all_variants(string $locale): ?array", f_all_variants},
    {"locale_filter_matches(string $languageTag, string $locale, bool $canonicalize = false): ?bool", f_filter_matches},
    {"locale_canonicalize(string $locale): ?string", f_canonicalize},
    {"locale_lookup(array $languageTag, string $locale, bool $canonicalize = false, ?string $defaultLocale = null): ?string", f_lookup},
    {"locale_accept_from_http(string $header): string|false", f_accept_from_http},
    {"Locale::getDefault", f_get_default},
    {"Locale::setDefault", f_set_default},
    {"Locale::getPrimaryLanguage", f_get_primary_language},
    {"Locale::getScript", f_get_script},
    {"Locale::getRegion", f_get_region},
    {"Locale::getKeywords", f_get_keywords},
    {"Locale::getDisplayScript", f_display_script},
    {"Locale::getDisplayRegion", f_display_region},
    {"Locale::getDisplayName", f_display_name},
    {"Locale::getDisplayLanguage", f_display_language},
    {"Locale::getDisplayVariant", f_display_variant},
    {"Locale::composeLocale", f_compose},
    {"Locale::parseLocale", f_parse},
    {"Locale::getAllVariants", f_all_variants},
    {"Locale::filterMatches", f_filter_matches},
    {"Locale::canonicalize", f_canonicalize},
    {"Locale::lookup", f_lookup},
    {"Locale::acceptFromHttp", f_accept_from_http},
};
HOP_REGISTER_BUILTINS(kLocaleBuiltins);

} // namespace

} // namespace hop
