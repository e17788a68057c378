// parser-internal.h — the recursive-descent parser shared by parser.cpp
// (driver, tokens, errors), parser-expr.cpp (expressions, variables,
// strings), parser-stmt.cpp (statements) and parser-decl.cpp (functions,
// classes, types, attributes). Not part of the interface: include parser.h.
//
// The parser follows the structure of PHP's bison grammar closely, so that
// it accepts the same language and fails at the same token. On the first
// error it throws ParseFailure (caught in parseFile), after recording the
// error; the token stream is fully lexed beforehand, so lookahead is free.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "parser/ast.h"
#include "parser/lexer.h"
#include "parser/parser.h"

namespace hop::parser::detail {

/// Thrown (after the error is recorded) to unwind the parser.
struct ParseFailure {};

/// Binding powers of PHP's binary operators, lowest first (bison %left /
/// %right / %nonassoc / %precedence lines, in order).
enum Prec : int {
  kPrecNone = 0,
  kPrecThrow,       // throw (prefix)
  kPrecArrowFn,     // fn () => body
  kPrecInclude,     // include, require, ... (prefix)
  kPrecLogicalOr,   // or
  kPrecLogicalXor,  // xor
  kPrecLogicalAnd,  // and
  kPrecPrint,       // print (prefix)
  kPrecYield,       // yield (prefix)
  kPrecDoubleArrow, // =>
  kPrecYieldFrom,   // yield from (prefix)
  kPrecAssign,      // = += ... (right)
  kPrecTernary,     // ? : (left, but nesting without parentheses is an error)
  kPrecCoalesce,    // ?? (right)
  kPrecBoolOr,      // ||
  kPrecBoolAnd,     // &&
  kPrecBitOr,       // |
  kPrecBitXor,      // ^
  kPrecBitAnd,      // &
  kPrecEquality,    // == != === !== <=> (nonassoc)
  kPrecCompare,     // < <= > >= (nonassoc)
  kPrecConcat,      // .
  kPrecShift,       // << >>
  kPrecAdd,         // + -
  kPrecMul,         // * / %
  kPrecBang,        // ! (prefix)
  kPrecInstanceof,  // instanceof
  kPrecUnary,       // ~ casts @ unary +/- (prefix)
  kPrecPow,         // ** (right)
  kPrecClone,       // clone (prefix)
};

/// How php names a token in "unexpected ..." (after zend_yytnamerr).
std::string tokenDescription(const Token& t, std::string_view text);

class Parser {
 public:
  Parser(ParsedFile& file, TokenStream& tokens);

  /// Parses the whole file; throws ParseFailure on error.
  ast::Block* parseFile();

  ParseError error;  // set when ParseFailure is thrown
  std::optional<ParseError> deferredFatal;

  // --- Tokens (parser.cpp) ---------------------------------------------------------------
  const Token& cur() const { return m_toks[m_pos]; }
  TokenKind kind() const { return m_toks[m_pos].kind; }
  TokenKind peekKind(size_t n = 1) const {
    size_t i = m_pos + n;
    return i < m_toks.size() ? m_toks[i].kind : TokenKind::End;
  }
  const Token& peek(size_t n) const { return m_toks[std::min(m_pos + n, m_toks.size() - 1)]; }
  /// Moves to the next token (stays on the last, End) and picks up its doc comment.
  void advance() {
    if (m_pos + 1 < m_toks.size()) ++m_pos;
    const Token& t = m_toks[m_pos];
    if (t.kind == TokenKind::RBrace) m_doc = {};
    else if (__builtin_expect(t.doc != 0, 0)) takeDoc(t.doc);
  }
  void takeDoc(uint32_t doc);
  bool accept(TokenKind k) {
    if (kind() != k) return false;
    advance();
    return true;
  }
  /// Consumes a token of kind k or fails with "syntax error, unexpected X,
  /// expecting <expected>" (expected defaults to {k}; pass an empty list to
  /// say nothing about what was expected).
  const Token& expect(TokenKind k);
  const Token& expect(TokenKind k, std::initializer_list<TokenKind> expected);
  /// expect() without an "expecting" part: where php's automaton still has
  /// many possible continuations (e.g. operators) at that point.
  const Token& expectNoHint(TokenKind k) { return expect(k, {}); }
  std::string_view text(const Token& t) const { return {m_src + t.offset, t.length}; }
  int line() const { return cur().line; }

  // --- Errors (parser.cpp) ---------------------------------------------------------------
  [[noreturn]] void syntaxError(std::initializer_list<TokenKind> expected = {});
  /// "syntax error, unexpected X, expecting <text>" with a free-form expected
  /// list (for the few cases whose expected tokens have no single kind).
  [[noreturn]] void syntaxErrorExpecting(std::string_view expectedText);
  [[noreturn]] void fail(std::string message, int line, bool fatal = false);
  /// A compile-time fatal error reported after the parse (first one wins).
  void deferFatal(std::string message, int line);

