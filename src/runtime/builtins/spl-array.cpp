// spl-array.cpp — the native core of ArrayObject and ArrayIterator (declared
// in systemlib/spl.php): element access, counting, iteration, sorting, and
// the hooks through which `$ao[k]`, isset(), (array) and == reach the
// storage directly, as php's handlers for these classes do.
//
// The storage (hidden slot 0) is an array, or an object whose properties are
// the elements; an ArrayObject/ArrayIterator given as storage lends its own
// storage (the iterator getIterator() returns works on its ArrayObject this
// way). An ArrayIterator's position is a bucket of the storage array plus
// the key found there, so it can be found again after the array changed.
#include <string>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/serialize.h"
#include "runtime/builtins/spl-array.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/member-ops.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/interp.h"

namespace hop {

namespace {

// Hidden slots (the order of the #[Hidden] properties in spl.php).
constexpr uint32_t kStorage = 0;
constexpr uint32_t kFlags = 1;
constexpr uint32_t kIterClass = 2;   // ArrayObject
constexpr uint32_t kPos = 2;         // ArrayIterator
constexpr uint32_t kPosKey = 3;      // ArrayIterator

constexpr int64_t kStdPropList = 1;
constexpr int64_t kArrayAsProps = 2;

TypedValue* dimLvalHook(ObjectData* o, const TypedValue* key);
bool isSplArray(const ObjectData* o) { return o->cls()->native.dimLval == dimLvalHook; }

/// The systemlib class (ArrayObject or ArrayIterator) an object derives from.
const Class* splBase(const ObjectData* o) {
  for (const Class* c = o->cls(); c; c = c->parent)
    if (c->pre && (c->pre->attrs & kClsBuiltin) && (c->name->view() == "ArrayObject" || c->name->view() == "ArrayIterator"))
      return c;
  return o->cls();
}
bool isIterator(const ObjectData* o) { return splBase(o)->name->view() != "ArrayObject"; }

TypedValue& slot(ObjectData* o, uint32_t i) { return *tvDeref(o->prop(i)); }
int64_t flagsOf(ObjectData* o) { return toInt(slot(o, kFlags)); }

/// Where the elements live: an array (the slot holding it) or an object's
/// properties.
struct Table {
  TypedValue* arr = nullptr;
  ObjectData* obj = nullptr;
  TypedValue* slot = nullptr;   // the property slot itself (may hold a Reference to the array)
};

Table tableOf(ObjectData* o) {
  for (int depth = 0; depth < 256; ++depth) {
    TypedValue& st = slot(o, kStorage);
    if (st.isObject()) {
      ObjectData* inner = st.m_data.pobj;
      if (inner != o && isSplArray(inner)) {
        o = inner;
        continue;
      }
      return {nullptr, inner, o->prop(kStorage)};
    }
    if (!st.isArray()) tvSetRawMove(st, makeArrayNoIncRef(ArrayData::empty()));
    return {&st, nullptr, o->prop(kStorage)};
  }
  throwError(ErrorKind::Error, "Maximum function nesting level reached in ArrayObject storage");
}

/// A readable view of the elements: the storage array itself, or a snapshot
/// of an object's properties (mangled names). Owns what it must release.
struct View {
  ArrayData* arr;
  bool owned;
  bool ofObject;   // protected/private names ("\0...") are skipped when iterating and counting
  ~View() {
    if (owned) arr->decRef();
  }
};

View viewOf(ObjectData* o) {
  Table t = tableOf(o);
  if (t.arr) return {t.arr->m_data.parr, false, false};
  return {objectPropsToArray(t.obj), true, true};
}

bool isMangled(const ArrayData* a, uint32_t pos) {
  TypedValue k = a->iterKey(pos);
  return k.isString() && k.m_data.pstr->size() > 0 && k.m_data.pstr->data()[0] == '\0';
}

/// The live position at or after `pos` (skipping mangled names in object views).
uint32_t settle(const View& v, uint32_t pos) {
  const ArrayData* a = v.arr;
  if (pos >= a->iterEnd()) return a->iterEnd();
  pos = pos == 0 ? a->iterBegin() : a->iterAdvance(pos - 1);
  while (v.ofObject && a->iterValid(pos) && isMangled(a, pos)) pos = a->iterAdvance(pos);
  return pos;
}

// --- Elements ---------------------------------------------------------------------------

StringData* keyName(ArrayKey k) {
  if (k.isInt()) return intToStringData(k.num);
  k.str->incRef();
  return k.str;
}

/// The declared public property slot of `obj` named like the key, or -1.
int64_t publicSlot(ObjectData* obj, StringData* name) {
  bool acc;
  int64_t s = obj->cls()->findProp(name->view(), nullptr, acc);
  return s >= 0 && acc ? s : -1;
}

void objectTableSet(ObjectData* obj, ArrayKey k, TypedValue v) {
  StringData* name = keyName(k);
  int64_t s = publicSlot(obj, name);
  if (s >= 0) {
    tvAssignMove(*obj->prop(uint32_t(s)), v);
    clearPropUnset(obj, uint32_t(s));
  } else {
    setDynamicProp(obj, name, v);
  }
  name->decRef();
}

void objectTableUnset(ObjectData* obj, ArrayKey k) {
  StringData* name = keyName(k);
  int64_t s = publicSlot(obj, name);
  if (s >= 0) {
    tvSetRawMove(*obj->prop(uint32_t(s)), makeUninit());
    markPropUnset(obj, uint32_t(s));
  } else if (obj->m_dynProps) {
    ArrayData::remove(obj->m_dynProps, strToArrayKey(name));
  }
  name->decRef();
}

/// The value at `key`, or null with php's warning (unless quiet).
TypedValue readElement(ObjectData* o, const TypedValue& key, bool quiet = false) {
  ArrayKey k = toArrayKey(key, KeyUse::Read);
  View v = viewOf(o);
  const TypedValue* e = v.arr->get(k);
  if (!e) {
    if (quiet) return makeNull();
    if (k.isInt()) raiseWarning("Undefined array key %lld", (long long)k.num);
    else raiseWarning("Undefined array key \"%s\"", k.str->data());
    return makeNull();
  }
  return tvCopyValue(*tvDeref(e));
}

bool elementExists(ObjectData* o, const TypedValue& key, KeyUse use) {
  ArrayKey k = toArrayKey(key, use);
  View v = viewOf(o);
  return v.arr->get(k) != nullptr;
}

void appendElement(ObjectData* o, TypedValue v) {
  Table t = tableOf(o);
  ArrayData*& a = t.obj ? (t.obj->m_dynProps ? t.obj->m_dynProps : (t.obj->m_dynProps = ArrayData::makeHash(4)))
                        : t.arr->m_data.parr;
  if (!ArrayData::append(a, v)) {
    tvDecRef(v);
    raiseWarning("Cannot add element to the array as the next element is already occupied");
  }
}

void writeElement(ObjectData* o, const TypedValue& key, TypedValue v) {
  if (tvDeref(&key)->isNull()) {
    appendElement(o, v);
    return;
  }
  ArrayKey k;
  try {
    k = toArrayKey(key, KeyUse::Write);
  } catch (...) {
    tvDecRef(v);
    throw;
  }
  Table t = tableOf(o);
  if (t.obj) {
    objectTableSet(t.obj, k, v);
    return;
  }
  ArrayData::set(t.arr->m_data.parr, k, v);
}

void unsetElement(ObjectData* o, const TypedValue& key) {
  ArrayKey k = toArrayKey(key, KeyUse::Unset);
  Table t = tableOf(o);
  if (t.obj) {
    objectTableUnset(t.obj, k);
    return;
  }
  ArrayData::remove(t.arr->m_data.parr, k);
}

int64_t countElements(ObjectData* o) {
  View v = viewOf(o);
  if (!v.ofObject) return v.arr->size();
  int64_t n = 0;
  for (uint32_t p = v.arr->iterBegin(); v.arr->iterValid(p); p = v.arr->iterAdvance(p)) n += !isMangled(v.arr, p);
  return n;
}


// --- Hooks --------------------------------------------------------------------------------

/// `$o[k][...] = v`, `$o[k]++`, `$o[] ...`: the element's slot in the storage array.
TypedValue* dimLvalHook(ObjectData* o, const TypedValue* key) {
  if (userOverrides(o, "offsetget")) return nullptr;   // php calls the override (and notices)
  Table t = tableOf(o);
  if (t.obj) return nullptr;
  ArrayData*& a = t.arr->m_data.parr;
  if (!key || tvDeref(key)->isNull()) {
    TypedValue* s = ArrayData::lvalNew(a);
    if (!s) raiseWarning("Cannot add element to the array as the next element is already occupied");
    return s;
  }
  return ArrayData::lval(a, toArrayKey(*key, KeyUse::Write));
}

int dimIssetHook(ObjectData* o, const TypedValue& key, bool checkEmpty);

/// `$o[k]` without a call to offsetGet() (unless a subclass overrides it).
bool dimReadHook(ObjectData* o, const TypedValue& key, bool quiet, TypedValue& out) {
  if (userOverrides(o, "offsetget")) return false;
  if (quiet && userOverrides(o, "offsetexists") && !dimIssetHook(o, key, false)) {
    out = makeNull();
    return true;
  }
  out = readElement(o, key, quiet);
  return true;
}

int dimIssetHook(ObjectData* o, const TypedValue& key, bool checkEmpty) {
  bool userGet = userOverrides(o, "offsetget");
  TypedValue value = makeUninit();
  if (userOverrides(o, "offsetexists")) {
    TypedValue k = tvCopyValue(key);
    TypedValue r = callMethod(o, "offsetexists", &k, 1);
    tvDecRef(k);
    bool exists = toBool(r);
    tvDecRef(r);
    if (!exists) return 0;
    if (!checkEmpty) return 1;
    if (userGet) {
      k = tvCopyValue(key);
      value = callMethod(o, "offsetget", &k, 1);
      tvDecRef(k);
    }
  }
  if (value.isUninit()) {
    ArrayKey k = toArrayKey(key, KeyUse::Isset);
    View v = viewOf(o);
    const TypedValue* e = v.arr->get(k);
    if (!e) return 0;
    if (checkEmpty && userGet) {
      TypedValue kc = tvCopyValue(key);
      value = callMethod(o, "offsetget", &kc, 1);
      tvDecRef(kc);
    } else {
      value = tvCopyValue(*tvDeref(e));
    }
  }
  bool r = checkEmpty ? toBool(value) : !tvDeref(&value)->isNull();
  tvDecRef(value);
  return r;
}

/// (array), var_export, json_encode and == see the storage (unless STD_PROP_LIST).
ArrayData* propertiesForHook(ObjectData* o) {
  if (flagsOf(o) & kStdPropList) return nullptr;
  View v = viewOf(o);
  v.arr->incRef();
  return v.arr;
}

/// ARRAY_AS_PROPS: a property the object does not have is an element
/// (through offsetGet() & co. when a subclass overrides them).
int missingPropHook(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* v) {
  if (!(flagsOf(o) & kArrayAsProps)) return -1;
  TypedValue base = makeObjectNoIncRef(o);   // borrowed
  TypedValue key = makeStringNoIncRef(name);
  switch (op) {
    case MissingPropOp::Read:
    case MissingPropOp::ReadQuiet: {
      TypedValue tmp = makeUninit();
      const TypedValue* r = elemRead(base, key, op == MissingPropOp::ReadQuiet, tmp);
      *v = tvCopyValue(*r);
      tvDecRef(tmp);
      return 1;
    }
    case MissingPropOp::Write: tvDecRef(elemSet(base, key, *v)); return 1;
    case MissingPropOp::Isset: return elemIsset(base, key) ? 1 : 0;
    case MissingPropOp::Empty: return elemEmpty(base, key) ? 1 : 0;
    case MissingPropOp::Unset: elemUnset(base, key); return 1;
    case MissingPropOp::Fetch: return -1;   // missingPropLvalHook
  }
  return -1;
}

/// ARRAY_AS_PROPS in a write context: the element's slot in the storage, or
/// what an offsetGet() override returns (php's get_property_ptr_ptr falls back
/// to read_property then).
TypedValue* missingPropLvalHook(ObjectData* o, StringData* name, TypedValue& tmp) {
  if (!(flagsOf(o) & kArrayAsProps)) return nullptr;
  TypedValue key = makeStringNoIncRef(name);   // borrowed
  if (TypedValue* slot = dimLvalHook(o, &key)) return slot;
  TypedValue read = makeUninit();
  const TypedValue* r = elemRead(makeObjectNoIncRef(o), key, false, read);
  TypedValue v = tvCopyValue(*r);
  tvDecRef(read);
  tvSetRawMove(tmp, v);
  return &tmp;
}

/// foreach by reference: the slot of the storage (an array, or an object
/// whose properties are walked), unless a subclass overrides current() (php
/// refuses then).
TypedValue* refIterStorageHook(ObjectData* it) {
  if (!isIterator(it) || userOverrides(it, "current")) return nullptr;
  return tableOf(it).slot;
}

/// == compares the storages first.
int64_t compareHook(ObjectData* a, ObjectData* b) {
  View x = viewOf(a);
  View y = viewOf(b);
  return compareValues(makeArrayNoIncRef(x.arr), makeArrayNoIncRef(y.arr));
}

bool storageIsSelf(ObjectData* o);

/// clone: php's spl_array_object_new_ex(clone_orig). A clone of an object
/// that is its own storage is its own storage too; an ArrayObject's clone
/// gets a copy of the elements (an object's properties become an array); an
/// ArrayIterator's clone iterates over the original.
void cloneHook(ObjectData* from, ObjectData* to) {
  TypedValue fresh;
  if (storageIsSelf(from)) {
    to->incRef();
    fresh = makeObjectNoIncRef(to);
  } else if (!isIterator(from)) {
    View v = viewOf(from);   // (an object's properties: a fresh snapshot)
    v.arr->incRef();
    fresh = makeArrayNoIncRef(v.arr);
  } else {
    from->incRef();
    fresh = makeObjectNoIncRef(from);
  }
  tvAssignMove(*to->prop(kStorage), fresh);
}

const int kRegistered = [] {
  NativeClassHooks h;
  h.clone = cloneHook;
  h.dimLval = dimLvalHook;
  h.dimRead = dimReadHook;
  h.dimIsset = dimIssetHook;
  h.propertiesFor = propertiesForHook;
  h.compare = compareHook;
  h.missingProp = missingPropHook;
  h.missingPropLval = missingPropLvalHook;
  h.refIterStorage = refIterStorageHook;
  registerNativeClass("ArrayObject", h);
  registerNativeClass("ArrayIterator", h);
  return 0;
}();

// --- Storage --------------------------------------------------------------------------------

void rewindIterator(ObjectData* it);

/// Validates and stores a new storage value (constructor, exchangeArray()).
void setStorage(NativeArgs& a, ObjectData* o, const TypedValue& v) {
  const TypedValue& d = *tvDeref(&v);
  if (!d.isArray() && !d.isObject()) {
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must be of type array, %s given",
                a.func->fullName().c_str(), typeNameForMessage(d).c_str());
  }
  if (d.isObject() && d.m_data.pobj->hasFlag(ObjectData::kIsEnumCase)) {
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must not be an enum", a.func->fullName().c_str());
  }
  tvAssign(*o->prop(kStorage), d);
  if (isIterator(o)) rewindIterator(o);
}

ObjectData* self(NativeArgs& a) { return a.thisObj; }

/// The objects whose storage a sort is working on (php's nApplyCount):
/// exchangeArray() and unserialize() may not replace it meanwhile.
thread_local std::vector<ObjectData*> tl_sorting;
struct SortingGuard {
  explicit SortingGuard(ObjectData* o) { tl_sorting.push_back(o); }
  ~SortingGuard() { tl_sorting.pop_back(); }
};
void checkNotSorting(ObjectData* o) {
  for (ObjectData* s : tl_sorting)
    if (s == o) throwError(ErrorKind::Error, "Modification of ArrayObject during sorting is prohibited");
}

bool storageIsSelf(ObjectData* o) {
  const TypedValue& st = slot(o, kStorage);
  return st.isObject() && st.m_data.pobj == o;
}

void m_construct(NativeArgs& a) {
  ObjectData* o = self(a);
  if (a.has(1)) tvAssignMove(*o->prop(kFlags), makeInt(a.i64(1)));
  if (a.has(2)) {
    Class* c = lookupClassAutoload(a.sv(2));
    Class* base = lookupClassAutoload("ArrayIterator");
    if (!c || !c->isSubclassOf(base)) {
      throwErrorF(ErrorKind::TypeError,
                  "ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, %s given",
                  a.str(2)->data());
    }
    c->name->incRef();
    tvAssignMove(*o->prop(kIterClass), makeStringNoIncRef(c->name));
  }
  if (a.has(0)) setStorage(a, o, a.arg(0));
  else if (isIterator(o)) rewindIterator(o);
}

void m_offsetExists(NativeArgs& a) { a.retBool(elementExists(self(a), a.arg(0), KeyUse::Isset)); }
void m_offsetGet(NativeArgs& a) { a.retValue(readElement(self(a), a.arg(0))); }
void m_offsetSet(NativeArgs& a) { writeElement(self(a), a.arg(0), tvCopyValue(a.arg(1))); }
void m_offsetUnset(NativeArgs& a) { unsetElement(self(a), a.arg(0)); }
void m_append(NativeArgs& a) {
  ObjectData* o = self(a);
  if (userOverrides(o, "offsetset")) {
    TypedValue args[2] = {makeNull(), tvCopyValue(a.arg(0))};
    TypedValue r = callMethod(o, "offsetset", args, 2);
    tvDecRef(args[1]);
    tvDecRef(r);
    return;
  }
  if (tableOf(o).obj) {
    throwErrorF(ErrorKind::Error, "Cannot append properties to objects, use %s::offsetSet() instead",
                o->cls()->name->data());
  }
  appendElement(o, tvCopyValue(a.arg(0)));
}

void m_getArrayCopy(NativeArgs& a) {
  View v = viewOf(self(a));
  v.arr->incRef();
  a.retArray(v.arr);
}

void m_count(NativeArgs& a) { a.retInt(countElements(self(a))); }

void m_exchangeArray(NativeArgs& a) {
  ObjectData* o = self(a);
  checkNotSorting(o);
  {
    View v = viewOf(o);
    v.arr->incRef();
    a.retArray(v.arr);
  }
  setStorage(a, o, a.arg(0));
}

void m_setIteratorClass(NativeArgs& a) {
  Class* c = lookupClassAutoload(a.sv(0));
  Class* base = lookupClassAutoload("ArrayIterator");
  if (!c || !c->isSubclassOf(base)) {
    throwErrorF(ErrorKind::TypeError,
                "ArrayObject::setIteratorClass(): Argument #1 ($iteratorClass) must be a class name derived from ArrayIterator, %s given",
                a.str(0)->data());
  }
  c->name->incRef();
  tvAssignMove(*self(a)->prop(kIterClass), makeStringNoIncRef(c->name));
}

/// getIterator(): an instance of the iterator class over this object's
/// storage, made without running its constructor (as php does).
void m_getIterator(NativeArgs& a) {
  ObjectData* o = self(a);
  Class* c = lookupClassAutoload(toStdString(slot(o, kIterClass)));
  if (!c) throwError(ErrorKind::Error, "ArrayObject::getIterator(): iterator class not found");
  ObjectData* it = instantiate(c);
  o->incRef();
  tvSetRawMove(*it->prop(kStorage), makeObjectNoIncRef(o));
  tvSetRawMove(*it->prop(kFlags), makeInt(flagsOf(o)));
  a.retObject(it);
  rewindIterator(it);
}

/// __debugInfo(): the real properties, then the storage as a private
/// "storage" of ArrayObject or ArrayIterator.
void m_debugInfo(NativeArgs& a) {
  ObjectData* o = self(a);
  ArrayData* r = objectPropsToArray(o);
  if (storageIsSelf(o)) {
    a.retArray(r);   // php's SPL_ARRAY_IS_SELF: the properties are the elements
    return;
  }
  std::string key("\0", 1);
  key += splBase(o)->name->view();
  key += '\0';
  key += "storage";
  StringData* k = StringData::make(key);
  ArrayData::set(r, ArrayKey::ofStr(k), tvCopyValue(slot(o, kStorage)));
  k->decRef();
  a.retArray(r);
}

// --- Serializable --------------------------------------------------------------------------

constexpr int64_t kIsSelf = 0x01000000;    // php's SPL_ARRAY_IS_SELF: the elements are the object's own properties
constexpr int64_t kUserFlags = 0xFFFF;

/// serialize(): "x:" flags, the storage unless it is the object itself and
/// ";", then "m:" and the properties, numbered together.
void m_serialize(NativeArgs& a) {
  ObjectData* o = self(a);
  const bool isSelf = storageIsSelf(o);
  std::string out = "x:";
  SerializeSeq seq;
  seq.append(out, makeInt((flagsOf(o) & kUserFlags) | (isSelf ? kIsSelf : 0)));
  if (!isSelf) {
    seq.append(out, *o->prop(kStorage));
    out += ';';
  }
  out += "m:";
  ArrayData* members = objectPropsToArray(o);
  struct Rel {
    ArrayData* a;
    ~Rel() { a->decRef(); }
  } rel{members};
  seq.append(out, makeArrayNoIncRef(members));
  a.retString(out);
}

/// unserialize(): reads what serialize() writes, with php's error offsets.
void m_unserialize(NativeArgs& a) {
  ObjectData* o = self(a);
  if (a.sv(0).empty()) return;
  checkNotSorting(o);
  UnserializeSeq seq(a.sv(0));
  int64_t flags = seq.readLeadInt();
  if (seq.peek() != ';') seq.fail();
  ++seq.pos;
  tvAssignMove(*o->prop(kFlags), makeInt(flags & kUserFlags));
  if (flags & kIsSelf) {
    o->incRef();
    tvAssignMove(*o->prop(kStorage), makeObjectNoIncRef(o));
  } else {
    const unsigned char c = seq.peek();
    if (c != 'a' && c != 'O' && c != 'C' && c != 'r') seq.fail();
    const TypedValue* st = seq.read();
    if (!st || (!st->isArray() && !st->isObject())) seq.fail();
    if (st->isObject() && st->m_data.pobj != o && isSplArray(st->m_data.pobj))
      tvAssignMove(*o->prop(kFlags), makeInt(flagsOf(o) | (flagsOf(st->m_data.pobj) & kUserFlags)));
    tvAssign(*o->prop(kStorage), *st);
    if (seq.peek() != ';') seq.fail();
    ++seq.pos;
  }
  if (isIterator(o)) rewindIterator(o);
  seq.finishWithMembers(o);
}

/// __serialize(): [flags, storage (null when it is the object itself), the
/// properties, the iterator class (null: ArrayIterator)].
void m_magicSerialize(NativeArgs& a) {
  ObjectData* o = self(a);
  const bool isSelf = storageIsSelf(o);
  TypedValue vals[4];
  vals[0] = makeInt((flagsOf(o) & kUserFlags) | (isSelf ? kIsSelf : 0));
  vals[1] = isSelf ? makeNull() : tvCopyValue(*tvDeref(o->prop(kStorage)));
  vals[2] = makeArrayNoIncRef(objectPropsToArray(o));
  vals[3] = makeNull();
  if (!isIterator(o)) {
    const TypedValue& ic = slot(o, kIterClass);
    if (ic.isString() && ic.m_data.pstr->view() != "ArrayIterator") vals[3] = tvCopyValue(ic);
  }
  ArrayData* r = ArrayData::makePackedFrom(vals, 4);
  for (TypedValue& v : vals) tvDecRef(v);
  a.retArray(r);
}

/// __unserialize(): what __serialize() gives, checked as php checks it.
void m_magicUnserialize(NativeArgs& a) {
  ObjectData* o = self(a);
  ArrayData* data = a.arr(0);
  const TypedValue* fl = data->getInt(0);
  const TypedValue* st = data->getInt(1);
  const TypedValue* members = data->getInt(2);
  const TypedValue* ic = data->getInt(3);
  if (fl) fl = tvDeref(fl);
  if (st) st = tvDeref(st);
  if (members) members = tvDeref(members);
  if (ic) ic = tvDeref(ic);
  if (!fl || !st || !members || !fl->isInt() || !members->isArray() || (ic && !ic->isNull() && !ic->isString()))
    throwObject(makeThrowable("UnexpectedValueException", "Incomplete or ill-typed serialization data"));
  const int64_t flags = fl->m_data.num;
  tvAssignMove(*o->prop(kFlags), makeInt(flags & kUserFlags));
  if (flags & kIsSelf) {
    o->incRef();
    tvAssignMove(*o->prop(kStorage), makeObjectNoIncRef(o));
  } else {
    if (!st->isArray() && !st->isObject())
      throwObject(makeThrowable("InvalidArgumentException", "Passed variable is not an array or object"));
    if (st->isObject() && st->m_data.pobj != o && isSplArray(st->m_data.pobj))
      tvAssignMove(*o->prop(kFlags), makeInt(flagsOf(o) | (flagsOf(st->m_data.pobj) & kUserFlags)));
    tvAssign(*o->prop(kStorage), *st);
  }
  if (isIterator(o)) rewindIterator(o);
  loadSerializedProps(o, members->m_data.parr);
  if (ic && ic->isString() && !isIterator(o)) {
    Class* c = lookupClassAutoload(ic->m_data.pstr->view());
    if (!c)
      throwObject(makeThrowable("UnexpectedValueException", "Cannot deserialize ArrayObject with iterator class '" +
                                                                ic->m_data.pstr->str() + "'; no such class exists"));
    if (!classImplements(c, kIfaceIterator))
      throwObject(makeThrowable("UnexpectedValueException",
                                "Cannot deserialize ArrayObject with iterator class '" + ic->m_data.pstr->str() +
                                    "'; this class does not implement the Iterator interface"));
    c->name->incRef();
    tvAssignMove(*o->prop(kIterClass), makeStringNoIncRef(c->name));
  }
}

// --- Sorting ------------------------------------------------------------------------------

/// Runs the array function `fn` on the storage array in place.
void sortWith(NativeArgs& a, const char* fn) {
  ObjectData* o = self(a);
  SortingGuard sorting(o);
  Table t = tableOf(o);
  Func* f = BuiltinRegistry::lookup(fn);
  TypedValue args[2];
  uint32_t n = 1;
  RefData* ref;
  ArrayData* snapshot = nullptr;
  if (t.arr) {
    // The storage slot becomes (or already is) a reference the sort writes through.
    ref = t.slot->isRef() ? t.slot->m_data.pref : boxSlot(*t.slot);
    ref->m_hdr.incRef();
  } else {
    snapshot = objectPropsToArray(t.obj);
    ref = makeRefData(makeArrayNoIncRef(snapshot));
  }
  args[0] = makeRefNoIncRef(ref);
  if (a.has(0)) {
    args[1] = a.arg(0);
    n = 2;
  }
  TypedValue r;
  try {
    r = invokeFunc(f, args, n, CallContext{});
  } catch (...) {
    tvDecRef(args[0]);
    throw;
  }
  if (t.obj) {
    // Rebuild the object's dynamic properties in the sorted order.
    const TypedValue& sorted = *tvDeref(&args[0]);
    bool onlyDynamic = true;   // declared properties keep their slots' order
    for (const PropSlot& p : t.obj->cls()->props) onlyDynamic = onlyDynamic && p.isHidden();
    if (sorted.isArray() && onlyDynamic) {
      sorted.m_data.parr->incRef();
      if (t.obj->m_dynProps) t.obj->m_dynProps->decRef();
      t.obj->m_dynProps = sorted.m_data.parr;
    }
  }
  tvDecRef(args[0]);
  // Unbox the storage again: a clone must not share it through the reference.
  if (t.arr && t.slot->isRef() && !t.slot->m_data.pref->m_hdr.hasMultipleRefs()) {
    TypedValue inner = t.slot->m_data.pref->m_tv;
    tvIncRef(inner);
    tvSetRawMove(*t.slot, inner);
  }
  a.retValue(r);
}

void m_asort(NativeArgs& a) { sortWith(a, "asort"); }
void m_ksort(NativeArgs& a) { sortWith(a, "ksort"); }
void m_uasort(NativeArgs& a) { sortWith(a, "uasort"); }
void m_uksort(NativeArgs& a) { sortWith(a, "uksort"); }
void m_natsort(NativeArgs& a) { sortWith(a, "natsort"); }
void m_natcasesort(NativeArgs& a) { sortWith(a, "natcasesort"); }

// --- Iteration ----------------------------------------------------------------------------

/// Moves the iterator to position `pos` of view `v`, remembering its key.
void standAt(ObjectData* it, const View& v, uint32_t pos) {
  tvAssignMove(*it->prop(kPos), makeInt(pos));
  if (v.arr->iterValid(pos)) tvAssign(*it->prop(kPosKey), v.arr->iterKey(pos));
  else tvAssignMove(*it->prop(kPosKey), makeNull());
}

/// Where the iterator stands now: its bucket if that still holds its key,
/// else wherever that key went, else the next live bucket.
uint32_t currentPos(ObjectData* it, const View& v) {
  const ArrayData* a = v.arr;
  const TypedValue& posTv = slot(it, kPos);
  int64_t pos = posTv.isInt() ? posTv.m_data.num : toInt(posTv);
  const TypedValue& key = slot(it, kPosKey);
  if (pos < 0) pos = 0;
  uint32_t p = uint32_t(pos);
  if (!key.isNull() && p < a->iterEnd()) {
    const TypedValue* e = a->iterValue(p);
    if (e->m_type != DataType::Uninit) {
      // Usually the very key it stood at: the same int, or the same string.
      const TypedValue k = a->iterKey(p);
      if (k.m_type == key.m_type && k.m_data.num == key.m_data.num) return p;
      if (same(k, key)) return p;
    }
  }
  if (!key.isNull()) {
    ArrayKey k = key.isInt() ? ArrayKey::ofInt(key.m_data.num) : ArrayKey::ofStr(key.m_data.pstr);
    if (a->get(k)) {
      for (uint32_t q = a->iterBegin(); a->iterValid(q); q = a->iterAdvance(q))
        if (same(a->iterKey(q), key)) return q;
    }
  }
  return settle(v, p);
}

void rewindIterator(ObjectData* it) {
  View v = viewOf(it);
  standAt(it, v, settle(v, 0));
}

void m_rewind(NativeArgs& a) { rewindIterator(self(a)); }

void m_valid(NativeArgs& a) {
  View v = viewOf(self(a));
  a.retBool(v.arr->iterValid(currentPos(self(a), v)));
}

void m_current(NativeArgs& a) {
  View v = viewOf(self(a));
  uint32_t p = currentPos(self(a), v);
  if (v.arr->iterValid(p)) a.retCopy(*tvDeref(v.arr->iterValue(p)));
}

void m_key(NativeArgs& a) {
  View v = viewOf(self(a));
  uint32_t p = currentPos(self(a), v);
  if (v.arr->iterValid(p)) a.retCopy(v.arr->iterKey(p));
}

void m_next(NativeArgs& a) {
  ObjectData* it = self(a);
  View v = viewOf(it);
  uint32_t p = currentPos(it, v);
  if (v.arr->iterValid(p)) p = settle(v, p + 1);
  standAt(it, v, p);
}

void m_seek(NativeArgs& a) {
  ObjectData* it = self(a);
  int64_t target = a.i64(0);
  if (target >= 0) {
    View v = viewOf(it);
    uint32_t p = settle(v, 0);
    for (int64_t i = 0; i < target && v.arr->iterValid(p); ++i) p = settle(v, p + 1);
    standAt(it, v, p);
    if (v.arr->iterValid(p)) return;
  }
  throwObject(makeThrowable("OutOfBoundsException", "Seek position " + std::to_string(target) + " is out of range"));
}

#define SPL_ARRAY_METHODS(C)                        \
  {C "::__construct", m_construct},                 \
  {C "::offsetExists", m_offsetExists},             \
  {C "::offsetGet", m_offsetGet},                   \
  {C "::offsetSet", m_offsetSet},                   \
  {C "::offsetUnset", m_offsetUnset},               \
  {C "::append", m_append},                         \
  {C "::getArrayCopy", m_getArrayCopy},             \
  {C "::count", m_count},                           \
  {C "::asort", m_asort},                           \
  {C "::ksort", m_ksort},                           \
  {C "::uasort", m_uasort},                         \
  {C "::uksort", m_uksort},                         \
  {C "::natsort", m_natsort},                       \
  {C "::natcasesort", m_natcasesort},               \
  {C "::__debugInfo", m_debugInfo},                 \
  {C "::serialize", m_serialize},                   \
  {C "::unserialize", m_unserialize},               \
  {C "::__serialize", m_magicSerialize},            \
  {C "::__unserialize", m_magicUnserialize}

const BuiltinDecl kSplArrayMethods[] = {
    SPL_ARRAY_METHODS("ArrayObject"),
    SPL_ARRAY_METHODS("ArrayIterator"),
    {"ArrayObject::exchangeArray", m_exchangeArray},
    {"ArrayObject::setIteratorClass", m_setIteratorClass},
    {"ArrayObject::getIterator", m_getIterator},
    {"ArrayIterator::rewind", m_rewind},
    {"ArrayIterator::valid", m_valid},
    {"ArrayIterator::current", m_current},
    {"ArrayIterator::key", m_key},
    {"ArrayIterator::next", m_next},
    {"ArrayIterator::seek", m_seek},
};
HOP_REGISTER_BUILTINS(kSplArrayMethods);

} // namespace

