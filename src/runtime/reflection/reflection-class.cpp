// reflection-class.cpp — ReflectionClass, ReflectionObject and ReflectionEnum:
// a Class seen through php's reflection API (names, kinds, members in php's
// order, instantiation, static properties).
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/closure.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"

namespace hop {

namespace {

Class* cls(NativeArgs& a) { return reflThis(a)->cls; }

/// The part of a name after its last backslash, and the part before.
std::string_view shortName(std::string_view n) {
  size_t p = n.rfind('\\');
  return p == std::string_view::npos ? n : n.substr(p + 1);
}
std::string_view namespaceName(std::string_view n) {
  size_t p = n.rfind('\\');
  return p == std::string_view::npos ? std::string_view() : n.substr(0, p);
}

bool isUser(const Class* c) { return !(c->attrs & kClsBuiltin); }

/// php's "implicit abstract": a class-like with abstract methods.
bool hasAbstractMethods(const Class* c) {
  for (const Func* f : c->methodOrder)
    if (f->attrs & kAttrAbstract) return true;
  return false;
}

void construct(NativeArgs& a, const TypedValue& arg) {
  ReflectionData* d = reflData(a.thisObj);
  Class* c = reflectionClassArg(arg);
  d->cls = c;
  const TypedValue& v = *tvDeref(&arg);
  if (v.isObject()) {
    v.m_data.pobj->incRef();
    if (d->object) d->object->decRef();
    d->object = v.m_data.pobj;
  }
  setReflectionProp(a.thisObj, "name", c->name);
}

void f_construct(NativeArgs& a) { construct(a, a.argv[0]); }
void f_constructObject(NativeArgs& a) { construct(a, a.argv[0]); }

void f_constructEnum(NativeArgs& a) {
  construct(a, a.argv[0]);
  Class* c = reflData(a.thisObj)->cls;
  if (!c->isEnum()) throwReflectionException("Class \"" + c->name->str() + "\" is not an enum");
}

void f_toString(NativeArgs& a) { a.retString(exportClass(cls(a), reflThis(a)->object)); }
void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(cls(a)->name)); }
void f_isInternal(NativeArgs& a) { a.retBool(!isUser(cls(a))); }
void f_isUserDefined(NativeArgs& a) { a.retBool(isUser(cls(a))); }
void f_isAnonymous(NativeArgs& a) { a.retBool(cls(a)->attrs & kClsAnonymous); }
void f_isInterface(NativeArgs& a) { a.retBool(cls(a)->isInterface()); }
void f_isTrait(NativeArgs& a) { a.retBool(cls(a)->isTrait()); }
void f_isEnum(NativeArgs& a) { a.retBool(cls(a)->isEnum()); }
void f_isFinal(NativeArgs& a) { a.retBool(cls(a)->isFinal()); }
void f_isReadOnly(NativeArgs& a) { a.retBool(cls(a)->attrs & kClsReadonly); }
void f_isAbstract(NativeArgs& a) {
  Class* c = cls(a);
  a.retBool(c->isAbstract() || hasAbstractMethods(c));
}

void f_getModifiers(NativeArgs& a) {
  Class* c = cls(a);
  int64_t m = 0;
  if (c->isAbstract() && !c->isInterface() && !c->isTrait()) m |= kModAbstract;
  if (c->isFinal()) m |= kModFinal;
  if (c->attrs & kClsReadonly) m |= kModReadonlyClass;
  a.retInt(m);
}

void f_isInstantiable(NativeArgs& a) {
  Class* c = cls(a);
  if (c->isInterface() || c->isTrait() || c->isEnum() || c->isAbstract() || hasAbstractMethods(c)) {
    a.retBool(false);
    return;
  }
  a.retBool(!c->ctor || (c->ctor->attrs & kAttrPublic));
}

void f_isCloneable(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  Class* c = d->cls;
  if (c->isInterface() || c->isTrait() || c->isEnum() || c->isAbstract()) {
    a.retBool(false);
    return;
  }
  // Native objects that refuse clone (Generator, Fiber, Reflection*).
  if (c->native.noClone) {
    a.retBool(false);
    return;
  }
  a.retBool(!c->magicClone || (c->magicClone->attrs & kAttrPublic));
}

