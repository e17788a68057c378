// hash-haval-gost.cpp — HAVAL (3/4/5 passes, 128..256 bits) and GOST R 34.11-94 (test and CryptoPro S-boxes).
#include "runtime/ext/hash/hash-algos.h"

namespace hop::hash {

const bool kHaveGost = false, kHaveHaval = false;
const HashAlgo kGost{}, kGostCrypto{};
const HashAlgo kHaval[15] = {};

} // namespace hop::hash
