// entry-cache.h — per-function cache of the translation a function entry runs.
//
// The interpreter's entries into compiled code (a call it makes, or a
// callback entered from C++: array_map, usort ...) go through the runtime:
// SrcDB lookup, the pgo questions, the translation checks. Once a function
// entry has live or optimized code, its chain's first entry is kept here,
// keyed by FuncId (lazily allocated chunks, as the leases), so the next entry
// is one load. The cached address is only a hint: when the chain changed
// since (stale optimized code jumps to its anchor, which reports
// kTransRetranslate before anything ran), the runtime forgets it and takes
// the full path. Profiling code is never cached (the runtime decides when
// to optimize it on each entry).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#include "jit/zeroed-array.h"
#include "bytecode/func.h"

namespace hop::jit {

using TCA = uint8_t*;

class EntryCache {
public:
  EntryCache() = default;
  ~EntryCache() {
    for (auto& c : m_chunks) delete c.load(std::memory_order_relaxed);
  }
  EntryCache(const EntryCache&) = delete;
  EntryCache& operator=(const EntryCache&) = delete;

  /// The cached entry of `func` at its offset 0 (`checked` false) or past
  /// its parameter checks (true); null when none.
  TCA get(FuncId func, bool checked) const {
    const uint32_t chunk = func >> kChunkBits;
    if (chunk >= kNumChunks) return nullptr;
    Chunk* c = m_chunks[chunk].load(std::memory_order_acquire);
    return c ? (*c)[slotOf(func, checked)].load(std::memory_order_relaxed) : nullptr;
  }
  void set(FuncId func, bool checked, TCA entry) {
    const uint32_t chunk = func >> kChunkBits;
    if (chunk >= kNumChunks) return;
    Chunk* c = m_chunks[chunk].load(std::memory_order_acquire);
    if (!c) {
      if (!entry) return;
      Chunk* fresh = new Chunk();
      for (auto& s : *fresh) s.store(nullptr, std::memory_order_relaxed);
      if (m_chunks[chunk].compare_exchange_strong(c, fresh, std::memory_order_acq_rel)) {
        c = fresh;
      } else {
        delete fresh;   // another thread installed one first; c is now it
      }
    }
    (*c)[slotOf(func, checked)].store(entry, std::memory_order_relaxed);
  }

private:
  static constexpr uint32_t kChunkBits = 11;   // 2048 functions a chunk
  static constexpr uint32_t kChunkSize = 1u << kChunkBits;
  static constexpr uint32_t kNumChunks = 1u << 17;
  using Chunk = std::array<std::atomic<TCA>, 2 * kChunkSize>;
  static uint32_t slotOf(FuncId func, bool checked) { return ((func & (kChunkSize - 1)) << 1) | (checked ? 1 : 0); }
  ZeroedAtomicArray<Chunk*, kNumChunks> m_chunks;
};

} // namespace hop::jit
