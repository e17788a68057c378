// emit-attributes.cpp — `#[...]` attributes: from the AST to the PreAttribute
// lists of functions, parameters, classes, properties and constants, with
// php's compile-time checks (zend_compile_attributes): argument lists,
// constant expressions, and the target/repetition rules of the attributes
// the engine itself defines (Attribute, AllowDynamicProperties, ...).
#include "compiler/ast-export.h"
#include "compiler/emitter.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// An attribute class the engine defines, with the targets php allows it on
/// (zend_internal_attribute). Only these are checked at compile time; user
/// attributes are validated when ReflectionAttribute::newInstance() runs.
struct InternalAttribute {
  const char* lowerName;
  uint32_t flags;   // AttributeTarget bits, kAttrIsRepeatable
};

constexpr InternalAttribute kInternalAttributes[] = {
    {"attribute", kAttrTargetClass},
    {"returntypewillchange", kAttrTargetMethod},
    {"allowdynamicproperties", kAttrTargetClass},
    {"sensitiveparameter", kAttrTargetParameter},
};

const InternalAttribute* internalAttribute(std::string_view lowerName) {
  for (const InternalAttribute& a : kInternalAttributes)
    if (lowerName == a.lowerName) return &a;
  return nullptr;
}

} // namespace

// --- Constant expressions -------------------------------------------------------------------

void Emitter::checkConstExpr(const ast::Expr* e, bool allowNew) {
  if (!e) return;
  auto invalid = [&] { compileError(e->line, "Constant expression contains invalid operations"); };
  switch (e->kind) {
    case ast::ExprKind::IntLit:
    case ast::ExprKind::FloatLit:
    case ast::ExprKind::StringLit:
    case ast::ExprKind::ConstFetch:
    case ast::ExprKind::MagicConst:
      return;
    case ast::ExprKind::ClassConstFetch: {
      auto* c = static_cast<const ast::ClassConstFetch*>(e);
      if (!c->cls.name) compileError(e->line, "Dynamic class names are not allowed in compile-time class constant references");
      if (c->cls.name->is("static")) compileError(e->line, "\"static::\" is not allowed in compile-time constants");
      return;
    }
    case ast::ExprKind::ClassName: {
      auto* c = static_cast<const ast::ClassNameExpr*>(e);
      if (!c->cls.name) compileError(e->line, "(expression)::class cannot be used in constant expressions");
      if (c->cls.name->is("static"))
        compileError(e->line, "static::class cannot be used for compile-time class name resolution");
      return;
    }
    case ast::ExprKind::Array: {
      auto* a = static_cast<const ast::ArrayLit*>(e);
      if (a->syntax == ast::ArraySyntax::List) invalid();
      for (const ast::ArrayItem* it : a->items) {
        if (!it->value) compileError(it->line, "Cannot use empty array elements in arrays");
        if (it->byRef) invalid();
        checkConstExpr(it->key, allowNew);
        checkConstExpr(it->value, allowNew);
      }
      return;
    }
    case ast::ExprKind::ArrayDim: {
      auto* d = static_cast<const ast::ArrayDim*>(e);
      if (!d->dim) compileError(e->line, "Cannot use [] for reading");
      checkConstExpr(d->base, allowNew);
      checkConstExpr(d->dim, allowNew);
      return;
    }
    case ast::ExprKind::Prop: {
      // php 8.2: enum case properties (E::A->value, also through ?->).
      auto* p = static_cast<const ast::PropFetch*>(e);
      checkConstExpr(p->object, allowNew);
      checkConstExpr(p->prop.expr, allowNew);
      return;
    }
    case ast::ExprKind::UnaryPlus:
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::BoolNot:
    case ast::ExprKind::BitNot:
      checkConstExpr(static_cast<const ast::Unary*>(e)->operand, allowNew);
      return;
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::Binary*>(e);
      checkConstExpr(b->left, allowNew);
      checkConstExpr(b->right, allowNew);
      return;
    }
    case ast::ExprKind::Ternary: {
      auto* t = static_cast<const ast::Ternary*>(e);
      checkConstExpr(t->cond, allowNew);
      checkConstExpr(t->then, allowNew);
      checkConstExpr(t->otherwise, allowNew);
      return;
    }
    case ast::ExprKind::New: {
      auto* n = static_cast<const ast::New*>(e);
      if (!allowNew) compileError(e->line, "New expressions are not supported in this context");
      if (n->anonClass) compileError(e->line, "Cannot use anonymous class in constant expression");
      if (!n->cls.name) compileError(e->line, "Cannot use dynamic class name in constant expression");
      if (n->cls.name->is("static")) compileError(e->line, "\"static\" is not allowed in compile-time constants");
      for (const ast::Arg* a : n->args) {
        if (a->unpack) compileError(a->line, "Argument unpacking in constant expressions is not supported");
        checkConstExpr(a->value, allowNew);
      }
      return;
    }
    default:
      invalid();
  }
}

// --- Attribute lists ------------------------------------------------------------------------------

std::vector<PreAttribute> Emitter::compileAttributes(const ast::List<ast::Attribute*>& attrs, uint32_t target) {
  std::vector<PreAttribute> out;
  if (attrs.empty()) return out;
  std::vector<std::string> lowerNames;
  for (const ast::Attribute* at : attrs) {
    PreAttribute pa;
    std::string name = resolveClassName(at->name);
    pa.name = StringData::interned(name);
    pa.line = at->line;
    lowerNames.push_back(toLower(name));
    bool sawNamed = false;
    for (const ast::Arg* a : at->args) {
      if (a->unpack) compileError(a->line, "Cannot use unpacking in attribute argument list");
      AttributeArg arg;
      if (!a->name.empty()) {
        for (const AttributeArg& prev : pa.args)
          if (prev.name && prev.name->view() == a->name)
            compileError(a->line, "Duplicate named parameter $" + std::string(a->name));
        sawNamed = true;
        arg.name = StringData::interned(a->name);
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
  // The engine's own attributes: allowed targets and repetition.
  for (size_t i = 0; i < out.size(); ++i) {
    const InternalAttribute* ia = internalAttribute(lowerNames[i]);
    if (!ia) continue;
    if (!(target & ia->flags & kAttrTargetAll))
      compileError(out[i].line, "Attribute \"" + out[i].name->str() + "\" cannot target " + attributeTargetNames(target) +
                                    " (allowed targets: " + attributeTargetNames(ia->flags) + ")");
    if (!(ia->flags & kAttrIsRepeatable)) {
      for (size_t j = 0; j < out.size(); ++j)
        if (j != i && lowerNames[j] == lowerNames[i])
          compileError(out[i].line, "Attribute \"" + out[i].name->str() + "\" must not be repeated");
    }
  }
  return out;
}


void Emitter::compileClassAttributes(const ast::ClassDecl* cd, PreClass* pc) {
  pc->attributes = compileAttributes(cd->attributes, kAttrTargetClass);
  for (const PreAttribute& a : pc->attributes) {
    if (!equalsIgnoreCase(a.name->view(), "AllowDynamicProperties")) continue;
    // php's validator of #[AllowDynamicProperties].
    if (pc->attrs & kClsTrait) compileError(a.line, "Cannot apply #[AllowDynamicProperties] to trait");
    if (pc->attrs & kClsInterface) compileError(a.line, "Cannot apply #[AllowDynamicProperties] to interface");
    if (pc->attrs & kClsReadonly)
      compileError(a.line, "Cannot apply #[AllowDynamicProperties] to readonly class " + pc->name->str());
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
