// closure.cpp — creating and calling Closure objects.
#include "vm/closure.h"

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/object/object-data.h"
#include "vm/class-linker.h"
#include "vm/interp-internal.h"

namespace hop {

ClosureData* closureData(ObjectData* closure) { return closure->nativeData<ClosureData>(); }

namespace {

void closureInit(ObjectData* o) {
  ClosureData* d = closureData(o);
  d->func = nullptr;
  d->thisObj = nullptr;
  d->scope = nullptr;
  d->calledCls = nullptr;
  d->captured = nullptr;
  d->magicName = nullptr;
  o->setFlag(ObjectData::kIsClosure);
}

void closureDestroy(ObjectData* o) {
  ClosureData* d = closureData(o);
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
}

} // namespace

void registerClosureClass() {
  NativeClassHooks h;
  h.dataSize = sizeof(ClosureData);
  h.init = closureInit;
  h.destroy = closureDestroy;
  h.clone = closureClone;
  registerNativeClass("Closure", h);
}

ObjectData* makeClosure(const Func* f, ObjectData* thisObj, Class* scope, Class* calledCls, ArrayData* captured) {
  Class* cls = lookupClassAutoload("Closure");
  ObjectData* o = ObjectData::make(cls);
  ClosureData* d = closureData(o);
  d->func = f;
  if (thisObj) thisObj->incRef();
  d->thisObj = thisObj;
  d->scope = scope;
  d->calledCls = calledCls;
  d->captured = captured;
  return o;
}

ObjectData* makeMagicClosure(const ResolvedCallable& rc) {
  ObjectData* o = makeClosure(rc.func, rc.cc.thisObj, rc.func->cls, rc.cc.cls, nullptr);
  closureData(o)->magicName = rc.magicName;
  return o;
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
    dst[i] = src[i];
    tvIncRef(dst[i]);
  }
}

} // namespace hop
