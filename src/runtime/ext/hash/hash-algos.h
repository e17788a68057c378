// hash-algos.h — the hash module's algorithm table: each algorithm makes incremental states.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hop {
struct ArrayData;
}

namespace hop::hash {

/// An algorithm's running state (php's context): update, then final once.
class HashState {
public:
  virtual ~HashState() = default;
  virtual void update(const unsigned char* data, size_t len) = 0;
  /// The raw digest; the state is spent afterwards.
  virtual std::string final() = 0;
  virtual std::unique_ptr<HashState> clone() const = 0;
};

/// The options of hash()/hash_init() that some algorithms read ("seed", "secret").
struct HashOptions {
  const ArrayData* array = nullptr;
};

struct HashAlgo {
  const char* name;
  size_t digestSize;
  size_t blockSize;
  bool crypto;          // usable by hash_hmac, hash_pbkdf2, hash_hkdf
  /// Creates a fresh state; may throw php's errors for bad options.
  std::unique_ptr<HashState> (*create)(const HashOptions&);
};

/// Every algorithm in hash_algos()'s order.
const std::vector<const HashAlgo*>& allAlgos();
/// An algorithm by name (case-insensitive), or null.
const HashAlgo* findAlgo(std::string_view name);

/// A state that keeps all input and digests it at the end (for the simple algorithms).
class BufferedState : public HashState {
public:
  using Fn = std::string (*)(std::string_view data, const BufferedState& self);
  explicit BufferedState(Fn fn) : m_fn(fn) {}
  void update(const unsigned char* data, size_t len) override { m_buf.append(reinterpret_cast<const char*>(data), len); }
  std::string final() override { return m_fn(m_buf, *this); }
  std::unique_ptr<HashState> clone() const override { return std::make_unique<BufferedState>(*this); }
  uint64_t seed = 0;
  bool hasSeed = false;
  std::string secret;
  bool hasSecret = false;
  int variant = 0;   // algorithm-specific (passes, output size...)

private:
  Fn m_fn;
  std::string m_buf;
};

// Families, each in its own file.
void addEvpAlgos(std::vector<const HashAlgo*>& out, const char* name);
extern const HashAlgo kAdler32, kCrc32, kCrc32b, kCrc32c, kFnv132, kFnv1a32, kFnv164, kFnv1a64, kJoaat, kMurmur3a,
    kMurmur3c, kMurmur3f, kXxh32, kXxh64, kXxh3, kXxh128;
extern const HashAlgo kMd2, kRipemd128, kRipemd160, kRipemd256, kRipemd320;
extern const HashAlgo kTiger[6], kSnefru, kSnefru256, kGost, kGostCrypto, kHaval[15];
extern const bool kHaveGost, kHaveHaval;
const HashAlgo* evpAlgo(std::string_view name);   // md4 md5 sha* whirlpool

inline void putBE32(std::string& out, uint32_t v) {
  for (int i = 3; i >= 0; --i) out += char((v >> (8 * i)) & 0xff);
}
inline void putBE64(std::string& out, uint64_t v) {
  for (int i = 7; i >= 0; --i) out += char((v >> (8 * i)) & 0xff);
}
inline uint32_t rotl32(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
inline uint64_t rotl64(uint64_t x, int n) { return (x << n) | (x >> (64 - n)); }

} // namespace hop::hash
