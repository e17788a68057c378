// date-parse.cpp — strtotime's grammar (php's date/time formats): a longest-match scanner over DFA-matched rules.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <array>
#include <atomic>
#include <memory>
#include <cctype>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

#include "runtime/ext/date/date-core.h"

namespace hop::date {

namespace {

// --- the grammar's building blocks --------------------------------------------------
#define SPACE "[ \\t]+"
#define FRAC "\\.[0-9]+"
#define HOUR24 "(?:[01]?[0-9]|2[0-4])"
#define HOUR24LZ "(?:[01][0-9]|2[0-4])"
#define HOUR12 "(?:0?[1-9]|1[0-2])"
#define MINUTE "(?:[0-5]?[0-9])"
#define MINUTELZ "(?:[0-5][0-9])"
#define SECOND "(?:[0-5]?[0-9]|60)"
#define SECONDLZ "(?:[0-5][0-9]|60)"
#define MERIDIAN "(?:[AaPp]\\.?[Mm]\\.?)[\\x00\\t ]"
#define TZ "(?:\\(?[A-Za-z]{1,6}\\)?|[A-Z][a-z]+(?:[_/-][A-Za-z]+)+)"
#define TZCORRECTION "(?:GMT)?[+-](?:" HOUR24 ":?" MINUTE "?|" HOUR24LZ MINUTELZ SECONDLZ "|" HOUR24LZ ":" MINUTELZ ":" SECONDLZ ")"
#define DAYSUF "(?:st|nd|rd|th)"
#define MONTH "(?:0?[0-9]|1[0-2])"
#define DAY "(?:(?:[0-2]?[0-9]|3[01])" DAYSUF "?)"
#define YEAR "[0-9]{1,4}"
#define YEAR2 "[0-9]{2}"
#define YEAR4 "[0-9]{4}"
#define PGYDOTD YEAR4 "[.-]?" DAYOFYEAR
#define YEAR4SIGN "[+-]?[0-9]{4}"
#define YEARX "[+-][0-9]{5,19}"
#define DAYOFYEAR "(?:00[1-9]|0[1-9][0-9]|[12][0-9][0-9]|3[0-5][0-9]|36[0-6])"
#define WEEKOFYEAR "(?:0[1-9]|[1-4][0-9]|5[0-3])"
#define MONTHLZ "(?:0[0-9]|1[0-2])"
#define DAYLZ "(?:0[0-9]|[12][0-9]|3[01])"
#define DAYFULL "(?i:sunday|monday|tuesday|wednesday|thursday|friday|saturday)"
#define DAYABBR "(?i:sun|mon|tue|wed|thu|fri|sat)"
#define DAYSPECIAL "(?i:weekdays?)"
#define DAYFULLS "(?i:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)"
#define DAYTEXT "(?:(?i:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)|" DAYFULL "|" DAYABBR "|" DAYSPECIAL ")"
#define MONTHFULL "(?i:january|february|march|april|may|june|july|august|september|october|november|december)"
#define MONTHABBR "(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)"
#define MONTHROMAN "(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)"
#define MONTHTEXT "(?:" MONTHFULL "|" MONTHABBR "|" MONTHROMAN ")"
#define TIMETINY12 HOUR12 "[ \\t]*" MERIDIAN
#define TIMESHORT12 HOUR12 "[:.]" MINUTELZ "[ \\t]*" MERIDIAN
#define TIMELONG12 HOUR12 "[:.]" MINUTE "[:.]" SECONDLZ "[ \\t]*" MERIDIAN
#define TIMETINY24 "[tT]" HOUR24
#define TIMESHORT24 "[tT]?" HOUR24 "[:.]" MINUTE
#define TIMELONG24 "[tT]?" HOUR24 "[:.]" MINUTE "[:.]" SECOND
#define ISO8601LONG "[tT]?" HOUR24 "[:.]" MINUTE "[:.]" SECOND FRAC
#define ISO8601NORMTZ "[tT]?" HOUR24 "[:.]" MINUTE "[:.]" SECONDLZ "[ \\t]*(?:" TZCORRECTION "|" TZ ")"
#define GNUNOCOLON "[tT]?" HOUR24LZ MINUTELZ
#define ISO8601NOCOLON "[tT]?" HOUR24LZ MINUTELZ SECONDLZ
#define DATENOYEAR MONTHTEXT "[ .\\t-]*" DAY "(?:[,.stndrh\\t ]+|\\x00)"
#define RELTEXTNUMBER "(?i:first|second|third|fourth|fifth|sixth|seventh|eighth|eight|ninth|tenth|eleventh|twelfth)"
#define RELTEXTTEXT "(?i:next|last|previous|this)"
#define RELTEXTUNIT "(?:(?i:ms|\xc2\xb5s|(?:msec|millisecond|\xc2\xb5sec|microsecond|usec|sec|second|min|minute|hour|day|fortnight|forthnight|month|year)s?|weeks)|" DAYTEXT ")"
#define RELNUMBER "(?:[+-]*[ \\t]*[0-9]{1,13})"

enum Rule {
  R_YESTERDAY, R_NOW, R_NOON, R_MIDNIGHT, R_TOMORROW, R_TIMESTAMP, R_TIMESTAMPMS, R_FIRSTLAST, R_BACKFRONT, R_WEEKDAYOF,
  R_TIME12, R_MSSQL, R_TIME24, R_GNUNOCOLON, R_ISONOCOLON, R_AMERICAN, R_ISODATE4, R_ISODATE2, R_ISODATEX, R_GNUSHORTER,
  R_GNUSHORT, R_DATEFULL, R_POINTED4, R_POINTED2, R_DATENODAY, R_DATENODAYREV, R_DATETEXTUAL, R_DATENOYEARREV,
  R_DATENOCOLON, R_XMLRPC, R_PGYDOTD, R_ISOWEEKDAY, R_ISOWEEK, R_PGTEXTSHORT, R_PGTEXTREV, R_CLF, R_YEAR4, R_AGO,
  R_DAYTEXT, R_RELTEXTWEEK, R_RELTEXT, R_MONTHTEXT, R_TZ, R_SHORTTIME12, R_SHORTTIME24, R_RELATIVE, R_SKIP, R_COUNT
};

struct RuleDef { Rule rule; const char* re; };

const RuleDef kRules[] = {
    {R_YESTERDAY, "(?i:yesterday)"},
    {R_NOW, "(?i:now)"},
    {R_NOON, "(?i:noon)"},
    {R_MIDNIGHT, "(?i:midnight|today)"},
    {R_TOMORROW, "(?i:tomorrow)"},
    {R_TIMESTAMP, "@-?[0-9]+"},
    {R_TIMESTAMPMS, "@-?[0-9]+\\.[0-9]{0,6}"},
    {R_FIRSTLAST, "(?i:first day of|last day of)"},
    {R_BACKFRONT, "(?i:back of |front of )" HOUR24 "(?:[ \\t]*" MERIDIAN ")?"},
    {R_WEEKDAYOF, "(?:" RELTEXTNUMBER "|" RELTEXTTEXT ")" SPACE "(?:" DAYFULLS "|" DAYFULL "|" DAYABBR ")" SPACE "(?i:of)"},
    {R_TIME12, "(?:" TIMETINY12 "|" TIMESHORT12 "|" TIMELONG12 ")"},
    {R_MSSQL, HOUR12 ":" MINUTELZ ":" SECONDLZ "[:.][0-9]+" MERIDIAN},
    {R_TIME24, "(?:" TIMETINY24 "|" TIMESHORT24 "|" TIMELONG24 "|" ISO8601LONG ")"},
    {R_GNUNOCOLON, GNUNOCOLON},
    {R_ISONOCOLON, ISO8601NOCOLON},
    {R_AMERICAN, MONTH "/" DAY "(?:/" YEAR ")?"},
    {R_ISODATE4, "(?:" YEAR4SIGN "-" MONTHLZ "-" DAYLZ "|" YEAR4 "/" MONTHLZ "/" DAYLZ "/?|" YEAR4 "/" MONTH "/" DAY ")"},
    {R_ISODATE2, YEAR2 "-" MONTHLZ "-" DAYLZ},
    {R_ISODATEX, YEARX "-" MONTHLZ "-" DAYLZ},
    {R_GNUSHORTER, YEAR4 "-" MONTH},
    {R_GNUSHORT, YEAR "-" MONTH "-" DAY},
    {R_DATEFULL, DAY "[ \\t.-]*" MONTHTEXT "[ \\t.-]*" YEAR},
    {R_POINTED4, DAY "[.\\t-]" MONTH "[.-]" YEAR4},
    {R_POINTED2, DAY "[.\\t]" MONTH "\\." YEAR2},
    {R_DATENODAY, MONTHTEXT "[ .\\t-]*" YEAR4},
    {R_DATENODAYREV, YEAR4 "[ .\\t-]*" MONTHTEXT},
    {R_DATETEXTUAL, "(?:" MONTHTEXT "[ .\\t-]*" DAY "[,.stndrh\\t ]+" YEAR "|" DATENOYEAR ")"},
    {R_DATENOYEARREV, DAY "[ .\\t-]*" MONTHTEXT},
    {R_DATENOCOLON, YEAR4 MONTHLZ DAYLZ},
    {R_XMLRPC, "(?:" YEAR4 MONTHLZ DAYLZ "T" HOUR24 ":" MINUTELZ ":" SECONDLZ "|" YEAR4 MONTHLZ DAYLZ "[tT]" HOUR24 MINUTELZ SECONDLZ
               "|" YEAR4 "-" MONTHLZ "-" DAYLZ "T" HOUR24LZ ":" MINUTELZ ":" SECONDLZ FRAC "(?:" TZCORRECTION ")?"
               "|" YEAR4 "-" MONTH "-" DAY "T" HOUR24 ":" MINUTE ":" SECOND
               "|" YEAR4 ":" MONTHLZ ":" DAYLZ " " HOUR24LZ ":" MINUTELZ ":" SECONDLZ ")"},
    {R_PGYDOTD, YEAR4 "[.-]?" DAYOFYEAR},
    {R_ISOWEEKDAY, YEAR4 "-?W" WEEKOFYEAR "-?[0-7]"},
    {R_ISOWEEK, YEAR4 "-?W" WEEKOFYEAR},
    {R_PGTEXTSHORT, MONTHABBR "-" DAYLZ "-" YEAR},
    {R_PGTEXTREV, YEAR "-" MONTHABBR "-" DAYLZ},
    {R_CLF, DAY "/" MONTHABBR "/" YEAR4 ":" HOUR24LZ ":" MINUTELZ ":" SECONDLZ SPACE TZCORRECTION},
    {R_YEAR4, YEAR4},
    {R_AGO, "(?i:ago)"},
    {R_DAYTEXT, DAYTEXT},
    {R_RELTEXTWEEK, RELTEXTTEXT SPACE "(?i:week)"},
    {R_RELTEXT, "(?:" RELTEXTNUMBER "|" RELTEXTTEXT ")" SPACE RELTEXTUNIT},
    {R_MONTHTEXT, "(?:" MONTHFULL "|" MONTHABBR ")"},
    {R_TZ, "(?:" TZCORRECTION "|" TZ ")"},
    {R_SHORTTIME12, DATENOYEAR "(?:" TIMESHORT12 "|" TIMELONG12 ")"},
    {R_SHORTTIME24, DATENOYEAR "(?:" TIMESHORT24 "|" TIMELONG24 "|" ISO8601NORMTZ ")"},
    {R_RELATIVE, RELNUMBER "[ \\t]*(?:" RELTEXTUNIT "|(?i:week))"},
    {R_SKIP, "[ .,\\t]"},
};

struct Compiled {
  std::vector<pcre2_code*> codes;
  // JIT-compiled copies, made once a rule has been tried kJitAfter times: compiling all
  // 47 rules for the JIT up front cost ~10M instructions on the first strtotime() of
  // a process, far more than a handful of interpreted matches.
  static constexpr uint32_t kJitAfter = 64;
  std::unique_ptr<std::atomic<pcre2_code*>[]> jit;
  std::unique_ptr<std::atomic<uint32_t>[]> tries;
  pcre2_code* quickCheck(size_t r) const {
    if (pcre2_code* j = jit[r].load(std::memory_order_acquire)) return j;
    if (tries[r].fetch_add(1, std::memory_order_relaxed) + 1 == kJitAfter) {
      pcre2_code* copy = pcre2_code_copy(codes[r]);
      if (copy && pcre2_jit_compile(copy, PCRE2_JIT_COMPLETE) == 0) {
        jit[r].store(copy, std::memory_order_release);
        return copy;
      }
      if (copy) pcre2_code_free(copy);
    }
    return codes[r];
  }
  std::vector<std::array<bool, 256>> firstChars;   // the bytes a rule can start with
  Compiled() {
    constexpr size_t n = sizeof(kRules) / sizeof(kRules[0]);
    jit = std::make_unique<std::atomic<pcre2_code*>[]>(n);
    tries = std::make_unique<std::atomic<uint32_t>[]>(n);
    for (size_t i = 0; i < n; ++i) {
      jit[i].store(nullptr);
      tries[i].store(0);
    }
    for (const RuleDef& r : kRules) {
      int err;
      PCRE2_SIZE off;
      pcre2_code* c = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(r.re), PCRE2_ZERO_TERMINATED, PCRE2_ANCHORED, &err, &off, nullptr);
      codes.push_back(c);   // null on a grammar mistake: the rule never matches
      std::array<bool, 256> first;
      first.fill(true);
      if (c) {
        uint32_t type = 0;
        const uint8_t* bitmap = nullptr;
        pcre2_pattern_info(c, PCRE2_INFO_FIRSTCODETYPE, &type);
        if (type == 1) {
          uint32_t unit = 0;
          pcre2_pattern_info(c, PCRE2_INFO_FIRSTCODEUNIT, &unit);
          first.fill(false);
          first[unit & 0xff] = true;
          first[std::tolower(int(unit & 0xff))] = true;
          first[std::toupper(int(unit & 0xff))] = true;
        } else if (pcre2_pattern_info(c, PCRE2_INFO_FIRSTBITMAP, &bitmap) == 0 && bitmap) {
          for (int b = 0; b < 256; ++b) first[b] = (bitmap[b / 8] >> (b % 8)) & 1;
        }
      }
      firstChars.push_back(first);
    }
  }
};

const Compiled& compiled() {
  static const Compiled c;
  return c;
}

// --- scanning helpers (on the token's text, NUL terminated) --------------------------
struct Tok {
  const char* p;
};

int64_t getNr(const char*& p, int maxLen, int* len = nullptr) {
  while (*p && !std::isdigit((unsigned char)*p)) ++p;
  if (!*p) return kUnset;
  int64_t v = 0;
  int n = 0;
  while (n < maxLen && std::isdigit((unsigned char)*p)) { v = v * 10 + (*p - '0'); ++p; ++n; }
  if (len) *len = n;
  return v;
}

int64_t getSignedNr(const char*& p, int maxLen) {
  int sign = 1;
  while (*p && !std::isdigit((unsigned char)*p)) {
    if (*p == '-') sign = -sign;
    ++p;
  }
  int64_t v = getNr(p, maxLen);
  return v == kUnset ? 0 : sign * v;
}

int64_t getFracUs(const char*& p) {   // ".123" -> 123000
  if (*p == '.' || *p == ':') ++p;
  int64_t v = 0;
  int n = 0;
  while (std::isdigit((unsigned char)*p)) {
    if (n < 6) { v = v * 10 + (*p - '0'); ++n; }
    ++p;
  }
  while (n < 6) { v *= 10; ++n; }
  return v;
}

void processYear(int64_t& y, int len) {
  if (y == kUnset) return;
  if (len < 4 && y < 100) y += y < 70 ? 2000 : 1900;
}

struct Named { const char* name; int value; };
const Named kMonthNames[] = {
    {"jan", 1},  {"feb", 2},  {"mar", 3},  {"apr", 4},  {"may", 5},  {"jun", 6},  {"jul", 7},  {"aug", 8},
    {"sep", 9},  {"sept", 9}, {"oct", 10}, {"nov", 11}, {"dec", 12}, {"i", 1},    {"ii", 2},   {"iii", 3},
    {"iv", 4},   {"v", 5},    {"vi", 6},   {"vii", 7},  {"viii", 8}, {"ix", 9},   {"x", 10},   {"xi", 11},
    {"xii", 12}, {"january", 1}, {"february", 2}, {"march", 3}, {"april", 4}, {"june", 6}, {"july", 7},
    {"august", 8}, {"september", 9}, {"october", 10}, {"november", 11}, {"december", 12}};

int lookupMonth(const char*& p) {
  while (*p == ' ' || *p == '\t' || *p == '-' || *p == '.' || *p == '/') ++p;
  const char* b = p;
  while (std::isalpha((unsigned char)*p)) ++p;
  std::string w(b, p - b);
  for (char& c : w) c = char(std::tolower((unsigned char)c));
  for (const Named& n : kMonthNames)
    if (w == n.name) return n.value;
  return 0;
}

void skipDaySuffix(const char*& p) {
  if (std::isspace((unsigned char)*p)) return;
  if (!strncasecmp(p, "nd", 2) || !strncasecmp(p, "rd", 2) || !strncasecmp(p, "st", 2) || !strncasecmp(p, "th", 2)) p += 2;
}

int64_t meridian(const char*& p, int64_t h) {
  while (*p && !std::strchr("AaPp", *p)) ++p;
  int64_t r = 0;
  if (*p == 'a' || *p == 'A') {
    if (h == 12) r = -12;
  } else if (h != 12) {
    r = 12;
  }
  if (*p) ++p;
  if (*p == '.') ++p;
  if (*p == 'M' || *p == 'm') ++p;
  if (*p == '.') ++p;
  return r;
}

struct RelText { const char* name; int amount; int behavior; };
const RelText kRelText[] = {
    {"first", 1, 0}, {"next", 1, 0},    {"second", 2, 0},  {"third", 3, 0},  {"fourth", 4, 0}, {"fifth", 5, 0},
    {"sixth", 6, 0}, {"seventh", 7, 0}, {"eight", 8, 0},   {"eighth", 8, 0}, {"ninth", 9, 0},  {"tenth", 10, 0},
    {"eleventh", 11, 0}, {"twelfth", 12, 0}, {"last", -1, 0}, {"previous", -1, 0}, {"this", 0, 1}};

int64_t relativeText(const char*& p, int& behavior) {
  while (*p == ' ' || *p == '\t' || *p == '-' || *p == '/') ++p;
  const char* b = p;
  while (std::isalpha((unsigned char)*p)) ++p;
  std::string w(b, p - b);
  for (char& c : w) c = char(std::tolower((unsigned char)c));
  for (const RelText& r : kRelText)
    if (w == r.name) { behavior = r.behavior; return r.amount; }
  behavior = 0;
  return 0;
}

enum Unit { U_US, U_MS, U_SEC, U_MIN, U_HOUR, U_DAY, U_MONTH, U_YEAR, U_WEEKDAY, U_SPECIAL };
struct RelUnit { const char* name; Unit unit; int mult; };
const RelUnit kRelUnits[] = {
    {"ms", U_MS, 1}, {"msec", U_MS, 1}, {"msecs", U_MS, 1}, {"millisecond", U_MS, 1}, {"milliseconds", U_MS, 1},
    {"\xc2\xb5s", U_US, 1}, {"usec", U_US, 1}, {"usecs", U_US, 1}, {"\xc2\xb5sec", U_US, 1}, {"\xc2\xb5secs", U_US, 1},
    {"microsecond", U_US, 1}, {"microseconds", U_US, 1},
    {"sec", U_SEC, 1}, {"secs", U_SEC, 1}, {"second", U_SEC, 1}, {"seconds", U_SEC, 1},
    {"min", U_MIN, 1}, {"mins", U_MIN, 1}, {"minute", U_MIN, 1}, {"minutes", U_MIN, 1},
    {"hour", U_HOUR, 1}, {"hours", U_HOUR, 1}, {"day", U_DAY, 1}, {"days", U_DAY, 1},
    {"week", U_DAY, 7}, {"weeks", U_DAY, 7}, {"fortnight", U_DAY, 14}, {"fortnights", U_DAY, 14},
    {"forthnight", U_DAY, 14}, {"forthnights", U_DAY, 14}, {"month", U_MONTH, 1}, {"months", U_MONTH, 1},
    {"year", U_YEAR, 1}, {"years", U_YEAR, 1},
    {"mondays", U_WEEKDAY, 1}, {"monday", U_WEEKDAY, 1}, {"mon", U_WEEKDAY, 1},
    {"tuesdays", U_WEEKDAY, 2}, {"tuesday", U_WEEKDAY, 2}, {"tue", U_WEEKDAY, 2},
    {"wednesdays", U_WEEKDAY, 3}, {"wednesday", U_WEEKDAY, 3}, {"wed", U_WEEKDAY, 3},
    {"thursdays", U_WEEKDAY, 4}, {"thursday", U_WEEKDAY, 4}, {"thu", U_WEEKDAY, 4},
    {"fridays", U_WEEKDAY, 5}, {"friday", U_WEEKDAY, 5}, {"fri", U_WEEKDAY, 5},
    {"saturdays", U_WEEKDAY, 6}, {"saturday", U_WEEKDAY, 6}, {"sat", U_WEEKDAY, 6},
    {"sundays", U_WEEKDAY, 0}, {"sunday", U_WEEKDAY, 0}, {"sun", U_WEEKDAY, 0},
    {"weekday", U_SPECIAL, 1}, {"weekdays", U_SPECIAL, 1}};

const RelUnit* lookupRelunit(const char*& p) {
  const char* b = p;
  while (*p && !std::strchr(" ,\t;:/.-()", *p)) ++p;
  std::string w(b, p - b);
  for (char& c : w) c = char(std::tolower((unsigned char)c));
  for (const RelUnit& u : kRelUnits)
    if (w == u.name) return &u;
  return nullptr;
}

struct Scanner {
  ParseResult r;
  int haveTime = 0, haveDate = 0, haveZone = 0;
  int tokPos = 0;
  char tokChar = 0;
  void error(const char* msg) { r.errors.push_back({tokPos, tokChar, msg}); }
  void warning(const char* msg) { r.warnings.push_back({tokPos, tokChar, msg}); }
  DTime& t() { return r.t; }
  bool haveTimeF() {
    if (haveTime) { error("Double time specification"); return false; }
    haveTime = 1;
    t().h = t().i = t().s = t().us = 0;
    return true;
  }
  void unhaveTime() { haveTime = 0; t().h = t().i = t().s = t().us = 0; }
  bool haveDateF() {
    if (haveDate) { error("Double date specification"); return false; }
    haveDate = 1;
    return true;
  }
  void unhaveDate() { haveDate = 0; t().d = t().m = t().y = 0; }
  void haveRel() { t().haveRel = true; }
  bool haveTz() {
    if (haveZone) {
      if (haveZone > 1) error("Double timezone specification");
      else warning("Double timezone specification");
      haveZone++;
      return false;
    }
    haveZone++;
    return true;
  }

