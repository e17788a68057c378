// filter.cpp — the filter module: filter_var(), filter_var_array(), filter_input*(), filter_list/id and constants.
#include <cstring>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/ini.h"
#include <strings.h>
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/filter/filter.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop::filter {

namespace {

thread_local const char* tl_function = "filter_var";

struct FilterEntry {
  const char* name;
  int64_t id;
  FilterFn fn;
};

const FilterEntry kFilters[] = {
    {"int", kValidateInt, validateInt},
    {"boolean", kValidateBool, validateBool},
    {"float", kValidateFloat, validateFloat},
    {"validate_regexp", kValidateRegexp, validateRegexp},
    {"validate_domain", kValidateDomain, validateDomain},
    {"validate_url", kValidateUrl, validateUrl},
    {"validate_email", kValidateEmail, validateEmail},
    {"validate_ip", kValidateIp, validateIp},
    {"validate_mac", kValidateMac, validateMac},
    {"string", kSanitizeString, sanitizeString},
    {"stripped", kSanitizeString, sanitizeString},
    {"encoded", kSanitizeEncoded, sanitizeEncoded},
    {"special_chars", kSanitizeSpecialChars, sanitizeSpecialChars},
    {"full_special_chars", kSanitizeFullSpecialChars, sanitizeFullSpecialChars},
    {"unsafe_raw", kUnsafeRaw, sanitizeUnsafeRaw},
    {"email", kSanitizeEmail, sanitizeEmail},
    {"url", kSanitizeUrl, sanitizeUrl},
    {"number_int", kSanitizeNumberInt, sanitizeNumberInt},
    {"number_float", kSanitizeNumberFloat, sanitizeNumberFloat},
    {"add_slashes", kSanitizeAddSlashes, sanitizeAddSlashes},
    {"callback", kCallback, callbackFilter},
};

const FilterEntry* findFilter(int64_t id) {
  for (const FilterEntry& e : kFilters)
    if (e.id == id) return &e;
  return nullptr;
}

bool filterExists(int64_t id) { return findFilter(id) != nullptr; }

/// php_zval_filter: one scalar (or object) through the filter, then the "default" option.
void filterScalar(TypedValue& v, int64_t filterId, int64_t flags, const TypedValue* options) {
  const FilterEntry* f = findFilter(filterId);
  if (!f) f = findFilter(kUnsafeRaw);
  bool filtered = false;
  if (v.isObject() && !v.m_data.pobj->cls()->magicToString) {
    failValidation(v, flags);
  } else {
    if (!v.isString()) {
      StringData* s = toStringData(v);
      setValue(v, makeStringNoIncRef(s));
    }
    filtered = true;
    f->fn(v, flags, options);
  }
  (void)filtered;
  if (options && options->isArray() &&
      (((flags & kNullOnFailure) && v.isNull()) || (!(flags & kNullOnFailure) && v.isBool() && !v.m_data.num))) {
    if (const TypedValue* def = options->m_data.parr->getStr(std::string_view("default")))
      setValue(v, tvCopyValue(*tvDeref(def)));
  }
}

void filterRecursive(TypedValue& v, int64_t filterId, int64_t flags, const TypedValue* options,
                     std::vector<const ArrayData*>& active) {
  if (!v.isArray()) return filterScalar(v, filterId, flags, options);
  for (const ArrayData* a : active)
    if (a == v.m_data.parr) return;
  ArrayData::separate(v.m_data.parr);
  ArrayData* arr = v.m_data.parr;
  active.push_back(arr);
  for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos)) {
    TypedValue* slot = arr->iterValueMutable(pos);
    TypedValue* target = slot->m_type == DataType::Reference ? &slot->m_data.pref->m_tv : slot;
    if (target->isArray()) filterRecursive(*target, filterId, flags, options, active);
    else filterScalar(*target, filterId, flags, options);
  }
  active.pop_back();
}

/// php_filter_call: reads filter/flags/options from an options array (or takes flags as an int).
void filterCall(TypedValue& v, int64_t filterId, const ArrayData* argsHt, int64_t argsLong, int64_t flags) {
  const TypedValue* options = nullptr;
  if (!argsHt) {
    if (filterId != -1) {
      flags = argsLong;
      if (!(flags & (kRequireArray | kForceArray))) flags |= kRequireScalar;
    } else {
      filterId = argsLong;
    }
  } else {
    if (const TypedValue* f = argsHt->getStr(std::string_view("filter"))) filterId = toInt(*tvDeref(f));
    if (const TypedValue* o = argsHt->getStr(std::string_view("options"))) {
      o = tvDeref(o);
      if (filterId != kCallback) {
        if (o->isArray()) options = o;
      } else {
        options = o;
        flags = 0;
      }
    }
    if (const TypedValue* f = argsHt->getStr(std::string_view("flags"))) {
      flags = toInt(*tvDeref(f));
      if (!(flags & (kRequireArray | kForceArray))) flags |= kRequireScalar;
    }
  }
  if (v.isArray()) {
    if (flags & kRequireScalar) return failValidation(v, flags);
    std::vector<const ArrayData*> active;
    filterRecursive(v, filterId, flags, options, active);
    return;
  }
  if (flags & kRequireArray) return failValidation(v, flags);
  filterScalar(v, filterId, flags, options);
  if (flags & kForceArray) {
    ArrayData* a = ArrayData::makePacked(1);
    ArrayData::append(a, v);
    v = makeArrayNoIncRef(a);
  }
}

