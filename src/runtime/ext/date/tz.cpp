// tz.cpp — reads the system's TZif zone files (/usr/share/zoneinfo) into a process-wide, thread-safe cache.
#include "runtime/ext/date/tz.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <unordered_map>

namespace hop::date {

namespace {

const char* kZoneDir = "/usr/share/zoneinfo/";

int64_t be32(const unsigned char* p) { return int32_t(uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | p[3]); }
int64_t be64(const unsigned char* p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = v << 8 | p[i];
  return int64_t(v);
}

// --- POSIX TZ strings ----------------------------------------------------------------
bool parseAbbr(const char*& p, std::string& out) {
  out.clear();
  if (*p == '<') {
    ++p;
    while (*p && *p != '>') out += *p++;
    if (*p != '>') return false;
    ++p;
    return true;
  }
  while (std::isalpha((unsigned char)*p)) out += *p++;
  return out.size() >= 3;
}
bool parseHms(const char*& p, int32_t& out) {   // [+-]h[h][:mm[:ss]]
  int sign = 1;
  if (*p == '+') ++p;
  else if (*p == '-') { sign = -1; ++p; }
  if (!std::isdigit((unsigned char)*p)) return false;
  int32_t h = 0, m = 0, s = 0;
  while (std::isdigit((unsigned char)*p)) h = h * 10 + (*p++ - '0');
  if (*p == ':') { ++p; while (std::isdigit((unsigned char)*p)) m = m * 10 + (*p++ - '0'); }
  if (*p == ':') { ++p; while (std::isdigit((unsigned char)*p)) s = s * 10 + (*p++ - '0'); }
  out = sign * (h * 3600 + m * 60 + s);
  return true;
}
bool parseWhen(const char*& p, PosixRule::When& w) {
  auto num = [&](int& v) { if (!std::isdigit((unsigned char)*p)) return false; v = 0; while (std::isdigit((unsigned char)*p)) v = v * 10 + (*p++ - '0'); return true; };
  if (*p == 'M') {
    ++p; w.kind = 0;
    if (!num(w.m) || *p++ != '.' || !num(w.w) || *p++ != '.' || !num(w.d)) return false;
  } else if (*p == 'J') {
    ++p; w.kind = 1;
    if (!num(w.d)) return false;
  } else {
    w.kind = 2;
    if (!num(w.d)) return false;
  }
  w.time = 7200;
  if (*p == '/') { ++p; if (!parseHms(p, w.time)) return false; }
  return true;
}
PosixRule parsePosix(const std::string& s) {
  PosixRule r;
  const char* p = s.c_str();
  if (!parseAbbr(p, r.std.abbr)) return r;
  int32_t off;
  if (!parseHms(p, off)) return r;
  r.std.offset = -off;
  if (*p == 0) { r.valid = true; return r; }
  if (!parseAbbr(p, r.dst.abbr)) return r;
  r.dst.dst = true;
  r.dst.offset = r.std.offset + 3600;
  if (*p && *p != ',') { if (!parseHms(p, off)) return r; r.dst.offset = -off; }
  r.hasDst = true;
  if (*p != ',') {   // default US rules
    r.start = {0, 3, 2, 0, 7200};
    r.end = {0, 11, 1, 0, 7200};
  } else {
    ++p;
    if (!parseWhen(p, r.start) || *p++ != ',' || !parseWhen(p, r.end)) return r;
  }
  r.valid = true;
  return r;
}

/// Local (wall, in the given offset's frame) seconds since the year start of a rule date.
int64_t whenInYear(const PosixRule::When& w, int64_t year) {
  int64_t days;
  if (w.kind == 1) {   // Jn: 1..365, no Feb 29
    days = w.d - 1;
    if (isLeap(year) && w.d >= 60) ++days;
  } else if (w.kind == 2) {
    days = w.d;
  } else {
    int64_t first = daysFromCivil(year, w.m, 1);
    // The weekday of the month's first day as timelib's (Zeller's congruence on the year as a C int: past 32 bits
    // of year php's transitions follow the truncated year).
    int m1 = (w.m + 9) % 12 + 1;
    int yy0 = int(uint32_t(uint64_t(w.m <= 2 ? year - 1 : year)));
    int yy1 = yy0 / 100, yy2 = yy0 % 100;
    int wd = ((26 * m1 - 2) / 10 + 1 + yy2 + yy2 / 4 + yy1 / 4 - 2 * yy1) % 7;
    if (wd < 0) wd += 7;
    int64_t d = (w.d - wd + 7) % 7;   // first wanted weekday
    d += int64_t(w.w - 1) * 7;
    int dim = daysInMonth(year, w.m);
    while (d >= dim) d -= 7;
    days = first + d - daysFromCivil(year, 1, 1);
  }
  return days * 86400 + w.time;
}

/// The DST start/end transitions (UTC) of a year (wrapping past the int64 range, as timelib's).
void yearTransitions(const PosixRule& r, int64_t year, int64_t& start, int64_t& end) {
  int64_t y0 = wrapMul(daysFromCivil(year, 1, 1), 86400);
  start = wrapAdd(wrapAdd(y0, whenInYear(r.start, year)), -int64_t(r.std.offset));
  end = wrapAdd(wrapAdd(y0, whenInYear(r.end, year)), -int64_t(r.dst.offset));
}

/// The rule's offset at t, as timelib: the transitions of the UTC year of t and of the years either side, each
/// year's pair in order, and the type of the last one before t. None brackets t (a year past the int64 range
/// wraps): found is false and the caller falls back as php does (offset 0).
TzOffset posixOffset(const PosixRule& r, int64_t t, bool& found) {
  TzOffset o;
  found = true;
  if (!r.hasDst) {
    o.offset = r.std.offset; o.abbr = r.std.abbr; o.dst = false;
    return o;
  }
  int64_t y, m, d;
  civilFromDays(floorDiv(t, 86400), y, m, d);
  int64_t at[6];
  bool dstFrom[6];
  for (int k = 0; k < 3; ++k) {
    int64_t s, e;
    yearTransitions(r, y - 1 + k, s, e);
    bool startFirst = s < e;
    at[2 * k] = startFirst ? s : e; dstFrom[2 * k] = startFirst;
    at[2 * k + 1] = startFirst ? e : s; dstFrom[2 * k + 1] = !startFirst;
  }
  for (int i = 1; i < 6; ++i) {
    if (t < at[i]) {
      const TzType& ty = dstFrom[i - 1] ? r.dst : r.std;
      o.offset = ty.offset; o.dst = ty.dst; o.abbr = ty.abbr; o.transition = at[i - 1];
      return o;
    }
  }
  found = false;
  return o;
}

std::unique_ptr<TzInfo> loadZone(const std::string& name) {
  if (name.empty() || name.find("..") != std::string::npos || name[0] == '/') return nullptr;
  std::string path = kZoneDir + name;
  struct stat st;
  if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return nullptr;
  std::ifstream f(path, std::ios::binary);
  std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const unsigned char* b = reinterpret_cast<const unsigned char*>(data.data());
  size_t n = data.size();
  if (n < 44 || std::memcmp(b, "TZif", 4) != 0) return nullptr;
  auto z = std::make_unique<TzInfo>();
  z->name = name;
  char version = char(b[4]);
  auto counts = [&](size_t at, int64_t c[6]) { for (int i = 0; i < 6; ++i) c[i] = be32(b + at + 20 + 4 * i); };
  int64_t c[6];
  counts(0, c);
  size_t v1len = c[3] * 5 + c[4] * 6 + c[5] + c[2] * 8 + c[1] + c[0];
  size_t at = 44;
  int timeSize = 4;
  if (version >= '2') {
    at = 44 + v1len;
    if (at + 44 > n || std::memcmp(b + at, "TZif", 4) != 0) return nullptr;
    counts(at, c);
    at += 44;
    timeSize = 8;
  }
  int64_t isut = c[0], isstd = c[1], leap = c[2], timecnt = c[3], typecnt = c[4], charcnt = c[5];
  size_t need = timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leap * (timeSize + 4) + isstd + isut;
  if (at + need > n || typecnt <= 0) return nullptr;
  for (int64_t i = 0; i < timecnt; ++i) z->trans.push_back(timeSize == 8 ? be64(b + at + i * 8) : be32(b + at + i * 4));
  at += timecnt * timeSize;
  for (int64_t i = 0; i < timecnt; ++i) z->idx.push_back(std::min<uint8_t>(b[at + i], uint8_t(typecnt - 1)));
  at += timecnt;
  const unsigned char* tt = b + at;
  const char* chars = reinterpret_cast<const char*>(b + at + typecnt * 6);
  for (int64_t i = 0; i < typecnt; ++i) {
    TzType t;
    t.offset = int32_t(be32(tt + i * 6));
    t.dst = tt[i * 6 + 4] != 0;
    size_t ai = tt[i * 6 + 5];
    if (ai < size_t(charcnt)) t.abbr = std::string(chars + ai, strnlen(chars + ai, charcnt - ai));
    z->types.push_back(t);
  }
  at += typecnt * 6 + charcnt + leap * (timeSize + 4) + isstd + isut;
  if (version >= '2' && at < n && b[at] == '\n') {
    size_t e = data.find('\n', at + 1);
    if (e != std::string::npos) z->posix = parsePosix(data.substr(at + 1, e - at - 1));
  }
  return z;
}

struct ZoneTab {
  std::map<std::string, std::pair<std::string, std::string>> info;   // name -> (cc, "coords\tcomment")
};

double coord(const std::string& s, size_t& i, int degDigits) {
  int sign = s[i] == '-' ? -1 : 1;
  ++i;
  size_t start = i;
  while (i < s.size() && std::isdigit((unsigned char)s[i])) ++i;
  std::string digits = s.substr(start, i - start);
  double deg = std::stod(digits.substr(0, degDigits));
  double mn = digits.size() >= size_t(degDigits + 2) ? std::stod(digits.substr(degDigits, 2)) : 0;
  double sec = digits.size() >= size_t(degDigits + 4) ? std::stod(digits.substr(degDigits + 2, 2)) : 0;
  return sign * (deg + mn / 60 + sec / 3600);
}

const ZoneTab& zoneTab() {
  static ZoneTab t = [] {
    ZoneTab r;
    std::ifstream f(std::string(kZoneDir) + "zone.tab");
    std::string line;
    // "cc<TAB>coords<TAB>name[<TAB>comment]" (a missing field reads as empty)
    auto field = [](std::string_view& rest, bool toEnd) {
      size_t t = toEnd ? std::string_view::npos : rest.find('\t');
      std::string_view v = rest.substr(0, t);
      rest = t == std::string_view::npos ? std::string_view() : rest.substr(t + 1);
      return v;
    };
    while (std::getline(f, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::string_view rest(line);
      std::string_view cc = field(rest, false), coords = field(rest, false), name = field(rest, false);
      std::string_view comment = field(rest, true);
      std::string value;
      value.reserve(coords.size() + 1 + comment.size());
      value.append(coords).append(1, '\t').append(comment);
      r.info[std::string(name)] = {std::string(cc), std::move(value)};
    }
    return r;
  }();
  return t;
}

std::mutex g_mutex;
std::map<std::string, std::unique_ptr<TzInfo>>& cache() {
  static std::map<std::string, std::unique_ptr<TzInfo>> c;
  return c;
}

void listDir(const std::string& rel, std::vector<std::string>& out) {
  std::string dir = kZoneDir + rel;
  DIR* d = opendir(dir.c_str());
  if (!d) return;
  while (dirent* e = readdir(d)) {
    std::string n = e->d_name;
    if (n == "." || n == "..") continue;
    std::string r = rel.empty() ? n : rel + "/" + n;
    struct stat st;
    if (stat((kZoneDir + r).c_str(), &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) {
      if (n == "posix" || n == "right") continue;
      listDir(r, out);
    } else if (std::isupper((unsigned char)n[0]) && n.find('.') == std::string::npos && n != "SystemV") {
      FILE* fp = std::fopen((kZoneDir + r).c_str(), "rb");
      char magic[4] = {0};
      if (fp) { size_t got = std::fread(magic, 1, 4, fp); std::fclose(fp); if (got == 4 && std::memcmp(magic, "TZif", 4) == 0) out.push_back(r); }
    }
  }
  closedir(d);
}

/// Whether `name` (as given) is a zone file listDir would list: components that are
/// not "posix"/"right" at the top, a file name starting upper-case without '.', TZif.
bool isZoneFile(std::string_view name) {
  if (name.empty() || name.front() == '/' || name.back() == '/') return false;
  if (name.find('\0') != std::string_view::npos || name.find("//") != std::string_view::npos) return false;
  size_t slash = name.find('/');
  std::string_view top = name.substr(0, slash);
  if (slash != std::string_view::npos && (top == "posix" || top == "right")) return false;
  size_t last = name.rfind('/');
  std::string_view base = last == std::string_view::npos ? name : name.substr(last + 1);
  if (!std::isupper((unsigned char)base[0]) || base == "SystemV") return false;
  if (name.find('.') != std::string_view::npos) return false;   // no "..", and no dotted file names
  std::string path = kZoneDir + std::string(name);
  struct stat st;
  if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  FILE* fp = std::fopen(path.c_str(), "rb");
  if (!fp) return false;
  char magic[4] = {0};
  size_t got = std::fread(magic, 1, 4, fp);
  std::fclose(fp);
  return got == 4 && std::memcmp(magic, "TZif", 4) == 0;
}

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower((unsigned char)c));
  return r;
}

} // namespace

int64_t daysFromCivil(int64_t y, int64_t m, int64_t d) {
  y = wrapAdd(y, -int64_t(m <= 2));
  const int64_t era = y >= 0 ? y / 400 : (y + 1) / 400 - 1;   // floor, without overflow
  const int64_t yoe = y - era * 400;
  const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return wrapAdd(wrapMul(era, 146097), doe - 719468);   // wraps for years past the int64 range, as timelib
}

void civilFromDays(int64_t z, int64_t& y, int64_t& m, int64_t& d) {
  z = static_cast<int64_t>(static_cast<uint64_t>(z) + 719468);   // wraps near INT64_MAX days, as php's timelib
  const int64_t era = z >= 0 ? z / 146097 : (z + 1) / 146097 - 1;   // floor, without overflow
  const int64_t doe = static_cast<int64_t>(static_cast<uint64_t>(z) - static_cast<uint64_t>(era) * 146097);
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y = yoe + era * 400;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y += m <= 2;
}

int daysInMonth(int64_t y, int64_t m) {
  static const int dim[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12) return 31;
  return m == 2 && isLeap(y) ? 29 : dim[m - 1];
}

const std::vector<std::string>& allZoneFiles() {
  static const std::vector<std::string> every = [] {
    std::vector<std::string> v;
    listDir("", v);
    std::sort(v.begin(), v.end(), [](const std::string& a, const std::string& b) { return strcasecmp(a.c_str(), b.c_str()) < 0; });
    return v;
  }();
  return every;
}

const std::vector<std::string>& allZoneNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    // php lists the zones of its own database: those of zone.tab and the backward links
    for (auto& [n, _] : zoneTab().info) v.push_back(n);
    v.push_back("UTC");
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  }();
  return names;
}

