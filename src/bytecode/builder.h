// builder.h — BytecodeBuilder: appends instructions to a Func, with labels
// for forward branches and a line table kept as instructions are emitted.
// finish() resolves branches and computes the Func's maximum stack depth
// (verifying that every path agrees on the depth at each instruction).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "bytecode/ops.h"

namespace hop {

class BytecodeBuilder {
public:
  struct Label {
    int id = -1;
    bool valid() const { return id >= 0; }
  };

  explicit BytecodeBuilder(Func& f) : m_func(f) {
    // Room for a typical function (no regrowing from one byte up); finish()
    // gives back what is left over.
    m_func.bc.reserve(256);
  }

  Label newLabel();
  void bind(Label l);
  bool isBound(Label l) const { return m_labels[l.id] >= 0; }
  uint32_t labelOffset(Label l) const { return static_cast<uint32_t>(m_labels[l.id]); }
  uint32_t offset() const { return static_cast<uint32_t>(m_func.bc.size()); }

  /// Subsequent instructions belong to source line `line`.
  void setLine(int line) { m_line = line; }
  int line() const { return m_line; }

  // --- Emission: an opcode, then its immediates in table order --------------
  void op(Op op);
  void iva(uint32_t v) { put(v); }
  void i64(int64_t v) { put(v); }
  void dbl(double v) { put(v); }
  void la(uint32_t local) { put(local); }
  void oa(uint8_t v) { m_func.bc.push_back(v); }
  void ba(Label target);
  void ka(MemberKey k);
  void bla(const std::vector<Label>& targets);
  /// A CA immediate: a new inline cache slot of this Func, or the first of
  /// `ways` consecutive ones (a polymorphic cache).
  void ca(uint32_t ways = 1) {
    put(m_func.numCacheSlots);
    m_func.numCacheSlots += ways;
  }

  /// Whether the last emitted instruction never falls through.
  bool lastWasTerminal() const { return m_lastTerminal; }

  /// Resolves labels, records max stack. Returns an error text on an
  /// inconsistent stack (a compiler bug), empty on success.
  std::string finish();

private:
  template <class T> void put(T v) {
    const auto* p = reinterpret_cast<const uint8_t*>(&v);
    m_func.bc.insert(m_func.bc.end(), p, p + sizeof(T));
  }
  struct Fixup {
    uint32_t immPos;     // where the int32 goes
    uint32_t instrStart; // branch offsets are relative to this
    int label;
  };

  Func& m_func;
  std::vector<int64_t> m_labels;
  std::vector<Fixup> m_fixups;
  uint32_t m_curInstr = 0;
  int m_line = 0;
  bool m_lastTerminal = false;
};

/// Computes the deepest evaluation stack of f's bytecode by following every
/// path; returns an error text if two paths disagree at one instruction.
std::string computeMaxStack(Func& f);

} // namespace hop
