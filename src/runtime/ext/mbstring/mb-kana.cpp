// mb-kana.cpp — mb_convert_kana: conversions between half-width (hankaku) and full-width
// (zenkaku) ASCII, digits, spaces and katakana, and between hiragana and katakana.
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-encoding.h"

namespace hop::mb {

namespace {

enum : uint32_t {
  kHan2ZenAll = 1 << 0,      // A
  kHan2ZenAlpha = 1 << 1,    // R
  kHan2ZenNum = 1 << 2,      // N
  kHan2ZenSpace = 1 << 3,    // S
  kHan2ZenKata = 1 << 4,     // K
  kHan2ZenHira = 1 << 5,     // H
  kHan2ZenSpecial = 1 << 6,  // M
  kZen2HanAll = 1 << 8,      // a
  kZen2HanAlpha = 1 << 9,    // r
  kZen2HanNum = 1 << 10,     // n
  kZen2HanSpace = 1 << 11,   // s
  kZen2HanKata = 1 << 12,    // k
  kZen2HanHira = 1 << 13,    // h
  kZen2HanSpecial = 1 << 14, // m
  kHira2Kata = 1 << 16,      // C
  kKata2Hira = 1 << 17,      // c
  kGlue = 1 << 20,           // V
};

/// Half-width katakana U+FF61..U+FF9F → full-width katakana.
const uint16_t kHanToZen[63] = {
    0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5,
    0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,
    0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC,
    0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4,
    0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C};

/// Full-width katakana U+30A1..U+30F4 → half-width: the base letter, then 0 / 1 (dakuten) / 2 (handakuten).
struct HanKana {
  uint16_t base;
  uint8_t mark;
};
HanKana zenKataToHan(uint32_t c) {
  // Plain letters whose half-width form appears in kHanToZen.
  for (int i = 5; i < 61; ++i)
    if (kHanToZen[i] == c) return {uint16_t(0xFF61 + i), 0};
  switch (c) {
    case 0x30EE: return {0xFF9C, 0};   // small wa → wa
    case 0x30F0: return {0xFF72, 0};   // wi → i
    case 0x30F1: return {0xFF74, 0};   // we → e
    case 0x30F4: return {0xFF73, 1};   // vu → u + dakuten
  }
  // Voiced letters: the letter before them (ka → ga) plus a mark.
  if ((c >= 0x30AC && c <= 0x30C2 && (c % 2) == 0) || (c >= 0x30C5 && c <= 0x30C9 && (c % 2) == 1)) {
    HanKana h = zenKataToHan(c - 1);
    return {h.base, 1};
  }
  if (c >= 0x30D0 && c <= 0x30DD) {
    int k = int(c - 0x30CF) % 3;   // 0 plain, 1 voiced, 2 semi-voiced
    HanKana h = zenKataToHan(c - uint32_t(k));
    return {h.base, uint8_t(k)};
  }
  return {0, 0};
}

/// The full-width kana a half-width one followed by a (semi-)voiced mark makes, or 0.
uint32_t glued(uint32_t han, uint32_t mark) {
  uint32_t zen = kHanToZen[han - 0xFF61];
  if (mark == 0xFF9E) {
    if (han == 0xFF73) return 0x30F4;   // u + dakuten → vu
    if ((han >= 0xFF76 && han <= 0xFF84) || (han >= 0xFF8A && han <= 0xFF8E)) return zen + 1;
  } else if (mark == 0xFF9F) {
    if (han >= 0xFF8A && han <= 0xFF8E) return zen + 2;
  }
  return 0;
}

bool isKatakanaLetter(uint32_t c) { return c >= 0x30A1 && c <= 0x30F3; }

void convertKana(const std::vector<uint32_t>& in, uint32_t mode, std::vector<uint32_t>& out) {
  out.reserve(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    uint32_t c = in[i];
    if ((mode & kHan2ZenAll) && c >= 0x21 && c <= 0x7D && c != '"' && c != '\'' && c != '\\') {
      out.push_back(c + 0xFEE0);
    } else if ((mode & kHan2ZenAlpha) && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
      out.push_back(c + 0xFEE0);
    } else if ((mode & kHan2ZenNum) && c >= '0' && c <= '9') {
      out.push_back(c + 0xFEE0);
    } else if ((mode & kHan2ZenSpace) && c == ' ') {
      out.push_back(0x3000);
    } else if ((mode & (kHan2ZenKata | kHan2ZenHira)) && c >= 0xFF61 && c <= 0xFF9F) {
      uint32_t z = kHanToZen[c - 0xFF61];
      if ((mode & kGlue) && i + 1 < in.size() && c >= 0xFF66 && c <= 0xFF9D) {
        uint32_t g = glued(c, in[i + 1]);
        if (g == 0x30F4 && (mode & kHan2ZenHira)) g = 0;   // no hiragana vu: u and the mark stay apart
        if (g) {
          z = g;
          ++i;
        }
      }
      if ((mode & kHan2ZenHira) && ((z >= 0x30A1 && z <= 0x30F4)) ) z -= 0x60;
      out.push_back(z);
    } else if ((mode & kZen2HanAll) && c >= 0xFF01 && c <= 0xFF5D && c != 0xFF02 && c != 0xFF07 && c != 0xFF3C) {
      out.push_back(c - 0xFEE0);
    } else if ((mode & kZen2HanAlpha) && ((c >= 0xFF21 && c <= 0xFF3A) || (c >= 0xFF41 && c <= 0xFF5A))) {
      out.push_back(c - 0xFEE0);
    } else if ((mode & kZen2HanNum) && c >= 0xFF10 && c <= 0xFF19) {
      out.push_back(c - 0xFEE0);
    } else if ((mode & kZen2HanSpace) && c == 0x3000) {
      out.push_back(' ');
    } else if (((mode & kZen2HanKata) && c >= 0x30A1 && c <= 0x30F4) ||
               ((mode & kZen2HanHira) && c >= 0x3041 && c <= 0x3093)) {
      uint32_t k = c <= 0x3093 ? c + 0x60 : c;
      HanKana h = zenKataToHan(k);
      if (!h.base) {
        out.push_back(c);
        continue;
      }
      out.push_back(h.base);
      if (h.mark) out.push_back(h.mark == 1 ? 0xFF9E : 0xFF9F);
    } else if ((mode & (kZen2HanKata | kZen2HanHira)) &&
               (c == 0x3001 || c == 0x3002 || c == 0x300C || c == 0x300D || c == 0x309B || c == 0x309C || c == 0x30FB ||
                c == 0x30FC)) {
      switch (c) {
        case 0x3001: out.push_back(0xFF64); break;
        case 0x3002: out.push_back(0xFF61); break;
        case 0x300C: out.push_back(0xFF62); break;
        case 0x300D: out.push_back(0xFF63); break;
        case 0x309B: out.push_back(0xFF9E); break;
        case 0x309C: out.push_back(0xFF9F); break;
        case 0x30FB: out.push_back(0xFF65); break;
        default: out.push_back(0xFF70); break;
      }
    } else if ((mode & kHira2Kata) && ((c >= 0x3041 && c <= 0x3093) || c == 0x309D || c == 0x309E)) {
      out.push_back(c + 0x60);
    } else if ((mode & kKata2Hira) && (isKatakanaLetter(c) || c == 0x30FD || c == 0x30FE)) {
      out.push_back(c - 0x60);
    } else if ((mode & kHan2ZenSpecial) && (c == '"' || c == '\'' || c == '\\' || c == '~' || c == 0xA5)) {
      out.push_back(c == '"' ? 0x201D : c == '\'' ? 0x2019 : c == '~' ? 0xFFE3 : 0xFFE5);
    } else if ((mode & kZen2HanSpecial) &&
               (c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D || c == 0xFF3C || c == 0xFFE3 || c == 0xFFE5)) {
      out.push_back(c == 0x2018 || c == 0x2019 ? '\'' : c == 0x201C || c == 0x201D ? '"' : c == 0xFFE3 ? '~' : '\\');
    } else {
      out.push_back(c);
    }
  }
}

[[noreturn]] void conflict(char x, char y) {
  throwErrorF(ErrorKind::ValueError, "mb_convert_kana(): Argument #2 ($mode) must not combine '%c' and '%c' flags", x, y);
}

uint32_t parseMode(std::string_view m) {
  uint32_t mode = 0;
  for (char ch : m) {
    switch (ch) {
      case 'A': mode |= kHan2ZenAll; break;
      case 'a': mode |= kZen2HanAll; break;
      case 'R': mode |= kHan2ZenAlpha; break;
      case 'r': mode |= kZen2HanAlpha; break;
      case 'N': mode |= kHan2ZenNum; break;
      case 'n': mode |= kZen2HanNum; break;
      case 'S': mode |= kHan2ZenSpace; break;
      case 's': mode |= kZen2HanSpace; break;
      case 'K': mode |= kHan2ZenKata; break;
      case 'k': mode |= kZen2HanKata; break;
      case 'H': mode |= kHan2ZenHira; break;
      case 'h': mode |= kZen2HanHira; break;
      case 'V': mode |= kGlue; break;
      case 'C': mode |= kHira2Kata; break;
      case 'c': mode |= kKata2Hira; break;
      case 'M': mode |= kHan2ZenSpecial; break;
      case 'm': mode |= kZen2HanSpecial; break;
      default:
        throwErrorF(ErrorKind::ValueError, "mb_convert_kana(): Argument #2 ($mode) contains invalid flag: '%c'", ch);
    }
  }
  auto both = [&](uint32_t x, uint32_t y) { return (mode & x) && (mode & y); };
  if (both(kHan2ZenAll, kZen2HanAll)) conflict('A', 'a');
  if (both(kHan2ZenAll, kZen2HanNum)) conflict('A', 'n');
  if (both(kHan2ZenAll, kZen2HanAlpha)) conflict('A', 'r');
  if (both(kHan2ZenNum, kZen2HanAll)) conflict('N', 'a');
  if (both(kHan2ZenNum, kZen2HanNum)) conflict('N', 'n');
  if (both(kHan2ZenAlpha, kZen2HanAll)) conflict('R', 'a');
  if (both(kHan2ZenAlpha, kZen2HanAlpha)) conflict('R', 'r');
  if (both(kHan2ZenSpace, kZen2HanSpace)) conflict('S', 's');
  if (both(kHan2ZenKata, kZen2HanKata)) conflict('K', 'k');
  if (both(kHan2ZenHira, kZen2HanHira)) conflict('H', 'h');
  if (both(kHan2ZenHira, kHan2ZenKata)) conflict('H', 'K');
  if (both(kZen2HanKata, kKata2Hira)) conflict('k', 'c');
  if (both(kZen2HanHira, kKata2Hira)) conflict('h', 'c');
  if (both(kZen2HanKata, kHira2Kata)) conflict('k', 'C');
  if (both(kZen2HanHira, kHira2Kata)) conflict('h', 'C');
  if (both(kHira2Kata, kKata2Hira)) conflict('C', 'c');
  if (both(kHan2ZenSpecial, kZen2HanSpecial)) conflict('M', 'm');
  return mode;
}

void f_mb_convert_kana(NativeArgs& a) {
  std::string_view str = a.sv(0);
  uint32_t mode = a.has(1) ? parseMode(a.sv(1)) : (kHan2ZenKata | kGlue);
  const Encoding* e = encodingArg("mb_convert_kana", 3, "encoding", a.isNull(2) ? "" : a.sv(2), !a.isNull(2));
  std::vector<uint32_t> in = decode(e, str);
  std::vector<uint32_t> out;
  convertKana(in, mode, out);
  a.retString(encode(e, out));
}

const BuiltinDecl kMbKanaBuiltins[] = {
    {"mb_convert_kana(string $string, string $mode = \"KV\", ?string $encoding = null): string", f_mb_convert_kana},
};
HOP_REGISTER_BUILTINS(kMbKanaBuiltins);

} // namespace

} // namespace hop::mb
