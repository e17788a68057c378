// lexer-strings.cpp — the scanner's string states: single- and double-quoted
// strings, interpolation openers, heredoc and nowdoc bodies (see lexer-internal.h).
#include "parser/lexer-internal.h"

namespace hop::parser::detail {

/// Checks the \u{...} escapes of a double-quoted/heredoc piece without
/// building the decoded string. Returns the offset of the first invalid one
/// (or npos) and its message.
size_t findBadUnicodeEscape(std::string_view raw, const char** message) {
  for (size_t i = 0; i + 1 < raw.size(); ++i) {
    if (raw[i] != '\\') continue;
    char c = raw[i + 1];
    if (c != 'u') {
      ++i;  // skip the escaped character
      continue;
    }
    if (i + 2 >= raw.size() || raw[i + 2] != '{') {
      ++i;
      continue;
    }
    size_t j = i + 3;
    uint64_t cp = 0;
    size_t digits = 0;
    bool overflow = false;
    while (j < raw.size() && std::isxdigit(static_cast<unsigned char>(raw[j]))) {
      int d = isDigit(raw[j]) ? raw[j] - '0' : (toLowerAscii(raw[j]) - 'a' + 10);
      if (cp > 0x10FFFF) overflow = true;
      cp = cp * 16 + d;
      ++digits;
      ++j;
    }
    if (j >= raw.size() || raw[j] != '}' || digits == 0) {
      *message = "Invalid UTF-8 codepoint escape sequence";
      return i;
    }
    if (overflow || cp > 0x10FFFF) {
      *message = "Invalid UTF-8 codepoint escape sequence: Codepoint too large";
      return i;
    }
    i = j;
  }
  return std::string_view::npos;
}

// --- Strings -----------------------------------------------------------------------------

namespace {
/// The first '\'' or '\\' at or after p, or end: 16 bytes a step while the
/// buffer has them.
const char* findQuoteOrBackslash(const char* p, const char* end) {
#if defined(__SSE2__)
  while (end - p >= 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const unsigned hit = static_cast<unsigned>(_mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\'')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')))));
    if (hit) return p + __builtin_ctz(hit);
    p += 16;
  }
#endif
  while (p < end && *p != '\'' && *p != '\\') ++p;
  return p;
}
} // namespace

void Lexer::scanSingleQuoted() {
  // m_p is at the quote (after any b prefix).
  ++m_p;
  while (true) {
    m_p = findQuoteOrBackslash(m_p, m_end);
    if (m_p >= m_end) {
      // Unclosed: PHP returns the rest of the file as string content.
      return emit(TokenKind::EncapsedAndWhitespace, kTokUnclosed);
    }
    char c = *m_p++;
    if (c == '\'') break;
    if (m_p < m_end) ++m_p;   // the byte after a backslash
  }
  emit(TokenKind::ConstantEncapsedString, m_tokStart[0] == '\'' ? 0 : kTokBinaryPrefix);
}

void Lexer::scanDoubleQuoted() {
  // m_p is at the quote (after any b prefix).
  const char* q = m_p + 1;
  while (q < m_end) {
    char c = *q++;
    if (c == '"') {
      m_p = q;
      std::string_view body(m_tokStart + (m_tokStart[0] == '"' ? 1 : 2), q - m_tokStart - (m_tokStart[0] == '"' ? 2 : 3));
      const char* msg = nullptr;
      size_t bad = findBadUnicodeEscape(body, &msg);
      if (bad != std::string_view::npos && !m_keepTrivia)
        return error(msg, m_line + countNewlines(body.substr(0, bad)));
      return emit(TokenKind::ConstantEncapsedString, m_tokStart[0] == '"' ? 0 : kTokBinaryPrefix);
    }
    if (c == '$') {
      if (q < m_end && (isLabelStart(*q) || *q == '{')) break;
    } else if (c == '{') {
      if (q < m_end && *q == '$') break;
    } else if (c == '\\') {
      if (q < m_end) ++q;
    }
  }
  // Interpolated (or unterminated): return '"' and scan the body piecewise.
  ++m_p;
  m_state = State::DoubleQuotes;
  emit(TokenKind::DoubleQuote);
}

bool Lexer::tryInterpolationStart() {
  const char* p = m_p;
  if (*p == '$') {
    if (p + 1 < m_end && isLabelStart(p[1])) {
      const char* q = p + 2;
      q = skipLabelChars(q, m_end);
      m_p = q;
      if (q + 2 < m_end && q[0] == '-' && q[1] == '>' && isLabelStart(q[2])) {
        pushState(State::LookingForProperty);
      } else if (q + 3 < m_end && q[0] == '?' && q[1] == '-' && q[2] == '>' && isLabelStart(q[3])) {
        pushState(State::LookingForProperty);
      } else if (q < m_end && *q == '[') {
        pushState(State::VarOffset);
      }
      emit(TokenKind::Variable);
      return true;
    }
    if (p + 1 < m_end && p[1] == '{') {
      m_p += 2;
      pushState(State::LookingForVarname);
      enterNesting('{');
      emit(TokenKind::DollarOpenCurlyBraces);
      return true;
    }
    return false;
  }
  if (*p == '{' && p + 1 < m_end && p[1] == '$') {
    m_p += 1;
    pushState(State::Scripting);
    enterNesting('{');
    emit(TokenKind::CurlyOpen);
    return true;
  }
  return false;
}

void Lexer::scanQuotedBody(char quote) {
  if (m_p >= m_end) return endOfFile();
  if (*m_p == quote) {
    ++m_p;
    m_state = State::Scripting;
    return emit(quote == '"' ? TokenKind::DoubleQuote : TokenKind::Backquote);
  }
  if (tryInterpolationStart()) return;
  const char* p = m_p;
  if (*p == '\\' && p + 1 < m_end) p += 2;
  else ++p;
  while (p < m_end) {
    char c = *p++;
    if (c == quote) {
      --p;
      break;
    }
    if (c == '$') {
      if (p < m_end && (isLabelStart(*p) || *p == '{')) {
        --p;
        break;
      }
    } else if (c == '{') {
      if (p < m_end && *p == '$') {
        --p;
        break;
      }
    } else if (c == '\\') {
      if (p < m_end) ++p;
    }
  }
  m_p = p;
  const char* msg = nullptr;
  std::string_view raw(m_tokStart, m_p - m_tokStart);
  size_t bad = findBadUnicodeEscape(raw, &msg);
  if (bad != std::string_view::npos && !m_keepTrivia && !m_scanOnly)
    return error(msg, m_line + countNewlines(raw.substr(0, bad)));
  emit(TokenKind::EncapsedAndWhitespace);
}

void Lexer::scanProperty() {
  if (m_p < m_end) {
    char c = *m_p;
    if (isWhitespace(c)) {
      while (m_p < m_end && isWhitespace(*m_p)) ++m_p;
      return trivia(TokenKind::Whitespace);
    }
    if (c == '-' && m_p + 1 < m_end && m_p[1] == '>') {
      m_p += 2;
      return emit(TokenKind::ObjectOperator);
    }
    if (c == '?' && m_p + 2 < m_end && m_p[1] == '-' && m_p[2] == '>') {
      m_p += 3;
      return emit(TokenKind::NullsafeObjectOperator);
    }
    if (isLabelStart(c)) {
      m_p = skipLabelChars(m_p, m_end);
      popState();
      return emit(TokenKind::String);
    }
  }
  popState();  // rescan in the previous state
}

void Lexer::scanVarname() {
  if (m_p < m_end && isLabelStart(*m_p)) {
    const char* q = m_p;
    q = skipLabelChars(q, m_end);
    if (q < m_end && (*q == '[' || *q == '}')) {
      m_p = q;
      popState();
      pushState(State::Scripting);
      return emit(TokenKind::StringVarname);
    }
  }
  popState();
  pushState(State::Scripting);
}

void Lexer::scanVarOffset() {
  if (m_p >= m_end) return endOfFile();
  char c = *m_p;
  if (isDigit(c)) {
    const char* s = m_p;
    const char* e = scanDigits(s, m_end, [](char d) { return isDigit(d); });
    if (*s == '0' && s + 2 < m_end) {
      char x = toLowerAscii(s[1]);
      const char* e2 = nullptr;
      if (x == 'x') e2 = scanDigits(s + 2, m_end, [](char d) { return std::isxdigit(static_cast<unsigned char>(d)) != 0; });
      else if (x == 'b') e2 = scanDigits(s + 2, m_end, [](char d) { return d == '0' || d == '1'; });
      else if (x == 'o') e2 = scanDigits(s + 2, m_end, [](char d) { return d >= '0' && d <= '7'; });
      if (e2 && e2 > s + 2 && e2 > e) e = e2;
    }
    m_p = e;
    return emit(TokenKind::NumString);
  }
  if (c == ']') {
    ++m_p;
    popState();
    return emit(TokenKind::RBracket);
  }
  if (c == '$' && m_p + 1 < m_end && isLabelStart(m_p[1])) {
    m_p += 2;
    m_p = skipLabelChars(m_p, m_end);
    return emit(TokenKind::Variable);
  }
  if (c != '\0' && std::strchr(";:,.|^&+-/*=%!~$<>?@[(){}\"`", c)) {
    ++m_p;
    return emit(charToken(c));
  }
  if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\\' || c == '\'' || c == '#') {
    popState();
    return emit(TokenKind::EncapsedAndWhitespace);  // empty: PHP's "more explicit parse error"
  }
  if (isLabelStart(c)) {
    m_p = skipLabelChars(m_p, m_end);
    return emit(TokenKind::String);
  }
  ++m_p;
  emit(TokenKind::BadCharacter);
}

