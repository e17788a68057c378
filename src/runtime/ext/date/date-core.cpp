// date-core.cpp — local/UTC conversion, normalization, relative-time application and date() formatting.
#include "runtime/ext/date/date-core.h"

#include <sys/time.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace hop::date {

namespace {

const char* kDays[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
const char* kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                         "July",    "August",   "September", "October", "November", "December"};

/// timelib's do_range_limit: a brought into [start, end) carrying into b. Past the int64 range it wraps as php's
/// build does: (start - 1 - a) / adj is taken as -((a - (start - 1)) / adj), equal for every a that does not overflow.
void rangeLimit(int64_t start, int64_t end, int64_t adj, int64_t& a, int64_t& b) {
  if (a < start) {
    int64_t n = -((a - (start - 1)) / adj) + 1;
    b = int64_t(uint64_t(b) - uint64_t(n));
    a = wrapAdd(a, wrapMul(adj, n));
  }
  if (a >= end) {
    b = wrapAdd(b, a / adj);
    a = int64_t(uint64_t(a) - uint64_t(adj) * uint64_t(a / adj));
  }
}

void adjustForWeekday(DTime& t) {
  int64_t days = daysFromCivil(t.y, t.m, t.d);
  int dow = weekdayFromDays(days);
  Relative& r = t.rel;
  if (r.weekdayBehavior == 2) {
    if (dow == 0 && r.weekday != 0) r.weekday -= 7;
    if (r.weekday == 0 && dow != 0) r.weekday = 7;
    t.d -= dow;
    t.d += r.weekday;
    return;
  }
  int64_t diff = r.weekday - dow;
  if ((r.d < 0 && diff < 0) || (r.d >= 0 && diff <= -r.weekdayBehavior)) diff += 7;
  if (r.weekday >= 0) t.d += diff;
  else t.d -= (7 - (std::abs(r.weekday) - dow));
  r.haveWeekday = false;
}

void adjustSpecialWeekdays(DTime& t) {
  int64_t count = t.rel.specialAmount;
  int64_t days = daysFromCivil(t.y, t.m, t.d);
  int dow = weekdayFromDays(days);
  if (count == 0) {
    // "0 weekdays": a weekend day moves to the next Monday
    if (dow == 6) days += 2;
    else if (dow == 0) days += 1;
  } else if (count > 0) {
    // from a weekend, counting starts at the Friday before
    if (dow == 6) days -= 1;
    else if (dow == 0) days -= 2;
    int64_t weeks = (count - 1) / 5, rem = (count - 1) % 5 + 1;
    days += weeks * 7;
    dow = weekdayFromDays(days);
    while (rem > 0) {
      ++days;
      dow = weekdayFromDays(days);
      if (dow != 0 && dow != 6) --rem;
    }
  } else {
    if (dow == 6) days += 2;
    else if (dow == 0) days += 1;
    int64_t c = -count;
    int64_t weeks = (c - 1) / 5, rem = (c - 1) % 5 + 1;
    days -= weeks * 7;
    while (rem > 0) {
      --days;
      dow = weekdayFromDays(days);
      if (dow != 0 && dow != 6) --rem;
    }
  }
  int64_t y, m, d;
  civilFromDays(days, y, m, d);
  t.y = y; t.m = m; t.d = d;
}

/// timelib's shortcut for dates counted in days from the epoch (1970-01-d), with its
/// 64-bit wrap-around for day counts near the int64 range (mktime(0, 0, 0, 1, PHP_INT_MAX, 1970)).
void epochDayShortcut(DTime& t) {
  if (t.d < -719498) return;   // the algorithm is for years from 1 on
  int64_t g = wrapAdd(t.d, 719468 - 1);
  int64_t y = wrapAdd(wrapMul(10000, g), 14780) / 3652425;
  auto yearDays = [](int64_t yy) { return wrapAdd(wrapMul(365, yy), yy / 4 - yy / 100 + yy / 400); };
  int64_t ddd = wrapAdd(g, -yearDays(y));
  if (ddd < 0) {
    --y;
    ddd = wrapAdd(g, -yearDays(y));
  }
  int64_t mi = wrapAdd(wrapMul(100, ddd), 52) / 3060;
  t.m = (mi + 2) % 12 + 1;
  t.y = y + (mi + 2) / 12;
  t.d = ddd - (mi * 306 + 5) / 10 + 1;
}

} // namespace

