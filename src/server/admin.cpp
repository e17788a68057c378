// admin.cpp — the admin endpoint's thread and pages (/check-health, /status.json, /jit-stats.json, /ping, /fpm-status, /stop; the JIT's in admin-jit.cpp) and the status the request threads record for it (see admin.h).
#include "server/admin.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <ctime>

#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "server/server-internal.h"
#include "util/json-quote.h"
#include "vm/shared-units.h"

namespace hop::server {

namespace {

int64_t nowUs() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::string jsonStr(std::string_view s) { return jsonQuote(s); }

const std::string* paramOf(const FcgiRequest& r, std::string_view name) {
  const std::string* found = nullptr;
  for (auto& [k, v] : r.params)
    if (k == name) found = &v;   // the last one, as php-fpm keeps
  return found;
}

/// A snapshot of one thread's slot.
struct Slot {
  bool busy;
  std::string method, uri, script;
  int64_t startUs, lastDurationUs;
  uint64_t requests;
  size_t contentLength;
  pid_t tid;
};

std::vector<Slot> snapshot(ServerStatus& st) {
  std::vector<Slot> out;
  for (auto& t : st.threads) {
    std::lock_guard<std::mutex> g(t->lock);
    out.push_back({t->busy, t->method, t->uri, t->script, t->startUs, t->lastDurationUs, t->requests,
                   t->contentLength, t->tid});
  }
  return out;
}

std::string checkHealth(ServerStatus& st) {
  return "{\"status\":\"ok\",\"load\":" + std::to_string(st.active.load()) +
         ",\"queued\":" + std::to_string(st.queued.load()) + ",\"threads\":" + std::to_string(st.threads.size()) +
         "}\n";
}

std::string statusJson(ServerStatus& st) {
  int64_t now = nowUs();
  std::string out = "{\"pid\":" + std::to_string(::getpid()) + ",\"uptime\":" + std::to_string(now / 1000000 - st.startTime) +
                    ",\"connections\":" + std::to_string(st.connections.load()) +
                    ",\"requests\":{\"accepted\":" + std::to_string(st.accepted.load()) +
                    ",\"refused\":" + std::to_string(st.refused.load()) + "},\"queue\":{\"length\":" +
                    std::to_string(st.queued.load()) + ",\"max\":" + std::to_string(st.maxQueued.load()) +
                    ",\"capacity\":" + std::to_string(st.queueCapacity) + "},\"threads\":[";
  std::vector<Slot> slots = snapshot(st);
  for (size_t i = 0; i < slots.size(); ++i) {
    const Slot& s = slots[i];
    if (i) out += ",";
    out += "{\"id\":" + std::to_string(i) + ",\"tid\":" + std::to_string(s.tid) + ",\"state\":" +
           (s.busy ? "\"busy\"" : "\"idle\"") + ",\"requests\":" + std::to_string(s.requests);
    if (s.busy) {
      out += ",\"method\":" + jsonStr(s.method) + ",\"uri\":" + jsonStr(s.uri) + ",\"script\":" + jsonStr(s.script) +
             ",\"elapsed_ms\":" + std::to_string((now - s.startUs) / 1000);
    } else {
      out += ",\"last_duration_ms\":" + std::to_string(s.lastDurationUs / 1000);
    }
    out += "}";
  }
  SharedUnitStats u = sharedUnitStats();
  out += "],\"unit_cache\":{";
  const char* sep = "";
#define X(field, name)                                                                     \
  out += std::string(sep) + "\"" name "\":" + std::to_string(u.field);                      \
  sep = ",";
  HOP_SHARED_UNIT_STATS(X)
#undef X
  out += "}}\n";
  return out;
}

std::string jitStatsJson() {
  if (!jit::g_liveJit) return "{\"enabled\":false}\n";
  bool stopped = false;
  std::vector<jit::TcAreaUse> areas = jit::liveJitTcUse(&stopped);
  jit::JitStats& js = jit::liveJitStats();
  // (Counters of executions — entries, side exits, bytecodes — are kept only with hop.jit_stats=1.)
  std::string out = std::string("{\"enabled\":true,\"stopped\":") + (stopped ? "true" : "false") +
                    ",\"execution_counters\":" + (jit::g_liveJitStatsOn ? "true" : "false") + ",\"counters\":{";
  bool first = true;
#define X(name, desc)                                                                       \
  out += std::string(first ? "" : ",") + "\"" #name "\":" + std::to_string(js.name.load()); \
  first = false;
  HOP_JIT_COUNTERS(X)
#undef X
  out += "},\"bailouts\":{";
  first = true;
  for (size_t i = 0; i < jit::kNumBailouts; ++i) {
    uint64_t n = js.bailouts[i].load();
    if (!n) continue;
    out += std::string(first ? "" : ",") + jsonStr(jit::bailoutName(jit::Bailout(i))) + ":" + std::to_string(n);
    first = false;
  }
  out += "},\"tc\":{";
  for (size_t i = 0; i < areas.size(); ++i) {
    const jit::TcAreaUse& a = areas[i];
    out += std::string(i ? "," : "") + jsonStr(a.name) + ":{\"used\":" + std::to_string(a.used) +
           ",\"capacity\":" + std::to_string(a.capacity) + ",\"translations\":" + std::to_string(a.translations) + "}";
  }
  return out + "}}\n";
}

/// php-fpm's status page (fpm_status.c): its fields in its order, as text
/// (the default), or JSON with `json`; `full` adds one entry per request thread.
std::string fpmStatus(ServerStatus& st, bool json, bool full, std::string& ctype) {
  int64_t now = nowUs();
  std::vector<Slot> slots = snapshot(st);
  int active = 0;
  for (const Slot& s : slots) active += s.busy;
  int idle = int(slots.size()) - active;
  uint64_t since = uint64_t(now / 1000000 - st.startTime);
  std::string out;
  if (json) {
    ctype = "application/json";
    out = "{\"pool\":\"www\",\"process manager\":\"static\",\"start time\":" + std::to_string(st.startTime) +
          ",\"start since\":" + std::to_string(since) + ",\"accepted conn\":" + std::to_string(st.accepted.load()) +
          ",\"listen queue\":" + std::to_string(st.queued.load()) + ",\"max listen queue\":" +
          std::to_string(st.maxQueued.load()) + ",\"listen queue len\":" + std::to_string(st.queueCapacity) +
          ",\"idle processes\":" + std::to_string(idle) + ",\"active processes\":" + std::to_string(active) +
          ",\"total processes\":" + std::to_string(slots.size()) + ",\"max active processes\":" +
          std::to_string(st.maxActive.load()) + ",\"max children reached\":0,\"slow requests\":0";
    if (full) {
      out += ",\"processes\":[";
      for (size_t i = 0; i < slots.size(); ++i) {
        const Slot& s = slots[i];
        char cpu[32];
        std::snprintf(cpu, sizeof cpu, "%.2f", 0.0);
        out += std::string(i ? "," : "") + "{\"pid\":" + std::to_string(s.tid) + ",\"state\":" +
               (s.busy ? "\"Running\"" : "\"Idle\"") + ",\"start time\":" + std::to_string(st.startTime) +
               ",\"start since\":" + std::to_string(since) + ",\"requests\":" + std::to_string(s.requests) +
               ",\"request duration\":" + std::to_string(s.busy ? now - s.startUs : s.lastDurationUs) +
               ",\"request method\":" + jsonStr(s.busy ? s.method : "-") + ",\"request uri\":" +
               jsonStr(s.busy ? s.uri : "-") + ",\"content length\":" + std::to_string(s.busy ? s.contentLength : 0) +
               ",\"user\":\"-\",\"script\":" + jsonStr(s.busy ? s.script : "-") + ",\"last request cpu\":" + cpu +
               ",\"last request memory\":0}";
      }
      out += "]";
    }
    return out + "}";
  }
  ctype = "text/plain";
  char start[64];
  time_t t = time_t(st.startTime);
  struct tm lt;
  localtime_r(&t, &lt);
  std::strftime(start, sizeof start, "%d/%b/%Y:%H:%M:%S %z", &lt);
  char buf[1024];
  std::snprintf(buf, sizeof buf,
                "pool:                 www\nprocess manager:      static\nstart time:           %s\n"
                "start since:          %" PRIu64 "\naccepted conn:        %" PRIu64 "\nlisten queue:         %zu\n"
                "max listen queue:     %zu\nlisten queue len:     %zu\nidle processes:       %d\n"
                "active processes:     %d\ntotal processes:      %zu\nmax active processes: %d\n"
                "max children reached: 0\nslow requests:        0\n",
                start, since, uint64_t(st.accepted.load()), st.queued.load(), st.maxQueued.load(), st.queueCapacity, idle,
                active, slots.size(), st.maxActive.load());
  return buf;
}

std::string respond(int code, const char* ctype, const std::string& body) {
  return "HTTP/1.1 " + std::to_string(code) + " " + (reasonPhrase(code) ? reasonPhrase(code) : "") +
         "\r\nContent-Type: " + ctype + "\r\nContent-Length: " + std::to_string(body.size()) +
         "\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n" + body;
}

} // namespace

namespace {
thread_local ThreadStatus* t_slot = nullptr;   // the calling request thread's slot, while it runs a request
} // namespace

void noteRequestScript(const std::string& script) {
  if (ThreadStatus* t = t_slot) {
    std::lock_guard<std::mutex> g(t->lock);
    t->script = script;
  }
}

ServerStatus::ServerStatus(size_t n) {
  for (size_t i = 0; i < n; ++i) threads.push_back(std::make_unique<ThreadStatus>());
  startTime = nowUs() / 1000000;
}

void ServerStatus::begin(size_t slot, const Job& job) {
  ThreadStatus& t = *threads[slot];
  t_slot = &t;
  std::lock_guard<std::mutex> g(t.lock);
  t.busy = true;
  t.startUs = nowUs();
  t.tid = pid_t(::syscall(SYS_gettid));
  if (job.conn && job.conn->http) {
    t.method = job.http.method;
    t.uri = job.http.target;
    t.script = "";
    t.contentLength = job.http.body.size();
  } else {
    const std::string* m = paramOf(job.req, "REQUEST_METHOD");
    const std::string* u = paramOf(job.req, "REQUEST_URI");
    const std::string* s = paramOf(job.req, "SCRIPT_FILENAME");
    t.method = m ? *m : "";
    t.uri = u ? *u : "";
    t.script = s ? *s : "";
    t.contentLength = job.req.body.size();
  }
  int a = active.fetch_add(1) + 1;
  for (int m = maxActive.load(); a > m && !maxActive.compare_exchange_weak(m, a);) {}
}

void ServerStatus::end(size_t slot) {
  ThreadStatus& t = *threads[slot];
  t_slot = nullptr;
  std::lock_guard<std::mutex> g(t.lock);
  t.busy = false;
  t.lastDurationUs = nowUs() - t.startUs;
  ++t.requests;
  active.fetch_sub(1);
}

bool AdminServer::start(int port, ServerStatus& status, const ServerOptions& opts, bool announce) {
  m_status = &status;
  m_opts = &opts;
  m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);   // loopback only: /stop needs no password
  a.sin_port = htons(uint16_t(port));
  int one = 1;
  ::setsockopt(m_listen, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (m_listen < 0 || ::bind(m_listen, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(m_listen, 64) != 0) {
    std::fprintf(stderr, "hop serve: cannot listen on 127.0.0.1:%d (hop.admin_port): %s\n", port, std::strerror(errno));
    return false;
  }
  socklen_t len = sizeof a;
  ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&a), &len);
  if (announce) std::fprintf(stderr, "hop serve: admin on http://127.0.0.1:%d\n", ntohs(a.sin_port));
  m_stopFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  m_thread = std::thread([this] { loop(); });
  return true;
}

