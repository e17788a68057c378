// call-helpers.h — PHP calls from compiled code (the callphp vasm op).
//
// A call site writes the callee's frame (ActRec completed, arguments in
// place, other locals Uninit), points vm.fp at it and calls through a
// smashable `call` that starts out at the runtime's call stub. The stub
// jumps to hopJitCallPHP, which finds (or makes) the callee's translation
// for its entry, binds the call site to it (later calls go straight
// there, the callee's entry guards deciding) and runs it. Whatever a
// callee translation returns other than kTransReturned — it left compiled
// code, its guards all failed, it was never translated, or it threw —
// goes to hopJitCallResume, which finishes the call: the interpreter runs
// the rest of the callee in a nested loop whose return comes back here
// (ActRec::kReturnToJit). An exception is parked (interp-one.h) with the
// VM registers where the interpreter's unwinder expects them, and the
// caller leaves compiled code with kTransException.
//
// Native stack: each compiled frame a call nests takes a few dozen bytes
// of it; call sites check vm.jitStackLimit first and leave deep recursion
// to the interpreter, whose calls take none.
#pragma once
#include <cstdint>

#include "bytecode/func.h"
#include "jit/tc.h"
#include "vm/callable.h"
#include "vm/vm-regs.h"

namespace hop::jit {

/// The call stub's target: runs the callee (translated at `entryOff` if it
/// can be) on the frame whose locals start at `locals` (vm.fp). Returns its
/// translation's status; when there is none to run, the interpreter runs
/// the callee from here (as hopJitCallResume): kTransReturned, or
/// kTransException.
extern "C" uint64_t hopJitCallPHP(VMState* vm, TypedValue* locals, uint32_t entryOff);

/// Finishes a call whose callee returned `status` (not kTransReturned).
/// 0: the callee returned, its result is in its ActRec's first slot;
/// kTransException: an exception is parked.
extern "C" uint64_t hopJitCallResume(VMState* vm, TypedValue* locals, uint64_t status, uint32_t entryOff);

/// `$f(...)` (IR PushClosure): when the value at `ar` (a stack slot) is a
/// Closure (no magic call) whose function takes `nargs` arguments by value
/// — no generator, var env or reference — writes its ActRec there as the
/// interpreter's FPushFunc does (the Closure's reference moves into the
/// closure slot) and returns 1; else 0, nothing done.
extern "C" uint64_t hopJitPushClosure(VMState* vm, ActRec* ar, void* unused, uint64_t nargs);
/// The FCall of such an ActRec (IR CallClosure; the callee's locals at
/// `locals`, its arguments in place): enters the frame (other locals Uninit,
/// the captured values after the arguments) and runs it as a call site's
/// stub would: its translation for compiled callers, else the interpreter.
/// 0: it returned (the result in the ActRec's first slot); kTransException:
/// parked; kNotHandled: nothing done, no room on the stacks (or a surprise
/// is pending) — the interpreter does the FCall.
extern "C" uint64_t hopJitCallClosure(VMState* vm, TypedValue* locals, TypedValue* unused, uint64_t callOff);

/// A builtin's callback called from a loop compiled code runs the builtin
/// with (callback-loops.cpp; vm.fp the compiled caller, vm.pc its
/// FCallBuiltin, vm.sp past the arguments): as invokeResolved, each call's
/// frame entered from C++ at vm.sp, but run as a compiled call site runs a
/// Closure's (the translation it ran last, no runtime entry); the
/// interpreter finishes what compiled code leaves. What is the same for
/// every call of the loop is looked at once. call() returns the result; an
/// exception no handler of the frame takes is thrown from the builtin's
/// call. Other callables, and no room, go to invokeResolved.
class CallbackCaller {
public:
  CallbackCaller(const ResolvedCallable& rc, uint32_t nargs);
  TypedValue call(const TypedValue* args);

private:
  void finish(ActRec* ar, TypedValue* locals, uint32_t entryOff, uint64_t r);
  const ResolvedCallable& m_rc;
  VMState& m_v;
  ActRec* m_caller;
  const uint8_t* m_pc;
  uint32_t m_n;
  uint32_t m_callOff = 0;
  bool m_fast = false;
  TCA m_known[2] = {nullptr, nullptr};   // the callee's translation per entry (plain, checked)
};

// --- What the helpers need of the runtime (jit-runtime.cpp) ---------------------------

/// The first translation of f's entry at `entryOff`, translating it first if
/// f is hot (for the types of `locals`); null when there is none to run.
TCA calleeEntry(const Func* f, uint32_t entryOffset, const TypedValue* locals);
/// Points the smashable call at `entry` (serialized with other smashes).
void bindCallSite(uint8_t* call, TCA entry);
/// Runs f's entry chain on vm.fp again after every entry guard failed,
/// translating for the types now seen.
enum class CalleeRun { Returned, Ran, NotRun };
CalleeRun rerunCallee(VMState& vm, const Func* f, uint32_t entryOffset);
/// A callee's optimized code asked to be optimized again (kTransReoptimizeBit).
void noteReoptimize(const Func* f);
/// hop.jit_stats: a call the interpreter finished.
void countFinishedCall();

} // namespace hop::jit
