// intl-datefmt.cpp — IntlDateFormatter and the datefmt_* functions on ICU's DateFormat.
#include <unicode/datefmt.h>
#include <unicode/gregocal.h>
#include <unicode/smpdtfmt.h>
#include <unicode/udat.h>

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

namespace {

constexpr const char* kName = "IntlDateFormatter";

struct DateFmt : IntlObj {
  std::unique_ptr<icu::DateFormat> df;
  int64_t dateType = 0, timeType = 0, calType = 1;
  IntlObj* clone() const override {
    auto* r = new DateFmt;
    r->df.reset(static_cast<icu::DateFormat*>(df->clone()));
    r->dateType = dateType;
    r->timeType = timeType;
    r->calType = calType;
    return r;
  }
  UDateFormat* u() const { return reinterpret_cast<UDateFormat*>(df.get()); }
};

const int s_reg = (registerIntlClass(kName), 0);

bool validStyle(int64_t s) { return (s >= -1 && s <= 3) || (s >= 128 && s <= 131); }

/// datefmt_process_calendar_arg: a new calendar for `arg` (null, TRADITIONAL/GREGORIAN, IntlCalendar).
icu::Calendar* calendarArg(const TypedValue* arg, const std::string& locale, int64_t& calType, UErrorCode& code, std::string& msg,
                           const char* fn, bool& fromObject) {
  UErrorCode st = U_ZERO_ERROR;
  fromObject = false;
  icu::Locale loc(locale.c_str());
  if (!arg || arg->isNull()) {
    calType = 1;
    return new icu::GregorianCalendar(loc, st);
  }
  if (arg->isInt()) {
    int64_t v = arg->m_data.num;
    if (v != 0 && v != 1) {
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = std::string(fn) + ": Invalid value for calendar type; it must be one of IntlDateFormatter::TRADITIONAL (locale's default calendar) or IntlDateFormatter::GREGORIAN. Alternatively, it can be an IntlCalendar object";
      return nullptr;
    }
    calType = v;
    if (v == 0) return icu::Calendar::createInstance(loc, st);
    return new icu::GregorianCalendar(loc, st);
  }
  if (arg->isObject() && isInstanceOf(arg->m_data.pobj, "IntlCalendar")) {
    icu::Calendar* c = calendarOf(arg->m_data.pobj);
    if (!c) {
      code = U_ILLEGAL_ARGUMENT_ERROR;
      msg = std::string(fn) + ": Found unconstructed IntlCalendar object";
      return nullptr;
    }
    fromObject = true;
    calType = -1;
    return c->clone();
  }
  code = U_ILLEGAL_ARGUMENT_ERROR;
  msg = std::string(fn) + ": Invalid calendar argument; should be an integer or an IntlCalendar instance";
  return nullptr;
}

bool initDateFmt(DateFmt* o, NativeArgs& a) {
  clearError();
  std::string locale = a.isNull(0) ? defaultLocale() : std::string(a.sv(0));
  if (locale.empty()) locale = defaultLocale();
  int64_t dateType = a.i64Or(1, 0), timeType = a.i64Or(2, 0);
  const TypedValue* tzArg = a.has(3) ? &a.arg(3) : nullptr;
  const TypedValue* calArg = a.has(4) ? &a.arg(4) : nullptr;
  bool hasPat = !a.isNull(5);
  if (locale.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  if (!validStyle(dateType)) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "datefmt_create: invalid date format style", a);
    return false;
  }
  if (!validStyle(timeType)) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "datefmt_create: invalid time format style", a);
    return false;
  }
  icu::UnicodeString pat;
  if (hasPat && !toUtf16(a.sv(5), pat)) {
    objError(o, U_INVALID_CHAR_FOUND, "datefmt_create: error converting pattern to UTF-16", a);
    return false;
  }
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  int64_t calType = 1;
  bool calFromObj;
  std::unique_ptr<icu::Calendar> cal(calendarArg(calArg, locale, calType, code, msg, "datefmt_create", calFromObj));
  if (!cal) {
    objError(o, code ? code : U_ILLEGAL_ARGUMENT_ERROR, msg, a);
    return false;
  }
  std::unique_ptr<icu::TimeZone> tz;
  if (tzArg && !tzArg->isNull()) {
    tz.reset(timeZoneArg(tzArg, code, msg, "datefmt_create"));
    if (!tz) {
      objError(o, code, msg, a);
      return false;
    }
  } else if (!calFromObj) {
    tz.reset(timeZoneArg(nullptr, code, msg, "datefmt_create"));
    if (!tz) {
      objError(o, code, msg, a);
      return false;
    }
  }
  UErrorCode st = U_ZERO_ERROR;
  icu::Locale loc(locale.c_str());
  if (hasPat && !pat.isEmpty()) {
    o->df.reset(new icu::SimpleDateFormat(pat, loc, st));
  } else {
    o->df.reset(icu::DateFormat::createDateTimeInstance(icu::DateFormat::EStyle(dateType), icu::DateFormat::EStyle(timeType), loc));
    if (!o->df) st = U_ILLEGAL_ARGUMENT_ERROR;
  }
  if (U_FAILURE(st) || !o->df) {
    o->df.reset();
    objError(o, st, "datefmt_create: date formatter creation failed", a);
    return false;
  }
  if (tz) cal->adoptTimeZone(tz.release());
  o->df->adoptCalendar(cal.release());
  o->dateType = dateType;
  o->timeType = timeType;
  o->calType = calType;
  return true;
}

