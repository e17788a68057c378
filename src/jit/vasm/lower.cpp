// lower.cpp — IR → vasm (see lower.h).
#include "jit/vasm/lower.h"

#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

#include "bytecode/func.h"
#include "jit/array-helpers.h"
#include "jit/call-helpers.h"
#include "jit/member-helpers.h"
#include "jit/interp-one.h"
#include "jit/jit-helpers.h"
#include "jit/prof-data.h"
#include "jit/string-helpers.h"
#include "jit/trans-abi.h"
#include "jit/vm-offsets.h"
#include "vm/closure.h"
#include "vm/frames.h"
#include "runtime/array/array-data.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "runtime/value/data-type.h"
#include "runtime/value/typed-value.h"

namespace hop::jit {

namespace {

constexpr int32_t kTypeOff = static_cast<int32_t>(offsetof(TypedValue, m_type));
static_assert(sizeof(TypedValue) == 16 && offsetof(TypedValue, m_data) == 0);
// Packed arrays: header fields, and the element vector right after the header.
constexpr int32_t kArrCountOff = static_cast<int32_t>(offsetof(ArrayData, m_hdr) + offsetof(HeapHeader, m_count));
constexpr int32_t kArrKindOff = static_cast<int32_t>(offsetof(ArrayData, m_hdr) + offsetof(HeapHeader, m_kind));
constexpr int32_t kArrSizeOff = static_cast<int32_t>(offsetof(ArrayData, m_size));
constexpr int32_t kArrCapOff = static_cast<int32_t>(offsetof(ArrayData, m_cap));
constexpr int32_t kArrUsedOff = static_cast<int32_t>(offsetof(ArrayData, m_used));
constexpr int32_t kArrNextFreeOff = static_cast<int32_t>(offsetof(ArrayData, m_nextFree));
static_assert(sizeof(ArrayData::m_cap) == 4 && sizeof(ArrayData::m_used) == 4 && sizeof(ArrayData::m_nextFree) == 8);
constexpr int32_t kPackedDataOff = static_cast<int32_t>(sizeof(ArrayData));
constexpr int32_t kStrLenOff = static_cast<int32_t>(offsetof(StringData, m_len));
static_assert(sizeof(StringData::m_len) == 4);
static_assert(sizeof(HeapHeader::m_count) == 4 && sizeof(ArrayData::m_size) == 4 && sizeof(HeaderKind) == 1);
// Every refcounted value starts with its HeapHeader, the count first.
static_assert(offsetof(HeapHeader, m_count) == 0);
constexpr int32_t kObjClsOff = static_cast<int32_t>(offsetof(ObjectData, m_cls));

// x86 condition code nibbles (asmjit's x86::CondCode values).
enum Cc : uint8_t { O = 0, B = 2, AE = 3, E = 4, NE = 5, BE = 6, A = 7, L = 12, GE = 13, LE = 14, G = 15 };

class Lowerer {
public:
  Lowerer(const LowerContext& ctx, const IRUnit& unit, Vunit& out) : m_ctx(ctx), m_unit(unit), m_v(out) {}
  void run();

private:
  uint32_t vblockOf(const Block* b);
  uint32_t newVblock(Area a);
  /// Continues emitting into block `b`, placed next in the layout.
  void enterBlock(uint32_t b) {
    m_cur = b;
    m_v.order.push_back(b);
  }
  /// A two-way branch on `cc`: to `taken` when it holds, else to `next`.
  void jccTo(uint8_t cc, uint32_t taken, uint32_t next) {
    Vinstr& j = add(Vop::jcc);
    j.cc = cc;
    j.t0 = taken;
    j.t1 = next;
  }
  Vinstr& add(Vop op);
  Vreg reg(const SSATmp* t);
  Vreg def(const SSATmp* t);
  int32_t locDisp(uint32_t l) const { return static_cast<int32_t>(16 * l); }
  int32_t stkDisp(uint32_t s) const { return static_cast<int32_t>(16 * (m_ctx.numLocals + s)); }
  /// A conditional exit in the middle of a block: jcc to `taken`, then go on
  /// in a new vasm block.
  void branchOut(uint8_t cc, const Block* taken);
  void branchOutTo(uint8_t cc, uint32_t vblock);
  /// After a helper call that returns `r`: `test r, r` and, on `cc`, the
  /// exit that says the helper parked an exception (a frozen block).
  /// A frozen block that leaves with kTransException (a helper parked an exception).
  uint32_t thrownBlock();
  void exitIfThrown(Vreg r, uint8_t cc);
  /// A helper's result: kTransException (the high bits set) leaves for the
  /// thrown block, kNotHandled for `taken`.
  void exitIfTransException(Vreg r);
  void takenIfNotHandled(Vreg r, const Block* taken);
  void checkIndexBelow(Vreg base, int32_t lenOff, Vreg idx, const Block* taken);
  void checkType(Vreg base, int32_t disp, Type t, const Block* taken);
  void load(const SSATmp* dst, Vreg base, int32_t disp);
  /// A value into a TypedValue at base+disp; withType false: the payload
  /// only (the type byte there is the value's already).
  void store(const SSATmp* src, Vreg base, int32_t disp, bool withType = true);
  /// The address of element `idx` of the packed array `arr`.
  Vreg elemAddr(const SSATmp* arr, const SSATmp* idx);
  void cmpSet(Vop cmp, Vreg a, Vreg b, Vop set, uint8_t cc, const SSATmp* dst);
  /// An Int compare of a and b setting the flags for `*cc`: cmpqi when one
  /// side is an Int constant that fits 32 bits (then on the left, the
  /// operands swap and *cc with them), else cmpq.
  void cmpInt(const SSATmp* a, const SSATmp* b, uint8_t* cc);
  /// AddIntO / SubIntO of an Int constant that fits 32 bits (negated, for a
  /// subtraction): addqi (its OF is the operation's); false otherwise.
  bool addImm(const Instr& in);
  void dropUnusedConstants();
  Vinstr& mem(Vop op, Vreg base, int32_t disp, int64_t imm = 0);
  Vreg imm(int64_t v);
  Vreg funcPtr(int64_t f);
  /// cmpq a, b; a conditional exit to `taken`.
  void cmpBranch(Vreg a, Vreg b, uint8_t cc, const Block* taken);
  /// A call of the C++ helper `fn(vm, a, b, aux0 | aux1 << 32)` (vasm callh),
  /// its result in `d` (a new register when not given); returns it.
  template <class Fn>
  Vreg callHelper(Fn* fn, Vreg a, Vreg b, Vreg d = Vreg{}, uint32_t aux0 = 0, uint32_t aux1 = 0) {
    Vinstr& c = add(Vop::callh);
    c.s0 = a;
    c.s1 = b;
    c.d = d.valid() ? d : m_v.makeReg(Vclass::GP);
    c.imm = static_cast<int64_t>(reinterpret_cast<uintptr_t>(fn));
    c.aux0 = aux0;
    c.aux1 = aux1;
    return c.d;
  }
  void lowerCall(const Instr& in);
  /// Drops one reference to the heap value `ptr` (type byte: `type`, or the
  /// constant `dt` when `type` is invalid): decrement in line, release through
  /// the helper in cold code (vm.pc/vm.sp from `in`'s offset and depth).
  void decRef(Vreg ptr, Vreg type, DataType dt, const Instr& in);
  void lower(const Instr& in);
  // lower-obj.inc
  int32_t slotDisp(uint32_t loc) const;
  Vreg slotCounted(const Instr& in, uint32_t skip, bool skipStatic);
  void lowerObj(const Instr& in);

