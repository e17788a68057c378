// compare.h — PHP 8 comparisons: identity (===), loose equality (==) and
// ordering (<, <=, <=>) with the PHP 8 rules for mixing numbers and strings
// ("abc" == 0 is false), arrays (by size, then element-wise), objects
// (same class: property-wise), null and bool.
#pragma once

#include <cstdint>

#include "runtime/value/typed-value.h"

namespace hop {

bool same(const TypedValue& a, const TypedValue& b);
bool looseEquals(const TypedValue& a, const TypedValue& b);
/// -1, 0 or 1 as `<=>`. Uncomparable values (arrays of different keys) give 1.
int64_t compareValues(const TypedValue& a, const TypedValue& b);
bool lessThan(const TypedValue& a, const TypedValue& b);
bool lessOrEqual(const TypedValue& a, const TypedValue& b);
bool greaterThan(const TypedValue& a, const TypedValue& b);
bool greaterOrEqual(const TypedValue& a, const TypedValue& b);

/// String comparison of PHP 8 `==` between two strings: numerically when both
/// are numeric, else bytewise.
bool stringLooseEquals(const StringData* a, const StringData* b);
/// `<=>` between two strings ("smart" comparison).
int64_t stringCompare(const StringData* a, const StringData* b);

} // namespace hop
