// hash-checksums.cpp — the non-cryptographic algorithms: adler32, crc32/b/c, fnv1(a) 32/64, joaat, murmur3a/c/f, xxh32/64/3/128.
#include <xxhash.h>

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

namespace {

const unsigned char* bytes(std::string_view d) { return reinterpret_cast<const unsigned char*>(d.data()); }

std::string adler32(std::string_view d, const BufferedState&) {
  uint32_t a = 1, b = 0;
  for (unsigned char c : d) {
    a = (a + c) % 65521;
    b = (b + a) % 65521;
  }
  std::string out;
  putBE32(out, (b << 16) | a);
  return out;
}

/// php's "crc32": the bzip2 CRC (MSB-first polynomial 0x04C11DB7), bytes out low first.
std::string crc32bzip(std::string_view d, const BufferedState&) {
  static uint32_t table[256];
  static bool init = [] {
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i << 24;
      for (int k = 0; k < 8; ++k) c = (c & 0x80000000u) ? (c << 1) ^ 0x04C11DB7u : c << 1;
      table[i] = c;
    }
    return true;
  }();
  (void)init;
  uint32_t s = ~0u;
  for (unsigned char c : d) s = (s << 8) ^ table[(s >> 24) ^ c];
  s = ~s;
  std::string out;
  for (int i = 0; i < 4; ++i) out += char((s >> (8 * i)) & 0xff);
  return out;
}

template <uint32_t Poly> std::string crcReflected(std::string_view d, const BufferedState&) {
  static uint32_t table[256];
  static bool init = [] {
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? Poly ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
    return true;
  }();
  (void)init;
  uint32_t s = ~0u;
  for (unsigned char c : d) s = table[(s ^ c) & 0xff] ^ (s >> 8);
  std::string out;
  putBE32(out, ~s);
  return out;
}

template <bool A> std::string fnv32(std::string_view d, const BufferedState&) {
  uint32_t h = 0x811c9dc5u;
  for (unsigned char c : d) {
    if (A) h = (h ^ c) * 0x01000193u;
    else h = (h * 0x01000193u) ^ c;
  }
  std::string out;
  putBE32(out, h);
  return out;
}

template <bool A> std::string fnv64(std::string_view d, const BufferedState&) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : d) {
    if (A) h = (h ^ c) * 0x100000001b3ull;
    else h = (h * 0x100000001b3ull) ^ c;
  }
  std::string out;
  putBE64(out, h);
  return out;
}

std::string joaat(std::string_view d, const BufferedState&) {
  uint32_t h = 0;
  for (unsigned char c : d) {
    h += c;
    h += h << 10;
    h ^= h >> 6;
  }
  h += h << 3;
  h ^= h >> 11;
  h += h << 15;
  std::string out;
  putBE32(out, h);
  return out;
}

