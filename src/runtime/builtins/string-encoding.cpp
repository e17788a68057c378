// string-encoding.cpp — string builtins that encode, escape or hash:
// htmlspecialchars and entities, url and base64 encoding, hex, md5/sha1/crc32
// and hash() (on OpenSSL's digests), uniqid.
#include <openssl/evp.h>
#include <sys/time.h>

#include <cstring>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"

namespace hop {

namespace {

// --- HTML ---------------------------------------------------------------------------------------

constexpr int64_t kEntQuotes = 3, kEntSubstitute = 8;

/// HTML 4.01 named entities (name, code point).
struct Entity {
  const char* name;
  uint32_t cp;
};
const Entity kEntities[] = {
    {"nbsp", 160}, {"iexcl", 161}, {"cent", 162}, {"pound", 163}, {"curren", 164}, {"yen", 165}, {"brvbar", 166},
    {"sect", 167}, {"uml", 168}, {"copy", 169}, {"ordf", 170}, {"laquo", 171}, {"not", 172}, {"shy", 173},
    {"reg", 174}, {"macr", 175}, {"deg", 176}, {"plusmn", 177}, {"sup2", 178}, {"sup3", 179}, {"acute", 180},
    {"micro", 181}, {"para", 182}, {"middot", 183}, {"cedil", 184}, {"sup1", 185}, {"ordm", 186}, {"raquo", 187},
    {"frac14", 188}, {"frac12", 189}, {"frac34", 190}, {"iquest", 191}, {"Agrave", 192}, {"Aacute", 193},
    {"Acirc", 194}, {"Atilde", 195}, {"Auml", 196}, {"Aring", 197}, {"AElig", 198}, {"Ccedil", 199},
    {"Egrave", 200}, {"Eacute", 201}, {"Ecirc", 202}, {"Euml", 203}, {"Igrave", 204}, {"Iacute", 205},
    {"Icirc", 206}, {"Iuml", 207}, {"ETH", 208}, {"Ntilde", 209}, {"Ograve", 210}, {"Oacute", 211}, {"Ocirc", 212},
    {"Otilde", 213}, {"Ouml", 214}, {"times", 215}, {"Oslash", 216}, {"Ugrave", 217}, {"Uacute", 218},
    {"Ucirc", 219}, {"Uuml", 220}, {"Yacute", 221}, {"THORN", 222}, {"szlig", 223}, {"agrave", 224},
    {"aacute", 225}, {"acirc", 226}, {"atilde", 227}, {"auml", 228}, {"aring", 229}, {"aelig", 230},
    {"ccedil", 231}, {"egrave", 232}, {"eacute", 233}, {"ecirc", 234}, {"euml", 235}, {"igrave", 236},
    {"iacute", 237}, {"icirc", 238}, {"iuml", 239}, {"eth", 240}, {"ntilde", 241}, {"ograve", 242},
    {"oacute", 243}, {"ocirc", 244}, {"otilde", 245}, {"ouml", 246}, {"divide", 247}, {"oslash", 248},
    {"ugrave", 249}, {"uacute", 250}, {"ucirc", 251}, {"uuml", 252}, {"yacute", 253}, {"thorn", 254},
    {"yuml", 255}, {"OElig", 338}, {"oelig", 339}, {"Scaron", 352}, {"scaron", 353}, {"Yuml", 376}, {"fnof", 402},
    {"circ", 710}, {"tilde", 732}, {"Alpha", 913}, {"Beta", 914}, {"Gamma", 915}, {"Delta", 916}, {"Epsilon", 917},
    {"Zeta", 918}, {"Eta", 919}, {"Theta", 920}, {"Iota", 921}, {"Kappa", 922}, {"Lambda", 923}, {"Mu", 924},
    {"Nu", 925}, {"Xi", 926}, {"Omicron", 927}, {"Pi", 928}, {"Rho", 929}, {"Sigma", 931}, {"Tau", 932},
    {"Upsilon", 933}, {"Phi", 934}, {"Chi", 935}, {"Psi", 936}, {"Omega", 937}, {"alpha", 945}, {"beta", 946},
    {"gamma", 947}, {"delta", 948}, {"epsilon", 949}, {"zeta", 950}, {"eta", 951}, {"theta", 952}, {"iota", 953},
    {"kappa", 954}, {"lambda", 955}, {"mu", 956}, {"nu", 957}, {"xi", 958}, {"omicron", 959}, {"pi", 960},
    {"rho", 961}, {"sigmaf", 962}, {"sigma", 963}, {"tau", 964}, {"upsilon", 965}, {"phi", 966}, {"chi", 967},
    {"psi", 968}, {"omega", 969}, {"thetasym", 977}, {"upsih", 978}, {"piv", 982}, {"ensp", 8194}, {"emsp", 8195},
    {"thinsp", 8201}, {"zwnj", 8204}, {"zwj", 8205}, {"lrm", 8206}, {"rlm", 8207}, {"ndash", 8211},
    {"mdash", 8212}, {"lsquo", 8216}, {"rsquo", 8217}, {"sbquo", 8218}, {"ldquo", 8220}, {"rdquo", 8221},
    {"bdquo", 8222}, {"dagger", 8224}, {"Dagger", 8225}, {"bull", 8226}, {"hellip", 8230}, {"permil", 8240},
    {"prime", 8242}, {"Prime", 8243}, {"lsaquo", 8249}, {"rsaquo", 8250}, {"oline", 8254}, {"frasl", 8260},
    {"euro", 8364}, {"image", 8465}, {"weierp", 8472}, {"real", 8476}, {"trade", 8482}, {"alefsym", 8501},
    {"larr", 8592}, {"uarr", 8593}, {"rarr", 8594}, {"darr", 8595}, {"harr", 8596}, {"crarr", 8629},
    {"lArr", 8656}, {"uArr", 8657}, {"rArr", 8658}, {"dArr", 8659}, {"hArr", 8660}, {"forall", 8704},
    {"part", 8706}, {"exist", 8707}, {"empty", 8709}, {"nabla", 8711}, {"isin", 8712}, {"notin", 8713},
    {"ni", 8715}, {"prod", 8719}, {"sum", 8721}, {"minus", 8722}, {"lowast", 8727}, {"radic", 8730},
    {"prop", 8733}, {"infin", 8734}, {"ang", 8736}, {"and", 8743}, {"or", 8744}, {"cap", 8745}, {"cup", 8746},
    {"int", 8747}, {"there4", 8756}, {"sim", 8764}, {"cong", 8773}, {"asymp", 8776}, {"ne", 8800},
    {"equiv", 8801}, {"le", 8804}, {"ge", 8805}, {"sub", 8834}, {"sup", 8835}, {"nsub", 8836}, {"sube", 8838},
    {"supe", 8839}, {"oplus", 8853}, {"otimes", 8855}, {"perp", 8869}, {"sdot", 8901}, {"lceil", 8968},
    {"rceil", 8969}, {"lfloor", 8970}, {"rfloor", 8971}, {"lang", 9001}, {"rang", 9002}, {"loz", 9674},
    {"spades", 9824}, {"clubs", 9827}, {"hearts", 9829}, {"diams", 9830},
};

void appendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

/// Decodes one UTF-8 sequence at s[i]; returns its length (0 when invalid).
size_t utf8Decode(std::string_view s, size_t i, uint32_t& cp) {
  unsigned char c = s[i];
  if (c < 0x80) { cp = c; return 1; }
  size_t n = (c >= 0xF0 && c < 0xF5) ? 4 : (c >= 0xE0) ? 3 : (c >= 0xC2 && c < 0xE0) ? 2 : 0;
  if (!n || i + n > s.size()) return 0;
  cp = c & (0xFF >> (n + 1));
  for (size_t k = 1; k < n; ++k) {
    unsigned char d = s[i + k];
    if ((d & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (d & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

std::string htmlEscape(std::string_view s, int64_t flags, bool doubleEncode, bool allEntities) {
  std::string out;
  out.reserve(s.size() + 16);
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == '&') {
      if (!doubleEncode) {
        // Keep an existing entity as it is.
        size_t semi = s.find(';', i);
        if (semi != std::string_view::npos && semi - i < 12 && semi > i + 1) {
          std::string_view body = s.substr(i + 1, semi - i - 1);
          bool ok = body[0] == '#' ? body.size() > 1 : true;
          for (size_t k = body[0] == '#' ? 1 : 0; k < body.size() && ok; ++k)
            ok = isalnum((unsigned char)body[k]) || (body[0] == '#' && (body[k] == 'x' || body[k] == 'X'));
          if (ok) {
            out.append(s.substr(i, semi - i + 1));
            i = semi + 1;
            continue;
          }
        }
      }
      out += "&amp;";
    } else if (c == '"' && (flags & 2)) {
      out += "&quot;";
    } else if (c == '\'' && (flags & 3) == 3) {
      out += "&#039;";
    } else if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else if (allEntities && (unsigned char)c >= 0x80) {
      uint32_t cp;
      size_t n = utf8Decode(s, i, cp);
      if (n) {
        const char* name = nullptr;
        for (const Entity& e : kEntities)
          if (e.cp == cp) { name = e.name; break; }
        if (name) {
          out += '&';
          out += name;
          out += ';';
        } else {
          out.append(s.substr(i, n));
        }
        i += n;
        continue;
      }
      out += c;
    } else {
      out += c;
    }
    ++i;
  }
  return out;
}

void f_htmlspecialchars(NativeArgs& a) {
  a.retString(htmlEscape(a.sv(0), a.i64Or(1, kEntQuotes | kEntSubstitute), a.bOr(3, true), false));
}
void f_htmlentities(NativeArgs& a) {
  a.retString(htmlEscape(a.sv(0), a.i64Or(1, kEntQuotes | kEntSubstitute), a.bOr(3, true), true));
}

std::string htmlDecode(std::string_view s, int64_t flags, bool allEntities) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    size_t semi = s.find(';', i);
    if (semi == std::string_view::npos || semi - i > 32) {
      out += '&';
      continue;
    }
    std::string_view body = s.substr(i + 1, semi - i - 1);
    bool done = false;
    if (!body.empty() && body[0] == '#') {
      uint32_t cp = 0;
      bool hex = body.size() > 1 && (body[1] == 'x' || body[1] == 'X');
      std::string digits(body.substr(hex ? 2 : 1));
      if (!digits.empty() && digits.find_first_not_of(hex ? "0123456789abcdefABCDEF" : "0123456789") == std::string::npos) {
        cp = uint32_t(std::strtoul(digits.c_str(), nullptr, hex ? 16 : 10));
        if (cp == '\'' && !(flags & 1) && (flags & 3) != 3) {
          // ENT_COMPAT leaves &#039; alone.
        } else if (cp == '"' && !(flags & 2)) {
        } else if (cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF)) {
          appendUtf8(out, cp);
          done = true;
        }
      }
    } else if (body == "amp") {
      out += '&', done = true;
    } else if (body == "lt") {
      out += '<', done = true;
    } else if (body == "gt") {
      out += '>', done = true;
    } else if (body == "quot" && (flags & 2)) {
      out += '"', done = true;
    } else if (body == "apos" && (flags & 3) == 3 && false) {
      out += '\'', done = true;
    } else if (allEntities) {
      for (const Entity& e : kEntities)
        if (body == e.name) {
          appendUtf8(out, e.cp);
          done = true;
          break;
        }
    }
    if (done) i = semi;
    else out += '&';
  }
  return out;
}

void f_htmlspecialchars_decode(NativeArgs& a) { a.retString(htmlDecode(a.sv(0), a.i64Or(1, kEntQuotes | kEntSubstitute), false)); }
void f_html_entity_decode(NativeArgs& a) { a.retString(htmlDecode(a.sv(0), a.i64Or(1, kEntQuotes | kEntSubstitute), true)); }

// --- URLs ----------------------------------------------------------------------------------------

std::string urlEncode(std::string_view s, bool raw) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (isalnum(c) || c == '-' || c == '_' || c == '.' || (raw && c == '~')) {
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

void buildQuery(std::string& out, const ArrayData* arr, const std::string& prefix, std::string_view sep) {
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v0) {
    const TypedValue& v = *tvDeref(&v0);
    std::string key = toStdString(k);
    std::string full = prefix.empty() ? urlEncode(key, false) : prefix + "%5B" + urlEncode(key, false) + "%5D";
    if (v.isArray()) {
      buildQuery(out, v.m_data.parr, full, sep);
      return;
    }
    if (v.isNull()) return;
    if (!out.empty()) out += sep;
    out += full + "=";
    if (v.isBool()) out += v.m_data.num ? "1" : "0";
    else out += urlEncode(toStdString(v), false);
  });
}

void f_http_build_query(NativeArgs& a) {
  std::string out;
  const TypedValue& d = a.arg(0);
  ArrayData* arr = d.isArray() ? d.m_data.parr : nullptr;
  if (!arr) {
    a.retString("");
    return;
  }
  buildQuery(out, arr, std::string(a.svOr(1, "")), a.svOr(2, "&"));
  a.retString(out);
}

// --- Binary encodings ------------------------------------------------------------------------------

void f_bin2hex(NativeArgs& a) {
  static const char hex[] = "0123456789abcdef";
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
  static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string_view s = a.sv(0);
  std::string out;
  size_t i = 0;
  for (; i + 2 < s.size(); i += 3) {
    uint32_t v = (uint8_t(s[i]) << 16) | (uint8_t(s[i + 1]) << 8) | uint8_t(s[i + 2]);
    out += tbl[v >> 18];
    out += tbl[(v >> 12) & 63];
    out += tbl[(v >> 6) & 63];
    out += tbl[v & 63];
  }
  if (i < s.size()) {
    uint32_t v = uint8_t(s[i]) << 16;
    if (i + 1 < s.size()) v |= uint8_t(s[i + 1]) << 8;
    out += tbl[v >> 18];
    out += tbl[(v >> 12) & 63];
    out += i + 1 < s.size() ? tbl[(v >> 6) & 63] : '=';
    out += '=';
  }
  a.retString(out);
}

void f_base64_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  bool strict = a.bOr(1, false);
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  size_t pad = 0;
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
      if (strict && !isspace((unsigned char)c)) {
        a.retBool(false);
        return;
      }
      continue;
    }
    if (pad && strict) {
      a.retBool(false);
      return;
    }
    acc = (acc << 6) | uint32_t(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += char((acc >> bits) & 0xFF);
    }
  }
  a.retString(out);
}

