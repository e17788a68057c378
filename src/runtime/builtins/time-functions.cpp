// time-functions.cpp — time and date builtins: time, microtime, hrtime,
// gettimeofday, date/gmdate, mktime/gmmktime, checkdate, timezone settings.
// Time zones other than UTC use the system's zoneinfo through TZ.
#include <sys/time.h>
#include <time.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

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
  ArrayData* r = ArrayData::makeHash(4);
  ArrayData::setStr(r, StringData::interned("sec"), makeInt(tv.tv_sec));
  ArrayData::setStr(r, StringData::interned("usec"), makeInt(tv.tv_usec));
  ArrayData::setStr(r, StringData::interned("minuteswest"), makeInt(0));
  ArrayData::setStr(r, StringData::interned("dsttime"), makeInt(0));
  a.retArray(r);
}

/// Broken-down time in the request's time zone (or UTC).
struct tm localParts(time_t t, bool utc) {
  struct tm parts;
  if (utc || ctx().timezone == "UTC") {
    gmtime_r(&t, &parts);
    return parts;
  }
  const char* old = ::getenv("TZ");
  std::string saved = old ? old : "";
  ::setenv("TZ", ctx().timezone.c_str(), 1);
  tzset();
  localtime_r(&t, &parts);
  if (old) ::setenv("TZ", saved.c_str(), 1);
  else ::unsetenv("TZ");
  tzset();
  return parts;
}

std::string formatDate(std::string_view fmt, time_t t, bool utc) {
  static const char* kDays[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
  static const char* kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                                  "July",    "August",   "September", "October", "November", "December"};
  struct tm p = localParts(t, utc);
  long gmtoff = utc ? 0 : p.tm_gmtoff;
  std::string tzAbbr = utc ? "UTC" : (p.tm_zone ? p.tm_zone : "UTC");
  if (!utc && ctx().timezone == "UTC") tzAbbr = "UTC";
  std::string out;
  char buf[64];
  for (size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    switch (c) {
      case 'd': std::snprintf(buf, sizeof(buf), "%02d", p.tm_mday); out += buf; break;
      case 'D': out.append(kDays[p.tm_wday], 3); break;
      case 'j': out += std::to_string(p.tm_mday); break;
      case 'l': out += kDays[p.tm_wday]; break;
      case 'N': out += std::to_string(p.tm_wday == 0 ? 7 : p.tm_wday); break;
      case 'S': {
        int d = p.tm_mday;
        out += (d % 10 == 1 && d != 11) ? "st" : (d % 10 == 2 && d != 12) ? "nd" : (d % 10 == 3 && d != 13) ? "rd" : "th";
        break;
      }
      case 'w': out += std::to_string(p.tm_wday); break;
      case 'z': out += std::to_string(p.tm_yday); break;
      case 'W': {
        strftime(buf, sizeof(buf), "%V", &p);
        out += buf;
        break;
      }
      case 'F': out += kMonths[p.tm_mon]; break;
      case 'm': std::snprintf(buf, sizeof(buf), "%02d", p.tm_mon + 1); out += buf; break;
      case 'M': out.append(kMonths[p.tm_mon], 3); break;
      case 'n': out += std::to_string(p.tm_mon + 1); break;
      case 't': {
        static const int dim[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        int y = p.tm_year + 1900;
        bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        out += std::to_string(p.tm_mon == 1 && leap ? 29 : dim[p.tm_mon]);
        break;
      }
      case 'L': {
        int y = p.tm_year + 1900;
        out += ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) ? "1" : "0";
        break;
      }
      case 'o': strftime(buf, sizeof(buf), "%G", &p); out += buf; break;
      case 'Y': out += std::to_string(p.tm_year + 1900); break;
      case 'y': std::snprintf(buf, sizeof(buf), "%02d", (p.tm_year + 1900) % 100); out += buf; break;
      case 'a': out += p.tm_hour < 12 ? "am" : "pm"; break;
      case 'A': out += p.tm_hour < 12 ? "AM" : "PM"; break;
      case 'g': out += std::to_string(p.tm_hour % 12 == 0 ? 12 : p.tm_hour % 12); break;
      case 'G': out += std::to_string(p.tm_hour); break;
      case 'h': std::snprintf(buf, sizeof(buf), "%02d", p.tm_hour % 12 == 0 ? 12 : p.tm_hour % 12); out += buf; break;
      case 'H': std::snprintf(buf, sizeof(buf), "%02d", p.tm_hour); out += buf; break;
      case 'i': std::snprintf(buf, sizeof(buf), "%02d", p.tm_min); out += buf; break;
      case 's': std::snprintf(buf, sizeof(buf), "%02d", p.tm_sec); out += buf; break;
      case 'u': out += "000000"; break;
      case 'v': out += "000"; break;
      case 'e': out += utc ? "UTC" : ctx().timezone; break;
      case 'I': out += p.tm_isdst > 0 ? "1" : "0"; break;
      case 'O':
      case 'P':
      case 'p': {
        if (c == 'p' && gmtoff == 0) {
          out += 'Z';
          break;
        }
        long off = gmtoff;
        char sign = off < 0 ? '-' : '+';
        if (off < 0) off = -off;
        std::snprintf(buf, sizeof(buf), c == 'O' ? "%c%02ld%02ld" : "%c%02ld:%02ld", sign, off / 3600, (off % 3600) / 60);
        out += buf;
        break;
      }
      case 'T': out += tzAbbr; break;
      case 'Z': out += std::to_string(gmtoff); break;
      case 'c': out += formatDate("Y-m-d\\TH:i:sP", t, utc); break;
      case 'r': out += formatDate("D, d M Y H:i:s O", t, utc); break;
      case 'U': out += std::to_string(int64_t(t)); break;
      case '\\':
        if (i + 1 < fmt.size()) out += fmt[++i];
        break;
      default: out += c;
    }
  }
  return out;
}

