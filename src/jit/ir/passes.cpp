// passes.cpp — the passes (refcount pairs, load/store forwarding, leaving before
// trailing InterpOnes, dead-code elimination, redundant checks, type stores left out) and
// the pass runner.
#include "jit/ir/passes.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <tuple>
#include <utility>

#include "jit/ir/ir-verify.h"

namespace hop::jit {

namespace {

/// A small map kept as a sorted vector (std::map's calls the passes use):
/// the dataflow copies a state per block and meets them, which node maps
/// make allocation-bound on regions of thousands of blocks.
template <class K, class V>
class FlatMap {
public:
  using Entry = std::pair<K, V>;
  using iterator = typename std::vector<Entry>::iterator;
  using const_iterator = typename std::vector<Entry>::const_iterator;
  iterator begin() { return m_v.begin(); }
  iterator end() { return m_v.end(); }
  const_iterator begin() const { return m_v.begin(); }
  const_iterator end() const { return m_v.end(); }
  bool empty() const { return m_v.empty(); }
  void clear() { m_v.clear(); }
  bool operator==(const FlatMap&) const = default;
  iterator find(const K& k) {
    auto it = lower(k);
    return it != m_v.end() && it->first == k ? it : m_v.end();
  }
  const_iterator find(const K& k) const { return const_cast<FlatMap*>(this)->find(k); }
  V& operator[](const K& k) {
    auto it = lower(k);
    if (it == m_v.end() || !(it->first == k)) it = m_v.insert(it, Entry{k, V{}});
    return it->second;
  }
  void erase(const K& k) {
    auto it = find(k);
    if (it != m_v.end()) m_v.erase(it);
  }
  iterator erase(iterator it) { return m_v.erase(it); }
  template <class Pred>
  void eraseIf(Pred p) { std::erase_if(m_v, p); }
  /// Keeps the entries `o` has with the same value; whether any went.
  bool meet(const FlatMap& o) {
    size_t out = 0, j = 0;
    for (size_t i = 0; i < m_v.size(); ++i) {
      while (j < o.m_v.size() && o.m_v[j].first < m_v[i].first) ++j;
      if (j < o.m_v.size() && o.m_v[j].first == m_v[i].first && o.m_v[j].second == m_v[i].second) m_v[out++] = m_v[i];
    }
    const bool changed = out != m_v.size();
    m_v.resize(out);
    return changed;
  }

private:
  iterator lower(const K& k) {
    return std::lower_bound(m_v.begin(), m_v.end(), k, [](const Entry& e, const K& key) { return e.first < key; });
  }
  std::vector<Entry> m_v;
};

/// mustFacts' fallback: in-states only shrink after a block is first
/// reached, so it ends whatever the sweep does; a fact a block makes anew
/// after its first sweep (a load once what it read is no longer known on
/// entry) never reaches the blocks after it, though.
template <class State, class Sweep>
std::vector<State> mustFactsShrinking(const std::vector<Block*>& order, size_t numBlocks, Sweep sweep) {
  std::vector<State> in(numBlocks);
  std::vector<bool> reached(numBlocks, false);
  std::vector<uint32_t> pos(numBlocks, 0);
  for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]->id] = i;
  uint32_t current = 0;
  bool changed = true;
  auto meet = [&](const Block* to, const State& st) {
    if (!to) return;
    if (!reached[to->id]) {
      reached[to->id] = true;
      in[to->id] = st;
      if (pos[to->id] <= current) changed = true;
      return;
    }
    // Only a change behind the sweep (a loop's head) needs another sweep:
    // a block ahead in the order is met before it runs.
    if (in[to->id].meet(st) && pos[to->id] <= current) changed = true;
  };
  if (order.empty()) return in;
  reached[order.front()->id] = true;
  while (changed) {
    changed = false;
    for (current = 0; current < order.size(); ++current) {
      Block* b = order[current];
      if (reached[b->id]) sweep(b, State(in[b->id]), meet);
    }
  }
  return in;
}

