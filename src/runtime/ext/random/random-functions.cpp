// random-functions.cpp — PHP's random numbers: the request's Mersenne Twister (mt_rand,
// rand, mt_srand, srand and the array/string shufflers that draw from it: shuffle,
// str_shuffle, array_rand), the CSPRNG (random_int, random_bytes) and lcg_value.
//
// Seeded with mt_srand(seed) the shufflers must pick exactly what php picks, so each one
// draws from the generator in the order runtime/number/mt-rand.h documents.
#include <sys/random.h>

#include <cerrno>
#include <climits>
#include <random>
#include <string>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/number/mt-rand.h"
#include "runtime/ext/random/random.h"
#include "runtime/string/string-data.h"

namespace hop {

ArrayData*& refArrayArg(NativeArgs& a, uint32_t i);

namespace {

MtRand& generator() { return ctx().mtRand; }

// --- The Mersenne Twister ---------------------------------------------------------------

// mt_srand(int $seed = UNKNOWN, int $mode = MT_RAND_MT19937): void (srand is an alias)
void f_mt_srand(NativeArgs& a) {
  int mode = a.i64Or(1, MtRand::kModeMt19937) == MtRand::kModePhp ? MtRand::kModePhp : MtRand::kModeMt19937;
  if (!a.has(0) || a.arg(0).isNull()) {
    generator().seedRandomly();
    generator().setMode(mode);
    return;
  }
  generator().seed(static_cast<uint32_t>(a.i64(0)), mode);
}

/// mt_rand and rand take no arguments or both.
void requireBothBounds(NativeArgs& a) {
  if (a.count == 1) {
    throwErrorF(ErrorKind::ArgumentCountError, "%s() expects exactly 2 arguments, 1 given", a.func->name->data());
  }
}

// mt_rand(int $min = UNKNOWN, int $max = UNKNOWN): int
void f_mt_rand(NativeArgs& a) {
  if (a.count == 0) {
    a.retInt(generator().mtRand());
    return;
  }
  requireBothBounds(a);
  int64_t min = a.i64(0), max = a.i64(1);
  if (max < min) {
    throwError(ErrorKind::ValueError, "mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)");
  }
  a.retInt(generator().range(min, max));
}

// rand(int $min = UNKNOWN, int $max = UNKNOWN): int — swaps reversed bounds instead of failing.
void f_rand(NativeArgs& a) {
  if (a.count == 0) {
    a.retInt(generator().mtRand());
    return;
  }
  requireBothBounds(a);
  a.retInt(generator().legacyRand(a.i64(0), a.i64(1)));
}

void f_mt_getrandmax(NativeArgs& a) { a.retInt(MtRand::kRandMax); }

// shuffle(array &$array): true
void f_shuffle(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  MtRand& mt = generator();
  ArrayData* shuffled = random::shuffleArray(arr, [&](int64_t lo, int64_t hi) { return mt.uniformRange(lo, hi); });
  ArrayData* old = arr;
  arr = shuffled;
  old->decRef();
  a.retBool(true);
}

// str_shuffle(string $string): string
void f_str_shuffle(NativeArgs& a) {
  MtRand& mt = generator();
  a.retString(random::shuffleBytes(std::string(a.sv(0)), [&](int64_t lo, int64_t hi) { return mt.uniformRange(lo, hi); }));
}

// array_rand(array $array, int $num = 1): int|string|array
void f_array_rand(NativeArgs& a) {
  MtRand& mt = generator();
  a.retValue(random::pickKeys(a.arr(0), a.i64Or(1, 1), [&](int64_t lo, int64_t hi) { return mt.uniformRange(lo, hi); },
                              false, "array_rand"));
}

} // namespace

namespace random {

ArrayData* shuffleArray(const ArrayData* arr, const RangeFn& range) {
  uint32_t n = arr->size();
  // The elements in iteration order, references kept as they are (PHP moves the zvals).
  std::vector<TypedValue> elements;
  elements.reserve(n);
  for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos)) {
    const TypedValue& raw = arr->isPacked() ? arr->packedData()[pos] : arr->buckets()[pos].val;
    elements.push_back(raw);
  }
  for (int64_t left = static_cast<int64_t>(n) - 1; left > 0; --left) {
    int64_t j = range(0, left);
    if (j != left) std::swap(elements[static_cast<size_t>(left)], elements[static_cast<size_t>(j)]);
  }
  ArrayData* shuffled = ArrayData::makePacked(n);
  for (const TypedValue& v : elements) {
    TypedValue copy;
    tvDupRaw(v, copy);
    ArrayData::append(shuffled, copy);
  }
  return shuffled;
}

