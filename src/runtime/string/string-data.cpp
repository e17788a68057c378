// string-data.cpp — allocation, interning and appending of PHP strings.
#include "runtime/string/string-data.h"

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <new>

#include <xxhash.h>

#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/string/string-size.h"

namespace hop {

namespace {

size_t allocSizeFor(uint32_t cap) { return sizeof(StringData) + size_t(cap) + 1; }

StringData* initHeader(void* mem, uint32_t len, uint32_t cap, int32_t count) {
  auto* s = static_cast<StringData*>(mem);
  s->m_hdr.m_count = count;
  s->m_hdr.m_kind = HeaderKind::String;
  s->m_hdr.m_flags = 0;
  s->m_hdr.m_aux = 0;
  s->m_len = len;
  s->m_cap = cap;
  s->m_hash = 0;
  s->m_bits = 0;
  return s;
}

/// A static string's kStaticStrKey, before it is published.
void markStaticStrKey(StringData* s) {
  int64_t ignored;
  if (!isCanonicalIntKey(s->view(), ignored)) s->m_bits |= StringData::kStaticStrKey;
}

} // namespace

uint32_t StringData::hashBytes(const char* p, size_t n) {
  // XXH3 (libxxhash) folded to 32 bits; never returns 0 (0 means "not
  // computed"). Hashes live only in memory (array buckets), never on disk.
  uint64_t h = XXH3_64bits(p, n);
  uint32_t r = static_cast<uint32_t>(h ^ (h >> 32));
  return r ? r : 1;
}

void stringTooLong(size_t len) {
  // php's size for a huge block: header, bytes and NUL, rounded up to pages.
  size_t block = len > SIZE_MAX - 4096 - 25 ? SIZE_MAX - 4095 : (len + 24 + 1 + 4095) / 4096 * 4096;
  if (tl_heap->limit() != MemoryManager::kNoLimit) tl_heap->exhausted(block);
  throwError(ErrorKind::Error, "String size overflow");
}

void checkBigStringSize(size_t len) {
  // One string alone past the request heap's memory_limit (kNoLimit: none).
  if (len > kMaxStringSize || len + 25 > tl_heap->limit()) stringTooLong(len);
}

StringData* StringData::makeReserve(uint32_t cap) {
  checkStringSize(cap);
  size_t got = allocSizeFor(cap);
  void* mem = reqAllocRounded(got);
  uint32_t realCap = static_cast<uint32_t>(got - sizeof(StringData) - 1);
  StringData* s = initHeader(mem, 0, realCap, 1);
  s->mutableData()[0] = 0;
  return s;
}

StringData* StringData::makeUninit(uint32_t len) {
  StringData* s = makeReserve(len);
  s->m_len = len;
  s->mutableData()[len] = 0;
  return s;
}

namespace {
/// Copies n bytes; up to 16 without a call (two overlapping loads that stay
/// inside both ranges), longer ones by memcpy.
HOP_ALWAYS_INLINE void copyBytes(char* d, const char* s, size_t n) {
  if (n >= 8) {
    if (n > 16) {
      std::memcpy(d, s, n);
      return;
    }
    uint64_t a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + n - 8, 8);
    std::memcpy(d, &a, 8);
    std::memcpy(d + n - 8, &b, 8);
  } else if (n >= 4) {
    uint32_t a, b;
    std::memcpy(&a, s, 4);
    std::memcpy(&b, s + n - 4, 4);
    std::memcpy(d, &a, 4);
    std::memcpy(d + n - 4, &b, 4);
  } else if (n) {
    d[0] = s[0];
    d[n >> 1] = s[n >> 1];
    d[n - 1] = s[n - 1];
  }
}
} // namespace

StringData* StringData::make(std::string_view sv) {
  // makeUninit's allocation inline, and short strings (most substr(),
  // explode() and token results) copied without a memcpy call.
  const size_t n = sv.size();
  checkStringSize(n);
  size_t got = allocSizeFor(static_cast<uint32_t>(n));
  void* mem = reqAllocRounded(got);   // got becomes the block's size
  StringData* s = initHeader(mem, static_cast<uint32_t>(n), static_cast<uint32_t>(got - sizeof(StringData) - 1), 1);
  char* d = s->mutableData();
  copyBytes(d, sv.data(), n);
  d[n] = 0;
  return s;
}

