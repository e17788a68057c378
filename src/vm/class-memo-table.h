// class-memo-table.h — a per-thread direct-mapped memo keyed by a never-freed pointer, emptied when classMemoEpoch() moves.
#pragma once

#include <cstdint>

#include "util/assert.h"
#include "vm/member-ops.h"

namespace hop {

/// 2^Bits entries; `at(key)` is the entry the key maps to (Fibonacci
/// hashing of the pointer), all of them reset to Entry{} first when the
/// class-memo epoch moved since the last use. The caller checks whether the
/// entry holds its key. Declare it `thread_local`.
template <class Entry, uint32_t Bits>
class ClassMemoTable {
public:
  Entry& at(const void* key) {
    const uint64_t epoch = classMemoEpoch();
    if (HOP_UNLIKELY(epoch != m_epoch)) {
      for (Entry& e : m_entries) e = Entry{};
      m_epoch = epoch;
    }
    return m_entries[((reinterpret_cast<uintptr_t>(key) >> 4) * 0x9E3779B97F4A7C15ull) >> (64 - Bits)];
  }

private:
  Entry m_entries[1u << Bits] = {};
  uint64_t m_epoch = 0;
};

} // namespace hop
