// system-class-memo.h — builtin classes the engine instantiates itself (Closure, Generator, stdClass), found by name once per request and thread.
#pragma once

#include <cstdint>
#include <string_view>

#include "vm/lookup.h"
#include "vm/member-ops.h"

namespace hop {

/// One builtin class's answer, kept thread_local by its user (constinit).
struct SystemClassMemo {
  Class* cls = nullptr;
  uint64_t epoch = ~uint64_t(0);
};

/// lookupClassAutoload(name) of a builtin class that every request has (the
/// first lookup in a request declares it there): the answer is kept in `m`
/// for the rest of the request. inlineCacheEpoch() moves at every request's
/// end, so the next request looks it up again. Closure creation and
/// generator creation asked by name each time (~280 instructions each).
Class* systemClassMemoSlow(SystemClassMemo& m, std::string_view name);
HOP_ALWAYS_INLINE Class* systemClassMemo(SystemClassMemo& m, std::string_view name) {
  if (HOP_LIKELY(m.epoch == inlineCacheEpoch() && m.cls != nullptr)) return m.cls;
  return systemClassMemoSlow(m, name);
}

} // namespace hop
