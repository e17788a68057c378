// mt-rand.h — runtime: PHP 8.2's Mersenne Twister (mt_rand, rand, mt_srand, srand), bit
// for bit, as a per-request object.
//
// PHP 8.2 keeps one MT19937 state per request (ext/random). A request that never seeds gets
// a random 32-bit seed the first time a number is drawn. The state is 624 words; next32()
// is the tempered output php_mt_rand(); everything else is built on it.
//
// --- How php 8.2's builtins draw from the generator (so the VM reproduces them exactly) ---
//
// mt_rand()           mtRand()  = next32() >> 1.          rand() is the same.
// mt_rand($min,$max)  range(min, max); the VM first throws ValueError "mt_rand(): Argument
//                     #2 ($max) must be greater than or equal to argument #1 ($min)" when
//                     max < min. mt_rand($x) with one argument is an ArgumentCountError
//                     "mt_rand() expects exactly 2 arguments, 1 given".
// rand($min,$max)     legacyRand(min, max): like range() but with max < min it returns
//                     range(max, min) instead of throwing.
// mt_srand($s,$mode)  seed(uint32_t(s), mode): the int seed is truncated to 32 bits, and the
//                     mode is reset to MT_RAND_MT19937 unless MT_RAND_PHP (1) is passed.
//                     mt_srand() with no argument: seedRandomly(). srand() is an alias.
// mt_getrandmax()     getrandmax() = 2147483647.
//
// shuffle($a)         With n = count($a) elements taken in iteration order into a list v,
//                       for (i = n - 1; i > 0; --i) { j = uniformRange(0, i); if (j != i) swap(v[i], v[j]); }
//                     then $a becomes the list v with keys 0..n-1. Nothing is drawn for n < 2.
// str_shuffle($s)     The same loop over the bytes of $s (nothing drawn for length < 2).
// array_rand($a, $k)  n = count($a), keys in iteration order.
//                     k == 1: one draw r = uniformRange(0, u - 1), where u is PHP's bucket count
//                       (nNumUsed). For an array without holes (never unset from, or
//                       compacted) u == n and the result is the r-th key. With holes PHP may
//                       first take the linear path (when n < u - u/2: r = uniformRange(0, n-1),
//                       the r-th key) or keep drawing uniformRange(0, u - 1) until it hits a
//                       live bucket — reproducible only if the VM mirrors PHP's bucket layout.
//                     1 < k <= n: if k > n/2 (integer division), select the n - k keys to
//                       *leave out* instead (negative = true, k = n - k). Then repeat until
//                       k distinct indexes are marked: r = uniformRange(0, n - 1); if r is
//                       already marked draw again, else mark it. Return, in iteration order,
//                       the keys whose index is marked (or unmarked when negative).
//                       (PHP gives up with an error after 50 consecutive repeats.)
//                     Errors come before any draw: an empty array is ValueError "array_rand():
//                     Argument #1 ($array) cannot be empty"; k < 1 or k > n is ValueError
//                     "array_rand(): Argument #2 ($num) must be between 1 and the number of
//                     elements in argument #1 ($array)".
// uniformRange is PHP's php_mt_rand_range and does not depend on the mode; the mode changes
// only the twist (so every number) and mt_rand/rand's range scaling.
// lcg_value(), random_int(), random_bytes() and the Random\* classes do not use this state.
#pragma once

#include <cstdint>

namespace hop {

class MtRand {
 public:
  static constexpr int kModeMt19937 = 0;  // MT_RAND_MT19937, the default
  static constexpr int kModePhp = 1;      // MT_RAND_PHP: PHP 5's buggy twist and range scaling
  static constexpr int64_t kRandMax = 2147483647;  // mt_getrandmax(), getrandmax()

  MtRand() = default;

  /// mt_srand(seed, mode): resets the state from `seed` and sets the mode (anything but
  /// kModePhp means kModeMt19937).
  void seed(uint32_t seed, int mode = kModeMt19937);
  /// mt_srand() without arguments: a seed from the OS's random source, mode MT19937.
  void seedRandomly();
  /// Changes the mode without reseeding (mt_srand always passes both; kept for the VM).
  void setMode(int mode) { m_mode = mode == kModePhp ? kModePhp : kModeMt19937; }
  int mode() const { return m_mode; }
  bool seeded() const { return m_seeded; }

  /// php_mt_rand(): the next tempered 32-bit output; seeds randomly on first use.
  uint32_t next32();
  /// mt_rand() / rand() without arguments: next32() >> 1, in [0, 2147483647].
  int64_t mtRand() { return static_cast<int64_t>(next32() >> 1); }
  /// mt_rand(min, max), requires min <= max (the VM throws otherwise). MT19937 mode: an
  /// unbiased draw (uniformRange). MT_RAND_PHP mode: PHP 5's scaling of one mtRand().
  int64_t range(int64_t min, int64_t max);
  /// rand(min, max): range() with the bounds swapped when max < min.
  int64_t legacyRand(int64_t min, int64_t max) { return max < min ? range(max, min) : range(min, max); }
  /// php_mt_rand_range: unbiased integer in [min, max] (min <= max) by rejection sampling,
  /// one 32-bit draw per try when max - min < 2^32, else two (first one is the low word).
  /// This is what shuffle, str_shuffle and array_rand use, whatever the mode.
  int64_t uniformRange(int64_t min, int64_t max);

  /// The raw state (Random\Engine\Mt19937's serialization): 624 words and the position.
  static constexpr int kStateWords = 624;
  const uint32_t* stateWords() const { return m_state; }
  int position() const { return m_count; }
  /// Restores a serialized state (count 0..624).
  void restore(const uint32_t* words, int count, int mode) {
    for (int i = 0; i < kStateWords; ++i) m_state[i] = words[i];
    m_count = count;
    setMode(mode);
    m_seeded = true;
  }

 private:
  void reload();
  void seedState(uint32_t seed);
  uint32_t range32(uint32_t umax);
  uint64_t range64(uint64_t umax);

  static constexpr int kStateSize = 624;
  uint32_t m_state[kStateSize] = {};
  int m_count = kStateSize;
  int m_mode = kModeMt19937;
  bool m_seeded = false;
};

} // namespace hop
