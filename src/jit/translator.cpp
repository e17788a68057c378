// translator.cpp — the pipeline driver (see translator.h).
#include "jit/translator.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "bytecode/op-info.h"
#include "jit/ir/ir-verify.h"
#include "jit/ir/irgen.h"
#include "jit/ir/passes.h"
#include "jit/ir/profitability.h"
#include "jit/vasm/emit.h"
#include "jit/vasm/lower.h"
#include "jit/vasm/regalloc.h"
#include "jit/vasm/vasm-check.h"

namespace hop::jit {

namespace {

std::string label(const TransContext& ctx) { return ctx.func->fullName() + "@" + std::to_string(ctx.sk.offset()); }

void dump(const char* what, const char* stage, const TransContext& ctx, const std::string& body) {
  std::fprintf(stderr, "=== %s %s: %s ===\n%s", what, stage, label(ctx).c_str(), body.c_str());
}

/// The vasm checker (vasm-check.h), when verifying: a failure is a JIT bug.
void checkVasm(const TransContext& ctx, const Vunit& v, const char* stage, bool allocated) {
  if (!ctx.verify) return;
  std::string errors;
  if (checkVunit(v, allocated, &errors)) return;
  std::fprintf(stderr, "=== vasm check failed after %s: %s ===\n%s--- the vasm:\n%s", stage, label(ctx).c_str(),
               errors.c_str(), v.toString().c_str());
  std::abort();
}

std::string opAt(const Func& f, uint32_t off) {
  return off < f.bc.size() ? opName(static_cast<Op>(f.bc[off])) : "?";
}

/// What a compiled region leaves to the interpreter (bailout.h's InterpOne
/// and EndsRegion): counted, and with hop.jit_explain one line.
void explainCompiled(const TransContext& ctx, const IRUnit& unit, bool onlyCompiledCallers) {
  const Func& f = *ctx.func;
  std::map<std::string, std::string> interp;   // op -> "bc12 bc40"
  uint32_t interpOnes = 0, ends = 0;
  std::string endsAt;
  auto visit = [&](const Block* b) {
    for (const Instr* in : b->instrs) {
      // (A cold block's InterpOne is the fallback of an op compiled in the
      // main path: foreach over an object.)
      if (opHas(in->op, irflag::Interp) && b->area != Area::Cold) {
        ++interpOnes;
        if (!ctx.explain) continue;
        std::string& at = interp[opAt(f, in->extra.off)];
        at += (at.empty() ? "bc" : " bc") + std::to_string(in->extra.off);
      } else if (in->is(Opcode::ReqInterp) && b->area != Area::Frozen && in->extra.off < f.bc.size() &&
                 !canInterpOne(static_cast<Op>(f.bc[in->extra.off]))) {
        ++ends;
        if (!ctx.explain) continue;
        endsAt += (endsAt.empty() ? "" : ", ") + opAt(f, in->extra.off) + " at bc" + std::to_string(in->extra.off);
      }
    }
  };
  // (The counts alone, every translation's, need no strings.)
  for (const Block* b : unit.rpo()) visit(b);
  if (ctx.stats) {
    ctx.stats->bump(ctx.stats->bailouts[static_cast<size_t>(Bailout::InterpOne)], interpOnes);
    ctx.stats->bump(ctx.stats->bailouts[static_cast<size_t>(Bailout::EndsRegion)], ends);
  }
  if (!ctx.explain) return;
  std::string line = "hop.jit_explain: " + label(ctx) + ": compiled";
  if (onlyCompiledCallers) line += " (for compiled callers only: " + std::string(bailoutMessage(Bailout::OnlyCompiledCallers)) + ")";
  if (interpOnes) {
    line += "; " + std::to_string(interpOnes) + " InterpOne" + (interpOnes > 1 ? "s" : "") + ":";
    for (auto& [op, at] : interp) line += " " + op + " (" + at + ")";
  }
  if (ends) line += "; the region ends before " + endsAt;
  std::fprintf(stderr, "%s\n", line.c_str());
}

/// "; InterpOnes: Op (bcN) ..." for a refused region's explanation.
std::string interpOnesOf(const Func& f, const IRUnit& unit) {
  std::map<std::string, std::string> interp;
  for (Block* b : unit.rpo()) {
    for (const Instr* in : b->instrs) {
      if (!opHas(in->op, irflag::Interp) || b->area == Area::Cold) continue;
      std::string& at = interp[opAt(f, in->extra.off)];
      at += (at.empty() ? "bc" : " bc") + std::to_string(in->extra.off);
    }
  }
  std::string s;
  for (auto& [op, at] : interp) s += (s.empty() ? "; InterpOnes: " : " ") + op + " (" + at + ")";
  return s;
}

/// A refusal: counted, explained, and the result the caller gets.
TranslateResult refuse(const TransContext& ctx, Bailout b, Bailout* why, const std::string& detail = "",
                       TranslateResult r = TranslateResult::Unsupported) {
  noteBailout(ctx.stats, ctx.explain, *ctx.func, ctx.sk.offset(), b, detail);
  if (why) *why = b;
  return r;
}

/// Optimized code layout: main blocks the profile saw run rarely (under
/// 1/1000 of the function's hottest block) go to cold. The entry block
/// stays (the prologue falls into it).
void layoutFromProfile(IRUnit& unit, const FuncProfile& prof) {
  const uint64_t hottest = prof.maxBlockCount();
  if (hottest < 1000) return;
  Block* entry = unit.entry();
  for (Block* b : unit.rpo()) {
    if (b == entry || b->area != Area::Main) continue;
    const int64_t n = prof.blockCount(b->bcOff);
    if (n >= 0 && static_cast<uint64_t>(n) * 1000 < hottest) b->area = Area::Cold;
  }
}

} // namespace

void noteBailout(JitStats* stats, bool explain, const Func& f, uint32_t offset, Bailout b, const std::string& detail) {
  if (stats) stats->bump(stats->bailouts[static_cast<size_t>(b)]);
  if (!explain) return;
  std::fprintf(stderr, "hop.jit_explain: %s@%u: not compiled: %s (%s)%s%s\n", f.fullName().c_str(), offset,
               bailoutName(b), bailoutMessage(b), detail.empty() ? "" : ": ", detail.c_str());
}

namespace {

/// Whether local l is a parameter typed `?C` (a class, or null).
bool nullableClassParam(const Func& f, uint32_t l) {
  if (l >= f.params.size()) return false;
  const TypeConstraint& tc = f.params[l].type;
  return tc.classNames.size() == 1 && tc.allowsNull() && !(tc.mask & ~TypeConstraint::kNull);
}

} // namespace

TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out,
                              Bailout* why) {
  const Func& f = *ctx.func;
  if (ctx.sk.offset() >= f.bc.size()) return refuse(ctx, Bailout::EntryOutOfRange, why);

  // Specialize on the kinds of value the IR keeps in registers; the others
  // stay unknown (guarded where read).
  IRGenContext ic;
  ic.mode = ctx.kind == TransKind::Profile    ? IRGenMode::Profile
            : ctx.kind == TransKind::Optimize ? IRGenMode::Optimize
                                              : IRGenMode::Live;
  ic.profile = ctx.kind == TransKind::Optimize ? ctx.profile : nullptr;
  ic.func = &f;
  ic.entryOff = ctx.sk.offset();
  ic.countBytecodes = ctx.bcCompiled != nullptr;
  ic.liveLocals = ctx.liveLocals;
  if (ctx.callStub) ic.caches = ctx.caches;
  ic.sharedCode = ctx.sharedCode;
  ic.oneRequest = ctx.oneRequest;
  std::vector<EntryGuard> guards;
  if (ctx.liveLocals) {
    ic.entryLocals.assign(f.numLocals, Type::Gen());
    for (uint32_t l = 0; l < f.numLocals; ++l) {
      const DataType dt = ctx.liveLocals[l].m_type;
      if (isRefcounted(dt)) continue;
      // pgo: a `?C` parameter null now is not guarded (VerifyParamType takes
      // an object or null, irgen's genVerifyParamClass).
      if (dt == DataType::Null && ic.mode != IRGenMode::Live && nullableClassParam(f, l)) continue;
      ic.entryLocals[l] = Type::fromDataType(dt);
      guards.push_back({l, dt});
    }
  }

  // A region the static rules would refuse as a short straight line
  // whatever irgen made of it (irgen.h: every path from the entry leaves
  // after a few bytecodes, none returns — the most of the live gear's
  // refusals, and of pgo's put-off profiling code: a call left to the
  // interpreter ends the region early) is refused before irgen, as the
  // check after it would: such a region is also `hopeless` (no path can
  // pay), so pgo's profiling code of a function entry waits longer. Not
  // profiling code made whatever the rules say (profileLoopFree), nor
  // optimized code (its profile weighs the rules). When verifying (the
  // test suites), irgen and the check run anyway, and a region they do not
  // refuse so is a JIT bug.
  const bool funcEntry = ctx.sk.offset() == 0 || ctx.sk.offset() == f.checkedEntry;
  const bool profileMadeAnyway = ctx.kind == TransKind::Profile && ctx.profileDecides && ctx.profileLoopFree;
  int shortBound = 0;
  const bool shortBefore = ctx.checkProfitability && ctx.kind != TransKind::Optimize && !profileMadeAnyway &&
                           certainlyShortBeforeIrgen(ic, kMinStraightLine, &shortBound);
  auto refuseShortBefore = [&] {
    if (ctx.kind == TransKind::Profile && ctx.profileDecides) {
      if (funcEntry && why) *why = Bailout::ShortStraightLine;   // (hopeless: translateAndAdd's longer wait)
      return TranslateResult::NotYet;
    }
    std::string detail;
    if (ctx.explain || ctx.dumpIR) {
      detail = "refused before irgen: no loop, and a path from the entry leaves after at most " +
               std::to_string(shortBound) + " compiled bytecodes (needs " + std::to_string(kMinStraightLine) + ")";
      if (ctx.dumpIR) std::fprintf(stderr, "=== profitability: %s: %s ===\n", label(ctx).c_str(), detail.c_str());
    }
    return refuse(ctx, Bailout::ShortStraightLine, why, detail);
  };
  if (shortBefore && !ctx.verify) return refuseShortBefore();

  // The pipeline. The runner verifies after irgen and each pass and dumps
  // by stage name; the profitability check sits between the passes that
  // shape the region and those that optimize it.
  IRUnit unit;
  Bailout irgenWhy = Bailout::None;
  ic.outerLoops = ic.mode == IRGenMode::Optimize;
  if (!irgen(ic, unit, &irgenWhy)) return shortBefore ? refuseShortBefore() : refuse(ctx, irgenWhy, why);
  unit.localsAreGlobals = f.isPseudoMain();
  PassRunnerOptions po;
  po.verify = ctx.verify;
  po.dumpAll = ctx.dumpIR;
  po.dumpAfter = ctx.dumpAfter;
  po.label = label(ctx);
  PassRunner passes(std::move(po));
  passes.start(unit);
  passes.run(unit, {Pass::leaveBeforeTrailingInterpOnes});
  // Counted on the region as irgen shaped it (before forwarding drops the
  // loads it makes free): does entering it pay?
  // Optimized code is judged by what its profile saw run (block counts);
  // profiling code by the static rules, but made even when they refuse it:
  // its profile (and the inline caches warmed meanwhile) decides.
  BlockWeight weight;
  if (ctx.kind == TransKind::Optimize && ctx.profile) {
    const FuncProfile* fp = ctx.profile;
    weight = [fp](uint32_t off) { return fp->blockCount(off); };
  }
  Profitability prof = checkProfitability(unit, weight);
  if (shortBefore) {
    if (prof.pays || prof.why != Bailout::ShortStraightLine || !prof.hopeless || prof.hasLoop) {
      std::fprintf(stderr, "=== the check before irgen failed: %s: a path leaves after at most %d compiled bytecodes, "
                   "but the IR's check says: %s ===\n%s", label(ctx).c_str(), shortBound, prof.reason.c_str(),
                   unit.toString().c_str());
      std::abort();
    }
    return refuseShortBefore();
  }
  if (ic.outerLoops && !prof.pays && ctx.checkProfitability) {
    // The loops around an optimized loop do not pay (one of them runs
    // mostly InterpOnes ...): the loop alone, which may.
    ic.outerLoops = false;
    IRUnit narrow;
    if (irgen(ic, narrow, &irgenWhy)) {
      unit = std::move(narrow);
      unit.localsAreGlobals = f.isPseudoMain();
      passes.start(unit);
      passes.run(unit, {Pass::leaveBeforeTrailingInterpOnes});
      prof = checkProfitability(unit, weight);
    }
  }
  // A function entry no profile of this IR could make pay
  // (Profitability::hopeless) waits longer before its profiling code is
  // made (translateAndAdd's deferral, kHopelessDeferFactor): the optimizer,
  // with the profile's types, may compile more of it than this IR does
  // (property chains of a known class), so a function called that often
  // still gets the profile's say; a library function called a few thousand
  // times does not pay for profiling code the runtime would give up.
  if (ctx.kind == TransKind::Profile && ctx.profileDecides && ctx.checkProfitability && prof.hopeless && !prof.pays &&
      funcEntry && !ctx.profileLoopFree) {
    if (why) *why = prof.why;
    return TranslateResult::NotYet;
  }
  const bool profileAnyway =
      ctx.kind == TransKind::Profile && ctx.profileDecides && (prof.hasLoop || ctx.profileLoopFree);
  if (ctx.kind == TransKind::Profile && ctx.profileDecides && !profileAnyway && ctx.checkProfitability &&
      (!prof.pays || (prof.onlyFromCompiledCode && !ctx.forCompiledCaller)))
    return TranslateResult::NotYet;   // asked again once the function is hot
  if (ctx.dumpIR || passes.dumps("profitability"))
    std::fprintf(stderr, "=== profitability: %s: %s%s ===\n", label(ctx).c_str(), prof.reason.c_str(),
                 ctx.checkProfitability ? "" : " (not enforced: hop.jit_profitability=0)");
  if (!prof.pays && ctx.checkProfitability && !profileAnyway) {
    std::string detail = prof.reason;
    if (ctx.explain) detail += interpOnesOf(f, unit);
    return refuse(ctx, prof.why, why, detail);
  }
  const bool compiledCallersOnly = prof.onlyFromCompiledCode && ctx.checkProfitability && !profileAnyway;
  // (Optimized code replacing profiling code is made whoever asks: compiled
  // callers bound to the profiling code follow its entry jmp to it.)
  if (compiledCallersOnly && !ctx.forCompiledCaller && ctx.kind != TransKind::Optimize)
    return refuse(ctx, Bailout::OnlyCompiledCallers, why, prof.reason);
  // Profiling code runs until its function is hot, then is replaced: it
  // gets the cheap passes only.
  if (ctx.kind == TransKind::Profile) {
    passes.run(unit, {Pass::forwardLoadsStores, Pass::eliminateDeadCode});
  } else {
    passes.run(unit, {Pass::eliminateRefcountPairs, Pass::forwardLoadsStores, Pass::simplify,
                      Pass::eliminateRedundantChecks, Pass::eliminateDeadCode, Pass::elideLocTypeStores});
  }
  if (ctx.kind == TransKind::Optimize && ctx.profile) layoutFromProfile(unit, *ctx.profile);

  LowerContext lc;
  lc.numLocals = f.numLocals;
  lc.bcCompiledCounter = ctx.bcCompiled;
  if (ctx.kind == TransKind::Profile || ctx.kind == TransKind::Optimize) {
    lc.profile = ctx.profile;
    lc.pgoThreshold = ctx.pgoThreshold;
  }
  Vunit vunit;
  lowerToVasm(lc, unit, vunit);
  if (ctx.dumpVasm) dump("vasm", "after lowering", ctx, vunit.toString());
  checkVasm(ctx, vunit, "lowering", false);
  allocateRegisters(vunit);
  if (ctx.dumpVasm) dump("vasm", "after register allocation", ctx, vunit.toString());
  checkVasm(ctx, vunit, "register allocation", true);

  EmitResult er;
  EmitOptions eo;
  if (ctx.kind == TransKind::Profile) eo.mainArea = Area::Prof;
  // Replaced later: profiling code by optimized code, optimized code by
  // code optimized again when the profile outgrew it.
  eo.entrySmash = ctx.kind != TransKind::Live;
  switch (emitVunit(vunit, guards, ctx.callStub, tc, &er, eo)) {
    case EmitStatus::TCFull: return refuse(ctx, Bailout::TCFull, why, "", TranslateResult::TCFull);
    case EmitStatus::Failed: return refuse(ctx, Bailout::EmitFailed, why);
    case EmitStatus::Ok: break;
  }
  explainCompiled(ctx, unit, compiledCallersOnly);
  const bool unprofitable = profileAnyway && ctx.checkProfitability && (!prof.pays || prof.onlyFromCompiledCode);
  if (unprofitable && ctx.explain)
    std::fprintf(stderr, "hop.jit_explain: %s: profiling code made although the static rules refuse it (%s): its "
                 "profile decides\n", label(ctx).c_str(), prof.reason.c_str());
  auto t = std::make_unique<Translation>();
  t->sk = ctx.sk;
  t->kind = ctx.kind;
  t->entry = er.entry;
  t->entrySmash = er.entrySmash;
  if (ctx.kind == TransKind::Profile && ctx.profile) t->hotCounter = ctx.profile->blockCounter(ctx.sk.offset());
  t->ranges = er.ranges;
  t->fallbackJmp = er.fallbackJmp;
  t->unprofitable = unprofitable;
  if (ctx.kind == TransKind::Optimize) {
    for (const Block* b : unit.rpo()) {
      for (const Instr* in : b->instrs) {
        if (in->is(Opcode::ReqReoptimize)) t->coldExits.push_back(in->extra.off);
      }
    }
    std::sort(t->coldExits.begin(), t->coldExits.end());
  }
  *out = std::move(t);
  return compiledCallersOnly ? TranslateResult::DoneForCompiledCallers : TranslateResult::Done;
}

} // namespace hop::jit
