// intl-text.cpp — natives of the intl classes written in intl.php: Normalizer, Transliterator, IntlChar.
#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>

#include <map>
#include <memory>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"

namespace hop {

using namespace intl;

namespace {

// --- Normalizer ----------------------------------------------------------------------
const icu::Normalizer2* normalizerFor(int64_t form, UErrorCode& err) {
  switch (form) {
    case 4: return icu::Normalizer2::getNFDInstance(err);
    case 8: return icu::Normalizer2::getNFKDInstance(err);
    case 16: return icu::Normalizer2::getNFCInstance(err);
    case 32: return icu::Normalizer2::getNFKCInstance(err);
    case 48: return icu::Normalizer2::getNFKCCasefoldInstance(err);
    default: return nullptr;
  }
}

const icu::Normalizer2* formArg(const char* fn, int64_t form) {
  UErrorCode err = U_ZERO_ERROR;
  const icu::Normalizer2* n = normalizerFor(form, err);
  if (!n) throwError(ErrorKind::ValueError, formatStr("%s(): Argument #2 ($form) must be a a valid normalization form", fn));
  return n;
}

void f_normalize(NativeArgs& a) {
  const icu::Normalizer2* n = formArg("Normalizer::normalize", a.i64Or(1, 16));
  icu::UnicodeString u;
  if (!toUtf16(a.sv(0), u)) {
    setError(U_INVALID_CHAR_FOUND, "Error converting input string to UTF-16", "normalizer_normalize");
    return a.retBool(false);
  }
  UErrorCode err = U_ZERO_ERROR;
  icu::UnicodeString r = n->normalize(u, err);
  if (U_FAILURE(err)) {
    setError(err, "Error normalizing string", "normalizer_normalize");
    return a.retBool(false);
  }
  clearError();
  a.retString(toUtf8(r));
}

void f_is_normalized(NativeArgs& a) {
  const icu::Normalizer2* n = formArg("Normalizer::isNormalized", a.i64Or(1, 16));
  icu::UnicodeString u;
  if (!toUtf16(a.sv(0), u)) {
    setError(U_INVALID_CHAR_FOUND, "Error converting string to UTF-16.", "normalizer_is_normalized");
    return a.retBool(false);
  }
  UErrorCode err = U_ZERO_ERROR;
  bool r = n->isNormalized(u, err);
  clearError();
  a.retBool(U_SUCCESS(err) && r);
}

void f_raw_decomposition(NativeArgs& a) {
  const icu::Normalizer2* n = formArg("Normalizer::getRawDecomposition", a.i64Or(1, 16));
  icu::UnicodeString u;
  if (!toUtf16(a.sv(0), u) || u.countChar32() != 1) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Input string must be exactly one UTF-8 encoded code point long.", "normalizer_get_raw_decomposition");
    return a.retNull();
  }
  icu::UnicodeString d;
  if (!n->getRawDecomposition(u.char32At(0), d)) return a.retNull();
  a.retString(toUtf8(d));
}

// --- Transliterator --------------------------------------------------------------------
struct TransKey {
  std::string text;
  int dir;
  bool rules;
  bool operator<(const TransKey& o) const { return std::tie(text, dir, rules) < std::tie(o.text, o.dir, o.rules); }
};
thread_local std::map<TransKey, std::unique_ptr<icu::Transliterator>> t_translit;

/// Opens (and caches) a transliterator; on failure sets php's intl error and returns null.
icu::Transliterator* openTranslit(const std::string& text, int dir, bool rules, const char* fn) {
  TransKey key{text, dir, rules};
  auto it = t_translit.find(key);
  if (it != t_translit.end()) return it->second.get();
  icu::UnicodeString u;
  if (!toUtf16(text, u)) {
    setError(U_INVALID_CHAR_FOUND, rules ? "String conversion of rules to UTF-16 failed" : "String conversion of id to UTF-16 failed", fn);
    return nullptr;
  }
  UErrorCode err = U_ZERO_ERROR;
  UParseError pe;
  icu::Transliterator* t;
  if (rules) t = icu::Transliterator::createFromRules("RulesTransPHP", u, UTransDirection(dir), pe, err);
  else t = icu::Transliterator::createInstance(u, UTransDirection(dir), pe, err);
  if (U_FAILURE(err) || !t) {
    delete t;
    if (rules) {
      std::string msg = "transliterator_create_from_rules: unable to create ICU transliterator from rules (";
      std::string pre = toUtf8(icu::UnicodeString(pe.preContext)), post = toUtf8(icu::UnicodeString(pe.postContext));
      if (!pre.empty()) msg += "parse error after \"" + pre + "\", before or at \"" + post + "\")";
      else msg += "parse error at offset " + std::to_string(pe.offset) + ", before or at \"" + post + "\")";
      setError(err, msg, fn);
    } else {
      setError(err, "transliterator_create: unable to open ICU transliterator with id \"" + text + "\"", fn);
    }
    return nullptr;
  }
  icu::Transliterator* raw = t;
  t_translit[key].reset(t);
  return raw;
}

/// Transliterator::hopOpen(string $text, int $dir, bool $rules, string $fn): ?string — the ICU id.
void f_t_open(NativeArgs& a) {
  std::string fn(a.sv(3));
  icu::Transliterator* t = openTranslit(std::string(a.sv(0)), int(a.i64(1)), a.b(2), fn.c_str());
  if (!t) return a.retNull();
  clearError();
  a.retString(toUtf8(t->getID()));
}

/// Transliterator::hopInverse(string $text, int $dir, bool $rules): ?array [id, text, dir, rules]
void f_t_inverse(NativeArgs& a) {
  icu::Transliterator* t = openTranslit(std::string(a.sv(0)), int(a.i64(1)), a.b(2), "transliterator_create_inverse");
  if (!t) return a.retNull();
  UErrorCode err = U_ZERO_ERROR;
  std::unique_ptr<icu::Transliterator> inv(t->createInverse(err));
  if (U_FAILURE(err) || !inv) {
    setError(err, "transliterator_create_inverse: could not create inverse ICU transliterator", "transliterator_create_inverse");
    return a.retNull();
  }
  clearError();
  std::string id = toUtf8(inv->getID());
  ArrayData* r = ArrayData::makePacked(4);
  ArrayData::append(r, makeStringNoIncRef(StringData::make(id)));
  if (a.b(2)) {
    // Rules: keep the rule text with the other direction.
    ArrayData::append(r, makeStringNoIncRef(StringData::make(a.sv(0))));
    ArrayData::append(r, makeInt(1 - a.i64(1)));
    ArrayData::append(r, makeBool(true));
  } else {
    ArrayData::append(r, makeStringNoIncRef(StringData::make(a.sv(0))));
    ArrayData::append(r, makeInt(1 - a.i64(1)));
    ArrayData::append(r, makeBool(false));
  }
  a.retArray(r);
}

/// Transliterator::hopTransliterate(string $text, int $dir, bool $rules, string $subject, int $start, int $end, string $fn): string|false
void f_t_translit(NativeArgs& a) {
  std::string fn(a.sv(6));
  icu::Transliterator* t = openTranslit(std::string(a.sv(0)), int(a.i64(1)), a.b(2), fn.c_str());
  if (!t) return a.retBool(false);
  icu::UnicodeString u;
  if (!toUtf16(a.sv(3), u)) {
    setError(U_INVALID_CHAR_FOUND, "String conversion of string to UTF-16 failed", fn.c_str());
    return a.retBool(false);
  }
  int64_t start = a.i64(4), end = a.i64(5);
  if (end == -1) end = u.length();
  if (start < 0 || end < -1) {
    throwError(ErrorKind::ValueError, formatStr("%s(): Argument #%d must be greater than or equal to 0", fn.c_str(), start < 0 ? 2 : 3));
  }
  if (start > end) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "transliterator_transliterate: \"start\" argument should be non-negative and not bigger than \"end\" (if defined)", fn.c_str());
    return a.retBool(false);
  }
  if (end > u.length()) {
    setError(U_ILLEGAL_ARGUMENT_ERROR,
             "transliterator_transliterate: Neither \"start\" nor the \"end\" arguments can exceed the number of UTF-16 code units (in this case, " +
                 std::to_string(u.length()) + ")",
             fn.c_str());
    return a.retBool(false);
  }
  t->transliterate(u, int32_t(start), int32_t(end));
  clearError();
  a.retString(toUtf8(u));
}

