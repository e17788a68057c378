// class-variance.cpp — inheritance compatibility of method signatures and
// property types, following php's zend_inheritance.c: builtin types may only
// be removed from a return type (added to a parameter type), and each class
// member of the child type must be a subtype of a member of the parent type.
#include "vm/class-variance.h"

#include "runtime/base/execution-context.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"
#include "vm/shared-units.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

// php's MAY_BE_* bits of a type's builtin part. mixed is every value type
// (resource included), so an explicit union never equals it.
enum : uint32_t {
  kMayNull = 1u << 0,
  kMayFalse = 1u << 1,
  kMayTrue = 1u << 2,
  kMayLong = 1u << 3,
  kMayDouble = 1u << 4,
  kMayString = 1u << 5,
  kMayArray = 1u << 6,
  kMayObject = 1u << 7,
  kMayResource = 1u << 8,
  kMayCallable = 1u << 9,
  kMayVoid = 1u << 10,
  kMayStatic = 1u << 11,
  kMayNever = 1u << 12,
  kMayAny = kMayNull | kMayFalse | kMayTrue | kMayLong | kMayDouble | kMayString | kMayArray | kMayObject | kMayResource,
};

uint32_t pureMask(const TypeConstraint& tc) {
  using T = TypeConstraint;
  if (tc.mask & T::kMixed) return kMayAny;
  uint32_t m = 0;
  if (tc.mask & T::kNull) m |= kMayNull;
  if (tc.mask & T::kFalse) m |= kMayFalse;
  if (tc.mask & T::kTrue) m |= kMayTrue;
  if (tc.mask & T::kInt) m |= kMayLong;
  if (tc.mask & T::kFloat) m |= kMayDouble;
  if (tc.mask & T::kString) m |= kMayString;
  if (tc.mask & (T::kArray | T::kIterable)) m |= kMayArray;
  if (tc.mask & T::kObject) m |= kMayObject;
  if (tc.mask & T::kCallable) m |= kMayCallable;
  if (tc.mask & T::kVoid) m |= kMayVoid;
  if (tc.mask & T::kStatic) m |= kMayStatic;
  if (tc.mask & T::kNever) m |= kMayNever;
  return m;
}

/// A type as php's zend_type sees it: a builtin mask and a list of items,
/// each a class name or (inside a union) a nested intersection.
struct TypeView {
  struct Item {
    StringData* name = nullptr;
    const std::vector<StringData*>* group = nullptr;
  };
  uint32_t mask = 0;
  bool isIntersection = false;
  std::vector<Item> items;
};

TypeView viewOf(const TypeConstraint& tc) {
  TypeView v;
  v.mask = pureMask(tc);
  if (tc.intersection && !tc.members.empty()) {
    v.isIntersection = true;
    for (StringData* n : tc.members[0]) v.items.push_back({n, nullptr});
    return v;
  }
  for (const auto& g : tc.members) {
    if (g.size() == 1) v.items.push_back({g[0], nullptr});
    else v.items.push_back({nullptr, &g});
  }
  // iterable from a builtin signature carries no Traversable member.
  if ((tc.mask & TypeConstraint::kIterable) && tc.members.empty())
    v.items.push_back({StringData::interned("Traversable"), nullptr});
  return v;
}

TypeView viewOfGroup(const std::vector<StringData*>& g) {
  TypeView v;
  v.isIntersection = true;
  for (StringData* n : g) v.items.push_back({n, nullptr});
  return v;
}

/// self and parent name the scope and its parent.
std::string_view resolveName(const Class* scope, const StringData* name) {
  std::string_view n = name->view();
  if (scope && equalsIgnoreCase(n, "parent") && scope->parent) return scope->parent->name->view();
  if (scope && equalsIgnoreCase(n, "self")) return scope->name->view();
  return n;
}

/// A class the checks may use: declared ones, runtime classes, classes being
/// linked (php allows unlinked ones here), never autoloaded.
thread_local uint64_t t_checkLookups = 0;

const Class* lookupForCheckUnrecorded(const Class* scope, std::string_view name) {
  ++t_checkLookups;
  ExecutionContext& ec = ctx();
  if (Class* c = ec.lookupClass(name)) return c;
  if (scope && equalsIgnoreCase(scope->name->view(), name)) return scope;
  auto it = ec.linkingClasses.find(toLower(name));
  if (it != ec.linkingClasses.end()) {
    // Linking it may not fail quietly any more (php's unlinked uses).
    it->second->usedUnlinked = true;
    return it->second;
  }
  return defineSystemClass(name);
}

