// passes.h — IR optimization passes, each a function over the IRUnit, and
// the pass runner that drives them (translator.cpp's pipeline).
//
// HOP_IR_PASSES is the list of passes by name: the runner, hop.jit_dump and
// the HIR golden tests (tests/jit/hir/<pass>/, scripts/hir-golden.py) find
// them there. The runner, not each pass, verifies the IR after every pass
// (ir-verify.h) and dumps it after any pass by name.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "jit/ir/ir.h"

namespace hop::jit {

/// An IncRef of a tmp and its DecRef (or DecRefG) later in the block, with
/// nothing between that releases, calls, branches or reads a count (pure
/// instructions, stores), both go: the value had another reference all along.
void eliminateRefcountPairs(IRUnit& unit);

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

/// Constant folding: an arithmetic op, compare or int-to-float conversion
/// of constants becomes the DefConst of its result (an Int op that would
/// overflow stays, with its exit); a divisor check of a nonzero constant
/// goes. The constants it read are left to eliminateDeadCode.
void simplify(IRUnit& unit);
/// Drops Pure instructions whose results nobody uses.
void eliminateDeadCode(IRUnit& unit);

/// A guard of an array (kind, one reference, index in range, element kind,
/// room to append), a string index, an object's class or a nonzero divisor
/// that every path to it has passed already on the same tmps, with nothing
/// since that could change what it checks (helpers, the interpreter,
/// releases; a reference taken, an element stored, an append), goes; so
/// does a packed element's read whose value a tmp holds (read or stored before).
void eliminateRedundantChecks(IRUnit& unit);

/// A StLoc over a local whose type byte holds the value's kind already on
/// every path to it (a LdLoc, CheckLoc or StLoc of that kind before, nothing
/// since that may change memory) becomes StLocData: the payload only.
void elideLocTypeStores(IRUnit& unit);

//  X(name, doc)
#define HOP_IR_PASSES(X)                                                                         \
  X(leaveBeforeTrailingInterpOnes, "leave before a block's trailing InterpOnes")                 \
  X(eliminateRefcountPairs,        "drop an IncRef and the DecRef that undoes it")                \
  X(forwardLoadsStores,            "forward stores and loads to loads, drop known type checks")  \
  X(simplify,                      "fold arithmetic, compares and conversions of constants")     \
  X(eliminateRedundantChecks,      "drop guards every path passed, element reads of known values")\
  X(eliminateDeadCode,             "drop pure instructions whose results are unused")            \
  X(elideLocTypeStores,            "store only the payload over a local of the value's kind")

enum class Pass : uint8_t {
#define X(name, doc) name,
  HOP_IR_PASSES(X)
#undef X
};

constexpr uint32_t kNumPasses = 0
#define X(name, doc) +1
    HOP_IR_PASSES(X)
#undef X
    ;

const char* passName(Pass p);
const char* passDoc(Pass p);
/// The pass named `name`; false when there is none.
bool passFromName(std::string_view name, Pass* out);
void runPass(Pass p, IRUnit& unit);

/// How the runner checks and shows the IR.
struct PassRunnerOptions {
  /// Run the verifier after irgen and after every pass (debug builds,
  /// hop.jit_verify=1, tests). A failure prints the errors and the IR and aborts.
  bool verify = false;
  /// Dump after irgen and after every pass (hop.dump_ir=1).
  bool dumpAll = false;
  /// Dump after these stages only (hop.jit_dump=NAME[,NAME]: "irgen" or a pass name).
  std::vector<std::string> dumpAfter;
  /// What the dumps name: "func@offset".
  std::string label;
};

/// Runs passes over one unit, verifying and dumping as the options say.
class PassRunner {
public:
  explicit PassRunner(PassRunnerOptions opts) : m_opts(std::move(opts)) {}
  /// The unit as irgen left it: verified and dumped as stage "irgen".
  void start(const IRUnit& unit) { after("irgen", unit); }
  /// Runs `passes` in order.
  void run(IRUnit& unit, std::initializer_list<Pass> passes);
  /// Whether the dump after `stage` is wanted.
  bool dumps(std::string_view stage) const;

private:
  void after(const char* stage, const IRUnit& unit);
  PassRunnerOptions m_opts;
};

/// Parses hop.jit_dump's value: names separated by commas or spaces.
std::vector<std::string> parseDumpList(std::string_view value);

} // namespace hop::jit
