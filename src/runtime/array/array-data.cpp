// array-data.cpp — storage, lookup, growth and copy-on-write of PHP arrays.
#include "runtime/array/array-data.h"

#include <cstdlib>
#include <cstring>
#include <new>

#include "runtime/base/execution-context.h"
#include "runtime/base/release-chain.h"
#include "runtime/heap/memory-manager.h"

namespace hop {

// --- Allocation --------------------------------------------------------------

size_t arrayAllocSize(bool packed, uint32_t cap) {
  if (packed) return sizeof(ArrayData) + size_t(cap) * sizeof(TypedValue);
  return sizeof(ArrayData) + size_t(cap) * sizeof(Bucket) + size_t(cap) * 2 * sizeof(uint32_t);
}

namespace {

void initHeader(ArrayData* a, HeaderKind kind, uint32_t cap) {
  a->m_hdr.m_count = 1;
  a->m_hdr.m_kind = kind;
  a->m_hdr.m_flags = 0;
  a->m_hdr.m_aux = 0;
  a->m_size = 0;
  a->m_cap = cap;
  a->m_used = 0;
  a->m_pos = 0;
  a->m_nextFree = ArrayData::kNoIntKey;
}

uint32_t roundUpPow2(uint32_t n) {
  if (n <= 8) return 8;
  return 1u << (32 - __builtin_clz(n - 1));
}

/// The capacity a packed allocation of at least `n` elements really gets.
uint32_t packedCapFor(uint32_t n) {
  if (n == 0) n = 1;
  size_t bytes = reqAllocatedSize(sizeof(ArrayData) + size_t(n) * sizeof(TypedValue));
  return static_cast<uint32_t>((bytes - sizeof(ArrayData)) / sizeof(TypedValue));
}

inline uint32_t hashInt(int64_t k) {
  uint64_t x = static_cast<uint64_t>(k);
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return static_cast<uint32_t>(x);
}

} // namespace

ArrayData* ArrayData::empty() {
  static ArrayData* const e = [] {
    auto* a = static_cast<ArrayData*>(std::malloc(sizeof(ArrayData)));
    initHeader(a, HeaderKind::PackedArray, 0);
    a->m_hdr.m_count = kStaticRefCount;
    return a;
  }();
  return e;
}

ArrayData* ArrayData::makePacked(uint32_t cap) {
  cap = packedCapFor(cap);
  auto* a = static_cast<ArrayData*>(reqAlloc(arrayAllocSize(true, cap)));
  initHeader(a, HeaderKind::PackedArray, cap);
  return a;
}

ArrayData* ArrayData::allocHash(uint32_t cap) {
  cap = roundUpPow2(cap);
  auto* a = static_cast<ArrayData*>(reqAlloc(arrayAllocSize(false, cap)));
  initHeader(a, HeaderKind::HashArray, cap);
  std::memset(a->hashIndex(), 0xff, size_t(cap) * 2 * sizeof(uint32_t));
  return a;
}

ArrayData* ArrayData::makeHash(uint32_t cap) { return allocHash(cap); }

ArrayData* ArrayData::makePackedFrom(const TypedValue* vals, uint32_t n) {
  ArrayData* a = makePacked(n);
  TypedValue* d = a->packedData();
  for (uint32_t i = 0; i < n; ++i) {
    d[i] = vals[i];
    d[i].m_aux32 = 0;
    tvIncRef(d[i]);
  }
  a->m_size = a->m_used = n;
  a->m_nextFree = n ? int64_t(n) : kNoIntKey;
  return a;
}

void ArrayData::release() {
  HOP_ASSERT(!isStatic(), "releasing a static array");
  // Walked by pointer to an end read once: nothing else holds this array
  // now, so what the releases run (destructors) cannot change its size.
  uint32_t i = 0;
  if (isPacked()) {
    TypedValue* const d = packedData();
    TypedValue* const end = d + m_size;
    TypedValue* p = d;
    try {
      for (; p != end; ++p) tvDecRef(*p);
    } catch (PhpException& e) {
      i = uint32_t(p - d);
      releaseAfterThrow(e.obj, i + 1);
    }
  } else {
    Bucket* const b = buckets();
    Bucket* const end = b + m_used;
    Bucket* p = b;
    try {
      for (; p != end; ++p) {
        if (p->isTombstone()) continue;
        if (p->skey) p->skey->decRef();
        tvDecRef(p->val);
      }
    } catch (PhpException& e) {
      i = uint32_t(p - b);
      releaseAfterThrow(e.obj, i + 1);
    }
  }
  reqFree(this, arrayAllocSize(isPacked(), m_cap));
}

/// The rest of release() after element `from - 1`'s destructor threw `exc`.
void ArrayData::releaseAfterThrow(ObjectData* exc, uint32_t from) {
  uint32_t i = from;
  releaseAllChained(
      [&] {
        if (isPacked()) {
          TypedValue* d = packedData();
          while (i < m_size) tvDecRef(d[i++]);
        } else {
          Bucket* b = buckets();
          while (i < m_used) {
            Bucket& e = b[i++];
            if (e.isTombstone()) continue;
            if (e.skey) e.skey->decRef();
            tvDecRef(e.val);
          }
        }
      },
      [&] { reqFree(this, arrayAllocSize(isPacked(), m_cap)); }, exc);
}

ArrayData* ArrayData::copy() const {
  if (isPacked()) {
    ArrayData* a = makePacked(m_size);
    const TypedValue* s = packedData();
    TypedValue* d = a->packedData();
    for (uint32_t i = 0; i < m_size; ++i) {
      d[i] = s[i];
      tvDupForContainerCopy(s[i], d[i], this);
    }
    a->m_size = a->m_used = m_size;
    a->m_nextFree = m_nextFree;
    a->m_pos = m_pos;
    return a;
  }
  // Same capacity and bucket positions, so internal pointers and iterator
  // positions carry over to the copy.
  auto* a = static_cast<ArrayData*>(reqAlloc(arrayAllocSize(false, m_cap)));
  std::memcpy(a, this, arrayAllocSize(false, m_cap));
  a->m_hdr.m_count = 1;
  Bucket* b = a->buckets();
  const Bucket* src = buckets();
  for (uint32_t i = 0; i < m_used; ++i) {
    if (b[i].isTombstone()) continue;
    if (b[i].skey) b[i].skey->incRef();
    tvDupForContainerCopy(src[i].val, b[i].val, this);
  }
  return a;
}

ArrayData* ArrayData::copyStatic() const {
  size_t bytes = arrayAllocSize(isPacked(), m_cap);
  auto* a = static_cast<ArrayData*>(std::malloc(bytes));
  if (!a) throw std::bad_alloc();
  std::memcpy(a, this, bytes);
  a->m_hdr.m_count = kStaticRefCount;
  return a;
}

void ArrayData::separateSlow(ArrayData*& a) {
  ArrayData* c = a->copy();
  a->decRef();
  a = c;
}

bool ArrayData::isVectorLike() const {
  if (isPacked()) return true;
  int64_t expect = 0;
  const Bucket* b = buckets();
  for (uint32_t i = 0; i < m_used; ++i) {
    if (b[i].isTombstone()) continue;
    if (b[i].skey || b[i].h != expect) return false;
    ++expect;
  }
  return true;
}

// --- Lookup --------------------------------------------------------------------

// The hash index is open-addressed with linear probing: each of its 2*cap
// slots holds the index of a live bucket or kEmptySlot, so it is at most half
// full and every probe ends. Buckets do not link to each other: values stored
// into buckets are written by all kinds of code (`*slot = v` copies all 16
// bytes of a TypedValue), so nothing of the index may live in them.
//
// Tags: in an array of at most 2^23 buckets (the index's mask then covers
// the key hash's low 24 bits at most), a slot also holds the hash's top
// eight bits above the bucket's index. A probe compares them first and
// reads the bucket (a cache miss in a large array) only when they match:
// a lookup that misses, or passes other keys of its probe run, mostly stays
// in the index, as php's chained buckets mostly do. Larger arrays have no
// tag (tagMask 0: every probe reads its bucket). No slot with a tag equals
// kEmptySlot (a bucket index below 2^23 never has its low 24 bits all set).

namespace {
constexpr uint32_t kTagBits = 0xFF000000u;
HOP_ALWAYS_INLINE uint32_t tagMaskFor(uint32_t cap) { return cap <= (1u << 23) ? kTagBits : 0; }
/// The hash a key's probe run starts from (a string key's cached hash; an
/// int key scrambled); its top bits are the slot's tag.
HOP_ALWAYS_INLINE uint32_t homeHash(const Bucket& b) { return b.skey ? uint32_t(b.h) : hashInt(b.h); }

/// findIntBucket's body, inlined into the hot readers (getInt, lvalInt).
HOP_ALWAYS_INLINE int64_t findIntIn(const Bucket* b, const uint32_t* index, uint32_t mask, uint32_t tagMask, int64_t k) {
  const uint32_t hh = hashInt(k);
  const uint32_t tag = hh & tagMask;
  for (uint32_t slot = hh & mask;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == ArrayData::kEmptySlot) return -1;
    if ((entry & tagMask) != tag) continue;
    const uint32_t idx = entry & ~tagMask;
    const Bucket& e = b[idx];
    if (e.h == k && !e.skey) return idx;
  }
}
} // namespace

