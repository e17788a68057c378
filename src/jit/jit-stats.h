// jit-stats.h — the JIT's shared counters (hop.jit_stats=1).
//
// One table (HOP_JIT_COUNTERS) feeds the counters and their names in the
// report. The counters are process-wide (like the TC and the SrcDB, one of
// the few shared structures, DESIGN.md "Concurrency"): relaxed atomics,
// bumped by the runtime and by helpers that compiled code calls. Compiled
// code that counts (executed bytecodes) does so only when hop.jit_stats=1,
// so a run without statistics pays nothing.
#pragma once
#include <atomic>
#include <cstdint>
#include <string>

#include "jit/bailout.h"

namespace hop::jit {

//  X(name, description in the report)
#define HOP_JIT_COUNTERS(X)                                                        \
  X(transLive,          "live translations")                                       \
  X(transProfile,       "profiling translations")                                  \
  X(transOptimize,      "optimized translations")                                  \
  X(reoptimizations,    "times optimized code was replaced (an exit it left out turned hot)") \
  X(transUnsupported,   "entries the translator refused")                          \
  X(transNotYet,        "pgo: translations begun and put off (the static rules refuse the region's profiling code yet)") \
  X(retranslations,     "retranslations (a chain's guards all failed)")            \
  X(chainLimitHits,     "entries left to the interpreter: chain at hop.jit_max_translations") \
  X(guardFailures,      "entry guard failures")                                    \
  X(sideExits,          "side exits to the interpreter")                           \
  X(interpOnes,         "bytecodes run by the interpreter inside translations (fallback)") \
  X(entries,            "entries into compiled code")                              \
  X(loopEntries,        "of them at loop heads (backward branches)")               \
  X(nativeEntries,      "of them by frames C++ entered (a builtin's callback)")    \
  X(callsBound,         "PHP call sites bound to their callee's translation")      \
  X(callsFinished,      "PHP calls from compiled code the interpreter finished")   \
  X(bcCompiled,         "bytecodes executed in compiled code")                     \
  X(bcInterpreted,      "bytecodes executed by the interpreter")                  \
  X(leasesRefused,      "translations not made: another thread held the function's lease") \
  X(compileSlotsBusy,   "translations not made: hop.jit_threads translating already") \
  X(copyRefusals,       "entries not translated: another copy of the method was refused there (hop serve's pooled classes)") \
  X(translateNs,        "nanoseconds request threads spent translating (made or refused)") \
  X(sharedFuncsRefused, "shared functions not translated (hop serve: hop.jit_shared_code=0, or a method of an unpooled class)") \
  X(asksNotNow,         "interpreter asks that ran nothing and were to be asked again") \
  X(asksDeferred,       "of them: waiting for more calls (pgo: profiling deferred; live: a loop-free function)")        \
  X(profilingGivenUp,   "pgo: profiling code past its budget, replaced by live code or the interpreter")

struct JitStats {
#define X(name, desc) std::atomic<uint64_t> name{0};
  HOP_JIT_COUNTERS(X)
#undef X
  /// Per bail-out reason (bailout.h): refusals and what translations leave to the interpreter.
  std::atomic<uint64_t> bailouts[kNumBailouts] = {};

  void bump(std::atomic<uint64_t>& c, uint64_t n = 1) { c.fetch_add(n, std::memory_order_relaxed); }
  /// The report, one counter per line.
  std::string report() const;
};

} // namespace hop::jit
