// passes.cpp — load/store forwarding and dead-code elimination.
#include "jit/ir/passes.h"

#include <unordered_map>

namespace hop::jit {

void forwardLoadsStores(IRUnit& unit) {
  std::vector<SSATmp*> repl(unit.numTmps(), nullptr);
  auto resolve = [&](SSATmp* t) {
    while (repl[t->id]) t = repl[t->id];
    return t;
  };
  for (Block* b : unit.rpo()) {
    // What memory holds, as far as this block knows (keyed by local id, and
    // by stack slot with the top bit set).
    std::unordered_map<uint32_t, SSATmp*> known;
    constexpr uint32_t kStkBit = 0x80000000u;
    std::vector<Instr*> kept;
    for (Instr* in : b->instrs) {
      for (auto& s : in->srcs) s = resolve(s);
      const bool isLoc = in->is(Opcode::LdLoc) || in->is(Opcode::StLoc) || in->is(Opcode::CheckLoc);
      const uint32_t key = isLoc ? in->extra.loc : (in->extra.slot | kStkBit);
      switch (in->op) {
        case Opcode::LdLoc:
        case Opcode::LdStk: {
          auto it = known.find(key);
          if (it != known.end() && it->second->type <= in->typeParam) {
            repl[in->dst->id] = it->second;
            continue;   // dropped
          }
          known[key] = in->dst;
          break;
        }
        case Opcode::StLoc:
        case Opcode::StStk:
          known[key] = in->srcs[0];
          break;
        case Opcode::CheckLoc:
        case Opcode::CheckStk: {
          auto it = known.find(key);
          if (it != known.end() && it->second->type <= in->typeParam) continue;
          break;
        }
        default:
          if (opHas(in->op, irflag::KillsMem)) known.clear();
          break;
      }
      kept.push_back(in);
    }
    b->instrs = std::move(kept);
  }
  // Exit blocks read tmps of the blocks that branch to them.
  for (auto& b : unit.blocks()) {
    for (Instr* in : b->instrs) {
      for (auto& s : in->srcs) s = resolve(s);
    }
  }
}

void leaveBeforeTrailingInterpOnes(IRUnit& unit) {
  for (Block* b : unit.rpo()) {
    auto& code = b->instrs;
    if (code.empty() || !(code.back()->is(Opcode::ReqInterp) || code.back()->is(Opcode::LeaveVM))) continue;
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
    code.resize(first);
    code.push_back(req);
  }
}

void eliminateDeadCode(IRUnit& unit) {
  std::vector<bool> used(unit.numTmps(), false);
  std::vector<Instr*> work;
  const std::vector<Block*> blocks = unit.rpo();
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
  for (Block* b : blocks) {
    std::vector<Instr*> kept;
    for (Instr* in : b->instrs) {
      if (opHas(in->op, irflag::Pure) && !used[in->dst->id]) continue;
      kept.push_back(in);
    }
    b->instrs = std::move(kept);
  }
}

} // namespace hop::jit