void f_t_list(NativeArgs& a) {
  UErrorCode err = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> e(icu::Transliterator::getAvailableIDs(err));
  ArrayData* r = ArrayData::makePacked(512);
  if (e) {
    const icu::UnicodeString* s;
    while ((s = e->snext(err)) && U_SUCCESS(err)) ArrayData::append(r, makeStringNoIncRef(StringData::make(toUtf8(*s))));
  }
  a.retArray(r);
}

// --- IntlChar (a few methods) ------------------------------------------------------------
/// IntlChar::hopCodepoint(int|string $c): ?int
void f_ic_cp(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.isInt()) {
    if (v.m_data.num < UCHAR_MIN_VALUE || v.m_data.num > UCHAR_MAX_VALUE) {
      setError(U_ILLEGAL_ARGUMENT_ERROR, "Codepoint out of range", nullptr);
      return a.retNull();
    }
    return a.retInt(v.m_data.num);
  }
  icu::UnicodeString u;
  if (!v.isString() || !toUtf16(v.m_data.pstr->view(), u) || u.countChar32() != 1) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Passing a UTF-8 character for codepoint requires a string which is exactly one UTF-8 codepoint long.", nullptr);
    return a.retNull();
  }
  a.retInt(u.char32At(0));
}

void f_ic_charName(NativeArgs& a) {
  int64_t cp = a.i64(0), choice = a.i64(1);
  UErrorCode err = U_ZERO_ERROR;
  char buf[256];
  int32_t n = u_charName(UChar32(cp), UCharNameChoice(choice), buf, sizeof buf, &err);
  if (U_FAILURE(err)) {
    setError(err, "Failed to get character name", nullptr);
    return a.retNull();
  }
  clearError();
  a.retString(std::string_view(buf, size_t(n)));
}

