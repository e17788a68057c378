// spl-array.h — what the foreach protocol (vm/iterate.cpp) may call of ArrayIterator's native core directly.
#pragma once

#include "runtime/value/typed-value.h"
#include "vm/iterate.h"

namespace hop {

struct Func;
struct ObjectData;

/// Whether `f` is ArrayIterator's own native method for step `m` (inherited
/// unchanged by a subclass, or not).
bool isArrayIteratorNative(const Func* f, IterMethod m);

/// Step `m` of the Iterator protocol on an ArrayIterator whose storage is an
/// array, exactly as its native method does it, without the native frame a
/// method call pushes: none of these steps can raise an error or run PHP
/// code on an array. False (nothing done) when the storage is not an array
/// (an object's properties, another ArrayObject): call the method then.
bool arrayIteratorStep(ObjectData* it, IterMethod m, TypedValue& out);

/// foreach's fetch on such an ArrayIterator in one go: rewind() or next()
/// first (`move`: Rewind, Next, or Valid for neither), then valid(), and if
/// valid current() into `cur` and, with `key`, key() into it (php reads the
/// key before it assigns the value). -1 (nothing done) when the storage is
/// not an array, else whether it was valid.
int arrayIteratorFetch(ObjectData* it, IterMethod move, TypedValue& cur, TypedValue* key);

} // namespace hop