// --- Hashes ----------------------------------------------------------------------------------------

uint32_t crc32Of(std::string_view s) {
  static uint32_t table[256];
  static bool init = [] {
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
    return true;
  }();
  (void)init;
  uint32_t crc = 0xFFFFFFFFu;
  for (unsigned char c : s) crc = table[(crc ^ c) & 0xFF] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

std::string toHex(const unsigned char* d, size_t n) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < n; ++i) {
    out += hex[d[i] >> 4];
    out += hex[d[i] & 15];
  }
  return out;
}

/// An OpenSSL digest by php's algorithm name, or null.
const EVP_MD* digestByName(std::string_view algo) {
  std::string a = toLower(algo);
  if (a == "md5") return EVP_md5();
  if (a == "sha1") return EVP_sha1();
  if (a == "sha224") return EVP_sha224();
  if (a == "sha256") return EVP_sha256();
  if (a == "sha384") return EVP_sha384();
  if (a == "sha512") return EVP_sha512();
  if (a == "sha512/224") return EVP_sha512_224();
  if (a == "sha512/256") return EVP_sha512_256();
  if (a == "sha3-224") return EVP_sha3_224();
  if (a == "sha3-256") return EVP_sha3_256();
  if (a == "sha3-384") return EVP_sha3_384();
  if (a == "sha3-512") return EVP_sha3_512();
  return nullptr;
}

