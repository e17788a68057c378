// assert.h — the three kinds of checks HopVM makes (see docs/ARCHITECTURE.md).
//
//   HOP_ASSERT(cond, msg)      our own invariant; checked in debug and sanitizer builds only.
//   HOP_ALWAYS_ASSERT(cond)    memory safety; checked in every build.
//   HOP_UNREACHABLE(msg)       control cannot get here; aborts with the message.
//
// Errors in the user's program are never assertions: they are PHP errors or
// exceptions raised through runtime/base/errors.h.
#pragma once

namespace hop {

[[noreturn]] void assertFailed(const char* expr, const char* msg, const char* file, int line,
                               const char* func);

} // namespace hop

#define HOP_ALWAYS_ASSERT(cond)                                                        \
  do {                                                                                 \
    if (__builtin_expect(!(cond), 0))                                                  \
      ::hop::assertFailed(#cond, "", __FILE__, __LINE__, __func__);                    \
  } while (0)

#ifdef HOP_DEBUG
#define HOP_ASSERT(cond, msg)                                                          \
  do {                                                                                 \
    if (__builtin_expect(!(cond), 0))                                                  \
      ::hop::assertFailed(#cond, msg, __FILE__, __LINE__, __func__);                   \
  } while (0)
#else
#define HOP_ASSERT(cond, msg) do { (void)sizeof(cond); } while (0)
#endif

#define HOP_UNREACHABLE(msg) ::hop::assertFailed("unreachable", msg, __FILE__, __LINE__, __func__)

#define HOP_LIKELY(x) __builtin_expect(!!(x), 1)
#define HOP_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define HOP_ALWAYS_INLINE inline __attribute__((always_inline))
#define HOP_NOINLINE __attribute__((noinline))
