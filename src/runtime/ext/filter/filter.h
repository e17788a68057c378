// filter.h — the filter module's shared pieces: filter ids, flags and the filter functions.
#pragma once

#include <cstdint>

#include "runtime/value/typed-value.h"

namespace hop::filter {

// php's filter ids (FILTER_*)
constexpr int64_t kValidateInt = 0x0101, kValidateBool = 0x0102, kValidateFloat = 0x0103,
                  kValidateRegexp = 0x0110, kValidateDomain = 0x0115, kValidateUrl = 0x0111,
                  kValidateEmail = 0x0112, kValidateIp = 0x0113, kValidateMac = 0x0114;
constexpr int64_t kUnsafeRaw = 0x0204, kSanitizeString = 0x0201, kSanitizeEncoded = 0x0202,
                  kSanitizeSpecialChars = 0x0203, kSanitizeEmail = 0x0205, kSanitizeUrl = 0x0206,
                  kSanitizeNumberInt = 0x0207, kSanitizeNumberFloat = 0x0208,
                  kSanitizeFullSpecialChars = 0x020a, kSanitizeAddSlashes = 0x020b, kCallback = 0x0400;

// flags (FILTER_FLAG_* and the array/scalar flags)
constexpr int64_t kFlagAllowOctal = 0x0001, kFlagAllowHex = 0x0002, kFlagStripLow = 0x0004,
                  kFlagStripHigh = 0x0008, kFlagEncodeLow = 0x0010, kFlagEncodeHigh = 0x0020,
                  kFlagEncodeAmp = 0x0040, kFlagNoEncodeQuotes = 0x0080, kFlagEmptyStringNull = 0x0100,
                  kFlagStripBacktick = 0x0200, kFlagAllowFraction = 0x1000, kFlagAllowThousand = 0x2000,
                  kFlagAllowScientific = 0x4000, kFlagPathRequired = 0x040000, kFlagQueryRequired = 0x080000,
                  kFlagIpv4 = 0x100000, kFlagIpv6 = 0x200000, kFlagNoResRange = 0x400000,
                  kFlagNoPrivRange = 0x800000, kFlagGlobalRange = 0x10000000, kFlagHostname = 0x100000,
                  kFlagEmailUnicode = 0x100000;
constexpr int64_t kRequireScalar = 0x2000000, kRequireArray = 0x1000000, kForceArray = 0x4000000,
                  kNullOnFailure = 0x8000000;

/// A filter: `value` (an owned string on entry) is replaced by the result.
using FilterFn = void (*)(TypedValue& value, int64_t flags, const TypedValue* options);

/// Replaces an owned value.
inline void setValue(TypedValue& v, TypedValue nv) {
  TypedValue old = v;
  v = nv;
  tvDecRef(old);
}
/// RETURN_VALIDATION_FAILED: null with FILTER_NULL_ON_FAILURE, else false.
inline void failValidation(TypedValue& v, int64_t flags) {
  setValue(v, (flags & kNullOnFailure) ? makeNull() : makeBool(false));
}

void validateInt(TypedValue&, int64_t, const TypedValue*);
void validateBool(TypedValue&, int64_t, const TypedValue*);
void validateFloat(TypedValue&, int64_t, const TypedValue*);
void validateRegexp(TypedValue&, int64_t, const TypedValue*);
void validateDomain(TypedValue&, int64_t, const TypedValue*);
void validateUrl(TypedValue&, int64_t, const TypedValue*);
void validateEmail(TypedValue&, int64_t, const TypedValue*);
void validateIp(TypedValue&, int64_t, const TypedValue*);
void validateMac(TypedValue&, int64_t, const TypedValue*);
void sanitizeString(TypedValue&, int64_t, const TypedValue*);
void sanitizeEncoded(TypedValue&, int64_t, const TypedValue*);
void sanitizeSpecialChars(TypedValue&, int64_t, const TypedValue*);
void sanitizeFullSpecialChars(TypedValue&, int64_t, const TypedValue*);
void sanitizeUnsafeRaw(TypedValue&, int64_t, const TypedValue*);
void sanitizeEmail(TypedValue&, int64_t, const TypedValue*);
void sanitizeUrl(TypedValue&, int64_t, const TypedValue*);
void sanitizeNumberInt(TypedValue&, int64_t, const TypedValue*);
void sanitizeNumberFloat(TypedValue&, int64_t, const TypedValue*);
void sanitizeAddSlashes(TypedValue&, int64_t, const TypedValue*);
void callbackFilter(TypedValue&, int64_t, const TypedValue*);

/// The name of the builtin being run (for messages).
const char* activeFunction();

} // namespace hop::filter
