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
#include <utility>

namespace hop {

namespace {
std::atomic<uint32_t> g_nextInlineCacheSlot{0};
}
// (Declared in vm/member-ops.h, which keys memos on classes.) 1 at a thread's
// start: its memos, zero, are emptied once before their first use.
constinit thread_local uint64_t tl_inlineCacheEpoch = 1;
constinit thread_local uint64_t tl_classMemoEpoch = 1;
std::atomic<uint64_t> g_sharedUnitsFreed{0};
namespace {
constinit thread_local bool tl_classAliased = false;
}
void noteClassAliased() {
  ++tl_classMemoEpoch;
  tl_classAliased = true;
}
bool takeClassAliased() { return std::exchange(tl_classAliased, false); }

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

uint32_t inlineCacheIdsHandedOut() { return g_nextInlineCacheSlot.load(std::memory_order_relaxed); }

void releaseInlineCacheSlots(uint32_t base, uint32_t count) {
  if (!count) return;
  std::lock_guard<std::mutex> g(g_freeSlotsLock);
  g_freeSlots[count].push_back(base);
}

namespace {
/// The array of the thread's previous request, for its next one. A server's
/// request thread would otherwise allocate and free the whole array (24
/// bytes for every slot of the process: ~500 KB once a library like Twig is
/// loaded) per request; an array that big comes from mmap, so every request
/// took its pages' faults and the kernel's zeroing on top of the memset. Its
/// entries keyed on classes are kept (inline-cache.h), with the epoch they
/// hold under and the Classes their PreClasses were.
struct SpareEntries {
  InlineCache* entries = nullptr;
  uint32_t size = 0;
  uint64_t epoch = 0;
  std::unordered_map<const void*, const Class*> classOf;
  ~SpareEntries() { std::free(entries); }
};
thread_local SpareEntries t_spare;
} // namespace

void InlineCacheTable::adoptSpare() {
  m_entries = t_spare.entries;
  m_size = t_spare.size;
  t_spare.entries = nullptr;
  t_spare.size = 0;
  m_epoch = classMemoEpoch();
  // This request's declarations so far, if any, joined to the kept ones
  // (noteClassOf zeroes on a difference).
  std::unordered_map<const void*, const Class*> mine = std::move(m_classOf);
  m_classOf = std::move(t_spare.classOf);
  t_spare.classOf.clear();
  // A class or unit freed since (this thread's, or a shared unit anywhere):
  // its address could come back as another class's.
  if (t_spare.epoch != m_epoch) zeroAll();
  for (const auto& [pre, cls] : mine) noteClassOf(pre, cls);
}

void InlineCacheTable::zeroAll() {
  if (m_entries) std::memset(static_cast<void*>(m_entries), 0, size_t(m_size) * sizeof(InlineCache));
  m_local.clear();
  m_zeroAll = false;
  m_classOf.clear();
}

void InlineCacheTable::noteClassOf(const void* pre, const Class* cls) {
  if (!m_entries && t_spare.entries) adoptSpare();
  auto [it, added] = m_classOf.try_emplace(pre, cls);
  if (added || it->second == cls) return;
  // The method copies of both Classes share their cache ids (and a method's
  // entries may answer for any $this, kPropAnyThis): what the other Class's
  // copies cached must not answer for this one's.
  zeroAll();
  m_classOf.emplace(pre, cls);
}

void InlineCacheTable::grow(uint32_t index) {
  // Size for every slot handed out so far, so growth is rare.
  uint32_t want = g_nextInlineCacheSlot.load(std::memory_order_relaxed);
  if (want < index + 1) want = index + 1;
  if (want < m_size * 2) want = m_size * 2;
  if (want < 256) want = 256;
  if (!m_entries) {
    if (t_spare.entries) {
      adoptSpare();
      if (index < m_size) return;
    } else {
      m_epoch = classMemoEpoch();
    }
  }
  // One more entry, always empty: a property key's second way may be read
  // past the last entry (the interpreter's PROP_IC_HIT), never written.
  auto* p = static_cast<InlineCache*>(std::realloc(m_entries, size_t(want + 1) * sizeof(InlineCache)));
  if (!p) throw std::bad_alloc();
  std::memset(static_cast<void*>(p + m_size), 0, size_t(want + 1 - m_size) * sizeof(InlineCache));
  m_entries = p;
  m_size = want;
}

void InlineCacheTable::clear() {
  ++tl_inlineCacheEpoch;
  if (m_entries && m_size >= t_spare.size) {
    if (m_zeroAll || m_epoch != classMemoEpoch()) {
      zeroAll();
    } else {
      for (uint32_t i : m_local)
        if (i < m_size) std::memset(static_cast<void*>(&m_entries[i]), 0, sizeof(InlineCache));
    }
    std::swap(m_entries, t_spare.entries);
    std::swap(m_size, t_spare.size);
    t_spare.epoch = m_epoch;
    std::swap(m_classOf, t_spare.classOf);
  }
  std::free(m_entries);
  m_entries = nullptr;
  m_size = 0;
  m_local.clear();
  m_zeroAll = false;
  m_classOf.clear();
}

} // namespace hop
