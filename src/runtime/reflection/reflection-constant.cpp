// reflection-constant.cpp — ReflectionClassConstant, and the enum cases
// (ReflectionEnumUnitCase, ReflectionEnumBackedCase) that are constants too.
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {

namespace {

ClassConst* constant(NativeArgs& a) { return reflThis(a)->constant; }

void construct(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  Class* cls = reflectionClassArg(a.arg(0));
  ClassConst* c = findReflConst(cls, a.sv(1));
  if (!c) throwReflectionException("Constant " + cls->name->str() + "::" + std::string(a.sv(1)) + " does not exist");
  d->cls = cls;
  d->constant = c;
  c->name->incRef();
  if (d->name) d->name->decRef();
  d->name = c->name;
  setReflectionProp(a.thisObj, "name", c->name);
  setReflectionProp(a.thisObj, "class", c->declCls->name);
}

void f_construct(NativeArgs& a) { construct(a); }

void f_toString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportClassConstant(d->cls, d->constant, ""));
}

void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(constant(a)->name)); }
void f_getValue(NativeArgs& a) { a.retValue(constantValue(reflThis(a)->cls, constant(a))); }
void f_isPublic(NativeArgs& a) { a.retBool(visibilityModifiers(constant(a)->attrs) == kModPublic); }
void f_isPrivate(NativeArgs& a) { a.retBool(constant(a)->attrs & kAttrPrivate); }
void f_isProtected(NativeArgs& a) { a.retBool(constant(a)->attrs & kAttrProtected); }
void f_isFinal(NativeArgs& a) { a.retBool(constant(a)->attrs & kAttrFinal); }
void f_isEnumCase(NativeArgs& a) { a.retBool(constant(a)->isEnumCase); }
void f_getModifiers(NativeArgs& a) {
  ClassConst* c = constant(a);
  a.retInt(visibilityModifiers(c->attrs) | ((c->attrs & kAttrFinal) ? kModFinal : 0));
}
void f_getDeclaringClass(NativeArgs& a) { a.retObject(makeReflectionClass(constant(a)->declCls)); }

void f_getDocComment(NativeArgs& a) {
  const PreConst* pc = findPreConst(constant(a));
  if (pc && pc->docComment) a.retCopy(makeStringNoIncRef(pc->docComment));
  else a.retBool(false);
}

void f_getAttributes(NativeArgs& a) {
  ClassConst* c = constant(a);
  static const std::vector<PreAttribute> kNone;
  const PreConst* pc = findPreConst(c);
  const Class* declaredIn = c->declaredIn ? c->declaredIn : c->declCls;
  a.retArray(attributesArray(a, pc ? pc->attributes : kNone, kAttrTargetClassConstant, c->declCls, declaredIn->pre->unit));
}

// --- Enum cases ------------------------------------------------------------------------------------

void f_unitCaseConstruct(NativeArgs& a) {
  construct(a);
  ReflectionData* d = reflData(a.thisObj);
  if (!d->constant->isEnumCase)
    throwReflectionException("Constant " + d->cls->name->str() + "::" + d->constant->name->str() + " is not a case");
}

void f_backedCaseConstruct(NativeArgs& a) {
  f_unitCaseConstruct(a);
  ReflectionData* d = reflData(a.thisObj);
  if (d->constant->declCls->pre->enumBackingType == DataType::Uninit)
    throwReflectionException("Enum case " + d->cls->name->str() + "::" + d->constant->name->str() + " is not a backed case");
}

void f_getEnum(NativeArgs& a) {
  ClassConst* c = constant(a);
  ObjectData* o = newReflectionObject("ReflectionEnum");
  reflData(o)->cls = c->declCls;
  setReflectionProp(o, "name", c->declCls->name);
  a.retObject(o);
}

void f_getBackingValue(NativeArgs& a) {
  ClassConst* c = constant(a);
  ObjectData* caseObj = enumCase(c->declCls, c);
  bool accessible;
  int64_t slot = caseObj->cls()->findProp("value", caseObj->cls(), accessible);
  if (slot < 0) a.retNull();
  else a.retCopy(*caseObj->prop(uint32_t(slot)));
}

const BuiltinDecl kReflectionConstantMethods[] = {
    {"ReflectionClassConstant::__construct", f_construct},
    {"ReflectionClassConstant::__toString", f_toString},
    {"ReflectionClassConstant::getName", f_getName},
    {"ReflectionClassConstant::getValue", f_getValue},
    {"ReflectionClassConstant::isPublic", f_isPublic},
    {"ReflectionClassConstant::isPrivate", f_isPrivate},
    {"ReflectionClassConstant::isProtected", f_isProtected},
    {"ReflectionClassConstant::isFinal", f_isFinal},
    {"ReflectionClassConstant::getModifiers", f_getModifiers},
    {"ReflectionClassConstant::getDeclaringClass", f_getDeclaringClass},
    {"ReflectionClassConstant::getDocComment", f_getDocComment},
    {"ReflectionClassConstant::getAttributes", f_getAttributes},
    {"ReflectionClassConstant::isEnumCase", f_isEnumCase},
    {"ReflectionEnumUnitCase::__construct", f_unitCaseConstruct},
    {"ReflectionEnumUnitCase::getEnum", f_getEnum},
    {"ReflectionEnumUnitCase::getValue", f_getValue},
    {"ReflectionEnumBackedCase::__construct", f_backedCaseConstruct},
    {"ReflectionEnumBackedCase::getBackingValue", f_getBackingValue},
};
HOP_REGISTER_BUILTINS(kReflectionConstantMethods);

} // namespace

} // namespace hop
