// vasm-ops.h — the near-machine instruction set the IR lowers to (HHVM's
// vasm, reduced). Operands: d = the defined register, s0 s1 = used
// registers, imm, disp (a memory displacement), cc (an x86 condition code
// nibble), t0 t1 = target blocks. Registers are Vregs: virtual (any number,
// GP or XMM) until register allocation replaces them by physical ones.
//
// One table (HOP_VASM_OPS) holds every fact about an op; liveness and the
// allocator's operands (forEachReg), the clobbers the allocator avoids, the
// successors, the printer and the vasm checker (vasm-check.h) all read it:
//
//  X(name, d, s0, s1, flags effect, clobbers, immediates, flags)
//
// Operand roles: N unused; D defined; U used (a register value); M used as
// a memory base (the dump prints [reg+disp]).
// Flags effect (x86 EFLAGS): FN untouched; FD set for a later jcc/setcc;
// FU read (the op after a compare); FX destroyed (its value means nothing);
// FUX read, then destroyed.
// Clobbers: the physical registers the emitted code overwrites besides d
// (vasm.h's register table names the sets): a value live across the op
// must not sit in one (the allocator avoids them, the checker verifies).
// Immediates (how the dump prints imm/disp/cc/t0/t1/aux): see VimmKind.
// Flags: kVTerminal ends its block; kVCall calls C++.
#pragma once
#include <cstdint>

