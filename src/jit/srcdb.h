// srcdb.h — the translation table: SrcKey -> chain of translations.
//
// Shared by every thread (DESIGN.md, "Concurrency"), with its own protection:
//  - Readers (the interpreter asking "is there code for this SrcKey?", the
//    service-request handlers) take no lock: find() probes an insert-only
//    hash table whose slots are published with release stores, and a
//    SrcRec's chain only ever grows, each link published after the
//    translation's metadata is complete.
//  - Writers take the table's write lock (the metadata lock) through a
//    WriteGuard, which every mutating call demands as proof. It is held only
//    to publish, never while compiling.
// Nothing is freed while the process runs: retired hash tables and replaced
// translations stay readable (a treadmill will reclaim them once the
// optimized gear starts replacing code).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include "jit/srckey.h"
#include "jit/tc.h"

namespace hop::jit {

using TransId = uint32_t;
constexpr TransId kInvalidTransId = 0xffffffffu;

/// The gears (DESIGN.md): how a translation was formed.
enum class TransKind : uint8_t {
  Live,        // tracelet from the live VM types
  Profile,     // one profiled basic block
  Optimize,    // region from the profile, fully optimized
};
const char* transKindName(TransKind k);

/// One step of a translation's bytecode map: the code from `codeOffset`
/// (bytes from the start of the translation's range in that area) up to the
/// next entry's codeOffset implements the bytecode instruction at
/// `bcOffset` of the translated function (hop.dump_tc interleaves them).
struct BcMapEntry {
  uint32_t codeOffset;
  uint32_t bcOffset;
};

/// One translation of a SrcKey: its code, where that code lives, and how
/// its guard failures continue.
struct Translation {
  TransId id = kInvalidTransId;
  SrcKey sk;
  TransKind kind = TransKind::Live;
  TCA entry = nullptr;                            // the first guard
  /// Profiling translations start with a smashable jmp (to the next
  /// instruction): replacing the translation points it at the optimized
  /// chain, so compiled callers bound to this entry follow. nullptr if none.
  TCA entrySmash = nullptr;
  /// Profiling translations: the counter of their entry block (the
  /// runtime's test of whether the function is hot enough to optimize).
  const std::atomic<uint64_t>* hotCounter = nullptr;
  /// Optimizing this SrcKey was refused: keep the profiling code.
  std::atomic<bool> noOptimize{false};
  /// Profiling code of a region the static profitability check refuses:
  /// made anyway, so the profile (with warm inline caches) decides; when
  /// optimizing is refused too, the interpreter takes the SrcKey back.
  bool unprofitable = false;
  /// Profiling translations: entries through the runtime (maybeOptimize),
  /// and when the translation was made (steady clock, ns): the profiling
  /// budget (jit-runtime.cpp) optimizes it with the profile so far once
  /// either runs out, hot or not.
  std::atomic<uint32_t> profAsks{0};
  int64_t madeAtNs = 0;
  /// Optimized translations: the bytecode offsets of their exits at blocks
  /// the profile never saw run (the region left them out; each counts its
  /// runs and asks to optimize again once hot), sorted. A loop-head entry
  /// that leaves there ran until something rare happened, not a short run
  /// (jit-runtime.cpp, runAtLoopHead).
  std::vector<uint32_t> coldExits;
  /// Optimized code the profile outgrew (an exit it left out turned hot):
  /// its entry jumps to the anchor, and the next translation replaces it.
  std::atomic<bool> stale{false};
  std::array<CodeRange, kNumAreas> ranges{};      // its code, per area
  /// The smashable jmp its guard failures end in: it points at the next
  /// translation of the SrcKey, or at the SrcRec's anchor (the stub that asks
  /// for a retranslation) while this one is the last. nullptr if it has none.
  TCA fallbackJmp = nullptr;
  /// Optional, filled by translators that track it: per area, entries in
  /// ascending codeOffset (several may share one codeOffset when bytecodes
  /// produced no code). Empty vectors when unknown.
  std::array<std::vector<BcMapEntry>, kNumAreas> bcMap{};
  /// The next translation tried when this one's guards fail (lock-free read).
  std::atomic<Translation*> next{nullptr};
};

/// The translations of one SrcKey, in the order their guards are tried.
class SrcRec {
public:
  explicit SrcRec(SrcKey sk) : m_sk(sk) {}
  SrcKey sk() const { return m_sk; }