bool digest(std::string_view algo, std::string_view data, std::string& raw) {
  std::string a = toLower(algo);
  if (a == "crc32b") {
    uint32_t c = crc32Of(data);
    unsigned char b[4] = {uint8_t(c >> 24), uint8_t(c >> 16), uint8_t(c >> 8), uint8_t(c)};
    raw.assign(reinterpret_cast<char*>(b), 4);
    return true;
  }
  const EVP_MD* md = digestByName(algo);
  if (!md) return false;
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  EVP_Digest(data.data(), data.size(), out, &len, md, nullptr);
  raw.assign(reinterpret_cast<char*>(out), len);
  return true;
}

void retDigest(NativeArgs& a, const char* algo, uint32_t binaryArg) {
  std::string raw;
  digest(algo, a.sv(0), raw);
  if (a.bOr(binaryArg, false)) a.retString(raw);
  else a.retString(toHex(reinterpret_cast<const unsigned char*>(raw.data()), raw.size()));
}

void f_md5(NativeArgs& a) { retDigest(a, "md5", 1); }
void f_sha1(NativeArgs& a) { retDigest(a, "sha1", 1); }
void f_crc32(NativeArgs& a) { a.retInt(crc32Of(a.sv(0))); }

void f_hash(NativeArgs& a) {
  std::string raw;
  if (!digest(a.sv(0), a.sv(1), raw))
    throwErrorF(ErrorKind::ValueError, "hash(): Argument #1 ($algo) must be a valid hashing algorithm");
  if (a.bOr(2, false)) a.retString(raw);
  else a.retString(toHex(reinterpret_cast<const unsigned char*>(raw.data()), raw.size()));
}

