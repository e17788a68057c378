// intl-object.cpp — the native slot of intl's objects, fetching `this` or the procedural first argument, object errors.
#include "runtime/ext/intl/intl-object.h"

#include <unicode/timezone.h>
#include <unicode/uloc.h>

#include <cmath>
#include <cstring>
#include <memory>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/class/class.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/interp.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/number/numeric-string.h"

namespace hop::intl {

std::string IntlObj::errorMessage() const {
  if (msg.empty()) return u_errorName(err);
  return msg + ": " + u_errorName(err);
}

IntlObj*& objSlot(ObjectData* o) { return *o->nativeData<IntlObj*>(); }

void constructObj(NativeArgs& a, IntlObj* o, const std::function<bool()>& init, bool failWithLastError) {
  std::unique_ptr<IntlObj> owned(o);
  delete objSlot(a.thisObj);
  objSlot(a.thisObj) = nullptr;
  bool ok;
  {
    CtorErrorScope scope;
    ok = init();
  }
  if (!ok) throwObject(makeThrowable("IntlException", failWithLastError ? lastErrorMessage() : "Constructor failed"));
  objSlot(a.thisObj) = owned.release();
}

void createObj(NativeArgs& a, const char* cls, IntlObj* o, const std::function<bool()>& init) {
  std::unique_ptr<IntlObj> owned(o);
  if (!init()) return a.retNull();
  ObjectData* obj = newInstance(cls);
  objSlot(obj) = owned.release();
  a.retObject(obj);
}

namespace {
void slotInit(ObjectData* o) { objSlot(o) = nullptr; }
void slotDestroy(ObjectData* o) {
  delete objSlot(o);
  objSlot(o) = nullptr;
}
void slotClone(ObjectData* from, ObjectData* to) {
  IntlObj* src = objSlot(from);
  objSlot(to) = src ? src->clone() : nullptr;
  if (src && !objSlot(to)) {
    // Each class's clone failure message is checked by the PHP side (hopCloneFailed).
    objSlot(to) = nullptr;
  }
}
} // namespace

void registerIntlClass(const char* name, bool noClone, ArrayData* (*debugInfo)(ObjectData*), void (*dtor)(ObjectData*)) {
  NativeClassHooks h;
  h.dtor = dtor;
  h.noClone = noClone;
  h.notSerializable = true;
  h.debugInfo = debugInfo;
  h.dataSize = sizeof(IntlObj*);
  h.init = slotInit;
  h.destroy = slotDestroy;
  h.sweep = slotDestroy;
  h.clone = slotClone;
  registerNativeClass(name, h);
}

std::string fnName(const NativeArgs& a) { return a.func ? a.func->fullName() : std::string(); }

IntlObj* fetchObj(NativeArgs& a, uint32_t& off, const char* baseName, bool resetObjError) {
  ObjectData* o = a.thisObj;
  off = 0;
  if (!o) {
    o = a.obj(0);
    off = 1;
  }
  clearError();
  IntlObj* p = objSlot(o);
  if (!p) {
    // getErrorCode()/getErrorMessage() of an unconstructed object report no error.
    static thread_local IntlObj noError;
    if (!resetObjError) return &noError;
    if (std::strcmp(baseName, "Collator") == 0) throwError(ErrorKind::Error, "Object not initialized");
    throwErrorF(ErrorKind::Error, "Found unconstructed %s", baseName);
  }
  if (resetObjError) p->resetError();
  return p;
}

void objError(IntlObj* o, UErrorCode code, const std::string& msg, const NativeArgs& a) {
  if (o) {
    o->err = code;
    o->msg = msg;
  }
  std::string fn = fnName(a);
  setError(code, msg, fn.c_str());
}

void objCode(IntlObj* o, UErrorCode code) {
  if (o) o->err = code;
  setError(code, "", nullptr);
}

std::string defaultLocale() {
  std::optional<std::string> v = ctx().ini.get("intl.default_locale");
  if (v && !v->empty()) return *v;
  return uloc_getDefault();
}

ObjectData* newInstance(const char* cls) {
  Class* c = lookupClassAutoload(cls);
  if (!c) throwErrorF(ErrorKind::Error, "Class \"%s\" not found", cls);
  return instantiate(c);
}

TypedValue makeStr(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

void putStr(ArrayData*& arr, std::string_view key, TypedValue v) {
  StringData* k = StringData::make(key);
  ArrayData::set(arr, ArrayKey::ofStr(k), v);
  k->decRef();
}

} // namespace hop::intl

namespace hop::intl {

TypedValue callMethod(ObjectData* self, const char* cls, const char* lowerName, std::initializer_list<TypedValue> args) {
  Class* c = self ? self->cls() : lookupClassAutoload(cls);
  Func* f = c ? c->findMethod(lowerName) : nullptr;
  if (!f) throwErrorF(ErrorKind::Error, "Call to undefined method %s::%s()", cls ? cls : "", lowerName);
  CallContext cc;
  cc.thisObj = self;
  cc.cls = c;
  return invokeFunc(f, args.begin(), uint32_t(args.size()), cc);
}

bool isInstanceOf(ObjectData* o, const char* cls) {
  Class* c = lookupClassAutoload(cls);
  return c && o->cls()->isSubclassOf(c);
}

std::string phpDefaultTimezone() {
  Func* f = BuiltinRegistry::lookup("date_default_timezone_get");
  if (!f) return "UTC";
  TypedValue r = invokeFunc(f, nullptr, 0, CallContext{});
  std::string s = r.isString() ? std::string(r.m_data.pstr->view()) : "UTC";
  tvDecRef(r);
  return s;
}

icu::TimeZone* icuZoneFromPhpName(const std::string& name) {
  std::string id = name;
  if (!name.empty() && (name[0] == '+' || name[0] == '-')) id = "GMT" + name;
  icu::UnicodeString u;
  if (!toUtf16(id, u)) return nullptr;
  icu::TimeZone* tz = icu::TimeZone::createTimeZone(u);
  if (!tz || *tz == icu::TimeZone::getUnknown()) {
    delete tz;
    return nullptr;
  }
  return tz;
}

bool zoneIdFromDateTimeZone(ObjectData* tz, std::string& id, std::string& err, const char* fn) {
  TypedValue name = callMethod(tz, nullptr, "getname", {});
  std::string n = name.isString() ? std::string(name.m_data.pstr->view()) : "";
  tvDecRef(name);
  // Offsets become GMT+hh:mm; ids and abbreviations are given to ICU as they are.
  if (!n.empty() && (n[0] == '+' || n[0] == '-')) id = "GMT" + n;
  else id = n;
  icu::UnicodeString u;
  toUtf16(id, u);
  std::unique_ptr<icu::TimeZone> z(icu::TimeZone::createTimeZone(u));
  if (!z || *z == icu::TimeZone::getUnknown()) {
    err = formatStr("%s: time zone id '%s' extracted from ext/date DateTimeZone not recognized", fn, id.c_str());
    return false;
  }
  return true;
}

bool valueToMillis(const TypedValue& v, double& millis, UErrorCode& code, std::string& msg, const char* fn) {
  millis = std::nan("");
  {
    if (v.isString()) {
      NumericParse p = parseNumeric(v.m_data.pstr->view(), false);
      if (p.kind == NumericKind::Int) millis = 1000.0 * double(p.ival);
      else if (p.kind == NumericKind::Double) millis = p.dval * 1000.0;
      else {
        code = U_ILLEGAL_ARGUMENT_ERROR;
        msg = formatStr("%s: string '%s' is not numeric, which would be required for it to be a valid date", fn,
                        std::string(v.m_data.pstr->view()).c_str());
        return false;
      }
      return true;
    }
    if (v.isInt()) { millis = 1000.0 * double(v.m_data.num); return true; }
    if (v.isDouble()) { millis = 1000.0 * v.m_data.dbl; return true; }
    if (v.isObject()) {
      ObjectData* o = v.m_data.pobj;
      if (isInstanceOf(o, "DateTimeInterface")) {
        TypedValue ts = callMethod(o, nullptr, "gettimestamp", {});
        TypedValue fmt = makeStr("v");
        TypedValue ms = callMethod(o, nullptr, "format", {fmt});
        tvDecRef(fmt);
        if (ts.isInt()) millis = 1000.0 * double(ts.m_data.num) + (ms.isString() ? double(stringToInt(ms.m_data.pstr->view())) : 0);
        tvDecRef(ts);
        tvDecRef(ms);
        return true;
      }
      if (isInstanceOf(o, "IntlCalendar")) {
        TypedValue t = callMethod(o, nullptr, "gettime", {});
        millis = t.isDouble() ? t.m_data.dbl : t.isInt() ? double(t.m_data.num) : std::nan("");
        tvDecRef(t);
        return true;
      }
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = formatStr("%s: invalid object type for date/time (only IntlCalendar and DateTimeInterface permitted)", fn);
      return false;
    }
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = formatStr("%s: invalid PHP type for date", fn);
      return false;
  }
}

} // namespace hop::intl