/// A forward "must" dataflow over the region's blocks: facts (key -> value
/// maps) that hold on every path. `sweep(b, st, meetEdge)` runs block b from
/// its in-state st, calling meetEdge(block, state) for every edge out of it.
/// Returns each block's in-state at the fixpoint (unreached blocks: empty).
/// Rounds over `order`: each block's in-state is the meet of what its edges
/// from blocks before it (this round) and its back edges (the round before;
/// none at first: the optimistic start) bring, until the back edges bring
/// what they brought the round before. Unlike the shrinking form, a fact
/// made after a loop's head lost one (the head's load of a local its back
/// edge changes) reaches the loop's body. A fact holds at a block only when
/// every edge brings it, and the entry's edges bring no assumption, so the
/// fixpoint is sound; a sweep whose facts keep changing past kMaxRounds
/// (not seen) falls back to the shrinking form.
template <class State, class Sweep>
std::vector<State> mustFacts(const std::vector<Block*>& order, size_t numBlocks, Sweep sweep) {
  constexpr int kMaxRounds = 16;
  std::vector<State> in(numBlocks), fwd(numBlocks), back(numBlocks), backNext(numBlocks);
  std::vector<uint8_t> fwdReached(numBlocks), backReached(numBlocks), backNextReached(numBlocks);
  std::vector<uint32_t> pos(numBlocks, 0);
  for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]->id] = i;
  if (order.empty()) return in;
  uint32_t current = 0;
  auto meetInto = [](State& s, uint8_t& reached, const State& st) {
    if (!reached) {
      reached = 1;
      s = st;
    } else {
      s.meet(st);
    }
  };
  auto meet = [&](const Block* to, const State& st) {
    if (!to) return;
    if (pos[to->id] <= current) meetInto(backNext[to->id], backNextReached[to->id], st);
    else meetInto(fwd[to->id], fwdReached[to->id], st);
  };
  for (int round = 0; round < kMaxRounds; ++round) {
    for (size_t i = 0; i < numBlocks; ++i) {
      fwd[i].clear();
      backNext[i].clear();
      in[i].clear();
    }
    std::fill(fwdReached.begin(), fwdReached.end(), 0);
    std::fill(backNextReached.begin(), backNextReached.end(), 0);
    fwdReached[order.front()->id] = 1;
    for (current = 0; current < order.size(); ++current) {
      Block* b = order[current];
      if (!fwdReached[b->id]) continue;   // (a block only back edges reach is not reached)
      State st = std::move(fwd[b->id]);
      if (backReached[b->id]) st.meet(back[b->id]);
      in[b->id] = st;
      sweep(b, std::move(st), meet);
    }
    if (backNextReached == backReached && backNext == back) return in;
    back.swap(backNext);
    backReached.swap(backNextReached);
  }
  return mustFactsShrinking<State>(order, numBlocks, sweep);
}

/// Whether some edge of the region goes back (to its own block or one
/// before it in `order`): without one, each block's predecessors all come
/// before it, and one sweep knows every in-state when it gets there.
bool hasBackEdge(const std::vector<Block*>& order, size_t numBlocks) {
  std::vector<uint32_t> pos(numBlocks, UINT32_MAX);
  for (uint32_t k = 0; k < order.size(); ++k) pos[order[k]->id] = k;
  for (uint32_t k = 0; k < order.size(); ++k) {
    for (const Instr* i : order[k]->instrs) {
      if ((i->taken && pos[i->taken->id] <= k) || (i->next && pos[i->next->id] <= k)) return true;
    }
  }
  return false;
}

/// A region without back edges (hasBackEdge): mustFacts' one sweep and the
/// rewriting sweep at once. `rewrite(b, st, meet)` rewrites block b from its
/// in-state st, calling meet for its edges as mustFacts' sweep does; blocks
/// no edge reaches are rewritten from an empty state and meet nothing.
template <class State, class Rewrite>
void rewriteAcyclic(const std::vector<Block*>& order, size_t numBlocks, Rewrite rewrite) {
  std::vector<State> in(numBlocks);
  std::vector<bool> reached(numBlocks, false);
  auto meet = [&](const Block* to, const State& st) {
    if (!to) return;
    if (!reached[to->id]) {
      reached[to->id] = true;
      in[to->id] = st;
      return;
    }
    in[to->id].meet(st);
  };
  auto none = [](const Block*, const State&) {};
  if (!order.empty()) reached[order.front()->id] = true;
  for (Block* b : order) {
    if (reached[b->id]) rewrite(b, std::move(in[b->id]), meet);
    else rewrite(b, State{}, none);
  }
}

