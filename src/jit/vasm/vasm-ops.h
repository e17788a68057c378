// vasm-ops.h — the near-machine instruction set the IR lowers to (HHVM's
// vasm, reduced). Operands: d = the defined register, s0 s1 = used
// registers, imm, disp (a memory displacement), cc (an x86 condition code
// nibble), t0 t1 = target blocks. Registers are Vregs: virtual (any number,
// GP or XMM) until register allocation replaces them by physical ones.
//
//  X(name, defines d, uses s0, uses s1, flags)
#pragma once
#include <cstdint>

namespace hop::jit {

#define HOP_VASM_OPS(X)                                                                      \
  X(ldimm,    1, 0, 0, 0)              /* d = imm */                                         \
  X(ldimmd,   1, 0, 0, 0)              /* d(xmm) = the double whose bits are imm */          \
  X(ldfunc,   1, 0, 0, 0)              /* d = imm, a Func* (dumps print its name) */         \
  X(ldstr,    1, 0, 0, 0)              /* d = imm, a static StringData* (dumps print it) */  \
  X(lea,      1, 1, 0, 0)              /* d = s0 + disp */                                   \
  X(load,     1, 1, 0, 0)              /* d = qword [s0 + disp] */                           \
  X(loadsd,   1, 1, 0, 0)              /* d(xmm) = [s0 + disp] */                            \
  X(loadl,    1, 1, 0, 0)              /* d = dword [s0 + disp], zero-extended */            \
  X(leaidx,   1, 1, 1, 0)              /* d = s0 + 16 * s1 + disp (a TypedValue vector slot) */ \
  X(store,    0, 1, 1, 0)              /* qword [s1 + disp] = s0 */                          \
  X(storesd,  0, 1, 1, 0)              /* [s1 + disp] = s0(xmm) */                           \
  X(storeti,  0, 1, 0, 0)              /* qword [s0 + disp] = imm (a type word) */           \
  X(storel,   0, 1, 1, 0)              /* dword [s1 + disp] = s0 */                          \
  X(addqi,    1, 1, 0, 0)              /* d = s0 + imm */                                    \
  X(cmpbi,    0, 1, 0, 0)              /* flags = byte [s0 + disp] - imm */                  \
  X(testbi,   0, 1, 0, 0)              /* flags = byte [s0 + disp] & imm */                  \
  X(cmpli,    0, 1, 0, 0)              /* flags = dword [s0 + disp] - imm */                 \
  X(testli,   0, 1, 0, 0)              /* flags = dword [s0 + disp] & imm */                 \
  X(cmpqm,    0, 1, 1, 0)              /* flags = s0 - qword [s1 + disp] */                  \
  X(storebi,  0, 1, 0, 0)              /* byte [s0 + disp] = imm */                          \
  X(addq,     1, 1, 1, 0)              /* d = s0 + s1, flags */                              \
  X(subq,     1, 1, 1, 0)              /* d = s0 - s1, flags */                              \
  X(imulq,    1, 1, 1, 0)              /* d = s0 * s1, OF on overflow */                     \
  X(xorq,     1, 1, 1, 0)              /* d = s0 ^ s1 */                                     \
  X(andq,     1, 1, 1, 0)              /* d = s0 & s1 */                                     \
  X(orq,      1, 1, 1, 0)              /* d = s0 | s1 */                                     \
  X(shlq,     1, 1, 1, 0)              /* d = s0 << s1 (through cl: rcx is never allocated) */ \
  X(sarq,     1, 1, 1, 0)              /* d = s0 >> s1, arithmetic */                        \
  X(remq,     1, 1, 1, 0)              /* d = s0 % s1, signed (idiv; rax and rdx kept) */    \
  X(addsd,    1, 1, 1, 0)                                                                    \
  X(subsd,    1, 1, 1, 0)                                                                    \
  X(mulsd,    1, 1, 1, 0)                                                                    \
  X(divsd,    1, 1, 1, 0)                                                                    \
  X(cvtsi2sd, 1, 1, 0, 0)              /* d(xmm) = (double)s0 */                             \
  X(cmpq,     0, 1, 1, 0)              /* flags = s0 - s1 */                                 \
  X(ucomisd,  0, 1, 1, 0)              /* flags = compare s0, s1 (unordered: ZF PF CF) */    \
  X(setcc,    1, 0, 0, 0)              /* d = cc ? 1 : 0 */                                  \
  X(seteqd,   1, 0, 0, 0)              /* d = ZF && !PF (after ucomisd: ordered, equal) */   \
  X(setneqd,  1, 0, 0, 0)              /* d = !ZF || PF */                                   \
  X(jcc,      0, 0, 0, kVTerminal)     /* cc ? t0 : t1 */                                    \
  X(jmp,      0, 0, 0, kVTerminal)     /* to t0 */                                           \
  X(exit,     0, 0, 0, kVTerminal)     /* return imm to the runtime */                       \
  X(callinterp, 0, 0, 0, kVCall)       /* interp-one of bytecode imm, stack depth disp; */  \
                                       /* returns to the runtime unless it fell through */   \
  X(callphp,  0, 0, 0, kVCall)         /* enter the frame of Func imm whose ActRec is at */  \
                                       /* [r12 + disp] (arguments above it), return offset */ \
                                       /* aux0, entry offset aux1; run it through a */        \
                                       /* smashable call bound to its translation; leave */    \
                                       /* on an exception, else go on (vm.fp the caller) */    \
  X(incstat,  0, 0, 0, 0)              /* lock add qword [imm], disp */ \
  /* d = the C++ helper imm (VMState*, s0, s1, aux0 | aux1 << 32), GP operands (dumps */    \
  /* name the helper: jit/string-helpers.h, jit/array-helpers.h) */                                               \
  X(callh,    1, 1, 1, kVCall)                                                               \
  X(loadzb,   1, 1, 0, 0)              /* d = byte [s0 + disp], zero-extended */             \
  X(testqi,   0, 1, 0, 0)              /* flags = s0 & imm */                                \
  X(cmpptr,   0, 1, 0, 0)              /* flags = qword [s0 + disp] - imm (a pointer: the */ \
                                       /* dumps print no address) */                         \
  X(decl,     0, 1, 0, 0)              /* dword [s0 + disp] -= 1 */                          \
  X(incref,   0, 1, 0, 0)              /* dword [s0] += 1 unless negative (static) */        \
  X(sqrtsd,   1, 1, 0, 0)              /* d(xmm) = sqrt(s0(xmm)) */                          \
  /* release the heap value s0 (type byte: s1 if valid, else cc) through the helper; */      \
  /* imm = bytecode offset | stack depth << 32. Saves and restores every caller-saved */     \
  /* register itself (a cold path: the allocator need not know); leaves on an exception */  \
  X(callrelease, 0, 1, 1, 0)                                                                 \
  /* interp-one of a branching bytecode imm, stack depth disp: returns to the runtime */    \
  /* unless it fell through or jumped to its target; flags: E when it jumped */              \
  X(callinterpbr, 0, 0, 0, kVCall)

constexpr uint32_t kVTerminal = 1u << 0;
constexpr uint32_t kVCall = 1u << 1;

enum class Vop : uint8_t {
#define X(name, d, s0, s1, flags) name,
  HOP_VASM_OPS(X)
#undef X
};

} // namespace hop::jit