bool isArrayIteratorNative(const Func* f, IterMethod m) {
  static constexpr NativeFunction kSteps[] = {m_rewind, m_valid, m_current, m_key, m_next};
  return f && f->isBuiltin() && f->native == kSteps[static_cast<int>(m)];
}

bool arrayIteratorStep(ObjectData* it, IterMethod m, TypedValue& out) {
  const TypedValue& st = slot(it, kStorage);
  if (!st.isArray()) return false;
  const View v{st.m_data.parr, false, false};
  switch (m) {
    case IterMethod::Rewind: standAt(it, v, settle(v, 0)); out = makeNull(); return true;
    case IterMethod::Valid: out = makeBool(v.arr->iterValid(currentPos(it, v))); return true;
    case IterMethod::Current:
    case IterMethod::Key: {
      const uint32_t p = currentPos(it, v);
      out = makeNull();
      if (v.arr->iterValid(p))
        out = tvCopyValue(m == IterMethod::Key ? v.arr->iterKey(p) : *tvDeref(v.arr->iterValue(p)));
      return true;
    }
    case IterMethod::Next: {
      uint32_t p = currentPos(it, v);
      if (v.arr->iterValid(p)) p = settle(v, p + 1);
      standAt(it, v, p);
      out = makeNull();
      return true;
    }
  }
  return false;
}

int arrayIteratorFetch(ObjectData* it, IterMethod move, TypedValue& cur, TypedValue* key) {
  const TypedValue& st = slot(it, kStorage);
  if (!st.isArray()) return -1;
  const View v{st.m_data.parr, false, false};
  uint32_t p;
  if (move == IterMethod::Rewind) {
    p = settle(v, 0);
    standAt(it, v, p);
  } else {
    p = currentPos(it, v);
    if (move == IterMethod::Next) {
      if (v.arr->iterValid(p)) p = settle(v, p + 1);
      standAt(it, v, p);
    }
  }
  if (!v.arr->iterValid(p)) return 0;
  cur = tvCopyValue(*tvDeref(v.arr->iterValue(p)));
  if (key) *key = tvCopyValue(v.arr->iterKey(p));
  return 1;
}

} // namespace hop
