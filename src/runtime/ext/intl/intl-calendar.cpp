// intl-calendar.cpp — IntlTimeZone, IntlCalendar and IntlGregorianCalendar (intltz_*, intlcal_*, intlgregcal_*) on ICU.
#include <unicode/basictz.h>
#include <unicode/gregocal.h>
#include <unicode/strenum.h>
#include <unicode/timezone.h>
#include <unicode/ucal.h>

#include <cmath>
#include <memory>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"

namespace hop {

using namespace intl;

namespace intl {

struct TzObj : IntlObj {
  std::unique_ptr<icu::TimeZone> tz;
  IntlObj* clone() const override {
    auto* r = new TzObj;
    r->tz.reset(tz->clone());
    return r;
  }
};

struct CalObj : IntlObj {
  std::unique_ptr<icu::Calendar> cal;
  IntlObj* clone() const override {
    auto* r = new CalObj;
    r->cal.reset(cal->clone());
    return r;
  }
};

ObjectData* wrapTimeZone(icu::TimeZone* tz) {
  ObjectData* o = newInstance("IntlTimeZone");
  auto* t = new TzObj;
  t->tz.reset(tz);
  objSlot(o) = t;
  return o;
}

ObjectData* wrapCalendar(icu::Calendar* cal) {
  // Only ICU's GregorianCalendar itself (not the calendars derived from it) is an IntlGregorianCalendar.
  bool greg = cal->getDynamicClassID() == icu::GregorianCalendar::getStaticClassID();
  ObjectData* o = newInstance(greg ? "IntlGregorianCalendar" : "IntlCalendar");
  auto* c = new CalObj;
  c->cal.reset(cal);
  objSlot(o) = c;
  return o;
}

icu::TimeZone* timeZoneOf(ObjectData* o) {
  auto* t = static_cast<TzObj*>(objSlot(o));
  return t ? t->tz.get() : nullptr;
}

icu::Calendar* calendarOf(ObjectData* o) {
  auto* c = static_cast<CalObj*>(objSlot(o));
  return c ? c->cal.get() : nullptr;
}

icu::TimeZone* timeZoneArg(const TypedValue* v, UErrorCode& code, std::string& msg, const char* fn) {
  if (!v || v->isNull()) {
    std::string id = phpDefaultTimezone();
    icu::TimeZone* tz = icuZoneFromPhpName(id);
    if (!tz) {
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = formatStr("%s: time zone id '%s' extracted from ext/date DateTimeZone not recognized", fn, id.c_str());
    }
    return tz;
  }
  if (v->isObject() && isInstanceOf(v->m_data.pobj, "IntlTimeZone")) {
    icu::TimeZone* t = timeZoneOf(v->m_data.pobj);
    if (!t) {
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = formatStr("%s: passed IntlTimeZone is not properly constructed", fn);
      return nullptr;
    }
    return t->clone();
  }
  if (v->isObject() && isInstanceOf(v->m_data.pobj, "DateTimeZone")) {
    std::string id, err;
    if (!zoneIdFromDateTimeZone(v->m_data.pobj, id, err, fn)) {
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = err;
      return nullptr;
    }
    return icuZoneFromPhpName(id);
  }
  StringData* s = toStringData(*v);
  std::string name(s->view());
  s->decRef();
  icu::UnicodeString u;
  if (!toUtf16(name, u)) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    msg = formatStr("%s: Time zone identifier given is not a valid UTF-8 string", fn);
    return nullptr;
  }
  icu::TimeZone* tz = icu::TimeZone::createTimeZone(u);
  if (*tz == icu::TimeZone::getUnknown()) {
    delete tz;
    code = U_ILLEGAL_ARGUMENT_ERROR;
    msg = formatStr("%s: No such time zone: '%s'", fn, name.c_str());
    return nullptr;
  }
  return tz;
}

} // namespace intl

