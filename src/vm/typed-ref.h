// typed-ref.h — references held by typed properties: their type sources, and assignments through them checked against every source, as php's typed references.
#pragma once

#include "runtime/value/typed-value.h"

namespace hop {

struct Class;
struct NativeArgs;
struct ObjectData;
struct PropSlot;
struct StaticPropSlot;
struct StringData;
struct TypeConstraint;

/// A typed property that holds a reference (php's zend_property_info in the
/// reference's source list): the reference's value must always fit its type.
struct RefTypeSource {
  const TypeConstraint* type;
  const Class* declCls;
  const StringData* name;
  bool operator==(const RefTypeSource& o) const { return declCls == o.declCls && name == o.name; }
};

/// How many references of this thread's request typed properties hold (0:
/// nothing anywhere needs the checks below).
/// constinit: read without a TLS-wrapper call (every builtin call asks).
extern constinit thread_local uint32_t tl_typedRefCount;

/// Runs a builtin whose by-reference arguments may be typed references (call
/// it when tl_typedRefCount != 0): what it wrote into one of them is checked
/// against its types afterwards, and put back as it was with php's TypeError
/// when it does not fit (php checks each such write: ZEND_TRY_ASSIGN_REF_*).
void callNativeCheckingTypedRefs(NativeArgs& a);

/// The reference in `slot` when typed properties hold it, else null.
inline RefData* typedRefIn(const TypedValue& slot) {
  return slot.m_type == DataType::Reference && slot.m_data.pref->hasTypeSources() ? slot.m_data.pref : nullptr;
}
/// An assignment's result `res` (owned) after a write into `slot`: what a typed
/// reference there holds now (the coerced value), as php's result.
inline void resultAfterTypedWrite(const TypedValue& slot, TypedValue& res) {
  if (HOP_UNLIKELY(typedRefIn(slot) != nullptr)) {
    TypedValue old = res;
    res = tvCopyValue(slot);
    tvDecRef(old);
  }
}

/// The source a typed property slot stands for; `ok` false when untyped.
bool typeSourceOf(const PropSlot& p, RefTypeSource& out);
bool typeSourceOf(const StaticPropSlot& p, RefTypeSource& out);

/// The type source of `slot` when it is one of o's declared typed properties.
bool propTypeSource(const ObjectData* o, const TypedValue* slot, RefTypeSource& out);
/// boxSlot for a slot that may be a declared property of `o`: a reference
/// made there gets the property as its type source.
RefData* boxPropSlot(ObjectData* o, TypedValue& slot);

void refAddTypeSource(RefData* r, const RefTypeSource& s);
/// Forgets one occurrence of `s` (the property stops holding the reference).
void refDelTypeSource(RefData* r, const RefTypeSource& s);

/// Checks `v` (owned, not a Reference) against every source of `r`, coercing
/// it in place as php's zend_verify_ref_assignable_zval; throws php's
/// TypeError (releasing `v`) when it does not fit.
void refVerifyAssignable(RefData* r, TypedValue& v);

/// A reference being bound into a typed property (`$o->p = &$x`): its value
/// must fit the property's type (coerced in place when weak mode allows and no
/// other source disagrees). Throws php's TypeError.
void refVerifyBindable(RefData* r, const RefTypeSource& s);

/// After ++/-- changed a typed reference's value in place from `before`:
/// past PHP_INT_MAX/MIN into a source without float is php's TypeError (the
/// value stays the int limit); any other result is checked as an assignment
/// (restored to `before` when it does not fit). `before` is not released.
void refCheckIncDec(RefData* r, const TypedValue& before, bool inc);

/// ++/-- of a typed reference's int `before` gave the float `after`: php's
/// TypeError when a source has no float (the value left is the int limit).
void refCheckIncDecOverflow(RefData* r, bool inc, const TypedValue& before, const TypedValue& after);

/// A write into an element of a typed reference's value (`$r[] = v`) that
/// would make its null or false an array: php's TypeError when a source's
/// type has no array. `pending` (a value the caller owns) is released then.
void refCheckVivify(RefData* r, TypedValue pending = makeUninit());

/// Binding `slot` (a declared property or static, about to hold `ref`) with
/// its source moved from the reference it held before, if any.
void bindTypedSlot(TypedValue& slot, RefData* ref, const RefTypeSource& s);

} // namespace hop
