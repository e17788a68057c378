// compare.cpp — PHP 8 comparison semantics (zend_compare and friends).
#include "runtime/ops/compare.h"

#include <cmath>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/stack-guard.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/ops/object-casts.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

inline int64_t sign(int64_t x) { return x < 0 ? -1 : (x > 0 ? 1 : 0); }
inline int64_t cmpDouble(double a, double b) { return a < b ? -1 : (a > b ? 1 : (a == b ? 0 : 1)); }
inline int64_t cmpInt(int64_t a, int64_t b) { return a < b ? -1 : (a > b ? 1 : 0); }

int64_t bytewiseCompare(std::string_view a, std::string_view b) {
  size_t n = std::min(a.size(), b.size());
  int r = n ? std::memcmp(a.data(), b.data(), n) : 0;
  if (r != 0) return r < 0 ? -1 : 1;
  return cmpInt(int64_t(a.size()), int64_t(b.size()));
}

/// Compares a number with a string: numerically if the string is numeric,
/// else as strings (PHP 8 semantics).
int64_t compareNumberString(const TypedValue& num, const StringData* s) {
  NumericParse np = parseNumeric(s->view(), false);
  if (np.kind != NumericKind::None) {
    if (num.isInt() && np.kind == NumericKind::Int) return cmpInt(num.m_data.num, np.ival);
    double a = num.isInt() ? double(num.m_data.num) : num.m_data.dbl;
    double b = np.kind == NumericKind::Int ? double(np.ival) : np.dval;
    return cmpDouble(a, b);
  }
  std::string ns;
  appendToString(ns, num);
  return bytewiseCompare(ns, s->view());
}

/// php's zend_hash_compare protects the array being compared: meeting it
/// again (a reference cycle) is a fatal error. Deep but finite nesting
/// compares like php, up to the native stack guard.
struct DepthGuard {
  ArrayData* arr = nullptr;
  explicit DepthGuard(const ArrayData* a) {
    checkNativeStack();
    if (a->isStatic()) return;
    if (a->m_hdr.m_flags & 0x80) raiseFatal("Nesting level too deep - recursive dependency?");
    arr = const_cast<ArrayData*>(a);
    arr->m_hdr.m_flags |= 0x80;   // the recursion mark var_dump also uses
  }
  ~DepthGuard() {
    if (arr) arr->m_hdr.m_flags &= ~0x80;
  }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;
};

int64_t compareArrays(const ArrayData* a, const ArrayData* b, bool strictEq) {
  if (a == b) return 0;
  DepthGuard guard(a);
  if (a->size() != b->size()) return cmpInt(a->size(), b->size());
  for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
    TypedValue k = a->iterKey(pos);
    const TypedValue* bv = k.isInt() ? b->getInt(k.m_data.num) : b->getStr(k.m_data.pstr);
    if (!bv) return 1;   // uncomparable
    int64_t c = compareValues(*a->iterValue(pos), *bv);
    if (c != 0) return c;
  }
  (void)strictEq;
  return 0;
}

/// Two numeric strings compared as numbers, as php's zendi_smart_str_equals /
/// zendi_smart_strcmp do. Returns false when php falls back to comparing the
/// bytes (both overflowed to the same side, so the doubles may have lost the
/// difference); else sets `cmp` to -1, 0 or 1.
bool compareNumericStrings(const NumericParse& x, const NumericParse& y, int& cmp) {
  const int ox = x.overflow ? x.overflowSign : 0;
  const int oy = y.overflow ? y.overflowSign : 0;
  if (ox != 0 && ox == oy && x.dval - y.dval == 0.0) return false;
  if (x.kind == NumericKind::Int && y.kind == NumericKind::Int) {
    cmp = x.ival < y.ival ? -1 : (x.ival > y.ival ? 1 : 0);
    return true;
  }
  double dx, dy;
  if (x.kind != NumericKind::Double) {
    if (oy) {   // an int against an integer string beyond the int range
      cmp = -oy;
      return true;
    }
    dx = double(x.ival);
    dy = y.dval;
  } else if (y.kind != NumericKind::Double) {
    if (ox) {
      cmp = ox;
      return true;
    }
    dx = x.dval;
    dy = double(y.ival);
  } else {
    dx = x.dval;
    dy = y.dval;
    if (dx == dy && !std::isfinite(dx)) return false;
  }
  const double d = dx - dy;
  cmp = d > 0 ? 1 : (d < 0 ? -1 : 0);
  return true;
}

} // namespace

bool stringLooseEquals(const StringData* a, const StringData* b) {
  if (a == b) return true;
  // Only strings that start like numbers can be numerically equal.
  auto numericish = [](const StringData* s) {
    if (s->size() == 0) return false;
    unsigned char c = s->data()[0];
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == ' ' || c == '\t' ||
           c == '\n' || c == '\r' || c == '\v' || c == '\f';
  };
  if (numericish(a) && numericish(b)) {
    NumericParse x = parseNumeric(a->view(), false);
    if (x.kind != NumericKind::None) {
      NumericParse y = parseNumeric(b->view(), false);
      if (y.kind != NumericKind::None) {
        int c;
        if (compareNumericStrings(x, y, c)) return c == 0;
      }
    }
  }
  return a->size() == b->size() && std::memcmp(a->data(), b->data(), a->size()) == 0;
}

