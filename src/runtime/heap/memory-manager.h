// memory-manager.h — request-scoped allocation.
//
// Everything a request allocates (strings, arrays, objects, references) comes
// from its thread's MemoryManager: size-classed free lists carved from 256 KiB
// slabs, plus individually tracked big blocks (from malloc; from their own
// mapping at kHugeSize and past, so reallocBig grows them by mremap without
// copying or holding both, as php's huge blocks). Frees are sized (every caller
// knows the size it allocated). At request end, sweep() returns all slabs and
// big blocks at once, so nothing leaks from one request into the next, even
// cycles that refcounting never frees.
//
// Each thread serving requests owns one MemoryManager, installed with
// MemoryManager::Scope; tl_heap points at it. In sanitizer builds every
// allocation takes the tracked big-block path so ASan sees each one.
//
// memory_limit: the bytes handed out (usage(), what memory_get_usage()
// reports: an engine baseline plus the live blocks) may not pass limit().
// The check sits on the slow paths only — when a new slab is carved (it
// must fit whole) and for every big block — so the small-block fast path
// is unchanged; small blocks reused from free lists were counted before,
// so usage may pass the limit by what the free lists hold, never the
// process's real footprint. At the limit, php's fatal "Allowed memory size
// of N bytes exhausted (tried to allocate M bytes)" is raised (a FatalError
// exception: the request ends, shutdown functions still run). Native
// buffers a builtin builds for a PHP result (std::string, vectors) are
// checked with reqEnsureRoom() before they grow.
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
  /// A block of size class `cls` (sizeOfClass(cls) bytes).
  HOP_ALWAYS_INLINE void* allocSmallClass(size_t cls);
  HOP_ALWAYS_INLINE void freeSmall(void* p, size_t size);
  void* allocBig(size_t size);
  void freeBig(void* p);
  /// Resizes a block from allocBig to `size` bytes (its contents kept up to
  /// the smaller size); may move it. Past the limit, php's fatal for `size`.
  void* reallocBig(void* p, size_t size);
  /// Blocks of this many bytes (header included) and more are mapped alone.
  static constexpr size_t kHugeSize = 2 * 1024 * 1024;
  /// Releases every block handed out since construction or the last sweep.
  void sweep();

  /// What the engine itself holds outside this heap (compiled code, tables):
  /// counted in usage() as php counts its own start-up allocations.
  static constexpr size_t kBaseline = 384 * 1024;
  /// php's real-usage granularity (its chunk size).
  static constexpr size_t kRealGranule = 2 * 1024 * 1024;
  static constexpr size_t kNoLimit = SIZE_MAX;

  /// Bytes currently handed out plus the baseline (memory_get_usage()).
  size_t usage() const { return kBaseline + m_usage; }
  /// The high-water mark of usage() (memory_get_peak_usage()). Tracked on the
  /// slow paths and when read; a peak reached only through free-list reuse
  /// may be missed by that much.
  size_t peakUsage() const { return kBaseline + (m_usage > m_peak ? m_usage : m_peak); }
  /// Memory taken from the system (slabs, big blocks, the baseline), in
  /// php's 2 MiB steps (memory_get_usage(true)), and its high-water mark.
  size_t realUsage() const { return roundReal(kBaseline + m_realBytes); }
  size_t realPeakUsage() const { return roundReal(kBaseline + m_realPeak); }
  /// memory_reset_peak_usage().
  void resetPeak() {
    m_peak = m_usage;
    m_realPeak = m_realBytes;
  }

  /// memory_limit in bytes (kNoLimit: none).
  size_t limit() const { return m_limit; }
  void setLimit(size_t bytes) { m_limit = bytes; }
  /// Bytes that may still be allocated under the limit.
  size_t room() const {
    size_t u = usage();
    return u >= m_limit ? 0 : m_limit - u;
  }
  /// Memory php keeps in its request heap and HopVM outside it (the output
  /// buffers' text): counted in usage() and against the limit like a block.
  /// Grows a native allocation counted as `from` bytes to `to` bytes; past the
  /// limit, php's fatal for the new block (a reallocation holds the old one
  /// while it copies, so the new size must fit besides it). Shrinks too.
  void resizeNative(size_t from, size_t to);
  /// Raises php's "Allowed memory size ... exhausted" fatal for a request of
  /// `tried` bytes (memory-limit.cpp).
  [[noreturn]] void exhausted(size_t tried) const;

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
  /// `mapped`: the length of the block's own mapping (0: from malloc).
  struct BigHeader { BigHeader* prev; BigHeader* next; size_t size; size_t mapped; };
  struct Slab { Slab* next; };

  void* refillSmall(size_t cls);
  void checkBig(size_t size);
  void linkBig(BigHeader* h, size_t size);
  static void releaseBig(BigHeader* h);
  static bool wantsMapping(size_t size);
  /// A block of its own mapping for `size` bytes (null when mmap fails).
  static BigHeader* mapBlock(size_t size);
  void noteUsage(ptrdiff_t delta) {
    m_usage += delta;
    if (m_usage > m_peak) m_peak = m_usage;
  }
  void noteReal(ptrdiff_t delta) {
    m_realBytes += delta;
    if (m_realBytes > m_realPeak) m_realPeak = m_realBytes;
  }
  static size_t roundReal(size_t n) { return (n + kRealGranule - 1) / kRealGranule * kRealGranule; }

  FreeNode* m_free[kNumSmallClasses] = {};
  char* m_bumpCur = nullptr;
  char* m_bumpEnd = nullptr;
  Slab* m_slabs = nullptr;
  BigHeader m_bigList;   // sentinel of a circular list of big blocks
  size_t m_usage = 0;
  size_t m_peak = 0;
  size_t m_realBytes = 0;   // slabs and big blocks (with their headers)
  size_t m_realPeak = 0;
  size_t m_limit = kNoLimit;
};

