// class-linker.cpp — linking a PreClass into a Class: finding its parent,
// traits and interfaces, running the inheritance steps in php's order,
// early binding when a file is loaded, and delayed checks (a method type
// naming a class that is not declared yet is checked after autoloading it).
// Also the lazy parts of a class: constant values, property defaults
// computed by initializers, enum case objects.
#include "vm/class-linker.h"

#include <algorithm>
#include <cstdarg>

#include "bytecode/unit.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-link.h"
#include "vm/lookup.h"
#include "vm/class-memo-table.h"
#include "vm/member-ops.h"
#include "vm/shared-units.h"
#include "vm/interp.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

StringMap<NativeClassHooks>& nativeHooks() {
  static StringMap<NativeClassHooks> m;   // filled before any request starts, then read-only
  return m;
}

const char* declKind(const PreClass* pc) {
  if (pc->attrs & kClsInterface) return "interface";
  if (pc->attrs & kClsTrait) return "trait";
  if (pc->attrs & kClsEnum) return "enum";
  return "class";
}

void findMagicMethods(Class* cls) {
  auto m = [&](const char* n) { return cls->findMethod(n); };
  cls->ctor = m("__construct");
  cls->dtor = m("__destruct");
  cls->magicGet = m("__get");
  cls->magicSet = m("__set");
  cls->magicIsset = m("__isset");
  cls->magicUnset = m("__unset");
  cls->magicCall = m("__call");
  // SPL's IteratorIterator and RecursiveIteratorIterator forward calls of
  // methods they lack to an inner iterator, as php's get_method handlers do,
  // through a private systemlib method that get_class_methods() does not list.
  if (!cls->magicCall) {
    Func* fwd = m("hopcall");
    if (fwd && fwd->isSystemLib()) cls->magicCall = fwd;
  }
  cls->magicCallStatic = m("__callstatic");
  cls->magicToString = m("__tostring");
  cls->magicInvoke = m("__invoke");
  cls->magicClone = m("__clone");
  cls->magicDebugInfo = m("__debuginfo");
  cls->magicSerialize = m("__serialize");
  cls->magicUnserialize = m("__unserialize");
  cls->magicSleep = m("__sleep");
  cls->magicWakeup = m("__wakeup");
  cls->magicSetState = m("__set_state");
}

/// A parent or interface: declared, or linked but for delayed checks (php
/// allows those as parents), or autoloaded.
Class* fetchDependency(std::string_view name) {
  ExecutionContext& ec = ctx();
  if (Class* c = ec.lookupClass(name)) return c;
  // One being linked is no parent yet (and is not autoloaded either).
  auto it = ec.linkingClasses.find(toLower(name));
  if (it != ec.linkingClasses.end()) return it->second->nearlyLinked ? it->second : nullptr;
  return lookupClassAutoload(name);
}

// --- Early binding -------------------------------------------------------------------------

/// php's do_inheritance_check_on_method in check-only mode: the status a
/// method override would get, without reporting anything.
Inheritance checkOverrideQuietly(const Func* child, const Class* childScope, const Func* parent, const Class* parentScope) {
  const uint32_t pf = parent->attrs;
  const bool ctor = parent->lowerName->view() == "__construct";
  if ((pf & kAttrPrivate) && !(pf & kAttrAbstract) && !ctor) return Inheritance::Success;
  if (pf & kAttrFinal) return Inheritance::Error;
  const uint32_t cf = child->attrs;
  if ((cf & kAttrStatic) != (pf & kAttrStatic)) return Inheritance::Error;
  if ((cf & kAttrAbstract) && !(pf & kAttrAbstract)) return Inheritance::Error;
  if (ctor) {
    const Func* proto = parent;
    const Class* protoCls = parent->cls;
    if (protoCls && protoCls->ctor == parent && protoCls->ctorPrototype) proto = protoCls->ctorPrototype;
    if (!(proto->attrs & kAttrAbstract)) return Inheritance::Success;
    parent = proto;
  }
  const uint32_t vis = kAttrPublic | kAttrProtected | kAttrPrivate;
  if ((cf & vis) > (parent->attrs & vis)) return Inheritance::Error;
  return implementationCheck(child, childScope, parent, parentScope);
}

