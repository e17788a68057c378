// vm-regs.h — the interpreter's registers and VM stack for one request.
//
// fp, sp and pc are the whole machine state between instructions (DESIGN.md
// "Frames and the VM stack"). The interpreter keeps them in locals while it
// runs and writes them back here ("syncs") before anything that can raise an
// error, call back into PHP or inspect the stack (backtraces, unwinding).
// JIT code will keep fp and sp pinned in registers and sync the same way.
//
// Each Fiber has a VMState of its own (its VM stack, registers and running
// builtins). The running context's state is always the one in
// ExecutionContext::vm: a switch moves the states in and out of it, so code
// holding `VMState& vm = ctx().vm` across a call that switches fibers finds
// its own state there again when the call returns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "runtime/value/typed-value.h"
#include "vm/inline-cache.h"
#include "vm/surprise.h"

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
  /// The static property a BaseSD/BaseS made the base when it is typed (else
  /// null): the writes with no key check its type when their base is its value.
  const struct StaticPropSlot* sprop = nullptr;
  /// The variable the sequence started from (its Base op), and its value
  /// held while a user error handler runs in the middle of the sequence: the
  /// handler may release the container the base points into (php holds it
  /// too). Released with the temporaries when the sequence ends.
  TypedValue* root = nullptr;
  /// Up to two values (a handler may replace the variable's container, and
  /// a later one the replacement: the base may point into either).
  TypedValue held[2] = {makeNull(), makeNull()};
  /// Whether values held for a handler are still owned here.
  bool heldLive() const { return isRefcounted(held[0].m_type) || isRefcounted(held[1].m_type); }
  /// Whether anything is owned here (temporaries or held values): fast
  /// paths that would leave them behind take the full handlers instead.
  bool tempsLive() const { return isRefcounted(tvTemp[0].m_type) || isRefcounted(tvTemp[1].m_type) || heldLive(); }
  /// Releases the temporaries and held values.
  void releaseOwned() {
    tvClear(tvTemp[0]);
    tvClear(tvTemp[1]);
    tvClear(held[0]);
    tvClear(held[1]);
  }
  /// Holds what the root variable holds now, while a handler runs.
  void holdRoot() {
    if (!base || !root) return;
    const TypedValue& now = *tvDeref(root);
    if (!isRefcounted(now.m_type)) return;
    for (TypedValue& h : held) {
      if (h.m_type == now.m_type && h.m_data.pcnt == now.m_data.pcnt) return;   // held already
      if (!isRefcounted(h.m_type)) {   // free (Null, or Uninit once cleared)
        h = now;
        tvIncRef(h);
        return;
      }
    }
  }
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
  /// Where the PHP functions this builtin calls appear to be called from in
  /// traces, instead of [internal function] (php runs an attribute's
  /// constructor from the attribute's line). Null: internal.
  const std::string* calleeSiteFile = nullptr;
  int calleeSiteLine = 0;
  /// Named arguments beyond the parameters (builtins that forward them).
  struct ArrayData* named = nullptr;
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

  /// The request's inline caches (vm/inline-cache.h): owned by the
  /// ExecutionContext, shared by the main context and every fiber.
  InlineCacheTable* caches = nullptr;

  /// Builtins currently running, innermost last.
  std::vector<NativeFrame> nativeFrames;

  /// Depth of nested interpreter loops (callbacks from builtins into PHP).
  int nesting = 0;

  /// Compiled code calls PHP functions on the native stack only while the
  /// stack pointer is above this (jit/interp-one.h TransCall sets it from
  /// the native stack's limit each time compiled code is entered); below it
  /// calls go back to the interpreter, whose calls use no native stack.
  const char* jitStackLimit = nullptr;

  /// Whether the call whose result was pushed last came from a function
  /// declared to return by reference (YieldNotRef of `yield f();`).
  bool lastCallReturnsRef = false;

  /// Asynchronous events for the running request (vm/surprise.h): tested at
  /// safe points by the interpreter and compiled code (jit/vm-offsets.h).
  SurpriseWord surprise;

  /// In a fiber: the state of the context that resumed it, waiting on its own
  /// native stack (fiber.cpp). Backtraces continue there after the fiber's
  /// bottom frame, as php links a fiber's first frame to its resumer's.
  /// Null in the main context, and while a fiber is force-closed.
  const VMState* resumer = nullptr;

  /// Named arguments for the builtin call enterFrame is about to make.
  /// (Last: the fields above have offsets compiled code uses.)
  struct ArrayData* pendingNamedArgs = nullptr;

  /// Allocates the stack (bytes of address space; committed lazily).
  void allocStack(size_t bytes);
  void freeStack();
};

} // namespace hop
