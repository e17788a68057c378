// main-stack.h — the size of the main thread's native stack (defined in stack-guard.cpp).
#pragma once

namespace hop {

/// Sanitizer builds: raises the soft RLIMIT_STACK of the process to 256 MiB and
/// re-executes the binary once, so that the main thread's stack is that big from
/// the start (ASan learns its bounds at start-up). ASan's frames are several times
/// php's, and nested data that php walks in its 8 MiB would otherwise reach the
/// native stack guard (stack-guard.h) much earlier than php's own limits.
/// Other builds: nothing (the stack is the user's `ulimit -s`, as php's).
void ensureMainThreadStack(char** argv);

} // namespace hop
