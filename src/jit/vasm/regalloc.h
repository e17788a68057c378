// regalloc.h — linear-scan register allocation over a Vunit.
//
// Live ranges come from a backward liveness analysis over the blocks
// (positions in emission order; each virtual register gets a list of
// position ranges, so
// a value live in a hot block and in the exit it branches to does not hold
// a register across the unrelated code between them). Registers are given
// in order of range start, first fit; a value live across a call gets a
// callee-saved register. When none is free the value lives in a spill slot
// of the translation's native frame: each use reloads it into a scratch
// register (r10 r11, xmm14 xmm15), each definition stores it back. rcx is
// never allocated: shifts take their count in cl. After
// allocation every operand is physical.
//
// Cost (it runs once per translation): liveness visits the blocks in
// post-order, so a region without back edges takes one pass, which also
// makes the ranges; the working memory is flat arrays kept per thread (no
// per-register containers), the registers' occupancy a bit per position.
#pragma once

#include "jit/vasm/vasm.h"

namespace hop::jit {

void allocateRegisters(Vunit& unit);

} // namespace hop::jit