void m_construct(NativeArgs& a) {
  auto* o = new DateFmt;
  constructObj(a, o, [&] { return initDateFmt(o, a); }, true);
}

void f_create(NativeArgs& a) {
  auto* o = new DateFmt;
  createObj(a, kName, o, [&] { return initDateFmt(o, a); });
}

void f_get_datetype(NativeArgs& a) {
  uint32_t off;
  a.retInt(fetch<DateFmt>(a, off, kName)->dateType);
}
void f_get_timetype(NativeArgs& a) {
  uint32_t off;
  a.retInt(fetch<DateFmt>(a, off, kName)->timeType);
}
void f_get_calendar(NativeArgs& a) {
  uint32_t off;
  int64_t t = fetch<DateFmt>(a, off, kName)->calType;
  if (t == -1) return a.retBool(false);
  a.retInt(t);
}

void f_set_calendar(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  int64_t calType;
  bool fromObj;
  const icu::Locale actual = o->df->getLocale(ULOC_ACTUAL_LOCALE, code);   // getName() points into it
  const char* loc = actual.getName();
  code = U_ZERO_ERROR;
  icu::Calendar* cal = calendarArg(&a.arg(off), loc, calType, code, msg, "datefmt_set_calendar", fromObj);
  if (!cal) {
    objError(o, code ? code : U_ILLEGAL_ARGUMENT_ERROR, msg, a);
    return a.retBool(false);
  }
  // A calendar object brings its zone; a type keeps the formatter's.
  if (!fromObj) cal->setTimeZone(o->df->getTimeZone());
  o->df->adoptCalendar(cal);
  o->calType = calType;
  a.retBool(true);
}

void f_get_timezone_id(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  icu::UnicodeString id;
  o->df->getTimeZone().getID(id);
  a.retString(toUtf8(id));
}

void f_get_calendar_object(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  const icu::Calendar* c = o->df->getCalendar();
  if (!c) return a.retNull();
  a.retObject(wrapCalendar(c->clone()));
}

void f_get_timezone(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  a.retObject(wrapTimeZone(o->df->getTimeZone().clone()));
}

void f_set_timezone(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  icu::TimeZone* tz = timeZoneArg(&a.arg(off), code, msg, "datefmt_set_timezone");
  if (!tz) {
    objError(o, code, msg, a);
    return a.retBool(false);
  }
  o->df->adoptTimeZone(tz);
  a.retNull();
}

void f_set_pattern(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  icu::UnicodeString pat;
  if (!toUtf16(a.sv(off), pat)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting pattern to UTF-16", a);
    return a.retBool(false);
  }
  udat_applyPattern(o->u(), false, pat.getBuffer(), pat.length());
  a.retBool(true);
}

