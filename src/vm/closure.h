// closure.h — Closure objects: a Func plus its bound $this, scope class,
// late-static-bound class and captured (`use`) values. The captured values
// are copied into the callee's locals after its parameters when it is called.
#pragma once

#include <cstdint>

#include "runtime/object/object-data.h"
#include "vm/callable.h"

namespace hop {

struct Func;
struct Class;
struct ObjectData;
struct ArrayData;
struct StringData;

struct ClosureData {
  const Func* func;
  ObjectData* thisObj;   // owned; null when unbound or static
  Class* scope;          // class scope (self::), or null
  Class* calledCls;      // static:: inside the closure
  ArrayData* captured;   // owned packed array in `use` order (References for &$x)
  StringData* magicName; // closures over __call/__callStatic: the method name (static string)
  TypedValue* statics;   // owned: this closure's own `static` variables (References), func->numStaticLocals
                         // slots made on first use; clone and bind copy them (php's per-object statics)
};

/// Closure is final and declares no properties, so its native data follows
/// the object header: no look at the class (a cache miss a call through a
/// closure would otherwise pay).
inline ClosureData* closureData(ObjectData* closure) {
  HOP_ASSERT(closure->cls()->numProps() == 0, "Closure declares no properties");
  return reinterpret_cast<ClosureData*>(closure->props());
}
/// A new Closure (takes over `captured`, incRefs thisObj).
ObjectData* makeClosure(const Func* f, ObjectData* thisObj, Class* scope, Class* calledCls, ArrayData* captured);
/// The closure's `static` variable slots (made Uninit on first use), or null
/// for closures over named functions and methods, whose statics are the function's.
TypedValue* closureStatics(ObjectData* closure);
/// The `static` variable slots `f` runs with, as they are now (none made yet:
/// null): a closure's own when `closure` runs f as itself, else f's in this
/// request. `count` gets how many there are.
const TypedValue* staticVarSlots(const Func* f, const ClosureData* closure, size_t& count);
/// A closure that calls a method through __call/__callStatic ($o->undefined(...)).
ObjectData* makeMagicClosure(const ResolvedCallable& rc);
/// php's closure comparison: only closures made from named functions or methods
/// (fromCallable, f(...)) compare equal, when they call the same function on
/// the same object and class.
bool closuresEqual(ObjectData* a, ObjectData* b);
/// Fills a ResolvedCallable to call the closure.
void closureAsCallable(ObjectData* closure, ResolvedCallable& out);
/// Registers the Closure class's native hooks.
void registerClosureClass();

} // namespace hop