void f_hash_algos(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(16);
  for (const char* n : {"md5", "sha1", "sha224", "sha256", "sha384", "sha512/224", "sha512/256", "sha512", "sha3-224",
                        "sha3-256", "sha3-384", "sha3-512", "crc32b"})
    ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  a.retArray(r);
}

void f_hash_hmac(NativeArgs& a) {
  const EVP_MD* md = digestByName(a.sv(0));
  if (!md) throwErrorF(ErrorKind::ValueError, "hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm");
  std::string_view data = a.sv(1), key = a.sv(2);
  size_t block = size_t(EVP_MD_block_size(md));
  std::string k(key);
  if (k.size() > block) digest(a.sv(0), k, k);
  k.resize(block, '\0');
  std::string ipad(block, 0), opad(block, 0);
  for (size_t i = 0; i < block; ++i) {
    ipad[i] = char(k[i] ^ 0x36);
    opad[i] = char(k[i] ^ 0x5c);
  }
  std::string inner, outer;
  digest(a.sv(0), ipad + std::string(data), inner);
  digest(a.sv(0), opad + inner, outer);
  if (a.bOr(3, false)) a.retString(outer);
  else a.retString(toHex(reinterpret_cast<const unsigned char*>(outer.data()), outer.size()));
}

void f_uniqid(NativeArgs& a) {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%s%08lx%05lx", std::string(a.svOr(0, "")).c_str(), long(tv.tv_sec), long(tv.tv_usec));
  a.retString(buf);
}

