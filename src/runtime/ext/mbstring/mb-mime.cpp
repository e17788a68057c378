// mb-mime.cpp — mbstring's MIME header functions (mb_encode_mimeheader, mb_decode_mimeheader) and mb_parse_str.
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "runtime/string/base64.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-text.h"
#include "vm/interp.h"

namespace hop {

using namespace mb;

namespace {

const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string qenc(std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string o;
  for (unsigned char c : s) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-' || c == '!' || c == '*' || c == '+' || c == '/') o += char(c);
    else { o += '='; o += kHex[c >> 4]; o += kHex[c & 15]; }
  }
  return o;
}

void f_mb_encode_mimeheader(NativeArgs& a) {
  const Encoding* in = internalEncoding();
  const Encoding* cs = a.isNull(1) ? utf8() : findEncoding(a.sv(1));
  if (!cs)
    throwError(ErrorKind::ValueError, formatStr("mb_encode_mimeheader(): Argument #2 ($charset) must be a valid encoding, \"%s\" given",
                                                std::string(a.sv(1)).c_str()));
  if (!cs->mime || cs->isTransfer() || cs->kind == Kind::HtmlEnt || cs->kind == Kind::Pass)
    throwError(ErrorKind::ValueError, formatStr("mb_encode_mimeheader(): Argument #2 ($charset) \"%s\" cannot be used for MIME header encoding",
                                                cs->name));
  bool q = !a.isNull(2) && !a.sv(2).empty() && (a.sv(2)[0] == 'Q' || a.sv(2)[0] == 'q');
  std::string lf = a.has(3) ? std::string(a.sv(3)) : "\r\n";
  int64_t indent = a.i64Or(4, 0);
  a.retString(encodeMimeHeader(a.sv(0), in, cs, q, lf, indent));
}

} // namespace

std::string mb::encodeMimeHeader(std::string_view input, const Encoding* in, const Encoding* cs, bool q, const std::string& lf,
                                 int64_t indent) {
  // php's encoder never flushes its input filter: an unfinished last character is lost.
  input.remove_suffix(legacyPendingTail(in, input));
  std::vector<uint32_t> cps = decode(in, input);
  // The raw prefix: whole words before the first one that needs encoding.
  size_t firstEnc = cps.size(), wordStart = 0;
  for (size_t i = 0; i < cps.size(); ++i) {
    if (cps[i] == ' ') wordStart = i + 1;
    else if (cps[i] >= 0x80 || cps[i] == kBadInput || cps[i] < 0x20) { firstEnc = wordStart; break; }
  }
  std::string out;
  int64_t col = indent;
  bool lineEmpty = true;
  size_t i = 0;
  auto addRaw = [&](const std::string& w) {
    if (lineEmpty) { out += w; col += int64_t(w.size()); lineEmpty = false; return; }
    if (col + 1 + int64_t(w.size()) <= 74) { out += ' '; out += w; col += 1 + int64_t(w.size()); }
    else { out += lf; out += ' '; out += w; col = 1 + int64_t(w.size()); }
  };
  while (i < firstEnc) {
    size_t j = i;
    while (j < firstEnc && cps[j] != ' ') ++j;
    std::string w;
    for (size_t k = i; k < j; ++k) w += char(cps[k]);
    if (j < firstEnc || firstEnc == cps.size() || !w.empty()) addRaw(w);
    i = j + 1;
  }
  if (firstEnc < cps.size()) {
    std::string prefix = std::string("=?") + (cs->mime ? cs->mime : cs->name) + (q ? "?Q?" : "?B?");
    auto wordLen = [&](size_t from, size_t to, std::string& word) {
      std::vector<uint32_t> part(cps.begin() + long(from), cps.begin() + long(to));
      std::string bytes = encode(cs, part);
      std::string body = q ? qenc(bytes) : base64Encode(bytes);
      word = prefix + body + "?=";
      return int64_t(prefix.size() + body.size() + (q ? 0 : 2));
    };
    size_t pos = firstEnc;
    bool firstWord = true;
    while (pos < cps.size()) {
      std::string word, best;
      size_t end = pos;
      int64_t start = firstWord && !lineEmpty ? col + 1 : (firstWord ? col : 1);
      for (size_t e = pos + 1; e <= cps.size(); ++e) {
        int64_t len = wordLen(pos, e, word);
        if (start + len > (q ? 74 : 73)) break;
        end = e;
        best = word;
      }
      if (end == pos) {
        if (firstWord && !lineEmpty) {
          out += lf;
          out += ' ';
          col = 1;
          lineEmpty = true;
          firstWord = false;
          continue;
        }
        end = pos + 1;   // one character that cannot fit anywhere
        wordLen(pos, end, best);
      }
      if (firstWord) {
        if (!lineEmpty) out += ' ';
      } else {
        if (!lineEmpty) { out += lf; out += ' '; }
      }
      out += best;
      lineEmpty = false;
      firstWord = false;
      pos = end;
      col = 1 + int64_t(best.size());
    }
  }
  return out;
}

