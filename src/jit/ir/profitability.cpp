// profitability.cpp — the region profitability check (see profitability.h).
#include "jit/ir/profitability.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <functional>
#include <vector>

namespace hop::jit {

namespace {

// What an InterpOne costs, in compiled bytecodes it takes to win it back.
// Measured on fannkuch-redux (array ops run as InterpOnes in its loops):
// an InterpOne costs the spilled stack, the helper call, the out-of-line
// handler and the type guards after it, against the interpreter's inline
// fast path; a compiled bytecode saves a dispatch and a type check.
constexpr int kInterpOneCost = 4;
// The profile-weighed rules (pgo's optimized regions) count an InterpOne
// dearer: measured on loops of a few compiled bytecodes around one
// InterpOne (micro_bench's func_num_args() and $this::C loops, 4-5 compiled
// bytecodes each), which ran 1.2-1.5x slower than the interpreter, whose
// dispatch loop has inline-cache fast paths the out-of-line handlers lack.
constexpr int kInterpOneCostWeighed = 6;

// A region without a loop runs each compiled bytecode once per entry; the
// entry itself (lookup, prologue, guards) costs about as much as ten
// interpreted bytecodes (fib: 78M entries of ~4 compiled bytecodes took
// 1.7 s more than interpreting them). Demand well above break-even.
// (kMinStraightLine = 16: profitability.h.)
// A path that ends in the frame's compiled return leaves nothing for the
// interpreter to resume, and when a compiled caller called it, there was
// no entry cost either: a few compiled bytecodes pay. It must still not be
// mostly InterpOnes (each is slower than the interpreter's own dispatch).
// Entered by the interpreter (or a builtin's callback), it pays the entry:
// measured on closures.php (array_map/usort callbacks of 2-4 bytecodes
// were 20% slower compiled), it takes more, unless it makes compiled calls.
constexpr int kMinReturnPath = 1;
// A builtin's callback loop the JIT runs (irflag::CallLoop: array_map with
// a Closure ...) saves the runtime's entry from C++ on every element (some
// 250 instructions, ~25 interpreted bytecodes): counted as this many
// compiled bytecodes, a loop's worth (an array of a few elements pays it).
// (kCallLoopWorth = 64: profitability.h.)
constexpr int kMinReturnPathFromInterp = 16;

bool isExitOrStat(const Instr& in) {
  return opHas(in.op, irflag::Interp | irflag::Exit | irflag::Meta);
}

/// One block's bytecodes: those it compiled and those it runs as InterpOne.
struct BlockCost {
  int compiled = 0;
  int interpOnes = 0;
  int score() const { return compiled - kInterpOneCost * interpOnes; }
};

/// Sorts and drops duplicates (the sets costOf counts, kept in vectors it reuses).
void sortUnique(std::vector<uint32_t>& v) {
  if (!std::is_sorted(v.begin(), v.end())) std::sort(v.begin(), v.end());   // (a block's offsets mostly ascend)
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

BlockCost costOf(const Block& b, std::vector<uint32_t>& interp, std::vector<uint32_t>& native) {
  BlockCost c;
  interp.clear();
  native.clear();
  // One walk: the InterpOnes' offsets, and the offsets of the rest that
  // implement a bytecode (the natively compiled ones are those the
  // InterpOnes do not run).
  for (const Instr* in : b.instrs) {
    if (opHas(in->op, irflag::Interp)) {
      ++c.interpOnes;
      interp.push_back(in->extra.off);
    }
    if (opHas(in->op, irflag::CallLoop)) c.compiled += kCallLoopWorth;
    if (isExitOrStat(*in)) continue;
    // The jump irgen adds where a block runs into the next leader carries
    // that leader's offset: not a bytecode of this block.
    if (in->is(Opcode::Jmp) && in->taken && in->taken->bcOff == in->bcOff) continue;
    native.push_back(in->bcOff);
  }
  sortUnique(interp);
  sortUnique(native);
  size_t k = 0;
  for (uint32_t off : native) {
    while (k < interp.size() && interp[k] < off) ++k;
    if (k == interp.size() || interp[k] != off) ++c.compiled;
  }
  return c;
}

/// Each reached block's main-area successors (side exits go to frozen
/// blocks and leave), each once, in the order its instructions name them:
/// made once per check, in one array.
class Successors {
public:
  Successors(const std::vector<Block*>& order, size_t numBlocks) : m_begin(numBlocks, 0), m_end(numBlocks, 0) {
    for (const Block* b : order) {
      const uint32_t begin = static_cast<uint32_t>(m_all.size());
      m_begin[b->id] = begin;
      for (const Instr* in : b->instrs) {
        for (Block* s : {in->taken, in->next}) {
          if (s && s->area == Area::Main && std::find(m_all.begin() + begin, m_all.end(), s) == m_all.end())
            m_all.push_back(s);
        }
      }
      m_end[b->id] = static_cast<uint32_t>(m_all.size());
    }
  }
  struct Range {
    Block* const* b;
    Block* const* e;
    Block* const* begin() const { return b; }
    Block* const* end() const { return e; }
  };
  Range of(const Block& b) const { return {m_all.data() + m_begin[b.id], m_all.data() + m_end[b.id]}; }

private:
  std::vector<uint32_t> m_begin, m_end;
  std::vector<Block*> m_all;
};

bool endsInExit(const Block& b) {
  return !b.empty() && opHas(b.back()->op, irflag::Exit);
}

bool endsInReturn(const Block& b) {
  return !b.empty() && (b.back()->is(Opcode::RetPHP) || b.back()->is(Opcode::RetPHPTV));
}

} // namespace

namespace {

/// The weighed rules (see profitability.h). False when the profile knows
/// too little (no count for the entry): the static rules decide.
bool weighedProfitability(const IRUnit& unit, const BlockWeight& weight, const std::vector<Block*>& order,
                          const std::vector<BlockCost>& cost, const std::vector<int>& comp,
                          const std::vector<int>& compSize, const std::vector<bool>& selfLoop, int numComps,
                          Profitability* p) {
  Block* entry = unit.entry();
  if (!entry) return false;
  const int64_t entries = weight(entry->bcOff);
  if (entries <= 0) return false;
  auto w = [&](const Block* b) {
    const int64_t n = weight(b->bcOff);
    return n < 0 ? entries : n;
  };
  char line[240];
  // Loops, weighed: each block's bytecodes as many times as it ran.
  std::vector<int64_t> compiled(numComps, 0), interp(numComps, 0);
  for (Block* b : order) {
    if (comp[b->id] < 0) continue;
    compiled[comp[b->id]] += w(b) * cost[b->id].compiled;
    interp[comp[b->id]] += w(b) * cost[b->id].interpOnes;
  }
  int loops = 0;
  for (int c = 0; c < numComps; ++c) {
    if (compSize[c] < 2 && !selfLoop[c]) continue;
    ++loops;
    // At break-even the InterpOnes win (measured: a loop of 4 compiled
    // bytecodes and one InterpOne ran 1.4x slower than interpreted).
    if (interp[c] > 0 && compiled[c] - kInterpOneCostWeighed * interp[c] <= 0) {
      std::snprintf(line, sizeof line,
                    "refused by the profile: a loop of %d blocks ran %lld InterpOnes against %lld compiled bytecodes "
                    "(an InterpOne costs %d)",
                    compSize[c], static_cast<long long>(interp[c]), static_cast<long long>(compiled[c]),
                    kInterpOneCostWeighed);
      p->pays = false;
      p->why = Bailout::LoopMostlyInterpOne;
      p->reason = line;
      return true;
    }
  }
  if (loops > 0) {
    std::snprintf(line, sizeof line, "pays by the profile: %d loop(s), each mostly compiled", loops);
    p->reason = line;
    return true;
  }
  // No loop: net compiled bytecodes per entry, against what its ends need.
  int64_t net = 0, leaves = 0, returns = 0;
  bool calls = false;
  for (Block* b : order) {
    if (b->area != Area::Main) continue;
    net += w(b) * (cost[b->id].compiled - kInterpOneCostWeighed * cost[b->id].interpOnes);
    if (endsInExit(*b)) leaves += w(b);
    if (endsInReturn(*b)) returns += w(b);
    for (const Instr* in : b->instrs) calls |= opHas(in->op, irflag::PhpCall);
  }
  const double perEntry = static_cast<double>(net) / static_cast<double>(entries);
  const double ends = static_cast<double>(leaves + returns);
  const double needs =
      ends > 0 ? (static_cast<double>(leaves) * kMinStraightLine + static_cast<double>(returns) * kMinReturnPath) / ends
               : kMinStraightLine;
  if (perEntry < needs) {
    std::snprintf(line, sizeof line,
                  "refused by the profile: no loop, and an entry runs %.1f compiled bytecodes on average (net of "
                  "InterpOnes; its exits and returns need %.1f)",
                  perEntry, needs);
    p->pays = false;
    // An entry that runs no more compiled bytecodes than its InterpOnes
    // cost: live code of the region (the same InterpOnes, no profile) would
    // not pay either (translateAndAdd gives the SrcKey back).
    p->why = perEntry <= 0                ? Bailout::ProfileNetInterpOne
             : leaves > returns ? Bailout::ShortStraightLine
                                : Bailout::ShortReturnPath;
    p->reason = line;
    return true;
  }
  p->onlyFromCompiledCode = !calls && returns > 0 && perEntry < kMinReturnPathFromInterp;
  std::snprintf(line, sizeof line, "pays by the profile%s: no loop, an entry runs %.1f compiled bytecodes on average",
                p->onlyFromCompiledCode ? " when called from compiled code" : "", perEntry);
  p->reason = line;
  return true;
}

} // namespace

Profitability checkProfitability(const IRUnit& unit, const BlockWeight& weight) {
  Profitability p;
  const std::vector<Block*>& order = unit.rpo();
  const size_t n = unit.blocks().size();
  std::vector<BlockCost> cost(n);
  {
    std::vector<uint32_t> interp, native;
    for (Block* b : order) cost[b->id] = costOf(*b, interp, native);
  }
  const Successors succ(order, n);

  // Loops: the strongly connected components of the main-area blocks
  // (Tarjan), each with more than one block or a block jumping to itself.
  std::vector<int> index(n, -1), low(n, 0), comp(n, -1);
  std::vector<bool> onStack(n, false);
  std::vector<Block*> stack;
  int counter = 0, numComps = 0;
  auto visit = [&](auto& self, Block* b) -> void {
    index[b->id] = low[b->id] = counter++;
    stack.push_back(b);
    onStack[b->id] = true;
    for (Block* s : succ.of(*b)) {
      if (index[s->id] < 0) {
        self(self, s);
        low[b->id] = std::min(low[b->id], low[s->id]);
      } else if (onStack[s->id]) {
        low[b->id] = std::min(low[b->id], index[s->id]);
      }
    }
    if (low[b->id] == index[b->id]) {
      Block* w;
      do {
        w = stack.back();
        stack.pop_back();
        onStack[w->id] = false;
        comp[w->id] = numComps;
      } while (w != b);
      ++numComps;
    }
  };
  for (Block* b : order) {
    if (b->area == Area::Main && index[b->id] < 0) visit(visit, b);
  }
  std::vector<int> compSize(numComps, 0);
  std::vector<BlockCost> compCost(numComps);
  std::vector<bool> selfLoop(numComps, false);
  // Per component: no block of it pays for its InterpOnes at the weighed
  // rules' cost (so no weighing of its blocks makes the loop pay).
  std::vector<bool> noBlockPays(numComps, true);
  for (Block* b : order) {
    if (comp[b->id] < 0) continue;
    const int c = comp[b->id];
    if (cost[b->id].compiled > kInterpOneCostWeighed * cost[b->id].interpOnes) noBlockPays[c] = false;
    ++compSize[c];
    compCost[c].compiled += cost[b->id].compiled;
    compCost[c].interpOnes += cost[b->id].interpOnes;
    for (Block* s : succ.of(*b)) {
      if (s == b) selfLoop[c] = true;
    }
  }

  for (int c = 0; c < numComps; ++c) p.hasLoop |= compSize[c] >= 2 || selfLoop[c];
  if (weight && weighedProfitability(unit, weight, order, cost, comp, compSize, selfLoop, numComps, &p)) return p;

  char line[200];
  int loops = 0;
  for (int c = 0; c < numComps; ++c) p.hasLoop |= compSize[c] >= 2 || selfLoop[c];
  for (int c = 0; c < numComps; ++c) {
    if (compSize[c] < 2 && !selfLoop[c]) continue;
    ++loops;
    if (compCost[c].score() < 0) {
      std::snprintf(line, sizeof line,
                    "refused: a loop of %d blocks runs %d InterpOnes against %d compiled bytecodes (an InterpOne costs %d)",
                    compSize[c], compCost[c].interpOnes, compCost[c].compiled, kInterpOneCost);
      p.pays = false;
      p.why = Bailout::LoopMostlyInterpOne;
      p.reason = line;
      p.hopeless = noBlockPays[c];
      return p;
    }
  }
  if (loops > 0) {
    std::snprintf(line, sizeof line, "pays: %d loop(s), each mostly compiled", loops);
    p.reason = line;
    return p;
  }

  // No loop: the least compiled work on any path from the entry to an exit
  // (the region is acyclic here, so one pass in reverse post-order).
  // The most, too (`best`): whether any path can pay (Profitability::hopeless).
  std::vector<int> dist(n, INT_MAX), best(n, INT_MIN);
  int least = INT_MAX, leastReturn = INT_MAX, most = INT_MIN, mostReturn = INT_MIN;
  if (Block* e = unit.entry()) dist[e->id] = best[e->id] = cost[e->id].score();
  for (Block* b : order) {
    if (b->area != Area::Main || dist[b->id] == INT_MAX) continue;
    if (endsInExit(*b)) least = std::min(least, dist[b->id]), most = std::max(most, best[b->id]);
    if (endsInReturn(*b)) leastReturn = std::min(leastReturn, dist[b->id]), mostReturn = std::max(mostReturn, best[b->id]);
    for (Block* s : succ.of(*b)) {
      dist[s->id] = std::min(dist[s->id], dist[b->id] + cost[s->id].score());
      best[s->id] = std::max(best[s->id], best[b->id] + cost[s->id].score());
    }
  }
  p.hopeless = (most == INT_MIN || most < kMinStraightLine) && (mostReturn == INT_MIN || mostReturn < kMinReturnPath) &&
               (most != INT_MIN || mostReturn != INT_MIN);
  // A path that ends (`how`) after fewer than `needs` compiled bytecodes.
  auto shortPath = [&](int got, int needs, const char* how, Bailout why) {
    if (got == INT_MAX || got >= needs) return false;
    std::snprintf(line, sizeof line,
                  "refused: no loop, and a path from the entry %s after %d compiled bytecodes (net of InterpOnes; needs %d)",
                  how, got, needs);
    p.pays = false;
    p.why = why;
    p.reason = line;
    return true;
  };
  if (shortPath(least, kMinStraightLine, "leaves", Bailout::ShortStraightLine) ||
      shortPath(leastReturn, kMinReturnPath, "returns", Bailout::ShortReturnPath))
    return p;
  // A region that calls other functions pays from the interpreter too:
  // its calls enter their callees' translations without an entry cost.
  bool calls = false;
  for (Block* b : order) {
    for (const Instr* in : b->instrs) calls |= opHas(in->op, irflag::PhpCall);
  }
  p.onlyFromCompiledCode = !calls && leastReturn != INT_MAX && leastReturn < kMinReturnPathFromInterp;
  least = std::min(least, leastReturn);
  std::snprintf(line, sizeof line, "pays%s: no loop, every path runs at least %d compiled bytecodes",
                p.onlyFromCompiledCode ? " when called from compiled code" : "", least == INT_MAX ? 0 : least);
  p.reason = line;
  return p;
}

} // namespace hop::jit
