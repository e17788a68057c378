// type-constraint.cpp — writing a declared type the way php prints it.
#include "bytecode/type-constraint.h"

#include "runtime/string/string-data.h"
#include "util/string-map.h"

namespace hop {

namespace {

std::string_view shownName(const StringData* n, std::string_view selfName, std::string_view parentName) {
  std::string_view v = n->view();
  if (!selfName.empty() && v.size() == 4 && equalsIgnoreCase(v, "self")) return selfName;
  if (!parentName.empty() && v.size() == 6 && equalsIgnoreCase(v, "parent")) return parentName;
  return v;
}

} // namespace

std::string TypeConstraint::toString(std::string_view selfName, std::string_view parentName) const {
  std::string s;
  auto add = [&](std::string_view part) {
    if (!s.empty()) s += '|';
    s += part;
  };
  // iterable from a builtin signature carries no Traversable member.
  bool hasTraversable = false;
  for (const auto& g : members)
    for (const StringData* n : g)
      if (equalsIgnoreCase(n->view(), "Traversable")) hasTraversable = true;
  if ((mask & kIterable) && !hasTraversable) add("Traversable");
  const bool pureIntersection = intersection;
  for (const auto& g : members) {
    if (g.size() == 1) {
      add(shownName(g[0], selfName, parentName));
      continue;
    }
    std::string inter;
    for (const StringData* n : g) {
      if (!inter.empty()) inter += '&';
      inter += shownName(n, selfName, parentName);
    }
    add(pureIntersection ? inter : "(" + inter + ")");
  }
  if (mask & kMixed) {
    add("mixed");
    return s;
  }
  if (mask & kStatic) add("static");
  if (mask & kCallable) add("callable");
  if (mask & kObject) add("object");
  if (mask & (kArray | kIterable)) add("array");
  if (mask & kString) add("string");
  if (mask & kInt) add("int");
  if (mask & kFloat) add("float");
  if ((mask & kBool) == kBool) add("bool");
  else if (mask & kFalse) add("false");
  else if (mask & kTrue) add("true");
  if (mask & kVoid) add("void");
  if (mask & kNever) add("never");
  if (mask & kNull) {
    if (!s.empty() && s.find('|') == std::string::npos && s.find('&') == std::string::npos) return "?" + s;
    add("null");
  }
  return s;
}

} // namespace hop
