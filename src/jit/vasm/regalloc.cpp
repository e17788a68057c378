// regalloc.cpp — linear scan (see regalloc.h).
#include "jit/vasm/regalloc.h"

#include <algorithm>
#include <map>
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

  // Liveness to a fixpoint. Each block's live-in set is a sorted list of
  // vregs, worked on in a sparse set (a dense position index plus the
  // members): a block costs its live values and its instructions, never
  // the unit's vreg count, so a long straight-line region (thousands of
  // blocks, a few values live at each) is linear, not blocks x vregs.
  std::vector<std::vector<uint32_t>> liveIn(unit.blocks.size());
  std::vector<std::vector<uint32_t>> succs(unit.blocks.size());
  for (uint32_t b : layout) succs[b] = successors(unit.blocks[b]);
  constexpr uint32_t kOut = ~0u;
  std::vector<uint32_t> where(numV, kOut);   // v's index in `live`, or kOut
  std::vector<uint32_t> live;                // the members
  auto add = [&](uint32_t v) {
    if (where[v] != kOut) return;
    where[v] = static_cast<uint32_t>(live.size());
    live.push_back(v);
  };
  auto remove = [&](uint32_t v) {
    const uint32_t i = where[v];
    if (i == kOut) return;
    const uint32_t last = live.back();
    live[i] = last;
    where[last] = i;
    live.pop_back();
    where[v] = kOut;
  };
  auto clearLive = [&] {
    for (uint32_t v : live) where[v] = kOut;
    live.clear();
  };
  auto liveOutOf = [&](uint32_t b) {
    clearLive();
    for (uint32_t s : succs[b]) {
      for (uint32_t v : liveIn[s]) add(v);
    }
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = layout.rbegin(); it != layout.rend(); ++it) {
      liveOutOf(*it);
      auto& code = unit.blocks[*it].code;
      for (auto in = code.rbegin(); in != code.rend(); ++in) {
        forEachReg(*in, [&](Vreg& r, bool isDef) {
          if (!r.isPhys() && isDef) remove(vidx(r));
        });
        forEachReg(*in, [&](Vreg& r, bool isDef) {
          if (!r.isPhys() && !isDef) add(vidx(r));
        });
      }
      std::vector<uint32_t> in(live);
      std::sort(in.begin(), in.end());
      if (in != liveIn[*it]) {
        liveIn[*it].swap(in);
        changed = true;
      }
    }
  }
  clearLive();

  // Ranges.
  std::vector<std::vector<Range>> ranges(numV);
  std::vector<int> open(numV, -1);   // index of the current block's range, while live
  std::vector<uint32_t> opened;      // the vregs `open` holds for this block
  for (uint32_t b : layout) {
    auto& code = unit.blocks[b].code;
    if (code.empty()) continue;
    const uint32_t start = 2 * blockStart[b];
    const uint32_t end = 2 * (blockStart[b] + static_cast<uint32_t>(code.size()) - 1) + 1;
    for (uint32_t v : opened) open[v] = -1;
    opened.clear();
    liveOutOf(b);
    std::sort(live.begin(), live.end());   // ranges in vreg order, as before
    for (uint32_t v : live) {
      open[v] = static_cast<int>(ranges[v].size());
      opened.push_back(v);
      ranges[v].push_back({start, end});
    }
    for (uint32_t v : live) where[v] = kOut;
    live.clear();
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
          opened.push_back(v);
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
  // Per physical register, the disjoint ranges of the values it holds,
  // by first position (a lookup is a search, not a walk of all of them).
  std::vector<std::map<uint32_t, uint32_t>> occupied(Vreg::kFirstVirtual);
  auto overlapsOccupied = [&](const std::map<uint32_t, uint32_t>& occ, const std::vector<Range>& rs) {
    for (const Range& r : rs) {
      auto it = occ.upper_bound(r.second);   // the first range starting after r
      if (it == occ.begin()) continue;
      --it;                                  // the last starting at or before r's end: the latest end
      if (it->second >= r.first) return true;
    }
    return false;
  };
  // The clobbers strictly inside a range, OR-ed: a sparse table over the
  // clobber positions (ascending), so each range asks in constant time.
  std::vector<std::vector<RegSet>> clobberOr(1);
  for (auto& [p, c] : clobberPos) clobberOr[0].push_back(c);
  for (size_t k = 1; (size_t(1) << k) <= clobberPos.size(); ++k) {
    const auto& prev = clobberOr[k - 1];
    std::vector<RegSet> row(clobberPos.size() - (size_t(1) << k) + 1);
    for (size_t i = 0; i < row.size(); ++i) row[i] = prev[i] | prev[i + (size_t(1) << (k - 1))];
    clobberOr.push_back(std::move(row));
  }
  auto clobbersInside = [&](const Range& r) -> RegSet {
    auto lo = std::upper_bound(clobberPos.begin(), clobberPos.end(), r.first,
                               [](uint32_t x, const std::pair<uint32_t, RegSet>& e) { return x < e.first; });
    auto hi = std::lower_bound(clobberPos.begin(), clobberPos.end(), r.second,
                               [](const std::pair<uint32_t, RegSet>& e, uint32_t x) { return e.first < x; });
    if (lo >= hi) return 0;
    const size_t i = static_cast<size_t>(lo - clobberPos.begin()), n = static_cast<size_t>(hi - lo);
    const size_t k = 63 - static_cast<size_t>(__builtin_clzll(n));
    return clobberOr[k][i] | clobberOr[k][i + n - (size_t(1) << k)];
  };
  std::vector<uint32_t> assigned(numV, Vreg::kInvalid);
  std::vector<int> spill(numV, -1);
  for (uint32_t v : order) {
    RegSet avoid = 0;
    for (auto& r : ranges[v]) avoid |= clobbersInside(r);
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
      if (overlapsOccupied(occupied[r], ranges[v])) continue;
      assigned[v] = r;
      for (const Range& x : ranges[v]) {
        auto [it, fresh] = occupied[r].emplace(x.first, x.second);
        if (!fresh) it->second = std::max(it->second, x.second);
      }
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
