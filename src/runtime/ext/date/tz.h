// tz.h — time zone data: a TZif (v1-v4) reader over the system zoneinfo with a per-process cache, POSIX TZ rules.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hop::date {

struct TzType {
  int32_t offset = 0;
  bool dst = false;
  std::string abbr;
};

/// A POSIX TZ string ("CET-1CEST,M3.5.0,M10.5.0/3"), for times past the table.
struct PosixRule {
  bool valid = false;
  TzType std, dst;
  bool hasDst = false;
  struct When { int kind = 0; int m = 0, w = 0, d = 0; int32_t time = 7200; };   // kind 0: Mm.w.d, 1: Jn, 2: n
  When start, end;
};

struct TzInfo {
  std::string name;
  std::vector<int64_t> trans;
  std::vector<uint8_t> idx;
  std::vector<TzType> types;
  PosixRule posix;
  // zone.tab location
  std::string country = "??";
  double lat = 0, lon = 0;
  std::string comments;
  bool hasLocation = false;
};

/// The offset in force at UTC time t, with the start of its period (INT64_MIN when none).
struct TzOffset {
  int32_t offset = 0;
  bool dst = false;
  std::string_view abbr;
  int64_t transition = INT64_MIN;
};

/// A zone by identifier (case-insensitive, as php), cached for the process; null when unknown.
const TzInfo* findZone(std::string_view name);
TzOffset zoneOffsetAt(const TzInfo* z, int64_t t);
/// Every transition from the table and the POSIX rule in [from, to].
void zoneTransitions(const TzInfo* z, int64_t from, int64_t to, std::vector<std::pair<int64_t, TzType>>& out);
/// The sorted identifiers (php's timezone_identifiers_list ALL).
const std::vector<std::string>& allZoneNames();
/// Every zone file, backward-compatible links included (ALL_WITH_BC).
const std::vector<std::string>& allZoneFiles();
/// Identifiers with their zone.tab country code.
const std::vector<std::pair<std::string, std::string>>& zoneCountries();

/// The time zone abbreviations php knows (timelib's table, a subset): abbr, dst, offset, zone id.
struct AbbrEntry { const char* abbr; bool dst; int32_t offset; const char* id; };
const std::vector<AbbrEntry>& abbreviations();
/// The other abbreviations the system's zone files use (first zone using each).
const std::vector<AbbrEntry>& derivedAbbreviations();
/// An abbreviation (case-insensitive); null when unknown.
const AbbrEntry* findAbbr(std::string_view abbr);

// --- civil calendar -------------------------------------------------------------------
int64_t daysFromCivil(int64_t y, int64_t m, int64_t d);
void civilFromDays(int64_t z, int64_t& y, int64_t& m, int64_t& d);
inline bool isLeap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
int daysInMonth(int64_t y, int64_t m);
/// 0 = Sunday.
inline int weekdayFromDays(int64_t days) { int64_t w = (days + 4) % 7; return int(w < 0 ? w + 7 : w); }
inline int64_t floorDiv(int64_t a, int64_t b) { int64_t q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) --q; return q; }
inline int64_t floorMod(int64_t a, int64_t b) { int64_t r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; }
/// Two's-complement wrapping arithmetic: timelib computes timestamps in int64 that wraps at the extremes
/// (PHP_INT_MAX plus a zone offset), and php's results there follow the wrap; defined behaviour here.
inline int64_t wrapAdd(int64_t a, int64_t b) { return int64_t(uint64_t(a) + uint64_t(b)); }
inline int64_t wrapMul(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }

} // namespace hop::date
