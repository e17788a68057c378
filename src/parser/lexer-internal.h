// lexer-internal.h — the scanner's state machine, shared by lexer.cpp (code,
// numbers, names) and lexer-strings.cpp (quoted strings, heredoc, nowdoc).
// Not part of the parser's interface; include lexer.h instead.
#pragma once

#include <cctype>
#include <cstdlib>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <string>
#include <vector>

#include "parser/lexer.h"

namespace hop::parser::detail {

/// Character classes of label bytes: bit 1 = may start a label
/// ([a-zA-Z_\x80-\xff]), bit 2 = may continue one (also [0-9]), bit 4 =
/// whitespace (" \t\n\r").
struct LabelClasses {
  uint8_t bits[256];
  constexpr LabelClasses() : bits() {
    for (int c = 0; c < 256; ++c) {
      const bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
      const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      bits[c] = static_cast<uint8_t>((start ? 1 : 0) | (start || (c >= '0' && c <= '9') ? 2 : 0) | (space ? 4 : 0));
    }
  }
};
inline constexpr LabelClasses kLabelClasses{};
inline bool isLabelStart(unsigned char c) { return kLabelClasses.bits[c] & 1; }
inline bool isLabelChar(unsigned char c) { return kLabelClasses.bits[c] & 2; }
inline bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }

/// The first byte at or after p that is no label byte ([a-zA-Z0-9_\x80-\xff]),
/// or end: 16 bytes a step while the buffer has them.
inline const char* skipLabelChars(const char* p, const char* end) {
#if defined(__SSE2__)
  while (end - p >= 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    // Letters: (v | 0x20) + 0x1f lands in [0x80, 0x99], i.e. signed < -102.
    const __m128i letter = _mm_cmplt_epi8(_mm_add_epi8(_mm_or_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8(0x1f)),
                                          _mm_set1_epi8(-102));
    // Digits: v + 0x50 lands in [0x80, 0x89], signed < -118.
    const __m128i digit = _mm_cmplt_epi8(_mm_add_epi8(v, _mm_set1_epi8(0x50)), _mm_set1_epi8(-118));
    const __m128i high = _mm_cmplt_epi8(v, _mm_setzero_si128());
    const __m128i under = _mm_cmpeq_epi8(v, _mm_set1_epi8('_'));
    const unsigned label =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), _mm_or_si128(high, under))));
    if (label != 0xFFFFu) return p + __builtin_ctz(~label);
    p += 16;
  }
#endif
  while (p < end && isLabelChar(static_cast<unsigned char>(*p))) ++p;
  return p;
}
inline bool isWhitespace(char c) { return kLabelClasses.bits[static_cast<unsigned char>(c)] & 4; }
inline char toLowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

/// Case-insensitive comparison of s[0..n) with a lowercase literal.
inline bool equalsLower(const char* s, const char* lower, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (toLowerAscii(s[i]) != lower[i]) return false;
  return true;
}

/// Returns the offset of the first invalid \\u{...} escape in a
/// double-quoted/heredoc piece (or npos), with its message.
size_t findBadUnicodeEscape(std::string_view raw, const char** message);

/// Scans digits accepted by isOk with single '_' separators between them.
template <class F>
const char* scanDigits(const char* p, const char* end, F isOk) {
  if (p >= end || !isOk(*p)) return p;
  ++p;
  while (p < end) {
    if (isOk(*p)) {
      ++p;
    } else if (*p == '_' && p + 1 < end && isOk(p[1])) {
      p += 2;
    } else {
      break;
    }
  }
  return p;
}

/// The token kind of a single character as the scanner returns it.
TokenKind charToken(char c);

// --- The scanner -------------------------------------------------------------------------

enum class State : uint8_t {
  Initial,
  Scripting,
  LookingForProperty,
  DoubleQuotes,
  Backquote,
  Heredoc,
  Nowdoc,
  EndHeredoc,
  LookingForVarname,
  VarOffset,
};

