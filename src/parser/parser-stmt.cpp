// parser-stmt.cpp — statements: control flow, blocks, echo/global/static/
// unset, try, declare, namespace and use declarations, __halt_compiler.
#include "parser/parser-internal.h"

namespace hop::parser::detail {

using ast::Expr;
using ast::Stmt;
using ast::StmtKind;

namespace {

bool isAmpersand(TokenKind k) {
  return k == TokenKind::AmpersandFollowedByVarOrVararg || k == TokenKind::AmpersandNotFollowedByVarOrVararg;
}

} // namespace

/// Tokens that can start an inner statement (statement, declarations).
bool Parser::startsStatement(TokenKind k) {
  if (startsExpr(k)) return true;
  switch (k) {
    case TokenKind::LBrace: case TokenKind::If: case TokenKind::While: case TokenKind::Do: case TokenKind::For:
    case TokenKind::Foreach: case TokenKind::Switch: case TokenKind::Break: case TokenKind::Continue:
    case TokenKind::Return: case TokenKind::Global: case TokenKind::Echo: case TokenKind::InlineHtml:
    case TokenKind::Unset: case TokenKind::Declare: case TokenKind::Semicolon: case TokenKind::Try:
    case TokenKind::Goto: case TokenKind::Abstract: case TokenKind::Final: case TokenKind::Class:
    case TokenKind::Trait: case TokenKind::Interface: case TokenKind::Enum: case TokenKind::HaltCompiler:
      return true;
    default:
      return false;
  }
}

bool Parser::startsTopStatement(TokenKind k) {
  return startsStatement(k) || k == TokenKind::Namespace || k == TokenKind::Use || k == TokenKind::Const ||
         k == TokenKind::Error;
}

// --- Statement lists ---------------------------------------------------------------------

Stmt* Parser::parseTopStatement() {
  switch (kind()) {
    case TokenKind::Namespace:
      return parseNamespace();
    case TokenKind::Use:
      return parseUse();
    case TokenKind::Const:
      return parseConstStatement();
    case TokenKind::HaltCompiler:
      return parseHaltCompiler(true);
    default:
      return parseInnerStatement();
  }
}

Stmt* Parser::parseInnerStatement() {
  DepthGuard guard(*this);
  const Token& t = cur();
  switch (t.kind) {
    case TokenKind::HaltCompiler:
      return parseHaltCompiler(false);
    case TokenKind::Attribute: {
      ast::List<ast::Attribute*> attrs = parseAttributes();
      return parseAttributedStatement(attrs, cur().line);
    }
    case TokenKind::Function: {
      size_t n = isAmpersand(peekKind(1)) ? 2 : 1;
      TokenKind next = peekKind(n);
      if (next == TokenKind::String || next == TokenKind::Readonly) return parseFunctionDeclaration({}, t.line);
      return parseStatement();
    }
    case TokenKind::Readonly:
      if (peekKind(1) == TokenKind::LParen) return parseStatement();
      return parseClassDeclaration({}, t.line);
    case TokenKind::Abstract:
    case TokenKind::Final:
    case TokenKind::Class:
      return parseClassDeclaration({}, t.line);
    case TokenKind::Trait:
      return parseClassLike(ast::ClassKind::Trait, {}, t.line);
    case TokenKind::Interface:
      return parseClassLike(ast::ClassKind::Interface, {}, t.line);
    case TokenKind::Enum:
      return parseClassLike(ast::ClassKind::Enum, {}, t.line);
    default:
      return parseStatement();
  }
}

ast::Block* Parser::parseInnerStatementList(std::initializer_list<TokenKind> terminators, int line) {
  std::vector<Stmt*> stmts;
  while (true) {
    TokenKind k = kind();
    if (std::find(terminators.begin(), terminators.end(), k) != terminators.end()) break;
    if (!startsStatement(k) && k != TokenKind::Error) {
      // php's automaton reduces the list first when it can, and then knows
      // exactly what may follow; report that when it is a short list.
      if (terminators.size() > 1) syntaxError(terminators);
      syntaxError();
    }
    if (Stmt* s = parseInnerStatement()) stmts.push_back(s);
  }
  auto* b = make<ast::Block>(StmtKind::Block, line);
  b->stmts = list(stmts);
  return b;
}

ast::Block* Parser::parseBracedBlock() {
  const int line = cur().line;
  expect(TokenKind::LBrace);
  ast::Block* b = parseInnerStatementList({TokenKind::RBrace}, line);
  expect(TokenKind::RBrace);
  return b;
}

void Parser::expectSemicolon() {
  if (kind() != TokenKind::Semicolon) syntaxError();
  advance();
}

Stmt* Parser::parseBody(TokenKind altEnd) {
  const int line = cur().line;
  if (altEnd != TokenKind::End && kind() == TokenKind::Colon) {
    advance();
    ast::Block* b = parseInnerStatementList({altEnd}, line);
    expectNoHint(altEnd);
    expect(TokenKind::Semicolon);
    return b;
  }
  Stmt* s = parseStatement();
  if (!s) {
    auto* b = make<ast::Block>(StmtKind::Block, line);
    return b;
  }
  return s;
}

// --- Statements --------------------------------------------------------------------------

Stmt* Parser::parseStatement() {
  DepthGuard guard(*this);
  const Token& t = cur();
  const int line = t.line;
  switch (t.kind) {
    case TokenKind::LBrace:
      return parseBracedBlock();
    case TokenKind::If:
      return parseIf();
    case TokenKind::While:
      return parseWhile();
    case TokenKind::Do:
      return parseDoWhile();
    case TokenKind::For:
      return parseFor();
    case TokenKind::Foreach:
      return parseForeach();
    case TokenKind::Switch:
      return parseSwitch();
    case TokenKind::Break:
    case TokenKind::Continue:
    case TokenKind::Return: {
      advance();
      Expr* e = nullptr;
      if (startsExpr(kind())) {
        e = parseExpr();
        expect(TokenKind::Semicolon);
      } else {
        expect(TokenKind::Semicolon);
      }
      if (t.kind == TokenKind::Return) {
        auto* r = make<ast::Return>(StmtKind::Return, line);
        r->value = e;
        return r;
      }
      auto* b = make<ast::BreakContinue>(t.kind == TokenKind::Break ? StmtKind::Break : StmtKind::Continue, line);
      b->depth = e;
      return b;
    }
    case TokenKind::Global: {
      advance();
      std::vector<Expr*> vars;
      while (true) {
        if (kind() != TokenKind::Variable && kind() != TokenKind::Dollar)
          syntaxError({TokenKind::Variable, TokenKind::Dollar});
        vars.push_back(parseSimpleVariable());
        if (accept(TokenKind::Comma)) continue;
        if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
        advance();
        break;
      }
      auto* g = make<ast::Global>(StmtKind::Global, line);
      g->vars = list(vars);
      return g;
    }
    case TokenKind::Static:
      if (peekKind(1) == TokenKind::Variable) {
        advance();
        std::vector<ast::StaticVarItem*> vars;
        while (true) {
          const Token& v = expect(TokenKind::Variable);
          auto* item = makePlain<ast::StaticVarItem>();
          item->name = text(v).substr(1);
          item->line = v.line;
          if (accept(TokenKind::Equal)) item->init = parseExpr();
          vars.push_back(item);
          if (accept(TokenKind::Comma)) continue;
          if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
          advance();
          break;
        }
        auto* s = make<ast::StaticVar>(StmtKind::StaticVar, line);
        s->vars = list(vars);
        return s;
      }
      return parseExprStatement();
    case TokenKind::Echo: {
      advance();
      std::vector<Expr*> exprs;
      while (true) {
        exprs.push_back(parseExpr());
        if (accept(TokenKind::Comma)) continue;
        if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
        advance();
        break;
      }
      auto* e = make<ast::Echo>(StmtKind::Echo, line);
      e->exprs = list(exprs);
      return e;
    }
    case TokenKind::InlineHtml: {
      advance();
      auto* h = make<ast::InlineHtml>(StmtKind::InlineHtml, line);
      h->text = text(t);
      return h;
    }
    case TokenKind::Unset: {
      advance();
      expect(TokenKind::LParen);
      std::vector<Expr*> vars;
      while (true) {
        vars.push_back(parseVariableOnly());
        if (kind() != TokenKind::Comma && kind() != TokenKind::RParen) variableEndError();
        if (!accept(TokenKind::Comma)) break;
        if (kind() == TokenKind::RParen) break;
        if (!startsExpr(kind())) syntaxError({TokenKind::RParen});
      }
      expect(TokenKind::RParen);
      expect(TokenKind::Semicolon);
      auto* u = make<ast::Unset>(StmtKind::Unset, line);
      u->vars = list(vars);
      return u;
    }
    case TokenKind::Declare:
      return parseDeclare();
    case TokenKind::Semicolon:
      advance();
      return nullptr;
    case TokenKind::Try:
      return parseTry();
    case TokenKind::Goto: {
      advance();
      const Token& label = expect(TokenKind::String);
      expect(TokenKind::Semicolon);
      auto* g = make<ast::Goto>(StmtKind::Goto, line);
      g->label = text(label);
      return g;
    }
    case TokenKind::String:
      if (peekKind(1) == TokenKind::Colon) {
        advance();
        advance();
        auto* l = make<ast::Label>(StmtKind::Label, line);
        l->name = text(t);
        return l;
      }
      return parseExprStatement();
    default:
      return parseExprStatement();
  }
}

Stmt* Parser::parseExprStatement() {
  const int line = cur().line;
  Expr* e = parseExpr();
  expectSemicolon();
  auto* s = make<ast::ExprStmt>(StmtKind::ExprStmt, line);
  s->expr = e;
  return s;
}

Stmt* Parser::parseIf() {
  const int line = cur().line;
  advance();
  std::vector<ast::IfBranch*> branches;
  auto* first = makePlain<ast::IfBranch>();
  first->line = line;
  expect(TokenKind::LParen);
  first->cond = parseExpr();
  expectNoHint(TokenKind::RParen);
  branches.push_back(first);
  auto* s = make<ast::If>(StmtKind::If, line);
  if (accept(TokenKind::Colon)) {
    // Alternative syntax: if (): ... elseif (): ... else: ... endif;
    first->body = parseInnerStatementList({TokenKind::Elseif, TokenKind::Else, TokenKind::Endif}, line);
    while (kind() == TokenKind::Elseif) {
      auto* b = makePlain<ast::IfBranch>();
      b->line = cur().line;
      advance();
      expect(TokenKind::LParen);
      b->cond = parseExpr();
      expectNoHint(TokenKind::RParen);
      expect(TokenKind::Colon);
      b->body = parseInnerStatementList({TokenKind::Elseif, TokenKind::Else, TokenKind::Endif}, b->line);
      branches.push_back(b);
    }
    if (kind() == TokenKind::Else) {
      const int elseLine = cur().line;
      advance();
      expect(TokenKind::Colon);
      s->elseBody = parseInnerStatementList({TokenKind::Endif}, elseLine);
    }
    expect(TokenKind::Endif);
    expect(TokenKind::Semicolon);
    s->branches = list(branches);
    return s;
  }
  first->body = parseBody(TokenKind::End);
  while (kind() == TokenKind::Elseif) {
    auto* b = makePlain<ast::IfBranch>();
    b->line = cur().line;
    advance();
    expect(TokenKind::LParen);
    b->cond = parseExpr();
    expectNoHint(TokenKind::RParen);
    b->body = parseBody(TokenKind::End);
    branches.push_back(b);
  }
  if (accept(TokenKind::Else)) s->elseBody = parseBody(TokenKind::End);
  s->branches = list(branches);
  return s;
}

Stmt* Parser::parseWhile() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  auto* w = make<ast::While>(StmtKind::While, line);
  w->cond = parseExpr();
  expectNoHint(TokenKind::RParen);
  w->body = parseBody(TokenKind::Endwhile);
  return w;
}

