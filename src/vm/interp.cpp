// interp.cpp — the dispatch loop: threaded code (computed goto) generated from
// HOP_BYTECODE_OPS, with inline fast paths for the hottest cases of the
// hottest ops. Every op also has a complete out-of-line handler (iopName in
// the family files), which the loop calls for everything else after syncing
// its registers to VMState.
#include "vm/interp.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstddef>
#include <cmath>
#include <new>
#include <optional>
#include <utility>
#include <vector>

#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "runtime/array/array-data.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/base/errors.h"
#include "runtime/base/stack-guard.h"
#include "vm/request-stack.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/interp-builtin-inline.h"
#include "vm/interp-fast-helpers.h"
#include "vm/interp-internal.h"
#include "vm/member-ops.h"
#include "vm/member-state-scope.h"
#include "vm/op-stats.h"
#include "vm/surprise.h"
#include "vm/type-check.h"
#include "vm/unwind.h"
#include "vm/typed-ref.h"

namespace hop {

namespace {

// Ops with an inline fast path in the loop below; every other op dispatches
// straight to its out-of-line handler.
#define HOP_FAST_OPS(F)                                                                \
  F(Div) F(Nop) F(PopC) F(Null) F(True) F(False) F(Int) F(Double) F(String) F(CGetL) F(SetL)   \
  F(PopL) F(Jmp) F(JmpZ) F(JmpNZ) F(Add) F(Sub) F(Mul) F(Lt) F(Lte) F(Gt) F(Gte) F(Eq) \
  F(Same) F(NSame) F(SameI) F(SameS) F(IncDecL) F(Not) F(FPushFuncD) F(FCall) F(RetC) F(VerifyParamType)    \
  F(VerifyRetType) F(BaseL) F(BaseH) F(Dim) F(QueryM) F(SetM) F(Dup) F(NewObjD) F(FPushCtor)   \
  F(Cns) F(FPushObjMethodD) F(FPassL) F(BitAnd) F(BitOr) F(BitXor) F(Shl) F(Shr) F(Mod) F(Neq) \
  F(This) F(SetOpL) F(SetOpM) F(IncDecM) F(CGetL2) F(CmpLL) F(CmpLI) F(BaseSD) F(ClsCnsD)       \
  F(ClsCns) F(FPushClsMethodD) F(FPushClsMethodS) F(FCallBuiltin) F(ArithLL) F(ArithLI) F(FPassVal) \
  F(ArithSL) F(FPushFunc) F(BaseG) F(IterNext) F(IsTypeC) F(IsTypeL) F(FIsRefParam) \
  F(InstanceOfD) F(FPassCall) F(FWantRef) F(JmpCmpLL) F(JmpCmpLI) F(BaseLQ) F(BaseLS) F(BaseLO) \
  F(Concat) F(ConcatN) F(Cast) F(ClsRefS) F(ClsNameS) F(Array) F(IterInit) F(UnsetL) F(VGetL)          \
  F(IssetL) F(AddElemC) F(FPushObjMethod) F(NewArray) F(StaticLocInit)

using namespace interp_fast;   // vm/interp-fast-helpers.h

/// Runs the builtin a.func on the arguments in `a` (FCallBuiltin and FCall's
/// inline builtin calls). The builtin shows in backtraces while it runs, as
/// in callBuiltin: its NativeFrame is filled in place (a whole-struct copy
/// from the C++ stack stalls on store forwarding, which showed as the
/// hottest spot of builtin calls) and popped however the builtin leaves.
HOP_ALWAYS_INLINE void runBuiltin(VMState& vm, NativeArgs& a, ActRec* callerFp, const uint8_t* callerPc) {
  // Constructed in place from the fields (no zeroing first, no copy).
  vm.nativeFrames.emplace_back(a.func, a.argv, a.count, callerFp, callerPc, a.thisObj);
  struct PopNativeFrame {
    VMState& vm;
    ~PopNativeFrame() { vm.nativeFrames.pop_back(); }
  } popNativeFrame{vm};
  if (HOP_UNLIKELY(tl_typedRefCount != 0)) {
    callNativeCheckingTypedRefs(a);
    return;
  }
  a.func->native(a);
}

/// frameSelf(fp) for the loop, always inline (GCC kept frameSelf out of line
/// in it: ~9 instructions a call on every member and constant cache check),
/// a closure's scope too (php-parser's reduce callbacks are closures).
HOP_ALWAYS_INLINE Class* loopSelf(const ActRec* fp) {
  if (HOP_LIKELY(fp->m_closure.m_type != DataType::Object)) {
    if (Class* c = fp->m_func->cls; HOP_LIKELY(c != nullptr)) return c;
    return frameSelf(fp);
  }
  return closureData(fp->m_closure.m_data.pobj)->scope;
}
/// A class-typed check's shortcut for `self` and `static` (never part of an
/// intersection, so in the type they are a union's member): an object of
/// exactly the class they name passes. `return $this;` from a method typed
/// `: static` or `: self`, which the class caches cannot hold (what the
/// names mean depends on the frame).
HOP_ALWAYS_INLINE bool objectIsSelfOrStatic(uint32_t mask, const Class* cls, const ActRec* fp) {
  if (HOP_LIKELY(!(mask & (TypeConstraint::kSelf | TypeConstraint::kStatic)))) return false;
  return ((mask & TypeConstraint::kStatic) && cls == frameStatic(fp)) ||
         ((mask & TypeConstraint::kSelf) && cls == loopSelf(fp));
}

/// The class self/parent/static names in frame `fp`; null where it has none
/// (the ops' slow paths raise the error).
HOP_ALWAYS_INLINE Class* specialClassOrNull(const ActRec* fp, SpecialClsRef which) {
  switch (which) {
    case SpecialClsRef::Self: return loopSelf(fp);
    case SpecialClsRef::Parent: return loopSelf(fp) ? loopSelf(fp)->parent : nullptr;
    case SpecialClsRef::Static: return frameStatic(fp);
  }
  return nullptr;
}

/// MemberState::heldLive()/tempsLive() without the short-circuit branches:
/// the type bytes or'ed, one test of the refcounted bit (every member op
/// asks, `$this->prop` reads too).
HOP_ALWAYS_INLINE bool heldLiveFast(const MemberState& m) {
  return ((uint8_t(m.held[0].m_type) | uint8_t(m.held[1].m_type)) & kRefcountedBit) != 0;
}
HOP_ALWAYS_INLINE bool tempsFree(const MemberState& m) {
  return ((uint8_t(m.tvTemp[0].m_type) | uint8_t(m.tvTemp[1].m_type)) & kRefcountedBit) == 0;
}

/// `$this->name` read: BaseH, then QueryM 0 CGet PT, the eight bytes from the
/// BaseH (its op, QueryM's op, no key cells, the query, the key kind) read
/// as one little-endian word (the key's payload follows, so they are
/// readable). BaseH's fast path reads it; a call of a method whose body is
/// `return $this->name;` reads it without entering the frame.
static_assert(instrLenOf(Op::BaseH) == 1 && immOffsetOf(Op::QueryM, 0) == 1 && immOffsetOf(Op::QueryM, 1) == 5 &&
              immOffsetOf(Op::QueryM, 2) == 6 && instrLenOf(Op::QueryM) > 7);
constexpr uint64_t kThisPropRead = uint64_t(uint8_t(Op::BaseH)) | (uint64_t(uint8_t(Op::QueryM)) << 8) |
                                   (uint64_t(uint8_t(QueryOp::CGet)) << 48) |
                                   (uint64_t(uint8_t(MemberKeyKind::PT)) << 56);

/// An ActRec's flag bytes (m_flags, m_moreFlags) as one word, zero for a
/// frame called plainly from PHP code: one load and test on the hot paths.
static_assert(offsetof(ActRec, m_flags) == offsetof(ActRec, m_type0) + 1 &&
              offsetof(ActRec, m_moreFlags) == offsetof(ActRec, m_type0) + 2);
HOP_ALWAYS_INLINE uint32_t actRecFlagWord(const ActRec* ar) {
  uint32_t w;
  std::memcpy(&w, reinterpret_cast<const char*>(ar) + offsetof(ActRec, m_type0), 4);
  return w >> 8;
}

/// The dispatch loop, in three instantiations chosen once per entry
/// (runInterpreter): kJit when hop.jit=live (taken backward branches ask
/// the JIT for their loop head's translation), kCount when it also counts
/// executed bytecodes (hop.jit_stats=1). With hop.jit=off the loop has
/// neither test compiled in.
// JmpCmpLL/JmpCmpLI's compare and jump kind, adjacent immediate bytes read
// as one little-endian word: the loop conditions `$i < $n` of a for (Lt,
// JmpNZ) and of a while (Lt, JmpZ).
static_assert(immOffsetOf(Op::JmpCmpLL, 4) == immOffsetOf(Op::JmpCmpLL, 3) + 1);
static_assert(immOffsetOf(Op::JmpCmpLI, 4) == immOffsetOf(Op::JmpCmpLI, 3) + 1);
constexpr uint16_t cmpJmp(Op cmp, Op jmp) { return uint16_t(uint8_t(cmp) | (uint16_t(uint8_t(jmp)) << 8)); }
constexpr uint16_t kLtJmpNZ = cmpJmp(Op::Lt, Op::JmpNZ);
constexpr uint16_t kLtJmpZ = cmpJmp(Op::Lt, Op::JmpZ);
/// Whether a fused compare-and-branch of two ints jumps (the handlers test
/// the loop conditions (Lt, JmpNZ/JmpZ) first, branching on the compare):
/// bit k of the mask at [cmp + 256 * (the jump's low bit)] says whether it
/// jumps when x is below (0), equal to (1) or above (2) y; a JmpZ's masks
/// are the compare's inverted.
static_assert(((uint8_t(Op::JmpZ) ^ uint8_t(Op::JmpNZ)) & 1) == 1);
struct JmpCmpMasks {
  uint8_t m[512] = {};
  constexpr JmpCmpMasks() {
    for (int c = 0; c < 256; ++c) {
      const uint8_t mask = interp_fast::kCmpMasks.m[c];
      m[c + 256 * (uint8_t(Op::JmpNZ) & 1)] = mask;
      m[c + 256 * (uint8_t(Op::JmpZ) & 1)] = uint8_t(~mask & 7);
    }
  }
};
inline constexpr JmpCmpMasks kJmpCmpMasks{};
HOP_ALWAYS_INLINE bool intCmpJumps(uint16_t how, int64_t x, int64_t y) {
  return (kJmpCmpMasks.m[how & 0x1FF] >> (int(x > y) + int(x >= y))) & 1;
}

/// A PHP exception compiled code handed back to the loop that entered it
/// (jit::EntryExit::thrown, owned; vm's registers at the thrower): the loop
/// returns, and runLoopUnwinding unwinds it as one the loop had caught,
/// without a C++ throw per compiled frame on the way.
thread_local ObjectData* tl_loopThrown = nullptr;

// no-gcse: GCC's global CSE/PRE treats the threaded dispatch as one block
// with every handler as successor and hoists expressions some handlers share
// (the address of sp[-1]) into it: an extra instruction and a register at
// every dispatch, appearing or not as unrelated handlers change (GCC's manual
// recommends -fno-gcse for computed-goto interpreters). mandelbrot: -9%.
template <bool kJit, bool kCount>
__attribute__((optimize("no-gcse"))) HOP_NOINLINE void interpLoop(VMState& vm) {
  static void* const kSlowLabels[] = {
#define X(name, imms, pops, pushes, flags) &&slow_##name,
      HOP_BYTECODE_OPS(X)
#undef X
  };
  // The table is filled on the first call (label addresses only exist inside
  // this function). Every thread writes the same values, so a race is benign.
  static void* labels[kNumOps];
  static std::atomic<bool> labelsReady{false};
  if (HOP_UNLIKELY(!labelsReady.load(std::memory_order_acquire))) {
    for (uint32_t i = 0; i < kNumOps; ++i) labels[i] = kSlowLabels[i];
#define F(name) labels[uint8_t(Op::name)] = &&fast_##name;
    HOP_FAST_OPS(F)
#undef F
    labelsReady.store(true, std::memory_order_release);
  }
  // The table's address, made opaque to the compiler: otherwise GCC may
  // rematerialize it (a RIP-relative lea before every dispatch, +1
  // instruction each) when register pressure elsewhere in the loop moves.
  void* const* dispatchTable = labels;
  asm("" : "+r"(dispatchTable));

  const uint8_t* pc = vm.pc;
  TypedValue* sp = vm.sp;
  ActRec* fp = vm.fp;
  // The request's by-reference foreach positions, which RetC asks about.
  ArrayIteratorTable& arrayIterators = ctx().arrayIterators;
  BytecodeCounter<kCount> bcCount;
  // Loop heads the JIT said it never enters, so their branches stop asking
  // (two: an inner and an outer loop). Bytecode addresses are unique.
  const uint8_t* jitNever[2] = {nullptr, nullptr};
  uint32_t jitNeverNext = 0;

#define SYNC() (vm.pc = pc, vm.sp = sp, vm.fp = fp)
#define RELOAD() (pc = vm.pc, sp = vm.sp, fp = vm.fp)
#define DISPATCH() do { bcCount.at(*pc); goto* dispatchTable[*pc]; } while (0)
// An instruction the loop runs without dispatching to it (a fused
// compare's branch, a skipped PopC ...) still counts as executed.
#define COUNT_FUSED() bcCount.add(1)
// A taken branch from the instruction at `from` to `target`: a backward one
// (a loop head) is a safe point for the surprise word (vm/surprise.h: time
// limits), then goes by the JIT first in the kJit loop.
#define TAKE_BRANCH(from, target)                                                          \
  do {                                                                                     \
    const uint8_t* target_ = (target);                                                     \
    if (target_ <= (from)) {                                                               \
      if (HOP_UNLIKELY(vm.surprise.any())) {                                               \
        pc = (from);                                                                       \
        SYNC();                                                                            \
        handleSurprise(vm);                                                                \
      }                                                                                    \
      if constexpr (kJit) {                                                                \
        pc = target_;                                                                      \
        goto jit_loop_head;                                                                \
      }                                                                                    \
    }                                                                                      \
    pc = target_;                                                                          \
    DISPATCH();                                                                            \
  } while (0)
// A function entry, or where compiled code handed back: a safe point too.
#define CHECK_SURPRISE()                                                                   \
  do {                                                                                     \
    if (HOP_UNLIKELY(vm.surprise.any())) {                                                 \
      SYNC();                                                                              \
      handleSurprise(vm);                                                                  \
    }                                                                                      \
  } while (0)
#define NEXT(len) do { pc += (len); DISPATCH(); } while (0)
#define LOCAL(id) (fp->local(id))   // vm/act-rec.h: one instruction less than locals() + id
// Immediate i of the current instruction, known to be an `op` (offsets are constants).
#define IMM_U32(op, i) readRaw<uint32_t>(pc + immOffsetOf(Op::op, i))
#define NEXT_OP(op) NEXT(instrLenOf(Op::op))
// After an op that left its result on the stack: a following PopC (an
// assignment used as a statement) is done here, without its dispatch.
#define NEXT_OP_DROPPING_RESULT(op)                                                        \
  do {                                                                                     \
    if (pc[instrLenOf(Op::op)] == uint8_t(Op::PopC)) {                                     \
      COUNT_FUSED();                                                                       \
      --sp;                                                                                \
      DECREF_SYNCED(*sp);                                                                  \
      NEXT(instrLenOf(Op::op) + 1);                                                        \
    }                                                                                      \
    NEXT_OP(op);                                                                           \
  } while (0)
// Pushes `r` (a value the op owns) as the result of the op ending at pc; a
// following PopL to a local that is no reference (`$x = <expr>;`) is done
// here instead: the local takes the value, without the push, pop and dispatch.
#define PUSH_RESULT_OR_POPL(r)                                                             \
  do {                                                                                     \
    if (*pc == uint8_t(Op::PopL)) {                                                        \
      TypedValue* dst_ = LOCAL(readRaw<uint32_t>(pc + 1));                                 \
      if (HOP_LIKELY(dst_->m_type != DataType::Reference)) {                               \
        COUNT_FUSED();                                                                     \
        const TypedValue old_ = *dst_;                                                     \
        dst_->m_data = (r).m_data;                                                         \
        dst_->m_type = (r).m_type;                                                         \
        DECREF_SYNCED(old_);                                                               \
        NEXT_OP(PopL);                                                                     \
      }                                                                                    \
    }                                                                                      \
    sp->m_data = (r).m_data;                                                               \
    sp->m_type = (r).m_type;                                                               \
    ++sp;                                                                                  \
    DISPATCH();                                                                            \
  } while (0)
// Pushes a copy of `v` (a reference's value, Uninit as Null, the count
// taken) field by field: a stack slot's other bytes are never read, and
// writing only the value and the type saves the stores of zeros.
#define PUSH_COPY(v)                                                                       \
  do {                                                                                     \
    const TypedValue c_ = tvCopyValue(v);                                                  \
    sp->m_data = c_.m_data;                                                                \
    sp->m_type = c_.m_type;                                                                \
    ++sp;                                                                                  \
  } while (0)
// Drops the reference a value held. Releasing the last one may run a
// destructor (PHP code, warnings, exceptions), so the registers are synced
// first; the caller must already have removed the value from wherever it was.
#define DECREF_SYNCED(tv)                                                                  \
  do {                                                                                     \
    const TypedValue dead_ = (tv);                                                         \
    if (isRefcounted(dead_.m_type) && dead_.m_data.pcnt->decRefAndTestRelease()) {        \
      SYNC();                                                                              \
      releaseHeapValue(dead_.m_type, dead_.m_data.pcnt);                                   \
    }                                                                                      \
  } while (0)

  // A builtin call's arguments at args_[0..nargs_) released first to last,
  // as php does; each slot is dead (null) before its release, in case a
  // destructor unwinds. A value that stays alive is decremented here; the
  // first one to go, and everything after it, out of line.
#define RELEASE_BUILTIN_ARGS(args_, nargs_)                                                \
  do {                                                                                     \
    TypedValue* const end_ = (args_) + (nargs_);                                           \
    for (TypedValue* p_ = (args_); p_ != end_; ++p_) {                                     \
      const DataType t_ = p_->m_type;                                                      \
      if (!isRefcounted(t_)) continue;                                                     \
      HeapHeader* const h_ = p_->m_data.pcnt;                                              \
      p_->m_type = DataType::Null;                                                         \
      if (HOP_LIKELY(h_->m_count != 1)) {                                                  \
        h_->decRefAndTestRelease();   /* (not the last: a count above one, or static) */  \
        continue;                                                                          \
      }                                                                                    \
      SYNC();                                                                              \
      releaseBuiltinArgsFrom(t_, h_, p_ + 1, end_);                                        \
      break;                                                                               \
    }                                                                                      \
  } while (0)

  DISPATCH();

  // --- Out-of-line handlers -------------------------------------------------------------
#define X(name, imms, pops, pushes, flags)                                                 \
  slow_##name : {                                                                           \
    const uint8_t* from_ = pc;                                                              \
    bcCount.slow(uint8_t(Op::name));                                                        \
    SYNC();                                                                                 \
    iop##name(vm);                                                                          \
    if (HOP_UNLIKELY(vm.pc == nullptr)) return;                                             \
    RELOAD();                                                                               \
    if constexpr (((flags) & kBranch) != 0) {                                               \
      if (pc <= from_) {                                                                    \
        if (HOP_UNLIKELY(vm.surprise.any())) {                                              \
          vm.pc = from_;                                                                    \
          handleSurprise(vm);                                                               \
          vm.pc = pc;                                                                       \
        }                                                                                   \
        if constexpr (kJit) goto jit_loop_head;                                             \
      }                                                                                     \
    }                                                                                       \
    (void)from_;                                                                            \
    DISPATCH();                                                                             \
  }
  HOP_BYTECODE_OPS(X)
#undef X