std::string shuffleBytes(std::string s, const RangeFn& range) {
  for (int64_t left = static_cast<int64_t>(s.size()) - 1; left > 0; --left) {
    int64_t j = range(0, left);
    if (j != left) std::swap(s[static_cast<size_t>(left)], s[static_cast<size_t>(j)]);
  }
  return s;
}

namespace {

/// The key at iteration position `pos` of `arr`, as a PHP value.
TypedValue keyAt(const ArrayData* arr, uint32_t pos) {
  TypedValue key = arr->iterKey(pos);
  tvIncRef(key);
  return key;
}

/// Whether bucket `pos` (< iterEnd) holds an element: PHP samples buckets, holes included.
bool isLiveBucket(const ArrayData* arr, uint32_t pos) {
  return arr->isPacked() || !arr->buckets()[pos].isTombstone();
}

TypedValue oneKey(const ArrayData* arr, TypedValue key, bool alwaysArray) {
  (void)arr;
  if (!alwaysArray) return key;
  ArrayData* r = ArrayData::makePacked(1);
  ArrayData::append(r, key);
  return makeArrayNoIncRef(r);
}

} // namespace

TypedValue pickKeys(const ArrayData* arr, int64_t numRequested, const RangeFn& range, bool alwaysArray, const char* fn) {
  int64_t numAvailable = arr->size();
  if (numAvailable == 0) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($array) cannot be empty", fn);

  if (numRequested == 1) {
    uint32_t used = arr->iterEnd();  // PHP's nNumUsed: holes included
    if (static_cast<uint32_t>(numAvailable) < used - (used >> 1)) {
      // Mostly holes: pick the r-th element by walking.
      int64_t r = range(0, numAvailable - 1);
      int64_t i = 0;
      for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos), ++i)
        if (i == r) return oneKey(arr, keyAt(arr, pos), alwaysArray);
    }
    for (;;) {
      uint32_t pos = static_cast<uint32_t>(range(0, static_cast<int64_t>(used) - 1));
      if (isLiveBucket(arr, pos)) return oneKey(arr, keyAt(arr, pos), alwaysArray);
    }
  }

  if (numRequested <= 0 || numRequested > numAvailable) {
    throwErrorF(ErrorKind::ValueError,
                "%s(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)", fn);
  }
  // Mark the fewer of the chosen and the left-out indexes.
  bool markLeftOut = numRequested > (numAvailable >> 1);
  int64_t toMark = markLeftOut ? numAvailable - numRequested : numRequested;
  std::vector<bool> marked(static_cast<size_t>(numAvailable), false);
  while (toMark > 0) {
    int64_t r = range(0, numAvailable - 1);
    if (!marked[static_cast<size_t>(r)]) {
      marked[static_cast<size_t>(r)] = true;
      --toMark;
    }
  }
  ArrayData* result = ArrayData::makePacked(static_cast<uint32_t>(numRequested));
  size_t i = 0;
  for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos), ++i) {
    if (marked[i] != markLeftOut) ArrayData::append(result, keyAt(arr, pos));
  }
  return makeArrayNoIncRef(result);
}

} // namespace random

namespace {

// --- The CSPRNG -----------------------------------------------------------------------------

} // namespace

/// Fills `out` from the OS (getrandom); throws PHP's Exception if that fails.
void random::fillRandomBytes(void* out, size_t size) {
  auto* p = static_cast<unsigned char*>(out);
  while (size > 0) {
    ssize_t n = getrandom(p, size, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      throwError(ErrorKind::Exception, "Cannot open source device");
    }
    p += n;
    size -= static_cast<size_t>(n);
  }
}

