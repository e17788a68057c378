// func.h — Func: one PHP function, method, closure body or file pseudo-main,
// as the compiler produced it and the interpreter and JIT run it.
//
// A Func owns its bytecode. Its frame on the VM stack is an ActRec followed by
// numLocals() TypedValues: parameters first (in order), then named locals,
// then hidden compiler temporaries (iterators, saved values). Default values
// of optional parameters are computed by "DV" entry points: when a call
// passes n < numParams() arguments, execution starts at params[n].dvEntry.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "bytecode/ops.h"
#include "bytecode/type-constraint.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct StringData;
struct ArrayData;
struct TypedValue;
struct Unit;
struct Class;
struct PreClass;
struct NativeArgs;
struct Func;

using FuncId = uint32_t;
constexpr FuncId kInvalidFuncId = 0xffffffffu;

/// A default value or constant: a value known at compile time, or a Func that
/// computes it (for expressions with constants, class constants or `new`).
struct PreValue {
  TypedValue value = makeUninit();   // static value; Uninit when computed or absent
  Func* initializer = nullptr;       // returns the value when called (no arguments)
  bool isSet() const { return value.m_type != DataType::Uninit || initializer != nullptr; }
};

// --- Attributes ---------------------------------------------------------------------------
// `#[Name(args)]` as the compiler keeps it for the runtime (PHP 8 attributes
// are data, read through reflection). The name is resolved at compile time;
// arguments are constant expressions, folded or computed lazily by
// initializer Funcs, so an argument naming a class constant or `new Foo` is
// evaluated only when ReflectionAttribute::getArguments()/newInstance() asks.

/// One attribute argument: positional (name null) or named (`name: value`).
struct AttributeArg {
  StringData* name = nullptr;
  PreValue value;
  std::string text;                  // how reflection prints an unevaluated value ("new \\Foo()")
};

struct PreAttribute {
  StringData* name = nullptr;        // fully qualified class name
  std::vector<AttributeArg> args;    // positional ones first (the compiler checks)
  int line = 0;
};

/// What an attribute is attached to: php's Attribute::TARGET_* bits.
enum AttributeTarget : uint32_t {
  kAttrTargetClass = 1,
  kAttrTargetFunction = 2,
  kAttrTargetMethod = 4,
  kAttrTargetProperty = 8,
  kAttrTargetClassConstant = 16,
  kAttrTargetParameter = 32,
  kAttrTargetAll = 63,
  kAttrIsRepeatable = 64,            // Attribute::IS_REPEATABLE
};

/// "class, method": target bits as php lists them in attribute errors.
std::string attributeTargetNames(uint32_t targets);

/// A C++ builtin: reads its (already coerced) arguments from `args`, writes its
/// result into args.ret.
using NativeFunction = void (*)(NativeArgs& args);

struct ParamInfo {
  StringData* name = nullptr;          // without the '$'
  TypeConstraint type;                 // may be empty
  PreValue defaultValue;               // unset for required parameters
  bool byRef = false;
  /// php's "prefer-ref" parameters of a few builtins (extract, array_multisort):
  /// a variable goes by reference, any other value is accepted as a value.
  bool preferRef = false;
  bool variadic = false;
  bool hasDefault = false;
  bool defaultIsNull = false;          // `= null` (makes a typed param implicitly nullable)
  std::string signatureDefault;        // the default as php shows it in "Declaration of" messages ("null", "'abc'", "FOO", "<expression>")
  /// The default as reflection prints it when it is not a plain value (a
  /// constant, an expression), else empty; builtins: the stub's text.
  std::string defaultText;
  std::string defaultConstant;         // the default is this constant: "FOO", "NS\C::X", "self::X"
  int promoteFlags = 0;                // constructor promotion: visibility/readonly attrs (class.h)
  std::vector<PreAttribute> attributes;
};

/// A `static $x = init;` of a function: the slot index is its position in
/// Func::staticVars (reflection lists them before the function has run).
struct StaticVarInfo {
  StringData* name = nullptr;
  PreValue init;                       // unset for `static $x;`
};

/// A try region: an exception thrown at a pc in [start, end) goes to handler,
/// which begins with a Catch op. Entries are innermost first.
struct EHEntry {
  uint32_t start;
  uint32_t end;
  uint32_t handler;
  /// Hidden locals (foreach iterators, temporaries) of constructs inside
  /// [start, end): dead once an exception leaves the range, so the unwinder
  /// releases them before the handler runs (php's live-range cleanup: a
  /// generator iterated there runs its finally blocks first).
  std::vector<uint32_t> deadLocals = {};
};

