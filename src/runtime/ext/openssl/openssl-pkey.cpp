// openssl-pkey.cpp — the openssl module's asymmetric keys: OpenSSLAsymmetricKey, openssl_pkey_*, sign/verify, RSA encrypt/decrypt.
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/openssl/openssl-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop::openssl {

X509* certFromArg(const TypedValue& v, bool& owned);   // openssl-x509.cpp

namespace {

struct KeyData {
  EVP_PKEY* key;
  bool isPrivate;
};

KeyData& keySlot(ObjectData* o) { return *o->nativeData<KeyData>(); }

const int s_keyHooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(KeyData);
  h.init = [](ObjectData* o) { keySlot(o) = {nullptr, false}; };
  h.destroy = [](ObjectData* o) {
    EVP_PKEY_free(keySlot(o).key);
    keySlot(o).key = nullptr;
  };
  h.sweep = h.destroy;
  h.noClone = true;
  h.newError = "Cannot directly construct OpenSSLAsymmetricKey, use openssl_pkey_new() instead";
  registerNativeClass("OpenSSLAsymmetricKey", h);
  return 0;
}();

bool isKeyObject(const TypedValue& v) {
  return v.isObject() && v.m_data.pobj->cls() == lookupClassAutoload("OpenSSLAsymmetricKey");
}

ObjectData* newKeyObject(EVP_PKEY* k, bool isPrivate) {
  ObjectData* o = ObjectData::make(lookupClassAutoload("OpenSSLAsymmetricKey"));
  keySlot(o) = {k, isPrivate};
  return o;
}

std::string bioString(BIO* b) {
  char* p = nullptr;
  long n = BIO_get_mem_data(b, &p);
  return std::string(p ? p : "", n > 0 ? size_t(n) : 0);
}

int passCb(char* buf, int size, int, void* u) {
  auto* pass = static_cast<const std::string*>(u);
  if (!pass) return 0;
  int n = int(std::min<size_t>(pass->size(), size_t(size)));
  memcpy(buf, pass->data(), size_t(n));
  return n;
}

/// A key from a zval as php's php_openssl_pkey_from_zval takes it: a key
/// object, a certificate (public), PEM text or "file://path", or an array
/// [key, passphrase]. Returns a new reference (EVP_PKEY_up_ref'd) or null.
EVP_PKEY* keyFromValue(const NativeArgs& a, const TypedValue& in, bool wantPublic, const std::string* passphrase) {
  const TypedValue& v = *tvDeref(&in);
  if (v.isArray()) {
    ArrayData* arr = v.m_data.parr;
    const TypedValue* k = arr->getInt(0);
    const TypedValue* p = arr->getInt(1);
    if (arr->size() != 2 || !k || !p) return nullptr;
    std::string pass;
    const TypedValue& pd = *tvDeref(p);
    if (pd.isString()) pass = std::string(pd.m_data.pstr->view());
    return keyFromValue(a, *k, wantPublic, &pass);
  }
  if (isKeyObject(v)) {
    KeyData& kd = keySlot(v.m_data.pobj);
    if (!kd.key) return nullptr;
    if (!wantPublic && !kd.isPrivate) {
      warn(a, "Supplied key param is a public key");
      return nullptr;
    }
    if (wantPublic && kd.isPrivate) {
      warn(a, "Don't know how to get public key from this private key");
      return nullptr;
    }
    EVP_PKEY_up_ref(kd.key);
    return kd.key;
  }
  if (v.isObject()) {
    if (!wantPublic) return nullptr;
    bool owned = false;
    X509* x = certFromArg(v, owned);
    if (!x) return nullptr;
    EVP_PKEY* k = X509_get_pubkey(x);
    if (owned) X509_free(x);
    return k;
  }
  if (!v.isString()) return nullptr;
  std::string_view s = v.m_data.pstr->view();
  if (wantPublic) {
    bool owned = false;
    if (X509* x = certFromArg(v, owned)) {
      EVP_PKEY* k = X509_get_pubkey(x);
      if (owned) X509_free(x);
      return k;
    }
  }
  BIO* bio;
  if (s.size() >= 7 && s.substr(0, 7) == "file://") {
    std::string path(s.substr(7));
    bio = BIO_new_file(path.c_str(), "r");
  } else {
    bio = BIO_new_mem_buf(s.data(), int(s.size()));
  }
  if (!bio) {
    storeErrors();
    return nullptr;
  }
  EVP_PKEY* k = wantPublic ? PEM_read_bio_PUBKEY(bio, nullptr, nullptr, nullptr)
                           : PEM_read_bio_PrivateKey(bio, nullptr, passCb, const_cast<std::string*>(passphrase));
  BIO_free(bio);
  if (!k) storeErrors();
  return k;
}

struct KeyRef {
  EVP_PKEY* k;
  ~KeyRef() { EVP_PKEY_free(k); }
};

void f_openssl_pkey_get_private(NativeArgs& a) {
  std::string pass;
  bool hasPass = !a.isNull(1);
  if (hasPass) pass = a.sv(1);
  EVP_PKEY* k = keyFromValue(a, a.arg(0), false, hasPass ? &pass : nullptr);
  if (!k) return a.retBool(false);
  a.retObject(newKeyObject(k, true));
}

void f_openssl_pkey_get_public(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  EVP_PKEY* k = keyFromValue(a, v, true, nullptr);
  if (!k) return a.retBool(false);
  a.retObject(newKeyObject(k, false));
}

void f_openssl_free_key(NativeArgs&) {}

TypedValue bnParam(EVP_PKEY* k, const char* name) {
  BIGNUM* bn = nullptr;
  if (!EVP_PKEY_get_bn_param(k, name, &bn) || !bn) return makeUninit();
  std::string out(size_t(BN_num_bytes(bn)), '\0');
  BN_bn2bin(bn, reinterpret_cast<unsigned char*>(out.data()));
  BN_free(bn);
  return makeStringNoIncRef(StringData::make(out));
}

void setKey(ArrayData*& arr, const char* key, TypedValue v) {
  if (v.isUninit()) return;
  StringData* k = StringData::make(key);
  ArrayData::setStr(arr, k, v);
  k->decRef();
}

void f_openssl_pkey_get_details(NativeArgs& a) {
  KeyData& kd = keySlot(a.obj(0));
  EVP_PKEY* k = kd.key;
  if (!k) return a.retBool(false);
  BIO* out = BIO_new(BIO_s_mem());
  if (!PEM_write_bio_PUBKEY(out, k)) {
    BIO_free(out);
    storeErrors();
    return a.retBool(false);
  }
  ArrayData* r = ArrayData::makeHash(4);
  setKey(r, "bits", makeInt(EVP_PKEY_get_bits(k)));
  setKey(r, "key", makeStringNoIncRef(StringData::make(bioString(out))));
  BIO_free(out);
  int64_t type = -1;
  int base = EVP_PKEY_get_base_id(k);
  ArrayData* sub = ArrayData::makeHash(8);
  const char* subName = nullptr;
  if (base == EVP_PKEY_RSA || base == EVP_PKEY_RSA_PSS) {
    type = 0;
    subName = "rsa";
    const char* names[][2] = {{"n", OSSL_PKEY_PARAM_RSA_N},           {"e", OSSL_PKEY_PARAM_RSA_E},
                              {"d", OSSL_PKEY_PARAM_RSA_D},           {"p", OSSL_PKEY_PARAM_RSA_FACTOR1},
                              {"q", OSSL_PKEY_PARAM_RSA_FACTOR2},     {"dmp1", OSSL_PKEY_PARAM_RSA_EXPONENT1},
                              {"dmq1", OSSL_PKEY_PARAM_RSA_EXPONENT2}, {"iqmp", OSSL_PKEY_PARAM_RSA_COEFFICIENT1}};
    for (auto& n : names) setKey(sub, n[0], bnParam(k, n[1]));
  } else if (base == EVP_PKEY_DSA) {
    type = 1;
    subName = "dsa";
    const char* names[][2] = {{"p", OSSL_PKEY_PARAM_FFC_P}, {"q", OSSL_PKEY_PARAM_FFC_Q}, {"g", OSSL_PKEY_PARAM_FFC_G},
                              {"priv_key", OSSL_PKEY_PARAM_PRIV_KEY}, {"pub_key", OSSL_PKEY_PARAM_PUB_KEY}};
    for (auto& n : names) setKey(sub, n[0], bnParam(k, n[1]));
  } else if (base == EVP_PKEY_DH) {
    type = 2;
    subName = "dh";
    const char* names[][2] = {{"p", OSSL_PKEY_PARAM_FFC_P}, {"g", OSSL_PKEY_PARAM_FFC_G},
                              {"priv_key", OSSL_PKEY_PARAM_PRIV_KEY}, {"pub_key", OSSL_PKEY_PARAM_PUB_KEY}};
    for (auto& n : names) setKey(sub, n[0], bnParam(k, n[1]));
  } else if (base == EVP_PKEY_EC) {
    type = 3;
    subName = "ec";
    char curve[80] = {0};
    size_t len = 0;
    if (EVP_PKEY_get_utf8_string_param(k, OSSL_PKEY_PARAM_GROUP_NAME, curve, sizeof curve, &len)) {
      int nid = OBJ_sn2nid(curve);
      if (nid != NID_undef) {
        setKey(sub, "curve_name", makeStringNoIncRef(StringData::make(OBJ_nid2sn(nid))));
        char oid[80];
        OBJ_obj2txt(oid, sizeof oid, OBJ_nid2obj(nid), 1);
        setKey(sub, "curve_oid", makeStringNoIncRef(StringData::make(oid)));
      }
    }
    setKey(sub, "x", bnParam(k, OSSL_PKEY_PARAM_EC_PUB_X));
    setKey(sub, "y", bnParam(k, OSSL_PKEY_PARAM_EC_PUB_Y));
    setKey(sub, "d", bnParam(k, OSSL_PKEY_PARAM_PRIV_KEY));
  }
  if (subName) setKey(r, subName, makeArrayNoIncRef(sub));
  else sub->decRef();
  setKey(r, "type", makeInt(type));
  a.retArray(r);
}

void f_openssl_pkey_export(NativeArgs& a) {
  std::string pass;
  EVP_PKEY* k = keyFromValue(a, a.arg(0), false, nullptr);
  if (!k) {
    warn(a, "Cannot get key from parameter 1");
    return a.retBool(false);
  }
  KeyRef g{k};
  bool hasPass = !a.isNull(2);
  if (hasPass) pass = a.sv(2);
  BIO* out = BIO_new(BIO_s_mem());
  const EVP_CIPHER* cipher = hasPass && !pass.empty() ? EVP_des_ede3_cbc() : nullptr;
  bool ok = PEM_write_bio_PrivateKey(out, k, cipher, reinterpret_cast<const unsigned char*>(pass.data()), int(pass.size()),
                                     nullptr, nullptr);
  if (ok) tvAssignMove(a.ref(1), makeStringNoIncRef(StringData::make(bioString(out))));
  else storeErrors();
  BIO_free(out);
  a.retBool(ok);
}

// openssl_pkey_new(?array $options = null): generates an RSA (default), DSA, DH or EC key.
void f_openssl_pkey_new(NativeArgs& a) {
  int64_t bits = 2048, type = 0;
  std::string curve;
  if (!a.isNull(0)) {
    ArrayData* o = a.arr(0);
    if (const TypedValue* v = o->getStr(std::string_view("private_key_bits")); v && tvDeref(v)->isInt())
      bits = tvDeref(v)->m_data.num;
    if (const TypedValue* v = o->getStr(std::string_view("private_key_type")); v && tvDeref(v)->isInt())
      type = tvDeref(v)->m_data.num;
    if (const TypedValue* v = o->getStr(std::string_view("curve_name")); v && tvDeref(v)->isString()) {
      curve = std::string(tvDeref(v)->m_data.pstr->view());
      if (!o->getStr(std::string_view("private_key_type"))) type = 3;
    }
  }
  EVP_PKEY* k = nullptr;
  if (type == 0) {
    if (bits < 384) {
      raiseWarning("openssl_pkey_new(): Private key length must be at least 384 bits, configured to %lld",
                   static_cast<long long>(bits));
      return a.retBool(false);
    }
    k = EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(bits));
  } else if (type == 3) {
    if (curve.empty()) {
      warn(a, "Missing configuration value: \"curve_name\" not set");
      return a.retBool(false);
    }
    int nid = OBJ_sn2nid(curve.c_str());
    if (nid == NID_undef) {
      raiseWarning("openssl_pkey_new(): Unknown elliptic curve name: %s", curve.c_str());
      return a.retBool(false);
    }
    k = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", OBJ_nid2sn(nid));
  } else {
    warn(a, "Unsupported private key type");
    return a.retBool(false);
  }
  if (!k) {
    storeErrors();
    return a.retBool(false);
  }
  a.retObject(newKeyObject(k, true));
}

