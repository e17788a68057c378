// interp-one.h — the fallback for bytecodes a translation does not compile:
// compiled code calls hopJitInterpOne, which runs the instruction's
// interpreter handler (iopName) on the VM frame (locals and evaluation
// stack are in memory at that point) and says whether compiled code may go
// on at the fall-through.
//
// A C++ exception must never unwind through compiled code (it has no unwind
// information): the helper catches everything and parks it for this thread;
// the translation then returns kTransException and the runtime rethrows it
// from C++, with the VM registers at the throwing instruction, so the
// interpreter's unwinder sees what it would have seen.
#pragma once
#include <cstdint>
#include <exception>
#include <optional>

#include "runtime/base/execution-context.h"
#include "util/assert.h"
#include "jit/trans-abi.h"
#include "vm/vm-regs.h"

namespace hop::jit {

/// Runs the instruction at bytecode offset `off` of vm->fp's function with
/// `depth` evaluation stack slots in use. Returns 0 when it fell through
/// (compiled code continues), kTransResumeVM when vm.pc went elsewhere (the
/// interpreter resumes there), kTransException when it threw (parked).
extern "C" uint64_t hopJitInterpOne(VMState* vm, uint32_t off, uint32_t depth);

/// FCallBuiltin compiled as a call (the CallBuiltin IR op): the builtin the
/// FCallBuiltin at offset `at & 0xffffffff` names, on its arguments under
/// the top of a stack `at >> 32` slots deep — the interpreter's fast path
/// when the arguments have the parameters' types, else its handler
/// (coercions, warnings), the native frame shown, the arguments released.
/// (The two middle arguments are unused: callh passes two operands.)
/// Returns 0 with the result in the first argument's slot, or
/// kTransException when it threw (parked; the stack as the interpreter's
/// unwinder expects it).
extern "C" uint64_t hopJitCallBuiltin(VMState* vm, uint64_t, uint64_t, uint64_t at);

/// CallBuiltinChecked: the builtin `id` (FCallBuiltin's immediate) on the
/// `n` arguments under the top of a stack `at >> 32` slots deep, which
/// compiled code knows pass its parameters' checks as they are: called as
/// the interpreter's fast path calls it (the native frame shown, the
/// arguments released). Returns as hopJitCallBuiltin.
extern "C" uint64_t hopJitCallBuiltinChecked(VMState* vm, uint64_t id, uint64_t n, uint64_t at);

/// CallBuiltinLeaf: as hopJitCallBuiltinChecked, without the builtin's
/// native frame (a builtin that raises nothing and calls no PHP code given
/// arguments of its parameters' types: no backtrace can see it).
extern "C" uint64_t hopJitCallBuiltinLeaf(VMState* vm, uint64_t id, uint64_t n, uint64_t at);

/// CallBuiltinLoop: a builtin that calls back into PHP code once per
/// element (array_map ...) with a Closure, run by the JIT's own loop
/// (callback-loops.h), whose calls enter compiled code as compiled calls
/// do; other arguments, as hopJitCallBuiltin. Returns as it.
extern "C" uint64_t hopJitCallBuiltinLoop(VMState* vm, uint64_t id, uint64_t n, uint64_t at);


struct TransCall;
extern thread_local TransCall* t_transCall;

/// Room compiled PHP calls leave on the native stack below the last one:
/// enough for the helpers and a nested interpreter loop to finish a callee
/// and reach their own stack checks (stack-guard.h).
constexpr size_t kJitCallStackMargin = 256u << 10;

/// One run of compiled code, on the runtime's native stack while the
/// translation runs (runs nest: compiled code → interp-one → a builtin →
/// PHP code → compiled code). Reached by the helper through t_transCall.
struct TransCall {
  /// (Inline: every entry into compiled code makes one, a short callback's
  /// several hundred thousand.)
  explicit TransCall(VMState& v) : vm(v), outer(t_transCall), entered(v.fp), savedStackLimit(v.jitStackLimit) {
    t_transCall = this;
    // The limit of the native stack this run is on (a fiber's, or the
    // thread's); none known: no compiled calls at all.
    const char* limit = tl_exec ? tl_exec->nativeStackLimit : nullptr;   // (unit tests run without a request)
    vm.jitStackLimit = limit ? limit + kJitCallStackMargin : reinterpret_cast<const char*>(UINTPTR_MAX);
  }
  ~TransCall() {
    t_transCall = outer;
    vm.jitStackLimit = savedStackLimit;
    if (HOP_UNLIKELY(savedMember.has_value())) restoreMember();
  }
  TransCall(const TransCall&) = delete;
  TransCall& operator=(const TransCall&) = delete;

  VMState& vm;
  TransCall* outer;
  /// The frame the run entered (vm.fp when it started): one C++ entered
  /// (ActRec::kReturnToNative, a callback) may have been entered in the
  /// middle of its caller's member sequence. (The interpreter enters
  /// compiled code at calls and loop heads, between sequences.)
  const ActRec* entered;
  const char* savedStackLimit;   // vm.jitStackLimit of the enclosing run
  /// What the last kTransException parked: a C++ exception, or (parkedPhp,
  /// owned) the object of a PHP exception a nested interpreter loop handed
  /// back without throwing it (call-helpers.cpp).
  std::exception_ptr parked;
  ObjectData* parkedPhp = nullptr;
  /// Compiled code runs member sequences in a member state of its own: a
  /// frame entered from C++ (offsetGet, __get) may start in the middle of
  /// its caller's sequence. The caller's is set aside at the first member
  /// instruction and comes back when the run ends (as the interpreter's
  /// nested loop does). A run never ends inside a sequence of its own:
  /// member instructions do not branch, and exceptions reset the state.
  std::optional<MemberState> savedMember;

private:
  void restoreMember();
};

/// What a helper's `catch (...)` does: parks the exception being handled in
/// the run (the runtime rethrows it from C++, past the compiled frames) and
/// returns kTransException, for the helpers that return it.
inline uint64_t parkCurrentException() {
  t_transCall->parked = std::current_exception();
  return kTransException;
}

} // namespace hop::jit