const Class* lookupForCheck(const Class* scope, std::string_view name) {
  const Class* c = lookupForCheckUnrecorded(scope, name);
  noteLinkLookup(name, c);   // what a pooled Class's link saw (vm/shared-units.h)
  return c;
}

void registerUnresolvedName(std::string_view name) {
  noteLinkUnresolved(name);   // what a pooled Class's reuse autoloads (vm/shared-units.h)
  std::vector<std::string>& list = ctx().delayedAutoloads;
  for (const std::string& n : list)
    if (equalsIgnoreCase(n, name)) return;
  list.emplace_back(name);
}

void registerUnresolved(const Class* scope, const TypeView& t) {
  for (const TypeView::Item& it : t.items) {
    if (it.group) {
      registerUnresolved(scope, viewOfGroup(*it.group));
      continue;
    }
    std::string_view n = resolveName(scope, it.name);
    if (!lookupForCheck(scope, n)) registerUnresolvedName(n);
  }
}

bool permitsSelf(const TypeView& t, const Class* scope, const Class* self) {
  if (t.mask & kMayObject) return true;
  // Any type that may satisfy self is loaded already (a parent or interface).
  for (const TypeView::Item& it : t.items) {
    if (!it.name) continue;
    const Class* c = lookupForCheck(self, resolveName(scope, it.name));
    if (c && unlinkedInstanceof(self, c)) return true;
  }
  return false;
}

/// Some member of the intersection `fe` is a subtype of class `protoName`.
Inheritance intersectionSubtypeOfClass(const Class* feScope, const TypeView& fe, const Class* protoScope,
                                       std::string_view protoName) {
  bool unresolved = false;
  const Class* protoCls = nullptr;
  for (const TypeView::Item& it : fe.items) {
    if (!it.name) continue;
    std::string_view feName = resolveName(feScope, it.name);
    if (equalsIgnoreCase(feName, protoName)) return Inheritance::Success;
    if (!protoCls) protoCls = lookupForCheck(protoScope, protoName);
    const Class* feCls = lookupForCheck(feScope, feName);
    if (!feCls || !protoCls) {
      unresolved = true;
      continue;
    }
    if (unlinkedInstanceof(feCls, protoCls)) return Inheritance::Success;
  }
  return unresolved ? Inheritance::Unresolved : Inheritance::Error;
}

/// Class `feName` is a subtype of the (possibly complex) type `proto`.
Inheritance classSubtypeOfType(const Class* feScope, std::string_view feName, const Class* protoScope,
                               const TypeView& proto) {
  const Class* feCls = nullptr;
  bool unresolved = false;
  // Any class satisfies object (the lookup stays, as in php).
  if (proto.mask & kMayObject) {
    feCls = lookupForCheck(feScope, feName);
    if (!feCls) unresolved = true;
    else return Inheritance::Success;
  }
  const bool inter = proto.isIntersection;
  for (const TypeView::Item& it : proto.items) {
    if (it.group) {
      Inheritance s = classSubtypeOfType(feScope, feName, protoScope, viewOfGroup(*it.group));
      if (s == Inheritance::Error) {
        if (inter) return Inheritance::Error;
      } else if (s == Inheritance::Unresolved) {
        unresolved = true;
      } else if (!inter) {
        return Inheritance::Success;
      }
      continue;
    }
    std::string_view protoName = resolveName(protoScope, it.name);
    if (equalsIgnoreCase(feName, protoName)) {
      if (!inter) return Inheritance::Success;
      continue;
    }
    if (!feCls) feCls = lookupForCheck(feScope, feName);
    const Class* protoCls = lookupForCheck(protoScope, protoName);
    if (!feCls || !protoCls) {
      unresolved = true;
      continue;
    }
    if (unlinkedInstanceof(feCls, protoCls)) {
      if (!inter) return Inheritance::Success;
    } else if (inter) {
      return Inheritance::Error;
    }
  }
  if (unresolved) return Inheritance::Unresolved;
  return inter ? Inheritance::Success : Inheritance::Error;
}

