// spl-natives.cpp — the few native pieces the SPL classes of spl.php need:
// php's conversion of container indexes (spl_offset_convert_to_long),
// SplFixedArray's elements shown as its properties and its InternalIterator,
// and SplObjectStorage's comparison.
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/double-format.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/iterate.h"

namespace hop {

namespace {

/// php's spl_offset_convert_to_long: the integer an SPL container index
/// stands for (floats with a deprecation when they lose precision,
/// resources with a warning); false when the value cannot be an index.
bool splOffset(const TypedValue& v0, int64_t& out) {
  const TypedValue& v = *tvDeref(&v0);
  switch (v.m_type) {
    case DataType::Int: out = v.m_data.num; return true;
    case DataType::Bool: out = v.m_data.num; return true;
    case DataType::String: return isCanonicalIntKey(v.m_data.pstr->view(), out);
    case DataType::Double:
    case DataType::Resource: out = toArrayKey(v, KeyUse::Read).num; return true;
    default: return false;
  }
}

/// SplDoublyLinkedList::hopOffset($index, $method, $nullable): the index, or
/// the TypeError php raises for its offset methods.
void f_dllOffset(NativeArgs& a) {
  int64_t i;
  if (!splOffset(a.arg(0), i)) {
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($index) must be of type %s, %s given", a.str(1)->data(),
                a.b(2) ? "?int" : "int", typeNameForMessage(a.arg(0)).c_str());
  }
  a.retInt(i);
}

/// SplFixedArray::hopIndex($index).
void f_fixedIndex(NativeArgs& a) {
  int64_t i;
  if (!splOffset(a.arg(0), i)) throwError(ErrorKind::TypeError, "Illegal offset type");
  a.retInt(i);
}

// --- SplFixedArray ------------------------------------------------------------------------

/// SplFixedArray::hopCheckSize($size): php allocates size elements of 16
/// bytes at once (safe_emalloc), so a size whose byte count overflows is fatal.
void f_fixedCheckSize(NativeArgs& a) {
  uint64_t n = uint64_t(a.i64(0));
  if (n > UINT64_MAX / sizeof(TypedValue))
    raiseFatal("Possible integer overflow in memory allocation (%llu * %zu + 0)", (unsigned long long)n,
               sizeof(TypedValue));
}

constexpr uint32_t kFixedData = 0;   // SplFixedArray's hidden element list
constexpr uint32_t kItSubject = 0;   // InternalIterator's hidden slots
constexpr uint32_t kItIndex = 1;

const ArrayData* fixedElements(ObjectData* o) {
  const TypedValue& d = *tvDeref(o->prop(kFixedData));
  return d.isArray() ? d.m_data.parr : ArrayData::empty();
}

/// What dumps, casts and var_export() show: the properties, then the elements.
ArrayData* fixedArrayProperties(ObjectData* o) {
  ArrayData* r = objectPropsToArray(o);
  const ArrayData* d = fixedElements(o);
  int64_t i = 0;
  for (uint32_t p = d->iterBegin(); d->iterValid(p); p = d->iterAdvance(p), ++i)
    ArrayData::set(r, ArrayKey::ofInt(i), tvCopyValue(*d->iterValue(p)));
  return r;
}

void f_fixedGetIterator(NativeArgs& a) {
  Class* c = lookupClassAutoload("InternalIterator");
  ObjectData* it = ObjectData::make(c);
  a.thisObj->incRef();
  tvSetRawMove(*it->prop(kItSubject), makeObjectNoIncRef(a.thisObj));
  tvSetRawMove(*it->prop(kItIndex), makeInt(0));
  a.retObject(it);
}

ObjectData* itSubject(NativeArgs& a) {
  const TypedValue& s = *tvDeref(a.thisObj->prop(kItSubject));
  return s.isObject() ? s.m_data.pobj : nullptr;
}
int64_t itIndex(NativeArgs& a) { return tvDeref(a.thisObj->prop(kItIndex))->m_data.num; }

void f_itCurrent(NativeArgs& a) {
  ObjectData* s = itSubject(a);
  if (!s) return;
  const TypedValue* v = fixedElements(s)->getInt(itIndex(a));
  if (v) a.retCopy(*v);
}
void f_itKey(NativeArgs& a) { a.retInt(itIndex(a)); }
void f_itNext(NativeArgs& a) { tvSetRawMove(*a.thisObj->prop(kItIndex), makeInt(itIndex(a) + 1)); }
void f_itValid(NativeArgs& a) {
  ObjectData* s = itSubject(a);
  a.retBool(s && itIndex(a) >= 0 && itIndex(a) < int64_t(fixedElements(s)->size()));
}
void f_itRewind(NativeArgs& a) { tvSetRawMove(*a.thisObj->prop(kItIndex), makeInt(0)); }

// --- SplObjectStorage ---------------------------------------------------------------------

/// == between two storages: the same objects with equal data (then, as for
/// any object, the properties).
int64_t compareStorages(ObjectData* a, ObjectData* b) {
  const TypedValue& x = *tvDeref(a->prop(0));
  const TypedValue& y = *tvDeref(b->prop(0));
  if (!x.isArray() || !y.isArray()) return 0;
  const ArrayData* s = x.m_data.parr;
  const ArrayData* t = y.m_data.parr;
  if (s->size() != t->size()) return 1;
  StringData* inf = StringData::interned("inf");
  for (uint32_t p = s->iterBegin(); s->iterValid(p); p = s->iterAdvance(p)) {
    TypedValue k = s->iterKey(p);
    const TypedValue* other = k.isInt() ? t->getInt(k.m_data.num) : t->getStr(k.m_data.pstr);
    if (!other) return 1;
    const TypedValue& e1 = *tvDeref(s->iterValue(p));
    const TypedValue& e2 = *tvDeref(other);
    if (!e1.isArray() || !e2.isArray()) continue;
    const TypedValue* i1 = e1.m_data.parr->getStr(inf);
    const TypedValue* i2 = e2.m_data.parr->getStr(inf);
    if (i1 && i2) {
      int64_t c = compareValues(*i1, *i2);
      if (c != 0) return c;
    }
  }
  return 0;
}

/// isset($a[i]) / empty($a[i]) (php's has_dimension): an overriding
/// offsetExists() decides both alone; else the element list, never offsetGet().
int fixedDimIsset(ObjectData* o, const TypedValue& key, bool checkEmpty) {
  if (userOverrides(o, "offsetexists")) {
    TypedValue k = tvCopyValue(*tvDeref(&key));
    TypedValue r = callMethod(o, "offsetexists", &k, 1);
    tvDecRef(k);
    bool exists = toBool(r);
    tvDecRef(r);
    return exists;
  }
  int64_t i;
  if (!splOffset(key, i)) throwError(ErrorKind::TypeError, "Illegal offset type");
  const ArrayData* d = fixedElements(o);
  const TypedValue* v = i >= 0 && i < int64_t(d->size()) ? d->getInt(i) : nullptr;
  if (!v) return 0;
  return checkEmpty ? toBool(*tvDeref(v)) : !tvDeref(v)->isNull();
}

/// `$a[][...] = v`, `&$a[]`: php's read_dimension refuses the append unless
/// offsetGet() is overridden; other writes go through offsetGet().
TypedValue* fixedDimLval(ObjectData* o, const TypedValue* key) {
  if (!key && !userOverrides(o, "offsetget")) throwError(ErrorKind::Error, "[] operator not supported for SplFixedArray");
  return nullptr;
}

const int kRegistered = [] {
  NativeClassHooks fixed;
  fixed.propertiesFor = fixedArrayProperties;
  fixed.dimIsset = fixedDimIsset;
  fixed.dimLval = fixedDimLval;
  registerNativeClass("SplFixedArray", fixed);
  NativeClassHooks storage;
  storage.compare = compareStorages;
  registerNativeClass("SplObjectStorage", storage);
  NativeClassHooks file;   // php's SplFileObject has no clone handler (its stream cannot be shared)
  file.noClone = true;
  registerNativeClass("SplFileObject", file);
  return 0;
}();

/// hopIteratorHandle($it): see makeIteratorHandle (iterate.h).
void f_iteratorHandle(NativeArgs& a) {
  checkTraversable(a.obj(0));   // php's get_iterator refuses a finished generator
  ObjectData* h = makeIteratorHandle(a.obj(0));
  if (h) a.retObject(h);
}

/// SplHeap/SplPriorityQueue::hopCompareOrder($heap): which compare() the
/// heap uses — 1 for SplMinHeap's, 2 for SplMaxHeap's or SplPriorityQueue's
/// (spl.php inlines them), 3 for a user's.
void f_heapCompareOrder(NativeArgs& a) {
  const Func* f = a.obj(0)->cls()->findMethod("compare");
  if (!f || !f->isSystemLib() || !f->cls) {
    a.retInt(3);
    return;
  }
  std::string_view owner = f->cls->name->view();
  a.retInt(owner == "SplMinHeap" ? 1 : owner == "SplMaxHeap" || owner == "SplPriorityQueue" ? 2 : 3);
}

/// hopOverridden($o, $lowerMethod): whether $o's class replaces the systemlib method.
void f_overridden(NativeArgs& a) {
  const Func* f = a.obj(0)->cls()->findMethod(a.sv(1));
  a.retBool(f && !f->isSystemLib());
}

const BuiltinDecl kSplNatives[] = {
    {"SplObjectStorage::hopOverridden", f_overridden},
    {"SplHeap::hopCompareOrder", f_heapCompareOrder},
    {"SplPriorityQueue::hopCompareOrder", f_heapCompareOrder},
    {"IteratorIterator::hopIteratorHandle", f_iteratorHandle},
    {"RecursiveIteratorIterator::hopIteratorHandle", f_iteratorHandle},
    {"SplDoublyLinkedList::hopOffset", f_dllOffset},
    {"SplFixedArray::hopIndex", f_fixedIndex},
    {"SplFixedArray::hopCheckSize", f_fixedCheckSize},
    {"SplFixedArray::getIterator", f_fixedGetIterator},
    {"InternalIterator::current", f_itCurrent},
    {"InternalIterator::key", f_itKey},
    {"InternalIterator::next", f_itNext},
    {"InternalIterator::valid", f_itValid},
    {"InternalIterator::rewind", f_itRewind},
};
HOP_REGISTER_BUILTINS(kSplNatives);

} // namespace

} // namespace hop
