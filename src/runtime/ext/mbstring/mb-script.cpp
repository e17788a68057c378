// mb-script.cpp — zend.multibyte: scripts read in their script encoding (zend.script_encoding or declare(encoding=...)).
//
// php converts a script whose encoding differs from the internal one: a whole script
// when the internal encoding is one its scanner can read (ASCII-compatible, no ASCII
// bytes inside multibyte characters), else only its string literals and inline HTML
// (the script is read as itself, or as UTF-8 when its own encoding is not readable).
#include <strings.h>

#include "compiler/compiler.h"
#include "parser/lexer.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/mbstring/mb-text.h"

namespace hop {

using namespace mb;

namespace {

const int s_iniDefaults[] = {
    registerIniDefault("zend.multibyte", "0"),
    registerIniDefault("zend.script_encoding", ""),
    registerIniDefault("zend.detect_unicode", "1"),
};

/// Whether php's scanner reads text in this encoding as it is: every byte below 0x80
/// is the ASCII character (not GL-unsafe, not stateful, not UTF-16/32).
bool scannerCompatible(const Encoding* e) {
  if (e->width && e->width > 1) return false;
  switch (e->kind) {
    case Kind::Utf8: case Kind::Ascii: case Kind::Latin1: case Kind::Bit8: case Kind::Pass: return true;
    case Kind::Icu: break;
    default: return false;
  }
  static const char* const kUnsafe[] = {"SJIS", "CP932", "SJIS-win", "SJIS-mac", "SJIS-2004", "SJIS-Mobile#DOCOMO",
                                        "SJIS-Mobile#KDDI", "SJIS-Mobile#SOFTBANK", "BIG-5", "CP950", "UHC", "CP936",
                                        "GB18030", "JIS", "ISO-2022-JP", "ISO-2022-JP-MS", "ISO-2022-KR", "HZ", "CP50220",
                                        "CP50221", "CP50222", "ISO-2022-JP-2004", "ISO-2022-JP-MOBILE#KDDI", "Big5-HKSCS"};
  for (const char* n : kUnsafe)
    if (strcasecmp(e->name, n) == 0) return false;
  return true;
}

/// The value of a leading declare(encoding="...") (empty when there is none).
std::string declaredEncoding(std::string_view src) {
  parser::TokenStream ts = parser::lex(src, {});
  const auto& t = ts.tokens;
  auto text = [&](size_t i) { return i < t.size() ? src.substr(t[i].offset, t[i].length) : std::string_view(); };
  if (t.size() < 6 || t[0].kind != parser::TokenKind::Declare || text(1) != "(") return {};
  if (t[2].kind != parser::TokenKind::String || strncasecmp(text(2).data(), "encoding", 8) != 0 || text(2).size() != 8) return {};
  if (text(3) != "=" || t[4].kind != parser::TokenKind::ConstantEncapsedString) return {};
  std::string_view v = text(4);
  if (v.size() < 2) return {};
  return std::string(v.substr(1, v.size() - 2));
}

void appendEscaped(std::string& out, std::string_view bytes) {
  static const char kHex[] = "0123456789ABCDEF";
  for (unsigned char c : bytes) {
    out += "\\x";
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
}

/// Converts the runs of non-ASCII bytes of `text` from `from` to `to`, written as \x
/// escapes (`escape`) or as they are.
void convertRuns(std::string& out, std::string_view text, const Encoding* from, const Encoding* to, bool escape) {
  size_t i = 0;
  while (i < text.size()) {
    size_t j = i;
    while (j < text.size() && static_cast<unsigned char>(text[j]) < 0x80) ++j;
    out.append(text.substr(i, j - i));
    if (j == text.size()) break;
    size_t k = j;
    while (k < text.size() && static_cast<unsigned char>(text[k]) >= 0x80) ++k;
    std::string conv = convert(text.substr(j, k - j), to, from);
    if (escape) appendEscaped(out, conv);
    else out += conv;
    i = k;
  }
}

/// The script with its string literals and inline HTML converted from `from` to `to`
/// (php's output filter); the rest is left as it is.
std::string convertLiterals(std::string_view src, const Encoding* from, const Encoding* to) {
  parser::LexOptions lo;
  lo.keepTrivia = true;
  lo.skipShebang = true;
  parser::TokenStream ts = parser::lex(src, lo);
  std::string out;
  out.reserve(src.size() + src.size() / 4);
  size_t pos = 0;
  for (const parser::Token& t : ts.tokens) {
    if (t.kind == parser::TokenKind::End || t.kind == parser::TokenKind::Error) break;
    std::string_view tok = src.substr(t.offset, t.length);
    bool literal = t.kind == parser::TokenKind::InlineHtml || t.kind == parser::TokenKind::EncapsedAndWhitespace ||
                   t.kind == parser::TokenKind::ConstantEncapsedString;
    if (!literal || (t.flags & parser::kTokNowdoc)) continue;   // php leaves a nowdoc's text as it is
    bool ascii = true;
    for (unsigned char c : tok) ascii &= c < 0x80;
    if (ascii) continue;
    out.append(src.substr(pos, t.offset - pos));
    pos = t.offset + t.length;
    if (t.kind == parser::TokenKind::InlineHtml) {
      convertRuns(out, tok, from, to, false);
    } else if (t.kind == parser::TokenKind::EncapsedAndWhitespace || (t.flags & parser::kTokHeredoc)) {
      convertRuns(out, tok, from, to, true);
    } else {
      // A quoted literal: written again double-quoted, its non-ASCII runs as escapes.
      std::string_view body = tok;
      bool binary = !body.empty() && (body[0] == 'b' || body[0] == 'B');
      if (binary) body.remove_prefix(1);
      char quote = body[0];
      body = body.substr(1, body.size() - 2);
      if (binary) out += body.empty() ? "" : "b";
      if (quote == '"') {
        out += '"';
        convertRuns(out, body, from, to, true);
        out += '"';
      } else {
        std::string value;
        parser::decodeSingleQuoted(body, &value);
        out += '"';
        std::string plain;
        for (char c : value) {
          if (c == '"' || c == '\\' || c == '$') { plain += '\\'; plain += c; }
          else plain += c;
        }
        convertRuns(out, plain, from, to, true);
        out += '"';
      }
    }
  }
  out.append(src.substr(pos));
  return out;
}

/// php's zend.multibyte handling of a script (see the file comment).
bool scriptFilter(std::string_view src, std::string& out) {
  if (!tl_exec || !ctx().ini.getBool("zend.multibyte")) return false;
  const Encoding* script = nullptr;
  std::string declared = declaredEncoding(src);
  if (!declared.empty()) script = findEncoding(declared);
  if (!script) {
    std::string list = ctx().ini.get("zend.script_encoding").value_or("");
    std::vector<const Encoding*> cands;
    std::string_view l = list;
    while (!l.empty()) {
      size_t c = l.find(',');
      std::string_view one = l.substr(0, c);
      while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
      while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
      if (const Encoding* e = findEncoding(one)) cands.push_back(e);
      if (c == std::string_view::npos) break;
      l.remove_prefix(c + 1);
    }
    if (cands.empty()) return false;
    script = cands[0];
  }
  const Encoding* internal = internalEncoding();
  if (script == internal) {
    if (scannerCompatible(script)) return false;
    out = convertLiterals(convert(src, utf8(), script), utf8(), script);
    return true;
  }
  if (scannerCompatible(internal)) {
    out = convert(src, internal, script);
    return true;
  }
  if (scannerCompatible(script)) {
    out = convertLiterals(src, script, internal);
    return true;
  }
  out = convertLiterals(convert(src, utf8(), script), utf8(), internal);
  return true;
}

const int s_filter =
    (setScriptFilter(scriptFilter, [](std::string_view name) { return findEncoding(name) != nullptr; }), 0);

} // namespace

} // namespace hop
