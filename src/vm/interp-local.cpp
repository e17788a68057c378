// interp-local.cpp — local variables: reads, writes, compound assignment,
// inc/dec, unset/isset/empty, references, variable variables ($$x),
// `global` and `static`.
#include "bytecode/setop-flags.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/string/string-size.h"
#include "vm/closure.h"
#include "vm/interp-internal.h"
#include "vm/member-ops.h"
#include "vm/typed-ref.h"

namespace hop {

namespace {

inline TypedValue* localAt(VMState& vm, int imm) { return vm.fp->locals() + immU32(vm.pc, imm); }

/// Assigns `v` (owned) to a variable slot, writing through a reference.
inline void assignTo(TypedValue& slot, TypedValue v) { tvAssignMove(slot, v); }

/// The value of a variable for reading, warning when it is undefined.
TypedValue readVar(VMState& vm, const TypedValue* slot, uint32_t local, bool quiet) {
  if (slot->m_type == DataType::Uninit) {
    if (!quiet) raiseUndefinedVariable(vm.fp->m_func, local);
    return makeNull();
  }
  return tvCopyValue(*slot);
}

} // namespace

void iopCGetL(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  TypedValue v = readVar(vm, vm.fp->locals() + id, id, false);
  *vm.sp++ = v;
  advance(vm);
}

// --- Fused reads (bytecode/fuse.cpp): the same semantics as the sequences they replace --------

namespace {

bool compareBySubop(Op cmp, const TypedValue& a, const TypedValue& b) {
  switch (cmp) {
    case Op::Lt: return lessThan(a, b);
    case Op::Lte: return lessOrEqual(a, b);
    case Op::Gt: return greaterThan(a, b);
    case Op::Gte: return greaterOrEqual(a, b);
    case Op::Eq: return looseEquals(a, b);
    case Op::Neq: return !looseEquals(a, b);
    default: HOP_UNREACHABLE("CmpLL/CmpLI with a comparison the fuser does not produce");
  }
}

/// Replaces the two cells on top of the stack by the comparison's result.
void compareTopTwo(VMState& vm, Op cmp) {
  bool r = compareBySubop(cmp, vm.sp[-2], vm.sp[-1]);
  TypedValue a = vm.sp[-2], b = vm.sp[-1];
  vm.sp -= 2;
  *vm.sp++ = makeBool(r);
  tvDecRef(a);
  tvDecRef(b);
}

} // namespace

void iopCGetL2(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0), b = immU32(vm.pc, 1);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = readVar(vm, vm.fp->locals() + b, b, false);
  advance(vm);
}

void iopCmpLL(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0), b = immU32(vm.pc, 1);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = readVar(vm, vm.fp->locals() + b, b, false);
  compareTopTwo(vm, static_cast<Op>(immU8(vm.pc, 2)));
  advance(vm);
}

namespace {

/// The arithmetic op's own handler, on the two cells just pushed (it
/// advances past the fused instruction: instrLen reads vm.pc's op).
void applyArith(VMState& vm, Op op) {
  switch (op) {
#define ARITH(name) case Op::name: iop##name(vm); return;
    ARITH(Add) ARITH(Sub) ARITH(Mul) ARITH(Div) ARITH(Mod) ARITH(BitAnd) ARITH(BitOr) ARITH(BitXor) ARITH(Shl)
    ARITH(Shr) ARITH(Concat)
#undef ARITH
    default: HOP_UNREACHABLE("ArithLL/ArithLI/ArithSL with an operator the fuser does not produce");
  }
}

} // namespace

void iopArithLL(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0), b = immU32(vm.pc, 1);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = readVar(vm, vm.fp->locals() + b, b, false);
  applyArith(vm, static_cast<Op>(immU8(vm.pc, 2)));
}

void iopArithLI(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = makeInt(immI64(vm.pc, 1));
  applyArith(vm, static_cast<Op>(immU8(vm.pc, 2)));
}

void iopArithSL(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  applyArith(vm, static_cast<Op>(immU8(vm.pc, 1)));
}

void iopCmpLI(VMState& vm) {
  uint32_t a = immU32(vm.pc, 0);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = makeInt(immI64(vm.pc, 1));
  compareTopTwo(vm, static_cast<Op>(immU8(vm.pc, 2)));
  advance(vm);
}

