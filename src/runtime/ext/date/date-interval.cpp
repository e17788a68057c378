// date-interval.cpp — DateInterval (ISO 8601 durations, format(), properties), diff() and interval arithmetic.
#include <cmath>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/date/date-objects.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"

namespace hop::date {

thread_local const char* tl_intervalFromStringName = nullptr;

namespace {

const char* kFields[] = {"y", "m", "d", "h", "i", "s", "f", "invert", "days", "from_string"};

void ivInit(ObjectData* o) {
  IntervalObj* v = intervalObj(o);
  std::memset(static_cast<void*>(v), 0, sizeof(IntervalObj));
  v->days = kUnset;
}
void ivDestroy(ObjectData* o) {
  IntervalObj* v = intervalObj(o);
  if (v->dateString) { v->dateString->decRef(); v->dateString = nullptr; }
}
void ivSweep(ObjectData* o) { intervalObj(o)->dateString = nullptr; }
void ivClone(ObjectData* from, ObjectData* to) {
  *intervalObj(to) = *intervalObj(from);
  if (intervalObj(to)->dateString) intervalObj(to)->dateString->incRef();
}

TypedValue fieldValue(const IntervalObj* v, int k) {
  switch (k) {
    case 0: return makeInt(v->y);
    case 1: return makeInt(v->m);
    case 2: return makeInt(v->d);
    case 3: return makeInt(v->h);
    case 4: return makeInt(v->i);
    case 5: return makeInt(v->s);
    case 6: return makeDouble(double(v->us) / 1000000.0);
    case 7: return makeInt(v->invert);
    case 8: return v->days == kUnset ? makeBool(false) : makeInt(v->days);
    default: return makeBool(v->fromString);
  }
}

int fieldIndex(std::string_view n) {
  for (int k = 0; k < 10; ++k)
    if (n == kFields[k]) return k;
  return -1;
}

void addFields(ArrayData*& r, const IntervalObj* v) {
  if (v->fromString) {
    ArrayData::setStr(r, StringData::interned("from_string"), makeBool(true));
    if (v->dateString) { v->dateString->incRef(); ArrayData::setStr(r, StringData::interned("date_string"), makeStringNoIncRef(v->dateString)); }
    return;
  }
  for (int k = 0; k < 10; ++k) ArrayData::setStr(r, StringData::interned(kFields[k]), fieldValue(v, k));
}

ArrayData* ivProperties(ObjectData* o) {
  ArrayData* r = objectPropsToArray(o);
  IntervalObj* v = intervalObj(o);
  if (v->inited) addFields(r, v);
  return r;
}

int ivMissingProp(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* val) {
  IntervalObj* v = intervalObj(o);
  int k = fieldIndex(name->view());
  if (!v->inited) {
    if (k >= 0 && (op == MissingPropOp::Read)) throwError(ErrorKind::Error, "The DateInterval object has not been correctly initialized by its constructor");
    return -1;
  }
  if (k < 0 && !(v->fromString && name->view() == "date_string")) return -1;
  if (k < 0) {   // date_string
    switch (op) {
      case MissingPropOp::Read:
      case MissingPropOp::ReadQuiet:
        if (v->dateString) { v->dateString->incRef(); *val = makeStringNoIncRef(v->dateString); }
        else *val = makeNull();
        return 1;
      case MissingPropOp::Isset: return v->dateString ? 1 : 0;
      case MissingPropOp::Empty: return !v->dateString || v->dateString->size() == 0;
      default: return -1;
    }
  }
  switch (op) {
    case MissingPropOp::Read:
    case MissingPropOp::ReadQuiet:
      *val = fieldValue(v, k);
      return 1;
    case MissingPropOp::Isset: return 1;
    case MissingPropOp::Empty: {
      TypedValue x = fieldValue(v, k);
      return !toBool(x);
    }
    case MissingPropOp::Write: {
      TypedValue x = *val;
      switch (k) {
        case 0: v->y = toInt(x); break;
        case 1: v->m = toInt(x); break;
        case 2: v->d = toInt(x); break;
        case 3: v->h = toInt(x); break;
        case 4: v->i = toInt(x); break;
        case 5: v->s = toInt(x); break;
        case 6: v->us = int64_t(std::llround(toDouble(x) * 1000000.0)); break;
        case 7: v->invert = int(toInt(x)); break;
        case 8: v->days = (x.isBool() && !x.m_data.num) ? kUnset : toInt(x); break;
        default: break;
      }
      tvDecRef(x);
      return 1;
    }
    case MissingPropOp::Unset: return 1;
  }
  return -1;
}

const int kRegistered = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(IntervalObj);
  h.init = ivInit;
  h.destroy = ivDestroy;
  h.sweep = ivSweep;
  h.clone = ivClone;
  h.propertiesFor = ivProperties;
  h.propertiesAreTable = true;
  h.missingProp = ivMissingProp;
  h.compare = [](ObjectData*, ObjectData*) -> int64_t {
    raiseWarning("Cannot compare DateInterval objects");
    return 1;
  };
  h.compareIsTotal = true;
  registerNativeClass("DateInterval", h);
  return 0;
}();

// --- ISO 8601 durations ---------------------------------------------------------------
bool parseIso(std::string_view s, IntervalObj& iv) {
  if (s.size() < 2 || s[0] != 'P') return false;
  size_t i = 1;
  bool time = false, any = false;
  // combined form PYYYY-MM-DDTHH:MM:SS
  if (s.size() >= 11 && std::isdigit((unsigned char)s[1]) && s.find('-') != std::string_view::npos) {
    int y, m, d, h = 0, mi = 0, se = 0;
    std::string str(s.substr(1));
    int n = 0;
    if (std::sscanf(str.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%n", &y, &m, &d, &h, &mi, &se, &n) == 6 && size_t(n) == str.size()) {
      iv.y = y; iv.m = m; iv.d = d; iv.h = h; iv.i = mi; iv.s = se;
      return true;
    }
    return false;
  }
  while (i < s.size()) {
    if (s[i] == 'T') {
      if (time) return false;
      time = true;
      ++i;
      continue;
    }
    if (!std::isdigit((unsigned char)s[i])) return false;
    int64_t v = 0;
    while (i < s.size() && std::isdigit((unsigned char)s[i])) {
      v = v * 10 + (s[i] - '0');
      if (v > 999999999999LL) return false;
      ++i;
    }
    if (i >= s.size()) return false;
    char u = s[i++];
    any = true;
    if (!time) {
      switch (u) {
        case 'Y': iv.y = v; break;
        case 'M': iv.m = v; break;
        case 'W': iv.d += v * 7; break;
        case 'D': iv.d += v; break;
        default: return false;
      }
    } else {
      switch (u) {
        case 'H': iv.h = v; break;
        case 'M': iv.i = v; break;
        case 'S': iv.s = v; break;
        default: return false;
      }
    }
  }
  return any;
}

void iv_construct(NativeArgs& a) {
  IntervalObj* v = intervalObj(a.thisObj);
  IntervalObj n;
  std::memset(static_cast<void*>(&n), 0, sizeof n);
  n.days = kUnset;
  std::string_view spec = a.sv(0);
  if (!spec.empty() && spec[0] != 'P') {
    // an ISO 8601 interval of two dates: their difference
    std::vector<std::string> parts;
    std::string cur;
    for (char c : spec) {
      if (c == '/' || c == ' ' || c == '\t') { if (!cur.empty()) parts.push_back(cur); cur.clear(); }
      else cur += c;
    }
    if (!cur.empty()) parts.push_back(cur);
    std::vector<DTime> dates;
    bool bad = false;
    for (const std::string& part : parts) {
      if (part[0] == 'P') { if (!parseIso(part, n)) bad = true; continue; }
      ParseResult pr = parseDateString(part);
      if (!pr.errors.empty() || !pr.t.haveDate) { bad = true; continue; }
      DTime t = pr.t;
      DTime now;
      zoneFromName("UTC", now.z);
      now.sse = 0;
      updateFromSse(now);
      fillHoles(t, now);
      updateTs(t);
      dates.push_back(t);
    }
    if (bad) throwErrorF(ErrorKind::Exception, "Unknown or bad format (%s)", std::string(spec).c_str());
    if (dates.size() < 2) throwErrorF(ErrorKind::Exception, "Failed to parse interval (%s)", std::string(spec).c_str());
    n = diffDates(dates[0], dates[1], false);
  } else if (!parseIso(spec, n)) {
    throwErrorF(ErrorKind::Exception, "Unknown or bad format (%s)", std::string(spec).c_str());
  }
  if (v->dateString) v->dateString->decRef();
  *v = n;
  v->inited = true;
}

void iv_format(NativeArgs& a) { a.retString(formatInterval(a.sv(0), *checkedInterval(a.thisObj))); }

void iv_createFromDateString(NativeArgs& a) {
  std::string_view s = a.sv(0);
  ParseResult r = parseDateString(s);
  if (!r.errors.empty()) {
    const ParseMsg& e = r.errors[0];
    const char* fn = tl_intervalFromStringName ? tl_intervalFromStringName : "DateInterval::createFromDateString";
    raiseWarning("%s(): Unknown or bad format (%s) at position %d (%c): %s", fn, std::string(s).c_str(), e.pos,
                 e.c, e.msg.c_str());
    a.retBool(false);
    return;
  }
  IntervalObj v;
  std::memset(static_cast<void*>(&v), 0, sizeof v);
  const Relative& rel = r.t.rel;
  v.y = rel.y; v.m = rel.m; v.d = rel.d; v.h = rel.h; v.i = rel.i; v.s = rel.s; v.us = rel.us;
  v.days = kUnset;
  v.rel = rel;
  v.civil = true;
  v.fromString = true;
  v.dateString = StringData::make(s);
  v.inited = true;
  a.retObject(makeInterval(v));
  v.dateString->decRef();
}

void iv_serialize(NativeArgs& a) {
  IntervalObj* v = checkedInterval(a.thisObj);
  ArrayData* r = ArrayData::makeHash(10);
  addFields(r, v);
  ArrayData* props = objectPropsToArray(a.thisObj);
  for (uint32_t p = props->iterBegin(); props->iterValid(p); p = props->iterAdvance(p))
    ArrayData::set(r, props->iterKey(p).isInt() ? ArrayKey::ofInt(props->iterKey(p).m_data.num) : ArrayKey::ofStr(props->iterKey(p).m_data.pstr),
                   tvCopyValue(*props->iterValue(p)));
  props->decRef();
  a.retArray(r);
}

void fromHash(IntervalObj& v, const ArrayData* h) {
  std::memset(static_cast<void*>(&v), 0, sizeof v);
  auto num = [&](const char* k) -> int64_t {
    const TypedValue* x = h->getStr(k);
    if (!x) return -1;
    x = tvDeref(x);
    if (x->isArray() || x->isObject()) return -1;
    return toInt(*x);
  };
  const TypedValue* fs = h->getStr("from_string");
  if (fs && toBool(*tvDeref(fs))) {
    const TypedValue* ds = h->getStr("date_string");
    std::string s = ds && tvDeref(ds)->isString() ? std::string(tvDeref(ds)->m_data.pstr->view()) : "";
    ParseResult r = parseDateString(s);
    const Relative& rel = r.t.rel;
    v.y = rel.y; v.m = rel.m; v.d = rel.d; v.h = rel.h; v.i = rel.i; v.s = rel.s; v.us = rel.us;
    v.rel = rel;
    v.civil = true;
    v.fromString = true;
    v.dateString = StringData::make(s);
    v.days = kUnset;
    v.inited = true;
    return;
  }
  v.y = num("y"); v.m = num("m"); v.d = num("d"); v.h = num("h"); v.i = num("i"); v.s = num("s");
  const TypedValue* f = h->getStr("f");
  if (f) v.us = int64_t(toDouble(*tvDeref(f)) * 1000000.0);
  auto num0 = [&](const char* k) { int64_t r = num(k); return r == -1 && !h->getStr(k) ? 0 : r; };
  v.invert = int(num0("invert"));
  const TypedValue* days = h->getStr("days");
  if (days && tvDeref(days)->isBool() && !tvDeref(days)->m_data.num) v.days = kUnset;
  else v.days = num("days");
  v.rel.weekday = int(num0("weekday"));
  v.rel.weekdayBehavior = int(num0("weekday_behavior"));
  v.rel.firstLast = int(num0("first_last_day_of"));
  v.rel.specialType = int(num0("special_type"));
  v.rel.specialAmount = num0("special_amount");
  v.rel.haveWeekday = num0("have_weekday_relative") != 0;
  v.rel.haveSpecial = num0("have_special_relative") != 0;
  v.inited = true;
}

void iv_unserialize(NativeArgs& a) {
  IntervalObj* v = intervalObj(a.thisObj);
  if (v->dateString) v->dateString->decRef();
  fromHash(*v, a.arr(0));
  copyExtraProps(a.thisObj, a.arr(0), {"y", "m", "d", "h", "i", "s", "f", "invert", "days", "from_string", "date_string"});
}

void iv_wakeup(NativeArgs& a) {
  IntervalObj* v = intervalObj(a.thisObj);
  ArrayData* props = objectPropsToArray(a.thisObj);
  if (v->dateString) v->dateString->decRef();
  fromHash(*v, props);
  props->decRef();
}

void iv_setState(NativeArgs& a) {
  IntervalObj v;
  fromHash(v, a.arr(0));
  a.retObject(makeInterval(v));
  if (v.dateString) v.dateString->decRef();
}

// DatePeriod's ISO 8601 recurrence strings: R<n>/<start>/<interval>[/<end>]
void dp_parseIso(NativeArgs& a) {
  std::string s(a.sv(0));
  ArrayData* r = ArrayData::makeHash(4);
  TypedValue start = makeNull(), end = makeNull(), interval = makeNull();
  int64_t rec = -1;
  bool bad = false;
  size_t pos = 0;
  while (pos <= s.size() && !bad) {
    size_t e = s.find('/', pos);
    if (e == std::string::npos) e = s.size();
    std::string part = s.substr(pos, e - pos);
    pos = e + 1;
    if (part.empty()) { bad = true; break; }
    if (part[0] == 'R') {
      rec = 0;
      for (size_t k = 1; k < part.size(); ++k) {
        if (!std::isdigit((unsigned char)part[k])) { bad = true; break; }
        rec = rec * 10 + (part[k] - '0');
      }
    } else if (part[0] == 'P') {
      IntervalObj iv;
      std::memset(static_cast<void*>(&iv), 0, sizeof iv);
      iv.days = kUnset;
      if (!parseIso(part, iv)) { bad = true; break; }
      iv.inited = true;
      tvDecRef(interval);
      interval = makeObjectNoIncRef(makeInterval(iv));
    } else {
      ParseResult pr = parseDateString(part);
      if (!pr.errors.empty()) { bad = true; break; }
      DTime t = pr.t;
      DTime now;
      zoneFromName("UTC", now.z);
      now.sse = 0;
      updateFromSse(now);
      fillHoles(t, now);
      updateTs(t);
      if (t.z.type == kZoneAbbr && t.z.offset == 0 && !t.z.dst) {   // "Z": the ISO parser makes it an offset
        t.z = Zone();
        t.z.type = kZoneOffset;
      }
      ObjectData* o = makeDate(dateTimeClass(), t);
      if (start.isNull()) start = makeObjectNoIncRef(o);
      else { tvDecRef(end); end = makeObjectNoIncRef(o); }
    }
    if (e == s.size()) break;
  }
  if (bad) {
    tvDecRef(start); tvDecRef(end); tvDecRef(interval);
    r->decRef();
    a.retBool(false);
    return;
  }
  ArrayData::setStr(r, StringData::interned("start"), start);
  ArrayData::setStr(r, StringData::interned("end"), end);
  ArrayData::setStr(r, StringData::interned("interval"), interval);
  ArrayData::setStr(r, StringData::interned("recurrences"), rec < 0 ? makeNull() : makeInt(rec));
  a.retArray(r);
}

const BuiltinDecl kMethods[] = {
    {"DateInterval::__construct", iv_construct},
    {"DateInterval::format", iv_format},
    {"DateInterval::createFromDateString", iv_createFromDateString},
    {"DateInterval::__serialize", iv_serialize},
    {"DateInterval::__unserialize", iv_unserialize},
    {"DateInterval::__wakeup", iv_wakeup},
    {"DateInterval::__set_state", iv_setState},
    {"DatePeriod::hopParseIso", dp_parseIso},
};
HOP_REGISTER_BUILTINS(kMethods);

void rangeLimit(int64_t start, int64_t end, int64_t adj, int64_t& a, int64_t& b) {
  if (a < start) {
    int64_t n = (start - a - 1) / adj + 1;
    b -= n;
    a += adj * n;
  }
  if (a >= end) {
    b += a / adj;
    a -= adj * (a / adj);
  }
}

} // namespace

IntervalObj* intervalObj(ObjectData* o) { return o->nativeData<IntervalObj>(); }
IntervalObj* checkedInterval(ObjectData* o) {
  IntervalObj* v = intervalObj(o);
  if (!v->inited) throwError(ErrorKind::Error, "The DateInterval object has not been correctly initialized by its constructor");
  return v;
}

ObjectData* makeInterval(const IntervalObj& v) {
  ObjectData* o = ObjectData::make(dateIntervalClass());
  IntervalObj* t = intervalObj(o);
  *t = v;
  if (t->dateString) t->dateString->incRef();
  t->inited = true;
  return o;
}

bool parseIsoDuration(std::string_view s, IntervalObj& iv) { return parseIso(s, iv); }

std::string formatInterval(std::string_view fmt, const IntervalObj& v) {
  std::string out;
  char buf[64];
  bool pct = false;
  for (char c : fmt) {
    if (!pct) {
      if (c == '%') pct = true;
      else out += c;
      continue;
    }
    pct = false;
    switch (c) {
      case 'Y': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.y); out += buf; break;
      case 'y': out += std::to_string(v.y); break;
      case 'M': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.m); out += buf; break;
      case 'm': out += std::to_string(v.m); break;
      case 'D': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.d); out += buf; break;
      case 'd': out += std::to_string(v.d); break;
      case 'H': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.h); out += buf; break;
      case 'h': out += std::to_string(v.h); break;
      case 'I': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.i); out += buf; break;
      case 'i': out += std::to_string(v.i); break;
      case 'S': std::snprintf(buf, sizeof buf, "%02lld", (long long)v.s); out += buf; break;
      case 's': out += std::to_string(v.s); break;
      case 'F': std::snprintf(buf, sizeof buf, "%06lld", (long long)v.us); out += buf; break;
      case 'f': out += std::to_string(v.us); break;
      case 'a':
        if (v.days != kUnset) out += std::to_string(v.days);
        else out += "(unknown)";
        break;
      case 'r': if (v.invert) out += '-'; break;
      case 'R': out += v.invert ? '-' : '+'; break;
      case '%': out += '%'; break;
      default: out += '%'; out += c; break;
    }
  }
  if (pct) out += '%';
  return out;
}

