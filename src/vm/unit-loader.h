// unit-loader.h — loading code into a request: compiling files, defining
// their hoisted functions and classes, running pseudo-mains (the main script,
// include/require, eval), and the systemlib (classes written in PHP that the
// runtime provides: Exception, ArrayIterator, ...).
#pragma once

#include <string>
#include <string_view>

#include "bytecode/ops.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Unit;
struct Class;
struct Func;
struct VMState;

/// Defines a unit's unconditional top-level functions and the classes that
/// can be declared early (as PHP hoists them).
void defineHoisted(Unit* unit);

/// Runs the main script's pseudo-main in the global scope.
TypedValue runMainPseudoMain(Unit* unit);

/// include/require(_once) from the running frame.
TypedValue includeFile(VMState& vm, const std::string& path, InclOp op);
/// The file include `path` would load (include_path, then the running
/// script's directory), or "" when there is none.
std::string findIncludeFile(VMState& vm, const std::string& path);
/// eval() from the running frame.
TypedValue evalCode(VMState& vm, const std::string& code);

/// Defines the systemlib class `name` in this request if it is one.
Class* defineSystemClass(std::string_view name);
/// Defines systemlib functions (and anything systemlib must set up) for a request.
void initSystemLib();

/// The default value of builtin parameter i (for named arguments that skip it).
TypedValue builtinParamDefault(const Func* f, uint32_t i);

} // namespace hop
