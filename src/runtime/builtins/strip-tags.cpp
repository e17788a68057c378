// strip-tags.cpp — strip_tags(): php's tag-stripping state machine.
//
// The machine has five states: 0 text (copied out), 1 inside an HTML tag,
// 2 inside a PHP block "<?...?>", 3 inside "<!..." (doctype/scripts), 4 inside
// a comment "<!--...-->". Quotes inside tags hide '<' and '>'; nested '<'
// inside a tag raise a depth that the next '>' consumes. With an allow list,
// each HTML tag's text is collected and copied out when its normalised name
// ("<a href=x>" and "</a>" both become "<a>") occurs in the lowercased list.
// Several checks look at the byte before or after the current one, where the
// string's end reads as NUL, as in php.
#include <string>

#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; }
bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/// Whether a collected tag ("<...>") names a tag of the allow list. The name
/// is the tag's first word, lowercased, without a leading "/" (closing tags)
/// or a trailing "/" (self-closing tags).
bool tagAllowed(std::string_view tag, std::string_view allow) {
  if (tag.empty()) return false;
  auto at = [&](size_t i) { return i < tag.size() ? lowerAscii(tag[i]) : '\0'; };
  std::string norm;
  bool seenName = false;
  for (size_t i = 0;; ++i) {
    char c = at(i);
    if (c == '<') {
      norm += c;
    } else if (c == '>' || c == '\0') {
      break;
    } else if (isSpace(c)) {
      if (seenName) break;
    } else {
      seenName = true;
      bool slashAtEdge = c == '/' && ((i > 0 && tag[i - 1] == '<') || at(i + 1) == '>');
      if (!slashAtEdge) norm += c;
    }
  }
  norm += '>';
  return allow.find(norm) != std::string_view::npos;
}

std::string stripTags(std::string_view s, const std::string* allow, bool allowTagSpaces = false) {
  auto at = [&](size_t i) { return i < s.size() ? s[i] : '\0'; };
  std::string out, tag;
  int state = 0, depth = 0, brackets = 0;
  char inQuote = 0, last = 0;
  bool isXml = false;
  auto keep = [&](char c) {
    if (allow) tag += c;
  };
  auto toText = [&]() {
    inQuote = 0;
    state = 0;
    tag.clear();
  };
  for (size_t p = 0; p < s.size(); ++p) {
    char c = s[p];
    switch (state) {
      case 0:
        if (c == '\0') break;
        if (c == '<') {
          if (inQuote) break;
          if (isSpace(at(p + 1)) && !allowTagSpaces) {
            out += c;
            break;
          }
          last = '<';
          state = 1;
          keep('<');
        } else if (c == '>') {
          if (depth) --depth;
          else if (!inQuote) out += c;
        } else {
          out += c;
        }
        break;
      case 1:
        switch (c) {
          case '\0':
            break;
          case '<':
            if (inQuote) break;
            if (isSpace(at(p + 1))) keep(c);
            else ++depth;
            break;
          case '>':
            if (depth) {
              --depth;
              break;
            }
            if (inQuote) break;
            last = '>';
            if (isXml && p >= 1 && s[p - 1] == '-') break;
            inQuote = 0;
            state = 0;
            isXml = false;
            if (allow) {
              tag += '>';
              if (tagAllowed(tag, *allow)) out += tag;
              tag.clear();
            }
            break;
          case '"':
          case '\'':
            if (p != 0 && (!inQuote || c == inQuote)) inQuote = inQuote ? 0 : c;
            keep(c);
            break;
          case '!':
            // "<!": doctype, comment or script-ish block.
            if (p >= 1 && s[p - 1] == '<') {
              state = 3;
              last = c;
            } else {
              keep(c);
            }
            break;
          case '?':
            if (p >= 1 && s[p - 1] == '<') {
              brackets = 0;
              state = 2;
            } else {
              keep(c);
            }
            break;
          default:
            keep(c);
            break;
        }
        break;
      case 2:
        switch (c) {
          case '(':
            if (last != '"' && last != '\'') {
              last = '(';
              ++brackets;
            }
            break;
          case ')':
            if (last != '"' && last != '\'') {
              last = ')';
              --brackets;
            }
            break;
          case '>':
            if (depth) {
              --depth;
              break;
            }
            if (inQuote) break;
            if (!brackets && p >= 1 && last != '"' && s[p - 1] == '?') toText();
            break;
          case '"':
          case '\'':
            if (p >= 1 && s[p - 1] != '\\') {
              if (last == c) last = 0;
              else if (last != '\\') last = c;
              if (!inQuote || c == inQuote) inQuote = inQuote ? 0 : c;
            }
            break;
          case 'l':
          case 'L':
            // "<?xml" is not PHP: treat it as an HTML tag.
            if (p > 4 && lowerAscii(s[p - 1]) == 'm' && lowerAscii(s[p - 2]) == 'x' && s[p - 3] == '?' && s[p - 4] == '<') {
              state = 1;
              isXml = true;
            }
            break;
          default:
            break;
        }
        break;
      case 3:
        switch (c) {
          case '>':
            if (depth) {
              --depth;
              break;
            }
            if (!inQuote) toText();
            break;
          case '"':
          case '\'':
            if (p != 0 && s[p - 1] != '\\' && (!inQuote || c == inQuote)) inQuote = inQuote ? 0 : c;
            break;
          case '-':
            if (p >= 2 && s[p - 1] == '-' && s[p - 2] == '!') state = 4;
            break;
          case 'e':
          case 'E':
            // "<!DOCTYPE" is an ordinary tag.
            if (p > 6 && lowerAscii(s[p - 1]) == 'p' && lowerAscii(s[p - 2]) == 'y' && lowerAscii(s[p - 3]) == 't' &&
                lowerAscii(s[p - 4]) == 'c' && lowerAscii(s[p - 5]) == 'o' && lowerAscii(s[p - 6]) == 'd')
              state = 1;
            break;
          default:
            break;
        }
        break;
      case 4:
        if (c == '>' && !inQuote && p >= 2 && s[p - 1] == '-' && s[p - 2] == '-') toText();
        break;
    }
  }
  return out;
}

void f_strip_tags(NativeArgs& a) {
  std::string allow;
  bool haveAllow = false;
  if (!a.isNull(1)) {
    const TypedValue& spec = a.arg(1);
    if (spec.isArray()) {
      // An array lists bare names: ["a", "b"] means "<a><b>".
      forEachElem(spec.m_data.parr, [&](const TypedValue&, const TypedValue& v) {
        allow += '<';
        appendToString(allow, v);
        allow += '>';
      });
      haveAllow = !allow.empty();
    } else {
      allow = toStdString(spec);
      haveAllow = true;
    }
    for (char& c : allow) c = lowerAscii(c);
  }
  a.retString(stripTags(a.sv(0), haveAllow ? &allow : nullptr));
}

const BuiltinDecl kStripTagsBuiltins[] = {
    {"strip_tags(string $string, array|string|null $allowed_tags = null): string", f_strip_tags},
};
HOP_REGISTER_BUILTINS(kStripTagsBuiltins);

} // namespace

/// php_strip_tags_ex with allow_tag_spaces (FILTER_SANITIZE_STRING): "< x" opens a tag too.
std::string stripTagsAllowingTagSpaces(std::string_view s) { return stripTags(s, nullptr, true); }

} // namespace hop
