// reflection-function.cpp — ReflectionFunctionAbstract, ReflectionFunction
// and ReflectionMethod: a Func (and, for closures, the Closure object)
// seen through php's reflection API, with invoke() and getClosure().
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/closure.h"
#include "vm/lookup.h"

namespace hop {

namespace {

const Func* fn(NativeArgs& a) { return reflThis(a)->func; }

/// The Func that carries what the compiler recorded (a trait method's copy
/// keeps only part of it).
const Func* origin(const Func* f) { return f->traitOrigin ? f->traitOrigin : f; }

ClosureData* closureOf(ReflectionData* d) {
  return d->object && d->object->hasFlag(ObjectData::kIsClosure) ? closureData(d->object) : nullptr;
}

std::string_view shortName(std::string_view n) {
  size_t p = n.rfind('\\');
  return p == std::string_view::npos ? n : n.substr(p + 1);
}

// --- ReflectionFunctionAbstract ------------------------------------------------------------------

void f_inNamespace(NativeArgs& a) {
  std::string_view n = fn(a)->name->view();
  size_t p = n.rfind('\\');
  a.retBool(p != std::string_view::npos && p > 0);
}
/// A method's name: the closure invoke method's is "__invoke", not its function's.
StringData* methodName(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  return d->name && d->object ? d->name : fn(a)->name;
}
/// The closure whose Closure::__invoke a ReflectionMethod reflects, or null.
ObjectData* invokeOf(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  return d->name && d->object ? d->object : nullptr;
}
/// Internal: a builtin, or Closure::__invoke (php's copy of the closure's function).
bool internalFn(NativeArgs& a) { return isInternalFunc(fn(a)) || invokeOf(a); }
void f_getNamespaceName(NativeArgs& a) {
  std::string_view n = fn(a)->name->view();
  size_t p = n.rfind('\\');
  a.retString(p == std::string_view::npos ? std::string_view() : n.substr(0, p));
}
void f_getShortName(NativeArgs& a) { a.retString(shortName(methodName(a)->view())); }
void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(methodName(a))); }
void f_isClosure(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retBool(d->func->isClosure() || closureOf(d));
}
void f_isDeprecated(NativeArgs& a) { a.retBool(fn(a)->attrs & kAttrDeprecated); }
void f_isInternal(NativeArgs& a) { a.retBool(internalFn(a)); }
void f_isUserDefined(NativeArgs& a) { a.retBool(!internalFn(a)); }
void f_isGenerator(NativeArgs& a) { a.retBool(fn(a)->isGenerator()); }
void f_isVariadic(NativeArgs& a) { a.retBool(fn(a)->isVariadic()); }
void f_isStatic(NativeArgs& a) { a.retBool(fn(a)->attrs & (kAttrStatic | kAttrStaticClosure)); }
void f_returnsReference(NativeArgs& a) { a.retBool(fn(a)->attrs & kAttrReturnsRef); }

void f_getClosureThis(NativeArgs& a) {
  ClosureData* c = closureOf(reflThis(a));
  if (c && c->thisObj) a.retCopy(makeObjectNoIncRef(c->thisObj));
  else a.retNull();
}

void f_getClosureScopeClass(NativeArgs& a) {
  ClosureData* c = closureOf(reflThis(a));
  if (c && c->scope) a.retObject(makeReflectionClass(c->scope));
  else a.retNull();
}

void f_getClosureCalledClass(NativeArgs& a) {
  ClosureData* c = closureOf(reflThis(a));
  Class* called = nullptr;
  if (c) called = c->thisObj ? c->thisObj->cls() : (c->calledCls ? c->calledCls : c->scope);
  if (called) a.retObject(makeReflectionClass(called));
  else a.retNull();
}

void f_getClosureUsedVariables(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  ClosureData* c = closureOf(d);
  ArrayData* out = ArrayData::makeHash(4);
  if (c && c->captured && !c->func->isBuiltin()) {
    // By-reference uses stay references, as php returns them.
    const TypedValue* vals = c->captured->packedData();
    for (uint32_t i = 0; i < c->func->closureUses.size() && i < c->captured->size(); ++i) {
      if (vals[i].m_type == DataType::Uninit) continue;   // not captured (undefined)
      TypedValue v;
      tvDupRaw(vals[i], v);
      ArrayData::setStr(out, c->func->closureUses[i], v);
    }
  }
  a.retArray(out);
}

