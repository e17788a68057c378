// parser-expr.cpp — expressions: precedence climbing over PHP's operator
// table, variables and their dereferences, literals, strings with
// interpolation, closures, match, new.
//
// How bison's grammar maps onto the recursive descent:
//   - Binary operators are climbed by precedence (Prec in parser-internal.h).
//     Non-associative levels (== < ...) reject a second operator of the same
//     level, as bison does.
//   - Prefix operators (! - casts @ clone print yield include throw ...)
//     parse their operand with the operator's own precedence, so `!$a
//     instanceof B` is `!($a instanceof B)` and `-2 ** 2` is `-(2 ** 2)`.
//   - Assignment is not an operator here: after anything that is a
//     `variable` in the grammar, `=` / `op=` / `++` / `--` are taken
//     immediately, whatever the surrounding precedence (so `!$a = 1` is
//     `!($a = 1)`), and the right side is parsed above assignment level.
//   - What may be dereferenced follows the grammar's dereferenceable /
//     callable_expr / constant categories (see parsePostfix).
#include "parser/parser-internal.h"

namespace hop::parser::detail {

using ast::Expr;
using ast::ExprKind;

namespace {

enum class Assoc : uint8_t { Left, Right, None };

struct BinaryInfo {
  int prec = 0;  // 0: not a binary operator
  ast::BinaryOp op = ast::BinaryOp::Add;
  Assoc assoc = Assoc::Left;
};

BinaryInfo binaryInfo(TokenKind k) {
  using B = ast::BinaryOp;
  switch (k) {
    case TokenKind::LogicalOr: return {kPrecLogicalOr, B::BoolOr, Assoc::Left};
    case TokenKind::LogicalXor: return {kPrecLogicalXor, B::BoolXor, Assoc::Left};
    case TokenKind::LogicalAnd: return {kPrecLogicalAnd, B::BoolAnd, Assoc::Left};
    case TokenKind::Question: return {kPrecTernary, B::Add, Assoc::Left};
    case TokenKind::Coalesce: return {kPrecCoalesce, B::Coalesce, Assoc::Right};
    case TokenKind::BooleanOr: return {kPrecBoolOr, B::BoolOr, Assoc::Left};
    case TokenKind::BooleanAnd: return {kPrecBoolAnd, B::BoolAnd, Assoc::Left};
    case TokenKind::Pipe: return {kPrecBitOr, B::BitOr, Assoc::Left};
    case TokenKind::Caret: return {kPrecBitXor, B::BitXor, Assoc::Left};
    case TokenKind::AmpersandFollowedByVarOrVararg:
    case TokenKind::AmpersandNotFollowedByVarOrVararg: return {kPrecBitAnd, B::BitAnd, Assoc::Left};
    case TokenKind::IsEqual: return {kPrecEquality, B::Equal, Assoc::None};
    case TokenKind::IsNotEqual: return {kPrecEquality, B::NotEqual, Assoc::None};
    case TokenKind::IsIdentical: return {kPrecEquality, B::Identical, Assoc::None};
    case TokenKind::IsNotIdentical: return {kPrecEquality, B::NotIdentical, Assoc::None};
    case TokenKind::Spaceship: return {kPrecEquality, B::Spaceship, Assoc::None};
    case TokenKind::Less: return {kPrecCompare, B::Less, Assoc::None};
    case TokenKind::IsSmallerOrEqual: return {kPrecCompare, B::LessEqual, Assoc::None};
    case TokenKind::Greater: return {kPrecCompare, B::Greater, Assoc::None};
    case TokenKind::IsGreaterOrEqual: return {kPrecCompare, B::GreaterEqual, Assoc::None};
    case TokenKind::Dot: return {kPrecConcat, B::Concat, Assoc::Left};
    case TokenKind::Sl: return {kPrecShift, B::ShiftLeft, Assoc::Left};
    case TokenKind::Sr: return {kPrecShift, B::ShiftRight, Assoc::Left};
    case TokenKind::Plus: return {kPrecAdd, B::Add, Assoc::Left};
    case TokenKind::Minus: return {kPrecAdd, B::Sub, Assoc::Left};
    case TokenKind::Star: return {kPrecMul, B::Mul, Assoc::Left};
    case TokenKind::Slash: return {kPrecMul, B::Div, Assoc::Left};
    case TokenKind::Percent: return {kPrecMul, B::Mod, Assoc::Left};
    case TokenKind::Instanceof: return {kPrecInstanceof, B::Add, Assoc::Left};
    case TokenKind::Pow: return {kPrecPow, B::Pow, Assoc::Right};
    default: return {};
  }
}

/// The operator of a compound assignment token, or false.
bool compoundAssignOp(TokenKind k, ast::BinaryOp* op) {
  using B = ast::BinaryOp;
  switch (k) {
    case TokenKind::PlusEqual: *op = B::Add; return true;
    case TokenKind::MinusEqual: *op = B::Sub; return true;
    case TokenKind::MulEqual: *op = B::Mul; return true;
    case TokenKind::DivEqual: *op = B::Div; return true;
    case TokenKind::ConcatEqual: *op = B::Concat; return true;
    case TokenKind::ModEqual: *op = B::Mod; return true;
    case TokenKind::AndEqual: *op = B::BitAnd; return true;
    case TokenKind::OrEqual: *op = B::BitOr; return true;
    case TokenKind::XorEqual: *op = B::BitXor; return true;
    case TokenKind::SlEqual: *op = B::ShiftLeft; return true;
    case TokenKind::SrEqual: *op = B::ShiftRight; return true;
    case TokenKind::PowEqual: *op = B::Pow; return true;
    case TokenKind::CoalesceEqual: *op = B::Coalesce; return true;
    default: return false;
  }
}

bool isAmpersand(TokenKind k) {
  return k == TokenKind::AmpersandFollowedByVarOrVararg || k == TokenKind::AmpersandNotFollowedByVarOrVararg;
}

/// Keywords that cannot end an expression: php's automaton reduces them to a
/// named argument's name when what follows does not fit. (function and fn
/// reduce to their own nonterminal instead, and then expect "(".)
bool keywordNeedsOperand(TokenKind k) {
  switch (k) {
    case TokenKind::New: case TokenKind::Clone: case TokenKind::Include: case TokenKind::IncludeOnce:
    case TokenKind::Require: case TokenKind::RequireOnce: case TokenKind::Eval: case TokenKind::Print:
    case TokenKind::Isset: case TokenKind::Empty: case TokenKind::List: case TokenKind::Array: case TokenKind::Match: case TokenKind::Throw:
    case TokenKind::Readonly:
      return true;
    default:
      return false;
  }
}

bool isMagicConstToken(TokenKind k) {
  switch (k) {
    case TokenKind::Line: case TokenKind::File: case TokenKind::Dir: case TokenKind::ClassC:
    case TokenKind::TraitC: case TokenKind::MethodC: case TokenKind::FuncC: case TokenKind::NsC:
      return true;
    default:
      return false;
  }
}

} // namespace

// --- Helpers -----------------------------------------------------------------------------

bool Parser::isVariable(const Expr* e) {
  if (e->parenthesized) return false;
  switch (e->kind) {
    case ExprKind::Var:
    case ExprKind::ArrayDim:
    case ExprKind::Prop:
    case ExprKind::StaticProp:
    case ExprKind::Call:
    case ExprKind::MethodCall:
    case ExprKind::StaticCall:
      return true;
    default:
      return false;
  }
}

Expr* Parser::makeUnary(ExprKind k, Expr* operand, int tokenLine) {
  auto* u = make<ast::Unary>(k, operand ? operand->line : tokenLine);
  u->operand = operand;
  return u;
}

Expr* Parser::makeStringLit(std::string_view value, int line) {
  auto* s = make<ast::StringLit>(ExprKind::StringLit, line);
  s->value = value;
  return s;
}

void Parser::markGenerator() {
  if (!m_functions.empty()) m_functions.back()->isGenerator = true;
}

void Parser::checkYieldContext() {}

// --- Precedence climbing -----------------------------------------------------------------

Expr* Parser::parseOptionalExpr(TokenKind terminator) {
  if (kind() == terminator || !startsExpr(kind())) return nullptr;
  return parseExpr();
}

Expr* Parser::parseExprPrec(int minPrec) {
  DepthGuard guard(*this);
  Expr* left = parseUnaryOrPrimary();
  return parseBinaryRest(left, minPrec);
}

Expr* Parser::parseBinaryRest(Expr* left, int minPrec) {
  int nonassocPrec = -1;
  while (true) {
    const TokenKind k = kind();
    BinaryInfo bi = binaryInfo(k);
    if (bi.prec == 0 || bi.prec < minPrec) return left;
    if (bi.assoc == Assoc::None && bi.prec == nonassocPrec) syntaxError();
    const int line = left->line;
    advance();
    if (k == TokenKind::Question) {
      auto* t = make<ast::Ternary>(ExprKind::Ternary, line);
      t->cond = left;
      if (!accept(TokenKind::Colon)) {
        t->then = parseExpr();
        expectNoHint(TokenKind::Colon);
      }
      t->otherwise = parseExprPrec(kPrecTernary + 1);
      wrapTernaryCheck(t);
      left = t;
      nonassocPrec = -1;
      continue;
    }
    if (k == TokenKind::Instanceof) {
      auto* i = make<ast::Instanceof>(ExprKind::Instanceof, line);
      i->expr = left;
      i->cls = parseClassNameReference();
      left = i;
      nonassocPrec = -1;
      continue;
    }
    Expr* right = parseExprPrec(bi.assoc == Assoc::Right ? bi.prec : bi.prec + 1);
    auto* b = make<ast::Binary>(ExprKind::Binary, line);
    b->op = bi.op;
    b->left = left;
    b->right = right;
    left = b;
    nonassocPrec = bi.assoc == Assoc::None ? bi.prec : -1;
  }
}

Expr* Parser::wrapTernaryCheck(ast::Ternary* t) {
  Expr* c = t->cond;
  if (c->kind != ExprKind::Ternary || c->parenthesized) return t;
  auto* inner = static_cast<ast::Ternary*>(c);
  if (inner->then) {
    if (t->then)
      deferFatal("Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or "
                 "`a ? b : (c ? d : e)`",
                 t->line);
    else
      deferFatal("Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or "
                 "`a ? b : (c ?: d)`",
                 t->line);
  } else if (t->then) {
    deferFatal("Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or "
               "`a ?: (b ? c : d)`",
               t->line);
  }
  return t;
}

Expr* Parser::parseUnaryOrPrimary() {
  const Token& t = cur();
  const int line = t.line;
  switch (t.kind) {
    case TokenKind::Bang:
      advance();
      return makeUnary(ExprKind::BoolNot, parseExprPrec(kPrecBang + 1), line);
    case TokenKind::Tilde:
      advance();
      return makeUnary(ExprKind::BitNot, parseExprPrec(kPrecUnary + 1), line);
    case TokenKind::Plus:
      advance();
      return makeUnary(ExprKind::UnaryPlus, parseExprPrec(kPrecUnary + 1), line);
    case TokenKind::Minus:
      advance();
      return makeUnary(ExprKind::UnaryMinus, parseExprPrec(kPrecUnary + 1), line);
    case TokenKind::At:
      advance();
      return makeUnary(ExprKind::Silence, parseExprPrec(kPrecUnary + 1), line);
    case TokenKind::IntCast:
    case TokenKind::DoubleCast:
    case TokenKind::StringCast:
    case TokenKind::ArrayCast:
    case TokenKind::ObjectCast:
    case TokenKind::BoolCast:
    case TokenKind::UnsetCast: {
      advance();
      Expr* operand = parseExprPrec(kPrecUnary + 1);
      auto* c = make<ast::Cast>(ExprKind::Cast, operand->line);
      c->operand = operand;
      switch (t.kind) {
        case TokenKind::IntCast: c->type = ast::CastType::Int; break;
        case TokenKind::DoubleCast: c->type = ast::CastType::Float; break;
        case TokenKind::StringCast: c->type = ast::CastType::String; break;
        case TokenKind::ArrayCast: c->type = ast::CastType::Array; break;
        case TokenKind::ObjectCast: c->type = ast::CastType::Object; break;
        case TokenKind::BoolCast: c->type = ast::CastType::Bool; break;
        default:
          c->type = ast::CastType::Unset;
          deferFatal("The (unset) cast is no longer supported", c->line);
          break;
      }
      return c;
    }
    case TokenKind::Clone:
      advance();
      return makeUnary(ExprKind::Clone, parseExprPrec(kPrecClone + 1), line);
    case TokenKind::Print:
      advance();
      return makeUnary(ExprKind::Print, parseExprPrec(kPrecPrint + 1), line);
    case TokenKind::YieldFrom: {
      advance();
      Expr* e = makeUnary(ExprKind::YieldFrom, parseExprPrec(kPrecYieldFrom + 1), line);
      if (m_functions.empty()) deferFatal("The \"yield\" expression can only be used inside a function", e->line);
      markGenerator();
      return e;
    }
    case TokenKind::Yield: {
      advance();
      auto* y = make<ast::Yield>(ExprKind::Yield, line);
      if (startsExpr(kind())) {
        Expr* first = parseExprPrec(kPrecYield + 1);
        if (accept(TokenKind::DoubleArrow)) {
          y->key = first;
          y->value = parseExprPrec(kPrecDoubleArrow + 1);
        } else {
          y->value = first;
        }
        y->line = y->value->line;
      }
      if (m_functions.empty()) deferFatal("The \"yield\" expression can only be used inside a function", y->line);
      markGenerator();
      return y;
    }
    case TokenKind::Throw:
      advance();
      return makeUnary(ExprKind::Throw, parseExprPrec(kPrecThrow + 1), line);
    case TokenKind::Include:
    case TokenKind::IncludeOnce:
    case TokenKind::Require:
    case TokenKind::RequireOnce: {
      advance();
      ExprKind k = t.kind == TokenKind::Include       ? ExprKind::Include
                   : t.kind == TokenKind::IncludeOnce ? ExprKind::IncludeOnce
                   : t.kind == TokenKind::Require     ? ExprKind::Require
                                                      : ExprKind::RequireOnce;
      return makeUnary(k, parseExprPrec(kPrecInclude + 1), line);
    }
    case TokenKind::Inc:
    case TokenKind::Dec: {
      advance();
      Expr* v = parseVariableOnly();
      auto* e = make<ast::IncDec>(t.kind == TokenKind::Inc ? ExprKind::PreInc : ExprKind::PreDec, v->line);
      e->var = v;
      return e;
    }
    default:
      return parsePrimary();
  }
}

// --- Primaries ---------------------------------------------------------------------------

Expr* Parser::parsePrimary() {
  if (kind() == TokenKind::LBracket) {
    DepthGuard guard(*this);
    Expr* arr = parseArrayLiteral(ast::ArraySyntax::Short);
    if (kind() == TokenKind::Equal) {
      advance();
      auto* a = make<ast::Assign>(ExprKind::Assign, arr->line);
      a->target = arr;
      a->value = parseExprPrec(kPrecAssign + 1);
      return a;
    }
    return parseAssignTail(parsePostfix(arr, true));
  }
  if (kind() == TokenKind::List) {
    Expr* l = parseArrayLiteral(ast::ArraySyntax::List);
    expect(TokenKind::Equal);
    auto* a = make<ast::Assign>(ExprKind::Assign, l->line);
    a->target = l;
    a->value = parseExprPrec(kPrecAssign + 1);
    return a;
  }
  return parseAssignTail(parseBase());
}

Expr* Parser::parseAssignTail(Expr* target) {
  if (!isVariable(target)) return target;
  const TokenKind k = kind();
  ast::BinaryOp op;
  if (k == TokenKind::Equal) {
    advance();
    if (isAmpersand(kind())) {
      advance();
      auto* a = make<ast::Assign>(ExprKind::AssignRef, target->line);
      a->target = target;
      a->value = parseVariableOnly();
      return a;
    }
    auto* a = make<ast::Assign>(ExprKind::Assign, target->line);
    a->target = target;
    a->value = parseExprPrec(kPrecAssign + 1);
    return a;
  }
  if (compoundAssignOp(k, &op)) {
    advance();
    auto* a = make<ast::CompoundAssign>(ExprKind::CompoundAssign, target->line);
    a->op = op;
    a->target = target;
    a->value = parseExprPrec(kPrecAssign + 1);
    return a;
  }
  if (k == TokenKind::Inc || k == TokenKind::Dec) {
    advance();
    auto* e = make<ast::IncDec>(k == TokenKind::Inc ? ExprKind::PostInc : ExprKind::PostDec, target->line);
    e->var = target;
    return e;
  }
  return target;
}

Expr* Parser::parseVariableOnly() {
  DepthGuard guard(*this);
  const TokenKind k = kind();
  const bool canStart = k == TokenKind::Variable || k == TokenKind::Dollar || k == TokenKind::LParen ||
                        k == TokenKind::LBracket || k == TokenKind::Array || k == TokenKind::ConstantEncapsedString ||
                        k == TokenKind::DoubleQuote || atName() || k == TokenKind::Static ||
                        k == TokenKind::Readonly || isMagicConstToken(k);
  if (!canStart) syntaxError();
  Expr* e = parseBase();
  if (!isVariable(e)) variableEndError();
  return e;
}

Expr* Parser::parseSimpleVariable() {
  DepthGuard guard(*this);
  const Token& t = cur();
  if (t.kind == TokenKind::Variable) {
    auto* v = make<ast::Var>(ExprKind::Var, t.line);
    v->name = text(t).substr(1);
    advance();
    return v;
  }
  if (t.kind != TokenKind::Dollar) syntaxError({TokenKind::Variable, TokenKind::Dollar});
  advance();
  auto* v = make<ast::Var>(ExprKind::Var, t.line);
  if (accept(TokenKind::LBrace)) {
    v->nameExpr = parseExpr();
    expectNoHint(TokenKind::RBrace);
  } else if (kind() == TokenKind::Variable || kind() == TokenKind::Dollar) {
    v->nameExpr = parseSimpleVariable();
  } else {
    syntaxError({TokenKind::Variable, TokenKind::LBrace, TokenKind::Dollar});
  }
  return v;
}

Expr* Parser::parseBase() {
  const Token& t = cur();
  const int line = t.line;
  switch (t.kind) {
    case TokenKind::Variable:
    case TokenKind::Dollar:
      return parsePostfix(parseSimpleVariable(), true);
    case TokenKind::LParen: {
      DepthGuard guard(*this);
      advance();
      Expr* e = parseExpr();
      expectNoHint(TokenKind::RParen);
      e->parenthesized = true;
      return parsePostfix(e, true);
    }
    case TokenKind::ConstantEncapsedString:
      return parsePostfix(parseScalarString(), true);
    case TokenKind::DoubleQuote:
      advance();
      return parsePostfix(parseInterpolated(TokenKind::DoubleQuote, ExprKind::Interpolated, line), true);
    case TokenKind::Array:
      return parsePostfix(parseArrayLiteral(ast::ArraySyntax::Long), true);
    case TokenKind::LBracket:
      return parsePostfix(parseArrayLiteral(ast::ArraySyntax::Short), true);
    case TokenKind::LNumber:
    case TokenKind::DNumber:
      return parseNumber();
    case TokenKind::StartHeredoc:
      return parseHeredoc();
    case TokenKind::Backquote:
      advance();
      return parseInterpolated(TokenKind::Backquote, ExprKind::ShellExec, line);
    case TokenKind::String:
    case TokenKind::NameQualified:
    case TokenKind::NameFullyQualified:
    case TokenKind::NameRelative:
      return parseNameExpr();
    case TokenKind::Static: {
      TokenKind next = peekKind(1);
      if (next == TokenKind::Function || next == TokenKind::Fn) {
        advance();
        if (next == TokenKind::Fn) return parseArrowFunction({}, true, cur().line);
        return parseClosure({}, true, cur().line);
      }
      advance();
      if (kind() != TokenKind::PaamayimNekudotayim) syntaxError({TokenKind::PaamayimNekudotayim});
      advance();
      auto* n = m_arena.make<ast::Name>();
      n->text = text(t);
      n->line = line;
      return parsePostfix(parseStaticMember(ast::ClassRef{n, nullptr}, line), true);
    }
    case TokenKind::Readonly: {
      noteIdentifier();
      advance();
      if (kind() != TokenKind::LParen) syntaxError({TokenKind::LParen});
      auto* n = m_arena.make<ast::Name>();
      n->text = text(t);
      n->line = line;
      auto* c = make<ast::Call>(ExprKind::Call, line);
      c->name = n;
      c->args = list(parseArgumentList(&c->isCallableConvert));
      return parsePostfix(c, true);
    }
    case TokenKind::Line: {
      advance();
      auto* i = make<ast::IntLit>(ExprKind::IntLit, line);
      i->value = line;
      i->isLineConst = true;
      return parsePostfix(i, false);
    }
    case TokenKind::File:
    case TokenKind::Dir:
    case TokenKind::ClassC:
    case TokenKind::TraitC:
    case TokenKind::MethodC:
    case TokenKind::FuncC:
    case TokenKind::NsC: {
      advance();
      auto* m = make<ast::MagicConst>(ExprKind::MagicConst, line);
      switch (t.kind) {
        case TokenKind::File: m->magic = ast::MagicKind::File; break;
        case TokenKind::Dir: m->magic = ast::MagicKind::Dir; break;
        case TokenKind::ClassC: m->magic = ast::MagicKind::Class; break;
        case TokenKind::TraitC: m->magic = ast::MagicKind::Trait; break;
        case TokenKind::MethodC: m->magic = ast::MagicKind::Method; break;
        case TokenKind::FuncC: m->magic = ast::MagicKind::Function; break;
        default: m->magic = ast::MagicKind::Namespace; break;
      }
      return parsePostfix(m, false);
    }
    case TokenKind::New:
      return parseNew();
    case TokenKind::Isset:
      return parseIsset();
    case TokenKind::Empty:
    case TokenKind::Eval: {
      advance();
      expect(TokenKind::LParen);
      Expr* e = parseExpr();
      expectNoHint(TokenKind::RParen);
      return makeUnary(t.kind == TokenKind::Empty ? ExprKind::Empty : ExprKind::Eval, e, line);
    }
    case TokenKind::Exit:
      return parseExit();
    case TokenKind::Function:
      return parseClosure({}, false, line);
    case TokenKind::Fn:
      return parseArrowFunction({}, false, line);
    case TokenKind::Attribute: {
      ast::List<ast::Attribute*> attrs = parseAttributes();
      bool isStatic = accept(TokenKind::Static);
      if (kind() == TokenKind::Function) return parseClosure(attrs, isStatic, cur().line);
      if (kind() == TokenKind::Fn) return parseArrowFunction(attrs, isStatic, cur().line);
      if (isStatic) syntaxError({TokenKind::Function, TokenKind::Fn});
      syntaxError();
    }
    case TokenKind::Match:
      return parseMatch();
    default:
      syntaxError();
  }
}

Expr* Parser::parseNameExpr() {
  const Token& t = cur();
  ast::Name* n = makeName(t);
  advance();
  if (kind() == TokenKind::LParen) {
    auto* c = make<ast::Call>(ExprKind::Call, n->line);
    c->name = n;
    c->args = list(parseArgumentList(&c->isCallableConvert));
    return parsePostfix(c, true);
  }
  if (kind() == TokenKind::PaamayimNekudotayim) {
    advance();
    return parsePostfix(parseStaticMember(ast::ClassRef{n, nullptr}, n->line), true);
  }
  auto* c = make<ast::ConstFetch>(ExprKind::ConstFetch, n->line);
  c->name = n;
  return parsePostfix(c, false);
}

Expr* Parser::parseStaticMember(ast::ClassRef cls, int line) {
  // The current token follows "::".
  const Token& t = cur();
  const int nameLine = t.line;
  if (t.kind == TokenKind::Variable || t.kind == TokenKind::Dollar) {
    auto* v = static_cast<ast::Var*>(parseSimpleVariable());
    if (kind() == TokenKind::LParen) {
      auto* c = make<ast::StaticCall>(ExprKind::StaticCall, line);
      c->cls = cls;
      c->callLine = nameLine;
      c->method.expr = v;
      c->args = list(parseArgumentList(&c->isCallableConvert));
      return c;
    }
    auto* p = make<ast::StaticPropFetch>(ExprKind::StaticProp, line);
    p->cls = cls;
    if (v->nameExpr) p->prop.expr = v->nameExpr;
    else p->prop.ident = v->name;
    return p;
  }
  if (t.kind == TokenKind::LBrace) {
    advance();
    Expr* e = parseExpr();
    expectNoHint(TokenKind::RBrace);
    if (kind() != TokenKind::LParen) syntaxError({TokenKind::LParen});
    auto* c = make<ast::StaticCall>(ExprKind::StaticCall, line);
    c->cls = cls;
    c->callLine = nameLine;
    c->method.expr = e;
    c->args = list(parseArgumentList(&c->isCallableConvert));
    return c;
  }
  if (!atIdentifier()) syntaxError();
  noteIdentifier();
  std::string_view name = text(t);
  const bool isClassKeyword = t.kind == TokenKind::Class;
  advance();
  if (kind() == TokenKind::LParen) {
    auto* c = make<ast::StaticCall>(ExprKind::StaticCall, line);
    c->cls = cls;
    c->callLine = nameLine;
    c->method.ident = name;
    c->args = list(parseArgumentList(&c->isCallableConvert));
    return c;
  }
  if (isClassKeyword) {
    auto* c = make<ast::ClassNameExpr>(ExprKind::ClassName, line);
    c->cls = cls;
    return c;
  }
  auto* c = make<ast::ClassConstFetch>(ExprKind::ClassConstFetch, line);
  c->cls = cls;
  c->constName = name;
  return c;
}

Expr* Parser::parsePostfix(Expr* base, bool canStaticAndCall) {
  while (true) {
    const TokenKind k = kind();
    const int line = base->line;
    switch (k) {
      case TokenKind::LBracket: {
        advance();
        auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, line);
        d->base = base;
        if (kind() != TokenKind::RBracket) {
          if (!startsExpr(kind())) syntaxError({TokenKind::RBracket});
          d->dim = parseExpr();
          expect(TokenKind::RBracket);
        } else {
          advance();
        }
        base = d;
        break;
      }
      case TokenKind::LBrace: {
        advance();
        auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, line);
        d->base = base;
        d->dim = parseExpr();
        expectNoHint(TokenKind::RBrace);
        deferFatal("Array and string offset access syntax with curly braces is no longer supported", line);
        base = d;
        break;
      }
      case TokenKind::ObjectOperator:
      case TokenKind::NullsafeObjectOperator: {
        advance();
        const int nameLine = cur().line;
        ast::MemberName name = parsePropertyName();
        if (kind() == TokenKind::LParen) {
          auto* c = make<ast::MethodCall>(ExprKind::MethodCall, line);
          c->callLine = nameLine;
          c->object = base;
          c->method = name;
          c->nullsafe = k == TokenKind::NullsafeObjectOperator;
          c->args = list(parseArgumentList(&c->isCallableConvert));
          base = c;
        } else {
          auto* p = make<ast::PropFetch>(ExprKind::Prop, line);
          p->object = base;
          p->prop = name;
          p->nullsafe = k == TokenKind::NullsafeObjectOperator;
          base = p;
        }
        break;
      }
      case TokenKind::PaamayimNekudotayim:
        if (!canStaticAndCall) return base;
        advance();
        base = parseStaticMember(ast::ClassRef{nullptr, base}, line);
        break;
      case TokenKind::LParen: {
        if (!canStaticAndCall) return base;
        ExprKind bk = base->kind;
        if (!base->parenthesized && (bk == ExprKind::Prop || bk == ExprKind::StaticProp ||
                                     bk == ExprKind::ClassConstFetch || bk == ExprKind::ClassName))
          return base;
        auto* c = make<ast::Call>(ExprKind::Call, line);
        c->callee = base;
        c->callLine = cur().line;
        c->args = list(parseArgumentList(&c->isCallableConvert));
        base = c;
        break;
      }
      default:
        return base;
    }
    canStaticAndCall = true;
  }
}

