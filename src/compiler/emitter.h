// emitter.h — the bytecode compiler: walks the AST of one file and emits a
// Unit. The work is split by family: emit-stmt.cpp (statements and control
// flow), emit-expr.cpp (operators, literals, constants), emit-member.cpp
// (variables, array elements, properties: reads, writes, isset, unset,
// references), emit-call.cpp (calls, arguments, new, closures),
// emit-decl.cpp (functions, classes, parameters, types, constant folding),
// emit-assert.cpp (php's assert() special form, with ast-export.cpp),
// emit-attributes.cpp (php's own attributes), emit-magic.cpp (magic methods).
#pragma once

#include <functional>
#include <memory>
#include <type_traits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/compiler.h"
#include "compiler/emitter-state.h"
#include "parser/ast.h"
#include "parser/parser.h"

namespace hop {

namespace ast = ::hop::ast;
using Label = BytecodeBuilder::Label;

/// A non-owning reference to a `void()` callable: what the chain emitters
/// take for their callbacks (a lambda of the caller's, called before they
/// return), without std::function's heap copy of captures bigger than two
/// pointers. An empty VoidFnRef is false.
class VoidFnRef {
public:
  VoidFnRef() = default;
  template <class F, class = std::enable_if_t<!std::is_same_v<std::decay_t<F>, VoidFnRef>>>
  VoidFnRef(F&& f)   // NOLINT: implicit, as std::function
      : m_obj(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        m_call([](void* o) { (*static_cast<std::remove_reference_t<F>*>(o))(); }) {}
  void operator()() const { m_call(m_obj); }
  explicit operator bool() const { return m_call != nullptr; }

private:
  void* m_obj = nullptr;
  void (*m_call)(void*) = nullptr;
};

/// A set of pointers, open-addressed (no allocation per insert).
class PtrSet {
public:
  bool contains(const void* p) const {
    if (m_slots.empty()) return false;
    for (size_t i = slotOf(p);; i = (i + 1) & (m_slots.size() - 1)) {
      if (m_slots[i] == p) return true;
      if (!m_slots[i]) return false;
    }
  }
  /// True when p was not in the set.
  bool insert(const void* p) {
    if ((m_count + 1) * 2 > m_slots.size()) grow();
    for (size_t i = slotOf(p);; i = (i + 1) & (m_slots.size() - 1)) {
      if (m_slots[i] == p) return false;
      if (!m_slots[i]) {
        m_slots[i] = p;
        ++m_count;
        return true;
      }
    }
  }

private:
  size_t slotOf(const void* p) const {
    uint64_t x = uint64_t(reinterpret_cast<uintptr_t>(p)) * 0x9E3779B97F4A7C15ull;
    return size_t(x >> 32) & (m_slots.size() - 1);
  }
  void grow() {
    std::vector<const void*> old = std::move(m_slots);
    m_slots.assign(old.empty() ? 64 : old.size() * 2, nullptr);
    m_count = 0;
    for (const void* q : old)
      if (q) insert(q);
  }
  std::vector<const void*> m_slots;
  size_t m_count = 0;
};

/// How a member chain is accessed: the final op and the mode of its Base/Dim ops.
enum class Access { Read, ReadQuiet, Write, Unset, Isset, Empty, Bind, ListRead };

/// f(), $o->m(), A::m(): an expression whose value is a call result.
bool isCallExpr(const ast::Expr* e);
/// $name (not $$x, not $this).
bool isPlainVar(const ast::Expr* e);
/// Whether a list() target binds a reference anywhere, nested lists included.
bool listBindsRef(const ast::ArrayLit* l);

class Emitter {
public:
  Emitter(UnitEmitter& ue, const parser::ParsedFile& file, const CompileOptions& opts);

