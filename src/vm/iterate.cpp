// iterate.cpp — the Iterator / IteratorAggregate protocols from C++.
#include "vm/iterate.h"

#include "runtime/base/errors.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/spl-array.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "vm/generator.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"
#include "vm/interp.h"

namespace hop {

namespace {

constexpr const char* kIterMethodNames[] = {"rewind", "valid", "current", "key", "next"};

/// What foreach needs to know of a class, found by name once per class and
/// request: php keeps the same in the class entry (get_iterator,
/// iterator_funcs_ptr).
struct IterFacts {
  const Class* cls;
  /// php's get_iterator handler of a runtime Iterator class
  /// (SplDoublyLinkedList): foreach walks what its hopForeach() returns,
  /// with a position of its own, unless a subclass replaced one of the
  /// Iterator methods.
  const Func* runtimeForeach;
  const Func* getIterator;
  const Func* methods[5];   // by IterMethod; null: callMethod decides (__call, the error)
  bool isIterator;
  bool arrayIterator;   // every step is ArrayIterator's native one (arrayIteratorStep)
  bool isAggregate;
  bool isTraversable;
};

/// Two ways per set: Twig iterates ~100 node classes, and two of them
/// sharing one entry (its ConstantExpression and ArrayExpression did)
/// refilled it at every other foreach, ~80 times a request.
constexpr uint32_t kIterFactsBits = 10;
thread_local IterFacts tl_iterFacts[1u << kIterFactsBits];
thread_local uint64_t tl_iterFactsEpoch = 0;

/// Fills way 0 of `set` for `cls`, the class there moving to way 1 (a
/// miss: kept out of line so the hit path below stays a few instructions
/// with no register spills).
[[gnu::noinline]] const IterFacts& fillIterFacts(const Class* cls, IterFacts* set) {
  set[1] = set[0];
  IterFacts& f = set[0];
  f.cls = cls;
  for (int i = 0; i < 5; ++i) f.methods[i] = cls->findMethod(kIterMethodNames[i]);
  f.getIterator = cls->findMethod("getiterator");
  f.isIterator = classImplements(cls, kIfaceIterator);
  f.isAggregate = classImplements(cls, kIfaceIteratorAggregate);
  f.isTraversable = classIsTraversable(cls);
  f.runtimeForeach = cls->findMethod("hopforeach");
  if (f.runtimeForeach && !f.runtimeForeach->isSystemLib()) f.runtimeForeach = nullptr;
  for (const Func* g : f.methods)
    if (!g || !g->isSystemLib()) f.runtimeForeach = nullptr;
  f.arrayIterator = true;
  for (int i = 0; i < 5; ++i)
    if (!isArrayIteratorNative(f.methods[i], static_cast<IterMethod>(i)) || (f.methods[i]->attrs & kAttrDeprecated))
      f.arrayIterator = false;
  return f;
}

[[gnu::noinline]] void resetIterFacts(uint64_t epoch) {
  for (IterFacts& f : tl_iterFacts) f.cls = nullptr;
  tl_iterFactsEpoch = epoch;
}

inline const IterFacts& iterFacts(const Class* cls) {
  // Classes die with their request (member-ops.h: classMemoEpoch).
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_iterFactsEpoch)) resetIterFacts(epoch);
  IterFacts* set =
      &tl_iterFacts[(((reinterpret_cast<uintptr_t>(cls) >> 4) * 0x9E3779B97F4A7C15ull) >> (64 - kIterFactsBits)) & ~1u];
  if (HOP_LIKELY(set[0].cls == cls)) return set[0];
  if (set[1].cls == cls) return set[1];
  return fillIterFacts(cls, set);
}

const Func* runtimeForeach(const Class* cls) { return iterFacts(cls).runtimeForeach; }

} // namespace

bool hasRuntimeForeach(const Class* cls) { return runtimeForeach(cls) != nullptr; }
bool isTraversableClass(const Class* cls) { return iterFacts(cls).isTraversable; }

