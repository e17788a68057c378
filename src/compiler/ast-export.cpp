// ast-export.cpp — zend_ast_export's text for our AST (see ast-export.h).
//
// The rules were learned from php 8.2's output (and zend_ast.c, read, not
// copied). The core is php's priority scheme: every operator has a priority
// p and asks for its operands at priorities pl/pr; an operator printed where
// a higher priority is asked for gets parentheses. The table (php's numbers):
//    20 ,   60 print   70 yield   80 =>   85 yield from   90 = op=
//   100 ?:  110 ??    120 ||     130 &&  140 |   150 ^   160 &
//   170 == != === !==   180 < <= > >= <=>   185 .   190 << >>
//   200 + -   210 * / %   240 unary, casts, @, ++/--   250 **   260 [
//   270 clone
// Some nodes never parenthesize themselves (instanceof, new, closures,
// throw, calls): php doesn't either, so `!($a instanceof B)` prints as
// `!$a instanceof B` and `(fn() => 1)()` as `fn() => 1()`.
//
// Our AST differs from php's in shape here and there; each difference is
// resolved where the node is printed: isset($a, $b) is php's
// isset($a) && isset($b), `echo a, b;` two echo statements, an empty `;`
// nothing, nested `{ }` blocks are flattened, inline HTML is an echo.
#include "compiler/ast-export.h"

#include <cctype>
#include <string_view>

#include "runtime/array/array-data.h"
#include "runtime/number/double-format.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

using namespace hop::ast;

bool isVarStartChar(unsigned char c) { return c == '_' || c >= 127 || std::isalpha(c); }
bool isVarChar(unsigned char c) { return isVarStartChar(c) || std::isdigit(c); }

/// A name php would print after `$` or `->` without braces.
bool isValidVarName(std::string_view s) {
  if (s.empty() || !isVarStartChar(static_cast<unsigned char>(s[0]))) return false;
  for (unsigned char c : s.substr(1))
    if (!isVarChar(c)) return false;
  return true;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != b[i]) return false;
  return true;
}

struct BinaryShape {
  const char* text;
  int p, pl, pr;
};

BinaryShape binaryShape(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add: return {" + ", 200, 200, 201};
    case BinaryOp::Sub: return {" - ", 200, 200, 201};
    case BinaryOp::Mul: return {" * ", 210, 210, 211};
    case BinaryOp::Div: return {" / ", 210, 210, 211};
    case BinaryOp::Mod: return {" % ", 210, 210, 211};
    case BinaryOp::Pow: return {" ** ", 250, 251, 250};
    case BinaryOp::Concat: return {" . ", 185, 185, 186};
    case BinaryOp::ShiftLeft: return {" << ", 190, 190, 191};
    case BinaryOp::ShiftRight: return {" >> ", 190, 190, 191};
    case BinaryOp::BitAnd: return {" & ", 160, 160, 161};
    case BinaryOp::BitOr: return {" | ", 140, 140, 141};
    case BinaryOp::BitXor: return {" ^ ", 150, 150, 151};
    // `and`/`or` are the same nodes as &&/|| in php's AST.
    case BinaryOp::BoolAnd: return {" && ", 130, 130, 131};
    case BinaryOp::BoolOr: return {" || ", 120, 120, 121};
    case BinaryOp::BoolXor: return {" xor ", 40, 40, 41};
    case BinaryOp::Coalesce: return {" ?? ", 110, 111, 110};
    case BinaryOp::Equal: return {" == ", 170, 171, 171};
    case BinaryOp::NotEqual: return {" != ", 170, 171, 171};
    case BinaryOp::Identical: return {" === ", 170, 171, 171};
    case BinaryOp::NotIdentical: return {" !== ", 170, 171, 171};
    case BinaryOp::Less: return {" < ", 180, 181, 181};
    case BinaryOp::LessEqual: return {" <= ", 180, 181, 181};
    case BinaryOp::Greater: return {" > ", 180, 181, 181};
    case BinaryOp::GreaterEqual: return {" >= ", 180, 181, 181};
    case BinaryOp::Spaceship: return {" <=> ", 180, 181, 181};
  }
  return {" ? ", 0, 0, 0};
}

const char* castText(CastType t) {
  switch (t) {
    case CastType::Int: return "(int)";
    case CastType::Float: return "(double)";  // php's name for the float cast
    case CastType::String: return "(string)";
    case CastType::Bool: return "(bool)";
    case CastType::Array: return "(array)";
    case CastType::Object: return "(object)";
    case CastType::Unset: return "(unset)";
  }
  return "(?)";
}

class Exporter {
 public:
  explicit Exporter(int precision, const ExportNames* names = nullptr) : m_precision(precision), m_names(names) {}

  std::string out;

  void expr(const Expr* e, int priority, int indent);
  void arg(const Arg* a, int priority, int indent);

 private:
  int m_precision;
  /// Set when printing a compiled constant expression: names as php resolved them.
  const ExportNames* m_names;

  void append(std::string_view s) { out.append(s); }
  void indentTo(int indent) {
    for (int i = 0; i < indent; ++i) out.append("    ");
  }