uint32_t ArrayData::homeSlot(const Bucket& b) const { return homeHash(b) & hashMask(); }

int64_t ArrayData::findIntBucket(int64_t k) const {
  return findIntIn(buckets(), hashIndex(), hashMask(), tagMaskFor(m_cap), k);
}

template <class Same> int64_t ArrayData::probeStrBucket(uint32_t h, Same same) const {
  const Bucket* b = buckets();
  const uint32_t* index = hashIndex();
  const uint32_t mask = hashMask();
  const uint32_t tagMask = tagMaskFor(m_cap);
  const uint32_t tag = h & tagMask;
  for (uint32_t slot = h & mask;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == kEmptySlot) return -1;
    if ((entry & tagMask) != tag) continue;
    const uint32_t idx = entry & ~tagMask;
    if (same(b[idx])) return idx;
  }
}

int64_t ArrayData::findStrBucket(std::string_view k, uint32_t h) const {
  return probeStrBucket(h, [&](const Bucket& e) {
    return e.skey && e.h == int64_t(h) && e.skey->size() == k.size() &&
           std::memcmp(e.skey->data(), k.data(), k.size()) == 0;
  });
}

void ArrayData::indexInsert(uint32_t bucketIdx) {
  uint32_t* index = hashIndex();
  const uint32_t mask = hashMask();
  const uint32_t hh = homeHash(buckets()[bucketIdx]);
  uint32_t slot = hh & mask;
  while (index[slot] != kEmptySlot) slot = (slot + 1) & mask;
  index[slot] = bucketIdx | (hh & tagMaskFor(m_cap));
}