namespace {

ArrayData* tzInfo(icu::TimeZone* tz) {
  ArrayData* arr = ArrayData::makeHash(4);
  putStr(arr, "valid", makeBool(tz != nullptr));
  if (!tz) return arr;
  icu::UnicodeString id;
  tz->getID(id);
  putStr(arr, "id", makeStr(toUtf8(id)));
  int32_t raw = 0, dst = 0;
  UErrorCode st = U_ZERO_ERROR;
  tz->getOffset(icu::Calendar::getNow(), false, raw, dst, st);
  if (U_FAILURE(st)) {
    putStr(arr, "error", makeStr(u_errorName(st)));
    return arr;
  }
  putStr(arr, "rawOffset", makeInt(raw));
  putStr(arr, "currentOffset", makeInt(raw + dst));
  return arr;
}

ArrayData* tzDebug(ObjectData* o) { return tzInfo(timeZoneOf(o)); }

ArrayData* calDebug(ObjectData* o) {
  icu::Calendar* c = calendarOf(o);
  ArrayData* arr = ArrayData::makeHash(5);
  putStr(arr, "valid", makeBool(c != nullptr));
  if (!c) return arr;
  putStr(arr, "type", makeStr(c->getType()));
  putStr(arr, "timeZone", makeArrayNoIncRef(tzInfo(const_cast<icu::TimeZone*>(&c->getTimeZone()))));
  UErrorCode st = U_ZERO_ERROR;
  icu::Locale l = c->getLocale(ULOC_VALID_LOCALE, st);
  putStr(arr, "locale", makeStr(l.getName()));
  static const char* const names[] = {"era", "year", "month", "week of year", "week of month", "day of month", "day of year",
                                      "day of week", "day of week in month", "AM/PM", "hour", "hour of day", "minute", "second",
                                      "millisecond", "zone offset", "DST offset", "year for week of year", "localized day of week",
                                      "extended year", "julian day", "milliseconds in day", "is leap month"};
  ArrayData* fields = ArrayData::makeHash(23);
  static const int order[] = {0, 1, 2, 3, 4, 6, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22};
  for (int i : order) {
    UErrorCode fe = U_ZERO_ERROR;
    int32_t v = c->get(UCalendarDateFields(i), fe);
    putStr(fields, names[i], U_FAILURE(fe) ? makeStr(u_errorName(fe)) : makeInt(v));
  }
  putStr(arr, "fields", makeArrayNoIncRef(fields));
  return arr;
}

const int s_reg = (registerIntlClass("IntlTimeZone", false, tzDebug), registerIntlClass("IntlCalendar", false, calDebug), 0);

// --- IntlTimeZone ----------------------------------------------------------------------------
TzObj* tzSelf(NativeArgs& a, uint32_t& off, bool reset = true) { return fetch<TzObj>(a, off, "IntlTimeZone", reset); }

void tz_construct(NativeArgs&) {}

void tz_count_equivalent(NativeArgs& a) {
  clearError();
  icu::UnicodeString id;
  if (!toUtf16(a.sv(0), id)) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_count_equivalent_ids: could not convert time zone id to UTF-16", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retInt(icu::TimeZone::countEquivalentIDs(id));
}

void tz_create_default(NativeArgs& a) {
  clearError();
  a.retObject(wrapTimeZone(icu::TimeZone::createDefault()));
}

void tz_create_time_zone(NativeArgs& a) {
  clearError();
  icu::UnicodeString id;
  if (!toUtf16(a.sv(0), id)) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_create_time_zone: could not convert time zone id to UTF-16", fnName(a).c_str());
    return a.retNull();
  }
  a.retObject(wrapTimeZone(icu::TimeZone::createTimeZone(id)));
}

void tz_from_datetimezone(NativeArgs& a) {
  clearError();
  std::string id, err;
  if (!zoneIdFromDateTimeZone(a.obj(0), id, err, "intltz_from_date_time_zone")) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, err, fnName(a).c_str());
    return a.retNull();
  }
  icu::TimeZone* tz = icuZoneFromPhpName(id);
  if (!tz) return a.retNull();
  a.retObject(wrapTimeZone(tz));
}

void tz_get_canonical_id(NativeArgs& a) {
  clearError();
  icu::UnicodeString id, out;
  if (!toUtf16(a.sv(0), id)) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_get_canonical_id: could not convert time zone id to UTF-16", fnName(a).c_str());
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  UBool sys = false;
  icu::TimeZone::getCanonicalID(id, out, sys, st);
  if (U_FAILURE(st)) {
    setError(st, "intltz_get_canonical_id: error obtaining canonical ID", fnName(a).c_str());
    return a.retBool(false);
  }
  if (a.has(1)) tvAssignMove(a.ref(1), makeBool(sys));
  a.retString(toUtf8(out));
}

void tz_get_display_name(NativeArgs& a) {
  uint32_t off;
  TzObj* o = tzSelf(a, off);
  bool dst = a.bOr(off, false);
  int64_t style = a.i64Or(off + 1, 2);
  if (style < 1 || style > 8) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "intltz_get_display_name: wrong display type", a);
    return a.retBool(false);
  }
  std::string loc = a.isNull(off + 2) ? defaultLocale() : std::string(a.sv(off + 2));
  icu::UnicodeString out;
  o->tz->getDisplayName(dst, icu::TimeZone::EDisplayType(style), icu::Locale(loc.c_str()), out);
  a.retString(toUtf8(out));
}

void tz_get_dst_savings(NativeArgs& a) {
  uint32_t off;
  a.retInt(tzSelf(a, off)->tz->getDSTSavings());
}

void tz_get_equivalent_id(NativeArgs& a) {
  clearError();
  icu::UnicodeString id;
  if (!toUtf16(a.sv(0), id)) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_get_equivalent_id: could not convert time zone id to UTF-16", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retString(toUtf8(icu::TimeZone::getEquivalentID(id, int32_t(a.i64(1)))));
}

