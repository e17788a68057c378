// parse-ini.cpp — parse_ini_string() and parse_ini_file(): php's INI
// language read the way Zend's INI scanner and parser read it.
//
// The scanner is a state machine like zend_ini_scanner.l (states INITIAL,
// VALUE, RAW, SECTION_VALUE, SECTION_RAW, OFFSET, DOUBLE_QUOTES, VARNAME),
// each token chosen as re2c chooses: the longest match, ties to the earlier
// rule. The parser follows zend_ini_parser.y by recursive descent; where the
// bison parser reports "expecting ..." its messages are reproduced, including
// the places where a default reduction leaves only one token acceptable.
//
// Values: "yes"/"on"/"true" -> "1", "no"/"off"/"false"/"none"/"null" -> ""
// (typed mode: true/false/null, and numbers as int/float), constants are
// replaced in values, ${NAME} reads the environment, | & ^ ~ ! compute on
// integers, "..." strings may contain ${} and \" \\ \$ escapes, '...' are raw.
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/numeric-string.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"

namespace hop {

namespace {

enum ScannerMode : int64_t { kNormal = 0, kRaw = 1, kTyped = 2 };

// --- Tokens -------------------------------------------------------------------------------

enum class Tok {
  End, Section, Raw, Constant, Number, String, Whitespace, Label, Offset, DollarCurly, Varname, QuotedString,
  BoolTrue, BoolFalse, NullNull, EndOfLine,
  Char,   // a single-character token; the character is in `ch`
};

const char* tokName(Tok t) {
  switch (t) {
    case Tok::End: return "end of file";
    case Tok::Section: return "TC_SECTION";
    case Tok::Raw: return "TC_RAW";
    case Tok::Constant: return "TC_CONSTANT";
    case Tok::Number: return "TC_NUMBER";
    case Tok::String: return "TC_STRING";
    case Tok::Whitespace: return "TC_WHITESPACE";
    case Tok::Label: return "TC_LABEL";
    case Tok::Offset: return "TC_OFFSET";
    case Tok::DollarCurly: return "TC_DOLLAR_CURLY";
    case Tok::Varname: return "TC_VARNAME";
    case Tok::QuotedString: return "TC_QUOTED_STRING";
    case Tok::BoolTrue: return "BOOL_TRUE";
    case Tok::BoolFalse: return "BOOL_FALSE";
    case Tok::NullNull: return "NULL_NULL";
    case Tok::EndOfLine: return "END_OF_LINE";
    case Tok::Char: return "";
  }
  return "";
}

/// An INI value: a string, or in typed mode a bool/null/number.
struct IniValue {
  TypedValue tv = makeNull();   // owned
  bool isNumber = false;        // a lone TC_NUMBER (typed mode converts it)

  IniValue() = default;
  explicit IniValue(std::string_view s) : tv(makeStringNoIncRef(StringData::make(s))) {}
  IniValue(const IniValue&) = delete;
  IniValue& operator=(const IniValue&) = delete;
  IniValue(IniValue&& o) noexcept : tv(o.tv), isNumber(o.isNumber) { o.tv = makeNull(); }
  IniValue& operator=(IniValue&& o) noexcept {
    std::swap(tv, o.tv);
    isNumber = o.isNumber;
    return *this;
  }
  ~IniValue() { tvDecRef(tv); }
  std::string str() const { return toStdString(tv); }
};

struct Token {
  Tok kind = Tok::End;
  char ch = 0;
  IniValue value;
};

/// A syntax error: php prints "syntax error, <msg> in FILE on line N".
struct IniSyntaxError {
  std::string message;
  int line;
};

// --- Scanner ------------------------------------------------------------------------------

enum class State { Initial, Value, Raw, SectionValue, SectionRaw, Offset, DoubleQuotes, Varname };

bool isTabOrSpace(char c) { return c == ' ' || c == '\t'; }

class Scanner {
public:
  Scanner(std::string_view src, ScannerMode mode) : m_s(src), m_mode(mode) {}
  int line = 1;
  Token next();

private:
  std::string_view m_s;
  ScannerMode m_mode;
  size_t m_pos = 0;
  State m_state = State::Initial;
  std::vector<State> m_stack;

