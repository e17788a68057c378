// regalloc.cpp — linear scan (see regalloc.h).
#include "jit/vasm/regalloc.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace hop::jit {

namespace {

// The spill code's registers: the register table's Scratch GPs (vasm.h),
// and the two XMMs above the allocatable ones.
constexpr uint32_t kScratchGP0 = 10, kScratchGP1 = 11;
static_assert(vregs::kGpUse[kScratchGP0] == RegUse::Scratch && vregs::kGpUse[kScratchGP1] == RegUse::Scratch);
constexpr uint32_t kScratchX0 = Vreg::kFirstXmm + kNumAllocXmm, kScratchX1 = kScratchX0 + 1;
static_assert(kNumAllocXmm + 2 == 16);
constexpr RegSet kAllocatable = kAllocGp | (((RegSet(1) << kNumAllocXmm) - 1) << Vreg::kFirstXmm);
constexpr uint32_t kNone = ~0u;

/// A block's successors (its last op's targets); returns how many.
uint32_t successors(const Vblock& b, uint32_t out[2]) {
  if (b.code.empty()) return 0;
  const Vinstr& last = b.code.back();
  const uint32_t n = vopNumTargets(last.op);
  out[0] = last.t0;
  out[1] = last.t1;
  return n;
}

/// A range [from, to] of positions where virtual register v is live.
struct VRange {
  uint32_t v, from, to;
};

/// The allocator's working memory, kept per thread between translations
/// (cleared, not freed: a translation allocates almost nothing). Nothing in
/// it outlives one allocateRegisters call.
struct Scratch {
  std::vector<uint32_t> layout, blockStart, postOrder, dfsStack, dfsNext;
  std::vector<uint8_t> state;
  std::vector<uint32_t> clobberAt, clobbersBefore;
  std::vector<RegSet> clobberSet, clobberOr;
  // liveness: each block's live-in, a slice of `pool`
  std::vector<uint32_t> pool, inOff, inLen;
  std::vector<uint32_t> where, live;
  // ranges
  std::vector<VRange> ranges;
  std::vector<int32_t> open;
  std::vector<uint32_t> fill, rangeBegin, byV;   // CSR: v's ranges are byV[rangeBegin[v] .. rangeBegin[v+1])
  std::vector<uint64_t> orderKey;
  std::vector<uint64_t> occupied;   // per physical register, a bit per position
  std::vector<uint32_t> assigned;
  std::vector<int32_t> spill;
  std::vector<Vinstr> out, after;
  std::vector<uint32_t> releaseAt;   // the callreleases' call positions
  std::vector<Vinstr*> releases;     // and the instructions
  std::vector<RegSet> releaseLive;   // per callrelease: the registers of values live across it

  void shrinkIfHuge() {
    // A giant region (thousands of lines) leaves megabytes here: give them back.
    constexpr size_t kKeep = size_t(1) << 20;
    if (occupied.capacity() > kKeep) std::vector<uint64_t>().swap(occupied);
    if (ranges.capacity() > kKeep) std::vector<VRange>().swap(ranges);
    if (pool.capacity() > kKeep) std::vector<uint32_t>().swap(pool);
  }
};

} // namespace

