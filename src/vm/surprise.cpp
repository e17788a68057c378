// surprise.cpp — acting on the surprise word's bits (see surprise.h).
#include "vm/surprise.h"

#include "vm/execution-timer.h"
#include "vm/vm-regs.h"

namespace hop {

void handleSurprise(VMState& vm) {
  const uint32_t bits = vm.surprise.bits.load(std::memory_order_relaxed);
  if (bits & kSurpriseTimeout) {
    vm.surprise.bits.fetch_and(~uint32_t(kSurpriseTimeout), std::memory_order_relaxed);
    raiseExecutionTimeout();
  }
  // Reserved bits nobody acts on yet: cleared, so the safe points stop calling.
  constexpr uint32_t kUnhandled = kSurpriseSignal | kSurpriseRequestTimeout | kSurpriseInterrupt;
  if (bits & kUnhandled) vm.surprise.bits.fetch_and(~kUnhandled, std::memory_order_relaxed);
}

} // namespace hop
