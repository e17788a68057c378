// member-ops.h — PHP's semantics of `$base[key]` and `$base->prop` for every
// kind of base: arrays (copy-on-write, autovivification), strings (offsets),
// null/false (becoming arrays), ArrayAccess objects, plain objects (declared
// and dynamic properties, visibility, readonly, typed properties, __get,
// __set, __isset, __unset). The interpreter's member instructions, the
// builtins and later the JIT's helpers all go through these functions.
//
// Bases are TypedValue slots that may hold a Reference; every function
// dereferences as PHP would. `tmp` parameters receive values that do not live
// in any container (string offsets, offsetGet and __get results); the caller
// owns and releases them.
#pragma once

#include <atomic>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Class;
struct PropSlot;
struct StringData;
struct MemberState;
struct StaticPropSlot;
struct TypeConstraint;
struct Func;
enum class MagicGuard : uint8_t;   // runtime/object/object-ops.h

// --- Elements -----------------------------------------------------------------------------

/// The array `b` holds, for a lookup of `key`, converted into `k`. Converting
/// a float, bool or null key may warn, and an error handler may reassign the
/// variable: then the array is kept alive in `hold` (php holds it across the
/// warning; release it with tvDecRef; when this throws, nothing is held).
/// Values found in it must be copied before `hold` is released.
ArrayData* arrayForKey(const TypedValue& b, const TypedValue& key, KeyUse use, ArrayKey& k, TypedValue& hold);
/// php's "Undefined array key" warning.
void warnUndefinedKey(ArrayKey k);
/// Whether the array `b` holds lacks `key` (converted into `k`, as arrayForKey).
bool arrayKeyMissing(const TypedValue& b, const TypedValue& key, KeyUse use, ArrayKey& k);

/// Reads base[key] (`$a[k]`, or quietly for `??` and isset chains). Returns a
/// pointer to the value (a Reference is possible) or to a Null.
const TypedValue* elemRead(const TypedValue& base, const TypedValue& key, bool quiet, TypedValue& tmp);
/// The slot of base[key] for writing through it (`$a[k][...] = v`, `$a[k]->p = v`).
/// Autovivifies null/false bases into arrays and missing keys into null.
/// What a write wanted of a string offset it cannot take (php's zend_wrong_string_offset).
enum class StringOffsetUse : uint8_t { Array, Object, AssignOp, IncDec, Ref };
/// php's error for a string offset used as a container: the key is checked first (its
/// warnings and TypeError, as for a string offset write), then the Error for `use`.
[[noreturn]] void throwWrongStringOffset(const TypedValue& key, StringOffsetUse use);
TypedValue* elemLval(TypedValue& base, const TypedValue& key, TypedValue& tmp,
                     StringOffsetUse use = StringOffsetUse::Array);
/// The slot of base[] (a new element) for writing through it.
TypedValue* elemLvalAppend(TypedValue& base, TypedValue& tmp);
/// The slot of base[key] for unset() of something inside it; null when absent.
TypedValue* elemLvalUnset(TypedValue& base, const TypedValue& key, TypedValue& tmp,
                          StringOffsetUse use = StringOffsetUse::Array);
/// base[key] = v (takes over v). Returns the value the expression evaluates to (owned).
TypedValue elemSet(TypedValue& base, const TypedValue& key, TypedValue v);
/// base[] = v (takes over v).
TypedValue elemAppend(TypedValue& base, TypedValue v);
/// unset(base[key]).
void elemUnset(TypedValue& base, const TypedValue& key);
bool elemIsset(const TypedValue& base, const TypedValue& key);
bool elemEmpty(const TypedValue& base, const TypedValue& key);

// --- Properties -----------------------------------------------------------------------------

/// Class::findProp, through a memo of its answers (direct-mapped by class,
/// scope and name; per thread, emptied when inlineCacheEpoch() changes) when
/// the name is a static string (a literal: never freed, so its address names
/// it). A property site that sees objects of several classes (`$this->x` in
/// a base class) refills its one-way inline cache from here.
int64_t findPropCached(const Class* cls, const StringData* name, const Class* scope, bool& accessible);
/// `$o->p` where no instance property p is declared: php's Error for a name
/// starting with NUL; when a static p is declared, php's "Accessing static
/// property C::$p as non static" notice (or the static's visibility error).
/// Callers skip it where php's lookup is silent (isset, ??).
/// `magic` is the class's method of the access's kind (silent when it runs).
void checkUndeclaredProp(const ObjectData* o, const StringData* name, const Class* scope, const Func* magic,
                         MagicGuard kind);
