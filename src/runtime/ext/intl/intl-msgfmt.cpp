// intl-msgfmt.cpp — MessageFormatter and the msgfmt_* functions on ICU's MessageFormat (named and numbered arguments).
#include <unicode/datefmt.h>
#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>

#include <map>
#include <memory>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"

namespace hop {

using namespace intl;

namespace {

constexpr const char* kName = "MessageFormatter";

struct MsgFmt : IntlObj {
  std::unique_ptr<icu::MessageFormat> mf;
  std::string pattern;
  bool tzSet = false;
  IntlObj* clone() const override {
    auto* r = new MsgFmt;
    r->mf.reset(static_cast<icu::MessageFormat*>(mf->clone()));
    r->pattern = pattern;
    return r;
  }
};

const int s_reg = (registerIntlClass(kName), 0);

/// Builds the formatter; sets `st` on failure.
icu::MessageFormat* openFormat(std::string_view pattern, const std::string& locale, UErrorCode& st) {
  icu::UnicodeString pat;
  if (!toUtf16(pattern, pat)) {
    st = U_INVALID_CHAR_FOUND;
    return nullptr;
  }
  if (pat.isEmpty()) {
    st = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  UParseError pe;
  auto* mf = new icu::MessageFormat(pat, icu::Locale(locale.c_str()), pe, st);
  if (U_FAILURE(st)) {
    delete mf;
    return nullptr;
  }
  return mf;
}

/// false with the error set (object and global) on failure.
bool initMsgFmt(MsgFmt* o, std::string locale, std::string_view pattern, NativeArgs& a) {
  if (locale.empty()) locale = defaultLocale();
  if (locale.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  UErrorCode st = U_ZERO_ERROR;
  icu::UnicodeString tmp;
  if (!toUtf16(pattern, tmp)) {
    objError(o, U_INVALID_CHAR_FOUND, "msgfmt_create: error converting pattern to UTF-16", a);
    return false;
  }
  o->mf.reset(openFormat(pattern, locale, st));
  if (!o->mf) {
    objError(o, st, "msgfmt_create: message formatter creation failed", a);
    return false;
  }
  o->pattern = pattern;
  return true;
}

void m_construct(NativeArgs& a) {
  clearError();
  auto* o = new MsgFmt;
  constructObj(a, o, [&] { return initMsgFmt(o, std::string(a.sv(0)), a.sv(1), a); }, true);
}

void f_create(NativeArgs& a) {
  clearError();
  auto* o = new MsgFmt;
  createObj(a, kName, o, [&] { return initMsgFmt(o, std::string(a.sv(0)), a.sv(1), a); });
}

// --- argument types ----------------------------------------------------------------------
using Type = icu::Formattable::Type;

struct ArgTypes {
  std::map<int64_t, Type> byNumber;
  std::map<icu::UnicodeString, Type> byName;
};

/// The types of the pattern's arguments: php's rules for named arguments, ICU's for numbered ones.
bool argTypes(icu::MessageFormat* mf, const std::string& pattern, ArgTypes& out, UErrorCode& code, std::string& msg) {
  bool named = mf->usesNamedArguments();
  icu::UnicodeString pat;
  toUtf16(pattern, pat);
  UErrorCode st = U_ZERO_ERROR;
  icu::MessagePattern mp(pat, nullptr, st);
  if (U_FAILURE(st)) return true;
  int32_t n = mp.countParts();
  for (int32_t i = 0; i < n - 2; i++) {
    icu::MessagePattern::Part p = mp.getPart(i);
    if (p.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
    icu::MessagePattern::Part namePart = mp.getPart(++i);
    UMessagePatternArgType at = p.getArgType();
    Type type = Type::kString;
    if (at == UMSGPAT_ARG_TYPE_SIMPLE) {
      icu::MessagePattern::Part tp = mp.getPart(++i);
      if (tp.getType() != UMSGPAT_PART_TYPE_ARG_TYPE) {
        code = U_PARSE_ERROR;
        msg = "Expected UMSGPAT_PART_TYPE_ARG_TYPE part following UMSGPAT_ARG_TYPE_SIMPLE part";
        return false;
      }
      icu::UnicodeString ts = mp.getSubstring(tp);
      if (ts == u"number") {
        type = Type::kDouble;
        icu::MessagePattern::Part sp = mp.getPart(i + 1);
        if (sp.getType() == UMSGPAT_PART_TYPE_ARG_STYLE) {
          icu::UnicodeString ss = mp.getSubstring(sp);
          ss.trim();
          if (ss == u"integer") type = named ? Type::kInt64 : Type::kLong;
        }
      } else if (ts == u"date" || ts == u"time") {
        type = Type::kDate;
      } else {
        type = Type::kDouble;
      }
    } else if (at == UMSGPAT_ARG_TYPE_PLURAL || at == UMSGPAT_ARG_TYPE_CHOICE || at == UMSGPAT_ARG_TYPE_SELECTORDINAL) {
      type = Type::kDouble;
    }
    if (namePart.getType() == UMSGPAT_PART_TYPE_ARG_NAME) {
      icu::UnicodeString nm = mp.getSubstring(namePart);
      auto it = out.byName.find(nm);
      if (it != out.byName.end() && it->second != type) {
        code = U_ARGUMENT_TYPE_MISMATCH;
        msg = "Inconsistent types declared for an argument";
        return false;
      }
      out.byName[nm] = type;
    } else if (namePart.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER) {
      int32_t num = namePart.getValue();
      if (named) {
        auto it = out.byNumber.find(num);
        if (it != out.byNumber.end() && it->second != type) {
          code = U_ARGUMENT_TYPE_MISMATCH;
          msg = "Inconsistent types declared for an argument";
          return false;
        }
      }
      out.byNumber[num] = type;
    }
  }
  return true;
}

/// convert_scalar_to_number: a number (int or double) from a scalar.
TypedValue toNumber(const TypedValue& v) {
  if (v.isInt() || v.isDouble()) return v;
  if (v.isString()) {
    NumericParse p = parseNumeric(v.m_data.pstr->view(), true);
    if (p.kind == NumericKind::Double) return makeDouble(p.dval);
    if (p.kind == NumericKind::Int) return makeInt(p.ival);
    return makeInt(0);
  }
  if (v.isNull()) return makeInt(0);
  if (v.isBool()) return makeInt(v.m_data.num);
  return makeInt(toInt(v));
}

void setTimezones(MsgFmt* o) {
  if (o->tzSet) return;
  int32_t count = 0;
  const icu::Format** formats = o->mf->getFormats(count);
  std::unique_ptr<icu::TimeZone> tz;
  for (int32_t i = 0; i < count; i++) {
    auto* df = dynamic_cast<icu::DateFormat*>(const_cast<icu::Format*>(formats[i]));
    if (!df) continue;
    if (!tz) tz.reset(icuZoneFromPhpName(phpDefaultTimezone()));
    if (!tz) break;
    df->setTimeZone(*tz);
  }
  o->tzSet = true;
}

/// Formats `args` with o's formatter; false with the error set on o.
bool formatArgs(MsgFmt* o, ArrayData* args, std::string& result, NativeArgs& a) {
  ArgTypes types;
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
  if (!argTypes(o->mf.get(), o->pattern, types, code, msg)) {
    objError(o, code, msg, a);
    return false;
  }
  setTimezones(o);
  std::vector<icu::Formattable> fargs;
  std::vector<icu::UnicodeString> names;
  bool failed = false;
  auto fail = [&](UErrorCode c, const std::string& m) {
    objError(o, c, m, a);
    failed = true;
  };
  forEachElem(args, [&](const TypedValue& key, const TypedValue& val) {
    icu::UnicodeString name;
    Type type = Type::kObject;
    std::string keyStr;
    if (key.isInt()) {
      if (key.m_data.num < 0 || key.m_data.num > INT32_MAX) {
        fail(U_ILLEGAL_ARGUMENT_ERROR, "Found negative or too large array key");
        return false;
      }
      keyStr = std::to_string(key.m_data.num);
      name = icu::UnicodeString::fromUTF8(keyStr);
      auto it = types.byNumber.find(key.m_data.num);
      if (it != types.byNumber.end()) type = it->second;
    } else {
      keyStr = std::string(key.m_data.pstr->view());
      if (!toUtf16(keyStr, name)) {
        fail(U_INVALID_CHAR_FOUND, "Invalid UTF-8 data in argument key: '" + keyStr + "'");
        return false;
      }
      auto it = types.byName.find(name);
      if (it != types.byName.end()) type = it->second;
    }
    icu::Formattable f;
    auto asString = [&]() {
      StringData* s = toStringData(val);
      icu::UnicodeString text;
      bool ok = toUtf16(s->view(), text);
      std::string sv(s->view());
      s->decRef();
      if (!ok) {
        fail(U_INVALID_CHAR_FOUND, "Invalid UTF-8 data in string argument: '" + sv + "'");
        return false;
      }
      f.setString(text);
      return true;
    };
    switch (type) {
      case Type::kString:
        if (!asString()) return false;
        break;
      case Type::kDouble: {
        TypedValue n = toNumber(val);
        f.setDouble(n.isDouble() ? n.m_data.dbl : double(n.m_data.num));
        break;
      }
      case Type::kLong: {
        TypedValue n = toNumber(val);
        if (n.isDouble()) {
          if (n.m_data.dbl > double(INT32_MAX) || n.m_data.dbl < double(INT32_MIN)) {
            fail(U_ILLEGAL_ARGUMENT_ERROR, "Found PHP float with absolute value too large for 32 bit integer argument");
            return false;
          }
          f.setLong(int32_t(n.m_data.dbl));
        } else {
          if (n.m_data.num > INT32_MAX || n.m_data.num < INT32_MIN) {
            fail(U_ILLEGAL_ARGUMENT_ERROR, "Found PHP integer with absolute value too large for 32 bit integer argument");
            return false;
          }
          f.setLong(int32_t(n.m_data.num));
        }
        break;
      }
      case Type::kInt64: {
        TypedValue n = toNumber(val);
        if (n.isDouble()) {
          if (n.m_data.dbl > 9.2233720368547758e18 || n.m_data.dbl < -9.2233720368547758e18) {
            fail(U_ILLEGAL_ARGUMENT_ERROR, "Found PHP float with absolute value too large for 64 bit integer argument");
            return false;
          }
          f.setInt64(int64_t(n.m_data.dbl));
        } else {
          f.setInt64(n.m_data.num);
        }
        break;
      }
      case Type::kDate: {
        double ms;
        UErrorCode c = U_ZERO_ERROR;
        std::string m;
        if (!valueToMillis(val, ms, c, m, "msgfmt_format")) {
          o->err = c;
          o->msg = m;
          setErrorDeferThrow(c, m, fnName(a).c_str());
          fail(c, "The argument for key '" + keyStr + "' cannot be used as a date or time");
          return false;
        }
        f.setDate(ms);
        break;
      }
      default:
        if (val.isDouble()) f.setDouble(val.m_data.dbl);
        else if (val.isInt() || val.isBool()) f.setInt64(val.m_data.num);
        else if (val.isNull()) f.setInt64(0);
        else if (val.isString() || val.isObject()) {
          if (!asString()) return false;
        } else {
          fail(U_ILLEGAL_ARGUMENT_ERROR, "No strategy to convert the value given for the argument with key '" + keyStr + "' is available");
          return false;
        }
    }
    fargs.push_back(f);
    names.push_back(name);
    return true;
  });
  if (failed) return false;
  icu::UnicodeString out;
  UErrorCode st = U_ZERO_ERROR;
  o->mf->format(names.empty() ? nullptr : names.data(), fargs.empty() ? nullptr : fargs.data(), int32_t(fargs.size()), out, st);
  if (U_FAILURE(st)) {
    objError(o, st, "Call to ICU MessageFormat::format() has failed", a);
    return false;
  }
  result = toUtf8(out);
  return true;
}

void f_format(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName);
  std::string r;
  if (!formatArgs(o, a.arr(off), r, a)) return a.retBool(false);
  a.retString(r);
}

/// The global code goes back to zero, its message stays (as php's static calls do).
void resetGlobalCode() { setErrorCodeOnly(U_ZERO_ERROR); }

/// The temporary formatter of formatMessage()/parseMessage(); false (null for a too long
/// locale, in `ret`) when it cannot be made.
bool tempFormatter(MsgFmt& o, NativeArgs& a, bool forFormat) {
  std::string locale(a.sv(0));
  if (locale.size() > 156) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", fnName(a).c_str());
    a.retNull();
    return false;
  }
  if (locale.empty()) locale = defaultLocale();
  UErrorCode st = U_ZERO_ERROR;
  o.mf.reset(openFormat(a.sv(1), locale, st));
  if (!o.mf) {
    // php's formatMessage() sets only the message here: the global code stays as it was.
    if (forFormat) setError(lastErrorCode(), "Creating message formatter failed", fnName(a).c_str());
    else objError(&o, st, "Creating message formatter failed", a);
    a.retBool(false);
    return false;
  }
  o.pattern = a.sv(1);
  return true;
}

void f_format_message(NativeArgs& a) {
  MsgFmt o;
  if (!tempFormatter(o, a, true)) return;
  resetGlobalCode();
  std::string r;
  if (!formatArgs(&o, a.arr(2), r, a)) return a.retBool(false);
  a.retString(r);
}

bool parseString(MsgFmt* o, std::string_view src, NativeArgs& a) {
  icu::UnicodeString s;
  if (!toUtf16(src, s)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting input string to UTF-16", a);
    return false;
  }
  int32_t count = 0;
  UErrorCode st = U_ZERO_ERROR;
  icu::Formattable* res = o->mf->parse(s, count, st);
  if (U_FAILURE(st)) {
    delete[] res;
    objError(o, st, "Parsing failed", a);
    return false;
  }
  ArrayData* arr = ArrayData::makePacked(uint32_t(count));
  for (int32_t i = 0; i < count; i++) {
    TypedValue v = makeNull();
    switch (res[i].getType()) {
      case Type::kDate: v = makeDouble(res[i].getDate() / 1000.0); break;
      case Type::kDouble: v = makeDouble(res[i].getDouble()); break;
      case Type::kLong: v = makeInt(res[i].getLong()); break;
      case Type::kInt64: v = makeInt(res[i].getInt64()); break;
      case Type::kString: {
        icu::UnicodeString t;
        res[i].getString(t);
        v = makeStr(toUtf8(t));
        break;
      }
      default: break;
    }
    ArrayData::append(arr, v);
  }
  delete[] res;
  a.retArray(arr);
  return true;
}

void f_parse(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName);
  if (!parseString(o, a.sv(off), a)) a.retBool(false);
}

void f_parse_message(NativeArgs& a) {
  resetGlobalCode();
  MsgFmt o;
  if (!tempFormatter(o, a, false)) return;
  if (!parseString(&o, a.sv(2), a)) a.retBool(false);
}

void f_set_pattern(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName);
  icu::UnicodeString pat;
  if (!toUtf16(a.sv(off), pat)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting pattern to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  UParseError pe;
  o->mf->applyPattern(pat, pe, st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error setting symbol value", a);
    return a.retBool(false);
  }
  o->pattern = a.sv(off);
  o->tzSet = false;
  a.retBool(true);
}

void f_get_pattern(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName);
  a.retString(o->pattern);
}

void f_get_locale(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName);
  a.retString(o->mf->getLocale().getName());
}

