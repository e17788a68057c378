// intl-numfmt.cpp — NumberFormatter and the numfmt_* functions on ICU's unum API.
#include <unicode/unum.h>
#include <unicode/ustring.h>

#include <cmath>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/object/object-data.h"
#include "runtime/value/typed-value.h"
#include "runtime/ops/conversions.h"
#include "runtime/number/numeric-string.h"
#include "vm/backtrace.h"

namespace hop {

using namespace intl;

namespace {

struct NumFmt : IntlObj {
  UNumberFormat* nf = nullptr;
  ~NumFmt() override {
    if (nf) unum_close(nf);
  }
  IntlObj* clone() const override {
    UErrorCode st = U_ZERO_ERROR;
    UNumberFormat* c = unum_clone(nf, &st);
    if (U_FAILURE(st)) return nullptr;
    auto* r = new NumFmt;
    r->nf = c;
    return r;
  }
};

const int s_reg = (registerIntlClass("NumberFormatter"), 0);

constexpr const char* kName = "NumberFormatter";

/// Runs an ICU "fill this UChar buffer" call, growing the buffer as asked.
template <class F> bool icuUString(F fn, icu::UnicodeString& out, UErrorCode& st) {
  std::vector<UChar> buf(128);
  for (;;) {
    st = U_ZERO_ERROR;
    int32_t n = fn(buf.data(), int32_t(buf.size()), &st);
    if (st == U_BUFFER_OVERFLOW_ERROR || (U_SUCCESS(st) && n > int32_t(buf.size()))) {
      buf.resize(size_t(n) + 1);
      continue;
    }
    if (st == U_STRING_NOT_TERMINATED_WARNING) st = U_ZERO_ERROR;
    if (U_FAILURE(st)) return false;
    out = icu::UnicodeString(buf.data(), n);
    return true;
  }
}

/// Creates the ICU formatter; false (with the error set on `o` and globally) on failure.
bool initNumFmt(NumFmt* o, NativeArgs& a, uint32_t off) {
  std::string locale(a.sv(off));
  int64_t style = a.i64(off + 1);
  icu::UnicodeString pat;
  bool hasPat = !a.isNull(off + 2) && !a.sv(off + 2).empty();
  clearError();
  if (hasPat && !toUtf16(a.sv(off + 2), pat)) {
    objError(o, U_INVALID_CHAR_FOUND, "numfmt_create: error converting pattern to UTF-16", a);
    return false;
  }
  if (locale.empty()) locale = defaultLocale();
  if (locale.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  UErrorCode st = U_ZERO_ERROR;
  o->nf = unum_open(UNumberFormatStyle(style), hasPat ? pat.getBuffer() : nullptr, hasPat ? pat.length() : 0, locale.c_str(),
                    nullptr, &st);
  if (U_FAILURE(st)) {
    if (o->nf) unum_close(o->nf);
    o->nf = nullptr;
    objError(o, st, "numfmt_create: number formatter creation failed", a);
    return false;
  }
  return true;
}

void m_construct(NativeArgs& a) {
  auto* o = new NumFmt;
  constructObj(a, o, [&] { return initNumFmt(o, a, 0); });
}

void f_create(NativeArgs& a) {
  auto* o = new NumFmt;
  createObj(a, kName, o, [&] { return initNumFmt(o, a, 0); });
}

bool check(NumFmt* o, UErrorCode st, const char* msg, NativeArgs& a) {
  if (U_FAILURE(st)) {
    objError(o, st, msg, a);
    return false;
  }
  o->err = st;
  return true;
}

void f_format(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  const TypedValue& num = a.arg(off);
  int64_t type = a.i64Or(off + 1, 0);
  if (type == 0) type = num.isInt() ? 2 : 3;
  icu::UnicodeString out;
  UErrorCode st = U_ZERO_ERROR;
  bool ok;
  switch (type) {
    case 1: {
      int32_t v = int32_t(num.isInt() ? num.m_data.num : doubleToInt(num.m_data.dbl));
      ok = icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_format(o->nf, v, b, n, nullptr, s); }, out, st);
      break;
    }
    case 2: {
      // php casts the double in C: NaN and values out of range give INT64_MIN on x86-64.
      int64_t v = num.m_data.num;
      if (!num.isInt()) {
        double d = num.m_data.dbl;
        v = (std::isnan(d) || d >= 9223372036854775808.0 || d < -9223372036854775808.0) ? INT64_MIN : int64_t(d);
      }
      ok = icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_formatInt64(o->nf, v, b, n, nullptr, s); }, out, st);
      break;
    }
    case 3: {
      double v = num.isInt() ? double(num.m_data.num) : num.m_data.dbl;
      ok = icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_formatDouble(o->nf, v, b, n, nullptr, s); }, out, st);
      break;
    }
    case 4:
      if (a.thisObj)
        throwError(ErrorKind::ValueError, fnName(a) + "(): Argument #2 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use NumberFormatter::formatCurrency() method instead");
      throwError(ErrorKind::ValueError, "numfmt_format(): Argument #3 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use numfmt_format_currency() function instead");
    default:
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($type) must be a NumberFormatter::TYPE_* constant", fnName(a).c_str(), off + 2);
  }
  (void)ok;
  if (!check(o, st, "Number formatting failed", a)) return a.retBool(false);
  a.retString(toUtf8(out));
}

