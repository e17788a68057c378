// class.h — Class: a PreClass linked at runtime with its parent, interfaces
// and traits (DefCls, or on first use of a builtin class). A Class lives for
// the request that defined it.
//
// Instance properties have fixed slots: the parent's slots first, then the
// class's own new ones. A private property of a parent and a property of the
// same name in a child are different slots, as in PHP; lookups take the
// calling context into account (findProp).
//
// Static properties are shared with the parent unless redeclared: each Class
// holds pointers to StaticPropSlots, owned by the declaring class.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bytecode/func.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"
#include "runtime/value/typed-value.h"
#include "util/string-map.h"

namespace hop {

struct Class;
struct ObjectData;

struct PropSlot {
  StringData* name;
  uint32_t attrs;
  const TypeConstraint* type;   // null when untyped
  Class* declCls;               // the class that declared it
  uint32_t slot;
  const PreProp* pre = nullptr; // the declaration (initializer of the default)
  /// The class of the last object a typed-property check accepted (the check
  /// of an object depends only on its class, and Class is request-local), so
  /// the interpreter accepts the next one of that class without the full check.
  mutable const Class* lastAcceptedClass = nullptr;
  bool isReadonly() const { return attrs & kAttrReadonly; }
  bool isPrivate() const { return attrs & kAttrPrivate; }
  bool isProtected() const { return attrs & kAttrProtected; }
  bool isHidden() const { return attrs & kAttrHiddenProp; }
};

struct StaticPropSlot {
  StringData* name;
  uint32_t attrs;
  const TypeConstraint* type;
  Class* declCls;
  TypedValue val;               // may be a Reference (bound with `static::$x = &...`)
  bool initialized = false;     // default computed
  const PreProp* pre = nullptr;
};

struct ClassConst {
  StringData* name;
  Class* declCls;
  uint32_t attrs;
  TypedValue val;               // Uninit until resolved when it has an initializer
  Func* initializer = nullptr;
  bool resolving = false;       // detects self-referencing constants
  bool isEnumCase = false;
  const Class* declaredIn = nullptr;   // the trait whose declaration (attributes, doc) it is; null: declCls
};

enum class MissingPropOp : uint8_t { Read, ReadQuiet, Write, Isset, Empty, Unset, Fetch /* a write context's read: $o->p[] = v */ };

/// One entry of php's properties_info: the property of that name a class
/// declares or inherits (instance or static; inherited privates included).
/// Kept in php's order: own declarations, then inherited ones, then traits'.
struct PropInfo {
  StringData* name;
  uint32_t attrs;
  const TypeConstraint* type;   // null when untyped
  Class* declCls;
  const PreProp* pre;           // the declaration (its default, line)
  bool isStatic() const { return attrs & kAttrStatic; }
};

/// An inheritance check that needed a class not declared yet (php's delayed
/// variance obligation): retried after autoloading, an error if it still fails.
struct VarianceObligation {
  enum Kind : uint8_t { Dependency, Method, Property } kind;
  const Class* dependency = nullptr;       // Dependency: a parent/interface still linking
  const Func* child = nullptr;             // Method
  const Class* childScope = nullptr;
  const Class* childDecl = nullptr;        // the class named in the message
  const Func* parent = nullptr;
  const Class* parentScope = nullptr;
  const Class* parentDecl = nullptr;
  PropInfo childProp{}, parentProp{};      // Property
};

/// Hooks a C++-implemented class (Closure, Generator, ArrayObject, ...) sets.
struct NativeClassHooks {
  /// At request end, for an object still alive (a cycle): frees the C++
  /// memory its native data owns, running no PHP code and releasing no values
  /// (the request heap goes as a whole).
  void (*sweep)(ObjectData*) = nullptr;
  uint32_t dataSize = 0;                            // bytes of native data after the props
  void (*init)(ObjectData*) = nullptr;              // zero-state the native data
  void (*destroy)(ObjectData*) = nullptr;           // release what the native data owns
  /// Runs when the last reference goes away, before destroy, like a
  /// __destruct (php's dtor_obj): may run PHP code and throw.
  void (*dtor)(ObjectData*) = nullptr;
  bool noClone = false;                             // clone throws "uncloneable object"
  bool noDynamicProps = false;                      // php's NO_DYNAMIC_PROPERTIES (WeakReference, WeakMap)
  bool notSerializable = false;                     // php's NOT_SERIALIZABLE ((un)serialize throw)
  /// The Error `new` of this class throws (classes only the engine creates).
  const char* newError = nullptr;
  void (*clone)(ObjectData* from, ObjectData* to) = nullptr;

