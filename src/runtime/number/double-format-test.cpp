// double-format-test.cpp — tests: float printing against php 8.2's output
// (testdata/double-format.tsv from tools/generate-testdata.php, plus literal cases).
#include "runtime/number/double-format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

using testing::fromBits;
using testing::readTable;

std::string precision(double d, int p) {
  std::string s;
  appendDoublePrecision(s, d, p);
  return s;
}
std::string serialize(double d, int p, bool zeroFrac) {
  std::string s;
  appendDoubleSerialize(s, d, p, zeroFrac);
  return s;
}

TEST(DoubleFormat, MatchesPhpTable) {
  auto rows = readTable("double-format.tsv");
  ASSERT_GT(rows.size(), 20000u);
  int failures = 0;
  size_t checks = 0;
  for (const auto& row : rows) {
    double d = fromBits(row[0]);
    int p = std::stoi(row[1]);
    auto check = [&](const char* what, const std::string& got, const std::string& want) {
      ++checks;
      if (got != want && ++failures <= 20) {
        ADD_FAILURE() << what << " bits=" << row[0] << " precision=" << p << " got " << got << " want " << want;
      }
    };
    check("echo", precision(d, p), row[2]);
    check("var_export", serialize(d, p, true), row[3]);
    std::string dump;
    appendDoubleVarDump(dump, d, p);
    check("var_dump", dump, row[4]);
    if (row[5] != "-") {
      std::string json, jsonZero;
      appendDoubleJson(json, d, p, false);
      appendDoubleJson(jsonZero, d, p, true);
      check("json", json, row[5]);
      check("json zero frac", jsonZero, row[6]);
    }
  }
  EXPECT_EQ(failures, 0) << "of " << checks << " checks";
}

TEST(DoubleFormat, Echo) {
  EXPECT_EQ(precision(1e25, 14), "1.0E+25");
  EXPECT_EQ(precision(1e-7, 14), "1.0E-7");
  EXPECT_EQ(precision(0.1, 14), "0.1");
  EXPECT_EQ(precision(-0.0, 14), "-0");
  EXPECT_EQ(precision(1e15, 14), "1.0E+15");
  EXPECT_EQ(precision(1e14, 14), "1.0E+14");
  EXPECT_EQ(precision(99999999999999.0, 14), "99999999999999");
  EXPECT_EQ(precision(100000000000000.0, 17), "100000000000000");
  EXPECT_EQ(precision(0.0001, 14), "0.0001");
  EXPECT_EQ(precision(0.00001, 14), "1.0E-5");
  EXPECT_EQ(precision(0.1 + 0.2, 14), "0.3");
  EXPECT_EQ(precision(1.0 / 3, 14), "0.33333333333333");
  EXPECT_EQ(precision(2.5, 1), "2");  // exact ties go to even, as zend_dtoa does
  EXPECT_EQ(precision(123.456, 0), "1.0E+2");
  EXPECT_EQ(precision(1e16, -1), "10000000000000000");
  EXPECT_EQ(precision(1e17, -1), "1.0E+17");
  EXPECT_EQ(precision(std::numeric_limits<double>::infinity(), 14), "INF");
  EXPECT_EQ(precision(-std::numeric_limits<double>::infinity(), 14), "-INF");
  EXPECT_EQ(precision(std::nan(""), 14), "NAN");
  EXPECT_EQ(precision(-std::nan(""), 14), "NAN");
  // PHP cuts INF/NAN to `precision` characters.
  EXPECT_EQ(precision(std::numeric_limits<double>::infinity(), 1), "I");
  EXPECT_EQ(precision(-std::numeric_limits<double>::infinity(), 2), "-I");
  EXPECT_EQ(precision(-std::numeric_limits<double>::infinity(), 3), "-IN");
  EXPECT_EQ(precision(0.1, 25), "0.1000000000000000055511151");
  EXPECT_EQ(precision(1e22, 25), "10000000000000000000000");
}

TEST(DoubleFormat, Serialize) {
  EXPECT_EQ(serialize(0.1, -1, false), "0.1");
  EXPECT_EQ(serialize(1e25, -1, false), "1.0E+25");
  EXPECT_EQ(serialize(-0.0, -1, false), "-0");
  EXPECT_EQ(serialize(1.2345678901234567e19, -1, false), "1.2345678901234567E+19");
  EXPECT_EQ(serialize(0.1 + 0.2, -1, false), "0.30000000000000004");
  EXPECT_EQ(serialize(1.0, -1, true), "1.0");
  EXPECT_EQ(serialize(-0.0, -1, true), "-0.0");
  EXPECT_EQ(serialize(1e25, -1, true), "1.0E+25");
  EXPECT_EQ(serialize(std::numeric_limits<double>::infinity(), -1, true), "INF");
  EXPECT_EQ(serialize(0.1, 17, false), "0.10000000000000001");
  EXPECT_EQ(serialize(15.0, 0, true), "2.0E+1");
  std::string json;
  appendDoubleJson(json, 1.5, 0, false);
  EXPECT_EQ(json, "2.0e+0");
  std::string dump;
  appendDoubleVarDump(dump, -std::numeric_limits<double>::infinity(), 1);
  EXPECT_EQ(dump, "-INF");
}

TEST(DoubleFormat, FixedAndExponential) {
  auto fixed = [](double d, int digits) {
    std::string s;
    appendFixedAbs(s, d, digits);
    return s;
  };
  auto exponential = [](double d, int digits, char e) {
    std::string s;
    appendExponentialAbs(s, d, digits, e);
    return s;
  };
  EXPECT_EQ(fixed(1.5, 6), "1.500000");
  EXPECT_EQ(fixed(0.5, 0), "0");
  EXPECT_EQ(fixed(2.5, 0), "2");
  EXPECT_EQ(fixed(0.0, 3), "0.000");
  EXPECT_EQ(fixed(1.005, 2), "1.00");
  EXPECT_EQ(exponential(0.0, 6, 'e'), "0.000000e+0");
  EXPECT_EQ(exponential(1e100, 6, 'E'), "1.000000E+100");
  EXPECT_EQ(exponential(2.5, 0, 'e'), "2e+0");
  EXPECT_EQ(exponential(123456, 3, 'e'), "1.235e+5");
  EXPECT_EQ(exponential(1.5e-10, 6, 'e'), "1.500000e-10");
  // More than 318 fraction digits are cut, as php_conv_fp does.
  EXPECT_EQ(fixed(0.5, 1000).size(), 320u);
}

} // namespace
} // namespace hop