/// php's zend_can_early_bind: would linking `pc` under `parent` need a class
/// that is not declared yet? Then it is declared when its statement runs.
Inheritance canEarlyBind(const PreClass* pc, Class* parent) {
  // The class as the checks see it before it exists.
  Class shell;
  shell.pre = pc;
  shell.name = pc->name;
  shell.parent = parent;
  shell.attrs = pc->attrs;
  shell.linked = false;
  Inheritance overall = Inheritance::Success;
  for (Func* pf : parent->methodOrder) {
    for (Func* own : pc->methods) {
      if (own->lowerName != pf->lowerName && !equalsIgnoreCase(own->name->view(), pf->name->view())) continue;
      Inheritance s = checkOverrideQuietly(own, &shell, pf, pf->cls);
      if (s == Inheritance::Warning) overall = s;
      else if (s != Inheritance::Success) return s;
    }
  }
  for (const PropInfo& pi : parent->propInfos) {
    if ((pi.attrs & kAttrPrivate) || !pi.type) continue;
    for (const PreProp& pp : pc->props) {
      if (pp.name != pi.name || pp.type.isEmpty()) continue;
      Inheritance s = propertyTypesCompatible(*pi.type, pi.declCls, pp.type, &shell);
      if (s != Inheritance::Success) return s;
    }
  }
  return overall;
}

/// A server: the PreClasses found early-bindable over a pooled parent by
/// checks that looked up no class (so in every request that has that parent:
/// the answer depends on the two alone), per thread. A hoisted class is
/// asked at every include of its file (~40 a Twig request). The parent is
/// never freed; the PreClass's unit going moves classMemoEpoch().
struct EarlyBindMemo {
  const PreClass* pc;
  const Class* parent;
};
thread_local ClassMemoTable<EarlyBindMemo, 8> t_earlyBind;

EarlyBindMemo& earlyBindEntry(const PreClass* pc) { return t_earlyBind.at(pc); }

/// php binds a class when its file is compiled only if it implements no
/// interfaces and uses no traits (enums and classes with __toString implement
/// some), and its parent exists already.
bool earlyBindable(const PreClass* pc, Class*& parent) {
  if (!pc->interfaceNames.empty() || !pc->traitNames.empty()) return false;
  if (!pc->parentName) return true;
  parent = ctx().lookupClass(pc->parentName->view());
  if (!parent) parent = defineSystemClass(pc->parentName->view());
  if (!parent) return false;
  EarlyBindMemo* memo = parent->persistent ? &earlyBindEntry(pc) : nullptr;
  if (memo && memo->pc == pc && memo->parent == parent) return true;
  const uint64_t lookups = checkLookupCount();
  std::vector<std::string> saved = takeUnresolvedClasses();
  Inheritance s = canEarlyBind(pc, parent);
  ctx().delayedAutoloads = std::move(saved);
  // (Unresolved needs a class not found: never without lookups.)
  if (memo && checkLookupCount() == lookups) *memo = EarlyBindMemo{pc, parent};
  return s != Inheritance::Unresolved;
}

// --- Delayed checks ------------------------------------------------------------------------

void finishLinking(Class* cls);
void resolveObligations(Class* cls);

/// Retries one delayed check; true when it no longer needs to wait.
bool retryObligation(VarianceObligation& o) {
  switch (o.kind) {
    case VarianceObligation::Dependency: {
      Class* dep = const_cast<Class*>(o.dependency);
      if (!dep->obligations.empty()) resolveObligations(dep);
      return dep->linked;
    }
    case VarianceObligation::Method: {
      Inheritance s = implementationCheck(o.child, o.childScope, o.parent, o.parentScope);
      if (s == Inheritance::Unresolved) return false;
      if (s != Inheritance::Success)
        emitIncompatibleMethod(o.child, o.childScope, o.childDecl, o.parent, o.parentScope, o.parentDecl, s);
      return true;
    }
    case VarianceObligation::Property: {
      Inheritance s = propertyTypesCompatible(*o.parentProp.type, o.parentProp.declCls, *o.childProp.type,
                                              o.childProp.declCls);
      if (s == Inheritance::Unresolved) return false;
      if (s == Inheritance::Error) emitIncompatibleProperty(o.childProp, o.parentProp);
      return true;
    }
  }
  return true;
}

