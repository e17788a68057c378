// reflection-common.cpp — the native data of Reflection objects, their
// factories, and php's orders of class members (see reflection-internal.h).
#include "runtime/reflection/reflection-internal.h"

#include <algorithm>
#include <new>
#include <unordered_set>

#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"
#include "vm/closure.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/closure.h"
#include "vm/lookup.h"
#include "vm/interp.h"

namespace hop {

// --- Native data ---------------------------------------------------------------------------------

namespace {

void reflInit(ObjectData* o) {
  ReflectionData* d = reflData(o);
  *d = ReflectionData{};
}

void reflDestroy(ObjectData* o) {
  ReflectionData* d = reflData(o);
  ReflectionData old = *d;
  *d = ReflectionData{};
  if (old.object) old.object->decRef();
  if (old.name) old.name->decRef();
  delete old.type;
  if (old.ref && old.ref->m_hdr.decRefAndTestRelease()) releaseHeapValue(DataType::Reference, &old.ref->m_hdr);
}

/// Every family's base class gets the hooks; subclasses inherit them.
const int s_registered = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(ReflectionData);
  h.init = reflInit;
  h.destroy = reflDestroy;
  h.noClone = true;   // php: reflection objects are uncloneable
  for (const char* c : {"ReflectionClass", "ReflectionFunctionAbstract", "ReflectionParameter", "ReflectionType",
                        "ReflectionProperty", "ReflectionClassConstant", "ReflectionAttribute", "ReflectionReference",
                        "ReflectionGenerator", "ReflectionFiber"})
    registerNativeClass(c, h);
  return 0;
}();

} // namespace

ReflectionData* reflData(ObjectData* o) { return o->nativeData<ReflectionData>(); }

ReflectionData* reflThis(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  if (!d->cls && !d->func && !d->type && !d->attribute && !d->ref && !d->constant)
    throwError(ErrorKind::Error, "Internal error: Failed to retrieve the reflection object");
  return d;
}

void throwReflectionException(const std::string& msg) { throw PhpException{makeThrowable("ReflectionException", msg)}; }

// --- Factories ---------------------------------------------------------------------------------------

ObjectData* newReflectionObject(std::string_view className) {
  Class* cls = lookupClassAutoload(className);
  HOP_ALWAYS_ASSERT(cls != nullptr);
  return ObjectData::make(cls);
}

void setReflectionProp(ObjectData* o, const char* prop, StringData* value) {
  bool accessible;
  int64_t slot = o->cls()->findProp(prop, o->cls(), accessible);
  if (slot < 0) return;
  value->incRef();
  tvSetRawMove(*o->prop(uint32_t(slot)), makeStringNoIncRef(value));
}

ObjectData* makeReflectionClass(Class* cls) {
  // Always a ReflectionClass, also for enums (only `new ReflectionEnum` makes those).
  ObjectData* o = newReflectionObject("ReflectionClass");
  reflData(o)->cls = cls;
  setReflectionProp(o, "name", cls->name);
  return o;
}

ObjectData* makeReflectionMethod(const Func* f, Class* lookedUpIn) {
  ObjectData* o = newReflectionObject("ReflectionMethod");
  ReflectionData* d = reflData(o);
  d->func = f;
  d->cls = lookedUpIn ? lookedUpIn : f->cls;
  setReflectionProp(o, "name", f->name);
  setReflectionProp(o, "class", f->cls ? f->cls->name : d->cls->name);
  return o;
}

ObjectData* makeClosureInvokeMethod(ObjectData* closure, Class* closureCls, ObjectData* o) {
  if (!o) o = newReflectionObject("ReflectionMethod");
  ReflectionData* d = reflData(o);
  d->func = closureData(closure)->func;
  d->cls = closureCls;
  closure->incRef();
  if (d->object) d->object->decRef();
  d->object = closure;
  StringData* name = StringData::interned("__invoke");
  name->incRef();
  if (d->name) d->name->decRef();
  d->name = name;
  setReflectionProp(o, "name", name);
  setReflectionProp(o, "class", closureCls->name);
  return o;
}

ObjectData* makeReflectionFunction(const Func* f, ObjectData* closure) {
  ObjectData* o = newReflectionObject("ReflectionFunction");
  ReflectionData* d = reflData(o);
  d->func = f;
  if (closure) {
    closure->incRef();
    d->object = closure;
  }
  setReflectionProp(o, "name", f->name);
  return o;
}

ObjectData* makeReflectionFunctionLike(const Func* f, ObjectData* closure, Class* cls) {
  if (f->isMethod() && !f->isClosure()) return makeReflectionMethod(f, cls);
  return makeReflectionFunction(f, closure);
}