Stmt* Parser::parseDoWhile() {
  const int line = cur().line;
  advance();
  auto* d = make<ast::DoWhile>(StmtKind::DoWhile, line);
  d->body = parseBody(TokenKind::End);
  expect(TokenKind::While);
  expect(TokenKind::LParen);
  d->cond = parseExpr();
  expectNoHint(TokenKind::RParen);
  expect(TokenKind::Semicolon);
  return d;
}

std::vector<Expr*> Parser::parseExprList(TokenKind terminator) {
  std::vector<Expr*> exprs;
  if (kind() == terminator) return exprs;
  if (!startsExpr(kind())) syntaxError({terminator});
  while (true) {
    exprs.push_back(parseExpr());
    if (!accept(TokenKind::Comma)) break;
  }
  return exprs;
}

Stmt* Parser::parseFor() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  auto* f = make<ast::For>(StmtKind::For, line);
  f->init = list(parseExprList(TokenKind::Semicolon));
  expect(TokenKind::Semicolon);
  f->cond = list(parseExprList(TokenKind::Semicolon));
  expect(TokenKind::Semicolon);
  f->step = list(parseExprList(TokenKind::RParen));
  expect(TokenKind::RParen);
  f->body = parseBody(TokenKind::Endfor);
  return f;
}

Stmt* Parser::parseForeach() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  auto* f = make<ast::Foreach>(StmtKind::Foreach, line);
  f->subject = parseExpr();
  expectNoHint(TokenKind::As);
  // foreach_variable: variable | &variable | list(...) | [...]
  auto parseTarget = [&](bool* byRef) -> Expr* {
    if (isAmpersand(kind())) {
      advance();
      *byRef = true;
      Expr* v = parseVariableOnly();
      if (kind() != TokenKind::RParen && kind() != TokenKind::DoubleArrow) variableEndError();
      return v;
    }
    if (kind() == TokenKind::List) return parseArrayLiteral(ast::ArraySyntax::List);
    if (kind() == TokenKind::LBracket) {
      Expr* arr = parseArrayLiteral(ast::ArraySyntax::Short);
      TokenKind k = kind();
      if (k == TokenKind::RParen || k == TokenKind::DoubleArrow) return arr;
      Expr* e = parsePostfix(arr, true);
      if (!isVariable(e)) syntaxError();
      if (kind() != TokenKind::RParen && kind() != TokenKind::DoubleArrow) variableEndError();
      return e;
    }
    Expr* v = parseVariableOnly();
    if (kind() != TokenKind::RParen && kind() != TokenKind::DoubleArrow) variableEndError();
    return v;
  };
  bool firstRef = false;
  Expr* first = parseTarget(&firstRef);
  if (accept(TokenKind::DoubleArrow)) {
    f->key = first;
    if (firstRef) deferFatal("Key element cannot be a reference", first->line);
    else if (first->kind == ast::ExprKind::Array) deferFatal("Cannot use list as key element", first->line);
    f->value = parseTarget(&f->byRef);
  } else {
    f->value = first;
    f->byRef = firstRef;
  }
  expect(TokenKind::RParen);
  f->body = parseBody(TokenKind::Endforeach);
  return f;
}

