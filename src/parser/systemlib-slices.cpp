// systemlib-slices.cpp — a systemlib file's declared class names and top-level declaration ranges.
#include "parser/systemlib-slices.h"

#include <algorithm>
#include <cctype>

#include "parser/lexer.h"

namespace hop::parser {

std::vector<DeclaredClass> declaredClasses(std::string_view src) {
  std::vector<DeclaredClass> out;
  std::string ns;   // the current `namespace X\Y;` (names are declared inside it)
  auto isWord = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\\'; };
  size_t pos = 0;
  while (pos < src.size()) {
    size_t eol = src.find('\n', pos);
    if (eol == std::string_view::npos) eol = src.size();
    std::string_view line = src.substr(pos, eol - pos);
    pos = eol + 1;
    size_t i = 0;
    auto word = [&]() {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      size_t b = i;
      while (i < line.size() && isWord(line[i])) ++i;
      return line.substr(b, i - b);
    };
    std::string_view w = word();
    if (w == "namespace") {
      std::string_view n = word();
      ns = n.empty() ? std::string() : std::string(n) + "\\";
      continue;
    }
    while (w == "abstract" || w == "final" || w == "readonly") w = word();
    char kind = w == "class" ? 'c' : w == "interface" ? 'i' : w == "trait" ? 't' : w == "enum" ? 'e' : 0;
    if (!kind) continue;
    std::string_view name = word();
    if (!name.empty()) out.push_back({ns + std::string(name), kind});
  }
  return out;
}

std::vector<std::string> declaredClassNames(std::string_view src) {
  std::vector<std::string> names;
  for (DeclaredClass& d : declaredClasses(src)) names.push_back(std::move(d.name));
  return names;
}

std::vector<std::pair<uint32_t, uint32_t>> sliceClassDecls(std::string_view src, uint32_t& preambleEnd) {
  std::vector<std::pair<uint32_t, uint32_t>> out;
  TokenStream ts = lex(src);
  if (!ts.errors.empty()) return {};
  const auto& t = ts.tokens;
  size_t i = 0;
  auto skipStatement = [&]() {   // namespace X; / use A\B; / declare(...);
    while (i < t.size() && t[i].kind != TokenKind::Semicolon) {
      if (t[i].kind == TokenKind::LBrace || t[i].kind == TokenKind::End) return false;
      ++i;
    }
    if (i >= t.size()) return false;
    ++i;
    return true;
  };
  preambleEnd = 0;
  while (i < t.size() && t[i].kind != TokenKind::End) {
    TokenKind k = t[i].kind;
    if (k == TokenKind::OpenTag) { ++i; continue; }
    if (k == TokenKind::Namespace || k == TokenKind::Use || k == TokenKind::Declare) {
      if (!out.empty() || !skipStatement()) return {};
      continue;
    }
    // [#[...]]* [abstract|final|readonly]* class|interface|trait|enum Name ... { ... }
    size_t first = i;
    while (i < t.size() && t[i].kind == TokenKind::Attribute) {
      int depth = 0;
      for (; i < t.size(); ++i) {
        if (t[i].kind == TokenKind::Attribute || t[i].kind == TokenKind::LBracket) ++depth;
        else if (t[i].kind == TokenKind::RBracket && --depth == 0) break;
        else if (t[i].kind == TokenKind::End) return {};
      }
      ++i;
    }
    while (i < t.size() && (t[i].kind == TokenKind::Abstract || t[i].kind == TokenKind::Final ||
                            t[i].kind == TokenKind::Readonly))
      ++i;
    if (i >= t.size() || !(t[i].kind == TokenKind::Class || t[i].kind == TokenKind::Interface ||
                           t[i].kind == TokenKind::Trait || t[i].kind == TokenKind::Enum))
      return {};
    while (i < t.size() && t[i].kind != TokenKind::LBrace) {
      if (t[i].kind == TokenKind::End || t[i].kind == TokenKind::Semicolon) return {};
      ++i;
    }
    int depth = 0;
    for (; i < t.size(); ++i) {
      TokenKind b = t[i].kind;
      if (b == TokenKind::LBrace || b == TokenKind::CurlyOpen || b == TokenKind::DollarOpenCurlyBraces) ++depth;
      else if (b == TokenKind::RBrace && --depth == 0) break;
      else if (b == TokenKind::End) return {};
    }
    if (i >= t.size()) return {};
    uint32_t begin = t[first].offset;
    if (t[first].doc) begin = std::min(begin, ts.docComments[t[first].doc - 1].first);
    if (out.empty()) preambleEnd = begin;
    out.push_back({begin, t[i].offset + t[i].length});
    ++i;
  }
  return out;
}

std::vector<SystemLibSlice> systemLibSlices(std::string_view src) {
  std::vector<SystemLibSlice> out;
  uint32_t preambleEnd = 0;
  for (auto [b, e] : sliceClassDecls(src, preambleEnd)) {
    std::vector<std::string> names = declaredClassNames(src.substr(b, e - b));
    if (names.size() != 1) continue;   // not one declaration as the line scan sees it: the file's unit
    // The namespace of the declaration is the preamble's.
    std::vector<std::string> withNs = declaredClassNames(std::string(src.substr(0, preambleEnd)) + "\nclass " + names[0]);
    if (withNs.empty()) continue;
    std::string lower = withNs.back();
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    out.push_back({std::move(lower), b, e, preambleEnd});
  }
  return out;
}

} // namespace hop::parser