void AdminServer::stop() {
  if (m_thread.joinable()) {
    uint64_t one = 1;
    (void)!::write(m_stopFd, &one, sizeof one);
    m_thread.join();
  }
  if (m_listen >= 0) ::close(m_listen);
  if (m_stopFd >= 0) ::close(m_stopFd);
  m_listen = m_stopFd = -1;
}

void AdminServer::loop() {
  for (;;) {
    pollfd p[2] = {{m_listen, POLLIN, 0}, {m_stopFd, POLLIN, 0}};
    m_sampler.sample(*m_status);
    if (::poll(p, 2, 1000) <= 0) continue;   // a sample a second, requests or not
    if (p[1].revents) return;
    m_sampler.sample(*m_status);
    int fd = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    timeval tv{2, 0};   // one connection at a time: a silent client waits 2 s at most
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    HttpLimits limits;
    limits.maxHeadBytes = 8192;
    limits.maxBodyBytes = 4096;
    HttpParser hp(limits);
    HttpParser::Event e = HttpParser::Event::NeedMore;
    char buf[4096];
    while (e == HttpParser::Event::NeedMore) {
      ssize_t r = ::recv(fd, buf, sizeof buf, 0);
      if (r <= 0) break;
      hp.feed(buf, size_t(r));
      e = hp.next();
    }
    std::string out;
    bool stop = false;
    if (e == HttpParser::Event::Error) {
      out = respond(hp.errorStatus(), "text/plain", "bad request\n");
    } else if (e == HttpParser::Event::Request) {
      HttpRequest req = hp.takeRequest();
      std::string path = req.target.substr(0, req.target.find('?'));
      std::string query = req.target.find('?') == std::string::npos ? "" : req.target.substr(req.target.find('?') + 1);
      auto hasArg = [&](const char* name) {
        size_t n = std::strlen(name);
        for (size_t i = 0; i <= query.size();) {
          size_t amp = query.find('&', i);
          if (amp == std::string::npos) amp = query.size();
          std::string_view arg(query.data() + i, amp - i);
          if (arg.substr(0, arg.find('=')) == std::string_view(name, n)) return true;
          i = amp + 1;
        }
        return false;
      };
      if (path == "/check-health") {
        out = respond(200, "application/json", checkHealth(*m_status));
      } else if (path == "/status.json") {
        out = respond(200, "application/json", statusJson(*m_status));
      } else if (path == "/jit-stats.json") {
        out = respond(200, "application/json", jitStatsJson());
      } else if (path == "/vm-tcspace") {
        out = respond(200, "text/plain", vmTcSpace());
      } else if (path == "/warmup-status") {
        out = respond(200, "text/plain", m_sampler.warmupStatus(*m_status));
      } else if (path == "/hot-functions.json") {
        size_t n = 20;
        size_t at = query.find("n=");
        if (at != std::string::npos && (at == 0 || query[at - 1] == '&')) n = size_t(std::strtoul(query.c_str() + at + 2, nullptr, 10));
        out = respond(200, "application/json", hotFunctionsJson(std::min<size_t>(n, 1000)));
      } else if (path == "/rates.json") {
        out = respond(200, "application/json", m_sampler.ratesJson());
      } else if (path == "/" || path == "/dashboard") {
        out = respond(200, "text/html; charset=utf-8", dashboardHtml());
      } else if (path == "/ping") {
        out = respond(200, "text/plain", "pong");
      } else if (path == "/fpm-status") {
        std::string ctype;
        std::string body = fpmStatus(*m_status, hasArg("json"), hasArg("full"), ctype);
        out = respond(200, ctype.c_str(), body);
      } else if (path == "/stop") {
        out = respond(200, "text/plain", "stopping\n");
        stop = true;
      } else {
        out = respond(404, "text/plain",
                      "not found; the admin endpoint has / (dashboard) /check-health /status.json /jit-stats.json "
                      "/vm-tcspace /warmup-status /hot-functions.json[?n=N] /rates.json /ping /fpm-status[?json][&full] "
                      "/stop\n");
      }
    }
    if (!out.empty()) writeAll(fd, out, 2000);
    ::close(fd);
    // The same graceful stop as SIGTERM's (the I/O thread reads it from its signalfd).
    if (stop) ::kill(::getpid(), SIGTERM);
  }
}

} // namespace hop::server