ast::MemberName Parser::parsePropertyName() {
  ast::MemberName m;
  const Token& t = cur();
  switch (t.kind) {
    case TokenKind::String:
      m.ident = text(t);
      advance();
      return m;
    case TokenKind::LBrace:
      advance();
      m.expr = parseExpr();
      expectNoHint(TokenKind::RBrace);
      return m;
    case TokenKind::Variable:
    case TokenKind::Dollar:
      m.expr = parseSimpleVariable();
      return m;
    default:
      syntaxError({TokenKind::String, TokenKind::Variable, TokenKind::LBrace, TokenKind::Dollar});
  }
}

std::vector<ast::Arg*> Parser::parseArgumentList(bool* isCallableConvert) {
  expect(TokenKind::LParen);
  std::vector<ast::Arg*> args;
  if (kind() == TokenKind::Ellipsis && peekKind(1) == TokenKind::RParen) {
    advance();
    advance();
    *isCallableConvert = true;
    return args;
  }
  if (accept(TokenKind::RParen)) return args;
  while (true) {
    auto* a = makePlain<ast::Arg>();
    a->line = cur().line;
    const TokenKind k = kind();
    if (accept(TokenKind::Ellipsis)) {
      a->unpack = true;
      a->value = parseExpr();
    } else if (atIdentifier() && peekKind(1) == TokenKind::Colon) {
      noteIdentifier();
      a->name = text(cur());
      advance();
      advance();
      a->value = parseExpr();
    } else if (k != TokenKind::String && isSemiReserved(k)) {
      // php shifts a keyword here as a possible named argument's name first.
      if (!startsExpr(k)) {
        advance();
        syntaxError({TokenKind::Colon});
      }
      const size_t saved = m_colonHintPos;
      if (keywordNeedsOperand(k)) m_colonHintPos = m_pos + 1;
      a->value = parseExpr();
      m_colonHintPos = saved;
      a->line = a->value->line;
    } else {
      a->value = parseExpr();
      a->line = a->value->line;
    }
    args.push_back(a);
    if (!accept(TokenKind::Comma)) break;
    if (kind() == TokenKind::RParen) break;
    if (!startsExpr(kind()) && kind() != TokenKind::Ellipsis && !atIdentifier()) syntaxError({TokenKind::RParen});
  }
  expect(TokenKind::RParen);
  return args;
}

