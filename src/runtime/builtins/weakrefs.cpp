// weakrefs.cpp — WeakReference and WeakMap: references that do not keep their
// object alive, cleared (map entries dropped) when it dies (php's zend_weakrefs.c).
#include <unordered_map>
#include <vector>

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {

namespace {

// What refers weakly to one object: its WeakReference (php keeps one per
// object) and the maps it is a key of.
struct WeakTargets {
  ObjectData* ref = nullptr;
  std::vector<ObjectData*> maps;
};

// Per request: the weakly referenced objects. Entries go when the object or
// the last thing referring to it dies; what is left at request end is dropped
// by the sweep of the weak objects still alive. Per thread, as requests are
// (server mode runs requests on several threads at once).
std::unordered_map<ObjectData*, WeakTargets>& registry() {
  static thread_local std::unordered_map<ObjectData*, WeakTargets> r;
  return r;
}
const RequestLocalReset kResetWeakRefs([] { registry().clear(); });   // addresses of the request's objects

struct RefData {
  ObjectData* target;   // null once the object died
};
// The entries, keyed by the key object's address (insertion order kept).
struct MapData {
  ArrayData* entries;
};

RefData* refData(ObjectData* o) { return o->nativeData<RefData>(); }
MapData* mapData(ObjectData* o) { return o->nativeData<MapData>(); }
int64_t keyOf(ObjectData* o) { return static_cast<int64_t>(reinterpret_cast<uintptr_t>(o)); }
ObjectData* objectOfKey(int64_t k) { return reinterpret_cast<ObjectData*>(static_cast<uintptr_t>(k)); }

void dropIfUnused(std::unordered_map<ObjectData*, WeakTargets>::iterator it) {
  if (it->second.ref || !it->second.maps.empty()) return;
  it->first->clearFlag(ObjectData::kWeaklyReferenced);
  registry().erase(it);
}

void unlinkMap(ObjectData* key, ObjectData* map) {
  auto it = registry().find(key);
  if (it == registry().end()) return;
  auto& v = it->second.maps;
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] == map) {
      v.erase(v.begin() + i);
      break;
    }
  dropIfUnused(it);
}

/// An object with weak references dies: its WeakReference is cleared and its
/// entries leave every map (their values released afterwards, which may run
/// destructors).
void objectDied(ObjectData* o) {
  auto it = registry().find(o);
  if (it == registry().end()) return;
  WeakTargets t = std::move(it->second);
  registry().erase(it);
  if (t.ref) refData(t.ref)->target = nullptr;
  std::vector<TypedValue> released;
  for (ObjectData* m : t.maps) {
    ArrayData*& e = mapData(m)->entries;
    if (!e) continue;
    if (const TypedValue* v = e->getInt(keyOf(o))) {
      released.push_back(tvCopyValue(*v));   // released once every map let go
      ArrayData::remove(e, ArrayKey::ofInt(keyOf(o)));
    }
  }
  for (TypedValue& v : released) tvDecRef(v);
}

// --- WeakReference -------------------------------------------------------------------------------

void refInit(ObjectData* o) { refData(o)->target = nullptr; }
void refDestroy(ObjectData* o) {
  ObjectData* t = refData(o)->target;
  if (!t) return;
  refData(o)->target = nullptr;
  auto it = registry().find(t);
  if (it == registry().end()) return;
  it->second.ref = nullptr;
  dropIfUnused(it);
}
void weakSweep(ObjectData*) { registry().clear(); }

void f_refCreate(NativeArgs& a) {
  ObjectData* target = a.obj(0);
  WeakTargets& t = registry()[target];
  target->setFlag(ObjectData::kWeaklyReferenced);
  if (t.ref) {
    t.ref->incRef();
    a.retObject(t.ref);
    return;
  }
  ObjectData* r = ObjectData::make(lookupClassAutoload("WeakReference"));
  refData(r)->target = target;
  t.ref = r;
  a.retObject(r);
}

void f_refGet(NativeArgs& a) {
  ObjectData* t = refData(a.thisObj)->target;
  if (!t) {
    a.retNull();
    return;
  }
  t->incRef();
  a.retObject(t);
}

// --- WeakMap -------------------------------------------------------------------------------------

void mapInit(ObjectData* o) { mapData(o)->entries = nullptr; }

void mapDestroy(ObjectData* o) {
  ArrayData* e = mapData(o)->entries;
  if (!e) return;
  mapData(o)->entries = nullptr;
  for (uint32_t p = e->iterBegin(); e->iterValid(p); p = e->iterAdvance(p))
    unlinkMap(objectOfKey(e->iterKey(p).m_data.num), o);
  e->decRef();
}

ObjectData* mapKey(const TypedValue& k) {
  const TypedValue& v = *tvDeref(&k);
  if (!v.isObject()) throwError(ErrorKind::TypeError, "WeakMap key must be an object");
  return v.m_data.pobj;
}

[[noreturn]] void notContained(ObjectData* key) {
  throwErrorF(ErrorKind::Error, "Object %s#%u not contained in WeakMap", key->cls()->name->data(), key->handle());
}

