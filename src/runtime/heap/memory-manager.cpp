// memory-manager.cpp — slabs, big blocks and the end-of-request sweep.
#include "runtime/heap/memory-manager.h"

#include "runtime/heap/reclaim-hook.h"

#include <cstdlib>
#include <new>

namespace hop {

constinit thread_local MemoryManager* tl_heap = nullptr;

size_t (*g_heapReclaimHook)() = nullptr;

namespace {
constexpr size_t kSlabSize = 256 * 1024;
constexpr size_t kSlabHeader = 16;   // keeps blocks 16-byte aligned

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

void* MemoryManager::allocBig(size_t size) {
  // memory_limit; the size reported is php's for a block this big (whole pages).
  if (HOP_UNLIKELY(size > room()) && !reclaimFor(*this, size))
    exhausted(size > SIZE_MAX / 2 ? size : (size + 4095) & ~size_t(4095));
  if (size > SIZE_MAX / 2) throw std::bad_alloc();   // no limit: never let the header's size wrap
  auto* h = static_cast<BigHeader*>(std::malloc(sizeof(BigHeader) + size));
  if (!h) throw std::bad_alloc();
  noteReal(sizeof(BigHeader) + size);
  h->size = size;
  h->next = m_bigList.next;
  h->prev = &m_bigList;
  m_bigList.next->prev = h;
  m_bigList.next = h;
  noteUsage(size);
  return h + 1;
}

void MemoryManager::freeBig(void* p) {
  auto* h = static_cast<BigHeader*>(p) - 1;
  h->prev->next = h->next;
  h->next->prev = h->prev;
  m_usage -= h->size;
  m_realBytes -= sizeof(BigHeader) + h->size;
  std::free(h);
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
    std::free(h);
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
