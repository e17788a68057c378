// string-size.h — the size limit of strings (lengths are 32-bit) and php's
// fatal for a string too big to allocate, checked before sizes are narrowed.
#pragma once

#include <cstddef>

#include "util/assert.h"

namespace hop {

/// The longest string.
constexpr size_t kMaxStringSize = 0x7fffffffu;

/// php's fatal for a string of `len` bytes that cannot be allocated:
/// "Allowed memory size of N bytes exhausted (tried to allocate M bytes)"
/// under a memory_limit, else Error("String size overflow").
[[noreturn]] void stringTooLong(size_t len);

void checkBigStringSize(size_t len);

/// Ends the request as php does when a string of `len` bytes cannot exist
/// (past kMaxStringSize, or alone past memory_limit); big sizes only, so cheap.
inline void checkStringSize(size_t len) {
  if (HOP_UNLIKELY(len >= (size_t(64) << 20))) checkBigStringSize(len);
}

} // namespace hop