const EVP_MD* algoArg(NativeArgs& a, uint32_t i) {
  if (!a.has(i)) return EVP_sha1();
  const TypedValue& v = a.arg(i);
  if (v.isString()) return mdByName(v.m_data.pstr->view());
  switch (v.isInt() ? v.m_data.num : -1) {
    case 1: return EVP_sha1();
    case 2: return EVP_md5();
    case 3: return mdByName("md4");
    case 6: return EVP_sha224();
    case 7: return EVP_sha256();
    case 8: return EVP_sha384();
    case 9: return EVP_sha512();
    case 10: return mdByName("ripemd160");
    default: return nullptr;
  }
}

void f_openssl_sign(NativeArgs& a) {
  EVP_PKEY* k = keyFromValue(a, a.arg(2), false, nullptr);
  if (!k) {
    warn(a, "Supplied key param cannot be coerced into a private key");
    return a.retBool(false);
  }
  KeyRef g{k};
  const EVP_MD* md = algoArg(a, 3);
  if (!md) {
    warn(a, "Unknown digest algorithm");
    return a.retBool(false);
  }
  EVP_MD_CTX* mctx = EVP_MD_CTX_new();
  size_t len = 0;
  std::string sig;
  bool ok = EVP_DigestSignInit(mctx, nullptr, md, nullptr, k) &&
            EVP_DigestSign(mctx, nullptr, &len, reinterpret_cast<const unsigned char*>(a.sv(0).data()), a.sv(0).size());
  if (ok) {
    sig.resize(len);
    ok = EVP_DigestSign(mctx, reinterpret_cast<unsigned char*>(sig.data()), &len,
                        reinterpret_cast<const unsigned char*>(a.sv(0).data()), a.sv(0).size());
    sig.resize(len);
  }
  EVP_MD_CTX_free(mctx);
  if (!ok) {
    storeErrors();
    return a.retBool(false);
  }
  tvAssignMove(a.ref(1), makeStringNoIncRef(StringData::make(sig)));
  a.retBool(true);
}

