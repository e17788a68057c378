// iconv-mime.cpp — the iconv module's MIME header functions: iconv_mime_encode, iconv_mime_decode(_headers).
#include <string>
#include <vector>

#include "runtime/string/base64.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/iconv/iconv-common.h"

namespace hop {

using namespace iconvext;

namespace {

constexpr int64_t kStrict = 1, kContinue = 2;

int hexVal(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string b64Decode(std::string_view s) {
  static const std::string kAlpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string o;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : s) {
    size_t v = kAlpha.find(c);
    if (v == std::string::npos) continue;
    acc = (acc << 6) | uint32_t(v);
    bits += 6;
    if (bits >= 8) { bits -= 8; o += char((acc >> bits) & 0xFF); }
  }
  return o;
}

std::string qDecode(std::string_view s) {
  std::string o;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '_') o += ' ';
    else if (s[i] == '=' && i + 2 < s.size() + 0 && i + 2 <= s.size() - 1 + 0 && hexVal(s[i + 1]) >= 0 && hexVal(s[i + 2]) >= 0) {
      o += char(hexVal(s[i + 1]) * 16 + hexVal(s[i + 2]));
      i += 2;
    } else o += s[i];
  }
  return o;
}

/// Decodes one header value; false after php's notice.
bool mimeDecode(const char* fn, std::string_view s, int64_t mode, const std::string& cs, std::string& out) {
  out.clear();
  std::string ws;
  bool lastEncoded = false;
  size_t i = 0, n = s.size();
  while (i < n) {
    char c = s[i];
    if (c == '\r' || c == '\n') {
      size_t j = i;
      if (s[j] == '\r' && j + 1 < n && s[j + 1] == '\n') ++j;
      ++j;
      if (j < n && (s[j] == ' ' || s[j] == '\t')) {
        // Unfolding: the break and its blanks count as one space.
        while (j < n && (s[j] == ' ' || s[j] == '\t')) ++j;
        if (ws.empty()) ws = " ";
        i = j;
        continue;
      }
      out += ws;
      ws.clear();
      out.append(s.substr(i, j - i));
      i = j;
      lastEncoded = false;
      continue;
    }
    if (c == ' ' || c == '\t') { ws += c; ++i; continue; }
    if (c == '=' && i + 1 < n && s[i + 1] == '?') {
      size_t q1 = s.find('?', i + 2);
      if (q1 != std::string_view::npos && q1 + 2 < n && s[q1 + 2] == '?') {
        char enc = s[q1 + 1];
        size_t end = s.find("?=", q1 + 3);
        if (end != std::string_view::npos && (enc == 'B' || enc == 'b' || enc == 'Q' || enc == 'q')) {
          std::string charset(s.substr(i + 2, q1 - i - 2));
          size_t star = charset.find('*');   // RFC 2231 language
          if (star != std::string::npos) charset.resize(star);
          std::string_view text = s.substr(q1 + 3, end - q1 - 3);
          std::string raw = (enc == 'B' || enc == 'b') ? b64Decode(text) : qDecode(text);
          std::string conv;
          Status st = convert(charset, cs, raw, conv);
          if (st != Status::Ok) {
            if (!(mode & kContinue)) {
              report(fn, st, charset, cs);
              return false;
            }
            conv.clear();
          }
          if (!lastEncoded) out += ws;
          ws.clear();
          out += conv;
          lastEncoded = true;
          i = end + 2;
          continue;
        }
      }
      if (mode & kStrict && !(mode & kContinue)) {
        // A malformed encoded word is kept as text.
      }
    }
    out += ws;
    ws.clear();
    lastEncoded = false;
    if (static_cast<unsigned char>(c) >= 0x80) {
      if (!(mode & kContinue)) {
        raiseNotice("%s(): Detected an illegal character in input string", fn);
        return false;
      }
      ++i;
      continue;
    }
    out += c;
    ++i;
  }
  out += ws;
  return true;
}

std::string charsetOf(NativeArgs& a, uint32_t i) { return a.isNull(i) ? setting("internal_encoding") : std::string(a.sv(i)); }