void f_parse(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t type = a.i64Or(off + 1, 3);
  icu::UnicodeString s;
  if (!toUtf16(a.sv(off), s)) {
    objError(o, U_INVALID_CHAR_FOUND, "String conversion to UTF-16 failed", a);
    return a.retBool(false);
  }
  bool hasPos = a.has(off + 2);
  int32_t pos = 0;
  if (hasPos) pos = int32_t(toInt(a.ref(off + 2)));
  int32_t* pp = hasPos ? &pos : nullptr;
  UErrorCode st = U_ZERO_ERROR;
  TypedValue result = makeNull();
  switch (type) {
    case 1: result = makeInt(unum_parse(o->nf, s.getBuffer(), s.length(), pp, &st)); break;
    case 2: result = makeInt(unum_parseInt64(o->nf, s.getBuffer(), s.length(), pp, &st)); break;
    case 3: result = makeDouble(unum_parseDouble(o->nf, s.getBuffer(), s.length(), pp, &st)); break;
    case 4:
      if (a.thisObj)
        throwError(ErrorKind::ValueError, fnName(a) + "(): Argument #2 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use NumberFormatter::parseCurrency() method instead");
      throwError(ErrorKind::ValueError, "numfmt_parse(): Argument #3 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use numfmt_parse_currency() function instead");
    default:
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($type) must be a NumberFormatter::TYPE_* constant", fnName(a).c_str(), off + 2);
  }
  if (hasPos) tvAssignMove(a.ref(off + 2), makeInt(pos));
  if (!check(o, st, "Number parsing failed", a)) return a.retBool(false);
  a.retValue(result);
}

void f_format_currency(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  double v = a.dbl(off);
  icu::UnicodeString cur;
  if (!toUtf16(a.sv(off + 1), cur)) {
    objError(o, U_INVALID_CHAR_FOUND, "Currency conversion to UTF-16 failed", a);
    return a.retBool(false);
  }
  std::u16string c(cur.getBuffer(), size_t(cur.length()));
  icu::UnicodeString out;
  UErrorCode st;
  icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_formatDoubleCurrency(o->nf, v, (UChar*)c.c_str(), b, n, nullptr, s); }, out, st);
  if (!check(o, st, "Number formatting failed", a)) return a.retBool(false);
  a.retString(toUtf8(out));
}

void f_parse_currency(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  icu::UnicodeString s;
  if (!toUtf16(a.sv(off), s)) {
    objError(o, U_INVALID_CHAR_FOUND, "String conversion to UTF-16 failed", a);
    return a.retBool(false);
  }
  bool hasPos = a.has(off + 2);
  int32_t pos = 0;
  if (hasPos) pos = int32_t(toInt(a.ref(off + 2)));
  UChar currency[5] = {0};
  UErrorCode st = U_ZERO_ERROR;
  double r = unum_parseDoubleCurrency(o->nf, s.getBuffer(), s.length(), hasPos ? &pos : nullptr, currency, &st);
  if (hasPos) tvAssignMove(a.ref(off + 2), makeInt(pos));
  if (!check(o, st, "Number parsing failed", a)) return a.retBool(false);
  tvAssignMove(a.ref(off + 1), makeStr(toUtf8(icu::UnicodeString(currency))));
  a.retDouble(r);
}

