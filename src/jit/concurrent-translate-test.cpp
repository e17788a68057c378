// concurrent-translate-test.cpp — several threads translate and run real
// functions at once, through the live translator (DESIGN.md, "Concurrency":
// per-function leases, translation outside any lock, publication in the
// SrcDB under its write lock, lock-free readers). Run it under TSan with
// scripts/jit-sanitize-tests.sh thread.
//
// Only the stable surface is used: compileSource for the functions,
// translateLive(TransContext, TC, out) and Translation::entry, and the
// translation's calling convention of jit-runtime.cpp (a pointer to the
// frame's locals; the result is the resume offset and stack depth).
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <random>
#include <thread>
#include <variant>
#include <vector>

#include "bytecode/ops.h"
#include "compiler/compiler.h"
#include "jit/func-lease.h"
#include "jit/interp-one.h"
#include "jit/translator.h"
#include "jit/loop-heads.h"
#include "jit/prof-data.h"
#include "jit/srcdb.h"
#include "jit/tc.h"
#include "jit/trans-abi.h"
#include "runtime/value/typed-value.h"

namespace hop::jit {
namespace {

// Functions in the live translator's Int subset, each with its C++ twin.
const char* const kSource = R"PHP(<?php
function sum_to($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s = $s + $i; } return $s; }
function count_down($n) { $c = 0; while ($n > 0) { $n = $n - 1; $c++; } return $c; }
function tri($n) { $t = 0; $k = $n; while ($k > 0) { $t += $k; $k--; } return $t; }
function steps($n) { $x = 0; $i = 0; do { $x = $x + 3; $i++; } while ($i < $n); return $x; }
function nested($n) { $s = 0; for ($i = 0; $i < $n; $i++) { for ($j = 0; $j < $i; $j++) { $s = $s + 1; } } return $s; }
function down_sub($n) { $r = 1000000; for ($i = 0; $i < $n; $i++) { $r -= $i; } return $r; }
)PHP";

int64_t expected(int which, int64_t n) {
  switch (which) {
    case 0: return n * (n - 1) / 2;
    case 1: return n > 0 ? n : 0;
    case 2: return n * (n + 1) / 2;
    case 3: return 3 * (n > 1 ? n : 1);
    case 4: return n * (n - 1) / 2;
    default: return 1000000 - n * (n - 1) / 2;
  }
}
constexpr int kNumFuncs = 6;

/// Runs a translation of f (entered at offset 0) with $n = n; the value
/// RetC would return.
bool runTranslation(const Func& f, TCA entry, int64_t n, int64_t* result) {
  // An ActRec's slots, then the locals and the stack, as on the VM stack.
  std::vector<TypedValue> frame(kActRecSlots + f.numLocals + f.maxStack + 1);
  for (auto& tv : frame) tv = makeUninit();
  TypedValue* locals = frame.data() + kActRecSlots;
  locals[0] = makeInt(n);
  VMState vm;   // each run its own: compiled code reaches it only through interp-ones
  uint64_t r;
  {
    TransCall call(vm);
    r = reinterpret_cast<TransFn>(entry)(&vm, locals);
  }
  // The whole function ran: it returned (the value over the ActRec), or
  // stopped before its RetC with the value on the stack.
  const TypedValue* ret = &frame[0];
  if (r != kTransReturned) {
    const uint32_t offset = static_cast<uint32_t>(r), depth = static_cast<uint32_t>(r >> 32);
    if (offset >= f.bc.size() || static_cast<Op>(f.bc[offset]) != Op::RetC || depth != 1) return false;
    ret = &locals[f.numLocals];
  }
  const TypedValue& v = *ret;
  if (v.m_type != DataType::Int) return false;
  *result = v.m_data.num;
  return true;
}

