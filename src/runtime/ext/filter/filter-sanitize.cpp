// filter-sanitize.cpp — the sanitizing filters (string, encoded, special_chars, email, url, number_*...) and callback.
#include <cstring>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/filter/filter.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {
std::string stripTagsAllowingTagSpaces(std::string_view s);  // builtins/strip-tags.cpp
}

namespace hop::filter {

namespace {

void setString(TypedValue& v, const std::string& s) { setValue(v, makeStringNoIncRef(StringData::make(s))); }

/// php_filter_strip: drops low/high bytes and backticks as the flags say.
std::string strip(std::string_view s, int64_t flags) {
  if (!(flags & (kFlagStripLow | kFlagStripHigh | kFlagStripBacktick))) return std::string(s);
  std::string out;
  for (unsigned char c : s) {
    if (c >= 127 && (flags & kFlagStripHigh)) continue;
    if (c < 32 && (flags & kFlagStripLow)) continue;
    if (c == '`' && (flags & kFlagStripBacktick)) continue;
    out += char(c);
  }
  return out;
}

/// php_filter_encode_html: the marked bytes become "&#N;".
std::string encodeHtml(std::string_view s, const bool enc[256]) {
  std::string out;
  for (unsigned char c : s) {
    if (enc[c]) {
      out += "&#";
      out += std::to_string(unsigned(c));
      out += ';';
    } else {
      out += char(c);
    }
  }
  return out;
}

std::string keepOnly(std::string_view s, const char* allowed) {
  bool map[256] = {};
  for (const char* p = allowed; *p; ++p) map[static_cast<unsigned char>(*p)] = true;
  std::string out;
  for (unsigned char c : s)
    if (map[c]) out += char(c);
  return out;
}

#define LOWALPHA "abcdefghijklmnopqrstuvwxyz"
#define HIALPHA "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#define DIGIT "0123456789"

TypedValue callNamed(const char* name, const TypedValue* args, uint32_t n) {
  TypedValue fn = makeStaticStringTv(name);
  return callCallable(fn, args, n);
}

} // namespace

void sanitizeString(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string s = strip(v.m_data.pstr->view(), flags);
  bool enc[256] = {};
  if (!(flags & kFlagNoEncodeQuotes)) enc['\''] = enc['"'] = true;
  if (flags & kFlagEncodeAmp) enc['&'] = true;
  if (flags & kFlagEncodeLow) std::memset(enc, 1, 32);
  if (flags & kFlagEncodeHigh) std::memset(enc + 127, 1, 256 - 127);
  s = stripTagsAllowingTagSpaces(encodeHtml(s, enc));
  if (s.empty() && (flags & kFlagEmptyStringNull)) return setValue(v, makeNull());
  setString(v, s);
}

void sanitizeEncoded(TypedValue& v, int64_t flags, const TypedValue*) {
  static const char hex[] = "0123456789ABCDEF";
  std::string s = strip(v.m_data.pstr->view(), flags), out;
  for (unsigned char c : s) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
        c == '_') {
      out += char(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  setString(v, out);
}

void sanitizeSpecialChars(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string s = strip(v.m_data.pstr->view(), flags);
  bool enc[256] = {};
  enc['\''] = enc['"'] = enc['<'] = enc['>'] = enc['&'] = enc[0] = true;
  std::memset(enc, 1, 32);
  if (flags & kFlagEncodeHigh) std::memset(enc + 127, 1, 256 - 127);
  setString(v, encodeHtml(s, enc));
}

void sanitizeFullSpecialChars(TypedValue& v, int64_t flags, const TypedValue*) {
  TypedValue args[2] = {v, makeInt((flags & kFlagNoEncodeQuotes) ? 0 : 3)};  // ENT_NOQUOTES / ENT_QUOTES
  TypedValue r = callNamed("htmlentities", args, 2);
  setValue(v, r);
}

void sanitizeUnsafeRaw(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string_view s = v.m_data.pstr->view();
  if (flags != 0 && !s.empty()) {
    bool enc[256] = {};
    if (flags & kFlagEncodeAmp) enc['&'] = true;
    if (flags & kFlagEncodeLow) std::memset(enc, 1, 32);
    if (flags & kFlagEncodeHigh) std::memset(enc + 127, 1, 256 - 127);
    setString(v, encodeHtml(strip(s, flags), enc));
  } else if ((flags & kFlagEmptyStringNull) && s.empty()) {
    setValue(v, makeNull());
  }
}

void sanitizeEmail(TypedValue& v, int64_t, const TypedValue*) {
  setString(v, keepOnly(v.m_data.pstr->view(), LOWALPHA HIALPHA DIGIT "!#$%&'*+-=?^_`{|}~@.[]"));
}

void sanitizeUrl(TypedValue& v, int64_t, const TypedValue*) {
  setString(v, keepOnly(v.m_data.pstr->view(),
                        LOWALPHA HIALPHA DIGIT "$-_.+" "!*'()," "{}|\\^~[]`" "<>#%\"" ";/?:@&="));
}

void sanitizeNumberInt(TypedValue& v, int64_t, const TypedValue*) {
  setString(v, keepOnly(v.m_data.pstr->view(), "+-" DIGIT));
}

void sanitizeNumberFloat(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string allowed = "+-" DIGIT;
  if (flags & kFlagAllowFraction) allowed += '.';
  if (flags & kFlagAllowThousand) allowed += ',';
  if (flags & kFlagAllowScientific) allowed += "eE";
  setString(v, keepOnly(v.m_data.pstr->view(), allowed.c_str()));
}

void sanitizeAddSlashes(TypedValue& v, int64_t, const TypedValue*) {
  TypedValue r = callNamed("addslashes", &v, 1);
  setValue(v, r);
}

void callbackFilter(TypedValue& v, int64_t, const TypedValue* options) {
  if (!options || !isCallable(*options, false)) {
    setValue(v, makeNull());
    throwErrorF(ErrorKind::TypeError, "%s(): Option must be a valid callback", activeFunction());
  }
  TypedValue r = callCallable(*options, &v, 1);
  if (r.m_type == DataType::Uninit) r = makeNull();
  setValue(v, r);
}

} // namespace hop::filter
