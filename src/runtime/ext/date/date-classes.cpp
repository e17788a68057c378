// date-classes.cpp — DateTime, DateTimeImmutable and DateTimeZone: native state, hooks and methods.
#include <cstring>
#include <strings.h>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/date/date-objects.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"

namespace hop::date {

namespace {

Class* classNamed(const char* n) { return lookupClassAutoload(n); }

bool isImmutable(ObjectData* o) { return o->cls()->isSubclassOf(dateTimeImmutableClass()); }

void putStr(ArrayData*& a, const char* k, std::string_view v) {
  ArrayData::setStr(a, StringData::interned(k), makeStringNoIncRef(StringData::make(v)));
}
void putInt(ArrayData*& a, const char* k, int64_t v) { ArrayData::setStr(a, StringData::interned(k), makeInt(v)); }

/// The date/timezone_type/timezone triple php shows for a DateTime.
void addDateFields(ArrayData*& r, const DTime& t) {
  putStr(r, "date", formatDate("Y-m-d H:i:s.u", t));
  putInt(r, "timezone_type", t.z.type);
  putStr(r, "timezone", zoneName(t.z));
}

ArrayData* dateProperties(ObjectData* o) {
  ArrayData* r = objectPropsToArray(o);
  DateObj* d = dateObj(o);
  if (d->inited) addDateFields(r, d->t);
  return r;
}

ArrayData* tzProperties(ObjectData* o) {
  ArrayData* r = objectPropsToArray(o);
  TzObj* z = tzObj(o);
  if (z->inited) {
    putInt(r, "timezone_type", z->z.type);
    putStr(r, "timezone", zoneName(z->z, true));
  }
  return r;
}

int64_t compareDates(ObjectData* a, ObjectData* b) {
  if (!isDateObject(b)) return 1;
  DateObj* x = dateObj(a);
  DateObj* y = dateObj(b);
  if (!x->inited || !y->inited) throwError(ErrorKind::Error, "Trying to compare an incomplete DateTime or DateTimeImmutable object");
  if (x->t.sse != y->t.sse) return x->t.sse < y->t.sse ? -1 : 1;
  if (x->t.us != y->t.us) return x->t.us < y->t.us ? -1 : 1;
  return 0;
}

int64_t compareZones(ObjectData* a, ObjectData* b) {
  if (!b->cls()->isSubclassOf(dateTimeZoneClass())) return 1;
  TzObj* x = tzObj(a);
  TzObj* y = tzObj(b);
  if (!x->inited || !y->inited) throwError(ErrorKind::Error, "Trying to compare uninitialized DateTimeZone objects");
  if (x->z.type != y->z.type) {
    raiseWarning("main(): Trying to compare different kinds of DateTimeZone objects");
    return 1;
  }
  if (x->z.type == kZoneOffset) return x->z.offset == y->z.offset ? 0 : 1;
  return zoneName(x->z) == zoneName(y->z) ? 0 : 1;
}

void dateInit(ObjectData* o) { std::memset(static_cast<void*>(dateObj(o)), 0, sizeof(DateObj)); }
void dateClone(ObjectData* from, ObjectData* to) { *dateObj(to) = *dateObj(from); }
void tzInit(ObjectData* o) { std::memset(static_cast<void*>(tzObj(o)), 0, sizeof(TzObj)); }
void tzClone(ObjectData* from, ObjectData* to) { *tzObj(to) = *tzObj(from); }

const int kRegistered = [] {
  NativeClassHooks d;
  d.dataSize = sizeof(DateObj);
  d.init = dateInit;
  d.clone = dateClone;
  d.propertiesFor = dateProperties;
  d.compare = compareDates;
  d.compareIsTotal = true;
  registerNativeClass("DateTime", d);
  registerNativeClass("DateTimeImmutable", d);
  NativeClassHooks z;
  z.dataSize = sizeof(TzObj);
  z.init = tzInit;
  z.clone = tzClone;
  z.propertiesFor = tzProperties;
  z.compare = compareZones;
  z.compareIsTotal = true;
  registerNativeClass("DateTimeZone", z);
  return 0;
}();

const char* className(ObjectData* o) { return isImmutable(o) ? "DateTimeImmutable" : "DateTime"; }

/// The object a mutator works on: $this, or a clone of it for immutables.
ObjectData* target(NativeArgs& a) {
  if (!isImmutable(a.thisObj)) {
    a.thisObj->incRef();
    return a.thisObj;
  }
  return cloneObject(a.thisObj, a.thisObj->cls());
}

// --- DateTime / DateTimeImmutable ---------------------------------------------------
void m_construct(NativeArgs& a) {
  std::string_view s = a.svOr(0, "now");
  const Zone* zp = nullptr;
  Zone z;
  if (!a.isNull(1)) {
    z = checkedTz(a.obj(1))->z;
    zp = &z;
  }
  std::string msg;
  DTime t;
  if (!initDate(t, s, zp, msg)) {
    throwErrorF(ErrorKind::Exception, "%s", msg.c_str());
  }
  DateObj* d = dateObj(a.thisObj);
  d->t = t;
  d->inited = true;
}

void m_format(NativeArgs& a) { a.retString(formatDate(a.sv(0), checkedDate(a.thisObj)->t)); }

void m_modify(NativeArgs& a) {
  checkedDate(a.thisObj);
  ObjectData* o = target(a);
  std::string fn = std::string(className(a.thisObj)) + "::modify";
  if (!modifyDate(dateObj(o)->t, a.sv(0), fn.c_str())) {
    o->decRef();
    a.retBool(false);
    return;
  }
  a.retObject(o);
}

void addOrSub(NativeArgs& a, bool sub) {
  checkedDate(a.thisObj);
  IntervalObj* iv = checkedInterval(a.obj(0));
  if (sub && (iv->rel.haveSpecial)) {
    raiseWarning("%s::sub(): Only non-special relative time specifications are supported for subtraction", className(a.thisObj));
    a.retCopy(makeObjectNoIncRef(a.thisObj));
    if (isImmutable(a.thisObj)) { a.thisObj->incRef(); a.retObject(a.thisObj); return; }
    a.thisObj->incRef();
    a.retObject(a.thisObj);
    return;
  }
  ObjectData* o = target(a);
  addInterval(dateObj(o)->t, *iv, sub);
  a.retObject(o);
}
void m_add(NativeArgs& a) { addOrSub(a, false); }
void m_sub(NativeArgs& a) { addOrSub(a, true); }

void m_getTimezone(NativeArgs& a) {
  DateObj* d = checkedDate(a.thisObj);
  if (d->t.z.type == kZoneNone) { a.retBool(false); return; }
  a.retObject(makeTz(d->t.z));
}

void m_setTimezone(NativeArgs& a) {
  checkedDate(a.thisObj);
  Zone z = checkedTz(a.obj(0))->z;
  ObjectData* o = target(a);
  DTime& t = dateObj(o)->t;
  t.z = z;
  updateFromSse(t);
  a.retObject(o);
}

void m_getOffset(NativeArgs& a) { a.retInt(offsetOf(checkedDate(a.thisObj)->t).offset); }

void m_setTime(NativeArgs& a) {
  checkedDate(a.thisObj);
  ObjectData* o = target(a);
  DTime& t = dateObj(o)->t;
  t.h = a.i64(0);
  t.i = a.i64(1);
  t.s = a.i64Or(2, 0);
  t.us = a.i64Or(3, 0);
  updateTs(t);
  a.retObject(o);
}

void m_setDate(NativeArgs& a) {
  checkedDate(a.thisObj);
  ObjectData* o = target(a);
  DTime& t = dateObj(o)->t;
  t.y = a.i64(0);
  t.m = a.i64(1);
  t.d = a.i64(2);
  updateTs(t);
  a.retObject(o);
}

void m_setISODate(NativeArgs& a) {
  checkedDate(a.thisObj);
  ObjectData* o = target(a);
  DTime& t = dateObj(o)->t;
  int64_t y = a.i64(0), w = a.i64(1), dow = a.i64Or(2, 1);
  t.y = y;
  t.m = 1;
  t.d = 1;
  int64_t jan1 = daysFromCivil(y, 1, 1);
  int wd = weekdayFromDays(jan1);
  int64_t day = 0 - (wd > 4 ? wd - 7 : wd);
  t.rel = Relative();
  t.rel.d = day + (w - 1) * 7 + dow;
  t.haveRel = true;
  updateTs(t);
  a.retObject(o);
}

void m_setTimestamp(NativeArgs& a) {
  checkedDate(a.thisObj);
  ObjectData* o = target(a);
  DTime& t = dateObj(o)->t;
  t.sse = a.i64(0);
  t.us = 0;
  updateFromSse(t);
  a.retObject(o);
}

void m_getTimestamp(NativeArgs& a) { a.retInt(checkedDate(a.thisObj)->t.sse); }

void m_getMicrosecond(NativeArgs& a) { a.retInt(checkedDate(a.thisObj)->t.us); }

void m_diff(NativeArgs& a) {
  DateObj* x = checkedDate(a.thisObj);
  DateObj* y = checkedDate(a.obj(0));
  a.retObject(makeInterval(diffDates(x->t, y->t, a.bOr(1, false))));
}

/// php_date_initialize_from_hash.
bool dateFromHash(DTime& out, const ArrayData* h) {
  const TypedValue* date = h->getStr("date");
  const TypedValue* type = h->getStr("timezone_type");
  const TypedValue* tz = h->getStr("timezone");
  if (!date || !type || !tz) return false;
  date = tvDeref(date); type = tvDeref(type); tz = tvDeref(tz);
  if (!date->isString() || !type->isInt() || !tz->isString()) return false;
  std::string msg;
  switch (type->m_data.num) {
    case kZoneOffset:
    case kZoneAbbr: {
      std::string s = std::string(date->m_data.pstr->view()) + " " + std::string(tz->m_data.pstr->view());
      return initDate(out, s, nullptr, msg, false);
    }
    case kZoneId: {
      Zone z;
      std::string_view name = tz->m_data.pstr->view();
      if (!zoneFromName(name, z) || z.type != kZoneId) return false;
      return initDate(out, date->m_data.pstr->view(), &z, msg, false);
    }
    default: return false;
  }
}

void m_serialize(NativeArgs& a) {
  DateObj* d = checkedDate(a.thisObj);
  ArrayData* r = ArrayData::makeHash(4);
  addDateFields(r, d->t);
  ArrayData* props = objectPropsToArray(a.thisObj);
  for (uint32_t p = props->iterBegin(); props->iterValid(p); p = props->iterAdvance(p))
    ArrayData::set(r, props->iterKey(p).isInt() ? ArrayKey::ofInt(props->iterKey(p).m_data.num) : ArrayKey::ofStr(props->iterKey(p).m_data.pstr),
                   tvCopyValue(*props->iterValue(p)));
  props->decRef();
  a.retArray(r);
}

void m_unserialize(NativeArgs& a) {
  DateObj* d = dateObj(a.thisObj);
  DTime t;
  if (!dateFromHash(t, a.arr(0)))
    throwErrorF(ErrorKind::Error, "Invalid serialization data for %s object", className(a.thisObj));
  d->t = t;
  d->inited = true;
  copyExtraProps(a.thisObj, a.arr(0), {"date", "timezone_type", "timezone"});
}

void m_wakeup(NativeArgs& a) {
  DateObj* d = dateObj(a.thisObj);
  ArrayData* props = objectPropsToArray(a.thisObj);
  DTime t;
  bool ok = dateFromHash(t, props);
  props->decRef();
  if (!ok) throwErrorF(ErrorKind::Error, "Invalid serialization data for %s object", className(a.thisObj));
  d->t = t;
  d->inited = true;
}

void setState(NativeArgs& a, Class* cls) {
  DTime t;
  if (!dateFromHash(t, a.arr(0)))
    throwErrorF(ErrorKind::Error, "Invalid serialization data for %s object", cls == dateTimeClass() ? "DateTime" : "DateTimeImmutable");
  ObjectData* o = makeDate(cls, t);
  a.retObject(o);
}
void m_setStateMutable(NativeArgs& a) { setState(a, dateTimeClass()); }
void m_setStateImmutable(NativeArgs& a) { setState(a, dateTimeImmutableClass()); }

void createFromFormat(NativeArgs& a, const char* fn) {
  if (a.sv(1).find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($datetime) must not contain any null bytes",
                a.calledClass && a.calledClass->isSubclassOf(dateTimeImmutableClass()) ? "DateTimeImmutable::createFromFormat" : "DateTime::createFromFormat");
  ParseResult r = parseFromFormat(a.sv(0), a.sv(1));
  setLastErrors(r);
  if (!r.errors.empty()) { a.retBool(false); return; }
  Zone z;
  if (!a.isNull(2)) z = checkedTz(a.obj(2))->z;
  else z = requestDefaultZone();
  DTime t = r.t;
  DTime now = nowIn(t.haveZone && t.z.type != kZoneNone ? t.z : z);
  fillHoles(t, now);
  updateTs(t);
  Class* cls = a.calledClass ? a.calledClass : dateTimeClass();
  checkInstantiable(cls);
  a.retObject(makeDate(cls, t));
}
void m_createFromFormat(NativeArgs& a) { createFromFormat(a, "DateTime::createFromFormat"); }

void m_getLastErrors(NativeArgs& a) {
  ArrayData* r = lastErrorsArray();
  if (r) a.retArray(r);
  else a.retBool(false);
}

void createFrom(NativeArgs& a) {
  DateObj* src = checkedDate(a.obj(0));
  Class* cls = a.calledClass;
  checkInstantiable(cls);
  ObjectData* o = makeDate(cls, src->t);
  a.retObject(o);
}

// --- DateTimeZone ------------------------------------------------------------------------
bool zoneFromUser(std::string_view name, Zone& z) {
  if (name.find('\0') != std::string_view::npos) return false;
  return zoneFromName(name, z);
}

void tz_construct(NativeArgs& a) {
  Zone z;
  std::string_view name = a.sv(0);
  if (!zoneFromUser(name, z)) {
    if (name.find('\0') != std::string_view::npos)
      throwErrorF(ErrorKind::ValueError, "DateTimeZone::__construct(): Argument #1 ($timezone) must not contain any null bytes");
    throwErrorF(ErrorKind::Exception, "DateTimeZone::__construct(): Unknown or bad timezone (%s)", std::string(name).c_str());
  }
  TzObj* t = tzObj(a.thisObj);
  t->z = z;
  t->inited = true;
}

void tz_getName(NativeArgs& a) { a.retString(zoneName(checkedTz(a.thisObj)->z, true)); }

void tz_getOffset(NativeArgs& a) {
  TzObj* t = checkedTz(a.thisObj);
  DateObj* d = checkedDate(a.obj(0));
  a.retInt(zoneOffsetAtTime(t->z, d->t.sse).offset);
}

ArrayData* transitionEntry(int64_t ts, int32_t offset, bool dst, std::string_view abbr) {
  ArrayData* e = ArrayData::makeHash(5);
  putInt(e, "ts", ts);
  DTime t;
  t.sse = ts;
  updateFromSse(t);
  putStr(e, "time", formatDate("Y-m-d\\TH:i:sP", t));
  putInt(e, "offset", offset);
  ArrayData::setStr(e, StringData::interned("isdst"), makeBool(dst));
  putStr(e, "abbr", abbr);
  return e;
}

void tz_getTransitions(NativeArgs& a) {
  TzObj* t = checkedTz(a.thisObj);
  if (t->z.type != kZoneId) { a.retBool(false); return; }
  const TzInfo* z = t->z.tz;
  int64_t begin = a.i64Or(0, INT64_MIN), end = a.i64Or(1, INT64_MAX);
  ArrayData* r = ArrayData::makePacked(8);
  if (begin == INT64_MIN) {
    const TzType& ty = z->types[0];
    ArrayData::append(r, makeArrayNoIncRef(transitionEntry(begin, ty.offset, ty.dst, ty.abbr)));
  } else {
    TzOffset o = zoneOffsetAt(z, begin);
    ArrayData::append(r, makeArrayNoIncRef(transitionEntry(begin, o.offset, o.dst, o.abbr)));
  }
  std::vector<std::pair<int64_t, TzType>> list;
  int64_t capEnd = end;
  // the POSIX rule repeats forever: php stops at the end timestamp (and at year 2037 by default)
  if (capEnd == INT64_MAX) capEnd = daysFromCivil(2038, 1, 1) * 86400;
  zoneTransitions(z, begin == INT64_MIN ? INT64_MIN : begin + 1, capEnd - 1, list);
  for (auto& [ts, ty] : list) ArrayData::append(r, makeArrayNoIncRef(transitionEntry(ts, ty.offset, ty.dst, ty.abbr)));
  a.retArray(r);
}

void tz_getLocation(NativeArgs& a) {
  TzObj* t = checkedTz(a.thisObj);
  if (t->z.type != kZoneId) { a.retBool(false); return; }
  const TzInfo* z = t->z.tz;
  ArrayData* r = ArrayData::makeHash(4);
  putStr(r, "country_code", z->country);
  ArrayData::setStr(r, StringData::interned("latitude"), makeDouble(z->lat));
  ArrayData::setStr(r, StringData::interned("longitude"), makeDouble(z->lon));
  putStr(r, "comments", z->comments);
  a.retArray(r);
}

bool tzFromHash(Zone& z, const ArrayData* h, const char* fn = nullptr) {
  const TypedValue* type = h->getStr("timezone_type");
  const TypedValue* tz = h->getStr("timezone");
  if (!type || !tz) return false;
  type = tvDeref(type); tz = tvDeref(tz);
  if (!type->isInt() || !tz->isString()) return false;
  if (type->m_data.num < 1 || type->m_data.num > 3) return false;
  if (fn && tz->m_data.pstr->view().find('\0') != std::string_view::npos) {
    raiseWarning("%s(): Timezone must not contain null bytes", fn);
    return false;
  }
  if (!zoneFromUser(tz->m_data.pstr->view(), z)) return false;
  return true;
}

void tz_serialize(NativeArgs& a) {
  TzObj* t = checkedTz(a.thisObj);
  ArrayData* r = ArrayData::makeHash(2);
  putInt(r, "timezone_type", t->z.type);
  putStr(r, "timezone", zoneName(t->z, true));
  ArrayData* props = objectPropsToArray(a.thisObj);
  for (uint32_t p = props->iterBegin(); props->iterValid(p); p = props->iterAdvance(p))
    ArrayData::set(r, props->iterKey(p).isInt() ? ArrayKey::ofInt(props->iterKey(p).m_data.num) : ArrayKey::ofStr(props->iterKey(p).m_data.pstr),
                   tvCopyValue(*props->iterValue(p)));
  props->decRef();
  a.retArray(r);
}

void tz_unserialize(NativeArgs& a) {
  Zone z;
  if (!tzFromHash(z, a.arr(0), "DateTimeZone::__unserialize")) throwError(ErrorKind::Error, "Invalid serialization data for DateTimeZone object");
  TzObj* t = tzObj(a.thisObj);
  t->z = z;
  t->inited = true;
  copyExtraProps(a.thisObj, a.arr(0), {"timezone_type", "timezone"});
}

void tz_wakeup(NativeArgs& a) {
  ArrayData* props = objectPropsToArray(a.thisObj);
  Zone z;
  bool ok = tzFromHash(z, props);
  props->decRef();
  if (!ok) throwError(ErrorKind::Error, "Timezone initialization failed");
  TzObj* t = tzObj(a.thisObj);
  t->z = z;
  t->inited = true;
}

void tz_setState(NativeArgs& a) {
  Zone z;
  if (!tzFromHash(z, a.arr(0))) throwError(ErrorKind::Error, "Timezone initialization failed");
  a.retObject(makeTz(z));
}

void dp_restoreProps(NativeArgs& a) {
  copyExtraProps(a.obj(0), a.arr(1), {"start", "current", "end", "interval", "recurrences", "include_start_date", "include_end_date"});
}

void dp_extraProps(NativeArgs& a) {
  ArrayData* props = objectPropsToArray(a.obj(0));
  ArrayData* r = ArrayData::makeHash(props->size());
  for (uint32_t p = props->iterBegin(); props->iterValid(p); p = props->iterAdvance(p)) {
    TypedValue k = props->iterKey(p);
    if (k.isString()) {
      std::string_view n = k.m_data.pstr->view();
      if (n == "start" || n == "current" || n == "end" || n == "interval" || n == "recurrences" || n == "include_start_date" ||
          n == "include_end_date")
        continue;
    }
    ArrayData::set(r, k.isInt() ? ArrayKey::ofInt(k.m_data.num) : ArrayKey::ofStr(k.m_data.pstr), tvCopyValue(*props->iterValue(p)));
  }
  props->decRef();
  a.retArray(r);
}

void dp_plainInterval(NativeArgs& a) {
  IntervalObj v = *checkedInterval(a.obj(0));
  v.fromString = false;
  v.dateString = nullptr;
  a.retObject(makeInterval(v));
}

void dp_deprecated(NativeArgs& a) { raiseDeprecated("%s", std::string(a.sv(0)).c_str()); }

const BuiltinDecl kMethods[] = {
    {"DatePeriod::hopDeprecated", dp_deprecated},
    {"DatePeriod::hopExtraProps", dp_extraProps},
    {"DatePeriod::hopPlainInterval", dp_plainInterval},
    {"DatePeriod::hopRestoreProps", dp_restoreProps},
    {"DateTime::__construct", m_construct},
    {"DateTime::format", m_format},
    {"DateTime::modify", m_modify},
    {"DateTime::add", m_add},
    {"DateTime::sub", m_sub},
    {"DateTime::getTimezone", m_getTimezone},
    {"DateTime::setTimezone", m_setTimezone},
    {"DateTime::getOffset", m_getOffset},
    {"DateTime::setTime", m_setTime},
    {"DateTime::setDate", m_setDate},
    {"DateTime::setISODate", m_setISODate},
    {"DateTime::setTimestamp", m_setTimestamp},
    {"DateTime::getTimestamp", m_getTimestamp},
    {"DateTime::diff", m_diff},
    {"DateTime::__serialize", m_serialize},
    {"DateTime::__unserialize", m_unserialize},
    {"DateTime::__wakeup", m_wakeup},
    {"DateTime::__set_state", m_setStateMutable},
    {"DateTime::createFromFormat", m_createFromFormat},
    {"DateTime::getLastErrors", m_getLastErrors},
    {"DateTime::createFromImmutable", createFrom},
    {"DateTime::createFromInterface", createFrom},
    {"DateTimeImmutable::__construct", m_construct},
    {"DateTimeImmutable::format", m_format},
    {"DateTimeImmutable::modify", m_modify},
    {"DateTimeImmutable::add", m_add},
    {"DateTimeImmutable::sub", m_sub},
    {"DateTimeImmutable::getTimezone", m_getTimezone},
    {"DateTimeImmutable::setTimezone", m_setTimezone},
    {"DateTimeImmutable::getOffset", m_getOffset},
    {"DateTimeImmutable::setTime", m_setTime},
    {"DateTimeImmutable::setDate", m_setDate},
    {"DateTimeImmutable::setISODate", m_setISODate},
    {"DateTimeImmutable::setTimestamp", m_setTimestamp},
    {"DateTimeImmutable::getTimestamp", m_getTimestamp},
    {"DateTimeImmutable::diff", m_diff},
    {"DateTimeImmutable::__serialize", m_serialize},
    {"DateTimeImmutable::__unserialize", m_unserialize},
    {"DateTimeImmutable::__wakeup", m_wakeup},
    {"DateTimeImmutable::__set_state", m_setStateImmutable},
    {"DateTimeImmutable::createFromFormat", m_createFromFormat},
    {"DateTimeImmutable::getLastErrors", m_getLastErrors},
    {"DateTimeImmutable::createFromMutable", createFrom},
    {"DateTimeImmutable::createFromInterface", createFrom},
    {"DateTimeZone::__construct", tz_construct},
    {"DateTimeZone::getName", tz_getName},
    {"DateTimeZone::getOffset", tz_getOffset},
    {"DateTimeZone::getTransitions", tz_getTransitions},
    {"DateTimeZone::getLocation", tz_getLocation},
    {"DateTimeZone::__serialize", tz_serialize},
    {"DateTimeZone::__unserialize", tz_unserialize},
    {"DateTimeZone::__wakeup", tz_wakeup},
    {"DateTimeZone::__set_state", tz_setState},
};
HOP_REGISTER_BUILTINS(kMethods);

} // namespace

DateObj* dateObj(ObjectData* o) { return o->nativeData<DateObj>(); }
TzObj* tzObj(ObjectData* o) { return o->nativeData<TzObj>(); }
bool isDateObject(ObjectData* o) {
  return o->cls()->isSubclassOf(dateTimeClass()) || o->cls()->isSubclassOf(dateTimeImmutableClass());
}

DateObj* checkedDate(ObjectData* o) {
  DateObj* d = dateObj(o);
  if (!d->inited) throwError(ErrorKind::Error, "The DateTime object has not been correctly initialized by its constructor");
  return d;
}
TzObj* checkedTz(ObjectData* o) {
  TzObj* t = tzObj(o);
  if (!t->inited) throwError(ErrorKind::Error, "The DateTimeZone object has not been correctly initialized by its constructor");
  return t;
}

Class* dateTimeClass() { return classNamed("DateTime"); }
Class* dateTimeImmutableClass() { return classNamed("DateTimeImmutable"); }
Class* dateTimeZoneClass() { return classNamed("DateTimeZone"); }
Class* dateIntervalClass() { return classNamed("DateInterval"); }

void copyExtraProps(ObjectData* o, const ArrayData* h, std::initializer_list<const char*> skip) {
  for (uint32_t p = h->iterBegin(); h->iterValid(p); p = h->iterAdvance(p)) {
    TypedValue k = h->iterKey(p);
    StringData* name = k.isInt() ? StringData::make(std::to_string(k.m_data.num)) : k.m_data.pstr;
    bool skipIt = false;
    for (const char* s : skip)
      if (name->view() == s) skipIt = true;
    if (!skipIt) {
      TypedValue base = makeObjectNoIncRef(o);
      Class* scope = o->cls();
      StringData* prop = name;
      std::string_view nv = name->view();
      if (nv.size() > 2 && nv[0] == '\0') {   // a mangled private or protected name
        size_t second = nv.find('\0', 1);
        if (second != std::string_view::npos) {
          std::string_view cls = nv.substr(1, second - 1);
          if (cls != "*") {
            // a private property of the object's class or of an ancestor; other names are dropped
            Class* c = o->cls();
            while (c && strcasecmp(std::string(c->name->view()).c_str(), std::string(cls).c_str()) != 0) c = c->parent;
            if (!c) {
              if (k.isInt()) name->decRef();
              continue;
            }
            scope = c;
          }
          prop = StringData::make(nv.substr(second + 1));
        }
      }
      tvDecRef(propSet(base, prop, scope, tvCopyValue(*tvDeref(h->iterValue(p)))));
      if (prop != name) prop->decRef();
    }
    if (k.isInt()) name->decRef();
  }
}

ObjectData* makeDate(Class* cls, const DTime& t) {
  ObjectData* o = ObjectData::make(cls);
  DateObj* d = dateObj(o);
  d->t = t;
  d->inited = true;
  return o;
}

ObjectData* makeTz(const Zone& z) {
  ObjectData* o = ObjectData::make(dateTimeZoneClass());
  TzObj* t = tzObj(o);
  t->z = z;
  t->inited = true;
  return o;
}

} // namespace hop::date
