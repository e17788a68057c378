// loop-heads.cpp — finding loop heads and publishing their counters.
#include "jit/loop-heads.h"

#include <algorithm>
#include <vector>

#include "bytecode/op-info.h"

namespace hop::jit {

std::unique_ptr<LoopHeads> LoopHeads::scan(const Func& f) {
  std::vector<uint32_t> targets;
  std::vector<std::pair<uint32_t, uint32_t>> edges;   // (head, backward branch)
  const uint8_t* bc = f.bc.data();
  const uint32_t size = static_cast<uint32_t>(f.bc.size());
  for (uint32_t off = 0; off < size; off += instrLen(bc + off)) {
    if (!(opFlags(static_cast<Op>(bc[off])) & kBranch)) continue;
    for (int32_t rel : branchOffsets(bc + off))
      if (rel <= 0 && uint32_t(-int64_t(rel)) <= off) {
        targets.push_back(off + rel);
        edges.push_back({off + rel, off});
      }
  }
  std::sort(targets.begin(), targets.end());
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  auto heads = std::make_unique<LoopHeads>();
  heads->m_size = static_cast<uint32_t>(targets.size());
  heads->m_heads = std::make_unique<LoopHead[]>(targets.size());
  for (size_t i = 0; i < targets.size(); ++i) heads->m_heads[i].offset = heads->m_heads[i].end = targets[i];
  for (auto [head, branch] : edges) {
    LoopHead* h = heads->find(head);
    h->end = std::max(h->end, branch);
  }
  for (size_t i = 0; i < targets.size(); ++i) {
    LoopHead& h = heads->m_heads[i];
    const uint32_t body = h.end + instrLen(bc + h.end) - h.offset;
    h.costPerRound = (size - h.offset + body - 1) / body;
  }
  return heads;
}

LoopHead* LoopHeads::find(uint32_t offset) const {
  uint32_t lo = 0, hi = m_size;
  while (lo < hi) {
    const uint32_t mid = (lo + hi) / 2;
    const uint32_t o = m_heads[mid].offset;
    if (o == offset) return &m_heads[mid];
    if (o < offset) lo = mid + 1;
    else hi = mid;
  }
  return nullptr;
}

LoopHeadTable::~LoopHeadTable() {
  for (auto& c : m_chunks) {
    Chunk* chunk = c.load(std::memory_order_relaxed);
    if (!chunk) continue;
    for (auto& s : *chunk) delete s.load(std::memory_order_relaxed);
    delete chunk;
  }
}

LoopHeads* LoopHeadTable::get(const Func& f) {
  const FuncId id = f.id;
  if (id == kInvalidFuncId) return nullptr;
  const uint32_t ci = id >> kChunkBits;
  if (ci >= kNumChunks) return nullptr;
  Chunk* c = m_chunks[ci].load(std::memory_order_acquire);
  if (!c) {
    auto* fresh = new Chunk();
    for (auto& s : *fresh) s.store(nullptr, std::memory_order_relaxed);
    if (m_chunks[ci].compare_exchange_strong(c, fresh, std::memory_order_acq_rel)) c = fresh;
    else delete fresh;   // another thread installed one first; c is it
  }
  std::atomic<LoopHeads*>& slot = (*c)[id & (kChunkSize - 1)];
  LoopHeads* heads = slot.load(std::memory_order_acquire);
  if (heads) return heads;
  std::unique_ptr<LoopHeads> mine = LoopHeads::scan(f);
  if (slot.compare_exchange_strong(heads, mine.get(), std::memory_order_acq_rel)) return mine.release();
  return heads;   // another thread's scan won
}

} // namespace hop::jit
