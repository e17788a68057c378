// ast.h — the typed AST of a PHP 8.2 file: produced by src/parser, consumed by
// src/compiler.
//
// Shape
//   Two node families, each with a kind enum generated from a table below:
//   expressions (Expr, ExprKind, HOP_AST_EXPR_KINDS) and statements (Stmt,
//   StmtKind, HOP_AST_STMT_KINDS; class members are statements too). Switch
//   on node->kind and static_cast to the struct named in the table's second
//   column (several kinds can share a struct: PreInc/PostDec/... are IncDec).
//   Everything else (names, types, arguments, parameters, ...) is a plain
//   struct referenced by pointer.
//
// Memory
//   Nodes live in an Arena owned by the ParsedFile (parser.h) and are
//   trivially destructible. Lists are List<T>: a pointer and a count into the
//   arena, immutable after parsing. Strings are std::string_view into memory
//   owned by the ParsedFile (the source copy or the arena); decoded strings
//   are binary-safe (may contain NUL).
//
// Conventions the compiler must know
//   - Every node has `line`: for a node built from children, the line of its
//     first child (so `$a\n->f()` is on $a's line); otherwise the line of the
//     token that starts it. Statements take the line of their first token.
//     FunctionDecl and ClassDecl also have endLine (the closing brace).
//   - Names are unresolved (Name: text + kind). Namespace resolution, "use"
//     imports, and the special class names self/parent/static are the
//     compiler's job. true/false/null are ConstFetch nodes.
//   - Optional children are nullptr: ArrayDim::dim for `$a[]`, Ternary::then
//     for `?:`, Return::value, Exit's operand, ArrayItem::value for a skipped
//     list() element, ...
//   - Bodies of if/while/for/foreach/do are never null (`;` gives an empty
//     Block). Declare::body is null for `declare(...);`.
//   - A function's visibility is recorded only as written: no kModPublic,
//     kModProtected or kModPrivate means public.
//   - __LINE__ is folded into an IntLit (isLineConst); other magic constants are MagicConst.
//   - Arrow function bodies are wrapped like PHP does: body is a Block holding
//     one Return of the expression.
//   - Compile-time errors that PHP raises from purely syntactic facts (nested
//     unparenthesized ternaries, (unset) casts, `$a{0}`, duplicate modifiers)
//     are reported by the parser itself as ParseError{fatal = true}; the
//     compiler need not recheck them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <string_view>
#include <type_traits>
#include <utility>

namespace hop::ast {

// --- Arena and lists ---------------------------------------------------------------------

/// An immutable array of T in the arena.
template <class T>
struct List {
  T* items = nullptr;
  uint32_t count = 0;

  T* begin() const { return items; }
  T* end() const { return items + count; }
  uint32_t size() const { return count; }
  bool empty() const { return count == 0; }
  T& operator[](size_t i) const { return items[i]; }
};

/// Bump allocator for AST nodes; frees everything at once.
class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  ~Arena();

  /// Bump allocation, inline; a new chunk out of line.
  void* allocate(size_t size, size_t align) {
    uintptr_t aligned = (reinterpret_cast<uintptr_t>(m_cur) + align - 1) & ~(static_cast<uintptr_t>(align) - 1);
    if (__builtin_expect(!m_cur || aligned + size > reinterpret_cast<uintptr_t>(m_end), 0)) return allocateSlow(size, align);
    m_cur = reinterpret_cast<char*>(aligned + size);
    m_used += size;
    return reinterpret_cast<void*>(aligned);
  }

  template <class T, class... Args>
  T* make(Args&&... args) {
    static_assert(std::is_trivially_destructible_v<T>, "arena nodes are never destroyed");
    return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
  }

  template <class T>
  List<T> copyList(const T* data, size_t n) {
    List<T> l;
    if (n == 0) return l;
    l.items = static_cast<T*>(allocate(sizeof(T) * n, alignof(T)));
    for (size_t i = 0; i < n; ++i) new (&l.items[i]) T(data[i]);
    l.count = static_cast<uint32_t>(n);
    return l;
  }