  char at(size_t i) const { return i < m_s.size() ? m_s[i] : '\0'; }
  bool atEnd(size_t i) const { return i >= m_s.size(); }
  void push(State s) {
    m_stack.push_back(m_state);
    m_state = s;
  }
  void pop() {
    m_state = m_stack.empty() ? State::Initial : m_stack.back();
    if (!m_stack.empty()) m_stack.pop_back();
  }

  // Match lengths of the scanner's patterns at a position (0 = no match).
  size_t matchNewline(size_t p) const {
    if (at(p) == '\r') return at(p + 1) == '\n' && !atEnd(p + 1) ? 2 : 1;
    if (at(p) == '\n' && !atEnd(p)) return 1;
    return 0;
  }
  size_t spaces(size_t p) const {
    size_t q = p;
    while (!atEnd(q) && isTabOrSpace(m_s[q])) ++q;
    return q - p;
  }
  static bool labelChar(char c) { return c != '\0' && !std::strchr("=\n\r\t;&|^$~(){}!\"[]", c); }
  size_t matchLabel(size_t p) const {
    size_t q = p;
    while (!atEnd(q) && labelChar(m_s[q])) ++q;
    return q - p;
  }
  size_t matchConstant(size_t p) const {
    if (atEnd(p) || !(isalpha(static_cast<unsigned char>(m_s[p])) || m_s[p] == '_')) return 0;
    size_t q = p + 1;
    while (!atEnd(q) && (isalnum(static_cast<unsigned char>(m_s[q])) || m_s[q] == '_')) ++q;
    return q - p;
  }
  size_t digits(size_t p) const {
    size_t q = p;
    while (!atEnd(q) && isdigit(static_cast<unsigned char>(m_s[q]))) ++q;
    return q - p;
  }
  /// NUMBER: [-]?[0-9]+ | [0-9]*"."[0-9]+ | [0-9]+"."[0-9]*
  size_t matchNumber(size_t p) const {
    size_t best = 0;
    size_t q = p + (at(p) == '-' ? 1 : 0);
    if (size_t d = digits(q)) best = q + d - p;
    size_t d1 = digits(p);
    if (at(p + d1) == '.' && !atEnd(p + d1)) {
      size_t d2 = digits(p + d1 + 1);
      if (d2 || d1) best = std::max(best, d1 + 1 + d2);
    }
    return best;
  }
  /// "true"|"on"|"yes" (or the false/null words) then tabs and spaces; case-insensitive.
  size_t matchWord(size_t p, std::initializer_list<const char*> words) const {
    size_t best = 0;
    for (const char* w : words) {
      size_t n = std::strlen(w);
      if (p + n > m_s.size()) continue;
      bool ok = true;
      for (size_t i = 0; i < n && ok; ++i) ok = tolower(static_cast<unsigned char>(m_s[p + i])) == w[i];
      if (ok) best = std::max(best, n + spaces(p + n));
    }
    return best;
  }
  /// LITERAL_DOLLAR: "$" not followed by "{" (a backslash escapes one character).
  size_t literalDollar(size_t p) const {
    if (at(p) != '$' || atEnd(p)) return 0;
    if (atEnd(p + 1) || at(p + 1) == '{' || at(p + 1) == '\0') return 0;
    if (at(p + 1) == '\\' && !atEnd(p + 2)) return 3;
    return 2;
  }
  size_t matchValueChars(size_t p) const {
    size_t q = p;
    while (!atEnd(q)) {
      char c = m_s[q];
      if (c == '$') {
        size_t n = literalDollar(q);
        if (!n) break;
        q += n;
      } else if (c == '\0' || std::strchr("= \t\n\r;&|^~()!\"'", c)) {
        break;
      } else {
        ++q;
      }
    }
    return q - p;
  }
  size_t matchSectionValueChars(size_t p) const {
    size_t q = p;
    while (!atEnd(q)) {
      char c = m_s[q];
      if (c == '\\') {
        if (atEnd(q + 1)) break;
        q += 2;
      } else if (c == '$') {
        size_t n = literalDollar(q);
        if (!n) break;
        q += n;
      } else if (std::strchr("\n\r;\"']", c)) {
        break;
      } else {
        ++q;
      }
    }
    return q - p;
  }
  /// '...' with anything but a quote inside.
  size_t matchSingleQuoted(size_t p) const {
    if (at(p) != '\'' || atEnd(p)) return 0;
    size_t q = m_s.find('\'', p + 1);
    return q == std::string_view::npos ? 0 : q + 1 - p;
  }

