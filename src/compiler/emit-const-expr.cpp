// emit-const-expr.cpp — what a constant expression may contain (php's
// zend_compile_const_expr): literals, constants, class constants, ::class,
// operators, arrays, `?:`/`??`, property reads (`->`, `?->`), and `new` where php allows it (parameter
// defaults, static variables, global constants; not class constants,
// property defaults or enum cases).
#include "compiler/emitter.h"

namespace hop {

void Emitter::checkConstExpr(const ast::Expr* e, bool allowNew) {
  if (!e) return;
  // self, parent and static need a class scope first.
  auto scope = [&](const ast::Name* n) {
    if (n && n->kind == ast::NameKind::Unqualified && n->isSpecialClass()) checkClassFetchScope(toLower(n->text), e->line);
  };
  auto invalid = [&] { compileError(e->line, "Constant expression contains invalid operations"); };
  switch (e->kind) {
    case ast::ExprKind::IntLit:
    case ast::ExprKind::FloatLit:
    case ast::ExprKind::StringLit:
    case ast::ExprKind::MagicConst:
    case ast::ExprKind::ConstFetch:
      return;
    case ast::ExprKind::ClassConstFetch: {
      // self:: and parent:: are checked when evaluated (php: "Cannot access ..."), not here.
      auto* cc = static_cast<const ast::ClassConstFetch*>(e);
      if (!cc->cls.name)
        compileError(e->line, "Dynamic class names are not allowed in compile-time class constant references");
      if (cc->cls.name->kind == ast::NameKind::Unqualified && cc->cls.name->is("static"))
        compileError(e->line, "\"static::\" is not allowed in compile-time constants");
      return;
    }
    case ast::ExprKind::ClassName: {
      auto* cn = static_cast<const ast::ClassNameExpr*>(e);
      scope(cn->cls.name);
      if (!cn->cls.name) compileError(e->line, "(expression)::class cannot be used in constant expressions");
      if (cn->cls.name->kind == ast::NameKind::Unqualified && cn->cls.name->is("static"))
        compileError(e->line, "static::class cannot be used for compile-time class name resolution");
      return;
    }
    case ast::ExprKind::Array: {
      auto* a = static_cast<const ast::ArrayLit*>(e);
      if (a->syntax == ast::ArraySyntax::List) invalid();
      for (const ast::ArrayItem* it : a->items) {
        if (!it || !it->value) compileError(it ? it->line : e->line, "Cannot use empty array elements in arrays");
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
      // php 8.2: properties (of enum cases) may be read, also with ?->.
      auto* pf = static_cast<const ast::PropFetch*>(e);
      checkConstExpr(pf->object, allowNew);
      checkConstExpr(pf->prop.expr, allowNew);
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
      auto* n = static_cast<const ast::New*>(e);   // `new self`/`new parent`: checked when evaluated
      if (!allowNew) compileError(e->line, "New expressions are not supported in this context");
      if (n->anonClass) compileError(e->line, "Cannot use anonymous class in constant expression");
      if (!n->cls.name) compileError(e->line, "Cannot use dynamic class name in constant expression");
      if (n->cls.name->kind == ast::NameKind::Unqualified && n->cls.name->is("static"))
        compileError(e->line, "\"static\" is not allowed in compile-time constants");
      for (const ast::Arg* a : n->args) {
        if (a->unpack) compileError(e->line, "Argument unpacking in constant expressions is not supported");
        checkConstExpr(a->value, allowNew);
      }
      return;
    }
    default:
      invalid();
  }
}

} // namespace hop
