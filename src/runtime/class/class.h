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
  /// The class of the last object a typed-property check accepted (the check
  /// of an object depends only on its class, and Class is request-local), so
  /// the interpreter accepts the next one of that class without the full check.
  mutable const Class* lastAcceptedClass = nullptr;
  bool isReadonly() const { return attrs & kAttrReadonly; }
  bool isPrivate() const { return attrs & kAttrPrivate; }
  bool isProtected() const { return attrs & kAttrProtected; }
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
};

/// Hooks a C++-implemented class (Closure, Generator, ArrayObject, ...) sets.
struct NativeClassHooks {
  uint32_t dataSize = 0;                            // bytes of native data after the props
  void (*init)(ObjectData*) = nullptr;              // zero-state the native data
  void (*destroy)(ObjectData*) = nullptr;           // release what the native data owns
  void (*clone)(ObjectData* from, ObjectData* to) = nullptr;
};

struct Class {
  const PreClass* pre = nullptr;
  StringData* name = nullptr;
  StringData* lowerName = nullptr;
  Class* parent = nullptr;
  std::vector<Class*> interfaces;           // every interface implemented, transitively
  uint32_t attrs = kClsNone;
  uint32_t classId = 0;                      // order of definition in the request

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
  std::vector<Func*> methodOrder;            // for get_class_methods()
  std::vector<std::unique_ptr<Func>> traitMethodCopies;   // methods imported from traits

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

/// "public", "protected" or "private".
const char* visibilityName(uint32_t attrs);

} // namespace hop
