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
/// `closesGenerator`: the marker of a generator being destroyed. php closes
/// generators with no exception at all, so where a finally block was
/// entered because of an exception, that exception goes on instead of the
/// marker (fibers' graceful exits discard it).
ObjectData* makeGracefulExit(bool closesGenerator = false);
/// Whether `o` is a graceful-exit marker (of either kind).
bool isGracefulExit(const ObjectData* o);
/// Whether `o` is the marker of a generator being destroyed.
bool isGeneratorClose(const ObjectData* o);

} // namespace hop