  // --- Loop heads (kJit): pc is the target of a backward branch just taken ---------------
jit_loop_head: __attribute__((unused));
  if constexpr (kJit) {
    if (pc != jitNever[0] && pc != jitNever[1] &&
        !(fp->m_func->jitNoTranslate.load(std::memory_order_relaxed) & jit::kNoLoopHeads) &&
        jit::loopHeadAsks(fp->m_func)) {
      const Func* f = fp->m_func;
      TypedValue* locals = LOCAL(0);
      SYNC();
      jit::EntryExit ex;
      switch (jit::runAtLoopHead(f, locals, static_cast<uint32_t>(pc - f->bc.data()),
                                 static_cast<uint32_t>(sp - (locals + f->numLocals)), &ex)) {
        case jit::LoopHeadResult::Ran:
          if (HOP_UNLIKELY(ex.thrown != nullptr)) {
            tl_loopThrown = ex.thrown;
            return;
          }
          if (ex.returned) {
            RELOAD();   // compiled code ran the frame's return
            if (HOP_UNLIKELY(pc == nullptr)) return;   // a frame entered from C++: back to it
          } else {
            pc = f->bc.data() + ex.offset;
            sp = locals + f->numLocals + ex.stackDepth;
          }
          CHECK_SURPRISE();   // compiled code leaves at a loop head when the word is set
          break;
        case jit::LoopHeadResult::Never:
          jitNever[jitNeverNext] = pc;
          jitNeverNext ^= 1;
          break;
        case jit::LoopHeadResult::NotNow: break;
      }
    }
  }
  DISPATCH();

