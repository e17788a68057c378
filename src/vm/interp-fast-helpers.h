// interp-fast-helpers.h — small inline helpers of the interpreter loop's
// fast paths (vm/interp.cpp): element keys read from KA immediates, packed
// and hash element access without conversions, compound-assignment
// arithmetic on numbers. The dispatch loop includes this (and a handler
// that shares one of its decisions).
#pragma once

#include <cstdint>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/string/string-data.h"
#include "vm/interp-internal.h"
#include "vm/member-ops.h"
#include "vm/type-check.h"

namespace hop::interp_fast {

// --- Builtin calls ---------------------------------------------------------------------------

/// The rest of a builtin call's argument release (RELEASE_BUILTIN_ARGS in
/// the loop), from the first value whose last reference goes: releases
/// (type, h), then each later argument first to last, its slot dead (null)
/// before its release, in case a destructor unwinds. Out of line: the
/// loop's release of values that stay alive keeps its registers.
HOP_NOINLINE inline void releaseBuiltinArgsFrom(DataType type, HeapHeader* h, TypedValue* next, TypedValue* end) {
  releaseHeapValue(type, h);
  for (; next != end; ++next) {
    const TypedValue v = *next;
    if (!isRefcounted(v.m_type)) continue;
    next->m_type = DataType::Null;
    if (v.m_data.pcnt->decRefAndTestRelease()) releaseHeapValue(v.m_type, v.m_data.pcnt);
  }
}

// --- Array literals ------------------------------------------------------------------------

/// Whether the literal the NewArray at pc starts gives its first item a
/// string key (`['name' => ...]`: `String k` then the value's code, not
/// AddNewElemC or AddSpread right after the string, which would make it a
/// value): php's INIT_ARRAY then makes a hash table.
HOP_ALWAYS_INLINE bool newArrayFirstKeyIsString(const uint8_t* pc, const Unit* unit) {
  const uint8_t* next = pc + instrLenOf(Op::NewArray);
  if (*next != uint8_t(Op::String)) return false;
  const uint8_t after = next[instrLenOf(Op::String)];
  if (after == uint8_t(Op::AddNewElemC) || after == uint8_t(Op::AddSpread)) return false;
  return unit->litstrs[readRaw<uint32_t>(next + 1)]->isStaticStrKey();
}

/// The array a NewArray at pc starts with room for `cap` items: php's
/// INIT_ARRAY makes a hash table for a first string key (a packed array
/// would become one at that key: an allocation and a copy).
HOP_ALWAYS_INLINE ArrayData* newArrayFor(const uint8_t* pc, const Unit* unit, uint32_t cap) {
  if (!cap) return ArrayData::empty();
  return newArrayFirstKeyIsString(pc, unit) ? ArrayData::makeHash(cap) : ArrayData::makePacked(cap);
}

// --- Comparisons -----------------------------------------------------------------------------

/// The comparison a fused CmpLL/CmpLI names (Lt Lte Gt Gte Eq Neq, all the
/// fuser produces) of two ints, without a switch: bit k of the op's mask
/// says whether the comparison holds when x is below (0), equal to (1) or
/// above (2) y.
struct CmpMasks {
  uint8_t m[256] = {};
  constexpr CmpMasks() {
    m[uint8_t(Op::Lt)] = 0b001;
    m[uint8_t(Op::Lte)] = 0b011;
    m[uint8_t(Op::Gt)] = 0b100;
    m[uint8_t(Op::Gte)] = 0b110;
    m[uint8_t(Op::Eq)] = 0b010;
    m[uint8_t(Op::Neq)] = 0b101;
  }
};
inline constexpr CmpMasks kCmpMasks{};
HOP_ALWAYS_INLINE bool compareInts(Op cmp, int64_t x, int64_t y) {
  return (kCmpMasks.m[uint8_t(cmp)] >> (int(x > y) + int(x >= y))) & 1;
}

// --- Strings -------------------------------------------------------------------------------

} // namespace hop::interp_fast
namespace hop {
/// Interpolation of strings and ints in one allocation (vm/interp-arith.cpp);
/// null when some part needs a full conversion.
StringData* concatStringsAndInts(const TypedValue* parts, uint32_t n);
/// The same for ConcatN: a first part that is a string with one owner (a
/// temporary) is extended in place when it can be, its slot then left Null
/// (every part's, released once copied, when it was resized).
StringData* concatOntoFirst(TypedValue* parts, uint32_t n);
} // namespace hop
namespace hop::interp_fast {

/// Two strings with the same bytes (=== on strings).
HOP_ALWAYS_INLINE bool sameStrings(const StringData* a, const StringData* b) {
  return a == b || (a->size() == b->size() && std::memcmp(a->data(), b->data(), a->size()) == 0);
}

/// Whether a string can be numeric at all (php's numeric strings start with
/// whitespace, a sign, a digit or a dot): when one of two compared strings
/// cannot, == compares their bytes.
HOP_ALWAYS_INLINE bool mayBeNumericString(const StringData* s) {
  if (s->size() == 0) return false;
  const auto c = static_cast<unsigned char>(s->data()[0]);
  return (c >= '0' && c <= '9') || c == ' ' || (c >= '\t' && c <= '\r') || c == '+' || c == '-' || c == '.';
}

// --- Element access helpers for the fast paths --------------------------------------------

/// The integer a KA immediate (at `ka`) names as an element key, when it is
/// one without conversion: an EI literal, or an int in a local or on the stack.
HOP_ALWAYS_INLINE bool intElemKey(const uint8_t* ka, ActRec* fp, const TypedValue* sp, int64_t& out) {
  const int64_t payload = readRaw<int64_t>(ka + 1);
  const TypedValue* k;
  switch (static_cast<MemberKeyKind>(ka[0])) {
    case MemberKeyKind::EI: out = payload; return true;
    case MemberKeyKind::EL: k = fp->locals() + payload; break;
    case MemberKeyKind::EC: k = sp - 1 - payload; break;
    default: return false;
  }
  if (k->m_type != DataType::Int) return false;
  out = k->m_data.num;
  return true;
}

/// The string a KA immediate names as an element key, when it is a string
/// key as is (not a decimal integer, which PHP turns into an int key): an ET
/// literal, or a string in a local or on the stack.
HOP_ALWAYS_INLINE const StringData* strElemKey(const uint8_t* ka, ActRec* fp, const TypedValue* sp) {
  const int64_t payload = readRaw<int64_t>(ka + 1);
  const StringData* str;
  switch (static_cast<MemberKeyKind>(ka[0])) {
    case MemberKeyKind::ET: str = fp->m_func->unit->litstrs[uint32_t(payload)]; break;
    case MemberKeyKind::EL: {
      const TypedValue* k = fp->locals() + payload;
      if (k->m_type != DataType::String) return nullptr;
      str = k->m_data.pstr;
      break;
    }
    case MemberKeyKind::EC: {
      const TypedValue* k = sp - 1 - payload;
      if (k->m_type != DataType::String) return nullptr;
      str = k->m_data.pstr;
      break;
    }
    default: return nullptr;
  }
  // Strings that may be integers ("12", "-3") are normalized by the full path.
  if (mayBeIntKey(str->view())) return nullptr;
  return str;
}

/// The element at int key k of an array, or null when absent. Packed arrays
/// are read inline; hash arrays through their lookup.
HOP_ALWAYS_INLINE const TypedValue* arrayGetInt(const ArrayData* a, int64_t k) {
  if (HOP_LIKELY(a->isPacked())) return uint64_t(k) < a->m_size ? &a->packedData()[k] : nullptr;
  return a->getInt(k);
}

/// Where a store into the property slot `slot` goes: the slot, or the value
/// of a reference it holds that no typed property constrains (php assigns
/// through it: a property once passed by reference stays one); null for a
/// reference with type sources (the full path checks their types).
HOP_ALWAYS_INLINE TypedValue* propStoreSlot(TypedValue* slot) {
  if (HOP_LIKELY(slot->m_type != DataType::Reference)) return slot;
  RefData* r = slot->m_data.pref;
  return r->hasTypeSources() ? nullptr : &r->m_tv;
}

/// Where a store of `v` into local slot `l` goes when one of them is a
/// reference (the caller's unlikely case): the value of the reference the
/// local is bound to, when no typed property constrains it and `v` is a
/// plain value; else null (the full handler).
HOP_ALWAYS_INLINE TypedValue* refLocalStoreSlot(TypedValue* l, const TypedValue& v) {
  if (v.m_type == DataType::Reference || l->m_type != DataType::Reference) return nullptr;
  RefData* r = l->m_data.pref;
  return r->hasTypeSources() ? nullptr : &r->m_tv;
}

/// The element at int key k of an array the caller may write in place (one
/// owner, packed, key present), or null.
HOP_ALWAYS_INLINE TypedValue* packedLvalInPlace(ArrayData* a, int64_t k) {
  if (a->m_hdr.m_count != 1 || !a->isPacked() || uint64_t(k) >= a->m_size) return nullptr;
  return &a->packedData()[k];
}

/// x op y for a compound assignment on two ints, when the result is an int
/// computed without PHP's special cases (overflow to float, bad shifts,
/// division); false means "take the full path".
HOP_ALWAYS_INLINE bool intSetOp(SetOpOp op, int64_t x, int64_t y, int64_t& r) {
  switch (op) {
    case SetOpOp::Add: return !__builtin_add_overflow(x, y, &r);
    case SetOpOp::Sub: return !__builtin_sub_overflow(x, y, &r);
    case SetOpOp::Mul: return !__builtin_mul_overflow(x, y, &r);
    case SetOpOp::BitAnd: r = x & y; return true;
    case SetOpOp::BitOr: r = x | y; return true;
    case SetOpOp::BitXor: r = x ^ y; return true;
    case SetOpOp::Shl:
      if (uint64_t(y) >= 64) return false;
      r = int64_t(uint64_t(x) << y);
      return true;
    case SetOpOp::Shr:
      if (uint64_t(y) >= 64) return false;
      r = x >> y;
      return true;
    default: return false;
  }
}

HOP_ALWAYS_INLINE bool isBitwiseSetOp(SetOpOp op) {
  return op == SetOpOp::BitAnd || op == SetOpOp::BitOr || op == SetOpOp::BitXor || op == SetOpOp::Shl ||
         op == SetOpOp::Shr;
}

/// a op b on two numbers (ints or floats, not references), written to `out`
/// (which may alias a), when PHP's result needs none of its special cases:
/// int overflow (becomes a float), division by zero, INT_MIN / -1. False
/// means "take the full path"; `out` is then untouched.
HOP_ALWAYS_INLINE bool numArith(SetOpOp op, const TypedValue& a, const TypedValue& b, TypedValue& out) {
  if (a.m_type == DataType::Int && b.m_type == DataType::Int) {
    const int64_t x = a.m_data.num, y = b.m_data.num;
    int64_t r;
    switch (op) {
      case SetOpOp::Add: if (__builtin_add_overflow(x, y, &r)) return false; break;
      case SetOpOp::Sub: if (__builtin_sub_overflow(x, y, &r)) return false; break;
      case SetOpOp::Mul: if (__builtin_mul_overflow(x, y, &r)) return false; break;
      case SetOpOp::Div:
        if (y == 0 || (y == -1 && x == INT64_MIN)) return false;
        if (x % y != 0) {   // an inexact quotient is a float
          out.m_data.dbl = double(x) / double(y);
          out.m_type = DataType::Double;
          return true;
        }
        r = x / y;
        break;
      default: return false;
    }
    out.m_data.num = r;
    out.m_type = DataType::Int;
    return true;
  }
  // Floats, or an int with a float: in doubles (two floats without the conversions).
  double x, y;
  if (HOP_LIKELY(a.m_type == DataType::Double && b.m_type == DataType::Double)) {
    x = a.m_data.dbl;
    y = b.m_data.dbl;
  } else {
    if (!isIntOrDouble(a.m_type) || !isIntOrDouble(b.m_type)) return false;
    x = a.m_type == DataType::Int ? double(a.m_data.num) : a.m_data.dbl;
    y = b.m_type == DataType::Int ? double(b.m_data.num) : b.m_data.dbl;
  }
  double r;
  switch (op) {
    case SetOpOp::Add: r = x + y; break;
    case SetOpOp::Sub: r = x - y; break;
    case SetOpOp::Mul: r = x * y; break;
    case SetOpOp::Div:
      if (y == 0) return false;
      r = x / y;
      break;
    default: return false;
  }
  out.m_data.dbl = r;
  out.m_type = DataType::Double;
  return true;
}


/// Whether the bytes at q are `Dup; FPushCtor 0; FCall 0; PopC`, what
/// follows NewObjD for `new C` / `new C()`: for a class without a
/// constructor they only leave the object alone on the stack (php's NEW
/// jumps over its DO_FCALL the same way). Two bytes first: a Dup then an
/// FPushCtor are always followed by the FCall's bytes, so the 12-byte
/// compare stays inside the function.
HOP_ALWAYS_INLINE bool noCtorCallAfter(const uint8_t* q) {
  static_assert(instrLenOf(Op::Dup) == 1 && instrLenOf(Op::FPushCtor) == 5 && instrLenOf(Op::FCall) == 5 &&
                immOffsetOf(Op::FPushCtor, 0) == 1 && immOffsetOf(Op::FCall, 0) == 1);
  constexpr uint64_t kSeq = uint64_t(uint8_t(Op::Dup)) | (uint64_t(uint8_t(Op::FPushCtor)) << 8) |
                            (uint64_t(uint8_t(Op::FCall)) << 48);   // nargs 0 in bytes 2-5 and 7
  return readRaw<uint16_t>(q) == uint16_t(kSeq) && readRaw<uint64_t>(q) == kSeq &&
         readRaw<uint32_t>(q + 8) == uint32_t(uint8_t(Op::PopC)) << 24;
}

/// Whether a builtin's `nargs` arguments (a count it accepts) already have
/// its parameters' types (FCall's and FCallBuiltin's inline calls): the
/// declared parameters by index, then a variadic's extra arguments by its
/// mask. A reference for a by-reference parameter (preg_match's &$matches,
/// mask zero) is what the builtin takes.
HOP_ALWAYS_INLINE bool builtinArgsPass(const Func* f, const TypedValue* args, uint32_t nargs) {
  const uint32_t* masks = f->paramCheckMasks.data();
  const uint32_t np = uint32_t(f->paramCheckMasks.size());
  auto passes = [&](uint32_t i, uint32_t k) {
    const uint32_t need = kTypeCheckBits[uint8_t(args[i].m_type)];
    if (HOP_LIKELY((masks[k] & need) == need)) return true;
    const ParamInfo& p = f->params[k];
    return p.byRef && args[i].m_type == DataType::Reference && !(p.type.mask & TypeConstraint::kCallable);
  };
  const uint32_t declared = nargs < np ? nargs : np;
  uint32_t i = 0;
  for (; i < declared; ++i)
    if (!passes(i, i)) return false;
  for (; i < nargs; ++i)
    if (!passes(i, np - 1)) return false;
  return true;
}

} // namespace hop::interp_fast
