// type-functions.cpp — type inspection and conversion builtins: is_*,
// gettype, get_debug_type, settype, intval/floatval/strval/boolval.
#include <cmath>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/resource.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-data.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

bool isNumericValue(const TypedValue& v0) {
  const TypedValue& v = *tvDeref(&v0);
  if (v.isInt() || v.isDouble()) return true;
  if (v.isString()) return isNumericString(v.m_data.pstr->view());
  return false;
}

namespace {

void f_is_null(NativeArgs& a) { a.retBool(a.arg(0).isNull()); }
void f_is_bool(NativeArgs& a) { a.retBool(a.arg(0).isBool()); }
void f_is_int(NativeArgs& a) { a.retBool(a.arg(0).isInt()); }
void f_is_float(NativeArgs& a) { a.retBool(a.arg(0).isDouble()); }
void f_is_string(NativeArgs& a) { a.retBool(a.arg(0).isString()); }
void f_is_array(NativeArgs& a) { a.retBool(a.arg(0).isArray()); }
void f_is_object(NativeArgs& a) { a.retBool(a.arg(0).isObject()); }
void f_is_resource(NativeArgs& a) {
  a.retBool(a.arg(0).m_type == DataType::Resource && !resourceIsClosed(a.arg(0)));
}
// --- Resources ----------------------------------------------------------------------------

ResourceData* resourceArg(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($resource) must be of type resource, %s given",
                a.func->name->data(), typeNameForMessage(v).c_str());
  return v.m_data.pres;
}
void f_get_resource_type(NativeArgs& a) { a.retString(resourceTypeName(resourceArg(a))); }
void f_get_resource_id(NativeArgs& a) { a.retInt(resourceHandle(resourceArg(a))); }

/// get_resources(): every live resource by id, or those of one type
/// ("Unknown" lists the closed ones; without a type, closed ones are included).
void f_get_resources(NativeArgs& a) {
  std::string type;
  bool filter = !a.isNull(0);
  if (filter) {
    type = std::string(a.sv(0));
    if (type != "Unknown" && type != "stream" && type != "stream-context" && type != "persistent stream" &&
        type != "stream filter")
      throwError(ErrorKind::ValueError, "get_resources(): Argument #1 ($type) must be a valid resource type");
  }
  ArrayData* r = ArrayData::makeHash(8);
  for (auto& [id, res] : ctx().liveResources) {
    if (filter && resourceTypeName(res) != type) continue;
    res->incRef();
    ArrayData::set(r, ArrayKey::ofInt(id), makeResourceNoIncRef(res));
  }
  a.retArray(r);
}

void f_is_numeric(NativeArgs& a) { a.retBool(isNumericValue(a.arg(0))); }
void f_is_scalar(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  a.retBool(v.isInt() || v.isDouble() || v.isString() || v.isBool());
}
void f_is_iterable(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  a.retBool(v.isArray() || (v.isObject() && classIsTraversable(v.m_data.pobj->cls())));
}
void f_is_countable(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  a.retBool(v.isArray() || (v.isObject() && classImplements(v.m_data.pobj->cls(), kIfaceCountable)));
}
void f_is_callable(NativeArgs& a) {
  bool syntaxOnly = a.bOr(1, false);
  bool r = isCallable(a.argv[0], syntaxOnly, true);
  if (a.has(2)) {
    TypedValue name = makeStringNoIncRef(StringData::make(callableName(a.argv[0])));
    tvAssignMove(a.ref(2), name);
  }
  a.retBool(r);
}

void f_gettype(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.m_type == DataType::Resource && resourceIsClosed(v)) {
    a.retString("resource (closed)");
    return;
  }
  a.retString(dataTypeGettypeName(v.isNull() ? DataType::Null : v.m_type));
}

void f_get_debug_type(NativeArgs& a) { a.retString(debugTypeName(a.arg(0))); }

