// op-stats.cpp — the process's dispatches per opcode under hop.jit_stats=1, printed at exit.
#include "vm/op-stats.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <utility>
#include <vector>

#include "bytecode/op-info.h"
#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"

namespace hop {

namespace {

std::atomic<uint64_t> g_opCounts[256];
std::atomic<uint64_t> g_opSlowCounts[256];

void printOpCounts() {
  std::vector<std::pair<uint64_t, int>> v;
  uint64_t total = 0;
  for (int i = 0; i < 256; ++i) {
    uint64_t c = g_opCounts[i].load(std::memory_order_relaxed);
    if (c) v.emplace_back(c, i), total += c;
  }
  std::sort(v.begin(), v.end(), std::greater<>());
  fprintf(stderr, "op-stats: %llu dispatches\n", static_cast<unsigned long long>(total));
  for (size_t i = 0; i < v.size() && i < 40; ++i)
    fprintf(stderr, "op-stats: %-18s %12llu %5.1f%%  slow %12llu\n", opName(static_cast<Op>(v[i].second)),
            static_cast<unsigned long long>(v[i].first), 100.0 * double(v[i].first) / double(total),
            static_cast<unsigned long long>(g_opSlowCounts[v[i].second].load(std::memory_order_relaxed)));
}

} // namespace

void addLoopCounts(uint64_t executed, const uint64_t (&ops)[256], const uint64_t (&slowOps)[256]) {
  jit::liveJitStats().bump(jit::liveJitStats().bcInterpreted, executed);
  static std::atomic<bool> registered{false};
  if (!registered.exchange(true)) std::atexit(printOpCounts);
  for (int i = 0; i < 256; ++i) {
    if (ops[i]) g_opCounts[i].fetch_add(ops[i], std::memory_order_relaxed);
    if (slowOps[i]) g_opSlowCounts[i].fetch_add(slowOps[i], std::memory_order_relaxed);
  }
}

} // namespace hop