/// A typed property's check for an object of a class other than the last
/// one it accepted (PropSlot::lastAcceptedClass): whether the object fits the
/// type as it is (no coercion); then its class becomes the last accepted.
/// False sends the interpreter's fast store to the full handler.
bool propTypeAcceptsObject(const PropSlot& p, const TypedValue& v);
/// Bumped whenever the thread's request's inline cache table is freed (its
/// classes die with it): the thread's memos keyed by Class addresses start
/// over when it changes. Per thread: a request's memos name only what that
/// request keeps alive (its classes, the pooled copies it took, systemlib
/// classes), which another thread's request end never frees, so a server's
/// request threads do not empty each other's memos.
extern constinit thread_local uint64_t tl_inlineCacheEpoch;
inline uint64_t inlineCacheEpoch() { return tl_inlineCacheEpoch; }
/// The epoch of the memos whose answers follow from the Classes they are
/// keyed on alone (a property's slot, an ordinary method, iteration facts,
/// known interfaces; keyed also by static strings, never freed): moved only
/// when the thread's request freed a Class or a Unit of its own (whose
/// addresses could come back as others': ~ExecutionContext), or when any
/// shared unit was freed. A server's pooled classes are never freed, so
/// these memos stay filled from one request of a thread to the next. Memos
/// whose answers depend on what a name means in the request (class_alias,
/// constants) keep inlineCacheEpoch().
extern constinit thread_local uint64_t tl_classMemoEpoch;
extern std::atomic<uint64_t> g_sharedUnitsFreed;
inline uint64_t classMemoEpoch() { return tl_classMemoEpoch + g_sharedUnitsFreed.load(std::memory_order_acquire); }
/// class_alias() gave a name a class: the memo of class-typed checks passed
/// (type-check.h objectPassedAt, on classMemoEpoch()) starts over now, and
/// again after the request (takeClassAliased, ~ExecutionContext).
void noteClassAliased();
bool takeClassAliased();

/// Reads base->name from code running in `ctx` (the class scope, or null).
const TypedValue* propRead(const TypedValue& base, StringData* name, const Class* ctx, bool quiet,
                           TypedValue& tmp);
/// What a property is fetched for writing into (php's FETCH_OBJ_W flags): the default
/// (ReadWrite: `$o->p[k] .= v`, `$o->p->q = v`), an element write (`$o->p[] = v`: a
/// typed property that cannot hold an array is not auto-initialized), or a reference.
enum class PropFetch : uint8_t { ReadWrite, Write, Dim, Ref, Bind };
/// The slot of base->name for writing inside it (`$o->a[] = v`). Null bases throw Error.
TypedValue* propLval(TypedValue& base, StringData* name, const Class* ctx, TypedValue& tmp,
                     PropFetch how = PropFetch::ReadWrite);
/// The slot of base->name a reference is bound into (`$o->p = &$x`): an
/// uninitialized typed property is the slot itself (binding initializes it).
TypedValue* propLvalForBind(TypedValue& base, StringData* name, const Class* ctx, TypedValue& tmp);
/// The slot for unset() inside a property; null when absent.
TypedValue* propLvalUnset(TypedValue& base, StringData* name, const Class* ctx, TypedValue& tmp);
/// base->name = v (takes over v); returns the assigned value (owned).
TypedValue propSet(TypedValue& base, StringData* name, const Class* ctx, TypedValue v);
void propUnset(TypedValue& base, StringData* name, const Class* ctx);
bool propIsset(const TypedValue& base, StringData* name, const Class* ctx);
bool propEmpty(const TypedValue& base, StringData* name, const Class* ctx);

/// Binds base->name to a reference (`$o->p = &$x`, `foreach ($o->a as &$v)`).
TypedValue* propLvalForRef(TypedValue& base, StringData* name, const Class* ctx, TypedValue& tmp);

// --- Typed properties -------------------------------------------------------------------------

/// Checks and coerces a value assigned to the static property `sp` (`A::$x = v`,
/// `A::$x += v`) against its type; releases `v` when it throws, as php's TypeError.
void checkStaticPropType(const StaticPropSlot& sp, TypedValue& v);
/// A property default computed from constants, checked against the declared
/// type in strict mode as php does when it resolves defaults (TypeError;
/// `v` is released when it throws).
void checkPropDefault(const PropSlot& p, TypedValue& v);
/// An element write into the static property `sp` (`A::$x[] = v`): php's TypeError when
/// the null or false it holds would become an array its type cannot hold.
void checkStaticPropDim(const StaticPropSlot& sp);
/// ++/-- of an int property of type `t` that went past PHP_INT_MAX/MIN (before int,
/// after float): php's TypeError when the type has no float.
void checkIncDecOverflow(const TypeConstraint* t, const Class* declCls, const StringData* name, bool inc,
                         const TypedValue& before, const TypedValue& after);
/// The declared type of base->name as seen from `scope` (null when untyped, not
/// an object, undeclared or inaccessible), with the class that declares it and
/// the property's slot in the object.
const TypeConstraint* declaredPropType(const TypedValue& base, StringData* name, const Class* scope,
                                       const Class*& declCls, const TypedValue*& slot);

// --- Helpers ----------------------------------------------------------------------------------

/// Turns a slot into a Reference (boxing its value) and returns the box.
RefData* boxSlot(TypedValue& slot);
/// Makes an autovivifiable base (null, unset, false with php's deprecation) an
/// empty array; false for bases that are not arrays and cannot become one.
bool vivifyArray(TypedValue& b);

} // namespace hop
