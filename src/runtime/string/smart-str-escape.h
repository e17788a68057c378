// smart-str-escape.h — php's smart_str_append_escaped: the escaping php
// uses when it quotes a value inside a message or an export (ini quantity
// warnings, Reflection's __toString of default values).
#pragma once
#include <string>
#include <string_view>

namespace hop {

/// Appends `s` with '\\' and every byte outside 32..126 escaped (\n \r \t
/// \f \v \\ \e, else \xHH).
void appendEscaped(std::string& out, std::string_view s);

inline std::string escaped(std::string_view s) {
  std::string out;
  appendEscaped(out, s);
  return out;
}

} // namespace hop
