// array-data.h — PHP arrays: an ordered map from int|string keys to values.
//
// Two layouts share one header (DESIGN.md, "Values and memory"):
//   Packed  keys are exactly 0..size-1; elements are a TypedValue vector that
//           follows the header. Most lists live here and the JIT specializes
//           on it (bounds check + load).
//   Hash    insertion-ordered buckets follow the header, then a hash index of
//           2*cap uint32 slots, open-addressed with linear probing (each slot
//           a live bucket's index or kEmptySlot; nothing of the index lives in
//           the buckets, whose values any code may overwrite). Deleted
//           buckets stay as tombstones (val Uninit) until the next resize.
// A packed array escalates to a hash one when a write would break its
// invariant (a string key, a gap, an unset in the middle).
//
// Mutation goes through the static functions taking `ArrayData*&`: they
// separate a shared array first (copy-on-write), may grow or escalate it, and
// store the new pointer back into the caller's slot. Reads take a const
// pointer and never allocate.
//
// Keys given as TypedValues are normalized as PHP does (array-key.h):
// "12" -> 12, true -> 1, null -> "", 1.5 -> 1 (with a deprecation).
#pragma once

#include <cstdint>
#include <string_view>

#include "runtime/heap/header.h"
#include "runtime/string/string-data.h"
#include "runtime/value/typed-value.h"

namespace hop {

/// One element of a hash array. `skey` is null for integer keys; `h` is the
/// integer key, or the string key's hash.
struct Bucket {
  TypedValue val;
  int64_t h;
  StringData* skey;

  bool isTombstone() const { return val.m_type == DataType::Uninit; }
  bool hasStrKey() const { return skey != nullptr; }
};
static_assert(sizeof(Bucket) == 32);

/// A normalized array key: either an int or a string (never a numeric-int string).
struct ArrayKey {
  StringData* str;   // null for int keys
  int64_t num;       // the int key, or unused
  bool isInt() const { return str == nullptr; }
  static ArrayKey ofInt(int64_t i) { return {nullptr, i}; }
  static ArrayKey ofStr(StringData* s) { return {s, 0}; }
};

struct ArrayData {
  static constexpr uint32_t kInvalidPos = 0xffffffffu;
  static constexpr uint32_t kEmptySlot = 0xffffffffu;
  /// m_nextFree before any integer key: `$a[] = v` then uses 0, and a first
  /// negative key -5 makes the next one -4 (PHP 8).
  static constexpr int64_t kNoIntKey = INT64_MIN;

  HeapHeader m_hdr;
  uint32_t m_size;       // number of live elements
  uint32_t m_cap;        // element (packed) or bucket (hash) capacity
  uint32_t m_used;       // hash: buckets handed out, tombstones included; packed: == m_size
  uint32_t m_pos;        // internal pointer (current()/next()): element or bucket index
  int64_t m_nextFree;    // one past the largest int key so far, or kNoIntKey (php's nNextFreeElement)

  // --- Creation ------------------------------------------------------------
  /// The shared static empty array (`[]`).
  static ArrayData* empty();
  static ArrayData* makePacked(uint32_t cap);
  static ArrayData* makeHash(uint32_t cap);
  /// A packed array that owns copies of `n` values.
  static ArrayData* makePackedFrom(const TypedValue* vals, uint32_t n);
  /// A copy with its own references to every element (references stay references).
  ArrayData* copy() const;
  /// A process-lifetime copy usable as a literal (all contents must be static).
  ArrayData* copyStatic() const;

  // --- Shape ---------------------------------------------------------------
  bool isPacked() const { return m_hdr.m_kind == HeaderKind::PackedArray; }
  bool isHash() const { return m_hdr.m_kind == HeaderKind::HashArray; }
  uint32_t size() const { return m_size; }
  bool isStatic() const { return m_hdr.isStatic(); }
  /// The key `$a[] = v` will use.
  int64_t nextAppendKey() const { return m_nextFree == kNoIntKey ? 0 : m_nextFree; }
  /// True when keys are exactly 0..size-1 in order (array_is_list()).
  bool isVectorLike() const;

  TypedValue* packedData() { return reinterpret_cast<TypedValue*>(this + 1); }
  const TypedValue* packedData() const { return reinterpret_cast<const TypedValue*>(this + 1); }
  Bucket* buckets() { return reinterpret_cast<Bucket*>(this + 1); }
  const Bucket* buckets() const { return reinterpret_cast<const Bucket*>(this + 1); }
  uint32_t* hashIndex() { return reinterpret_cast<uint32_t*>(buckets() + m_cap); }
  const uint32_t* hashIndex() const { return reinterpret_cast<const uint32_t*>(buckets() + m_cap); }
  uint32_t hashMask() const { return m_cap * 2 - 1; }

  // --- Refcounting ---------------------------------------------------------
  void incRef() { m_hdr.incRef(); }
  void decRef() { if (m_hdr.decRefAndTestRelease()) release(); }
  void release();
  [[noreturn]] __attribute__((noinline, cold)) void releaseAfterThrow(ObjectData* exc, uint32_t from);
  bool hasMultipleRefs() const { return m_hdr.hasMultipleRefs(); }