void f_iconv_mime_decode(NativeArgs& a) {
  std::string cs = charsetOf(a, 2);
  if (!charsetOk("iconv_mime_decode", cs)) return a.retBool(false);
  std::string out;
  if (!mimeDecode("iconv_mime_decode", a.sv(0), a.i64Or(1, 0), cs, out)) return a.retBool(false);
  a.retString(out);
}

void f_iconv_mime_decode_headers(NativeArgs& a) {
  std::string cs = charsetOf(a, 2);
  if (!charsetOk("iconv_mime_decode_headers", cs)) return a.retBool(false);
  std::string_view s = a.sv(0);
  int64_t mode = a.i64Or(1, 0);
  // Split into logical header lines (continuations stay with their line).
  std::vector<std::string_view> lines;
  size_t start = 0, i = 0;
  while (i < s.size()) {
    if (s[i] == '\r' || s[i] == '\n') {
      size_t j = i;
      if (s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ++j;
      ++j;
      if (j < s.size() && (s[j] == ' ' || s[j] == '\t')) { i = j; continue; }
      lines.push_back(s.substr(start, i - start));
      start = i = j;
      continue;
    }
    ++i;
  }
  if (start < s.size()) lines.push_back(s.substr(start));
  ArrayData* r = ArrayData::makeHash(uint32_t(lines.size()));
  for (std::string_view line : lines) {
    if (line.empty()) break;
    size_t colon = line.find(':');
    if (colon == std::string_view::npos) continue;
    std::string_view name = line.substr(0, colon), value = line.substr(colon + 1);
    while (!value.empty() && (value[0] == ' ' || value[0] == '\t')) value.remove_prefix(1);
    std::string dn, dv;
    if (!mimeDecode("iconv_mime_decode_headers", name, mode, cs, dn) || !mimeDecode("iconv_mime_decode_headers", value, mode, cs, dv)) {
      r->decRef();
      return a.retBool(false);
    }
    StringData* key = StringData::make(dn);
    const TypedValue* old = r->getStr(key);
    TypedValue nv = makeStringNoIncRef(StringData::make(dv));
    if (!old) ArrayData::setStr(r, key, nv);
    else if (old->isArray()) {
      TypedValue* slot = ArrayData::lvalStr(r, key);
      ArrayData::append(slot->m_data.parr, nv);
    } else {
      ArrayData* list = ArrayData::makePacked(2);
      ArrayData::append(list, tvCopyValue(*old));
      ArrayData::append(list, nv);
      ArrayData::setStr(r, key, makeArrayNoIncRef(list));
    }
    key->decRef();
  }
  a.retArray(r);
}

// --- iconv_mime_encode ------------------------------------------------------------------

std::string qEnc(std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string o;
  for (unsigned char c : s) {
    if (c > 0x20 && c < 0x7F && c != '=' && c != '?' && c != '_' && c != ':' && c != '(' && c != ')' && c != '"' && c != ',' &&
        c != '.' && c != '<' && c != '>' && c != '@' && c != '[' && c != ']' && c != ';' && c != '\\')
      o += char(c);
    else { o += '='; o += kHex[c >> 4]; o += kHex[c & 15]; }
  }
  return o;
}

void f_iconv_mime_encode(NativeArgs& a) {
  std::string scheme = "B", inCs = setting("internal_encoding"), outCs = inCs, lf = "\r\n";
  int64_t lineLen = 76;
  if (a.has(2)) {
    ArrayData* o = a.arr(2);
    auto str = [&](const char* k, std::string& dst) {
      const TypedValue* v = o->getStr(std::string_view(k));
      if (v && tvDeref(v)->isString()) dst = std::string(tvDeref(v)->m_data.pstr->view());
    };
    str("scheme", scheme);
    str("input-charset", inCs);
    str("output-charset", outCs);
    str("line-break-chars", lf);
    const TypedValue* ll = o->getStr(std::string_view("line-length"));
    if (ll) {
      const TypedValue& d = *tvDeref(ll);
      if (d.isInt()) lineLen = d.m_data.num;
      else if (d.isString()) lineLen = strtoll(std::string(d.m_data.pstr->view()).c_str(), nullptr, 10);
    }
  }
  if (!charsetOk("iconv_mime_encode", inCs) || !charsetOk("iconv_mime_encode", outCs)) return a.retBool(false);
  bool q = !scheme.empty() && (scheme[0] == 'Q' || scheme[0] == 'q');
  std::string ucs;
  Status st = convert(inCs, "UCS-4LE", a.sv(1), ucs);
  if (st != Status::Ok) {
    report("iconv_mime_encode", st, inCs, "UCS-4LE");
    return a.retBool(false);
  }
  size_t nChars = ucs.size() / 4;
  std::string out(a.sv(0));
  out += ": ";
  std::string prefix = "=?" + outCs + (q ? "?Q?" : "?B?");
  size_t pos = 0;
  auto encodeRange = [&](size_t from, size_t to, std::string& word) -> bool {
    std::string bytes;
    if (convert("UCS-4LE", outCs, std::string_view(ucs).substr(from * 4, (to - from) * 4), bytes) != Status::Ok) return false;
    word = prefix + (q ? qEnc(bytes) : base64Encode(bytes)) + "?=";
    return true;
  };
  // Bytes of characters [from, to) in the output charset, without and with
  // the closing shift sequence.
  auto sizes = [&](size_t from, size_t to, size_t& body, size_t& total) -> bool {
    std::string full;
    if (convert("UCS-4LE", outCs, std::string_view(ucs).substr(from * 4, (to - from) * 4), full) != Status::Ok) return false;
    total = full.size();
    body = total;
    // For stateful charsets, body excludes the final reset: find it by
    // converting the prefix alone with a trailing ASCII char removed.
    if (total >= 3 && full.compare(total - 3, 3, "\x1b(B") == 0) body = total - 3;
    return true;
  };
  bool first = true;
  int64_t charCnt = lineLen - int64_t(a.sv(0).size()) - 2;
  while (pos < nChars) {
    charCnt -= int64_t(prefix.size());
    std::string word;
    size_t end = pos;
    if (!q) {
      int64_t outSize = (charCnt - 2) / 4 * 3;
      int64_t reserved = 4;
      while (true) {
        if (outSize <= reserved) {
          raiseWarning("iconv_mime_encode(): Buffer length exceeded");
          return a.retBool(false);
        }
        size_t k = pos, body = 0, total = 0;
        for (size_t e = pos + 1; e <= nChars; ++e) {
          size_t b, t;
          if (!sizes(pos, e, b, t)) {
            raiseNotice("iconv_mime_encode(): Detected an illegal character in input string");
            return a.retBool(false);
          }
          if (int64_t(b) > outSize - reserved) break;
          k = e;
          body = b;
          total = t;
        }
        if (k > pos && int64_t(total) > outSize) {
          reserved += 4;
          continue;
        }
        (void)body;
        end = k;
        break;
      }
      if (end == pos) {
        raiseWarning("iconv_mime_encode(): Buffer length exceeded");
        return a.retBool(false);
      }
      encodeRange(pos, end, word);
    } else {
      end = pos;
      for (size_t e = pos + 1; e <= nChars; ++e) {
        std::string w;
        if (!encodeRange(pos, e, w)) {
          raiseNotice("iconv_mime_encode(): Detected an illegal character in input string");
          return a.retBool(false);
        }
        if (int64_t(w.size() - prefix.size()) > charCnt) break;
        end = e;
        word = w;
      }
      if (end == pos) {
        raiseWarning("iconv_mime_encode(): Buffer length exceeded");
        return a.retBool(false);
      }
    }
    if (!first) {
      out += lf;
      out += ' ';
    }
    out += word;
    pos = end;
    first = false;
    charCnt = lineLen - 1;
  }
  a.retString(out);
}

const BuiltinDecl kIconvMimeBuiltins[] = {
    {"iconv_mime_decode(string $string, int $mode = 0, ?string $encoding = null): string|false", f_iconv_mime_decode},
    {"iconv_mime_decode_headers(string $headers, int $mode = 0, ?string $encoding = null): array|false", f_iconv_mime_decode_headers},
    {"iconv_mime_encode(string $field_name, string $field_value, array $options = []): string|false", f_iconv_mime_encode},
};
HOP_REGISTER_BUILTINS(kIconvMimeBuiltins);

} // namespace

} // namespace hop
