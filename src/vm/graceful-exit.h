// graceful-exit.h — the marker that force-closes a suspended fiber (or
// generator) by unwinding it.
//
// php destroys a suspended fiber by resuming it with a "graceful exit": an
// internal object thrown like an exception at the suspension point. It is
// not a Throwable, so no catch clause takes it, but every finally block on
// the way out runs (and may replace it with a real exception, which then
// propagates normally). The object's class is hidden from the program.
#pragma once

namespace hop {

struct ObjectData;

/// A new graceful-exit marker (one reference, owned by the caller).
ObjectData* makeGracefulExit();
/// Whether `o` is a graceful-exit marker.
bool isGracefulExit(const ObjectData* o);

} // namespace hop
