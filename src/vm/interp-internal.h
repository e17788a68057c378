// interp-internal.h — what the interpreter's op families share: the
// out-of-line handler of every op (iopName), frame helpers and lookups.
//
// Register protocol: an out-of-line handler runs with vm.pc at the start of
// its instruction and vm.sp/vm.fp current. It decodes its immediates from
// vm.pc, does its work, and leaves vm.pc at the next instruction to run (the
// fall-through, a branch target, or a callee's entry). It may throw a PHP
// exception (PhpException) with the registers still describing the throwing
// instruction; the unwinder relies on that.
#pragma once

#include <cstdint>

#include "vm/native-frame-info.h"
#include <string>

#include "bytecode/func.h"
#include "bytecode/op-info.h"
#include "bytecode/ops.h"
#include "bytecode/unit.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "vm/act-rec.h"
#include "vm/inline-cache.h"
#include "vm/interp.h"
#include "vm/iterate.h"
#include "vm/frames.h"
#include "vm/generator.h"
#include "vm/lookup.h"
#include "vm/op-handlers.h"
#include "runtime/base/resource.h"
#include "vm/vm-regs.h"
#include "vm/unwind.h"

namespace hop {


/// runInterpreter for a caller that already marked the PHP entry and checked
/// the native stack (invokeFunc: a callback from a builtin).
void runInterpreterEntered(VMState& vm);

/// Calls a builtin with its arguments at args[0..nargs) (already on the stack
/// or anywhere else) and writes the result to `ret`.
void callBuiltin(const Func* f, TypedValue* args, uint32_t nargs, TypedValue& ret, const CallContext* cc);

/// FCall's work: enters the callee of the ActRec under `nargs` arguments.
/// Builtins complete here (vm.pc advanced past the call).
void doFCall(VMState& vm, uint32_t nargs, uint32_t instrLength);
/// enterSimpleFrame (vm/frames.h) for a call that passes fewer than the
/// declared parameters of a plain function whose omitted ones all have
/// constant defaults, or at most the parameters of a function with
/// by-reference ones (not variadic): fills the defaults and the other
/// locals. False, changing nothing, when the general path (enterFrame) is
/// needed.
bool enterFrameWithConstDefaults(ActRec* ar, uint32_t nargs, const TypedValue* stackLimit);
/// Whether the pending call `ar` takes argument `i` by reference (what
/// FPass*/FIsRefParam ask; calls through __call take values).
HOP_ALWAYS_INLINE bool pendingArgByRef(const ActRec* ar, uint32_t i) {
  const Func* f = ar->m_func;
  if (!f || !f->takesRefs || (ar->m_flags & ActRec::kMagicCall)) return false;
  const uint32_t np = f->numParams();
  const ParamInfo* p = i < np ? &f->params[i] : (f->isVariadic() ? &f->params[np - 1] : nullptr);
  return p && p->byRef;
}
/// A property site's inline cache missed for objects of `cls` (both ways): fills
/// it for `cls` from the request's lookup memo (member-ops.h findPropCached)
/// when the name finds an accessible declared slot; false otherwise (the
/// full handler decides). `key` points at the PT/QT member key's bytes.
bool refillPropCache(VMState& vm, const ActRec* fp, const uint8_t* key, const Class* cls);
/// The same for a key in Func f's bytecode seen from class scope `scope`,
/// without a frame of f (an accessor read at its call site).
/// An FPushObjMethodD at `pc` (in fp's Func) whose ways all missed class
/// `cls` seen from `scope`: the method the request resolved for them before
/// (a memo iopFPushObjMethodD fills), put first in the site's ways; null
/// when never resolved (the full handler resolves it).
const Func* refillMethodCache(VMState& vm, const ActRec* fp, const uint8_t* pc, const Class* cls, const Class* scope);
/// Whether every frame of `f` sees one class scope (its class, or none for
/// a plain function): not a closure's body (bindTo), an included file or an
/// initializer (their scope is the includer's, the declaring class's). A
/// closure made from a method or function keeps its scope (validClosureBinding).
/// The inline cache entries of such a Func that are keyed on the calling
/// scope hold kPropAnyScope instead (inline-cache.h).
HOP_ALWAYS_INLINE bool frameScopeFixed(const Func* f) {
  return !(f->attrs & (kAttrClosure | kAttrPseudoMain | kAttrInitializer));
}
/// What a scope-keyed cache entry of `f` holds for frames whose scope is `scope`.
HOP_ALWAYS_INLINE const Class* cacheEntryScope(const Func* f, const Class* scope) {
  return frameScopeFixed(f) ? reinterpret_cast<const Class*>(kPropAnyScope) : scope;
}
bool refillPropCacheOf(VMState& vm, const Func* f, const Class* scope, const uint8_t* key, const Class* cls);
/// The same for `$this->name` in Func f (scope its frame's class): in a
/// method (frameScopeFixed) whose class finds an accessible slot for the
/// name, the entry becomes (scope, kPropAnyThis), which holds for every $this.
bool refillThisPropCache(VMState& vm, const Func* f, const Class* scope, const uint8_t* key, const Class* cls);
/// A class-typed parameter or return check (VerifyParamType/VerifyRetType)
/// missed its one-class cache for object `v`: when `v` satisfies `tc` as is,
/// remembers its class at `cacheSlot` and returns true (what the full
/// handler would conclude, without its strictness and coercion work).
bool refillClassTypeCache(VMState& vm, const Func* f, const TypeConstraint& tc, const TypedValue& v,
                          uint32_t cacheSlot);

/// The static variables of a function or method (`static $x`, not a
/// closure's: those are its Closure object's) live in the request's
/// ExecutionContext::staticLocals, by Func. StaticLocInit finds them through
/// this per-thread memo first (direct-mapped by Func; an entry holds for the
/// request that filled it: inlineCacheEpoch() moves at its end; the vector is
/// sized once and never moves after).
struct StaticLocalsMemoEntry {
  const Func* func;
  uint64_t epoch;
  TypedValue* slots;
};
inline constexpr uint32_t kStaticLocalsMemoSize = 64;
extern constinit thread_local StaticLocalsMemoEntry tl_staticLocalsMemo[kStaticLocalsMemoSize];
HOP_ALWAYS_INLINE StaticLocalsMemoEntry& staticLocalsMemoEntry(const Func* f) {
  return tl_staticLocalsMemo[(reinterpret_cast<uintptr_t>(f) >> 6) % kStaticLocalsMemoSize];
}
/// The slots of f's static variables, when the memo has them for this request.
HOP_ALWAYS_INLINE TypedValue* staticLocalsMemoHit(const Func* f, uint64_t epoch) {
  const StaticLocalsMemoEntry& e = staticLocalsMemoEntry(f);
  return e.func == f && e.epoch == epoch ? e.slots : nullptr;
}

/// Moves the elements of an argument array (spread and named arguments) onto
/// the stack above `ar`, in parameter order; returns the argument count.
/// Named arguments no parameter takes (for a variadic, __call, or a builtin
/// that forwards them) wait in ExecutionContext::namedExtraArgs, flagged by
/// ActRec::kHasNamedVariadic, until the call consumes them. `unpacking`: the
/// array came from `...` (php's messages say so), not from a builtin.
uint32_t spreadArgsArray(VMState& vm, ActRec* ar, ArrayData* args, bool unpacking = true);
/// php's zend_call_function warning: a value given from C++ (call_user_func
/// and the like) for by-reference parameter `i`.
void warnByRefGivenValue(const Func* f, uint32_t i, const ParamInfo& p);
/// Takes the named arguments spreadArgsArray set aside for `ar` (null if none).
ArrayData* takeNamedExtraArgs(ActRec* ar);

/// Class references on the stack: a class-name string, an object, or the
/// result of ClsRefS. Throws Error when the class does not exist.
Class* classFromClassRef(const TypedValue& ref);

/// unset($$name).
void unsetVarByName(ActRec* fp, const StringData* name);

/// Raises "Undefined variable $name".
void raiseUndefinedVariable(const Func* f, uint32_t local);

// --- Decoding helpers -------------------------------------------------------------------

inline StringData* litstr(const VMState& vm, uint32_t id) { return vm.fp->m_func->unit->litstrs[id]; }

} // namespace hop
