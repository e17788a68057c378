// enum-methods.cpp — the methods every enum gets: cases(), and for backed
// enums from() and tryFrom() (native bodies of systemlib's HopEnumMethods and
// HopBackedEnumMethods traits, which the compiler adds to each enum).
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/execution-context.h"
#include "vm/act-rec.h"
#include "vm/class-linker.h"

namespace hop {

namespace {

Class* enumClass(NativeArgs& a) {
  Class* c = a.calledClass;
  if (!c && a.func->cls) c = a.func->cls;
  return c;
}

void f_cases(NativeArgs& a) {
  Class* cls = enumClass(a);
  ArrayData* r = ArrayData::makePacked(uint32_t(cls->constOrder.size()));
  for (ClassConst* c : cls->constOrder) {
    if (!c->isEnumCase) continue;
    ObjectData* o = enumCase(cls, c);
    o->incRef();
    ArrayData::append(r, makeObjectNoIncRef(o));
  }
  a.retArray(r);
}

/// The case whose value equals `v`, or null.
ObjectData* findCase(Class* cls, const TypedValue& v) {
  bool acc;
  int64_t slot = cls->findProp("value", cls, acc);
  for (ClassConst* c : cls->constOrder) {
    if (!c->isEnumCase) continue;
    ObjectData* o = enumCase(cls, c);
    if (slot >= 0 && same(*o->prop(uint32_t(slot)), v)) return o;
  }
  return nullptr;
}

/// from()/tryFrom() take int|string and coerce it to the backing type.
bool backingValue(NativeArgs& a, Class* cls, TypedValue& out) {
  const TypedValue& v = a.arg(0);
  if (cls->pre->enumBackingType == DataType::Int) {
    if (v.isInt()) { out = v; return true; }
    TypedValue n;
    if (v.isString() && toNumberForArith(v, n) && n.isInt()) { out = n; return true; }
    throwErrorF(ErrorKind::TypeError, "%s::%s(): Argument #1 ($value) must be of type int, %s given", cls->name->data(),
                a.func->name->data(), typeNameForMessage(v).c_str());
  }
  out = v.isString() ? v : makeStringNoIncRef(toStringData(v));
  return true;
}

void fromImpl(NativeArgs& a, bool tryMode) {
  Class* cls = enumClass(a);
  TypedValue v;
  backingValue(a, cls, v);
  ObjectData* o = findCase(cls, v);
  if (o) {
    o->incRef();
    a.retObject(o);
  } else if (!tryMode) {
    std::string shown = v.isString() ? "\"" + v.m_data.pstr->str() + "\"" : toStdString(v);
    if (v.isString() && v.m_data.pstr != a.arg(0).m_data.pstr) tvDecRef(v);
    throwErrorF(ErrorKind::ValueError, "%s is not a valid backing value for enum %s", shown.c_str(),
                cls->name->data());
  }
  if (v.isString() && !(a.arg(0).isString() && v.m_data.pstr == a.arg(0).m_data.pstr)) tvDecRef(v);
}

void f_from(NativeArgs& a) { fromImpl(a, false); }
void f_tryFrom(NativeArgs& a) { fromImpl(a, true); }

void f_hop_globals_array(NativeArgs& a) {
  // A read-only copy of the global variables ($GLOBALS, php 8.1+).
  ExecutionContext& ec = ctx();
  ArrayData* r = ArrayData::makeHash(16);
  if (ActRec* gf = ec.globalFrame) {
    const Func* f = gf->m_func;
    for (uint32_t i = 0; i < f->numNamedLocals; ++i) {
      const TypedValue& v = gf->locals()[i];
      if (tvDeref(&v)->isUninit()) continue;
      ArrayData::set(r, strToArrayKey(f->localNames[i]), tvCopyValue(v));
    }
  }
  if (ec.globals) {
    for (uint32_t p = ec.globals->iterBegin(); ec.globals->iterValid(p); p = ec.globals->iterAdvance(p)) {
      TypedValue k = ec.globals->iterKey(p);
      const TypedValue& v = *ec.globals->iterValue(p);
      if (tvDeref(&v)->isUninit()) continue;
      ArrayKey key = k.isInt() ? ArrayKey::ofInt(k.m_data.num) : ArrayKey::ofStr(k.m_data.pstr);
      if (!r->get(key)) ArrayData::set(r, key, tvCopyValue(v));
    }
  }
  a.retArray(r);
}

const BuiltinDecl kEnumMethods[] = {
    {"HopEnumMethods::cases", f_cases},
    {"HopBackedEnumMethods::cases", f_cases},
    {"HopBackedEnumMethods::from", f_from},
    {"HopBackedEnumMethods::tryFrom", f_tryFrom},
    {"hop_globals_array(): array", f_hop_globals_array},
};
HOP_REGISTER_BUILTINS(kEnumMethods);

} // namespace

} // namespace hop
