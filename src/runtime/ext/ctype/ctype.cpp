// ctype.cpp — the ctype module: ctype_*() character-class checks in the "C" locale (php 8.1+ rules).
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ops/conversions.h"

namespace hop {

HOP_REGISTER_EXTENSION("ctype");

namespace {

// The "C" locale's classes, independent of setlocale().
bool cUpper(int c) { return c >= 'A' && c <= 'Z'; }
bool cLower(int c) { return c >= 'a' && c <= 'z'; }
bool cDigit(int c) { return c >= '0' && c <= '9'; }
bool cAlpha(int c) { return cUpper(c) || cLower(c); }
bool cAlnum(int c) { return cAlpha(c) || cDigit(c); }
bool cCntrl(int c) { return (c >= 0 && c < 32) || c == 127; }
bool cGraph(int c) { return c > 32 && c < 127; }
bool cPrint(int c) { return c >= 32 && c < 127; }
bool cPunct(int c) { return cGraph(c) && !cAlnum(c); }
bool cSpace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool cXdigit(int c) { return cDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/// php's ctype_impl: strings are checked byte by byte (empty: false); other
/// types are deprecated; ints -128..255 are taken as one character, other
/// ints answer as their digits would (allowDigits/allowMinus).
void ctypeImpl(NativeArgs& a, const char* name, bool (*is)(int), bool allowDigits, bool allowMinus) {
  const TypedValue& v = a.arg(0);
  if (v.isString()) {
    std::string_view s = a.sv(0);
    if (s.empty()) return a.retBool(false);
    for (unsigned char c : s)
      if (!is(c)) return a.retBool(false);
    return a.retBool(true);
  }
  raiseDeprecated("%s(): Argument of type %s will be interpreted as string in the future", name,
                  typeNameForMessage(v).c_str());
  if (v.isInt()) {
    int64_t n = v.m_data.num;
    if (n >= 0 && n <= 255) return a.retBool(is(int(n)));
    if (n >= -128 && n < 0) return a.retBool(is(int(n + 256)));
    return a.retBool(n >= 0 ? allowDigits : allowMinus);
  }
  a.retBool(false);
}

#define HOP_CTYPE(fn, pred, digits, minus) \
  void f_ctype_##fn(NativeArgs& a) { ctypeImpl(a, "ctype_" #fn, pred, digits, minus); }
HOP_CTYPE(alnum, cAlnum, true, false)
HOP_CTYPE(alpha, cAlpha, false, false)
HOP_CTYPE(cntrl, cCntrl, false, false)
HOP_CTYPE(digit, cDigit, true, false)
HOP_CTYPE(lower, cLower, false, false)
HOP_CTYPE(graph, cGraph, true, true)
HOP_CTYPE(print, cPrint, true, true)
HOP_CTYPE(punct, cPunct, false, false)
HOP_CTYPE(space, cSpace, false, false)
HOP_CTYPE(upper, cUpper, false, false)
HOP_CTYPE(xdigit, cXdigit, true, false)
#undef HOP_CTYPE

const BuiltinDecl kCtypeBuiltins[] = {
    {"ctype_alnum(mixed $text): bool", f_ctype_alnum},   {"ctype_alpha(mixed $text): bool", f_ctype_alpha},
    {"ctype_cntrl(mixed $text): bool", f_ctype_cntrl},   {"ctype_digit(mixed $text): bool", f_ctype_digit},
    {"ctype_lower(mixed $text): bool", f_ctype_lower},   {"ctype_graph(mixed $text): bool", f_ctype_graph},
    {"ctype_print(mixed $text): bool", f_ctype_print},   {"ctype_punct(mixed $text): bool", f_ctype_punct},
    {"ctype_space(mixed $text): bool", f_ctype_space},   {"ctype_upper(mixed $text): bool", f_ctype_upper},
    {"ctype_xdigit(mixed $text): bool", f_ctype_xdigit},
};
HOP_REGISTER_BUILTINS(kCtypeBuiltins);

} // namespace

} // namespace hop
