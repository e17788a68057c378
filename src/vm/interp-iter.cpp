// interp-iter.cpp — foreach: iteration over arrays (by value over a
// snapshot, by reference over the live array), Iterator and
// IteratorAggregate objects, generators, and plain objects' visible properties.
//
// An iterator occupies two hidden locals: [iter] holds the subject (the
// array, the Iterator object, or a Reference to the variable for by-ref
// iteration) and [iter+1] the position (Int) or the iteration kind.
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/generator.h"
#include "vm/interp-internal.h"
#include "vm/iterate.h"
#include "vm/member-ops.h"
#include "vm/typed-ref.h"

namespace hop {

namespace {

// For an Iterator object, [iter+1] holds the placeholder for php's internal
// iterator handle (makeIteratorHandle); arrays keep their position there.
// A Generator is run directly (no method frames, as php).

void assignLocal(VMState& vm, uint32_t local, const TypedValue& v) {
  if (local == kNoLocal) return;
  tvAssign(*(vm.fp->locals() + local), v);
}

void bindLocalRef(VMState& vm, uint32_t local, RefData* r) {
  r->m_hdr.incRef();
  tvSetRawMove(*(vm.fp->locals() + local), makeRefNoIncRef(r));
}

// A plain object's properties are walked live, as php's FE_FETCH walks the
// object's property table: [iter] holds the object, [iter+1] an Int position.
// Below kDynPhase it is the next declared slot to look at; from kDynPhase on,
// kDynPhase + the id of a position registered in the object's dynamic-property
// array (array-iterators.h keeps it across the loop's own changes).
constexpr int64_t kDynPhase = int64_t(1) << 40;

void freeIter(VMState& vm, uint32_t iter) {
  TypedValue* l = vm.fp->locals() + iter;
  // A by-reference walk over an array, or a walk over an object's dynamic
  // properties: its registered position.
  if (l[0].isRef() && l[1].isInt()) ctx().arrayIterators.release(uint32_t(l[1].m_data.num));
  if (l[0].isObject() && l[1].isInt() && l[1].m_data.num >= kDynPhase)
    ctx().arrayIterators.release(uint32_t(l[1].m_data.num - kDynPhase));
  tvClear(l[0]);
  tvClear(l[1]);
}

/// Calls the Iterator protocol's rewind() or next() (`move`; Valid: neither),
/// then valid() and, if valid, stores current()/key().
bool iteratorFetch(VMState& vm, ObjectData* it, uint32_t valLocal, uint32_t keyLocal, IterMethod move) {
  TypedValue cur, key;
  switch (fetchIterFast(it, move, cur, keyLocal != kNoLocal ? &key : nullptr)) {
    case 0: return false;
    case 1:
      assignLocal(vm, valLocal, cur);
      tvDecRef(cur);
      if (keyLocal != kNoLocal) {
        assignLocal(vm, keyLocal, key);
        tvDecRef(key);
      }
      return true;
    default: break;
  }
  if (move != IterMethod::Valid) tvDecRef(callIterMethod(it, move));
  TypedValue v = callIterMethod(it, IterMethod::Valid);
  bool ok = toBool(v);
  tvDecRef(v);
  if (!ok) return false;
  cur = callIterMethod(it, IterMethod::Current);
  assignLocal(vm, valLocal, cur);
  tvDecRef(cur);
  if (keyLocal != kNoLocal) {
    TypedValue k = callIterMethod(it, IterMethod::Key);
    assignLocal(vm, keyLocal, k);
    tvDecRef(k);
  }
  return true;
}

/// A generator's current element into the loop variables (false when done).
/// By reference, the variable is bound to the yielded reference (a value
/// yielded by a by-reference generator is boxed in place, as php does).
bool generatorFetch(VMState& vm, ObjectData* gen, uint32_t valLocal, uint32_t keyLocal, bool byRef) {
  if (!generatorIterValid(gen)) return false;
  const TypedValue& cur = generatorIterCurrent(gen);
  if (byRef) {
    bindLocalRef(vm, valLocal, boxSlot(const_cast<TypedValue&>(cur)));
  } else {
    assignLocal(vm, valLocal, cur);
  }
  if (keyLocal != kNoLocal) {
    TypedValue k = generatorIterKey(gen);
    assignLocal(vm, keyLocal, k);
    tvDecRef(k);
  }
  return true;
}

/// The next property of `o` visible from `scope` from the walk's position
/// on (advanced past it, above): its slot, and its key (not incRef'd) in
/// `key`; null at the end.
TypedValue* nextVisibleProp(ObjectData* o, const Class* scope, TypedValue* l, TypedValue& key) {
  int64_t& st = l[1].m_data.num;
  const Class* cls = o->cls();
  while (st < kDynPhase) {
    uint32_t i = uint32_t(st);
    if (i >= cls->numProps()) {
      ArrayData* d = o->m_dynProps;
      if (!d || d->size() == 0) return nullptr;
      st = kDynPhase + ctx().arrayIterators.add(d, 0, l);
      break;
    }
    ++st;
    TypedValue* v = o->prop(i);
    if (cls->props[i].isHidden() || v->m_type == DataType::Uninit || !declaredPropVisible(o, i, scope)) continue;
    key = makeStringNoIncRef(cls->props[i].name);
    return v;
  }
  ArrayData* d = o->m_dynProps;
  if (!d) return nullptr;
  uint32_t& next = ctx().arrayIterators.pos(uint32_t(st - kDynPhase), d);
  for (;;) {
    uint32_t pos = d->iterFrom(next);
    if (!d->iterValid(pos)) return nullptr;
    next = pos + 1;
    key = d->iterKey(pos);
    if (dynamicPropVisible(o, key, scope)) return d->iterValueMutable(pos);
  }
}

/// The next visible property of the object [iter] holds into the loop's
/// locals, by value; false at the end.
bool propsNext(VMState& vm, TypedValue* l, uint32_t valLocal, uint32_t keyLocal) {
  TypedValue key;
  TypedValue* v = nextVisibleProp(l[0].m_data.pobj, frameSelf(vm.fp), l, key);
  if (!v) return false;
  // Held (the assignments below may release the property); php's property
  // table keys are strings, integer-like ones too.
  TypedValue k = key.isString() ? (key.m_data.pstr->incRef(), key) : makeStringNoIncRef(intToStringData(key.m_data.num));
  TypedValue val = tvCopyValue(*v);
  assignLocal(vm, valLocal, val);
  tvDecRef(val);
  if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, k);
  tvDecRef(k);
  return true;
}

/// Starts iteration of an object; returns false when it is already done.
bool initObjectIter(VMState& vm, uint32_t iter, ObjectData* obj, uint32_t valLocal, uint32_t keyLocal,
                    bool byRef = false) {
  TypedValue* l = vm.fp->locals() + iter;
  if (isTraversableClass(obj->cls())) {
    ObjectData* it = resolveIterator(obj);   // owned
    l[0] = makeObjectNoIncRef(it);
    checkTraversable(it);
    // (hopForeach's generator stands for php's iterator object itself.)
    ObjectData* handle = hasRuntimeForeach(obj->cls()) ? nullptr : makeIteratorHandle(it);
    l[1] = handle ? makeObjectNoIncRef(handle) : makeNull();
    if (it->hasFlag(ObjectData::kIsGenerator)) {
      generatorIterStart(it, byRef);
      return generatorFetch(vm, it, valLocal, keyLocal, byRef);
    }
    return iteratorFetch(vm, it, valLocal, keyLocal, IterMethod::Rewind);
  }
  // A plain object: its properties visible from here, walked live (above).
  // The object lives as long as the loop, as in php (a `foreach (new A as
  // ...)` destructs A after the loop). An Iterator's [iter+1] is never an Int.
  obj->incRef();
  l[0] = makeObjectNoIncRef(obj);
  l[1] = makeInt(0);
  return propsNext(vm, l, valLocal, keyLocal);
}

} // namespace

