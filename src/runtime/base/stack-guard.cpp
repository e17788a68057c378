// stack-guard.cpp — see stack-guard.h.
#include "runtime/base/stack-guard.h"

#include <pthread.h>

#include "runtime/base/errors.h"

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
