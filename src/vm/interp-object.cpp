// interp-object.cpp — object creation, $this, class references, closures and
// first-class callables.
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/closure.h"
#include "vm/interp-internal.h"

namespace hop {

void iopNewObjD(VMState& vm) {
  // A class name, once defined, names the same class for the rest of the request.
  // (Autoloading and property initializers run PHP code, which may grow the
  // cache table: the entry is fetched again after them.)
  const uint32_t cacheSlot = immU32(vm.pc, 1);
  Class* cls = vm.caches->at(vm.fp->m_func->cacheBase, cacheSlot).klass.cls;
  const bool found = cls != nullptr;
  if (!found) cls = lookupClassOrThrow(litstr(vm, immU32(vm.pc, 0)));
  *vm.sp++ = makeObjectNoIncRef(instantiate(cls));
  vm.caches->at(vm.fp->m_func->cacheBase, cacheSlot).klass.cls = cls;
  if (!found) vm.caches->noteRequestLocal(vm.fp->m_func->cacheBase, cacheSlot);   // the name's meaning
  advance(vm);
}

void iopNewObj(VMState& vm) {
  TypedValue ref = vm.sp[-1];
  Class* cls = classFromClassRef(ref);
  vm.sp[-1] = makeObjectNoIncRef(instantiate(cls));
  tvDecRef(ref);
  advance(vm);
}

void iopNewObjS(VMState& vm) {
  Class* cls = specialClassRef(vm.fp, static_cast<SpecialClsRef>(immU8(vm.pc, 0)));
  *vm.sp++ = makeObjectNoIncRef(instantiate(cls));
  advance(vm);
}

void iopThis(VMState& vm) {
  ActRec* fp = vm.fp;
  if (!fp->hasThis()) throwError(ErrorKind::Error, "Using $this when not in object context");
  fp->getThis()->incRef();
  *vm.sp++ = makeObjectNoIncRef(fp->getThis());
  advance(vm);
}

void iopBareThis(VMState& vm) {
  ActRec* fp = vm.fp;
  if (fp->hasThis()) {
    fp->getThis()->incRef();
    *vm.sp++ = makeObjectNoIncRef(fp->getThis());
  } else {
    *vm.sp++ = makeNull();
  }
  advance(vm);
}

void iopClsRefS(VMState& vm) {
  Class* cls = specialClassRef(vm.fp, static_cast<SpecialClsRef>(immU8(vm.pc, 0)));
  *vm.sp++ = makeStringNoIncRef(cls->name);
  cls->name->incRef();
  advance(vm);
}

void iopClsRefC(VMState& vm) {
  classFromClassRef(vm.sp[-1]);   // the class is remembered: FPushClsMethod finds it again
  advance(vm);
}

void iopClsNameS(VMState& vm) {
  const auto which = static_cast<SpecialClsRef>(immU8(vm.pc, 0));
  // php's FETCH_CLASS_NAME: a function without class scope is "the global scope".
  const Class* self = frameSelf(vm.fp);
  if (!self)
    throwErrorF(ErrorKind::Error, "Cannot use \"%s\" in the global scope",
                which == SpecialClsRef::Self ? "self" : which == SpecialClsRef::Parent ? "parent" : "static");
  if (which == SpecialClsRef::Parent && !self->parent)
    throwError(ErrorKind::Error, "Cannot use \"parent\" when current class scope has no parent");
  iopClsRefS(vm);
}

void iopClsNameC(VMState& vm) {
  const TypedValue& v = *tvDeref(&vm.sp[-1]);
  if (!v.isObject())
    throwErrorF(ErrorKind::TypeError, "Cannot use \"::class\" on value of type %s", dataTypeShortName(v.m_type));
  StringData* name = v.m_data.pobj->cls()->name;
  name->incRef();
  tvDecRef(vm.sp[-1]);
  vm.sp[-1] = makeStringNoIncRef(name);
  advance(vm);
}

void iopCreateCl(VMState& vm) {
  uint32_t funcId = immU32(vm.pc, 0);
  uint32_t n = immU32(vm.pc, 1);
  ActRec* fp = vm.fp;
  const Func* f = fp->m_func->unit->funcs[funcId].get();
  TypedValue* vals = vm.sp - n;
  ArrayData* captured = n ? ArrayData::makePacked(n) : nullptr;
  for (uint32_t i = 0; i < n; ++i) {
    TypedValue* slot = ArrayData::lvalNew(captured);
    *slot = vals[i];   // moves (References stay References)
  }
  vm.sp = vals;
  ObjectData* thisObj = (!(f->attrs & kAttrStaticClosure) && fp->hasThis()) ? fp->getThis() : nullptr;
  Class* scope = frameSelf(fp);
  Class* called = frameStatic(fp);
  ObjectData* c = makeClosure(f, thisObj, scope, called, captured);
  *vm.sp++ = makeObjectNoIncRef(c);
  advance(vm);
}

// --- First-class callables: f(...), $o->m(...), A::m(...) ------------------------------------

namespace {

ObjectData* closureFromResolved(const ResolvedCallable& rc) {
  if (rc.cc.closure) {
    rc.cc.closure->incRef();
    return rc.cc.closure;
  }
  if (rc.magicName) {
    // A closure over __call/__callStatic: calls it with the method name.
    return makeMagicClosure(rc);
  }
  return makeClosure(rc.func, rc.func->isStatic() ? nullptr : rc.cc.thisObj, rc.func->cls,
                     rc.cc.cls ? rc.cc.cls : rc.func->cls, nullptr);
}

} // namespace

void iopResolveFuncD(VMState& vm) {
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  uint32_t fallback = immU32(vm.pc, 1);
  Func* f = lookupFunction(name->view());
  if (!f && fallback != kNoString) f = lookupFunction(litstr(vm, fallback)->view());
  if (!f) throwErrorF(ErrorKind::Error, "Call to undefined function %s()", name->data());
  *vm.sp++ = makeObjectNoIncRef(makeClosure(f, nullptr, nullptr, nullptr, nullptr));
  advance(vm);
}

void iopResolveFunc(VMState& vm) {
  TypedValue c = vm.sp[-1];
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(c, rc, &err, frameSelf(vm.fp))) throwNotCallable(*tvDeref(&c), err);   // as `$f()`
  ObjectData* cl = closureFromResolved(rc);
  vm.sp[-1] = makeObjectNoIncRef(cl);
  tvDecRef(c);
  advance(vm);
}