namespace {
/// Whether a string can be numeric at all: one starts with whitespace, a
/// sign, a digit or a dot. (A cheap test before parseNumeric: most strings
/// compared while sorting are words.)
inline bool mayBeNumeric(const StringData* s) {
  if (s->size() == 0) return false;
  unsigned char c = static_cast<unsigned char>(s->data()[0]);
  return (c >= '0' && c <= '9') || c == ' ' || (c >= '\t' && c <= '\r') || c == '+' || c == '-' || c == '.';
}
} // namespace

int64_t stringCompare(const StringData* a, const StringData* b) {
  if (a == b) return 0;
  if (!mayBeNumeric(a) || !mayBeNumeric(b)) return bytewiseCompare(a->view(), b->view());
  NumericParse x = parseNumeric(a->view(), false);
  if (x.kind != NumericKind::None) {
    NumericParse y = parseNumeric(b->view(), false);
    if (y.kind != NumericKind::None) {
      int c;
      if (compareNumericStrings(x, y, c)) return c;
    }
  }
  return bytewiseCompare(a->view(), b->view());
}

bool same(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  DataType ta = a.isNull() ? DataType::Null : a.m_type;
  DataType tb = b.isNull() ? DataType::Null : b.m_type;
  if (ta != tb) return false;
  switch (ta) {
    case DataType::Null: return true;
    case DataType::Bool:
    case DataType::Int: return a.m_data.num == b.m_data.num;
    case DataType::Double: return a.m_data.dbl == b.m_data.dbl;
    case DataType::String: {
      const StringData* x = a.m_data.pstr;
      const StringData* y = b.m_data.pstr;
      return x == y || (x->size() == y->size() && std::memcmp(x->data(), y->data(), x->size()) == 0);
    }
    case DataType::Array: {
      const ArrayData* x = a.m_data.parr;
      const ArrayData* y = b.m_data.parr;
      if (x == y) return true;
      DepthGuard guard(x);
      if (x->size() != y->size()) return false;
      // Same key/value pairs in the same order, values identical.
      uint32_t px = x->iterBegin(), py = y->iterBegin();
      while (x->iterValid(px)) {
        TypedValue kx = x->iterKey(px), ky = y->iterKey(py);
        if (kx.m_type != ky.m_type) return false;
        if (kx.isInt() ? kx.m_data.num != ky.m_data.num : !kx.m_data.pstr->equals(ky.m_data.pstr)) return false;
        if (!same(*x->iterValue(px), *y->iterValue(py))) return false;
        px = x->iterAdvance(px);
        py = y->iterAdvance(py);
      }
      return true;
    }
    case DataType::Object: return a.m_data.pobj == b.m_data.pobj;
    case DataType::Resource: return a.m_data.ptr == b.m_data.ptr;
    default: return false;
  }
}

namespace {
/// toBool without the call for the scalars `==` against a bool meets most
/// (Symfony Yaml compares strings and nulls with true/false all the time).
inline bool quickBool(const TypedValue& v) {
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: return false;
    case DataType::Bool:
    case DataType::Int: return v.m_data.num != 0;
    case DataType::String: {
      const StringData* s = v.m_data.pstr;
      return !(s->size() == 0 || (s->size() == 1 && s->data()[0] == '0'));
    }
    default: return toBool(v);
  }
}
} // namespace

