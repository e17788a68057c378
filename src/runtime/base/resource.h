// resource.h — PHP resources (file handles, STDIN/STDOUT/STDERR, ...): a
// refcounted heap value with an id (shown as "Resource id #N") and a type
// name (get_resource_type). The kind-specific part is a ResourceImpl.
//
// ResourceData has no virtual functions so that its HeapHeader sits at
// offset 0, like every other refcounted value.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "runtime/heap/header.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct ResourceImpl {
  virtual ~ResourceImpl() = default;
  virtual std::string typeName() const = 0;
  /// Releases what the resource holds (fclose).
  virtual void close() {}
};

struct ResourceData {
  HeapHeader m_hdr;
  int64_t m_id;
  bool m_closed = false;
  std::unique_ptr<ResourceImpl> m_impl;

  /// A new resource (refcount 1) with the next id of the request.
  static ResourceData* make(std::unique_ptr<ResourceImpl> impl);
  void close() {
    if (!m_closed && m_impl) m_impl->close();
    m_closed = true;
  }
  void incRef() { m_hdr.incRef(); }
  void decRef() { if (m_hdr.decRefAndTestRelease()) release(); }
  void release();
  template <class T> T* impl() { return dynamic_cast<T*>(m_impl.get()); }
};
static_assert(offsetof(ResourceData, m_hdr) == 0);

inline int64_t resourceHandle(const ResourceData* r) { return r->m_id; }
inline std::string resourceTypeName(const ResourceData* r) {
  return r->m_closed ? "Unknown" : r->m_impl->typeName();
}
inline bool resourceIsClosed(const TypedValue& tv) {
  const TypedValue& v = *tvDeref(&tv);
  return v.m_type == DataType::Resource && v.m_data.pres->m_closed;
}
inline std::string resourceTypeNameOf(const TypedValue& tv) { return resourceTypeName(tvDeref(&tv)->m_data.pres); }
inline TypedValue makeResourceNoIncRef(ResourceData* r) {
  TypedValue tv = makeUninit();
  tv.m_data.pres = r;
  tv.m_type = DataType::Resource;
  return tv;
}

} // namespace hop
