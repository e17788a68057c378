// builtin-registry.h — the table of C++ builtin functions and constants.
//
// Each builtins/<area>.cpp file defines an array of BuiltinDecl (a PHP stub
// signature and the implementing function) and registers it with
// HOP_REGISTER_BUILTINS. At startup the registry parses each signature into a
// Func with ParamInfos (names for named arguments and messages, types for
// coercion, by-reference flags, defaults), so the VM calls a builtin exactly
// like a user function with a native body. The registry is built once and
// then only read, by every thread.
//
// Signatures are written as php-src's stubs write them:
//   "str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string"
//   "sort(array &$array, int $flags = SORT_REGULAR): bool"
//   "max(mixed $value, mixed ...$values): mixed"
//   "extract(array &?$array, ...)"   (&? = php's prefer-ref: values are accepted too)
// Class methods implemented in C++ use "Class::method(...)".
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "bytecode/func.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct BuiltinDecl {
  const char* signature;
  NativeFunction fn;
  uint32_t extraAttrs = 0;   // FuncAttr bits, e.g. kAttrNoArgCountCheck
};

struct ConstantDecl {
  const char* name;
  TypedValue value;          // scalar (strings: use makeStaticStringTv)
};

class BuiltinRegistry {
public:
  /// Called by HOP_REGISTER_BUILTINS at static-initialization time.
  static int addTable(const BuiltinDecl* decls, size_t n);
  static int addConstants(const ConstantDecl* decls, size_t n);
  /// Registers every table's names (once, at startup; thread-safe); the
  /// signatures are parsed on first use.
  static void init();

  /// A builtin function by lowercase name, or null.
  static Func* lookup(std::string_view lowerName);
  /// A native method implementation "class::method" (lowercase), or null.
  static NativeFunction lookupNativeMethod(std::string_view lowerQualifiedName);
  /// The FuncAttr bits its BuiltinDecl adds (kAttrForwardsNamedArgs), else 0.
  static uint32_t nativeMethodAttrs(std::string_view lowerQualifiedName);
  /// The builtin with this id (FCallBuiltin's immediate). Inline: every
  /// builtin call of the interpreter reads it. Only for ids met through
  /// lookup() or parseById() (the compiler's and the bytecode cache's):
  /// a builtin's Func is made on first use.
  static Func* byId(uint32_t id) { return s_byId[id]; }
  /// The builtin with this id, its signature parsed now if not yet; null
  /// when the id is out of range.
  static Func* parseById(uint32_t id);
  /// How many builtin ids there are.
  static uint32_t count();
  /// A builtin constant, or null.
  static const TypedValue* lookupConstant(std::string_view name);
  /// Marks a builtin constant deprecated (php's CONST_DEPRECATED): each
  /// runtime fetch raises "Constant X is deprecated" and it is never folded.
  static int deprecateConstant(const char* name);
  static bool isDeprecatedConstant(std::string_view name);
  /// All builtin functions, for get_defined_functions() (disabled ones
  /// included: check lookup()).
  static const std::vector<Func*>& all();
  /// Removes a builtin from name lookup (the disable_functions setting).
  static void disable(std::string_view lowerName);
  /// Moves when a builtin leaves name lookup (disable): a lookup's answer
  /// remembered under one value holds while it stays.
  static uint64_t lookupGeneration();

private:
  /// The id table, fixed once init() has registered every builtin.
  inline static Func* const* s_byId = nullptr;
};

TypedValue makeStaticStringTv(const char* s);

#define HOP_BUILTIN_CONCAT2(a, b) a##b
#define HOP_BUILTIN_CONCAT(a, b) HOP_BUILTIN_CONCAT2(a, b)
#define HOP_REGISTER_BUILTINS(table)                                                          \
  static const int HOP_BUILTIN_CONCAT(s_registered_, __LINE__) =                             \
      ::hop::BuiltinRegistry::addTable(table, sizeof(table) / sizeof(table[0]))
#define HOP_REGISTER_CONSTANTS(table)                                                         \
  static const int HOP_BUILTIN_CONCAT(s_registeredConsts_, __LINE__) =                       \
      ::hop::BuiltinRegistry::addConstants(table, sizeof(table) / sizeof(table[0]))

} // namespace hop
