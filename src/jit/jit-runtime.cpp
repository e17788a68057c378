// jit-runtime.cpp — process-wide live JIT: translate on entry, run, report.
#include "jit/jit-runtime.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "jit/func-lease.h"
#include "jit/jit-stats.h"
#include "jit/interp-one.h"
#include "jit/trans-abi.h"
#include "jit/translator.h"
#include "jit/srcdb.h"
#include "jit/tc.h"
#include "bytecode/ops.h"
#include "jit/smash.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/errors.h"
#include "runtime/base/ini.h"
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
  uint32_t threshold = 1;
  uint32_t maxTranslations = 12;
  std::atomic<bool> stopped{false};   // the TC filled up: translate no more
  bool dumpIR = false;                 // hop.dump_ir
  bool dumpVasm = false;               // hop.dump_vasm
  bool countBytecodes = false;         // hop.jit_stats: compiled code counts bcCompiled
  /// The anchor of every SrcRec: returns kTransRetranslate to the runtime.
  TCA retranslateStub = nullptr;
  JitStats stats;
};

JitRuntime* g_liveJit = nullptr;
bool g_liveJitStatsOn = false;

JitStats& liveJitStats() { return g_liveJit->stats; }

namespace {

void printStats() {
  JitRuntime* rt = g_liveJit;
  std::fprintf(stderr, "hop.jit_stats:%s\n%s", rt->stopped.load() ? " (TC full: translation stopped)" : "",
               rt->stats.report().c_str());
  std::fputs(rt->tc->usageSummary().c_str(), stderr);
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
  rt->dumpIR = ini.getBool("hop.dump_ir");
  rt->dumpVasm = ini.getBool("hop.dump_vasm");
  rt->countBytecodes = ini.getBool("hop.jit_stats");
  g_liveJitStatsOn = rt->countBytecodes;
  // The retranslate stub: entry guards fail before any frame exists, so
  // it just returns the status.
  {
    asmjit::CodeHolder code;
    code.init(asmjit::Environment::host());
    asmjit::x86::Assembler a(&code);
    a.mov(asmjit::x86::rax, asmjit::imm(kTransRetranslate));
    a.ret();
    code.flatten();
    const size_t size = code.codeSize();
    rt->retranslateStub = rt->tc->allocate(Area::Frozen, size, 16);
    if (!rt->retranslateStub) {
      std::fprintf(stderr, "hop: the translation cache has no frozen area; interpreting\n");
      return;
    }
    code.relocateToBase(reinterpret_cast<uint64_t>(rt->retranslateStub));
    code.copyFlattenedData(rt->retranslateStub, size, asmjit::CopySectionFlags::kPadSectionBuffer);
  }
  g_liveJit = rt;
  if (ini.getBool("hop.jit_stats")) std::atexit(printStats);
}

namespace {

/// Translates f at sk for the types its locals have now and appends the
/// translation to sk's chain. False when nothing was added.
bool translateAndAdd(JitRuntime* rt, const Func* f, SrcKey sk, const TypedValue* locals) {
  TransContext ctx;
  ctx.sk = sk;
  ctx.func = f;
  ctx.liveLocals = locals;
  ctx.dumpIR = rt->dumpIR;
  ctx.dumpVasm = rt->dumpVasm;
  if (rt->countBytecodes) ctx.bcCompiled = &rt->stats.bcCompiled;
  std::unique_ptr<Translation> t;
  switch (translateLive(ctx, *rt->tc, &t)) {
    case TranslateResult::Unsupported:
      rt->stats.bump(rt->stats.transUnsupported);
      f->jitNoTranslate.fetch_or(entryBit(f, sk.offset()), std::memory_order_relaxed);
      return false;
    case TranslateResult::TCFull:
      rt->stopped.store(true, std::memory_order_relaxed);
      return false;
    case TranslateResult::Done: break;
  }
  SrcDB::WriteGuard guard(rt->db);
  SrcRec* rec = rt->db.findOrCreate(guard, sk);
  if (!rec->anchor()) rt->db.setAnchor(guard, rec, rt->retranslateStub);
  if (rt->db.addTranslation(guard, std::move(t), rt->maxTranslations) != SrcDB::AddResult::Added) {
    rt->stats.bump(rt->stats.chainLimitHits);
    return false;
  }
  rt->stats.bump(rt->stats.transLive);
  return true;
}

} // namespace

bool runAtEntry(VMState& vm, const Func* f, uint32_t entryOffset) {
  JitRuntime* rt = g_liveJit;
  const uint8_t bit = entryBit(f, entryOffset);
  if (!bit || (f->jitNoTranslate.load(std::memory_order_relaxed) & bit)) return false;
  const SrcKey sk(f->id, entryOffset);
  TypedValue* const locals = vm.fp->locals();
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
      if (!translateAndAdd(rt, f, sk, locals)) return false;
      entry = rt->db.lookupEntry(sk);
      if (!entry) return false;
    }
  }
  while (true) {
    if (g_liveJitStatsOn) rt->stats.bump(rt->stats.entries);
    uint64_t r;
    std::exception_ptr thrown;
    {
      TransCall call(vm);
      r = reinterpret_cast<TransFn>(entry)(&vm, locals);
      if (r == kTransException) thrown = std::move(call.parked);
    }
    if (r == kTransRetranslate) {
      // Every translation's entry guards failed; nothing ran. Translate for
      // the types now seen (the new one joins the chain), or interpret.
      rt->stats.bump(rt->stats.guardFailures);
      if (rt->stopped.load(std::memory_order_relaxed)) return false;
      const SrcRec* rec = rt->db.find(sk);
      if (rec && rec->numTranslations() >= rt->maxTranslations) {
        rt->stats.bump(rt->stats.chainLimitHits);
        return false;
      }
      FuncLease lease(rt->leases, f->id);
      if (!lease) return false;
      if (!translateAndAdd(rt, f, sk, locals)) return false;
      rt->stats.bump(rt->stats.retranslations);
      continue;   // from the top of the chain: the new translation's guards pass
    }
    if (r == kTransException) {
      // vm's registers describe the throwing instruction (interp-one.h).
      // A frame entered from C++ (a callback) is run by an interpreter loop
      // that starts only after this returns: its handlers are looked for
      // here, as that loop would (a caught exception resumes at the handler).
      if (!(vm.fp->m_flags & ActRec::kReturnToNative)) std::rethrow_exception(thrown);
      try {
        std::rethrow_exception(thrown);
      } catch (PhpException& e) {
        if (unwindToHandler(vm, e.obj)) return true;
        throw;
      }
    }
    if (r == kTransResumeVM) return true;   // vm.pc / vm.sp set by the interp-one
    const uint32_t off = static_cast<uint32_t>(r), depth = static_cast<uint32_t>(r >> 32);
    const Op op = static_cast<Op>(f->bc[off]);
    if (g_liveJitStatsOn && op != Op::RetC && op != Op::RetV) rt->stats.bump(rt->stats.sideExits);
    vm.pc = f->bc.data() + off;
    vm.sp = locals + f->numLocals + depth;
    return true;
  }
}

bool runAtEntry(const Func* f, TypedValue* locals, uint32_t entryOffset, EntryExit* exit) {
  VMState& vm = ctx().vm;
  ActRec* const ar = reinterpret_cast<ActRec*>(locals) - 1;
  vm.fp = ar;
  vm.pc = f->bc.data() + entryOffset;
  vm.sp = locals + f->numLocals;
  if (!runAtEntry(vm, f, entryOffset)) return false;
  HOP_ALWAYS_ASSERT(vm.fp == ar);
  exit->offset = static_cast<uint32_t>(vm.pc - f->bc.data());
  exit->stackDepth = static_cast<uint32_t>(vm.sp - (locals + f->numLocals));
  return true;
}

} // namespace hop::jit
