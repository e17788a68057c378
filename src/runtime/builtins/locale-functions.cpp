// locale-functions.cpp — setlocale(), localeconv() and nl_langinfo() on the
// C library's locales, as php uses them (the process locale really changes;
// it goes back to "C" with C.UTF-8 character types when the request ends).
#include <clocale>
#include <langinfo.h>

#include <mutex>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {
/// setlocale() changes the process's locale; in a server, request threads
/// that end (or call setlocale()) at once would run it concurrently (found
/// by TSan under load: glibc's name bookkeeping freed by one thread while
/// another wrote it). The locale stays process-wide (docs/server.md).
std::mutex& localeLock() {
  static std::mutex m;
  return m;
}
} // namespace

/// php's locale at startup and after each request: C, with UTF-8 character
/// types when the system has them (zend_reset_lc_ctype_locale).
void resetProcessLocale() {
  std::lock_guard<std::mutex> g(localeLock());
  std::setlocale(LC_ALL, "C");
  if (!std::setlocale(LC_CTYPE, "C.UTF-8")) std::setlocale(LC_CTYPE, "C");
}

namespace {

/// Puts the process locale back when a request that changed it ends.
struct LocaleState {
  bool changed = false;
  ~LocaleState() {
    if (changed) resetProcessLocale();
  }
};

/// One candidate locale; null when the C library refuses it.
bool trySetlocale(int64_t category, const TypedValue& v, std::string& result) {
  std::string loc = toStdString(v);
  bool query = loc == "0";
  if (!query && loc.size() >= 255) {
    raiseWarning("setlocale(): Specified locale name is too long");
    return false;
  }
  std::unique_lock<std::mutex> g(localeLock());
  const char* r = std::setlocale(int(category), query ? nullptr : loc.c_str());
  if (!r) return false;
  std::string name = r;   // (the library's buffer: copied under the lock)
  g.unlock();
  if (!query) ctx().builtinState<LocaleState>().changed = true;
  result = name;
  // php answers with the name it was given when the library confirms it.
  if (!query && result == loc) result = loc;
  return true;
}

void f_setlocale(NativeArgs& a) {
  int64_t category = a.i64(0);
  std::string result;
  for (uint32_t i = 1; i < a.count; ++i) {
    const TypedValue& v = a.arg(i);
    bool found = false;
    if (v.isArray()) {
      forEachElem(v.m_data.parr, [&](const TypedValue&, const TypedValue& e) {
        found = trySetlocale(category, *tvDeref(&e), result);
        return !found;
      });
    } else {
      found = trySetlocale(category, v, result);
    }
    if (found) {
      a.retString(result);
      return;
    }
  }
  a.retBool(false);
}

void f_localeconv(NativeArgs& a) {
  const struct lconv* l = std::localeconv();
  ArrayData* r = ArrayData::makeHash(18);
  auto str = [&](const char* k, const char* v) { ArrayData::setStr(r, StringData::interned(k), makeStringNoIncRef(StringData::make(v))); };
  auto num = [&](const char* k, char v) { ArrayData::setStr(r, StringData::interned(k), makeInt(v)); };
  auto grouping = [&](const char* g) {
    ArrayData* arr = ArrayData::makePacked(4);
    for (const char* p = g; *p; ++p) ArrayData::append(arr, makeInt(*p));
    return makeArrayNoIncRef(arr);
  };
  str("decimal_point", l->decimal_point);
  str("thousands_sep", l->thousands_sep);
  str("int_curr_symbol", l->int_curr_symbol);
  str("currency_symbol", l->currency_symbol);
  str("mon_decimal_point", l->mon_decimal_point);
  str("mon_thousands_sep", l->mon_thousands_sep);
  str("positive_sign", l->positive_sign);
  str("negative_sign", l->negative_sign);
  num("int_frac_digits", l->int_frac_digits);
  num("frac_digits", l->frac_digits);
  num("p_cs_precedes", l->p_cs_precedes);
  num("p_sep_by_space", l->p_sep_by_space);
  num("n_cs_precedes", l->n_cs_precedes);
  num("n_sep_by_space", l->n_sep_by_space);
  num("p_sign_posn", l->p_sign_posn);
  num("n_sign_posn", l->n_sign_posn);
  ArrayData::setStr(r, StringData::interned("grouping"), grouping(l->grouping));
  ArrayData::setStr(r, StringData::interned("mon_grouping"), grouping(l->mon_grouping));
  a.retArray(r);
}

// The nl_langinfo() items php exposes.
#define HOP_LANGINFO_ITEMS(X)                                                                        \
  X(ABDAY_1) X(ABDAY_2) X(ABDAY_3) X(ABDAY_4) X(ABDAY_5) X(ABDAY_6) X(ABDAY_7)                       \
  X(DAY_1) X(DAY_2) X(DAY_3) X(DAY_4) X(DAY_5) X(DAY_6) X(DAY_7)                                     \
  X(ABMON_1) X(ABMON_2) X(ABMON_3) X(ABMON_4) X(ABMON_5) X(ABMON_6) X(ABMON_7) X(ABMON_8)             \
  X(ABMON_9) X(ABMON_10) X(ABMON_11) X(ABMON_12)                                                     \
  X(MON_1) X(MON_2) X(MON_3) X(MON_4) X(MON_5) X(MON_6) X(MON_7) X(MON_8) X(MON_9) X(MON_10)          \
  X(MON_11) X(MON_12) X(AM_STR) X(PM_STR) X(D_T_FMT) X(D_FMT) X(T_FMT) X(T_FMT_AMPM) X(ERA)           \
  X(ERA_YEAR) X(ERA_D_T_FMT) X(ERA_D_FMT) X(ERA_T_FMT) X(ALT_DIGITS) X(CRNCYSTR) X(MON_DECIMAL_POINT) \
  X(MON_THOUSANDS_SEP) X(MON_GROUPING) X(RADIXCHAR) X(THOUSEP) X(YESEXPR) X(NOEXPR) X(CODESET)        \
  X(YESSTR) X(NOSTR) X(CURRENCY_SYMBOL) X(GROUPING) X(INT_CURR_SYMBOL)   /* DECIMAL_POINT, THOUSANDS_SEP: = RADIXCHAR, THOUSEP */ \
  X(FRAC_DIGITS) X(INT_FRAC_DIGITS) X(P_CS_PRECEDES) X(P_SEP_BY_SPACE) X(N_CS_PRECEDES) X(N_SEP_BY_SPACE) \
  X(P_SIGN_POSN) X(N_SIGN_POSN) X(POSITIVE_SIGN) X(NEGATIVE_SIGN)

void f_nl_langinfo(NativeArgs& a) {
  int64_t item = a.i64(0);
  switch (item) {
#define X(n) case n:
    HOP_LANGINFO_ITEMS(X)
#undef X
      {
        const char* v = ::nl_langinfo(nl_item(item));
        if (!v) {
          a.retBool(false);
          return;
        }
        a.retString(v);
        return;
      }
    default:
      raiseWarning("nl_langinfo(): Item '%lld' is not valid", (long long)item);
      a.retBool(false);
  }
}

const BuiltinDecl kLocaleBuiltins[] = {
    {"setlocale(int $category, $locales, ...$rest): string|false", f_setlocale},
    {"localeconv(): array", f_localeconv},
    {"nl_langinfo(int $item): string|false", f_nl_langinfo},
};
HOP_REGISTER_BUILTINS(kLocaleBuiltins);

const ConstantDecl kLocaleConstants[] = {
    {"LC_CTYPE", makeInt(LC_CTYPE)},       {"LC_NUMERIC", makeInt(LC_NUMERIC)}, {"LC_TIME", makeInt(LC_TIME)},
    {"LC_COLLATE", makeInt(LC_COLLATE)},   {"LC_MONETARY", makeInt(LC_MONETARY)}, {"LC_ALL", makeInt(LC_ALL)},
    {"LC_MESSAGES", makeInt(LC_MESSAGES)},
#define X(n) {#n, makeInt(n)},
    HOP_LANGINFO_ITEMS(X)
#undef X
};
HOP_REGISTER_CONSTANTS(kLocaleConstants);

} // namespace

} // namespace hop