void tz_get_error_code(NativeArgs& a) {
  uint32_t off;
  a.retInt(tzSelf(a, off, false)->err);
}
void tz_get_error_message(NativeArgs& a) {
  uint32_t off;
  a.retString(tzSelf(a, off, false)->errorMessage());
}

void tz_get_gmt(NativeArgs& a) {
  clearError();
  a.retObject(wrapTimeZone(icu::TimeZone::getGMT()->clone()));
}
void tz_get_unknown(NativeArgs& a) {
  clearError();
  a.retObject(wrapTimeZone(icu::TimeZone::getUnknown().clone()));
}

void tz_get_id(NativeArgs& a) {
  uint32_t off;
  icu::UnicodeString id;
  tzSelf(a, off)->tz->getID(id);
  a.retString(toUtf8(id));
}

void tz_get_offset(NativeArgs& a) {
  uint32_t off;
  TzObj* o = tzSelf(a, off);
  int32_t raw = 0, dst = 0;
  UErrorCode st = U_ZERO_ERROR;
  o->tz->getOffset(a.dbl(off), a.b(off + 1), raw, dst, st);
  if (U_FAILURE(st)) {
    objError(o, st, "intltz_get_offset: error obtaining offset", a);
    return a.retBool(false);
  }
  tvAssignMove(a.ref(off + 2), makeInt(raw));
  tvAssignMove(a.ref(off + 3), makeInt(dst));
  a.retBool(true);
}

void tz_get_raw_offset(NativeArgs& a) {
  uint32_t off;
  a.retInt(tzSelf(a, off)->tz->getRawOffset());
}

