// object-ops.h — operations on objects that the VM and builtins share:
// creation, string/array conversion, comparison, dynamic properties, magic
// method calls with PHP's recursion guards, and resources.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/value/typed-value.h"

namespace hop {

struct Class;
struct ObjectData;
struct StringData;
struct ArrayData;

/// The builtin stdClass of the current request.
Class* stdClass();

/// `new Cls` without the constructor: checks the class can be instantiated,
/// sets up Throwables' file/line/trace.
ObjectData* instantiate(Class* cls);
/// `clone $o` from code running in `scope` (runs __clone).
ObjectData* cloneObject(ObjectData* src, const Class* scope);
/// `new Cls(...args)` from C++: instantiates and runs the constructor.
ObjectData* createObject(Class* cls, const TypedValue* args, uint32_t nargs);
/// Throws the Error PHP raises when a class cannot be instantiated (abstract,
/// interface, trait, enum), or returns normally.
void checkInstantiable(const Class* cls);

/// (string)$obj: __toString, else Error "Object of class X could not be converted to string".
StringData* objectToString(ObjectData* o);
/// (array)$obj: properties with PHP's mangled names ("\0A\0priv", "\0*\0prot"),
/// or what the class shows instead (NativeClassHooks::propertiesFor).
ArrayData* objectToArray(ObjectData* o);
/// The real properties with mangled names, whatever the class's hooks.
ArrayData* objectPropsToArray(ObjectData* o);
/// The properties visible from `scope`, in order (get_object_vars, foreach).
ArrayData* objectVisibleProps(ObjectData* o, const Class* scope);
/// Whether declared property `slot` of o is seen from `scope` by foreach
/// (accessible, and not a parent's private property hidden by another).
bool declaredPropVisible(ObjectData* o, uint32_t slot, const Class* scope);
/// Whether dynamic property `key` of o is seen from `scope`: not when the
/// name means a declared property there (a parent's private one, say).
bool dynamicPropVisible(ObjectData* o, const TypedValue& key, const Class* scope);
/// Every property in order with its visibility-mangled name (var_dump, print_r, ...):
/// calls fn(name, declCls-or-null, attrs, value) for each.
template <class F> void forEachProp(ObjectData* o, F&& fn);

int64_t compareObjects(ObjectData* a, ObjectData* b);
bool objectsLooseEqual(ObjectData* a, ObjectData* b);

/// Adds or replaces a dynamic property (takes over v).
void setDynamicProp(ObjectData* o, StringData* name, TypedValue v);
/// PHP 8.2: deprecation (or Error for readonly classes/enums) on creating a dynamic property.
void checkDynamicPropCreation(ObjectData* o, StringData* name);

/// Declared-property slots distinguish "unset()" from "never initialized" (typed).
bool isPropUnset(const ObjectData* o, uint32_t slot);
void markPropUnset(ObjectData* o, uint32_t slot);
void clearPropUnset(ObjectData* o, uint32_t slot);

// --- Methods and magic -----------------------------------------------------------------------

/// Calls $o->name(...args) ignoring visibility (for internal protocol methods
/// like offsetGet, current, __toString). Returns the owned result; with
/// wantsRef, a method returning by reference hands back the reference.
TypedValue callMethod(ObjectData* o, std::string_view lowerName, const TypedValue* args, uint32_t nargs,
                      bool wantsRef = false);
/// Whether a user class replaced the systemlib method `lowerName` (php's
/// spl handlers call an override, else read their storage directly).
bool userOverrides(const ObjectData* o, std::string_view lowerName);

enum class MagicGuard : uint8_t { Get, Set, Isset, Unset };
/// Whether a magic accessor of this kind is already running for (o, name):
/// PHP then accesses the property directly instead of recursing.
bool magicGuarded(const ObjectData* o, const StringData* name, MagicGuard kind);
/// __get(name); with `wantsRef` (a write through it) a by-reference __get
/// hands back its reference.
TypedValue callMagicGet(ObjectData* o, StringData* name, bool wantsRef = false);
void callMagicSet(ObjectData* o, StringData* name, TypedValue v);   // takes over v
TypedValue callMagicIsset(ObjectData* o, StringData* name);
void callMagicUnset(ObjectData* o, StringData* name);

/// Whether a class implements ArrayAccess / Traversable / Countable ...
bool classIsArrayAccess(const Class* cls);
bool classIsTraversable(const Class* cls);
bool classImplements(const Class* cls, std::string_view ifaceName);

// --- Resources ---------------------------------------------------------------------------------

int64_t resourceId(const TypedValue& tv);
std::string resourceDebugType(const TypedValue& tv);

} // namespace hop

#include "runtime/object/object-ops-inl.h"
