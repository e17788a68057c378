// surprise.cpp — acting on the surprise word's bits (see surprise.h).
#include "vm/surprise.h"

#include "vm/cycle-collector.h"
#include "vm/execution-timer.h"
#include "vm/surprise-hook.h"
#include "vm/vm-regs.h"

namespace hop {

namespace {
std::atomic<SurpriseInterruptHook> g_interruptHook{nullptr};
}

void setSurpriseInterruptHook(SurpriseInterruptHook hook) { g_interruptHook.store(hook, std::memory_order_release); }

void handleSurprise(VMState& vm) {
  const uint32_t bits = vm.surprise.bits.load(std::memory_order_relaxed);
  if (bits & kSurpriseInterrupt) {   // another thread wants the request's attention (surprise-hook.h)
    vm.surprise.bits.fetch_and(~uint32_t(kSurpriseInterrupt), std::memory_order_relaxed);
    if (SurpriseInterruptHook hook = g_interruptHook.load(std::memory_order_acquire)) hook(vm);
  }
  if (bits & kSurpriseGc) {
    vm.surprise.bits.fetch_and(~uint32_t(kSurpriseGc), std::memory_order_relaxed);
    runScheduledCycleCollection();
  }
  if (bits & kSurpriseTimeout) {
    vm.surprise.bits.fetch_and(~uint32_t(kSurpriseTimeout), std::memory_order_relaxed);
    raiseExecutionTimeout();
  }
  // Reserved bits nobody acts on yet: cleared, so the safe points stop calling.
  constexpr uint32_t kUnhandled = kSurpriseSignal | kSurpriseRequestTimeout;
  if (bits & kUnhandled) vm.surprise.bits.fetch_and(~kUnhandled, std::memory_order_relaxed);
}

} // namespace hop