  // --- Depth guard -----------------------------------------------------------------------
  /// php's parser stack holds kMaxNestingDepth entries; ours is the native
  /// stack, so the guard also stops before the parse has used
  /// kMaxParserStackBytes of it (frames are larger in sanitizer builds).
  struct DepthGuard {
    explicit DepthGuard(Parser& p) : parser(p) {
      const char probe = 0;
      if (++parser.m_depth > kMaxNestingDepth ||
          static_cast<size_t>(parser.m_stackTop - &probe) > kMaxParserStackBytes)
        parser.fail("memory exhausted", parser.cur().line);
    }
    ~DepthGuard() { --parser.m_depth; }
    Parser& parser;
  };

  // --- Allocation helpers ----------------------------------------------------------------
  template <class T, class K>
  T* make(K kind, int line) {
    return m_arena.make<T>(kind, line);
  }
  template <class T>
  T* makePlain() {
    return m_arena.make<T>();
  }
  template <class T>
  ast::List<T> list(const std::vector<T>& v) {
    return m_arena.copyList(v.data(), v.size());
  }
  std::string_view copy(std::string_view s) { return m_arena.copyString(s); }
  ast::Name* makeName(const Token& t);
  /// Identifier text of a T_STRING or semi-reserved keyword token.
  std::string_view identText(const Token& t) const { return text(t); }
  /// The doc comment seen most recently and not yet claimed (PHP's
  /// CG(doc_comment)); claiming it clears it.
  std::string_view takeDocComment() {
    std::string_view d = m_doc;
    m_doc = {};
    return d;
  }

  // --- Token classes (parser.cpp) --------------------------------------------------------
  static bool isSemiReserved(TokenKind k);
  static bool isReservedNonModifier(TokenKind k);
  /// T_STRING or a semi-reserved keyword (PHP's `identifier`).
  bool atIdentifier() const { return kind() == TokenKind::String || isSemiReserved(kind()); }
  /// The current token is taken as an identifier (php's zend_lex_tstring):
  /// for token_get_all(TOKEN_PARSE), a keyword used so reads as T_STRING.
  void noteIdentifier() {
    if (m_identOffsets && kind() != TokenKind::String) m_identOffsets->push_back(cur().offset);
  }
  /// Where noteIdentifier() records (null: nobody asked).
  std::vector<uint32_t>* m_identOffsets = nullptr;
  /// Can this token start an expression?
  static bool startsExpr(TokenKind k);
  /// Can this token start an inner statement / a top-level statement?
  static bool startsStatement(TokenKind k);
  static bool startsTopStatement(TokenKind k);
  /// After a complete `variable` where only a few tokens may follow, php's
  /// automaton reduces it towards a dereferenceable and then expects one of
  /// -> ?-> { [ : report that.
  [[noreturn]] void variableEndError() {
    syntaxError({TokenKind::ObjectOperator, TokenKind::NullsafeObjectOperator, TokenKind::LBrace,
                 TokenKind::LBracket});
  }
  bool atName() const {
    TokenKind k = kind();
    return k == TokenKind::String || k == TokenKind::NameQualified || k == TokenKind::NameFullyQualified ||
           k == TokenKind::NameRelative;
  }

  // --- Statements (parser-stmt.cpp) ------------------------------------------------------
  ast::Stmt* parseTopStatement();
  ast::Stmt* parseInnerStatement();
  ast::Stmt* parseStatement();
  /// inner_statement_list up to (not including) one of the terminators.
  ast::Block* parseInnerStatementList(std::initializer_list<TokenKind> terminators, int line);
  ast::Block* parseBracedBlock();  // '{' inner_statement_list '}'
  ast::Stmt* parseIf();
  ast::Stmt* parseWhile();
  ast::Stmt* parseDoWhile();
  ast::Stmt* parseFor();
  ast::Stmt* parseForeach();
  ast::Stmt* parseSwitch();
  ast::Stmt* parseTry();
  ast::Stmt* parseDeclare();
  ast::Stmt* parseNamespace();
  ast::Stmt* parseUse();
  ast::Stmt* parseConstStatement();
  ast::Stmt* parseHaltCompiler(bool topLevel);
  ast::Stmt* parseExprStatement();
  /// A loop/if body: `statement`, or `: inner_statement_list <end> ;` when
  /// altEnd is not End.
  ast::Stmt* parseBody(TokenKind altEnd);
  void expectSemicolon();
  std::vector<ast::Expr*> parseExprList(TokenKind terminator);

