// math-format.cpp — runtime: round(), number_format() and base conversions, ported from
// the semantics of PHP 8.2's ext/standard/math.c.
#include "runtime/number/math-format.h"

#include <charconv>
#include <climits>
#include <cmath>
#include <cstdlib>

#include "runtime/number/double-format.h"
#include "runtime/number/numeric-string.h"

namespace hop {

// --- round() ----------------------------------------------------------------------------

namespace {

/// floor(log10(|value|)).
inline int intLog10Abs(double value) { return static_cast<int>(std::floor(std::log10(std::fabs(value)))); }

/// 10^power, exact from a table where a double can hold it.
inline double intPow10(int power) {
  static constexpr double kPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                       1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  if (power < 0 || power > 22) return std::pow(10.0, static_cast<double>(power));
  return kPowers[power];
}

/// Rounds to an integer in one of PHP's modes (php_round_helper of PHP 8.2): half up is
/// floor(value + 0.5), so 0.49999999999999994 rounds to 1 as in PHP.
double roundHelper(double value, int mode) {
  double result;
  if (value >= 0.0) {
    result = std::floor(value + 0.5);
    if ((mode == kRoundHalfDown && value == (-0.5 + result)) ||
        (mode == kRoundHalfEven && value == (0.5 + 2 * std::floor(result / 2.0))) ||
        (mode == kRoundHalfOdd && value == (0.5 + 2 * std::floor(result / 2.0) - 1.0))) {
      result = result - 1.0;
    }
  } else {
    result = std::ceil(value - 0.5);
    if ((mode == kRoundHalfDown && value == (0.5 + result)) ||
        (mode == kRoundHalfEven && value == (-0.5 + 2 * std::ceil(result / 2.0))) ||
        (mode == kRoundHalfOdd && value == (-0.5 + 2 * std::ceil(result / 2.0) + 1.0))) {
      result = result + 1.0;
    }
  }
  return result;
}

/// PHP reads back "%15fe%d" of the rounded integer with strtod when 10^places is not exact.
double scaleThroughDecimal(double integral, int places) {
  if (!std::isfinite(integral)) return 0.0;  // "inf"/"nan" are not numbers to zend_strtod
  std::string text;
  if (integral < 0) text += '-';  // PHP's "%f" prints -0.0 as "0.000000"
  appendFixedAbs(text, std::fabs(integral), 6);
  text += 'e';
  char buffer[16];
  auto r = std::to_chars(buffer, buffer + sizeof buffer, -static_cast<int64_t>(places));
  text.append(buffer, r.ptr);
  return stringToDouble(text);
}

double mathRound(double value, int places, int mode) {
  if (!std::isfinite(value) || value == 0.0) return value;

  places = places < INT_MIN + 1 ? INT_MIN + 1 : places;
  int precisionPlaces = 14 - intLog10Abs(value);
  double f1 = intPow10(std::abs(places));
  double tmp;

  // When the precision a double guarantees exceeds the requested places but is close enough
  // that a non-zero result stays possible, PHP first rounds to 15 significant digits.
  if (precisionPlaces > places && precisionPlaces - 15 < places) {
    int64_t usePrecision = precisionPlaces < INT_MIN + 1 ? INT_MIN + 1 : precisionPlaces;
    double f2 = intPow10(std::abs(static_cast<int>(usePrecision)));
    tmp = usePrecision >= 0 ? value * f2 : value / f2;
    tmp = roundHelper(tmp, mode);
    usePrecision = static_cast<int64_t>(places) - precisionPlaces;
    usePrecision = usePrecision < INT_MIN + 1 ? INT_MIN + 1 : usePrecision;
    f2 = intPow10(std::abs(static_cast<int>(usePrecision)));
    tmp = tmp / f2;  // places < precisionPlaces, so this moves the point left
  } else {
    tmp = places >= 0 ? value * f1 : value / f1;
    // Beyond what a double can resolve: rounding would change nothing.
    if (std::fabs(tmp) >= 1e15) return value;
  }

  tmp = roundHelper(tmp, mode);

  if (std::abs(places) < 23) {
    tmp = places > 0 ? tmp / f1 : tmp * f1;
  } else {
    tmp = scaleThroughDecimal(tmp, places);
    if (!std::isfinite(tmp)) return value;
  }
  return tmp;
}

} // namespace

double phpRound(double value, int64_t places, int mode) {
  int intPlaces;
  if (places >= 0) {
    intPlaces = places > INT_MAX ? INT_MAX : static_cast<int>(places);
  } else {
    intPlaces = places <= INT_MIN ? INT_MIN + 1 : static_cast<int>(places);
  }
  return mathRound(value, intPlaces, mode);
}

// --- number_format() ----------------------------------------------------------------------

std::string numberFormat(double num, int decimals, std::string_view decPoint, std::string_view thousandsSep) {
  int dec = decimals < 0 ? 0 : decimals;
  bool negative = num < 0;
  double d = negative ? -num : num;
  d = mathRound(d, dec, kRoundHalfUp);
  // PHP formats with "%.*F", which spells these in lowercase; the sign was already dropped.
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return "inf";
  if (negative && d == 0) negative = false;

  std::string fixed;
  appendFixedAbs(fixed, std::fabs(d), dec);
  size_t point = dec ? fixed.find('.') : std::string::npos;
  size_t integral = point == std::string::npos ? fixed.size() : point;
  size_t fractionAvailable = point == std::string::npos ? 0 : fixed.size() - point - 1;

  std::string out;
  size_t groups = (integral - 1) / 3;
  out.reserve(integral + groups * thousandsSep.size() + 1 + (dec ? decPoint.size() + dec : 0));
  if (negative) out += '-';
  // The first group takes the remainder so the others have three digits each.
  size_t first = integral - groups * 3;
  out.append(fixed, 0, first);
  for (size_t i = first; i < integral; i += 3) {
    out += thousandsSep;
    out.append(fixed, i, 3);
  }
  if (dec) {
    out += decPoint;
    out.append(fixed, point + 1, fractionAvailable);
    // PHP's printf stops at 318 fraction digits; number_format pads the rest with zeros.
    if (static_cast<size_t>(dec) > fractionAvailable) out.append(dec - fractionAvailable, '0');
  }
  return out;
}

// --- Base conversions -----------------------------------------------------------------------

namespace {

constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

inline bool isCSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

} // namespace

BaseNumber parseBaseNumber(std::string_view digits, int base) {
  BaseNumber r{false, 0, 0.0, false};
  const char* s = digits.data();
  const char* e = s + digits.size();
  while (s < e && isCSpace(*s)) s++;
  while (s < e && isCSpace(e[-1])) e--;
  if (e - s >= 2 && s[0] == '0') {
    char prefix = s[1];
    if ((base == 16 && (prefix == 'x' || prefix == 'X')) || (base == 8 && (prefix == 'o' || prefix == 'O')) ||
        (base == 2 && (prefix == 'b' || prefix == 'B'))) {
      s += 2;
    }
  }

  int64_t cutoff = INT64_MAX / base;
  int cutlim = static_cast<int>(INT64_MAX % base);
  int64_t num = 0;
  double fnum = 0;
  for (; s < e; ++s) {
    char c = *s;
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'A' && c <= 'Z') {
      digit = c - 'A' + 10;
    } else if (c >= 'a' && c <= 'z') {
      digit = c - 'a' + 10;
    } else {
      r.invalidCharacters = true;
      continue;
    }
    if (digit >= base) {
      r.invalidCharacters = true;
      continue;
    }
    if (!r.isDouble) {
      if (num < cutoff || (num == cutoff && digit <= cutlim)) {
        num = num * base + digit;
        continue;
      }
      fnum = static_cast<double>(num);
      r.isDouble = true;
    }
    fnum = fnum * base + digit;
  }
  if (r.isDouble) {
    r.dval = fnum;
  } else {
    r.ival = num;
  }
  return r;
}