void iopIterInit(VMState& vm) {
  uint32_t iter = immU32(vm.pc, 0);
  int32_t done = immI32(vm.pc, 1);
  uint32_t valLocal = immU32(vm.pc, 2);
  uint32_t keyLocal = immU32(vm.pc, 3);
  TypedValue subj = *--vm.sp;
  if (subj.isRef()) {
    TypedValue c = tvCopyValue(subj);
    tvDecRef(subj);
    subj = c;
  }
  TypedValue* l = vm.fp->locals() + iter;
  if (subj.isObject() && subj.m_data.pobj->cls()->native.propertiesAreTable &&
      !classIsTraversable(subj.m_data.pobj->cls())) {
    // A property table made by the class (DateInterval): walked as an array.
    TypedValue table = makeArrayNoIncRef(subj.m_data.pobj->cls()->native.propertiesFor(subj.m_data.pobj));
    tvDecRef(subj);
    subj = table;
  }
  if (subj.isArray()) {
    ArrayData* a = subj.m_data.parr;
    if (a->size() == 0) {
      tvDecRef(subj);
      vm.pc += done;
      return;
    }
    l[0] = subj;   // the iterator owns the snapshot
    uint32_t pos = a->iterBegin();
    l[1] = makeInt(pos);
    assignLocal(vm, valLocal, *a->iterValue(pos));
    if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, a->iterKey(pos));
    advance(vm);
    return;
  }
  if (subj.isObject()) {
    bool more;
    try {
      more = initObjectIter(vm, iter, subj.m_data.pobj, valLocal, keyLocal);
    } catch (...) {
      tvDecRef(subj);
      throw;
    }
    tvDecRef(subj);
    if (!more) {
      freeIter(vm, iter);
      vm.pc += done;
      return;
    }
    advance(vm);
    return;
  }
  raiseWarning("foreach() argument must be of type array|object, %s given", typeNameForMessage(subj).c_str());
  tvDecRef(subj);
  vm.pc += done;
}

