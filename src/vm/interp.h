// interp.h — the bytecode interpreter's entry points.
//
// The interpreter runs PHP→PHP calls in one loop without recursing on the
// native stack; it only recurses when C++ calls back into PHP (a builtin
// invoking a callback, a destructor, __toString ...), through invokeFunc.
#pragma once

#include <cstdint>

#include "runtime/value/typed-value.h"

namespace hop {

struct Func;
struct Class;
struct ObjectData;
struct Unit;
struct VMState;
struct ActRec;

/// Runs from vm.pc in frame vm.fp until a frame entered from C++ returns.
void runInterpreter(VMState& vm);

/// runInterpreter for compiled code that left the rest of a call to the
/// interpreter (jit/call-helpers.h, the frame marked kReturnToJit): a PHP
/// exception no frame of this loop catches is handed back (owned, the
/// unwinder stopped at that frame) instead of thrown through C++ frames;
/// null when the frame returned.
ObjectData* runInterpreterForJit(VMState& vm);

/// What a call needs besides the Func: $this or the called class, and the
/// Closure object when calling a closure.
struct CallContext {
  ObjectData* thisObj = nullptr;   // borrowed
  Class* cls = nullptr;            // late-static-bound class for static calls
  ObjectData* closure = nullptr;   // borrowed
  bool dynamic = false;            // called through a callable value
  bool wantsRef = false;           // a by-reference function hands back its reference
};

/// Calls `f` with `nargs` arguments from C++ and returns the result (owned).
/// PHP exceptions propagate as PhpException.
TypedValue invokeFunc(const Func* f, const TypedValue* args, uint32_t nargs, const CallContext& cc = {});

/// Runs a unit's pseudo-main in the global scope and returns its result.
TypedValue runPseudoMain(Unit* unit);

} // namespace hop