  // Element access that bypasses offsetGet()/offsetExists() (ArrayObject's
  // storage, as php's read_dimension handlers do). dimLval: the slot a write
  // like `$o[k][] = v` goes through (key null: `$o[]`), or null to call
  // offsetGet(). dimIsset: isset($o[k]) (or, with checkEmpty, whether the
  // element is non-empty); -1 to call offsetExists().
  TypedValue* (*dimLval)(ObjectData*, const TypedValue* key) = nullptr;
  // `$o[k]` (quiet: `$o[k] ?? d`) into `out`; false to call offsetGet().
  bool (*dimRead)(ObjectData*, const TypedValue& key, bool quiet, TypedValue& out) = nullptr;
  int (*dimIsset)(ObjectData*, const TypedValue& key, bool checkEmpty) = nullptr;
  // What (array) casts, var_export(), json_encode() and == see instead of the
  // properties (php's get_properties_for); a new reference, or null for the
  // real properties.
  ArrayData* (*propertiesFor)(ObjectData*) = nullptr;
  // propertiesFor is the object's whole property table (php's get_properties,
  // as DateInterval's): get_object_vars(), foreach and property_exists() see it too.
  bool propertiesAreTable = false;
  // What var_dump/print_r/debug_zval_dump show when it differs from
  // propertiesFor (php's get_properties_for DEBUG purpose); a new reference.
  ArrayData* (*debugInfo)(ObjectData*) = nullptr;
  // == and <=> between two instances of the class: what php's compare
  // handler decides before the properties are compared (0: compare them).
  int64_t (*compare)(ObjectData*, ObjectData*) = nullptr;
  // compare decides alone (php's DateTime handlers): the properties are not
  // compared, and instances of different classes sharing the hook compare.
  bool compareIsTotal = false;
  // Access to a property the object does not have, before __get & co.
  // (ArrayObject::ARRAY_AS_PROPS makes such properties elements). Read: the
  // value into *v; Write: takes over *v; Isset/Empty: the answer. Returns -1
  // when not handled (then as usual), else 1 (Isset/Empty: 0 or 1).
  int (*missingProp)(ObjectData*, StringData* name, MissingPropOp op, TypedValue* v) = nullptr;
  // A write context's read of such a property ($o->p[] = v, $o->p->q = v)
  // that has a slot to write through (ArrayObject's storage element), or
  // `tmp` holding a temporary; null when not handled (then missingProp's
  // Fetch, which gives a temporary value, as __get's result).
  TypedValue* (*missingPropLval)(ObjectData*, StringData* name, TypedValue& tmp) = nullptr;
  // foreach by reference over this iterator: the property slot holding the
  // array (or object, whose properties are walked) to iterate by reference
  // (ArrayIterator's storage), or null when it cannot be iterated by reference.
  TypedValue* (*refIterStorage)(ObjectData*) = nullptr;
};

struct Class {
  const PreClass* pre = nullptr;
  StringData* name = nullptr;
  StringData* lowerName = nullptr;
  Class* parent = nullptr;
  std::vector<Class*> interfaces;           // every interface implemented, transitively
  uint32_t attrs = kClsNone;
  uint32_t classId = 0;                      // order of definition in the request
  /// False while the class is being linked (or waits for delayed inheritance
  /// checks): only inheritance checks may look at it then.
  bool linked = true;
  bool nearlyLinked = false;   // linked but for delayed checks: may be a parent already
  bool usedUnlinked = false;   // a check relied on it while unlinked: failing to link is fatal
  /// Pooled by `hop.class_cache` (vm/shared-units.h): never freed, and the
  /// same linked class in every request that uses it, so compiled code shared
  /// by the requests may compare objects' classes with it (set once, by the
  /// linking thread, before the class is pooled; never cleared).
  bool persistent = false;