// --- Arrays ------------------------------------------------------------------------------

Expr* Parser::parseArrayLiteral(ast::ArraySyntax syntax) {
  DepthGuard guard(*this);
  const int line = cur().line;
  TokenKind close = TokenKind::RBracket;
  if (syntax == ast::ArraySyntax::Short) {
    advance();
  } else {
    advance();
    expect(TokenKind::LParen);
    close = TokenKind::RParen;
  }
  auto* a = make<ast::ArrayLit>(ExprKind::Array, line);
  a->syntax = syntax;
  a->items = list(parseArrayPairList(close));
  expect(close);
  return a;
}

std::vector<ast::ArrayItem*> Parser::parseArrayPairList(TokenKind close) {
  std::vector<ast::ArrayItem*> items;
  while (true) {
    const TokenKind k = kind();
    if (k != TokenKind::Comma && k != close && !startsExpr(k) && k != TokenKind::Ellipsis &&
        k != TokenKind::AmpersandFollowedByVarOrVararg && k != TokenKind::AmpersandNotFollowedByVarOrVararg)
      syntaxError({close});
    if (kind() == TokenKind::Comma || kind() == close) {
      auto* empty = makePlain<ast::ArrayItem>();
      empty->line = cur().line;
      items.push_back(empty);
    } else {
      items.push_back(parseArrayPair());
    }
    if (!accept(TokenKind::Comma)) break;
  }
  if (!items.empty() && !items.back()->value) items.pop_back();
  return items;
}