  // --- Declarations (parser-decl.cpp) ----------------------------------------------------
  /// After attributes: function/class/trait/interface/enum declaration.
  ast::Stmt* parseAttributedStatement(ast::List<ast::Attribute*> attributes, int line);
  ast::FunctionDecl* parseFunctionDeclaration(ast::List<ast::Attribute*> attributes, int line);
  ast::ClassDecl* parseClassDeclaration(ast::List<ast::Attribute*> attributes, int line);
  ast::ClassDecl* parseClassLike(ast::ClassKind kind, ast::List<ast::Attribute*> attributes, int line);
  ast::ClassDecl* parseAnonymousClass(ast::List<ast::Attribute*> attributes, int line, std::vector<ast::Arg*>* args,
                                      bool* isCallableConvert);
  void parseClassBody(ast::ClassDecl* decl);
  ast::Stmt* parseClassMember();
  ast::Stmt* parseTraitUse();
  uint32_t parseMemberModifiers(bool* sawAny);
  uint32_t addMemberModifier(uint32_t flags, uint32_t add);
  ast::List<ast::Param*> parseParameterList();
  ast::Param* parseParameter();
  ast::Type* parseOptionalType(bool allowStatic);
  ast::Type* parseType(bool allowStatic);
  ast::Type* parseSimpleType(bool allowStatic);
  ast::Type* parseReturnType();
  ast::List<ast::Attribute*> parseAttributes();
  ast::Name* parseClassName();  // class_name: T_STATIC | name
  std::vector<ast::Name*> parseClassNameList();
  ast::Expr* parseClosure(ast::List<ast::Attribute*> attributes, bool isStatic, int line);
  void parseFunctionRest(ast::FunctionDecl* fn, bool isClosure);

  // --- Expressions (parser-expr.cpp) -----------------------------------------------------
  ast::Expr* parseExpr() { return parseExprPrec(kPrecNone); }
  ast::Expr* parseOptionalExpr(TokenKind terminator);
  ast::Expr* parseExprPrec(int minPrec);
  ast::Expr* parseUnaryOrPrimary();
  ast::Expr* parseBinaryRest(ast::Expr* left, int minPrec);
  ast::Expr* parsePrimary();
  /// A primary with its dereferences (grammar: variable, callable_expr,
  /// dereferenceable scalars, constants, new, closures, ...), without a
  /// trailing assignment.
  ast::Expr* parseBase();
  /// Applies [..] {..} -> ?-> :: (args) to base. canStaticAndCall is false
  /// for plain constants (FOO[0] is fine, FOO::x and __FILE__() are not).
  ast::Expr* parsePostfix(ast::Expr* base, bool canStaticAndCall);
  /// After a `variable`: = =& op= ++ --.
  ast::Expr* parseAssignTail(ast::Expr* target);
  ast::Expr* parseListOrExpr();
  ast::Expr* parseEncapsVarOffset();
  ast::ArrayItem* parseArrayPair();
  std::string_view decodePiece(const Token& t, char quote);
  ast::Expr* makeUnary(ast::ExprKind k, ast::Expr* operand, int tokenLine);
  ast::Expr* parseVariableOnly();  // grammar `variable`, e.g. after `=&` or ++
  ast::Expr* parseSimpleVariable();
  ast::Expr* parseNameExpr();
  ast::Expr* parseStaticMember(ast::ClassRef cls, int line);
  ast::Expr* parseNew();
  ast::ClassRef parseClassNameReference();
  ast::Expr* parseNewVariable();
  ast::Expr* parseArrayLiteral(ast::ArraySyntax syntax);
  std::vector<ast::ArrayItem*> parseArrayPairList(TokenKind close);
  ast::Expr* parseIsset();
  ast::Expr* parseMatch();
  ast::Expr* parseArrowFunction(ast::List<ast::Attribute*> attributes, bool isStatic, int line);
  ast::Expr* parseExit();
  ast::Expr* parseScalarString();
  ast::Expr* parseNumber();
  ast::Expr* parseInterpolated(TokenKind close, ast::ExprKind kind, int line);
  ast::Expr* parseHeredoc();
  ast::Expr* parseEncapsVar();
  std::vector<ast::Arg*> parseArgumentList(bool* isCallableConvert);
  ast::MemberName parsePropertyName();
  ast::MemberName parseMemberName();
  ast::Expr* makeStringLit(std::string_view value, int line);
  /// Is e a `variable` in the grammar's sense (assignable, can take ++)?
  static bool isVariable(const ast::Expr* e);
  void checkYieldContext();
  void markGenerator();
  ast::Expr* wrapTernaryCheck(ast::Ternary* t);

 private:
  friend struct DepthGuard;
  ParsedFile& m_file;
  ast::Arena& m_arena;
  const char* m_src;
  TokenArray& m_toks;
  TokenStream& m_stream;
  size_t m_pos = 0;
  int m_depth = 0;
  const char* m_stackTop = nullptr;   // the native stack where the parse began
  std::string_view m_doc;
  /// Token index at which a syntax error reads `expecting ":"`: right after
  /// a keyword that starts an argument, where php's automaton has already
  /// taken the keyword as a named argument's name.
  size_t m_colonHintPos = SIZE_MAX;
  /// Functions being parsed, innermost last (for isGenerator).
  std::vector<ast::FunctionDecl*> m_functions;
  std::string m_scratch;
  std::string m_scratch2;

 public:
  /// Stack of brace-nesting contexts where __halt_compiler is not allowed.
  int m_innerDepth = 0;
};

} // namespace hop::parser::detail
