// mt-rand.cpp — runtime: PHP 8.2's Mersenne Twister (ext/random/engine_mt19937.c and the
// range functions of ext/random/random.c).
#include "runtime/number/mt-rand.h"

#include <random>

namespace hop {

namespace {

constexpr int kN = 624;
constexpr int kM = 397;

inline uint32_t hiBit(uint32_t u) { return u & 0x80000000U; }
inline uint32_t loBit(uint32_t u) { return u & 0x00000001U; }
inline uint32_t loBits(uint32_t u) { return u & 0x7FFFFFFFU; }
inline uint32_t mixBits(uint32_t u, uint32_t v) { return hiBit(u) | loBits(v); }

/// The standard MT19937 twist.
inline uint32_t twist(uint32_t m, uint32_t u, uint32_t v) {
  return m ^ (mixBits(u, v) >> 1) ^ (static_cast<uint32_t>(-static_cast<int32_t>(loBit(v))) & 0x9908b0dfU);
}
/// PHP 5's twist, kept as MT_RAND_PHP: it tests the low bit of u instead of v.
inline uint32_t twistPhp(uint32_t m, uint32_t u, uint32_t v) {
  return m ^ (mixBits(u, v) >> 1) ^ (static_cast<uint32_t>(-static_cast<int32_t>(loBit(u))) & 0x9908b0dfU);
}

} // namespace

void MtRand::seedState(uint32_t seed) {
  m_state[0] = seed;
  for (int i = 1; i < kN; i++) {
    uint32_t previous = m_state[i - 1];
    m_state[i] = 1812433253U * (previous ^ (previous >> 30)) + static_cast<uint32_t>(i);
  }
}

void MtRand::reload() {
  uint32_t* p = m_state;
  if (m_mode == kModeMt19937) {
    for (int i = kN - kM; i--; ++p) *p = twist(p[kM], p[0], p[1]);
    for (int i = kM; --i; ++p) *p = twist(p[kM - kN], p[0], p[1]);
    *p = twist(p[kM - kN], p[0], m_state[0]);
  } else {
    for (int i = kN - kM; i--; ++p) *p = twistPhp(p[kM], p[0], p[1]);
    for (int i = kM; --i; ++p) *p = twistPhp(p[kM - kN], p[0], p[1]);
    *p = twistPhp(p[kM - kN], p[0], m_state[0]);
  }
  m_count = 0;
}

void MtRand::seed(uint32_t seed, int mode) {
  setMode(mode);
  seedState(seed);
  reload();
  m_seeded = true;
}

void MtRand::seedRandomly() {
  std::random_device device;
  seed(static_cast<uint32_t>(device()), kModeMt19937);
}

uint32_t MtRand::next32() {
  if (!m_seeded) {
    // PHP seeds lazily from random bytes, keeping whatever mode was set.
    std::random_device device;
    int mode = m_mode;
    seed(static_cast<uint32_t>(device()), mode);
  }
  if (m_count >= kN) reload();
  uint32_t s1 = m_state[m_count++];
  s1 ^= s1 >> 11;
  s1 ^= (s1 << 7) & 0x9d2c5680U;
  s1 ^= (s1 << 15) & 0xefc60000U;
  return s1 ^ (s1 >> 18);
}

uint32_t MtRand::range32(uint32_t umax) {
  uint32_t result = next32();
  if (umax == UINT32_MAX) return result;
  umax++;
  if ((umax & (umax - 1)) == 0) return result & (umax - 1);  // powers of two are unbiased
  // Reject the top partial block so every residue is equally likely.
  uint32_t limit = UINT32_MAX - (UINT32_MAX % umax) - 1;
  while (result > limit) result = next32();
  return result % umax;
}

uint64_t MtRand::range64(uint64_t umax) {
  auto draw = [this] {
    uint64_t low = next32();
    uint64_t high = next32();
    return low | (high << 32);
  };
  uint64_t result = draw();
  if (umax == UINT64_MAX) return result;
  umax++;
  if ((umax & (umax - 1)) == 0) return result & (umax - 1);
  uint64_t limit = UINT64_MAX - (UINT64_MAX % umax) - 1;
  while (result > limit) result = draw();
  return result % umax;
}

int64_t MtRand::uniformRange(int64_t min, int64_t max) {
  uint64_t umax = static_cast<uint64_t>(max) - static_cast<uint64_t>(min);
  uint64_t result = umax > UINT32_MAX ? range64(umax) : range32(static_cast<uint32_t>(umax));
  return static_cast<int64_t>(static_cast<uint64_t>(min) + result);
}

int64_t MtRand::range(int64_t min, int64_t max) {
  if (m_mode == kModeMt19937) return uniformRange(min, max);
  // RAND_RANGE_BADSCALING: scale one 31-bit draw by doubles, as PHP 5 did.
  int64_t n = static_cast<int64_t>(next32() >> 1);
  double scaled = (static_cast<double>(max) - static_cast<double>(min) + 1.0) *
                  (static_cast<double>(n) / (static_cast<double>(kRandMax) + 1.0));
  // `scaled` lies in [0, 2^64). PHP's (zend_long) cast of values >= 2^63 is undefined in C;
  // php 8.2 builds observably wrap them modulo 2^64, which an unsigned conversion gives.
  uint64_t offset = scaled < 9223372036854775808.0 ? static_cast<uint64_t>(static_cast<int64_t>(scaled))
                                                   : static_cast<uint64_t>(scaled);
  return static_cast<int64_t>(static_cast<uint64_t>(min) + offset);
}

} // namespace hop