const std::vector<std::pair<std::string, std::string>>& zoneCountries() {
  static const std::vector<std::pair<std::string, std::string>> v = [] {
    std::vector<std::pair<std::string, std::string>> r;
    for (auto& [n, info] : zoneTab().info) r.push_back({n, info.first});
    return r;
  }();
  return v;
}

const TzInfo* findZone(std::string_view name) {
  if (name.empty() || name.size() > 200) return nullptr;
  // By the spelling asked for: php names a zone as it was given ("asia/tokyo").
  std::string key(name);
  std::lock_guard<std::mutex> lock(g_mutex);
  auto& c = cache();
  auto it = c.find(key);
  if (it != c.end()) return it->second.get();
  // the file of any case: a name spelled as its file (the usual case) is
  // checked directly, without listing the whole database.
  std::string canonical;
  if (isZoneFile(name)) canonical = std::string(name);
  else
    for (const std::string& n : allZoneFiles())
      if (lower(n) == lower(name)) { canonical = n; break; }
  std::unique_ptr<TzInfo> z;
  if (!canonical.empty()) z = loadZone(canonical);
  if (z) {
    auto& tab = zoneTab().info;
    auto t = tab.find(z->name);
    if (t != tab.end()) {
      z->country = t->second.first;
      const std::string& s = t->second.second;
      size_t i = 0;
      try {
        z->lat = coord(s, i, 2);
        z->lon = coord(s, i, 3);
      } catch (...) {}
      size_t tab2 = s.find('\t');
      z->comments = tab2 == std::string::npos ? "" : s.substr(tab2 + 1);
      z->hasLocation = true;
    }
  }
  if (z) z->name = std::string(name);
  const TzInfo* r = z.get();
  c[key] = std::move(z);
  return r;
}

