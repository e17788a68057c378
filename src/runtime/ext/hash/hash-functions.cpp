// hash-functions.cpp — the hash module's functions: hash*, hash_hmac*, hash_init/update/final/copy, pbkdf2, hkdf, mhash*, md5/sha1/crc32.
#include <cerrno>
#include <cstring>
#include <string>

#include <zlib.h>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/stream-access.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/hash/hash-algos.h"
#include "runtime/ext/hash/hash-context.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"
#include "vm/callable.h"

namespace hop {

bool readWholeFile(const std::string& path, std::string& out);  // file-functions.cpp

namespace hash {

const std::vector<const HashAlgo*>& allAlgos() {
  static const std::vector<const HashAlgo*> all = [] {
    std::vector<const HashAlgo*> v;
    v.push_back(&kMd2);
    for (const char* n : {"md4", "md5", "sha1", "sha224", "sha256", "sha384", "sha512/224", "sha512/256", "sha512",
                          "sha3-224", "sha3-256", "sha3-384", "sha3-512"})
      v.push_back(evpAlgo(n));
    v.push_back(&kRipemd128);
    v.push_back(&kRipemd160);
    v.push_back(&kRipemd256);
    v.push_back(&kRipemd320);
    v.push_back(evpAlgo("whirlpool"));
    for (const HashAlgo& t : kTiger) v.push_back(&t);
    v.push_back(&kSnefru);
    v.push_back(&kSnefru256);
    if (kHaveGost) {
      v.push_back(&kGost);
      v.push_back(&kGostCrypto);
    }
    for (const HashAlgo* a : {&kAdler32, &kCrc32, &kCrc32b, &kCrc32c, &kFnv132, &kFnv1a32, &kFnv164, &kFnv1a64,
                              &kJoaat, &kMurmur3a, &kMurmur3c, &kMurmur3f, &kXxh32, &kXxh64, &kXxh3, &kXxh128})
      v.push_back(a);
    if (kHaveHaval)
      for (const HashAlgo& h : kHaval) v.push_back(&h);
    return v;
  }();
  return all;
}

const HashAlgo* findAlgo(std::string_view name) {
  std::string lower = toLower(name);
  for (const HashAlgo* a : allAlgos())
    if (lower == a->name) return a;
  return nullptr;
}

std::string digest(const HashAlgo* algo, std::string_view data, const HashOptions& opts) {
  auto st = algo->create(opts);
  st->update(reinterpret_cast<const unsigned char*>(data.data()), data.size());
  return st->final();
}

/// The HMAC key block (key hashed when longer than a block, zero-padded).
std::string hmacKey(const HashAlgo* algo, std::string_view key) {
  std::string k = key.size() > algo->blockSize ? digest(algo, key, {}) : std::string(key);
  k.resize(algo->blockSize, '\0');
  return k;
}

std::string xorPad(const std::string& k, unsigned char pad) {
  std::string out(k);
  for (char& c : out) c = char(static_cast<unsigned char>(c) ^ pad);
  return out;
}

std::string hmac(const HashAlgo* algo, std::string_view key, std::string_view data) {
  std::string k = hmacKey(algo, key);
  auto st = algo->create({});
  std::string ipad = xorPad(k, 0x36), opad = xorPad(k, 0x5c);
  st->update(reinterpret_cast<const unsigned char*>(ipad.data()), ipad.size());
  st->update(reinterpret_cast<const unsigned char*>(data.data()), data.size());
  std::string inner = st->final();
  auto outer = algo->create({});
  outer->update(reinterpret_cast<const unsigned char*>(opad.data()), opad.size());
  outer->update(reinterpret_cast<const unsigned char*>(inner.data()), inner.size());
  return outer->final();
}

std::string toHex(std::string_view raw) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(raw.size() * 2);
  for (unsigned char c : raw) {
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}

} // namespace hash

namespace {

using namespace hash;

void retDigest(NativeArgs& a, const std::string& raw, bool binary) {
  if (binary) a.retString(raw);
  else a.retString(toHex(raw));
}

HashOptions optionsArg(NativeArgs& a, uint32_t i) {
  HashOptions o;
  if (a.has(i) && a.arg(i).isArray()) o.array = a.arr(i);
  return o;
}

const HashAlgo* algoArg(NativeArgs& a, uint32_t i, bool crypto) {
  const HashAlgo* algo = findAlgo(a.sv(i));
  if (!algo || (crypto && !algo->crypto))
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($algo) must be a valid %shashing algorithm", a.func->name->data(),
                i + 1, crypto ? "cryptographic " : "");
  return algo;
}

/// Reads a file for hash_file & co.; warns as php's stream opener does.
/// `readFailed` (when given) tells a read that failed (a directory): hash_file()
/// and hash_hmac_file() then return false, md5_file()/sha1_file() hash nothing.
bool readFileArg(NativeArgs& a, uint32_t i, std::string& data, bool* readFailed = nullptr) {
  std::string path(a.sv(i));
  if (path.find('\0') != std::string::npos) {
    // php 8.2's hash_file() names its first argument here
    bool hashFile = a.func->name->view() == "hash_file";
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must not contain any null bytes", a.func->name->data(),
                hashFile ? 1 : i + 1, hashFile ? "algo" : "filename");
  }
  if (path.empty()) throwErrorF(ErrorKind::ValueError, "Path cannot be empty");
  if (!readWholeFile(path, data)) {
    if (errno == EISDIR) {
      raiseNotice("%s(): Read of 8192 bytes failed with errno=21 Is a directory", a.func->name->data());
      data.clear();
      if (readFailed) *readFailed = true;
      return true;
    }
    raiseWarning("%s(%s): Failed to open stream: %s", a.func->name->data(), path.c_str(), std::strerror(errno));
    return false;
  }
  return true;
}

