// numeric-string.h — runtime: PHP 8's numeric strings and the int/float casts around them.
//
// Input: raw PHP string bytes (std::string_view, may hold NULs). Output: plain numbers;
// nothing here raises PHP errors — the tables below say which ones the caller raises.
//
// ---------------------------------------------------------------------------------------
// What PHP 8.2 raises for arithmetic on strings (checked against php 8.2.36)
// ---------------------------------------------------------------------------------------
// Three kinds of string operand, as classified by parseNumeric(s, /*allowErrors*/ true):
//   numeric          kind != None && !trailingData   "12", " 1.5 ", "1e3", ".5", "-0"
//   leading-numeric  kind != None &&  trailingData   "5 apples", "1e3abc", "0x1A" (= 0),
//                                                    "1e" (= 1), "1.5e3.4" (= 1500.0)
//   non-numeric      kind == None                    "abc", "", " ", ".", "inf", "++1"
//
// Arithmetic  + - * / % ** << >> | & ^ (and the compound assignments, and unary - / +,
// which PHP compiles to `* -1` / `* 1`):
//   numeric          no diagnostic.
//   leading-numeric  E_WARNING "A non-numeric value encountered", once per such operand,
//                    then the operation proceeds with the numeric prefix:
//                      "5 apples" + 1 -> 6;  -"5 apples" -> -5;  "5 apples" * "2 pears" -> 10
//                      (two warnings).
//   non-numeric      throws TypeError "Unsupported operand types: string + int" — the
//                    operator and both operand types (PHP's type names: int, float, string,
//                    bool, null, array) in source order:
//                      "abc" + 1   TypeError: Unsupported operand types: string + int
//                      1 / "abc"   TypeError: Unsupported operand types: int / string
//                      -"abc"      TypeError: Unsupported operand types: string * int
//                      +"abc"      TypeError: Unsupported operand types: string * int
//                      "abc" % 3   TypeError: Unsupported operand types: string % int
//                      "abc" | 1   TypeError: Unsupported operand types: string | int
//                      "abc" ** 2, "abc" << 1, "" + 1, " " + 1: likewise.
//                      null + "abc"  TypeError: Unsupported operand types: null + string
//                    (true + "5 x" is 6 with the warning: bool and null operands are fine.)
//                    "abc" & "def", "abc" | "x", "abc" ^ "x" and ~"abc" are byte-wise string
//                    operations (both operands strings) and raise nothing.
//
// Integer-only operators (% << >> | & ^ ~ on one int side, and intdiv-like conversions):
// a float-string whose value is not an integer, or is out of int range, is converted with
// doubleToIntCap (INF -> 0, out of range -> PHP_INT_MAX/MIN) and raises
//   E_DEPRECATED "Implicit conversion from float-string \"1.5\" to int loses precision"
// (the string is quoted as written, e.g. " 1.5" or "1.5 apples"; a leading-numeric one
// raises the non-numeric warning first). Integral float-strings ("1e3", "1.0") are silent.
//   "1.5" % 2      Deprecated (float-string "1.5"), result 1
//   "1e100" | 0    Deprecated, result 9223372036854775807
//   "1e1000" % 2   Deprecated, result 0
//   "9999999999999999999" % 2   Deprecated, result 1
// A float operand (not a string) is converted with doubleToInt (modular) instead and raises
//   E_DEPRECATED "Implicit conversion from float 1.5 to int loses precision"
// with the float printed by appendDoubleSerialize(…, -1, false) ("1.0E+20", "INF", "NAN").
//   "10" % 1.5   Deprecated (float 1.5), result 0;   ~1.5   Deprecated, result -2
//   "5" % "0"   DivisionByZeroError "Modulo by zero";   1 / "0"   DivisionByZeroError "Division by zero"
//
// Never diagnosed: comparisons ("abc" == 0 is false, "abc" <=> 1), concatenation, casts
// ((int)"abc" is 0), is_numeric(), and ++/-- on strings: "5 apples"++ is the string
// increment "5 applet"; "5 apples"-- and "abc"-- leave the string unchanged; ""++ is "1"
// and ""-- is int(-1); numeric strings step as numbers ("1.5"++ is 2.5, " 1"++ is 2,
// "9223372036854775807"++ is float 9.223372036854776E+18).
// Builtins taking int|float ("abs('abc')") throw TypeError "abs(): Argument #1 ($num)
// must be of type int|float, string given" — parameter coercion, not this table.
// ---------------------------------------------------------------------------------------
#pragma once

#include <cstdint>
#include <string_view>

namespace hop {

enum class NumericKind { None, Int, Double };

/// The result of classifying a string as PHP 8's _is_numeric_string_ex does.
struct NumericParse {
  NumericKind kind;
  int64_t ival;       // valid when kind == Int
  double dval;        // valid when kind == Double
  bool trailingData;  // a numeric prefix followed by other bytes (only with allowErrors)
  bool overflow;      // an integer string too large for int64, returned as Double
  /// With overflow: +1 or -1, the side it overflowed to (PHP's oflow_info). PHP compares two
  /// numeric strings as strings only when both overflowed to the same side and their
  /// doubles are equal ("9223372036854775808" == "9223372036854775808.0" is false).
  int overflowSign;
};

/// PHP 8's _is_numeric_string_ex. Leading whitespace " \t\n\r\v\f" is skipped and trailing
/// whitespace allowed. Then an optional sign and either digits (an Int unless a '.' or an
/// exponent with digits follows, or it does not fit in int64 — then Double with overflow)
/// or '.' followed by a digit (Double). "1e3" is Double, "5." is Double 5.0, ".5" Double,
/// "+1" Int, "-0" Int 0. Hex, octal, binary, "inf", "nan" and "1_000" are not numeric.
/// Other bytes after the number: with allowErrors the number is returned with
/// trailingData = true ("5 apples" -> Int 5); without it the result is None.
NumericParse parseNumeric(std::string_view s, bool allowErrors);

/// `(int)$string` in PHP 8: parseNumeric(s, true), doubles through doubleToIntCap.
/// "1e3" -> 1000, "9999999999999999999" -> PHP_INT_MAX, " 12abc" -> 12, "abc" -> 0,
/// "1e1000" -> 0.
int64_t stringToInt(std::string_view s);

/// `(float)$string`: strtod on the string after leading whitespace; 0.0 when no number
/// starts there. Unlike parseNumeric, "-0" gives -0.0; "1e400" gives INF.
double stringToDouble(std::string_view s);

/// `(int)$float` in PHP 8 on 64-bit: NaN and ±INF -> 0; values in int64 range truncate
/// toward zero; others wrap modulo 2^64 ((int)1e19 == -8446744073709551616,
/// (int)-1e19 == 8446744073709551616, (int)1.8446744073709552E+19 == 0).
int64_t doubleToInt(double d);

/// zend_dval_to_lval_cap, used when a numeric *string* holds a float: NaN and ±INF -> 0,
/// out of range -> PHP_INT_MAX or PHP_INT_MIN by sign, otherwise truncation.
int64_t doubleToIntCap(double d);

/// ZEND_DOUBLE_FITS_LONG: -2^63 <= d < 2^63. Like the macro it is true for NaN; callers
/// that care test isnan first.
bool doubleFitsInt(double d);

/// is_numeric() on a string: parseNumeric(s, false).kind != None.
bool isNumericString(std::string_view s);

} // namespace hop
