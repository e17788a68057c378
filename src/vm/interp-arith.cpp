// interp-arith.cpp — operators, comparisons, casts and type tests.
#include <cmath>

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/interp-internal.h"

namespace hop {

namespace {

/// Replaces the two operands on top of the stack by `r`.
inline void binaryResult(VMState& vm, TypedValue r) {
  TypedValue a = vm.sp[-2], b = vm.sp[-1];
  vm.sp[-2] = r;
  vm.sp--;
  tvDecRef(a);
  tvDecRef(b);
}

} // namespace

#define BINARY_OP(name, fn)                         \
  void iop##name(VMState& vm) {                     \
    TypedValue r = fn(vm.sp[-2], vm.sp[-1]);        \
    binaryResult(vm, r);                            \
    advance(vm);                                    \
  }
BINARY_OP(Add, opAdd)
BINARY_OP(Sub, opSub)
BINARY_OP(Mul, opMul)
BINARY_OP(Div, opDiv)
BINARY_OP(Mod, opMod)
BINARY_OP(Pow, opPow)
BINARY_OP(BitAnd, opBitAnd)
BINARY_OP(BitOr, opBitOr)
BINARY_OP(BitXor, opBitXor)
BINARY_OP(Shl, opShl)
BINARY_OP(Shr, opShr)
#undef BINARY_OP

void iopConcat(VMState& vm) {
  TypedValue& a = vm.sp[-2];
  TypedValue& b = vm.sp[-1];
  // `$s . "x"` where $s's string has one owner: append in place.
  if (a.isString() && b.isString() && a.m_data.pstr->m_hdr.hasExactlyOneRef()) {
    a.m_data.pstr = StringData::append(a.m_data.pstr, b.m_data.pstr->view());
    TypedValue old = b;
    vm.sp--;
    tvDecRef(old);
    advance(vm);
    return;
  }
  TypedValue r = opConcat(a, b);
  binaryResult(vm, r);
  advance(vm);
}

namespace {
/// Interpolation of strings and ints ("id=$i;$w"): the result is allocated
/// once at its final size, or (`extendFirst`) is the first part extended,
/// then its slot is left Null (and, when it was resized, every part's: each
/// string released once copied). Null if some part needs a full conversion.
template <bool extendFirst>
HOP_ALWAYS_INLINE StringData* concatParts(TypedValue* parts, uint32_t n) {
  constexpr uint32_t kMaxParts = 16;
  constexpr uint32_t kExtendMin = 4096;
  if (n > kMaxParts) return nullptr;
  char ints[kMaxParts][24];
  // Pointers and lengths, not string_views: an array of those would be
  // zeroed on every call (32 stores for the 16 parts).
  const char* data[kMaxParts];
  size_t len[kMaxParts];
  size_t total = 0;
  for (uint32_t i = 0; i < n; ++i) {
    const TypedValue& v = parts[i];
    if (v.m_type == DataType::String) {
      data[i] = v.m_data.pstr->data();
      len[i] = v.m_data.pstr->size();
    } else if (v.m_type == DataType::Int) {
      const std::string_view t = formatIntTo(ints[i], v.m_data.num);
      data[i] = t.data();
      len[i] = t.size();
    } else {
      return nullptr;
    }
    total += len[i];
  }
  if (total > UINT32_MAX / 2) return nullptr;
  uint32_t first = 0;
  bool resized = false;
  StringData* r = nullptr;
  if (extendFirst && parts[0].m_type == DataType::String && parts[0].m_data.pstr->m_cap >= kExtendMin &&
      parts[0].m_data.pstr->m_hdr.hasExactlyOneRef()) {
    // A temporary first part with one owner (`f() . $a . $b`): extended in
    // place when it has room or a big block (resized, as php's Concat does
    // to a temporary left operand), so the result is not built beside it.
    // No other part can share its bytes: that would be a second owner.
    // Short ones are copied: a new small block costs less than the checks
    // (monolog x50: +0.5M instructions when every first part was tried).
    StringData* s0 = parts[0].m_data.pstr;
    if (total <= s0->m_cap) r = s0;
    else resized = (r = StringData::resizeBig(s0, total)) != nullptr;
    if (r) {
      parts[0] = makeNull();   // consumed: the callers release the other parts
      first = 1;
    }
  }
  if (!r) r = StringData::makeUninit(static_cast<uint32_t>(total));
  char* out = r->mutableData() + (first ? len[0] : 0);
  if (resized) {
    // Big parts: each string is released once copied (php's Concat frees
    // each right operand before the next is added), so what is held at
    // once is the result and the parts still to come. A string's release
    // runs no PHP code; the slots are left Null for the callers.
    for (uint32_t i = 1; i < n; ++i) {
      if (len[i] != 0) std::memcpy(out, data[i], len[i]);
      out += len[i];
      if (parts[i].m_type == DataType::String) {
        parts[i].m_data.pstr->decRef();
        parts[i] = makeNull();
      }
    }
  } else {
    for (uint32_t i = first; i < n; ++i) {
      if (len[i] != 0) std::memcpy(out, data[i], len[i]);
      out += len[i];
    }
  }
  if (first) r->setSize(static_cast<uint32_t>(total));
  return r;
}
} // namespace

