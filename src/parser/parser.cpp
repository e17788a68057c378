// parser.cpp — the parser's driver: parseFile(), token handling and PHP's
// error messages (see parser-internal.h for the parser's structure).
//
// Error messages follow bison's verbose format as php prints it:
//   syntax error, unexpected <token>[, expecting <t1>[ or <t2>...]]
// where an unexpected token reads `token ";"`, `identifier "foo"`,
// `end of file`, ... (tokenDescription below, after php's zend_yytnamerr)
// and expected tokens read `";"`, `identifier`, ... Expected lists are
// listed in bison's symbol order (bisonOrder below); the parser passes them
// only where php's LALR tables name a short list.
#include "parser/parser-internal.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace hop::parser {
namespace detail {

// --- Token classes -----------------------------------------------------------------------

bool Parser::isReservedNonModifier(TokenKind k) {
  switch (k) {
    case TokenKind::Include: case TokenKind::IncludeOnce: case TokenKind::Eval: case TokenKind::Require:
    case TokenKind::RequireOnce: case TokenKind::LogicalOr: case TokenKind::LogicalXor: case TokenKind::LogicalAnd:
    case TokenKind::Instanceof: case TokenKind::New: case TokenKind::Clone: case TokenKind::Exit: case TokenKind::If:
    case TokenKind::Elseif: case TokenKind::Else: case TokenKind::Endif: case TokenKind::Echo: case TokenKind::Do:
    case TokenKind::While: case TokenKind::Endwhile: case TokenKind::For: case TokenKind::Endfor:
    case TokenKind::Foreach: case TokenKind::Endforeach: case TokenKind::Declare: case TokenKind::Enddeclare:
    case TokenKind::As: case TokenKind::Try: case TokenKind::Catch: case TokenKind::Finally: case TokenKind::Throw:
    case TokenKind::Use: case TokenKind::Insteadof: case TokenKind::Global: case TokenKind::Var: case TokenKind::Unset:
    case TokenKind::Isset: case TokenKind::Empty: case TokenKind::Continue: case TokenKind::Goto:
    case TokenKind::Function: case TokenKind::Const: case TokenKind::Return: case TokenKind::Print:
    case TokenKind::Yield: case TokenKind::List: case TokenKind::Switch: case TokenKind::Endswitch:
    case TokenKind::Case: case TokenKind::Default: case TokenKind::Break: case TokenKind::Array:
    case TokenKind::Callable: case TokenKind::Extends: case TokenKind::Implements: case TokenKind::Namespace:
    case TokenKind::Trait: case TokenKind::Interface: case TokenKind::Class: case TokenKind::ClassC:
    case TokenKind::TraitC: case TokenKind::FuncC: case TokenKind::MethodC: case TokenKind::Line:
    case TokenKind::File: case TokenKind::Dir: case TokenKind::NsC: case TokenKind::Fn: case TokenKind::Match:
    case TokenKind::Enum:
      return true;
    default:
      return false;
  }
}

bool Parser::isSemiReserved(TokenKind k) {
  switch (k) {
    case TokenKind::Static: case TokenKind::Abstract: case TokenKind::Final: case TokenKind::Private:
    case TokenKind::Protected: case TokenKind::Public: case TokenKind::Readonly:
      return true;
    default:
      return isReservedNonModifier(k);
  }
}

bool Parser::startsExpr(TokenKind k) {
  switch (k) {
    case TokenKind::Variable: case TokenKind::Dollar: case TokenKind::LNumber: case TokenKind::DNumber:
    case TokenKind::ConstantEncapsedString: case TokenKind::DoubleQuote: case TokenKind::StartHeredoc:
    case TokenKind::Backquote: case TokenKind::String: case TokenKind::NameQualified:
    case TokenKind::NameFullyQualified: case TokenKind::NameRelative: case TokenKind::Array:
    case TokenKind::LBracket: case TokenKind::List: case TokenKind::LParen: case TokenKind::Static:
    case TokenKind::Readonly: case TokenKind::Line: case TokenKind::File: case TokenKind::Dir:
    case TokenKind::ClassC: case TokenKind::TraitC: case TokenKind::MethodC: case TokenKind::FuncC:
    case TokenKind::NsC: case TokenKind::New: case TokenKind::Clone: case TokenKind::Bang: case TokenKind::Tilde:
    case TokenKind::Plus: case TokenKind::Minus: case TokenKind::At: case TokenKind::IntCast:
    case TokenKind::DoubleCast: case TokenKind::StringCast: case TokenKind::ArrayCast: case TokenKind::ObjectCast:
    case TokenKind::BoolCast: case TokenKind::UnsetCast: case TokenKind::Inc: case TokenKind::Dec:
    case TokenKind::Print: case TokenKind::Yield: case TokenKind::YieldFrom: case TokenKind::Throw:
    case TokenKind::Include: case TokenKind::IncludeOnce: case TokenKind::Require: case TokenKind::RequireOnce:
    case TokenKind::Eval: case TokenKind::Isset: case TokenKind::Empty: case TokenKind::Exit:
    case TokenKind::Function: case TokenKind::Fn: case TokenKind::Attribute: case TokenKind::Match:
      return true;
    default:
      return false;
  }
}

// --- Errors ------------------------------------------------------------------------------

namespace {

/// Bison's internal symbol order (the order symbols first appear in php's
/// grammar file), which is the order of an "expecting" list.
int bisonOrder(TokenKind k) {
  // Character literals that appear in the precedence declarations come
  // first, then named tokens in %token order (token.h keeps that order),
  // then the other character literals in order of first use in the rules.
  static const TokenKind kLeadingChars[] = {
      TokenKind::Equal, TokenKind::Question, TokenKind::Colon, TokenKind::Pipe, TokenKind::Caret, TokenKind::Less,
      TokenKind::Greater, TokenKind::Dot, TokenKind::Plus, TokenKind::Minus, TokenKind::Star, TokenKind::Slash,
      TokenKind::Percent, TokenKind::Bang, TokenKind::Tilde, TokenKind::At,
  };
  static const TokenKind kTrailingChars[] = {
      TokenKind::Comma, TokenKind::RBracket, TokenKind::LParen, TokenKind::RParen, TokenKind::Semicolon,
      TokenKind::LBrace, TokenKind::RBrace, TokenKind::LBracket, TokenKind::Backquote, TokenKind::DoubleQuote,
      TokenKind::Dollar,
  };
  static const auto table = [] {
    std::array<int, kNumTokenKinds> t{};
    for (int i = 0; i < kNumTokenKinds; ++i) t[i] = 100 + i;  // token.h order
    t[static_cast<int>(TokenKind::End)] = 0;
    int n = 1;
    for (TokenKind k : kLeadingChars) t[static_cast<int>(k)] = n++;
    n = 1000;
    for (TokenKind k : kTrailingChars) t[static_cast<int>(k)] = n++;
    return t;
  }();
  return table[static_cast<int>(k)];
}

/// How an expected token is named: "\";\"", "identifier", "end of file".
std::string expectedName(TokenKind k) {
  // php's grammar names the second ampersand token "amp" to keep bison's
  // token names unique; only unexpected-token messages map it back to "&".
  if (k == TokenKind::AmpersandNotFollowedByVarOrVararg) return "amp";
  std::string_view d = tokenDisplayName(k);
  std::string out(d);
  for (char& c : out)
    if (c == '\'') c = '"';
  return out;
}

} // namespace

std::string tokenDescription(const Token& t, std::string_view text) {
  if (t.kind == TokenKind::End) return "end of file";
  if (t.kind == TokenKind::DoubleQuote) return "double-quote mark";
  if (t.kind == TokenKind::BadCharacter && text.size() == 1) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "character 0x%02X", static_cast<unsigned char>(text[0]));
    return buf;
  }
  std::string_view d = tokenDisplayName(t.kind);
  if (!d.empty() && d[0] == '\'') return "token \"" + std::string(d.substr(1, d.size() - 2)) + "\"";
  std::string_view type = d;
  std::string_view content = text;
  size_t nl = content.find('\n');
  if (nl != std::string_view::npos) content = content.substr(0, nl);
  if (t.kind == TokenKind::ConstantEncapsedString && !content.empty()) {
    if (content[0] == '"') type = "double-quoted string";
    else if (content[0] == '\'') type = "single-quoted string";
  }
  if (!content.empty() && (content[0] == '\'' || content[0] == '"')) content.remove_prefix(1);
  if (!content.empty() && (content.back() == '\'' || content.back() == '"')) content.remove_suffix(1);
  std::string out(type);
  out += " \"";
  if (content.size() > 30 + 3) {
    out += content.substr(0, 30);
    out += "...";
  } else {
    out += content;
  }
  out += '"';
  return out;
}

