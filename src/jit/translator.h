// translator.h — one translation, through the whole pipeline:
//   bytecode → IR (ir/irgen) → passes (ir/passes) → vasm (vasm/lower)
//   → register allocation (vasm/regalloc) → x86-64 in the TC (vasm/emit).
// hop.dump_ir=1 prints the IR after irgen and after each pass,
// hop.dump_vasm=1 the vasm after lowering and after register allocation,
// to stderr.
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>

#include "bytecode/func.h"
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
};

enum class TranslateResult {
  Done,          // *out is a complete translation placed in the TC
  DoneForCompiledCallers,   // the same, but the interpreter should not enter it (it would not pay)
  Unsupported,   // the region cannot be translated
  TCFull,        // an area ran out of space
};

TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out);

} // namespace hop::jit
