// typed-value.cpp — releasing heap values and reference boxes.
#include "runtime/value/typed-value.h"

#include <utility>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/request-local.h"
#include "runtime/base/resource.h"
#include "runtime/class/class.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"

namespace hop {

static_assert(sizeof(RefData) == 32, "a reference box fills its size class");

namespace {

// refRoots(): an entry per noted box; a freed box leaves a null, squeezed
// out when the vector would grow.
thread_local std::vector<RefData*> tl_refRoots;
const RequestLocalReset kResetRefRoots([] { tl_refRoots.clear(); });

/// A box being freed that typed properties held or refRoots() lists
/// (out of line: releaseNow stays as small as without them).
[[gnu::noinline, gnu::cold]] void forgetFlaggedRef(RefData* r) {
  if (r->hasTypeSources()) dropRefTypeSources(r);
  if (r->m_hdr.m_flags & RefData::kRefRoot) {
    const uint32_t i = r->m_rootIndex;
    // (A box the end of the request frees after the reset has no entry.)
    if (i < tl_refRoots.size() && tl_refRoots[i] == r) tl_refRoots[i] = nullptr;
  }
}

} // namespace

const std::vector<RefData*>& refRoots() { return tl_refRoots; }

void noteRefRootSlow(RefData* r) {
  std::vector<RefData*>& v = tl_refRoots;
  if (v.size() == v.capacity() && !v.empty()) {
    size_t n = 0;
    for (RefData* x : v)
      if (x) {
        x->m_rootIndex = static_cast<uint32_t>(n);
        v[n++] = x;
      }
    v.resize(n);
    if (n > v.capacity() / 2) v.reserve(2 * v.capacity());
  }
  r->m_hdr.m_flags |= RefData::kRefRoot;
  r->m_rootIndex = static_cast<uint32_t>(v.size());
  v.push_back(r);
}

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

namespace {

void releaseNow(DataType t, HeapHeader* h) {
  switch (t) {
    case DataType::Array: reinterpret_cast<ArrayData*>(h)->release(); return;
    case DataType::Object: reinterpret_cast<ObjectData*>(h)->release(); return;
    case DataType::Reference: {
      auto* r = reinterpret_cast<RefData*>(h);
      if (HOP_UNLIKELY(r->m_hdr.m_flags != 0)) forgetFlaggedRef(r);
      TypedValue inner = r->m_tv;
      reqFree(r, sizeof(RefData));
      tvDecRef(inner);
      return;
    }
    case DataType::Resource: reinterpret_cast<ResourceData*>(h)->release(); return;
    default: return;
  }
}

// Freeing a container frees what it holds, which would recurse as deep as
// the data is nested (a 200k-deep array would overflow the native stack).
// Past kMaxReleaseDepth nested releases, values wait in a list that the
// outermost release empties, so the native depth stays bounded.
constexpr int kMaxReleaseDepth = 128;
thread_local int tl_releaseDepth = 0;
thread_local std::vector<std::pair<DataType, HeapHeader*>>* tl_pendingRelease = nullptr;

bool destructorPending(HeapHeader* h) {
  auto* o = reinterpret_cast<ObjectData*>(h);
  const Class* cls = o->cls();
  return (cls->dtor || cls->native.dtor) && !o->hasFlag(ObjectData::kDestructed) && !o->hasFlag(ObjectData::kNoDestruct);
}

struct ReleaseDepth {
  ReleaseDepth() { ++tl_releaseDepth; }
  ~ReleaseDepth() { --tl_releaseDepth; }
};

} // namespace

void releaseHeapValue(DataType t, HeapHeader* h) {
  if (t == DataType::String) {
    reinterpret_cast<StringData*>(h)->release();
    return;
  }
  // (An object whose destructor is yet to run is released at once: deferring
  // it would turn a destructor that makes and drops another such object
  // into an endless loop, where php recurses until the stack guard.)
  if (HOP_UNLIKELY(tl_releaseDepth >= kMaxReleaseDepth) && !(t == DataType::Object && destructorPending(h))) {
    if (!tl_pendingRelease) tl_pendingRelease = new std::vector<std::pair<DataType, HeapHeader*>>();
    tl_pendingRelease->emplace_back(t, h);
    return;
  }
  ReleaseDepth depth;
  releaseNow(t, h);
  if (tl_releaseDepth == 1) {
    // The outermost release frees what deeper ones left (last left first;
    // each may leave more).
    while (tl_pendingRelease && !tl_pendingRelease->empty()) {
      auto [pt, ph] = tl_pendingRelease->back();
      tl_pendingRelease->pop_back();
      releaseNow(pt, ph);
    }
  }
}

} // namespace hop