void tz_get_region(NativeArgs& a) {
  clearError();
  icu::UnicodeString id;
  toUtf16(a.sv(0), id);
  char buf[16];
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = icu::TimeZone::getRegion(id, buf, sizeof buf, st);
  if (U_FAILURE(st)) {
    setError(st, "intltz_get_region: Error obtaining region", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retString(std::string_view(buf, size_t(n)));
}

void tz_get_tzdata_version(NativeArgs& a) {
  clearError();
  UErrorCode st = U_ZERO_ERROR;
  const char* v = icu::TimeZone::getTZDataVersion(st);
  if (U_FAILURE(st)) {
    setError(st, "intltz_get_tz_data_version: Error obtaining time zone data version", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retString(v);
}

void tz_get_windows_id(NativeArgs& a) {
  clearError();
  icu::UnicodeString id, out;
  toUtf16(a.sv(0), id);
  UErrorCode st = U_ZERO_ERROR;
  icu::TimeZone::getWindowsID(id, out, st);
  if (U_FAILURE(st)) {
    setError(st, "intltz_get_windows_id: Unable to get timezone from windows ID", fnName(a).c_str());
    return a.retBool(false);
  }
  if (out.isEmpty()) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_get_windows_id: Unknown system timezone", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retString(toUtf8(out));
}

void tz_get_id_for_windows_id(NativeArgs& a) {
  clearError();
  icu::UnicodeString id, out;
  toUtf16(a.sv(0), id);
  std::string region = a.isNull(1) ? "" : std::string(a.sv(1));
  UErrorCode st = U_ZERO_ERROR;
  icu::TimeZone::getIDForWindowsID(id, region.empty() ? nullptr : region.c_str(), out, st);
  if (U_FAILURE(st)) {
    setError(st, "intltz_get_id_for_windows_id: Unable to get windows ID for timezone", fnName(a).c_str());
    return a.retBool(false);
  }
  if (out.isEmpty()) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_get_id_for_windows_id: Unknown windows timezone", fnName(a).c_str());
    return a.retBool(false);
  }
  a.retString(toUtf8(out));
}

void tz_has_same_rules(NativeArgs& a) {
  uint32_t off;
  TzObj* o = tzSelf(a, off);
  icu::TimeZone* other = timeZoneOf(a.obj(off));
  if (!other) throwError(ErrorKind::Error, "Found unconstructed IntlTimeZone");
  a.retBool(o->tz->hasSameRules(*other));
}

void tz_to_datetimezone(NativeArgs& a) {
  uint32_t off;
  TzObj* o = tzSelf(a, off);
  icu::UnicodeString id;
  o->tz->getID(id);
  std::string s = toUtf8(id);
  if (s.compare(0, 3, "GMT") == 0 && s.size() > 3 && (s[3] == '+' || s[3] == '-')) s = s.substr(3);
  TypedValue arg = makeStr(s);
  ObjectData* z = newInstance("DateTimeZone");
  TypedValue r = callMethod(z, nullptr, "__construct", {arg});
  tvDecRef(r);
  tvDecRef(arg);
  a.retObject(z);
}

void tz_use_daylight_time(NativeArgs& a) {
  uint32_t off;
  a.retBool(tzSelf(a, off)->tz->useDaylightTime());
}

/// An IntlIterator over the strings of an ICU enumeration.
void retEnumeration(NativeArgs& a, icu::StringEnumeration* e) {
  ArrayData* arr = ArrayData::makePacked(16);
  if (e) {
    UErrorCode st = U_ZERO_ERROR;
    const icu::UnicodeString* s;
    while ((s = e->snext(st)) != nullptr && U_SUCCESS(st)) ArrayData::append(arr, makeStr(toUtf8(*s)));
    delete e;
  }
  TypedValue av = makeArrayNoIncRef(arr);
  TypedValue it = callMethod(nullptr, "IntlIterator", "hopfromarray", {av});
  tvDecRef(av);
  a.retValue(it);
}

void tz_create_enumeration(NativeArgs& a) {
  clearError();
  const TypedValue* v = a.has(0) ? &a.arg(0) : nullptr;
  icu::StringEnumeration* e;
  if (!v || v->isNull()) e = icu::TimeZone::createEnumeration();
  else if (v->isInt() || v->isDouble()) e = icu::TimeZone::createEnumeration(int32_t(v->isInt() ? v->m_data.num : int64_t(v->m_data.dbl)));
  else if (v->isString()) {
    std::string c(v->m_data.pstr->view());
    e = icu::TimeZone::createEnumeration(c.c_str());
  } else {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_create_enumeration: invalid argument type", fnName(a).c_str());
    return a.retBool(false);
  }
  retEnumeration(a, e);
}

void tz_create_id_enumeration(NativeArgs& a) {
  clearError();
  int64_t type = a.i64(0);
  if (type != UCAL_ZONE_TYPE_ANY && type != UCAL_ZONE_TYPE_CANONICAL && type != UCAL_ZONE_TYPE_CANONICAL_LOCATION) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "intltz_create_time_zone_id_enumeration: bad zone type", fnName(a).c_str());
    return a.retBool(false);
  }
  std::string region = a.isNull(1) ? "" : std::string(a.sv(1));
  int32_t raw = a.isNull(2) ? 0 : int32_t(a.i64(2));
  UErrorCode st = U_ZERO_ERROR;
  icu::StringEnumeration* e = icu::TimeZone::createTimeZoneIDEnumeration(USystemTimeZoneType(type), a.isNull(1) ? nullptr : region.c_str(),
                                                                         a.isNull(2) ? nullptr : &raw, st);
  if (U_FAILURE(st)) {
    delete e;
    setError(st, "intltz_get_time_zone_id_enumeration: Error obtaining time zone id enumeration", fnName(a).c_str());
    return a.retBool(false);
  }
  retEnumeration(a, e);
}

// --- IntlCalendar ----------------------------------------------------------------------------
CalObj* calSelf(NativeArgs& a, uint32_t& off, bool reset = true) { return fetch<CalObj>(a, off, "IntlCalendar", reset); }

void checkField(NativeArgs& a, int64_t f, uint32_t argNo) {
  if (f < 0 || f >= UCAL_FIELD_COUNT)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($field) must be a valid field", fnName(a).c_str(), argNo);
}

bool calCheck(CalObj* o, UErrorCode st, const char* msg, NativeArgs& a) {
  if (U_FAILURE(st)) {
    objError(o, st, msg, a);
    return false;
  }
  return true;
}

void cal_construct(NativeArgs&) {}

void cal_create_instance(NativeArgs& a) {
  clearError();
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  icu::TimeZone* tz = timeZoneArg(a.has(0) ? &a.arg(0) : nullptr, code, msg, "intlcal_create_instance");
  if (!tz) {
    setError(code, msg, fnName(a).c_str());
    return a.retNull();
  }
  std::string loc = a.isNull(1) ? defaultLocale() : std::string(a.sv(1));
  UErrorCode st = U_ZERO_ERROR;
  icu::Calendar* cal = icu::Calendar::createInstance(tz, icu::Locale(loc.c_str()), st);
  if (U_FAILURE(st) || !cal) {
    delete cal;
    setError(st, "intlcal_create_instance: Error creating ICU Calendar object", fnName(a).c_str());
    return a.retNull();
  }
  a.retObject(wrapCalendar(cal));
}

icu::Calendar* otherCal(NativeArgs& a, uint32_t i) {
  icu::Calendar* c = calendarOf(a.obj(i));
  if (!c) throwError(ErrorKind::Error, "Found unconstructed IntlCalendar");
  return c;
}

void cal_equals(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  bool r = o->cal->equals(*otherCal(a, off), st);
  if (!calCheck(o, st, "intlcal_equals: error calling ICU Calendar::equals", a)) return a.retBool(false);
  a.retBool(r);
}
void cal_after(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  bool r = o->cal->after(*otherCal(a, off), st);
  if (!calCheck(o, st, "intlcal_after: Error calling ICU method", a)) return a.retBool(false);
  a.retBool(r);
}
void cal_before(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  bool r = o->cal->before(*otherCal(a, off), st);
  if (!calCheck(o, st, "intlcal_before: Error calling ICU method", a)) return a.retBool(false);
  a.retBool(r);
}
void cal_is_equivalent(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  a.retBool(o->cal->isEquivalentTo(*otherCal(a, off)));
}

void cal_field_difference(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t f = a.i64(off + 1);
  checkField(a, f, off + 2);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = o->cal->fieldDifference(a.dbl(off), UCalendarDateFields(f), st);
  if (!calCheck(o, st, "intlcal_field_difference: Call to ICU method has failed", a)) return a.retBool(false);
  a.retInt(r);
}

void cal_add(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t f = a.i64(off);
  checkField(a, f, off + 1);
  int64_t v = a.i64(off + 1);
  if (v < INT32_MIN || v > INT32_MAX)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($value) must be between %d and %d", fnName(a).c_str(), off + 2, INT32_MIN, INT32_MAX);
  UErrorCode st = U_ZERO_ERROR;
  o->cal->add(UCalendarDateFields(f), int32_t(v), st);
  if (!calCheck(o, st, "intlcal_add: Call to underlying method failed", a)) return a.retBool(false);
  a.retBool(true);
}

void cal_roll(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t f = a.i64(off);
  checkField(a, f, off + 1);
  const TypedValue& v = a.arg(off + 1);
  UErrorCode st = U_ZERO_ERROR;
  if (v.isBool()) {
    raiseDeprecated("%s(): Passing bool is deprecated, use 1 or -1 instead", fnName(a).c_str());
    o->cal->roll(UCalendarDateFields(f), int32_t(v.m_data.num != 0 ? 1 : -1), st);
  }
  else o->cal->roll(UCalendarDateFields(f), int32_t(toInt(v)), st);
  if (!calCheck(o, st, "intlcal_roll: Error calling ICU Calendar::roll", a)) return a.retBool(false);
  a.retBool(true);
}

void cal_clear(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  if (a.isNull(off)) o->cal->clear();
  else {
    int64_t f = a.i64(off);
    checkField(a, f, off + 1);
    o->cal->clear(UCalendarDateFields(f));
  }
  a.retBool(true);
}

void cal_from_datetime(NativeArgs& a) {
  clearError();
  const TypedValue& v = a.arg(0);
  TypedValue made = makeNull();
  ObjectData* dt;
  if (v.isObject()) dt = v.m_data.pobj;
  else {
    dt = newInstance("DateTime");
    made = makeObjectNoIncRef(dt);
    TypedValue r = callMethod(dt, nullptr, "__construct", {v});
    tvDecRef(r);
  }
  double ms;
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  valueToMillis(makeObjectNoIncRef(dt), ms, code, msg, "intlcal_from_date_time");
  TypedValue z = callMethod(dt, nullptr, "gettimezone", {});
  std::string id, err;
  icu::TimeZone* tz = nullptr;
  if (z.isObject() && zoneIdFromDateTimeZone(z.m_data.pobj, id, err, "intlcal_from_date_time")) tz = icuZoneFromPhpName(id);
  tvDecRef(z);
  tvDecRef(made);
  if (!tz) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, err, fnName(a).c_str());
    return a.retNull();
  }
  std::string loc = a.isNull(1) ? defaultLocale() : std::string(a.sv(1));
  UErrorCode st = U_ZERO_ERROR;
  icu::Calendar* cal = icu::Calendar::createInstance(tz, icu::Locale(loc.c_str()), st);
  if (U_FAILURE(st)) {
    delete cal;
    setError(st, "intlcal_from_date_time: error creating ICU Calendar object", fnName(a).c_str());
    return a.retNull();
  }
  cal->setTime(ms, st);
  a.retObject(wrapCalendar(cal));
}