  void setRelative(const char*& p, int64_t amount, int behavior, bool keepTime) {
    const RelUnit* u = lookupRelunit(p);
    if (!u) return;
    Relative& rel = t().rel;
    switch (u->unit) {
      case U_US: rel.us += amount * u->mult; break;
      case U_MS: rel.us += amount * 1000 * u->mult; break;
      case U_SEC: rel.s += amount * u->mult; break;
      case U_MIN: rel.i += amount * u->mult; break;
      case U_HOUR: rel.h += amount * u->mult; break;
      case U_DAY: rel.d += amount * u->mult; break;
      case U_MONTH: rel.m += amount * u->mult; break;
      case U_YEAR: rel.y += amount * u->mult; break;
      case U_WEEKDAY:
        rel.haveWeekday = true;
        if (!keepTime) unhaveTime();
        rel.d += (amount > 0 ? amount - 1 : amount) * 7;
        rel.weekday = u->mult;
        rel.weekdayBehavior = behavior;
        break;
      case U_SPECIAL:
        rel.haveSpecial = true;
        if (!keepTime) unhaveTime();
        rel.specialType = 1;
        rel.specialAmount = amount;
        break;
    }
  }

  /// A zone at p (timelib_parse_zone); returns false when nothing known was found.
  bool parseZone(const char*& p) {
    DTime& tm = t();
    while (*p == ' ' || *p == '\t' || *p == '(') ++p;
    if ((p[0] == 'G' && p[1] == 'M' && p[2] == 'T') && (p[3] == '+' || p[3] == '-')) p += 3;
    bool ok = true;
    if (*p == '+' || *p == '-') {
      int sign = *p == '-' ? -1 : 1;
      ++p;
      const char* b = p;
      while (std::isdigit((unsigned char)*p) || *p == ':') ++p;
      std::string s(b, p - b);
      int32_t off = 0;
      size_t n = s.size();
      auto num = [&](size_t from, size_t len) { return std::atoi(s.substr(from, len).c_str()); };
      bool good = true;
      if (n == 1 || n == 2) off = num(0, n) * 3600;
      else if (n == 3 || n == 4) {
        if (s[1] == ':') off = num(0, 1) * 3600 + num(2, 2) * 60;
        else if (s[2] == ':') off = num(0, 2) * 3600 + num(3, 2) * 60;
        else { int v = num(0, n); off = v / 100 * 3600 + v % 100 * 60; }
      } else if (n == 5) {
        if (s[2] != ':') good = false;
        else off = num(0, 2) * 3600 + num(3, 2) * 60;
      } else if (n == 6) {
        off = num(0, 2) * 3600 + num(2, 2) * 60 + num(4, 2);
      } else if (n == 8) {
        off = num(0, 2) * 3600 + num(3, 2) * 60 + num(6, 2);
      } else good = false;
      if (!good) ok = false;
      tm.z = Zone();
      tm.z.type = kZoneOffset;
      tm.z.offset = sign * off;
      tm.haveZone = true;
    } else {
      const char* b = p;
      while (*p && (std::isalnum((unsigned char)*p) || std::strchr("/_-+", *p))) ++p;
      std::string word(b, p - b);
      Zone z;
      std::string lw = word;
      for (char& c : lw) c = char(std::tolower((unsigned char)c));
      const AbbrEntry* a = word.size() <= 6 ? findAbbr(word) : nullptr;
      static const AbbrEntry kUtc = {"utc", false, 0, "UTC"};
      if (!a && (lw == "utc" || lw == "gmt")) a = &kUtc;
      if (word.size() && (word == "UTC" || !a)) {
        if (const TzInfo* tz = findZone(word)) {
          z.type = kZoneId;
          z.tz = tz;
        }
      }
      if (z.type == kZoneNone && a) {
        z.type = kZoneAbbr;
        z.offset = a->offset - (a->dst ? 3600 : 0);
        z.dst = a->dst;
        std::snprintf(z.abbr, sizeof z.abbr, "%s", word.c_str());
        for (char* q = z.abbr; *q; ++q) *q = char(std::toupper((unsigned char)*q));
      }
      if (z.type == kZoneNone) { ok = false; tm.haveZone = true; }
      else { tm.z = z; tm.haveZone = true; }
    }
    while (*p == ')') ++p;
    return ok;
  }