void f_get_error_code(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName, false);
  a.retInt(o->err);
}

void f_get_error_message(NativeArgs& a) {
  uint32_t off;
  MsgFmt* o = fetch<MsgFmt>(a, off, kName, false);
  a.retString(o->errorMessage());
}

const BuiltinDecl kMsgfmtBuiltins[] = {
    {"msgfmt_create(string $locale, string $pattern): ?MessageFormatter", f_create},
    {"msgfmt_format(MessageFormatter $formatter, array $values): string|false", f_format},
    {"msgfmt_format_message(string $locale, string $pattern, array $values): string|false", f_format_message},
    {"msgfmt_parse(MessageFormatter $formatter, string $string): array|false", f_parse},
    {"msgfmt_parse_message(string $locale, string $pattern, string $message): array|false", f_parse_message},
    {"msgfmt_set_pattern(MessageFormatter $formatter, string $pattern): bool", f_set_pattern},
    {"msgfmt_get_pattern(MessageFormatter $formatter): string|false", f_get_pattern},
    {"msgfmt_get_locale(MessageFormatter $formatter): string", f_get_locale},
    {"msgfmt_get_error_code(MessageFormatter $formatter): int", f_get_error_code},
    {"msgfmt_get_error_message(MessageFormatter $formatter): string", f_get_error_message},
    {"MessageFormatter::__construct", m_construct},
    {"MessageFormatter::create", f_create},
    {"MessageFormatter::format", f_format},
    {"MessageFormatter::formatMessage", f_format_message},
    {"MessageFormatter::parse", f_parse},
    {"MessageFormatter::parseMessage", f_parse_message},
    {"MessageFormatter::setPattern", f_set_pattern},
    {"MessageFormatter::getPattern", f_get_pattern},
    {"MessageFormatter::getLocale", f_get_locale},
    {"MessageFormatter::getErrorCode", f_get_error_code},
    {"MessageFormatter::getErrorMessage", f_get_error_message},
};
HOP_REGISTER_BUILTINS(kMsgfmtBuiltins);

} // namespace

} // namespace hop
