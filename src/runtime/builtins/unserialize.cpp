// unserialize.cpp — unserialize(): reads serialize()'s format back, as php's
// var_unserializer does, down to the offset it reports for malformed input
// ("Error at offset X of Y bytes"), the order of __wakeup/__unserialize calls
// (all delayed to the end, in the order the objects were read) and the
// allowed_classes / max_depth options.
//
// Every value read (not the keys) is numbered as serialize() numbered it, and
// its slot remembered, so "R:n;" can turn slot n into a PHP reference shared
// with the new value and "r:n;" can reuse object n. Slots stay put while
// reading: arrays are created with room for all their elements and objects'
// dynamic properties likewise.
#include <cmath>
#include <cstdlib>
#include <deque>
#include <unordered_map>
#include <exception>
#include <string>
#include <vector>

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/serialize.h"
#include "runtime/object/object-data.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/interp.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/type-check.h"

namespace hop {

namespace {

constexpr int64_t kMaxArraySize = 0x80000000LL;   // HT_MAX_SIZE on 64-bit

/// What var_destroy does with an entry of the list below.
enum class Delayed { Release, Wakeup, Unserialize };

/// A value unserialize() releases at its end, in order; Wakeup and
/// Unserialize entries first get their __wakeup() / __unserialize() call
/// (an Unserialize entry's data array is the entry after it).
struct DtorEntry {
  TypedValue val;   // owned
  Delayed what;
};

/// One unserialize() call's state (php_unserialize_data).
struct UnserializeState {
  std::vector<TypedValue*> slots;        // value number - 1 -> its slot
  std::vector<DtorEntry> dtors;
  bool restrictClasses = false;          // allowed_classes given as false or an array
  std::vector<std::string> allowed;      // lowercase names
  int64_t maxDepth = 4096;
  int64_t depth = 0;
  /// The results of unserialize() calls nested in this one (made by
  /// Serializable::unserialize()): numbered slots that live to the end.
  std::deque<TypedValue> nestedRoots;
  /// Slots of typed declared properties read so far: an R: to one makes a
  /// reference whose value that type constrains.
  std::unordered_map<const TypedValue*, const PropSlot*> typedSlots;
  const PropSlot* lastRefSource = nullptr;   // set by R: to a typed property's slot

  void keepAlive(TypedValue v) {
    v.m_aux8 = 0;
    v.m_aux32 = 0;
    if (v.isRefcounted()) dtors.push_back({v, Delayed::Release});
  }
  /// php's var_destroy.
  void destroy();
  ~UnserializeState() {
    for (DtorEntry& d : dtors) tvDecRef(d.val);
    for (TypedValue& v : nestedRoots) tvDecRef(v);
  }
};

/// The state an unserialize() called by Serializable::unserialize() shares
/// (php's BG(unserialize) at level > 1): its back-references reach the
/// outer values, its values are numbered after them, and the depth limit
/// counts from the outer depth.
thread_local UnserializeState* t_shared = nullptr;
const RequestLocalReset kResetUnserialize([] { t_shared = nullptr; });

/// __PHP_Incomplete_Class, defined on first use.
Class* incompleteClass() { return lookupClassAutoload(kIncompleteClassName); }

class Reader {
public:
  Reader(std::string_view s, UnserializeState& st) : m_s(s), m_st(st) {}
  size_t pos = 0;

  /// php_var_unserialize_internal: reads one value into *rval (a Null slot);
  /// `numbered` is false for array keys.
  bool value(TypedValue* rval, bool numbered);

private:
  std::string_view m_s;
  UnserializeState& m_st;

  unsigned char at(size_t i) const { return i < m_s.size() ? static_cast<unsigned char>(m_s[i]) : 0; }
  static bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
  size_t digitsFrom(size_t i) const {
    size_t j = i;
    while (isDigit(at(j))) ++j;
    return j;
  }
  /// parse_iv2: an optionally signed decimal from i; sets `end` after it.
  int64_t parseInt(size_t i, size_t* end);
  static size_t parseUnsigned(std::string_view s, size_t i);

