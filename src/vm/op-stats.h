// op-stats.h — hop.jit_stats's counts of one interpreter loop: executed bytecodes, dispatches per opcode.
#pragma once

#include <cstdint>

namespace hop {

/// Adds a loop's executed bytecodes to hop.jit_stats, and its dispatches per
/// opcode (and how many of them ran the op's out-of-line handler: the fast
/// path declined, or the op has none) to the process's, printed at exit
/// (for scripts/profile.sh).
void addLoopCounts(uint64_t executed, const uint64_t (&ops)[256], const uint64_t (&slowOps)[256]);

/// Counts executed bytecodes for hop.jit_stats (bcInterpreted) in a local,
/// added to the shared counter when the loop is left (returning or
/// unwinding). The non-counting loop's counter is empty and does nothing.
template <bool kCount> struct BytecodeCounter {
  void add(uint64_t) {}
  void at(uint8_t) {}
  void slow(uint8_t) {}
};
template <> struct BytecodeCounter<true> {
  uint64_t n = 0;
  uint64_t ops[256] = {};
  uint64_t slowOps[256] = {};
  void add(uint64_t k) { n += k; }
  void at(uint8_t op) { ++n; ++ops[op]; }
  void slow(uint8_t op) { ++slowOps[op]; }
  ~BytecodeCounter() { addLoopCounts(n, ops, slowOps); }
};

} // namespace hop
