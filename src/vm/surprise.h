// surprise.h — the "surprise" word (HHVM's name): events that happen to a
// request asynchronously (a timer expiring, later a signal, a server-mode
// request timeout, an interrupt from another thread) and that the PHP code
// running must notice at its next safe point.
//
// The word is a set of bits in the running context's VMState (one per
// request thread: ExecutionContext::vm), at a fixed offset compiled code
// reads (jit/vm-offsets.h kVmSurprise). Anyone may set a bit at any time —
// another thread, or a signal handler on the request's own thread — with
// an atomic or (raiseSurprise). The safe points test the whole word (one
// load and a branch) and call handleSurprise() when it is not zero:
//   - the interpreter: at every taken backward branch and every function
//     entry (interp.cpp TAKE_BRANCH and fast_FCall, interp-call.cpp
//     enterFrame), and when compiled code hands back;
//   - compiled code: at every loop head of a region (the IR's CheckSurprise)
//     and before every compiled call (CheckCallRoom), both leaving to the
//     interpreter, which then handles it.
// So a loop or a recursion, interpreted or compiled, sees a bit within one
// iteration or call. Builtins running long do not look; php does not either.
//
// Bits:
//   kSurpriseTimeout         max_execution_time / set_time_limit expired
//                            (vm/execution-timer.cpp): php's fatal
//                            "Maximum execution time of N seconds exceeded".
//   kSurpriseSignal          reserved: a signal with a PHP handler is pending
//                            (pcntl_signal / pcntl_async_signals).
//   kSurpriseRequestTimeout  reserved: server mode's per-request time limit.
//   kSurpriseInterrupt       another thread wants the request: vm/surprise-hook.h.
//   kSurpriseGc              the request heap grew past the cycle collector's
//                            mark (vm/cycle-collector.h): collect at this safe point.
// A new kind of event takes a bit here and a case in handleSurprise().
#pragma once

#include <atomic>
#include <cstdint>

#include "util/assert.h"

namespace hop {

struct VMState;

enum SurpriseBit : uint32_t {
  kSurpriseTimeout = 1u << 0,
  kSurpriseSignal = 1u << 1,
  kSurpriseRequestTimeout = 1u << 2,
  kSurpriseInterrupt = 1u << 3,
  kSurpriseGc = 1u << 4,
};

/// The word. It belongs to the thread's running context, not to a fiber's
/// saved registers: copying or moving a VMState (a fiber switch) leaves the
/// destination's word as it was.
struct SurpriseWord {
  std::atomic<uint32_t> bits{0};

  SurpriseWord() = default;
  SurpriseWord(const SurpriseWord&) noexcept {}
  SurpriseWord& operator=(const SurpriseWord&) noexcept { return *this; }

  bool any() const { return bits.load(std::memory_order_relaxed) != 0; }
};
static_assert(sizeof(SurpriseWord) == 4 && std::atomic<uint32_t>::is_always_lock_free);

/// Sets bits (async-signal-safe).
inline void raiseSurprise(SurpriseWord& w, uint32_t bits) { w.bits.fetch_or(bits, std::memory_order_relaxed); }

/// Acts on the bits set (the registers synced, vm.pc where the code stands):
/// a timeout raises its fatal error (FatalError); bits nobody handles yet
/// are cleared. Returns when nothing needed to leave.
HOP_NOINLINE __attribute__((cold)) void handleSurprise(VMState& vm);

} // namespace hop