// --- Heredoc and nowdoc ------------------------------------------------------------------

bool Lexer::tryHeredocStart() {
  const char* q = m_p;
  uint8_t flags = 0;
  if (*q == 'b' || *q == 'B') {
    ++q;
    flags |= kTokBinaryPrefix;
  }
  if (m_end - q < 4 || q[0] != '<' || q[1] != '<' || q[2] != '<') return false;
  q += 3;
  while (q < m_end && (*q == ' ' || *q == '\t')) ++q;
  char quote = 0;
  if (q < m_end && (*q == '\'' || *q == '"')) quote = *q++;
  if (q >= m_end || !isLabelStart(*q)) return false;
  const char* ls = q;
  q = skipLabelChars(q, m_end);
  std::string_view label(ls, q - ls);
  if (quote) {
    if (q >= m_end || *q != quote) return false;
    ++q;
  }
  if (q >= m_end) return false;
  if (*q == '\r') {
    ++q;
    if (q < m_end && *q == '\n') ++q;
  } else if (*q == '\n') {
    ++q;
  } else {
    return false;
  }
  m_p = q;
  const bool nowdoc = quote == '\'';
  if (nowdoc) flags |= kTokNowdoc;
  m_heredocs.push_back({label, 0, false, nowdoc});
  const int bodyLine = m_line + 1;

  // The closing marker right on the next line: an empty heredoc.
  const char* r = m_p;
  int indentation = 0, spacing = 0;
  while (r < m_end && (*r == ' ' || *r == '\t')) {
    spacing |= (*r == '\t') ? 2 : 1;
    ++r;
    ++indentation;
  }
  if (r < m_end && label.size() < static_cast<size_t>(m_end - r) && std::memcmp(r, label.data(), label.size()) == 0 &&
      !isLabelChar(r[label.size()])) {
    if (spacing == 3 && !m_keepTrivia) {
      error("Invalid indentation - tabs and spaces cannot be mixed", bodyLine);
      return true;
    }
    m_heredocs.back().indentation = indentation;
    m_state = State::EndHeredoc;
    emit(TokenKind::StartHeredoc, flags);
    return true;
  }

  if (!nowdoc && !m_scanOnly) {
    int ind = 0;
    bool spaces = false;
    TokenKind first = TokenKind::End;
    scanAheadHeredoc(&ind, &spaces, &first);
    if ((first == TokenKind::Variable || first == TokenKind::DollarOpenCurlyBraces || first == TokenKind::CurlyOpen) &&
        ind > 0 && !m_keepTrivia) {
      // php reports this error outside any file context: "on line 0".
      error("Invalid body indentation level (expecting an indentation level of at least " + std::to_string(ind) + ")",
            0);
      return true;
    }
    m_heredocs.back().indentation = ind;
    m_heredocs.back().usesSpaces = spaces;
  }
  m_state = nowdoc ? State::Nowdoc : State::Heredoc;
  emit(TokenKind::StartHeredoc, flags);
  return true;
}