void resolveObligations(Class* cls) {
  std::vector<VarianceObligation> pending;
  // Checks may link other classes, which may retry this one's: work on a copy.
  std::vector<VarianceObligation> todo = std::move(cls->obligations);
  cls->obligations.clear();
  for (VarianceObligation& o : todo)
    if (!retryObligation(o)) pending.push_back(o);
  for (VarianceObligation& o : cls->obligations) pending.push_back(o);
  cls->obligations = std::move(pending);
  if (cls->obligations.empty()) finishLinking(cls);
}

/// What is still unresolved is an error: php's report_variance_errors. A
/// parent still waiting reports its own unresolved checks.
[[noreturn]] void reportObligations(Class* cls) {
  for (VarianceObligation& o : cls->obligations) {
    if (o.kind == VarianceObligation::Dependency) {
      Class* dep = const_cast<Class*>(o.dependency);
      if (!dep->linked && !dep->obligations.empty()) reportObligations(dep);
    } else if (o.kind == VarianceObligation::Method) {
      // Re-run the check to learn which class is missing.
      takeUnresolvedClasses();
      Inheritance s = implementationCheck(o.child, o.childScope, o.parent, o.parentScope);
      emitIncompatibleMethod(o.child, o.childScope, o.childDecl, o.parent, o.parentScope, o.parentDecl, s);
    } else if (o.kind == VarianceObligation::Property) {
      emitIncompatibleProperty(o.childProp, o.parentProp);
    }
  }
  linkFatalType(E_CORE_ERROR, cls->pre, "Bug #78647");
}

/// Adds a class to autoload before the delayed checks run again (once).
void queueDelayedAutoload(const std::string& name) {
  std::vector<std::string>& list = ctx().delayedAutoloads;
  for (const std::string& n : list)
    if (equalsIgnoreCase(n, name)) return;
  list.push_back(name);
}

/// Autoloads the classes delayed checks asked for (php's load_delayed_classes),
/// first come first: a class linked meanwhile may load the rest itself.
void loadDelayedClasses(Class* cls) {
  std::vector<std::string>& pending = ctx().delayedAutoloads;
  while (!pending.empty()) {
    std::string name = pending.front();
    pending.erase(pending.begin());
    try {
      lookupClassAutoload(name);
    } catch (PhpException& e) {
      std::string str;
      try {
        StringData* s = objectToString(e.obj);
        str = s->str();
        s->decRef();
      } catch (PhpException& inner) {
        inner.obj->decRef();
      }
      e.obj->decRef();
      raiseFatalAt(E_ERROR,
                   formatStr("During inheritance of %s, while autoloading %s: Uncaught %s", cls->name->data(),
                             name.c_str(), str.c_str()),
                   // php reports it at the class's declaration, which is running
                   cls->pre && cls->pre->unit ? cls->pre->unit->filePath : "", cls->pre ? cls->pre->line : 0);
    }
  }
}

void finishLinking(Class* cls) {
  ExecutionContext& ec = ctx();
  cls->linked = true;
  cls->nearlyLinked = false;
  std::string key = cls->lowerName->str();   // one copy for the three tables
  ec.linkingClasses.erase(key);
  ec.classes[key] = cls;
  auto slot = ec.classOrderSlot.find(cls->pre);
  if (slot != ec.classOrderSlot.end() && !ec.classOrder[slot->second].second) {
    ec.classOrder[slot->second] = {std::move(key), cls};
    ec.classOrderSlot.erase(slot);
  } else {
    ec.classOrder.emplace_back(std::move(key), cls);
  }
}

// --- Linking -------------------------------------------------------------------------------

/// Class shells a link began and a pooled copy replaced (vm/shared-units.h),
/// for the thread's next links: a server request takes ~70 pooled classes,
/// each link making and freeing a Class of ~1 KB before. A shell given back
/// was only named (pre, name, lowerName, attrs, linked, propDefaultsResolved,
/// all set again when taken) and held the name in linkingClasses: nothing
/// used it unlinked (usedUnlinked), or the link would not take a copy.
struct SpareShells {
  std::vector<Class*> shells;
  ~SpareShells() {
    for (Class* c : shells) delete c;
  }
};
thread_local SpareShells t_spareShells;
constexpr size_t kMaxSpareShells = 8;   // links nest (a parent autoloaded while a child links)