void f_ic_getUnicodeVersion(NativeArgs& a) {
  UVersionInfo v;
  u_getUnicodeVersion(v);
  ArrayData* r = ArrayData::makePacked(U_MAX_VERSION_LENGTH);
  for (int i = 0; i < U_MAX_VERSION_LENGTH; i++) ArrayData::append(r, makeInt(v[i]));
  a.retArray(r);
}

void f_ic_charFromName(NativeArgs& a) {
  UErrorCode err = U_ZERO_ERROR;
  std::string name(a.sv(0));
  UChar32 c = u_charFromName(UCharNameChoice(a.i64(1)), name.c_str(), &err);
  if (U_FAILURE(err)) {
    setError(err, "", nullptr);
    return a.retNull();
  }
  clearError();
  a.retInt(c);
}

void f_ic_prop(NativeArgs& a) {
  int64_t cp = a.i64(0);
  std::string_view what = a.sv(1);
  UChar32 c = UChar32(cp);
  if (what == "toupper") return a.retInt(u_toupper(c));
  if (what == "tolower") return a.retInt(u_tolower(c));
  if (what == "totitle") return a.retInt(u_totitle(c));
  if (what == "foldCase") return a.retInt(u_foldCase(c, uint32_t(a.i64Or(2, 0))));
  if (what == "isupper") return a.retBool(u_isupper(c));
  if (what == "islower") return a.retBool(u_islower(c));
  if (what == "isalpha") return a.retBool(u_isalpha(c));
  if (what == "isdigit") return a.retBool(u_isdigit(c));
  if (what == "isalnum") return a.retBool(u_isalnum(c));
  if (what == "isspace") return a.retBool(u_isspace(c));
  if (what == "isWhitespace") return a.retBool(u_isWhitespace(c));
  if (what == "ispunct") return a.retBool(u_ispunct(c));
  if (what == "isprint") return a.retBool(u_isprint(c));
  if (what == "iscntrl") return a.retBool(u_iscntrl(c));
  if (what == "isdefined") return a.retBool(u_isdefined(c));
  if (what == "isgraph") return a.retBool(u_isgraph(c));
  if (what == "isblank") return a.retBool(u_isblank(c));
  if (what == "isxdigit") return a.retBool(u_isxdigit(c));
  if (what == "istitle") return a.retBool(u_istitle(c));
  if (what == "isUAlphabetic") return a.retBool(u_isUAlphabetic(c));
  if (what == "isULowercase") return a.retBool(u_isULowercase(c));
  if (what == "isUUppercase") return a.retBool(u_isUUppercase(c));
  if (what == "isUWhiteSpace") return a.retBool(u_isUWhiteSpace(c));
  if (what == "isMirrored") return a.retBool(u_isMirrored(c));
  if (what == "charMirror") return a.retInt(u_charMirror(c));
  if (what == "charType") return a.retInt(u_charType(c));
  if (what == "charDigitValue") return a.retInt(u_charDigitValue(c));
  if (what == "digit") {
    int32_t d = u_digit(c, int8_t(a.i64Or(2, 10)));
    return d < 0 ? a.retBool(false) : a.retInt(d);
  }
  if (what == "getNumericValue") return a.retDouble(u_getNumericValue(c));
  if (what == "getCombiningClass") return a.retInt(u_getCombiningClass(c));
  if (what == "hasBinaryProperty") return a.retBool(u_hasBinaryProperty(c, UProperty(a.i64Or(2, 0))));
  if (what == "getIntPropertyValue") return a.retInt(u_getIntPropertyValue(c, UProperty(a.i64Or(2, 0))));
  if (what == "chr") {
    std::string out;
    icu::UnicodeString(c).toUTF8String(out);
    return a.retString(out);
  }
  if (what == "getBlockCode") return a.retInt(ublock_getCode(c));
  if (what == "charAge") {
    UVersionInfo v;
    u_charAge(c, v);
    ArrayData* arr = ArrayData::makePacked(U_MAX_VERSION_LENGTH);
    for (int i = 0; i < U_MAX_VERSION_LENGTH; i++) ArrayData::append(arr, makeInt(v[i]));
    return a.retArray(arr);
  }
  if (what == "charDirection") return a.retInt(u_charDirection(c));
  if (what == "getBidiPairedBracket") return a.retInt(u_getBidiPairedBracket(c));
  if (what == "getFC_NFKC_Closure") {
    UChar buf[64];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = u_getFC_NFKC_Closure(c, buf, 64, &err);
    if (U_FAILURE(err)) {
      setError(err, "Failed getting closure", nullptr);
      return a.retBool(false);
    }
    return a.retString(toUtf8(icu::UnicodeString(buf, n)));
  }
  if (what == "isbase") return a.retBool(u_isbase(c));
  if (what == "isIDIgnorable") return a.retBool(u_isIDIgnorable(c));
  if (what == "isIDPart") return a.retBool(u_isIDPart(c));
  if (what == "isIDStart") return a.retBool(u_isIDStart(c));
  if (what == "isISOControl") return a.retBool(u_isISOControl(c));
  if (what == "isJavaIDPart") return a.retBool(u_isJavaIDPart(c));
  if (what == "isJavaIDStart") return a.retBool(u_isJavaIDStart(c));
  if (what == "isJavaSpaceChar") return a.retBool(u_isJavaSpaceChar(c));
  a.retNull();
}