  void zoneIfAny(const char*& p) {
    if (*p && !parseZone(p)) error("The timezone could not be found in the database");
  }

  void action(Rule rule, const std::string& tokText) {
    const char* p = tokText.c_str();
    DTime& tm = t();
    int len = 0;
    switch (rule) {
      case R_YESTERDAY: haveRel(); unhaveTime(); tm.rel.d = -1; break;
      case R_NOW: break;
      case R_NOON: unhaveTime(); haveTimeF(); tm.h = 12; break;
      case R_MIDNIGHT: unhaveTime(); break;
      case R_TOMORROW: haveRel(); unhaveTime(); tm.rel.d = 1; break;
      case R_TIMESTAMP:
      case R_TIMESTAMPMS: {
        haveRel();
        unhaveDate();
        unhaveTime();
        if (!haveTz()) break;
        bool neg = tokText[1] == '-';
        const char* q = p + 1 + (neg ? 1 : 0);
        int64_t v = 0;
        while (std::isdigit((unsigned char)*q)) { v = v * 10 + (*q - '0'); ++q; }
        int64_t us = 0;
        if (*q == '.') us = getFracUs(q);
        tm.y = 1970; tm.m = 1; tm.d = 1; tm.h = tm.i = tm.s = 0; tm.us = 0;
        tm.rel.s += neg ? -v : v;
        tm.rel.us = neg ? -us : us;
        tm.z = Zone();
        tm.z.type = kZoneOffset;
        tm.haveZone = true;
        break;
      }
      case R_FIRSTLAST:
        haveRel();
        tm.rel.firstLast = (*p == 'l' || *p == 'L') ? 2 : 1;
        break;
      case R_BACKFRONT: {
        unhaveTime();
        if (!haveTimeF()) break;
        bool back = *p == 'b' || *p == 'B';
        tm.h = getNr(p, 2) - (back ? 0 : 1);
        tm.i = back ? 15 : 45;
        if (*p) {
          while (*p == ' ' || *p == '\t') ++p;
          if (*p) tm.h += meridian(p, tm.h);
        }
        break;
      }
      case R_WEEKDAYOF: {
        haveRel();
        tm.rel.haveSpecial = true;
        int behavior = 0;
        int64_t i = relativeText(p, behavior);
        while (*p == ' ' || *p == '\t') ++p;
        if (i > 0) {
          tm.rel.specialType = 2;
          setRelative(p, i, 1, false);
        } else {
          tm.rel.specialType = 3;
          setRelative(p, i, behavior, false);
        }
        break;
      }
      case R_TIME12: {
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        if (*p == ':' || *p == '.') {
          tm.i = getNr(p, 2);
          if (*p == ':' || *p == '.') tm.s = getNr(p, 2);
        }
        tm.h += meridian(p, tm.h);
        break;
      }
      case R_MSSQL: {
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        if (*p == ':' || *p == '.') {
          tm.s = getNr(p, 2);
          if (*p == ':' || *p == '.') tm.us = getFracUs(p);
        }
        while (*p == ' ' || *p == '\t') ++p;
        tm.h += meridian(p, tm.h);
        break;
      }
      case R_TIME24: {
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        if (*p == ':' || *p == '.') {
          tm.i = getNr(p, 2);
          if (*p == ':' || *p == '.') {
            tm.s = getNr(p, 2);
            if (*p == '.') tm.us = getFracUs(p);
          }
        }
        zoneIfAny(p);
        break;
      }
      case R_GNUNOCOLON:
        switch (haveTime) {
          case 0:
            tm.h = getNr(p, 2);
            tm.i = getNr(p, 2);
            tm.s = 0;
            break;
          case 1: tm.y = getNr(p, 4); break;
          default: error("Double time specification"); return;
        }
        haveTime++;
        break;
      case R_ISONOCOLON:
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        tm.s = getNr(p, 2);
        zoneIfAny(p);
        break;
      case R_AMERICAN:
        if (!haveDateF()) break;
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        if (*p == '/') {
          tm.y = getNr(p, 4, &len);
          processYear(tm.y, len);
        }
        break;
      case R_ISODATE4: {
        if (!haveDateF()) break;
        int sign = 1;
        if (*p == '-') { sign = -1; ++p; }
        else if (*p == '+') ++p;
        tm.y = sign * getNr(p, 4);
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        break;
      }
      case R_ISODATEX: {
        if (!haveDateF()) break;
        int sign = *p == '-' ? -1 : 1;
        ++p;
        tm.y = sign * getNr(p, 19);
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        break;
      }
      case R_ISODATE2:
      case R_GNUSHORT:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4, &len);
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        processYear(tm.y, len);
        break;
      case R_GNUSHORTER:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4, &len);
        tm.m = getNr(p, 2);
        tm.d = 1;
        processYear(tm.y, len);
        break;
      case R_DATEFULL:
        if (!haveDateF()) break;
        tm.d = getNr(p, 2);
        skipDaySuffix(p);
        tm.m = lookupMonth(p);
        tm.y = getNr(p, 4, &len);
        processYear(tm.y, len);
        break;
      case R_POINTED4:
        if (!haveDateF()) break;
        tm.d = getNr(p, 2);
        tm.m = getNr(p, 2);
        tm.y = getNr(p, 4);
        break;
      case R_POINTED2:
        if (!haveDateF()) break;
        tm.d = getNr(p, 2);
        tm.m = getNr(p, 2);
        tm.y = getNr(p, 2, &len);
        processYear(tm.y, len);
        break;
      case R_DATENODAY:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        tm.y = getNr(p, 4, &len);
        tm.d = 1;
        processYear(tm.y, len);
        break;
      case R_DATENODAYREV:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4, &len);
        tm.m = lookupMonth(p);
        tm.d = 1;
        processYear(tm.y, len);
        break;
      case R_DATETEXTUAL:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        tm.d = getNr(p, 2);
        tm.y = getNr(p, 4, &len);
        processYear(tm.y, len);
        break;
      case R_DATENOYEARREV:
        if (!haveDateF()) break;
        tm.d = getNr(p, 2);
        skipDaySuffix(p);
        tm.m = lookupMonth(p);
        break;
      case R_DATENOCOLON:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4);
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        break;
      case R_XMLRPC:
        if (!haveTimeF()) break;
        if (!haveDateF()) break;
        tm.y = getNr(p, 4);
        tm.m = getNr(p, 2);
        tm.d = getNr(p, 2);
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        tm.s = getNr(p, 2);
        if (*p == '.') {
          tm.us = getFracUs(p);
          zoneIfAny(p);
        }
        break;
      case R_PGYDOTD:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4, &len);
        tm.d = getNr(p, 3);
        tm.m = 1;
        processYear(tm.y, len);
        break;
      case R_ISOWEEKDAY:
      case R_ISOWEEK: {
        if (!haveDateF()) break;
        haveRel();
        tm.y = getNr(p, 4);
        int64_t w = getNr(p, 2);
        int64_t d = rule == R_ISOWEEKDAY ? getNr(p, 1) : 1;
        tm.m = 1;
        tm.d = 1;
        // day number of (year, week, day) relative to Jan 1st
        int64_t jan1 = daysFromCivil(tm.y, 1, 1);
        int dow = weekdayFromDays(jan1);
        int64_t day = 0 - (dow > 4 ? dow - 7 : dow);
        tm.rel.d = day + ((w - 1) * 7) + d;
        break;
      }
      case R_PGTEXTSHORT:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        tm.d = getNr(p, 2);
        tm.y = getNr(p, 4, &len);
        processYear(tm.y, len);
        break;
      case R_PGTEXTREV:
        if (!haveDateF()) break;
        tm.y = getNr(p, 4, &len);
        tm.m = lookupMonth(p);
        tm.d = getNr(p, 2);
        processYear(tm.y, len);
        break;
      case R_CLF:
        if (!haveTimeF()) break;
        if (!haveDateF()) break;
        tm.d = getNr(p, 2);
        tm.m = lookupMonth(p);
        tm.y = getNr(p, 4);
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        tm.s = getNr(p, 2);
        while (*p == ' ' || *p == '\t') ++p;
        if (!parseZone(p)) error("The timezone could not be found in the database");
        break;
      case R_YEAR4: tm.y = getNr(p, 4); break;
      case R_AGO: {
        Relative& r = tm.rel;
        r.y = -r.y; r.m = -r.m; r.d = -r.d; r.h = -r.h; r.i = -r.i; r.s = -r.s; r.us = -r.us;
        r.weekday = -r.weekday;
        if (r.weekday == 0) r.weekday = -7;
        if (r.haveSpecial && r.specialType == 1) r.specialAmount = -r.specialAmount;
        break;
      }
      case R_DAYTEXT: {
        haveRel();
        tm.rel.haveWeekday = true;
        unhaveTime();
        const RelUnit* u = lookupRelunit(p);
        if (u && u->unit == U_SPECIAL) {
          // "weekday" alone: php treats it like a day name with weekday 1? keep timelib's lookup value
          tm.rel.weekday = 1;
        } else if (u) {
          tm.rel.weekday = u->mult;
        }
        if (tm.rel.weekdayBehavior != 2) tm.rel.weekdayBehavior = 1;
        break;
      }
      case R_RELTEXTWEEK: {
        haveRel();
        while (*p) {
          int behavior = 0;
          int64_t i = relativeText(p, behavior);
          while (*p == ' ' || *p == '\t') ++p;
          setRelative(p, i, behavior, false);
          tm.rel.weekdayBehavior = 2;
          if (!tm.rel.haveWeekday) {
            tm.rel.haveWeekday = true;
            tm.rel.weekday = 1;
          }
        }
        break;
      }
      case R_RELTEXT: {
        haveRel();
        while (*p) {
          int behavior = 0;
          int64_t i = relativeText(p, behavior);
          while (*p == ' ' || *p == '\t') ++p;
          setRelative(p, i, behavior, false);
        }
        break;
      }
      case R_MONTHTEXT:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        break;
      case R_TZ:
        if (!haveTz()) break;
        if (!parseZone(p)) error("The timezone could not be found in the database");
        break;
      case R_SHORTTIME12:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        tm.d = getNr(p, 2);
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        if (*p == ':' || *p == '.') {
          tm.s = getNr(p, 2);
          if (*p == '.') tm.us = getFracUs(p);
        }
        tm.h += meridian(p, tm.h);
        break;
      case R_SHORTTIME24:
        if (!haveDateF()) break;
        tm.m = lookupMonth(p);
        tm.d = getNr(p, 2);
        if (!haveTimeF()) break;
        tm.h = getNr(p, 2);
        tm.i = getNr(p, 2);
        if (*p == ':') {
          tm.s = getNr(p, 2);
          if (*p == '.') tm.us = getFracUs(p);
        }
        zoneIfAny(p);
        break;
      case R_RELATIVE: {
        haveRel();
        while (*p) {
          int64_t i = getSignedNr(p, 24);
          while (*p == ' ' || *p == '\t') ++p;
          setRelative(p, i, 1, true);
        }
        break;
      }
      default: break;
    }
  }
};