void iopIterNext(VMState& vm) {
  uint32_t iter = immU32(vm.pc, 0);
  int32_t loop = immI32(vm.pc, 1);
  uint32_t valLocal = immU32(vm.pc, 2);
  uint32_t keyLocal = immU32(vm.pc, 3);
  TypedValue* l = vm.fp->locals() + iter;
  if (l[0].isArray()) {
    ArrayData* a = l[0].m_data.parr;
    uint32_t pos = a->iterAdvance(uint32_t(l[1].m_data.num));
    if (a->iterValid(pos)) {
      l[1].m_data.num = pos;
      assignLocal(vm, valLocal, *a->iterValue(pos));
      if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, a->iterKey(pos));
      vm.pc += loop;
      return;
    }
    freeIter(vm, iter);
    advance(vm);
    return;
  }
  if (l[0].isObject()) {
    ObjectData* it = l[0].m_data.pobj;
    bool more;
    if (l[1].isInt()) {
      more = propsNext(vm, l, valLocal, keyLocal);
    } else if (it->hasFlag(ObjectData::kIsGenerator)) {
      generatorIterNext(it);
      more = generatorFetch(vm, it, valLocal, keyLocal, false);
    } else {
      more = iteratorFetch(vm, it, valLocal, keyLocal, IterMethod::Next);
    }
    if (more) {
      vm.pc += loop;
      return;
    }
  }
  freeIter(vm, iter);
  advance(vm);
}

// --- By reference -------------------------------------------------------------------------------

namespace {

/// The array a by-ref iteration walks, separated for writing; null when the
/// variable no longer holds an array.
ArrayData* liveArray(TypedValue* l) {
  TypedValue& var = l[0].m_data.pref->m_tv;
  if (!var.isArray()) return nullptr;
  ArrayData::separate(var.m_data.parr);
  return var.m_data.parr;
}

/// foreach by reference over properties refuses readonly ones, as php does.
void checkNotReadonly(ObjectData* obj, StringData* name, const Class* scope) {
  bool acc;
  int64_t slot = obj->cls()->findProp(name->view(), scope, acc);
  if (slot >= 0 && obj->cls()->props[uint32_t(slot)].isReadonly()) {
    const PropSlot& p = obj->cls()->props[uint32_t(slot)];
    throwErrorF(ErrorKind::Error, "Cannot acquire reference to readonly property %s::$%s", p.declCls->name->data(),
                p.name->data());
  }
}

/// Binds the loop's locals to the next visible property of the object
/// [iter] holds, by reference; false at the end.
bool propsNextRef(VMState& vm, TypedValue* l, uint32_t valLocal, uint32_t keyLocal) {
  ObjectData* obj = l[0].m_data.pobj;
  const Class* scope = frameSelf(vm.fp);
  TypedValue k;
  if (!nextVisibleProp(obj, scope, l, k)) return false;
  // Held (binding may release the property's key); integer-like names as strings.
  StringData* pname = k.isString() ? k.m_data.pstr : intToStringData(k.m_data.num);
  if (k.isString()) pname->incRef();
  TypedValue tmp = makeUninit();
  try {
    checkNotReadonly(obj, pname, scope);
    TypedValue* slot = propLvalForRef(l[0], pname, scope, tmp);
    bindLocalRef(vm, valLocal, boxPropSlot(obj, *slot));
    if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, makeStringNoIncRef(pname));
  } catch (...) {
    pname->decRef();
    tvDecRef(tmp);
    throw;
  }
  pname->decRef();
  tvDecRef(tmp);
  return true;
}

