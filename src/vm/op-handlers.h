// op-handlers.h — the out-of-line handler of every bytecode op (iopName), for the interpreter and the JIT's InterpOne.
#pragma once

#include "bytecode/op-info.h"
#include "bytecode/ops.h"
#include "vm/vm-regs.h"

namespace hop {

#define X(name, imms, pops, pushes, flags) void iop##name(VMState& vm);
HOP_BYTECODE_OPS(X)
#undef X

/// Moves pc to the next instruction (how a handler falls through).
inline void advance(VMState& vm) { vm.pc += instrLen(vm.pc); }

} // namespace hop