void ArrayData::indexRemove(uint32_t bucketIdx) {
  uint32_t* index = hashIndex();
  const uint32_t mask = hashMask();
  const uint32_t tagMask = tagMaskFor(m_cap);
  uint32_t hole = homeSlot(buckets()[bucketIdx]);
  while ((index[hole] & ~tagMask) != bucketIdx) hole = (hole + 1) & mask;
  // Backward-shift deletion (Knuth 6.4, Algorithm R): move later entries of
  // the probe run into the hole unless their home slot lies after it.
  index[hole] = kEmptySlot;
  for (uint32_t j = (hole + 1) & mask; index[j] != kEmptySlot; j = (j + 1) & mask) {
    uint32_t home = homeSlot(buckets()[index[j] & ~tagMask]);
    bool stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
    if (stays) continue;
    index[hole] = index[j];
    index[j] = kEmptySlot;
    hole = j;
  }
}

namespace {
/// getInt of a hash array too large for tagged index entries (out of line:
/// the common probe below then has its tag mask as a constant and needs no
/// saved registers).
[[gnu::noinline]] const TypedValue* getIntUntagged(const ArrayData* a, int64_t k) {
  const Bucket* b = a->buckets();
  int64_t i = findIntIn(b, a->hashIndex(), a->hashMask(), 0, k);
  return i < 0 ? nullptr : &b[i].val;
}
} // namespace

const TypedValue* ArrayData::getInt(int64_t k) const {
  if (isPacked()) {
    return uint64_t(k) < m_size ? &packedData()[k] : nullptr;
  }
  if (HOP_UNLIKELY(tagMaskFor(m_cap) == 0)) return getIntUntagged(this, k);
  const Bucket* b = buckets();
  int64_t i = findIntIn(b, hashIndex(), hashMask(), kTagBits, k);
  return i < 0 ? nullptr : &b[i].val;
}

namespace {
/// The probe for `k` from `slot` on, comparing bytes where the hashes agree
/// (out of line, so the probe below calls nothing and its hits save no
/// registers).
[[gnu::noinline]] int64_t findStrFrom(const Bucket* b, const uint32_t* index, uint32_t mask, uint32_t tagMask,
                                      const StringData* k, uint32_t slot) {
  const uint32_t h = k->hash();
  const uint32_t tag = h & tagMask;
  for (;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == ArrayData::kEmptySlot) return -1;
    if ((entry & tagMask) != tag) continue;
    const uint32_t idx = entry & ~tagMask;
    const Bucket& e = b[idx];
    if (e.skey == k || (e.h == int64_t(h) && e.skey && e.skey->size() == k->size() &&
                        std::memcmp(e.skey->data(), k->data(), k->size()) == 0))
      return idx;
  }
}

