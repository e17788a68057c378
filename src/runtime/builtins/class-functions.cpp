// class-functions.cpp — builtins about classes and objects: get_class,
// class_exists, method_exists, property_exists, get_object_vars, is_a,
// spl_object_id, spl_autoload_register, iterator_to_array, ...
#include <algorithm>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/iterate.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

/// A class by name without autoloading (the runtime's own classes always exist).
Class* lookupClassNoAutoload(std::string_view name) {
  if (Class* c = ctx().lookupClass(name)) return c;
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  return defineSystemClass(name);
}

/// The class an object-or-class-name argument names (autoloading), or null.
Class* classArg(const TypedValue& v, bool autoload = true) {
  const TypedValue& d = *tvDeref(&v);
  if (d.isObject()) return d.m_data.pobj->cls();
  if (d.isString()) return autoload ? lookupClassAutoload(d.m_data.pstr->view()) : lookupClassNoAutoload(d.m_data.pstr->view());
  return nullptr;
}

/// class_implements/class_parents/class_uses: the class argument #1 names,
/// or null after php's warning.
Class* splClassArg(NativeArgs& a, const char* fn) {
  const TypedValue& v = a.arg(0);
  if (v.isObject()) return v.m_data.pobj->cls();
  if (!v.isString()) {
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($object_or_class) must be of type object|string, %s given", fn,
                typeNameForMessage(v).c_str());
  }
  bool autoload = a.bOr(1, true);
  Class* c = autoload ? lookupClassAutoload(a.sv(0)) : lookupClassNoAutoload(a.sv(0));
  if (!c) raiseWarning("%s(): Class %s does not exist%s", fn, a.str(0)->data(), autoload ? " and could not be loaded" : "");
  return c;
}

/// The systemlib's helper methods (named hop*) are not php's: invisible to
/// method_exists() and get_class_methods().
bool isRuntimeHelper(const Func* f) {
  return f->isSystemLib() && f->name->view().substr(0, 3) == "hop";
}

StringData* nameOf(const Class* c) {
  c->name->incRef();
  return c->name;
}

void f_get_class(NativeArgs& a) {
  if (!a.has(0)) {
    Class* self = frameSelf(ctx().vm.fp);
    if (!self) throwError(ErrorKind::Error, "get_class() without arguments must be called from within a class");
    a.retString(nameOf(self));
    return;
  }
  a.retString(nameOf(a.obj(0)->cls()));
}

void f_get_parent_class(NativeArgs& a) {
  const bool given = a.has(0);
  Class* c = given ? classArg(a.argv[0]) : frameSelf(ctx().vm.fp);
  if (given && !c)
    throwErrorF(ErrorKind::TypeError,
                "get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, %s given",
                typeNameForMessage(a.arg(0)).c_str());
  if (!c || !c->parent) {
    a.retBool(false);
    return;
  }
  a.retString(nameOf(c->parent));
}

void f_get_called_class(NativeArgs& a) {
  Class* c = frameStatic(ctx().vm.fp);
  if (!c) throwError(ErrorKind::Error, "get_called_class() must be called from within a class");
  a.retString(nameOf(c));
}

void existsCommon(NativeArgs& a, bool (*pred)(const Class*)) {
  bool autoload = a.bOr(1, true);
  Class* c = autoload ? lookupClassAutoload(a.sv(0)) : lookupClassNoAutoload(a.sv(0));
  a.retBool(c && pred(c));
}
void f_class_exists(NativeArgs& a) {
  existsCommon(a, [](const Class* c) { return !c->isInterface() && !c->isTrait() && !c->isEnum(); });
}
void f_interface_exists(NativeArgs& a) { existsCommon(a, [](const Class* c) { return c->isInterface(); }); }
void f_trait_exists(NativeArgs& a) { existsCommon(a, [](const Class* c) { return c->isTrait(); }); }
void f_enum_exists(NativeArgs& a) { existsCommon(a, [](const Class* c) { return c->isEnum(); }); }

