// arith.cpp — the full semantics of PHP 8's arithmetic, bitwise, shift,
// concatenation and increment/decrement operators.
#include "runtime/ops/arith.h"

#include <cmath>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/object/object-data.h"
#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/number/numeric-string.h"
#include "runtime/number/string-increment.h"
#include "runtime/ops/conversions.h"
#include "runtime/ops/object-casts.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

[[noreturn]] void unsupportedOperands(const TypedValue& a, const char* op, const TypedValue& b) {
  throwError(ErrorKind::TypeError, "Unsupported operand types: " + typeNameForMessage(a) + " " + op +
                                       " " + typeNameForMessage(b));
}

/// An object operand whose class converts to a number (php's cast_object to
/// _IS_NUMBER: SimpleXMLElement's text, read silently like a numeric prefix).
bool objectToNumber(const TypedValue& v, TypedValue& out) {
  auto fn = findObjectNumericCast(v.m_data.pobj->cls());
  if (!fn) return false;
  std::string s;
  if (!fn(v.m_data.pobj, &s)) return false;
  NumericParse p = parseNumeric(s, true);
  if (p.kind == NumericKind::Double) out = makeDouble(p.dval);
  else out = makeInt(p.kind == NumericKind::Int ? p.ival : 0);
  return true;
}

/// Both operands as numbers, or a TypeError naming the operator.
inline void numericOperands(const TypedValue& a, const TypedValue& b, const char* op, TypedValue& na,
                            TypedValue& nb) {
  const TypedValue& da = *tvDeref(&a);
  const TypedValue& db = *tvDeref(&b);
  // The left operand is converted (with its warning) before the right one is looked
  // at, as php's zendi_try_convert_scalar_to_number: "5x" + [] warns, then throws.
  // An object converts only when its class has a numeric cast (SimpleXMLElement).
  auto convert = [](const TypedValue& v, TypedValue& n) { return v.isObject() ? objectToNumber(v, n) : toNumberForArith(v, n); };
  if (!convert(da, na)) unsupportedOperands(da, op, db);
  if (!convert(db, nb)) unsupportedOperands(da, op, db);
}

inline double asDouble(const TypedValue& n) {
  return n.m_type == DataType::Int ? static_cast<double>(n.m_data.num) : n.m_data.dbl;
}

/// One operand of an integer operator as php's zendi_try_get_long: false when the
/// operator must throw. A float string saturates (strtol's old behaviour) and,
/// when that loses information, raises the "float-string" deprecation.
bool intOperand(const TypedValue& v, int64_t& out) {
  switch (v.m_type) {
    case DataType::Int: out = v.m_data.num; return true;
    case DataType::Double: out = floatOperandToInt(v.m_data.dbl); return true;
    case DataType::Uninit:
    case DataType::Null: out = 0; return true;
    case DataType::Bool: out = v.m_data.num; return true;
    case DataType::String: {
      NumericParse np = parseNumeric(v.m_data.pstr->view(), true);
      if (np.kind == NumericKind::None) return false;
      if (np.trailingData) raiseWarning("A non-numeric value encountered");
      if (np.kind == NumericKind::Int) {
        out = np.ival;
        return true;
      }
      double d = np.dval;
      out = !std::isfinite(d) ? 0 : doubleFitsInt(d) ? static_cast<int64_t>(d) : d > 0 ? INT64_MAX : INT64_MIN;
      if (static_cast<double>(out) != d) {
        raiseDeprecated("Implicit conversion from float-string \"%s\" to int loses precision",
                        std::string(v.m_data.pstr->view()).c_str());
      }
      return true;
    }
    case DataType::Object: {
      // A class with a numeric cast (SimpleXMLElement) is read as an int
      // directly (php's cast_object to IS_LONG: no truncation deprecation).
      auto fn = findObjectNumericCast(v.m_data.pobj->cls());
      std::string s;
      if (!fn || !fn(v.m_data.pobj, &s)) return false;
      out = stringToInt(s);
      return true;
    }
    default: return false;
  }
}

/// Both operands as ints for the integer operators, the left one first.
void intOperands(const TypedValue& a0, const TypedValue& b0, const char* op, int64_t& ia, int64_t& ib) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (!intOperand(a, ia)) unsupportedOperands(a, op, b);
  if (!intOperand(b, ib)) unsupportedOperands(a, op, b);
}

