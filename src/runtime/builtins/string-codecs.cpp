// string-codecs.cpp — byte-level text encodings: quoted-printable,
// uuencode, ROT13 and the Latin-1 <-> UTF-8 pair (utf8_encode/utf8_decode,
// deprecated in 8.2).
//
// Several of php's codecs read one byte past the end of the string (its NUL
// terminator); byteAt() stands for that.
#include <cmath>
#include <string>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

unsigned char byteAt(std::string_view s, size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0; }

// --- ROT13 and Latin-1 ---------------------------------------------------------------------

void f_str_rot13(NativeArgs& a) {
  std::string s(a.sv(0));
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') c = char('a' + (c - 'a' + 13) % 26);
    else if (c >= 'A' && c <= 'Z') c = char('A' + (c - 'A' + 13) % 26);
  }
  a.retString(s);
}

void f_utf8_encode(NativeArgs& a) {
  checkNativeAlloc(a.sv(0).size() * 2);   // php's buffer for the worst case, taken first
  std::string out;
  for (unsigned char c : a.sv(0)) {
    if (c < 0x80) {
      out += char(c);
    } else {
      out += char(0xC0 | (c >> 6));
      out += char(0x80 | (c & 0x3F));
    }
  }
  a.retString(out);
}

bool utf8Lead(unsigned char c) { return c < 0x80 || (c >= 0xC2 && c <= 0xF4); }
bool utf8Trail(unsigned char c) { return c >= 0x80 && c <= 0xBF; }

/// php_next_utf8_char: one code point at s[pos], advancing pos; on an invalid
/// sequence returns false after skipping the bytes php skips (UTR #36 3.6.1,
/// strategy 2: never swallow a byte that could start a valid sequence).
bool nextUtf8(std::string_view s, size_t& pos, uint32_t& cp) {
  auto at = [&](size_t k) { return static_cast<unsigned char>(s[pos + k]); };
  size_t avail = s.size() - pos;
  unsigned char c = at(0);
  auto fail = [&](size_t n) {
    pos += n;
    return false;
  };
  if (c < 0x80) {
    cp = c;
    pos += 1;
    return true;
  }
  if (c < 0xC2) return fail(1);
  if (c < 0xE0) {
    if (avail < 2) return fail(1);
    if (!utf8Trail(at(1))) return fail(utf8Lead(at(1)) ? 1 : 2);
    cp = ((c & 0x1Fu) << 6) | (at(1) & 0x3Fu);
    if (cp < 0x80) return fail(2);
    pos += 2;
    return true;
  }
  if (c < 0xF0) {
    if (avail < 3 || !utf8Trail(at(1)) || !utf8Trail(at(2))) {
      if (avail < 2 || utf8Lead(at(1))) return fail(1);
      if (avail < 3 || utf8Lead(at(2))) return fail(2);
      return fail(3);
    }
    cp = ((c & 0x0Fu) << 12) | ((at(1) & 0x3Fu) << 6) | (at(2) & 0x3Fu);
    if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)) return fail(3);
    pos += 3;
    return true;
  }
  if (c < 0xF5) {
    if (avail < 4 || !utf8Trail(at(1)) || !utf8Trail(at(2)) || !utf8Trail(at(3))) {
      if (avail < 2 || utf8Lead(at(1))) return fail(1);
      if (avail < 3 || utf8Lead(at(2))) return fail(2);
      if (avail < 4 || utf8Lead(at(3))) return fail(3);
      return fail(4);
    }
    cp = ((c & 0x07u) << 18) | ((at(1) & 0x3Fu) << 12) | ((at(2) & 0x3Fu) << 6) | (at(3) & 0x3Fu);
    if (cp < 0x10000 || cp > 0x10FFFF) return fail(4);
    pos += 4;
    return true;
  }
  return fail(1);
}

void f_utf8_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::string out;
  size_t pos = 0;
  while (pos < s.size()) {
    uint32_t cp = 0;
    // Latin-1 is Unicode's first 256 code points; anything else becomes '?'.
    if (!nextUtf8(s, pos, cp) || cp > 0xFF) cp = '?';
    out += char(cp);
  }
  a.retString(out);
}

// --- Quoted-printable (RFC 2045) -----------------------------------------------------------

constexpr size_t kQpMaxLine = 75;

void f_quoted_printable_encode(NativeArgs& a) {
  static const char hex[] = "0123456789ABCDEF";
  std::string_view s = a.sv(0);
  // php's buffer for the worst case (every byte escaped, with soft breaks), taken first.
  checkNativeAlloc(3 * (s.size() + 3 * s.size() / 67 + 1));
  std::string out;
  size_t lp = 0;   // current line length
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = byteAt(s, i);
    unsigned char next = byteAt(s, i + 1);
    if (c == '\r' && next == '\n' && i + 1 < s.size()) {
      out += "\r\n";
      ++i;
      lp = 0;
      continue;
    }
    if (iscntrl(c) || c == 0x7F || (c & 0x80) || c == '=' || (c == ' ' && next == '\r')) {
      // A soft break before an escape that would overflow the line; for
      // UTF-8 lead bytes, keep the whole character on one line.
      lp += 3;
      if ((lp > kQpMaxLine && c <= 0x7F) || (c > 0x7F && c <= 0xDF && lp + 3 > kQpMaxLine) ||
          (c > 0xDF && c <= 0xEF && lp + 6 > kQpMaxLine) || (c > 0xEF && c <= 0xF4 && lp + 9 > kQpMaxLine)) {
        out += "=\r\n";
        lp = 3;
      }
      out += '=';
      out += hex[c >> 4];
      out += hex[c & 0xF];
    } else {
      if (++lp > kQpMaxLine) {
        out += "=\r\n";
        lp = 1;
      }
      out += char(c);
    }
  }
  a.retString(out);
}