  bool backReference(TypedValue* rval, size_t start, bool isRef, bool numbered);
  bool number(TypedValue* rval, size_t start);
  bool string(TypedValue* rval, size_t start, bool escaped);
  bool array(TypedValue* rval, size_t start, bool numbered);
  bool object(TypedValue* rval, size_t start, bool numbered);
  bool enumCase(TypedValue* rval, size_t start, bool numbered);
  bool nestedArray(ArrayData*& arr, int64_t elements);
  bool nestedObject(ObjectData* obj, int64_t elements);
  bool objectCommon(ObjectData* obj, int64_t elements, bool hasUnserialize, bool incomplete);
  bool customObject(TypedValue* rval, Class* cls, bool incomplete);
  bool finishNested();
  bool depthExceeded();
  Class* findClass(const std::string& name, bool& incomplete, bool& fail);
};

TypedValue* propSlotFor(ObjectData* obj, StringData* key, const PropSlot*& declared, bool& fail);

/// checkDynamicPropCreation() for a property table key (a mangled name counts
/// by its plain name).
void checkDynamicPropFromKey(ObjectData* obj, StringData* key) {
  std::string_view shown = key->view();
  if (!shown.empty() && shown[0] == '\0') shown = shown.substr(shown.find('\0', 1) + 1);
  StringData* plain = StringData::make(shown);
  struct Rel {
    StringData* s;
    ~Rel() { s->decRef(); }
  } rel{plain};
  checkDynamicPropCreation(obj, plain);
}

int64_t Reader::parseInt(size_t i, size_t* end) {
  bool neg = false;
  if (at(i) == '-') {
    neg = true;
    ++i;
  } else if (at(i) == '+') {
    ++i;
  }
  while (at(i) == '0') ++i;
  size_t start = i;
  uint64_t result = 0;
  while (isDigit(at(i))) {
    result = result * 10 + uint64_t(at(i) - '0');
    ++i;
  }
  if (end) *end = i;
  // MAX_LENGTH_OF_LONG - 1 = 20 digits at most, and within range.
  if (i - start > 19 || result > uint64_t(INT64_MAX) + (neg ? 1 : 0)) {
    raiseWarning("unserialize(): Numerical result out of range");
    return neg ? INT64_MIN : INT64_MAX;
  }
  return neg ? int64_t(0 - result) : int64_t(result);
}

size_t Reader::parseUnsigned(std::string_view s, size_t i) {
  size_t r = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') r = r * 10 + size_t(s[i++] - '0');
  return r;
}

bool Reader::depthExceeded() {
  if (m_st.maxDepth > 0 && m_st.depth >= m_st.maxDepth) {
    raiseWarning("unserialize(): Maximum depth of %lld exceeded. The depth limit can be changed using the max_depth "
                 "unserialize() option or the unserialize_max_depth ini setting",
                 (long long)m_st.maxDepth);
    return true;
  }
  return false;
}

bool Reader::finishNested() {
  if (pos >= m_s.size() || m_s[pos] != '}') return false;
  ++pos;
  return true;
}

bool Reader::value(TypedValue* rval, bool numbered) {
  size_t start = pos;
  if (pos >= m_s.size()) return false;
  if (numbered && m_s[pos] != 'R') m_st.slots.push_back(rval);
  unsigned char c = at(pos);
  switch (c) {
    case 'R':
    case 'r': return backReference(rval, start, c == 'R', numbered);
    case 'N':
      if (at(pos + 1) != ';') return false;
      pos += 2;
      tvSetRawMove(*rval, makeNull());
      return true;
    case 'b':
      if (at(pos + 1) != ':' || (at(pos + 2) != '0' && at(pos + 2) != '1') || at(pos + 3) != ';') return false;
      tvSetRawMove(*rval, makeBool(at(pos + 2) == '1'));
      pos += 4;
      return true;
    case 'i': {
      if (at(pos + 1) != ':') return false;
      size_t i = pos + 2;
      if (at(i) == '+' || at(i) == '-') ++i;
      size_t j = digitsFrom(i);
      if (j == i || at(j) != ';') return false;
      pos = j + 1;
      tvSetRawMove(*rval, makeInt(parseInt(start + 2, nullptr)));
      return true;
    }
    case 'd': return number(rval, start);
    case 's':
    case 'S': return string(rval, start, c == 'S');
    case 'a': return array(rval, start, numbered);
    case 'O':
    case 'C': return object(rval, start, numbered);
    case 'E': return enumCase(rval, start, numbered);
    case '}':
      raiseNotice("unserialize(): Unexpected end of serialized data");
      return false;
    default: return false;
  }
}

bool Reader::backReference(TypedValue* rval, size_t start, bool isRef, bool numbered) {
  if (at(start + 1) != ':') return false;
  size_t j = digitsFrom(start + 2);
  if (j == start + 2 || at(j) != ';') return false;
  pos = j + 1;
  if (!numbered) return false;
  size_t id = parseUnsigned(m_s, start + 2);
  if (id == 0 || id > m_st.slots.size() || !m_st.slots[id - 1]) return false;
  TypedValue* target = m_st.slots[id - 1];
  if (target == rval) return false;
  if (isRef) {
    auto src = m_st.typedSlots.find(target);
    m_st.lastRefSource = src == m_st.typedSlots.end() ? nullptr : src->second;
    if (target->m_type != DataType::Reference) {
      TypedValue inner = *target;
      inner.m_aux32 = 0;
      TypedValue ref = makeRefNoIncRef(makeRefData(inner));
      target->m_data = ref.m_data;   // the slot's aux bits (hash chains) stay
      target->m_type = ref.m_type;
    }
    TypedValue copy = *target;
    tvIncRef(copy);
    tvSetRawMove(*rval, copy);
    return true;
  }
  const TypedValue& d = *tvDeref(target);
  if (!d.isObject()) return false;
  tvSetRawMove(*rval, tvCopyValue(d));
  return true;
}

bool Reader::number(TypedValue* rval, size_t start) {
  if (at(start + 1) != ':') return false;
  size_t i = start + 2;
  size_t semi = m_s.find(';', i);
  if (semi == std::string_view::npos) return false;
  std::string_view body = m_s.substr(i, semi - i);
  if (body == "NAN" || body == "INF" || body == "-INF") {
    pos = semi + 1;
    double d = body == "NAN" ? NAN : (body == "INF" ? INFINITY : -INFINITY);
    tvSetRawMove(*rval, makeDouble(d));
    return true;
  }
  // iv | nv | nvexp: [+-]? (digits | digits? "." digits | digits "." digits?) ([eE] [+-]? digits)?
  size_t k = 0;
  auto digits = [&]() {
    size_t b = k;
    while (k < body.size() && isDigit(static_cast<unsigned char>(body[k]))) ++k;
    return k - b;
  };
  if (k < body.size() && (body[k] == '+' || body[k] == '-')) ++k;
  size_t intDigits = digits();
  size_t fracDigits = 0;
  bool dot = false;
  if (k < body.size() && body[k] == '.') {
    dot = true;
    ++k;
    fracDigits = digits();
  }
  if (intDigits == 0 && fracDigits == 0) return false;
  if (dot && intDigits == 0 && fracDigits == 0) return false;
  if (k < body.size() && (body[k] == 'e' || body[k] == 'E')) {
    ++k;
    if (k < body.size() && (body[k] == '+' || body[k] == '-')) ++k;
    if (digits() == 0) return false;
  }
  if (k != body.size()) return false;
  pos = semi + 1;
  tvSetRawMove(*rval, makeDouble(std::strtod(std::string(body).c_str(), nullptr)));
  return true;
}

bool Reader::string(TypedValue* rval, size_t start, bool escaped) {
  if (at(start + 1) != ':') return false;
  size_t j = digitsFrom(start + 2);
  if (j == start + 2 || at(j) != ':' || at(j + 1) != '"') return false;
  size_t len = parseUnsigned(m_s, start + 2);
  size_t cursor = j + 2;
  size_t maxlen = m_s.size() - cursor;
  if (maxlen < len) {
    pos = start + 2;
    return false;
  }
  std::string str;
  if (!escaped) {
    str.assign(m_s.substr(cursor, len));
    cursor += len;
  } else {
    // \xx hex escapes; `len` counts decoded bytes.
    size_t end = cursor + maxlen;
    for (size_t n = 0; n < len; ++n) {
      if (cursor >= end) return false;
      if (m_s[cursor] != '\\') {
        str += m_s[cursor];
      } else {
        unsigned char ch = 0;
        for (int h = 0; h < 2; ++h) {
          unsigned char x = at(++cursor);
          if (x >= '0' && x <= '9') ch = static_cast<unsigned char>((ch << 4) + (x - '0'));
          else if (x >= 'a' && x <= 'f') ch = static_cast<unsigned char>((ch << 4) + (x - 'a' + 10));
          else if (x >= 'A' && x <= 'F') ch = static_cast<unsigned char>((ch << 4) + (x - 'A' + 10));
          else return false;
        }
        str += char(ch);
      }
      ++cursor;
    }
  }
  if (at(cursor) != '"') {
    pos = cursor;
    return false;
  }
  if (at(cursor + 1) != ';') {
    pos = cursor + 1;
    return false;
  }
  pos = cursor + 2;
  tvSetRawMove(*rval, makeStringNoIncRef(StringData::make(str)));
  return true;
}

bool Reader::array(TypedValue* rval, size_t start, bool numbered) {
  if (at(start + 1) != ':') return false;
  size_t j = digitsFrom(start + 2);
  if (j == start + 2 || at(j) != ':' || at(j + 1) != '{') return false;
  int64_t elements = parseInt(start + 2, nullptr);
  pos = j + 2;
  if (!numbered) return false;
  if (elements < 0 || elements >= kMaxArraySize || elements > int64_t(m_s.size() - pos) / 2) return false;
  if (elements == 0) {
    tvSetRawMove(*rval, makeArrayNoIncRef(ArrayData::empty()));
    return finishNested();
  }
  // Room for every element up front: the slots must not move while reading.
  // (A local pointer: an R: may turn *rval into a reference to this array.)
  ArrayData* arr = ArrayData::makeHash(uint32_t(elements));
  tvSetRawMove(*rval, makeArrayNoIncRef(arr));
  if (!nestedArray(arr, elements)) return false;
  return finishNested();
}

/// process_nested_array_data: `elements` key/value pairs into arr.
bool Reader::nestedArray(ArrayData*& arr, int64_t elements) {
  checkNativeStack();
  if (depthExceeded()) return false;
  ++m_st.depth;
  struct DepthGuard {
    int64_t& d;
    ~DepthGuard() { --d; }
  } guard{m_st.depth};
  while (elements-- > 0) {
    TypedValue key = makeNull();
    if (!value(&key, false)) {
      tvDecRef(key);
      return false;
    }
    ArrayKey k;
    if (key.isInt()) {
      k = ArrayKey::ofInt(key.m_data.num);
    } else if (key.isString()) {
      k = strToArrayKey(key.m_data.pstr);
    } else {
      tvDecRef(key);
      return false;
    }
    TypedValue* slot = ArrayData::lval(arr, k);
    tvDecRef(key);
    if (!slot->isNull()) {
      // A repeated key: the earlier value may be referenced; keep it alive.
      m_st.keepAlive(*slot);
      slot->m_type = DataType::Null;
    }
    if (!value(slot, true)) return false;
    if (elements && at(pos - 1) != ';' && at(pos - 1) != '}') {
      --pos;
      return false;
    }
  }
  return true;
}

/// Which declared property a key in serialized data means, if any: its
/// mangled name, or (php's "visibility changed" rule) its plain name or a
/// mangling for this class or "*".
TypedValue* propSlotFor(ObjectData* obj, StringData* key, const PropSlot*& declared, bool& fail) {
  Class* cls = obj->cls();
  std::string_view k = key->view();
  for (const PropSlot& p : cls->props)
    if (mangledPropName(p) == k) {
      declared = &p;
      return obj->prop(p.slot);
    }
  if (cls->props.empty()) return nullptr;
  // Unmangle the key.
  std::string_view className, propName = k;
  bool mangled = false;
  if (!k.empty() && k[0] == '\0') {
    if (k.size() < 3 || k[1] == '\0') {
      raiseNotice("Illegal member variable name");
      fail = true;
      return nullptr;
    }
    size_t close = k.find('\0', 1);
    if (close == std::string_view::npos || close >= k.size() - 1) {
      raiseNotice("Corrupt member variable name");
      fail = true;
      return nullptr;
    }
    className = k.substr(1, close - 1);
    propName = k.substr(close + 1);
    mangled = true;
  }
  if (mangled) {
    std::string lc(className), lcls = cls->name->str();
    for (char& ch : lc) ch = char(tolower(static_cast<unsigned char>(ch)));
    for (char& ch : lcls) ch = char(tolower(static_cast<unsigned char>(ch)));
    if (className != "*" && lc != lcls) return nullptr;
  }
  // The properties this class declares or inherits visibly (not parents' privates).
  for (const PropSlot& p : cls->props) {
    if (p.isPrivate() && p.declCls != cls) continue;
    if (p.name->view() == propName) {
      declared = &p;
      return obj->prop(p.slot);
    }
  }
  return nullptr;
}

/// process_nested_object_data: `elements` properties into obj.
bool Reader::nestedObject(ObjectData* obj, int64_t elements) {
  checkNativeStack();
  if (depthExceeded()) return false;
  ++m_st.depth;
  struct DepthGuard {
    int64_t& d;
    ~DepthGuard() { --d; }
  } guard{m_st.depth};
  Class* cls = obj->cls();
  while (elements-- > 0) {
    TypedValue key = makeNull();
    if (!value(&key, false)) {
      tvDecRef(key);
      return false;
    }
    if (key.isInt()) {
      StringData* s = intToStringData(key.m_data.num);
      key = makeStringNoIncRef(s);
    } else if (!key.isString()) {
      tvDecRef(key);
      return false;
    }
    StringData* name = key.m_data.pstr;
    const PropSlot* declared = nullptr;
    bool fail = false;
    TypedValue* slot = nullptr;
    // An existing dynamic property of that exact name comes first.
    if (obj->m_dynProps) slot = const_cast<TypedValue*>(obj->m_dynProps->getStr(name));
    if (!slot) slot = propSlotFor(obj, name, declared, fail);
    if (fail) {
      tvDecRef(key);
      return false;
    }
    if (!slot) {
      try {
        checkDynamicPropFromKey(obj, name);
      } catch (...) {
        tvDecRef(key);
        throw;
      }
      if (!obj->m_dynProps) obj->m_dynProps = ArrayData::makeHash(uint32_t(elements + 1));
      slot = ArrayData::lvalStr(obj->m_dynProps, name);
    }
    tvDecRef(key);
    if (slot->m_type != DataType::Null && slot->m_type != DataType::Uninit) m_st.keepAlive(*slot);
    slot->m_type = DataType::Null;
    if (declared) clearPropUnset(obj, declared->slot);
    m_st.lastRefSource = nullptr;
    if (!value(slot, true)) return false;
    if (declared && declared->type && !declared->type->isEmpty()) {
      TypedValue& d = *tvDeref(slot);
      const PropSlot* source = slot->m_type == DataType::Reference ? m_st.lastRefSource : nullptr;
      if (source && source != declared) {
        // A reference another typed property holds: its value must fit this
        // type as it is (no coercion may change it under the other property).
        // (A value this type refuses outright is the usual "Cannot assign" below.)
        TypedValue probe = tvCopyValue(d);
        bool coerced = checkType(probe, *declared->type, true, TypeCheckContext::Property, declared->declCls,
                                 declared->declCls) &&
                       probe.m_type != d.m_type;
        tvDecRef(probe);
        if (coerced) {
          std::string given = typeNameForMessage(d);
          TypedValue old = *slot;
          slot->m_type = DataType::Uninit;
          slot->m_data.num = 0;
          tvDecRef(old);
          throwErrorF(ErrorKind::TypeError,
                      "Reference with value of type %s held by property %s::$%s of type %s is not compatible with "
                      "property %s::$%s of type %s",
                      given.c_str(), source->declCls->name->data(), source->name->data(),
                      source->type->display.c_str(), declared->declCls->name->data(), declared->name->data(),
                      declared->type->display.c_str());
        }
      }
      if (!checkType(d, *declared->type, true, TypeCheckContext::Property, declared->declCls, declared->declCls)) {
        std::string given = typeNameForMessage(d);
        TypedValue old = *slot;
        slot->m_type = DataType::Uninit;
        slot->m_data.num = 0;
        tvDecRef(old);
        throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
                    declared->declCls->name->data(), declared->name->data(), declared->type->display.c_str());
      }
      m_st.typedSlots[slot] = declared;
    }
    (void)cls;
    if (elements && at(pos - 1) != ';' && at(pos - 1) != '}') {
      --pos;
      return false;
    }
  }
  return true;
}

bool Reader::objectCommon(ObjectData* obj, int64_t elements, bool hasUnserialize, bool incomplete) {
  if (hasUnserialize) {
    if (elements >= kMaxArraySize) return false;
    TypedValue ary = makeArrayNoIncRef(ArrayData::makeHash(uint32_t(elements ? elements : 1)));
    if (!nestedArray(ary.m_data.parr, elements)) {
      obj->setFlag(ObjectData::kDestructed);
      tvDecRef(ary);
      return false;
    }
    obj->incRef();
    m_st.dtors.push_back({makeObjectNoIncRef(obj), Delayed::Unserialize});
    m_st.dtors.push_back({ary, Delayed::Release});
    return finishNested();
  }
  bool hasWakeup = !incomplete && obj->cls()->magicWakeup;
  bool ok;
  try {
    ok = nestedObject(obj, elements);
  } catch (...) {
    if (hasWakeup) obj->setFlag(ObjectData::kDestructed);
    throw;
  }
  if (!ok) {
    if (hasWakeup) obj->setFlag(ObjectData::kDestructed);
    return false;
  }
  if (hasWakeup) {
    obj->incRef();
    m_st.dtors.push_back({makeObjectNoIncRef(obj), Delayed::Wakeup});
  }
  return finishNested();
}

/// A class name php accepts (zend_is_valid_class_name): name characters and
/// namespace separators.
bool validClassName(std::string_view n) {
  for (unsigned char c : n)
    if (!(isalnum(c) || c == '_' || c == '\\' || c >= 0x80)) return false;
  return true;
}

Class* Reader::findClass(const std::string& name, bool& incomplete, bool& fail) {
  std::string lc = name;
  for (char& ch : lc) ch = char(tolower(static_cast<unsigned char>(ch)));
  if (m_st.restrictClasses) {
    bool ok = false;
    for (const std::string& a : m_st.allowed) ok = ok || a == lc;
    if (!ok) {
      if (!validClassName(name)) {
        fail = true;
        return nullptr;
      }
      incomplete = true;
      return incompleteClass();
    }
  }
  if (!validClassName(name)) {
    fail = true;
    return nullptr;
  }
  Class* cls = lookupClassAutoload(name);
  if (cls && !(cls->attrs & kClsAnonymous)) return cls;
  std::string callback = ctx().ini.get("unserialize_callback_func").value_or("");
  if (!callback.empty()) {
    TypedValue fn = makeStringNoIncRef(StringData::make(callback));
    {
      ResolvedCallable rc;
      std::string why;
      if (!resolveCallable(fn, rc, &why, nullptr)) {
        tvDecRef(fn);
        throwErrorF(ErrorKind::Error, "Invalid callback %s, %s", callback.c_str(), why.c_str());
      }
    }
    TypedValue arg = makeStringNoIncRef(StringData::make(name));
    TypedValue r;
    try {
      r = callCallable(fn, &arg, 1);
    } catch (...) {
      tvDecRef(fn);
      tvDecRef(arg);
      throw;
    }
    tvDecRef(r);
    tvDecRef(fn);
    tvDecRef(arg);
    cls = lookupClassAutoload(name);
    if (cls) return cls;
    raiseWarning("unserialize(): Function %s() hasn't defined the class it was called for", callback.c_str());
  }
  incomplete = true;
  return incompleteClass();
}

void storeIncompleteName(ObjectData* obj, const std::string& name) {
  if (!obj->m_dynProps) obj->m_dynProps = ArrayData::makeHash(8);
  StringData* k = StringData::make(kIncompleteClassNameProp);
  ArrayData::set(obj->m_dynProps, ArrayKey::ofStr(k), makeStringNoIncRef(StringData::make(name)));
  k->decRef();
}

bool Reader::customObject(TypedValue* rval, Class* cls, bool incomplete) {
  size_t p;
  int64_t datalen = parseInt(pos + 2, &p);
  pos = p;
  if (m_s.size() - pos < 2) return false;
  if (m_s[pos] != ':') return false;
  if (m_s[pos + 1] != '{') {
    pos += 1;
    return false;
  }
  pos += 2;
  int64_t present = int64_t(m_s.size() - pos);
  if (datalen < 0 || present <= datalen) {
    raiseWarning("Insufficient data for unserializing - %lld required, %lld present", (long long)datalen,
                 (long long)present);
    return false;
  }
  if (m_s[pos + size_t(datalen)] != '}') {
    pos += size_t(datalen);
    return false;
  }
  if (incomplete || !classImplements(cls, kIfaceSerializable)) {
    raiseWarning("Class %s has no unserializer", cls->name->data());
    tvSetRawMove(*rval, makeObjectNoIncRef(instantiate(cls)));
  } else {
    ObjectData* obj = instantiate(cls);
    tvSetRawMove(*rval, makeObjectNoIncRef(obj));
    TypedValue data = makeStringNoIncRef(StringData::make(m_s.substr(pos, size_t(datalen))));
    TypedValue r;
    UnserializeState* savedShared = t_shared;
    t_shared = &m_st;
    try {
      r = callMethod(obj, "unserialize", &data, 1);
    } catch (...) {
      t_shared = savedShared;
      tvDecRef(data);
      throw;
    }
    t_shared = savedShared;
    tvDecRef(data);
    tvDecRef(r);
  }
  pos += size_t(datalen) + 1;
  return true;
}

bool Reader::object(TypedValue* rval, size_t start, bool numbered) {
  if (at(start + 1) != ':') return false;
  size_t j = digitsFrom(start + 2);
  if (j == start + 2 || at(j) != ':' || at(j + 1) != '"') return false;
  if (!numbered) return false;
  bool custom = m_s[start] == 'C';
  size_t len = parseUnsigned(m_s, start + 2);
  size_t cursor = j + 2;
  size_t maxlen = m_s.size() - cursor;
  if (maxlen < len || len == 0) {
    pos = start + 2;
    return false;
  }
  std::string name(m_s.substr(cursor, len));
  cursor += len;
  if (at(cursor) != '"') {
    pos = cursor;
    return false;
  }
  if (at(cursor + 1) != ':') {
    pos = cursor + 1;
    return false;
  }
  if (name[0] == '\0' || name[0] == '\\') return false;
  bool incomplete = false, fail = false;
  Class* cls = findClass(name, incomplete, fail);
  if (fail || !cls) return false;
  pos = cursor;
  if (!classIsSerializable(cls))
    throwErrorF(ErrorKind::Exception, "Unserialization of '%s' is not allowed", classDisplayName(cls).c_str());
  if (custom) {
    if (!customObject(rval, cls, incomplete)) return false;
    if (incomplete) storeIncompleteName(rval->m_data.pobj, name);
    return true;
  }
  if (pos + 2 >= m_s.size()) {
    raiseWarning("Bad unserialize data");
    return false;
  }
  size_t afterCount;
  int64_t elements = parseInt(pos + 2, &afterCount);
  pos = afterCount;
  if (elements < 0 || elements > int64_t(m_s.size() - cursor) / 2) return false;
  if (at(pos) != ':') return false;
  if (at(pos + 1) != '{') {
    pos += 1;
    return false;
  }
  pos += 2;
  bool hasUnserialize = !incomplete && cls->magicUnserialize;
  if (classImplements(cls, kIfaceSerializable) && !hasUnserialize) {
    raiseWarning("Erroneous data format for unserializing '%s'", cls->name->data());
    return false;
  }
  ObjectData* obj = instantiate(cls);
  tvSetRawMove(*rval, makeObjectNoIncRef(obj));
  if (incomplete) storeIncompleteName(obj, name);
  // Dynamic properties get their room up front, like the array slots.
  if (!hasUnserialize && elements > 0) {
    if (!obj->m_dynProps) {
      obj->m_dynProps = ArrayData::makeHash(uint32_t(elements + 1));
    } else if (obj->m_dynProps->size() + uint64_t(elements) > obj->m_dynProps->m_cap) {
      ArrayData* bigger = ArrayData::makeHash(uint32_t(obj->m_dynProps->size() + elements + 1));
      forEachElem(obj->m_dynProps, [&](const TypedValue& k, const TypedValue& v) {
        TypedValue c = v;
        tvIncRef(c);
        ArrayData::setRaw(bigger, keyOf(k), c);
      });
      obj->m_dynProps->decRef();
      obj->m_dynProps = bigger;
    }
  }
  return objectCommon(obj, elements, hasUnserialize, incomplete);
}

bool Reader::enumCase(TypedValue* rval, size_t start, bool numbered) {
  if (at(start + 1) != ':') return false;
  size_t j = digitsFrom(start + 2);
  if (j == start + 2 || at(j) != ':' || at(j + 1) != '"') return false;
  if (!numbered) return false;
  size_t len = parseUnsigned(m_s, start + 2);
  size_t cursor = j + 2;
  size_t maxlen = m_s.size() - cursor;
  if (maxlen < len || len == 0) {
    pos = start + 2;
    return false;
  }
  std::string_view str = m_s.substr(cursor, len);
  cursor += len;
  if (at(cursor) != '"') {
    pos = cursor;
    return false;
  }
  if (at(cursor + 1) != ';') {
    pos = cursor + 1;
    return false;
  }
  size_t colon = str.find(':');
  if (colon == std::string_view::npos) {
    raiseWarning("unserialize(): Invalid enum name '%.*s' (missing colon)", int(str.size()), str.data());
    return false;
  }
  std::string enumName(str.substr(0, colon)), caseName(str.substr(colon + 1));
  if (!validClassName(enumName)) return false;
  Class* cls = lookupClassAutoload(enumName);
  if (!cls) {
    raiseWarning("unserialize(): Class '%s' not found", enumName.c_str());
    return false;
  }
  if (!cls->isEnum()) {
    raiseWarning("unserialize(): Class '%s' is not an enum", enumName.c_str());
    return false;
  }
  pos = cursor + 2;
  ClassConst* c = cls->findConst(caseName);
  if (!c) {
    raiseWarning("unserialize(): Undefined constant %s::%s", enumName.c_str(), caseName.c_str());
    return false;
  }
  if (!c->isEnumCase) {
    raiseWarning("unserialize(): %s::%s is not an enum case", enumName.c_str(), caseName.c_str());
    return false;
  }
  ObjectData* o = hop::enumCase(cls, c);
  o->incRef();
  tvSetRawMove(*rval, makeObjectNoIncRef(o));
  return true;
}

/// The delayed __unserialize()/__wakeup() calls, then the releases, in one
/// pass as php's var_destroy does. After a call throws (or when an exception
/// is already pending) the remaining calls are skipped and their objects will
/// not run destructors; the exception is rethrown at the end.
void UnserializeState::destroy() {
  std::vector<DtorEntry> list = std::move(dtors);
  dtors.clear();
  bool failed = false;
  std::exception_ptr pending;
  for (size_t i = 0; i < list.size(); ++i) {
    DtorEntry& d = list[i];
    if (d.what != Delayed::Release) {
      ObjectData* obj = d.val.m_data.pobj;
      if (failed) {
        obj->setFlag(ObjectData::kDestructed);
      } else {
        try {
          TypedValue r;
          if (d.what == Delayed::Wakeup) {
            r = callMethod(obj, "__wakeup", nullptr, 0);
          } else {
            TypedValue arg = list[i + 1].val;
            r = callMethod(obj, "__unserialize", &arg, 1);
          }
          tvDecRef(r);
        } catch (...) {
          failed = true;
          obj->setFlag(ObjectData::kDestructed);
          pending = std::current_exception();
        }
      }
    }
    TypedValue v = d.val;
    d.val = makeNull();
    tvDecRef(v);
  }
  if (pending) std::rethrow_exception(pending);
}

/// An exception left unserialize(): the delayed calls would be skipped, so
/// their objects are marked as php marks them, then everything is released.
void abandon(UnserializeState& st) {
  for (DtorEntry& d : st.dtors)
    if (d.what != Delayed::Release) d.val.m_data.pobj->setFlag(ObjectData::kDestructed);
}

void readOptions(NativeArgs& a, UnserializeState& st) {
  if (!a.has(1)) return;
  ArrayData* opts = a.arr(1);
  if (const TypedValue* classes = opts->getStr("allowed_classes")) {
    const TypedValue& c = *tvDeref(classes);
    if (!c.isArray() && !c.isBool())
      throwErrorF(ErrorKind::TypeError, "unserialize(): Option \"allowed_classes\" must be of type array|bool, %s given",
                  typeNameForMessage(c).c_str());
    st.restrictClasses = c.isArray() || !c.m_data.num;
    st.allowed.clear();
    if (c.isArray())
      forEachElem(c.m_data.parr, [&](const TypedValue&, const TypedValue& v) {
        std::string n = toStdString(v);
        for (char& ch : n) ch = char(tolower(static_cast<unsigned char>(ch)));
        st.allowed.push_back(n);
      });
  }
  if (const TypedValue* depth = opts->getStr("max_depth")) {
    const TypedValue& d = *tvDeref(depth);
    if (!d.isInt())
      throwErrorF(ErrorKind::TypeError, "unserialize(): Option \"max_depth\" must be of type int, %s given",
                  typeNameForMessage(d).c_str());
    if (d.m_data.num < 0)
      throwError(ErrorKind::ValueError, "unserialize(): Option \"max_depth\" must be greater than or equal to 0");
    st.maxDepth = d.m_data.num;
    st.depth = 0;   // a nested call given its own limit counts from zero
  }
}

/// unserialize() called by Serializable::unserialize(): reads into the
/// outer call's state, whose end runs the delayed calls.
void nestedUnserialize(NativeArgs& a, std::string_view s, UnserializeState& st) {
  bool restrict = st.restrictClasses;
  std::vector<std::string> allowed = st.allowed;
  int64_t maxDepth = st.maxDepth, depth = st.depth;
  struct Restore {
    UnserializeState& st;
    bool& restrict;
    std::vector<std::string>& allowed;
    int64_t maxDepth, depth;
    ~Restore() {
      st.restrictClasses = restrict;
      st.allowed = std::move(allowed);
      st.maxDepth = maxDepth;
      st.depth = depth;
    }
  } restore{st, restrict, allowed, maxDepth, depth};
  readOptions(a, st);
  st.nestedRoots.push_back(makeNull());
  TypedValue* slot = &st.nestedRoots.back();
  Reader r(s, st);
  size_t firstSlot = st.slots.size();
  if (!r.value(slot, true)) {
    // What the failed call numbered can no longer be referred to.
    for (size_t i = firstSlot; i < st.slots.size(); ++i) st.slots[i] = nullptr;
    raiseNotice("unserialize(): Error at offset %zu of %zu bytes", r.pos, s.size());
    a.retBool(false);
    return;
  }
  a.retCopy(*tvDeref(slot));
}

void f_unserialize(NativeArgs& a) {
  std::string_view s = a.sv(0);
  if (s.empty()) {
    a.retBool(false);
    return;
  }
  if (t_shared) {
    nestedUnserialize(a, s, *t_shared);
    return;
  }
  UnserializeState st;
  st.maxDepth = ctx().ini.getInt("unserialize_max_depth");
  readOptions(a, st);
  TypedValue result = makeNull();
  Reader r(s, st);
  bool ok;
  try {
    ok = r.value(&result, true);
  } catch (...) {
    tvDecRef(result);
    abandon(st);
    throw;
  }
  if (!ok) {
    try {
      raiseNotice("unserialize(): Error at offset %zu of %zu bytes", r.pos, s.size());
    } catch (...) {
      tvDecRef(result);
      abandon(st);
      throw;
    }
    tvDecRef(result);
    a.retBool(false);
    st.destroy();
    return;
  }
  // The delayed __wakeup()/__unserialize() calls run first: through an R:
  // to the top value they may change what is returned.
  try {
    st.destroy();
  } catch (...) {
    tvDecRef(result);
    throw;
  }
  a.retCopy(*tvDeref(&result));   // the value, even when an R: made the slot a reference
  tvDecRef(result);
}

} // namespace

