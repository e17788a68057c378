// lower.h — IR → vasm. Each IR block becomes one or more vasm blocks
// (a guard or an overflow check ends a vasm block: vasm branches are
// terminal), in the IR block's area; SSATmps become virtual registers (XMM
// for Dbl, GP otherwise); frame memory is addressed off the pinned locals
// register (local i at [r12 + 16 i], stack slot s after the locals).
#pragma once
#include <cstdint>

#include "jit/ir/ir.h"
#include "jit/vasm/vasm.h"

namespace hop::jit {

struct LowerContext {
  uint32_t numLocals = 0;
  /// Where IncStat adds (the bcCompiled counter).
  void* bcCompiledCounter = nullptr;
};

void lowerToVasm(const LowerContext& ctx, const IRUnit& unit, Vunit& out);

} // namespace hop::jit