bool validTime(int64_t h, int64_t i, int64_t s) { return !(h < 0 || h > 23 || i < 0 || i > 59 || s < 0 || s > 59); }

} // namespace

namespace {
ParseResult parseUncached(std::string_view in);
ParseResult finishParse(Scanner& sc, size_t n);
}

ParseResult parseDateString(std::string_view in) {
  // a parse depends on the text alone: repeated strings ("now", "+1 day") come from a small per-thread cache
  struct Cache {
    std::unordered_map<std::string, ParseResult> map;
  };
  static thread_local Cache cache;
  if (in.size() <= 64) {
    std::string key(in);
    auto it = cache.map.find(key);
    if (it != cache.map.end()) return it->second;
    ParseResult r = parseUncached(in);
    if (cache.map.size() >= 256) cache.map.clear();
    cache.map.emplace(std::move(key), r);
    return r;
  }
  return parseUncached(in);
}

namespace {

bool digitsAt(const std::string& s, size_t i, size_t count) {
  for (size_t k = 0; k < count; ++k)
    if (!std::isdigit((unsigned char)s[i + k])) return false;
  return true;
}
int twoDigits(const std::string& s, size_t i) { return (s[i] - '0') * 10 + (s[i + 1] - '0'); }

/// Whether s[i, n) is all of a zone correction the TZCORRECTION rule takes
/// whole: "Z" (the TZ rule's), or [+-] with H, HH, HHMM or HH:MM.
bool isoZoneAt(const std::string& s, size_t i, size_t n) {
  if (n - i == 1 && s[i] == 'Z') return true;
  if (s[i] != '+' && s[i] != '-') return false;
  const size_t len = n - i - 1;
  ++i;
  if (len == 1) return digitsAt(s, i, 1);
  if (len != 2 && len != 4 && len != 5) return false;
  if (!digitsAt(s, i, 2) || twoDigits(s, i) > 24) return false;
  if (len == 2) return true;
  if (len == 5 && s[i + 2] != ':') return false;
  const size_t m = i + len - 2;
  return digitsAt(s, m, 2) && twoDigits(s, m) <= 59;
}

/// The tokens the rules split an ISO 8601 date into, found without trying
/// them (a regex scan is ~100K instructions, and the first one of a process
/// compiles all 47 rules: ~2.5M): "YYYY-MM-DD", then optionally "T", "t" or
/// spaces, "HH:MM:SS", a fraction, spaces and a zone ("Z", "+05:00", "-5").
/// Each token is (rule, length); false for any other text (the scan then
/// runs). The split is what the longest-match scan gives: the unit test
/// date-parse-test.cpp compares the two on many texts of these shapes.
struct FastTok { Rule rule; uint8_t len; };
bool isoDateTokens(const std::string& s, size_t n, FastTok* out, size_t& count) {
  count = 0;
  if (n < 10 || n > 40 || !digitsAt(s, 0, 4) || s[4] != '-' || !digitsAt(s, 5, 2) || s[7] != '-' ||
      !digitsAt(s, 8, 2) || twoDigits(s, 5) > 12 || twoDigits(s, 8) > 31)
    return false;
  size_t i = 10;
  if (i == n) {
    out[count++] = {R_ISODATE4, 10};
    return true;
  }
  const char sep = s[i];
  if (sep != 'T' && sep != 't' && sep != ' ') return false;
  size_t t = i + 1;
  while (sep == ' ' && s[t] == ' ') ++t;
  if (t + 8 > n || !digitsAt(s, t, 2) || s[t + 2] != ':' || !digitsAt(s, t + 3, 2) || s[t + 5] != ':' ||
      !digitsAt(s, t + 6, 2) || twoDigits(s, t) > 24 || twoDigits(s, t + 3) > 59 || twoDigits(s, t + 6) > 60)
    return false;
  size_t e = t + 8;
  size_t fracEnd = e;
  if (s[e] == '.') {
    fracEnd = e + 1;
    while (std::isdigit((unsigned char)s[fracEnd])) ++fracEnd;
    if (fracEnd == e + 1) return false;
  }
  size_t z = fracEnd;
  while (s[z] == ' ') ++z;
  if (z < n && !isoZoneAt(s, z, n)) return false;
  if (sep == 'T') {
    // One XMLRPC token: through the fraction and a zone correction right after it.
    size_t end = fracEnd > e ? (z == fracEnd && z < n && s[z] != 'Z' ? n : fracEnd) : e;
    out[count++] = {R_XMLRPC, uint8_t(end)};
    i = end;
  } else {
    out[count++] = {R_ISODATE4, 10};
    if (sep == 't') t = 10;   // TIME24 takes the "t"
    for (size_t k = 10; k < t; ++k) out[count++] = {R_SKIP, 1};
    out[count++] = {R_TIME24, uint8_t(fracEnd - t)};
    i = fracEnd;
  }
  for (; i < z; ++i) out[count++] = {R_SKIP, 1};
  if (i < n) out[count++] = {R_TZ, uint8_t(n - i)};
  return true;
}

/// The rule (index in kRules) with the longest match at s[pos] (the first
/// of equally long ones) and its length; -1 when none matches.
int longestRule(const std::string& s, size_t pos, pcre2_match_data* md, size_t& best) {
  const Compiled& c = compiled();
  static thread_local int ws[20000];
  int bestRule = -1;
  for (size_t r = 0; r < c.codes.size(); ++r) {
    if (!c.codes[r] || !c.firstChars[r][(unsigned char)s[pos]]) continue;
    if (pcre2_match(c.quickCheck(r), reinterpret_cast<PCRE2_SPTR>(s.data()), s.size(), pos, PCRE2_ANCHORED, md, nullptr) < 0) continue;
    int rc = pcre2_dfa_match(c.codes[r], reinterpret_cast<PCRE2_SPTR>(s.data()), s.size(), pos, PCRE2_ANCHORED, md, nullptr, ws, 20000);
    if (rc < 0) continue;
    PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
    size_t len = ov[1] - ov[0];
    if (len > best) { best = len; bestRule = int(r); }
  }
  return bestRule;
}

} // namespace