  Token make(Tok k, std::string_view text = {}) {
    Token t;
    t.kind = k;
    t.value = IniValue(text);
    return t;
  }
  Token makeChar(char c) {
    Token t;
    t.kind = Tok::Char;
    t.ch = c;
    return t;
  }
  /// RETURN_TOKEN: in typed mode, values of the VALUE/RAW states are typed.
  Token valueToken(Tok k, std::string_view text) {
    Token t = make(k, text);
    if (m_mode == kTyped && (m_state == State::Value || m_state == State::Raw)) {
      if (k == Tok::BoolTrue || k == Tok::BoolFalse) {
        tvSetRawMove(t.value.tv, makeBool(k == Tok::BoolTrue));
      } else if (k == Tok::NullNull) {
        tvSetRawMove(t.value.tv, makeNull());
      } else if (k == Tok::Number) {
        t.value.isNumber = true;
      }
    }
    return t;
  }
  static std::string_view trimmed(std::string_view s, bool leading, char extra = 0) {
    if (leading)
      while (!s.empty() && isTabOrSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || isTabOrSpace(s.back()) || (extra && s.back() == extra)))
      s.remove_suffix(1);
    return s;
  }
  Token quotedString();
  Token rawValue();
};

/// The content of a "..." string up to the closing quote or a "${", with its
/// escapes applied (zend_ini_escape_string).
Token Scanner::quotedString() {
  size_t start = m_pos, s = m_pos;
  while (s < m_s.size()) {
    char c = m_s[s++];
    if (c == '"') {
      --s;
      break;
    }
    if (c == '$' && s < m_s.size() && m_s[s] == '{') {
      --s;
      break;
    }
    if (c == '\\' && s < m_s.size()) {
      char escaped = m_s[s++];
      // A backslash before the closing quote at the end of a line stays (C:\path\).
      if (escaped == '"' && (s >= m_s.size() || m_s[s] == '\n' || m_s[s] == '\r')) {
        --s;
        break;
      }
    }
  }
  m_pos = s;
  std::string_view raw = m_s.substr(start, s - start);
  std::string out;
  for (size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\') {
      if (i + 1 >= raw.size()) {
        out += '\\';
        continue;
      }
      char n = raw[++i];
      if (n == '"' || n == '\\' || n == '$') out += n;
      else {
        out += '\\';
        out += n;
      }
      c = n;
    } else {
      out += c;
    }
    if (c == '\n' || (c == '\r' && (i + 1 >= raw.size() || raw[i + 1] != '\n'))) ++line;
  }
  return make(Tok::QuotedString, out);
}

/// A value in raw mode: to the end of the line or a ';' outside quotes,
/// trimmed, with one pair of surrounding double quotes removed.
Token Scanner::rawValue() {
  size_t start = m_pos;
  while (start < m_s.size() && isTabOrSpace(m_s[start])) ++start;
  size_t p = start;
  size_t semicolon = std::string_view::npos;
  while (p < m_s.size()) {
    char c = m_s[p];
    if (c == '\n' || c == '\r') break;
    if (c == ';' && semicolon == std::string_view::npos) semicolon = p;
    if (c == '"' && m_s[start] == '"') semicolon = std::string_view::npos;
    ++p;
  }
  m_pos = p;
  size_t end = semicolon != std::string_view::npos ? semicolon : p;
  std::string_view v = trimmed(m_s.substr(start, end - start), false);
  if (v.size() > 1 && v.front() == '"' && v.back() == '"') v = v.substr(1, v.size() - 2);
  return valueToken(Tok::Raw, v);
}

