// hebrev.cpp — hebrev(): logical to visual Hebrew (ISO-8859-8) text.
//
// Two passes, as php does them: the text is split into alternating Hebrew and
// other blocks, written from the end of a buffer forwards (Hebrew blocks keep
// their order but get mirrored brackets, other blocks are copied reversed
// twice over, so they read left to right); then the result is cut into lines
// of at most $max_chars_per_line from the end, preferring to break at blanks.
#include <cctype>
#include <string>

#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

namespace {

bool isHebrew(unsigned char c) { return c >= 224 && c <= 250; }
bool isBlank(unsigned char c) { return c == ' ' || c == '\t'; }
bool isNewline(unsigned char c) { return c == '\n' || c == '\r'; }
bool isPunct(unsigned char c) { return ispunct(c) != 0; }

char mirrored(char c) {
  switch (c) {
    case '(': return ')';
    case ')': return '(';
    case '[': return ']';
    case ']': return '[';
    case '{': return '}';
    case '}': return '{';
    case '<': return '>';
    case '>': return '<';
    case '\\': return '/';
    case '/': return '\\';
    default: return c;
  }
}

/// Pass one: blocks reversed into visual order.
std::string reverseBlocks(std::string_view s) {
  size_t len = s.size();
  auto at = [&](size_t i) -> unsigned char { return i < len ? static_cast<unsigned char>(s[i]) : 0; };
  std::string heb(len, '\0');
  size_t target = len;  // heb is filled from the end
  // blockEnd is the last byte of the current block; a block may come out
  // empty (blockEnd == blockStart - 1) when the text switches type at once.
  size_t blockStart = 0, blockEnd = 0;
  bool hebrewBlock = isHebrew(at(0));
  do {
    if (hebrewBlock) {
      while ((isHebrew(at(blockEnd + 1)) || isBlank(at(blockEnd + 1)) || isPunct(at(blockEnd + 1)) || at(blockEnd + 1) == '\n') &&
             blockEnd < len - 1)
        ++blockEnd;
      for (size_t i = blockStart + 1; i <= blockEnd + 1; ++i) heb[--target] = mirrored(s[i - 1]);
    } else {
      while (!isHebrew(at(blockEnd + 1)) && at(blockEnd + 1) != '\n' && blockEnd < len - 1) ++blockEnd;
      // Trailing blanks and punctuation go to the next (Hebrew) block.
      while ((isBlank(at(blockEnd)) || isPunct(at(blockEnd))) && at(blockEnd) != '/' && at(blockEnd) != '-' &&
             blockEnd > blockStart)
        --blockEnd;
      for (size_t i = blockEnd + 1; i >= blockStart + 1; --i) heb[--target] = s[i - 1];
    }
    hebrewBlock = !hebrewBlock;
    blockStart = blockEnd + 1;
  } while (blockEnd < len - 1);
  return heb;
}

/// Pass two: lines taken from the end of the visual text.
std::string breakLines(std::string heb, int64_t maxChars) {
  std::string out;
  size_t begin = heb.size() - 1, end = begin;
  while (true) {
    int64_t count = 0;
    while ((!maxChars || (maxChars > 0 && count < maxChars)) && begin > 0) {
      ++count;
      --begin;
      if (isNewline(heb[begin])) {
        while (begin > 0 && isNewline(heb[begin - 1])) {
          --begin;
          ++count;
        }
        break;
      }
    }
    if (maxChars >= 0 && count == maxChars) {
      // Avoid breaking a word: move the break forward to a blank if there is one.
      int64_t newCount = count;
      size_t newBegin = begin;
      while (newCount > 0) {
        if (isBlank(heb[newBegin]) || isNewline(heb[newBegin])) break;
        ++newBegin;
        --newCount;
      }
      if (newCount > 0) begin = newBegin;
    }
    size_t origBegin = begin;
    if (isBlank(heb[begin])) heb[begin] = '\n';
    while (begin <= end && isNewline(heb[begin])) ++begin;  // leading newlines go after the line
    for (size_t i = begin; i <= end; ++i) out += heb[i];
    for (size_t i = origBegin; i <= end && isNewline(heb[i]); ++i) out += heb[i];
    begin = origBegin;
    if (begin == 0) break;
    --begin;
    end = begin;
  }
  return out;
}

void f_hebrev(NativeArgs& a) {
  std::string_view s = a.sv(0);
  if (s.empty()) {
    a.retString("");
    return;
  }
  a.retString(breakLines(reverseBlocks(s), a.i64Or(1, 0)));
}

const BuiltinDecl kHebrevBuiltins[] = {
    {"hebrev(string $string, int $max_chars_per_line = 0): string", f_hebrev},
};
HOP_REGISTER_BUILTINS(kHebrevBuiltins);

} // namespace

} // namespace hop
