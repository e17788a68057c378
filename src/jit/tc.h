// tc.h — the translation cache: one executable mapping split into areas.
//
// The TC is one of the few structures shared by every thread that runs or
// compiles code (DESIGN.md, "Concurrency"). Its only mutable state is one
// frontier per area, advanced by a lock-free bump allocation, so threads
// compiling different functions never wait for each other here: a
// compilation assembles into its own buffer first (asmjit's CodeHolder),
// then reserves exactly the bytes it needs in each area and copies in.
//
// When an area cannot satisfy a request it becomes "full" (sticky): the
// allocation fails, the JIT stops translating and the VM keeps interpreting.
// Nothing here ever aborts the process because the cache is exhausted.
//
// Space is never returned (no free): discarding profiling code (the prof
// area) will reset a whole area at once when the optimized gear lands.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "jit/area.h"

namespace hop {
class IniSettings;
}

namespace hop::jit {

using TCA = uint8_t*;   // an address in the translation cache

/// Sizes of the areas in bytes (0 = the area is absent: allocations fail).
struct TCConfig {
  std::array<size_t, kNumAreas> sizes{};
  /// The sizes the hop.jit_*_size settings give (defaults from HOP_JIT_AREAS).
  static TCConfig fromIni(const IniSettings& ini);
  /// The built-in defaults, without reading settings (unit tests).
  static TCConfig defaults();
  size_t& operator[](Area a) { return sizes[static_cast<size_t>(a)]; }
  size_t operator[](Area a) const { return sizes[static_cast<size_t>(a)]; }
};

/// A half-open byte range [start, end) in one area: where part of a
/// translation lives (each translation records one per area it uses).
struct CodeRange {
  TCA start = nullptr;
  TCA end = nullptr;
  size_t size() const { return static_cast<size_t>(end - start); }
  bool empty() const { return start == end; }
  bool contains(const void* p) const { return p >= start && p < end; }
};

/// One area: a slice of the mapping with a bump-allocated frontier.
class CodeArea {
public:
  CodeArea() = default;
  void init(Area kind, TCA base, size_t size);

  /// Reserves `size` bytes aligned to `align` (a power of two); nullptr when
  /// they do not fit, which also marks the area full. Lock-free.
  TCA allocate(size_t size, size_t align = 1);

  Area kind() const { return m_kind; }
  TCA base() const { return m_base; }
  size_t capacity() const { return m_size; }
  size_t used() const { return m_used.load(std::memory_order_relaxed); }
  size_t available() const { return m_size - used(); }
  bool full() const { return m_full.load(std::memory_order_relaxed); }
  bool contains(const void* p) const { return p >= m_base && p < m_base + m_size; }

private:
  Area m_kind = Area::Main;
  TCA m_base = nullptr;
  size_t m_size = 0;
  std::atomic<size_t> m_used{0};
  std::atomic<bool> m_full{false};
};

class TranslationCache {
public:
  /// Maps the cache (one mmap of the areas' total size, rounded to pages),
  /// preferring an address within ±2 GB of the VM's own code so translations
  /// reach C++ helpers with rel32 calls. nullptr (and `error` set) if the
  /// mapping fails.
  static std::unique_ptr<TranslationCache> create(const TCConfig& config, std::string* error = nullptr);
  ~TranslationCache();
  TranslationCache(const TranslationCache&) = delete;
  TranslationCache& operator=(const TranslationCache&) = delete;

  CodeArea& area(Area a) { return m_areas[static_cast<size_t>(a)]; }
  const CodeArea& area(Area a) const { return m_areas[static_cast<size_t>(a)]; }

  /// Shorthand for area(a).allocate(size, align).
  TCA allocate(Area a, size_t size, size_t align = 1) { return area(a).allocate(size, align); }

  /// Whether some area has run out of space (the JIT then stops translating).
  bool anyFull() const;
  /// The area holding `p`, or nullptr when p is outside the cache.
  const CodeArea* areaOf(const void* p) const;
  bool contains(const void* p) const { return p >= m_base && p < m_base + m_mapSize; }
  /// Whether a rel32 displacement from anywhere in the cache reaches `target`.
  bool reachesWithRel32(const void* target) const;

  /// The areas' lines of the hop.jit_stats report (jit-stats.h's format),
  /// one per area with a capacity: bytes used of the capacity, and, when
  /// `translationsPerArea` is given (SrcDB::translationsPerArea), how many
  /// translations have code there.
  std::string usageSummary(const std::array<size_t, kNumAreas>* translationsPerArea = nullptr) const;

private:
  TranslationCache() = default;
  TCA m_base = nullptr;
  size_t m_mapSize = 0;
  std::array<CodeArea, kNumAreas> m_areas;
};

} // namespace hop::jit