  // --- Literals and names ----------------------------------------------------------------
  /// A single-quoted string's body: only ' and \ are escaped.
  void singleQuoted(std::string_view s);
  /// A double-quoted (or backquoted) string's body: control characters as
  /// escapes (\n, \e, \001 ...), the quote, `$` and `\` backslashed.
  void quotedBody(std::string_view s, char quote);
  /// The parts of "..$x.." or `..$x..`.
  void encapsParts(const List<Expr*>& parts, char quote, int indent);
  /// A value php folded at compile time (zend_ast_export_zval).
  void zval(const TypedValue& v);
  /// A name with its `\` or `namespace\` prefix.
  void nsName(const Name* n);
  /// A name without prefix (php prints implements lists, trait uses and
  /// catch types this way: `\Foo` shows as `Foo`).
  void rawName(const Name* n) { append(n->text); }
  /// What follows `$`, `->` or `::$`: a name, a variable, or {expr}. A string
  /// literal shows unquoted: `$a->{'b c'}` prints `$a->{b c}`.
  void varPart(const Expr* e, int indent);
  void member(const MemberName& m, int indent);
  /// A class operand (new, instanceof, A::): a name, or an expression (a
  /// string literal prints as a name: `'A'::f()` shows as `\A::f()`).
  void classRef(const ClassRef& r, int indent, bool inNew = false);
  void nameOrExpr(const Expr* e, int indent);

  // --- Expressions -----------------------------------------------------------------------
  void binary(const char* op, int p, int pl, int pr, const Expr* l, const Expr* r, int priority, int indent);
  void prefix(const char* op, int p, int pl, const Expr* operand, int priority, int indent);
  void postfix(const char* op, int p, int pl, const Expr* operand, int priority, int indent);
  void funcOp(const char* op, const Expr* operand, int indent);
  void args(const List<Arg*>& list, int indent);
  void arrayLit(const ArrayLit* a, int indent);
  void issetChain(const Isset* e, uint32_t n, int priority, int indent);
  void ternary(const Ternary* e, int priority, int indent);
  void yield(const Yield* e, int priority, int indent);
  void match(const Match* e, int indent);
  void newExpr(const New* e, int indent);

  // --- Declarations ----------------------------------------------------------------------
  void attributes(const List<Attribute*>& attrs, int indent, bool newlines);
  void type(const Type* t);
  void param(const Param* p, int indent);
  void function(const FunctionDecl* fd, int indent);
  void classDecl(const ClassDecl* cd, int indent);
  void classBody(const ClassDecl* cd, int indent);
  void visibility(uint32_t modifiers, bool defaultPublic);

  // --- Statements ------------------------------------------------------------------------
  void stmt(const Stmt* s, int indent);
  void stmtBody(const Stmt* s, int indent);
  void ifStmt(const If* s, int indent);
  void switchStmt(const Switch* s, int indent);
  void tryStmt(const Try* s, int indent);
  void traitUse(const TraitUse* s, int indent);
};

// --- Literals and names ------------------------------------------------------------------

void Exporter::singleQuoted(std::string_view s) {
  for (char c : s) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
}

void Exporter::zval(const TypedValue& v) {
  switch (v.m_type) {
    case DataType::Null: append("null"); return;
    case DataType::Bool: append(v.m_data.num ? "true" : "false"); return;
    case DataType::Int: append(std::to_string(v.m_data.num)); return;
    case DataType::Double: appendDoublePrecision(out, v.m_data.dbl, m_precision); return;
    case DataType::String:
      out += '\'';
      singleQuoted(v.m_data.pstr->view());
      out += '\'';
      return;
    case DataType::Array: {
      // php prints every key of a folded array.
      const ArrayData* a = v.m_data.parr;
      out += '[';
      bool first = true;
      for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
        if (!first) append(", ");
        first = false;
        TypedValue k = a->iterKey(p);
        if (k.isString()) {
          out += '\'';
          singleQuoted(k.m_data.pstr->view());
          append("' => ");
        } else {
          append(std::to_string(k.m_data.num));
          append(" => ");
        }
        zval(*a->iterValue(p));
      }
      out += ']';
      return;
    }
    default: return;
  }
}

void Exporter::quotedBody(std::string_view s, char quote) {
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (c < ' ') {
      switch (c) {
        case '\n': append("\\n"); break;
        case '\r': append("\\r"); break;
        case '\t': append("\\t"); break;
        case '\f': append("\\f"); break;
        case '\v': append("\\v"); break;
        case 27: append("\\e"); break;
        default:
          append("\\0");
          out += static_cast<char>('0' + c / 8);
          out += static_cast<char>('0' + c % 8);
      }
      continue;
    }
    if (c == static_cast<unsigned char>(quote) || c == '$' || c == '\\') out += '\\';
    out += ch;
  }
}

void Exporter::encapsParts(const List<Expr*>& parts, char quote, int indent) {
  for (uint32_t i = 0; i < parts.size(); ++i) {
    const Expr* p = parts[i];
    if (p->kind == ExprKind::StringLit) {
      quotedBody(static_cast<const StringLit*>(p)->value, quote);
      continue;
    }
    // A variable named by a literal ($name, ${'name'}) needs braces only when
    // the text after it would extend it.
    bool simpleVar = false;
    if (p->kind == ExprKind::Var) {
      const Expr* n = static_cast<const Var*>(p)->nameExpr;
      simpleVar = !n || n->kind == ExprKind::StringLit || n->kind == ExprKind::IntLit || n->kind == ExprKind::FloatLit;
    }
    if (simpleVar && i + 1 < parts.size() && parts[i + 1]->kind == ExprKind::StringLit) {
      std::string_view next = static_cast<const StringLit*>(parts[i + 1])->value;
      if (!next.empty() && (next[0] == '[' || isVarChar(static_cast<unsigned char>(next[0])))) simpleVar = false;
    }
    if (simpleVar) {
      expr(p, 0, indent);
    } else {
      out += '{';
      expr(p, 0, indent);
      out += '}';
    }
  }
}