int hexValue(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

void f_quoted_printable_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::string out;
  // php reads the input as a C string: it stops at a NUL byte.
  size_t i = 0;
  while (byteAt(s, i)) {
    unsigned char c = byteAt(s, i);
    if (c != '=') {
      out += char(c);
      ++i;
      continue;
    }
    if (byteAt(s, i + 1) && byteAt(s, i + 2) && isxdigit(byteAt(s, i + 1)) && isxdigit(byteAt(s, i + 2))) {
      out += char((hexValue(byteAt(s, i + 1)) << 4) + hexValue(byteAt(s, i + 2)));
      i += 3;
      continue;
    }
    // A soft line break: "=", optional spaces or tabs, then CRLF, CR, LF or the end.
    size_t k = 1;
    while (byteAt(s, i + k) == ' ' || byteAt(s, i + k) == '\t') ++k;
    unsigned char e = byteAt(s, i + k);
    if (!e) i += k;
    else if (e == '\r' && byteAt(s, i + k + 1) == '\n') i += k + 2;
    else if (e == '\r' || e == '\n') i += k + 1;
    else out += char(byteAt(s, i++));
  }
  a.retString(out);
}

// --- uuencode ----------------------------------------------------------------------------------

char uuEnc(unsigned c) { return c ? char((c & 077) + ' ') : '`'; }
unsigned uuDec(unsigned char c) { return (unsigned(c) - ' ') & 077; }

void f_convert_uuencode(NativeArgs& a) {
  std::string_view src = a.sv(0);
  checkNativeAlloc(src.size() / 45 * 62 + 66);   // the result (62 bytes a 45-byte line), taken first
  std::string out;
  size_t s = 0, e = src.size(), len = 45;
  auto b = [&](size_t i) { return unsigned(byteAt(src, i)); };
  auto quad = [&](size_t p) {
    out += uuEnc(b(p) >> 2);
    out += uuEnc(((b(p) << 4) & 060) | ((b(p + 1) >> 4) & 017));
    out += uuEnc(((b(p + 1) << 2) & 074) | ((b(p + 2) >> 6) & 03));
    out += uuEnc(b(p + 2) & 077);
  };
  // Lines of 45 bytes; the last (shorter) one is cut to whole triples and
  // the rest written below.
  while (s + 3 < e) {
    size_t ee = s + len;
    if (ee > e) {
      ee = e;
      len = ee - s;
      if (len % 3) ee = s + size_t(std::floor(double(len) / 3) * 3);
    }
    out += uuEnc(unsigned(len));
    for (; s < ee; s += 3) quad(s);
    if (len == 45) out += '\n';
  }
  if (s < e) {
    if (len == 45) {
      out += uuEnc(unsigned(e - s));
      len = 0;
    }
    out += uuEnc(b(s) >> 2);
    out += uuEnc(((b(s) << 4) & 060) | ((b(s + 1) >> 4) & 017));
    out += e - s > 1 ? uuEnc(((b(s + 1) << 2) & 074) | ((b(s + 2) >> 6) & 03)) : uuEnc(0);
    out += e - s > 2 ? uuEnc(b(s + 2) & 077) : uuEnc(0);
  }
  if (len < 45) out += '\n';
  out += uuEnc(0);
  out += '\n';
  a.retString(out);
}

/// php_uudecode; false for malformed input.
bool uudecode(std::string_view src, std::string& out) {
  size_t s = 0, e = src.size(), total = 0, len = 0;
  auto d = [&](size_t i) { return uuDec(byteAt(src, i)); };
  while (s < e) {
    if ((len = d(s++)) == 0) break;
    if (len > src.size()) return false;
    total += len;
    size_t ee = s + (len == 45 ? 60 : size_t(std::floor(double(len) * 1.33)));
    if (ee > e) return false;
    while (s < ee) {
      if (s + 4 > e) return false;
      out += char(d(s) << 2 | d(s + 1) >> 4);
      out += char(d(s + 1) << 4 | d(s + 2) >> 2);
      out += char(d(s + 2) << 6 | d(s + 3));
      s += 4;
    }
    if (len < 45) break;
    ++s;   // the newline
  }
  if (total > out.size()) {
    out += char(d(s) << 2 | d(s + 1) >> 4);
    if (total > 1) {
      out += char(d(s + 1) << 4 | d(s + 2) >> 2);
      if (total > 2) out += char(d(s + 2) << 6 | d(s + 3));
    }
  }
  out.resize(total);
  return true;
}

void f_convert_uudecode(NativeArgs& a) {
  std::string_view src = a.sv(0);
  std::string out;
  if (src.empty()) {
    a.retBool(false);
    return;
  }
  if (!uudecode(src, out)) {
    raiseWarning("convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string");
    a.retBool(false);
    return;
  }
  a.retString(out);
}

const BuiltinDecl kCodecBuiltins[] = {
    {"str_rot13(string $string): string", f_str_rot13},
    {"utf8_encode(string $string): string", f_utf8_encode, kAttrDeprecated},
    {"utf8_decode(string $string): string", f_utf8_decode, kAttrDeprecated},
    {"quoted_printable_encode(string $string): string", f_quoted_printable_encode},
    {"quoted_printable_decode(string $string): string", f_quoted_printable_decode},
    {"convert_uuencode(string $string): string", f_convert_uuencode},
    {"convert_uudecode(string $string): string|false", f_convert_uudecode},
};
HOP_REGISTER_BUILTINS(kCodecBuiltins);

} // namespace

} // namespace hop
