// date-objects.h — the native state of DateTime/DateTimeImmutable/DateTimeZone/DateInterval objects, shared helpers.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "runtime/ext/date/date-core.h"

namespace hop {
struct ObjectData;
struct Class;
struct ArrayData;
struct StringData;
struct NativeArgs;
}

namespace hop::date {

/// The function a DateInterval::createFromDateString() warning is named after
/// (date_interval_create_from_date_string() sets its own; date-interval.cpp).
extern thread_local const char* tl_intervalFromStringName;


struct DateObj {
  bool inited;
  DTime t;
};
struct TzObj {
  bool inited;
  Zone z;
};
struct IntervalObj {
  bool inited;
  int64_t y, m, d, h, i, s, us;
  int invert;
  int64_t days;          // kUnset: false
  bool fromString;
  bool civil;            // created from a string: added with the relative rules
  StringData* dateString;
  Relative rel;          // from_string relative parts (weekday, special)
};

DateObj* dateObj(ObjectData* o);
TzObj* tzObj(ObjectData* o);
IntervalObj* intervalObj(ObjectData* o);
bool isDateObject(ObjectData* o);

/// "The DateTime object has not been correctly initialized by its constructor" when not.
DateObj* checkedDate(ObjectData* o);
TzObj* checkedTz(ObjectData* o);
IntervalObj* checkedInterval(ObjectData* o);

Class* dateTimeClass();
Class* dateTimeImmutableClass();
Class* dateTimeZoneClass();
Class* dateIntervalClass();

/// A new DateTime-like object of class cls holding t.
ObjectData* makeDate(Class* cls, const DTime& t);
/// Sets the entries of h as properties of o (mangled private/protected names too), but those in skip.
void copyExtraProps(ObjectData* o, const ArrayData* h, std::initializer_list<const char*> skip);
ObjectData* makeTz(const Zone& z);
ObjectData* makeInterval(const IntervalObj& v);

/// The request's state: default zone and the last parse errors.
Zone requestDefaultZone(const char* fn = "date_default_timezone_get");
std::string requestDefaultZoneName();
void setLastErrors(const ParseResult& r);
void clearLastErrors();
ArrayData* lastErrorsArray();   // null when none
ArrayData* parseResultArray(const ParseResult& r, bool fromFormat);

/// DateTime::__construct's work: false (with msg set to php's message) when the string does not parse.
bool initDate(DTime& out, std::string_view str, const Zone* tz, std::string& msg, bool keepErrors = true);
/// modify(): false with a warning when the string does not parse.
bool modifyDate(DTime& t, std::string_view str, const char* fn);
void addInterval(DTime& t, const IntervalObj& iv, bool subtract);
IntervalObj diffDates(const DTime& a, const DTime& b, bool absolute);
std::string formatInterval(std::string_view fmt, const IntervalObj& iv);
bool parseIsoDuration(std::string_view s, IntervalObj& iv);

} // namespace hop::date