void f_hash(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, false);
  retDigest(a, digest(algo, a.sv(1), optionsArg(a, 3)), a.bOr(2, false));
}

void f_hash_file(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, false);
  std::string data;
  bool readFailed = false;
  if (!readFileArg(a, 1, data, &readFailed) || readFailed) return a.retBool(false);
  retDigest(a, digest(algo, data, optionsArg(a, 3)), a.bOr(2, false));
}

void f_hash_hmac(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, true);
  retDigest(a, hmac(algo, a.sv(2), a.sv(1)), a.bOr(3, false));
}

void f_hash_hmac_file(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, true);
  std::string data;
  bool readFailed = false;
  if (!readFileArg(a, 1, data, &readFailed) || readFailed) return a.retBool(false);
  retDigest(a, hmac(algo, a.sv(2), data), a.bOr(3, false));
}

void f_hash_algos(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(uint32_t(allAlgos().size()));
  for (const HashAlgo* h : allAlgos()) ArrayData::append(r, makeStringNoIncRef(StringData::make(h->name)));
  a.retArray(r);
}

void f_hash_hmac_algos(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(uint32_t(allAlgos().size()));
  for (const HashAlgo* h : allAlgos())
    if (h->crypto) ArrayData::append(r, makeStringNoIncRef(StringData::make(h->name)));
  a.retArray(r);
}

void f_hash_init(NativeArgs& a) {
  const HashAlgo* algo = findAlgo(a.sv(0));
  if (!algo) throwError(ErrorKind::ValueError, "hash_init(): Argument #1 ($algo) must be a valid hashing algorithm");
  int64_t flags = a.i64Or(1, 0);
  bool isHmac = flags & 1;
  if (isHmac && !algo->crypto)
    throwError(ErrorKind::ValueError,
               "hash_init(): Argument #1 ($algo) must be a cryptographic hashing algorithm if HMAC is requested");
  if (isHmac && a.svOr(2, "").empty())
    throwError(ErrorKind::ValueError, "hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested");
  auto ctx = std::make_unique<HashCtx>();
  ctx->algo = algo;
  ctx->flags = flags;
  ctx->state = algo->create(optionsArg(a, 3));
  if (isHmac) {
    ctx->key = hmacKey(algo, a.sv(2));
    std::string ipad = xorPad(ctx->key, 0x36);
    ctx->state->update(reinterpret_cast<const unsigned char*>(ipad.data()), ipad.size());
  }
  a.retObject(newHashContext(std::move(ctx)));
}

