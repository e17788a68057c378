// inline-cache.cpp — the process-wide slot id allocator and the request's
// cache array (see inline-cache.h).
#include "vm/inline-cache.h"
#include "vm/member-ops.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
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


namespace {
// The live tables, and the ids every one of them covers (`g_covered`, one
// more entry always empty after them): handing out ids past it commits more
// of each table first. A table's owner reads its entries without the lock;
// only entries past every id handed out are committed here, none it uses.
std::mutex g_tablesLock;
std::vector<InlineCacheTable*>& liveTables() {
  static auto* v = new std::vector<InlineCacheTable*>();   // never destroyed: tables may outlive statics
  return *v;
}
uint32_t g_covered = 0;

[[noreturn]] void tooManyIds() {
  std::fprintf(stderr, "HopVM: fatal: more than %u inline cache ids in use at once\n", kMaxInlineCacheIds);
  std::abort();
}

/// Makes every live table cover ids below `end` (the caller has them).
void coverIds(uint32_t end) {
  if (end > kMaxInlineCacheIds) tooManyIds();
  std::lock_guard<std::mutex> g(g_tablesLock);
  if (end <= g_covered) return;
  uint32_t want = std::max({end, g_covered * 2, 4096u});
  if (want > kMaxInlineCacheIds) want = kMaxInlineCacheIds;
  for (InlineCacheTable* t : liveTables()) t->commitFor(want);
  g_covered = want;
}
} // namespace

uint32_t allocateInlineCacheSlots(uint32_t count) {
  if (count) {
    std::lock_guard<std::mutex> g(g_freeSlotsLock);
    auto it = g_freeSlots.find(count);
    if (it != g_freeSlots.end() && !it->second.empty()) {
      uint32_t base = it->second.back();
      it->second.pop_back();
      return base;   // below the ids handed out: covered
    }
  }
  const uint32_t base = g_nextInlineCacheSlot.fetch_add(count, std::memory_order_relaxed);
  if (uint64_t(base) + count > kMaxInlineCacheIds) tooManyIds();
  coverIds(base + count);
  return base;
}

uint32_t inlineCacheIdsHandedOut() { return g_nextInlineCacheSlot.load(std::memory_order_relaxed); }

void releaseInlineCacheSlots(uint32_t base, uint32_t count) {
  if (!count) return;
  std::lock_guard<std::mutex> g(g_freeSlotsLock);
  g_freeSlots[count].push_back(base);
}

namespace {
size_t pageRound(size_t bytes) {
  static const size_t page = size_t(sysconf(_SC_PAGESIZE));
  return (bytes + page - 1) / page * page;
}
const size_t kReserveBytes = pageRound(size_t(kMaxInlineCacheIds + 1) * sizeof(InlineCache));

/// The reservation of the thread's previous table, for its next one. A
/// server's request thread would otherwise map and fault in the whole array
/// (24 bytes for every slot of the process: ~500 KB once a library like
/// Twig is loaded) per request. Its entries keyed on classes are kept
/// (inline-cache.h), with the epoch they hold under and the Classes their
/// PreClasses were.
struct SpareEntries {
  InlineCache* entries = nullptr;
  size_t committedBytes = 0;
  uint64_t epoch = 0;
  std::unordered_map<const void*, const Class*> classOf;
  ~SpareEntries() {
    if (entries) munmap(entries, kReserveBytes);
  }
};
thread_local SpareEntries t_spare;
} // namespace

InlineCacheTable::InlineCacheTable() {
  m_epoch = classMemoEpoch();
  if (t_spare.entries) {
    m_entries = t_spare.entries;
    m_committedBytes = t_spare.committedBytes;
    m_size.store(uint32_t(m_committedBytes / sizeof(InlineCache)) - (m_committedBytes ? 1 : 0), std::memory_order_relaxed);
    t_spare.entries = nullptr;
    t_spare.committedBytes = 0;
    m_classOf = std::move(t_spare.classOf);
    t_spare.classOf.clear();
    // A class or unit freed since (this thread's, or a shared unit anywhere):
    // its address could come back as another class's.
    if (t_spare.epoch != m_epoch) zeroAll();
  } else {
    void* p = mmap(nullptr, kReserveBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    m_entries = static_cast<InlineCache*>(p);
  }
  std::lock_guard<std::mutex> g(g_tablesLock);
  commitFor(std::max(g_covered, 256u));
  liveTables().push_back(this);
}

void InlineCacheTable::commitFor(uint32_t ids) {
  const size_t want = pageRound(size_t(ids + 1) * sizeof(InlineCache));
  if (want <= m_committedBytes) return;
  char* base = reinterpret_cast<char*>(m_entries);
  if (mprotect(base + m_committedBytes, want - m_committedBytes, PROT_READ | PROT_WRITE) != 0) throw std::bad_alloc();
  m_committedBytes = want;
  // The last committed entry stays empty: a property key's second way may be read there.
  m_size.store(uint32_t(want / sizeof(InlineCache)) - 1, std::memory_order_relaxed);
}

void InlineCacheTable::zeroAll() {
  std::memset(static_cast<void*>(m_entries), 0, m_committedBytes);
  m_local.clear();
  m_zeroAll = false;
  m_classOf.clear();
}

void InlineCacheTable::noteClassOf(const void* pre, const Class* cls) {
  auto [it, added] = m_classOf.try_emplace(pre, cls);
  if (added || it->second == cls) return;
  // The method copies of both Classes share their cache ids (and a method's
  // entries may answer for any $this, kPropAnyThis): what the other Class's
  // copies cached must not answer for this one's.
  zeroAll();
  m_classOf.emplace(pre, cls);
}

InlineCacheTable::~InlineCacheTable() {
  ++tl_inlineCacheEpoch;
  {
    std::lock_guard<std::mutex> g(g_tablesLock);
    std::vector<InlineCacheTable*>& v = liveTables();
    v.erase(std::find(v.begin(), v.end(), this));
  }
  if (t_spare.entries) {   // (a thread with two live tables: only one is kept)
    munmap(m_entries, kReserveBytes);
    return;
  }
  if (m_zeroAll || m_epoch != classMemoEpoch()) {
    zeroAll();
  } else {
    const uint32_t size = m_size.load(std::memory_order_relaxed);
    for (uint32_t i : m_local) {
      if (i & kKeepHint) {
        if ((i &= ~kKeepHint) < size) m_entries[i].call.func = nullptr;
      } else if (i < size) {
        std::memset(static_cast<void*>(&m_entries[i]), 0, sizeof(InlineCache));
      }
    }
  }
  t_spare.entries = m_entries;
  t_spare.committedBytes = m_committedBytes;
  t_spare.epoch = m_epoch;
  t_spare.classOf = std::move(m_classOf);
}

} // namespace hop