Stmt* Parser::parseSwitch() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  auto* s = make<ast::Switch>(StmtKind::Switch, line);
  s->subject = parseExpr();
  expectNoHint(TokenKind::RParen);
  TokenKind end;
  if (accept(TokenKind::Colon)) {
    end = TokenKind::Endswitch;
  } else {
    expect(TokenKind::LBrace, {TokenKind::Colon, TokenKind::LBrace});
    end = TokenKind::RBrace;
  }
  accept(TokenKind::Semicolon);
  std::vector<ast::SwitchCase*> cases;
  while (kind() == TokenKind::Case || kind() == TokenKind::Default) {
    auto* c = makePlain<ast::SwitchCase>();
    c->line = cur().line;
    if (accept(TokenKind::Case)) {
      c->cond = parseExpr();
    } else {
      advance();
    }
    if (kind() != TokenKind::Colon && kind() != TokenKind::Semicolon) {
      if (c->cond) syntaxError();
      syntaxError({TokenKind::Colon, TokenKind::Semicolon});
    }
    advance();
    ast::Block* body = parseInnerStatementList({TokenKind::Case, TokenKind::Default, end}, c->line);
    c->body = body->stmts;
    cases.push_back(c);
  }
  if (kind() != end) syntaxError({TokenKind::Case, TokenKind::Default, end});
  advance();
  if (end == TokenKind::Endswitch) expect(TokenKind::Semicolon);
  s->cases = list(cases);
  return s;
}