/// JmpCmpLL/JmpCmpLI: the compare's result, taken by the fused JmpZ/JmpNZ.
static void jumpOnCompare(VMState& vm) {
  compareTopTwo(vm, static_cast<Op>(immU8(vm.pc, 3)));
  const TypedValue r = *--vm.sp;
  if ((r.m_data.num != 0) == (static_cast<Op>(immU8(vm.pc, 4)) == Op::JmpNZ)) vm.pc += immI32(vm.pc, 0);
  else advance(vm);
}

void iopJmpCmpLL(VMState& vm) {
  uint32_t a = immU32(vm.pc, 1), b = immU32(vm.pc, 2);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = readVar(vm, vm.fp->locals() + b, b, false);
  jumpOnCompare(vm);
}

void iopJmpCmpLI(VMState& vm) {
  uint32_t a = immU32(vm.pc, 1);
  *vm.sp++ = readVar(vm, vm.fp->locals() + a, a, false);
  *vm.sp++ = makeInt(immI64(vm.pc, 2));
  jumpOnCompare(vm);
}

void iopCGetQuietL(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  TypedValue v = readVar(vm, vm.fp->locals() + id, id, true);
  *vm.sp++ = v;
  advance(vm);
}

void iopCUGetL(VMState& vm) {
  const TypedValue& l = vm.fp->locals()[immU32(vm.pc, 0)];
  *vm.sp++ = l.m_type == DataType::Uninit ? makeUninit() : tvCopyValue(l);
  advance(vm);
}

void iopPushL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  TypedValue v = *l;
  *l = makeUninit();
  if (v.m_type == DataType::Reference) {
    TypedValue c = tvCopyValue(v);
    tvDecRef(v);
    v = c;
  } else if (v.m_type == DataType::Uninit) {
    v = makeNull();
  }
  *vm.sp++ = v;
  advance(vm);
}

void iopSetL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  TypedValue v = tvCopyValue(vm.sp[-1]);
  assignTo(*l, v);
  resultAfterTypedWrite(*l, vm.sp[-1]);
  advance(vm);
}

void iopPopL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  TypedValue v = *--vm.sp;
  if (v.m_type == DataType::Reference) {
    TypedValue c = tvCopyValue(v);
    tvDecRef(v);
    v = c;
  }
  assignTo(*l, v);
  advance(vm);
}

void iopSetOpL(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  const uint8_t rawOp = immU8(vm.pc, 1);
  auto op = static_cast<SetOpOp>(rawOp & ~kSetOpSameLocal);
  TypedValue* l = vm.fp->locals() + id;
  TypedValue* cur = tvDeref(l);
  if (cur->m_type == DataType::Uninit) {
    raiseUndefinedVariable(vm.fp->m_func, id);
    *cur = makeNull();
  }
  if ((rawOp & kSetOpSameLocal) && l->m_type != DataType::Reference && !cur->isString()) {
    // `$a .= $a`: the variable is converted once, its string appended to itself.
    std::string t;
    appendToString(t, *cur);
    checkStringSize(t.size() * 2);
    t += t;
    TypedValue r = makeStringNoIncRef(StringData::make(t));
    TypedValue old = vm.sp[-1];
    vm.sp[-1] = r;
    tvIncRef(r);
    tvAssignMove(*l, r);
    tvDecRef(old);
    advance(vm);
    return;
  }
  if (op == SetOpOp::Concat && cur->isString() && cur->m_data.pstr->m_hdr.hasExactlyOneRef()) {
    // `$s .= x` appends in place when $s owns its string.
    const TypedValue& rhs = vm.sp[-1];
    if (rhs.isString()) {
      cur->m_data.pstr = StringData::append(cur->m_data.pstr, rhs.m_data.pstr->view());
    } else {
      std::string t;
      appendToString(t, rhs);
      cur->m_data.pstr = StringData::append(cur->m_data.pstr, t);
    }
    TypedValue old = vm.sp[-1];
    vm.sp[-1] = tvCopyValue(*cur);
    tvDecRef(old);
    advance(vm);
    return;
  }
  TypedValue r = opSetOp(op, *cur, vm.sp[-1]);
  TypedValue old = vm.sp[-1];
  vm.sp[-1] = r;
  tvIncRef(r);
  tvAssignMove(*l, r);
  tvDecRef(old);
  resultAfterTypedWrite(*l, vm.sp[-1]);
  advance(vm);
}