Expr* Parser::parseListOrExpr() {
  if (kind() != TokenKind::List) return parseExpr();
  Expr* l = parseArrayLiteral(ast::ArraySyntax::List);
  if (kind() != TokenKind::Equal) return l;
  advance();
  auto* a = make<ast::Assign>(ExprKind::Assign, l->line);
  a->target = l;
  a->value = parseExprPrec(kPrecAssign + 1);
  return parseBinaryRest(a, kPrecNone);
}

ast::ArrayItem* Parser::parseArrayPair() {
  auto* item = makePlain<ast::ArrayItem>();
  item->line = cur().line;
  if (accept(TokenKind::Ellipsis)) {
    item->unpack = true;
    item->value = parseExpr();
    return item;
  }
  if (isAmpersand(kind())) {
    advance();
    item->byRef = true;
    item->value = parseVariableOnly();
    if (kind() != TokenKind::Comma && kind() != TokenKind::RBracket && kind() != TokenKind::RParen) variableEndError();
    return item;
  }
  const bool startsWithList = kind() == TokenKind::List;
  Expr* first = parseListOrExpr();
  if (startsWithList && first->kind == ExprKind::Array) {
    item->value = first;
    return item;
  }
  if (!accept(TokenKind::DoubleArrow)) {
    item->value = first;
    item->line = first->line;
    return item;
  }
  item->key = first;
  if (isAmpersand(kind())) {
    advance();
    item->byRef = true;
    item->value = parseVariableOnly();
    if (kind() != TokenKind::Comma && kind() != TokenKind::RBracket && kind() != TokenKind::RParen) variableEndError();
  } else {
    item->value = parseListOrExpr();
  }
  return item;
}

