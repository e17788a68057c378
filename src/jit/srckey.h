// srckey.h — SrcKey: a position in a function's bytecode, the key of every JIT table.
//
// Packed in 64 bits so it can be stored and compared atomically (the
// translation table's lock-free readers compare whole keys):
//   bits 63..32  FuncId (never reused, unlike a Func*)
//   bits 31..2   bytecode offset
//   bit  1       prologue: the function's entry for a call with `offset` arguments
//                (checks and defaults of parameters), rather than a body offset
//   bit  0       resumed: the frame is a generator's (resumed, not on the VM stack)
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "bytecode/func.h"

namespace hop::jit {

class SrcKey {
public:
  static constexpr uint32_t kMaxOffset = (1u << 30) - 1;

  /// The invalid key (also the translation table's "empty slot" marker).
  constexpr SrcKey() : m_bits(~uint64_t(0)) {}
  SrcKey(FuncId func, uint32_t offset, bool resumed = false)
      : m_bits(pack(func, offset, false, resumed)) {}
  /// The prologue of `func` for calls passing `numArgs` arguments.
  static SrcKey prologue(FuncId func, uint32_t numArgs) {
    SrcKey k;
    k.m_bits = pack(func, numArgs, true, false);
    return k;
  }
  static SrcKey fromBits(uint64_t bits) {
    SrcKey k;
    k.m_bits = bits;
    return k;
  }

  uint64_t bits() const { return m_bits; }
  bool valid() const { return funcId() != kInvalidFuncId; }
  FuncId funcId() const { return static_cast<FuncId>(m_bits >> 32); }
  /// The bytecode offset, or for a prologue the argument count.
  uint32_t offset() const { return static_cast<uint32_t>(m_bits) >> 2; }
  bool isPrologue() const { return m_bits & 2; }
  bool resumed() const { return m_bits & 1; }

  /// The key of another offset in the same function and frame kind.
  SrcKey withOffset(uint32_t offset) const { return SrcKey(funcId(), offset, resumed()); }

  bool operator==(const SrcKey& o) const { return m_bits == o.m_bits; }
  bool operator!=(const SrcKey& o) const { return m_bits != o.m_bits; }
  bool operator<(const SrcKey& o) const { return m_bits < o.m_bits; }

  /// "f12@34", "f12@34r" (resumed), "f12:prologue(2)"; dumps append the
  /// function's name when they have the Func at hand.
  std::string toString() const;
  /// The same with the function's name for "f12": "Foo::bar@34" (perf map,
  /// hop.dump_tc).
  std::string toString(std::string_view funcName) const;

private:
  static uint64_t pack(FuncId func, uint32_t offset, bool prologue, bool resumed) {
    return (uint64_t(func) << 32) | (uint64_t(offset & kMaxOffset) << 2) | (prologue ? 2 : 0) |
           (resumed ? 1 : 0);
  }
  uint64_t m_bits;
};

} // namespace hop::jit

template <>
struct std::hash<hop::jit::SrcKey> {
  size_t operator()(const hop::jit::SrcKey& k) const { return std::hash<uint64_t>()(k.bits()); }
};