void Exporter::nsName(const Name* n) {
  if (n->kind == NameKind::FullyQualified) out += '\\';
  else if (n->kind == NameKind::Relative) append("namespace\\");
  append(n->text);
}

void Exporter::varPart(const Expr* e, int indent) {
  if (e->kind == ExprKind::StringLit && isValidVarName(static_cast<const StringLit*>(e)->value)) {
    append(static_cast<const StringLit*>(e)->value);
    return;
  }
  if (e->kind == ExprKind::Var) {
    expr(e, 0, indent);
    return;
  }
  out += '{';
  if (e->kind == ExprKind::StringLit) append(static_cast<const StringLit*>(e)->value);
  else expr(e, 0, indent);
  out += '}';
}

void Exporter::member(const MemberName& m, int indent) {
  if (m.expr) varPart(m.expr, indent);
  else append(m.ident);
}

void Exporter::nameOrExpr(const Expr* e, int indent) {
  // A string literal in a name's place prints as a fully qualified name:
  // 'A'::f() as \A::f() (php's "fully qualified" name flag is 0, the flag
  // every literal carries).
  if (!e) return;
  if (e->kind == ExprKind::StringLit) {
    out += '\\';
    append(static_cast<const StringLit*>(e)->value);
  } else {
    expr(e, 0, indent);
  }
}

void Exporter::classRef(const ClassRef& r, int indent, bool inNew) {
  if (r.name && m_names) append(m_names->className(r.name, inNew));
  else if (r.name) nsName(r.name);
  else nameOrExpr(r.expr, indent);
}

// --- Expressions -------------------------------------------------------------------------

void Exporter::binary(const char* op, int p, int pl, int pr, const Expr* l, const Expr* r, int priority,
                      int indent) {
  if (priority > p) out += '(';
  expr(l, pl, indent);
  append(op);
  expr(r, pr, indent);
  if (priority > p) out += ')';
}

void Exporter::prefix(const char* op, int p, int pl, const Expr* operand, int priority, int indent) {
  if (priority > p) out += '(';
  append(op);
  expr(operand, pl, indent);
  if (priority > p) out += ')';
}

void Exporter::postfix(const char* op, int p, int pl, const Expr* operand, int priority, int indent) {
  if (priority > p) out += '(';
  expr(operand, pl, indent);
  append(op);
  if (priority > p) out += ')';
}

void Exporter::funcOp(const char* op, const Expr* operand, int indent) {
  append(op);
  out += '(';
  expr(operand, 0, indent);
  out += ')';
}

void Exporter::arg(const Arg* a, int priority, int indent) {
  if (a->unpack) append("...");
  else if (!a->name.empty()) {
    append(a->name);
    append(": ");
  }
  expr(a->value, priority, indent);
}

void Exporter::args(const List<Arg*>& list, int indent) {
  for (uint32_t i = 0; i < list.size(); ++i) {
    if (i) append(", ");
    arg(list[i], 20, indent);
  }
}

void Exporter::arrayLit(const ArrayLit* a, int indent) {
  // array(), list() and [] are one node in php's AST: all print as [...].
  out += '[';
  for (uint32_t i = 0; i < a->items.size(); ++i) {
    if (i) append(", ");
    const ArrayItem* it = a->items[i];
    if (!it->value) continue;  // a skipped list() element
    if (it->unpack) {
      append("...");
      expr(it->value, 20, indent);
      continue;
    }
    if (it->key) {
      expr(it->key, 80, indent);
      append(" => ");
    }
    if (it->byRef) out += '&';
    expr(it->value, 80, indent);
  }
  out += ']';
}

void Exporter::issetChain(const Isset* e, uint32_t n, int priority, int indent) {
  // php parses isset($a, $b, $c) as isset($a) && isset($b) && isset($c).
  if (n == 1) {
    funcOp("isset", e->vars[0], indent);
    return;
  }
  if (priority > 130) out += '(';
  issetChain(e, n - 1, 130, indent);
  append(" && ");
  funcOp("isset", e->vars[n - 1], indent);
  if (priority > 130) out += ')';
}

void Exporter::ternary(const Ternary* e, int priority, int indent) {
  if (priority > 100) out += '(';
  expr(e->cond, 100, indent);
  if (e->then) {
    append(" ? ");
    expr(e->then, 101, indent);
    append(" : ");
  } else {
    append(" ?: ");
  }
  expr(e->otherwise, 101, indent);
  if (priority > 100) out += ')';
}

void Exporter::yield(const Yield* e, int priority, int indent) {
  if (priority > 70) out += '(';
  append("yield ");
  if (e->value) {
    if (e->key) {
      expr(e->key, 70, indent);
      append(" => ");
    }
    expr(e->value, 70, indent);
  }
  if (priority > 70) out += ')';
}

void Exporter::match(const Match* e, int indent) {
  append("match (");
  expr(e->subject, 0, indent);
  append(") {\n");
  for (const MatchArm* arm : e->arms) {
    indentTo(indent + 1);
    if (arm->isDefault) {
      append("default");
    } else {
      for (uint32_t i = 0; i < arm->conds.size(); ++i) {
        if (i) append(", ");
        expr(arm->conds[i], 0, indent + 1);
      }
    }
    append(" => ");
    expr(arm->body, 0, 0);  // php prints an arm's body at indent 0
    append(",\n");
  }
  indentTo(indent);
  out += '}';
}

