// class-variance.h — php's inheritance compatibility rules (LSP): whether a
// method may override another (parameter contravariance, return covariance,
// arity, by-ref), whether a property type may redeclare another (invariance),
// and the signatures php prints in its "must be compatible" messages.
//
// A check can be Unresolved when a class named in a type is not declared yet;
// the linker then delays it (php's "delayed variance obligations") and the
// class names are remembered for autoloading (php's delayed autoloads).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "bytecode/func.h"
#include "bytecode/type-constraint.h"

namespace hop {

struct Class;

enum class Inheritance : int8_t {
  Unresolved = -1,   // needs a class that is not declared yet
  Error = 0,
  Warning = 1,       // only a tentative return type is violated (deprecation)
  Success = 2,
};

/// Whether values of type `fe` (declared in `feScope`, which resolves self and
/// parent) are all values of type `proto`: the return-type rule. Parameter
/// types are checked with the arguments swapped.
Inheritance covariantTypeCheck(const Class* feScope, const TypeConstraint& fe, const Class* protoScope,
                               const TypeConstraint& proto);

/// Whether method `fe` may override or implement `proto` (php's
/// zend_do_perform_implementation_check). For trait methods the scopes are the
/// class using the trait.
Inheritance implementationCheck(const Func* fe, const Class* feScope, const Func* proto, const Class* protoScope);

/// Whether a property redeclared with `childType` keeps the parent's type
/// (types must be equivalent both ways).
Inheritance propertyTypesCompatible(const TypeConstraint& parentType, const Class* parentScope,
                                    const TypeConstraint& childType, const Class* childScope);

/// "B::foo(int $a = 1, &...$rest): ?int", as php shows a method in messages;
/// types resolve self/parent against `scope`. `declaring` names the class.
std::string functionDeclaration(const Func* f, const Class* scope, const Class* declaring);

/// A type as php prints it, self/parent resolved against `scope` (if any).
std::string typeToString(const TypeConstraint& tc, const Class* scope);

/// Whether `a` is `b` or a subtype of it, also while `a` is still being
/// linked (its declared parent and interfaces count).
bool unlinkedInstanceof(const Class* a, const Class* b);

/// Classes the checks of this thread have looked up so far: checks that
/// looked none up between two reads answered from their two classes alone.
uint64_t checkLookupCount();

/// Class names inheritance checks could not find since the last call to
/// takeUnresolvedClasses (php's delayed autoloads), in first-seen order.
const std::vector<std::string>& unresolvedClasses();
std::vector<std::string> takeUnresolvedClasses();

} // namespace hop