TEST(ConcurrentTranslation, ThreadsTranslateAndRunDifferentFunctions) {
  auto compiled = compileSource(kSource, "concurrent.php");
  auto* unitPtr = std::get_if<std::unique_ptr<Unit>>(&compiled);
  ASSERT_NE(unitPtr, nullptr) << std::get<CompileError>(compiled).message;
  const Unit& unit = **unitPtr;
  std::vector<const Func*> funcs;
  for (const auto& f : unit.funcs)
    if (!f->isPseudoMain()) funcs.push_back(f.get());
  ASSERT_EQ(funcs.size(), size_t(kNumFuncs));

  TCConfig c = TCConfig::defaults();
  auto tc = TranslationCache::create(c);
  ASSERT_NE(tc, nullptr);
  SrcDB db;
  FuncLeaseTable leases;
  LoopHeadTable loopHeads;
  std::atomic<int> translated{0}, refused{0}, wrong{0};
  std::atomic<long> runs{0};
  std::atomic<bool> done{false};

  // Each worker starts at its own function and goes round all of them, so
  // different functions are translated at once and later ones contend for
  // leases already held or given back.
  constexpr int kWorkers = 4, kRounds = 30;
  std::vector<std::thread> threads;
  for (int w = 0; w < kWorkers; ++w) {
    threads.emplace_back([&, w] {
      for (int round = 0; round < kRounds; ++round) {
        for (int k = 0; k < kNumFuncs; ++k) {
          const int which = (w + k) % kNumFuncs;
          const Func* f = funcs[which];
          const SrcKey sk(f->id, 0);
          // The loop-head table is shared too: every worker asks for it.
          LoopHeads* heads = loopHeads.get(*f);
          if (!heads || heads->size() == 0) wrong.fetch_add(1);
          TCA entry = db.lookupEntry(sk);
          if (!entry) {
            FuncLease lease(leases, f->id);
            if (!lease) continue;   // someone else translates it: "interpret"
            entry = db.lookupEntry(sk);
            if (!entry) {
              TransContext ctx;
              ctx.sk = sk;
              ctx.func = f;
              ctx.verify = true;   // the IR verifier and vasm checker run in every test build
              std::unique_ptr<Translation> t;
              if (translateLive(ctx, *tc, &t) != TranslateResult::Done) {
                refused.fetch_add(1);
                continue;
              }
              {
                SrcDB::WriteGuard g(db);
                db.addTranslation(g, std::move(t), 1);
              }
              translated.fetch_add(1);
              entry = db.lookupEntry(sk);
            }
          }
          int64_t r = 0;
          const int64_t n = 5 + (round + w) % 40;
          if (!entry || !runTranslation(*f, entry, n, &r) || r != expected(which, n)) wrong.fetch_add(1);
          runs.fetch_add(1);
        }
      }
    });
  }
  // Readers: look translations up without any lock and run what they find.
  for (int r = 0; r < 2; ++r) {
    threads.emplace_back([&, r] {
      std::mt19937 rng(r);
      while (!done.load()) {
        const int which = static_cast<int>(rng() % kNumFuncs);
        const Func* f = funcs[which];
        SrcRec* rec = db.find(SrcKey(f->id, 0));
        if (!rec) continue;
        const Translation* t = rec->first();
        if (!t) continue;
        if (t->sk != SrcKey(f->id, 0) || t->entry != rec->topEntry()) wrong.fetch_add(1);
        int64_t out = 0;
        if (!runTranslation(*f, t->entry, 17, &out) || out != expected(which, 17)) wrong.fetch_add(1);
        runs.fetch_add(1);
      }
    });
  }
  for (int w = 0; w < kWorkers; ++w) threads[w].join();
  done.store(true);
  for (size_t i = kWorkers; i < threads.size(); ++i) threads[i].join();

  EXPECT_EQ(wrong.load(), 0);
  EXPECT_EQ(refused.load(), 0);
  // One translation per function: the lease and the re-check under it keep
  // two threads from translating the same function twice.
  EXPECT_EQ(translated.load(), kNumFuncs);
  EXPECT_EQ(db.numTranslations(), size_t(kNumFuncs));
  EXPECT_GT(runs.load(), long(kWorkers * kNumFuncs));
}