  std::string_view copyString(std::string_view s);

  /// Bytes handed out so far (for statistics).
  size_t bytesUsed() const { return m_used; }

 private:
  struct Chunk {
    Chunk* next;
  };
  void* allocateSlow(size_t size, size_t align);
  char* m_cur = nullptr;
  char* m_end = nullptr;
  Chunk* m_chunks = nullptr;
  size_t m_used = 0;
};

// --- Names and types ---------------------------------------------------------------------

enum class NameKind : uint8_t {
  Unqualified,     // Foo
  Qualified,       // Foo\Bar
  FullyQualified,  // \Foo\Bar
  Relative,        // namespace\Foo
};

/// A function, class or constant name as written, not yet resolved.
struct Name {
  /// The name without a leading "\" (FullyQualified) or "namespace\"
  /// (Relative): "Foo\Bar" for `\Foo\Bar`.
  std::string_view text;
  NameKind kind = NameKind::Unqualified;
  int line = 0;

  /// Case-insensitive comparison of an unqualified name with a lowercase word.
  bool is(std::string_view lower) const;
  /// self, parent or static (unqualified, any case).
  bool isSpecialClass() const { return is("self") || is("parent") || is("static"); }
};

enum class TypeKind : uint8_t {
  Named,         // int, ?-less class name, static, array, callable, mixed, ...
  Nullable,      // ?T
  Union,         // A|B|(C&D)
  Intersection,  // A&B
};

/// A type declaration (parameter, return, property, enum backing type).
struct Type {
  TypeKind kind = TypeKind::Named;
  int line = 0;
  /// Named: the name as written. Builtin types (int, string, array, callable,
  /// static, mixed, void, never, null, false, true, iterable, object, self,
  /// parent, ...) are unqualified names; telling them from classes is the
  /// compiler's job.
  Name* name = nullptr;
  /// Nullable: the T in ?T.
  Type* inner = nullptr;
  /// Union/Intersection members. A Union member may be an Intersection (DNF).
  List<Type*> types;
};

// --- Expressions -------------------------------------------------------------------------

