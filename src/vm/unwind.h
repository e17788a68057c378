// unwind.h — exception unwinding through interpreted frames.
//
// When a PHP exception reaches the interpreter loop, unwindToHandler walks
// outward from vm.fp: for each frame it looks for the innermost try region
// covering the current pc (Func::ehTable); if one exists, it drops the
// evaluation stack, hands the exception to the handler's Catch op and resumes
// there. Otherwise it tears the frame down (releasing locals) and continues
// in the caller. It stops after tearing down a frame entered from C++
// (kReturnToNative), returning false: the exception then propagates as a C++
// exception to the native caller.
#pragma once

namespace hop {

struct VMState;
struct ObjectData;

/// Returns true when a handler in this interpreter invocation takes the
/// exception (registers now point at it), false when it must propagate.
/// `exc` is replaced when a destructor run while unwinding throws (the new
/// exception carries the old one as its previous).
bool unwindToHandler(VMState& vm, ObjectData*& exc);

/// The exception a Catch op will push (set by the unwinder).
void setPendingException(ObjectData* exc);
/// Takes the exception the unwinder left for a Catch op.
ObjectData* takePendingException();

} // namespace hop