/// The edges out of instruction i, given the state before it and a way to
/// make the state after it: a side exit's path leaves before the
/// instruction took effect (a failed guard, an overflow), or knows nothing
/// when it may have changed memory (a helper that gave up); a terminal's
/// edges get the state after it.
template <class State, class Meet>
void meetEdgeBefore(const Instr* i, const State& st, Meet& meet) {
  if (i->taken && !opHas(i->op, irflag::Terminal)) meet(i->taken, opHas(i->op, irflag::KillsMem) ? State{} : st);
}
template <class State, class Meet>
void meetEdgesAfter(const Instr* i, const State& st, Meet& meet) {
  if (!opHas(i->op, irflag::Terminal)) return;
  meet(i->taken, st);
  meet(i->next, st);
}

/// What an instruction that may change memory leaves of what the locals
/// held: writing an ActRec changes stack slots only; a PHP frame's code
/// changes no local of its caller's frame but a pseudo-main's (its locals
/// are the globals); anything else may change any.
bool keepsLocals(Opcode op, const IRUnit& unit) {
  switch (op) {
    case Opcode::StActRec:
    case Opcode::PushClosure: return true;
    case Opcode::CallPHP:
    case Opcode::CallClosure: return !unit.localsAreGlobals;
    default: return false;
  }
}

/// What a slot holds: the tmp with its value, or (typeOnly: after a call
/// that kept the caller's locals) a tmp of its kind only. Such a slot is
/// read again, since keeping the tmp in a register across the call would
/// cost a spill and its reload, but guards on its kind go.
struct MemVal {
  SSATmp* tmp = nullptr;
  bool typeOnly = false;
  bool operator==(const MemVal&) const = default;
};

/// What memory holds, as far as every path knows: keyed by local id, and
/// by stack slot with the top bit set.
using MemTmps = FlatMap<uint32_t, MemVal>;
constexpr uint32_t kStkBit = 0x80000000u;

uint32_t memKey(const Instr* in) {
  const IRImm imm = opcodeImm(in->op);
  const bool isLoc = imm == IRImm::LocType || imm == IRImm::Loc;
  return isLoc ? in->extra.loc : (in->extra.slot | kStkBit);
}

/// One instruction of forwarding: false when it goes (a load of what a tmp
/// holds: repl says which; a check of what is known). `resolve` maps sources.
template <class Resolve>
bool forwardOne(Instr* in, MemTmps& known, std::vector<SSATmp*>& repl, Resolve resolve, const IRUnit& unit) {
  const uint32_t key = memKey(in);
  switch (in->op) {
    case Opcode::LdLoc:
    case Opcode::LdStk: {
      auto it = known.find(key);
      if (it != known.end() && !it->second.typeOnly && it->second.tmp->type <= in->typeParam) {
        repl[in->dst->id] = it->second.tmp;
        return false;
      }
      repl[in->dst->id] = nullptr;   // (an earlier sweep may have dropped it)
      known[key] = {in->dst, false};
      return true;
    }
    case Opcode::StLoc:
    case Opcode::StLocData:
    case Opcode::StStk:
      known[key] = {resolve(in->srcs[0]), false};
      return true;
    case Opcode::StLocTV:   // a raw value: what the slot holds is no tmp's
    case Opcode::StStkTV:
      known.erase(key);
      return true;
    case Opcode::CheckLoc:
    case Opcode::CheckStk: {
      auto it = known.find(key);
      return !(it != known.end() && it->second.tmp->type <= in->typeParam);
    }
    default:
      if (!opHas(in->op, irflag::KillsMem)) return true;
      if (!keepsLocals(in->op, unit)) {
        known.clear();
        return true;
      }
      known.eraseIf([](const MemTmps::Entry& e) { return (e.first & kStkBit) != 0; });
      // (An ActRec's writes leave the locals' values where they were.)
      if (opHas(in->op, irflag::PhpCall)) {
        for (auto& e : known) e.second.typeOnly = true;
      }
      return true;
  }
}

/// An instruction a pass drops: the CFG's kept order goes with it when it had an edge.
void dropped(const IRUnit& unit, const Instr* in) {
  if (in->taken || in->next) unit.invalidateCFG();
}

/// Keeps b's instructions that keep(i) says to, in order, in place.
template <class Keep>
void filterInstrs(const IRUnit& unit, Block* b, Keep keep) {
  size_t w = 0;
  for (size_t r = 0; r < b->instrs.size(); ++r) {
    Instr* i = b->instrs[r];
    if (keep(i)) b->instrs[w++] = i;
    else dropped(unit, i);
  }
  b->instrs.resize(w);
}

