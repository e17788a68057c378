// closure.cpp — creating and calling Closure objects.
#include "vm/closure.h"

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/base/execution-context.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "vm/class-linker.h"
#include "vm/frames.h"
#include "vm/lookup.h"
#include "vm/system-class-memo.h"

namespace hop {


namespace {

void closureInit(ObjectData* o) {
  ClosureData* d = closureData(o);
  d->func = nullptr;
  d->thisObj = nullptr;
  d->scope = nullptr;
  d->calledCls = nullptr;
  d->captured = nullptr;
  d->magicName = nullptr;
  d->statics = nullptr;
  o->setFlag(ObjectData::kIsClosure);
}

size_t staticsBytes(const Func* f) { return sizeof(TypedValue) * f->numStaticLocals; }

void freeStatics(ClosureData* d) {
  TypedValue* s = d->statics;
  if (!s) return;
  d->statics = nullptr;
  for (uint32_t i = 0; i < d->func->numStaticLocals; ++i) tvDecRef(s[i]);
  reqFree(s, staticsBytes(d->func));
}

/// php copies a closure's static variables when it clones or rebinds it: the
/// copy's statics are new References holding the current values.
void copyStatics(const ClosureData* from, ClosureData* to) {
  to->statics = nullptr;
  if (!from->statics) return;
  TypedValue* s = static_cast<TypedValue*>(reqAlloc(staticsBytes(from->func)));
  for (uint32_t i = 0; i < from->func->numStaticLocals; ++i) {
    const TypedValue& v = from->statics[i];
    if (v.m_type == DataType::Uninit) {
      s[i] = makeUninit();
      continue;
    }
    TypedValue inner = *tvDeref(&v);
    tvIncRef(inner);
    s[i] = makeRefNoIncRef(makeRefData(inner));
  }
  to->statics = s;
}

void closureDestroy(ObjectData* o) {
  ClosureData* d = closureData(o);
  freeStatics(d);
  if (d->thisObj) {
    ObjectData* t = d->thisObj;
    d->thisObj = nullptr;
    t->decRef();
  }
  if (d->captured) {
    ArrayData* a = d->captured;
    d->captured = nullptr;
    a->decRef();
  }
}

void closureClone(ObjectData* from, ObjectData* to) {
  ClosureData* s = closureData(from);
  ClosureData* d = closureData(to);
  *d = *s;
  if (d->thisObj) d->thisObj->incRef();
  if (d->captured) d->captured->incRef();
  copyStatics(s, d);
}

} // namespace

void registerClosureClass() {
  NativeClassHooks h;
  h.dataSize = sizeof(ClosureData);
  h.init = closureInit;
  h.destroy = closureDestroy;
  h.clone = closureClone;
  h.newError = "Instantiation of class Closure is not allowed";
  registerNativeClass("Closure", h);
}

ObjectData* makeClosure(const Func* f, ObjectData* thisObj, Class* scope, Class* calledCls, ArrayData* captured) {
  constinit thread_local SystemClassMemo tl_closure;
  ObjectData* o = ObjectData::make(systemClassMemo(tl_closure, "Closure"));
  ClosureData* d = closureData(o);
  d->func = f;
  if (thisObj) thisObj->incRef();
  d->thisObj = thisObj;
  d->scope = scope;
  d->calledCls = calledCls;
  d->captured = captured;
  return o;
}

TypedValue* closureStatics(ObjectData* closure) {
  ClosureData* d = closureData(closure);
  if (!d->func || !d->func->isClosure() || d->func->numStaticLocals == 0) return nullptr;
  if (!d->statics) {
    d->statics = static_cast<TypedValue*>(reqAlloc(staticsBytes(d->func)));
    for (uint32_t i = 0; i < d->func->numStaticLocals; ++i) d->statics[i] = makeUninit();
  }
  return d->statics;
}

const TypedValue* staticVarSlots(const Func* f, const ClosureData* closure, size_t& count) {
  count = 0;
  if (closure && closure->func == f && f->isClosure() && !closure->magicName) {
    if (closure->statics) count = f->numStaticLocals;
    return closure->statics;
  }
  auto it = ctx().staticLocals.find(f);
  if (it == ctx().staticLocals.end()) return nullptr;
  count = it->second.size();
  return it->second.data();
}

ObjectData* makeMagicClosure(const ResolvedCallable& rc) {
  ObjectData* o = makeClosure(rc.func, rc.cc.thisObj, rc.func->cls, rc.cc.cls, nullptr);
  closureData(o)->magicName = rc.magicName;
  return o;
}

bool closuresEqual(ObjectData* a, ObjectData* b) {
  if (a == b) return true;
  const ClosureData* x = closureData(a);
  const ClosureData* y = closureData(b);
  // Closures written as closures (function () {}) are never equal to another object.
  if (x->func->isClosure() || y->func->isClosure()) return false;
  if (x->thisObj != y->thisObj || x->calledCls != y->calledCls) return false;
  if (x->func->isBuiltin() != y->func->isBuiltin() || x->func->cls != y->func->cls) return false;
  const StringData* nx = x->magicName ? x->magicName : x->func->name;
  const StringData* ny = y->magicName ? y->magicName : y->func->name;
  return nx->view() == ny->view();
}

void closureAsCallable(ObjectData* closure, ResolvedCallable& out) {
  ClosureData* d = closureData(closure);
  out.func = d->func;
  out.magicName = d->magicName;
  if (d->magicName) {
    // Calls go to __call with the method name, not to the closure itself.
    out.cc.thisObj = d->thisObj;
    out.cc.cls = d->calledCls;
    out.cc.closure = nullptr;
    return;
  }
  out.cc.thisObj = d->thisObj;
  out.cc.cls = d->calledCls ? d->calledCls : d->scope;
  out.cc.closure = closure;
}

void copyClosureCaptures(ObjectData* closure, TypedValue* dst) {
  ClosureData* d = closureData(closure);
  ArrayData* a = d->captured;
  if (!a) return;
  const TypedValue* src = a->packedData();
  for (uint32_t i = 0, n = a->size(); i < n; ++i) {
    dst[i] = loadValType(src[i]);   // vm/frames.h: the array may be new (store forwarding)
    tvIncRef(dst[i]);
  }
}

} // namespace hop

