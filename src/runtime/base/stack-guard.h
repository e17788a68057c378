// stack-guard.h — runaway native recursion becomes PHP's "Maximum call stack
// size" error instead of a segfault.
//
// PHP→PHP calls run on the VM stack (which has its own limit, see
// enterFrame), but some recursion is native: PHP code called back from C++
// (__get, __toString, error and exception handlers, autoloaders, callbacks
// of builtins) and builtins that walk nested values (var_dump, comparisons,
// array_merge_recursive, json_encode, ...). Those call checkNativeStack() at
// each level. The limit is recorded per request thread when the request
// starts, leaving enough room below it to build and throw the Error.
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

/// Cheap check for the recursion points named above.
inline void checkNativeStack() {
  char probe;
  const char* limit = ctx().nativeStackLimit;
  if (HOP_UNLIKELY(limit != nullptr && &probe < limit)) nativeStackOverflow();
}

} // namespace hop
