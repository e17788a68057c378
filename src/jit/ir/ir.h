// ir.h — the JIT's typed SSA IR (HHVM's HHIR, reduced): an IRUnit owns
// Blocks of Instrs; an Instr defines at most one SSATmp.
//
// Memory model (DESIGN.md, "Frames and the VM stack"): locals and
// evaluation-stack slots live in the VM frame across block boundaries
// (LdLoc/StLoc/LdStk/StStk); inside a block values flow in SSATmps, which
// lowering puts in registers. Every block is tagged with the code area its
// code goes to: Main for the hot path, Frozen for exits.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "jit/area.h"
#include "jit/ir/ir-ops.h"
#include "jit/ir/type.h"

namespace hop::jit {

struct Instr;
struct Block;

struct SSATmp {
  uint32_t id = 0;
  Type type;
  Instr* def = nullptr;
};

/// extra.loc of the frame-slot ops (DecRefSlotNZ ...) naming $this rather than a local.
constexpr uint32_t kThisSlot = 0xffffffffu;
/// extra.loc of the frame-slot ops naming the ActRec's Closure object (a closure's frame).
constexpr uint32_t kClosureSlot = 0xfffffffeu;

/// The immediates of an instruction (which fields mean something depends
/// on the opcode, see ir-ops.h).
struct Extra {
  int64_t i = 0;
  double d = 0;
  uint32_t loc = 0;     // local id
  uint32_t slot = 0;    // evaluation stack slot (0 = bottom)
  uint32_t off = 0;     // bytecode offset
  uint32_t depth = 0;   // evaluation stack depth
};

struct Instr {
  Opcode op;
  Type typeParam;
  Extra extra;
  std::vector<SSATmp*> srcs;
  SSATmp* dst = nullptr;
  Block* taken = nullptr;   // Branch ops
  Block* next = nullptr;    // conditional jumps: the fall-through block
  uint32_t bcOff = 0;       // the bytecode instruction it implements
  bool is(Opcode o) const { return op == o; }
};

struct Block {
  uint32_t id = 0;
  Area area = Area::Main;
  uint32_t bcOff = 0;        // where its bytecode starts
  std::vector<Instr*> instrs;
  bool empty() const { return instrs.empty(); }
  Instr* back() const { return instrs.back(); }
};

class IRUnit {
public:
  Block* newBlock(Area area, uint32_t bcOff);
  /// The instruction's result, when its op has one, is tmp `dstId` (the
  /// text form's parser keeps the ids it reads), by default the next one.
  static constexpr uint32_t kNextTmpId = 0xffffffffu;
  Instr* newInstr(Opcode op, Type typeParam, std::vector<SSATmp*> srcs, uint32_t bcOff,
                  uint32_t dstId = kNextTmpId);
  /// Tmp `id`, made (defined by nothing yet) when it does not exist: the parser's forward references.
  SSATmp* tmp(uint32_t id);
  const std::vector<std::unique_ptr<Block>>& blocks() const { return m_blocks; }
  Block* entry() const { return m_blocks.empty() ? nullptr : m_blocks.front().get(); }
  uint32_t numTmps() const { return static_cast<uint32_t>(m_tmps.size()); }

  /// Blocks in reverse post-order from the entry (unreachable ones left out).
  std::vector<Block*> rpo() const;
  /// The text form (ir-text.cpp): one block per paragraph, one instruction
  /// per line, no addresses; ir-text.h's parser reads it back.
  std::string toString() const;

  /// The frame's locals are the request's globals (a pseudo-main's): the
  /// code a call runs may change them. Set by the translator; the passes
  /// ask it (forwarding keeps other frames' locals across calls).
  bool localsAreGlobals = false;

private:
  std::vector<std::unique_ptr<Block>> m_blocks;
  std::vector<std::unique_ptr<Instr>> m_instrs;
  std::vector<std::unique_ptr<SSATmp>> m_tmps;
};

/// The type of the result of `op` with type parameter `typeParam` (Bottom: none).
Type dstTypeOf(Opcode op, Type typeParam);

/// One instruction in the text form (ir-text.cpp; ir-text.h parses it back).
std::string instrToString(const Instr& in);
/// A string constant as dumps print it: quoted, escaped, cut at 40 bytes.
std::string dumpString(std::string_view s);

} // namespace hop::jit
