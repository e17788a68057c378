// type-check.h — checking values against declared types (parameters, return
// values, typed properties), with PHP's coercions in weak mode
// (zend_verify_weak_scalar_type_hint) and exact checks in strict mode.
#pragma once

#include <string>

#include "bytecode/type-constraint.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Class;
struct Func;

enum class TypeCheckContext { UserParam, BuiltinParam, Return, Property };

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