void Parser::fail(std::string message, int line, bool fatal) {
  error.message = std::move(message);
  error.line = line;
  error.fatal = fatal;
  throw ParseFailure{};
}

void Parser::deferFatal(std::string message, int line) {
  if (!deferredFatal) deferredFatal = ParseError{std::move(message), line, true, true};
}

namespace {

/// The line php reports for an error at token t: its scanner's line after
/// reading t, i.e. where t ends.
int errorLine(const Token& t, std::string_view text) {
  // "?>\n" (a Semicolon here) and an unclosed single-quoted string do not
  // advance php's line counter before the error is reported.
  if (t.kind == TokenKind::End || t.kind == TokenKind::Semicolon || (t.flags & kTokUnclosed)) return t.line;
  int line = t.line + countNewlines(text);
  if ((t.flags & kTokNewlineAtEnd) && line > t.line) --line;
  return line;
}

} // namespace

void Parser::syntaxError(std::initializer_list<TokenKind> expected) {
  const Token& t = cur();
  if (t.kind == TokenKind::Error) {
    const LexError& e = m_stream.errors[t.aux];
    fail(e.message, e.line);
  }
  std::string msg = "syntax error, unexpected " + tokenDescription(t, text(t));
  std::vector<TokenKind> sorted(expected);
  if (m_pos == m_colonHintPos) sorted.assign(1, TokenKind::Colon);
  if (!sorted.empty() && sorted.size() <= 4) {
    std::sort(sorted.begin(), sorted.end(), [](TokenKind a, TokenKind b) { return bisonOrder(a) < bisonOrder(b); });
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    msg += ", expecting ";
    for (size_t i = 0; i < sorted.size(); ++i) {
      if (i) msg += " or ";
      msg += expectedName(sorted[i]);
    }
  }
  fail(std::move(msg), errorLine(t, text(t)));
}

