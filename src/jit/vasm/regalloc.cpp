// regalloc.cpp — linear scan (see regalloc.h).
#include "jit/vasm/regalloc.h"

#include <algorithm>
#include <utility>

namespace hop::jit {

namespace {

using Range = std::pair<uint32_t, uint32_t>;   // [from, to], positions

// The spill code's registers: the register table's Scratch GPs (vasm.h),
// and the two XMMs above the allocatable ones.
constexpr uint32_t kScratchGP0 = 10, kScratchGP1 = 11;
static_assert(vregs::kGpUse[kScratchGP0] == RegUse::Scratch && vregs::kGpUse[kScratchGP1] == RegUse::Scratch);
constexpr uint32_t kScratchX0 = Vreg::kFirstXmm + kNumAllocXmm, kScratchX1 = kScratchX0 + 1;
static_assert(kNumAllocXmm + 2 == 16);
constexpr RegSet kAllocatable = kAllocGp | (((RegSet(1) << kNumAllocXmm) - 1) << Vreg::kFirstXmm);

std::vector<uint32_t> successors(const Vblock& b) {
  if (b.code.empty()) return {};
  const Vinstr& last = b.code.back();
  switch (vopNumTargets(last.op)) {
    case 2: return {last.t0, last.t1};
    case 1: return {last.t0};
    default: return {};
  }
}

bool overlaps(const std::vector<Range>& a, const std::vector<Range>& b) {
  for (const Range& x : a) {
    for (const Range& y : b) {
      if (x.first <= y.second && y.first <= x.second) return true;
    }
  }
  return false;
}

} // namespace

void allocateRegisters(Vunit& unit) {
  const uint32_t numV = static_cast<uint32_t>(unit.vclass.size());
  auto vidx = [](Vreg r) { return r.n - Vreg::kFirstVirtual; };
  const std::vector<uint32_t> layout = unit.layout();

  // Positions: instruction i of the layout uses at 2i, defines at 2i+1.
  // Where the code clobbers registers (the table's clobber sets): a value
  // live across such a position must not be in one of them.
  std::vector<uint32_t> blockStart(unit.blocks.size(), 0);
  std::vector<std::pair<uint32_t, RegSet>> clobberPos;
  uint32_t idx = 0;
  for (uint32_t b : layout) {
    blockStart[b] = idx;
    for (const Vinstr& in : unit.blocks[b].code) {
      // (only clobbers of allocatable registers matter: scratch ones never hold values)
      if (const RegSet c = vopClobbers(in.op) & kAllocatable) clobberPos.push_back({2 * idx + 1, c});
      ++idx;
    }
  }

  // Liveness to a fixpoint.
  std::vector<std::vector<char>> liveIn(unit.blocks.size(), std::vector<char>(numV, 0));
  auto liveOutOf = [&](uint32_t b) {
    std::vector<char> out(numV, 0);
    for (uint32_t s : successors(unit.blocks[b])) {
      for (uint32_t v = 0; v < numV; ++v) out[v] |= liveIn[s][v];
    }
    return out;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = layout.rbegin(); it != layout.rend(); ++it) {
      std::vector<char> live = liveOutOf(*it);
      auto& code = unit.blocks[*it].code;
      for (auto in = code.rbegin(); in != code.rend(); ++in) {
        forEachReg(*in, [&](Vreg& r, bool isDef) {
          if (!r.isPhys() && isDef) live[vidx(r)] = 0;
        });
        forEachReg(*in, [&](Vreg& r, bool isDef) {
          if (!r.isPhys() && !isDef) live[vidx(r)] = 1;
        });
      }
      if (live != liveIn[*it]) {
        liveIn[*it] = std::move(live);
        changed = true;
      }
    }
  }