/// findStrBucket's body, inlined into the hot readers (getStr, lvalStr).
HOP_ALWAYS_INLINE int64_t findStrIn(const Bucket* b, const uint32_t* index, uint32_t mask, uint32_t tagMask,
                                    const StringData* k) {
  const uint32_t h = k->m_hash;
  if (HOP_UNLIKELY(h == 0)) return findStrFrom(b, index, mask, tagMask, k, k->hash() & mask);
  // The same string object (interned literals, a key read back from the
  // array) matches without comparing bytes; another string of the same hash
  // goes to the byte compare.
  const uint32_t tag = h & tagMask;
  for (uint32_t slot = h & mask;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == ArrayData::kEmptySlot) return -1;
    if ((entry & tagMask) != tag) continue;
    const uint32_t idx = entry & ~tagMask;
    const Bucket& e = b[idx];
    if (e.skey == k) return idx;
    if (e.h == int64_t(h) && e.skey) return findStrFrom(b, index, mask, tagMask, k, slot);
  }
}
} // namespace

int64_t ArrayData::findStrBucket(const StringData* k) const {
  return findStrIn(buckets(), hashIndex(), hashMask(), tagMaskFor(m_cap), k);
}

namespace {
/// getStr from probe slot `slot` on (kEmptySlot: the key's home slot), with
/// byte compares: out of line, so getStr's own probe calls nothing and its
/// hits and misses save no registers (parsedown reads ~45k string keys an
/// iteration).
[[gnu::noinline]] const TypedValue* getStrFrom(const ArrayData* a, const StringData* k, uint32_t slot) {
  const Bucket* b = a->buckets();
  if (slot == ArrayData::kEmptySlot) slot = k->hash() & a->hashMask();
  int64_t i = findStrFrom(b, a->hashIndex(), a->hashMask(), tagMaskFor(a->m_cap), k, slot);
  return i < 0 ? nullptr : &b[i].val;
}
} // namespace

const TypedValue* ArrayData::getStr(const StringData* k) const {
  if (isPacked()) return nullptr;
  const uint32_t h = k->m_hash;
  // A hash not computed yet, or an array too large for tagged index entries:
  // the general probe (out of line), so this one has its tag mask as a
  // constant and needs no saved registers.
  if (HOP_UNLIKELY(h == 0 || tagMaskFor(m_cap) == 0)) return getStrFrom(this, k, kEmptySlot);
  const Bucket* b = buckets();
  const uint32_t* index = hashIndex();
  const uint32_t mask = hashMask();
  const uint32_t tag = h & kTagBits;
  for (uint32_t slot = h & mask;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == kEmptySlot) return nullptr;
    if ((entry & kTagBits) != tag) continue;
    const Bucket& e = b[entry & ~kTagBits];
    if (e.skey == k) return &e.val;
    if (e.h == int64_t(h) && e.skey) return getStrFrom(this, k, slot);
  }
}

const TypedValue* ArrayData::getStr(std::string_view k) const {
  if (isPacked()) return nullptr;
  int64_t i = findStrBucket(k, StringData::hashBytes(k.data(), k.size()));
  return i < 0 ? nullptr : &buckets()[i].val;
}

// --- Growth and escalation --------------------------------------------------------

void ArrayData::growPacked(ArrayData*& a, uint32_t minCap) {
  uint32_t cap = a->m_cap < 4 ? 8 : a->m_cap + (a->m_cap >> 1) + 1;
  if (cap < minCap) cap = minCap;
  ArrayData* n = makePacked(cap);
  uint32_t newCap = n->m_cap;
  std::memcpy(n, a, sizeof(ArrayData) + size_t(a->m_size) * sizeof(TypedValue));
  n->m_cap = newCap;
  n->m_hdr.m_count = 1;
  if (ctx().arrayIterators.active()) ctx().arrayIterators.moved(a, n, [](uint32_t k) { return k; });
  reqFree(a, arrayAllocSize(true, a->m_cap));
  a = n;
}

Bucket* ArrayData::insertBucket(int64_t h, StringData* skey) {
  HOP_ASSERT(m_used < m_cap, "insertBucket without room");
  uint32_t idx = m_used++;
  Bucket& b = buckets()[idx];
  b.h = h;
  b.skey = skey;
  indexInsert(idx);
  ++m_size;
  return &b;
}