void iopIncDecL(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  auto op = static_cast<IncDecOp>(immU8(vm.pc, 1));
  TypedValue* l = vm.fp->locals() + id;
  TypedValue* cur = tvDeref(l);
  if (cur->m_type == DataType::Uninit) {
    raiseUndefinedVariable(vm.fp->m_func, id);
    *cur = makeNull();
  }
  if (HOP_UNLIKELY(typedRefIn(*l) != nullptr)) {
    // A reference typed properties hold: the result must fit their types.
    TypedValue before = tvCopyValue(*cur);
    opIncDec(*cur, isInc(op));
    try {
      refCheckIncDec(l->m_data.pref, before, isInc(op));
    } catch (...) {
      tvDecRef(before);
      throw;
    }
    if (isPre(op)) {
      tvDecRef(before);
      *vm.sp++ = tvCopyValue(*cur);
    } else {
      *vm.sp++ = before;
    }
  } else if (isPre(op)) {
    opIncDec(*cur, isInc(op));
    *vm.sp++ = tvCopyValue(*cur);
  } else {
    TypedValue before = tvCopyValue(*cur);
    opIncDec(*cur, isInc(op));
    *vm.sp++ = before;
  }
  advance(vm);
}

void iopUnsetL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  tvClear(*l);
  advance(vm);
}

void iopIssetL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  *vm.sp++ = makeBool(!tvDeref(l)->isNull());
  advance(vm);
}

void iopEmptyL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  *vm.sp++ = makeBool(!toBool(*l));
  advance(vm);
}

void iopVGetL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  RefData* r = boxSlot(*l);
  r->m_hdr.incRef();
  *vm.sp++ = makeRefNoIncRef(r);
  advance(vm);
}

void iopBindL(VMState& vm) {
  TypedValue* l = localAt(vm, 0);
  TypedValue ref = vm.sp[-1];   // a Reference (V-cell)
  if (!ref.isRef()) {
    // `$a = &f()` of a function returning a value: assigned (BoxRef's notice).
    tvAssign(*l, ref);
    advance(vm);
    return;
  }
  tvSetRawMove(*l, ref);
  vm.sp[-1] = tvCopyValue(ref);
  advance(vm);
}

// --- Variable variables ----------------------------------------------------------------------

namespace {

/// The popped name of a $$x operation as a string (caller releases).
StringData* varName(const TypedValue& tv) { return toStringData(tv); }

} // namespace

void iopCGetN(VMState& vm) {
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = readVarByName(vm.fp, name);
  TypedValue r;
  if (!slot || slot->isUninit()) {
    raiseWarning("Undefined variable $%s", name->data());
    r = makeNull();
  } else {
    r = tvCopyValue(*slot);
  }
  name->decRef();
  vm.sp[-1] = r;
  tvDecRef(n);
  advance(vm);
}

void iopCGetQuietN(VMState& vm) {
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = readVarByName(vm.fp, name);
  TypedValue r = (!slot || slot->isUninit()) ? makeNull() : tvCopyValue(*slot);
  name->decRef();
  vm.sp[-1] = r;
  tvDecRef(n);
  advance(vm);
}

void iopSetN(VMState& vm) {
  TypedValue v = vm.sp[-1];
  TypedValue n = vm.sp[-2];
  StringData* name = varName(n);
  TypedValue* slot = writeVarByName(vm.fp, name);
  name->decRef();
  TypedValue c = tvCopyValue(v);
  tvAssignMove(*slot, c);
  vm.sp[-2] = v;
  vm.sp--;
  tvDecRef(n);
  advance(vm);
}