  const LowerContext& m_ctx;
  const IRUnit& m_unit;
  Vunit& m_v;
  std::vector<uint32_t> m_vb;   // by Block id: its first vasm block, or kNoVblock
  std::vector<Vreg> m_regs;     // by SSATmp id
  uint32_t m_cur = 0;
};

uint32_t Lowerer::newVblock(Area a) {
  const uint32_t b = m_v.newBlock(a);
  m_v.blocks[b].code.reserve(8);   // most blocks are short: no growth
  return b;
}

constexpr uint32_t kNoVblock = ~0u;

uint32_t Lowerer::vblockOf(const Block* b) {
  if (b->id >= m_vb.size()) m_vb.resize(b->id + 1, kNoVblock);
  if (m_vb[b->id] != kNoVblock) return m_vb[b->id];
  const uint32_t v = newVblock(b->area);
  m_vb[b->id] = v;
  return v;
}

Vinstr& Lowerer::add(Vop op) {
  Vinstr in{};
  in.op = op;
  m_v.blocks[m_cur].code.push_back(in);
  return m_v.blocks[m_cur].code.back();
}

Vreg Lowerer::reg(const SSATmp* t) {
  if (t->id >= m_regs.size() || !m_regs[t->id].valid()) throw std::out_of_range("lowering: a tmp used before its definition");
  return m_regs[t->id];
}

Vreg Lowerer::def(const SSATmp* t) {
  const Vreg r = m_v.makeReg(t->type == Type::Dbl() ? Vclass::XMM : Vclass::GP);
  if (t->id >= m_regs.size()) m_regs.resize(t->id + 1);
  m_regs[t->id] = r;
  return r;
}

void Lowerer::branchOut(uint8_t cc, const Block* taken) { branchOutTo(cc, vblockOf(taken)); }

void Lowerer::branchOutTo(uint8_t cc, uint32_t exitB) {
  const uint32_t cont = newVblock(m_v.blocks[m_cur].area);
  jccTo(cc, exitB, cont);
  enterBlock(cont);
}

/// Leaves for `taken` unless 0 <= idx < the 32-bit length at base+lenOff (an unsigned compare: a
/// negative index is above too).
void Lowerer::checkIndexBelow(Vreg base, int32_t lenOff, Vreg idx, const Block* taken) {
  const Vreg len = m_v.makeReg(Vclass::GP);
  Vinstr& l = add(Vop::loadl);
  l.s0 = base;
  l.disp = lenOff;
  l.d = len;
  Vinstr& c = add(Vop::cmpq);
  c.s0 = idx;
  c.s1 = len;
  branchOut(AE, taken);
}

uint32_t Lowerer::thrownBlock() {
  const uint32_t thrown = newVblock(Area::Frozen);
  m_v.order.push_back(thrown);
  const uint32_t save = m_cur;
  m_cur = thrown;
  add(Vop::exit).imm = static_cast<int64_t>(kTransException);
  m_cur = save;
  return thrown;
}

void Lowerer::exitIfThrown(Vreg r, uint8_t cc) {
  const uint32_t thrown = thrownBlock();
  Vinstr& t = add(Vop::testqi);
  t.s0 = r;
  t.imm = -1;
  branchOutTo(cc, thrown);
}

void Lowerer::exitIfTransException(Vreg r) {
  const uint32_t thrown = thrownBlock();
  Vinstr& t = add(Vop::testqi);
  t.s0 = r;
  t.imm = INT32_MIN;
  branchOutTo(NE, thrown);
}

void Lowerer::takenIfNotHandled(Vreg r, const Block* taken) {
  const Vreg notHandled = imm(static_cast<int64_t>(kNotHandled));
  Vinstr& k = add(Vop::cmpq);
  k.s0 = r;
  k.s1 = notHandled;
  branchOut(E, taken);
}

void Lowerer::checkType(Vreg base, int32_t disp, Type t, const Block* taken) {
  DataType dt;
  if (t == Type::Plain()) {
    Vinstr& in = add(Vop::testbi);
    in.s0 = base;
    in.disp = disp + kTypeOff;
    in.imm = kRefcountedBit;
    branchOut(NE, taken);
    return;
  }
  if (t == (Type::Plain() | Type::Str())) {
    // Releasing it runs no code: a plain value or a string (type bytes up to
    // String's, the reference's excepted).
    Vinstr& hi = add(Vop::cmpbi);
    hi.s0 = base;
    hi.disp = disp + kTypeOff;
    hi.imm = static_cast<uint8_t>(DataType::String);
    branchOut(A, taken);
    Vinstr& ref = add(Vop::cmpbi);
    ref.s0 = base;
    ref.disp = disp + kTypeOff;
    ref.imm = static_cast<uint8_t>(DataType::Reference);
    branchOut(E, taken);
    return;
  }
  if (t == Type::Cell()) {
    // Anything but a reference.
    Vinstr& in = add(Vop::cmpbi);
    in.s0 = base;
    in.disp = disp + kTypeOff;
    in.imm = static_cast<uint8_t>(DataType::Reference);
    branchOut(E, taken);
    return;
  }
  const bool ok = t.dataType(&dt);
  (void)ok;   // irgen guards exact kinds only
  Vinstr& in = add(Vop::cmpbi);
  in.s0 = base;
  in.disp = disp + kTypeOff;
  in.imm = static_cast<uint8_t>(dt);
  branchOut(NE, taken);
}

void Lowerer::load(const SSATmp* dst, Vreg base, int32_t disp) {
  const Vreg d = def(dst);
  if (dst->type == Type::InitNull() || dst->type == Type::Uninit()) {
    add(Vop::ldimm).d = d;   // no payload
    return;
  }
  Vinstr& in = add(dst->type == Type::Dbl() ? Vop::loadsd : Vop::load);
  in.d = d;
  in.s0 = base;
  in.disp = disp;
}

void Lowerer::store(const SSATmp* src, Vreg base, int32_t disp, bool withType) {
  DataType dt = DataType::Null;
  src->type.dataType(&dt);
  if (src->type != Type::InitNull() && src->type != Type::Uninit()) {
    Vinstr& in = add(src->type == Type::Dbl() ? Vop::storesd : Vop::store);
    in.s0 = reg(src);
    in.s1 = base;
    in.disp = disp;
  }
  if (!withType) return;
  // The type byte with zeroed aux fields, as makeInt and friends leave them.
  Vinstr& t = add(Vop::storeti);
  t.s0 = base;
  t.disp = disp + kTypeOff;
  t.imm = static_cast<uint8_t>(dt);
}

Vreg Lowerer::elemAddr(const SSATmp* arr, const SSATmp* idx) {
  const Vreg a = reg(arr), i = reg(idx);
  Vinstr& in = add(Vop::leaidx);
  in.s0 = a;
  in.s1 = i;
  in.disp = kPackedDataOff;
  in.d = m_v.makeReg(Vclass::GP);
  return in.d;
}

namespace {
/// The value of an Int constant tmp that fits a sign-extended imm32.
bool int32Const(const SSATmp* t, int32_t* v) {
  if (!t->def || !t->def->is(Opcode::DefConst) || t->type != Type::Int()) return false;
  const int64_t x = t->def->extra.i;
  if (x < INT32_MIN || x > INT32_MAX) return false;
  *v = static_cast<int32_t>(x);
  return true;
}
/// The condition that holds of (b, a) when cc holds of (a, b).
uint8_t swappedCc(uint8_t cc) {
  switch (cc) {
    case L: return G;
    case LE: return GE;
    case G: return L;
    case GE: return LE;
    default: return cc;   // E, NE
  }
}
} // namespace

void Lowerer::cmpInt(const SSATmp* a, const SSATmp* b, uint8_t* cc) {
  int32_t k;
  if (int32Const(b, &k) || (int32Const(a, &k) && (std::swap(a, b), *cc = swappedCc(*cc), true))) {
    Vinstr& c = add(Vop::cmpqi);
    c.s0 = reg(a);
    c.imm = k;
    return;
  }
  Vinstr& c = add(Vop::cmpq);
  c.s0 = reg(a);
  c.s1 = reg(b);
}

bool Lowerer::addImm(const Instr& in) {
  int32_t k;
  const SSATmp* x = in.srcs[0];
  if (int32Const(in.srcs[1], &k)) {
    if (in.op == Opcode::SubIntO) {
      if (k == INT32_MIN) return false;
      k = -k;
    }
  } else if (in.op == Opcode::AddIntO && int32Const(in.srcs[0], &k)) {
    x = in.srcs[1];
  } else {
    return false;
  }
  const Vreg s = reg(x);
  Vinstr& v = add(Vop::addqi);
  v.s0 = s;
  v.imm = k;
  v.d = def(in.dst);
  return true;
}

void Lowerer::cmpSet(Vop cmp, Vreg a, Vreg b, Vop set, uint8_t cc, const SSATmp* dst) {
  Vinstr& c = add(cmp);
  c.s0 = a;
  c.s1 = b;
  const Vreg d = def(dst);
  Vinstr& s = add(set);
  s.d = d;
  s.cc = cc;
}

Vinstr& Lowerer::mem(Vop op, Vreg base, int32_t disp, int64_t imm) {
  Vinstr& v = add(op);
  v.s0 = base;
  v.disp = disp;
  v.imm = imm;
  return v;
}

Vreg Lowerer::imm(int64_t v) {
  Vinstr& in = add(Vop::ldimm);
  in.d = m_v.makeReg(Vclass::GP);
  in.imm = v;
  return in.d;
}

void Lowerer::cmpBranch(Vreg a, Vreg b, uint8_t cc, const Block* taken) {
  Vinstr& c = add(Vop::cmpq);
  c.s0 = a;
  c.s1 = b;
  branchOut(cc, taken);
}

/// A Func* in a register (ldfunc: dumps print its name).
Vreg Lowerer::funcPtr(int64_t f) {
  Vinstr& in = add(Vop::ldfunc);
  in.d = m_v.makeReg(Vclass::GP);
  in.imm = f;
  return in.d;
}

/// The call ops (see ir-ops.h); the ActRec is at stack slot extra.slot.
void Lowerer::lowerCall(const Instr& in) {
  auto src = [&](int i) { return reg(in.srcs[i]); };
  const auto* callee = reinterpret_cast<const Func*>(in.extra.i);
  const int32_t ar = stkDisp(in.extra.slot);
  switch (in.op) {
    case Opcode::CheckFunc: {
      // The request's cache slot holds the Func (the table may not have
      // grown to the slot yet: a miss too).
      const Vreg table = m_v.makeReg(Vclass::GP);
      Vinstr& lt = mem(Vop::load, kRegVM, vmoff::kVmCaches);
      lt.d = table;
      mem(Vop::cmpli, table, vmoff::kCacheSize, in.extra.slot);
      branchOut(BE, in.taken);
      const Vreg entries = m_v.makeReg(Vclass::GP), cached = m_v.makeReg(Vclass::GP);
      mem(Vop::load, table, vmoff::kCacheEntries).d = entries;
      mem(Vop::load, entries, static_cast<int32_t>(in.extra.slot) * vmoff::kCacheEntrySize).d = cached;
      cmpBranch(cached, funcPtr(in.extra.i), NE, in.taken);
      break;
    }
    case Opcode::StActRec: {
      // ActRec::init(callee, nargs): no caller or return offset yet (the
      // call writes them), no $this, no closure.
      mem(Vop::storeti, kRegLocals, ar + vmoff::kArSfp, 0);
      const Vreg word = imm(static_cast<int64_t>(uint64_t(in.extra.depth) << 32));   // Uninit, no flags, m_numArgs
      Vinstr& st = add(Vop::store);
      st.s0 = word;
      st.s1 = kRegLocals;
      st.disp = ar + vmoff::kArNumArgsWord;
      const Vreg func = funcPtr(in.extra.i);
      Vinstr& sf = add(Vop::store);
      sf.s0 = func;
      sf.s1 = kRegLocals;
      sf.disp = ar + vmoff::kArFunc;
      mem(Vop::storeti, kRegLocals, ar + vmoff::kArFunc + 8, 0);   // Uninit, m_callOff 0
      if (!in.srcs.empty()) {
        Vinstr& t = add(Vop::store);   // a method's $this: the object's reference moves in
        t.s0 = src(0);
        t.s1 = kRegLocals;
        t.disp = ar + vmoff::kArThis;
        mem(Vop::storeti, kRegLocals, ar + vmoff::kArThis + kTypeOff, static_cast<uint8_t>(DataType::Object));
      } else {
        mem(Vop::storeti, kRegLocals, ar + vmoff::kArThis, 0);
        mem(Vop::storeti, kRegLocals, ar + vmoff::kArThis + kTypeOff, 0);
      }
      mem(Vop::storeti, kRegLocals, ar + vmoff::kArClosure, 0);
      mem(Vop::storeti, kRegLocals, ar + vmoff::kArClosure + kTypeOff, 0);
      break;
    }
    case Opcode::CheckCallRoom: {
      // Native stack: compiled frames nest on it (the limit leaves room for
      // the helpers a callee may call). VM stack: enterSimpleFrame's test.
      Vinstr& n = add(Vop::cmpqm);
      n.s0 = kRegSP;
      n.s1 = kRegVM;
      n.disp = vmoff::kVmJitStackLimit;
      branchOut(B, in.taken);
      // A function entry is a safe point: a set surprise word (vm/surprise.h)
      // leaves the call to the interpreter, which acts on it.
      mem(Vop::cmpli, kRegVM, vmoff::kVmSurprise, 0);
      branchOut(NE, in.taken);
      const int64_t end = ar + static_cast<int64_t>(sizeof(TypedValue)) *
                                   (kActRecSlots + frameSlotsNeeded(callee));
      const Vreg frameEnd = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, static_cast<int32_t>(end)).d = frameEnd;
      Vinstr& c = add(Vop::cmpqm);
      c.s0 = frameEnd;
      c.s1 = kRegVM;
      c.disp = vmoff::kVmStackLimit;
      branchOut(A, in.taken);
      break;
    }
    case Opcode::PushClosure: {
      // hopJitPushClosure(vm, the ActRec (the callable's slot), -, nargs): 1 when written.
      const Vreg at = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, ar).d = at;
      const Vreg r = callHelper(&hopJitPushClosure, at, at, Vreg{}, in.extra.depth);
      Vinstr& t = add(Vop::testqi);
      t.s0 = r;
      t.imm = -1;
      branchOut(E, in.taken);
      break;
    }
    case Opcode::CallClosure: {
      // hopJitCallClosure(vm, the callee's locals, -, return offset): 0,
      // kTransException (parked) or kNotHandled (no room: taken).
      const Vreg locals = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, ar + static_cast<int32_t>(sizeof(ActRec))).d = locals;
      const Vreg r = callHelper(&hopJitCallClosure, locals, locals, Vreg{}, in.extra.off);
      exitIfTransException(r);
      takenIfNotHandled(r, in.taken);
      break;
    }
    case Opcode::CallPHP: {
      Vinstr& c = add(Vop::callphp);
      c.imm = in.extra.i;
      c.disp = ar;
      c.aux0 = in.extra.off;
      c.aux1 = in.extra.loc;
      break;
    }
    case Opcode::CheckRetFast: {
      // No flag but kReturnToNative (a callback's frame: the runtime hands
      // the result to C++, jit-runtime.cpp's ReturnSite) and kDynamicCall
      // (generator, extra arguments, var env, a compiled caller's nested
      // interpreter ...), and neither $this (unless extra.i bit 0: released
      // before, irgen-obj.inc's releaseFrameForRet) nor a Closure (bit 1).
      constexpr uint32_t kAllowed = (ActRec::kReturnToNative | ActRec::kDynamicCall) << 8;
      mem(Vop::testli, kRegLocals, vmoff::kActRec + vmoff::kArTypeAndFlags, static_cast<int64_t>(0xffffff00u & ~kAllowed));
      branchOut(NE, in.taken);
      if (!(in.extra.i & 1)) {
        mem(Vop::testbi, kRegLocals, vmoff::kActRec + vmoff::kArThis + kTypeOff, kRefcountedBit);
        branchOut(NE, in.taken);
      }
      if (!(in.extra.i & 2)) {
        mem(Vop::testbi, kRegLocals, vmoff::kActRec + vmoff::kArClosure + kTypeOff, kRefcountedBit);
        branchOut(NE, in.taken);
      }
      break;
    }
    case Opcode::RetPHP:
      store(in.srcs[0], kRegLocals, vmoff::kActRec);
      mem(Vop::storebi, kRegVM, vmoff::kVmLastCallReturnsRef, 0);
      add(Vop::exit).imm = static_cast<int64_t>(kTransReturned);
      break;
    case Opcode::RetPHPTV: {
      Vinstr& d = add(Vop::store);
      d.s0 = src(1);
      d.s1 = kRegLocals;
      d.disp = vmoff::kActRec;
      Vinstr& t = add(Vop::store);   // the type byte zero-extended: the aux fields zeroed
      t.s0 = src(0);
      t.s1 = kRegLocals;
      t.disp = vmoff::kActRec + kTypeOff;
      mem(Vop::storebi, kRegVM, vmoff::kVmLastCallReturnsRef, 0);
      add(Vop::exit).imm = static_cast<int64_t>(kTransReturned);
      break;
    }
    default: break;
  }
}