void f_method_exists(NativeArgs& a) {
  const TypedValue& o = a.arg(0);
  if (!o.isObject() && !o.isString()) {
    throwErrorF(ErrorKind::TypeError, "method_exists(): Argument #1 ($object_or_class) must be of type object|string, %s given",
                typeNameForMessage(o).c_str());
  }
  Class* c = classArg(a.argv[0]);
  if (!c) {
    a.retBool(false);
    return;
  }
  std::string lower = toLower(a.sv(1));
  // A closure object has an __invoke "method" (the closure itself).
  if (o.isObject() && o.m_data.pobj->hasFlag(ObjectData::kIsClosure) && lower == "__invoke") {
    a.retBool(true);
    return;
  }
  // A parent's private method is not the class's.
  if (Func* m = c->findMethod(lower); m && !isRuntimeHelper(m) && !(o.isString() && (m->attrs & kAttrPrivate) && m->cls != c)) {
    a.retBool(true);
    return;
  }
  // php: "true for the fake Closure's __invoke" (method_exists('Closure', '__invoke')).
  a.retBool(lower == "__invoke" && ((o.isObject() && o.m_data.pobj->hasFlag(ObjectData::kIsClosure)) || c->name->view() == "Closure"));
}

void f_property_exists(NativeArgs& a) {
  if (!a.arg(0).isObject() && !a.arg(0).isString())
    throwErrorF(ErrorKind::TypeError, "property_exists(): Argument #1 ($object_or_class) must be of type object|string, %s given",
                typeNameForMessage(a.arg(0)).c_str());
  Class* c = classArg(a.argv[0]);
  if (!c) {
    a.retBool(false);
    return;
  }
  std::string_view name = a.sv(1);
  // A parent's private property is not the class's (php's properties_info).
  auto it = c->propsByName.find(name);
  if (it != c->propsByName.end())
    for (uint32_t s : it->second)
      if (c->props[s].declCls == c || !c->props[s].isPrivate()) {
        a.retBool(true);
        return;
      }
  if (StaticPropSlot* sp = c->findStaticProp(name)) {
    if (!(sp->attrs & kAttrPrivate) || sp->declCls == c) {
      a.retBool(true);
      return;
    }
  }
  const TypedValue& o = a.arg(0);
  // php then asks the object (has_property, "exists"), from the caller's
  // scope: a parent's private property is there for the parent's own code.
  if (o.isObject() && it != c->propsByName.end()) {
    const Class* scope = currentScope();
    for (uint32_t s : it->second)
      if (c->props[s].declCls == scope && !o.m_data.pobj->prop(c->props[s].slot)->isUninit()) {
        a.retBool(true);
        return;
      }
  }
  if (o.isObject() && c->native.propertiesAreTable) {
    ArrayData* table = c->native.propertiesFor(o.m_data.pobj);
    const bool found = table->get(strToArrayKey(a.str(1))) != nullptr;
    table->decRef();
    a.retBool(found);
    return;
  }
  if (o.isObject() && o.m_data.pobj->m_dynProps) {
    a.retBool(o.m_data.pobj->m_dynProps->get(strToArrayKey(a.str(1))) != nullptr);
    return;
  }
  a.retBool(false);
}

void f_get_object_vars(NativeArgs& a) { a.retArray(objectVisibleProps(a.obj(0), currentScope())); }

void f_get_class_vars(NativeArgs& a) {
  Class* c = lookupClassAutoload(a.sv(0));
  if (!c) {
    a.retBool(false);
    return;
  }
  resolvePropDefaults(c);
  const Class* scope = currentScope();
  ArrayData* r = ArrayData::makeHash(8);
  // php's properties_info order (the class's own, then inherited ones), the
  // instance properties first; a typed one without a value shows as null.
  auto visible = [&](const PropInfo& pi) {
    if (pi.attrs & kAttrPrivate) return pi.declCls == scope;
    return memberAccessible(pi.attrs, pi.declCls, scope);
  };
  for (const PropInfo& pi : c->propInfos) {
    if (pi.isStatic() || !visible(pi)) continue;
    auto it = c->propsByName.find(pi.name->view());
    if (it == c->propsByName.end()) continue;
    for (uint32_t slot : it->second) {
      if (c->props[slot].declCls != pi.declCls) continue;
      const TypedValue& d = c->propDefaults[slot];
      ArrayData::setStr(r, pi.name, d.m_type == DataType::Uninit ? makeNull() : tvCopyValue(d));
      break;
    }
  }
  for (const PropInfo& pi : c->propInfos) {
    if (!pi.isStatic() || !visible(pi)) continue;
    const StaticPropSlot* sp = c->findStaticProp(pi.name->view());
    if (!sp) continue;
    ArrayData::setStr(r, pi.name, sp->val.m_type == DataType::Uninit ? makeNull() : tvCopyValue(sp->val));
  }
  a.retArray(r);
}

