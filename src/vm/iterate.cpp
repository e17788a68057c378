// iterate.cpp — the Iterator / IteratorAggregate protocols from C++.
#include "vm/iterate.h"

#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "vm/generator.h"
#include "vm/lookup.h"

namespace hop {

namespace {

/// php's get_iterator handler of a runtime Iterator class (SplDoublyLinkedList):
/// foreach walks what its hopForeach() returns, with a position of its own,
/// unless a subclass replaced one of the Iterator methods.
const Func* runtimeForeach(const Class* cls) {
  const Func* f = cls->findMethod("hopforeach");
  if (!f || !f->isSystemLib()) return nullptr;
  for (const char* m : {"rewind", "valid", "current", "key", "next"}) {
    const Func* g = cls->findMethod(m);
    if (!g || !g->isSystemLib()) return nullptr;
  }
  return f;
}

} // namespace

bool hasRuntimeForeach(const Class* cls) { return runtimeForeach(cls) != nullptr; }

ObjectData* resolveIterator(ObjectData* obj) {
  if (runtimeForeach(obj->cls())) {
    TypedValue r = callMethod(obj, "hopforeach", nullptr, 0);
    if (r.isObject()) return r.m_data.pobj;
    tvDecRef(r);
  }
  obj->incRef();
  ObjectData* cur = obj;
  while (!classImplements(cur->cls(), "Iterator")) {
    if (!classImplements(cur->cls(), "IteratorAggregate")) {
      cur->decRef();
      throwError(ErrorKind::Error, "Object is not traversable");
    }
    TypedValue r = callMethod(cur, "getiterator", nullptr, 0);
    if (!r.isObject() || !classIsTraversable(r.m_data.pobj->cls())) {
      std::string cls = cur->cls()->name->str();
      tvDecRef(r);
      cur->decRef();
      throwErrorF(ErrorKind::Exception, "Objects returned by %s::getIterator() must be traversable or implement interface Iterator",
                  cls.c_str());
    }
    cur->decRef();
    cur = r.m_data.pobj;
  }
  return cur;
}

void checkTraversable(ObjectData* it) {
  if (it->hasFlag(ObjectData::kIsGenerator) && !generatorData(it)->frame)
    throwError(ErrorKind::Exception, "Cannot traverse an already closed generator");
}

ObjectData* makeIteratorHandle(const ObjectData* it) {
  Class* c = lookupClassAutoload("InternalIterator");
  return it->cls() == c ? nullptr : ObjectData::make(c);
}

void iterateObject(ObjectData* obj, const std::function<bool(const TypedValue&, const TypedValue&)>& fn) {
  ObjectData* it = resolveIterator(obj);
  struct Holder {
    ObjectData* o;
    ObjectData* handle;
    ~Holder() {
      o->decRef();
      if (handle) handle->decRef();
    }
  } hold{it, nullptr};
  checkTraversable(it);
  // (hopForeach's generator stands for php's iterator object itself.)
  if (!hasRuntimeForeach(obj->cls())) hold.handle = makeIteratorHandle(it);
  if (it->hasFlag(ObjectData::kIsGenerator)) {
    // php's generator iterator: no Generator method frames in backtraces.
    generatorIterStart(it, false);
    while (generatorIterValid(it)) {
      TypedValue cur = tvCopyValue(generatorIterCurrent(it));
      TypedValue key = generatorIterKey(it);
      bool more;
      try {
        more = fn(key, cur);
      } catch (...) {
        tvDecRef(cur);
        tvDecRef(key);
        throw;
      }
      tvDecRef(cur);
      tvDecRef(key);
      if (!more) break;
      generatorIterNext(it);
    }
    return;
  }
  TypedValue r = callMethod(it, "rewind", nullptr, 0);
  tvDecRef(r);
  for (;;) {
    TypedValue v = callMethod(it, "valid", nullptr, 0);
    bool ok = toBool(v);
    tvDecRef(v);
    if (!ok) break;
    TypedValue cur = callMethod(it, "current", nullptr, 0);
    TypedValue key = callMethod(it, "key", nullptr, 0);
    bool more;
    try {
      more = fn(key, cur);
    } catch (...) {
      tvDecRef(cur);
      tvDecRef(key);
      throw;
    }
    tvDecRef(cur);
    tvDecRef(key);
    if (!more) break;
    r = callMethod(it, "next", nullptr, 0);
    tvDecRef(r);
  }
}

} // namespace hop
