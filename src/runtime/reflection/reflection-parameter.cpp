// reflection-parameter.cpp — ReflectionParameter: one ParamInfo of a Func
// (name, position, type, by-reference, default value and the constant it
// names, promotion, attributes).
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/lookup.h"

namespace hop {

namespace {

const ParamInfo& param(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  return d->func->params[d->index];
}

/// The function a ReflectionParameter constructor argument names.
const Func* functionOperand(const TypedValue& ref, ObjectData*& closure, Class*& cls, bool& ofInvoke) {
  closure = nullptr;
  cls = nullptr;
  ofInvoke = false;
  if (ref.isString()) {
    Func* f = lookupFunction(ref.m_data.pstr->view());
    if (!f) throwReflectionException("Function " + ref.m_data.pstr->str() + "() does not exist");
    return f;
  }
  if (ref.isArray()) {
    const TypedValue* clsRef = ref.m_data.parr->getInt(0);
    const TypedValue* method = ref.m_data.parr->getInt(1);
    if (!clsRef || !method) throwReflectionException("Expected array($object, $method) or array($classname, $method)");
    clsRef = tvDeref(clsRef);
    std::string m = toStdString(*tvDeref(method));
    if (clsRef->isObject() && clsRef->m_data.pobj->hasFlag(ObjectData::kIsClosure) && toLower(m) == "__invoke") {
      closure = clsRef->m_data.pobj;
      cls = closure->cls();
      ofInvoke = true;
      return closureData(closure)->func;
    }
    if (clsRef->isObject()) {
      cls = clsRef->m_data.pobj->cls();
    } else {
      std::string name = toStdString(*clsRef);
      cls = lookupClassAutoload(name);
      if (!cls) throwReflectionException("Class \"" + name + "\" does not exist");
    }
    Func* f = cls->findMethod(toLower(m));
    if (!f) throwReflectionException("Method " + cls->name->str() + "::" + m + "() does not exist");
    return f;
  }
  if (ref.isObject()) {
    ObjectData* o = ref.m_data.pobj;
    if (o->hasFlag(ObjectData::kIsClosure)) {
      closure = o;
      ClosureData* c = closureData(o);
      cls = c->scope;
      return c->func;
    }
    cls = o->cls();
    Func* f = cls->findMethod("__invoke");
    if (!f) throwReflectionException("Method " + cls->name->str() + "::__invoke() does not exist");
    return f;
  }
  throwReflectionException(std::string("ReflectionParameter::__construct(): Argument #1 ($function) must be a string, an "
                                       "array(class, method), or a callable object, ") +
                           typeNameForMessage(ref) + " given");
}

void f_construct(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  ObjectData* closure;
  Class* cls;
  bool ofInvoke;
  const Func* f = functionOperand(a.arg(0), closure, cls, ofInvoke);
  const TypedValue& which = a.arg(1);
  uint32_t index = 0;
  if (which.isInt()) {
    if (which.m_data.num < 0 || which.m_data.num >= int64_t(f->numParams()))
      throwReflectionException("The parameter specified by its offset could not be found");
    index = uint32_t(which.m_data.num);
  } else {
    std::string_view name = which.m_data.pstr->view();
    bool found = false;
    for (uint32_t i = 0; i < f->numParams() && !found; ++i)
      if (f->params[i].name->view() == name) {
        index = i;
        found = true;
      }
    if (!found) throwReflectionException("The parameter specified by its name could not be found");
  }
  d->func = f;
  d->index = index;
  d->cls = cls ? cls : f->cls;
  d->flags = ofInvoke ? kReflParamOfInvoke : 0;
  if (closure) {
    closure->incRef();
    if (d->object) d->object->decRef();
    d->object = closure;
  }
  setReflectionProp(a.thisObj, "name", f->params[index].name);
}

void f_toString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportParameter(d->func, d->index));
}

void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(param(a).name)); }
void f_isPassedByReference(NativeArgs& a) { a.retBool(param(a).byRef); }
void f_canBePassedByValue(NativeArgs& a) { a.retBool(!param(a).byRef); }
void f_getPosition(NativeArgs& a) { a.retInt(reflThis(a)->index); }
void f_isVariadic(NativeArgs& a) { a.retBool(param(a).variadic); }
void f_isPromoted(NativeArgs& a) { a.retBool(param(a).promoteFlags != 0); }

void f_isOptional(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retBool(d->index >= d->func->numRequiredParams);
}

void f_getDeclaringFunction(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (d->flags & kReflParamOfInvoke) a.retObject(makeClosureInvokeMethod(d->object, d->object->cls()));
  else a.retObject(makeReflectionFunctionLike(d->func, d->object, d->cls));
}

void f_getDeclaringClass(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  Class* c = d->func->cls;
  if (d->object && d->object->hasFlag(ObjectData::kIsClosure)) c = closureData(d->object)->scope;
  if (c) a.retObject(makeReflectionClass(c));
  else a.retNull();
}

void f_hasType(NativeArgs& a) { a.retBool(!param(a).type.isEmpty()); }
void f_getType(NativeArgs& a) {
  const ParamInfo& p = param(a);
  if (p.type.isEmpty()) a.retNull();
  else a.retObject(makeReflectionType(p.type));
}

void f_allowsNull(NativeArgs& a) {
  const ParamInfo& p = param(a);
  a.retBool(p.type.isEmpty() || p.type.allowsNull());
}

/// The deprecated type queries of php 7 (getClass, isArray, isCallable).
uint32_t maskWithoutNull(const ParamInfo& p) { return p.type.mask & ~TypeConstraint::kNull; }

