// string-data.h — PHP strings: binary-safe, refcounted, immutable once shared.
//
// Layout: header (8) | m_len (4) | m_cap (4) | m_hash (4) | m_bits (4) | bytes... | NUL
// The bytes follow the struct, always NUL-terminated (C APIs can read them).
// A string with one owner may be modified in place (`.=` appends into spare
// capacity); with more owners it is copied first (copy-on-write).
// Static strings (literals, interned names) are allocated with malloc, never
// freed, and have their hash computed up front, so threads can share them.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "runtime/heap/header.h"

namespace hop {

struct StringData {
  HeapHeader m_hdr;
  uint32_t m_len;
  uint32_t m_cap;            // usable bytes for content, excluding the NUL
  mutable uint32_t m_hash;   // 0 = not computed yet
  uint32_t m_bits;           // kKnownUtf8; cleared with m_hash by every change of the bytes

  // --- Creation ------------------------------------------------------------
  /// A new request-heap string (refcount 1) holding a copy of `s`.
  static StringData* make(std::string_view s);
  static StringData* make(const char* s) { return make(std::string_view(s)); }
  /// A new string of `len` uninitialized bytes (caller fills data()).
  static StringData* makeUninit(uint32_t len);
  /// A new empty string with room for `cap` bytes.
  static StringData* makeReserve(uint32_t cap);
  /// The concatenation of two pieces.
  static StringData* makeConcat(std::string_view a, std::string_view b);
  /// A process-lifetime string (not refcounted). Not interned: see interned().
  static StringData* makeStatic(std::string_view s);
  /// The unique static string equal to `s` (thread-safe; for literals and names).
  static StringData* interned(std::string_view s);
  /// Static one-byte strings, shared ("$s[$i]" and chr() return these).
  static StringData* singleChar(unsigned char c);
  /// The static empty string.
  static StringData* empty();

  // --- Access --------------------------------------------------------------
  const char* data() const { return reinterpret_cast<const char*>(this + 1); }
  char* mutableData() { return reinterpret_cast<char*>(this + 1); }
  uint32_t size() const { return m_len; }
  bool isEmpty() const { return m_len == 0; }
  std::string_view view() const { return {data(), m_len}; }
  std::string str() const { return std::string(data(), m_len); }
  uint32_t hash() const { return m_hash ? m_hash : computeHash(); }
  bool isStatic() const { return m_hdr.isStatic(); }

  bool equals(const StringData* o) const {
    return this == o || (m_len == o->m_len && hash() == o->hash() && std::memcmp(data(), o->data(), m_len) == 0);
  }

  // --- Refcounting ---------------------------------------------------------
  void incRef() { m_hdr.incRef(); }
  void decRef() { if (m_hdr.decRefAndTestRelease()) release(); }
  void release();
  bool hasMultipleRefs() const { return m_hdr.hasMultipleRefs(); }

  // --- Mutation (only when the caller owns the sole reference) --------------
  /// Sets the length after the caller wrote bytes into mutableData().
  void setSize(uint32_t len) {
    m_len = len;
    mutableData()[len] = 0;
    m_hash = 0;
    m_bits = 0;
  }

  // --- What is known of the bytes (php's IS_STR_VALID_UTF8) ----------------
  static constexpr uint32_t kKnownUtf8 = 1;
  /// A static string that is no canonical integer ("12", "-3"), so an array
  /// key of its own (array-key.h): set once when it is made, before any
  /// thread can see it (literal keys then skip the digit scan).
  static constexpr uint32_t kStaticStrKey = 2;
  /// The bytes were checked and are valid UTF-8 (only a request's own strings are marked).
  bool knownUtf8() const { return m_bits & kKnownUtf8; }
  bool isStaticStrKey() const { return m_bits & kStaticStrKey; }
  void markUtf8() {
    if (!isStatic()) m_bits |= kKnownUtf8;
  }

  /// `$s .= tail` on a string slot: appends in place when `s` has one owner
  /// and room, else returns a new string (and releases the old reference).
  static StringData* append(StringData* s, std::string_view tail);
  /// A string with one owner whose block is big (past the small sizes):
  /// resized to room for `cap` bytes (cap >= its length), moved or not, its
  /// bytes kept; null for a small block (which the caller copies instead).
  static StringData* resizeBig(StringData* s, size_t cap);

  static uint32_t hashBytes(const char* p, size_t n);

private:
  uint32_t computeHash() const;
};
static_assert(sizeof(StringData) == 24);

inline uint32_t StringData::computeHash() const {
  m_hash = hashBytes(data(), m_len);
  return m_hash;
}

} // namespace hop
