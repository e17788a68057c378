// bailout.h — why the JIT does not compile something: one table
// (HOP_JIT_BAILOUTS) of every reason a region is refused, a function or
// loop head is given up, or a region leaves for the interpreter, with the
// message hop.jit_explain prints. Each reason is counted in hop.jit_stats
// (JitStats::bailouts). A new way to refuse gets a row here, never a bare
// `return false`.
#pragma once
#include <cstdint>

namespace hop::jit {

//  X(name, scope, message): scope Any — a refusal of a function entry holds for
//  every caller (the interpreter's entries and compiled call sites alike);
//  Interp — it holds for the interpreter's entries only (compiled callers may
//  still get the code).
#define HOP_JIT_BAILOUTS(X)                                                                              \
  /* irgen: bytecode whose shape the region builder does not follow */                                     \
  X(EntryOutOfRange,     Any, "the entry offset is past the function's bytecode")                               \
  X(RunsOffEnd,          Any, "the region's code runs off the end of the bytecode")                             \
  X(StackDepthAtJoin,    Any, "the evaluation stack has different depths where paths join")                     \
  X(MalformedStack,      Any, "an instruction pops an ActRec as a value, or more than the stack holds")         \
  X(NoFixpoint,          Any, "the types at the blocks' entries did not settle in 16 rounds")                   \
  /* profitability (ir/profitability.h): compiled code would not pay for entering it */                   \
  X(LoopMostlyInterpOne, Any, "a loop runs too many InterpOnes against its compiled bytecodes")                  \
  X(ShortStraightLine,   Any, "no loop, and a path leaves compiled code after too few compiled bytecodes")      \
  X(ShortReturnPath,     Any, "no loop, and a path returns after too few compiled bytecodes")                   \
  X(ProfileNetInterpOne, Any, "no loop, and by the profile an entry runs more InterpOnes than compiled bytecodes (no live code either)") \
  X(OnlyCompiledCallers, Interp, "short function: pays only when compiled code calls it (the interpreter does not enter it)") \
  /* code generation */                                                                                    \
  X(TCFull,              Any, "the translation cache is full: translation stopped")                             \
  X(EmitFailed,          Any, "the assembler failed (a jump out of rel32 range)")                               \
  /* the runtime's entries (jit-runtime.cpp) */                                                            \
  X(NeverEntered,        Any, "builtin, generator or var-env function: compiled code never enters its frames")  \
  X(PseudoMainEntry,     Any, "the main script is entered at its loop heads only")                              \
  X(LoopHeadStack,       Any, "a loop head with values on the evaluation stack")                                \
  X(ChainLimit,          Any, "translations for this entry reached hop.jit_max_translations")                   \
  X(EarlyExits,          Interp, "most entries left compiled code early: the interpreter stopped entering")        \
  /* inside a translation: an instruction the region leaves to the interpreter */                         \
  X(EndsRegion,          Any, "the region ends before an instruction compiled code cannot run (not compiled, and no InterpOne)") \
  X(InterpOne,           Any, "an instruction runs in the interpreter (InterpOne): not compiled natively")

enum class Bailout : uint8_t {
#define X(name, scope, msg) name,
  HOP_JIT_BAILOUTS(X)
#undef X
  None,
};

constexpr uint32_t kNumBailouts = static_cast<uint32_t>(Bailout::None);

const char* bailoutName(Bailout b);
const char* bailoutMessage(Bailout b);
/// Whether a function entry refused for `b` is refused for compiled callers
/// too (the table's scope column), so they do not translate it again.
bool bailoutHoldsForEveryCaller(Bailout b);

} // namespace hop::jit