void iopResolveObjMethod(VMState& vm) {
  TypedValue nameTv = vm.sp[-1];
  TypedValue objTv = vm.sp[-2];
  const TypedValue& o = *tvDeref(&objTv);
  StringData* name = toStringData(nameTv);
  if (!o.isObject()) {
    std::string t = typeNameForMessage(o);
    name->decRef();
    throwErrorF(ErrorKind::Error, "Call to a member function %s() on %s", nameTv.isString() ? nameTv.m_data.pstr->data() : "", t.c_str());
  }
  ResolvedCallable rc;
  try {
    resolveMethodOrThrow(o.m_data.pobj, name, frameSelf(vm.fp), rc);
  } catch (...) {
    name->decRef();
    throw;
  }
  if (rc.magicName) rc.magicName = StringData::interned(name->view());
  name->decRef();
  ObjectData* cl = closureFromResolved(rc);
  vm.sp -= 2;
  *vm.sp++ = makeObjectNoIncRef(cl);
  tvDecRef(objTv);
  tvDecRef(nameTv);
  advance(vm);
}

void iopResolveClsMethod(VMState& vm) {
  TypedValue nameTv = vm.sp[-1];
  TypedValue clsTv = vm.sp[-2];
  Class* cls = classFromClassRef(clsTv);
  StringData* name = toStringData(nameTv);
  ResolvedCallable rc;
  ActRec* fp = vm.fp;
  try {
    resolveStaticMethodOrThrow(cls, name, frameSelf(fp), fp->hasThis() ? fp->getThis() : nullptr, rc);
  } catch (...) {
    name->decRef();
    throw;
  }
  if (rc.magicName) rc.magicName = StringData::interned(name->view());
  name->decRef();
  ObjectData* cl = closureFromResolved(rc);
  vm.sp -= 2;
  *vm.sp++ = makeObjectNoIncRef(cl);
  tvDecRef(clsTv);
  tvDecRef(nameTv);
  advance(vm);
}

void iopResolveClsMethodS(VMState& vm) {
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  auto which = static_cast<SpecialClsRef>(immU8(vm.pc, 1));
  ActRec* fp = vm.fp;
  Class* cls = specialClassRef(fp, which);
  ResolvedCallable rc;
  resolveStaticMethodOrThrow(cls, name, frameSelf(fp), fp->hasThis() ? fp->getThis() : nullptr, rc);
  if (!rc.cc.thisObj && which != SpecialClsRef::Static) {
    Class* lsb = frameStatic(fp);
    if (lsb && lsb->isSubclassOf(cls)) rc.cc.cls = lsb;
  }
  *vm.sp++ = makeObjectNoIncRef(closureFromResolved(rc));
  advance(vm);
}

} // namespace hop
