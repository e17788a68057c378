// openssl-cipher.cpp — the openssl module's symmetric ciphers, digests, PBKDF2, random bytes, errors and constants.
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/opensslv.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/base/request-local.h"
#include "runtime/string/base64.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/openssl/openssl-internal.h"
#include "runtime/string/string-data.h"

namespace hop::openssl {

namespace {
std::vector<unsigned long>& errorQueue() {
  static thread_local std::vector<unsigned long> q;
  return q;
}
const RequestLocalReset kResetOpensslErrors([] { errorQueue().clear(); });   // openssl_error_string() of the next request
} // namespace

void storeErrors() {
  auto& q = errorQueue();
  while (unsigned long e = ERR_get_error()) {
    q.push_back(e);
    if (q.size() > 16) q.erase(q.begin());
  }
}

void warn(const NativeArgs& a, const char* msg) { raiseWarning("%s(): %s", a.func->name->data(), msg); }


// php's non-strict base64_decode: characters outside the alphabet are skipped.
bool base64Decode(std::string_view in, std::string& out) {
  out.clear();
  uint32_t acc = 0;
  int n = 0;
  for (unsigned char c : in) {
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+') v = 62;
    else if (c == '/') v = 63;
    else continue;
    acc = (acc << 6) | v;
    if (++n == 4) {
      out += char(acc >> 16); out += char(acc >> 8); out += char(acc);
      n = 0; acc = 0;
    }
  }
  // A lone sextet at the end carries no whole byte: php drops it.
  if (n == 2) out += char(acc >> 4);
  if (n == 3) { out += char(acc >> 10); out += char(acc >> 2); }
  return true;
}

void ensureInit() {
  static bool done = [] {
    OPENSSL_init_crypto(OPENSSL_INIT_LOAD_CONFIG | OPENSSL_INIT_ADD_ALL_CIPHERS | OPENSSL_INIT_ADD_ALL_DIGESTS, nullptr);
    return true;
  }();
  (void)done;
}

const EVP_MD* mdByName(std::string_view name) {
  ensureInit(); return EVP_get_digestbyname(std::string(name).c_str()); }

namespace {

struct CipherMode {
  bool aead = false, singleRun = false;
  int getTag = 0, setTag = 0, ivLen = 0;
};

CipherMode cipherMode(const EVP_CIPHER* c) {
  CipherMode m;
  int mode = EVP_CIPHER_get_mode(c);
  if (mode == EVP_CIPH_GCM_MODE || mode == EVP_CIPH_OCB_MODE) {
    m.aead = true; m.getTag = EVP_CTRL_AEAD_GET_TAG; m.setTag = EVP_CTRL_AEAD_SET_TAG; m.ivLen = EVP_CTRL_AEAD_SET_IVLEN;
  } else if (mode == EVP_CIPH_CCM_MODE) {
    m.aead = m.singleRun = true; m.getTag = EVP_CTRL_AEAD_GET_TAG; m.setTag = EVP_CTRL_AEAD_SET_TAG; m.ivLen = EVP_CTRL_AEAD_SET_IVLEN;
  } else if (EVP_CIPHER_get_nid(c) == NID_chacha20_poly1305) {
    m.aead = true; m.getTag = EVP_CTRL_AEAD_GET_TAG; m.setTag = EVP_CTRL_AEAD_SET_TAG; m.ivLen = EVP_CTRL_AEAD_SET_IVLEN;
  }
  return m;
}

struct CtxGuard {
  EVP_CIPHER_CTX* c = EVP_CIPHER_CTX_new();
  ~CtxGuard() { EVP_CIPHER_CTX_free(c); }
};

bool cipherInit(NativeArgs& a, const EVP_CIPHER* type, EVP_CIPHER_CTX* ctx, const CipherMode& mode, std::string key,
                std::string& iv, const std::string* tag, int64_t tagLen, int64_t options, int enc) {
  int keyLen = EVP_CIPHER_get_key_length(type);
  int passLen = int(key.size());
  if (keyLen > passLen) {
    if ((options & 4) && !EVP_CIPHER_CTX_set_key_length(ctx, passLen)) {
      storeErrors();
      warn(a, "Key length cannot be set for the cipher algorithm");
      return false;
    }
    key.resize(keyLen, '\0');
  }
  size_t maxIv = EVP_CIPHER_get_iv_length(type);
  if (enc && iv.empty() && maxIv > 0 && !mode.aead)
    warn(a, "Using an empty Initialization Vector (iv) is potentially insecure and not recommended");
  if (!EVP_CipherInit_ex(ctx, type, nullptr, nullptr, nullptr, enc)) { storeErrors(); return false; }
  if (iv.size() != maxIv) {
    if (mode.aead) {
      if (EVP_CIPHER_CTX_ctrl(ctx, mode.ivLen, int(iv.size()), nullptr) != 1) {
        warn(a, "Setting of IV length for AEAD mode failed");
        return false;
      }
    } else if (iv.empty()) {
      iv.assign(maxIv, '\0');
    } else if (iv.size() < maxIv) {
      raiseWarning("%s(): IV passed is only %zu bytes long, cipher expects an IV of precisely %zu bytes, padding with \\0",
                   a.func->name->data(), iv.size(), maxIv);
      iv.resize(maxIv, '\0');
    } else {
      raiseWarning("%s(): IV passed is %zu bytes long which is longer than the %zu expected by selected cipher, truncating",
                   a.func->name->data(), iv.size(), maxIv);
      iv.resize(maxIv);
    }
  }
  if (mode.singleRun && enc) {
    EVP_CIPHER_CTX_ctrl(ctx, mode.setTag, int(tagLen), nullptr);
  } else if (!enc && tag && !tag->empty()) {
    if (!mode.aead) {
      warn(a, "The tag cannot be used because the cipher algorithm does not support AEAD");
    } else if (!EVP_CIPHER_CTX_ctrl(ctx, mode.setTag, int(tag->size()), (void*)tag->data())) {
      warn(a, "Setting tag for AEAD cipher decryption failed");
      return false;
    }
  }
  if (passLen > keyLen && !EVP_CIPHER_CTX_set_key_length(ctx, passLen)) storeErrors();
  if (!EVP_CipherInit_ex(ctx, nullptr, nullptr, reinterpret_cast<const unsigned char*>(key.data()),
                         reinterpret_cast<const unsigned char*>(iv.data()), enc)) {
    storeErrors();
    return false;
  }
  if (options & 2) EVP_CIPHER_CTX_set_padding(ctx, 0);
  return true;
}

bool cipherUpdate(NativeArgs& a, const EVP_CIPHER* type, EVP_CIPHER_CTX* ctx, const CipherMode& mode, std::string_view data,
                  std::string_view aad, std::string& out, int& outLen) {
  int i = 0;
  if (mode.singleRun && !EVP_CipherUpdate(ctx, nullptr, &i, nullptr, int(data.size()))) {
    storeErrors();
    warn(a, "Setting of data length failed");
    return false;
  }
  if (mode.aead && !EVP_CipherUpdate(ctx, nullptr, &i, reinterpret_cast<const unsigned char*>(aad.data()), int(aad.size()))) {
    storeErrors();
    warn(a, "Setting of additional application data failed");
    return false;
  }
  out.assign(data.size() + EVP_CIPHER_get_block_size(type), '\0');
  if (!EVP_CipherUpdate(ctx, reinterpret_cast<unsigned char*>(out.data()), &i,
                        reinterpret_cast<const unsigned char*>(data.data()), int(data.size()))) {
    storeErrors();
    return false;
  }
  outLen = i;
  return true;
}

const EVP_CIPHER* cipherArg(NativeArgs& a, uint32_t i) {
  ensureInit();
  const EVP_CIPHER* c = EVP_get_cipherbyname(std::string(a.sv(i)).c_str());
  if (!c) warn(a, "Unknown cipher algorithm");
  return c;
}

// openssl_encrypt(string $data, string $cipher_algo, string $passphrase, int $options = 0, string $iv = "",
//                 &$tag = null, string $aad = "", int $tag_length = 16): string|false
void f_openssl_encrypt(NativeArgs& a) {
  const EVP_CIPHER* type = cipherArg(a, 1);
  if (!type) return a.retBool(false);
  int64_t options = a.i64Or(3, 0);
  std::string iv(a.svOr(4, ""));
  bool hasTag = a.has(5);
  std::string_view aad = a.svOr(6, "");
  int64_t tagLen = a.i64Or(7, 16);
  CtxGuard g;
  CipherMode mode = cipherMode(type);
  std::string out;
  int outLen = 0, i = 0;
  if (!cipherInit(a, type, g.c, mode, std::string(a.sv(2)), iv, nullptr, tagLen, options, 1) ||
      !cipherUpdate(a, type, g.c, mode, a.sv(0), aad, out, outLen))
    return a.retBool(false);
  if (!EVP_CipherFinal_ex(g.c, reinterpret_cast<unsigned char*>(out.data()) + outLen, &i)) {
    storeErrors();
    return a.retBool(false);
  }
  out.resize(outLen + i);
  if (mode.aead && hasTag) {
    std::string tag(size_t(std::max<int64_t>(tagLen, 0)), '\0');
    if (EVP_CIPHER_CTX_ctrl(g.c, mode.getTag, int(tagLen), tag.data()) != 1) {
      warn(a, "Retrieving verification tag failed");
      return a.retBool(false);
    }
    tvAssignMove(a.ref(5), makeStringNoIncRef(StringData::make(tag)));
  } else if (hasTag) {
    tvAssignMove(a.ref(5), makeNull());
  } else if (mode.aead) {
    warn(a, "A tag should be provided when using AEAD mode");
    return a.retBool(false);
  }
  a.retString((options & 1) ? out : base64Encode(out));
}

// openssl_decrypt(string $data, string $cipher_algo, string $passphrase, int $options = 0, string $iv = "",
//                 ?string $tag = null, string $aad = ""): string|false
void f_openssl_decrypt(NativeArgs& a) {
  const EVP_CIPHER* type = cipherArg(a, 1);
  if (!type) return a.retBool(false);
  int64_t options = a.i64Or(3, 0);
  std::string iv(a.svOr(4, ""));
  std::string tag;
  bool hasTag = !a.isNull(5);
  if (hasTag) tag = a.sv(5);
  std::string_view aad = a.svOr(6, "");
  CipherMode mode = cipherMode(type);
  if (mode.aead && !hasTag) {
    warn(a, "A tag should be provided when using AEAD mode");
    return a.retBool(false);
  }
  std::string decoded;
  std::string_view data = a.sv(0);
  if (!(options & 1)) {
    if (!base64Decode(data, decoded)) {
      warn(a, "Failed to base64 decode the input");
      return a.retBool(false);
    }
    data = decoded;
  }
  CtxGuard g;
  std::string out;
  int outLen = 0, i = 0;
  if (!cipherInit(a, type, g.c, mode, std::string(a.sv(2)), iv, hasTag ? &tag : nullptr, int64_t(tag.size()), options, 0) ||
      !cipherUpdate(a, type, g.c, mode, data, aad, out, outLen))
    return a.retBool(false);
  if (!mode.singleRun && !EVP_CipherFinal_ex(g.c, reinterpret_cast<unsigned char*>(out.data()) + outLen, &i)) {
    storeErrors();
    return a.retBool(false);
  }
  out.resize(outLen + i);
  a.retString(out);
}

void f_openssl_cipher_iv_length(NativeArgs& a) {
  if (a.sv(0).empty()) {
    throwError(ErrorKind::ValueError, "openssl_cipher_iv_length(): Argument #1 ($cipher_algo) cannot be empty");
    return;
  }
  const EVP_CIPHER* c = cipherArg(a, 0);
  if (!c) return a.retBool(false);
  a.retInt(EVP_CIPHER_get_iv_length(c));
}

void f_openssl_cipher_key_length(NativeArgs& a) {
  if (a.sv(0).empty()) {
    throwError(ErrorKind::ValueError, "openssl_cipher_key_length(): Argument #1 ($cipher_algo) cannot be empty");
    return;
  }
  const EVP_CIPHER* c = cipherArg(a, 0);
  if (!c) return a.retBool(false);
  a.retInt(EVP_CIPHER_get_key_length(c));
}

struct NameCollect {
  ArrayData* arr;
  bool aliases;
};

void collectName(const OBJ_NAME* name, void* arg) {
  auto* c = static_cast<NameCollect*>(arg);
  if (name->alias && !c->aliases) return;
  ArrayData::append(c->arr, makeStringNoIncRef(StringData::make(name->name)));
}

void listNames(NativeArgs& a, int type) {
  ensureInit();
  NameCollect c{ArrayData::makePacked(0), a.bOr(0, false)};
  OBJ_NAME_do_all_sorted(type, collectName, &c);
  a.retArray(c.arr);
}

// With OpenSSL 3, php lists the ciphers the providers offer (lowercased, sorted, unique).
void f_openssl_get_cipher_methods(NativeArgs& a) {
  ensureInit();
  struct Acc {
    std::vector<std::string> names;
    bool aliases;
  } acc{{}, a.bOr(0, false)};
  auto lower = [](const char* n) {
    std::string s(n);
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  EVP_CIPHER_do_all_provided(
      nullptr,
      [](EVP_CIPHER* c, void* arg) {
        auto* acc = static_cast<Acc*>(arg);
        if (acc->aliases) {
          EVP_CIPHER_names_do_all(c, [](const char* n, void* v) { static_cast<Acc*>(v)->names.push_back(n); }, acc);
        } else {
          acc->names.push_back(EVP_CIPHER_get0_name(c));
        }
      },
      &acc);
  for (auto& n : acc.names) n = lower(n.c_str());
  std::sort(acc.names.begin(), acc.names.end());
  acc.names.erase(std::unique(acc.names.begin(), acc.names.end()), acc.names.end());
  ArrayData* r = ArrayData::makePacked(uint32_t(acc.names.size()));
  for (auto& n : acc.names) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  a.retArray(r);
}
void f_openssl_get_md_methods(NativeArgs& a) { listNames(a, OBJ_NAME_TYPE_MD_METH); }

void f_openssl_digest(NativeArgs& a) {
  const EVP_MD* md = mdByName(a.sv(1));
  if (!md) {
    warn(a, "Unknown digest algorithm");
    return a.retBool(false);
  }
  unsigned char buf[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  bool ok = EVP_DigestInit(ctx, md) && EVP_DigestUpdate(ctx, a.sv(0).data(), a.sv(0).size()) && EVP_DigestFinal(ctx, buf, &n);
  EVP_MD_CTX_free(ctx);
  if (!ok) {
    storeErrors();
    return a.retBool(false);
  }
  std::string raw(reinterpret_cast<char*>(buf), n);
  if (a.bOr(2, false)) return a.retString(raw);
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned char ch : raw) { out += hex[ch >> 4]; out += hex[ch & 15]; }
  a.retString(out);
}

// openssl_pbkdf2(string $password, string $salt, int $key_length, int $iterations, string $digest_algo = "sha1")
void f_openssl_pbkdf2(NativeArgs& a) {
  int64_t keyLen = a.i64(2), iter = a.i64(3);
  if (keyLen <= 0) {
    throwError(ErrorKind::ValueError, "openssl_pbkdf2(): Argument #3 ($key_length) must be greater than 0");
    return;
  }
  if (iter <= 0) {
    throwError(ErrorKind::ValueError, "openssl_pbkdf2(): Argument #4 ($iterations) must be greater than 0");
    return;
  }
  const EVP_MD* md = a.has(4) ? mdByName(a.sv(4)) : EVP_sha1();
  if (!md) {
    warn(a, "Unknown digest algorithm");
    return a.retBool(false);
  }
  std::string out(size_t(keyLen), '\0');
  if (!PKCS5_PBKDF2_HMAC(a.sv(0).data(), int(a.sv(0).size()), reinterpret_cast<const unsigned char*>(a.sv(1).data()),
                         int(a.sv(1).size()), int(iter), md, int(keyLen), reinterpret_cast<unsigned char*>(out.data()))) {
    storeErrors();
    return a.retBool(false);
  }
  a.retString(out);
}

void f_openssl_random_pseudo_bytes(NativeArgs& a) {
  int64_t n = a.i64(0);
  if (n <= 0) {
    throwError(ErrorKind::ValueError, "openssl_random_pseudo_bytes(): Argument #1 ($length) must be greater than 0");
    return;
  }
  std::string out(size_t(n), '\0');
  if (RAND_bytes(reinterpret_cast<unsigned char*>(out.data()), int(n)) <= 0) {
    storeErrors();
    throwError(ErrorKind::Exception, "Error reading from source device");
    return;
  }
  if (a.has(1)) tvAssignMove(a.ref(1), makeBool(true));
  a.retString(out);
}

void f_openssl_error_string(NativeArgs& a) {
  auto& q = errorQueue();
  if (q.empty()) return a.retBool(false);
  unsigned long e = q.front();
  q.erase(q.begin());
  char buf[256];
  ERR_error_string_n(e, buf, sizeof buf);
  a.retString(std::string_view(buf));
}

void put(ArrayData*& arr, const char* k, const char* v) {
  ArrayData::setStr(arr, StringData::interned(k), makeStringNoIncRef(StringData::make(v ? v : "")));
}

void f_openssl_get_cert_locations(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(8);
  put(r, "default_cert_file", X509_get_default_cert_file());
  put(r, "default_cert_file_env", X509_get_default_cert_file_env());
  put(r, "default_cert_dir", X509_get_default_cert_dir());
  put(r, "default_cert_dir_env", X509_get_default_cert_dir_env());
  put(r, "default_private_dir", X509_get_default_private_dir());
  put(r, "default_default_cert_area", X509_get_default_cert_area());
  put(r, "ini_cafile", "");
  put(r, "ini_capath", "");
  a.retArray(r);
}

const BuiltinDecl kCipherBuiltins[] = {
    {"openssl_encrypt(string $data, string $cipher_algo, string $passphrase, int $options = 0, string $iv = \"\", "
     "&$tag = null, string $aad = \"\", int $tag_length = 16): string|false",
     f_openssl_encrypt},
    {"openssl_decrypt(string $data, string $cipher_algo, string $passphrase, int $options = 0, string $iv = \"\", "
     "?string $tag = null, string $aad = \"\"): string|false",
     f_openssl_decrypt},
    {"openssl_cipher_iv_length(string $cipher_algo): int|false", f_openssl_cipher_iv_length},
    {"openssl_cipher_key_length(string $cipher_algo): int|false", f_openssl_cipher_key_length},
    {"openssl_get_cipher_methods(bool $aliases = false): array", f_openssl_get_cipher_methods},
    {"openssl_get_md_methods(bool $aliases = false): array", f_openssl_get_md_methods},
    {"openssl_digest(string $data, string $digest_algo, bool $binary = false): string|false", f_openssl_digest},
    {"openssl_pbkdf2(string $password, string $salt, int $key_length, int $iterations, string $digest_algo = \"sha1\"): "
     "string|false",
     f_openssl_pbkdf2},
    {"openssl_random_pseudo_bytes(int $length, &$strong_result = null): string", f_openssl_random_pseudo_bytes},
    {"openssl_error_string(): string|false", f_openssl_error_string},
    {"openssl_get_cert_locations(): array", f_openssl_get_cert_locations},
};
HOP_REGISTER_BUILTINS(kCipherBuiltins);

const ConstantDecl kOpensslConstants[] = {
    {"OPENSSL_VERSION_TEXT", makeStaticStringTv(OPENSSL_VERSION_TEXT)},
    {"OPENSSL_VERSION_NUMBER", makeInt(OPENSSL_VERSION_NUMBER)},
    {"X509_PURPOSE_SSL_CLIENT", makeInt(1)}, {"X509_PURPOSE_SSL_SERVER", makeInt(2)},
    {"X509_PURPOSE_NS_SSL_SERVER", makeInt(3)}, {"X509_PURPOSE_SMIME_SIGN", makeInt(4)},
    {"X509_PURPOSE_SMIME_ENCRYPT", makeInt(5)}, {"X509_PURPOSE_CRL_SIGN", makeInt(6)}, {"X509_PURPOSE_ANY", makeInt(7)},
    {"OPENSSL_ALGO_SHA1", makeInt(1)}, {"OPENSSL_ALGO_MD5", makeInt(2)}, {"OPENSSL_ALGO_MD4", makeInt(3)},
    {"OPENSSL_ALGO_SHA224", makeInt(6)}, {"OPENSSL_ALGO_SHA256", makeInt(7)}, {"OPENSSL_ALGO_SHA384", makeInt(8)},
    {"OPENSSL_ALGO_SHA512", makeInt(9)}, {"OPENSSL_ALGO_RMD160", makeInt(10)},
    {"PKCS7_DETACHED", makeInt(64)}, {"PKCS7_TEXT", makeInt(1)}, {"PKCS7_NOINTERN", makeInt(16)},
    {"PKCS7_NOVERIFY", makeInt(32)}, {"PKCS7_NOCHAIN", makeInt(8)}, {"PKCS7_NOCERTS", makeInt(2)},
    {"PKCS7_NOATTR", makeInt(256)}, {"PKCS7_BINARY", makeInt(128)}, {"PKCS7_NOSIGS", makeInt(4)},
    {"OPENSSL_CMS_DETACHED", makeInt(64)}, {"OPENSSL_CMS_TEXT", makeInt(1)}, {"OPENSSL_CMS_NOINTERN", makeInt(16)},
    {"OPENSSL_CMS_NOVERIFY", makeInt(32)}, {"OPENSSL_CMS_NOCERTS", makeInt(2)}, {"OPENSSL_CMS_NOATTR", makeInt(256)},
    {"OPENSSL_CMS_BINARY", makeInt(128)}, {"OPENSSL_CMS_NOSIGS", makeInt(12)},
    {"OPENSSL_PKCS1_PADDING", makeInt(1)}, {"OPENSSL_NO_PADDING", makeInt(3)}, {"OPENSSL_PKCS1_OAEP_PADDING", makeInt(4)},
    {"OPENSSL_DEFAULT_STREAM_CIPHERS",
     makeStaticStringTv("ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384:"
                        "ECDHE-ECDSA-AES256-GCM-SHA384:DHE-RSA-AES128-GCM-SHA256:DHE-DSS-AES128-GCM-SHA256:kEDH+AESGCM:"
                        "ECDHE-RSA-AES128-SHA256:ECDHE-ECDSA-AES128-SHA256:ECDHE-RSA-AES128-SHA:ECDHE-ECDSA-AES128-SHA:"
                        "ECDHE-RSA-AES256-SHA384:ECDHE-ECDSA-AES256-SHA384:ECDHE-RSA-AES256-SHA:ECDHE-ECDSA-AES256-SHA:"
                        "DHE-RSA-AES128-SHA256:DHE-RSA-AES128-SHA:DHE-DSS-AES128-SHA256:DHE-RSA-AES256-SHA256:"
                        "DHE-DSS-AES256-SHA:DHE-RSA-AES256-SHA:AES128-GCM-SHA256:AES256-GCM-SHA384:AES128:AES256:HIGH:"
                        "!SSLv2:!aNULL:!eNULL:!EXPORT:!DES:!MD5:!RC4:!ADH")},
    {"OPENSSL_CIPHER_RC2_40", makeInt(0)}, {"OPENSSL_CIPHER_RC2_128", makeInt(1)}, {"OPENSSL_CIPHER_RC2_64", makeInt(2)},
    {"OPENSSL_CIPHER_DES", makeInt(3)}, {"OPENSSL_CIPHER_3DES", makeInt(4)}, {"OPENSSL_CIPHER_AES_128_CBC", makeInt(5)},
    {"OPENSSL_CIPHER_AES_192_CBC", makeInt(6)}, {"OPENSSL_CIPHER_AES_256_CBC", makeInt(7)},
    {"OPENSSL_KEYTYPE_RSA", makeInt(0)}, {"OPENSSL_KEYTYPE_DSA", makeInt(1)}, {"OPENSSL_KEYTYPE_DH", makeInt(2)},
    {"OPENSSL_KEYTYPE_EC", makeInt(3)},
    {"OPENSSL_RAW_DATA", makeInt(1)}, {"OPENSSL_ZERO_PADDING", makeInt(2)}, {"OPENSSL_DONT_ZERO_PAD_KEY", makeInt(4)},
    {"OPENSSL_TLSEXT_SERVER_NAME", makeInt(1)},
    {"OPENSSL_ENCODING_DER", makeInt(0)}, {"OPENSSL_ENCODING_SMIME", makeInt(1)}, {"OPENSSL_ENCODING_PEM", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kOpensslConstants);

} // namespace

HOP_REGISTER_EXTENSION("openssl");

} // namespace hop::openssl