std::unique_ptr<Class> takeShell() {
  std::vector<Class*>& v = t_spareShells.shells;
  if (v.empty()) return std::make_unique<Class>();
  std::unique_ptr<Class> c(v.back());
  v.pop_back();
  return c;
}

/// Removes a class whose linking failed with an exception (it was never
/// declared, as in php), unless checks relied on it. `spare`: the shell
/// was replaced by a pooled copy (kept for the next link, see SpareShells).
struct LinkGuard {
  Class* cls;
  std::unique_ptr<Class> owned;
  bool done = false;
  bool spare = false;
  ~LinkGuard() {
    if (spare && owned && t_spareShells.shells.size() < kMaxSpareShells) t_spareShells.shells.push_back(owned.release());
    if (done) return;
    ctx().linkingClasses.erase(cls->lowerName->str());
    // Funcs of the PreClass may point at it; they are re-pointed when linked again.
  }
};

Class* link(const PreClass* pc, bool early) {
  ExecutionContext& ec = ctx();
  std::string lower = toLower(pc->name->view());
  // The runtime's own classes exist from the start for php (ours are defined
  // on first use).
  if (ec.classes.count(lower) || ec.linkingClasses.count(lower) ||
      (!(pc->attrs & kClsBuiltin) && isSystemClassName(lower))) {
    if (early) return nullptr;
    linkFatal(pc, "Cannot declare %s %s, because the name is already in use", declKind(pc), pc->name->data());
  }
  Class* earlyParent = nullptr;
  if (early && !earlyBindable(pc, earlyParent)) return nullptr;

  std::unique_ptr<Class> owned = takeShell();
  Class* cls = owned.get();
  cls->pre = pc;
  cls->name = pc->name;
  cls->lowerName = StringData::interned(lower);
  cls->attrs = pc->attrs;
  cls->linked = false;
  cls->propDefaultsResolved = true;
  LinkGuard guard{cls, std::move(owned)};
  ec.linkingClasses[lower] = cls;

  LinkState ls;
  ls.cls = cls;
  ls.pc = pc;
  try {
    // Dependencies first, in php's order: parent, traits, interfaces.
    if (pc->parentName) {
      ls.parent = earlyParent ? earlyParent : fetchDependency(pc->parentName->view());
      if (!ls.parent) throwErrorF(ErrorKind::Error, "Class \"%s\" not found", pc->parentName->data());
    }
    for (StringData* tn : pc->traitNames) {
      Class* t = lookupClassAutoload(tn->view());
      if (!t) linkFatalType(E_ERROR, pc, "Trait \"%s\" not found", tn->data());
      if (!t->isTrait()) linkFatalType(E_ERROR, pc, "%s cannot use %s - it is not a trait", pc->name->data(), t->name->data());
      bool seen = std::find(ls.traits.begin(), ls.traits.end(), t) != ls.traits.end();
      ls.traits.push_back(seen ? nullptr : t);
    }
    for (StringData* in : pc->interfaceNames) {
      Class* i = fetchDependency(in->view());
      if (!i) throwErrorF(ErrorKind::Error, "Interface \"%s\" not found", in->data());
      ls.interfaces.push_back(i);
    }
  } catch (PhpException& e) {
    if (cls->usedUnlinked) {
      std::string str;
      try {
        StringData* s = objectToString(e.obj);
        str = s->str();
        s->decRef();
      } catch (PhpException& inner) {
        inner.obj->decRef();
      }
      e.obj->decRef();
      raiseFatalAt(E_ERROR, formatStr("During inheritance of %s with variance dependencies: Uncaught %s", pc->name->data(),
                                      str.c_str()),
                   "", 0);
    }
    throw;
  }

  // A server: the Class an earlier request linked from this PreClass over
  // the same dependencies, when one is pooled (vm/shared-units.h).
  if (!cls->usedUnlinked) {
    PooledDelayedChecks delayed;
    if (Class* pooled = checkoutPooledClass(pc, ls.parent, ls.traits, ls.interfaces, delayed)) {
      pooled->classId = ec.nextClassId++;
      ec.ownedClasses.push_back(std::unique_ptr<Class>(pooled));
      ec.classOfPreClass[pc] = pooled;
      ec.inlineCaches.noteClassOf(pc, pooled);   // the thread's kept entries (vm/inline-cache.h)
      guard.spare = !cls->usedUnlinked;   // the shell begun above, for the next link
      if (delayed.obligations.empty()) {
        finishLinking(pooled);   // (the shell's name leaves linkingClasses)
        guard.done = true;
        return pooled;
      }
      // Its link waited for classes this request has not declared either: as
      // a fresh link does, it is nearly linked while the same names are
      // autoloaded (the autoloaders run here, in this order), then the
      // delayed checks run again.
      guard.done = true;
      ec.linkingClasses[lower] = pooled;
      pooled->linked = false;
      pooled->nearlyLinked = true;
      pooled->obligations = std::move(delayed.obligations);
      for (const std::string& name : delayed.autoloads) queueDelayedAutoload(name);
      loadDelayedClasses(pooled);
      if (!pooled->linked) resolveObligations(pooled);
      if (!pooled->linked) reportObligations(pooled);
      return pooled;
    }
  }

  cls->parent = ls.parent;
  if (ls.parent) {
    cls->native = ls.parent->native;
    cls->attrs |= ls.parent->attrs & (kClsAllowDynamicProps | kClsNoDynamicPropsDeprecation);
    if (!ls.parent->linked) addObligation(cls, VarianceObligation{VarianceObligation::Dependency, ls.parent});
  }
  auto hooks = nativeHooks().find(lower);
  if (hooks != nativeHooks().end()) cls->native = hooks->second;
  cls->classId = ec.nextClassId++;

  struct MembersRecord {
    LinkState& ls;
    bool done = false;
    ~MembersRecord() {
      if (!done) linkMembersDone(nullptr, false, nullptr, ls.traits, ls.interfaces);
    }
  } record{ls};
  linkMembersStart(pc);
  addOwnMembers(ls);
  if (ls.parent) inheritFromParent(ls);
  if (!ls.traits.empty()) bindTraits(ls);
  implementInterfaces(ls);
  layoutProperties(ls);
  verifyClass(ls);
  findMagicMethods(cls);

  ec.ownedClasses.push_back(std::move(guard.owned));
  ec.classOfPreClass[pc] = cls;
  ec.inlineCaches.noteClassOf(pc, cls);
  guard.done = true;
  record.done = true;
  if (cls->obligations.empty()) {
    finishLinking(cls);
    linkMembersDone(cls, true, ls.parent, ls.traits, ls.interfaces);
    return cls;
  }
  linkMembersDone(cls, true, ls.parent, ls.traits, ls.interfaces);
  // Some checks need classes not declared yet: autoload them, then retry.
  cls->nearlyLinked = true;
  loadDelayedClasses(cls);
  if (!cls->linked) resolveObligations(cls);
  if (!cls->linked) reportObligations(cls);
  linkDelayedDone(cls);   // pooled with what it waited for (vm/shared-units.h)
  return cls;
}

} // namespace

