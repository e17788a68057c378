// ir-verify.h — the IR verifier: checks an IRUnit against the op table
// (ir-ops.h) and the IR's structural rules. The pass runner (passes.h) runs
// it after irgen and after every pass in debug builds, under
// `-d hop.jit_verify=1` (the test suites set it) and in the unit and HIR
// golden tests; a failure is a JIT bug, never bad input.
#pragma once
#include <string>

#include "jit/ir/ir.h"

namespace hop::jit {

/// Checks, for every block reachable from the entry:
///  - block structure: not empty, exactly one Terminal op and it is last;
///    `taken` set exactly on Branch ops and `next` on Next ops, both
///    blocks of this unit;
///  - operands: the source count and each source's type against the op's
///    S(...) column; the result present as the op's result rule says, of
///    that type, defined by this instruction;
///  - immediates: the IRImm's pointers set (functions, classes, string
///    constants), the Extra fields it does not use zero;
///  - SSA: every source defined on every path to its use (a def earlier in
///    the block, or in a block on every path from the entry; a branch's
///    own result is not available on its taken edge), each tmp defined once.
/// Returns true when all hold; otherwise false with one line per problem in
/// *errors ("B3 #2 AddIntO: ...").
bool verifyIR(const IRUnit& unit, std::string* errors);

} // namespace hop::jit
