// reclaim-hook.h — memory the engine can give back before php's memory fatal is raised.
#pragma once

#include <cstddef>

namespace hop {

/// Set once at start-up (vm/request-stack.cpp): releases the steps the running request's
/// stacks counted against memory_limit past their current use; returns the bytes released.
/// Called by the heap before it raises php's fatal, and by memory_get_usage().
extern size_t (*g_heapReclaimHook)();

} // namespace hop
