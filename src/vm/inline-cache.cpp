// inline-cache.cpp — the process-wide slot id allocator and the request's
// cache array (see inline-cache.h).
#include "vm/inline-cache.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>

namespace hop {

namespace {
std::atomic<uint32_t> g_nextInlineCacheSlot{0};
std::atomic<uint64_t> g_inlineCacheEpoch{0};
}

// (Declared in vm/member-ops.h, which keys memos on classes.)
uint64_t inlineCacheEpoch() { return g_inlineCacheEpoch.load(std::memory_order_relaxed); }

uint32_t allocateInlineCacheSlots(uint32_t count) {
  return g_nextInlineCacheSlot.fetch_add(count, std::memory_order_relaxed);
}

void InlineCacheTable::grow(uint32_t index) {
  // Size for every slot handed out so far, so growth is rare.
  uint32_t want = g_nextInlineCacheSlot.load(std::memory_order_relaxed);
  if (want < index + 1) want = index + 1;
  if (want < m_size * 2) want = m_size * 2;
  if (want < 256) want = 256;
  auto* p = static_cast<InlineCache*>(std::realloc(m_entries, size_t(want) * sizeof(InlineCache)));
  if (!p) throw std::bad_alloc();
  std::memset(static_cast<void*>(p + m_size), 0, size_t(want - m_size) * sizeof(InlineCache));
  m_entries = p;
  m_size = want;
}

void InlineCacheTable::clear() {
  g_inlineCacheEpoch.fetch_add(1, std::memory_order_relaxed);
  std::free(m_entries);
  m_entries = nullptr;
  m_size = 0;
}

} // namespace hop
