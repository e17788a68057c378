// openssl-internal.h — helpers shared by the openssl module's files (error queue, warnings, base64, digests by name).
#pragma once

#include <openssl/evp.h>

#include <string>
#include <string_view>

#include "runtime/string/base64.h"

namespace hop {
struct NativeArgs;
}

namespace hop::openssl {

/// Moves OpenSSL's pending errors into the queue openssl_error_string() reads.
void storeErrors();
/// Raises "func(): msg" as a warning.
void warn(const NativeArgs& a, const char* msg);
using ::hop::base64Encode;
bool base64Decode(std::string_view in, std::string& out);
/// Loads OpenSSL's configuration and name tables once (as php's module startup does).
void ensureInit();
const EVP_MD* mdByName(std::string_view name);

} // namespace hop::openssl
