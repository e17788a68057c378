// irgen.h — bytecode → IR for one region: every instruction reachable from
// the entry offset, loops included (the live gear's region, for now).
//
// Blocks follow the bytecode CFG. The types of locals and stack slots at
// each block's entry are met (union) over its predecessors; irgen runs to a
// fixpoint of those entry types, so a loop header knows what its back
// edges bring. An instruction irgen does not compile natively runs in the
// interpreter (InterpOne) unless it cannot run that way (it suspends, or
// tears down the frame): then the translation ends before it (ReqInterp).
#pragma once
#include <cstdint>
#include <vector>

#include "bytecode/func.h"
#include "jit/bailout.h"
#include "jit/ir/ir.h"
#include "runtime/value/typed-value.h"
#include "vm/inline-cache.h"

namespace hop::jit {

class FuncProfile;

/// Which gear the region is for (hop.jit=live, or the two of hop.jit=pgo).
enum class IRGenMode : uint8_t {
  Live,
  /// Profiling: every block counts its runs (ProfCount), the entry and
  /// loop heads test whether the function is hot (CheckProfHot: the entry
  /// leaves with ReqRetranslate, a loop head to the interpreter there), and
  /// guards on values of unknown type count what they see (Prof*Type).
  Profile,
  /// Optimized, from `profile`: blocks the profile never saw run are left
  /// out (their edges exit to the interpreter, so the types at joins are
  /// those of the paths that run), and guards check the kind the profile
  /// saw most.
  Optimize,
};

struct IRGenContext {
  IRGenMode mode = IRGenMode::Live;
  /// Optimize: what the profiling translations recorded.
  const FuncProfile* profile = nullptr;
  const Func* func = nullptr;
  uint32_t entryOff = 0;
  /// The types of the locals at the region's entry (guarded there by the
  /// translation); empty when unknown (every read is guarded).
  std::vector<Type> entryLocals;
  /// The frame's locals as they are at translation time (same thread, so
  /// readable): what a packed array holds now hints the kind its element
  /// reads guard. nullptr: no hints (element reads stay interp-ones).
  const TypedValue* liveLocals = nullptr;
  bool countBytecodes = false;   // hop.jit_stats: emit IncStat per block
  /// The request's inline caches: the callee an FPushFuncD resolved to is
  /// called inline (guarded); nullptr: calls end the region.
  const InlineCacheTable* caches = nullptr;
  /// The translation is shared by the requests of a server (`hop serve`: a
  /// Func of the unit cache or the systemlib). It may then name only what
  /// means the same in every request: Funcs that are never freed (their
  /// unit's, kept) and pooled Classes (Class::persistent); a constant only
  /// when it is a builtin's; and what the request resolves by name (a
  /// function, the class of `new`) is guarded against its own tables.
  bool sharedCode = false;
  /// The process runs one request (the CLI: no translation outlives it):
  /// a function name that resolves to a function now does so for the
  /// translation's whole life (functions are never undefined).
  bool oneRequest = false;
  /// Optimize, entered at a loop head: the region takes the loops around
  /// that loop too (the translator makes the loop alone when that does not pay).
  bool outerLoops = false;
};

/// Builds the region's IR into `unit` (empty). False if the region cannot
/// be translated (e.g. the stack depth differs at a join), with the reason
/// in *why when given.
bool irgen(const IRGenContext& ctx, IRUnit& unit, Bailout* why = nullptr);

/// Before irgen, from the bytecode (the static rules of profitability.h,
/// which refuse a loop-free region when a path from its entry leaves
/// compiled code after fewer than kMinStraightLine compiled bytecodes):
/// true when some path certainly does so in whatever IR irgen would make
/// of the region, with that path's count in *bound. Sound, not complete:
/// every instruction counts as compiled (a builtin's callback loop and a
/// polymorphic call as much as profitability may count them), one irgen
/// leaves to the interpreter as nothing, a conditional branch by its
/// costlier side (irgen may decide it now), and a path ends only where the
/// region certainly ends — an instruction no InterpOne runs and irgen never
/// compiles (the bytecode table's kNoInterpOne), a terminal one an
/// InterpOne runs, or a call whose ActRec push irgen leaves to the
/// interpreter (the call-site checks of genFPushFuncD and
/// genFPushObjMethodD). Every path must so end: a region that may loop, or
/// where a path may return, is not decided (false); one so decided is also
/// profitability's `hopeless` (no path could pay).
bool certainlyShortBeforeIrgen(const IRGenContext& ctx, int needs, int* bound);

/// Whether the interpreter may run the instruction `op` from compiled code
/// (interp-one): everything except what suspends or leaves the frame (the
/// bytecode table's kNoInterpOne flag, bytecode/ops.h).
bool canInterpOne(Op op);

} // namespace hop::jit
