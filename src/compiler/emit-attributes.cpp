// emit-attributes.cpp — `#[...]` attributes: from the AST to the PreAttribute
// lists of functions, parameters, classes, properties and constants
// (compileAttributes, with php's checks of argument lists), and the
// compile-time rules of the attributes the engine itself defines
// (checkAttributes: #[Attribute], #[ReturnTypeWillChange],
// #[AllowDynamicProperties], #[SensitiveParameter] — what they may be applied
// to, that they are not repeated, AllowDynamicProperties' own rules). User
// attributes are validated when ReflectionAttribute::newInstance() runs.
#include <algorithm>

#include "compiler/ast-export.h"
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
      compileError(atLine, "Attribute \"" + name + "\" cannot target " + attributeTargetNames(target) + " (allowed targets: " +
                                 attributeTargetNames(internal->targets) + ")");
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

// --- Attribute lists ------------------------------------------------------------------------------

// The engine's own attributes are checked by checkAttributes() where the
// declaration is compiled.
std::vector<PreAttribute> Emitter::compileAttributes(const ast::List<ast::Attribute*>& attrs) {
  std::vector<PreAttribute> out;
  if (attrs.empty()) return out;
  for (const ast::Attribute* at : attrs) {
    PreAttribute pa;
    std::string name = resolveClassName(at->name);
    pa.name = internName(name);
    pa.line = at->line;
    bool sawNamed = false;
    for (const ast::Arg* a : at->args) {
      if (a->unpack) compileError(a->line, "Cannot use unpacking in attribute argument list");
      AttributeArg arg;
      if (!a->name.empty()) {
        for (const AttributeArg& prev : pa.args)
          if (prev.name && prev.name->view() == a->name)
            compileError(a->line, "Duplicate named parameter $" + std::string(a->name));
        sawNamed = true;
        arg.name = internName(a->name);
      } else if (sawNamed) {
        compileError(a->line, "Cannot use positional argument after named argument");
      }
      checkConstExpr(a->value, true);
      arg.value = preValue(a->value, "attribute argument");
      if (arg.value.initializer) arg.text = constExprText(a->value);
      pa.args.push_back(std::move(arg));
    }
    out.push_back(std::move(pa));
  }
  return out;
}


void Emitter::compileClassAttributes(const ast::ClassDecl* cd, PreClass* pc) {
  pc->attributes = compileAttributes(cd->attributes);
  if (m_opts.isSystemLib) {
    // #[NotSerializable] is an engine flag of systemlib classes (php's
    // ZEND_ACC_NOT_SERIALIZABLE, read from attributeNames), not an attribute
    // reflection shows.
    auto& at = pc->attributes;
    at.erase(std::remove_if(at.begin(), at.end(),
                            [](const PreAttribute& a) { return a.name && a.name->view() == "NotSerializable"; }),
             at.end());
  }
}

// --- Default values as reflection shows them ------------------------------------------------------

std::string Emitter::constExprText(const ast::Expr* e) {
  ExportNames names;
  names.constantName = [this](const ast::Name* n) {
    std::string fallback;
    return resolveConstName(n, &fallback);
  };
  names.className = [this](const ast::Name* n, bool inNew) {
    if (n->isSpecialClass()) return std::string(n->text);
    std::string resolved = resolveClassName(n);
    // php marks a name fully qualified when resolving changed it (and always in `new`).
    bool fq = inNew || n->kind == ast::NameKind::FullyQualified || resolved != n->text;
    return (fq ? "\\" : "") + resolved;
  };
  names.fold = [this, e](const ast::Expr* sub, TypedValue& v) {
    // Literals print as written; folded operations and constants as values.
    if (sub == e) return false;
    switch (sub->kind) {
      case ast::ExprKind::IntLit: case ast::ExprKind::FloatLit: case ast::ExprKind::StringLit: return false;
      default: return foldConst(sub, v);
    }
  };
  return exportConstExpr(e, m_opts.precision, names);
}

std::string Emitter::defaultValueText(const ast::Expr* e, const PreValue& pv, std::string& constName) {
  constName.clear();
  if (e->kind == ast::ExprKind::ConstFetch) {
    const ast::Name* n = static_cast<const ast::ConstFetch*>(e)->name;
    if (n->is("true") || n->is("false") || n->is("null")) return std::string();
    std::string fallback;
    constName = resolveConstName(n, &fallback);
    return constName;
  }
  if (e->kind == ast::ExprKind::ClassConstFetch) {
    auto* c = static_cast<const ast::ClassConstFetch*>(e);
    if (c->cls.name) {
      std::string cls = c->cls.name->isSpecialClass() ? std::string(c->cls.name->text) : resolveClassName(c->cls.name);
      constName = cls + "::" + std::string(c->constName);
      // php keeps a parameter's class constant unevaluated, even its own class's.
      return constExprText(e);
    }
  }
  if (e->kind == ast::ExprKind::MagicConst && static_cast<const ast::MagicConst*>(e)->magic == ast::MagicKind::Class &&
      pv.initializer) {
    constName = "__CLASS__";
    return constName;
  }
  if (!pv.initializer) return std::string();
  return constExprText(e);
}

} // namespace hop
