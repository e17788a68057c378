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
  // bcCompiled counts only the bytecodes compiled code runs natively (irgen's
  // IncStat leaves InterpOnes out); those run as InterpOne are the
  // interpreter's work, at a higher price, so they count as interpreted.
  const uint64_t c = bcCompiled.load(), i = bcInterpreted.load(), o = interpOnes.load();
  if (c + i + o) {
    const double all = double(c + i + o);
    std::snprintf(line, sizeof line, "  compiled share       %11.1f%%  of executed bytecodes\n", 100.0 * double(c) / all);
    out += line;
    std::snprintf(line, sizeof line, "  interp-one share     %11.1f%%  of executed bytecodes (run by the interpreter inside translations)\n",
                  100.0 * double(o) / all);
    out += line;
  }
  return out;
}

} // namespace hop::jit