int64_t compareValues(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  DataType ta = a.isNull() ? DataType::Null : a.m_type;
  DataType tb = b.isNull() ? DataType::Null : b.m_type;

  // Fast, common cases first.
  if (ta == DataType::Int && tb == DataType::Int) return cmpInt(a.m_data.num, b.m_data.num);
  if (isIntOrDouble(ta) && isIntOrDouble(tb)) {
    double x = ta == DataType::Int ? double(a.m_data.num) : a.m_data.dbl;
    double y = tb == DataType::Int ? double(b.m_data.num) : b.m_data.dbl;
    return cmpDouble(x, y);
  }
  if (ta == DataType::String && tb == DataType::String) return stringCompare(a.m_data.pstr, b.m_data.pstr);

  // Bool and null rules come before everything else.
  if (ta == DataType::Bool || tb == DataType::Bool) return cmpInt(quickBool(a), quickBool(b));
  if (ta == DataType::Null && tb == DataType::Null) return 0;
  if (ta == DataType::Null) {
    if (tb == DataType::String) return bytewiseCompare("", b.m_data.pstr->view());
    if (tb == DataType::Object) return -1;
    return quickBool(b) ? -1 : 0;
  }
  if (tb == DataType::Null) {
    if (ta == DataType::String) return bytewiseCompare(a.m_data.pstr->view(), "");
    if (ta == DataType::Object) return 1;
    return quickBool(a) ? 1 : 0;
  }

  // NAN against a string is "uncomparable" (1) whichever side it is on, as php's zend_compare.
  if (isIntOrDouble(ta) && tb == DataType::String) {
    if (ta == DataType::Double && std::isnan(a.m_data.dbl)) return 1;
    return compareNumberString(a, b.m_data.pstr);
  }
  if (ta == DataType::String && isIntOrDouble(tb)) {
    if (tb == DataType::Double && std::isnan(b.m_data.dbl)) return 1;
    return -compareNumberString(b, a.m_data.pstr);
  }

  if (ta == DataType::Array && tb == DataType::Array) return compareArrays(a.m_data.parr, b.m_data.parr, false);

  if (ta == DataType::Object && tb == DataType::Object) return compareObjects(a.m_data.pobj, b.m_data.pobj);
  if (ta == DataType::Object || tb == DataType::Object) {
    bool objFirst = ta == DataType::Object;
    const TypedValue& obj = objFirst ? a : b;
    const TypedValue& other = objFirst ? b : a;
    int64_t r;
    if (other.isString() && obj.m_data.pobj->cls()->magicToString) {
      StringData* s = objectToString(obj.m_data.pobj);
      r = bytewiseCompare(s->view(), other.m_data.pstr->view());
      s->decRef();
    } else if (!isIntOrDouble(other.m_type)) {
      r = 1;   // an object is greater than a string or array it cannot be converted to
    } else {
      // Objects compare to numbers as 1, with php's notice (zend_std_compare_objects)
      // unless the class converts itself.
      std::string str;
      auto fn = findObjectNumericCast(obj.m_data.pobj->cls());
      TypedValue n;
      if (fn && fn(obj.m_data.pobj, &str)) {
        n = other.isDouble() ? makeDouble(stringToDouble(str)) : makeInt(stringToInt(str));
      } else {
        raiseNotice("Object of class %s could not be converted to %s", obj.m_data.pobj->cls()->name->data(),
                    other.isDouble() ? "float" : "int");
        n = other.isDouble() ? makeDouble(1.0) : makeInt(1);
      }
      return objFirst ? compareValues(n, other) : compareValues(other, n);
    }
    return objFirst ? r : -r;
  }
  if (ta == DataType::Array) return 1;
  if (tb == DataType::Array) return -1;
  if (ta == DataType::Resource || tb == DataType::Resource) {
    return cmpDouble(toDouble(a), toDouble(b));
  }
  return 0;
}

bool looseEquals(const TypedValue& a0, const TypedValue& b0) {
  const TypedValue& a = *tvDeref(&a0);
  const TypedValue& b = *tvDeref(&b0);
  if (a.isInt() && b.isInt()) return a.m_data.num == b.m_data.num;
  if (a.isString() && b.isString()) return stringLooseEquals(a.m_data.pstr, b.m_data.pstr);
  // Against a bool, both sides as bools (what compareValues does).
  if (a.m_type == DataType::Bool || b.m_type == DataType::Bool) return quickBool(a) == quickBool(b);
  if (a.isDouble() || b.isDouble()) {
    if (isIntOrDouble(a.m_type) && isIntOrDouble(b.m_type)) {
      double x = a.isInt() ? double(a.m_data.num) : a.m_data.dbl;
      double y = b.isInt() ? double(b.m_data.num) : b.m_data.dbl;
      return x == y;
    }
  }
  if (a.isObject() && b.isObject()) {
    if (a.m_data.pobj == b.m_data.pobj) return true;
    return objectsLooseEqual(a.m_data.pobj, b.m_data.pobj);
  }
  if (a.isArray() && b.isArray()) {
    const ArrayData* x = a.m_data.parr;
    const ArrayData* y = b.m_data.parr;
    if (x == y) return true;
    DepthGuard guard(x);
    if (x->size() != y->size()) return false;
    for (uint32_t pos = x->iterBegin(); x->iterValid(pos); pos = x->iterAdvance(pos)) {
      TypedValue k = x->iterKey(pos);
      const TypedValue* yv = k.isInt() ? y->getInt(k.m_data.num) : y->getStr(k.m_data.pstr);
      if (!yv || !looseEquals(*x->iterValue(pos), *yv)) return false;
    }
    return true;
  }
  return compareValues(a, b) == 0;
}

bool lessThan(const TypedValue& a, const TypedValue& b) {
  if (a.isInt() && b.isInt()) return a.m_data.num < b.m_data.num;
  if (a.isDouble() && b.isDouble()) return a.m_data.dbl < b.m_data.dbl;
  return compareValues(a, b) < 0;
}
bool lessOrEqual(const TypedValue& a, const TypedValue& b) {
  if (a.isInt() && b.isInt()) return a.m_data.num <= b.m_data.num;
  if (a.isDouble() && b.isDouble()) return a.m_data.dbl <= b.m_data.dbl;
  return compareValues(a, b) <= 0;
}
// php evaluates `a > b` as `b < a`, which matters for uncomparable arrays.
bool greaterThan(const TypedValue& a, const TypedValue& b) { return lessThan(b, a); }
bool greaterOrEqual(const TypedValue& a, const TypedValue& b) { return lessOrEqual(b, a); }

} // namespace hop