// --- Special forms -----------------------------------------------------------------------

Expr* Parser::parseIsset() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  std::vector<Expr*> vars;
  while (true) {
    vars.push_back(parseExpr());
    if (!accept(TokenKind::Comma)) break;
    if (kind() == TokenKind::RParen) break;
    if (!startsExpr(kind())) syntaxError({TokenKind::RParen});
  }
  expect(TokenKind::RParen);
  auto* i = make<ast::Isset>(ExprKind::Isset, vars.empty() ? line : vars[0]->line);
  i->vars = list(vars);
  return i;
}

Expr* Parser::parseExit() {
  const int line = cur().line;
  advance();
  Expr* operand = nullptr;
  if (accept(TokenKind::LParen)) {
    if (kind() != TokenKind::RParen && startsExpr(kind())) operand = parseExpr();
    expect(TokenKind::RParen);
  }
  return makeUnary(ExprKind::Exit, operand, line);
}

Expr* Parser::parseMatch() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  Expr* subject = parseExpr();
  expectNoHint(TokenKind::RParen);
  expect(TokenKind::LBrace);
  auto* m = make<ast::Match>(ExprKind::Match, subject ? subject->line : line);
  m->subject = subject;
  std::vector<ast::MatchArm*> arms;
  while (kind() != TokenKind::RBrace) {
    if (kind() != TokenKind::Default && !startsExpr(kind())) syntaxError({TokenKind::RBrace});
    auto* arm = makePlain<ast::MatchArm>();
    arm->line = cur().line;
    if (accept(TokenKind::Default)) {
      arm->isDefault = true;
      accept(TokenKind::Comma);
      expect(TokenKind::DoubleArrow);
    } else {
      std::vector<Expr*> conds;
      conds.push_back(parseExpr());
      arm->line = conds[0]->line;
      while (accept(TokenKind::Comma)) {
        if (kind() == TokenKind::DoubleArrow) break;
        if (!startsExpr(kind())) syntaxError({TokenKind::DoubleArrow});
        conds.push_back(parseExpr());
      }
      arm->conds = list(conds);
      expect(TokenKind::DoubleArrow);
    }
    arm->body = parseExpr();
    arms.push_back(arm);
    if (!accept(TokenKind::Comma)) break;
    if (kind() != TokenKind::RBrace && kind() != TokenKind::Default && !startsExpr(kind()))
      syntaxError({TokenKind::RBrace});
  }
  expect(TokenKind::RBrace);
  m->arms = list(arms);
  return m;
}