void f_date(NativeArgs& a) {
  time_t t = a.isNull(1) ? ::time(nullptr) : time_t(a.i64(1));
  a.retString(formatDate(a.sv(0), t, false));
}

void f_gmdate(NativeArgs& a) {
  time_t t = a.isNull(1) ? ::time(nullptr) : time_t(a.i64(1));
  a.retString(formatDate(a.sv(0), t, true));
}

time_t makeTime(NativeArgs& a, bool utc) {
  struct tm now = localParts(::time(nullptr), utc);
  struct tm p = now;
  p.tm_hour = a.isNull(0) ? now.tm_hour : int(a.i64(0));
  p.tm_min = a.isNull(1) ? now.tm_min : int(a.i64(1));
  p.tm_sec = a.isNull(2) ? now.tm_sec : int(a.i64(2));
  p.tm_mon = a.isNull(3) ? now.tm_mon : int(a.i64(3)) - 1;
  p.tm_mday = a.isNull(4) ? now.tm_mday : int(a.i64(4));
  if (!a.isNull(5)) {
    int64_t y = a.i64(5);
    if (y >= 0 && y < 70) y += 2000;
    else if (y >= 70 && y <= 100) y += 1900;
    p.tm_year = int(y - 1900);
  }
  p.tm_isdst = -1;
  if (utc || ctx().timezone == "UTC") return timegm(&p);
  const char* old = ::getenv("TZ");
  std::string saved = old ? old : "";
  ::setenv("TZ", ctx().timezone.c_str(), 1);
  tzset();
  time_t r = mktime(&p);
  if (old) ::setenv("TZ", saved.c_str(), 1);
  else ::unsetenv("TZ");
  tzset();
  return r;
}

void f_mktime(NativeArgs& a) { a.retInt(int64_t(makeTime(a, false))); }
void f_gmmktime(NativeArgs& a) { a.retInt(int64_t(makeTime(a, true))); }

void f_checkdate(NativeArgs& a) {
  int64_t m = a.i64(0), d = a.i64(1), y = a.i64(2);
  static const int dim[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || d < 1 || y < 1 || y > 32767) {
    a.retBool(false);
    return;
  }
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  a.retBool(d <= (m == 2 && leap ? 29 : dim[m - 1]));
}

void f_date_default_timezone_set(NativeArgs& a) {
  std::string tz(a.sv(0));
  if (tz != "UTC" && tz.find('/') == std::string::npos && tz != "GMT") {
    raiseNotice("date_default_timezone_set(): Timezone ID '%s' is invalid", tz.c_str());
    a.retBool(false);
    return;
  }
  ctx().timezone = tz;
  a.retBool(true);
}

void f_date_default_timezone_get(NativeArgs& a) { a.retString(ctx().timezone); }

const BuiltinDecl kTimeBuiltins[] = {
    {"time(): int", f_time},
    {"microtime(bool $as_float = false): string|float", f_microtime},
    {"hrtime(bool $as_number = false): array|int|float|false", f_hrtime},
    {"gettimeofday(bool $as_float = false): array|float", f_gettimeofday},
    {"date(string $format, ?int $timestamp = null): string", f_date},
    {"gmdate(string $format, ?int $timestamp = null): string", f_gmdate},
    {"mktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false", f_mktime},
    {"gmmktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false", f_gmmktime},
    {"checkdate(int $month, int $day, int $year): bool", f_checkdate},
    {"date_default_timezone_set(string $timezoneId): bool", f_date_default_timezone_set},
    {"date_default_timezone_get(): string", f_date_default_timezone_get},
};
HOP_REGISTER_BUILTINS(kTimeBuiltins);

} // namespace

std::string formatPhpDate(std::string_view fmt, time_t t) { return formatDate(fmt, t, false); }

} // namespace hop