  /// Compiles the whole file into the unit (its pseudo-main first).
  void emitFile();

private:
  // --- Context ------------------------------------------------------------------------
  UnitEmitter& m_ue;
  const parser::ParsedFile& m_file;
  const CompileOptions& m_opts;
  NameContext m_names;
  FuncEmitter* m_fe = nullptr;
  bool m_strictTypes = false;
  std::string m_funcName;        // __FUNCTION__
  std::string m_methodName;      // __METHOD__
  PreClass* m_class = nullptr;   // the class being compiled (for self::, __CLASS__)
  const ast::ClassDecl* m_classDecl = nullptr;
  std::string m_traitName;       // __TRAIT__ inside a trait
  /// Functions declared at top level of this file, by lowercase resolved name
  /// (their by-reference parameters are known at compile time).
  std::unordered_map<std::string, const ast::FunctionDecl*> m_fileFunctions;
  std::unordered_map<const ast::FunctionDecl*, std::string> m_fileFunctionNames;   // as declared, with the namespace
  /// Where a nullsafe operator in the chain being emitted short-circuits to.
  Label m_nullsafeShort;
  /// Chain nodes known to hold no nullsafe operator (withNullsafeScope asks at
  /// every link of a chain: without the memo, `$o->m()->m()...` compiles in
  /// quadratic time).
  PtrSet m_nullsafeFree;
  /// `$a[f()] ??= v` evaluates its keys once (php's memoized compile): the
  /// quiet read stores each computed key in a temporary (Compile), the write
  /// uses the temporaries (Fetch).
  enum class KeyMemo : uint8_t { None, Compile, Fetch };
  KeyMemo m_keyMemo = KeyMemo::None;
  std::vector<std::pair<const ast::Expr*, uint32_t>> m_keyMemoTemps;
  /// Variables the arrow function about to be compiled captures.
  std::vector<std::string> m_pendingArrowCaptures;
  uint32_t m_anonClassCount = 0;
  /// declare(ticks=N) in force (0: none): a Ticks op follows each statement.
  int64_t m_ticks = 0;
  /// The statement being emitted is a top statement of the file (see emitStmts).
  bool m_topStmt = false;
  /// php's namespace bookkeeping of the file: a bracketed declaration was
  /// seen, one's body is being compiled, an unbracketed or named one is open.
  bool m_nsBracketed = false, m_inNamespace = false, m_nsOpen = false;
  /// Names the file declared so far (php's seen symbols; classes and functions
  /// lowercase), which a later `use` may not take for another name.
  std::unordered_set<std::string> m_seenClasses, m_seenFunctions, m_seenConsts;
  uint32_t m_closureCount = 0;
  /// Labels of `goto` targets in the current function, and its statements
  /// (where a goto looks for its label's nesting: emitGoto).
  std::unordered_map<std::string, Label> m_gotoLabels;
  const ast::List<ast::Stmt*>* m_funcBody = nullptr;

  BytecodeBuilder& bc() { return m_fe->bc(); }
  /// Whether `self` in the code being compiled can only mean m_class: a
  /// method of a class (not of a trait, whose self is the using class) and
  /// not a closure (which can be rebound to another scope).
  bool selfIsFixed() const {
    return m_class && !(m_class->attrs & kClsTrait) && m_fe && m_fe->func().preClass == m_class &&
           !m_fe->func().isClosure();
  }
  uint32_t str(std::string_view s) { return m_ue.litstrId(s); }
  void line(int l) { if (l > 0) bc().setLine(l); }
  /// A compile-time warning or deprecation (level: E_WARNING, E_DEPRECATED, ...).
  void diagnostic(int level, int atLine, std::string msg) {
    m_ue.unit().diagnostics.push_back({level, std::move(msg), atLine});
  }