HashCtx* liveContext(NativeArgs& a) {
  HashCtx* c = hashCtxOf(a.obj(0));
  if (!c || !c->state)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($context) must be a valid, non-finalized HashContext",
                a.func->name->data());
  return c;
}

void f_hash_update(NativeArgs& a) {
  HashCtx* c = liveContext(a);
  std::string_view d = a.sv(1);
  c->state->update(reinterpret_cast<const unsigned char*>(d.data()), d.size());
  a.retBool(true);
}

void f_hash_update_stream(NativeArgs& a) {
  HashCtx* c = liveContext(a);
  streamArgument(a, 1);   // php's TypeError for a non-stream
  int64_t length = a.i64Or(2, -1);
  int64_t total = 0;
  TypedValue fread = makeStaticStringTv("fread");
  while (length != 0) {
    int64_t chunk = length > 0 && length < 1024 ? length : 1024;
    TypedValue args[2] = {a.arg(1), makeInt(chunk)};
    TypedValue r = callCallable(fread, args, 2);
    if (!r.isString() || r.m_data.pstr->size() == 0) {
      tvDecRef(r);
      break;
    }
    std::string_view s = r.m_data.pstr->view();
    c->state->update(reinterpret_cast<const unsigned char*>(s.data()), s.size());
    total += int64_t(s.size());
    if (length > 0) length -= int64_t(s.size());
    tvDecRef(r);
  }
  a.retInt(total);
}

void f_hash_update_file(NativeArgs& a) {
  HashCtx* c = liveContext(a);
  std::string data;
  if (!readFileArg(a, 1, data)) return a.retBool(false);
  c->state->update(reinterpret_cast<const unsigned char*>(data.data()), data.size());
  a.retBool(true);
}

void f_hash_final(NativeArgs& a) {
  HashCtx* c = liveContext(a);
  retDigest(a, finishContext(*c), a.bOr(1, false));
}

void f_hash_copy(NativeArgs& a) {
  HashCtx* c = liveContext(a);
  a.retObject(newHashContext(c->copy()));
}

void f_hash_equals(NativeArgs& a) {
  const TypedValue& k = a.arg(0);
  const TypedValue& u = a.arg(1);
  if (!k.isString())
    throwErrorF(ErrorKind::TypeError, "hash_equals(): Argument #1 ($known_string) must be of type string, %s given",
                typeNameForMessage(k).c_str());
  if (!u.isString())
    throwErrorF(ErrorKind::TypeError, "hash_equals(): Argument #2 ($user_string) must be of type string, %s given",
                typeNameForMessage(u).c_str());
  std::string_view ks = k.m_data.pstr->view(), us = u.m_data.pstr->view();
  if (ks.size() != us.size()) return a.retBool(false);
  unsigned char diff = 0;
  for (size_t i = 0; i < ks.size(); ++i) diff |= static_cast<unsigned char>(ks[i] ^ us[i]);
  a.retBool(diff == 0);
}

void f_hash_pbkdf2(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, true);
  std::string_view password = a.sv(1), salt = a.sv(2);
  int64_t iterations = a.i64(3), length = a.i64Or(4, 0);
  bool binary = a.bOr(5, false);
  if (iterations <= 0) throwError(ErrorKind::ValueError, "hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0");
  if (length < 0) throwError(ErrorKind::ValueError, "hash_pbkdf2(): Argument #5 ($length) must be greater than or equal to 0");
  if (salt.size() > size_t(INT32_MAX) - 4)
    throwError(ErrorKind::ValueError, "hash_pbkdf2(): Argument #3 ($salt) must be less than or equal to INT_MAX - 4 bytes");
  size_t dsize = algo->digestSize;
  size_t want = length == 0 ? dsize : size_t(length);
  if (length == 0 && !binary) want = dsize * 2;
  size_t rawWant = binary ? want : (want + 1) / 2;
  std::string out;
  HashOptions opts = optionsArg(a, 6);
  (void)opts;
  for (uint32_t block = 1; out.size() < rawWant; ++block) {
    std::string s(salt);
    s += char(block >> 24);
    s += char(block >> 16);
    s += char(block >> 8);
    s += char(block);
    std::string u = hmac(algo, password, s), t = u;
    for (int64_t i = 1; i < iterations; ++i) {
      u = hmac(algo, password, u);
      for (size_t k = 0; k < t.size(); ++k) t[k] = char(t[k] ^ u[k]);
    }
    out += t;
  }
  out.resize(rawWant);
  if (binary) return a.retString(out);
  std::string hex = toHex(out);
  hex.resize(want);
  a.retString(hex);
}

