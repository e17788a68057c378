// typed-value.h — TypedValue, the 16-byte PHP value used everywhere: locals,
// the VM stack, array elements, properties, constants.
//
// Layout (fixed, the JIT reads it directly):
//   offset 0  Value m_data   int64 / double / bool / pointer to a heap value
//   offset 8  DataType m_type
//   offset 9  m_aux8, offset 10 m_aux16, offset 12 m_aux32: free for the
//             container (hash chains in arrays, frame bookkeeping in ActRec slots)
//
// Ownership: a TypedValue holding a refcounted type owns one reference. Heap
// pointers are never null; PHP null is DataType::Null.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "runtime/heap/header.h"
#include "runtime/value/data-type.h"

namespace hop {

struct StringData;
struct ArrayData;
struct ObjectData;
struct RefData;
struct ResourceData;

union Value {
  int64_t num;
  double dbl;
  StringData* pstr;
  ArrayData* parr;
  ObjectData* pobj;
  RefData* pref;
  ResourceData* pres;
  HeapHeader* pcnt;
  void* ptr;
};

struct TypedValue {
  Value m_data;
  DataType m_type;
  uint8_t m_aux8;
  uint16_t m_aux16;
  uint32_t m_aux32;

  DataType type() const { return m_type; }
  bool isNull() const { return isNullish(m_type); }
  bool isUninit() const { return m_type == DataType::Uninit; }
  bool isInt() const { return m_type == DataType::Int; }
  bool isDouble() const { return m_type == DataType::Double; }
  bool isBool() const { return m_type == DataType::Bool; }
  bool isString() const { return m_type == DataType::String; }
  bool isArray() const { return m_type == DataType::Array; }
  bool isObject() const { return m_type == DataType::Object; }
  bool isRef() const { return m_type == DataType::Reference; }
  bool isRefcounted() const { return hop::isRefcounted(m_type); }
};
static_assert(sizeof(TypedValue) == 16);
static_assert(offsetof(TypedValue, m_type) == 8);

using Cell = TypedValue;

/// The box behind a PHP reference: every variable bound by & points at the same
/// RefData, whose m_tv never itself holds a Reference.
struct RefData {
  HeapHeader m_hdr;
  TypedValue m_tv;
  /// Its entry in refRoots() when kRefRoot is set (the size class's spare bytes).
  uint32_t m_rootIndex;
  /// m_hdr.m_flags bit: typed properties hold this reference, and every value
  /// assigned through it is checked against their types (vm/typed-ref.h).
  static constexpr uint8_t kHasTypeSources = 1;
  bool hasTypeSources() const { return m_hdr.m_flags & kHasTypeSources; }
  /// m_hdr.m_flags bit: an array element holds (or held) it, so it is in refRoots().
  static constexpr uint8_t kRefRoot = 2;
};

/// A new reference box holding `v` (takes over v's reference; v must not be a Reference).
RefData* makeRefData(TypedValue v);
/// The reference boxes an array element came to hold (null where one was
/// freed since): the cycle collector's roots for arrays that hold themselves
/// through references, as `$a[] = &$a` does (php buffers possible roots as
/// their counts drop; HopVM notes the boxes where such a cycle can start).
const std::vector<RefData*>& refRoots();
[[gnu::noinline]] void noteRefRootSlow(RefData* r);
/// Called where an array element comes to hold `r` (binding, boxing in place).
inline void noteRefRoot(RefData* r) {
  if (!(r->m_hdr.m_flags & RefData::kRefRoot)) noteRefRootSlow(r);
}
/// Assignment through a reference typed properties hold: checked (and coerced)
/// against each of their types; throws php's TypeError. (vm/typed-ref.cpp)
[[gnu::noinline]] void assignToTypedRef(RefData* r, TypedValue value);
/// Forgets the type sources of a reference being freed. (vm/typed-ref.cpp)
void dropRefTypeSources(RefData* r);

// --- Constructors ----------------------------------------------------------

inline TypedValue makeUninit() { TypedValue tv; tv.m_data.num = 0; tv.m_type = DataType::Uninit; tv.m_aux8 = 0; tv.m_aux16 = 0; tv.m_aux32 = 0; return tv; }
inline TypedValue makeNull() { TypedValue tv = makeUninit(); tv.m_type = DataType::Null; return tv; }
inline TypedValue makeBool(bool b) { TypedValue tv = makeUninit(); tv.m_data.num = b; tv.m_type = DataType::Bool; return tv; }
inline TypedValue makeInt(int64_t i) { TypedValue tv = makeUninit(); tv.m_data.num = i; tv.m_type = DataType::Int; return tv; }
inline TypedValue makeDouble(double d) { TypedValue tv = makeUninit(); tv.m_data.dbl = d; tv.m_type = DataType::Double; return tv; }
/// Wraps a string without touching its refcount (the TypedValue takes over a reference).
inline TypedValue makeStringNoIncRef(StringData* s) { TypedValue tv = makeUninit(); tv.m_data.pstr = s; tv.m_type = DataType::String; return tv; }
inline TypedValue makeArrayNoIncRef(ArrayData* a) { TypedValue tv = makeUninit(); tv.m_data.parr = a; tv.m_type = DataType::Array; return tv; }
inline TypedValue makeObjectNoIncRef(ObjectData* o) { TypedValue tv = makeUninit(); tv.m_data.pobj = o; tv.m_type = DataType::Object; return tv; }
inline TypedValue makeRefNoIncRef(RefData* r) { TypedValue tv = makeUninit(); tv.m_data.pref = r; tv.m_type = DataType::Reference; return tv; }

// --- Refcounting -----------------------------------------------------------

/// Frees a heap value whose count just dropped to zero (may run __destruct).
void releaseHeapValue(DataType t, HeapHeader* h);

HOP_ALWAYS_INLINE void tvIncRef(const TypedValue& tv) {
  if (hop::isRefcounted(tv.m_type)) tv.m_data.pcnt->incRef();
}
HOP_ALWAYS_INLINE void tvDecRef(const TypedValue& tv) {
  if (hop::isRefcounted(tv.m_type) && tv.m_data.pcnt->decRefAndTestRelease())
    releaseHeapValue(tv.m_type, tv.m_data.pcnt);
}
/// Releases the value and leaves the slot Uninit.
HOP_ALWAYS_INLINE void tvClear(TypedValue& tv) {
  TypedValue old = tv;
  tv.m_type = DataType::Uninit;
  tvDecRef(old);
}

// --- References ------------------------------------------------------------

/// The value a slot stands for: itself, or the box's value when it holds a reference.
HOP_ALWAYS_INLINE TypedValue* tvDeref(TypedValue* tv) {
  return tv->m_type == DataType::Reference ? &tv->m_data.pref->m_tv : tv;
}
HOP_ALWAYS_INLINE const TypedValue* tvDeref(const TypedValue* tv) {
  return tv->m_type == DataType::Reference ? &tv->m_data.pref->m_tv : tv;
}

// --- Copy and assignment ---------------------------------------------------

/// Copy of the value for use as an rvalue: references are dereferenced, the
/// result owns a new reference.
HOP_ALWAYS_INLINE TypedValue tvCopyValue(const TypedValue& src) {
  const TypedValue* s = tvDeref(&src);
  TypedValue r = *s;
  r.m_aux8 = 0; r.m_aux16 = 0; r.m_aux32 = 0;
  if (r.m_type == DataType::Uninit) r.m_type = DataType::Null;
  tvIncRef(r);
  return r;
}

/// Copies src into dst (raw: dst is assumed dead, reference-ness is kept).
HOP_ALWAYS_INLINE void tvDupRaw(const TypedValue& src, TypedValue& dst) {
  dst.m_data = src.m_data;
  dst.m_type = src.m_type;
  tvIncRef(dst);
}

/// Copies an element of an array being duplicated (or a property of an
/// object being cloned) into the copy's slot `dst` (dead), as php's
/// zval_add_ref/zend_array_dup do: a reference that nothing else holds any
/// more (refcount 1) is copied as a plain value, so the copy does not share
/// it; a reference to `container` itself stays a reference.
HOP_ALWAYS_INLINE void tvDupForContainerCopy(const TypedValue& src, TypedValue& dst, const void* container) {
  if (HOP_UNLIKELY(src.m_type == DataType::Reference) && src.m_data.pref->m_hdr.m_count == 1) {
    const TypedValue& inner = src.m_data.pref->m_tv;
    if (!(inner.m_type == DataType::Array && static_cast<const void*>(inner.m_data.parr) == container)) {
      dst.m_data = inner.m_data;
      dst.m_type = inner.m_type;
      tvIncRef(dst);
      return;
    }
  }
  tvDupRaw(src, dst);
}

/// PHP assignment `$dst = value`: writes through a reference in dst, takes over
/// `value`'s reference, releases the old value last (its destructor may run).
HOP_ALWAYS_INLINE void tvAssignMove(TypedValue& dst, TypedValue value) {
  TypedValue* d = &dst;
  if (HOP_UNLIKELY(dst.m_type == DataType::Reference)) {
    RefData* r = dst.m_data.pref;
    if (HOP_UNLIKELY(r->hasTypeSources())) {
      assignToTypedRef(r, value);
      return;
    }
    d = &r->m_tv;
  }
  TypedValue old = *d;
  d->m_data = value.m_data;
  d->m_type = value.m_type;
  tvDecRef(old);
}
/// PHP assignment with a copy of `value`.
HOP_ALWAYS_INLINE void tvAssign(TypedValue& dst, const TypedValue& value) {
  tvAssignMove(dst, tvCopyValue(value));
}
/// Overwrites the slot itself (drops a reference binding if there was one).
HOP_ALWAYS_INLINE void tvSetRawMove(TypedValue& dst, TypedValue value) {
  TypedValue old = dst;
  dst.m_data = value.m_data;
  dst.m_type = value.m_type;
  tvDecRef(old);
}

} // namespace hop