void f_ic_for_digit(NativeArgs& a) { a.retInt(u_forDigit(int32_t(a.i64(0)), int8_t(a.i64Or(1, 10)))); }
void f_ic_prop_max(NativeArgs& a) { a.retInt(u_getIntPropertyMaxValue(UProperty(a.i64(0)))); }
void f_ic_prop_min(NativeArgs& a) { a.retInt(u_getIntPropertyMinValue(UProperty(a.i64(0)))); }
void f_ic_prop_enum(NativeArgs& a) { a.retInt(u_getPropertyEnum(std::string(a.sv(0)).c_str())); }
void f_ic_prop_name(NativeArgs& a) {
  const char* n = u_getPropertyName(UProperty(a.i64(0)), UPropertyNameChoice(a.i64Or(1, U_LONG_PROPERTY_NAME)));
  if (!n) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Failed to get property name", nullptr);
    return a.retBool(false);
  }
  a.retString(n);
}
void f_ic_prop_value_enum(NativeArgs& a) {
  a.retInt(u_getPropertyValueEnum(UProperty(a.i64(0)), std::string(a.sv(1)).c_str()));
}
void f_ic_prop_value_name(NativeArgs& a) {
  const char* n = u_getPropertyValueName(UProperty(a.i64(0)), int32_t(a.i64(1)), UPropertyNameChoice(a.i64Or(2, U_LONG_PROPERTY_NAME)));
  if (!n) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, "Failed to get property name", nullptr);
    return a.retBool(false);
  }
  a.retString(n);
}
void f_ic_type_ranges(NativeArgs& a) {
  ArrayData* arr = ArrayData::makePacked(64);
  u_enumCharTypes([](const void* ctx, UChar32 start, UChar32 limit, UCharCategory type) -> UBool {
    ArrayData*& out = *static_cast<ArrayData**>(const_cast<void*>(ctx));
    TypedValue vals[3] = {makeInt(start), makeInt(limit), makeInt(type)};
    ArrayData::append(out, makeArrayNoIncRef(ArrayData::makePackedFrom(vals, 3)));
    return true;
  }, &arr);
  a.retArray(arr);
}

