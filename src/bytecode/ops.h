// ops.h — HopVM's bytecode: one table (HOP_BYTECODE_OPS) that defines every
// instruction. The opcode enum, the mnemonics, the immediate layouts, the
// stack effects (verifier, max-stack computation), the disassembler and the
// interpreter's dispatch table are all generated from it.
//
// The machine is a stack machine over TypedValues, in the manner of HHVM's
// HHBC (see ../shared/reference/hhvm-jit-digest.md §1.1):
//   - locals (named variables and hidden compiler temporaries) live in the frame;
//   - the evaluation stack holds Cells (values) and, briefly, V-cells (PHP
//     references, DataType::Reference) produced by V* ops for by-ref binding;
//   - a call pushes an ActRec (4 slots) (FPush*), then its arguments, then FCall;
//   - array/property/static-property access is a member sequence
//     Base* (sets the member base) -> Dim* (walks one level) -> one final op
//     (QueryM SetM SetOpM IncDecM UnsetM BindM VGetM), keys given by a KA
//     immediate (see MemberKey).
//
// Adding an instruction: add a row, implement `interp<Name>` in the vm/
// family file the row's comment names, emit it from the compiler, and add a
// --dump-bc golden test. docs/bytecode.md explains each family.
#pragma once

#include <cstdint>