void f_hash_hkdf(NativeArgs& a) {
  const HashAlgo* algo = algoArg(a, 0, true);
  std::string_view key = a.sv(1);
  int64_t length = a.i64Or(2, 0);
  std::string_view info = a.svOr(3, ""), salt = a.svOr(4, "");
  if (key.empty()) throwError(ErrorKind::ValueError, "hash_hkdf(): Argument #2 ($key) cannot be empty");
  if (length < 0) throwError(ErrorKind::ValueError, "hash_hkdf(): Argument #3 ($length) must be greater than or equal to 0");
  size_t dsize = algo->digestSize;
  if (length == 0) length = int64_t(dsize);
  else if (size_t(length) > dsize * 255)
    throwErrorF(ErrorKind::ValueError, "hash_hkdf(): Argument #3 ($length) must be less than or equal to %zu", dsize * 255);
  std::string s = salt.empty() ? std::string(dsize, '\0') : std::string(salt);
  std::string prk = hmac(algo, s, key);
  std::string out, t;
  for (int i = 1; out.size() < size_t(length); ++i) {
    std::string m = t + std::string(info) + char(i);
    t = hmac(algo, prk, m);
    out += t;
  }
  out.resize(size_t(length));
  a.retString(out);
}

// --- mhash -------------------------------------------------------------------------------------

struct MhashEntry {
  const char* mhashName;
  const char* algo;
};
const MhashEntry kMhash[] = {
    {"CRC32", "crc32"},         {"MD5", "md5"},           {"SHA1", "sha1"},           {"HAVAL256", "haval256,3"},
    {nullptr, nullptr},         {"RIPEMD160", "ripemd160"}, {nullptr, nullptr},       {"TIGER", "tiger192,3"},
    {"GOST", "gost"},           {"CRC32B", "crc32b"},     {"HAVAL224", "haval224,3"}, {"HAVAL192", "haval192,3"},
    {"HAVAL160", "haval160,3"}, {"HAVAL128", "haval128,3"}, {"TIGER128", "tiger128,3"}, {"TIGER160", "tiger160,3"},
    {"MD4", "md4"},             {"SHA256", "sha256"},     {"ADLER32", "adler32"},     {"SHA224", "sha224"},
    {"SHA512", "sha512"},       {"SHA384", "sha384"},     {"WHIRLPOOL", "whirlpool"}, {"RIPEMD128", "ripemd128"},
    {"RIPEMD256", "ripemd256"}, {"RIPEMD320", "ripemd320"}, {nullptr, nullptr},       {"SNEFRU256", "snefru256"},
    {"MD2", "md2"},             {"FNV132", "fnv132"},     {"FNV1A32", "fnv1a32"},     {"FNV164", "fnv164"},
    {"FNV1A64", "fnv1a64"},     {"JOAAT", "joaat"},       {"CRC32C", "crc32c"},       {"MURMUR3A", "murmur3a"},
    {"MURMUR3C", "murmur3c"},   {"MURMUR3F", "murmur3f"}, {"XXH32", "xxh32"},         {"XXH64", "xxh64"},
    {"XXH3", "xxh3"},           {"XXH128", "xxh128"},
};
constexpr int64_t kMhashCount = int64_t(sizeof(kMhash) / sizeof(kMhash[0]));

const MhashEntry* mhashEntry(int64_t id) {
  if (id < 0 || id >= kMhashCount || !kMhash[id].algo) return nullptr;
  return &kMhash[id];
}

void f_mhash(NativeArgs& a) {
  const MhashEntry* e = mhashEntry(a.i64(0));
  const HashAlgo* algo = e ? findAlgo(e->algo) : nullptr;
  if (!algo) return a.retBool(false);
  if (!a.isNull(2)) {
    if (!algo->crypto)
      throwError(ErrorKind::ValueError, "mhash(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm");
    return a.retString(hmac(algo, a.sv(2), a.sv(1)));
  }
  a.retString(digest(algo, a.sv(1), {}));
}