/// Whether any instruction of the unit's blocks has an op `pred` picks
/// (a pass with nothing to work on skips its dataflow).
template <class Pred>
bool anyOp(const IRUnit& unit, Pred pred) {
  for (const auto& b : unit.blocks()) {
    for (const Instr* in : b->instrs) {
      if (pred(in->op)) return true;
    }
  }
  return false;
}

} // namespace

void forwardLoadsStores(IRUnit& unit) {
  // Nothing is forwarded to a region that loads or checks no slot.
  if (!anyOp(unit, [](Opcode o) {
        return o == Opcode::LdLoc || o == Opcode::LdStk || o == Opcode::CheckLoc || o == Opcode::CheckStk;
      }))
    return;
  std::vector<SSATmp*> repl(unit.numTmps(), nullptr);
  auto resolve = [&](SSATmp* t) {
    while (repl[t->id]) t = repl[t->id];
    return t;
  };
  const std::vector<Block*>& order = unit.rpo();
  if (!hasBackEdge(order, unit.blocks().size())) {
    rewriteAcyclic<MemTmps>(order, unit.blocks().size(), [&](Block* b, MemTmps known, auto& meet) {
      filterInstrs(unit, b, [&](Instr* i) {
        meetEdgeBefore(i, known, meet);
        for (auto& s : i->srcs) s = resolve(s);
        const bool keep = forwardOne(i, known, repl, resolve, unit);
        meetEdgesAfter(i, known, meet);
        return keep;
      });
    });
  } else {
    // The facts at each block's entry first (what the loads would be replaced
    // by is recomputed each sweep), then one sweep that rewrites.
    const std::vector<MemTmps> in = mustFacts<MemTmps>(order, unit.blocks().size(), [&](Block* b, MemTmps st,
                                                                                          auto& meet) {
      for (Instr* i : b->instrs) {
        meetEdgeBefore(i, st, meet);
        forwardOne(i, st, repl, resolve, unit);
        meetEdgesAfter(i, st, meet);
      }
    });
    std::fill(repl.begin(), repl.end(), nullptr);
    for (Block* b : order) {
      MemTmps known = in[b->id];
      filterInstrs(unit, b, [&](Instr* i) {
        for (auto& s : i->srcs) s = resolve(s);
        return forwardOne(i, known, repl, resolve, unit);
      });
    }
  }
  // Exit blocks read tmps of the blocks that branch to them.
  for (auto& b : unit.blocks()) {
    for (Instr* in : b->instrs) {
      for (auto& s : in->srcs) s = resolve(s);
    }
  }
}

void eliminateRefcountPairs(IRUnit& unit) {
  std::vector<bool> drop;
  for (Block* b : unit.rpo()) {
    auto& code = b->instrs;
    if (std::none_of(code.begin(), code.end(), [](const Instr* in) { return in->is(Opcode::IncRef); })) continue;
    drop.assign(code.size(), false);
    for (size_t i = 0; i < code.size(); ++i) {
      if (!code[i]->is(Opcode::IncRef)) continue;
      const SSATmp* t = code[i]->srcs[0];
      // Up to the tmp's next release, only what neither releases, calls,
      // branches (an exit would hold the reference) nor reads a count.
      for (size_t j = i + 1; j < code.size(); ++j) {
        const Instr* in = code[j];
        if ((in->is(Opcode::DecRef) || in->is(Opcode::DecRefG)) && in->srcs[0] == t) {
          drop[i] = drop[j] = true;
          break;
        }
        const bool quiet = opHas(in->op, irflag::Pure) || in->is(Opcode::StStk) || in->is(Opcode::StLoc) ||
                           in->is(Opcode::StLocData) || (opHas(in->op, irflag::Meta) && !opHas(in->op, irflag::Branch));
        if (!quiet || drop[j]) break;
      }
    }
    size_t k = 0;
    filterInstrs(unit, b, [&](const Instr*) { return !drop[k++]; });
  }
}

