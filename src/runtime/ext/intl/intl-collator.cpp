// intl-collator.cpp — Collator and the collator_* functions on ICU's ucol API, with php's three sort comparisons.
#include <unicode/ucol.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/php-sort.h"
#include "runtime/class/class.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"

namespace hop {

using namespace intl;

namespace {

constexpr const char* kName = "Collator";

struct CollObj : IntlObj {
  UCollator* coll = nullptr;
  ~CollObj() override {
    if (coll) ucol_close(coll);
  }
};

const int s_reg = (registerIntlClass(kName, /*noClone*/ true), 0);

bool initColl(CollObj* o, std::string locale, NativeArgs& a) {
  clearError();
  if (locale.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  if (locale.empty()) locale = defaultLocale();
  UErrorCode st = U_ZERO_ERROR;
  o->coll = ucol_open(locale.c_str(), &st);
  if (U_FAILURE(st)) {
    if (o->coll) ucol_close(o->coll);
    o->coll = nullptr;
    objError(o, st, "collator_create: unable to open ICU collator", a);
    return false;
  }
  return true;
}

void m_construct(NativeArgs& a) {
  auto* o = new CollObj;
  constructObj(a, o, [&] { return initColl(o, std::string(a.sv(0)), a); });
}

void f_create(NativeArgs& a) {
  auto* o = new CollObj;
  createObj(a, kName, o, [&] { return initColl(o, std::string(a.sv(0)), a); });
}

bool validUtf8(std::string_view s) {
  icu::UnicodeString u;
  return toUtf16(s, u);
}

int icuCompare(UCollator* c, std::string_view x, std::string_view y) {
  UErrorCode st = U_ZERO_ERROR;
  return int(ucol_strcollUTF8(c, x.data(), int32_t(x.size()), y.data(), int32_t(y.size()), &st));
}

void f_compare(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  std::string_view x = a.sv(off), y = a.sv(off + 1);
  if (!validUtf8(x)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting first argument to UTF-16", a);
    return a.retBool(false);
  }
  if (!validUtf8(y)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting second argument to UTF-16", a);
    return a.retBool(false);
  }
  a.retInt(icuCompare(o->coll, x, y));
}

// --- sorting -----------------------------------------------------------------------------------
/// collator_convert_string_to_number_if_possible: a number for a string php's collator sees as numeric.
bool stringNumber(const TypedValue& s, TypedValue& num) {
  NumericParse p = parseNumeric(s.m_data.pstr->view(), true);
  if (p.kind == NumericKind::Int) num = makeInt(p.ival);
  else if (p.kind == NumericKind::Double) num = makeDouble(p.dval);
  else return false;
  return true;
}

/// An object with __toString becomes its string (a new reference in `owned`).
const TypedValue& objectToString(const TypedValue& v, TypedValue& owned) {
  if (v.isObject() && v.m_data.pobj->cls()->findMethod("__tostring")) {
    owned = makeStringNoIncRef(toStringData(v));
    return owned;
  }
  return v;
}

int regularCompare(UCollator* c, const TypedValue& x0, const TypedValue& y0) {
  TypedValue ox = makeNull(), oy = makeNull();
  const TypedValue& x = objectToString(x0, ox);
  const TypedValue& y = objectToString(y0, oy);
  int r;
  if (x.isString() && y.isString()) {
    TypedValue nx, ny;
    bool xn = stringNumber(x, nx);
    bool yn = xn && stringNumber(y, ny);
    if (!xn || !yn) r = icuCompare(c, x.m_data.pstr->view(), y.m_data.pstr->view());
    else r = int(compareValues(nx, ny));
  } else {
    TypedValue nx = x, ny = y, tmp;
    if (x.isString() && stringNumber(x, tmp)) nx = tmp;
    TypedValue tmp2;
    if (y.isString() && stringNumber(y, tmp2)) ny = tmp2;
    r = int(compareValues(nx, ny));
  }
  tvDecRef(ox);
  tvDecRef(oy);
  return r;
}

double numberOf(const TypedValue& v) {
  if (v.isString()) {
    TypedValue n;
    if (!stringNumber(v, n)) return 0;
    return n.isInt() ? double(n.m_data.num) : n.m_data.dbl;
  }
  return toDouble(v);
}

int numericCompare(const TypedValue& x, const TypedValue& y) {
  double a = numberOf(x), b = numberOf(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

int stringCompare(UCollator* c, const TypedValue& x, const TypedValue& y) {
  StringData* a = toStringData(x);
  StringData* b = toStringData(y);
  int r = icuCompare(c, a->view(), b->view());
  a->decRef();
  b->decRef();
  return r;
}

struct Elem {
  TypedValue key;
  const TypedValue* val;
  size_t idx;
};

void sortInternal(NativeArgs& a, bool keepKeys) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  TypedValue& ref = a.ref(off);
  int64_t flags = a.i64Or(off + 1, 0);
  if (!ref.isArray()) return a.retBool(false);
  ArrayData* arr = ref.m_data.parr;
  std::vector<Elem> elems;
  bool bad = false;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (v.isString() && !validUtf8(v.m_data.pstr->view())) {
      bad = true;
      return false;
    }
    elems.push_back({k, &v, elems.size()});
    return true;
  });
  if (bad) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting hash from UTF-8 to UTF-16", a);
    return a.retBool(false);
  }
  UCollator* c = o->coll;
  // zend_hash_sort: zend_sort with the original order breaking ties.
  phpSort(elems.data(), elems.size(), [&](const Elem& x, const Elem& y) {
    int r;
    if (flags == 1) r = stringCompare(c, *x.val, *y.val);
    else if (flags == 2) r = numericCompare(*x.val, *y.val);
    else r = regularCompare(c, *x.val, *y.val);
    if (r != 0) return r;
    return x.idx < y.idx ? -1 : 1;
  });
  ArrayData* out = keepKeys ? ArrayData::makeHash(uint32_t(elems.size())) : ArrayData::makePacked(uint32_t(elems.size()));
  for (const Elem& e : elems) {
    TypedValue v = tvCopyValue(*e.val);
    if (!keepKeys) ArrayData::append(out, v);
    else if (e.key.isInt()) ArrayData::setInt(out, e.key.m_data.num, v);
    else ArrayData::setStr(out, e.key.m_data.pstr, v);
  }
  tvAssignMove(ref, makeArrayNoIncRef(out));
  a.retBool(true);
}

void f_sort(NativeArgs& a) { sortInternal(a, false); }
void f_asort(NativeArgs& a) { sortInternal(a, true); }

void f_sort_with_sort_keys(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  TypedValue& ref = a.ref(off);
  if (!ref.isArray()) return a.retBool(false);
  ArrayData* arr = ref.m_data.parr;
  struct KeyElem {
    std::string key;
    const TypedValue* val;
  };
  std::vector<KeyElem> elems;
  bool bad = false;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& v) {
    // Only strings are keyed; other values sort as the empty string.
    icu::UnicodeString u;
    if (v.isString() && !toUtf16(v.m_data.pstr->view(), u)) {
      bad = true;
      return false;
    }
    int32_t n = ucol_getSortKey(o->coll, u.getBuffer(), u.length(), nullptr, 0);
    std::string k(size_t(n), '\0');
    ucol_getSortKey(o->coll, u.getBuffer(), u.length(), reinterpret_cast<uint8_t*>(k.data()), n);
    elems.push_back({k, &v});
    return true;
  });
  if (bad) {
    objError(o, U_INVALID_CHAR_FOUND, "Sort with sort keys failed", a);
    return a.retBool(false);
  }
  phpSort(elems.data(), elems.size(), [](const KeyElem& x, const KeyElem& y) { return std::strcmp(x.key.c_str(), y.key.c_str()); });
  ArrayData* out = ArrayData::makePacked(uint32_t(elems.size()));
  for (const KeyElem& e : elems) ArrayData::append(out, tvCopyValue(*e.val));
  tvAssignMove(ref, makeArrayNoIncRef(out));
  a.retBool(true);
}