void f_openssl_verify(NativeArgs& a) {
  const EVP_MD* md = algoArg(a, 3);
  if (!md) {
    warn(a, "Unknown digest algorithm");
    return a.retBool(false);
  }
  EVP_PKEY* k = keyFromValue(a, a.arg(2), true, nullptr);
  if (!k) {
    warn(a, "Supplied key param cannot be coerced into a public key");
    return a.retBool(false);
  }
  KeyRef g{k};
  EVP_MD_CTX* mctx = EVP_MD_CTX_new();
  int r = EVP_DigestVerifyInit(mctx, nullptr, md, nullptr, k);
  if (r == 1)
    r = EVP_DigestVerify(mctx, reinterpret_cast<const unsigned char*>(a.sv(1).data()), a.sv(1).size(),
                         reinterpret_cast<const unsigned char*>(a.sv(0).data()), a.sv(0).size());
  EVP_MD_CTX_free(mctx);
  if (r < 0) storeErrors();
  if (r == 0) storeErrors();
  a.retInt(r);
}

enum class RsaOp { PublicEncrypt, PrivateDecrypt, PrivateEncrypt, PublicDecrypt };

void rsaOp(NativeArgs& a, RsaOp op) {
  bool wantPublic = op == RsaOp::PublicEncrypt || op == RsaOp::PublicDecrypt;
  EVP_PKEY* k = keyFromValue(a, a.arg(2), wantPublic, nullptr);
  if (!k) {
    warn(a, wantPublic ? "key parameter is not a valid public key" : "key parameter is not a valid private key");
    return a.retBool(false);
  }
  KeyRef g{k};
  int padding = int(a.i64Or(3, RSA_PKCS1_PADDING));
  EVP_PKEY_CTX* pctx = EVP_PKEY_CTX_new(k, nullptr);
  std::string_view in = a.sv(0);
  auto inp = reinterpret_cast<const unsigned char*>(in.data());
  size_t outLen = size_t(EVP_PKEY_get_size(k));
  std::string out(outLen, '\0');
  auto outp = reinterpret_cast<unsigned char*>(out.data());
  int ok = 0;
  switch (op) {
    case RsaOp::PublicEncrypt:
      ok = EVP_PKEY_encrypt_init(pctx) > 0 && EVP_PKEY_CTX_set_rsa_padding(pctx, padding) > 0 &&
           EVP_PKEY_encrypt(pctx, outp, &outLen, inp, in.size()) > 0;
      break;
    case RsaOp::PrivateDecrypt:
      ok = EVP_PKEY_decrypt_init(pctx) > 0 && EVP_PKEY_CTX_set_rsa_padding(pctx, padding) > 0 &&
           EVP_PKEY_decrypt(pctx, outp, &outLen, inp, in.size()) > 0;
      break;
    case RsaOp::PrivateEncrypt:
      ok = EVP_PKEY_sign_init(pctx) > 0 && EVP_PKEY_CTX_set_rsa_padding(pctx, padding) > 0 &&
           EVP_PKEY_sign(pctx, outp, &outLen, inp, in.size()) > 0;
      break;
    case RsaOp::PublicDecrypt:
      ok = EVP_PKEY_verify_recover_init(pctx) > 0 && EVP_PKEY_CTX_set_rsa_padding(pctx, padding) > 0 &&
           EVP_PKEY_verify_recover(pctx, outp, &outLen, inp, in.size()) > 0;
      break;
  }
  EVP_PKEY_CTX_free(pctx);
  if (!ok) {
    storeErrors();
    return a.retBool(false);
  }
  out.resize(outLen);
  tvAssignMove(a.ref(1), makeStringNoIncRef(StringData::make(out)));
  a.retBool(true);
}

