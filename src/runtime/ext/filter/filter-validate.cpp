// filter-validate.cpp — the validating filters: int, boolean, float, regexp, domain, url, email, ip, mac.
#include <arpa/inet.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/filter/filter.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop::filter {

namespace {

const TypedValue* option(const TypedValue* options, const char* name) {
  if (!options || !options->isArray()) return nullptr;
  const TypedValue* v = options->m_data.parr->getStr(std::string_view(name));
  return v ? tvDeref(v) : nullptr;
}

bool isTrimSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\n'; }

/// PHP_FILTER_TRIM_DEFAULT: strips php's whitespace from both ends.
std::string_view trimDefault(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && isTrimSpace(s[b])) ++b;
  while (e > b && isTrimSpace(s[e - 1])) --e;
  return s.substr(b, e - b);
}

bool parseDecimal(std::string_view s, int64_t& out) {
  size_t i = 0;
  bool neg = false;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) {
    neg = s[i] == '-';
    ++i;
  }
  if (i < s.size() && s[i] == '0' && i + 1 == s.size()) {
    out = 0;
    return true;
  }
  if (i >= s.size() || s[i] < '1' || s[i] > '9') return false;
  int64_t v = 0;
  for (; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') return false;
    int d = s[i] - '0';
    if (!neg) {
      if (v > (INT64_MAX - d) / 10) return false;
      v = v * 10 + d;
    } else {
      if (v < (INT64_MIN + d) / 10) return false;
      v = v * 10 - d;
    }
  }
  out = v;
  return true;
}

bool parseBase(std::string_view s, unsigned base, int64_t& out) {
  uint64_t v = 0;
  for (char c : s) {
    unsigned d;
    if (c >= '0' && c <= '9') d = unsigned(c - '0');
    else if (base == 16 && c >= 'a' && c <= 'f') d = unsigned(c - 'a' + 10);
    else if (base == 16 && c >= 'A' && c <= 'F') d = unsigned(c - 'A' + 10);
    else return false;
    if (d >= base) return false;
    if (v > UINT64_MAX / base) return false;
    v *= base;
    if (v > UINT64_MAX - d) return false;
    v += d;
  }
  out = int64_t(v);
  return true;
}

bool hasInt(const TypedValue* options, const char* name, int64_t& out) {
  const TypedValue* v = option(options, name);
  if (!v) return false;
  out = toInt(*v);
  return true;
}

bool hasDouble(const TypedValue* options, const char* name, double& out) {
  const TypedValue* v = option(options, name);
  if (!v) return false;
  out = toDouble(*v);
  return true;
}

/// FETCH_STRING_OPTION: only string values count.
bool hasString(const TypedValue* options, const char* name, std::string_view& out) {
  const TypedValue* v = option(options, name);
  if (!v || !v->isString()) return false;
  out = v->m_data.pstr->view();
  return true;
}

} // namespace

void validateInt(TypedValue& v, int64_t flags, const TypedValue* options) {
  int64_t minR = 0, maxR = 0;
  bool minSet = hasInt(options, "min_range", minR), maxSet = hasInt(options, "max_range", maxR);
  std::string_view s = v.m_data.pstr->view();
  if (s.empty()) return failValidation(v, flags);
  s = trimDefault(s);
  if (s.empty()) return failValidation(v, flags);
  int64_t value = 0;
  bool ok;
  if (s[0] == '0') {
    s.remove_prefix(1);
    if ((flags & kFlagAllowHex) && !s.empty() && (s[0] == 'x' || s[0] == 'X')) {
      s.remove_prefix(1);
      ok = !s.empty() && parseBase(s, 16, value);
    } else if (flags & kFlagAllowOctal) {
      if (!s.empty() && (s[0] == 'o' || s[0] == 'O')) {
        s.remove_prefix(1);
        ok = !s.empty() && parseBase(s, 8, value);
      } else {
        ok = parseBase(s, 8, value);
      }
    } else {
      ok = s.empty();
    }
  } else {
    ok = parseDecimal(s, value);
  }
  if (!ok || (minSet && value < minR) || (maxSet && value > maxR)) return failValidation(v, flags);
  setValue(v, makeInt(value));
}