StringData* concatStringsAndInts(const TypedValue* parts, uint32_t n) {
  // Never extends: the parts stay as they are.
  return concatParts<false>(const_cast<TypedValue*>(parts), n);
}

StringData* concatOntoFirst(TypedValue* parts, uint32_t n) { return concatParts<true>(parts, n); }

void iopConcatN(VMState& vm) {
  uint32_t n = immU32(vm.pc, 0);
  TypedValue* parts = vm.sp - n;
  StringData* fast = concatOntoFirst(parts, n);
  TypedValue r;
  if (fast) {
    r = makeStringNoIncRef(fast);
  } else {
    std::string s;
    for (uint32_t i = 0; i < n; ++i) appendToString(s, parts[i]);
    r = makeStringNoIncRef(StringData::make(s));
  }
  for (uint32_t i = 0; i < n; ++i) tvDecRef(parts[i]);
  vm.sp = parts;
  *vm.sp++ = r;
  advance(vm);
}

void iopNot(VMState& vm) {
  TypedValue v = vm.sp[-1];
  vm.sp[-1] = makeBool(!toBool(v));
  tvDecRef(v);
  advance(vm);
}

void iopBitNot(VMState& vm) {
  TypedValue v = vm.sp[-1];
  TypedValue r = opBitNot(v);
  vm.sp[-1] = r;
  tvDecRef(v);
  advance(vm);
}

#define CMP_OP(name, expr)                              \
  void iop##name(VMState& vm) {                         \
    const TypedValue& a = vm.sp[-2];                    \
    const TypedValue& b = vm.sp[-1];                    \
    TypedValue r = expr;                                \
    binaryResult(vm, r);                                \
    advance(vm);                                        \
  }
CMP_OP(Same, makeBool(same(a, b)))
CMP_OP(NSame, makeBool(!same(a, b)))

/// SameI/SameS (bytecode/fuse.cpp): the literal pushed, then its Same or NSame.
static void sameLiteral(VMState& vm, TypedValue lit, uint8_t cmp) {
  *vm.sp++ = lit;
  const bool r = same(vm.sp[-2], vm.sp[-1]);
  binaryResult(vm, makeBool(cmp == uint8_t(Op::Same) ? r : !r));
  advance(vm);
}
void iopSameI(VMState& vm) { sameLiteral(vm, makeInt(immI64(vm.pc, 0)), immU8(vm.pc, 1)); }
void iopSameS(VMState& vm) { sameLiteral(vm, makeStringNoIncRef(litstr(vm, immU32(vm.pc, 0))), immU8(vm.pc, 1)); }
CMP_OP(Eq, makeBool(looseEquals(a, b)))
CMP_OP(Neq, makeBool(!looseEquals(a, b)))
CMP_OP(Lt, makeBool(lessThan(a, b)))
CMP_OP(Lte, makeBool(lessOrEqual(a, b)))
CMP_OP(Gt, makeBool(greaterThan(a, b)))
CMP_OP(Gte, makeBool(greaterOrEqual(a, b)))
CMP_OP(Cmp, makeInt(compareValues(a, b)))
#undef CMP_OP