const BuiltinDecl kIntlTextBuiltins[] = {
    {"Normalizer::normalize(string $string, int $form = Normalizer::FORM_C): string|false", f_normalize},
    {"Normalizer::isNormalized(string $string, int $form = Normalizer::FORM_C): bool", f_is_normalized},
    {"Normalizer::getRawDecomposition(string $string, int $form = Normalizer::FORM_C): ?string", f_raw_decomposition},
    {"normalizer_normalize(string $string, int $form = Normalizer::FORM_C): string|false", f_normalize},
    {"normalizer_is_normalized(string $string, int $form = Normalizer::FORM_C): bool", f_is_normalized},
    {"normalizer_get_raw_decomposition(string $string, int $form = Normalizer::FORM_C): ?string", f_raw_decomposition},
    {"Transliterator::hopOpen(string $text, int $dir, bool $rules, string $fn): ?string", f_t_open},
    {"Transliterator::hopInverse(string $text, int $dir, bool $rules): ?array", f_t_inverse},
    {"Transliterator::hopTransliterate(string $text, int $dir, bool $rules, string $subject, int $start, int $end, string $fn): string|false",
     f_t_translit},
    {"Transliterator::listIDs(): array|false", f_t_list},
    {"transliterator_list_ids(): array|false", f_t_list},
    {"IntlChar::hopCodepoint(mixed $c): ?int", f_ic_cp},
    {"IntlChar::hopCharName(int $c, int $type): ?string", f_ic_charName},
    {"IntlChar::getUnicodeVersion(): array", f_ic_getUnicodeVersion},
    {"IntlChar::charFromName(string $name, int $type = IntlChar::UNICODE_CHAR_NAME): ?int", f_ic_charFromName},
    {"IntlChar::hopProp(int $c, string $what, int $extra = 0): mixed", f_ic_prop},
    {"IntlChar::forDigit", f_ic_for_digit},
    {"IntlChar::getIntPropertyMaxValue", f_ic_prop_max},
    {"IntlChar::getIntPropertyMinValue", f_ic_prop_min},
    {"IntlChar::getPropertyEnum", f_ic_prop_enum},
    {"IntlChar::getPropertyName", f_ic_prop_name},
    {"IntlChar::getPropertyValueEnum", f_ic_prop_value_enum},
    {"IntlChar::getPropertyValueName", f_ic_prop_value_name},
    {"IntlChar::hopCharTypeRanges", f_ic_type_ranges},
};
HOP_REGISTER_BUILTINS(kIntlTextBuiltins);

} // namespace

} // namespace hop
