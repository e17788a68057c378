// inline-cache.h — request-local caches of the lookups bytecode makes by
// name at one instruction: the function an FPushFuncD calls, the method an
// FPushObjMethodD finds for an object's class, the class a type check or a
// `new` names, the slot of a property.
//
// Why request-local, indexed by a slot id the compiler assigns:
//   The result of such a lookup is request-local (functions and classes are
//   defined per request, DESIGN.md "Concurrency"), but Units and their Funcs
//   are process-wide and will be shared between request threads in server
//   mode. So the cache cannot live in the bytecode or the Func. Each
//   instruction that caches carries a CA immediate: a slot number local to
//   its Func (the compiler counts them in Func::numCacheSlots). When the Func
//   is registered (FuncRegistry::add) it receives a process-wide range of
//   slot ids starting at Func::cacheBase, and every request owns one flat
//   array of InlineCache entries indexed by cacheBase + slot. (PT/QT member
//   keys carry their slot in the key's payload, see ops.h.) A hit is two
//   loads and a compare, with no hashing, lock or bounds check, and the JIT
//   can address the same entry from the Func it compiles.
//
// Why no bounds check: every live table covers every id handed out. A
//   table is a fixed reservation of address space (kMaxInlineCacheIds
//   entries, inaccessible until committed); handing out ids past what the
//   tables cover commits more of every live table first (under a lock, from
//   whichever thread compiles), so an entry never moves and a request never
//   meets a Func its table does not cover, whichever thread made it.
//
// Entries start zeroed (= empty). Lookups whose answer can never change
// during a request once found (a function or class by name) are cached
// unconditionally; lookups that depend on a runtime class (methods,
// properties) key the entry on that class and on the calling scope.
//
// Across a thread's requests (a server's request thread): the entries keyed
// on classes (methods, properties, class-typed checks, self::/parent::/
// static:: methods) are kept for the thread's next request; their classes
// are pooled copies, never freed, and an entry is only hit by an object of
// its class, which the next request has only if it declared that class
// again. The entries holding a request-local answer (what a name means in
// the request, or the request's storage: functions, classes and constants
// by name, class constants, static properties, static methods by class
// name) are logged when written (noteRequestLocal) and zeroed at the
// request's end; an FPushFuncD entry keeps what its name meant as a hint,
// taken again only once checked in the next request (iopFPushFuncD). The
// whole table is zeroed instead when the thread's classes may have moved
// (classMemoEpoch(): a class or unit of the request freed, a shared unit
// freed, class_alias) and when a PreClass is declared
// as another Class than the one the kept entries saw (noteClassOf: method
// copies of one PreClass share their ids, FuncRegistry::addSharingCaches).
//
// Known limit: the ids alive at once are at most kMaxInlineCacheIds (dead
// Funcs give theirs back); a process past that stops with a message. Each
// table commits 24 bytes for every id handed out so far.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "util/assert.h"