Token Scanner::next() {
  for (;;) {
    size_t p = m_pos;
    bool end = atEnd(p);
    switch (m_state) {
      case State::Initial: {
        if (end) return make(Tok::End);
        char c = m_s[p];
        if (c == '[') {
          m_pos = p + 1;
          m_state = m_mode == kRaw ? State::SectionRaw : State::SectionValue;
          return make(Tok::Section);
        }
        // Candidates, longest wins (ties: rule order as in the scanner).
        size_t label = matchLabel(p);
        size_t offset = 0;
        if (label && at(p + label) == '[' && !atEnd(p + label)) offset = label + 1 + spaces(p + label + 1);
        size_t boolTrue = matchWord(p, {"true", "on", "yes"});
        size_t boolFalse = matchWord(p, {"false", "off", "no", "none"});
        size_t null = matchWord(p, {"null"});
        size_t sp = spaces(p);
        size_t eq = at(p + sp) == '=' && !atEnd(p + sp) ? sp + 1 + spaces(p + sp + 1) : 0;
        size_t nl = matchNewline(p + sp) ? sp + matchNewline(p + sp) : 0;
        size_t comment = 0;
        if (at(p + sp) == ';' && !atEnd(p + sp)) {
          size_t q = p + sp + 1;
          while (!atEnd(q) && m_s[q] != '\r' && m_s[q] != '\n') ++q;
          if (size_t n = matchNewline(q)) comment = q + n - p;
        }
        size_t best = std::max({label, offset, boolTrue, boolFalse, null, eq, nl, comment, sp});
        if (best == 0) {
          if (std::strchr(":,.[]\"'()&|^+-/*=%$!~<>?@{}", c) && c != '\0') {
            m_pos = p + 1;
            return makeChar(c);
          }
          m_pos = p + 1;
          return make(Tok::End);   // any other character stops the scanner
        }
        m_pos = p + best;
        if (best == offset) {
          m_state = State::Offset;
          return make(Tok::Offset, trimmed(m_s.substr(p, best), true, '['));
        }
        if (best == boolTrue) return valueToken(Tok::BoolTrue, "1");
        if (best == boolFalse) return valueToken(Tok::BoolFalse, "");
        if (best == null) return valueToken(Tok::NullNull, "");
        if (best == comment || best == nl) {
          ++line;
          return make(Tok::EndOfLine);
        }
        if (best == eq) {
          m_state = m_mode == kRaw ? State::Raw : State::Value;
          return makeChar('=');
        }
        if (best == label) return make(Tok::Label, trimmed(m_s.substr(p, best), true));
        continue;   // whitespace
      }
      case State::Value:
      case State::Raw: {
        if (end) {
          m_state = State::Initial;
          return make(Tok::EndOfLine);
        }
        size_t sp = spaces(p);
        if (size_t n = matchNewline(p + sp)) {
          m_pos = p + sp + n;
          m_state = State::Initial;
          ++line;
          return make(Tok::EndOfLine);
        }
        if (at(p + sp) == ';' && !atEnd(p + sp)) {
          size_t q = p + sp + 1;
          while (!atEnd(q) && m_s[q] != '\r' && m_s[q] != '\n') ++q;
          if (size_t n = matchNewline(q)) {
            m_pos = q + n;
            m_state = State::Initial;
            ++line;
            return make(Tok::EndOfLine);
          }
        }
        if (m_state == State::Raw) {
          char c = m_s[p];
          if (c == ';' || c == '\0') {
            m_pos = p + 1;
            return make(Tok::End);
          }
          return rawValue();
        }
        char c = m_s[p];
        if (c == '$' && at(p + 1) == '{' && !atEnd(p + 1)) {
          m_pos = p + 2;
          push(State::Varname);
          return make(Tok::DollarCurly);
        }
        if (size_t q = matchSingleQuoted(p)) {
          m_pos = p + q;
          return valueToken(Tok::Raw, m_s.substr(p + 1, q - 2));
        }
        if (at(p + sp) == '"' && !atEnd(p + sp)) {
          m_pos = p + sp + 1;
          push(State::DoubleQuotes);
          return makeChar('"');
        }
        size_t boolTrue = matchWord(p, {"true", "on", "yes"});
        size_t boolFalse = matchWord(p, {"false", "off", "no", "none"});
        size_t null = matchWord(p, {"null"});
        size_t constant = matchConstant(p);
        size_t number = matchNumber(p);
        size_t op = std::strchr("&|^~()!", c) && c ? 1 + spaces(p + 1) : 0;
        size_t chars = matchValueChars(p);
        size_t best = std::max({boolTrue, boolFalse, null, constant, number, op, chars, sp});
        if (best == 0) {
          if (c == '=') {   // '=' inside a value ends it (and then fails)
            m_state = State::Initial;
            return make(Tok::EndOfLine);
          }
          m_pos = p + 1;
          return make(Tok::End);
        }
        m_pos = p + best;
        std::string_view text = m_s.substr(p, best);
        if (best == boolTrue) return valueToken(Tok::BoolTrue, "1");
        if (best == boolFalse) return valueToken(Tok::BoolFalse, "");
        if (best == null) return valueToken(Tok::NullNull, "");
        if (best == constant) return valueToken(Tok::Constant, text);
        if (best == number) return valueToken(Tok::Number, text);
        if (best == op) return makeChar(c);
        if (best == chars) return valueToken(Tok::String, text);
        return make(Tok::Whitespace, text);
      }
      case State::SectionValue:
      case State::Offset: {
        if (end) return make(Tok::End);
        char c = m_s[p];
        size_t sp = spaces(p);
        if (m_state == State::SectionValue && c == ']') {
          m_pos = p + 1 + spaces(p + 1);
          m_pos += matchNewline(m_pos);
          m_state = State::Initial;
          ++line;
          return makeChar(']');
        }
        if (m_state == State::Offset && at(p + sp) == ']' && !atEnd(p + sp)) {
          m_pos = p + sp + 1;
          m_state = State::Initial;
          return makeChar(']');
        }
        if (c == '$' && at(p + 1) == '{' && !atEnd(p + 1)) {
          m_pos = p + 2;
          push(State::Varname);
          return make(Tok::DollarCurly);
        }
        if (size_t q = matchSingleQuoted(p)) {
          m_pos = p + q;
          return make(Tok::Raw, m_s.substr(p + 1, q - 2));
        }
        if (at(p + sp) == '"' && !atEnd(p + sp)) {
          m_pos = p + sp + 1;
          push(State::DoubleQuotes);
          return makeChar('"');
        }
        size_t constant = matchConstant(p);
        size_t number = matchNumber(p);
        size_t chars = matchSectionValueChars(p);
        size_t best = std::max({constant, number, chars, sp});
        if (best == 0) {
          m_pos = p + 1;
          return make(Tok::End);
        }
        m_pos = p + best;
        std::string_view text = m_s.substr(p, best);
        if (best == constant) return make(Tok::Constant, text);
        if (best == number) return make(Tok::Number, text);
        if (best == chars) return make(Tok::String, text);
        return make(Tok::Whitespace, text);
      }
      case State::SectionRaw: {
        if (end) return make(Tok::End);
        char c = m_s[p];
        if (c == ']') {
          m_pos = p + 1 + spaces(p + 1);
          m_pos += matchNewline(m_pos);
          m_state = State::Initial;
          ++line;
          return makeChar(']');
        }
        if (c == '\n' || c == '\r') {
          m_pos = p + 1;
          return make(Tok::End);
        }
        size_t q = p;
        while (q < m_s.size() && m_s[q] != '\n' && m_s[q] != '\r' && m_s[q] != ']') ++q;
        m_pos = q;
        return make(Tok::Raw, trimmed(m_s.substr(p, q - p), false));
      }
      case State::DoubleQuotes: {
        if (end) return make(Tok::End);
        if (m_s[p] == '"') {
          m_pos = p + 1 + spaces(p + 1);
          pop();
          return makeChar('"');
        }
        if (m_s[p] == '$' && at(p + 1) == '{' && !atEnd(p + 1)) {
          m_pos = p + 2;
          push(State::Varname);
          return make(Tok::DollarCurly);
        }
        return quotedString();
      }
      case State::Varname: {
        if (end) return make(Tok::End);
        if (m_s[p] == '}') {
          m_pos = p + 1;
          pop();
          return makeChar('}');
        }
        if (size_t n = matchLabel(p)) {
          m_pos = p + n;
          return make(Tok::Varname, trimmed(m_s.substr(p, n), true));
        }
        m_pos = p + 1;
        return make(Tok::End);
      }
    }
  }
}

