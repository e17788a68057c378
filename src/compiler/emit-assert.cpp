// emit-assert.cpp — php's assert() special form (zend_compile_assert).
//
// A call of assert() is compiled specially:
//   - when zend.assertions is -1 at compile time, no code at all: the call's
//     arguments are never evaluated and the call is `true`;
//   - otherwise AssertCheck skips the call (its value is then `true`) while
//     zend.assertions is 0 at runtime;
//   - a call with one argument gets a second one, the description: the
//     argument re-printed as php source, "assert(<source>)" (ast-export.h).
//     A named argument (`assertion: $x`) gets a named `description:`.
// Unqualified assert() in a namespace is the special form too: php resolves
// it to the global assert() at compile time, as nobody can define another
// (emitFunction refuses to). assert(...) (a first-class callable) is not.
#include <vector>

#include "compiler/ast-export.h"
#include "compiler/emitter.h"

namespace hop {

bool Emitter::isAssertCall(const ast::Call* e, const std::string& lowerName, const std::string& fallback) {
  if (e->isCallableConvert) return false;
  return lowerName == "assert" || (!fallback.empty() && toLower(fallback) == "assert");
}

void Emitter::emitAssert(const ast::Call* e) {
  line(e->line);
  if (!m_opts.assertions) {
    bc().op(Op::True);
    return;
  }
  Label skip = bc().newLabel(), end = bc().newLabel();
  bc().op(Op::AssertCheck);
  bc().ba(skip);

  std::vector<ast::Arg*> args(e->args.begin(), e->args.end());
  // The description lives on this frame only while the call is emitted
  // (the string becomes a literal of the unit).
  std::string text;
  ast::StringLit description(ast::ExprKind::StringLit, e->line);
  ast::Arg descriptionArg;
  if (args.size() == 1) {
    text = "assert(" + exportAstArg(args[0], m_opts.precision) + ")";
    description.value = text;
    descriptionArg.value = &description;
    descriptionArg.line = args[0]->line;
    if (!args[0]->name.empty()) descriptionArg.name = "description";
    args.push_back(&descriptionArg);
  }
  ast::Call call = *e;
  call.args = ast::List<ast::Arg*>{args.data(), static_cast<uint32_t>(args.size())};
  emitCallByName(&call, "assert", "");
  bc().op(Op::Jmp);
  bc().ba(end);
  bc().bind(skip);
  bc().op(Op::True);
  bc().bind(end);
}

} // namespace hop