Stmt* Parser::parseTry() {
  const int line = cur().line;
  advance();
  auto* t = make<ast::Try>(StmtKind::Try, line);
  t->body = parseBracedBlock();
  std::vector<ast::Catch*> catches;
  while (kind() == TokenKind::Catch) {
    auto* c = makePlain<ast::Catch>();
    c->line = cur().line;
    advance();
    expect(TokenKind::LParen);
    std::vector<ast::Name*> types;
    while (true) {
      types.push_back(parseClassName());
      if (!accept(TokenKind::Pipe)) break;
    }
    c->types = list(types);
    if (kind() == TokenKind::Variable) {
      c->var = text(cur()).substr(1);
      advance();
    }
    expect(TokenKind::RParen);
    c->body = parseBracedBlock();
    catches.push_back(c);
  }
  t->catches = list(catches);
  if (accept(TokenKind::Finally)) t->finallyBody = parseBracedBlock();
  if (catches.empty() && !t->finallyBody) deferFatal("Cannot use try without catch or finally", line);
  return t;
}

Stmt* Parser::parseDeclare() {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  std::vector<ast::DeclareItem*> items;
  while (true) {
    const Token& name = expect(TokenKind::String);
    auto* item = makePlain<ast::DeclareItem>();
    item->name = text(name);
    item->line = name.line;
    expect(TokenKind::Equal);
    item->value = parseExpr();
    takeDocComment();
    items.push_back(item);
    if (accept(TokenKind::Comma)) continue;
    if (kind() != TokenKind::RParen) syntaxError({TokenKind::Comma, TokenKind::RParen});
    advance();
    break;
  }
  auto* d = make<ast::Declare>(StmtKind::Declare, line);
  d->items = list(items);
  if (kind() == TokenKind::Semicolon) {
    advance();
  } else {
    d->body = parseBody(TokenKind::Enddeclare);
  }
  return d;
}

