// array-helpers.h — array lookups for compiled code (the ArrGet IR op),
// called through vasm `callh`: the element's address, or null when the key
// is missing (compiled code then leaves for the interpreter, which warns or
// gives null). Pure lookups: no reference taken, nothing raised.
#pragma once
#include <cstdint>

#include "runtime/array/array-data.h"
#include "runtime/string/string-data.h"
#include "vm/vm-regs.h"

namespace hop::jit {

/// `$a[$s]`: the key normalized as PHP does ("12" is the int key 12).
extern "C" const TypedValue* hopJitArrGetS(VMState* vm, const ArrayData* a, StringData* key, uint64_t at);
extern "C" const TypedValue* hopJitArrGetI(VMState* vm, const ArrayData* a, int64_t key, uint64_t at);
/// isset($a[$k]): 1 when the key is there and its value (through a reference) not null.
extern "C" uint64_t hopJitArrIssetS(VMState* vm, const ArrayData* a, StringData* key, uint64_t at);
extern "C" uint64_t hopJitArrIssetI(VMState* vm, const ArrayData* a, int64_t key, uint64_t at);
/// array_key_exists($k, $a): 1 when the key is there (whatever its value).
extern "C" uint64_t hopJitArrKeyExistsS(VMState* vm, const ArrayData* a, StringData* key, uint64_t at);
extern "C" uint64_t hopJitArrKeyExistsI(VMState* vm, const ArrayData* a, int64_t key, uint64_t at);
/// in_array($n, $a) of an Int (loose): 1 found, 0 not, kNotHandled when an
/// object or a reference comes before a match (its comparison may warn or
/// run code: the builtin's own path then).
extern "C" uint64_t hopJitInArrayInt(VMState* vm, const ArrayData* a, int64_t n, uint64_t at);

/// `$a[$k] ?? d`: the element's address, or a static null's when missing.
extern "C" const TypedValue* hopJitArrGetQS(VMState* vm, const ArrayData* a, StringData* key, uint64_t at);
extern "C" const TypedValue* hopJitArrGetQI(VMState* vm, const ArrayData* a, int64_t key, uint64_t at);

/// `$local[key] = v` (the ArrSetLoc IR op): `local` holds an array; v is the
/// value in the stack's top slot (a reference taken for the array). The
/// interpreter's registers are set from `at` first. 0, or kTransException
/// with the exception parked.
extern "C" uint64_t hopJitArrSetLocS(VMState* vm, TypedValue* local, StringData* key, uint64_t at);
extern "C" uint64_t hopJitArrSetLocI(VMState* vm, TypedValue* local, int64_t key, uint64_t at);

/// `[a, b, c]` of values (NewPackedArray): a packed array of the `n` values
/// in the top stack slots of a stack `at >> 32` deep (their references move
/// into it). Null with the exception parked (the memory limit).
extern "C" ArrayData* hopJitNewPackedArray(VMState* vm, uint64_t n, uint64_t unused, uint64_t at);

/// unset($local[key]) (the ArrUnsetLoc IR op): `local` holds an array. The
/// interpreter's registers are set from `at` (the UnsetM) first. 0, or
/// kTransException with the exception parked (a destructor threw).
extern "C" uint64_t hopJitArrUnsetLocS(VMState* vm, TypedValue* local, StringData* key, uint64_t at);
extern "C" uint64_t hopJitArrUnsetLocI(VMState* vm, TypedValue* local, int64_t key, uint64_t at);

/// `$local[k][] = v` (the ArrAppendDim IR op): `local` holds an array (else
/// kNotHandled), k and v are the top two of a stack `at >> 32` deep. When
/// k is an Int or Str whose element is missing or an array that takes an
/// append: v appended (a reference taken; the arrays copied on write, a
/// new one made for a missing element), k released, v moved into its slot
/// (SetM's result), 0. Else kNotHandled, nothing done; kTransException
/// with the exception parked (the memory limit).
constexpr uint64_t kNotHandled = 2;
extern "C" uint64_t hopJitArrAppendDim(VMState* vm, TypedValue* local, uint64_t unused, uint64_t at);
/// The same with the key a literal or a local's (the ArrAppendDim with a
/// source): v the stack's top, which stays (SetM's result).
extern "C" uint64_t hopJitArrAppendDimS(VMState* vm, TypedValue* local, StringData* key, uint64_t at);
extern "C" uint64_t hopJitArrAppendDimI(VMState* vm, TypedValue* local, int64_t key, uint64_t at);

/// foreach by value over an array (the IterInitArr / IterNextArr IR ops): the
/// IterInit / IterNext at `at & 0xffffffff` (stack `at >> 32` slots deep)
/// as the interpreter's handler runs it on an array, `iter` its iterator's
/// first local. Returns kIterJumped (to the bytecode's target), kIterFell,
/// kIterNotArray (the subject is no array: nothing done), or
/// kTransException with the exception parked (a destructor threw).
constexpr uint64_t kIterFell = 0, kIterJumped = 1, kIterNotArray = kNotHandled;
extern "C" uint64_t hopJitIterInitArr(VMState* vm, TypedValue* iter, uint64_t unused, uint64_t at);
extern "C" uint64_t hopJitIterNextArr(VMState* vm, TypedValue* iter, uint64_t unused, uint64_t at);

} // namespace hop::jit
