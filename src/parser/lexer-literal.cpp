// lexer-literal.cpp — decoding literal tokens: numbers, string escapes and
// flexible-heredoc indentation, with PHP 8.2's exact rules (see lexer.h).
#include <cerrno>
#include <cstdlib>

#include "parser/lexer-internal.h"

namespace hop::parser {

using detail::isDigit;
using detail::toLowerAscii;

namespace {

int hexDigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = toLowerAscii(c);
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/// PHP's zend_{hex,oct,bin}_strtod: the digits accumulated in a double.
/// php-src writes `value = value * base + c - '0'`, which C evaluates left to
/// right in double: the character code is added before '0' is subtracted, and
/// that intermediate rounding shows in the result (0b1...1 with 65 ones is
/// 3.68934881474191E+19, not 3.6893488147419103E+19), so we do the same.
double accumulate(std::string_view digits, int base) {
  double v = 0;
  for (char c : digits) {
    const double code = static_cast<unsigned char>(c);
    if (c >= '0' && c <= '9') v = (v * base + code) - '0';
    else if (c >= 'A' && c <= 'F') v = ((v * base + code) - 'A') + 10;
    else v = ((v * base + code) - 'a') + 10;
  }
  return v;
}

} // namespace

NumberValue decodeNumber(std::string_view text) {
  // Fast path: a plain decimal integer of at most 18 digits without a
  // leading zero (or "0" itself) cannot overflow int64.
  if (int64_t n; decodeShortDecimal(text, 18, n)) {
    NumberValue v;
    v.i = n;
    return v;
  }
  std::string clean;
  clean.reserve(text.size());
  for (char c : text)
    if (c != '_') clean += c;
  NumberValue v;
  const char* s = clean.c_str();
  size_t len = clean.size();
  if (len > 2 && s[0] == '0' && (toLowerAscii(s[1]) == 'x' || toLowerAscii(s[1]) == 'b' || toLowerAscii(s[1]) == 'o')) {
    char kind = toLowerAscii(s[1]);
    std::string_view digits(s + 2, len - 2);
    while (!digits.empty() && digits[0] == '0') digits.remove_prefix(1);
    if (kind == 'x') {
      if (digits.size() < 16 || (digits.size() == 16 && digits[0] <= '7')) {
        v.i = static_cast<int64_t>(std::strtoull(std::string(digits).c_str(), nullptr, 16));
        return v;
      }
      v.isInt = false;
      v.d = accumulate(digits, 16);
      return v;
    }
    if (kind == 'b') {
      if (digits.size() < 64) {
        v.i = digits.empty() ? 0 : static_cast<int64_t>(std::strtoull(std::string(digits).c_str(), nullptr, 2));
        return v;
      }
      v.isInt = false;
      v.d = accumulate(digits, 2);
      return v;
    }
    errno = 0;
    long long o = std::strtoll(s + 2, nullptr, 8);
    if (errno == ERANGE) {
      v.isInt = false;
      v.d = accumulate(digits, 8);
      return v;
    }
    v.i = o;
    return v;
  }
  for (size_t i = 0; i < len; ++i) {
    if (s[i] == '.' || s[i] == 'e' || s[i] == 'E') {
      v.isInt = false;
      v.d = std::strtod(s, nullptr);
      return v;
    }
  }
  const bool octal = len > 1 && s[0] == '0';
  errno = 0;
  long long n = std::strtoll(s, nullptr, octal ? 8 : 10);
  if (errno == ERANGE) {
    v.isInt = false;
    v.d = octal ? accumulate(std::string_view(s + 1, len - 1), 8) : std::strtod(s, nullptr);
    return v;
  }
  v.i = n;
  return v;
}

void decodeSingleQuoted(std::string_view raw, std::string* out) {
  out->clear();
  out->reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\' && i + 1 < raw.size() && (raw[i + 1] == '\\' || raw[i + 1] == '\'')) {
      out->push_back(raw[++i]);
    } else {
      out->push_back(c);
    }
  }
}