void iopCast(VMState& vm) {
  auto op = static_cast<CastOp>(immU8(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  TypedValue r;
  switch (op) {
    case CastOp::Int: r = makeInt(toInt(v)); break;
    case CastOp::Double: r = makeDouble(toDouble(v)); break;
    case CastOp::String: r = makeStringNoIncRef(toStringData(v)); break;
    case CastOp::Bool: r = makeBool(toBool(v)); break;
    case CastOp::Array: r = makeArrayNoIncRef(toArray(v)); break;
    case CastOp::Object: r = makeObjectNoIncRef(toObject(v)); break;
    case CastOp::Unset: r = makeNull(); break;
  }
  vm.sp[-1] = r;
  tvDecRef(v);
  advance(vm);
}

void iopInstanceOfD(VMState& vm) {
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  const TypedValue& o = *tvDeref(&v);
  bool r = false;
  if (o.isObject()) {
    Class* cls = ctx().lookupClass(static_cast<const StringData*>(name));   // no autoload: an undefined class has no instances
    r = cls && o.m_data.pobj->cls()->isSubclassOf(cls);
  }
  vm.sp[-1] = makeBool(r);
  tvDecRef(v);
  advance(vm);
}

void iopInstanceOf(VMState& vm) {
  TypedValue c = vm.sp[-1];
  TypedValue v = vm.sp[-2];
  const TypedValue& o = *tvDeref(&v);
  const TypedValue& cref = *tvDeref(&c);
  bool r = false;
  if (o.isObject()) {
    if (cref.isObject()) {
      r = o.m_data.pobj->cls()->isSubclassOf(cref.m_data.pobj->cls());
    } else if (cref.isString()) {
      Class* cls = ctx().lookupClass(static_cast<const StringData*>(cref.m_data.pstr));   // memoized by address or bytes
      r = cls && o.m_data.pobj->cls()->isSubclassOf(cls);
    } else {
      throwError(ErrorKind::Error, "Class name must be a valid object or a string");
    }
  } else if (!cref.isObject() && !cref.isString()) {
    throwError(ErrorKind::Error, "Class name must be a valid object or a string");
  }
  binaryResult(vm, makeBool(r));
  advance(vm);
}

namespace {

bool isType(const TypedValue& v0, IsTypeOp op) {
  const TypedValue& v = *tvDeref(&v0);
  switch (op) {
    case IsTypeOp::Null: return v.isNull();
    case IsTypeOp::Bool: return v.isBool();
    case IsTypeOp::Int: return v.isInt();
    case IsTypeOp::Double: return v.isDouble();
    case IsTypeOp::String: return v.isString();
    case IsTypeOp::Array: return v.isArray();
    case IsTypeOp::Object: return v.isObject();
    case IsTypeOp::Scalar: return v.isInt() || v.isDouble() || v.isString() || v.isBool();
    case IsTypeOp::Numeric: return isNumericValue(v);
    case IsTypeOp::Callable: return isCallable(v, false);
    case IsTypeOp::Iterable: return v.isArray() || (v.isObject() && classIsTraversable(v.m_data.pobj->cls()));
    case IsTypeOp::Countable:
      return v.isArray() || (v.isObject() && classImplements(v.m_data.pobj->cls(), "Countable"));
    case IsTypeOp::Resource: return v.m_type == DataType::Resource && !resourceIsClosed(v);
  }
  return false;
}

} // namespace

void iopIsTypeC(VMState& vm) {
  auto op = static_cast<IsTypeOp>(immU8(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  vm.sp[-1] = makeBool(isType(v, op));
  tvDecRef(v);
  advance(vm);
}

void iopIsTypeL(VMState& vm) {
  uint32_t local = immU32(vm.pc, 0);
  auto op = static_cast<IsTypeOp>(immU8(vm.pc, 1));
  TypedValue* l = vm.fp->locals() + local;
  if (l->isUninit()) raiseUndefinedVariable(vm.fp->m_func, local);
  *vm.sp++ = makeBool(isType(*l, op));
  advance(vm);
}

} // namespace hop