// clang-format off
#define HOP_AST_EXPR_KINDS(X)                                                                     \
  /* kind            struct            doc */                                                     \
  X(IntLit,          IntLit,           "integer literal (also folded __LINE__)")                  \
  X(FloatLit,        FloatLit,         "float literal (integer literals that overflow too)")      \
  X(StringLit,       StringLit,        "string literal, escapes decoded; also nowdoc")            \
  X(Interpolated,    Interpolated,     "\"..$x..\" or heredoc with variables: parts")             \
  X(ShellExec,       Interpolated,     "`...`: parts (one StringLit if no variables)")            \
  X(MagicConst,      MagicConst,       "__FILE__ __DIR__ __CLASS__ __TRAIT__ __FUNCTION__ ...")   \
  X(ConstFetch,      ConstFetch,       "FOO, \\NS\\FOO, true, false, null")                       \
  X(ClassConstFetch, ClassConstFetch,  "A::FOO, $obj::FOO")                                       \
  X(ClassName,       ClassNameExpr,    "A::class, $obj::class")                                   \
  X(Array,           ArrayLit,         "[...], array(...), list(...)")                            \
  X(Var,             Var,              "$name, $$expr, ${expr}")                                  \
  X(ArrayDim,        ArrayDim,         "base[dim]; dim is null for base[]")                       \
  X(Prop,            PropFetch,        "obj->name, obj?->name")                                   \
  X(StaticProp,      StaticPropFetch,  "A::$name")                                                \
  X(Call,            Call,             "f(args), $f(args), (expr)(args)")                         \
  X(MethodCall,      MethodCall,       "obj->m(args), obj?->m(args)")                             \
  X(StaticCall,      StaticCall,       "A::m(args)")                                              \
  X(New,             New,              "new A(args), new class(args) {...}")                      \
  X(UnaryPlus,       Unary,            "+e")                                                      \
  X(UnaryMinus,      Unary,            "-e")                                                      \
  X(BoolNot,         Unary,            "!e")                                                      \
  X(BitNot,          Unary,            "~e")                                                      \
  X(Silence,         Unary,            "@e")                                                      \
  X(Clone,           Unary,            "clone e")                                                 \
  X(Print,           Unary,            "print e")                                                 \
  X(Exit,            Unary,            "exit, exit(e), die(e); operand may be null")              \
  X(Empty,           Unary,            "empty(e)")                                                \
  X(Eval,            Unary,            "eval(e)")                                                 \
  X(Include,         Unary,            "include e")                                               \
  X(IncludeOnce,     Unary,            "include_once e")                                          \
  X(Require,         Unary,            "require e")                                               \
  X(RequireOnce,     Unary,            "require_once e")                                          \
  X(YieldFrom,       Unary,            "yield from e")                                            \
  X(Throw,           Unary,            "throw e (an expression since PHP 8)")                     \
  X(Binary,          Binary,           "left op right, including && || and or xor ??")            \
  X(Assign,          Assign,           "target = value; a list/array target destructures")        \
  X(AssignRef,       Assign,           "target =& value")                                         \
  X(CompoundAssign,  CompoundAssign,   "target op= value, including ?\?=")                         \
  X(PreInc,          IncDec,           "++v")                                                     \
  X(PreDec,          IncDec,           "--v")                                                     \
  X(PostInc,         IncDec,           "v++")                                                     \
  X(PostDec,         IncDec,           "v--")                                                     \
  X(Cast,            Cast,             "(int) e, (string) e, ...")                                \
  X(Isset,           Isset,            "isset(a, b, ...)")                                        \
  X(Instanceof,      Instanceof,       "e instanceof A")                                          \
  X(Ternary,         Ternary,          "c ? a : b; c ?: b (then is null)")                        \
  X(Yield,           Yield,            "yield, yield v, yield k => v")                            \
  X(Match,           Match,            "match (subject) { arms }")                                \
  X(Closure,         Closure,          "function (...) use (...) {...}")                          \
  X(ArrowFunction,   Closure,          "fn (...) => expr")
// clang-format on

enum class ExprKind : uint8_t {
#define HOP_AST_ENUM(kind, type, doc) kind,
  HOP_AST_EXPR_KINDS(HOP_AST_ENUM)
#undef HOP_AST_ENUM
};

/// "IntLit", ... for dumps and messages.
std::string_view exprKindName(ExprKind k);

struct Expr {
  Expr(ExprKind k, int l) : kind(k), line(l) {}
  ExprKind kind;
  /// Written in parentheses: `($a)`. PHP cares for a few checks (for
  /// example `($a) = 1` is a syntax error, which the parser handles).
  bool parenthesized = false;
  int line;
};

// clang-format off
#define HOP_AST_BINARY_OPS(X)                   \
  /* op            text */                      \
  X(Add,           "+")                         \
  X(Sub,           "-")                         \
  X(Mul,           "*")                         \
  X(Div,           "/")                         \
  X(Mod,           "%")                         \
  X(Pow,           "**")                        \
  X(Concat,        ".")                         \
  X(ShiftLeft,     "<<")                        \
  X(ShiftRight,    ">>")                        \
  X(BitAnd,        "&")                         \
  X(BitOr,         "|")                         \
  X(BitXor,        "^")                         \
  X(BoolAnd,       "&&")  /* also `and` */      \
  X(BoolOr,        "||")  /* also `or` */       \
  X(BoolXor,       "xor")                       \
  X(Coalesce,      "??")                        \
  X(Equal,         "==")                        \
  X(NotEqual,      "!=")  /* also `<>` */       \
  X(Identical,     "===")                       \
  X(NotIdentical,  "!==")                       \
  X(Less,          "<")                         \
  X(LessEqual,     "<=")                        \
  X(Greater,       ">")                         \
  X(GreaterEqual,  ">=")                        \
  X(Spaceship,     "<=>")
