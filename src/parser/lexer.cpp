// lexer.cpp — PHP 8.2's scanner: source text -> TokenStream (see lexer.h).
//
// The scanner is a state machine over PHP's scanner conditions:
//
//   Initial            inline HTML until "<?php" / "<?="
//   Scripting          PHP code
//   LookingForProperty after "->" / "?->": the next label is an identifier,
//                      even if it is a keyword
//   DoubleQuotes,      the body of an interpolated "..." / `...` / heredoc,
//   Backquote, Heredoc split into literal pieces and variables
//   Nowdoc             a nowdoc body (one piece)
//   EndHeredoc         the closing marker of a heredoc/nowdoc
//   LookingForVarname  after "${" inside a string
//   VarOffset          after "$var[" inside a string
//
// "{" in Scripting and the interpolation openers push the current state;
// "}" pops it, which is how "{$expr}" returns to the string. Brackets are
// also tracked on a separate stack for PHP 8's "Unclosed '{'" errors.
// This file has the code states, names and numbers; lexer-strings.cpp the
// string states.
#include "parser/lexer.h"

#include <cctype>
#include <cstring>
#include <new>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "parser/lexer-internal.h"

namespace hop::parser {

// --- Token names -------------------------------------------------------------------------

std::string_view tokenPhpName(TokenKind k) {
  static constexpr std::string_view kNames[] = {
#define HOP_TOKEN_PHP(kind, php, display) php,
      HOP_TOKENS(HOP_TOKEN_PHP)
#undef HOP_TOKEN_PHP
  };
  return kNames[static_cast<int>(k)];
}

std::string_view tokenDisplayName(TokenKind k) {
  static constexpr std::string_view kNames[] = {
#define HOP_TOKEN_DISPLAY(kind, php, display) display,
      HOP_TOKENS(HOP_TOKEN_DISPLAY)
#undef HOP_TOKEN_DISPLAY
  };
  return kNames[static_cast<int>(k)];
}

int countNewlines(std::string_view text) {
  const char* p = text.data();
  const char* end = p + text.size();
  // Most tokens are a few bytes (called once per token): a plain loop.
  if (text.size() <= 16) {
    int n = 0;
    for (; p < end; ++p) {
      const char c = *p;
      if (c > '\r') continue;
      if (c == '\n' || (c == '\r' && (p + 1 == end || p[1] != '\n'))) ++n;
    }
    return n;
  }
  // Most sources have no '\r': count '\n' 16 bytes at a time.
  if (!std::memchr(text.data(), '\r', text.size())) {
    int lf = 0;
#if defined(__SSE2__)
    // Per-byte counters (cmpeq gives -1 per match), summed every 255 blocks.
    const __m128i nl = _mm_set1_epi8('\n');
    while (end - p >= 16) {
      __m128i acc = _mm_setzero_si128();
      for (int k = 0; k < 255 && end - p >= 16; ++k, p += 16)
        acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), nl));
      __m128i sums = _mm_sad_epu8(acc, _mm_setzero_si128());
      lf += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
    }
#endif
    for (; p < end; ++p) lf += *p == '\n';
    return lf;
  }
  int n = 0;
  for (; p < end; ++p) {
    if (*p == '\n' || (*p == '\r' && (p + 1 == end || p[1] != '\n'))) ++n;
  }
  return n;
}

