// openssl-x509.cpp — the openssl module's X.509 certificates: OpenSSLCertificate, openssl_x509_read/parse/export/fingerprint.
#include <openssl/asn1.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <sys/stat.h>

#include <cstring>
#include <ctime>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/openssl/openssl-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop::openssl {

namespace {

X509*& certSlot(ObjectData* o) { return *o->nativeData<X509*>(); }

const int s_certHooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(X509*);
  h.init = [](ObjectData* o) { certSlot(o) = nullptr; };
  h.destroy = [](ObjectData* o) {
    X509_free(certSlot(o));
    certSlot(o) = nullptr;
  };
  h.sweep = h.destroy;
  h.noClone = true;
  h.newError = "Cannot directly construct OpenSSLCertificate, use openssl_x509_read() instead";
  registerNativeClass("OpenSSLCertificate", h);
  return 0;
}();

bool isCertObject(const TypedValue& v) {
  return v.isObject() && v.m_data.pobj->cls() == lookupClassAutoload("OpenSSLCertificate");
}

ObjectData* newCertObject(X509* x) {
  ObjectData* o = ObjectData::make(lookupClassAutoload("OpenSSLCertificate"));
  certSlot(o) = x;
  return o;
}

std::string bioString(BIO* b) {
  char* p = nullptr;
  long n = BIO_get_mem_data(b, &p);
  return std::string(p ? p : "", n > 0 ? size_t(n) : 0);
}

} // namespace

/// The certificate behind an OpenSSLCertificate|string argument (PEM text or "file://path"), or null.
/// `owned` tells whether the caller must X509_free the result.
X509* certFromArg(const TypedValue& v, bool& owned) {
  owned = false;
  if (isCertObject(v)) return certSlot(v.m_data.pobj);
  if (!v.isString()) return nullptr;
  std::string_view s = v.m_data.pstr->view();
  BIO* in;
  if (s.size() >= 7 && s.substr(0, 7) == "file://") {
    std::string path(s.substr(7));
    in = BIO_new_file(path.c_str(), "r");
  } else {
    in = BIO_new_mem_buf(s.data(), int(s.size()));
  }
  if (!in) {
    storeErrors();
    return nullptr;
  }
  X509* x = PEM_read_bio_X509(in, nullptr, nullptr, nullptr);
  BIO_free(in);
  if (!x) {
    storeErrors();
    return nullptr;
  }
  owned = true;
  return x;
}