namespace hop {

struct Func;
struct Class;
struct TypedValue;

/// One cache entry. Which member is live depends on the instruction owning the slot.
union InlineCache {
  /// FPushFuncD: the function the name resolved to (`func`, zeroed at the
  /// request's end), and what it resolved to in an earlier request of the
  /// thread (`hint`, kept): the refill takes the hint once it checked that
  /// the name still means it (iopFPushFuncD): a builtin found by the name
  /// itself, while `builtinGen` is BuiltinRegistry::lookupGeneration()'s
  /// (truncated); found by the global fallback, while the request has
  /// defined no namespaced function named as a builtin; a user function
  /// found by the name, while the request has defined it under the name.
  struct {
    const Func* func;
    const Func* hint;
    uint32_t builtinGen;
    bool hintFallback;
  } call;
  /// FPushObjMethodD: the method found for objects of class `cls` called
  /// from code whose class scope is `scope` (visibility depends on it);
  /// kPropAnyScope in a method's entries, as a property's (below).
  struct {
    const Class* cls;
    const Class* scope;
    const Func* func;
  } method;
  /// Class names (NewObjD): the Class defined under the name; `plain`
  /// once an object of it was made and it is not a Throwable (then `new`
  /// needs neither instantiate's checks nor its exception set-up).
  struct {
    Class* cls;
    bool plain;
  } klass;
  /// Class-typed checks (VerifyParamType, VerifyRetType): the last classes
  /// whose objects passed, newest first (a parameter typed with a base
  /// class or an interface sees several).
  struct {
    const Class* cls[3];
  } typeOk;
  /// Property names (PT/QT member keys): the declared slot, accessible from
  /// `scope`, that the name finds in objects of class `cls`. A key owns
  /// kPropCacheWays entries (bytecode/ops.h): the fast paths test the first,
  /// then the second, which trades places with the first when it matches; a
  /// refill puts the first in the second before filling it. `scope` is
  /// kPropAnyScope or kPropAnyThis in a method's entries (below).
  struct {
    const Class* cls;
    const Class* scope;
    uint32_t slot;
  } prop;
  /// Static properties named by class and property (BaseSD): the slot,
  /// accessible from `scope`; `checked` when the site writes a typed one
  /// (the interpreter's full BaseSD notes its type for the final op).
  struct {
    const Class* scope;
    TypedValue* slot;
    bool checked;
  } staticProp;
  /// Class constants (ClsCnsD, ClsCns): the value for class `cls` seen from `scope`.
  struct {
    const Class* cls;
    const Class* scope;
    const TypedValue* value;
  } classConst;
  /// Static method calls (FPushClsMethodD/S): the static method found in
  /// class `cls` from `scope`.
  struct {
    const Class* cls;
    const Class* scope;
    const Func* func;
  } staticMethod;
  /// Constants (Cns): where the value lives (constants are never redefined).
  struct {
    const TypedValue* value;
  } constant;
};

/// Property and method inline cache entries (InlineCache::prop, ::method) of
/// a Func whose frames all see one class scope (frameScopeFixed: not a
/// closure's body, an included file or an initializer; a closure made from a
/// method keeps the method's class, validClosureBinding) hold kPropAnyScope
/// instead of that scope, so a hit compares the class and a constant. `$this->name` entries of such a
/// method whose slot is found in its class S itself hold (S, kPropAnyThis):
/// every $this is S or a subclass, where the name finds the same slot
/// (THIS_PROP_IC_HIT); the hit is one compare.
inline constexpr uintptr_t kPropAnyScope = 1;
inline constexpr uintptr_t kPropAnyThis = 2;
HOP_ALWAYS_INLINE bool propScopeIs(const Class* scope, uintptr_t sentinel) {
  return reinterpret_cast<uintptr_t>(scope) == sentinel;
}
/// A property key's second way matched: it trades places with the first
/// (`first` is the first of the key's kPropCacheWays entries).
HOP_ALWAYS_INLINE void swapPropWaysInline(const InlineCache& first) {
  InlineCache* w = const_cast<InlineCache*>(&first);
  const InlineCache t = w[0];
  w[0] = w[1];
  w[1] = t;
}
static_assert(sizeof(InlineCache) == 24);

/// A class whose objects passed a class-typed check: the newest of the entry's three.
inline void rememberTypeOk(InlineCache& ic, const Class* cls) {
  if (ic.typeOk.cls[0] == cls || ic.typeOk.cls[1] == cls || ic.typeOk.cls[2] == cls) return;
  ic.typeOk.cls[2] = ic.typeOk.cls[1];
  ic.typeOk.cls[1] = ic.typeOk.cls[0];
  ic.typeOk.cls[0] = cls;
}
/// Whether objects of `cls` passed the check that owns the entry.
inline bool typeOkHit(const InlineCache& ic, const Class* cls) {
  return ic.typeOk.cls[0] == cls || ic.typeOk.cls[1] == cls || ic.typeOk.cls[2] == cls;
}

/// Method call sites (FPushObjMethodD) own this many consecutive entries, so
/// a call on objects of a few classes (an interface's implementations) stays
/// cached; a miss replaces the oldest entry.
constexpr uint32_t kMethodCacheWays = 4;

/// The most ids alive at once (each table reserves address space for them).
inline constexpr uint32_t kMaxInlineCacheIds = 1u << 24;

/// The request's cache array. Entries are addressed by a Func's cacheBase
/// plus the slot an instruction names.
class InlineCacheTable {
public:
  /// The entry for slot `slot` of a Func whose cacheBase is given: the table
  /// covers every id handed out (see the top of this file). Entries never
  /// move, but the reference is for the moment: whatever runs PHP code may
  /// change what the entry holds.
  HOP_ALWAYS_INLINE InlineCache& at(uint32_t cacheBase, uint32_t slot) { return m_entries[cacheBase + slot]; }
  InlineCacheTable();
  InlineCacheTable(const InlineCacheTable&) = delete;
  InlineCacheTable& operator=(const InlineCacheTable&) = delete;
  /// The end of the request: the entries keyed on classes are kept for the
  /// thread's next request, the request-local ones zeroed (see the top).
  ~InlineCacheTable();
  /// The entry at `cacheBase + slot` was just given a request-local answer:
  /// it is zeroed at the end of the request.
  void noteRequestLocal(uint32_t cacheBase, uint32_t slot) {
    if (HOP_LIKELY(m_local.size() < kMaxLocal)) m_local.push_back(cacheBase + slot);
    else m_zeroAll = true;
  }
  /// The same for an FPushFuncD entry: only its `func` is zeroed (its hint is kept).
  void noteRequestLocalCall(uint32_t cacheBase, uint32_t slot) {
    if (HOP_LIKELY(m_local.size() < kMaxLocal)) m_local.push_back((cacheBase + slot) | kKeepHint);
    else m_zeroAll = true;
  }
  /// The request defined a namespaced function whose last name is a
  /// builtin's (`N\strlen`): a global fallback found before may be wrong now.
  void noteShadowingFunction() { m_shadowingFunction = true; }
  bool shadowingFunctionDefined() const { return m_shadowingFunction; }
  /// The request declared PreClass `pre` as `cls` (linked or pooled), before
  /// any of its methods runs: the kept entries are zeroed if they were
  /// filled while `pre` was another Class.
  void noteClassOf(const void* pre, const Class* cls);
  /// The entry, if the table covers it: null otherwise (an id past the ones
  /// handed out, as a property key's second way past the last).
  const InlineCache* find(uint32_t cacheBase, uint32_t slot) const {
    const uint32_t i = cacheBase + slot;
    return i < m_size.load(std::memory_order_relaxed) ? &m_entries[i] : nullptr;
  }
  InlineCache* find(uint32_t cacheBase, uint32_t slot) {
    const uint32_t i = cacheBase + slot;
    return i < m_size.load(std::memory_order_relaxed) ? &m_entries[i] : nullptr;
  }