void normalize(DTime& t) {
  if (t.us != kUnset) {
    if (t.us < 0 || t.us >= 1000000) {
      int64_t carry = floorDiv(t.us, 1000000);
      t.us -= carry * 1000000;
      t.s += carry;
    }
  }
  if (t.s != kUnset) rangeLimit(0, 60, 60, t.s, t.i);
  if (t.s != kUnset) rangeLimit(0, 60, 60, t.i, t.h);
  if (t.s != kUnset) rangeLimit(0, 24, 24, t.h, t.d);
  rangeLimit(1, 13, 12, t.m, t.y);
  if (t.y == 1970 && t.m == 1 && t.d != 1) epochDayShortcut(t);
  int64_t days = wrapAdd(wrapAdd(daysFromCivil(t.y, t.m, 1), t.d), -1);
  int64_t y, m, d;
  civilFromDays(days, y, m, d);
  t.y = y; t.m = m; t.d = d;
}

OffsetInfo zoneOffsetAtTime(const Zone& z, int64_t sse) {
  switch (z.type) {
    case kZoneOffset: return {z.offset, false, offsetText(z.offset)};
    case kZoneAbbr: {
      std::string a = z.abbr;
      for (char& c : a) c = char(std::toupper((unsigned char)c));
      return {z.offset + (z.dst ? 3600 : 0), z.dst, a};
    }
    case kZoneId: {
      TzOffset o = zoneOffsetAt(z.tz, sse);
      return {o.offset, o.dst, std::string(o.abbr)};
    }
    default: return {0, false, "UTC"};
  }
}

OffsetInfo offsetOf(const DTime& t) { return zoneOffsetAtTime(t.z, t.sse); }

int64_t localToUtc(int64_t local, const Zone& z, bool dstHint) {
  switch (z.type) {
    case kZoneOffset: return local - z.offset;
    case kZoneAbbr: return local - (z.offset + (z.dst ? 3600 : 0));
    case kZoneId: {
      TzOffset cur = zoneOffsetAt(z.tz, local);
      TzOffset after = zoneOffsetAt(z.tz, local - cur.offset);
      int64_t actual = after.offset;
      int64_t actualTransition = after.transition;
      if (cur.offset == after.offset && dstHint) {
        // the time's previous DST state settles an ambiguous local time
        if (cur.offset >= 0 && z.dst && !cur.dst) {
          TzOffset earlier = zoneOffsetAt(z.tz, local - cur.offset - 7200);
          if (earlier.offset != after.offset && local - earlier.offset < after.transition) {
            actual = earlier.offset;
            actualTransition = earlier.transition;
          }
        } else if (cur.offset <= 0 && cur.dst && !z.dst) {
          TzOffset later = zoneOffsetAt(z.tz, local - cur.offset + 7200);
          if (later.offset != after.offset && local - later.offset >= later.transition) {
            actual = later.offset;
            actualTransition = later.transition;
          }
        }
      }
      bool inTransition = actualTransition != INT64_MIN && (local - actual) >= actualTransition + (cur.offset - actual) &&
                          (local - actual) < actualTransition;
      if (cur.offset != actual && !inTransition) return local - actual;
      return local - cur.offset;
    }
    default: return local;
  }
}

void updateTs(DTime& t) {
  Relative& r = t.rel;
  if (r.haveSpecial) {
    if (r.specialType == 2) { t.d = 1; t.m += r.m; r.m = 0; }
    else if (r.specialType == 3) { t.d = 1; t.m += r.m + 1; r.m = 0; }
  }
  if (r.haveWeekday) adjustForWeekday(t);
  normalize(t);
  if (t.haveRel) {
    t.us += r.us; t.s += r.s; t.i += r.i; t.h += r.h;
    t.d += r.d; t.m += r.m; t.y += r.y;
  }
  if (r.firstLast == 1) t.d = 1;
  else if (r.firstLast == 2) { t.d = 0; t.m++; }
  normalize(t);
  if (r.haveSpecial && r.specialType == 1) { adjustSpecialWeekdays(t); }
  // Wraps for years past the int64 range, as timelib (gmmktime(0, 0, 0, PHP_INT_MAX, 1, 1970)).
  int64_t local = wrapAdd(wrapMul(daysFromCivil(t.y, t.m, t.d), 86400), t.h * 3600 + t.i * 60 + t.s);
  t.sse = localToUtc(local, t.z, t.dstHint);
  t.haveRel = false;
  r = Relative();
  updateFromSse(t);
}