struct HeredocLabel {
  std::string_view label;
  int indentation = 0;
  bool usesSpaces = false;
  bool nowdoc = false;
};

struct Nesting {
  char opening;
  int line;
};

/// The Lexer's tokens so far; a copy starts empty (the heredoc scan-ahead
/// copies its Lexer and must not copy the tokens).
struct TokenBuffer {
  TokenArray arr;
  TokenBuffer() = default;
  TokenBuffer(const TokenBuffer&) {}
  TokenBuffer& operator=(const TokenBuffer&) = delete;
  size_t size() const { return arr.size(); }
  const Token& operator[](size_t i) const { return arr[i]; }
  [[gnu::always_inline]] void push(const Token& t) { arr.push_back(t); }
};

class Lexer {
 public:
  Lexer(std::string_view src, const LexOptions& opts, TokenStream* out)
      : m_begin(src.data()),
        m_p(src.data()),
        m_end(src.data() + src.size()),
        m_state(opts.startInScripting ? State::Scripting : State::Initial),
        m_out(out),
        m_keepTrivia(opts.keepTrivia),
        m_skipShebang(opts.skipShebang),
        m_shortOpenTag(opts.shortOpenTag),
        m_parserKinds(opts.parserKinds),
        m_hasCR(std::memchr(src.data(), '\r', src.size()) != nullptr) {}

  void run() {
    m_toks.arr.reserve(static_cast<size_t>(m_end - m_begin) / 5 + 16);
    while (!m_done) {
      if (m_state == State::Scripting) {
        m_tokStart = m_p;
        scanScripting();
      } else {
        step();
      }
    }
    m_out->tokens = std::move(m_toks.arr);
  }

  int line() const { return m_line; }

 private:
  void step();
  void scanInitial();
  void scanScripting();
  /// scanLabel and scanNumber return the kind of the token they scanned, for
  /// scanScripting to emit, or kEmitted when they emitted it (or an error).
  static constexpr TokenKind kEmitted = TokenKind::End;
  TokenKind scanLabel();
  TokenKind scanNumber();
  void scanSingleQuoted();
  void scanDoubleQuoted();
  bool tryCast();
  bool tryHeredocStart();
  void scanProperty();
  void scanQuotedBody(char quote);
  void scanHeredocBody();
  void scanNowdocBody();
  void scanEndHeredoc();
  void scanVarname();
  void scanVarOffset();
  bool tryInterpolationStart();
  void scanAheadHeredoc(int* indentation, bool* usesSpaces, TokenKind* firstToken);
  void emitHeredocPiece(int newline);

