// randomizer.cpp — Random\Randomizer: getInt/nextInt/getBytes/shuffleArray/shuffleBytes/pickArrayKeys over any engine.
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/random/random-engines.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/lookup.h"

namespace hop::random {

namespace {

constexpr int kRangeAttempts = 50;

[[noreturn]] void brokenEngine(const std::string& msg) {
  throwObject(makeThrowable("Random\\BrokenRandomEngineError", msg));
}

/// The engine behind a Randomizer: a native one, or a user object whose generate() is called.
struct Engine {
  ObjectData* obj = nullptr;
  EngineState* native = nullptr;

  uint64_t generate(size_t& size) {
    if (native) return nativeGenerate(*native, size);
    ResolvedCallable rc;
    StringData* name = StringData::interned("generate");
    resolveMethodOrThrow(obj, name, nullptr, rc);
    TypedValue r = invokeResolved(rc, nullptr, 0);
    if (!r.isString()) {
      tvDecRef(r);
      size = 0;
      brokenEngine("A random engine must return a non-empty string");
    }
    std::string_view s = r.m_data.pstr->view();
    size = s.size() > 8 ? 8 : s.size();
    uint64_t v = 0;
    for (size_t i = 0; i < size; ++i) v |= uint64_t(static_cast<unsigned char>(s[i])) << (8 * i);
    tvDecRef(r);
    if (size == 0) brokenEngine("A random engine must return a non-empty string");
    return v;
  }

  template <class T> T draw() {
    T result = 0;
    size_t total = 0;
    do {
      size_t size;
      uint64_t r = generate(size);
      if (total < sizeof(T)) result |= T(r << (total * 8));
      total += size;
    } while (total < sizeof(T));
    return result;
  }

  template <class T> T range(T umax) {
    T result = draw<T>();
    if (umax == T(~T(0))) return result;
    umax++;
    if ((umax & (umax - 1)) == 0) return result & (umax - 1);
    T limit = T(~T(0)) - (T(~T(0)) % umax) - 1;
    int count = 0;
    while (result > limit) {
      if (++count > kRangeAttempts)
        brokenEngine("Failed to generate an acceptable random number in " + std::to_string(kRangeAttempts) + " attempts");
      result = draw<T>();
    }
    return result % umax;
  }

  int64_t uniform(int64_t min, int64_t max) {
    uint64_t umax = uint64_t(max) - uint64_t(min);
    uint64_t r = umax > UINT32_MAX ? range<uint64_t>(umax) : uint64_t(range<uint32_t>(uint32_t(umax)));
    return int64_t(uint64_t(min) + r);
  }
};

int64_t engineSlot(ObjectData* o) {
  bool acc;
  return o->cls()->findProp("engine", o->cls(), acc);
}

Engine engineOf(NativeArgs& a) {
  int64_t s = engineSlot(a.thisObj);
  const TypedValue* v = s >= 0 ? tvDeref(a.thisObj->prop(uint32_t(s))) : nullptr;
  if (!v || !v->isObject()) throwError(ErrorKind::Error, "Typed property Random\\Randomizer::$engine must not be accessed before initialization");
  Engine e;
  e.obj = v->m_data.pobj;
  e.native = nativeEngine(e.obj);
  return e;
}

void m_construct(NativeArgs& a) {
  int64_t s = engineSlot(a.thisObj);
  TypedValue* p = a.thisObj->prop(uint32_t(s));
  if (p->m_type != DataType::Uninit)
    throwError(ErrorKind::Error, "Cannot modify readonly property Random\\Randomizer::$engine");
  ObjectData* engine;
  if (a.isNull(0)) {
    engine = instantiate(lookupClassAutoload("Random\\Engine\\Secure"));
  } else {
    engine = a.obj(0);
    engine->incRef();
  }
  *p = makeObjectNoIncRef(engine);
}

void m_nextInt(NativeArgs& a) {
  Engine e = engineOf(a);
  size_t size;
  uint64_t r = e.generate(size);
  if (size > sizeof(int64_t)) brokenEngine("Generated value exceeds size of int");
  a.retInt(int64_t(r >> 1));
}

void m_getInt(NativeArgs& a) {
  int64_t min = a.i64(0), max = a.i64(1);
  if (max < min)
    throwError(ErrorKind::ValueError,
               "Random\\Randomizer::getInt(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)");
  Engine e = engineOf(a);
  if (e.native && e.native->kind == EngineKind::Mt19937) return a.retInt(e.native->mt.range(min, max));
  a.retInt(e.uniform(min, max));
}

void m_getBytes(NativeArgs& a) {
  int64_t length = a.i64(0);
  if (length < 1) throwError(ErrorKind::ValueError, "Random\\Randomizer::getBytes(): Argument #1 ($length) must be greater than 0");
  Engine e = engineOf(a);
  std::string out;
  out.reserve(size_t(length));
  while (out.size() < size_t(length)) {
    size_t size;
    uint64_t r = e.generate(size);
    for (size_t i = 0; i < size && out.size() < size_t(length); ++i) out += char((r >> (8 * i)) & 0xff);
  }
  a.retString(out);
}

void m_shuffleArray(NativeArgs& a) {
  Engine e = engineOf(a);
  a.retArray(shuffleArray(a.arr(0), [&](int64_t lo, int64_t hi) { return e.uniform(lo, hi); }));
}

void m_shuffleBytes(NativeArgs& a) {
  Engine e = engineOf(a);
  a.retString(shuffleBytes(std::string(a.sv(0)), [&](int64_t lo, int64_t hi) { return e.uniform(lo, hi); }));
}

void m_pickArrayKeys(NativeArgs& a) {
  Engine e = engineOf(a);
  a.retValue(pickKeys(a.arr(0), a.i64(1), [&](int64_t lo, int64_t hi) { return e.uniform(lo, hi); }, true,
                      "Random\\Randomizer::pickArrayKeys"));
}

const BuiltinDecl kRandomizerMethods[] = {
    {"Random\\Randomizer::__construct", m_construct},
    {"Random\\Randomizer::nextInt", m_nextInt},
    {"Random\\Randomizer::getInt", m_getInt},
    {"Random\\Randomizer::getBytes", m_getBytes},
    {"Random\\Randomizer::shuffleArray", m_shuffleArray},
    {"Random\\Randomizer::shuffleBytes", m_shuffleBytes},
    {"Random\\Randomizer::pickArrayKeys", m_pickArrayKeys},
};
HOP_REGISTER_BUILTINS(kRandomizerMethods);

} // namespace

} // namespace hop::random
