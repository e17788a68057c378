// ir-text.h — the IR's text form read back: IRUnit::toString()'s output
// (the hop.dump_ir dump) parsed into an IRUnit, so a pass can be tested on
// its own (tests/jit/hir/<pass>/*.hir, scripts/hir-golden.py) and a JIT bug
// cut down to a dozen lines.
//
// The grammar, one line each:
//   B<id> (<area>, bc<off>):                       a block (the first listed is the entry, B0)
//     [t<id>:<Type> = ]<Op>[<imms>] [t<a>, t<b>...] [-> B<taken>[, B<next>]] [@bc<off>]
// The immediates are those of the op's IRImm (ir-ops.h). `@bc<off>`
// gives the instruction's bytecode offset when it differs from the one
// before it (the block's offset for the first). Lines starting with `#`
// and blank lines are skipped. Block and tmp ids are kept as written.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "jit/ir/ir.h"

namespace hop {
struct Func;
struct Class;
}

namespace hop::jit {

/// What the text names but cannot hold: functions and classes by name,
/// string constants by contents. The parser asks; a null answer is an error.
struct IRSymbols {
  virtual ~IRSymbols() = default;
  virtual const Func* func(std::string_view fullName) = 0;
  virtual const Class* cls(std::string_view name) = 0;
  /// A static string with these bytes (default: StringData::makeStatic).
  virtual const void* str(std::string_view bytes);
};

/// Stand-ins with just a name for the functions and classes a text names
/// (the passes look no further; lowering would): the tests and hop-hir.
struct StandInSymbols : IRSymbols {
  StandInSymbols();
  ~StandInSymbols() override;
  const Func* func(std::string_view fullName) override;
  const Class* cls(std::string_view name) override;

private:
  std::map<std::string, std::unique_ptr<Func>> m_funcs;
  std::map<std::string, std::unique_ptr<Class>> m_classes;
};

/// Parses `text` into `unit` (empty). False with *error ("line N: ...") on
/// a syntax error; the result is not verified (ir-verify.h does that).
bool parseIR(std::string_view text, IRSymbols& symbols, IRUnit& unit, std::string* error);

} // namespace hop::jit
