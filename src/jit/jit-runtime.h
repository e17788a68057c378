// jit-runtime.h — the interpreter's door into the live JIT.
//
// The process-wide JIT structures (translation cache, SrcDB, leases) are
// created once at startup when hop.jit=live and never replaced; everything
// mutable inside them has its own protection (tc.h, srcdb.h, func-lease.h).
// Per-compilation state lives in a TransContext (live-translator.h).
#pragma once
#include <atomic>
#include <cstdint>

#include "bytecode/func.h"
#include "runtime/value/typed-value.h"

namespace hop {
class IniSettings;
}

namespace hop::jit {

class JitRuntime;
struct JitStats;

/// The live JIT, or nullptr when hop.jit is not "live". Written once by
/// initProcessJit before any PHP runs.
extern JitRuntime* g_liveJit;

/// The live JIT's counters (jit-stats.h); only valid when g_liveJit is set.
JitStats& liveJitStats();

/// Creates the JIT's shared structures if the settings ask for the live gear
/// (hop.jit=live); with hop.jit_stats=1, statistics go to stderr at exit.
void initProcessJit(const IniSettings& ini);

/// Where the interpreter resumes after compiled code ran.
struct EntryExit {
  uint32_t offset;       // bytecode offset of the next instruction to interpret
  uint32_t stackDepth;   // evaluation stack slots in use above the locals
};

/// The Func::jitNoTranslate bit of an entry offset (0 for offsets the JIT
/// never enters at).
inline uint8_t entryBit(const Func* f, uint32_t off) {
  if (off == 0) return f->checkedEntry == 0 ? 3 : 1;
  return off == f->checkedEntry ? 2 : 0;
}

/// Whether runAtEntry could run code here: a cheap inline test, so calls of
/// functions known to be untranslatable cost one load and a branch.
inline bool mayRunAtEntry(const Func* f, uint32_t entryOffset) {
  const uint8_t bit = entryBit(f, entryOffset);
  return bit && !(f->jitNoTranslate.load(std::memory_order_relaxed) & bit);
}

/// A frame of `f` was just entered at `entryOffset` (0, or past its
/// parameter checks), its locals at `locals`. Runs the function's live
/// translation — translating it first if `f` has been called more than
/// hop.jit_threshold times, it qualifies, and this thread gets its lease.
/// False when nothing ran (the interpreter goes on as if never asked).
bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit);

/// What runAtLoopHead did.
enum class LoopHeadResult : uint8_t {
  Ran,      // compiled code ran: resume at *exit
  NotNow,   // interpret on (not hot yet, or busy elsewhere); ask again next time
  Never,    // never entered here: the caller may stop asking for this offset
};

/// The interpreter just took a backward branch of a frame of `f` to
/// `offset` (a loop head), with `stackDepth` evaluation stack slots in use:
/// counts the head and, once it is past hop.jit_threshold, runs its live
/// translation (translating it first, as runAtEntry does).
LoopHeadResult runAtLoopHead(const Func* f, TypedValue* locals, uint32_t offset, uint32_t stackDepth,
                             EntryExit* exit);

/// Whether the interpreter counts the bytecodes it executes (the
/// bcInterpreted statistic): hop.jit=live with hop.jit_stats=1. Written once
/// by initProcessJit; the interpreter picks its counting loop by it.
extern bool g_countBytecodes;

} // namespace hop::jit
