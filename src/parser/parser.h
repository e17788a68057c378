// parser.h — the front end's entry point: PHP source in, AST (ast.h) out.
//
// parseFile() never throws on bad input, never crashes, and bounds its own
// recursion: nesting deeper than kMaxNestingDepth is reported as a parse
// error instead of overflowing the native stack.
//
// Errors read exactly like php's, without the "PHP Parse error:  " prefix and
// the " in FILE on line N" suffix:
//   syntax error, unexpected token ";", expecting ")"
//   syntax error, unexpected end of file
//   Invalid numeric literal
// A few errors that php reports as "Fatal error" at compile time but that
// depend only on syntax are reported here too, with fatal = true (see the
// list in ast.h). Those are reported only once the whole file has parsed, so
// that a later syntax error takes precedence, as in php; duplicate
// modifiers are the exception (php raises them while parsing).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "parser/ast.h"

namespace hop::parser {

struct ParseError {
  std::string message;
  int line = 0;
  /// php reports this one as "Fatal error" (E_COMPILE_ERROR), not "Parse error".
  bool fatal = false;
  /// A fatal one php raises when compiling, after the parse (a fatal one
  /// without this flag is raised while parsing, as a CompileError).
  bool afterParse = false;
};

/// A compile-time warning found while parsing, e.g.
/// "Unterminated comment starting line 3" or an octal escape overflow.
struct ParseWarning {
  std::string message;
  int line = 0;
  bool deprecation = false;  // E_DEPRECATED rather than E_WARNING
};

/// A parsed file. Owns every AST node and string the AST points to.
struct ParsedFile {
  std::string fileName;
  /// A copy of the source; names and identifiers in the AST view into it.
  std::string source;
  ast::Arena arena;
  /// The top-level statements.
  ast::Block* top = nullptr;
  /// __COMPILER_HALT_OFFSET__: byte offset after `__halt_compiler();`, or -1.
  int64_t haltCompilerOffset = -1;
  std::vector<ParseWarning> warnings;
};

struct ParseOptions {
  /// Code handed to eval(): starts in PHP mode, without "<?php".
  bool startInScripting = false;
  /// Skip a "#!" first line (php does for script and included files).
  bool skipShebang = false;
  /// ini short_open_tag: "<?" alone opens PHP code.
  bool shortOpenTag = false;
  /// token_get_all(TOKEN_PARSE): receives the source offset of each keyword
  /// token the grammar took as an identifier (php turns those into T_STRING).
  std::vector<uint32_t>* identifierOffsets = nullptr;
};

/// Nesting (of expressions, statements, brackets) beyond which parsing fails
/// with an error instead of recursing further.
inline constexpr int kMaxNestingDepth = 10000;
inline constexpr size_t kMaxParserStackBytes = size_t(4) << 20;

std::variant<std::unique_ptr<ParsedFile>, ParseError> parseFile(std::string_view source, std::string_view fileName,
                                                                const ParseOptions& opts = {});

/// A readable, stable, indented dump of the AST (golden tests, --dump-ast).
std::string dumpAst(const ParsedFile& file);

} // namespace hop::parser