namespace detail {

// --- Keywords ----------------------------------------------------------------------------

namespace {

struct Keyword {
  const char* text;
  TokenKind kind;
};

constexpr Keyword kKeywords[] = {
    {"exit", TokenKind::Exit},
    {"die", TokenKind::Exit},
    {"fn", TokenKind::Fn},
    {"function", TokenKind::Function},
    {"const", TokenKind::Const},
    {"return", TokenKind::Return},
    {"yield", TokenKind::Yield},
    {"try", TokenKind::Try},
    {"catch", TokenKind::Catch},
    {"finally", TokenKind::Finally},
    {"throw", TokenKind::Throw},
    {"if", TokenKind::If},
    {"elseif", TokenKind::Elseif},
    {"endif", TokenKind::Endif},
    {"else", TokenKind::Else},
    {"while", TokenKind::While},
    {"endwhile", TokenKind::Endwhile},
    {"do", TokenKind::Do},
    {"for", TokenKind::For},
    {"endfor", TokenKind::Endfor},
    {"foreach", TokenKind::Foreach},
    {"endforeach", TokenKind::Endforeach},
    {"declare", TokenKind::Declare},
    {"enddeclare", TokenKind::Enddeclare},
    {"instanceof", TokenKind::Instanceof},
    {"as", TokenKind::As},
    {"switch", TokenKind::Switch},
    {"endswitch", TokenKind::Endswitch},
    {"case", TokenKind::Case},
    {"default", TokenKind::Default},
    {"break", TokenKind::Break},
    {"continue", TokenKind::Continue},
    {"goto", TokenKind::Goto},
    {"echo", TokenKind::Echo},
    {"print", TokenKind::Print},
    {"class", TokenKind::Class},
    {"interface", TokenKind::Interface},
    {"trait", TokenKind::Trait},
    {"enum", TokenKind::Enum},
    {"extends", TokenKind::Extends},
    {"implements", TokenKind::Implements},
    {"new", TokenKind::New},
    {"clone", TokenKind::Clone},
    {"var", TokenKind::Var},
    {"eval", TokenKind::Eval},
    {"include", TokenKind::Include},
    {"include_once", TokenKind::IncludeOnce},
    {"require", TokenKind::Require},
    {"require_once", TokenKind::RequireOnce},
    {"namespace", TokenKind::Namespace},
    {"use", TokenKind::Use},
    {"insteadof", TokenKind::Insteadof},
    {"global", TokenKind::Global},
    {"isset", TokenKind::Isset},
    {"empty", TokenKind::Empty},
    {"__halt_compiler", TokenKind::HaltCompiler},
    {"static", TokenKind::Static},
    {"abstract", TokenKind::Abstract},
    {"final", TokenKind::Final},
    {"private", TokenKind::Private},
    {"protected", TokenKind::Protected},
    {"public", TokenKind::Public},
    {"readonly", TokenKind::Readonly},
    {"unset", TokenKind::Unset},
    {"list", TokenKind::List},
    {"array", TokenKind::Array},
    {"callable", TokenKind::Callable},
    {"__class__", TokenKind::ClassC},
    {"__trait__", TokenKind::TraitC},
    {"__function__", TokenKind::FuncC},
    {"__method__", TokenKind::MethodC},
    {"__line__", TokenKind::Line},
    {"__file__", TokenKind::File},
    {"__dir__", TokenKind::Dir},
    {"__namespace__", TokenKind::NsC},
    {"or", TokenKind::LogicalOr},
    {"and", TokenKind::LogicalAnd},
    {"xor", TokenKind::LogicalXor},
    {"match", TokenKind::Match},
};

constexpr size_t kMaxKeywordLength = 15;  // "__halt_compiler"

/// Open-addressing table from keyword text to its token kind. A label's
/// bytes are folded with `| 0x20` (that maps [A-Z] to [a-z] and no other
/// label byte onto a keyword's [a-z_]: '_' and DEL both become DEL, and DEL
/// is no label byte) and zero-padded to two 8-byte words, so a lookup is one
/// multiply and two word compares.
class KeywordTable {
 public:
  KeywordTable() {
    for (const Keyword& k : kKeywords) {
      Words w = fold(k.text, std::strlen(k.text), nullptr);
      uint32_t h = hash(w);
      while (m_slots[h].w0) h = (h + 1) & kMask;
      m_slots[h] = {w.w0, w.w1, k.kind};
    }
  }

  /// s: the label as written (any case), end: the end of the buffer it is in.
  TokenKind find(const char* s, size_t len, const char* end) const {
    Words w = fold(s, len, end);
    uint32_t h = hash(w);
    while (m_slots[h].w0) {
      if (m_slots[h].w0 == w.w0 && m_slots[h].w1 == w.w1) return m_slots[h].kind;
      h = (h + 1) & kMask;
    }
    return TokenKind::String;
  }