void scanDateTokensForTest(std::string_view in, std::vector<std::pair<int, size_t>>& out) {
  std::string s(in);
  const size_t n = s.size();
  s.append(8, '\0');
  out.clear();
  pcre2_match_data* md = pcre2_match_data_create(64, nullptr);
  for (size_t pos = 0; pos < n;) {
    size_t best = 0;
    const int r = longestRule(s, pos, md, best);
    if (r < 0) {
      out.push_back({-1, 1});
      ++pos;
      continue;
    }
    out.push_back({int(kRules[r].rule), best});
    pos += best;
  }
  pcre2_match_data_free(md);
}

bool isoDateTokensForTest(std::string_view in, std::vector<std::pair<int, size_t>>& out) {
  std::string s(in);
  const size_t n = s.size();
  s.append(8, '\0');
  FastTok toks[48];
  size_t count = 0;
  out.clear();
  if (!isoDateTokens(s, n, toks, count)) return false;
  for (size_t k = 0; k < count; ++k) out.push_back({int(toks[k].rule), toks[k].len});
  return true;
}

namespace {
ParseResult parseUncached(std::string_view in) {
  Scanner sc;
  // trim leading/trailing whitespace
  size_t b = 0, e = in.size();
  // timelib trims whitespace but keeps the last character
  while (e > 0 && b < e - 1 && std::isspace((unsigned char)in[b])) ++b;
  while (e > b + 1 && std::isspace((unsigned char)in[e - 1])) --e;
  if (in.empty()) {
    sc.tokPos = 0;
    sc.tokChar = 0;
    sc.error("Empty string");
    return sc.r;
  }
  std::string s(in.substr(b, e - b));
  size_t n = s.size();
  s.append(8, '\0');
  FastTok toks[48];
  size_t count = 0;
  if (isoDateTokens(s, n, toks, count)) {
    size_t pos = 0;
    for (size_t k = 0; k < count; ++k) {
      sc.tokPos = int(pos);
      sc.tokChar = s[pos];
      sc.action(toks[k].rule, s.substr(pos, toks[k].len));
      pos += toks[k].len;
    }
    return finishParse(sc, n);
  }
  pcre2_match_data* md = pcre2_match_data_create(64, nullptr);
  size_t pos = 0;
  while (pos < n) {
    if (s[pos] == '\0' || s[pos] == '\n') { ++pos; continue; }
    size_t best = 0;
    const int bestRule = longestRule(s, pos, md, best);
    sc.tokPos = int(pos);
    sc.tokChar = s[pos];
    if (bestRule < 0) {
      sc.error("Unexpected character");
      ++pos;
      continue;
    }
    std::string tok = s.substr(pos, best);
    // the token as the action sees it: NULs (the end padding) end it
    tok = std::string(tok.c_str());
    sc.action(kRules[bestRule].rule, tok);
    pos += best;
  }
  pcre2_match_data_free(md);
  return finishParse(sc, n);
}

ParseResult finishParse(Scanner& sc, size_t n) {
  DTime& tm = sc.t();
  sc.tokPos = int(n) + 1;
  sc.tokChar = 0;
  if (sc.haveTime && !validTime(tm.h, tm.i, tm.s)) sc.warning("The parsed time was invalid");
  if (sc.haveDate && tm.y != kUnset && tm.m != kUnset && tm.d != kUnset &&
      (tm.m < 1 || tm.m > 12 || tm.d < 1 || tm.d > daysInMonth(tm.y, tm.m)))
    sc.warning("The parsed date was invalid");
  tm.haveDate = sc.haveDate;
  tm.haveTime = sc.haveTime;
  tm.haveZone = tm.haveZone || sc.haveZone > 0;
  return sc.r;
}
} // namespace

} // namespace hop::date