void f_getFileName(NativeArgs& a) {
  Class* c = cls(a);
  if (!isUser(c)) a.retBool(false);
  else a.retString(c->pre->unit->filePath);
}
void f_getStartLine(NativeArgs& a) {
  Class* c = cls(a);
  if (!isUser(c)) a.retBool(false);
  else a.retInt(c->pre->line);
}
void f_getEndLine(NativeArgs& a) {
  Class* c = cls(a);
  if (!isUser(c)) a.retBool(false);
  else a.retInt(c->pre->endLine);
}
void f_getDocComment(NativeArgs& a) {
  Class* c = cls(a);
  if (c->pre->docComment) a.retCopy(makeStringNoIncRef(c->pre->docComment));
  else a.retBool(false);
}

void f_getConstructor(NativeArgs& a) {
  Class* c = cls(a);
  if (c->ctor) a.retObject(makeReflectionMethod(c->ctor, c));
  else a.retNull();
}

// --- Methods -----------------------------------------------------------------------------------

void f_hasMethod(NativeArgs& a) {
  Class* c = cls(a);
  std::string lower = toLower(a.sv(0));
  // php's is_closure_invoke: every closure has an __invoke method.
  a.retBool(c->findMethod(lower) != nullptr || (lower == "__invoke" && c->name->view() == "Closure"));
}

void f_getMethod(NativeArgs& a) {
  Class* c = cls(a);
  std::string lower = toLower(a.sv(0));
  ObjectData* obj = reflThis(a)->object;
  if (lower == "__invoke" && obj && obj->hasFlag(ObjectData::kIsClosure)) {
    a.retObject(makeClosureInvokeMethod(obj, c));
    return;
  }
  Func* f = c->findMethod(lower);
  if (!f) throwReflectionException("Method " + c->name->str() + "::" + std::string(a.sv(0)) + "() does not exist");
  a.retObject(makeReflectionMethod(f, c));
}

void f_getMethods(NativeArgs& a) {
  Class* c = cls(a);
  int64_t filter = a.isNull(0) ? -1 : a.i64(0);
  ArrayData* out = ArrayData::makePacked(8);
  for (Func* f : methodsInPhpOrder(c)) {
    // A parent's private methods are not the class's.
    if ((f->attrs & kAttrPrivate) && f->cls != c) continue;
    if (filter != -1 && !(methodModifiers(f) & filter)) continue;
    ArrayData::append(out, makeObjectNoIncRef(makeReflectionMethod(f, c)));
  }
  // A closure's invoke method (public) is one of its class's methods. Reflecting
  // the class Closure itself, php lists that of a closure without a function:
  // no parameters (Closure's own constructor stands for that function here).
  ObjectData* obj = reflThis(a)->object;
  if (c->name->view() == "Closure" && (filter == -1 || (filter & kModPublic))) {
    if (obj && obj->hasFlag(ObjectData::kIsClosure)) {
      ArrayData::append(out, makeObjectNoIncRef(makeClosureInvokeMethod(obj, c)));
    } else if (const Func* none = c->findMethod("__construct")) {
      ObjectData* placeholder = makeClosure(none, nullptr, c, c, nullptr);
      ArrayData::append(out, makeObjectNoIncRef(makeClosureInvokeMethod(placeholder, c)));
      placeholder->decRef();
    }
  }
  a.retArray(out);
}

// --- Properties ----------------------------------------------------------------------------------

/// A dynamic property of ReflectionObject's object.
bool hasDynamicProp(ObjectData* o, std::string_view name) {
  return o && o->m_dynProps && o->m_dynProps->getStr(name) != nullptr;
}

void f_hasProperty(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  ReflPropRef r;
  if (findReflProp(d->cls, a.sv(0), r)) {
    a.retBool(true);
    return;
  }
  if (d->object) {
    // php asks the object with "exists" semantics: a dynamic property, never __isset.
    a.retBool(hasDynamicProp(d->object, a.sv(0)));
    return;
  }
  a.retBool(false);
}

