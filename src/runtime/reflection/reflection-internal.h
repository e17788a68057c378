// reflection-internal.h — what the Reflection natives share: the native data
// every Reflection object carries, factories for Reflection objects, php's
// modifier bits, and the lookups php's reflection does (its orders of
// methods, properties, constants and interfaces, which differ from the
// linker's).
//
// Files: reflection-class.cpp (ReflectionClass/Object/Enum),
// reflection-function.cpp (ReflectionFunctionAbstract/Function/Method),
// reflection-parameter.cpp, reflection-type.cpp (ReflectionType family),
// reflection-property.cpp, reflection-constant.cpp (ReflectionClassConstant,
// enum cases), reflection-attribute.cpp (ReflectionAttribute and the
// getAttributes() filters), reflection-export.cpp (the __toString texts),
// reflection-misc.cpp (ReflectionReference, ReflectionGenerator).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bytecode/func.h"
#include "runtime/class/class.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct ObjectData;
struct RefData;
struct NativeArgs;

/// What a Reflection object reflects. One layout for every Reflection class;
/// each family uses the fields it needs. Pointers to Class/Func/ClassConst
/// stay valid for the request; the owned fields are released by the hooks.
struct ReflectionData {
  Class* cls;                     // ReflectionClass: the class; members: the class they were looked up in
  const Func* func;               // functions, methods; a parameter's function
  ObjectData* object;             // owned: the Closure reflected, ReflectionObject's object, a Generator
  StringData* name;               // owned: property or constant name
  ClassConst* constant;           // ReflectionClassConstant
  uint32_t index;                 // parameter position
  uint32_t flags;                 // family-specific (kReflProp*, attribute target)
  TypeConstraint* type;           // owned: ReflectionType
  const PreAttribute* attribute;  // ReflectionAttribute
  const std::vector<PreAttribute>* attributeList;   // the list it belongs to (isRepeated)
  const Unit* unit;               // ReflectionAttribute: where it was written
  RefData* ref;                   // owned: ReflectionReference
};

// Property kinds in ReflectionData::flags (ReflectionProperty).
constexpr uint32_t kReflPropInstance = 0;
constexpr uint32_t kReflPropStatic = 1;
constexpr uint32_t kReflPropDynamic = 2;
// ReflectionParameter flags: a parameter of Closure::__invoke (its declaring function is that method).
constexpr uint32_t kReflParamOfInvoke = 1;

ReflectionData* reflData(ObjectData* o);
/// The native data of `$this`, or an Error when the object was never
/// constructed (a subclass constructor that skipped parent::__construct()).
ReflectionData* reflThis(NativeArgs& a);

/// Throws ReflectionException(msg).
[[noreturn]] void throwReflectionException(const std::string& msg);

// --- Factories (each returns a new object, reference owned by the caller) -----------------

ObjectData* newReflectionObject(std::string_view className);
ObjectData* makeReflectionClass(Class* cls);
ObjectData* makeReflectionMethod(const Func* f, Class* lookedUpIn);
/// php's closure invoke method: Closure::__invoke with `closure`'s own signature
/// (ReflectionMethod `o`, or a new one when `o` is null; `closureCls` is Closure).
ObjectData* makeClosureInvokeMethod(ObjectData* closure, Class* closureCls, ObjectData* o = nullptr);
/// ReflectionFunction of a function, or of a Closure object (kept alive).
ObjectData* makeReflectionFunction(const Func* f, ObjectData* closure);
/// ReflectionMethod or ReflectionFunction, as ReflectionParameter::getDeclaringFunction() returns.
ObjectData* makeReflectionFunctionLike(const Func* f, ObjectData* closure, Class* cls);
ObjectData* makeReflectionParameter(const Func* f, uint32_t index, ObjectData* closure, Class* cls);
ObjectData* makeReflectionProperty(Class* declCls, StringData* name, uint32_t kind);
ObjectData* makeReflectionClassConstant(Class* cls, ClassConst* c);
/// ReflectionNamedType, ReflectionUnionType or ReflectionIntersectionType, as php picks.
ObjectData* makeReflectionType(const TypeConstraint& tc);
/// The ReflectionAttribute objects for getAttributes($name, $flags).
ArrayData* attributesArray(NativeArgs& a, const std::vector<PreAttribute>& list, uint32_t target, Class* scope,
                           const Unit* unit);

/// Sets a declared string property (name, class) of a Reflection object.
void setReflectionProp(ObjectData* o, const char* prop, StringData* value);

