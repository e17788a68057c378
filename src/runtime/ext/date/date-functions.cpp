// date-functions.cpp — the date extension's functions (date, mktime, strtotime, date_parse, date_* aliases...).
#include <sys/time.h>
#include <time.h>

#include <cmath>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/date/date-objects.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/interp.h"
#include "vm/lookup.h"

namespace hop {

HOP_REGISTER_EXTENSION("date");

namespace date {

namespace {

struct DateReqState {
  bool set = false;
  bool warnedIni = false;
  std::string name;
  bool haveErrors = false;
  ParseResult last;
};
DateReqState& state() { return ctx().builtinState<DateReqState>(); }

void putStr(ArrayData*& a, const char* k, std::string_view v) {
  ArrayData::setStr(a, StringData::interned(k), makeStringNoIncRef(StringData::make(v)));
}
void putInt(ArrayData*& a, const char* k, int64_t v) { ArrayData::setStr(a, StringData::interned(k), makeInt(v)); }
void putBool(ArrayData*& a, const char* k, bool v) { ArrayData::setStr(a, StringData::interned(k), makeBool(v)); }
void putDbl(ArrayData*& a, const char* k, double v) { ArrayData::setStr(a, StringData::interned(k), makeDouble(v)); }

ArrayData* messages(const std::vector<ParseMsg>& v) {
  ArrayData* r = ArrayData::makeHash(v.size());
  for (const ParseMsg& m : v) ArrayData::setInt(r, m.pos, makeStringNoIncRef(StringData::make(m.msg)));
  return r;
}

} // namespace

std::string requestDefaultZoneName() {
  DateReqState& s = state();
  if (s.set) return s.name;
  std::string ini = ctx().ini.get("date.timezone").value_or("");
  const TzInfo* z = ini.empty() || ini.find('\0') != std::string::npos ? nullptr : findZone(ini);
  if (!z) {
    // php checks the setting at startup
    if (!s.warnedIni) {
      s.warnedIni = true;
      raiseErrorAt(E_WARNING, formatStr("PHP Startup: Invalid date.timezone value '%s', using 'UTC' instead", ini.c_str()), "Unknown", 0);
    }
    return "UTC";
  }
  return z->name;
}

Zone requestDefaultZone(const char*) {
  Zone z;
  std::string n = requestDefaultZoneName();
  if (const TzInfo* tz = findZone(n)) { z.type = kZoneId; z.tz = tz; }
  if (z.type == kZoneNone) { z.type = kZoneOffset; z.offset = 0; }
  return z;
}

void setLastErrors(const ParseResult& r) {
  DateReqState& s = state();
  s.haveErrors = !r.errors.empty() || !r.warnings.empty();
  s.last.errors = r.errors;
  s.last.warnings = r.warnings;
}
void clearLastErrors() { state().haveErrors = false; }

ArrayData* lastErrorsArray() {
  DateReqState& s = state();
  if (!s.haveErrors) return nullptr;
  ArrayData* r = ArrayData::makeHash(4);
  putInt(r, "warning_count", s.last.warnings.size());
  ArrayData::setStr(r, StringData::interned("warnings"), makeArrayNoIncRef(messages(s.last.warnings)));
  putInt(r, "error_count", s.last.errors.size());
  ArrayData::setStr(r, StringData::interned("errors"), makeArrayNoIncRef(messages(s.last.errors)));
  return r;
}

ArrayData* parseResultArray(const ParseResult& pr, bool fromFormat) {
  const DTime& t = pr.t;
  ArrayData* r = ArrayData::makeHash(16);
  auto field = [&](const char* k, int64_t v) {
    if (v == kUnset) putBool(r, k, false);
    else putInt(r, k, v);
  };
  field("year", t.y);
  field("month", t.m);
  field("day", t.d);
  field("hour", t.h);
  field("minute", t.i);
  field("second", t.s);
  if (t.us == kUnset) putBool(r, "fraction", false);
  else putDbl(r, "fraction", double(t.us) / 1000000.0);
  putInt(r, "warning_count", pr.warnings.size());
  ArrayData::setStr(r, StringData::interned("warnings"), makeArrayNoIncRef(messages(pr.warnings)));
  putInt(r, "error_count", pr.errors.size());
  ArrayData::setStr(r, StringData::interned("errors"), makeArrayNoIncRef(messages(pr.errors)));
  bool local = t.haveZone;
  putBool(r, "is_localtime", local);
  if (local) {
    putInt(r, "zone_type", t.z.type);
    switch (t.z.type) {
      case kZoneOffset:
        putInt(r, "zone", t.z.offset);
        putBool(r, "is_dst", false);
        break;
      case kZoneId: putStr(r, "tz_id", t.z.tz->name); break;
      case kZoneAbbr:
        putInt(r, "zone", t.z.offset);
        putBool(r, "is_dst", t.z.dst);
        putStr(r, "tz_abbr", t.z.abbr);
        break;
    }
  }
  if (t.haveRel) {
    ArrayData* rel = ArrayData::makeHash(8);
    putInt(rel, "year", t.rel.y);
    putInt(rel, "month", t.rel.m);
    putInt(rel, "day", t.rel.d);
    putInt(rel, "hour", t.rel.h);
    putInt(rel, "minute", t.rel.i);
    putInt(rel, "second", t.rel.s);
    if (t.rel.haveWeekday) putInt(rel, "weekday", t.rel.weekday);
    if (t.rel.haveSpecial && t.rel.specialType == 1) putInt(rel, "weekdays", t.rel.specialAmount);
    if (t.rel.firstLast == 1) putBool(rel, "first_day_of_month", true);
    if (t.rel.firstLast == 2) putBool(rel, "last_day_of_month", true);
    ArrayData::setStr(r, StringData::interned("relative"), makeArrayNoIncRef(rel));
  }
  (void)fromFormat;
  return r;
}

std::string parseErrorMessage(std::string_view str, const ParseResult& r) {
  const ParseMsg& e = r.errors[0];
  return formatStr("Failed to parse time string (%s) at position %d (%c): %s", std::string(str).c_str(), e.pos, e.c, e.msg.c_str());
}

bool initDate(DTime& out, std::string_view str, const Zone* tz, std::string& msg, bool keepErrors) {
  ParseResult r = parseDateString(str.empty() ? std::string_view("now") : str);
  if (keepErrors) setLastErrors(r);
  if (!r.errors.empty()) {
    msg = parseErrorMessage(str, r);
    return false;
  }
  DTime t = r.t;
  Zone nowZone;
  if (tz) nowZone = *tz;
  else if (t.haveZone && t.z.type == kZoneId) nowZone = t.z;
  else nowZone = requestDefaultZone();
  DTime now = nowIn(nowZone);
  fillHoles(t, now);
  updateTs(t);
  out = t;
  return true;
}

bool modifyDate(DTime& t, std::string_view str, const char* fn) {
  ParseResult r = parseDateString(str);
  setLastErrors(r);
  if (!r.errors.empty()) {
    raiseWarning("%s(): %s", fn, parseErrorMessage(str, r).c_str());
    return false;
  }
  const DTime& p = r.t;
  t.rel = p.rel;
  t.haveRel = p.haveRel;
  if (p.y != kUnset) t.y = p.y;
  if (p.m != kUnset) t.m = p.m;
  if (p.d != kUnset) t.d = p.d;
  if (p.h != kUnset) {
    t.h = p.h;
    if (p.i != kUnset) {
      t.i = p.i;
      t.s = p.s != kUnset ? p.s : 0;
    } else {
      t.i = 0;
      t.s = 0;
    }
  }
  if (p.us != kUnset) t.us = p.us;
  if (p.y == 1970 && p.m == 1 && p.d == 1 && p.h == 0 && p.i == 0 && p.s == 0 && p.us == 0 && p.haveZone &&
      p.z.type == kZoneOffset && p.z.offset == 0) {
    t.z = Zone();
    t.z.type = kZoneOffset;
  }
  updateTs(t);
  return true;
}

namespace {

// --- time basics ----------------------------------------------------------------------
void f_time(NativeArgs& a) { a.retInt(int64_t(::time(nullptr))); }

void f_microtime(NativeArgs& a) {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  if (a.bOr(0, false)) {
    a.retDouble(double(tv.tv_sec) + double(tv.tv_usec) / 1e6);
    return;
  }
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.8F %ld", double(tv.tv_usec) / 1e6, long(tv.tv_sec));
  a.retString(buf);
}

void f_hrtime(NativeArgs& a) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  if (a.bOr(0, false)) {
    a.retInt(int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec);
    return;
  }
  ArrayData* r = ArrayData::makePacked(2);
  ArrayData::append(r, makeInt(ts.tv_sec));
  ArrayData::append(r, makeInt(ts.tv_nsec));
  a.retArray(r);
}

void f_gettimeofday(NativeArgs& a) {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  if (a.bOr(0, false)) {
    a.retDouble(double(tv.tv_sec) + double(tv.tv_usec) / 1e6);
    return;
  }
  DTime now = nowIn(requestDefaultZone());
  ArrayData* r = ArrayData::makeHash(4);
  putInt(r, "sec", tv.tv_sec);
  putInt(r, "usec", tv.tv_usec);
  OffsetInfo oi = offsetOf(now);
  putInt(r, "minuteswest", -oi.offset / 60);
  putInt(r, "dsttime", oi.dst ? 1 : 0);
  a.retArray(r);
}

DTime atTimestamp(int64_t ts, bool utc) {
  DTime t;
  if (!utc) t.z = requestDefaultZone();   // gmdate: no zone (php's localtime = 0)
  t.sse = ts;
  t.us = 0;
  updateFromSse(t);
  return t;
}

int64_t tsArg(NativeArgs& a, uint32_t i) { return a.isNull(i) ? int64_t(::time(nullptr)) : a.i64(i); }

void f_date(NativeArgs& a) { a.retString(formatDate(a.sv(0), atTimestamp(tsArg(a, 1), false))); }
void f_gmdate(NativeArgs& a) { a.retString(formatDate(a.sv(0), atTimestamp(tsArg(a, 1), true))); }

void f_idate(NativeArgs& a) {
  std::string_view f = a.sv(0);
  if (f.size() != 1) {
    raiseWarning("idate(): idate format is one char");
    a.retBool(false);
    return;
  }
  DTime t = atTimestamp(tsArg(a, 1), false);
  int64_t r;
  int64_t w;
  switch (f[0]) {
    case 'B': r = std::stoll(formatDate("B", t)); break;
    case 'd': r = t.d; break;
    case 'h': r = t.h % 12 ? t.h % 12 : 12; break;
    case 'H': r = t.h; break;
    case 'i': r = t.i; break;
    case 'I': r = offsetOf(t).dst; break;
    case 'L': r = isLeap(t.y); break;
    case 'm': r = t.m; break;
    case 'N': { int d = weekdayFromDays(daysFromCivil(t.y, t.m, t.d)); r = d == 0 ? 7 : d; break; }
    case 'o': r = isoWeekYear(t.y, t.m, t.d, w); break;
    case 's': r = t.s; break;
    case 't': r = daysInMonth(t.y, t.m); break;
    case 'U': r = t.sse; break;
    case 'w': r = weekdayFromDays(daysFromCivil(t.y, t.m, t.d)); break;
    case 'W': isoWeekYear(t.y, t.m, t.d, w); r = w; break;
    case 'y': r = t.y % 100; break;
    case 'Y': r = int32_t(t.y); break;   // php's (int) t->y
    case 'z': r = dayOfYear(t.y, t.m, t.d); break;
    case 'Z': r = offsetOf(t).offset; break;
    default:
      raiseWarning("idate(): Unrecognized date format token");
      a.retBool(false);
      return;
  }
  a.retInt(r);
}

void makeTime(NativeArgs& a, bool utc) {
  DTime now;
  if (utc) zoneFromName("UTC", now.z);
  else now.z = requestDefaultZone();
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  now.sse = tv.tv_sec;
  updateFromSse(now);
  now.us = 0;
  if (!a.isNull(0)) now.h = a.i64(0);
  if (!a.isNull(1)) now.i = a.i64(1);
  if (!a.isNull(2)) now.s = a.i64(2);
  if (!a.isNull(3)) now.m = a.i64(3);
  if (!a.isNull(4)) now.d = a.i64(4);
  if (!a.isNull(5)) {
    int64_t y = a.i64(5);
    if (y >= 0 && y < 70) y += 2000;
    else if (y >= 70 && y <= 100) y += 1900;
    now.y = y;
  }
  updateTs(now);
  a.retInt(now.sse);
}
void f_mktime(NativeArgs& a) { makeTime(a, false); }
void f_gmmktime(NativeArgs& a) { makeTime(a, true); }

void f_checkdate(NativeArgs& a) {
  int64_t m = a.i64(0), d = a.i64(1), y = a.i64(2);
  if (m < 1 || m > 12 || d < 1 || y < 1 || y > 32767) { a.retBool(false); return; }
  a.retBool(d <= daysInMonth(y, m));
}

void f_date_default_timezone_set(NativeArgs& a) {
  std::string tz(a.sv(0));
  tz.resize(strlen(tz.c_str()));   // php reads the name as a C string: "Europe/Paris\0x" is Europe/Paris
  const TzInfo* z = findZone(tz);
  if (!z) {
    raiseNotice("date_default_timezone_set(): Timezone ID '%s' is invalid", tz.c_str());
    a.retBool(false);
    return;
  }
  state().set = true;
  state().name = z->name;
  ctx().timezone = z->name;
  a.retBool(true);
}

void f_date_default_timezone_get(NativeArgs& a) { a.retString(requestDefaultZoneName()); }

void f_strtotime(NativeArgs& a) {
  std::string_view s = a.sv(0);
  ParseResult r = parseDateString(s);
  if (!r.errors.empty()) { a.retBool(false); return; }
  Zone z = requestDefaultZone();
  DTime now;
  now.z = z;
  now.sse = tsArg(a, 1);
  updateFromSse(now);
  now.us = 0;
  DTime t = r.t;
  Zone nowZone = z;
  (void)nowZone;
  fillHoles(t, now);
  updateTs(t);
  a.retInt(t.sse);
}

void f_date_parse(NativeArgs& a) { a.retArray(parseResultArray(parseDateString(a.sv(0)), false)); }
void f_date_parse_from_format(NativeArgs& a) {
  if (a.sv(1).find('\0') != std::string_view::npos)
    throwError(ErrorKind::ValueError, "date_parse_from_format(): Argument #2 ($datetime) must not contain any null bytes"); a.retArray(parseResultArray(parseFromFormat(a.sv(0), a.sv(1)), true)); }

const char* kDayNames[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
const char* kMonthNames[] = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"};

void f_getdate(NativeArgs& a) {
  DTime t = atTimestamp(tsArg(a, 0), false);
  ArrayData* r = ArrayData::makeHash(11);
  int wd = weekdayFromDays(daysFromCivil(t.y, t.m, t.d));
  putInt(r, "seconds", t.s);
  putInt(r, "minutes", t.i);
  putInt(r, "hours", t.h);
  putInt(r, "mday", t.d);
  putInt(r, "wday", wd);
  putInt(r, "mon", t.m);
  putInt(r, "year", t.y);
  putInt(r, "yday", dayOfYear(t.y, t.m, t.d));
  putStr(r, "weekday", kDayNames[wd]);
  putStr(r, "month", kMonthNames[t.m - 1]);
  ArrayData::setInt(r, 0, makeInt(t.sse));
  a.retArray(r);
}

void f_localtime(NativeArgs& a) {
  DTime t = atTimestamp(tsArg(a, 0), false);
  bool assoc = a.bOr(1, false);
  int wd = weekdayFromDays(daysFromCivil(t.y, t.m, t.d));
  int64_t vals[] = {t.s, t.i, t.h, t.d, t.m - 1, t.y - 1900, wd, dayOfYear(t.y, t.m, t.d), offsetOf(t).dst ? 1 : 0};
  const char* names[] = {"tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon", "tm_year", "tm_wday", "tm_yday", "tm_isdst"};
  ArrayData* r = assoc ? ArrayData::makeHash(9) : ArrayData::makePacked(9);
  for (int i = 0; i < 9; ++i) {
    if (assoc) putInt(r, names[i], vals[i]);
    else ArrayData::append(r, makeInt(vals[i]));
  }
  a.retArray(r);
}

void strftimeImpl(NativeArgs& a, bool utc) {
  std::string_view fmt = a.sv(0);
  if (fmt.empty()) { a.retBool(false); return; }
  DTime t = atTimestamp(tsArg(a, 1), utc);
  OffsetInfo oi = offsetOf(t);
  struct tm tm;
  std::memset(&tm, 0, sizeof tm);
  tm.tm_sec = int(t.s); tm.tm_min = int(t.i); tm.tm_hour = int(t.h);
  tm.tm_mday = int(t.d); tm.tm_mon = int(t.m - 1); tm.tm_year = int(t.y - 1900);
  tm.tm_wday = weekdayFromDays(daysFromCivil(t.y, t.m, t.d));
  tm.tm_yday = int(dayOfYear(t.y, t.m, t.d));
  tm.tm_isdst = oi.dst;
  tm.tm_gmtoff = oi.offset;
  std::string abbr = utc ? "GMT" : oi.abbr;
  tm.tm_zone = abbr.c_str();
  std::string f(fmt);
  std::vector<char> buf(f.size() * 64 + 256);
  size_t n = ::strftime(buf.data(), buf.size(), f.c_str(), &tm);
  if (n == 0 && !f.empty()) { a.retBool(false); return; }
  a.retString(std::string_view(buf.data(), n));
}
void f_strftime(NativeArgs& a) { strftimeImpl(a, false); }
void f_gmstrftime(NativeArgs& a) { strftimeImpl(a, true); }

// --- procedural aliases of the classes ------------------------------------------------
ObjectData* callOn(ObjectData* o, const char* method, std::initializer_list<TypedValue> args, TypedValue& out) {
  out = callMethod(o, method, args.begin(), uint32_t(args.size()));
  return o;
}

void createImpl(NativeArgs& a, Class* cls) {
  std::string_view s = a.svOr(0, "now");
  Zone z;
  const Zone* zp = nullptr;
  if (!a.isNull(1)) { z = checkedTz(a.obj(1))->z; zp = &z; }
  DTime t;
  std::string msg;
  if (!initDate(t, s, zp, msg)) { a.retBool(false); return; }
  a.retObject(makeDate(cls, t));
}
void f_date_create(NativeArgs& a) { createImpl(a, dateTimeClass()); }
void f_date_create_immutable(NativeArgs& a) { createImpl(a, dateTimeImmutableClass()); }

void fromFormatImpl(NativeArgs& a, Class* cls) {
  ParseResult r = parseFromFormat(a.sv(0), a.sv(1));
  setLastErrors(r);
  if (!r.errors.empty()) { a.retBool(false); return; }
  Zone z = !a.isNull(2) ? checkedTz(a.obj(2))->z : requestDefaultZone();
  DTime t = r.t;
  DTime now = nowIn(t.haveZone && t.z.type != kZoneNone ? t.z : z);
  fillHoles(t, now);
  updateTs(t);
  a.retObject(makeDate(cls, t));
}
void f_date_create_from_format(NativeArgs& a) { fromFormatImpl(a, dateTimeClass()); }
void f_date_create_immutable_from_format(NativeArgs& a) { fromFormatImpl(a, dateTimeImmutableClass()); }

void f_date_format(NativeArgs& a) { a.retString(formatDate(a.sv(1), checkedDate(a.obj(0))->t)); }

void f_date_modify(NativeArgs& a) {
  DateObj* d = checkedDate(a.obj(0));
  if (!modifyDate(d->t, a.sv(1), "date_modify")) { a.retBool(false); return; }
  a.obj(0)->incRef();
  a.retObject(a.obj(0));
}

void retSelf(NativeArgs& a) { a.obj(0)->incRef(); a.retObject(a.obj(0)); }

void f_date_add(NativeArgs& a) {
  DateObj* d = checkedDate(a.obj(0));
  addInterval(d->t, *checkedInterval(a.obj(1)), false);
  retSelf(a);
}
void f_date_sub(NativeArgs& a) {
  DateObj* d = checkedDate(a.obj(0));
  IntervalObj* iv = checkedInterval(a.obj(1));
  if (iv->rel.haveSpecial) {
    raiseWarning("date_sub(): Only non-special relative time specifications are supported for subtraction");
    retSelf(a);
    return;
  }
  addInterval(d->t, *iv, true);
  retSelf(a);
}
void f_date_timezone_get(NativeArgs& a) {
  DateObj* d = checkedDate(a.obj(0));
  if (d->t.z.type == kZoneNone) { a.retBool(false); return; }
  a.retObject(makeTz(d->t.z));
}
void f_date_timezone_set(NativeArgs& a) {
  DateObj* d = checkedDate(a.obj(0));
  d->t.z = checkedTz(a.obj(1))->z;
  updateFromSse(d->t);
  retSelf(a);
}
void f_date_offset_get(NativeArgs& a) { a.retInt(offsetOf(checkedDate(a.obj(0))->t).offset); }
void f_date_diff(NativeArgs& a) {
  a.retObject(makeInterval(diffDates(checkedDate(a.obj(0))->t, checkedDate(a.obj(1))->t, a.bOr(2, false))));
}
void f_date_time_set(NativeArgs& a) {
  DTime& t = checkedDate(a.obj(0))->t;
  t.h = a.i64(1); t.i = a.i64(2); t.s = a.i64Or(3, 0); t.us = a.i64Or(4, 0);
  updateTs(t);
  retSelf(a);
}
void f_date_date_set(NativeArgs& a) {
  DTime& t = checkedDate(a.obj(0))->t;
  t.y = a.i64(1); t.m = a.i64(2); t.d = a.i64(3);
  updateTs(t);
  retSelf(a);
}
void f_date_isodate_set(NativeArgs& a) {
  DTime& t = checkedDate(a.obj(0))->t;
  int64_t y = a.i64(1), w = a.i64(2), dow = a.i64Or(3, 1);
  t.y = y; t.m = 1; t.d = 1;
  int wd = weekdayFromDays(daysFromCivil(y, 1, 1));
  t.rel = Relative();
  t.rel.d = (0 - (wd > 4 ? wd - 7 : wd)) + (w - 1) * 7 + dow;
  t.haveRel = true;
  updateTs(t);
  retSelf(a);
}
void f_date_timestamp_set(NativeArgs& a) {
  DTime& t = checkedDate(a.obj(0))->t;
  t.sse = a.i64(1);
  t.us = 0;
  updateFromSse(t);
  retSelf(a);
}
void f_date_timestamp_get(NativeArgs& a) { a.retInt(checkedDate(a.obj(0))->t.sse); }
void f_date_get_last_errors(NativeArgs& a) {
  ArrayData* r = lastErrorsArray();
  if (r) a.retArray(r);
  else a.retBool(false);
}

void f_timezone_open(NativeArgs& a) {
  Zone z;
  std::string_view n = a.sv(0);
  if (n.find('\0') != std::string_view::npos)   // php reads the name as a path (ZPP 'p')
    throwError(ErrorKind::ValueError, "timezone_open(): Argument #1 ($timezone) must not contain any null bytes");
  if (!zoneFromName(n, z)) {
    raiseWarning("timezone_open(): Unknown or bad timezone (%s)", std::string(n).c_str());
    a.retBool(false);
    return;
  }
  a.retObject(makeTz(z));
}
void f_timezone_name_get(NativeArgs& a) { a.retString(zoneName(checkedTz(a.obj(0))->z)); }
void f_timezone_offset_get(NativeArgs& a) {
  TzObj* t = checkedTz(a.obj(0));
  a.retInt(zoneOffsetAtTime(t->z, checkedDate(a.obj(1))->t.sse).offset);
}
void f_timezone_transitions_get(NativeArgs& a) {
  TypedValue out;
  TypedValue args[2] = {a.isNull(1) ? makeInt(INT64_MIN) : makeInt(a.i64(1)), a.isNull(2) ? makeInt(INT64_MAX) : makeInt(a.i64(2))};
  out = callMethod(a.obj(0), "gettransitions", args, 2);
  a.retValue(out);
}
void f_timezone_location_get(NativeArgs& a) { a.retValue(callMethod(a.obj(0), "getlocation", nullptr, 0)); }

const int kGroups[] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
const char* kGroupPrefixes[] = {"Africa/", "America/", "Antarctica/", "Arctic/", "Asia/", "Atlantic/", "Australia/", "Europe/", "Indian/", "Pacific/", "UTC"};

void f_timezone_identifiers_list(NativeArgs& a) {
  int64_t group = a.i64Or(0, 2047);
  std::string country(a.svOr(1, ""));
  if (group < 0 || group > 4096) {
    throwError(ErrorKind::ValueError, "timezone_identifiers_list(): Argument #1 ($timezoneGroup) must be one of DateTimeZone::AFRICA, DateTimeZone::AMERICA, DateTimeZone::ANTARCTICA, DateTimeZone::ARCTIC, DateTimeZone::ASIA, DateTimeZone::ATLANTIC, DateTimeZone::AUSTRALIA, DateTimeZone::EUROPE, DateTimeZone::INDIAN, DateTimeZone::PACIFIC, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::ALL_WITH_BC, or DateTimeZone::PER_COUNTRY");
  }
  ArrayData* r = ArrayData::makePacked(420);
  if (group == 4096) {
    if (country.size() != 2) {
      r->decRef();
      throwError(ErrorKind::ValueError, "timezone_identifiers_list(): Argument #2 ($countryCode) must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY");
    }
    for (char& c : country) c = char(std::toupper((unsigned char)c));
    for (auto& [n, cc] : zoneCountries())
      if (cc == country) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
    a.retArray(r);
    return;
  }
  for (const std::string& n : group == 4095 ? allZoneFiles() : allZoneNames()) {
    if (group == 4095 && n == "posixrules") continue;
    bool ok = group == 2047 || group == 4095;
    for (int g = 0; g < 11 && !ok; ++g)
      if ((group & kGroups[g]) && n.compare(0, std::strlen(kGroupPrefixes[g]), kGroupPrefixes[g]) == 0) ok = true;
    if (ok) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  }
  a.retArray(r);
}

void f_timezone_abbreviations_list(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(64);
  std::vector<AbbrEntry> all = abbreviations();
  all.insert(all.end(), derivedAbbreviations().begin(), derivedAbbreviations().end());
  for (const AbbrEntry& e : all) {
    ArrayData* item = ArrayData::makeHash(3);
    putBool(item, "dst", e.dst);
    putInt(item, "offset", e.offset);
    if (e.id) putStr(item, "timezone_id", e.id);
    else ArrayData::setStr(item, StringData::interned("timezone_id"), makeNull());
    StringData* k = StringData::make(e.abbr);
    const TypedValue* existing = r->getStr(k);
    if (existing) {
      ArrayData* list = tvDeref(existing)->m_data.parr;
      list->incRef();
      ArrayData::append(list, makeArrayNoIncRef(item));
      ArrayData::setStr(r, k, makeArrayNoIncRef(list));
    } else {
      ArrayData* list = ArrayData::makePacked(1);
      ArrayData::append(list, makeArrayNoIncRef(item));
      ArrayData::setStr(r, k, makeArrayNoIncRef(list));
    }
    k->decRef();
  }
  a.retArray(r);
}

void f_timezone_name_from_abbr(NativeArgs& a) {
  std::string abbr(a.sv(0));
  int64_t offset = a.i64Or(1, -1), isDst = a.i64Or(2, -1);
  for (char& c : abbr) c = char(std::tolower((unsigned char)c));
  if (!abbr.empty()) {
    if (abbr == "utc" || abbr == "gmt") { a.retString("UTC"); return; }
    const AbbrEntry* first = nullptr;
    for (const AbbrEntry& e : abbreviations())
      if (abbr == e.abbr && e.id) {
        if (!first) first = &e;
        if (offset == -1 || e.offset == offset) { a.retString(e.id); return; }
      }
    if (first) { a.retString(first->id); return; }
  }
  if (offset != -1) {
    for (const AbbrEntry& e : abbreviations())
      if (!abbr.empty() && e.id && e.offset == offset && (isDst == -1 || e.dst == (isDst != 0))) { a.retString(e.id); return; }
    // timelib's fallback map: one zone per offset and dst flag
    static const struct { int32_t off; bool dst; const char* id; } kFallback[] = {
        {-39600, false, "Pacific/Apia"}, {-36000, false, "Pacific/Honolulu"}, {-32400, false, "America/Anchorage"},
        {-28800, true, "America/Anchorage"}, {-28800, false, "America/Los_Angeles"}, {-25200, true, "America/Los_Angeles"},
        {-25200, false, "America/Denver"}, {-21600, true, "America/Denver"}, {-21600, false, "America/Chicago"},
        {-18000, true, "America/Chicago"}, {-18000, false, "America/New_York"}, {-16200, false, "America/Caracas"},
        {-14400, true, "America/New_York"}, {-14400, false, "America/Halifax"}, {-10800, true, "America/Halifax"},
        {-10800, false, "America/Sao_Paulo"}, {-7200, true, "America/Sao_Paulo"}, {-3600, false, "Atlantic/Azores"},
        {0, true, "Atlantic/Azores"}, {0, false, "Europe/London"}, {3600, true, "Europe/London"}, {3600, false, "Europe/Paris"},
        {7200, true, "Europe/Paris"}, {7200, false, "Europe/Helsinki"}, {10800, true, "Europe/Helsinki"},
        {10800, false, "Europe/Moscow"}, {12600, false, "Asia/Tehran"}, {14400, true, "Europe/Moscow"}, {14400, false, "Asia/Dubai"},
        {16200, false, "Asia/Kabul"}, {18000, false, "Asia/Karachi"}, {19800, false, "Asia/Kolkata"}, {20700, false, "Asia/Katmandu"},
        {21600, false, "Asia/Yekaterinburg"}, {25200, true, "Asia/Novosibirsk"}, {25200, false, "Asia/Krasnoyarsk"},
        {28800, true, "Asia/Krasnoyarsk"}, {28800, false, "Asia/Shanghai"}, {32400, false, "Asia/Tokyo"},
        {34200, false, "Australia/Darwin"}, {36000, false, "Australia/Melbourne"}, {37800, true, "Australia/Adelaide"},
        {39600, true, "Australia/Melbourne"}, {43200, false, "Pacific/Auckland"}, {46800, true, "Pacific/Auckland"}};
    for (const auto& f : kFallback)
      if (f.off == offset && (isDst == -1 ? !f.dst : f.dst == (isDst != 0))) { a.retString(f.id); return; }
  }
  a.retBool(false);
}

void f_timezone_version_get(NativeArgs& a) { a.retString("0.system"); }

// --- sun ---------------------------------------------------------------------------
// The sunrise algorithm timelib uses (after Paul Schlyter's sunriset.c).
double revolution(double x) { return x - 360.0 * std::floor(x / 360.0); }
double rev180(double x) { return x - 360.0 * std::floor(x / 360.0 + 0.5); }
const double kDeg = M_PI / 180.0;
double GMST0(double d) { return revolution((180.0 + 356.0470 + 282.9404) + (0.9856002585 + 4.70935E-5) * d); }
void sunpos(double d, double& lon, double& r) {
  double M = revolution(356.0470 + 0.9856002585 * d);
  double w = 282.9404 + 4.70935E-5 * d;
  double e = 0.016709 - 1.151E-9 * d;
  double E = M + e / kDeg * std::sin(M * kDeg) * (1.0 + e * std::cos(M * kDeg));
  double x = std::cos(E * kDeg) - e;
  double y = std::sqrt(1.0 - e * e) * std::sin(E * kDeg);
  r = std::sqrt(x * x + y * y);
  double v = std::atan2(y, x) / kDeg;
  lon = v + w;
  if (lon >= 360.0) lon -= 360.0;
}
void sunRaDec(double d, double& RA, double& dec, double& r) {
  double lon;
  sunpos(d, lon, r);
  double x = r * std::cos(lon * kDeg), y = r * std::sin(lon * kDeg);
  double obl = 23.4393 - 3.563E-7 * d;
  double z = y * std::sin(obl * kDeg);
  y = y * std::cos(obl * kDeg);
  RA = std::atan2(y, x) / kDeg;
  dec = std::atan2(z, std::sqrt(x * x + y * y)) / kDeg;
}

/// timelib_astro_rise_set_altitude: 0 ok, +1 always above, -1 always below. ts: any time of the local day.
int riseSet(int64_t ts, double lon, double lat, double altit, bool upperLimb, double& hRise, double& hSet, int64_t& tsRise, int64_t& tsSet,
            int64_t& tsTransit) {
  DTime loc;
  loc.z = requestDefaultZone();
  loc.sse = ts;
  updateFromSse(loc);
  loc.h = 12; loc.i = 0; loc.s = 0;
  updateTs(loc);   // local noon
  int64_t utcMidnight = daysFromCivil(loc.y, loc.m, loc.d) * 86400;
  double d = double(utcMidnight - 946728000) / 86400.0 + 2 - lon / 360.0;
  double sidtime = revolution(GMST0(d) + 180.0 + lon);
  double sRA, sdec, sr;
  sunRaDec(d, sRA, sdec, sr);
  double tsouth = 12.0 - rev180(sidtime - sRA) / 15.0;
  double sradius = 0.2666 / sr;
  if (upperLimb) altit -= sradius;
  double cost = (std::sin(altit * kDeg) - std::sin(lat * kDeg) * std::sin(sdec * kDeg)) / (std::cos(lat * kDeg) * std::cos(sdec * kDeg));
  tsTransit = utcMidnight + int64_t(tsouth * 3600);
  int rc = 0;
  double t;
  if (cost >= 1.0) {
    rc = -1;
    t = 0.0;
    tsRise = tsSet = utcMidnight + int64_t(tsouth * 3600);
  } else if (cost <= -1.0) {
    rc = 1;
    t = 12.0;
    tsRise = loc.sse - 12 * 3600;
    tsSet = loc.sse + 12 * 3600;
  } else {
    t = std::acos(cost) / kDeg / 15.0;
    tsRise = int64_t(((tsouth - t) * 3600) + double(utcMidnight));
    tsSet = int64_t(((tsouth + t) * 3600) + double(utcMidnight));
  }
  hRise = tsouth - t;
  hSet = tsouth + t;
  return rc;
}

void sunFn(NativeArgs& a, bool sunrise) {
  const char* fn = sunrise ? "date_sunrise" : "date_sunset";
  int64_t ts = a.i64(0);
  int64_t fmt = a.i64Or(1, 1);
  IniSettings& ini = ctx().ini;
  double lat = a.isNull(2) ? std::atof(ini.get("date.default_latitude").value_or("31.7667").c_str()) : a.dbl(2);
  double lon = a.isNull(3) ? std::atof(ini.get("date.default_longitude").value_or("35.2333").c_str()) : a.dbl(3);
  double zenith = a.isNull(4) ? std::atof(ini.get(sunrise ? "date.sunrise_zenith" : "date.sunset_zenith").value_or("90.833333").c_str()) : a.dbl(4);
  if (fmt != 0 && fmt != 1 && fmt != 2)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($returnFormat) must be one of SUNFUNCS_RET_TIMESTAMP, SUNFUNCS_RET_STRING, or SUNFUNCS_RET_DOUBLE", fn);
  double gmtOffset;
  if (a.isNull(5)) {
    // php takes the zone's offset at the epoch, in whole hours
    DTime t = atTimestamp(0, false);
    gmtOffset = double(offsetOf(t).offset / 3600);
  } else gmtOffset = a.dbl(5);
  double altitude = 90 - zenith;
  double hRise, hSet;
  int64_t r, s, tr;
  int rc = riseSet(ts, lon, lat, altitude, true, hRise, hSet, r, s, tr);
  if (rc != 0) { a.retBool(false); return; }
  if (fmt == 0) { a.retInt(sunrise ? r : s); return; }
  double N = (sunrise ? hRise : hSet) + gmtOffset;
  if (N > 24 || N < 0) N -= std::floor(N / 24) * 24;
  if (fmt == 2) { a.retDouble(N); return; }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%02d:%02d", int(N), int(60 * (N - int(N))));
  a.retString(buf);
}
void f_date_sunrise(NativeArgs& a) { sunFn(a, true); }
void f_date_sunset(NativeArgs& a) { sunFn(a, false); }

void f_date_sun_info(NativeArgs& a) {
  int64_t ts = a.i64(0);
  double lat = a.dbl(1), lon = a.dbl(2);
  ArrayData* r = ArrayData::makeHash(9);
  double hr, hs;
  int64_t rise, set, transit;
  auto put = [&](const char* k, int rc, int64_t v) {
    if (rc == -1) putBool(r, k, false);
    else if (rc == 1) putBool(r, k, true);
    else putInt(r, k, v);
  };
  int rc = riseSet(ts, lon, lat, -50.0 / 60, true, hr, hs, rise, set, transit);
  put("sunrise", rc, rise);
  put("sunset", rc, set);
  putInt(r, "transit", transit);
  rc = riseSet(ts, lon, lat, -6.0, false, hr, hs, rise, set, transit);
  put("civil_twilight_begin", rc, rise);
  put("civil_twilight_end", rc, set);
  rc = riseSet(ts, lon, lat, -12.0, false, hr, hs, rise, set, transit);
  put("nautical_twilight_begin", rc, rise);
  put("nautical_twilight_end", rc, set);
  rc = riseSet(ts, lon, lat, -18.0, false, hr, hs, rise, set, transit);
  put("astronomical_twilight_begin", rc, rise);
  put("astronomical_twilight_end", rc, set);
  a.retArray(r);
}

bool onModifyTimezone(std::string_view v) {
  std::string nv(v);
  if (nv.empty() || nv.find('\0') != std::string::npos || !findZone(nv)) {
    std::string cur = ctx().ini.get("date.timezone").value_or("");
    if (cur.empty() || !findZone(cur)) cur = "UTC";
    raiseWarning("ini_set(): Invalid date.timezone value '%s', using '%s' instead", nv.c_str(), cur.c_str());
    return false;
  }
  return true;
}
const int s_tzHook = registerIniModifyHook("date.timezone", onModifyTimezone);

void f_date_interval_create_from_date_string(NativeArgs& a) {
  Class* c = dateIntervalClass();
  TypedValue arg = makeStringNoIncRef(a.str(0));
  a.str(0)->incRef();
  date::tl_intervalFromStringName = "date_interval_create_from_date_string";
  TypedValue r;
  try {
    r = invokeFunc(c->findMethod("createfromdatestring"), &arg, 1, CallContext{nullptr, c, nullptr});
  } catch (...) {
    date::tl_intervalFromStringName = nullptr;
    tvDecRef(arg);
    throw;
  }
  date::tl_intervalFromStringName = nullptr;
  tvDecRef(arg);
  a.retValue(r);
}
void f_date_interval_format(NativeArgs& a) { a.retString(formatInterval(a.sv(1), *checkedInterval(a.obj(0)))); }

const BuiltinDecl kFunctions[] = {
    {"time(): int", f_time},
    {"microtime(bool $as_float = false): string|float", f_microtime},
    {"hrtime(bool $as_number = false): array|int|float|false", f_hrtime},
    {"gettimeofday(bool $as_float = false): array|float", f_gettimeofday},
    {"date(string $format, ?int $timestamp = null): string", f_date},
    {"gmdate(string $format, ?int $timestamp = null): string", f_gmdate},
    {"idate(string $format, ?int $timestamp = null): int|false", f_idate},
    {"mktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false", f_mktime},
    {"gmmktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false", f_gmmktime},
    {"checkdate(int $month, int $day, int $year): bool", f_checkdate},
    {"date_default_timezone_set(string $timezoneId): bool", f_date_default_timezone_set},
    {"date_default_timezone_get(): string", f_date_default_timezone_get},
    {"strtotime(string $datetime, ?int $baseTimestamp = null): int|false", f_strtotime},
    {"date_parse(string $datetime): array", f_date_parse},
    {"date_parse_from_format(string $format, string $datetime): array", f_date_parse_from_format},
    {"getdate(?int $timestamp = null): array", f_getdate},
    {"localtime(?int $timestamp = null, bool $associative = false): array", f_localtime},
    {"strftime(string $format, ?int $timestamp = null): string|false", f_strftime, kAttrDeprecated},
    {"gmstrftime(string $format, ?int $timestamp = null): string|false", f_gmstrftime, kAttrDeprecated},
    {"date_create(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTime|false", f_date_create},
    {"date_create_immutable(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTimeImmutable|false", f_date_create_immutable},
    {"date_create_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTime|false", f_date_create_from_format},
    {"date_create_immutable_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTimeImmutable|false", f_date_create_immutable_from_format},
    {"date_format(DateTimeInterface $object, string $format): string", f_date_format},
    {"date_modify(DateTime $object, string $modifier): DateTime|false", f_date_modify},
    {"date_add(DateTime $object, DateInterval $interval): DateTime", f_date_add},
    {"date_sub(DateTime $object, DateInterval $interval): DateTime", f_date_sub},
    {"date_timezone_get(DateTimeInterface $object): DateTimeZone|false", f_date_timezone_get},
    {"date_timezone_set(DateTime $object, DateTimeZone $timezone): DateTime", f_date_timezone_set},
    {"date_offset_get(DateTimeInterface $object): int", f_date_offset_get},
    {"date_diff(DateTimeInterface $baseObject, DateTimeInterface $targetObject, bool $absolute = false): DateInterval", f_date_diff},
    {"date_time_set(DateTime $object, int $hour, int $minute, int $second = 0, int $microsecond = 0): DateTime", f_date_time_set},
    {"date_date_set(DateTime $object, int $year, int $month, int $day): DateTime", f_date_date_set},
    {"date_isodate_set(DateTime $object, int $year, int $week, int $dayOfWeek = 1): DateTime", f_date_isodate_set},
    {"date_timestamp_set(DateTime $object, int $timestamp): DateTime", f_date_timestamp_set},
    {"date_timestamp_get(DateTimeInterface $object): int", f_date_timestamp_get},
    {"date_get_last_errors(): array|false", f_date_get_last_errors},
    {"timezone_open(string $timezone): DateTimeZone|false", f_timezone_open},
    {"timezone_name_get(DateTimeZone $object): string", f_timezone_name_get},
    {"timezone_offset_get(DateTimeZone $object, DateTimeInterface $datetime): int", f_timezone_offset_get},
    {"timezone_transitions_get(DateTimeZone $object, int $timestampBegin = PHP_INT_MIN, int $timestampEnd = PHP_INT_MAX): array|false", f_timezone_transitions_get},
    {"timezone_location_get(DateTimeZone $object): array|false", f_timezone_location_get},
    {"timezone_identifiers_list(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array", f_timezone_identifiers_list},
    {"timezone_abbreviations_list(): array", f_timezone_abbreviations_list},
    {"timezone_name_from_abbr(string $abbr, int $utcOffset = -1, int $isDST = -1): string|false", f_timezone_name_from_abbr},
    {"timezone_version_get(): string", f_timezone_version_get},
    {"date_sunrise(int $timestamp, int $returnFormat = SUNFUNCS_RET_STRING, ?float $latitude = null, ?float $longitude = null, ?float $zenith = null, ?float $utcOffset = null): string|int|float|false", f_date_sunrise, kAttrDeprecated},
    {"date_sunset(int $timestamp, int $returnFormat = SUNFUNCS_RET_STRING, ?float $latitude = null, ?float $longitude = null, ?float $zenith = null, ?float $utcOffset = null): string|int|float|false", f_date_sunset, kAttrDeprecated},
    {"date_sun_info(int $timestamp, float $latitude, float $longitude): array", f_date_sun_info},
    {"DateTimeZone::listIdentifiers", f_timezone_identifiers_list},
    {"date_interval_create_from_date_string(string $datetime): DateInterval|false", f_date_interval_create_from_date_string},
    {"date_interval_format(DateInterval $object, string $format): string", f_date_interval_format},
    {"DateTimeZone::listAbbreviations", f_timezone_abbreviations_list},
};
HOP_REGISTER_BUILTINS(kFunctions);

const ConstantDecl kConstants[] = {
    {"DATE_ATOM", makeStaticStringTv("Y-m-d\\TH:i:sP")},
    {"DATE_COOKIE", makeStaticStringTv("l, d-M-Y H:i:s T")},
    {"DATE_ISO8601", makeStaticStringTv("Y-m-d\\TH:i:sO")},
    {"DATE_ISO8601_EXPANDED", makeStaticStringTv("X-m-d\\TH:i:sP")},
    {"DATE_RFC822", makeStaticStringTv("D, d M y H:i:s O")},
    {"DATE_RFC850", makeStaticStringTv("l, d-M-y H:i:s T")},
    {"DATE_RFC1036", makeStaticStringTv("D, d M y H:i:s O")},
    {"DATE_RFC1123", makeStaticStringTv("D, d M Y H:i:s O")},
    {"DATE_RFC7231", makeStaticStringTv("D, d M Y H:i:s \\G\\M\\T")},
    {"DATE_RFC2822", makeStaticStringTv("D, d M Y H:i:s O")},
    {"DATE_RFC3339", makeStaticStringTv("Y-m-d\\TH:i:sP")},
    {"DATE_RFC3339_EXTENDED", makeStaticStringTv("Y-m-d\\TH:i:s.vP")},
    {"DATE_RSS", makeStaticStringTv("D, d M Y H:i:s O")},
    {"DATE_W3C", makeStaticStringTv("Y-m-d\\TH:i:sP")},
    {"SUNFUNCS_RET_TIMESTAMP", makeInt(0)},
    {"SUNFUNCS_RET_STRING", makeInt(1)},
    {"SUNFUNCS_RET_DOUBLE", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kConstants);

} // namespace
} // namespace date

std::string formatPhpDate(std::string_view fmt, time_t t) {
  date::DTime d;
  d.z = date::requestDefaultZone();
  d.sse = t;
  d.us = 0;
  date::updateFromSse(d);
  return date::formatDate(fmt, d);
}

} // namespace hop
