// translator.h — one translation, through the whole pipeline:
//   bytecode → IR (ir/irgen) → passes (ir/passes) → vasm (vasm/lower)
//   → register allocation (vasm/regalloc) → x86-64 in the TC (vasm/emit).
// hop.dump_ir=1 prints the IR after irgen and after each pass
// (hop.jit_dump=PASS after the named ones only), hop.dump_vasm=1 the vasm
// after lowering and after register allocation, to stderr;
// hop.jit_verify=1 (and debug builds) verifies the IR after every pass and
// checks the vasm; hop.jit_explain=1 says why a region is not compiled, or
// what in it is left to the interpreter (bailout.h).
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "jit/jit-stats.h"
#include "jit/prof-data.h"
#include "jit/bailout.h"
#include "jit/srcdb.h"
#include "jit/tc.h"
#include "jit/vasm/emit.h"
#include "vm/inline-cache.h"
#include "runtime/value/typed-value.h"

namespace hop::jit {

/// Everything one compilation needs, owned by that compilation alone
/// (DESIGN.md, "Concurrency": no global per-compile state).
struct TransContext {
  SrcKey sk;
  const Func* func = nullptr;
  /// The frame's locals as they are now (the live gear specializes on their
  /// types and guards them at entry); nullptr: no specialization.
  const TypedValue* liveLocals = nullptr;
  bool dumpIR = false;
  bool dumpVasm = false;
  /// hop.jit_dump: dump the IR after these stages only (passes.h).
  std::vector<std::string> dumpAfter;
  /// Verify the IR after every pass and check the vasm (ir-verify.h, vasm-check.h).
  bool verify = false;
  /// hop.jit_explain: one line per translation on stderr (bailout.h).
  bool explain = false;
  /// Bail-outs are counted here (JitStats::bailouts) when set.
  JitStats* stats = nullptr;
  /// hop.jit_profitability: refuse regions that do not pay (ir/profitability.h).
  bool checkProfitability = true;
  /// Asked for by a compiled call site (no entry cost): short functions pay.
  bool forCompiledCaller = false;
  /// hop.jit_stats: compiled code adds its bytecodes here.
  std::atomic<uint64_t>* bcCompiled = nullptr;
  /// The runtime's call stub (emit.h); without one PHP calls end the region.
  TCA callStub = nullptr;
  /// The request's inline caches (the thread's own): which function each
  /// FPushFuncD has resolved to so far. nullptr: calls end the region.
  const InlineCacheTable* caches = nullptr;
  /// Every request of the process may run the translation (IRGenContext::sharedCode).
  bool sharedCode = false;
  /// The process runs one request (IRGenContext::oneRequest).
  bool oneRequest = false;
  /// The gear: Live (hop.jit=live), Profile or Optimize (hop.jit=pgo).
  TransKind kind = TransKind::Live;
  /// Profile: the counters the code bumps; Optimize: what they recorded.
  FuncProfile* profile = nullptr;
  /// hop.jit_pgo_threshold: profiled runs of a block (the entry, a loop
  /// head) before the function is optimized.
  uint32_t pgoThreshold = 1;
  /// Profile: made even when the static profitability rules refuse it (the
  /// optimizer decides with the profile); false when optimizing this
  /// SrcKey was already refused.
  bool profileDecides = true;
  /// ... also for a region without a loop (whose profiling code could run
  /// forever in a function never called hop.jit_pgo_threshold times): only
  /// once the function was called that often.
  bool profileLoopFree = false;
};

enum class TranslateResult {
  Done,          // *out is a complete translation placed in the TC
  DoneForCompiledCallers,   // the same, but the interpreter should not enter it (it would not pay)
  Unsupported,   // the region cannot be translated
  TCFull,        // an area ran out of space
  NotYet,        // pgo: profiling code of a loop-free region the static rules refuse, not hot enough yet
                 // (*why set: a function entry no profile of its IR could make pay, Profitability::hopeless:
                 // it waits kHopelessDeferFactor times longer)
};

/// Runs the pipeline for ctx.kind; a result other than Done/DoneForCompiledCallers
/// gives its reason in *why when set. (Named for the first gear; it does
/// all three.)
TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out,
                              Bailout* why = nullptr);

/// Counts a bail-out of f at `offset` (ctx.stats) and, with ctx.explain,
/// prints the hop.jit_explain line ("detail" says more when not empty).
void noteBailout(JitStats* stats, bool explain, const Func& f, uint32_t offset, Bailout b,
                 const std::string& detail = "");

} // namespace hop::jit