void f_get_attribute(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  UErrorCode st = U_ZERO_ERROR;
  UColAttributeValue v = ucol_getAttribute(o->coll, UColAttribute(a.i64(off)), &st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error getting attribute value", a);
    return a.retBool(false);
  }
  a.retInt(v);
}

void f_set_attribute(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  UErrorCode st = U_ZERO_ERROR;
  ucol_setAttribute(o->coll, UColAttribute(a.i64(off)), UColAttributeValue(a.i64(off + 1)), &st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error setting attribute value", a);
    return a.retBool(false);
  }
  a.retBool(true);
}

void f_get_strength(NativeArgs& a) {
  uint32_t off;
  a.retInt(ucol_getStrength(fetch<CollObj>(a, off, kName)->coll));
}

void f_set_strength(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  ucol_setStrength(o->coll, UCollationStrength(a.i64(off)));
  a.retBool(true);
}

void f_get_locale(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  UErrorCode st = U_ZERO_ERROR;
  const char* l = ucol_getLocaleByType(o->coll, ULocDataLocaleType(a.i64(off)), &st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error getting locale by type", a);
    return a.retBool(false);
  }
  a.retString(l ? l : "");
}

void f_get_sort_key(NativeArgs& a) {
  uint32_t off;
  CollObj* o = fetch<CollObj>(a, off, kName);
  icu::UnicodeString u;
  if (!toUtf16(a.sv(off), u)) {
    objError(o, U_INVALID_CHAR_FOUND, "Error converting first argument to UTF-16", a);
    return a.retBool(false);
  }
  int32_t n = ucol_getSortKey(o->coll, u.getBuffer(), u.length(), nullptr, 0);
  if (n <= 0) return a.retBool(false);
  std::string k(size_t(n), '\0');
  ucol_getSortKey(o->coll, u.getBuffer(), u.length(), reinterpret_cast<uint8_t*>(k.data()), n);
  k.resize(size_t(n - 1));
  a.retString(k);
}

