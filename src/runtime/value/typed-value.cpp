// typed-value.cpp — releasing heap values and reference boxes.
#include "runtime/value/typed-value.h"

#include "runtime/array/array-data.h"
#include "runtime/base/resource.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"

namespace hop {

RefData* makeRefData(TypedValue v) {
  auto* r = static_cast<RefData*>(reqAlloc(sizeof(RefData)));
  r->m_hdr.m_count = 1;
  r->m_hdr.m_kind = HeaderKind::Reference;
  r->m_hdr.m_flags = 0;
  r->m_hdr.m_aux = 0;
  r->m_tv = makeUninit();
  r->m_tv.m_data = v.m_data;
  r->m_tv.m_type = v.m_type;
  return r;
}

void releaseHeapValue(DataType t, HeapHeader* h) {
  switch (t) {
    case DataType::String: reinterpret_cast<StringData*>(h)->release(); return;
    case DataType::Array: reinterpret_cast<ArrayData*>(h)->release(); return;
    case DataType::Object: reinterpret_cast<ObjectData*>(h)->release(); return;
    case DataType::Reference: {
      auto* r = reinterpret_cast<RefData*>(h);
      TypedValue inner = r->m_tv;
      reqFree(r, sizeof(RefData));
      tvDecRef(inner);
      return;
    }
    case DataType::Resource: reinterpret_cast<ResourceData*>(h)->release(); return;
    default: return;
  }
}

} // namespace hop