  // --- Fast paths -------------------------------------------------------------------------
fast_Nop:
  NEXT(1);

fast_PopC:
  --sp;
  DECREF_SYNCED(*sp);
  NEXT(1);

fast_Dup:
  sp->m_data = sp[-1].m_data;
  sp->m_type = sp[-1].m_type;
  tvIncRef(*sp);
  ++sp;
  NEXT(1);

fast_True:
  *sp++ = makeBool(true);
  NEXT(1);
fast_False:
  *sp++ = makeBool(false);
  NEXT(1);
fast_Double:
  *sp++ = makeDouble(readRaw<double>(pc + 1));
  NEXT(9);
fast_String:
  // Literal strings are static: no refcount to bump.
  *sp++ = makeStringNoIncRef(fp->m_func->unit->litstrs[readRaw<uint32_t>(pc + 1)]);
  NEXT(5);

fast_CGetL: {
  const TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (HOP_UNLIKELY(l->m_type == DataType::Uninit || l->m_type == DataType::Reference)) goto CGetL_unusual;
  sp->m_data = l->m_data;
  sp->m_type = l->m_type;
  tvIncRef(*sp);
  ++sp;
  NEXT(5);
}

CGetL_unusual: {
  // A local bound by reference (`&$x` parameters, `$a = &$b`): its value.
  // (A block of its own, which reloads the local: CGetL's common path
  // stays as it was.)
  const TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (l->m_type != DataType::Reference) goto slow_CGetL;
  l = &l->m_data.pref->m_tv;
  if (HOP_UNLIKELY(l->m_type == DataType::Uninit)) goto slow_CGetL;
  PUSH_COPY(*l);
  NEXT(5);
}

fast_SetL: {
  TypedValue* l = LOCAL(IMM_U32(SetL, 0));
  if (HOP_UNLIKELY(l->m_type == DataType::Reference || sp[-1].m_type == DataType::Reference)) {
    l = refLocalStoreSlot(l, sp[-1]);
    if (l == nullptr) goto slow_SetL;
  }
  const TypedValue old = *l;
  l->m_data = sp[-1].m_data;
  l->m_type = sp[-1].m_type;
  tvIncRef(*l);
  DECREF_SYNCED(old);
  NEXT_OP(SetL);
}

fast_PopL: {
  TypedValue* l = LOCAL(IMM_U32(PopL, 0));
  if (HOP_UNLIKELY(l->m_type == DataType::Reference || sp[-1].m_type == DataType::Reference)) {
    l = refLocalStoreSlot(l, sp[-1]);
    if (l == nullptr) goto slow_PopL;
  }
  const TypedValue old = *l;
  --sp;
  l->m_data = sp->m_data;
  l->m_type = sp->m_type;
  DECREF_SYNCED(old);
  NEXT_OP(PopL);
}

fast_Jmp:
  TAKE_BRANCH(pc, pc + readRaw<int32_t>(pc + 1));

fast_JmpZ:
fast_JmpNZ: {
  const TypedValue c = sp[-1];
  bool truth;
  if (c.m_type == DataType::Bool || c.m_type == DataType::Int) {
    truth = c.m_data.num != 0;
    --sp;
  } else {
    // The other values whose truth needs no conversion (`if ($arr)`,
    // `$s ?: 'default'`, `while ($x !== null && ...)`); the popped value
    // is released before the branch, as the full handler does.
    switch (c.m_type) {
      case DataType::Uninit:
      case DataType::Null: truth = false; break;
      case DataType::Double: truth = c.m_data.dbl != 0; break;
      case DataType::String: {
        const StringData* str = c.m_data.pstr;
        truth = str->size() > 1 || (str->size() == 1 && str->data()[0] != '0');
        break;
      }
      case DataType::Array: truth = c.m_data.parr->size() != 0; break;
      case DataType::Object:
        // `if ($node)`, `while ($n = $n->next())`: true, unless a native
        // class casts itself (objectToBool: only classes with native data may).
        if (HOP_UNLIKELY(c.m_data.pobj->cls()->native.dataSize != 0))
          goto* (*pc == uint8_t(Op::JmpZ) ? &&slow_JmpZ : &&slow_JmpNZ);
        truth = true;
        break;
      default: goto* (*pc == uint8_t(Op::JmpZ) ? &&slow_JmpZ : &&slow_JmpNZ);
    }
    --sp;
    DECREF_SYNCED(c);
  }
  if (truth == (*pc == uint8_t(Op::JmpNZ))) TAKE_BRANCH(pc, pc + readRaw<int32_t>(pc + 1));
  pc += 5;
  DISPATCH();
}