// --- Namespaces, use, const, __halt_compiler ---------------------------------------------

Stmt* Parser::parseNamespace() {
  const int line = cur().line;
  advance();
  auto* n = make<ast::Namespace>(StmtKind::Namespace, line);
  if (kind() == TokenKind::NameQualified || atIdentifier()) {
    if (kind() != TokenKind::NameQualified) noteIdentifier();
    ast::Name* name = makeName(cur());
    name->kind = kind() == TokenKind::NameQualified ? ast::NameKind::Qualified : ast::NameKind::Unqualified;
    n->name = name;
    advance();
    if (accept(TokenKind::Semicolon)) {
      m_doc = {};
      return n;
    }
  }
  m_doc = {};
  const int bodyLine = cur().line;
  expect(TokenKind::LBrace);
  std::vector<Stmt*> stmts;
  while (kind() != TokenKind::RBrace) {
    if (!startsTopStatement(kind())) syntaxError();
    if (Stmt* s = parseTopStatement()) stmts.push_back(s);
  }
  advance();
  n->body = make<ast::Block>(StmtKind::Block, bodyLine);
  n->body->stmts = list(stmts);
  return n;
}

Stmt* Parser::parseUse() {
  const int line = cur().line;
  advance();
  auto* u = make<ast::Use>(StmtKind::Use, line);
  if (kind() == TokenKind::Function) {
    u->kind = ast::UseKind::Function;
    advance();
  } else if (kind() == TokenKind::Const) {
    u->kind = ast::UseKind::Const;
    advance();
  }
  auto isNamespaceName = [&] { return kind() == TokenKind::String || kind() == TokenKind::NameQualified; };
  auto parseAlias = [&](ast::UseItem* item) {
    if (accept(TokenKind::As)) item->alias = text(expect(TokenKind::String));
  };
  if (!isNamespaceName() && kind() != TokenKind::NameFullyQualified) syntaxError();
  std::vector<ast::UseItem*> items;
  if (peekKind(1) == TokenKind::NsSeparator) {
    // Group use: prefix\{ ... }
    u->prefix = makeName(cur());
    advance();
    advance();
    expect(TokenKind::LBrace);
    while (true) {
      auto* item = makePlain<ast::UseItem>();
      item->kind = u->kind;
      if (u->kind == ast::UseKind::Class) {
        if (accept(TokenKind::Function)) item->kind = ast::UseKind::Function;
        else if (accept(TokenKind::Const)) item->kind = ast::UseKind::Const;
      }
      if (!isNamespaceName()) {
        if (item->kind != u->kind || u->kind != ast::UseKind::Class)
          syntaxError({TokenKind::String, TokenKind::NameQualified});
        syntaxError({TokenKind::String, TokenKind::NameQualified, TokenKind::Function, TokenKind::Const});
      }
      item->name = makeName(cur());
      item->line = cur().line;
      advance();
      parseAlias(item);
      items.push_back(item);
      if (!accept(TokenKind::Comma)) break;
      if (kind() == TokenKind::RBrace) break;
      if (!isNamespaceName() && kind() != TokenKind::Function && kind() != TokenKind::Const)
        syntaxError({TokenKind::RBrace});
    }
    expect(TokenKind::RBrace);
  } else {
    while (true) {
      if (!isNamespaceName() && kind() != TokenKind::NameFullyQualified) syntaxError();
      auto* item = makePlain<ast::UseItem>();
      item->kind = u->kind;
      item->name = makeName(cur());
      item->line = cur().line;
      advance();
      parseAlias(item);
      items.push_back(item);
      if (accept(TokenKind::Comma)) continue;
      break;
    }
  }
  if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
  advance();
  u->items = list(items);
  return u;
}

