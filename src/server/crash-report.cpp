// crash-report.cpp — `hop serve`'s last words on a fatal signal: a 500 to the crashing request's client, which signal at which address, the request thread's script and PHP function, the native frames (compiled PHP code marked), then the default action (a core dump where enabled).
#include "server/crash-report.h"

#include <execinfo.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "bytecode/func.h"
#include "jit/jit-runtime.h"
#include "runtime/base/execution-context.h"
#include "runtime/string/string-data.h"
#include "server/request-log.h"
#include "vm/act-rec.h"

namespace hop::server {

namespace {

/// Only async-signal-safe calls below (write, no malloc), but for
/// backtrace(), whose first call (made at install time) loads what it needs.
void put(const char* s) {
  if (!s) s = "?";
  ssize_t r = ::write(2, s, std::strlen(s));
  (void)r;
}

void putHex(uintptr_t v) {
  char buf[19];
  buf[0] = '0';
  buf[1] = 'x';
  int n = 0;
  char tmp[16];
  do tmp[n++] = "0123456789abcdef"[v & 15], v >>= 4;
  while (v);
  int k = 2;
  while (n) buf[k++] = tmp[--n];
  buf[k] = 0;
  put(buf);
}

void putDec(int64_t v) {
  char tmp[24];
  int n = 0;
  uint64_t u = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
  do tmp[n++] = char('0' + u % 10), u /= 10;
  while (u);
  char buf[26];
  int k = 0;
  if (v < 0) buf[k++] = '-';
  while (n) buf[k++] = tmp[--n];
  buf[k] = 0;
  put(buf);
}

const char* signalName(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGABRT: return "SIGABRT";
    default: return "signal";
  }
}

/// Appends `n` bytes (no allocation).
size_t append(char* buf, size_t at, size_t cap, const char* s, size_t n) {
  if (at + n > cap) n = cap - at;
  std::memcpy(buf + at, s, n);
  return at + n;
}

/// A FastCGI record header for `len` bytes of content (no padding).
size_t appendRecordHead(char* buf, size_t at, size_t cap, uint8_t type, int id, size_t len) {
  const char h[8] = {1, char(type), char(id >> 8), char(id & 0xff), char(len >> 8), char(len & 0xff), 0, 0};
  return append(buf, at, cap, h, 8);
}

/// The crashing request's client gets an answer before the process ends:
/// a 500 when nothing of its response went out yet; under FastCGI, when
/// some did, END_REQUEST (nginx then ends the response it relays, cut
/// short). Returns what was done, for the report.
const char* answerCrashedRequest() {
  const ResponseNote& r = t_response;
  if (r.fd < 0) return nullptr;
  char buf[512];
  size_t n = 0;
  const char* what;
  if (r.fcgiId < 0) {
    if (r.sentBytes != 0) return "its response was under way: the connection closes";
    static const char kHttp[] =
        "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/plain\r\nContent-Length: 22\r\n"
        "Connection: close\r\n\r\nInternal Server Error\n";
    n = append(buf, n, sizeof buf, kHttp, sizeof kHttp - 1);
    what = "answered 500";
  } else {
    if (r.sentBytes == 0) {
      static const char kHead[] = "Status: 500 Internal Server Error\r\nContent-type: text/html; charset=UTF-8\r\n\r\n";
      n = appendRecordHead(buf, n, sizeof buf, 6 /* STDOUT */, r.fcgiId, sizeof kHead - 1);
      n = append(buf, n, sizeof buf, kHead, sizeof kHead - 1);
      what = "answered 500";
    } else {
      what = "its response was under way: ended with END_REQUEST";
    }
    n = appendRecordHead(buf, n, sizeof buf, 6 /* STDOUT */, r.fcgiId, 0);
    n = appendRecordHead(buf, n, sizeof buf, 3 /* END_REQUEST */, r.fcgiId, 8);
    const char end[8] = {0, 0, 0, char(255), 0 /* REQUEST_COMPLETE */, 0, 0, 0};
    n = append(buf, n, sizeof buf, end, 8);
  }
  for (size_t off = 0; off < n;) {
    ssize_t w = ::send(r.fd, buf + off, n - off, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (w <= 0) return "its client could not be answered";
    off += size_t(w);
  }
  return what;
}

constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
std::atomic<int> g_reporting{0};

void onFatalSignal(int sig, siginfo_t* si, void* ucv) {
  // One report (a second thread crashing meanwhile waits for the first to end the process).
  if (g_reporting.fetch_add(1) != 0) {
    for (;;) ::pause();
  }
  const auto* uc = static_cast<const ucontext_t*>(ucv);
  const uintptr_t pc = uc ? uintptr_t(uc->uc_mcontext.gregs[REG_RIP]) : 0;
  const uintptr_t fp = uc ? uintptr_t(uc->uc_mcontext.gregs[REG_RBP]) : 0;
  put("\nhop serve: fatal ");
  put(signalName(sig));
  put(" (signal ");
  putDec(sig);
  put(") in thread ");
  putDec(int64_t(::syscall(SYS_gettid)));
  put(", address ");
  putHex(uintptr_t(si ? si->si_addr : nullptr));
  put(", pc ");
  putHex(pc);
  put(jit::inTranslationCache(reinterpret_cast<const void*>(pc)) ? " (compiled PHP code)" : "");
  put("\n");
  // The client first (the walks below may fault again on a damaged stack).
  if (const char* answered = answerCrashedRequest()) {
    put("  the request's client: ");
    put(answered);
    put("\n");
  }
  if (ExecutionContext* ec = tl_exec) {
    put("  request: ");
    put(ec->scriptPath.c_str());
    put("\n");
    const ActRec* ar = ec->vm.fp;
    for (int depth = 0; ar && depth < 24; ++depth) {
      const Func* f = ar->m_func;
      put("  php #");
      putDec(depth);
      put(" ");
      if (f && f->cls && f->cls->name) {
        put(f->cls->name->data());
        put("::");
      }
      put(f && f->name ? f->name->data() : "?");
      put("\n");
      ar = ar->m_sfp;
    }
  }
  // The frame-pointer chain from the faulting frame: compiled code keeps rbp
  // frames (the C++ frames between may not, which ends the walk early).
  put("  frames (rbp chain):");
  uintptr_t f = fp;
  for (int i = 0; i < 32 && f && (f & 7) == 0; ++i) {
    const uintptr_t* frame = reinterpret_cast<const uintptr_t*>(f);
    const uintptr_t ret = frame[1];
    put(" ");
    putHex(ret);
    if (jit::inTranslationCache(reinterpret_cast<const void*>(ret))) put("(tc)");
    if (frame[0] <= f || frame[0] - f > (64u << 20)) break;
    f = frame[0];
  }
  put("\n  native backtrace:\n");
  void* frames[64];
  const int n = ::backtrace(frames, 64);
  ::backtrace_symbols_fd(frames, n, 2);
  put("hop serve: ending the process (other requests in flight are lost; nginx answers 502 until it is restarted)\n");
  // The default action (core dump where enabled) for the same signal,
  // blocked while the handler runs: unblocked to be delivered now.
  struct sigaction dfl = {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  ::sigaction(sig, &dfl, nullptr);
  sigset_t one;
  sigemptyset(&one);
  sigaddset(&one, sig);
  ::pthread_sigmask(SIG_UNBLOCK, &one, nullptr);
  ::raise(sig);
  ::_exit(128 + sig);
}

} // namespace

void installCrashReporter() {
  void* warm[2];
  (void)::backtrace(warm, 2);   // loads libgcc's unwinder now, not in the handler
  struct sigaction sa = {};
  sa.sa_sigaction = onFatalSignal;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  // All of them blocked while one is reported: a fault inside the report
  // (a damaged frame chain) then ends the process at once (the kernel
  // forces the default action of a blocked fault), never re-enters it.
  sigemptyset(&sa.sa_mask);
  for (int s : kSignals) sigaddset(&sa.sa_mask, s);
  for (int s : kSignals) ::sigaction(s, &sa, nullptr);
  crashReporterThreadInit();
}

void crashReporterThreadInit() {
  // An alternate stack: a stack overflow's SIGSEGV can still be reported.
  thread_local bool done = false;
  if (done) return;
  done = true;
  constexpr size_t kSize = 64 * 1024;
  stack_t ss = {};
  ss.ss_sp = std::malloc(kSize);   // freed by crashReporterThreadDone when the thread ends
  ss.ss_size = kSize;
  ss.ss_flags = 0;
  if (ss.ss_sp) ::sigaltstack(&ss, nullptr);
}

void crashReporterThreadDone() {
  stack_t ss = {};
  ss.ss_flags = SS_DISABLE;
  stack_t old = {};
  if (::sigaltstack(&ss, &old) == 0 && old.ss_sp && !(old.ss_flags & SS_DISABLE)) std::free(old.ss_sp);
}

} // namespace hop::server