/// Maps a bytecode offset to its source line: entry i covers offsets from
/// pcStart up to the next entry's pcStart.
struct LineEntry {
  uint32_t pcStart;
  int32_t line;
};

enum FuncAttr : uint32_t {
  kAttrNone = 0,
  kAttrPublic = 1u << 0,
  kAttrProtected = 1u << 1,
  kAttrPrivate = 1u << 2,
  kAttrStatic = 1u << 3,
  kAttrAbstract = 1u << 4,
  kAttrFinal = 1u << 5,
  kAttrClosure = 1u << 6,
  kAttrGenerator = 1u << 7,
  kAttrVariadic = 1u << 8,
  kAttrReturnsRef = 1u << 9,
  kAttrBuiltin = 1u << 10,
  kAttrPseudoMain = 1u << 11,
  kAttrUsesVarEnv = 1u << 12,    // $$x, compact(), extract(), get_defined_vars(): locals by name
  kAttrStrictTypes = 1u << 13,   // declared in a declare(strict_types=1) file
  kAttrArrowFn = 1u << 14,
  kAttrStaticClosure = 1u << 15,
  kAttrDeprecated = 1u << 16,
  kAttrNoArgCountCheck = 1u << 17,  // builtins with their own argument checks
  // 1u << 18 is kAttrReadonly (properties).
  kAttrSystemLib = 1u << 19,     // compiled from the systemlib (see isSystemLib())
  kAttrInitializer = 1u << 20,   // computes a constant, default or property initial value (no frame in traces)
  kAttrUsesThis = 1u << 21,      // the body reads $this (php's ZEND_ACC_USES_THIS: such a closure keeps it)
  kAttrTentativeReturn = 1u << 22,      // runtime method whose return type overriders may still omit (deprecation)
  kAttrReturnTypeWillChange = 1u << 23, // #[\ReturnTypeWillChange]: silences that deprecation
  kAttrForwardsNamedArgs = 1u << 24,    // variadic builtin taking unknown named arguments (call_user_func)
  kAttrNoDynamicCall = 1u << 25,        // builtin reading its caller's frame: a callable's call is an Error (php's zend_forbid_dynamic_call)
};

// Builtins the interpreter runs inline when their arguments have the common
// types (vm/interp-builtin-inline.h), without the NativeFrame and argument
// glue of a builtin call: the ones php compiles to opcodes of their own
// (zend_try_compile_special_func) or runs as frameless calls. Other argument
// types, counts or a strict/loose mode the inline form does not cover take
// the builtin's full path, so every error and warning is the builtin's.
//   X(kind, registered name)
#define HOP_INLINE_BUILTINS(X)                                                  \
  X(Strlen, "strlen") X(Count, "count") X(Sizeof, "sizeof")                    \
  X(GetClass, "get_class") X(ArrayKeyExists, "array_key_exists")              \
  X(KeyExists, "key_exists") X(InArray, "in_array") X(Ord, "ord")

enum class InlineBuiltin : uint8_t {
  None,
#define X(kind, name) kind,
  HOP_INLINE_BUILTINS(X)
#undef X
};

struct Func {
  // --- Identity ---------------------------------------------------------------
  FuncId id = kInvalidFuncId;
  StringData* name = nullptr;          // "foo", "{closure}", "{main}"; methods: the method name
  StringData* lowerName = nullptr;     // for case-insensitive lookup
  Unit* unit = nullptr;
  PreClass* preClass = nullptr;        // for methods: the declaring class (compile time)
  Class* cls = nullptr;                // for methods: the class at runtime (set when the class is defined)
  uint32_t attrs = kAttrNone;
  int lineStart = 0;
  int lineEnd = 0;
  StringData* docComment = nullptr;
  std::vector<PreAttribute> attributes;

  // --- Code -------------------------------------------------------------------
  std::vector<uint8_t> bc;
  std::vector<LineEntry> lineTable;
  std::vector<EHEntry> ehTable;
  uint32_t maxStack = 0;               // deepest evaluation stack, in slots
  uint32_t numCacheSlots = 0;          // CA immediates in bc (numbered 0..n-1)
  uint32_t cacheBase = 0;              // first process-wide inline cache id (FuncRegistry::add)

