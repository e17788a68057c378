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

/// One run of compiled code, on the runtime's native stack while the
/// translation runs (runs nest: compiled code → interp-one → a builtin →
/// PHP code → compiled code). Reached by the helper through t_transCall.
struct TransCall {
  explicit TransCall(VMState& vm);
  ~TransCall();
  TransCall(const TransCall&) = delete;
  TransCall& operator=(const TransCall&) = delete;

  VMState& vm;
  TransCall* outer;
  const char* savedStackLimit;   // vm.jitStackLimit of the enclosing run
  /// What the last kTransException parked.
  std::exception_ptr parked;
  /// Compiled code runs member sequences in a member state of its own: a
  /// frame entered from C++ (offsetGet, __get) may start in the middle of
  /// its caller's sequence. The caller's is set aside at the first member
  /// instruction and comes back when the run ends (as the interpreter's
  /// nested loop does). A run never ends inside a sequence of its own:
  /// member instructions do not branch, and exceptions reset the state.
  std::optional<MemberState> savedMember;
};

extern thread_local TransCall* t_transCall;

} // namespace hop::jit