void f_mhash_count(NativeArgs& a) { a.retInt(kMhashCount - 1); }

void f_mhash_get_hash_name(NativeArgs& a) {
  const MhashEntry* e = mhashEntry(a.i64(0));
  if (!e) return a.retBool(false);
  a.retString(e->mhashName);
}

void f_mhash_get_block_size(NativeArgs& a) {
  const MhashEntry* e = mhashEntry(a.i64(0));
  const HashAlgo* algo = e ? findAlgo(e->algo) : nullptr;
  if (!algo) return a.retBool(false);
  a.retInt(int64_t(algo->digestSize));
}

void f_mhash_keygen_s2k(NativeArgs& a) {
  int64_t bytes = a.i64(3);
  if (bytes <= 0) throwError(ErrorKind::ValueError, "mhash_keygen_s2k(): Argument #4 ($length) must be a greater than 0");
  const MhashEntry* e = mhashEntry(a.i64(0));
  const HashAlgo* algo = e ? findAlgo(e->algo) : nullptr;
  if (!algo) return a.retBool(false);
  std::string salt(a.sv(2).substr(0, 8));
  salt.resize(8, '\0');
  std::string_view password = a.sv(1);
  size_t block = algo->digestSize;
  size_t times = size_t(bytes) / block + (size_t(bytes) % block ? 1 : 0);
  std::string out;
  for (size_t i = 0; i < times; ++i) {
    auto st = algo->create({});
    static const unsigned char zero = 0;
    for (size_t j = 0; j < i; ++j) st->update(&zero, 1);
    st->update(reinterpret_cast<const unsigned char*>(salt.data()), salt.size());
    st->update(reinterpret_cast<const unsigned char*>(password.data()), password.size());
    out += st->final();
  }
  out.resize(size_t(bytes));
  a.retString(out);
}

// --- md5, sha1, crc32 (ext/standard, on the same algorithms) ---------------------------------------

void f_md5(NativeArgs& a) { retDigest(a, digest(evpAlgo("md5"), a.sv(0), {}), a.bOr(1, false)); }
void f_sha1(NativeArgs& a) { retDigest(a, digest(evpAlgo("sha1"), a.sv(0), {}), a.bOr(1, false)); }

void fileDigest(NativeArgs& a, const char* algo) {
  std::string data;
  if (!readFileArg(a, 0, data)) return a.retBool(false);
  retDigest(a, digest(evpAlgo(algo), data, {}), a.bOr(1, false));
}
void f_md5_file(NativeArgs& a) { fileDigest(a, "md5"); }
void f_sha1_file(NativeArgs& a) { fileDigest(a, "sha1"); }

void f_crc32(NativeArgs& a) {
  // zlib's CRC-32 is php's (the reflected 0xEDB88320 one, as hash('crc32b')),
  // read from the string itself: the hash states keep a copy of their input.
  const std::string_view d = a.sv(0);
  a.retInt(int64_t(::crc32_z(0, reinterpret_cast<const Bytef*>(d.data()), d.size())));
}

