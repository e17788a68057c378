// parser-decl.cpp — declarations: functions, closures, arrow functions,
// parameters, types, attributes, and class-likes (class, interface, trait,
// enum, anonymous class) with their members.
#include "parser/parser-internal.h"

namespace hop::parser::detail {

using ast::Expr;
using ast::Stmt;
using ast::StmtKind;

namespace {

bool isAmpersand(TokenKind k) {
  return k == TokenKind::AmpersandFollowedByVarOrVararg || k == TokenKind::AmpersandNotFollowedByVarOrVararg;
}

uint32_t modifierFlag(TokenKind k) {
  switch (k) {
    case TokenKind::Public: return ast::kModPublic;
    case TokenKind::Protected: return ast::kModProtected;
    case TokenKind::Private: return ast::kModPrivate;
    case TokenKind::Static: return ast::kModStatic;
    case TokenKind::Abstract: return ast::kModAbstract;
    case TokenKind::Final: return ast::kModFinal;
    case TokenKind::Readonly: return ast::kModReadonly;
    default: return 0;
  }
}

} // namespace

// --- Attributes and names ----------------------------------------------------------------

ast::List<ast::Attribute*> Parser::parseAttributes() {
  std::vector<ast::Attribute*> attrs;
  bool callableConvert = false;
  while (kind() == TokenKind::Attribute) {
    advance();
    bool first = true;
    while (true) {
      auto* a = makePlain<ast::Attribute>();
      a->line = cur().line;
      a->startsGroup = first;
      first = false;
      a->name = parseClassName();
      if (kind() == TokenKind::LParen) {
        a->hasArgList = true;
        a->args = list(parseArgumentList(&callableConvert));
      }
      attrs.push_back(a);
      if (!accept(TokenKind::Comma)) break;
      if (kind() == TokenKind::RBracket) break;
      if (!atName() && kind() != TokenKind::Static) syntaxError({TokenKind::RBracket});
    }
    expect(TokenKind::RBracket);
  }
  // php reports this when compiling the declaration the attributes belong to.
  if (callableConvert) deferFatal("Cannot create Closure as attribute argument", cur().line);
  return list(attrs);
}

ast::Name* Parser::parseClassName() {
  const Token& t = cur();
  if (t.kind == TokenKind::Static) {
    auto* n = m_arena.make<ast::Name>();
    n->text = text(t);
    n->line = t.line;
    advance();
    return n;
  }
  if (!atName()) syntaxError();
  ast::Name* n = makeName(t);
  advance();
  return n;
}

std::vector<ast::Name*> Parser::parseClassNameList() {
  std::vector<ast::Name*> names;
  while (true) {
    names.push_back(parseClassName());
    if (!accept(TokenKind::Comma)) break;
  }
  return names;
}

// --- Types -------------------------------------------------------------------------------

ast::Type* Parser::parseSimpleType(bool allowStatic) {
  const Token& t = cur();
  auto* type = makePlain<ast::Type>();
  type->line = t.line;
  type->kind = ast::TypeKind::Named;
  if (t.kind == TokenKind::Array || t.kind == TokenKind::Callable || (allowStatic && t.kind == TokenKind::Static)) {
    auto* n = m_arena.make<ast::Name>();
    n->text = text(t);
    n->line = t.line;
    type->name = n;
    advance();
    return type;
  }
  if (!atName()) syntaxError();
  type->name = makeName(t);
  advance();
  return type;
}

ast::Type* Parser::parseType(bool allowStatic) {
  const int line = cur().line;
  if (accept(TokenKind::Question)) {
    auto* n = makePlain<ast::Type>();
    n->kind = ast::TypeKind::Nullable;
    n->line = line;
    n->inner = parseSimpleType(allowStatic);
    return n;
  }
  // A union element: a type, or a parenthesized intersection (DNF).
  auto parseIntersectionTail = [&](ast::Type* first) -> ast::Type* {
    std::vector<ast::Type*> parts{first};
    while (accept(TokenKind::AmpersandNotFollowedByVarOrVararg)) parts.push_back(parseSimpleType(allowStatic));
    auto* i = makePlain<ast::Type>();
    i->kind = ast::TypeKind::Intersection;
    i->line = first->line;
    i->types = list(parts);
    return i;
  };
  auto parseUnionElement = [&]() -> ast::Type* {
    if (kind() == TokenKind::LParen) {
      advance();
      ast::Type* first = parseSimpleType(allowStatic);
      if (kind() != TokenKind::AmpersandNotFollowedByVarOrVararg)
        syntaxError({TokenKind::AmpersandNotFollowedByVarOrVararg});
      ast::Type* inter = parseIntersectionTail(first);
      expect(TokenKind::RParen);
      return inter;
    }
    return parseSimpleType(allowStatic);
  };
  const bool startsParen = kind() == TokenKind::LParen;
  ast::Type* first = parseUnionElement();
  if (!startsParen && kind() == TokenKind::AmpersandNotFollowedByVarOrVararg) {
    advance();
    std::vector<ast::Type*> parts{first};
    parts.push_back(parseSimpleType(allowStatic));
    while (accept(TokenKind::AmpersandNotFollowedByVarOrVararg)) parts.push_back(parseSimpleType(allowStatic));
    auto* i = makePlain<ast::Type>();
    i->kind = ast::TypeKind::Intersection;
    i->line = line;
    i->types = list(parts);
    return i;
  }
  if (kind() != TokenKind::Pipe) {
    if (startsParen) expect(TokenKind::Pipe);
    return first;
  }
  std::vector<ast::Type*> parts{first};
  while (accept(TokenKind::Pipe)) parts.push_back(parseUnionElement());
  auto* u = makePlain<ast::Type>();
  u->kind = ast::TypeKind::Union;
  u->line = line;
  u->types = list(parts);
  return u;
}

ast::Type* Parser::parseOptionalType(bool allowStatic) {
  const TokenKind k = kind();
  if (k == TokenKind::Question || k == TokenKind::LParen || k == TokenKind::Array || k == TokenKind::Callable ||
      atName() || (allowStatic && k == TokenKind::Static))
    return parseType(allowStatic);
  return nullptr;
}

ast::Type* Parser::parseReturnType() {
  if (!accept(TokenKind::Colon)) return nullptr;
  return parseType(true);
}

// --- Parameters --------------------------------------------------------------------------

uint32_t Parser::addMemberModifier(uint32_t flags, uint32_t add) {
  const int line = cur().line;
  if ((flags & ast::kModVisibilityMask) && (add & ast::kModVisibilityMask))
    fail("Multiple access type modifiers are not allowed", line, true);
  if ((flags & ast::kModAbstract) && (add & ast::kModAbstract))
    fail("Multiple abstract modifiers are not allowed", line, true);
  if ((flags & ast::kModStatic) && (add & ast::kModStatic)) fail("Multiple static modifiers are not allowed", line, true);
  if ((flags & ast::kModFinal) && (add & ast::kModFinal)) fail("Multiple final modifiers are not allowed", line, true);
  if ((flags & ast::kModReadonly) && (add & ast::kModReadonly))
    fail("Multiple readonly modifiers are not allowed", line, true);
  uint32_t result = flags | add;
  if ((result & ast::kModAbstract) && (result & ast::kModFinal))
    fail("Cannot use the final modifier on an abstract class member", line, true);
  return result;
}

ast::Param* Parser::parseParameter() {
  auto* p = makePlain<ast::Param>();
  if (kind() == TokenKind::Attribute) p->attributes = parseAttributes();
  uint32_t mods = 0;
  while (true) {
    TokenKind k = kind();
    if (k != TokenKind::Public && k != TokenKind::Protected && k != TokenKind::Private && k != TokenKind::Readonly)
      break;
    uint32_t flag = modifierFlag(k);
    advance();
    mods = addMemberModifier(mods, flag);
  }
  p->modifiers = mods;
  p->type = parseOptionalType(false);
  if (kind() != TokenKind::Variable && kind() != TokenKind::Ellipsis &&
      kind() != TokenKind::AmpersandFollowedByVarOrVararg)
    syntaxError({TokenKind::Variable});
  if (kind() == TokenKind::AmpersandFollowedByVarOrVararg) {
    advance();
    p->byRef = true;
  }
  if (accept(TokenKind::Ellipsis)) p->variadic = true;
  const Token& v = expect(TokenKind::Variable);
  p->name = text(v).substr(1);
  p->line = p->type ? p->type->line : v.line;
  p->docComment = takeDocComment();
  if (accept(TokenKind::Equal)) p->defaultValue = parseExpr();
  return p;
}

ast::List<ast::Param*> Parser::parseParameterList() {
  // The current token is '('.
  expect(TokenKind::LParen);
  std::vector<ast::Param*> params;
  if (accept(TokenKind::RParen)) return list(params);
  while (true) {
    params.push_back(parseParameter());
    if (!accept(TokenKind::Comma)) break;
    if (kind() == TokenKind::RParen) break;
  }
  expect(TokenKind::RParen);
  return list(params);
}

// --- Functions and closures --------------------------------------------------------------

void Parser::parseFunctionRest(ast::FunctionDecl* fn, bool isClosure) {
  fn->params = parseParameterList();
  if (isClosure && accept(TokenKind::Use)) {
    expect(TokenKind::LParen);
    std::vector<ast::ClosureUse*> uses;
    while (true) {
      auto* u = makePlain<ast::ClosureUse>();
      if (kind() != TokenKind::Variable && !isAmpersand(kind()))
        syntaxError({TokenKind::Variable, TokenKind::AmpersandFollowedByVarOrVararg,
                     TokenKind::AmpersandNotFollowedByVarOrVararg});
      if (isAmpersand(kind())) {
        advance();
        u->byRef = true;
      }
      const Token& v = expect(TokenKind::Variable);
      u->name = text(v).substr(1);
      u->line = v.line;
      uses.push_back(u);
      if (!accept(TokenKind::Comma)) break;
      if (kind() == TokenKind::RParen) break;
      if (kind() != TokenKind::Variable && !isAmpersand(kind())) syntaxError({TokenKind::RParen});
    }
    expect(TokenKind::RParen);
    fn->uses = list(uses);
  }
  fn->returnType = parseReturnType();
}

ast::FunctionDecl* Parser::parseFunctionDeclaration(ast::List<ast::Attribute*> attributes, int line) {
  auto* fn = make<ast::FunctionDecl>(StmtKind::Function, cur().line);
  fn->fnKind = ast::FunctionKind::Function;
  fn->attributes = attributes;
  advance();  // function
  if (isAmpersand(kind())) {
    advance();
    fn->byRefReturn = true;
  }
  if (kind() != TokenKind::String && kind() != TokenKind::Readonly) syntaxError({TokenKind::LParen});
  noteIdentifier();
  fn->name = text(cur());
  advance();
  fn->docComment = takeDocComment();
  parseFunctionRest(fn, false);
  m_functions.push_back(fn);
  const int bodyLine = cur().line;
  expect(TokenKind::LBrace);
  fn->body = parseInnerStatementList({TokenKind::RBrace}, bodyLine);
  fn->endLine = cur().line;
  expect(TokenKind::RBrace);
  m_functions.pop_back();
  (void)line;
  return fn;
}

Expr* Parser::parseClosure(ast::List<ast::Attribute*> attributes, bool isStatic, int line) {
  auto* fn = make<ast::FunctionDecl>(StmtKind::Function, cur().line);
  fn->fnKind = ast::FunctionKind::Closure;
  fn->attributes = attributes;
  fn->isStatic = isStatic;
  advance();  // function
  if (isAmpersand(kind())) {
    advance();
    fn->byRefReturn = true;
  }
  fn->docComment = takeDocComment();
  if (kind() != TokenKind::LParen) syntaxError({TokenKind::LParen});
  parseFunctionRest(fn, true);
  m_functions.push_back(fn);
  const int bodyLine = cur().line;
  expect(TokenKind::LBrace);
  fn->body = parseInnerStatementList({TokenKind::RBrace}, bodyLine);
  fn->endLine = cur().line;
  expect(TokenKind::RBrace);
  m_functions.pop_back();
  auto* c = make<ast::Closure>(ast::ExprKind::Closure, fn->line);
  c->fn = fn;
  (void)line;
  return c;
}

Expr* Parser::parseArrowFunction(ast::List<ast::Attribute*> attributes, bool isStatic, int line) {
  auto* fn = make<ast::FunctionDecl>(StmtKind::Function, cur().line);
  fn->fnKind = ast::FunctionKind::ArrowFunction;
  fn->attributes = attributes;
  fn->isStatic = isStatic;
  advance();  // fn
  if (isAmpersand(kind())) {
    advance();
    fn->byRefReturn = true;
  }
  fn->docComment = takeDocComment();
  if (kind() != TokenKind::LParen) syntaxError({TokenKind::LParen});
  parseFunctionRest(fn, false);
  expect(TokenKind::DoubleArrow);
  m_functions.push_back(fn);
  Expr* body = parseExprPrec(kPrecArrowFn + 1);
  m_functions.pop_back();
  auto* ret = make<ast::Return>(StmtKind::Return, body->line);
  ret->value = body;
  fn->body = make<ast::Block>(StmtKind::Block, body->line);
  fn->body->stmts = m_arena.copyList<Stmt*>(reinterpret_cast<Stmt* const*>(&ret), 1);
  fn->endLine = cur().line;
  auto* c = make<ast::Closure>(ast::ExprKind::ArrowFunction, fn->line);
  c->fn = fn;
  (void)line;
  return c;
}

// --- Class-likes -------------------------------------------------------------------------

Stmt* Parser::parseAttributedStatement(ast::List<ast::Attribute*> attributes, int line) {
  switch (kind()) {
    case TokenKind::Function: {
      size_t n = isAmpersand(peekKind(1)) ? 2 : 1;
      TokenKind next = peekKind(n);
      if (next == TokenKind::String || next == TokenKind::Readonly) return parseFunctionDeclaration(attributes, line);
      break;
    }
    case TokenKind::Abstract:
    case TokenKind::Final:
    case TokenKind::Class:
      return parseClassDeclaration(attributes, line);
    case TokenKind::Readonly:
      if (peekKind(1) != TokenKind::LParen) return parseClassDeclaration(attributes, line);
      break;
    case TokenKind::Trait:
      return parseClassLike(ast::ClassKind::Trait, attributes, line);
    case TokenKind::Interface:
      return parseClassLike(ast::ClassKind::Interface, attributes, line);
    case TokenKind::Enum:
      return parseClassLike(ast::ClassKind::Enum, attributes, line);
    default:
      break;
  }
  // An attributed closure as an expression statement: #[A] function () {};
  const int stmtLine = cur().line;
  bool isStatic = false;
  if (kind() == TokenKind::Static) {
    isStatic = true;
    advance();
    if (kind() != TokenKind::Function && kind() != TokenKind::Fn) syntaxError({TokenKind::Function, TokenKind::Fn});
  }
  Expr* e;
  if (kind() == TokenKind::Function) e = parseClosure(attributes, isStatic, cur().line);
  else if (kind() == TokenKind::Fn) e = parseArrowFunction(attributes, isStatic, cur().line);
  else syntaxError();
  e = parseAssignTail(parsePostfix(e, false));
  e = parseBinaryRest(e, kPrecNone);
  expectSemicolon();
  auto* s = make<ast::ExprStmt>(StmtKind::ExprStmt, stmtLine);
  s->expr = e;
  return s;
}

ast::ClassDecl* Parser::parseClassDeclaration(ast::List<ast::Attribute*> attributes, int line) {
  uint32_t mods = 0;
  const std::initializer_list<TokenKind> kModExpected = {TokenKind::Abstract, TokenKind::Final, TokenKind::Readonly,
                                                        TokenKind::Class};
  while (kind() == TokenKind::Abstract || kind() == TokenKind::Final || kind() == TokenKind::Readonly) {
    uint32_t flag = modifierFlag(kind());
    advance();
    const int l = cur().line;
    if ((mods & flag) && flag == ast::kModAbstract) fail("Multiple abstract modifiers are not allowed", l, true);
    if ((mods & flag) && flag == ast::kModFinal) fail("Multiple final modifiers are not allowed", l, true);
    if ((mods & flag) && flag == ast::kModReadonly) fail("Multiple readonly modifiers are not allowed", l, true);
    mods |= flag;
    if ((mods & ast::kModAbstract) && (mods & ast::kModFinal))
      fail("Cannot use the final modifier on an abstract class", l, true);
    if (kind() != TokenKind::Class && kind() != TokenKind::Abstract && kind() != TokenKind::Final &&
        kind() != TokenKind::Readonly)
      syntaxError(kModExpected);
  }
  if (kind() != TokenKind::Class) syntaxError(kModExpected);
  ast::ClassDecl* c = parseClassLike(ast::ClassKind::Class, attributes, line);
  c->modifiers = mods;
  return c;
}

ast::ClassDecl* Parser::parseClassLike(ast::ClassKind classKind, ast::List<ast::Attribute*> attributes, int line) {
  auto* c = make<ast::ClassDecl>(StmtKind::Class, cur().line);
  c->classKind = classKind;
  c->attributes = attributes;
  advance();  // class / interface / trait / enum
  const Token& name = expect(TokenKind::String);
  c->name = text(name);
  if (classKind == ast::ClassKind::Enum && accept(TokenKind::Colon)) c->enumBackingType = parseType(true);
  if (classKind == ast::ClassKind::Class && accept(TokenKind::Extends)) c->parent = parseClassName();
  if (classKind == ast::ClassKind::Interface) {
    if (accept(TokenKind::Extends)) c->interfaces = list(parseClassNameList());
  } else if (classKind != ast::ClassKind::Trait && accept(TokenKind::Implements)) {
    c->interfaces = list(parseClassNameList());
  }
  c->docComment = takeDocComment();
  parseClassBody(c);
  (void)line;
  return c;
}

ast::ClassDecl* Parser::parseAnonymousClass(ast::List<ast::Attribute*> attributes, int line,
                                            std::vector<ast::Arg*>* args, bool* isCallableConvert) {
  auto* c = make<ast::ClassDecl>(StmtKind::Class, cur().line);
  c->classKind = ast::ClassKind::Class;
  c->isAnonymous = true;
  c->attributes = attributes;
  advance();  // class
  if (kind() == TokenKind::LParen) *args = parseArgumentList(isCallableConvert);
  if (*isCallableConvert) deferFatal("Cannot create Closure for new expression", c->line);
  if (accept(TokenKind::Extends)) c->parent = parseClassName();
  if (accept(TokenKind::Implements)) c->interfaces = list(parseClassNameList());
  c->docComment = takeDocComment();
  parseClassBody(c);
  (void)line;
  return c;
}

void Parser::parseClassBody(ast::ClassDecl* decl) {
  expect(TokenKind::LBrace);
  std::vector<Stmt*> members;
  while (kind() != TokenKind::RBrace) members.push_back(parseClassMember());
  decl->endLine = cur().line;
  advance();
  decl->members = list(members);
}

Stmt* Parser::parseTraitUse() {
  const int line = cur().line;
  advance();  // use
  auto* u = make<ast::TraitUse>(StmtKind::TraitUse, line);
  u->traits = list(parseClassNameList());
  if (accept(TokenKind::Semicolon)) return u;
  expect(TokenKind::LBrace, {TokenKind::Comma, TokenKind::Semicolon, TokenKind::LBrace});
  std::vector<ast::TraitAdaptation*> adaptations;
  while (kind() != TokenKind::RBrace) {
    auto* a = makePlain<ast::TraitAdaptation>();
    a->line = cur().line;
    // trait_method_reference: identifier | class_name :: identifier
    if ((atName() || kind() == TokenKind::Static) && peekKind(1) == TokenKind::PaamayimNekudotayim) {
      a->trait = parseClassName();
      advance();
      if (!atIdentifier()) syntaxError();
      noteIdentifier();
      a->method = text(cur());
      advance();
      if (accept(TokenKind::Insteadof)) {
        a->adaptKind = ast::TraitAdaptation::Precedence;
        a->insteadof = list(parseClassNameList());
        expect(TokenKind::Semicolon);
        adaptations.push_back(a);
        continue;
      }
    } else {
      if (!atIdentifier() && !atName()) syntaxError();
      // A T_STRING could still start `Name::method`; php's automaton takes
      // it as a class name first, so a bad token next expects "::".
      if (kind() != TokenKind::String && !isSemiReserved(kind())) {
        advance();
        syntaxError({TokenKind::PaamayimNekudotayim});
      }
      const bool couldBeClass = kind() == TokenKind::String;
      noteIdentifier();
      a->method = text(cur());
      advance();
      if (couldBeClass && kind() != TokenKind::As) syntaxError({TokenKind::PaamayimNekudotayim});
    }
    a->adaptKind = ast::TraitAdaptation::Alias;
    expect(TokenKind::As);
    if (uint32_t flag = modifierFlag(kind())) {
      a->modifiers = flag;
      advance();
      if (atIdentifier()) {
        noteIdentifier();
        a->alias = text(cur());
        advance();
      }
    } else if (kind() == TokenKind::String || isReservedNonModifier(kind())) {
      noteIdentifier();
      a->alias = text(cur());
      advance();
    } else {
      syntaxError();
    }
    expect(TokenKind::Semicolon);
    adaptations.push_back(a);
  }
  advance();
  u->adaptations = list(adaptations);
  return u;
}

Stmt* Parser::parseClassMember() {
  DepthGuard guard(*this);
  const int line = cur().line;
  if (kind() == TokenKind::Use) return parseTraitUse();
  ast::List<ast::Attribute*> attrs;
  if (kind() == TokenKind::Attribute) attrs = parseAttributes();
  if (kind() == TokenKind::Case) {
    auto* e = make<ast::EnumCase>(StmtKind::EnumCase, cur().line);
    advance();
    e->attributes = attrs;
    e->docComment = takeDocComment();
    if (!atIdentifier()) syntaxError();
    noteIdentifier();
    e->name = text(cur());
    advance();
    if (accept(TokenKind::Equal)) e->value = parseExpr();
    expect(TokenKind::Semicolon);
    return e;
  }
  uint32_t mods = 0;
  bool isVar = false;
  if (kind() == TokenKind::Var) {
    advance();
    isVar = true;
    mods = ast::kModPublic;
  } else {
    while (uint32_t flag = modifierFlag(kind())) {
      advance();
      mods = addMemberModifier(mods, flag);
    }
  }
  const bool anyMods = isVar || mods != 0;
  if (!isVar && kind() == TokenKind::Const) {
    auto* g = make<ast::ClassConstGroup>(StmtKind::ClassConstGroup, cur().line);
    advance();
    g->modifiers = mods;
    g->attributes = attrs;
    std::vector<ast::ConstItem*> items;
    while (true) {
      if (!atIdentifier()) syntaxError();
      noteIdentifier();
      auto* item = makePlain<ast::ConstItem>();
      item->name = text(cur());
      item->line = cur().line;
      advance();
      expect(TokenKind::Equal);
      item->value = parseExpr();
      item->docComment = takeDocComment();
      items.push_back(item);
      if (accept(TokenKind::Comma)) continue;
      if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
      advance();
      break;
    }
    g->items = list(items);
    return g;
  }
  if (!isVar && kind() == TokenKind::Function) {
    auto* fn = make<ast::FunctionDecl>(StmtKind::Method, cur().line);
    fn->fnKind = ast::FunctionKind::Method;
    fn->modifiers = mods;
    fn->attributes = attrs;
    advance();
    if (isAmpersand(kind())) {
      advance();
      fn->byRefReturn = true;
    }
    if (!atIdentifier()) syntaxError();
    noteIdentifier();
    fn->name = text(cur());
    advance();
    fn->docComment = takeDocComment();
    if (kind() != TokenKind::LParen) syntaxError({TokenKind::LParen});
    parseFunctionRest(fn, false);
    if (kind() == TokenKind::Semicolon) {
      fn->endLine = cur().line;
      advance();
    } else {
      if (kind() != TokenKind::LBrace) syntaxError({TokenKind::Semicolon, TokenKind::LBrace});
      m_functions.push_back(fn);
      const int bodyLine = cur().line;
      advance();
      fn->body = parseInnerStatementList({TokenKind::RBrace}, bodyLine);
      fn->endLine = cur().line;
      expect(TokenKind::RBrace);
      m_functions.pop_back();
    }
    return fn;
  }
  if (!anyMods) syntaxError({TokenKind::Function, TokenKind::Const});
  // Property group.
  auto* g = make<ast::PropertyGroup>(StmtKind::PropertyGroup, line);
  g->modifiers = mods;
  g->attributes = attrs;
  g->type = parseOptionalType(false);
  std::vector<ast::PropertyItem*> props;
  while (true) {
    const Token& v = expect(TokenKind::Variable);
    auto* p = makePlain<ast::PropertyItem>();
    p->name = text(v).substr(1);
    p->line = v.line;
    if (accept(TokenKind::Equal)) {
      p->defaultValue = parseExpr();
    }
    p->docComment = takeDocComment();
    props.push_back(p);
    if (accept(TokenKind::Comma)) continue;
    if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
    advance();
    break;
  }
  g->props = list(props);
  return g;
}

} // namespace hop::parser::detail
