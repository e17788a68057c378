// callable.h — PHP callables: "func", "Cls::method", [$obj, "method"],
// [Cls::class, "method"], Closure objects and objects with __invoke.
#pragma once

#include <string>

#include "runtime/value/typed-value.h"
#include "vm/interp.h"

namespace hop {

struct Func;
struct Class;
struct ObjectData;
struct StringData;

struct ResolvedCallable {
  const Func* func = nullptr;
  CallContext cc;                  // $this, class, closure (borrowed)
  StringData* magicName = nullptr; // set when dispatching through __call / __callStatic (borrowed)
};

/// Resolves a callable relative to the calling scope `scope`. On failure returns
/// false and, when `error` is given, sets PHP's reason text (e.g. "function "foo"
/// not found or invalid function name").
bool resolveCallable(const TypedValue& c, ResolvedCallable& out, std::string* error, const Class* scope);
/// php's Error for calling (or making a closure of) a value that is not
/// callable; `resolveError` is what resolveCallable said.
[[noreturn]] void throwNotCallable(const TypedValue& c, const std::string& resolveError);
/// A callable kept to be called later (shutdown and tick functions), owned:
/// "self", "parent" and "static" replaced by the classes they name now, as
/// php keeps the call it resolved at registration.
/// A method of the running $this is kept with the object.
TypedValue callableForLater(const TypedValue& c, const ResolvedCallable& rc);
/// $obj->name(...): the method to call from `scope`, or __call; throws
/// Error for undefined or inaccessible methods.
void resolveMethodOrThrow(ObjectData* obj, StringData* name, const Class* scope, ResolvedCallable& out);
/// Cls::name(...): static methods, or instance methods called with a
/// compatible $this (parent::foo()), or __callStatic / __call.
void resolveStaticMethodOrThrow(Class* cls, StringData* name, const Class* scope, ObjectData* thisObj,
                                ResolvedCallable& out);

/// Set while a callable is only checked (a `callable` type, a builtin's
/// argument check before the builtin resolves it again): php raises its
/// callable deprecations once, where the callable is used.
extern thread_local bool tl_quietCallableCheck;
struct QuietCallableCheck {
  bool saved = tl_quietCallableCheck;
  QuietCallableCheck() { tl_quietCallableCheck = true; }
  ~QuietCallableCheck() { tl_quietCallableCheck = saved; }
};

/// is_callable(); `syntaxOnly` only checks the shape. `deprecations`: raise
/// php's callable deprecations ("self"/"parent"/"static"), as is_callable() does.
bool isCallable(const TypedValue& c, bool syntaxOnly, bool deprecations = false);
/// Calls a resolved callable with arguments (copied), returns the owned result.
TypedValue invokeResolved(const ResolvedCallable& rc, const TypedValue* args, uint32_t nargs);
/// Calls with arguments given as an array whose string keys are parameter
/// names (call_user_func_array, named arguments through a callable).
TypedValue invokeWithNamedArgs(const ResolvedCallable& rc, ArrayData* args);
/// Resolves and calls; throws TypeError/Error for invalid callables.
TypedValue callCallable(const TypedValue& c, const TypedValue* args, uint32_t nargs);
/// The name is_callable() reports in $callable_name ("Cls::method", "Closure::__invoke").
std::string callableName(const TypedValue& c);
/// The class whose code is running (for visibility of callables), or null.
const Class* currentScope();

} // namespace hop
