// prof-data.h — what profiling translations (hop.jit=pgo) record, per function.
//
// A profiling translation (TransKind::Profile, in the TC's prof area) counts
// every execution of each of its blocks (keyed by the block's bytecode
// offset) and, at each guard on a value whose type the code did not know,
// which DataType it saw (a type profile site: the guard's bytecode offset
// and the local or stack slot). The optimized gear reads them to form its
// region: blocks never counted are left out (their edges exit to the
// interpreter), rarely counted ones go to cold, and each guard checks the
// kind the profile saw most.
//
// Shared by threads (DESIGN.md, "Concurrency"): counters and sites are
// created only while a thread holds the function's lease (translation), and
// never freed or moved, so compiled code writes them at fixed addresses.
// Compiled code bumps them with plain (racy) increments: a relaxed atomic
// load and store, no lock prefix — a lost update only blurs a heuristic.
// Readers (the optimizer, under the same lease; the runtime's hotness test)
// load them relaxed.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "jit/zeroed-array.h"
#include "bytecode/func.h"
#include "jit/ir/type.h"
#include "runtime/value/data-type.h"

namespace hop {
class Class;
}

namespace hop::jit {

/// A type profile's slots: DataTypes map to 16 slots by ((t * 23) >> 4) & 15
/// (no two of them share one: a static_assert checks), so compiled
/// code finds its counter with an imul, a shift and an and.
constexpr uint32_t kProfTypeSlots = 16;
constexpr uint32_t kProfTypeMul = 23;
constexpr uint32_t kProfTypeShift = 4;
constexpr uint32_t profTypeIndex(DataType t) {
  return ((static_cast<uint32_t>(t) * kProfTypeMul) >> kProfTypeShift) & (kProfTypeSlots - 1);
}
constexpr bool profTypeIndexIsInjective() {
  bool used[kProfTypeSlots] = {};
#define X(name, code, php)                                   \
  if (used[profTypeIndex(DataType::name)]) return false;     \
  used[profTypeIndex(DataType::name)] = true;
  HOP_DATA_TYPES(X)
#undef X
  return true;
}
static_assert(profTypeIndexIsInjective(), "two DataTypes share a type profile slot: change kProfTypeMul");

using ProfCounter = std::atomic<uint64_t>;

/// The DataTypes seen at one guard.
struct TypeSite {
  std::array<ProfCounter, kProfTypeSlots> counts{};
  /// The kind seen most (a value kind of the IR: Str/Arr/Obj for the
  /// refcounted ones), Bottom when nothing was seen. `total` gets the sum.
  Type dominant(uint64_t* total = nullptr) const;
  /// The kinds seen in at least 1 of 64 runs, joined (Bottom: nothing seen).
  Type seen() const;
};

/// The classes of the objects seen at one site (a property access's base:
/// the optimizer's class hint when one class dominates). A few slots,
/// claimed in order by the first classes seen (racy, like the counters).
struct ClsSite {
  static constexpr uint32_t kSlots = 4;
  std::array<std::atomic<const Class*>, kSlots> cls{};
  std::array<ProfCounter, kSlots> counts{};
  ProfCounter other{0};   // objects of a class no slot holds, and non-objects
  /// The class seen in at least 9 of 10 runs (nullptr: none, or too few runs).
  const Class* dominant() const;
};

struct Translation;

class FuncProfile {
public:
  explicit FuncProfile(const Func& f) : m_func(&f) {}
  const Func& func() const { return *m_func; }