void validateBool(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string_view s = trimDefault(v.m_data.pstr->view());
  auto is = [&](const char* w) { return s.size() == strlen(w) && strncasecmp(s.data(), w, s.size()) == 0; };
  int r;
  if (s.empty() || is("0") || is("no") || is("off") || is("false")) r = 0;
  else if (is("1") || is("on") || is("yes") || is("true")) r = 1;
  else r = -1;
  if (r < 0) return failValidation(v, flags);
  setValue(v, makeBool(r == 1));
}

void validateFloat(TypedValue& v, int64_t flags, const TypedValue* options) {
  std::string_view s = trimDefault(v.m_data.pstr->view());
  char decSep = '.';
  std::string_view decimal, thousand;
  if (hasString(options, "decimal", decimal)) {
    if (decimal.size() != 1)
      throwErrorF(ErrorKind::ValueError, "%s(): \"decimal\" option must be one character long", activeFunction());
    decSep = decimal[0];
  }
  std::string tsd = "',.";
  if (hasString(options, "thousand", thousand)) {
    if (thousand.empty())
      throwErrorF(ErrorKind::ValueError, "%s(): \"thousand\" option cannot be empty", activeFunction());
    tsd = std::string(thousand);
  }
  double minR = 0, maxR = 0;
  bool minSet = hasDouble(options, "min_range", minR), maxSet = hasDouble(options, "max_range", maxR);
  if (s.empty()) return failValidation(v, flags);

  std::string num;
  size_t i = 0, n = s.size();
  auto at = [&](size_t k) { return k < n ? s[k] : '\0'; };
  if (i < n && (s[i] == '+' || s[i] == '-')) num += s[i++];
  bool first = true;
  for (;;) {
    int digits = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9') {
      ++digits;
      num += s[i++];
    }
    if (i == n || s[i] == decSep || s[i] == 'e' || s[i] == 'E') {
      if (!first && digits != 3) return failValidation(v, flags);
      if (i < n && s[i] == decSep) {
        num += '.';
        ++i;
        while (i < n && s[i] >= '0' && s[i] <= '9') num += s[i++];
      }
      if (at(i) == 'e' || at(i) == 'E') {
        num += s[i++];
        if (i < n && (s[i] == '+' || s[i] == '-')) num += s[i++];
        while (i < n && s[i] >= '0' && s[i] <= '9') num += s[i++];
      }
      break;
    }
    if ((flags & kFlagAllowThousand) && tsd.find(s[i]) != std::string::npos && s[i] != '\0') {
      if (first ? (digits < 1 || digits > 3) : (digits != 3)) return failValidation(v, flags);
      first = false;
      ++i;
    } else {
      return failValidation(v, flags);
    }
  }
  if (i != n) return failValidation(v, flags);

  // is_numeric_string on the normalized text: an integer when it is all digits and fits, else a double.
  if (num.find_first_of("0123456789") == std::string::npos) return failValidation(v, flags);
  char* end = nullptr;
  double d = std::strtod(num.c_str(), &end);
  if (end != num.c_str() + num.size()) return failValidation(v, flags);
  if (num.find_first_of(".eE") == std::string::npos) {
    errno = 0;
    long long l = std::strtoll(num.c_str(), &end, 10);
    if (errno != ERANGE) {
      double dl = double(l);
      if ((minSet && dl < minR) || (maxSet && dl > maxR)) return failValidation(v, flags);
      setValue(v, makeDouble(dl));
      return;
    }
  }
  if ((d == 0 && num.size() > 1 && num.find_first_of("123456789") != std::string::npos) || !std::isfinite(d))
    return failValidation(v, flags);
  if ((minSet && d < minR) || (maxSet && d > maxR)) return failValidation(v, flags);
  setValue(v, makeDouble(d));
}

void validateRegexp(TypedValue& v, int64_t flags, const TypedValue* options) {
  const TypedValue* re = option(options, "regexp");
  if (!re || !re->isString())
    throwErrorF(ErrorKind::ValueError, "%s(): \"regexp\" option is missing", activeFunction());
  TypedValue fn = makeStaticStringTv("preg_match");
  TypedValue args[2] = {*re, v};
  TypedValue r = callCallable(fn, args, 2);
  bool matched = r.m_type == DataType::Int && r.m_data.num > 0;
  tvDecRef(r);
  if (!matched) failValidation(v, flags);
}

