// builder.cpp — label resolution, line table and the max-stack / verify pass.
#include "bytecode/builder.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "bytecode/fuse.h"
#include "bytecode/op-info.h"
#include "util/assert.h"

namespace hop {

BytecodeBuilder::Label BytecodeBuilder::newLabel() {
  m_labels.push_back(-1);
  return Label{static_cast<int>(m_labels.size() - 1)};
}

void BytecodeBuilder::bind(Label l) {
  HOP_ASSERT(m_labels[l.id] < 0, "label bound twice");
  m_labels[l.id] = offset();
  m_lastTerminal = false;
}

void BytecodeBuilder::op(Op o) {
  m_curInstr = offset();
  auto& lt = m_func.lineTable;
  if (lt.empty() || lt.back().line != m_line) {
    if (!lt.empty() && lt.back().pcStart == m_curInstr) lt.back().line = m_line;
    else lt.push_back(LineEntry{m_curInstr, m_line});
  }
  m_func.bc.push_back(static_cast<uint8_t>(o));
  m_lastTerminal = (opFlags(o) & kTerminal) != 0;
}

void BytecodeBuilder::ba(Label target) {
  m_fixups.push_back(Fixup{offset(), m_curInstr, target.id});
  put<int32_t>(0);
}

void BytecodeBuilder::ka(MemberKey k) {
  if (k.hasCacheSlot()) {
    // Literal property names get inline cache slots (the first in the payload's high half).
    k.payload = int64_t((uint64_t(m_func.numCacheSlots) << 32) | k.litstrId());
    m_func.numCacheSlots += kPropCacheWays;
  }
  m_func.bc.push_back(static_cast<uint8_t>(k.kind));
  put<int64_t>(k.payload);
}

void BytecodeBuilder::bla(const std::vector<Label>& targets) {
  put<uint32_t>(static_cast<uint32_t>(targets.size()));
  for (const Label& l : targets) {
    m_fixups.push_back(Fixup{offset(), m_curInstr, l.id});
    put<int32_t>(0);
  }
}

std::string BytecodeBuilder::finish() {
  // Every branch immediate is a fixup, so the fixups name every branch
  // target: the fusion pass needs no walk of its own to find them.
  thread_local std::vector<uint32_t> targets;
  targets.clear();
  for (const Fixup& f : m_fixups) {
    int64_t target = m_labels[f.label];
    if (target < 0) return "branch to an unbound label";
    targets.push_back(static_cast<uint32_t>(target));
    int32_t rel = static_cast<int32_t>(target - int64_t(f.instrStart));
    std::memcpy(&m_func.bc[f.immPos], &rel, 4);
  }
  m_fixups.clear();
  if (m_func.bc.capacity() - m_func.bc.size() > 64) m_func.bc.shrink_to_fit();
  std::string err = computeMaxStack(m_func);
  if (err.empty()) fuseInstructions(m_func, targets);
  return err;
}

namespace {

/// What the max-stack walk reads of each op, derived from the op table
/// (kOpFacts, kImmLayouts) into four bytes: one load an instruction.
struct StackStep {
  int8_t pops;     // a count; -1: stackPops() decides (a kPops* marker)
  int8_t pushes;   // kPushesAR resolved
  uint8_t len;     // the fixed length (a jump table's entries not counted)
  uint8_t bits;    // kStepBranch | kStepTerminal | kStepJumpTable
};
constexpr uint8_t kStepBranch = 1, kStepTerminal = 2, kStepJumpTable = 4;

constexpr std::array<StackStep, 256> makeStackSteps() {
  std::array<StackStep, 256> t{};
  for (size_t i = 0; i < std::size(kOpFacts); ++i) {
    const OpFacts& o = kOpFacts[i];
    const ImmLayout& l = kImmLayouts[i];
    t[i].pops = o.pops >= 0 ? o.pops : -1;
    t[i].pushes = int8_t(o.pushes == kPushesAR ? kActRecSlots : o.pushes);
    t[i].len = l.offset[l.numImms];
    t[i].bits = uint8_t(((o.flags & kBranch) ? kStepBranch : 0) | ((o.flags & kTerminal) ? kStepTerminal : 0) |
                        (l.hasJumpTable ? kStepJumpTable : 0));
  }
  return t;
}
constexpr std::array<StackStep, 256> kStackSteps = makeStackSteps();

} // namespace

std::string computeMaxStack(Func& f) {
  const uint32_t n = static_cast<uint32_t>(f.bc.size());
  if (n == 0) {
    f.maxStack = 0;
    return "";
  }
  // The depth at each offset (-1: not reached yet), in a per-thread scratch
  // buffer: no allocation per function, and memset's fill.
  thread_local std::vector<int32_t> scratch;
  if (scratch.size() < size_t(n) + 1) scratch.resize(size_t(n) + 1);
  int32_t* depth = scratch.data();
  std::memset(depth, 0xff, (size_t(n) + 1) * sizeof(int32_t));
  thread_local std::vector<uint32_t> work;
  work.clear();
  // The first problem found, turned into a message only when there is one.
  uint32_t badOff = 0;
  int32_t badHave = 0, badGot = 0;
  bool outside = false;
  auto reach = [&](uint32_t off, int32_t d) -> bool {
    if (off > n) {
      outside = true;
      return false;
    }
    if (depth[off] < 0) {
      depth[off] = d;
      work.push_back(off);
    } else if (depth[off] != d) {
      badOff = off;
      badHave = depth[off];
      badGot = d;
      return false;
    }
    return true;
  };
  auto failure = [&]() -> std::string {
    if (outside) return "branch outside the function";
    return "stack depth mismatch at offset " + std::to_string(badOff) + ": " + std::to_string(badHave) + " vs " +
           std::to_string(badGot);
  };
  if (!reach(0, 0)) return failure();
  for (const EHEntry& e : f.ehTable)
    if (!reach(e.handler, 0)) return failure();
  int32_t maxDepth = 0;
  // Each worklist entry starts a straight run: the walk follows the
  // fall-through edge itself and queues only branch targets.
  while (!work.empty()) {
    uint32_t off = work.back();
    work.pop_back();
    while (off != n) {
      const uint8_t* pc = f.bc.data() + off;
      const StackStep step = kStackSteps[pc[0]];
      int32_t d = depth[off] - (HOP_LIKELY(step.pops >= 0) ? step.pops : stackPops(pc));
      if (d < 0)
        return std::string("stack underflow at ") + opName(static_cast<Op>(pc[0])) + " offset " + std::to_string(off);
      d += step.pushes;
      maxDepth = std::max(maxDepth, d);
      uint32_t len = step.len;
      if (HOP_UNLIKELY(step.bits != 0)) {
        if (step.bits & kStepJumpTable) len += 4 * readRaw<uint32_t>(pc + len - 4);
        if (step.bits & kStepBranch) {
          // Iterator ops jump with the same depth they fall through with.
          const Op op = static_cast<Op>(pc[0]);
          const int numImms = opNumImms(op);
          for (int i = 0; i < numImms; ++i) {
            ImmKind k = opImmKind(op, i);
            if (k == ImmKind::BA) {
              if (!reach(off + immI32(pc, i), d)) return failure();
            } else if (k == ImmKind::BLA) {
              const uint8_t* p = pc + immOffset(pc, i);
              uint32_t cnt = readRaw<uint32_t>(p);
              for (uint32_t j = 0; j < cnt; ++j)
                if (!reach(off + readRaw<int32_t>(p + 4 + 4 * j), d)) return failure();
            }
          }
        }
        if (step.bits & kStepTerminal) break;
      }
      uint32_t next = off + len;
      if (next <= n && depth[next] < 0) {
        depth[next] = d;
        off = next;
        continue;
      }
      if (!reach(next, d)) return failure();
      break;
    }
  }
  f.maxStack = static_cast<uint32_t>(maxDepth);
  return "";
}

} // namespace hop
