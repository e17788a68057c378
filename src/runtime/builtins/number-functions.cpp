// number-functions.cpp — round, number_format and the base conversions (bindec, hexdec,
// octdec, decbin, decoct, dechex, base_convert): the VM's side of
// runtime/number/math-format.h, which holds PHP's arithmetic.
#include <climits>
#include <cmath>
#include <optional>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/math-format.h"

namespace hop {

namespace {

constexpr const char* kInvalidCharacters =
    "Invalid characters passed for attempted conversion, these have been ignored";

// round(int|float $num, int $precision = 0, int $mode = PHP_ROUND_HALF_UP): float
void f_round(NativeArgs& a) {
  const TypedValue& num = a.arg(0);
  int64_t places = a.i64Or(1, 0);
  int mode = static_cast<int>(a.i64Or(2, kRoundHalfUp));
  // An int needs no rounding unless digits left of the point are to go.
  if (num.isInt() && places >= 0) {
    a.retDouble(static_cast<double>(num.m_data.num));
    return;
  }
  double value = num.isInt() ? static_cast<double>(num.m_data.num) : num.m_data.dbl;
  a.retDouble(phpRound(value, places, mode));
}

/// Dies as PHP does when number_format's result cannot fit in memory_limit. The size PHP
/// reports is that of the result string's block: its bytes, the 24-byte header and the
/// NUL, rounded up to 4 KiB pages.
void checkNumberFormatMemory(double num, int dec, std::string_view decPoint, std::string_view thousandsSep) {
  if (dec <= 0) return;
  const size_t room = tl_heap->room();
  if (size_t(dec) < room / 2) return;  // small enough whatever the integral part
  double rounded = std::fabs(phpRound(num, dec));
  int64_t integralDigits = rounded < 10 || !std::isfinite(rounded) ? 1 : static_cast<int64_t>(std::log10(rounded)) + 1;
  int64_t length = (num < 0 && rounded != 0 ? 1 : 0) + integralDigits +
                   (integralDigits - 1) / 3 * static_cast<int64_t>(thousandsSep.size()) +
                   static_cast<int64_t>(decPoint.size()) + dec;
  int64_t block = (24 + length + 1 + 4095) / 4096 * 4096;
  reqEnsureRoom(static_cast<size_t>(block));
}

// number_format(float $num, int $decimals = 0, ?string $decimal_separator = ".",
//               ?string $thousands_separator = ","): string
void f_number_format(NativeArgs& a) {
  int64_t decimals = a.i64Or(1, 0);
  // PHP clamps the zend_long to the C int range.
  int dec = decimals > INT_MAX ? INT_MAX : decimals < INT_MIN ? INT_MIN : static_cast<int>(decimals);
  std::string_view decPoint = a.svOr(2, ".");
  std::string_view thousandsSep = a.svOr(3, ",");
  checkNumberFormatMemory(a.dbl(0), dec, decPoint, thousandsSep);
  a.retString(numberFormat(a.dbl(0), dec, decPoint, thousandsSep));
}

/// bindec/hexdec/octdec's result: an int, or a float past PHP_INT_MAX.
void returnBaseNumber(NativeArgs& a, const BaseNumber& n) {
  if (n.invalidCharacters) raiseDeprecated("%s", kInvalidCharacters);
  if (n.isDouble) {
    a.retDouble(n.dval);
  } else {
    a.retInt(n.ival);
  }
}

void f_bindec(NativeArgs& a) { returnBaseNumber(a, bindec(a.sv(0))); }
void f_hexdec(NativeArgs& a) { returnBaseNumber(a, hexdec(a.sv(0))); }
void f_octdec(NativeArgs& a) { returnBaseNumber(a, octdec(a.sv(0))); }
void f_decbin(NativeArgs& a) { a.retString(decbin(a.i64(0))); }
void f_decoct(NativeArgs& a) { a.retString(decoct(a.i64(0))); }
void f_dechex(NativeArgs& a) { a.retString(dechex(a.i64(0))); }

// base_convert(string $num, int $from_base, int $to_base): string
void f_base_convert(NativeArgs& a) {
  BaseConvertResult r = baseConvert(a.sv(0), a.i64(1), a.i64(2));
  if (r.invalidCharacters) raiseDeprecated("%s", kInvalidCharacters);
  if (!r.ok) throwError(ErrorKind::ValueError, r.error);
  a.retString(r.value);
}

const BuiltinDecl kNumberBuiltins[] = {
    {"round(int|float $num, int $precision = 0, int $mode = PHP_ROUND_HALF_UP): float", f_round},
    {"number_format(float $num, int $decimals = 0, ?string $decimal_separator = \".\", "
     "?string $thousands_separator = \",\"): string",
     f_number_format},
    {"bindec(string $binary_string): int|float", f_bindec},
    {"hexdec(string $hex_string): int|float", f_hexdec},
    {"octdec(string $octal_string): int|float", f_octdec},
    {"decbin(int $num): string", f_decbin},
    {"decoct(int $num): string", f_decoct},
    {"dechex(int $num): string", f_dechex},
    {"base_convert(string $num, int $from_base, int $to_base): string", f_base_convert},
};
HOP_REGISTER_BUILTINS(kNumberBuiltins);

} // namespace

} // namespace hop
