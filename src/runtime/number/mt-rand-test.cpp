// mt-rand-test.cpp — tests: the Mersenne Twister against php 8.2 sequences
// (testdata/mt-rand.tsv). shuffle, str_shuffle and array_rand are replayed here with the
// algorithms documented in mt-rand.h, which checks that documentation too.
#include "runtime/number/mt-rand.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

std::string join(const std::vector<int64_t>& v) {
  if (v.empty()) return "-";
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s;
}

/// shuffle() of PHP 8.2 as documented in mt-rand.h.
template <typename T>
void phpShuffle(MtRand& rng, std::vector<T>& v) {
  if (v.size() < 2) return;
  for (int64_t i = static_cast<int64_t>(v.size()) - 1; i > 0; --i) {
    int64_t j = rng.uniformRange(0, i);
    if (j != i) std::swap(v[i], v[j]);
  }
}

/// array_rand() of PHP 8.2 on a list without holes, as documented in mt-rand.h.
std::vector<int64_t> phpArrayRand(MtRand& rng, int64_t n, int64_t k) {
  if (k == 1) return {rng.uniformRange(0, n - 1)};
  bool negative = false;
  if (k > n / 2) {
    negative = true;
    k = n - k;
  }
  std::vector<bool> marked(n, false);
  while (k) {
    int64_t r = rng.uniformRange(0, n - 1);
    if (!marked[r]) {
      marked[r] = true;
      --k;
    }
  }
  std::vector<int64_t> keys;
  for (int64_t i = 0; i < n; ++i) {
    if (marked[i] != negative) keys.push_back(i);
  }
  return keys;
}

TEST(MtRand, MatchesPhpSequences) {
  auto rows = testing::readTable("mt-rand.tsv");
  ASSERT_GT(rows.size(), 1500u);
  MtRand rng;
  int failures = 0;
  std::string context;
  for (const auto& row : rows) {
    const std::string& op = row[0];
    if (op == "seed") {
      int64_t seed = std::stoll(row[1]);
      rng.seed(static_cast<uint32_t>(seed), std::stoi(row[2]));
      context = "seed " + row[1] + " mode " + row[2];
      continue;
    }
    if (op == "skip") {
      for (int64_t n = std::stoll(row[1]); n > 0; --n) rng.mtRand();
      continue;
    }
    std::string got;
    if (op == "mt_rand") {
      got = std::to_string(rng.mtRand());
    } else if (op == "rand") {
      got = std::to_string(rng.mtRand());
    } else if (op == "mt_rand2") {
      got = std::to_string(rng.range(std::stoll(row[1]), std::stoll(row[2])));
    } else if (op == "rand2") {
      got = std::to_string(rng.legacyRand(std::stoll(row[1]), std::stoll(row[2])));
    } else if (op == "shuffle") {
      std::vector<int64_t> v;
      for (int64_t i = 0; i < std::stoll(row[1]); ++i) v.push_back(i);
      phpShuffle(rng, v);
      got = join(v);
    } else if (op == "str_shuffle") {
      std::vector<char> bytes(row[1].begin(), row[1].end());
      phpShuffle(rng, bytes);
      got.assign(bytes.begin(), bytes.end());
    } else if (op == "array_rand") {
      got = join(phpArrayRand(rng, std::stoll(row[1]), std::stoll(row[2])));
    } else {
      FAIL() << "unknown op " << op;
    }
    if (got != row[3] && ++failures <= 20) {
      ADD_FAILURE() << context << ": " << op << "(" << row[1] << ", " << row[2] << ") got " << got << " want " << row[3];
    }
  }
  EXPECT_EQ(failures, 0);
}

TEST(MtRand, Literal) {
  MtRand rng;
  rng.seed(42);
  EXPECT_EQ(rng.mtRand(), 804318771);
  EXPECT_EQ(rng.range(1, 100), 68);
  EXPECT_EQ(rng.mtRand(), 2041643438);
  EXPECT_EQ(rng.legacyRand(1, 6), 5);
}

TEST(MtRand, SeedsItselfOnFirstUse) {
  MtRand rng;
  EXPECT_FALSE(rng.seeded());
  int64_t v = rng.mtRand();
  EXPECT_TRUE(rng.seeded());
  EXPECT_GE(v, 0);
  EXPECT_LE(v, MtRand::kRandMax);
}

} // namespace
} // namespace hop