void Lowerer::decRef(Vreg ptr, Vreg type, DataType dt, const Instr& in) {
  const Area area = m_v.blocks[m_cur].area;
  const uint32_t dec = newVblock(area), cont = newVblock(area);
  const uint32_t cold = newVblock(Area::Cold), rel = newVblock(Area::Cold);
  Vinstr& c = add(Vop::cmpli);
  c.s0 = ptr;
  c.imm = 1;
  Vinstr& j = add(Vop::jcc);
  j.cc = LE;   // one owner (release) or static (negative): cold
  j.t0 = cold;
  j.t1 = dec;
  enterBlock(dec);
  add(Vop::decl).s0 = ptr;
  add(Vop::jmp).t0 = cont;
  enterBlock(cold);
  Vinstr& c2 = add(Vop::cmpli);
  c2.s0 = ptr;
  c2.imm = 1;
  Vinstr& j2 = add(Vop::jcc);
  j2.cc = NE;   // static: nothing to do
  j2.t0 = cont;
  j2.t1 = rel;
  enterBlock(rel);
  if (!type.valid()) {
    type = m_v.makeReg(Vclass::GP);
    Vinstr& t = add(Vop::ldimm);
    t.d = type;
    t.imm = static_cast<uint8_t>(dt);
  }
  Vinstr& r = add(Vop::callrelease);
  r.s0 = ptr;
  r.s1 = type;
  r.imm = static_cast<int64_t>(transResumeAt(in.extra.off, in.extra.depth));
  add(Vop::jmp).t0 = cont;
  enterBlock(cont);
}