/// Splits an `array|int $options` argument.
void splitOptions(NativeArgs& a, uint32_t i, const ArrayData*& ht, int64_t& num, int64_t dflt) {
  ht = nullptr;
  num = dflt;
  if (!a.has(i)) return;
  if (a.arg(i).isArray()) ht = a.arr(i);
  else num = toInt(a.arg(i));
}

// The request's input arrays: on the command line php registers none.
const ArrayData* inputStorage(int64_t type, const char* fn) {
  switch (type) {
    case 0: case 1: case 2: case 4: case 5: return nullptr;  // INPUT_POST/GET/COOKIE/ENV/SERVER
    default:
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($type) must be an INPUT_* constant", fn);
  }
}

void f_filter_var(NativeArgs& a) {
  tl_function = "filter_var";
  int64_t filterId = a.i64Or(1, kUnsafeRaw);
  if (!filterExists(filterId)) {
    raiseWarning("filter_var(): Unknown filter with ID %lld", (long long)filterId);
    return a.retBool(false);
  }
  const ArrayData* ht;
  int64_t num;
  splitOptions(a, 2, ht, num, 0);
  TypedValue v = tvCopyValue(a.arg(0));
  filterCall(v, filterId, ht, num, kRequireScalar);
  a.retValue(v);
}

void arrayHandler(NativeArgs& a, const ArrayData* input, const ArrayData* opHt, int64_t opLong, bool addEmpty,
                  const char* fn) {
  if (!opHt) {
    TypedValue v = tvCopyValue(makeArrayNoIncRef(const_cast<ArrayData*>(input)));
    filterCall(v, -1, nullptr, opLong, kRequireArray);
    return a.retValue(v);
  }
  ArrayData* out = ArrayData::makeHash(opHt->size());
  TypedValue result = makeArrayNoIncRef(out);
  for (uint32_t pos = opHt->iterBegin(); opHt->iterValid(pos); pos = opHt->iterAdvance(pos)) {
    TypedValue key = opHt->iterKey(pos);
    if (!key.isString()) {
      tvDecRef(result);
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($options) must contain only string keys", fn);
    }
    if (key.m_data.pstr->size() == 0) {
      tvDecRef(result);
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($options) cannot contain empty keys", fn);
    }
    const TypedValue* elem = tvDeref(opHt->iterValue(pos));
    const TypedValue* found = input ? input->getStr(key.m_data.pstr) : nullptr;
    if (!found) {
      if (addEmpty) ArrayData::set(result.m_data.parr, ArrayKey::ofStr(key.m_data.pstr), makeNull());
      continue;
    }
    TypedValue nv = tvCopyValue(*tvDeref(found));
    filterCall(nv, -1, elem->isArray() ? elem->m_data.parr : nullptr, elem->isArray() ? 0 : toInt(*elem),
               kRequireScalar);
    ArrayData::set(result.m_data.parr, ArrayKey::ofStr(key.m_data.pstr), nv);
  }
  a.retValue(result);
}

void f_filter_var_array(NativeArgs& a) {
  tl_function = "filter_var_array";
  const ArrayData* ht;
  int64_t num;
  splitOptions(a, 1, ht, num, kUnsafeRaw);
  if (!ht && !filterExists(num)) {
    raiseWarning("filter_var_array(): Unknown filter with ID %lld", (long long)num);
    return a.retBool(false);
  }
  arrayHandler(a, a.arr(0), ht, num, a.bOr(2, true), "filter_var_array");
}