// --- Lookups ---------------------------------------------------------------------------------

/// The class a `object|string` argument names; ReflectionException
/// 'Class "X" does not exist' otherwise.
Class* reflectionClassArg(const TypedValue& v);
/// The Func of a Closure object.
const Func* closureFunc(ObjectData* closure);

/// php's modifier bits (ReflectionMethod::IS_*, ReflectionProperty::IS_*).
constexpr int64_t kModPublic = 1, kModProtected = 2, kModPrivate = 4, kModStatic = 16, kModFinal = 32,
                  kModAbstract = 64, kModReadonly = 128, kModReadonlyClass = 65536;
int64_t methodModifiers(const Func* f);
int64_t visibilityModifiers(uint32_t attrs);

/// Methods of a class in php's order (own declarations, then inherited, then
/// from traits, then from interfaces), as cls->methods resolves each name.
std::vector<Func*> methodsInPhpOrder(Class* cls);
/// Declared properties (instance and static) visible in `cls`, in php's
/// order: own declarations first, then inherited ones, then traits'.
struct ReflPropRef {
  Class* declCls;
  StringData* name;
  bool isStatic;
};
std::vector<ReflPropRef> propsInPhpOrder(Class* cls);
/// A declared property visible in `cls` (not a parent's private one).
bool findReflProp(Class* cls, std::string_view name, ReflPropRef& out);
/// The PreProp declaring a property (looked up in the class and its traits).
const PreProp* findPreProp(const Class* declCls, std::string_view name);
/// The PropSlot of an instance property declared by declCls.
const PropSlot* findPropSlot(const Class* declCls, std::string_view name);
/// Constants visible in `cls` in php's order (own, inherited, interfaces').
std::vector<ClassConst*> constsInPhpOrder(Class* cls);
/// A constant visible in `cls` (not a parent's private one), or null.
ClassConst* findReflConst(Class* cls, std::string_view name);
const PreConst* findPreConst(const ClassConst* c);
/// Traits the class uses as declared (the engine's enum traits left out).
std::vector<StringData*> declaredTraitNames(const Class* cls);

/// Whether php users see `f` as internal: builtins, and systemlib code even
/// when it is written in PHP.
bool isInternalFunc(const Func* f);
/// The method `f` overrides or implements, as php records it (a parent's
/// non-private method or its own prototype, else an interface's;
/// constructors only when that one is abstract), or null.
const Func* methodPrototype(const Func* f);
/// The extension an internal class belongs to ("Core", "Reflection", ...).
std::string classExtension(const Class* cls);
/// The module php declares an internal class or function in (php's lists,
/// reflection-extension.cpp); null when php has none by that name.
const char* internalClassModule(std::string_view name);
const char* internalFunctionModule(std::string_view name);
/// The extension an internal function belongs to ("Core", "standard", ...).
std::string functionExtension(const Func* f);

/// The value of a class constant (evaluated on first use).
TypedValue constantValue(Class* cls, ClassConst* c);
/// A declared property's default as php's reflection sees it (statics: the
/// declared value, not the current one); Uninit when it has none. Owned.
TypedValue reflPropDefault(Class* cls, const ReflPropRef& p);
/// `Cls::$name = value` with the property's type check (TypeError on mismatch).
void assignStaticProp(StaticPropSlot* sp, const TypedValue& value);
/// Evaluates a PreValue (literal or initializer run in `scope`); owned result.
TypedValue evalPreValue(const PreValue& v, Class* scope);

// --- Types -----------------------------------------------------------------------------------

/// A type as php's reflection prints it (zend_type_to_string): "?int",
/// "A|B|null", "self", "iterable".
std::string reflectionTypeString(const TypeConstraint& tc);

// --- Export (reflection-export.cpp) -------------------------------------------------------------

std::string exportClass(Class* cls, ObjectData* obj);
std::string exportFunction(const Func* f, ObjectData* closure, const std::string& indent);
/// `closure`: the method is that closure's Closure::__invoke.
std::string exportMethod(const Func* f, Class* lookedUpIn, ObjectData* closure, const std::string& indent);
std::string exportParameter(const Func* f, uint32_t index);
std::string exportProperty(Class* cls, const ReflPropRef& p, const std::string& indent, bool dynamic);
std::string exportClassConstant(Class* cls, ClassConst* c, const std::string& indent);
std::string exportAttribute(const PreAttribute& attr, Class* scope);
/// A default or constant value as php's reflection prints it ('str', NULL, [1, 2]).
std::string exportValue(const TypedValue& v);

} // namespace hop
