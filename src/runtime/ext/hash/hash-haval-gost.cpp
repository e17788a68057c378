// hash-haval-gost.cpp — HAVAL (3/4/5 passes, 128..256 bits) and GOST R 34.11-94 (test and CryptoPro S-boxes).
#include <cstring>

#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

namespace {

#include "runtime/ext/hash/hash-tables.inc"

// --- HAVAL (Zheng, Pieprzyk, Seberry) ------------------------------------------------------------

// The fractional part of pi: the initial state, then the constants of passes 2..5.
const uint32_t kPi[8 + 4 * 32] = {
    0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344, 0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
    0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C, 0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917,
    0x9216D5D9, 0x8979FB1B, 0xD1310BA6, 0x98DFB5AC, 0x2FFD72DB, 0xD01ADFB7, 0xB8E1AFED, 0x6A267E96,
    0xBA7C9045, 0xF12C7F99, 0x24A19947, 0xB3916CF7, 0x0801F2E2, 0x858EFC16, 0x636920D8, 0x71574E69,
    0xA458FEA3, 0xF4933D7E, 0x0D95748F, 0x728EB658, 0x718BCD58, 0x82154AEE, 0x7B54A41D, 0xC25A59B5,
    0x9C30D539, 0x2AF26013, 0xC5D1B023, 0x286085F0, 0xCA417918, 0xB8DB38EF, 0x8E79DCB0, 0x603A180E,
    0x6C9E0E8B, 0xB01E8A3E, 0xD71577C1, 0xBD314B27, 0x78AF2FDA, 0x55605C60, 0xE65525F3, 0xAA55AB94,
    0x57489862, 0x63E81440, 0x55CA396A, 0x2AAB10B6, 0xB4CC5C34, 0x1141E8CE, 0xA15486AF, 0x7C72E993,
    0xB3EE1411, 0x636FBC2A, 0x2BA9C55D, 0x741831F6, 0xCE5C3E16, 0x9B87931E, 0xAFD6BA33, 0x6C24CF5C,
    0x7A325381, 0x28958677, 0x3B8F4898, 0x6B4BB9AF, 0xC4BFE81B, 0x66282193, 0x61D809CC, 0xFB21A991,
    0x487CAC60, 0x5DEC8032, 0xEF845D5D, 0xE98575B1, 0xDC262302, 0xEB651B88, 0x23893E81, 0xD396ACC5,
    0x0F6D6FF3, 0x83F44239, 0x2E0B4482, 0xA4842004, 0x69C8F04A, 0x9E1F9B5E, 0x21C66842, 0xF6E96C9A,
    0x670C9C61, 0xABD388F0, 0x6A51A0D2, 0xD8542F68, 0x960FA728, 0xAB5133A3, 0x6EEF0B6C, 0x137A3BE4,
    0xBA3BF050, 0x7EFB2A98, 0xA1F1651D, 0x39AF0176, 0x66CA593E, 0x82430E88, 0x8CEE8619, 0x456F9FB4,
    0x7D84A5C3, 0x3B8B5EBE, 0xE06F75D8, 0x85C12073, 0x401A449F, 0x56C16AA6, 0x4ED3AA62, 0x363F7706,
    0x1BFEDF72, 0x429B023D, 0x37D0D724, 0xD00A1248, 0xDB0FEAD3, 0x49F1C09B, 0x075372C9, 0x80991B7B,
    0x25D479D8, 0xF6E8DEF7, 0xE3FE501A, 0xB6794C3B, 0x976CE0BD, 0x04C006BA, 0xC1A94FB6, 0x409F60C4,
};

// The order of the message words in passes 2..5 (pass 1 takes them in order).
const int kWordOrder[4][32] = {
    {5, 14, 26, 18, 11, 28, 7, 16, 0, 23, 20, 22, 1, 10, 4, 8, 30, 3, 21, 9, 17, 24, 29, 6, 19, 12, 15, 13, 2, 25, 31, 27},
    {19, 9, 4, 20, 28, 17, 8, 22, 29, 14, 25, 12, 24, 30, 16, 26, 31, 15, 7, 3, 1, 0, 18, 27, 13, 6, 21, 10, 23, 11, 5, 2},
    {24, 4, 0, 14, 2, 7, 28, 23, 26, 6, 30, 20, 18, 25, 19, 3, 22, 11, 31, 21, 8, 27, 12, 9, 1, 29, 5, 15, 17, 10, 16, 13},
    {27, 3, 21, 26, 17, 11, 20, 29, 19, 0, 12, 7, 13, 8, 31, 10, 5, 9, 14, 30, 18, 6, 28, 24, 2, 23, 16, 22, 4, 1, 25, 15},
};

// The permutations phi: for each pass count and pass, which rotation k (word (k - i) mod 8)
// feeds F's arguments x6..x0.
const int kPhi3[3][7] = {{1, 0, 3, 5, 6, 2, 4}, {4, 2, 1, 0, 5, 3, 6}, {6, 1, 2, 3, 4, 5, 0}};
const int kPhi4[4][7] = {{2, 6, 1, 4, 5, 3, 0}, {3, 5, 2, 0, 1, 6, 4}, {1, 4, 3, 6, 0, 2, 5}, {6, 4, 0, 5, 2, 1, 3}};
const int kPhi5[5][7] = {{3, 4, 1, 0, 5, 2, 6}, {6, 2, 1, 0, 3, 4, 5}, {2, 6, 0, 4, 3, 1, 5}, {1, 5, 3, 2, 0, 4, 6},
                         {2, 5, 0, 6, 4, 3, 1}};

uint32_t havalF(int pass, uint32_t x6, uint32_t x5, uint32_t x4, uint32_t x3, uint32_t x2, uint32_t x1, uint32_t x0) {
  switch (pass) {
    case 0: return (x1 & x4) ^ (x2 & x5) ^ (x3 & x6) ^ (x0 & x1) ^ x0;
    case 1:
      return (x1 & x2 & x3) ^ (x2 & x4 & x5) ^ (x1 & x2) ^ (x1 & x4) ^ (x2 & x6) ^ (x3 & x5) ^ (x4 & x5) ^ (x0 & x2) ^ x0;
    case 2: return (x1 & x2 & x3) ^ (x1 & x4) ^ (x2 & x5) ^ (x3 & x6) ^ (x0 & x3) ^ x0;
    case 3:
      return (x1 & x2 & x3) ^ (x2 & x4 & x5) ^ (x3 & x4 & x6) ^ (x1 & x4) ^ (x2 & x6) ^ (x3 & x4) ^ (x3 & x5) ^
             (x3 & x6) ^ (x4 & x5) ^ (x4 & x6) ^ (x0 & x4) ^ x0;
    default: return (x1 & x4) ^ (x2 & x5) ^ (x3 & x6) ^ (x0 & x1 & x2 & x3) ^ (x0 & x5) ^ x0;
  }
}

inline uint32_t rotr32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void havalBlock(uint32_t* state, const unsigned char* block, int passes) {
  uint32_t x[32], e[8];
  for (int i = 0; i < 32; ++i)
    x[i] = uint32_t(block[4 * i]) | uint32_t(block[4 * i + 1]) << 8 | uint32_t(block[4 * i + 2]) << 16 |
           uint32_t(block[4 * i + 3]) << 24;
  std::memcpy(e, state, sizeof e);
  const int(*phi)[7] = passes == 3 ? kPhi3 : passes == 4 ? kPhi4 : kPhi5;
  for (int p = 0; p < passes; ++p) {
    for (int i = 0; i < 32; ++i) {
      auto w = [&](int k) { return e[(k - i) & 7]; };
      const int* f = phi[p];
      uint32_t t = havalF(p, w(f[0]), w(f[1]), w(f[2]), w(f[3]), w(f[4]), w(f[5]), w(f[6]));
      uint32_t word = p == 0 ? x[i] : x[kWordOrder[p - 1][i]];
      uint32_t k = p == 0 ? 0 : kPi[8 + 32 * (p - 1) + i];
      e[7 - (i % 8)] = rotr32(t, 7) + rotr32(w(7), 11) + word + k;
    }
  }
  for (int i = 0; i < 8; ++i) state[i] += e[i];
}

/// variant: passes * 1000 + output bits.
std::string haval(std::string_view d, const BufferedState& st) {
  int passes = st.variant / 1000, bits = st.variant % 1000;
  uint32_t s[8];
  std::memcpy(s, kPi, sizeof s);
  std::string msg(d);
  uint64_t count = uint64_t(d.size()) * 8;
  size_t index = d.size() & 0x7f;
  size_t padLen = index < 118 ? 118 - index : 246 - index;
  msg += char(1);
  msg.append(padLen - 1, '\0');
  msg += char((1 & 7) | ((passes & 7) << 3) | ((bits & 3) << 6));
  msg += char(bits >> 2);
  for (int i = 0; i < 8; ++i) msg += char((count >> (8 * i)) & 0xff);
  for (size_t off = 0; off < msg.size(); off += 128)
    havalBlock(s, reinterpret_cast<const unsigned char*>(msg.data() + off), passes);
  // Fold the 256-bit state into the output size.
  switch (bits) {
    case 128:
      s[3] += (s[7] & 0xFF000000) | (s[6] & 0x00FF0000) | (s[5] & 0x0000FF00) | (s[4] & 0x000000FF);
      s[2] += (((s[7] & 0x00FF0000) | (s[6] & 0x0000FF00) | (s[5] & 0x000000FF)) << 8) | ((s[4] & 0xFF000000) >> 24);
      s[1] += (((s[7] & 0x0000FF00) | (s[6] & 0x000000FF)) << 16) | (((s[5] & 0xFF000000) | (s[4] & 0x00FF0000)) >> 16);
      s[0] += ((s[7] & 0x000000FF) << 24) | (((s[6] & 0xFF000000) | (s[5] & 0x00FF0000) | (s[4] & 0x0000FF00)) >> 8);
      break;
    case 160:
      s[4] += ((s[7] & 0xFE000000) | (s[6] & 0x01F80000) | (s[5] & 0x0007F000)) >> 12;
      s[3] += ((s[7] & 0x01F80000) | (s[6] & 0x0007F000) | (s[5] & 0x00000FC0)) >> 6;
      s[2] += (s[7] & 0x0007F000) | (s[6] & 0x00000FC0) | (s[5] & 0x0000003F);
      s[1] += rotr32((s[7] & 0x00000FC0) | (s[6] & 0x0000003F) | (s[5] & 0xFE000000), 25);
      s[0] += rotr32((s[7] & 0x0000003F) | (s[6] & 0xFE000000) | (s[5] & 0x01F80000), 19);
      break;
    case 192:
      s[5] += ((s[7] & 0xFC000000) | (s[6] & 0x03E00000)) >> 21;
      s[4] += ((s[7] & 0x03E00000) | (s[6] & 0x001F0000)) >> 16;
      s[3] += ((s[7] & 0x001F0000) | (s[6] & 0x0000FC00)) >> 10;
      s[2] += ((s[7] & 0x0000FC00) | (s[6] & 0x000003E0)) >> 5;
      s[1] += (s[7] & 0x000003E0) | (s[6] & 0x0000001F);
      s[0] += rotr32((s[7] & 0x0000001F) | (s[6] & 0xFC000000), 26);
      break;
    case 224:
      s[6] += s[7] & 0x0000000F;
      s[5] += (s[7] >> 4) & 0x0000001F;
      s[4] += (s[7] >> 9) & 0x0000000F;
      s[3] += (s[7] >> 13) & 0x0000001F;
      s[2] += (s[7] >> 18) & 0x0000000F;
      s[1] += (s[7] >> 22) & 0x0000001F;
      s[0] += (s[7] >> 27) & 0x0000001F;
      break;
  }
  std::string out;
  for (int i = 0; i < bits / 32; ++i)
    for (int k = 0; k < 4; ++k) out += char((s[i] >> (8 * k)) & 0xff);
  return out;
}

template <int Variant> std::unique_ptr<HashState> makeHaval(const HashOptions&) {
  auto s = std::make_unique<BufferedState>(haval);
  s->variant = Variant;
  return s;
}

// --- GOST R 34.11-94 ------------------------------------------------------------------------------
// 256-bit values are 8 little-endian 32-bit words; psi and the key schedule work on them as the
// standard's 16-bit and 8-bit pieces.

using Table = const uint32_t (*)[256];

/// psi: the 16-bit words shift down by one; the new top word is y1^y2^y3^y4^y13^y16.
void psi(uint32_t* v, int times) {
  uint16_t y[16];
  for (int i = 0; i < 8; ++i) {
    y[2 * i] = uint16_t(v[i]);
    y[2 * i + 1] = uint16_t(v[i] >> 16);
  }
  for (int t = 0; t < times; ++t) {
    uint16_t top = y[0] ^ y[1] ^ y[2] ^ y[3] ^ y[12] ^ y[15];
    std::memmove(y, y + 1, 15 * sizeof(uint16_t));
    y[15] = top;
  }
  for (int i = 0; i < 8; ++i) v[i] = uint32_t(y[2 * i]) | uint32_t(y[2 * i + 1]) << 16;
}

uint32_t gostF(Table t, uint32_t x) { return t[0][x & 0xff] ^ t[1][(x >> 8) & 0xff] ^ t[2][(x >> 16) & 0xff] ^ t[3][x >> 24]; }

/// GOST 28147-89 encryption of one 64-bit block (r: low word, l: high word); results as (s0, s1).
void gostEncrypt(Table t, const uint32_t* key, uint32_t r, uint32_t l, uint32_t& s0, uint32_t& s1) {
  static const int order[32] = {0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                                0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0};
  for (int k = 0; k < 32; k += 2) {
    l ^= gostF(t, key[order[k]] + r);
    r ^= gostF(t, key[order[k + 1]] + l);
  }
  s0 = l;
  s1 = r;
}

/// The transposition P: key byte j of word k is byte (k mod 4) of w[2j + k / 4].
void gostP(const uint32_t* w, uint32_t* key) {
  for (int k = 0; k < 8; ++k) {
    uint32_t v = 0;
    for (int j = 0; j < 4; ++j) v |= ((w[2 * j + k / 4] >> (8 * (k % 4))) & 0xff) << (8 * j);
    key[k] = v;
  }
}

/// A: the 64-bit blocks shift down; the new top block is block0 ^ block1.
void gostA(uint32_t* x) {
  uint32_t l = x[0] ^ x[2], r = x[1] ^ x[3];
  std::memmove(x, x + 2, 6 * sizeof(uint32_t));
  x[6] = l;
  x[7] = r;
}

void gostStep(Table t, uint32_t* h, const uint32_t* m) {
  static const uint32_t c3[8] = {0xff00ff00, 0xff00ff00, 0x00ff00ff, 0x00ff00ff,
                                 0x00ffff00, 0xff0000ff, 0x000000ff, 0xff00ffff};
  uint32_t u[8], v[8], w[8], key[8], s[8];
  std::memcpy(u, h, sizeof u);
  std::memcpy(v, m, sizeof v);
  for (int i = 0; i < 8; i += 2) {
    for (int k = 0; k < 8; ++k) w[k] = u[k] ^ v[k];
    gostP(w, key);
    gostEncrypt(t, key, h[i], h[i + 1], s[i], s[i + 1]);
    if (i != 6) {
      gostA(u);
      if (i == 2)
        for (int k = 0; k < 8; ++k) u[k] ^= c3[k];
      gostA(v);
      gostA(v);
    }
  }
  // h = psi^61(h ^ psi(m ^ psi^12(s)))
  psi(s, 12);
  for (int k = 0; k < 8; ++k) s[k] ^= m[k];
  psi(s, 1);
  for (int k = 0; k < 8; ++k) s[k] ^= h[k];
  psi(s, 61);
  std::memcpy(h, s, sizeof s);
}

std::string gost(std::string_view d, const BufferedState& st) {
  Table t = st.variant ? kGostCrypto : kGostTest;
  uint32_t h[8] = {}, sum[8] = {};
  auto block = [&](const unsigned char* p) {
    uint32_t data[8], carry = 0;
    for (int i = 0; i < 8; ++i) {
      data[i] = uint32_t(p[4 * i]) | uint32_t(p[4 * i + 1]) << 8 | uint32_t(p[4 * i + 2]) << 16 | uint32_t(p[4 * i + 3]) << 24;
      uint32_t save = sum[i];
      sum[i] += data[i] + carry;
      carry = (sum[i] < data[i] || sum[i] < save) ? 1 : 0;
    }
    gostStep(t, h, data);
  };
  size_t n = d.size(), full = n / 32 * 32;
  const unsigned char* p = reinterpret_cast<const unsigned char*>(d.data());
  for (size_t off = 0; off < full; off += 32) block(p + off);
  if (n > full) {
    unsigned char last[32] = {};
    std::memcpy(last, p + full, n - full);
    block(last);
  }
  uint64_t bits = uint64_t(n) * 8;
  uint32_t len[8] = {uint32_t(bits), uint32_t(bits >> 32), 0, 0, 0, 0, 0, 0};
  gostStep(t, h, len);
  gostStep(t, h, sum);
  std::string out;
  for (int i = 0; i < 8; ++i)
    for (int k = 0; k < 4; ++k) out += char((h[i] >> (8 * k)) & 0xff);
  return out;
}

template <int Crypto> std::unique_ptr<HashState> makeGost(const HashOptions&) {
  auto s = std::make_unique<BufferedState>(gost);
  s->variant = Crypto;
  return s;
}

} // namespace

