// reflection-property.cpp — ReflectionProperty: a declared (instance or
// static) or dynamic property, read and written from the declaring class's
// scope as php's reflection does.
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"
#include "vm/type-check.h"

namespace hop {

namespace {

bool isStatic(const ReflectionData* d) { return d->flags == kReflPropStatic; }
bool isDynamic(const ReflectionData* d) { return d->flags == kReflPropDynamic; }

/// The declared property's attributes (visibility, static, readonly).
uint32_t propAttrs(const ReflectionData* d) {
  if (isDynamic(d)) return kAttrPublic;
  if (isStatic(d)) {
    StaticPropSlot* sp = d->cls->findStaticProp(d->name->view());
    return sp ? sp->attrs : kAttrPublic;
  }
  const PropSlot* s = findPropSlot(d->cls, d->name->view());
  return s ? s->attrs : kAttrPublic;
}

const TypeConstraint* propType(const ReflectionData* d) {
  if (isDynamic(d)) return nullptr;
  if (isStatic(d)) {
    StaticPropSlot* sp = d->cls->findStaticProp(d->name->view());
    return sp ? sp->type : nullptr;
  }
  const PropSlot* s = findPropSlot(d->cls, d->name->view());
  return s ? s->type : nullptr;
}

void f_construct(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  Class* cls = reflectionClassArg(a.arg(0));
  StringData* name = a.str(1);
  ReflPropRef r;
  uint32_t kind;
  Class* declCls;
  if (findReflProp(cls, name->view(), r)) {
    kind = r.isStatic ? kReflPropStatic : kReflPropInstance;
    declCls = r.declCls;
    name = r.name;
  } else {
    const TypedValue& o = a.arg(0);
    bool dynamic = o.isObject() && o.m_data.pobj->m_dynProps && o.m_data.pobj->m_dynProps->getStr(name);
    if (!dynamic) throwReflectionException("Property " + cls->name->str() + "::$" + name->str() + " does not exist");
    kind = kReflPropDynamic;
    declCls = cls;
  }
  d->cls = declCls;
  name->incRef();
  if (d->name) d->name->decRef();
  d->name = name;
  d->flags = kind;
  setReflectionProp(a.thisObj, "name", name);
  setReflectionProp(a.thisObj, "class", declCls->name);
}

void f_toString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportProperty(d->cls, ReflPropRef{d->cls, d->name, isStatic(d)}, "", isDynamic(d)));
}

void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(reflThis(a)->name)); }

/// The object argument of getValue/isInitialized for an instance property.
ObjectData* instanceOperand(NativeArgs& a, ReflectionData* d, const char* method) {
  if (a.isNull(0))
    throwErrorF(ErrorKind::TypeError, "ReflectionProperty::%s(): Argument #1 ($object) must be provided for instance properties",
                method);
  ObjectData* o = a.obj(0);
  if (!o->cls()->isSubclassOf(d->cls))
    throwReflectionException("Given object is not an instance of the class this property was declared in");
  return o;
}

StaticPropSlot* staticSlot(ReflectionData* d) {
  resolvePropDefaults(d->cls);
  StaticPropSlot* sp = d->cls->findStaticProp(d->name->view());
  if (sp && !sp->declCls->propDefaultsResolved) resolvePropDefaults(sp->declCls);
  return sp;
}

void f_getValue(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (isStatic(d)) {
    StaticPropSlot* sp = staticSlot(d);
    const TypedValue& v = *tvDeref(&sp->val);
    if (v.m_type == DataType::Uninit)
      throwErrorF(ErrorKind::Error, "Typed static property %s::$%s must not be accessed before initialization",
                  sp->declCls->name->data(), sp->name->data());
    a.retCopy(v);
    return;
  }
  ObjectData* o = instanceOperand(a, d, "getValue");
  TypedValue base = makeObjectNoIncRef(o);
  TypedValue tmp = makeNull();
  const TypedValue* v = propRead(base, d->name, d->cls, false, tmp);
  a.retCopy(*v);
  tvDecRef(tmp);
}