uint32_t le32(const unsigned char* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }
uint64_t le64(const unsigned char* p) { return uint64_t(le32(p)) | uint64_t(le32(p + 4)) << 32; }
uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  h ^= h >> 16;
  return h;
}
uint64_t fmix64(uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

std::string murmur3a(std::string_view d, const BufferedState& st) {
  const uint32_t c1 = 0xcc9e2d51, c2 = 0x1b873593;
  uint32_t h = uint32_t(st.seed);
  size_t n = d.size(), nb = n / 4;
  const unsigned char* p = bytes(d);
  for (size_t i = 0; i < nb; ++i) {
    uint32_t k = le32(p + 4 * i);
    k *= c1;
    k = rotl32(k, 15);
    k *= c2;
    h ^= k;
    h = rotl32(h, 13);
    h = h * 5 + 0xe6546b64;
  }
  const unsigned char* t = p + nb * 4;
  uint32_t k = 0;
  switch (n & 3) {
    case 3: k ^= uint32_t(t[2]) << 16; [[fallthrough]];
    case 2: k ^= uint32_t(t[1]) << 8; [[fallthrough]];
    case 1:
      k ^= t[0];
      k *= c1;
      k = rotl32(k, 15);
      k *= c2;
      h ^= k;
  }
  h ^= uint32_t(n);
  std::string out;
  putBE32(out, fmix32(h));
  return out;
}

std::string murmur3c(std::string_view d, const BufferedState& st) {
  const uint32_t c1 = 0x239b961b, c2 = 0xab0e9789, c3 = 0x38b34ae5, c4 = 0xa1e38b93;
  uint32_t h1 = uint32_t(st.seed), h2 = h1, h3 = h1, h4 = h1;
  size_t n = d.size(), nb = n / 16;
  const unsigned char* p = bytes(d);
  for (size_t i = 0; i < nb; ++i) {
    uint32_t k1 = le32(p + 16 * i), k2 = le32(p + 16 * i + 4), k3 = le32(p + 16 * i + 8), k4 = le32(p + 16 * i + 12);
    k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1;
    h1 = rotl32(h1, 19); h1 += h2; h1 = h1 * 5 + 0x561ccd1b;
    k2 *= c2; k2 = rotl32(k2, 16); k2 *= c3; h2 ^= k2;
    h2 = rotl32(h2, 17); h2 += h3; h2 = h2 * 5 + 0x0bcaa747;
    k3 *= c3; k3 = rotl32(k3, 17); k3 *= c4; h3 ^= k3;
    h3 = rotl32(h3, 15); h3 += h4; h3 = h3 * 5 + 0x96cd1c35;
    k4 *= c4; k4 = rotl32(k4, 18); k4 *= c1; h4 ^= k4;
    h4 = rotl32(h4, 13); h4 += h1; h4 = h4 * 5 + 0x32ac3b17;
  }
  const unsigned char* t = p + nb * 16;
  uint32_t k1 = 0, k2 = 0, k3 = 0, k4 = 0;
  switch (n & 15) {
    case 15: k4 ^= uint32_t(t[14]) << 16; [[fallthrough]];
    case 14: k4 ^= uint32_t(t[13]) << 8; [[fallthrough]];
    case 13: k4 ^= uint32_t(t[12]); k4 *= c4; k4 = rotl32(k4, 18); k4 *= c1; h4 ^= k4; [[fallthrough]];
    case 12: k3 ^= uint32_t(t[11]) << 24; [[fallthrough]];
    case 11: k3 ^= uint32_t(t[10]) << 16; [[fallthrough]];
    case 10: k3 ^= uint32_t(t[9]) << 8; [[fallthrough]];
    case 9: k3 ^= uint32_t(t[8]); k3 *= c3; k3 = rotl32(k3, 17); k3 *= c4; h3 ^= k3; [[fallthrough]];
    case 8: k2 ^= uint32_t(t[7]) << 24; [[fallthrough]];
    case 7: k2 ^= uint32_t(t[6]) << 16; [[fallthrough]];
    case 6: k2 ^= uint32_t(t[5]) << 8; [[fallthrough]];
    case 5: k2 ^= uint32_t(t[4]); k2 *= c2; k2 = rotl32(k2, 16); k2 *= c3; h2 ^= k2; [[fallthrough]];
    case 4: k1 ^= uint32_t(t[3]) << 24; [[fallthrough]];
    case 3: k1 ^= uint32_t(t[2]) << 16; [[fallthrough]];
    case 2: k1 ^= uint32_t(t[1]) << 8; [[fallthrough]];
    case 1: k1 ^= uint32_t(t[0]); k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1;
  }
  uint32_t len = uint32_t(n);
  h1 ^= len; h2 ^= len; h3 ^= len; h4 ^= len;
  h1 += h2; h1 += h3; h1 += h4;
  h2 += h1; h3 += h1; h4 += h1;
  h1 = fmix32(h1); h2 = fmix32(h2); h3 = fmix32(h3); h4 = fmix32(h4);
  h1 += h2; h1 += h3; h1 += h4;
  h2 += h1; h3 += h1; h4 += h1;
  std::string out;
  putBE32(out, h1); putBE32(out, h2); putBE32(out, h3); putBE32(out, h4);
  return out;
}

std::string murmur3f(std::string_view d, const BufferedState& st) {
  const uint64_t c1 = 0x87c37b91114253d5ull, c2 = 0x4cf5ad432745937full;
  uint64_t h1 = st.seed, h2 = st.seed;
  size_t n = d.size(), nb = n / 16;
  const unsigned char* p = bytes(d);
  for (size_t i = 0; i < nb; ++i) {
    uint64_t k1 = le64(p + 16 * i), k2 = le64(p + 16 * i + 8);
    k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1;
    h1 = rotl64(h1, 27); h1 += h2; h1 = h1 * 5 + 0x52dce729;
    k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2;
    h2 = rotl64(h2, 31); h2 += h1; h2 = h2 * 5 + 0x38495ab5;
  }
  const unsigned char* t = p + nb * 16;
  uint64_t k1 = 0, k2 = 0;
  switch (n & 15) {
    case 15: k2 ^= uint64_t(t[14]) << 48; [[fallthrough]];
    case 14: k2 ^= uint64_t(t[13]) << 40; [[fallthrough]];
    case 13: k2 ^= uint64_t(t[12]) << 32; [[fallthrough]];
    case 12: k2 ^= uint64_t(t[11]) << 24; [[fallthrough]];
    case 11: k2 ^= uint64_t(t[10]) << 16; [[fallthrough]];
    case 10: k2 ^= uint64_t(t[9]) << 8; [[fallthrough]];
    case 9: k2 ^= uint64_t(t[8]); k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2; [[fallthrough]];
    case 8: k1 ^= uint64_t(t[7]) << 56; [[fallthrough]];
    case 7: k1 ^= uint64_t(t[6]) << 48; [[fallthrough]];
    case 6: k1 ^= uint64_t(t[5]) << 40; [[fallthrough]];
    case 5: k1 ^= uint64_t(t[4]) << 32; [[fallthrough]];
    case 4: k1 ^= uint64_t(t[3]) << 24; [[fallthrough]];
    case 3: k1 ^= uint64_t(t[2]) << 16; [[fallthrough]];
    case 2: k1 ^= uint64_t(t[1]) << 8; [[fallthrough]];
    case 1: k1 ^= uint64_t(t[0]); k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1;
  }
  h1 ^= uint64_t(n); h2 ^= uint64_t(n);
  h1 += h2; h2 += h1;
  h1 = fmix64(h1); h2 = fmix64(h2);
  h1 += h2; h2 += h1;
  std::string out;
  putBE64(out, h1); putBE64(out, h2);
  return out;
}

std::string xxh32(std::string_view d, const BufferedState& st) {
  std::string out;
  putBE32(out, XXH32(d.data(), d.size(), uint32_t(st.seed)));
  return out;
}
std::string xxh64(std::string_view d, const BufferedState& st) {
  std::string out;
  putBE64(out, XXH64(d.data(), d.size(), st.seed));
  return out;
}
std::string xxh3(std::string_view d, const BufferedState& st) {
  std::string out;
  uint64_t h = st.hasSecret ? XXH3_64bits_withSecret(d.data(), d.size(), st.secret.data(), st.secret.size())
                            : XXH3_64bits_withSeed(d.data(), d.size(), st.seed);
  putBE64(out, h);
  return out;
}
std::string xxh128(std::string_view d, const BufferedState& st) {
  std::string out;
  XXH128_hash_t h = st.hasSecret ? XXH3_128bits_withSecret(d.data(), d.size(), st.secret.data(), st.secret.size())
                                 : XXH3_128bits_withSeed(d.data(), d.size(), st.seed);
  putBE64(out, h.high64);
  putBE64(out, h.low64);
  return out;
}

const TypedValue* optionValue(const HashOptions& o, const char* key) {
  if (!o.array) return nullptr;
  const TypedValue* v = o.array->getStr(std::string_view(key));
  return v ? tvDeref(v) : nullptr;
}

template <BufferedState::Fn F> std::unique_ptr<HashState> plain(const HashOptions&) {
  return std::make_unique<BufferedState>(F);
}

/// murmur and xxh32/64: an int "seed" option (anything else is ignored).
template <BufferedState::Fn F> std::unique_ptr<HashState> seeded(const HashOptions& o) {
  auto s = std::make_unique<BufferedState>(F);
  if (const TypedValue* v = optionValue(o, "seed"); v && v->isInt()) {
    s->seed = uint64_t(v->m_data.num);
    s->hasSeed = true;
  }
  return s;
}

/// xxh3 and xxh128: an int "seed" or a string "secret" of at least 136 bytes.
template <BufferedState::Fn F> std::unique_ptr<HashState> xxh3Family(const HashOptions& o) {
  auto s = std::make_unique<BufferedState>(F);
  const char* name = F == xxh3 ? "xxh3" : "xxh128";
  const TypedValue* seed = optionValue(o, "seed");
  const TypedValue* secret = optionValue(o, "secret");
  if (seed && seed->isInt() && secret && secret->isString())
    throwErrorF(ErrorKind::Error, "%s: Only one of seed or secret is to be passed for initialization", name);
  if (seed && seed->isInt()) {
    s->seed = uint64_t(seed->m_data.num);
    s->hasSeed = true;
  } else if (secret && secret->isString()) {
    size_t len = secret->m_data.pstr->size();
    if (len < XXH3_SECRET_SIZE_MIN)
      throwErrorF(ErrorKind::Error, "%s: Secret length must be >= %u bytes, %zu bytes passed", name,
                  unsigned(XXH3_SECRET_SIZE_MIN), len);
    s->secret = std::string(secret->m_data.pstr->view().substr(0, 256));
    s->hasSecret = true;
  }
  return s;
}

} // namespace

