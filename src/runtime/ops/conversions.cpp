// conversions.cpp — casts and implicit conversions between PHP types.
#include "runtime/ops/conversions.h"
#include "runtime/ops/object-casts.h"

#include <string>
#include <vector>

#include <cmath>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {
struct NumericCast {
  const char* cls;
  bool (*fn)(ObjectData*, void*);
};
std::vector<NumericCast>& numericCasts() {
  static std::vector<NumericCast> v;   // filled at static initialization, then read-only
  return v;
}
} // namespace

int registerObjectNumericCast(const char* className, bool (*fn)(ObjectData*, void*)) {
  numericCasts().push_back({className, fn});
  return 0;
}

namespace {
struct BoolCast {
  const char* cls;
  bool (*fn)(ObjectData*);
};
std::vector<BoolCast>& boolCasts() {
  static std::vector<BoolCast> v;   // filled at static initialization, then read-only
  return v;
}
} // namespace

int registerObjectBoolCast(const char* className, bool (*fn)(ObjectData*)) {
  boolCasts().push_back({className, fn});
  return 0;
}

bool objectToBool(ObjectData* o) {
  const Class* cls = o->cls();
  if (cls->native.dataSize == 0 || boolCasts().empty()) return true;   // the common case, one test
  for (const Class* c = cls; c; c = c->parent)
    for (const BoolCast& b : boolCasts())
      if (c->name->view() == b.cls) return b.fn(o);
  return true;
}

bool (*findObjectNumericCast(const Class* cls))(ObjectData*, void*) {
  if (numericCasts().empty()) return nullptr;
  for (const Class* c = cls; c; c = c->parent)
    for (const NumericCast& n : numericCasts())
      if (c->name->view() == n.cls) return n.fn;
  return nullptr;
}

bool toBool(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Uninit:
    case DataType::Null: return false;
    case DataType::Bool:
    case DataType::Int: return tv.m_data.num != 0;
    case DataType::Double: return tv.m_data.dbl != 0.0;
    case DataType::String: {
      const StringData* s = tv.m_data.pstr;
      return !(s->size() == 0 || (s->size() == 1 && s->data()[0] == '0'));
    }
    case DataType::Array: return tv.m_data.parr->size() != 0;
    case DataType::Object: return objectToBool(tv.m_data.pobj);
    case DataType::Resource: return true;
    case DataType::Reference: break;
  }
  return false;
}

int64_t toInt(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Uninit:
    case DataType::Null: return 0;
    case DataType::Bool:
    case DataType::Int: return tv.m_data.num;
    case DataType::Double: return doubleToInt(tv.m_data.dbl);
    case DataType::String: return stringToInt(tv.m_data.pstr->view());
    case DataType::Array: return tv.m_data.parr->size() ? 1 : 0;
    case DataType::Object: {
      std::string str;
      if (auto fn = findObjectNumericCast(tv.m_data.pobj->cls()))
        if (fn(tv.m_data.pobj, &str)) return stringToInt(str);
      raiseWarning("Object of class %s could not be converted to int", tv.m_data.pobj->cls()->name->data());
      return 1;
    }
    case DataType::Resource: return resourceId(tv);
    case DataType::Reference: break;
  }
  return 0;
}

double toDouble(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Uninit:
    case DataType::Null: return 0;
    case DataType::Bool:
    case DataType::Int: return static_cast<double>(tv.m_data.num);
    case DataType::Double: return tv.m_data.dbl;
    case DataType::String: return stringToDouble(tv.m_data.pstr->view());
    case DataType::Array: return tv.m_data.parr->size() ? 1 : 0;
    case DataType::Object: {
      std::string str;
      if (auto fn = findObjectNumericCast(tv.m_data.pobj->cls()))
        if (fn(tv.m_data.pobj, &str)) return stringToDouble(str);
      raiseWarning("Object of class %s could not be converted to float", tv.m_data.pobj->cls()->name->data());
      return 1;
    }
    case DataType::Resource: return static_cast<double>(resourceId(tv));
    case DataType::Reference: break;
  }
  return 0;
}

void appendInt(std::string& out, int64_t i) {
  char buf[24];
  out.append(formatIntTo(buf, i));
}

void appendDouble(std::string& out, double d) {
  appendDoublePrecision(out, d, tl_exec ? ctx().precision : 14);
}

StringData* intToStringData(int64_t i) {
  if (i >= 0 && i < 10) return StringData::singleChar(static_cast<unsigned char>('0' + i));
  char buf[24];
  return StringData::make(formatIntTo(buf, i));
}

