// jit-stats.cpp — the hop.jit_stats report.
#include "jit/jit-stats.h"

#include <cstdio>

namespace hop::jit {

std::string JitStats::report() const {
  std::string out;
  char line[160];
#define X(name, desc)                                                                        \
  std::snprintf(line, sizeof line, "  %-20s %12llu  %s\n", #name,                           \
                (unsigned long long)name.load(std::memory_order_relaxed), desc);            \
  out += line;
  HOP_JIT_COUNTERS(X)
#undef X
  const uint64_t c = bcCompiled.load(), i = bcInterpreted.load();
  if (c + i) {
    std::snprintf(line, sizeof line, "  compiled share       %11.1f%%  of executed bytecodes\n", 100.0 * double(c) / double(c + i));
    out += line;
  }
  return out;
}

} // namespace hop::jit
