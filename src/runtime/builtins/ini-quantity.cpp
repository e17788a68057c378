// ini-quantity.cpp — ini_parse_quantity(): php 8.2's reading of ini sizes
// ("128M", "0x10", "1k"), with its warnings for what it had to guess.
//
// Digits are read like strtoul with base 0 (a leading 0 means octal) unless
// a 0x/0o/0b prefix names the base; one trailing k/m/g multiplies; anything
// else is reported and ignored "for backwards compatibility". Overflow keeps
// the wrapped result.
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/smart-str-escape.h"

namespace hop {

namespace {

bool isWs(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

/// zend_ini_parse_quantity (signed). `err` gets the warning text, if any.
int64_t parseQuantity(const std::string& value, std::optional<std::string>& err) {
  const char* str = value.c_str();
  size_t end = value.size();
  size_t d = 0;
  while (d < end && isWs(str[d])) ++d;
  while (d < end && isWs(str[end - 1])) --end;
  if (d == end) return 0;
  auto noDigits = [&] {
    err = "Invalid quantity \"" + escaped(value) + "\": no valid leading digits, interpreting as \"0\" for backwards compatibility";
    return int64_t(0);
  };
  auto noDigitsAfterPrefix = [&] {
    err = "Invalid quantity \"" + escaped(value) + "\": no digits after base prefix, interpreting as \"0\" for backwards compatibility";
    return int64_t(0);
  };
  bool negative = false;
  if (str[d] == '+') {
    ++d;
  } else if (str[d] == '-') {
    negative = true;
    ++d;
  }
  if (!isDigit(str[d])) return noDigits();
  int base = 0;
  if (str[d] == '0' && !isDigit(str[d + 1])) {
    if (d + 1 == end) return 0;
    switch (str[d + 1]) {
      case 'g': case 'G': case 'm': case 'M': case 'k': case 'K': break;   // "0k": zero with a multiplier
      case 'x': case 'X': base = 16; break;
      case 'o': case 'O': base = 8; break;
      case 'b': case 'B': base = 2; break;
      default:
        err = std::string("Invalid prefix \"0") + str[d + 1] + "\", interpreting as \"0\" for backwards compatibility";
        return 0;
    }
    if (base) {
      d += 2;
      if (d == end) return noDigitsAfterPrefix();
      // strtoul would skip whitespace, a sign or another prefix here; php refuses them.
      size_t c = d;
      while (c < end && isWs(str[c])) ++c;
      if (str[c] == '+' || str[c] == '-') ++c;
      if (str[c] == '0' && !isDigit(str[c + 1])) {
        if (c + 1 == end) c = d;   // a lone 0 is fine
        else if (std::strchr("xXoObB", str[c + 1]) && str[c + 1]) c += 2;
      }
      if (c != d) return noDigitsAfterPrefix();
    }
  }
  errno = 0;
  char* digitsEnd = nullptr;
  uint64_t ret = std::strtoul(str + d, &digitsEnd, base);
  size_t de = size_t(digitsEnd - str);
  bool overflow = false;
  if (errno == ERANGE) {
    overflow = true;
  } else if (negative && ret == uint64_t(INT64_MAX) + 1) {
    ret = 0 - ret;   // PHP_INT_MIN
  } else if (int64_t(ret) < 0) {
    overflow = true;
  } else if (negative) {
    ret = 0 - ret;
  }
  if (de == d) return noDigits();
  while (de < end && isWs(str[de])) ++de;
  if (de != end) {
    uint64_t factor;
    switch (str[end - 1]) {
      case 'g': case 'G': factor = uint64_t(1) << 30; break;
      case 'm': case 'M': factor = uint64_t(1) << 20; break;
      case 'k': case 'K': factor = uint64_t(1) << 10; break;
      default:
        err = "Invalid quantity \"" + escaped(value) + "\": unknown multiplier \"" + escaped(std::string_view(str + end - 1, 1)) +
              "\", interpreting as \"" + escaped(std::string_view(str, de)) + "\" for backwards compatibility";
        return int64_t(ret);
    }
    if (!overflow) {
      int64_t s = int64_t(ret);
      overflow = s > 0 ? s > INT64_MAX / int64_t(factor) : s < INT64_MIN / int64_t(factor);
    }
    ret *= factor;
    if (de != end - 1) {
      err = "Invalid quantity \"" + escaped(value) + "\", interpreting as \"" + escaped(std::string_view(str, de)) +
            escaped(std::string_view(str + end - 1, 1)) + "\" for backwards compatibility";
      return int64_t(ret);
    }
  }
  if (overflow)
    err = "Invalid quantity \"" + escaped(value) + "\": value is out of range, using overflow result for backwards compatibility";
  return int64_t(ret);
}

void f_ini_parse_quantity(NativeArgs& a) {
  std::optional<std::string> err;
  int64_t v = parseQuantity(std::string(a.sv(0)), err);
  if (err) raiseWarning("%s", err->c_str());
  a.retInt(v);
}

const BuiltinDecl kIniQuantityBuiltins[] = {
    {"ini_parse_quantity(string $shorthand): int", f_ini_parse_quantity},
};
HOP_REGISTER_BUILTINS(kIniQuantityBuiltins);

} // namespace

int64_t parseIniQuantity(const std::string& value, std::optional<std::string>& err) { return parseQuantity(value, err); }

} // namespace hop