  // Ranges.
  std::vector<std::vector<Range>> ranges(numV);
  for (uint32_t b : layout) {
    auto& code = unit.blocks[b].code;
    if (code.empty()) continue;
    const uint32_t start = 2 * blockStart[b];
    const uint32_t end = 2 * (blockStart[b] + static_cast<uint32_t>(code.size()) - 1) + 1;
    std::vector<int> open(numV, -1);   // index of this block's range, while live
    std::vector<char> out = liveOutOf(b);
    for (uint32_t v = 0; v < numV; ++v) {
      if (!out[v]) continue;
      open[v] = static_cast<int>(ranges[v].size());
      ranges[v].push_back({start, end});
    }
    for (int i = static_cast<int>(code.size()) - 1; i >= 0; --i) {
      const uint32_t pos = 2 * (blockStart[b] + i);
      forEachReg(code[i], [&](Vreg& r, bool isDef) {
        if (r.isPhys() || !isDef) return;
        const uint32_t v = vidx(r);
        if (open[v] >= 0) {
          ranges[v][open[v]].first = pos + 1;
          open[v] = -1;
        } else {
          ranges[v].push_back({pos + 1, pos + 1});   // dead definition
        }
      });
      forEachReg(code[i], [&](Vreg& r, bool isDef) {
        if (r.isPhys() || isDef) return;
        const uint32_t v = vidx(r);
        if (open[v] < 0) {
          open[v] = static_cast<int>(ranges[v].size());
          ranges[v].push_back({start, pos});
        }
      });
    }
  }

  // Assignment, in order of first position.
  std::vector<uint32_t> order;
  for (uint32_t v = 0; v < numV; ++v) {
    if (!ranges[v].empty()) order.push_back(v);
  }
  auto firstPos = [&](uint32_t v) {
    uint32_t m = ~0u;
    for (auto& r : ranges[v]) m = std::min(m, r.first);
    return m;
  };
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return firstPos(a) < firstPos(b); });
  std::vector<std::vector<Range>> occupied(Vreg::kFirstVirtual);
  std::vector<uint32_t> assigned(numV, Vreg::kInvalid);
  std::vector<int> spill(numV, -1);
  for (uint32_t v : order) {
    RegSet avoid = 0;
    for (auto& [p, c] : clobberPos) {
      for (auto& r : ranges[v]) {
        if (r.first < p && p < r.second) avoid |= c;
      }
    }
    std::vector<uint32_t> cands;
    if (unit.vclass[v] == Vclass::GP) {
      for (uint32_t r = 0; r < 16; ++r) {
        if ((kAllocGp & regBit(r)) && !(avoid & regBit(r))) cands.push_back(r);
      }
    } else {
      for (uint32_t x = 0; x < kNumAllocXmm; ++x) {
        if (!(avoid & regBit(Vreg::kFirstXmm + x))) cands.push_back(Vreg::kFirstXmm + x);
      }
    }
    for (uint32_t r : cands) {
      if (overlaps(occupied[r], ranges[v])) continue;
      assigned[v] = r;
      occupied[r].insert(occupied[r].end(), ranges[v].begin(), ranges[v].end());
      break;
    }
    if (assigned[v] == Vreg::kInvalid) spill[v] = static_cast<int>(unit.numSpillSlots++);
  }

  // Rewrite: physical registers, spill code around spilled operands.
  for (uint32_t b : layout) {
    std::vector<Vinstr> out;
    for (Vinstr in : unit.blocks[b].code) {
      std::vector<Vinstr> after;
      forEachReg(in, [&](Vreg& r, bool isDef) {
        if (r.isPhys()) return;
        const uint32_t v = vidx(r);
        if (spill[v] < 0) {
          r = Vreg{assigned[v]};
          return;
        }
        const bool xmm = unit.vclass[v] == Vclass::XMM;
        Vinstr mem{};
        mem.disp = spillDisp(static_cast<uint32_t>(spill[v]));
        if (isDef) {
          r = Vreg{xmm ? kScratchX0 : kScratchGP0};
          mem.op = xmm ? Vop::storesd : Vop::store;
          mem.s0 = r;
          mem.s1 = kRegFP;
          after.push_back(mem);
        } else {
          // By operand position, not by count: s1 always reloads into the
          // second scratch, so an emitter that moves s0 into the first one
          // before reading s1 (callh, remq) never clobbers it.
          const bool second = &r == &in.s1;
          r = Vreg{xmm ? (second ? kScratchX1 : kScratchX0) : (second ? kScratchGP1 : kScratchGP0)};
          mem.op = xmm ? Vop::loadsd : Vop::load;
          mem.d = r;
          mem.s0 = kRegFP;
          out.push_back(mem);
        }
      });
      out.push_back(in);
      out.insert(out.end(), after.begin(), after.end());
    }
    unit.blocks[b].code = std::move(out);
  }
}

} // namespace hop::jit