enum class FieldQuery { Get, ActualMax, ActualMin, GreatestMin, LeastMax, Max, Min };

void fieldQuery(NativeArgs& a, FieldQuery q) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t f = a.i64(off);
  checkField(a, f, off + 1);
  UErrorCode st = U_ZERO_ERROR;
  auto fld = UCalendarDateFields(f);
  int32_t r = 0;
  switch (q) {
    case FieldQuery::Get: r = o->cal->get(fld, st); break;
    case FieldQuery::ActualMax: r = o->cal->getActualMaximum(fld, st); break;
    case FieldQuery::ActualMin: r = o->cal->getActualMinimum(fld, st); break;
    case FieldQuery::GreatestMin: r = o->cal->getGreatestMinimum(fld); break;
    case FieldQuery::LeastMax: r = o->cal->getLeastMaximum(fld); break;
    case FieldQuery::Max: r = o->cal->getMaximum(fld); break;
    case FieldQuery::Min: r = o->cal->getMinimum(fld); break;
  }
  if (!calCheck(o, st, "Call to ICU method has failed", a)) return a.retBool(false);
  a.retInt(r);
}
void cal_get(NativeArgs& a) { fieldQuery(a, FieldQuery::Get); }
void cal_get_actual_maximum(NativeArgs& a) { fieldQuery(a, FieldQuery::ActualMax); }
void cal_get_actual_minimum(NativeArgs& a) { fieldQuery(a, FieldQuery::ActualMin); }
void cal_get_greatest_minimum(NativeArgs& a) { fieldQuery(a, FieldQuery::GreatestMin); }
void cal_get_least_maximum(NativeArgs& a) { fieldQuery(a, FieldQuery::LeastMax); }
void cal_get_maximum(NativeArgs& a) { fieldQuery(a, FieldQuery::Max); }
void cal_get_minimum(NativeArgs& a) { fieldQuery(a, FieldQuery::Min); }

