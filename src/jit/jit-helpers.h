// jit-helpers.h — C++ helpers compiled code calls on its slow paths, beyond
// the interp-one of interp-one.h: they follow its rules (vm.pc/vm.sp are set
// first, so a destructor, a warning or a backtrace sees the interpreter's
// state; a C++ exception is caught and parked in the run's TransCall, and
// the helper returns kTransException for the translation to return).
#pragma once
#include <cstdint>

#include "bytecode/op-info.h"
#include "runtime/value/data-type.h"

namespace hop {
struct VMState;
struct TypedValue;
struct HeapHeader;
struct Class;
}

namespace hop::jit {

/// The immediate holding the branch target (BA, relative to the
/// instruction) of a bytecode that may branch, or -1.
inline int branchImmIndex(Op op) {
  for (int i = 0; i < opNumImms(op); ++i) {
    if (opImmKind(op, i) == ImmKind::BA) return i;
  }
  return -1;
}

/// Releases the heap value `h` of type `type` whose last reference compiled
/// code dropped at bytecode `off`, with `depth` evaluation stack slots in use
/// (all in memory). Its destructor may run PHP code. Returns 0, or
/// kTransException when that threw.
extern "C" uint64_t hopJitRelease(VMState* vm, uint32_t off, uint32_t depth, HeapHeader* h, uint64_t type);

/// hopJitInterpOne for a bytecode that may branch (IterInit, IterNext ...):
/// 0 when it fell through, 1 when it jumped to its branch target (compiled
/// code goes on at either), else what hopJitInterpOne returns.
extern "C" uint64_t hopJitInterpOneBr(VMState* vm, uint32_t off, uint32_t depth);

struct ClsSite;
/// Profiling code (hop.jit=pgo; a callh: vm, then the operands, then the
/// bytecode position): counts the class of the object `tv` holds
/// in `site` (prof-data.h). Returns 0. Raises nothing, runs no PHP code.
extern "C" uint64_t hopJitProfObjCls(VMState* vm, ClsSite* site, const TypedValue* tv, uint64_t at);

/// InstanceOfTV (a callh: vm, the value's address, the class): whether the
/// value (through a reference) is an object of that class or of a
/// subclass. Raises nothing.
extern "C" uint64_t hopJitInstanceOf(VMState* vm, const TypedValue* v, const Class* cls, uint64_t);

/// SameStk (a callh: vm, the addresses of two stack slots): whether the
/// values are identical (===), 0 or 1; kNotHandled for two arrays (compared
/// by content, which may throw at depth: the interpreter's Same).
extern "C" uint64_t hopJitSameStk(VMState* vm, const TypedValue* a, const TypedValue* b, uint64_t);

} // namespace hop::jit
