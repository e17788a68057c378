// lower.h — IR → vasm. Each IR block becomes one or more vasm blocks
// (a guard or an overflow check ends a vasm block: vasm branches are
// terminal), in the IR block's area; SSATmps become virtual registers (XMM
// for Dbl, GP otherwise); frame memory is addressed off the pinned locals
// register (local i at [r12 + 16 i], stack slot s after the locals).
#pragma once
#include <cstdint>

#include "jit/ir/ir.h"
#include "jit/prof-data.h"
#include "jit/vasm/vasm.h"

namespace hop::jit {

struct LowerContext {
  uint32_t numLocals = 0;
  /// Where IncStat adds (the bcCompiled counter).
  void* bcCompiledCounter = nullptr;
  /// Profiling translations (hop.jit=pgo): the function's profile, whose
  /// counters ProfCount / CheckProfHot / Prof*Type bump (created here, the
  /// caller holding the function's lease); nullptr: they emit nothing.
  FuncProfile* profile = nullptr;
  /// CheckProfHot is taken when the block's counter equals this.
  uint32_t pgoThreshold = 1;
};

void lowerToVasm(const LowerContext& ctx, const IRUnit& unit, Vunit& out);

} // namespace hop::jit