void cal_get_available_locales(NativeArgs& a) {
  int32_t n = 0;
  const icu::Locale* locs = icu::Calendar::getAvailableLocales(n);
  ArrayData* arr = ArrayData::makePacked(uint32_t(n));
  for (int32_t i = 0; i < n; i++) ArrayData::append(arr, makeStr(locs[i].getName()));
  a.retArray(arr);
}

void checkDow(NativeArgs& a, int64_t d, uint32_t argNo) {
  if (d < UCAL_SUNDAY || d > UCAL_SATURDAY)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($dayOfWeek) must be a valid day of the week", fnName(a).c_str(), argNo);
}

void cal_get_day_of_week_type(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t d = a.i64(off);
  checkDow(a, d, off + 1);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = o->cal->getDayOfWeekType(UCalendarDaysOfWeek(d), st);
  if (!calCheck(o, st, "intlcal_get_day_of_week_type: Call to ICU method has failed", a)) return a.retBool(false);
  a.retInt(r);
}

void cal_get_weekend_transition(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t d = a.i64(off);
  checkDow(a, d, off + 1);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = o->cal->getWeekendTransition(UCalendarDaysOfWeek(d), st);
  if (!calCheck(o, st, "intlcal_get_weekend_transition: Error calling ICU method", a)) return a.retBool(false);
  a.retInt(r);
}

void cal_get_error_code(NativeArgs& a) {
  uint32_t off;
  a.retInt(calSelf(a, off, false)->err);
}
void cal_get_error_message(NativeArgs& a) {
  uint32_t off;
  a.retString(calSelf(a, off, false)->errorMessage());
}

void cal_get_first_day_of_week(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = o->cal->getFirstDayOfWeek(st);
  if (!calCheck(o, st, "intlcal_get_first_day_of_week: Call to ICU method has failed", a)) return a.retBool(false);
  a.retInt(r);
}

void cal_set_first_day_of_week(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t d = a.i64(off);
  checkDow(a, d, off + 1);
  o->cal->setFirstDayOfWeek(UCalendarDaysOfWeek(d));
  a.retBool(true);
}

void cal_get_keyword_values(NativeArgs& a) {
  clearError();
  std::string kw(a.sv(0)), loc(a.sv(1));
  UErrorCode st = U_ZERO_ERROR;
  icu::StringEnumeration* e = icu::Calendar::getKeywordValuesForLocale(kw.c_str(), icu::Locale(loc.c_str()), a.b(2), st);
  if (U_FAILURE(st)) {
    delete e;
    setError(st, "intlcal_get_keyword_values_for_locale: error calling underlying method", fnName(a).c_str());
    return a.retBool(false);
  }
  retEnumeration(a, e);
}

void cal_get_locale(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t t = a.i64(off);
  if (t != ULOC_ACTUAL_LOCALE && t != ULOC_VALID_LOCALE)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($type) must be either Locale::ACTUAL_LOCALE or Locale::VALID_LOCALE", fnName(a).c_str(), off + 1);
  UErrorCode st = U_ZERO_ERROR;
  icu::Locale l = o->cal->getLocale(ULocDataLocaleType(t), st);
  if (!calCheck(o, st, "intlcal_get_locale: Call to ICU method has failed", a)) return a.retBool(false);
  a.retString(l.getName());
}

void cal_get_minimal_days(NativeArgs& a) {
  uint32_t off;
  a.retInt(calSelf(a, off)->cal->getMinimalDaysInFirstWeek());
}
void cal_set_minimal_days(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t d = a.i64(off);
  if (d < 1 || d > 7) throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($days) must be between 1 and 7", fnName(a).c_str(), off + 1);
  o->cal->setMinimalDaysInFirstWeek(uint8_t(d));
  a.retBool(true);
}

void cal_get_now(NativeArgs& a) { a.retDouble(icu::Calendar::getNow()); }

