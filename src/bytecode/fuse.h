// fuse.h — a peephole pass over finished bytecode: common instruction
// sequences become one fused instruction of the same length (see the fused
// rows of HOP_BYTECODE_OPS), so the interpreter dispatches fewer times.
#pragma once

#include <cstdint>
#include <vector>

namespace hop {

struct Func;

/// Rewrites fusable sequences of f's bytecode in place. Offsets do not move:
/// a fused instruction has exactly the length of the sequence it replaces,
/// and a sequence is only fused when nothing can start executing inside it
/// (no branch target, exception-table boundary or line-table entry there).
/// branchTargets: the offset of every BA/BLA target (the builder's fixups).
void fuseInstructions(Func& f, const std::vector<uint32_t>& branchTargets);

} // namespace hop