void f_get_error_code(NativeArgs& a) {
  uint32_t off;
  a.retInt(fetch<CollObj>(a, off, kName, false)->err);
}
void f_get_error_message(NativeArgs& a) {
  uint32_t off;
  a.retString(fetch<CollObj>(a, off, kName, false)->errorMessage());
}

const BuiltinDecl kCollatorBuiltins[] = {
    {"collator_create(string $locale): ?Collator", f_create},
    {"collator_compare(Collator $object, string $string1, string $string2): int|false", f_compare},
    {"collator_get_attribute(Collator $object, int $attribute): int|false", f_get_attribute},
    {"collator_set_attribute(Collator $object, int $attribute, int $value): bool", f_set_attribute},
    {"collator_get_strength(Collator $object): int", f_get_strength},
    {"collator_set_strength(Collator $object, int $strength): bool", f_set_strength},
    {"collator_sort(Collator $object, array &$array, int $flags = Collator::SORT_REGULAR): bool", f_sort},
    {"collator_sort_with_sort_keys(Collator $object, array &$array): bool", f_sort_with_sort_keys},
    {"collator_asort(Collator $object, array &$array, int $flags = Collator::SORT_REGULAR): bool", f_asort},
    {"collator_get_locale(Collator $object, int $type): string|false", f_get_locale},
    {"collator_get_error_code(Collator $object): int|false", f_get_error_code},
    {"collator_get_error_message(Collator $object): string|false", f_get_error_message},
    {"collator_get_sort_key(Collator $object, string $string): string|false", f_get_sort_key},
    {"Collator::__construct", m_construct},
    {"Collator::create", f_create},
    {"Collator::compare", f_compare},
    {"Collator::sort", f_sort},
    {"Collator::sortWithSortKeys", f_sort_with_sort_keys},
    {"Collator::asort", f_asort},
    {"Collator::getAttribute", f_get_attribute},
    {"Collator::setAttribute", f_set_attribute},
    {"Collator::getStrength", f_get_strength},
    {"Collator::setStrength", f_set_strength},
    {"Collator::getLocale", f_get_locale},
    {"Collator::getErrorCode", f_get_error_code},
    {"Collator::getErrorMessage", f_get_error_message},
    {"Collator::getSortKey", f_get_sort_key},
};
HOP_REGISTER_BUILTINS(kCollatorBuiltins);

} // namespace

} // namespace hop