void f_get_pattern(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  UChar buf[512];
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = udat_toPattern(o->u(), false, buf, 512, &st);
  std::u16string big;
  if (st == U_BUFFER_OVERFLOW_ERROR) {
    big.resize(size_t(n) + 1);
    st = U_ZERO_ERROR;
    n = udat_toPattern(o->u(), false, big.data(), n + 1, &st);
  }
  if (U_FAILURE(st)) {
    objError(o, st, "Error getting formatter pattern", a);
    return a.retBool(false);
  }
  a.retString(toUtf8(icu::UnicodeString(big.empty() ? buf : big.data(), n)));
}

void f_get_locale(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  UErrorCode st = U_ZERO_ERROR;
  const char* loc = udat_getLocaleByType(o->u(), ULocDataLocaleType(a.i64Or(off, 0)), &st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error getting locale", a);
    return a.retBool(false);
  }
  a.retString(loc ? loc : "");
}

void f_set_lenient(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  o->df->setLenient(a.b(off));
  a.retNull();
}

void f_is_lenient(NativeArgs& a) {
  uint32_t off;
  a.retBool(fetch<DateFmt>(a, off, kName)->df->isLenient());
}

bool formatMillis(DateFmt* o, double ms, NativeArgs& a) {
  icu::UnicodeString out;
  o->df->format(ms, out);
  a.retString(toUtf8(out));
  return true;
}

/// internal_get_arr_ele: an int element of a localtime()-like array (0 when missing).
int32_t arrayElem(DateFmt* o, ArrayData* arr, const char* key, bool& invalid, NativeArgs& a) {
  const TypedValue* v = arr->getStr(key);
  if (!v) return 0;
  v = tvDeref(v);
  if (!v->isInt()) {
    o->err = U_ILLEGAL_ARGUMENT_ERROR;
    o->msg = formatStr("datefmt_format: parameter array contains a non-integer element for key '%s'", key);
    setErrorDeferThrow(o->err, o->msg, fnName(a).c_str());
    return 0;
  }
  if (v->m_data.num > INT32_MAX || v->m_data.num < INT32_MIN) {
    invalid = true;
    return 0;
  }
  return int32_t(v->m_data.num);
}

void f_format(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  const TypedValue& v = a.arg(off);
  double ms;
  if (v.isArray()) {
    ArrayData* arr = v.m_data.parr;
    bool invalid = false;
    int32_t year = arrayElem(o, arr, "tm_year", invalid, a) + 1900;
    int32_t month = arrayElem(o, arr, "tm_mon", invalid, a);
    int32_t hour = arrayElem(o, arr, "tm_hour", invalid, a);
    int32_t minute = arrayElem(o, arr, "tm_min", invalid, a);
    int32_t second = arrayElem(o, arr, "tm_sec", invalid, a);
    arrayElem(o, arr, "tm_wday", invalid, a);
    arrayElem(o, arr, "tm_yday", invalid, a);
    arrayElem(o, arr, "tm_isdst", invalid, a);
    int32_t mday = arrayElem(o, arr, "tm_mday", invalid, a);
    if (invalid) {
      objError(o, U_ILLEGAL_ARGUMENT_ERROR, "datefmt_format: value in array not in int range", a);
      return a.retBool(false);
    }
    if (U_FAILURE(o->err)) {
      objError(o, o->err, "datefmt_format: date formatting failed", a);
      return a.retBool(false);
    }
    // Like php: the fields not given (milliseconds) keep the formatter calendar's values.
    std::unique_ptr<icu::Calendar> c(o->df->getCalendar()->clone());
    c->set(year, month, mday, hour, minute, second);
    UErrorCode st = U_ZERO_ERROR;
    ms = c->getTime(st);
    if (U_FAILURE(st)) {
      objError(o, st, "datefmt_format: date formatting failed", a);
      return a.retBool(false);
    }
  } else {
    UErrorCode code = U_ZERO_ERROR;
    std::string msg;
    if (!valueToMillis(v, ms, code, msg, "datefmt_format")) {
      objError(o, code, msg, a);
      return a.retBool(false);
    }
  }
  formatMillis(o, ms, a);
}

