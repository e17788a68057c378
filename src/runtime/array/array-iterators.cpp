// array-iterators.cpp — positions of by-reference foreach loops, kept
// across the changes a loop makes to its own array.
#include "runtime/array/array-iterators.h"

#include "runtime/array/array-data.h"

namespace hop {

uint32_t ArrayIteratorTable::add(const ArrayData* arr, uint32_t pos, const TypedValue* owner) {
  if (m_live++ == 0) m_ownerLo = m_ownerHi = owner;
  else if (owner < m_ownerLo) m_ownerLo = owner;
  else if (owner > m_ownerHi) m_ownerHi = owner;
  for (uint32_t i = 0; i < m_entries.size(); ++i) {
    if (m_entries[i].arr) continue;
    m_entries[i] = Entry{arr, pos, owner};
    return i;
  }
  m_entries.push_back(Entry{arr, pos, owner});
  return uint32_t(m_entries.size() - 1);
}

void ArrayIteratorTable::release(uint32_t id) {
  if (id >= m_entries.size() || !m_entries[id].arr) return;
  m_entries[id].arr = nullptr;
  if (--m_live == 0) m_ownerLo = m_ownerHi = nullptr;
  while (!m_entries.empty() && !m_entries.back().arr) m_entries.pop_back();
}

void ArrayIteratorTable::releaseOwnedBySlow(const TypedValue* lo, const TypedValue* hi) {
  // The walk also narrows the owners' bounds to the entries left: a loop
  // freed by its IterFree leaves them as wide as they were, and every frame
  // returning inside them would walk the table again.
  const TypedValue* keptLo = nullptr;
  const TypedValue* keptHi = nullptr;
  for (uint32_t i = 0; i < m_entries.size(); ++i) {
    const Entry& e = m_entries[i];
    if (!e.arr) continue;
    if (e.owner >= lo && e.owner < hi) {
      release(i);
      continue;
    }
    if (!keptLo || e.owner < keptLo) keptLo = e.owner;
    if (!keptHi || e.owner > keptHi) keptHi = e.owner;
  }
  if (m_live) {
    m_ownerLo = keptLo;
    m_ownerHi = keptHi;
  }
}

uint32_t& ArrayIteratorTable::pos(uint32_t id, const ArrayData* arr) {
  Entry& e = m_entries[id];
  e.arr = arr;
  return e.pos;
}

void ArrayIteratorTable::moved(const ArrayData* from, const ArrayData* to,
                               const std::function<uint32_t(uint32_t)>& mapOrdinal) {
  for (Entry& e : m_entries) {
    if (e.arr != from) continue;
    e.pos = mapOrdinal(from->liveBefore(e.pos));
    e.arr = to;
  }
}

} // namespace hop
