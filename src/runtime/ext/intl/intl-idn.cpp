// intl-idn.cpp — idn_to_ascii/idn_to_utf8 on ICU's UTS #46 and the intl constants (U_*, IDNA_*, ULOC_*).
#include <unicode/uidna.h>
#include <unicode/uloc.h>
#include <unicode/utypes.h>

#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"

namespace hop {

using namespace intl;

namespace {

void idn(NativeArgs& a, bool toAscii) {
  const char* fn = toAscii ? "idn_to_ascii" : "idn_to_utf8";
  clearError();
  std::string_view domain = a.sv(0);
  int64_t flags = a.i64Or(1, UIDNA_DEFAULT);
  int64_t variant = a.i64Or(2, 1);
  bool wantInfo = a.has(3);
  auto bad = [&](const char* msg) {
    setError(U_ILLEGAL_ARGUMENT_ERROR, std::string(fn) + ": " + msg, fn);
    a.retBool(false);
  };
  if (variant != 1) return bad("invalid variant, must be INTL_IDNA_VARIANT_UTS46");
  if (domain.empty()) return bad("empty domain name");
  if (wantInfo) tvAssignMove(a.ref(3), makeArrayNoIncRef(ArrayData::makeHash(3)));
  UErrorCode st = U_ZERO_ERROR;
  UIDNA* u = uidna_openUTS46(uint32_t(flags), &st);
  if (U_FAILURE(st)) {
    setError(st, std::string(fn) + ": failed to open UIDNA instance", fn);
    return a.retBool(false);
  }
  int32_t cap = toAscii ? 255 : 252 * 4;
  std::vector<char> buf(size_t(cap) + 1);
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  int32_t len = toAscii ? uidna_nameToASCII_UTF8(u, domain.data(), int32_t(domain.size()), buf.data(), cap, &info, &st)
                        : uidna_nameToUnicodeUTF8(u, domain.data(), int32_t(domain.size()), buf.data(), cap, &info, &st);
  uidna_close(u);
  setErrorCodeOnly(st);
  if (len >= cap || U_FAILURE(st)) {
    if (U_FAILURE(st)) setError(st, std::string(fn) + ": failed to convert name", fn);
    return a.retBool(false);
  }
  std::string_view result(buf.data(), size_t(len));
  if (info.errors == 0) a.retString(result);
  else a.retBool(false);
  if (wantInfo) {
    ArrayData* arr = ArrayData::makeHash(3);
    putStr(arr, "result", makeStr(result));
    putStr(arr, "isTransitionalDifferent", makeBool(info.isTransitionalDifferent));
    putStr(arr, "errors", makeInt(info.errors));
    tvAssignMove(a.ref(3), makeArrayNoIncRef(arr));
  }
}

void f_idn_to_ascii(NativeArgs& a) { idn(a, true); }
void f_idn_to_utf8(NativeArgs& a) { idn(a, false); }

const BuiltinDecl kIdnBuiltins[] = {
    {"idn_to_ascii(string $domain, int $flags = IDNA_DEFAULT, int $variant = INTL_IDNA_VARIANT_UTS46, &$idna_info = null): string|false", f_idn_to_ascii},
    {"idn_to_utf8(string $domain, int $flags = IDNA_DEFAULT, int $variant = INTL_IDNA_VARIANT_UTS46, &$idna_info = null): string|false", f_idn_to_utf8},
};
HOP_REGISTER_BUILTINS(kIdnBuiltins);

const ConstantDecl kIntlMoreConstants[] = {
#include "runtime/ext/intl/intl-constants.inc"
};
HOP_REGISTER_CONSTANTS(kIntlMoreConstants);

} // namespace

} // namespace hop