void updateFromSse(DTime& t) {
  int32_t off = offsetOf(t).offset;
  if (t.z.type == kZoneId) {
    t.z.dst = offsetOf(t).dst;
    t.dstHint = true;
  }
  int64_t local = wrapAdd(t.sse, off);   // wraps at the extremes as php's
  int64_t days = floorDiv(local, 86400);
  int64_t secs = floorMod(local, 86400);
  int64_t y, m, d;
  civilFromDays(days, y, m, d);
  t.y = y; t.m = m; t.d = d;
  t.h = secs / 3600; t.i = secs / 60 % 60; t.s = secs % 60;
  if (t.us == kUnset) t.us = 0;
}

void fillHoles(DTime& p, const DTime& now) {
  if (p.haveDate && !p.haveTime) { p.h = 0; p.i = 0; p.s = 0; p.us = 0; }
  if (p.y != kUnset || p.m != kUnset || p.d != kUnset || p.h != kUnset || p.i != kUnset || p.s != kUnset) {
    if (p.us == kUnset) p.us = 0;
  } else if (p.us == kUnset) {
    p.us = now.us != kUnset ? now.us : 0;
  }
  if (p.y == kUnset) p.y = now.y;
  if (p.m == kUnset) p.m = now.m;
  if (p.d == kUnset) p.d = now.d;
  if (p.h == kUnset) p.h = now.h;
  if (p.i == kUnset) p.i = now.i;
  if (p.s == kUnset) p.s = now.s;
  if (!p.haveZone || p.z.type == kZoneNone) { p.z = now.z; }
  p.dstHint = false;
}

int64_t dayOfYear(int64_t y, int64_t m, int64_t d) { return daysFromCivil(y, m, d) - daysFromCivil(y, 1, 1); }

int64_t isoWeekYear(int64_t y, int64_t m, int64_t d, int64_t& week) {
  int64_t days = daysFromCivil(y, m, d);
  int wd = weekdayFromDays(days);
  int iso = wd == 0 ? 7 : wd;
  int64_t thursday = days + (4 - iso);
  int64_t ty, tm, td;
  civilFromDays(thursday, ty, tm, td);
  week = (thursday - daysFromCivil(ty, 1, 1)) / 7 + 1;
  return ty;
}

/// printf's "%0<width>llu": the magnitude u in decimal, zero-padded to at least `width` digits.
void appendDigits(std::string& out, uint64_t u, int width) {
  // Digits and padding written backwards into one buffer, appended once.
  char buf[48];
  char* e = buf + sizeof buf;
  char* p = e;
  do {
    *--p = char('0' + u % 10);
    u /= 10;
  } while (u);
  if (width > int(sizeof buf)) out.append(size_t(width - (e - p)), '0');
  else
    while (e - p < width) *--p = '0';
  out.append(p, size_t(e - p));
}

/// printf's "%0<width>lld": v in decimal, zero-padded after the sign to at least `width` characters.
void appendPadded(std::string& out, int64_t v, int width) {
  if (v < 0) {
    out += '-';
    appendDigits(out, 0 - uint64_t(v), width - 1);
  } else {
    appendDigits(out, uint64_t(v), width);
  }
}

/// The magnitude of a year, as llabs gives it (INT64_MIN's too).
uint64_t magnitude(int64_t v) { return v < 0 ? 0 - uint64_t(v) : uint64_t(v); }

