// emit.cpp — vasm → x86-64 into the TC areas (see emit.h).
#include "jit/vasm/emit.h"

#include <asmjit/x86.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <utility>

#include "bytecode/func.h"
#include "jit/call-helpers.h"
#include "jit/interp-one.h"
#include "jit/jit-helpers.h"
#include "jit/prof-data.h"
#include "jit/smash.h"
#include "jit/trans-abi.h"
#include "jit/vasm/x64-encode.h"
#include "jit/vm-offsets.h"
#include "runtime/value/typed-value.h"

namespace hop::jit {

namespace {

namespace x86 = asmjit::x86;

constexpr uint32_t kTargetEpilogue = 0xfffffff0u;
constexpr uint32_t kTargetFallback = 0xfffffff1u;
constexpr Area kAreas[] = {Area::Main, Area::Cold, Area::Frozen};

struct RecordingErrorHandler : asmjit::ErrorHandler {
  bool failed = false;
  void handleError(asmjit::Error, const char*, asmjit::BaseEmitter*) override { failed = true; }
};

struct Fixup {
  size_t at;          // offset of the rel32 field in its area's code
  uint32_t target;    // block id or kTarget*
};

constexpr uint32_t kUnbound = ~0u;

/// A rel32 to an address outside the translation (a stub in the TC).
struct AbsFixup {
  size_t at;
  TCA target;
};

/// An area's asmjit CodeHolder and Assembler, made once per thread and
/// emptied for each translation (the buffer kept): setting a CodeHolder up,
/// attaching an Assembler and freeing them cost ~5K instructions a
/// translation (three areas). Only the buffer is used: no labels, sections
/// or relocations, so emptying it is rewinding the offset.
struct AreaAsm {
  asmjit::CodeHolder code;
  std::unique_ptr<x86::Assembler> a;
  RecordingErrorHandler errors;

  void prepare() {
    // A giant region (thousands of lines) leaves megabytes: given back.
    constexpr size_t kKeep = size_t(1) << 20;
    if (a && !errors.failed && code.textSection()->buffer().capacity() <= kKeep) {
      a->setOffset(0);
      code.textSection()->_buffer._size = 0;
      return;
    }
    a.reset();
    code.reset(asmjit::ResetPolicy::kHard);
    errors.failed = false;
    code.init(asmjit::Environment::host());
    code.setErrorHandler(&errors);
    a = std::make_unique<x86::Assembler>(&code);
  }
};

struct AreaCode {
  asmjit::CodeHolder* code = nullptr;
  x86::Assembler* a = nullptr;
  RecordingErrorHandler* errors = nullptr;
  std::vector<Fixup> fixups;        // jumps to another area's code
  std::vector<Fixup> localFixups;   // forward jumps within this area
  std::vector<AbsFixup> absFixups;
  /// Double constants the code loads RIP-relative (ldimmd): the rel32
  /// field's offset and the constant's bits, placed after the area's code.
  std::vector<std::pair<size_t, uint64_t>> constLoads;
  bool hasSmashable = false;   // placed 64-byte aligned (smash.h)
  TCA base = nullptr;
};

x86::Gp gp(Vreg r) { return x86::gpq(r.n); }
x86::Xmm xmm(Vreg r) { return x86::xmm(r.n - Vreg::kFirstXmm); }
x86::CondCode cc(uint8_t c) { return static_cast<x86::CondCode>(c & 15); }

class Emitter {
public:
  Emitter(const Vunit& unit, const std::vector<EntryGuard>& guards, TCA callStub, const EmitOptions& opts)
      : m_unit(unit), m_guards(guards), m_callStub(callStub), m_opts(opts) {}
  EmitStatus run(TranslationCache& tc, EmitResult* out);

private:
  size_t areaIdx(Area a) const { return a == Area::Main ? 0 : a == Area::Cold ? 1 : 2; }
  AreaCode& ac(Area a) { return m_areas[areaIdx(a)]; }
  Area targetArea(uint32_t t) const {
    if (t == kTargetEpilogue) return Area::Main;
    if (t == kTargetFallback) return Area::Frozen;
    return m_unit.blocks[t].area;
  }
  /// A target's index in m_offset (blocks, then the epilogue and the fallback).
  size_t targetIdx(uint32_t t) const {
    if (t == kTargetEpilogue) return m_unit.blocks.size();
    if (t == kTargetFallback) return m_unit.blocks.size() + 1;
    return t;
  }
  /// Binds target t here: its code starts at the area's current offset.
  void bindTarget(Area area, uint32_t t) { m_offset[targetIdx(t)] = static_cast<uint32_t>(ac(area).a->offset()); }
  /// jmp (c < 0) or jcc to a block or stub: within an area without asmjit
  /// labels, in the forms asmjit chose for them (backward: rel8 when it
  /// reaches, else rel32; forward: rel32, patched once placed); across
  /// areas by a patched rel32.
  void jumpTo(Area from, uint32_t target, int c);
  /// A forward jmp/jcc (rel32, as asmjit's to a label not yet bound) to a
  /// point of the same code bound later by bindLocal; returns the rel32 field's offset.
  static size_t jumpLocal(x86::Assembler& a, int c);
  static void bindLocal(x86::Assembler& a, size_t field);
  void emitInstr(Area area, const Vinstr& in, uint32_t nextBlock);
  void emitCallPHP(Area area, const Vinstr& in);
  /// rbx, r12 and whichever of r13-r15 the allocated code uses.
  std::vector<x86::Gp> savedRegs() const;
  /// The slot under rbp of callee-saved register r (rbx first, as pushes would).
  static int32_t savedSlot(const x86::Gp& r) {
    switch (r.id()) {
      case 3: return -8;
      case 12: return -16;
      case 13: return -24;
      case 14: return -32;
      default: return -40;
    }
  }
  void threeAddr(x86::Assembler& a, const Vinstr& in, bool commutative,
                 void (*op)(x86::Assembler&, x86::Gp, x86::Gp));
  void threeAddrX(x86::Assembler& a, const Vinstr& in, bool commutative,
                  void (*op)(x86::Assembler&, x86::Xmm, x86::Xmm));

