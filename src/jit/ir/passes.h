// passes.h — IR optimization passes, each a function over the IRUnit.
// The driver (jit/translator.cpp) runs them in order and dumps the IR
// after each one with hop.dump_ir=1.
#pragma once

#include "jit/ir/ir.h"

namespace hop::jit {

/// Load/store forwarding within a block: a LdLoc/LdStk of a slot whose
/// value the block already has in a tmp (it stored or loaded it, and
/// nothing since could have changed memory) uses that tmp; a CheckLoc or
/// CheckStk whose slot is known to hold that type goes.
void forwardLoadsStores(IRUnit& unit);

/// A block that ends in instructions run by the interpreter (InterpOne)
/// with nothing compiled after them leaves compiled code before the first
/// of them instead: the interpreter's own loop runs them faster than
/// helper calls do, and nothing native is lost.
void leaveBeforeTrailingInterpOnes(IRUnit& unit);

/// Drops Pure instructions whose results nobody uses.
void eliminateDeadCode(IRUnit& unit);

} // namespace hop::jit
