// bailout.h — why the JIT does not compile something: one table
// (HOP_JIT_BAILOUTS) of every reason a region is refused, a function or
// loop head is given up, or a region leaves for the interpreter, with the
// message hop.jit_explain prints. Each reason is counted in hop.jit_stats
// (JitStats::bailouts). A new way to refuse gets a row here, never a bare
// `return false`.
#pragma once
#include <cstdint>

namespace hop::jit {

//  X(name, message)
#define HOP_JIT_BAILOUTS(X)                                                                              \
  /* irgen: bytecode whose shape the region builder does not follow */                                     \
  X(EntryOutOfRange,     "the entry offset is past the function's bytecode")                               \
  X(RunsOffEnd,          "the region's code runs off the end of the bytecode")                             \
  X(StackDepthAtJoin,    "the evaluation stack has different depths where paths join")                     \
  X(MalformedStack,      "an instruction pops an ActRec as a value, or more than the stack holds")         \
  X(NoFixpoint,          "the types at the blocks' entries did not settle in 16 rounds")                   \
  /* profitability (ir/profitability.h): compiled code would not pay for entering it */                   \
  X(LoopMostlyInterpOne, "a loop runs too many InterpOnes against its compiled bytecodes")                  \
  X(ShortStraightLine,   "no loop, and a path leaves compiled code after too few compiled bytecodes")      \
  X(ShortReturnPath,     "no loop, and a path returns after too few compiled bytecodes")                   \
  X(OnlyCompiledCallers, "short function: pays only when compiled code calls it (the interpreter does not enter it)") \
  /* code generation */                                                                                    \
  X(TCFull,              "the translation cache is full: translation stopped")                             \
  X(EmitFailed,          "the assembler failed (a jump out of rel32 range)")                               \
  /* the runtime's entries (jit-runtime.cpp) */                                                            \
  X(NeverEntered,        "builtin, generator or var-env function: compiled code never enters its frames")  \
  X(PseudoMainEntry,     "the main script is entered at its loop heads only")                              \
  X(LoopHeadStack,       "a loop head with values on the evaluation stack")                                \
  X(ChainLimit,          "translations for this entry reached hop.jit_max_translations")                   \
  X(EarlyExits,          "most entries left compiled code early: the interpreter stopped entering")        \
  /* inside a translation: an instruction the region leaves to the interpreter */                         \
  X(EndsRegion,          "the region ends before an instruction compiled code cannot run (not compiled, and no InterpOne)") \
  X(InterpOne,           "an instruction runs in the interpreter (InterpOne): not compiled natively")

enum class Bailout : uint8_t {
#define X(name, msg) name,
  HOP_JIT_BAILOUTS(X)
#undef X
  None,
};

constexpr uint32_t kNumBailouts = static_cast<uint32_t>(Bailout::None);

const char* bailoutName(Bailout b);
const char* bailoutMessage(Bailout b);

} // namespace hop::jit