TzOffset zoneOffsetAt(const TzInfo* z, int64_t t) {
  TzOffset o;
  bool found;
  // timelib without a bracketing rule transition: offset 0 under the zone's first abbreviation.
  auto noOffset = [&] {
    o.abbr = z->types.empty() ? std::string_view("UTC") : std::string_view(z->types[0].abbr);
    return o;
  };
  if (z->trans.empty() || t < z->trans[0]) {
    if (z->trans.empty() && z->posix.valid) {
      TzOffset p = posixOffset(z->posix, t, found);
      return found ? p : noOffset();
    }
    // before the first transition: the first standard-time type (LMT in full files)
    const TzType& ty = z->types[0];
    o.offset = ty.offset; o.dst = ty.dst; o.abbr = ty.abbr;
    return o;
  }
  if (t >= z->trans.back() && z->posix.valid) {
    TzOffset p = posixOffset(z->posix, t, found);
    if (!found) return noOffset();
    if (p.transition < z->trans.back()) p.transition = z->trans.back();
    return p;
  }
  size_t i = std::upper_bound(z->trans.begin(), z->trans.end(), t) - z->trans.begin() - 1;
  const TzType& ty = z->types[z->idx[i]];
  o.offset = ty.offset; o.dst = ty.dst; o.abbr = ty.abbr; o.transition = z->trans[i];
  return o;
}