  // --- Reads (no allocation; results may be References) ---------------------
  const TypedValue* getInt(int64_t k) const;
  const TypedValue* getStr(const StringData* k) const;
  const TypedValue* getStr(std::string_view k) const;
  const TypedValue* get(ArrayKey k) const { return k.isInt() ? getInt(k.num) : getStr(k.str); }
  bool exists(ArrayKey k) const { return get(k) != nullptr; }

  // --- Writes (copy-on-write through the slot) -------------------------------
  /// Makes `a` safe to modify: copies it when shared or static.
  static void separate(ArrayData*& a) {
    if (a->m_hdr.hasMultipleRefs()) separateSlow(a);
  }
  /// The slot for key k, inserted as Null when missing (for `$a[k] = ...`, `$a[k][] = ...`).
  static TypedValue* lval(ArrayData*& a, ArrayKey k);
  static TypedValue* lvalInt(ArrayData*& a, int64_t k);
  static TypedValue* lvalStr(ArrayData*& a, StringData* k);
  /// A new Null slot at the next integer key, or nullptr when that key is PHP_INT_MAX and taken
  /// (PHP: "Cannot add element to the array as the next element is already occupied").
  static TypedValue* lvalNew(ArrayData*& a);
  /// `$a[k] = v`: takes over v's reference. Writes through an existing reference element.
  static void set(ArrayData*& a, ArrayKey k, TypedValue v);
  static void setInt(ArrayData*& a, int64_t k, TypedValue v) { set(a, ArrayKey::ofInt(k), v); }
  static void setStr(ArrayData*& a, StringData* k, TypedValue v) { set(a, ArrayKey::ofStr(k), v); }
  /// `$a[] = v`: takes over v's reference; false when the next key is occupied.
  static bool append(ArrayData*& a, TypedValue v);
  /// Binds the element to a value without writing through references (used for
  /// storing References themselves and by builders).
  static void setRaw(ArrayData*& a, ArrayKey k, TypedValue v);
  /// unset($a[k]).
  static void remove(ArrayData*& a, ArrayKey k);

  // --- Iteration by position -------------------------------------------------
  // Positions are element indexes (packed) or bucket indexes (hash). They stay
  // valid while the array is not resized; iterEnd() is m_used.
  uint32_t iterBegin() const { return nextLive(0); }
  uint32_t iterEnd() const { return isPacked() ? m_size : m_used; }
  uint32_t iterAdvance(uint32_t pos) const { return nextLive(pos + 1); }
  /// The first live position at or after `pos` (iterEnd() when none).
  uint32_t iterFrom(uint32_t pos) const { return nextLive(pos); }
  /// How many live elements lie before position `pos`.
  uint32_t liveBefore(uint32_t pos) const;
  uint32_t iterRetreat(uint32_t pos) const;   // previous live position or kInvalidPos
  uint32_t iterLast() const;                  // last live position or kInvalidPos
  bool iterValid(uint32_t pos) const { return pos < iterEnd(); }
  /// Int or String (the string is not incRef'd). Inline: loops that ignore
  /// the key (forEachElem callers reading values only) then pay nothing for it.
  TypedValue iterKey(uint32_t pos) const {
    if (isPacked()) return makeInt(pos);
    const Bucket& b = buckets()[pos];
    return b.skey ? makeStringNoIncRef(b.skey) : makeInt(b.h);
  }
  const TypedValue* iterValue(uint32_t pos) const {
    return isPacked() ? &packedData()[pos] : &buckets()[pos].val;
  }
  TypedValue* iterValueMutable(uint32_t pos) {
    return isPacked() ? &packedData()[pos] : &buckets()[pos].val;
  }

  /// Converts a packed array (with one owner) into the hash layout.
  static void escalateToHash(ArrayData*& a);
  /// Renumbers integer keys 0..n-1 keeping order (array_values-like, in place; one owner).
  static void renumber(ArrayData*& a);
  /// Rebuilds the hash index after buckets were reordered in place (sorting).
  void rehashInPlace();
  /// Removes tombstones (one owner); positions change.
  void compact();

private:
  uint32_t nextLive(uint32_t pos) const {
    if (isPacked()) return pos;
    const Bucket* b = buckets();
    while (pos < m_used && b[pos].isTombstone()) ++pos;
    return pos;
  }
  static void separateSlow(ArrayData*& a);
  static void growPacked(ArrayData*& a, uint32_t minCap);
  static void growHash(ArrayData*& a);
  static ArrayData* allocHash(uint32_t cap);
  int64_t findIntBucket(int64_t k) const;
  int64_t findStrBucket(std::string_view k, uint32_t h) const;
  int64_t findStrBucket(const StringData* k) const;
  /// The probe both use: the bucket of the string key hashed `h` that
  /// `same(bucket)` accepts, or -1.
  template <class Same> int64_t probeStrBucket(uint32_t h, Same same) const;
  Bucket* insertBucket(int64_t h, StringData* skey);   // requires room
  uint32_t homeSlot(const Bucket& b) const;           // where the key's probe run starts
  void indexInsert(uint32_t bucketIdx);
  void indexRemove(uint32_t bucketIdx);
};

/// Gives up one reference to an array when the scope ends (null: nothing).
struct ArrayReleaser {
  ArrayData* a;
  ~ArrayReleaser() { if (a) a->decRef(); }
};
static_assert(sizeof(ArrayData) == 32);

/// The number of bytes an array with this layout and capacity occupies.
size_t arrayAllocSize(bool packed, uint32_t cap);

} // namespace hop
