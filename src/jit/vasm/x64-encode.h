// x64-encode.h — the x86-64 forms the emitter uses most, encoded by hand
// straight into an asmjit Assembler's buffer: the same bytes asmjit makes
// for them (x64-encode-test.cpp compares every form over registers,
// displacements and immediates), at a tenth of its cost per instruction.
//
// Registers are numbers: GP 0-15 (x86 numbering), XMM 0-15. Memory
// operands are [base + disp] with a GP base (no index). Everything else
// the emitter still asks asmjit for.
#pragma once
#include <asmjit/x86.h>

#include <cstdint>
#include <cstring>

namespace hop::jit::x64 {

/// Instructions' bytes at the assembler's cursor (room for `room` bytes,
/// at most 256, made first: 16 is one instruction); the destructor moves the
/// cursor past them.
class Writer {
public:
  explicit Writer(asmjit::x86::Assembler& a, size_t room = 16) : m_a(a) {
    if (a.remainingSpace() < room) {
      if (const asmjit::Error e = a.code()->growBuffer(&a._section->_buffer, room)) {
        a.reportError(e);
        m_p = m_dummy;   // the error handler marks the emission failed
        m_failed = true;
        return;
      }
    }
    m_p = a._bufferPtr;
  }
  ~Writer() {
    if (m_failed) return;
    m_a._bufferPtr = m_p;
    asmjit::CodeBuffer& buf = m_a._section->_buffer;
    const size_t size = static_cast<size_t>(m_p - m_a._bufferData);
    if (size > buf._size) buf._size = size;
  }
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;