void f_getStaticVariables(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* f = d->func;
  ArrayData* out = ArrayData::makeHash(4);
  if (ClosureData* c = closureOf(d); c && c->captured) {
    // A closure's `use` variables are among its static variables.
    // Copied as php's zval_add_ref copies: a reference nothing else shares becomes its value.
    const TypedValue* vals = c->captured->packedData();
    for (uint32_t i = 0; i < f->closureUses.size() && i < c->captured->size(); ++i) {
      if (vals[i].m_type == DataType::Uninit) continue;   // not captured (undefined)
      TypedValue v;
      tvDupForContainerCopy(vals[i], v, nullptr);
      ArrayData::setStr(out, f->closureUses[i], v);
    }
  }
  const Func* o = origin(f);
  // A closure's statics are its own (closureStatics), a function's the function's.
  size_t numSlots = 0;
  const TypedValue* slots = staticVarSlots(f, closureOf(d), numSlots);
  for (uint32_t i = 0; i < o->staticVars.size(); ++i) {
    const StaticVarInfo& sv = o->staticVars[i];
    if (out->getStr(sv.name)) continue;
    TypedValue v;
    if (i < numSlots && slots[i].m_type != DataType::Uninit) {
      tvDupForContainerCopy(slots[i], v, nullptr);
    } else {
      try {
        v = evalPreValue(sv.init, f->cls);
      } catch (...) {
        out->decRef();
        throw;
      }
    }
    ArrayData::setStr(out, sv.name, v);
  }
  a.retArray(out);
}

void f_getDocComment(NativeArgs& a) {
  const Func* f = fn(a);
  if (f->docComment && !internalFn(a)) a.retCopy(makeStringNoIncRef(f->docComment));
  else a.retBool(false);
}
void f_getStartLine(NativeArgs& a) {
  const Func* f = fn(a);
  if (internalFn(a)) a.retBool(false);
  else a.retInt(f->lineStart);
}
void f_getEndLine(NativeArgs& a) {
  const Func* f = fn(a);
  if (internalFn(a)) a.retBool(false);
  else a.retInt(f->lineEnd);
}
void f_getFileName(NativeArgs& a) {
  const Func* f = fn(a);
  if (internalFn(a)) a.retBool(false);
  else a.retString(f->unit->filePath);
}

void f_getExtensionName(NativeArgs& a) {
  const Func* f = fn(a);
  if (!isInternalFunc(f)) a.retBool(false);
  else a.retString(functionExtension(f));
}

void f_getNumberOfParameters(NativeArgs& a) { a.retInt(fn(a)->numParams()); }
void f_getNumberOfRequiredParameters(NativeArgs& a) { a.retInt(fn(a)->numRequiredParams); }

void f_getParameters(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* f = d->func;
  ArrayData* out = ArrayData::makePacked(f->numParams());
  bool ofInvoke = d->name && d->object;   // Closure::__invoke's parameters
  for (uint32_t i = 0; i < f->numParams(); ++i) {
    ObjectData* p = makeReflectionParameter(f, i, d->object, d->cls);
    if (ofInvoke) reflData(p)->flags = kReflParamOfInvoke;
    ArrayData::append(out, makeObjectNoIncRef(p));
  }
  a.retArray(out);
}

// A tentative return type (runtime methods php declares @tentative-return-type)
// is reported by the Tentative pair, not as the return type.
bool tentativeReturn(const Func* f) { return (f->attrs & kAttrTentativeReturn) && !f->returnType.isEmpty(); }
void f_hasReturnType(NativeArgs& a) { a.retBool(!fn(a)->returnType.isEmpty() && !tentativeReturn(fn(a))); }
void f_getReturnType(NativeArgs& a) {
  const Func* f = fn(a);
  if (f->returnType.isEmpty() || tentativeReturn(f)) a.retNull();
  else a.retObject(makeReflectionType(f->returnType));
}
void f_hasTentativeReturnType(NativeArgs& a) { a.retBool(tentativeReturn(fn(a))); }
void f_getTentativeReturnType(NativeArgs& a) {
  const Func* f = fn(a);
  if (!tentativeReturn(f)) a.retNull();
  else a.retObject(makeReflectionType(f->returnType));
}