void zoneTransitions(const TzInfo* z, int64_t from, int64_t to, std::vector<std::pair<int64_t, TzType>>& out) {
  for (size_t i = 0; i < z->trans.size(); ++i)
    if (z->trans[i] >= from && z->trans[i] <= to) out.push_back({z->trans[i], z->types[z->idx[i]]});
  if (!z->posix.valid || !z->posix.hasDst) return;
  int64_t last = z->trans.empty() ? INT64_MIN : z->trans.back();
  int64_t y, m, d;
  civilFromDays(floorDiv(std::max(from, last), 86400), y, m, d);
  for (int64_t yy = y; yy < y + 3000; ++yy) {
    int64_t s, e;
    yearTransitions(z->posix, yy, s, e);
    std::pair<int64_t, TzType> a{s, z->posix.dst}, b{e, z->posix.std};
    if (b.first < a.first) std::swap(a, b);
    if (a.first > to) break;
    for (auto* p : {&a, &b})
      if (p->first > last && p->first >= from && p->first <= to) out.push_back(*p);
  }
}

const std::vector<AbbrEntry>& abbreviations() {
  static const std::vector<AbbrEntry> v = {
      {"acdt", true, 37800, "Australia/Adelaide"}, {"acst", false, 34200, "Australia/Adelaide"},
      {"adt", true, -10800, "America/Halifax"},   {"aedt", true, 39600, "Australia/Melbourne"},
      {"aest", false, 36000, "Australia/Melbourne"}, {"akdt", true, -28800, "America/Anchorage"},
      {"akst", false, -32400, "America/Anchorage"}, {"ast", false, -14400, "America/Halifax"},
      {"awst", false, 28800, "Australia/Perth"},   {"bst", true, 3600, "Europe/London"},
      {"cat", false, 7200, "Africa/Khartoum"},     {"cdt", true, -18000, "America/Chicago"},
      {"cest", true, 7200, "Europe/Berlin"},       {"cet", false, 3600, "Europe/Berlin"},
      {"cst", false, -21600, "America/Chicago"},   {"eat", false, 10800, "Africa/Khartoum"},
      {"edt", true, -14400, "America/New_York"},   {"eest", true, 10800, "Europe/Helsinki"},
      {"eet", false, 7200, "Europe/Helsinki"},     {"est", false, -18000, "America/New_York"},
      {"hdt", true, -32400, "America/Adak"},
      {"hkt", false, 28800, "Asia/Hong_Kong"},     {"hst", false, -36000, "Pacific/Honolulu"},
      {"idt", true, 10800, "Asia/Jerusalem"},      {"ist", false, 7200, "Asia/Jerusalem"},
      {"jst", false, 32400, "Asia/Tokyo"},         {"kst", false, 30600, "Asia/Seoul"},
      {"mdt", true, -21600, "America/Denver"},     {"msk", false, 10800, "Europe/Moscow"},
      {"mst", false, -25200, "America/Denver"},    {"nzdt", true, 46800, "Pacific/Auckland"},
      {"nzst", false, 43200, "Pacific/Auckland"},  {"pdt", true, -25200, "America/Los_Angeles"},
      {"pst", false, -28800, "America/Los_Angeles"}, {"sast", false, 7200, "Africa/Johannesburg"},
      {"utc", false, 0, "UTC"},                    {"wat", false, 3600, "Africa/Lagos"},
      {"west", true, 3600, "Europe/Lisbon"},       {"wet", false, 0, "Europe/Lisbon"},
      {"wib", false, 25200, "Asia/Jakarta"},       {"z", false, 0, nullptr},
      {"a", false, 3600, nullptr}, {"b", false, 7200, nullptr}, {"c", false, 10800, nullptr},
      {"d", false, 14400, nullptr}, {"e", false, 18000, nullptr}, {"f", false, 21600, nullptr},
      {"g", false, 25200, nullptr}, {"h", false, 28800, nullptr}, {"i", false, 32400, nullptr},
      {"k", false, 36000, nullptr}, {"l", false, 39600, nullptr}, {"m", false, 43200, nullptr},
      {"n", false, -3600, nullptr}, {"o", false, -7200, nullptr}, {"p", false, -10800, nullptr},
      {"q", false, -14400, nullptr}, {"r", false, -18000, nullptr}, {"s", false, -21600, nullptr},
      {"t", false, -25200, nullptr}, {"u", false, -28800, nullptr}, {"v", false, -32400, nullptr},
      {"w", false, -36000, nullptr}, {"x", false, -39600, nullptr}, {"y", false, -43200, nullptr},
  };
  return v;
}