/// `$a + $b`: $a, then each key of $b that $a lacks. Until the first such
/// key the result is $a itself (nothing is copied when every key is there);
/// then $a is copied once and one probe per key finds it or makes its slot.
/// $b's buckets are walked directly and string keys (their hash known) go
/// by lvalStr: php-parser's `$startAttributes + $endAttributes`, ~25K a parse.
TypedValue arrayUnion(ArrayData* a, ArrayData* b) {
  if (b->size() == 0 || a == b) {
    a->incRef();
    return makeArrayNoIncRef(a);
  }
  ArrayData* r = nullptr;
  auto addMissing = [&](ArrayKey key, const TypedValue& v) {
    if (r == nullptr) {
      if (a->exists(key)) return;
      r = a->copy();
    }
    const uint32_t before = r->size();
    TypedValue* slot = key.isInt() ? ArrayData::lvalInt(r, key.num) : ArrayData::lvalStr(r, key.str);
    if (r->size() == before) return;   // already there
    slot->m_data = v.m_data;
    slot->m_type = v.m_type;
    tvIncRef(*slot);
  };
  if (b->isPacked()) {
    const TypedValue* d = b->packedData();
    for (uint32_t i = 0, n = b->size(); i < n; ++i) addMissing(ArrayKey::ofInt(i), d[i]);
  } else {
    const Bucket* bb = b->buckets();
    for (uint32_t i = 0, n = b->m_used; i < n; ++i) {
      const Bucket& e = bb[i];
      if (e.isTombstone()) continue;
      addMissing(e.skey ? ArrayKey::ofStr(e.skey) : ArrayKey::ofInt(e.h), e.val);
    }
  }
  if (r == nullptr) {
    a->incRef();
    return makeArrayNoIncRef(a);
  }
  return makeArrayNoIncRef(r);
}

} // namespace

int64_t floatOperandToInt(double d) {
  if (!doubleFitsInt(d) || d != std::trunc(d)) {
    std::string s;
    appendDoubleSerialize(s, d, -1, false);
    raiseDeprecated("Implicit conversion from float %s to int loses precision", s.c_str());
  }
  return doubleToInt(d);
}

TypedValue opAdd(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isInt() && b.isInt()) {
    int64_t r;
    if (!addOverflow(a.m_data.num, b.m_data.num, r)) return makeInt(r);
    return makeDouble(double(a.m_data.num) + double(b.m_data.num));
  }
  if (a.isArray() && b.isArray()) return arrayUnion(a.m_data.parr, b.m_data.parr);
  TypedValue na, nb;
  numericOperands(a, b, "+", na, nb);
  if (na.isInt() && nb.isInt()) return opAdd(na, nb);
  return makeDouble(asDouble(na) + asDouble(nb));
}

TypedValue opSub(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isInt() && b.isInt()) {
    int64_t r;
    if (!subOverflow(a.m_data.num, b.m_data.num, r)) return makeInt(r);
    return makeDouble(double(a.m_data.num) - double(b.m_data.num));
  }
  TypedValue na, nb;
  numericOperands(a, b, "-", na, nb);
  if (na.isInt() && nb.isInt()) return opSub(na, nb);
  return makeDouble(asDouble(na) - asDouble(nb));
}

TypedValue opMul(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isInt() && b.isInt()) {
    int64_t r;
    if (!mulOverflow(a.m_data.num, b.m_data.num, r)) return makeInt(r);
    return makeDouble(double(a.m_data.num) * double(b.m_data.num));
  }
  TypedValue na, nb;
  numericOperands(a, b, "*", na, nb);
  if (na.isInt() && nb.isInt()) return opMul(na, nb);
  return makeDouble(asDouble(na) * asDouble(nb));
}

TypedValue opDiv(const TypedValue& a, const TypedValue& b) {
  TypedValue na, nb;
  numericOperands(a, b, "/", na, nb);
  if (nb.isInt() ? nb.m_data.num == 0 : nb.m_data.dbl == 0.0)
    throwError(ErrorKind::DivisionByZeroError, "Division by zero");
  if (na.isInt() && nb.isInt()) {
    int64_t x = na.m_data.num, y = nb.m_data.num;
    if (y == -1 && x == INT64_MIN) return makeDouble(-static_cast<double>(x));
    if (x % y == 0) return makeInt(x / y);
    return makeDouble(double(x) / double(y));
  }
  return makeDouble(asDouble(na) / asDouble(nb));
}

TypedValue opMod(const TypedValue& a, const TypedValue& b) {
  int64_t x, y;
  intOperands(a, b, "%", x, y);
  if (y == 0) throwError(ErrorKind::DivisionByZeroError, "Modulo by zero");
  if (y == -1) return makeInt(0);
  return makeInt(x % y);
}