void f_getClass(NativeArgs& a) {
  raiseDeprecated("Method ReflectionParameter::getClass() is deprecated");
  ReflectionData* d = reflThis(a);
  const ParamInfo& p = d->func->params[d->index];
  std::string name;
  if (p.type.classNames.size() == 1 && maskWithoutNull(p) == 0) name = p.type.classNames[0]->str();
  else if (maskWithoutNull(p) == TypeConstraint::kSelf || maskWithoutNull(p) == TypeConstraint::kParent) {
    Class* c = d->func->cls;
    if (!c) throwReflectionException("Parameter uses \"self\" as type but function is not a class member");
    if (maskWithoutNull(p) == TypeConstraint::kParent) {
      if (!c->parent) throwReflectionException("Parameter uses \"parent\" as type although class does not have a parent");
      c = c->parent;
    }
    a.retObject(makeReflectionClass(c));
    return;
  }
  if (name.empty()) {
    a.retNull();
    return;
  }
  Class* c = lookupClassAutoload(name);
  if (!c) throwReflectionException("Class \"" + name + "\" does not exist");
  a.retObject(makeReflectionClass(c));
}

void f_isArray(NativeArgs& a) {
  raiseDeprecated("Method ReflectionParameter::isArray() is deprecated");
  const ParamInfo& p = param(a);
  a.retBool(maskWithoutNull(p) == TypeConstraint::kArray && p.type.classNames.empty());
}

void f_isCallable(NativeArgs& a) {
  raiseDeprecated("Method ReflectionParameter::isCallable() is deprecated");
  const ParamInfo& p = param(a);
  a.retBool(maskWithoutNull(p) == TypeConstraint::kCallable && p.type.classNames.empty());
}

void f_isDefaultValueAvailable(NativeArgs& a) { a.retBool(param(a).hasDefault); }

const ParamInfo& paramWithDefault(NativeArgs& a) {
  const ParamInfo& p = param(a);
  if (!p.hasDefault) throwReflectionException("Internal error: Failed to retrieve the default value");
  return p;
}

/// The constant a default names: user functions recorded it at compile
/// time; a builtin's default is a constant when its stub text is a name.
std::string defaultConstantName(const Func* f, const ParamInfo& p) {
  if (!f->isBuiltin()) return p.defaultConstant;
  const std::string& t = p.defaultText;
  if (t.empty() || !(isalpha(uint8_t(t[0])) || t[0] == '_' || t[0] == '\\')) return std::string();
  for (char c : t)
    if (!(isalnum(uint8_t(c)) || c == '_' || c == '\\' || c == ':')) return std::string();
  std::string lower = toLower(t);
  if (lower == "null" || lower == "true" || lower == "false") return std::string();
  return t;
}

void f_getDefaultValue(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const ParamInfo& p = paramWithDefault(a);
  Class* scope = d->func->cls;
  if (d->object && d->object->hasFlag(ObjectData::kIsClosure)) scope = closureData(d->object)->scope;
  a.retValue(evalPreValue(p.defaultValue, scope));
}

void f_isDefaultValueConstant(NativeArgs& a) {
  const ParamInfo& p = paramWithDefault(a);
  a.retBool(!defaultConstantName(reflThis(a)->func, p).empty());
}

void f_getDefaultValueConstantName(NativeArgs& a) {
  const ParamInfo& p = paramWithDefault(a);
  std::string n = defaultConstantName(reflThis(a)->func, p);
  if (n.empty()) a.retNull();
  else a.retString(n);
}

void f_getAttributes(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* f = d->func->traitOrigin ? d->func->traitOrigin : d->func;
  Class* scope = d->func->cls;
  if (d->object && d->object->hasFlag(ObjectData::kIsClosure)) scope = closureData(d->object)->scope;
  a.retArray(attributesArray(a, f->params[d->index].attributes, kAttrTargetParameter, scope, d->func->unit));
}

const BuiltinDecl kReflectionParameterMethods[] = {
    {"ReflectionParameter::__construct", f_construct},
    {"ReflectionParameter::__toString", f_toString},
    {"ReflectionParameter::getName", f_getName},
    {"ReflectionParameter::isPassedByReference", f_isPassedByReference},
    {"ReflectionParameter::canBePassedByValue", f_canBePassedByValue},
    {"ReflectionParameter::getDeclaringFunction", f_getDeclaringFunction},
    {"ReflectionParameter::getDeclaringClass", f_getDeclaringClass},
    {"ReflectionParameter::getClass", f_getClass},
    {"ReflectionParameter::hasType", f_hasType},
    {"ReflectionParameter::getType", f_getType},
    {"ReflectionParameter::isArray", f_isArray},
    {"ReflectionParameter::isCallable", f_isCallable},
    {"ReflectionParameter::allowsNull", f_allowsNull},
    {"ReflectionParameter::getPosition", f_getPosition},
    {"ReflectionParameter::isOptional", f_isOptional},
    {"ReflectionParameter::isDefaultValueAvailable", f_isDefaultValueAvailable},
    {"ReflectionParameter::getDefaultValue", f_getDefaultValue},
    {"ReflectionParameter::isDefaultValueConstant", f_isDefaultValueConstant},
    {"ReflectionParameter::getDefaultValueConstantName", f_getDefaultValueConstantName},
    {"ReflectionParameter::isVariadic", f_isVariadic},
    {"ReflectionParameter::isPromoted", f_isPromoted},
    {"ReflectionParameter::getAttributes", f_getAttributes},
};
HOP_REGISTER_BUILTINS(kReflectionParameterMethods);

} // namespace

} // namespace hop