// The pgo gear's sharing: profiling translations of the same functions bump
// one FuncProfile per function from every thread (relaxed, racy counters)
// while the lease holder that sees a function's entry counter pass the
// threshold optimizes it from that profile and replaces the chain — and
// threads still holding the profiling entry (the readers) follow its
// smashed entry jmp into the optimized code.
TEST(ConcurrentTranslation, ProfileThenOptimizeWhileOthersRun) {
  auto compiled = compileSource(kSource, "concurrent-pgo.php");
  auto* unitPtr = std::get_if<std::unique_ptr<Unit>>(&compiled);
  ASSERT_NE(unitPtr, nullptr) << std::get<CompileError>(compiled).message;
  const Unit& unit = **unitPtr;
  std::vector<const Func*> funcs;
  for (const auto& f : unit.funcs)
    if (!f->isPseudoMain()) funcs.push_back(f.get());
  ASSERT_EQ(funcs.size(), size_t(kNumFuncs));

  auto tc = TranslationCache::create(TCConfig::defaults());
  ASSERT_NE(tc, nullptr);
  SrcDB db;
  FuncLeaseTable leases;
  ProfDataTable profData;
  constexpr uint64_t kOptimizeAfter = 20;   // profiled entries before optimizing
  std::atomic<int> profiled{0}, optimized{0}, refused{0}, wrong{0};
  std::atomic<long> runs{0};
  std::atomic<bool> done{false};

  auto translate = [&](const Func* f, TransKind kind) {
    TransContext ctx;
    ctx.sk = SrcKey(f->id, 0);
    ctx.func = f;
    ctx.verify = true;
    ctx.kind = kind;
    ctx.profile = profData.get(*f);
    ctx.pgoThreshold = 1u << 30;   // the code's own hot tests never fire: the workers decide
    std::unique_ptr<Translation> t;
    if (translateLive(ctx, *tc, &t) != TranslateResult::Done) {
      refused.fetch_add(1);
      return;
    }
    SrcDB::WriteGuard g(db);
    if (kind == TransKind::Optimize) {
      db.replaceTranslations(g, std::move(t));
      optimized.fetch_add(1);
    } else {
      db.addTranslation(g, std::move(t), 1);
      profiled.fetch_add(1);
    }
  };

  constexpr int kWorkers = 4, kRounds = 40;
  std::vector<std::thread> threads;
  for (int w = 0; w < kWorkers; ++w) {
    threads.emplace_back([&, w] {
      for (int round = 0; round < kRounds; ++round) {
        for (int k = 0; k < kNumFuncs; ++k) {
          const int which = (w + k) % kNumFuncs;
          const Func* f = funcs[which];
          const SrcKey sk(f->id, 0);
          const SrcRec* rec = db.find(sk);
          const Translation* first = rec ? rec->first() : nullptr;
          const bool hot = first && first->kind == TransKind::Profile && first->hotCounter &&
                           first->hotCounter->load(std::memory_order_relaxed) >= kOptimizeAfter;
          if (!first || hot) {
            FuncLease lease(leases, f->id);
            if (lease) {
              rec = db.find(sk);
              const Translation* again = rec ? rec->first() : nullptr;
              if (!again) translate(f, TransKind::Profile);
              else if (again == first && hot) translate(f, TransKind::Optimize);
            }
          }
          const TCA entry = db.lookupEntry(sk);
          if (!entry) continue;   // "interpret"
          int64_t r = 0;
          const int64_t n = 5 + (round + w) % 40;
          if (!runTranslation(*f, entry, n, &r) || r != expected(which, n)) wrong.fetch_add(1);
          runs.fetch_add(1);
        }
      }
    });
  }
  // Readers keep the first entry they saw (the profiling code's) and run
  // it again and again: once replaced, its entry jmp leads to the optimized code.
  for (int r = 0; r < 2; ++r) {
    threads.emplace_back([&, r] {
      std::mt19937 rng(r);
      std::vector<TCA> seen(kNumFuncs, nullptr);
      while (!done.load()) {
        const int which = static_cast<int>(rng() % kNumFuncs);
        if (!seen[which]) seen[which] = db.lookupEntry(SrcKey(funcs[which]->id, 0));
        if (!seen[which]) continue;
        int64_t out = 0;
        if (!runTranslation(*funcs[which], seen[which], 17, &out) || out != expected(which, 17)) wrong.fetch_add(1);
        runs.fetch_add(1);
      }
    });
  }
  for (int w = 0; w < kWorkers; ++w) threads[w].join();
  done.store(true);
  for (size_t i = kWorkers; i < threads.size(); ++i) threads[i].join();

  EXPECT_EQ(wrong.load(), 0);
  EXPECT_EQ(refused.load(), 0);
  EXPECT_EQ(profiled.load(), kNumFuncs);
  EXPECT_EQ(optimized.load(), kNumFuncs);
  for (const Func* f : funcs) {
    const SrcRec* rec = db.find(SrcKey(f->id, 0));
    ASSERT_NE(rec, nullptr);
    EXPECT_EQ(rec->first()->kind, TransKind::Optimize);
    EXPECT_EQ(rec->numTranslations(), 1u);
    // Every block of the profiled function was counted (the loops ran).
    const FuncProfile* prof = profData.find(f->id);
    ASSERT_NE(prof, nullptr);
    EXPECT_GE(prof->maxBlockCount(), kOptimizeAfter);
  }
}

} // namespace
} // namespace hop::jit
