// data-type.h — the one-byte type tag of every PHP value (TypedValue::m_type).
//
// The encoding is chosen so that the checks the interpreter and the JIT make
// most are a single instruction (DESIGN.md, "Values and memory"):
//
//   refcounted       bit 7 set            -> (int8_t)t < 0, one `test`
//   null or uninit   t <= Null            -> one unsigned compare
//   int or double    (t & ~1) == Int      -> Int and Double differ only in bit 0
//   string/array/..  equality             -> one compare (there are no persistent
//                                            flavours: static values are marked by
//                                            their refcount, see heap/header.h)
//
// Uninit is 0 so zeroed memory (fresh locals, new stack slots) reads as "unset".
#pragma once

#include <cstdint>

namespace hop {

#define HOP_DATA_TYPES(X)                                                                   \
  /* name        code   php name (gettype)  */                                              \
  X(Uninit,      0x00,  "NULL")                                                             \
  X(Null,        0x01,  "NULL")                                                             \
  X(Bool,        0x02,  "boolean")                                                          \
  X(Int,         0x04,  "integer")                                                          \
  X(Double,      0x05,  "double")                                                           \
  X(String,      0x88,  "string")                                                           \
  X(Array,       0x90,  "array")                                                            \
  X(Object,      0xA0,  "object")                                                           \
  X(Resource,    0xC0,  "resource")                                                         \
  /* A PHP reference (&): the slot points at a RefData box holding the value. */           \
  X(Reference,   0x81,  "reference")

enum class DataType : uint8_t {
#define X(name, code, php) name = code,
  HOP_DATA_TYPES(X)
#undef X
};

constexpr uint8_t kRefcountedBit = 0x80;

constexpr bool isRefcounted(DataType t) { return (uint8_t(t) & kRefcountedBit) != 0; }
constexpr bool isNullish(DataType t) { return uint8_t(t) <= uint8_t(DataType::Null); }
constexpr bool isIntOrDouble(DataType t) { return (uint8_t(t) & ~1u) == uint8_t(DataType::Int); }

static_assert((uint8_t(DataType::Double) & ~1u) == uint8_t(DataType::Int));
static_assert(!isRefcounted(DataType::Double) && isRefcounted(DataType::String));
static_assert(isRefcounted(DataType::Reference) && isRefcounted(DataType::Object));

/// The lowercase name used in messages and by gettype() ("integer", "double", ...).
const char* dataTypeGettypeName(DataType t);
/// The short name used by var_dump-style and TypeError messages ("int", "float", ...).
const char* dataTypeShortName(DataType t);

} // namespace hop