void f_getProperty(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  Class* c = d->cls;
  std::string_view name = a.sv(0);
  ReflPropRef r;
  if (findReflProp(c, name, r)) {
    a.retObject(makeReflectionProperty(r.declCls, r.name, r.isStatic ? kReflPropStatic : kReflPropInstance));
    return;
  }
  if (hasDynamicProp(d->object, name)) {
    a.retObject(makeReflectionProperty(c, a.str(0), kReflPropDynamic));
    return;
  }
  size_t sep = name.find("::");
  if (sep != std::string_view::npos) {
    // "Base::prop": a property of a class this one extends.
    std::string clsName(name.substr(0, sep));
    std::string_view prop = name.substr(sep + 2);
    Class* base = lookupClassAutoload(clsName);
    if (!base) throwReflectionException("Class \"" + clsName + "\" does not exist");
    if (!c->isSubclassOf(base))
      throwReflectionException("Fully qualified property name " + base->name->str() + "::$" + std::string(prop) +
                               " does not specify a base class of " + c->name->str());
    if (findReflProp(base, prop, r)) {
      a.retObject(makeReflectionProperty(r.declCls, r.name, r.isStatic ? kReflPropStatic : kReflPropInstance));
      return;
    }
    throwReflectionException("Property " + base->name->str() + "::$" + std::string(prop) + " does not exist");
  }
  throwReflectionException("Property " + c->name->str() + "::$" + std::string(name) + " does not exist");
}

void f_getProperties(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  Class* c = d->cls;
  int64_t filter = a.isNull(0) ? -1 : a.i64(0);
  ArrayData* out = ArrayData::makePacked(8);
  for (const ReflPropRef& p : propsInPhpOrder(c)) {
    uint32_t attrs = 0;
    if (p.isStatic) attrs = c->findStaticProp(p.name->view())->attrs;
    else if (const PropSlot* s = findPropSlot(p.declCls, p.name->view())) attrs = s->attrs;
    if ((attrs & kAttrPrivate) && p.declCls != c) continue;
    int64_t mods = visibilityModifiers(attrs) | (p.isStatic ? kModStatic : 0) | ((attrs & kAttrReadonly) ? kModReadonly : 0);
    if (filter != -1 && !(mods & filter)) continue;
    ArrayData::append(out, makeObjectNoIncRef(makeReflectionProperty(p.declCls, p.name, p.isStatic ? kReflPropStatic : kReflPropInstance)));
  }
  // ReflectionObject: the object's dynamic properties too (they are public).
  if (d->object && d->object->m_dynProps && (filter == -1 || (filter & kModPublic))) {
    ArrayData* dyn = d->object->m_dynProps;
    for (uint32_t pos = dyn->iterBegin(); dyn->iterValid(pos); pos = dyn->iterAdvance(pos)) {
      TypedValue k = dyn->iterKey(pos);
      if (!k.isString()) continue;
      ArrayData::append(out, makeObjectNoIncRef(makeReflectionProperty(c, k.m_data.pstr, kReflPropDynamic)));
    }
  }
  a.retArray(out);
}

// --- Constants -------------------------------------------------------------------------------------

bool constPasses(ClassConst* c, int64_t filter) {
  int64_t mods = visibilityModifiers(c->attrs) | ((c->attrs & kAttrFinal) ? kModFinal : 0);
  return filter == -1 || (mods & filter);
}

void f_hasConstant(NativeArgs& a) { a.retBool(findReflConst(cls(a), a.sv(0)) != nullptr); }

void f_getConstants(NativeArgs& a) {
  Class* c = cls(a);
  int64_t filter = a.isNull(0) ? -1 : a.i64(0);
  ArrayData* out = ArrayData::makeHash(8);
  try {
    for (ClassConst* k : constsInPhpOrder(c)) {
      if (!constPasses(k, filter)) continue;
      ArrayData::setStr(out, k->name, constantValue(c, k));
    }
  } catch (...) {
    out->decRef();
    throw;
  }
  a.retArray(out);
}

void f_getReflectionConstants(NativeArgs& a) {
  Class* c = cls(a);
  int64_t filter = a.isNull(0) ? -1 : a.i64(0);
  ArrayData* out = ArrayData::makePacked(8);
  for (ClassConst* k : constsInPhpOrder(c))
    if (constPasses(k, filter)) ArrayData::append(out, makeObjectNoIncRef(makeReflectionClassConstant(c, k)));
  a.retArray(out);
}

