// surprise-hook.h — what the surprise word's kSurpriseInterrupt bit runs: a hook a server installs (the slow-request log's backtrace), called at the request's next safe point.
//
// kSurpriseInterrupt (vm/surprise.h) is set by another thread that wants the
// request thread's attention. handleSurprise clears it and calls the hook on
// the request's thread, at a safe point (the registers synced): the hook may
// allocate, read the backtrace and write a log. Without a hook the bit is
// only cleared.
#pragma once

namespace hop {

struct VMState;

using SurpriseInterruptHook = void (*)(VMState& vm);

/// Installs the hook (once, at server start, before any request runs).
void setSurpriseInterruptHook(SurpriseInterruptHook hook);

} // namespace hop