StringData* doubleToStringData(double d) {
  std::string s;
  appendDouble(s, d);
  return StringData::make(s);
}

void appendToString(std::string& out, const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Uninit:
    case DataType::Null: return;
    case DataType::Bool:
      if (tv.m_data.num) out += '1';
      return;
    case DataType::Int: appendInt(out, tv.m_data.num); return;
    case DataType::Double: appendDouble(out, tv.m_data.dbl); return;
    case DataType::String: out.append(tv.m_data.pstr->data(), tv.m_data.pstr->size()); return;
    case DataType::Array:
      raiseWarning("Array to string conversion");
      out += "Array";
      return;
    case DataType::Object: {
      StringData* s = objectToString(tv.m_data.pobj);
      out.append(s->data(), s->size());
      s->decRef();
      return;
    }
    case DataType::Resource: out += "Resource id #"; appendInt(out, resourceId(tv)); return;
    case DataType::Reference: break;
  }
}

StringData* toStringData(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::String: tv.m_data.pstr->incRef(); return tv.m_data.pstr;
    case DataType::Int: return intToStringData(tv.m_data.num);
    case DataType::Uninit:
    case DataType::Null: return StringData::empty();
    case DataType::Bool: return tv.m_data.num ? StringData::singleChar('1') : StringData::empty();
    case DataType::Object: return objectToString(tv.m_data.pobj);
    default: {
      std::string s;
      appendToString(s, tv);
      return StringData::make(s);
    }
  }
}

std::string toStdString(const TypedValue& tv) {
  std::string s;
  appendToString(s, tv);
  return s;
}

ArrayData* toArray(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Uninit:
    case DataType::Null: return ArrayData::empty();
    case DataType::Array: tv.m_data.parr->incRef(); return tv.m_data.parr;
    case DataType::Object: return objectToArray(tv.m_data.pobj);
    default: {
      ArrayData* a = ArrayData::makePacked(1);
      TypedValue v = tv;
      tvIncRef(v);
      ArrayData::append(a, v);
      return a;
    }
  }
}

ObjectData* toObject(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  if (tv.m_type == DataType::Object) {
    tv.m_data.pobj->incRef();
    return tv.m_data.pobj;
  }
  ObjectData* o = ObjectData::make(stdClass());
  if (tv.m_type == DataType::Array) {
    ArrayData* a = tv.m_data.parr;
    for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
      TypedValue k = a->iterKey(pos);
      StringData* name = k.isString() ? (k.m_data.pstr->incRef(), k.m_data.pstr) : intToStringData(k.m_data.num);
      setDynamicProp(o, name, tvCopyValue(*a->iterValue(pos)));
      name->decRef();
    }
  } else if (!tv.isNull()) {
    setDynamicProp(o, StringData::interned("scalar"), tvCopyValue(tv));
  }
  return o;
}

bool toNumberForArith(const TypedValue& in, TypedValue& out) {
  const TypedValue& tv = *tvDeref(&in);
  switch (tv.m_type) {
    case DataType::Int:
    case DataType::Double: out = tv; return true;
    case DataType::Uninit:
    case DataType::Null: out = makeInt(0); return true;
    case DataType::Bool: out = makeInt(tv.m_data.num); return true;
    case DataType::String: {
      NumericParse np = parseNumeric(tv.m_data.pstr->view(), true);
      if (np.kind == NumericKind::None) return false;
      if (np.trailingData) raiseWarning("A non-numeric value encountered");
      out = np.kind == NumericKind::Int ? makeInt(np.ival) : makeDouble(np.dval);
      return true;
    }
    default: return false;
  }
}

std::string typeNameForMessage(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  if (tv.m_type == DataType::Object) return tv.m_data.pobj->cls()->name->str();
  return dataTypeShortName(tv.m_type);
}

std::string debugTypeName(const TypedValue& in) {
  const TypedValue& tv = *tvDeref(&in);
  if (tv.m_type == DataType::Object) {
    const Class* c = tv.m_data.pobj->cls();
    if (c->attrs & kClsAnonymous) {
      if (c->parent) return c->parent->name->str() + "@anonymous";
      if (!c->interfaces.empty()) return c->interfaces[0]->name->str() + "@anonymous";
      return "class@anonymous";
    }
    return c->name->str();
  }
  if (tv.m_type == DataType::Resource) return resourceDebugType(tv);
  return dataTypeShortName(tv.m_type);
}

} // namespace hop