void ArrayData::rehashInPlace() {
  HOP_ASSERT(isHash(), "rehash of a packed array");
  std::memset(hashIndex(), 0xff, size_t(m_cap) * 2 * sizeof(uint32_t));
  const Bucket* b = buckets();
  for (uint32_t i = 0; i < m_used; ++i)
    if (!b[i].isTombstone()) indexInsert(i);
}

uint32_t ArrayData::liveBefore(uint32_t pos) const {
  if (isPacked()) return pos < m_size ? pos : m_size;
  const Bucket* b = buckets();
  uint32_t n = 0;
  for (uint32_t i = 0; i < pos && i < m_used; ++i) n += !b[i].isTombstone();
  return n;
}

void ArrayData::compact() {
  if (isPacked() || m_used == m_size) return;
  // By-reference foreach loops over this array keep their elements.
  if (ctx().arrayIterators.active()) ctx().arrayIterators.moved(this, this, [](uint32_t k) { return k; });
  Bucket* b = buckets();
  uint32_t j = 0;
  uint32_t newPos = kInvalidPos;
  for (uint32_t i = 0; i < m_used; ++i) {
    if (b[i].isTombstone()) continue;
    if (i >= m_pos && newPos == kInvalidPos) newPos = j;
    if (i != j) b[j] = b[i];
    ++j;
  }
  m_pos = newPos == kInvalidPos ? j : newPos;
  m_used = j;
  rehashInPlace();
}

void ArrayData::growHash(ArrayData*& a) {
  // Reclaim tombstones first when they are a large share of the buckets.
  if (a->m_size <= a->m_used / 2 && a->m_size < a->m_cap / 2) {
    a->compact();
    return;
  }
  uint32_t cap = a->m_cap * 2;
  ArrayData* n = allocHash(cap);
  if (ctx().arrayIterators.active()) ctx().arrayIterators.moved(a, n, [](uint32_t k) { return k; });
  Bucket* src = a->buckets();
  Bucket* dst = n->buckets();
  uint32_t j = 0;
  uint32_t newPos = kInvalidPos;
  for (uint32_t i = 0; i < a->m_used; ++i) {
    if (src[i].isTombstone()) continue;
    if (i >= a->m_pos && newPos == kInvalidPos) newPos = j;
    dst[j++] = src[i];
  }
  n->m_used = j;
  n->m_size = a->m_size;
  n->m_nextFree = a->m_nextFree;
  n->m_pos = newPos == kInvalidPos ? j : newPos;
  n->m_hdr.m_flags = a->m_hdr.m_flags;
  n->rehashInPlace();
  reqFree(a, arrayAllocSize(false, a->m_cap));
  a = n;
}

void ArrayData::escalateToHash(ArrayData*& a) {
  HOP_ASSERT(a->isPacked() && a->m_hdr.hasExactlyOneRef(), "escalate needs a sole packed owner");
  uint32_t n = a->m_size;
  ArrayData* h = allocHash(n + 1 > 8 ? n + 1 : 8);
  const TypedValue* src = a->packedData();
  for (uint32_t i = 0; i < n; ++i) {
    Bucket* b = h->insertBucket(i, nullptr);
    b->val.m_data = src[i].m_data;
    b->val.m_type = src[i].m_type;
  }
  h->m_nextFree = a->m_nextFree;
  h->m_pos = a->m_pos;
  h->m_hdr.m_flags = a->m_hdr.m_flags;   // the same array in a new shape keeps its marks
  if (ctx().arrayIterators.active()) ctx().arrayIterators.moved(a, h, [](uint32_t k) { return k; });
  reqFree(a, arrayAllocSize(true, a->m_cap));
  a = h;
}

// --- Writes -----------------------------------------------------------------------

namespace {

/// A shared packed array about to get one more element at its end (`$x = [];
/// $x[] = ...`): its copy is made with room for it (8 at least, php's first
/// packed allocation) instead of at its size and then grown at once.
void copyPackedWithRoom(ArrayData*& a) {
  const uint32_t n = a->m_size;
  ArrayData* c = ArrayData::makePacked(n < 8 ? 8 : n + 1);
  const TypedValue* src = a->packedData();
  TypedValue* dst = c->packedData();
  for (uint32_t i = 0; i < n; ++i) {
    dst[i] = src[i];
    tvDupForContainerCopy(src[i], dst[i], a);
  }
  c->m_size = c->m_used = n;
  c->m_nextFree = a->m_nextFree;
  c->m_pos = a->m_pos;
  a->decRef();
  a = c;
}

} // namespace

