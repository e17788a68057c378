// type.h — the JIT's type lattice: what the IR knows about a value.
//
// A Type is a set of PHP value kinds, one bit each (HOP_IR_TYPE_BITS), so
// union, intersection and subtype are bit operations. Strings and arrays
// are split into static (literal, never released) and counted, and arrays
// leave room for their packed (vec) and mixed (dict) kinds, so later gears
// can specialize without changing the representation. Bottom (no bit) is
// the type of nothing; Gen (every bit) is "could be anything".
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/value/data-type.h"

namespace hop::jit {

//  X(name, bit)
#define HOP_IR_TYPE_BITS(X) \
  X(Uninit, 0)              \
  X(InitNull, 1)            \
  X(Bool, 2)                \
  X(Int, 3)                 \
  X(Dbl, 4)                 \
  X(StaticStr, 5)           \
  X(CountedStr, 6)          \
  X(StaticVec, 7)           \
  X(StaticDict, 8)          \
  X(CountedVec, 9)          \
  X(CountedDict, 10)        \
  X(Obj, 11)                \
  X(Res, 12)                \
  X(BoxedCell, 13)

class Type {
public:
  constexpr Type() : m_bits(0) {}
  constexpr explicit Type(uint32_t bits) : m_bits(bits) {}

#define X(name, bit) static constexpr uint32_t k##name = 1u << bit;
  HOP_IR_TYPE_BITS(X)
#undef X
  static constexpr uint32_t kNull = kUninit | kInitNull;
  static constexpr uint32_t kNum = kInt | kDbl;
  static constexpr uint32_t kStr = kStaticStr | kCountedStr;
  static constexpr uint32_t kStaticArr = kStaticVec | kStaticDict;
  static constexpr uint32_t kCountedArr = kCountedVec | kCountedDict;
  static constexpr uint32_t kArr = kStaticArr | kCountedArr;
  /// Values whose type byte has no refcounted bit: storing over one releases nothing.
  static constexpr uint32_t kPlain = kNull | kBool | kInt | kDbl;
  static constexpr uint32_t kCell = kPlain | kStr | kArr | kObj | kRes;
  static constexpr uint32_t kGen = kCell | kBoxedCell;

  static constexpr Type Bottom() { return Type(0); }
  static constexpr Type Uninit() { return Type(kUninit); }
  static constexpr Type InitNull() { return Type(kInitNull); }
  static constexpr Type Null() { return Type(kNull); }
  static constexpr Type Bool() { return Type(kBool); }
  static constexpr Type Int() { return Type(kInt); }
  static constexpr Type Dbl() { return Type(kDbl); }
  static constexpr Type Num() { return Type(kNum); }
  static constexpr Type Str() { return Type(kStr); }
  static constexpr Type Arr() { return Type(kArr); }
  static constexpr Type Obj() { return Type(kObj); }
  static constexpr Type Plain() { return Type(kPlain); }
  static constexpr Type Cell() { return Type(kCell); }
  static constexpr Type Gen() { return Type(kGen); }

  /// The type of a value whose type byte is `dt` (strings and arrays of
  /// either kind: the byte does not tell static from counted).
  static Type fromDataType(DataType dt);
  /// The one DataType every value of this type has, if there is one
  /// (guards compare the type byte against it); false otherwise.
  bool dataType(DataType* out) const;

  constexpr uint32_t bits() const { return m_bits; }
  constexpr Type operator|(Type o) const { return Type(m_bits | o.m_bits); }
  constexpr Type operator&(Type o) const { return Type(m_bits & o.m_bits); }
  constexpr Type operator-(Type o) const { return Type(m_bits & ~o.m_bits); }
  constexpr bool operator==(Type o) const { return m_bits == o.m_bits; }
  constexpr bool operator!=(Type o) const { return m_bits != o.m_bits; }
  /// Subtype: every value of *this is a value of o.
  constexpr bool operator<=(Type o) const { return (m_bits & ~o.m_bits) == 0; }
  constexpr bool maybe(Type o) const { return (m_bits & o.m_bits) != 0; }
  constexpr bool isBottom() const { return m_bits == 0; }

  /// "Int", "Dbl", "Int|Dbl" → "Num", "Gen", ...: the dumps' spelling.
  std::string toString() const;
  /// toString's spelling read back ("Int", "Str|Obj", "Bottom"); false if unknown.
  static bool parse(std::string_view s, Type* out);

private:
  uint32_t m_bits;
};

} // namespace hop::jit