/// The current thread's request heap.
extern thread_local constinit MemoryManager* tl_heap;

#if defined(__SANITIZE_ADDRESS__)
#define HOP_SANITIZED_HEAP 1
#endif

// --- Size classes -----------------------------------------------------------
// 16-byte steps up to 128, then four classes per power of two up to 8 KiB.

namespace detail {
/// The formulas behind the tables below (and sizeClassOf past the small sizes).
constexpr size_t sizeClassFormula(size_t size) {
  if (size <= 128) return size == 0 ? 0 : (size - 1) >> 4;
  // size in (2^k, 2^(k+1)]: 4 classes in that range.
  size_t s = size - 1;
  unsigned k = 63 - __builtin_clzll(s);            // 2^k <= s < 2^(k+1), k >= 7
  size_t quarter = (s >> (k - 2)) & 3;             // which quarter of the range
  return 8 + (k - 7) * 4 + quarter;
}
constexpr size_t classSizeFormula(size_t cls) {
  if (cls < 8) return (cls + 1) << 4;
  size_t k = (cls - 8) / 4 + 7;
  size_t quarter = (cls - 8) % 4;
  return (size_t(1) << k) + (quarter + 1) * (size_t(1) << (k - 2));
}
/// Every class size is a multiple of 16, so a size's class is its 16-byte
/// granule's: one byte load per allocation and free instead of the formula
/// (a bit scan, shifts and a multiply each time, twice per string made).
struct SizeClassTables {
  uint8_t classOfGranule[MemoryManager::kMaxSmallSize / 16 + 1] = {};
  uint32_t sizeOfClass[MemoryManager::kNumSmallClasses] = {};
  constexpr SizeClassTables() {
    for (size_t g = 0; g <= MemoryManager::kMaxSmallSize / 16; ++g) classOfGranule[g] = uint8_t(sizeClassFormula(g * 16));
    for (size_t c = 0; c < MemoryManager::kNumSmallClasses; ++c) sizeOfClass[c] = uint32_t(classSizeFormula(c));
  }
};
inline constexpr SizeClassTables kSizeClasses{};
static_assert(sizeClassFormula(MemoryManager::kMaxSmallSize) < MemoryManager::kNumSmallClasses);
static_assert([] {
  for (size_t n = 0; n <= MemoryManager::kMaxSmallSize; ++n)
    if (kSizeClasses.classOfGranule[(n + 15) >> 4] != sizeClassFormula(n)) return false;
  return true;
}(), "a size's class is its 16-byte granule's");
} // namespace detail

inline size_t MemoryManager::sizeClassOf(size_t size) {
  if (HOP_LIKELY(size <= kMaxSmallSize)) return detail::kSizeClasses.classOfGranule[(size + 15) >> 4];
  return detail::sizeClassFormula(size);
}

inline size_t MemoryManager::sizeOfClass(size_t cls) {
  if (HOP_LIKELY(cls < kNumSmallClasses)) return detail::kSizeClasses.sizeOfClass[cls];
  return detail::classSizeFormula(cls);
}

HOP_ALWAYS_INLINE void* MemoryManager::allocSmall(size_t size) {
#ifdef HOP_SANITIZED_HEAP
  return allocBig(size);
#else
  return allocSmallClass(sizeClassOf(size));
#endif
}

HOP_ALWAYS_INLINE void* MemoryManager::allocSmallClass(size_t cls) {
#ifdef HOP_SANITIZED_HEAP
  return allocBig(sizeOfClass(cls));
#else
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
/// Raises php's memory_limit fatal unless `bytes` more fit in the request's
/// limit: for native buffers (std::string, std::vector) a builtin builds
/// for a result that becomes a PHP value, checked before they grow.
HOP_ALWAYS_INLINE void reqEnsureRoom(size_t bytes) {
  if (HOP_UNLIKELY(bytes > tl_heap->room())) tl_heap->exhausted(bytes);
}
/// Allocates at least `size` bytes from the current request heap; `size`
/// becomes the block's usable size (one size-class lookup for both).
HOP_ALWAYS_INLINE void* reqAllocRounded(size_t& size) {
  if (HOP_UNLIKELY(size > MemoryManager::kMaxSmallSize)) return tl_heap->allocBig(size);
  const size_t cls = MemoryManager::sizeClassOf(size);
  size = MemoryManager::sizeOfClass(cls);
  return tl_heap->allocSmallClass(cls);
}
/// The usable size of a block requested with `size` (strings grow into it).
inline size_t reqAllocatedSize(size_t size) {
  return size <= MemoryManager::kMaxSmallSize ? MemoryManager::sizeOfClass(MemoryManager::sizeClassOf(size)) : size;
}

} // namespace hop
