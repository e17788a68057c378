// class-link.h — internals shared by the parts of the class linker:
// class-linker.cpp (the order of the steps, parents, interfaces, delayed
// checks), class-link-members.cpp (method, property and constant rules) and
// class-link-traits.cpp (trait composition). Only the linker includes it.
//
// The steps follow php's zend_do_link_class, so that of several errors the
// one php reports is the one reported here: inherit from the parent, then bind
// traits, then implement interfaces, then verify abstract methods and enums.
#pragma once

#include <string>
#include <vector>

#include "runtime/class/class.h"
#include "vm/class-variance.h"

namespace hop {

/// The class being linked and what it was linked with.
struct LinkState {
  Class* cls = nullptr;
  const PreClass* pc = nullptr;
  Class* parent = nullptr;
  std::vector<Class*> traits;       // in `use` order; a repeated trait is null
  std::vector<Class*> interfaces;   // the class's own list, resolved
};

/// A method as the inheritance rules see it: trait aliases may change its
/// visibility, and trait methods still belong to the trait while checked.
struct MethodRef {
  const Func* f = nullptr;
  uint32_t attrs = 0;
  const Class* declaring = nullptr;   // the class named in messages
  static MethodRef of(const Func* f) { return {f, f->attrs, f->cls}; }
};

/// A fatal error at the class declaration (php's zend_error_noreturn while
/// linking). E_COMPILE_ERROR unless `type` says otherwise.
[[noreturn]] void linkFatal(const PreClass* pc, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
[[noreturn]] void linkFatalType(int type, const PreClass* pc, const char* fmt, ...)
    __attribute__((format(printf, 3, 4)));
/// A fatal error at a method's declaration (php's zend_error_at_noreturn).
[[noreturn]] void methodFatal(const Func* f, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

/// "class", "interface", "trait" or "enum" (php's zend_get_object_type), and
/// the same capitalized.
const char* objectType(const Class* c);
const char* objectTypeUc(const Class* c);
/// The printable part of a class name (anonymous classes: "class@anonymous").
const char* shownName(const Class* c);

// --- Method table -------------------------------------------------------------------------

/// Puts `f` under its lowercase name: replaces an entry in place (keeping its
/// position in methodOrder, like php's function table) or appends.
void setMethod(Class* cls, std::string_view lowerName, Func* f);

/// A per-class copy of a method (trait methods, an enum's builtin methods),
/// under `name` with `attrs`; the class owns it. `sharedCaches`: the copy
/// uses src's inline-cache ids (FuncRegistry::addSharingCaches), for a copy
/// of a method of the class's own PreClass (a request links one Class per
/// PreClass, so it runs no other copy of src); not for trait methods, which
/// several classes of one request copy.
Func* cloneMethodFor(Class* cls, const Func* src, StringData* name, uint32_t attrs, bool sharedCaches = false);

/// php's do_inheritance_check_on_method: may `child` override `parent`, found
/// in `owner`'s method table (whose constructor prototype counts)? Raises
/// php's errors; a check that needs an undeclared class is delayed.
/// `ownsChild`: the child entry belongs to the class (a trait method being
/// added keeps no prototype).
void checkMethodOverride(LinkState& ls, const MethodRef& child, const Class* childScope, const MethodRef& parent,
                         const Class* parentScope, const Class* owner, bool checkVisibility, bool ownsChild);

/// The message for an incompatible (or unverifiable) method, or php's
/// deprecation for a tentative return type.
void emitIncompatibleMethod(const Func* child, const Class* childScope, const Class* childDecl, const Func* parent,
                            const Class* parentScope, const Class* parentDecl, Inheritance status);
[[noreturn]] void emitIncompatibleProperty(const PropInfo& child, const PropInfo& parent);

// --- Steps ------------------------------------------------------------------------------

/// The class's own methods, properties and constants, before any inheritance.
void addOwnMembers(LinkState& ls);
/// zend_do_inheritance: checks against the parent, then inherits what is not redeclared.
void inheritFromParent(LinkState& ls);
/// zend_do_bind_traits: trait rules, methods, constants, properties.
void bindTraits(LinkState& ls);
/// zend_do_implement_interfaces and the checks each interface makes.
void implementInterfaces(LinkState& ls);
/// Instance property slots and static property storage, once names are final.
void layoutProperties(LinkState& ls);
/// Abstract methods left in a concrete class, enum rules.
void verifyClass(LinkState& ls);

/// Adds a property declared by `declCls` (own, or copied from a trait) to the
/// class's property table (slots are assigned later by layoutProperties).
void addPropInfo(Class* cls, const PreProp& pp, Class* declCls);
/// The property of that name in the class's table, or null.
PropInfo* findPropInfo(Class* cls, std::string_view name);
/// Records an inheritance check to retry once missing classes are loaded.
void addObligation(Class* cls, const VarianceObligation& o);

} // namespace hop