// clang-format on

enum class BinaryOp : uint8_t {
#define HOP_AST_ENUM(op, text) op,
  HOP_AST_BINARY_OPS(HOP_AST_ENUM)
#undef HOP_AST_ENUM
};

/// "+", "&&", ... as PHP writes the operator.
std::string_view binaryOpText(BinaryOp op);

enum class CastType : uint8_t { Int, Float, String, Bool, Array, Object, Unset };
std::string_view castTypeName(CastType t);  // "int", "float", ...

enum class MagicKind : uint8_t { File, Dir, Class, Trait, Function, Method, Namespace };
std::string_view magicKindName(MagicKind k);  // "__FILE__", ...

enum class ArraySyntax : uint8_t {
  Long,   // array(...)
  Short,  // [...]
  List,   // list(...)
};

/// The class operand of new, instanceof, A::x, A::f(), A::class: either a
/// name written in the source (possibly self/parent/static) or an
/// expression evaluated at runtime (`$cls::f()`, `new $cls`, `new (expr)`).
struct ClassRef {
  Name* name = nullptr;
  Expr* expr = nullptr;
};

/// The member name of ->name, ::name(), ::$name: an identifier written in the
/// source (`ident`, without "$" for static properties) or, when `expr` is
/// set, an expression whose value is the name (`->$p`, `->{...}`, `::$$v`).
struct MemberName {
  std::string_view ident;
  Expr* expr = nullptr;
};

/// One call argument.
struct Arg {
  Expr* value = nullptr;
  std::string_view name;  // named argument `name: value`; empty if positional
  bool unpack = false;    // ...$value
  int line = 0;
};

/// One element of an array literal or list().
struct ArrayItem {
  Expr* key = nullptr;    // null if none
  Expr* value = nullptr;  // null only for a skipped element: list($a, , $b)
  bool byRef = false;     // &$v
  bool unpack = false;    // ...$v
  int line = 0;
};

struct MatchArm {
  List<Expr*> conds;  // empty for default
  bool isDefault = false;
  Expr* body = nullptr;
  int line = 0;
};

struct Attribute {
  Name* name = nullptr;
  List<Arg*> args;
  /// Written with parentheses, `#[A()]` (re-printed by assert()'s message).
  bool hasArgList = false;
  /// The first attribute of a `#[...]` group (a list holds several groups).
  bool startsGroup = false;
  int line = 0;
};

struct FunctionDecl;
struct ClassDecl;
struct Block;

struct IntLit : Expr {
  using Expr::Expr;
  int64_t value = 0;
  /// A folded __LINE__ (assert() messages print it as written).
  bool isLineConst = false;
};

struct FloatLit : Expr {
  using Expr::Expr;
  double value = 0;
};

struct StringLit : Expr {
  using Expr::Expr;
  std::string_view value;
};

/// Interpolated strings: literal pieces (StringLit) and expressions, in
/// order: Var, ArrayDim with a literal or variable key, PropFetch, or any
/// expression from {$...} / ${...}.
struct Interpolated : Expr {
  using Expr::Expr;
  List<Expr*> parts;
};

struct MagicConst : Expr {
  using Expr::Expr;
  MagicKind magic = MagicKind::File;
};

struct ConstFetch : Expr {
  using Expr::Expr;
  Name* name = nullptr;
};

struct ClassConstFetch : Expr {
  using Expr::Expr;
  ClassRef cls;
  std::string_view constName;
};

struct ClassNameExpr : Expr {
  using Expr::Expr;
  ClassRef cls;
};

struct ArrayLit : Expr {
  using Expr::Expr;
  List<ArrayItem*> items;
  ArraySyntax syntax = ArraySyntax::Short;
};

