// native-buffer.h — memory_limit for the native buffers (std::string, vectors) builtins build
// PHP results in: php builds them in its request heap, so they count against the limit as they grow.
#pragma once

#include <cstddef>

#include "runtime/base/execution-context.h"
#include "runtime/heap/memory-manager.h"

namespace hop {

/// php's "Allowed memory size of N bytes exhausted" fatal unless a native buffer now `size` bytes long can
/// grow within what the request may still allocate. php grows such a result (smart_str) by reallocation, which
/// copies a big block: the old and the new one are both held, so a buffer of `size` bytes needs about twice
/// that. Cheap (a few loads): call it as the buffer grows, once per element or per append of a loop, so that
/// output far larger than the input (shared strings, indentation, escapes) stops at the limit instead of
/// growing the process.
HOP_ALWAYS_INLINE void checkNativeBuffer(size_t size) { reqEnsureRoom(2 * size); }

/// The same for a result php allocates whole, once, before it fills it (its worst case, as urlencode()'s
/// three bytes a byte).
HOP_ALWAYS_INLINE void checkNativeAlloc(size_t size) { reqEnsureRoom(size); }

/// For loops that append a few bytes at a time: checks the buffer every 64 KiB of growth.
struct NativeBufferGuard {
  static constexpr size_t kStep = size_t(1) << 16;
  size_t next = kStep;
  HOP_ALWAYS_INLINE void operator()(size_t size) {
    if (HOP_UNLIKELY(size >= next)) {
      checkNativeBuffer(size);
      next = size + kStep;
    }
  }
};

/// A native record a script makes the request keep until it ends (a shutdown function, a constant):
/// counted in memory_get_usage() and against memory_limit as php counts its entry in its heap, so an
/// unbounded loop of them ends in php's fatal instead of growing the process. Never given back before
/// the request's end (the heap's sweep forgets it): only for records that are never removed.
inline void chargeRequestRecord(size_t bytes) { tl_heap->resizeNative(0, bytes); }

} // namespace hop