  // --- Files and functions (emit-decl.cpp) -------------------------------------------------
  void collectFileFunctions(const ast::Block* top);
  /// Compiles a function-like declaration into a new Func of the unit.
  Func* emitFunction(const ast::FunctionDecl* fd, uint32_t& index, PreClass* cls, bool isClosureLike);
  void emitFunctionBody(const ast::FunctionDecl* fd, Func* f);
  void emitParams(const ast::FunctionDecl* fd, Func* f);
  /// php's checks of the function's goto statements against its labels.
  void checkGotos();
  /// php's signature rules for magic methods (emit-magic.cpp).
  void checkMagicMethod(const ast::FunctionDecl* fd, const Func* f);
  TypeConstraint typeConstraint(const ast::Type* t, bool forReturn = false);
  /// typeConstraint() of a one-name type (`body` is t, or what t's `?` applies to).
  TypeConstraint singleTypeConstraint(const ast::Type* t, const ast::Type* body);
  /// php's compile-time checks of its own attributes on a declaration
  /// (emit-attributes.cpp); `cd` is the class they apply to, if any.
  /// Errors are reported at `atLine` (the declaration's line, as php does).
  void checkAttributes(const ast::List<ast::Attribute*>& attrs, uint32_t target, int atLine,
                       const ast::ClassDecl* cd = nullptr);
  /// A type as messages show it here: self and parent by class name.
  std::string shownType(const TypeConstraint& tc) const;
  /// php's compile-time checks of a type declaration (redundant members,
  /// standalone-only types, qualified builtin names, self/parent without a class).
  void checkTypeDecl(const ast::Type* t);
  /// Checks `self`/`parent`/`static` used where the class scope is known.
  void checkClassFetchScope(std::string_view lowerName, int atLine);
  /// Whether the class scope of the code being compiled is known at compile
  /// time (php's zend_is_scope_known: not in closures, traits or top-level code).
  bool classScopeKnown() const;
  std::string resolveClassName(const ast::Name* n);
  std::string resolveFunctionName(const ast::Name* n, std::string* fallback);
  std::string resolveConstName(const ast::Name* n, std::string* fallback);
  void emitClassDecl(const ast::ClassDecl* cd, bool topLevel);
  PreClass* compileClass(const ast::ClassDecl* cd);
  // Parts of a class declaration (emit-class.cpp).
  void compileProperties(const ast::PropertyGroup* g, PreClass* pc);
  void compileConstants(const ast::ClassConstGroup* g, PreClass* pc);
  void compileEnumCase(const ast::EnumCase* ec, PreClass* pc);
  void compileTraitUse(const ast::TraitUse* tu, PreClass* pc);
  /// php's zend_begin_method_decl checks (modifiers, body, redeclaration).
  void beginMethodDecl(const ast::FunctionDecl* fd, Func* f);
  /// Constructor promotion: the properties a constructor's parameters declare.
  void declarePromotedProperties(const ast::FunctionDecl* fd, PreClass* pc);
  /// A class named in extends/implements/use: not self, parent or static.
  std::string classNameReference(const ast::Name* n, const char* what, int atLine);
  /// php's rules for what a constant expression may contain
  /// (emit-const-expr.cpp); `allowNew`: `new` is allowed (parameter defaults,
  /// static variables, global constants).
  void checkConstExpr(const ast::Expr* e, bool allowNew);
  /// A value known at compile time, or an initializer Func computing it.
  PreValue preValue(const ast::Expr* e, const std::string& what);
  /// Folds a constant expression into a static value; false when it needs runtime.
  bool foldConst(const ast::Expr* e, TypedValue& out);
  /// Emits a folded constant (int, float, bool, null, string); false for others.
  bool emitFoldedScalar(const TypedValue& v);
  /// php's compile error for spreading a non-array constant in an array
  /// literal made only of constants.
  void checkConstantSpreads(const ast::ArrayLit* e);
  /// "Method name must be a string" for a constant, non-string method name expression.
  void checkMethodNameLiteral(const ast::MemberName& m, int atLine);
  /// A parameter's default as php shows it in "Declaration of ..." messages.
  std::string signatureDefaultText(const ast::Expr* e);
  uint32_t staticArrayId(TypedValue arr);

