// ir-ops.h — the IR's instruction set: one table (HOP_IR_OPS) holds every
// fact about an op, and the opcode enum, the names, the result types, the
// printer and parser (ir-text.cpp), the verifier (ir-verify.cpp) and the
// passes' questions (opHas) all read it. A per-op fact kept anywhere else is
// a miscompile waiting to happen: add a column instead.
//
//  X(name, result rule, sources, immediates, flags, doc)
//
// Result rules: ND no result; DParam the instruction's type parameter;
// DInt, DDbl, DBool fixed.
// Sources: S(t0, t1, ...) one source per type, each a subtype of it;
// SOpt(t) none or one. The type names are in `irsrc` below.
// Immediates (IRImm, below): which fields of Extra (and the type
// parameter) the op uses, how they print and parse; fields an op does not
// use stay zero (the verifier checks it).
// Flags:
//   Branch    has a `taken` block (a guard's failure, an overflow, a jump)
//   Next      has a `next` block too (a two-way jump: taken / next)
//   Terminal  ends its block (nothing falls through to the next instruction)
//   Guard     checks a type in memory; its taken block leaves compiled code (or, in
//             a method dispatch, tests the next class: irgen's genFPushObjMethodD)
//   Pure      no effect but its result: dead-code elimination may drop it
//   KillsMem  may change any local or stack slot (forwarding forgets all)
//   Call      calls into C++ (caller-saved registers die)
//   Interp    runs one bytecode in the interpreter (it is not compiled)
//   Exit      leaves compiled code for the interpreter
//   Meta      bookkeeping: implements no bytecode of its own
#pragma once
#include <cstdint>

#include "jit/ir/type.h"

