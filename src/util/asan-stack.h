// asan-stack.h — ASan's stack poison after C++ throws, kept right and cheap on big stacks.
//
// Frames the unwinder discards keep their redzones poisoned in ASan's shadow memory, and a later
// frame there that ASan did not instrument (ASan's own sigaltstack call in the next throw, first
// of all) is then reported as a stack buffer overflow. ASan's answer is __asan_handle_no_return,
// which instrumented code calls before every [[noreturn]] call (a throw among them) and ASan's
// throw interceptors call again: it unpoisons the whole stack from the caller to the top of the
// running stack. Deep in the CLI's request stack (vm/request-stack.h) that is refused past
// 64 MiB ("ASan is ignoring requested __asan_handle_no_return", then false reports follow), and
// where it is done it sweeps the whole stack's shadow per throw, which a rethrow at every level
// of a deep recursion (invokeFunc's catch and rethrow) makes quadratic.
//
// So sanitizer builds wrap two entry points (the linker's --wrap, CMakeLists.txt):
//   - __asan_handle_no_return, called by our instrumented code: until the throw starts
//     unwinding, ASan sees a small stack window around the caller (a fiber switch begun and not
//     finished, which ASan honours for the stack the thread runs on), so that its own sweeps
//     cover only that window;
//   - the C++ personality routine, called by the unwinder for each of our frames with a cleanup
//     or a catch: it ends the window and, in the unwinding phase, unpoisons what lies between
//     the unwinder (below every discarded frame) and the frame's CFA: the discarded frames (and
//     the landing pad's own frame, still live, whose redzones are lost until it returns).
// They live in hoputil so that every executable of a sanitizer build has them.
#pragma once

#include <cstddef>

#if defined(__SANITIZE_ADDRESS__)
#define HOP_ASAN_STACK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOP_ASAN_STACK 1
#endif
#endif

namespace hop {

#ifdef HOP_ASAN_STACK
/// The stack the thread now runs on (native-context.cpp tells at every switch).
void asanRunningStack(const void* low, size_t size);
/// Ends a no-return call's window before a switch of stacks.
void asanEndNoReturnWindow();
#else
inline void asanRunningStack(const void*, size_t) {}
inline void asanEndNoReturnWindow() {}
#endif

} // namespace hop