namespace {

void f_mb_decode_mimeheader(NativeArgs& a) {
  const Encoding* in = internalEncoding();
  std::string_view s = a.sv(0);
  std::string out;   // in the internal encoding
  std::string ws;
  bool lastEncoded = false;
  size_t i = 0, n = s.size();
  while (i < n) {
    char c = s[i];
    if (c == '\r' || c == '\n') {
      // Line breaks are dropped (folding); following blanks count as one.
      size_t j = i;
      while (j < n && (s[j] == '\r' || s[j] == '\n')) ++j;
      size_t k = j;
      while (k < n && (s[k] == ' ' || s[k] == '\t')) ++k;
      if (k > j && ws.empty()) ws = " ";
      i = k;
      continue;
    }
    if (c == ' ' || c == '\t') { ws += c; ++i; continue; }
    if (c == '=' && i + 1 < n && s[i + 1] == '?') {
      size_t q1 = s.find('?', i + 2);
      if (q1 != std::string_view::npos && q1 + 2 < n && s[q1 + 2] == '?') {
        char enc = s[q1 + 1];
        size_t end = s.find("?=", q1 + 3);
        const Encoding* cs = findEncoding(s.substr(i + 2, q1 - i - 2));
        if (end != std::string_view::npos && cs && (enc == 'B' || enc == 'b' || enc == 'Q' || enc == 'q')) {
          std::string_view text = s.substr(q1 + 3, end - q1 - 3);
          std::string raw;
          if (enc == 'B' || enc == 'b') {
            uint32_t acc = 0;
            int bits = 0;
            for (char ch : text) {
              const char* p = strchr(kB64, ch);
              if (!p || !ch) continue;
              acc = (acc << 6) | uint32_t(p - kB64);
              bits += 6;
              if (bits >= 8) { bits -= 8; raw += char((acc >> bits) & 0xFF); }
            }
          } else {
            auto hv = [](char h) { return isxdigit(static_cast<unsigned char>(h)) ? (isdigit(static_cast<unsigned char>(h)) ? h - '0' : (h | 0x20) - 'a' + 10) : -1; };
            for (size_t k = 0; k < text.size(); ++k) {
              if (text[k] == '=' && k + 2 < text.size() + 0 && hv(text[k + 1]) >= 0 && hv(text[k + 2]) >= 0) {
                raw += char(hv(text[k + 1]) * 16 + hv(text[k + 2]));
                k += 2;
              } else raw += text[k];
            }
          }
          if (!lastEncoded) out += ws;
          ws.clear();
          {
            // php's header decoder substitutes '?' whatever mb_substitute_character() says.
            Settings& st = settings();
            SubstMode mode = st.substMode;
            uint32_t sc = st.substChar;
            st.substMode = SubstMode::Char;
            st.substChar = '?';
            out += convert(raw, in, cs);
            st.substMode = mode;
            st.substChar = sc;
          }
          lastEncoded = true;
          i = end + 2;
          continue;
        }
      }
    }
    out += ws;
    ws.clear();
    lastEncoded = false;
    // Text outside encoded words is read as ASCII: every byte above 0x7F is illegal and becomes '?'.
    out += static_cast<unsigned char>(c) >= 0x80 ? '?' : c;
    ++i;
  }
  out += ws;
  a.retString(out);
}

/// mb_parse_str: parse_str()'s parsing (no input encoding conversion: http_input is "pass").
void f_mb_parse_str(NativeArgs& a) {
  Func* f = BuiltinRegistry::lookup("parse_str");
  if (!f) return a.retBool(false);
  TypedValue args[2] = {a.argv[0], a.argv[1]};
  TypedValue r = invokeFunc(f, args, 2);
  tvDecRef(r);
  // Names and values are converted from the encoding mbstring.http_input gives (or
  // detects) to the internal one; without it they are checked as the internal
  // encoding (invalid input substituted).
  TypedValue& res = a.ref(1);
  if (res.isArray()) {
    const Encoding* in = internalEncoding();
    std::vector<std::string_view> parts;
    std::function<void(ArrayData*)> collect = [&](ArrayData* arr) {
      for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
        TypedValue val = arr->isPacked() ? arr->packedData()[p] : arr->buckets()[p].val;
        if (!arr->isPacked() && arr->buckets()[p].hasStrKey()) parts.push_back(arr->buckets()[p].skey->view());
        const TypedValue& dv = *tvDeref(&val);
        if (dv.isString()) parts.push_back(dv.m_data.pstr->view());
        else if (dv.isArray()) collect(dv.m_data.parr);
      }
    };
    collect(res.m_data.parr);
    const Encoding* from = httpInputEncoding(parts);
    if (!from) {
      raiseWarning("mb_parse_str(): Unable to detect encoding");
      from = findEncoding("pass");
    }
    settings().httpInputIdentify = from;
    if (from->kind == Kind::Pass) from = in;
    std::function<TypedValue(ArrayData*)> scrub = [&](ArrayData* arr) -> TypedValue {
      ArrayData* out = ArrayData::makeHash(arr->size());
      for (uint32_t p = arr->iterBegin(); p != arr->iterEnd(); p = arr->iterAdvance(p)) {
        TypedValue key, val;
        if (arr->isPacked()) { key = makeInt(int64_t(p)); val = arr->packedData()[p]; }
        else {
          const auto& b = arr->buckets()[p];
          val = b.val;
          key = b.hasStrKey() ? makeStringNoIncRef(b.skey) : makeInt(b.h);
        }
        const TypedValue& dv = *tvDeref(&val);
        TypedValue nv = dv.isString() ? makeStringNoIncRef(StringData::make(convert(dv.m_data.pstr->view(), in, from)))
                        : dv.isArray() ? scrub(dv.m_data.parr) : tvCopyValue(dv);
        if (key.isString()) {
          StringData* k = StringData::make(convert(key.m_data.pstr->view(), in, from));
          ArrayData::setStr(out, k, nv);
          k->decRef();
        } else ArrayData::setInt(out, key.m_data.num, nv);
      }
      return makeArrayNoIncRef(out);
    };
    tvAssignMove(res, scrub(res.m_data.parr));
  }
  a.retBool(true);
}

const BuiltinDecl kMbMimeBuiltins[] = {
    {"mb_parse_str(string $string, &$result): bool", f_mb_parse_str},
    {"mb_encode_mimeheader(string $string, ?string $charset = null, ?string $transfer_encoding = null, string $newline = \"\\r\\n\", int $indent = 0): string",
     f_mb_encode_mimeheader},
    {"mb_decode_mimeheader(string $string): string", f_mb_decode_mimeheader},
};
HOP_REGISTER_BUILTINS(kMbMimeBuiltins);

} // namespace

} // namespace hop