StringData* StringData::makeConcat(std::string_view a, std::string_view b) {
  if (a.size() > kMaxStringSize || b.size() > kMaxStringSize - a.size()) stringTooLong(a.size() + b.size());
  const size_t n = a.size() + b.size();
  checkStringSize(n);
  size_t got = allocSizeFor(static_cast<uint32_t>(n));
  void* mem = reqAllocRounded(got);   // got becomes the block's size
  StringData* s = initHeader(mem, static_cast<uint32_t>(n), static_cast<uint32_t>(got - sizeof(StringData) - 1), 1);
  char* d = s->mutableData();
  copyBytes(d, a.data(), a.size());
  copyBytes(d + a.size(), b.data(), b.size());
  d[n] = 0;
  return s;
}

void StringData::release() {
  HOP_ASSERT(!isStatic(), "releasing a static string");
  // m_cap was made from the block's usable size (makeReserve), so this is
  // the block's size already: no second rounding to a size class.
  reqFree(this, allocSizeFor(m_cap));
}

StringData* StringData::makeStatic(std::string_view sv) {
  if (sv.size() > kMaxStringSize) stringTooLong(sv.size());
  void* mem = std::malloc(allocSizeFor(static_cast<uint32_t>(sv.size())));
  if (!mem) throw std::bad_alloc();
  StringData* s = initHeader(mem, static_cast<uint32_t>(sv.size()),
                             static_cast<uint32_t>(sv.size()), kStaticRefCount);
  if (!sv.empty()) std::memcpy(s->mutableData(), sv.data(), sv.size());
  s->mutableData()[sv.size()] = 0;
  s->hash();   // computed now so shared static strings are never written later
  markStaticStrKey(s);
  return s;
}

namespace {

// Process-wide: interned strings are immutable and shared by all threads.
// Open addressing with linear probing over (64-bit hash, string) slots, at
// most half full: a lookup is one XXH3 of the bytes and usually one probe
// (compiling a file interns every name, literal and doc comment in it).
struct InternTable {
  struct Slot {
    uint64_t hash;
    StringData* str;
  };
  std::mutex lock;
  Slot* slots = nullptr;
  size_t mask = 0;
  size_t count = 0;
  /// Bump space for the strings themselves (they live for the process; a
  /// malloc each cost ~170 instructions, compiling a file interns hundreds).
  char* space = nullptr;
  size_t spaceLeft = 0;

  /// 16-byte aligned memory for a string of `bytes` (under `lock`).
  void* allocString(size_t bytes) {
    bytes = (bytes + 15) & ~size_t(15);
    if (bytes > 2048) return std::malloc(bytes);
    if (bytes > spaceLeft) {
      constexpr size_t kChunk = 64 * 1024;
      space = static_cast<char*>(std::aligned_alloc(16, kChunk));
      if (!space) return nullptr;
      spaceLeft = kChunk;
    }
    void* p = space;
    space += bytes;
    spaceLeft -= bytes;
    return p;
  }

  void grow() {
    size_t cap = slots ? (mask + 1) * 2 : 4096;
    Slot* fresh = static_cast<Slot*>(std::calloc(cap, sizeof(Slot)));
    if (!fresh) throw std::bad_alloc();
    for (size_t i = 0; slots && i <= mask; ++i) {
      if (!slots[i].str) continue;
      size_t j = slots[i].hash & (cap - 1);
      while (fresh[j].str) j = (j + 1) & (cap - 1);
      fresh[j] = slots[i];
    }
    std::free(slots);
    slots = fresh;
    mask = cap - 1;
  }
};
InternTable& internTable() {
  static InternTable* t = new InternTable();   // never destroyed: strings outlive exit handlers
  return *t;
}

} // namespace

