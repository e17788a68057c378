// ir-ops.h — the IR's instruction set: one table feeds the opcode enum,
// the names in dumps, the result type of each op and its flags.
//
// Result rules: ND no result; DParam the instruction's type parameter;
// DInt, DDbl, DBool fixed.
// Flags:
//   Branch    has a `taken` block (a guard's failure, an overflow, a jump)
//   Terminal  ends its block (nothing falls through to the next instruction)
//   Guard     checks a type in memory; its taken block leaves compiled code
//   Pure      no effect but its result: dead-code elimination may drop it
//   KillsMem  may change any local or stack slot (forwarding forgets all)
//   Call      calls into C++ (caller-saved registers die)
#pragma once
#include <cstdint>

namespace hop::jit {

//  X(name, result rule, flags)
#define HOP_IR_OPS(X)                                                                      \
  /* constants: extra.i (Int/Bool bits) or extra.d (Dbl); type parameter the type */         \
  X(DefConst,      DParam, Pure)                                                         \
  /* VM frame memory: locals (extra.loc) and evaluation stack slots (extra.slot) */          \
  X(CheckLoc,      ND,     Branch | Guard)                                               \
  X(LdLoc,         DParam, Pure)                                                         \
  X(StLoc,         ND,     0)                                                            \
  X(CheckStk,      ND,     Branch | Guard)                                               \
  X(LdStk,         DParam, Pure)                                                         \
  X(StStk,         ND,     0)                                                            \
  /* integer arithmetic; taken on signed overflow (the interpreter makes the float) */       \
  X(AddIntO,       DInt,   Branch)                                                       \
  X(SubIntO,       DInt,   Branch)                                                       \
  X(MulIntO,       DInt,   Branch)                                                       \
  X(AddDbl,        DDbl,   Pure)                                                         \
  X(SubDbl,        DDbl,   Pure)                                                         \
  X(MulDbl,        DDbl,   Pure)                                                         \
  X(DivDbl,        DDbl,   Pure)                                                         \
  X(AndInt,        DInt,   Pure)                                                         \
  X(OrInt,         DInt,   Pure)                                                         \
  X(XorInt,        DInt,   Pure)                                                         \
  /* shifts; taken when the count is not in [0, 63] (the interpreter's ArithmeticError */    \
  /* or saturated result) */                                                                \
  X(ShlInt,        DInt,   Branch)                                                       \
  /* the remainder; taken when the divisor is 0 (DivisionByZeroError) or -1 */               \
  X(ModInt,        DInt,   Branch)                                                       \
  /* string concatenation through a helper (jit/string-helpers.h; extra.off/depth: where */  \
  /* the interpreter stands, the stack in memory): ConcatStr of srcs[0] . srcs[1] (Str or */   \
  /* Int, consumed), AppendLoc: local extra.loc (a Str) .= srcs[0], result the local's new */  \
  /* string (no reference of its own). A parked exception leaves with kTransException. */    \
  X(ConcatStr,     DParam, Call)                                                         \
  X(AppendLoc,     DParam, Call | KillsMem)                                              \
  /* count() of an Arr (its live elements), strlen() of a Str */                              \
  X(CountArr,      DInt,   Pure)                                                         \
  X(StrLen,        DInt,   Pure)                                                         \
  X(ShrInt,        DInt,   Branch)                                                       \
  X(ConvIntToDbl,  DDbl,   Pure)                                                         \
  X(CheckDblNonZero, ND,   Branch)                                                       \
  X(XorBool,       DBool,  Pure)                                                         \
  X(LtInt,         DBool,  Pure)                                                         \
  X(LteInt,        DBool,  Pure)                                                         \
  X(GtInt,         DBool,  Pure)                                                         \
  X(GteInt,        DBool,  Pure)                                                         \
  X(EqInt,         DBool,  Pure)                                                         \
  X(NeqInt,        DBool,  Pure)                                                         \
  X(LtDbl,         DBool,  Pure)                                                         \
  X(LteDbl,        DBool,  Pure)                                                         \
  X(GtDbl,         DBool,  Pure)                                                         \
  X(GteDbl,        DBool,  Pure)                                                         \
  X(EqDbl,         DBool,  Pure)                                                         \
  X(NeqDbl,        DBool,  Pure)                                                         \
  /* packed arrays: srcs[0] is an Arr tmp (the ArrayData*), srcs[1] an Int key. Each */       \
  /* check is taken when the fast path does not apply (the interpreter redoes the */          \
  /* whole member sequence): not packed, shared or static (copy-on-write), key outside */     \
  /* [0, size), element not of kind typeParam (Plain: refcounted). */                         \
  X(CheckPackedArr,  ND,   Branch)                                                       \
  X(CheckArrOneRef,  ND,   Branch)                                                       \
  X(CheckPackedIdx,  ND,   Branch)                                                       \
  X(CheckPackedElem, ND,   Branch | Guard)                                               \
  X(LdPackedElem,  DParam, Pure)                                                         \
  /* any array, a Str or Int key (jit/array-helpers.h): ArrGet's result is the element's */  \
  /* address (taken when the key is missing), checked and read by CheckPtrElem and */          \
  /* LdPtrElem; ArrIsset gives isset()'s Bool */                                              \
  X(ArrGet,        DInt,   Branch | Call)                                                \
  X(CheckPtrElem,  ND,     Branch | Guard)                                               \
  X(LdPtrElem,     DParam, Pure)                                                         \
  X(ArrIsset,      DBool,  Call)                                                         \
  /* `$a[] = v` on a packed array: CheckPackedAppend taken unless the next key is its */     \
  /* size and there is capacity; AppendPacked stores srcs[1] (its reference moves in) */      \
  X(CheckPackedAppend, ND, Branch)                                                       \
  X(AppendPacked,  ND,     0)                                                            \
  /* srcs[2]: the value, of one kind; the old element released nothing (checked) */           \
  X(StPackedElem,  ND,     0)                                                            \
  /* calls (a PHP function whose frame is entered inline). CheckFunc: taken when the */       \
  /* request's inline cache slot extra.slot (absolute) does not hold the Func extra.i (the */   \
  /* name resolved elsewhere, or not yet). StActRec: the ActRec FPushFuncD builds, at stack */  \
  /* slot extra.slot for Func extra.i with extra.depth arguments. CheckCallRoom: taken when */  \
  /* the native stack (below vm.jitStackLimit) or the VM stack has no room for a frame of */   \
  /* Func extra.i whose ActRec is at slot extra.slot. CallPHP: enter that frame (arguments */   \
  /* in memory above the ActRec), run it (compiled, or interpreted when compiled code */       \
  /* leaves it) and come back with its result in the ActRec's first slot; extra.off: the */    \
  /* caller's return offset, extra.loc: the callee's entry offset. */                           \
  X(CheckFunc,     ND,     Branch)                                                       \
  X(StActRec,      ND,     KillsMem)                                                     \
  X(CheckCallRoom, ND,     Branch)                                                       \
  /* taken when the VM's surprise word is set (vm/surprise.h; irgen: at every loop head) */   \
  X(CheckSurprise, ND,     Branch)                                                       \
  X(CallPHP,       ND,     KillsMem | Call)                                              \
  /* returns: CheckRetFast taken when the frame needs the interpreter's return (it was */      \
  /* entered from C++, by a generator, with extra arguments ..., or holds a $this, unless */    \
  /* extra.i: released before, DecRefSlotNZ); RetPHP writes srcs[0] over */                     \
  /* the ActRec and leaves with kTransReturned (the locals release nothing: checked) */        \
  X(CheckRetFast,  ND,     Branch)                                                       \
  X(RetPHP,        ND,     Terminal)                                                     \
  /* refcounting (srcs[0] a Str/Arr/Obj pointer; static values, count < 0, are skipped). */   \
  /* DecRef/DecRefTV may release the value: the release helper syncs vm.pc (extra.off) */      \
  /* and vm.sp (extra.depth; the stack below is in memory) and may run a destructor. */       \
  X(IncRef,        ND,     0)                                                            \
  X(DecRef,        ND,     0)                                                            \
  /* a local's raw halves, before a store over it: the type byte (Int) and the payload */     \
  X(LdLocType,     DInt,   Pure)                                                         \
  X(LdLocData,     DInt,   Pure)                                                         \
  /* srcs[0] a type byte, srcs[1] a payload: releases it when refcounted (not a Reference) */ \
  X(DecRefTV,      ND,     0)                                                            \
  /* objects: srcs[0] an Obj. CheckObjCls is taken unless its class is extra.i (a Class*); */  \
  /* the declared property at byte offset extra.i: checked for kind typeParam, read, written */ \
  /* (StProp: typeParam the kind the slot holds, its type byte left alone when the same) */   \
  X(CheckObjCls,   ND,     Branch | Guard)                                               \
  X(CheckProp,     ND,     Branch | Guard)                                               \
  X(LdProp,        DParam, Pure)                                                         \
  X(StProp,        ND,     0)                                                            \
  /* $this (the frame's m_this): CheckThis taken unless it holds an object */                 \
  X(CheckThis,     ND,     Branch | Guard)                                               \
  X(LdThis,        DParam, Pure)                                                         \
  /* the type byte of the property at byte offset extra.i of the Obj srcs[0] */              \
  X(LdPropType,    DInt,   Pure)                                                         \
  /* srcs[0] a type byte: whether it is null; taken when it is Uninit (an undefined */        \
  /* variable or unset property: the interpreter's warning/Error) or a Reference */             \
  X(IsNullType,    DBool,  Branch)                                                       \
  /* returns releasing the frame (irgen-obj.inc): the frame slot extra.loc (a local, or */     \
  /* kThisSlot for $this) holds a value of kind typeParam (Gen: any). DecRefSlotNZ */           \
  /* drops its reference when refcounted and not static, without releasing; */                   \
  /* CheckSlotLive is taken when that left it at zero (the interpreter must release: */         \
  /* IncRefSlot undoes the drops first); IncRefSlot takes a reference back */                     \
  X(DecRefSlotNZ,  ND,     0)                                                            \
  X(CheckSlotLive, ND,     Branch)                                                       \
  X(IncRefSlot,    ND,     0)                                                            \
  /* math builtins the JIT inlines (ir/irgen-builtin.inc) */                                 \
  X(SqrtDbl,       DDbl,   Pure)                                                         \
  /* control flow: JmpZero/JmpNZero test an Int or Bool, taken / next */                     \
  X(JmpZero,       ND,     Branch | Terminal)                                            \
  X(JmpNZero,      ND,     Branch | Terminal)                                            \
  X(Jmp,           ND,     Branch | Terminal)                                            \
  /* leave compiled code: resume the interpreter at extra.off with extra.depth stack slots */ \
  X(ReqInterp,     ND,     Terminal)                                                     \
  /* leave compiled code: the interpreter resumes where vm.pc/vm.sp say */                   \
  X(LeaveVM,       ND,     Terminal)                                                     \
  /* run the instruction at extra.off in the interpreter (its iop handler), the stack */     \
  /* at extra.depth; leaves compiled code unless it fell through */                          \
  X(InterpOne,     ND,     KillsMem | Call)                                              \
  /* InterpOne of a branching instruction (IterNext ...): goes on at `taken` when it */      \
  /* jumped to its target, at `next` when it fell through, leaves otherwise */                 \
  X(InterpOneBr,   ND,     Branch | Terminal | KillsMem | Call)                          \
  /* hop.jit_stats: add extra.i to bcCompiled */                                             \
  X(IncStat,       ND,     0)

namespace irflag {
constexpr uint32_t Branch = 1u << 0;
constexpr uint32_t Terminal = 1u << 1;
constexpr uint32_t Guard = 1u << 2;
constexpr uint32_t Pure = 1u << 3;
constexpr uint32_t KillsMem = 1u << 4;
constexpr uint32_t Call = 1u << 5;
} // namespace irflag

enum class Opcode : uint8_t {
#define X(name, dst, flags) name,
  HOP_IR_OPS(X)
#undef X
};

enum class DstRule : uint8_t { ND, DParam, DInt, DDbl, DBool };

const char* opcodeName(Opcode op);
uint32_t opcodeFlags(Opcode op);
DstRule opcodeDstRule(Opcode op);
inline bool opHas(Opcode op, uint32_t flag) { return (opcodeFlags(op) & flag) != 0; }

} // namespace hop::jit
