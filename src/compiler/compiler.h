// compiler.h — the bytecode compiler's entry point: PHP source in, Unit out.
//
// Parsing (src/parser) and code generation (emit-*.cpp) happen here. Errors
// come back as a CompileError with PHP's wording: parse errors ("syntax
// error, unexpected ...") and compile-time fatal errors ("Cannot redeclare
// ...", "Cannot use [] for reading", ...).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "bytecode/unit.h"

namespace hop {

struct CompileError {
  std::string message;
  int line = 0;
  bool isParseError = false;    // "Parse error" (E_PARSE) vs "Fatal error" (E_COMPILE_ERROR)
  /// Warnings and deprecations php would have raised before failing.
  std::vector<CompileDiagnostic> diagnostics;
};

struct CompileOptions {
  /// Code handed to eval(): no leading <?php, and errors become ParseError.
  bool isEval = false;
  /// Marks functions and classes as runtime-provided (systemlib): they show
  /// as [internal function] in traces.
  bool isSystemLib = false;
  /// zend.assertions >= 0 when the file is compiled: assert() calls are
  /// compiled (and checked at runtime). At -1 they compile to `true`.
  bool assertions = true;
  /// ini `precision`, which php uses when it prints floats into assert()
  /// messages.
  int precision = 14;
  /// ini short_open_tag: "<?" alone opens PHP code.
  bool shortOpenTag = false;
  /// ini zend.multibyte: declare(encoding=...) takes effect and scripts are read
  /// through the script filter below.
  bool multibyte = false;
};

/// zend.multibyte's reading of a script in its own encoding (mbstring provides it):
/// true with `out` set when the script is to be compiled converted.
/// `known` tells whether a declare(encoding=...) names an encoding it can read.
using ScriptFilter = bool (*)(std::string_view source, std::string& out);
using ScriptEncodingKnown = bool (*)(std::string_view name);
void setScriptFilter(ScriptFilter f, ScriptEncodingKnown known);
bool scriptEncodingKnown(std::string_view name);

std::variant<std::unique_ptr<Unit>, CompileError> compileSource(std::string_view source, const std::string& filePath,
                                                                 const CompileOptions& opts = {});

} // namespace hop