void f_getConstant(NativeArgs& a) {
  Class* c = cls(a);
  ClassConst* k = findReflConst(c, a.sv(0));
  if (!k) a.retBool(false);
  else a.retValue(constantValue(c, k));
}

void f_getReflectionConstant(NativeArgs& a) {
  Class* c = cls(a);
  ClassConst* k = findReflConst(c, a.sv(0));
  if (!k) a.retBool(false);
  else a.retObject(makeReflectionClassConstant(c, k));
}

// --- Interfaces, traits, parents ---------------------------------------------------------------------

void f_getInterfaces(NativeArgs& a) {
  ArrayData* out = ArrayData::makeHash(4);
  for (Class* i : cls(a)->interfaces) ArrayData::setStr(out, i->name, makeObjectNoIncRef(makeReflectionClass(i)));
  a.retArray(out);
}

void f_getInterfaceNames(NativeArgs& a) {
  ArrayData* out = ArrayData::makePacked(4);
  for (Class* i : cls(a)->interfaces) {
    i->name->incRef();
    ArrayData::append(out, makeStringNoIncRef(i->name));
  }
  a.retArray(out);
}

void f_getTraits(NativeArgs& a) {
  ArrayData* out = ArrayData::makeHash(4);
  for (StringData* t : declaredTraitNames(cls(a))) {
    Class* tc = ctx().lookupClass(t->view());
    if (tc) ArrayData::setStr(out, tc->name, makeObjectNoIncRef(makeReflectionClass(tc)));
  }
  a.retArray(out);
}

void f_getTraitNames(NativeArgs& a) {
  ArrayData* out = ArrayData::makePacked(4);
  for (StringData* t : declaredTraitNames(cls(a))) {
    t->incRef();
    ArrayData::append(out, makeStringNoIncRef(t));
  }
  a.retArray(out);
}

void f_getTraitAliases(NativeArgs& a) {
  Class* c = cls(a);
  ArrayData* out = ArrayData::makeHash(4);
  for (const TraitRule& r : c->pre->traitRules) {
    if (r.isInsteadof || !r.alias) continue;
    std::string traitName;
    if (r.traitName) {
      Class* t = ctx().lookupClass(r.traitName->view());
      traitName = t ? t->name->str() : r.traitName->str();
    } else {
      // `m as x`: the first used trait that has m.
      for (StringData* t : declaredTraitNames(c)) {
        Class* tc = ctx().lookupClass(t->view());
        if (tc && tc->findMethod(toLower(r.method->view()))) {
          traitName = tc->name->str();
          break;
        }
      }
    }
    ArrayData::setStr(out, r.alias, makeStringNoIncRef(StringData::make(traitName + "::" + r.method->str())));
  }
  a.retArray(out);
}

void f_getParentClass(NativeArgs& a) {
  Class* c = cls(a);
  if (c->parent) a.retObject(makeReflectionClass(c->parent));
  else a.retBool(false);
}

/// A ReflectionClass|string argument.
Class* classOperand(const TypedValue& v, const char* missingKind) {
  const TypedValue& d = *tvDeref(&v);
  if (d.isObject()) {
    ObjectData* o = d.m_data.pobj;
    return reflData(o)->cls;
  }
  Class* c = lookupClassAutoload(d.m_data.pstr->view());
  if (!c) throwReflectionException(std::string(missingKind) + " \"" + d.m_data.pstr->str() + "\" does not exist");
  return c;
}

void f_isSubclassOf(NativeArgs& a) {
  Class* c = cls(a);
  Class* other = classOperand(a.arg(0), "Class");
  a.retBool(c != other && c->isSubclassOf(other));
}

void f_implementsInterface(NativeArgs& a) {
  Class* c = cls(a);
  Class* other = classOperand(a.arg(0), "Interface");
  if (!other->isInterface()) throwReflectionException(other->name->str() + " is not an interface");
  a.retBool(c->isSubclassOf(other));
}

void f_isInstance(NativeArgs& a) { a.retBool(a.obj(0)->cls()->isSubclassOf(cls(a))); }