void Parser::syntaxErrorExpecting(std::string_view expectedText) {
  const Token& t = cur();
  if (t.kind == TokenKind::Error) syntaxError();
  std::string msg = "syntax error, unexpected " + tokenDescription(t, text(t));
  msg += ", expecting ";
  msg += expectedText;
  fail(std::move(msg), errorLine(t, text(t)));
}

const Token& Parser::expect(TokenKind k) {
  if (kind() != k) syntaxError({k});
  const Token& t = cur();
  advance();
  return t;
}

const Token& Parser::expect(TokenKind k, std::initializer_list<TokenKind> expected) {
  if (kind() != k) syntaxError(expected);
  const Token& t = cur();
  advance();
  return t;
}

// --- Tokens ------------------------------------------------------------------------------

Parser::Parser(ParsedFile& file, TokenStream& tokens)
    : m_file(file),
      m_arena(file.arena),
      m_src(file.source.data()),
      m_toks(tokens.tokens),
      m_stream(tokens) {
  const char here = 0;
  m_stackTop = &here;   // about where the parse runs (DepthGuard)
  // The lexer already gave "?>" as ";" and "<?=" as "echo" (LexOptions::
  // parserKinds), as php's zendlex() does.
  const Token& first = m_toks[0];
  if (first.doc) {
    auto [off, len] = m_stream.docComments[first.doc - 1];
    m_doc = std::string_view(m_src + off, len);
  }
}

void Parser::takeDoc(uint32_t doc) {
  auto [off, len] = m_stream.docComments[doc - 1];
  m_doc = std::string_view(m_src + off, len);
}

ast::Name* Parser::makeName(const Token& t) {
  ast::Name* n = m_arena.make<ast::Name>();
  std::string_view s = text(t);
  n->line = t.line;
  switch (t.kind) {
    case TokenKind::NameFullyQualified:
      n->kind = ast::NameKind::FullyQualified;
      s.remove_prefix(1);
      break;
    case TokenKind::NameRelative:
      n->kind = ast::NameKind::Relative;
      s.remove_prefix(10);  // "namespace\"
      break;
    case TokenKind::NameQualified:
      n->kind = ast::NameKind::Qualified;
      break;
    default:
      n->kind = ast::NameKind::Unqualified;
      break;
  }
  n->text = s;
  return n;
}

ast::Block* Parser::parseFile() {
  std::vector<ast::Stmt*> stmts;
  while (kind() != TokenKind::End) {
    if (kind() == TokenKind::HaltCompiler) {
      stmts.push_back(parseHaltCompiler(true));
      break;
    }
    if (!startsTopStatement(kind())) syntaxError({TokenKind::End});
    if (ast::Stmt* s = parseTopStatement()) stmts.push_back(s);
  }
  auto* block = make<ast::Block>(ast::StmtKind::Block, 1);
  block->stmts = list(stmts);
  return block;
}

} // namespace detail

std::variant<std::unique_ptr<ParsedFile>, ParseError> parseFile(std::string_view source, std::string_view fileName,
                                                                const ParseOptions& opts) {
  auto file = std::make_unique<ParsedFile>();
  file->fileName = std::string(fileName);
  file->source = std::string(source);
  LexOptions lo;
  lo.startInScripting = opts.startInScripting;
  lo.skipShebang = opts.skipShebang;
  lo.shortOpenTag = opts.shortOpenTag;
  lo.parserKinds = true;   // "?>" is ";" and "<?=" is "echo" for the parser
  TokenStream tokens = lex(file->source, lo);
  for (const LexWarning& w : tokens.warnings) file->warnings.push_back({w.message, w.line});
  detail::Parser parser(*file, tokens);
  parser.m_identOffsets = opts.identifierOffsets;
  try {
    file->top = parser.parseFile();
  } catch (const detail::ParseFailure&) {
    return parser.error;
  }
  if (parser.deferredFatal) return *parser.deferredFatal;
  return file;
}

} // namespace hop::parser