namespace {

bool isAlnumC(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

bool validDomain(std::string_view d, bool hostname) {
  if (d.empty()) return false;
  size_t l = d.size();
  if (d[l - 1] == '.') --l;
  if (l > 253) return false;
  if (l == 0) return false;
  const char* s = d.data();
  const char* e = s + l;
  if (*s == '.' || (hostname && !isAlnumC(*s))) return false;
  unsigned i = 1;
  for (const char* p = s; p < e; ++p) {
    if (*p == '.') {
      char next = p + 1 < d.data() + d.size() ? p[1] : '\0';
      if (next == '.' || (hostname && (!isAlnumC(p[-1]) || !isAlnumC(next)))) return false;
      i = 1;
    } else {
      if (i > 63 || (hostname && *p != '-' && !isAlnumC(*p))) return false;
      ++i;
    }
  }
  return true;
}

bool parseIpv4(std::string_view s, int ip[4]) {
  size_t i = 0, n = 0;
  while (i < s.size()) {
    if (s[i] < '0' || s[i] > '9') return false;
    bool leadingZero = s[i] == '0';
    int m = 1;
    int num = s[i++] - '0';
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
      num = num * 10 + (s[i++] - '0');
      if (num > 255 || ++m > 3) return false;
    }
    if (leadingZero && (num != 0 || m > 1)) return false;
    ip[n++] = num;
    if (n == 4) return i == s.size();
    if (i >= s.size() || s[i++] != '.') return false;
  }
  return false;
}

/// _php_filter_validate_ipv6, then the eight 16-bit groups in `ip`.
bool parseIpv6(std::string_view full, int ip[8]) {
  std::string_view s = full;
  if (s.find(':') == std::string_view::npos) return false;
  int blocks = 0;
  bool compressed = false;
  size_t dot = s.find('.');
  if (dot != std::string_view::npos) {
    size_t start = dot;
    while (start > 0 && s[start - 1] != ':') --start;
    int ip4[4];
    if (!parseIpv4(s.substr(start), ip4)) return false;
    size_t len = start;
    if (len < 2) return false;
    if (s[start - 2] != ':') --len;
    s = s.substr(0, len);
    blocks = 2;
  }
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ':') {
      if (++i >= s.size()) return false;
      if (s[i] == ':') {
        if (compressed) return false;
        ++blocks;
        compressed = true;
        if (++i == s.size()) {
          if (blocks > 8) return false;
          goto parsed;
        }
      } else if (i - 1 == 0) {
        return false;
      }
    }
    {
      int n = 0;
      while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i]))) {
        ++n;
        ++i;
      }
      if (n < 1 || n > 4) return false;
      if (++blocks > 8) return false;
    }
  }
  if (!((compressed && blocks <= 8) || blocks == 8)) return false;
parsed:
  unsigned char buf[16] = {};
  std::string z(full);
  for (int k = 0; k < 8; ++k) ip[k] = 0;
  if (inet_pton(AF_INET6, z.c_str(), buf) == 1)
    for (int k = 0; k < 8; ++k) ip[k] = (buf[2 * k] << 8) | buf[2 * k + 1];
  return true;
}

bool userinfoValid(std::string_view s) {
  static const char* valid = "-._~!$&'()*+,;=:";
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    if (std::isalpha(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) ||
        (c && std::strchr(valid, c))) {
      ++i;
    } else if (c == '%' && i + 3 <= s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])) &&
               std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      i += 3;
    } else {
      return false;
    }
  }
  return true;
}

} // namespace

void validateDomain(TypedValue& v, int64_t flags, const TypedValue*) {
  if (!validDomain(v.m_data.pstr->view(), flags & kFlagHostname)) failValidation(v, flags);
}