/// $name (name set), or a variable-variable: $$x / ${expr} (nameExpr set).
struct Var : Expr {
  using Expr::Expr;
  std::string_view name;  // without "$"
  Expr* nameExpr = nullptr;
  /// Written as "${name}" / "${expr}" inside a string (deprecated in php 8.2).
  bool dollarBrace = false;
  int dollarBraceLine = 0;
};

struct ArrayDim : Expr {
  using Expr::Expr;
  Expr* base = nullptr;
  Expr* dim = nullptr;
};

struct PropFetch : Expr {
  using Expr::Expr;
  Expr* object = nullptr;
  MemberName prop;
  bool nullsafe = false;
};

struct StaticPropFetch : Expr {
  using Expr::Expr;
  ClassRef cls;
  MemberName prop;
};

/// A function call. `name` is set for a call by name (`foo()`, `\A\foo()`),
/// `callee` for a call of an expression value (`$f()`, `(expr)()`, `[$o,'m']()`).
struct Call : Expr {
  using Expr::Expr;
  Name* name = nullptr;
  Expr* callee = nullptr;
  List<Arg*> args;
  bool isCallableConvert = false;  // f(...)
  int callLine = 0;   // the call's line in backtraces: a callee expression's `(` (php's GH-8810)
};

struct MethodCall : Expr {
  using Expr::Expr;
  Expr* object = nullptr;
  MemberName method;
  List<Arg*> args;
  bool nullsafe = false;
  bool isCallableConvert = false;
  int callLine = 0;   // the call's line in backtraces: the method name's (php's GH-8810)
};

struct StaticCall : Expr {
  using Expr::Expr;
  ClassRef cls;
  MemberName method;
  List<Arg*> args;
  bool isCallableConvert = false;
  int callLine = 0;   // the call's line in backtraces: the method name's (php's GH-8810)
};

/// new A(args); for an anonymous class, anonClass is set and cls is empty.
struct New : Expr {
  using Expr::Expr;
  ClassRef cls;
  ClassDecl* anonClass = nullptr;
  List<Arg*> args;
};

struct Unary : Expr {
  using Expr::Expr;
  Expr* operand = nullptr;
};

struct Binary : Expr {
  using Expr::Expr;
  BinaryOp op = BinaryOp::Add;
  Expr* left = nullptr;
  Expr* right = nullptr;
};

struct Assign : Expr {
  using Expr::Expr;
  Expr* target = nullptr;
  Expr* value = nullptr;
};

struct CompoundAssign : Expr {
  using Expr::Expr;
  BinaryOp op = BinaryOp::Add;  // Add..BitXor, Pow, Concat, ShiftLeft/Right, Coalesce
  Expr* target = nullptr;
  Expr* value = nullptr;
};

struct IncDec : Expr {
  using Expr::Expr;
  Expr* var = nullptr;
};

struct Cast : Expr {
  using Expr::Expr;
  CastType type = CastType::Int;
  Expr* operand = nullptr;
};

struct Isset : Expr {
  using Expr::Expr;
  List<Expr*> vars;
};

struct Instanceof : Expr {
  using Expr::Expr;
  Expr* expr = nullptr;
  ClassRef cls;
};

struct Ternary : Expr {
  using Expr::Expr;
  Expr* cond = nullptr;
  Expr* then = nullptr;  // null for `cond ?: else`
  Expr* otherwise = nullptr;
};

struct Yield : Expr {
  using Expr::Expr;
  Expr* key = nullptr;
  Expr* value = nullptr;
};

struct Match : Expr {
  using Expr::Expr;
  Expr* subject = nullptr;
  List<MatchArm*> arms;
};

struct Closure : Expr {
  using Expr::Expr;
  FunctionDecl* fn = nullptr;
};

// --- Statements --------------------------------------------------------------------------

