// unit-loader.h — loading code into a request: compiling files, defining
// their hoisted functions and classes, running pseudo-mains (the main script,
// include/require, eval), and the systemlib (classes written in PHP that the
// runtime provides: Exception, ArrayIterator, ...).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bytecode/ops.h"
#include "bytecode/unit.h"
#include "bytecode/unit-cache.h"
#include "compiler/compiler.h"
#include "parser/systemlib-slices.h"
#include "runtime/value/typed-value.h"
#include "vm/request.h"

namespace hop {

struct Unit;
struct Class;
struct Func;
struct VMState;

/// Options for compiling code in the running request (its ini settings that
/// compilation reads: zend.assertions, precision).
CompileOptions requestCompileOptions(bool isEval);

/// Compiles a file's source for the running request, through the bytecode
/// cache when `hop.bytecode_cache` names a directory (`stamp`: the size and
/// mtime of the file the source was read from).
std::variant<std::unique_ptr<Unit>, CompileError> compileFile(std::string_view source, const std::string& filePath,
                                                              const SourceStamp& stamp, const CompileOptions& opts);

/// Reads a regular file whole; `stamp` gets its size and mtime (of the
/// descriptor read: the stamp always describes the bytes read).
bool readSourceFile(const std::string& path, std::string& out, SourceStamp& stamp);

/// The unit of the file compiled as `name` for the running request: the
/// process-wide cache's (vm/shared-units.h; held by the request until it
/// ends) when hop.unit_cache is on, else compiled for the request alone
/// (owned by it). `read` gives the source and its stamp (called only when
/// the file must be compiled). nullptr when `read` fails or the source does
/// not compile (`error` set).
Unit* loadFileUnit(const std::function<bool(std::string&, SourceStamp&)>& read, const std::string& name,
                   const CompileOptions& opts, std::unique_ptr<CompileError>& error);

/// Raises the unit's compile-time diagnostics, then defines its unconditional
/// top-level functions and the classes that can be declared early (as PHP
/// hoists them).
void defineHoisted(Unit* unit);
/// Raises warnings/deprecations the compiler found in `file`.
void raiseCompileDiagnostics(const std::vector<CompileDiagnostic>& diags, const std::string& file);

/// Runs the main script's pseudo-main in the global scope.
TypedValue runMainPseudoMain(Unit* unit);

/// Runs an auto_prepend_file/auto_append_file in the global scope (php
/// requires it around the main script); its variables stay global.
void runAutoFile(const std::string& path);
/// Moves the global frame's variables to the symbol table (ctx().globals),
/// where the next main-level file's frame takes them from (references stay
/// shared), and forgets the frame.
void retireGlobalFrame();
/// php -B/-R/-F/-E (RequestOptions::LineProcessing): the begin code, then
/// for each line of stdin (its line ending cut) $argn and $argi set and the
/// run code or file run, then the end code, all in the global scope.
void runLineProcessing(const RequestOptions::LineProcessing& spec);
/// include/require(_once) from the running frame.
TypedValue includeFile(VMState& vm, const std::string& path, InclOp op);
/// The file include `path` would load (include_path, then the running
/// script's directory), or "" when there is none.
std::string findIncludeFile(VMState& vm, const std::string& path);
/// eval() from the running frame.
TypedValue evalCode(VMState& vm, const std::string& code);

/// Defines the systemlib class `name` in this request if it is one.
Class* defineSystemClass(std::string_view name);
/// Whether the runtime declares a class-like of this (lowercase) name, defined yet or not.
bool isSystemClassName(std::string_view lowerName);
/// Every class-like the systemlib files declare (compiled or not), in file
/// order: its name and kind ('c'lass, 'i'nterface, 't'rait, 'e'num).
using SystemClassDecl = parser::DeclaredClass;
std::vector<SystemClassDecl> systemClassDecls();
/// Defines systemlib functions (and anything systemlib must set up) for a request.
void initSystemLib();

/// The default value of builtin parameter i (for named arguments that skip it).
TypedValue builtinParamDefault(const Func* f, uint32_t i);

} // namespace hop