void f_getAttributes(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* f = d->func;
  Class* scope = f->cls;
  if (ClosureData* c = closureOf(d)) scope = c->scope;
  uint32_t target = f->isMethod() && !f->isClosure() ? kAttrTargetMethod : kAttrTargetFunction;
  a.retArray(attributesArray(a, origin(f)->attributes, target, scope, f->unit));
}

// --- ReflectionFunction ------------------------------------------------------------------------------

void f_fnConstruct(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  const TypedValue& arg = a.arg(0);
  if (arg.isObject()) {
    ObjectData* c = arg.m_data.pobj;
    c->incRef();
    if (d->object) d->object->decRef();
    d->object = c;
    d->func = closureFunc(c);
  } else {
    std::string_view name = arg.m_data.pstr->view();
    Func* f = lookupFunction(name);
    if (!f) throwReflectionException("Function " + std::string(name) + "() does not exist");
    d->func = f;
  }
  setReflectionProp(a.thisObj, "name", d->func->name);
}

void f_fnToString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportFunction(d->func, d->object, ""));
}

void f_isAnonymous(NativeArgs& a) {
  const Func* f = fn(a);
  a.retBool(f->isClosure() && f->name->view().ends_with("{closure}"));
}

void f_isDisabled(NativeArgs& a) {
  reflThis(a);
  raiseDeprecated("Method ReflectionFunction::isDisabled() is deprecated");
  a.retBool(false);
}

/// How to call what a ReflectionFunction reflects.
ResolvedCallable functionCallable(ReflectionData* d) {
  ResolvedCallable rc;
  if (d->object && d->object->hasFlag(ObjectData::kIsClosure)) closureAsCallable(d->object, rc);
  else rc.func = d->func;
  return rc;
}

void f_fnInvoke(NativeArgs& a) {
  if (HOP_UNLIKELY(a.named != nullptr)) {   // invoke(c: 1)
    a.retValue(invokeForwardingNamedArgs(a, functionCallable(reflThis(a)), 0));
    return;
  }
  a.retValue(invokeResolved(functionCallable(reflThis(a)), a.argv, a.count));
}
void f_fnInvokeArgs(NativeArgs& a) { a.retValue(invokeWithNamedArgs(functionCallable(reflThis(a)), a.arr(0))); }

void f_fnGetClosure(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  if (d->object && d->object->hasFlag(ObjectData::kIsClosure)) a.retCopy(makeObjectNoIncRef(d->object));
  else a.retObject(makeClosure(d->func, nullptr, nullptr, nullptr, nullptr));
}

// --- ReflectionMethod ----------------------------------------------------------------------------------

void f_mConstruct(NativeArgs& a) {
  ReflectionData* d = reflData(a.thisObj);
  const TypedValue& first = a.arg(0);
  Class* cls = nullptr;
  std::string method;
  if (a.isNull(1)) {
    std::string_view spec = first.isString() ? first.m_data.pstr->view() : std::string_view();
    size_t sep = spec.find("::");
    if (!first.isString() || sep == std::string_view::npos)
      throwReflectionException("ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name");
    std::string clsName(spec.substr(0, sep));
    cls = lookupClassAutoload(clsName);
    if (!cls) throwReflectionException("Class \"" + clsName + "\" does not exist");
    method = std::string(spec.substr(sep + 2));
  } else {
    cls = reflectionClassArg(first);
    method = std::string(a.sv(1));
  }
  if (first.isObject() && first.m_data.pobj->hasFlag(ObjectData::kIsClosure) && toLower(method) == "__invoke") {
    makeClosureInvokeMethod(first.m_data.pobj, cls, a.thisObj);
    return;
  }
  Func* f = cls->findMethod(toLower(method));
  if (!f) throwReflectionException("Method " + cls->name->str() + "::" + method + "() does not exist");
  d->func = f;
  d->cls = cls;
  setReflectionProp(a.thisObj, "name", f->name);
  setReflectionProp(a.thisObj, "class", f->cls ? f->cls->name : cls->name);
}

void f_mToString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportMethod(d->func, d->cls, invokeOf(a), ""));
}