Expr* Parser::parseNew() {
  const int line = cur().line;
  advance();
  if (kind() == TokenKind::Attribute || kind() == TokenKind::Class) {
    ast::List<ast::Attribute*> attrs;
    if (kind() == TokenKind::Attribute) {
      attrs = parseAttributes();
      if (kind() != TokenKind::Class) syntaxError({TokenKind::Class});
    }
    auto* n = make<ast::New>(ExprKind::New, cur().line);
    std::vector<ast::Arg*> args;
    bool callableConvert = false;
    n->anonClass = parseAnonymousClass(attrs, cur().line, &args, &callableConvert);
    n->args = list(args);
    n->line = n->anonClass->line;
    return n;
  }
  ast::ClassRef cls = parseClassNameReference();
  auto* n = make<ast::New>(ExprKind::New, cls.name ? cls.name->line : cls.expr ? cls.expr->line : line);
  n->cls = cls;
  if (kind() == TokenKind::LParen) {
    bool callableConvert = false;
    n->args = list(parseArgumentList(&callableConvert));
    if (callableConvert) deferFatal("Cannot create Closure for new expression", n->line);
  }
  return n;
}

ast::ClassRef Parser::parseClassNameReference() {
  const Token& t = cur();
  ast::ClassRef ref;
  if (t.kind == TokenKind::LParen) {
    advance();
    ref.expr = parseExpr();
    expectNoHint(TokenKind::RParen);
    ref.expr->parenthesized = true;
    return ref;
  }
  Expr* base = nullptr;
  if (t.kind == TokenKind::Static || atName()) {
    ast::Name* n = t.kind == TokenKind::Static ? m_arena.make<ast::Name>() : makeName(t);
    if (t.kind == TokenKind::Static) {
      n->text = text(t);
      n->line = t.line;
    }
    advance();
    if (kind() != TokenKind::PaamayimNekudotayim) {
      ref.name = n;
      return ref;
    }
    advance();
    if (kind() != TokenKind::Variable && kind() != TokenKind::Dollar)
      syntaxError({TokenKind::Variable, TokenKind::Dollar});
    auto* v = static_cast<ast::Var*>(parseSimpleVariable());
    auto* p = make<ast::StaticPropFetch>(ExprKind::StaticProp, n->line);
    p->cls.name = n;
    if (v->nameExpr) p->prop.expr = v->nameExpr;
    else p->prop.ident = v->name;
    base = p;
  } else if (t.kind == TokenKind::Variable || t.kind == TokenKind::Dollar) {
    base = parseSimpleVariable();
  } else {
    syntaxError();
  }
  // new_variable: [...] {...} -> ?-> ::$v
  while (true) {
    const TokenKind k = kind();
    const int line = base->line;
    if (k == TokenKind::LBracket) {
      advance();
      auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, line);
      d->base = base;
      if (kind() != TokenKind::RBracket) {
        d->dim = parseExpr();
        expect(TokenKind::RBracket);
      } else {
        advance();
      }
      base = d;
    } else if (k == TokenKind::LBrace) {
      advance();
      auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, line);
      d->base = base;
      d->dim = parseExpr();
      expectNoHint(TokenKind::RBrace);
      deferFatal("Array and string offset access syntax with curly braces is no longer supported", line);
      base = d;
    } else if (k == TokenKind::ObjectOperator || k == TokenKind::NullsafeObjectOperator) {
      advance();
      auto* p = make<ast::PropFetch>(ExprKind::Prop, line);
      p->object = base;
      p->prop = parsePropertyName();
      p->nullsafe = k == TokenKind::NullsafeObjectOperator;
      base = p;
    } else if (k == TokenKind::PaamayimNekudotayim) {
      advance();
      if (kind() != TokenKind::Variable && kind() != TokenKind::Dollar)
        syntaxError({TokenKind::Variable, TokenKind::Dollar});
      auto* v = static_cast<ast::Var*>(parseSimpleVariable());
      auto* p = make<ast::StaticPropFetch>(ExprKind::StaticProp, line);
      p->cls.expr = base;
      if (v->nameExpr) p->prop.expr = v->nameExpr;
      else p->prop.ident = v->name;
      base = p;
    } else {
      break;
    }
  }
  ref.expr = base;
  return ref;
}

