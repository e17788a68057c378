// vasm-check.h — the vasm checker: a Vunit against the vasm table's roles,
// flags effects and clobber sets (vasm-ops.h) and its register table
// (vasm.h). The translator runs it after lowering and after register
// allocation whenever the IR verifier runs (debug builds, hop.jit_verify=1);
// a failure is a JIT bug.
#pragma once
#include <string>

#include "jit/vasm/vasm.h"

namespace hop::jit {

/// Checks every block in the layout:
///  - structure: not empty, one terminal op, last; jump targets exist;
///  - operands: each register operand the op's roles name is valid and the
///    others are not; a memory base is a GP register; after allocation
///    (`allocated`) every operand is physical;
///  - flags: an op that reads the flags (jcc, setcc ...) follows an op that
///    set them in its block, with nothing between that destroys them;
///  - clobbers (after allocation): no register live after an op is one the
///    op clobbers (other than the one it defines).
/// True when all hold; otherwise false with one line per problem in *errors.
bool checkVunit(const Vunit& unit, bool allocated, std::string* errors);

} // namespace hop::jit
