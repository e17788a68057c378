// intl-error.cpp — the intl module's error state (intl_get_error_code/message, intl_is_failure, intl_error_name) and string helpers.
#include <unicode/ustring.h>
#include <unicode/utypes.h>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/intl/intl-common.h"
#include "vm/backtrace.h"

namespace hop {

HOP_REGISTER_EXTENSION("intl");

namespace intl {

namespace {
struct ErrorState {
  UErrorCode code = U_ZERO_ERROR;
  std::string msg;
};
ErrorState& state() { return ctx().builtinState<ErrorState>(); }
} // namespace

thread_local int t_ctorDepth = 0;
CtorErrorScope::CtorErrorScope() { t_ctorDepth++; }
CtorErrorScope::~CtorErrorScope() { t_ctorDepth--; }

void setError(UErrorCode code, const std::string& msg, const char* fn) {
  ErrorState& s = state();
  s.code = code;
  s.msg = msg;
  if (fn && U_FAILURE(code)) {
    int64_t level = ctx().ini.getInt("intl.error_level");
    if (t_ctorDepth > 0) {
      if (ctx().ini.getBool("intl.use_exceptions")) throwObject(makeThrowable("IntlException", msg));
      if (level != 0) throwObject(makeThrowable("IntlException", std::string(fn) + "(): " + msg));
      return;
    }
    if (level == 2 /* E_WARNING */) raiseWarning("%s(): %s", fn, msg.c_str());
    else if (level == 8) raiseNotice("%s(): %s", fn, msg.c_str());
    if (ctx().ini.getBool("intl.use_exceptions")) throwObject(makeThrowable("IntlException", msg));
  }
}

void setErrorDeferThrow(UErrorCode code, const std::string& msg, const char* fn) {
  ErrorState& s = state();
  s.code = code;
  s.msg = msg;
  if (fn && U_FAILURE(code)) {
    int64_t level = ctx().ini.getInt("intl.error_level");
    if (level == 2 /* E_WARNING */) raiseWarning("%s(): %s", fn, msg.c_str());
    else if (level == 8) raiseNotice("%s(): %s", fn, msg.c_str());
  }
}

void setErrorCodeOnly(UErrorCode code) { state().code = code; }

void clearError() {
  ErrorState& s = state();
  s.code = U_ZERO_ERROR;
  s.msg.clear();
}

UErrorCode lastErrorCode() { return state().code; }
std::string lastErrorMessage() {
  ErrorState& s = state();
  if (s.msg.empty()) return u_errorName(s.code);
  return s.msg + ": " + u_errorName(s.code);
}

bool toUtf16(std::string_view s, icu::UnicodeString& out) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = 0;
  u_strFromUTF8(nullptr, 0, &len, s.data(), int32_t(s.size()), &err);
  if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) return false;
  err = U_ZERO_ERROR;
  UChar* buf = out.getBuffer(len + 1);
  u_strFromUTF8(buf, len + 1, &len, s.data(), int32_t(s.size()), &err);
  out.releaseBuffer(U_SUCCESS(err) ? len : 0);
  return U_SUCCESS(err);
}

std::string toUtf8(const icu::UnicodeString& s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

} // namespace intl

using namespace intl;

namespace {

void f_intl_get_error_code(NativeArgs& a) { a.retInt(lastErrorCode()); }
void f_intl_get_error_message(NativeArgs& a) { a.retString(lastErrorMessage()); }
void f_intl_is_failure(NativeArgs& a) { a.retBool(U_FAILURE(UErrorCode(a.i64(0)))); }
void f_intl_error_name(NativeArgs& a) {
  int64_t c = a.i64(0);
  a.retString(u_errorName(UErrorCode(c)));
}
/// hop_intl_set_error: how the intl classes written in PHP report errors.
void f_hop_set_error(NativeArgs& a) {
  std::string fn(a.sv(2));
  setError(UErrorCode(a.i64(0)), std::string(a.sv(1)), fn.empty() ? nullptr : fn.c_str());
}

const BuiltinDecl kIntlErrorBuiltins[] = {
    {"intl_get_error_code(): int", f_intl_get_error_code},
    {"intl_get_error_message(): string", f_intl_get_error_message},
    {"intl_is_failure(int $errorCode): bool", f_intl_is_failure},
    {"intl_error_name(int $errorCode): string", f_intl_error_name},
    {"Transliterator::hopSetError(int $code, string $msg, string $fn): void", f_hop_set_error},
};
HOP_REGISTER_BUILTINS(kIntlErrorBuiltins);

const ConstantDecl kIntlConstants[] = {
    {"INTL_MAX_LOCALE_LEN", makeInt(156)},
    {"INTL_ICU_VERSION", makeStaticStringTv(U_ICU_VERSION)},
    {"INTL_ICU_DATA_VERSION", makeStaticStringTv(U_ICU_VERSION)},
    {"U_ZERO_ERROR", makeInt(U_ZERO_ERROR)},
    {"U_ILLEGAL_ARGUMENT_ERROR", makeInt(U_ILLEGAL_ARGUMENT_ERROR)},
    {"U_INVALID_CHAR_FOUND", makeInt(U_INVALID_CHAR_FOUND)},
    {"U_BUFFER_OVERFLOW_ERROR", makeInt(U_BUFFER_OVERFLOW_ERROR)},
    {"U_INDEX_OUTOFBOUNDS_ERROR", makeInt(U_INDEX_OUTOFBOUNDS_ERROR)},
    {"U_PARSE_ERROR", makeInt(U_PARSE_ERROR)},
    {"U_USING_DEFAULT_WARNING", makeInt(U_USING_DEFAULT_WARNING)},
    {"U_USING_FALLBACK_WARNING", makeInt(U_USING_FALLBACK_WARNING)},
    {"U_MEMORY_ALLOCATION_ERROR", makeInt(U_MEMORY_ALLOCATION_ERROR)},
    {"U_UNSUPPORTED_ERROR", makeInt(U_UNSUPPORTED_ERROR)},
    {"U_ERROR_WARNING_START", makeInt(U_ERROR_WARNING_START)},
    {"U_ERROR_WARNING_LIMIT", makeInt(U_ERROR_WARNING_LIMIT)},
    {"U_ILLEGAL_ESCAPE_SEQUENCE", makeInt(U_ILLEGAL_ESCAPE_SEQUENCE)},
    {"U_UNSUPPORTED_ESCAPE_SEQUENCE", makeInt(U_UNSUPPORTED_ESCAPE_SEQUENCE)},
    {"U_STRING_NOT_TERMINATED_WARNING", makeInt(U_STRING_NOT_TERMINATED_WARNING)},
};
HOP_REGISTER_CONSTANTS(kIntlConstants);

} // namespace

} // namespace hop
