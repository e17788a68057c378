// class-linker.h — turning a PreClass into a runtime Class (DefCls, hoisting,
// autoloading) and the lazy parts of a class: constant values, property
// defaults computed by initializers, static property storage, enum cases.
#pragma once

#include <string_view>

#include "runtime/class/class.h"

namespace hop {

/// Links and registers a class in the current request. Raises PHP's fatal
/// errors for invalid declarations (missing parent, final parent, abstract
/// methods left unimplemented, name already in use).
Class* defineClass(const PreClass* pc);
/// The same, but returns null instead of failing when the parent, an
/// interface or a trait is not defined yet (used for early hoisting).
Class* tryDefineClassEarly(const PreClass* pc);

/// Computes defaults that need initializers (instance and static properties).
void resolvePropDefaults(Class* cls);

/// The value of Cls::NAME (resolving it on first use), or null if undeclared.
/// Visibility is checked against `scope`. `mark`: the evaluation takes part in
/// php's self-reference check (constant expressions, constant(); not `X::C` in
/// code or `new`); `spelled`: the class as the constant expression wrote it
/// (its message says "self::B").
const TypedValue* classConstant(Class* cls, std::string_view name, const Class* scope, bool mark = true,
                                const char* spelled = nullptr);
/// The static property `name` of `cls` as seen from `scope`, or null when it
/// does not exist or is not accessible (isset()/empty() need no error).
TypedValue* staticPropLookup(Class* cls, StringData* name, const Class* scope);

/// The storage of a static property with visibility checked against `scope`;
/// throws Error for undeclared or inaccessible ones.
TypedValue* staticPropLval(Class* cls, StringData* name, const Class* scope);

/// Hooks of C++-implemented classes, registered by name before requests start.
void registerNativeClass(std::string_view name, const NativeClassHooks& hooks);

/// The enum case object Cls::NAME.
ObjectData* enumCase(Class* cls, ClassConst* c);

} // namespace hop
