// interp.cpp — the dispatch loop: threaded code (computed goto) generated from
// HOP_BYTECODE_OPS, with inline fast paths for the hottest cases of the
// hottest ops. Every op also has a complete out-of-line handler (iopName in
// the family files), which the loop calls for everything else after syncing
// its registers to VMState.
#include "vm/interp.h"

#include <atomic>
#include <cmath>

#include "runtime/array/array-data.h"
#include "runtime/object/object-data.h"
#include "runtime/base/errors.h"
#include "runtime/ops/compare.h"
#include "runtime/string/string-data.h"
#include "vm/interp-internal.h"
#include "vm/type-check.h"
#include "vm/unwind.h"

namespace hop {

namespace {

// Ops with an inline fast path in the loop below; every other op dispatches
// straight to its out-of-line handler.
#define HOP_FAST_OPS(F)                                                                \
  F(Nop) F(PopC) F(Null) F(True) F(False) F(Int) F(Double) F(String) F(CGetL) F(SetL)   \
  F(PopL) F(Jmp) F(JmpZ) F(JmpNZ) F(Add) F(Sub) F(Mul) F(Lt) F(Lte) F(Gt) F(Gte) F(Eq) \
  F(Same) F(NSame) F(IncDecL) F(Not) F(FPushFuncD) F(FCall) F(RetC) F(VerifyParamType)    \
  F(VerifyRetType)

HOP_NOINLINE void interpLoop(VMState& vm) {
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

  const uint8_t* pc = vm.pc;
  TypedValue* sp = vm.sp;
  ActRec* fp = vm.fp;

#define SYNC() (vm.pc = pc, vm.sp = sp, vm.fp = fp)
#define RELOAD() (pc = vm.pc, sp = vm.sp, fp = vm.fp)
#define DISPATCH() goto* labels[*pc]
#define NEXT(len) do { pc += (len); DISPATCH(); } while (0)
#define LOCAL(id) (reinterpret_cast<TypedValue*>(fp + 1) + (id))
// Immediate i of the current instruction, known to be an `op` (offsets are constants).
#define IMM_U32(op, i) readRaw<uint32_t>(pc + immOffsetOf(Op::op, i))
#define NEXT_OP(op) NEXT(instrLenOf(Op::op))

  DISPATCH();

  // --- Out-of-line handlers -------------------------------------------------------------
#define X(name, imms, pops, pushes, flags)                                                 \
  slow_##name : SYNC();                                                                     \
  iop##name(vm);                                                                            \
  if (HOP_UNLIKELY(vm.pc == nullptr)) return;                                               \
  RELOAD();                                                                                 \
  DISPATCH();
  HOP_BYTECODE_OPS(X)
#undef X

  // --- Fast paths -------------------------------------------------------------------------
fast_Nop:
  NEXT(1);

fast_PopC:
  if (isRefcounted(sp[-1].m_type)) goto slow_PopC;
  --sp;
  NEXT(1);

fast_Null:
  *sp++ = makeNull();
  NEXT(1);
fast_True:
  *sp++ = makeBool(true);
  NEXT(1);
fast_False:
  *sp++ = makeBool(false);
  NEXT(1);
fast_Int:
  *sp++ = makeInt(readRaw<int64_t>(pc + 1));
  NEXT(9);
fast_Double:
  *sp++ = makeDouble(readRaw<double>(pc + 1));
  NEXT(9);
fast_String:
  // Literal strings are static: no refcount to bump.
  *sp++ = makeStringNoIncRef(fp->m_func->unit->litstrs[readRaw<uint32_t>(pc + 1)]);
  NEXT(5);

fast_CGetL: {
  const TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (HOP_UNLIKELY(l->m_type == DataType::Uninit || l->m_type == DataType::Reference)) goto slow_CGetL;
  sp->m_data = l->m_data;
  sp->m_type = l->m_type;
  tvIncRef(*sp);
  ++sp;
  NEXT(5);
}

fast_SetL: {
  TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (HOP_UNLIKELY(isRefcounted(l->m_type))) goto slow_SetL;
  l->m_data = sp[-1].m_data;
  l->m_type = sp[-1].m_type;
  tvIncRef(*l);
  NEXT(5);
}

fast_PopL: {
  TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (HOP_UNLIKELY(isRefcounted(l->m_type))) goto slow_PopL;
  --sp;
  l->m_data = sp->m_data;
  l->m_type = sp->m_type;
  NEXT(5);
}

fast_Jmp:
  pc += readRaw<int32_t>(pc + 1);
  DISPATCH();

fast_JmpZ:
fast_JmpNZ: {
  const TypedValue& c = sp[-1];
  bool truth;
  if (c.m_type == DataType::Bool || c.m_type == DataType::Int) truth = c.m_data.num != 0;
  else goto* (*pc == uint8_t(Op::JmpZ) ? &&slow_JmpZ : &&slow_JmpNZ);
  --sp;
  if (truth == (*pc == uint8_t(Op::JmpNZ))) pc += readRaw<int32_t>(pc + 1);
  else pc += 5;
  DISPATCH();
}

fast_Add: {
  TypedValue& a = sp[-2];
  const TypedValue& b = sp[-1];
  if (a.m_type == DataType::Int && b.m_type == DataType::Int) {
    int64_t r;
    if (HOP_UNLIKELY(__builtin_add_overflow(a.m_data.num, b.m_data.num, &r))) goto slow_Add;
    a.m_data.num = r;
  } else if (a.m_type == DataType::Double && b.m_type == DataType::Double) {
    a.m_data.dbl += b.m_data.dbl;
  } else {
    goto slow_Add;
  }
  --sp;
  NEXT(1);
}

fast_Sub: {
  TypedValue& a = sp[-2];
  const TypedValue& b = sp[-1];
  if (a.m_type == DataType::Int && b.m_type == DataType::Int) {
    int64_t r;
    if (HOP_UNLIKELY(__builtin_sub_overflow(a.m_data.num, b.m_data.num, &r))) goto slow_Sub;
    a.m_data.num = r;
  } else if (a.m_type == DataType::Double && b.m_type == DataType::Double) {
    a.m_data.dbl -= b.m_data.dbl;
  } else {
    goto slow_Sub;
  }
  --sp;
  NEXT(1);
}

fast_Mul: {
  TypedValue& a = sp[-2];
  const TypedValue& b = sp[-1];
  if (a.m_type == DataType::Int && b.m_type == DataType::Int) {
    int64_t r;
    if (HOP_UNLIKELY(__builtin_mul_overflow(a.m_data.num, b.m_data.num, &r))) goto slow_Mul;
    a.m_data.num = r;
  } else if (a.m_type == DataType::Double && b.m_type == DataType::Double) {
    a.m_data.dbl *= b.m_data.dbl;
  } else {
    goto slow_Mul;
  }
  --sp;
  NEXT(1);
}

#define FAST_CMP(name, intop)                                                              \
  fast_##name : {                                                                          \
    TypedValue& a = sp[-2];                                                                \
    const TypedValue& b = sp[-1];                                                          \
    bool r;                                                                                \
    if (a.m_type == DataType::Int && b.m_type == DataType::Int) r = a.m_data.num intop b.m_data.num; \
    else if (a.m_type == DataType::Double && b.m_type == DataType::Double)                 \
      r = a.m_data.dbl intop b.m_data.dbl;                                                 \
    else goto slow_##name;                                                                 \
    a = makeBool(r);                                                                       \
    --sp;                                                                                  \
    NEXT(1);                                                                               \
  }
  FAST_CMP(Lt, <)
  FAST_CMP(Lte, <=)
  FAST_CMP(Gt, >)
  FAST_CMP(Gte, >=)
  FAST_CMP(Eq, ==)
#undef FAST_CMP

fast_Same:
fast_NSame: {
  TypedValue& a = sp[-2];
  const TypedValue& b = sp[-1];
  bool r;
  if (a.m_type == b.m_type && (a.m_type == DataType::Int || a.m_type == DataType::Bool)) r = a.m_data.num == b.m_data.num;
  else if (isNullish(a.m_type) && isNullish(b.m_type)) r = true;
  else goto* (*pc == uint8_t(Op::Same) ? &&slow_Same : &&slow_NSame);
  if (*pc == uint8_t(Op::NSame)) r = !r;
  a = makeBool(r);
  --sp;
  NEXT(1);
}

fast_Not: {
  TypedValue& a = sp[-1];
  if (a.m_type == DataType::Bool || a.m_type == DataType::Int) a = makeBool(a.m_data.num == 0);
  else goto slow_Not;
  NEXT(1);
}

fast_IncDecL: {
  TypedValue* l = LOCAL(readRaw<uint32_t>(pc + 1));
  if (l->m_type != DataType::Int) goto slow_IncDecL;
  auto op = static_cast<IncDecOp>(pc[5]);
  int64_t old = l->m_data.num, r;
  if (isInc(op) ? __builtin_add_overflow(old, 1, &r) : __builtin_sub_overflow(old, 1, &r)) goto slow_IncDecL;
  l->m_data.num = r;
  *sp++ = makeInt(isPre(op) ? r : old);
  NEXT(6);
}

