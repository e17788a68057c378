// srckey.cpp — printing SrcKeys.
#include "jit/srckey.h"

namespace hop::jit {

std::string SrcKey::toString() const {
  return toString("f" + std::to_string(funcId()));
}

std::string SrcKey::toString(std::string_view funcName) const {
  if (!valid()) return "<invalid>";
  std::string s(funcName);
  if (isPrologue()) return s + ":prologue(" + std::to_string(offset()) + ")";
  s += "@" + std::to_string(offset());
  if (resumed()) s += "r";
  return s;
}

} // namespace hop::jit