  // Arithmetic on numbers: ints (overflow takes the full path, which turns
  // the result into a float), floats, and int/float mixes (float result).
#define FAST_ARITH(name, setop)                                                            \
  fast_##name : {                                                                          \
    TypedValue r;                                                                          \
    if (HOP_UNLIKELY(!numArith(SetOpOp::setop, sp[-2], sp[-1], r))) goto slow_##name;     \
    sp -= 2;                                                                               \
    ++pc;                                                                                  \
    PUSH_RESULT_OR_POPL(r);                                                                \
  }
  FAST_ARITH(Add, Add)
  FAST_ARITH(Sub, Sub)
  FAST_ARITH(Mul, Mul)
  FAST_ARITH(Div, Div)
#undef FAST_ARITH

  // Comparisons fuse with a following JmpZ/JmpNZ: the bool is never pushed
  // (`if ($i < $n)`, loop conditions), saving a dispatch, a push and a pop.
#define PUSH_BOOL_OR_BRANCH(r, len)                                                        \
  do {                                                                                     \
    const uint8_t* next_ = pc + (len);                                                     \
    if (*next_ == uint8_t(Op::JmpZ)) {                                                     \
      COUNT_FUSED();                                                                       \
      if (!(r)) TAKE_BRANCH(next_, next_ + readRaw<int32_t>(next_ + 1));                   \
      pc = next_ + instrLenOf(Op::JmpZ);                                                   \
      DISPATCH();                                                                          \
    }                                                                                      \
    if (*next_ == uint8_t(Op::JmpNZ)) {                                                    \
      COUNT_FUSED();                                                                       \
      if (r) TAKE_BRANCH(next_, next_ + readRaw<int32_t>(next_ + 1));                      \
      pc = next_ + instrLenOf(Op::JmpNZ);                                                  \
      DISPATCH();                                                                          \
    }                                                                                      \
    sp->m_data.num = (r);                                                                  \
    sp->m_type = DataType::Bool;                                                           \
    ++sp;                                                                                  \
    NEXT(len);                                                                             \
  } while (0)

#define FAST_CMP(name, op)                                                                 \
  fast_##name : {                                                                          \
    const TypedValue& a = sp[-2];                                                          \
    const TypedValue& b = sp[-1];                                                          \
    bool r;                                                                                \
    if (a.m_type == DataType::Int && b.m_type == DataType::Int) r = a.m_data.num op b.m_data.num; \
    else if (a.m_type == DataType::Double && b.m_type == DataType::Double)                 \
      r = a.m_data.dbl op b.m_data.dbl;                                                    \
    /* an int and a float: php compares the int converted to a float */                   \
    else if (a.m_type == DataType::Double && b.m_type == DataType::Int)                    \
      r = a.m_data.dbl op static_cast<double>(b.m_data.num);                               \
    else if (a.m_type == DataType::Int && b.m_type == DataType::Double)                    \
      r = static_cast<double>(a.m_data.num) op b.m_data.dbl;                               \
    else goto slow_##name;                                                                 \
    sp -= 2;                                                                               \
    PUSH_BOOL_OR_BRANCH(r, 1);                                                             \
  }
  FAST_CMP(Lt, <)
  FAST_CMP(Lte, <=)
  FAST_CMP(Gt, >)
  FAST_CMP(Gte, >=)
#undef FAST_CMP

fast_Int:
  *sp++ = makeInt(readRaw<int64_t>(pc + 1));
  NEXT(9);

  // `<expr> === <int>` / `!== 'lit'` (bytecode/fuse.cpp's SameI/SameS: the
  // operand is already on the stack, the literal is the right operand): the
  // test and the branch without pushing the literal. A reference operand
  // takes the full handler.
fast_SameI: {
  const TypedValue v = sp[-1];
  if (HOP_UNLIKELY(v.m_type == DataType::Reference)) goto slow_SameI;
  const bool r = (v.m_type == DataType::Int && v.m_data.num == readRaw<int64_t>(pc + 1)) ==
                 (pc[immOffsetOf(Op::SameI, 1)] == uint8_t(Op::Same));
  --sp;
  DECREF_SYNCED(v);
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::SameI));
}
fast_SameS: {
  const TypedValue v = sp[-1];
  bool r;
  if (v.m_type == DataType::String) {
    r = sameStrings(v.m_data.pstr, fp->m_func->unit->litstrs[readRaw<uint32_t>(pc + 1)]);
  } else {
    if (HOP_UNLIKELY(v.m_type == DataType::Reference)) goto slow_SameS;
    r = false;
  }
  if (pc[immOffsetOf(Op::SameS, 1)] == uint8_t(Op::NSame)) r = !r;
  --sp;
  DECREF_SYNCED(v);
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::SameS));
}

fast_Null:
  // `return;` and the implicit return at a function's end (tested first:
  // every call of a function without a result runs it).
  if (pc[1] == uint8_t(Op::RetC)) {
    *sp++ = makeNull();
    COUNT_FUSED();
    ++pc;
    goto fast_RetC;
  }
  // `<expr> === null` / `!== null` (the operand is already on the stack):
  // the test is done here, without pushing the null.
  if ((pc[1] == uint8_t(Op::Same) || pc[1] == uint8_t(Op::NSame)) && sp[-1].m_type != DataType::Reference) {
    const TypedValue v = sp[-1];
    const bool r = isNullish(v.m_type) == (pc[1] == uint8_t(Op::Same));
    COUNT_FUSED();
    --sp;
    ++pc;
    DECREF_SYNCED(v);
    PUSH_BOOL_OR_BRANCH(r, 1);
  }
  *sp++ = makeNull();
  NEXT(1);

  // == and != also compare two strings inline when they are equal bytes or
  // one of them cannot be numeric (then php compares bytes); two strings
  // that both look numeric take the full handler.
fast_Eq:
fast_Neq: {
  const TypedValue a = sp[-2];
  const TypedValue b = sp[-1];
  bool r;
  if (a.m_type == DataType::Int && b.m_type == DataType::Int) {
    r = a.m_data.num == b.m_data.num;
  } else if (a.m_type == DataType::Double && b.m_type == DataType::Double) {
    r = a.m_data.dbl == b.m_data.dbl;
  } else if (a.m_type == DataType::Bool && b.m_type == DataType::Bool) {
    r = a.m_data.num == b.m_data.num;   // `switch (true) { case $x === ...: }` (Symfony Yaml)
  } else if (a.m_type == DataType::String && b.m_type == DataType::String) {
    r = sameStrings(a.m_data.pstr, b.m_data.pstr);
    if (!r && mayBeNumericString(a.m_data.pstr) && mayBeNumericString(b.m_data.pstr))
      goto* (*pc == uint8_t(Op::Eq) ? &&slow_Eq : &&slow_Neq);
  } else {
    goto* (*pc == uint8_t(Op::Eq) ? &&slow_Eq : &&slow_Neq);
  }
  if (*pc == uint8_t(Op::Neq)) r = !r;
  sp -= 2;
  DECREF_SYNCED(b);
  DECREF_SYNCED(a);
  PUSH_BOOL_OR_BRANCH(r, 1);
}

  // --- Fused local reads (bytecode/fuse.cpp) ----------------------------------------------
#define READABLE_LOCAL(l) ((l)->m_type != DataType::Uninit && (l)->m_type != DataType::Reference)

fast_CGetL2: {
  const TypedValue* a = LOCAL(IMM_U32(CGetL2, 0));
  const TypedValue* b = LOCAL(IMM_U32(CGetL2, 1));
  if (HOP_UNLIKELY(!READABLE_LOCAL(a) || !READABLE_LOCAL(b))) goto slow_CGetL2;
  sp[0].m_data = a->m_data;
  sp[0].m_type = a->m_type;
  tvIncRef(sp[0]);
  sp[1].m_data = b->m_data;
  sp[1].m_type = b->m_type;
  tvIncRef(sp[1]);
  sp += 2;
  NEXT_OP(CGetL2);
}

  // A comparison of two numbers of one kind; the fused forms branch directly.
#define COMPARE_NUMBERS(cmp, x, y, out, label)                                             \
  switch (cmp) {                                                                           \
    case Op::Lt: out = (x) < (y); break;                                                   \
    case Op::Lte: out = (x) <= (y); break;                                                 \
    case Op::Gt: out = (x) > (y); break;                                                   \
    case Op::Gte: out = (x) >= (y); break;                                                 \
    case Op::Eq: out = (x) == (y); break;                                                  \
    case Op::Neq: out = (x) != (y); break;                                                 \
    default: goto label;                                                                   \
  }

  // `$a == $b` / `$a != $b` of two string locals that cannot both be
  // numeric: the bytes decide (Eq's fast path; nothing to release).
