// object-data.cpp — object allocation, destruction (__destruct) and the
// per-request handle table.
#include "runtime/object/object-data.h"
#include "runtime/object/object-teardown.h"

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/release-chain.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-ops.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/cycle-collector.h"
#include "vm/interp.h"
#include "vm/typed-ref.h"

namespace hop {

namespace {

thread_local uint32_t tl_objectsMade = 0;

size_t objectAllocSize(const Class* cls) {
  return sizeof(ObjectData) + size_t(cls->numProps()) * sizeof(TypedValue) + cls->native.dataSize;
}

} // namespace

namespace {
/// A new object of `cls` whose property slots are left for the caller to fill.
HOP_ALWAYS_INLINE ObjectData* allocateObject(Class* cls) {
  auto* o = static_cast<ObjectData*>(reqAlloc(objectAllocSize(cls)));
  o->m_hdr.m_count = 1;
  o->m_hdr.m_kind = HeaderKind::Object;
  o->m_hdr.m_flags = 0;
  o->m_hdr.m_aux = 0;
  o->m_cls = cls;
  o->m_dynProps = nullptr;
  o->m_pad = 0;
  return o;
}
/// The object's native data and handle, once its properties hold values.
HOP_ALWAYS_INLINE ObjectData* registerObject(ObjectData* o, Class* cls) {
  if (cls->native.init) cls->native.init(o);
  o->m_handle = ctx().objects.add(o);
  if (HOP_UNLIKELY(++tl_objectsMade == 4096)) {   // now and then: is a cycle collection due?
    tl_objectsMade = 0;
    maybeScheduleCycleCollection();
  }
  return o;
}
} // namespace

ObjectData* ObjectData::make(Class* cls) {
  if (!cls->propDefaultsResolved) resolvePropDefaults(cls);
  ObjectData* o = allocateObject(cls);
  TypedValue* p = o->props();
  for (uint32_t i = 0, n = cls->numProps(); i < n; ++i) {
    p[i] = cls->propDefaults[i];
    tvIncRef(p[i]);
  }
  return registerObject(o, cls);
}

/// (Declared where it is called, runtime/object/object-ops.cpp, not in
/// object-data.h, which most files include.) A new object of src's class
/// whose properties are copies of src's, as `clone` makes them (php's
/// zend_objects_clone_members): a reference nothing else holds is copied as
/// its value; the native data is initialized, not copied. Dynamic properties
/// and __clone are the caller's.
ObjectData* makeObjectPropsCopy(const ObjectData* src) {
  Class* cls = src->cls();
  ObjectData* o = allocateObject(cls);
  const TypedValue* s = src->props();
  TypedValue* d = o->props();
  for (uint32_t i = 0, n = cls->numProps(); i < n; ++i) {
    d[i] = s[i];
    if (HOP_UNLIKELY(s[i].m_type == DataType::Reference)) {
      tvDupForContainerCopy(s[i], d[i], nullptr);
      // A reference still shared is held by one more typed property now.
      RefTypeSource ts;
      if (HOP_UNLIKELY(typedRefIn(d[i]) != nullptr) && typeSourceOf(cls->props[i], ts))
        refAddTypeSource(d[i].m_data.pref, ts);
    } else {
      tvIncRef(d[i]);
    }
  }
  return registerObject(o, cls);
}

namespace {

/// Runs an object's destructor: the native one of runtime classes (php's
/// dtor_obj: Fiber, Generator), else __destruct. Fiber switches are refused
/// meanwhile, as in php 8.2.
void runDestructor(ObjectData* o) {
  FiberSwitchBlock noSwitch;
  Class* cls = o->cls();
  if (cls->native.dtor) {
    cls->native.dtor(o);
    return;
  }
  TypedValue r = invokeFunc(cls->dtor, nullptr, 0, CallContext{o, cls, nullptr});
  tvDecRef(r);
}

bool hasDestructor(const Class* cls) { return cls->dtor || cls->native.dtor; }

} // namespace

void ObjectData::release() {
  if (hasDestructor(m_cls) && !hasFlag(kDestructed) && !hasFlag(kNoDestruct)) {
    setFlag(kDestructed);
    m_hdr.m_count = 1;   // alive again while __destruct runs
    try {
      runDestructor(this);
    } catch (...) {
      releaseAfterDestructorThrew();
    }
    // The destructor may have stored $this somewhere: then it lives on.
    if (!m_hdr.decRefAndTestRelease()) return;
  }
  freeRaw();
}

void (*g_weakRefNotify)(ObjectData*) = nullptr;

/// release()'s catch: __destruct threw. The object goes unless the
/// destructor kept it; an exception from what it held is chained after.
void ObjectData::releaseAfterDestructorThrew() {
  if (!m_hdr.decRefAndTestRelease()) throw;
  try {
    throw;
  } catch (PhpException& e) {
    ObjectData* exc = e.obj;
    try {
      freeRaw();
    } catch (PhpException& later) {
      throw PhpException{chainThrown(later.obj, exc)};
    }
    throw;
  } catch (...) {
    freeRaw();
    throw;
  }
}


namespace {

/// The values an object holds: its dynamic properties, then its declared
/// ones. Each slot is emptied before its value goes, so after a destructor
/// threw this can run again from the start for the rest.
HOP_ALWAYS_INLINE void releaseHeldValues(ObjectData* o) {
  const Class* cls = o->m_cls;
  if (o->m_dynProps) {
    ArrayData* d = o->m_dynProps;
    o->m_dynProps = nullptr;
    d->decRef();
  }
  TypedValue* p = o->props();
  for (uint32_t i = 0, n = cls->numProps(); i < n; ++i) {
    if (HOP_UNLIKELY(p[i].m_type == DataType::Reference) && p[i].m_data.pref->hasTypeSources()) {
      RefTypeSource src;
      if (typeSourceOf(cls->props[i], src)) refDelTypeSource(p[i].m_data.pref, src);
    }
    tvClear(p[i]);
  }
}

/// A destructor threw `exc` while the object's values went: the rest go too.
template <bool kFreeShell>
[[noreturn]] __attribute__((noinline, cold)) void releaseHeldValuesAfterThrow(ObjectData* o, ObjectData* exc) {
  releaseAllChained([&] { releaseHeldValues(o); }, [&] { if (kFreeShell) freeObjectShell(o); }, exc);
}

/// releaseObjectContents; kFreeShell: a destructor's exception frees the shell
/// too before it leaves (ObjectData::freeRaw).
template <bool kFreeShell>
HOP_ALWAYS_INLINE void releaseContents(ObjectData* o) {
  Class* cls = o->m_cls;
  if (o->hasFlag(ObjectData::kWeaklyReferenced)) {
    o->clearFlag(ObjectData::kWeaklyReferenced);
    g_weakRefNotify(o);
  }
  // php's order: what the object holds goes first (dynamic properties, then
  // declared ones), its own handle last, so the next object created reuses
  // this handle rather than those of the objects it held.
  if (cls->native.destroy) cls->native.destroy(o);
  try {
    releaseHeldValues(o);
  } catch (PhpException& e) {
    releaseHeldValuesAfterThrow<kFreeShell>(o, e.obj);
  }
}

} // namespace

void releaseObjectContents(ObjectData* o) { releaseContents<false>(o); }

void ObjectData::freeRaw() {
  releaseContents<true>(this);
  freeObjectShell(this);
}

ObjectData* chainThrown(ObjectData* later, ObjectData* earlier) {
  chainPreviousException(later, earlier);
  return later;
}

void freeObjectShell(ObjectData* o) {
  ctx().objects.remove(o->m_handle);
  reqFree(o, objectAllocSize(o->m_cls));
}

// --- ObjectStore ----------------------------------------------------------------------------------

namespace {
// The vectors' appends out of line and reached by tail calls, so add() and
// remove() save no registers (every `new` and every object's release passes
// here: their prologues and epilogues were half of their 28 and 18 instructions).
[[gnu::noinline]] uint32_t appendHandle(std::vector<ObjectData*>& slots, ObjectData* o) {
  slots.push_back(o);
  return static_cast<uint32_t>(slots.size() - 1);
}
[[gnu::noinline]] void pushFreeHandle(std::vector<uint32_t>& free, uint32_t handle) { free.push_back(handle); }
} // namespace

uint32_t ObjectStore::add(ObjectData* o) {
  if (!m_free.empty()) {
    uint32_t h = m_free.back();
    m_free.pop_back();
    m_slots[h] = o;
    return h;
  }
  return appendHandle(m_slots, o);
}

void ObjectStore::remove(uint32_t handle) {
  if (handle < m_slots.size() && m_slots[handle]) {
    m_slots[handle] = nullptr;
    if (!m_noReuse) pushFreeHandle(m_free, handle);
  }
}

void ObjectStore::destructAll() {
  // Handle order, as php's zend_objects_store_call_destructors. Objects
  // created by destructors get theirs too: from now on handles are not
  // reused, so those come after every handle the walk has passed.
  m_noReuse = true;
  m_free.clear();
  for (uint32_t h = 1; h < m_slots.size(); ++h)
    if (ObjectData* o = m_slots[h]) runPendingDestructor(o);
}

bool runPendingDestructor(ObjectData* o) {
  if (o->hasFlag(ObjectData::kDestructed) || o->hasFlag(ObjectData::kNoDestruct) || !hasDestructor(o->m_cls))
    return false;
  o->setFlag(ObjectData::kDestructed);
  o->incRef();
  try {
    runDestructor(o);
  } catch (...) {
    o->decRef();
    throw;
  }
  o->decRef();
  return true;
}

void ObjectStore::markAllDestructed() {
  for (ObjectData* o : m_slots)
    if (o) o->setFlag(ObjectData::kDestructed);
}

void ObjectStore::sweepNativeData() {
  for (uint32_t h = 1; h < m_slots.size(); ++h)
    if (ObjectData* o = m_slots[h])
      if (auto sweep = o->cls()->native.sweep) sweep(o);
}

void ObjectStore::freeAll() {
  // Cycles that refcounting never freed: mark them destructed and drop them.
  for (uint32_t h = 1; h < m_slots.size(); ++h)
    if (ObjectData* o = m_slots[h]) o->setFlag(ObjectData::kDestructed);
  m_slots.assign(1, nullptr);
  m_free.clear();
  m_noReuse = false;
}

} // namespace hop
