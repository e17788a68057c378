// vasm.h — a Vunit: blocks of vasm instructions, each block tagged with
// the code area it is emitted into (Main: the hot path; Cold: slow paths;
// Frozen: exits), over virtual registers.
#pragma once
#include <cstdint>
#include <memory>
#include <memory_resource>
#include <string>
#include <vector>

#include "jit/area.h"
#include "jit/vasm/vasm-ops.h"

namespace hop::jit {

/// A register: physical GP 0..15 (x86 numbering), physical XMM 16..31,
/// virtual from kFirstVirtual on.
struct Vreg {
  static constexpr uint32_t kInvalid = 0xffffffffu;
  static constexpr uint32_t kFirstXmm = 16;
  static constexpr uint32_t kFirstVirtual = 32;
  uint32_t n = kInvalid;
  bool valid() const { return n != kInvalid; }
  bool isPhys() const { return n < kFirstVirtual; }
  bool operator==(const Vreg& o) const { return n == o.n; }
  bool operator!=(const Vreg& o) const { return n != o.n; }
};

/// The physical registers and what each is for: the one list the
/// allocator, the emitter (which registers to save) and the checker read.
///   Alloc        given to values, caller-saved (a call clobbers it)
///   AllocSaved   given to values, callee-saved (the prologue saves it when used)
///   Scratch      never allocated: the emitter's and spill code's temporaries
///   Pinned       holds the same thing for the whole translation
///   Reserved     never allocated (rcx: shift counts through cl)
//  X(name, number, use, callee-saved in the SysV ABI)
#define HOP_VASM_GP_REGS(X)                  \
  X(rax, 0, Alloc, false)                    \
  X(rcx, 1, Reserved, false)                 \
  X(rdx, 2, Alloc, false)                    \
  X(rbx, 3, Pinned, true)   /* VMState* */   \
  X(rsp, 4, Pinned, true)                    \
  X(rbp, 5, Pinned, true)   /* native frame */ \
  X(rsi, 6, Alloc, false)                    \
  X(rdi, 7, Alloc, false)                    \
  X(r8, 8, Alloc, false)                     \
  X(r9, 9, Alloc, false)                     \
  X(r10, 10, Scratch, false)                 \
  X(r11, 11, Scratch, false)                 \
  X(r12, 12, Pinned, true)  /* locals */     \
  X(r13, 13, AllocSaved, true)               \
  X(r14, 14, AllocSaved, true)               \
  X(r15, 15, AllocSaved, true)

enum class RegUse : uint8_t { Alloc, AllocSaved, Scratch, Pinned, Reserved };

/// A set of physical registers: bit n for Vreg n (GP 0-15, XMM 16-31).
using RegSet = uint32_t;
constexpr RegSet regBit(uint32_t n) { return RegSet(1) << n; }
/// XMM registers: xmm0-13 allocatable, xmm14/15 scratch; all caller-saved.
constexpr uint32_t kNumAllocXmm = 14;
constexpr RegSet kAllXmm = 0xffff0000u;

namespace vregs {
constexpr RegUse kGpUse[16] = {
#define X(name, n, use, saved) RegUse::use,
    HOP_VASM_GP_REGS(X)
#undef X
};
constexpr bool kGpCalleeSaved[16] = {
#define X(name, n, use, saved) saved,
    HOP_VASM_GP_REGS(X)
#undef X
};
constexpr RegSet gpWhere(RegUse u) {
  RegSet s = 0;
  for (uint32_t n = 0; n < 16; ++n) if (kGpUse[n] == u) s |= regBit(n);
  return s;
}
constexpr RegSet gpCallerSaved() {
  RegSet s = 0;
  for (uint32_t n = 0; n < 16; ++n) if (!kGpCalleeSaved[n]) s |= regBit(n);
  return s;
}
} // namespace vregs

/// The GP registers values get, caller-saved ones first (first fit).
constexpr RegSet kAllocGp = vregs::gpWhere(RegUse::Alloc) | vregs::gpWhere(RegUse::AllocSaved);
constexpr RegSet kAllocCalleeSaved = vregs::gpWhere(RegUse::AllocSaved);
/// Allocatable registers a C++ call destroys: what callrelease saves itself
/// (those of them live across it: register allocation puts the set in its aux0).
constexpr RegSet kAllocCallerSaved = vregs::gpWhere(RegUse::Alloc);
constexpr RegSet kReleaseSaves = kAllocCallerSaved | (((RegSet(1) << kNumAllocXmm) - 1) << Vreg::kFirstXmm);

/// The table's clobber sets (vasm-ops.h).
namespace vclob {
constexpr RegSet CNone = 0;
constexpr RegSet CR11 = regBit(11);
constexpr RegSet CR10R11 = regBit(10) | regBit(11);
constexpr RegSet CRcx = regBit(1);
constexpr RegSet CXmm15 = regBit(31);
/// A C++ call: every caller-saved register (the SysV ABI).
constexpr RegSet CCall = vregs::gpCallerSaved() | kAllXmm;
/// The scratch registers and rcx (callrelease saves the allocatable ones itself).
constexpr RegSet CScratch = vregs::gpWhere(RegUse::Scratch) | vregs::gpWhere(RegUse::Reserved) | regBit(30) | regBit(31);
} // namespace vclob

/// The registers pinned for a whole translation.
constexpr Vreg kRegVM{3};       // rbx: the VMState*
constexpr Vreg kRegLocals{12};  // r12: the frame's first local
constexpr Vreg kRegFP{5};       // rbp: the translation's native frame
constexpr Vreg kRegSP{4};       // rsp: the native stack (call-room checks read it)
/// Spill slot k of the native frame: below rbp and the five callee-saved
/// registers the prologue saves (rbx r12 r13 r14 r15: slots for all five,
/// only those in use written).
inline int32_t spillDisp(uint32_t k) { return -48 - 8 * static_cast<int32_t>(k); }

enum class Vclass : uint8_t { GP, XMM };

struct Vinstr {
  Vop op;
  Vreg d, s0, s1;
  int64_t imm = 0;
  int32_t disp = 0;
  uint8_t cc = 0;
  uint32_t t0 = 0, t1 = 0;   // block ids
  uint32_t aux0 = 0, aux1 = 0;   // more immediates (callphp's offsets)
};

struct Vblock {
  Area area = Area::Main;
  std::pmr::vector<Vinstr> code;   // in its unit's arena (Vunit::newBlock)
};

struct Vunit {
  Vunit();
  ~Vunit();
  Vunit(const Vunit&) = delete;
  Vunit& operator=(const Vunit&) = delete;