 private:
  struct Words {
    uint64_t w0, w1;
  };
  /// len <= 16. Loads 16 bytes at once when the buffer has them.
  static Words fold(const char* s, size_t len, const char* end) {
    char buf[16];
    if (end && end - s >= 16) {
      std::memcpy(buf, s, 16);
    } else {
      std::memset(buf, 0, sizeof buf);
      std::memcpy(buf, s, len);
    }
    Words w;
    std::memcpy(&w.w0, buf, 8);
    std::memcpy(&w.w1, buf + 8, 8);
    constexpr uint64_t kFold = 0x2020202020202020ull;
    w.w0 |= kFold;
    w.w1 |= kFold;
    if (len < 8) {
      w.w0 &= (uint64_t(1) << (8 * len)) - 1;
      w.w1 = 0;
    } else if (len < 16) {
      w.w1 &= (uint64_t(1) << (8 * (len - 8))) - 1;
    }
    return w;
  }
  static uint32_t hash(Words w) {
    return static_cast<uint32_t>(((w.w0 ^ (w.w1 * 0xff51afd7ed558ccdull)) * 0x9e3779b97f4a7c15ull) >> 55) & kMask;
  }
  static constexpr uint32_t kMask = 511;
  struct Slot {
    uint64_t w0 = 0, w1 = 0;
    TokenKind kind = TokenKind::String;
  };
  Slot m_slots[kMask + 1];
};

TokenKind lookupKeyword(const char* s, size_t len, const char* end) {
  static const KeywordTable table;
  if (len > kMaxKeywordLength || len < 2) return TokenKind::String;
  return table.find(s, len, end);
}

} // namespace

TokenKind charToken(char c) {
  switch (c) {
    case ';': return TokenKind::Semicolon;
    case ':': return TokenKind::Colon;
    case ',': return TokenKind::Comma;
    case '.': return TokenKind::Dot;
    case '[': return TokenKind::LBracket;
    case ']': return TokenKind::RBracket;
    case '(': return TokenKind::LParen;
    case ')': return TokenKind::RParen;
    case '|': return TokenKind::Pipe;
    case '^': return TokenKind::Caret;
    case '&': return TokenKind::AmpersandNotFollowedByVarOrVararg;
    case '+': return TokenKind::Plus;
    case '-': return TokenKind::Minus;
    case '/': return TokenKind::Slash;
    case '*': return TokenKind::Star;
    case '=': return TokenKind::Equal;
    case '%': return TokenKind::Percent;
    case '!': return TokenKind::Bang;
    case '~': return TokenKind::Tilde;
    case '$': return TokenKind::Dollar;
    case '<': return TokenKind::Less;
    case '>': return TokenKind::Greater;
    case '?': return TokenKind::Question;
    case '@': return TokenKind::At;
    case '{': return TokenKind::LBrace;
    case '}': return TokenKind::RBrace;
    case '"': return TokenKind::DoubleQuote;
    case '`': return TokenKind::Backquote;
    default: return TokenKind::BadCharacter;
  }
}

// --- Token output ------------------------------------------------------------------------

} // namespace detail

void TokenArray::reserve(size_t n) {
  if (n <= static_cast<size_t>(m_cap - m_begin)) return;
  const size_t used = size();
  auto* p = static_cast<Token*>(std::realloc(m_begin, n * sizeof(Token)));
  if (!p) throw std::bad_alloc();
  m_begin = p;
  m_end = p + used;
  m_cap = p + n;
}

void TokenArray::grow() {
  const size_t used = size();
  reserve(used < 64 ? 128 : used * 2);
}

