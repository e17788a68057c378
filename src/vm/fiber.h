// fiber.h — PHP's Fiber class: full coroutines with their own stacks.
//
// A fiber runs its callable on a VM stack and a native stack of its own
// (native-context.h), so it can suspend from any depth, nested interpreter
// loops included. Switching into a fiber moves the resumer's execution state
// (VMState: registers, VM stack, running builtins, loop nesting; the native
// stack limit; error_reporting; the active fiber) into locals on the
// resumer's native stack and installs the fiber's; suspending does the
// reverse. All of it is per request: nothing here is global.
//
// Switches are refused ("Cannot switch fibers in current execution context")
// while destructors run, as in php 8.2: FiberSwitchBlock marks those spans.
#pragma once

#include <cstdint>

namespace hop {

struct Class;
struct FiberData;
struct ObjectData;
struct VMState;
struct TypedValue;
class ExecutionContext;

/// Fiber bookkeeping of one request (ExecutionContext::fibers).
struct FiberRequestState {
  /// The fiber running now; null in the main context.
  FiberData* active = nullptr;
  /// Greater than zero while fiber switches are refused.
  uint32_t switchBlocked = 0;
  /// fiber.stack_size as last set by ini_set (-1: not set since the request began).
  int64_t stackSizeSetting = -1;
  /// Fibers that own stacks (started, not finished), to release at request end.
  FiberData* liveHead = nullptr;
  /// The hidden class of graceful-exit markers (graceful-exit.h), once made.
  Class* gracefulExitClass = nullptr;
};

/// Refuses fiber switches while it lives (destructors run inside one).
class FiberSwitchBlock {
public:
  FiberSwitchBlock();
  ~FiberSwitchBlock();
  FiberSwitchBlock(const FiberSwitchBlock&) = delete;
  FiberSwitchBlock& operator=(const FiberSwitchBlock&) = delete;
};

/// What ReflectionFiber sees of a Fiber object.
struct FiberView {
  int status = 0;                  // 0 not started, 1 running, 2 suspended, 3 terminated
  bool active = false;             // the fiber running now (its state is the context's)
  const VMState* vm = nullptr;     // suspended: its saved execution state
  const TypedValue* callable = nullptr;
};
FiberView fiberView(ObjectData* fiber);

/// Registers the Fiber class's native hooks (once per process).
void registerFiberClass();

/// Request end: fibers still suspended (left behind by a fatal error or
/// exit, which skip destructors) are unwound natively without running PHP
/// code, and every fiber stack is released. Runs after shutdown functions
/// and destructors, before the request heap goes away.
void fiberRequestShutdown(ExecutionContext& ec);

} // namespace hop
