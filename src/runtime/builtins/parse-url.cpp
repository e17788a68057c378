// parse-url.cpp — parse_url(), following php_url_parse_ex2: a permissive
// split into scheme, user, pass, host, port, path, query and fragment that
// only rejects a few malformed shapes (bad ports, empty hosts). Control
// characters in the parts become '_'.
#include <optional>
#include <string>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

struct Url {
  std::optional<std::string> scheme, user, pass, host, path, query, fragment;
  std::optional<int64_t> port;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string part(std::string_view s) {
  std::string r(s);
  for (char& c : r)
    if ((unsigned char)c < 32 || c == 127) c = '_';
  return r;
}

/// The first position in [s, e) holding any of chars, or e.
size_t firstOf(std::string_view str, size_t s, size_t e, std::string_view chars) {
  size_t p = str.substr(s, e - s).find_first_of(chars);
  return p == std::string_view::npos ? e : s + p;
}

/// A port of at most 5 digits (strtol: leading digits, at least one).
std::optional<int64_t> readPort(std::string_view digits) {
  int64_t v = 0;
  size_t i = 0;
  // strtol skips leading whitespace and takes a sign.
  while (i < digits.size() && (digits[i] == ' ' || (digits[i] >= '\t' && digits[i] <= '\r'))) ++i;
  bool neg = false;
  if (i < digits.size() && (digits[i] == '+' || digits[i] == '-')) neg = digits[i++] == '-';
  size_t start = i;
  while (i < digits.size() && isDigit(digits[i])) v = v * 10 + (digits[i++] - '0');
  if (i == start) return std::nullopt;
  if (neg) v = -v;
  if (v < 0 || v > 65535) return std::nullopt;
  return v;
}

std::optional<Url> parseUrl(std::string_view str) {
  Url r;
  size_t s = 0, ue = str.size();
  size_t e = str.find(':');
  bool relativeScheme = ue >= 2 && str[0] == '/' && str[1] == '/';
  enum class Next { Host, Port, Path } next = Next::Path;

  if (e != std::string_view::npos && e != 0) {
    bool validScheme = true;
    for (size_t p = 0; p < e; ++p) {
      char c = str[p];
      if (!isAlpha(c) && !isDigit(c) && c != '+' && c != '.' && c != '-') {
        validScheme = false;
        break;
      }
    }
    if (!validScheme) {
      if (e + 1 < ue && e < firstOf(str, s, ue, "?#")) next = Next::Port;
      else if (relativeScheme) {
        s += 2;
        next = Next::Host;
      } else next = Next::Path;
    } else if (e + 1 == ue) {
      r.scheme = part(str.substr(0, e));  // only a scheme
      return r;
    } else if (str[e + 1] != '/') {
      // "mailto:x" or "zlib:x" have no slash; "a.com:80" is a host and port.
      size_t p = e + 1;
      while (p < ue && isDigit(str[p])) ++p;
      if ((p == ue || str[p] == '/') && p - e < 7) {
        next = Next::Port;
      } else {
        r.scheme = part(str.substr(0, e));
        s = e + 1;
        next = Next::Path;
      }
    } else {
      r.scheme = part(str.substr(0, e));
      if (e + 2 < ue && str[e + 2] == '/') {
        s = e + 3;
        next = Next::Host;
        std::string lower = *r.scheme;
        for (char& c : lower) c = char(tolower((unsigned char)c));
        if (lower == "file" && e + 3 < ue && str[e + 3] == '/') {
          // file:///c:/dir keeps the drive letter in the path.
          if (e + 5 < ue && str[e + 5] == ':') s = e + 4;
          next = Next::Path;
        }
      } else {
        s = e + 1;
        next = Next::Path;
      }
    }
  } else if (e != std::string_view::npos) {
    next = Next::Port;  // starts with a colon
  } else if (relativeScheme) {
    s += 2;
    next = Next::Host;
  }

  if (next == Next::Port) {
    // "host:port" without a scheme (or a leading colon).
    size_t p = e + 1, pp = p;
    while (pp < ue && pp - p < 6 && isDigit(str[pp])) ++pp;
    if (pp - p > 0 && pp - p < 6 && (pp == ue || str[pp] == '/')) {
      std::optional<int64_t> port = readPort(str.substr(p, pp - p));
      if (!port) return std::nullopt;
      r.port = port;
      if (s + 1 < ue && str[s] == '/' && str[s + 1] == '/') s += 2;
      next = Next::Host;
    } else if (p == pp && pp == ue) {
      return std::nullopt;
    } else if (s + 1 < ue && str[s] == '/' && str[s + 1] == '/') {
      s += 2;
      next = Next::Host;
    } else {
      next = Next::Path;
    }
  }

  if (next == Next::Host) {
    e = firstOf(str, s, ue, "/?#");
    // user[:pass]@ before the host
    size_t at = str.substr(s, e - s).rfind('@');
    if (at != std::string_view::npos) {
      at += s;
      size_t colon = str.substr(s, at - s).find(':');
      if (colon != std::string_view::npos) {
        r.user = part(str.substr(s, colon));
        r.pass = part(str.substr(s + colon + 1, at - s - colon - 1));
      } else {
        r.user = part(str.substr(s, at - s));
      }
      s = at + 1;
    }
    size_t p = e;
    bool ipv6 = s < ue && str[s] == '[' && e > 0 && str[e - 1] == ']';
    size_t colon = ipv6 ? std::string_view::npos : str.substr(s, e - s).rfind(':');
    if (colon != std::string_view::npos) {
      p = s + colon;
      if (!r.port || *r.port == 0) {  // php tests the port's value: 0 counts as unset
        size_t digits = e - (p + 1);
        if (digits > 5) return std::nullopt;
        if (digits > 0) {
          std::optional<int64_t> port = readPort(str.substr(p + 1, digits));
          if (!port) return std::nullopt;
          r.port = port;
        }
      }
    }
    if (p <= s) return std::nullopt;  // no host: not a URL
    r.host = part(str.substr(s, p - s));
    if (e == ue) return r;
    s = e;
  }

  // The path, then ?query and #fragment.
  e = ue;
  size_t hash = str.substr(s, e - s).find('#');
  if (hash != std::string_view::npos) {
    hash += s;
    r.fragment = part(str.substr(hash + 1, e - hash - 1));
    e = hash;
  }
  size_t q = str.substr(s, e - s).find('?');
  if (q != std::string_view::npos) {
    q += s;
    r.query = part(str.substr(q + 1, e - q - 1));
    e = q;
  }
  if (s < e || s == ue) r.path = part(str.substr(s, e - s));
  return r;
}

void f_parse_url(NativeArgs& a) {
  std::optional<Url> url = parseUrl(a.sv(0));
  if (!url) {
    a.retBool(false);
    return;
  }
  int64_t component = a.i64Or(1, -1);
  auto str = [](const std::optional<std::string>& v) {
    return v ? makeStringNoIncRef(StringData::make(*v)) : makeNull();
  };
  if (component > -1) {
    switch (component) {
      case 0: a.retValue(str(url->scheme)); return;
      case 1: a.retValue(str(url->host)); return;
      case 2: a.retValue(url->port ? makeInt(*url->port) : makeNull()); return;
      case 3: a.retValue(str(url->user)); return;
      case 4: a.retValue(str(url->pass)); return;
      case 5: a.retValue(str(url->path)); return;
      case 6: a.retValue(str(url->query)); return;
      case 7: a.retValue(str(url->fragment)); return;
      default:
        throwErrorF(ErrorKind::ValueError, "parse_url(): Argument #2 ($component) must be a valid URL component identifier, %lld given",
                    (long long)component);
    }
  }
  ArrayData* r = ArrayData::makeHash(8);
  auto add = [&](const char* key, const std::optional<std::string>& v) {
    if (v) ArrayData::setStr(r, StringData::interned(key), makeStringNoIncRef(StringData::make(*v)));
  };
  add("scheme", url->scheme);
  add("host", url->host);
  if (url->port) ArrayData::setStr(r, StringData::interned("port"), makeInt(*url->port));
  add("user", url->user);
  add("pass", url->pass);
  add("path", url->path);
  add("query", url->query);
  add("fragment", url->fragment);
  a.retArray(r);
}

const BuiltinDecl kParseUrlBuiltins[] = {
    {"parse_url(string $url, int $component = -1): array|string|int|false|null", f_parse_url},
};
HOP_REGISTER_BUILTINS(kParseUrlBuiltins);

const ConstantDecl kParseUrlConstants[] = {
    {"PHP_URL_SCHEME", makeInt(0)}, {"PHP_URL_HOST", makeInt(1)},  {"PHP_URL_PORT", makeInt(2)},
    {"PHP_URL_USER", makeInt(3)},   {"PHP_URL_PASS", makeInt(4)},  {"PHP_URL_PATH", makeInt(5)},
    {"PHP_URL_QUERY", makeInt(6)},  {"PHP_URL_FRAGMENT", makeInt(7)},
};
HOP_REGISTER_CONSTANTS(kParseUrlConstants);

} // namespace

} // namespace hop
