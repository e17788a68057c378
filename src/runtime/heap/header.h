// header.h — the 8-byte header shared by every refcounted heap value
// (strings, arrays, objects, references, resources).
//
// Refcount convention (as HHVM's, see the digest §6.3):
//   1 means one owner; real counts stay below 2^30.
//   Negative means static: the value lives for the whole process (literals,
//   interned strings, the empty array) and is shared between threads, so it is
//   never written. incRef/decRef skip it with one compare.
#pragma once

#include <cstdint>

#include "util/assert.h"

namespace hop {

enum class HeaderKind : uint8_t {
  String,
  PackedArray,   // keys exactly 0..size-1, stored as a vector of TypedValues
  HashArray,     // ordered hash: buckets in insertion order + hash index
  Object,
  Reference,     // RefData: the box behind a PHP reference
  Resource,
};

constexpr int32_t kStaticRefCount = -1;

struct HeapHeader {
  int32_t m_count;
  HeaderKind m_kind;
  uint8_t m_flags;   // kind-specific bits
  uint16_t m_aux;    // kind-specific

  bool isStatic() const { return m_count < 0; }
  bool hasMultipleRefs() const { return m_count > 1 || m_count < 0; }
  bool hasExactlyOneRef() const { return m_count == 1; }

  HOP_ALWAYS_INLINE void incRef() {
    if (m_count >= 0) ++m_count;
  }
  /// Decrements and reports whether the caller must now release the value.
  HOP_ALWAYS_INLINE bool decRefAndTestRelease() {
    if (m_count > 1) { --m_count; return false; }
    return m_count == 1;
  }
  /// Decrement where the caller knows the count cannot reach zero.
  HOP_ALWAYS_INLINE void decRefNZ() {
    if (m_count > 0) --m_count;
  }
};
static_assert(sizeof(HeapHeader) == 8);

} // namespace hop
