// string-helpers.h — string concatenation for compiled code (the ConcatStr
// and AppendLoc IR ops), called through vasm `callh`.
//
// Each takes the VMState, two operands and where the interpreter stands
// (transResumeAt(offset, depth): vm.pc/vm.sp are set from it first, so a
// warning or an error sees the interpreter's state; the evaluation stack
// is in memory). Counted strings passed as operands are consumed (their
// reference dropped or reused); the result is a new reference. On a C++
// exception (a size overflow) the helper drops what it was given, parks
// the exception in the run's TransCall and returns null: compiled code
// then leaves with kTransException.
#pragma once
#include <cstdint>

#include "runtime/string/string-data.h"
#include "runtime/value/typed-value.h"
#include "vm/vm-regs.h"

namespace hop::jit {

/// a . b for a string and a string, a string and an int, an int and a string.
extern "C" StringData* hopJitConcatSS(VMState* vm, StringData* a, StringData* b, uint64_t at);
extern "C" StringData* hopJitConcatSI(VMState* vm, StringData* a, int64_t b, uint64_t at);
extern "C" StringData* hopJitConcatIS(VMState* vm, int64_t a, StringData* b, uint64_t at);

/// `$local .= b` where the local holds a string: appended in place when the
/// local has its only reference (php's in-place concat), else a new string
/// replaces it. Returns the local's new string (no reference of its own);
/// the local is never left dangling.
extern "C" StringData* hopJitAppendLocalS(VMState* vm, TypedValue* local, StringData* b, uint64_t at);
extern "C" StringData* hopJitAppendLocalI(VMState* vm, TypedValue* local, int64_t b, uint64_t at);

/// `a === b` of two strings (by content; neither reference is dropped): 0 or 1.
extern "C" uint64_t hopJitSameStr(VMState* vm, StringData* a, StringData* b, uint64_t at);

/// `$s[$i]` with 0 <= i < strlen (checked before): the static one-byte string.
extern "C" StringData* hopJitStrCharAt(VMState* vm, StringData* s, int64_t i, uint64_t at);

/// `(string) i`: a new string (a reference of its own).
extern "C" StringData* hopJitIntToStr(VMState* vm, int64_t i, uint64_t unused, uint64_t at);

} // namespace hop::jit
