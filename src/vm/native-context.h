// native-context.h — machine stacks and the switch between them (for Fibers).
//
// A Fiber can suspend anywhere, also inside nested interpreter loops on the
// native stack (a Fiber::suspend() in an array_map callback), so each fiber
// runs on a machine stack of its own. A NativeContext is the saved machine
// state of an execution context that is not running; switchTo() saves the
// running state into one context and resumes another.
//
// On x86-64 the switch is a few hand-written instructions (callee-saved
// registers, stack pointer, SSE/x87 control words): ucontext's swapcontext
// also saves the signal mask, which costs two sigprocmask system calls per
// switch (measured: 1.1 us per swapcontext round trip, against about 0.03 us
// for this switch) and would dominate fiber-heavy code. Other targets use
// ucontext.
//
// Sanitizer builds tell ASan about every switch
// (__sanitizer_start_switch_fiber / __sanitizer_finish_switch_fiber), or it
// reports false stack overflows and use-after-return on the fiber stacks.
//
// Nothing here is global: contexts and stacks belong to the Fiber objects of
// one request (and to the local variables of whoever resumed a fiber).
#pragma once

#include <cstddef>

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

namespace hop {

/// A machine stack for a fiber: an anonymous mapping with an inaccessible
/// guard page below the usable range (the stack grows down into it).
class NativeStack {
public:
  NativeStack() = default;
  ~NativeStack() { release(); }
  NativeStack(const NativeStack&) = delete;
  NativeStack& operator=(const NativeStack&) = delete;

  /// Maps `usableBytes` (rounded up to pages) plus the guard page; false
  /// when the system refuses (errno is set).
  bool allocate(size_t usableBytes);
  void release();

  bool allocated() const { return m_mapping != nullptr; }
  /// Lowest usable address (just above the guard page).
  char* low() const { return m_low; }
  /// One past the highest usable address (where the stack starts).
  char* high() const { return m_low + m_size; }
  size_t size() const { return m_size; }

private:
  void* m_mapping = nullptr;
  size_t m_mappingBytes = 0;
  char* m_low = nullptr;
  size_t m_size = 0;
};

/// The saved machine state of an execution context that is not running.
/// A default-constructed context describes the thread's own stack; it
/// receives its state the first time something switches away from it.
class NativeContext {
public:
  using Entry = void (*)(void* arg);

  /// Prepares a context that, when first switched to, calls entry(arg) on
  /// `stack`. `entry` must never return: its last act is a final switch away.
  void init(NativeStack& stack, Entry entry, void* arg);

  /// Saves the running state in `from` and resumes `to`. Returns when some
  /// context switches back to `from`. With `fromDies`, `from` is never
  /// resumed (a finished fiber): sanitizers may drop its bookkeeping.
  static void switchTo(NativeContext& from, NativeContext& to, bool fromDies = false);

  /// Called first thing by an entry function: completes the switch that
  /// started it (sanitizer bookkeeping).
  void enterFirstTime();

private:
  void finishSwitch(void* fakeStack);

#if defined(__x86_64__)
  void* m_sp = nullptr;          // saved stack pointer (registers are pushed below it)
#else
  ucontext_t m_uc;
#endif
  // The stack this context runs on, for ASan (learned on the first switch
  // away for the thread's own stack).
  const void* m_stackLow = nullptr;
  size_t m_stackSize = 0;
  // The context that last switched to this one.
  NativeContext* m_resumedBy = nullptr;
};

} // namespace hop