namespace detail {

void Lexer::haltStep(TokenKind kind) {
  if (m_haltCountdown > 0 && --m_haltCountdown == 0) {
    // PHP stops lexing after "__halt_compiler ( ) ;": the next token is the
    // end of the file (still subject to the bracket check).
    if (m_keepTrivia && m_p < m_end) {
      m_tokStart = m_p;
      m_p = m_end;
      pushToken(TokenKind::InlineHtml, 0, 0);
    }
    m_p = m_end;
    endOfFile();
  } else if (kind == TokenKind::HaltCompiler && m_haltCountdown < 0) {
    m_haltCountdown = 3;
  }
}

void Lexer::trivia(TokenKind kind) {
  if (m_keepTrivia) {
    uint32_t saved = m_pendingDoc;
    pushToken(kind, 0, 0);
    m_pendingDoc = saved;
    return;
  }
  countLines(m_tokStart, m_p);
  m_tokStart = m_p;
}

void Lexer::error(std::string message, int line) {
  uint32_t index = static_cast<uint32_t>(m_out->errors.size());
  m_out->errors.push_back({std::move(message), line});
  Token t;
  t.kind = TokenKind::Error;
  t.offset = static_cast<uint32_t>(m_tokStart - m_begin);
  t.length = static_cast<uint32_t>(m_p - m_tokStart);
  t.line = line;
  t.doc = m_pendingDoc;
  t.aux = index;
  m_toks.push(t);
  m_done = true;
}

void Lexer::endOfFile() {
  m_tokStart = m_p;
  if (!m_nesting.empty() && !m_keepTrivia) {
    const Nesting& n = m_nesting.back();
    std::string msg = "Unclosed '";
    msg += n.opening;
    msg += '\'';
    if (n.line != m_line) msg += " on line " + std::to_string(n.line);
    error(std::move(msg), m_line);
    return;
  }
  Token t;
  t.kind = TokenKind::End;
  t.offset = static_cast<uint32_t>(m_p - m_begin);
  t.line = m_line;
  t.doc = m_pendingDoc;
  m_toks.push(t);
  m_done = true;
}

bool Lexer::exitNesting(char closing) {
  if (m_keepTrivia) {
    if (!m_nesting.empty()) m_nesting.pop_back();
    return true;
  }
  if (m_nesting.empty()) {
    std::string msg = "Unmatched '";
    msg += closing;
    msg += '\'';
    error(std::move(msg), m_line);
    return false;
  }
  Nesting n = m_nesting.back();
  if ((n.opening == '{' && closing != '}') || (n.opening == '[' && closing != ']') ||
      (n.opening == '(' && closing != ')')) {
    std::string msg = "Unclosed '";
    msg += n.opening;
    msg += '\'';
    if (n.line != m_line) msg += " on line " + std::to_string(n.line);
    msg += " does not match '";
    msg += closing;
    msg += '\'';
    error(std::move(msg), m_line);
    return false;
  }
  m_nesting.pop_back();
  return true;
}

void Lexer::step() {
  m_tokStart = m_p;
  switch (m_state) {
    case State::Initial: return scanInitial();
    case State::Scripting: return scanScripting();
    case State::LookingForProperty: return scanProperty();
    case State::DoubleQuotes: return scanQuotedBody('"');
    case State::Backquote: return scanQuotedBody('`');
    case State::Heredoc: return scanHeredocBody();
    case State::Nowdoc: return scanNowdocBody();
    case State::EndHeredoc: return scanEndHeredoc();
    case State::LookingForVarname: return scanVarname();
    case State::VarOffset: return scanVarOffset();
  }
}

// --- Inline HTML -------------------------------------------------------------------------

void Lexer::scanInitial() {
  if (m_skipShebang && m_p == m_begin && m_end - m_p >= 2 && m_p[0] == '#' && m_p[1] == '!') {
    // The shebang line, with its newline, is skipped (its line still counts).
    m_skipShebang = false;
    while (m_p < m_end && *m_p != '\n' && *m_p != '\r') ++m_p;
    if (m_p < m_end) m_p += (*m_p == '\r' && m_p + 1 < m_end && m_p[1] == '\n') ? 2 : 1;
    countLines(m_tokStart, m_p);
    m_tokStart = m_p;
    return;
  }
  const char* p = m_p;
  while (true) {
    p = static_cast<const char*>(std::memchr(p, '<', m_end - p));
    if (!p) {
      p = m_end;
      break;
    }
    if (p + 1 < m_end && p[1] == '?') {
      if (p + 2 < m_end && p[2] == '=') break;
      if (m_end - p >= 5 && equalsLower(p + 2, "php", 3) &&
          (p + 5 == m_end || p[5] == ' ' || p[5] == '\t' || p[5] == '\n' || p[5] == '\r'))
        break;
      if (m_shortOpenTag) break;   // "<?" alone
    }
    ++p;
  }
  if (p > m_p) {
    m_p = p;
    emit(TokenKind::InlineHtml);
    return;
  }
  if (p == m_end) return endOfFile();
  m_state = State::Scripting;
  if (m_p[2] == '=') {
    m_p += 3;
    emit(m_parserKinds ? TokenKind::Echo : TokenKind::OpenTagWithEcho);
    return;
  }
  if (!(m_end - m_p >= 5 && equalsLower(m_p + 2, "php", 3) &&
        (m_p + 5 == m_end || m_p[5] == ' ' || m_p[5] == '\t' || m_p[5] == '\n' || m_p[5] == '\r'))) {
    m_p += 2;   // short_open_tag's "<?": no whitespace belongs to it
    trivia(TokenKind::OpenTag);
    return;
  }
  m_p += 5;
  if (m_p < m_end) m_p += (*m_p == '\r' && m_p + 1 < m_end && m_p[1] == '\n') ? 2 : 1;
  trivia(TokenKind::OpenTag);
}

// --- Scripting ---------------------------------------------------------------------------

// scanScripting's exit for a token without newlines: `len` more bytes, kind k.
#define HOP_SIMPLE(len, k) \
  do {                     \
    m_p += (len);          \
    kind = TokenKind::k;   \
    goto simple;           \
  } while (0)

void Lexer::scanScripting() {
  auto at = [&](size_t i) -> char { return m_p + i < m_end ? m_p[i] : '\0'; };
  // One token per turn while the state stays Scripting (no call per token).
  // Tokens that cannot hold a newline (operators, names, variables, numbers)
  // leave through one inlined emit at the end: no line counting, no call.
  for (;;) {
    m_tokStart = m_p;
    if (m_p >= m_end) return endOfFile();
    const char c = *m_p;
    TokenKind kind;
    switch (c) {
      case ' ':
      case '\t':
      case '\n':
      case '\r': {
        const char* p = m_p;
        if (m_hasCR) {
          while (p < m_end && isWhitespace(*p)) ++p;
          m_p = p;
          return trivia(TokenKind::Whitespace);
        }
        // Count the newlines while skipping; no '\r' in this source, so
        // whitespace is ' ', '\t' and '\n'.
        int newlines = 0;
#if defined(__SSE2__)
        // 16 bytes at a time: a newline and the next line's indentation.
        while (m_end - p >= 16) {
          const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
          const __m128i nl = _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'));
          const __m128i ws =
              _mm_or_si128(nl, _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))));
          const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(ws)) & 0xFFFFu;
          unsigned nlBits = static_cast<unsigned>(_mm_movemask_epi8(nl));
          const unsigned n = other ? static_cast<unsigned>(__builtin_ctz(other)) : 16u;
          nlBits &= (1u << n) - 1;
          for (; nlBits; nlBits &= nlBits - 1) ++newlines;
          p += n;
          if (n < 16) break;
        }
#endif
        while (p < m_end && isWhitespace(*p)) {
          newlines += *p == '\n';
          ++p;
        }
        m_p = p;
        if (m_keepTrivia) pushTriviaNoCount(TokenKind::Whitespace);
        m_line += newlines;
        continue;
      }
      case '#':
        if (at(1) == '[') {
          enterNesting('[');
          HOP_SIMPLE(2, Attribute);
        }
        [[fallthrough]];
      case '/':
        if (c == '#' || at(1) == '/') {
          // A line comment stops before the end of the line: no newline in it.
          if (!m_hasCR) {
            // Up to the end of the line or a "?>" before it, found with memchr.
            const char* e = nextNewline(m_p);
            const char* q = m_p;
            while ((q = static_cast<const char*>(std::memchr(q, '?', static_cast<size_t>(e - q)))) &&
                   !(q + 1 < m_end && q[1] == '>'))
              ++q;
            m_p = q ? q : e;
          } else {
            while (m_p < m_end) {
              char d = *m_p;
              if (d == '\n' || d == '\r') break;
              if (d == '?' && at(1) == '>') break;
              ++m_p;
            }
          }
          if (m_keepTrivia) pushTriviaNoCount(TokenKind::Comment);
          continue;
        }
        if (at(1) == '*') {
          const int startLine = m_line;
          bool doc = at(2) == '*' && isWhitespace(at(3));
          m_p += doc ? 3 : 2;
          while (doc && m_p < m_end && isWhitespace(*m_p)) ++m_p;
          bool closed = false;
          // The first "*/" whose '*' is at or after m_p: each '/' by memchr.
          for (const char* q = m_p; q < m_end; ++q) {
            q = static_cast<const char*>(std::memchr(q, '/', static_cast<size_t>(m_end - q)));
            if (!q) break;
            if (q > m_p && q[-1] == '*') {
              m_p = q + 1;
              closed = true;
              break;
            }
          }
          if (!closed) m_p = m_end;
          if (!closed && !m_keepTrivia)
            return error("Unterminated comment starting line " + std::to_string(startLine), startLine);
          if (doc) {
            m_out->docComments.emplace_back(static_cast<uint32_t>(m_tokStart - m_begin),
                                            static_cast<uint32_t>(m_p - m_tokStart));
            m_pendingDoc = static_cast<uint32_t>(m_out->docComments.size());
            return trivia(TokenKind::DocComment);
          }
          return trivia(TokenKind::Comment);
        }
        if (at(1) == '=') HOP_SIMPLE(2, DivEqual);
        HOP_SIMPLE(1, Slash);
      case '?':
        if (at(1) == '>') {
          m_p += 2;
          if (m_p < m_end && *m_p == '\n') {
            ++m_p;
          } else if (m_p < m_end && *m_p == '\r') {
            ++m_p;
            if (m_p < m_end && *m_p == '\n') ++m_p;
          }
          m_state = State::Initial;
          return emit(m_parserKinds ? TokenKind::Semicolon : TokenKind::CloseTag);
        }
        if (at(1) == '-' && at(2) == '>') {
          pushState(State::LookingForProperty);
          HOP_SIMPLE(3, NullsafeObjectOperator);
        }
        if (at(1) == '?') {
          if (at(2) == '=') HOP_SIMPLE(3, CoalesceEqual);
          HOP_SIMPLE(2, Coalesce);
        }
        HOP_SIMPLE(1, Question);
      case '<':
        if (at(1) == '<' && at(2) == '<' && tryHeredocStart()) return;
        if (at(1) == '<') {
          if (at(2) == '=') HOP_SIMPLE(3, SlEqual);
          HOP_SIMPLE(2, Sl);
        }
        if (at(1) == '=') {
          if (at(2) == '>') HOP_SIMPLE(3, Spaceship);
          HOP_SIMPLE(2, IsSmallerOrEqual);
        }
        if (at(1) == '>') HOP_SIMPLE(2, IsNotEqual);
        HOP_SIMPLE(1, Less);
      case '>':
        if (at(1) == '>') {
          if (at(2) == '=') HOP_SIMPLE(3, SrEqual);
          HOP_SIMPLE(2, Sr);
        }
        if (at(1) == '=') HOP_SIMPLE(2, IsGreaterOrEqual);
        HOP_SIMPLE(1, Greater);
      case '=':
        if (at(1) == '=') {
          if (at(2) == '=') HOP_SIMPLE(3, IsIdentical);
          HOP_SIMPLE(2, IsEqual);
        }
        if (at(1) == '>') HOP_SIMPLE(2, DoubleArrow);
        HOP_SIMPLE(1, Equal);
      case '!':
        if (at(1) == '=') {
          if (at(2) == '=') HOP_SIMPLE(3, IsNotIdentical);
          HOP_SIMPLE(2, IsNotEqual);
        }
        HOP_SIMPLE(1, Bang);
      case '+':
        if (at(1) == '+') HOP_SIMPLE(2, Inc);
        if (at(1) == '=') HOP_SIMPLE(2, PlusEqual);
        HOP_SIMPLE(1, Plus);
      case '-':
        if (at(1) == '-') HOP_SIMPLE(2, Dec);
        if (at(1) == '=') HOP_SIMPLE(2, MinusEqual);
        if (at(1) == '>') {
          pushState(State::LookingForProperty);
          HOP_SIMPLE(2, ObjectOperator);
        }
        HOP_SIMPLE(1, Minus);
      case '*':
        if (at(1) == '*') {
          if (at(2) == '=') HOP_SIMPLE(3, PowEqual);
          HOP_SIMPLE(2, Pow);
        }
        if (at(1) == '=') HOP_SIMPLE(2, MulEqual);
        HOP_SIMPLE(1, Star);
      case '.':
        if (isDigit(at(1))) {
          kind = scanNumber();
          if (kind == kEmitted) return;
          goto simple;
        }
        if (at(1) == '.' && at(2) == '.') HOP_SIMPLE(3, Ellipsis);
        if (at(1) == '=') HOP_SIMPLE(2, ConcatEqual);
        HOP_SIMPLE(1, Dot);
      case '%':
        if (at(1) == '=') HOP_SIMPLE(2, ModEqual);
        HOP_SIMPLE(1, Percent);
      case '^':
        if (at(1) == '=') HOP_SIMPLE(2, XorEqual);
        HOP_SIMPLE(1, Caret);
      case '|':
        if (at(1) == '|') HOP_SIMPLE(2, BooleanOr);
        if (at(1) == '=') HOP_SIMPLE(2, OrEqual);
        HOP_SIMPLE(1, Pipe);
      case '&': {
        if (at(1) == '&') HOP_SIMPLE(2, BooleanAnd);
        if (at(1) == '=') HOP_SIMPLE(2, AndEqual);
        const char* q = m_p + 1;
        while (q < m_end && isWhitespace(*q)) ++q;
        if (q < m_end && (*q == '$' || (q + 2 < m_end && q[0] == '.' && q[1] == '.' && q[2] == '.')))
          HOP_SIMPLE(1, AmpersandFollowedByVarOrVararg);
        HOP_SIMPLE(1, AmpersandNotFollowedByVarOrVararg);
      }
      case ':':
        if (at(1) == ':') HOP_SIMPLE(2, PaamayimNekudotayim);
        HOP_SIMPLE(1, Colon);
      case '(':
        if (tryCast()) return;
        enterNesting('(');
        HOP_SIMPLE(1, LParen);
      case '[':
        enterNesting('[');
        HOP_SIMPLE(1, LBracket);
      case ')':
        ++m_p;
        if (!exitNesting(c)) return;
        kind = TokenKind::RParen;
        goto simple;
      case ']':
        ++m_p;
        if (!exitNesting(c)) return;
        kind = TokenKind::RBracket;
        goto simple;
      case '{':
        pushState(State::Scripting);
        enterNesting('{');
        HOP_SIMPLE(1, LBrace);
      case '}':
        ++m_p;
        popState();
        if (!exitNesting('}')) return;
        kind = TokenKind::RBrace;
        goto simple;
      case ';':
        HOP_SIMPLE(1, Semicolon);
      case ',':
        HOP_SIMPLE(1, Comma);
      case '~':
        HOP_SIMPLE(1, Tilde);
      case '@':
        HOP_SIMPLE(1, At);
      case '$':
        if (isLabelStart(at(1))) {
          m_p += 2;
          m_p = skipLabelChars(m_p, m_end);
          kind = TokenKind::Variable;
          goto simple;
        }
        HOP_SIMPLE(1, Dollar);
      case '\\':
        if (isLabelStart(at(1))) {
          while (m_p + 1 < m_end && *m_p == '\\' && isLabelStart(m_p[1])) {
            m_p += 2;
            m_p = skipLabelChars(m_p, m_end);
          }
          kind = TokenKind::NameFullyQualified;
          goto simple;
        }
        HOP_SIMPLE(1, NsSeparator);
      case '\'':
        return scanSingleQuoted();
      case '"':
        return scanDoubleQuoted();
      case '`':
        m_state = State::Backquote;
        HOP_SIMPLE(1, Backquote);
      default:
        break;
    }