  // --- Frame ------------------------------------------------------------------
  std::vector<ParamInfo> params;
  uint32_t numParams() const { return static_cast<uint32_t>(params.size()); }
  uint32_t numRequiredParams = 0;
  uint32_t numLocals = 0;              // parameters + named locals + hidden temporaries
  std::vector<StringData*> localNames; // index = local id; null for hidden temporaries
  uint32_t numNamedLocals = 0;         // named locals are ids [0, numNamedLocals)
  std::vector<StringData*> closureUses;   // captured variables, stored in locals numParams.. (closures)
  std::vector<bool> closureUseByRef;
  uint32_t numStaticLocals = 0;
  std::vector<StaticVarInfo> staticVars;   // by static slot
  TypeConstraint returnType;

  // --- Call facts (derived from the above by FuncRegistry::add) ----------------
  /// The argument count with which entering this Func needs no adjustment
  /// (a user function called with exactly its parameters, none variadic or
  /// by reference), so the interpreter can enter it inline; kNoSimpleArity
  /// when every call takes the general path (enterFrame).
  uint32_t simpleArity = kNoSimpleArity;
  static constexpr uint32_t kNoSimpleArity = 0xffffffffu;
  /// Whether some parameter is by reference (FPass* must ask per argument).
  bool takesRefs = false;
  /// Where a call may start when every argument already has one of its
  /// parameter's builtin types: past the VerifyParamType ops the body opens
  /// with (they would do nothing). paramCheckMasks[i] is parameter i's type
  /// mask, all ones when it accepts anything (untyped or mixed), zero when
  /// a builtin's parameter needs the full path (by reference, callable).
  uint32_t checkedEntry = 0;
  std::vector<uint32_t> paramCheckMasks;
  /// Builtins: the most arguments a call may pass without an error (0 for
  /// builtins that count their arguments themselves).
  uint32_t builtinMaxArgs = 0;
  /// Builtins the interpreter may run inline (HOP_INLINE_BUILTINS), by name.
  InlineBuiltin inlineBuiltin = InlineBuiltin::None;
  /// Computes the call facts; called once the Func is complete.
  void computeCallFacts();

  // --- Builtins ---------------------------------------------------------------
  NativeFunction native = nullptr;
  uint32_t builtinId = 0;
  const Func* traitOrigin = nullptr;   // for methods imported from a trait: the trait's Func

  // --- Execution counters (shared between threads; the JIT reads them) ---------
  mutable std::atomic<uint32_t> callCount{0};
  /// Entries the live JIT found untranslatable (bit 0: offset 0, bit 1:
  /// checkedEntry), so calls stop asking; bits 2 and 3 the same for calls
  /// from compiled code (jit::noTranslateBits); bit 4: no loop head of it
  /// is entered (jit::kNoLoopHeads).
  mutable std::atomic<uint8_t> jitNoTranslate{0};
  /// The interpreter's entries into this function's compiled code in the
  /// current window, and how many of them left it before the return
  /// (jit-runtime.cpp: mostly-leaving entries are given up, as loop heads).
  mutable std::atomic<uint32_t> jitEntries{0};
  mutable std::atomic<uint32_t> jitEarlyExits{0};
  /// Backward branches the interpreter took in it, counted up to
  /// hop.jit_threshold before its loop heads are looked for (jit-runtime.cpp,
  /// runAtLoopHead).
  mutable std::atomic<uint32_t> jitBackBranches{0};

  bool isBuiltin() const { return attrs & kAttrBuiltin; }
  bool isMethod() const { return preClass != nullptr || cls != nullptr; }
  bool isStatic() const { return attrs & kAttrStatic; }
  bool isClosure() const { return attrs & kAttrClosure; }
  bool isGenerator() const { return attrs & kAttrGenerator; }
  bool isVariadic() const { return attrs & kAttrVariadic; }
  bool isPseudoMain() const { return attrs & kAttrPseudoMain; }
  bool isInitializer() const { return attrs & kAttrInitializer; }
  bool strictTypes() const { return attrs & kAttrStrictTypes; }
  bool usesVarEnv() const { return attrs & kAttrUsesVarEnv; }
  /// Written in PHP in the systemlib: called, checked and traced like one of
  /// php's internal functions (argument-count errors, no "called in", the
  /// caller's file and line in messages).
  bool isSystemLib() const { return attrs & kAttrSystemLib; }

  /// The source line of the instruction at `offset`.
  int lineForOffset(uint32_t offset) const;
  /// The local id of a named variable, or kNoLocal.
  uint32_t lookupLocal(const StringData* name) const;
  /// "foo" or "Cls::foo", as PHP names functions in messages.
  std::string fullName() const;
  /// The same with the class name cut at a NUL (anonymous classes:
  /// "class@anonymous::foo"), as php prints scope and name apart with %s.
  std::string shownFullName() const;
  const uint8_t* entry() const { return bc.data(); }
};

} // namespace hop
