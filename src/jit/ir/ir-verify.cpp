// ir-verify.cpp — the IR verifier (see ir-verify.h). Everything it knows
// about an op comes from the op table's columns.
#include "jit/ir/ir-verify.h"

#include <cstdio>
#include <vector>

namespace hop::jit {

namespace {

class Verifier {
public:
  explicit Verifier(const IRUnit& unit) : m_unit(unit) {}
  bool run(std::string* errors);

private:
  void problem(const Block* b, size_t i, const Instr* in, const std::string& what) {
    char buf[96];
    if (in) std::snprintf(buf, sizeof buf, "B%u #%zu %s: ", b->id, i, opcodeName(in->op));
    else std::snprintf(buf, sizeof buf, "B%u: ", b->id);
    m_errors += buf + what + "\n";
  }
  bool ownBlock(const Block* b) const {
    return b && b->id < m_unit.blocks().size() && m_unit.blocks()[b->id].get() == b;
  }
  void checkInstr(const Block* b, size_t i, const Instr& in);
  void checkImms(const Block* b, size_t i, const Instr& in);
  void checkSSA(const std::vector<Block*>& order);

  const IRUnit& m_unit;
  std::string m_errors;
};

void Verifier::checkImms(const Block* b, size_t i, const Instr& in) {
  const Extra& x = in.extra;
  // Which fields the kind uses: i d loc slot off depth, and the type parameter.
  bool ui = false, ud = false, uloc = false, uslot = false, uoff = false, udepth = false, utype = false;
  bool ptr = false;   // extra.i is a pointer that must be set
  switch (opcodeImm(in.op)) {
    case IRImm::None: break;
    case IRImm::Const:
      utype = true;
      if (in.typeParam <= Type::Str() && !in.typeParam.isBottom()) ui = ptr = true;
      else if (in.typeParam == Type::Dbl()) ud = true;
      else ui = true;
      break;
    case IRImm::Type: utype = true; break;
    case IRImm::LocType: utype = uloc = true; break;
    case IRImm::Loc: uloc = true; break;
    case IRImm::LocBc: uloc = uoff = udepth = true; break;
    case IRImm::StkType: utype = uslot = true; break;
    case IRImm::Stk: uslot = true; break;
    case IRImm::StkBc: uslot = uoff = true; break;
    case IRImm::StkArgs: uslot = udepth = true; break;
    case IRImm::Bc: uoff = udepth = true; break;
    case IRImm::Cls: ui = ptr = true; break;
    case IRImm::PropType: utype = ui = true; break;
    case IRImm::Prop: ui = true; break;
    case IRImm::SlotType: utype = uloc = true; break;
    case IRImm::FuncCache:
    case IRImm::FuncSlot: ui = ptr = uslot = true; break;
    case IRImm::FuncAR: ui = ptr = uslot = udepth = true; break;
    case IRImm::Call: ui = ptr = uslot = udepth = uoff = uloc = true; break;
    case IRImm::ThisFreed:
      ui = true;
      if (x.i < 0 || x.i > 3) problem(b, i, &in, "extra.i must be 0 to 3");
      break;
    case IRImm::Stat: ui = true; break;
    case IRImm::ScopeCache: ui = uslot = true; break;
    case IRImm::Builtin:
      ui = ptr = uslot = uoff = udepth = true;
      if (x.slot > x.depth) problem(b, i, &in, "its arguments' first slot is above the depth");
      break;
  }
  if (ptr && x.i == 0) problem(b, i, &in, "its pointer immediate is null");
  // The type parameter of a DParam op is its result's type, used or not.
  if (opcodeDstRule(in.op) == DstRule::DParam) utype = true;
  const char* unused = nullptr;
  if (!ui && x.i) unused = "extra.i";
  else if (!ud && x.d != 0) unused = "extra.d";
  else if (!uloc && x.loc) unused = "extra.loc";
  else if (!uslot && x.slot) unused = "extra.slot";
  else if (!uoff && x.off) unused = "extra.off";
  else if (!udepth && x.depth) unused = "extra.depth";
  else if (!utype && !in.typeParam.isBottom()) unused = "the type parameter";
  if (unused) problem(b, i, &in, std::string(unused) + " is set but the op's immediates do not use it");
}

void Verifier::checkInstr(const Block* b, size_t i, const Instr& in) {
  const OpInfo& info = opInfo(in.op);
  const bool last = i + 1 == b->instrs.size();
  if (opHas(in.op, irflag::Terminal) && !last) problem(b, i, &in, "a terminal op before the end of its block");
  if (last && !opHas(in.op, irflag::Terminal)) problem(b, i, &in, "the block does not end in a terminal op");
  if (opHas(in.op, irflag::Branch) != (in.taken != nullptr))
    problem(b, i, &in, in.taken ? "a taken block on an op that does not branch" : "a branch without a taken block");
  if (opHas(in.op, irflag::Next) != (in.next != nullptr))
    problem(b, i, &in, in.next ? "a next block on an op without one" : "no next block");
  if (in.taken && !ownBlock(in.taken)) problem(b, i, &in, "its taken block is not in the unit");
  if (in.next && !ownBlock(in.next)) problem(b, i, &in, "its next block is not in the unit");

  const SrcSpec& s = info.srcs;
  if (in.srcs.size() < s.minSrcs || in.srcs.size() > s.maxSrcs) {
    problem(b, i, &in, "takes " + std::to_string(s.minSrcs) + (s.minSrcs != s.maxSrcs ? "-" + std::to_string(s.maxSrcs) : "") +
                           " sources, has " + std::to_string(in.srcs.size()));
  } else {
    for (size_t k = 0; k < in.srcs.size(); ++k) {
      const SSATmp* t = in.srcs[k];
      if (!t) {
        problem(b, i, &in, "source " + std::to_string(k) + " is null");
        continue;
      }
      if (!(t->type <= Type(s.types[k])))
        problem(b, i, &in, "source " + std::to_string(k) + " (t" + std::to_string(t->id) + ") is " + t->type.toString() +
                               ", not a subtype of " + Type(s.types[k]).toString());
    }
  }
  const bool wantsDst = info.dst != DstRule::ND;
  if (wantsDst != (in.dst != nullptr)) {
    problem(b, i, &in, wantsDst ? "no result" : "a result on an op without one");
  } else if (in.dst) {
    if (in.dst->def != &in) problem(b, i, &in, "its result t" + std::to_string(in.dst->id) + " names another definition");
    if (in.dst->type != dstTypeOf(in.op, in.typeParam))
      problem(b, i, &in, "its result is " + in.dst->type.toString() + ", the op makes " +
                             dstTypeOf(in.op, in.typeParam).toString());
  }
  checkImms(b, i, in);
}

/// Available definitions (a dataflow "defined on every path"): a tmp is
/// available at a point when every path from the entry defines it before.
void Verifier::checkSSA(const std::vector<Block*>& order) {
  const size_t nt = m_unit.numTmps(), nb = m_unit.blocks().size();
  using Bits = std::vector<bool>;
  std::vector<Bits> in(nb, Bits(nt, true));
  std::vector<bool> reached(nb, false);
  if (order.empty()) return;
  in[order.front()->id] = Bits(nt, false);
  reached[order.front()->id] = true;
  // Meets `avail` into successor s.
  bool changed = true;
  auto meet = [&](const Block* s, const Bits& avail) {
    if (!ownBlock(s)) return;
    Bits& t = in[s->id];
    if (!reached[s->id]) {
      reached[s->id] = true;
      t = avail;
      changed = true;
      return;
    }
    for (size_t k = 0; k < nt; ++k) {
      if (t[k] && !avail[k]) {
        t[k] = false;
        changed = true;
      }
    }
  };
  for (int round = 0; changed && round < 1000; ++round) {
    changed = false;
    for (const Block* b : order) {
      if (!reached[b->id]) continue;
      Bits avail = in[b->id];
      for (const Instr* i : b->instrs) {
        if (i->taken) meet(i->taken, avail);   // a branch's own result: not on its taken edge
        if (i->dst && i->dst->id < nt) avail[i->dst->id] = true;
        if (i->next) meet(i->next, avail);
      }
    }
  }
  std::vector<int> defs(nt, 0);
  for (const Block* b : order) {
    Bits avail = in[b->id];
    for (size_t k = 0; k < b->instrs.size(); ++k) {
      const Instr* i = b->instrs[k];
      for (const SSATmp* t : i->srcs) {
        if (t && t->id < nt && !avail[t->id])
          problem(b, k, i, "t" + std::to_string(t->id) + " is used where it is not defined on every path");
      }
      if (i->dst && i->dst->id < nt) {
        if (++defs[i->dst->id] == 2) problem(b, k, i, "t" + std::to_string(i->dst->id) + " is defined twice");
        avail[i->dst->id] = true;
      }
    }
  }
}

bool Verifier::run(std::string* errors) {
  if (!m_unit.entry()) {
    m_errors = "no entry block\n";
  } else {
    if (m_unit.rpoKept() && m_unit.rpo() != m_unit.computeRpo())
      m_errors += "the kept block order is stale: an edge changed without IRUnit::invalidateCFG\n";
    const std::vector<Block*>& order = m_unit.rpo();
    for (const Block* b : order) {
      if (b->empty()) {
        problem(b, 0, nullptr, "an empty block");
        continue;
      }
      for (size_t i = 0; i < b->instrs.size(); ++i) checkInstr(b, i, *b->instrs[i]);
    }
    if (m_errors.empty()) checkSSA(order);
  }
  if (errors) *errors = m_errors;
  return m_errors.empty();
}

} // namespace

bool verifyIR(const IRUnit& unit, std::string* errors) { return Verifier(unit).run(errors); }

} // namespace hop::jit