struct UnserializeSeq::Impl {
  std::unique_ptr<UnserializeState> own;
  UnserializeState* st;
};

UnserializeSeq::UnserializeSeq(std::string_view d) : data(d), m(std::make_unique<Impl>()) {
  if (t_shared) {
    m->st = t_shared;
  } else {
    m->own = std::make_unique<UnserializeState>();
    m->own->maxDepth = ctx().ini.getInt("unserialize_max_depth");
    m->st = m->own.get();
  }
}

UnserializeSeq::~UnserializeSeq() {
  if (m->own) abandon(*m->own);   // left by an exception: the delayed calls are skipped
}

const TypedValue* UnserializeSeq::read() {
  UnserializeState& st = *m->st;
  st.nestedRoots.push_back(makeNull());
  TypedValue* slot = &st.nestedRoots.back();
  Reader r(data, st);
  r.pos = pos;
  size_t firstSlot = st.slots.size();
  bool ok = r.value(slot, true);
  pos = r.pos;
  if (!ok) {
    for (size_t i = firstSlot; i < st.slots.size(); ++i) st.slots[i] = nullptr;
    return nullptr;
  }
  return tvDeref(slot);
}

void UnserializeSeq::finish() {
  if (m->own) m->own->destroy();
}

void UnserializeSeq::fail() {
  finish();
  throwObject(makeThrowable("UnexpectedValueException",
                            "Error at offset " + std::to_string(pos) + " of " + std::to_string(data.size()) + " bytes"));
}