void f_isPublic(NativeArgs& a) { a.retBool(methodModifiers(fn(a)) & kModPublic); }
void f_isPrivate(NativeArgs& a) { a.retBool(methodModifiers(fn(a)) & kModPrivate); }
void f_isProtected(NativeArgs& a) { a.retBool(methodModifiers(fn(a)) & kModProtected); }
void f_isAbstract(NativeArgs& a) { a.retBool(fn(a)->attrs & kAttrAbstract); }
void f_isFinal(NativeArgs& a) { a.retBool(fn(a)->attrs & kAttrFinal); }
void f_isConstructor(NativeArgs& a) { a.retBool(fn(a)->lowerName->view() == "__construct"); }
void f_isDestructor(NativeArgs& a) { a.retBool(fn(a)->lowerName->view() == "__destruct"); }
void f_getModifiers(NativeArgs& a) { a.retInt(methodModifiers(fn(a))); }

[[noreturn]] void notAnInstance() {
  throwReflectionException("Given object is not an instance of the class this method was declared in");
}

void f_mGetClosure(NativeArgs& a) {
  const Func* f = fn(a);
  if (f->isStatic()) {
    a.retObject(makeClosure(f, nullptr, f->cls, f->cls, nullptr));
    return;
  }
  if (a.isNull(0))
    throwError(ErrorKind::ValueError, "ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods");
  ObjectData* obj = a.obj(0);
  if (!obj->cls()->isSubclassOf(f->cls)) notAnInstance();
  if (obj->hasFlag(ObjectData::kIsClosure) && f->lowerName->view() == "__invoke") {
    a.retCopy(makeObjectNoIncRef(obj));
    return;
  }
  a.retObject(makeClosure(f, obj, f->cls, obj->cls(), nullptr));
}

/// The callable of ReflectionMethod::invoke()/invokeArgs() on `objArg`.
ResolvedCallable methodCallable(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* f = d->func;
  if (d->name && d->object) {   // Closure::__invoke: calls the closure given, or the one reflected
    const TypedValue& o = a.arg(0);
    ResolvedCallable rc;
    closureAsCallable(o.isObject() && o.m_data.pobj->hasFlag(ObjectData::kIsClosure) ? o.m_data.pobj : d->object, rc);
    return rc;
  }
  if (f->attrs & kAttrAbstract)
    throwReflectionException("Trying to invoke abstract method " + f->cls->name->str() + "::" + f->name->str() + "()");
  ResolvedCallable rc;
  rc.func = f;
  if (f->isStatic()) {
    rc.cc.cls = d->cls;
    return rc;
  }
  if (a.isNull(0))
    throwReflectionException("Trying to invoke non static method " + f->cls->name->str() + "::" + f->name->str() +
                             "() without an object");
  ObjectData* obj = a.obj(0);
  if (!obj->cls()->isSubclassOf(f->cls)) notAnInstance();
  rc.cc.thisObj = obj;
  rc.cc.cls = obj->cls();
  return rc;
}

void f_mInvoke(NativeArgs& a) {
  ResolvedCallable rc = methodCallable(a);
  if (HOP_UNLIKELY(a.named != nullptr)) {   // invoke($o, c: 1)
    a.retValue(invokeForwardingNamedArgs(a, rc, 1));
    return;
  }
  a.retValue(invokeResolved(rc, a.argv + 1, a.count - 1));
}

void f_mInvokeArgs(NativeArgs& a) {
  ResolvedCallable rc = methodCallable(a);
  a.retValue(invokeWithNamedArgs(rc, a.arr(1)));
}

void f_getDeclaringClass(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retObject(makeReflectionClass(d->func->cls ? d->func->cls : d->cls));
}

void f_getPrototype(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const Func* proto = methodPrototype(d->func);
  if (!proto)
    throwReflectionException("Method " + d->cls->name->str() + "::" + methodName(a)->str() + " does not have a prototype");
  a.retObject(makeReflectionMethod(proto, proto->cls));
}

void f_hasPrototype(NativeArgs& a) { a.retBool(methodPrototype(reflThis(a)->func) != nullptr); }