#undef HOP_SIMPLE
    if (isLabelStart(c)) {
      kind = scanLabel();
      if (kind == kEmitted) return;
    } else if (isDigit(c)) {
      kind = scanNumber();
      if (kind == kEmitted) return;
    } else {
      ++m_p;
      kind = TokenKind::BadCharacter;
    }
 simple:
    emitNoNewline(kind);
    if (m_state != State::Scripting || m_done) return;
  }
}

TokenKind Lexer::scanLabel() {
  const char* s = m_p;
  if ((*s == 'b' || *s == 'B') && s + 1 < m_end) {
    if (s[1] == '\'') {
      ++m_p;
      scanSingleQuoted();
      return kEmitted;
    }
    if (s[1] == '"') {
      ++m_p;
      scanDoubleQuoted();
      return kEmitted;
    }
    if (s[1] == '<' && tryHeredocStart()) return kEmitted;
  }
  m_p = skipLabelChars(m_p, m_end);
  if (m_p + 1 < m_end && *m_p == '\\' && isLabelStart(m_p[1])) {
    bool relative = (m_p - s == 9) && equalsLower(s, "namespace", 9);
    while (m_p + 1 < m_end && *m_p == '\\' && isLabelStart(m_p[1])) {
      m_p += 2;
      m_p = skipLabelChars(m_p, m_end);
    }
    return relative ? TokenKind::NameRelative : TokenKind::NameQualified;
  }
  TokenKind k = lookupKeyword(s, static_cast<size_t>(m_p - s), m_end);
  if (__builtin_expect(k == TokenKind::Yield, 0)) {
    // "yield" WHITESPACE "from" followed by a non-label character.
    const char* q = m_p;
    while (q < m_end && isWhitespace(*q)) ++q;
    if (q > m_p && m_end - q > 4 && equalsLower(q, "from", 4) && !isLabelChar(q[4])) {
      m_p = q + 4;
      emit(TokenKind::YieldFrom);   // may span a newline: counted
      return kEmitted;
    }
  } else if (__builtin_expect(k == TokenKind::Enum, 0)) {
    // "enum" is a keyword only when whitespace and a label follow, and the
    // label is not "extends"/"implements" (so `enum extends` stays a name).
    const char* q = m_p;
    while (q < m_end && isWhitespace(*q)) ++q;
    if (q == m_p || q >= m_end || !isLabelStart(*q)) {
      k = TokenKind::String;
    } else if ((m_end - q >= 7 && equalsLower(q, "extends", 7)) ||
               (m_end - q >= 10 && equalsLower(q, "implements", 10))) {
      k = TokenKind::String;
    }
  }
  return k;
}

