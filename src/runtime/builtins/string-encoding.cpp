// string-encoding.cpp — string builtins that encode, escape or hash:
// url and base64 encoding, hex, uniqid. (md5/sha1/crc32 and hash() are in ext/hash.)
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>
#include <string>

#include "runtime/base/stack-guard.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-ops.h"
#include "vm/callable.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/string/base64.h"
#include "util/string-map.h"

namespace hop {

namespace {

// --- URLs ----------------------------------------------------------------------------------------

std::string urlEncode(std::string_view s, bool raw) {
  static const char hex[] = "0123456789ABCDEF";
  checkNativeAlloc(s.size() * 3);   // php's buffer for the worst case, taken first
  std::string out;
  for (unsigned char c : s) {
    if ((c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == '-' || c == '_' || c == '.' || (raw && c == '~')) {
      out += char(c);
    } else if (c == ' ' && !raw) {
      out += '+';
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string urlDecode(std::string_view s, bool raw) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '+' && !raw) out += ' ';
    else if (c == '%' && i + 2 < s.size() && isxdigit((unsigned char)s[i + 1]) && isxdigit((unsigned char)s[i + 2])) {
      out += char(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else out += c;
  }
  return out;
}

void f_urlencode(NativeArgs& a) { a.retString(urlEncode(a.sv(0), false)); }
void f_rawurlencode(NativeArgs& a) { a.retString(urlEncode(a.sv(0), true)); }
void f_urldecode(NativeArgs& a) { a.retString(urlDecode(a.sv(0), false)); }
void f_rawurldecode(NativeArgs& a) { a.retString(urlDecode(a.sv(0), true)); }

/// php_url_encode_hash_ex: one level of http_build_query. Objects contribute
/// the properties visible from the caller's scope; null and resources are
/// skipped; a container already being encoded (recursion) contributes nothing.
struct QueryBuilder {
  std::string out;
  std::string sep;
  bool raw;
  const Class* scope;
  std::vector<const void*> active;

  std::string enc(std::string_view s) const { return urlEncode(s, raw); }

  void build(const ArrayData* arr, const void* identity, std::string_view numPrefix, const std::string* keyPrefix) {
    checkNativeStack();
    if (std::find(active.begin(), active.end(), identity) != active.end()) return;
    forEachElem(arr, [&](const TypedValue& k, const TypedValue& v0) {
      const TypedValue& v = *tvDeref(&v0);
      bool strKey = k.isString();
      if (v.isArray() || v.isObject()) {
        std::string prefix = keyPrefix ? *keyPrefix : std::string();
        if (strKey) prefix += enc(k.m_data.pstr->view());
        else prefix += std::string(keyPrefix ? "" : numPrefix) + std::to_string(k.m_data.num);
        prefix += keyPrefix ? "%5D%5B" : "%5B";
        active.push_back(identity);
        if (v.isArray()) {
          build(v.m_data.parr, v.m_data.parr, {}, &prefix);
        } else {
          ArrayData* props = objectVisibleProps(v.m_data.pobj, scope);
          build(props, v.m_data.pobj, {}, &prefix);
          props->decRef();
        }
        active.pop_back();
        return;
      }
      if (v.isNull() || v.m_type == DataType::Resource) return;
      if (!out.empty()) out += sep;
      if (keyPrefix) out += *keyPrefix;
      if (strKey) out += enc(k.m_data.pstr->view());
      else out += std::string(keyPrefix ? "" : numPrefix) + std::to_string(k.m_data.num);
      if (keyPrefix) out += "%5D";
      out += '=';
      if (v.isBool()) out += v.m_data.num ? '1' : '0';
      else out += enc(toStdString(v));
      checkNativeBuffer(out.size());   // the result counts against memory_limit as it grows
    });
  }
};

void f_http_build_query(NativeArgs& a) {
  QueryBuilder qb;
  qb.raw = a.i64Or(3, 1) == 2;  // PHP_QUERY_RFC3986
  qb.scope = currentScope();
  if (a.isNull(2)) {
    qb.sep = ctx().ini.get("arg_separator.output").value_or("&");
    if (qb.sep.empty()) qb.sep = "&";
  } else {
    qb.sep = a.sv(2);
  }
  std::string numPrefix(a.svOr(1, ""));
  const TypedValue& d = a.arg(0);
  if (d.isArray()) {
    qb.build(d.m_data.parr, d.m_data.parr, numPrefix, nullptr);
  } else {
    ArrayData* props = objectVisibleProps(d.m_data.pobj, qb.scope);
    qb.build(props, d.m_data.pobj, numPrefix, nullptr);
    props->decRef();
  }
  a.retString(qb.out);
}

// --- Binary encodings ------------------------------------------------------------------------------

void f_bin2hex(NativeArgs& a) {
  static const char hex[] = "0123456789abcdef";
  checkNativeAlloc(a.sv(0).size() * 2);   // the result, taken first as php does
  std::string out;
  for (unsigned char c : a.sv(0)) {
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  a.retString(out);
}

void f_hex2bin(NativeArgs& a) {
  std::string_view s = a.sv(0);
  if (s.size() % 2) {
    raiseWarning("hex2bin(): Hexadecimal input string must have an even length");
    a.retBool(false);
    return;
  }
  std::string out;
  for (size_t i = 0; i < s.size(); i += 2) {
    if (!isxdigit((unsigned char)s[i]) || !isxdigit((unsigned char)s[i + 1])) {
      raiseWarning("hex2bin(): Input string must be hexadecimal string");
      a.retBool(false);
      return;
    }
    out += char(std::stoi(std::string(s.substr(i, 2)), nullptr, 16));
  }
  a.retString(out);
}

void f_base64_encode(NativeArgs& a) {
  checkNativeAlloc((a.sv(0).size() + 2) / 3 * 4);   // the result, taken first as php does
  a.retString(base64Encode(a.sv(0)));
}

void f_base64_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  bool strict = a.bOr(1, false);
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  size_t pad = 0, n = 0;   // padding seen; alphabet characters taken
  for (char c : s) {
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+') v = 62;
    else if (c == '/') v = 63;
    else if (c == '=') {
      ++pad;
      continue;
    } else {
      // Strict mode skips only space, tab, CR and LF.
      if (strict && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        a.retBool(false);
        return;
      }
      continue;
    }
    if (pad && strict) {   // data after padding
      a.retBool(false);
      return;
    }
    ++n;
    acc = (acc << 6) | uint32_t(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += char((acc >> bits) & 0xFF);
    }
  }
  // Strict: no lone character in the last group, and padding (which may be
  // left out) only as "VV==" or "VVV=".
  if (strict && (n % 4 == 1 || (pad && (pad > 2 || (n + pad) % 4 != 0)))) {
    a.retBool(false);
    return;
  }
  a.retString(out);
}

/// php_combined_lcg: L'Ecuyer's combined generator, seeded from the clock and
/// the pid on first use (per request); uniqid()'s "more entropy".
struct CombinedLcg {
  bool seeded = false;
  int32_t s1 = 0, s2 = 0;

  double next() {
    if (!seeded) {
      struct timeval tv;
      gettimeofday(&tv, nullptr);
      s1 = int32_t(tv.tv_sec ^ (tv.tv_usec << 11));
      s2 = int32_t(getpid());
      gettimeofday(&tv, nullptr);
      s2 ^= int32_t(tv.tv_usec << 11);
      seeded = true;
    }
    auto step = [](int32_t& s, int32_t a, int32_t b, int32_t c, int32_t m) {
      int32_t q = s / a;
      s = b * (s - a * q) - c * q;
      if (s < 0) s += m;
    };
    step(s1, 53668, 40014, 12211, 2147483563);
    step(s2, 52774, 40692, 3791, 2147483399);
    int32_t z = s1 - s2;
    if (z < 1) z += 2147483562;
    return z * 4.656613e-10;
  }
};

/// The time of the last uniqid(): each call waits for the microsecond to change.
struct UniqidState {
  long sec = 0, usec = 0;
};

void f_uniqid(NativeArgs& a) {
  UniqidState& last = ctx().builtinState<UniqidState>();
  struct timeval tv;
  do {
    gettimeofday(&tv, nullptr);
  } while (tv.tv_sec == last.sec && tv.tv_usec == last.usec);
  last.sec = tv.tv_sec;
  last.usec = tv.tv_usec;
  std::string out(a.svOr(0, ""));
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%08x%05x", unsigned(int(tv.tv_sec)), unsigned(int(tv.tv_usec % 0x100000)));
  out += buf;
  if (a.bOr(1, false)) {
    std::snprintf(buf, sizeof(buf), "%.8F", ctx().builtinState<CombinedLcg>().next() * 10);
    for (char* p = buf; *p; ++p)
      if (*p == ',') *p = '.';   // php's %F ignores LC_NUMERIC
    out += buf;
  }
  a.retString(out);
}

const BuiltinDecl kEncodingBuiltins[] = {
    {"urlencode(string $string): string", f_urlencode},
    {"rawurlencode(string $string): string", f_rawurlencode},
    {"urldecode(string $string): string", f_urldecode},
    {"rawurldecode(string $string): string", f_rawurldecode},
    {"http_build_query(array|object $data, string $numeric_prefix = \"\", ?string $arg_separator = null, int $encoding_type = PHP_QUERY_RFC1738): string", f_http_build_query},
    {"bin2hex(string $string): string", f_bin2hex},
    {"hex2bin(string $string): string|false", f_hex2bin},
    {"base64_encode(string $string): string", f_base64_encode},
    {"base64_decode(string $string, bool $strict = false): string|false", f_base64_decode},
    {"uniqid(string $prefix = \"\", bool $more_entropy = false): string", f_uniqid},
};
HOP_REGISTER_BUILTINS(kEncodingBuiltins);

const ConstantDecl kEncodingConstants[] = {
    {"PHP_QUERY_RFC1738", makeInt(1)}, {"PHP_QUERY_RFC3986", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kEncodingConstants);

} // namespace

} // namespace hop