std::string offsetText(int32_t offset, bool colon, bool seconds) {
  std::string out;
  int32_t a = offset < 0 ? -offset : offset;
  out += offset < 0 ? '-' : '+';
  appendPadded(out, a / 3600, 2);
  if (colon) out += ':';
  appendPadded(out, a / 60 % 60, 2);
  if (seconds && a % 60) {
    if (colon) out += ':';
    appendPadded(out, a % 60, 2);
  }
  return out;
}

std::string zoneName(const Zone& z, bool offsetSeconds) {
  switch (z.type) {
    case kZoneOffset: return offsetText(z.offset, true, offsetSeconds);
    case kZoneAbbr: {
      std::string a = z.abbr;
      for (char& c : a) c = char(std::toupper((unsigned char)c));
      return a;
    }
    case kZoneId: return z.tz->name;
    default: return "UTC";
  }
}

std::string formatDate(std::string_view fmt, const DTime& t) {
  std::string out;
  out.reserve(fmt.size() * 4 + 16);   // most fields widen a letter to 2-6 bytes: one allocation
  char buf[96];
  OffsetInfo oi = offsetOf(t);
  int64_t days = daysFromCivil(t.y, t.m, t.d);
  int dow = weekdayFromDays(days);
  for (size_t k = 0; k < fmt.size(); ++k) {
    char c = fmt[k];
    switch (c) {
      case 'd': appendPadded(out, t.d, 2); break;
      case 'D': out.append(kDays[dow], 3); break;
      case 'j': out += std::to_string(t.d); break;
      case 'l': out += kDays[dow]; break;
      case 'N': out += std::to_string(dow == 0 ? 7 : dow); break;
      case 'S': {
        int64_t d = t.d;
        out += (d % 10 == 1 && d != 11) ? "st" : (d % 10 == 2 && d != 12) ? "nd" : (d % 10 == 3 && d != 13) ? "rd" : "th";
        break;
      }
      case 'w': out += std::to_string(dow); break;
      case 'z': out += std::to_string(dayOfYear(t.y, t.m, t.d)); break;
      case 'W': { int64_t w; isoWeekYear(t.y, t.m, t.d, w); appendPadded(out, w, 2); break; }
      case 'o': { int64_t w; out += std::to_string(isoWeekYear(t.y, t.m, t.d, w)); break; }
      case 'F': out += kMonths[t.m - 1]; break;
      case 'm': appendPadded(out, t.m, 2); break;
      case 'M': out.append(kMonths[t.m - 1], 3); break;
      case 'n': out += std::to_string(t.m); break;
      case 't': out += std::to_string(daysInMonth(t.y, t.m)); break;
      case 'L': out += isLeap(t.y) ? "1" : "0"; break;
      case 'Y':
        if (t.y < 0) out += '-';
        appendDigits(out, magnitude(t.y), 4);
        break;
      case 'X': case 'x':
        if (c == 'X' || t.y >= 10000 || t.y < 0) out += t.y < 0 ? '-' : '+';
        appendDigits(out, magnitude(t.y), 4);
        break;
      case 'y': appendPadded(out, t.y % 100, 2); break;
      case 'a': out += t.h >= 12 ? "pm" : "am"; break;
      case 'A': out += t.h >= 12 ? "PM" : "AM"; break;
      case 'B': {
        int64_t r = ((floorMod(t.sse, 86400)) + 3600) * 10;
        if (r < 0) r += 864000;
        r = (r / 864) % 1000;
        appendPadded(out, r, 3);
        break;
      }
      case 'g': out += std::to_string(t.h % 12 ? t.h % 12 : 12); break;
      case 'G': out += std::to_string(t.h); break;
      case 'h': appendPadded(out, t.h % 12 ? t.h % 12 : 12, 2); break;
      case 'H': appendPadded(out, t.h, 2); break;
      case 'i': appendPadded(out, t.i, 2); break;
      case 's': appendPadded(out, t.s, 2); break;
      case 'u': appendPadded(out, t.us == kUnset ? 0 : t.us, 6); break;
      case 'v': appendPadded(out, (t.us == kUnset ? 0 : t.us) / 1000, 3); break;
      case 'e': out += zoneName(t.z); break;
      case 'I': out += oi.dst ? "1" : "0"; break;
      case 'O': out += offsetText(oi.offset, false); break;
      case 'P': out += offsetText(oi.offset, true); break;
      case 'p':
        if (oi.offset == 0) out += 'Z';
        else out += offsetText(oi.offset, true);
        break;
      case 'T':
        if (t.z.type == kZoneNone) out += "GMT";
        else if (t.z.type == kZoneOffset) {
          std::snprintf(buf, sizeof buf, "GMT%c%02d%02d", oi.offset < 0 ? '-' : '+', std::abs(oi.offset / 3600), std::abs(oi.offset % 3600 / 60));
          out += buf;
        } else out += oi.abbr;
        break;
      case 'Z': out += std::to_string(oi.offset); break;
      // php writes the year of 'c' and 'r' as "%04lld" (-0005 is "-005"), unlike 'Y'.
      case 'c':
        appendPadded(out, t.y, 4);
        out += formatDate("-m-d\\TH:i:sP", t);
        break;
      case 'r':
        out += formatDate("D, d M ", t);
        appendPadded(out, t.y, 4);
        out += formatDate(" H:i:s O", t);
        break;
      case 'U': out += std::to_string(t.sse); break;
      case '\\':
        if (k + 1 < fmt.size()) out += fmt[++k];
        else out += '\0';   // php copies the string's terminator after a trailing backslash
        break;
      default: out += c;
    }
  }
  return out;
}