const BuiltinDecl kEncodingBuiltins[] = {
    {"htmlspecialchars(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f_htmlspecialchars},
    {"htmlentities(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string", f_htmlentities},
    {"htmlspecialchars_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401): string", f_htmlspecialchars_decode},
    {"html_entity_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null): string", f_html_entity_decode},
    {"urlencode(string $string): string", f_urlencode},
    {"rawurlencode(string $string): string", f_rawurlencode},
    {"urldecode(string $string): string", f_urldecode},
    {"rawurldecode(string $string): string", f_rawurldecode},
    {"http_build_query(array|object $data, string $numeric_prefix = \"\", ?string $arg_separator = null, int $encoding_type = PHP_QUERY_RFC1738): string", f_http_build_query},
    {"bin2hex(string $string): string", f_bin2hex},
    {"hex2bin(string $string): string|false", f_hex2bin},
    {"base64_encode(string $string): string", f_base64_encode},
    {"base64_decode(string $string, bool $strict = false): string|false", f_base64_decode},
    {"md5(string $string, bool $binary = false): string", f_md5},
    {"sha1(string $string, bool $binary = false): string", f_sha1},
    {"crc32(string $string): int", f_crc32},
    {"hash(string $algo, string $data, bool $binary = false, array $options = []): string", f_hash},
    {"hash_algos(): array", f_hash_algos},
    {"hash_hmac(string $algo, string $data, string $key, bool $binary = false): string", f_hash_hmac},
    {"uniqid(string $prefix = \"\", bool $more_entropy = false): string", f_uniqid},
};
HOP_REGISTER_BUILTINS(kEncodingBuiltins);

const ConstantDecl kEncodingConstants[] = {
    {"ENT_COMPAT", makeInt(2)},       {"ENT_QUOTES", makeInt(3)},       {"ENT_NOQUOTES", makeInt(0)},
    {"ENT_HTML401", makeInt(0)},      {"ENT_XML1", makeInt(16)},        {"ENT_XHTML", makeInt(32)},
    {"ENT_HTML5", makeInt(48)},       {"ENT_IGNORE", makeInt(4)},       {"ENT_SUBSTITUTE", makeInt(8)},
    {"ENT_DISALLOWED", makeInt(128)}, {"PHP_QUERY_RFC1738", makeInt(1)}, {"PHP_QUERY_RFC3986", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kEncodingConstants);

} // namespace

} // namespace hop