void cal_get_repeated(NativeArgs& a) {
  uint32_t off;
  a.retInt(calSelf(a, off)->cal->getRepeatedWallTimeOption());
}
void cal_get_skipped(NativeArgs& a) {
  uint32_t off;
  a.retInt(calSelf(a, off)->cal->getSkippedWallTimeOption());
}
void cal_set_repeated(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t v = a.i64(off);
  if (v != UCAL_WALLTIME_FIRST && v != UCAL_WALLTIME_LAST)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($option) must be either IntlCalendar::WALLTIME_FIRST or IntlCalendar::WALLTIME_LAST", fnName(a).c_str(), off + 1);
  o->cal->setRepeatedWallTimeOption(UCalendarWallTimeOption(v));
  a.retBool(true);
}
void cal_set_skipped(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t v = a.i64(off);
  if (v != UCAL_WALLTIME_FIRST && v != UCAL_WALLTIME_LAST && v != UCAL_WALLTIME_NEXT_VALID)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($option) must be one of IntlCalendar::WALLTIME_FIRST, IntlCalendar::WALLTIME_LAST, or IntlCalendar::WALLTIME_NEXT_VALID", fnName(a).c_str(), off + 1);
  o->cal->setSkippedWallTimeOption(UCalendarWallTimeOption(v));
  a.retBool(true);
}

void cal_get_time(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  UDate d = o->cal->getTime(st);
  if (!calCheck(o, st, "intlcal_get_time: error calling ICU Calendar::getTime", a)) return a.retBool(false);
  a.retDouble(d);
}

void cal_set_time(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  o->cal->setTime(a.dbl(off), st);
  if (!calCheck(o, st, "Call to underlying method failed", a)) return a.retBool(false);
  a.retBool(true);
}

void cal_get_time_zone(NativeArgs& a) {
  uint32_t off;
  a.retObject(wrapTimeZone(calSelf(a, off)->cal->getTimeZone().clone()));
}

void cal_set_time_zone(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  icu::TimeZone* tz = timeZoneArg(&a.arg(off), code, msg, "intlcal_set_time_zone");
  if (!tz) {
    objError(o, code, msg, a);
    return a.retBool(false);
  }
  o->cal->adoptTimeZone(tz);
  a.retBool(true);
}

void cal_get_type(NativeArgs& a) {
  uint32_t off;
  a.retString(calSelf(a, off)->cal->getType());
}

void cal_in_daylight_time(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  bool r = o->cal->inDaylightTime(st);
  if (!calCheck(o, st, "intlcal_in_daylight_time: Error calling ICU method", a)) return a.retBool(false);
  a.retBool(r);
}

void cal_is_lenient(NativeArgs& a) {
  uint32_t off;
  a.retBool(calSelf(a, off)->cal->isLenient());
}
void cal_set_lenient(NativeArgs& a) {
  uint32_t off;
  calSelf(a, off)->cal->setLenient(a.b(off));
  a.retBool(true);
}

void cal_is_set(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  int64_t f = a.i64(off);
  checkField(a, f, off + 1);
  a.retBool(o->cal->isSet(UCalendarDateFields(f)));
}

void cal_is_weekend(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  bool r = a.isNull(off) ? o->cal->isWeekend() : o->cal->isWeekend(a.dbl(off), st);
  if (!calCheck(o, st, "intlcal_is_weekend: Error calling ICU method", a)) return a.retBool(false);
  a.retBool(r);
}

void cal_set(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  uint32_t n = a.count - off;
  if (n == 2) {
    int64_t f = a.i64(off);
    checkField(a, f, off + 1);
    o->cal->set(UCalendarDateFields(f), int32_t(a.i64(off + 1)));
    return a.retBool(true);
  }
  const char* names[] = {"year", "month", "dayOfMonth", "hour", "minute", "second"};
  int32_t v[6];
  for (uint32_t i = 0; i < n && i < 6; i++) {
    int64_t x = a.i64(off + i);
    if (x < INT32_MIN || x > INT32_MAX)
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must be between %d and %d", fnName(a).c_str(), off + i + 1, names[i], INT32_MIN, INT32_MAX);
    v[i] = int32_t(x);
  }
  if (n == 3) o->cal->set(v[0], v[1], v[2]);
  else if (n == 4) o->cal->set(UCAL_YEAR, v[0]), o->cal->set(UCAL_MONTH, v[1]), o->cal->set(UCAL_DATE, v[2]), o->cal->set(UCAL_HOUR_OF_DAY, v[3]);
  else if (n == 5) o->cal->set(v[0], v[1], v[2], v[3], v[4]);
  else if (n >= 6) o->cal->set(v[0], v[1], v[2], v[3], v[4], v[5]);
  else throwErrorF(ErrorKind::ArgumentCountError, "%s() expects at least 2 arguments, %u given", fnName(a).c_str(), n);
  a.retBool(true);
}

