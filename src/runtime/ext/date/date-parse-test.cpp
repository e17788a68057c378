// date-parse-test.cpp — the ISO 8601 fast path of the date parser splits a text into the tokens the longest-match scan does.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "runtime/ext/date/date-core.h"

namespace hop::date {
namespace {

using Tokens = std::vector<std::pair<int, size_t>>;

std::string show(const Tokens& t) {
  std::string s;
  for (const auto& [rule, len] : t) s += "(" + std::to_string(rule) + "," + std::to_string(len) + ")";
  return s;
}

/// Checks `text` both ways; returns whether the fast path took it.
bool sameSplit(const std::string& text) {
  Tokens fast, slow;
  if (!isoDateTokensForTest(text, fast)) return false;
  scanDateTokensForTest(text, slow);
  EXPECT_EQ(show(fast), show(slow)) << "text: \"" << text << "\"";
  return true;
}

TEST(DateParse, IsoFastPathTakesCommonForms) {
  for (const char* text : {"2001-07-23", "2001-12-15T02:59:43.1Z", "2001-12-14t21:59:43.10-05:00",
                           "2001-12-14 21:59:43.10 -5", "2001-11-23 15:01:42 -5", "2024-02-29 12:34:56",
                           "2024-02-29T12:34:56+00:00", "2024-02-29T12:34:56Z"})
    EXPECT_TRUE(sameSplit(text)) << text;
}

TEST(DateParse, IsoFastPathSplitsAsTheScan) {
  const char* dates[] = {"2001-07-23", "0000-00-00", "9999-12-31", "2001-13-01", "2001-12-32", "2001-1-23",
                         "2001-07-3", "200-07-23", "2001/07/23"};
  const char* seps[] = {"", "T", "t", " ", "  ", "\t", "x", "T "};
  const char* times[] = {"21:59:43", "02:59:43", "00:00:00", "24:00:00", "25:00:00", "12:60:00",
                         "12:59:60", "12:59:61", "1:02:03", "12:5:03", "12:34"};
  const char* fracs[] = {"", ".1", ".10", ".123456789", "."};
  const char* zoneSeps[] = {"", " ", "  "};
  const char* zones[] = {"", "Z", "z", "-5", "+5", "-05", "+05:00", "-0500", "+05:3", "+25", "+0560",
                         "+05:60", "GMT+1", "EST", "+123", "+24:59", "-00:00", "Zx", "+05:00:00"};
  size_t taken = 0, tried = 0;
  for (const char* d : dates) {
    ++tried;
    taken += sameSplit(d);
    for (const char* z : zones)
      for (const char* zs : zoneSeps) taken += sameSplit(std::string(d) + zs + z), ++tried;
  }
  for (const char* sep : seps)
    for (const char* t : times)
      for (const char* f : fracs)
        for (const char* zs : zoneSeps)
          for (const char* z : zones) {
            ++tried;
            taken += sameSplit(std::string("2001-12-14") + sep + t + f + zs + z);
          }
  for (const char* d : dates)
    for (const char* sep : seps) {
      ++tried;
      taken += sameSplit(std::string(d) + sep + "21:59:43.5 +01:00");
    }
  EXPECT_GT(taken, 2000u);   // of the ~25,600 texts, the well-formed ones
}

} // namespace
} // namespace hop::date
