// arith.h — PHP 8 arithmetic, bitwise and string operators on TypedValues.
//
// Every operator takes its operands by const reference and returns a new
// value owning its reference. Int fast paths are inlined by the interpreter;
// these functions implement the full semantics: int overflow to float,
// numeric strings, "Unsupported operand types" TypeErrors, DivisionByZeroError,
// array union for +, and the warnings for leading-numeric strings.
#pragma once

#include "bytecode/ops.h"
#include "runtime/value/typed-value.h"

namespace hop {

TypedValue opAdd(const TypedValue& a, const TypedValue& b);
TypedValue opSub(const TypedValue& a, const TypedValue& b);
TypedValue opMul(const TypedValue& a, const TypedValue& b);
TypedValue opDiv(const TypedValue& a, const TypedValue& b);
TypedValue opMod(const TypedValue& a, const TypedValue& b);
TypedValue opPow(const TypedValue& a, const TypedValue& b);
TypedValue opBitAnd(const TypedValue& a, const TypedValue& b);
TypedValue opBitOr(const TypedValue& a, const TypedValue& b);
TypedValue opBitXor(const TypedValue& a, const TypedValue& b);
TypedValue opShl(const TypedValue& a, const TypedValue& b);
TypedValue opShr(const TypedValue& a, const TypedValue& b);
TypedValue opBitNot(const TypedValue& a);
TypedValue opConcat(const TypedValue& a, const TypedValue& b);
/// The binary operator a compound assignment (`+=`, `.=` ...) applies.
TypedValue opSetOp(SetOpOp op, const TypedValue& a, const TypedValue& b);

/// `$x++` / `$x--` in place (ints overflow to float, strings increment per
/// PHP, null++ is 1, null-- stays null, ...).
void opIncDec(TypedValue& v, bool inc);

/// A float used as an integer (an operand of %, |, <<, a string offset in
/// isset/empty): truncated, with PHP 8.1's deprecation when that loses information.
int64_t floatOperandToInt(double d);

/// Checked int arithmetic: false on overflow.
inline bool addOverflow(int64_t a, int64_t b, int64_t& r) { return __builtin_add_overflow(a, b, &r); }
inline bool subOverflow(int64_t a, int64_t b, int64_t& r) { return __builtin_sub_overflow(a, b, &r); }
inline bool mulOverflow(int64_t a, int64_t b, int64_t& r) { return __builtin_mul_overflow(a, b, &r); }

} // namespace hop
