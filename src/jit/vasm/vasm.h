// vasm.h — a Vunit: blocks of vasm instructions, each block tagged with
// the code area it is emitted into (Main: the hot path; Cold: slow paths;
// Frozen: exits), over virtual registers.
#pragma once
#include <cstdint>
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
  std::vector<Vinstr> code;
};

struct Vunit {
  std::vector<Vblock> blocks;    // block 0 is the entry
  std::vector<uint32_t> order;   // blocks in the order lowering filled them
  std::vector<Vclass> vclass;    // per virtual register (index n - kFirstVirtual)
  uint32_t numSpillSlots = 0;    // set by register allocation

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
};

const char* vopName(Vop op);
uint32_t vopFlags(Vop op);
/// Calls f(Vreg&, bool isDef) for each register operand in use.
template <class F> void forEachReg(Vinstr& in, F&& f);

namespace vasm_detail {
struct OpShape { bool d, s0, s1; };
OpShape shapeOf(Vop op);
}

template <class F> void forEachReg(Vinstr& in, F&& f) {
  const auto s = vasm_detail::shapeOf(in.op);
  if (s.s0) f(in.s0, false);
  if (s.s1) f(in.s1, false);
  if (s.d) f(in.d, true);
}

} // namespace hop::jit