namespace hop {

// --- Immediate kinds -----------------------------------------------------------
//   IVA   uint32   counts, ids, stack depths
//   I64A  int64    integer literal
//   DA    double   float literal
//   SA    uint32   index into the Unit's literal strings
//   AA    uint32   index into the Unit's static arrays
//   LA    uint32   local id (kNoLocal = none)
//   BA    int32    branch target, relative to the start of the instruction
//   OA    uint8    sub-operation (an enum below); rows name it with an OA kind (below)
//   KA    9 bytes  member key: MemberKeyKind (1 byte) + payload (8 bytes)
//   BLA   uint32 n, then n int32 branch offsets (jump table)
//   CA    uint32   inline cache slot, numbered per Func (vm/inline-cache.h)

#define HOP_IMM_KINDS(X) X(IVA) X(I64A) X(DA) X(SA) X(AA) X(LA) X(BA) X(OA) X(KA) X(BLA) X(CA)

// A row names what each OA byte is with one of these (each is an OA; the
// disassembler prints the byte by it):
//   OACast CastOp, OAIsType IsTypeOp, OASilence SilenceOp, OAFatal FatalOp,
//   OABoxRef BoxRefOp, OASetOp SetOpOp (with kSetOpSameLocal), OAIncDec IncDecOp,
//   OAMode MemberMode, OAQuery QueryOp, OAClsRef SpecialClsRef, OAIncl InclOp,
//   OAOp an Op (a fused compare's or arithmetic's), OAPad a 0 byte keeping a
//   fused instruction's length, OAFlag a 0/1 flag.
#define HOP_OA_KINDS(X) X(OACast) X(OAIsType) X(OASilence) X(OAFatal) X(OABoxRef) X(OASetOp) X(OAIncDec) \
  X(OAMode) X(OAQuery) X(OAClsRef) X(OAIncl) X(OAOp) X(OAPad) X(OAFlag)

enum class ImmKind : uint8_t {
#define X(k) k,
  HOP_IMM_KINDS(X)
#undef X
#define X(k) k = OA,
  HOP_OA_KINDS(X)
#undef X
};

// Stack effects: a fixed count, or one of these markers computed from the
// instruction (bytecode/op-info.cpp, stackPops()).
constexpr int kPopsImm0 = -1;        // pops imm 0 values (ConcatN, NewPackedArray)
constexpr int kPopsMember = -2;      // pops imm 0 ("nDiscard") values, +1 if the op takes a value
constexpr int kPopsFCall = -3;       // pops imm 0 args + the ActRec
constexpr int kPopsFCallArray = -4;  // pops the args array + the ActRec
constexpr int kPushesAR = -5;        // pushes the slots of an ActRec
constexpr int kPopsImm1 = -6;        // pops imm 1 values (CreateCl)
constexpr int kActRecSlots = 4;        // sizeof(ActRec) / sizeof(TypedValue)

// Flags.
constexpr uint32_t kNone = 0;
constexpr uint32_t kBranch = 1u << 0;     // may jump to a BA/BLA target
constexpr uint32_t kTerminal = 1u << 1;   // never falls through
constexpr uint32_t kCall = 1u << 2;       // may run PHP code in a new frame
constexpr uint32_t kMember = 1u << 3;     // part of a member sequence (uses the member base)
// Compiled code may not run it through the interpreter alone (the JIT's
// InterpOne): it suspends or tears down the frame, compiles and runs a new
// unit, is reached only by unwinding, or enters a PHP callee's frame (the
// interpreter loop's inlined FCall keeps its registers to itself).
constexpr uint32_t kNoInterpOne = 1u << 4;

// Immediate lists in the table. Code expanding the table defines HOP_IMM(kind)
// to turn each immediate kind into what it needs (a size, an ImmKind, ...).
#define IMM0
#define IMM1(a) HOP_IMM(a)
#define IMM2(a, b) HOP_IMM(a) HOP_IMM(b)
#define IMM3(a, b, c) HOP_IMM(a) HOP_IMM(b) HOP_IMM(c)
#define IMM4(a, b, c, d) HOP_IMM(a) HOP_IMM(b) HOP_IMM(c) HOP_IMM(d)
#define IMM6(a, b, c, d, e, f) HOP_IMM(a) HOP_IMM(b) HOP_IMM(c) HOP_IMM(d) HOP_IMM(e) HOP_IMM(f)

// clang-format off
#define HOP_BYTECODE_OPS(X)                                                                       \
  /* name             immediates                  pops           pushes     flags        */       \
  /* --- Stack and literals (interp-basic.cpp) ------------------------------------------ */       \
  X(Nop,              IMM0,                         0,             0,         kNone)                \
  X(PopC,             IMM0,                         1,             0,         kNone)                \
  X(Dup,              IMM0,                         1,             2,         kNone)                \
  X(Null,             IMM0,                         0,             1,         kNone)                \
  X(True,             IMM0,                         0,             1,         kNone)                \
  X(False,            IMM0,                         0,             1,         kNone)                \
  X(Int,              IMM1(I64A),                  0,             1,         kNone)                \
  X(Double,           IMM1(DA),                    0,             1,         kNone)                \
  X(String,           IMM1(SA),                    0,             1,         kNone)                \
  X(Array,            IMM1(AA),                    0,             1,         kNone)                \
  X(NewArray,         IMM1(IVA),                   0,             1,         kNone)                \
  X(NewPackedArray,   IMM1(IVA),                   kPopsImm0,     1,         kNone)                \
  X(AddElemC,         IMM0,                         3,             1,         kNone)                \
  X(AddNewElemC,      IMM0,                         2,             1,         kNone)                \
  X(AddElemV,         IMM0,                         3,             1,         kNone)                \
  X(AddNewElemV,      IMM0,                         2,             1,         kNone)                \
  X(AddSpread,        IMM0,                         2,             1,         kNone)                \
  /* AddSpreadArg local: `...$x` into a call's argument array, the pending ActRec below it     \
     (interp-decl.cpp). local is the variable the value was read from (kNoLocal: a temporary):   \
     by-reference parameters bind to its elements, as php's SEND_UNPACK */                      \
  X(AddSpreadArg,     IMM1(LA),                    2,             1,         kNone)                \
  /* AddNamedArg name: a named argument (value or reference on top) into a call's argument   \
     array below it; an Error if the array already has that name */                          \
  X(AddNamedArg,      IMM1(SA),                    2,             1,         kNone)                \
  /* imm0 name, imm1 global fallback for unqualified names in a namespace (or kNoString),       \
     imm2 cache: where the constant's value lives */                                             \
  X(Cns,              IMM3(SA, SA, CA),            0,             1,         kNone)                \
  /* ClsCnsD const class cache; ClsCns const cache (class ref on the stack); the cache holds  \
     the constant's value for the last (class, calling scope) */                                \
  X(ClsCnsD,          IMM3(SA, SA, CA),            0,             1,         kNone)                \
  X(ClsCns,           IMM2(SA, CA),                1,             1,         kNone)                \
  /* --- Operators (interp-arith.cpp) ---------------------------------------------------- */    \
  X(Concat,           IMM0,                         2,             1,         kNone)                \
  X(ConcatN,          IMM1(IVA),                   kPopsImm0,     1,         kNone)                \
  X(Add,              IMM0,                         2,             1,         kNone)                \
  X(Sub,              IMM0,                         2,             1,         kNone)                \
  X(Mul,              IMM0,                         2,             1,         kNone)                \
  X(Div,              IMM0,                         2,             1,         kNone)                \
  X(Mod,              IMM0,                         2,             1,         kNone)                \
  X(Pow,              IMM0,                         2,             1,         kNone)                \
  X(BitAnd,           IMM0,                         2,             1,         kNone)                \
  X(BitOr,            IMM0,                         2,             1,         kNone)                \
  X(BitXor,           IMM0,                         2,             1,         kNone)                \
  X(Shl,              IMM0,                         2,             1,         kNone)                \
  X(Shr,              IMM0,                         2,             1,         kNone)                \
  X(Not,              IMM0,                         1,             1,         kNone)                \
  X(BitNot,           IMM0,                         1,             1,         kNone)                \
  X(Same,             IMM0,                         2,             1,         kNone)                \
  X(NSame,            IMM0,                         2,             1,         kNone)                \
  /* Fused literal compares (bytecode/fuse.cpp, in place at the same length; cmp is the Op   \
     Same or NSame): `<expr> === 5`, `<expr> !== 'lit'`, the literal never pushed          \
     SameI k cmp = Int k; cmp        SameS s cmp = String s; cmp */                           \
  X(SameI,            IMM2(I64A, OAOp),            1,             1,         kNone)                \
  X(SameS,            IMM2(SA, OAOp),              1,             1,         kNone)                \
  X(Eq,               IMM0,                         2,             1,         kNone)                \
  X(Neq,              IMM0,                         2,             1,         kNone)                \
  X(Lt,               IMM0,                         2,             1,         kNone)                \
  X(Lte,              IMM0,                         2,             1,         kNone)                \
  X(Gt,               IMM0,                         2,             1,         kNone)                \
  X(Gte,              IMM0,                         2,             1,         kNone)                \
  X(Cmp,              IMM0,                         2,             1,         kNone)                \
  /* OA CastOp */                                                                                \
  X(Cast,             IMM1(OACast),                1,             1,         kNone)                \
  X(InstanceOfD,      IMM1(SA),                    1,             1,         kNone)                \
  X(InstanceOf,       IMM0,                         2,             1,         kNone)                \
  /* OA IsTypeOp */                                                                              \
  X(IsTypeC,          IMM1(OAIsType),              1,             1,         kNone)                \
  X(IsTypeL,          IMM2(LA, OAIsType),          0,             1,         kNone)                \
  /* --- Output and misc (interp-basic.cpp) ----------------------------------------------- */   \
  X(Echo,             IMM0,                         1,             0,         kNone)                \
  X(Print,            IMM0,                         1,             1,         kNone)                \
  X(Exit,             IMM0,                         1,             0,         kTerminal)            \
  X(Clone,            IMM0,                         1,             1,         kCall)                \
  /* OA SilenceOp; the local keeps the saved error_reporting */                                  \
  X(Silence,          IMM2(LA, OASilence),         0,             0,         kNone)                \
  /* OA FatalOp, SA message: raise a fatal error or Error found at compile time */               \
  X(Fatal,            IMM2(OAFatal, SA),           0,             0,         kTerminal)            \
  /* --- Control flow (interp-control.cpp) ------------------------------------------------ */   \
  X(Jmp,              IMM1(BA),                    0,             0,         kBranch | kTerminal)  \
  X(JmpZ,             IMM1(BA),                    1,             0,         kBranch)              \
  X(JmpNZ,            IMM1(BA),                    1,             0,         kBranch)              \
  /* Switch: pops an int; jumps to table[i - imm0] or to the last entry when out of range */     \
  X(Switch,           IMM2(I64A, BLA),             1,             0,         kBranch | kTerminal)  \
  X(RetC,             IMM0,                         1,             0,         kTerminal | kNoInterpOne) \
  /* RetV: return a reference (function &f()); the caller gets it only if it asked (FWantRef) */   \
  X(RetV,             IMM0,                         1,             0,         kTerminal | kNoInterpOne) \
  /* BoxRef OA BoxRefOp: makes the top cell a reference (a fresh one unless it is one already), */ \
  /* with php's notice when a reference was expected from a value (see BoxRefOp) */                \
  X(BoxRef,           IMM1(OABoxRef),              1,             1,         kNone)                \
  X(Throw,            IMM0,                         1,             0,         kTerminal)            \
  /* Catch: the first op of a catch handler, pushes the exception being handled */               \
  X(Catch,            IMM0,                         0,             1,         kNoInterpOne)         \
  /* Ticks n: after a statement under declare(ticks=n): every n-th one runs the tick functions */  \
  X(Ticks,            IMM1(IVA),                   0,             0,         kCall)                \
  /* ChainFinallyExc kind value: an exception leaving a finally block that was entered because */ \
  /* of another exception gets that one as its previous (the locals of the FinallyRegion) */      \
  X(ChainFinallyExc,  IMM2(LA, LA),                1,             1,         kNone)                \
  /* MatchError: throws UnhandledMatchError for the popped value */                                \
  X(MatchError,       IMM0,                         1,             0,         kTerminal)            \
  /* AssertCheck: starts an assert() call; when zend.assertions <= 0 it jumps to the target,  */ \
  /* which pushes true in the call's place (php's ZEND_ASSERT_CHECK)                          */ \
  X(AssertCheck,      IMM1(BA),                    0,             0,         kBranch)              \
  /* --- Locals (interp-local.cpp) --------------------------------------------------------- */   \
  X(CGetL,            IMM1(LA),                    0,             1,         kNone)                \
  /* Fused forms (bytecode/fuse.cpp rewrites common sequences in place, at the same length; \
     OA "pad" bytes keep that length, OA "cmp" is the Op of the comparison):               \
     CGetL2 a b pad   = CGetL a; CGetL b                                                     \
     CmpLL a b cmp pad = CGetL a; CGetL b; cmp                                              \
     CmpLI a k cmp pad = CGetL a; Int k; cmp                                                \
     (cmp is Lt Lte Gt Gte Eq Neq; the pad byte is 0) */                                                         \
  X(CGetL2,           IMM3(LA, LA, OAPad),         0,             2,         kNone)                \
  X(CmpLL,            IMM4(LA, LA, OAOp, OAPad),   0,             1,         kNone)                \
  X(CmpLI,            IMM4(LA, I64A, OAOp, OAPad), 0,             1,         kNone)                \
  /* Compare-and-branch: the fused compare followed by a JmpZ/JmpNZ (the target first, where  \
     every conditional jump has it; jmp is the Op of the jump, the pad byte is 0):            \
     JmpCmpLL target a b cmp jmp pad = CmpLL a b cmp pad; jmp target                            \
     JmpCmpLI target a k cmp jmp pad = CmpLI a k cmp pad; jmp target */                         \
  X(JmpCmpLL,         IMM6(BA, LA, LA, OAOp, OAOp, OAPad), 0,          0,         kBranch)              \
  X(JmpCmpLI,         IMM6(BA, LA, I64A, OAOp, OAOp, OAPad), 0,          0,         kBranch)              \
  /* ArithLL a b op pad = CGetL a; CGetL b; op    ArithLI a k op pad = CGetL a; Int k; op       \
     (op is Add Sub Mul Div Mod BitAnd BitOr BitXor Shl Shr Concat) */                          \
  X(ArithLL,          IMM4(LA, LA, OAOp, OAPad),   0,             1,         kNone)                \
  X(ArithLI,          IMM4(LA, I64A, OAOp, OAPad), 0,             1,         kNone)                \
  /* ArithSL a op = CGetL a; op: the value on the stack (a number) op local a, `<expr> * $x`  \
     (op is Add Sub Mul Div Mod BitAnd BitOr BitXor Shl Shr) */                                  \
  X(ArithSL,          IMM2(LA, OAOp),              1,             1,         kNone)                \
  X(CGetQuietL,       IMM1(LA),                    0,             1,         kNone)                \
  /* CUGetL local: its value as is, Uninit when undefined (an arrow function's capture) */      \
  X(CUGetL,           IMM1(LA),                    0,             1,         kNone)                \
  X(PushL,            IMM1(LA),                    0,             1,         kNone)                \
  X(SetL,             IMM1(LA),                    1,             1,         kNone)                \
  X(PopL,             IMM1(LA),                    1,             0,         kNone)                \
  /* OA SetOpOp */                                                                               \
  X(SetOpL,           IMM2(LA, OASetOp),           1,             1,         kNone)                \
  /* OA IncDecOp */                                                                              \
  X(IncDecL,          IMM2(LA, OAIncDec),          0,             1,         kNone)                \
  X(UnsetL,           IMM1(LA),                    0,             0,         kNone)                \
  X(IssetL,           IMM1(LA),                    0,             1,         kNone)                \
  X(EmptyL,           IMM1(LA),                    0,             1,         kNone)                \
  X(VGetL,            IMM1(LA),                    0,             1,         kNone)                \
  /* BindL LA: binds the local to the reference on top (a plain value: assigns it, see BoxRefOp) */ \
  X(BindL,            IMM1(LA),                    1,             1,         kNone)                \
  /* Variable variables: the name is a Cell under the other inputs */                           \
  X(CGetN,            IMM0,                         1,             1,         kNone)                \
  X(CGetQuietN,       IMM0,                         1,             1,         kNone)                \
  X(SetN,             IMM0,                         2,             1,         kNone)                \
  X(SetOpN,           IMM1(OASetOp),               2,             1,         kNone)                \
  X(IncDecN,          IMM1(OAIncDec),              1,             1,         kNone)                \
  X(UnsetN,           IMM0,                         1,             0,         kNone)                \
  /* UnsetS: `unset(C::$p)`, the class (below) and the name resolved, then php's Error */          \
  X(UnsetS,           IMM0,                         2,             0,         kNone)                \
  X(IssetN,           IMM0,                         1,             1,         kNone)                \
  X(EmptyN,           IMM0,                         1,             1,         kNone)                \
  X(VGetN,            IMM0,                         1,             1,         kNone)                \
  X(BindN,            IMM0,                         2,             1,         kNone)                \
  /* BindGlobal: `global $x` binds local imm0 to the global named by the local */                \
  X(BindGlobal,       IMM1(LA),                    0,             0,         kNone)                \
  X(BindGlobalN,      IMM0,                         1,             0,         kNone)                \
  /* StaticLocInit: binds local imm0 to static variable imm1, initializing it with the popped value the first time */ \
  X(StaticLocInit,    IMM2(LA, IVA),               1,             0,         kNone)                \
  /* --- Member sequences (interp-member.cpp) ---------------------------------------------- */   \
  /* OA MemberMode everywhere */                                                                 \
  X(BaseL,            IMM2(LA, OAMode),            0,             0,         kMember)              \
  /* Fused BaseL forms (bytecode/fuse.cpp): the same immediates and meaning as BaseL (the    \
     full handler, InterpOne and the JIT treat them as BaseL: isBaseL()), telling the loop   \
     that the member sequence is the one final op right after, with no key cells, not a      \
     branch target:                                                                          \
     BaseLQ: QueryM 0 CGet|CGetQuiet|Isset with an EL, EI, ET or PT key (`$a[$i]`, `$o->p`)   \
     BaseLS: SetM 0 with an EL, EI, ET, PT or W key (`$a[$i] = v`, `$a[] = v`, `$o->p = v`)   \
     BaseLO: SetOpM 0 or IncDecM 0 with an EL, EI, ET or PT key (`$o->p += v`, `$a[$k]++`) */ \
  X(BaseLQ,           IMM2(LA, OAMode),            0,             0,         kMember)              \
  X(BaseLS,           IMM2(LA, OAMode),            0,             0,         kMember)              \
  X(BaseLO,           IMM2(LA, OAMode),            0,             0,         kMember)              \
  X(BaseC,            IMM2(IVA, OAMode),           0,             0,         kMember)              \
  X(BaseH,            IMM0,                         0,             0,         kMember)              \
  /* BaseN: variable-variable base, name at stack depth imm0 */                                  \
  X(BaseN,            IMM2(IVA, OAMode),           0,             0,         kMember)              \
  /* BaseG: global variable base, name at stack depth imm0 ($GLOBALS['x']) */                    \
  X(BaseG,            IMM2(IVA, OAMode),           0,             0,         kMember)              \
  /* BaseSD: static property imm0 of class imm1 */                                               \
  /* BaseSD prop class mode cache: the static property's slot for the last calling scope */      \
  X(BaseSD,           IMM4(SA, SA, OAMode, CA),    0,             0,         kMember)              \
  /* BaseS: static property named at depth imm0 of the class ref at depth imm1 */                \
  X(BaseS,            IMM3(IVA, IVA, OAMode),    0,             0,         kMember)              \
  X(Dim,              IMM2(OAMode, KA),            0,             0,         kMember)              \
  /* Final ops: imm0 = number of stack cells (keys, bases) to discard */                         \
  /* OA QueryOp */                                                                               \
  X(QueryM,           IMM3(IVA, OAQuery, KA),    kPopsMember,   1,         kMember)              \
  X(SetM,             IMM2(IVA, KA),               kPopsMember,   1,         kMember)              \
  X(SetOpM,           IMM3(IVA, OASetOp, KA),    kPopsMember,   1,         kMember)              \
  X(IncDecM,          IMM3(IVA, OAIncDec, KA),   kPopsMember,   1,         kMember)              \
  X(UnsetM,           IMM2(IVA, KA),               kPopsMember,   0,         kMember)              \
  X(BindM,            IMM2(IVA, KA),               kPopsMember,   1,         kMember)              \
  X(VGetM,            IMM2(IVA, KA),               kPopsMember,   1,         kMember)              \
  /* --- Iteration (interp-iter.cpp): imm0 = the first of the iterator's two hidden locals ---- */ \
  /* IterInit iter, done-target, value local, key local (kNoLocal = none); pops the subject */    \
  X(IterInit,         IMM4(LA, BA, LA, LA),      1,             0,         kBranch)              \
  X(IterNext,         IMM4(LA, BA, LA, LA),      0,             0,         kBranch)              \
  /* by reference: pops a V-cell of the subject; value local is bound to each element */         \
  X(IterInitRef,      IMM4(LA, BA, LA, LA),      1,             0,         kBranch)              \
  X(IterNextRef,      IMM4(LA, BA, LA, LA),      0,             0,         kBranch)              \
  X(IterFree,         IMM1(LA),                    0,             0,         kNone)                \
  /* --- Calls (interp-call.cpp): imm0 = number of arguments --------------------------------- */  \
  /* FPushFuncD nargs name fallback(kNoString) cache: the resolved Func */                     \
  X(FPushFuncD,       IMM4(IVA, SA, SA, CA),     0,             kPushesAR, kNone)                \
  X(FPushFunc,        IMM1(IVA),                   1,             kPushesAR, kNone)                \
  /* FPushObjMethodD nargs name cache: the method for the last (class, scope) */                \
  X(FPushObjMethodD,  IMM3(IVA, SA, CA),           1,             kPushesAR, kNone)                \
  X(FPushObjMethod,   IMM1(IVA),                   2,             kPushesAR, kNone)                \
  /* FPushClsMethodD nargs method class cache: the static method for the last calling scope */ \
  X(FPushClsMethodD,  IMM4(IVA, SA, SA, CA),     0,             kPushesAR, kNone)                \
  /* FPushClsMethod nargs: method name on top, class ref below */                                \
  X(FPushClsMethod,   IMM1(IVA),                   2,             kPushesAR, kNone)                \
  /* FPushClsMethodS nargs method SpecialClsRef (self/parent/static, forwarding $this) */        \
  X(FPushClsMethodS,  IMM4(IVA, SA, OAClsRef, CA), 0,             kPushesAR, kNone)                \
  X(FPushCtor,        IMM1(IVA),                   1,             kPushesAR, kNone)                \
  /* FPassL argIdx local: pushes a reference if the pending callee takes that argument by reference */ \
  X(FPassL,           IMM2(IVA, LA),               0,             1,         kNone)                \
  /* FIsRefParam argIdx depth: whether the pending callee (its ActRec `depth` cells below the  \
     top) takes that argument by reference; the compiler branches between a read and a VGetM   \
     for `f($a[k])` (depth = argIdx), or while building a spread call's argument array (1) */   \
  X(FIsRefParam,      IMM2(IVA, IVA),             0,             1,         kNone)                \
  /* FIsRefParamNamed name depth: the same for a named argument (the parameter of that name,    \
     else the variadic one) */                                                                   \
  X(FIsRefParamNamed, IMM2(SA, IVA),              0,             1,         kNone)                \
  /* FPassN argIdx: variable-variable argument */                                                \
  X(FPassN,           IMM1(IVA),                   1,             1,         kNone)                \
  /* FPassCall argIdx: a call result passed where a reference is expected (notice) */            \
  X(FPassCall,        IMM1(IVA),                   1,             1,         kNone)                \
  /* FPassVal argIdx: a value that is no variable (a literal, an assignment...): an Error if the */ \
  /* pending callee takes that argument by reference */                                           \
  X(FPassVal,         IMM1(IVA),                   1,             1,         kNone)                \
  /* FWantRef depth: the pending call (its ActRec `depth` cells below the top) should hand back */ \
  /* the reference a by-reference function returns (`$a = &f()`) */                                \
  X(FWantRef,         IMM1(IVA),                   0,             0,         kNone)                \
  X(FCall,            IMM1(IVA),                   kPopsFCall,    1,         kCall | kNoInterpOne) \
  /* FCallArray: arguments in an array (spread `...` and named arguments) */                      \
  X(FCallArray,       IMM0,                         kPopsFCallArray, 1,       kCall | kNoInterpOne) \
  /* FCallBuiltin nargs builtin-id: a builtin resolved at compile time, without an ActRec */     \
  X(FCallBuiltin,     IMM2(IVA, IVA),              kPopsImm0,     1,         kCall)                \
  /* --- Objects and classes (interp-object.cpp) ----------------------------------------------- */ \
  /* NewObjD class cache: the Class the name resolved to */                                     \
  X(NewObjD,          IMM2(SA, CA),                0,             1,         kCall)                \
  X(NewObj,           IMM0,                         1,             1,         kCall)                \
  X(NewObjS,          IMM1(OAClsRef),              0,             1,         kCall)                \
  X(This,             IMM0,                         0,             1,         kNone)                \
  X(BareThis,         IMM0,                         0,             1,         kNone)                \
  /* OA SpecialClsRef: pushes a class ref for self/parent/static */                              \
  X(ClsRefS,          IMM1(OAClsRef),              0,             1,         kNone)                \
  /* ClsRefC: the class ref on top resolved as php's FETCH_CLASS before a dynamic member name is  \
     evaluated (`$c::$m()`): an object stays, a string names a class (autoloaded, else Error) */ \
  X(ClsRefC,          IMM0,                         1,             1,         kCall)                \
  /* OA SpecialClsRef: `self::class` & co., the name (php's FETCH_CLASS_NAME: its own error) */   \
  X(ClsNameS,         IMM1(OAClsRef),              0,             1,         kNone)                \
  /* ClsNameC: `$x::class`, the popped object's class name (php's TypeError for other values) */  \
  X(ClsNameC,         IMM0,                         1,             1,         kNone)                \
  /* CreateCl func-id nCaptured: captured values on the stack, in `use` order */                 \
  X(CreateCl,         IMM2(IVA, IVA),              kPopsImm1,     1,         kNone)                \
  /* ResolveFunc*: first-class callable syntax f(...) */                                         \
  X(ResolveFuncD,     IMM2(SA, SA),                0,             1,         kNone)                \
  X(ResolveFunc,      IMM0,                         1,             1,         kNone)                \
  X(ResolveObjMethod, IMM0,                         2,             1,         kNone)                \
  X(ResolveClsMethod, IMM0,                         2,             1,         kNone)                \
  X(ResolveClsMethodS, IMM2(SA, OAClsRef),         0,             1,         kNone)                \
  /* --- Declarations and files (interp-decl.cpp) ------------------------------------------- */  \
  X(DefFunc,          IMM1(IVA),                   0,             0,         kNone)                \
  X(DefCls,           IMM1(IVA),                   0,             0,         kCall)                \
  X(DefCns,           IMM1(SA),                    1,             1,         kNone)                \
  /* OA InclOp */                                                                                \
  X(Incl,             IMM1(OAIncl),                1,             1,         kCall | kNoInterpOne) \
  X(Eval,             IMM0,                         1,             1,         kCall | kNoInterpOne) \
  /* VerifyParamType local cache: coerces or rejects argument imm0 against its declared type;   \
     the cache remembers the last class that passed a class-typed check */                      \
  X(VerifyParamType,  IMM2(LA, CA),                0,             0,         kNone)                \
  X(VerifyRetType,    IMM1(CA),                    1,             1,         kNone)                \
  /* falling off the end of a function with a return type: always a TypeError */                \
  X(VerifyRetNone,    IMM0,                         0,             0,         kNone)                \
  /* --- Generators (generator.cpp) ------------------------------------------------------- */  \
  X(CreateCont,       IMM0,                         0,             1,         kTerminal | kNoInterpOne) \
  X(Yield,            IMM0,                         1,             1,         kNoInterpOne)         \
  X(YieldK,           IMM0,                         2,             1,         kNoInterpOne)         \
  X(YieldFrom,        IMM0,                         1,             1,         kNoInterpOne)         \
  /* YieldNotRef OA: a by-reference generator yields something that is not a variable: */        \
  /* php's notice (OA 1: a call result, noticed only when the callee does not return by */       \
  /* reference) */                                                                               \
  X(YieldNotRef,      IMM1(OAFlag),                1,             1,         kNoInterpOne)
// clang-format on

enum class Op : uint8_t {
#define X(name, imms, pops, pushes, flags) name,
  HOP_BYTECODE_OPS(X)
#undef X
};

constexpr uint32_t kNumOps = 0
#define X(name, imms, pops, pushes, flags) +1
    HOP_BYTECODE_OPS(X)
#undef X
    ;
static_assert(kNumOps <= 256, "opcodes are one byte");

/// BaseL or one of its fused forms (BaseLQ, BaseLS, BaseLO), which mean the same.
constexpr bool isBaseL(Op o) { return o == Op::BaseL || o == Op::BaseLQ || o == Op::BaseLS || o == Op::BaseLO; }

constexpr uint32_t kNoLocal = 0xffffffffu;
constexpr uint32_t kNoString = 0xffffffffu;

// --- Sub-operation enums (OA immediates) ---------------------------------------

#define HOP_CAST_OPS(X) X(Int) X(Double) X(String) X(Bool) X(Array) X(Object) X(Unset)
enum class CastOp : uint8_t {
#define X(n) n,
  HOP_CAST_OPS(X)
#undef X
};

#define HOP_IS_TYPE_OPS(X) X(Null) X(Bool) X(Int) X(Double) X(String) X(Array) X(Object) \
  X(Scalar) X(Numeric) X(Callable) X(Iterable) X(Countable) X(Resource)
enum class IsTypeOp : uint8_t {
#define X(n) n,
  HOP_IS_TYPE_OPS(X)
#undef X
};

// Compound assignment operators: the binary op each one applies.
#define HOP_SET_OPS(X) X(Add) X(Sub) X(Mul) X(Div) X(Mod) X(Pow) X(Concat) \
  X(BitAnd) X(BitOr) X(BitXor) X(Shl) X(Shr)
enum class SetOpOp : uint8_t {
#define X(n) n,
  HOP_SET_OPS(X)
#undef X
};

#define HOP_INC_DEC_OPS(X) X(PreInc) X(PostInc) X(PreDec) X(PostDec)
enum class IncDecOp : uint8_t {
#define X(n) n,
  HOP_INC_DEC_OPS(X)
#undef X
};
inline bool isPre(IncDecOp op) { return op == IncDecOp::PreInc || op == IncDecOp::PreDec; }
inline bool isInc(IncDecOp op) { return op == IncDecOp::PreInc || op == IncDecOp::PostInc; }

// How a member base or dim is reached: Warn (read), Quiet (isset/??),
// Define (write: autovivify, separate copy-on-write), Unset (unset: no autovivify).
// ReadWrite: a read-modify-write (`$a[k] += 1`, `$a[k]++`): like Define, but an
// undefined variable or a missing intermediate key warns first, as php's RW fetches do.
#define HOP_MEMBER_MODES(X) X(Warn) X(Quiet) X(Define) X(Unset) X(ReadWrite)
enum class MemberMode : uint8_t {
#define X(n) n,
  HOP_MEMBER_MODES(X)
#undef X
};

// ListGet: a list() element: arrays warn on missing keys, ArrayAccess objects
// are asked, anything else gives null silently.
#define HOP_QUERY_OPS(X) X(CGet) X(CGetQuiet) X(Isset) X(Empty) X(ListGet)
enum class QueryOp : uint8_t {
#define X(n) n,
  HOP_QUERY_OPS(X)
#undef X
};

// BoxRef: what to say when the value is not a reference already.
//   Silent     nothing (foreach over a temporary by reference)
//   Assign     "Only variables should be assigned by reference" (`$a = &f()`), and the
//              value stays a value: BindL/BindM then assign it, as php does
//   Return     "Only variable references should be returned by reference"
//   Pass       "Only variables should be passed by reference" (f(g()) for f(&$x))
#define HOP_BOX_REF_OPS(X) X(Silent) X(Assign) X(Return) X(Pass)
enum class BoxRefOp : uint8_t {
#define X(n) n,
  HOP_BOX_REF_OPS(X)
#undef X
};

#define HOP_SILENCE_OPS(X) X(Start) X(End)
enum class SilenceOp : uint8_t {
#define X(n) n,
  HOP_SILENCE_OPS(X)
#undef X
};

// Errors the compiler can only report when the code runs.
#define HOP_FATAL_OPS(X) X(Fatal) X(ThrowError) X(NotSupported)
enum class FatalOp : uint8_t {
#define X(n) n,
  HOP_FATAL_OPS(X)
#undef X
};

#define HOP_SPECIAL_CLS_REFS(X) X(Self) X(Parent) X(Static)
enum class SpecialClsRef : uint8_t {
#define X(n) n,
  HOP_SPECIAL_CLS_REFS(X)
#undef X
};

#define HOP_INCL_OPS(X) X(Include) X(IncludeOnce) X(Require) X(RequireOnce)
enum class InclOp : uint8_t {
#define X(n) n,
  HOP_INCL_OPS(X)
#undef X
};

// --- Member keys (KA immediates) ---------------------------------------------------
//   EC/PC  the key is the stack cell at depth `payload` (0 = top)
//   EL/PL  the key is local `payload`
//   ET     the key is literal string `payload`
//   PT     the key is literal string `payload & 0xffffffff`; the high 32 bits
//          are the instruction's inline cache slot for the property lookup
//          (vm/inline-cache.h; BytecodeBuilder::ka assigns it)
//   EI     the key is the integer `payload`
//   QT     nullsafe property literal, payload as for PT
//   W      append (`$a[]`)
//   None   the base itself (static properties, `$$x`, plain locals)
#define HOP_MEMBER_KEY_KINDS(X) X(EC) X(EL) X(ET) X(EI) X(PC) X(PL) X(PT) X(QT) X(W) X(None)
enum class MemberKeyKind : uint8_t {
#define X(n) n,
  HOP_MEMBER_KEY_KINDS(X)
#undef X
};

/// PT/QT keys own this many consecutive inline cache entries (vm/inline-cache.h):
/// a property site that meets objects of two classes (`$node->next` on two
/// subclasses) keeps both.
constexpr uint32_t kPropCacheWays = 2;

struct MemberKey {
  MemberKeyKind kind;
  int64_t payload;
  bool isProp() const {
    return kind == MemberKeyKind::PC || kind == MemberKeyKind::PL || kind == MemberKeyKind::PT ||
           kind == MemberKeyKind::QT;
  }
  bool isElem() const { return !isProp() && kind != MemberKeyKind::None; }
  /// ET/PT/QT: the literal string id.
  uint32_t litstrId() const { return static_cast<uint32_t>(payload); }
  /// PT/QT: the first of the property lookup's kPropCacheWays inline cache slots.
  uint32_t cacheSlot() const { return static_cast<uint32_t>(static_cast<uint64_t>(payload) >> 32); }
  bool hasCacheSlot() const { return kind == MemberKeyKind::PT || kind == MemberKeyKind::QT; }
};


} // namespace hop
