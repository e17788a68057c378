// srcdb-test.cpp — tests: SrcKey packing, the translation table (lock-free
// lookups, growth, chains, the per-SrcKey limit), smashing guard-failure
// jumps between real translations, per-function leases, and several threads
// translating different functions while others read.
#include "jit/srcdb.h"

#include <gtest/gtest.h>

#include <asmjit/x86.h>

#include <random>
#include <thread>
#include <vector>

#include "jit/disasm.h"
#include "jit/func-lease.h"
#include "jit/smash.h"

namespace hop::jit {
namespace {

TEST(SrcKey, PacksFuncOffsetAndFlags) {
  SrcKey a(7, 123);
  EXPECT_EQ(a.funcId(), 7u);
  EXPECT_EQ(a.offset(), 123u);
  EXPECT_FALSE(a.resumed());
  EXPECT_FALSE(a.isPrologue());
  EXPECT_EQ(a.toString(), "f7@123");
  SrcKey r(7, 123, true);
  EXPECT_TRUE(r.resumed());
  EXPECT_NE(a, r);
  EXPECT_EQ(r.toString(), "f7@123r");
  SrcKey p = SrcKey::prologue(7, 2);
  EXPECT_TRUE(p.isPrologue());
  EXPECT_EQ(p.offset(), 2u);
  EXPECT_EQ(p.toString(), "f7:prologue(2)");
  EXPECT_NE(p, SrcKey(7, 2));
  EXPECT_EQ(SrcKey::fromBits(a.bits()), a);
  EXPECT_EQ(a.withOffset(9), SrcKey(7, 9));
  SrcKey big(0xfffffffe, SrcKey::kMaxOffset);
  EXPECT_EQ(big.funcId(), 0xfffffffeu);
  EXPECT_EQ(big.offset(), SrcKey::kMaxOffset);
  EXPECT_FALSE(SrcKey().valid());
  EXPECT_TRUE(big.valid());
}

std::unique_ptr<Translation> fakeTranslation(SrcKey sk, uintptr_t entry) {
  auto t = std::make_unique<Translation>();
  t->sk = sk;
  t->entry = reinterpret_cast<TCA>(entry);
  return t;
}

TEST(SrcDB, FindsWhatWasAddedAndGrows) {
  SrcDB db;
  EXPECT_EQ(db.find(SrcKey(1, 0)), nullptr);
  EXPECT_EQ(db.find(SrcKey()), nullptr);
  {
    SrcDB::WriteGuard g(db);
    for (uint32_t f = 0; f < 50; ++f) {
      for (uint32_t off = 0; off < 100; ++off) {
        auto r = db.addTranslation(g, fakeTranslation(SrcKey(f, off), 0x1000 + f * 1000 + off), 4);
        ASSERT_EQ(r, SrcDB::AddResult::Added);
      }
    }
  }
  EXPECT_EQ(db.numSrcRecs(), 5000u);   // well past the initial capacity
  EXPECT_EQ(db.numTranslations(), 5000u);
  for (uint32_t f = 0; f < 50; ++f) {
    for (uint32_t off = 0; off < 100; ++off) {
      SrcRec* r = db.find(SrcKey(f, off));
      ASSERT_NE(r, nullptr);
      EXPECT_EQ(r->sk(), SrcKey(f, off));
      EXPECT_EQ(db.lookupEntry(SrcKey(f, off)), reinterpret_cast<TCA>(0x1000 + f * 1000 + off));
    }
  }
  EXPECT_EQ(db.find(SrcKey(50, 0)), nullptr);
  EXPECT_EQ(db.find(SrcKey(1, 0, true)), nullptr);
}

TEST(SrcDB, ChainKeepsOrderAndStopsAtTheLimit) {
  SrcDB db;
  SrcKey sk(3, 10);
  SrcDB::WriteGuard g(db);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(db.addTranslation(g, fakeTranslation(sk, 0x100 + i), 3), SrcDB::AddResult::Added);
  }
  EXPECT_EQ(db.addTranslation(g, fakeTranslation(sk, 0x200), 3), SrcDB::AddResult::LimitReached);
  SrcRec* rec = db.find(sk);
  ASSERT_NE(rec, nullptr);
  EXPECT_EQ(rec->numTranslations(), 3u);
  EXPECT_EQ(rec->topEntry(), reinterpret_cast<TCA>(0x100));   // the first stays on top
  int i = 0;
  for (const Translation* t = rec->first(); t; t = t->next.load()) {
    EXPECT_EQ(t->entry, reinterpret_cast<TCA>(0x100 + i));
    EXPECT_EQ(t->id, static_cast<TransId>(i));
    ++i;
  }
  EXPECT_EQ(i, 3);
}

// --- Real code: guards, fallback jumps, smashing ------------------------------------------

using IntFn = int (*)(int);

/// Assembles `fn`, places it 64-byte aligned in `area`, returns its address
/// (and the offset of the smashable jmp if it emitted one).
template <typename Emit>
TCA place(TranslationCache& tc, Area area, Emit emit, size_t* jmpOffset = nullptr) {
  asmjit::CodeHolder code;
  code.init(asmjit::Environment::host());
  asmjit::x86::Assembler a(&code);
  size_t j = emit(a);
  if (jmpOffset) *jmpOffset = j;
  if (code.flatten() != asmjit::kErrorOk) return nullptr;
  size_t size = code.codeSize();
  TCA dst = tc.allocate(area, size, kCacheLine);
  if (!dst) return nullptr;
  if (code.relocateToBase(reinterpret_cast<uint64_t>(dst)) != asmjit::kErrorOk) return nullptr;
  code.copyFlattenedData(dst, size, asmjit::CopySectionFlags::kPadSectionBuffer);
  return dst;
}

TEST(SrcDB, GuardFailuresWalkTheChainThroughSmashedJumps) {
  TCConfig c = TCConfig::defaults();
  c[Area::Main] = 64 * 1024;
  c[Area::Frozen] = 64 * 1024;
  auto tc = TranslationCache::create(c);
  ASSERT_NE(tc, nullptr);
  // The anchor: what runs when no translation's guard passes (here: -1).
  TCA anchor = place(*tc, Area::Frozen, [](asmjit::x86::Assembler& a) {
    a.mov(asmjit::x86::eax, -1);
    a.ret();
    return size_t(0);
  });
  ASSERT_NE(anchor, nullptr);

  SrcDB db;
  SrcKey sk(1, 0);
  {
    SrcDB::WriteGuard g(db);
    db.setAnchor(g, db.findOrCreate(g, sk), anchor);
  }
  // Translation i "specializes" on the argument being i: guard, body, and a
  // guard failure that goes on through a smashable jmp (to the anchor while
  // it is last; addTranslation of the next one re-points it).
  for (int i = 0; i < 3; ++i) {
    size_t jmpOff = 0;
    TCA entry = place(*tc, Area::Main, [&](asmjit::x86::Assembler& a) {
      asmjit::Label fail = a.newLabel();
      a.cmp(asmjit::x86::edi, i);
      a.jne(fail);
      a.mov(asmjit::x86::eax, 100 + i);
      a.ret();
      a.bind(fail);
      for (int k = 0; k < 45; ++k) a.nop();   // 15 + 45 bytes: the jmp would cross the line
      return emitSmashableJmp(a);
    }, &jmpOff);
    ASSERT_NE(entry, nullptr);
    auto t = std::make_unique<Translation>();
    t->sk = sk;
    t->entry = entry;
    t->fallbackJmp = entry + jmpOff;
    ASSERT_TRUE(isSmashableJmp(t->fallbackJmp)) << disassemble(entry, 96);
    EXPECT_GE(jmpOff, 64u);   // the nops pushed it onto the next line
    ASSERT_TRUE(smashJmp(t->fallbackJmp, anchor));   // placement points it somewhere valid
    EXPECT_EQ(smashableJmpTarget(t->fallbackJmp), anchor);
    SrcDB::WriteGuard g(db);
    ASSERT_EQ(db.addTranslation(g, std::move(t), 10), SrcDB::AddResult::Added);
  }
  auto fn = reinterpret_cast<IntFn>(db.lookupEntry(sk));
  ASSERT_NE(fn, nullptr);
  EXPECT_EQ(fn(0), 100);
  EXPECT_EQ(fn(1), 101);   // first guard fails, the smashed jmp reaches translation 1
  EXPECT_EQ(fn(2), 102);
  EXPECT_EQ(fn(3), -1);    // every guard fails: the anchor
  EXPECT_EQ(fn(-5), -1);
}

TEST(Smash, RefusesTargetsOutOfRel32Range) {
  alignas(64) uint8_t buf[128] = {0xE9, 0, 0, 0, 0};
  buf[60] = 0xE9;
  EXPECT_TRUE(isSmashableJmp(buf));
  EXPECT_FALSE(isSmashableJmp(buf + 60));   // would straddle the line
  EXPECT_TRUE(smashJmp(buf, buf + 100));
  EXPECT_EQ(smashableJmpTarget(buf), buf + 100);
  uint8_t* far = reinterpret_cast<uint8_t*>(reinterpret_cast<uintptr_t>(buf) ^ (uintptr_t(1) << 40));
  EXPECT_FALSE(smashJmp(buf, far));
  EXPECT_EQ(smashableJmpTarget(buf), buf + 100);   // unchanged
}

// --- Leases ---------------------------------------------------------------------------------

TEST(FuncLease, OneHolderAtATimeAndNoNesting) {
  FuncLeaseTable leases;
  {
    FuncLease a(leases, 5);
    EXPECT_TRUE(a.acquired());
    EXPECT_TRUE(leases.heldByMe(5));
    FuncLease again(leases, 5);
    EXPECT_FALSE(again.acquired());   // leases do not nest
    FuncLease other(leases, 6);
    EXPECT_TRUE(other.acquired());
    bool gotInThread = true;
    std::thread([&] {
      gotInThread = leases.tryAcquire(5);
      EXPECT_FALSE(leases.heldByMe(6));
    }).join();
    EXPECT_FALSE(gotInThread);
  }
  EXPECT_FALSE(leases.heldByMe(5));
  bool gotAfter = false;
  std::thread([&] {
    gotAfter = leases.tryAcquire(5);
    if (gotAfter) leases.release(5);
  }).join();
  EXPECT_TRUE(gotAfter);
  FuncLease far(leases, 100000000);   // a chunk far away
  EXPECT_TRUE(far.acquired());
}

TEST(FuncLease, ContendedLeaseHasOneHolder) {
  FuncLeaseTable leases;
  std::atomic<int> inside{0};
  std::atomic<int> maxInside{0};
  std::atomic<int> wins{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 2000; ++i) {
        FuncLease lease(leases, 42);
        if (!lease) continue;   // someone else translates it: interpret instead
        int now = inside.fetch_add(1) + 1;
        int seen = maxInside.load();
        while (now > seen && !maxInside.compare_exchange_weak(seen, now)) {}
        wins.fetch_add(1);
        inside.fetch_sub(1);
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(maxInside.load(), 1);
  EXPECT_GT(wins.load(), 0);
}

// --- Several threads translating different functions -------------------------------------

TEST(SrcDB, ThreadsTranslateDifferentFunctionsWhileOthersRead) {
  SrcDB db;
  FuncLeaseTable leases;
  constexpr int kWriters = 4, kFuncsEach = 40, kOffsets = 25, kPerKey = 3;
  std::atomic<bool> done{false};
  std::atomic<long> readerChecks{0};
  std::atomic<int> readerErrors{0};

  auto entryFor = [](uint32_t f, uint32_t off, int n) {
    return static_cast<uintptr_t>(0x10000000ull + f * 100000ull + off * 10ull + n);
  };
  std::vector<std::thread> threads;
  for (int w = 0; w < kWriters; ++w) {
    threads.emplace_back([&, w] {
      for (int k = 0; k < kFuncsEach; ++k) {
        FuncId f = static_cast<FuncId>(w * kFuncsEach + k);
        FuncLease lease(leases, f);
        ASSERT_TRUE(lease.acquired());   // nobody else translates f
        for (int n = 0; n < kPerKey; ++n) {
          for (uint32_t off = 0; off < kOffsets; ++off) {
            // "Compile" outside the lock, publish under it.
            auto t = fakeTranslation(SrcKey(f, off), entryFor(f, off, n));
            SrcDB::WriteGuard g(db);
            ASSERT_EQ(db.addTranslation(g, std::move(t), kPerKey), SrcDB::AddResult::Added);
          }
        }
      }
    });
  }
  for (int r = 0; r < 2; ++r) {
    threads.emplace_back([&, r] {
      std::mt19937 rng(r);
      while (!done.load()) {
        FuncId f = rng() % (kWriters * kFuncsEach);
        uint32_t off = rng() % kOffsets;
        SrcRec* rec = db.find(SrcKey(f, off));
        if (!rec) continue;
        // Whatever a reader sees is consistent: the right key, the chain in
        // order, each link complete, never more than the limit.
        if (rec->sk() != SrcKey(f, off)) readerErrors.fetch_add(1);
        TCA top = rec->topEntry();
        if (top && top != reinterpret_cast<TCA>(entryFor(f, off, 0))) readerErrors.fetch_add(1);
        int n = 0;
        for (const Translation* t = rec->first(); t; t = t->next.load(std::memory_order_acquire)) {
          if (t->sk != SrcKey(f, off) || t->entry != reinterpret_cast<TCA>(entryFor(f, off, n))) {
            readerErrors.fetch_add(1);
          }
          ++n;
        }
        if (n > kPerKey) readerErrors.fetch_add(1);
        readerChecks.fetch_add(1);
      }
    });
  }
  for (int w = 0; w < kWriters; ++w) threads[w].join();
  done.store(true);
  for (size_t i = kWriters; i < threads.size(); ++i) threads[i].join();

  EXPECT_EQ(readerErrors.load(), 0);
  EXPECT_EQ(db.numSrcRecs(), size_t(kWriters * kFuncsEach * kOffsets));
  EXPECT_EQ(db.numTranslations(), size_t(kWriters * kFuncsEach * kOffsets * kPerKey));
  for (FuncId f = 0; f < kWriters * kFuncsEach; ++f) {
    for (uint32_t off = 0; off < kOffsets; ++off) {
      SrcRec* rec = db.find(SrcKey(f, off));
      ASSERT_NE(rec, nullptr);
      EXPECT_EQ(rec->numTranslations(), uint32_t(kPerKey));
    }
  }
}

TEST(SrcDB, CountsTranslationsPerArea) {
  // Only the ranges matter here: the code is never run.
  static uint8_t fakeCode[64];
  SrcDB db;
  for (int i = 0; i < 3; ++i) {
    auto t = std::make_unique<Translation>();
    t->sk = SrcKey(2, uint32_t(i));
    t->entry = fakeCode;
    t->ranges[size_t(Area::Main)] = {fakeCode, fakeCode + 16};
    if (i == 0) t->ranges[size_t(Area::Cold)] = {fakeCode + 16, fakeCode + 20};
    SrcDB::WriteGuard g(db);
    ASSERT_EQ(db.addTranslation(g, std::move(t), 10), SrcDB::AddResult::Added);
  }
  auto n = db.translationsPerArea();
  EXPECT_EQ(n[size_t(Area::Main)], 3u);
  EXPECT_EQ(n[size_t(Area::Cold)], 1u);
  EXPECT_EQ(n[size_t(Area::Frozen)], 0u);
}

} // namespace
} // namespace hop::jit