const BuiltinDecl kReflectionFunctionMethods[] = {
    {"ReflectionFunctionAbstract::inNamespace", f_inNamespace},
    {"ReflectionFunctionAbstract::isClosure", f_isClosure},
    {"ReflectionFunctionAbstract::isDeprecated", f_isDeprecated},
    {"ReflectionFunctionAbstract::isInternal", f_isInternal},
    {"ReflectionFunctionAbstract::isUserDefined", f_isUserDefined},
    {"ReflectionFunctionAbstract::isGenerator", f_isGenerator},
    {"ReflectionFunctionAbstract::isVariadic", f_isVariadic},
    {"ReflectionFunctionAbstract::isStatic", f_isStatic},
    {"ReflectionFunctionAbstract::getClosureThis", f_getClosureThis},
    {"ReflectionFunctionAbstract::getClosureScopeClass", f_getClosureScopeClass},
    {"ReflectionFunctionAbstract::getClosureCalledClass", f_getClosureCalledClass},
    {"ReflectionFunctionAbstract::getClosureUsedVariables", f_getClosureUsedVariables},
    {"ReflectionFunctionAbstract::getDocComment", f_getDocComment},
    {"ReflectionFunctionAbstract::getEndLine", f_getEndLine},
    {"ReflectionFunctionAbstract::getExtensionName", f_getExtensionName},
    {"ReflectionFunctionAbstract::getFileName", f_getFileName},
    {"ReflectionFunctionAbstract::getName", f_getName},
    {"ReflectionFunctionAbstract::getNamespaceName", f_getNamespaceName},
    {"ReflectionFunctionAbstract::getNumberOfParameters", f_getNumberOfParameters},
    {"ReflectionFunctionAbstract::getNumberOfRequiredParameters", f_getNumberOfRequiredParameters},
    {"ReflectionFunctionAbstract::getParameters", f_getParameters},
    {"ReflectionFunctionAbstract::getShortName", f_getShortName},
    {"ReflectionFunctionAbstract::getStartLine", f_getStartLine},
    {"ReflectionFunctionAbstract::getStaticVariables", f_getStaticVariables},
    {"ReflectionFunctionAbstract::returnsReference", f_returnsReference},
    {"ReflectionFunctionAbstract::hasReturnType", f_hasReturnType},
    {"ReflectionFunctionAbstract::getReturnType", f_getReturnType},
    {"ReflectionFunctionAbstract::hasTentativeReturnType", f_hasTentativeReturnType},
    {"ReflectionFunctionAbstract::getTentativeReturnType", f_getTentativeReturnType},
    {"ReflectionFunctionAbstract::getAttributes", f_getAttributes},
    {"ReflectionFunction::__construct", f_fnConstruct},
    {"ReflectionFunction::__toString", f_fnToString},
    {"ReflectionFunction::isAnonymous", f_isAnonymous},
    {"ReflectionFunction::isDisabled", f_isDisabled},
    {"ReflectionFunction::invoke", f_fnInvoke, kAttrForwardsNamedArgs},
    {"ReflectionFunction::invokeArgs", f_fnInvokeArgs},
    {"ReflectionFunction::getClosure", f_fnGetClosure},
    {"ReflectionMethod::__construct", f_mConstruct},
    {"ReflectionMethod::__toString", f_mToString},
    {"ReflectionMethod::isPublic", f_isPublic},
    {"ReflectionMethod::isPrivate", f_isPrivate},
    {"ReflectionMethod::isProtected", f_isProtected},
    {"ReflectionMethod::isAbstract", f_isAbstract},
    {"ReflectionMethod::isFinal", f_isFinal},
    {"ReflectionMethod::isConstructor", f_isConstructor},
    {"ReflectionMethod::isDestructor", f_isDestructor},
    {"ReflectionMethod::getClosure", f_mGetClosure},
    {"ReflectionMethod::getModifiers", f_getModifiers},
    {"ReflectionMethod::invoke", f_mInvoke, kAttrForwardsNamedArgs},
    {"ReflectionMethod::invokeArgs", f_mInvokeArgs},
    {"ReflectionMethod::getDeclaringClass", f_getDeclaringClass},
    {"ReflectionMethod::getPrototype", f_getPrototype},
    {"ReflectionMethod::hasPrototype", f_hasPrototype},
};
HOP_REGISTER_BUILTINS(kReflectionFunctionMethods);

} // namespace

} // namespace hop