bool decodeEscapes(std::string_view raw, char quote, std::string* out, std::string* error,
                   std::vector<std::string>* warnings) {
  out->clear();
  out->reserve(raw.size());
  const size_t n = raw.size();
  auto isOct = [](char c) { return c >= '0' && c <= '7'; };
  for (size_t i = 0; i < n; ++i) {
    char c = raw[i];
    if (c != '\\') {
      out->push_back(c);
      continue;
    }
    if (i + 1 >= n) {
      out->push_back('\\');
      continue;
    }
    char e = raw[++i];
    switch (e) {
      case 'n': out->push_back('\n'); break;
      case 't': out->push_back('\t'); break;
      case 'r': out->push_back('\r'); break;
      case 'f': out->push_back('\f'); break;
      case 'v': out->push_back('\v'); break;
      case 'e': out->push_back('\x1b'); break;
      case '"':
      case '`':
        if (e != quote) {
          out->push_back('\\');
          out->push_back(e);
          break;
        }
        out->push_back(e);
        break;
      case '\\':
      case '$':
        out->push_back(e);
        break;
      case 'x':
      case 'X':
        if (i + 1 < n && hexDigitValue(raw[i + 1]) >= 0) {
          int v = hexDigitValue(raw[++i]);
          if (i + 1 < n && hexDigitValue(raw[i + 1]) >= 0) v = v * 16 + hexDigitValue(raw[++i]);
          out->push_back(static_cast<char>(v));
        } else {
          out->push_back('\\');
          out->push_back(e);
        }
        break;
      case 'u': {
        if (i + 1 >= n || raw[i + 1] != '{') {
          out->push_back('\\');
          out->push_back('u');
          break;
        }
        size_t j = i + 2;
        uint64_t cp = 0;
        bool tooLarge = false;
        while (j < n && hexDigitValue(raw[j]) >= 0) {
          if (cp > 0x10FFFF) tooLarge = true;
          else cp = cp * 16 + hexDigitValue(raw[j]);
          ++j;
        }
        if (j >= n || raw[j] != '}' || j == i + 2) {
          if (error) *error = "Invalid UTF-8 codepoint escape sequence";
          return false;
        }
        if (tooLarge || cp > 0x10FFFF) {
          if (error) *error = "Invalid UTF-8 codepoint escape sequence: Codepoint too large";
          return false;
        }
        i = j;
        if (cp < 0x80) {
          out->push_back(static_cast<char>(cp));
        } else if (cp <= 0x7FF) {
          out->push_back(static_cast<char>((cp >> 6) + 0xC0));
          out->push_back(static_cast<char>((cp & 0x3F) + 0x80));
        } else if (cp <= 0xFFFF) {
          out->push_back(static_cast<char>((cp >> 12) + 0xE0));
          out->push_back(static_cast<char>(((cp >> 6) & 0x3F) + 0x80));
          out->push_back(static_cast<char>((cp & 0x3F) + 0x80));
        } else {
          out->push_back(static_cast<char>((cp >> 18) + 0xF0));
          out->push_back(static_cast<char>(((cp >> 12) & 0x3F) + 0x80));
          out->push_back(static_cast<char>(((cp >> 6) & 0x3F) + 0x80));
          out->push_back(static_cast<char>((cp & 0x3F) + 0x80));
        }
        break;
      }
      default:
        if (isOct(e)) {
          const size_t digitsStart = i;
          int v = e - '0';
          if (i + 1 < n && isOct(raw[i + 1])) {
            v = v * 8 + (raw[++i] - '0');
            if (i + 1 < n && isOct(raw[i + 1])) v = v * 8 + (raw[++i] - '0');
          }
          if (v > 0xFF && warnings)
            warnings->push_back("Octal escape sequence overflow \\" + std::string(raw.substr(digitsStart, i + 1 - digitsStart)) +
                                " is greater than \\377");
          out->push_back(static_cast<char>(v & 0xFF));
        } else {
          out->push_back('\\');
          out->push_back(e);
        }
        break;
    }
  }
  return true;
}

bool stripHeredocIndentation(std::string_view raw, int indentation, bool usingSpaces, bool newlineAtStart,
                             bool newlineAtEnd, std::string* out, std::string* error, int* errorLineOffset) {
  out->clear();
  out->reserve(raw.size());
  const char* str = raw.data();
  const char* end = str + raw.size();
  int newlineCount = 0;

  // The next line break at or after p: returns its position (or null) and length.
  auto nextNewline = [end](const char* p, size_t* len) -> const char* {
    for (; p < end; ++p) {
      if (*p == '\r') {
        *len = (p + 1 < end && p[1] == '\n') ? 2 : 1;
        return p;
      }
      if (*p == '\n') {
        *len = 1;
        return p;
      }
    }
    return nullptr;
  };

  size_t nlLen = 0;
  const char* nl;
  if (!newlineAtStart) {
    // The first line continues a line already started (after a variable).
    nl = nextNewline(str, &nlLen);
    if (!nl) {
      out->assign(raw);
      return true;
    }
    out->append(str, nl + nlLen);
    str = nl + nlLen;
    ++newlineCount;
  } else {
    nl = str;
  }

  while (str <= end && nl) {
    nl = nextNewline(str, &nlLen);
    if (!nl && newlineAtEnd) nl = end;

    for (int skip = 0; skip < indentation; ++skip, ++str) {
      if (str == nl) break;  // whitespace-only lines need no full indentation
      if (str == end || (*str != ' ' && *str != '\t')) {
        *errorLineOffset = newlineCount;
        *error = "Invalid body indentation level (expecting an indentation level of at least " +
                 std::to_string(indentation) + ")";
        return false;
      }
      if ((!usingSpaces && *str == ' ') || (usingSpaces && *str == '\t')) {
        *errorLineOffset = newlineCount;
        *error = "Invalid indentation - tabs and spaces cannot be mixed";
        return false;
      }
    }
    if (str == end) break;
    size_t len = nl ? static_cast<size_t>(nl - str) + (nl == end ? 0 : nlLen) : static_cast<size_t>(end - str);
    out->append(str, len);
    str += len;
    ++newlineCount;
  }
  return true;
}

} // namespace hop::parser