void leaveBeforeTrailingInterpOnes(IRUnit& unit) {
  for (Block* b : unit.rpo()) {
    auto& code = b->instrs;
    if (code.empty() || !opHas(code.back()->op, irflag::Exit)) continue;
    // The longest suffix of InterpOne / StStk before the end that starts
    // with an InterpOne.
    size_t first = code.size();
    for (size_t i = code.size() - 1; i-- > 0;) {
      if (code[i]->is(Opcode::InterpOne)) first = i;
      else if (!code[i]->is(Opcode::StStk)) break;
    }
    if (first == code.size()) continue;
    Instr* one = code[first];
    Instr* req = code.back();
    req->op = Opcode::ReqInterp;
    req->extra.off = one->extra.off;
    req->extra.depth = one->extra.depth;
    req->bcOff = one->bcOff;
    for (size_t i = first; i + 1 < code.size(); ++i) dropped(unit, code[i]);
    code.resize(first);
    code.push_back(req);
  }
}

void eliminateDeadCode(IRUnit& unit) {
  std::vector<bool> used(unit.numTmps(), false);
  std::vector<Instr*> work;
  const std::vector<Block*>& blocks = unit.rpo();
  for (Block* b : blocks) {
    for (Instr* in : b->instrs) {
      if (!opHas(in->op, irflag::Pure)) work.push_back(in);
    }
  }
  while (!work.empty()) {
    Instr* in = work.back();
    work.pop_back();
    for (SSATmp* s : in->srcs) {
      if (used[s->id]) continue;
      used[s->id] = true;
      work.push_back(s->def);
    }
  }
  for (Block* b : blocks)
    filterInstrs(unit, b, [&](const Instr* in) { return !opHas(in->op, irflag::Pure) || used[in->dst->id]; });
}

namespace {

/// What the type bytes of locals hold for sure at one point: local id ->
/// DataType (a local not in it: unknown).
using LocTypes = FlatMap<uint32_t, DataType>;

/// How `in` changes what `known` says (the state after it, on its fall-through).
void locTypesAfter(const Instr* in, LocTypes& known, const IRUnit& unit) {
  DataType dt;
  switch (in->op) {
    case Opcode::CheckLoc:
    case Opcode::LdLoc:
      if (in->typeParam.dataType(&dt)) known[in->extra.loc] = dt;
      break;
    case Opcode::StLoc:
    case Opcode::StLocData:
      if (in->srcs[0]->type.dataType(&dt)) known[in->extra.loc] = dt;
      else known.erase(in->extra.loc);
      break;
    case Opcode::StLocTV:
      known.erase(in->extra.loc);
      break;
    case Opcode::StPtrElem:   // (an address: assumed to be anything's)
      known.clear();
      break;
    default:
      if (opHas(in->op, irflag::KillsMem) && !keepsLocals(in->op, unit)) known.clear();
      break;
  }
}

} // namespace

void elideLocTypeStores(IRUnit& unit) {
  if (!anyOp(unit, [](Opcode o) { return o == Opcode::StLoc; })) return;
  const std::vector<Block*>& order = unit.rpo();
  auto rewrite = [](Instr* i, const LocTypes& st) {
    DataType dt;
    if (i->is(Opcode::StLoc) && i->srcs[0]->type.dataType(&dt)) {
      auto it = st.find(i->extra.loc);
      if (it != st.end() && it->second == dt) i->op = Opcode::StLocData;
    }
  };
  if (!hasBackEdge(order, unit.blocks().size())) {
    rewriteAcyclic<LocTypes>(order, unit.blocks().size(), [&](Block* b, LocTypes st, auto& meet) {
      for (Instr* i : b->instrs) {
        meetEdgeBefore(i, st, meet);
        rewrite(i, st);
        locTypesAfter(i, st, unit);
        meetEdgesAfter(i, st, meet);
      }
    });
    return;
  }
  const std::vector<LocTypes> in = mustFacts<LocTypes>(order, unit.blocks().size(), [&](Block* b, LocTypes st, auto& meet) {
    for (const Instr* i : b->instrs) {
      meetEdgeBefore(i, st, meet);
      locTypesAfter(i, st, unit);
      meetEdgesAfter(i, st, meet);
    }
  });
  for (Block* b : order) {
    LocTypes st = in[b->id];
    for (Instr* i : b->instrs) {
      rewrite(i, st);
      locTypesAfter(i, st, unit);
    }
  }
}

