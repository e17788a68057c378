// op-info.cpp — the per-op facts table, generated from HOP_BYTECODE_OPS.
#include "bytecode/op-info.h"

#include "util/assert.h"

namespace hop {

namespace {

struct OpInfo {
  const char* name;
  int pops;
  int pushes;
  uint32_t flags;
  int numImms;
  ImmKind imms[6];
};

#define HOP_IMM(k) ImmKind::k,
#define X(name, imms, pops, pushes, flags) \
  {#name, pops, pushes, flags, 0, {imms}},
const OpInfo kOpInfoRaw[] = {HOP_BYTECODE_OPS(X)};
#undef X
#undef HOP_IMM

// Count immediates separately (an empty list expands to nothing).
#define HOP_IMM(k) +1
#define X(name, imms, pops, pushes, flags) (0 imms),
const int kOpNumImms[] = {HOP_BYTECODE_OPS(X)};
#undef X
#undef HOP_IMM

} // namespace

const char* opName(Op op) { return kOpInfoRaw[uint8_t(op)].name; }
uint32_t opFlags(Op op) { return kOpInfoRaw[uint8_t(op)].flags; }
int opNumImms(Op op) { return kOpNumImms[uint8_t(op)]; }
ImmKind opImmKind(Op op, int i) { return kOpInfoRaw[uint8_t(op)].imms[i]; }

bool memberOpTakesValue(Op op) {
  return op == Op::SetM || op == Op::BindM || op == Op::SetOpM;
}

int stackPops(const uint8_t* pc) {
  Op op = static_cast<Op>(pc[0]);
  int p = kOpInfoRaw[uint8_t(op)].pops;
  switch (p) {
    case kPopsImm0: return static_cast<int>(immU32(pc, 0));
    case kPopsImm1: return static_cast<int>(immU32(pc, 1));
    case kPopsMember:
      return static_cast<int>(immU32(pc, 0)) + (memberOpTakesValue(op) ? 1 : 0);
    case kPopsFCall: return static_cast<int>(immU32(pc, 0)) + kActRecSlots;
    case kPopsFCallArray: return 1 + kActRecSlots;
    default: return p;
  }
}

int stackPushes(const uint8_t* pc) {
  Op op = static_cast<Op>(pc[0]);
  int p = kOpInfoRaw[uint8_t(op)].pushes;
  return p == kPushesAR ? kActRecSlots : p;
}

std::vector<int32_t> branchOffsets(const uint8_t* pc) {
  Op op = static_cast<Op>(pc[0]);
  std::vector<int32_t> out;
  int n = opNumImms(op);
  for (int i = 0; i < n; ++i) {
    ImmKind k = opImmKind(op, i);
    if (k == ImmKind::BA) out.push_back(immI32(pc, i));
    if (k == ImmKind::BLA) {
      const uint8_t* p = pc + immOffset(pc, i);
      uint32_t cnt = readRaw<uint32_t>(p);
      for (uint32_t j = 0; j < cnt; ++j) out.push_back(readRaw<int32_t>(p + 4 + 4 * j));
    }
  }
  return out;
}

} // namespace hop