  // --- Calls and returns ----------------------------------------------------------------
  // A PHP->PHP call whose callee needs no argument adjustment is entered and
  // left here without leaving the loop: no allocation, no lookup, no
  // out-of-line call (enterFrame/leaveFrame are the general versions).

fast_FPushFuncD: {
  const InlineCache& ic = vm.caches.at(fp->m_func->cacheBase, IMM_U32(FPushFuncD, 3));
  if (HOP_UNLIKELY(ic.call.func == nullptr)) goto slow_FPushFuncD;
  auto* ar = reinterpret_cast<ActRec*>(sp);
  ar->init(ic.call.func, IMM_U32(FPushFuncD, 0));
  sp += kActRecSlots;
  NEXT_OP(FPushFuncD);
}

fast_FCall: {
  uint32_t nargs = IMM_U32(FCall, 0);
  ActRec* ar = pendingActRec(sp, nargs);
  if (HOP_UNLIKELY(ar->m_flags & (ActRec::kMagicCall | ActRec::kNoCtor))) goto slow_FCall;
  const Func* f = ar->m_func;
  if (HOP_UNLIKELY(nargs != f->simpleArity || ar->m_closure.m_type != DataType::Uninit)) goto slow_FCall;
  TypedValue* locals = ar->locals();
  const uint32_t numLocals = f->numLocals;
  if (HOP_UNLIKELY(locals + numLocals + f->maxStack + 64 > vm.stackLimit)) goto slow_FCall;
  ar->m_sfp = fp;
  ar->m_numArgs = nargs;
  ar->m_callOff = static_cast<uint32_t>(pc + instrLenOf(Op::FCall) - fp->m_func->bc.data());
  for (uint32_t i = nargs; i < numLocals; ++i) locals[i] = makeUninit();
  // A racy counter is fine (the JIT only needs an estimate), and avoids a locked add.
  f->callCount.store(f->callCount.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  fp = ar;
  sp = locals + numLocals;
  pc = f->bc.data();
  DISPATCH();
}

fast_RetC: {
  const TypedValue ret = sp[-1];
  constexpr uint8_t kSlowFlags = ActRec::kReturnToNative | ActRec::kHasExtraArgs | ActRec::kInGenerator |
                                 ActRec::kLocalsFreed | ActRec::kIsPseudoMain;
  if (HOP_UNLIKELY(ret.m_type == DataType::Reference || (fp->m_flags & kSlowFlags) || fp->m_moreFlags))
    goto slow_RetC;
  TypedValue* locals = fp->locals();
  const uint32_t numLocals = fp->m_func->numLocals;
  // Releasing a value may run a destructor, which re-enters the VM: the
  // registers must describe this frame, with the return value popped.
  sp = locals + numLocals;
  SYNC();
  fp->m_flags |= ActRec::kLocalsFreed;
  for (uint32_t i = 0; i < numLocals; ++i) tvClear(locals[i]);
  tvClear(fp->m_this);
  tvClear(fp->m_closure);
  ActRec* caller = fp->m_sfp;
  const uint32_t callOff = fp->m_callOff;
  *reinterpret_cast<TypedValue*>(fp) = ret;
  sp = reinterpret_cast<TypedValue*>(fp) + 1;
  fp = caller;
  pc = caller->m_func->bc.data() + callOff;
  DISPATCH();
}

  // --- Type checks: the value's type is one of the declared builtin types, or
  // an object of the class that passed last time (vm/type-check.h).

fast_VerifyParamType: {
  const uint32_t id = IMM_U32(VerifyParamType, 0);
  const ParamInfo& p = fp->m_func->params[id];
  const TypedValue* v = LOCAL(id);
  if (HOP_UNLIKELY(p.variadic)) goto slow_VerifyParamType;
  if (HOP_LIKELY(typeMatchesFast(v->m_type, p.type.mask))) NEXT_OP(VerifyParamType);
  if (v->m_type == DataType::Object &&
      vm.caches.at(fp->m_func->cacheBase, IMM_U32(VerifyParamType, 1)).klass.cls == v->m_data.pobj->cls())
    NEXT_OP(VerifyParamType);
  goto slow_VerifyParamType;
}

fast_VerifyRetType: {
  const TypedValue* v = sp - 1;
  const uint32_t mask = fp->m_func->returnType.mask;
  if (HOP_LIKELY(typeMatchesFast(v->m_type, mask)))
    NEXT_OP(VerifyRetType);
  if (v->m_type == DataType::Object &&
      vm.caches.at(fp->m_func->cacheBase, IMM_U32(VerifyRetType, 0)).klass.cls == v->m_data.pobj->cls())
    NEXT_OP(VerifyRetType);
  goto slow_VerifyRetType;
}

#undef SYNC
#undef RELOAD
#undef DISPATCH
#undef NEXT
#undef NEXT_OP
#undef IMM_U32
#undef LOCAL
}

} // namespace

void runInterpreter(VMState& vm) {
  ++vm.nesting;
  for (;;) {
    try {
      interpLoop(vm);
      --vm.nesting;
      return;
    } catch (PhpException& e) {
      if (!unwindToHandler(vm, e.obj)) {
        --vm.nesting;
        throw;
      }
    }
  }
}

} // namespace hop
