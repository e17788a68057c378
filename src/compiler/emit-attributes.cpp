// emit-attributes.cpp — compile-time checks of php's own attributes
// (#[Attribute], #[ReturnTypeWillChange], #[AllowDynamicProperties],
// #[SensitiveParameter]): what they may be applied to, that they are not
// repeated, and AllowDynamicProperties' own rules. User attributes are only
// checked when reflection instantiates them.
#include "compiler/emitter.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

struct InternalAttribute {
  std::string_view lowerName;
  uint32_t targets;
};

constexpr InternalAttribute kInternalAttributes[] = {
    {"attribute", kAttrTargetClass},
    {"returntypewillchange", kAttrTargetMethod},
    {"allowdynamicproperties", kAttrTargetClass},
    {"sensitiveparameter", kAttrTargetParameter},
};

/// php's zend_get_attribute_target_names: "class, method, ...".
std::string targetNames(uint32_t targets) {
  static const std::pair<uint32_t, const char*> kNames[] = {
      {kAttrTargetClass, "class"},       {kAttrTargetFunction, "function"},
      {kAttrTargetMethod, "method"},     {kAttrTargetProperty, "property"},
      {kAttrTargetClassConst, "class constant"}, {kAttrTargetParameter, "parameter"},
  };
  std::string s;
  for (const auto& [bit, name] : kNames) {
    if (!(targets & bit)) continue;
    if (!s.empty()) s += ", ";
    s += name;
  }
  return s;
}

} // namespace

void Emitter::checkAttributes(const ast::List<ast::Attribute*>& attrs, uint32_t target, int atLine,
                              const ast::ClassDecl* cd) {
  for (size_t i = 0; i < attrs.size(); ++i) {
    const ast::Attribute* at = attrs[i];
    const std::string name = resolveClassName(at->name);
    const std::string lower = toLower(name);
    const InternalAttribute* internal = nullptr;
    for (const InternalAttribute& ia : kInternalAttributes)
      if (ia.lowerName == lower) internal = &ia;
    if (!internal) continue;
    if (!(internal->targets & target))
      compileError(atLine, "Attribute \"" + name + "\" cannot target " + targetNames(target) + " (allowed targets: " +
                                 targetNames(internal->targets) + ")");
    for (size_t j = 0; j < i; ++j)
      if (toLower(resolveClassName(attrs[j]->name)) == lower)
        compileError(atLine, "Attribute \"" + name + "\" must not be repeated");
    if (lower == "allowdynamicproperties" && cd) {
      const char* kind = nullptr;
      if (cd->classKind == ast::ClassKind::Interface) kind = "interface";
      else if (cd->classKind == ast::ClassKind::Trait) kind = "trait";
      else if (cd->classKind == ast::ClassKind::Enum) kind = "enum";
      if (kind) compileError(atLine, std::string("Cannot apply #[AllowDynamicProperties] to ") + kind);
      if (cd->modifiers & ast::kModReadonly)
        compileError(atLine, "Cannot apply #[AllowDynamicProperties] to readonly class " +
                                   (m_names.ns.empty() ? std::string(cd->name) : m_names.ns + "\\" + std::string(cd->name)));
    }
  }
}

} // namespace hop