// --- Parser ---------------------------------------------------------------------------------

/// What a parse produces, as the callbacks php_simple_ini_parser_cb and
/// php_ini_parser_cb_with_sections build it.
class Builder {
public:
  Builder(ArrayData*& result, bool sections) : m_result(result), m_sections(sections) {}

  void section(const std::string& name) {
    if (!m_sections) return;
    StringData* k = StringData::make(name);
    ArrayData::set(m_result, strToArrayKey(k), makeArrayNoIncRef(ArrayData::makeHash(4)));
    m_activeKey = strToArrayKey(k);
    m_activeName = k;   // keeps the key alive
    m_hasActive = true;
  }
  ~Builder() {
    if (m_activeName) m_activeName->decRef();
  }

  ArrayData*& target() {
    if (!m_hasActive) return m_result;
    TypedValue* slot = ArrayData::lval(m_result, m_activeKey);
    TypedValue& d = *tvDeref(slot);
    if (!d.isArray()) tvSetRawMove(d, makeArrayNoIncRef(ArrayData::makeHash(4)));
    ArrayData::separate(d.m_data.parr);
    return d.m_data.parr;
  }

  void entry(const std::string& name, IniValue& value) {
    ArrayData*& t = target();
    StringData* k = StringData::make(name);
    ArrayData::set(t, strToArrayKey(k), tvCopyValue(value.tv));
    k->decRef();
  }