ObjectData* makeReflectionParameter(const Func* f, uint32_t index, ObjectData* closure, Class* cls) {
  ObjectData* o = newReflectionObject("ReflectionParameter");
  ReflectionData* d = reflData(o);
  d->func = f;
  d->index = index;
  d->cls = cls;
  if (closure) {
    closure->incRef();
    d->object = closure;
  }
  setReflectionProp(o, "name", f->params[index].name);
  return o;
}

ObjectData* makeReflectionProperty(Class* declCls, StringData* name, uint32_t kind) {
  ObjectData* o = newReflectionObject("ReflectionProperty");
  ReflectionData* d = reflData(o);
  d->cls = declCls;
  name->incRef();
  d->name = name;
  d->flags = kind;
  setReflectionProp(o, "name", name);
  setReflectionProp(o, "class", declCls->name);
  return o;
}

ObjectData* makeReflectionClassConstant(Class* cls, ClassConst* c) {
  const char* kind = "ReflectionClassConstant";
  if (c->isEnumCase) kind = c->declCls->pre->enumBackingType != DataType::Uninit ? "ReflectionEnumBackedCase" : "ReflectionEnumUnitCase";
  ObjectData* o = newReflectionObject(kind);
  ReflectionData* d = reflData(o);
  d->cls = cls;
  d->constant = c;
  c->name->incRef();
  d->name = c->name;
  setReflectionProp(o, "name", c->name);
  setReflectionProp(o, "class", c->declCls->name);
  return o;
}

// --- Arguments and values ----------------------------------------------------------------------------

Class* reflectionClassArg(const TypedValue& v) {
  const TypedValue& d = *tvDeref(&v);
  if (d.isObject()) return d.m_data.pobj->cls();
  std::string name = d.isString() ? d.m_data.pstr->str() : std::string();
  Class* cls = d.isString() ? lookupClassAutoload(name) : nullptr;
  if (!cls) throwReflectionException("Class \"" + name + "\" does not exist");
  return cls;
}

const Func* closureFunc(ObjectData* closure) { return closureData(closure)->func; }

TypedValue evalPreValue(const PreValue& v, Class* scope) {
  if (v.initializer) return invokeFunc(v.initializer, nullptr, 0, CallContext{nullptr, scope, nullptr});
  TypedValue r = v.value;
  if (r.m_type == DataType::Uninit) return makeNull();
  tvIncRef(r);
  return r;
}

TypedValue constantValue(Class* cls, ClassConst* c) {
  (void)cls;
  const TypedValue* v = classConstant(c->declCls, c->name->view(), c->declCls);
  if (!v) return makeNull();
  TypedValue r = *v;
  tvIncRef(r);
  return r;
}

// --- Modifiers -----------------------------------------------------------------------------------------

int64_t visibilityModifiers(uint32_t attrs) {
  if (attrs & kAttrPrivate) return kModPrivate;
  if (attrs & kAttrProtected) return kModProtected;
  return kModPublic;
}

int64_t methodModifiers(const Func* f) {
  int64_t m = visibilityModifiers(f->attrs);
  if (f->attrs & (kAttrStatic | kAttrStaticClosure)) m |= kModStatic;
  if (f->attrs & kAttrAbstract) m |= kModAbstract;
  if (f->attrs & kAttrFinal) m |= kModFinal;
  return m;
}

// --- php's member orders ---------------------------------------------------------------------------------

namespace {

/// Appends `name` (lowercase) to the seen set; false when already there.
/// Names met so far: a hash set (PHPUnit's TestCase lists hundreds of
/// methods; a vector's scans made getMethods() quadratic).
using SeenNames = std::unordered_set<std::string, StringViewHash, std::equal_to<>>;

bool firstTime(SeenNames& seen, std::string_view name) {
  if (seen.find(name) != seen.end()) return false;
  seen.emplace(name);
  return true;
}

bool isEngineTrait(std::string_view name) { return name == "HopEnumMethods" || name == "HopBackedEnumMethods"; }

} // namespace


std::vector<StringData*> declaredTraitNames(const Class* cls) {
  std::vector<StringData*> out;
  for (StringData* t : cls->pre->traitNames) {
    if (isEngineTrait(t->view())) continue;
    Class* tc = ctx().lookupClass(t->view());
    out.push_back(tc ? tc->name : t);
  }
  return out;
}

