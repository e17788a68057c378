// numeric-string.cpp — runtime: PHP 8's numeric strings (_is_numeric_string_ex, strtod)
// and the float -> int conversions.
//
// The scanner follows zend_operators.c step for step, including its quirks (the 19-digit
// overflow test compares the rest of the string with strcmp, from a position that an
// exponent sign without digits has shifted by one), because the results are observable.
// Reading past the end returns '\0', which is what PHP sees at the end of its strings.
#include "runtime/number/numeric-string.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace hop {

namespace {

// MAX_LENGTH_OF_LONG on 64-bit: with 20 significant digits a number can no longer be an int.
constexpr int kMaxLengthOfLong = 20;
constexpr char kLongMinDigits[] = "9223372036854775808";

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isWhitespace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/// A cursor over a string_view that reads '\0' past the end, like a C string.
struct Cursor {
  const char* begin;
  const char* end;
  char at(const char* p) const { return p < end ? *p : '\0'; }
};

/// The length of the number zend_strtod would read at `p`: [sign] digits [. digits]
/// [e [sign] digits]. Zero when no digit is found before or after the point.
size_t scanFloat(const Cursor& c, const char* p) {
  const char* start = p;
  if (c.at(p) == '-' || c.at(p) == '+') ++p;
  bool anyDigit = false;
  while (isDigit(c.at(p))) ++p, anyDigit = true;
  if (c.at(p) == '.') {
    const char* afterPoint = p + 1;
    const char* q = afterPoint;
    while (isDigit(c.at(q))) ++q;
    if (anyDigit || q > afterPoint) {
      anyDigit = true;
      p = q;
    }
  }
  if (!anyDigit) return 0;
  if (c.at(p) == 'e' || c.at(p) == 'E') {
    const char* q = p + 1;
    if (c.at(q) == '-' || c.at(q) == '+') ++q;
    if (isDigit(c.at(q))) {
      while (isDigit(c.at(q))) ++q;
      p = q;
    }
  }
  return static_cast<size_t>(p - start);
}

/// Converts a span accepted by scanFloat, correctly rounded (as zend_strtod is).
double convertFloat(const char* p, size_t length) {
  bool negative = false;
  if (*p == '-' || *p == '+') {
    negative = *p == '-';
    ++p;
    --length;
  }
  double value = 0;
  auto result = std::from_chars(p, p + length, value, std::chars_format::general);
  if (result.ec == std::errc::result_out_of_range) {
    // Too large or too small for a double: decide which from the decimal magnitude.
    const char* end = p + length;
    const char* q = p;
    long magnitude = 0;  // position of the first significant digit relative to the point
    bool seenPoint = false, seenSignificant = false;
    long integerDigits = 0, leadingFractionZeros = 0;
    for (; q < end && *q != 'e' && *q != 'E'; ++q) {
      if (*q == '.') {
        seenPoint = true;
      } else if (!seenSignificant && *q == '0') {
        if (seenPoint) ++leadingFractionZeros;
      } else {
        if (!seenPoint) ++integerDigits;
        seenSignificant = true;
      }
    }
    long exponent = 0;
    if (q < end) {
      ++q;
      bool negativeExponent = false;
      if (q < end && (*q == '-' || *q == '+')) negativeExponent = *q++ == '-';
      for (; q < end; ++q) {
        if (exponent < 100000000) exponent = exponent * 10 + (*q - '0');
      }
      if (negativeExponent) exponent = -exponent;
    }
    magnitude = (integerDigits > 0 ? integerDigits : -leadingFractionZeros) + exponent;
    value = seenSignificant && magnitude > 0 ? HUGE_VAL : 0.0;
  }
  return negative ? -value : value;
}

} // namespace