// openssl_x509_verify(OpenSSLCertificate|string $certificate, $public_key): int
void f_openssl_x509_verify(NativeArgs& a) {
  bool owned = false;
  X509* x = certFromArg(a.arg(0), owned);
  if (!x) return a.retInt(-1);
  EVP_PKEY* k = keyFromValue(a, a.arg(1), true, nullptr);
  if (!k) {
    if (owned) X509_free(x);
    return a.retInt(-1);
  }
  int r = X509_verify(x, k);
  if (r < 0) storeErrors();
  EVP_PKEY_free(k);
  if (owned) X509_free(x);
  a.retInt(r);
}

void f_openssl_public_encrypt(NativeArgs& a) { rsaOp(a, RsaOp::PublicEncrypt); }
void f_openssl_private_decrypt(NativeArgs& a) { rsaOp(a, RsaOp::PrivateDecrypt); }
void f_openssl_private_encrypt(NativeArgs& a) { rsaOp(a, RsaOp::PrivateEncrypt); }
void f_openssl_public_decrypt(NativeArgs& a) { rsaOp(a, RsaOp::PublicDecrypt); }

const BuiltinDecl kPkeyBuiltins[] = {
    {"openssl_pkey_get_private($private_key, ?string $passphrase = null): OpenSSLAsymmetricKey|false",
     f_openssl_pkey_get_private},
    {"openssl_get_privatekey($private_key, ?string $passphrase = null): OpenSSLAsymmetricKey|false",
     f_openssl_pkey_get_private},
    {"openssl_pkey_get_public($public_key): OpenSSLAsymmetricKey|false", f_openssl_pkey_get_public},
    {"openssl_get_publickey($public_key): OpenSSLAsymmetricKey|false", f_openssl_pkey_get_public},
    {"openssl_pkey_free(OpenSSLAsymmetricKey $key): void", f_openssl_free_key, kAttrDeprecated},
    {"openssl_free_key(OpenSSLAsymmetricKey $key): void", f_openssl_free_key, kAttrDeprecated},
    {"openssl_pkey_get_details(OpenSSLAsymmetricKey $key): array|false", f_openssl_pkey_get_details},
    {"openssl_pkey_export($key, &$output, ?string $passphrase = null, ?array $options = null): bool",
     f_openssl_pkey_export},
    {"openssl_pkey_new(?array $options = null): OpenSSLAsymmetricKey|false", f_openssl_pkey_new},
    {"openssl_x509_verify(OpenSSLCertificate|string $certificate, $public_key): int", f_openssl_x509_verify},
    {"openssl_sign(string $data, &$signature, $private_key, string|int $algorithm = OPENSSL_ALGO_SHA1): bool",
     f_openssl_sign},
    {"openssl_verify(string $data, string $signature, $public_key, string|int $algorithm = OPENSSL_ALGO_SHA1): int|false",
     f_openssl_verify},
    {"openssl_public_encrypt(string $data, &$encrypted_data, $public_key, int $padding = OPENSSL_PKCS1_PADDING): bool",
     f_openssl_public_encrypt},
    {"openssl_private_decrypt(string $data, &$decrypted_data, $private_key, int $padding = OPENSSL_PKCS1_PADDING): bool",
     f_openssl_private_decrypt},
    {"openssl_private_encrypt(string $data, &$encrypted_data, $private_key, int $padding = OPENSSL_PKCS1_PADDING): bool",
     f_openssl_private_encrypt},
    {"openssl_public_decrypt(string $data, &$decrypted_data, $public_key, int $padding = OPENSSL_PKCS1_PADDING): bool",
     f_openssl_public_decrypt},
};
HOP_REGISTER_BUILTINS(kPkeyBuiltins);

} // namespace

} // namespace hop::openssl
