// op-info.cpp — op names and branch offsets (the other per-op facts are constexpr in op-info.h).
#include "bytecode/op-info.h"

#include "util/assert.h"

namespace hop {

namespace {

#define X(name, imms, pops, pushes, flags) #name,
const char* const kOpNames[] = {HOP_BYTECODE_OPS(X)};
#undef X

} // namespace

const char* opName(Op op) { return kOpNames[uint8_t(op)]; }

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