void f_setValue(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (isStatic(d)) {
    StaticPropSlot* sp = staticSlot(d);
    assignStaticProp(sp, a.count >= 2 ? a.arg(1) : a.arg(0));
    return;
  }
  if (a.count < 2)
    throwErrorF(ErrorKind::ArgumentCountError, "ReflectionProperty::setValue() expects exactly 2 arguments, %u given",
                a.count);
  const TypedValue& target = a.arg(0);
  if (!target.isObject())
    throwErrorF(ErrorKind::TypeError, "ReflectionProperty::setValue(): Argument #1 ($objectOrValue) must be of type object, %s given",
                typeNameForMessage(target).c_str());
  TypedValue base = makeObjectNoIncRef(target.m_data.pobj);
  tvDecRef(propSet(base, d->name, d->cls, tvCopyValue(a.arg(1))));
}

void f_isInitialized(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (isStatic(d)) {
    StaticPropSlot* sp = staticSlot(d);
    a.retBool(sp && tvDeref(&sp->val)->m_type != DataType::Uninit);
    return;
  }
  ObjectData* o = instanceOperand(a, d, "isInitialized");
  if (isDynamic(d)) {
    a.retBool(o->m_dynProps && o->m_dynProps->getStr(d->name));
    return;
  }
  bool accessible;
  int64_t slot = o->cls()->findProp(d->name->view(), d->cls, accessible);
  if (slot >= 0) {
    a.retBool(o->prop(uint32_t(slot))->m_type != DataType::Uninit);
    return;
  }
  a.retBool(o->m_dynProps && o->m_dynProps->getStr(d->name));
}

void f_isPublic(NativeArgs& a) { a.retBool(visibilityModifiers(propAttrs(reflThis(a))) == kModPublic); }
void f_isPrivate(NativeArgs& a) { a.retBool(propAttrs(reflThis(a)) & kAttrPrivate); }
void f_isProtected(NativeArgs& a) { a.retBool(propAttrs(reflThis(a)) & kAttrProtected); }
void f_isStatic(NativeArgs& a) { a.retBool(isStatic(reflThis(a))); }
void f_isReadOnly(NativeArgs& a) { a.retBool(propAttrs(reflThis(a)) & kAttrReadonly); }
void f_isDefault(NativeArgs& a) { a.retBool(!isDynamic(reflThis(a))); }

void f_isPromoted(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (isDynamic(d) || isStatic(d)) {
    a.retBool(false);
    return;
  }
  // A promoted property is a constructor parameter of its declaring class.
  const Func* ctor = nullptr;
  for (const Func* f : d->cls->pre->methods)
    if (f->lowerName->view() == "__construct") ctor = f;
  bool promoted = false;
  if (ctor)
    for (const ParamInfo& p : ctor->params)
      if (p.promoteFlags && p.name->view() == d->name->view()) promoted = true;
  a.retBool(promoted);
}

void f_getModifiers(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  uint32_t attrs = propAttrs(d);
  a.retInt(visibilityModifiers(attrs) | (isStatic(d) ? kModStatic : 0) | ((attrs & kAttrReadonly) ? kModReadonly : 0));
}

void f_getDeclaringClass(NativeArgs& a) { a.retObject(makeReflectionClass(reflThis(a)->cls)); }

void f_getDocComment(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const PreProp* pp = isDynamic(d) ? nullptr : findPreProp(d->cls, d->name->view());
  if (pp && pp->docComment) a.retCopy(makeStringNoIncRef(pp->docComment));
  else a.retBool(false);
}

void f_getType(NativeArgs& a) {
  const TypeConstraint* t = propType(reflThis(a));
  if (!t || t->isEmpty()) a.retNull();
  else a.retObject(makeReflectionType(*t));
}

void f_hasType(NativeArgs& a) {
  const TypeConstraint* t = propType(reflThis(a));
  a.retBool(t && !t->isEmpty());
}