bool parsePos(NativeArgs& a, uint32_t idx, std::string_view text, int32_t& pos, bool& has) {
  has = a.has(idx);
  pos = 0;
  if (!has) return true;
  int64_t p = toInt(a.ref(idx));
  if (p > INT32_MAX) {
    raiseWarning("%s(): String index is out of valid range.", fnName(a).c_str());
    return false;
  }
  pos = int32_t(p);
  if (pos < 0 || size_t(pos) > text.size()) return false;
  return true;
}

void f_parse(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  std::string_view text = a.sv(off);
  int32_t pos;
  bool has;
  if (!parsePos(a, off + 1, text, pos, has)) return a.retBool(false);
  icu::UnicodeString s;
  if (!toUtf16(text, s)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting timezone to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  UDate d = udat_parse(o->u(), s.getBuffer(), s.length(), has ? &pos : nullptr, &st);
  if (has) tvAssignMove(a.ref(off + 1), makeInt(pos));
  if (U_FAILURE(st)) {
    objError(o, st, "Date parsing failed", a);
    return a.retBool(false);
  }
  double r = d / 1000.0;
  if (r > 9.2233720368547758e18 || r < -9.2233720368547758e18) return a.retDouble(r < 0 ? std::ceil(r) : std::floor(r));
  a.retInt(int64_t(r));
}

void f_localtime(NativeArgs& a) {
  uint32_t off;
  DateFmt* o = fetch<DateFmt>(a, off, kName);
  std::string_view text = a.sv(off);
  int32_t pos;
  bool has;
  if (!parsePos(a, off + 1, text, pos, has)) return a.retBool(false);
  icu::UnicodeString s;
  if (!toUtf16(text, s)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting timezone to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  UCalendar* cal = ucal_clone(reinterpret_cast<const UCalendar*>(o->df->getCalendar()), &st);
  udat_parseCalendar(o->u(), cal, s.getBuffer(), s.length(), has ? &pos : nullptr, &st);
  if (has) tvAssignMove(a.ref(off + 1), makeInt(pos));
  if (U_FAILURE(st)) {
    ucal_close(cal);
    objError(o, st, "Date parsing failed", a);
    return a.retBool(false);
  }
  ArrayData* arr = ArrayData::makeHash(9);
  auto field = [&](UCalendarDateFields f) { return int64_t(ucal_get(cal, f, &st)); };
  putStr(arr, "tm_sec", makeInt(field(UCAL_SECOND)));
  putStr(arr, "tm_min", makeInt(field(UCAL_MINUTE)));
  putStr(arr, "tm_hour", makeInt(field(UCAL_HOUR_OF_DAY)));
  putStr(arr, "tm_year", makeInt(field(UCAL_YEAR) - 1900));
  putStr(arr, "tm_mday", makeInt(field(UCAL_DATE)));
  putStr(arr, "tm_wday", makeInt(field(UCAL_DAY_OF_WEEK) - 1));
  putStr(arr, "tm_yday", makeInt(field(UCAL_DAY_OF_YEAR)));
  putStr(arr, "tm_mon", makeInt(field(UCAL_MONTH)));
  bool dst = ucal_inDaylightTime(cal, &st);
  putStr(arr, "tm_isdst", makeInt(dst ? 1 : 0));
  ucal_close(cal);
  a.retArray(arr);
}

void f_format_object(NativeArgs& a) {
  // php leaves the global error as it was until this call fails.
  const TypedValue& obj = a.arg(0);
  const TypedValue* fmt = a.has(1) ? &a.arg(1) : nullptr;
  std::string locale = a.isNull(2) ? defaultLocale() : std::string(a.sv(2));
  if (locale.empty()) locale = defaultLocale();
  int64_t dateStyle = 2, timeStyle = 2;
  icu::UnicodeString pattern;
  bool hasPattern = false;
  std::string fn = fnName(a);
  auto fail = [&](UErrorCode code, const char* msg) {
    setError(code, std::string("datefmt_format_object: ") + msg, fn.c_str());
    a.retBool(false);
  };
  if (fmt && fmt->isArray()) {
    ArrayData* arr = fmt->m_data.parr;
    if (arr->size() != 2) return fail(U_ILLEGAL_ARGUMENT_ERROR, "bad format; if array, it must have two elements");
    const TypedValue* vals[2];
    int i = 0;
    forEachElem(arr, [&](const TypedValue&, const TypedValue& v) {
      vals[i++] = &v;
      return i < 2;
    });
    if (!vals[0]->isInt() || !validStyle(vals[0]->m_data.num))
      return fail(U_ILLEGAL_ARGUMENT_ERROR, "bad format; the date format (first element of the array) is not valid");
    if (!vals[1]->isInt() || !validStyle(vals[1]->m_data.num))
      return fail(U_ILLEGAL_ARGUMENT_ERROR, "bad format; the time format (second element of the array) is not valid");
    dateStyle = vals[0]->m_data.num;
    timeStyle = vals[1]->m_data.num;
  } else if (fmt && fmt->isInt()) {
    if (!validStyle(fmt->m_data.num)) return fail(U_ILLEGAL_ARGUMENT_ERROR, "the date/time format type is invalid");
    dateStyle = timeStyle = fmt->m_data.num;
  } else if (fmt && !fmt->isNull()) {
    StringData* s = toStringData(*fmt);
    std::string str(s->view());
    s->decRef();
    if (str.empty()) return fail(U_ILLEGAL_ARGUMENT_ERROR, "the format is empty");
    if (!toUtf16(str, pattern)) return fail(U_ILLEGAL_ARGUMENT_ERROR, "the format is not a valid UTF-8 string");
    hasPattern = true;
  }
  if (!obj.isObject()) {
    throwError(ErrorKind::TypeError, fn + "(): Argument #1 ($datetime) must be of type object, " + typeNameForMessage(obj) + " given");
  }
  ObjectData* o = obj.m_data.pobj;
  icu::Locale loc(locale.c_str());
  double ms;
  std::unique_ptr<icu::TimeZone> tz;
  std::unique_ptr<icu::Calendar> cal;
  if (isInstanceOf(o, "IntlCalendar")) {
    icu::Calendar* c = calendarOf(o);
    if (!c) {
      setError(U_ILLEGAL_ARGUMENT_ERROR, "datefmt_format_object: bad IntlCalendar instance: not initialized properly", fn.c_str());
      return a.retBool(false);
    }
    UErrorCode st = U_ZERO_ERROR;
    ms = c->getTime(st);
    cal.reset(c->clone());
  } else if (isInstanceOf(o, "DateTimeInterface")) {
    UErrorCode code = U_ZERO_ERROR;
    std::string msg;
    if (!valueToMillis(obj, ms, code, msg, "datefmt_format_object")) {
      setError(code, msg, fn.c_str());
      return a.retBool(false);
    }
    TypedValue z = callMethod(o, nullptr, "gettimezone", {});
    std::string id, err;
    if (z.isObject() && zoneIdFromDateTimeZone(z.m_data.pobj, id, err, "datefmt_format_object")) {
      tz.reset(icuZoneFromPhpName(id));
    }
    tvDecRef(z);
    if (!tz) return fail(U_ILLEGAL_ARGUMENT_ERROR, "could not convert DateTime's time zone");
  } else {
    return fail(U_ZERO_ERROR, "the passed object must be an instance of either IntlCalendar or DateTimeInterface");
  }
  UErrorCode st = U_ZERO_ERROR;
  std::unique_ptr<icu::DateFormat> df;
  if (hasPattern) df.reset(new icu::SimpleDateFormat(pattern, loc, st));
  else df.reset(icu::DateFormat::createDateTimeInstance(icu::DateFormat::EStyle(dateStyle), icu::DateFormat::EStyle(timeStyle), loc));
  if (!df || U_FAILURE(st)) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "datefmt_format_object: could not create DateFormat", fn.c_str());
    return a.retBool(false);
  }
  if (cal) {
    // A Gregorian calendar keeps the locale's calendar; others replace it.
    if (!dynamic_cast<icu::GregorianCalendar*>(cal.get())) df->adoptCalendar(cal->clone());
    df->setTimeZone(cal->getTimeZone());
  } else {
    df->adoptTimeZone(tz.release());
  }
  icu::UnicodeString out;
  df->format(ms, out);
  a.retString(toUtf8(out));
}

