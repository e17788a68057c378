// object-ops-inl.h — inline bodies of object-ops.h.
#pragma once

#include "runtime/array/array-data.h"
#include "runtime/object/object-data.h"

namespace hop {

/// Calls fn(nameTv, declCls, attrs, value, initialized) for every declared
/// property slot (in slot order) and then every dynamic property. `nameTv` is
/// an Int or String TypedValue (dynamic props can have int names); declCls is
/// null for dynamic properties.
template <class F> void forEachProp(ObjectData* o, F&& fn) {
  Class* c = o->cls();
  for (uint32_t i = 0, n = c->numProps(); i < n; ++i) {
    const PropSlot& p = c->props[i];
    if (p.isHidden()) continue;
    TypedValue* v = o->prop(i);
    // An unset untyped property is gone; a typed one is "uninitialized" again (var_dump shows it).
    if (v->m_type == DataType::Uninit && isPropUnset(o, i) && !(p.type && !p.type->isEmpty())) continue;
    fn(makeStringNoIncRef(p.name), p.declCls, p.attrs, v, v->m_type != DataType::Uninit);
  }
  if (ArrayData* d = o->m_dynProps) {
    for (uint32_t pos = d->iterBegin(); d->iterValid(pos); pos = d->iterAdvance(pos)) {
      fn(d->iterKey(pos), static_cast<Class*>(nullptr), uint32_t(kAttrPublic), d->iterValueMutable(pos), true);
    }
  }
}

} // namespace hop
