// stack-guard.cpp — see stack-guard.h.
#include "runtime/base/stack-guard.h"

#include <pthread.h>

#include <algorithm>
#include <cstdint>

#include "runtime/base/errors.h"
#include "vm/request-stack.h"

namespace hop {

namespace {

/// Room kept free below the limit: enough to create the Error object, capture
/// its backtrace and unwind (sanitizer builds use much bigger frames).
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t kReserveBytes = 2u << 20;
#else
constexpr size_t kReserveBytes = 512u << 10;
#endif

} // namespace

void initNativeStackLimit(ExecutionContext& ec) {
  const char probe = 0;
  const char *low, *high;
  if (onRequestStack(&probe, &low, &high)) {
    // The CLI's request stack: its first kNativeStackFreeBytes are free, the rest counted.
    ec.nativeStackLimit = std::max(low + kReserveBytes, high - kNativeStackFreeBytes);
    ec.nativeStackBytes = size_t(high - low);
    return;
  }
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
  void* addr = nullptr;
  size_t size = 0;
  if (pthread_attr_getstack(&attr, &addr, &size) == 0 && size > 2 * kReserveBytes) {
    ec.nativeStackLimit = static_cast<const char*>(addr) + kReserveBytes;
    ec.nativeStackBytes = size;
  }
  pthread_attr_destroy(&attr);
}

size_t nativeStackReserveBytes() { return kReserveBytes; }

namespace {

bool roomAt(const char* probe, size_t room) {
  ExecutionContext& ec = ctx();
  const char* limit = ec.nativeStackLimit;
  if (!limit || uintptr_t(probe) >= uintptr_t(limit) + room) return true;
  const char *low, *high;
  if (!onRequestStack(probe, &low, &high) || limit < low || limit >= high) return false;
  return growNativeStack(&ec.nativeStackLimit, low + kReserveBytes, probe, room);
}

} // namespace

void nativeStackBelowLimit(const char* probe) {
  if (!roomAt(probe, 0)) nativeStackOverflow();
}

bool nativeStackRoom(size_t room) {
  const char probe = 0;
  return roomAt(&probe, room);
}

void nativeStackOverflow() {
  ExecutionContext& ec = ctx();
  // Lower the limit while the Error is built, so that building it cannot
  // trip the guard again; it is restored as the exception unwinds.
  struct Relax {
    ExecutionContext& ec;
    const char* saved;
    ~Relax() { ec.nativeStackLimit = saved; }
  } relax{ec, ec.nativeStackLimit};
  ec.nativeStackLimit = nullptr;
  throwErrorF(ErrorKind::Error, "Maximum call stack size of %zu bytes reached. Infinite recursion?", ec.nativeStackBytes);
}

} // namespace hop

#if defined(__SANITIZE_ADDRESS__)
// Sanitizer builds' defaults, for runs whose environment lost ASAN_OPTIONS (a script that
// starts HopVM with an environment of its own): no LeakSanitizer (a request's values are
// released with its heap as a whole, see scripts/sanitize-run.sh), stacks with UBSan's reports.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }
extern "C" const char* __ubsan_default_options() { return "print_stacktrace=1"; }
#endif