void f_get_error_code(NativeArgs& a) {
  uint32_t off;
  a.retInt(fetch<DateFmt>(a, off, kName, false)->err);
}

void f_get_error_message(NativeArgs& a) {
  uint32_t off;
  a.retString(fetch<DateFmt>(a, off, kName, false)->errorMessage());
}

const BuiltinDecl kDatefmtBuiltins[] = {
    {"datefmt_create(?string $locale, int $dateType = IntlDateFormatter::FULL, int $timeType = IntlDateFormatter::FULL, $timezone = NULL, IntlCalendar|int|null $calendar = NULL, ?string $pattern = NULL): ?IntlDateFormatter", f_create},
    {"datefmt_get_datetype(IntlDateFormatter $formatter): int|false", f_get_datetype},
    {"datefmt_get_timetype(IntlDateFormatter $formatter): int|false", f_get_timetype},
    {"datefmt_get_calendar(IntlDateFormatter $formatter): int|false", f_get_calendar},
    {"datefmt_set_calendar(IntlDateFormatter $formatter, IntlCalendar|int|null $calendar): bool", f_set_calendar},
    {"datefmt_get_timezone_id(IntlDateFormatter $formatter): string|false", f_get_timezone_id},
    {"datefmt_get_calendar_object(IntlDateFormatter $formatter): IntlCalendar|false|null", f_get_calendar_object},
    {"datefmt_get_timezone(IntlDateFormatter $formatter): IntlTimeZone|false", f_get_timezone},
    {"datefmt_set_timezone(IntlDateFormatter $formatter, $timezone): ?bool", f_set_timezone},
    {"datefmt_set_pattern(IntlDateFormatter $formatter, string $pattern): bool", f_set_pattern},
    {"datefmt_get_pattern(IntlDateFormatter $formatter): string|false", f_get_pattern},
    {"datefmt_get_locale(IntlDateFormatter $formatter, int $type = ULOC_ACTUAL_LOCALE): string|false", f_get_locale},
    {"datefmt_set_lenient(IntlDateFormatter $formatter, bool $lenient): void", f_set_lenient},
    {"datefmt_is_lenient(IntlDateFormatter $formatter): bool", f_is_lenient},
    {"datefmt_format(IntlDateFormatter $formatter, $datetime): string|false", f_format},
    {"datefmt_format_object($datetime, $format = NULL, ?string $locale = NULL): string|false", f_format_object},
    {"datefmt_parse(IntlDateFormatter $formatter, string $string, &$offset = NULL): int|float|false", f_parse},
    {"datefmt_localtime(IntlDateFormatter $formatter, string $string, &$offset = NULL): array|false", f_localtime},
    {"datefmt_get_error_code(IntlDateFormatter $formatter): int", f_get_error_code},
    {"datefmt_get_error_message(IntlDateFormatter $formatter): string", f_get_error_message},
    {"IntlDateFormatter::__construct", m_construct},
    {"IntlDateFormatter::create", f_create},
    {"IntlDateFormatter::getDateType", f_get_datetype},
    {"IntlDateFormatter::getTimeType", f_get_timetype},
    {"IntlDateFormatter::getCalendar", f_get_calendar},
    {"IntlDateFormatter::setCalendar", f_set_calendar},
    {"IntlDateFormatter::getTimeZoneId", f_get_timezone_id},
    {"IntlDateFormatter::getCalendarObject", f_get_calendar_object},
    {"IntlDateFormatter::getTimeZone", f_get_timezone},
    {"IntlDateFormatter::setTimeZone", f_set_timezone},
    {"IntlDateFormatter::setPattern", f_set_pattern},
    {"IntlDateFormatter::getPattern", f_get_pattern},
    {"IntlDateFormatter::getLocale", f_get_locale},
    {"IntlDateFormatter::setLenient", f_set_lenient},
    {"IntlDateFormatter::isLenient", f_is_lenient},
    {"IntlDateFormatter::format", f_format},
    {"IntlDateFormatter::formatObject", f_format_object},
    {"IntlDateFormatter::parse", f_parse},
    {"IntlDateFormatter::localtime", f_localtime},
    {"IntlDateFormatter::getErrorCode", f_get_error_code},
    {"IntlDateFormatter::getErrorMessage", f_get_error_message},
};
HOP_REGISTER_BUILTINS(kDatefmtBuiltins);

} // namespace

} // namespace hop
