// prof-data.cpp — per-function profiles of the pgo gear (see prof-data.h).
#include "jit/prof-data.h"

#include <algorithm>
#include <utility>

namespace hop::jit {

Type TypeSite::dominant(uint64_t* total) const {
  uint64_t best = 0, sum = 0;
  Type out = Type::Bottom();
#define X(name, code, php)                                                                     \
  {                                                                                            \
    const uint64_t n = counts[profTypeIndex(DataType::name)].load(std::memory_order_relaxed); \
    sum += n;                                                                                  \
    if (n > best) {                                                                            \
      best = n;                                                                                \
      out = Type::fromDataType(DataType::name);                                                \
    }                                                                                          \
  }
  HOP_DATA_TYPES(X)
#undef X
  if (total) *total = sum;
  return out;
}

Type TypeSite::seen() const {
  uint64_t total = 0;
  dominant(&total);
  Type out = Type::Bottom();
#define X(name, code, php)                                                                     \
  {                                                                                            \
    const uint64_t n = counts[profTypeIndex(DataType::name)].load(std::memory_order_relaxed); \
    if (n > 0 && n * 64 >= total) out = out | Type::fromDataType(DataType::name);              \
  }
  HOP_DATA_TYPES(X)
#undef X
  return out;
}

const Class* ClsSite::dominant() const {
  uint64_t best = 0, sum = other.load(std::memory_order_relaxed);
  const Class* out = nullptr;
  for (uint32_t i = 0; i < kSlots; ++i) {
    const uint64_t n = counts[i].load(std::memory_order_relaxed);
    sum += n;
    if (n > best) {
      best = n;
      out = cls[i].load(std::memory_order_relaxed);
    }
  }
  return sum > 0 && best * 10 >= sum * 9 ? out : nullptr;
}

namespace {
/// The entry of `map` at `key`, first made in `store` (a deque: entries never
/// move) from `init`. The caller holds the profile's lock.
template <class Map, class Store, class Key, class... Init>
auto* findOrAdd(Map& map, Store& store, const Key& key, Init&&... init) {
  auto it = map.find(key);
  if (it != map.end()) return it->second;
  auto* entry = &store.emplace_back(std::forward<Init>(init)...);
  map.emplace(key, entry);
  return entry;
}
} // namespace

ClsSite* FuncProfile::localClsSite(uint32_t off, uint32_t loc) {
  std::lock_guard<std::mutex> g(m_lock);
  return findOrAdd(m_clsSites, m_clsStore, std::make_pair(off, loc));
}

const Class* FuncProfile::localClass(uint32_t off, uint32_t loc) const {
  std::lock_guard<std::mutex> g(m_lock);
  auto it = m_clsSites.find({off, loc});
  return it == m_clsSites.end() ? nullptr : it->second->dominant();
}

ProfCounter* FuncProfile::blockCounter(uint32_t off) {
  std::lock_guard<std::mutex> g(m_lock);
  return findOrAdd(m_blocks, m_counterStore, off, 0);
}

TypeSite* FuncProfile::site(uint32_t off, int64_t key) {
  std::lock_guard<std::mutex> g(m_lock);
  return findOrAdd(m_sites, m_siteStore, std::make_pair(off, key));
}

int64_t FuncProfile::blockCount(uint32_t off) const {
  std::lock_guard<std::mutex> g(m_lock);
  auto it = m_blocks.find(off);
  if (it == m_blocks.end()) return -1;
  return static_cast<int64_t>(it->second->load(std::memory_order_relaxed));
}

uint64_t FuncProfile::maxBlockCount() const {
  std::lock_guard<std::mutex> g(m_lock);
  uint64_t m = 0;
  for (auto& [off, c] : m_blocks) m = std::max(m, c->load(std::memory_order_relaxed));
  return m;
}

Type FuncProfile::siteType(uint32_t off, int64_t key) const {
  std::lock_guard<std::mutex> g(m_lock);
  auto it = m_sites.find({off, key});
  if (it == m_sites.end()) return Type::Bottom();
  return it->second->dominant();
}

Type FuncProfile::localTypesSeen(uint32_t off, uint32_t loc) const {
  std::lock_guard<std::mutex> g(m_lock);
  auto it = m_sites.find({off, static_cast<int64_t>(loc)});
  return it == m_sites.end() ? Type::Bottom() : it->second->seen();
}

size_t FuncProfile::numBlocks() const {
  std::lock_guard<std::mutex> g(m_lock);
  return m_blocks.size();
}

size_t FuncProfile::numSites() const {
  std::lock_guard<std::mutex> g(m_lock);
  return m_sites.size();
}

ProfDataTable::~ProfDataTable() {
  for (auto& c : m_chunks) {
    Chunk* chunk = c.load(std::memory_order_relaxed);
    if (!chunk) continue;
    for (auto& s : *chunk) delete s.load(std::memory_order_relaxed);
    delete chunk;
  }
}

FuncProfile* ProfDataTable::find(FuncId id) const {
  if (id == kInvalidFuncId) return nullptr;
  const uint32_t ci = id >> kChunkBits;
  if (ci >= kNumChunks) return nullptr;
  Chunk* c = m_chunks[ci].load(std::memory_order_acquire);
  return c ? (*c)[id & (kChunkSize - 1)].load(std::memory_order_acquire) : nullptr;
}

FuncProfile* ProfDataTable::get(const Func& f) {
  const FuncId id = f.id;
  if (id == kInvalidFuncId) return nullptr;
  const uint32_t ci = id >> kChunkBits;
  if (ci >= kNumChunks) return nullptr;
  Chunk* c = m_chunks[ci].load(std::memory_order_acquire);
  if (!c) {
    auto* fresh = new Chunk();
    for (auto& s : *fresh) s.store(nullptr, std::memory_order_relaxed);
    if (m_chunks[ci].compare_exchange_strong(c, fresh, std::memory_order_acq_rel)) c = fresh;
    else delete fresh;
  }
  std::atomic<FuncProfile*>& slot = (*c)[id & (kChunkSize - 1)];
  FuncProfile* p = slot.load(std::memory_order_acquire);
  if (p) return p;
  auto mine = std::make_unique<FuncProfile>(f);
  if (slot.compare_exchange_strong(p, mine.get(), std::memory_order_acq_rel)) return mine.release();
  return p;
}

} // namespace hop::jit
