// stack-guard.h — runaway native recursion becomes PHP's "Maximum call stack
// size" error instead of a segfault.
//
// PHP→PHP calls run on the VM stack (which has its own limit, see
// enterFrame), but some recursion is native: PHP code called back from C++
// (__get, __toString, error and exception handlers, autoloaders, callbacks
// of builtins) and builtins that walk nested values (var_dump, comparisons,
// array_merge_recursive, json_encode, ...). Those call checkNativeStack() at
// each level. The limit is recorded per request thread when the request
// starts, leaving enough room below it to build and throw the Error. On the
// CLI's request stack (vm/request-stack.h) the limit is a soft one: what the
// stack uses past its first 8 MiB (php's whole stack) counts against
// memory_limit, as php's deep recursion costs heap, not stack.
#pragma once

#include <cstddef>

#include "runtime/base/execution-context.h"
#include "util/assert.h"

namespace hop {

/// Records the running thread's native stack limit in `ec`.
void initNativeStackLimit(ExecutionContext& ec);

/// Bytes kept free below the limit (a fiber's stack is that much larger
/// than its usable size; its limit follows it while it runs, fiber.cpp).
size_t nativeStackReserveBytes();

/// Throws Error("Maximum call stack size of N bytes reached. Infinite recursion?").
[[noreturn]] void nativeStackOverflow();

/// Below ctx().nativeStackLimit: on a request stack (vm/request-stack.h) whose pages
/// past the first ones count against memory_limit, the limit moves down by whole
/// counted pages (php's memory fatal when they do not fit); at the stack's real
/// end, or on another stack, the stack error (nativeStackOverflow).
void nativeStackBelowLimit(const char* probe);

/// Whether `room` bytes below the caller's frame are usable (moving the limit
/// as nativeStackBelowLimit does); false at the stack's real end.
bool nativeStackRoom(size_t room);

/// Cheap check for the recursion points named above.
inline void checkNativeStack() {
  char probe;
  const char* limit = ctx().nativeStackLimit;
  if (HOP_UNLIKELY(limit != nullptr && &probe < limit)) nativeStackBelowLimit(&probe);
}

} // namespace hop
