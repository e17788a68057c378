// password.cpp — password_hash/verify/needs_rehash/get_info/algos: bcrypt through crypt(), argon2i/argon2id on libargon2.
#include <argon2.h>
#include <sys/random.h>

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

enum class Algo { None, Bcrypt, Argon2i, Argon2id };

constexpr int64_t kBcryptDefaultCost = 10;
constexpr int64_t kArgonMemory = 65536, kArgonTime = 4, kArgonThreads = 1;

const char* algoId(Algo a) {
  switch (a) {
    case Algo::Bcrypt: return "2y";
    case Algo::Argon2i: return "argon2i";
    case Algo::Argon2id: return "argon2id";
    default: return nullptr;
  }
}

/// php_password_algo_identify_ex
Algo identify(std::string_view hash) {
  if (hash.size() == 60 && hash.substr(0, 4) == "$2y$") return Algo::Bcrypt;
  if (hash.substr(0, 9) == "$argon2i$") return Algo::Argon2i;
  if (hash.substr(0, 10) == "$argon2id$") return Algo::Argon2id;
  return Algo::None;
}

/// php_password_algo_find_zval: null → default, a string by id, an int 0..3.
bool findAlgo(NativeArgs& a, uint32_t i, Algo& out) {
  if (a.isNull(i)) {
    out = Algo::Bcrypt;
    return true;
  }
  const TypedValue& v = a.arg(i);
  if (v.isString()) {
    std::string_view s = v.m_data.pstr->view();
    if (s == "2y") out = Algo::Bcrypt;
    else if (s == "argon2i") out = Algo::Argon2i;
    else if (s == "argon2id") out = Algo::Argon2id;
    else return false;
    return true;
  }
  switch (toInt(v)) {
    case 0: case 1: out = Algo::Bcrypt; return true;
    case 2: out = Algo::Argon2i; return true;
    case 3: out = Algo::Argon2id; return true;
    default: return false;
  }
}

const TypedValue* option(NativeArgs& a, uint32_t i, const char* name) {
  if (!a.has(i) || !a.arg(i).isArray()) return nullptr;
  const TypedValue* v = a.arr(i)->getStr(std::string_view(name));
  return v ? tvDeref(v) : nullptr;
}

void randomFill(unsigned char* p, size_t n) {
  while (n > 0) {
    ssize_t r = getrandom(p, n, 0);
    if (r < 0) {
      if (errno == EINTR) continue;
      throwError(ErrorKind::Exception, "Cannot open source device");
    }
    p += r;
    n -= size_t(r);
  }
}

/// php_password_make_salt: `length` characters of base64 ('+' read as '.') from random bytes.
std::string makeSalt(size_t length) {
  static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./";
  std::string bytes(length * 3 / 4 + 1, '\0');
  randomFill(reinterpret_cast<unsigned char*>(bytes.data()), bytes.size());
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    acc = (acc << 8) | c;
    bits += 8;
    while (bits >= 6 && out.size() < length) {
      bits -= 6;
      out += tbl[(acc >> bits) & 63];
    }
  }
  while (out.size() < length) out += tbl[(acc << (6 - bits)) & 63], bits = 0;
  return out;
}

std::string cryptCall(std::string_view password, std::string_view salt) {
  TypedValue fn = makeStaticStringTv("crypt");
  TypedValue args[2] = {makeStringNoIncRef(StringData::make(password)), makeStringNoIncRef(StringData::make(salt))};
  TypedValue r = callCallable(fn, args, 2);
  tvDecRef(args[0]);
  tvDecRef(args[1]);
  std::string out = r.isString() ? std::string(r.m_data.pstr->view()) : std::string();
  tvDecRef(r);
  return out;
}

argon2_type argonType(Algo a) { return a == Algo::Argon2i ? Argon2_i : Argon2_id; }

