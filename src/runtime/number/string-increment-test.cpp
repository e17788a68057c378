// string-increment-test.cpp — tests: `$s++` on strings against php 8.2
// (testdata/string-increment.tsv, plus literal cases).
#include "runtime/number/string-increment.h"

#include <gtest/gtest.h>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

TEST(StringIncrement, MatchesPhpTable) {
  auto rows = testing::readTable("string-increment.tsv");
  ASSERT_GT(rows.size(), 200u);
  int failures = 0;
  for (const auto& row : rows) {
    std::string in = testing::fromHex(row[0]);
    std::string want = testing::fromHex(row[1]);
    std::string got = incrementString(in);
    if (got != want && ++failures <= 20) {
      ADD_FAILURE() << testing::show(in) << " got " << testing::show(got) << " want " << testing::show(want);
    }
  }
  EXPECT_EQ(failures, 0);
}

TEST(StringIncrement, Literal) {
  EXPECT_EQ(incrementString("a"), "b");
  EXPECT_EQ(incrementString("z"), "aa");
  EXPECT_EQ(incrementString("Az"), "Ba");
  EXPECT_EQ(incrementString("a9"), "b0");
  EXPECT_EQ(incrementString("Zz"), "AAa");
  EXPECT_EQ(incrementString("a-z"), "a-a");
  EXPECT_EQ(incrementString("5 apples"), "5 applet");
  EXPECT_EQ(incrementString(""), "1");
}

} // namespace
} // namespace hop