#define LOCAL_STRINGS_EQ(cmp, a, b, r)                                                     \
  ((a)->m_type == DataType::String && (b)->m_type == DataType::String &&                   \
   ((cmp) == Op::Eq || (cmp) == Op::Neq) &&                                                \
   ((r = sameStrings((a)->m_data.pstr, (b)->m_data.pstr)) ||                               \
    !mayBeNumericString((a)->m_data.pstr) || !mayBeNumericString((b)->m_data.pstr)) &&     \
   ((r = (r != ((cmp) == Op::Neq))), true))

fast_CmpLL: {
  const TypedValue* a = LOCAL(IMM_U32(CmpLL, 0));
  const TypedValue* b = LOCAL(IMM_U32(CmpLL, 1));
  const auto cmp = static_cast<Op>(pc[immOffsetOf(Op::CmpLL, 2)]);
  bool r;
  if (a->m_type == DataType::Int && b->m_type == DataType::Int) {
    r = compareInts(cmp, a->m_data.num, b->m_data.num);
  } else if (a->m_type == DataType::Double && b->m_type == DataType::Double) {
    COMPARE_NUMBERS(cmp, a->m_data.dbl, b->m_data.dbl, r, slow_CmpLL)
  } else if (!LOCAL_STRINGS_EQ(cmp, a, b, r)) {
    goto slow_CmpLL;
  }
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::CmpLL));
}

fast_CmpLI: {
  const TypedValue* a = LOCAL(IMM_U32(CmpLI, 0));
  const int64_t k = readRaw<int64_t>(pc + immOffsetOf(Op::CmpLI, 1));
  const auto cmp = static_cast<Op>(pc[immOffsetOf(Op::CmpLI, 2)]);
  bool r;
  if (HOP_UNLIKELY(a->m_type != DataType::Int)) goto slow_CmpLI;
  r = compareInts(cmp, a->m_data.num, k);
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::CmpLI));
}
  // Compare-and-branch (a fused compare with its JmpZ/JmpNZ): the loop
  // condition `$i < $n` in one dispatch. The compare and the jump's kind are
  // adjacent immediate bytes, read as one 16-bit word (little-endian).

fast_JmpCmpLL: {
  const TypedValue* a = LOCAL(IMM_U32(JmpCmpLL, 1));
  const TypedValue* b = LOCAL(IMM_U32(JmpCmpLL, 2));
  bool r;
  if (HOP_LIKELY(a->m_type == DataType::Int && b->m_type == DataType::Int)) {
    // Branches on the compare itself, without compareInts' mask lookup.
    const uint16_t how = readRaw<uint16_t>(pc + immOffsetOf(Op::JmpCmpLL, 3));
    const int64_t x = a->m_data.num, y = b->m_data.num;
    if (HOP_LIKELY(how == kLtJmpNZ)) {
      if (x < y) goto JmpCmpLL_taken;
      NEXT_OP(JmpCmpLL);
    }
    if (how == kLtJmpZ) {
      if (x >= y) goto JmpCmpLL_taken;
      NEXT_OP(JmpCmpLL);
    }
    if (intCmpJumps(how, x, y)) goto JmpCmpLL_taken;
    NEXT_OP(JmpCmpLL);
  } else if (a->m_type == DataType::Double && b->m_type == DataType::Double) {
    const auto cmp = static_cast<Op>(pc[immOffsetOf(Op::JmpCmpLL, 3)]);
    COMPARE_NUMBERS(cmp, a->m_data.dbl, b->m_data.dbl, r, slow_JmpCmpLL)
  } else if (!LOCAL_STRINGS_EQ(static_cast<Op>(pc[immOffsetOf(Op::JmpCmpLL, 3)]), a, b, r)) {
    goto slow_JmpCmpLL;
  }
  if (r != (pc[immOffsetOf(Op::JmpCmpLL, 4)] == uint8_t(Op::JmpNZ))) NEXT_OP(JmpCmpLL);
JmpCmpLL_taken:
  TAKE_BRANCH(pc, pc + readRaw<int32_t>(pc + 1));
}

fast_JmpCmpLI: {
  const TypedValue* a = LOCAL(IMM_U32(JmpCmpLI, 1));
  if (HOP_UNLIKELY(a->m_type != DataType::Int)) goto slow_JmpCmpLI;
  const int64_t k = readRaw<int64_t>(pc + immOffsetOf(Op::JmpCmpLI, 2));
  const uint16_t how = readRaw<uint16_t>(pc + immOffsetOf(Op::JmpCmpLI, 3));
  const int64_t x = a->m_data.num;
  if (HOP_LIKELY(how == kLtJmpNZ)) {
    if (x < k) goto JmpCmpLI_taken;
    NEXT_OP(JmpCmpLI);
  }
  if (how == kLtJmpZ) {
    if (x >= k) goto JmpCmpLI_taken;
    NEXT_OP(JmpCmpLI);
  }
  if (!intCmpJumps(how, x, k)) NEXT_OP(JmpCmpLI);
JmpCmpLI_taken:
  TAKE_BRANCH(pc, pc + readRaw<int32_t>(pc + 1));
}

#include "vm/interp-arith-fast.inc"

#undef COMPARE_NUMBERS
#undef READABLE_LOCAL

  // --- Strings: concatenation, interpolation, (string) of an int -----------------------
  // Allocation may raise (memory limit, string too long): the registers are
  // synced first, with the operands still on the stack for the unwinder.
  // Releasing a string runs no PHP code, so the operands are dropped plainly.
fast_Concat: {
  const TypedValue a = sp[-2];
  const TypedValue b = sp[-1];
  TypedValue r;
  if (HOP_UNLIKELY(a.m_type != DataType::String || b.m_type != DataType::String)) {
    // A string and an int (`'key' . $i`), or two ints: formatted in place.
    SYNC();
    StringData* const s = concatStringsAndInts(sp - 2, 2);
    if (HOP_UNLIKELY(!s)) goto slow_Concat;
    if (a.m_type == DataType::String) a.m_data.pstr->decRef();
    if (b.m_type == DataType::String) b.m_data.pstr->decRef();
    sp -= 2;
    ++pc;
    PUSH_RESULT_OR_POPL(makeStringNoIncRef(s));
  }
  SYNC();
  if (a.m_data.pstr->m_hdr.hasExactlyOneRef()) {
    // `<temporary> . $s`: append in place (as iopConcat).
    r = makeStringNoIncRef(StringData::append(a.m_data.pstr, b.m_data.pstr->view()));
  } else {
    r = makeStringNoIncRef(StringData::makeConcat(a.m_data.pstr->view(), b.m_data.pstr->view()));
    a.m_data.pstr->decRef();   // another owner holds it: never the last reference
  }
  b.m_data.pstr->decRef();
  sp -= 2;
  ++pc;
  PUSH_RESULT_OR_POPL(r);
}

fast_ConcatN: {
  const uint32_t n = IMM_U32(ConcatN, 0);
  TypedValue* parts = sp - n;
  SYNC();
  StringData* fast = concatOntoFirst(parts, n);
  if (HOP_UNLIKELY(!fast)) goto slow_ConcatN;
  for (uint32_t i = 0; i < n; ++i)
    if (parts[i].m_type == DataType::String) parts[i].m_data.pstr->decRef();
  sp = parts;
  pc += instrLenOf(Op::ConcatN);
  PUSH_RESULT_OR_POPL(makeStringNoIncRef(fast));
}

fast_Cast: {
  const auto op = static_cast<CastOp>(pc[immOffsetOf(Op::Cast, 0)]);
  TypedValue& v = sp[-1];
  if (op == CastOp::String && v.m_type == DataType::Int) {
    SYNC();
    v = makeStringNoIncRef(intToStringData(v.m_data.num));
  } else if (op == CastOp::Bool && (v.m_type == DataType::Int || isNullish(v.m_type))) {
    v = makeBool(v.m_type == DataType::Int && v.m_data.num != 0);   // `(bool) ($flags & X)`
  } else if (op == CastOp::Int && (v.m_type == DataType::Bool || isNullish(v.m_type))) {
    v = makeInt(v.m_type == DataType::Bool ? v.m_data.num : 0);
  } else if (op == CastOp::Int && v.m_type == DataType::Double) {
    if (HOP_UNLIKELY(!(v.m_data.dbl >= -9.2e18 && v.m_data.dbl <= 9.2e18))) goto slow_Cast;   // NaN, out of range: toInt
    v = makeInt(static_cast<int64_t>(v.m_data.dbl));
  } else if (!((op == CastOp::Int && v.m_type == DataType::Int) ||
               (op == CastOp::String && v.m_type == DataType::String) ||
               (op == CastOp::Double && v.m_type == DataType::Double) ||
               (op == CastOp::Bool && v.m_type == DataType::Bool))) {
    goto slow_Cast;
  }
  NEXT_OP(Cast);
}