// clang-format off
#define HOP_AST_STMT_KINDS(X)                                                                     \
  /* kind            struct            doc */                                                     \
  X(Block,           Block,            "{ stmts }; also file top level and alternative syntax")   \
  X(ExprStmt,        ExprStmt,         "expr;")                                                   \
  X(Echo,            Echo,             "echo a, b; and <?= a ?>")                                 \
  X(InlineHtml,      InlineHtml,       "text outside <?php ... ?>")                               \
  X(If,              If,               "if / elseif / else (else if nests an If)")                \
  X(While,           While,            "while (c) body")                                          \
  X(DoWhile,         DoWhile,          "do body while (c);")                                      \
  X(For,             For,              "for (init; cond; step) body")                             \
  X(Foreach,         Foreach,          "foreach (subject as key => value) body")                  \
  X(Switch,          Switch,           "switch (subject) { cases }")                              \
  X(Break,           BreakContinue,    "break; break N;")                                         \
  X(Continue,        BreakContinue,    "continue; continue N;")                                   \
  X(Return,          Return,           "return; return e;")                                       \
  X(Global,          Global,           "global $a, $$b;")                                         \
  X(StaticVar,       StaticVar,        "static $a = 1, $b;")                                      \
  X(Unset,           Unset,            "unset($a, $b[1]);")                                       \
  X(Const,           ConstDecl,        "const A = 1, B = 2; (outside classes)")                   \
  X(Function,        FunctionDecl,     "function f() {} (also nested in blocks)")                 \
  X(Class,           ClassDecl,        "class / interface / trait / enum")                        \
  X(Try,             Try,              "try {} catch (A|B $e) {} finally {}")                     \
  X(Goto,            Goto,             "goto label;")                                             \
  X(Label,           Label,            "label:")                                                  \
  X(Declare,         Declare,          "declare(strict_types=1); declare(ticks=1) {...}")         \
  X(Namespace,       Namespace,        "namespace A; namespace A {...} namespace {...}")          \
  X(Use,             Use,              "use A\\B as C; use function f; use A\\{B, C};")           \
  X(HaltCompiler,    HaltCompiler,     "__halt_compiler(); (parsing stops after it)")            \
  /* Class members (ClassDecl::members only) */                                                   \
  X(PropertyGroup,   PropertyGroup,    "public int $a = 1, $b;")                                  \
  X(ClassConstGroup, ClassConstGroup,  "const A = 1, B = 2;")                                     \
  X(Method,          FunctionDecl,     "function m() {}")                                         \
  X(TraitUse,        TraitUse,         "use A, B { A::f insteadof B; g as protected h; }")        \
  X(EnumCase,        EnumCase,         "case A; case B = 1;")
// clang-format on

enum class StmtKind : uint8_t {
#define HOP_AST_ENUM(kind, type, doc) kind,
  HOP_AST_STMT_KINDS(HOP_AST_ENUM)
#undef HOP_AST_ENUM
};

std::string_view stmtKindName(StmtKind k);

struct Stmt {
  Stmt(StmtKind k, int l) : kind(k), line(l) {}
  StmtKind kind;
  int line;
};

/// Member, class, parameter-promotion modifiers (a bit set).
enum Modifier : uint32_t {
  kModPublic = 1u << 0,
  kModProtected = 1u << 1,
  kModPrivate = 1u << 2,
  kModStatic = 1u << 3,
  kModAbstract = 1u << 4,
  kModFinal = 1u << 5,
  kModReadonly = 1u << 6,
  kModVisibilityMask = kModPublic | kModProtected | kModPrivate,
};

struct Block : Stmt {
  using Stmt::Stmt;
  List<Stmt*> stmts;
};

struct ExprStmt : Stmt {
  using Stmt::Stmt;
  Expr* expr = nullptr;
};

struct Echo : Stmt {
  using Stmt::Stmt;
  List<Expr*> exprs;
};

struct InlineHtml : Stmt {
  using Stmt::Stmt;
  std::string_view text;
};

struct IfBranch {
  Expr* cond = nullptr;
  Stmt* body = nullptr;
  int line = 0;
};