void f_isIterable(NativeArgs& a) {
  Class* c = cls(a);
  if (c->isInterface() || c->isTrait() || c->isAbstract() || hasAbstractMethods(c)) {
    a.retBool(false);
    return;
  }
  a.retBool(classIsTraversable(c));
}

// --- Instantiation ------------------------------------------------------------------------------------

/// php's checks before calling the constructor through reflection.
ObjectData* newWithConstructorCheck(Class* c, bool hasArgs) {
  ObjectData* o = instantiate(c);
  if (c->ctor && !(c->ctor->attrs & kAttrPublic)) {
    o->decRef();
    throwReflectionException("Access to non-public constructor of class " + c->name->str());
  }
  if (!c->ctor && hasArgs) {
    o->decRef();
    throwReflectionException("Class " + c->name->str() +
                             " does not have a constructor, so you cannot pass any constructor arguments");
  }
  return o;
}

void f_newInstance(NativeArgs& a) {
  Class* c = cls(a);
  ObjectData* o = newWithConstructorCheck(c, a.count > 0 || a.named);
  if (c->ctor) {
    try {
      if (HOP_UNLIKELY(a.named != nullptr)) {   // newInstance(c: 1)
        ResolvedCallable rc;
        rc.func = c->ctor;
        rc.cc = CallContext{o, c, nullptr};
        tvDecRef(invokeForwardingNamedArgs(a, rc, 0));
      } else {
        tvDecRef(invokeFunc(c->ctor, a.argv, a.count, CallContext{o, c, nullptr}));
      }
    } catch (...) {
      o->decRef();
      throw;
    }
  }
  a.retObject(o);
}

void f_newInstanceArgs(NativeArgs& a) {
  Class* c = cls(a);
  ArrayData* args = a.has(0) ? a.arr(0) : ArrayData::empty();
  ObjectData* o = newWithConstructorCheck(c, args->size() > 0);
  if (c->ctor) {
    try {
      ResolvedCallable rc;
      rc.func = c->ctor;
      rc.cc = CallContext{o, c, nullptr};
      tvDecRef(invokeWithNamedArgs(rc, args));
    } catch (...) {
      o->decRef();
      throw;
    }
  }
  a.retObject(o);
}

void f_newInstanceWithoutConstructor(NativeArgs& a) {
  Class* c = cls(a);
  if (!isUser(c) && c->isFinal() && c->native.dataSize)
    throwReflectionException("Class " + c->name->str() +
                             " is an internal class marked as final that cannot be instantiated without invoking its constructor");
  a.retObject(instantiate(c));
}

// --- Static properties and defaults ----------------------------------------------------------------------

