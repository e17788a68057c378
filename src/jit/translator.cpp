// translator.cpp — the pipeline driver (see translator.h).
#include "jit/translator.h"

#include <cstdio>
#include <string>

#include "jit/ir/irgen.h"
#include "jit/ir/passes.h"
#include "jit/ir/profitability.h"
#include "jit/vasm/emit.h"
#include "jit/vasm/lower.h"
#include "jit/vasm/regalloc.h"

namespace hop::jit {

namespace {

void dump(const char* what, const char* stage, const TransContext& ctx, const std::string& body) {
  std::fprintf(stderr, "=== %s %s: %s@%u ===\n%s", what, stage, ctx.func->fullName().c_str(), ctx.sk.offset(),
               body.c_str());
}

} // namespace

TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out) {
  const Func& f = *ctx.func;
  if (ctx.sk.offset() >= f.bc.size()) return TranslateResult::Unsupported;

  // Specialize on the kinds of value the IR keeps in registers; the others
  // stay unknown (guarded where read).
  IRGenContext ic;
  ic.func = &f;
  ic.entryOff = ctx.sk.offset();
  ic.countBytecodes = ctx.bcCompiled != nullptr;
  ic.liveLocals = ctx.liveLocals;
  if (ctx.callStub) ic.caches = ctx.caches;
  std::vector<EntryGuard> guards;
  if (ctx.liveLocals) {
    ic.entryLocals.assign(f.numLocals, Type::Gen());
    for (uint32_t l = 0; l < f.numLocals; ++l) {
      const DataType dt = ctx.liveLocals[l].m_type;
      if (isRefcounted(dt)) continue;
      ic.entryLocals[l] = Type::fromDataType(dt);
      guards.push_back({l, dt});
    }
  }

  IRUnit unit;
  if (!irgen(ic, unit)) return TranslateResult::Unsupported;
  if (ctx.dumpIR) dump("IR", "after irgen", ctx, unit.toString());
  leaveBeforeTrailingInterpOnes(unit);
  if (ctx.dumpIR) dump("IR", "after leaveBeforeTrailingInterpOnes", ctx, unit.toString());
  // Counted on the region as irgen shaped it (before forwarding drops the
  // loads it makes free): does entering it pay?
  const Profitability prof = checkProfitability(unit);
  if (ctx.dumpIR)
    std::fprintf(stderr, "=== profitability: %s@%u: %s%s ===\n", f.fullName().c_str(), ctx.sk.offset(), prof.reason.c_str(),
                 ctx.checkProfitability ? "" : " (not enforced: hop.jit_profitability=0)");
  if (!prof.pays && ctx.checkProfitability) return TranslateResult::Unsupported;
  const bool compiledCallersOnly = prof.onlyFromCompiledCode && ctx.checkProfitability;
  if (compiledCallersOnly && !ctx.forCompiledCaller) return TranslateResult::Unsupported;
  forwardLoadsStores(unit);
  if (ctx.dumpIR) dump("IR", "after forwardLoadsStores", ctx, unit.toString());
  eliminateDeadCode(unit);
  if (ctx.dumpIR) dump("IR", "after eliminateDeadCode", ctx, unit.toString());

  LowerContext lc;
  lc.numLocals = f.numLocals;
  lc.bcCompiledCounter = ctx.bcCompiled;
  Vunit vunit;
  lowerToVasm(lc, unit, vunit);
  if (ctx.dumpVasm) dump("vasm", "after lowering", ctx, vunit.toString());
  allocateRegisters(vunit);
  if (ctx.dumpVasm) dump("vasm", "after register allocation", ctx, vunit.toString());

  EmitResult er;
  switch (emitVunit(vunit, guards, ctx.callStub, tc, &er)) {
    case EmitStatus::TCFull: return TranslateResult::TCFull;
    case EmitStatus::Failed: return TranslateResult::Unsupported;
    case EmitStatus::Ok: break;
  }
  auto t = std::make_unique<Translation>();
  t->sk = ctx.sk;
  t->kind = TransKind::Live;
  t->entry = er.entry;
  t->ranges = er.ranges;
  t->fallbackJmp = er.fallbackJmp;
  *out = std::move(t);
  return compiledCallersOnly ? TranslateResult::DoneForCompiledCallers : TranslateResult::Done;
}

} // namespace hop::jit
