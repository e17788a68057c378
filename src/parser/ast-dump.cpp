// ast-dump.cpp — dumpAst(): a readable, stable, indented text form of the AST,
// used by golden tests and `hop --dump-ast`.
//
// One node per line: `[label: ]Kind details @line`, children indented by two
// spaces. Names print as written (`\A\B`, `namespace\C`), types inline
// (`?int`, `A|(B&C)`), strings double-quoted with C escapes.
#include <cinttypes>
#include <cstdio>
#include <string>

#include "parser/parser.h"

namespace hop::parser {

namespace {

using namespace hop::ast;

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02X", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
  return out;
}

std::string nameText(const Name* n) {
  if (!n) return "?";
  switch (n->kind) {
    case NameKind::FullyQualified: return "\\" + std::string(n->text);
    case NameKind::Relative: return "namespace\\" + std::string(n->text);
    default: return std::string(n->text);
  }
}

std::string typeText(const Type* t) {
  if (!t) return "?";
  switch (t->kind) {
    case TypeKind::Named: return nameText(t->name);
    case TypeKind::Nullable: return "?" + typeText(t->inner);
    case TypeKind::Union:
    case TypeKind::Intersection: {
      std::string out;
      const char* sep = t->kind == TypeKind::Union ? "|" : "&";
      for (size_t i = 0; i < t->types.size(); ++i) {
        if (i) out += sep;
        const Type* m = t->types[i];
        if (t->kind == TypeKind::Union && m->kind == TypeKind::Intersection) out += "(" + typeText(m) + ")";
        else out += typeText(m);
      }
      return out;
    }
  }
  return "?";
}

std::string modifiersText(uint32_t m) {
  std::string out;
  auto add = [&](uint32_t bit, const char* word) {
    if (m & bit) {
      out += ' ';
      out += word;
    }
  };
  add(kModAbstract, "abstract");
  add(kModFinal, "final");
  add(kModPublic, "public");
  add(kModProtected, "protected");
  add(kModPrivate, "private");
  add(kModStatic, "static");
  add(kModReadonly, "readonly");
  return out;
}

class Dumper {
 public:
  std::string out;

  void stmt(const char* label, const Stmt* s, int depth);
  void expr(const char* label, const Expr* e, int depth);

 private:
  void line(int depth, const char* label, const std::string& text, int lineNo) {
    out.append(static_cast<size_t>(depth) * 2, ' ');
    if (label) {
      out += label;
      out += ": ";
    }
    out += text;
    if (lineNo >= 0) {
      out += " @";
      out += std::to_string(lineNo);
    }
    out += '\n';
  }
  void text(int depth, const char* label, const std::string& t) { line(depth, label, t, -1); }

