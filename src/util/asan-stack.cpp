// asan-stack.cpp — see asan-stack.h.
#include "util/asan-stack.h"

#ifdef HOP_ASAN_STACK
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#include <unwind.h>

#include <algorithm>

namespace hop {

namespace {

struct StackRange {
  const char* low = nullptr;
  const char* high = nullptr;
};
/// The stack the thread runs on, as the last switch told ASan (unknown until then).
thread_local StackRange t_running;
/// A no-return call's window, open until unwinding starts (or the next switch).
thread_local bool t_windowOpen = false;
thread_local void* t_windowFake = nullptr;

constexpr size_t kWindowBelow = size_t(4) << 20;   // room for the throw's own calls
constexpr size_t kWindowAbove = size_t(64) << 10;

void openNoReturnWindow(const char* sp) {
  if (t_windowOpen || !t_running.low || sp < t_running.low || sp >= t_running.high) return;
  const char* low = sp - std::min(size_t(sp - t_running.low), kWindowBelow);
  const char* high = sp + std::min(size_t(t_running.high - sp), kWindowAbove);
  t_windowOpen = true;
  __sanitizer_start_switch_fiber(&t_windowFake, low, size_t(high - low));
}

/// The stack range the cleanup phase of one exception's unwinding has cleared.
struct ClearedRange {
  const void* exception = nullptr;
  const char* low = nullptr;
  const char* high = nullptr;
};
thread_local ClearedRange t_cleared;

} // namespace

void asanRunningStack(const void* low, size_t size) {
  t_running = {static_cast<const char*>(low), static_cast<const char*>(low) + (low ? size : 0)};
}

/// Ends the window: ASan sees the real stack again.
void asanEndNoReturnWindow() {
  if (!t_windowOpen) return;
  t_windowOpen = false;
  const void* realLow = nullptr;
  size_t realSize = 0;
  __sanitizer_finish_switch_fiber(t_windowFake, &realLow, &realSize);   // the window's bounds now
  void* fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, realLow, realSize);
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
}

extern "C" {
void __real___asan_handle_no_return();
_Unwind_Reason_Code __real___gxx_personality_v0(int version, _Unwind_Action actions, _Unwind_Exception_Class cls,
                                                _Unwind_Exception* exception, _Unwind_Context* context);

__attribute__((no_sanitize_address)) void __wrap___asan_handle_no_return() {
  openNoReturnWindow(static_cast<const char*>(__builtin_frame_address(0)));
  __real___asan_handle_no_return();
}

__attribute__((no_sanitize_address)) _Unwind_Reason_Code
__wrap___gxx_personality_v0(int version, _Unwind_Action actions, _Unwind_Exception_Class cls,
                            _Unwind_Exception* exception, _Unwind_Context* context) {
  asanEndNoReturnWindow();
  if (actions & _UA_CLEANUP_PHASE) {
    // The frames a throw abandons keep their poison: cleared from here up to the frame being unwound. One
    // exception's range grows frame by frame (the landing pads' own calls leave their frames clean), so only
    // the new part is cleared: unwinding N frames costs O(N), not O(N^2) (a 200k-deep compile hitting memory_limit).
    const char* here = static_cast<const char*>(__builtin_frame_address(0));
    const char* cfa = reinterpret_cast<const char*>(_Unwind_GetCFA(context));
    if (exception != t_cleared.exception || here > t_cleared.high) t_cleared = {exception, here, here};
    if (here < t_cleared.low) {
      ASAN_UNPOISON_MEMORY_REGION(here, size_t(t_cleared.low - here));
      t_cleared.low = here;
    }
    if (cfa > t_cleared.high) {
      ASAN_UNPOISON_MEMORY_REGION(t_cleared.high, size_t(cfa - t_cleared.high));
      t_cleared.high = cfa;
    }
  }
  return __real___gxx_personality_v0(version, actions, cls, exception, context);
}
} // extern "C"

} // namespace hop
#endif