void f_password_hash(NativeArgs& a) {
  Algo algo;
  if (!findAlgo(a, 1, algo))
    throwError(ErrorKind::ValueError, "password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm");
  std::string_view password = a.sv(0);
  if (option(a, 2, "salt"))
    raiseWarning("password_hash(): The \"salt\" option has been ignored, since providing a custom salt is no longer supported");
  if (algo == Algo::Bcrypt) {
    int64_t cost = kBcryptDefaultCost;
    if (const TypedValue* c = option(a, 2, "cost")) cost = toInt(*c);
    if (cost < 4 || cost > 31) throwErrorF(ErrorKind::ValueError, "Invalid bcrypt cost parameter specified: %" PRId64, cost);
    if (password.find('\0') != std::string_view::npos)
      throwError(ErrorKind::ValueError, "Bcrypt password must not contain null character");
    char prefix[16];
    std::snprintf(prefix, sizeof prefix, "$2y$%02d$", int(cost));
    std::string result = cryptCall(password, std::string(prefix) + makeSalt(22));
    if (result.size() < 13) throwError(ErrorKind::Error, "Bcrypt hashing failed");
    return a.retString(result);
  }
  int64_t memory = kArgonMemory, time = kArgonTime, threads = kArgonThreads;
  if (const TypedValue* v = option(a, 2, "memory_cost")) memory = toInt(*v);
  if (memory > int64_t(ARGON2_MAX_MEMORY) || memory < int64_t(ARGON2_MIN_MEMORY))
    throwError(ErrorKind::ValueError, "Memory cost is outside of allowed memory range");
  if (const TypedValue* v = option(a, 2, "time_cost")) time = toInt(*v);
  if (time > int64_t(ARGON2_MAX_TIME) || time < int64_t(ARGON2_MIN_TIME))
    throwError(ErrorKind::ValueError, "Time cost is outside of allowed time range");
  if (const TypedValue* v = option(a, 2, "threads")) threads = toInt(*v);
  if (threads > int64_t(ARGON2_MAX_LANES) || threads == 0) throwError(ErrorKind::ValueError, "Invalid number of threads");
  std::string salt = makeSalt(16);
  argon2_type type = argonType(algo);
  size_t encodedLen = argon2_encodedlen(uint32_t(time), uint32_t(memory), uint32_t(threads), uint32_t(salt.size()), 32, type);
  std::string encoded(encodedLen + 1, '\0');
  unsigned char out[32];
  int status = argon2_hash(uint32_t(time), uint32_t(memory), uint32_t(threads), password.data(), password.size(),
                           salt.data(), salt.size(), out, sizeof out, encoded.data(), encoded.size(), type,
                           ARGON2_VERSION_NUMBER);
  if (status != ARGON2_OK) throwErrorF(ErrorKind::ValueError, "%s", argon2_error_message(status));
  encoded.resize(std::strlen(encoded.c_str()));
  a.retString(encoded);
}

void f_password_verify(NativeArgs& a) {
  std::string_view password = a.sv(0), hash = a.sv(1);
  Algo algo = identify(hash);
  if (algo == Algo::Argon2i || algo == Algo::Argon2id) {
    std::string h(hash);
    return a.retBool(argon2_verify(h.c_str(), password.data(), password.size(), argonType(algo)) == ARGON2_OK);
  }
  std::string ret = cryptCall(password, hash);
  if (ret.size() != hash.size() || hash.size() < 13) return a.retBool(false);
  unsigned char diff = 0;
  for (size_t i = 0; i < hash.size(); ++i) diff |= static_cast<unsigned char>(ret[i] ^ hash[i]);
  a.retBool(diff == 0);
}

struct ArgonParams {
  int64_t version = 0, memory = 0, time = 0, threads = 0;
};

bool parseArgon(std::string_view hash, ArgonParams& p) {
  std::string h(hash);
  long long v = p.version, m = p.memory, t = p.time, th = p.threads;
  int n = std::sscanf(h.c_str(), "$%*[argon2id]$v=%lld$m=%lld,t=%lld,p=%lld", &v, &m, &t, &th);
  p = {v, m, t, th};   // the fields before a mismatch are read, the others keep their value
  return n == 4;
}

