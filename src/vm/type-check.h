// type-check.h — checking values against declared types (parameters, return
// values, typed properties), with PHP's coercions in weak mode
// (zend_verify_weak_scalar_type_hint) and exact checks in strict mode.
#pragma once

#include <array>
#include <string>

#include "bytecode/type-constraint.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Class;
struct Func;
struct StringData;

enum class TypeCheckContext { UserParam, BuiltinParam, Return, Property };

// --- The inline common case -------------------------------------------------------
// Most checks are a value whose type is one of the constraint's builtin types
// (an int passed to `int $n`). kTypeCheckBits[t] is the TypeConstraint bit a
// value of DataType t needs for that, so the test is a table load and a mask
// compare; everything else (class names, bool literals, coercions,
// references) goes to typeMatches/checkType.

constexpr uint32_t kTypeCheckNever = 1u << 31;   // a bit no constraint has
inline constexpr std::array<uint32_t, 256> kTypeCheckBits = [] {
  std::array<uint32_t, 256> a{};
  a.fill(kTypeCheckNever);
  a[uint8_t(DataType::Uninit)] = TypeConstraint::kNull;
  a[uint8_t(DataType::Null)] = TypeConstraint::kNull;
  a[uint8_t(DataType::Bool)] = TypeConstraint::kBool;
  a[uint8_t(DataType::Int)] = TypeConstraint::kInt;
  a[uint8_t(DataType::Double)] = TypeConstraint::kFloat;
  a[uint8_t(DataType::String)] = TypeConstraint::kString;
  a[uint8_t(DataType::Array)] = TypeConstraint::kArray;
  a[uint8_t(DataType::Object)] = TypeConstraint::kObject;
  return a;
}();

/// True when a value of type `t` certainly satisfies a constraint with
/// builtin-type bits `mask` (false means "not known here": take the slow path).
HOP_ALWAYS_INLINE bool typeMatchesFast(DataType t, uint32_t mask) {
  uint32_t need = kTypeCheckBits[uint8_t(t)];
  return (mask & need) == need || (mask & TypeConstraint::kMixed);
}

/// Whether a successful check of an object against `tc` holds for every
/// object of the same class in this request, so the class can be cached
/// (not when self/parent/static take part: they depend on the frame).
inline bool objectMatchIsCacheable(const TypeConstraint& tc) {
  return !(tc.mask & (TypeConstraint::kSelf | TypeConstraint::kParent | TypeConstraint::kStatic));
}

/// A memo behind the three classes a class-typed check's inline cache entry
/// holds (inline-cache.h typeOk): (site, class) pairs whose objects passed
/// the cacheable check at inline cache slot id `site` (a Func's cacheBase plus
/// the instruction's slot) in this request. Twig's `Node $node` parameters see
/// dozens of Node subclasses, which the three ways alone keep missing.
/// Per thread, emptied when classMemoEpoch() changes; only passes are kept.
/// A class that passed once passes in every request that declares it: the
/// check's names are its ancestors' (declared with it, a pooled copy over the
/// same copies), unless class_alias() gave a name another class
/// (noteClassAliased). A site id is reused only after its Func is freed,
/// which moves the epoch too (member-ops.h).
bool objectPassedAt(uint32_t site, const Class* cls);
void rememberObjectPassedAt(uint32_t site, const Class* cls);

/// The memo's table, for objectPassedAtFast (type-check.cpp owns it).
struct ObjectPassedAt {
  const Class* cls;
  uint32_t site;
};
constexpr uint32_t kObjectPassedAtBits = 12;
extern constinit thread_local ObjectPassedAt tl_objectPassedAt[1u << kObjectPassedAtBits];
extern constinit thread_local uint64_t tl_objectPassedAtEpoch;
HOP_ALWAYS_INLINE ObjectPassedAt& objectPassedAtEntry(uint32_t site, const Class* cls) {
  const uint64_t h = ((reinterpret_cast<uintptr_t>(cls) >> 4) ^ (uint64_t(site) << 20)) * 0x9E3779B97F4A7C15ull;
  return tl_objectPassedAt[h >> (64 - kObjectPassedAtBits)];
}
/// objectPassedAt's answer when the memo is current (`epoch`, classMemoEpoch()'s value):
/// a probe that calls nothing, for refillClassTypeCache's hit.
HOP_ALWAYS_INLINE bool objectPassedAtFast(uint32_t site, const Class* cls, uint64_t epoch) {
  const ObjectPassedAt& e = objectPassedAtEntry(site, cls);
  return e.cls == cls && e.site == site && epoch == tl_objectPassedAtEpoch;
}

/// `$o instanceof Name` for an object of class `cls` and a class name literal
/// (a static string): whether the class the name has now (no autoloading) is
/// `cls` or one of its ancestors. Remembered per (name, class) and request;
/// a name not found, or found but no ancestor, is remembered with the number
/// of classes then defined (a later class or class_alias() is another
/// question). PHP-Parser's printer asks hundreds of such names per node.
bool instanceOfNamed(const StringData* name, const Class* cls);

/// Checks `v` (a dereferenced value slot) against `tc`, coercing it in place
/// when weak mode allows. `self` resolves self/parent, `calledCls` static.
/// Returns false when the value does not fit (the caller raises the TypeError).
/// May raise deprecations (float to int with loss, null to builtin scalar).
bool checkType(TypedValue& v, const TypeConstraint& tc, bool strict, TypeCheckContext ctx,
               const Class* self, const Class* calledCls);

/// Whether `v` already satisfies `tc` without coercion.
bool typeMatches(const TypedValue& v, const TypeConstraint& tc, const Class* self, const Class* calledCls);

/// The "must be of type T, X given" error of a parameter, with PHP's wording.
[[noreturn]] void throwParamTypeError(const Func* f, uint32_t paramIndex, const TypedValue& given,
                                      bool fromBuiltin);

} // namespace hop