TypedValue* ArrayData::lvalInt(ArrayData*& a, int64_t k) {
  if (a->m_hdr.hasMultipleRefs() && a->isPacked() && k == int64_t(a->m_size) && a->nextAppendKey() == k)
    copyPackedWithRoom(a);
  else separate(a);
  if (a->isPacked()) {
    if (uint64_t(k) < a->m_size) return &a->packedData()[k];
    if (k == int64_t(a->m_size) && a->nextAppendKey() == k) {
      if (a->m_size == a->m_cap) growPacked(a, a->m_size + 1);
      TypedValue* slot = &a->packedData()[a->m_size];
      *slot = makeNull();
      a->m_size++;
      a->m_used = a->m_size;
      a->m_nextFree = k + 1;
      return slot;
    }
    escalateToHash(a);
  }
  Bucket* found = a->buckets();
  // (The tag mask a constant for all but arrays past 2^23 buckets.)
  int64_t i = HOP_LIKELY(tagMaskFor(a->m_cap) != 0)
                  ? findIntIn(found, a->hashIndex(), a->hashMask(), kTagBits, k)
                  : findIntIn(found, a->hashIndex(), a->hashMask(), 0, k);
  if (i >= 0) return &found[i].val;
  if (a->m_used == a->m_cap) growHash(a);
  Bucket* b = a->insertBucket(k, nullptr);
  b->val.m_data.num = 0;
  b->val.m_type = DataType::Null;
  if (k >= a->m_nextFree) a->m_nextFree = k == INT64_MAX ? k : k + 1;
  if (k == INT64_MAX) a->m_hdr.m_flags |= 1;   // next append must fail
  return &b->val;
}

namespace {
/// A new string key's bucket, appended and entered at the index slot (with
/// its tag) where the probe for the key ended empty; its value is the caller's.
HOP_ALWAYS_INLINE Bucket& appendStrBucket(ArrayData* a, Bucket* b, uint32_t* index, uint32_t slot, uint32_t tag,
                                          uint32_t h, StringData* k) {
  const uint32_t idx = a->m_used++;
  Bucket& nb = b[idx];
  nb.h = int64_t(h);
  nb.skey = k;
  k->incRef();
  index[slot] = idx | tag;
  ++a->m_size;
  return nb;
}
} // namespace

TypedValue* ArrayData::lvalStr(ArrayData*& a, StringData* k) {
  // The common case: a hash array of one owner, small enough for tagged
  // index entries (tagMaskFor), a key whose hash is known, found by its
  // string (the same interned string, as a literal's key is) or appended
  // where its probe ended when there is room. It calls nothing and keeps few
  // values live, so it saves no registers (php-parser's `$attributes['k'] =
  // ...`: ~190k a parse); everything else goes on in lval (the string keys'
  // full path) by a tail call.
  ArrayData* arr = a;
  const uint32_t h = k->m_hash;
  if (HOP_UNLIKELY(arr->isPacked() || arr->m_hdr.hasMultipleRefs() || h == 0 || arr->m_cap > (1u << 23)))
    return lval(a, ArrayKey::ofStr(k));
  uint32_t* index = arr->hashIndex();
  const uint32_t mask = arr->hashMask();
  uint32_t slot = h & mask;
  for (;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == kEmptySlot) break;
    if (((entry ^ h) & kTagBits) != 0) continue;
    Bucket& e = arr->buckets()[entry & ~kTagBits];
    if (e.skey == k) return &e.val;
    if (e.h == int64_t(h) && e.skey) return lval(a, ArrayKey::ofStr(k));   // the same bytes, maybe: compared there
  }
  if (HOP_UNLIKELY(arr->m_used == arr->m_cap)) return lval(a, ArrayKey::ofStr(k));
  Bucket& nb = appendStrBucket(arr, arr->buckets(), index, slot, h & kTagBits, h, k);
  nb.val.m_data.num = 0;
  nb.val.m_type = DataType::Null;
  return &nb.val;
}