void iopSetOpN(VMState& vm) {
  auto op = static_cast<SetOpOp>(immU8(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  TypedValue n = vm.sp[-2];
  StringData* name = varName(n);
  TypedValue* slot = writeVarByName(vm.fp, name);
  if (tvDeref(slot)->isUninit()) {
    raiseWarning("Undefined variable $%s", name->data());
    *tvDeref(slot) = makeNull();
  }
  name->decRef();
  TypedValue r = opSetOp(op, *slot, v);
  tvIncRef(r);
  tvAssignMove(*slot, r);
  vm.sp[-2] = r;
  vm.sp--;
  tvDecRef(v);
  tvDecRef(n);
  advance(vm);
}

void iopIncDecN(VMState& vm) {
  auto op = static_cast<IncDecOp>(immU8(vm.pc, 0));
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = writeVarByName(vm.fp, name);
  TypedValue* cur = tvDeref(slot);
  if (cur->isUninit()) {
    raiseWarning("Undefined variable $%s", name->data());
    *cur = makeNull();
  }
  name->decRef();
  TypedValue r;
  if (isPre(op)) {
    opIncDec(*cur, isInc(op));
    r = tvCopyValue(*cur);
  } else {
    r = tvCopyValue(*cur);
    opIncDec(*cur, isInc(op));
  }
  vm.sp[-1] = r;
  tvDecRef(n);
  advance(vm);
}

void iopUnsetN(VMState& vm) {
  TypedValue n = *--vm.sp;
  StringData* name = varName(n);
  unsetVarByName(vm.fp, name);
  name->decRef();
  tvDecRef(n);
  advance(vm);
}

void iopIssetN(VMState& vm) {
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = readVarByName(vm.fp, name);
  name->decRef();
  vm.sp[-1] = makeBool(slot && !tvDeref(slot)->isNull());
  tvDecRef(n);
  advance(vm);
}

void iopEmptyN(VMState& vm) {
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = readVarByName(vm.fp, name);
  name->decRef();
  vm.sp[-1] = makeBool(!slot || !toBool(*slot));
  tvDecRef(n);
  advance(vm);
}

void iopVGetN(VMState& vm) {
  TypedValue n = vm.sp[-1];
  StringData* name = varName(n);
  TypedValue* slot = writeVarByName(vm.fp, name);
  name->decRef();
  RefData* r = boxSlot(*slot);
  r->m_hdr.incRef();
  vm.sp[-1] = makeRefNoIncRef(r);
  tvDecRef(n);
  advance(vm);
}

void iopBindN(VMState& vm) {
  TypedValue ref = vm.sp[-1];
  TypedValue n = vm.sp[-2];
  StringData* name = varName(n);
  TypedValue* slot = writeVarByName(vm.fp, name);
  name->decRef();
  tvSetRawMove(*slot, ref);
  vm.sp[-2] = tvCopyValue(ref);
  vm.sp--;
  tvDecRef(n);
  advance(vm);
}

// --- global and static -----------------------------------------------------------------------

void iopBindGlobal(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  StringData* name = vm.fp->m_func->localNames[id];
  TypedValue* g = ctx().globalVar(name, true);
  TypedValue* l = vm.fp->locals() + id;
  if (g == l) {
    advance(vm);
    return;
  }
  RefData* r = boxSlot(*g);
  r->m_hdr.incRef();
  tvSetRawMove(*l, makeRefNoIncRef(r));
  advance(vm);
}

void iopBindGlobalN(VMState& vm) {
  TypedValue n = *--vm.sp;
  StringData* name = varName(n);
  TypedValue* g = ctx().globalVar(name, true);
  RefData* r = boxSlot(*g);
  r->m_hdr.incRef();
  TypedValue* l = lookupVarByName(vm.fp, name, true);
  if (l != g) tvSetRawMove(*l, makeRefNoIncRef(r));
  else r->m_hdr.decRefNZ();
  name->decRef();
  tvDecRef(n);
  advance(vm);
}

constinit thread_local StaticLocalsMemoEntry tl_staticLocalsMemo[kStaticLocalsMemoSize] = {};

void iopStaticLocInit(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  uint32_t idx = immU32(vm.pc, 1);
  TypedValue init = *--vm.sp;
  const Func* f = vm.fp->m_func;
  // A closure's statics belong to the Closure object; a function's (and a
  // method's) to the function.
  TypedValue* slots = f->isClosure() && vm.fp->m_closure.isObject() ? closureStatics(vm.fp->m_closure.m_data.pobj)
                                                                     : nullptr;
  if (!slots) {
    auto& statics = ctx().staticLocals[f];
    if (statics.size() < f->numStaticLocals) statics.resize(f->numStaticLocals, makeUninit());
    slots = statics.data();
    staticLocalsMemoEntry(f) = StaticLocalsMemoEntry{f, inlineCacheEpoch(), slots};
  }
  TypedValue& s = slots[idx];
  if (s.m_type == DataType::Uninit) {
    s = makeRefNoIncRef(makeRefData(init));
  } else {
    tvDecRef(init);
  }
  s.m_data.pref->m_hdr.incRef();
  tvSetRawMove(*(vm.fp->locals() + id), s);
  if (HOP_UNLIKELY(f->isPseudoMain()) && (vm.fp->m_flags & ActRec::kIsPseudoMain) && vm.fp->m_sfp) {
    // An included or eval'd file's variables are its includer's: php hands the
    // static's reference back to that scope when the file is done.
    TypedValue* outer = lookupVarByName(vm.fp->m_sfp, f->localNames[id], true);
    if (outer != vm.fp->locals() + id) {
      s.m_data.pref->m_hdr.incRef();
      TypedValue old = *outer;
      *outer = s;
      tvDecRef(old);
    }
  }
  advance(vm);
}

} // namespace hop
