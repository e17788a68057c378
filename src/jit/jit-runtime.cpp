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
#include "jit/loop-heads.h"
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
  LoopHeadTable loopHeads;
  uint32_t threshold = 1;
  uint32_t maxTranslations = 12;
  std::atomic<bool> stopped{false};   // the TC filled up: translate no more
  JitStats stats;
};

JitRuntime* g_liveJit = nullptr;
bool g_countBytecodes = false;

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
  if (ini.getBool("hop.jit_stats")) {
    g_countBytecodes = true;
    std::atexit(printStats);
  }
}

namespace {

/// What runAt did.
enum class RunAtResult {
  Ran,        // compiled code ran; *exit says where to resume
  NotNow,     // not hot yet, the TC is full, or another thread translates: interpret, ask again later
  Refused,    // the translator cannot do this SrcKey: the caller remembers, and stops asking
};

/// The one door into compiled code, for every kind of entry: runs the
/// translation of `sk` on the frame whose locals are at `locals`, first
/// translating it if there is none yet and `hot` says it is time (under f's
/// lease, published under the SrcDB's write lock). The caller has checked
/// that the frame may be entered here (eligibility depends on the kind).
RunAtResult runAt(JitRuntime* rt, const Func* f, SrcKey sk, TypedValue* locals, bool hot, EntryExit* exit) {
  TCA entry = rt->db.lookupEntry(sk);
  if (!entry) {
    if (!hot || rt->stopped.load(std::memory_order_relaxed)) return RunAtResult::NotNow;
    FuncLease lease(rt->leases, f->id);
    if (!lease) return RunAtResult::NotNow;   // another thread translates f: interpret meanwhile
    entry = rt->db.lookupEntry(sk);
    if (!entry) {
      TransContext ctx;
      ctx.sk = sk;
      ctx.func = f;
      std::unique_ptr<Translation> t;
      switch (translateLive(ctx, *rt->tc, &t)) {
        case TranslateResult::Unsupported:
          rt->stats.bump(rt->stats.transUnsupported);
          return RunAtResult::Refused;
        case TranslateResult::TCFull:
          rt->stopped.store(true, std::memory_order_relaxed);
          return RunAtResult::NotNow;
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
      if (!entry) return RunAtResult::NotNow;
    }
  }
  rt->stats.bump(rt->stats.entries);
  const uint64_t r = reinterpret_cast<LiveTransFn>(entry)(locals);
  exit->offset = static_cast<uint32_t>(r);
  exit->stackDepth = static_cast<uint32_t>(r >> 32);
  return RunAtResult::Ran;
}

/// Functions whose frames compiled code never enters, at any offset.
bool neverEntered(const Func* f) {
  return f->isBuiltin() || f->isGenerator() || f->usesVarEnv() || f->id == kInvalidFuncId;
}

// A loop-head translation whose first guard fails this often is left to the
// interpreter: entering it on every iteration only to come straight back
// would cost more than it saves.
constexpr uint32_t kMaxLoopEntryMisses = 64;

} // namespace

bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit) {
  JitRuntime* rt = g_liveJit;
  const uint8_t bit = entryBit(f, entryOffset);
  if (!bit || (f->jitNoTranslate.load(std::memory_order_relaxed) & bit)) return false;
  // A pseudo-main is entered before include binds its variables to the
  // includer's (unit-loader.cpp): compiled code must not run that early.
  // Its loops are entered at their heads instead (runAtLoopHead).
  if (neverEntered(f) || f->isPseudoMain()) {
    f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
    return false;
  }
  const bool hot = f->callCount.load(std::memory_order_relaxed) > rt->threshold;
  switch (runAt(rt, f, SrcKey(f->id, entryOffset), locals, hot, exit)) {
    case RunAtResult::Ran: return true;
    case RunAtResult::Refused: f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed); return false;
    case RunAtResult::NotNow: return false;
  }
  return false;
}

LoopHeadResult runAtLoopHead(const Func* f, TypedValue* locals, uint32_t offset, uint32_t stackDepth,
                             EntryExit* exit) {
  JitRuntime* rt = g_liveJit;
  LoopHeads* heads = rt->loopHeads.get(*f);
  LoopHead* head = heads ? heads->find(offset) : nullptr;
  if (!head) return LoopHeadResult::Never;
  if (head->refused.load(std::memory_order_relaxed)) return LoopHeadResult::Never;
  // The translator starts a region with an empty evaluation stack. A
  // pseudo-main is fine here: its variables are bound by now, and compiled
  // code reads locals only through type guards (a variable bound by
  // reference to an includer's fails them and goes back to the interpreter).
  if (stackDepth != 0 || neverEntered(f)) {
    head->refused.store(true, std::memory_order_relaxed);
    return LoopHeadResult::Never;
  }
  bool hot = true;
  if (head->hits.load(std::memory_order_relaxed) <= rt->threshold)
    hot = head->hits.fetch_add(1, std::memory_order_relaxed) + 1 > rt->threshold;
  switch (runAt(rt, f, SrcKey(f->id, offset), locals, hot, exit)) {
    case RunAtResult::Ran:
      rt->stats.bump(rt->stats.loopEntries);
      if (exit->offset == offset && exit->stackDepth == 0 &&
          head->entryMisses.fetch_add(1, std::memory_order_relaxed) + 1 >= kMaxLoopEntryMisses)
        head->refused.store(true, std::memory_order_relaxed);
      return LoopHeadResult::Ran;
    case RunAtResult::Refused:
      head->refused.store(true, std::memory_order_relaxed);
      return LoopHeadResult::Never;
    case RunAtResult::NotNow: return LoopHeadResult::NotNow;
  }
  return LoopHeadResult::NotNow;
}

} // namespace hop::jit