TypedValue* ArrayData::lval(ArrayData*& a, ArrayKey key) {
  if (key.isInt()) return lvalInt(a, key.num);
  StringData* k = key.str;
  if (a->isPacked() && a->m_size == 0 && a->m_hdr.hasMultipleRefs()) {
    // A shared empty array (`[]`, `['k' => ...]` being built) taking its first
    // string key: one new hash array, not a packed copy escalated in turn.
    ArrayData* h = allocHash(8);
    h->m_nextFree = a->m_nextFree;
    h->m_pos = a->m_pos;
    a->decRef();
    a = h;
  } else if (a->isPacked() && a->m_size == 0 && a->m_hdr.hasExactlyOneRef() && !ctx().arrayIterators.active()) {
    // An empty packed array of our own (`NewArray` with room for a literal's
    // items, `['k' => ...]`): the hash array takes its place and its room
    // instead of an escalation of nothing.
    ArrayData* h = allocHash(a->m_cap > 8 ? a->m_cap : 8);
    h->m_nextFree = a->m_nextFree;
    h->m_pos = a->m_pos;
    h->m_hdr.m_flags = a->m_hdr.m_flags;   // the same array in a new shape keeps its marks
    reqFree(a, arrayAllocSize(true, a->m_cap));
    a = h;
  } else {
    separate(a);
    if (a->isPacked()) escalateToHash(a);
  }
  // findStrIn's probe, keeping the empty slot where it ended: a new key
  // goes there (where indexInsert would put it) when no growth is needed
  // (array literals with string keys insert one key after another; a new
  // hash array above takes its first key at its home slot).
  Bucket* b = a->buckets();
  uint32_t* index = a->hashIndex();
  const uint32_t mask = a->hashMask();
  const uint32_t tagMask = tagMaskFor(a->m_cap);
  const uint32_t h = k->hash();
  const uint32_t tag = h & tagMask;
  uint32_t slot = h & mask;
  for (;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == kEmptySlot) break;
    if ((entry & tagMask) != tag) continue;
    Bucket& e = b[entry & ~tagMask];
    if (e.skey == k || (e.h == int64_t(h) && e.skey && e.skey->size() == k->size() &&
                        std::memcmp(e.skey->data(), k->data(), k->size()) == 0))
      return &e.val;
  }
  if (a->m_used < a->m_cap) {
    Bucket& nb = appendStrBucket(a, b, index, slot, tag, h, k);
    nb.val.m_data.num = 0;
    nb.val.m_type = DataType::Null;
    return &nb.val;
  }
  if (a->m_used == a->m_cap) growHash(a);
  k->incRef();
  Bucket* nb = a->insertBucket(int64_t(h), k);
  nb->val.m_data.num = 0;
  nb->val.m_type = DataType::Null;
  return &nb->val;
}

TypedValue* ArrayData::lvalNew(ArrayData*& a) {
  // The next key stuck at PHP_INT_MAX (php's nNextFreeElement once that key was used): the append fails only
  // while the key is there; after an unset it goes to PHP_INT_MAX again.
  if ((a->m_hdr.m_flags & 1) && a->get(ArrayKey::ofInt(INT64_MAX))) return nullptr;
  int64_t k = a->nextAppendKey();
  if (a->m_hdr.hasMultipleRefs() && a->isPacked() && k == int64_t(a->m_size)) copyPackedWithRoom(a);
  else separate(a);
  if (a->isPacked() && k == int64_t(a->m_size)) {
    if (a->m_size == a->m_cap) growPacked(a, a->m_size + 1);
    TypedValue* slot = &a->packedData()[a->m_size];
    *slot = makeNull();
    a->m_size++;
    a->m_used = a->m_size;
    a->m_nextFree = k + 1;
    return slot;
  }
  return lvalInt(a, k);
}

namespace {
/// set()/setRaw() through lval: out of line, so their insert of a new key
/// (which calls nothing) saves no registers.
template <bool raw> [[gnu::noinline]] void setViaLval(ArrayData*& a, ArrayKey k, TypedValue v) {
  TypedValue* slot = ArrayData::lval(a, k);
  if (raw) tvSetRawMove(*slot, v);
  else tvAssignMove(*slot, v);
}

/// `$a[k] = v` for a new string key of a hash array of our own, when the
/// key's hash is known (literals are interned with theirs: array literals'
/// AddElemC) and there is room: the probe and the insert without lvalStr's
/// call and its saved registers. False (nothing done) otherwise: a key
/// already there, or another string object with the same hash, goes
/// through lvalStr.
HOP_ALWAYS_INLINE bool insertNewStrKey(ArrayData* arr, StringData* key, TypedValue v) {
  // (Arrays too large for tagged index entries go through lvalStr: the tag
  // mask here is a constant.)
  if (!key || arr->m_hdr.m_kind != HeaderKind::HashArray || !arr->m_hdr.hasExactlyOneRef() || key->m_hash == 0 ||
      arr->m_used == arr->m_cap || tagMaskFor(arr->m_cap) == 0)
    return false;
  const uint32_t h = key->m_hash;
  Bucket* b = arr->buckets();
  uint32_t* index = arr->hashIndex();
  const uint32_t mask = arr->hashMask();
  const uint32_t tag = h & kTagBits;
  uint32_t slot = h & mask;
  for (;; slot = (slot + 1) & mask) {
    const uint32_t entry = index[slot];
    if (entry == ArrayData::kEmptySlot) break;
    if ((entry & kTagBits) != tag) continue;
    const Bucket& e = b[entry & ~kTagBits];
    if (e.skey == key || (e.h == int64_t(h) && e.skey)) return false;
  }
  Bucket& nb = appendStrBucket(arr, b, index, slot, tag, h, key);
  nb.val.m_data = v.m_data;
  nb.val.m_type = v.m_type;
  return true;
}
} // namespace