NumericParse parseNumeric(std::string_view s, bool allowErrors) {
  NumericParse r{NumericKind::None, 0, 0.0, false, false, 0};
  if (s.empty()) return r;
  Cursor c{s.data(), s.data() + s.size()};

  const char* str = c.begin;
  while (str < c.end && isWhitespace(*str)) ++str;
  const char* ptr = str;

  bool negative = false;
  if (c.at(ptr) == '-') {
    negative = true;
    ++ptr;
  } else if (c.at(ptr) == '+') {
    ++ptr;
  }

  bool isDouble = false;
  int digits = 0;
  uint64_t value = 0;
  if (isDigit(c.at(ptr))) {
    while (c.at(ptr) == '0') ++ptr;  // leading zeros do not count as digits
    bool goDouble = false;
    for (; digits < kMaxLengthOfLong; ++digits, ++ptr) {
      char ch = c.at(ptr);
      if (isDigit(ch)) {
        value = value * 10 + static_cast<uint64_t>(ch - '0');
        continue;
      }
      if (ch == '.') {
        goDouble = true;
      } else if (ch == 'e' || ch == 'E') {
        const char* e = ptr + 1;
        // PHP moves ptr onto the exponent's sign even when no digit follows it.
        if (c.at(e) == '-' || c.at(e) == '+') ptr = e++;
        if (isDigit(c.at(e))) goDouble = true;
      }
      break;
    }
    if (!goDouble && digits >= kMaxLengthOfLong) {
      r.overflow = true;
      r.overflowSign = *str == '-' ? -1 : 1;
      goDouble = true;
    }
    isDouble = goDouble;
  } else if (c.at(ptr) == '.' && isDigit(c.at(ptr + 1))) {
    isDouble = true;
  } else {
    return r;
  }

  if (isDouble) {
    size_t length = scanFloat(c, str);
    r.dval = convertFloat(str, length);
    ptr = str + length;
  }

  if (ptr != c.end) {
    const char* end = ptr;
    while (end < c.end && isWhitespace(*end)) ++end;
    if (end != c.end) {
      if (!allowErrors) return r;
      r.trailingData = true;
    }
  }

  if (isDouble) {
    r.kind = NumericKind::Double;
    return r;
  }

  if (digits == kMaxLengthOfLong - 1) {
    // strcmp(&ptr[-digits], "9223372036854775808"), where the string ends at its first NUL.
    const char* p = ptr - digits;
    int cmp = 0;
    for (size_t i = 0;; ++i) {
      unsigned char a = static_cast<unsigned char>(c.at(p + i));
      unsigned char b = static_cast<unsigned char>(kLongMinDigits[i]);
      if (a != b) {
        cmp = a < b ? -1 : 1;
        break;
      }
      if (a == 0) break;
    }
    if (!(cmp < 0 || (cmp == 0 && *str == '-'))) {
      size_t length = scanFloat(c, str);
      r.kind = NumericKind::Double;
      r.dval = convertFloat(str, length);
      r.overflow = true;
      r.overflowSign = *str == '-' ? -1 : 1;
      return r;
    }
  }
  r.kind = NumericKind::Int;
  r.ival = static_cast<int64_t>(negative ? 0 - value : value);
  return r;
}

int64_t stringToInt(std::string_view s) {
  // Fast path: short plain decimal integers, the common case for form input and keys.
  if (!s.empty() && s.size() <= 18) {
    size_t i = s[0] == '-' ? 1 : 0;
    if (i < s.size()) {
      int64_t value = 0;
      size_t j = i;
      for (; j < s.size() && isDigit(s[j]); ++j) value = value * 10 + (s[j] - '0');
      if (j == s.size()) return i ? -value : value;
    }
  }
  NumericParse r = parseNumeric(s, true);
  switch (r.kind) {
    case NumericKind::Int: return r.ival;
    case NumericKind::Double: return doubleToIntCap(r.dval);
    case NumericKind::None: return 0;
  }
  return 0;
}

double stringToDouble(std::string_view s) {
  Cursor c{s.data(), s.data() + s.size()};
  const char* p = c.begin;
  while (p < c.end && isWhitespace(*p)) ++p;
  size_t length = scanFloat(c, p);
  if (length == 0) return 0.0;
  return convertFloat(p, length);
}

int64_t doubleToInt(double d) {
  if (!std::isfinite(d)) return 0;
  if (doubleFitsInt(d)) return static_cast<int64_t>(d);
  // zend_dval_to_lval's modular path: reduce modulo 2^64 into [0, 2^64), then reinterpret.
  constexpr double kTwoPow64 = 18446744073709551616.0;
  double remainder = std::fmod(d, kTwoPow64);
  if (remainder < 0) remainder += kTwoPow64;
  return static_cast<int64_t>(static_cast<uint64_t>(remainder));
}

int64_t doubleToIntCap(double d) {
  if (!std::isfinite(d)) return 0;
  if (!doubleFitsInt(d)) return d > 0 ? INT64_MAX : INT64_MIN;
  return static_cast<int64_t>(d);
}

bool doubleFitsInt(double d) {
  constexpr double kTwoPow63 = 9223372036854775808.0;
  return !(d >= kTwoPow63 || d < -kTwoPow63);
}

bool isNumericString(std::string_view s) {
  return parseNumeric(s, false).kind != NumericKind::None;
}

} // namespace hop