void cal_to_datetime(NativeArgs& a) {
  uint32_t off;
  CalObj* o = calSelf(a, off);
  UErrorCode st = U_ZERO_ERROR;
  UDate d = o->cal->getTime(st);
  if (!calCheck(o, st, "intlcal_to_date_time: error calling ICU Calendar::getTime()", a)) return a.retBool(false);
  int64_t secs = int64_t(std::floor(d / 1000));
  icu::UnicodeString id;
  o->cal->getTimeZone().getID(id);
  std::string tzName = toUtf8(id);
  if (tzName.compare(0, 3, "GMT") == 0 && tzName.size() > 3) tzName = tzName.substr(3);
  TypedValue ts = makeStr("@" + std::to_string(secs));
  ObjectData* dt = newInstance("DateTime");
  TypedValue r = callMethod(dt, nullptr, "__construct", {ts});
  tvDecRef(r);
  tvDecRef(ts);
  TypedValue zn = makeStr(tzName);
  ObjectData* z = newInstance("DateTimeZone");
  r = callMethod(z, nullptr, "__construct", {zn});
  tvDecRef(r);
  tvDecRef(zn);
  TypedValue zv = makeObjectNoIncRef(z);
  r = callMethod(dt, nullptr, "settimezone", {zv});
  tvDecRef(r);
  z->decRef();
  a.retObject(dt);
}

// --- IntlGregorianCalendar -----------------------------------------------------------------
void greg_construct(NativeArgs& a) {
  delete objSlot(a.thisObj);
  objSlot(a.thisObj) = nullptr;
  clearError();
  uint32_t n = a.count;
  while (n > 0 && a.isNull(n - 1)) n--;
  UErrorCode st = U_ZERO_ERROR;
  icu::GregorianCalendar* cal = nullptr;
  if (n <= 2) {
    UErrorCode code = U_ZERO_ERROR;
    std::string msg;
    icu::TimeZone* tz = timeZoneArg(n >= 1 ? &a.arg(0) : nullptr, code, msg, "intlgregcal_create_instance");
    if (!tz) {
      setError(code, msg, fnName(a).c_str());
      throwObject(makeThrowable("IntlException", "Constructor failed"));
    }
    std::string loc = n >= 2 ? toStdString(a.arg(1)) : defaultLocale();
    cal = new icu::GregorianCalendar(tz, icu::Locale(loc.c_str()), st);
  } else {
    int32_t v[6] = {0, 0, 0, 0, 0, 0};
    for (uint32_t i = 0; i < n && i < 6; i++) v[i] = int32_t(toInt(a.arg(i)));
    if (n == 3) cal = new icu::GregorianCalendar(v[0], v[1], v[2], st);
    else if (n == 4) throwError(ErrorKind::ArgumentCountError, "No variant with 4 arguments (excluding trailing NULLs)");
    else if (n == 5) cal = new icu::GregorianCalendar(v[0], v[1], v[2], v[3], v[4], st);
    else cal = new icu::GregorianCalendar(v[0], v[1], v[2], v[3], v[4], v[5], st);
    if (cal) {
      icu::TimeZone* tz = icuZoneFromPhpName(phpDefaultTimezone());
      if (tz) {
        UDate d = 0;
        // The fields were meant in php's default zone: re-apply them there.
        cal->adoptTimeZone(tz);
        cal->clear();
        if (n == 3) cal->set(v[0], v[1], v[2]);
        else if (n == 5) cal->set(v[0], v[1], v[2], v[3], v[4]);
        else cal->set(v[0], v[1], v[2], v[3], v[4], v[5]);
        (void)d;
      }
    }
  }
  if (U_FAILURE(st) || !cal) {
    delete cal;
    setError(st, "intlgregcal_create_instance: error creating ICU GregorianCalendar from time zone and locale", fnName(a).c_str());
    throwObject(makeThrowable("IntlException", "Constructor failed"));
  }
  auto* o = new CalObj;
  o->cal.reset(cal);
  objSlot(a.thisObj) = o;
}

void greg_create_instance(NativeArgs& a) {
  ObjectData* obj = newInstance("IntlGregorianCalendar");
  NativeArgs b = a;
  b.thisObj = obj;
  try {
    greg_construct(b);
  } catch (...) {
    obj->decRef();
    throw;
  }
  a.retObject(obj);
}

icu::GregorianCalendar* greg(NativeArgs& a, uint32_t& off) {
  CalObj* o = calSelf(a, off);
  return static_cast<icu::GregorianCalendar*>(o->cal.get());
}

void greg_set_change(NativeArgs& a) {
  uint32_t off;
  icu::GregorianCalendar* g = greg(a, off);
  UErrorCode st = U_ZERO_ERROR;
  g->setGregorianChange(a.dbl(off), st);
  a.retBool(U_SUCCESS(st));
}
void greg_get_change(NativeArgs& a) {
  uint32_t off;
  a.retDouble(greg(a, off)->getGregorianChange());
}
void greg_is_leap_year(NativeArgs& a) {
  uint32_t off;
  icu::GregorianCalendar* g = greg(a, off);
  int64_t y = a.i64(off);
  if (y < INT32_MIN || y > INT32_MAX)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($year) must be between %d and %d", fnName(a).c_str(), off + 1, INT32_MIN, INT32_MAX);
  a.retBool(g->isLeapYear(int32_t(y)));
}

const BuiltinDecl kCalendarBuiltins[] = {
#include "runtime/ext/intl/intl-calendar.inc"
};
HOP_REGISTER_BUILTINS(kCalendarBuiltins);

} // namespace

} // namespace hop