const BuiltinDecl kHashBuiltins[] = {
    {"hash(string $algo, string $data, bool $binary = false, array $options = []): string", f_hash},
    {"hash_file(string $algo, string $filename, bool $binary = false, array $options = []): string|false", f_hash_file},
    {"hash_hmac(string $algo, string $data, #[\\SensitiveParameter] string $key, bool $binary = false): string", f_hash_hmac},
    {"hash_hmac_file(string $algo, string $filename, #[\\SensitiveParameter] string $key, bool $binary = false): string|false",
     f_hash_hmac_file},
    {"hash_init(string $algo, int $flags = 0, #[\\SensitiveParameter] string $key = \"\", array $options = []): HashContext",
     f_hash_init},
    {"hash_update(HashContext $context, string $data): bool", f_hash_update},
    {"hash_update_stream(HashContext $context, $stream, int $length = -1): int", f_hash_update_stream},
    {"hash_update_file(HashContext $context, string $filename, $stream_context = null): bool", f_hash_update_file},
    {"hash_final(HashContext $context, bool $binary = false): string", f_hash_final},
    {"hash_copy(HashContext $context): HashContext", f_hash_copy},
    {"hash_algos(): array", f_hash_algos},
    {"hash_hmac_algos(): array", f_hash_hmac_algos},
    {"hash_pbkdf2(string $algo, #[\\SensitiveParameter] string $password, string $salt, int $iterations, int $length = 0, bool $binary = false, array $options = []): string",
     f_hash_pbkdf2},
    {"hash_equals(#[\\SensitiveParameter] mixed $known_string, #[\\SensitiveParameter] mixed $user_string): bool", f_hash_equals},
    {"hash_hkdf(string $algo, #[\\SensitiveParameter] string $key, int $length = 0, string $info = \"\", string $salt = \"\"): string",
     f_hash_hkdf},
    {"mhash_get_block_size(int $algo): int|false", f_mhash_get_block_size, kAttrDeprecated},
    {"mhash_get_hash_name(int $algo): string|false", f_mhash_get_hash_name, kAttrDeprecated},
    {"mhash_keygen_s2k(int $algo, string $password, string $salt, int $length): string|false", f_mhash_keygen_s2k, kAttrDeprecated},
    {"mhash_count(): int", f_mhash_count, kAttrDeprecated},
    {"mhash(int $algo, string $data, ?string $key = null): string|false", f_mhash, kAttrDeprecated},
    {"md5(string $string, bool $binary = false): string", f_md5},
    {"sha1(string $string, bool $binary = false): string", f_sha1},
    {"md5_file(string $filename, bool $binary = false): string|false", f_md5_file},
    {"sha1_file(string $filename, bool $binary = false): string|false", f_sha1_file},
    {"crc32(string $string): int", f_crc32},
};
HOP_REGISTER_BUILTINS(kHashBuiltins);

const ConstantDecl kHashConstants[] = {
    {"HASH_HMAC", makeInt(1)},        {"MHASH_CRC32", makeInt(0)},      {"MHASH_MD5", makeInt(1)},
    {"MHASH_SHA1", makeInt(2)},       {"MHASH_HAVAL256", makeInt(3)},   {"MHASH_RIPEMD160", makeInt(5)},
    {"MHASH_TIGER", makeInt(7)},      {"MHASH_GOST", makeInt(8)},       {"MHASH_CRC32B", makeInt(9)},
    {"MHASH_HAVAL224", makeInt(10)},  {"MHASH_HAVAL192", makeInt(11)},  {"MHASH_HAVAL160", makeInt(12)},
    {"MHASH_HAVAL128", makeInt(13)},  {"MHASH_TIGER128", makeInt(14)},  {"MHASH_TIGER160", makeInt(15)},
    {"MHASH_MD4", makeInt(16)},       {"MHASH_SHA256", makeInt(17)},    {"MHASH_ADLER32", makeInt(18)},
    {"MHASH_SHA224", makeInt(19)},    {"MHASH_SHA512", makeInt(20)},    {"MHASH_SHA384", makeInt(21)},
    {"MHASH_WHIRLPOOL", makeInt(22)}, {"MHASH_RIPEMD128", makeInt(23)}, {"MHASH_RIPEMD256", makeInt(24)},
    {"MHASH_RIPEMD320", makeInt(25)}, {"MHASH_SNEFRU256", makeInt(27)}, {"MHASH_MD2", makeInt(28)},
    {"MHASH_FNV132", makeInt(29)},    {"MHASH_FNV1A32", makeInt(30)},   {"MHASH_FNV164", makeInt(31)},
    {"MHASH_FNV1A64", makeInt(32)},   {"MHASH_JOAAT", makeInt(33)},     {"MHASH_CRC32C", makeInt(34)},
    {"MHASH_MURMUR3A", makeInt(35)},  {"MHASH_MURMUR3C", makeInt(36)},  {"MHASH_MURMUR3F", makeInt(37)},
    {"MHASH_XXH32", makeInt(38)},     {"MHASH_XXH64", makeInt(39)},     {"MHASH_XXH3", makeInt(40)},
    {"MHASH_XXH128", makeInt(41)},
};
HOP_REGISTER_CONSTANTS(kHashConstants);

HOP_REGISTER_EXTENSION("hash");

} // namespace

} // namespace hop
