// crypt.cpp — crypt(): one-way password hashing with php's choice of
// algorithm by salt prefix — "$1$" MD5, "$2a$"/"$2b$"/"$2x$"/"$2y$" bcrypt,
// "$5$" SHA-256, "$6$" SHA-512, "_" extended DES, else standard DES with a
// two-character salt — and its failure strings "*0" / "*1".
//
// The hashing itself is libxcrypt's (identical output for these algorithms);
// which salts reach it is decided here, as php decides: libxcrypt knows more
// prefixes ("$y$", "$3$", ...) that php treats as invalid DES salts.
#include <crypt.h>

#include <cstring>
#include <memory>
#include <string>

#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

constexpr size_t kMaxSaltLen = 123;   // PHP_MAX_SALT_LEN

bool desSaltChar(char c) {
  return c == '.' || c == '/' || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/// Whether php hands this salt to one of its crypt implementations.
bool phpAcceptsSalt(const std::string& salt) {
  if (salt.size() >= 3 && salt[0] == '$' && salt[2] == '$' && (salt[1] == '1' || salt[1] == '5' || salt[1] == '6'))
    return true;
  if (salt.size() >= 4 && salt[0] == '$' && salt[1] == '2' && salt[3] == '$') return true;
  if (!salt.empty() && salt[0] == '_') return true;
  return salt.size() >= 2 && desSaltChar(salt[0]) && desSaltChar(salt[1]);
}

void f_crypt(NativeArgs& a) {
  // Both are C strings to php's implementations: they end at a NUL byte.
  std::string password(a.sv(0));
  password = password.substr(0, password.find('\0'));
  std::string salt(a.sv(1).substr(0, kMaxSaltLen));
  salt = salt.substr(0, salt.find('\0'));
  bool failed = true;
  std::string result;
  if (!(salt.size() >= 2 && salt[0] == '*' && (salt[1] == '0' || salt[1] == '1')) && phpAcceptsSalt(salt)) {
    auto data = std::make_unique<crypt_data>();
    std::memset(data.get(), 0, sizeof(crypt_data));
    const char* r = crypt_rn(password.c_str(), salt.c_str(), data.get(), int(sizeof(crypt_data)));
    if (r && r[0] != '*') {
      result = r;
      failed = false;
    }
  }
  if (failed) result = salt.size() >= 2 && salt[0] == '*' && salt[1] == '0' ? "*1" : "*0";
  a.retString(result);
}

const BuiltinDecl kCryptBuiltins[] = {
    {"crypt(string $string, string $salt): string", f_crypt},
};
HOP_REGISTER_BUILTINS(kCryptBuiltins);

} // namespace

} // namespace hop