const bool kHaveGost = true, kHaveHaval = true;
const HashAlgo kGost{"gost", 32, 32, true, makeGost<0>};
const HashAlgo kGostCrypto{"gost-crypto", 32, 32, true, makeGost<1>};
const HashAlgo kHaval[15] = {
    {"haval128,3", 16, 128, true, makeHaval<3128>}, {"haval160,3", 20, 128, true, makeHaval<3160>},
    {"haval192,3", 24, 128, true, makeHaval<3192>}, {"haval224,3", 28, 128, true, makeHaval<3224>},
    {"haval256,3", 32, 128, true, makeHaval<3256>}, {"haval128,4", 16, 128, true, makeHaval<4128>},
    {"haval160,4", 20, 128, true, makeHaval<4160>}, {"haval192,4", 24, 128, true, makeHaval<4192>},
    {"haval224,4", 28, 128, true, makeHaval<4224>}, {"haval256,4", 32, 128, true, makeHaval<4256>},
    {"haval128,5", 16, 128, true, makeHaval<5128>}, {"haval160,5", 20, 128, true, makeHaval<5160>},
    {"haval192,5", 24, 128, true, makeHaval<5192>}, {"haval224,5", 28, 128, true, makeHaval<5224>},
    {"haval256,5", 32, 128, true, makeHaval<5256>},
};

} // namespace hop::hash
