// ir.h — the JIT's typed SSA IR (HHVM's HHIR, reduced): an IRUnit owns
// Blocks of Instrs; an Instr defines at most one SSATmp.
//
// Memory model (DESIGN.md, "Frames and the VM stack"): locals and
// evaluation-stack slots live in the VM frame across block boundaries
// (LdLoc/StLoc/LdStk/StStk); inside a block values flow in SSATmps, which
// lowering puts in registers. Every block is tagged with the code area its
// code goes to: Main for the hot path, Frozen for exits.
#pragma once
#include <cassert>
#include <algorithm>
#include <cstdint>
#include <initializer_list>
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

/// An instruction's sources, inline (the op table's SrcSpec allows at most 3;
/// one more so the verifier, not the container, reports a text form's extra one).
class SrcList {
public:
  static constexpr uint32_t kMax = 4;
  SrcList() = default;
  SrcList(std::initializer_list<SSATmp*> l) {
    for (SSATmp* t : l) push_back(t);
  }
  explicit SrcList(const std::vector<SSATmp*>& v) {
    for (SSATmp* t : v) push_back(t);
  }
  void push_back(SSATmp* t) {
    assert(m_n < kMax);
    m_v[m_n++] = t;
  }
  size_t size() const { return m_n; }
  bool empty() const { return m_n == 0; }
  SSATmp*& operator[](size_t i) { return m_v[i]; }
  SSATmp* operator[](size_t i) const { return m_v[i]; }
  SSATmp** begin() { return m_v; }
  SSATmp** end() { return m_v + m_n; }
  SSATmp* const* begin() const { return m_v; }
  SSATmp* const* end() const { return m_v + m_n; }
  SSATmp* back() const { return m_v[m_n - 1]; }

private:
  SSATmp* m_v[kMax] = {};
  uint8_t m_n = 0;
};

struct Instr {
  Opcode op;
  Type typeParam;
  Extra extra;
  SrcList srcs;
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
  Instr* newInstr(Opcode op, Type typeParam, const SrcList& srcs, uint32_t bcOff, uint32_t dstId = kNextTmpId);
  /// Tmp `id`, made (defined by nothing yet) when it does not exist: the parser's forward references.
  SSATmp* tmp(uint32_t id);
  const std::vector<std::unique_ptr<Block>>& blocks() const { return m_blocks; }
  Block* entry() const { return m_blocks.empty() ? nullptr : m_blocks.front().get(); }
  uint32_t numTmps() const { return static_cast<uint32_t>(m_tmps.size()); }

  /// Blocks in reverse post-order from the entry (unreachable ones left out),
  /// kept until the CFG changes: whatever changes an edge (an instruction's
  /// taken or next, or drops an instruction that has one) calls invalidateCFG;
  /// new blocks and instructions do. The verifier checks the kept order.
  const std::vector<Block*>& rpo() const;
  void invalidateCFG() const { m_rpoValid = false; }
  /// Whether rpo() is kept, and the order computed afresh (the verifier compares them).
  bool rpoKept() const { return m_rpoValid; }
  std::vector<Block*> computeRpo() const;
  /// The text form (ir-text.cpp): one block per paragraph, one instruction
  /// per line, no addresses; ir-text.h's parser reads it back.
  std::string toString() const;

  /// The frame's locals are the request's globals (a pseudo-main's): the
  /// code a call runs may change them. Set by the translator; the passes
  /// ask it (forwarding keeps other frames' locals across calls).
  bool localsAreGlobals = false;

private:
  /// Instrs and SSATmps are trivially destructible: they live in chunks
  /// (a unit makes thousands; one allocation per chunk, freed with the unit).
  template <class T>
  struct Pool {
    std::vector<std::unique_ptr<T[]>> chunks;
    uint32_t used = 0, cap = 0;
    T* make() {
      if (used == cap) {
        cap = cap ? std::min<uint32_t>(cap * 2, 4096) : 32;
        chunks.push_back(std::make_unique<T[]>(cap));
        used = 0;
      }
      return &chunks.back()[used++];
    }
  };
  SSATmp* newTmp();
  std::vector<std::unique_ptr<Block>> m_blocks;
  Pool<Instr> m_instrPool;
  Pool<SSATmp> m_tmpPool;
  std::vector<SSATmp*> m_tmps;
  mutable std::vector<Block*> m_rpo;
  mutable bool m_rpoValid = false;
};

/// The type of the result of `op` with type parameter `typeParam` (Bottom: none).
Type dstTypeOf(Opcode op, Type typeParam);

/// One instruction in the text form (ir-text.cpp; ir-text.h parses it back).
std::string instrToString(const Instr& in);
/// A string constant as dumps print it: quoted, escaped, cut at 40 bytes.
std::string dumpString(std::string_view s);

} // namespace hop::jit