  // --- Instance properties ------------------------------------------------------
  std::vector<PropSlot> props;               // by slot
  std::vector<TypedValue> propDefaults;      // by slot; Uninit = typed, no default
  StringMap<std::vector<uint32_t>> propsByName;   // name -> slots (more than one with privates)
  bool propDefaultsResolved = false;         // initializer-computed defaults done

  // --- Static properties, constants, methods ------------------------------------
  std::vector<std::unique_ptr<StaticPropSlot>> ownStaticProps;
  StringMap<StaticPropSlot*> staticProps;
  StringMap<std::unique_ptr<ClassConst>> ownConsts;
  StringMap<ClassConst*> consts;
  std::vector<ClassConst*> constOrder;       // declaration order (enum cases(), reflection)
  StringMap<Func*> methods;                  // lowercase name -> most derived implementation
  std::vector<Func*> methodOrder;            // php's function table order (get_class_methods)
  std::vector<std::unique_ptr<Func>> traitMethodCopies;   // methods imported from traits
  std::vector<PropInfo> propInfos;           // php's properties_info (class-linker.cpp)
  /// The abstract declaration (interface or abstract ancestor) the constructor
  /// must stay compatible with, and the class it belongs to; null when none.
  const Func* ctorPrototype = nullptr;
  const Class* ctorPrototypeCls = nullptr;
  std::vector<VarianceObligation> obligations;   // while not linked

  // Magic methods, resolved once.
  Func* ctor = nullptr;
  Func* dtor = nullptr;
  Func* magicGet = nullptr;
  Func* magicSet = nullptr;
  Func* magicIsset = nullptr;
  Func* magicUnset = nullptr;
  Func* magicCall = nullptr;
  Func* magicCallStatic = nullptr;
  Func* magicToString = nullptr;
  Func* magicInvoke = nullptr;
  Func* magicClone = nullptr;
  Func* magicDebugInfo = nullptr;
  Func* magicSerialize = nullptr;
  Func* magicUnserialize = nullptr;
  Func* magicSleep = nullptr;
  Func* magicWakeup = nullptr;
  Func* magicSetState = nullptr;

  NativeClassHooks native;
  size_t objectSize = 0;                     // bytes of an instance

  // --- Queries ------------------------------------------------------------------
  /// The name as php prints it with %s: an anonymous class's name stops at
  /// its NUL ("class@anonymous"); get_class() still returns all of it.
  std::string_view shownName() const;
  bool isInterface() const { return attrs & kClsInterface; }
  bool isTrait() const { return attrs & kClsTrait; }
  bool isEnum() const { return attrs & kClsEnum; }
  bool isAbstract() const { return attrs & kClsAbstract; }
  bool isFinal() const { return attrs & kClsFinal; }
  uint32_t numProps() const { return static_cast<uint32_t>(props.size()); }

  /// Whether this class is `other` or derives from or implements it.
  bool isSubclassOf(const Class* other) const;
  /// Method lookup by lowercase name, ignoring visibility.
  Func* findMethod(std::string_view lowerName) const {
    auto it = methods.find(lowerName);
    return it == methods.end() ? nullptr : it->second;
  }
  /// The slot a property access from `context` refers to, or -1 when none is
  /// declared. `accessible` tells whether the context may see it.
  int64_t findProp(std::string_view name, const Class* context, bool& accessible) const;
  StaticPropSlot* findStaticProp(std::string_view name) const {
    auto it = staticProps.find(name);
    return it == staticProps.end() ? nullptr : it->second;
  }
  ClassConst* findConst(std::string_view name) const {
    auto it = consts.find(name);
    return it == consts.end() ? nullptr : it->second;
  }
};

/// Whether code running in `context` may access a member with `attrs`
/// declared in `declCls` (PHP's visibility rules).
bool memberAccessible(uint32_t attrs, const Class* declCls, const Class* context);

/// Whether a class may not be named so (php's reserved class names: int,
/// string, self, mixed, ...), looking at the unqualified part.
bool isReservedClassName(std::string_view name);

/// "public", "protected" or "private".
const char* visibilityName(uint32_t attrs);

} // namespace hop
