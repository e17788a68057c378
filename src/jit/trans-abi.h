// trans-abi.h — how the runtime calls a translation and what it returns.
//
//   uint64_t translation(VMState* vm, TypedValue* locals)
//
// The result is where the interpreter resumes: bits 0..31 the bytecode
// offset, bits 32..63 the evaluation stack depth (locals and stack are in
// the VM frame all along) — or one of the statuses below.
#pragma once
#include <cstdint>

namespace hop {
struct VMState;
struct TypedValue;
}

namespace hop::jit {

using TransFn = uint64_t (*)(VMState* vm, TypedValue* locals);

/// An interp-one left vm.pc somewhere other than its fall-through (a branch
/// taken, a call entered): the interpreter resumes where vm.pc/vm.sp say.
constexpr uint64_t kTransResumeVM = ~uint64_t(0);
/// An interp-one threw: the exception is parked (interp-one.h) and vm's
/// registers describe the throwing instruction; the runtime rethrows it.
constexpr uint64_t kTransException = ~uint64_t(0) - 1;
/// Every translation's entry guards failed (the chain's anchor stub): the
/// runtime may translate again for the types now seen.
constexpr uint64_t kTransRetranslate = ~uint64_t(0) - 2;

/// The translation ran the frame's return (RetC): the frame is gone, its
/// result is in the first slot of its ActRec (over the caller link), and
/// the caller goes on at its return offset. (vm.fp still names the returned
/// frame: whoever called the translation knows the caller and restores it.)
constexpr uint64_t kTransReturned = ~uint64_t(0) - 3;

/// Set in a resume status (offset | depth << 32) by an optimized
/// translation's exit at a block its profile had never seen run, once that
/// exit was taken hop.jit_pgo_threshold times: the runtime resumes as
/// usual (without the bit) and has the function optimized again, that
/// block now included.
constexpr uint64_t kTransReoptimizeBit = uint64_t(1) << 62;
/// A resume status without the bit (the specials above are left alone).
inline uint64_t stripReoptimize(uint64_t status) {
  return status >= kTransReturned ? status : status & ~kTransReoptimizeBit;
}

inline uint64_t transResumeAt(uint32_t offset, uint32_t depth) { return offset | (uint64_t(depth) << 32); }

} // namespace hop::jit
