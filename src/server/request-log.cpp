// request-log.cpp — the access log, the slow-request log and its watchdog thread (see request-log.h).
#include "server/request-log.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/request-local.h"
#include "server/server-internal.h"
#include "vm/backtrace.h"
#include "vm/surprise-hook.h"
#include "vm/surprise.h"
#include "vm/vm-regs.h"

namespace hop::server {

thread_local ResponseNote t_response;

namespace {
thread_local std::string t_script;   // noteResponseScript
}

void noteResponseScript(const std::string& file) { t_script = file; }

namespace {

int64_t nowUs() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

/// One request thread's slot as the watchdog sees it.
struct Watch {
  std::mutex lock;
  SurpriseWord* word = nullptr;   // the running request's, from watchRunningRequest to its end
  int64_t startUs = 0;
  bool fired = false;             // the bit was set for this request
  bool logged = false;            // its backtrace was written (request thread only)
  // The request thread's own (read by it alone): for the slow log's head.
  std::string method, uri;
};

struct Logs {
  int accessFd = -1, slowFd = -1;
  bool ownAccess = false, ownSlow = false;
  int64_t slowTimeoutUs = 0;
  std::vector<std::unique_ptr<Watch>> watches;
  std::thread watchdog;
  std::mutex stopLock;
  std::condition_variable stopCv;
  bool stopping = false;
};
Logs g_logs;
thread_local Watch* t_watch = nullptr;

int openLog(const std::string& path, bool& own) {
  if (path == "stderr" || path == "-") {
    own = false;
    return 2;
  }
  own = true;
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) std::fprintf(stderr, "hop serve: cannot open the log %s: %s\n", path.c_str(), std::strerror(errno));
  return fd;
}

void writeLine(int fd, const std::string& s) {
  if (fd < 0) return;
  // One write (O_APPEND): the lines of two threads never interleave.
  (void)!::write(fd, s.data(), s.size());
}

const std::string* paramOf(const Job& job, const char* name) {
  for (const auto& [k, v] : job.req.params)
    if (k == name) return &v;
  return nullptr;
}

/// "[28/Nov/2026:08:40:01 +0000]" (nginx's $time_local, in UTC).
std::string logTime(int64_t us, bool fpmStyle) {
  time_t t = time_t(us / 1000000);
  struct tm g;
  gmtime_r(&t, &g);
  char buf[64];
  std::strftime(buf, sizeof buf, fpmStyle ? "%d-%b-%Y %H:%M:%S" : "%d/%b/%Y:%H:%M:%S +0000", &g);
  return buf;
}

/// Control characters and quotes of a request's text escaped (a log line stays one line).
std::string clean(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7f || c == '"' || c == '\\') {
      char b[8];
      std::snprintf(b, sizeof b, "\\x%02X", c);
      out += b;
    } else {
      out += char(c);
    }
  }
  return out;
}

void watchdogLoop() {
  // Looks ten times a timeout (at most every 100 ms, at least every 5 ms).
  const auto tick = std::chrono::microseconds(std::min<int64_t>(100000, std::max<int64_t>(5000, g_logs.slowTimeoutUs / 10)));
  std::unique_lock<std::mutex> g(g_logs.stopLock);
  while (!g_logs.stopping) {
    g_logs.stopCv.wait_for(g, tick);
    int64_t now = nowUs();
    for (auto& w : g_logs.watches) {
      std::lock_guard<std::mutex> wg(w->lock);
      if (w->word && !w->fired && now - w->startUs >= g_logs.slowTimeoutUs) {
        w->fired = true;
        raiseSurprise(*w->word, kSurpriseInterrupt);
      }
    }
  }
}

void writeSlowEntry(Watch& w, bool withFrames) {
  w.logged = true;
  ExecutionContext* ec = tl_exec;
  int64_t now = nowUs();
  std::string out = "[" + logTime(now, true) + "] [pool www] pid " + std::to_string(::getpid()) + " thread " +
                    std::to_string(long(::syscall(SYS_gettid))) + "\nscript_filename = " +
                    (ec ? ec->scriptPath : std::string("-")) + "\nrequest = " + clean(w.method) + " " + clean(w.uri);
  char el[64];
  std::snprintf(el, sizeof el, " (running %.3f s)\n", double(now - w.startUs) / 1e6);
  out += el;
  if (withFrames && ec) {
    std::string file;
    int line = 0;
    currentFileAndLine(file, line);   // where the code stands (the trace below says where it was called from)
    out += "at " + file + ":" + std::to_string(line) + "\n";
    BacktraceOptions o;
    o.withArgs = false;
    ArrayData* t = captureBacktrace(o);
    out += traceToString(t);
    t->decRef();
    out += "\n";
  } else {
    out += "(no safe point reached before the request ended: no PHP frames)\n";
  }
  out += "\n";
  writeLine(g_logs.slowFd, out);
}

/// kSurpriseInterrupt at a safe point of a request thread (vm/surprise-hook.h).
void onSurpriseHook(VMState&) {
  Watch* w = t_watch;
  if (!w || w->logged || g_logs.slowFd < 0) return;
  writeSlowEntry(*w, true);
}

