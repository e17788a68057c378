// jit-runtime.cpp — process-wide live JIT: translate on entry, run, report.
#include "jit/jit-runtime.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "jit/func-lease.h"
#include "jit/jit-stats.h"
#include "jit/live-translator.h"
#include "jit/publish-reports.h"
#include "jit/srcdb.h"
#include "jit/tc.h"
#include "runtime/base/ini.h"

namespace hop::jit {

class JitRuntime {
public:
  std::unique_ptr<TranslationCache> tc;
  SrcDB db;
  FuncLeaseTable leases;
  uint32_t threshold = 1;
  uint32_t maxTranslations = 12;
  std::atomic<bool> stopped{false};   // the TC filled up: translate no more
  JitStats stats;
};

JitRuntime* g_liveJit = nullptr;

JitStats& liveJitStats() { return g_liveJit->stats; }

namespace {

void printStats() {
  JitRuntime* rt = g_liveJit;
  std::fprintf(stderr, "hop.jit_stats:%s\n%s", rt->stopped.load() ? " (TC full: translation stopped)" : "",
               rt->stats.report().c_str());
  const auto perArea = rt->db.translationsPerArea();
  std::fputs(rt->tc->usageSummary(&perArea).c_str(), stderr);
}

} // namespace

void initProcessJit(const IniSettings& ini) {
  if (ini.get("hop.jit").value_or("off") != "live") return;
  std::string err;
  auto tc = TranslationCache::create(TCConfig::fromIni(ini), &err);
  if (!tc) {
    std::fprintf(stderr, "hop: the translation cache could not be mapped (%s); interpreting\n", err.c_str());
    return;
  }
  auto* rt = new JitRuntime();   // lives as long as the process
  rt->tc = std::move(tc);
  const int64_t th = ini.getInt("hop.jit_threshold");
  rt->threshold = th < 0 ? 0 : static_cast<uint32_t>(th);
  const int64_t mt = ini.getInt("hop.jit_max_translations");
  rt->maxTranslations = mt < 1 ? 1 : static_cast<uint32_t>(mt);
  g_liveJit = rt;
  if (ini.getBool("hop.jit_stats")) std::atexit(printStats);
}

bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit) {
  JitRuntime* rt = g_liveJit;
  const uint8_t bit = entryBit(f, entryOffset);
  if (!bit || (f->jitNoTranslate.load(std::memory_order_relaxed) & bit)) return false;
  const SrcKey sk(f->id, entryOffset);
  TCA entry = rt->db.lookupEntry(sk);
  if (!entry) {
    if (f->callCount.load(std::memory_order_relaxed) <= rt->threshold) return false;
    if (rt->stopped.load(std::memory_order_relaxed)) return false;
    if (f->isBuiltin() || f->isPseudoMain() || f->isGenerator() || f->usesVarEnv() || f->id == kInvalidFuncId) {
      f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
      return false;
    }
    FuncLease lease(rt->leases, f->id);
    if (!lease) return false;   // another thread translates f: interpret meanwhile
    entry = rt->db.lookupEntry(sk);
    if (!entry) {
      TransContext ctx;
      ctx.sk = sk;
      ctx.func = f;
      std::unique_ptr<Translation> t;
      switch (translateLive(ctx, *rt->tc, &t)) {
        case TranslateResult::Unsupported:
          rt->stats.bump(rt->stats.transUnsupported);
          f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
          return false;
        case TranslateResult::TCFull:
          rt->stopped.store(true, std::memory_order_relaxed);
          return false;
        case TranslateResult::Done: break;
      }
      {
        SrcDB::WriteGuard guard(rt->db);
        const Translation* added = t.get();   // published translations are never freed
        if (rt->db.addTranslation(guard, std::move(t), rt->maxTranslations) == SrcDB::AddResult::Added)
          onTranslationPublished(*added, *f);   // hop.perf_map, hop.dump_tc
      }
      rt->stats.bump(rt->stats.transLive);
      entry = rt->db.lookupEntry(sk);
      if (!entry) return false;
    }
  }
  rt->stats.bump(rt->stats.entries);
  const uint64_t r = reinterpret_cast<LiveTransFn>(entry)(locals);
  exit->offset = static_cast<uint32_t>(r);
  exit->stackDepth = static_cast<uint32_t>(r >> 32);
  return true;
}

} // namespace hop::jit