namespace hop::jit {

#define HOP_VASM_OPS(X)                                                                                       \
  X(ldimm,    D, N, N, FN,  CNone,      Hex,      0)            /* d = imm */                                   \
  X(ldimmd,   D, N, N, FN,  CR11,       Dbl,      0)            /* d(xmm) = the double whose bits are imm */    \
  X(ldfunc,   D, N, N, FN,  CNone,      Func,     0)            /* d = imm, a Func* (dumps print its name) */   \
  X(ldstr,    D, N, N, FN,  CNone,      Str,      0)            /* d = imm, a static StringData* (dumps print it) */ \
  X(ldptr,    D, N, N, FN,  CNone,      Ptr,      0)            /* d = imm, a Class* or static array (dumps: ptr) */ \
  X(lea,      D, M, N, FN,  CNone,      None,     0)            /* d = s0 + disp */                             \
  X(load,     D, M, N, FN,  CNone,      None,     0)            /* d = qword [s0 + disp] */                     \
  X(loadsd,   D, M, N, FN,  CNone,      None,     0)            /* d(xmm) = [s0 + disp] */                      \
  X(loadl,    D, M, N, FN,  CNone,      None,     0)            /* d = dword [s0 + disp], zero-extended */      \
  X(leaidx,   D, U, U, FN,  CNone,      Disp,     0)            /* d = s0 + 16 * s1 + disp (a TypedValue vector slot) */ \
  X(store,    N, U, M, FN,  CNone,      None,     0)            /* qword [s1 + disp] = s0 */                    \
  X(storesd,  N, U, M, FN,  CNone,      None,     0)            /* [s1 + disp] = s0(xmm) */                     \
  X(storeti,  N, M, N, FN,  CNone,      Hex,      0)            /* qword [s0 + disp] = imm (a type word) */     \
  X(storel,   N, U, M, FN,  CNone,      None,     0)            /* dword [s1 + disp] = s0 */                    \
  X(addqi,    D, U, N, FD,  CNone,      Hex,      0)            /* d = s0 + imm (int32), flags (OF: overflow) */ \
  X(cmpqi,    N, U, N, FD,  CNone,      Hex,      0)            /* flags = s0 - imm (int32) */                  \
  X(cmpbi,    N, M, N, FD,  CNone,      Hex,      0)            /* flags = byte [s0 + disp] - imm */            \
  X(testbi,   N, M, N, FD,  CNone,      Hex,      0)            /* flags = byte [s0 + disp] & imm */            \
  X(cmpli,    N, M, N, FD,  CNone,      Hex,      0)            /* flags = dword [s0 + disp] - imm */           \
  X(testli,   N, M, N, FD,  CNone,      Hex,      0)            /* flags = dword [s0 + disp] & imm */           \
  X(cmpqm,    N, U, M, FD,  CNone,      None,     0)            /* flags = s0 - qword [s1 + disp] */            \
  X(storebi,  N, M, N, FN,  CNone,      Hex,      0)            /* byte [s0 + disp] = imm */                    \
  X(addq,     D, U, U, FD,  CNone,      None,     0)            /* d = s0 + s1, flags (OF: overflow) */         \
  X(subq,     D, U, U, FD,  CR11,       None,     0)            /* d = s0 - s1, flags (r11 when d is s1) */     \
  X(imulq,    D, U, U, FD,  CNone,      None,     0)            /* d = s0 * s1, OF on overflow */               \
  X(xorq,     D, U, U, FX,  CNone,      None,     0)            /* d = s0 ^ s1 */                               \
  X(andq,     D, U, U, FX,  CNone,      None,     0)            /* d = s0 & s1 */                               \
  X(orq,      D, U, U, FX,  CNone,      None,     0)            /* d = s0 | s1 */                               \
  X(shlq,     D, U, U, FX,  CRcx,       None,     0)            /* d = s0 << s1 (the count through cl) */       \
  X(sarq,     D, U, U, FX,  CRcx,       None,     0)            /* d = s0 >> s1, arithmetic */                  \
  X(remq,     D, U, U, FX,  CR10R11,    None,     0)            /* d = s0 % s1, signed (idiv; rax and rdx kept) */ \
  X(addsd,    D, U, U, FN,  CNone,      None,     0)                                                            \
  X(subsd,    D, U, U, FN,  CXmm15,     None,     0)            /* (xmm15 when d is s1) */                      \
  X(mulsd,    D, U, U, FN,  CNone,      None,     0)                                                            \
  X(divsd,    D, U, U, FN,  CXmm15,     None,     0)            /* (xmm15 when d is s1) */                      \
  X(cvtsi2sd, D, U, N, FN,  CNone,      None,     0)            /* d(xmm) = (double)s0 */                       \
  X(cmpq,     N, U, U, FD,  CNone,      None,     0)            /* flags = s0 - s1 */                           \
  X(ucomisd,  N, U, U, FD,  CNone,      None,     0)            /* flags = compare s0, s1 (unordered: ZF PF CF) */ \
  X(setcc,    D, N, N, FU,  CNone,      Cc,       0)            /* d = cc ? 1 : 0 */                            \
  X(seteqd,   D, N, N, FUX, CR11,       None,     0)            /* d = ZF && !PF (after ucomisd: ordered, equal) */ \
  X(setneqd,  D, N, N, FUX, CR11,       None,     0)            /* d = !ZF || PF */                             \
  X(jcc,      N, N, N, FU,  CNone,      Jcc,      kVTerminal)   /* cc ? t0 : t1 */                              \
  X(jmp,      N, N, N, FN,  CNone,      Jmp,      kVTerminal)   /* to t0 */                                     \
  X(exit,     N, N, N, FN,  CNone,      Hex,      kVTerminal)   /* return imm to the runtime */                 \
  X(callinterp, N, N, N, FX, CCall,     BcDepth,  kVCall)       /* interp-one of bytecode imm, stack depth disp; */ \
                                                                /* returns to the runtime unless it fell through */ \
  X(callphp,  N, N, N, FX,  CCall,      CallPHP,  kVCall)       /* enter the frame of Func imm whose ActRec is at */ \
                                                                /* [r12 + disp] (arguments above it), return offset */ \
                                                                /* aux0, entry offset aux1; run it through a */     \
                                                                /* smashable call bound to its translation; leave */ \
                                                                /* on an exception, else go on (vm.fp the caller) */ \
  X(incstat,  N, N, N, FX,  CR11,       Stat,     0)            /* lock add qword [imm], disp */                \
  /* d = the C++ helper imm (VMState*, s0, s1, aux0 | aux1 << 32), GP operands (dumps */                      \
  /* name the helper: jit/string-helpers.h, jit/array-helpers.h) */                                           \
  X(callh,    D, U, U, FX,  CCall,      Helper,   kVCall)                                                     \
  X(loadzb,   D, M, N, FN,  CNone,      None,     0)            /* d = byte [s0 + disp], zero-extended */       \
  X(testqi,   N, U, N, FD,  CNone,      Hex,      0)            /* flags = s0 & imm */                          \
  X(cmpptr,   N, M, N, FD,  CR11,       Ptr,      0)            /* flags = qword [s0 + disp] - imm (a pointer: the */ \
                                                                /* dumps print no address) */                   \
  X(decl,     N, M, N, FX,  CNone,      None,     0)            /* dword [s0 + disp] -= 1 */                    \
  X(incref,   N, U, N, FX,  CNone,      None,     0)            /* dword [s0] += 1 unless negative (static) */  \
  X(sqrtsd,   D, U, N, FN,  CNone,      None,     0)            /* d(xmm) = sqrt(s0(xmm)) */                    \
  /* release the heap value s0 (type byte: s1 if valid, else cc) through the helper; */                       \
  /* imm = bytecode offset | stack depth << 32. Saves and restores the allocatable */                         \
  /* caller-saved registers live across it itself (aux0, set by register allocation; */                     \
  /* a cold path: the allocator sees no call); leaves on an exception */                                      \
  X(callrelease, N, U, U, FX, CScratch, Release,  0)                                                          \
  /* interp-one of a branching bytecode imm, stack depth disp: returns to the runtime */                     \
  /* unless it fell through or jumped to its target; flags: E when it jumped */                               \
  X(callinterpbr, N, N, N, FD, CCall,   BcDepth,  kVCall)                                                   \
  /* profiling (hop.jit=pgo): counters at fixed addresses (imm), bumped without a lock prefix */            \
  X(profinc,  N, N, N, FX,  CR11,       Prof,     0)            /* qword [imm] += 1 */                          \
  X(profcmp,  N, N, N, FD,  CR11,       ProfCmp,  0)            /* flags = qword [imm] - disp */                \
  X(proftype, N, M, N, FX,  CR10R11,    Prof,     0)            /* count the type byte [s0 + disp] in the */    \
                                                                /* 16-slot table at imm (prof-data.h) */

constexpr uint32_t kVTerminal = 1u << 0;
constexpr uint32_t kVCall = 1u << 1;

enum class Vop : uint8_t {
#define X(name, d, s0, s1, fl, clob, imm, flags) name,
  HOP_VASM_OPS(X)
#undef X
};

/// An operand's role (the table's d/s0/s1 columns).
enum class Vrole : uint8_t { N, D, U, M };

/// What an op does to the flags register.
namespace vflags {
constexpr uint8_t FN = 0;
constexpr uint8_t FD = 1;          // sets them (a jcc/setcc may read them)
constexpr uint8_t FU = 2;          // reads them
constexpr uint8_t FX = 4;          // destroys them
constexpr uint8_t FUX = FU | FX;   // reads, then destroys
} // namespace vflags

/// How the dump prints an op's immediates (imm, disp, cc, t0/t1, aux0/aux1).
enum class VimmKind : uint8_t {
  None, Hex, Dbl, Func, Str, Disp, Cc, Jcc, Jmp, BcDepth, CallPHP, Stat, Helper, Ptr, Release, Prof, ProfCmp,
};

} // namespace hop::jit
