// math-functions.cpp — math builtins: abs, floor/ceil, sqrt, pow, intdiv,
// fmod, logarithms, trigonometry, float classification. Rounding, number
// formatting and base conversion are in number-functions.cpp, random numbers in
// random-functions.cpp, printf in printf-functions.cpp.
#include <cmath>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/conversions.h"

namespace hop {

namespace {

/// int|float parameters arrive as Int or Double (numeric strings converted).
double num(NativeArgs& a, uint32_t i) {
  const TypedValue& v = a.arg(i);
  return v.isInt() ? double(v.m_data.num) : v.m_data.dbl;
}

void f_abs(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.isInt()) {
    if (v.m_data.num == INT64_MIN) a.retDouble(-double(INT64_MIN));
    else a.retInt(v.m_data.num < 0 ? -v.m_data.num : v.m_data.num);
    return;
  }
  a.retDouble(std::fabs(v.m_data.dbl));
}

void f_floor(NativeArgs& a) { a.retDouble(std::floor(num(a, 0))); }
void f_ceil(NativeArgs& a) { a.retDouble(std::ceil(num(a, 0))); }
void f_sqrt(NativeArgs& a) { a.retDouble(std::sqrt(a.dbl(0))); }
void f_pow(NativeArgs& a) { a.retValue(opPow(a.arg(0), a.arg(1))); }

void f_intdiv(NativeArgs& a) {
  int64_t x = a.i64(0), y = a.i64(1);
  if (y == 0) throwError(ErrorKind::DivisionByZeroError, "Division by zero");
  if (y == -1 && x == INT64_MIN)
    throwError(ErrorKind::ArithmeticError, "Division of PHP_INT_MIN by -1 is not an integer");
  a.retInt(x / y);
}

void f_fmod(NativeArgs& a) { a.retDouble(std::fmod(a.dbl(0), a.dbl(1))); }
void f_fdiv(NativeArgs& a) { a.retDouble(a.dbl(0) / a.dbl(1)); }
void f_exp(NativeArgs& a) { a.retDouble(std::exp(a.dbl(0))); }
void f_expm1(NativeArgs& a) { a.retDouble(std::expm1(a.dbl(0))); }
void f_log1p(NativeArgs& a) { a.retDouble(std::log1p(a.dbl(0))); }
void f_log10(NativeArgs& a) { a.retDouble(std::log10(a.dbl(0))); }
void f_log2(NativeArgs& a) { a.retDouble(std::log2(a.dbl(0))); }

void f_log(NativeArgs& a) {
  double x = a.dbl(0);
  if (!a.has(1)) {
    a.retDouble(std::log(x));
    return;
  }
  double base = a.dbl(1);
  if (base == 1.0) {
    a.retDouble(NAN);
    return;
  }
  if (base <= 0) throwError(ErrorKind::ValueError, "log(): Argument #2 ($base) must be greater than 0");
  if (base == 2.0) a.retDouble(std::log2(x));
  else if (base == 10.0) a.retDouble(std::log10(x));
  else a.retDouble(std::log(x) / std::log(base));
}

#define HOP_UNARY_MATH(X) X(sin) X(cos) X(tan) X(asin) X(acos) X(atan) X(sinh) X(cosh) X(tanh) X(asinh) X(acosh) X(atanh)
#define X(f) void f_##f(NativeArgs& a) { a.retDouble(std::f(a.dbl(0))); }
HOP_UNARY_MATH(X)
#undef X

void f_atan2(NativeArgs& a) { a.retDouble(std::atan2(a.dbl(0), a.dbl(1))); }
void f_hypot(NativeArgs& a) { a.retDouble(std::hypot(a.dbl(0), a.dbl(1))); }
void f_pi(NativeArgs& a) { a.retDouble(M_PI); }
void f_deg2rad(NativeArgs& a) { a.retDouble(a.dbl(0) / 180.0 * M_PI); }
void f_rad2deg(NativeArgs& a) { a.retDouble(a.dbl(0) / M_PI * 180.0); }
void f_is_nan(NativeArgs& a) { a.retBool(std::isnan(a.dbl(0))); }
void f_is_finite(NativeArgs& a) { a.retBool(std::isfinite(a.dbl(0))); }
void f_is_infinite(NativeArgs& a) { a.retBool(std::isinf(a.dbl(0))); }

const BuiltinDecl kMathBuiltins[] = {
    {"abs(int|float $num): int|float", f_abs},
    {"floor(int|float $num): float", f_floor},
    {"ceil(int|float $num): float", f_ceil},
    {"sqrt(float $num): float", f_sqrt},
    {"pow(mixed $num, mixed $exponent): mixed", f_pow},
    {"intdiv(int $num1, int $num2): int", f_intdiv},
    {"fmod(float $num1, float $num2): float", f_fmod},
    {"fdiv(float $num1, float $num2): float", f_fdiv},
    {"exp(float $num): float", f_exp},
    {"expm1(float $num): float", f_expm1},
    {"log(float $num, float $base = M_E): float", f_log},
    {"log10(float $num): float", f_log10},
    {"log2(float $num): float", f_log2},
    {"log1p(float $num): float", f_log1p},
#define X(f) {#f "(float $num): float", f_##f},
    HOP_UNARY_MATH(X)
#undef X
    {"atan2(float $y, float $x): float", f_atan2},
    {"hypot(float $x, float $y): float", f_hypot},
    {"pi(): float", f_pi},
    {"deg2rad(float $num): float", f_deg2rad},
    {"rad2deg(float $num): float", f_rad2deg},
    {"is_nan(float $num): bool", f_is_nan},
    {"is_finite(float $num): bool", f_is_finite},
    {"is_infinite(float $num): bool", f_is_infinite},
};
HOP_REGISTER_BUILTINS(kMathBuiltins);

} // namespace

} // namespace hop
