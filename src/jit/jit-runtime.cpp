// jit-runtime.cpp — process-wide live JIT: translate on entry, run, report.
#include "jit/jit-runtime.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "jit/call-helpers.h"
#include "jit/copy-refusals.h"
#include "jit/entry-cache.h"
#include "jit/func-lease.h"
#include "jit/jit-stats.h"
#include "jit/interp-one.h"
#include "jit/loop-heads.h"
#include "jit/prof-data.h"
#include "jit/publish-reports.h"
#include "jit/trans-abi.h"
#include "jit/translator.h"
#include "jit/ir/passes.h"
#include "jit/srcdb.h"
#include "jit/tc.h"
#include "bytecode/ops.h"
#include "bytecode/unit.h"
#include "jit/smash.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/errors.h"
#include "runtime/base/ini.h"
#include "runtime/class/class.h"
#include "util/assert.h"
#include "vm/act-rec.h"
#include "vm/unwind.h"
#include "vm/vm-regs.h"

namespace hop::jit {

class JitRuntime {
public:
  std::unique_ptr<TranslationCache> tc;
  SrcDB db;
  FuncLeaseTable leases;
  /// Entries refused for every caller, shared by the copies of a method (copy-refusals.h).
  CopyRefusals copyRefusals;
  LoopHeadTable loopHeads;
  /// The interpreter's function entries with live or optimized code (entry-cache.h).
  EntryCache entryCache;
  uint32_t threshold = 127;
  /// hop.jit=pgo: profiling translations first (prof area), optimized ones
  /// once the function's entry or a loop head ran pgoThreshold times.
  bool pgo = false;
  uint32_t pgoThreshold = 1;
  /// hop.jit_pgo_budget: the profiling budget's entries (below); with
  /// hop.jit_pgo_budget_ms, its age too, in ns (0: none).
  uint32_t pgoBudgetAsks = 256;
  int64_t pgoBudgetNs = 0;
  ProfDataTable profData;
  uint32_t maxTranslations = 12;
  std::atomic<bool> stopped{false};   // the TC filled up: translate no more
  bool dumpIR = false;                 // hop.dump_ir
  bool dumpVasm = false;               // hop.dump_vasm
  std::vector<std::string> dumpAfter;  // hop.jit_dump
  bool verify = false;                 // hop.jit_verify (always in debug builds)
  bool explain = false;                // hop.jit_explain
  bool checkProfitability = true;      // hop.jit_profitability
  /// `hop serve`: translations are shared by every request of the process
  /// (initProcessJit's sharedByRequests). Functions of the process-wide
  /// systemlib and of the unit cache's units (vm/shared-units.h), and the
  /// per-Class copies of their methods, are run by many requests: their
  /// translations name only what every request shares and guard what a
  /// request resolves by name (IRGenContext::sharedCode); a method copy
  /// only once its Class is pooled (Class::persistent). Every other Func
  /// belongs to one request (eval'd code run once, files the cache could
  /// not share; FuncIds are never reused), so its translations only ever
  /// run in the request whose facts they embed.
  bool sharedByRequests = false;
  /// hop.jit_shared_code: with sharedByRequests, whether the Funcs every
  /// request runs are translated at all (else they are refused, as before
  /// shared translations existed).
  bool translateSharedCode = false;
  /// hop.jit_threads: translations made at once, process-wide (0: no cap). A
  /// thread over the cap interprets and asks again later, as one refused a lease.
  uint32_t maxCompilers = 0;
  std::atomic<uint32_t> compiling{0};
  /// The anchor of every SrcRec: returns kTransRetranslate to the runtime.
  TCA retranslateStub = nullptr;
  /// Where an unbound PHP call site calls: jumps to hopJitCallPHP (which
  /// binds the site; call-helpers.h).
  TCA callStub = nullptr;
  JitStats stats;
};

JitRuntime* g_liveJit = nullptr;
bool g_liveJitStatsOn = false;
uint32_t g_liveJitThreshold = 127;

JitStats& liveJitStats() { return g_liveJit->stats; }

std::vector<TcAreaUse> liveJitTcUse(bool* stopped) {
  std::vector<TcAreaUse> out;
  JitRuntime* rt = g_liveJit;
  if (stopped) *stopped = rt && rt->stopped.load();
  if (!rt || !rt->tc) return out;
  const auto perArea = rt->db.translationsPerArea();
  for (size_t i = 0; i < kNumAreas; ++i) {
    const CodeArea& a = rt->tc->area(Area(i));
    out.push_back({areaName(Area(i)), a.used(), a.capacity(), perArea[i]});
  }
  return out;
}

bool inTranslationCache(const void* p) {
  const JitRuntime* rt = g_liveJit;
  return rt && rt->tc && rt->tc->contains(p);
}

namespace {

void printStats() {
  JitRuntime* rt = g_liveJit;
  std::fprintf(stderr, "hop.jit_stats:%s\n%s", rt->stopped.load() ? " (TC full: translation stopped)" : "",
               rt->stats.report().c_str());
  const auto perArea = rt->db.translationsPerArea();
  std::fputs(rt->tc->usageSummary(&perArea).c_str(), stderr);
}

} // namespace

namespace {

/// A few instructions of runtime glue, placed in frozen; null if it is full.
template <class Body> TCA emitStub(TranslationCache& tc, Body body) {
  asmjit::CodeHolder code;
  code.init(asmjit::Environment::host());
  asmjit::x86::Assembler a(&code);
  body(a);
  code.flatten();
  const size_t size = code.codeSize();
  TCA at = tc.allocate(Area::Frozen, size, 16);
  if (!at) return nullptr;
  code.relocateToBase(reinterpret_cast<uint64_t>(at));
  code.copyFlattenedData(at, size, asmjit::CopySectionFlags::kPadSectionBuffer);
  return at;
}

} // namespace

void initProcessJit(const IniSettings& ini, bool sharedByRequests) {
  const std::string mode = ini.get("hop.jit").value_or("live");
  if (mode != "live" && mode != "pgo") return;
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
  g_liveJitThreshold = rt->threshold;
  const int64_t mt = ini.getInt("hop.jit_max_translations");
  rt->maxTranslations = mt < 1 ? 1 : static_cast<uint32_t>(mt);
  rt->pgo = mode == "pgo";
  const int64_t pt = ini.getInt("hop.jit_pgo_threshold");
  rt->pgoThreshold = pt < 1 ? 1 : pt > (1 << 30) ? (1u << 30) : static_cast<uint32_t>(pt);
  const int64_t pa = ini.getInt("hop.jit_pgo_budget");
  rt->pgoBudgetAsks = pa < 1 ? 1 : pa > (1 << 30) ? (1u << 30) : static_cast<uint32_t>(pa);
  const int64_t pb = ini.getInt("hop.jit_pgo_budget_ms");
  rt->pgoBudgetNs = pb < 0 ? 0 : pb > 3'600'000 ? 3'600'000'000'000 : pb * 1'000'000;
  rt->dumpIR = ini.getBool("hop.dump_ir");
  rt->dumpVasm = ini.getBool("hop.dump_vasm");
  rt->dumpAfter = parseDumpList(ini.get("hop.jit_dump").value_or(""));
#ifdef HOP_DEBUG
  rt->verify = true;
#else
  rt->verify = ini.getBool("hop.jit_verify");
#endif
  rt->explain = ini.getBool("hop.jit_explain");
  rt->checkProfitability = ini.getBool("hop.jit_profitability");
  rt->sharedByRequests = sharedByRequests;
  rt->translateSharedCode = ini.getBool("hop.jit_shared_code");
  const int64_t jt = ini.getInt("hop.jit_threads");
  rt->maxCompilers = jt < 0 ? 0 : static_cast<uint32_t>(jt);
  g_liveJitStatsOn = ini.getBool("hop.jit_stats");
  // The stubs, in frozen: the retranslate anchor (entry guards fail before
  // any frame exists, so it just returns the status) and the call stub.
  rt->retranslateStub = emitStub(*rt->tc, [](asmjit::x86::Assembler& a) {
    a.mov(asmjit::x86::rax, asmjit::imm(kTransRetranslate));
    a.ret();
  });
  rt->callStub = emitStub(*rt->tc, [](asmjit::x86::Assembler& a) {
    a.mov(asmjit::x86::rax, asmjit::imm(reinterpret_cast<uint64_t>(&hopJitCallPHP)));
    a.jmp(asmjit::x86::rax);   // not a call: the helper finds its call site as its return address
  });
  if (!rt->retranslateStub || !rt->callStub) {
    std::fprintf(stderr, "hop: the translation cache has no frozen area; interpreting\n");
    return;
  }
  g_liveJit = rt;
  if (g_liveJitStatsOn) std::atexit(printStats);
}

namespace {

/// What translating did.
enum class AddResult { Added, Refused, NotNow };

/// One of hop.jit_threads compile slots, taken for the time of a translation.
class CompileSlot {
public:
  explicit CompileSlot(JitRuntime* rt) : m_rt(rt) {
    if (!rt->maxCompilers) {
      m_got = true;
      return;
    }
    uint32_t n = rt->compiling.load(std::memory_order_relaxed);
    while (n < rt->maxCompilers) {
      if (rt->compiling.compare_exchange_weak(n, n + 1, std::memory_order_acquire)) {
        m_got = m_counted = true;
        return;
      }
    }
  }
  ~CompileSlot() {
    if (m_counted) m_rt->compiling.fetch_sub(1, std::memory_order_release);
  }
  explicit operator bool() const { return m_got; }

private:
  JitRuntime* m_rt;
  bool m_got = false, m_counted = false;
};

/// hop.jit=pgo: whether f's profile says it is time to optimize — some
/// block (the entry, a loop head, anything) ran pgoThreshold times. Once
/// true it stays (FuncProfile::hot: counters only grow).
bool profileIsHot(JitRuntime* rt, FuncProfile* prof) {
  if (!prof) return false;
  if (prof->hot.load(std::memory_order_relaxed)) return true;
  if (prof->maxBlockCount() < rt->pgoThreshold) return false;
  prof->hot.store(true, std::memory_order_relaxed);
  return true;
}

// --- The profiling budget -------------------------------------------------------------
// Profiling code is replaced when its entry (or any block of the function)
// ran hop.jit_pgo_threshold times. Code of a function called less often
// than that would profile for ever — slower than the interpreter when the
// static rules refused it (made so the profile decides: InterpOnes, early
// exits), and never as fast as optimized code otherwise. So each profiling
// translation also has a budget of entries through the runtime: profiling
// code the static rules refused is judged (optimized with the profile so
// far, or given back to the interpreter) after kUnprofitableAsks entries;
// any other once it was entered hop.jit_pgo_budget times (and, only if
// hop.jit_pgo_budget_ms is set, that old: a clock runs ~50 times slower
// under valgrind, so a wall-clock budget made measured runs differ from
// real ones, and runs from each other). Where optimizing is refused, a live
// translation (the static rules) replaces the profiling code, or the
// interpreter takes the SrcKey back: profiling code never stays.
constexpr uint32_t kUnprofitableAsks = 64;
/// maxBlockCount walks every counter under the profile's lock: asked once
/// per this many entries into profiling code.
constexpr uint32_t kHotCheckEvery = 16;

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// f's calls so far: its Func::callCount plus those a deferral banked.
uint32_t callsOf(const FuncProfile* p, const Func* f) {
  const uint64_t n = uint64_t(f->callCount.load(std::memory_order_relaxed)) +
                     (p ? p->callsBanked.load(std::memory_order_relaxed) : 0);
  return n > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(n);
}

/// Winds f's call count back to 0, banking its calls in the profile: the
/// interpreter's entries (mayRunAtEntry) stop asking until f is called
/// hop.jit_threshold times more. (A racy estimate, as the count itself.)
void bankCalls(FuncProfile* p, const Func* f) {
  p->callsBanked.store(callsOf(p, f), std::memory_order_relaxed);
  f->callCount.store(0, std::memory_order_relaxed);
}

/// Profiling f is deferred until more calls (translateAndAdd's NotYet):
/// asked before anything else (no SrcDB lookup, no lease), once per
/// hop.jit_threshold calls meanwhile (bankCalls).
bool profilingDeferred(JitRuntime* rt, const Func* f) {
  if (!rt->pgo) return false;
  FuncProfile* p = rt->profData.find(f->id);
  if (!p) return false;
  const uint32_t d = p->deferUntilCalls.load(std::memory_order_relaxed);
  if (!d || p->hot.load(std::memory_order_relaxed) || callsOf(p, f) >= d) return false;
  bankCalls(p, f);
  if (g_liveJitStatsOn) rt->stats.bump(rt->stats.asksDeferred);
  return true;
}

/// A loop head is translated once the interpreter went round it more
/// than this many times its LoopHead::costPerRound (and more than
/// hop.jit_threshold): the translation's cost grows with the bytecode it
/// reaches from the head, what a compiled round saves with the loop's
/// size, so a small loop in a long function (a library's parser, a
/// visitor) must run many more rounds to pay its compile back than a loop
/// that is the whole function (a kernel: a few hundred rounds).
constexpr uint32_t kLoopRoundsPerCost = 256;

/// The rounds after which `head` is translated (`given`: its function had a
/// translation given up, kGaveUpWaitFactor below).
uint32_t loopHeadHotAt(const JitRuntime* rt, const Func* f, const LoopHead& head, bool given);
uint32_t lateWaitFactor(const JitRuntime* rt);

/// A function whose entry's translation was given up (Func's kGaveUp:
/// most of the interpreter's entries left compiled code early) has none of
/// its other entries or loop heads translated (findOrTranslate): the same
/// code, reached from elsewhere, leaves at the same places (a library's
/// tree walker, translated at its entry and at each of its loops, each
/// given up in turn). One whose loop head's translation was given up
/// (LoopHeads::gaveUp) only waits kGaveUpWaitFactor times longer
/// before its other entries and loop heads are translated: an inner loop's
/// region may leave early where the outer loop's pays (nbody's advance).
constexpr uint32_t kGaveUpWaitFactor = 8;

bool entryGaveUp(const JitRuntime* rt, const Func* f) {
  return rt->checkProfitability && rt->threshold != 0 &&
         (f->jitNoTranslate.load(std::memory_order_relaxed) & kGaveUp);
}

uint32_t loopHeadHotAt(const JitRuntime* rt, const Func* f, const LoopHead& head, bool given) {
  if (rt->threshold == 0 || !rt->checkProfitability) return rt->threshold;
  // Only for a function called hop.jit_threshold times (a library's, whose
  // calls each go round a few times); a long call (a kernel's one call)
  // keeps translating at its first hot head: waiting there changed which
  // of fannkuch-redux's heads came first, and its code (+1.9%). Live only:
  // pgo profiles a loop head at hop.jit_threshold, and when to optimize it
  // is the profile's decision (waiting changed which of richards' methods
  // were profiled first, and its optimized code, +5%).
  const bool scaled = !rt->pgo && f->callCount.load(std::memory_order_relaxed) >= rt->threshold;
  uint64_t need = scaled ? std::max<uint64_t>(uint64_t(kLoopRoundsPerCost) * head.costPerRound, rt->threshold)
                         : rt->threshold;
  // pgo's long tail (lateWaitFactor): a function called often, past the program's core.
  if (rt->pgo && f->callCount.load(std::memory_order_relaxed) >= rt->threshold) need *= lateWaitFactor(rt);
  if (given) need *= kGaveUpWaitFactor;
  return need > (1u << 30) ? (1u << 30) : static_cast<uint32_t>(need);
}

/// A function without a loop is translated (at its entries) once called
/// this many times hop.jit_threshold, not hop.jit_threshold: its code runs
/// each compiled bytecode once per call, so a translation (~300-800K
/// instructions, a refused attempt ~70K) pays back after thousands of
/// calls, not a hundred (measured on carbon and symfony-console, whose
/// library functions are mostly called a few hundred times). Not with
/// hop.jit_profitability=0 (everything compiles), nor under pgo, whose
/// loop-free regions the static rules refuse wait for its own deferral
/// (measured: waiting here too changed which of richards' methods the
/// profile accepted, 41.7% → 37.4% compiled). 16 (2,032 calls; was 8):
/// an entry costs ~145 instructions of runtime and a library function's
/// compiled path runs ~20 bytecodes per call, so a translation pays back
/// only after thousands of calls; waiting longer (32) gained 0.1% on twig
/// and cost the bench kernels a fixed delay (richards at 60 iterations
/// +0.8%).
constexpr uint32_t kLoopFreeWaitFactor = 16;

/// pgo: a function without a loop is profiled (at its entries) once called
/// this many times hop.jit_threshold (live: the entries of a function with
/// loops are translated so; symfony-console 40 live −0.5%, twig 20 −0.3%,
/// the bench's kernels make too few translations to wait): 1 for the process's first
/// kPgoTranslationsPerWait profiling (or live) translations, one more per
/// kPgoTranslationsPerWait translations made since, up to
/// kLoopFreeWaitFactor. A program's core turns hot first, and profiling then
/// optimizing a function costs two translations (~1M instructions), which a
/// loop-free function called a few hundred times per run never pays back:
/// the long tail of a library (twig's, hundreds of functions) waits as the
/// live gear's loop-free functions do, while a small program's methods
/// (richards: 33 translations) are profiled at once. A fixed wait (8 or
/// 16) changed which of richards' methods the profile accepted (+3 to
/// +17%), and so did one step per 8 translations (+6%).
constexpr uint32_t kPgoTranslationsPerWait = 16;

/// The profiling and live translations the process has made.
uint64_t translationsMade(const JitRuntime* rt) {
  return rt->stats.transProfile.load(std::memory_order_relaxed) + rt->stats.transLive.load(std::memory_order_relaxed);
}

uint32_t translationsMadeWaitFactor(const JitRuntime* rt) {
  return static_cast<uint32_t>(std::min<uint64_t>(kLoopFreeWaitFactor, 1 + translationsMade(rt) / kPgoTranslationsPerWait));
}

/// pgo's long tail: a program that has made kPgoCoreTranslations profiling
/// (or live) translations has its hot core compiled (the bench programs
/// make at most 37: richards 17, micro_bench 37); what turns hot after it
/// is a library's long tail, run a few thousand times per run, which pays
/// two translations (~1M instructions each) only rarely. Past it (with
/// hop.jit_profitability on and a threshold above 0):
///  - the entries of functions with loops, and the loop heads of functions
///    called hop.jit_threshold times, wait lateWaitFactor × the threshold
///    (2, one more per kPgoLateStep translations made, up to
///    kLoopFreeWaitFactor); a kernel's loop in a long call does not wait;
///  - a loop-free function entry gets live code at once, not profiling
///    code then optimized code (one translation instead of two; the static
///    rules decide, as the live gear's).
/// Waiting for the whole program (hop.jit_threshold 2000) took twig 20 pgo
/// −5.7% but richards 60 +24%: its methods are optimized before their
/// callees have code. A program's first translations never wait here.
constexpr uint64_t kPgoCoreTranslations = 48;
constexpr uint64_t kPgoLateStep = 4;

bool pgoPastCore(const JitRuntime* rt) {
  return rt->pgo && rt->checkProfitability && rt->threshold != 0 && translationsMade(rt) >= kPgoCoreTranslations;
}

uint32_t lateWaitFactor(const JitRuntime* rt) {
  if (!pgoPastCore(rt)) return 1;
  const uint64_t past = translationsMade(rt) - kPgoCoreTranslations;
  return static_cast<uint32_t>(std::min<uint64_t>(kLoopFreeWaitFactor, 2 + past / kPgoLateStep));
}

/// pgo: the entry of a loop-free function the interpreter asks for (not a
/// compiled caller, nor a builtin's callback: those run in a loop compiled
/// code or C++ goes round) waits this many times hop.jit_threshold calls
/// (8,128). A program's hot core is called from its compiled loops and
/// callers (richards' methods, from its scheduler's loop: 573.2M → 573.0M
/// at 60), while a library's functions are mostly called by the
/// interpreter, a few hundred to a few thousand times per run, and their
/// profiling then optimized code rarely pays. Measured (pgo, with the two
/// changes beside it, millions; every function): 16× twig 20 1,514.9,
/// php-parser 1 1,220.2, commonmark 2 1,121.7; 64× 1,507.7 / 1,215.5 /
/// 1,111.2; 256× 1,484.8 / 1,204.8 / 1,130.0 (commonmark's interpreted
/// functions that pay come too late). Functions with loops do not wait
/// here (their loop heads are translated on their own): at 64× for every
/// function parsedown 35 went from 1,799.8 to 1,810.4 (its recursive
/// Parsedown::element, profiled at its loop heads and then at its entries,
/// with 3× the InterpOnes), loop-free only 1,792.1 (twig 1,517.5,
/// php-parser 1,223.1, commonmark 1,114.7). Live: ±0.2% (its loop-free
/// functions wait already, kLoopFreeWaitFactor): not applied.
constexpr uint32_t kInterpEntryWaitFactor = 64;

/// Whether f's entry waits: a function without loop heads called fewer
/// than kLoopFreeWaitFactor × threshold times (live; pgo:
/// translationsMadeWaitFactor), one with loops called fewer than
/// translationsMadeWaitFactor × threshold times (live), pgo's loop-free
/// entries the interpreter asks for (`forCompiledCaller` false) called
/// fewer than kInterpEntryWaitFactor × threshold times, or one with a translation
/// given up called fewer than kGaveUpWaitFactor times that. Its calls are
/// banked (the interpreter asks again after another hop.jit_threshold calls).
bool entryWaits(JitRuntime* rt, const Func* f, bool forCompiledCaller) {
  if (!rt->checkProfitability || rt->threshold == 0) return false;
  const LoopHeads* heads = rt->loopHeads.get(*f);
  if (!heads) return false;
  const bool given = heads->gaveUp.load(std::memory_order_relaxed);
  uint64_t need = rt->threshold;
  if (heads->size() == 0) need *= rt->pgo ? translationsMadeWaitFactor(rt) : kLoopFreeWaitFactor;
  else if (!rt->pgo) need *= translationsMadeWaitFactor(rt);
  else need *= lateWaitFactor(rt);
  if (rt->pgo && !forCompiledCaller && heads->size() == 0)
    need = std::max<uint64_t>(need, uint64_t(rt->threshold) * kInterpEntryWaitFactor);
  if (given) need *= kGaveUpWaitFactor;
  if (need == rt->threshold) return false;
  FuncProfile* p = rt->profData.get(*f);
  if (!p) return false;
  if (callsOf(p, f) >= need) return false;
  bankCalls(p, f);
  if (g_liveJitStatsOn) rt->stats.bump(rt->stats.asksDeferred);
  return true;
}

/// A function entry whose profiling IR no profile could make pay
/// (translateLive's NotYet with a reason, Profitability::hopeless) waits
/// this many times hop.jit_pgo_threshold calls before profiling code is
/// made (measured on carbon: most such code was given up after profiling;
/// richards' hot methods, called millions of times, still get it).
constexpr uint32_t kHopelessDeferFactor = 10;

/// A function entry whose profiling the static rules put off gets
/// profiling code made whatever they say ("the profile decides",
/// TransContext::profileLoopFree) only once it was put off this many
/// times, each wait past the first kRepeatDeferFactor times longer: the
/// optimizer, with the profile, rarely accepts what the static rules
/// refused in a library's function called a few thousand times (twig 5,
/// php-parser 1, commonmark 1: 29 such profiling translations, most
/// refused again by the optimizer or given up for early exits; none of
/// php-parser's left code the interpreter enters), and each costs a
/// profiling translation and an optimizing irgen; a program's hot core
/// (richards' methods, called hundreds of thousands of times) still gets
/// its profile's say, later.
constexpr uint32_t kProfileDecidesAfter = 2;
constexpr uint32_t kRepeatDeferFactor = 10;

/// A loop head whose backward branches the interpreter took this many
/// times hop.jit_pgo_threshold is profiled even while its function's
/// entry waits (profilingDeferred): the deferral counts calls, and a
/// function called rarely may still run its loop thousands of times per
/// call (the bench's closures_round: 10,000 calls, 300 iterations each,
/// its loops were never compiled).
constexpr uint32_t kLoopHeadDeferFactor = kHopelessDeferFactor;
uint64_t loopHeadOutgrowsAt(const JitRuntime* rt) {
  return uint64_t(rt->pgoThreshold) * kLoopHeadDeferFactor;
}

/// Whether sk is a loop head (no entry of f) past loopHeadOutgrowsAt.
bool loopHeadOutgrewDeferral(JitRuntime* rt, const Func* f, SrcKey sk) {
  if (!rt->pgo || entryBit(f, sk.offset())) return false;
  const LoopHeads* heads = rt->loopHeads.get(*f);
  const LoopHead* h = heads ? heads->find(sk.offset()) : nullptr;
  return h && h->hits.load(std::memory_order_relaxed) >= loopHeadOutgrowsAt(rt);
}

/// What translateAndAdd is asked to make.
enum class Want {
  Auto,       // live; pgo: profiling code, optimized once the profile is hot
  Optimize,   // pgo: optimized code now, from the profile so far (the budget ran out)
  Live,       // pgo: live code replacing profiling code whose optimization was refused
};

/// Translates f at sk for the types its locals have now and appends the
/// translation to sk's chain (the caller holds f's lease).
AddResult translateAndAdd(JitRuntime* rt, const Func* f, SrcKey sk, const TypedValue* locals, bool forCompiledCaller,
                          Want want = Want::Auto) {
  // A Func every request may run (the systemlib's, the unit cache's): its
  // translations are made for all (IRGenContext::sharedCode). A method of
  // a class that is not pooled waits: its copy may serve another Class in a
  // later request (the method-copy pool) — not refused for good, since that
  // one may be pooled.
  const bool sharedCode = rt->sharedByRequests && (f->isSystemLib() || (f->unit && f->unit->shared));
  if (sharedCode && !rt->translateSharedCode) {
    rt->stats.bump(rt->stats.sharedFuncsRefused);
    return AddResult::Refused;
  }
  if (sharedCode && f->cls && !f->cls->persistent) {
    rt->stats.bump(rt->stats.sharedFuncsRefused);
    return AddResult::NotNow;
  }
  CompileSlot slot(rt);
  if (!slot) {
    rt->stats.bump(rt->stats.compileSlotsBusy);
    return AddResult::NotNow;
  }
  TransContext ctx;
  FuncProfile* prof = nullptr;
  if (rt->pgo) {
    prof = rt->profData.get(*f);
    // Once optimizing sk was refused, other entry types get profiling code
    // (as live code: judged by the static rules), not another refusal.
    const SrcRec* rec0 = rt->db.find(sk);
    const Translation* first0 = rec0 ? rec0->first() : nullptr;
    const bool refusedBefore = first0 && first0->kind == TransKind::Profile &&
                               first0->noOptimize.load(std::memory_order_relaxed);
    // Profiling code replaced by live code (its optimization was refused):
    // other entry types get live code too.
    if (first0 && first0->kind == TransKind::Live && !first0->stale.load(std::memory_order_relaxed)) want = Want::Live;
    ctx.kind = want == Want::Live ? TransKind::Live
               : (want == Want::Optimize || profileIsHot(rt, prof)) && !refusedBefore ? TransKind::Optimize
                                                                                       : TransKind::Profile;
    ctx.profileDecides = !refusedBefore;
    // A loop-free function's entry past the program's core gets live code
    // (pgoPastCore): no profiling translation to pay for first.
    if (ctx.kind == TransKind::Profile && !first0 && entryBit(f, sk.offset()) && pgoPastCore(rt)) {
      const LoopHeads* heads = rt->loopHeads.get(*f);
      if (heads && heads->size() == 0) {
        ctx.kind = TransKind::Live;
        want = Want::Live;
      }
    }
    const uint32_t deferUntil = prof ? prof->deferUntilCalls.load(std::memory_order_relaxed) : 0;
    if (ctx.kind == TransKind::Profile && deferUntil && !loopHeadOutgrewDeferral(rt, f, sk)) {
      // Deferred (below): not called often enough yet.
      if (callsOf(prof, f) < deferUntil) {
        if (g_liveJitStatsOn) rt->stats.bump(rt->stats.asksDeferred);
        return AddResult::NotNow;
      }
      ctx.profileLoopFree = prof->deferrals.load(std::memory_order_relaxed) >= kProfileDecidesAfter;
    }
    ctx.profile = ctx.kind == TransKind::Live ? nullptr : prof;
    ctx.pgoThreshold = rt->pgoThreshold;
  }
  ctx.sk = sk;
  ctx.func = f;
  ctx.liveLocals = locals;
  ctx.dumpIR = rt->dumpIR;
  ctx.dumpVasm = rt->dumpVasm;
  ctx.dumpAfter = rt->dumpAfter;
  ctx.verify = rt->verify;
  ctx.explain = rt->explain;
  ctx.stats = &rt->stats;
  ctx.checkProfitability = rt->checkProfitability;
  ctx.forCompiledCaller = forCompiledCaller;
  if (g_liveJitStatsOn) ctx.bcCompiled = &rt->stats.bcCompiled;
  ctx.callStub = rt->callStub;
  ctx.caches = hop::ctx().vm.caches;
  ctx.sharedCode = sharedCode;
  ctx.oneRequest = !rt->sharedByRequests;
  std::unique_ptr<Translation> t;
  Bailout why = Bailout::None;
  const int64_t startNs = nowNs();
  const TranslateResult result = translateLive(ctx, *rt->tc, &t, &why);
  rt->stats.bump(rt->stats.translateNs, uint64_t(nowNs() - startNs));
  switch (result) {
    case TranslateResult::NotYet:
      rt->stats.bump(rt->stats.transNotYet);
      // A loop-free region the static rules refuse: its profiling code
      // could run for ever in a function called a few hundred times (a
      // library's). Function entries wait for hop.jit_pgo_threshold more
      // calls, whoever asked (a compiled caller asking first, as it does
      // once the interpreter's entries wait, kInterpEntryWaitFactor, must
      // not refuse the entry for good: richards' methods then ran in the
      // interpreter, +27%); anything else is refused, as the live gear would.
      if (prof && entryBit(f, sk.offset())) {
        const uint32_t calls = callsOf(prof, f);
        const uint32_t deferrals = prof->deferrals.load(std::memory_order_relaxed) + 1;
        prof->deferrals.store(deferrals, std::memory_order_relaxed);   // (under f's lease)
        const uint64_t wait = uint64_t(rt->pgoThreshold) * (why != Bailout::None ? kHopelessDeferFactor : 1) *
                              (deferrals > 1 ? kRepeatDeferFactor : 1);
        const uint32_t until = calls + wait < UINT32_MAX ? static_cast<uint32_t>(calls + wait) : UINT32_MAX;
        prof->deferUntilCalls.store(until, std::memory_order_relaxed);
        bankCalls(prof, f);
        return AddResult::NotNow;
      }
      rt->stats.bump(rt->stats.transUnsupported);
      return AddResult::Refused;
    case TranslateResult::Unsupported:
      rt->stats.bump(rt->stats.transUnsupported);
      // A live function entry refused for a reason that holds for every
      // caller (the bail-out table's scope): compiled call sites do not
      // translate it again (nor the interpreter, for one refused for a
      // compiled caller) — each attempt costs a whole irgen.
      if (ctx.kind == TransKind::Live && entryBit(f, sk.offset()) && bailoutHoldsForEveryCaller(why)) {
        const uint8_t bits = noTranslateBits(f, sk.offset(), false) | noTranslateBits(f, sk.offset(), true);
        f->jitNoTranslate.fetch_or(bits, std::memory_order_relaxed);
        // The first translation of a method copy's entry (not one for
        // other types): the other copies need not try (the live gear).
        const SrcRec* rec = rt->db.find(sk);
        if (!rt->pgo && (!rec || rec->numTranslations() == 0)) rt->copyRefusals.add(f, sk.offset(), bits);
      }
      if (ctx.kind == TransKind::Optimize) {
        // The profiling code stays (and is not asked to optimize again).
        const SrcRec* rec = rt->db.find(sk);
        const Translation* first = rec ? rec->first() : nullptr;
        if (first && first->kind == TransKind::Profile) {
          auto* prof0 = const_cast<Translation*>(first);
          prof0->noOptimize.store(true, std::memory_order_relaxed);
          // Profiling code the static rules accepted: live code (those
          // rules) replaces it, so no profiling code stays for ever. Not at
          // a loop head: the profile saw its entries (one per round, the
          // region mostly leaving before the back edge: a call it cannot
          // make) run too little, and live code of the same region was
          // given up for early exits after costing a translation
          // (php-parser's traversers and printers: php-parser 1 1,241.8M →
          // 1,220.1M; twig 20 −0.3%, richards unchanged). Function entries
          // keep it (twig, console and parsedown lost 1.5–2% without it,
          // branch jitrw18) — unless the profile saw its entries run more
          // InterpOnes than compiled bytecodes (ProfileNetInterpOne): the
          // live code has the same InterpOnes and was given up for early
          // exits after costing a translation (twig_get_attribute,
          // php-parser's traverseNode and traverseArray; branch jitrw21).
          if (!first->unprofitable && entryBit(f, sk.offset()) && why != Bailout::ProfileNetInterpOne) {
            const AddResult r = translateAndAdd(rt, f, sk, locals, forCompiledCaller, Want::Live);
            if (r != AddResult::Refused) return r;
          }
          // Profiling code the static rules refused, and the profile
          // refuses it too (or live code was refused): the interpreter
          // takes the SrcKey back (compiled callers bound to it follow the
          // entry jmp to the anchor).
          SrcDB::WriteGuard guard(rt->db);
          if (!prof0->stale.exchange(true, std::memory_order_relaxed) && prof0->entrySmash)
            smashJmp(prof0->entrySmash, rt->retranslateStub);
          rt->stats.bump(rt->stats.profilingGivenUp);
          return AddResult::Refused;
        }
      }
      return AddResult::Refused;
    case TranslateResult::TCFull:
      rt->stopped.store(true, std::memory_order_relaxed);
      return AddResult::NotNow;
    case TranslateResult::DoneForCompiledCallers:
      // Compiled callers call it; the interpreter would pay more to enter
      // it than it saves, and is told not to.
      f->jitNoTranslate.fetch_or(entryBit(f, sk.offset()), std::memory_order_relaxed);
      break;
    case TranslateResult::Done: break;
  }
  SrcDB::WriteGuard guard(rt->db);
  SrcRec* rec = rt->db.findOrCreate(guard, sk);
  if (!rec->anchor()) rt->db.setAnchor(guard, rec, rt->retranslateStub);
  const Translation* added = t.get();   // published translations are never freed
  const TransKind kind = t->kind;
  const Translation* first = rec->first();
  if (kind == TransKind::Optimize && prof) prof->optimized.push_back(const_cast<Translation*>(added));
  if ((kind == TransKind::Optimize || want == Want::Live) && first &&
      (first->kind == TransKind::Profile || first->stale.load(std::memory_order_relaxed))) {
    // Optimized code replaces the profiling chain (or the optimized code
    // the profile outgrew): its entries now jump here. So does live code
    // replacing profiling code whose optimization was refused.
    rt->db.replaceTranslations(guard, std::move(t));
    onTranslationPublished(*added, *f);
    if (kind == TransKind::Live) rt->stats.bump(rt->stats.profilingGivenUp);
    rt->stats.bump(kind == TransKind::Live ? rt->stats.transLive : rt->stats.transOptimize);
    return AddResult::Added;
  }
  if (kind == TransKind::Profile) t->madeAtNs = nowNs();
  if (rt->db.addTranslation(guard, std::move(t), rt->maxTranslations) != SrcDB::AddResult::Added) {
    rt->stats.bump(rt->stats.chainLimitHits);
    noteBailout(&rt->stats, rt->explain, *f, sk.offset(), Bailout::ChainLimit);
    return AddResult::NotNow;
  }
  onTranslationPublished(*added, *f);   // hop.perf_map, hop.dump_tc
  rt->stats.bump(kind == TransKind::Profile    ? rt->stats.transProfile
                 : kind == TransKind::Optimize ? rt->stats.transOptimize
                                               : rt->stats.transLive);
  return AddResult::Added;
}

/// What runAt did.
enum class RunAtResult {
  Ran,        // compiled code ran; vm.pc/vm.sp say where the interpreter resumes
  Returned,   // compiled code ran the frame's return (kTransReturned): vm.fp is the dead frame
  NotNow,     // not hot yet, the TC is full, or another thread translates: interpret, ask again later
  Refused,    // the translator cannot do this SrcKey: the caller remembers, and stops asking
  Threw,      // a PHP exception went to the caller's handBack (owned); vm's registers at the thrower
};

/// What a run that returned kTransException parked (interp-one.h).
struct Thrown {
  std::exception_ptr ex;
  ObjectData* php = nullptr;
  void take(TransCall& call) {
    ex = std::move(call.parked);
    php = std::exchange(call.parkedPhp, nullptr);
  }
  [[noreturn]] void rethrow() {
    if (php) throw PhpException{php};
    std::rethrow_exception(ex);
  }
  /// The PHP exception's object (owned), caught from `ex` here, close to
  /// the throw (a throw's cost grows with the frames it crosses); other
  /// exceptions go on.
  ObjectData* phpObject() {
    if (php) return php;
    try {
      std::rethrow_exception(ex);
    } catch (PhpException& e) {
      return e.obj;
    }
  }
};

/// How an exception parked by compiled code goes on.
enum class OnThrow {
  Rethrow,            // the caller runs inside an interpreter loop, which unwinds
  UnwindIfFromNative, // a frame entry: a frame entered from C++ has no loop yet (see below)
};

/// Optimized code of f left the region at a block its profile had not
/// seen run, often enough (kTransReoptimizeBit): every optimized
/// translation of f becomes stale — its entry jumps to the anchor, so the
/// next entry (from the interpreter or a compiled caller) translates again,
/// with that block. A few rounds per function at most.
constexpr uint32_t kMaxReoptimizations = 4;

void requestReoptimize(JitRuntime* rt, const Func* f) {
  FuncProfile* prof = rt->profData.find(f->id);
  if (!prof) return;
  SrcDB::WriteGuard guard(rt->db);
  if (prof->reoptimizations >= kMaxReoptimizations) return;
  ++prof->reoptimizations;
  for (Translation* t : prof->optimized) {
    if (t->stale.exchange(true, std::memory_order_relaxed) || !t->entrySmash) continue;
    smashJmp(t->entrySmash, rt->retranslateStub);
  }
  prof->optimized.clear();
  rt->stats.bump(rt->stats.reoptimizations);
}

/// hop.jit=pgo: when sk's chain is profiling code whose entry ran
/// pgoThreshold times (or its function is hot elsewhere), optimized code
/// replaces it (under f's lease; a busy lease leaves it for later).
/// *entry is the chain's entry after.
/// False when the SrcKey goes back to the interpreter for good (unprofitable
/// profiling code whose optimization was refused too).
bool maybeOptimize(JitRuntime* rt, const Func* f, SrcKey sk, const TypedValue* locals, bool forCompiledCaller,
                   TCA* entry) {
  const SrcRec* rec = rt->db.find(sk);
  const Translation* first = rec ? rec->first() : nullptr;
  if (!first || first->kind != TransKind::Profile) return true;
  if (first->noOptimize.load(std::memory_order_relaxed)) return !first->stale.load(std::memory_order_relaxed);
  Want want = Want::Auto;
  if (!first->hotCounter || first->hotCounter->load(std::memory_order_relaxed) < rt->pgoThreshold) {
    // Not hot here: hot elsewhere in f (asked now and then), or past the
    // profiling budget (above).
    auto* t = const_cast<Translation*>(first);
    const uint32_t n = t->profAsks.load(std::memory_order_relaxed) + 1;   // racy: a lost ask only delays
    t->profAsks.store(n, std::memory_order_relaxed);
    if (first->unprofitable && n >= kUnprofitableAsks) {
      want = Want::Optimize;
    } else if (n % kHotCheckEvery == 0) {
      if (profileIsHot(rt, rt->profData.find(f->id))) want = Want::Auto;
      else if (n >= rt->pgoBudgetAsks && (rt->pgoBudgetNs == 0 || nowNs() - first->madeAtNs >= rt->pgoBudgetNs))
        want = Want::Optimize;
      else return true;
    } else {
      return true;
    }
  }
  if (rt->stopped.load(std::memory_order_relaxed)) return true;
  FuncLease lease(rt->leases, f->id);
  if (!lease) return true;
  if (rec->first() != first) {   // another thread replaced it meanwhile
    *entry = rt->db.lookupEntry(sk);
    return true;
  }
  const AddResult r = translateAndAdd(rt, f, sk, locals, forCompiledCaller, want);
  if (r == AddResult::Added && rec->first() != first) {
    *entry = rt->db.lookupEntry(sk);
    return true;
  }
  const_cast<Translation*>(first)->noOptimize.store(true, std::memory_order_relaxed);
  return r != AddResult::Refused;
}

/// The first translation of `sk`, translating one first if there is none
/// and `hot` says it is time (under f's lease, published under the SrcDB's
/// write lock), for the types the frame's `locals` have. Null: nothing to
/// run; *why says whether to ask again (NotNow) or never (Refused).
TCA findOrTranslate(JitRuntime* rt, const Func* f, SrcKey sk, const TypedValue* locals, bool hot,
                    bool forCompiledCaller, RunAtResult* why) {
  TCA entry = rt->db.lookupEntry(sk);
  if (!entry && hot && !loopHeadOutgrewDeferral(rt, f, sk) && profilingDeferred(rt, f)) {
    *why = RunAtResult::NotNow;
    return nullptr;
  }
  if (entry && rt->pgo && !maybeOptimize(rt, f, sk, locals, forCompiledCaller, &entry)) {
    *why = RunAtResult::Refused;
    return nullptr;
  }
  if (entry) return entry;
  *why = RunAtResult::NotNow;
  if (!hot || rt->stopped.load(std::memory_order_relaxed)) return nullptr;
  if (entryGaveUp(rt, f)) {
    *why = RunAtResult::Refused;
    return nullptr;
  }
  if (entryBit(f, sk.offset()) && entryWaits(rt, f, forCompiledCaller)) return nullptr;
  if (!rt->pgo && entryBit(f, sk.offset()) && CopyRefusals::shares(f)) {
    // Another copy of this method (hop serve's pooled classes) was refused here for every caller.
    if (const uint8_t bits = rt->copyRefusals.find(f, sk.offset())) {
      f->jitNoTranslate.fetch_or(bits, std::memory_order_relaxed);
      if (bits & noTranslateBits(f, sk.offset(), forCompiledCaller)) {
        rt->stats.bump(rt->stats.copyRefusals);
        *why = RunAtResult::Refused;
        return nullptr;
      }
    }
  }
  FuncLease lease(rt->leases, f->id);
  if (!lease) {   // another thread translates f: interpret meanwhile
    rt->stats.bump(rt->stats.leasesRefused);
    return nullptr;
  }
  entry = rt->db.lookupEntry(sk);
  if (entry) return entry;
  switch (translateAndAdd(rt, f, sk, locals, forCompiledCaller)) {
    case AddResult::Refused: *why = RunAtResult::Refused; return nullptr;
    case AddResult::NotNow: return nullptr;
    case AddResult::Added: break;
  }
  return rt->db.lookupEntry(sk);
}

/// What a run of compiled code that did run (any status but
/// kTransRetranslate) leaves: where the interpreter resumes, or the
/// exception it threw.
RunAtResult finishRun(JitRuntime* rt, VMState& vm, const Func* f, TypedValue* locals, uint64_t r,
                      Thrown& thrown, OnThrow onThrow, ObjectData** handBack) {
  if (r == kTransReturned) return RunAtResult::Returned;
  if (r == kTransException) {
    // vm's registers describe the throwing instruction (interp-one.h),
    // possibly in a frame the entered one called from compiled code.
    // A frame entered from C++ (a callback) is run by an interpreter loop
    // that starts only after this returns: its handlers are looked for
    // here, as that loop would (a caught exception resumes at the handler),
    // from the thrower up to the entered frame.
    // An interpreter loop that asks (handBack) gets a PHP exception's
    // object, not a throw through the frames between (each compiled frame
    // of a chain would cost one).
    const ActRec* entered = reinterpret_cast<const ActRec*>(locals) - 1;
    if (onThrow == OnThrow::Rethrow || !(entered->m_flags & ActRec::kReturnToNative)) {
      if (!handBack) thrown.rethrow();
      *handBack = thrown.phpObject();
      return RunAtResult::Threw;
    }
    ObjectData* obj = thrown.phpObject();
    if (unwindToHandler(vm, obj)) return RunAtResult::Ran;
    throw PhpException{obj};
  }
  if (r == kTransResumeVM) return RunAtResult::Ran;   // vm.pc / vm.sp set by the interp-one
  if (r & kTransReoptimizeBit) {
    r = stripReoptimize(r);
    requestReoptimize(rt, f);
  }
  const uint32_t off = static_cast<uint32_t>(r), depth = static_cast<uint32_t>(r >> 32);
  const Op op = static_cast<Op>(f->bc[off]);
  if (g_liveJitStatsOn && op != Op::RetC && op != Op::RetV) rt->stats.bump(rt->stats.sideExits);
  vm.pc = f->bc.data() + off;
  vm.sp = locals + f->numLocals + depth;
  return RunAtResult::Ran;
}

bool chainMissGivesUp(JitRuntime* rt, const Func* f, SrcKey sk);

/// A chain whose every entry guard failed (types its translations were not
/// made for) is not extended at once: the first such entries run in the
/// interpreter, and the next translation is made once hop.jit_threshold ×
/// the chain's translations of them came (with hop.jit_profitability on
/// and a threshold above 0). Each translation costs ~0.9M instructions; a
/// type mix seen once (a library's polymorphic helpers: twig's
/// Compiler::repr and Token::test had 13-14 translations each, pgo) rarely
/// pays it back, and the chain's guards grow for every entry. Measured
/// (pgo): twig 20 −1.2%, php-parser 1 −2.3%, commonmark 2 −0.6%; the
/// bench programs unchanged.
bool retranslateWaits(JitRuntime* rt, const SrcRec* rec) {
  if (!rt->checkProfitability || rt->threshold == 0 || !rec) return false;
  auto* r = const_cast<SrcRec*>(rec);
  const uint32_t n = r->guardMisses.load(std::memory_order_relaxed) + 1;
  const uint64_t need = uint64_t(rt->threshold) * std::max<uint32_t>(1, rec->numTranslations());
  if (n < need) {
    r->guardMisses.store(n, std::memory_order_relaxed);
    return true;
  }
  r->guardMisses.store(0, std::memory_order_relaxed);
  return false;
}

/// The one door into compiled code, for every kind of entry: runs the
/// translation chain of `sk` on the frame vm.fp (a frame of f, registers
/// synced), first translating if there is none yet and `hot` says it is
/// time, and again for new types when every entry guard of the chain fails,
/// up to hop.jit_max_translations. The caller has checked that the frame
/// may be entered here (eligibility depends on the kind).
RunAtResult runAt(JitRuntime* rt, VMState& vm, const Func* f, SrcKey sk, bool hot, OnThrow onThrow,
                  bool forCompiledCaller = false, ObjectData** handBack = nullptr) {
  TypedValue* const locals = vm.fp->locals();
  RunAtResult why = RunAtResult::NotNow;
  TCA entry = findOrTranslate(rt, f, sk, locals, hot, forCompiledCaller, &why);
  if (!entry) return why;
  while (true) {
    if (g_liveJitStatsOn) rt->stats.bump(rt->stats.entries);
    uint64_t r;
    Thrown thrown;
    {
      TransCall call(vm);
      r = reinterpret_cast<TransFn>(entry)(&vm, locals);
      if (r == kTransException) thrown.take(call);
    }
    if (r == kTransRetranslate) {
      // Every translation's entry guards failed; nothing ran. Translate for
      // the types now seen (the new one joins the chain), or interpret.
      rt->stats.bump(rt->stats.guardFailures);
      if (rt->stopped.load(std::memory_order_relaxed)) return RunAtResult::NotNow;
      const SrcRec* rec = rt->db.find(sk);
      const Translation* first = rec ? rec->first() : nullptr;
      const bool stale = first && first->stale.load(std::memory_order_relaxed);
      if (rec && rec->numTranslations() >= rt->maxTranslations && !stale) {
        rt->stats.bump(rt->stats.chainLimitHits);
        noteBailout(&rt->stats, rt->explain, *f, sk.offset(), Bailout::ChainLimit);
        return chainMissGivesUp(rt, f, sk) ? RunAtResult::Refused : RunAtResult::NotNow;
      }
      if (!stale && retranslateWaits(rt, rec)) return RunAtResult::NotNow;
      FuncLease lease(rt->leases, f->id);
      if (!lease) {
        rt->stats.bump(rt->stats.leasesRefused);
        return RunAtResult::NotNow;
      }
      switch (translateAndAdd(rt, f, sk, locals, forCompiledCaller)) {
        case AddResult::Refused: return RunAtResult::Refused;
        case AddResult::NotNow: return RunAtResult::NotNow;
        case AddResult::Added: break;
      }
      rt->stats.bump(rt->stats.retranslations);
      continue;   // from the top of the chain: the new translation's guards pass
    }
    return finishRun(rt, vm, f, locals, r, thrown, onThrow, handBack);
  }
}

/// Functions whose frames compiled code never enters, at any offset.
bool neverEntered(const Func* f) {
  return f->isBuiltin() || f->isGenerator() || f->usesVarEnv() || f->id == kInvalidFuncId;
}

// A loop-head translation pays when a run goes round the loop many times;
// one that mostly leaves inside the loop (its first guard fails at the
// head, or the hot path reaches a call or an InterpOne that leaves) is
// entered again on the next backward branch, paying an entry for a few
// compiled instructions. Per window of this many entries, more than half
// of them short runs: the head is left to the interpreter. (Function
// entries that mostly leave before their return are given up the same way.)
constexpr uint32_t kEntryWindow = 64;

/// Counts one entry (`isShort`: it left early) in a window of kEntryWindow
/// kept in `entries`/`shortRuns`; true when the window closes with more
/// than half of them short. The window restarts either way.
HOP_ALWAYS_INLINE bool closesShortWindow(std::atomic<uint32_t>& entries, std::atomic<uint32_t>& shortRuns, bool isShort) {
  const uint32_t n = entries.load(std::memory_order_relaxed) + 1;
  uint32_t s = shortRuns.load(std::memory_order_relaxed);
  if (isShort) shortRuns.store(++s, std::memory_order_relaxed);
  if (n < kEntryWindow) {
    entries.store(n, std::memory_order_relaxed);
    return false;
  }
  entries.store(0, std::memory_order_relaxed);
  shortRuns.store(0, std::memory_order_relaxed);
  return 2 * s > n;
}

/// An entry of sk whose chain, full (hop.jit_max_translations), had no
/// translation for the types it came with: nothing ran, and the entry paid
/// the whole chain's guards and the runtime's lookups (pgo's optimized
/// chains of a method called with many type mixes: twig's Token::test,
/// TokenStream::expect, ~10k such entries in 20 iterations). Counted as a
/// short run in sk's entry window (the function's, or the loop head's):
/// true when the window closes mostly short — the caller refuses the entry
/// (the interpreter, or compiled callers, stop asking; runAt's Refused).
bool chainMissGivesUp(JitRuntime* rt, const Func* f, SrcKey sk) {
  if (entryBit(f, sk.offset())) return closesShortWindow(f->jitEntries, f->jitEarlyExits, true);
  LoopHeads* heads = rt->loopHeads.get(*f);
  LoopHead* head = heads ? heads->find(sk.offset()) : nullptr;
  return head && closesShortWindow(head->entries, head->shortRuns, true);
}

/// Points vm at the frame whose locals start at `locals`, at `offset` with
/// `stackDepth` slots in use (callers that keep the registers themselves).
void syncRegs(VMState& vm, const Func* f, TypedValue* locals, uint32_t offset, uint32_t stackDepth) {
  vm.fp = reinterpret_cast<ActRec*>(locals) - 1;
  vm.pc = f->bc.data() + offset;
  vm.sp = locals + f->numLocals + stackDepth;
}

/// Where the interpreter resumes when compiled code runs a frame's return
/// (RetC writes the result over the ActRec, its caller link included: read
/// before compiled code runs).
struct ReturnSite {
  explicit ReturnSite(const ActRec* ar)
      : frame(ar), caller(ar->m_sfp), callOff(ar->m_callOff), toNative(ar->m_flags & ActRec::kReturnToNative) {}
  const ActRec* frame;
  ActRec* caller;
  uint32_t callOff;
  bool toNative;
  /// Back in the caller, an interpreter frame, after the call instruction,
  /// as the interpreter's RetC leaves it. A frame entered from C++ (a
  /// callback) leaves vm.pc null, as that RetC does: the C++ caller reads
  /// the result over the ActRec, and no interpreter loop runs the frame
  /// (runInterpreterEntered and the loop heads' entry return at once).
  void resume(VMState& vm) const {
    vm.fp = caller;
    vm.pc = toNative ? nullptr : caller->m_func->bc.data() + callOff;
    vm.sp = const_cast<TypedValue*>(reinterpret_cast<const TypedValue*>(frame)) + 1;
  }
};

/// Where vm says the interpreter resumes, the frame of `locals` or (when
/// compiled code returned from it) its caller.
void readExit(const VMState& vm, const Func* f, TypedValue* locals, EntryExit* exit) {
  ActRec* const frame = reinterpret_cast<ActRec*>(locals) - 1;
  exit->returned = vm.fp != frame;
  if (exit->returned) return;
  exit->offset = static_cast<uint32_t>(vm.pc - f->bc.data());
  exit->stackDepth = static_cast<uint32_t>(vm.sp - (locals + f->numLocals));
}

/// Who enters a function entry: the interpreter's call, a compiled
/// caller's, or C++ (a frame a builtin's callback entered). Each has its
/// own Func::jitNoTranslate bits; compiled and C++ callers run code made
/// for compiled callers (no interpreter loop around the call to save).
enum class Caller : uint8_t { Interp, Compiled, Native };

uint8_t callerBits(const Func* f, uint32_t entryOffset, Caller caller) {
  return caller == Caller::Native ? nativeEntryBits(f, entryOffset)
                                  : noTranslateBits(f, entryOffset, caller == Caller::Compiled);
}

/// runAt at a function entry, remembering entries that are refused (per
/// caller: callerBits).
RunAtResult runAtFuncEntry(VMState& vm, const Func* f, uint32_t entryOffset, OnThrow onThrow,
                           Caller caller = Caller::Interp, ObjectData** handBack = nullptr) {
  JitRuntime* rt = g_liveJit;
  const bool forCompiledCaller = caller != Caller::Interp;
  const uint8_t bit = callerBits(f, entryOffset, caller);
  if (!bit || (f->jitNoTranslate.load(std::memory_order_relaxed) & bit)) return RunAtResult::Refused;
  // (Deferred profiling skips a translation of f's other entry offset made
  // before, for the rest of the deferral: rare, and only slower.)
  if (profilingDeferred(rt, f)) return RunAtResult::NotNow;
  // A pseudo-main is entered before include binds its variables to the
  // includer's (unit-loader.cpp): compiled code must not run that early.
  // Its loops are entered at their heads instead (runAtLoopHead).
  if (neverEntered(f) || f->isPseudoMain()) {
    f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
    noteBailout(&rt->stats, rt->explain, *f, entryOffset,
                neverEntered(f) ? Bailout::NeverEntered : Bailout::PseudoMainEntry);
    return RunAtResult::Refused;
  }
  const bool hot = f->callCount.load(std::memory_order_relaxed) > rt->threshold;
  const SrcKey sk(f->id, entryOffset);
  const RunAtResult r = runAt(rt, vm, f, sk, hot, onThrow, forCompiledCaller, handBack);
  if (r == RunAtResult::Refused) f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
  if (r == RunAtResult::NotNow && g_liveJitStatsOn) rt->stats.bump(rt->stats.asksNotNow);
  if ((r == RunAtResult::Ran || r == RunAtResult::Returned) && caller != Caller::Compiled) {
    // Live or optimized code: the interpreter's (or C++'s) next entry runs
    // it at once (each asks its own bits first).
    const SrcRec* rec = rt->db.find(sk);
    const Translation* first = rec ? rec->first() : nullptr;
    if (first && first->kind != TransKind::Profile && !first->stale.load(std::memory_order_relaxed))
      rt->entryCache.set(f->id, entryOffset != 0, rec->topEntry());
  }
  return r;
}

/// The interpreter's (or C++'s: `caller`) entry at a function's entry, by
/// the cached address of its code when there is one (entry-cache.h), else
/// the full way.
HOP_ALWAYS_INLINE RunAtResult runAtInterpEntry(VMState& vm, const Func* f, uint32_t entryOffset, bool* cached,
                                                Caller caller, ObjectData** handBack) {
  JitRuntime* rt = g_liveJit;
  const bool checked = entryOffset != 0;
  if (TCA known = rt->entryCache.get(f->id, checked)) {
    if (g_liveJitStatsOn) rt->stats.bump(rt->stats.entries);
    TypedValue* const locals = vm.fp->locals();
    uint64_t r;
    Thrown thrown;
    {
      TransCall call(vm);
      r = reinterpret_cast<TransFn>(known)(&vm, locals);
      if (HOP_UNLIKELY(r == kTransException)) thrown.take(call);
    }
    if (HOP_LIKELY(r != kTransRetranslate)) {
      *cached = true;
      return finishRun(rt, vm, f, locals, r, thrown, OnThrow::UnwindIfFromNative, handBack);
    }
    // Its guards failed, or the chain was replaced: nothing ran.
    rt->entryCache.set(f->id, checked, nullptr);
  }
  *cached = false;
  return runAtFuncEntry(vm, f, entryOffset, OnThrow::UnwindIfFromNative, caller, handBack);
}

/// hop.jit=pgo: sk runs profiling code its optimization is to replace: its
/// early exits say nothing yet about the code that will run (the optimizer
/// decides with the profile), so they do not count against it.
bool stillProfiling(JitRuntime* rt, SrcKey sk) {
  if (!rt->pgo) return false;
  const SrcRec* rec = rt->db.find(sk);
  const Translation* first = rec ? rec->first() : nullptr;
  return first && first->kind == TransKind::Profile && !first->noOptimize.load(std::memory_order_relaxed);
}

/// An entry of the interpreter into f's compiled code returned
/// (`returned`) or left it early. Per window of kEntryWindow entries, when
/// more than half left early (a guard or an exit the region cannot avoid:
/// the interpreter then redoes the rest), the interpreter (or C++:
/// `caller`) stops entering (compiled callers still call it: no entry cost
/// there).
HOP_ALWAYS_INLINE void countEntry(const Func* f, uint32_t entryOffset, bool returned, bool cached, Caller caller) {
  if (!cached && stillProfiling(g_liveJit, SrcKey(f->id, entryOffset))) return;   // (cached code is not profiling)
  if (closesShortWindow(f->jitEntries, f->jitEarlyExits, !returned)) {
    const uint8_t bit = callerBits(f, entryOffset, caller);
    if (!(f->jitNoTranslate.fetch_or(bit | kGaveUp, std::memory_order_relaxed) & bit))
      noteBailout(&g_liveJit->stats, g_liveJit->explain, *f, entryOffset, Bailout::EarlyExits);
  }
}

} // namespace


namespace {

/// What runAtEntryFor does once runAtInterpEntry said `r`.
HOP_ALWAYS_INLINE bool afterEntry(VMState& vm, const Func* f, uint32_t entryOffset, Caller caller, RunAtResult r,
                                  bool cached, const ReturnSite& site) {
  switch (r) {
    case RunAtResult::Threw: return true;   // (as a throw: not counted)
    case RunAtResult::Ran:
      if (g_liveJitStatsOn && caller == Caller::Native) g_liveJit->stats.bump(g_liveJit->stats.nativeEntries);
      countEntry(f, entryOffset, false, cached, caller);
      return true;
    case RunAtResult::Returned:
      if (g_liveJitStatsOn && caller == Caller::Native) g_liveJit->stats.bump(g_liveJit->stats.nativeEntries);
      countEntry(f, entryOffset, true, cached, caller);
      site.resume(vm);
      return true;
    case RunAtResult::Refused:
    case RunAtResult::NotNow: return false;
  }
  return false;
}

bool runAtEntryFor(VMState& vm, const Func* f, uint32_t entryOffset, Caller caller, ObjectData** handBack = nullptr) {
  const ReturnSite site(vm.fp);
  bool cached = false;
  const RunAtResult r = runAtInterpEntry(vm, f, entryOffset, &cached, caller, handBack);
  return afterEntry(vm, f, entryOffset, caller, r, cached, site);
}

/// An entry (runAtEntry, runAtNativeEntry below) whose cached translation
/// did not return: `r` is its status (kTransRetranslate: nothing ran).
HOP_NOINLINE bool entryNotReturned(VMState& vm, const Func* f, TypedValue* locals, uint32_t entryOffset, Caller caller,
                                   uint64_t r, Thrown& thrown, const ReturnSite& site, ObjectData** handBack) {
  JitRuntime* rt = g_liveJit;
  RunAtResult res;
  bool cached = true;
  if (r == kTransRetranslate) {
    // Its guards failed, or the chain was replaced: nothing ran.
    rt->entryCache.set(f->id, entryOffset != 0, nullptr);
    cached = false;
    res = runAtFuncEntry(vm, f, entryOffset, OnThrow::UnwindIfFromNative, caller, handBack);
  } else {
    res = finishRun(rt, vm, f, locals, r, thrown, OnThrow::UnwindIfFromNative, handBack);
  }
  return afterEntry(vm, f, entryOffset, caller, res, cached, site);
}

/// What runCachedToReturn did.
enum class Cached : uint8_t { Returned, NotReturned, None };

/// The common case of an entry in line: the cached code (live or
/// optimized, never profiling) of f's entry runs the frame vm.fp's return.
/// NotReturned: it ran, *r says what it did; None: no code is cached.
HOP_ALWAYS_INLINE Cached runCachedToReturn(VMState& vm, const Func* f, TypedValue* locals, uint32_t entryOffset,
                                           Caller caller, const ReturnSite& site, uint64_t* r, Thrown& thrown) {
  JitRuntime* rt = g_liveJit;
  const TCA known = rt->entryCache.get(f->id, entryOffset != 0);
  if (HOP_UNLIKELY(known == nullptr)) return Cached::None;
  if (g_liveJitStatsOn) rt->stats.bump(rt->stats.entries);
  {
    TransCall call(vm);
    *r = reinterpret_cast<TransFn>(known)(&vm, locals);
    if (HOP_UNLIKELY(*r == kTransException)) thrown.take(call);
  }
  if (HOP_UNLIKELY(*r != kTransReturned)) return Cached::NotReturned;
  if (g_liveJitStatsOn && caller == Caller::Native) rt->stats.bump(rt->stats.nativeEntries);
  countEntry(f, entryOffset, true, true, caller);
  site.resume(vm);
  return Cached::Returned;
}

} // namespace

bool runAtEntry(VMState& vm, const Func* f, uint32_t entryOffset) {
  return runAtEntryFor(vm, f, entryOffset, Caller::Interp);
}

bool runAtNativeEntry(VMState& vm, const Func* f, uint32_t entryOffset) {
  const ReturnSite site(vm.fp);
  TypedValue* const locals = vm.fp->locals();
  uint64_t r;
  Thrown thrown;
  switch (runCachedToReturn(vm, f, locals, entryOffset, Caller::Native, site, &r, thrown)) {
    case Cached::Returned: return true;
    case Cached::NotReturned: return entryNotReturned(vm, f, locals, entryOffset, Caller::Native, r, thrown, site, nullptr);
    case Cached::None: break;
  }
  return runAtEntryFor(vm, f, entryOffset, Caller::Native);
}

bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit) {
  exit->returned = false;
  exit->thrown = nullptr;
  VMState& vm = ctx().vm;
  syncRegs(vm, f, locals, entryOffset, 0);
  const ReturnSite site(vm.fp);
  uint64_t r;
  Thrown thrown;
  bool ran;
  switch (runCachedToReturn(vm, f, locals, entryOffset, Caller::Interp, site, &r, thrown)) {
    case Cached::Returned: exit->returned = true; return true;
    case Cached::NotReturned:
      ran = entryNotReturned(vm, f, locals, entryOffset, Caller::Interp, r, thrown, site, &exit->thrown);
      break;
    case Cached::None: ran = runAtEntryFor(vm, f, entryOffset, Caller::Interp, &exit->thrown); break;
  }
  if (!ran) return false;
  if (HOP_LIKELY(exit->thrown == nullptr)) readExit(vm, f, locals, exit);
  return true;
}