  // --- Attributes (emit-attributes.cpp) -------------------------------------------------------
  /// The attributes of a declaration, with php's compile-time checks of their
  /// argument lists (the engine's own attributes: checkAttributes()).
  std::vector<PreAttribute> compileAttributes(const ast::List<ast::Attribute*>& attrs);
  /// How reflection prints a default value that is not a plain value (php
  /// keeps these as expressions): constants by their resolved names, other
  /// expressions re-printed; empty when `pv` is a folded value. Sets
  /// `constName` when the default is a bare constant.
  std::string defaultValueText(const ast::Expr* e, const PreValue& pv, std::string& constName);
  /// A constant expression re-printed as php exports its compiled form (names resolved).
  std::string constExprText(const ast::Expr* e);
  /// A class's own attributes (compiled in the class's scope, for self::).
  void compileClassAttributes(const ast::ClassDecl* cd, PreClass* pc);

  // --- Statements (emit-stmt.cpp) -----------------------------------------------------------
  void emitStmt(const ast::Stmt* s);
  /// The statement itself (emitStmt adds declare(ticks) ticks around it).
  void emitStmtKind(const ast::Stmt* s);
  void emitStmts(const ast::List<ast::Stmt*>& stmts);
  void emitIf(const ast::If* s);
  void emitWhile(const ast::While* s);
  void emitDoWhile(const ast::DoWhile* s);
  void emitFor(const ast::For* s);
  void emitForeach(const ast::Foreach* s);
  void emitSwitch(const ast::Switch* s);
  void emitBreakContinue(const ast::BreakContinue* s, bool isBreak);
  void emitReturn(const ast::Return* s);
  void emitReturnValueOnStack(int line, bool verified = false);
  void emitTry(const ast::Try* s);
  void emitEcho(const ast::Echo* s);
  void emitUnset(const ast::Expr* e);
  void emitStaticVar(const ast::StaticVar* s);
  void emitGlobal(const ast::Global* s);
  void emitConstStmt(const ast::ConstDecl* s);
  void emitDeclare(const ast::Declare* s);
  bool isFirstStatement(const ast::Stmt* s) const;
  void emitUse(const ast::Use* s);
  void emitNamespace(const ast::Namespace* s);
  /// Jumps to `target` from inside try/finally regions, running finally code.
  void emitJumpOut(Label target, size_t targetBreakDepth, size_t targetFinallyDepth);
  void jumpOutFrom(Label target, size_t targetBreakDepth, size_t targetFinallyDepth, size_t loopTop, size_t fTop);
  void emitFinallyDispatch(FinallyRegion& region, Label after);
  void emitGoto(const ast::Goto* s);
  Label gotoLabel(std::string_view name);

  // --- Expressions (emit-expr.cpp) ------------------------------------------------------------
  /// Pushes the value of `e` (one Cell).
  void emitExpr(const ast::Expr* e);
  /// Evaluates `e` for its side effects only.
  void emitExprDiscard(const ast::Expr* e);
  /// Jumps to `target` when the truth of `e` equals `jumpIf`.
  void emitCondJump(const ast::Expr* e, Label target, bool jumpIf);
  /// The truth of `e` when known at compile time (literals, `false && X`).
  bool constTruth(const ast::Expr* e, bool& truth);
  /// Whether the left operand of && / || is a constant that decides the
  /// result (php then compiles no more of the expression); sets `result`.
  bool decidedByLeft(const ast::Binary* b, bool& result);
  void emitBinary(const ast::Binary* e);
  void emitLogical(const ast::Binary* e);
  void emitCoalesce(const ast::Binary* e);
  void emitTernary(const ast::Ternary* e);
  void emitUnary(const ast::Unary* e);
  void emitCast(const ast::Cast* e);
  void emitArrayLit(const ast::ArrayLit* e);
  /// What php's constant-expression evaluator refuses in the value on top of
  /// the stack (zend_ast_evaluate): a non-array unpacked, [] on an object, a
  /// property of an object that is no enum.
  enum class ConstExprUse : uint8_t { Unpack, Dim, Prop };
  void emitConstExprOperandCheck(ConstExprUse use);
  /// Inside a constant expression (an initializer, or a global const's value).
  bool inConstExpr() const { return m_constExprDepth > 0 || (m_fe && m_fe->func().isInitializer()); }
  uint32_t m_constExprDepth = 0;
  void emitInterpolated(const ast::Interpolated* e);
  void emitConstFetch(const ast::ConstFetch* e);
  void emitClassConstFetch(const ast::ClassConstFetch* e);
  void emitClassNameExpr(const ast::ClassNameExpr* e);
  void emitMagicConst(const ast::MagicConst* e);
  void emitInstanceof(const ast::Instanceof* e);
  void emitMatch(const ast::Match* e);
  void emitIsset(const ast::Isset* e);
  void emitYield(const ast::Yield* e);
  void emitInclude(const ast::Unary* e, InclOp op);
  /// Pushes a class reference for `ref` (a name string or ClsRefS).
  void emitClassRef(const ast::ClassRef& ref);
  /// A class given by an expression: one php folds to a constant must be a string.
  void checkClassExpr(const ast::Expr* x);
  void emitClassExpr(const ast::Expr* x);
  /// The special class a name stands for, if self/parent/static.
  /// `evenQualified`: `\self` too (::class, as php's zend_get_class_fetch_type on the bare name).
  bool specialClass(const ast::Name* n, SpecialClsRef& out, bool evenQualified = false);

