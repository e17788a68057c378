// func-lease.cpp — lock-free per-function leases.
#include "jit/func-lease.h"

#include "util/assert.h"

namespace hop::jit {

namespace {
// A small non-zero number per thread, the lease's owner mark.
uint32_t myToken() {
  static std::atomic<uint32_t> next{1};
  thread_local uint32_t token = next.fetch_add(1, std::memory_order_relaxed);
  return token;
}
} // namespace

FuncLeaseTable::~FuncLeaseTable() {
  for (auto& c : m_chunks) delete c.load(std::memory_order_relaxed);
}

std::atomic<uint32_t>* FuncLeaseTable::slot(FuncId func, bool create) {
  uint32_t chunk = func >> kChunkBits;
  if (chunk >= kNumChunks) return nullptr;
  Chunk* c = m_chunks[chunk].load(std::memory_order_acquire);
  if (!c) {
    if (!create) return nullptr;
    Chunk* fresh = new Chunk();
    for (auto& s : *fresh) s.store(0, std::memory_order_relaxed);
    if (m_chunks[chunk].compare_exchange_strong(c, fresh, std::memory_order_acq_rel)) {
      c = fresh;
    } else {
      delete fresh;   // another thread installed one first; c is now it
    }
  }
  return &(*c)[func & (kChunkSize - 1)];
}

bool FuncLeaseTable::tryAcquire(FuncId func) {
  std::atomic<uint32_t>* s = slot(func, true);
  if (!s) return false;
  uint32_t expected = 0;
  return s->compare_exchange_strong(expected, myToken(), std::memory_order_acquire);
}

void FuncLeaseTable::release(FuncId func) {
  std::atomic<uint32_t>* s = slot(func, false);
  HOP_ALWAYS_ASSERT(s && s->load(std::memory_order_relaxed) == myToken());
  s->store(0, std::memory_order_release);
}

bool FuncLeaseTable::heldByMe(FuncId func) const {
  uint32_t chunk = func >> kChunkBits;
  if (chunk >= kNumChunks) return false;
  Chunk* c = m_chunks[chunk].load(std::memory_order_acquire);
  return c && (*c)[func & (kChunkSize - 1)].load(std::memory_order_relaxed) == myToken();
}

} // namespace hop::jit