void Lowerer::lower(const Instr& in) {
  auto src = [&](int i) { return reg(in.srcs[i]); };
  auto intCmpSet = [&](uint8_t cc) {
    cmpInt(in.srcs[0], in.srcs[1], &cc);
    const Vreg d = def(in.dst);
    Vinstr& st = add(Vop::setcc);
    st.d = d;
    st.cc = cc;
  };
  auto binop = [&](Vop op) {
    const Vreg a = src(0), b = src(1);
    Vinstr& v = add(op);
    v.s0 = a;
    v.s1 = b;
    v.d = def(in.dst);
  };
  // A load from the frame (locals and stack slots lie off kRegLocals).
  auto frameLoad = [&](Vop op, int32_t disp) {
    Vinstr& v = add(op);
    v.s0 = kRegLocals;
    v.disp = disp;
    v.d = def(in.dst);
  };
  switch (in.op) {
    case Opcode::DefConst: {
      if (in.typeParam <= Type::Str()) {
        Vinstr& v = add(Vop::ldstr);
        v.imm = in.extra.i;
        v.d = def(in.dst);
      } else if (in.typeParam == Type::Arr()) {
        Vinstr& v = add(Vop::ldptr);   // a literal array (static)
        v.imm = in.extra.i;
        v.d = def(in.dst);
      } else if (in.typeParam == Type::Dbl()) {
        Vinstr& v = add(Vop::ldimmd);
        std::memcpy(&v.imm, &in.extra.d, sizeof v.imm);
        v.d = def(in.dst);
      } else {
        Vinstr& v = add(Vop::ldimm);
        v.imm = in.extra.i;
        v.d = def(in.dst);
      }
      break;
    }
    case Opcode::CheckLoc: checkType(kRegLocals, locDisp(in.extra.loc), in.typeParam, in.taken); break;
    case Opcode::CheckStk: checkType(kRegLocals, stkDisp(in.extra.slot), in.typeParam, in.taken); break;
    case Opcode::LdLoc: load(in.dst, kRegLocals, locDisp(in.extra.loc)); break;
    case Opcode::LdStk: load(in.dst, kRegLocals, stkDisp(in.extra.slot)); break;
    case Opcode::StLoc: store(in.srcs[0], kRegLocals, locDisp(in.extra.loc)); break;
    case Opcode::StLocData: store(in.srcs[0], kRegLocals, locDisp(in.extra.loc), false); break;
    case Opcode::StStk: store(in.srcs[0], kRegLocals, stkDisp(in.extra.slot)); break;
    case Opcode::CheckPackedArr: {
      Vinstr& c = add(Vop::cmpbi);
      c.s0 = src(0);
      c.disp = kArrKindOff;
      c.imm = static_cast<uint8_t>(HeaderKind::PackedArray);
      branchOut(NE, in.taken);
      break;
    }
    case Opcode::CheckArrOneRef: {
      Vinstr& c = add(Vop::cmpli);
      c.s0 = src(0);
      c.disp = kArrCountOff;
      c.imm = 1;   // shared (> 1) or static (< 0): copy-on-write
      branchOut(NE, in.taken);
      break;
    }
    case Opcode::CheckPackedIdx:
      checkIndexBelow(src(0), kArrSizeOff, src(1), in.taken);
      break;
    case Opcode::ArrGet:
    case Opcode::ArrIsset:
    case Opcode::ArrKeyExists: {
      const bool strKey = in.srcs[1]->type == Type::Str();
      void* fn = in.op == Opcode::ArrGet
                     ? (strKey ? reinterpret_cast<void*>(&hopJitArrGetS) : reinterpret_cast<void*>(&hopJitArrGetI))
                 : in.op == Opcode::ArrIsset
                     ? (strKey ? reinterpret_cast<void*>(&hopJitArrIssetS) : reinterpret_cast<void*>(&hopJitArrIssetI))
                     : (strKey ? reinterpret_cast<void*>(&hopJitArrKeyExistsS)
                               : reinterpret_cast<void*>(&hopJitArrKeyExistsI));
      const Vreg r = callHelper(fn, src(0), src(1), def(in.dst));
      if (in.op == Opcode::ArrGet) {
        Vinstr& t = add(Vop::testqi);
        t.s0 = r;
        t.imm = -1;
        branchOut(E, in.taken);   // missing
      }
      break;
    }
    case Opcode::InArrayInt: {
      const Vreg r = callHelper(&hopJitInArrayInt, src(0), src(1), def(in.dst));
      takenIfNotHandled(r, in.taken);
      break;
    }
    case Opcode::ArrGetQ: {
      const bool strKey = in.srcs[1]->type == Type::Str();
      callHelper(strKey ? reinterpret_cast<void*>(&hopJitArrGetQS) : reinterpret_cast<void*>(&hopJitArrGetQI), src(0),
                 src(1), def(in.dst));
      break;
    }
    case Opcode::LdPtrType: {
      Vinstr& v = add(Vop::loadzb);
      v.s0 = src(0);
      v.disp = kTypeOff;
      v.d = def(in.dst);
      break;
    }
    case Opcode::LdPtrData: {
      Vinstr& v = add(Vop::load);
      v.s0 = src(0);
      v.disp = 0;
      v.d = def(in.dst);
      break;
    }
    case Opcode::IncRefTV: {
      const Vreg type = src(0), data = src(1);
      const Area area = m_v.blocks[m_cur].area;
      const uint32_t inc = newVblock(area), cont = newVblock(area);
      Vinstr& t = add(Vop::testqi);
      t.s0 = type;
      t.imm = kRefcountedBit;
      jccTo(NE, inc, cont);
      enterBlock(inc);
      add(Vop::incref).s0 = data;
      add(Vop::jmp).t0 = cont;
      enterBlock(cont);
      break;
    }
    case Opcode::StStkTV: {
      Vinstr& d = add(Vop::store);
      d.s0 = src(1);
      d.s1 = kRegLocals;
      d.disp = stkDisp(in.extra.slot);
      Vinstr& t = add(Vop::store);   // the type byte zero-extended: the aux fields zeroed
      t.s0 = src(0);
      t.s1 = kRegLocals;
      t.disp = stkDisp(in.extra.slot) + kTypeOff;
      break;
    }
    case Opcode::CheckPtrElem: checkType(src(0), 0, in.typeParam, in.taken); break;
    case Opcode::LdPtrElem: load(in.dst, src(0), 0); break;
    case Opcode::LdRefAddr: {
      // Typed properties hold it (RefData::kHasTypeSources): taken.
      mem(Vop::testbi, src(0), static_cast<int32_t>(offsetof(HeapHeader, m_flags)), RefData::kHasTypeSources);
      branchOut(NE, in.taken);
      mem(Vop::lea, src(0), static_cast<int32_t>(offsetof(RefData, m_tv))).d = def(in.dst);
      break;
    }
    case Opcode::NewObjCached: {
      // hopJitNewObjCached(vm, -, -, at): the object, 0 (not a plain class
      // yet: taken) or kTransException (parked).
      const Vreg none = imm(0);
      const Vreg r = callHelper(&hopJitNewObjCached, none, none, def(in.dst), in.extra.off, in.extra.depth);
      const uint32_t thrown = thrownBlock();
      const Vreg exc = imm(static_cast<int64_t>(kTransException));
      Vinstr& k = add(Vop::cmpq);
      k.s0 = r;
      k.s1 = exc;
      branchOutTo(E, thrown);
      Vinstr& t = add(Vop::testqi);
      t.s0 = r;
      t.imm = -1;
      branchOut(E, in.taken);
      break;
    }
    case Opcode::LdGlobalAddr: {
      const Vreg name = src(0), none = imm(0);
      const Vreg r = callHelper(&hopJitGlobalForRead, name, none, def(in.dst));
      Vinstr& t = add(Vop::testqi);
      t.s0 = r;
      t.imm = -1;
      branchOut(E, in.taken);   // unknown or unset
      break;
    }
    case Opcode::CheckNullOrCls: {
      const Vreg type = src(0), data = src(1);
      const Vreg nullType = imm(static_cast<int64_t>(DataType::Null));
      const Vreg objType = imm(static_cast<int64_t>(DataType::Object));
      const Area area = m_v.blocks[m_cur].area;
      const uint32_t obj = newVblock(area), done = newVblock(area);
      Vinstr& c = add(Vop::cmpq);
      c.s0 = type;
      c.s1 = nullType;
      jccTo(E, done, obj);
      enterBlock(obj);
      cmpBranch(type, objType, NE, in.taken);
      mem(Vop::cmpptr, data, kObjClsOff, in.extra.i);
      branchOut(NE, in.taken);
      add(Vop::jmp).t0 = done;
      enterBlock(done);
      break;
    }
    case Opcode::StPropTV: {
      const int32_t off = static_cast<int32_t>(in.extra.i);
      Vinstr& d = add(Vop::store);
      d.s0 = src(2);
      d.s1 = src(0);
      d.disp = off;
      Vinstr& t = add(Vop::store);   // the type byte zero-extended: the aux fields zeroed
      t.s0 = src(1);
      t.s1 = src(0);
      t.disp = off + kTypeOff;
      break;
    }
    case Opcode::LdSPropAddr: {
      // The request's cache entry (the table may not have grown to it yet:
      // a miss too), filled from this scope, with a slot.
      const Vreg table = m_v.makeReg(Vclass::GP), entries = m_v.makeReg(Vclass::GP);
      const Vreg addr = def(in.dst);
      mem(Vop::load, kRegVM, vmoff::kVmCaches).d = table;
      mem(Vop::cmpli, table, vmoff::kCacheSize, in.extra.slot);
      branchOut(BE, in.taken);
      mem(Vop::load, table, vmoff::kCacheEntries).d = entries;
      const int32_t at = static_cast<int32_t>(in.extra.slot) * vmoff::kCacheEntrySize;
      mem(Vop::cmpptr, entries, at + vmoff::kCacheSPropScope, in.extra.i);
      branchOut(NE, in.taken);
      mem(Vop::load, entries, at + vmoff::kCacheSPropSlot).d = addr;
      Vinstr& t = add(Vop::testqi);
      t.s0 = addr;
      t.imm = -1;
      branchOut(E, in.taken);
      break;
    }
    case Opcode::CheckPackedAppend: {
      // The next key is the size (no gap left by a pop, no fresh-array
      // state) and there is room: lvalNew's fast case.
      const Vreg size = m_v.makeReg(Vclass::GP), next = m_v.makeReg(Vclass::GP), cap = m_v.makeReg(Vclass::GP);
      mem(Vop::loadl, src(0), kArrSizeOff).d = size;
      mem(Vop::load, src(0), kArrNextFreeOff).d = next;
      cmpBranch(size, next, NE, in.taken);
      mem(Vop::loadl, src(0), kArrCapOff).d = cap;
      cmpBranch(size, cap, AE, in.taken);
      break;
    }
    case Opcode::AppendPacked: {
      const Vreg arr = src(0), size = m_v.makeReg(Vclass::GP), slot = m_v.makeReg(Vclass::GP);
      const Vreg grown = m_v.makeReg(Vclass::GP);
      mem(Vop::loadl, arr, kArrSizeOff).d = size;
      Vinstr& e = add(Vop::leaidx);
      e.s0 = arr;
      e.s1 = size;
      e.disp = kPackedDataOff;
      e.d = slot;
      store(in.srcs[1], slot, 0);
      Vinstr& inc = add(Vop::addqi);
      inc.s0 = size;
      inc.imm = 1;
      inc.d = grown;
      for (int32_t off : {kArrSizeOff, kArrUsedOff}) {
        Vinstr& st = add(Vop::storel);
        st.s0 = grown;
        st.s1 = arr;
        st.disp = off;
      }
      Vinstr& nf = add(Vop::store);
      nf.s0 = grown;
      nf.s1 = arr;
      nf.disp = kArrNextFreeOff;
      break;
    }
    case Opcode::CheckPackedElem: checkType(elemAddr(in.srcs[0], in.srcs[1]), 0, in.typeParam, in.taken); break;
    case Opcode::LdPackedElem: load(in.dst, elemAddr(in.srcs[0], in.srcs[1]), 0); break;
    case Opcode::StPackedElem: store(in.srcs[2], elemAddr(in.srcs[0], in.srcs[1]), 0); break;
    case Opcode::IncRef: add(Vop::incref).s0 = src(0); break;
    case Opcode::DecRefG:
    case Opcode::DecRef: {
      DataType dt = DataType::Object;
      in.srcs[0]->type.dataType(&dt);
      decRef(src(0), Vreg{}, dt, in);
      break;
    }
    case Opcode::LdLocType: frameLoad(Vop::loadzb, locDisp(in.extra.loc) + kTypeOff); break;
    case Opcode::LdStkType: frameLoad(Vop::loadzb, stkDisp(in.extra.slot) + kTypeOff); break;
    case Opcode::LdStkData: frameLoad(Vop::load, stkDisp(in.extra.slot)); break;
    case Opcode::LdLocData: frameLoad(Vop::load, locDisp(in.extra.loc)); break;
    case Opcode::DecRefTV: {
      const Vreg type = src(0), data = src(1);
      const uint32_t chk = newVblock(m_v.blocks[m_cur].area);
      Vinstr& t = add(Vop::testqi);
      t.s0 = type;
      t.imm = kRefcountedBit;
      Vinstr& j = add(Vop::jcc);
      j.cc = NE;
      j.t0 = chk;
      const size_t jIdx = m_v.blocks[m_cur].code.size() - 1;
      const uint32_t from = m_cur;
      enterBlock(chk);
      decRef(data, type, DataType::Object, in);
      // Not refcounted: straight to where decRef goes on.
      m_v.blocks[from].code[jIdx].t1 = m_cur;
      break;
    }
    case Opcode::CheckObjCls: {
      Vinstr& c = add(Vop::cmpptr);
      c.s0 = src(0);
      c.disp = kObjClsOff;
      c.imm = in.extra.i;
      branchOut(NE, in.taken);
      break;
    }
    case Opcode::CheckProp: checkType(src(0), static_cast<int32_t>(in.extra.i), in.typeParam, in.taken); break;
    case Opcode::LdProp: load(in.dst, src(0), static_cast<int32_t>(in.extra.i)); break;
    case Opcode::StPtrElem:
    case Opcode::StProp: {
      const SSATmp* v = in.srcs[1];
      const int32_t off = in.op == Opcode::StProp ? static_cast<int32_t>(in.extra.i) : 0;
      if (v->type == in.typeParam && v->type != Type::InitNull() && v->type != Type::Uninit()) {
        // The slot holds this kind already (guarded): the payload is all that changes.
        Vinstr& st = add(v->type == Type::Dbl() ? Vop::storesd : Vop::store);
        st.s0 = reg(v);
        st.s1 = src(0);
        st.disp = off;
      } else {
        store(v, src(0), off);
      }
      break;
    }
    case Opcode::SqrtDbl: {
      const Vreg a = src(0);
      Vinstr& v = add(Vop::sqrtsd);
      v.s0 = a;
      v.d = def(in.dst);
      break;
    }
    case Opcode::InterpOneBr: {
      Vinstr& v = add(Vop::callinterpbr);
      v.imm = in.extra.off;
      v.disp = static_cast<int32_t>(in.extra.depth);
      Vinstr& j = add(Vop::jcc);
      j.cc = E;   // it jumped to its target
      j.t0 = vblockOf(in.taken);
      j.t1 = vblockOf(in.next);
      break;
    }
    case Opcode::AddIntO:
    case Opcode::SubIntO:
    case Opcode::MulIntO:
      if (in.op == Opcode::MulIntO || !addImm(in))
        binop(in.op == Opcode::AddIntO ? Vop::addq : in.op == Opcode::SubIntO ? Vop::subq : Vop::imulq);
      branchOut(O, in.taken);
      break;
    case Opcode::AddDbl: binop(Vop::addsd); break;
    case Opcode::SubDbl: binop(Vop::subsd); break;
    case Opcode::MulDbl: binop(Vop::mulsd); break;
    case Opcode::DivDbl: binop(Vop::divsd); break;
    case Opcode::XorBool:
    case Opcode::XorInt: binop(Vop::xorq); break;
    case Opcode::AndBool: binop(Vop::andq); break;
    case Opcode::AndInt: binop(Vop::andq); break;
    case Opcode::OrInt: binop(Vop::orq); break;
    case Opcode::ShlInt:
    case Opcode::ShrInt: {
      const Vreg limit = m_v.makeReg(Vclass::GP);
      Vinstr& l = add(Vop::ldimm);
      l.d = limit;
      l.imm = 63;
      Vinstr& c = add(Vop::cmpq);
      c.s0 = src(1);
      c.s1 = limit;
      branchOut(A, in.taken);   // unsigned: a negative count is above too
      binop(in.op == Opcode::ShlInt ? Vop::shlq : Vop::sarq);
      break;
    }
    case Opcode::ModInt: {
      for (int64_t bad : {0, -1}) {   // DivisionByZeroError; -1: PHP_INT_MIN % -1 traps in idiv
        cmpBranch(src(1), imm(bad), E, in.taken);
      }
      binop(Vop::remq);
      break;
    }
    case Opcode::ConcatStr:
    case Opcode::AppendLoc: {
      const bool append = in.op == Opcode::AppendLoc;
      const SSATmp* a = append ? nullptr : in.srcs[0];
      const SSATmp* b = in.srcs[append ? 0 : 1];
      void* fn;
      if (append) fn = b->type == Type::Int() ? reinterpret_cast<void*>(&hopJitAppendLocalI) : reinterpret_cast<void*>(&hopJitAppendLocalS);
      else if (a->type == Type::Int()) fn = reinterpret_cast<void*>(&hopJitConcatIS);
      else if (b->type == Type::Int()) fn = reinterpret_cast<void*>(&hopJitConcatSI);
      else fn = reinterpret_cast<void*>(&hopJitConcatSS);
      Vreg first;
      if (append) {
        first = m_v.makeReg(Vclass::GP);
        mem(Vop::lea, kRegLocals, locDisp(in.extra.loc)).d = first;
      } else {
        first = reg(a);
      }
      const Vreg second = reg(b);
      const Vreg r = callHelper(fn, first, second, def(in.dst), in.extra.off, in.extra.depth);
      // Null: the helper parked an exception (vm's registers are set).
      exitIfThrown(r, E);
      break;
    }
    case Opcode::CheckStrIdx:
      checkIndexBelow(src(0), kStrLenOff, src(1), in.taken);
      break;
    case Opcode::StrCharAt: {
      callHelper(&hopJitStrCharAt, src(0), src(1), def(in.dst));
      break;
    }
    case Opcode::SameStk: {
      const Vreg a = m_v.makeReg(Vclass::GP), b = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, stkDisp(in.extra.slot)).d = a;
      mem(Vop::lea, kRegLocals, stkDisp(in.extra.slot + 1)).d = b;
      const Vreg r = callHelper(&hopJitSameStk, a, b, def(in.dst));
      takenIfNotHandled(r, in.taken);
      break;
    }
    case Opcode::InstanceOfTV: {
      Vinstr& c = add(Vop::ldptr);
      c.imm = in.extra.i;
      c.d = m_v.makeReg(Vclass::GP);
      callHelper(&hopJitInstanceOf, src(0), c.d, def(in.dst));
      break;
    }
    case Opcode::LdStkAddr: mem(Vop::lea, kRegLocals, stkDisp(in.extra.slot)).d = def(in.dst); break;
    case Opcode::SameStr:
    case Opcode::ConvIntToStr: {
      const bool same = in.op == Opcode::SameStr;
      const Vreg a = src(0), b = same ? src(1) : imm(0);
      callHelper(same ? reinterpret_cast<void*>(&hopJitSameStr) : reinterpret_cast<void*>(&hopJitIntToStr), a, b, def(in.dst));
      break;
    }
    case Opcode::StLocTV: {
      Vinstr& d = add(Vop::store);
      d.s0 = src(1);
      d.s1 = kRegLocals;
      d.disp = locDisp(in.extra.loc);
      Vinstr& t = add(Vop::store);   // the type byte zero-extended: the aux fields zeroed, as storeti
      t.s0 = src(0);
      t.s1 = kRegLocals;
      t.disp = locDisp(in.extra.loc) + kTypeOff;
      break;
    }
    case Opcode::ArrSetLoc:
    case Opcode::ArrUnsetLoc: {
      const bool strKey = in.srcs[0]->type == Type::Str();
      const Vreg local = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, locDisp(in.extra.loc)).d = local;
      void* fn = in.op == Opcode::ArrUnsetLoc
                     ? (strKey ? reinterpret_cast<void*>(&hopJitArrUnsetLocS) : reinterpret_cast<void*>(&hopJitArrUnsetLocI))
                     : (strKey ? reinterpret_cast<void*>(&hopJitArrSetLocS) : reinterpret_cast<void*>(&hopJitArrSetLocI));
      const Vreg r = callHelper(fn, local, src(0), def(in.dst), in.extra.off, in.extra.depth);
      exitIfThrown(r, NE);
      break;
    }
    case Opcode::ArrSetRef: {   // (ArrSetLoc's helpers, given the reference's value)
      void* fn = in.srcs[1]->type == Type::Str() ? reinterpret_cast<void*>(&hopJitArrSetLocS)
                                                 : reinterpret_cast<void*>(&hopJitArrSetLocI);
      const Vreg r = callHelper(fn, src(0), src(1), def(in.dst), in.extra.off, in.extra.depth);
      exitIfThrown(r, NE);
      break;
    }
    case Opcode::ArrAppendDim:
    case Opcode::IterInitArr:
    case Opcode::IterNextArr: {
      // hopJitArrAppendDim(vm, the local, -, at): 0, kNotHandled (taken) or
      // kTransException; hopJitIterInitArr / hopJitIterNextArr(vm, the
      // iterator's locals, -, at): kIterFell, kIterJumped, kIterNotArray
      // (taken), or kTransException.
      const Vreg locals = m_v.makeReg(Vclass::GP);
      mem(Vop::lea, kRegLocals, locDisp(in.extra.loc)).d = locals;
      const bool keySrc = !in.srcs.empty();   // ArrAppendDim's literal or local key
      const Vreg key = keySrc ? src(0) : locals;   // (else unused)
      const bool strKey = keySrc && in.srcs[0]->type == Type::Str();
      void* fn = in.op == Opcode::ArrAppendDim
                     ? (!keySrc   ? reinterpret_cast<void*>(&hopJitArrAppendDim)
                        : strKey ? reinterpret_cast<void*>(&hopJitArrAppendDimS)
                                 : reinterpret_cast<void*>(&hopJitArrAppendDimI))
                 : in.op == Opcode::IterInitArr ? reinterpret_cast<void*>(&hopJitIterInitArr)
                                                : reinterpret_cast<void*>(&hopJitIterNextArr);
      const Vreg r = callHelper(fn, locals, key, def(in.dst), in.extra.off, in.extra.depth);
      exitIfTransException(r);
      takenIfNotHandled(r, in.taken);
      break;
    }
    case Opcode::CallBuiltin:
    case Opcode::CallBuiltinChecked:
    case Opcode::CallBuiltinLoop:
    case Opcode::CallBuiltinLeaf: {
      // hopJitCallBuiltin(vm, -, -, at) reads the builtin from the bytecode;
      // hopJitCallBuiltinChecked / Loop / Leaf(vm, builtin id, n,
      // at). 0, or kTransException (parked). (No address in the dumps.)
      const bool byId = in.op != Opcode::CallBuiltin;
      const auto* f = reinterpret_cast<const Func*>(in.extra.i);
      const Vreg fn = imm(byId ? static_cast<int64_t>(f->builtinId) : 0);
      const Vreg n = imm(static_cast<int64_t>(in.extra.depth - in.extra.slot));
      const auto helper = in.op == Opcode::CallBuiltinLoop      ? &hopJitCallBuiltinLoop
                          : in.op == Opcode::CallBuiltinLeaf    ? &hopJitCallBuiltinLeaf
                          : in.op == Opcode::CallBuiltinChecked ? &hopJitCallBuiltinChecked
                                                                : &hopJitCallBuiltin;
      const Vreg r = callHelper(helper, fn, n, Vreg{}, in.extra.off, in.extra.depth);
      exitIfThrown(r, NE);
      break;
    }
    case Opcode::NewPackedArr: {
      const Vreg r = callHelper(&hopJitNewPackedArray, src(0), src(0) /* (unused) */, def(in.dst), in.extra.off,
                                in.extra.depth);
      exitIfThrown(r, E);   // null: the helper parked an exception
      break;
    }
    case Opcode::CountArr:
    case Opcode::StrLen: {
      const Vreg base = src(0);
      Vinstr& l = add(Vop::loadl);
      l.s0 = base;
      l.disp = in.op == Opcode::CountArr ? kArrSizeOff : kStrLenOff;
      l.d = def(in.dst);
      break;
    }
    case Opcode::ConvIntToDbl: {
      const Vreg a = src(0);
      Vinstr& v = add(Vop::cvtsi2sd);
      v.s0 = a;
      v.d = def(in.dst);
      break;
    }
    case Opcode::CheckDblNonZero: {
      const Vreg z = m_v.makeReg(Vclass::XMM);
      add(Vop::ldimmd).d = z;
      Vinstr& c = add(Vop::ucomisd);
      c.s0 = src(0);
      c.s1 = z;
      branchOut(E, in.taken);   // zero (or NaN: the interpreter divides)
      break;
    }
    case Opcode::LtInt: intCmpSet(L); break;
    case Opcode::CmpInt: {
      // (a > b) - (a < b): both flags of one compare.
      const Vreg gt = m_v.makeReg(Vclass::GP), lt = m_v.makeReg(Vclass::GP);
      Vinstr& c = add(Vop::cmpq);
      c.s0 = src(0);
      c.s1 = src(1);
      Vinstr& g = add(Vop::setcc);
      g.d = gt;
      g.cc = G;
      Vinstr& l = add(Vop::setcc);
      l.d = lt;
      l.cc = L;
      Vinstr& s = add(Vop::subq);
      s.d = def(in.dst);
      s.s0 = gt;
      s.s1 = lt;
      break;
    }
    case Opcode::LteInt: intCmpSet(LE); break;
    case Opcode::GtInt: intCmpSet(G); break;
    case Opcode::GteInt: intCmpSet(GE); break;
    case Opcode::EqInt: intCmpSet(E); break;
    case Opcode::NeqInt: intCmpSet(NE); break;
    // Unordered (NaN) compares are false except !=: "above" needs CF=0 and ZF=0.
    case Opcode::LtDbl: cmpSet(Vop::ucomisd, src(1), src(0), Vop::setcc, A, in.dst); break;
    case Opcode::LteDbl: cmpSet(Vop::ucomisd, src(1), src(0), Vop::setcc, AE, in.dst); break;
    case Opcode::GtDbl: cmpSet(Vop::ucomisd, src(0), src(1), Vop::setcc, A, in.dst); break;
    case Opcode::GteDbl: cmpSet(Vop::ucomisd, src(0), src(1), Vop::setcc, AE, in.dst); break;
    case Opcode::EqDbl: cmpSet(Vop::ucomisd, src(0), src(1), Vop::seteqd, 0, in.dst); break;
    case Opcode::NeqDbl: cmpSet(Vop::ucomisd, src(0), src(1), Vop::setneqd, 0, in.dst); break;
    case Opcode::JmpZero:
    case Opcode::JmpNZero: {
      const Vreg z = m_v.makeReg(Vclass::GP);
      add(Vop::ldimm).d = z;
      Vinstr& c = add(Vop::cmpq);
      c.s0 = src(0);
      c.s1 = z;
      Vinstr& j = add(Vop::jcc);
      j.cc = in.op == Opcode::JmpZero ? E : NE;
      j.t0 = vblockOf(in.taken);
      j.t1 = vblockOf(in.next);
      break;
    }
    case Opcode::Jmp: add(Vop::jmp).t0 = vblockOf(in.taken); break;
    case Opcode::ReqInterp: add(Vop::exit).imm = static_cast<int64_t>(transResumeAt(in.extra.off, in.extra.depth)); break;
    case Opcode::LeaveVM: add(Vop::exit).imm = static_cast<int64_t>(kTransResumeVM); break;
    case Opcode::InterpOne: {
      Vinstr& v = add(Vop::callinterp);
      v.imm = in.extra.off;
      v.disp = static_cast<int32_t>(in.extra.depth);
      break;
    }
    case Opcode::CheckSurprise:
      mem(Vop::cmpli, kRegVM, vmoff::kVmSurprise, 0);
      branchOut(NE, in.taken);
      break;
    case Opcode::CheckFunc:
    case Opcode::StActRec:
    case Opcode::CheckCallRoom:
    case Opcode::CallPHP:
    case Opcode::PushClosure:
    case Opcode::CallClosure:
    case Opcode::CheckRetFast:
    case Opcode::RetPHP:
    case Opcode::RetPHPTV: lowerCall(in); break;
    case Opcode::CheckThis:
    case Opcode::CheckClosureScope:
    case Opcode::LdThis:
    case Opcode::LdPropType:
    case Opcode::LdPropData:
    case Opcode::IsNullType:
    case Opcode::DecRefSlotNZ:
    case Opcode::CheckSlotLive:
    case Opcode::IncRefSlot: lowerObj(in); break;
    case Opcode::ProfCount:
      if (m_ctx.profile) add(Vop::profinc).imm = reinterpret_cast<int64_t>(m_ctx.profile->blockCounter(in.extra.off));
      break;
    case Opcode::CheckProfHot:
      if (m_ctx.profile) {
        Vinstr& c = add(Vop::profcmp);
        c.imm = reinterpret_cast<int64_t>(m_ctx.profile->blockCounter(in.extra.off));
        c.disp = static_cast<int32_t>(m_ctx.pgoThreshold);
        branchOut(E, in.taken);
      }
      break;
    case Opcode::ProfLocType:
    case Opcode::ProfStkType:
      if (m_ctx.profile) {
        const bool loc = in.is(Opcode::ProfLocType);
        TypeSite* site = loc ? m_ctx.profile->localSite(in.extra.off, in.extra.loc)
                             : m_ctx.profile->stackSite(in.extra.off, in.extra.slot);
        mem(Vop::proftype, kRegLocals, (loc ? locDisp(in.extra.loc) : stkDisp(in.extra.slot)) + kTypeOff,
            reinterpret_cast<int64_t>(site->counts.data()));
      }
      break;
    case Opcode::ProfLocCls:
      if (m_ctx.profile) {
        const Vreg site = imm(reinterpret_cast<int64_t>(m_ctx.profile->localClsSite(in.extra.off, in.extra.loc)));
        const Vreg addr = m_v.makeReg(Vclass::GP);
        Vinstr& l = add(Vop::lea);
        l.d = addr;
        l.s0 = kRegLocals;
        l.disp = locDisp(in.extra.loc);
        callHelper(&hopJitProfObjCls, site, addr);
      }
      break;
    case Opcode::ReqRetranslate: add(Vop::exit).imm = static_cast<int64_t>(kTransRetranslate); break;
    case Opcode::ReqReoptimize:
      add(Vop::exit).imm = static_cast<int64_t>(transResumeAt(in.extra.off, in.extra.depth) | kTransReoptimizeBit);
      break;
    case Opcode::IncStat: {
      Vinstr& v = add(Vop::incstat);
      v.imm = static_cast<int64_t>(reinterpret_cast<uintptr_t>(m_ctx.bcCompiledCounter));
      v.disp = static_cast<int32_t>(in.extra.i);
      break;
    }
  }
}