  /// name[offset] = value ("" or no offset appends).
  void popEntry(const std::string& name, const std::string* offset, IniValue& value) {
    ArrayData*& t = target();
    ArrayKey key;
    StringData* ks = nullptr;
    NumericParse np = parseNumeric(name, false);
    if (!(name.size() > 1 && name[0] == '0') && np.kind == NumericKind::Int) {
      key = ArrayKey::ofInt(np.ival);
    } else {
      ks = StringData::make(name);
      key = ArrayKey::ofStr(ks);
    }
    TypedValue* slot = ArrayData::lval(t, key);
    if (ks) ks->decRef();
    TypedValue& d = *tvDeref(slot);
    if (!d.isArray()) tvSetRawMove(d, makeArrayNoIncRef(ArrayData::makeHash(4)));
    ArrayData::separate(d.m_data.parr);
    if (!offset || offset->empty()) {
      ArrayData::append(d.m_data.parr, tvCopyValue(value.tv));
    } else {
      StringData* o = StringData::make(*offset);
      ArrayData::set(d.m_data.parr, strToArrayKey(o), tvCopyValue(value.tv));
      o->decRef();
    }
  }

private:
  ArrayData*& m_result;
  bool m_sections;
  bool m_hasActive = false;
  ArrayKey m_activeKey{};
  StringData* m_activeName = nullptr;
};

class Parser {
public:
  Parser(std::string_view src, ScannerMode mode, Builder& out) : m_scan(src, mode), m_mode(mode), m_out(out) {}
  void parse();

private:
  Scanner m_scan;
  ScannerMode m_mode;
  Builder& m_out;
  Token m_tok;
  bool m_have = false;

  Token& peek() {
    if (!m_have) {
      m_tok = m_scan.next();
      m_have = true;
    }
    return m_tok;
  }
  Token take() {
    peek();
    m_have = false;
    return std::move(m_tok);
  }
  bool isChar(char c) { return peek().kind == Tok::Char && peek().ch == c; }
  [[noreturn]] void error(const char* expecting = nullptr) {
    Token& t = peek();
    std::string what = t.kind == Tok::Char ? std::string("'") + t.ch + "'" : tokName(t.kind);
    std::string msg = "syntax error, unexpected " + what;
    if (expecting) msg += std::string(", expecting ") + expecting;
    throw IniSyntaxError{msg, m_scan.line};
  }
  void expectChar(char c, const char* expecting) {
    if (!isChar(c)) error(expecting);
    take();
  }

  bool startsPiece(bool section) {
    Token& t = peek();
    switch (t.kind) {
      case Tok::DollarCurly:
      case Tok::Constant:
      case Tok::Raw:
      case Tok::Number:
      case Tok::String:
      case Tok::Whitespace: return true;
      case Tok::Char: return t.ch == '"';
      default: (void)section; return false;
    }
  }
  IniValue varRef();
  IniValue encapsed();
  IniValue stringList(bool section);
  IniValue expr();
  IniValue unary();
  IniValue stringOrValue();
  static void concat(IniValue& into, IniValue&& piece);
};

void Parser::concat(IniValue& into, IniValue&& piece) {
  std::string s = into.str() + piece.str();
  into = IniValue(s);
}

/// ${NAME}: the environment variable (empty when unset).
IniValue Parser::varRef() {
  take();   // ${
  if (peek().kind != Tok::Varname) error("TC_VARNAME");
  std::string name = take().value.str();
  expectChar('}', "'}'");
  const char* env = std::getenv(name.c_str());
  return IniValue(env ? env : "");
}

