// metaphone.cpp — metaphone(): Lawrence Philips' phonetic key, in the
// variant php took from Text-Metaphone (the "traditional" rules: CH is always
// 'X', SCHW is not special). The word is read as a C string: it ends at NUL.
#include <cctype>
#include <string>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

namespace {

// Letter classes, indexed by letter: 1 vowel (AEIOU), 2 unchanged (FJLMNR
// pass through), 4 makes a following H part of a digraph (CGPST), 8 softens
// C and G (EIY), 16 keeps GH from sounding F (BDH).
const unsigned char kClasses[26] = {1, 16, 4, 16, 9, 2, 4, 16, 9, 2, 0, 2, 2, 2, 1, 4, 0, 2, 4, 4, 1, 0, 0, 0, 8, 0};

int classOf(char c) { return (c >= 'A' && c <= 'Z') ? kClasses[c - 'A'] : 0; }
bool isVowel(char c) { return classOf(c) & 1; }
bool affectsH(char c) { return classOf(c) & 4; }
bool makesSoft(char c) { return classOf(c) & 8; }
bool noGhToF(char c) { return classOf(c) & 16; }
bool isAlpha(unsigned char c) { return isalpha(c) != 0; }
char upper(unsigned char c) { return static_cast<char>(toupper(c)); }

std::string metaphone(std::string_view word, int64_t maxPhonemes) {
  word = word.substr(0, word.find('\0'));
  auto raw = [&](size_t i) -> unsigned char { return i < word.size() ? static_cast<unsigned char>(word[i]) : 0; };
  std::string out;
  size_t w = 0;

  // The first letter has rules of its own.
  while (!isAlpha(raw(w))) {
    if (!raw(w)) return out;
    ++w;
  }
  auto next = [&]() { return upper(raw(w + 1)); };
  auto afterNext = [&]() { return raw(w + 1) ? upper(raw(w + 2)) : '\0'; };
  auto back = [&](size_t n) { return w >= n ? upper(raw(w - n)) : '\0'; };
  auto ahead = [&](size_t n) {
    size_t i = 0;
    while (raw(w + i) && i < n) ++i;
    return upper(raw(w + i));
  };

  char c = upper(raw(w));
  switch (c) {
    case 'A':  // AE -> E, a leading vowel is kept
      if (next() == 'E') {
        out += 'E';
        w += 2;
      } else {
        out += 'A';
        ++w;
      }
      break;
    case 'G':
    case 'K':
    case 'P':  // GN, KN, PN -> N
      if (next() == 'N') {
        out += 'N';
        w += 2;
      }
      break;
    case 'W':  // WR -> R; WH and W+vowel -> W
      if (next() == 'R') {
        out += 'R';
        w += 2;
      } else if (next() == 'H' || isVowel(next())) {
        out += 'W';
        w += 2;
      }
      break;
    case 'X':
      out += 'S';
      ++w;
      break;
    case 'E':
    case 'I':
    case 'O':
    case 'U':
      out += c;
      ++w;
      break;
    default:
      break;
  }

  for (; raw(w) && (maxPhonemes == 0 || int64_t(out.size()) < maxPhonemes); ++w) {
    if (!isAlpha(raw(w))) continue;
    c = upper(raw(w));
    char prev = back(1);
    if (c == prev && c != 'C') continue;  // doubled letters count once, except CC
    size_t skip = 0;
    switch (c) {
      case 'B':
        if (prev != 'M') out += 'B';
        break;
      case 'C':
        if (makesSoft(next())) {
          if (next() == 'I' && afterNext() == 'A') out += 'X';  // CIA
          else if (prev != 'S') out += 'S';                      // SC[IEY] is silent
        } else if (next() == 'H') {
          out += 'X';
          ++skip;
        } else {
          out += 'K';
        }
        break;
      case 'D':
        if (next() == 'G' && makesSoft(afterNext())) {
          out += 'J';
          ++skip;
        } else {
          out += 'T';
        }
        break;
      case 'G':
        if (next() == 'H') {
          if (!(noGhToF(back(3)) || back(4) == 'H')) {
            out += 'F';
            ++skip;
          }
        } else if (next() == 'N') {
          char an = afterNext();
          if (!(!isAlpha(static_cast<unsigned char>(an)) || (an == 'E' && ahead(3) == 'D'))) out += 'K';
        } else if (makesSoft(next()) && prev != 'G') {
          out += 'J';
        } else {
          out += 'K';
        }
        break;
      case 'H':
        if (isVowel(next()) && !affectsH(prev)) out += 'H';
        break;
      case 'K':
        if (prev != 'C') out += 'K';
        break;
      case 'P':
        out += next() == 'H' ? 'F' : 'P';
        break;
      case 'Q':
        out += 'K';
        break;
      case 'S':
        if (next() == 'I' && (afterNext() == 'O' || afterNext() == 'A')) {
          out += 'X';
        } else if (next() == 'H') {
          out += 'X';
          ++skip;
        } else {
          out += 'S';
        }
        break;
      case 'T':
        if (next() == 'I' && (afterNext() == 'O' || afterNext() == 'A')) {
          out += 'X';
        } else if (next() == 'H') {
          out += '0';
          ++skip;
        } else if (!(next() == 'C' && afterNext() == 'H')) {
          out += 'T';
        }
        break;
      case 'V':
        out += 'F';
        break;
      case 'W':
        if (isVowel(next())) out += 'W';
        break;
      case 'X':
        out += "KS";
        break;
      case 'Y':
        if (isVowel(next())) out += 'Y';
        break;
      case 'Z':
        out += 'S';
        break;
      case 'F':
      case 'J':
      case 'L':
      case 'M':
      case 'N':
      case 'R':
        out += c;
        break;
      default:
        break;
    }
    w += skip;
  }
  return out;
}

void f_metaphone(NativeArgs& a) {
  int64_t max = a.i64Or(1, 0);
  if (max < 0)
    throwErrorF(ErrorKind::ValueError, "metaphone(): Argument #2 ($max_phonemes) must be greater than or equal to 0");
  a.retString(metaphone(a.sv(0), max));
}

const BuiltinDecl kMetaphoneBuiltins[] = {
    {"metaphone(string $string, int $max_phonemes = 0): string", f_metaphone},
};
HOP_REGISTER_BUILTINS(kMetaphoneBuiltins);

} // namespace

} // namespace hop
