// srcdb.cpp — the lock-free-readable SrcKey table and translation chains.
#include "jit/srcdb.h"

#include "jit/smash.h"
#include "util/assert.h"

namespace hop::jit {

const char* transKindName(TransKind k) {
  switch (k) {
    case TransKind::Live: return "live";
    case TransKind::Profile: return "profile";
    case TransKind::Optimize: return "optimize";
  }
  return "?";
}

namespace {
constexpr size_t kInitialCapacity = 1024;   // a power of two
constexpr uint64_t kEmpty = ~uint64_t(0);
} // namespace

SrcDB::SrcDB() {
  m_tables.push_back(std::make_unique<Table>(kInitialCapacity));
  m_table.store(m_tables.back().get(), std::memory_order_release);
}

SrcDB::~SrcDB() = default;

size_t SrcDB::hashOf(uint64_t bits) {
  // The FuncId is the high half: folded into the low bits before the
  // multiply (a product's low bits depend only on the key's low bits, so
  // every function's entry, offset 0, would share one probe chain), then
  // the product's high half folded back (consecutive offsets spread out).
  uint64_t h = (bits ^ (bits >> 29)) * 0x9E3779B97F4A7C15ull;
  return static_cast<size_t>(h ^ (h >> 32));
}

SrcRec* SrcDB::find(SrcKey sk) const {
  const uint64_t key = sk.bits();
  if (key == kEmpty) return nullptr;
  const Table* t = m_table.load(std::memory_order_acquire);
  for (size_t i = hashOf(key) & t->mask;; i = (i + 1) & t->mask) {
    uint64_t k = t->slots[i].key.load(std::memory_order_acquire);
    if (k == key) return t->slots[i].rec.load(std::memory_order_acquire);
    if (k == kEmpty) return nullptr;   // tables are never more than half full
  }
}

TCA SrcDB::lookupEntry(SrcKey sk) const {
  SrcRec* r = find(sk);
  return r ? r->topEntry() : nullptr;
}

void SrcDB::insertInto(Table& t, uint64_t key, SrcRec* rec) {
  for (size_t i = hashOf(key) & t.mask;; i = (i + 1) & t.mask) {
    if (t.slots[i].key.load(std::memory_order_relaxed) == kEmpty) {
      // The record before the key: a reader that sees the key sees the record.
      t.slots[i].rec.store(rec, std::memory_order_release);
      t.slots[i].key.store(key, std::memory_order_release);
      return;
    }
  }
}

SrcRec* SrcDB::findOrCreate(const WriteGuard&, SrcKey sk) {
  HOP_ALWAYS_ASSERT(sk.valid());
  if (SrcRec* r = find(sk)) return r;
  Table* t = m_table.load(std::memory_order_relaxed);
  size_t n = m_numRecs.load(std::memory_order_relaxed);
  if ((n + 1) * 2 > t->mask + 1) {
    // Grow: build a table twice the size off to the side, then publish it.
    // Readers still probing the old one find everything it had; the old
    // table stays allocated (m_tables) so they never read freed memory.
    auto bigger = std::make_unique<Table>((t->mask + 1) * 2);
    for (size_t i = 0; i <= t->mask; ++i) {
      uint64_t k = t->slots[i].key.load(std::memory_order_relaxed);
      if (k != kEmpty) insertInto(*bigger, k, t->slots[i].rec.load(std::memory_order_relaxed));
    }
    t = bigger.get();
    m_tables.push_back(std::move(bigger));
    m_table.store(t, std::memory_order_release);
  }
  SrcRec* rec = &m_recs.emplace_back(sk);
  insertInto(*t, sk.bits(), rec);
  m_numRecs.store(n + 1, std::memory_order_relaxed);
  return rec;
}

SrcDB::AddResult SrcDB::addTranslation(const WriteGuard& g, std::unique_ptr<Translation> t,
                                       uint32_t limit) {
  SrcRec* rec = findOrCreate(g, t->sk);
  uint32_t count = rec->m_count.load(std::memory_order_relaxed);
  if (count >= limit) return AddResult::LimitReached;
  Translation* tr = t.get();
  tr->id = static_cast<TransId>(m_translations.size());
  m_translations.push_back(std::move(t));
  // Its own guard failures go where the chain's end went.
  if (tr->fallbackJmp) {
    if (TCA anchor = rec->anchor()) smashJmp(tr->fallbackJmp, anchor);
  }
  // Link it in; only then make compiled code jump to it.
  if (Translation* tail = rec->m_tail) {
    tail->next.store(tr, std::memory_order_release);
    if (tail->fallbackJmp) smashJmp(tail->fallbackJmp, tr->entry);
  } else {
    rec->m_head.store(tr, std::memory_order_release);
    rec->m_topEntry.store(tr->entry, std::memory_order_release);
  }
  rec->m_tail = tr;
  rec->m_count.store(count + 1, std::memory_order_release);
  m_numTranslations.fetch_add(1, std::memory_order_relaxed);
  for (size_t i = 0; i < kNumAreas; ++i) {
    if (!tr->ranges[i].empty()) m_areaTranslations[i].fetch_add(1, std::memory_order_relaxed);
  }
  return AddResult::Added;
}

void SrcDB::replaceTranslations(const WriteGuard& g, std::unique_ptr<Translation> t) {
  SrcRec* rec = findOrCreate(g, t->sk);
  Translation* tr = t.get();
  tr->id = static_cast<TransId>(m_translations.size());
  m_translations.push_back(std::move(t));
  if (tr->fallbackJmp) {
    if (TCA anchor = rec->anchor()) smashJmp(tr->fallbackJmp, anchor);
  }
  Translation* old = rec->m_head.load(std::memory_order_relaxed);
  rec->m_head.store(tr, std::memory_order_release);
  rec->m_topEntry.store(tr->entry, std::memory_order_release);
  rec->m_tail = tr;
  rec->m_count.store(1, std::memory_order_release);
  for (Translation* o = old; o; o = o->next.load(std::memory_order_relaxed)) {
    if (o->entrySmash) smashJmp(o->entrySmash, tr->entry);
  }
  m_numTranslations.fetch_add(1, std::memory_order_relaxed);
  for (size_t i = 0; i < kNumAreas; ++i) {
    if (!tr->ranges[i].empty()) m_areaTranslations[i].fetch_add(1, std::memory_order_relaxed);
  }
}

std::array<size_t, kNumAreas> SrcDB::translationsPerArea() const {
  std::array<size_t, kNumAreas> n{};
  for (size_t i = 0; i < kNumAreas; ++i) n[i] = m_areaTranslations[i].load(std::memory_order_relaxed);
  return n;
}

void SrcDB::setAnchor(const WriteGuard&, SrcRec* rec, TCA anchor) {
  HOP_ALWAYS_ASSERT(rec->anchor() == nullptr);
  rec->m_anchor.store(anchor, std::memory_order_release);
  if (rec->m_tail && rec->m_tail->fallbackJmp) smashJmp(rec->m_tail->fallbackJmp, anchor);
}

} // namespace hop::jit