bool Lexer::tryCast() {
  const char* q = m_p + 1;
  while (q < m_end && (*q == ' ' || *q == '\t')) ++q;
  const char* w = q;
  while (q < m_end && ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'))) ++q;
  size_t len = q - w;
  while (q < m_end && (*q == ' ' || *q == '\t')) ++q;
  if (q >= m_end || *q != ')' || len < 3 || len > 7) return false;
  char lw[8];
  for (size_t i = 0; i < len; ++i) lw[i] = toLowerAscii(w[i]);
  std::string_view word(lw, len);
  TokenKind k;
  if (word == "int" || word == "integer") k = TokenKind::IntCast;
  else if (word == "bool" || word == "boolean") k = TokenKind::BoolCast;
  else if (word == "float" || word == "double" || word == "real") k = TokenKind::DoubleCast;
  else if (word == "string" || word == "binary") k = TokenKind::StringCast;
  else if (word == "array") k = TokenKind::ArrayCast;
  else if (word == "object") k = TokenKind::ObjectCast;
  else if (word == "unset") k = TokenKind::UnsetCast;
  else return false;
  m_p = q + 1;
  if (word == "real" && !m_keepTrivia) {
    error("The (real) cast has been removed, use (float) instead", m_line);
    return true;
  }
  emit(k);
  return true;
}

// --- Numbers -----------------------------------------------------------------------------

TokenKind Lexer::scanNumber() {
  const char* s = m_p;
  auto dec = [](char c) { return isDigit(c); };
  if (*s == '0' && s + 2 < m_end) {
    char x = toLowerAscii(s[1]);
    const char* e = nullptr;
    size_t fits = 0;   // at most this many characters after the prefix always fit an int64
    if (x == 'x') {
      e = scanDigits(s + 2, m_end, [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
      fits = 15;
    } else if (x == 'b') {
      e = scanDigits(s + 2, m_end, [](char c) { return c == '0' || c == '1'; });
      fits = 62;
    } else if (x == 'o') {
      e = scanDigits(s + 2, m_end, [](char c) { return c >= '0' && c <= '7'; });
      fits = 20;
    }
    if (e && e > s + 2) {
      m_p = e;
      if (static_cast<size_t>(e - s - 2) <= fits) return TokenKind::LNumber;
      NumberValue v = decodeNumber({s, static_cast<size_t>(e - s)});
      return v.isInt ? TokenKind::LNumber : TokenKind::DNumber;
    }
  }
  const char* p = scanDigits(s, m_end, dec);
  bool isFloat = false;
  if (p < m_end && *p == '.') {
    // DNUM: LNUM? "." LNUM | LNUM "." LNUM?
    const char* f = scanDigits(p + 1, m_end, dec);
    if (f > p + 1 || p > s) {
      p = f;
      isFloat = true;
    }
  }
  if (p < m_end && (*p == 'e' || *p == 'E')) {
    const char* q = p + 1;
    if (q < m_end && (*q == '+' || *q == '-')) ++q;
    const char* e = scanDigits(q, m_end, dec);
    if (e > q) {
      p = e;
      isFloat = true;
    }
  }
  m_p = p;
  if (isFloat) return TokenKind::DNumber;
  if (*s == '0') {
    for (const char* q = s; q < p; ++q) {
      if ((*q == '8' || *q == '9') && !m_keepTrivia) {
        error("Invalid numeric literal", m_line);
        return kEmitted;
      }
    }
  }
  // 18 decimal (or legacy octal) digits always fit an int64.
  if (p - s <= 18) return TokenKind::LNumber;
  NumberValue v = decodeNumber({s, static_cast<size_t>(p - s)});
  return v.isInt ? TokenKind::LNumber : TokenKind::DNumber;
}

} // namespace detail

TokenStream lex(std::string_view source, const LexOptions& opts) {
  TokenStream out;
  detail::Lexer lexer(source, opts, &out);
  lexer.run();
  out.lastLine = 1 + countNewlines(source);
  return out;
}

} // namespace hop::parser
