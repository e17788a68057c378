// serialize.cpp — serialize(): php's text format for values, with object
// identity and references (r:N; / R:N;), __serialize, __sleep, Serializable
// (C: format) and enums (E:).
//
// Every value written gets a number (1-based, in output order); a second
// occurrence of an object or of a PHP reference is written as a back-reference
// to that number. unserialize.cpp reads the same numbering.
#include <cmath>
#include <string>
#include <unordered_map>

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/serialize.h"
#include "runtime/class/pre-class.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/number/double-format.h"
#include "runtime/object/object-data.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/interp.h"

namespace hop {

std::string mangledPropName(const PropSlot& p) {
  if (p.isPrivate()) return std::string(1, '\0') + p.declCls->name->str() + std::string(1, '\0') + p.name->str();
  if (p.isProtected()) return std::string("\0*\0", 3) + p.name->str();
  return p.name->str();
}

bool classIsSerializable(const Class* cls) {
  if (cls->attrs & kClsAnonymous) return false;
  if (cls->native.notSerializable) return false;
  // The systemlib classes declared #[NotSerializable] (php's
  // ZEND_ACC_NOT_SERIALIZABLE) and their subclasses.
  for (const Class* c = cls; c; c = c->parent) {
    if (!(c->attrs & kClsBuiltin) || !c->pre) continue;
    for (const StringData* n : c->pre->attributeNames)
      if (n->view() == "NotSerializable") return false;
  }
  return true;
}

std::string classDisplayName(const Class* cls) {
  // Anonymous class names carry "\0file:line$n" after "class@anonymous".
  std::string_view n = cls->name->view();
  return std::string(n.substr(0, n.find('\0')));
}

namespace {

/// The numbering of one serialize() call (shared with serialize() calls made
/// by Serializable::serialize() methods it runs, as php does).
struct SerializeState {
  std::unordered_map<const void*, int64_t> seen;   // object or reference -> its number (-1: written as N;)
  int64_t n = 0;
};

thread_local SerializeState* tl_activeState = nullptr;
/// Nonzero while __sleep/__serialize run: serialize() calls they make start afresh.
thread_local int tl_serializeLock = 0;
const RequestLocalReset kResetSerialize([] {
  tl_activeState = nullptr;   // a request ended inside __sleep/__serialize
  tl_serializeLock = 0;
});

struct LockGuard {
  LockGuard() { ++tl_serializeLock; }
  ~LockGuard() { --tl_serializeLock; }
};

class Serializer {
public:
  Serializer(std::string& out, SerializeState& st) : m_out(out), m_st(st) {}
  void value(const TypedValue& v, bool inSharedArray, bool isRoot);

private:
  std::string& m_out;
  SerializeState& m_st;