const HashAlgo kAdler32{"adler32", 4, 4, false, plain<adler32>};
const HashAlgo kCrc32{"crc32", 4, 4, false, plain<crc32bzip>};
const HashAlgo kCrc32b{"crc32b", 4, 4, false, plain<crcReflected<0xEDB88320u>>};
const HashAlgo kCrc32c{"crc32c", 4, 4, false, plain<crcReflected<0x82F63B78u>>};
const HashAlgo kFnv132{"fnv132", 4, 4, false, plain<fnv32<false>>};
const HashAlgo kFnv1a32{"fnv1a32", 4, 4, false, plain<fnv32<true>>};
const HashAlgo kFnv164{"fnv164", 8, 4, false, plain<fnv64<false>>};
const HashAlgo kFnv1a64{"fnv1a64", 8, 4, false, plain<fnv64<true>>};
const HashAlgo kJoaat{"joaat", 4, 4, false, plain<joaat>};
const HashAlgo kMurmur3a{"murmur3a", 4, 4, false, seeded<murmur3a>};
const HashAlgo kMurmur3c{"murmur3c", 16, 4, false, seeded<murmur3c>};
const HashAlgo kMurmur3f{"murmur3f", 16, 8, false, seeded<murmur3f>};
const HashAlgo kXxh32{"xxh32", 4, 16, false, seeded<xxh32>};
const HashAlgo kXxh64{"xxh64", 8, 32, false, seeded<xxh64>};
const HashAlgo kXxh3{"xxh3", 8, 8, false, xxh3Family<xxh3>};
const HashAlgo kXxh128{"xxh128", 16, 8, false, xxh3Family<xxh128>};

} // namespace hop::hash
