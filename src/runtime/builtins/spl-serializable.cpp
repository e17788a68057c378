// spl-serializable.cpp — the Serializable format of SplObjectStorage and SplDoublyLinkedList, and the SPL classes' property loader.
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/serialize.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

// Hidden slots (the order of the #[Hidden] properties in spl.php).
constexpr uint32_t kSosStorage = 0;   // SplObjectStorage: key => ['obj' => object, 'inf' => data]
constexpr uint32_t kDllFlags = 0;     // SplDoublyLinkedList

struct ArrayRel {
  ArrayData* a;
  ~ArrayRel() { a->decRef(); }
};

void callVoid(ObjectData* o, std::string_view lowerName, const TypedValue* args, uint32_t n) {
  TypedValue r = callMethod(o, lowerName, args, n);
  tvDecRef(r);
}

/// SplObjectStorage::serialize(): "x:" count, then "obj,inf;" per element,
/// then "m:" and the properties, numbered together.
void sosSerialize(NativeArgs& a) {
  ObjectData* o = a.thisObj;
  const TypedValue& st = *tvDeref(o->prop(kSosStorage));
  ArrayData* storage = st.isArray() ? st.m_data.parr : ArrayData::empty();
  std::string out = "x:";
  SerializeSeq seq;
  seq.append(out, makeInt(storage->size()));
  forEachElem(storage, [&](const TypedValue&, const TypedValue& e) {
    const TypedValue& entry = *tvDeref(&e);
    if (!entry.isArray()) return;
    const TypedValue* obj = entry.m_data.parr->getStr("obj");
    const TypedValue* inf = entry.m_data.parr->getStr("inf");
    seq.append(out, obj ? *obj : makeNull());
    out += ',';
    seq.append(out, inf ? *inf : makeNull());
    out += ';';
  });
  out += "m:";
  ArrayData* members = objectPropsToArray(o);
  ArrayRel rel{members};
  seq.append(out, makeArrayNoIncRef(members));
  a.retString(out);
}

/// SplObjectStorage::unserialize(): reads what serialize() writes (the
/// info part of an element is optional, as in php's oldest format).
void sosUnserialize(NativeArgs& a) {
  ObjectData* o = a.thisObj;
  UnserializeSeq seq(a.sv(0));
  if (seq.data.empty()) return;
  int64_t count = seq.readLeadInt();
  if (count < 0) seq.fail();
  while (count-- > 0) {
    if (seq.peek() != ';') seq.fail();
    ++seq.pos;
    const unsigned char c = seq.peek();
    if (c != 'O' && c != 'C' && c != 'r') seq.fail();
    const TypedValue* entry = seq.read();
    if (!entry) seq.fail();
    TypedValue args[2] = {*entry, makeNull()};
    if (seq.peek() == ',') {
      ++seq.pos;
      const TypedValue* inf = seq.read();
      if (!inf) seq.fail();
      args[1] = *inf;
    }
    if (!args[0].isObject()) seq.fail();
    callVoid(o, "hopattach", args, 2);
  }
  if (seq.peek() != ';') seq.fail();
  ++seq.pos;
  seq.finishWithMembers(o);
}

/// SplDoublyLinkedList::serialize(): the flags, then ":" and each element.
void dllSerialize(NativeArgs& a) {
  ObjectData* o = a.thisObj;
  TypedValue mode = callMethod(o, "hopmode", nullptr, 0);
  TypedValue values = callMethod(o, "hopvalues", nullptr, 0);
  std::string out;
  {
    SerializeSeq seq;
    seq.append(out, mode);
    if (values.isArray())
      forEachElem(values.m_data.parr, [&](const TypedValue&, const TypedValue& v) {
        out += ':';
        seq.append(out, v);
      });
  }
  tvDecRef(values);
  a.retString(out);
}

/// SplDoublyLinkedList::unserialize(): the list is emptied, then refilled
/// element by element until the data ends.
void dllUnserialize(NativeArgs& a) {
  ObjectData* o = a.thisObj;
  UnserializeSeq seq(a.sv(0));
  if (seq.data.empty()) return;
  TypedValue none = makeArrayNoIncRef(ArrayData::empty());
  callVoid(o, "hopreset", &none, 1);
  const TypedValue* flags = seq.read();
  if (!flags || !flags->isInt()) seq.fail();
  tvAssignMove(*o->prop(kDllFlags), makeInt(flags->m_data.num));
  while (seq.peek() == ':') {
    ++seq.pos;
    const TypedValue* elem = seq.read();
    if (!elem) seq.fail();
    callVoid(o, "hoppush", elem, 1);
  }
  if (seq.peek() != 0) seq.fail();
  seq.finish();
}

/// hopLoadProps(object $o, array $props): __unserialize()'s member table
/// into the object, private and protected names included.
void loadProps(NativeArgs& a) { loadSerializedProps(a.obj(0), a.arr(1)); }

/// hopMembers(object $o): the properties as __serialize() gives them (php's
/// property table: every visibility, mangled names).
void members(NativeArgs& a) { a.retArray(objectPropsToArray(a.obj(0))); }

const BuiltinDecl kSplSerializableMethods[] = {
    {"SplObjectStorage::serialize", sosSerialize},
    {"SplObjectStorage::unserialize", sosUnserialize},
    {"SplDoublyLinkedList::serialize", dllSerialize},
    {"SplDoublyLinkedList::unserialize", dllUnserialize},
    {"SplObjectStorage::hopLoadProps", loadProps},
    {"SplDoublyLinkedList::hopLoadProps", loadProps},
    {"SplObjectStorage::hopMembers", members},
    {"SplDoublyLinkedList::hopMembers", members},
};
HOP_REGISTER_BUILTINS(kSplSerializableMethods);

} // namespace

} // namespace hop