namespace hop::jit {

#define HOP_IR_OPS(X)                                                                                      \
  /* constants: extra.i (Int/Bool bits, a static StringData* for Str) or extra.d (Dbl) */                    \
  X(DefConst,      DParam, S(),               Const,      Pure,          "a constant of the type parameter")  \
  /* VM frame memory: locals (extra.loc) and evaluation stack slots (extra.slot) */                          \
  X(CheckLoc,      ND,     S(),               LocType,    Branch | Guard, "taken unless local L holds the type") \
  X(LdLoc,         DParam, S(),               LocType,    Pure,          "the value of local L (known type)")  \
  X(StLoc,         ND,     S(Gen),            Loc,        0,             "store into local L (no release)")    \
  X(StLocTV,       ND,     S(Int, Int),       Loc,        0,             "store a type byte and payload into local L (no release)") \
  /* StLoc over a local whose type byte already is the value's kind (elideLocTypeStores): */                \
  /* the payload only (nothing for a null) */                                                                 \
  X(StLocData,     ND,     S(Gen),            Loc,        0,             "store into local L, its type byte left (already the value's)") \
  X(CheckStk,      ND,     S(),               StkType,    Branch | Guard, "taken unless stack slot S holds the type") \
  X(LdStk,         DParam, S(),               StkType,    Pure,          "the value of stack slot S")          \
  X(StStk,         ND,     S(Gen),            Stk,        0,             "store into stack slot S")            \
  /* integer arithmetic; taken on signed overflow (the interpreter makes the float) */                       \
  X(AddIntO,       DInt,   S(Int, Int),       None,       Branch,        "a + b, taken on overflow")           \
  X(SubIntO,       DInt,   S(Int, Int),       None,       Branch,        "a - b, taken on overflow")           \
  X(MulIntO,       DInt,   S(Int, Int),       None,       Branch,        "a * b, taken on overflow")           \
  X(AddDbl,        DDbl,   S(Dbl, Dbl),       None,       Pure,          "a + b")                              \
  X(SubDbl,        DDbl,   S(Dbl, Dbl),       None,       Pure,          "a - b")                              \
  X(MulDbl,        DDbl,   S(Dbl, Dbl),       None,       Pure,          "a * b")                              \
  X(DivDbl,        DDbl,   S(Dbl, Dbl),       None,       Pure,          "a / b (the divisor checked before)") \
  X(AndInt,        DInt,   S(Int, Int),       None,       Pure,          "a & b")                              \
  X(OrInt,         DInt,   S(Int, Int),       None,       Pure,          "a | b")                              \
  X(XorInt,        DInt,   S(Int, Int),       None,       Pure,          "a ^ b")                              \
  /* shifts; taken when the count is not in [0, 63] (the interpreter's ArithmeticError */                    \
  /* or saturated result) */                                                                                \
  X(ShlInt,        DInt,   S(Int, Int),       None,       Branch,        "a << b, taken unless b in [0, 63]")  \
  /* the remainder; taken when the divisor is 0 (DivisionByZeroError) or -1 */                               \
  X(ModInt,        DInt,   S(Int, Int),       None,       Branch,        "a % b, taken when b is 0 or -1")     \
  /* string concatenation through a helper (jit/string-helpers.h; extra.off/depth: where */                  \
  /* the interpreter stands, the stack in memory): ConcatStr of srcs[0] . srcs[1] (Str or */                   \
  /* Int, consumed), AppendLoc: local extra.loc (a Str) .= srcs[0], result the local's new */                  \
  /* string (no reference of its own). A parked exception leaves with kTransException. */                    \
  X(ConcatStr,     DParam, S(StrInt, StrInt), Bc,         Call,          "a . b through a helper")             \
  X(AppendLoc,     DParam, S(StrInt),         LocBc,      Call | KillsMem, "local L .= a through a helper")    \
  /* NewPackedArray: a packed array of the srcs[0] (a constant) values in stack slots */                    \
  /* [extra.depth - n, extra.depth) (in memory; their references move into it), through */                    \
  /* a helper (jit/array-helpers.h); extra.off the bytecode. A parked exception leaves. */                     \
  X(NewPackedArr,  DParam, S(Int),            Bc,         Call,          "a packed array of the stack's top n values") \
  /* strings through helpers (jit/string-helpers.h): SameStr `a === b` by content (no reference */           \
  /* dropped), ConvIntToStr `(string) a` (a new reference) */                                                   \
  X(SameStr,       DBool,  S(Str, Str),       None,       Call,          "a === b of two strings")             \
  X(ConvIntToStr,  DParam, S(Int),            None,       Call,          "(string) a through a helper")        \
  /* `$s[$i]` of a string: CheckStrIdx taken unless 0 <= key < strlen (the interpreter warns */               \
  /* or counts from the end); StrCharAt the static one-byte string at the key (a helper) */                     \
  X(CheckStrIdx,   ND,     S(Str, Int),       None,       Branch,        "taken unless 0 <= key < strlen")     \
  X(StrCharAt,     DParam, S(Str, Int),       None,       Call,          "the one-byte string at key (checked)") \
  /* count() of an Arr (its live elements), strlen() of a Str */                                              \
  X(CountArr,      DInt,   S(Arr),            None,       Pure,          "count() of an array")                \
  X(StrLen,        DInt,   S(Str),            None,       Pure,          "strlen() of a string")               \
  X(ShrInt,        DInt,   S(Int, Int),       None,       Branch,        "a >> b, taken unless b in [0, 63]")  \
  X(ConvIntToDbl,  DDbl,   S(Int),            None,       Pure,          "(float) a")                          \
  X(CheckDblNonZero, ND,   S(Dbl),            None,       Branch,        "taken when a is 0.0 (or NaN)")       \
  X(XorBool,       DBool,  S(Bool, Bool),     None,       Pure,          "a xor b")                            \
  X(AndBool,       DBool,  S(Bool, Bool),     None,       Pure,          "a and b")                            \
  X(LtInt,         DBool,  S(Int, Int),       None,       Pure,          "a < b")                              \
  X(CmpInt,        DInt,   S(Int, Int),       None,       Pure,          "a <=> b: -1, 0 or 1")                \
  X(LteInt,        DBool,  S(Int, Int),       None,       Pure,          "a <= b")                             \
  X(GtInt,         DBool,  S(Int, Int),       None,       Pure,          "a > b")                              \
  X(GteInt,        DBool,  S(Int, Int),       None,       Pure,          "a >= b")                             \
  X(EqInt,         DBool,  S(Word, Word),     None,       Pure,          "a == b as words (Int, Bool; Obj: identity)") \
  X(NeqInt,        DBool,  S(Word, Word),     None,       Pure,          "a != b as words (Int, Bool; Obj: identity)") \
  X(LtDbl,         DBool,  S(Dbl, Dbl),       None,       Pure,          "a < b (false when unordered)")       \
  X(LteDbl,        DBool,  S(Dbl, Dbl),       None,       Pure,          "a <= b (false when unordered)")      \
  X(GtDbl,         DBool,  S(Dbl, Dbl),       None,       Pure,          "a > b (false when unordered)")       \
  X(GteDbl,        DBool,  S(Dbl, Dbl),       None,       Pure,          "a >= b (false when unordered)")      \
  X(EqDbl,         DBool,  S(Dbl, Dbl),       None,       Pure,          "a == b (false when unordered)")      \
  X(NeqDbl,        DBool,  S(Dbl, Dbl),       None,       Pure,          "a != b (true when unordered)")       \
  /* packed arrays: srcs[0] is an Arr tmp (the ArrayData*), srcs[1] an Int key. Each */                      \
  /* check is taken when the fast path does not apply (the interpreter redoes the */                         \
  /* whole member sequence): not packed, shared or static (copy-on-write), key outside */                    \
  /* [0, size), element not of kind typeParam (Plain: refcounted). */                                        \
  X(CheckPackedArr,  ND,   S(Arr),            None,       Branch,        "taken unless the array is packed")   \
  X(CheckArrOneRef,  ND,   S(Arr),            None,       Branch,        "taken unless the array has one reference") \
  X(CheckPackedIdx,  ND,   S(Arr, Int),       None,       Branch,        "taken unless 0 <= key < size")       \
  X(CheckPackedElem, ND,   S(Arr, Int),       Type,       Branch | Guard, "taken unless the element has the type") \
  X(LdPackedElem,  DParam, S(Arr, Int),       Type,       Pure,          "the element at key (checked type)")  \
  /* any array, a Str or Int key (jit/array-helpers.h): ArrGet's result is the element's */                  \
  /* address (taken when the key is missing), checked and read by CheckPtrElem and */                          \
  /* LdPtrElem; ArrIsset gives isset()'s Bool, ArrKeyExists array_key_exists()'s */                                                              \
  X(ArrGet,        DInt,   S(Arr, StrInt),    None,       Branch | Call, "the element's address, taken when missing") \
  X(CheckPtrElem,  ND,     S(Int),            Type,       Branch | Guard, "taken unless the value at the address has the type") \
  X(LdPtrElem,     DParam, S(Int),            Type,       Pure,          "the value at the address")           \
  X(ArrIsset,      DBool,  S(Arr, StrInt),    None,       Call,          "isset($a[key])")                     \
  X(ArrKeyExists,  DBool,  S(Arr, StrInt),    None,       Call,          "array_key_exists(key, $a)")          \
  /* in_array(an Int, an array) without strict: taken, nothing done, at an element whose */                   \
  /* comparison could raise or run code (an object, a reference) before a match */                            \
  X(InArrayInt,    DBool,  S(Arr, Int),       None,       Branch | Call, "in_array(n, $a), taken at an object or reference") \
  /* `$a[key] ?? d` (irgen genArrGet): ArrGetQ the element's address, or a static null's when */             \
  /* the key is missing (never taken); LdPtrType/LdPtrData the raw halves at an address; */                    \
  /* IncRefTV takes a reference of a raw value when it is refcounted; StStkTV stores raw */                     \
  /* halves into stack slot extra.slot */                                                                       \
  X(ArrGetQ,       DInt,   S(Arr, StrInt),    None,       Call,          "the element's address, a null's when missing") \
  X(LdPtrType,     DInt,   S(Int),            None,       Pure,          "the type byte at the address")       \
  X(LdPtrData,     DInt,   S(Int),            None,       Pure,          "the payload at the address")         \
  X(IncRefTV,      ND,     S(Int, Int),       None,       0,             "take a reference of a raw value, if counted") \
  X(StStkTV,       ND,     S(Int, Int),       Stk,        0,             "store a type byte and payload into stack slot S") \
  /* `$local[key] = v` on the array local extra.loc holds (checked), v in the top stack slot */              \
  /* (extra.depth slots in memory; the array takes a reference of its own): copy-on-write, */                  \
  /* growth, a hash insert or update, through a reference element, the old value released, */                  \
  /* as the interpreter's SetM. A thrown exception leaves with kTransException. */                              \
  X(ArrSetLoc,     DInt,   S(StrInt),         LocBc,      Call | KillsMem, "$local[key] = the top of the stack") \
  /* the same on the array a reference holds, srcs[0] the address of its value (LdRefAddr, checked Arr) */     \
  X(ArrSetRef,     DInt,   S(Int, StrInt),    Bc,         Call | KillsMem, "$ref[key] = the top of the stack") \
  /* unset($local[key]) on the array local extra.loc holds (checked), a Str or Int key: as the */             \
  /* interpreter's UnsetM at extra.off (stack extra.depth deep, in memory): copy-on-write, the */               \
  /* old value released (a destructor may run). A thrown exception leaves with kTransException. */             \
  X(ArrUnsetLoc,   DInt,   S(StrInt),         LocBc,      Call | KillsMem, "unset($local[key])")             \
  /* `$local[k][] = v` (BaseL Define, Dim Define, SetM W; jit/array-helpers.h): local extra.loc */            \
  /* an array, v the top of a stack extra.depth deep (in memory), k srcs[0] (a literal's or a */                 \
  /* local's Int or Str) or, without a source, the Int or Str in the slot under v; the element */               \
  /* at k missing (a new array) or an array, v appended as the interpreter does (copies on */                    \
  /* write); a key slot is popped after (v in its place: SetM's result). Taken, nothing done, */                 \
  /* otherwise (the interpreter redoes it from the BaseL at extra.off). A parked exception leaves. */           \
  X(ArrAppendDim,  DInt,   SOpt(StrInt),      LocBc,      Branch | Call | KillsMem, "$local[k][] = v, taken unless k's element is an array or missing") \
  /* foreach by value (jit/array-helpers.h): the IterInit / IterNext at extra.off (stack */                 \
  /* extra.depth deep, in memory; its iterator at local extra.loc) over an array, as the interpreter's handler does it (the */                 \
  /* iterator's locals, the value and key locals written, the array released at the end); */                  \
  /* result 1 when it jumped to the bytecode's target, 0 when it fell through; taken when the */               \
  /* subject (IterInit: the stack's top; IterNext: the iterator's local) is no array: nothing */               \
  /* done (the handler runs it, InterpOneBr). A parked exception leaves with kTransException. */              \
  X(IterInitArr,   DInt,   S(),               LocBc,         Branch | Call | KillsMem, "foreach starts on an array: 1 when empty (jumped)") \
  X(IterNextArr,   DInt,   S(),               LocBc,         Branch | Call | KillsMem, "foreach steps on an array: 1 when it goes round") \
  /* `$a[] = v` on a packed array: CheckPackedAppend taken unless the next key is its */                     \
  /* size and there is capacity; AppendPacked stores srcs[1] (its reference moves in) */                      \
  X(CheckPackedAppend, ND, S(Arr),            None,       Branch,        "taken unless an append fits in place") \
  X(AppendPacked,  ND,     S(Arr, Gen),       None,       0,             "$a[] = v in place")                  \
  /* srcs[2]: the value, of one kind; the old element released nothing (checked) */                           \
  X(StPackedElem,  ND,     S(Arr, Int, Gen),  None,       0,             "$a[key] = v in place")               \
  /* calls (a PHP function whose frame is entered inline). CheckFunc: taken when the */                       \
  /* request's inline cache slot extra.slot (absolute) does not hold the Func extra.i (the */                   \
  /* name resolved elsewhere, or not yet). StActRec: the ActRec FPushFuncD builds, at stack */                  \
  /* slot extra.slot for Func extra.i with extra.depth arguments. CheckCallRoom: taken when */                  \
  /* the native stack (below vm.jitStackLimit) or the VM stack has no room for a frame of */                   \
  /* Func extra.i whose ActRec is at slot extra.slot. CallPHP: enter that frame (arguments */                   \
  /* in memory above the ActRec), run it (compiled, or interpreted when compiled code */                       \
  /* leaves it) and come back with its result in the ActRec's first slot; extra.off: the */                    \
  /* caller's return offset, extra.loc: the callee's entry offset. */                                           \
  X(CheckFunc,     ND,     S(),               FuncCache,  Branch,        "taken unless the cache slot holds the function") \
  X(StActRec,      ND,     SOpt(Obj),         FuncAR,     KillsMem,      "write the ActRec (a method's $this)") \
  X(CheckCallRoom, ND,     S(),               FuncSlot,   Branch,        "taken unless the stacks have room for the frame") \
  /* CheckSurprise: taken when the VM's surprise word is set (vm/surprise.h; irgen puts one at */                \
  /* every loop head) */                                                                                      \
  X(CheckSurprise, ND,     S(),               None,       Branch,        "taken when a time limit or signal is pending") \
  X(CallPHP,       ND,     S(),               Call,       KillsMem | Call | PhpCall, "run the callee's frame") \
  /* closures (`$f(...)`, the callee known only at run time). PushClosure: the value in stack */            \
  /* slot extra.slot a Closure whose function takes extra.depth arguments by value (no magic, */               \
  /* generator, var env or reference): its ActRec over it, as the interpreter's FPushFunc */                  \
  /* writes it ($this or the class; the Closure's reference moves into the closure slot); */                   \
  /* taken, nothing done, for any other value. CallClosure: enters that frame (other locals Uninit, the */    \
  /* captured values after the arguments) and runs it as CallPHP does; extra.off the return */                 \
  /* offset; taken, nothing done, when the stacks have no room (a parked exception leaves). */                 \
  X(PushClosure,   ND,     S(),               StkArgs,    Branch | Call | KillsMem, "the ActRec of $f(...), taken unless $f is a plain Closure") \
  X(CallClosure,   ND,     S(),               StkBc,      Branch | Call | KillsMem | PhpCall, "run a Closure's frame") \
  /* returns: CheckRetFast taken when the frame needs the interpreter's return (a generator's, */              \
  /* with extra arguments, var env ..., or holds a $this or Closure, unless extra.i bit 0 / */                  \
  /* bit 1: released before, DecRefSlotNZ); RetPHP writes srcs[0] over */                                       \
  /* the ActRec and leaves with kTransReturned (the locals release nothing: checked) */                        \
  X(CheckRetFast,  ND,     S(),               ThisFreed,  Branch,        "taken unless the frame returns in compiled code") \
  X(RetPHP,        ND,     S(Gen),            None,       Terminal,      "return the value from the frame")    \
  /* RetPHPTV: RetPHP of a value of open kind, srcs[0] its type byte, srcs[1] its payload */                  \
  X(RetPHPTV,      ND,     S(Int, Int),       None,       Terminal,      "return a type byte and payload from the frame") \
  /* refcounting (srcs[0] a Str/Arr/Obj pointer; static values, count < 0, are skipped). */                   \
  /* DecRef/DecRefTV may release the value: the release helper syncs vm.pc (extra.off) */                      \
  /* and vm.sp (extra.depth; the stack below is in memory) and may run a destructor. */                       \
  X(IncRef,        ND,     S(Counted),        None,       0,             "take a reference")                   \
  X(DecRef,        ND,     S(Counted),        Bc,         0,             "drop a reference (may release)")     \
  /* DecRef in a pseudo-main of a value whose release may run a destructor (an Arr or Obj): */               \
  /* the locals are the globals, which the destructor may change (KillsMem: what was known */                  \
  /* of them is forgotten after it) */                                                                         \
  X(DecRefG,       ND,     S(Counted),        Bc,         KillsMem,      "drop a reference in a pseudo-main (may run a destructor)") \
  /* a local's raw halves, before a store over it: the type byte (Int) and the payload */                     \
  X(LdLocType,     DInt,   S(),               Loc,        Pure,          "local L's type byte")                \
  X(LdLocData,     DInt,   S(),               Loc,        Pure,          "local L's payload")                   \
  X(LdStkType,     DInt,   S(),               Stk,        Pure,          "stack slot S's type byte")           \
  X(LdStkData,     DInt,   S(),               Stk,        Pure,          "stack slot S's payload")              \
  X(LdStkAddr,     DInt,   S(),               Stk,        Pure,          "stack slot S's address")              \
  /* srcs[0] a type byte, srcs[1] a payload: releases it when refcounted (not a Reference) */                 \
  X(DecRefTV,      ND,     S(Int, Int),       Bc,         0,             "drop the reference of a raw value, if counted") \
  /* objects: srcs[0] an Obj. CheckObjCls is taken unless its class is extra.i (a Class*); */                  \
  /* the declared property at byte offset extra.i: checked for kind typeParam, read, written */                 \
  /* (StProp: typeParam the kind the slot holds, its type byte left alone when the same) */                   \
  X(CheckObjCls,   ND,     S(Obj),            Cls,        Branch | Guard, "taken unless the object's class is C") \
  X(CheckProp,     ND,     S(Obj),            PropType,   Branch | Guard, "taken unless the property has the type") \
  X(LdProp,        DParam, S(Obj),            PropType,   Pure,          "the property's value")               \
  X(StProp,        ND,     S(Obj, Gen),       PropType,   0,             "store into the property")            \
  /* static properties (BaseSD): LdSPropAddr the address of the static property the request's */          \
  /* inline cache slot extra.slot (absolute) holds, taken unless the entry was filled from the */             \
  /* calling scope extra.i (a Class*, 0: none) (not filled yet, or by another scope); StPtrElem */             \
  /* stores srcs[1] at the address srcs[0] (typeParam: the kind it holds, its type byte left */                 \
  /* alone when the same; the old value released before, as StProp) */                                       \
  X(LdSPropAddr,   DInt,   S(),               ScopeCache, Branch,        "the static property's address, taken on a cache miss") \
  X(StPtrElem,     ND,     S(Int, Gen),       Type,       0,             "store into the value at the address") \
  /* `$r += v`, `$r++` on a local holding a reference (a closure's `use (&$x)`, irgen genRefArith): */       \
  /* LdRefAddr the address of the RefData's value, read and written by CheckPtrElem, LdPtrElem */             \
  /* and StPtrElem; taken when typed properties hold the reference (its writes are checked) */                 \
  X(LdRefAddr,     DInt,   S(Boxed),          None,       Branch,        "the address of a reference's value, taken when typed") \
  /* `new C` of a class that only needs allocating (irgen genNewObjNoCtor): NewObjCached */                 \
  /* makes an object of the class the NewObjD at extra.off names in the request's cache (the */               \
  /* result holds its reference), taken when that entry holds no such class yet; extra.depth: */              \
  /* the stack in memory. A thrown exception leaves with kTransException. */                                   \
  X(NewObjCached,  DParam, S(),               Bc,         Branch | Call, "an object of the NewObjD's cached plain class") \
  /* a global read by a literal name (BaseG): the value's address by the request's memo of */                \
  /* globals, taken when unknown or unset; read at once (CheckPtrElem, LdPtrElem) */                         \
  X(LdGlobalAddr,  DInt,   S(Str),            None,       Branch | Call, "the address of the global named a, taken when unknown") \
  /* `a === b` (Same) of the values in stack slots extra.slot and extra.slot + 1 (in memory, */                \
  /* kept), any kinds, through a helper; taken for two arrays (the interpreter compares them) */             \
  X(SameStk,       DBool,  S(),               Stk,        Branch | Call, "the stack slots S and S+1 are identical, taken for two arrays") \
  /* `v instanceof C` (InstanceOfD) of the value at the address srcs[0] (a stack slot's: LdStkAddr; */          \
  /* through a reference) for the class extra.i, through a helper that raises nothing */                    \
  X(InstanceOfTV,  DBool,  S(Int),            Cls,        Call,          "the value at the address is an object of C or a subclass") \
  /* a raw value (srcs[0] its type byte, srcs[1] its payload) into an object-or-null property: */            \
  /* CheckNullOrCls taken unless it is null or an object of class extra.i (a Class*); StPropTV */              \
  /* stores the raw halves into the property at byte offset extra.i of the Obj srcs[0] */                      \
  X(CheckNullOrCls, ND,    S(Int, Int),       Cls,        Branch | Guard, "taken unless the raw value is null or an object of C") \
  X(StPropTV,      ND,     S(Obj, Int, Int),  Prop,       0,             "store a type byte and payload into the property") \
  /* $this (the frame's m_this): CheckThis taken unless it holds an object */                                 \
  X(CheckThis,     ND,     S(),               None,       Branch | Guard, "taken unless $this is an object")   \
  /* a closure's frame: taken unless its Closure's scope (the class its $this->p and self:: */                  \
  /* see, which bind() may change) is extra.i */                                                                 \
  X(CheckClosureScope, ND, S(),               Cls,        Branch | Guard, "taken unless the frame's Closure has scope C") \
  X(LdThis,        DParam, S(),               None,       Pure,          "$this")                              \
  /* the type byte of the property at byte offset extra.i of the Obj srcs[0] */                              \
  X(LdPropType,    DInt,   S(Obj),            Prop,       Pure,          "the property's type byte")           \
  X(LdPropData,    DInt,   S(Obj),            Prop,       Pure,          "the property's payload")             \
  /* srcs[0] a type byte: whether it is null; taken when it is Uninit (an undefined */                        \
  /* variable or unset property: the interpreter's warning/Error) or a Reference */                             \
  X(IsNullType,    DBool,  S(Int),            None,       Branch,        "type byte is null; taken on Uninit/Reference") \
  /* returns releasing the frame (irgen-obj.inc): the frame slot extra.loc (a local, or */                     \
  /* kThisSlot for $this) holds a value of kind typeParam (Gen: any). DecRefSlotNZ */                           \
  /* drops its reference when refcounted and not static, without releasing; */                                   \
  /* CheckSlotLive is taken when that left it at zero (the interpreter must release: */                         \
  /* IncRefSlot undoes the drops first); IncRefSlot takes a reference back */                                     \
  X(DecRefSlotNZ,  ND,     S(),               SlotType,   0,             "drop the slot's reference, never releasing") \
  X(CheckSlotLive, ND,     S(),               SlotType,   Branch,        "taken when the slot's count reached 0") \
  X(IncRefSlot,    ND,     S(),               SlotType,   0,             "take the slot's reference back")     \
  /* any other builtin (FCallBuiltin): the builtin extra.i (a builtin Func*) on the extra.depth - */         \
  /* extra.slot arguments in stack slots [extra.slot, extra.depth) (in memory), run as the */                  \
  /* interpreter does (coercions, warnings, a native frame), its result left in slot extra.slot; */            \
  /* extra.off: the FCallBuiltin. A thrown exception leaves with kTransException. */                           \
  X(CallBuiltin,   ND,     S(),               Builtin,    KillsMem | Call, "call a builtin on the stack's arguments") \
  /* CallBuiltin of arguments whose kinds pass the parameters' checks as they are (no */                    \
  /* coercion: the helper calls the builtin without checking them again) */                                  \
  X(CallBuiltinChecked, ND, S(),              Builtin,    KillsMem | Call, "call a builtin on arguments of its parameters' types") \
  /* CallBuiltinChecked of a builtin that, so called, raises nothing and runs no PHP code */                 \
  /* (irgen-builtin.inc's kLeafBuiltins: substr, strpos of two arguments ...): no native frame */           \
  X(CallBuiltinLeaf, ND,   S(),               Builtin,    KillsMem | Call, "call a builtin that raises nothing, without its frame") \
  /* CallBuiltin of a builtin that calls back per element (array_map, array_filter, array_reduce: */          \
  /* jit/callback-loops.h): with a Closure, the JIT's loop runs it and calls the closure as compiled */        \
  /* calls do; other arguments, as CallBuiltin */                                                             \
  X(CallBuiltinLoop, ND,   S(),               Builtin,    KillsMem | Call | PhpCall | CallLoop, "call a builtin whose callback loop the JIT runs") \
  /* math builtins the JIT inlines (ir/irgen-builtin.inc) */                                                 \
  X(SqrtDbl,       DDbl,   S(Dbl),            None,       Pure,          "sqrt(a)")                            \
  /* control flow: JmpZero/JmpNZero test an Int or Bool, taken / next */                                     \
  X(JmpZero,       ND,     S(IntBool),        None,       Branch | Next | Terminal, "to taken when a is 0, else next") \
  X(JmpNZero,      ND,     S(IntBool),        None,       Branch | Next | Terminal, "to taken when a is not 0, else next") \
  X(Jmp,           ND,     S(),               None,       Branch | Terminal, "to taken")                       \
  /* leave compiled code: resume the interpreter at extra.off with extra.depth stack slots */                 \
  X(ReqInterp,     ND,     S(),               Bc,         Terminal | Exit, "resume the interpreter at bc")     \
  /* leave compiled code: the interpreter resumes where vm.pc/vm.sp say */                                   \
  X(LeaveVM,       ND,     S(),               None,       Terminal | Exit, "resume the interpreter where vm says") \
  /* run the instruction at extra.off in the interpreter (its iop handler), the stack */                     \
  /* at extra.depth; leaves compiled code unless it fell through */                                          \
  X(InterpOne,     ND,     S(),               Bc,         KillsMem | Call | Interp, "run bc in the interpreter") \
  /* InterpOne of a branching instruction (IterNext ...): goes on at `taken` when it */                      \
  /* jumped to its target, at `next` when it fell through, leaves otherwise */                                 \
  X(InterpOneBr,   ND,     S(),               Bc,         Branch | Next | Terminal | KillsMem | Call | Interp, \
    "run branching bc in the interpreter: taken if it jumped, next if not")                                  \
  /* hop.jit_stats: add extra.i to bcCompiled */                                                             \
  X(IncStat,       ND,     S(),               Stat,       Meta,          "count compiled bytecodes")      \
  /* profiling translations (hop.jit=pgo; jit/prof-data.h): counters of the function's profile, */          \
  /* keyed by bytecode offset; compiled code bumps them with plain increments */                             \
  X(ProfCount,     ND,     S(),               Bc,         Meta,          "count a run of the block at bc")     \
  X(CheckProfHot,  ND,     S(),               Bc,         Branch | Meta, "taken when the block at bc ran hop.jit_pgo_threshold times") \
  X(ProfLocType,   ND,     S(),               LocBc,      Meta,          "count local L's type at the guard at bc") \
  X(ProfStkType,   ND,     S(),               StkBc,      Meta,          "count stack slot S's type at the guard at bc") \
  X(ProfLocCls,    ND,     S(),               LocBc,      Meta,          "count the class of the object local L holds at bc") \
  /* leave before anything ran (the entry's CheckProfHot): the runtime optimizes the function */            \
  X(ReqRetranslate, ND,    S(),               None,       Terminal | Exit, "leave for the runtime to translate again") \
  /* optimized code: an exit at a block the profile never saw run, taken often enough */                     \
  X(ReqReoptimize, ND,     S(),               Bc,         Terminal | Exit, "resume the interpreter at bc; optimize the function again")

namespace irflag {
constexpr uint32_t Branch = 1u << 0;
constexpr uint32_t Terminal = 1u << 1;
constexpr uint32_t Guard = 1u << 2;
constexpr uint32_t Pure = 1u << 3;
constexpr uint32_t KillsMem = 1u << 4;
constexpr uint32_t Call = 1u << 5;
constexpr uint32_t Next = 1u << 6;
constexpr uint32_t Interp = 1u << 7;
constexpr uint32_t Exit = 1u << 8;
constexpr uint32_t Meta = 1u << 9;
constexpr uint32_t PhpCall = 1u << 10;   // runs a PHP frame (a compiled call: the region pays from the interpreter too)
constexpr uint32_t CallLoop = 1u << 11;  // runs PHP frames in a loop (a builtin's callback per element): worth a loop
} // namespace irflag

/// The source type names of the table's S(...) column.
namespace irsrc {
constexpr uint32_t Int = Type::kInt;
constexpr uint32_t Dbl = Type::kDbl;
constexpr uint32_t Bool = Type::kBool;
constexpr uint32_t Str = Type::kStr;
constexpr uint32_t Arr = Type::kArr;
constexpr uint32_t Obj = Type::kObj;
constexpr uint32_t Gen = Type::kGen;
constexpr uint32_t IntBool = Type::kInt | Type::kBool;
constexpr uint32_t StrInt = Type::kStr | Type::kInt;
constexpr uint32_t Counted = Type::kStr | Type::kArr | Type::kObj;
constexpr uint32_t Word = Type::kInt | Type::kBool | Type::kObj;   // compared as one 64-bit word
constexpr uint32_t Boxed = Type::kBoxedCell;
} // namespace irsrc

enum class Opcode : uint8_t {
#define X(name, dst, srcs, imm, flags, doc) name,
  HOP_IR_OPS(X)
#undef X
};

constexpr uint32_t kNumOpcodes = 0
#define X(name, dst, srcs, imm, flags, doc) +1
    HOP_IR_OPS(X)
#undef X
    ;

enum class DstRule : uint8_t { ND, DParam, DInt, DDbl, DBool };

/// The immediates of an op: which Extra fields (and whether the type
/// parameter) it uses; printed between <> in this order.
///   None       —
///   Const      the type parameter's value: extra.i (Int/Bool/Null), extra.d (Dbl), extra.i a StringData* (Str)
///   Type       typeParam
///   LocType    typeParam, extra.loc                     <Int,L3>
///   Loc        extra.loc                                <L3>
///   LocBc      extra.loc, extra.off, extra.depth        <L3,bc12,depth 1>
///   StkType    typeParam, extra.slot                    <Int,S2>
///   Stk        extra.slot                               <S2>
///   StkBc      extra.slot, extra.off                    <S2,bc12>
///   StkArgs    extra.slot, extra.depth                  <S2,1 args>
///   Bc         extra.off, extra.depth                   <bc12,depth 1>
///   Cls        extra.i, a Class*                        <Foo>
///   PropType   typeParam, extra.i (byte offset)         <Int,+16>
///   Prop       extra.i (byte offset)                    <+16>
///   SlotType   typeParam, extra.loc (kThisSlot: this)   <Obj,L2> <Obj,this>
///   FuncCache  extra.i (Func*), extra.slot              <f,cache 3>
///   FuncSlot   extra.i (Func*), extra.slot              <f,S0>
///   FuncAR     extra.i (Func*), extra.slot, extra.depth <f,S0,2 args>
///   Call       extra.i (Func*), extra.slot, extra.depth, extra.off, extra.loc
///                                                       <f,S0,2 args,return bc30,entry bc0>
///   ThisFreed  extra.i (bits 0, 1)                      <this released,closure released>
///   Stat       extra.i                                  <bcCompiled,5>
///   Builtin    extra.i (a builtin Func*), extra.slot, extra.off, extra.depth
///                                                       <strlen,S1,bc12,depth 2>
///   ScopeCache extra.i (a Class* or 0), extra.slot       <Foo,cache 3> <-,cache 3>
enum class IRImm : uint8_t {
  None, Const, Type, LocType, Loc, LocBc, StkType, Stk, StkBc, Bc, Cls, PropType, Prop, SlotType,
  FuncCache, FuncSlot, FuncAR, Call, ThisFreed, Stat, Builtin, ScopeCache, StkArgs,
};

/// The sources an op takes: between minSrcs and maxSrcs, srcs[i] a subtype of types[i].
struct SrcSpec {
  uint8_t minSrcs = 0, maxSrcs = 0;
  uint32_t types[3] = {0, 0, 0};
};

struct OpInfo {
  const char* name;
  DstRule dst;
  SrcSpec srcs;
  IRImm imm;
  uint32_t flags;
  const char* doc;
};

const OpInfo& opInfo(Opcode op);

/// The columns the passes ask per instruction, inline (opInfo is out of line).
namespace opcol {
using namespace irflag;
inline constexpr uint32_t kFlags[] = {
#define X(name, dst, srcs, imm, flags, doc) flags,
    HOP_IR_OPS(X)
#undef X
};
inline constexpr DstRule kDst[] = {
#define X(name, dst, srcs, imm, flags, doc) DstRule::dst,
    HOP_IR_OPS(X)
#undef X
};
inline constexpr IRImm kImm[] = {
#define X(name, dst, srcs, imm, flags, doc) IRImm::imm,
    HOP_IR_OPS(X)
#undef X
};
} // namespace opcol

inline const char* opcodeName(Opcode op) { return opInfo(op).name; }
inline uint32_t opcodeFlags(Opcode op) { return opcol::kFlags[static_cast<size_t>(op)]; }
inline DstRule opcodeDstRule(Opcode op) { return opcol::kDst[static_cast<size_t>(op)]; }
inline IRImm opcodeImm(Opcode op) { return opcol::kImm[static_cast<size_t>(op)]; }
inline bool opHas(Opcode op, uint32_t flag) { return (opcodeFlags(op) & flag) != 0; }
/// The op named `name`; false when there is none.
bool opcodeFromName(const char* name, size_t len, Opcode* out);

} // namespace hop::jit
