// math-format.h — runtime: ext/standard/math.c of PHP 8.2 — round(), number_format() and
// the base conversions (bindec, hexdec, octdec, decbin, decoct, dechex, base_convert).
//
// Pure functions on numbers and bytes; where PHP raises a diagnostic the result carries a
// flag or message and the VM raises it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace hop {

// round()'s modes, with PHP's values.
constexpr int kRoundHalfUp = 1;    // PHP_ROUND_HALF_UP (default)
constexpr int kRoundHalfDown = 2;  // PHP_ROUND_HALF_DOWN
constexpr int kRoundHalfEven = 3;  // PHP_ROUND_HALF_EVEN
constexpr int kRoundHalfOdd = 4;   // PHP_ROUND_HALF_ODD

/// round($value, $places, $mode) on a float, exactly as PHP 8.2's _php_math_round,
/// including its "pre-rounding" to 15 significant digits: round(1.955, 2) == 1.96,
/// round(5.045, 2) == 5.05, round(-0.5) == -1.0, round(0.49999999999999994) == 1.0,
/// round(-0.0) == -0.0. `places` is clamped to the C int range as PHP does; places beyond
/// the double range give 0 or the value unchanged, as in PHP. An unknown mode rounds half up
/// (PHP 8.2 does not validate it).
/// For an int argument PHP does not call this when places >= 0: round(5) is (float)5; with
/// places < 0 it rounds (double)$value. The VM does that dispatch.
double phpRound(double value, int64_t places, int mode = kRoundHalfUp);

/// number_format($num, $decimals, $decimalPoint, $thousandsSep) of PHP 8.2 (the VM converts
/// $decimals with a C int cast as PHP does). Negative decimals count as 0. The number is
/// rounded with phpRound, then printed with `decimals` fraction digits (exact digits up to
/// 318, zeros after), grouped by three. A result that rounds to zero has no minus sign
/// ("-0.4", 0 -> "0"). NAN gives "nan" and ±INF gives "inf" (no sign, no grouping), as PHP
/// prints them. Separators may be any length, including empty.
std::string numberFormat(double num, int decimals, std::string_view decPoint, std::string_view thousandsSep);

/// _php_math_basetozval: the number written in `base` (2..36) in `digits`. Leading and
/// trailing whitespace is skipped, then a "0x"/"0X" (base 16), "0o"/"0O" (base 8) or
/// "0b"/"0B" (base 2) prefix. Every other byte that is not a digit of the base is ignored and
/// sets invalidCharacters — the VM then raises E_DEPRECATED "Invalid characters passed for
/// attempted conversion, these have been ignored" (once). Values beyond PHP_INT_MAX continue
/// as a float (isDouble). No sign is recognised ('-' is an invalid character).
struct BaseNumber {
  bool isDouble;
  int64_t ival;
  double dval;
  bool invalidCharacters;
};
BaseNumber parseBaseNumber(std::string_view digits, int base);

/// bindec / hexdec / octdec: parseBaseNumber with base 2, 16, 8.
inline BaseNumber bindec(std::string_view s) { return parseBaseNumber(s, 2); }
inline BaseNumber hexdec(std::string_view s) { return parseBaseNumber(s, 16); }
inline BaseNumber octdec(std::string_view s) { return parseBaseNumber(s, 8); }

/// _php_math_longtobase: `value` as an unsigned 64-bit number in `base` (2..36), lowercase
/// digits: formatIntInBase(-1, 16) == "ffffffffffffffff".
std::string formatIntInBase(int64_t value, int base);

/// decbin / decoct / dechex (negative numbers as their two's complement).
inline std::string decbin(int64_t value) { return formatIntInBase(value, 2); }
inline std::string decoct(int64_t value) { return formatIntInBase(value, 8); }
inline std::string dechex(int64_t value) { return formatIntInBase(value, 16); }

/// _php_math_zvaltobase for a float (base_convert of numbers beyond PHP_INT_MAX): digits
/// of floor(value) computed with fmod and division in doubles, as PHP does (so the low
/// digits are those of the double, e.g. "1208925819614629446642046"), at most 64 of them.
/// Returns false for ±INF (the caller throws).
bool formatDoubleInBase(double value, int base, std::string& out);

/// base_convert($number, $fromBase, $toBase).
struct BaseConvertResult {
  bool ok;                 // false: throw ValueError with `error`
  std::string value;       // the converted digits when ok
  std::string error;       // PHP's complete message, e.g.
                           // "base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)"
                           // or "An infinite value cannot be converted to base 16"
  bool invalidCharacters;  // raise the E_DEPRECATED above first (before the error, if any)
};
BaseConvertResult baseConvert(std::string_view number, int64_t fromBase, int64_t toBase);

} // namespace hop
