// emit-magic.cpp — compile-time checks of magic method signatures
// (__construct, __get, __toString, ...), as php's
// zend_check_magic_method_implementation makes them when a class is compiled:
// argument counts, static-ness, parameter and return types. Wrong visibility
// is only a warning.
#include "compiler/emitter.h"
#include "runtime/base/errors.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// What php requires of one magic method. Type masks are TypeConstraint bits;
/// 0 means "not checked".
struct MagicRule {
  std::string_view lowerName;
  int args;                  // exact argument count, or -1 when not checked
  int staticness;            // +1 must be static, -1 cannot be static, 0 either
  bool mustBePublic;
  uint32_t arg0Type, arg1Type;
  bool noReturnType;         // constructors and destructors
  uint32_t returnType;
};

constexpr uint32_t kString = TypeConstraint::kString;
constexpr uint32_t kArray = TypeConstraint::kArray;
constexpr uint32_t kVoid = TypeConstraint::kVoid;
constexpr uint32_t kBool = TypeConstraint::kBool;
constexpr uint32_t kNull = TypeConstraint::kNull;
constexpr uint32_t kObject = TypeConstraint::kObject;

// clang-format off
constexpr MagicRule kMagicRules[] = {
  // name           args static public  arg0     arg1    noRet  return
  {"__construct",    -1,  -1,   false,  0,       0,      true,  0},
  {"__destruct",      0,  -1,   false,  0,       0,      true,  0},
  {"__clone",         0,  -1,   false,  0,       0,      false, kVoid},
  {"__get",           1,  -1,   true,   kString, 0,      false, 0},
  {"__set",           2,  -1,   true,   kString, 0,      false, kVoid},
  {"__unset",         1,  -1,   true,   kString, 0,      false, kVoid},
  {"__isset",         1,  -1,   true,   kString, 0,      false, kBool},
  {"__call",          2,  -1,   true,   kString, kArray, false, 0},
  {"__callstatic",    2,  +1,   true,   kString, kArray, false, 0},
  {"__tostring",      0,  -1,   true,   0,       0,      false, kString},
  {"__debuginfo",     0,  -1,   true,   0,       0,      false, kArray | kNull},
  {"__serialize",     0,  -1,   true,   0,       0,      false, kArray},
  {"__unserialize",   1,  -1,   true,   kArray,  0,      false, kVoid},
  {"__set_state",     1,  +1,   true,   kArray,  0,      false, kObject},
  {"__invoke",       -1,  -1,   true,   0,       0,      false, 0},
  {"__sleep",         0,  -1,   true,   0,       0,      false, kArray},
  {"__wakeup",        0,  -1,   true,   0,       0,      false, kVoid},
};
// clang-format on

/// php's zend_type_to_string of a plain mask, for "must be X when declared".
std::string maskName(uint32_t mask) {
  if (mask == (kArray | kNull)) return "?array";
  if (mask == kBool) return "bool";
  if (mask & kObject) return "object";
  if (mask & kArray) return "array";
  if (mask & kString) return "string";
  if (mask & kVoid) return "void";
  return "mixed";
}

} // namespace

void Emitter::checkMagicMethod(const ast::FunctionDecl* fd, const Func* f) {
  if (fd->name.size() < 2 || fd->name[0] != '_' || fd->name[1] != '_') return;
  const std::string lower = toLower(fd->name);
  const MagicRule* rule = nullptr;
  for (const MagicRule& r : kMagicRules)
    if (r.lowerName == lower) rule = &r;
  if (!rule) return;
  const std::string cls = m_class ? m_class->name->str() : std::string();
  const std::string method = cls + "::" + std::string(fd->name);
  if (rule->args == 0 && !f->params.empty()) compileError(fd->line, "Method " + method + "() cannot take arguments");
  if (rule->args > 0 && int(f->params.size()) != rule->args)
    compileError(fd->line, "Method " + method + "() must take exactly " + std::to_string(rule->args) + " argument" +
                               (rule->args == 1 ? "" : "s"));
  if (rule->args > 0)
    for (const ParamInfo& p : f->params)
      if (p.byRef) compileError(fd->line, "Method " + method + "() cannot take arguments by reference");
  const bool isStatic = f->attrs & kAttrStatic;
  if (rule->staticness < 0 && isStatic) compileError(fd->line, "Method " + method + "() cannot be static");
  if (rule->staticness > 0 && !isStatic) compileError(fd->line, "Method " + method + "() must be static");
  if (rule->mustBePublic && !(f->attrs & kAttrPublic))
    diagnostic(E_WARNING, fd->line, "The magic method " + method + "() must have public visibility");
  const uint32_t argTypes[2] = {rule->arg0Type, rule->arg1Type};
  for (uint32_t i = 0; i < 2 && i < f->params.size(); ++i) {
    const TypeConstraint& t = f->params[i].type;
    if (!argTypes[i] || t.isEmpty()) continue;
    // The declared type must accept what php passes.
    if (!(t.mask & (argTypes[i] | TypeConstraint::kMixed)))
      compileError(fd->line, method + "(): Parameter #" + std::to_string(i + 1) + " ($" + f->params[i].name->str() +
                                 ") must be of type " + maskName(argTypes[i]) + " when declared");
  }
  const TypeConstraint& rt = f->returnType;
  if (rule->noReturnType && !rt.isEmpty()) compileError(fd->line, "Method " + method + "() cannot declare a return type");
  if (rule->returnType && !rt.isEmpty()) {
    uint32_t extra = rt.mask & ~rule->returnType;
    bool complex = !rt.classNames.empty() || (rt.mask & (TypeConstraint::kSelf | TypeConstraint::kParent));
    if (extra & TypeConstraint::kStatic) {
      extra &= ~TypeConstraint::kStatic;
      complex = true;
    }
    extra &= ~(TypeConstraint::kSelf | TypeConstraint::kParent);
    if (extra || (complex && rule->returnType != kObject))
      compileError(fd->line, method + "(): Return type must be " + maskName(rule->returnType) + " when declared");
  }
}

} // namespace hop