/// The condition code a compare sets its Bool from (one flag), and the
/// operands in compare order; false for the others.
bool compareCc(const Instr& in, uint8_t* cc, bool* dbl, bool* swap) {
  *dbl = false;
  *swap = false;
  switch (in.op) {
    case Opcode::LtInt: *cc = L; return true;
    case Opcode::LteInt: *cc = LE; return true;
    case Opcode::GtInt: *cc = G; return true;
    case Opcode::GteInt: *cc = GE; return true;
    case Opcode::EqInt: *cc = E; return true;
    case Opcode::NeqInt: *cc = NE; return true;
    case Opcode::LtDbl: *cc = A; *dbl = *swap = true; return true;
    case Opcode::LteDbl: *cc = AE; *dbl = *swap = true; return true;
    case Opcode::GtDbl: *cc = A; *dbl = true; return true;
    case Opcode::GteDbl: *cc = AE; *dbl = true; return true;
    default: return false;   // EqDbl/NeqDbl need two flags (parity)
  }
}

/// Constants no instruction reads (an Int constant every use of which
/// took it as an immediate: cmpqi, addqi) are not loaded.
void Lowerer::dropUnusedConstants() {
  std::vector<uint8_t> used(m_v.vclass.size(), 0);
  for (Vblock& b : m_v.blocks) {
    for (Vinstr& in : b.code) {
      forEachReg(in, [&](Vreg& r, bool isDef) {
        if (!isDef && !r.isPhys()) used[r.n - Vreg::kFirstVirtual] = 1;
      });
    }
  }
  for (Vblock& b : m_v.blocks) {
    std::erase_if(b.code, [&](const Vinstr& in) {
      return (in.op == Vop::ldimm || in.op == Vop::ldimmd) && !in.d.isPhys() && !used[in.d.n - Vreg::kFirstVirtual];
    });
  }
}

