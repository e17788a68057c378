// frames.h — the layout of PHP frames and how a call enters and leaves one, shared by the interpreter and compiled code.
#pragma once

#include <cstdint>

#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "runtime/object/object-data.h"
#include "vm/act-rec.h"
#include "vm/type-check.h"
#include "vm/vm-regs.h"

namespace hop {

/// A slot's value and type, read as two scalar loads. A stack slot or local
/// was written by separate stores of its value and type (PUSH_RESULT,
/// PUSH_COPY, PopL): a 16-byte load of the whole TypedValue right after
/// cannot take its bytes from those stores (store forwarding fails) and
/// waits for them to reach the cache, ~12 cycles. That stall at RetC's
/// `sp[-1]` was 7-15% of the time of fib, richards, binary-trees and
/// spectral-norm. The spare bytes are left zero.
HOP_ALWAYS_INLINE TypedValue loadValType(const TypedValue& src) {
  TypedValue r = makeUninit();
  r.m_data = src.m_data;
  r.m_type = src.m_type;
  return r;
}
/// tvCopyValue into a dead slot `dst` (a reference dereferenced, Uninit
/// read as null, a new reference taken), value and type stored alone.
HOP_ALWAYS_INLINE void copyValueTo(const TypedValue& src, TypedValue& dst) {
  const TypedValue* s = tvDeref(&src);
  const Value d = s->m_data;
  DataType t = s->m_type;
  if (t == DataType::Uninit) t = DataType::Null;
  dst.m_data = d;
  dst.m_type = t;
  if (isRefcounted(t)) d.pcnt->incRef();
}
/// A local of a frame being entered that no argument fills: Uninit. Its
/// spare bytes are left alone (two stores, not four).
HOP_ALWAYS_INLINE void setUninitLocal(TypedValue& l) {
  l.m_data.num = 0;
  l.m_type = DataType::Uninit;
}

inline TypedValue* frameLocals(ActRec* fp) { return fp->locals(); }
/// Where a frame's evaluation stack starts: after its locals, or, for a
/// running generator (whose frame lives in the heap), where it was resumed.
TypedValue* generatorStackBase(const ActRec* fp);
inline TypedValue* frameStackBase(ActRec* fp) {
  if (HOP_UNLIKELY(fp->m_flags & ActRec::kInGenerator)) return generatorStackBase(fp);
  return fp->locals() + fp->m_func->numLocals;
}
inline const Unit* frameUnit(ActRec* fp) { return fp->m_func->unit; }
inline uint32_t pcOffset(const VMState& vm) { return static_cast<uint32_t>(vm.pc - vm.fp->m_func->bc.data()); }

/// The ActRec a call sequence pushed, given the number of arguments already
/// pushed above it.
inline ActRec* pendingActRec(TypedValue* sp, uint32_t argsPushed) {
  return reinterpret_cast<ActRec*>(sp - argsPushed - kActRecSlots);
}

/// Turns the pushed ActRec `ar` with `nargs` arguments above it into the
/// callee's frame: checks the argument count, fills defaults, packs
/// variadics, copies closure captures, and points vm.pc at the callee's
/// entry. Builtins run to completion here and leave their result in place of
/// the ActRec. `retOff` is the caller's resume offset.
void enterFrame(VMState& vm, ActRec* ar, uint32_t nargs, uint32_t retOff);

/// A frame entered from C++ returns to C++, so its m_callOff is free to
/// record where its caller frame was (one past the instruction) when the
/// call came: backtraces show that line for frames the engine entered
/// directly (destructors, magic methods, generators resumed by foreach), as
/// php does. 0 when there is no PHP caller.
inline uint32_t nativeCallOffset(const ActRec* callerFp, const uint8_t* callerPc) {
  if (!callerFp || !callerPc) return 0;
  const auto& bc = callerFp->m_func->bc;
  if (callerPc < bc.data() || callerPc >= bc.data() + bc.size()) return 0;
  return static_cast<uint32_t>(callerPc - bc.data()) + 1;
}

/// Copies a Closure's captured values into `dst` (the callee's locals).
void copyClosureCaptures(ObjectData* closure, TypedValue* dst);

/// The common case of entering a PHP function, shared by the interpreter's
/// FCall fast path and enterFrame: exactly the declared parameters were
/// passed and none is by reference or variadic (Func::simpleArity). Fills
/// the other locals (Uninit, closure captures) and returns true; returns
/// false, changing nothing, when the general path is needed. The caller
/// links the frame (m_sfp, m_callOff) and moves the registers.
/// Sets $this (a reference taken) or the called class of a pending call.
HOP_ALWAYS_INLINE void bindCallContext(ActRec* ar, const Func* f, ObjectData* obj, Class* cls) {
  if (obj && !f->isStatic()) {
    obj->incRef();
    ar->m_this = makeObjectNoIncRef(obj);
  } else {
    ar->setClass(cls ? cls : (obj ? obj->cls() : nullptr));
  }
}

/// For a C++ caller: runs `enterAndRun` (which enters the frame pushed at
/// `ar` and runs it to its return) and hands back the frame's return value,
/// the caller's registers (savedFp, savedPc, the stack down to ar) restored
/// however the frame is left (an exception is rethrown).
template <class EnterAndRun>
HOP_ALWAYS_INLINE TypedValue runFrameForNative(VMState& vm, ActRec* ar, ActRec* savedFp, const uint8_t* savedPc,
                                               EnterAndRun&& enterAndRun) {
  try {
    enterAndRun();
  } catch (...) {
    // The unwinder tore the frame down; restore the caller's registers.
    vm.fp = savedFp;
    vm.sp = reinterpret_cast<TypedValue*>(ar);
    vm.pc = savedPc;
    throw;
  }
  TypedValue ret = loadValType(*reinterpret_cast<TypedValue*>(ar));
  vm.sp = reinterpret_cast<TypedValue*>(ar);
  vm.fp = savedFp;
  vm.pc = savedPc;
  return ret;
}

/// The VM stack slots a frame of f needs above its ActRec: its locals, its
/// deepest evaluation stack, and slack for what runs on top of it (a
/// builtin's arguments). Every frame entry checks it (compiled calls too).
inline uint32_t frameSlotsNeeded(const Func* f) { return f->numLocals + f->maxStack + 64; }

/// kCountCall: bump f's call count, which only the JIT reads (the
/// interpreter's loop without the JIT leaves it).
template <bool kCountCall = true>
HOP_ALWAYS_INLINE bool enterSimpleFrame(ActRec* ar, uint32_t nargs, const TypedValue* stackLimit) {
  const Func* f = ar->m_func;
  // Named arguments may have left gaps that defaults fill (fillDefaults).
  if (nargs != f->simpleArity || (ar->m_moreFlags & ActRec::kHasNamedArgs)) return false;
  TypedValue* locals = ar->locals();
  const uint32_t numLocals = f->numLocals;
  if (HOP_UNLIKELY(locals + frameSlotsNeeded(f) > stackLimit)) return false;
  ar->m_numArgs = nargs;
  for (uint32_t i = nargs; i < numLocals; ++i) setUninitLocal(locals[i]);
  if (ar->m_closure.m_type == DataType::Object) copyClosureCaptures(ar->m_closure.m_data.pobj, locals + nargs);
  // A racy counter is fine (the JIT only needs an estimate), and avoids a locked add.
  if constexpr (kCountCall) f->callCount.store(f->callCount.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  return true;
}

/// Where a frame of f just entered starts: past the VerifyParamType ops its
/// body opens with (Func::checkedEntry) when the first `nchecked`
/// arguments already have their parameters' builtin types.
HOP_ALWAYS_INLINE const uint8_t* frameEntryPc(const Func* f, const TypedValue* args, uint32_t nchecked) {
  if (f->checkedEntry == 0) return f->bc.data();   // no checks to skip
  const uint32_t* masks = f->paramCheckMasks.data();
  for (uint32_t i = 0; i < nchecked; ++i) {
    const uint32_t need = kTypeCheckBits[uint8_t(args[i].m_type)];
    if ((masks[i] & need) != need) return f->bc.data();
  }
  return f->bc.data() + f->checkedEntry;
}

/// Pops the current frame, leaving `ret` in its ActRec's first slot; the
/// caller's registers are restored. Returns true when the frame was entered
/// from C++ (the interpreter loop must return).
bool leaveFrame(VMState& vm, TypedValue ret);

/// Releases locals, $this and closure of a frame being left.
void teardownFrameLocals(ActRec* ar);

} // namespace hop
