// live-translator.h — the first gear: translating a whole small function
// from one entry offset, specialized on Int locals.
//
// The subset (ARCHITECTURE.md, "JIT"): Int, CGetL, CGetL2, SetL, PopL,
// PopC, Add, Sub, Lt, Lte, Gt, Gte, the fused CmpLL/CmpLI (those compares
// and Eq/Neq) and ArithLL/ArithLI (Add, Sub), SetOpL (Add, Sub), IncDecL,
// Jmp, JmpZ, JmpNZ, Nop, and RetC — which the translation leaves to the
// interpreter. A function qualifies only if every instruction reachable
// from the entry is in the subset on Int operands; then the code covers all
// of it, loops included. Every local read is guarded (its type byte must be
// Int), every store checks that the old value needs no release, and every
// Add/Sub/IncDec checks for overflow. Any failed check leaves to the
// interpreter *before* that instruction: locals and the evaluation stack
// live in the VM frame all along, so the interpreter resumes there and
// does what php does (warning for an undefined variable, a float on
// overflow, ...). The output never depends on whether code ran compiled.
#pragma once
#include <cstdint>
#include <memory>

#include "bytecode/func.h"
#include "jit/srcdb.h"
#include "jit/tc.h"

namespace hop::jit {

/// What a translation returns: where the interpreter resumes.
/// bits 0..31 the bytecode offset, bits 32..63 the evaluation stack depth.
using LiveTransFn = uint64_t (*)(void* locals);

/// Everything one compilation needs, owned by that compilation alone
/// (DESIGN.md, "Concurrency": no global per-compile state).
struct TransContext {
  SrcKey sk;
  const Func* func = nullptr;
};

enum class TranslateResult {
  Done,          // *out is a complete translation placed in the TC
  Unsupported,   // something reachable is outside the subset
  TCFull,        // an area ran out of space
};

/// Translates ctx.func from ctx.sk's offset into `tc`.
TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out);

} // namespace hop::jit
