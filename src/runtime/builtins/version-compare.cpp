// version-compare.cpp — version_compare(): php's "PHP-standardized" version
// ordering. Versions are canonicalized ("1.0rc1" -> "1.0.rc.1", '-', '_'
// and '+' become '.'), then compared part by part: numbers numerically,
// names by rank (dev < alpha = a < beta = b < RC = rc < # (a number) < pl = p),
// a number against a name as "#". Versions are C strings (they end at NUL).
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlnum(char c) { return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string canonicalize(const std::string& v) {
  if (v.empty()) return v;
  std::string out;
  out += v[0];
  char last = v[0];
  auto dot = [&] {
    if (out.back() != '.') out += '.';
  };
  for (size_t i = 1; i < v.size(); ++i) {
    char c = v[i];
    bool lastDigit = isDigit(last), cDigit = isDigit(c);
    if (c == '-' || c == '_' || c == '+') {
      dot();
    } else if ((!lastDigit && last != '.' && cDigit) || (lastDigit && !cDigit && c != '.')) {
      dot();   // a switch between digits and other characters
      out += c;
    } else if (!isAlnum(c)) {
      dot();
    } else {
      out += c;
    }
    last = c;
  }
  return out;
}

int sign(long v) { return v < 0 ? -1 : (v > 0 ? 1 : 0); }

int specialFormOrder(const char* form) {
  static const struct {
    const char* name;
    int order;
  } kForms[] = {{"dev", 0}, {"alpha", 1}, {"a", 1}, {"beta", 2}, {"b", 2}, {"RC", 3},
                {"rc", 3},  {"#", 4},     {"pl", 5}, {"p", 5}};
  for (const auto& f : kForms)
    if (std::strncmp(form, f.name, std::strlen(f.name)) == 0) return f.order;
  return -1;
}

int compareSpecial(const char* a, const char* b) { return sign(specialFormOrder(a) - specialFormOrder(b)); }

int versionCompare(const std::string& orig1, const std::string& orig2) {
  if (orig1.empty() || orig2.empty()) return orig1.empty() && orig2.empty() ? 0 : (orig1.empty() ? -1 : 1);
  std::string v1 = orig1[0] == '#' ? orig1 : canonicalize(orig1);
  std::string v2 = orig2[0] == '#' ? orig2 : canonicalize(orig2);
  // Walk both as C strings, cutting each part at its '.'.
  char* p1 = v1.data();
  char* p2 = v2.data();
  char* n1 = p1;
  char* n2 = p2;
  int compare = 0;
  while (*p1 && *p2 && n1 && n2) {
    if ((n1 = std::strchr(p1, '.'))) *n1 = '\0';
    if ((n2 = std::strchr(p2, '.'))) *n2 = '\0';
    if (isDigit(*p1) && isDigit(*p2)) {
      long l1 = std::strtol(p1, nullptr, 10), l2 = std::strtol(p2, nullptr, 10);
      compare = l1 < l2 ? -1 : (l1 > l2 ? 1 : 0);
    } else if (!isDigit(*p1) && !isDigit(*p2)) {
      compare = compareSpecial(p1, p2);
    } else {
      compare = isDigit(*p1) ? compareSpecial("#N#", p2) : compareSpecial(p1, "#N#");
    }
    if (compare != 0) break;
    if (n1) p1 = n1 + 1;
    if (n2) p2 = n2 + 1;
  }
  if (compare == 0) {
    if (n1) compare = isDigit(*p1) ? 1 : versionCompare(p1, "#N#");
    else if (n2) compare = isDigit(*p2) ? -1 : versionCompare("#N#", p2);
  }
  return compare;
}

void f_version_compare(NativeArgs& a) {
  std::string v1(a.sv(0)), v2(a.sv(1));
  int c = versionCompare(v1.substr(0, v1.find('\0')), v2.substr(0, v2.find('\0')));
  if (a.isNull(2)) {
    a.retInt(c);
    return;
  }
  std::string_view op = a.sv(2);
  if (op == "<" || op == "lt") a.retBool(c == -1);
  else if (op == "<=" || op == "le") a.retBool(c != 1);
  else if (op == ">" || op == "gt") a.retBool(c == 1);
  else if (op == ">=" || op == "ge") a.retBool(c != -1);
  else if (op == "==" || op == "=" || op == "eq") a.retBool(c == 0);
  else if (op == "!=" || op == "<>" || op == "ne") a.retBool(c != 0);
  else throwError(ErrorKind::ValueError, "version_compare(): Argument #3 ($operator) must be a valid comparison operator");
}

const BuiltinDecl kVersionBuiltins[] = {
    {"version_compare(string $version1, string $version2, ?string $operator = null): int|bool", f_version_compare},
};
HOP_REGISTER_BUILTINS(kVersionBuiltins);

} // namespace

} // namespace hop
