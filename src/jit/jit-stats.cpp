// jit-stats.cpp — the hop.jit_stats report.
#include "jit/jit-stats.h"

#include <cstdio>

namespace hop::jit {

std::string JitStats::report() const {
  std::string out;
  char line[256];
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
  bool header = false;
  for (uint32_t b = 0; b < kNumBailouts; ++b) {
    const uint64_t n = bailouts[b].load(std::memory_order_relaxed);
    if (!n) continue;
    if (!header) out += "  bail-outs (why not compiled; hop.jit_explain=1 names the functions):\n";
    header = true;
    std::snprintf(line, sizeof line, "  %-20s %12llu  %s\n", bailoutName(static_cast<Bailout>(b)), (unsigned long long)n,
                  bailoutMessage(static_cast<Bailout>(b)));
    out += line;
  }
  return out;
}

} // namespace hop::jit
