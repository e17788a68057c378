// hash-tiger-snefru.cpp — Tiger (3 and 4 passes, 128/160/192 bits) and Snefru-256 (8 passes), written from the specs.
#include <cstring>

#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

namespace {

#include "runtime/ext/hash/hash-tables.inc"

// --- Tiger -----------------------------------------------------------------------------------------

const uint64_t* const t1 = kTigerT;
const uint64_t* const t2 = kTigerT + 256;
const uint64_t* const t3 = kTigerT + 512;
const uint64_t* const t4 = kTigerT + 768;

inline void tround(uint64_t& a, uint64_t& b, uint64_t& c, uint64_t x, uint64_t mul) {
  c ^= x;
  a -= t1[c & 0xff] ^ t2[(c >> 16) & 0xff] ^ t3[(c >> 32) & 0xff] ^ t4[(c >> 48) & 0xff];
  b += t4[(c >> 8) & 0xff] ^ t3[(c >> 24) & 0xff] ^ t2[(c >> 40) & 0xff] ^ t1[(c >> 56) & 0xff];
  b *= mul;
}

inline void tpass(uint64_t& a, uint64_t& b, uint64_t& c, const uint64_t* x, uint64_t mul) {
  tround(a, b, c, x[0], mul);
  tround(b, c, a, x[1], mul);
  tround(c, a, b, x[2], mul);
  tround(a, b, c, x[3], mul);
  tround(b, c, a, x[4], mul);
  tround(c, a, b, x[5], mul);
  tround(a, b, c, x[6], mul);
  tround(b, c, a, x[7], mul);
}

inline void keySchedule(uint64_t* x) {
  x[0] -= x[7] ^ 0xA5A5A5A5A5A5A5A5ull;
  x[1] ^= x[0];
  x[2] += x[1];
  x[3] -= x[2] ^ ((~x[1]) << 19);
  x[4] ^= x[3];
  x[5] += x[4];
  x[6] -= x[5] ^ ((~x[4]) >> 23);
  x[7] ^= x[6];
  x[0] += x[7];
  x[1] -= x[0] ^ ((~x[7]) << 19);
  x[2] ^= x[1];
  x[3] += x[2];
  x[4] -= x[3] ^ ((~x[2]) >> 23);
  x[5] ^= x[4];
  x[6] += x[5];
  x[7] -= x[6] ^ 0x0123456789ABCDEFull;
}

void tigerCompress(uint64_t* s, const unsigned char* block, int passes) {
  uint64_t x[8];
  for (int i = 0; i < 8; ++i) {
    x[i] = 0;
    for (int k = 7; k >= 0; --k) x[i] = (x[i] << 8) | block[8 * i + k];
  }
  uint64_t a = s[0], b = s[1], c = s[2];
  uint64_t aa = a, bb = b, cc = c;
  tpass(a, b, c, x, 5);
  keySchedule(x);
  tpass(c, a, b, x, 7);
  keySchedule(x);
  tpass(b, c, a, x, 9);
  for (int p = 3; p < passes; ++p) {
    keySchedule(x);
    tpass(a, b, c, x, 9);
    uint64_t t = a;
    a = c;
    c = b;
    b = t;
  }
  s[0] = a ^ aa;
  s[1] = b - bb;
  s[2] = c + cc;
}

/// variant: passes * 10 + output bytes / 8 (16, 20 or 24 bytes as 2, 2.5, 3 words: see below).
std::string tiger(std::string_view d, const BufferedState& st) {
  int passes = st.variant / 100, outBytes = st.variant % 100;
  uint64_t s[3] = {0x0123456789ABCDEFull, 0xFEDCBA9876543210ull, 0xF096A5B4C3B2E187ull};
  std::string msg(d);
  uint64_t bits = uint64_t(d.size()) * 8;
  msg += char(0x01);
  while (msg.size() % 64 != 56) msg += '\0';
  for (int i = 0; i < 8; ++i) msg += char((bits >> (8 * i)) & 0xff);
  for (size_t off = 0; off < msg.size(); off += 64)
    tigerCompress(s, reinterpret_cast<const unsigned char*>(msg.data() + off), passes);
  std::string out;
  for (int i = 0; i < outBytes; ++i) out += char((s[i / 8] >> (8 * (i % 8))) & 0xff);
  return out;
}

template <int Variant> std::unique_ptr<HashState> makeTiger(const HashOptions&) {
  auto s = std::make_unique<BufferedState>(tiger);
  s->variant = Variant;
  return s;
}

// --- Snefru ----------------------------------------------------------------------------------------

void snefru(uint32_t* input) {
  static const int shifts[4] = {16, 8, 16, 24};
  uint32_t B[16];
  std::memcpy(B, input, sizeof B);
  for (int index = 0; index < 8; ++index) {
    const uint32_t* t0 = kSnefruS[2 * index];
    const uint32_t* tt1 = kSnefruS[2 * index + 1];
    for (int b = 0; b < 4; ++b) {
      for (int i = 0; i < 16; ++i) {
        // round(L = B[i-1], C = B[i], N = B[i+1]) with the box pattern 0,0,1,1.
        const uint32_t* sb = ((i >> 1) & 1) ? tt1 : t0;
        uint32_t sbe = sb[B[i] & 0xff];
        B[(i + 15) & 15] ^= sbe;
        B[(i + 1) & 15] ^= sbe;
      }
      int r = shifts[b];
      for (int i = 0; i < 16; ++i) B[i] = (B[i] >> r) | (B[i] << (32 - r));
    }
  }
  for (int i = 0; i < 8; ++i) input[i] ^= B[15 - i];
}

std::string snefruHash(std::string_view d, const BufferedState&) {
  uint32_t state[16] = {};
  std::string msg(d);
  if (msg.size() % 32) msg.append(32 - msg.size() % 32, '\0');
  for (size_t off = 0; off < msg.size(); off += 32) {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(msg.data() + off);
    for (int j = 0; j < 8; ++j)
      state[8 + j] = uint32_t(p[4 * j]) << 24 | uint32_t(p[4 * j + 1]) << 16 | uint32_t(p[4 * j + 2]) << 8 | p[4 * j + 3];
    snefru(state);
    std::memset(state + 8, 0, 8 * sizeof(uint32_t));
  }
  uint64_t bits = uint64_t(d.size()) * 8;
  state[14] = uint32_t(bits >> 32);
  state[15] = uint32_t(bits);
  snefru(state);
  std::string out;
  for (int i = 0; i < 8; ++i) putBE32(out, state[i]);
  return out;
}

std::unique_ptr<HashState> makeSnefru(const HashOptions&) { return std::make_unique<BufferedState>(snefruHash); }

} // namespace

const HashAlgo kTiger[6] = {
    {"tiger128,3", 16, 64, true, makeTiger<316>}, {"tiger160,3", 20, 64, true, makeTiger<320>},
    {"tiger192,3", 24, 64, true, makeTiger<324>}, {"tiger128,4", 16, 64, true, makeTiger<416>},
    {"tiger160,4", 20, 64, true, makeTiger<420>}, {"tiger192,4", 24, 64, true, makeTiger<424>},
};
const HashAlgo kSnefru{"snefru", 32, 32, true, makeSnefru};
const HashAlgo kSnefru256{"snefru256", 32, 32, true, makeSnefru};

} // namespace hop::hash
