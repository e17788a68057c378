// mb-case.cpp — mbstring's case mapping and folding (mb_strtoupper/lower, mb_convert_case) from ICU's Unicode data.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>

#include <cstring>
#include <memory>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-text.h"

namespace hop {

namespace mb {

namespace {

enum { kUpper, kLower, kTitle, kFold, kUpperSimple, kLowerSimple, kTitleSimple, kFoldSimple };

using FullFn = int32_t (*)(UChar*, int32_t, const UChar*, int32_t, const char*, UErrorCode*);

void fullMap(uint32_t c, int which, std::vector<uint32_t>& out) {
  UChar src[2];
  int32_t n = 0;
  U16_APPEND_UNSAFE(src, n, c);
  UChar dst[16];
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = 0;
  switch (which) {
    case kUpper: len = u_strToUpper(dst, 16, src, n, "", &err); break;
    case kLower: len = u_strToLower(dst, 16, src, n, "", &err); break;
    case kFold: len = u_strFoldCase(dst, 16, src, n, U_FOLD_CASE_DEFAULT, &err); break;
    case kTitle: {
      // The word break iterator u_strToTitle would open (and build from
      // ICU's rules) at every call, opened once per thread.
      struct Close { void operator()(UBreakIterator* b) const { ubrk_close(b); } };
      static thread_local std::unique_ptr<UBreakIterator, Close> words = [] {
        UErrorCode e = U_ZERO_ERROR;
        UBreakIterator* b = ubrk_open(UBRK_WORD, "", nullptr, 0, &e);
        return std::unique_ptr<UBreakIterator, Close>(U_SUCCESS(e) ? b : nullptr);
      }();
      len = u_strToTitle(dst, 16, src, n, words.get(), "", &err);
      break;
    }
  }
  if (U_FAILURE(err)) {
    out.push_back(c);
    return;
  }
  for (int32_t i = 0; i < len;) {
    UChar32 cp;
    U16_NEXT(dst, i, len, cp);
    out.push_back(uint32_t(cp));
  }
}

} // namespace

std::vector<uint32_t> convertCase(const std::vector<uint32_t>& in, int mode) {
  std::vector<uint32_t> out;
  out.reserve(in.size());
  bool inWord = false;
  for (uint32_t c : in) {
    if (c == kBadInput || c > 0x10FFFF) {
      out.push_back(c);
      continue;
    }
    if (c < 0x80 && mode != kTitle && mode != kTitleSimple) {
      if (mode == kUpper || mode == kUpperSimple) out.push_back(c >= 'a' && c <= 'z' ? c - 32 : c);
      else out.push_back(c >= 'A' && c <= 'Z' ? c + 32 : c);
      continue;
    }
    switch (mode) {
      case kUpperSimple: out.push_back(uint32_t(u_toupper(UChar32(c)))); break;
      case kLowerSimple: out.push_back(uint32_t(u_tolower(UChar32(c)))); break;
      case kFoldSimple: out.push_back(uint32_t(u_foldCase(UChar32(c), U_FOLD_CASE_DEFAULT))); break;
      case kUpper: fullMap(c, kUpper, out); break;
      case kLower: fullMap(c, kLower, out); break;
      case kFold: fullMap(c, kFold, out); break;
      case kTitle: case kTitleSimple: {
        if (inWord) {
          if (mode == kTitleSimple) out.push_back(uint32_t(u_tolower(UChar32(c))));
          else fullMap(c, kLower, out);
        } else {
          if (mode == kTitleSimple) out.push_back(uint32_t(u_totitle(UChar32(c))));
          else fullMap(c, kTitle, out);
        }
        if (!u_hasBinaryProperty(UChar32(c), UCHAR_CASE_IGNORABLE)) inWord = u_hasBinaryProperty(UChar32(c), UCHAR_CASED);
        break;
      }
      default: out.push_back(c);
    }
  }
  return out;
}

} // namespace mb

using namespace mb;

namespace {

std::string caseString(const Encoding* e, std::string_view s, int mode) {
  std::vector<uint32_t> cps = decode(e, s);
  if (strcmp(e->name, "ISO-8859-9") == 0 && mode % 4 != 2) {
    // php maps Turkish dotted and dotless i in ISO-8859-9 (title case aside): I lowers
    // and folds to dotless i, dotted I to i, and i uppers to dotted I.
    bool upper = mode % 4 == 0;
    for (uint32_t& c : cps) {
      if (upper && c == 0x69) c = 0x130;
      else if (!upper && c == 0x49) c = 0x131;
      else if (!upper && c == 0x130) c = 0x69;
    }
  }
  return encode(e, convertCase(cps, mode));
}

void f_mb_strtoupper(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_strtoupper", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  a.retString(caseString(e, a.sv(0), kUpper));
}
void f_mb_strtolower(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_strtolower", 2, "encoding", a.isNull(1) ? "" : a.sv(1), !a.isNull(1));
  a.retString(caseString(e, a.sv(0), kLower));
}
void f_mb_convert_case(NativeArgs& a) {
  const Encoding* e = encodingArg("mb_convert_case", 3, "encoding", a.isNull(2) ? "" : a.sv(2), !a.isNull(2));
  int64_t mode = a.i64(1);
  if (mode < 0 || mode > kFoldSimple)
    throwError(ErrorKind::ValueError, "mb_convert_case(): Argument #2 ($mode) must be one of the MB_CASE_* constants");
  a.retString(caseString(e, a.sv(0), int(mode)));
}

const BuiltinDecl kMbCaseBuiltins[] = {
    {"mb_strtoupper(string $string, ?string $encoding = null): string", f_mb_strtoupper},
    {"mb_strtolower(string $string, ?string $encoding = null): string", f_mb_strtolower},
    {"mb_convert_case(string $string, int $mode, ?string $encoding = null): string", f_mb_convert_case},
};
HOP_REGISTER_BUILTINS(kMbCaseBuiltins);

const ConstantDecl kMbCaseConstants[] = {
    {"MB_CASE_UPPER", makeInt(0)},        {"MB_CASE_LOWER", makeInt(1)},        {"MB_CASE_TITLE", makeInt(2)},
    {"MB_CASE_FOLD", makeInt(3)},         {"MB_CASE_UPPER_SIMPLE", makeInt(4)}, {"MB_CASE_LOWER_SIMPLE", makeInt(5)},
    {"MB_CASE_TITLE_SIMPLE", makeInt(6)}, {"MB_CASE_FOLD_SIMPLE", makeInt(7)},
    {"MB_ONIGURUMA_VERSION", makeStaticStringTv("6.9.8")},
};
HOP_REGISTER_CONSTANTS(kMbCaseConstants);

} // namespace

} // namespace hop