TypedValue opPow(const TypedValue& a, const TypedValue& b) {
  TypedValue na, nb;
  numericOperands(a, b, "**", na, nb);
  if (na.isInt() && nb.isInt() && nb.m_data.num >= 0) {
    // pow_function_base of php: square-and-multiply that, on overflow, finishes in
    // doubles from the step where it overflowed (so the sign of an odd power survives:
    // (-2) ** PHP_INT_MAX is -INF).
    int64_t result = 1, base = na.m_data.num, exp = nb.m_data.num;
    if (exp == 0) return makeInt(1);
    if (base == 0) return makeInt(0);
    while (exp >= 1) {
      int64_t product;
      if (exp % 2) {
        --exp;
        if (mulOverflow(result, base, product)) {
          return makeDouble(double(result) * double(base) * std::pow(double(base), double(exp)));
        }
        result = product;
      } else {
        exp /= 2;
        if (mulOverflow(base, base, product)) {
          return makeDouble(double(result) * std::pow(double(base) * double(base), double(exp)));
        }
        base = product;
      }
    }
    return makeInt(result);
  }
  return makeDouble(std::pow(asDouble(na), asDouble(nb)));
}

namespace {

enum class BitOp { And, Or, Xor };

TypedValue bitwise(const TypedValue& a0, const TypedValue& b0, BitOp op, const char* sym) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isString() && b.isString()) {
    // Bytewise on strings: & and ^ use the shorter length, | the longer.
    const StringData* x = a.m_data.pstr;
    const StringData* y = b.m_data.pstr;
    const StringData* longer = x->size() >= y->size() ? x : y;
    uint32_t n = op == BitOp::Or ? longer->size() : std::min(x->size(), y->size());
    StringData* r = StringData::makeUninit(n);
    char* d = r->mutableData();
    uint32_t common = std::min(x->size(), y->size());
    for (uint32_t i = 0; i < common; ++i) {
      unsigned char c1 = x->data()[i], c2 = y->data()[i];
      d[i] = static_cast<char>(op == BitOp::And ? (c1 & c2) : op == BitOp::Or ? (c1 | c2) : (c1 ^ c2));
    }
    for (uint32_t i = common; i < n; ++i) d[i] = longer->data()[i];
    return makeStringNoIncRef(r);
  }
  int64_t x, y;
  intOperands(a, b, sym, x, y);
  switch (op) {
    case BitOp::And: return makeInt(x & y);
    case BitOp::Or: return makeInt(x | y);
    case BitOp::Xor: return makeInt(x ^ y);
  }
  return makeInt(0);
}

} // namespace

TypedValue opBitAnd(const TypedValue& a, const TypedValue& b) { return bitwise(a, b, BitOp::And, "&"); }
TypedValue opBitOr(const TypedValue& a, const TypedValue& b) { return bitwise(a, b, BitOp::Or, "|"); }
TypedValue opBitXor(const TypedValue& a, const TypedValue& b) { return bitwise(a, b, BitOp::Xor, "^"); }

TypedValue opShl(const TypedValue& a, const TypedValue& b) {
  int64_t x, y;
  intOperands(a, b, "<<", x, y);
  if (y < 0) throwError(ErrorKind::ArithmeticError, "Bit shift by negative number");
  if (y >= 64) return makeInt(0);
  return makeInt(static_cast<int64_t>(static_cast<uint64_t>(x) << y));
}

TypedValue opShr(const TypedValue& a, const TypedValue& b) {
  int64_t x, y;
  intOperands(a, b, ">>", x, y);
  if (y < 0) throwError(ErrorKind::ArithmeticError, "Bit shift by negative number");
  if (y >= 64) return makeInt(x < 0 ? -1 : 0);
  return makeInt(x >> y);
}

TypedValue opBitNot(const TypedValue& a0) {
  const TypedValue& a = *tvDeref(&a0);
  switch (a.m_type) {
    case DataType::Int: return makeInt(~a.m_data.num);
    case DataType::Double: return makeInt(~floatOperandToInt(a.m_data.dbl));
    case DataType::String: {
      const StringData* s = a.m_data.pstr;
      StringData* r = StringData::makeUninit(s->size());
      for (uint32_t i = 0; i < s->size(); ++i) r->mutableData()[i] = static_cast<char>(~s->data()[i]);
      return makeStringNoIncRef(r);
    }
    default:
      throwError(ErrorKind::TypeError, "Cannot perform bitwise not on " + typeNameForMessage(a));
  }
}

