// math-format-test.cpp — tests: round(), number_format() and base conversions against
// php 8.2 (testdata/math.tsv, plus literal cases).
#include "runtime/number/math-format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

using testing::fromBits;
using testing::fromHex;
using testing::show;
using testing::toBits;

std::string encode(const BaseNumber& n) {
  return n.isDouble ? "D:" + toBits(n.dval) : "I:" + std::to_string(n.ival);
}

TEST(MathFormat, MatchesPhpTable) {
  auto rows = testing::readTable("math.tsv");
  ASSERT_GT(rows.size(), 30000u);
  int failures = 0;
  int counts[4] = {0, 0, 0, 0};
  auto fail = [&](const std::string& message) {
    if (++failures <= 30) ADD_FAILURE() << message;
  };
  for (const auto& row : rows) {
    const std::string& kind = row[0];
    if (kind == "round") {
      ++counts[0];
      double d = fromBits(row[1]);
      int64_t places = std::stoll(row[2]);
      int mode = std::stoi(row[3]);
      std::string got = toBits(phpRound(d, places, mode));
      if (got != row[4]) fail("round(" + row[1] + ", " + row[2] + ", " + row[3] + ") got " + got + " want " + row[4]);
    } else if (kind == "nf") {
      ++counts[1];
      double d = fromBits(row[1]);
      std::string got = numberFormat(d, std::stoi(row[2]), fromHex(row[3]), fromHex(row[4]));
      std::string want = fromHex(row[5]);
      if (got != want) fail("number_format(" + row[1] + ", " + row[2] + ") got " + show(got) + " want " + show(want));
    } else if (kind == "base") {
      ++counts[2];
      std::string input = fromHex(row[2]);
      std::string got;
      bool deprecated;
      if (row[1] == "base_convert") {
        BaseConvertResult r = baseConvert(input, std::stoll(row[3]), std::stoll(row[4]));
        // Compare through the generator's encoding.
        auto hex = [](const std::string& s) {
          if (s.empty()) return std::string("-");
          std::string out;
          char buffer[3];
          for (unsigned char c : s) {
            std::snprintf(buffer, sizeof buffer, "%02x", c);
            out += buffer;
          }
          return out;
        };
        got = r.ok ? "S:" + hex(r.value) : "E:" + hex(r.error);
        deprecated = r.invalidCharacters;
      } else {
        int base = std::stoi(row[3]);
        BaseNumber n = parseBaseNumber(input, base);
        got = encode(n);
        deprecated = n.invalidCharacters;
      }
      if (got != row[5] || deprecated != (row[6] == "1")) {
        fail(row[1] + "(" + show(input) + ", " + row[3] + ", " + row[4] + ") got " + got + " deprecated=" +
             std::to_string(deprecated) + " want " + row[5] + " " + row[6]);
      }
    } else if (kind == "int2b") {
      ++counts[3];
      int64_t n = std::stoll(row[1]);
      if (decbin(n) != row[2] || decoct(n) != row[3] || dechex(n) != row[4]) fail("decbin/decoct/dechex " + row[1]);
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(counts[0], 20000);
  EXPECT_GT(counts[1], 4000);
  EXPECT_GT(counts[2], 2000);
  EXPECT_GT(counts[3], 100);
}

TEST(MathFormat, RoundLiteral) {
  EXPECT_EQ(phpRound(1.955, 2), 1.96);
  EXPECT_EQ(phpRound(5.045, 2), 5.05);
  EXPECT_EQ(phpRound(5.055, 2), 5.06);
  EXPECT_EQ(phpRound(-0.5, 0), -1.0);
  EXPECT_EQ(phpRound(0.49999999999999994, 0), 1.0);
  EXPECT_EQ(phpRound(1234567.891, -3), 1235000.0);
  EXPECT_EQ(phpRound(1.234e-20, 23), 1.234e-20);
  EXPECT_EQ(phpRound(1.23456789e-300, 305), 0.0);
  EXPECT_EQ(phpRound(-2.5, 0, kRoundHalfEven), -2.0);
  EXPECT_EQ(phpRound(3.5, 0, kRoundHalfOdd), 3.0);
  EXPECT_EQ(phpRound(2.5, 0, kRoundHalfDown), 2.0);
  EXPECT_EQ(phpRound(1.5, INT64_MAX), 1.5);
  EXPECT_EQ(phpRound(1.5, INT64_MIN), 0.0);
  EXPECT_TRUE(std::signbit(phpRound(-0.0, 0)));
}

TEST(MathFormat, NumberFormatLiteral) {
  EXPECT_EQ(numberFormat(1234.5678, 2, ".", ","), "1,234.57");
  EXPECT_EQ(numberFormat(-1234.5678, 2, ",", "."), "-1.234,57");
  EXPECT_EQ(numberFormat(-0.4, 0, ".", ","), "0");
  EXPECT_EQ(numberFormat(-0.004, 2, ".", ","), "0.00");
  EXPECT_EQ(numberFormat(0.5, 0, ".", ","), "1");
  EXPECT_EQ(numberFormat(1.005, 2, ".", ","), "1.01");
  EXPECT_EQ(numberFormat(1234567.891, -2, ".", ","), "1,234,568");
  EXPECT_EQ(numberFormat(1234.5, 1, "dec", "th"), "1th234dec5");
  EXPECT_EQ(numberFormat(1234.5, 2, "", ""), "123450");
  EXPECT_EQ(numberFormat(-INFINITY, 2, ".", ","), "inf");
  EXPECT_EQ(numberFormat(NAN, 2, ".", ","), "nan");
}

TEST(MathFormat, BaseLiteral) {
  EXPECT_EQ(hexdec("0x1A").ival, 26);
  EXPECT_FALSE(hexdec("0x1A").invalidCharacters);
  EXPECT_TRUE(hexdec("-1A").invalidCharacters);
  EXPECT_TRUE(hexdec("ffffffffffffffff").isDouble);
  EXPECT_EQ(dechex(-1), "ffffffffffffffff");
  EXPECT_EQ(decbin(5), "101");
  EXPECT_EQ(decoct(8), "10");
  EXPECT_EQ(baseConvert("ffffffffffffffffffff", 16, 10).value, "1208925819614629446642046");
  EXPECT_FALSE(baseConvert("1", 1, 10).ok);
  BaseConvertResult inf = baseConvert(std::string(300, 'z'), 36, 16);
  EXPECT_FALSE(inf.ok);
  EXPECT_EQ(inf.error, "An infinite value cannot be converted to base 16");
}

TEST(MathFormat, HandlesArbitraryInput) {
  // Memory safety on hostile input (run under the Sanitize build).
  uint64_t state = 777;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 11;
  };
  for (int n = 0; n < 20000; ++n) {
    std::string s;
    size_t length = next() % 80;
    for (size_t i = 0; i < length; ++i) s += static_cast<char>(next() & 0xff);
    for (int base : {2, 8, 16, 36}) (void)parseBaseNumber(s, base);
    (void)baseConvert(s, static_cast<int64_t>(next() % 40), static_cast<int64_t>(next() % 40));
    uint64_t bits = next() | (next() << 53);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    (void)phpRound(d, static_cast<int64_t>(next() % 800) - 400);
    (void)numberFormat(d, static_cast<int>(next() % 400) - 10, ".", ",");
    std::string out;
    (void)formatDoubleInBase(d, 2 + static_cast<int>(next() % 35), out);
  }
}

} // namespace
} // namespace hop
