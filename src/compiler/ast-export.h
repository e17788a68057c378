// ast-export.h — PHP source text re-printed from the AST, exactly as php's
// zend_ast_export() prints it. Its uses: the message the compiler adds to a
// one-argument assert() call ("assert($a > 0 && foo($b))"), and the text
// reflection shows for unevaluated defaults and attribute arguments.
//
// zend_ast_export is not a pretty-printer of what was written but of php's
// AST, so the text follows php's rules, not the source: parentheses come only
// from operator priorities, `and`/`or` print as `&&`/`||`, `array()` and
// `list()` as `[...]`, `die` as `exit`, literals are re-quoted ('...' for
// plain strings, "..." with escapes for interpolated ones) and floats printed
// under ini `precision`; statements inside closures and anonymous classes are
// re-indented four spaces a level, `echo a, b;` splits into one echo per
// value, and so on (the .cpp lists each rule where it applies).
//
// Why here and not in src/parser: the printer needs PHP's float formatting
// (src/runtime/number), which the parser module does not link, and only the
// compiler uses it.
#pragma once

#include <functional>
#include <string>

#include "parser/ast.h"
#include "runtime/value/typed-value.h"

namespace hop {

/// The text zend_ast_export(prefix, ast, suffix) produces for an expression
/// (the argument of assert(), with its `name:` or `...` when it has one).
/// `precision` is ini `precision`, which php reads when printing floats.
std::string exportAstArg(const ast::Arg* arg, int precision);
std::string exportAstExpr(const ast::Expr* e, int precision);

/// How a compiled constant expression prints its names (php exports the
/// compiled AST, whose names are resolved): a constant, a class operand.
struct ExportNames {
  std::function<std::string(const ast::Name*)> constantName;
  std::function<std::string(const ast::Name*, bool inNew)> className;
  /// A sub-expression php evaluated at compile time: sets its value, and
  /// the export prints that value instead of the expression.
  std::function<bool(const ast::Expr*, TypedValue&)> fold;
};
/// The text reflection shows for a constant expression kept unevaluated (a
/// parameter default, an attribute argument).
std::string exportConstExpr(const ast::Expr* e, int precision, const ExportNames& names);

} // namespace hop
