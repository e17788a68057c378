// request-local.h — the thread_local state builtins keep for the request running on their thread, reset when the request ends so a server thread's next request starts clean.
//
// A builtin family that keeps request state in a thread_local (a last-error
// code, a callback, a registry keyed by object address) registers a reset
// with a file-scope `RequestLocalReset`. runRequest calls every reset at the
// end of each request, while the request heap still exists but after all
// PHP code ran: a reset must only forget (assign, clear), never release a
// request value (the heap sweep frees it) nor call PHP.
#pragma once

namespace hop {

using RequestLocalResetFn = void (*)();

struct RequestLocalReset {
  explicit RequestLocalReset(RequestLocalResetFn fn);
};

/// Runs every registered reset (runRequest, at the end of a request).
void resetRequestLocalState();

} // namespace hop

namespace hop {

/// A module's end of request (php's RSHUTDOWN): runs at the end of every
/// request after the shutdown functions, the destructors and the flush of the
/// output buffers, before the headers are sent. Unlike a reset it may call PHP
/// code and release request values (the session module writes $_SESSION).
using RequestShutdownFn = void (*)();
struct RequestShutdownHook {
  explicit RequestShutdownHook(RequestShutdownFn fn);
};
/// Runs every registered hook (runRequest, at the end of a request).
void runRequestShutdownHooks();

/// A module's start of request (php's RINIT, what needs the superglobals):
/// runs after they are set up and output buffering started, before the
/// main script (session.auto_start starts the session).
struct RequestStartHook {
  explicit RequestStartHook(RequestShutdownFn fn);
};
void runRequestStartHooks();

} // namespace hop
