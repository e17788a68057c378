// request-stack.h — the CLI request's big native stack, and memory_limit's count of the stacks a request grows.
//
// php 8.2 keeps PHP→PHP calls, eval and include off the machine stack: their frames are
// heap pages (256 KiB each) counted against memory_limit, so runaway recursion ends with
// "Allowed memory size ... exhausted", and its machine stack (8 MiB) only limits the
// recursion of C code (deep var_dump, __get, callbacks), which php does not guard (it
// crashes). HopVM's VM stack is one reserved mapping, and some recursion that php runs on
// its heap (eval, include, autoloaders, callbacks) nests on HopVM's native stack. So that
// both end as php's does:
//   - the VM stack counts against memory_limit in 256 KiB steps past its first step
//     (vm.stackLimit is the end of the counted part; a frame that does not fit counts
//     one more step, php's fatal when it does not fit in the limit);
//   - the CLI runs the request on a native stack of kRequestStackBytes (reserved, committed
//     on use), whose use past kNativeStackFreeBytes (php's whole stack) counts the same way
//     (stack-guard.h's limit moves down by counted steps).
// The counted steps are big blocks of the request heap (address space only: never
// touched), released again when the stacks shrink and memory is wanted (the heap's
// reclaim hook, heap/reclaim-hook.h) and when memory_get_usage() reads the count.
#pragma once

#include <cstddef>
#include <functional>

#include "util/assert.h"

namespace hop {

struct VMState;
struct TypedValue;

#if defined(__SANITIZE_ADDRESS__)
/// ASan's frames are several times HopVM's (measured on the deepest walks that fit: var_dump's
/// 13 times, unserialize's 15): the native stack is that much bigger and counts that much less
/// per byte, so that deep data and recursion end the same in both builds. (Throws that deep
/// need util/asan-stack.h's wrappers of ASan's stack cleaning.)
constexpr size_t kNativeFrameScale = 16;
#else
constexpr size_t kNativeFrameScale = 1;
#endif
constexpr size_t kRequestStackBytes = (size_t(512) << 20) * kNativeFrameScale;
constexpr size_t kNativeStackFreeBytes = (size_t(8) << 20) * kNativeFrameScale;
/// The unit counted against memory_limit (php's VM stack page).
constexpr size_t kStackCountStep = size_t(256) << 10;
/// The native stack bytes one counted step stands for.
constexpr size_t kNativeStepBytes = kStackCountStep * kNativeFrameScale;

/// The native stack address where PHP code was last entered from C++ (invokeFunc,
/// runInterpreter): the request stack's limit moves (counting steps) for recursion through
/// PHP code — each level enters PHP anew — but not for a builtin walking nested data that
/// far below the last entry (var_dump of 200k-deep arrays), which stops with the stack
/// error where php's 8 MiB stack ends (php crashes there; going on would print gigabytes).
extern constinit thread_local const char* t_phpEntry;   // constinit: no TLS-wrapper check per access
constexpr size_t kNativeWalkBytes = (size_t(1) << 20) * kNativeFrameScale;

/// Marks PHP code entered from C++ at the caller's depth for its lifetime.
struct PhpEntryMark {
  const char* saved;
  HOP_ALWAYS_INLINE PhpEntryMark() : saved(t_phpEntry) { t_phpEntry = static_cast<const char*>(__builtin_frame_address(0)); }
  HOP_ALWAYS_INLINE ~PhpEntryMark() { t_phpEntry = saved; }
};

/// Runs `fn` on a request stack of kRequestStackBytes and returns its result (on the
/// thread's own stack when the system refuses the mapping).
int runOnRequestStack(const std::function<int()>& fn);

/// The bounds of the request stack the calling thread runs on: false when it runs on
/// another stack (a server thread, a fiber).
bool onRequestStack(const char* address, const char** low, const char** high);

/// The VM stack: a frame ending at `need` does not fit below vm.stackLimit. Counts
/// steps up to it (php's memory fatal when they do not fit); false past the mapping.
bool growVmStack(VMState& vm, const TypedValue* need);

/// The first limit of a VM stack mapped at `base` for `bytes` (the uncounted step).
TypedValue* initialVmStackLimit(TypedValue* base, size_t bytes);

/// Releases the steps counted for `vm`'s stack (its mapping goes away).
void releaseVmStackCount(VMState& vm);

/// The native request stack: moves *limit down by counted steps until `probe - room`
/// is above it; false at `hard` (the real end).
bool growNativeStack(const char** limit, const char* hard, const char* probe, size_t room);

} // namespace hop
