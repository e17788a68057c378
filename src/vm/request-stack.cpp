// request-stack.cpp — see request-stack.h.
#include "vm/request-stack.h"

#include <algorithm>
#include <cstdint>
#include <exception>

#include "runtime/base/execution-context.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/heap/reclaim-hook.h"
#include "util/assert.h"
#include "vm/act-rec.h"
#include "vm/native-context.h"
#include "vm/vm-regs.h"

namespace hop {

constinit thread_local const char* t_phpEntry = nullptr;

namespace {

struct RequestStack {
  const char* low = nullptr;
  const char* high = nullptr;
};
thread_local RequestStack t_stack;
/// The native request stack's counted steps: a list through the blocks' first words.
thread_local void* t_nativeSteps = nullptr;
/// No reclaim while a stack counts steps (the heap's hook runs inside allocBig).
thread_local bool t_growing = false;

struct Growing {
  Growing() { t_growing = true; }
  ~Growing() { t_growing = false; }
};

constexpr size_t kStepSlots = kStackCountStep / sizeof(TypedValue);

/// One counted step: a big block of the request heap, never touched but for the list's link.
void* countStep(void* next) {
  void* b = tl_heap->allocBig(kStackCountStep);   // php's fatal when it does not fit
  *static_cast<void**>(b) = next;
  return b;
}

void* releaseStep(void* b) {
  void* next = *static_cast<void**>(b);
  tl_heap->freeBig(b);
  return next;
}

/// Frames end at or below the VM stack's last slot, which holds the list of its counted steps.
TypedValue* vmHardEnd(const VMState& vm) { return vm.stackBase + vm.stackBytes / sizeof(TypedValue) - 1; }
void*& vmSteps(const VMState& vm) { return *reinterpret_cast<void**>(vmHardEnd(vm)); }

/// The running VM stack's steps above its top are given back.
size_t trimVmStack(VMState& vm) {
  if (!vm.stackBase) return 0;
  const TypedValue* top = std::max<const TypedValue*>(vm.sp ? vm.sp : vm.stackBase,
                                                      vm.fp ? reinterpret_cast<const TypedValue*>(vm.fp + 1) : vm.stackBase);
  TypedValue* initial = initialVmStackLimit(vm.stackBase, vm.stackBytes);
  if (vm.stackLimit <= initial) return 0;
  size_t n = (size_t(vm.stackLimit - initial) + kStepSlots - 1) / kStepSlots;
  size_t freed = 0;
  void*& head = vmSteps(vm);
  while (n > 0 && head) {
    TypedValue* lower = initial + (n - 1) * kStepSlots;
    if (lower < top) break;
    head = releaseStep(head);
    --n;
    vm.stackLimit = lower;
    freed += kStackCountStep;
  }
  return freed;
}

/// The native request stack's steps below the caller are given back.
size_t trimNativeStack(ExecutionContext& ec) {
  const char probe = 0;
  const char* here = &probe;
  const char *low, *high;
  const char* limit = ec.nativeStackLimit;
  if (!limit || !t_nativeSteps || !onRequestStack(here, &low, &high) || limit < low || limit >= high) return 0;
  const char* initial = std::max(low, high - kNativeStackFreeBytes);
  if (limit >= initial) return 0;
  size_t n = (size_t(initial - limit) + kNativeStepBytes - 1) / kNativeStepBytes;
  size_t freed = 0;
  while (n > 0 && t_nativeSteps) {
    const char* upper = initial - (n - 1) * kNativeStepBytes;
    if (upper > here) break;
    t_nativeSteps = releaseStep(t_nativeSteps);
    --n;
    ec.nativeStackLimit = upper;
    freed += kStackCountStep;
  }
  return freed;
}

size_t reclaimStackCounts() {
  if (t_growing || !tl_exec || !tl_heap || tl_heap != &tl_exec->heap) return 0;
  return trimVmStack(tl_exec->vm) + trimNativeStack(*tl_exec);
}

const bool s_reclaimHook = (g_heapReclaimHook = &reclaimStackCounts, true);

struct Run {
  const std::function<int()>* fn = nullptr;
  int result = 0;
  std::exception_ptr error;
  NativeContext caller;
  NativeContext self;
};

[[noreturn]] void requestEntry(void* arg) {
  auto* r = static_cast<Run*>(arg);
  r->self.enterFirstTime();
  try {
    r->result = (*r->fn)();
  } catch (...) {
    r->error = std::current_exception();
  }
  NativeContext::switchTo(r->self, r->caller, true);
  HOP_UNREACHABLE("the request stack was resumed after its run");
}

} // namespace

int runOnRequestStack(const std::function<int()>& fn) {
  if (t_stack.low) return fn();   // already on it
  NativeStack stack;
  if (!stack.allocate(kRequestStackBytes)) return fn();
  Run r;
  r.fn = &fn;
  r.self.init(stack, &requestEntry, &r);
  t_stack = {stack.low(), stack.high()};
  t_nativeSteps = nullptr;
  NativeContext::switchTo(r.caller, r.self);
  // The steps were blocks of the request's heap, released with it.
  t_stack = {};
  t_nativeSteps = nullptr;
  if (r.error) std::rethrow_exception(r.error);
  return r.result;
}

bool onRequestStack(const char* address, const char** low, const char** high) {
  if (!t_stack.low || address < t_stack.low || address >= t_stack.high) return false;
  *low = t_stack.low;
  *high = t_stack.high;
  return true;
}

TypedValue* initialVmStackLimit(TypedValue* base, size_t bytes) {
  return base + std::min(kStepSlots, bytes / sizeof(TypedValue) - 1);
}

bool growVmStack(VMState& vm, const TypedValue* need) {
  TypedValue* hard = vmHardEnd(vm);
  if (need > hard) return false;
  if (!tl_heap) {
    vm.stackLimit = hard;
    return true;
  }
  Growing growing;
  while (vm.stackLimit < need) {
    void* b = countStep(vmSteps(vm));
    vmSteps(vm) = b;
    vm.stackLimit = std::min(vm.stackLimit + kStepSlots, hard);
  }
  return true;
}

void releaseVmStackCount(VMState& vm) {
  if (!vm.stackBase) return;
  void*& head = vmSteps(vm);
  // At the request's end (no heap installed any more) the heap releases the blocks itself.
  if (tl_heap && tl_exec && tl_heap == &tl_exec->heap)
    while (head) head = releaseStep(head);
  head = nullptr;
}

bool growNativeStack(const char** limit, const char* hard, const char* probe, size_t room) {
  if (uintptr_t(probe) < uintptr_t(hard) + room) return false;
  // A builtin's walk of nested data, far below the last entry into PHP code: no more room.
  if (t_phpEntry && uintptr_t(t_phpEntry) > uintptr_t(probe) + kNativeWalkBytes) return false;
  const char* want = probe - room;
  if (!tl_heap) {
    *limit = hard;
    return true;
  }
  Growing growing;
  while (*limit > want) {
    t_nativeSteps = countStep(t_nativeSteps);
    *limit = uintptr_t(*limit) - uintptr_t(hard) > kNativeStepBytes ? *limit - kNativeStepBytes : hard;
  }
  return true;
}

} // namespace hop