Stmt* Parser::parseConstStatement() {
  const int line = cur().line;
  advance();
  std::vector<ast::ConstItem*> items;
  while (true) {
    const Token& name = expect(TokenKind::String);
    auto* item = makePlain<ast::ConstItem>();
    item->name = text(name);
    item->line = name.line;
    expect(TokenKind::Equal);
    item->value = parseExpr();
    item->docComment = takeDocComment();
    items.push_back(item);
    if (accept(TokenKind::Comma)) continue;
    if (kind() != TokenKind::Semicolon) syntaxError({TokenKind::Comma, TokenKind::Semicolon});
    advance();
    break;
  }
  auto* c = make<ast::ConstDecl>(StmtKind::Const, line);
  c->items = list(items);
  return c;
}

Stmt* Parser::parseHaltCompiler(bool topLevel) {
  const int line = cur().line;
  advance();
  expect(TokenKind::LParen);
  expect(TokenKind::RParen);
  const Token& semi = expect(TokenKind::Semicolon);
  if (!topLevel) fail("__HALT_COMPILER() can only be used from the outermost scope", semi.line, true);
  auto* h = make<ast::HaltCompiler>(StmtKind::HaltCompiler, line);
  h->offset = semi.offset + semi.length;
  m_file.haltCompilerOffset = static_cast<int64_t>(h->offset);
  return h;
}

} // namespace hop::parser::detail