/// The lowercase method names of a class in php's function table order: its
/// own methods as declared, then what it inherits in its parent's order,
/// then trait methods (replacing inherited ones where they stand), then the
/// abstract methods of interfaces it does not implement.
std::vector<std::string> methodTableOrder(const Class* k) {
  std::vector<std::string> order;
  auto has = [&](const std::string& n) { return std::find(order.begin(), order.end(), n) != order.end(); };
  for (const Func* f : k->pre->methods) order.push_back(f->lowerName->str());
  size_t own = order.size();
  if (k->parent)
    for (std::string& n : methodTableOrder(k->parent))
      if (!has(n)) order.push_back(std::move(n));
  for (const auto& f : k->traitMethodCopies) {
    std::string n = f->lowerName->str();
    auto it = std::find(order.begin(), order.end(), n);
    if (it == order.end()) order.push_back(n);
    else if (size_t(it - order.begin()) < own) continue;   // the class's own method wins
  }
  for (const Class* i : k->interfaces)
    for (const Func* f : i->pre->methods)
      if (!has(f->lowerName->str())) order.push_back(f->lowerName->str());
  return order;
}

void f_get_class_methods(NativeArgs& a) {
  Class* c = classArg(a.argv[0]);
  if (!c) {
    throwErrorF(ErrorKind::TypeError, "get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, %s given",
                typeNameForMessage(a.arg(0)).c_str());
  }
  const Class* scope = currentScope();
  ArrayData* r = ArrayData::makePacked(8);
  std::vector<Func*> order;
  for (const std::string& name : methodTableOrder(c)) {
    Func* f = c->findMethod(name);
    for (size_t i = 0; !f && i < c->interfaces.size(); ++i) f = c->interfaces[i]->findMethod(name);
    if (f) order.push_back(f);
  }
  for (Func* f : order) {
    if (!memberAccessible(f->attrs, f->cls, scope) || isRuntimeHelper(f)) continue;
    f->name->incRef();
    ArrayData::append(r, makeStringNoIncRef(f->name));
  }
  a.retArray(r);
}

bool isA(const TypedValue& v, std::string_view clsName, bool allowString, bool subclassOnly) {
  const TypedValue& d = *tvDeref(&v);
  Class* c = nullptr;
  if (d.isObject()) c = d.m_data.pobj->cls();
  else if (d.isString() && allowString) c = lookupClassAutoload(d.m_data.pstr->view());
  if (!c) return false;
  Class* target = ctx().lookupClass(clsName);
  if (!target) return false;
  if (subclassOnly && c == target) return false;
  return c->isSubclassOf(target);
}

void f_is_a(NativeArgs& a) { a.retBool(isA(a.argv[0], a.sv(1), a.bOr(2, false), false)); }
void f_is_subclass_of(NativeArgs& a) { a.retBool(isA(a.argv[0], a.sv(1), a.bOr(2, true), true)); }

void f_class_implements(NativeArgs& a) {
  Class* c = splClassArg(a, "class_implements");
  if (!c) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(4);
  for (Class* i : c->interfaces) ArrayData::setStr(r, i->name, makeStringNoIncRef(nameOf(i)));
  a.retArray(r);
}

void f_class_parents(NativeArgs& a) {
  Class* c = splClassArg(a, "class_parents");
  if (!c) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(4);
  for (Class* p = c->parent; p; p = p->parent) ArrayData::setStr(r, p->name, makeStringNoIncRef(nameOf(p)));
  a.retArray(r);
}