namespace {

/// Refuses a loop head for good; when it was f's last, the interpreter
/// stops asking at f's backward branches.
void refuseHead(const Func* f, const LoopHeads& heads, LoopHead* head) {
  head->refused.store(true, std::memory_order_relaxed);
  if (heads.allRefused()) f->jitNoTranslate.fetch_or(kNoLoopHeads, std::memory_order_relaxed);
}

} // namespace

namespace {

/// pgo: whether a run of sk's optimized code left at `exit`, an exit at a
/// block its profile never saw run (Translation::coldExits) that has not
/// turned hot since. The loop went round until something rare happened
/// (strings.php's buffer flush, once per ~3,000 rounds): not a short run,
/// though it left inside the loop. Counted as short, such exits gave the
/// head up after 64 entries (strings 2500000: 10.5% compiled, the rest
/// interpreted). A cold exit taken often enough asks for optimizing again
/// (kTransReoptimizeBit); once hot, or past the reoptimizations, it is a
/// short run as any other.
bool leftAtColdExit(JitRuntime* rt, const Func* f, SrcKey sk, uint32_t exit) {
  if (!rt->pgo) return false;
  const SrcRec* rec = rt->db.find(sk);
  for (const Translation* t = rec ? rec->first() : nullptr; t; t = t->next.load(std::memory_order_acquire)) {
    if (!std::binary_search(t->coldExits.begin(), t->coldExits.end(), exit)) continue;
    const FuncProfile* prof = rt->profData.find(f->id);
    return prof && prof->blockCount(exit) < int64_t(rt->pgoThreshold);
  }
  return false;
}

} // namespace

