// vasm-check.cpp — the vasm checker (see vasm-check.h). Everything it knows
// about an op comes from the vasm table.
#include "jit/vasm/vasm-check.h"

#include <cstdio>
#include <vector>

namespace hop::jit {

namespace {

/// The registers compiled code keeps for itself (never values).
constexpr RegSet kPinned = vregs::gpWhere(RegUse::Pinned);

void problem(std::string& out, uint32_t b, size_t i, const Vinstr* in, const std::string& what) {
  char buf[64];
  if (in) std::snprintf(buf, sizeof buf, "V%u #%zu %s: ", b, i, vopName(in->op));
  else std::snprintf(buf, sizeof buf, "V%u: ", b);
  out += buf + what + "\n";
}

RegSet bitOf(Vreg r) { return r.valid() && r.isPhys() ? regBit(r.n) : 0; }

} // namespace

bool checkVunit(const Vunit& unit, bool allocated, std::string* errors) {
  std::string out;
  const std::vector<uint32_t> layout = unit.layout();
  const uint32_t nb = static_cast<uint32_t>(unit.blocks.size());
  for (uint32_t b : layout) {
    const auto& code = unit.blocks[b].code;
    if (code.empty()) {
      problem(out, b, 0, nullptr, "an empty block");
      continue;
    }
    bool flagsSet = false;
    for (size_t i = 0; i < code.size(); ++i) {
      const Vinstr& in = code[i];
      const VopInfo& info = vopInfo(in.op);
      const bool last = i + 1 == code.size();
      if ((info.flags & kVTerminal) && !last) problem(out, b, i, &in, "a terminal op before the end of its block");
      if (last && !(info.flags & kVTerminal)) problem(out, b, i, &in, "the block does not end in a terminal op");
      const uint32_t targets = vopNumTargets(in.op);
      if ((targets >= 1 && in.t0 >= nb) || (targets >= 2 && in.t1 >= nb)) problem(out, b, i, &in, "a jump to no block");
      auto operand = [&](Vrole role, Vreg r, const char* name) {
        if (role == Vrole::N) {
          if (r.valid()) problem(out, b, i, &in, std::string(name) + " is set but the op does not use it");
          return;
        }
        if (!r.valid()) {
          problem(out, b, i, &in, std::string(name) + " is missing");
          return;
        }
        if (!r.isPhys() && r.n - Vreg::kFirstVirtual >= unit.vclass.size()) {
          problem(out, b, i, &in, std::string(name) + " is a virtual register the unit never made");
          return;
        }
        if (allocated && !r.isPhys()) problem(out, b, i, &in, std::string(name) + " is still virtual after allocation");
        if (role == Vrole::M && unit.classOf(r) != Vclass::GP) problem(out, b, i, &in, std::string(name) + ": a memory base must be GP");
      };
      operand(info.d, in.d, "d");
      operand(info.s0, in.s0, "s0");
      operand(info.s1, in.s1, "s1");
      if ((info.flagsEffect & vflags::FU) && !flagsSet)
        problem(out, b, i, &in, "reads the flags, but nothing before it in the block set them");
      if (info.flagsEffect & vflags::FX) flagsSet = false;
      if (info.flagsEffect & vflags::FD) flagsSet = true;
    }
  }
  if (allocated && out.empty()) {
    // Liveness of physical registers (the pinned ones left out), then the
    // clobbers of each op against what is live after it.
    std::vector<RegSet> liveIn(nb, 0);
    auto liveOut = [&](uint32_t b) {
      const Vinstr& last = unit.blocks[b].code.back();
      const uint32_t t = vopNumTargets(last.op);
      RegSet s = 0;
      if (t >= 1) s |= liveIn[last.t0];
      if (t >= 2) s |= liveIn[last.t1];
      return s;
    };
    auto step = [](const Vinstr& in, RegSet live) {
      const VopInfo& info = vopInfo(in.op);
      if (info.d != Vrole::N) live &= ~bitOf(in.d);
      if (info.s0 != Vrole::N) live |= bitOf(in.s0);
      if (info.s1 != Vrole::N) live |= bitOf(in.s1);
      return live & ~kPinned;
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (auto it = layout.rbegin(); it != layout.rend(); ++it) {
        RegSet live = liveOut(*it);
        const auto& code = unit.blocks[*it].code;
        for (auto in = code.rbegin(); in != code.rend(); ++in) live = step(*in, live);
        if (live != liveIn[*it]) {
          liveIn[*it] = live;
          changed = true;
        }
      }
    }
    for (uint32_t b : layout) {
      const auto& code = unit.blocks[b].code;
      RegSet live = liveOut(b);
      for (size_t i = code.size(); i-- > 0;) {
        const Vinstr& in = code[i];
        const VopInfo& info = vopInfo(in.op);
        const RegSet defined = info.d != Vrole::N ? bitOf(in.d) : 0;
        const RegSet hit = live & info.clobbers & ~defined;
        if (hit) {
          char buf[96];
          std::snprintf(buf, sizeof buf, "clobbers registers live after it (mask 0x%x)", hit);
          problem(out, b, i, &in, buf);
        }
        live = step(in, live);
      }
    }
  }
  if (errors) *errors = out;
  return out.empty();
}

} // namespace hop::jit