void f_getStaticProperties(NativeArgs& a) {
  Class* c = cls(a);
  resolvePropDefaults(c);
  ArrayData* out = ArrayData::makeHash(4);
  for (const ReflPropRef& p : propsInPhpOrder(c)) {
    if (!p.isStatic) continue;
    StaticPropSlot* sp = c->findStaticProp(p.name->view());
    if (!sp || ((sp->attrs & kAttrPrivate) && sp->declCls != c)) continue;
    if (!sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
    const TypedValue& v = *tvDeref(&sp->val);
    if (v.m_type == DataType::Uninit) continue;
    ArrayData::setStr(out, sp->name, tvCopyValue(v));
  }
  a.retArray(out);
}

void f_getStaticPropertyValue(NativeArgs& a) {
  Class* c = cls(a);
  resolvePropDefaults(c);
  StaticPropSlot* sp = c->findStaticProp(a.sv(0));
  if (sp && !memberAccessible(sp->attrs, sp->declCls, c)) sp = nullptr;
  if (sp) {
    if (!sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
    const TypedValue& v = *tvDeref(&sp->val);
    if (v.m_type != DataType::Uninit) {
      a.retCopy(v);
      return;
    }
  }
  if (a.has(1)) {
    a.retCopy(a.arg(1));
    return;
  }
  throwReflectionException("Property " + c->name->str() + "::$" + std::string(a.sv(0)) + " does not exist");
}

void f_setStaticPropertyValue(NativeArgs& a) {
  Class* c = cls(a);
  resolvePropDefaults(c);
  StaticPropSlot* sp = c->findStaticProp(a.sv(0));
  if (sp && !memberAccessible(sp->attrs, sp->declCls, c)) sp = nullptr;
  if (!sp)
    throwReflectionException("Class " + c->name->str() + " does not have a property named " + std::string(a.sv(0)));
  if (!sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
  assignStaticProp(sp, a.arg(1));
}

void f_getDefaultProperties(NativeArgs& a) {
  Class* c = cls(a);
  resolvePropDefaults(c);
  ArrayData* out = ArrayData::makeHash(8);
  std::vector<ReflPropRef> props = propsInPhpOrder(c);
  // Static ones first, as php lists them.
  for (int pass = 0; pass < 2; ++pass) {
    for (const ReflPropRef& p : props) {
      if (p.isStatic != (pass == 0)) continue;
      if (p.isStatic) {
        StaticPropSlot* sp = c->findStaticProp(p.name->view());
        if (!sp || ((sp->attrs & kAttrPrivate) && sp->declCls != c)) continue;
      } else {
        const PropSlot* s = findPropSlot(p.declCls, p.name->view());
        if (!s || (s->isPrivate() && s->declCls != c)) continue;
      }
      TypedValue v = reflPropDefault(c, p);
      if (v.m_type == DataType::Uninit) continue;
      ArrayData::setStr(out, p.name, v);
    }
  }
  a.retArray(out);
}

// --- Names ----------------------------------------------------------------------------------------------

void f_inNamespace(NativeArgs& a) {
  std::string_view n = cls(a)->name->view();
  size_t p = n.rfind('\\');
  a.retBool(p != std::string_view::npos && p > 0);
}
void f_getNamespaceName(NativeArgs& a) { a.retString(namespaceName(cls(a)->name->view())); }
void f_getShortName(NativeArgs& a) { a.retString(shortName(cls(a)->name->view())); }

void f_getExtensionName(NativeArgs& a) {
  Class* c = cls(a);
  if (isUser(c)) a.retBool(false);
  else a.retString(classExtension(c));
}

void f_getAttributes(NativeArgs& a) {
  Class* c = cls(a);
  a.retArray(attributesArray(a, c->pre->attributes, kAttrTargetClass, c, c->pre->unit));
}

// --- ReflectionEnum ----------------------------------------------------------------------------------------

ClassConst* enumCaseConst(Class* c, std::string_view name) {
  ClassConst* k = c->findConst(name);
  return k && k->isEnumCase ? k : nullptr;
}

void f_hasCase(NativeArgs& a) { a.retBool(enumCaseConst(cls(a), a.sv(0)) != nullptr); }

void f_getCase(NativeArgs& a) {
  Class* c = cls(a);
  ClassConst* k = c->findConst(a.sv(0));
  if (!k) throwReflectionException("Case " + c->name->str() + "::" + std::string(a.sv(0)) + " does not exist");
  if (!k->isEnumCase) throwReflectionException(c->name->str() + "::" + std::string(a.sv(0)) + " is not a case");
  a.retObject(makeReflectionClassConstant(c, k));
}

void f_getCases(NativeArgs& a) {
  Class* c = cls(a);
  ArrayData* out = ArrayData::makePacked(4);
  for (ClassConst* k : constsInPhpOrder(c))
    if (k->isEnumCase) ArrayData::append(out, makeObjectNoIncRef(makeReflectionClassConstant(c, k)));
  a.retArray(out);
}

void f_isBacked(NativeArgs& a) { a.retBool(cls(a)->pre->enumBackingType != DataType::Uninit); }

void f_getBackingType(NativeArgs& a) {
  Class* c = cls(a);
  if (c->pre->enumBackingType == DataType::Uninit) {
    a.retNull();
    return;
  }
  TypeConstraint tc;
  tc.mask = c->pre->enumBackingType == DataType::Int ? TypeConstraint::kInt : TypeConstraint::kString;
  tc.display = c->pre->enumBackingType == DataType::Int ? "int" : "string";
  a.retObject(makeReflectionType(tc));
}

const BuiltinDecl kReflectionClassMethods[] = {
    {"ReflectionClass::__construct", f_construct},
    {"ReflectionClass::__toString", f_toString},
    {"ReflectionClass::getName", f_getName},
    {"ReflectionClass::isInternal", f_isInternal},
    {"ReflectionClass::isUserDefined", f_isUserDefined},
    {"ReflectionClass::isAnonymous", f_isAnonymous},
    {"ReflectionClass::isInstantiable", f_isInstantiable},
    {"ReflectionClass::isCloneable", f_isCloneable},
    {"ReflectionClass::getFileName", f_getFileName},
    {"ReflectionClass::getStartLine", f_getStartLine},
    {"ReflectionClass::getEndLine", f_getEndLine},
    {"ReflectionClass::getDocComment", f_getDocComment},
    {"ReflectionClass::getConstructor", f_getConstructor},
    {"ReflectionClass::hasMethod", f_hasMethod},
    {"ReflectionClass::getMethod", f_getMethod},
    {"ReflectionClass::getMethods", f_getMethods},
    {"ReflectionClass::hasProperty", f_hasProperty},
    {"ReflectionClass::getProperty", f_getProperty},
    {"ReflectionClass::getProperties", f_getProperties},
    {"ReflectionClass::hasConstant", f_hasConstant},
    {"ReflectionClass::getConstants", f_getConstants},
    {"ReflectionClass::getReflectionConstants", f_getReflectionConstants},
    {"ReflectionClass::getConstant", f_getConstant},
    {"ReflectionClass::getReflectionConstant", f_getReflectionConstant},
    {"ReflectionClass::getInterfaces", f_getInterfaces},
    {"ReflectionClass::getInterfaceNames", f_getInterfaceNames},
    {"ReflectionClass::isInterface", f_isInterface},
    {"ReflectionClass::getTraits", f_getTraits},
    {"ReflectionClass::getTraitNames", f_getTraitNames},
    {"ReflectionClass::getTraitAliases", f_getTraitAliases},
    {"ReflectionClass::isTrait", f_isTrait},
    {"ReflectionClass::isEnum", f_isEnum},
    {"ReflectionClass::isAbstract", f_isAbstract},
    {"ReflectionClass::isFinal", f_isFinal},
    {"ReflectionClass::isReadOnly", f_isReadOnly},
    {"ReflectionClass::getModifiers", f_getModifiers},
    {"ReflectionClass::isInstance", f_isInstance},
    {"ReflectionClass::newInstance", f_newInstance, kAttrForwardsNamedArgs},
    {"ReflectionClass::newInstanceWithoutConstructor", f_newInstanceWithoutConstructor},
    {"ReflectionClass::newInstanceArgs", f_newInstanceArgs},
    {"ReflectionClass::getParentClass", f_getParentClass},
    {"ReflectionClass::isSubclassOf", f_isSubclassOf},
    {"ReflectionClass::getStaticProperties", f_getStaticProperties},
    {"ReflectionClass::getStaticPropertyValue", f_getStaticPropertyValue},
    {"ReflectionClass::setStaticPropertyValue", f_setStaticPropertyValue},
    {"ReflectionClass::getDefaultProperties", f_getDefaultProperties},
    {"ReflectionClass::isIterable", f_isIterable},
    {"ReflectionClass::implementsInterface", f_implementsInterface},
    {"ReflectionClass::getExtensionName", f_getExtensionName},
    {"ReflectionClass::inNamespace", f_inNamespace},
    {"ReflectionClass::getNamespaceName", f_getNamespaceName},
    {"ReflectionClass::getShortName", f_getShortName},
    {"ReflectionClass::getAttributes", f_getAttributes},
    {"ReflectionObject::__construct", f_constructObject},
    {"ReflectionEnum::__construct", f_constructEnum},
    {"ReflectionEnum::hasCase", f_hasCase},
    {"ReflectionEnum::getCase", f_getCase},
    {"ReflectionEnum::getCases", f_getCases},
    {"ReflectionEnum::isBacked", f_isBacked},
    {"ReflectionEnum::getBackingType", f_getBackingType},
};
HOP_REGISTER_BUILTINS(kReflectionClassMethods);

} // namespace

} // namespace hop
