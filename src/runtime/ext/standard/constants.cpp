// constants.cpp — standard/Core constants with no function family of their own:
// CRYPT_*, INI_*, UPLOAD_ERR_*, CHAR_MAX, the nl_langinfo items php defines
// beyond locale-functions.cpp's, and the build paths (PHP_BINARY, PHP_MANDIR...).
#include <langinfo.h>
#include <unistd.h>

#include <climits>
#include <string>

#include "runtime/builtins/builtin-registry.h"

namespace hop {

namespace {

/// PHP_BINARY: the running binary's absolute path (php resolves its argv[0]
/// the same way, through symlinks).
TypedValue binaryPath() {
  char buf[4096];
  ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return makeStaticStringTv("");
  buf[n] = '\0';
  return makeStaticStringTv(buf);
}

const ConstantDecl kStandardMiscConstants[] = {
    {"PHP_BINARY", binaryPath()},
    {"PHP_MANDIR", makeStaticStringTv("/usr/share/man")},
    {"PHP_LOCALSTATEDIR", makeStaticStringTv("/var")},
    {"PHP_CONFIG_FILE_SCAN_DIR", makeStaticStringTv("/etc/php/8.2/cli/conf.d")},
    {"PHP_CLI_PROCESS_TITLE", makeBool(true)},
    {"PHP_OUTPUT_HANDLER_STARTED", makeInt(4096)},
    {"PHP_OUTPUT_HANDLER_DISABLED", makeInt(8192)},
    {"UPLOAD_ERR_OK", makeInt(0)},
    {"UPLOAD_ERR_INI_SIZE", makeInt(1)},
    {"UPLOAD_ERR_FORM_SIZE", makeInt(2)},
    {"UPLOAD_ERR_PARTIAL", makeInt(3)},
    {"UPLOAD_ERR_NO_FILE", makeInt(4)},
    {"UPLOAD_ERR_NO_TMP_DIR", makeInt(6)},
    {"UPLOAD_ERR_CANT_WRITE", makeInt(7)},
    {"UPLOAD_ERR_EXTENSION", makeInt(8)},
    {"CRYPT_SALT_LENGTH", makeInt(123)},
    {"CRYPT_STD_DES", makeInt(1)},
    {"CRYPT_EXT_DES", makeInt(1)},
    {"CRYPT_MD5", makeInt(1)},
    {"CRYPT_BLOWFISH", makeInt(1)},
    {"CRYPT_SHA256", makeInt(1)},
    {"CRYPT_SHA512", makeInt(1)},
    {"INI_USER", makeInt(1)},
    {"INI_PERDIR", makeInt(2)},
    {"INI_SYSTEM", makeInt(4)},
    {"INI_ALL", makeInt(7)},
    {"CHAR_MAX", makeInt(CHAR_MAX)},
    {"YESSTR", makeInt(YESSTR)},
    {"NOSTR", makeInt(NOSTR)},
    {"CURRENCY_SYMBOL", makeInt(CURRENCY_SYMBOL)},
    {"DECIMAL_POINT", makeInt(DECIMAL_POINT)},
    {"THOUSANDS_SEP", makeInt(THOUSANDS_SEP)},
    {"GROUPING", makeInt(GROUPING)},
    {"INT_CURR_SYMBOL", makeInt(INT_CURR_SYMBOL)},
    {"FRAC_DIGITS", makeInt(FRAC_DIGITS)},
    {"INT_FRAC_DIGITS", makeInt(INT_FRAC_DIGITS)},
    {"P_CS_PRECEDES", makeInt(P_CS_PRECEDES)},
    {"P_SEP_BY_SPACE", makeInt(P_SEP_BY_SPACE)},
    {"N_CS_PRECEDES", makeInt(N_CS_PRECEDES)},
    {"N_SEP_BY_SPACE", makeInt(N_SEP_BY_SPACE)},
    {"P_SIGN_POSN", makeInt(P_SIGN_POSN)},
    {"N_SIGN_POSN", makeInt(N_SIGN_POSN)},
    {"POSITIVE_SIGN", makeInt(POSITIVE_SIGN)},
    {"NEGATIVE_SIGN", makeInt(NEGATIVE_SIGN)},
};
HOP_REGISTER_CONSTANTS(kStandardMiscConstants);

} // namespace

} // namespace hop
