// weakrefs.cpp — the natives of WeakReference and WeakMap (weakrefs.php): a
// per-request registry of weakly referenced objects, which ObjectData::freeRaw
// notifies (weakObjectFreed) so WeakReference::get() turns null and WeakMaps
// drop the dead object's entry.
#include <algorithm>
#include <unordered_map>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "vm/class-linker.h"

namespace hop {

namespace {

struct WeakEntry {
  ObjectData* ref = nullptr;            // its WeakReference (not counted), if any
  std::vector<ObjectData*> maps;        // WeakMaps holding it as a key (not counted)
};

struct WeakRegistry {
  const ExecutionContext* owner = nullptr;
  std::unordered_map<ObjectData*, WeakEntry> entries;
};

thread_local WeakRegistry t_registry;

/// This request's registry (entries of an earlier request on this thread are gone).
std::unordered_map<ObjectData*, WeakEntry>& registry() {
  if (t_registry.owner != &ctx()) {
    t_registry.entries.clear();
    t_registry.owner = &ctx();
  }
  return t_registry.entries;
}

ObjectData*& referent(ObjectData* weakRef) { return *weakRef->nativeData<ObjectData*>(); }

/// The slot of WeakMap's $storage property.
TypedValue* mapStorage(ObjectData* map) {
  bool acc;
  int64_t slot = map->cls()->findProp("storage", map->cls(), acc);
  return slot < 0 ? nullptr : map->prop(uint32_t(slot));
}

void eraseEntryIfEmpty(std::unordered_map<ObjectData*, WeakEntry>& reg, ObjectData* o) {
  auto it = reg.find(o);
  if (it != reg.end() && !it->second.ref && it->second.maps.empty()) {
    reg.erase(it);
    o->clearFlag(ObjectData::kWeaklyReferenced);
  }
}

// --- WeakReference ----------------------------------------------------------------

void f_wr_create(NativeArgs& a) {
  ObjectData* o = a.obj(0);
  auto& reg = registry();
  WeakEntry& e = reg[o];
  o->setFlag(ObjectData::kWeaklyReferenced);
  if (e.ref) {
    e.ref->incRef();
    a.retObject(e.ref);
    return;
  }
  ObjectData* wr = ObjectData::make(a.calledClass ? a.calledClass : const_cast<Class*>(a.func->cls));
  referent(wr) = o;
  e.ref = wr;
  a.retObject(wr);
}

void f_wr_get(NativeArgs& a) {
  ObjectData* o = referent(a.thisObj);
  if (!o) return;
  o->incRef();
  a.retObject(o);
}

void wrInit(ObjectData* wr) { referent(wr) = nullptr; }

void wrDestroy(ObjectData* wr) {
  ObjectData* o = referent(wr);
  if (!o) return;
  referent(wr) = nullptr;
  auto& reg = registry();
  auto it = reg.find(o);
  if (it != reg.end() && it->second.ref == wr) it->second.ref = nullptr;
  eraseEntryIfEmpty(reg, o);
}

// --- WeakMap --------------------------------------------------------------------------

void f_wm_track(NativeArgs& a) {
  ObjectData* map = a.obj(0);
  ObjectData* key = a.obj(1);
  WeakEntry& e = registry()[key];
  key->setFlag(ObjectData::kWeaklyReferenced);
  if (std::find(e.maps.begin(), e.maps.end(), map) == e.maps.end()) e.maps.push_back(map);
}

void untrack(ObjectData* map, ObjectData* key) {
  auto& reg = registry();
  auto it = reg.find(key);
  if (it == reg.end()) return;
  auto& maps = it->second.maps;
  maps.erase(std::remove(maps.begin(), maps.end(), map), maps.end());
  eraseEntryIfEmpty(reg, key);
}

void f_wm_untrack(NativeArgs& a) { untrack(a.obj(0), a.obj(1)); }

void f_wm_object(NativeArgs& a) {
  int64_t id = a.i64(0);
  if (id < 0) return;
  ObjectData* o = ctx().objects.get(uint32_t(id));
  if (!o) return;
  o->incRef();
  a.retObject(o);
}

/// Calls f(key object) for each live key of a map's storage.
template <class F> void forEachKey(ObjectData* map, F f) {
  TypedValue* s = mapStorage(map);
  if (!s || !tvDeref(s)->isArray()) return;
  ArrayData* arr = tvDeref(s)->m_data.parr;
  std::vector<ObjectData*> keys;
  for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p)) {
    TypedValue k = arr->iterKey(p);
    if (!k.isInt()) continue;
    if (ObjectData* o = ctx().objects.get(uint32_t(k.m_data.num))) keys.push_back(o);
  }
  for (ObjectData* o : keys) f(o);
}

void wmDestroy(ObjectData* map) {
  forEachKey(map, [&](ObjectData* key) { untrack(map, key); });
}

void wmClone(ObjectData* /*from*/, ObjectData* to) {
  forEachKey(to, [&](ObjectData* key) {
    registry()[key].maps.push_back(to);
    key->setFlag(ObjectData::kWeaklyReferenced);
  });
}

const int kRegistered = [] {
  NativeClassHooks wr;
  wr.dataSize = sizeof(ObjectData*);
  wr.init = wrInit;
  wr.destroy = wrDestroy;
  wr.noClone = true;
  wr.noDynamicProps = true;
  wr.newError = "Direct instantiation of WeakReference is not allowed, use WeakReference::create instead";
  registerNativeClass("WeakReference", wr);
  NativeClassHooks wm;
  wm.destroy = wmDestroy;
  wm.clone = wmClone;
  wm.noDynamicProps = true;
  registerNativeClass("WeakMap", wm);
  return 0;
}();

const BuiltinDecl kWeakNatives[] = {
    {"WeakReference::create", f_wr_create},
    {"WeakReference::get", f_wr_get},
    {"WeakMap::hopTrack", f_wm_track},
    {"WeakMap::hopUntrack", f_wm_untrack},
    {"WeakMap::hopObject", f_wm_object},
};
HOP_REGISTER_BUILTINS(kWeakNatives);

} // namespace

void weakObjectFreed(ObjectData* o) {
  auto& reg = registry();
  auto it = reg.find(o);
  if (it == reg.end()) return;
  WeakEntry e = std::move(it->second);
  reg.erase(it);
  o->clearFlag(ObjectData::kWeaklyReferenced);
  if (e.ref) referent(e.ref) = nullptr;
  // Drop the entries last: a value's destructor may run PHP code.
  std::vector<TypedValue> dropped;
  for (ObjectData* map : e.maps) {
    TypedValue* s = mapStorage(map);
    if (!s || !tvDeref(s)->isArray()) continue;
    TypedValue* arrTv = tvDeref(s);
    ArrayKey k = ArrayKey::ofInt(int64_t(o->handle()));
    const TypedValue* v = arrTv->m_data.parr->get(k);
    if (!v) continue;
    map->incRef();
    dropped.push_back(makeObjectNoIncRef(map));
    TypedValue keep = *v;
    tvIncRef(keep);
    dropped.push_back(keep);
    ArrayData::remove(arrTv->m_data.parr, k);
  }
  for (TypedValue& v : dropped) tvDecRef(v);
}

} // namespace hop