// --- Literals ----------------------------------------------------------------------------

Expr* Parser::parseNumber() {
  const Token& t = cur();
  const std::string_view digits = text(t);
  // A short plain decimal (most literals): decoded here, no call.
  if (int64_t n; t.kind == TokenKind::LNumber && decodeShortDecimal(digits, 9, n)) {
    advance();
    auto* lit = make<ast::IntLit>(ExprKind::IntLit, t.line);
    lit->value = n;
    return lit;
  }
  NumberValue v = decodeNumber(digits);
  advance();
  if (t.kind == TokenKind::LNumber && v.isInt) {
    auto* i = make<ast::IntLit>(ExprKind::IntLit, t.line);
    i->value = v.i;
    return i;
  }
  auto* f = make<ast::FloatLit>(ExprKind::FloatLit, t.line);
  f->value = v.isInt ? static_cast<double>(v.i) : v.d;
  return f;
}

Expr* Parser::parseScalarString() {
  const Token& t = cur();
  std::string_view s = text(t);
  advance();
  if (t.flags & kTokBinaryPrefix) s.remove_prefix(1);
  const char quote = s[0];
  std::string_view body = s.substr(1, s.size() - 2);
  if (body.find('\\') == std::string_view::npos) return makeStringLit(body, t.line);
  if (quote == '\'') {
    decodeSingleQuoted(body, &m_scratch);
  } else {
    std::string err;
    std::vector<std::string> warnings;
    decodeEscapes(body, '"', &m_scratch, &err, &warnings);
    for (std::string& w : warnings) m_file.warnings.push_back({std::move(w), t.line, false});
  }
  return makeStringLit(copy(m_scratch), t.line);
}

std::string_view Parser::decodePiece(const Token& t, char quote) {
  std::string_view raw = text(t);
  if (t.flags & kTokHeredoc) {
    if (t.flags & kTokNewlineAtEnd) {
      if (raw.size() >= 2 && raw[raw.size() - 2] == '\r' && raw.back() == '\n') raw.remove_suffix(2);
      else if (!raw.empty()) raw.remove_suffix(1);
    }
    if (t.aux > 0) {
      std::string err;
      int errLine = 0;
      stripHeredocIndentation(raw, static_cast<int>(t.aux), t.flags & kTokIndentSpaces, t.flags & kTokNewlineAtStart,
                              t.flags & kTokNewlineAtEnd, &m_scratch2, &err, &errLine);
      if (t.flags & kTokNowdoc) return copy(m_scratch2);
      std::string err2;
      std::vector<std::string> warnings;
      decodeEscapes(m_scratch2, 0, &m_scratch, &err2, &warnings);
      for (std::string& w : warnings) m_file.warnings.push_back({std::move(w), t.line, false});
      return copy(m_scratch);
    }
    if ((t.flags & kTokNowdoc) || raw.find('\\') == std::string_view::npos) return raw;
    std::string err;
    std::vector<std::string> warnings;
    decodeEscapes(raw, 0, &m_scratch, &err, &warnings);
    for (std::string& w : warnings) m_file.warnings.push_back({std::move(w), t.line, false});
    return copy(m_scratch);
  }
  if (raw.find('\\') == std::string_view::npos) return raw;
  std::string err;
  std::vector<std::string> warnings;
  decodeEscapes(raw, quote, &m_scratch, &err, &warnings);
  for (std::string& w : warnings) m_file.warnings.push_back({std::move(w), t.line, false});
  return copy(m_scratch);
}

Expr* Parser::parseHeredoc() {
  const Token& start = cur();
  advance();
  if (kind() == TokenKind::EndHeredoc) {
    advance();
    return makeStringLit({}, start.line);
  }
  if (kind() == TokenKind::EncapsedAndWhitespace && peekKind(1) == TokenKind::EndHeredoc) {
    const Token& body = cur();
    std::string_view s = decodePiece(body, 0);
    advance();
    advance();
    return makeStringLit(s, body.line);
  }
  return parseInterpolated(TokenKind::EndHeredoc, ExprKind::Interpolated, start.line);
}

