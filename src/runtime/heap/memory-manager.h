// memory-manager.h — request-scoped allocation.
//
// Everything a request allocates (strings, arrays, objects, references) comes
// from its thread's MemoryManager: size-classed free lists carved from 256 KiB
// slabs, plus individually tracked big blocks. Frees are sized (every caller
// knows the size it allocated). At request end, sweep() returns all slabs and
// big blocks at once, so nothing leaks from one request into the next, even
// cycles that refcounting never frees.
//
// Each thread serving requests owns one MemoryManager, installed with
// MemoryManager::Scope; tl_heap points at it. In sanitizer builds every
// allocation takes the tracked big-block path so ASan sees each one.
#pragma once

#include <cstddef>
#include <cstdint>

#include "util/assert.h"

namespace hop {

class MemoryManager {
public:
  static constexpr size_t kNumSmallClasses = 48;
  static constexpr size_t kMaxSmallSize = 8192;

  MemoryManager();
  ~MemoryManager();
  MemoryManager(const MemoryManager&) = delete;
  MemoryManager& operator=(const MemoryManager&) = delete;

  HOP_ALWAYS_INLINE void* allocSmall(size_t size);
  HOP_ALWAYS_INLINE void freeSmall(void* p, size_t size);
  void* allocBig(size_t size);
  void freeBig(void* p);
  /// Releases every block handed out since construction or the last sweep.
  void sweep();

  /// Bytes currently handed out (memory_get_usage) and the high-water mark.
  size_t usage() const { return m_usage; }
  size_t peakUsage() const { return m_peak; }

  /// Installs a MemoryManager as the current thread's heap for a scope.
  struct Scope {
    explicit Scope(MemoryManager& mm);
    ~Scope();
    MemoryManager* m_prev;
  };

  static size_t sizeClassOf(size_t size);
  static size_t sizeOfClass(size_t cls);

private:
  struct FreeNode { FreeNode* next; };
  struct BigHeader { BigHeader* prev; BigHeader* next; size_t size; size_t pad; };
  struct Slab { Slab* next; };

  void* refillSmall(size_t cls);
  void noteUsage(ptrdiff_t delta) {
    m_usage += delta;
    if (m_usage > m_peak) m_peak = m_usage;
  }

  FreeNode* m_free[kNumSmallClasses] = {};
  char* m_bumpCur = nullptr;
  char* m_bumpEnd = nullptr;
  Slab* m_slabs = nullptr;
  BigHeader m_bigList;   // sentinel of a circular list of big blocks
  size_t m_usage = 0;
  size_t m_peak = 0;
};

/// The current thread's request heap.
extern thread_local MemoryManager* tl_heap;

#if defined(__SANITIZE_ADDRESS__)
#define HOP_SANITIZED_HEAP 1
#endif

// --- Size classes -----------------------------------------------------------
// 16-byte steps up to 128, then four classes per power of two up to 8 KiB.

inline size_t MemoryManager::sizeClassOf(size_t size) {
  if (size <= 128) return size == 0 ? 0 : (size - 1) >> 4;
  // size in (2^k, 2^(k+1)]: 4 classes in that range.
  size_t s = size - 1;
  unsigned k = 63 - __builtin_clzll(s);            // 2^k <= s < 2^(k+1), k >= 7
  size_t quarter = (s >> (k - 2)) & 3;             // which quarter of the range
  return 8 + (k - 7) * 4 + quarter;
}

inline size_t MemoryManager::sizeOfClass(size_t cls) {
  if (cls < 8) return (cls + 1) << 4;
  size_t k = (cls - 8) / 4 + 7;
  size_t quarter = (cls - 8) % 4;
  return (size_t(1) << k) + (quarter + 1) * (size_t(1) << (k - 2));
}

HOP_ALWAYS_INLINE void* MemoryManager::allocSmall(size_t size) {
#ifdef HOP_SANITIZED_HEAP
  return allocBig(size);
#else
  size_t cls = sizeClassOf(size);
  FreeNode* n = m_free[cls];
  if (HOP_LIKELY(n != nullptr)) {
    m_free[cls] = n->next;
    m_usage += sizeOfClass(cls);
    return n;
  }
  return refillSmall(cls);
#endif
}

HOP_ALWAYS_INLINE void MemoryManager::freeSmall(void* p, size_t size) {
#ifdef HOP_SANITIZED_HEAP
  (void)size;
  freeBig(p);
#else
  size_t cls = sizeClassOf(size);
  auto* n = static_cast<FreeNode*>(p);
  n->next = m_free[cls];
  m_free[cls] = n;
  m_usage -= sizeOfClass(cls);
#endif
}

// --- The allocation API used by the runtime ---------------------------------

/// Allocates `size` bytes from the current request heap.
HOP_ALWAYS_INLINE void* reqAlloc(size_t size) {
  return size <= MemoryManager::kMaxSmallSize ? tl_heap->allocSmall(size) : tl_heap->allocBig(size);
}
/// Frees a block obtained from reqAlloc with the same size.
HOP_ALWAYS_INLINE void reqFree(void* p, size_t size) {
  if (size <= MemoryManager::kMaxSmallSize) tl_heap->freeSmall(p, size);
  else tl_heap->freeBig(p);
}
/// The usable size of a block requested with `size` (strings grow into it).
inline size_t reqAllocatedSize(size_t size) {
  return size <= MemoryManager::kMaxSmallSize ? MemoryManager::sizeOfClass(MemoryManager::sizeClassOf(size)) : size;
}

} // namespace hop