void f_intval(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  int64_t base = a.i64Or(1, 10);
  if (v.isString() && base != 10) {
    std::string s(v.m_data.pstr->view());
    size_t i = 0;
    while (i < s.size() && isspace(static_cast<unsigned char>(s[i]))) ++i;
    bool neg = false;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
    int b = int(base);
    if (b == 0) {
      if (i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) { b = 16; i += 2; }
      else if (i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'b' || s[i + 1] == 'B')) { b = 2; i += 2; }
      else if (i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'o' || s[i + 1] == 'O')) { b = 8; i += 2; }
      else if (i < s.size() && s[i] == '0') b = 8;
      else b = 10;
    } else if (b == 16 && i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
      i += 2;
    } else if (b == 2 && i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'b' || s[i + 1] == 'B')) {
      i += 2;
    } else if (b == 8 && i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'o' || s[i + 1] == 'O')) {
      i += 2;
    }
    errno = 0;
    unsigned long long u = std::strtoull(s.c_str() + i, nullptr, b);
    bool overflow = errno == ERANGE || u > (neg ? uint64_t(INT64_MAX) + 1 : uint64_t(INT64_MAX));
    if (overflow) a.retInt(neg ? INT64_MIN : INT64_MAX);
    else a.retInt(neg ? int64_t(0 - u) : int64_t(u));
    return;
  }
  a.retInt(toInt(v));
}

void f_floatval(NativeArgs& a) { a.retDouble(toDouble(a.arg(0))); }
void f_boolval(NativeArgs& a) { a.retBool(toBool(a.arg(0))); }
void f_strval(NativeArgs& a) { a.retString(toStringData(a.arg(0))); }

void f_settype(NativeArgs& a) {
  TypedValue& v = a.ref(0);
  std::string t = toLower(a.sv(1));
  TypedValue nv;
  if (t == "int" || t == "integer") nv = makeInt(toInt(v));
  else if (t == "float" || t == "double") nv = makeDouble(toDouble(v));
  else if (t == "string") nv = makeStringNoIncRef(toStringData(v));
  else if (t == "bool" || t == "boolean") nv = makeBool(toBool(v));
  else if (t == "array") nv = makeArrayNoIncRef(toArray(v));
  else if (t == "object") nv = makeObjectNoIncRef(toObject(v));
  else if (t == "null") nv = makeNull();
  else if (t == "resource") throwError(ErrorKind::ValueError, "Cannot convert to resource type");
  else throwError(ErrorKind::ValueError, "settype(): Argument #2 ($type) must be a valid type");
  tvSetRawMove(v, nv);
  a.retBool(true);
}

const BuiltinDecl kTypeBuiltins[] = {
    {"is_null(mixed $value): bool", f_is_null},
    {"is_bool(mixed $value): bool", f_is_bool},
    {"is_int(mixed $value): bool", f_is_int},
    {"is_integer(mixed $value): bool", f_is_int},
    {"is_long(mixed $value): bool", f_is_int},
    {"is_float(mixed $value): bool", f_is_float},
    {"is_double(mixed $value): bool", f_is_float},
    {"is_string(mixed $value): bool", f_is_string},
    {"is_array(mixed $value): bool", f_is_array},
    {"is_object(mixed $value): bool", f_is_object},
    {"is_resource(mixed $value): bool", f_is_resource},
    {"get_resource_type($resource): string", f_get_resource_type},
    {"get_resource_id($resource): int", f_get_resource_id},
    {"get_resources(?string $type = null): array", f_get_resources},
    {"is_numeric(mixed $value): bool", f_is_numeric},
    {"is_scalar(mixed $value): bool", f_is_scalar},
    {"is_iterable(mixed $value): bool", f_is_iterable},
    {"is_countable(mixed $value): bool", f_is_countable},
    {"is_callable(mixed $value, bool $syntax_only = false, &$callable_name = null): bool", f_is_callable},
    {"gettype(mixed $value): string", f_gettype},
    {"get_debug_type(mixed $value): string", f_get_debug_type},
    {"intval(mixed $value, int $base = 10): int", f_intval},
    {"floatval(mixed $value): float", f_floatval},
    {"doubleval(mixed $value): float", f_floatval},
    {"boolval(mixed $value): bool", f_boolval},
    {"strval(mixed $value): string", f_strval},
    {"settype(mixed &$var, string $type): bool", f_settype},
};
HOP_REGISTER_BUILTINS(kTypeBuiltins);

} // namespace

} // namespace hop
