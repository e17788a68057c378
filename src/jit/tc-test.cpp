// tc-test.cpp — tests: translation-cache areas, bump allocation, "full"
// without crashing, concurrent allocation, and code assembled by asmjit
// running from the cache (and listed by the Zydis disassembler).
#include "jit/tc.h"

#include <gtest/gtest.h>

#include <asmjit/x86.h>

#include <algorithm>
#include <thread>
#include <vector>

#include "jit/disasm.h"
#include "runtime/base/ini.h"

namespace hop::jit {
namespace {

TCConfig smallConfig() {
  TCConfig c;
  c[Area::Hot] = 4096;
  c[Area::Main] = 64 * 1024;
  c[Area::Prof] = 0;          // absent
  c[Area::Cold] = 8192;
  c[Area::Frozen] = 1000;     // not a multiple of anything
  c[Area::Data] = 4096;
  return c;
}

TEST(TranslationCache, IniTableKnowsEveryAreaWithItsDefault) {
  IniSettings ini;
  for (size_t i = 0; i < kNumAreas; ++i) {
    Area a = static_cast<Area>(i);
    auto v = ini.get(areaSizeSetting(a));
    ASSERT_TRUE(v.has_value()) << areaSizeSetting(a);
    EXPECT_EQ(*v, areaDefaultSize(a)) << areaSizeSetting(a);
  }
}

TEST(TranslationCache, SizesComeFromSettings) {
  IniSettings ini;
  ini.configure("hop.jit_main_size", "1M");
  ini.configure("hop.jit_cold_size", "0");
  TCConfig c = TCConfig::fromIni(ini);
  EXPECT_EQ(c[Area::Main], size_t(1) << 20);
  EXPECT_EQ(c[Area::Cold], 0u);
  EXPECT_EQ(c[Area::Frozen], size_t(40) << 20);   // the default
}

TEST(TranslationCache, AreasAreDisjointAndBumpAllocate) {
  auto tc = TranslationCache::create(smallConfig());
  ASSERT_NE(tc, nullptr);
  TCA m1 = tc->allocate(Area::Main, 10);
  TCA m2 = tc->allocate(Area::Main, 7, 64);
  TCA c1 = tc->allocate(Area::Cold, 5);
  ASSERT_NE(m1, nullptr);
  ASSERT_NE(m2, nullptr);
  ASSERT_NE(c1, nullptr);
  EXPECT_EQ(m1, tc->area(Area::Main).base());
  EXPECT_EQ(reinterpret_cast<uintptr_t>(m2) % 64, 0u);
  EXPECT_GE(m2, m1 + 10);
  EXPECT_EQ(tc->areaOf(m1), &tc->area(Area::Main));
  EXPECT_EQ(tc->areaOf(c1), &tc->area(Area::Cold));
  EXPECT_EQ(tc->area(Area::Main).used(), static_cast<size_t>(m2 + 7 - m1));
  // Areas never overlap.
  for (size_t i = 0; i < kNumAreas; ++i) {
    for (size_t j = i + 1; j < kNumAreas; ++j) {
      const CodeArea& a = tc->area(static_cast<Area>(i));
      const CodeArea& b = tc->area(static_cast<Area>(j));
      EXPECT_TRUE(a.base() + a.capacity() <= b.base() || b.base() + b.capacity() <= a.base());
    }
  }
  // Code and data are writable.
  std::fill(m1, m1 + 10, 0xcc);
  EXPECT_TRUE(tc->contains(m1));
  EXPECT_FALSE(tc->contains(&tc));
  EXPECT_EQ(tc->areaOf(&tc), nullptr);
}

TEST(TranslationCache, FullAreaFailsWithoutCrashingAndStaysFull) {
  auto tc = TranslationCache::create(smallConfig());
  ASSERT_NE(tc, nullptr);
  CodeArea& frozen = tc->area(Area::Frozen);
  EXPECT_NE(frozen.allocate(600), nullptr);
  EXPECT_FALSE(tc->anyFull());
  EXPECT_EQ(frozen.allocate(600), nullptr);     // 1200 > 1000
  EXPECT_TRUE(frozen.full());
  EXPECT_TRUE(tc->anyFull());
  EXPECT_EQ(frozen.allocate(1), nullptr);       // sticky, though 1 byte would fit
  EXPECT_EQ(frozen.used(), 600u);
  EXPECT_NE(tc->allocate(Area::Main, 100), nullptr);   // other areas go on
  EXPECT_NE(tc->usageSummary().find("area frozen"), std::string::npos);
  EXPECT_NE(tc->usageSummary().find("600  bytes used of 1000 (60.0%) (full)"), std::string::npos) << tc->usageSummary();
  // An absent area and absurd sizes fail the same way.
  EXPECT_EQ(tc->allocate(Area::Prof, 1), nullptr);
  EXPECT_EQ(tc->allocate(Area::Hot, SIZE_MAX), nullptr);
  EXPECT_EQ(tc->allocate(Area::Data, SIZE_MAX - 10, 4096), nullptr);
}

TEST(TranslationCache, ThreadsAllocateDisjointBlocks) {
  TCConfig c = smallConfig();
  c[Area::Main] = 4 * 1000 * 32;
  auto tc = TranslationCache::create(c);
  ASSERT_NE(tc, nullptr);
  constexpr int kThreads = 4, kEach = 1000;
  std::vector<std::vector<TCA>> got(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kEach; ++i) {
        TCA p = tc->allocate(Area::Main, 32, 32);
        if (p) {
          std::fill(p, p + 32, static_cast<uint8_t>(t));
          got[t].push_back(p);
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  std::vector<TCA> all;
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(got[t].size(), size_t(kEach));
    for (TCA p : got[t]) EXPECT_EQ(*p, t);   // nobody else wrote there
    all.insert(all.end(), got[t].begin(), got[t].end());
  }
  std::sort(all.begin(), all.end());
  EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end());
  EXPECT_EQ(tc->area(Area::Main).used(), size_t(kThreads * kEach * 32));
  EXPECT_EQ(tc->allocate(Area::Main, 1), nullptr);
}

using IntFn = int (*)(int);

TEST(TranslationCache, AsmjitCodeRunsFromTheCache) {
  auto tc = TranslationCache::create(smallConfig());
  ASSERT_NE(tc, nullptr);
  asmjit::CodeHolder code;
  code.init(asmjit::Environment::host());
  asmjit::x86::Assembler a(&code);
  a.lea(asmjit::x86::eax, asmjit::x86::ptr(asmjit::x86::rdi, 42));   // return arg + 42
  a.ret();
  ASSERT_EQ(code.flatten(), asmjit::kErrorOk);
  size_t size = code.codeSize();
  TCA dst = tc->allocate(Area::Main, size, 16);
  ASSERT_NE(dst, nullptr);
  ASSERT_EQ(code.relocateToBase(reinterpret_cast<uint64_t>(dst)), asmjit::kErrorOk);
  ASSERT_EQ(code.copyFlattenedData(dst, size, asmjit::CopySectionFlags::kPadSectionBuffer),
            asmjit::kErrorOk);
  EXPECT_EQ(reinterpret_cast<IntFn>(dst)(8), 50);
  std::string listing = disassemble(dst, size);
  EXPECT_NE(listing.find("lea eax, [rdi+0x2A]"), std::string::npos) << listing;
  EXPECT_NE(listing.find("ret"), std::string::npos) << listing;
  EXPECT_TRUE(tc->reachesWithRel32(dst));
}

TEST(Disassembler, UndecodableBytesAreListedNotSkipped) {
  const uint8_t bytes[] = {0x90, 0x0f, 0xff};   // nop, then an invalid opcode pair
  std::string listing = disassemble(bytes, sizeof bytes);
  EXPECT_NE(listing.find("nop"), std::string::npos) << listing;
  EXPECT_NE(listing.find("(bad)"), std::string::npos) << listing;
}

} // namespace
} // namespace hop::jit
