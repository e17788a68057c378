// array-iterators.h — php's HashTable iterators: the positions by-reference
// foreach loops keep in the arrays they walk. A loop may change its array
// (append, unset, array_shift, array_unshift, array_splice); code that moves
// an array's elements tells this table, so each loop goes on from the same
// element, as in php (zend_hash_iterators_update and friends).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace hop {

struct ArrayData;
struct TypedValue;

class ArrayIteratorTable {
public:
  /// Registers a position (the next element the loop visits) in `arr`, for
  /// the loop whose iterator lives in the frame slot `owner`.
  uint32_t add(const ArrayData* arr, uint32_t pos, const TypedValue* owner);
  void release(uint32_t id);
  /// Releases the iterators owned by slots in [lo, hi): a frame's locals
  /// dying without the loop's IterFree (an exception, a return).
  /// (Most calls are a returning frame's, with the live loops in outer
  /// frames: the owners' bounds answer those without a walk.)
  void releaseOwnedBy(const TypedValue* lo, const TypedValue* hi) {
    if (hi <= m_ownerLo || lo > m_ownerHi) return;
    releaseOwnedBySlow(lo, hi);
  }
  /// The position of iterator `id` in `arr`, the array the loop's variable
  /// holds now. A copy made by separation keeps its original's layout, so
  /// the position carries over to it.
  uint32_t& pos(uint32_t id, const ArrayData* arr);

  /// Whether any iterator is registered (array code checks this first).
  bool active() const { return m_live != 0; }
  /// The elements of `from` now live, compacted, in `to` (possibly the same
  /// array): each iterator on `from` moves to mapOrdinal(k), where k is the
  /// number of live elements before its old position (`from` must still
  /// hold its old layout when this is called).
  void moved(const ArrayData* from, const ArrayData* to, const std::function<uint32_t(uint32_t)>& mapOrdinal);

private:
  struct Entry {
    const ArrayData* arr = nullptr;   // null: a free entry
    uint32_t pos = 0;
    const TypedValue* owner = nullptr;
  };
  void releaseOwnedBySlow(const TypedValue* lo, const TypedValue* hi);
  std::vector<Entry> m_entries;
  uint32_t m_live = 0;
  // Every live entry's owner lies in [m_ownerLo, m_ownerHi] (widened by add,
  // reset when the last entry goes).
  const TypedValue* m_ownerLo = nullptr;
  const TypedValue* m_ownerHi = nullptr;
};

} // namespace hop