void Exporter::newExpr(const New* e, int indent) {
  append("new ");
  if (e->anonClass) {
    if (!e->anonClass->attributes.empty()) attributes(e->anonClass->attributes, indent, false);
    append("class");
    if (!e->args.empty()) {
      out += '(';
      args(e->args, indent);
      out += ')';
    }
    classBody(e->anonClass, indent);
    return;
  }
  classRef(e->cls, indent, true);
  out += '(';
  args(e->args, indent);
  out += ')';
}

void Exporter::expr(const Expr* e, int priority, int indent) {
  if (!e) return;
  if (m_names && m_names->fold) {
    TypedValue v;
    if (m_names->fold(e, v)) {
      zval(v);
      return;
    }
  }
  switch (e->kind) {
    case ExprKind::IntLit: {
      auto* i = static_cast<const IntLit*>(e);
      if (i->isLineConst) append("__LINE__");
      else append(std::to_string(i->value));
      return;
    }
    case ExprKind::FloatLit:
      appendDoublePrecision(out, static_cast<const FloatLit*>(e)->value, m_precision);
      return;
    case ExprKind::StringLit:
      out += '\'';
      singleQuoted(static_cast<const StringLit*>(e)->value);
      out += '\'';
      return;
    case ExprKind::Interpolated:
      out += '"';
      encapsParts(static_cast<const Interpolated*>(e)->parts, '"', indent);
      out += '"';
      return;
    case ExprKind::ShellExec:
      out += '`';
      encapsParts(static_cast<const Interpolated*>(e)->parts, '`', indent);
      out += '`';
      return;
    case ExprKind::MagicConst: append(magicKindName(static_cast<const MagicConst*>(e)->magic)); return;
    case ExprKind::ConstFetch: {
      const Name* n = static_cast<const ConstFetch*>(e)->name;
      if (m_names && !n->is("true") && !n->is("false") && !n->is("null")) append(m_names->constantName(n));
      else nsName(n);
      return;
    }
    case ExprKind::ClassConstFetch: {
      auto* c = static_cast<const ClassConstFetch*>(e);
      classRef(c->cls, indent);
      append("::");
      append(c->constName);
      return;
    }
    case ExprKind::ClassName:
      classRef(static_cast<const ClassNameExpr*>(e)->cls, indent);
      append("::class");
      return;
    case ExprKind::Array: arrayLit(static_cast<const ArrayLit*>(e), indent); return;
    case ExprKind::Var: {
      auto* v = static_cast<const Var*>(e);
      out += '$';
      if (v->nameExpr) {
        varPart(v->nameExpr, indent);
      } else if (isValidVarName(v->name)) {
        append(v->name);
      } else {
        out += '{';
        append(v->name);
        out += '}';
      }
      return;
    }
    case ExprKind::ArrayDim: {
      auto* d = static_cast<const ArrayDim*>(e);
      expr(d->base, 260, indent);
      out += '[';
      expr(d->dim, 0, indent);
      out += ']';
      return;
    }
    case ExprKind::Prop: {
      auto* p = static_cast<const PropFetch*>(e);
      expr(p->object, 0, indent);
      append(p->nullsafe ? "?->" : "->");
      member(p->prop, indent);
      return;
    }
    case ExprKind::StaticProp: {
      auto* p = static_cast<const StaticPropFetch*>(e);
      classRef(p->cls, indent);
      append("::$");
      member(p->prop, indent);
      return;
    }
    case ExprKind::Call: {
      auto* c = static_cast<const Call*>(e);
      if (c->name) nsName(c->name);
      else nameOrExpr(c->callee, indent);
      out += '(';
      if (c->isCallableConvert) append("...");
      else args(c->args, indent);
      out += ')';
      return;
    }
    case ExprKind::MethodCall: {
      auto* c = static_cast<const MethodCall*>(e);
      expr(c->object, 0, indent);
      append(c->nullsafe ? "?->" : "->");
      member(c->method, indent);
      out += '(';
      if (c->isCallableConvert) append("...");
      else args(c->args, indent);
      out += ')';
      return;
    }
    case ExprKind::StaticCall: {
      auto* c = static_cast<const StaticCall*>(e);
      classRef(c->cls, indent);
      append("::");
      member(c->method, indent);
      out += '(';
      if (c->isCallableConvert) append("...");
      else args(c->args, indent);
      out += ')';
      return;
    }
    case ExprKind::New: newExpr(static_cast<const New*>(e), indent); return;
    case ExprKind::UnaryPlus: prefix("+", 240, 241, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::UnaryMinus: prefix("-", 240, 241, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::BoolNot: prefix("!", 240, 241, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::BitNot: prefix("~", 240, 241, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::Silence: prefix("@", 240, 241, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::Clone: prefix("clone ", 270, 271, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::Print: prefix("print ", 60, 61, static_cast<const Unary*>(e)->operand, priority, indent); return;
    case ExprKind::Exit: {
      // `die` and `die()` are php's exit without operand.
      const Expr* operand = static_cast<const Unary*>(e)->operand;
      if (operand) funcOp("exit", operand, indent);
      else append("exit");
      return;
    }
    case ExprKind::Empty: funcOp("empty", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::Eval: funcOp("eval", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::Include: funcOp("include", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::IncludeOnce: funcOp("include_once", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::Require: funcOp("require", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::RequireOnce: funcOp("require_once", static_cast<const Unary*>(e)->operand, indent); return;
    case ExprKind::YieldFrom:
      prefix("yield from ", 85, 86, static_cast<const Unary*>(e)->operand, priority, indent);
      return;
    case ExprKind::Throw:
      // php hands its own priority down to the operand.
      append("throw ");
      expr(static_cast<const Unary*>(e)->operand, priority, indent);
      return;
    case ExprKind::Binary: {
      auto* b = static_cast<const Binary*>(e);
      BinaryShape s = binaryShape(b->op);
      binary(s.text, s.p, s.pl, s.pr, b->left, b->right, priority, indent);
      return;
    }
    case ExprKind::Assign: {
      auto* a = static_cast<const Assign*>(e);
      binary(" = ", 90, 91, 90, a->target, a->value, priority, indent);
      return;
    }
    case ExprKind::AssignRef: {
      auto* a = static_cast<const Assign*>(e);
      binary(" =& ", 90, 91, 90, a->target, a->value, priority, indent);
      return;
    }
    case ExprKind::CompoundAssign: {
      auto* a = static_cast<const CompoundAssign*>(e);
      std::string op = " ";
      op += binaryOpText(a->op);
      op += "= ";
      binary(op.c_str(), 90, 91, 90, a->target, a->value, priority, indent);
      return;
    }
    case ExprKind::PreInc: prefix("++", 240, 241, static_cast<const IncDec*>(e)->var, priority, indent); return;
    case ExprKind::PreDec: prefix("--", 240, 241, static_cast<const IncDec*>(e)->var, priority, indent); return;
    case ExprKind::PostInc: postfix("++", 240, 241, static_cast<const IncDec*>(e)->var, priority, indent); return;
    case ExprKind::PostDec: postfix("--", 240, 241, static_cast<const IncDec*>(e)->var, priority, indent); return;
    case ExprKind::Cast: {
      auto* c = static_cast<const Cast*>(e);
      prefix(castText(c->type), 240, 241, c->operand, priority, indent);
      return;
    }
    case ExprKind::Isset: {
      auto* i = static_cast<const Isset*>(e);
      issetChain(i, i->vars.size(), priority, indent);
      return;
    }
    case ExprKind::Instanceof: {
      auto* i = static_cast<const Instanceof*>(e);
      expr(i->expr, 0, indent);
      append(" instanceof ");
      classRef(i->cls, indent);
      return;
    }
    case ExprKind::Ternary: ternary(static_cast<const Ternary*>(e), priority, indent); return;
    case ExprKind::Yield: yield(static_cast<const Yield*>(e), priority, indent); return;
    case ExprKind::Match: match(static_cast<const Match*>(e), indent); return;
    case ExprKind::Closure:
    case ExprKind::ArrowFunction: function(static_cast<const Closure*>(e)->fn, indent); return;
  }
}

// --- Declarations ------------------------------------------------------------------------

void Exporter::attributes(const List<Attribute*>& attrs, int indent, bool newlines) {
  bool open = false;
  auto close = [&] {
    out += ']';
    if (newlines) {
      out += '\n';
      indentTo(indent);
    } else {
      out += ' ';
    }
  };
  for (const Attribute* a : attrs) {
    if (a->startsGroup || !open) {
      if (open) close();
      append("#[");
      open = true;
    } else {
      append(", ");
    }
    nsName(a->name);
    if (a->hasArgList) {
      out += '(';
      args(a->args, indent);
      out += ')';
    }
  }
  if (open) close();
}

void Exporter::type(const Type* t) {
  switch (t->kind) {
    case TypeKind::Union:
    case TypeKind::Intersection: {
      // php prints a DNF member (A&B)|null without its parentheses.
      char sep = t->kind == TypeKind::Union ? '|' : '&';
      for (uint32_t i = 0; i < t->types.size(); ++i) {
        if (i) out += sep;
        type(t->types[i]);
      }
      return;
    }
    case TypeKind::Nullable: {
      out += '?';
      // php keeps ?T as a flag on T's name node, and then no longer sees
      // that the name was fully qualified: ?\Foo prints as ?Foo.
      const Type* inner = t->inner;
      if (inner->kind == TypeKind::Named && inner->name->kind != NameKind::Unqualified &&
          !(iequals(inner->name->text, "array") || iequals(inner->name->text, "callable") ||
            iequals(inner->name->text, "static"))) {
        append(inner->name->text);
        return;
      }
      type(inner);
      return;
    }
    case TypeKind::Named: {
      // array, callable and static are keywords php stores as type codes.
      const Name* n = t->name;
      if (n->kind == NameKind::Unqualified) {
        for (const char* kw : {"array", "callable", "static"}) {
          if (iequals(n->text, kw)) {
            append(kw);
            return;
          }
        }
      }
      nsName(n);
      return;
    }
  }
}

void Exporter::param(const Param* p, int indent) {
  if (!p->attributes.empty()) attributes(p->attributes, indent, false);
  if (p->type) {
    type(p->type);
    out += ' ';
  }
  if (p->byRef) out += '&';
  if (p->variadic) append("...");
  out += '$';
  append(p->name);
  if (p->defaultValue) {
    append(" = ");
    expr(p->defaultValue, 20, indent);
  }
}

void Exporter::visibility(uint32_t modifiers, bool defaultPublic) {
  if (modifiers & kModPublic) append("public ");
  else if (modifiers & kModProtected) append("protected ");
  else if (modifiers & kModPrivate) append("private ");
  else if (defaultPublic) append("public ");
}

void Exporter::function(const FunctionDecl* fd, int indent) {
  bool isClosure = fd->fnKind == FunctionKind::Closure || fd->fnKind == FunctionKind::ArrowFunction;
  bool isMethod = fd->fnKind == FunctionKind::Method;
  if (!fd->attributes.empty()) attributes(fd->attributes, indent, !isClosure);
  // A method without visibility is public in php's AST.
  if (isMethod) visibility(fd->modifiers, true);
  if (isMethod ? (fd->modifiers & kModStatic) : fd->isStatic) append("static ");
  if (isMethod && (fd->modifiers & kModAbstract)) append("abstract ");
  if (isMethod && (fd->modifiers & kModFinal)) append("final ");
  append(fd->fnKind == FunctionKind::ArrowFunction ? "fn" : "function ");
  if (fd->byRefReturn) out += '&';
  if (!isClosure) append(fd->name);
  out += '(';
  for (uint32_t i = 0; i < fd->params.size(); ++i) {
    if (i) append(", ");
    param(fd->params[i], indent);
  }
  out += ')';
  if (!fd->uses.empty()) {
    append(" use(");
    for (uint32_t i = 0; i < fd->uses.size(); ++i) {
      if (i) append(", ");
      if (fd->uses[i]->byRef) out += '&';
      out += '$';
      append(fd->uses[i]->name);
    }
    out += ')';
  }
  if (fd->returnType) {
    append(": ");
    type(fd->returnType);
  }
  if (fd->fnKind == FunctionKind::ArrowFunction) {
    // The parser wraps the arrow function's expression in a return.
    append(" => ");
    const Stmt* ret = fd->body && !fd->body->stmts.empty() ? fd->body->stmts[0] : nullptr;
    if (ret && ret->kind == StmtKind::Return) expr(static_cast<const Return*>(ret)->value, 0, indent);
    return;
  }
  if (!fd->body) {
    append(";\n");
    return;
  }
  append(" {\n");
  stmt(fd->body, indent + 1);
  indentTo(indent);
  out += '}';
  if (fd->fnKind != FunctionKind::Closure) out += '\n';
}

void Exporter::classBody(const ClassDecl* cd, int indent) {
  if (cd->parent) {
    append(" extends ");
    nsName(cd->parent);
  }
  if (!cd->interfaces.empty()) {
    // Interface parents too: php keeps them where a class's interfaces go.
    append(" implements ");
    for (uint32_t i = 0; i < cd->interfaces.size(); ++i) {
      if (i) append(", ");
      rawName(cd->interfaces[i]);
    }
  }
  append(" {\n");
  for (const Stmt* m : cd->members) stmt(m, indent + 1);
  indentTo(indent);
  out += '}';
}

void Exporter::classDecl(const ClassDecl* cd, int indent) {
  if (!cd->attributes.empty()) attributes(cd->attributes, indent, true);
  switch (cd->classKind) {
    case ClassKind::Interface: append("interface "); break;
    case ClassKind::Trait: append("trait "); break;
    case ClassKind::Enum: append("enum "); break;
    case ClassKind::Class:
      if (cd->modifiers & kModAbstract) append("abstract ");
      if (cd->modifiers & kModFinal) append("final ");
      if (cd->modifiers & kModReadonly) append("readonly ");
      append("class ");
      break;
  }
  append(cd->name);
  if (cd->classKind == ClassKind::Enum && cd->enumBackingType) {
    append(": ");
    type(cd->enumBackingType);
  }
  classBody(cd, indent);
  out += '\n';
}

// --- Statements --------------------------------------------------------------------------

void Exporter::stmt(const Stmt* s, int indent) {
  if (!s) return;
  switch (s->kind) {
    case StmtKind::Block:
      // php's statement lists nest without braces of their own.
      for (const Stmt* c : static_cast<const Block*>(s)->stmts) stmt(c, indent);
      return;
    // Statements php splits into one node per item.
    case StmtKind::Echo:
      for (const Expr* e : static_cast<const Echo*>(s)->exprs) {
        indentTo(indent);
        append("echo ");
        expr(e, 0, indent);
        append(";\n");
      }
      return;
    case StmtKind::Global:
      for (const Expr* e : static_cast<const Global*>(s)->vars) {
        indentTo(indent);
        append("global ");
        expr(e, 0, indent);
        append(";\n");
      }
      return;
    case StmtKind::StaticVar:
      for (const StaticVarItem* v : static_cast<const StaticVar*>(s)->vars) {
        indentTo(indent);
        append("static $");
        append(v->name);
        if (v->init) {
          append(" = ");
          expr(v->init, 0, indent);
        }
        append(";\n");
      }
      return;
    case StmtKind::Unset:
      for (const Expr* e : static_cast<const Unset*>(s)->vars) {
        indentTo(indent);
        funcOp("unset", e, indent);
        append(";\n");
      }
      return;
    default: break;
  }
  indentTo(indent);
  stmtBody(s, indent);
  switch (s->kind) {
    case StmtKind::Label:
    case StmtKind::If:
    case StmtKind::Switch:
    case StmtKind::While:
    case StmtKind::Try:
    case StmtKind::For:
    case StmtKind::Foreach:
    case StmtKind::Function:
    case StmtKind::Method:
    case StmtKind::Class:
    case StmtKind::TraitUse:
    case StmtKind::Namespace:
    case StmtKind::Declare:
      break;
    default:
      out += ';';
  }
  out += '\n';
}

void Exporter::ifStmt(const If* s, int indent) {
  const If* cur = s;
  bool first = true;
  while (true) {
    for (const IfBranch* b : cur->branches) {
      if (first) {
        append("if (");
        first = false;
      } else {
        indentTo(indent);
        append("} elseif (");
      }
      expr(b->cond, 0, indent);
      append(") {\n");
      stmt(b->body, indent + 1);
    }
    if (!cur->elseBody) break;
    indentTo(indent);
    append("} else ");
    if (cur->elseBody->kind == StmtKind::If) {
      // `else if` continues the chain: "} else if (...) {".
      cur = static_cast<const If*>(cur->elseBody);
      first = true;
      continue;
    }
    append("{\n");
    stmt(cur->elseBody, indent + 1);
    break;
  }
  indentTo(indent);
  out += '}';
}

void Exporter::switchStmt(const Switch* s, int indent) {
  append("switch (");
  expr(s->subject, 0, indent);
  append(") {\n");
  for (const SwitchCase* c : s->cases) {
    indentTo(indent + 1);
    if (c->cond) {
      append("case ");
      expr(c->cond, 0, indent + 1);
      append(":\n");
    } else {
      append("default:\n");
    }
    for (const Stmt* b : c->body) stmt(b, indent + 2);
  }
  indentTo(indent);
  out += '}';
}

void Exporter::tryStmt(const Try* s, int indent) {
  append("try {\n");
  stmt(s->body, indent + 1);
  indentTo(indent);
  for (const Catch* c : s->catches) {
    append("} catch (");
    for (uint32_t i = 0; i < c->types.size(); ++i) {
      if (i) out += '|';
      rawName(c->types[i]);
    }
    if (!c->var.empty()) {
      append(" $");
      append(c->var);
    }
    append(") {\n");
    stmt(c->body, indent + 1);
    indentTo(indent);
  }
  if (s->finallyBody) {
    append("} finally {\n");
    stmt(s->finallyBody, indent + 1);
    indentTo(indent);
  }
  out += '}';
}

void Exporter::traitUse(const TraitUse* s, int indent) {
  append("use ");
  for (uint32_t i = 0; i < s->traits.size(); ++i) {
    if (i) append(", ");
    rawName(s->traits[i]);
  }
  if (s->adaptations.empty()) {
    out += ';';
    return;
  }
  append(" {\n");
  for (const TraitAdaptation* a : s->adaptations) {
    indentTo(indent + 1);
    if (a->trait) {
      rawName(a->trait);
      append("::");
    }
    append(a->method);
    if (a->adaptKind == TraitAdaptation::Precedence) {
      append(" insteadof ");
      for (uint32_t i = 0; i < a->insteadof.size(); ++i) {
        if (i) append(", ");
        rawName(a->insteadof[i]);
      }
    } else {
      if (a->modifiers & kModPublic) append(" as public");
      else if (a->modifiers & kModProtected) append(" as protected");
      else if (a->modifiers & kModPrivate) append(" as private");
      else if (!a->alias.empty()) append(" as");
      if (!a->alias.empty()) {
        out += ' ';
        append(a->alias);
      }
    }
    append(";\n");
  }
  indentTo(indent);
  out += '}';
}

void Exporter::stmtBody(const Stmt* s, int indent) {
  switch (s->kind) {
    case StmtKind::ExprStmt: expr(static_cast<const ExprStmt*>(s)->expr, 0, indent); return;
    case StmtKind::InlineHtml:
      // php compiles text outside <?php ?> to an echo of a string.
      append("echo '");
      singleQuoted(static_cast<const InlineHtml*>(s)->text);
      out += '\'';
      return;
    case StmtKind::If: ifStmt(static_cast<const If*>(s), indent); return;
    case StmtKind::While: {
      auto* w = static_cast<const While*>(s);
      append("while (");
      expr(w->cond, 0, indent);
      append(") {\n");
      stmt(w->body, indent + 1);
      indentTo(indent);
      out += '}';
      return;
    }
    case StmtKind::DoWhile: {
      auto* d = static_cast<const DoWhile*>(s);
      append("do {\n");
      stmt(d->body, indent + 1);
      indentTo(indent);
      append("} while (");
      expr(d->cond, 0, indent);
      out += ')';
      return;
    }
    case StmtKind::For: {
      auto* f = static_cast<const For*>(s);
      auto list = [&](const List<Expr*>& l) {
        for (uint32_t i = 0; i < l.size(); ++i) {
          if (i) append(", ");
          expr(l[i], 20, indent);
        }
      };
      append("for (");
      list(f->init);
      out += ';';
      if (!f->cond.empty()) {
        out += ' ';
        list(f->cond);
      }
      out += ';';
      if (!f->step.empty()) {
        out += ' ';
        list(f->step);
      }
      append(") {\n");
      stmt(f->body, indent + 1);
      indentTo(indent);
      out += '}';
      return;
    }
    case StmtKind::Foreach: {
      auto* f = static_cast<const Foreach*>(s);
      append("foreach (");
      expr(f->subject, 0, indent);
      append(" as ");
      if (f->key) {
        expr(f->key, 0, indent);
        append(" => ");
      }
      if (f->byRef) out += '&';
      expr(f->value, 0, indent);
      append(") {\n");
      stmt(f->body, indent + 1);
      indentTo(indent);
      out += '}';
      return;
    }
    case StmtKind::Switch: switchStmt(static_cast<const Switch*>(s), indent); return;
    case StmtKind::Break:
    case StmtKind::Continue: {
      append(s->kind == StmtKind::Break ? "break" : "continue");
      const Expr* depth = static_cast<const BreakContinue*>(s)->depth;
      if (depth) {
        out += ' ';
        expr(depth, 0, indent);
      }
      return;
    }
    case StmtKind::Return: {
      append("return");
      const Expr* v = static_cast<const Return*>(s)->value;
      if (v) {
        out += ' ';
        expr(v, 0, indent);
      }
      return;
    }
    case StmtKind::Const: {
      append("const ");
      auto* c = static_cast<const ConstDecl*>(s);
      for (uint32_t i = 0; i < c->items.size(); ++i) {
        if (i) append(", ");
        append(c->items[i]->name);
        append(" = ");
        expr(c->items[i]->value, 20, indent);
      }
      return;
    }
    case StmtKind::Function:
    case StmtKind::Method: function(static_cast<const FunctionDecl*>(s), indent); return;
    case StmtKind::Class: classDecl(static_cast<const ClassDecl*>(s), indent); return;
    case StmtKind::Try: tryStmt(static_cast<const Try*>(s), indent); return;
    case StmtKind::Goto:
      append("goto ");
      append(static_cast<const Goto*>(s)->label);
      return;
    case StmtKind::Label:
      append(static_cast<const Label*>(s)->name);
      out += ':';
      return;
    case StmtKind::Declare: {
      auto* d = static_cast<const Declare*>(s);
      append("declare(");
      for (uint32_t i = 0; i < d->items.size(); ++i) {
        if (i) append(", ");
        append(d->items[i]->name);
        append(" = ");
        expr(d->items[i]->value, 0, indent);
      }
      out += ')';
      if (d->body) {
        append(" {\n");
        stmt(d->body, indent + 1);
        indentTo(indent);
        out += '}';
      } else {
        out += ';';
      }
      return;
    }
    // Namespaces, use imports and __halt_compiler() exist only at the top
    // level of a file, never inside an expression: php's printer (and this
    // one) never meets them. They print in php's spelling all the same.
    case StmtKind::Namespace: {
      auto* n = static_cast<const Namespace*>(s);
      append("namespace");
      if (n->name) {
        out += ' ';
        rawName(n->name);
      }
      if (n->body) {
        append(" {\n");
        stmt(n->body, indent + 1);
        indentTo(indent);
        append("}\n");
      } else {
        out += ';';
      }
      return;
    }
    case StmtKind::Use: {
      auto* u = static_cast<const Use*>(s);
      append("use ");
      if (u->kind == UseKind::Function) append("function ");
      else if (u->kind == UseKind::Const) append("const ");
      for (uint32_t i = 0; i < u->items.size(); ++i) {
        if (i) append(", ");
        if (u->prefix) {
          rawName(u->prefix);
          out += '\\';
        }
        rawName(u->items[i]->name);
        if (!u->items[i]->alias.empty()) {
          append(" as ");
          append(u->items[i]->alias);
        }
      }
      return;
    }
    case StmtKind::HaltCompiler: append("__HALT_COMPILER()"); return;
    case StmtKind::PropertyGroup: {
      auto* g = static_cast<const PropertyGroup*>(s);
      if (!g->attributes.empty()) attributes(g->attributes, indent, true);
      visibility(g->modifiers, false);
      if (g->modifiers & kModStatic) append("static ");
      if (g->modifiers & kModReadonly) append("readonly ");
      if (g->type) {
        type(g->type);
        out += ' ';
      }
      for (uint32_t i = 0; i < g->props.size(); ++i) {
        if (i) append(", ");
        out += '$';
        append(g->props[i]->name);
        if (g->props[i]->defaultValue) {
          append(" = ");
          expr(g->props[i]->defaultValue, 20, indent);
        }
      }
      return;
    }
    case StmtKind::ClassConstGroup: {
      // Only the visibility shows (public when none is written); `final` does not.
      auto* g = static_cast<const ClassConstGroup*>(s);
      if (!g->attributes.empty()) attributes(g->attributes, indent, true);
      visibility(g->modifiers, true);
      append("const ");
      for (uint32_t i = 0; i < g->items.size(); ++i) {
        if (i) append(", ");
        append(g->items[i]->name);
        append(" = ");
        expr(g->items[i]->value, 20, indent);
      }
      return;
    }
    case StmtKind::TraitUse: traitUse(static_cast<const TraitUse*>(s), indent); return;
    case StmtKind::EnumCase: {
      auto* c = static_cast<const EnumCase*>(s);
      if (!c->attributes.empty()) attributes(c->attributes, indent, true);
      append("case ");
      append(c->name);
      if (c->value) {
        append(" = ");
        expr(c->value, 0, indent);
      }
      return;
    }
    case StmtKind::Block:
    case StmtKind::Echo:
    case StmtKind::Global:
    case StmtKind::StaticVar:
    case StmtKind::Unset:
      return;  // stmt() prints these itself
  }
}

} // namespace

std::string exportAstArg(const ast::Arg* a, int precision) {
  Exporter x(precision);
  x.arg(a, 0, 0);
  return std::move(x.out);
}

std::string exportAstExpr(const ast::Expr* e, int precision) {
  Exporter x(precision);
  x.expr(e, 0, 0);
  return std::move(x.out);
}

std::string exportConstExpr(const ast::Expr* e, int precision, const ExportNames& names) {
  Exporter x(precision, &names);
  x.expr(e, 0, 0);
  return std::move(x.out);
}

} // namespace hop