/// Starts binding the locals to an object's properties (visible from the
/// running code) by reference; false when it has none.
bool initPropsRefIter(VMState& vm, TypedValue* l, ObjectData* obj, uint32_t valLocal, uint32_t keyLocal) {
  obj->incRef();
  l[0] = makeObjectNoIncRef(obj);
  l[1] = makeInt(0);
  return propsNextRef(vm, l, valLocal, keyLocal);
}

/// Starts a by-reference walk over the properties of the object `held`
/// (an owned reference, released here), then falls into the loop body or
/// past the loop when it has none.
void startPropsRefIter(VMState& vm, uint32_t iter, TypedValue held, uint32_t valLocal, uint32_t keyLocal,
                       int32_t done) {
  TypedValue* l = vm.fp->locals() + iter;
  bool more;
  try {
    more = initPropsRefIter(vm, l, held.m_data.pobj, valLocal, keyLocal);
  } catch (...) {
    tvDecRef(held);
    throw;
  }
  tvDecRef(held);
  if (!more) {
    freeIter(vm, iter);
    vm.pc += done;
    return;
  }
  advance(vm);
}

void bindElement(VMState& vm, ArrayData* a, uint32_t pos, uint32_t valLocal, uint32_t keyLocal) {
  TypedValue* elem = a->iterValueMutable(pos);
  RefData* r = boxSlot(*elem);
  noteRefRoot(r);
  bindLocalRef(vm, valLocal, r);
  if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, a->iterKey(pos));
}

} // namespace