void f_class_uses(NativeArgs& a) {
  Class* c = splClassArg(a, "class_uses");
  if (!c) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(4);
  for (StringData* t : c->pre->traitNames) {
    Class* tc = lookupClassAutoload(t->view());
    // The runtime's own traits (enum methods) are not php's to show.
    if (tc && tc->pre && (tc->pre->attrs & kClsBuiltin) && tc->name->view().substr(0, 3) == "Hop") continue;
    StringData* n = tc ? tc->name : t;
    n->incRef();
    ArrayData::setStr(r, n, makeStringNoIncRef(n));
  }
  a.retArray(r);
}

void f_spl_object_id(NativeArgs& a) { a.retInt(a.obj(0)->handle()); }

void f_spl_object_hash(NativeArgs& a) {
  // php 8.1+: the handle in the first 16 hex digits, then 16 zeros
  // (written here: snprintf's format parsing was ~1,000 instructions a call).
  static constexpr char kHex[] = "0123456789abcdef";
  StringData* r = StringData::makeUninit(32);
  char* out = r->mutableData();
  uint64_t h = a.obj(0)->handle();
  for (int i = 15; i >= 0; --i, h >>= 4) out[i] = kHex[h & 15];
  std::memset(out + 16, '0', 16);
  a.retString(r);
}

/// An autoloader as php identifies and lists it: an object (a Closure, an
/// invokable); [object or
/// class name, method] (no object for static methods, "self" resolved); a
/// function by its declared name. Owned.
TypedValue autoloaderIdentity(const TypedValue& cb) {
  ResolvedCallable rc;
  const TypedValue& v = *tvDeref(&cb);
  if (v.isObject() || !resolveCallable(cb, rc, nullptr, currentScope()) || rc.magicName) return tvCopyValue(v);
  const Func* f = rc.func;
  if (!f->cls) return tvCopyValue(makeStringNoIncRef(f->name));
  ArrayData* r = ArrayData::makePacked(2);
  if (rc.cc.thisObj && !f->isStatic()) ArrayData::append(r, tvCopyValue(makeObjectNoIncRef(rc.cc.thisObj)));
  else ArrayData::append(r, tvCopyValue(makeStringNoIncRef(rc.cc.cls ? rc.cc.cls->name : f->cls->name)));
  ArrayData::append(r, tvCopyValue(makeStringNoIncRef(f->name)));
  return makeArrayNoIncRef(r);
}

void f_spl_autoload_register(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  if (a.has(1) && !a.b(1)) {
    raiseNotice("spl_autoload_register(): Argument #2 ($do_throw) has been ignored, spl_autoload_register() will always throw");
  }
  // No callback: php's default loader, spl_autoload().
  TypedValue cb = a.isNull(0) ? makeStringNoIncRef(StringData::make("spl_autoload")) : autoloaderIdentity(a.argv[0]);
  for (const TypedValue& l : ec.autoloaders) {
    if (same(l, cb)) {
      tvDecRef(cb);
      a.retBool(true);
      return;
    }
  }
  if (a.bOr(2, false)) ec.autoloaders.insert(ec.autoloaders.begin(), cb);
  else ec.autoloaders.push_back(cb);
  a.retBool(true);
}

void f_spl_autoload_unregister(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  TypedValue cb = autoloaderIdentity(a.argv[0]);
  bool found = false;
  for (auto it = ec.autoloaders.begin(); it != ec.autoloaders.end(); ++it) {
    if (same(*it, cb)) {
      tvDecRef(*it);
      ec.autoloaders.erase(it);
      found = true;
      break;
    }
  }
  tvDecRef(cb);
  a.retBool(found);
}

void f_spl_autoload_functions(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(4);
  for (auto& l : ctx().autoloaders) ArrayData::append(r, tvCopyValue(l));
  a.retArray(r);
}

void f_iterator_to_array(NativeArgs& a) {
  bool preserve = a.bOr(1, true);
  const TypedValue& src = a.arg(0);
  if (src.isArray()) {
    if (preserve) {
      a.retCopy(src);
      return;
    }
    ArrayData* r = ArrayData::makePacked(src.m_data.parr->size());
    for (uint32_t p = src.m_data.parr->iterBegin(); src.m_data.parr->iterValid(p); p = src.m_data.parr->iterAdvance(p))
      ArrayData::append(r, tvCopyValue(*src.m_data.parr->iterValue(p)));
    a.retArray(r);
    return;
  }
  ArrayData* r = ArrayData::makeHash(8);
  a.retArray(r);
  iterateObject(src.m_data.pobj, [&](const TypedValue& k, const TypedValue& v) {
    if (preserve) {
      ArrayKey key = toArrayKey(k, KeyUse::Write);
      ArrayData::set(a.ret.m_data.parr, key, tvCopyValue(v));
    } else {
      ArrayData::append(a.ret.m_data.parr, tvCopyValue(v));
    }
    return true;
  });
}

