// class-linker.cpp — linking classes: inheritance of properties, constants
// and methods, interfaces, traits, abstract-method checks, enums.
#include "vm/class-linker.h"

#include <algorithm>

#include "bytecode/unit.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/interp-internal.h"
#include "vm/interp.h"

namespace hop {

namespace {

StringMap<NativeClassHooks>& nativeHooks() {
  static StringMap<NativeClassHooks> m;   // filled before any request starts, then read-only
  return m;
}

const char* kindName(const Class* c) {
  if (c->isInterface()) return "interface";
  if (c->isTrait()) return "trait";
  if (c->isEnum()) return "enum";
  return "class";
}

[[noreturn]] void linkFatal(const PreClass* pc, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
void linkFatal(const PreClass* pc, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string msg = formatV(fmt, ap);
  va_end(ap);
  raiseFatalAt(E_COMPILE_ERROR, msg, pc->unit->filePath, pc->line);
}

void addInterface(Class* cls, Class* iface) {
  if (std::find(cls->interfaces.begin(), cls->interfaces.end(), iface) != cls->interfaces.end()) return;
  for (Class* p : iface->interfaces) addInterface(cls, p);
  cls->interfaces.push_back(iface);
}

void inheritConst(Class* cls, ClassConst* c) {
  auto it = cls->consts.find(c->name->view());
  if (it != cls->consts.end()) return;
  cls->consts[c->name->str()] = c;
  cls->constOrder.push_back(c);
}

/// Adds an instance property declared by `declCls` (own or from a trait).
void addProp(Class* cls, const PreProp& pp, Class* declCls) {
  auto it = cls->propsByName.find(pp.name->view());
  if (it != cls->propsByName.end()) {
    // Redeclaring a parent's non-private property keeps its slot.
    for (uint32_t s : it->second) {
      PropSlot& p = cls->props[s];
      if (p.isPrivate() && p.declCls != cls) continue;
      if (p.declCls == cls) return;   // already added (trait and class both declare it)
      p.attrs = pp.attrs;
      p.type = pp.type.isEmpty() ? nullptr : &pp.type;
      p.declCls = declCls;
      cls->propDefaults[s] = pp.defaultValue.value;
      if (!pp.hasDefault && pp.type.isEmpty()) cls->propDefaults[s] = makeNull();
      if (pp.defaultValue.initializer) cls->propDefaultsResolved = false;
      return;
    }
  }
  uint32_t slot = cls->numProps();
  cls->props.push_back(PropSlot{pp.name, pp.attrs, pp.type.isEmpty() ? nullptr : &pp.type, declCls, slot});
  TypedValue def = pp.defaultValue.value;
  if (!pp.hasDefault) def = pp.type.isEmpty() ? makeNull() : makeUninit();
  cls->propDefaults.push_back(def);
  if (pp.defaultValue.initializer) cls->propDefaultsResolved = false;
  cls->propsByName[pp.name->str()].push_back(slot);
}

void addStaticProp(Class* cls, const PreProp& pp, Class* declCls) {
  auto sp = std::make_unique<StaticPropSlot>();
  sp->name = pp.name;
  sp->attrs = pp.attrs;
  sp->type = pp.type.isEmpty() ? nullptr : &pp.type;
  sp->declCls = declCls;
  sp->pre = &pp;
  if (pp.defaultValue.initializer) {
    sp->val = makeUninit();
    cls->propDefaultsResolved = false;
  } else {
    sp->val = pp.hasDefault ? pp.defaultValue.value : (pp.type.isEmpty() ? makeNull() : makeUninit());
    sp->initialized = true;
  }
  cls->staticProps[pp.name->str()] = sp.get();
  cls->ownStaticProps.push_back(std::move(sp));
}

/// A per-class copy of a method (trait import, or systemlib sharing).
Func* cloneMethodFor(Class* cls, const Func* src, StringData* name, uint32_t attrs) {
  auto f = std::make_unique<Func>();
  f->name = name;
  f->lowerName = StringData::interned(toLower(name->view()));
  f->unit = src->unit;
  f->preClass = src->preClass;
  f->cls = cls;
  f->attrs = attrs;
  f->lineStart = src->lineStart;
  f->lineEnd = src->lineEnd;
  f->docComment = src->docComment;
  f->bc = src->bc;
  f->lineTable = src->lineTable;
  f->ehTable = src->ehTable;
  f->maxStack = src->maxStack;
  f->numCacheSlots = src->numCacheSlots;   // the copy gets its own slot ids (FuncRegistry::add)
  f->params = src->params;
  f->numRequiredParams = src->numRequiredParams;
  f->numLocals = src->numLocals;
  f->localNames = src->localNames;
  f->numNamedLocals = src->numNamedLocals;
  f->closureUses = src->closureUses;
  f->closureUseByRef = src->closureUseByRef;
  f->numStaticLocals = src->numStaticLocals;
  f->returnType = src->returnType;
  f->native = src->native;
  f->builtinId = src->builtinId;
  f->traitOrigin = src->traitOrigin ? src->traitOrigin : src;
  Func* raw = f.get();
  FuncRegistry::add(raw);
  cls->traitMethodCopies.push_back(std::move(f));
  return raw;
}

void addMethod(Class* cls, Func* f) {
  std::string lower = f->lowerName->str();
  auto it = cls->methods.find(lower);
  if (it != cls->methods.end()) {
    Func* old = it->second;
    if ((old->attrs & kAttrFinal) && old->cls != cls && !(old->attrs & kAttrPrivate)) {
      raiseFatalAt(E_COMPILE_ERROR,
                   formatStr("Cannot override final method %s::%s()", old->cls->name->data(), old->name->data()),
                   f->unit->filePath, f->lineStart);
    }
    // An abstract declaration never replaces an implementation inherited from a parent.
    if ((f->attrs & kAttrAbstract) && !(old->attrs & kAttrAbstract) && f->cls != old->cls &&
        !cls->isInterface())
      return;
    it->second = f;
    auto pos = std::find(cls->methodOrder.begin(), cls->methodOrder.end(), old);
    if (pos != cls->methodOrder.end()) cls->methodOrder.erase(pos);
    cls->methodOrder.push_back(f);
    return;
  }
  cls->methods[lower] = f;
  cls->methodOrder.push_back(f);
}

void importTraits(Class* cls, const PreClass* pc) {
  for (StringData* tn : pc->traitNames) {
    Class* t = lookupClassAutoload(tn->view());
    if (!t) linkFatal(pc, "Trait \"%s\" not found", tn->data());
    if (!t->isTrait()) linkFatal(pc, "%s cannot use %s - it is not a trait", pc->name->data(), t->name->data());
  }
  // Collect candidate methods: (trait, method), honoring `insteadof`.
  struct Candidate { Class* trait; Func* f; };
  std::vector<Candidate> cands;
  auto excluded = [&](Class* trait, const Func* f) {
    for (const TraitRule& r : pc->traitRules) {
      if (!r.isInsteadof || !equalsIgnoreCase(r.method->view(), f->name->view())) continue;
      for (StringData* other : r.insteadOf)
        if (equalsIgnoreCase(other->view(), trait->name->view())) return true;
    }
    return false;
  };
  for (StringData* tn : pc->traitNames) {
    Class* t = lookupClassAutoload(tn->view());
    for (Func* m : t->methodOrder) {
      if (excluded(t, m)) continue;
      cands.push_back({t, m});
    }
    // Trait properties and constants.
    for (const PropSlot& p : t->props) {
      for (const PreProp& pp : t->pre->props)
        if (pp.name == p.name && !(pp.attrs & kAttrStatic)) addProp(cls, pp, cls);
    }
    for (const PreProp& pp : t->pre->props)
      if (pp.attrs & kAttrStatic) addStaticProp(cls, pp, cls);
  }
  for (const Candidate& c : cands) {
    // Aliases: `m as [vis] alias` / `T::m as ...`.
    for (const TraitRule& r : pc->traitRules) {
      if (r.isInsteadof || !r.alias) continue;
      if (!equalsIgnoreCase(r.method->view(), c.f->name->view())) continue;
      if (r.traitName && !equalsIgnoreCase(r.traitName->view(), c.trait->name->view())) continue;
      uint32_t attrs = c.f->attrs;
      if (r.visibility) attrs = (attrs & ~(kAttrPublic | kAttrProtected | kAttrPrivate)) | r.visibility;
      Func* copy = cloneMethodFor(cls, c.f, r.alias, attrs);
      auto own = std::find_if(pc->methods.begin(), pc->methods.end(),
                              [&](Func* m) { return equalsIgnoreCase(m->name->view(), r.alias->view()); });
      if (own == pc->methods.end()) addMethod(cls, copy);
    }
    uint32_t attrs = c.f->attrs;
    for (const TraitRule& r : pc->traitRules) {
      if (r.isInsteadof || r.alias || !r.visibility) continue;
      if (!equalsIgnoreCase(r.method->view(), c.f->name->view())) continue;
      if (r.traitName && !equalsIgnoreCase(r.traitName->view(), c.trait->name->view())) continue;
      attrs = (attrs & ~(kAttrPublic | kAttrProtected | kAttrPrivate)) | r.visibility;
    }
    // The class's own methods win over trait methods.
    auto own = std::find_if(pc->methods.begin(), pc->methods.end(),
                            [&](Func* m) { return equalsIgnoreCase(m->name->view(), c.f->name->view()); });
    if (own != pc->methods.end()) continue;
    Func* existing = cls->findMethod(c.f->lowerName->view());
    if (existing && existing->cls == cls && existing->traitOrigin && !(c.f->attrs & kAttrAbstract)) {
      if (existing->traitOrigin != (c.f->traitOrigin ? c.f->traitOrigin : c.f) && !(existing->attrs & kAttrAbstract)) {
        linkFatal(pc, "Trait method %s::%s has not been applied as %s::%s, because of collision with %s::%s",
                  c.trait->name->data(), c.f->name->data(), pc->name->data(), c.f->name->data(),
                  existing->traitOrigin->cls ? existing->traitOrigin->cls->name->data() : "?", c.f->name->data());
      }
    }
    if (existing && existing->cls != cls && (c.f->attrs & kAttrAbstract) && !(existing->attrs & kAttrAbstract))
      continue;
    addMethod(cls, cloneMethodFor(cls, c.f, c.f->name, attrs));
  }
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

void checkAbstracts(Class* cls, const PreClass* pc) {
  if (cls->isAbstract() || cls->isInterface() || cls->isTrait()) return;
  std::vector<std::string> missing;
  for (Func* f : cls->methodOrder)
    if (f->attrs & kAttrAbstract) missing.push_back(f->cls->name->str() + "::" + f->name->str());
  for (Class* i : cls->interfaces)
    for (Func* f : i->methodOrder)
      if (!cls->findMethod(f->lowerName->view())) missing.push_back(i->name->str() + "::" + f->name->str());
  if (missing.empty()) return;
  std::string list;
  for (size_t i = 0; i < missing.size() && i < 3; ++i) list += (i ? ", " : "") + missing[i];
  if (missing.size() > 3) list += ", ...";
  if (cls->isEnum())
    linkFatal(pc, "Enum %s must implement %zu abstract private method%s (%s)", pc->name->data(), missing.size(),
              missing.size() == 1 ? "" : "s", list.c_str());
  linkFatal(pc, "Class %s contains %zu abstract method%s and must therefore be declared abstract or implement the remaining methods (%s)",
            pc->name->data(), missing.size(), missing.size() == 1 ? "" : "s", list.c_str());
}

Class* link(const PreClass* pc, bool early) {
  ExecutionContext& ec = ctx();
  std::string lower = toLower(pc->name->view());
  if (ec.classes.count(lower)) {
    if (early) return nullptr;
    Class* existing = ec.classes[lower];
    linkFatal(pc, "Cannot declare %s %s, because the name is already in use",
              pc->attrs & kClsInterface ? "interface" : (pc->attrs & kClsTrait ? "trait" : (pc->attrs & kClsEnum ? "enum" : "class")),
              pc->name->data());
    (void)existing;
  }
  Class* parent = nullptr;
  if (pc->parentName) {
    parent = early ? ec.lookupClass(pc->parentName->view()) : lookupClassAutoload(pc->parentName->view());
    if (!parent) {
      if (early) return nullptr;
      throwErrorF(ErrorKind::Error, "Class \"%s\" not found", pc->parentName->data());
    }
    if (pc->attrs & kClsInterface) {
      // Interfaces list their parents as interfaces; handled below.
      parent = nullptr;
    } else {
      if (parent->isFinal()) linkFatal(pc, "Class %s cannot extend final class %s", pc->name->data(), parent->name->data());
      if (parent->isInterface()) linkFatal(pc, "Class %s cannot extend interface %s", pc->name->data(), parent->name->data());
      if (parent->isTrait()) linkFatal(pc, "Class %s cannot extend trait %s", pc->name->data(), parent->name->data());
      if (parent->isEnum()) linkFatal(pc, "Class %s cannot extend final class %s", pc->name->data(), parent->name->data());
    }
  }
  std::vector<Class*> ifaces;
  for (StringData* in : pc->interfaceNames) {
    Class* i = early ? ec.lookupClass(in->view()) : lookupClassAutoload(in->view());
    if (!i) {
      if (early) return nullptr;
      throwErrorF(ErrorKind::Error, "%s \"%s\" not found", "Interface", in->data());
    }
    if (!i->isInterface()) {
      linkFatal(pc, "%s cannot implement %s - it is not an interface", pc->name->data(), i->name->data());
    }
    ifaces.push_back(i);
  }
  if (early) {
    for (StringData* tn : pc->traitNames)
      if (!ec.lookupClass(tn->view())) return nullptr;
  }

  auto owned = std::make_unique<Class>();
  Class* cls = owned.get();
  cls->pre = pc;
  cls->name = pc->name;
  cls->lowerName = StringData::interned(lower);
  cls->attrs = pc->attrs;
  cls->parent = parent;
  cls->classId = ec.nextClassId++;
  cls->propDefaultsResolved = true;

  if (parent) {
    cls->interfaces = parent->interfaces;
    cls->props = parent->props;
    cls->propDefaults = parent->propDefaults;
    cls->propsByName = parent->propsByName;
    cls->propDefaultsResolved = parent->propDefaultsResolved;
    cls->staticProps = parent->staticProps;
    cls->consts = parent->consts;
    cls->constOrder = parent->constOrder;
    cls->methods = parent->methods;
    cls->methodOrder = parent->methodOrder;
    cls->native = parent->native;
    if (parent->attrs & (kClsAllowDynamicProps | kClsNoDynamicPropsDeprecation))
      cls->attrs |= parent->attrs & (kClsAllowDynamicProps | kClsNoDynamicPropsDeprecation);
  }
  for (Class* i : ifaces) addInterface(cls, i);
  auto hooks = nativeHooks().find(lower);
  if (hooks != nativeHooks().end()) cls->native = hooks->second;

  // Constants: own first (they override), then interfaces'.
  for (const PreConst& pcn : pc->consts) {
    auto it = cls->consts.find(pcn.name->view());
    if (it != cls->consts.end() && (it->second->attrs & kAttrFinal)) {
      linkFatal(pc, "%s::%s cannot override final constant %s::%s", pc->name->data(), pcn.name->data(),
                it->second->declCls->name->data(), pcn.name->data());
    }
    auto c = std::make_unique<ClassConst>();
    c->name = pcn.name;
    c->declCls = cls;
    c->attrs = pcn.attrs;
    c->val = pcn.value.value;
    c->initializer = pcn.value.initializer;
    c->isEnumCase = pcn.isEnumCase;
    if (c->initializer || c->isEnumCase) c->val = makeUninit();
    ClassConst* raw = c.get();
    if (it != cls->consts.end()) {
      auto pos = std::find(cls->constOrder.begin(), cls->constOrder.end(), it->second);
      if (pos != cls->constOrder.end()) cls->constOrder.erase(pos);
    }
    cls->consts[pcn.name->str()] = raw;
    cls->constOrder.push_back(raw);
    cls->ownConsts[pcn.name->str()] = std::move(c);
  }
  for (Class* i : cls->interfaces)
    for (ClassConst* c : i->constOrder) inheritConst(cls, c);

  // Properties.
  for (const PreProp& pp : pc->props) {
    if (pp.attrs & kAttrStatic) addStaticProp(cls, pp, cls);
    else addProp(cls, pp, cls);
  }

  // Methods: interface methods (abstract) for interfaces, then traits, then own.
  if (cls->isInterface()) {
    for (Class* i : cls->interfaces)
      for (Func* f : i->methodOrder) addMethod(cls, f);
  }
  importTraits(cls, pc);
  for (Func* f : pc->methods) {
    f->cls = cls;
    addMethod(cls, f);
  }
  findMagicMethods(cls);

  ec.ownedClasses.push_back(std::move(owned));
  ec.classes[lower] = cls;
  ec.classOfPreClass[pc] = cls;
  checkAbstracts(cls, pc);
  return cls;
}

} // namespace

Class* defineClass(const PreClass* pc) { return link(pc, false); }
Class* tryDefineClassEarly(const PreClass* pc) { return link(pc, true); }

void registerNativeClass(std::string_view name, const NativeClassHooks& hooks) {
  nativeHooks()[toLower(name)] = hooks;
}

void resolvePropDefaults(Class* cls) {
  if (cls->propDefaultsResolved) return;
  cls->propDefaultsResolved = true;   // set first: initializers may instantiate this class
  if (cls->parent) resolvePropDefaults(cls->parent);
  // Instance props: re-derive from the declaring PreProps that have initializers.
  for (uint32_t s = 0; s < cls->numProps(); ++s) {
    const PropSlot& p = cls->props[s];
    const PreClass* dpc = p.declCls->pre;
    for (const PreProp& pp : dpc->props) {
      if (pp.name != p.name || (pp.attrs & kAttrStatic) || !pp.defaultValue.initializer) continue;
      if (p.declCls != cls && p.declCls->propDefaultsResolved && s < p.declCls->numProps()) {
        TypedValue v = p.declCls->propDefaults[s];
        tvIncRef(v);
        cls->propDefaults[s] = v;
      } else {
        cls->propDefaults[s] = invokeFunc(pp.defaultValue.initializer, nullptr, 0, CallContext{nullptr, p.declCls, nullptr});
      }
    }
  }
  for (auto& sp : cls->ownStaticProps) {
    if (sp->initialized) continue;
    sp->initialized = true;
    sp->val = invokeFunc(sp->pre->defaultValue.initializer, nullptr, 0, CallContext{nullptr, cls, nullptr});
  }
}

ObjectData* enumCase(Class* cls, ClassConst* c) {
  if (c->val.m_type == DataType::Object) return c->val.m_data.pobj;
  ObjectData* o = ObjectData::make(cls);
  o->setFlag(ObjectData::kIsEnumCase);
  o->setFlag(ObjectData::kNoDestruct);
  bool acc;
  int64_t nameSlot = cls->findProp("name", cls, acc);
  if (nameSlot >= 0) {
    c->name->incRef();
    tvSetRawMove(*o->prop(uint32_t(nameSlot)), makeStringNoIncRef(c->name));
  }
  // Backed enums: the case value comes from the initializer.
  for (const PreConst& pcn : cls->pre->consts) {
    if (pcn.name != c->name || !pcn.isEnumCase) continue;
    int64_t valueSlot = cls->findProp("value", cls, acc);
    if (valueSlot >= 0 && (pcn.value.initializer || pcn.value.value.m_type != DataType::Uninit)) {
      TypedValue v = pcn.value.initializer
                         ? invokeFunc(pcn.value.initializer, nullptr, 0, CallContext{nullptr, cls, nullptr})
                         : (tvIncRef(pcn.value.value), pcn.value.value);
      tvSetRawMove(*o->prop(uint32_t(valueSlot)), v);
    }
  }
  c->val = makeObjectNoIncRef(o);   // the constant owns the case object
  return o;
}

const TypedValue* classConstant(Class* cls, std::string_view name, const Class* scope) {
  ClassConst* c = cls->findConst(name);
  if (!c) return nullptr;
  if (!memberAccessible(c->attrs, c->declCls, scope)) {
    throwErrorF(ErrorKind::Error, "Cannot access %s constant %s::%s", visibilityName(c->attrs), cls->name->data(),
                c->name->data());
  }
  if (c->val.m_type != DataType::Uninit) return &c->val;
  if (c->isEnumCase) {
    enumCase(c->declCls, c);
    return &c->val;
  }
  if (c->resolving)
    throwErrorF(ErrorKind::Error, "Cannot declare self-referencing constant %s::%s", c->declCls->name->data(),
                c->name->data());
  c->resolving = true;
  TypedValue v;
  try {
    v = invokeFunc(c->initializer, nullptr, 0, CallContext{nullptr, c->declCls, nullptr});
  } catch (...) {
    c->resolving = false;
    throw;
  }
  c->resolving = false;
  if (c->val.m_type == DataType::Uninit) c->val = v;
  else tvDecRef(v);
  return &c->val;
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
