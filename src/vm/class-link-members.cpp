// class-link-members.cpp — php's rules for members while linking: methods
// overriding or implementing others (final, static, abstract, visibility,
// signature), properties redeclared in subclasses (static, readonly,
// visibility, type), constants (visibility, final, ambiguity), interfaces
// (and the checks some builtin interfaces make), abstract methods left in a
// concrete class, and what an enum may not contain.
#include <algorithm>

#include "bytecode/unit.h"
#include "runtime/base/sapi.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/class-link.h"
#include "vm/lookup.h"
#include "vm/shared-units.h"

namespace hop {

namespace {

constexpr uint32_t kVisibility = kAttrPublic | kAttrProtected | kAttrPrivate;

bool isCtor(const Func* f) { return f->lowerName->view() == "__construct"; }

/// "" or " or weaker" after "must be <visibility> (as in class X)".
const char* orWeaker(uint32_t parentAttrs) { return (parentAttrs & kAttrPublic) ? "" : " or weaker"; }

const char* staticWord(uint32_t attrs) { return (attrs & kAttrStatic) ? "static " : "non static "; }
const char* readonlyWord(uint32_t attrs) { return (attrs & kAttrReadonly) ? "readonly" : "non-readonly"; }

bool implementsNamed(const Class* cls, std::string_view lowerName) {
  for (const Class* i : cls->interfaces)
    if (i->lowerName->view() == lowerName) return true;
  return false;
}

ClassConst* addOwnConst(Class* cls, const PreConst& pcn) {
  auto c = std::make_unique<ClassConst>();
  c->name = pcn.name;
  c->declCls = cls;
  c->attrs = pcn.attrs;
  c->val = pcn.value.value;
  c->initializer = pcn.value.initializer;
  c->isEnumCase = pcn.isEnumCase;
  if (c->initializer || c->isEnumCase) c->val = makeUninit();
  // Computed constants are resolved with the defaults, on first use of the
  // class (php's zend_update_class_constants); an enum's (never `new`) and
  // its cases when asked.
  if (c->initializer && !c->isEnumCase && !(cls->attrs & (kClsTrait | kClsInterface | kClsEnum)))
    cls->propDefaultsResolved = false;
  ClassConst* raw = c.get();
  cls->consts[pcn.name->str()] = raw;
  cls->constOrder.push_back(raw);
  cls->ownConsts[pcn.name->str()] = std::move(c);
  return raw;
}

void inheritConst(Class* cls, ClassConst* c) {
  cls->consts[c->name->str()] = c;
  cls->constOrder.push_back(c);
}

/// php's do_inherit_constant_check, for constants coming from interfaces:
/// true when the class has no constant of that name yet.
bool interfaceConstantCheck(LinkState& ls, ClassConst* c) {
  Class* cls = ls.cls;
  ClassConst* existing = cls->findConst(c->name->view());
  if (!existing) return true;
  if ((c->attrs & kAttrFinal) && existing->declCls != c->declCls)
    linkFatal(ls.pc, "%s::%s cannot override final constant %s::%s", shownName(existing->declCls), c->name->data(),
              shownName(c->declCls), c->name->data());
  if (existing->declCls != c->declCls && existing->declCls != cls)
    linkFatal(ls.pc, "%s %s inherits both %s::%s and %s::%s, which is ambiguous", objectTypeUc(cls), shownName(cls),
              shownName(existing->declCls), c->name->data(), shownName(c->declCls), c->name->data());
  return false;
}

/// The prototype php keeps for `f` as found in `owner`'s method table (only
/// constructors need it: their signature is checked against an abstract one).
const Func* prototypeOf(const Class* owner, const Func* f, const Class*& protoCls) {
  protoCls = f->cls;
  if (owner && owner->ctor == f && owner->ctorPrototype) {
    protoCls = owner->ctorPrototypeCls;
    return owner->ctorPrototype;
  }
  return f;
}

void checkMethodAgainst(LinkState& ls, const MethodRef& child, const Class* childScope, const MethodRef& parent,
                        const Class* parentScope, const Class* owner, bool checkVisibility, bool ownsChild);

/// php's do_inherit_method: an inherited method the class does not redeclare
/// is copied; a redeclared one is checked.
void inheritMethod(LinkState& ls, Func* pf, const Class* owner, bool fromInterface) {
  Class* cls = ls.cls;
  Func* existing = cls->findMethod(pf->lowerName->view());
  if (existing) {
    // The same interface method may arrive along several paths.
    if (fromInterface && existing == pf) return;
    checkMethodAgainst(ls, MethodRef::of(existing), existing->cls, MethodRef::of(pf), pf->cls, owner, true, true);
    return;
  }
  setMethod(cls, pf->lowerName->view(), pf);
}

void checkMethodAgainst(LinkState& ls, const MethodRef& child, const Class* childScope, const MethodRef& parent,
                        const Class* parentScope, const Class* owner, bool checkVisibility, bool ownsChild) {
  Class* cls = ls.cls;
  const uint32_t pf = parent.attrs;
  // A private parent method is not inherited: no rules apply (but to constructors).
  if ((pf & kAttrPrivate) && !(pf & kAttrAbstract) && !isCtor(parent.f)) return;
  if (pf & kAttrFinal)
    methodFatal(child.f, "Cannot override final method %s::%s()", shownName(parent.declaring), child.f->name->data());
  const uint32_t cf = child.attrs;
  if ((cf & kAttrStatic) != (pf & kAttrStatic)) {
    if (cf & kAttrStatic)
      methodFatal(child.f, "Cannot make non static method %s::%s() static in class %s", shownName(parent.declaring),
                  child.f->name->data(), shownName(child.declaring));
    methodFatal(child.f, "Cannot make static method %s::%s() non static in class %s", shownName(parent.declaring),
                child.f->name->data(), shownName(child.declaring));
  }
  if ((cf & kAttrAbstract) && !(pf & kAttrAbstract))
    methodFatal(child.f, "Cannot make non abstract method %s::%s() abstract in class %s", shownName(parent.declaring),
                child.f->name->data(), shownName(child.declaring));
  MethodRef target = parent;
  if (isCtor(parent.f)) {
    // Constructors follow only an abstract (or interface) declaration.
    const Class* protoCls = nullptr;
    const Func* proto = prototypeOf(owner, parent.f, protoCls);
    if (!(proto->attrs & kAttrAbstract)) return;
    target = MethodRef{proto, proto->attrs, protoCls};
    if (ownsChild && isCtor(child.f)) {
      cls->ctorPrototype = proto;
      cls->ctorPrototypeCls = protoCls;
    }
  }
  // Visibility may only widen.
  if (checkVisibility && (cf & kVisibility) > (target.attrs & kVisibility))
    methodFatal(child.f, "Access level to %s::%s() must be %s (as in class %s)%s", shownName(child.declaring),
                child.f->name->data(), visibilityName(target.attrs), shownName(target.declaring), orWeaker(target.attrs));
  Inheritance s = implementationCheck(child.f, childScope, target.f, parentScope);
  if (s == Inheritance::Success) return;
  if (s == Inheritance::Unresolved) {
    VarianceObligation o{VarianceObligation::Method};
    o.child = child.f;
    o.childScope = childScope;
    o.childDecl = child.declaring;
    o.parent = target.f;
    o.parentScope = parentScope;
    o.parentDecl = target.declaring;
    addObligation(cls, o);
    return;
  }
  emitIncompatibleMethod(child.f, childScope, child.declaring, target.f, parentScope, target.declaring, s);
}

/// What implementing some builtin interfaces requires (php's
/// interface_gets_implemented handlers).
void interfaceGetsImplemented(LinkState& ls, const Class* iface) {
  Class* cls = ls.cls;
  if (cls->isInterface()) return;
  std::string_view n = iface->lowerName->view();
  if (n == "traversable") {
    // An abstract class may leave the choice to its subclasses.
    if (cls->isAbstract()) return;
    if (implementsNamed(cls, "iterator") || implementsNamed(cls, "iteratoraggregate")) return;
    linkFatalType(E_CORE_ERROR, ls.pc, "%s %s must implement interface %s as part of either %s or %s", objectTypeUc(cls),
                  shownName(cls), "Traversable", "Iterator", "IteratorAggregate");
  }
  if ((n == "iterator" && implementsNamed(cls, "iteratoraggregate")) ||
      (n == "iteratoraggregate" && implementsNamed(cls, "iterator")))
    linkFatalType(E_ERROR, ls.pc, "Class %s cannot implement both Iterator and IteratorAggregate at the same time",
                  shownName(cls));
  if (n == "unitenum" || n == "backedenum") {
    if (!cls->isEnum())
      linkFatalType(E_ERROR, ls.pc, "Non-enum class %s cannot implement interface %s", shownName(cls), shownName(iface));
    if (n == "backedenum" && ls.pc->enumBackingType == DataType::Uninit)
      linkFatalType(E_ERROR, ls.pc, "Non-backed enum %s cannot implement interface %s", shownName(cls), shownName(iface));
  }
  if (n == "throwable") {
    for (const Class* c = cls; c; c = c->parent)
      if (c->lowerName->view() == "exception" || c->lowerName->view() == "error") return;
    if (cls->isEnum()) linkFatalType(E_ERROR, ls.pc, "Enum %s cannot implement interface %s", shownName(cls), shownName(iface));
    linkFatalType(E_ERROR, ls.pc, "%s %s cannot implement interface %s, extend Exception or Error instead",
                  objectTypeUc(cls), shownName(cls), shownName(iface));
  }
  if (n == "serializable") {
    // A subclass of a class with its own serialization hooks says nothing.
    const Class* p = cls->parent;
    if (p && (p->findMethod("serialize") || p->findMethod("unserialize")) && !implementsNamed(p, "serializable")) return;
    if (!cls->isAbstract() && (!cls->findMethod("__serialize") || !cls->findMethod("__unserialize")))
      noteLinkDiagnostic(), raiseErrorAt(E_DEPRECATED,
                   formatStr("%s implements the Serializable interface, which is deprecated. Implement __serialize() and "
                             "__unserialize() instead (or in addition, if support for old PHP versions is necessary)",
                             shownName(cls)),
                   ls.pc->unit->filePath, ls.pc->line);
  }
}

/// Adds the interfaces `iface` extends, after the class's own (php's
/// zend_do_inherit_interfaces), and runs their checks.
void inheritInterfacesOf(LinkState& ls, const Class* iface) {
  Class* cls = ls.cls;
  size_t before = cls->interfaces.size();
  // php walks them backwards.
  for (auto it = iface->interfaces.rbegin(); it != iface->interfaces.rend(); ++it)
    if (std::find(cls->interfaces.begin(), cls->interfaces.begin() + before, *it) == cls->interfaces.begin() + before &&
        std::find(cls->interfaces.begin() + before, cls->interfaces.end(), *it) == cls->interfaces.end())
      cls->interfaces.push_back(*it);
  for (size_t i = before; i < cls->interfaces.size(); ++i) interfaceGetsImplemented(ls, cls->interfaces[i]);
}

/// php's do_interface_implementation: constants, methods, checks, parents.
void implementInterface(LinkState& ls, Class* iface) {
  Class* cls = ls.cls;
  for (ClassConst* c : iface->constOrder)
    if (interfaceConstantCheck(ls, c)) inheritConst(cls, c);
  for (Func* f : iface->methodOrder) inheritMethod(ls, f, iface, true);
  interfaceGetsImplemented(ls, iface);
  if (!iface->interfaces.empty()) inheritInterfacesOf(ls, iface);
}

/// php's internal classes register their interfaces differently
/// (zend_class_implements at startup), which class_implements() shows:
/// Stringable first when the class has __toString, the parent's list
/// reversed, then each interface it names followed by what that extends
/// (last first). The set is the one the user-class steps computed.
void orderAsInternalClass(LinkState& ls) {
  Class* cls = ls.cls;
  std::vector<Class*> ordered;
  auto add = [&](Class* i) {
    if (std::find(ordered.begin(), ordered.end(), i) == ordered.end()) ordered.push_back(i);
  };
  auto addWithParents = [&](Class* i) {
    add(i);
    for (auto it = i->interfaces.rbegin(); it != i->interfaces.rend(); ++it) add(*it);
  };
  for (Class* i : cls->interfaces)
    if (i->lowerName->view() == "stringable" && !(ls.parent && implementsNamed(ls.parent, "stringable"))) addWithParents(i);
  if (ls.parent)
    for (auto it = ls.parent->interfaces.rbegin(); it != ls.parent->interfaces.rend(); ++it) add(*it);
  for (Class* i : ls.interfaces) addWithParents(i);
  for (Class* i : cls->interfaces) add(i);   // anything else, in the order found
  cls->interfaces = std::move(ordered);
}

TypedValue initialDefault(Class* cls, const PreProp& pp) {
  if (pp.defaultValue.initializer) {
    cls->propDefaultsResolved = false;
    return makeUninit();
  }
  if (pp.hasDefault) return pp.defaultValue.value;
  return pp.type.isEmpty() ? makeNull() : makeUninit();
}

} // namespace

// --- Shared helpers -----------------------------------------------------------------------

void setMethod(Class* cls, std::string_view lowerName, Func* f) {
  auto it = cls->methods.find(lowerName);
  if (it != cls->methods.end()) {
    Func* old = it->second;
    it->second = f;
    auto pos = std::find(cls->methodOrder.begin(), cls->methodOrder.end(), old);
    if (pos != cls->methodOrder.end()) *pos = f;
    else cls->methodOrder.push_back(f);
    return;
  }
  cls->methods[std::string(lowerName)] = f;
  cls->methodOrder.push_back(f);
}

void checkMethodOverride(LinkState& ls, const MethodRef& child, const Class* childScope, const MethodRef& parent,
                         const Class* parentScope, const Class* owner, bool checkVisibility, bool ownsChild) {
  checkMethodAgainst(ls, child, childScope, parent, parentScope, owner, checkVisibility, ownsChild);
}

void emitIncompatibleMethod(const Func* child, const Class* childScope, const Class* childDecl, const Func* parent,
                            const Class* parentScope, const Class* parentDecl, Inheritance status) {
  std::string parentProto = functionDeclaration(parent, parentScope, parentDecl);
  std::string childProto = functionDeclaration(child, childScope, childDecl);
  if (status == Inheritance::Unresolved) {
    const std::vector<std::string>& missing = unresolvedClasses();
    methodFatal(child, "Could not check compatibility between %s and %s, because class %s is not available",
                childProto.c_str(), parentProto.c_str(), missing.empty() ? "" : missing.front().c_str());
  }
  if (status == Inheritance::Warning) {
    if (child->attrs & kAttrReturnTypeWillChange) return;
    std::string msg = "Return type of " + childProto + " should either be compatible with " + parentProto +
                      ", or the #[\\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice";
    noteLinkDiagnostic();   // not replayed by a pooled Class (vm/shared-units.h)
    try {
      raiseErrorAt(E_DEPRECATED, msg, child->unit ? child->unit->filePath : "Unknown", child->lineStart);
    } catch (PhpException& e) {
      // An error handler threw: php cannot unwind a half-linked class.
      std::string str;
      try {
        StringData* s = objectToString(e.obj);
        str = s->str();
        s->decRef();
      } catch (PhpException& inner) {
        inner.obj->decRef();
      }
      e.obj->decRef();
      raiseFatalAt(E_ERROR, formatStr("During inheritance of %s: Uncaught %s", shownName(parentScope), str.c_str()), "", 0);
    }
    return;
  }
  methodFatal(child, "Declaration of %s must be compatible with %s", childProto.c_str(), parentProto.c_str());
}

void emitIncompatibleProperty(const PropInfo& child, const PropInfo& parent) {
  std::string type = typeToString(*parent.type, parent.declCls);
  linkFatal(child.declCls->pre, "Type of %s::$%s must be %s (as in class %s)", shownName(child.declCls),
            child.name->data(), type.c_str(), shownName(parent.declCls));
}

void addPropInfo(Class* cls, const PreProp& pp, Class* declCls) {
  cls->propInfos.push_back(PropInfo{pp.name, pp.attrs, pp.type.isEmpty() ? nullptr : &pp.type, declCls, &pp});
}

PropInfo* findPropInfo(Class* cls, std::string_view name) {
  for (PropInfo& p : cls->propInfos)
    if (p.name->view() == name) return &p;
  return nullptr;
}

// --- Steps ------------------------------------------------------------------------------

void addOwnMembers(LinkState& ls) {
  Class* cls = ls.cls;
  // A server's request threads share the systemlib's PreClasses (compiled
  // once per process) and link them at the same time: their Funcs must not
  // point at one request's Class (another request would find its scope in a
  // Class freed with that request), so each Class gets its own copies, as
  // for trait methods. The CLI (one request) links the Funcs themselves.
  // The same holds for the units of the process-wide unit cache
  // (vm/shared-units.h), whose copies are plain methods (no trait origin).
  const bool shareable = webRequest() != nullptr;
  for (Func* f : ls.pc->methods) {
    if (shareable && f->isSystemLib()) {
      // (One Class of this PreClass per request: the copies share f's cache ids.)
      setMethod(cls, f->lowerName->view(), cloneMethodFor(cls, f, f->name, f->attrs, true));
      continue;
    }
    if (f->unit && f->unit->shared) {
      setMethod(cls, f->lowerName->view(), sharedMethodCopyFor(cls, f));
      continue;
    }
    f->cls = cls;
    setMethod(cls, f->lowerName->view(), f);
  }
  if (cls->isEnum()) {
    // cases(), and from()/tryFrom() for backed enums: the enum's own methods.
    const bool backed = ls.pc->enumBackingType != DataType::Uninit;
    Class* impl = lookupClassAutoload(backed ? "HopBackedEnumMethods" : "HopEnumMethods");
    for (const Func* f : impl->methodOrder) {
      if (cls->findMethod(f->lowerName->view()))
        linkFatal(ls.pc, "Cannot redeclare %s::%s()", shownName(cls), f->name->data());
      setMethod(cls, f->lowerName->view(), cloneMethodFor(cls, f, f->name, f->attrs));
    }
  }
  for (const PreProp& pp : ls.pc->props) addPropInfo(cls, pp, cls);
  for (const PreConst& pcn : ls.pc->consts) addOwnConst(cls, pcn);
}

void inheritFromParent(LinkState& ls) {
  Class* cls = ls.cls;
  Class* parent = ls.parent;
  const PreClass* pc = ls.pc;
  if (cls->isInterface()) {
    if (!parent->isInterface())
      linkFatal(pc, "Interface %s cannot extend class %s", shownName(cls), shownName(parent));
  } else {
    if (parent->isFinal()) linkFatal(pc, "Class %s cannot extend final class %s", shownName(cls), shownName(parent));
    if (parent->isInterface() || parent->isTrait())
      linkFatal(pc, "Class %s cannot extend %s %s", shownName(cls), parent->isInterface() ? "interface" : "trait",
                shownName(parent));
  }
  if ((cls->attrs & kClsReadonly) != (parent->attrs & kClsReadonly))
    linkFatal(pc, "%s class %s cannot extend %s class %s", (cls->attrs & kClsReadonly) ? "Readonly" : "Non-readonly",
              shownName(cls), (parent->attrs & kClsReadonly) ? "readonly" : "non-readonly", shownName(parent));

  // Properties, in the parent's order.
  for (const PropInfo& pi : parent->propInfos) {
    PropInfo* child = findPropInfo(cls, pi.name->view());
    if (!child) {
      cls->propInfos.push_back(pi);
      continue;
    }
    if (pi.attrs & kAttrPrivate) continue;
    const char* n = pi.name->data();
    if ((pi.attrs & kAttrStatic) != (child->attrs & kAttrStatic))
      linkFatal(pc, "Cannot redeclare %s%s::$%s as %s%s::$%s", staticWord(pi.attrs), shownName(pi.declCls), n,
                staticWord(child->attrs), shownName(cls), n);
    if ((pi.attrs & kAttrReadonly) != (child->attrs & kAttrReadonly))
      linkFatal(pc, "Cannot redeclare %s property %s::$%s as %s %s::$%s", readonlyWord(pi.attrs), shownName(pi.declCls), n,
                readonlyWord(child->attrs), shownName(cls), n);
    if ((child->attrs & kVisibility) > (pi.attrs & kVisibility))
      linkFatal(pc, "Access level to %s::$%s must be %s (as in class %s)%s", shownName(cls), n, visibilityName(pi.attrs),
                shownName(pi.declCls), orWeaker(pi.attrs));
    if (pi.type) {
      static const TypeConstraint kNone;
      Inheritance s = propertyTypesCompatible(*pi.type, pi.declCls, child->type ? *child->type : kNone, cls);
      if (s == Inheritance::Error) {
        raiseFatalAt(E_COMPILE_ERROR,
                     formatStr("Type of %s::$%s must be %s (as in class %s)", shownName(cls), n,
                               typeToString(*pi.type, pi.declCls).c_str(), shownName(pi.declCls)),
                     pc->unit->filePath, pc->line);
      }
      if (s == Inheritance::Unresolved) {
        VarianceObligation o{VarianceObligation::Property};
        o.childProp = *child;
        o.parentProp = pi;
        addObligation(cls, o);
      }
    } else if (child->type) {
      linkFatal(pc, "Type of %s::$%s must not be defined (as in class %s)", shownName(cls), n, shownName(pi.declCls));
    }
  }

  // Constants.
  for (ClassConst* c : parent->constOrder) {
    auto it = cls->ownConsts.find(c->name->view());
    if (it == cls->ownConsts.end()) {
      if (!(c->attrs & kAttrPrivate) && !cls->findConst(c->name->view())) inheritConst(cls, c);
      continue;
    }
    ClassConst* own = it->second.get();
    if ((own->attrs & kVisibility) > (c->attrs & kVisibility))
      linkFatal(pc, "Access level to %s::%s must be %s (as in class %s)%s", shownName(cls), c->name->data(),
                visibilityName(c->attrs), shownName(c->declCls), orWeaker(c->attrs));
    if (c->attrs & kAttrFinal)
      linkFatal(pc, "%s::%s cannot override final constant %s::%s", shownName(cls), c->name->data(), shownName(c->declCls),
                c->name->data());
  }

  // Methods: the constructor's prototype carries over unless redeclared.
  cls->ctorPrototype = parent->ctorPrototype;
  cls->ctorPrototypeCls = parent->ctorPrototypeCls;
  Func* ownCtor = cls->findMethod("__construct");
  if (ownCtor && ownCtor->cls == cls) cls->ctorPrototype = nullptr, cls->ctorPrototypeCls = nullptr;
  for (Func* pf : parent->methodOrder) {
    Func* child = cls->findMethod(pf->lowerName->view());
    if (!child) {
      setMethod(cls, pf->lowerName->view(), pf);
      continue;
    }
    checkMethodAgainst(ls, MethodRef::of(child), child->cls, MethodRef::of(pf), pf->cls, parent, true, true);
  }
  cls->ctor = cls->findMethod("__construct");
}

void implementInterfaces(LinkState& ls) {
  Class* cls = ls.cls;
  const size_t inherited = ls.parent ? ls.parent->interfaces.size() : 0;
  // A class that names no interfaces takes its parent's backwards (php's
  // zend_do_inherit_interfaces); one that does, in order, then its own.
  if (ls.parent) cls->interfaces = ls.parent->interfaces;
  if (ls.parent && ls.interfaces.empty()) std::reverse(cls->interfaces.begin(), cls->interfaces.end());
  std::vector<Class*> added;
  for (Class* iface : ls.interfaces) {
    if (!iface->linked) addObligation(cls, VarianceObligation{VarianceObligation::Dependency, iface});
    if (!iface->isInterface())
      linkFatalType(E_ERROR, ls.pc, "%s cannot implement %s - it is not an interface", shownName(cls), shownName(iface));
    auto pos = std::find(cls->interfaces.begin(), cls->interfaces.end(), iface);
    if (pos != cls->interfaces.end()) {
      if (size_t(pos - cls->interfaces.begin()) >= inherited)
        linkFatal(ls.pc, "%s %s cannot implement previously implemented interface %s", objectTypeUc(cls), shownName(cls),
                  shownName(iface));
      // Implemented by the parent already: only redeclared constants matter.
      for (ClassConst* c : iface->constOrder) interfaceConstantCheck(ls, c);
      continue;
    }
    cls->interfaces.push_back(iface);
    added.push_back(iface);
  }
  for (size_t i = 0; i < inherited; ++i) interfaceGetsImplemented(ls, cls->interfaces[i]);
  for (Class* iface : added) implementInterface(ls, iface);

  // A __toString from a trait makes the class Stringable too.
  Func* toString = cls->findMethod("__tostring");
  if (!cls->isTrait() && toString && toString->traitOrigin && !implementsNamed(cls, "stringable")) {
    if (Class* stringable = lookupClassAutoload("Stringable")) {
      cls->interfaces.push_back(stringable);
      implementInterface(ls, stringable);
    }
  }
  if (ls.pc->attrs & kClsBuiltin) orderAsInternalClass(ls);
}

void layoutProperties(LinkState& ls) {
  Class* cls = ls.cls;
  if (Class* p = ls.parent) {
    cls->props = p->props;
    cls->propDefaults = p->propDefaults;
    cls->propsByName = p->propsByName;
    cls->propDefaultsResolved = p->propDefaultsResolved;
    cls->staticProps = p->staticProps;
  }
  for (const PropInfo& pi : cls->propInfos) {
    if (pi.declCls != cls) continue;
    const PreProp& pp = *pi.pre;
    if (pi.isStatic()) {
      auto sp = std::make_unique<StaticPropSlot>();
      sp->name = pi.name;
      sp->attrs = pi.attrs;
      sp->type = pi.type;
      sp->declCls = cls;
      sp->pre = &pp;
      sp->val = initialDefault(cls, pp);
      sp->initialized = !pp.defaultValue.initializer;
      cls->staticProps[pi.name->str()] = sp.get();
      cls->ownStaticProps.push_back(std::move(sp));
      continue;
    }
    // Redeclaring a parent's non-private property keeps its slot.
    bool reused = false;
    auto it = cls->propsByName.find(pi.name->view());
    if (it != cls->propsByName.end()) {
      for (uint32_t s : it->second) {
        PropSlot& slot = cls->props[s];
        if (slot.isPrivate() || slot.declCls == cls) continue;
        slot.attrs = pi.attrs;
        slot.type = pi.type;
        slot.declCls = cls;
        slot.pre = &pp;
        cls->propDefaults[s] = initialDefault(cls, pp);
        reused = true;
        break;
      }
    }
    if (reused) continue;
    uint32_t slot = cls->numProps();
    cls->props.push_back(PropSlot{pi.name, pi.attrs, pi.type, cls, slot, &pp});
    cls->propDefaults.push_back(initialDefault(cls, pp));
    cls->propsByName[pi.name->str()].push_back(slot);
  }
}

void verifyClass(LinkState& ls) {
  Class* cls = ls.cls;
  if (!cls->isInterface() && !cls->isTrait()) {
    // An abstract class must still declare the private abstract methods of its traits.
    const bool explicitAbstract = cls->isAbstract();
    std::vector<const Func*> missing;
    for (const Func* f : cls->methodOrder)
      if ((f->attrs & kAttrAbstract) && (!explicitAbstract || (f->attrs & kAttrPrivate))) missing.push_back(f);
    if (!missing.empty()) {
      std::string list;
      for (size_t i = 0; i < missing.size() && i < 3; ++i) {
        if (i) list += ", ";
        list += std::string(shownName(missing[i]->cls)) + "::" + missing[i]->name->str();
      }
      if (missing.size() > 3) list += ", ...";
      const size_t n = missing.size();
      if (!explicitAbstract && !cls->isEnum())
        linkFatalType(E_ERROR, ls.pc,
                      "%s %s contains %zu abstract method%s and must therefore be declared abstract or implement the "
                      "remaining methods (%s)",
                      objectTypeUc(cls), shownName(cls), n, n > 1 ? "s" : "", list.c_str());
      linkFatalType(E_ERROR, ls.pc, "%s %s must implement %zu abstract private method%s (%s)", objectTypeUc(cls),
                    shownName(cls), n, n > 1 ? "s" : "", list.c_str());
    }
  }
  if (!cls->isEnum()) return;
  for (const PropInfo& pi : cls->propInfos) {
    std::string_view n = pi.name->view();
    if (n == "name" || (n == "value" && ls.pc->enumBackingType != DataType::Uninit)) continue;
    linkFatal(ls.pc, "Enum %s cannot include properties", shownName(cls));
  }
  static const char* const kForbidden[] = {"__construct", "__destruct", "__clone",       "__get",
                                           "__set",       "__unset",    "__isset",       "__toString",
                                           "__debugInfo", "__serialize", "__unserialize", "__sleep",
                                           "__wakeup",    "__set_state"};
  for (const char* m : kForbidden)
    if (cls->findMethod(toLower(m))) linkFatal(ls.pc, "Enum %s cannot include magic method %s", shownName(cls), m);
  if (implementsNamed(cls, "serializable"))
    linkFatal(ls.pc, "Enum %s cannot implement the Serializable interface", shownName(cls));
}

} // namespace hop
