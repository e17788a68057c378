// op-info.h — facts about instructions derived from the HOP_BYTECODE_OPS table:
// names, immediate layouts, lengths, stack effects, branch targets. Used by the
// builder, the verifier/max-stack pass, the disassembler and the interpreter.
#pragma once

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "bytecode/ops.h"
#include "util/assert.h"

namespace hop {

const char* opName(Op op);

/// Stack effects, flags and immediate kinds of each op (constexpr, from the
/// table): inline, since the builder, the max-stack pass and the local
/// renumbering ask them for every instruction they emit or walk.
struct OpFacts {
  int8_t pops;        // a count or a kPops* marker
  int8_t pushes;      // a count or kPushesAR
  uint8_t numImms;
  uint32_t flags;
  ImmKind imms[6];
};
#define HOP_IMM(k) +1
#define X(name, imms, pops, pushes, flags) (0 imms),
inline constexpr uint8_t kOpNumImmsTable[] = {HOP_BYTECODE_OPS(X)};
#undef X
#undef HOP_IMM
#define HOP_IMM(k) ImmKind::k,
#define X(name, imms, pops, pushes, flags) \
  {int8_t(pops), int8_t(pushes), kOpNumImmsTable[uint8_t(Op::name)], flags, {imms}},
inline constexpr OpFacts kOpFacts[] = {HOP_BYTECODE_OPS(X)};
#undef X
#undef HOP_IMM

inline uint32_t opFlags(Op op) { return kOpFacts[uint8_t(op)].flags; }
inline int opNumImms(Op op) { return kOpFacts[uint8_t(op)].numImms; }
inline ImmKind opImmKind(Op op, int i) { return kOpFacts[uint8_t(op)].imms[i]; }

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

// --- Immediate layouts (constexpr, from the table) -----------------------------
// Every immediate has a fixed size except BLA (a count, then that many
// offsets), and BLA is always an op's last immediate. So the offset of each
// immediate is a constant of the op, and an instruction's length is a constant
// plus, for BLA ops only, four bytes per table entry. The interpreter decodes
// with one table load (or, in code that knows its op, a compile-time constant)
// instead of walking the immediate list.

/// Bytes an immediate of `kind` takes, not counting a BLA's entries.
constexpr uint32_t immFixedSize(ImmKind kind) {
  switch (kind) {
    case ImmKind::I64A:
    case ImmKind::DA: return 8;
    case ImmKind::OA: return 1;
    case ImmKind::KA: return 9;
    default: return 4;   // IVA SA AA LA BA, and BLA's count
  }
}

struct ImmLayout {
  uint8_t offset[7] = {};     // offset[i]: byte offset of immediate i; offset[numImms]: fixed length
  uint8_t numImms = 0;
  bool hasJumpTable = false;  // the last immediate is a BLA
};

constexpr ImmLayout makeImmLayout(std::initializer_list<ImmKind> kinds) {
  ImmLayout l;
  uint32_t off = 1;   // the opcode byte
  for (ImmKind k : kinds) {
    l.offset[l.numImms++] = static_cast<uint8_t>(off);
    off += immFixedSize(k);
    if (k == ImmKind::BLA) l.hasJumpTable = true;
  }
  l.offset[l.numImms] = static_cast<uint8_t>(off);
  return l;
}

constexpr bool jumpTableIsLast(std::initializer_list<ImmKind> kinds) {
  uint32_t i = 0;
  for (ImmKind k : kinds) {
    ++i;
    if (k == ImmKind::BLA && i != kinds.size()) return false;
  }
  return true;
}

#define HOP_IMM(k) ImmKind::k,
#define X(name, imms, pops, pushes, flags) makeImmLayout({imms}),
inline constexpr ImmLayout kImmLayouts[] = {HOP_BYTECODE_OPS(X)};
#undef X
#define X(name, imms, pops, pushes, flags) \
  static_assert(jumpTableIsLast({imms}), #name ": a BLA immediate must be the last one");
HOP_BYTECODE_OPS(X)
#undef X
#undef HOP_IMM

/// Byte offset of immediate i of any instruction with opcode `op`; a
/// compile-time constant when op and i are.
constexpr uint32_t immOffsetOf(Op op, int i) { return kImmLayouts[uint8_t(op)].offset[i]; }
/// Length of an instruction with opcode `op` (not for ops with a jump table).
constexpr uint32_t instrLenOf(Op op) {
  return kImmLayouts[uint8_t(op)].offset[kImmLayouts[uint8_t(op)].numImms];
}

/// Byte offset of immediate i of the instruction at pc.
inline uint32_t immOffset(const uint8_t* pc, int i) { return kImmLayouts[pc[0]].offset[i]; }
/// Total length of the instruction at pc.
inline uint32_t instrLen(const uint8_t* pc) {
  const ImmLayout& l = kImmLayouts[pc[0]];
  uint32_t len = l.offset[l.numImms];
  if (HOP_UNLIKELY(l.hasJumpTable)) len += 4 * readRaw<uint32_t>(pc + l.offset[l.numImms - 1]);
  return len;
}

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
/// Whether a member-final op consumes a value from the stack (SetM, BindM, SetOpM).
inline bool memberOpTakesValue(Op op) { return op == Op::SetM || op == Op::BindM || op == Op::SetOpM; }

/// Number of stack slots the instruction at pc pops / pushes.
inline int stackPops(const uint8_t* pc) {
  Op op = static_cast<Op>(pc[0]);
  int p = kOpFacts[pc[0]].pops;
  if (HOP_LIKELY(p >= 0)) return p;
  switch (p) {
    case kPopsImm0: return static_cast<int>(immU32(pc, 0));
    case kPopsImm1: return static_cast<int>(immU32(pc, 1));
    case kPopsMember: return static_cast<int>(immU32(pc, 0)) + (memberOpTakesValue(op) ? 1 : 0);
    case kPopsFCall: return static_cast<int>(immU32(pc, 0)) + kActRecSlots;
    case kPopsFCallArray: return 1 + kActRecSlots;
    default: return p;
  }
}
inline int stackPushes(const uint8_t* pc) {
  int p = kOpFacts[pc[0]].pushes;
  return p == kPushesAR ? kActRecSlots : p;
}

/// Offsets (relative to pc) of every branch target of the instruction at pc.
std::vector<int32_t> branchOffsets(const uint8_t* pc);

} // namespace hop
