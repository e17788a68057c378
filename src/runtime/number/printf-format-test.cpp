// printf-format-test.cpp — tests: sprintf/vsprintf against php 8.2
// (testdata/printf.tsv: fixed cases and 4000 random specifications), plus literal cases.
#include "runtime/number/printf-format.h"

#include <gtest/gtest.h>

#include <cmath>

#include "runtime/number/number-test-util.h"

namespace hop {
namespace {

using testing::fromBits;
using testing::fromHex;
using testing::show;

std::vector<PrintfValue> decodeArgs(const std::string& field) {
  std::vector<PrintfValue> values;
  if (field == "-") return values;
  size_t start = 0;
  for (;;) {
    size_t comma = field.find(',', start);
    std::string item = field.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    PrintfValue v{PrintfValue::Type::Int};
    std::string payload = item.substr(2);
    switch (item[0]) {
      case 'i': v.type = PrintfValue::Type::Int, v.i = std::stoll(payload); break;
      case 'd': v.type = PrintfValue::Type::Double, v.d = fromBits(payload); break;
      default: v.type = PrintfValue::Type::String, v.s = fromHex(payload); break;
    }
    values.push_back(std::move(v));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return values;
}

const char* kindName(PrintfResult::ErrorKind kind) {
  switch (kind) {
    case PrintfResult::ErrorKind::None: return "ok";
    case PrintfResult::ErrorKind::ValueError: return "ValueError";
    case PrintfResult::ErrorKind::ArgumentCountError: return "ArgumentCountError";
    case PrintfResult::ErrorKind::FatalError: return "FatalError";
  }
  return "?";
}

TEST(PrintfFormat, MatchesPhpTable) {
  auto rows = testing::readTable("printf.tsv");
  ASSERT_GT(rows.size(), 4000u);
  int failures = 0;
  for (const auto& row : rows) {
    std::string format = fromHex(row[1]);
    PrintfValueArgs args(decodeArgs(row[2]));
    PrintfResult r = formatPrintf(format, args, row[0] == "v" ? kPrintfArgsFromArray : 1);
    std::string kind = kindName(r.errorKind);
    std::string text = r.ok ? r.out : r.error;
    std::string want = fromHex(row[4]);
    std::string notices;
    for (const std::string& n : r.notices) {
      std::string hex;
      char buffer[3];
      for (unsigned char c : n) {
        std::snprintf(buffer, sizeof buffer, "%02x", c);
        hex += buffer;
      }
      notices += (notices.empty() ? "" : ",") + hex;
    }
    if (notices.empty()) notices = "-";
    if ((kind != row[3] || text != want || notices != row[5]) && ++failures <= 30) {
      ADD_FAILURE() << row[0] << "printf(" << show(format) << ", " << row[2] << ") got " << kind << " " << show(text)
                    << " notices " << notices << "; want " << row[3] << " " << show(want) << " notices " << row[5];
    }
  }
  EXPECT_EQ(failures, 0);
}

std::string sprintfOf(std::string_view format, std::vector<PrintfValue> values) {
  PrintfValueArgs args(std::move(values));
  PrintfResult r = formatPrintf(format, args);
  return r.ok ? r.out : std::string(kindName(r.errorKind)) + ": " + r.error;
}

PrintfValue i(int64_t v) { return PrintfValue{PrintfValue::Type::Int, v}; }
PrintfValue d(double v) { return PrintfValue{PrintfValue::Type::Double, 0, v}; }
PrintfValue s(std::string v) { return PrintfValue{PrintfValue::Type::String, 0, 0, std::move(v)}; }

TEST(PrintfFormat, Literal) {
  EXPECT_EQ(sprintfOf("%05d|%-5d|%+d", {i(-42), i(42), i(5)}), "-0042|42   |+5");
  EXPECT_EQ(sprintfOf("%'*10s|%-10.3s|", {s("abc"), s("abcdef")}), "*******abc|abc       |");
  EXPECT_EQ(sprintfOf("%1$s %2$s %1$s", {s("a"), s("b")}), "a b a");
  EXPECT_EQ(sprintfOf("%.2f %e %g", {d(1.005), d(0.0), d(0.00001234)}), "1.00 0.000000e+0 1.234e-5");
  EXPECT_EQ(sprintfOf("%*.*f", {i(10), i(3), d(3.14159265)}), "     3.142");
  EXPECT_EQ(sprintfOf("%x %X %o %b %c %u", {i(255), i(255), i(8), i(5), i(65), i(-1)}),
            "ff FF 10 101 A 18446744073709551615");
  EXPECT_EQ(sprintfOf("%.2x|", {i(255)}), "|");
  EXPECT_EQ(sprintfOf("%d", {}), "ArgumentCountError: 2 arguments are required, 1 given");
  EXPECT_EQ(sprintfOf("%", {i(1)}), "ValueError: Missing format specifier at end of string");
  EXPECT_EQ(sprintfOf("%y", {i(1)}), "ValueError: Unknown format specifier \"y\"");
  EXPECT_EQ(sprintfOf("%0$s", {i(1)}),
            "ValueError: Argument number specifier must be greater than zero and less than 2147483647");
  EXPECT_EQ(sprintfOf("%*d", {s("5"), i(1)}), "ValueError: Width must be an integer");
  EXPECT_EQ(sprintfOf("%.*d", {i(-1), i(1)}), "ValueError: Precision -1 is only supported for %g, %G, %h and %H");
  PrintfValueArgs args({d(1.0 / 3)});
  PrintfResult r = formatPrintf("%.60f", args);
  ASSERT_EQ(r.notices.size(), 1u);
  EXPECT_EQ(r.notices[0], "Requested precision of 60 digits was truncated to PHP maximum of 53 digits");
  EXPECT_EQ(r.out, "0.33333333333333331482961625624739099293947219848632812");
}

TEST(PrintfFormat, HugeWidthsFailCleanly) {
  PrintfValueArgs args({i(1)});
  PrintfResult r = formatPrintf("%2147483646d", args, 1, size_t(1) << 20);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.errorKind, PrintfResult::ErrorKind::FatalError);
  // PHP's own limit: the field must fit in an int after what was already written.
  r = formatPrintf("x%2147483646d", args, 1, SIZE_MAX);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, "Field width 2147483646 is too long");
}

TEST(PrintfFormat, NeverCrashesOnArbitraryFormats) {
  // Every short format over a hostile alphabet, with a few arguments of each type.
  const std::string alphabet = "%$*.'-+ 0129ldsfgxcbeE\0";
  std::vector<PrintfValue> values = {i(7), d(-2.5), s("xy"), i(-1), d(NAN)};
  size_t n = alphabet.size() + 1;  // include the embedded NUL
  std::string chars(alphabet.c_str(), n - 1);
  chars += '\0';
  int count = 0;
  for (size_t a = 0; a < chars.size(); ++a)
    for (size_t b = 0; b < chars.size(); ++b)
      for (size_t c = 0; c < chars.size(); ++c)
        for (size_t e = 0; e < chars.size(); e += 3) {
          std::string format = {'%', chars[a], chars[b], chars[c], chars[e]};
          PrintfValueArgs args(values);
          PrintfResult r = formatPrintf(format, args, 1, size_t(1) << 24);
          EXPECT_TRUE(r.ok || !r.error.empty());
          ++count;
        }
  EXPECT_GT(count, 10000);
}

} // namespace
} // namespace hop