/// The intersection `fe` is a subtype of `proto`.
Inheritance intersectionSubtypeOfType(const Class* feScope, const TypeView& fe, const Class* protoScope,
                                      const TypeView& proto) {
  bool unresolved = false;
  if (proto.mask & kMayObject) {
    for (const TypeView::Item& it : fe.items) {
      if (!it.name) continue;
      if (lookupForCheck(feScope, resolveName(feScope, it.name))) return Inheritance::Success;
      unresolved = true;
    }
  }
  // U1&..&Un < V1&..&Vm if every Vj has some Ui < Vj;
  // U1&..&Un < V1|..|Vm if some Vj has some Ui < Vj.
  const Inheritance earlyExit = proto.isIntersection ? Inheritance::Error : Inheritance::Success;
  for (const TypeView::Item& it : proto.items) {
    Inheritance s;
    if (it.group) {
      s = intersectionSubtypeOfType(feScope, fe, protoScope, viewOfGroup(*it.group));
    } else {
      s = intersectionSubtypeOfClass(feScope, fe, protoScope, resolveName(protoScope, it.name));
    }
    if (s == earlyExit) return s;
    if (s == Inheritance::Unresolved) unresolved = true;
  }
  if (unresolved) return Inheritance::Unresolved;
  return earlyExit == Inheritance::Error ? Inheritance::Success : Inheritance::Error;
}

Inheritance covariantCheck(const Class* feScope, const TypeView& fe, const Class* protoScope, const TypeView& proto) {
  // Everything but void is a subtype of mixed; this never needs classes.
  if (proto.mask == kMayAny && !(fe.mask & kMayVoid)) return Inheritance::Success;
  // Builtin types may be removed, not added.
  uint32_t added = fe.mask & ~proto.mask;
  if (added) {
    // static is fine where self is accepted.
    if ((added & kMayStatic) && permitsSelf(proto, protoScope, feScope)) added &= ~kMayStatic;
    // never is the bottom type.
    if (added == kMayNever) return Inheritance::Success;
    if (added) return Inheritance::Error;
  }
  bool unresolved = false;
  Inheritance earlyExit;
  if (fe.isIntersection) {
    earlyExit = proto.isIntersection ? Inheritance::Error : Inheritance::Success;
    Inheritance s = intersectionSubtypeOfType(feScope, fe, protoScope, proto);
    if (s == earlyExit) return s;
    if (s == Inheritance::Unresolved) unresolved = true;
  } else {
    // U1|..|Un < V if every Ui < V.
    earlyExit = Inheritance::Error;
    for (const TypeView::Item& it : fe.items) {
      Inheritance s = it.group ? intersectionSubtypeOfType(feScope, viewOfGroup(*it.group), protoScope, proto)
                               : classSubtypeOfType(feScope, resolveName(feScope, it.name), protoScope, proto);
      if (s == earlyExit) return s;
      if (s == Inheritance::Unresolved) unresolved = true;
    }
  }
  if (!unresolved) return earlyExit == Inheritance::Error ? Inheritance::Success : Inheritance::Error;
  registerUnresolved(feScope, fe);
  registerUnresolved(protoScope, proto);
  return Inheritance::Unresolved;
}

Inheritance argTypeCheck(const Class* feScope, const ParamInfo& fe, const Class* protoScope, const ParamInfo& proto) {
  // A child without a type, or with mixed, accepts everything.
  if (fe.type.isEmpty() || pureMask(fe.type) == kMayAny) return Inheritance::Success;
  // A child type where the parent had none narrows the parameter.
  if (proto.type.isEmpty()) return Inheritance::Error;
  // Contravariance: the parent's type must be a subtype of the child's.
  return covariantCheck(protoScope, viewOf(proto.type), feScope, viewOf(fe.type));
}

/// The C-string part of a class name (anonymous classes: "class@anonymous").
std::string_view shownClassName(const Class* c) { return std::string_view(c->name->data()); }

} // namespace

bool unlinkedInstanceof(const Class* a, const Class* b) {
  if (a == b) return true;
  if (a->linked) return a->isSubclassOf(b);
  // Its parent may not be resolved yet: look it up by name.
  const Class* parent = a->parent;
  if (!parent && a->pre && a->pre->parentName && !(a->attrs & kClsInterface))
    parent = lookupForCheck(nullptr, a->pre->parentName->view());
  if (parent && unlinkedInstanceof(parent, b)) return true;
  for (const Class* i : a->interfaces)
    if (unlinkedInstanceof(i, b)) return true;
  // Interfaces not bound yet count too.
  if (a->pre) {
    for (const StringData* n : a->pre->interfaceNames) {
      const Class* i = lookupForCheck(nullptr, n->view());
      if (i && i != a && unlinkedInstanceof(i, b)) return true;
    }
  }
  return false;
}

Inheritance covariantTypeCheck(const Class* feScope, const TypeConstraint& fe, const Class* protoScope,
                               const TypeConstraint& proto) {
  return covariantCheck(feScope, viewOf(fe), protoScope, viewOf(proto));
}