void addInterval(DTime& t, const IntervalObj& iv, bool subtract) {
  int bias = subtract ? -1 : 1;
  if (iv.rel.haveWeekday || iv.rel.haveSpecial || iv.civil) {
    // timelib_add / timelib_sub: the interval's relative parts as they are
    t.rel = Relative();
    if (iv.rel.haveWeekday || iv.rel.haveSpecial) {
      t.rel = iv.rel;
      if (subtract) {
        t.rel.y = -t.rel.y; t.rel.m = -t.rel.m; t.rel.d = -t.rel.d;
        t.rel.h = -t.rel.h; t.rel.i = -t.rel.i; t.rel.s = -t.rel.s; t.rel.us = -t.rel.us;
      }
    } else {
      if (iv.invert) bias = -bias;
      t.rel.y = iv.y * bias; t.rel.m = iv.m * bias; t.rel.d = iv.d * bias;
      t.rel.h = iv.h * bias; t.rel.i = iv.i * bias; t.rel.s = iv.s * bias; t.rel.us = iv.us * bias;
      t.rel.firstLast = iv.rel.firstLast;
    }
    t.haveRel = true;
    updateTs(t);
    return;
  }
  if (iv.invert) bias = -bias;
  // timelib_add_wall: y/m/d on the wall clock, h/i/s as elapsed time
  if (iv.y || iv.m || iv.d) {
    t.rel = Relative();
    t.rel.y = iv.y * bias;
    t.rel.m = iv.m * bias;
    t.rel.d = iv.d * bias;
    t.haveRel = true;
    updateTs(t);
  }
  int64_t us = iv.us, s = iv.s;
  rangeLimit(0, 1000000, 1000000, us, s);
  t.sse += bias * (iv.h * 3600 + iv.i * 60 + s);
  updateFromSse(t);
  if (us) {
    t.us += us * bias;
    int64_t carry = floorDiv(t.us, 1000000);
    t.us -= carry * 1000000;
    t.sse += carry;
    updateFromSse(t);
  }
}