int64_t UnserializeSeq::readLeadInt() {
  if (peek() != 'x') fail();
  pos = 1;
  if (peek() != ':') fail();
  pos = 2;
  const TypedValue* n = read();
  if (!n || !n->isInt()) fail();
  --pos;   // back to the ';' that ends it
  return n->m_data.num;
}

void UnserializeSeq::finishWithMembers(ObjectData* o) {
  if (peek() != 'm') fail();
  ++pos;
  if (peek() != ':') fail();
  ++pos;
  const TypedValue* members = read();
  if (!members || !members->isArray()) fail();
  loadSerializedProps(o, members->m_data.parr);
  finish();
}

void loadSerializedProps(ObjectData* o, ArrayData* props) {
  forEachElem(props, [&](const TypedValue& k, const TypedValue& v) {
    StringData* name = k.isInt() ? intToStringData(k.m_data.num) : (k.m_data.pstr->incRef(), k.m_data.pstr);
    struct Rel {
      StringData* s;
      ~Rel() { s->decRef(); }
    } rel{name};
    const PropSlot* declared = nullptr;
    bool fail = false;
    TypedValue* slot = o->m_dynProps ? const_cast<TypedValue*>(o->m_dynProps->getStr(name)) : nullptr;
    if (!slot) slot = propSlotFor(o, name, declared, fail);
    if (fail) return;
    TypedValue val = tvCopyValue(*tvDeref(&v));
    if (declared && declared->type && !declared->type->isEmpty() &&
        !checkType(val, *declared->type, true, TypeCheckContext::Property, declared->declCls, declared->declCls)) {
      std::string given = typeNameForMessage(val);
      tvDecRef(val);
      throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
                  declared->declCls->name->data(), declared->name->data(), declared->type->display.c_str());
    }
    if (!slot) {
      try {
        checkDynamicPropFromKey(o, name);
      } catch (...) {
        tvDecRef(val);
        throw;
      }
      if (!o->m_dynProps) o->m_dynProps = ArrayData::makeHash(props->size());
      slot = ArrayData::lvalStr(o->m_dynProps, name);
    }
    if (declared) clearPropUnset(o, declared->slot);
    TypedValue old = *slot;
    *slot = val;
    tvDecRef(old);
  });
}

namespace {

const BuiltinDecl kUnserializeBuiltins[] = {
    {"unserialize(string $data, array $options = []): mixed", f_unserialize},
};
HOP_REGISTER_BUILTINS(kUnserializeBuiltins);

} // namespace

} // namespace hop
