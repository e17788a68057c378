// known-ifaces.h — php's interfaces the runtime asks about often
// (Throwable, Countable, ArrayAccess ...), answered per class from a memo
// instead of comparing interface names.
#pragma once

#include <cstdint>

namespace hop {

struct Class;

enum KnownIface : uint16_t {
  kIfaceThrowable = 1u << 0,
  kIfaceArrayAccess = 1u << 1,
  kIfaceTraversable = 1u << 2,
  kIfaceIterator = 1u << 3,
  kIfaceIteratorAggregate = 1u << 4,
  kIfaceCountable = 1u << 5,
  kIfaceSerializable = 1u << 6,
  kIfaceJsonSerializable = 1u << 7,
  kIfaceStringable = 1u << 8,
};

/// Whether `cls` implements the interface of `bit` (the same answer as
/// classImplements(cls, "Name")).
bool classImplements(const Class* cls, KnownIface bit);

} // namespace hop
