// string-increment.cpp — runtime: PHP's `$s++` on a non-numeric string (increment_string).
#include "runtime/number/string-increment.h"

namespace hop {

std::string incrementString(std::string_view s) {
  if (s.empty()) return "1";
  std::string result(s);
  enum class Kind { Lower, Upper, Digit } last = Kind::Lower;
  bool carry = false;
  size_t pos = result.size();
  while (pos-- > 0) {
    char& ch = result[pos];
    if (ch >= 'a' && ch <= 'z') {
      carry = ch == 'z';
      ch = carry ? 'a' : static_cast<char>(ch + 1);
      last = Kind::Lower;
    } else if (ch >= 'A' && ch <= 'Z') {
      carry = ch == 'Z';
      ch = carry ? 'A' : static_cast<char>(ch + 1);
      last = Kind::Upper;
    } else if (ch >= '0' && ch <= '9') {
      carry = ch == '9';
      ch = carry ? '0' : static_cast<char>(ch + 1);
      last = Kind::Digit;
    } else {
      carry = false;
    }
    if (!carry) break;
  }
  if (carry) result.insert(result.begin(), last == Kind::Digit ? '1' : last == Kind::Upper ? 'A' : 'a');
  return result;
}

} // namespace hop
