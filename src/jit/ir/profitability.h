// profitability.h — does a region's IR pay for entering it?
//
// The live gear compiles everything reachable from a SrcKey, but compiled
// code is not free: every entry costs a lookup, a native prologue and the
// entry guards (measured: ~20 ns, about ten interpreted bytecodes), and an
// InterpOne (a helper call into the interpreter's out-of-line handler,
// with the stack spilled around it) costs several interpreted bytecodes.
// A region pays only where compiled instructions repeat without coming
// back to the interpreter, i.e. in loops, and only if those loops are
// mostly compiled. The translator asks this check after the passes that
// shape the region, and refuses (TranslateResult::Unsupported) a region
// it rejects: the interpreter, and the other SrcKeys' translations, run
// instead.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "jit/bailout.h"
#include "jit/ir/ir.h"

namespace hop::jit {

struct Profitability {
  bool pays = true;
  /// Why not, when it does not pay (bailout.h).
  Bailout why = Bailout::None;
  /// Pays only when compiled code calls it (no entry cost): a short
  /// function that returns in compiled code. The interpreter does not enter it.
  bool onlyFromCompiledCode = false;
  /// The region has a loop (static rules).
  bool hasLoop = false;
  /// Refused, and no profile of this IR can make the weighed rules accept
  /// it (they count an InterpOne dearer): no loop, and no path from the
  /// entry runs what its end needs even where it compiles the most (an
  /// entry's average is at most its best path); or a refused loop none of
  /// whose blocks pays for its own InterpOnes. Profiling code made for the
  /// profile to decide would be given up: the translator refuses at once.
  bool hopeless = false;
  /// One line for hop.dump_ir: the decision and the numbers behind it.
  std::string reason;
};

/// The rules (see profitability.cpp):
///  - a loop (a strongly connected set of main-area blocks) must be mostly
///    compiled: its compiled bytecodes ≥ kInterpOneCost × its InterpOnes;
///  - a region without a loop must run at least kMinStraightLine compiled
///    bytecodes (net of InterpOnes) on every path from the entry to a
///    main-area exit, and at least kMinReturnPath on every path to its
///    compiled return (kMinReturnPathFromInterp for the interpreter to
///    enter it too).
///
/// With a block weight (hop.jit=pgo's optimized regions: how many times the
/// profile saw the block at a bytecode offset run, -1 unknown), the same
/// rules are weighed by what ran: a loop's InterpOnes and compiled
/// bytecodes count as many times as their blocks ran, and a region without
/// a loop must run, per entry on average, the compiled bytecodes its exits
/// and returns need (weighted by how often each was taken).
using BlockWeight = std::function<int64_t(uint32_t bcOff)>;

/// The static rules' least compiled bytecodes on a loop-free region's path
/// to an exit (see profitability.cpp), and what a builtin's callback loop
/// (irflag::CallLoop) counts as.
constexpr int kMinStraightLine = 16;
constexpr int kCallLoopWorth = 64;

Profitability checkProfitability(const IRUnit& unit, const BlockWeight& weight = nullptr);

} // namespace hop::jit