void f_password_get_info(NativeArgs& a) {
  std::string_view hash = a.sv(0);
  Algo algo = identify(hash);
  ArrayData* r = ArrayData::makeHash(3);
  ArrayData* opts = ArrayData::makeHash(3);
  auto setStr = [](ArrayData*& arr, const char* k, TypedValue v) {
    StringData* key = StringData::make(k);
    ArrayData::set(arr, ArrayKey::ofStr(key), v);
    key->decRef();
  };
  if (algo == Algo::Bcrypt) {
    long long cost = 0;
    std::sscanf(std::string(hash).c_str(), "$2y$%lld$", &cost);
    setStr(opts, "cost", makeInt(cost));
  } else if (algo != Algo::None) {
    ArgonParams p{0, kArgonMemory, kArgonTime, kArgonThreads};
    parseArgon(hash, p);
    setStr(opts, "memory_cost", makeInt(p.memory));
    setStr(opts, "time_cost", makeInt(p.time));
    setStr(opts, "threads", makeInt(p.threads));
  }
  const char* id = algoId(algo);
  setStr(r, "algo", id ? makeStringNoIncRef(StringData::make(id)) : makeNull());
  const char* name = algo == Algo::Bcrypt ? "bcrypt" : algo == Algo::None ? "unknown" : id;
  setStr(r, "algoName", makeStringNoIncRef(StringData::make(name)));
  setStr(r, "options", makeArrayNoIncRef(opts));
  a.retArray(r);
}

void f_password_needs_rehash(NativeArgs& a) {
  Algo wanted;
  if (!findAlgo(a, 1, wanted)) return a.retBool(false);
  std::string_view hash = a.sv(0);
  Algo old = identify(hash);
  if (old != wanted) return a.retBool(true);
  if (old == Algo::Bcrypt) {
    long long cost = 0;
    std::sscanf(std::string(hash).c_str(), "$2y$%lld$", &cost);
    int64_t want = kBcryptDefaultCost;
    if (const TypedValue* c = option(a, 2, "cost")) want = toInt(*c);
    return a.retBool(cost != want);
  }
  ArgonParams p;
  parseArgon(hash, p);
  int64_t memory = kArgonMemory, time = kArgonTime, threads = kArgonThreads;
  if (const TypedValue* v = option(a, 2, "memory_cost")) memory = toInt(*v);
  if (const TypedValue* v = option(a, 2, "time_cost")) time = toInt(*v);
  if (const TypedValue* v = option(a, 2, "threads")) threads = toInt(*v);
  a.retBool(p.version != ARGON2_VERSION_NUMBER || p.memory != memory || p.time != time || p.threads != threads);
}

void f_password_algos(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(3);
  for (const char* n : {"2y", "argon2i", "argon2id"}) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  a.retArray(r);
}

const BuiltinDecl kPasswordBuiltins[] = {
    {"password_get_info(string $hash): array", f_password_get_info},
    {"password_hash(#[\\SensitiveParameter] string $password, string|int|null $algo, array $options = []): string",
     f_password_hash},
    {"password_needs_rehash(string $hash, string|int|null $algo, array $options = []): bool", f_password_needs_rehash},
    {"password_verify(#[\\SensitiveParameter] string $password, string $hash): bool", f_password_verify},
    {"password_algos(): array", f_password_algos},
};
HOP_REGISTER_BUILTINS(kPasswordBuiltins);

const ConstantDecl kPasswordConstants[] = {
    {"PASSWORD_DEFAULT", makeStaticStringTv("2y")},
    {"PASSWORD_BCRYPT", makeStaticStringTv("2y")},
    {"PASSWORD_BCRYPT_DEFAULT_COST", makeInt(kBcryptDefaultCost)},
    {"PASSWORD_ARGON2I", makeStaticStringTv("argon2i")},
    {"PASSWORD_ARGON2ID", makeStaticStringTv("argon2id")},
    {"PASSWORD_ARGON2_DEFAULT_MEMORY_COST", makeInt(kArgonMemory)},
    {"PASSWORD_ARGON2_DEFAULT_TIME_COST", makeInt(kArgonTime)},
    {"PASSWORD_ARGON2_DEFAULT_THREADS", makeInt(kArgonThreads)},
    {"PASSWORD_ARGON2_PROVIDER", makeStaticStringTv("standard")},
};
HOP_REGISTER_CONSTANTS(kPasswordConstants);

} // namespace

} // namespace hop
