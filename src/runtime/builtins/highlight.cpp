// highlight.cpp — source-code views built on the lexer: highlight_string,
// highlight_file/show_source (zend_highlight: HTML with a color per token
// class) and php_strip_whitespace (zend_strip: no comments, whitespace runs
// collapsed).
//
// Colors come from the highlight.* ini settings. As in php, a token is
// "keyword" colored unless it carries a value (names, variables, numbers),
// is a string piece, a comment, inline HTML or one of a few "default" ones.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "parser/lexer.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/standard-streams/stream.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

using parser::TokenKind;

/// zend_html_puts: the text as HTML (spaces, tabs and newlines made visible).
void htmlPuts(std::string& out, std::string_view s) {
  for (char c : s) {
    switch (c) {
      case '\n': out += "<br />"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case ' ': out += "&nbsp;"; break;
      case '\t': out += "&nbsp;&nbsp;&nbsp;&nbsp;"; break;
      default: out += c;
    }
  }
}

enum class Color { Html, Comment, Default, String, Keyword };

Color colorOf(TokenKind k) {
  switch (k) {
    case TokenKind::InlineHtml: return Color::Html;
    case TokenKind::Comment:
    case TokenKind::DocComment: return Color::Comment;
    case TokenKind::OpenTag:
    case TokenKind::OpenTagWithEcho:
    case TokenKind::CloseTag:
    case TokenKind::Line:
    case TokenKind::File:
    case TokenKind::Dir:
    case TokenKind::TraitC:
    case TokenKind::MethodC:
    case TokenKind::FuncC:
    case TokenKind::NsC:
    case TokenKind::ClassC:
    // Tokens that carry a value.
    case TokenKind::LNumber:
    case TokenKind::DNumber:
    case TokenKind::String:
    case TokenKind::NameFullyQualified:
    case TokenKind::NameRelative:
    case TokenKind::NameQualified:
    case TokenKind::Variable:
    case TokenKind::StringVarname:
    case TokenKind::NumString: return Color::Default;
    case TokenKind::DoubleQuote:
    case TokenKind::EncapsedAndWhitespace:
    case TokenKind::ConstantEncapsedString: return Color::String;
    default: return Color::Keyword;
  }
}

std::string iniColor(const char* name, const char* fallback) {
  return ctx().ini.get(name).value_or(fallback);
}

/// zend_highlight over a whole source text.
std::string highlight(std::string_view src) {
  const std::string colors[] = {
      iniColor("highlight.html", "#000000"),   iniColor("highlight.comment", "#FF8000"),
      iniColor("highlight.default", "#0000BB"), iniColor("highlight.string", "#DD0000"),
      iniColor("highlight.keyword", "#007700"),
  };
  parser::LexOptions opts;
  opts.keepTrivia = true;
  opts.shortOpenTag = ctx().ini.getBool("short_open_tag");
  parser::TokenStream ts = parser::lex(src, opts);
  std::string out = "<code><span style=\"color: " + colors[0] + "\">\n";
  Color last = Color::Html;
  for (const parser::Token& t : ts.tokens) {
    if (t.kind == TokenKind::End || t.kind == TokenKind::Error) break;
    std::string_view text = src.substr(t.offset, t.length);
    if (t.kind == TokenKind::Whitespace) {
      htmlPuts(out, text);   // whitespace keeps the current color
      continue;
    }
    Color next = colorOf(t.kind);
    if (next != last) {
      if (last != Color::Html) out += "</span>";
      last = next;
      if (last != Color::Html) out += "<span style=\"color: " + colors[int(last)] + "\">";
    }
    htmlPuts(out, text);
  }
  if (last != Color::Html) out += "</span>\n";
  out += "</span>\n</code>";
  return out;
}

/// zend_strip over a whole source text.
std::string strip(std::string_view src) {
  parser::LexOptions opts;
  opts.keepTrivia = true;
  opts.shortOpenTag = ctx().ini.getBool("short_open_tag");
  parser::TokenStream ts = parser::lex(src, opts);
  std::string out;
  bool prevSpace = false;
  for (size_t i = 0; i < ts.tokens.size(); ++i) {
    const parser::Token& t = ts.tokens[i];
    if (t.kind == TokenKind::End || t.kind == TokenKind::Error) break;
    std::string_view text = src.substr(t.offset, t.length);
    switch (t.kind) {
      case TokenKind::Whitespace:
        if (!prevSpace) {
          out += ' ';
          prevSpace = true;
        }
        continue;
      case TokenKind::Comment:
      case TokenKind::DocComment: continue;
      case TokenKind::EndHeredoc: {
        // The heredoc's end keeps its line: the next character (';' or a
        // newline) follows, then a newline.
        out.append(text);
        if (i + 1 < ts.tokens.size()) {
          const parser::Token& n = ts.tokens[i + 1];
          if (n.kind != TokenKind::End && n.kind != TokenKind::Error) {
            if (n.kind != TokenKind::Whitespace) out.append(src.substr(n.offset, n.length));
            ++i;
          }
        }
        out += '\n';
        prevSpace = true;
        continue;
      }
      default: out.append(text); break;
    }
    prevSpace = false;
  }
  return out;
}

void emit(NativeArgs& a, const std::string& html, uint32_t returnArg) {
  if (a.bOr(returnArg, false)) {
    a.retString(html);
  } else {
    ctx().write(html);
    a.retBool(true);
  }
}

/// The file's text, or php's warning(s) ("Failed opening ... for `what`"
/// only when `what` is given).
bool readSource(NativeArgs& a, const char* what, std::string& src) {
  std::string path(a.sv(0));
  // Through the include opener, as php's zend_stream_open (data:, user wrappers).
  bool handled = false;
  std::string resolved;
  const bool read = readIncludeStream(path, a.func->name->data(), src, handled, resolved);
  if (handled) {
    if (!read && what) raiseWarning("%s(): Failed opening '%s' for %s", a.func->name->data(), path.c_str(), what);
    return read;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in || path.find('\0') != std::string::npos) {
    raiseWarning("%s(%s): Failed to open stream: %s", a.func->name->data(), path.c_str(), std::strerror(errno ? errno : ENOENT));
    if (what) raiseWarning("%s(): Failed opening '%s' for %s", a.func->name->data(), path.c_str(), what);
    return false;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  src = ss.str();
  return true;
}

void f_highlight_string(NativeArgs& a) { emit(a, highlight(a.sv(0)), 1); }

void f_highlight_file(NativeArgs& a) {
  std::string src;
  if (!readSource(a, "highlighting", src)) {
    a.retBool(false);
    return;
  }
  emit(a, highlight(src), 1);
}

void f_php_strip_whitespace(NativeArgs& a) {
  std::string src;
  if (!readSource(a, nullptr, src)) {
    a.retString("");
    return;
  }
  a.retString(strip(src));
}

const BuiltinDecl kHighlightBuiltins[] = {
    {"highlight_string(string $string, bool $return = false): string|bool", f_highlight_string},
    {"highlight_file(string $filename, bool $return = false): string|bool", f_highlight_file},
    {"show_source(string $filename, bool $return = false): string|bool", f_highlight_file},
    {"php_strip_whitespace(string $filename): string", f_php_strip_whitespace},
};
HOP_REGISTER_BUILTINS(kHighlightBuiltins);

} // namespace

} // namespace hop