std::vector<Func*> methodsInPhpOrder(Class* cls) {
  std::vector<Func*> out;
  SeenNames seen;
  auto add = [&](std::string_view lower, Func* fallback) {
    if (!firstTime(seen, lower)) return;
    Func* f = cls->findMethod(lower);
    out.push_back(f ? f : fallback);
  };
  for (Func* f : cls->pre->methods) add(f->lowerName->view(), f);
  if (cls->parent && !cls->isInterface())
    for (Func* f : methodsInPhpOrder(cls->parent)) add(f->lowerName->view(), f);
  // Each used trait's methods in its own order, an alias before the method it copies.
  for (StringData* tn : cls->pre->traitNames) {
    Class* t = ctx().lookupClass(tn->view());
    if (!t) continue;
    for (Func* f : methodsInPhpOrder(t)) {
      for (const TraitRule& r : cls->pre->traitRules) {
        if (r.isInsteadof || !r.alias || !equalsIgnoreCase(r.method->view(), f->name->view())) continue;
        if (r.traitName && !equalsIgnoreCase(r.traitName->view(), t->name->view())) continue;
        add(toLower(r.alias->view()), f);
      }
      add(f->lowerName->view(), f);
    }
  }
  for (Func* f : cls->methodOrder) add(f->lowerName->view(), f);
  for (Class* i : cls->interfaces)
    for (Func* f : methodsInPhpOrder(i)) add(f->lowerName->view(), f);
  return out;
}

const PreProp* findPreProp(const Class* declCls, std::string_view name) {
  for (const PreProp& pp : declCls->pre->props)
    if (pp.name->view() == name) return &pp;
  for (StringData* t : declCls->pre->traitNames) {
    Class* tc = ctx().lookupClass(t->view());
    if (!tc || tc == declCls) continue;
    if (const PreProp* pp = findPreProp(tc, name)) return pp;
  }
  return nullptr;
}

const PropSlot* findPropSlot(const Class* declCls, std::string_view name) {
  auto it = declCls->propsByName.find(name);
  if (it == declCls->propsByName.end()) return nullptr;
  for (uint32_t s : it->second)
    if (declCls->props[s].declCls == declCls) return &declCls->props[s];
  return nullptr;
}

bool findReflProp(Class* cls, std::string_view name, ReflPropRef& out) {
  auto it = cls->propsByName.find(name);
  if (it != cls->propsByName.end()) {
    const PropSlot* best = nullptr;
    for (uint32_t s : it->second) {
      const PropSlot& p = cls->props[s];
      if (p.declCls == cls) best = &p;
      else if (!p.isPrivate() && !best) best = &p;
    }
    if (best) {
      out = ReflPropRef{best->declCls, best->name, false};
      return true;
    }
  }
  if (StaticPropSlot* sp = cls->findStaticProp(name)) {
    if ((sp->attrs & kAttrPrivate) && sp->declCls != cls) return false;
    out = ReflPropRef{sp->declCls, sp->name, true};
    return true;
  }
  return false;
}

std::vector<ReflPropRef> propsInPhpOrder(Class* cls) {
  std::vector<ReflPropRef> out;
  SeenNames seen;
  // Own declarations in source order (promoted constructor parameters sit
  // where the constructor is).
  std::vector<const PreProp*> own;
  for (const PreProp& pp : cls->pre->props) own.push_back(&pp);
  std::stable_sort(own.begin(), own.end(), [](const PreProp* a, const PreProp* b) { return a->line < b->line; });
  for (const PreProp* pp : own) {
    if (!firstTime(seen, pp->name->view())) continue;
    ReflPropRef r;
    if (findReflProp(cls, pp->name->view(), r)) out.push_back(r);
  }
  if (cls->parent) {
    for (const ReflPropRef& p : propsInPhpOrder(cls->parent))
      if (firstTime(seen, p.name->view())) out.push_back(p);
  }
  for (StringData* t : cls->pre->traitNames) {
    Class* tc = ctx().lookupClass(t->view());
    if (!tc) continue;
    for (const ReflPropRef& p : propsInPhpOrder(tc)) {
      if (!firstTime(seen, p.name->view())) continue;
      ReflPropRef r;
      if (findReflProp(cls, p.name->view(), r)) out.push_back(r);
    }
  }
  return out;
}

ClassConst* findReflConst(Class* cls, std::string_view name) {
  ClassConst* c = cls->findConst(name);
  if (c && (c->attrs & kAttrPrivate) && c->declCls != cls) return nullptr;
  return c;
}