  std::vector<Vblock> blocks;    // block 0 is the entry
  std::vector<uint32_t> order;   // blocks in the order lowering filled them
  std::vector<Vclass> vclass;    // per virtual register (index n - kFirstVirtual)
  uint32_t numSpillSlots = 0;    // set by register allocation
  /// The physical registers the allocated code names (set by register
  /// allocation): the prologue saves the callee-saved ones among them.
  RegSet usedRegs = 0;

  /// A new block in area `a`, its instructions in the unit's arena: a
  /// translation's blocks cost no allocation each (the arena starts in a
  /// per-thread buffer reused by the next unit; what outgrows it is freed
  /// with the unit).
  uint32_t newBlock(Area a) {
    blocks.push_back(Vblock{a, std::pmr::vector<Vinstr>(m_arena.get())});
    return static_cast<uint32_t>(blocks.size() - 1);
  }
  Vreg makeReg(Vclass c) {
    vclass.push_back(c);
    return Vreg{Vreg::kFirstVirtual + static_cast<uint32_t>(vclass.size() - 1)};
  }
  Vclass classOf(Vreg r) const {
    if (r.isPhys()) return r.n >= Vreg::kFirstXmm ? Vclass::XMM : Vclass::GP;
    return vclass[r.n - Vreg::kFirstVirtual];
  }
  /// Block ids in emission order: Main blocks, then Cold, then Frozen,
  /// each area in the order lowering filled them.
  std::vector<uint32_t> layout() const;
  /// The dump (deterministic: no addresses; the incstat counter by name).
  std::string toString() const;

private:
  std::unique_ptr<std::pmr::monotonic_buffer_resource> m_arena;
  bool m_ownsThreadBuffer = false;
};

/// The table's facts about an op (vasm-ops.h).
struct VopInfo {
  const char* name;
  Vrole d, s0, s1;
  uint8_t flagsEffect;   // vflags
  RegSet clobbers;
  VimmKind imm;
  uint32_t flags;        // kVTerminal, kVCall
};
namespace detail {
using namespace vflags;
using namespace vclob;
/// The table, inline: the allocator and the emitter read it per operand.
inline constexpr VopInfo kVops[] = {
#define X(name, d, s0, s1, fl, clob, imm, flags) \
  {#name, Vrole::d, Vrole::s0, Vrole::s1, fl, clob, VimmKind::imm, flags},
    HOP_VASM_OPS(X)
#undef X
};
} // namespace detail
inline const VopInfo& vopInfo(Vop op) { return detail::kVops[static_cast<size_t>(op)]; }
inline const char* vopName(Vop op) { return vopInfo(op).name; }
inline uint32_t vopFlags(Vop op) { return vopInfo(op).flags; }
inline RegSet vopClobbers(Vop op) { return vopInfo(op).clobbers; }
/// The op's successor blocks (t0, t1 by its immediates).
inline uint32_t vopNumTargets(Vop op) {
  const VimmKind k = vopInfo(op).imm;
  return k == VimmKind::Jcc ? 2 : k == VimmKind::Jmp ? 1 : 0;
}

/// Calls f(Vreg&, bool isDef) for each register operand in use: the uses
/// (s0, s1: values and memory bases) first, then the definition.
template <class F> void forEachReg(Vinstr& in, F&& f) {
  const VopInfo& i = vopInfo(in.op);
  if (i.s0 != Vrole::N) f(in.s0, false);
  if (i.s1 != Vrole::N) f(in.s1, false);
  if (i.d != Vrole::N) f(in.d, true);
}

} // namespace hop::jit