// --- Closure's methods ---------------------------------------------------------------

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "vm/callable.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// php's zend_valid_closure_binding: the bindings php refuses, with its warnings.
/// A "fake" closure is one made from a named function or method (fromCallable, f(...)).
bool validClosureBinding(ObjectData* closure, ObjectData* newThis, Class* scope) {
  const ClosureData* d = closureData(closure);
  const Func* f = d->func;
  const bool fake = !f->isClosure();
  const bool isStatic = fake ? f->isStatic() : (f->attrs & kAttrStaticClosure) != 0;
  if (newThis) {
    if (isStatic) {
      raiseWarning("Cannot bind an instance to a static closure");
      return false;
    }
    if (fake && f->cls && !newThis->cls()->isSubclassOf(f->cls)) {
      raiseWarning("Cannot bind method %s::%s() to object of class %s", f->cls->name->data(), f->name->data(),
                   newThis->cls()->name->data());
      return false;
    }
  } else if (fake && f->cls && !f->isStatic()) {
    raiseWarning("Cannot unbind $this of method");
    return false;
  } else if (!fake && d->thisObj && (f->attrs & kAttrUsesThis)) {
    raiseWarning("Cannot unbind $this of closure using $this");
    return false;
  }
  if (scope && scope != f->cls && (scope->attrs & kClsBuiltin)) {
    raiseWarning("Cannot bind closure to scope of internal class %s", scope->name->data());
    return false;
  }
  if (fake && scope != f->cls) {
    raiseWarning(f->cls ? "Cannot rebind scope of closure created from method"
                        : "Cannot rebind scope of closure created from function");
    return false;
  }
  return true;
}

