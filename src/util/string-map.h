// string-map.h — hash maps keyed by strings, looked up by string_view without
// allocating. PHP names of functions, classes and methods are case-insensitive:
// those maps store lowercase keys and callers look up with toLower() or a
// name that is already lowercase.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

namespace hop {

struct StringViewHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

template <class T>
using StringMap = std::unordered_map<std::string, T, StringViewHash, std::equal_to<>>;

/// ASCII lowercase, as PHP folds identifiers.
inline std::string toLower(std::string_view s) {
  std::string r(s);
  for (char& c : r)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  return r;
}

inline bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x + 32);
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y + 32);
    if (x != y) return false;
  }
  return true;
}

} // namespace hop