/// The inside of "...": quoted pieces and ${} references.
IniValue Parser::encapsed() {
  IniValue v("");
  for (;;) {
    if (peek().kind == Tok::DollarCurly) concat(v, varRef());
    else if (peek().kind == Tok::QuotedString) concat(v, take().value);
    else break;
  }
  expectChar('"', "TC_DOLLAR_CURLY or TC_QUOTED_STRING or '\"'");
  return v;
}

/// var_string_list (values and offsets; constants are replaced) or
/// var_string_list_section (section names; constants stay as written).
IniValue Parser::stringList(bool section) {
  IniValue v;
  bool first = true;
  while (startsPiece(section)) {
    IniValue piece;
    Token& t = peek();
    if (t.kind == Tok::DollarCurly) {
      piece = varRef();
    } else if (t.kind == Tok::Char) {
      take();
      piece = encapsed();
    } else if (t.kind == Tok::Constant && !section) {
      std::string name = take().value.str();
      const TypedValue* c = name.find(':') == std::string::npos ? lookupConstant(name) : nullptr;
      piece = IniValue(c ? toStdString(*c) : name);
    } else {
      piece = std::move(take().value);
    }
    if (first) v = std::move(piece);
    else concat(v, std::move(piece));
    first = false;
  }
  return v;
}

int intValue(const IniValue& v) {
  if (v.tv.isInt()) return int(v.tv.m_data.num);
  if (v.tv.isDouble()) return int(v.tv.m_data.dbl);
  return std::atoi(v.str().c_str());
}

IniValue opResult(int v) { return IniValue(std::to_string(v)); }

IniValue Parser::unary() {
  if (isChar('~') || isChar('!')) {
    char op = take().ch;
    IniValue operand = unary();
    int i = intValue(operand);
    return opResult(op == '~' ? ~i : !i);
  }
  if (isChar('(')) {
    take();
    IniValue inner = expr();
    if (!isChar(')')) error("'^' or '|' or '&' or ')'");
    take();
    return inner;
  }
  if (!startsPiece(false)) error();
  return stringList(false);
}

/// expr: | & ^ are one left-associative level.
IniValue Parser::expr() {
  IniValue left = unary();
  while (isChar('|') || isChar('&') || isChar('^')) {
    char op = take().ch;
    IniValue right = unary();
    int a = intValue(left), b = intValue(right);
    left = opResult(op == '|' ? a | b : (op == '&' ? a & b : a ^ b));
  }
  return left;
}

IniValue Parser::stringOrValue() {
  Token& t = peek();
  if (t.kind == Tok::BoolTrue || t.kind == Tok::BoolFalse || t.kind == Tok::NullNull) return std::move(take().value);
  if (t.kind == Tok::EndOfLine) {
    take();
    return IniValue("");
  }
  IniValue v = expr();
  // Typed mode: a lone number becomes an int or float.
  if (m_mode == kTyped && v.isNumber && v.tv.isString()) {
    NumericParse np = parseNumeric(v.tv.m_data.pstr->view(), false);
    if (np.kind == NumericKind::Int) tvSetRawMove(v.tv, makeInt(np.ival));
    else if (np.kind == NumericKind::Double && !np.overflow) tvSetRawMove(v.tv, makeDouble(np.dval));
  }
  return v;
}

void Parser::parse() {
  for (;;) {
    Token& t = peek();
    switch (t.kind) {
      case Tok::End: return;
      case Tok::EndOfLine: take(); break;
      case Tok::Section: {
        take();
        IniValue name = startsPiece(true) ? stringList(true) : IniValue("");
        expectChar(']', "']'");
        m_out.section(name.str());
        break;
      }
      case Tok::Label: {
        std::string name = take().value.str();
        if (isChar('=')) {
          take();
          IniValue v = stringOrValue();
          m_out.entry(name, v);
        }
        break;
      }
      case Tok::Offset: {
        std::string name = take().value.str();
        IniValue offset = startsPiece(false) ? stringList(false) : IniValue("");
        expectChar(']', "']'");
        expectChar('=', "'='");
        IniValue v = stringOrValue();
        std::string off = offset.str();
        m_out.popEntry(name, &off, v);
        break;
      }
      default: error();
    }
  }
}

// --- The builtins ---------------------------------------------------------------------------