TypedValue defaultValue(ReflectionData* d) {
  if (isDynamic(d)) return makeUninit();
  return reflPropDefault(d->cls, ReflPropRef{d->cls, d->name, isStatic(d)});
}

void f_hasDefaultValue(NativeArgs& a) {
  TypedValue v = defaultValue(reflThis(a));
  a.retBool(v.m_type != DataType::Uninit);
  tvDecRef(v);
}

void f_getDefaultValue(NativeArgs& a) {
  TypedValue v = defaultValue(reflThis(a));
  if (v.m_type == DataType::Uninit) a.retNull();
  else a.retValue(v);
}

void f_getAttributes(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  static const std::vector<PreAttribute> kNone;
  const PreProp* pp = isDynamic(d) ? nullptr : findPreProp(d->cls, d->name->view());
  a.retArray(attributesArray(a, pp ? pp->attributes : kNone, kAttrTargetProperty, d->cls, d->cls->pre->unit));
}

const BuiltinDecl kReflectionPropertyMethods[] = {
    {"ReflectionProperty::__construct", f_construct},
    {"ReflectionProperty::__toString", f_toString},
    {"ReflectionProperty::getName", f_getName},
    {"ReflectionProperty::getValue", f_getValue},
    {"ReflectionProperty::setValue", f_setValue},
    {"ReflectionProperty::isInitialized", f_isInitialized},
    {"ReflectionProperty::isPublic", f_isPublic},
    {"ReflectionProperty::isPrivate", f_isPrivate},
    {"ReflectionProperty::isProtected", f_isProtected},
    {"ReflectionProperty::isStatic", f_isStatic},
    {"ReflectionProperty::isReadOnly", f_isReadOnly},
    {"ReflectionProperty::isDefault", f_isDefault},
    {"ReflectionProperty::isPromoted", f_isPromoted},
    {"ReflectionProperty::getModifiers", f_getModifiers},
    {"ReflectionProperty::getDeclaringClass", f_getDeclaringClass},
    {"ReflectionProperty::getDocComment", f_getDocComment},
    {"ReflectionProperty::getType", f_getType},
    {"ReflectionProperty::hasType", f_hasType},
    {"ReflectionProperty::hasDefaultValue", f_hasDefaultValue},
    {"ReflectionProperty::getDefaultValue", f_getDefaultValue},
    {"ReflectionProperty::getAttributes", f_getAttributes},
};
HOP_REGISTER_BUILTINS(kReflectionPropertyMethods);

} // namespace

TypedValue reflPropDefault(Class* cls, const ReflPropRef& p) {
  const PreProp* pp = findPreProp(p.declCls, p.name->view());
  if (p.isStatic) {
    // The declared default, not the current value.
    if (!pp) return makeUninit();
    if (pp->hasDefault) return evalPreValue(pp->defaultValue, p.declCls);
    return pp->type.isEmpty() ? makeNull() : makeUninit();
  }
  // An initializer not yet run for the class: evaluate a copy, as php does,
  // without making the class compute its defaults.
  if (pp && pp->defaultValue.initializer && !cls->propDefaultsResolved) return evalPreValue(pp->defaultValue, p.declCls);
  bool accessible;
  int64_t slot = cls->findProp(p.name->view(), p.declCls, accessible);
  if (slot < 0) return makeUninit();
  TypedValue v = cls->propDefaults[uint32_t(slot)];
  tvIncRef(v);
  return v;
}

void assignStaticProp(StaticPropSlot* sp, const TypedValue& value) {
  TypedValue v = tvCopyValue(value);
  if (sp->type && !sp->type->isEmpty()) {
    ActRec* fp = ctx().vm.fp;
    bool strict = fp && fp->m_func->strictTypes();
    if (!checkType(v, *sp->type, strict, TypeCheckContext::Property, sp->declCls, sp->declCls)) {
      std::string given = typeNameForMessage(v);
      tvDecRef(v);
      throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
                  sp->declCls->name->data(), sp->name->data(), sp->type->display.c_str());
    }
  }
  tvAssignMove(sp->val, v);
}

} // namespace hop