void Lexer::scanAheadHeredoc(int* indentation, bool* usesSpaces, TokenKind* firstToken) {
  TokenStream scratch;
  Lexer sub(*this);
  sub.m_out = &scratch;
  sub.m_scanOnly = true;
  sub.m_keepTrivia = false;
  sub.m_haltCountdown = -1;
  sub.m_state = State::Heredoc;
  sub.m_line += 1;  // the start token's newline
  int level = 1;
  bool gotFirst = false;
  while (level > 0 && !sub.m_done) {
    size_t before = sub.m_toks.size();
    sub.step();
    for (size_t i = before; i < sub.m_toks.size() && level > 0; ++i) {
      TokenKind k = sub.m_toks[i].kind;
      if (k == TokenKind::Error) {
        level = 0;
        break;
      }
      if (!gotFirst) {
        *firstToken = k;
        gotFirst = true;
      }
      if (k == TokenKind::StartHeredoc) ++level;
      else if (k == TokenKind::EndHeredoc) --level;
      else if (k == TokenKind::End) level = 0;
    }
  }
  *indentation = sub.m_scanIndentation;
  *usesSpaces = sub.m_scanIndentationSpaces;
}

void Lexer::emitHeredocPiece(int newline) {
  const HeredocLabel& h = m_heredocs.back();
  uint8_t flags = kTokHeredoc;
  if (h.usesSpaces) flags |= kTokIndentSpaces;
  if (m_tokStart > m_begin && (m_tokStart[-1] == '\n' || m_tokStart[-1] == '\r')) flags |= kTokNewlineAtStart;
  if (newline) flags |= kTokNewlineAtEnd;
  if (!m_scanOnly && !m_keepTrivia) {
    std::string_view raw(m_tokStart, m_p - m_tokStart - newline);
    std::string stripped, err;
    int errLine = 0;
    if (!stripHeredocIndentation(raw, h.indentation, h.usesSpaces, flags & kTokNewlineAtStart, newline != 0, &stripped,
                                 &err, &errLine))
      return error(err, m_line + errLine);
    const char* msg = nullptr;
    size_t bad = findBadUnicodeEscape(stripped, &msg);
    if (bad != std::string_view::npos) return error(msg, m_line + countNewlines(std::string_view(stripped).substr(0, bad)));
  }
  emit(TokenKind::EncapsedAndWhitespace, flags, static_cast<uint32_t>(h.indentation));
}