bool isIntAttr(int64_t attr) {
  switch (attr) {
    case UNUM_PARSE_INT_ONLY: case UNUM_GROUPING_USED: case UNUM_DECIMAL_ALWAYS_SHOWN: case UNUM_MAX_INTEGER_DIGITS:
    case UNUM_MIN_INTEGER_DIGITS: case UNUM_INTEGER_DIGITS: case UNUM_MAX_FRACTION_DIGITS: case UNUM_MIN_FRACTION_DIGITS:
    case UNUM_FRACTION_DIGITS: case UNUM_MULTIPLIER: case UNUM_GROUPING_SIZE: case UNUM_ROUNDING_MODE:
    case UNUM_FORMAT_WIDTH: case UNUM_PADDING_POSITION: case UNUM_SECONDARY_GROUPING_SIZE:
    case UNUM_SIGNIFICANT_DIGITS_USED: case UNUM_MIN_SIGNIFICANT_DIGITS: case UNUM_MAX_SIGNIFICANT_DIGITS:
    case UNUM_LENIENT_PARSE:
      return true;
    default: return false;
  }
}

void f_get_attribute(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t attr = a.i64(off);
  if (isIntAttr(attr)) {
    int32_t v = unum_getAttribute(o->nf, UNumberFormatAttribute(attr));
    if (v == -1) return objError(o, U_UNSUPPORTED_ERROR, "Error getting attribute value", a), a.retBool(false);
    return a.retInt(v);
  }
  if (attr == UNUM_ROUNDING_INCREMENT) {
    double v = unum_getDoubleAttribute(o->nf, UNumberFormatAttribute(attr));
    if (v == -1) return objError(o, U_UNSUPPORTED_ERROR, "Error getting attribute value", a), a.retBool(false);
    return a.retDouble(v);
  }
  objError(o, U_UNSUPPORTED_ERROR, "Error getting attribute value", a);
  a.retBool(false);
}

void f_set_attribute(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t attr = a.i64(off);
  const TypedValue& v = a.arg(off + 1);
  if (isIntAttr(attr)) {
    unum_setAttribute(o->nf, UNumberFormatAttribute(attr), int32_t(v.isInt() ? v.m_data.num : doubleToInt(v.m_data.dbl)));
  } else if (attr == UNUM_ROUNDING_INCREMENT) {
    unum_setDoubleAttribute(o->nf, UNumberFormatAttribute(attr), v.isInt() ? double(v.m_data.num) : v.m_data.dbl);
  } else {
    objError(o, U_UNSUPPORTED_ERROR, "Error setting attribute value", a);
    return a.retBool(false);
  }
  a.retBool(true);
}

void f_get_text_attribute(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t attr = a.i64(off);
  icu::UnicodeString out;
  UErrorCode st;
  icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_getTextAttribute(o->nf, UNumberFormatTextAttribute(attr), b, n, s); }, out, st);
  if (!check(o, st, "Error getting attribute value", a)) return a.retBool(false);
  a.retString(toUtf8(out));
}

void f_set_text_attribute(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  icu::UnicodeString v;
  if (!toUtf16(a.sv(off + 1), v)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting attribute value to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  unum_setTextAttribute(o->nf, UNumberFormatTextAttribute(a.i64(off)), v.getBuffer(), v.length(), &st);
  if (!check(o, st, "Error setting text attribute", a)) return a.retBool(false);
  a.retBool(true);
}

void f_get_symbol(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t sym = a.i64(off);
  if (sym < 0 || sym >= UNUM_FORMAT_SYMBOL_COUNT) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "numfmt_get_symbol: invalid symbol value", fnName(a).c_str());
    return a.retBool(false);
  }
  icu::UnicodeString out;
  UErrorCode st;
  icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_getSymbol(o->nf, UNumberFormatSymbol(sym), b, n, s); }, out, st);
  if (!check(o, st, "Error getting symbol value", a)) return a.retBool(false);
  a.retString(toUtf8(out));
}

void f_set_symbol(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  int64_t sym = a.i64(off);
  if (sym < 0 || sym >= UNUM_FORMAT_SYMBOL_COUNT) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "numfmt_set_symbol: invalid symbol value", fnName(a).c_str());
    return a.retBool(false);
  }
  icu::UnicodeString v;
  if (!toUtf16(a.sv(off + 1), v)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting symbol value to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  unum_setSymbol(o->nf, UNumberFormatSymbol(sym), v.getBuffer(), v.length(), &st);
  if (!check(o, st, "Error setting symbol value", a)) return a.retBool(false);
  a.retBool(true);
}