void f_filter_input(NativeArgs& a) {
  tl_function = "filter_input";
  int64_t filterId = a.i64Or(2, kUnsafeRaw);
  if (!filterExists(filterId)) {
    raiseWarning("filter_input(): Unknown filter with ID %lld", (long long)filterId);
    return a.retBool(false);
  }
  const ArrayData* ht;
  int64_t num;
  splitOptions(a, 3, ht, num, 0);
  const ArrayData* input = inputStorage(a.i64(0), "filter_input");
  const TypedValue* found = input ? input->getStr(a.str(1)) : nullptr;
  if (!found) {
    int64_t flags = 0;
    if (!ht) {
      flags = num;
    } else {
      if (const TypedValue* f = ht->getStr(std::string_view("flags"))) flags = toInt(*tvDeref(f));
      if (const TypedValue* o = ht->getStr(std::string_view("options"))) {
        o = tvDeref(o);
        if (o->isArray())
          if (const TypedValue* d = o->m_data.parr->getStr(std::string_view("default")))
            return a.retCopy(*tvDeref(d));
      }
    }
    if (flags & kNullOnFailure) return a.retBool(false);
    return a.retNull();
  }
  TypedValue v = tvCopyValue(*tvDeref(found));
  filterCall(v, filterId, ht, num, kRequireScalar);
  a.retValue(v);
}

void f_filter_input_array(NativeArgs& a) {
  tl_function = "filter_input_array";
  const ArrayData* ht;
  int64_t num;
  splitOptions(a, 1, ht, num, kUnsafeRaw);
  if (!ht && !filterExists(num)) {
    raiseWarning("filter_input_array(): Unknown filter with ID %lld", (long long)num);
    return a.retBool(false);
  }
  const ArrayData* input = inputStorage(a.i64(0), "filter_input_array");
  if (!input) {
    int64_t flags = 0;
    if (!ht && num) flags = num;
    else if (ht)
      if (const TypedValue* f = ht->getStr(std::string_view("flags"))) flags = toInt(*tvDeref(f));
    if (flags & kNullOnFailure) return a.retBool(false);
    return a.retNull();
  }
  arrayHandler(a, input, ht, num, a.bOr(2, true), "filter_input_array");
}

void f_filter_has_var(NativeArgs& a) {
  const ArrayData* input = inputStorage(a.i64(0), "filter_has_var");
  a.retBool(input && input->getStr(a.str(1)));
}

void f_filter_list(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(uint32_t(sizeof(kFilters) / sizeof(kFilters[0])));
  for (const FilterEntry& e : kFilters) ArrayData::append(r, makeStringNoIncRef(StringData::make(e.name)));
  a.retArray(r);
}

void f_filter_id(NativeArgs& a) {
  std::string_view name = a.sv(0);
  for (const FilterEntry& e : kFilters)
    if (name == e.name) return a.retInt(e.id);
  a.retBool(false);
}

const BuiltinDecl kFilterBuiltins[] = {
    {"filter_has_var(int $input_type, string $var_name): bool", f_filter_has_var},
    {"filter_input(int $type, string $var_name, int $filter = FILTER_DEFAULT, array|int $options = 0): mixed",
     f_filter_input},
    {"filter_var(mixed $value, int $filter = FILTER_DEFAULT, array|int $options = 0): mixed", f_filter_var},
    {"filter_input_array(int $type, array|int $options = FILTER_DEFAULT, bool $add_empty = true): array|false|null",
     f_filter_input_array},
    {"filter_var_array(array $array, array|int $options = FILTER_DEFAULT, bool $add_empty = true): array|false|null",
     f_filter_var_array},
    {"filter_list(): array", f_filter_list},
    {"filter_id(string $name): int|false", f_filter_id},
};
HOP_REGISTER_BUILTINS(kFilterBuiltins);