  int64_t addVarHash(const TypedValue& v, bool inSharedArray);
  void writeInt(int64_t i) { appendInt(m_out, i); }
  void writeKey(const TypedValue& k);
  void writeString(std::string_view s);
  template <class Each> void nested(const TypedValue& container, Each&& each, uint32_t count, bool inSharedArray);
  void nestedArray(const TypedValue& container, ArrayData* ht, uint32_t count, bool inSharedArray);
  void object(const TypedValue& v, ObjectData* o);
  void classHeader(char tag, std::string_view name);
  bool sleepProps(ObjectData* o, const TypedValue& names, ArrayData*& out);
};

/// php_add_var_hash: numbers every value; returns the earlier number of an
/// object or reference already written, else 0.
int64_t Serializer::addVarHash(const TypedValue& v, bool inSharedArray) {
  m_st.n += 1;
  bool isRef = v.m_type == DataType::Reference;
  const void* key;
  if (isRef) {
    const TypedValue& inner = v.m_data.pref->m_tv;
    key = inner.isObject() ? static_cast<const void*>(inner.m_data.pobj) : static_cast<const void*>(v.m_data.pref);
  } else if (v.isObject()) {
    // An object only this value holds cannot occur again: php does not
    // remember it (so one that __serialize() returns itself is written twice).
    if (!inSharedArray && v.m_data.pobj->m_hdr.m_count == 1) return 0;
    key = v.m_data.pobj;
  } else {
    return 0;
  }
  auto it = m_st.seen.find(key);
  if (it != m_st.seen.end()) {
    if (isRef && it->second != -1) m_st.n -= 1;   // a reference is counted once
    return it->second;
  }
  m_st.seen.emplace(key, m_st.n);
  return 0;
}

void Serializer::writeString(std::string_view s) {
  m_out += "s:";
  writeInt(int64_t(s.size()));
  m_out += ":\"";
  checkNativeBuffer(m_out.size() + s.size());   // (one string shared by many elements)
  m_out.append(s);
  m_out += "\";";
}

void Serializer::writeKey(const TypedValue& k) {
  if (k.isInt()) {
    m_out += "i:";
    writeInt(k.m_data.num);
    m_out += ';';
  } else {
    writeString(k.m_data.pstr->view());
  }
}

void Serializer::classHeader(char tag, std::string_view name) {
  m_out += tag;
  m_out += ':';
  writeInt(int64_t(name.size()));
  m_out += ":\"";
  m_out.append(name);
  m_out += "\":";
}

void Serializer::value(const TypedValue& v, bool inSharedArray, bool isRoot) {
  checkNativeStack();
  checkNativeBuffer(m_out.size());   // the result counts against memory_limit as it grows
  if (int64_t earlier = addVarHash(v, inSharedArray)) {
    if (earlier == -1) {
      m_out += "N;";   // an object whose Serializable::serialize() returned null
      return;
    }
    if (v.m_type == DataType::Reference) {
      m_out += "R:";
      writeInt(earlier);
      m_out += ';';
      return;
    }
    if (v.isObject()) {
      m_out += "r:";
      writeInt(earlier);
      m_out += ';';
      return;
    }
  }
  const TypedValue& d = *tvDeref(&v);
  switch (d.m_type) {
    case DataType::Uninit:
    case DataType::Null: m_out += "N;"; return;
    case DataType::Bool: m_out += d.m_data.num ? "b:1;" : "b:0;"; return;
    case DataType::Int:
      m_out += "i:";
      writeInt(d.m_data.num);
      m_out += ';';
      return;
    case DataType::Double:
      m_out += "d:";
      // php_gcvt with serialize_precision as set: 0 is not raised to 1 (var_export's is).
      if (ctx().serializePrecision == 0 && std::isfinite(d.m_data.dbl))
        appendDoubleGeneral(m_out, d.m_data.dbl, 0, '.', 'E');
      else
        appendDoubleSerialize(m_out, d.m_data.dbl, ctx().serializePrecision, false);
      m_out += ';';
      return;
    case DataType::String: writeString(d.m_data.pstr->view()); return;
    case DataType::Array: {
      ArrayData* a = d.m_data.parr;
      m_out += "a:";
      nestedArray(d, a, a->size(), !isRoot && (inSharedArray || a->hasMultipleRefs()));
      return;
    }
    case DataType::Object: object(d, d.m_data.pobj); return;
    case DataType::Resource: m_out += "i:0;"; return;
    case DataType::Reference: return;
  }
}

/// Writes "count:{key;value...}" for an array's elements or an object's
/// properties; `each(fn)` calls fn(key, value slot) for every entry.
template <class Each>
void Serializer::nested(const TypedValue& container, Each&& each, uint32_t count, bool inSharedArray) {
  writeInt(count);
  m_out += ":{";
  if (count > 0) {
    each([&](const TypedValue& k, const TypedValue* data) {
      writeKey(k);
      if (data->m_type == DataType::Reference && data->m_data.pref->m_hdr.m_count == 1) data = &data->m_data.pref->m_tv;
      if (!data->isArray()) {
        value(*data, inSharedArray, false);
        return;
      }
      ArrayData* inner = data->m_data.parr;
      bool recursive = inner->m_hdr.m_flags & 0x80;
      if (recursive || (container.isArray() && inner == container.m_data.parr)) {
        addVarHash(container, inSharedArray);
        m_out += "N;";
        return;
      }
      // Marks the array while it is written, to cut cycles through references.
      bool mark = !inner->isStatic();
      if (mark) inner->m_hdr.m_flags |= 0x80;
      try {
        value(*data, inSharedArray, false);
      } catch (...) {
        if (mark) inner->m_hdr.m_flags &= ~0x80;
        throw;
      }
      if (mark) inner->m_hdr.m_flags &= ~0x80;
    });
  }
  m_out += '}';
}

void Serializer::nestedArray(const TypedValue& container, ArrayData* ht, uint32_t count, bool inSharedArray) {
  nested(container, [&](auto&& fn) {
    for (uint32_t pos = ht->iterBegin(); ht->iterValid(pos); pos = ht->iterAdvance(pos)) fn(ht->iterKey(pos), ht->iterValue(pos));
  }, count, inSharedArray);
}

/// php_var_serialize_get_sleep_props: the properties __sleep() named, looked
/// up as given, then as private, then as protected.
bool Serializer::sleepProps(ObjectData* o, const TypedValue& names, ArrayData*& out) {
  Class* cls = o->cls();
  ArrayData* props = objectToArray(o);   // mangled names
  out = ArrayData::makeHash(8);
  auto tryAdd = [&](const std::string& key, const std::string& shown) -> bool {
    StringData* ks = StringData::make(key);
    const TypedValue* val = props->get(strToArrayKey(ks));
    bool found = val != nullptr;
    if (!found) {
      // An uninitialized typed property counts as present (and is skipped).
      for (const PropSlot& p : cls->props)
        if (mangledPropName(p) == key && p.type && o->prop(p.slot)->isUninit() && !isPropUnset(o, p.slot)) found = true;
      ks->decRef();
      return found;
    }
    if (out->get(strToArrayKey(ks))) {
      raiseNotice("serialize(): \"%s\" is returned from __sleep() multiple times", shown.c_str());
    } else {
      ArrayData::setRaw(out, strToArrayKey(ks), elemCopy(*val));
    }
    ks->decRef();
    return true;
  };
  const TypedValue& list = *tvDeref(&names);
  ArrayData* arr = list.isArray() ? list.m_data.parr : nullptr;
  ArrayData* objProps = nullptr;
  if (!arr) arr = objProps = objectToArray(list.m_data.pobj);
  forEachElem(arr, [&](const TypedValue&, const TypedValue& nv) {
    const TypedValue& n = *tvDeref(&nv);
    if (!n.isString())
      raiseWarning("serialize(): %s::__sleep() should return an array only containing the names of instance-variables to "
                   "serialize", cls->name->data());
    std::string name = toStdString(n);
    if (tryAdd(name, name)) return;
    std::string priv = std::string(1, '\0') + cls->name->str() + std::string(1, '\0') + name;
    if (tryAdd(priv, name)) return;
    std::string prot = std::string("\0*\0", 3) + name;
    if (tryAdd(prot, name)) return;
    raiseWarning("serialize(): \"%s\" returned as member variable from __sleep() but does not exist", name.c_str());
  });
  if (objProps) objProps->decRef();
  props->decRef();
  return true;
}

void Serializer::object(const TypedValue& v, ObjectData* o) {
  Class* cls = o->cls();
  if (!classIsSerializable(cls))
    throwErrorF(ErrorKind::Exception, "Serialization of '%s' is not allowed", classDisplayName(cls).c_str());
  if (o->hasFlag(ObjectData::kIsEnumCase)) {
    bool acc;
    int64_t slot = cls->findProp("name", cls, acc);
    std::string caseName = slot >= 0 ? toStdString(*o->prop(uint32_t(slot))) : "";
    m_out += "E:";
    writeInt(int64_t(cls->name->size() + 1 + caseName.size()));
    m_out += ":\"";
    m_out.append(cls->name->view());
    m_out += ':';
    m_out += caseName;
    m_out += "\";";
    return;
  }
  o->incRef();
  struct Release {
    ObjectData* o;
    ~Release() { o->decRef(); }
  } release{o};

  if (cls->magicSerialize) {
    TypedValue r;
    {
      LockGuard lock;
      r = callMethod(o, "__serialize", nullptr, 0);
    }
    if (!r.isArray()) {
      tvDecRef(r);
      throwErrorF(ErrorKind::TypeError, "%s::__serialize() must return an array", cls->name->data());
    }
    ArrayData* data = r.m_data.parr;
    classHeader('O', cls->name->view());
    try {
      nestedArray(v, data, data->size(), data->hasMultipleRefs());
    } catch (...) {
      data->decRef();
      throw;
    }
    data->decRef();
    return;
  }

  if (classImplements(cls, kIfaceSerializable)) {
    TypedValue r = callMethod(o, "serialize", nullptr, 0);
    if (r.isNull()) {
      // Remembered as "written as N;" so later references to it are N; too.
      m_st.seen[o] = -1;
      m_out += "N;";
      return;
    }
    if (!r.isString()) {
      tvDecRef(r);
      throwErrorF(ErrorKind::Exception, "%s::serialize() must return a string or NULL", cls->name->data());
    }
    classHeader('C', cls->name->view());
    writeInt(r.m_data.pstr->size());
    m_out += ":{";
    m_out.append(r.m_data.pstr->view());
    m_out += '}';
    tvDecRef(r);
    return;
  }

  bool incomplete = cls->name->view() == kIncompleteClassName;
  if (!incomplete && cls->magicSleep) {
    TypedValue names;
    {
      LockGuard lock;
      names = callMethod(o, "__sleep", nullptr, 0);
    }
    if (!names.isArray()) {   // php 8.2 takes only an array
      tvDecRef(names);
      raiseWarning("serialize(): %s::__sleep() should return an array only containing the names of instance-variables "
                   "to serialize", cls->name->data());
      m_out += "N;";
      return;
    }
    ArrayData* props = nullptr;
    try {
      sleepProps(o, names, props);
    } catch (...) {
      tvDecRef(names);
      if (props) props->decRef();
      throw;
    }
    tvDecRef(names);
    classHeader('O', cls->name->view());
    try {
      nestedArray(v, props, props->size(), props->hasMultipleRefs());
    } catch (...) {
      props->decRef();
      throw;
    }
    props->decRef();
    return;
  }

  std::string name = cls->name->str();
  if (incomplete) {
    // The stored original class name, without which php writes the class as is.
    if (o->m_dynProps)
      if (const TypedValue* n = o->m_dynProps->getStr(kIncompleteClassNameProp); n && tvDeref(n)->isString())
        name = tvDeref(n)->m_data.pstr->str();
  }
  classHeader('O', name);
  // The properties in place (declared slots, then dynamic ones), keyed by
  // their mangled names.
  bool hasName = incomplete && name != cls->name->view();
  uint32_t count = 0;
  forEachProp(o, [&](TypedValue pn, const Class*, uint32_t, TypedValue*, bool init) {
    if (!init) return;
    if (hasName && pn.isString() && pn.m_data.pstr->view() == kIncompleteClassNameProp) return;
    ++count;
  });
  nested(v, [&](auto&& fn) {
    for (uint32_t i = 0, n = cls->numProps(); i < n; ++i) {
      const TypedValue* pv = o->prop(i);
      if (pv->isUninit()) continue;
      StringData* key = StringData::make(mangledPropName(cls->props[i]));
      struct Rel {
        StringData* s;
        ~Rel() { s->decRef(); }
      } rel{key};
      fn(makeStringNoIncRef(key), pv);
    }
    if (ArrayData* dyn = o->m_dynProps)
      for (uint32_t pos = dyn->iterBegin(); dyn->iterValid(pos); pos = dyn->iterAdvance(pos)) {
        TypedValue k = dyn->iterKey(pos);
        if (hasName && k.isString() && k.m_data.pstr->view() == kIncompleteClassNameProp) continue;
        fn(k, dyn->iterValue(pos));
      }
  }, count, false);
}

} // namespace

struct SerializeSeq::Impl {
  SerializeState fresh;
  SerializeState* st;
  SerializeState* saved = tl_activeState;
};

SerializeSeq::SerializeSeq() : m(std::make_unique<Impl>()) {
  bool nestedCall = tl_activeState && !tl_serializeLock;
  m->st = nestedCall ? tl_activeState : &m->fresh;
  if (!tl_serializeLock) tl_activeState = m->st;
}

SerializeSeq::~SerializeSeq() { tl_activeState = m->saved; }

void SerializeSeq::append(std::string& out, const TypedValue& v) { Serializer(out, *m->st).value(v, false, true); }

namespace {

void f_serialize(NativeArgs& a) {
  std::string out;
  SerializeState fresh;
  bool nestedCall = tl_activeState && !tl_serializeLock;
  SerializeState& st = nestedCall ? *tl_activeState : fresh;
  // Inside __sleep/__serialize (the lock) a call starts afresh and does not
  // become the active one; otherwise the outermost call is active.
  SerializeState* saved = tl_activeState;
  if (!tl_serializeLock) tl_activeState = &st;
  try {
    Serializer(out, st).value(a.argv[0], false, true);
  } catch (...) {
    tl_activeState = saved;
    throw;
  }
  tl_activeState = saved;
  a.retString(out);
}

const BuiltinDecl kSerializeBuiltins[] = {
    {"serialize(mixed $value): string", f_serialize},
};
HOP_REGISTER_BUILTINS(kSerializeBuiltins);

} // namespace

} // namespace hop
