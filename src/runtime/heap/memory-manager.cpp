// memory-manager.cpp — slabs, big blocks and the end-of-request sweep.
#include "runtime/heap/memory-manager.h"

#include "runtime/heap/reclaim-hook.h"

#include <sys/mman.h>

#include <cstdlib>
#include <cstring>
#include <new>

namespace hop {

constinit thread_local MemoryManager* tl_heap = nullptr;

size_t (*g_heapReclaimHook)() = nullptr;

namespace {
constexpr size_t kSlabSize = 256 * 1024;
constexpr size_t kSlabHeader = 16;   // keeps blocks 16-byte aligned

size_t pageRound(size_t n) { return (n + 4095) & ~size_t(4095); }

/// Before php's fatal: what the request's stacks counted and no longer use (reclaim-hook.h).
HOP_NOINLINE bool reclaimFor(const MemoryManager& mm, size_t need) {
  return g_heapReclaimHook && &mm == tl_heap && g_heapReclaimHook() && need <= mm.room();
}
}

MemoryManager::MemoryManager() {
  m_bigList.prev = m_bigList.next = &m_bigList;
  static_assert(sizeof(BigHeader) == 32);
}

MemoryManager::~MemoryManager() { sweep(); }

MemoryManager::Scope::Scope(MemoryManager& mm) : m_prev(tl_heap) { tl_heap = &mm; }
MemoryManager::Scope::~Scope() { tl_heap = m_prev; }

void* MemoryManager::refillSmall(size_t cls) {
  size_t sz = sizeOfClass(cls);
  if (size_t(m_bumpEnd - m_bumpCur) < sz) {
    // Put the slab's tail into free lists of smaller classes rather than waste it.
    while (m_bumpCur && size_t(m_bumpEnd - m_bumpCur) >= 16) {
      size_t left = size_t(m_bumpEnd - m_bumpCur);
      size_t c = sizeClassOf(left);
      if (sizeOfClass(c) > left) --c;
      auto* n = reinterpret_cast<FreeNode*>(m_bumpCur);
      n->next = m_free[c];
      m_free[c] = n;
      m_bumpCur += sizeOfClass(c);
    }
    // memory_limit: a new slab must fit whole (the only check small blocks pay).
    if (HOP_UNLIKELY(kSlabSize > room()) && !reclaimFor(*this, kSlabSize)) exhausted(kSlabSize);
    char* slab = static_cast<char*>(std::malloc(kSlabSize));
    if (!slab) throw std::bad_alloc();
    noteReal(kSlabSize);
    auto* s = reinterpret_cast<Slab*>(slab);
    s->next = m_slabs;
    m_slabs = s;
    m_bumpCur = slab + kSlabHeader;
    m_bumpEnd = slab + kSlabSize;
  }
  void* p = m_bumpCur;
  m_bumpCur += sz;
  noteUsage(sz);
  return p;
}

void MemoryManager::checkBig(size_t size) {
  // memory_limit; the size reported is php's for a block this big (whole pages).
  if (HOP_UNLIKELY(size > room()) && !reclaimFor(*this, size))
    exhausted(size > SIZE_MAX / 2 ? size : (size + 4095) & ~size_t(4095));
  if (size > SIZE_MAX / 2) throw std::bad_alloc();   // no limit: never let the header's size wrap
}

void MemoryManager::linkBig(BigHeader* h, size_t size) {
  h->size = size;
  h->next = m_bigList.next;
  h->prev = &m_bigList;
  m_bigList.next->prev = h;
  m_bigList.next = h;
  noteReal(sizeof(BigHeader) + size);
  noteUsage(size);
}

bool MemoryManager::wantsMapping(size_t size) {
#ifdef HOP_SANITIZED_HEAP
  (void)size;
  return false;   // malloc's blocks, which ASan checks
#else
  return size >= kHugeSize - sizeof(BigHeader);
#endif
}

MemoryManager::BigHeader* MemoryManager::mapBlock(size_t size) {
  const size_t len = pageRound(sizeof(BigHeader) + size);
  void* m = ::mmap(nullptr, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return nullptr;
  auto* h = static_cast<BigHeader*>(m);
  h->mapped = len;
  return h;
}

void MemoryManager::releaseBig(BigHeader* h) {
  if (h->mapped) ::munmap(h, h->mapped);
  else std::free(h);
}

void* MemoryManager::allocBig(size_t size) {
  checkBig(size);
  BigHeader* h;
  if (wantsMapping(size)) {
    h = mapBlock(size);
  } else {
    h = static_cast<BigHeader*>(std::malloc(sizeof(BigHeader) + size));
    if (h) h->mapped = 0;
  }
  if (!h) throw std::bad_alloc();
  linkBig(h, size);
  return h + 1;
}

void MemoryManager::freeBig(void* p) {
  auto* h = static_cast<BigHeader*>(p) - 1;
  h->prev->next = h->next;
  h->next->prev = h->prev;
  m_usage -= h->size;
  m_realBytes -= sizeof(BigHeader) + h->size;
  releaseBig(h);
}

void* MemoryManager::reallocBig(void* p, size_t size) {
  auto* h = static_cast<BigHeader*>(p) - 1;
  const size_t old = h->size;
  BigHeader* const prev = h->prev;
  BigHeader* const next = h->next;
  // Checked as a new block of `size` beside the old one, as before there was
  // a realloc (where php extends a huge block in place it checks the growth).
  if (size > old) checkBig(size);
  BigHeader* n = nullptr;
  if (h->mapped) {
    // Its own mapping: the kernel moves the pages, nothing is copied and the
    // old and new blocks are never resident together.
    const size_t len = pageRound(sizeof(BigHeader) + size);
    if (len == h->mapped) {
      n = h;
    } else if (void* m = ::mremap(h, h->mapped, len, MREMAP_MAYMOVE); m != MAP_FAILED) {
      n = static_cast<BigHeader*>(m);
      n->mapped = len;
    }
  } else if (wantsMapping(size)) {
    // From malloc to a mapping of its own: copied once.
    n = mapBlock(size);
    if (n) std::memcpy(n + 1, h + 1, old < size ? old : size);
    if (n) std::free(h);
  } else {
    n = static_cast<BigHeader*>(std::realloc(h, sizeof(BigHeader) + size));
    if (n) n->mapped = 0;
  }
  if (!n) throw std::bad_alloc();   // the old block is still linked and valid
  // Unlinked through the neighbours noted before: they may point at the old address.
  prev->next = next;
  next->prev = prev;
  m_usage -= old;
  m_realBytes -= sizeof(BigHeader) + old;
  linkBig(n, size);
  return n + 1;
}

void MemoryManager::resizeNative(size_t from, size_t to) {
  if (to > from) {
    if (HOP_UNLIKELY(to > room()) && !reclaimFor(*this, to)) exhausted(to > SIZE_MAX / 2 ? to : (to + 4095) & ~size_t(4095));
    noteUsage(to - from);
    noteReal(to - from);
  } else {
    // Never below zero: a sweep may have come between (a buffer outliving its request).
    size_t d = from - to;
    m_usage -= d < m_usage ? d : m_usage;
    m_realBytes -= d < m_realBytes ? d : m_realBytes;
  }
}

void MemoryManager::sweep() {
  for (BigHeader* h = m_bigList.next; h != &m_bigList;) {
    BigHeader* next = h->next;
    releaseBig(h);
    h = next;
  }
  m_bigList.prev = m_bigList.next = &m_bigList;
  while (m_slabs) {
    Slab* next = m_slabs->next;
    std::free(m_slabs);
    m_slabs = next;
  }
  for (auto& f : m_free) f = nullptr;
  m_bumpCur = m_bumpEnd = nullptr;
  m_usage = 0;
  m_realBytes = 0;
}

} // namespace hop