  /// Where to enter compiled code for this SrcKey: the first translation's
  /// entry, or nullptr while there is none. Lock-free.
  TCA topEntry() const { return m_topEntry.load(std::memory_order_acquire); }
  /// The first translation (walk on with ->next). Lock-free.
  const Translation* first() const { return m_head.load(std::memory_order_acquire); }
  uint32_t numTranslations() const { return m_count.load(std::memory_order_acquire); }

  /// The stub the last translation's guard failures go to (retranslate);
  /// set once by the JIT when it creates the SrcRec's stubs.
  TCA anchor() const { return m_anchor.load(std::memory_order_acquire); }

  /// Entries whose every guard failed since the chain last grew (the
  /// runtime's policy: a new type mix is translated once it came often
  /// enough, jit-runtime.cpp's retranslateWaits). Relaxed: an estimate.
  std::atomic<uint32_t> guardMisses{0};

private:
  friend class SrcDB;
  SrcKey m_sk;
  std::atomic<TCA> m_topEntry{nullptr};
  std::atomic<Translation*> m_head{nullptr};
  Translation* m_tail = nullptr;                    // writers only
  std::atomic<uint32_t> m_count{0};
  std::atomic<TCA> m_anchor{nullptr};
};

class SrcDB {
public:
  SrcDB();
  ~SrcDB();
  SrcDB(const SrcDB&) = delete;
  SrcDB& operator=(const SrcDB&) = delete;

  /// Holding one is holding the write lock.
  class WriteGuard {
  public:
    explicit WriteGuard(SrcDB& db) : m_lock(db.m_writeLock) {}
  private:
    std::lock_guard<std::mutex> m_lock;
  };

  /// The SrcRec of `sk`, or nullptr. Lock-free; safe against concurrent writers.
  SrcRec* find(SrcKey sk) const;
  /// Shorthand: find(sk)->topEntry(), or nullptr.
  TCA lookupEntry(SrcKey sk) const;

  /// The SrcRec of `sk`, created if needed.
  SrcRec* findOrCreate(const WriteGuard&, SrcKey sk);

  enum class AddResult { Added, LimitReached };
  /// Appends `t` (complete: code placed, ranges and fallbackJmp set) to the
  /// chain of t->sk, giving it an id, unless the chain already has `limit`
  /// translations. The previous last translation's fallbackJmp is smashed
  /// to t->entry, so a guard failure there now tries t; t's own fallbackJmp
  /// is pointed at the anchor, if there is one. t becomes reachable last.
  AddResult addTranslation(const WriteGuard&, std::unique_ptr<Translation> t, uint32_t limit);
  /// Makes `t` the only translation of its SrcKey's chain (it must exist):
  /// the old translations stay allocated and their entrySmash jmps are
  /// pointed at t->entry, so whoever still enters them (a bound call site,
  /// a thread in the middle of a lookup) goes to t. t's fallbackJmp goes to
  /// the anchor. Used when optimized code replaces profiling code.
  void replaceTranslations(const WriteGuard&, std::unique_ptr<Translation> t);
  /// Sets the anchor stub of `rec` (once).
  void setAnchor(const WriteGuard&, SrcRec* rec, TCA anchor);

  /// Number of SrcKeys with a SrcRec; total translations. Lock-free.
  size_t numSrcRecs() const { return m_numRecs.load(std::memory_order_relaxed); }
  size_t numTranslations() const { return m_numTranslations.load(std::memory_order_relaxed); }
  /// Per area, how many translations have code there (hop.jit_stats). Lock-free.
  std::array<size_t, kNumAreas> translationsPerArea() const;

private:
  struct Slot {
    std::atomic<uint64_t> key{~uint64_t(0)};   // SrcKey bits; the invalid key = empty
    std::atomic<SrcRec*> rec{nullptr};
  };
  struct Table {
    explicit Table(size_t capacity) : mask(capacity - 1), slots(new Slot[capacity]) {}
    size_t mask;
    std::unique_ptr<Slot[]> slots;
  };
  static size_t hashOf(uint64_t bits);
  static void insertInto(Table& t, uint64_t key, SrcRec* rec);

  std::mutex m_writeLock;
  std::atomic<Table*> m_table;
  std::vector<std::unique_ptr<Table>> m_tables;     // current and retired (writers only)
  std::deque<SrcRec> m_recs;                        // stable addresses (writers only)
  std::vector<std::unique_ptr<Translation>> m_translations;   // writers only
  std::atomic<size_t> m_numRecs{0};
  std::atomic<size_t> m_numTranslations{0};
  std::array<std::atomic<size_t>, kNumAreas> m_areaTranslations{};
};

} // namespace hop::jit
