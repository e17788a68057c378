// op-info.h — facts about instructions derived from the HOP_BYTECODE_OPS table:
// names, immediate layouts, lengths, stack effects, branch targets. Used by the
// builder, the verifier/max-stack pass, the disassembler and the interpreter.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

#include "bytecode/ops.h"

namespace hop {

const char* opName(Op op);
uint32_t opFlags(Op op);
int opNumImms(Op op);
ImmKind opImmKind(Op op, int i);

// --- Reading immediates -------------------------------------------------------
// Bytecode is a byte stream: the opcode byte, then each immediate in order,
// unaligned, little-endian.

template <class T> inline T readRaw(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

/// Size in bytes of an immediate of `kind` starting at p.
inline uint32_t immSize(ImmKind kind, const uint8_t* p) {
  switch (kind) {
    case ImmKind::I64A:
    case ImmKind::DA: return 8;
    case ImmKind::OA: return 1;
    case ImmKind::KA: return 9;
    case ImmKind::BLA: return 4 + 4 * readRaw<uint32_t>(p);
    default: return 4;
  }
}

/// Byte offset of immediate i of the instruction at pc.
uint32_t immOffset(const uint8_t* pc, int i);
/// Total length of the instruction at pc.
uint32_t instrLen(const uint8_t* pc);

inline uint32_t immU32(const uint8_t* pc, int i) { return readRaw<uint32_t>(pc + immOffset(pc, i)); }
inline int32_t immI32(const uint8_t* pc, int i) { return readRaw<int32_t>(pc + immOffset(pc, i)); }
inline int64_t immI64(const uint8_t* pc, int i) { return readRaw<int64_t>(pc + immOffset(pc, i)); }
inline double immDouble(const uint8_t* pc, int i) { return readRaw<double>(pc + immOffset(pc, i)); }
inline uint8_t immU8(const uint8_t* pc, int i) { return pc[immOffset(pc, i)]; }
inline MemberKey immKey(const uint8_t* pc, int i) {
  const uint8_t* p = pc + immOffset(pc, i);
  return MemberKey{static_cast<MemberKeyKind>(p[0]), readRaw<int64_t>(p + 1)};
}

// --- Stack effects ------------------------------------------------------------
/// Number of stack slots the instruction at pc pops / pushes.
int stackPops(const uint8_t* pc);
int stackPushes(const uint8_t* pc);

/// Offsets (relative to pc) of every branch target of the instruction at pc.
std::vector<int32_t> branchOffsets(const uint8_t* pc);

/// Whether a member-final op consumes a value from the stack (SetM, BindM, SetOpM).
bool memberOpTakesValue(Op op);

} // namespace hop
