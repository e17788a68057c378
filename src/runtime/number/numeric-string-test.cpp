// numeric-string-test.cpp — tests: numeric-string classification and the int/float casts
// against php 8.2 (testdata/numeric-string.tsv and double-to-int.tsv, plus literal cases).
#include "runtime/number/numeric-string.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

using testing::fromBits;
using testing::fromHex;
using testing::readTable;
using testing::show;
using testing::toBits;

/// The generator's encoding of a parse: "I:<int>", "D:<bits>" or "N", plus "+T" for trailing data.
std::string encode(const NumericParse& r) {
  std::string s;
  switch (r.kind) {
    case NumericKind::None: return "N";
    case NumericKind::Int: s = "I:" + std::to_string(r.ival); break;
    case NumericKind::Double: s = "D:" + toBits(r.dval); break;
  }
  if (r.trailingData) s += "+T";
  return s;
}

TEST(NumericString, MatchesPhpTable) {
  auto rows = readTable("numeric-string.tsv");
  ASSERT_GT(rows.size(), 2000u);
  int failures = 0;
  for (const auto& row : rows) {
    std::string s = fromHex(row[0]);
    auto check = [&](const char* what, const std::string& got, const std::string& want) {
      if (got != want && ++failures <= 20) ADD_FAILURE() << what << " " << show(s) << " got " << got << " want " << want;
    };
    check("loose", encode(parseNumeric(s, true)), row[1]);
    check("strict", encode(parseNumeric(s, false)), row[2]);
    check("(int)", std::to_string(stringToInt(s)), row[3]);
    check("(float)", toBits(stringToDouble(s)), row[4]);
    check("is_numeric", isNumericString(s) ? "1" : "0", row[5]);
  }
  EXPECT_EQ(failures, 0);
}

TEST(NumericString, DoubleToIntMatchesPhpTable) {
  auto rows = readTable("double-to-int.tsv");
  ASSERT_GT(rows.size(), 500u);
  int failures = 0;
  for (const auto& row : rows) {
    double d = fromBits(row[0]);
    int64_t got = doubleToInt(d);
    if (std::to_string(got) != row[1] && ++failures <= 20) {
      ADD_FAILURE() << "(int) of " << row[0] << " got " << got << " want " << row[1];
    }
  }
  EXPECT_EQ(failures, 0);
}

TEST(NumericString, Literal) {
  NumericParse r = parseNumeric("5 apples", true);
  EXPECT_EQ(r.kind, NumericKind::Int);
  EXPECT_EQ(r.ival, 5);
  EXPECT_TRUE(r.trailingData);
  EXPECT_EQ(parseNumeric("5 apples", false).kind, NumericKind::None);
  EXPECT_EQ(parseNumeric("1e3", false).kind, NumericKind::Double);
  EXPECT_EQ(parseNumeric(" 12 ", false).ival, 12);
  EXPECT_EQ(parseNumeric("0x1A", false).kind, NumericKind::None);
  EXPECT_EQ(stringToInt("1e3"), 1000);
  EXPECT_EQ(stringToInt("9999999999999999999"), INT64_MAX);
  EXPECT_EQ(stringToInt(" 12abc"), 12);
  EXPECT_EQ(stringToInt("abc"), 0);
  EXPECT_EQ(stringToInt("9223372036854775808e-"), INT64_MIN);  // php's strcmp quirk
  EXPECT_TRUE(std::signbit(stringToDouble("-0")));
  EXPECT_EQ(doubleToInt(1e19), -8446744073709551616LL + 0);
  EXPECT_EQ(doubleToInt(-1e19), 8446744073709551616LL);
  EXPECT_EQ(doubleToInt(1.8e19), -446744073709551616LL);
  EXPECT_EQ(doubleToInt(std::nan("")), 0);
  EXPECT_EQ(doubleToIntCap(1e100), INT64_MAX);
  EXPECT_EQ(doubleToIntCap(-1e100), INT64_MIN);
  EXPECT_TRUE(doubleFitsInt(-9223372036854775808.0));
  EXPECT_FALSE(doubleFitsInt(9223372036854775808.0));
}

TEST(NumericString, Overflow) {
  // php: "9223372036854775808" == "9223372036854775809" is false (both overflow to the same
  // side with equal doubles: compared as strings), "9223372036854775808" ==
  // "9223372036854775808.0" is true (the second is a plain float string).
  NumericParse a = parseNumeric("9223372036854775808", false);
  EXPECT_EQ(a.kind, NumericKind::Double);
  EXPECT_TRUE(a.overflow);
  EXPECT_EQ(a.overflowSign, 1);
  EXPECT_TRUE(parseNumeric("9223372036854775809", false).overflow);
  EXPECT_FALSE(parseNumeric("9223372036854775808.0", false).overflow);
  EXPECT_FALSE(parseNumeric("9223372036854775807", false).overflow);
  EXPECT_FALSE(parseNumeric("-9223372036854775808", false).overflow);
  NumericParse b = parseNumeric("-9223372036854775809", false);
  EXPECT_TRUE(b.overflow);
  EXPECT_EQ(b.overflowSign, -1);
  EXPECT_TRUE(parseNumeric("123456789012345678901", false).overflow);
}

TEST(NumericString, HandlesArbitraryBytes) {
  // Memory safety on hostile input (run under the Sanitize build): random short strings
  // over the bytes the scanner cares about, plus all bytes.
  uint64_t state = 12345;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<uint32_t>(state >> 33);
  };
  const std::string alphabet = std::string("0123456789.eE+- \t\n\v\f\rx") + std::string(1, '\0') + "\xff";
  for (int n = 0; n < 200000; ++n) {
    std::string s;
    size_t length = next() % 24;
    for (size_t i = 0; i < length; ++i) {
      s += next() % 8 ? alphabet[next() % alphabet.size()] : static_cast<char>(next() & 0xff);
    }
    NumericParse loose = parseNumeric(s, true);
    NumericParse strict = parseNumeric(s, false);
    // Strict parsing accepts a subset of the loose one, with the same value.
    if (strict.kind != NumericKind::None) {
      ASSERT_EQ(strict.kind, loose.kind) << show(s);
      ASSERT_FALSE(loose.trailingData) << show(s);
    }
    (void)stringToInt(s);
    (void)stringToDouble(s);
  }
}

} // namespace
} // namespace hop