  /// Appends the token [m_tokStart, m_p) and advances the line count.
  [[gnu::always_inline]] void pushToken(TokenKind kind, uint8_t flags, uint32_t aux) {
    // Read the state into locals first: the stores into the Token (its
    // uint8_t members may alias anything) must not force reloads.
    const char* start = m_tokStart;
    const char* p = m_p;
    Token t;
    t.kind = kind;
    t.flags = flags;
    t.offset = static_cast<uint32_t>(start - m_begin);
    t.length = static_cast<uint32_t>(p - start);
    t.line = m_line;
    t.doc = m_pendingDoc;
    t.aux = aux;
    m_pendingDoc = 0;
    m_toks.push(t);
    countLines(start, p);
    m_tokStart = p;
  }
  /// Emits the significant token [m_tokStart, m_p), which holds no newline
  /// (an operator, name, variable or number): nothing to count.
  [[gnu::always_inline]] void emitNoNewline(TokenKind kind) {
    const char* start = m_tokStart;
    const char* p = m_p;
    m_toks.push(Token{kind, 0, 0, static_cast<uint32_t>(start - m_begin), static_cast<uint32_t>(p - start), m_line,
                      m_pendingDoc, 0});
    m_pendingDoc = 0;
    m_tokStart = p;
    if (__builtin_expect(m_haltCountdown > 0 || kind == TokenKind::HaltCompiler, 0)) haltStep(kind);
  }
  /// Appends the trivia token [m_tokStart, m_p) (keepTrivia) without line
  /// counting (the caller counts): a pending doc comment stays pending.
  void pushTriviaNoCount(TokenKind kind) {
    const char* start = m_tokStart;
    m_toks.push(Token{kind, 0, 0, static_cast<uint32_t>(start - m_begin), static_cast<uint32_t>(m_p - start), m_line,
                      m_pendingDoc, 0});
    m_tokStart = m_p;
  }
  /// Emits the significant token [m_tokStart, m_p).
  void emit(TokenKind kind, uint8_t flags = 0, uint32_t aux = 0) {
    pushToken(kind, flags, aux);
    if (__builtin_expect(m_haltCountdown > 0 || kind == TokenKind::HaltCompiler, 0)) haltStep(kind);
  }
  /// emit()'s rare part: counting down the tokens after __halt_compiler.
  void haltStep(TokenKind kind);
  /// Consumes [m_tokStart, m_p) as whitespace/comment/open tag.
  void trivia(TokenKind kind);
  /// Advances m_line over the newlines in [from, to). Calls come with `from`
  /// moving forward; without '\r' in the source this follows a cursor on the
  /// next '\n' (one memchr per line, nothing per token without a newline).
  void countLines(const char* from, const char* to) {
    if (m_hasCR) {
      m_line += countNewlines({from, static_cast<size_t>(to - from)});
      return;
    }
    if (__builtin_expect(from >= m_nlFrom && m_nl >= to, 1)) {
      m_nlFrom = from;   // no newline in [from, to): m_nl stays the next one
      return;
    }
    if (from < m_nlFrom || m_nl < from) m_nl = nextNewline(from);
    m_nlFrom = from;
    while (m_nl < to) {
      ++m_line;
      m_nl = nextNewline(m_nl + 1);
    }
  }
  const char* nextNewline(const char* p) const {
    const void* q = p < m_end ? std::memchr(p, '\n', static_cast<size_t>(m_end - p)) : nullptr;
    return q ? static_cast<const char*>(q) : m_end;
  }
  /// Emits an Error token for [m_tokStart, m_p) and stops.
  void error(std::string message, int line);
  void endOfFile();

  void pushState(State s) {
    m_stateStack.push_back(m_state);
    m_state = s;
  }
  void popState() {
    if (!m_stateStack.empty()) {
      m_state = m_stateStack.back();
      m_stateStack.pop_back();
    }
  }
  void enterNesting(char c) { m_nesting.push_back({c, m_line}); }
  bool exitNesting(char closing);

  const char* m_begin;
  const char* m_p;
  const char* m_end;
  const char* m_tokStart = nullptr;
  int m_line = 1;
  State m_state;
  std::vector<State> m_stateStack;
  std::vector<HeredocLabel> m_heredocs;
  std::vector<Nesting> m_nesting;
  TokenStream* m_out;
  /// The tokens so far (m_out->tokens gets them when run() ends).
  TokenBuffer m_toks;
  uint32_t m_pendingDoc = 0;
  bool m_keepTrivia;
  bool m_skipShebang;
  bool m_shortOpenTag;
  bool m_parserKinds;
  bool m_done = false;
  bool m_hasCR;
  /// countLines' cursor: the first '\n' at or after m_nlFrom (m_end if none).
  const char* m_nl = nullptr;
  const char* m_nlFrom = nullptr;
  /// Heredoc scan-ahead mode (PHP's heredoc_scan_only): find the closing
  /// marker's indentation, emit nothing that matters.
  bool m_scanOnly = false;
  int m_scanIndentation = 0;
  bool m_scanIndentationSpaces = false;
  /// After __halt_compiler: significant tokens still to lex ("(", ")", ";").
  int m_haltCountdown = -1;
};

} // namespace hop::parser::detail