void Lowerer::run() {
  std::vector<uint32_t> uses(m_unit.numTmps(), 0);
  m_regs.assign(m_unit.numTmps(), Vreg{});
  m_vb.assign(m_unit.blocks().size(), kNoVblock);
  for (auto& b : m_unit.blocks()) {
    for (const Instr* in : b->instrs) {
      for (const SSATmp* s : in->srcs) ++uses[s->id];
    }
  }
  for (const Block* b : m_unit.rpo()) {
    m_cur = vblockOf(b);
    m_v.order.push_back(m_cur);
    for (size_t i = 0; i < b->instrs.size(); ++i) {
      const Instr& in = *b->instrs[i];
      uint8_t cc;
      bool dbl, swap;
      // A compare whose only use is the conditional jump right after it
      // jumps on the flags (no Bool in a register).
      if (i + 1 < b->instrs.size() && compareCc(in, &cc, &dbl, &swap) && uses[in.dst->id] == 1) {
        const Instr& j = *b->instrs[i + 1];
        if ((j.is(Opcode::JmpZero) || j.is(Opcode::JmpNZero)) && j.srcs[0] == in.dst) {
          if (dbl) {
            Vinstr& c = add(Vop::ucomisd);
            c.s0 = reg(in.srcs[swap ? 1 : 0]);
            c.s1 = reg(in.srcs[swap ? 0 : 1]);
          } else {
            cmpInt(in.srcs[0], in.srcs[1], &cc);
          }
          Vinstr& jcc = add(Vop::jcc);
          jcc.cc = j.is(Opcode::JmpNZero) ? cc : static_cast<uint8_t>(cc ^ 1);
          jcc.t0 = vblockOf(j.taken);
          jcc.t1 = vblockOf(j.next);
          ++i;
          continue;
        }
      }
      lower(in);
    }
  }
  dropUnusedConstants();
}

#include "jit/vasm/lower-obj.inc"

} // namespace

void lowerToVasm(const LowerContext& ctx, const IRUnit& unit, Vunit& out) {
  Lowerer(ctx, unit, out).run();
}

} // namespace hop::jit