void f_get_pattern(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  icu::UnicodeString out;
  UErrorCode st;
  icuUString([&](UChar* b, int32_t n, UErrorCode* s) { return unum_toPattern(o->nf, false, b, n, s); }, out, st);
  if (!check(o, st, "Error getting formatter pattern", a)) return a.retBool(false);
  a.retString(toUtf8(out));
}

void f_set_pattern(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  icu::UnicodeString v;
  if (!toUtf16(a.sv(off), v)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting pattern to UTF-16", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  UParseError pe;
  unum_applyPattern(o->nf, false, v.getBuffer(), v.length(), &pe, &st);
  if (!check(o, st, "Error setting pattern value", a)) return a.retBool(false);
  a.retBool(true);
}

void f_get_locale(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName);
  UErrorCode st = U_ZERO_ERROR;
  const char* loc = unum_getLocaleByType(o->nf, ULocDataLocaleType(a.i64Or(off, 0)), &st);
  if (!check(o, st, "Error getting locale", a)) return a.retBool(false);
  a.retString(loc ? loc : "");
}

void f_get_error_code(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName, false);
  a.retInt(o->err);
}

void f_get_error_message(NativeArgs& a) {
  uint32_t off;
  NumFmt* o = fetch<NumFmt>(a, off, kName, false);
  a.retString(o->errorMessage());
}

const BuiltinDecl kNumfmtBuiltins[] = {
    {"numfmt_create(string $locale, int $style, ?string $pattern = NULL): ?NumberFormatter", f_create},
    {"numfmt_format(NumberFormatter $formatter, int|float $num, int $type = NumberFormatter::TYPE_DEFAULT): string|false", f_format},
    {"numfmt_parse(NumberFormatter $formatter, string $string, int $type = NumberFormatter::TYPE_DOUBLE, &$offset = NULL): int|float|false", f_parse},
    {"numfmt_format_currency(NumberFormatter $formatter, float $amount, string $currency): string|false", f_format_currency},
    {"numfmt_parse_currency(NumberFormatter $formatter, string $string, &$currency, &$offset = NULL): float|false", f_parse_currency},
    {"numfmt_set_attribute(NumberFormatter $formatter, int $attribute, int|float $value): bool", f_set_attribute},
    {"numfmt_get_attribute(NumberFormatter $formatter, int $attribute): int|float|false", f_get_attribute},
    {"numfmt_set_text_attribute(NumberFormatter $formatter, int $attribute, string $value): bool", f_set_text_attribute},
    {"numfmt_get_text_attribute(NumberFormatter $formatter, int $attribute): string|false", f_get_text_attribute},
    {"numfmt_set_symbol(NumberFormatter $formatter, int $symbol, string $value): bool", f_set_symbol},
    {"numfmt_get_symbol(NumberFormatter $formatter, int $symbol): string|false", f_get_symbol},
    {"numfmt_set_pattern(NumberFormatter $formatter, string $pattern): bool", f_set_pattern},
    {"numfmt_get_pattern(NumberFormatter $formatter): string|false", f_get_pattern},
    {"numfmt_get_locale(NumberFormatter $formatter, int $type = ULOC_ACTUAL_LOCALE): string|false", f_get_locale},
    {"numfmt_get_error_code(NumberFormatter $formatter): int", f_get_error_code},
    {"numfmt_get_error_message(NumberFormatter $formatter): string", f_get_error_message},
    {"NumberFormatter::__construct", m_construct},
    {"NumberFormatter::create", f_create},
    {"NumberFormatter::format", f_format},
    {"NumberFormatter::parse", f_parse},
    {"NumberFormatter::formatCurrency", f_format_currency},
    {"NumberFormatter::parseCurrency", f_parse_currency},
    {"NumberFormatter::setAttribute", f_set_attribute},
    {"NumberFormatter::getAttribute", f_get_attribute},
    {"NumberFormatter::setTextAttribute", f_set_text_attribute},
    {"NumberFormatter::getTextAttribute", f_get_text_attribute},
    {"NumberFormatter::setSymbol", f_set_symbol},
    {"NumberFormatter::getSymbol", f_get_symbol},
    {"NumberFormatter::setPattern", f_set_pattern},
    {"NumberFormatter::getPattern", f_get_pattern},
    {"NumberFormatter::getLocale", f_get_locale},
    {"NumberFormatter::getErrorCode", f_get_error_code},
    {"NumberFormatter::getErrorMessage", f_get_error_message},
};
HOP_REGISTER_BUILTINS(kNumfmtBuiltins);

} // namespace

} // namespace hop
