// interp-one.h — the fallback for bytecodes a translation does not compile:
// compiled code calls interpOneHelper, which runs the instruction's
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

namespace hop {
struct VMState;
}

namespace hop::jit {

/// Runs the instruction at bytecode offset `off` of vm->fp's function with
/// `depth` evaluation stack slots in use. Returns 0 when it fell through
/// (compiled code continues), kTransResumeVM when vm.pc went elsewhere (the
/// interpreter resumes there), kTransException when it threw (parked).
extern "C" uint64_t hopJitInterpOne(VMState* vm, uint32_t off, uint32_t depth);

/// The exception the last kTransException of this thread parked (moved
/// out; empty if none).
std::exception_ptr takeParkedException();

} // namespace hop::jit