// --- Errors shared by the linker's parts --------------------------------------------------

void linkFatal(const PreClass* pc, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string msg = formatV(fmt, ap);
  va_end(ap);
  raiseFatalAt(E_COMPILE_ERROR, msg, pc->unit->filePath, pc->line);
}

void linkFatalType(int type, const PreClass* pc, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string msg = formatV(fmt, ap);
  va_end(ap);
  if (type == E_CORE_ERROR) raiseFatalAt(type, msg, "Unknown", 0);
  raiseFatalAt(type, msg, pc->unit->filePath, pc->line);
}

void methodFatal(const Func* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string msg = formatV(fmt, ap);
  va_end(ap);
  if (f->isBuiltin() || !f->unit) raiseFatalAt(E_COMPILE_ERROR, msg, "Unknown", 0);
  raiseFatalAt(E_COMPILE_ERROR, msg, f->unit->filePath, f->lineStart);
}

const char* objectType(const Class* c) {
  if (c->isInterface()) return "interface";
  if (c->isTrait()) return "trait";
  if (c->isEnum()) return "enum";
  return "class";
}

const char* objectTypeUc(const Class* c) {
  if (c->isInterface()) return "Interface";
  if (c->isTrait()) return "Trait";
  if (c->isEnum()) return "Enum";
  return "Class";
}

