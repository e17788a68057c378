// date-core.h — the date extension's time model (timelib's): local fields + zone + relative parts, and formatting.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/ext/date/tz.h"

namespace hop::date {

constexpr int64_t kUnset = INT64_MIN;

enum ZoneType { kZoneNone = 0, kZoneOffset = 1, kZoneAbbr = 2, kZoneId = 3 };

struct Zone {
  int type = kZoneNone;
  int32_t offset = 0;   // UTC offset (type 1), or the abbreviation's standard offset (type 2)
  bool dst = false;     // type 2: the abbreviation is a summer time one (offset + 1h)
  char abbr[16] = {0};
  const TzInfo* tz = nullptr;
};

struct Relative {
  int64_t y = 0, m = 0, d = 0, h = 0, i = 0, s = 0, us = 0;
  int weekday = 0, weekdayBehavior = 0;
  bool haveWeekday = false;
  int firstLast = 0;   // 1 first day of, 2 last day of
  int specialType = 0; // 1 weekdays, 2 day of week in month, 3 last day of week in month
  int64_t specialAmount = 0;
  bool haveSpecial = false;
};

/// timelib_time: what a parse produces and what a DateTime holds.
struct DTime {
  int64_t y = kUnset, m = kUnset, d = kUnset, h = kUnset, i = kUnset, s = kUnset, us = kUnset;
  int64_t sse = 0;
  Zone z;
  Relative rel;
  bool haveRel = false, haveZone = false, haveDate = false, haveTime = false;
  bool dstHint = false;   // z.dst is the state of a computed time (timelib's have_zone): it picks ambiguous local times
};

struct ParseMsg { int pos; char c; std::string msg; };
struct ParseResult {
  DTime t;
  std::vector<ParseMsg> warnings, errors;
};

/// The seconds a local time of zone z stands for (timelib's do_adjust_timezone).
int64_t localToUtc(int64_t localSeconds, const Zone& z, bool dstHint = false);
/// Applies relative parts, normalizes, computes sse (timelib_update_ts).
void updateTs(DTime& t);
/// Recomputes the local fields from sse and the zone (timelib_update_from_sse).
void updateFromSse(DTime& t);
/// The offset (seconds east), dst flag and abbreviation in force at t.sse.
struct OffsetInfo { int32_t offset; bool dst; std::string abbr; };
OffsetInfo offsetOf(const DTime& t);
OffsetInfo zoneOffsetAtTime(const Zone& z, int64_t sse);
void normalize(DTime& t);
/// Fill unset fields from `now` (timelib_fill_holes, no-clobber mode).
void fillHoles(DTime& parsed, const DTime& now);

/// date()/DateTime::format.
std::string formatDate(std::string_view fmt, const DTime& t);
/// "+02:00", "EST" or "Europe/Paris" as php shows a zone.
std::string zoneName(const Zone& z, bool offsetSeconds = false);
/// The zone type 1 text: "+05:30".
std::string offsetText(int32_t offset, bool colon = true, bool seconds = false);

/// The request's default zone (date.timezone / date_default_timezone_set).
Zone defaultZone();
bool zoneFromName(std::string_view name, Zone& z);   // identifier, abbreviation or offset
DTime nowIn(const Zone& z);

/// Parsers (date-parse.cpp, date-parse-format.cpp).
ParseResult parseDateString(std::string_view s);
ParseResult parseFromFormat(std::string_view format, std::string_view s);
/// For date-parse-test.cpp: the (Rule, length) tokens the longest-match scan
/// splits `s` into (-1 for an unexpected character), and those the ISO 8601
/// fast path gives (false when it does not take `s`).
void scanDateTokensForTest(std::string_view s, std::vector<std::pair<int, size_t>>& out);
bool isoDateTokensForTest(std::string_view s, std::vector<std::pair<int, size_t>>& out);

int64_t isoWeekYear(int64_t y, int64_t m, int64_t d, int64_t& week);
int64_t dayOfYear(int64_t y, int64_t m, int64_t d);

} // namespace hop::date
