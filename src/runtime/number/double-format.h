// double-format.h — runtime: PHP's float -> string conversions, exact to the byte.
//
// Every place PHP 8.2 prints a float goes through one of two digit engines:
//   zend_gcvt   ("general" format: shortest or N significant digits, switching to
//                exponent form as PHP decides) — echo, (string), var_dump, var_export,
//                serialize, json_encode, printf's %g/%G/%h/%H;
//   php_conv_fp ("fixed" %f and "exponential" %e formats) — printf's %e/%E/%f/%F and
//                number_format.
// Digits are always the correctly rounded decimal expansion of the binary value (ties of
// the exact value go to even, as zend_dtoa does), so we produce them with std::to_chars
// and only reproduce PHP's layout rules here.
#pragma once

#include <string>

namespace hop {

/// `echo $float` / `(string)$float` under ini `precision` (default 14).
/// zend_gcvt(d, precision ? precision : 1, '.', 'E'): precision -1 (any negative) is the
/// shortest round-trip repr. Exponent form when the decimal exponent is < -4 or exceeds the
/// precision (17 for -1): "1.0E+25", "1.0E-5", "0.0001", "-0", "100000000000000" (precision
/// 17) vs "1.0E+14" (precision 14). INF/-INF/NAN are spelled "INF", "-INF", "NAN", but like
/// PHP they are cut to `precision` characters when precision < 4 ("I" under precision 1).
void appendDoublePrecision(std::string& out, double d, int precision);

/// var_export / serialize / smart_str_append_double under ini `serialize_precision`
/// (default -1 = shortest round-trip: "0.1", "1.0E+25", "-0", "0.30000000000000004").
/// Same digits as appendDoublePrecision; with zeroFrac (var_export), a finite result with no
/// '.', 'e' or 'E' gets ".0" appended: "1.0", "-0.0", "1.0E+25" unchanged, "INF" unchanged.
void appendDoubleSerialize(std::string& out, double d, int serializePrecision, bool zeroFrac);

/// var_dump's "%.*H" with serialize_precision: identical to appendDoubleSerialize(…, false)
/// except that INF, -INF and NAN are always spelled in full, whatever the precision.
void appendDoubleVarDump(std::string& out, double d, int serializePrecision);

/// json_encode: php_gcvt(d, serialize_precision, '.', 'e') — lowercase 'e' ("1.0e+25"), and
/// unlike the others precision 0 is not raised to 1 (so 1.5 -> "2.0e+0"). With
/// preserveZeroFraction (JSON_PRESERVE_ZERO_FRACTION) a result without '.' gets ".0".
/// The caller must reject INF and NAN first (json_encode reports an error for them).
void appendDoubleJson(std::string& out, double d, int serializePrecision, bool preserveZeroFraction);

/// The engine behind the four functions above and printf's %g: zend_gcvt(d, ndigit,
/// decimalPoint, expChar). ndigit < 0 selects shortest round-trip digits (exponent threshold
/// 17); otherwise max(ndigit, 1) significant digits with exponent threshold ndigit.
void appendDoubleGeneral(std::string& out, double d, int ndigit, char decimalPoint, char expChar);

/// php_conv_fp('F') on a non-negative finite value: fixed notation with `fractionDigits`
/// digits after the point ("0.000", "1234.50"). PHP produces at most 318 fraction digits
/// (NDIG - 2); larger requests are cut to 318 here too. No sign is written.
void appendFixedAbs(std::string& out, double absValue, int fractionDigits, char decimalPoint = '.');

/// php_conv_fp('e'/'E') on a non-negative finite value: one digit, then `precision` digits
/// after the point (no point when precision is 0), then expChar, the exponent sign and the
/// exponent without padding: "1.500000e+3", "2e+0", "0.000000e+0". No sign is written.
void appendExponentialAbs(std::string& out, double absValue, int precision, char expChar);

} // namespace hop
