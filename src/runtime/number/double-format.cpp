// double-format.cpp — runtime: PHP's float -> string conversions (zend_gcvt, php_conv_fp).
//
// The digits come from std::to_chars, which like zend_dtoa yields the correctly rounded
// decimal expansion of the binary value: shortest round-trip digits (dtoa mode 0), N
// significant digits (mode 2) or N fraction digits (mode 3), exact ties going to even.
// What is PHP-specific — where the exponent form starts, how the exponent is written, the
// "-0", the truncated "INF" — is laid out by hand below.
#include "runtime/number/double-format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace hop {

namespace {

// A double's exact decimal expansion has at most 767 significant digits, so asking for more
// only adds zeros that zend_gcvt would strip anyway.
constexpr int kMaxSignificantDigits = 780;
// php_conv_fp cuts the precision to NDIG - 2.
constexpr int kMaxFixedFraction = 318;

/// Significant digits without trailing zeros (at least one), and the decimal exponent in
/// dtoa's convention: value = 0.d1d2d3… × 10^decpt. Zero is "0" with decpt 1, as in dtoa.
struct Digits {
  char digits[kMaxSignificantDigits + 8];
  int length = 0;
  int decpt = 0;
};

/// Reads "d[.ddd]e±xx" as produced by std::to_chars in scientific form.
void readScientific(const char* begin, const char* end, Digits& out) {
  int n = 0;
  const char* p = begin;
  for (; p < end && *p != 'e'; ++p) {
    if (*p != '.') out.digits[n++] = *p;
  }
  int exponent = 0;
  bool negativeExponent = false;
  if (p < end) {
    ++p;  // 'e'
    if (p < end && (*p == '-' || *p == '+')) negativeExponent = *p++ == '-';
    for (; p < end; ++p) exponent = exponent * 10 + (*p - '0');
  }
  while (n > 1 && out.digits[n - 1] == '0') --n;
  out.length = n;
  out.decpt = (negativeExponent ? -exponent : exponent) + 1;
}

/// dtoa mode 0: the shortest digits that read back as `absValue`.
void shortestDigits(double absValue, Digits& out) {
  char buffer[64];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, absValue, std::chars_format::scientific);
  readScientific(buffer, result.ptr, out);
}

/// dtoa mode 2: `count` significant digits, correctly rounded, trailing zeros dropped.
void significantDigits(double absValue, int count, Digits& out) {
  count = std::clamp(count, 1, kMaxSignificantDigits);
  if (absValue > 0 && absValue < 1e15 && absValue == std::trunc(absValue)) {
    // zend_dtoa decides most roundings in floating point and trims trailing zeros, but an
    // exact tie defeats that estimate and falls to its "small integer" path, which rounds
    // half to even and does not trim: 163705 at 5 digits is "16370" ("1.6370E+5"), while
    // 163704 is "1637" ("1.637E+5").
    char buffer[24];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, static_cast<uint64_t>(absValue));
    int total = static_cast<int>(result.ptr - buffer);
    int significant = total;
    while (significant > 1 && buffer[significant - 1] == '0') --significant;
    out.decpt = total;
    if (significant <= count) {
      std::memcpy(out.digits, buffer, significant);
      out.length = significant;
      return;
    }
    // Round half to even on the exact remainder buffer[count..total).
    int firstDropped = buffer[count] - '0';
    bool restNonZero = false;
    for (int i = count + 1; i < total; ++i) restNonZero |= buffer[i] != '0';
    bool up = firstDropped > 5 || (firstDropped == 5 && (restNonZero || (buffer[count - 1] - '0') % 2 == 1));
    bool tie = firstDropped == 5 && !restNonZero;
    std::memcpy(out.digits, buffer, count);
    out.length = count;
    if (!up && !tie) {
      while (out.length > 1 && out.digits[out.length - 1] == '0') --out.length;
    }
    if (up) {
      int i = count - 1;
      while (i >= 0 && out.digits[i] == '9') out.digits[i--] = '0';
      if (i < 0) {
        out.digits[0] = '1';
        out.decpt++;
      } else {
        out.digits[i]++;
      }
      while (out.length > 1 && out.digits[out.length - 1] == '0') --out.length;
    }
    return;
  }
  char buffer[kMaxSignificantDigits + 32];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, absValue, std::chars_format::scientific, count - 1);
  readScientific(buffer, result.ptr, out);
}

void appendUnsigned(std::string& out, unsigned value) {
  char buffer[16];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, result.ptr);
}

/// The fast path for the most common floats: integral values small enough that every
/// precision >= 15 (and -1) prints all their digits without an exponent.
bool tryAppendSmallIntegral(std::string& out, double d, int ndigit) {
  if (!(d > -1e15 && d < 1e15) || d != std::trunc(d)) return false;
  if (ndigit >= 0 && ndigit < 15) return false;
  if (d == 0 && std::signbit(d)) return false;  // "-0"
  char buffer[24];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, static_cast<int64_t>(d));
  out.append(buffer, result.ptr);
  return true;
}

} // namespace