/// Abbreviations the system's zones use that the table above lacks, each with
/// the first zone (by name) using it: read once from the zone files.
const std::vector<AbbrEntry>& derivedAbbreviations() {
  static const std::vector<AbbrEntry> v = [] {
    std::vector<AbbrEntry> r;
    static std::vector<std::string> names;   // owns the strings the entries point to
    names.reserve(4096);
    std::map<std::string, size_t> seen;
    for (const std::string& zn : allZoneNames()) {
      const TzInfo* z = findZone(zn);
      if (!z) continue;
      for (const TzType& t : z->types) {
        if (t.abbr.size() < 3 || t.abbr.size() > 5 || t.abbr == "LMT") continue;
        bool alpha = true;
        for (char c : t.abbr) alpha = alpha && std::isalpha((unsigned char)c);
        if (!alpha) continue;
        std::string k = lower(t.abbr);
        bool known = false;
        for (const AbbrEntry& e : abbreviations()) known = known || k == e.abbr;
        if (known || seen.count(k)) continue;
        names.push_back(k);
        const char* abbrPtr = names.back().c_str();
        names.push_back(z->name);
        seen[k] = r.size();
        r.push_back({abbrPtr, t.dst, t.offset, names.back().c_str()});
      }
    }
    return r;
  }();
  return v;
}

namespace {
using AbbrIndex = std::unordered_map<std::string_view, const AbbrEntry*>;
/// The first entry of each abbreviation in `list`, by its (lowercase) name.
AbbrIndex indexAbbreviations(const std::vector<AbbrEntry>& list) {
  AbbrIndex index;
  for (const AbbrEntry& e : list) index.emplace(e.abbr, &e);
  return index;
}
const AbbrEntry* lookUp(const AbbrIndex& index, std::string_view k) {
  auto it = index.find(k);
  return it == index.end() ? nullptr : it->second;
}
} // namespace

const AbbrEntry* findAbbr(std::string_view abbr) {
  static const AbbrIndex known = indexAbbreviations(abbreviations());
  std::string k = lower(abbr);
  if (const AbbrEntry* e = lookUp(known, k)) return e;
  if (k.size() < 3 || k.size() > 5) return nullptr;
  static const AbbrIndex derived = indexAbbreviations(derivedAbbreviations());
  return lookUp(derived, k);
}

} // namespace hop::date