void Lexer::scanHeredocBody() {
  if (m_p >= m_end) return endOfFile();
  if (tryInterpolationStart()) return;
  HeredocLabel& h = m_heredocs.back();
  const char* p = m_p;
  int newline = 0;
  while (p < m_end) {
    char c = *p++;
    if (c == '\r' || c == '\n') {
      if (c == '\r' && p < m_end && *p == '\n') ++p;
      int indentation = 0, spacing = 0;
      while (p < m_end && (*p == ' ' || *p == '\t')) {
        spacing |= (*p == '\t') ? 2 : 1;
        ++p;
        ++indentation;
      }
      if (p == m_end) {
        m_p = p;
        return emit(TokenKind::EncapsedAndWhitespace, kTokHeredoc);
      }
      if (isLabelStart(*p) && h.label.size() < static_cast<size_t>(m_end - p) &&
          std::memcmp(p, h.label.data(), h.label.size()) == 0) {
        if (isLabelChar(p[h.label.size()])) continue;
        if (spacing == 3 && !m_keepTrivia) {
          m_p = p;
          return error("Invalid indentation - tabs and spaces cannot be mixed", m_line);
        }
        const char* nl = p - indentation;  // just after the newline
        newline = (nl - 2 >= m_begin && nl[-2] == '\r' && nl[-1] == '\n') ? 2 : 1;
        p = nl;
        if (m_scanOnly) {
          m_scanIndentation = indentation;
          m_scanIndentationSpaces = spacing == 1;
        } else {
          h.indentation = indentation;
        }
        m_state = State::EndHeredoc;
        break;
      }
      continue;
    }
    if (c == '$') {
      if (p < m_end && (isLabelStart(*p) || *p == '{')) {
        --p;
        break;
      }
    } else if (c == '{') {
      if (p < m_end && *p == '$') {
        --p;
        break;
      }
    } else if (c == '\\') {
      if (p < m_end && *p != '\n' && *p != '\r') ++p;
    }
  }
  m_p = p;
  emitHeredocPiece(newline);
}