fast_Same:
fast_NSame: {
  // Identity without looking inside strings and arrays: scalars of one type,
  // objects by address, and values of different types (never identical,
  // except null and uninit).
  const TypedValue a = sp[-2];
  const TypedValue b = sp[-1];
  bool r;
  if (a.m_type == b.m_type) {
    if (a.m_type == DataType::Int || a.m_type == DataType::Bool || a.m_type == DataType::Object) r = a.m_data.num == b.m_data.num;
    else if (isNullish(a.m_type)) r = true;
    else if (a.m_type == DataType::String) r = sameStrings(a.m_data.pstr, b.m_data.pstr);
    else goto* (*pc == uint8_t(Op::Same) ? &&slow_Same : &&slow_NSame);
  } else if (isNullish(a.m_type) && isNullish(b.m_type)) {
    r = true;
  } else if (a.m_type == DataType::Reference || b.m_type == DataType::Reference) {
    goto* (*pc == uint8_t(Op::Same) ? &&slow_Same : &&slow_NSame);
  } else {
    r = false;
  }
  if (*pc == uint8_t(Op::NSame)) r = !r;
  sp -= 2;
  // Both inputs are gone from the stack: release them before going on.
  DECREF_SYNCED(b);
  DECREF_SYNCED(a);
  PUSH_BOOL_OR_BRANCH(r, 1);
}

  // Bitwise operators and % on two ints (shifts within 0..63, a nonzero divisor).
#define FAST_INT_BINOP(name, expr, guard)                                                  \
  fast_##name : {                                                                          \
    TypedValue& a = sp[-2];                                                                \
    const TypedValue& b = sp[-1];                                                          \
    if (HOP_UNLIKELY(a.m_type != DataType::Int || b.m_type != DataType::Int)) goto slow_##name; \
    const int64_t x = a.m_data.num, y = b.m_data.num;                                      \
    if (HOP_UNLIKELY(!(guard))) goto slow_##name;                                          \
    a.m_data.num = (expr);                                                                 \
    --sp;                                                                                  \
    NEXT(1);                                                                               \
  }
  FAST_INT_BINOP(BitAnd, x & y, true)
  FAST_INT_BINOP(BitOr, x | y, true)
  FAST_INT_BINOP(BitXor, x ^ y, true)
  FAST_INT_BINOP(Shl, int64_t(uint64_t(x) << y), uint64_t(y) < 64)
  FAST_INT_BINOP(Shr, x >> y, uint64_t(y) < 64)
  FAST_INT_BINOP(Mod, x % y, y != 0 && y != -1)
#undef FAST_INT_BINOP

  // is_null() and friends, and the test of `??`: the plain type tests on a
  // value that is not a reference.
#define SIMPLE_TYPE_TEST(op, v, out, label)                                                \
  switch (op) {                                                                            \
    case IsTypeOp::Null: out = isNullish((v).m_type); break;                               \
    case IsTypeOp::Bool: out = (v).m_type == DataType::Bool; break;                        \
    case IsTypeOp::Int: out = (v).m_type == DataType::Int; break;                          \
    case IsTypeOp::Double: out = (v).m_type == DataType::Double; break;                    \
    case IsTypeOp::String: out = (v).m_type == DataType::String; break;                    \
    case IsTypeOp::Array: out = (v).m_type == DataType::Array; break;                      \
    case IsTypeOp::Object: out = (v).m_type == DataType::Object; break;                    \
    default: goto label;                                                                   \
  }

fast_IsTypeC: {
  const TypedValue v = sp[-1];
  if (HOP_UNLIKELY(v.m_type == DataType::Reference)) goto slow_IsTypeC;
  bool r;
  SIMPLE_TYPE_TEST(static_cast<IsTypeOp>(pc[immOffsetOf(Op::IsTypeC, 0)]), v, r, slow_IsTypeC)
  --sp;
  DECREF_SYNCED(v);
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::IsTypeC));
}

fast_IsTypeL: {
  const TypedValue* l = LOCAL(IMM_U32(IsTypeL, 0));
  // An undefined local warns (the full handler); a local bound by reference is its value.
  if (HOP_UNLIKELY(l->m_type == DataType::Reference || l->m_type == DataType::Uninit)) {
    if (l->m_type == DataType::Uninit) goto slow_IsTypeL;
    l = &l->m_data.pref->m_tv;
    if (HOP_UNLIKELY(l->m_type == DataType::Uninit)) goto slow_IsTypeL;
  }
  bool r;
  SIMPLE_TYPE_TEST(static_cast<IsTypeOp>(pc[immOffsetOf(Op::IsTypeL, 1)]), *l, r, slow_IsTypeL)
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::IsTypeL));
}
#undef SIMPLE_TYPE_TEST

// foreach by value: element `v` (at `pos` of `a`) into the value local `vl`,
// its key into local `keyLocal` (kNoLocal: none). Releasing the old values may
// run destructors, which cannot change `a` (the iterator holds it); the key's
// local is re-read after, as a destructor may have bound it.
#define ITER_SET_LOCALS(vl, v, keyLocal, a, pos)          \
  do {                                                    \
    const TypedValue old_ = *(vl);                        \
    (vl)->m_data = (v).m_data;                            \
    (vl)->m_type = (v).m_type;                            \
    tvIncRef(v);                                          \
    DECREF_SYNCED(old_);                                  \
    if ((keyLocal) != kNoLocal) {                         \
      TypedValue* kl_ = LOCAL(keyLocal);                  \
      const TypedValue k_ = (a)->iterKey(pos);            \
      if (HOP_UNLIKELY(kl_->m_type == DataType::Reference)) { \
        tvIncRef(k_);                                     \
        SYNC();                                           \
        tvAssignMove(*kl_, k_);                           \
      } else {                                            \
        const TypedValue oldk_ = *kl_;                    \
        kl_->m_data = k_.m_data;                          \
        kl_->m_type = k_.m_type;                          \
        tvIncRef(k_);                                     \
        DECREF_SYNCED(oldk_);                             \
      }                                                   \
    }                                                     \
  } while (0)

fast_IterInit: {
  // foreach by value over an array: the first element (and key) into their
  // locals, the iterator holding the array; an empty array skips the loop.
  // Objects, references (in the array or in the locals) take the full handler.
  const TypedValue subj = sp[-1];
  if (HOP_UNLIKELY(subj.m_type != DataType::Array)) goto slow_IterInit;
  const ArrayData* a = subj.m_data.parr;
  if (a->size() == 0) {
    --sp;
    DECREF_SYNCED(subj);   // an empty array: releasing it runs nothing
    pc += readRaw<int32_t>(pc + immOffsetOf(Op::IterInit, 1));
    DISPATCH();
  }
  const uint32_t pos = a->iterBegin();
  const TypedValue v = *a->iterValue(pos);
  TypedValue* vl = LOCAL(IMM_U32(IterInit, 2));
  const uint32_t keyLocal = IMM_U32(IterInit, 3);
  if (HOP_UNLIKELY(v.m_type == DataType::Reference || vl->m_type == DataType::Reference ||
                   (keyLocal != kNoLocal && LOCAL(keyLocal)->m_type == DataType::Reference)))
    goto slow_IterInit;
  --sp;
  TypedValue* it = LOCAL(IMM_U32(IterInit, 0));
  it[0] = subj;   // the iterator owns the snapshot
  it[1] = makeInt(pos);
  ITER_SET_LOCALS(vl, v, keyLocal, a, pos);
  NEXT_OP(IterInit);
}

fast_IssetL: {
  // isset($x): php's ISSET_ISEMPTY_CV, and the jump after it.
  const bool r = !tvDeref(LOCAL(IMM_U32(IssetL, 0)))->isNull();
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::IssetL));
}

fast_NewArray: {
  // An array literal's array, sized for its items (iopNewArray's choice).
  SYNC();   // the allocation may pass the memory limit
  sp->m_data.parr = newArrayFor(pc, fp->m_func->unit, IMM_U32(NewArray, 0));
  sp->m_type = DataType::Array;
  ++sp;
  NEXT_OP(NewArray);
}

fast_AddElemC: {
  // `k => v` in an array literal with an int key or a literal string one
  // (no conversion, nothing to release): the value moves into the array.
  const TypedValue k = sp[-2];
  ArrayKey key;
  if (k.m_type == DataType::String && k.m_data.pstr->isStaticStrKey()) key = ArrayKey::ofStr(k.m_data.pstr);
  else if (k.m_type == DataType::Int) key = ArrayKey::ofInt(k.m_data.num);
  else goto slow_AddElemC;
  SYNC();   // a key given twice releases the first value
  ArrayData::setRaw(sp[-3].m_data.parr, key, sp[-1]);
  sp -= 2;
  NEXT_OP(AddElemC);
}

fast_UnsetL: {
  TypedValue* l = LOCAL(IMM_U32(UnsetL, 0));
  const TypedValue old = *l;
  l->m_type = DataType::Uninit;
  DECREF_SYNCED(old);   // may run a destructor
  NEXT_OP(UnsetL);
}

