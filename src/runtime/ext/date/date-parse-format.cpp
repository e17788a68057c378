// date-parse-format.cpp — DateTime::createFromFormat / date_parse_from_format: the format-driven parser and its errors.
#include <cctype>
#include <cmath>
#include <cstring>
#include <string>

#include "runtime/ext/date/date-core.h"

namespace hop::date {

namespace {

struct FmtScanner {
  ParseResult r;
  std::string str;   // NUL padded
  const char* base;
  void error(const char* at, const char* msg) { r.errors.push_back({int(at - base), *at, msg}); }
  void warning(const char* at, const char* msg) { r.warnings.push_back({int(at - base), *at, msg}); }
};

int64_t getNr(const char*& p, int maxLen, int* len = nullptr) {
  while (*p && !std::isdigit((unsigned char)*p)) ++p;
  if (!*p) { if (len) *len = 0; return kUnset; }
  int64_t v = 0;
  int n = 0;
  while (n < maxLen && std::isdigit((unsigned char)*p)) { v = v * 10 + (*p - '0'); ++p; ++n; }
  if (len) *len = n;
  return v;
}

const char* kDayNames[] = {"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"};
const char* kMonthFull[] = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"};

int lookupDay(const char*& p) {
  const char* b = p;
  while (std::isalpha((unsigned char)*p)) ++p;
  std::string w(b, p - b);
  for (char& c : w) c = char(std::tolower((unsigned char)c));
  for (int i = 0; i < 7; ++i)
    if (w == kDayNames[i] || w == std::string(kDayNames[i], 3)) return i;
  p = b;
  return -1;
}

int lookupMonth(const char*& p) {
  const char* b = p;
  while (std::isalpha((unsigned char)*p)) ++p;
  std::string w(b, p - b);
  for (char& c : w) c = char(std::tolower((unsigned char)c));
  for (int i = 0; i < 12; ++i)
    if (w == kMonthFull[i] || w == std::string(kMonthFull[i], 3)) return i + 1;
  if (w == "sept") return 9;
  static const char* roman[] = {"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"};
  for (int i = 0; i < 12; ++i)
    if (w == roman[i]) return i + 1;
  p = b;
  return 0;
}

bool parseZoneAt(const char*& p, DTime& t) {
  while (*p == ' ' || *p == '\t' || *p == '(') ++p;
  if (p[0] == 'G' && p[1] == 'M' && p[2] == 'T' && (p[3] == '+' || p[3] == '-')) p += 3;
  if (*p == '+' || *p == '-') {
    int sign = *p == '-' ? -1 : 1;
    ++p;
    const char* b = p;
    while (std::isdigit((unsigned char)*p) || *p == ':') ++p;
    std::string s(b, p - b);
    size_t n = s.size();
    auto num = [&](size_t from, size_t len) { return std::atoi(s.substr(from, len).c_str()); };
    int32_t off;
    if (n == 1 || n == 2) off = num(0, n) * 3600;
    else if (n == 3 || n == 4) {
      if (s[1] == ':') off = num(0, 1) * 3600 + num(2, 2) * 60;
      else if (s[2] == ':') off = num(0, 2) * 3600 + num(3, 2) * 60;
      else { int v = num(0, n); off = v / 100 * 3600 + v % 100 * 60; }
    } else if (n == 5 && s[2] == ':') off = num(0, 2) * 3600 + num(3, 2) * 60;
    else if (n == 6) off = num(0, 2) * 3600 + num(2, 2) * 60 + num(4, 2);
    else if (n == 8) off = num(0, 2) * 3600 + num(3, 2) * 60 + num(6, 2);
    else return false;
    t.z = Zone();
    t.z.type = kZoneOffset;
    t.z.offset = sign * off;
    t.haveZone = true;
    return true;
  }
  const char* b = p;
  while (*p && (std::isalnum((unsigned char)*p) || std::strchr("/_-+", *p))) ++p;
  std::string word(b, p - b);
  if (word.empty()) return false;
  Zone z;
  std::string lw = word;
  for (char& c : lw) c = char(std::tolower((unsigned char)c));
  const AbbrEntry* a = word.size() <= 6 ? findAbbr(word) : nullptr;
  static const AbbrEntry kUtc = {"utc", false, 0, "UTC"};
  if (!a && (lw == "utc" || lw == "gmt")) a = &kUtc;
  if (word == "UTC" || !a) {
    if (const TzInfo* tz = findZone(word)) { z.type = kZoneId; z.tz = tz; }
  }
  if (z.type == kZoneNone && a) {
    z.type = kZoneAbbr;
    z.offset = a->offset - (a->dst ? 3600 : 0);
    z.dst = a->dst;
    std::snprintf(z.abbr, sizeof z.abbr, "%s", word.c_str());
    for (char* q = z.abbr; *q; ++q) *q = char(std::toupper((unsigned char)*q));
  }
  while (*p == ')') ++p;
  if (z.type == kZoneNone) return false;
  t.z = z;
  t.haveZone = true;
  return true;
}

bool isSep(char c) { return c == ';' || c == ':' || c == '/' || c == '.' || c == ',' || c == '-' || c == '(' || c == ')'; }

void resetAll(DTime& t) {
  t.y = 1970; t.m = 1; t.d = 1; t.h = t.i = t.s = 0; t.us = 0;
  t.z = Zone();
  t.haveZone = false;
}
void resetUnset(DTime& t) {
  if (t.y == kUnset) t.y = 1970;
  if (t.m == kUnset) t.m = 1;
  if (t.d == kUnset) t.d = 1;
  if (t.h == kUnset) t.h = 0;
  if (t.i == kUnset) t.i = 0;
  if (t.s == kUnset) t.s = 0;
  if (t.us == kUnset) t.us = 0;
}

} // namespace

ParseResult parseFromFormat(std::string_view format, std::string_view input) {
  FmtScanner s;
  s.str = std::string(input);
  size_t inLen = s.str.size();
  s.str.append(8, '\0');
  s.base = s.str.c_str();
  std::string fmtStr(format);
  const char* f = fmtStr.c_str();
  const char* fend = f + fmtStr.size();
  const char* p = s.base;
  const char* end = s.base + inLen;
  DTime& t = s.r.t;
  bool allowExtra = false;
  auto checkNumber = [&](const char* at) {
    if (!std::isdigit((unsigned char)*at)) { s.error(at, "Unexpected data found."); }
  };
  while (f < fend && p < end) {
    const char* begin = p;
    char fc = *f;
    switch (fc) {
      case 'D':
      case 'l': {
        int d = lookupDay(p);
        if (d < 0) {
          while (*p && !std::strchr(" ,\t;:/.-()", *p)) ++p;
          s.error(begin, "A textual day could not be found");
        }
        else {
          t.haveRel = true;
          t.rel.haveWeekday = true;
          t.rel.weekday = d;
          t.rel.weekdayBehavior = 1;
        }
        break;
      }
      case 'd':
      case 'j':
        checkNumber(p);
        if ((t.d = getNr(p, 2)) == kUnset) s.error(begin, "A two digit day could not be found");
        break;
      case 'S':
        if (!strncasecmp(p, "st", 2) || !strncasecmp(p, "nd", 2) || !strncasecmp(p, "rd", 2) || !strncasecmp(p, "th", 2)) p += 2;
        break;
      case 'z': {
        checkNumber(p);
        int64_t v = getNr(p, 3);
        if (v == kUnset) s.error(begin, "A three digit day-of-year could not be found");
        else if (t.y == kUnset) s.error(begin, "A 'day of year' can only come after a year has been found");
        else {
          t.m = 1;
          t.d = v + 1;
          normalize(t);
        }
        break;
      }
      case 'm':
      case 'n':
        checkNumber(p);
        if ((t.m = getNr(p, 2)) == kUnset) s.error(begin, "A two digit month could not be found");
        break;
      case 'M':
      case 'F': {
        int m = lookupMonth(p);
        if (!m) s.error(begin, "A textual month could not be found");
        else t.m = m;
        break;
      }
      case 'y': {
        int len = 0;
        checkNumber(p);
        if ((t.y = getNr(p, 2, &len)) == kUnset) s.error(begin, "A two digit year could not be found");
        else if (len < 4 && t.y < 100) t.y += t.y < 70 ? 2000 : 1900;
        break;
      }
      case 'Y': {
        checkNumber(p);
        int len = 0;
        if ((t.y = getNr(p, 4, &len)) == kUnset) s.error(begin, "A four digit year could not be found");
        break;
      }
      case 'X':
      case 'x': {
        int sign = 1;
        if (*p == '-' || *p == '+') { sign = *p == '-' ? -1 : 1; ++p; }
        checkNumber(p);
        int64_t v = getNr(p, 19);
        if (v == kUnset) s.error(begin, "A four digit year could not be found");
        else t.y = sign * v;
        break;
      }
      case 'g':
      case 'h':
        checkNumber(p);
        if ((t.h = getNr(p, 2)) == kUnset) s.error(begin, "A two digit hour could not be found");
        else if (t.h > 12) s.error(begin, "Hour cannot be higher than 12");
        break;
      case 'G':
      case 'H':
        checkNumber(p);
        if ((t.h = getNr(p, 2)) == kUnset) s.error(begin, "A two digit hour could not be found");
        break;
      case 'a':
      case 'A': {
        if (t.h == kUnset) { s.error(begin, "Meridian can only come after an hour has been found"); break; }
        const char* q = p;
        while (*q && !std::strchr("AaPp", *q)) ++q;
        bool ok = false;
        int64_t adj = 0;
        if (*q) {
          char c0 = char(std::tolower((unsigned char)*q));
          ++q;
          if (*q == '.') ++q;
          if (*q == 'm' || *q == 'M') {
            ++q;
            if (*q == '.') ++q;
            ok = true;
            if (c0 == 'a') adj = t.h == 12 ? -12 : 0;
            else adj = t.h != 12 ? 12 : 0;
          }
        }
        p = q;
        if (!ok) s.error(begin, "A meridian could not be found");
        else t.h += adj;
        break;
      }
      case 'i': {
        checkNumber(p);
        int len = 0;
        int64_t v = getNr(p, 2, &len);
        if (v == kUnset || len != 2) s.error(begin, "A two digit minute could not be found");
        else t.i = v;
        break;
      }
      case 's': {
        checkNumber(p);
        int len = 0;
        int64_t v = getNr(p, 2, &len);
        if (v == kUnset || len != 2) s.error(begin, "A two digit second could not be found");
        else t.s = v;
        break;
      }
      case 'v': {
        checkNumber(p);
        int len = 0;
        int64_t v = getNr(p, 3, &len);
        if (v == kUnset || len != 3) s.error(begin, "A three digit millisecond could not be found");
        else t.us = v * 1000;
        break;
      }
      case 'u': {
        checkNumber(p);
        int len = 0;
        int64_t v = getNr(p, 6, &len);
        if (v == kUnset || len < 1) s.error(begin, "A six digit microsecond could not be found");
        else { for (int k = len; k < 6; ++k) v *= 10; t.us = v; }
        break;
      }
      case ' ':
        while (*p == ' ' || *p == '\t') ++p;
        break;
      case 'U': {
        int sign = 1;
        if (*p == '-' || *p == '+') { sign = *p == '-' ? -1 : 1; ++p; }
        checkNumber(p);
        int64_t v = getNr(p, 24);
        if (v == kUnset) break;
        t.haveRel = true;
        t.y = 1970; t.m = 1; t.d = 1; t.h = t.i = t.s = 0; t.us = 0;
        t.rel.s += sign * v;
        t.z = Zone();
        t.z.type = kZoneOffset;
        t.haveZone = true;
        break;
      }
      case 'e':
      case 'P':
      case 'p':
      case 'T':
      case 'O':
        if (!parseZoneAt(p, t)) s.error(begin, "The timezone could not be found in the database");
        break;
      case '#':
        if (isSep(*p)) ++p;
        else s.error(begin, "The separation symbol ([;:/.,-]) could not be found");
        break;
      case ';': case ':': case '/': case '.': case ',': case '-': case '(': case ')':
        if (*p == fc) ++p;
        else s.error(begin, "The separation symbol could not be found");
        break;
      case '!': resetAll(t); break;
      case '|': resetUnset(t); break;
      case '?': ++p; break;
      case '\\':
        ++f;
        if (f >= fend) { s.error(begin, "Escaped character expected"); break; }
        if (*p == *f) ++p;
        else s.error(begin, "The escaped character could not be found");
        break;
      case '*':
        ++p;
        while (*p && !std::strchr(" \t.,:;/-0123456789", *p)) ++p;
        break;
      case '+': allowExtra = true; break;
      default:
        if (*p != fc) s.error(begin, "The format separator does not match");
        ++p;
    }
    ++f;
  }
  if (p < end) {
    if (allowExtra) s.warning(p, "Trailing data");
    else s.error(p, "Trailing data");
  }
  // format characters left without data
  while (f < fend) {
    switch (*f) {
      case '!': resetAll(t); break;
      case '|': resetUnset(t); break;
      case '+': allowExtra = true; break;
      case '*': break;
      default: s.error(p, "Not enough data available to satisfy format"); f = fend - 1; break;
    }
    ++f;
  }
  if (t.h != kUnset || t.i != kUnset || t.s != kUnset || t.us != kUnset) {
    if (t.h == kUnset) t.h = 0;
    if (t.i == kUnset) t.i = 0;
    if (t.s == kUnset) t.s = 0;
    if (t.us == kUnset) t.us = 0;
  }
  if (t.h != kUnset && t.i != kUnset && t.s != kUnset && (t.h < 0 || t.h > 23 || t.i < 0 || t.i > 59 || t.s < 0 || t.s > 59))
    s.warning(p, "The parsed time was invalid");
  if (t.y != kUnset && t.m != kUnset && t.d != kUnset && (t.m < 1 || t.m > 12 || t.d < 1 || t.d > daysInMonth(t.y, t.m)))
    s.warning(p, "The parsed date was invalid");
  return s.r;
}

} // namespace hop::date
