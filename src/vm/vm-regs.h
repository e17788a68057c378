// vm-regs.h — the interpreter's registers and VM stack for one request.
//
// fp, sp and pc are the whole machine state between instructions (DESIGN.md
// "Frames and the VM stack"). The interpreter keeps them in locals while it
// runs and writes them back here ("syncs") before anything that can raise an
// error, call back into PHP or inspect the stack (backtraces, unwinding).
// JIT code will keep fp and sp pinned in registers and sync the same way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "runtime/value/typed-value.h"
#include "vm/inline-cache.h"

namespace hop {

struct ActRec;
struct Func;

/// Scratch state of a member-instruction sequence (Base*, Dim*, final op).
struct MemberState {
  TypedValue* base = nullptr;    // the current base, inside a local, array, property or tvTemp
  TypedValue tvTemp[2] = {makeNull(), makeNull()};  // owned temporaries (results of offsetGet, __get, string offsets)
  int tempIdx = 0;
  TypedValue tvNull = makeNull();  // a Null that write-mode failures point at
  /// The object whose property holds the base, for readonly/typed checks.
  struct ObjectData* propOwner = nullptr;
};

/// A builtin being executed (builtins have no ActRec): what backtraces show
/// for it, and where it was called from.
struct NativeFrame {
  const Func* func;
  const TypedValue* args;
  uint32_t nargs;
  ActRec* callerFp;              // the PHP frame that called it (may be null)
  const uint8_t* callerPc;
  struct ObjectData* thisObj;
};

struct VMState {
  // The registers. sp points one past the top of the evaluation stack.
  ActRec* fp = nullptr;
  TypedValue* sp = nullptr;
  const uint8_t* pc = nullptr;

  // The stack, [stackBase, stackLimit): a reserved mapping committed on use.
  TypedValue* stackBase = nullptr;
  TypedValue* stackLimit = nullptr;
  size_t stackBytes = 0;

  MemberState member;

  /// The request's inline caches (vm/inline-cache.h).
  InlineCacheTable caches;

  /// Builtins currently running, innermost last.
  std::vector<NativeFrame> nativeFrames;

  /// Depth of nested interpreter loops (callbacks from builtins into PHP).
  int nesting = 0;

  /// Allocates the stack (bytes of address space; committed lazily).
  void allocStack(size_t bytes);
  void freeStack();
};

} // namespace hop
