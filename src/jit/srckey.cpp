// srckey.cpp — printing SrcKeys.
#include "jit/srckey.h"

namespace hop::jit {

std::string SrcKey::toString() const {
  if (!valid()) return "<invalid>";
  std::string s = "f" + std::to_string(funcId());
  if (isPrologue()) return s + ":prologue(" + std::to_string(offset()) + ")";
  s += "@" + std::to_string(offset());
  if (resumed()) s += "r";
  return s;
}

} // namespace hop::jit