namespace {
/// callIterMethod's call of the method itself (out of line: the step of an
/// ArrayIterator over an array, below, needs none of its frame set-up).
[[gnu::noinline]] TypedValue callIterMethodSlow(ObjectData* it, const IterFacts& facts, IterMethod m) {
  Class* cls = it->cls();
  const Func* f = facts.methods[static_cast<int>(m)];
  if (HOP_UNLIKELY(f == nullptr)) return callMethod(it, kIterMethodNames[static_cast<int>(m)], nullptr, 0);
  if (f->isBuiltin() && f->numRequiredParams == 0 && !f->isStatic() && !(f->attrs & kAttrDeprecated)) {
    // A native method (ArrayIterator's, SplObjectStorage's ...) called with
    // no arguments: callBuiltin's work without its argument checks, none
    // to make (php's get_iterator handlers call their C functions too).
    VMState& vm = ctx().vm;
    NativeFrame& nf = vm.nativeFrames.emplace_back();
    nf.func = f;
    nf.args = vm.sp;
    nf.nargs = 0;
    nf.callerFp = vm.fp;
    nf.callerPc = vm.pc;
    nf.thisObj = it;
    struct PopNativeFrame {
      VMState& vm;
      ~PopNativeFrame() { vm.nativeFrames.pop_back(); }
    } popNativeFrame{vm};
    NativeArgs a{vm.sp, 0, makeNull(), f, it, cls};
    f->native(a);
    vm.lastCallReturnsRef = false;
    return a.ret;
  }
  return invokeFunc(f, nullptr, 0, CallContext{it, cls, nullptr});
}
} // namespace

TypedValue callIterMethod(ObjectData* it, IterMethod m) {
  const IterFacts& facts = iterFacts(it->cls());
  if (facts.arrayIterator) {
    // An ArrayIterator over an array (Twig's nodes): the step itself, no call.
    TypedValue r;
    if (arrayIteratorStep(it, m, r)) {
      ctx().vm.lastCallReturnsRef = false;
      return r;
    }
  }
  return callIterMethodSlow(it, facts, m);
}

int fetchIterFast(ObjectData* it, IterMethod move, TypedValue& cur, TypedValue* key) {
  if (!iterFacts(it->cls()).arrayIterator) return -1;
  const int r = arrayIteratorFetch(it, move, cur, key);
  if (r >= 0) ctx().vm.lastCallReturnsRef = false;
  return r;
}

ObjectData* resolveIterator(ObjectData* obj) {
  if (const Func* rf = runtimeForeach(obj->cls())) {
    TypedValue r = invokeFunc(rf, nullptr, 0, CallContext{obj, obj->cls(), nullptr});
    if (r.isObject()) return r.m_data.pobj;
    tvDecRef(r);
  }
  obj->incRef();
  ObjectData* cur = obj;
  while (!iterFacts(cur->cls()).isIterator) {
    const IterFacts& facts = iterFacts(cur->cls());
    if (!facts.isAggregate) {
      cur->decRef();
      throwError(ErrorKind::Error, "Object is not traversable");
    }
    TypedValue r = facts.getIterator ? invokeFunc(facts.getIterator, nullptr, 0, CallContext{cur, cur->cls(), nullptr})
                                     : callMethod(cur, "getiterator", nullptr, 0);
    if (!r.isObject() || !iterFacts(r.m_data.pobj->cls()).isTraversable) {
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
  thread_local Class* tl_internalIterator = nullptr;
  thread_local uint64_t tl_internalIteratorEpoch = ~uint64_t(0);
  if (HOP_UNLIKELY(tl_internalIteratorEpoch != inlineCacheEpoch() || !tl_internalIterator)) {
    tl_internalIterator = lookupClassAutoload("InternalIterator");
    tl_internalIteratorEpoch = inlineCacheEpoch();
  }
  Class* c = tl_internalIterator;
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
  TypedValue r = callIterMethod(it, IterMethod::Rewind);
  tvDecRef(r);
  for (;;) {
    TypedValue v = callIterMethod(it, IterMethod::Valid);
    bool ok = toBool(v);
    tvDecRef(v);
    if (!ok) break;
    TypedValue cur = callIterMethod(it, IterMethod::Current);
    TypedValue key = callIterMethod(it, IterMethod::Key);
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
    r = callIterMethod(it, IterMethod::Next);
    tvDecRef(r);
  }
}

} // namespace hop