void appendDoubleGeneral(std::string& out, double d, int ndigit, char decimalPoint, char expChar) {
  if (!std::isfinite(d)) {
    // zend_gcvt prints these with snprintf(buf, ndigit + 1, …): at most ndigit characters.
    std::string_view text = std::isnan(d) ? "NAN" : (d < 0 ? "-INF" : "INF");
    size_t limit = ndigit < 0 ? 17 : static_cast<size_t>(ndigit);
    out.append(text.substr(0, std::min(text.size(), limit)));
    return;
  }
  if (tryAppendSmallIntegral(out, d, ndigit)) return;

  Digits digits;
  int threshold;
  if (ndigit < 0) {
    shortestDigits(std::fabs(d), digits);
    threshold = 17;
  } else {
    significantDigits(std::fabs(d), std::max(ndigit, 1), digits);
    threshold = ndigit;
  }
  if (std::signbit(d)) out += '-';

  int decpt = digits.decpt;
  const char* p = digits.digits;
  int length = digits.length;
  if (decpt < 0 ? decpt < -3 : decpt > threshold) {
    // Exponent form: "d.ddd" (at least one digit after the point), then e.g. "E+25".
    int exponent = decpt - 1;
    out += p[0];
    out += decimalPoint;
    if (length == 1) {
      out += '0';
    } else {
      out.append(p + 1, length - 1);
    }
    out += expChar;
    out += exponent < 0 ? '-' : '+';
    appendUnsigned(out, static_cast<unsigned>(exponent < 0 ? -exponent : exponent));
  } else if (decpt < 0) {
    // 0.000ddd
    out += '0';
    out += decimalPoint;
    out.append(static_cast<size_t>(-decpt), '0');
    out.append(p, length);
  } else {
    // ddd, ddd.ddd or 0.ddd; integer digits beyond the significant ones are zeros.
    if (decpt <= length) {
      out.append(p, decpt);
    } else {
      out.append(p, length);
      out.append(static_cast<size_t>(decpt - length), '0');
    }
    if (length > decpt) {
      if (decpt == 0) out += '0';
      out += decimalPoint;
      out.append(p + decpt, length - decpt);
    }
  }
}

void appendDoublePrecision(std::string& out, double d, int precision) {
  // zend_double_to_str: "Model snprintf precision behavior" — precision 0 means 1.
  appendDoubleGeneral(out, d, precision == 0 ? 1 : precision, '.', 'E');
}

void appendDoubleSerialize(std::string& out, double d, int serializePrecision, bool zeroFrac) {
  size_t start = out.size();
  appendDoubleGeneral(out, d, serializePrecision == 0 ? 1 : serializePrecision, '.', 'E');
  if (zeroFrac && std::isfinite(d) && out.find_first_of(".eE", start) == std::string::npos) out += ".0";
}

void appendDoubleVarDump(std::string& out, double d, int serializePrecision) {
  // "%.*H" checks for NAN and INF itself before calling zend_gcvt.
  if (std::isnan(d)) {
    out += "NAN";
  } else if (std::isinf(d)) {
    out += d > 0 ? "INF" : "-INF";
  } else {
    appendDoubleGeneral(out, d, serializePrecision == 0 ? 1 : serializePrecision, '.', 'E');
  }
}

void appendDoubleJson(std::string& out, double d, int serializePrecision, bool preserveZeroFraction) {
  size_t start = out.size();
  appendDoubleGeneral(out, d, serializePrecision, '.', 'e');
  if (preserveZeroFraction && std::isfinite(d) && out.find('.', start) == std::string::npos) out += ".0";
}

void appendFixedAbs(std::string& out, double absValue, int fractionDigits, char decimalPoint) {
  fractionDigits = std::clamp(fractionDigits, 0, kMaxFixedFraction);
  // At most 309 integer digits, the point and 318 fraction digits.
  char buffer[700];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, absValue, std::chars_format::fixed, fractionDigits);
  if (decimalPoint != '.') {
    for (char* p = buffer; p < result.ptr; ++p) {
      if (*p == '.') *p = decimalPoint;
    }
  }
  out.append(buffer, result.ptr);
}

void appendExponentialAbs(std::string& out, double absValue, int precision, char expChar) {
  precision = std::clamp(precision, 0, kMaxFixedFraction);
  char buffer[kMaxFixedFraction + 32];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, absValue, std::chars_format::scientific, precision);
  const char* e = static_cast<const char*>(std::memchr(buffer, 'e', result.ptr - buffer));
  out.append(static_cast<const char*>(buffer), e);
  out += expChar;
  const char* p = e + 1;
  const char* end = result.ptr;
  out += *p++;  // to_chars always writes the exponent's sign
  while (p + 1 < end && *p == '0') ++p;  // PHP writes no leading zeros: "e+5", "e+0"
  out.append(p, end);
}

} // namespace hop