const char* shownName(const Class* c) { return c->name->data(); }

void addObligation(Class* cls, const VarianceObligation& o) { cls->obligations.push_back(o); }

// --- Public entry points -------------------------------------------------------------------

Class* defineClass(const PreClass* pc) { return link(pc, false); }
Class* tryDefineClassEarly(const PreClass* pc) { return link(pc, true); }

void registerNativeClass(std::string_view name, const NativeClassHooks& hooks) {
  nativeHooks()[toLower(name)] = hooks;
}

namespace {

/// A computed constant's value, evaluated once (c->val), in its class's scope.
/// As php marks a constant visited only in zend_get_class_constant_ex (a
/// constant expression's X::C, constant()), a plain fetch or `new` evaluates
/// without marking (`mark` false): A = B, B = A fails at the second link.
const TypedValue* evalClassConst(ClassConst* c, bool mark = false, const char* spelled = nullptr) {
  if (c->val.m_type != DataType::Uninit) return &c->val;
  if (c->isEnumCase) {
    enumCase(c->declCls, c);
    return &c->val;
  }
  if (mark && c->resolving)
    throwErrorF(ErrorKind::Error, "Cannot declare self-referencing constant %s::%s",
                spelled ? spelled : c->declCls->name->data(), c->name->data());
  const bool wasResolving = c->resolving;
  if (mark) c->resolving = true;
  TypedValue v;
  try {
    v = invokeFunc(c->initializer, nullptr, 0, CallContext{nullptr, c->declCls, nullptr});
  } catch (...) {
    c->resolving = wasResolving;
    throw;
  }
  c->resolving = wasResolving;
  if (c->val.m_type == DataType::Uninit) c->val = v;
  else tvDecRef(v);
  return &c->val;
}

void resolveDefaultsOnce(Class* cls);

} // namespace

void resolvePropDefaults(Class* cls) {
  if (cls->propDefaultsResolved) return;
  // Set once all are computed (a failure is tried again by the next use, as
  // php). An autoloader an initializer triggers may use the class meanwhile:
  // as php, that use computes what is still missing itself.
  resolveDefaultsOnce(cls);
  cls->propDefaultsResolved = true;
}

namespace {

void resolveDefaultsOnce(Class* cls) {
  if (cls->parent) resolvePropDefaults(cls->parent);
  // The class's computed constants first (an undefined one is an Error on `new`).
  if (!(cls->attrs & kClsEnum))
    for (ClassConst* c : cls->constOrder)
      if (c->declCls == cls && c->initializer && !c->isEnumCase) evalClassConst(c);
  for (uint32_t s = 0; s < cls->numProps(); ++s) {
    const PropSlot& p = cls->props[s];
    if (!p.pre || !p.pre->defaultValue.initializer || cls->propDefaults[s].m_type != DataType::Uninit) continue;
    // Inherited unchanged: the declaring class computed it already.
    if (p.declCls != cls && p.declCls->propDefaultsResolved && s < p.declCls->numProps() &&
        p.declCls->props[s].pre == p.pre) {
      TypedValue v = p.declCls->propDefaults[s];
      tvIncRef(v);
      cls->propDefaults[s] = v;
    } else {
      TypedValue v = invokeFunc(p.pre->defaultValue.initializer, nullptr, 0, CallContext{nullptr, p.declCls, nullptr});
      checkPropDefault(p, v);
      if (cls->propDefaults[s].m_type == DataType::Uninit) cls->propDefaults[s] = v;   // else computed meanwhile
      else tvDecRef(v);
    }
  }
  for (auto& sp : cls->ownStaticProps) {
    if (sp->initialized) continue;
    TypedValue v = invokeFunc(sp->pre->defaultValue.initializer, nullptr, 0, CallContext{nullptr, cls, nullptr});
    if (sp->initialized) {
      tvDecRef(v);
      continue;
    }
    sp->val = v;
    sp->initialized = true;
  }
}

} // namespace