  void classRef(const char* label, const ClassRef& c, int depth) {
    if (c.name) line(depth, label, "Name " + nameText(c.name), c.name->line);
    else expr(label, c.expr, depth);
  }
  /// Member names: an identifier inline in the parent, or an expression child.
  std::string memberInline(const MemberName& m) { return m.expr ? "" : " " + std::string(m.ident); }
  void memberChild(const char* label, const MemberName& m, int depth) {
    if (m.expr) expr(label, m.expr, depth);
  }
  void args(const List<Arg*>& as, bool callableConvert, int depth) {
    if (callableConvert) {
      text(depth, "args", "(...)");
      return;
    }
    for (const Arg* a : as) {
      std::string t = "Arg";
      if (!a->name.empty()) t += " " + std::string(a->name) + ":";
      if (a->unpack) t += " ...";
      line(depth, nullptr, t, a->line);
      expr(nullptr, a->value, depth + 1);
    }
  }
  void attributes(const List<Attribute*>& as, int depth) {
    for (const Attribute* a : as) {
      line(depth, nullptr, "Attribute " + nameText(a->name), a->line);
      args(a->args, false, depth + 1);
    }
  }
  void doc(std::string_view d, int depth) {
    if (!d.empty()) text(depth, "doc", quote(d));
  }
  void function(const char* label, const FunctionDecl* fn, int depth);
  void classDecl(const char* label, const ClassDecl* c, int depth);
  void block(const char* label, const List<Stmt*>& stmts, int depth) {
    for (const Stmt* s : stmts) stmt(label, s, depth);
  }
};

void Dumper::expr(const char* label, const Expr* e, int depth) {
  if (!e) {
    text(depth, label, "null");
    return;
  }
  std::string k(exprKindName(e->kind));
  if (e->parenthesized) k += " (paren)";
  const int d = depth + 1;
  switch (e->kind) {
    case ExprKind::IntLit:
      line(depth, label, k + " " + std::to_string(static_cast<const IntLit*>(e)->value), e->line);
      return;
    case ExprKind::FloatLit: {
      char buf[40];
      std::snprintf(buf, sizeof buf, "%.17g", static_cast<const FloatLit*>(e)->value);
      line(depth, label, k + " " + buf, e->line);
      return;
    }
    case ExprKind::StringLit:
      line(depth, label, k + " " + quote(static_cast<const StringLit*>(e)->value), e->line);
      return;
    case ExprKind::Interpolated:
    case ExprKind::ShellExec:
      line(depth, label, k, e->line);
      for (const Expr* p : static_cast<const Interpolated*>(e)->parts) expr(nullptr, p, d);
      return;
    case ExprKind::MagicConst:
      line(depth, label, k + " " + std::string(magicKindName(static_cast<const MagicConst*>(e)->magic)), e->line);
      return;
    case ExprKind::ConstFetch:
      line(depth, label, k + " " + nameText(static_cast<const ConstFetch*>(e)->name), e->line);
      return;
    case ExprKind::ClassConstFetch: {
      auto* c = static_cast<const ClassConstFetch*>(e);
      line(depth, label, k + " " + std::string(c->constName), e->line);
      classRef("class", c->cls, d);
      return;
    }
    case ExprKind::ClassName:
      line(depth, label, k, e->line);
      classRef("class", static_cast<const ClassNameExpr*>(e)->cls, d);
      return;
    case ExprKind::Array: {
      auto* a = static_cast<const ArrayLit*>(e);
      const char* syn = a->syntax == ArraySyntax::Long ? "long" : a->syntax == ArraySyntax::List ? "list" : "short";
      line(depth, label, k + " " + syn, e->line);
      for (const ArrayItem* it : a->items) {
        if (!it->value) {
          line(d, nullptr, "Item (skipped)", it->line);
          continue;
        }
        std::string t = "Item";
        if (it->byRef) t += " &";
        if (it->unpack) t += " ...";
        line(d, nullptr, t, it->line);
        if (it->key) expr("key", it->key, d + 1);
        expr("value", it->value, d + 1);
      }
      return;
    }
    case ExprKind::Var: {
      auto* v = static_cast<const Var*>(e);
      if (v->nameExpr) {
        line(depth, label, k, e->line);
        expr("name", v->nameExpr, d);
      } else {
        line(depth, label, k + " $" + std::string(v->name), e->line);
      }
      return;
    }
    case ExprKind::ArrayDim: {
      auto* a = static_cast<const ArrayDim*>(e);
      line(depth, label, k, e->line);
      expr("base", a->base, d);
      if (a->dim) expr("dim", a->dim, d);
      return;
    }
    case ExprKind::Prop: {
      auto* p = static_cast<const PropFetch*>(e);
      line(depth, label, k + (p->nullsafe ? " ?->" : " ->") + memberInline(p->prop), e->line);
      expr("object", p->object, d);
      memberChild("name", p->prop, d);
      return;
    }
    case ExprKind::StaticProp: {
      auto* p = static_cast<const StaticPropFetch*>(e);
      line(depth, label, k + (p->prop.expr ? "" : " $" + std::string(p->prop.ident)), e->line);
      classRef("class", p->cls, d);
      memberChild("name", p->prop, d);
      return;
    }
    case ExprKind::Call: {
      auto* c = static_cast<const Call*>(e);
      line(depth, label, k + (c->name ? " " + nameText(c->name) : ""), e->line);
      if (c->callee) expr("callee", c->callee, d);
      args(c->args, c->isCallableConvert, d);
      return;
    }
    case ExprKind::MethodCall: {
      auto* c = static_cast<const MethodCall*>(e);
      line(depth, label, k + (c->nullsafe ? " ?->" : " ->") + memberInline(c->method), e->line);
      expr("object", c->object, d);
      memberChild("name", c->method, d);
      args(c->args, c->isCallableConvert, d);
      return;
    }
    case ExprKind::StaticCall: {
      auto* c = static_cast<const StaticCall*>(e);
      line(depth, label, k + memberInline(c->method), e->line);
      classRef("class", c->cls, d);
      memberChild("name", c->method, d);
      args(c->args, c->isCallableConvert, d);
      return;
    }
    case ExprKind::New: {
      auto* n = static_cast<const New*>(e);
      line(depth, label, k, e->line);
      if (n->anonClass) classDecl("class", n->anonClass, d);
      else classRef("class", n->cls, d);
      args(n->args, false, d);
      return;
    }
    case ExprKind::UnaryPlus:
    case ExprKind::UnaryMinus:
    case ExprKind::BoolNot:
    case ExprKind::BitNot:
    case ExprKind::Silence:
    case ExprKind::Clone:
    case ExprKind::Print:
    case ExprKind::Exit:
    case ExprKind::Empty:
    case ExprKind::Eval:
    case ExprKind::Include:
    case ExprKind::IncludeOnce:
    case ExprKind::Require:
    case ExprKind::RequireOnce:
    case ExprKind::YieldFrom:
    case ExprKind::Throw: {
      line(depth, label, k, e->line);
      if (const Expr* o = static_cast<const Unary*>(e)->operand) expr(nullptr, o, d);
      return;
    }
    case ExprKind::Binary: {
      auto* b = static_cast<const Binary*>(e);
      line(depth, label, k + " " + std::string(binaryOpText(b->op)), e->line);
      expr("left", b->left, d);
      expr("right", b->right, d);
      return;
    }
    case ExprKind::Assign:
    case ExprKind::AssignRef: {
      auto* a = static_cast<const Assign*>(e);
      line(depth, label, k, e->line);
      expr("target", a->target, d);
      expr("value", a->value, d);
      return;
    }
    case ExprKind::CompoundAssign: {
      auto* a = static_cast<const CompoundAssign*>(e);
      line(depth, label, k + " " + std::string(binaryOpText(a->op)) + "=", e->line);
      expr("target", a->target, d);
      expr("value", a->value, d);
      return;
    }
    case ExprKind::PreInc:
    case ExprKind::PreDec:
    case ExprKind::PostInc:
    case ExprKind::PostDec:
      line(depth, label, k, e->line);
      expr(nullptr, static_cast<const IncDec*>(e)->var, d);
      return;
    case ExprKind::Cast: {
      auto* c = static_cast<const Cast*>(e);
      line(depth, label, k + " " + std::string(castTypeName(c->type)), e->line);
      expr(nullptr, c->operand, d);
      return;
    }
    case ExprKind::Isset:
      line(depth, label, k, e->line);
      for (const Expr* v : static_cast<const Isset*>(e)->vars) expr(nullptr, v, d);
      return;
    case ExprKind::Instanceof: {
      auto* i = static_cast<const Instanceof*>(e);
      line(depth, label, k, e->line);
      expr("expr", i->expr, d);
      classRef("class", i->cls, d);
      return;
    }
    case ExprKind::Ternary: {
      auto* t = static_cast<const Ternary*>(e);
      line(depth, label, k + (t->then ? "" : " ?:"), e->line);
      expr("cond", t->cond, d);
      if (t->then) expr("then", t->then, d);
      expr("else", t->otherwise, d);
      return;
    }
    case ExprKind::Yield: {
      auto* y = static_cast<const Yield*>(e);
      line(depth, label, k, e->line);
      if (y->key) expr("key", y->key, d);
      if (y->value) expr("value", y->value, d);
      return;
    }
    case ExprKind::Match: {
      auto* m = static_cast<const Match*>(e);
      line(depth, label, k, e->line);
      expr("subject", m->subject, d);
      for (const MatchArm* a : m->arms) {
        line(d, nullptr, a->isDefault ? "Arm default" : "Arm", a->line);
        for (const Expr* c : a->conds) expr("cond", c, d + 1);
        expr("body", a->body, d + 1);
      }
      return;
    }
    case ExprKind::Closure:
    case ExprKind::ArrowFunction:
      function(label, static_cast<const Closure*>(e)->fn, depth);
      return;
  }
}

void Dumper::function(const char* label, const FunctionDecl* fn, int depth) {
  static const char* kKinds[] = {"Function", "Method", "Closure", "ArrowFunction"};
  std::string t = kKinds[static_cast<int>(fn->fnKind)];
  if (!fn->name.empty()) t += " " + std::string(fn->name);
  t += modifiersText(fn->modifiers);
  if (fn->isStatic) t += " static";
  if (fn->byRefReturn) t += " &";
  if (fn->isGenerator) t += " generator";
  t += " @" + std::to_string(fn->line) + "-" + std::to_string(fn->endLine);
  line(depth, label, t, -1);
  const int d = depth + 1;
  doc(fn->docComment, d);
  attributes(fn->attributes, d);
  for (const Param* p : fn->params) {
    std::string pt = "Param";
    pt += modifiersText(p->modifiers);
    if (p->type) pt += " " + typeText(p->type);
    pt += p->byRef ? " &" : " ";
    if (p->variadic) pt += "...";
    pt += "$" + std::string(p->name);
    line(d, nullptr, pt, p->line);
    doc(p->docComment, d + 1);
    attributes(p->attributes, d + 1);
    if (p->defaultValue) expr("default", p->defaultValue, d + 1);
  }
  for (const ClosureUse* u : fn->uses)
    line(d, nullptr, std::string("Use ") + (u->byRef ? "&" : "") + "$" + std::string(u->name), u->line);
  if (fn->returnType) text(d, "returns", typeText(fn->returnType));
  if (fn->body) {
    line(d, nullptr, "Body", fn->body->line);
    block(nullptr, fn->body->stmts, d + 1);
  }
}

void Dumper::classDecl(const char* label, const ClassDecl* c, int depth) {
  static const char* kKinds[] = {"Class", "Interface", "Trait", "Enum"};
  std::string t = kKinds[static_cast<int>(c->classKind)];
  if (c->isAnonymous) t += " (anonymous)";
  else t += " " + std::string(c->name);
  t += modifiersText(c->modifiers);
  t += " @" + std::to_string(c->line) + "-" + std::to_string(c->endLine);
  line(depth, label, t, -1);
  const int d = depth + 1;
  doc(c->docComment, d);
  attributes(c->attributes, d);
  if (c->enumBackingType) text(d, "backing", typeText(c->enumBackingType));
  if (c->parent) text(d, "extends", nameText(c->parent));
  if (!c->interfaces.empty()) {
    std::string s;
    for (size_t i = 0; i < c->interfaces.size(); ++i) s += (i ? ", " : "") + nameText(c->interfaces[i]);
    text(d, c->classKind == ClassKind::Interface ? "extends" : "implements", s);
  }
  block(nullptr, c->members, d);
}

void Dumper::stmt(const char* label, const Stmt* s, int depth) {
  if (!s) {
    text(depth, label, "null");
    return;
  }
  std::string k(stmtKindName(s->kind));
  const int d = depth + 1;
  switch (s->kind) {
    case StmtKind::Block:
      line(depth, label, k, s->line);
      block(nullptr, static_cast<const Block*>(s)->stmts, d);
      return;
    case StmtKind::ExprStmt:
      line(depth, label, k, s->line);
      expr(nullptr, static_cast<const ExprStmt*>(s)->expr, d);
      return;
    case StmtKind::Echo:
      line(depth, label, k, s->line);
      for (const Expr* e : static_cast<const Echo*>(s)->exprs) expr(nullptr, e, d);
      return;
    case StmtKind::InlineHtml:
      line(depth, label, k + " " + quote(static_cast<const InlineHtml*>(s)->text), s->line);
      return;
    case StmtKind::If: {
      auto* i = static_cast<const If*>(s);
      line(depth, label, k, s->line);
      for (size_t n = 0; n < i->branches.size(); ++n) {
        const IfBranch* b = i->branches[n];
        line(d, nullptr, n == 0 ? "If" : "ElseIf", b->line);
        expr("cond", b->cond, d + 1);
        stmt("then", b->body, d + 1);
      }
      if (i->elseBody) stmt("else", i->elseBody, d);
      return;
    }
    case StmtKind::While: {
      auto* w = static_cast<const While*>(s);
      line(depth, label, k, s->line);
      expr("cond", w->cond, d);
      stmt("body", w->body, d);
      return;
    }
    case StmtKind::DoWhile: {
      auto* w = static_cast<const DoWhile*>(s);
      line(depth, label, k, s->line);
      stmt("body", w->body, d);
      expr("cond", w->cond, d);
      return;
    }
    case StmtKind::For: {
      auto* f = static_cast<const For*>(s);
      line(depth, label, k, s->line);
      for (const Expr* e : f->init) expr("init", e, d);
      for (const Expr* e : f->cond) expr("cond", e, d);
      for (const Expr* e : f->step) expr("step", e, d);
      stmt("body", f->body, d);
      return;
    }
    case StmtKind::Foreach: {
      auto* f = static_cast<const Foreach*>(s);
      line(depth, label, k + (f->byRef ? " &" : ""), s->line);
      expr("subject", f->subject, d);
      if (f->key) expr("key", f->key, d);
      expr("value", f->value, d);
      stmt("body", f->body, d);
      return;
    }
    case StmtKind::Switch: {
      auto* sw = static_cast<const Switch*>(s);
      line(depth, label, k, s->line);
      expr("subject", sw->subject, d);
      for (const SwitchCase* c : sw->cases) {
        line(d, nullptr, c->cond ? "Case" : "Default", c->line);
        if (c->cond) expr("cond", c->cond, d + 1);
        block(nullptr, c->body, d + 1);
      }
      return;
    }
    case StmtKind::Break:
    case StmtKind::Continue: {
      auto* b = static_cast<const BreakContinue*>(s);
      line(depth, label, k, s->line);
      if (b->depth) expr(nullptr, b->depth, d);
      return;
    }
    case StmtKind::Return: {
      auto* r = static_cast<const Return*>(s);
      line(depth, label, k, s->line);
      if (r->value) expr(nullptr, r->value, d);
      return;
    }
    case StmtKind::Global:
      line(depth, label, k, s->line);
      for (const Expr* e : static_cast<const Global*>(s)->vars) expr(nullptr, e, d);
      return;
    case StmtKind::StaticVar:
      line(depth, label, k, s->line);
      for (const StaticVarItem* v : static_cast<const StaticVar*>(s)->vars) {
        line(d, nullptr, "$" + std::string(v->name), v->line);
        if (v->init) expr("init", v->init, d + 1);
      }
      return;
    case StmtKind::Unset:
      line(depth, label, k, s->line);
      for (const Expr* e : static_cast<const Unset*>(s)->vars) expr(nullptr, e, d);
      return;
    case StmtKind::Const:
      line(depth, label, k, s->line);
      for (const ConstItem* c : static_cast<const ConstDecl*>(s)->items) {
        line(d, nullptr, "Const " + std::string(c->name), c->line);
        doc(c->docComment, d + 1);
        expr("value", c->value, d + 1);
      }
      return;
    case StmtKind::Function:
    case StmtKind::Method:
      function(label, static_cast<const FunctionDecl*>(s), depth);
      return;
    case StmtKind::Class:
      classDecl(label, static_cast<const ClassDecl*>(s), depth);
      return;
    case StmtKind::Try: {
      auto* t = static_cast<const Try*>(s);
      line(depth, label, k, s->line);
      stmt("body", t->body, d);
      for (const Catch* c : t->catches) {
        std::string ct = "Catch";
        for (size_t i = 0; i < c->types.size(); ++i) ct += (i ? "|" : " ") + nameText(c->types[i]);
        if (!c->var.empty()) ct += " $" + std::string(c->var);
        line(d, nullptr, ct, c->line);
        block(nullptr, c->body->stmts, d + 1);
      }
      if (t->finallyBody) stmt("finally", t->finallyBody, d);
      return;
    }
    case StmtKind::Goto:
      line(depth, label, k + " " + std::string(static_cast<const Goto*>(s)->label), s->line);
      return;
    case StmtKind::Label:
      line(depth, label, k + " " + std::string(static_cast<const Label*>(s)->name), s->line);
      return;
    case StmtKind::Declare: {
      auto* dc = static_cast<const Declare*>(s);
      line(depth, label, k, s->line);
      for (const DeclareItem* it : dc->items) expr(std::string(it->name).c_str(), it->value, d);
      if (dc->body) stmt("body", dc->body, d);
      return;
    }
    case StmtKind::Namespace: {
      auto* n = static_cast<const Namespace*>(s);
      line(depth, label, k + (n->name ? " " + nameText(n->name) : " (global)"), s->line);
      if (n->body) block(nullptr, n->body->stmts, d);
      return;
    }
    case StmtKind::Use: {
      auto* u = static_cast<const Use*>(s);
      static const char* kKinds[] = {"class", "function", "const"};
      line(depth, label, k + " " + kKinds[static_cast<int>(u->kind)] + (u->prefix ? " " + nameText(u->prefix) + "\\{}" : ""),
           s->line);
      for (const UseItem* it : u->items) {
        std::string t = std::string(kKinds[static_cast<int>(it->kind)]) + " " + nameText(it->name);
        if (!it->alias.empty()) t += " as " + std::string(it->alias);
        line(d, nullptr, t, it->line);
      }
      return;
    }
    case StmtKind::HaltCompiler:
      line(depth, label, k + " offset=" + std::to_string(static_cast<const HaltCompiler*>(s)->offset), s->line);
      return;
    case StmtKind::PropertyGroup: {
      auto* g = static_cast<const PropertyGroup*>(s);
      line(depth, label, k + modifiersText(g->modifiers) + (g->type ? " " + typeText(g->type) : ""), s->line);
      attributes(g->attributes, d);
      for (const PropertyItem* p : g->props) {
        line(d, nullptr, "$" + std::string(p->name), p->line);
        doc(p->docComment, d + 1);
        if (p->defaultValue) expr("default", p->defaultValue, d + 1);
      }
      return;
    }
    case StmtKind::ClassConstGroup: {
      auto* g = static_cast<const ClassConstGroup*>(s);
      line(depth, label, k + modifiersText(g->modifiers), s->line);
      attributes(g->attributes, d);
      for (const ConstItem* c : g->items) {
        line(d, nullptr, "Const " + std::string(c->name), c->line);
        doc(c->docComment, d + 1);
        expr("value", c->value, d + 1);
      }
      return;
    }
    case StmtKind::TraitUse: {
      auto* u = static_cast<const TraitUse*>(s);
      std::string t = k;
      for (size_t i = 0; i < u->traits.size(); ++i) t += (i ? ", " : " ") + nameText(u->traits[i]);
      line(depth, label, t, s->line);
      for (const TraitAdaptation* a : u->adaptations) {
        std::string at = a->trait ? nameText(a->trait) + "::" + std::string(a->method) : std::string(a->method);
        if (a->adaptKind == TraitAdaptation::Precedence) {
          at += " insteadof";
          for (size_t i = 0; i < a->insteadof.size(); ++i) at += (i ? ", " : " ") + nameText(a->insteadof[i]);
        } else {
          at += " as" + modifiersText(a->modifiers);
          if (!a->alias.empty()) at += " " + std::string(a->alias);
        }
        line(d, nullptr, at, a->line);
      }
      return;
    }
    case StmtKind::EnumCase: {
      auto* c = static_cast<const EnumCase*>(s);
      line(depth, label, k + " " + std::string(c->name), s->line);
      doc(c->docComment, d);
      attributes(c->attributes, d);
      if (c->value) expr("value", c->value, d);
      return;
    }
  }
}

} // namespace

std::string dumpAst(const ParsedFile& file) {
  Dumper d;
  if (file.top) d.stmt(nullptr, file.top, 0);
  return d.out;
}

} // namespace hop::parser
