// jit-runtime.h — the interpreter's door into the live JIT.
//
// The process-wide JIT structures (translation cache, SrcDB, leases) are
// created once at startup when hop.jit=live and never replaced; everything
// mutable inside them has its own protection (tc.h, srcdb.h, func-lease.h).
// Per-compilation state lives in a TransContext (translator.h).
#pragma once
#include <atomic>
#include <cstdint>
#include <vector>

#include "bytecode/func.h"
#include "runtime/value/typed-value.h"
#include "util/assert.h"

namespace hop {
class IniSettings;
struct ObjectData;
struct VMState;
}

namespace hop::jit {

class JitRuntime;
struct JitStats;

/// The live JIT, or nullptr when hop.jit is not "live". Written once by
/// initProcessJit before any PHP runs.
extern JitRuntime* g_liveJit;

/// The live JIT's counters (jit-stats.h); only valid when g_liveJit is set.
JitStats& liveJitStats();
/// One area of the live JIT's TC (`hop serve`'s admin endpoint reads them).
struct TcAreaUse {
  const char* name;   // areaName()
  size_t used, capacity, translations;
};
/// Per area, in HOP_JIT_AREAS order; empty without the live JIT. `stopped`:
/// the TC filled up and translation stopped.
std::vector<TcAreaUse> liveJitTcUse(bool* stopped = nullptr);
/// hop.jit_stats=1: the per-execution counters (entries, side exits,
/// interp-ones, bytecodes) are kept; without it their atomics are skipped.
/// Written once by initProcessJit; the interpreter picks its counting loop
/// (bcInterpreted) by it.
extern bool g_liveJitStatsOn;

/// Creates the JIT's shared structures if the settings ask for the live gear
/// (hop.jit=live); with hop.jit_stats=1, statistics go to stderr at exit.
/// sharedByRequests: the process runs many requests (`hop serve`), whose
/// threads share the translations (see JitRuntime::sharedByRequests).
void initProcessJit(const IniSettings& ini, bool sharedByRequests = false);

/// Whether `p` lies in the translation cache (compiled PHP code): for crash
/// reports. False without the live JIT. Async-signal-safe.
bool inTranslationCache(const void* p);

/// The Func::jitNoTranslate bit of an entry offset (0 for offsets the JIT
/// never enters at).
inline uint8_t entryBit(const Func* f, uint32_t off) {
  if (off == 0) return f->checkedEntry == 0 ? 3 : 1;
  return off == f->checkedEntry ? 2 : 0;
}

/// Func::jitNoTranslate: every loop head of the function is refused (the
/// interpreter's backward branches skip runAtLoopHead).
constexpr uint8_t kNoLoopHeads = 1 << 4;

/// Func::jitNoTranslate: the translation of one of the function's entries
/// was given up (most of the interpreter's entries left it early): its
/// other entries and loop heads are not translated (jit-runtime.cpp).
constexpr uint8_t kGaveUp = 1 << 7;

/// The bits that say an entry is not to be translated for compiled callers
/// (a PHP call from compiled code): entryBit's, two places up. They are
/// apart from the interpreter's because short functions pay only when
/// compiled code calls them.
inline uint8_t noTranslateBits(const Func* f, uint32_t off, bool forCompiledCaller) {
  const uint8_t bit = entryBit(f, off);
  return forCompiledCaller ? static_cast<uint8_t>(bit << 2) : bit;
}

/// The bits that say an entry is not to be entered for a frame C++ entered
/// (a builtin's callback: array_map, usort ...): entryBit's, five places
/// up. Such an entry runs the code made for compiled callers (no
/// interpreter loop is started when it returns), and gives up on its own
/// (early exits) without stopping the interpreter's or compiled callers'.
inline uint8_t nativeEntryBits(const Func* f, uint32_t off) { return static_cast<uint8_t>(entryBit(f, off) << 5); }

/// hop.jit_threshold: a function entry is translated (and so has code to
/// run) only once the function was called more than this many times.
/// Written once by initProcessJit.
extern uint32_t g_liveJitThreshold;

/// The Func::jitNoTranslate bits of the interpreter's entries (offset 0 and
/// checkedEntry): both set, no interpreter entry of the function is
/// translated (a function whose checkedEntry is 0 gets both at once).
constexpr uint8_t kInterpEntryBits = 3;

/// Whether the interpreter's entry of `f` at `pc` (0, or checkedEntry) is
/// not refused (Func::jitNoTranslate): one load and test when neither of
/// its interpreter entries may be translated; the entry's offset is only
/// computed past it.
inline bool interpEntryOpen(const Func* f, const uint8_t* pc) {
  const uint8_t no = f->jitNoTranslate.load(std::memory_order_relaxed);
  if ((no & kInterpEntryBits) == kInterpEntryBits) return false;
  // (entryBit's, spelled out: the common call is at offset 0, whose bit 0
  // is set whenever bit 1 is, when offset 0 is the checked entry too.)
  const auto entryOffset = static_cast<uint32_t>(pc - f->bc.data());
  if (entryOffset == 0) return !(no & 1);
  return entryOffset == f->checkedEntry && !(no & 2);
}

/// Whether runAtEntry could run code at the entry of `f` at `pc`: a cheap
/// inline test, so calls of functions not called often enough yet to have
/// code (Func::callCount, counted before the entry asks: one load and
/// compare), or known to be untranslatable for the interpreter
/// (interpEntryOpen), cost a few instructions instead of a SrcDB lookup.
inline bool mayRunAtEntry(const Func* f, const uint8_t* pc) {
  return HOP_UNLIKELY(f->callCount.load(std::memory_order_relaxed) > g_liveJitThreshold) && interpEntryOpen(f, pc);
}

/// A frame of `f` (vm.fp) was just entered at `entryOffset` (0, or past its
/// parameter checks). Runs the function's live translation for the types
/// its locals have — translating it first if `f` has been called more than
/// hop.jit_threshold times, it qualifies, and this thread gets its lease;
/// translating again when every translation's entry guards fail, up to
/// hop.jit_max_translations. True when code ran: vm.pc and vm.sp then say
/// where the interpreter resumes. False when nothing ran (the interpreter
/// goes on as if never asked). An exception raised inside compiled code is
/// rethrown from here, the VM registers at the throwing instruction.
bool runAtEntry(VMState& vm, const Func* f, uint32_t entryOffset);

/// mayRunAtEntry for a frame entered from C++ (nativeEntryBits).
inline bool mayRunAtNativeEntry(const Func* f, uint32_t entryOffset) {
  const uint8_t bits = nativeEntryBits(f, entryOffset);
  return bits && !(f->jitNoTranslate.load(std::memory_order_relaxed) & bits) &&
         f->callCount.load(std::memory_order_relaxed) > g_liveJitThreshold;
}

/// runAtEntry for a frame of `f` entered from C++ (ActRec::kReturnToNative,
/// vm.fp): runs the code compiled callers run (a short callback pays no
/// interpreter loop when it returns compiled). True when code ran: vm.pc is
/// null when it returned (the C++ caller reads the result), else where the
/// interpreter resumes in the frame.
bool runAtNativeEntry(VMState& vm, const Func* f, uint32_t entryOffset);

/// Where the interpreter resumes after compiled code ran.
struct EntryExit {
  uint32_t offset;       // bytecode offset of the next instruction to interpret
  uint32_t stackDepth;   // evaluation stack slots in use above the locals
  /// Compiled code ran the frame's return: the interpreter resumes in the
  /// caller, where the VM registers (ctx().vm) say (offset/stackDepth unset).
  /// (No initializers: runAtEntry and runAtLoopHead set both fields, so the
  /// interpreter's hook on every call stores nothing when no code runs.)
  bool returned;
  /// Compiled code (or a frame it called) threw a PHP exception no frame
  /// up to the entered one caught: handed back (owned) instead of thrown,
  /// vm's registers at the thrower, for the loop to unwind (offset,
  /// stackDepth and returned unset).
  ObjectData* thrown;
};

/// (When compiled code returned from the frame, vm's registers are the
/// caller's, after its call instruction.)

/// The same for a caller that keeps the VM registers in locals of its own
/// (the interpreter loop's inlined FCall): the frame is the one whose
/// locals start at `locals`; the result says where it resumes in it, or
/// that it returned. (Translations leave only in their own frame: the
/// frames they call return before they go on.)
bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit);

/// A taken backward branch of a frame of `f`: its function's first
/// hop.jit_threshold ones are only counted, in line (Func::jitBackBranches;
/// runAtLoopHead then scans f's loop heads). True when runAtLoopHead is to
/// be asked. (Asked after the cheaper tests of heads already decided: a
/// function's count ends at the threshold, while a refused loop's branches
/// run for ever.)
inline bool loopHeadAsks(const Func* f) {
  const uint32_t before = f->jitBackBranches.load(std::memory_order_relaxed);
  if (before + 1 >= g_liveJitThreshold) return true;
  f->jitBackBranches.store(before + 1, std::memory_order_relaxed);   // (racy: an estimate, as the calls)
  return false;
}

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

/// The thread's innermost run of compiled code (interp-one.h's TransCall
/// chain, opaque here) is replaced by `chain`; returns the one it was. A
/// fiber keeps its own chain while it is switched out (vm/fiber.cpp): a
/// helper parks an exception in the run of the stack it runs on.
void* exchangeTransCalls(void* chain);

} // namespace hop::jit
