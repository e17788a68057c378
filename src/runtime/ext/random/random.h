// random.h — the random module's shared draws: shuffles and key picks over any generator's range function.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "runtime/value/typed-value.h"

namespace hop {

struct ArrayData;

namespace random {

/// A uniform integer in [min, max] (min <= max) from some engine.
using RangeFn = std::function<int64_t(int64_t, int64_t)>;

/// php_array_data_shuffle: the elements in a new list, Fisher-Yates from the end.
ArrayData* shuffleArray(const ArrayData* arr, const RangeFn& range);
/// php_string_shuffle.
std::string shuffleBytes(std::string s, const RangeFn& range);
/// php_array_pick_keys: `num` keys in order (one key: a scalar unless `alwaysArray`);
/// `fn` names the function in the ValueErrors.
TypedValue pickKeys(const ArrayData* arr, int64_t num, const RangeFn& range, bool alwaysArray, const char* fn);
/// Fills `out` from the OS's CSPRNG; throws php's Random\RandomException on failure.
void fillRandomBytes(void* out, size_t size);

} // namespace random

} // namespace hop