namespace {

/// A guard's fact: (op, type parameter, extra.i, source ids); the value is
/// 1, or for CheckPackedElem (keyed without its type) the element's type bits.
using CheckKey = std::tuple<Opcode, uint32_t, int64_t, uint32_t, uint32_t>;
using CheckFacts = FlatMap<CheckKey, uint32_t>;

/// The guards this pass knows, and whether what they check can change: an
/// object's class, a double's value never do; an array's kind, size,
/// element or reference count may, through the instructions below.
bool permanentCheck(Opcode op) { return op == Opcode::CheckObjCls || op == Opcode::CheckDblNonZero; }
bool arrayCheck(Opcode op) {
  return op == Opcode::CheckPackedArr || op == Opcode::CheckArrOneRef || op == Opcode::CheckPackedIdx ||
         op == Opcode::CheckPackedElem || op == Opcode::CheckPackedAppend || op == Opcode::CheckStrIdx;
}

/// What the pass knows: facts of passed guards, and the values of packed
/// elements read or stored (LdPackedElem keys, the value a tmp id).
struct CheckPass {
  std::vector<SSATmp*> repl;
  IRUnit& unit;
  SSATmp* resolve(SSATmp* t) const {
    while (repl[t->id]) t = repl[t->id];
    return t;
  }
  CheckKey key(Opcode op, const Instr* in, uint32_t bits) const {
    return {op, bits, in->extra.i, in->srcs.size() > 0 ? resolve(in->srcs[0])->id : ~0u,
            in->srcs.size() > 1 ? resolve(in->srcs[1])->id : ~0u};
  }
  bool one(const Instr* in, CheckFacts& facts);
};

/// Erases the facts `pred` picks.
template <class Pred>
void dropFacts(CheckFacts& facts, Pred pred) {
  facts.eraseIf([&](const CheckFacts::Entry& e) { return pred(std::get<0>(e.first)); });
}

bool elemFact(Opcode o) { return o == Opcode::CheckPackedElem || o == Opcode::LdPackedElem; }

/// One instruction: false when it goes (a guard whose fact holds already,
/// a read of an element whose value a tmp holds: repl says which).
bool CheckPass::one(const Instr* in, CheckFacts& facts) {
  const Opcode op = in->op;
  if (permanentCheck(op) || arrayCheck(op)) {
    const bool elem = op == Opcode::CheckPackedElem;
    const CheckKey k = key(op, in, elem ? 0u : in->typeParam.bits());
    auto it = facts.find(k);
    if (it != facts.end() && (!elem || Type(it->second) <= in->typeParam)) return false;
    facts[k] = elem ? in->typeParam.bits() : 1u;
    return true;
  }
  switch (op) {
    case Opcode::LdPackedElem: {
      const CheckKey k = key(op, in, 0);
      auto it = facts.find(k);
      if (it != facts.end()) {
        SSATmp* v = unit.tmp(it->second);
        if (v->type <= in->typeParam) {
          repl[in->dst->id] = v;
          return false;
        }
      }
      repl[in->dst->id] = nullptr;   // (an earlier sweep may have dropped it)
      facts[k] = in->dst->id;
      return true;
    }
    case Opcode::IncRef:
    case Opcode::IncRefTV:
    case Opcode::IncRefSlot:
      dropFacts(facts, [](Opcode o) { return o == Opcode::CheckArrOneRef; });
      return true;
    case Opcode::AppendPacked:   // the size grows (the elements from it on are new)
      dropFacts(facts, [](Opcode o) {
        return o == Opcode::CheckPackedIdx || o == Opcode::CheckPackedAppend || elemFact(o);
      });
      return true;
    case Opcode::StPtrElem:   // (an element ArrGet found may be a packed one: a numeric string key)
      dropFacts(facts, elemFact);
      return true;
    case Opcode::StPackedElem: {   // (another key tmp may name the same element)
      dropFacts(facts, elemFact);
      SSATmp* v = resolve(in->srcs[2]);
      facts[key(Opcode::CheckPackedElem, in, 0)] = v->type.bits();
      facts[key(Opcode::LdPackedElem, in, 0)] = v->id;
      return true;
    }
    default:
      // Helpers, the interpreter and releases (a destructor) may change
      // any array; nothing else here changes one.
      if (opHas(op, irflag::KillsMem) || opHas(op, irflag::Call) || opHas(op, irflag::Interp) ||
          op == Opcode::DecRef || op == Opcode::DecRefG || op == Opcode::DecRefTV)
        dropFacts(facts, [](Opcode o) { return !permanentCheck(o); });
      return true;
  }
}

} // namespace

