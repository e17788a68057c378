// inline-cache.cpp — the process-wide slot id allocator and the request's
// cache array (see inline-cache.h).
#include "vm/inline-cache.h"
#include "vm/member-ops.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <vector>
#include <new>

namespace hop {

namespace {
std::atomic<uint32_t> g_nextInlineCacheSlot{0};
}
// (Declared in vm/member-ops.h, which keys memos on classes.)
std::atomic<uint64_t> g_inlineCacheEpoch{0};

namespace {
// Ranges given back by dead Funcs, by length. A server compiles the same
// files for every request, so a new Func mostly finds a range of its exact
// length here, and the id space (the size of every request's table) stays
// that of the code alive at once instead of growing with every request.
std::mutex g_freeSlotsLock;
std::unordered_map<uint32_t, std::vector<uint32_t>> g_freeSlots;
} // namespace


uint32_t allocateInlineCacheSlots(uint32_t count) {
  if (count) {
    std::lock_guard<std::mutex> g(g_freeSlotsLock);
    auto it = g_freeSlots.find(count);
    if (it != g_freeSlots.end() && !it->second.empty()) {
      uint32_t base = it->second.back();
      it->second.pop_back();
      return base;
    }
  }
  return g_nextInlineCacheSlot.fetch_add(count, std::memory_order_relaxed);
}

void releaseInlineCacheSlots(uint32_t base, uint32_t count) {
  if (!count) return;
  std::lock_guard<std::mutex> g(g_freeSlotsLock);
  g_freeSlots[count].push_back(base);
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