void allocateRegisters(Vunit& unit) {
  thread_local Scratch s;
  const uint32_t numV = static_cast<uint32_t>(unit.vclass.size());
  const uint32_t numB = static_cast<uint32_t>(unit.blocks.size());
  auto vidx = [](Vreg r) { return r.n - Vreg::kFirstVirtual; };

  // The layout (Vunit::layout's order: Main, Cold, Frozen blocks).
  s.layout.clear();
  for (Area a : {Area::Main, Area::Cold, Area::Frozen}) {
    for (uint32_t b : unit.order) {
      if (unit.blocks[b].area == a) s.layout.push_back(b);
    }
  }
  const std::vector<uint32_t>& layout = s.layout;

  // Positions: instruction i of the layout uses at 2i, defines at 2i+1.
  // Where the code clobbers registers (the table's clobber sets): a value
  // live across such a position must not be in one of them.
  s.blockStart.assign(numB, 0);
  s.clobberAt.clear();
  s.clobberSet.clear();
  s.releaseAt.clear();
  s.releases.clear();
  uint32_t idx = 0;
  for (uint32_t b : layout) {
    s.blockStart[b] = idx;
    for (Vinstr& in : unit.blocks[b].code) {
      if (in.op == Vop::callrelease) {
        s.releaseAt.push_back(2 * idx + 1);
        s.releases.push_back(&in);
      }
      // (only clobbers of allocatable registers matter: scratch ones never hold values)
      if (const RegSet c = vopClobbers(in.op) & kAllocatable) {
        s.clobberAt.push_back(2 * idx + 1);
        s.clobberSet.push_back(c);
      }
      ++idx;
    }
  }
  const uint32_t numPos = 2 * idx;

  // Liveness to a fixpoint, blocks in post-order (successors first): in a
  // region without back edges one pass is exact (each block reads only
  // final live-ins). Each block's live-in is a list, worked on in a
  // sparse set (a dense position index plus the members): a block costs its
  // live values and its instructions, never the unit's vreg count, so a
  // long straight-line region is linear, not blocks x vregs.
  s.postOrder.clear();
  s.state.assign(numB, 0);   // 0 unseen, 1 on the DFS stack, 2 finished
  s.dfsNext.assign(numB, 0);
  bool backEdge = false;   // a successor still on the DFS stack: a loop
  auto dfsFrom = [&](uint32_t root) {
    s.dfsStack.clear();
    s.dfsStack.push_back(root);
    s.state[root] = 1;
    while (!s.dfsStack.empty()) {
      const uint32_t b = s.dfsStack.back();
      uint32_t succ[2];
      const uint32_t n = successors(unit.blocks[b], succ);
      if (s.dfsNext[b] < n) {
        const uint32_t t = succ[s.dfsNext[b]++];
        if (s.state[t] == 0) {
          s.state[t] = 1;
          s.dfsStack.push_back(t);
        } else if (s.state[t] == 1) {
          backEdge = true;
        }
        continue;
      }
      s.state[b] = 2;
      s.postOrder.push_back(b);
      s.dfsStack.pop_back();
    }
  };
  if (!layout.empty()) dfsFrom(layout[0]);   // the entry block
  for (auto it = layout.rbegin(); it != layout.rend(); ++it) {
    if (s.state[*it] == 0) dfsFrom(*it);
  }

  s.pool.clear();
  s.inOff.assign(numB, 0);
  s.inLen.assign(numB, 0);
  s.where.assign(numV, kNone);
  s.live.clear();
  auto add = [&](uint32_t v) {
    if (s.where[v] != kNone) return;
    s.where[v] = static_cast<uint32_t>(s.live.size());
    s.live.push_back(v);
  };
  auto remove = [&](uint32_t v) {
    const uint32_t i = s.where[v];
    if (i == kNone) return;
    const uint32_t last = s.live.back();
    s.live[i] = last;
    s.where[last] = i;
    s.live.pop_back();
    s.where[v] = kNone;
  };
  auto clearLive = [&] {
    for (uint32_t v : s.live) s.where[v] = kNone;
    s.live.clear();
  };
  // The live-out of b into `live`; false when a successor's live-in was
  // read before that successor was visited in this pass.
  std::vector<uint8_t>& visited = s.state;   // reused: 3 = visited in this pass
  auto liveOutOf = [&](uint32_t b) {
    clearLive();
    uint32_t succ[2];
    const uint32_t n = successors(unit.blocks[b], succ);
    bool final = true;
    for (uint32_t k = 0; k < n; ++k) {
      const uint32_t t = succ[k];
      if (visited[t] != 3) final = false;
      const uint32_t* in = s.pool.data() + s.inOff[t];
      for (uint32_t j = 0; j < s.inLen[t]; ++j) add(in[j]);
    }
    return final;
  };
  // The backward walk of block b from its live-out (in `live`), leaving its
  // live-in there; with `ranges`, each value's range in the block too (from
  // its definition or the block's start to its last use or the block's end).
  // A value's range is open exactly while it is in `live`.
  s.ranges.clear();
  s.open.assign(numV, -1);   // index in `ranges` of v's range in this block, while live
  auto walk = [&](uint32_t b, bool ranges) {
    auto& code = unit.blocks[b].code;
    if (code.empty()) return;
    const uint32_t start = 2 * s.blockStart[b];
    if (ranges) {
      const uint32_t end = 2 * (s.blockStart[b] + static_cast<uint32_t>(code.size()) - 1) + 1;
      for (uint32_t v : s.live) {
        s.open[v] = static_cast<int32_t>(s.ranges.size());
        s.ranges.push_back({v, start, end});
      }
    }
    for (int i = static_cast<int>(code.size()) - 1; i >= 0; --i) {
      const uint32_t pos = 2 * (s.blockStart[b] + i);
      forEachReg(code[i], [&](Vreg& r, bool isDef) {
        if (r.isPhys() || !isDef) return;
        const uint32_t v = vidx(r);
        remove(v);
        if (!ranges) return;
        if (s.open[v] >= 0) {
          s.ranges[s.open[v]].from = pos + 1;
          s.open[v] = -1;
        } else {
          s.ranges.push_back({v, pos + 1, pos + 1});   // dead definition
        }
      });
      forEachReg(code[i], [&](Vreg& r, bool isDef) {
        if (r.isPhys() || isDef) return;
        const uint32_t v = vidx(r);
        add(v);
        if (ranges && s.open[v] < 0) {
          s.open[v] = static_cast<int32_t>(s.ranges.size());
          s.ranges.push_back({v, start, pos});
        }
      });
    }
    if (ranges) {
      for (uint32_t v : s.live) s.open[v] = -1;
    }
  };
  // The first pass makes the ranges as it goes: kept when every live-out
  // it read was final (no back edge, or nothing live anywhere). With a
  // back edge, the ranges wait for the fixpoint (a first pass's would be
  // kept only if nothing were live anywhere).
  bool rangesMade = false;
  for (uint32_t pass = 0;; ++pass) {
    bool changed = false, exact = true;
    for (uint32_t b : s.postOrder) {
      exact &= liveOutOf(b);
      visited[b] = 3;
      walk(b, pass == 0 && !backEdge);
      // Unchanged: as many members, each of the old ones still in (no sort:
      // the members' order matters to nothing).
      const uint32_t len = static_cast<uint32_t>(s.live.size());
      bool same = len == s.inLen[b];
      for (uint32_t j = 0; same && j < len; ++j) same = s.where[s.pool[s.inOff[b] + j]] != kNone;
      if (!same) {
        s.inOff[b] = static_cast<uint32_t>(s.pool.size());
        s.inLen[b] = len;
        s.pool.insert(s.pool.end(), s.live.begin(), s.live.end());
        changed = true;
      }
    }
    if (pass == 0) rangesMade = !backEdge && (exact || !changed);
    if (!changed || (pass == 0 && exact)) break;
  }
  if (!rangesMade) {
    s.ranges.clear();
    for (uint32_t b : layout) {
      liveOutOf(b);
      walk(b, true);
    }
  }
  clearLive();

  // By register (counting sort): v's ranges, and its first position.
  s.rangeBegin.assign(numV + 1, 0);
  for (const VRange& r : s.ranges) ++s.rangeBegin[r.v + 1];
  for (uint32_t v = 0; v < numV; ++v) s.rangeBegin[v + 1] += s.rangeBegin[v];
  s.byV.resize(s.ranges.size());
  {
    s.fill.assign(s.rangeBegin.begin(), s.rangeBegin.end() - 1);
    for (uint32_t i = 0; i < s.ranges.size(); ++i) s.byV[s.fill[s.ranges[i].v]++] = i;
  }

  // Assignment, in order of first position (ties: by register number).
  s.orderKey.clear();
  for (uint32_t v = 0; v < numV; ++v) {
    if (s.rangeBegin[v] == s.rangeBegin[v + 1]) continue;
    uint32_t m = ~0u;
    for (uint32_t k = s.rangeBegin[v]; k < s.rangeBegin[v + 1]; ++k) m = std::min(m, s.ranges[s.byV[k]].from);
    s.orderKey.push_back(uint64_t(m) << 32 | v);
  }
  std::sort(s.orderKey.begin(), s.orderKey.end());

  // Per physical register, the positions its values hold it: a bit each.
  const size_t words = (numPos + 64) / 64;
  s.occupied.assign(Vreg::kFirstVirtual * words, 0);
  auto overlaps = [&](uint32_t reg, uint32_t from, uint32_t to) {
    const uint64_t* w = s.occupied.data() + reg * words;
    const uint32_t a = from >> 6, b = to >> 6;
    const uint64_t lo = ~uint64_t(0) << (from & 63), hi = ~uint64_t(0) >> (63 - (to & 63));
    if (a == b) return (w[a] & lo & hi) != 0;
    if (w[a] & lo) return true;
    for (uint32_t k = a + 1; k < b; ++k) {
      if (w[k]) return true;
    }
    return (w[b] & hi) != 0;
  };
  auto occupy = [&](uint32_t reg, uint32_t from, uint32_t to) {
    uint64_t* w = s.occupied.data() + reg * words;
    const uint32_t a = from >> 6, b = to >> 6;
    const uint64_t lo = ~uint64_t(0) << (from & 63), hi = ~uint64_t(0) >> (63 - (to & 63));
    if (a == b) {
      w[a] |= lo & hi;
      return;
    }
    w[a] |= lo;
    for (uint32_t k = a + 1; k < b; ++k) w[k] = ~uint64_t(0);
    w[b] |= hi;
  };
  // The clobbers strictly inside a range, OR-ed: a sparse table over the
  // clobber positions (ascending; level k at k * n), so each range asks in
  // constant time.
  const size_t nClob = s.clobberAt.size();
  s.clobberOr.assign(s.clobberSet.begin(), s.clobberSet.end());
  for (size_t k = 1; (size_t(1) << k) <= nClob; ++k) {
    const size_t prev = (k - 1) * nClob, half = size_t(1) << (k - 1);
    s.clobberOr.resize((k + 1) * nClob, 0);
    for (size_t i = 0; i + (size_t(1) << k) <= nClob; ++i)
      s.clobberOr[k * nClob + i] = s.clobberOr[prev + i] | s.clobberOr[prev + i + half];
  }
  // Per position p, how many clobbers lie before it: the clobbers strictly
  // inside [from, to] are those from clobbersBefore[from + 1] to clobbersBefore[to].
  if (nClob) {
    s.clobbersBefore.assign(numPos + 1, 0);
    uint32_t k = 0;
    for (uint32_t p = 0; p <= numPos; ++p) {
      s.clobbersBefore[p] = k;
      if (k < nClob && s.clobberAt[k] == p) ++k;
    }
  }
  auto clobbersInside = [&](uint32_t from, uint32_t to) -> RegSet {
    const size_t i = from + 1 <= numPos ? s.clobbersBefore[from + 1] : nClob, end = s.clobbersBefore[to];
    if (i >= end) return 0;
    const size_t n = end - i;
    const size_t k = 63 - static_cast<size_t>(__builtin_clzll(n));
    return s.clobberOr[k * nClob + i] | s.clobberOr[k * nClob + i + n - (size_t(1) << k)];
  };
  s.assigned.assign(numV, Vreg::kInvalid);
  s.spill.assign(numV, -1);
  for (uint64_t key : s.orderKey) {
    const uint32_t v = static_cast<uint32_t>(key);
    const uint32_t* rb = s.byV.data() + s.rangeBegin[v];
    const uint32_t nr = s.rangeBegin[v + 1] - s.rangeBegin[v];
    RegSet avoid = 0;
    if (nClob) {
      for (uint32_t k = 0; k < nr; ++k) avoid |= clobbersInside(s.ranges[rb[k]].from, s.ranges[rb[k]].to);
    }
    // First fit, by register number.
    const RegSet cands =
        (unit.vclass[v] == Vclass::GP ? kAllocGp : kAllocatable & kAllXmm) & ~avoid;
    for (RegSet left = cands; left; left &= left - 1) {
      const uint32_t r = static_cast<uint32_t>(__builtin_ctz(left));
      bool clash = false;
      for (uint32_t k = 0; k < nr && !clash; ++k) clash = overlaps(r, s.ranges[rb[k]].from, s.ranges[rb[k]].to);
      if (clash) continue;
      s.assigned[v] = r;
      for (uint32_t k = 0; k < nr; ++k) occupy(r, s.ranges[rb[k]].from, s.ranges[rb[k]].to);
      break;
    }
    if (s.assigned[v] == Vreg::kInvalid) s.spill[v] = static_cast<int32_t>(unit.numSpillSlots++);
  }

  // What each callrelease saves (its slow path keeps the allocatable
  // caller-saved registers itself, unseen by the allocator): the registers
  // of the values live across its call, in aux0. A spilled value is in memory.
  if (!s.releaseAt.empty()) {
    s.releaseLive.assign(s.releaseAt.size(), 0);
    const uint32_t first = s.releaseAt.front(), last = s.releaseAt.back();
    for (const VRange& r : s.ranges) {
      const uint32_t reg = s.assigned[r.v];
      if (r.to <= first || r.from >= last || reg == Vreg::kInvalid) continue;
      // Live across position p: p strictly inside [from, to] (as clobbersInside).
      for (auto it = std::upper_bound(s.releaseAt.begin(), s.releaseAt.end(), r.from);
           it != s.releaseAt.end() && *it < r.to; ++it)
        s.releaseLive[it - s.releaseAt.begin()] |= regBit(reg);
    }
    for (size_t k = 0; k < s.releases.size(); ++k) s.releases[k]->aux0 = s.releaseLive[k] & kReleaseSaves;
  }

  // Rewrite: physical registers, spill code around spilled operands (a
  // block without spilled operands in place).
  // (The registers named, for the prologue's saves: spill code adds only
  // scratch registers and rbp.)
  const bool anySpill = unit.numSpillSlots != 0;
  RegSet used = 0;
  for (uint32_t b : layout) {
    auto& code = unit.blocks[b].code;
    bool spills = false;
    for (Vinstr& in : code) {
      forEachReg(in, [&](Vreg& r, bool) {
        if (r.isPhys()) {
          used |= regBit(r.n);
          return;
        }
        const uint32_t v = vidx(r);
        if (s.spill[v] < 0) {
          r = Vreg{s.assigned[v]};
          used |= regBit(r.n);
        } else {
          spills = true;
        }
      });
    }
    if (!anySpill || !spills) continue;
    s.out.clear();
    for (Vinstr in : code) {
      s.after.clear();
      forEachReg(in, [&](Vreg& r, bool isDef) {
        if (r.isPhys()) return;
        const uint32_t v = vidx(r);
        const bool xmm = unit.vclass[v] == Vclass::XMM;
        Vinstr mem{};
        mem.disp = spillDisp(static_cast<uint32_t>(s.spill[v]));
        if (isDef) {
          r = Vreg{xmm ? kScratchX0 : kScratchGP0};
          mem.op = xmm ? Vop::storesd : Vop::store;
          mem.s0 = r;
          mem.s1 = kRegFP;
          s.after.push_back(mem);
        } else {
          // By operand position, not by count: s1 always reloads into the
          // second scratch, so an emitter that moves s0 into the first one
          // before reading s1 (callh, remq) never clobbers it.
          const bool second = &r == &in.s1;
          r = Vreg{xmm ? (second ? kScratchX1 : kScratchX0) : (second ? kScratchGP1 : kScratchGP0)};
          mem.op = xmm ? Vop::loadsd : Vop::load;
          mem.d = r;
          mem.s0 = kRegFP;
          s.out.push_back(mem);
        }
      });
      s.out.push_back(in);
      s.out.insert(s.out.end(), s.after.begin(), s.after.end());
    }
    code.assign(s.out.begin(), s.out.end());
  }
  unit.usedRegs = used;
  s.shrinkIfHuge();
}

} // namespace hop::jit