void eliminateRedundantChecks(IRUnit& unit) {
  // A guard or element read goes only after another (or a store of the
  // element): a region with fewer than two of them has none to drop.
  uint32_t n = 0;
  for (const auto& b : unit.blocks()) {
    for (const Instr* i : b->instrs)
      n += permanentCheck(i->op) || arrayCheck(i->op) || i->is(Opcode::LdPackedElem) || i->is(Opcode::StPackedElem);
  }
  if (n < 2) return;
  const std::vector<Block*>& order = unit.rpo();
  CheckPass cp{std::vector<SSATmp*>(unit.numTmps(), nullptr), unit};
  if (!hasBackEdge(order, unit.blocks().size())) {
    rewriteAcyclic<CheckFacts>(order, unit.blocks().size(), [&](Block* b, CheckFacts st, auto& meet) {
      filterInstrs(unit, b, [&](Instr* i) {
        meetEdgeBefore(i, st, meet);
        for (auto& s : i->srcs) s = cp.resolve(s);
        const bool keep = cp.one(i, st);
        meetEdgesAfter(i, st, meet);
        return keep;
      });
    });
  } else {
    const std::vector<CheckFacts> in = mustFacts<CheckFacts>(order, unit.blocks().size(), [&](Block* b, CheckFacts st,
                                                                                               auto& meet) {
      for (const Instr* i : b->instrs) {
        meetEdgeBefore(i, st, meet);
        cp.one(i, st);
        meetEdgesAfter(i, st, meet);
      }
    });
    std::fill(cp.repl.begin(), cp.repl.end(), nullptr);
    for (Block* b : order) {
      CheckFacts st = in[b->id];
      filterInstrs(unit, b, [&](Instr* i) {
        for (auto& s : i->srcs) s = cp.resolve(s);
        return cp.one(i, st);
      });
    }
  }
  for (auto& b : unit.blocks()) {   // (exit blocks)
    for (Instr* i : b->instrs) {
      for (auto& s : i->srcs) s = cp.resolve(s);
    }
  }
}

namespace {

/// The constant a tmp is (its DefConst), or null.
const Instr* constOf(const SSATmp* t) { return t->def && t->def->is(Opcode::DefConst) ? t->def : nullptr; }

/// `in` becomes the DefConst of its result (its value set by the caller).
Extra& becomeConst(Instr* in) {
  in->op = Opcode::DefConst;
  in->typeParam = in->dst->type;
  in->srcs = SrcList{};
  in->extra = Extra{};
  return in->extra;
}
void becomeInt(Instr* in, int64_t v) { becomeConst(in).i = v; }
void becomeDbl(Instr* in, double v) { becomeConst(in).d = v; }

/// One instruction of simplify: true when it changed (folded, or goes:
/// *drop set).
bool foldOne(Instr* in, bool* drop) {
  *drop = false;
  if (in->srcs.empty() || in->srcs.size() > 2) return false;
  const Instr* a = constOf(in->srcs[0]);
  if (!a) return false;
  if (in->srcs.size() == 1) {
    switch (in->op) {
      case Opcode::ConvIntToDbl: becomeDbl(in, static_cast<double>(a->extra.i)); return true;
      case Opcode::CheckDblNonZero:   // (taken on 0.0 or NaN)
        if (a->extra.d == 0 || a->extra.d != a->extra.d) return false;
        *drop = true;
        return true;
      default: return false;
    }
  }
  const Instr* b = constOf(in->srcs[1]);
  if (!b) return false;
  const int64_t x = a->extra.i, y = b->extra.i;
  const double dx = a->extra.d, dy = b->extra.d;
  int64_t r;
  switch (in->op) {
    case Opcode::AddIntO:
      if (__builtin_add_overflow(x, y, &r)) return false;
      becomeInt(in, r);
      in->taken = nullptr;   // (the overflow exit goes)
      return true;
    case Opcode::SubIntO:
      if (__builtin_sub_overflow(x, y, &r)) return false;
      becomeInt(in, r);
      in->taken = nullptr;
      return true;
    case Opcode::MulIntO:
      if (__builtin_mul_overflow(x, y, &r)) return false;
      becomeInt(in, r);
      in->taken = nullptr;
      return true;
    case Opcode::AndInt:
    case Opcode::AndBool: becomeInt(in, x & y); return true;
    case Opcode::OrInt: becomeInt(in, x | y); return true;
    case Opcode::XorInt:
    case Opcode::XorBool: becomeInt(in, x ^ y); return true;
    case Opcode::LtInt: becomeInt(in, x < y); return true;
    case Opcode::LteInt: becomeInt(in, x <= y); return true;
    case Opcode::GtInt: becomeInt(in, x > y); return true;
    case Opcode::GteInt: becomeInt(in, x >= y); return true;
    case Opcode::CmpInt: becomeInt(in, x < y ? -1 : x > y ? 1 : 0); return true;
    case Opcode::EqInt:
    case Opcode::NeqInt:
      // Words of Int or Bool constants (an object's identity is never one).
      if (!(a->typeParam <= (Type::Int() | Type::Bool())) || !(b->typeParam <= (Type::Int() | Type::Bool()))) return false;
      becomeInt(in, in->op == Opcode::EqInt ? x == y : x != y);
      return true;
    case Opcode::AddDbl: becomeDbl(in, dx + dy); return true;
    case Opcode::SubDbl: becomeDbl(in, dx - dy); return true;
    case Opcode::MulDbl: becomeDbl(in, dx * dy); return true;
    case Opcode::DivDbl: becomeDbl(in, dx / dy); return true;   // (the divisor was checked nonzero before)
    case Opcode::LtDbl: becomeInt(in, dx < dy); return true;
    case Opcode::LteDbl: becomeInt(in, dx <= dy); return true;
    case Opcode::GtDbl: becomeInt(in, dx > dy); return true;
    case Opcode::GteDbl: becomeInt(in, dx >= dy); return true;
    case Opcode::EqDbl: becomeInt(in, dx == dy); return true;
    case Opcode::NeqDbl: becomeInt(in, dx != dy); return true;
    default: return false;
  }
}

} // namespace