void parseIni(NativeArgs& a, std::string_view src, const std::string& fileName) {
  bool sections = a.bOr(1, false);
  int64_t mode = a.i64Or(2, kNormal);
  if (mode != kNormal && mode != kRaw && mode != kTyped) {
    raiseWarning("Invalid scanner mode");
    a.retBool(false);
    return;
  }
  ArrayData* result = ArrayData::makeHash(8);
  a.retArray(result);
  Builder builder(a.ret.m_data.parr, sections);
  Parser parser(src, ScannerMode(mode), builder);
  try {
    parser.parse();
  } catch (const IniSyntaxError& e) {
    raiseWarning("%s in %s on line %d\n", e.message.c_str(), fileName.c_str(), e.line);
    a.retBool(false);
  }
}

void f_parse_ini_string(NativeArgs& a) { parseIni(a, a.sv(0), "Unknown"); }

/// The value a `-d name=value` setting gets: php reads it as an INI line, so
/// constants and expressions are evaluated ("E_ALL & ~E_NOTICE") and "On"
/// becomes "1". Malformed values stay as given.
std::string evalDirectiveValue(const std::string& raw) {
  ArrayData* result = ArrayData::makeHash(1);
  std::string out = raw;
  {
    Builder builder(result, false);
    std::string line = "v=" + raw;   // the parser reads it in place
    Parser parser(line, kNormal, builder);
    try {
      parser.parse();
      if (const TypedValue* v = result->getStr("v"); v && (v->isString() || v->isNull()))
        out = v->isString() ? v->m_data.pstr->str() : "";
    } catch (const IniSyntaxError&) {
    }
  }
  result->decRef();
  return out;
}

void f_parse_ini_file(NativeArgs& a) {
  streams::checkPathArg(a, 0, "filename");
  std::string path(a.sv(0));
  if (path.empty()) throwError(ErrorKind::ValueError, "parse_ini_file(): Argument #1 ($filename) cannot be empty");
  // Through the stream layer, as php: wrappers, open_basedir and the include path apply.
  ResourceData* r = streams::openStream(path, "rb", streams::kReport | streams::kUseIncludePath, nullptr, "parse_ini_file");
  if (!r) {
    a.retBool(false);
    return;
  }
  struct stat st;
  if (r->impl<streams::Stream>()->doStat(st) && S_ISDIR(st.st_mode)) {
    // php opens it as an include (regular files only); errno is left from its tty check.
    r->close();
    r->decRef();
    raiseWarning("parse_ini_file(%s): Failed to open stream: %s", path.c_str(), std::strerror(ENOTTY));
    a.retBool(false);
    return;
  }
  std::string src = r->impl<streams::Stream>()->readAll();
  r->close();
  r->decRef();
  parseIni(a, src, path);
}

const BuiltinDecl kIniBuiltins[] = {
    {"parse_ini_string(string $ini_string, bool $process_sections = false, int $scanner_mode = INI_SCANNER_NORMAL): array|false", f_parse_ini_string},
    {"parse_ini_file(string $filename, bool $process_sections = false, int $scanner_mode = INI_SCANNER_NORMAL): array|false", f_parse_ini_file},
};
HOP_REGISTER_BUILTINS(kIniBuiltins);

const ConstantDecl kIniConstants[] = {
    {"INI_SCANNER_NORMAL", makeInt(kNormal)},
    {"INI_SCANNER_RAW", makeInt(kRaw)},
    {"INI_SCANNER_TYPED", makeInt(kTyped)},
};
HOP_REGISTER_CONSTANTS(kIniConstants);

} // namespace

void resolveConfiguredIni(IniSettings& ini) {
  // Each configured value is evaluated once: a server's settings at its
  // start, then only what PHP_VALUE adds for a request (ini.h).
  std::set<std::string, std::less<>> names = ini.takeUnresolved();
  if (names.empty()) return;
  for (const std::string& name : names) ini.configure(name, evalDirectiveValue(*ini.configured(name)));
  ini.takeUnresolved();
  // disable_functions takes effect at startup: the named builtins are gone
  // (calls are to undefined functions, and the names may be reused).
  if (std::optional<std::string> list = names.count("disable_functions") ? ini.configured("disable_functions") : std::nullopt) {
    std::string name;
    auto flush = [&] {
      if (!name.empty()) BuiltinRegistry::disable(name);
      name.clear();
    };
    for (char c : *list) {
      if (c == ',' || c == ' ' || c == '\t') flush();
      else name += char(tolower(static_cast<unsigned char>(c)));
    }
    flush();
  }
}

} // namespace hop
