// token.h — the PHP 8.2 token set, as one table (lexer output, parser input).
//
// Every token PHP's scanner can produce has one row here. Columns:
//   kind      our enumerator (TokenKind::kind)
//   php       PHP's own name, as token_name() prints it ("T_VARIABLE"), or the
//             character itself for single-character tokens (";")
//   display   the name bison uses in "syntax error" messages. A name in single
//             quotes ('+=') denotes a token that always has that text: it prints
//             as `token "+="` when unexpected and `"+="` when expected. Other
//             names (identifier, variable, ...) print with the token's text:
//             `identifier "foo"`. See tokenDisplay*() in lexer.h.
//
// The order of rows is PHP's token order within each group; nothing depends
// on it except that End is first (value 0).
#pragma once

#include <cstdint>
#include <string_view>

namespace hop::parser {

// clang-format off
#define HOP_TOKENS(X)                                                                    \
  /* kind                      php                                  display */           \
  X(End,                       "END",                               "end of file")       \
  /* --- Tokens with content ---------------------------------------------------- */   \
  X(LNumber,                   "T_LNUMBER",                         "integer")           \
  X(DNumber,                   "T_DNUMBER",                         "floating-point number") \
  X(String,                    "T_STRING",                          "identifier")        \
  X(NameFullyQualified,        "T_NAME_FULLY_QUALIFIED",            "fully qualified name") \
  X(NameRelative,              "T_NAME_RELATIVE",                   "namespace-relative name") \
  X(NameQualified,             "T_NAME_QUALIFIED",                  "namespaced name")   \
  X(Variable,                  "T_VARIABLE",                        "variable")          \
  X(InlineHtml,                "T_INLINE_HTML",                     "T_INLINE_HTML")     \
  X(EncapsedAndWhitespace,     "T_ENCAPSED_AND_WHITESPACE",         "string content")    \
  X(ConstantEncapsedString,    "T_CONSTANT_ENCAPSED_STRING",        "quoted string")     \
  X(StringVarname,             "T_STRING_VARNAME",                  "variable name")     \
  X(NumString,                 "T_NUM_STRING",                      "number")            \
  /* --- Keywords (case-insensitive) -------------------------------------------- */   \
  X(Include,                   "T_INCLUDE",                         "'include'")         \
  X(IncludeOnce,               "T_INCLUDE_ONCE",                    "'include_once'")    \
  X(Eval,                      "T_EVAL",                            "'eval'")            \
  X(Require,                   "T_REQUIRE",                         "'require'")         \
  X(RequireOnce,               "T_REQUIRE_ONCE",                    "'require_once'")    \
  X(LogicalOr,                 "T_LOGICAL_OR",                      "'or'")              \
  X(LogicalXor,                "T_LOGICAL_XOR",                     "'xor'")             \
  X(LogicalAnd,                "T_LOGICAL_AND",                     "'and'")             \
  X(Print,                     "T_PRINT",                           "'print'")           \
  X(Yield,                     "T_YIELD",                           "'yield'")           \
  X(YieldFrom,                 "T_YIELD_FROM",                      "'yield from'")      \
  X(Instanceof,                "T_INSTANCEOF",                      "'instanceof'")      \
  X(New,                       "T_NEW",                             "'new'")             \
  X(Clone,                     "T_CLONE",                           "'clone'")           \
  X(Exit,                      "T_EXIT",                            "'exit'")            \
  X(If,                        "T_IF",                              "'if'")              \
  X(Elseif,                    "T_ELSEIF",                          "'elseif'")          \
  X(Else,                      "T_ELSE",                            "'else'")            \
  X(Endif,                     "T_ENDIF",                           "'endif'")           \
  X(Echo,                      "T_ECHO",                            "'echo'")            \
  X(Do,                        "T_DO",                              "'do'")              \
  X(While,                     "T_WHILE",                           "'while'")           \
  X(Endwhile,                  "T_ENDWHILE",                        "'endwhile'")        \
  X(For,                       "T_FOR",                             "'for'")             \
  X(Endfor,                    "T_ENDFOR",                          "'endfor'")          \
  X(Foreach,                   "T_FOREACH",                         "'foreach'")         \
  X(Endforeach,                "T_ENDFOREACH",                      "'endforeach'")      \
  X(Declare,                   "T_DECLARE",                         "'declare'")         \
  X(Enddeclare,                "T_ENDDECLARE",                      "'enddeclare'")      \
  X(As,                        "T_AS",                              "'as'")              \
  X(Switch,                    "T_SWITCH",                          "'switch'")          \
  X(Endswitch,                 "T_ENDSWITCH",                       "'endswitch'")       \
  X(Case,                      "T_CASE",                            "'case'")            \
  X(Default,                   "T_DEFAULT",                         "'default'")         \
  X(Match,                     "T_MATCH",                           "'match'")           \
  X(Break,                     "T_BREAK",                           "'break'")           \
  X(Continue,                  "T_CONTINUE",                        "'continue'")        \
  X(Goto,                      "T_GOTO",                            "'goto'")            \
  X(Function,                  "T_FUNCTION",                        "'function'")        \
  X(Fn,                        "T_FN",                              "'fn'")              \
  X(Const,                     "T_CONST",                           "'const'")           \
  X(Return,                    "T_RETURN",                          "'return'")          \
  X(Try,                       "T_TRY",                             "'try'")             \
  X(Catch,                     "T_CATCH",                           "'catch'")           \
  X(Finally,                   "T_FINALLY",                         "'finally'")         \
  X(Throw,                     "T_THROW",                           "'throw'")           \
  X(Use,                       "T_USE",                             "'use'")             \
  X(Insteadof,                 "T_INSTEADOF",                       "'insteadof'")       \
  X(Global,                    "T_GLOBAL",                          "'global'")          \
  X(Static,                    "T_STATIC",                          "'static'")          \
  X(Abstract,                  "T_ABSTRACT",                        "'abstract'")        \
  X(Final,                     "T_FINAL",                           "'final'")           \
  X(Private,                   "T_PRIVATE",                         "'private'")         \
  X(Protected,                 "T_PROTECTED",                       "'protected'")       \
  X(Public,                    "T_PUBLIC",                          "'public'")          \
  X(Readonly,                  "T_READONLY",                        "'readonly'")        \
  X(Var,                       "T_VAR",                             "'var'")             \
  X(Unset,                     "T_UNSET",                           "'unset'")           \
  X(Isset,                     "T_ISSET",                           "'isset'")           \
  X(Empty,                     "T_EMPTY",                           "'empty'")           \
  X(HaltCompiler,              "T_HALT_COMPILER",                   "'__halt_compiler'") \
  X(Class,                     "T_CLASS",                           "'class'")           \
  X(Trait,                     "T_TRAIT",                           "'trait'")           \
  X(Interface,                 "T_INTERFACE",                       "'interface'")       \
  X(Enum,                      "T_ENUM",                            "'enum'")            \
  X(Extends,                   "T_EXTENDS",                         "'extends'")         \
  X(Implements,                "T_IMPLEMENTS",                      "'implements'")      \
  X(Namespace,                 "T_NAMESPACE",                       "'namespace'")       \
  X(List,                      "T_LIST",                            "'list'")            \
  X(Array,                     "T_ARRAY",                           "'array'")           \
  X(Callable,                  "T_CALLABLE",                        "'callable'")        \
  X(Line,                      "T_LINE",                            "'__LINE__'")        \
  X(File,                      "T_FILE",                            "'__FILE__'")        \
  X(Dir,                       "T_DIR",                             "'__DIR__'")         \
  X(ClassC,                    "T_CLASS_C",                         "'__CLASS__'")       \
  X(TraitC,                    "T_TRAIT_C",                         "'__TRAIT__'")       \
  X(MethodC,                   "T_METHOD_C",                        "'__METHOD__'")      \
  X(FuncC,                     "T_FUNC_C",                          "'__FUNCTION__'")    \
  X(NsC,                       "T_NS_C",                            "'__NAMESPACE__'")   \
  /* --- Multi-character operators and punctuation ------------------------------ */   \
  X(Attribute,                 "T_ATTRIBUTE",                       "'#['")              \
  X(PlusEqual,                 "T_PLUS_EQUAL",                      "'+='")              \
  X(MinusEqual,                "T_MINUS_EQUAL",                     "'-='")              \
  X(MulEqual,                  "T_MUL_EQUAL",                       "'*='")              \
  X(DivEqual,                  "T_DIV_EQUAL",                       "'/='")              \
  X(ConcatEqual,               "T_CONCAT_EQUAL",                    "'.='")              \
  X(ModEqual,                  "T_MOD_EQUAL",                       "'%='")              \
  X(AndEqual,                  "T_AND_EQUAL",                       "'&='")              \
  X(OrEqual,                   "T_OR_EQUAL",                        "'|='")              \
  X(XorEqual,                  "T_XOR_EQUAL",                       "'^='")              \
  X(SlEqual,                   "T_SL_EQUAL",                        "'<<='")             \
  X(SrEqual,                   "T_SR_EQUAL",                        "'>>='")             \
  X(CoalesceEqual,             "T_COALESCE_EQUAL",                  "'?\?='")            \
  X(BooleanOr,                 "T_BOOLEAN_OR",                      "'||'")              \
  X(BooleanAnd,                "T_BOOLEAN_AND",                     "'&&'")              \
  X(IsEqual,                   "T_IS_EQUAL",                        "'=='")              \
  X(IsNotEqual,                "T_IS_NOT_EQUAL",                    "'!='")              \
  X(IsIdentical,               "T_IS_IDENTICAL",                    "'==='")             \
  X(IsNotIdentical,            "T_IS_NOT_IDENTICAL",                "'!=='")             \
  X(IsSmallerOrEqual,          "T_IS_SMALLER_OR_EQUAL",             "'<='")              \
  X(IsGreaterOrEqual,          "T_IS_GREATER_OR_EQUAL",             "'>='")              \
  X(Spaceship,                 "T_SPACESHIP",                       "'<=>'")             \
  X(Sl,                        "T_SL",                              "'<<'")              \
  X(Sr,                        "T_SR",                              "'>>'")              \
  X(Inc,                       "T_INC",                             "'++'")              \
  X(Dec,                       "T_DEC",                             "'--'")              \
  X(IntCast,                   "T_INT_CAST",                        "'(int)'")           \
  X(DoubleCast,                "T_DOUBLE_CAST",                     "'(double)'")        \
  X(StringCast,                "T_STRING_CAST",                     "'(string)'")        \
  X(ArrayCast,                 "T_ARRAY_CAST",                      "'(array)'")         \
  X(ObjectCast,                "T_OBJECT_CAST",                     "'(object)'")        \
  X(BoolCast,                  "T_BOOL_CAST",                       "'(bool)'")          \
  X(UnsetCast,                 "T_UNSET_CAST",                      "'(unset)'")         \
  X(ObjectOperator,            "T_OBJECT_OPERATOR",                 "'->'")              \
  X(NullsafeObjectOperator,    "T_NULLSAFE_OBJECT_OPERATOR",        "'?->'")             \
  X(DoubleArrow,               "T_DOUBLE_ARROW",                    "'=>'")              \
  X(Comment,                   "T_COMMENT",                         "comment")           \
  X(DocComment,                "T_DOC_COMMENT",                     "doc comment")       \
  X(OpenTag,                   "T_OPEN_TAG",                        "open tag")          \
  X(OpenTagWithEcho,           "T_OPEN_TAG_WITH_ECHO",              "'<?='")             \
  X(CloseTag,                  "T_CLOSE_TAG",                       "'?>'")              \
  X(Whitespace,                "T_WHITESPACE",                      "whitespace")        \
  X(StartHeredoc,              "T_START_HEREDOC",                   "heredoc start")     \
  X(EndHeredoc,                "T_END_HEREDOC",                     "heredoc end")       \
  X(DollarOpenCurlyBraces,     "T_DOLLAR_OPEN_CURLY_BRACES",        "'${'")              \
  X(CurlyOpen,                 "T_CURLY_OPEN",                      "'{$'")              \
  X(PaamayimNekudotayim,       "T_DOUBLE_COLON",                    "'::'")              \
  X(NsSeparator,               "T_NS_SEPARATOR",                    "'\\'")              \
  X(Ellipsis,                  "T_ELLIPSIS",                        "'...'")             \
  X(Coalesce,                  "T_COALESCE",                        "'?\?'")             \
  X(Pow,                       "T_POW",                             "'**'")              \
  X(PowEqual,                  "T_POW_EQUAL",                       "'**='")             \
  X(AmpersandFollowedByVarOrVararg, "T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG", "'&'")      \
  X(AmpersandNotFollowedByVarOrVararg, "T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG", "'&'") \
  X(BadCharacter,              "T_BAD_CHARACTER",                   "invalid character") \
  /* An error found by the lexer; the message is in TokenStream::errors[aux]. */        \
  X(Error,                     "T_ERROR",                           "T_ERROR")           \
  /* --- Single-character tokens ------------------------------------------------ */   \
  X(Semicolon,                 ";",                                 "';'")               \
  X(Colon,                     ":",                                 "':'")               \
  X(Comma,                     ",",                                 "','")               \
  X(Dot,                       ".",                                 "'.'")               \
  X(LBracket,                  "[",                                 "'['")               \
  X(RBracket,                  "]",                                 "']'")               \
  X(LParen,                    "(",                                 "'('")               \
  X(RParen,                    ")",                                 "')'")               \
  X(Pipe,                      "|",                                 "'|'")               \
  X(Caret,                     "^",                                 "'^'")               \
  X(Plus,                      "+",                                 "'+'")               \
  X(Minus,                     "-",                                 "'-'")               \
  X(Slash,                     "/",                                 "'/'")               \
  X(Star,                      "*",                                 "'*'")               \
  X(Equal,                     "=",                                 "'='")               \
  X(Percent,                   "%",                                 "'%'")               \
  X(Bang,                      "!",                                 "'!'")               \
  X(Tilde,                     "~",                                 "'~'")               \
  X(Dollar,                    "$",                                 "'$'")               \
  X(Less,                      "<",                                 "'<'")               \
  X(Greater,                   ">",                                 "'>'")               \
  X(Question,                  "?",                                 "'?'")               \
  X(At,                        "@",                                 "'@'")               \
  X(LBrace,                    "{",                                 "'{'")               \
  X(RBrace,                    "}",                                 "'}'")               \
  X(DoubleQuote,               "\"",                                "'\"'")              \
  X(Backquote,                 "`",                                 "'`'")
// clang-format on

enum class TokenKind : uint8_t {
#define HOP_TOKEN_ENUM(kind, php, display) kind,
  HOP_TOKENS(HOP_TOKEN_ENUM)
#undef HOP_TOKEN_ENUM
};

#define HOP_TOKEN_COUNT(kind, php, display) +1
inline constexpr int kNumTokenKinds = 0 HOP_TOKENS(HOP_TOKEN_COUNT);
#undef HOP_TOKEN_COUNT

/// PHP's name for a token kind ("T_VARIABLE", or ";" for single characters).
std::string_view tokenPhpName(TokenKind k);

/// Bison's display name for a token kind, as in the table above.
std::string_view tokenDisplayName(TokenKind k);

/// One token. Tokens do not own text: offset/length index the source.
/// 24 bytes; a 5,000-line file has about 30,000 of them.
struct Token {
  TokenKind kind = TokenKind::End;
  uint8_t flags = 0;        // kTok* below
  uint16_t reserved = 0;
  uint32_t offset = 0;      // byte offset of the token's first character
  uint32_t length = 0;      // length in bytes
  int32_t line = 0;         // line of the token's first character (1-based)
  /// 1-based index into TokenStream::docComments of the last doc comment
  /// between the previous significant token and this one; 0 if none.
  uint32_t doc = 0;
  /// Kind-specific: for Error, the index into TokenStream::errors. For
  /// EncapsedAndWhitespace inside a heredoc, the closing marker's
  /// indentation (the number of whitespace characters to strip).
  uint32_t aux = 0;
};

/// Token flags.
enum : uint8_t {
  /// EncapsedAndWhitespace/ConstantEncapsedString belongs to a heredoc (not
  /// a double-quoted or backquoted string).
  kTokHeredoc = 1,
  /// Heredoc content: the closing marker is indented with spaces (else tabs).
  kTokIndentSpaces = 2,
  /// Heredoc content: this piece starts at the beginning of a line.
  kTokNewlineAtStart = 4,
  /// Heredoc content: this piece ends right before the closing marker's line
  /// (its final newline was dropped).
  kTokNewlineAtEnd = 8,
  /// Heredoc opened with a quoted label: nowdoc (no escapes, no interpolation).
  kTokNowdoc = 16,
  /// A string literal with a b/B prefix (b"..." or b<<<).
  kTokBinaryPrefix = 32,
  /// EncapsedAndWhitespace: an unclosed single-quoted string (to the end of
  /// the file).
  kTokUnclosed = 64,
};

} // namespace hop::parser
