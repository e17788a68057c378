// execution-timer.h — max_execution_time and set_time_limit(), as php on Linux.
//
// php (NTS) measures the limit in CPU time of the process (ITIMER_PROF: user
// and system time; sleeping or waiting on I/O does not count). HopVM uses a
// POSIX timer on the request thread's CPU-time clock
// (CLOCK_THREAD_CPUTIME_ID) delivering SIGPROF to that thread alone
// (SIGEV_THREAD_ID): the same measure for a one-thread CLI, and one timer
// per request when several requests run on threads. The signal handler only
// sets kSurpriseTimeout in the request's surprise word (vm/surprise.h); the
// next safe point raises php's fatal "Maximum execution time of N seconds
// exceeded" (shutdown functions then run). As in php, the expiry re-arms the
// timer with hard_timeout (default 2) seconds: shutdown functions get that
// long before the same fatal; and if the request never reached a safe point
// in that time (a builtin running on), the process ends with php's
// "Maximum execution time of N+2 seconds exceeded (terminated)" and status
// 124.
//
// hop.time_limit_clock=wall measures wall-clock time instead (CLOCK_MONOTONIC),
// as php's thread-safe builds do on Linux (ZEND_MAX_EXECUTION_TIMERS): a
// request waiting on I/O or sleeping then times out too, and a loaded machine
// does not stretch the limit. Read when the request's timer is created.
#pragma once

#include <cstdint>

namespace hop {

/// (Re)starts the running request's limit: `seconds` of CPU time from now
/// (0 or less: none). Used by the ini handler of max_execution_time (at
/// request start, ini_set, set_time_limit).
void setExecutionTimeLimit(int64_t seconds);

/// Request end: the thread's timer is deleted.
void stopExecutionTimer();

/// php's fatal for an expired limit (handleSurprise, kSurpriseTimeout).
[[noreturn]] void raiseExecutionTimeout();

} // namespace hop
