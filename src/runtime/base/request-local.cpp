// request-local.cpp — the registry of request-end resets of thread_local builtin state (see request-local.h).
#include "runtime/base/request-local.h"

#include <vector>

namespace hop {

namespace {
std::vector<RequestLocalResetFn>& resets() {
  static std::vector<RequestLocalResetFn> r;   // filled at static initialization, read-only after
  return r;
}
std::vector<RequestShutdownFn>& shutdownHooks() {
  static std::vector<RequestShutdownFn> h;   // filled at static initialization, read-only after
  return h;
}
std::vector<RequestShutdownFn>& startHooks() {
  static std::vector<RequestShutdownFn> h;   // filled at static initialization, read-only after
  return h;
}
} // namespace

RequestStartHook::RequestStartHook(RequestShutdownFn fn) { startHooks().push_back(fn); }

void runRequestStartHooks() {
  for (RequestShutdownFn fn : startHooks()) fn();
}

RequestShutdownHook::RequestShutdownHook(RequestShutdownFn fn) { shutdownHooks().push_back(fn); }

void runRequestShutdownHooks() {
  for (RequestShutdownFn fn : shutdownHooks()) fn();
}

RequestLocalReset::RequestLocalReset(RequestLocalResetFn fn) { resets().push_back(fn); }

void resetRequestLocalState() {
  for (RequestLocalResetFn fn : resets()) fn();
}

} // namespace hop
