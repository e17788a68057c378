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

void freeIter(VMState& vm, uint32_t iter) {
  TypedValue* l = vm.fp->locals() + iter;
  // A by-reference walk over an array: its registered position.
  if (l[0].isRef() && l[1].isInt()) ctx().arrayIterators.release(uint32_t(l[1].m_data.num));
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
  // A plain object: its properties visible from here, as a snapshot. The
  // object lives as long as the loop, as in php (a `foreach (new A as ...)`
  // destructs A after the loop): [iter] holds it, [iter+1] the packed pair
  // [snapshot, position] (an Iterator's [iter+1] is never an array).
  ArrayData* props = objectVisibleProps(obj, frameSelf(vm.fp));
  if (props->size() == 0) {
    props->decRef();
    return false;
  }
  uint32_t pos = props->iterBegin();
  ArrayData* state = ArrayData::makePacked(2);
  ArrayData::append(state, makeArrayNoIncRef(props));
  ArrayData::append(state, makeInt(pos));
  obj->incRef();
  l[0] = makeObjectNoIncRef(obj);
  l[1] = makeArrayNoIncRef(state);
  assignLocal(vm, valLocal, *props->iterValue(pos));
  if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, props->iterKey(pos));
  return true;
}

/// The next step over a plain object's property snapshot ([iter+1], above).
bool propsSnapshotNext(VMState& vm, TypedValue* l, uint32_t valLocal, uint32_t keyLocal) {
  TypedValue* state = l[1].m_data.parr->packedData();
  const ArrayData* props = state[0].m_data.parr;
  uint32_t pos = props->iterAdvance(uint32_t(state[1].m_data.num));
  if (!props->iterValid(pos)) return false;
  state[1].m_data.num = pos;
  assignLocal(vm, valLocal, *props->iterValue(pos));
  if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, props->iterKey(pos));
  return true;
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
    if (l[1].isArray()) {
      more = propsSnapshotNext(vm, l, valLocal, keyLocal);
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

/// Starts binding the locals to an object's properties (visible from the
/// running code) by reference; false when it has none.
bool initPropsRefIter(VMState& vm, TypedValue* l, ObjectData* obj, uint32_t valLocal, uint32_t keyLocal) {
  ArrayData* names = objectVisibleProps(obj, frameSelf(vm.fp));
  if (names->size() == 0) {
    names->decRef();
    return false;
  }
  obj->incRef();
  l[0] = makeObjectNoIncRef(obj);
  l[1] = makeArrayNoIncRef(names);
  uint32_t pos = names->iterBegin();
  TypedValue k = names->iterKey(pos);
  StringData* pname = k.isString() ? k.m_data.pstr : intToStringData(k.m_data.num);
  TypedValue tmp = makeUninit();
  TypedValue* slot;
  try {
    checkNotReadonly(obj, pname, frameSelf(vm.fp));
    slot = propLvalForRef(l[0], pname, frameSelf(vm.fp), tmp);
  } catch (...) {
    if (!k.isString()) pname->decRef();
    throw;
  }
  bindLocalRef(vm, valLocal, boxPropSlot(obj, *slot));
  if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, k);
  if (!k.isString()) pname->decRef();
  tvDecRef(tmp);
  // Remember the position in the names array's internal pointer.
  names->m_pos = pos;
  return true;
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
    }
  } else if (l[0].isObject() && l[1].isArray()) {
    ArrayData* names = l[1].m_data.parr;
    uint32_t pos = names->iterAdvance(names->m_pos);
    if (names->iterValid(pos)) {
      names->m_pos = pos;
      TypedValue k = names->iterKey(pos);
      StringData* pname = k.isString() ? k.m_data.pstr : intToStringData(k.m_data.num);
      if (k.isString()) checkNotReadonly(l[0].m_data.pobj, pname, frameSelf(vm.fp));
      TypedValue tmp = makeUninit();
      TypedValue* slot = propLvalForRef(l[0], pname, frameSelf(vm.fp), tmp);
      bindLocalRef(vm, valLocal, boxPropSlot(l[0].m_data.pobj, *slot));
      if (keyLocal != kNoLocal) assignLocal(vm, keyLocal, k);
      if (!k.isString()) pname->decRef();
      tvDecRef(tmp);
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
