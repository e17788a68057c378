// json-quote.h — a string as a JSON string literal (the admin endpoint's JSON, hop-parse's token dump).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace hop {

/// `s` between double quotes with JSON's escapes (`\"`, `\\`, `\n`, `\r`, `\t`,
/// `\u00XX` for the other control bytes); `slash` also writes '/' as `\/`, as
/// php's json_encode does by default. Other bytes are copied as they are.
inline std::string jsonQuote(std::string_view s, bool slash = false) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '/':
        out += slash ? "\\/" : "/";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

} // namespace hop
