// stack-guard.cpp — see stack-guard.h.
#include "runtime/base/stack-guard.h"

#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

#include "runtime/base/errors.h"
#include "runtime/base/main-stack.h"

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

void ensureMainThreadStack(char** argv) {
#if defined(__SANITIZE_ADDRESS__)
  constexpr rlim_t kWant = rlim_t(256) << 20;
  struct rlimit rl;
  if (getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= kWant) return;
  rlim_t want = rl.rlim_max == RLIM_INFINITY ? kWant : std::min(kWant, rl.rlim_max);
  if (want <= rl.rlim_cur) return;
  rl.rlim_cur = want;
  if (setrlimit(RLIMIT_STACK, &rl) != 0) return;
  // The new limit is inherited, so the re-executed process does not come back here.
  execv("/proc/self/exe", argv);
  // exec failed: carry on with the stack there is.
#else
  (void)argv;
#endif
}

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

#if defined(__SANITIZE_ADDRESS__)
// Sanitizer builds' defaults, for runs whose environment lost ASAN_OPTIONS (a script that
// starts HopVM with an environment of its own): no LeakSanitizer (a request's values are
// released with its heap as a whole, see scripts/sanitize-run.sh), stacks with UBSan's reports.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }
extern "C" const char* __ubsan_default_options() { return "print_stacktrace=1"; }
#endif