IntervalObj diffDates(const DTime& a0, const DTime& b0, bool absolute) {
  IntervalObj r;
  std::memset(static_cast<void*>(&r), 0, sizeof r);
  DTime one = a0, two = b0;
  if (one.sse > two.sse || (one.sse == two.sse && one.us > two.us)) {
    std::swap(one, two);
    r.invert = 1;
  }
  bool sameZone = one.z.type == kZoneId && two.z.type == kZoneId && one.z.tz == two.z.tz;
  int32_t off1 = offsetOf(one).offset, off2 = offsetOf(two).offset;

  r.y = two.y - one.y;
  r.m = two.m - one.m;
  r.d = two.d - one.d;
  r.h = two.h - one.h;
  r.i = two.i - one.i;
  r.s = two.s - one.s;
  r.us = two.us - one.us;
  if (!sameZone) r.s += int64_t(off1) - off2;   // the wall clocks differ by the offsets
  // days
  if (sameZone || true) {
    int64_t d1 = daysFromCivil(one.y, one.m, one.d), d2 = daysFromCivil(two.y, two.m, two.d);
    int64_t t1 = one.h * 3600000000LL + one.i * 60000000LL + one.s * 1000000LL + one.us;
    int64_t t2 = two.h * 3600000000LL + two.i * 60000000LL + two.s * 1000000LL + two.us;
    int64_t days = d2 - d1;
    if (days < 0) days = -days;
    if (t2 < t1 && days > 0) days--;
    if (!sameZone) {
      days = (two.sse - one.sse) / 86400;
      if (days < 0) days = -days;
    }
    r.days = days;
  }
  // timelib_do_rel_normalize
  rangeLimit(0, 1000000, 1000000, r.us, r.s);
  rangeLimit(0, 60, 60, r.s, r.i);
  rangeLimit(0, 60, 60, r.i, r.h);
  rangeLimit(0, 24, 24, r.h, r.d);
  rangeLimit(0, 12, 12, r.m, r.y);
  const DTime& base = r.invert ? one : two;
  int64_t year = base.y, month = base.m;
  if (!r.invert) {
    while (r.d < 0) {
      month--;
      if (month < 1) { month += 12; year--; }
      r.d += daysInMonth(year, month);
      r.m--;
    }
  } else {
    while (r.d < 0) {
      r.d += daysInMonth(year, month);
      r.m--;
      month++;
      if (month > 12) { month -= 12; year++; }
    }
  }
  rangeLimit(0, 12, 12, r.m, r.y);
  if (sameZone) {
    // timelib's corrections around a UTC offset change
    OffsetInfo o1 = offsetOf(one), o2 = offsetOf(two);
    int64_t dstCorr = int64_t(o2.offset) - o1.offset;
    if (!o1.dst && o2.dst) {   // spring forward
      TzOffset tr = zoneOffsetAt(two.z.tz, two.sse);
      int64_t trans = tr.transition;
      if (trans != INT64_MIN && !((one.sse + 86400 > trans) && (one.sse + 86400 <= two.sse)) && two.sse >= trans &&
          floorMod(two.sse - one.sse + dstCorr, 86400) > (two.sse - trans)) {
        r.h -= dstCorr / 3600;
        r.i -= dstCorr % 3600 / 60;
        rangeLimit(0, 60, 60, r.i, r.h);
        rangeLimit(0, 24, 24, r.h, r.d);
      }
    } else if (!(o1.dst && !o2.dst) && two.sse - one.sse >= 86400) {
      TzOffset tr = zoneOffsetAt(two.z.tz, two.sse);
      if (tr.transition != INT64_MIN) {
        int64_t corr = int64_t(o1.offset) - tr.offset;
        if (two.sse >= tr.transition - corr && two.sse < tr.transition) {
          r.d--;
          r.h = 24;
        }
      }
    }
  }
  if (absolute) r.invert = 0;
  r.inited = true;
  return r;
}

} // namespace hop::date