void simplify(IRUnit& unit) {
  bool cfgChanged = false;
  for (Block* b : unit.rpo()) {
    filterInstrs(unit, b, [&](Instr* i) {
      bool drop;
      const bool hadTaken = i->taken != nullptr;
      if (!foldOne(i, &drop)) return true;
      if (hadTaken && !drop) cfgChanged = true;   // (an overflow exit folded away)
      return !drop;
    });
  }
  if (cfgChanged) unit.invalidateCFG();
}

// --- The pass table and the runner -------------------------------------------------

namespace {
struct PassInfo { const char* name; const char* doc; void (*fn)(IRUnit&); };
constexpr PassInfo kPasses[] = {
#define X(name, doc) {#name, doc, &name},
    HOP_IR_PASSES(X)
#undef X
};
} // namespace

const char* passName(Pass p) { return kPasses[static_cast<size_t>(p)].name; }
const char* passDoc(Pass p) { return kPasses[static_cast<size_t>(p)].doc; }

bool passFromName(std::string_view name, Pass* out) {
  for (size_t i = 0; i < sizeof(kPasses) / sizeof(kPasses[0]); ++i) {
    if (name == kPasses[i].name) {
      *out = static_cast<Pass>(i);
      return true;
    }
  }
  return false;
}

void runPass(Pass p, IRUnit& unit) { kPasses[static_cast<size_t>(p)].fn(unit); }

std::vector<std::string> parseDumpList(std::string_view value) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : value) {
    if (c == ',' || c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool PassRunner::dumps(std::string_view stage) const {
  if (m_opts.dumpAll) return true;
  for (const std::string& s : m_opts.dumpAfter) {
    if (s == stage || s == "all") return true;
  }
  return false;
}

void PassRunner::after(const char* stage, const IRUnit& unit) {
  if (m_opts.verify) {
    std::string errors;
    if (!verifyIR(unit, &errors)) {
      std::fprintf(stderr, "=== IR verifier failed after %s: %s ===\n%s--- the IR:\n%s", stage, m_opts.label.c_str(),
                   errors.c_str(), unit.toString().c_str());
      std::abort();   // a JIT bug: never translate IR that breaks the rules
    }
  }
  if (dumps(stage))
    std::fprintf(stderr, "=== IR after %s: %s ===\n%s", stage, m_opts.label.c_str(), unit.toString().c_str());
}

void PassRunner::run(IRUnit& unit, std::initializer_list<Pass> passes) {
  for (Pass p : passes) {
    runPass(p, unit);
    after(passName(p), unit);
  }
}

} // namespace hop::jit