const ConstantDecl kFilterConstants[] = {
    {"INPUT_POST", makeInt(0)},
    {"INPUT_GET", makeInt(1)},
    {"INPUT_COOKIE", makeInt(2)},
    {"INPUT_ENV", makeInt(4)},
    {"INPUT_SERVER", makeInt(5)},
    {"FILTER_FLAG_NONE", makeInt(0)},
    {"FILTER_REQUIRE_SCALAR", makeInt(kRequireScalar)},
    {"FILTER_REQUIRE_ARRAY", makeInt(kRequireArray)},
    {"FILTER_FORCE_ARRAY", makeInt(kForceArray)},
    {"FILTER_NULL_ON_FAILURE", makeInt(kNullOnFailure)},
    {"FILTER_VALIDATE_INT", makeInt(kValidateInt)},
    {"FILTER_VALIDATE_BOOLEAN", makeInt(kValidateBool)},
    {"FILTER_VALIDATE_BOOL", makeInt(kValidateBool)},
    {"FILTER_VALIDATE_FLOAT", makeInt(kValidateFloat)},
    {"FILTER_VALIDATE_REGEXP", makeInt(kValidateRegexp)},
    {"FILTER_VALIDATE_DOMAIN", makeInt(kValidateDomain)},
    {"FILTER_VALIDATE_URL", makeInt(kValidateUrl)},
    {"FILTER_VALIDATE_EMAIL", makeInt(kValidateEmail)},
    {"FILTER_VALIDATE_IP", makeInt(kValidateIp)},
    {"FILTER_VALIDATE_MAC", makeInt(kValidateMac)},
    {"FILTER_DEFAULT", makeInt(kUnsafeRaw)},
    {"FILTER_UNSAFE_RAW", makeInt(kUnsafeRaw)},
    {"FILTER_SANITIZE_STRING", makeInt(kSanitizeString)},
    {"FILTER_SANITIZE_STRIPPED", makeInt(kSanitizeString)},
    {"FILTER_SANITIZE_ENCODED", makeInt(kSanitizeEncoded)},
    {"FILTER_SANITIZE_SPECIAL_CHARS", makeInt(kSanitizeSpecialChars)},
    {"FILTER_SANITIZE_FULL_SPECIAL_CHARS", makeInt(kSanitizeFullSpecialChars)},
    {"FILTER_SANITIZE_EMAIL", makeInt(kSanitizeEmail)},
    {"FILTER_SANITIZE_URL", makeInt(kSanitizeUrl)},
    {"FILTER_SANITIZE_NUMBER_INT", makeInt(kSanitizeNumberInt)},
    {"FILTER_SANITIZE_NUMBER_FLOAT", makeInt(kSanitizeNumberFloat)},
    {"FILTER_SANITIZE_ADD_SLASHES", makeInt(kSanitizeAddSlashes)},
    {"FILTER_CALLBACK", makeInt(kCallback)},
    {"FILTER_FLAG_ALLOW_OCTAL", makeInt(kFlagAllowOctal)},
    {"FILTER_FLAG_ALLOW_HEX", makeInt(kFlagAllowHex)},
    {"FILTER_FLAG_STRIP_LOW", makeInt(kFlagStripLow)},
    {"FILTER_FLAG_STRIP_HIGH", makeInt(kFlagStripHigh)},
    {"FILTER_FLAG_STRIP_BACKTICK", makeInt(kFlagStripBacktick)},
    {"FILTER_FLAG_ENCODE_LOW", makeInt(kFlagEncodeLow)},
    {"FILTER_FLAG_ENCODE_HIGH", makeInt(kFlagEncodeHigh)},
    {"FILTER_FLAG_ENCODE_AMP", makeInt(kFlagEncodeAmp)},
    {"FILTER_FLAG_NO_ENCODE_QUOTES", makeInt(kFlagNoEncodeQuotes)},
    {"FILTER_FLAG_EMPTY_STRING_NULL", makeInt(kFlagEmptyStringNull)},
    {"FILTER_FLAG_ALLOW_FRACTION", makeInt(kFlagAllowFraction)},
    {"FILTER_FLAG_ALLOW_THOUSAND", makeInt(kFlagAllowThousand)},
    {"FILTER_FLAG_ALLOW_SCIENTIFIC", makeInt(kFlagAllowScientific)},
    {"FILTER_FLAG_PATH_REQUIRED", makeInt(kFlagPathRequired)},
    {"FILTER_FLAG_QUERY_REQUIRED", makeInt(kFlagQueryRequired)},
    {"FILTER_FLAG_IPV4", makeInt(kFlagIpv4)},
    {"FILTER_FLAG_IPV6", makeInt(kFlagIpv6)},
    {"FILTER_FLAG_NO_RES_RANGE", makeInt(kFlagNoResRange)},
    {"FILTER_FLAG_NO_PRIV_RANGE", makeInt(kFlagNoPrivRange)},
    {"FILTER_FLAG_GLOBAL_RANGE", makeInt(kFlagGlobalRange)},
    {"FILTER_FLAG_HOSTNAME", makeInt(kFlagHostname)},
    {"FILTER_FLAG_EMAIL_UNICODE", makeInt(kFlagEmailUnicode)},
};
HOP_REGISTER_CONSTANTS(kFilterConstants);
// Deprecated in php 8.1.
const int s_deprecated1 = BuiltinRegistry::deprecateConstant("FILTER_SANITIZE_STRING");
const int s_deprecated2 = BuiltinRegistry::deprecateConstant("FILTER_SANITIZE_STRIPPED");

HOP_REGISTER_EXTENSION("filter");

/// filter.default names the filter php applies to request input (none on the command
/// line); any filter but unsafe_raw is deprecated since 8.1.
void onStartupDefaultFilter(std::string_view value) {
  for (const FilterEntry& e : kFilters)
    if (value.size() == std::strlen(e.name) && strncasecmp(value.data(), e.name, value.size()) == 0) {
      if (e.id != kUnsafeRaw) raiseDeprecated("The filter.default ini setting is deprecated");
      return;
    }
}
const int s_defaultFilterHook = registerIniStartupHook("filter.default", onStartupDefaultFilter);

} // namespace

const char* activeFunction() { return tl_function; }

} // namespace hop::filter
