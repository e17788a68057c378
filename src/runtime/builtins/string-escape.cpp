// string-escape.cpp — backslash escaping and shell quoting: addcslashes,
// stripcslashes, escapeshellarg, escapeshellcmd; and php_charmask, the
// "a..z" character-list reader trim() and addcslashes() share.
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/string/string-data.h"

namespace hop {

/// php_charmask: the bytes of a character list, where "a..z" is a range.
/// Malformed ranges raise php's warnings (prefixed with the builtin's name).
void charMask(std::string_view chars, bool mask[256], NativeArgs* a) {
  std::memset(mask, 0, 256);
  const char* fn = a ? a->func->name->data() : "";
  size_t n = chars.size();
  auto at = [&](size_t i) { return static_cast<unsigned char>(chars[i]); };
  for (size_t i = 0; i < n; ++i) {
    unsigned char c = at(i);
    if (i + 3 < n && chars[i + 1] == '.' && chars[i + 2] == '.' && at(i + 3) >= c) {
      for (unsigned x = c; x <= at(i + 3); ++x) mask[x] = true;
      i += 3;
    } else if (i + 1 < n && chars[i] == '.' && chars[i + 1] == '.') {
      // Say as precisely as possible what is wrong with the range.
      if (i == 0) raiseWarning("%s(): Invalid '..'-range, no character to the left of '..'", fn);
      else if (i + 2 >= n) raiseWarning("%s(): Invalid '..'-range, no character to the right of '..'", fn);
      else if (at(i - 1) > at(i + 2)) raiseWarning("%s(): Invalid '..'-range, '..'-range needs to be incrementing", fn);
      else raiseWarning("%s(): Invalid '..'-range", fn);
    } else {
      mask[c] = true;
    }
  }
}

namespace {

void f_addcslashes(NativeArgs& a) {
  std::string_view s = a.sv(0);
  bool mask[256];
  charMask(a.sv(1), mask, &a);
  std::string out;
  out.reserve(s.size());
  NativeBufferGuard guard;
  for (unsigned char c : s) {
    guard(out.size());   // the result counts against memory_limit as it grows
    if (!mask[c]) {
      out += char(c);
      continue;
    }
    out += '\\';
    if (c < 32 || c > 126) {
      switch (c) {
        case '\n': out += 'n'; break;
        case '\t': out += 't'; break;
        case '\r': out += 'r'; break;
        case '\a': out += 'a'; break;
        case '\v': out += 'v'; break;
        case '\b': out += 'b'; break;
        case '\f': out += 'f'; break;
        default: {
          char buf[4];
          std::snprintf(buf, sizeof buf, "%03o", c);
          out += buf;
        }
      }
    } else {
      out += char(c);
    }
  }
  a.retString(out);
}

bool isOctal(char c) { return c >= '0' && c <= '7'; }

void f_stripcslashes(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
      continue;
    }
    char c = s[++i];
    switch (c) {
      case 'n': out += '\n'; continue;
      case 'r': out += '\r'; continue;
      case 'a': out += '\a'; continue;
      case 't': out += '\t'; continue;
      case 'v': out += '\v'; continue;
      case 'b': out += '\b'; continue;
      case 'f': out += '\f'; continue;
      case '\\': out += '\\'; continue;
      case 'x':
        if (i + 1 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1]))) {
          std::string hex(1, s[++i]);
          if (i + 1 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1]))) hex += s[++i];
          out += char(std::strtol(hex.c_str(), nullptr, 16));
          continue;
        }
        break;
      default: break;
    }
    // Up to three octal digits, else the character itself.
    std::string oct;
    while (i < s.size() && isOctal(s[i]) && oct.size() < 3) oct += s[i++];
    if (!oct.empty()) {
      out += char(std::strtol(oct.c_str(), nullptr, 8));
      --i;
    } else {
      out += s[i];
    }
  }
  a.retString(out);
}

void checkNoNul(NativeArgs& a) {
  if (a.sv(0).find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) must not contain any null bytes", a.func->name->data(),
                a.func->params[0].name->data());
}

void f_escapeshellarg(NativeArgs& a) {
  checkNoNul(a);
  std::string out = "'";
  for (char c : a.sv(0)) {
    if (c == '\'') out += "'\\''";
    else out += c;
  }
  out += '\'';
  a.retString(out);
}

void f_escapeshellcmd(NativeArgs& a) {
  checkNoNul(a);
  std::string_view s = a.sv(0);
  std::string out;
  std::mbstate_t st{};
  size_t pairedQuote = std::string_view::npos;   // where the quote opened here is closed
  for (size_t x = 0; x < s.size(); ++x) {
    int len = int(std::mbrlen(s.data() + x, s.size() - x, &st));
    if (len < 0) {
      st = std::mbstate_t{};
      continue;   // invalid multibyte characters are dropped
    }
    if (len > 1) {
      out.append(s.substr(x, size_t(len)));
      x += size_t(len) - 1;
      continue;
    }
    char c = s[x];
    switch (c) {
      case '"':
      case '\'':
        // A quote with its partner later in the string stays as it is.
        if (pairedQuote == std::string_view::npos && (pairedQuote = s.find(c, x + 1)) != std::string_view::npos) {
        } else if (pairedQuote != std::string_view::npos && s[pairedQuote] == c) {
          pairedQuote = std::string_view::npos;
        } else {
          out += '\\';
        }
        out += c;
        break;
      case '#': case '&': case ';': case '`': case '|': case '*': case '?': case '~': case '<': case '>':
      case '^': case '(': case ')': case '[': case ']': case '{': case '}': case '$': case '\\': case '\n':
      case '\xFF':
        out += '\\';
        out += c;
        break;
      default: out += c;
    }
  }
  a.retString(out);
}

const BuiltinDecl kEscapeBuiltins[] = {
    {"addcslashes(string $string, string $characters): string", f_addcslashes},
    {"stripcslashes(string $string): string", f_stripcslashes},
    {"escapeshellarg(string $arg): string", f_escapeshellarg},
    {"escapeshellcmd(string $command): string", f_escapeshellcmd},
};
HOP_REGISTER_BUILTINS(kEscapeBuiltins);

} // namespace

} // namespace hop
