// name-memo.h — a per-thread memo of answers that depend only on a name's bytes and hold for the whole process.
//
// For lookups a request repeats by name whose answer no request can change:
// a builtin function by name (BuiltinRegistry), whether a name is one of the
// systemlib's classes. A server request resolves each name its code calls or
// autoloads again (its inline caches start empty), and the process-wide
// tables behind these answers are large and cold by then: a lookup hashed the
// whole name and took a few cache misses in buckets, nodes and keys. Here a
// hit hashes the name eight bytes at a time and compares it with the copy in
// one entry of a small thread-local table, which stays warm from request to
// request. Entries keep the name's bytes (never a pointer to a string that
// may be freed); names longer than kMaxLen are not memoized.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace hop {

template <class V, unsigned Bits>
class NameMemo {
public:
  static constexpr size_t kMaxLen = 47;

  /// The remembered answer for `name`, or null when there is none.
  const V* find(std::string_view name) const {
    if (name.size() > kMaxLen) return nullptr;
    const Entry& e = m_entries[slotOf(name)];
    if (e.len != name.size() + 1 || std::memcmp(e.name, name.data(), name.size()) != 0) return nullptr;
    return &e.value;
  }
  /// Remembers `value` as the answer for `name` (replaces what shared its slot).
  void put(std::string_view name, const V& value) {
    if (name.size() > kMaxLen) return;
    Entry& e = m_entries[slotOf(name)];
    std::memcpy(e.name, name.data(), name.size());
    e.len = static_cast<uint8_t>(name.size() + 1);
    e.value = value;
  }
  /// Forgets every answer.
  void clear() {
    for (Entry& e : m_entries) e.len = 0;
  }

private:
  struct Entry {
    uint8_t len;   // the name's length + 1; 0: empty (a thread_local starts zeroed)
    char name[kMaxLen];
    V value;
  };
  static size_t slotOf(std::string_view s) {
    uint64_t h = s.size() * 0x9E3779B97F4A7C15ull;
    size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
      uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      h = (h ^ w) * 0xFF51AFD7ED558CCDull;
    }
    uint64_t w = 0;
    std::memcpy(&w, s.data() + i, s.size() - i);
    h = (h ^ w) * 0xC4CEB9FE1A85EC53ull;
    return static_cast<size_t>(h >> (64 - Bits));
  }
  Entry m_entries[1u << Bits];
};

} // namespace hop
