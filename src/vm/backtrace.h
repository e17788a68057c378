// backtrace.h — the call stack as PHP programs see it: debug_backtrace(),
// exception traces, and the creation of engine exceptions.
//
// Frames are PHP frames (ActRecs) interleaved with builtins that are running
// (VMState::nativeFrames): a PHP function called back from array_map shows
// as "[internal function]: {closure}(...)" under "array_map(...)".
#pragma once

#include <string>
#include <string_view>

#include "runtime/value/typed-value.h"

namespace hop {

struct ArrayData;
struct ObjectData;
struct VMState;
struct ActRec;

struct BacktraceOptions {
  int skip = 0;            // innermost frames to leave out
  bool withArgs = true;
  bool withObject = false;
  int limit = 0;           // 0 = all
  bool includeNativeTop = true;   // include a builtin that is running at the top
  const VMState* state = nullptr; // the frames of this state (a suspended fiber's) instead of the running one
  bool stopAtFiberBottom = false; // do not continue past a fiber's bottom frame into its resumer
};

/// The frames as PHP's debug_backtrace() returns them.
ArrayData* captureBacktrace(const BacktraceOptions& opts);

/// The trace entry of a PHP frame as called from file:line (no file: null),
/// with its current arguments (ReflectionGenerator::getTrace).
ArrayData* frameTraceEntry(const ActRec* fp, const std::string* file, int line, bool withArgs, bool withObject);

/// A new Throwable of class `cls` with `msg`, created without running its
/// constructor (as the engine's own exceptions are).
ObjectData* makeThrowable(std::string_view cls, const std::string& msg);
/// Where a frame entered from C++ was called, when that was an inlined
/// call_user_func() in its caller (php has no frame for it): the caller's pc, else null.
const uint8_t* inlinedCallUserFuncSite(const ActRec* ar);
/// Sets file, line and trace of a Throwable when it is instantiated.
void initThrowable(ObjectData* o);
/// Moves a Throwable to another place than where it was made: `file` (unless
/// null) and `line` (a parse error's, a missing argument's declaration).
void setThrowablePlace(ObjectData* o, const std::string* file, int line);
/// php's zend_exception_set_previous: `prev` becomes the last "previous" of
/// `ex`'s chain (unless that would make a cycle). Takes over `prev`.
void chainPreviousException(ObjectData* ex, ObjectData* prev);

/// The "#0 file(line): f(args)" text of a trace array (getTraceAsString).
std::string traceToString(const ArrayData* trace);

/// php_error_docref's prefix for a message raised by the engine on behalf of
/// the running code (an object handler's warning): the running function,
/// "Class::method", or "main" at the top level.
std::string activeFunctionName();

} // namespace hop
