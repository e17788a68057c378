// hash-ripemd-md2.cpp — MD2 (RFC 1319) and RIPEMD-128/256/320 (Dobbertin, Bosselaers, Preneel), written from the specs.
#include <cstring>

#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

namespace {

#include "runtime/ext/hash/hash-tables.inc"

std::string md2(std::string_view d, const BufferedState&) {
  unsigned char x[48] = {}, c[16] = {};
  auto block = [&](const unsigned char* b) {
    for (int j = 0; j < 16; ++j) {
      x[16 + j] = b[j];
      x[32 + j] = uint8_t(x[16 + j] ^ x[j]);
    }
    unsigned t = 0;
    for (int r = 0; r < 18; ++r) {
      for (int k = 0; k < 48; ++k) t = x[k] ^= kMd2S[t];
      t = (t + unsigned(r)) & 0xff;
    }
    unsigned char l = c[15];
    for (int j = 0; j < 16; ++j) l = c[j] ^= kMd2S[b[j] ^ l];
  };
  std::string msg(d);
  size_t pad = 16 - msg.size() % 16;
  msg.append(pad, char(pad));
  for (size_t i = 0; i < msg.size(); i += 16) block(reinterpret_cast<const unsigned char*>(msg.data() + i));
  unsigned char cs[16];
  std::memcpy(cs, c, 16);
  block(cs);
  return std::string(reinterpret_cast<char*>(x), 16);
}

// --- RIPEMD ----------------------------------------------------------------------------------------

const int kR[80] = {0, 1, 2,  3,  4,  5,  6,  7,  8, 9, 10, 11, 12, 13, 14, 15, 7,  4,  13, 1,  10, 6,  15, 3,  12, 0, 9,
                    5, 2, 14, 11, 8,  3,  10, 14, 4, 9, 15, 8,  1,  2,  7,  0,  6,  13, 11, 5,  12, 1,  9,  11, 10, 0, 8,
                    12, 4, 13, 3,  7,  15, 14, 5,  6, 2, 4,  0,  5,  9,  7,  12, 2,  10, 14, 1,  3,  8,  11, 6,  15, 13};
const int kRp[80] = {5,  14, 7,  0, 9, 2,  11, 4, 13, 6,  15, 8,  1,  10, 3,  12, 6,  11, 3,  7,  0,  13, 5, 10, 14, 15, 8,
                     12, 4,  9,  1, 2, 15, 5,  1, 3,  7,  14, 6,  9,  11, 8,  12, 2,  10, 0,  4,  13, 8, 6,  4,  1,  3,
                     11, 15, 0,  5, 12, 2, 13, 9, 7,  10, 14, 12, 15, 10, 4,  1,  5,  8,  7,  6,  2,  13, 14, 0, 3,  9,  11};
const int kS[80] = {11, 14, 15, 12, 5,  8,  7,  9,  11, 13, 14, 15, 6,  7,  9,  8,  7,  6,  8,  13, 11, 9,  7,  15, 7,  12, 15,
                    9,  11, 7,  13, 12, 11, 13, 6,  7,  14, 9,  13, 15, 14, 8,  13, 6,  5,  12, 7,  5,  11, 12, 14, 15, 14, 15,
                    9,  8,  9,  14, 5,  6,  8,  6,  5,  12, 9,  15, 5,  11, 6,  8,  13, 12, 5,  12, 13, 14, 11, 8,  5,  6};
const int kSp[80] = {8,  9,  9,  11, 13, 15, 15, 5,  7,  7,  8,  11, 14, 14, 12, 6,  9,  13, 15, 7,  12, 8,  9,  11, 7,  7,  12,
                     7,  6,  15, 13, 11, 9,  7,  15, 11, 8,  6,  6,  14, 12, 13, 5,  14, 13, 13, 7,  5,  15, 5,  8,  11, 14, 14,
                     6,  14, 6,  9,  12, 9,  12, 5,  15, 8,  8,  5,  12, 9,  12, 5,  14, 6,  8,  13, 6,  5,  15, 13, 11, 11};
const uint32_t kK[5] = {0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E};
const uint32_t kKp5[5] = {0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000};
const uint32_t kKp4[4] = {0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x00000000};

uint32_t f(int j, uint32_t x, uint32_t y, uint32_t z) {
  switch (j) {
    case 0: return x ^ y ^ z;
    case 1: return (x & y) | (~x & z);
    case 2: return (x | ~y) ^ z;
    case 3: return (x & z) | (y & ~z);
    default: return x ^ (y | ~z);
  }
}

/// The compression of RIPEMD-128 (wide = false) or -256 (wide = true) on one block.
void compress4(uint32_t* h, const uint32_t* x, bool wide) {
  uint32_t a = h[0], b = h[1], c = h[2], dd = h[3];
  uint32_t ap, bp, cp, dp;
  if (wide) ap = h[4], bp = h[5], cp = h[6], dp = h[7];
  else ap = a, bp = b, cp = c, dp = dd;
  for (int j = 0; j < 64; ++j) {
    int rd = j / 16;
    uint32_t t = rotl32(a + f(rd, b, c, dd) + x[kR[j]] + kK[rd], kS[j]);
    a = dd; dd = c; c = b; b = t;
    t = rotl32(ap + f(3 - rd, bp, cp, dp) + x[kRp[j]] + kKp4[rd], kSp[j]);
    ap = dp; dp = cp; cp = bp; bp = t;
    if (wide && j % 16 == 15) {
      switch (rd) {
        case 0: std::swap(a, ap); break;
        case 1: std::swap(b, bp); break;
        case 2: std::swap(c, cp); break;
        case 3: std::swap(dd, dp); break;
      }
    }
  }
  if (wide) {
    h[0] += a; h[1] += b; h[2] += c; h[3] += dd;
    h[4] += ap; h[5] += bp; h[6] += cp; h[7] += dp;
  } else {
    uint32_t t = h[1] + c + dp;
    h[1] = h[2] + dd + ap;
    h[2] = h[3] + a + bp;
    h[3] = h[0] + b + cp;
    h[0] = t;
  }
}

/// The compression of RIPEMD-160 (wide = false) or -320 (wide = true).
void compress5(uint32_t* h, const uint32_t* x, bool wide) {
  uint32_t a = h[0], b = h[1], c = h[2], dd = h[3], e = h[4];
  uint32_t ap, bp, cp, dp, ep;
  if (wide) ap = h[5], bp = h[6], cp = h[7], dp = h[8], ep = h[9];
  else ap = a, bp = b, cp = c, dp = dd, ep = e;
  for (int j = 0; j < 80; ++j) {
    int rd = j / 16;
    uint32_t t = rotl32(a + f(rd, b, c, dd) + x[kR[j]] + kK[rd], kS[j]) + e;
    a = e; e = dd; dd = rotl32(c, 10); c = b; b = t;
    t = rotl32(ap + f(4 - rd, bp, cp, dp) + x[kRp[j]] + kKp5[rd], kSp[j]) + ep;
    ap = ep; ep = dp; dp = rotl32(cp, 10); cp = bp; bp = t;
    if (wide && j % 16 == 15) {
      switch (rd) {
        case 0: std::swap(b, bp); break;
        case 1: std::swap(dd, dp); break;
        case 2: std::swap(a, ap); break;
        case 3: std::swap(c, cp); break;
        case 4: std::swap(e, ep); break;
      }
    }
  }
  if (wide) {
    h[0] += a; h[1] += b; h[2] += c; h[3] += dd; h[4] += e;
    h[5] += ap; h[6] += bp; h[7] += cp; h[8] += dp; h[9] += ep;
  } else {
    uint32_t t = h[1] + c + dp;
    h[1] = h[2] + dd + ep;
    h[2] = h[3] + e + ap;
    h[3] = h[4] + a + bp;
    h[4] = h[0] + b + cp;
    h[0] = t;
  }
}

/// MD4-style padding (little-endian bit length), then the compression per 64-byte block.
template <int Words> std::string ripemd(std::string_view d, const BufferedState&) {
  static const uint32_t init[10] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0,
                                    0x76543210, 0xFEDCBA98, 0x89ABCDEF, 0x01234567, 0x3C2D1E0F};
  uint32_t h[10];
  if (Words == 4 || Words == 8) {
    h[0] = init[0]; h[1] = init[1]; h[2] = init[2]; h[3] = init[3];
    h[4] = init[5]; h[5] = init[6]; h[6] = init[7]; h[7] = init[8];
  } else {
    std::memcpy(h, init, sizeof h);
  }
  std::string msg(d);
  uint64_t bits = uint64_t(d.size()) * 8;
  msg += char(0x80);
  while (msg.size() % 64 != 56) msg += '\0';
  for (int i = 0; i < 8; ++i) msg += char((bits >> (8 * i)) & 0xff);
  for (size_t off = 0; off < msg.size(); off += 64) {
    uint32_t x[16];
    const unsigned char* p = reinterpret_cast<const unsigned char*>(msg.data() + off);
    for (int i = 0; i < 16; ++i)
      x[i] = uint32_t(p[4 * i]) | uint32_t(p[4 * i + 1]) << 8 | uint32_t(p[4 * i + 2]) << 16 | uint32_t(p[4 * i + 3]) << 24;
    if (Words == 4 || Words == 8) compress4(h, x, Words == 8);
    else compress5(h, x, Words == 10);
  }
  std::string out;
  for (int i = 0; i < Words; ++i)
    for (int k = 0; k < 4; ++k) out += char((h[i] >> (8 * k)) & 0xff);
  return out;
}

template <BufferedState::Fn F> std::unique_ptr<HashState> plain(const HashOptions&) {
  return std::make_unique<BufferedState>(F);
}

} // namespace

const HashAlgo kMd2{"md2", 16, 16, true, plain<md2>};
const HashAlgo kRipemd128{"ripemd128", 16, 64, true, plain<ripemd<4>>};
const HashAlgo kRipemd256{"ripemd256", 32, 64, true, plain<ripemd<8>>};
const HashAlgo kRipemd320{"ripemd320", 40, 64, true, plain<ripemd<10>>};
const HashAlgo kRipemd160{"ripemd160", 20, 64, true, plain<ripemd<5>>};

} // namespace hop::hash
