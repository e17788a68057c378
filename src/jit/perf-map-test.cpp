// perf-map-test.cpp — tests: the perf map's lines (hop.perf_map), also
// written by several threads at once (runs under scripts/jit-sanitize-tests.sh).
#include "jit/perf-map.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "jit/srcdb.h"
#include "jit/test-translations.h"

namespace hop::jit {
namespace {

using namespace fakes;

std::vector<std::string> readLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
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

} // namespace
} // namespace hop::jit
