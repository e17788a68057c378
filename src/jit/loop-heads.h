// loop-heads.h — per-function loop-head counters: where the interpreter may
// enter compiled code besides function entries.
//
// A loop head is the target of a backward branch (Jmp, JmpZ/JmpNZ,
// IterNext ... jumping to an offset at or before themselves). The
// interpreter tells the JIT each time it takes one (jit-runtime.h,
// runAtLoopHead); the JIT counts per head and translates the head once it
// is hot. The counters are shared between request threads (DESIGN.md,
// "Concurrency": with the TC and the SrcDB one of the few shared
// structures): each function's heads are found once by a scan of its
// bytecode, kept in an immutable sorted array with relaxed atomic counters
// beside it, and published in a table keyed by FuncId (lazily allocated
// chunks, one CAS to install, lock-free reads). Nothing is freed while the
// process runs.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

#include "jit/zeroed-array.h"
#include "bytecode/func.h"

namespace hop::jit {

/// One loop head's shared state.
struct LoopHead {
  uint32_t offset = 0;
  /// Backward branches taken to this head, counted up to the threshold
  /// (pgo: on, up to where it outgrows its function's deferral).
  std::atomic<uint32_t> hits{0};
  /// The last backward branch to it: [offset, end] is the loop's extent.
  uint32_t end = 0;
  /// What a translation here costs against what one round of the loop
  /// runs: the bytes of bytecode from the head to the function's end (the
  /// region reaches them) over the loop's bytes, rounded up (scan).
  uint32_t costPerRound = 1;
  /// Entries into its translation in the current window, and of them the
  /// short runs: those that left inside the loop (the interpreter takes
  /// the back edge again soon, and enters again) — a first guard failing
  /// at the head, or a path that leaves mid-body (a call, an InterpOne
  /// that left). Plain relaxed loads and stores (a lost update under a race
  /// only blurs a heuristic): past a window's worth of entries, a head
  /// whose runs were mostly short is left to the interpreter.
  std::atomic<uint32_t> entries{0};
  std::atomic<uint32_t> shortRuns{0};
  /// Never translated here (the translator refused it, or it cannot be
  /// entered): the interpreter stops asking.
  std::atomic<bool> refused{false};
  /// The first translation of its chain once it is live or optimized code
  /// (jit-runtime.cpp): the next entries run it without a SrcDB lookup. A
  /// hint, as the function entries' cache (entry-cache.h): cleared when it
  /// reports kTransRetranslate (its guards failed, or the chain was
  /// replaced and its entry jumps to the anchor).
  std::atomic<uint8_t*> cachedEntry{nullptr};
};

/// The loop heads of one function, sorted by offset.
class LoopHeads {
public:
  /// Scans f's bytecode for backward branch targets.
  static std::unique_ptr<LoopHeads> scan(const Func& f);

  /// The head at `offset`, or nullptr if no backward branch goes there.
  LoopHead* find(uint32_t offset) const;
  uint32_t size() const { return m_size; }
  LoopHead& at(uint32_t i) const { return m_heads[i]; }
  /// A translation at one of these heads was given up (most of its runs
  /// left inside the loop): the function's other entries and loop heads
  /// wait longer (jit-runtime.cpp, kGaveUpWaitFactor).
  std::atomic<bool> gaveUp{false};
  /// A head asked before it was hot: the function's backward branches are
  /// counted in line again (Func::jitBackBranches wound back by this
  /// many), and the head that asks next is credited with them
  /// (jit-runtime.cpp's runAtLoopHead). 0: none pending.
  std::atomic<uint32_t> batched{0};
  /// Compiled code ran at one of these heads (then no head batches: the
  /// function's backward branches must ask, to enter it).
  std::atomic<bool> entered{false};
  /// Whether every head is refused (then the function's backward branches
  /// need not ask at all: Func::jitNoTranslate's kNoLoopHeads).
  bool allRefused() const {
    for (uint32_t i = 0; i < m_size; ++i) {
      if (!m_heads[i].refused.load(std::memory_order_relaxed)) return false;
    }
    return true;
  }

private:
  uint32_t m_size = 0;
  std::unique_ptr<LoopHead[]> m_heads;
};

/// FuncId -> LoopHeads, built on first use.
class LoopHeadTable {
public:
  LoopHeadTable() = default;
  ~LoopHeadTable();
  LoopHeadTable(const LoopHeadTable&) = delete;
  LoopHeadTable& operator=(const LoopHeadTable&) = delete;

  /// The loop heads of f (scanned and published by the first caller; two
  /// threads racing both scan, one result wins). nullptr for an invalid id.
  LoopHeads* get(const Func& f);

private:
  static constexpr uint32_t kChunkBits = 12;
  static constexpr uint32_t kChunkSize = 1u << kChunkBits;
  static constexpr uint32_t kNumChunks = 1u << 16;
  using Chunk = std::array<std::atomic<LoopHeads*>, kChunkSize>;

  ZeroedAtomicArray<Chunk*, kNumChunks> m_chunks;
};

} // namespace hop::jit