  /// Compiled code reads entries inline (jit/vm-offsets.h).
  static constexpr int32_t entriesOffset();
  static constexpr int32_t sizeOffset();

  /// Commits entries for ids below `ids` (inline-cache.cpp, under its lock).
  void commitFor(uint32_t ids);

private:
  void zeroAll();
  InlineCache* m_entries = nullptr;          // kMaxInlineCacheIds + 1 entries reserved
  std::atomic<uint32_t> m_size{0};           // entries committed (one more, always empty, follows)
  size_t m_committedBytes = 0;
  /// Past this many logged writes the whole table is zeroed at the end.
  static constexpr size_t kMaxLocal = size_t(1) << 16;
  bool m_zeroAll = false;
  bool m_shadowingFunction = false;
  /// In m_local: an FPushFuncD entry (ids stay below kMaxInlineCacheIds).
  static constexpr uint32_t kKeepHint = 1u << 31;
  /// classMemoEpoch() when the entries were taken (every kept entry holds under it).
  uint64_t m_epoch = 0;
  std::vector<uint32_t> m_local;   // the request-local entries written
  /// The Class each PreClass was declared as while the entries were filled.
  std::unordered_map<const void*, const Class*> m_classOf;
};
static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t));

constexpr int32_t InlineCacheTable::entriesOffset() { return static_cast<int32_t>(offsetof(InlineCacheTable, m_entries)); }
constexpr int32_t InlineCacheTable::sizeOffset() { return static_cast<int32_t>(offsetof(InlineCacheTable, m_size)); }

/// Hands out `count` process-wide slot ids; returns the first.
uint32_t allocateInlineCacheSlots(uint32_t count);
/// The slot ids handed out so far: the size a request's table grows to.
uint32_t inlineCacheIdsHandedOut();

} // namespace hop