  const Vunit& m_unit;
  const std::vector<EntryGuard>& m_guards;
  TCA m_callStub;
  const EmitOptions& m_opts;
  size_t m_entrySmashAt = 0, m_entryGuardsAt = 0;
  AreaCode m_areas[3];
  std::vector<uint32_t> m_offset;   // per target (targetIdx): its offset in its area's code, or kUnbound
  size_t m_fallbackAt = 0;
};

std::vector<x86::Gp> Emitter::savedRegs() const {
  std::vector<x86::Gp> out{x86::rbx, x86::r12};
  for (uint32_t r = 0; r < 16; ++r) {
    if (kAllocCalleeSaved & m_unit.usedRegs & regBit(r)) out.push_back(x86::gpq(r));
  }
  return out;
}

/// jmp rel32 (c < 0) or jcc rel32 with displacement `rel`; returns the field's offset.
size_t emitJump32(x86::Assembler& a, int c, int32_t rel) {
  x64::Writer w(a);
  if (c < 0) {
    w.u8(0xE9);
  } else {
    w.u8(0x0F);
    w.u8(0x80 | (c & 15));
  }
  const size_t field = a.offset() + (c < 0 ? 1 : 2);
  w.i32(rel);
  return field;
}

size_t Emitter::jumpLocal(x86::Assembler& a, int c) { return emitJump32(a, c, 0); }

void Emitter::bindLocal(x86::Assembler& a, size_t field) {
  const int32_t rel = static_cast<int32_t>(a.offset() - (field + 4));
  std::memcpy(a.bufferData() + field, &rel, 4);
}

void Emitter::jumpTo(Area from, uint32_t target, int c) {
  AreaCode& src = ac(from);
  x86::Assembler& a = *src.a;
  if (targetArea(target) == from) {
    const uint32_t to = m_offset[targetIdx(target)];
    if (to == kUnbound) {
      src.localFixups.push_back({emitJump32(a, c, 0), target});
      return;
    }
    const int64_t here = static_cast<int64_t>(a.offset());
    const int64_t rel8 = static_cast<int64_t>(to) - (here + 2);
    if (rel8 >= INT8_MIN && rel8 <= INT8_MAX) {
      x64::Writer w(a);
      w.u8(c < 0 ? 0xEB : 0x70 | (c & 15));
      w.u8(static_cast<uint32_t>(rel8) & 0xff);
      return;
    }
    emitJump32(a, c, static_cast<int32_t>(static_cast<int64_t>(to) - (here + (c < 0 ? 5 : 6))));
    return;
  }
  src.fixups.push_back({emitJump32(a, c, 0), target});
}

/// A register-to-register move of either class.
void move(x86::Assembler& a, x86::Gp d, x86::Gp s) { x64::movRR(a, d.id(), s.id()); }
void move(x86::Assembler& a, x86::Xmm d, x86::Xmm s) { a.movapd(d, s); }

/// d = s0 op s1 with x86's two-address `op d, s`: through `scratch` when d
/// is s1 and the op does not commute.
template <class Reg>
void threeAddrOp(x86::Assembler& a, const Vinstr& in, Reg d, Reg s0, Reg s1, Reg scratch, bool commutative,
                 void (*op)(x86::Assembler&, Reg, Reg)) {
  if (in.d == in.s1 && in.d != in.s0) {
    if (commutative) {
      op(a, d, s0);
    } else {
      move(a, scratch, s0);
      op(a, scratch, s1);
      move(a, d, scratch);
    }
    return;
  }
  if (in.d != in.s0) move(a, d, s0);
  op(a, d, s1);
}

void Emitter::threeAddr(x86::Assembler& a, const Vinstr& in, bool commutative,
                        void (*op)(x86::Assembler&, x86::Gp, x86::Gp)) {
  threeAddrOp<x86::Gp>(a, in, gp(in.d), gp(in.s0), gp(in.s1), x86::r11, commutative, op);
}

void Emitter::threeAddrX(x86::Assembler& a, const Vinstr& in, bool commutative,
                         void (*op)(x86::Assembler&, x86::Xmm, x86::Xmm)) {
  threeAddrOp<x86::Xmm>(a, in, xmm(in.d), xmm(in.s0), xmm(in.s1), x86::xmm15, commutative, op);
}

/// A PHP call (see vasm-ops.h): the caller's part of the frame (its fp,
/// the return offset, the callee's other locals Uninit), vm.fp to the
/// callee, then the smashable call; rax brings the callee's status back.
void Emitter::emitCallPHP(Area area, const Vinstr& in) {
  AreaCode& code = ac(area);
  x86::Assembler& a = *code.a;
  const auto* callee = reinterpret_cast<const Func*>(in.imm);
  const int32_t ar = in.disp;
  const int32_t locals = ar + static_cast<int32_t>(sizeof(ActRec));
  a.lea(x86::rsi, x86::ptr(x86::r12, locals));
  a.lea(x86::rax, x86::ptr(x86::r12, vmoff::kActRec));
  x64::store64(a, 6, vmoff::kActRec + vmoff::kArSfp, 0);   // rsi, rax
  a.mov(x86::dword_ptr(x86::rsi, vmoff::kActRec + vmoff::kArCallOff), asmjit::imm(in.aux0));
  for (uint32_t i = callee->simpleArity; i < callee->numLocals; ++i)
    x64::store64i(a, 6, static_cast<int32_t>(16 * i + offsetof(TypedValue, m_type)), 0);   // [rsi + ...]
  a.lea(x86::rax, x86::ptr(x86::rsi, vmoff::kActRec));
  x64::store64(a, 3, vmoff::kVmFp, 0);   // [rbx + ...], rax
  x64::movRR(a, 7, 3);                    // rdi, rbx
  a.mov(x86::edx, asmjit::imm(in.aux1));
  const size_t at = emitSmashableCall(a);
  code.hasSmashable = true;
  code.absFixups.push_back({at + 1, m_callStub});
  // Anything but a return: the callee left compiled code (or was never
  // compiled) and the helper finishes it, or an exception to pass on.
  a.cmp(x86::rax, asmjit::imm(static_cast<int32_t>(kTransReturned)));
  const size_t done = jumpLocal(a, static_cast<int>(x86::CondCode::kE));
  x64::movRR(a, 7, 3);   // rdi, rbx
  a.lea(x86::rsi, x86::ptr(x86::r12, locals));
  x64::movRR(a, 2, 0);   // rdx, rax
  a.mov(x86::ecx, asmjit::imm(in.aux1));
  x64::movRI(a, 0, static_cast<int64_t>(reinterpret_cast<uint64_t>(&hopJitCallResume)));
  x64::callR(a, 0);
  x64::testRR(a, 0, 0);
  jumpTo(area, kTargetEpilogue, static_cast<int>(x86::CondCode::kNZ));   // kTransException, vm at the thrower
  bindLocal(a, done);
  a.lea(x86::rax, x86::ptr(x86::r12, vmoff::kActRec));
  x64::store64(a, 3, vmoff::kVmFp, 0);   // [rbx + ...], rax
}

void Emitter::emitInstr(Area area, const Vinstr& in, uint32_t nextBlock) {
  x86::Assembler& a = *ac(area).a;
  switch (in.op) {
    case Vop::ldimm:
    case Vop::ldfunc:
    case Vop::ldptr:
    case Vop::ldstr: x64::movRI(a, in.d.n, in.imm); break;
    case Vop::remq:
      // idiv takes rax:rdx: both are kept (the allocator may use them), the
      // operands and the result go through the scratch registers.
      x64::pushR(a, 0);
      x64::pushR(a, 2);
      x64::movRR(a, 10, in.s0.n);
      x64::movRR(a, 11, in.s1.n);
      x64::movRR(a, 0, 10);
      a.cqo();
      a.idiv(x86::r11);
      x64::movRR(a, 10, 2);
      x64::popR(a, 2);
      x64::popR(a, 0);
      x64::movRR(a, in.d.n, 10);
      break;
    case Vop::lea: a.lea(gp(in.d), x86::ptr(gp(in.s0), in.disp)); break;
    case Vop::testli: a.test(x86::dword_ptr(gp(in.s0), in.disp), asmjit::imm(static_cast<uint32_t>(in.imm))); break;
    case Vop::cmpqm: a.cmp(gp(in.s0), x86::qword_ptr(gp(in.s1), in.disp)); break;
    case Vop::storebi: a.mov(x86::byte_ptr(gp(in.s0), in.disp), asmjit::imm(static_cast<uint8_t>(in.imm))); break;
    case Vop::callphp: emitCallPHP(area, in); break;
    case Vop::callh:
      // Through the scratch registers: an operand may sit in an argument register.
      x64::movRR(a, 10, in.s0.n);
      x64::movRR(a, 11, in.s1.n);
      x64::movRR(a, 7, 3);     // rdi, rbx
      x64::movRR(a, 6, 10);    // rsi, r10
      x64::movRR(a, 2, 11);    // rdx, r11
      x64::movRI(a, 1, static_cast<int64_t>(uint64_t(in.aux0) | (uint64_t(in.aux1) << 32)));   // rcx
      x64::movRI(a, 0, in.imm);   // rax
      x64::callR(a, 0);
      x64::movRR(a, in.d.n, 0);
      break;
    case Vop::ldimmd:
      if (in.imm == 0) {
        a.xorps(xmm(in.d), xmm(in.d));
      } else {
        // movsd xmm, [rip + constant]: one load from the area's constants.
        const uint32_t x = in.d.n - Vreg::kFirstXmm;
        const size_t field = a.offset() + (x >= 8 ? 5 : 4);
        x64::Writer w(a);
        w.u8(0xF2);
        if (x >= 8) w.u8(0x44);
        w.u8(0x0F);
        w.u8(0x10);
        w.u8((x & 7) << 3 | 5);
        w.i32(0);
        ac(area).constLoads.push_back({field, static_cast<uint64_t>(in.imm)});
      }
      break;
    case Vop::load: x64::load64(a, in.d.n, in.s0.n, in.disp); break;
    case Vop::loadsd: x64::movsdMem(a, true, in.d.n - Vreg::kFirstXmm, in.s0.n, in.disp); break;
    case Vop::loadl: a.mov(gp(in.d).r32(), x86::dword_ptr(gp(in.s0), in.disp)); break;
    case Vop::leaidx:
      // x86 scales stop at 8: two leas, ordered so neither source is clobbered
      // before its last read (d may be either source, or a spill scratch).
      if (in.d == in.s1) {
        a.lea(gp(in.d), x86::ptr(gp(in.s1), gp(in.s1)));
        a.lea(gp(in.d), x86::ptr(gp(in.s0), gp(in.d), 3, in.disp));
      } else {
        a.lea(gp(in.d), x86::ptr(gp(in.s0), gp(in.s1), 3));
        a.lea(gp(in.d), x86::ptr(gp(in.d), gp(in.s1), 3, in.disp));
      }
      break;
    case Vop::cmpli: x64::cmp32MI(a, in.s0.n, in.disp, static_cast<int32_t>(in.imm)); break;
    case Vop::store: x64::store64(a, in.s1.n, in.disp, in.s0.n); break;
    case Vop::storesd: x64::movsdMem(a, false, in.s0.n - Vreg::kFirstXmm, in.s1.n, in.disp); break;
    case Vop::storel: a.mov(x86::dword_ptr(gp(in.s1), in.disp), gp(in.s0).r32()); break;
    case Vop::addqi:
      if (in.d != in.s0) x64::movRR(a, in.d.n, in.s0.n);
      a.add(gp(in.d), asmjit::imm(static_cast<int32_t>(in.imm)));
      break;
    case Vop::storeti: x64::store64i(a, in.s0.n, in.disp, static_cast<int32_t>(in.imm)); break;
    case Vop::cmpbi: x64::cmp8MI(a, in.s0.n, in.disp, static_cast<uint8_t>(in.imm)); break;
    case Vop::testbi: x64::test8MI(a, in.s0.n, in.disp, static_cast<uint8_t>(in.imm)); break;
    case Vop::addq: threeAddr(a, in, true, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.add(d, s); }); break;
    case Vop::subq: threeAddr(a, in, false, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.sub(d, s); }); break;
    case Vop::imulq: threeAddr(a, in, true, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.imul(d, s); }); break;
    case Vop::xorq: threeAddr(a, in, true, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.xor_(d, s); }); break;
    case Vop::andq: threeAddr(a, in, true, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.and_(d, s); }); break;
    case Vop::orq: threeAddr(a, in, true, [](x86::Assembler& as, x86::Gp d, x86::Gp s) { as.or_(d, s); }); break;
    case Vop::shlq:
    case Vop::sarq:
      x64::movRR(a, 1, in.s1.n);   // rcx
      if (in.d != in.s0) x64::movRR(a, in.d.n, in.s0.n);
      if (in.op == Vop::shlq) a.shl(gp(in.d), x86::cl);
      else a.sar(gp(in.d), x86::cl);
      break;
    case Vop::addsd: threeAddrX(a, in, true, [](x86::Assembler& as, x86::Xmm d, x86::Xmm s) { as.addsd(d, s); }); break;
    case Vop::subsd: threeAddrX(a, in, false, [](x86::Assembler& as, x86::Xmm d, x86::Xmm s) { as.subsd(d, s); }); break;
    case Vop::mulsd: threeAddrX(a, in, true, [](x86::Assembler& as, x86::Xmm d, x86::Xmm s) { as.mulsd(d, s); }); break;
    case Vop::divsd: threeAddrX(a, in, false, [](x86::Assembler& as, x86::Xmm d, x86::Xmm s) { as.divsd(d, s); }); break;
    case Vop::cvtsi2sd:
      a.xorps(xmm(in.d), xmm(in.d));   // no false dependency on the old value
      a.cvtsi2sd(xmm(in.d), gp(in.s0));
      break;
    case Vop::cmpq: x64::cmpRR(a, in.s0.n, in.s1.n); break;
    case Vop::ucomisd: a.ucomisd(xmm(in.s0), xmm(in.s1)); break;
    case Vop::setcc:
      a.set(cc(in.cc), gp(in.d).r8());
      a.movzx(gp(in.d).r32(), gp(in.d).r8());
      break;
    case Vop::seteqd:
      a.sete(gp(in.d).r8());
      a.setnp(x86::r11b);
      a.and_(gp(in.d).r8(), x86::r11b);
      a.movzx(gp(in.d).r32(), gp(in.d).r8());
      break;
    case Vop::setneqd:
      a.setne(gp(in.d).r8());
      a.setp(x86::r11b);
      a.or_(gp(in.d).r8(), x86::r11b);
      a.movzx(gp(in.d).r32(), gp(in.d).r8());
      break;
    case Vop::jcc:
      if (in.t0 == nextBlock) {
        jumpTo(area, in.t1, in.cc ^ 1);
      } else {
        jumpTo(area, in.t0, in.cc);
        if (in.t1 != nextBlock) jumpTo(area, in.t1, -1);
      }
      break;
    case Vop::jmp:
      if (in.t0 != nextBlock) jumpTo(area, in.t0, -1);
      break;
    case Vop::exit:
      x64::movRI(a, 0, in.imm);
      jumpTo(area, kTargetEpilogue, -1);
      break;
    case Vop::callinterp:
      x64::movRR(a, 7, 3);   // rdi, rbx
      a.mov(x86::esi, asmjit::imm(static_cast<uint32_t>(in.imm)));
      a.mov(x86::edx, asmjit::imm(static_cast<uint32_t>(in.disp)));
      x64::movRI(a, 0, static_cast<int64_t>(reinterpret_cast<uint64_t>(&hopJitInterpOne)));
      x64::callR(a, 0);
      x64::testRR(a, 0, 0);
      jumpTo(area, kTargetEpilogue, static_cast<int>(x86::CondCode::kNZ));   // rax: the status
      break;
    case Vop::loadzb: a.movzx(gp(in.d).r32(), x86::byte_ptr(gp(in.s0), in.disp)); break;
    case Vop::testqi: a.test(gp(in.s0), asmjit::imm(static_cast<int32_t>(in.imm))); break;
    case Vop::cmpqi: a.cmp(gp(in.s0), asmjit::imm(static_cast<int32_t>(in.imm))); break;
    case Vop::cmpptr:
      x64::movRI(a, 11, in.imm);
      a.cmp(x86::qword_ptr(gp(in.s0), in.disp), x86::r11);
      break;
    case Vop::decl: x64::incDecM32(a, false, in.s0.n, in.disp); break;
    case Vop::incref: {
      x64::cmp32MI(a, in.s0.n, 0, 0);
      const size_t skip = jumpLocal(a, static_cast<int>(x86::CondCode::kL));   // static
      x64::incDecM32(a, true, in.s0.n, 0);
      bindLocal(a, skip);
      break;
    }
    case Vop::sqrtsd:
      if (in.d != in.s0) a.xorps(xmm(in.d), xmm(in.d));   // no false dependency on the old value
      a.sqrtsd(xmm(in.d), xmm(in.s0));
      break;
    case Vop::callrelease: {
      // A cold path: save what the allocator has live across it here
      // ourselves (aux0: register allocation's set), so the hot path pays
      // nothing for a possible release.
      const RegSet live = in.aux0;
      uint32_t gps[16], xmms[16], nGp = 0, nXmm = 0;
      for (RegSet m = live & kAllocCallerSaved; m; m &= m - 1) gps[nGp++] = static_cast<uint32_t>(__builtin_ctz(m));
      for (RegSet m = live >> Vreg::kFirstXmm; m; m &= m - 1) xmms[nXmm++] = static_cast<uint32_t>(__builtin_ctz(m));
      // rsp stays 16-byte aligned: the XMM area rounds the pushes up.
      const int32_t xmmArea = static_cast<int32_t>(8 * nXmm + 8 * ((nGp + nXmm) & 1));
      x64::movRR(a, 1, in.s0.n);   // rcx: never allocated
      x64::movRR(a, 10, in.s1.n);
      if (nGp) {
        x64::Writer w(a, 2 * nGp);
        for (uint32_t k = 0; k < nGp; ++k) x64::pushR(w, gps[k]);
      }
      if (xmmArea) a.sub(x86::rsp, asmjit::imm(xmmArea));
      if (nXmm) {
        x64::Writer w(a, 8 * nXmm);
        for (uint32_t k = 0; k < nXmm; ++k) x64::movsdMem(w, false, xmms[k], 4, static_cast<int32_t>(8 * k));
      }
      x64::movRR(a, 7, 3);   // rdi, rbx
      a.mov(x86::esi, asmjit::imm(static_cast<uint32_t>(in.imm)));
      a.mov(x86::edx, asmjit::imm(static_cast<uint32_t>(static_cast<uint64_t>(in.imm) >> 32)));
      x64::movRR(a, 8, 10);   // r8, r10
      x64::movRI(a, 0, static_cast<int64_t>(reinterpret_cast<uint64_t>(&hopJitRelease)));
      x64::callR(a, 0);
      x64::movRR(a, 11, 0);
      if (nXmm) {
        x64::Writer w(a, 8 * nXmm);
        for (uint32_t k = 0; k < nXmm; ++k) x64::movsdMem(w, true, xmms[k], 4, static_cast<int32_t>(8 * k));
      }
      if (xmmArea) a.add(x86::rsp, asmjit::imm(xmmArea));
      if (nGp) {
        x64::Writer w(a, 2 * nGp);
        for (uint32_t k = nGp; k-- > 0;) x64::popR(w, gps[k]);
      }
      x64::testRR(a, 11, 11);
      const size_t ok = jumpLocal(a, static_cast<int>(x86::CondCode::kZ));
      x64::movRR(a, 0, 11);   // the status: an exception is parked
      jumpTo(area, kTargetEpilogue, -1);
      bindLocal(a, ok);
      break;
    }
    case Vop::callinterpbr:
      x64::movRR(a, 7, 3);   // rdi, rbx
      a.mov(x86::esi, asmjit::imm(static_cast<uint32_t>(in.imm)));
      a.mov(x86::edx, asmjit::imm(static_cast<uint32_t>(in.disp)));
      x64::movRI(a, 0, static_cast<int64_t>(reinterpret_cast<uint64_t>(&hopJitInterpOneBr)));
      x64::callR(a, 0);
      a.cmp(x86::rax, asmjit::imm(1));
      jumpTo(area, kTargetEpilogue, static_cast<int>(x86::CondCode::kA));   // neither path: leave
      break;
    case Vop::profinc:
      x64::movRI(a, 11, in.imm);
      x64::incQM(a, 11, 0);   // inc qword [r11]
      break;
    case Vop::profcmp:
      x64::movRI(a, 11, in.imm);
      x64::cmpQMI(a, 11, 0, in.disp);   // cmp qword [r11], disp
      break;
    case Vop::proftype:
      // r11d = the type byte's slot; ++counters[slot] (r10 = the counters)
      x64::movzx8(a, 11, in.s0.n, in.disp);
      x64::imul32RRI(a, 11, 11, static_cast<int32_t>(kProfTypeMul));
      x64::shr32RI(a, 11, static_cast<uint8_t>(kProfTypeShift));
      x64::and32RI(a, 11, static_cast<int32_t>(kProfTypeSlots - 1));
      x64::movRI(a, 10, in.imm);
      x64::incQIdx8(a, 10, 11);   // inc qword [r10 + r11 * 8]
      break;
    case Vop::incstat:
      x64::movRI(a, 11, in.imm);
      x64::lockAddQMI(a, 11, 0, in.disp);   // lock add qword [r11], disp
      break;
  }
}

