// passes.cpp — the passes (load/store forwarding, leaving before
// trailing InterpOnes, dead-code elimination) and the pass runner.
#include "jit/ir/passes.h"

#include <cstdio>
#include <cstdlib>
#include <unordered_map>

#include "jit/ir/ir-verify.h"

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
      const IRImm imm = opcodeImm(in->op);
      const bool isLoc = imm == IRImm::LocType || imm == IRImm::Loc;
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
        case Opcode::StLocTV:   // a raw value: what the local holds is no tmp's
          known.erase(key);
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