void validateUrl(TypedValue& v, int64_t flags, const TypedValue* options) {
  size_t oldLen = v.m_data.pstr->size();
  sanitizeUrl(v, flags, options);
  if (!v.isString() || v.m_data.pstr->size() != oldLen) return failValidation(v, flags);
  TypedValue fn = makeStaticStringTv("parse_url");
  TypedValue r = callCallable(fn, &v, 1);
  if (!r.isArray()) {
    tvDecRef(r);
    return failValidation(v, flags);
  }
  ArrayData* parts = r.m_data.parr;
  auto part = [&](const char* k) -> const StringData* {
    const TypedValue* p = parts->getStr(std::string_view(k));
    return p && p->isString() ? p->m_data.pstr : nullptr;
  };
  const StringData* scheme = part("scheme");
  const StringData* host = part("host");
  bool bad = false;
  if (scheme && (strcasecmp(scheme->data(), "http") == 0 || strcasecmp(scheme->data(), "https") == 0)) {
    if (!host) {
      bad = true;
    } else {
      std::string_view h = host->view();
      bool ipv6 = false;
      if (h.size() >= 2 && h.front() == '[' && h.back() == ']') {
        int ip[8];
        ipv6 = parseIpv6(h.substr(1, h.size() - 2), ip);
      }
      if (!ipv6 && !validDomain(h, true)) bad = true;
      if (ipv6) {
        tvDecRef(r);
        return;
      }
    }
  }
  if (!bad) {
    if (!scheme || (!host && strcmp(scheme->data(), "mailto") && strcmp(scheme->data(), "news") &&
                    strcmp(scheme->data(), "file")) ||
        ((flags & kFlagPathRequired) && !part("path")) || ((flags & kFlagQueryRequired) && !part("query")))
      bad = true;
  }
  if (!bad) {
    const StringData* user = part("user");
    const StringData* pass = part("pass");
    if ((user && !userinfoValid(user->view())) || (pass && !userinfoValid(pass->view()))) bad = true;
  }
  tvDecRef(r);
  if (bad) failValidation(v, flags);
}

namespace {

const char kEmailCommon[] =
    "(?:\\x22(?:[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x21\\x23-\\x5B\\x5D-\\x7F]|(?:\\x5C[\\x00-\\x7F]))*\\x22))";

std::string emailRegex(bool unicode) {
  std::string pl = unicode ? "\\pL\\pN" : "";
  std::string atom = "(?:(?:[\\x21\\x23-\\x27\\x2A\\x2B\\x2D\\x2F-\\x39\\x3D\\x3F\\x5E-\\x7E" + pl + "]+)|";
  std::string quoted = "(?:\\x22(?:[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x21\\x23-\\x5B\\x5D-\\x7F" + pl +
                       "]|(?:\\x5C[\\x00-\\x7F]))*\\x22))";
  (void)kEmailCommon;
  return "/^(?!(?:(?:\\x22?\\x5C[\\x00-\\x7E]\\x22?)|(?:\\x22?[^\\x5C\\x22]\\x22?)){255,})"
         "(?!(?:(?:\\x22?\\x5C[\\x00-\\x7E]\\x22?)|(?:\\x22?[^\\x5C\\x22]\\x22?)){65,}@)" +
         atom + quoted + "(?:\\." + atom + quoted + ")*@" +
         "(?:(?:(?!.*[^.]{64,})(?:(?:(?:xn--)?[a-z0-9]+(?:-+[a-z0-9]+)*\\.){1,126}){1,}(?:(?:[a-z][a-z0-9]*)|(?:(?:"
         "xn--)[a-z0-9]+))(?:-+[a-z0-9]+)*)|(?:\\[(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){7})|(?:(?!(?:.*["
         "a-f0-9][:\\]]){7,})(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?::(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?"
         ")))|(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){5}:)|(?:(?!(?:.*[a-f0-9]:){5,})(?:[a-f0-9]{1,4}(?"
         "::[a-f0-9]{1,4}){0,3})?::(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,3}:)?)))?(?:(?:25[0-5])|(?:2[0-4][0-9])|"
         "(?:1[0-9]{2})|(?:[1-9]?[0-9]))(?:\\.(?:(?:25[0-5])|(?:2[0-4][0-9])|(?:1[0-9]{2})|(?:[1-9]?[0-9]))){3}"
         "))\\]))$/iD" +
         (unicode ? "u" : "");
}

} // namespace

void validateEmail(TypedValue& v, int64_t flags, const TypedValue*) {
  if (v.m_data.pstr->size() > 320) return failValidation(v, flags);
  static const std::string re0 = emailRegex(false), re1 = emailRegex(true);
  const std::string& re = (flags & kFlagEmailUnicode) ? re1 : re0;
  TypedValue fn = makeStaticStringTv("preg_match");
  TypedValue args[2] = {makeStringNoIncRef(StringData::make(re)), v};
  TypedValue r = callCallable(fn, args, 2);
  tvDecRef(args[0]);
  bool matched = r.m_type == DataType::Int && r.m_data.num > 0;
  tvDecRef(r);
  if (!matched) failValidation(v, flags);
}