EmitStatus Emitter::run(TranslationCache& tc, EmitResult* out) {
  thread_local AreaAsm asms[3];
  for (size_t i = 0; i < 3; ++i) {
    asms[i].prepare();
    m_areas[i].code = &asms[i].code;
    m_areas[i].a = asms[i].a.get();
    m_areas[i].errors = &asms[i].errors;
  }
  const std::vector<uint32_t> layout = m_unit.layout();
  m_offset.assign(m_unit.blocks.size() + 2, kUnbound);

  x86::Assembler& m = *ac(Area::Main).a;
  if (m_opts.entrySmash) {
    m_entrySmashAt = emitSmashableJmp(m);   // (a ud2 follows it)
    ac(Area::Main).hasSmashable = true;
    m_entryGuardsAt = m.offset();
  }
  // Entry guards, before the frame: rsi is the locals argument.
  for (const EntryGuard& g : m_guards) {
    x64::cmp8MI(m, 6, static_cast<int32_t>(16 * g.local + offsetof(TypedValue, m_type)),   // [rsi + ...]
                static_cast<uint8_t>(g.type));
    jumpTo(Area::Main, kTargetFallback, static_cast<int>(x86::CondCode::kNE));
  }
  // Prologue: the callee-saved registers get the five slots under rbp
  // (spill slots follow, vasm.h), but only those the code uses are saved:
  // rbx and r12 always (pinned), r13-r15 when allocated. Calls between
  // translations pay for what they use.
  const std::vector<x86::Gp> saved = savedRegs();
  x64::pushR(m, 5);      // rbp
  x64::movRR(m, 5, 4);   // rbp, rsp
  uint32_t frame = 40 + 8 * m_unit.numSpillSlots;
  if (frame % 16 != 0) frame += 8;   // rsp 16-byte aligned at calls (rbp is)
  m.sub(x86::rsp, asmjit::imm(frame));
  for (size_t i = 0; i < saved.size(); ++i) x64::store64(m, 5, savedSlot(saved[i]), saved[i].id());
  x64::movRR(m, 3, 7);    // rbx, rdi
  x64::movRR(m, 12, 6);   // r12, rsi

  for (size_t i = 0; i < layout.size(); ++i) {
    const uint32_t b = layout[i];
    const Area area = m_unit.blocks[b].area;
    const uint32_t next = i + 1 < layout.size() && m_unit.blocks[layout[i + 1]].area == area ? layout[i + 1] : ~0u;
    bindTarget(area, b);
    for (const Vinstr& in : m_unit.blocks[b].code) emitInstr(area, in, next);
  }
  // Epilogue.
  bindTarget(Area::Main, kTargetEpilogue);
  for (const x86::Gp& r : saved) x64::load64(m, r.id(), 5, savedSlot(r));
  m.leave();
  m.ret();
  if (!m_guards.empty()) {
    x86::Assembler& f = *ac(Area::Frozen).a;
    bindTarget(Area::Frozen, kTargetFallback);
    m_fallbackAt = emitSmashableJmp(f);
  }

  // Each area's double constants after its code (8-aligned, each once),
  // their loads pointed at them.
  for (Area area : kAreas) {
    AreaCode& c = ac(area);
    if (c.constLoads.empty() || c.errors->failed) continue;
    x86::Assembler& a = *c.a;
    {
      x64::Writer w(a, 8);
      for (size_t pad = (8 - a.offset() % 8) % 8; pad; --pad) w.u8(0xCC);
    }
    std::vector<std::pair<uint64_t, size_t>> placed;
    for (const auto& [field, bits] : c.constLoads) {
      auto it = std::find_if(placed.begin(), placed.end(), [&](const auto& p) { return p.first == bits; });
      if (it == placed.end()) {
        placed.push_back({bits, a.offset()});
        x64::Writer w(a);
        w.i64(static_cast<int64_t>(bits));
        it = placed.end() - 1;
      }
      if (c.errors->failed) break;
      const int32_t rel = static_cast<int32_t>(static_cast<int64_t>(it->second) - static_cast<int64_t>(field + 4));
      std::memcpy(a.bufferData() + field, &rel, 4);
    }
  }

  // Place each area, then patch the jumps between them.
  for (Area area : kAreas) {
    AreaCode& c = ac(area);
    if (c.errors->failed) return EmitStatus::Failed;
    if (c.code->flatten() != asmjit::kErrorOk) return EmitStatus::Failed;
    const size_t size = c.code->codeSize();
    if (size == 0) continue;
    const Area placed = area == Area::Main ? m_opts.mainArea : area;
    c.base = tc.allocate(placed, size, area == Area::Frozen || c.hasSmashable ? kCacheLine : 16);
    if (!c.base) return EmitStatus::TCFull;
    if (c.code->relocateToBase(reinterpret_cast<uint64_t>(c.base)) != asmjit::kErrorOk) return EmitStatus::Failed;
    c.code->copyFlattenedData(c.base, size, asmjit::CopySectionFlags::kPadSectionBuffer);
    out->ranges[static_cast<size_t>(placed)] = CodeRange{c.base, c.base + size};
  }
  for (Area area : kAreas) {
    AreaCode& c = ac(area);
    for (const Fixup& fx : c.fixups) {
      AreaCode& to = ac(targetArea(fx.target));
      const TCA target = to.base + m_offset[targetIdx(fx.target)];
      const TCA field = c.base + fx.at;
      const int64_t rel = target - (field + 4);
      if (rel < INT32_MIN || rel > INT32_MAX) return EmitStatus::Failed;
      const int32_t rel32 = static_cast<int32_t>(rel);
      std::memcpy(field, &rel32, sizeof rel32);
    }
    for (const Fixup& fx : c.localFixups) {
      const int32_t rel32 = static_cast<int32_t>(m_offset[targetIdx(fx.target)] - (fx.at + 4));
      std::memcpy(c.base + fx.at, &rel32, sizeof rel32);
    }
    for (const AbsFixup& fx : c.absFixups) {
      const TCA field = c.base + fx.at;
      const int64_t rel = fx.target - (field + 4);
      if (rel < INT32_MIN || rel > INT32_MAX) return EmitStatus::Failed;
      const int32_t rel32 = static_cast<int32_t>(rel);
      std::memcpy(field, &rel32, sizeof rel32);
    }
  }
  out->entry = ac(Area::Main).base;
  if (m_opts.entrySmash) {
    out->entrySmash = out->entry + m_entrySmashAt;
    if (!smashJmp(out->entrySmash, out->entry + m_entryGuardsAt)) return EmitStatus::Failed;
  }
  out->fallbackJmp = m_guards.empty() ? nullptr : ac(Area::Frozen).base + m_fallbackAt;
  return EmitStatus::Ok;
}

} // namespace

EmitStatus emitVunit(const Vunit& unit, const std::vector<EntryGuard>& guards, TCA callStub, TranslationCache& tc,
                     EmitResult* out, const EmitOptions& opts) {
  return Emitter(unit, guards, callStub, opts).run(tc, out);
}

} // namespace hop::jit