/// branches[0] is the `if`, the rest are `elseif`s; elseBody may be null.
struct If : Stmt {
  using Stmt::Stmt;
  List<IfBranch*> branches;
  Stmt* elseBody = nullptr;
};

struct While : Stmt {
  using Stmt::Stmt;
  Expr* cond = nullptr;
  Stmt* body = nullptr;
};

struct DoWhile : Stmt {
  using Stmt::Stmt;
  Stmt* body = nullptr;
  Expr* cond = nullptr;
};

/// Each part is a comma list; the value of `cond` is that of its last item.
struct For : Stmt {
  using Stmt::Stmt;
  List<Expr*> init;
  List<Expr*> cond;
  List<Expr*> step;
  Stmt* body = nullptr;
};

/// value may be a list()/[] (destructuring); byRef for `as &$v`.
struct Foreach : Stmt {
  using Stmt::Stmt;
  Expr* subject = nullptr;
  Expr* key = nullptr;
  Expr* value = nullptr;
  bool byRef = false;
  Stmt* body = nullptr;
};

struct SwitchCase {
  Expr* cond = nullptr;  // null for default
  List<Stmt*> body;
  int line = 0;
};

struct Switch : Stmt {
  using Stmt::Stmt;
  Expr* subject = nullptr;
  List<SwitchCase*> cases;
};

struct BreakContinue : Stmt {
  using Stmt::Stmt;
  Expr* depth = nullptr;  // null means 1
};

struct Return : Stmt {
  using Stmt::Stmt;
  Expr* value = nullptr;
};

/// Each entry is a Var (`$a`, or `$$a`/`${e}` with nameExpr).
struct Global : Stmt {
  using Stmt::Stmt;
  List<Expr*> vars;
};

struct StaticVarItem {
  std::string_view name;  // without "$"
  Expr* init = nullptr;
  int line = 0;
};

struct StaticVar : Stmt {
  using Stmt::Stmt;
  List<StaticVarItem*> vars;
};

struct Unset : Stmt {
  using Stmt::Stmt;
  List<Expr*> vars;
};

struct ConstItem {
  std::string_view name;
  Expr* value = nullptr;
  std::string_view docComment;
  int line = 0;
};

struct ConstDecl : Stmt {
  using Stmt::Stmt;
  List<ConstItem*> items;
};

struct Param {
  std::string_view name;  // without "$"
  Type* type = nullptr;
  Expr* defaultValue = nullptr;
  bool byRef = false;
  bool variadic = false;
  /// Constructor promotion: kModPublic/Protected/Private/Readonly as written
  /// (non-zero means promoted).
  uint32_t modifiers = 0;
  List<Attribute*> attributes;
  std::string_view docComment;
  int line = 0;
};

struct ClosureUse {
  std::string_view name;  // without "$"
  bool byRef = false;
  int line = 0;
};

enum class FunctionKind : uint8_t { Function, Method, Closure, ArrowFunction };

/// Functions, methods (kind Method, in ClassDecl::members), closures and
/// arrow functions (referenced from a Closure expression, never a statement).
struct FunctionDecl : Stmt {
  using Stmt::Stmt;
  FunctionKind fnKind = FunctionKind::Function;
  std::string_view name;  // empty for closures
  List<Param*> params;
  Type* returnType = nullptr;
  bool byRefReturn = false;
  bool isStatic = false;     // static function () {}, static fn () => ...
  bool isGenerator = false;  // the body (not nested functions) contains yield
  uint32_t modifiers = 0;    // methods: kMod* as written
  List<ClosureUse*> uses;    // closures: use (...)
  Block* body = nullptr;     // null for abstract and interface methods
  List<Attribute*> attributes;
  std::string_view docComment;
  int endLine = 0;
};

enum class ClassKind : uint8_t { Class, Interface, Trait, Enum };

