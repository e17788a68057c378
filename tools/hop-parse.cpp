// hop-parse.cpp — the front end as a standalone tool: PHP file -> AST dump,
// php-style parse error, or token dump.
//
//   hop-parse FILE            print the AST (or the error; exit 255)
//   hop-parse --check FILE    print nothing on success
//   hop-parse --tokens FILE   print tokens like token_get_all() (lexer tests)
//   hop-parse --bench FILE N  parse N times, print the time per parse
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "parser/lexer.h"
#include "parser/parser.h"
#include "util/json-quote.h"

namespace {

bool readFile(const char* path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *out = ss.str();
  return true;
}

/// JSON string escaping as php's json_encode does for the token dump.
std::string jsonString(std::string_view s) { return hop::jsonQuote(s, true); }

int dumpTokens(const std::string& src) {
  hop::parser::LexOptions opts;
  opts.keepTrivia = true;
  hop::parser::TokenStream ts = hop::parser::lex(src, opts);
  std::string out;
  for (const hop::parser::Token& t : ts.tokens) {
    if (t.kind == hop::parser::TokenKind::End) break;
    std::string_view name = hop::parser::tokenPhpName(t.kind);
    std::string_view text(src.data() + t.offset, t.length);
    if (name.size() == 1) {
      out += "[" + std::string(name) + "] ";
    } else {
      out += std::string(name) + "(" + jsonString(text) + ")@" + std::to_string(t.line) + " ";
    }
  }
  std::printf("%s\n", out.c_str());
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  bool check = false, tokens = false, bench = false;
  int benchCount = 100;
  const char* file = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--check")) check = true;
    else if (!std::strcmp(argv[i], "--tokens")) tokens = true;
    else if (!std::strcmp(argv[i], "--bench")) bench = true;
    else if (!file) file = argv[i];
    else if (bench) benchCount = std::atoi(argv[i]);
  }
  if (!file) {
    std::fprintf(stderr, "usage: hop-parse [--check|--tokens|--bench] FILE [N]\n");
    return 2;
  }
  std::string src;
  if (!readFile(file, &src)) {
    std::printf("Could not open input file: %s\n", file);
    return 1;
  }
  if (tokens) return dumpTokens(src);
  if (bench) {
    auto start = std::chrono::steady_clock::now();
    size_t nodes = 0;
    for (int i = 0; i < benchCount; ++i) {
      auto r = hop::parser::parseFile(src, file);
      if (auto* f = std::get_if<0>(&r)) nodes += (*f)->arena.bytesUsed();
    }
    auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    std::printf("%.3f ms per parse (%zu bytes of AST)\n", us / 1000.0 / benchCount, nodes / benchCount);
    return 0;
  }
  auto r = hop::parser::parseFile(src, file);
  if (auto* e = std::get_if<hop::parser::ParseError>(&r)) {
    std::printf("PHP %s:  %s in %s on line %d\n", e->fatal ? "Fatal error" : "Parse error", e->message.c_str(), file,
                e->line);
    return 255;
  }
  if (!check) std::fputs(hop::parser::dumpAst(*std::get<0>(r)).c_str(), stdout);
  return 0;
}