DTime nowIn(const Zone& z) {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  DTime t;
  t.z = z;
  t.sse = tv.tv_sec;
  t.us = tv.tv_usec;
  updateFromSse(t);
  return t;
}

bool zoneFromName(std::string_view name, Zone& z) {
  z = Zone();
  if (name.empty()) return false;
  if (name.size() > 4 && name.substr(0, 3) == "GMT" && (name[3] == '+' || name[3] == '-')) name = name.substr(3);
  if (name[0] == '+' || name[0] == '-') {
    // [+-]hh[:mm[:ss]] or [+-]hhmm
    int sign = name[0] == '-' ? -1 : 1;
    std::string_view r = name.substr(1);
    int h = 0, m = 0, s = 0;
    size_t i = 0;
    auto digits = [&](int n, int& v) {
      v = 0;
      int got = 0;
      while (got < n && i < r.size() && std::isdigit((unsigned char)r[i])) { v = v * 10 + (r[i++] - '0'); ++got; }
      return got;
    };
    if (r.find(':') != std::string_view::npos) {
      if (!digits(2, h)) return false;
      if (i < r.size() && r[i] == ':') { ++i; if (digits(2, m) != 2) return false; }
      if (i < r.size() && r[i] == ':') { ++i; if (digits(2, s) != 2) return false; }
    } else {
      int n = digits(6, h);
      if (n == 0) return false;
      if (n == 3) { m = h % 100; h /= 100; }
      else if (n == 4) { m = h % 100; h /= 100; }
      else if (n == 5) { s = h % 100; m = h / 100 % 10; h /= 1000; }
      else if (n == 6) { s = h % 100; m = h / 100 % 100; h /= 10000; }
    }
    if (i != r.size() || h > 99 || m > 59 || s > 59) return false;
    z.type = kZoneOffset;
    z.offset = sign * (h * 3600 + m * 60 + s);
    return true;
  }
  std::string lower(name);
  for (char& c : lower) c = char(std::tolower((unsigned char)c));
  // timelib: abbreviations first ("utc"/"gmt" are UTC), then identifiers; "UTC" as written is the identifier
  const AbbrEntry* a = name.size() <= 6 ? findAbbr(name) : nullptr;
  bool utcLike = lower == "utc" || lower == "gmt";
  if ((a || utcLike) && name != "UTC") {
    z.type = kZoneAbbr;
    z.offset = a ? a->offset - (a->dst ? 3600 : 0) : 0;
    z.dst = a ? a->dst : false;
    std::snprintf(z.abbr, sizeof z.abbr, "%s", std::string(name).c_str());
    for (char* p = z.abbr; *p; ++p) *p = char(std::toupper((unsigned char)*p));
    return true;
  }
  if (const TzInfo* tz = findZone(name)) {
    z.type = kZoneId;
    z.tz = tz;
    return true;
  }
  return false;
}

} // namespace hop::date