ObjectData* enumCase(Class* cls, ClassConst* c) {
  if (c->val.m_type == DataType::Object) return c->val.m_data.pobj;
  bool acc;
  // Backed enums: the case value comes from the initializer, checked against
  // the backing type first (a mismatch is a TypeError on every use, as php).
  TypedValue value = makeUninit();
  int64_t valueSlot = cls->findProp("value", cls, acc);
  const TypeConstraint* backing = valueSlot >= 0 ? cls->props[uint32_t(valueSlot)].type : nullptr;
  auto fits = [&](const TypedValue& v) {
    return !backing || ((backing->mask & TypeConstraint::kInt) ? v.isInt() : v.isString());
  };
  auto mismatch = [&](const TypedValue& v) {
    throwErrorF(ErrorKind::TypeError, "Enum case type %s does not match enum backing type %s",
                typeNameForMessage(v).c_str(), backing->display.c_str());
  };
  // php resolves all of an enum's cases at its first use: a literal of the
  // wrong type fails every case.
  if (backing)
    for (const PreConst& pcn : cls->pre->consts)
      if (pcn.isEnumCase && !pcn.value.initializer && pcn.value.value.m_type != DataType::Uninit && !fits(pcn.value.value))
        mismatch(pcn.value.value);
  for (const PreConst& pcn : cls->pre->consts) {
    if (pcn.name != c->name || !pcn.isEnumCase) continue;
    if (valueSlot < 0 || (!pcn.value.initializer && pcn.value.value.m_type == DataType::Uninit)) break;
    value = pcn.value.initializer ? invokeFunc(pcn.value.initializer, nullptr, 0, CallContext{nullptr, cls, nullptr})
                                  : (tvIncRef(pcn.value.value), pcn.value.value);
    if (!fits(value)) {
      TypedValue bad = value;
      struct Release {
        TypedValue v;
        ~Release() { tvDecRef(v); }
      } release{bad};
      mismatch(bad);
    }
    break;
  }
  ObjectData* o = ObjectData::make(cls);
  o->setFlag(ObjectData::kIsEnumCase);
  o->setFlag(ObjectData::kNoDestruct);
  int64_t nameSlot = cls->findProp("name", cls, acc);
  if (nameSlot >= 0) {
    c->name->incRef();
    tvSetRawMove(*o->prop(uint32_t(nameSlot)), makeStringNoIncRef(c->name));
  }
  if (valueSlot >= 0 && value.m_type != DataType::Uninit) tvSetRawMove(*o->prop(uint32_t(valueSlot)), value);
  c->val = makeObjectNoIncRef(o);   // the constant owns the case object
  return o;
}

const TypedValue* classConstant(Class* cls, std::string_view name, const Class* scope, bool mark, const char* spelled) {
  ClassConst* c = cls->findConst(name);
  if (!c) return nullptr;
  if (!memberAccessible(c->attrs, c->declCls, scope)) {
    throwErrorF(ErrorKind::Error, "Cannot access %s constant %s::%s", visibilityName(c->attrs), cls->name->data(),
                c->name->data());
  }
  // Trait constants belong to the classes using the trait.
  if (cls->isTrait())
    throwErrorF(ErrorKind::Error, "Cannot access trait constant %s::%s directly", cls->name->data(), c->name->data());
  return evalClassConst(c, mark, spelled);
}

TypedValue* staticPropLookup(Class* cls, StringData* name, const Class* scope) {
  if (!cls->propDefaultsResolved) resolvePropDefaults(cls);
  StaticPropSlot* sp = cls->findStaticProp(name->view());
  if (!sp || !memberAccessible(sp->attrs, sp->declCls, scope)) return nullptr;
  if (!sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
  return &sp->val;
}

TypedValue* staticPropLval(Class* cls, StringData* name, const Class* scope) {
  if (!cls->propDefaultsResolved) resolvePropDefaults(cls);
  StaticPropSlot* sp = cls->findStaticProp(name->view());
  if (!sp) throwErrorF(ErrorKind::Error, "Access to undeclared static property %s::$%s", cls->name->data(), name->data());
  if (!memberAccessible(sp->attrs, sp->declCls, scope))
    throwErrorF(ErrorKind::Error, "Cannot access %s property %s::$%s", visibilityName(sp->attrs), cls->name->data(),
                name->data());
  if (!sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
  return &sp->val;
}

} // namespace hop
