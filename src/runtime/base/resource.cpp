// resource.cpp — resource ids (per request, from 1, never reused) and release.
#include "runtime/base/resource.h"

#include "runtime/base/execution-context.h"

namespace hop {

ResourceData* ResourceData::make(std::unique_ptr<ResourceImpl> impl) {
  auto* r = new ResourceData();
  r->m_hdr.m_count = 1;
  r->m_hdr.m_kind = HeaderKind::Resource;
  r->m_hdr.m_flags = 0;
  r->m_hdr.m_aux = 0;
  r->m_id = tl_exec ? ++ctx().lastResourceId : 0;
  r->m_impl = std::move(impl);
  if (tl_exec) ctx().liveResources[r->m_id] = r;
  return r;
}

void ResourceData::release() {
  close();
  if (tl_exec) {
    auto it = ctx().liveResources.find(m_id);
    if (it != ctx().liveResources.end() && it->second == this) ctx().liveResources.erase(it);
  }
  delete this;
}

} // namespace hop
