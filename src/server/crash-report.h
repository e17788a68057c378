// crash-report.h — `hop serve`'s report of a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) on stderr before the process ends with it.
#pragma once

namespace hop::server {

/// Installs the handlers (once, before the threads start) and the calling
/// thread's alternate signal stack.
void installCrashReporter();
/// A new thread's alternate signal stack (a stack overflow is reported too).
void crashReporterThreadInit();
/// Frees it when the thread ends.
void crashReporterThreadDone();

} // namespace hop::server