  // --- Variables and members (emit-member.cpp) --------------------------------------------------
  /// Whether `e` can be assigned to / read as a member chain.
  static bool isChain(const ast::Expr* e);
  /// Whether the elements and properties `e` goes through start from a
  /// temporary (not a variable, static property or call): `(new C)[0]`, `[1][0]`.
  static bool chainRootIsTemporary(const ast::Expr* e);
  /// php's zend_is_variable: a chain, but not the bare $GLOBALS (read-only, passed by value).
  static bool isVariable(const ast::Expr* e);
  /// The value a yield hands out (a reference in by-reference generators).
  void emitYieldValue(const ast::Yield* e);
  static bool isCallExpr(const ast::Expr* e);
  static bool chainHasNullsafe(const ast::Expr* e);
  /// Whether e is a chain (->, [], method call) of more than `links` links.
  static bool chainLongerThan(const ast::Expr* e, int links);
  /// A chain with an append step ($a[] or $a[][0]): readable only by reference.
  static bool chainHasAppend(const ast::Expr* e);
  /// The by-value side of an argument whose callee decides at runtime: the
  /// value, or php's "Cannot use [] for reading" Error for an append chain.
  void emitArgByValue(const ast::Expr* e);
  /// A variable argument whose by-reference-ness the pending callee decides
  /// at run time: `test` (FIsRefParam by position, FIsRefParamNamed by name
  /// id) `which` `depth`, then a reference or a value, each followed by its
  /// own op (Nop: none).
  void emitArgRefIfCalleeWants(const ast::Expr* v, Op test, uint32_t which, uint32_t depth, Op afterRef = Op::Nop,
                               Op afterVal = Op::Nop);
  /// Emits the access of a chain; for Write/Bind the value is expected on the
  /// stack (pushed by `pushValue` after the keys).
  void emitChain(const ast::Expr* e, Access access, VoidFnRef pushValue = {},
                 Op finalOp = Op::Nop, uint8_t subop = 0);
  /// The same, for the part of the chain above `cellBase`, whose value is
  /// already on the stack (null: the whole chain).
  void emitChainFrom(const ast::Expr* e, Access access, VoidFnRef pushValue, Op finalOp,
                     uint8_t subop, const ast::Expr* cellBase);
  /// Runs `body` (which pushes one value) inside a nullsafe short-circuit
  /// scope when `e` needs one; `shortValue` is what a short circuit yields.
  void withNullsafeScope(const ast::Expr* e, Op shortValue, VoidFnRef body);
  /// The object of a chain link: inside the nullsafe scope only if it is a link itself.
  void emitChainObject(const ast::Expr* object);
  /// Emits `fn` with no nullsafe scope (arguments, keys: separate chains).
  void outsideNullsafe(VoidFnRef fn);
  void emitAssign(const ast::Assign* e, bool discard);
  void emitAssignRef(const ast::Assign* e, bool discard);
  void emitCompoundAssign(const ast::CompoundAssign* e, bool discard);
  void emitIncDec(const ast::IncDec* e, bool discard);
  void emitListAssign(const ast::ArrayLit* target, uint32_t srcLocal);
  /// Pushes a reference (V-cell) to the variable/element `e`.
  /// Pushes a reference to `e` (a V-cell). For a value that is not a variable
  /// (a call result, a temporary), `onValue` says what php reports.
  void emitVGet(const ast::Expr* e, BoxRefOp onValue = BoxRefOp::Silent);
  /// php's zend_ensure_writable_variable: calls, nullsafe chains and $GLOBALS
  /// cannot be written to (the messages php gives for each).
  void ensureWritable(const ast::Expr* e);
  /// A call php compiles to an instruction of its own (zend_try_compile_special_func:
  /// strlen, is_*, count, chr, ...), in a read context or not: 1 when its result is
  /// a constant, 2 a temporary, 0 when it stays a call.
  int specialCallResult(const ast::Expr* e, bool read);
  /// "f(): Argument #N ($name) cannot be passed by reference" when the known
  /// callee's parameter `name` is by reference; empty otherwise.
  std::string namedByRefValueError(const ast::FunctionDecl* fd, const Func* builtin, std::string_view name);
  /// php's checks of a list()/[] destructuring target.
  void checkListTarget(const ast::ArrayLit* target);
  /// Stores the value on top of the stack into `target` (any lvalue or list), popping it.
  void emitStoreTop(const ast::Expr* target);
  uint32_t localOf(const ast::Var* v);
  static bool isThisVar(const ast::Expr* e);
  /// The kind php's compiler gives an operand: 1 constant, 2 temporary, 4 call result, 16 variable.
  int operandKind(const ast::Expr* e);
  /// Whether php's compiler makes `e` a constant (it folds operators on constants
  /// that raise nothing); `out` is its value when foldConst knows it, else Uninit.
  bool phpConstValue(const ast::Expr* e, TypedValue& out);
  static bool isSuperglobal(std::string_view name);
  void emitVarRead(const ast::Var* v, bool quiet);