TypedValue opConcat(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isString() && b.isString()) {
    const StringData* x = a.m_data.pstr;
    const StringData* y = b.m_data.pstr;
    if (x->size() == 0) { const_cast<StringData*>(y)->incRef(); return makeStringNoIncRef(const_cast<StringData*>(y)); }
    if (y->size() == 0) { const_cast<StringData*>(x)->incRef(); return makeStringNoIncRef(const_cast<StringData*>(x)); }
    return makeStringNoIncRef(StringData::makeConcat(x->view(), y->view()));
  }
  // A string and an int ("key" . $i): format the int on the stack.
  if ((a.isString() && b.isInt()) || (a.isInt() && b.isString())) {
    char buf[24];
    char* end = buf + sizeof(buf);
    char* p = end;
    int64_t i = a.isInt() ? a.m_data.num : b.m_data.num;
    uint64_t u = i < 0 ? 0 - static_cast<uint64_t>(i) : static_cast<uint64_t>(i);
    do {
      *--p = static_cast<char>('0' + u % 10);
      u /= 10;
    } while (u);
    if (i < 0) *--p = '-';
    std::string_view num(p, size_t(end - p));
    return makeStringNoIncRef(a.isInt() ? StringData::makeConcat(num, b.m_data.pstr->view())
                                        : StringData::makeConcat(a.m_data.pstr->view(), num));
  }
  std::string s;
  appendToString(s, a);
  appendToString(s, b);
  return makeStringNoIncRef(StringData::make(s));
}

TypedValue opSetOp(SetOpOp op, const TypedValue& a, const TypedValue& b) {
  switch (op) {
    case SetOpOp::Add: return opAdd(a, b);
    case SetOpOp::Sub: return opSub(a, b);
    case SetOpOp::Mul: return opMul(a, b);
    case SetOpOp::Div: return opDiv(a, b);
    case SetOpOp::Mod: return opMod(a, b);
    case SetOpOp::Pow: return opPow(a, b);
    case SetOpOp::Concat: return opConcat(a, b);
    case SetOpOp::BitAnd: return opBitAnd(a, b);
    case SetOpOp::BitOr: return opBitOr(a, b);
    case SetOpOp::BitXor: return opBitXor(a, b);
    case SetOpOp::Shl: return opShl(a, b);
    case SetOpOp::Shr: return opShr(a, b);
  }
  return makeNull();
}

void opIncDec(TypedValue& slot, bool inc) {
  TypedValue& v = *tvDeref(&slot);
  switch (v.m_type) {
    case DataType::Int: {
      int64_t r;
      if (inc ? addOverflow(v.m_data.num, 1, r) : subOverflow(v.m_data.num, 1, r))
        v = makeDouble(double(v.m_data.num) + (inc ? 1.0 : -1.0));
      else
        v.m_data.num = r;
      return;
    }
    case DataType::Double: v.m_data.dbl += inc ? 1.0 : -1.0; return;
    case DataType::Uninit:
    case DataType::Null:
      if (inc) v = makeInt(1);
      else v.m_type = DataType::Null;
      return;
    case DataType::Bool: return;
    case DataType::String: {
      StringData* s = v.m_data.pstr;
      if (s->size() == 0) {
        TypedValue nv = inc ? makeStringNoIncRef(StringData::singleChar('1')) : makeInt(-1);
        tvSetRawMove(v, nv);
        return;
      }
      NumericParse np = parseNumeric(s->view(), false);
      if (np.kind == NumericKind::Int) {
        TypedValue n = makeInt(np.ival);
        opIncDec(n, inc);
        tvSetRawMove(v, n);
        return;
      }
      if (np.kind == NumericKind::Double) {
        tvSetRawMove(v, makeDouble(np.dval + (inc ? 1.0 : -1.0)));
        return;
      }
      if (!inc) return;   // decrementing a non-numeric string does nothing
      std::string next = incrementString(s->view());
      tvSetRawMove(v, makeStringNoIncRef(StringData::make(next)));
      return;
    }
    case DataType::Array:
      throwError(ErrorKind::TypeError, inc ? "Cannot increment array" : "Cannot decrement array");
    case DataType::Object:
      throwError(ErrorKind::TypeError, std::string(inc ? "Cannot increment " : "Cannot decrement ") +
                                           v.m_data.pobj->cls()->name->str());
    default: return;
  }
}

} // namespace hop
