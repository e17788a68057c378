// intl-common.h — the intl module's shared pieces: the global error state and UTF-8 <-> UTF-16 conversion.
#pragma once

#include <unicode/unistr.h>
#include <unicode/utypes.h>

#include <string>
#include <string_view>

namespace hop::intl {

/// Records the last error (intl_get_error_code/message) and, when intl.error_level
/// asks for it, raises it as "fn(): message".
void setError(UErrorCode code, const std::string& msg, const char* fn = nullptr);
void clearError();
/// setError whose IntlException (intl.use_exceptions) is left to a later error of the same call
/// (php chains them and the last one is what the script catches).
void setErrorDeferThrow(UErrorCode code, const std::string& msg, const char* fn);
/// Only the global code (the message stays), as php's intl_error_set_code(NULL, ...).
void setErrorCodeOnly(UErrorCode code);
UErrorCode lastErrorCode();
std::string lastErrorMessage();

/// While alive, errors raised by a constructor become IntlExceptions as php's
/// EH_THROW error handling makes them ("Class::__construct(): msg").
struct CtorErrorScope {
  CtorErrorScope();
  ~CtorErrorScope();
};

/// Strict UTF-8 -> UTF-16 (false on invalid input).
bool toUtf16(std::string_view s, icu::UnicodeString& out);
std::string toUtf8(const icu::UnicodeString& s);

} // namespace hop::intl
