// iterate.h — iterating Traversable objects from C++ (spread, yield from,
// iterator_to_array, foreach's object protocol).
#pragma once

#include <functional>

#include "runtime/value/typed-value.h"

namespace hop {

struct ObjectData;
struct Class;

/// A runtime Iterator class that foreach walks through hopForeach() (php's
/// get_iterator handler): it cannot be iterated by reference.
bool hasRuntimeForeach(const Class* cls);
/// classIsTraversable, remembered per class and request.
bool isTraversableClass(const Class* cls);
/// The Iterator behind a Traversable: the object itself, or what
/// getIterator() returns (followed until an Iterator). Owned by the caller.
ObjectData* resolveIterator(ObjectData* traversable);

/// A placeholder holding the object handle php gives the internal iterator
/// of each traversal of a Traversable (foreach, iterator_to_array() ...), so
/// objects created meanwhile get php's numbers. Released after the iterator.
/// Null when iterating `it` takes no extra handle (an InternalIterator is
/// itself the internal iterator).
ObjectData* makeIteratorHandle(const ObjectData* it);

/// Throws php's "Cannot traverse an already closed generator" when `it` is a
/// finished Generator (foreach, iterator_to_array() ... start with this).
void checkTraversable(ObjectData* it);

/// Calls it->name() for one of the Iterator protocol's methods (rewind,
/// valid, current, key, next), found once per class and request instead of
/// by name at each call (callMethod's answer otherwise: __call, errors).
enum class IterMethod : uint8_t { Rewind, Valid, Current, Key, Next };
TypedValue callIterMethod(ObjectData* it, IterMethod m);
/// foreach's step on an ArrayIterator over an array whose protocol methods
/// are all its own natives: `move` (Rewind, Next, or Valid for none), then
/// valid, current and key (with `key`) in one call (arrayIteratorFetch).
/// -1 when `it` is anything else: call the methods one by one.
int fetchIterFast(ObjectData* it, IterMethod move, TypedValue& cur, TypedValue* key);

/// Calls fn(key, value) for each element of a Traversable until fn returns false.
void iterateObject(ObjectData* obj, const std::function<bool(const TypedValue&, const TypedValue&)>& fn);

} // namespace hop