namespace {

struct CertArg {
  X509* x = nullptr;
  bool owned = false;
  CertArg(const TypedValue& v) { x = certFromArg(v, owned); }
  ~CertArg() {
    if (owned) X509_free(x);
  }
};

TypedValue utf8Tv(const ASN1_STRING* s) {
  unsigned char* out = nullptr;
  int n = ASN1_STRING_to_UTF8(&out, s);
  if (n < 0) return makeUninit();
  TypedValue r = makeStringNoIncRef(StringData::make(std::string_view(reinterpret_cast<char*>(out), size_t(n))));
  OPENSSL_free(out);
  return r;
}

void setKey(ArrayData*& arr, const char* key, TypedValue v) {
  StringData* k = StringData::make(key);
  ArrayData::setStr(arr, k, v);
  k->decRef();
}

ArrayData* nameArray(X509_NAME* name, bool shortNames) {
  ArrayData* r = ArrayData::makeHash(8);
  for (int i = 0; i < X509_NAME_entry_count(name); i++) {
    X509_NAME_ENTRY* e = X509_NAME_get_entry(name, i);
    int nid = OBJ_obj2nid(X509_NAME_ENTRY_get_object(e));
    const char* key = shortNames ? OBJ_nid2sn(nid) : OBJ_nid2ln(nid);
    TypedValue v = utf8Tv(X509_NAME_ENTRY_get_data(e));
    if (v.isUninit()) continue;
    StringData* k = StringData::make(key);
    const TypedValue* old = r->getStr(k);
    if (!old) {
      ArrayData::setStr(r, k, v);
    } else if (old->isArray()) {
      ArrayData* sub = old->m_data.parr;
      sub->incRef();
      ArrayData::append(sub, v);
      ArrayData::setStr(r, k, makeArrayNoIncRef(sub));
    } else {
      ArrayData* sub = ArrayData::makePacked(2);
      ArrayData::append(sub, tvCopyValue(*old));
      ArrayData::append(sub, v);
      ArrayData::setStr(r, k, makeArrayNoIncRef(sub));
    }
    k->decRef();
  }
  return r;
}

int64_t asn1TimeToUnix(const ASN1_TIME* t) {
  struct tm tm{};
  if (!ASN1_TIME_to_tm(t, &tm)) return 0;
  return int64_t(timegm(&tm));
}

void f_openssl_x509_parse(NativeArgs& a) {
  CertArg c(a.arg(0));
  if (!c.x) return a.retBool(false);
  bool shortNames = a.bOr(1, true);
  X509* x = c.x;
  ArrayData* r = ArrayData::makeHash(16);
  X509_NAME* subject = X509_get_subject_name(x);
  char* line = X509_NAME_oneline(subject, nullptr, 0);
  setKey(r, "name", makeStringNoIncRef(StringData::make(line ? line : "")));
  OPENSSL_free(line);
  setKey(r, "subject", makeArrayNoIncRef(nameArray(subject, shortNames)));
  char hash[32];
  snprintf(hash, sizeof hash, "%08lx", X509_subject_name_hash(x));
  setKey(r, "hash", makeStringNoIncRef(StringData::make(hash)));
  setKey(r, "issuer", makeArrayNoIncRef(nameArray(X509_get_issuer_name(x), shortNames)));
  setKey(r, "version", makeInt(X509_get_version(x)));
  const ASN1_INTEGER* serial = X509_get0_serialNumber(x);
  BIGNUM* bn = ASN1_INTEGER_to_BN(serial, nullptr);
  char* hex = bn ? BN_bn2hex(bn) : nullptr;
  char* dec = i2s_ASN1_INTEGER(nullptr, serial);
  setKey(r, "serialNumber", makeStringNoIncRef(StringData::make(dec ? dec : "")));
  setKey(r, "serialNumberHex", makeStringNoIncRef(StringData::make(hex ? hex : "")));
  OPENSSL_free(hex);
  OPENSSL_free(dec);
  BN_free(bn);
  TypedValue from = utf8Tv(X509_get0_notBefore(x));
  if (!from.isUninit()) setKey(r, "validFrom", from);
  TypedValue to = utf8Tv(X509_get0_notAfter(x));
  if (!to.isUninit()) setKey(r, "validTo", to);
  setKey(r, "validFrom_time_t", makeInt(asn1TimeToUnix(X509_get0_notBefore(x))));
  setKey(r, "validTo_time_t", makeInt(asn1TimeToUnix(X509_get0_notAfter(x))));
  if (const unsigned char* alias = X509_alias_get0(x, nullptr))
    setKey(r, "alias", makeStringNoIncRef(StringData::make(reinterpret_cast<const char*>(alias))));
  int sigNid = X509_get_signature_nid(x);
  setKey(r, "signatureTypeSN", makeStringNoIncRef(StringData::make(OBJ_nid2sn(sigNid))));
  setKey(r, "signatureTypeLN", makeStringNoIncRef(StringData::make(OBJ_nid2ln(sigNid))));
  setKey(r, "signatureTypeNID", makeInt(sigNid));
  ArrayData* purposes = ArrayData::makeHash(10);
  for (int i = 0; i < X509_PURPOSE_get_count(); i++) {
    X509_PURPOSE* p = X509_PURPOSE_get0(i);
    int id = X509_PURPOSE_get_id(p);
    ArrayData* sub = ArrayData::makePacked(3);
    ArrayData::append(sub, makeBool(X509_check_purpose(x, id, 0) != 0));
    ArrayData::append(sub, makeBool(X509_check_purpose(x, id, 1) != 0));
    ArrayData::append(sub, makeStringNoIncRef(StringData::make(X509_PURPOSE_get0_sname(p))));
    ArrayData::setInt(purposes, id, makeArrayNoIncRef(sub));
  }
  setKey(r, "purposes", makeArrayNoIncRef(purposes));
  ArrayData* exts = ArrayData::makeHash(8);
  for (int i = 0; i < X509_get_ext_count(x); i++) {
    X509_EXTENSION* e = X509_get_ext(x, i);
    ASN1_OBJECT* obj = X509_EXTENSION_get_object(e);
    int nid = OBJ_obj2nid(obj);
    char buf[256];
    const char* name;
    if (nid != NID_undef) {
      name = OBJ_nid2sn(nid);
    } else {
      OBJ_obj2txt(buf, sizeof buf - 1, obj, 1);
      name = buf;
    }
    BIO* out = BIO_new(BIO_s_mem());
    if (X509V3_EXT_print(out, e, 0, 0)) {
      setKey(exts, name, makeStringNoIncRef(StringData::make(bioString(out))));
    } else {
      TypedValue v = utf8Tv(X509_EXTENSION_get_data(e));
      if (!v.isUninit()) setKey(exts, name, v);
    }
    BIO_free(out);
  }
  setKey(r, "extensions", makeArrayNoIncRef(exts));
  ERR_clear_error();
  a.retArray(r);
}

void f_openssl_x509_read(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (isCertObject(v)) {
    X509* x = certSlot(v.m_data.pobj);
    return a.retObject(newCertObject(x ? X509_dup(x) : nullptr));
  }
  bool owned = false;
  X509* x = certFromArg(v, owned);
  if (!x) {
    warn(a, "X.509 Certificate cannot be retrieved");
    return a.retBool(false);
  }
  a.retObject(newCertObject(x));
}

void f_openssl_x509_free(NativeArgs&) {}

void f_openssl_x509_export(NativeArgs& a) {
  CertArg c(a.arg(0));
  if (!c.x) {
    warn(a, "X.509 Certificate cannot be retrieved");
    return a.retBool(false);
  }
  BIO* out = BIO_new(BIO_s_mem());
  if (!a.bOr(2, true)) X509_print(out, c.x);
  bool ok = PEM_write_bio_X509(out, c.x);
  if (ok) tvAssignMove(a.ref(1), makeStringNoIncRef(StringData::make(bioString(out))));
  else storeErrors();
  BIO_free(out);
  a.retBool(ok);
}

void f_openssl_x509_export_to_file(NativeArgs& a) {
  CertArg c(a.arg(0));
  if (!c.x) {
    warn(a, "X.509 Certificate cannot be retrieved");
    return a.retBool(false);
  }
  std::string path(a.sv(1));
  BIO* out = BIO_new_file(path.c_str(), "w");
  if (!out) {
    storeErrors();
    raiseWarning("%s(): Error opening file %s", a.func->name->data(), path.c_str());
    return a.retBool(false);
  }
  if (!a.bOr(2, true)) X509_print(out, c.x);
  bool ok = PEM_write_bio_X509(out, c.x);
  if (!ok) storeErrors();
  BIO_free(out);
  a.retBool(ok);
}

void f_openssl_x509_fingerprint(NativeArgs& a) {
  CertArg c(a.arg(0));
  if (!c.x) {
    warn(a, "X.509 Certificate cannot be retrieved");
    return a.retBool(false);
  }
  const EVP_MD* md = mdByName(a.svOr(1, "sha1"));
  if (!md) {
    warn(a, "Unknown digest algorithm");
    return a.retBool(false);
  }
  unsigned char buf[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  if (!X509_digest(c.x, md, buf, &n)) {
    storeErrors();
    return a.retBool(false);
  }
  std::string raw(reinterpret_cast<char*>(buf), n);
  if (a.bOr(2, false)) return a.retString(raw);
  static const char* hexd = "0123456789abcdef";
  std::string out;
  for (unsigned char ch : raw) { out += hexd[ch >> 4]; out += hexd[ch & 15]; }
  a.retString(out);
}

// openssl_x509_checkpurpose(cert, purpose, cainfo = [], untrusted_certificates_file = null): bool|int
void f_openssl_x509_checkpurpose(NativeArgs& a) {
  a.retInt(-1);
  STACK_OF(X509)* untrusted = nullptr;
  if (!a.isNull(3)) {
    std::string path(a.sv(3));
    BIO* in = BIO_new_file(path.c_str(), "r");
    if (!in) {
      storeErrors();
      raiseWarning("%s(): Error opening the file, %s", a.func->name->data(), path.c_str());
      return;
    }
    STACK_OF(X509_INFO)* infos = PEM_X509_INFO_read_bio(in, nullptr, nullptr, nullptr);
    BIO_free(in);
    if (!infos) {
      storeErrors();
      raiseWarning("%s(): Error reading the file, %s", a.func->name->data(), path.c_str());
      return;
    }
    untrusted = sk_X509_new_null();
    for (int i = 0; i < sk_X509_INFO_num(infos); i++) {
      X509_INFO* xi = sk_X509_INFO_value(infos, i);
      if (xi->x509) {
        sk_X509_push(untrusted, xi->x509);
        xi->x509 = nullptr;
      }
    }
    sk_X509_INFO_pop_free(infos, X509_INFO_free);
  }
  X509_STORE* store = X509_STORE_new();
  int loaded = 0;
  if (a.has(2)) {
    ArrayData* ca = a.arr(2);
    for (uint32_t p = ca->iterBegin(); ca->iterValid(p); p = ca->iterAdvance(p)) {
      const TypedValue& e = *tvDeref(ca->iterValue(p));
      if (!e.isString()) continue;
      std::string path(e.m_data.pstr->view());
      struct stat st;
      if (::stat(path.c_str(), &st) != 0) {
        raiseWarning("%s(): Unable to stat %s", a.func->name->data(), path.c_str());
        continue;
      }
      if (S_ISDIR(st.st_mode)) {
        X509_LOOKUP* dir = X509_STORE_add_lookup(store, X509_LOOKUP_hash_dir());
        if (!dir || !X509_LOOKUP_add_dir(dir, path.c_str(), X509_FILETYPE_PEM)) {
          storeErrors();
          raiseWarning("%s(): Error loading directory %s", a.func->name->data(), path.c_str());
        } else {
          loaded++;
        }
      } else {
        X509_LOOKUP* file = X509_STORE_add_lookup(store, X509_LOOKUP_file());
        if (!file || !X509_LOOKUP_load_file(file, path.c_str(), X509_FILETYPE_PEM)) {
          storeErrors();
          raiseWarning("%s(): Error loading file %s", a.func->name->data(), path.c_str());
        } else {
          loaded++;
        }
      }
    }
  }
  if (loaded == 0) X509_STORE_set_default_paths(store);
  bool owned = false;
  X509* x = certFromArg(a.arg(0), owned);
  if (x) {
    X509_STORE_CTX* csc = X509_STORE_CTX_new();
    int ret = -1;
    if (csc && X509_STORE_CTX_init(csc, store, x, untrusted)) {
      int64_t purpose = a.i64(1);
      if (purpose >= 0 && !X509_STORE_CTX_set_purpose(csc, int(purpose))) storeErrors();
      ret = X509_verify_cert(csc);
      if (ret < 0) storeErrors();
    } else {
      storeErrors();
    }
    X509_STORE_CTX_free(csc);
    if (ret == 0 || ret == 1) a.retBool(ret == 1);
    else a.retInt(ret);
    if (owned) X509_free(x);
  }
  X509_STORE_free(store);
  if (untrusted) sk_X509_pop_free(untrusted, X509_free);
}

const BuiltinDecl kX509Builtins[] = {
    {"openssl_x509_checkpurpose(OpenSSLCertificate|string $certificate, int $purpose, array $ca_info = [], "
     "?string $untrusted_certificates_file = null): int|bool",
     f_openssl_x509_checkpurpose},
    {"openssl_x509_parse(OpenSSLCertificate|string $certificate, bool $short_names = true): array|false",
     f_openssl_x509_parse},
    {"openssl_x509_read(OpenSSLCertificate|string $certificate): OpenSSLCertificate|false", f_openssl_x509_read},
    {"openssl_x509_free(OpenSSLCertificate $certificate): void", f_openssl_x509_free, kAttrDeprecated},
    {"openssl_x509_export(OpenSSLCertificate|string $certificate, &$output, bool $no_text = true): bool",
     f_openssl_x509_export},
    {"openssl_x509_export_to_file(OpenSSLCertificate|string $certificate, string $output_filename, bool $no_text = true): bool",
     f_openssl_x509_export_to_file},
    {"openssl_x509_fingerprint(OpenSSLCertificate|string $certificate, string $digest_algo = \"sha1\", bool $binary = false): string|false",
     f_openssl_x509_fingerprint},
};
HOP_REGISTER_BUILTINS(kX509Builtins);

} // namespace

} // namespace hop::openssl