void iopIterInitRef(VMState& vm) {
  uint32_t iter = immU32(vm.pc, 0);
  int32_t done = immI32(vm.pc, 1);
  uint32_t valLocal = immU32(vm.pc, 2);
  uint32_t keyLocal = immU32(vm.pc, 3);
  TypedValue ref = *--vm.sp;   // a Reference to the iterated variable
  TypedValue* l = vm.fp->locals() + iter;
  TypedValue& var = ref.m_data.pref->m_tv;
  if (var.isNull() || var.isArray()) {
    if (var.isNull() || var.m_data.parr->size() == 0) {
      if (var.isNull()) raiseWarning("foreach() argument must be of type array|object, null given");
      tvDecRef(ref);
      vm.pc += done;
      return;
    }
    l[0] = ref;
    ArrayData* a = liveArray(l);
    uint32_t pos = a->iterBegin();
    l[1] = makeInt(ctx().arrayIterators.add(a, pos + 1, l));
    bindElement(vm, a, pos, valLocal, keyLocal);
    advance(vm);
    return;
  }
  if (var.isObject()) {
    ObjectData* obj = var.m_data.pobj;
    if (classIsTraversable(obj->cls())) {
      if ((!classImplements(obj->cls(), "Iterator") && !classImplements(obj->cls(), "IteratorAggregate")) ||
          hasRuntimeForeach(obj->cls())) {
        tvDecRef(ref);
        throwError(ErrorKind::Error, "An iterator cannot be used with foreach by reference");
      }
      obj->incRef();
      TypedValue o = makeObjectNoIncRef(obj);
      tvDecRef(ref);
      ObjectData* it;
      try {
        it = resolveIterator(obj);
      } catch (...) {
        tvDecRef(o);
        throw;
      }
      // An ArrayIterator (also behind an IteratorAggregate) walks its storage
      // array by reference; a generator needs to yield by reference; other
      // iterators cannot.
      if (auto hook = it->cls()->native.refIterStorage) {
        TypedValue* slot = hook(it);
        if (slot && tvDeref(slot)->isObject()) {
          // Storage that is an object: its properties, by reference.
          ObjectData* target = tvDeref(slot)->m_data.pobj;
          target->incRef();
          TypedValue t = makeObjectNoIncRef(target);
          it->decRef();
          tvDecRef(o);
          startPropsRefIter(vm, iter, t, valLocal, keyLocal, done);
          return;
        }
        if (slot) {
          RefData* r = boxSlot(*slot);
          r->m_hdr.incRef();
          it->decRef();
          tvDecRef(o);
          l[0] = makeRefNoIncRef(r);
          l[1] = makeInt(-1);   // no position registered yet
          ArrayData* a = liveArray(l);
          if (!a || a->size() == 0) {
            freeIter(vm, iter);
            vm.pc += done;
            return;
          }
          uint32_t pos = a->iterBegin();
          l[1] = makeInt(ctx().arrayIterators.add(a, pos + 1, l));
          bindElement(vm, a, pos, valLocal, keyLocal);
          advance(vm);
          return;
        }
      }
      // Other iterators cannot, but a generator may (generatorIterStart checks
      // that it is open and declared to yield by reference): the loop
      // variable aliases what it yields.
      TypedValue itv = makeObjectNoIncRef(it);   // owned
      tvDecRef(o);
      if (!it->hasFlag(ObjectData::kIsGenerator)) {
        tvDecRef(itv);
        throwError(ErrorKind::Error, "An iterator cannot be used with foreach by reference");
      }
      bool more;
      try {
        more = initObjectIter(vm, iter, it, valLocal, keyLocal, true);
      } catch (...) {
        tvDecRef(itv);
        throw;
      }
      tvDecRef(itv);
      if (!more) {
        freeIter(vm, iter);
        vm.pc += done;
        return;
      }
      advance(vm);
      return;
    }
    // Plain object: bind to its properties.
    obj->incRef();
    TypedValue o = makeObjectNoIncRef(obj);
    tvDecRef(ref);
    startPropsRefIter(vm, iter, o, valLocal, keyLocal, done);
    return;
  }
  raiseWarning("foreach() argument must be of type array|object, %s given", typeNameForMessage(var).c_str());
  tvDecRef(ref);
  vm.pc += done;
}

void iopIterNextRef(VMState& vm) {
  uint32_t iter = immU32(vm.pc, 0);
  int32_t loop = immI32(vm.pc, 1);
  uint32_t valLocal = immU32(vm.pc, 2);
  uint32_t keyLocal = immU32(vm.pc, 3);
  TypedValue* l = vm.fp->locals() + iter;
  if (l[0].isRef()) {
    ArrayData* a = liveArray(l);
    if (a) {
      // The registered position is the next element to visit (the loop's
      // body may have moved the elements: array-iterators.h); deleted ones
      // are skipped, as php's FE_FETCH_RW does.
      uint32_t& next = ctx().arrayIterators.pos(uint32_t(l[1].m_data.num), a);
      uint32_t pos = a->iterFrom(next);
      if (a->iterValid(pos)) {
        next = pos + 1;
        bindElement(vm, a, pos, valLocal, keyLocal);
        vm.pc += loop;
        return;
      }
    } else if (const TypedValue& var = l[0].m_data.pref->m_tv; !var.isObject()) {
      // The loop made the variable something else (php's FE_FETCH_RW).
      raiseWarning("foreach() argument must be of type array|object, %s given", typeNameForMessage(var).c_str());
    }
  } else if (l[0].isObject() && l[1].isInt()) {
    if (propsNextRef(vm, l, valLocal, keyLocal)) {
      vm.pc += loop;
      return;
    }
  } else if (l[0].isObject()) {
    ObjectData* it = l[0].m_data.pobj;
    bool more;
    if (it->hasFlag(ObjectData::kIsGenerator)) {
      generatorIterNext(it);
      more = generatorFetch(vm, it, valLocal, keyLocal, true);
    } else {
      more = iteratorFetch(vm, it, valLocal, keyLocal, IterMethod::Next);
    }
    if (more) {
      vm.pc += loop;
      return;
    }
  }
  freeIter(vm, iter);
  advance(vm);
}

void iopIterFree(VMState& vm) {
  freeIter(vm, immU32(vm.pc, 0));
  advance(vm);
}

} // namespace hop