void Lexer::scanNowdocBody() {
  if (m_p >= m_end) return endOfFile();
  HeredocLabel& h = m_heredocs.back();
  const char* p = m_p;
  int newline = 0, indentation = 0, spacing = -1;
  while (p < m_end) {
    char c = *p++;
    if (c != '\r' && c != '\n') continue;
    if (c == '\r' && p < m_end && *p == '\n') ++p;
    indentation = spacing = 0;
    while (p < m_end && (*p == ' ' || *p == '\t')) {
      spacing |= (*p == '\t') ? 2 : 1;
      ++p;
      ++indentation;
    }
    if (p == m_end) {
      m_p = p;
      return emit(TokenKind::EncapsedAndWhitespace, kTokHeredoc | kTokNowdoc);
    }
    if (isLabelStart(*p) && h.label.size() < static_cast<size_t>(m_end - p) &&
        std::memcmp(p, h.label.data(), h.label.size()) == 0) {
      if (isLabelChar(p[h.label.size()])) continue;
      if (spacing == 3 && !m_keepTrivia) {
        m_p = p;
        return error("Invalid indentation - tabs and spaces cannot be mixed", m_line);
      }
      const char* nl = p - indentation;
      newline = (nl - 2 >= m_begin && nl[-2] == '\r' && nl[-1] == '\n') ? 2 : 1;
      p = nl;
      h.indentation = indentation;
      h.usesSpaces = spacing == 1;
      m_state = State::EndHeredoc;
      break;
    }
  }
  m_p = p;
  uint8_t flags = kTokHeredoc | kTokNowdoc;
  if (h.usesSpaces) flags |= kTokIndentSpaces;
  if (m_tokStart > m_begin && (m_tokStart[-1] == '\n' || m_tokStart[-1] == '\r')) flags |= kTokNewlineAtStart;
  if (newline) flags |= kTokNewlineAtEnd;
  uint32_t aux = 0;
  if (spacing != -1) {
    aux = static_cast<uint32_t>(indentation);
    if (!m_keepTrivia) {
      std::string stripped, err;
      int errLine = 0;
      std::string_view raw(m_tokStart, m_p - m_tokStart - newline);
      if (!stripHeredocIndentation(raw, indentation, spacing == 1, flags & kTokNewlineAtStart, newline != 0, &stripped,
                                   &err, &errLine))
        return error(err, m_line + errLine);
    }
  }
  emit(TokenKind::EncapsedAndWhitespace, flags, aux);
}

void Lexer::scanEndHeredoc() {
  HeredocLabel h = m_heredocs.back();
  m_heredocs.pop_back();
  m_p += h.indentation + h.label.size();
  if (m_p > m_end) m_p = m_end;
  m_state = State::Scripting;
  emit(TokenKind::EndHeredoc);
}

} // namespace hop::parser::detail