/// Closure::bind semantics: a copy with a new $this and/or scope. Returns
/// null (with php's warnings) for bindings php refuses.
ObjectData* rebind(ObjectData* closure, const TypedValue* newThis, const TypedValue* newScope, bool scopeGiven) {
  ClosureData* d = closureData(closure);
  const Func* f = d->func;
  Class* scope = d->scope;
  if (scopeGiven && newScope) {
    const TypedValue& s = *tvDeref(newScope);
    if (s.isObject()) scope = s.m_data.pobj->cls();
    else if (s.isNull()) scope = nullptr;
    else {
      std::string name = toStdString(s);
      if (name != "static") {
        scope = lookupClassAutoload(name);
        if (!scope) {
          raiseWarning("Class \"%s\" not found", name.c_str());
          return nullptr;
        }
      }
    }
  }
  ObjectData* thisObj = nullptr;
  if (newThis && tvDeref(newThis)->isObject()) thisObj = tvDeref(newThis)->m_data.pobj;
  if (!validClosureBinding(closure, thisObj, scope)) return nullptr;
  if (d->captured) d->captured->incRef();
  ObjectData* r = makeClosure(f, thisObj, scope, thisObj ? thisObj->cls() : scope, d->captured);
  closureData(r)->magicName = d->magicName;
  copyStatics(d, closureData(r));
  return r;
}

void f_bind(NativeArgs& a) {
  ObjectData* r = rebind(a.obj(0), &a.argv[1], a.has(2) ? &a.argv[2] : nullptr, a.has(2));
  if (r) a.retObject(r);
  else a.retNull();
}

void f_bindTo(NativeArgs& a) {
  ObjectData* r = rebind(a.thisObj, &a.argv[0], a.has(1) ? &a.argv[1] : nullptr, a.has(1));
  if (r) a.retObject(r);
  else a.retNull();
}

void f_call(NativeArgs& a) {
  ObjectData* obj = a.obj(0);
  ClosureData* d = closureData(a.thisObj);
  if (!validClosureBinding(a.thisObj, obj, obj->cls())) return;
  CallContext cc{obj, obj->cls(), nullptr};
  // The closure's captured values are needed: call through a temporary binding.
  if (d->captured) d->captured->incRef();
  ObjectData* bound = makeClosure(d->func, obj, obj->cls(), obj->cls(), d->captured);
  // php's call() runs the closure's own static variables: the binding lends them.
  closureData(bound)->statics = closureStatics(a.thisObj);
  auto release = [&] {
    closureData(bound)->statics = nullptr;
    bound->decRef();
  };
  cc.closure = bound;
  try {
    if (HOP_UNLIKELY(a.named != nullptr)) {   // call($o, c: 1)
      ResolvedCallable rc;
      rc.func = d->func;
      rc.cc = cc;
      a.retValue(invokeForwardingNamedArgs(a, rc, 1));
    } else {
      a.retValue(invokeFunc(d->func, a.argv + 1, a.count - 1, cc));
    }
  } catch (...) {
    release();
    throw;
  }
  release();
}

void f_fromCallable(NativeArgs& a) {
  const TypedValue& c = a.arg(0);
  if (c.isObject() && c.m_data.pobj->hasFlag(ObjectData::kIsClosure)) {
    a.retCopy(c);
    return;
  }
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(c, rc, &err, currentScope()))
    throwErrorF(ErrorKind::TypeError, "Failed to create closure from callable: %s", err.c_str());
  if (rc.magicName) {
    a.retObject(makeMagicClosure(rc));
    return;
  }
  a.retObject(makeClosure(rc.func, rc.func->isStatic() ? nullptr : rc.cc.thisObj, rc.func->cls,
                          rc.cc.cls ? rc.cc.cls : rc.func->cls, nullptr));
}

const BuiltinDecl kClosureMethods[] = {
    {"Closure::bind", f_bind},
    {"Closure::bindTo", f_bindTo},
    {"Closure::call", f_call, kAttrForwardsNamedArgs},
    {"Closure::fromCallable", f_fromCallable},
};
HOP_REGISTER_BUILTINS(kClosureMethods);

} // namespace

} // namespace hop