namespace {

using random::fillRandomBytes;

uint64_t randomWord() {
  uint64_t word;
  fillRandomBytes(&word, sizeof word);
  return word;
}

// random_int(int $min, int $max): int — unbiased, by rejection like php_random_int.
void f_random_int(NativeArgs& a) {
  int64_t min = a.i64(0), max = a.i64(1);
  if (min > max) {
    throwError(ErrorKind::ValueError, "random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)");
  }
  uint64_t span = static_cast<uint64_t>(max) - static_cast<uint64_t>(min);
  uint64_t result = randomWord();
  if (span != UINT64_MAX) {
    uint64_t count = span + 1;
    if ((count & (count - 1)) != 0) {
      uint64_t limit = UINT64_MAX - (UINT64_MAX % count) - 1;
      while (result > limit) result = randomWord();
    }
    result %= count;
  }
  a.retInt(static_cast<int64_t>(static_cast<uint64_t>(min) + result));
}

// random_bytes(int $length): string
void f_random_bytes(NativeArgs& a) {
  int64_t length = a.i64(0);
  if (length < 1) throwError(ErrorKind::ValueError, "random_bytes(): Argument #1 ($length) must be greater than 0");
  if (length > INT32_MAX) raiseFatal("Possible integer overflow in memory allocation (1 * %lld + 24)", static_cast<long long>(length));
  StringData* s = StringData::makeUninit(static_cast<uint32_t>(length));
  fillRandomBytes(s->mutableData(), static_cast<size_t>(length));
  a.retString(s);
}

// --- lcg_value ------------------------------------------------------------------------------

/// PHP's combined linear congruential generator (L'Ecuyer), seeded once per thread.
struct CombinedLcg {
  int32_t s1 = 0, s2 = 0;
  bool seeded = false;

  static int32_t step(int32_t s, int32_t a, int32_t b, int32_t c, int32_t m) {
    int32_t q = s / a;
    s = b * (s - a * q) - c * q;
    return s < 0 ? s + m : s;
  }

  double next() {
    if (!seeded) {
      std::random_device device;
      s1 = static_cast<int32_t>(device() % 2147483562u) + 1;
      s2 = static_cast<int32_t>(device() % 2147483398u) + 1;
      seeded = true;
    }
    s1 = step(s1, 53668, 40014, 12211, 2147483563);
    s2 = step(s2, 52774, 40692, 3791, 2147483399);
    int32_t z = s1 - s2;
    if (z < 1) z += 2147483562;
    return z * 4.656613e-10;
  }
};

thread_local CombinedLcg tl_lcg;

void f_lcg_value(NativeArgs& a) { a.retDouble(tl_lcg.next()); }

const BuiltinDecl kRandomBuiltins[] = {
    {"mt_srand(int $seed = UNKNOWN, int $mode = MT_RAND_MT19937): void", f_mt_srand},
    {"srand(int $seed = UNKNOWN, int $mode = MT_RAND_MT19937): void", f_mt_srand},
    {"mt_rand(int $min = UNKNOWN, int $max = UNKNOWN): int", f_mt_rand},
    {"rand(int $min = UNKNOWN, int $max = UNKNOWN): int", f_rand},
    {"mt_getrandmax(): int", f_mt_getrandmax},
    {"getrandmax(): int", f_mt_getrandmax},
    {"shuffle(array &$array): bool", f_shuffle},
    {"str_shuffle(string $string): string", f_str_shuffle},
    {"array_rand(array $array, int $num = 1): array|string|int", f_array_rand},
    {"random_int(int $min, int $max): int", f_random_int},
    {"random_bytes(int $length): string", f_random_bytes},
    {"lcg_value(): float", f_lcg_value},
};
HOP_REGISTER_BUILTINS(kRandomBuiltins);

HOP_REGISTER_EXTENSION("random");

} // namespace

} // namespace hop