std::vector<ClassConst*> constsInPhpOrder(Class* cls) {
  std::vector<ClassConst*> out;
  SeenNames seen;
  auto add = [&](ClassConst* c) {
    if (!c || ((c->attrs & kAttrPrivate) && c->declCls != cls)) return;
    if (firstTime(seen, c->name->view())) out.push_back(c);
  };
  for (const PreConst& pc : cls->pre->consts) add(cls->findConst(pc.name->view()));
  if (cls->parent && !cls->isInterface())
    for (ClassConst* c : constsInPhpOrder(cls->parent)) add(c);
  for (Class* i : cls->interfaces)
    for (ClassConst* c : constsInPhpOrder(i)) add(c);
  for (ClassConst* c : cls->constOrder) add(c);
  return out;
}

const PreConst* findPreConst(const ClassConst* c) {
  for (const PreConst& pc : (c->declaredIn ? c->declaredIn : c->declCls)->pre->consts)
    if (pc.name == c->name || pc.name->view() == c->name->view()) return &pc;
  return nullptr;
}

bool isInternalFunc(const Func* f) { return f->isBuiltin() || (f->unit && f->unit->filePath == "[systemlib]"); }

const Func* methodPrototype(const Func* f) {
  const Class* c = f->cls;
  if (!c || f->isClosure()) return nullptr;
  std::string_view lower = f->lowerName->view();
  if (c->parent && !c->isInterface()) {
    const Func* pm = c->parent->findMethod(lower);
    if (pm && pm != f && !(pm->attrs & kAttrPrivate)) {
      const Func* proto = methodPrototype(pm);
      if (!proto) proto = pm;
      if (lower != "__construct" || (proto->attrs & kAttrAbstract)) return proto;
    }
  }
  for (Class* i : c->interfaces) {
    if (i == c) continue;
    const Func* im = i->findMethod(lower);
    if (!im || im == f) continue;
    const Func* proto = methodPrototype(im);
    return proto ? proto : im;
  }
  return nullptr;
}

std::string functionExtension(const Func* f) {
  if (f->cls) return classExtension(f->cls);
  if (const char* m = internalFunctionModule(f->name->view())) return m;
  // The Zend engine's own functions (zend_builtin_functions), then the
  // extensions whose functions are recognisable by prefix.
  static const char* const kCore[] = {
      "zend_version", "func_num_args", "func_get_arg", "func_get_args", "strlen", "strcmp", "strncmp", "strcasecmp",
      "strncasecmp", "error_reporting", "define", "defined", "get_class", "get_called_class", "get_parent_class",
      "is_subclass_of", "is_a", "get_class_vars", "get_object_vars", "get_mangled_object_vars", "get_class_methods",
      "method_exists", "property_exists", "class_exists", "interface_exists", "trait_exists", "enum_exists",
      "function_exists", "class_alias", "get_included_files", "get_required_files", "trigger_error", "user_error",
      "set_error_handler", "restore_error_handler", "set_exception_handler", "restore_exception_handler",
      "get_declared_classes", "get_declared_traits", "get_declared_interfaces", "get_defined_functions",
      "get_defined_vars", "get_resource_type", "get_resource_id", "get_resources", "get_loaded_extensions",
      "get_defined_constants", "debug_backtrace", "debug_print_backtrace", "extension_loaded", "get_extension_funcs",
      "gc_mem_caches", "gc_collect_cycles", "gc_enabled", "gc_enable", "gc_disable", "gc_status"};
  std::string_view n = f->name->view();
  for (const char* c : kCore)
    if (n == c) return "Core";
  auto starts = [&](std::string_view p) { return n.substr(0, p.size()) == p; };
  if (starts("json_")) return "json";
  if (starts("preg_")) return "pcre";
  if (starts("spl_") || starts("iterator_") || n == "class_implements" || n == "class_parents" || n == "class_uses")
    return "SPL";
  if (starts("hash") || starts("mhash")) return "hash";
  if (n == "mt_rand" || n == "mt_srand" || n == "rand" || n == "srand" || n == "mt_getrandmax" || n == "getrandmax" ||
      n == "random_int" || n == "random_bytes" || n == "lcg_value")
    return "random";
  if (starts("date") || starts("time") || n == "mktime" || n == "gmmktime" || n == "checkdate" || n == "strtotime" ||
      n == "gmdate" || n == "idate" || n == "getdate" || n == "localtime" || n == "strftime" || n == "gmstrftime")
    return "date";
  return "standard";
}

std::string classExtension(const Class* cls) {
  std::string_view n = cls->name->view();
  if (const char* m = internalClassModule(n)) return m;
  if (n.substr(0, 10) == "Reflection" || n == "Reflector") return "Reflection";
  if (n == "JsonException" || n == "JsonSerializable") return "json";
  return "Core";
}

} // namespace hop