  // --- Calls (emit-call.cpp) ----------------------------------------------------------------------
  void emitCall(const ast::Call* e);
  /// A call of the function `name` (resolved; `fallback` is the global name
  /// an unqualified call in a namespace falls back to, or empty).
  void emitCallByName(const ast::Call* e, const std::string& name, const std::string& fallback);
  void emitMethodCall(const ast::MethodCall* e);
  void emitStaticCall(const ast::StaticCall* e);
  void emitNew(const ast::New* e);
  void emitClosure(const ast::Closure* e);
  /// Pushes arguments for a pending ActRec; returns false when they must go
  /// through FCallArray (spread or named arguments were emitted as an array).
  bool emitArgs(const ast::List<ast::Arg*>& args, const ast::FunctionDecl* knownUser, const Func* knownBuiltin);
  /// Arguments and the call op of `call` (null for `new`).
  void emitFCall(const ast::Expr* call, const ast::List<ast::Arg*>& args, const ast::FunctionDecl* knownUser,
                 const Func* knownBuiltin);
  /// The call whose result is about to be bound by reference (emitVGet of a call).
  const ast::Expr* m_refCall = nullptr;
  bool emitIntrinsic(const ast::Call* e, const std::string& lowerName);
  static bool hasSpreadOrNamed(const ast::List<ast::Arg*>& args);

  // --- assert() (emit-assert.cpp) -------------------------------------------------------------------
  /// Whether a call by this name is php's assert() special form.
  static bool isAssertCall(const ast::Call* e, const std::string& lowerName, const std::string& fallback);
  void emitAssert(const ast::Call* e);
};

} // namespace hop