LoopHeadResult runAtLoopHead(const Func* f, TypedValue* locals, uint32_t offset, uint32_t stackDepth,
                             EntryExit* exit) {
  exit->returned = false;
  exit->thrown = nullptr;
  JitRuntime* rt = g_liveJit;
  // A function's first hop.jit_threshold backward branches are counted
  // for the function as a whole, before its loop heads are looked for: a
  // function whose loops run a few rounds (twig's templates, compiled
  // again each time they are loaded) is never scanned (LoopHeads::scan
  // reads its whole bytecode), and a backward branch costs one counter.
  // The head taken when the count is reached is credited with all of them
  // (exact for a function with one loop: it turns hot when it did before).
  const uint32_t before = f->jitBackBranches.load(std::memory_order_relaxed);
  const bool firstPast = before < rt->threshold;
  if (firstPast) {
    f->jitBackBranches.store(before + 1, std::memory_order_relaxed);   // (racy: an estimate, as the calls)
    if (before + 1 < rt->threshold) return LoopHeadResult::NotNow;
  }
  LoopHeads* heads = rt->loopHeads.get(*f);
  LoopHead* head = heads ? heads->find(offset) : nullptr;
  if (!head) return LoopHeadResult::Never;
  if (firstPast) {
    // The branches counted in line since a head asked too early (below)
    // are credited to this one, as the first threshold's worth are.
    const uint32_t batched = heads->batched.exchange(0, std::memory_order_relaxed);
    if (batched > 1) head->hits.fetch_add(batched - 1, std::memory_order_relaxed);
    else if (head->hits.load(std::memory_order_relaxed) < rt->threshold)
      head->hits.store(rt->threshold, std::memory_order_relaxed);
  }
  if (head->refused.load(std::memory_order_relaxed)) return LoopHeadResult::Never;
  // The translator starts a region with an empty evaluation stack. A
  // pseudo-main is fine here: its variables are bound by now, and compiled
  // code reads locals only through type guards (a variable bound by
  // reference to an includer's fails them and goes back to the interpreter).
  if (stackDepth != 0 || neverEntered(f)) {
    noteBailout(&rt->stats, rt->explain, *f, offset, stackDepth != 0 ? Bailout::LoopHeadStack : Bailout::NeverEntered);
    refuseHead(f, *heads, head);
    return LoopHeadResult::Never;
  }
  bool hot = true;
  const uint32_t hits = head->hits.load(std::memory_order_relaxed);
  const uint32_t hotAt = loopHeadHotAt(rt, f, *head, heads->gaveUp.load(std::memory_order_relaxed));
  if (hits <= hotAt)
    hot = head->hits.fetch_add(1, std::memory_order_relaxed) + 1 > hotAt;
  else if (rt->pgo && hits < loopHeadOutgrowsAt(rt))   // (racy: an estimate, as the calls)
    head->hits.store(hits + 1, std::memory_order_relaxed);
  VMState& vm = ctx().vm;
  syncRegs(vm, f, locals, offset, stackDepth);
  const ReturnSite site(vm.fp);
  const SrcKey sk(f->id, offset);
  RunAtResult r = RunAtResult::NotNow;
  bool cached = false;
  if (TCA known = head->cachedEntry.load(std::memory_order_relaxed)) {
    // Live or optimized code ran here before: no SrcDB lookup (as function
    // entries, entry-cache.h).
    if (g_liveJitStatsOn) rt->stats.bump(rt->stats.entries);
    uint64_t res;
    Thrown thrown;
    {
      TransCall call(vm);
      res = reinterpret_cast<TransFn>(known)(&vm, locals);
      if (HOP_UNLIKELY(res == kTransException)) thrown.take(call);
    }
    if (HOP_LIKELY(res != kTransRetranslate)) {
      cached = true;
      r = finishRun(rt, vm, f, locals, res, thrown, OnThrow::Rethrow, &exit->thrown);
    } else {
      head->cachedEntry.store(nullptr, std::memory_order_relaxed);   // guards failed, or the chain was replaced
    }
  }
  if (!cached) r = runAt(rt, vm, f, sk, hot, OnThrow::Rethrow, false, &exit->thrown);
  switch (r) {
    case RunAtResult::Threw: return LoopHeadResult::Ran;   // exit->thrown: the loop unwinds it
    case RunAtResult::Ran:
    case RunAtResult::Returned:
      if (r == RunAtResult::Returned) site.resume(vm);
      if (!heads->entered.load(std::memory_order_relaxed)) heads->entered.store(true, std::memory_order_relaxed);
      readExit(vm, f, locals, exit);
      if (g_liveJitStatsOn) rt->stats.bump(rt->stats.loopEntries);
      if (!cached) {
        // Live or optimized code (never profiling: the runtime decides on
        // each entry when to optimize it) is entered directly next time.
        const SrcRec* rec = rt->db.find(sk);
        const Translation* first = rec ? rec->first() : nullptr;
        if (first && first->kind != TransKind::Profile && !first->stale.load(std::memory_order_relaxed))
          head->cachedEntry.store(rec->topEntry(), std::memory_order_relaxed);
      }
      if ((cached || !stillProfiling(rt, sk)) &&
          closesShortWindow(head->entries, head->shortRuns,
                            !exit->returned && exit->offset >= offset && exit->offset <= head->end &&
                                !leftAtColdExit(rt, f, sk, exit->offset))) {
        noteBailout(&rt->stats, rt->explain, *f, offset, Bailout::EarlyExits);
        heads->gaveUp.store(true, std::memory_order_relaxed);
        refuseHead(f, *heads, head);
      }
      return LoopHeadResult::Ran;
    case RunAtResult::Refused:
      refuseHead(f, *heads, head);
      return LoopHeadResult::Never;
    case RunAtResult::NotNow:
      if (!hot && rt->threshold > 1 && !heads->entered.load(std::memory_order_relaxed)) {
        // Not hot yet, and nothing ran: the function's next backward
        // branches are counted in line again, up to the rounds the head
        // still needs (at most a threshold's worth), instead of asking on
        // each (a loop head's wait is up to kLoopRoundsPerCost × its cost
        // per round: thousands of rounds in a long function). Not once
        // compiled code ran at one of f's heads: its branches must ask.
        const uint32_t now = head->hits.load(std::memory_order_relaxed);
        const uint32_t k = std::min<uint32_t>(hotAt >= now ? hotAt - now + 1 : 1, rt->threshold - 1);
        if (k > 1) {
          heads->batched.store(k, std::memory_order_relaxed);
          f->jitBackBranches.store(rt->threshold - k, std::memory_order_relaxed);
        }
      }
      return LoopHeadResult::NotNow;
  }
  return LoopHeadResult::NotNow;
}

