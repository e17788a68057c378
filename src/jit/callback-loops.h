// callback-loops.h — the JIT's loops of builtins that call a Closure per element (array_map ...).
//
// A builtin such as array_map calls its callback through the runtime's
// entry from C++ (invokeResolved, then the JIT's native entry: some 330
// instructions a call). Compiled code calls the builtins listed here
// (IR CallBuiltinLoop, irgen-builtin.inc) through hopJitCallBuiltinLoop:
// when the callback is a Closure and the other arguments are of the kinds
// the loop takes, the loop below runs in the builtin's place — the same
// walk, the same results, warnings and exceptions, its native frame shown
// in backtraces — and calls the Closure through a CallbackCaller
// (call-helpers.h), which runs the closure's translation as a compiled
// call does. Each loop is the builtin's own (runtime/builtins/
// array-functional.cpp) for those argument kinds: a change there is made
// here too.
#pragma once
#include <cstdint>

#include "runtime/builtins/native-args.h"
#include "vm/callable.h"

namespace hop::jit {

struct CallbackLoop {
  const char* name;      // the builtin, as registered
  uint32_t minArgs, maxArgs;
  uint32_t callbackArg;  // the Closure's argument
  uint32_t arrayArg;     // the array walked
  void (*run)(NativeArgs& a, const ResolvedCallable& rc);
  /// The arguments the loop takes (the callback a Closure, the array an
  /// array); rc resolved from the Closure.
  bool accepts(const TypedValue* args, uint32_t n, ResolvedCallable& rc) const;
};

/// The loop of builtin f called with n arguments; null when there is none.
const CallbackLoop* callbackLoop(const Func* f, uint32_t n);

} // namespace hop::jit
