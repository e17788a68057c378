// copy-refusals.h — refused function entries shared by the copies of one method (hop serve's pooled classes), so each copy does not pay an irgen to be refused again.
//
// In `hop serve` a class linked from a shared unit is pooled and used by one
// request at a time (vm/shared-units.h), so a busy server holds several
// copies of it (up to 16), each with its own copies of the methods: distinct
// Funcs with their own call counts and Func::jitNoTranslate bits. A refusal
// that holds for every caller is a fact of the method's bytecode in that
// class (the translator sees the same code and the same class layout in
// every copy), so it is recorded here under (the class's PreClass, the
// method's declaring PreClass, its name, the entry offset) and answered for
// the other copies before they translate. Live gear only (pgo's refusals
// come from each copy's own profile); only Funcs of shared units, which
// live as long as the process (their PreClass pointers are never reused).
#pragma once

#include <cstdint>
#include <mutex>
#include <unordered_map>

#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "runtime/class/class.h"

namespace hop::jit {

class CopyRefusals {
public:
  /// Whether `f` is a method copy whose refusals are shared: a pooled
  /// Class's (Class::persistent: its copies stay with it; an unpooled
  /// Class's copy may serve another class in a later request).
  static bool shares(const Func* f) {
    return f->cls && f->cls->persistent && f->preClass && f->unit && f->unit->shared && f->lowerName;
  }

  /// The jitNoTranslate bits another copy of f recorded for entry `offset` (0: none).
  uint8_t find(const Func* f, uint32_t offset) {
    if (!shares(f)) return 0;
    std::lock_guard<std::mutex> g(m_lock);
    auto it = m_bits.find(Key{f->cls->pre, f->preClass, f->lowerName, offset});
    return it == m_bits.end() ? 0 : it->second;
  }

  /// Records `bits` (refusals holding for every copy) for f's entry `offset`.
  void add(const Func* f, uint32_t offset, uint8_t bits) {
    if (!shares(f) || !bits) return;
    std::lock_guard<std::mutex> g(m_lock);
    m_bits[Key{f->cls->pre, f->preClass, f->lowerName, offset}] |= bits;
  }

private:
  struct Key {
    const void* cls;       // the Class's PreClass (the same in every pooled copy)
    const void* declarer;  // the method's declaring PreClass
    const void* name;      // its interned lower-case name
    uint32_t offset;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    size_t operator()(const Key& k) const {
      size_t h = std::hash<const void*>()(k.cls);
      h = h * 31 + std::hash<const void*>()(k.declarer);
      h = h * 31 + std::hash<const void*>()(k.name);
      return h * 31 + k.offset;
    }
  };
  std::mutex m_lock;   // taken only where a translation would be made or was refused
  std::unordered_map<Key, uint8_t, Hash> m_bits;
};

} // namespace hop::jit