struct ClassDecl : Stmt {
  using Stmt::Stmt;
  ClassKind classKind = ClassKind::Class;
  std::string_view name;  // empty for anonymous classes
  bool isAnonymous = false;
  uint32_t modifiers = 0;  // kModAbstract, kModFinal, kModReadonly
  Name* parent = nullptr;  // class ... extends
  /// class/enum `implements`, interface `extends`.
  List<Name*> interfaces;
  Type* enumBackingType = nullptr;
  List<Attribute*> attributes;
  List<Stmt*> members;  // PropertyGroup, ClassConstGroup, Method, TraitUse, EnumCase
  std::string_view docComment;
  int endLine = 0;
};

struct Catch {
  List<Name*> types;
  std::string_view var;  // without "$"; empty for catch (A) without variable
  Block* body = nullptr;
  int line = 0;
};

struct Try : Stmt {
  using Stmt::Stmt;
  Block* body = nullptr;
  List<Catch*> catches;
  Block* finallyBody = nullptr;
};

struct Goto : Stmt {
  using Stmt::Stmt;
  std::string_view label;
};

struct Label : Stmt {
  using Stmt::Stmt;
  std::string_view name;
};

struct DeclareItem {
  std::string_view name;  // as written (strict_types, ticks, encoding)
  Expr* value = nullptr;
  int line = 0;
};

struct Declare : Stmt {
  using Stmt::Stmt;
  List<DeclareItem*> items;
  Stmt* body = nullptr;  // null for `declare(...);`
};

/// `namespace A;` has body == null: it applies to the following top-level
/// statements, up to the next Namespace. `namespace {}` has name == null.
struct Namespace : Stmt {
  using Stmt::Stmt;
  Name* name = nullptr;
  Block* body = nullptr;
};

enum class UseKind : uint8_t { Class, Function, Const };

struct UseItem {
  /// The imported name. Always fully qualified in meaning (a leading "\" is
  /// allowed and ignored); in a group use it is relative to the prefix.
  Name* name = nullptr;
  std::string_view alias;  // empty if none
  UseKind kind = UseKind::Class;
  int line = 0;
};

/// `use A\B, C as D;` (prefix null) or `use A\{B, function c};` (prefix A).
/// Each item carries its own kind (they differ only in mixed group uses).
struct Use : Stmt {
  using Stmt::Stmt;
  UseKind kind = UseKind::Class;
  Name* prefix = nullptr;
  List<UseItem*> items;
};

struct HaltCompiler : Stmt {
  using Stmt::Stmt;
  /// Byte offset just after `__halt_compiler();` (__COMPILER_HALT_OFFSET__).
  uint64_t offset = 0;
};

struct PropertyItem {
  std::string_view name;  // without "$"
  Expr* defaultValue = nullptr;
  std::string_view docComment;
  int line = 0;
};

struct PropertyGroup : Stmt {
  using Stmt::Stmt;
  uint32_t modifiers = 0;  // kMod*; `var` gives kModPublic
  Type* type = nullptr;
  List<PropertyItem*> props;
  List<Attribute*> attributes;
};

struct ClassConstGroup : Stmt {
  using Stmt::Stmt;
  uint32_t modifiers = 0;
  List<ConstItem*> items;
  List<Attribute*> attributes;
};

struct TraitAdaptation {
  enum Kind : uint8_t { Precedence, Alias };
  Kind adaptKind = Alias;
  Name* trait = nullptr;       // A in A::m; null for a bare method name
  std::string_view method;
  List<Name*> insteadof;       // Precedence
  std::string_view alias;      // Alias: new name, may be empty (visibility change only)
  uint32_t modifiers = 0;      // Alias: visibility/final/static/... as written
  int line = 0;
};

struct TraitUse : Stmt {
  using Stmt::Stmt;
  List<Name*> traits;
  List<TraitAdaptation*> adaptations;
};

struct EnumCase : Stmt {
  using Stmt::Stmt;
  std::string_view name;
  Expr* value = nullptr;
  List<Attribute*> attributes;
  std::string_view docComment;
};

} // namespace hop::ast