  void u8(uint32_t b) { *m_p++ = static_cast<uint8_t>(b); }
  void i32(int32_t v) {
    std::memcpy(m_p, &v, 4);
    m_p += 4;
  }
  void i64(int64_t v) {
    std::memcpy(m_p, &v, 8);
    m_p += 8;
  }
  /// A REX prefix when one is needed (W, or an extended reg/rm register).
  void rex(bool w, uint32_t reg, uint32_t rm) {
    const uint32_t r = (w ? 8u : 0u) | ((reg >> 3) & 1) << 2 | ((rm >> 3) & 1);
    if (r) u8(0x40 | r);
  }
  /// ModRM (and SIB, displacement) of [base + disp] with `reg` in the reg field.
  void mem(uint32_t reg, uint32_t base, int32_t disp) {
    const uint32_t rm = base & 7;
    const uint32_t mod = disp == 0 && rm != 5 ? 0 : disp >= -128 && disp <= 127 ? 1 : 2;
    u8(mod << 6 | (reg & 7) << 3 | rm);
    if (rm == 4) u8(0x24);   // rsp/r12 as a base: a SIB byte
    if (mod == 1) u8(static_cast<uint32_t>(disp) & 0xff);
    else if (mod == 2) i32(disp);
  }
  /// ModRM of two registers.
  void regs(uint32_t reg, uint32_t rm) { u8(0xC0 | (reg & 7) << 3 | (rm & 7)); }
  /// A one-byte opcode on the register `rm` with `reg` (a register or an
  /// opcode extension) in ModRM.reg, 32- or 64-bit (`wide`).
  void regOp(bool wide, uint32_t opcode, uint32_t reg, uint32_t rm) {
    rex(wide, reg, rm);
    u8(opcode);
    regs(reg, rm);
  }
  /// A one-byte opcode on [base + disp] with `reg` (a register or an opcode
  /// extension) in ModRM.reg, 32- or 64-bit (`wide`).
  void memOp(bool wide, uint32_t opcode, uint32_t reg, uint32_t base, int32_t disp) {
    rex(wide, reg, base);
    u8(opcode);
    mem(reg, base, disp);
  }
  /// An immediate, imm8 when it fits, else imm32 (the caller picks the opcode for it).
  void imm8or32(int32_t v) {
    if (v >= -128 && v <= 127) u8(static_cast<uint32_t>(v) & 0xff);
    else i32(v);
  }

private:
  asmjit::x86::Assembler& m_a;
  uint8_t* m_p = nullptr;
  bool m_failed = false;
  uint8_t m_dummy[256];
};

inline bool isInt8(int64_t v) { return v >= -128 && v <= 127; }
inline bool isInt32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

/// mov d, s (64-bit).
inline void movRR(asmjit::x86::Assembler& a, uint32_t d, uint32_t s) {
  Writer w(a);
  w.regOp(true, 0x89, s, d);
}
/// mov d, imm (64-bit: sign-extended imm32 when it fits, else movabs).
inline void movRI(asmjit::x86::Assembler& a, uint32_t d, int64_t imm) {
  Writer w(a);
  if (isInt32(imm)) {
    w.regOp(true, 0xC7, 0, d);
    w.i32(static_cast<int32_t>(imm));
  } else {
    w.rex(true, 0, d);
    w.u8(0xB8 | (d & 7));
    w.i64(imm);
  }
}
/// mov d, qword [base + disp].
inline void load64(asmjit::x86::Assembler& a, uint32_t d, uint32_t base, int32_t disp) {
  Writer w(a);
  w.memOp(true, 0x8B, d, base, disp);
}
/// mov qword [base + disp], s.
inline void store64(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, uint32_t s) {
  Writer w(a);
  w.memOp(true, 0x89, s, base, disp);
}
/// mov qword [base + disp], imm32 (sign-extended).
inline void store64i(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, int32_t imm) {
  Writer w(a);
  w.memOp(true, 0xC7, 0, base, disp);
  w.i32(imm);
}
/// movsd xmm, [base + disp] (load = true) or movsd [base + disp], xmm.
inline void movsdMem(Writer& w, bool load, uint32_t x, uint32_t base, int32_t disp) {
  w.u8(0xF2);
  w.rex(false, x, base);
  w.u8(0x0F);
  w.u8(load ? 0x10 : 0x11);
  w.mem(x, base, disp);
}
inline void movsdMem(asmjit::x86::Assembler& a, bool load, uint32_t x, uint32_t base, int32_t disp) {
  Writer w(a);
  movsdMem(w, load, x, base, disp);
}
/// call r.
inline void callR(asmjit::x86::Assembler& a, uint32_t r) {
  Writer w(a);
  w.regOp(false, 0xFF, 2, r);
}
/// push r / pop r.
inline void pushR(Writer& w, uint32_t r) {
  w.rex(false, 0, r);
  w.u8(0x50 | (r & 7));
}
inline void popR(Writer& w, uint32_t r) {
  w.rex(false, 0, r);
  w.u8(0x58 | (r & 7));
}
inline void pushR(asmjit::x86::Assembler& a, uint32_t r) {
  Writer w(a);
  pushR(w, r);
}
inline void popR(asmjit::x86::Assembler& a, uint32_t r) {
  Writer w(a);
  popR(w, r);
}
/// test a, b / cmp a, b (64-bit).
inline void testRR(asmjit::x86::Assembler& a, uint32_t x, uint32_t y) {
  Writer w(a);
  w.regOp(true, 0x85, y, x);
}
inline void cmpRR(asmjit::x86::Assembler& a, uint32_t x, uint32_t y) {
  Writer w(a);
  w.regOp(true, 0x39, y, x);
}
/// Group 1 (add /0 ... cmp /7) of [base + disp] and an immediate, 32- or 64-bit.
inline void group1MI(Writer& w, bool wide, uint32_t ext, uint32_t base, int32_t disp, int32_t imm) {
  w.memOp(wide, isInt8(imm) ? 0x83 : 0x81, ext, base, disp);
  w.imm8or32(imm);
}
/// cmp dword [base + disp], imm.
inline void cmp32MI(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, int32_t imm) {
  Writer w(a);
  group1MI(w, false, 7, base, disp, imm);
}
/// cmp byte [base + disp], imm8 / test byte [base + disp], imm8.
inline void cmp8MI(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, uint8_t imm) {
  Writer w(a);
  w.memOp(false, 0x80, 7, base, disp);
  w.u8(imm);
}
inline void test8MI(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, uint8_t imm) {
  Writer w(a);
  w.memOp(false, 0xF6, 0, base, disp);
  w.u8(imm);
}
/// inc dword [base + disp] / dec dword [base + disp].
inline void incDecM32(asmjit::x86::Assembler& a, bool inc, uint32_t base, int32_t disp) {
  Writer w(a);
  w.memOp(false, 0xFF, inc ? 0 : 1, base, disp);
}

/// movzx d32, byte [base + disp].
inline void movzx8(asmjit::x86::Assembler& a, uint32_t d, uint32_t base, int32_t disp) {
  Writer w(a);
  w.rex(false, d, base);
  w.u8(0x0F);
  w.u8(0xB6);
  w.mem(d, base, disp);
}
/// imul d32, s32, imm / shr r32, imm8 / and r32, imm (the short immediate forms when they fit).
inline void imul32RRI(asmjit::x86::Assembler& a, uint32_t d, uint32_t s, int32_t imm) {
  Writer w(a);
  w.regOp(false, isInt8(imm) ? 0x6B : 0x69, d, s);
  w.imm8or32(imm);
}
inline void shr32RI(asmjit::x86::Assembler& a, uint32_t r, uint8_t imm) {
  Writer w(a);
  w.regOp(false, imm == 1 ? 0xD1 : 0xC1, 5, r);
  if (imm != 1) w.u8(imm);
}
inline void and32RI(asmjit::x86::Assembler& a, uint32_t r, int32_t imm) {
  Writer w(a);
  if (r == 0 && !isInt8(imm)) {   // and eax, imm32: the accumulator's short form
    w.u8(0x25);
    w.i32(imm);
    return;
  }
  w.regOp(false, isInt8(imm) ? 0x83 : 0x81, 4, r);
  w.imm8or32(imm);
}
/// inc qword [base + index * 8].
inline void incQIdx8(asmjit::x86::Assembler& a, uint32_t base, uint32_t index) {
  Writer w(a);
  w.u8(0x48 | ((index >> 3) & 1) << 1 | ((base >> 3) & 1));
  w.u8(0xFF);
  const bool disp8 = (base & 7) == 5;   // rbp/r13 as a base: a zero disp8
  w.u8((disp8 ? 0x44 : 0x04));          // mod, reg /0, rm = SIB
  w.u8(0xC0 | (index & 7) << 3 | (base & 7));
  if (disp8) w.u8(0);
}
/// inc qword [base + disp] / cmp qword [base + disp], imm / lock add qword [base + disp], imm.
inline void incQM(asmjit::x86::Assembler& a, uint32_t base, int32_t disp) {
  Writer w(a);
  w.memOp(true, 0xFF, 0, base, disp);
}
inline void cmpQMI(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, int32_t imm) {
  Writer w(a);
  group1MI(w, true, 7, base, disp, imm);
}
inline void lockAddQMI(asmjit::x86::Assembler& a, uint32_t base, int32_t disp, int32_t imm) {
  Writer w(a);
  w.u8(0xF0);
  group1MI(w, true, 0, base, disp, imm);
}

} // namespace hop::jit::x64