void validateIp(TypedValue& v, int64_t flags, const TypedValue*) {
  std::string_view s = v.m_data.pstr->view();
  int mode;
  if (s.find(':') != std::string_view::npos) mode = 6;
  else if (s.find('.') != std::string_view::npos) mode = 4;
  else return failValidation(v, flags);
  bool want4 = flags & kFlagIpv4, want6 = flags & kFlagIpv6;
  if (want4 && want6) {
  } else if (want4 && mode == 6) {
    return failValidation(v, flags);
  } else if (want6 && mode == 4) {
    return failValidation(v, flags);
  }
  bool priv = flags & (kFlagNoPrivRange | kFlagGlobalRange), res = flags & (kFlagNoResRange | kFlagGlobalRange),
       global = flags & kFlagGlobalRange;
  if (mode == 4) {
    int ip[4];
    if (!parseIpv4(s, ip)) return failValidation(v, flags);
    if (priv && (ip[0] == 10 || (ip[0] == 172 && ip[1] >= 16 && ip[1] <= 31) || (ip[0] == 192 && ip[1] == 168)))
      return failValidation(v, flags);
    if (res && (ip[0] == 0 || ip[0] >= 240 || ip[0] == 127 || (ip[0] == 169 && ip[1] == 254)))
      return failValidation(v, flags);
    if (global && ((ip[0] == 100 && ip[1] >= 64 && ip[1] <= 127) || (ip[0] == 192 && ip[1] == 0 && ip[2] == 0) ||
                   (ip[0] == 192 && ip[1] == 0 && ip[2] == 2) || (ip[0] == 198 && ip[1] >= 18 && ip[1] <= 19) ||
                   (ip[0] == 198 && ip[1] == 51 && ip[2] == 100) || (ip[0] == 203 && ip[1] == 0 && ip[2] == 113)))
      return failValidation(v, flags);
    return;
  }
  int ip[8];
  if (!parseIpv6(s, ip)) return failValidation(v, flags);
  if (priv && ip[0] >= 0xfc00 && ip[0] <= 0xfdff) return failValidation(v, flags);
  if (res) {
    bool allZero6 = ip[0] == 0 && ip[1] == 0 && ip[2] == 0 && ip[3] == 0 && ip[4] == 0 && ip[5] == 0 && ip[6] == 0;
    if ((allZero6 && (ip[7] == 0 || ip[7] == 1)) || ip[0] == 0x5f || (ip[0] >= 0xfe80 && ip[0] <= 0xfebf) ||
        (ip[0] == 0x2001 && (ip[1] == 0x0db8 || (ip[1] >= 0x0010 && ip[1] <= 0x001f))) || ip[0] == 0x3ff3)
      return failValidation(v, flags);
  }
  if (global) {
    if ((ip[0] == 0 && ip[1] == 0 && ip[2] == 0 && ip[3] == 0 && ip[4] == 0 && ip[5] == 0xffff) ||
        (ip[0] == 0x0100 && ip[1] == 0 && ip[2] == 0 && ip[3] == 0) || (ip[0] == 0x2001 && ip[1] <= 0x01ff) ||
        (ip[0] == 0x2001 && ip[1] == 0x0002 && ip[2] == 0) || (ip[0] >= 0xfc00 && ip[0] <= 0xfdff))
      return failValidation(v, flags);
  }
}

void validateMac(TypedValue& v, int64_t flags, const TypedValue* options) {
  std::string_view in = v.m_data.pstr->view();
  std::string_view sep;
  bool sepSet = hasString(options, "separator", sep);
  if (sepSet && sep.size() != 1)
    throwErrorF(ErrorKind::ValueError, "%s(): \"separator\" option must be one character long", activeFunction());
  int tokens, length;
  char separator;
  if (in.size() == 14) {
    tokens = 3;
    length = 4;
    separator = '.';
  } else if (in.size() == 17 && in[2] == '-') {
    tokens = 6;
    length = 2;
    separator = '-';
  } else if (in.size() == 17 && in[2] == ':') {
    tokens = 6;
    length = 2;
    separator = ':';
  } else {
    return failValidation(v, flags);
  }
  if (sepSet && separator != sep[0]) return failValidation(v, flags);
  for (int i = 0; i < tokens; ++i) {
    size_t off = size_t(i * (length + 1));
    if (i < tokens - 1 && in[off + size_t(length)] != separator) return failValidation(v, flags);
    int64_t dummy;
    if (!parseBase(in.substr(off, size_t(length)), 16, dummy)) return failValidation(v, flags);
  }
}

} // namespace hop::filter
