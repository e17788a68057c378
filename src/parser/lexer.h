// lexer.h — PHP source text -> tokens, exactly as PHP 8.2's scanner splits it.
//
// The lexer runs once over the whole file and produces a flat token vector
// (no per-token allocation; 24 bytes per token). It reproduces the scanner's
// modes (inline HTML, scripting, double quotes, heredoc, backquotes, property
// and variable-offset lookups inside strings), its token kinds and its
// errors ("Invalid numeric literal", heredoc indentation, unclosed and
// mismatched brackets, ...). An error becomes an Error token at the point
// where PHP's scanner would report it, and lexing stops there: the parser
// reports it when (and only if) it gets that far, as PHP does.
//
// Literal values are not decoded here: the parser decodes the few tokens it
// turns into AST nodes, with the helpers at the end of this header.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "parser/token.h"

namespace hop::parser {

/// An error found while lexing (PHP reports these as "Parse error").
struct LexError {
  std::string message;
  int line = 0;
};

/// A non-fatal diagnostic (PHP prints it as a Warning at compile time).
struct LexWarning {
  std::string message;
  int line = 0;
};

struct LexOptions {
  /// Start in scripting mode, as eval() does (no leading "<?php").
  bool startInScripting = false;
  /// Also emit Whitespace, Comment, DocComment, OpenTag tokens (for
  /// token_get_all-style output). The parser does not want them.
  bool keepTrivia = false;
  /// Skip a first line starting with "#!" (a script's shebang line): php's
  /// scanner does for files it compiles, not for token_get_all().
  bool skipShebang = false;
  /// ini short_open_tag: "<?" alone opens PHP code.
  bool shortOpenTag = false;
  /// Emit "?>" as ";" and "<?=" as "echo", as php's zendlex() hands them
  /// to the parser (set by parseFile; token_get_all wants the real kinds).
  bool parserKinds = false;
};

/// The lexer's tokens: plain malloc'd memory (Token is trivially copyable),
/// appended in place with no per-token bookkeeping and handed over whole.
class TokenArray {
 public:
  TokenArray() = default;
  TokenArray(TokenArray&& o) noexcept : m_begin(o.m_begin), m_end(o.m_end), m_cap(o.m_cap) {
    o.m_begin = o.m_end = o.m_cap = nullptr;
  }
  TokenArray& operator=(TokenArray&& o) noexcept {
    if (this != &o) {
      std::free(m_begin);
      m_begin = o.m_begin;
      m_end = o.m_end;
      m_cap = o.m_cap;
      o.m_begin = o.m_end = o.m_cap = nullptr;
    }
    return *this;
  }
  TokenArray(const TokenArray&) = delete;
  TokenArray& operator=(const TokenArray&) = delete;
  ~TokenArray() { std::free(m_begin); }

  size_t size() const { return static_cast<size_t>(m_end - m_begin); }
  bool empty() const { return m_end == m_begin; }
  Token& operator[](size_t i) { return m_begin[i]; }
  const Token& operator[](size_t i) const { return m_begin[i]; }
  Token* begin() { return m_begin; }
  Token* end() { return m_end; }
  const Token* begin() const { return m_begin; }
  const Token* end() const { return m_end; }
  const Token& back() const { return m_end[-1]; }
  [[gnu::always_inline]] void push_back(const Token& t) {
    if (__builtin_expect(m_end == m_cap, 0)) grow();
    *m_end++ = t;
  }
  /// Room for n tokens in all (keeps the ones there).
  void reserve(size_t n);

 private:
  /// Doubles the room (at least 128 tokens).
  void grow();
  Token* m_begin = nullptr;
  Token* m_end = nullptr;
  Token* m_cap = nullptr;
};

/// The lexer's output. Always ends with an End or an Error token.
struct TokenStream {
  TokenArray tokens;
  /// (offset, length) of each doc comment, in source order; Token::doc
  /// indexes this (1-based).
  std::vector<std::pair<uint32_t, uint32_t>> docComments;
  std::vector<LexError> errors;
  std::vector<LexWarning> warnings;
  /// Line count of the source: the line PHP reports for "end of file".
  int lastLine = 1;
};

/// Lex a whole file.
TokenStream lex(std::string_view source, const LexOptions& opts = {});

/// Number of lines a token's text spans beyond its first line (PHP counts
/// "\n", and "\r" not followed by "\n").
int countNewlines(std::string_view text);

// --- Literal decoding (shared by lexer and parser) -----------------------------------------

/// Value of an LNumber or DNumber token's text (decimal, 0x, 0b, 0o, legacy
/// octal, underscores, exponents). isInt tells which; an integer literal
/// that overflows int64 is a float, as in PHP.
struct NumberValue {
  bool isInt = true;
  int64_t i = 0;
  double d = 0;
};
NumberValue decodeNumber(std::string_view text);

/// A plain decimal of at most maxDigits digits without a leading zero (or "0"),
/// which cannot overflow int64 for maxDigits <= 18, into `out`; false otherwise.
inline bool decodeShortDecimal(std::string_view text, size_t maxDigits, int64_t& out) {
  if (text.empty() || text.size() > maxDigits || (text[0] == '0' && text.size() != 1)) return false;
  int64_t n = 0;
  for (char c : text) {
    const unsigned d = static_cast<unsigned char>(c) - '0';
    if (d > 9) return false;
    n = n * 10 + d;
  }
  out = n;
  return true;
}

/// Decodes the escapes of a double-quoted/heredoc/backquote piece
/// (\n \t \r \v \e \f \\ \$ \" \0-\777 \xHH \u{...}; unknown escapes are kept
/// as written). quote is '"' for double quotes, '`' for backquotes, 0 for
/// heredoc (then \" is kept verbatim). Returns false and sets *error for an
/// invalid \u{...} escape.
/// `warnings` (optional) collects php's compile warnings about the escapes
/// ("Octal escape sequence overflow \\542 is greater than \\377").
bool decodeEscapes(std::string_view raw, char quote, std::string* out, std::string* error,
                   std::vector<std::string>* warnings = nullptr);

/// Decodes a single-quoted string body (only \\ and \' are escapes).
void decodeSingleQuoted(std::string_view raw, std::string* out);

/// Removes a flexible heredoc's indentation from one piece of its body, as
/// PHP does before decoding escapes. Returns false with *error set (and
/// *errorLineOffset = number of newlines before the bad line) when a line is
/// indented less than the closing marker or mixes tabs and spaces.
bool stripHeredocIndentation(std::string_view raw, int indentation, bool usingSpaces, bool newlineAtStart,
                             bool newlineAtEnd, std::string* out, std::string* error, int* errorLineOffset);

} // namespace hop::parser