fast_VGetL: {
  // A local already bound by reference: the reference itself (a new box is the full handler's).
  const TypedValue* l = LOCAL(IMM_U32(VGetL, 0));
  if (HOP_UNLIKELY(l->m_type != DataType::Reference)) goto slow_VGetL;
  l->m_data.pref->m_hdr.incRef();
  *sp++ = makeRefNoIncRef(l->m_data.pref);
  NEXT_OP(VGetL);
}

fast_IterNext: {
  // foreach by value over an array: the next element (and key) into their
  // locals, or past the loop at its end. References (in the array or in the
  // locals) and objects take the full handler.
  TypedValue* it = LOCAL(IMM_U32(IterNext, 0));
  if (HOP_UNLIKELY(it[0].m_type != DataType::Array)) goto slow_IterNext;
  const ArrayData* a = it[0].m_data.parr;
  const uint32_t pos = a->iterAdvance(uint32_t(it[1].m_data.num));
  if (HOP_UNLIKELY(!a->iterValid(pos))) {
    // The loop's end (freeIter of an array walk): the iterator lets go of
    // its array, which may run destructors.
    const TypedValue snapshot = it[0];
    it[0].m_type = DataType::Uninit;
    it[1].m_type = DataType::Uninit;
    DECREF_SYNCED(snapshot);
    NEXT_OP(IterNext);
  }
  const TypedValue v = *a->iterValue(pos);
  TypedValue* vl = LOCAL(IMM_U32(IterNext, 2));
  const uint32_t keyLocal = IMM_U32(IterNext, 3);
  if (HOP_UNLIKELY(v.m_type == DataType::Reference || vl->m_type == DataType::Reference ||
                   (keyLocal != kNoLocal && LOCAL(keyLocal)->m_type == DataType::Reference)))
    goto slow_IterNext;
  it[1].m_data.num = pos;
  const int32_t loopOff = readRaw<int32_t>(pc + immOffsetOf(Op::IterNext, 1));
  ITER_SET_LOCALS(vl, v, keyLocal, a, pos);
  TAKE_BRANCH(pc, pc + loopOff);
}
#undef ITER_SET_LOCALS

fast_InstanceOfD: {
  // `$x instanceof Name`: a value that is not an object is never one; an
  // object's class is checked against the class the literal name has now,
  // without autoloading (instanceOfNamed remembers the answer per class).
  const TypedValue v = sp[-1];
  bool r = false;
  if (v.m_type == DataType::Object) {
    r = instanceOfNamed(fp->m_func->unit->litstrs[IMM_U32(InstanceOfD, 0)], v.m_data.pobj->cls());
  } else if (HOP_UNLIKELY(v.m_type == DataType::Reference)) {
    goto slow_InstanceOfD;
  }
  --sp;
  DECREF_SYNCED(v);
  PUSH_BOOL_OR_BRANCH(r, instrLenOf(Op::InstanceOfD));
}

fast_This:
  if (HOP_UNLIKELY(fp->m_this.m_type != DataType::Object)) goto slow_This;
  sp->m_data = fp->m_this.m_data;   // scalar copies (vm/frames.h, loadValType)
  sp->m_type = DataType::Object;
  fp->m_this.m_data.pobj->incRef();
  ++sp;
  NEXT_OP(This);

fast_Cns: {
  const TypedValue* v = vm.caches->at(fp->m_func->cacheBase, IMM_U32(Cns, 2)).constant.value;
  if (HOP_UNLIKELY(v == nullptr)) goto slow_Cns;
  PUSH_COPY(*v);
  NEXT_OP(Cns);
}

fast_ClsCnsD: {
  const InlineCache& ic = vm.caches->at(fp->m_func->cacheBase, IMM_U32(ClsCnsD, 2));
  if (HOP_UNLIKELY(ic.classConst.value == nullptr || ic.classConst.scope != loopSelf(fp))) goto slow_ClsCnsD;
  PUSH_COPY(*ic.classConst.value);
  NEXT_OP(ClsCnsD);
}

fast_ClsCns: {
  // The class ref is an object ($obj::C) or a class name from ClsRefS (the
  // Class's own name string, so a pointer compare identifies it).
  const InlineCache& ic = vm.caches->at(fp->m_func->cacheBase, IMM_U32(ClsCns, 1));
  const TypedValue ref = sp[-1];
  if (HOP_UNLIKELY(ic.classConst.value == nullptr || ic.classConst.scope != loopSelf(fp))) goto slow_ClsCns;
  if (ref.m_type == DataType::Object) {
    if (HOP_UNLIKELY(ref.m_data.pobj->cls() != ic.classConst.cls)) goto slow_ClsCns;
  } else if (HOP_UNLIKELY(ref.m_type != DataType::String || ref.m_data.pstr != ic.classConst.cls->name)) {
    goto slow_ClsCns;
  }
  sp[-1] = tvCopyValue(*ic.classConst.value);
  DECREF_SYNCED(ref);
  NEXT_OP(ClsCns);
}

fast_ClsRefS: {
  // self::, parent::, static:: as a class name; before a ClsCns
  // (`self::NAME`, `$x = static::NAME`) the constant's cached value is
  // read here (ClsCns's checks: the scope, the class).
  Class* cls = specialClassOrNull(fp, static_cast<SpecialClsRef>(pc[immOffsetOf(Op::ClsRefS, 0)]));
  if (HOP_UNLIKELY(cls == nullptr)) goto slow_ClsRefS;   // the error
  const uint8_t* c = pc + instrLenOf(Op::ClsRefS);
  if (*c == uint8_t(Op::ClsCns)) {
    const InlineCache& ic = vm.caches->at(fp->m_func->cacheBase, readRaw<uint32_t>(c + immOffsetOf(Op::ClsCns, 1)));
    if (HOP_LIKELY(ic.classConst.value != nullptr && ic.classConst.cls == cls && ic.classConst.scope == loopSelf(fp))) {
      const TypedValue v = tvCopyValue(*ic.classConst.value);
      COUNT_FUSED();
      pc = c + instrLenOf(Op::ClsCns);
      PUSH_RESULT_OR_POPL(v);
    }
  }
  *sp++ = makeStringNoIncRef(cls->name);
  cls->name->incRef();
  NEXT_OP(ClsRefS);
}

fast_ClsNameS: {
  Class* cls = specialClassOrNull(fp, static_cast<SpecialClsRef>(pc[immOffsetOf(Op::ClsNameS, 0)]));
  if (HOP_UNLIKELY(cls == nullptr)) goto slow_ClsNameS;   // the error
  *sp++ = makeStringNoIncRef(cls->name);
  cls->name->incRef();
  NEXT_OP(ClsNameS);
}

fast_Array:
  *sp++ = makeArrayNoIncRef(fp->m_func->unit->arrays[IMM_U32(Array, 0)]);
  NEXT_OP(Array);

fast_Not: {
  if (HOP_UNLIKELY(sp[-1].m_type != DataType::Bool && sp[-1].m_type != DataType::Int)) goto slow_Not;
  const bool r = sp[-1].m_data.num == 0;
  --sp;
  PUSH_BOOL_OR_BRANCH(r, 1);
}

fast_SetOpL: {
  // $local op= number, on a number local.
  TypedValue* l = LOCAL(IMM_U32(SetOpL, 0));
  const auto op = static_cast<SetOpOp>(pc[immOffsetOf(Op::SetOpL, 1)]);
  TypedValue r;
  if (op == SetOpOp::Concat) {
    // `$s .= <string>` on a local that owns its string: append in place.
    if (HOP_UNLIKELY(l->m_type != DataType::String || sp[-1].m_type != DataType::String ||
                     !l->m_data.pstr->m_hdr.hasExactlyOneRef()))
      goto slow_SetOpL;
    SYNC();   // growing may raise (memory limit)
    StringData* const rhs = sp[-1].m_data.pstr;
    l->m_data.pstr = StringData::append(l->m_data.pstr, rhs->view());
    if (pc[instrLenOf(Op::SetOpL)] == uint8_t(Op::PopC)) {
      COUNT_FUSED();
      --sp;
      rhs->decRef();
      NEXT(instrLenOf(Op::SetOpL) + 1);
    }
    l->m_data.pstr->incRef();
    sp[-1] = makeStringNoIncRef(l->m_data.pstr);
    rhs->decRef();
    NEXT_OP(SetOpL);
  }
  if (l->m_type == DataType::Int && sp[-1].m_type == DataType::Int && isBitwiseSetOp(op)) {
    int64_t n;
    if (HOP_UNLIKELY(!intSetOp(op, l->m_data.num, sp[-1].m_data.num, n))) goto slow_SetOpL;
    r = makeInt(n);
  } else if (HOP_UNLIKELY(!numArith(op, *l, sp[-1], r))) {
    goto slow_SetOpL;
  }
  l->m_data = r.m_data;
  l->m_type = r.m_type;
  sp[-1].m_data = r.m_data;   // the operand was a number: nothing to release
  sp[-1].m_type = r.m_type;
  NEXT_OP_DROPPING_RESULT(SetOpL);
}