std::string formatIntInBase(int64_t value, int base) {
  if (base < 2 || base > 36) return std::string();
  char buffer[65];
  char* end = buffer + sizeof buffer;
  char* p = end;
  uint64_t v = static_cast<uint64_t>(value);
  if ((base & (base - 1)) == 0) {
    int shift = __builtin_ctz(static_cast<unsigned>(base));
    uint64_t mask = static_cast<uint64_t>(base - 1);
    do {
      *--p = kDigits[v & mask];
      v >>= shift;
    } while (v);
  } else {
    do {
      *--p = kDigits[v % static_cast<uint64_t>(base)];
      v /= static_cast<uint64_t>(base);
    } while (v);
  }
  return std::string(p, end);
}

bool formatDoubleInBase(double value, int base, std::string& out) {
  double fvalue = std::floor(value);
  if (std::isinf(fvalue)) return false;
  // PHP only gets here with non-negative numbers; keep other inputs memory-safe.
  if (std::isnan(fvalue)) fvalue = 0;
  fvalue = std::fabs(fvalue);
  // PHP's buffer holds 64 digits; the loop stops there.
  char buffer[64];
  char* end = buffer + sizeof buffer;
  char* p = end;
  do {
    *--p = kDigits[static_cast<int>(std::fmod(fvalue, base))];
    fvalue /= base;
  } while (p > buffer && std::fabs(fvalue) >= 1);
  out.assign(p, end);
  return true;
}

BaseConvertResult baseConvert(std::string_view number, int64_t fromBase, int64_t toBase) {
  BaseConvertResult r{false, std::string(), std::string(), false};
  if (fromBase < 2 || fromBase > 36) {
    r.error = "base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)";
    return r;
  }
  if (toBase < 2 || toBase > 36) {
    r.error = "base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)";
    return r;
  }
  BaseNumber n = parseBaseNumber(number, static_cast<int>(fromBase));
  r.invalidCharacters = n.invalidCharacters;
  if (n.isDouble) {
    if (!formatDoubleInBase(n.dval, static_cast<int>(toBase), r.value)) {
      r.error = "An infinite value cannot be converted to base " + std::to_string(toBase);
      return r;
    }
  } else {
    r.value = formatIntInBase(n.ival, static_cast<int>(toBase));
  }
  r.ok = true;
  return r;
}

} // namespace hop
