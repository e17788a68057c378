// hash-evp.cpp — the MD/SHA/RIPEMD-160/Whirlpool algorithms on OpenSSL's EVP digests (legacy provider in a private context).
// The one-call digests (MD5, SHA-1, SHA-2) use OpenSSL's direct functions:
// fetching an EVP digest first loads the providers (~10M instructions, once
// per process, for one md5()).
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/evp.h>
#include <openssl/md5.h>
#include <openssl/provider.h>
#include <openssl/sha.h>

#include <cstring>
#include <memory>

#include "runtime/base/errors.h"
#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

namespace {

/// A library context of our own with the default and legacy providers (md4
/// and whirlpool live in legacy), so nothing else sees them loaded.
OSSL_LIB_CTX* libctx() {
  static OSSL_LIB_CTX* ctx = [] {
    OSSL_LIB_CTX* c = OSSL_LIB_CTX_new();
    OSSL_PROVIDER_load(c, "default");
    OSSL_PROVIDER_load(c, "legacy");
    return c;
  }();
  return ctx;
}

class EvpState : public HashState {
public:
  explicit EvpState(const EVP_MD* md) : m_ctx(EVP_MD_CTX_new()) { EVP_DigestInit_ex(m_ctx, md, nullptr); }
  EvpState(const EvpState& o) : HashState(), m_ctx(EVP_MD_CTX_new()) { EVP_MD_CTX_copy_ex(m_ctx, o.m_ctx); }
  ~EvpState() override { EVP_MD_CTX_free(m_ctx); }
  void update(const unsigned char* data, size_t len) override { EVP_DigestUpdate(m_ctx, data, len); }
  std::string final() override {
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    EVP_DigestFinal_ex(m_ctx, out, &n);
    return std::string(reinterpret_cast<char*>(out), n);
  }
  std::unique_ptr<HashState> clone() const override { return std::make_unique<EvpState>(*this); }

private:
  EVP_MD_CTX* m_ctx;
};

/// A digest through OpenSSL's direct (non-EVP) functions: no provider, no
/// fetch, the context a plain struct.
template <class Ctx, int (*Init)(Ctx*), int (*Update)(Ctx*, const void*, size_t),
          int (*Final)(unsigned char*, Ctx*), size_t N>
class DirectState : public HashState {
public:
  DirectState() { Init(&m_ctx); }
  void update(const unsigned char* data, size_t len) override { Update(&m_ctx, data, len); }
  std::string final() override {
    unsigned char out[N];
    Final(out, &m_ctx);
    return std::string(reinterpret_cast<char*>(out), N);
  }
  std::unique_ptr<HashState> clone() const override { return std::make_unique<DirectState>(*this); }

private:
  Ctx m_ctx;
};

using Md5State = DirectState<MD5_CTX, MD5_Init, MD5_Update, MD5_Final, 16>;
using Sha1State = DirectState<SHA_CTX, SHA1_Init, SHA1_Update, SHA1_Final, 20>;
using Sha224State = DirectState<SHA256_CTX, SHA224_Init, SHA224_Update, SHA224_Final, 28>;
using Sha256State = DirectState<SHA256_CTX, SHA256_Init, SHA256_Update, SHA256_Final, 32>;
using Sha384State = DirectState<SHA512_CTX, SHA384_Init, SHA384_Update, SHA384_Final, 48>;
using Sha512State = DirectState<SHA512_CTX, SHA512_Init, SHA512_Update, SHA512_Final, 64>;

template <class S> std::unique_ptr<HashState> makeDirect(const HashOptions&) { return std::make_unique<S>(); }

struct EvpEntry {
  const char* php;
  const char* openssl;
  HashAlgo algo;
  const EVP_MD* md = nullptr;
};

template <int I> std::unique_ptr<HashState> makeEvp(const HashOptions&);

EvpEntry kEntries[] = {
    {"md4", "MD4", {"md4", 16, 64, true, makeEvp<0>}},
    {"md5", "MD5", {"md5", 16, 64, true, makeDirect<Md5State>}},
    {"sha1", "SHA1", {"sha1", 20, 64, true, makeDirect<Sha1State>}},
    {"sha224", "SHA224", {"sha224", 28, 64, true, makeDirect<Sha224State>}},
    {"sha256", "SHA256", {"sha256", 32, 64, true, makeDirect<Sha256State>}},
    {"sha384", "SHA384", {"sha384", 48, 128, true, makeDirect<Sha384State>}},
    {"sha512/224", "SHA512-224", {"sha512/224", 28, 128, true, makeEvp<6>}},
    {"sha512/256", "SHA512-256", {"sha512/256", 32, 128, true, makeEvp<7>}},
    {"sha512", "SHA512", {"sha512", 64, 128, true, makeDirect<Sha512State>}},
    {"sha3-224", "SHA3-224", {"sha3-224", 28, 144, true, makeEvp<9>}},
    {"sha3-256", "SHA3-256", {"sha3-256", 32, 136, true, makeEvp<10>}},
    {"sha3-384", "SHA3-384", {"sha3-384", 48, 104, true, makeEvp<11>}},
    {"sha3-512", "SHA3-512", {"sha3-512", 64, 72, true, makeEvp<12>}},
    {"whirlpool", "WHIRLPOOL", {"whirlpool", 64, 64, true, makeEvp<13>}},
};

/// The digests, fetched once (thread-safe static initialization).
const EVP_MD* mdOf(int i) {
  static const bool fetched = [] {
    for (EvpEntry& e : kEntries) e.md = EVP_MD_fetch(libctx(), e.openssl, nullptr);
    return true;
  }();
  (void)fetched;
  const EVP_MD* md = kEntries[i].md;
  if (!md) throwErrorF(ErrorKind::Error, "OpenSSL does not provide the %s digest", kEntries[i].openssl);
  return md;
}

template <int I> std::unique_ptr<HashState> makeEvp(const HashOptions&) { return std::make_unique<EvpState>(mdOf(I)); }

} // namespace

const HashAlgo* evpAlgo(std::string_view name) {
  for (EvpEntry& e : kEntries)
    if (name == e.php) return &e.algo;
  return nullptr;
}

} // namespace hop::hash
