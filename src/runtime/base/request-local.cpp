// request-local.cpp — the registry of request-end resets of thread_local builtin state (see request-local.h).
#include "runtime/base/request-local.h"

#include <vector>

namespace hop {

namespace {
std::vector<RequestLocalResetFn>& resets() {
  static std::vector<RequestLocalResetFn> r;   // filled at static initialization, read-only after
  return r;
}
} // namespace

RequestLocalReset::RequestLocalReset(RequestLocalResetFn fn) { resets().push_back(fn); }

void resetRequestLocalState() {
  for (RequestLocalResetFn fn : resets()) fn();
}

} // namespace hop