// --- Compiled PHP calls (call-helpers.h) --------------------------------------------

TCA calleeEntry(const Func* f, uint32_t entryOffset, const TypedValue* locals) {
  JitRuntime* rt = g_liveJit;
  const uint8_t bit = noTranslateBits(f, entryOffset, true);
  if (!bit || (f->jitNoTranslate.load(std::memory_order_relaxed) & bit) || neverEntered(f)) return nullptr;
  const bool hot = f->callCount.load(std::memory_order_relaxed) > rt->threshold;
  RunAtResult why = RunAtResult::NotNow;
  TCA entry = findOrTranslate(rt, f, SrcKey(f->id, entryOffset), locals, hot, true, &why);
  if (!entry && why == RunAtResult::Refused) f->jitNoTranslate.fetch_or(bit, std::memory_order_relaxed);
  return entry;
}

void bindCallSite(uint8_t* call, TCA entry) {
  JitRuntime* rt = g_liveJit;
  SrcDB::WriteGuard guard(rt->db);   // serializes smashes
  if (smashableJmpTarget(call) == entry) return;
  if (smashJmp(call, entry)) rt->stats.bump(rt->stats.callsBound);
}

CalleeRun rerunCallee(VMState& vm, const Func* f, uint32_t entryOffset) {
  switch (runAtFuncEntry(vm, f, entryOffset, OnThrow::Rethrow, Caller::Compiled)) {
    case RunAtResult::Ran: return CalleeRun::Ran;
    case RunAtResult::Returned: return CalleeRun::Returned;
    case RunAtResult::Threw:   // (no handBack here: thrown)
    case RunAtResult::Refused:
    case RunAtResult::NotNow: return CalleeRun::NotRun;
  }
  return CalleeRun::NotRun;
}

void noteReoptimize(const Func* f) {
  if (g_liveJit && g_liveJit->pgo) requestReoptimize(g_liveJit, f);
}

void countFinishedCall() {
  if (g_liveJitStatsOn) g_liveJit->stats.bump(g_liveJit->stats.callsFinished);
}

} // namespace hop::jit