fast_IncDecL: {
  TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (l->m_type != DataType::Int) {
    // A local bound by reference (`static $n; ++$n`, a by-reference
    // parameter) to an int: the int in its box (an int stays an int, so a
    // typed property the reference is bound to accepts it; an overflow,
    // which makes a float, takes the handler).
    if (l->m_type != DataType::Reference || l->m_data.pref->m_tv.m_type != DataType::Int) goto slow_IncDecL;
    l = &l->m_data.pref->m_tv;
  }
  // Dec ops have bit 1 set, post ops bit 0.
  static_assert(uint8_t(IncDecOp::PreInc) == 0 && uint8_t(IncDecOp::PostInc) == 1 &&
                uint8_t(IncDecOp::PreDec) == 2 && uint8_t(IncDecOp::PostDec) == 3);
  // `$i++;` / `++$i;` as a statement (the op, then a PopC): one add. The
  // op byte and the next opcode are adjacent: one 16-bit compare tests both.
  static_assert(immOffsetOf(Op::IncDecL, 1) == 5 && instrLenOf(Op::IncDecL) == 6);
  if ((readRaw<uint16_t>(pc + 5) & 0xFFFE) == uint16_t(uint16_t(Op::PopC) << 8)) {
    int64_t r;
    if (HOP_UNLIKELY(__builtin_add_overflow(l->m_data.num, int64_t(1), &r))) goto slow_IncDecL;
    l->m_data.num = r;
    COUNT_FUSED();
    NEXT(instrLenOf(Op::IncDecL) + 1);
  }
  const uint8_t op = pc[5];
  int64_t old = l->m_data.num, r;
  if (HOP_UNLIKELY(__builtin_add_overflow(old, (op & 2) ? int64_t(-1) : int64_t(1), &r))) goto slow_IncDecL;
  l->m_data.num = r;
  // `$i++;` as a statement: the PopC that drops the result is skipped.
  if (pc[instrLenOf(Op::IncDecL)] == uint8_t(Op::PopC)) {
    COUNT_FUSED();
    NEXT(instrLenOf(Op::IncDecL) + 1);
  }
  *sp++ = makeInt((op & 1) ? old : r);
  NEXT_OP(IncDecL);
}

fast_StaticLocInit: {
  // `static $x = init;` of a function or method called before in this
  // request: the local binds to the variable's reference (the memo of
  // iopStaticLocInit, which makes the variable the first time); the
  // initial value, pushed again at each call, is dropped.
  const Func* f = fp->m_func;
  if (HOP_UNLIKELY(f->isClosure() || f->isPseudoMain())) goto slow_StaticLocInit;   // (an included file: its includer's variable too)
  TypedValue* slots = staticLocalsMemoHit(f, inlineCacheEpoch());
  if (HOP_UNLIKELY(slots == nullptr)) goto slow_StaticLocInit;
  const TypedValue s = slots[IMM_U32(StaticLocInit, 1)];
  if (HOP_UNLIKELY(s.m_type != DataType::Reference)) goto slow_StaticLocInit;
  s.m_data.pref->m_hdr.incRef();
  TypedValue* l = LOCAL(IMM_U32(StaticLocInit, 0));
  l->m_data = s.m_data;   // (as iopStaticLocInit: the local's slot is taken over)
  l->m_type = DataType::Reference;
  const TypedValue init = sp[-1];
  --sp;
  DECREF_SYNCED(init);
  NEXT_OP(StaticLocInit);
}

#include "vm/interp-call-fast.inc"

  // --- Type checks: the value's type is one of the declared builtin types, or
  // an object of the class that passed last time (vm/type-check.h).

fast_VerifyParamType: {
  const uint32_t id = IMM_U32(VerifyParamType, 0);
  const ParamInfo& p = fp->m_func->params[id];
  // (A by-reference parameter is checked on the value it refers to.)
  const TypedValue* v = tvDeref(LOCAL(id));
  if (HOP_UNLIKELY(p.variadic)) goto slow_VerifyParamType;
  if (HOP_LIKELY(typeMatchesFast(v->m_type, p.type.mask))) NEXT_OP(VerifyParamType);
  if (v->m_type == DataType::Object &&
      (typeOkHit(vm.caches->at(fp->m_func->cacheBase, IMM_U32(VerifyParamType, 1)), v->m_data.pobj->cls()) ||
       refillClassTypeCache(vm, fp->m_func, p.type, *v, IMM_U32(VerifyParamType, 1)) ||
       objectIsSelfOrStatic(p.type.mask, v->m_data.pobj->cls(), fp)))
    NEXT_OP(VerifyParamType);
  goto slow_VerifyParamType;
}

fast_VerifyRetType: {
  const TypedValue* v = sp - 1;
  const uint32_t mask = fp->m_func->returnType.mask;
  if (HOP_LIKELY(typeMatchesFast(v->m_type, mask))) {
    pc += instrLenOf(Op::VerifyRetType);
    if (*pc == uint8_t(Op::RetC)) {
      COUNT_FUSED();
      goto fast_RetC;
    }
    DISPATCH();
  }
  if (v->m_type == DataType::Object &&
      (typeOkHit(vm.caches->at(fp->m_func->cacheBase, IMM_U32(VerifyRetType, 0)), v->m_data.pobj->cls()) ||
       refillClassTypeCache(vm, fp->m_func, fp->m_func->returnType, *v, IMM_U32(VerifyRetType, 0)) ||
       objectIsSelfOrStatic(mask, v->m_data.pobj->cls(), fp)))
    NEXT_OP(VerifyRetType);
  goto slow_VerifyRetType;
}

#include "vm/interp-member-fast.inc"

#undef SYNC
#undef RELOAD
#undef DISPATCH
#undef COUNT_FUSED
#undef TAKE_BRANCH
#undef CHECK_SURPRISE
#undef FCALL_ENTERED
#undef NEXT
#undef NEXT_OP
#undef NEXT_OP_DROPPING_RESULT
#undef IMM_U32
#undef DECREF_SYNCED
#undef PUSH_BOOL_OR_BRANCH
#undef PUSH_RESULT_OR_POPL
#undef LOCAL
}

} // namespace

namespace {

/// The loop and its exception handling; `kHandBack`: an exception the
/// frames of this loop do not catch is returned instead of thrown on.
template <bool kHandBack>
HOP_ALWAYS_INLINE ObjectData* loopUnwinding(VMState& vm) {
  void (*const loop)(VMState&) = jit::g_liveJit == nullptr ? interpLoop<false, false>
                                 : jit::g_liveJitStatsOn   ? interpLoop<true, true>
                                                           : interpLoop<true, false>;
  ++vm.nesting;
  for (;;) {
    ObjectData* handed;
    try {
      loop(vm);
      // Compiled code the loop entered handed back an exception (tl_loopThrown).
      handed = std::exchange(tl_loopThrown, nullptr);
      if (HOP_LIKELY(handed == nullptr)) {
        --vm.nesting;
        return nullptr;
      }
    } catch (PhpException& e) {
      if (unwindToHandler(vm, e.obj)) continue;
      --vm.nesting;
      if constexpr (kHandBack) return e.obj;
      throw;
    }
    if (unwindToHandler(vm, handed)) continue;
    --vm.nesting;
    if constexpr (kHandBack) return handed;
    throw PhpException{handed};
  }
}

template <bool kHandBack>
ObjectData* runLoopUnwinding(VMState& vm) {
  // Compiled code already ran the return of the frame entered from C++
  // (jit-runtime.cpp's ReturnSite): nothing is left to interpret.
  if (HOP_UNLIKELY(vm.pc == nullptr)) return nullptr;
  // A loop for compiled code (kHandBack) runs the rest of a PHP call its
  // caller made between member sequences (no call is inside one): it shares
  // the member state, as the interpreter's own calls do (compiled code set
  // aside the state of a sequence its run was entered in: jit/call-helpers.cpp).
  if constexpr (kHandBack) return loopUnwinding<true>(vm);
  MemberStateScope memberScope(vm);
  return loopUnwinding<false>(vm);
}

} // namespace

void runInterpreter(VMState& vm) {
  PhpEntryMark entry;
  checkNativeStack();
  runLoopUnwinding<false>(vm);
}

void runInterpreterEntered(VMState& vm) { runLoopUnwinding<false>(vm); }

ObjectData* runInterpreterForJit(VMState& vm) {
  PhpEntryMark entry;
  checkNativeStack();
  return runLoopUnwinding<true>(vm);
}

} // namespace hop
