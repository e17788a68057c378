// publish-reports-test.cpp — tests: the perf map's lines (hop.perf_map) and
// the hop.dump_tc listing of a published translation, with its bytecode map.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "bytecode/disasm.h"
#include "bytecode/func.h"
#include "bytecode/op-info.h"
#include "bytecode/unit.h"
#include "compiler/compiler.h"
#include "jit/dump-tc.h"
#include "jit/perf-map.h"
#include "jit/srcdb.h"
#include "runtime/string/string-data.h"

namespace hop::jit {
namespace {

// Code for the fake translations: "mov rax, 1; ret" in main, "ud2" in cold.
alignas(16) const uint8_t kMainCode[] = {0x48, 0xc7, 0xc0, 0x01, 0x00, 0x00, 0x00, 0xc3};
alignas(16) const uint8_t kColdCode[] = {0x0f, 0x0b};

std::unique_ptr<Translation> fakeTranslation(TransId id, SrcKey sk) {
  auto t = std::make_unique<Translation>();
  t->id = id;
  t->sk = sk;
  t->kind = TransKind::Live;
  TCA main = const_cast<TCA>(kMainCode);
  TCA cold = const_cast<TCA>(kColdCode);
  t->ranges[size_t(Area::Main)] = {main, main + sizeof kMainCode};
  t->ranges[size_t(Area::Cold)] = {cold, cold + sizeof kColdCode};
  t->entry = main;
  return t;
}

std::vector<std::string> readLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string hexOf(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

std::string tempPath(const char* what) {
  return ::testing::TempDir() + "/hop-" + what + "-" + std::to_string(::getpid());
}

TEST(PerfMap, OneLinePerNonEmptyAreaRange) {
  const std::string path = tempPath("perf.map");
  {
    PerfMap map(path);
    ASSERT_TRUE(map.ok());
    auto t = fakeTranslation(3, SrcKey(7, 12));
    map.add(*t, "Foo::bar");
    // Written and flushed at once: readable while the writer is still open.
    auto lines = readLines(path);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], hexOf(kMainCode) + " 8 hop::Foo::bar@12 [main] live#3");
    EXPECT_EQ(lines[1], hexOf(kColdCode) + " 2 hop::Foo::bar@12 [cold] live#3");
  }
  std::remove(path.c_str());
}

TEST(PerfMap, ConcurrentWritersKeepLinesWhole) {
  const std::string path = tempPath("perf-mt.map");
  {
    PerfMap map(path);
    ASSERT_TRUE(map.ok());
    std::vector<std::thread> threads;
    for (int th = 0; th < 4; ++th) {
      threads.emplace_back([&map, th] {
        for (int i = 0; i < 200; ++i) {
          auto t = fakeTranslation(TransId(th * 1000 + i), SrcKey(FuncId(th), uint32_t(i)));
          map.add(*t, "f" + std::to_string(th));
        }
      });
    }
    for (auto& t : threads) t.join();
  }
  auto lines = readLines(path);
  ASSERT_EQ(lines.size(), 4u * 200 * 2);
  for (const auto& l : lines) {
    std::istringstream in(l);
    std::string start, size, name, area, kind;
    in >> start >> size >> name >> area >> kind;
    EXPECT_TRUE(size == "8" || size == "2") << l;
    EXPECT_EQ(name.rfind("hop::f", 0), 0u) << l;
    EXPECT_TRUE(area == "[main]" || area == "[cold]") << l;
    EXPECT_EQ(kind.rfind("live#", 0), 0u) << l;
  }
  std::remove(path.c_str());
}

TEST(PerfMap, DefaultPathIsPerfs) {
  EXPECT_EQ(PerfMap::defaultPath(), "/tmp/perf-" + std::to_string(::getpid()) + ".map");
}

const Func& compiledFunc(std::unique_ptr<Unit>& keep, const char* src, const char* name) {
  auto r = compileSource(src, "t.php");
  keep = std::move(std::get<std::unique_ptr<Unit>>(r));
  for (const auto& f : keep->funcs) {
    if (f->name && f->name->str() == name) return *f;
  }
  ADD_FAILURE() << "no function " << name;
  return *keep->funcs[0];
}

TEST(DumpTC, ListsEachAreaWithItsHeaderAndTheBytecodeMap) {
  std::unique_ptr<Unit> unit;
  const Func& f = compiledFunc(unit, "<?php function add($a, $b) { return $a + $b; }", "add");
  auto t = fakeTranslation(5, SrcKey(f.id, 0));
  // The first bytecode begins the code; the second starts at `ret`.
  const uint32_t second = uint32_t(instrLen(f.bc.data()));
  t->bcMap[size_t(Area::Main)] = {{0, 0}, {7, second}};
  const std::string out = dumpTranslation(*t, f);
  std::istringstream in(out);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 7u) << out;
  EXPECT_EQ(lines[0], ";; translation 5 live add@0 [main] 8 bytes");
  EXPECT_EQ(lines[1], "  ; bc 0: " + disassembleInstr(f, 0));
  EXPECT_NE(lines[2].find("mov rax, 0x01"), std::string::npos) << lines[2];
  EXPECT_EQ(lines[3], "  ; bc " + std::to_string(second) + ": " + disassembleInstr(f, second));
  EXPECT_NE(lines[4].find("ret"), std::string::npos) << lines[4];
  EXPECT_EQ(lines[5], ";; translation 5 live add@0 [cold] 2 bytes");
  EXPECT_NE(lines[6].find("ud2"), std::string::npos) << lines[6];
  EXPECT_NE(lines[2].find(hexOf(kMainCode)), std::string::npos) << lines[2];
}

TEST(DumpTC, WithoutABytecodeMapListsOnlyCode) {
  std::unique_ptr<Unit> unit;
  const Func& f = compiledFunc(unit, "<?php function g() { return 1; }", "g");
  auto t = fakeTranslation(0, SrcKey(f.id, 0));
  t->ranges[size_t(Area::Cold)] = {};
  const std::string out = dumpTranslation(*t, f);
  EXPECT_EQ(out.find("; bc"), std::string::npos) << out;
  EXPECT_EQ(out.rfind(";; translation 0 live g@0 [main] 8 bytes\n", 0), 0u) << out;
}

} // namespace
} // namespace hop::jit
