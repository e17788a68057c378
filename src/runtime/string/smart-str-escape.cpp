// smart-str-escape.cpp — php's smart_str_append_escaped.
#include "runtime/string/smart-str-escape.h"

namespace hop {

void appendEscaped(std::string& out, std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  for (unsigned char c : s) {
    if (c >= 32 && c != '\\' && c <= 126) {
      out += char(c);
      continue;
    }
    out += '\\';
    switch (c) {
      case '\n': out += 'n'; break;
      case '\r': out += 'r'; break;
      case '\t': out += 't'; break;
      case '\f': out += 'f'; break;
      case '\v': out += 'v'; break;
      case '\\': out += '\\'; break;
      case 27: out += 'e'; break;
      default:
        out += 'x';
        out += kHex[c >> 4];
        out += kHex[c & 15];
    }
  }
}

} // namespace hop