void mapStore(ObjectData* map, ObjectData* key, TypedValue v) {
  ArrayData*& e = mapData(map)->entries;
  if (!e) e = ArrayData::makeHash(8);
  if (TypedValue* slot = const_cast<TypedValue*>(e->getInt(keyOf(key)))) {
    ArrayData::separate(e);
    slot = ArrayData::lvalInt(e, keyOf(key));
    TypedValue old = *slot;
    *slot = v;
    tvDecRef(old);
    return;
  }
  ArrayData::set(e, ArrayKey::ofInt(keyOf(key)), v);
  WeakTargets& t = registry()[key];
  key->setFlag(ObjectData::kWeaklyReferenced);
  t.maps.push_back(map);
}

void f_mapGet(NativeArgs& a) {
  ObjectData* key = mapKey(a.arg(0));
  const ArrayData* e = mapData(a.thisObj)->entries;
  const TypedValue* v = e ? e->getInt(keyOf(key)) : nullptr;
  if (!v) notContained(key);
  a.retCopy(*tvDeref(v));
}

void f_mapSet(NativeArgs& a) {
  if (a.arg(0).isNull()) throwError(ErrorKind::Error, "Cannot append to WeakMap");
  ObjectData* key = mapKey(a.arg(0));
  mapStore(a.thisObj, key, tvCopyValue(a.arg(1)));
  a.retNull();
}

void f_mapExists(NativeArgs& a) {
  ObjectData* key = mapKey(a.arg(0));
  const ArrayData* e = mapData(a.thisObj)->entries;
  const TypedValue* v = e ? e->getInt(keyOf(key)) : nullptr;
  a.retBool(v && !tvDeref(v)->isNull());
}

void f_mapUnset(NativeArgs& a) {
  ObjectData* key = mapKey(a.arg(0));
  ArrayData*& e = mapData(a.thisObj)->entries;
  const TypedValue* v = e ? e->getInt(keyOf(key)) : nullptr;
  if (v) {
    TypedValue old = tvCopyValue(*v);
    ArrayData::remove(e, ArrayKey::ofInt(keyOf(key)));
    unlinkMap(key, a.thisObj);
    tvDecRef(old);
  }
  a.retNull();
}

void f_mapCount(NativeArgs& a) {
  const ArrayData* e = mapData(a.thisObj)->entries;
  a.retInt(e ? e->size() : 0);
}

/// [[key, value], ...] in insertion order.
ArrayData* mapPairs(ObjectData* map, bool named) {
  const ArrayData* e = mapData(map)->entries;
  ArrayData* r = ArrayData::makePacked(e ? e->size() : 0);
  if (!e) return r;
  StringData* kName = StringData::interned("key");
  StringData* vName = StringData::interned("value");
  for (uint32_t p = e->iterBegin(); e->iterValid(p); p = e->iterAdvance(p)) {
    ObjectData* k = objectOfKey(e->iterKey(p).m_data.num);
    k->incRef();
    ArrayData* pair = named ? ArrayData::makeHash(2) : ArrayData::makePacked(2);
    if (named) {
      ArrayData::set(pair, ArrayKey::ofStr(kName), makeObjectNoIncRef(k));
      ArrayData::set(pair, ArrayKey::ofStr(vName), tvCopyValue(*tvDeref(e->iterValue(p))));
    } else {
      ArrayData::append(pair, makeObjectNoIncRef(k));
      ArrayData::append(pair, tvCopyValue(*tvDeref(e->iterValue(p))));
    }
    ArrayData::append(r, makeArrayNoIncRef(pair));
  }
  return r;
}

void f_mapEntries(NativeArgs& a) { a.retArray(mapPairs(a.thisObj, false)); }

/// var_dump/print_r: one [key => ..., value => ...] array per entry.
ArrayData* mapDebugInfo(ObjectData* o) { return mapPairs(o, true); }

void mapClone(ObjectData* from, ObjectData* to) {
  mapData(to)->entries = nullptr;
  const ArrayData* e = mapData(from)->entries;
  if (!e) return;
  for (uint32_t p = e->iterBegin(); e->iterValid(p); p = e->iterAdvance(p))
    mapStore(to, objectOfKey(e->iterKey(p).m_data.num), tvCopyValue(*tvDeref(e->iterValue(p))));
}

const int kRegistered = [] {
  g_weakRefNotify = objectDied;
  NativeClassHooks ref;
  ref.dataSize = sizeof(RefData);
  ref.init = refInit;
  ref.destroy = refDestroy;
  ref.sweep = weakSweep;
  ref.noClone = true;
  ref.noDynamicProps = true;
  registerNativeClass("WeakReference", ref);
  NativeClassHooks map;
  map.dataSize = sizeof(MapData);
  map.init = mapInit;
  map.destroy = mapDestroy;
  map.sweep = weakSweep;
  map.clone = mapClone;
  map.debugInfo = mapDebugInfo;
  map.noDynamicProps = true;
  registerNativeClass("WeakMap", map);
  return 0;
}();

const BuiltinDecl kWeakRefNatives[] = {
    {"WeakReference::create", f_refCreate},
    {"WeakReference::get", f_refGet},
    {"WeakMap::offsetGet", f_mapGet},
    {"WeakMap::offsetSet", f_mapSet},
    {"WeakMap::offsetExists", f_mapExists},
    {"WeakMap::offsetUnset", f_mapUnset},
    {"WeakMap::count", f_mapCount},
    {"WeakMap::hopEntries", f_mapEntries},
};
HOP_REGISTER_BUILTINS(kWeakRefNatives);

} // namespace

} // namespace hop