Expr* Parser::parseInterpolated(TokenKind close, ExprKind kind, int line) {
  // The opening token has been consumed.
  DepthGuard guard(*this);
  const char quote = close == TokenKind::DoubleQuote ? '"' : close == TokenKind::Backquote ? '`' : 0;
  std::vector<Expr*> parts;
  bool first = true;
  {
    TokenKind k = this->kind();
    if (k != close && k != TokenKind::EncapsedAndWhitespace && k != TokenKind::Variable &&
        k != TokenKind::DollarOpenCurlyBraces && k != TokenKind::CurlyOpen) {
      if (close == TokenKind::Backquote) syntaxError({TokenKind::Backquote});
      if (close == TokenKind::DoubleQuote)
        syntaxError({TokenKind::Variable, TokenKind::EncapsedAndWhitespace, TokenKind::DollarOpenCurlyBraces,
                     TokenKind::CurlyOpen});
    }
  }
  while (this->kind() != close) {
    const Token& t = cur();
    if (t.kind == TokenKind::EncapsedAndWhitespace) {
      std::string_view s = decodePiece(t, quote);
      advance();
      if (!s.empty()) parts.push_back(makeStringLit(s, t.line));
      if (first) {
        TokenKind k = this->kind();
        if (k != TokenKind::Variable && k != TokenKind::DollarOpenCurlyBraces && k != TokenKind::CurlyOpen &&
            !(k == close && close != TokenKind::DoubleQuote)) {
          if (close == TokenKind::EndHeredoc)
            syntaxError({TokenKind::Variable, TokenKind::EndHeredoc, TokenKind::DollarOpenCurlyBraces,
                         TokenKind::CurlyOpen});
          else if (close == TokenKind::Backquote)
            syntaxError({TokenKind::Backquote});
          syntaxError({TokenKind::Variable, TokenKind::DollarOpenCurlyBraces, TokenKind::CurlyOpen});
        }
      }
    } else if (t.kind == TokenKind::Variable || t.kind == TokenKind::DollarOpenCurlyBraces ||
               t.kind == TokenKind::CurlyOpen) {
      parts.push_back(parseEncapsVar());
    } else {
      syntaxError();
    }
    first = false;
  }
  advance();
  auto* s = make<ast::Interpolated>(kind, line);
  s->parts = list(parts);
  return s;
}

Expr* Parser::parseEncapsVar() {
  const Token& t = cur();
  if (t.kind == TokenKind::Variable) {
    auto* v = make<ast::Var>(ExprKind::Var, t.line);
    v->name = text(t).substr(1);
    advance();
    if (kind() == TokenKind::LBracket) {
      advance();
      auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, t.line);
      d->base = v;
      d->dim = parseEncapsVarOffset();
      expect(TokenKind::RBracket);
      return d;
    }
    if (kind() == TokenKind::ObjectOperator || kind() == TokenKind::NullsafeObjectOperator) {
      const bool nullsafe = kind() == TokenKind::NullsafeObjectOperator;
      advance();
      const Token& name = expect(TokenKind::String);
      auto* p = make<ast::PropFetch>(ExprKind::Prop, t.line);
      p->object = v;
      p->prop.ident = text(name);
      p->nullsafe = nullsafe;
      return p;
    }
    return v;
  }
  if (t.kind == TokenKind::DollarOpenCurlyBraces) {
    const int dollarLine = t.line;
    advance();
    const Token& n = cur();
    if (n.kind == TokenKind::StringVarname) {
      auto* v = make<ast::Var>(ExprKind::Var, n.line);
      v->name = text(n);
      v->dollarBrace = true;   // php 8.2 deprecates both forms of "${...}" (the compiler says so)
      v->dollarBraceLine = dollarLine;
      advance();
      if (accept(TokenKind::LBracket)) {
        auto* d = make<ast::ArrayDim>(ExprKind::ArrayDim, n.line);
        d->base = v;
        d->dim = parseExpr();
        expectNoHint(TokenKind::RBracket);
        expect(TokenKind::RBrace);
        return d;
      }
      expect(TokenKind::RBrace);
      return v;
    }
    Expr* e = parseExpr();
    expectNoHint(TokenKind::RBrace);
    auto* v = make<ast::Var>(ExprKind::Var, e->line);
    v->nameExpr = e;
    v->dollarBrace = true;
    v->dollarBraceLine = dollarLine;
    return v;
  }
  // CurlyOpen
  advance();
  Expr* v = parseVariableOnly();
  if (kind() != TokenKind::RBrace) variableEndError();
  advance();
  return v;
}

Expr* Parser::parseEncapsVarOffset() {
  const Token& t = cur();
  auto numString = [&](const Token& tok, bool negative) -> Expr* {
    std::string_view s = text(tok);
    bool simpleInt = !s.empty() && (s == "0" || (s[0] >= '1' && s[0] <= '9'));
    for (char c : s)
      if (c < '0' || c > '9') simpleInt = false;
    if (simpleInt && (s.size() < 19 || (s.size() == 19 && s <= "9223372036854775807"))) {
      NumberValue v = decodeNumber(s);
      if (!(negative && v.i == 0)) {
        auto* i = make<ast::IntLit>(ExprKind::IntLit, tok.line);
        i->value = negative ? -v.i : v.i;
        return i;
      }
    }
    if (!negative) return makeStringLit(s, tok.line);
    std::string neg = "-";
    neg += s;
    return makeStringLit(copy(neg), tok.line);
  };
  switch (t.kind) {
    case TokenKind::String:
      advance();
      return makeStringLit(text(t), t.line);
    case TokenKind::NumString:
      advance();
      return numString(t, false);
    case TokenKind::Minus: {
      advance();
      const Token& n = expect(TokenKind::NumString);
      return numString(n, true);
    }
    case TokenKind::Variable: {
      advance();
      auto* v = make<ast::Var>(ExprKind::Var, t.line);
      v->name = text(t).substr(1);
      return v;
    }
    default:
      syntaxError({TokenKind::Minus, TokenKind::String, TokenKind::Variable, TokenKind::NumString});
  }
}

} // namespace hop::parser::detail