Inheritance implementationCheck(const Func* fe, const Class* feScope, const Func* proto, const Class* protoScope) {
  // The number of required arguments cannot increase.
  if (proto->numRequiredParams < fe->numRequiredParams) return Inheritance::Error;
  // Returning by reference is covariant.
  if ((proto->attrs & kAttrReturnsRef) && !(fe->attrs & kAttrReturnsRef)) return Inheritance::Error;
  const bool protoVariadic = proto->isVariadic();
  const bool feVariadic = fe->isVariadic();
  // A variadic method stays variadic.
  if (protoVariadic && !feVariadic) return Inheritance::Error;

  const uint32_t protoNum = proto->numParams();
  const uint32_t feNum = fe->numParams();
  const uint32_t num = std::max(protoNum, feNum);
  Inheritance status = Inheritance::Success;
  for (uint32_t i = 0; i < num; ++i) {
    const ParamInfo* p = i < protoNum ? &proto->params[i] : protoVariadic ? &proto->params[protoNum - 1] : nullptr;
    const ParamInfo* c = i < feNum ? &fe->params[i] : feVariadic ? &fe->params[feNum - 1] : nullptr;
    // A new optional parameter is fine.
    if (!p) continue;
    // A removed one is not: passing more arguments than declared is an error.
    if (!c) return Inheritance::Error;
    Inheritance s = argTypeCheck(feScope, *c, protoScope, *p);
    if (s == Inheritance::Error) return s;
    if (s == Inheritance::Unresolved) status = s;
    // By-reference passing is invariant.
    if (c->byRef != p->byRef) return Inheritance::Error;
  }
  // Return types: only when the prototype declares one; adding one is fine.
  if (proto->returnType.isEmpty()) return status;
  const bool tentative = proto->attrs & kAttrTentativeReturn;
  if (fe->returnType.isEmpty()) {
    if (!tentative) return Inheritance::Error;
    return status == Inheritance::Success ? Inheritance::Warning : status;
  }
  Inheritance r = covariantTypeCheck(feScope, fe->returnType, protoScope, proto->returnType);
  if (r != Inheritance::Success) {
    if (r == Inheritance::Error && tentative) r = Inheritance::Warning;
    return r;
  }
  return status;
}

Inheritance propertyTypesCompatible(const TypeConstraint& parentType, const Class* parentScope,
                                    const TypeConstraint& childType, const Class* childScope) {
  if (parentType.isEmpty() != childType.isEmpty()) return Inheritance::Error;
  if (parentType.isEmpty()) return Inheritance::Success;
  // Invariance: each must be a subtype of the other.
  Inheritance a = covariantTypeCheck(childScope, childType, parentScope, parentType);
  Inheritance b = covariantTypeCheck(parentScope, parentType, childScope, childType);
  if (a == Inheritance::Success && b == Inheritance::Success) return Inheritance::Success;
  if (a == Inheritance::Error || b == Inheritance::Error) return Inheritance::Error;
  return Inheritance::Unresolved;
}

std::string typeToString(const TypeConstraint& tc, const Class* scope) {
  std::string_view selfName, parentName;
  if (scope) {
    selfName = shownClassName(scope);
    if (scope->parent) parentName = shownClassName(scope->parent);
  }
  return tc.toString(selfName, parentName);
}

std::string functionDeclaration(const Func* f, const Class* scope, const Class* declaring) {
  std::string s;
  if (f->attrs & kAttrReturnsRef) s += "& ";
  if (declaring) {
    s += shownClassName(declaring);
    s += "::";
  }
  s += f->name->view();
  s += '(';
  for (uint32_t i = 0; i < f->numParams(); ++i) {
    const ParamInfo& p = f->params[i];
    if (i) s += ", ";
    if (!p.type.isEmpty()) s += typeToString(p.type, scope) + " ";
    if (p.byRef) s += '&';
    if (p.variadic) s += "...";
    s += '$';
    s += p.name->view();
    if (i >= f->numRequiredParams && !p.variadic) {
      s += " = ";
      s += p.signatureDefault.empty() ? "<default>" : p.signatureDefault;
    }
  }
  s += ')';
  if (!f->returnType.isEmpty()) s += ": " + typeToString(f->returnType, scope);
  return s;
}

uint64_t checkLookupCount() { return t_checkLookups; }

const std::vector<std::string>& unresolvedClasses() { return ctx().delayedAutoloads; }

std::vector<std::string> takeUnresolvedClasses() {
  std::vector<std::string> out;
  out.swap(ctx().delayedAutoloads);
  return out;
}

} // namespace hop