StringData* StringData::interned(std::string_view sv) {
  uint64_t h = XXH3_64bits(sv.data(), sv.size());
  InternTable& t = internTable();
  std::lock_guard<std::mutex> g(t.lock);
  if (!t.slots) t.grow();
  size_t i = h & t.mask;
  for (; t.slots[i].str; i = (i + 1) & t.mask) {
    const InternTable::Slot& slot = t.slots[i];
    if (slot.hash == h && slot.str->view() == sv) return slot.str;
  }
  // makeStatic without hashing the bytes a second time: the string's hash is
  // hashBytes', the same XXH3 folded to 32 bits.
  if (sv.size() > kMaxStringSize) stringTooLong(sv.size());
  void* mem = t.allocString(allocSizeFor(static_cast<uint32_t>(sv.size())));
  if (!mem) throw std::bad_alloc();
  StringData* s = initHeader(mem, static_cast<uint32_t>(sv.size()), static_cast<uint32_t>(sv.size()), kStaticRefCount);
  if (!sv.empty()) std::memcpy(s->mutableData(), sv.data(), sv.size());
  s->mutableData()[sv.size()] = 0;
  uint32_t folded = static_cast<uint32_t>(h ^ (h >> 32));
  s->m_hash = folded ? folded : 1;
  markStaticStrKey(s);
  if ((t.count + 1) * 2 > t.mask + 1) {
    t.grow();
    i = h & t.mask;
    while (t.slots[i].str) i = (i + 1) & t.mask;
  }
  t.slots[i] = {h, s};
  ++t.count;
  return s;
}

namespace {
/// singleChar's table once made (null before): the lookup is two loads, and
/// the first call's set-up is a tail call kept out of its way (inline, its
/// loop made every call save and restore five registers).
std::atomic<StringData* const*> g_singleChars{nullptr};

[[gnu::noinline, gnu::cold]] StringData* singleCharFirst(unsigned char c) {
  static StringData* const* const table = [] {
    auto** t = new StringData*[256];
    for (int i = 0; i < 256; ++i) {
      char ch = static_cast<char>(i);
      t[i] = StringData::interned(std::string_view(&ch, 1));
    }
    return t;
  }();
  g_singleChars.store(table, std::memory_order_release);
  return table[c];
}
} // namespace

StringData* StringData::singleChar(unsigned char c) {
  if (StringData* const* t = g_singleChars.load(std::memory_order_acquire); HOP_LIKELY(t != nullptr)) return t[c];
  return singleCharFirst(c);
}

StringData* StringData::empty() {
  static StringData* const e = interned(std::string_view());
  return e;
}

StringData* StringData::resizeBig(StringData* s, size_t cap) {
  if (allocSizeFor(s->m_cap) <= MemoryManager::kMaxSmallSize) return nullptr;
  // A big block with one owner (a long `.=` loop, `A . B` of a temporary A):
  // resized where it is, as php's zend_string_extend; a mapped block grows
  // by mremap, so the old and new are never resident together.
  checkStringSize(cap);
  auto* r = static_cast<StringData*>(tl_heap->reallocBig(s, allocSizeFor(static_cast<uint32_t>(cap))));
  r->m_cap = static_cast<uint32_t>(cap);
  return r;
}

StringData* StringData::append(StringData* s, std::string_view tail) {
  if (tail.empty()) return s;
  size_t newLen = size_t(s->m_len) + tail.size();
  if (tail.size() > kMaxStringSize || newLen > kMaxStringSize) stringTooLong(newLen);
  if (s->m_hdr.hasExactlyOneRef() && newLen <= s->m_cap) {
    // A short tail (`$line .= $chars[$k]`, `$s .= "\n"`): stores, not a memcpy call.
    copyBytes(s->mutableData() + s->m_len, tail.data(), tail.size());
    s->setSize(static_cast<uint32_t>(newLen));
    return s;
  }
  // Grow geometrically so a loop of `.=` is amortized linear.
  size_t cap = newLen < 32 ? 32 : newLen + (newLen >> 1);
  if (cap > kMaxStringSize) cap = newLen;
  if (s->m_hdr.hasExactlyOneRef() && !(tail.data() >= s->data() && tail.data() <= s->data() + s->m_len)) {
    if (StringData* r = resizeBig(s, cap)) {
      copyBytes(r->mutableData() + r->m_len, tail.data(), tail.size());
      r->setSize(static_cast<uint32_t>(newLen));
      return r;
    }
  }
  StringData* r = makeReserve(static_cast<uint32_t>(cap));
  std::memcpy(r->mutableData(), s->data(), s->m_len);
  std::memcpy(r->mutableData() + s->m_len, tail.data(), tail.size());
  r->setSize(static_cast<uint32_t>(newLen));
  s->decRef();
  return r;
}

} // namespace hop