  /// The function's optimized translations in use, and how many times the
  /// profile outgrew them (jit-runtime.cpp; both under the SrcDB's write lock).
  std::vector<Translation*> optimized;
  uint32_t reoptimizations = 0;
  /// Profiling code of the function's loop-free entry region, which the
  /// static rules refuse, waits for this many calls (Func::callCount): it is
  /// made only for a function called hop.jit_pgo_threshold times more (0:
  /// not deferred). Written under the function's lease; the runtime reads
  /// it without one (a cheap early "not now" on every call meanwhile).
  std::atomic<uint32_t> deferUntilCalls{0};
  /// How many times profiling the function's entry was put off so
  /// (jit-runtime.cpp's kProfileDecidesAfter). Written under its lease.
  std::atomic<uint32_t> deferrals{0};
  /// Calls of the function taken out of Func::callCount while deferred
  /// (jit-runtime.cpp's bankCalls): its count is wound back to 0 at each
  /// ask, so the interpreter asks once per hop.jit_threshold calls, not on
  /// every call. The function's calls are callsBanked + callCount.
  std::atomic<uint32_t> callsBanked{0};
  /// Some block ran hop.jit_pgo_threshold times (set once the runtime saw it:
  /// counters only grow, so it stays true).
  std::atomic<bool> hot{false};
  /// Runtime asks whether the profile is hot (maxBlockCount walks every
  /// counter under the lock: done once per kHotCheckEvery asks).
  std::atomic<uint32_t> hotChecks{0};

  // Writers: a thread holding the function's lease (FuncLease).
  /// The counter of the block at bytecode offset `off`, created at 0.
  ProfCounter* blockCounter(uint32_t off);
  /// The type profile of the guard at `off` on local `loc` (or stack slot).
  TypeSite* localSite(uint32_t off, uint32_t loc) { return site(off, static_cast<int64_t>(loc)); }
  TypeSite* stackSite(uint32_t off, uint32_t slot) { return site(off, -1 - static_cast<int64_t>(slot)); }
  /// The class profile of the object local `loc` holds at `off`.
  ClsSite* localClsSite(uint32_t off, uint32_t loc);

  // Readers (under the lease, or anywhere for hot()).
  /// Executions counted for the block at `off`; -1 when no profiling
  /// translation had a block there (nothing known).
  int64_t blockCount(uint32_t off) const;
  /// The largest block count.
  uint64_t maxBlockCount() const;
  /// The kind the guard at `off` on local `loc` / stack slot saw most
  /// (Bottom: no profile there).
  Type localType(uint32_t off, uint32_t loc) const { return siteType(off, static_cast<int64_t>(loc)); }
  Type stackType(uint32_t off, uint32_t slot) const { return siteType(off, -1 - static_cast<int64_t>(slot)); }
  /// Every kind the guard at `off` on local `loc` saw often (TypeSite::seen).
  Type localTypesSeen(uint32_t off, uint32_t loc) const;
  /// The class the object in local `loc` had at `off` in nearly every run
  /// (nullptr: no profile there, or no such class).
  const Class* localClass(uint32_t off, uint32_t loc) const;
  size_t numBlocks() const;
  size_t numSites() const;

private:
  TypeSite* site(uint32_t off, int64_t key);
  Type siteType(uint32_t off, int64_t key) const;

  const Func* m_func;
  mutable std::mutex m_lock;   // the maps (creation vs the runtime's readers); never held by compiled code
  std::deque<ProfCounter> m_counterStore;        // stable addresses
  std::map<uint32_t, ProfCounter*> m_blocks;
  std::deque<TypeSite> m_siteStore;
  std::map<std::pair<uint32_t, int64_t>, TypeSite*> m_sites;
  std::deque<ClsSite> m_clsStore;
  std::map<std::pair<uint32_t, uint32_t>, ClsSite*> m_clsSites;
};

/// FuncId -> FuncProfile, created on first use (lock-free reads; chunks
/// installed by CAS, as LoopHeadTable). Nothing is freed while running.
class ProfDataTable {
public:
  ProfDataTable() = default;
  ~ProfDataTable();
  ProfDataTable(const ProfDataTable&) = delete;
  ProfDataTable& operator=(const ProfDataTable&) = delete;

  /// f's profile, or nullptr when it has none yet.
  FuncProfile* find(FuncId id) const;
  /// f's profile, created if needed (nullptr for an invalid id).
  FuncProfile* get(const Func& f);

private:
  static constexpr uint32_t kChunkBits = 12;
  static constexpr uint32_t kChunkSize = 1u << kChunkBits;
  static constexpr uint32_t kNumChunks = 1u << 16;
  using Chunk = std::array<std::atomic<FuncProfile*>, kChunkSize>;
  ZeroedAtomicArray<Chunk*, kNumChunks> m_chunks;
};

} // namespace hop::jit
