// func-lease.h — per-function leases: one thread at a time translates a function.
//
// DESIGN.md, "Concurrency": a thread that wants to translate code of a
// function first takes the function's lease; if another thread holds it, it
// does not wait but goes on interpreting (and asks again later). Leases are
// keyed by FuncId and stored in lazily allocated chunks, so taking or
// dropping one is a single compare-and-swap, with no lock and no global
// mutable state besides the table itself.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#include "jit/zeroed-array.h"
#include "bytecode/func.h"

namespace hop::jit {

class FuncLeaseTable {
public:
  FuncLeaseTable() = default;
  ~FuncLeaseTable();
  FuncLeaseTable(const FuncLeaseTable&) = delete;
  FuncLeaseTable& operator=(const FuncLeaseTable&) = delete;

  /// Takes the lease of `func` for the calling thread: false if any thread
  /// (the caller included: leases do not nest) holds it.
  bool tryAcquire(FuncId func);
  /// Gives back a lease the calling thread holds.
  void release(FuncId func);
  /// Whether the calling thread holds the lease of `func`.
  bool heldByMe(FuncId func) const;

private:
  static constexpr uint32_t kChunkBits = 12;              // 4096 functions a chunk
  static constexpr uint32_t kChunkSize = 1u << kChunkBits;
  static constexpr uint32_t kNumChunks = 1u << 16;        // up to 2^28 functions
  using Chunk = std::array<std::atomic<uint32_t>, kChunkSize>;   // 0 = free, else owner token

  std::atomic<uint32_t>* slot(FuncId func, bool create);
  ZeroedAtomicArray<Chunk*, kNumChunks> m_chunks;
};

/// RAII holder: tries to take the lease on construction, gives it back on
/// destruction if it got it.
class FuncLease {
public:
  FuncLease(FuncLeaseTable& table, FuncId func)
      : m_table(table), m_func(func), m_acquired(table.tryAcquire(func)) {}
  ~FuncLease() {
    if (m_acquired) m_table.release(m_func);
  }
  FuncLease(const FuncLease&) = delete;
  FuncLease& operator=(const FuncLease&) = delete;
  bool acquired() const { return m_acquired; }
  explicit operator bool() const { return m_acquired; }

private:
  FuncLeaseTable& m_table;
  FuncId m_func;
  bool m_acquired;
};

} // namespace hop::jit
