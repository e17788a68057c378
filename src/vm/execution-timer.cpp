// execution-timer.cpp — the CPU-time timer behind max_execution_time and
// set_time_limit() (see execution-timer.h).
#include "vm/execution-timer.h"

#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <mutex>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "vm/surprise.h"

namespace hop {

namespace {

// The request thread's timer and what its signal handler needs. All plain
// thread_locals of the executable (no constructors): the handler, which runs
// on this thread, may read them.
thread_local bool t_created = false;
thread_local timer_t t_timer;
thread_local std::atomic<uint32_t>* t_word = nullptr;   // the request's surprise bits
thread_local int64_t t_seconds = 0;                     // the limit (for the message)
thread_local int64_t t_hardSeconds = 0;                 // hard_timeout

bool arm(int64_t seconds) {
  struct itimerspec its = {};
  its.it_value.tv_sec = seconds > 0 ? static_cast<time_t>(seconds) : 0;
  return timer_settime(t_timer, 0, &its, nullptr) == 0;
}

/// Async-signal-safe decimal.
char* putDecimal(char* p, int64_t v) {
  char tmp[24];
  int n = 0;
  uint64_t u = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  do tmp[n++] = static_cast<char>('0' + u % 10), u /= 10;
  while (u);
  if (v < 0) *p++ = '-';
  while (n) *p++ = tmp[--n];
  return p;
}

char* putText(char* p, const char* s) {
  while (*s) *p++ = *s++;
  return p;
}

/// The request got no safe point for hard_timeout seconds after its limit
/// expired (a builtin running on): php ends the process.
[[noreturn]] void terminateHard() {
  char buf[256];
  char* p = putText(buf, "\nFatal error: Maximum execution time of ");
  p = putDecimal(p, t_seconds);
  p = putText(p, "+");
  p = putDecimal(p, t_hardSeconds);
  p = putText(p, " seconds exceeded (terminated) in Unknown on line 0\n");
  ssize_t r = ::write(2, buf, size_t(p - buf));
  (void)r;
  _exit(124);
}

void onTimerSignal(int, siginfo_t* si, void*) {
  if (si->si_code != SI_TIMER) return;
  std::atomic<uint32_t>* word = t_word;
  if (!word || !t_created) return;   // a signal queued before the timer was stopped
  const int savedErrno = errno;
  const uint32_t old = word->fetch_or(kSurpriseTimeout, std::memory_order_relaxed);
  if (old & kSurpriseTimeout) terminateHard();
  // As php: from now on, hard_timeout seconds more (for the shutdown functions).
  if (t_hardSeconds > 0) arm(t_hardSeconds);
  errno = savedErrno;
}

void installHandler() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction sa = {};
    sa.sa_sigaction = onTimerSignal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPROF, &sa, nullptr);
  });
}

int64_t parseSeconds(std::string_view v) { return std::strtoll(std::string(v).c_str(), nullptr, 10); }

bool onModifyMaxExecutionTime(std::string_view value) {
  setExecutionTimeLimit(parseSeconds(value));
  return true;
}
void onStartupMaxExecutionTime(std::string_view value) { setExecutionTimeLimit(parseSeconds(value)); }
/// hard_timeout is a startup-only setting (php's INI_SYSTEM).
bool onModifyHardTimeout(std::string_view) { return false; }

const int s_clockDefault = registerIniDefault("hop.time_limit_clock", "cpu");
const int s_hardHook = registerIniModifyHook("hard_timeout", onModifyHardTimeout);
const int s_modifyHook = registerIniModifyHook("max_execution_time", onModifyMaxExecutionTime);
const int s_startupHook = registerIniStartupHook("max_execution_time", onStartupMaxExecutionTime);

// set_time_limit(int $seconds): bool — max_execution_time set from now on.
void f_set_time_limit(NativeArgs& a) {
  std::string value = std::to_string(a.i64(0));
  if (!runIniModifyHook("max_execution_time", value)) {
    a.retBool(false);
    return;
  }
  ctx().ini.set("max_execution_time", value);
  a.retBool(true);
}

const BuiltinDecl kTimerBuiltins[] = {
    {"set_time_limit(int $seconds): bool", f_set_time_limit},
};
HOP_REGISTER_BUILTINS(kTimerBuiltins);

} // namespace

void setExecutionTimeLimit(int64_t seconds) {
  ExecutionContext* ec = tl_exec;
  if (!ec) return;
  t_word = &ec->vm.surprise.bits;
  t_seconds = seconds;
  t_hardSeconds = ec->ini.getInt("hard_timeout");
  std::atomic_signal_fence(std::memory_order_seq_cst);
  if (seconds <= 0) {
    if (t_created) arm(0);
    return;
  }
  if (!t_created) {
    installHandler();
    struct sigevent sev = {};
    sev.sigev_notify = SIGEV_THREAD_ID;
    sev.sigev_signo = SIGPROF;
    sev._sigev_un._tid = gettid();
    const bool wall = ec->ini.get("hop.time_limit_clock").value_or("") == "wall";
    if (timer_create(wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &sev, &t_timer) != 0) return;   // no limit
    std::atomic_signal_fence(std::memory_order_seq_cst);
    t_created = true;
  }
  arm(seconds);
}

void stopExecutionTimer() {
  t_word = nullptr;
  std::atomic_signal_fence(std::memory_order_seq_cst);
  if (t_created) {
    t_created = false;
    std::atomic_signal_fence(std::memory_order_seq_cst);
    timer_delete(t_timer);
  }
}

void raiseExecutionTimeout() {
  raiseFatal("Maximum execution time of %lld second%s exceeded", static_cast<long long>(t_seconds),
             t_seconds == 1 ? "" : "s");
}

} // namespace hop
