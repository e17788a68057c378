// intl-object.h — the C++ state behind intl's objects (NumberFormatter, MessageFormatter, ...): one IntlObj per object.
#pragma once

#include <unicode/utypes.h>

#include <string>
#include <string_view>
#include <functional>
#include <initializer_list>

#include "runtime/builtins/native-args.h"

namespace hop {
struct ObjectData;
struct Class;
}

namespace hop::intl {

/// The native state of an intl object: its own error (getErrorCode/getErrorMessage) and,
/// in the derived structs, the ICU object. Null in the object until the constructor ran.
struct IntlObj {
  UErrorCode err = U_ZERO_ERROR;
  std::string msg;
  virtual ~IntlObj() = default;
  /// A deep copy for `clone`, or null when the ICU object cannot be cloned.
  virtual IntlObj* clone() const { return nullptr; }
  void resetError() {
    err = U_ZERO_ERROR;
    msg.clear();
  }
  std::string errorMessage() const;
};

IntlObj*& objSlot(ObjectData* o);
/// php's constructor protocol for intl objects (this = a.thisObj): `init` fills `o` with its
/// warnings raised as IntlException (CtorErrorScope); when it fails, the object stays
/// unconstructed and IntlException("Constructor failed", or the last intl error message
/// with failWithLastError) is thrown. Takes over `o`.
void constructObj(NativeArgs& a, IntlObj* o, const std::function<bool()>& init, bool failWithLastError = false);
/// The procedural or static create: a new `cls` holding `o`, or null when `init` fails. Takes over `o`.
void createObj(NativeArgs& a, const char* cls, IntlObj* o, const std::function<bool()>& init);
/// Registers the native hooks (data slot, destroy, clone) for one intl class.
/// noClone: `clone` throws php's "Trying to clone an uncloneable object".
/// debugInfo: what var_dump shows (a new array), as php's get_debug_info handlers.
void registerIntlClass(const char* name, bool noClone = false, ArrayData* (*debugInfo)(ObjectData*) = nullptr,
                       void (*dtor)(ObjectData*) = nullptr);

/// The object a method (this) or a procedural alias (first argument) works on; `off` is
/// the index of the first real argument. Resets the global and the object's error, and
/// throws php's "Found unconstructed X" for an object whose constructor did not run.
IntlObj* fetchObj(NativeArgs& a, uint32_t& off, const char* baseName, bool resetObjError = true);
template <class T> T* fetch(NativeArgs& a, uint32_t& off, const char* baseName, bool resetObjError = true) {
  return static_cast<T*>(fetchObj(a, off, baseName, resetObjError));
}

/// The function name php's warnings show (Class::method or the procedural name).
std::string fnName(const NativeArgs& a);
/// Sets the object's error and the global one (raising the warning/IntlException intl.* ask for).
void objError(IntlObj* o, UErrorCode code, const std::string& msg, const NativeArgs& a);
/// Only the codes (php's intl_error_set_code), no message, no warning.
void objCode(IntlObj* o, UErrorCode code);

/// The locale php uses for "" (intl.default_locale, else ICU's default).
std::string defaultLocale();

/// Makes an instance of `cls` (by name) without running its constructor.
ObjectData* newInstance(const char* cls);

TypedValue makeStr(std::string_view s);
/// arr[key] = v (takes over v's reference).
void putStr(ArrayData*& arr, std::string_view key, TypedValue v);
/// Calls fn(key, value) for each element (values dereferenced) until it returns false.
template <class Fn> void forEachElem(ArrayData* arr, Fn fn) {
  for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p)) {
    if (!fn(arr->iterKey(p), *tvDeref(arr->iterValue(p)))) break;
  }
}

} // namespace hop::intl

#include <unicode/timezone.h>

namespace hop::intl {

/// Calls a method (by lowercase name, visibility ignored) on an object, or a static one on class `cls`.
TypedValue callMethod(ObjectData* self, const char* cls, const char* lowerName, std::initializer_list<TypedValue> args);
/// php's date.timezone / date_default_timezone_get().
std::string phpDefaultTimezone();
/// An ICU zone from a php zone name ("Europe/Paris", "UTC", "+02:00"); null when unknown.
icu::TimeZone* icuZoneFromPhpName(const std::string& name);
/// The ICU id for a DateTimeZone object (php's timezone_convert_datetimezone); false with err set when not.
bool zoneIdFromDateTimeZone(ObjectData* tz, std::string& id, std::string& err, const char* fn);
/// intl_zval_to_millis: ints/floats/numeric strings (seconds), DateTimeInterface, IntlCalendar.
/// False with code/msg set on failure.
bool valueToMillis(const TypedValue& v, double& millis, UErrorCode& code, std::string& msg, const char* fn);
bool isInstanceOf(ObjectData* o, const char* cls);

} // namespace hop::intl

#include <unicode/calendar.h>

namespace hop::intl {

/// IntlTimeZone / IntlCalendar objects (intl-calendar.cpp / intl-timezone.cpp). wrap* take ownership.
ObjectData* wrapTimeZone(icu::TimeZone* tz);
ObjectData* wrapCalendar(icu::Calendar* cal);
/// The ICU object of an IntlTimeZone / IntlCalendar, or null when unconstructed.
icu::TimeZone* timeZoneOf(ObjectData* o);
icu::Calendar* calendarOf(ObjectData* o);
/// php's timezone_process_timezone_argument: null -> the default zone, IntlTimeZone, DateTimeZone, or an id.
/// Null with code/msg set when not a zone.
icu::TimeZone* timeZoneArg(const TypedValue* v, UErrorCode& code, std::string& msg, const char* fn);

} // namespace hop::intl