void ArrayData::set(ArrayData*& a, ArrayKey k, TypedValue v) {
  if (!insertNewStrKey(a, k.str, v)) setViaLval<false>(a, k, v);
}

void ArrayData::setRaw(ArrayData*& a, ArrayKey k, TypedValue v) {
  if (!insertNewStrKey(a, k.str, v)) setViaLval<true>(a, k, v);
}

bool ArrayData::append(ArrayData*& a, TypedValue v) {
  TypedValue* slot = lvalNew(a);
  if (!slot) {
    tvDecRef(v);
    return false;
  }
  slot->m_data = v.m_data;
  slot->m_type = v.m_type;
  return true;
}

void ArrayData::remove(ArrayData*& a, ArrayKey k) {
  if (!a->get(k)) return;
  separate(a);
  if (a->isPacked()) {
    int64_t i = k.num;
    if (i == int64_t(a->m_size) - 1) {
      // Removing the last element keeps the array packed; the next append key
      // still does not go down (PHP keeps nNextFreeElement).
      TypedValue old = a->packedData()[i];
      a->m_size--;
      a->m_used = a->m_size;
      tvDecRef(old);
      return;
    }
    escalateToHash(a);
  }
  int64_t i = k.isInt() ? a->findIntBucket(k.num) : a->findStrBucket(k.str);
  if (i < 0) return;
  Bucket* b = &a->buckets()[i];
  a->indexRemove(uint32_t(i));   // before the key is cleared: the home slot needs it
  TypedValue old = b->val;
  StringData* oldKey = b->skey;
  b->val.m_type = DataType::Uninit;
  b->skey = nullptr;
  a->m_size--;
  // Trailing tombstones can be given back at once.
  while (a->m_used > 0 && a->buckets()[a->m_used - 1].isTombstone()) {
    if (a->m_pos == a->m_used) a->m_pos--;
    a->m_used--;
  }
  if (a->m_pos == uint32_t(i)) a->m_pos = a->iterAdvance(i);
  if (oldKey) oldKey->decRef();
  tvDecRef(old);
}

// --- Iteration --------------------------------------------------------------------

uint32_t ArrayData::iterRetreat(uint32_t pos) const {
  if (pos == 0 || pos == kInvalidPos) return kInvalidPos;
  if (isPacked()) return pos - 1;
  const Bucket* b = buckets();
  uint32_t p = pos > m_used ? m_used : pos;
  while (p > 0) {
    --p;
    if (!b[p].isTombstone()) return p;
  }
  return kInvalidPos;
}

uint32_t ArrayData::iterLast() const { return iterRetreat(iterEnd()); }

void ArrayData::renumber(ArrayData*& a) {
  separate(a);
  if (a->isPacked()) {
    a->m_nextFree = a->m_size;
    return;
  }
  bool anyStr = false;
  Bucket* b = a->buckets();
  for (uint32_t i = 0; i < a->m_used; ++i)
    if (!b[i].isTombstone() && b[i].skey) { anyStr = true; break; }
  if (!anyStr) {
    // Becomes a list: rebuild as packed.
    ArrayData* p = makePacked(a->m_size);
    TypedValue* d = p->packedData();
    uint32_t j = 0;
    for (uint32_t i = 0; i < a->m_used; ++i) {
      if (b[i].isTombstone()) continue;
      d[j].m_data = b[i].val.m_data;
      d[j].m_type = b[i].val.m_type;
      d[j].m_aux32 = 0;
      ++j;
    }
    p->m_size = p->m_used = j;
    p->m_nextFree = j;
    reqFree(a, arrayAllocSize(false, a->m_cap));
    a = p;
    return;
  }
  a->compact();
  int64_t next = 0;
  for (uint32_t i = 0; i < a->m_used; ++i)
    if (!b[i].skey) b[i].h = next++;
  a->m_nextFree = next;
  a->m_hdr.m_flags &= ~1;
  a->rehashInPlace();
}

} // namespace hop