void f_iterator_count(NativeArgs& a) {
  const TypedValue& src = a.arg(0);
  if (src.isArray()) {
    a.retInt(src.m_data.parr->size());
    return;
  }
  int64_t n = 0;
  iterateObject(src.m_data.pobj, [&](const TypedValue&, const TypedValue&) {
    ++n;
    return true;
  });
  a.retInt(n);
}

void f_iterator_apply(NativeArgs& a) {
  int64_t n = 0;
  std::vector<TypedValue> args;
  if (a.has(2) && a.arg(2).isArray()) {
    ArrayData* arr = a.arr(2);
    for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p)) args.push_back(*arr->iterValue(p));
  }
  iterateObject(a.obj(0), [&](const TypedValue&, const TypedValue&) {
    ++n;
    TypedValue r = callCallable(a.argv[1], args.data(), uint32_t(args.size()));
    bool cont = toBool(r);
    tvDecRef(r);
    return cont;
  });
  a.retInt(n);
}

void f_get_class_constants(NativeArgs& a) {
  Class* c = classArg(a.argv[0]);
  ArrayData* r = ArrayData::makeHash(8);
  if (c)
    for (ClassConst* k : c->constOrder) {
      const TypedValue* v = classConstant(c, k->name->view(), c);
      if (v) ArrayData::setStr(r, k->name, tvCopyValue(*v));
    }
  a.retArray(r);
}

const BuiltinDecl kClassBuiltins[] = {
    {"get_class(object $object = UNKNOWN): string", f_get_class},
    {"get_parent_class(mixed $object_or_class = null): string|false", f_get_parent_class},
    {"get_called_class(): string", f_get_called_class},
    {"class_exists(string $class, bool $autoload = true): bool", f_class_exists},
    {"interface_exists(string $interface, bool $autoload = true): bool", f_interface_exists},
    {"trait_exists(string $trait, bool $autoload = true): bool", f_trait_exists},
    {"enum_exists(string $enum, bool $autoload = true): bool", f_enum_exists},
    {"method_exists($object_or_class, string $method): bool", f_method_exists},
    {"property_exists($object_or_class, string $property): bool", f_property_exists},
    {"get_object_vars(object $object): array", f_get_object_vars},
    {"get_class_vars(string $class): array", f_get_class_vars},
    {"get_class_methods(object|string $object_or_class): array", f_get_class_methods},
    {"is_a(mixed $object_or_class, string $class, bool $allow_string = false): bool", f_is_a},
    {"is_subclass_of(mixed $object_or_class, string $class, bool $allow_string = true): bool", f_is_subclass_of},
    {"class_implements($object_or_class, bool $autoload = true): array|false", f_class_implements},
    {"class_parents($object_or_class, bool $autoload = true): array|false", f_class_parents},
    {"class_uses($object_or_class, bool $autoload = true): array|false", f_class_uses},
    {"spl_object_id(object $object): int", f_spl_object_id},
    {"spl_object_hash(object $object): string", f_spl_object_hash},
    {"spl_autoload_register(?callable $callback = null, bool $throw = true, bool $prepend = false): bool", f_spl_autoload_register},
    {"spl_autoload_unregister(callable $callback): bool", f_spl_autoload_unregister},
    {"spl_autoload_functions(): array", f_spl_autoload_functions},
    {"iterator_to_array(Traversable|array $iterator, bool $preserve_keys = true): array", f_iterator_to_array},
    {"iterator_count(Traversable|array $iterator): int", f_iterator_count},
    {"iterator_apply(Traversable $iterator, callable $callback, ?array $args = null): int", f_iterator_apply},
    {"get_class_constants($object_or_class): array", f_get_class_constants},
};
HOP_REGISTER_BUILTINS(kClassBuiltins);

} // namespace

} // namespace hop