/// The request's end (all of its PHP code has run, its ExecutionContext
/// still there): the watchdog lets go of its surprise word.
void unwatch() {
  Watch* w = t_watch;
  if (!w) return;
  bool fired;
  {
    std::lock_guard<std::mutex> g(w->lock);
    w->word = nullptr;
    fired = w->fired;
  }
  if (fired && !w->logged && g_logs.slowFd >= 0) writeSlowEntry(*w, false);
}
const RequestLocalReset s_unwatch(unwatch);

} // namespace

int64_t parseSlowTimeoutMs(const std::string& v) {
  char* end = nullptr;
  double d = std::strtod(v.c_str(), &end);
  if (end == v.c_str() || d < 0) return -1;
  std::string unit(end);
  if (unit.empty() || unit == "s") return int64_t(d * 1000);
  if (unit == "ms") return int64_t(d);
  if (unit == "m") return int64_t(d * 60000);
  return -1;
}

bool startRequestLogs(const ServerOptions& opts, size_t slots) {
  g_logs.watches.clear();
  for (size_t i = 0; i < slots; ++i) g_logs.watches.push_back(std::make_unique<Watch>());
  if (!opts.accessLog.empty() && (g_logs.accessFd = openLog(opts.accessLog, g_logs.ownAccess)) < 0) return false;
  if (!opts.slowLog.empty() && opts.slowTimeoutMs > 0) {
    if ((g_logs.slowFd = openLog(opts.slowLog, g_logs.ownSlow)) < 0) return false;
    g_logs.slowTimeoutUs = opts.slowTimeoutMs * 1000;
    setSurpriseInterruptHook(onSurpriseHook);
    g_logs.stopping = false;
    g_logs.watchdog = std::thread(watchdogLoop);
  }
  return true;
}

void stopRequestLogs() {
  if (g_logs.watchdog.joinable()) {
    {
      std::lock_guard<std::mutex> g(g_logs.stopLock);
      g_logs.stopping = true;
    }
    g_logs.stopCv.notify_all();
    g_logs.watchdog.join();
  }
  if (g_logs.ownAccess && g_logs.accessFd >= 0) ::close(g_logs.accessFd);
  if (g_logs.ownSlow && g_logs.slowFd >= 0) ::close(g_logs.slowFd);
  g_logs.accessFd = g_logs.slowFd = -1;
}

void requestLogBegin(size_t slot, const Job& job) {
  t_response = ResponseNote();
  t_script.clear();
  t_response.fd = job.conn->fd;
  t_response.fcgiId = job.conn->http ? -1 : int(job.req.id);
  if (slot >= g_logs.watches.size()) return;
  Watch* w = g_logs.watches[slot].get();
  t_watch = w;
  {
    std::lock_guard<std::mutex> g(w->lock);
    w->word = nullptr;
    w->startUs = nowUs();
    w->fired = false;
  }
  w->logged = false;
  if (g_logs.slowFd >= 0) {
    if (job.conn->http) {
      w->method = job.http.method;
      w->uri = job.http.target;
    } else {
      const std::string* m = paramOf(job, "REQUEST_METHOD");
      const std::string* u = paramOf(job, "REQUEST_URI");
      w->method = m ? *m : "-";
      w->uri = u ? *u : "-";
    }
  }
}

void watchRunningRequest() {
  Watch* w = t_watch;
  if (!w || g_logs.slowFd < 0) return;
  std::lock_guard<std::mutex> g(w->lock);
  w->word = &ctx().vm.surprise;
}

void requestLogEnd(const Job& job) {
  Watch* w = t_watch;
  int64_t start = w ? w->startUs : nowUs();
  t_response.fd = -1;
  if (g_logs.accessFd < 0) return;
  int64_t now = nowUs();
  std::string remote = "-", method = "-", uri = "-", proto = "-", script = "-";
  if (job.conn->http) {
    remote = job.conn->peerAddr.empty() ? "-" : job.conn->peerAddr;
    method = job.http.method;
    uri = job.http.target;
    proto = "HTTP/" + std::to_string(job.http.major) + "." + std::to_string(job.http.minor);
  } else {
    if (const std::string* v = paramOf(job, "REMOTE_ADDR")) remote = *v;
    if (const std::string* v = paramOf(job, "REQUEST_METHOD")) method = *v;
    if (const std::string* v = paramOf(job, "REQUEST_URI")) uri = *v;
    if (const std::string* v = paramOf(job, "SERVER_PROTOCOL")) proto = *v;
    if (const std::string* v = paramOf(job, "SCRIPT_FILENAME")) script = *v;
  }
  if (!t_script.empty()) script = t_script;
  char tail[96];
  std::snprintf(tail, sizeof tail, " %d %llu %.3f ", t_response.status ? t_response.status : 500,
                (unsigned long long)t_response.bodyBytes, double(now - start) / 1e6);
  std::string line = clean(remote) + " - - [" + logTime(now, false) + "] \"" + clean(method) + " " + clean(uri) + " " +
                     clean(proto) + "\"" + tail + clean(script) + "\n";
  writeLine(g_logs.accessFd, line);
}

} // namespace hop::server
