// server.cpp — the listeners, the epoll I/O thread, the bounded request queue and the request-thread pool of `hop serve` (see server.h).
#include "server/server.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sched.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_set>

#include "server/admin.h"
#include "server/crash-report.h"
#include "server/request-log.h"
#include "server/server-internal.h"

namespace hop::server {

bool writeAll(int fd, std::string_view data, int timeoutMs) {
  const char* p = data.data();
  size_t n = data.size();
  while (n > 0) {
    ssize_t w = ::send(fd, p, n, MSG_NOSIGNAL);
    if (w > 0) {
      p += w;
      n -= size_t(w);
      t_response.sentBytes += uint64_t(w);   // a request thread's: the crash reporter's "nothing sent yet"
      continue;
    }
    if (w < 0 && errno == EINTR) continue;
    if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd pfd{fd, POLLOUT, 0};
      int r = ::poll(&pfd, 1, timeoutMs);
      if (r <= 0 || (pfd.revents & (POLLERR | POLLHUP | POLLNVAL))) return false;
      continue;
    }
    return false;
  }
  return true;
}

namespace {

int64_t nowSeconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// A fixed-capacity queue of jobs; push fails when it is full.
class JobQueue {
public:
  explicit JobQueue(size_t cap) : m_cap(cap) {}
  bool tryPush(Job&& j) {
    std::lock_guard<std::mutex> g(m_lock);
    if (m_closed || m_q.size() >= m_cap) return false;
    m_q.push_back(std::move(j));
    m_cv.notify_one();
    return true;
  }
  /// Blocks for a job; false once the queue is closed and empty.
  bool pop(Job& out) {
    std::unique_lock<std::mutex> g(m_lock);
    m_cv.wait(g, [&] { return m_closed || !m_q.empty(); });
    if (m_q.empty()) return false;
    out = std::move(m_q.front());
    m_q.pop_front();
    return true;
  }
  void close() {
    std::lock_guard<std::mutex> g(m_lock);
    m_closed = true;
    m_cv.notify_all();
  }

private:
  size_t m_cap;
  std::mutex m_lock;
  std::condition_variable m_cv;
  std::deque<Job> m_q;
  bool m_closed = false;
};

int listenOn(const std::string& spec, std::string& shown) {
  std::string s = spec;
  bool isUnix = s.rfind("unix:", 0) == 0 || s.find('/') != std::string::npos;
  if (s.rfind("unix:", 0) == 0) s = s.substr(5);
  if (isUnix) {
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    if (s.size() >= sizeof(a.sun_path)) {
      std::fprintf(stderr, "hop serve: socket path too long: %s\n", s.c_str());
      return -1;
    }
    std::memcpy(a.sun_path, s.data(), s.size());
    int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    struct stat st;
    if (::lstat(s.c_str(), &st) == 0 && S_ISSOCK(st.st_mode)) ::unlink(s.c_str());   // a stale socket
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd, 511) != 0) {
      std::fprintf(stderr, "hop serve: cannot listen on %s: %s\n", s.c_str(), std::strerror(errno));
      ::close(fd);
      return -1;
    }
    ::chmod(s.c_str(), 0660);
    shown = "unix:" + s;
    return fd;
  }
  size_t colon = s.rfind(':');
  std::string host = colon == std::string::npos ? "127.0.0.1" : s.substr(0, colon);
  std::string port = colon == std::string::npos ? s : s.substr(colon + 1);
  if (host.empty() || host == "*") host = "0.0.0.0";
  sockaddr_in a{};
  a.sin_family = AF_INET;
  char* end = nullptr;
  long p = std::strtol(port.c_str(), &end, 10);
  if (port.empty() || *end || p < 0 || p > 65535 || ::inet_pton(AF_INET, host.c_str(), &a.sin_addr) != 1) {
    std::fprintf(stderr, "hop serve: bad listen address: %s (want HOST:PORT or a socket path)\n", spec.c_str());
    return -1;
  }
  a.sin_port = htons(uint16_t(p));
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int one = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd, 511) != 0) {
    std::fprintf(stderr, "hop serve: cannot listen on %s: %s\n", spec.c_str(), std::strerror(errno));
    ::close(fd);
    return -1;
  }
  socklen_t len = sizeof a;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  shown = host + ":" + std::to_string(ntohs(a.sin_port));
  return fd;
}

class Server {
public:
  explicit Server(const ServerOptions& o)
      : m_opts(o), m_queue(size_t(o.queueSize < 1 ? 1 : o.queueSize)), m_status(size_t(o.threads < 1 ? 1 : o.threads)) {
    m_status.queueCapacity = size_t(o.queueSize < 1 ? 1 : o.queueSize);
    m_back.reserve(size_t(o.threads < 1 ? 1 : o.threads) * 2 + 8);
    m_backTaken.reserve(m_back.capacity());
  }

  int run();
  /// A request thread hands a connection back (keep-alive) or has it closed,
  /// with its job: the request's strings were allocated by the I/O thread and
  /// are freed there. (operator new's small blocks go back to the free list of
  /// the thread that frees them, cli/small-alloc.cpp: blocks made by the I/O
  /// thread and freed by request threads never came back to it, and the
  /// process grew by ~260 bytes a request.)
  void giveBack(Conn* c, bool close, Job&& job) {
    {
      std::lock_guard<std::mutex> g(m_backLock);
      m_back.push_back({c, close, std::move(job)});
    }
    uint64_t one = 1;
    (void)!::write(m_wakeFd, &one, sizeof one);
  }
  /// After a request of a kept connection whose client sent nothing more
  /// yet (the usual case behind nginx): the request thread re-arms the
  /// connection itself, so the I/O thread is not woken to do it (a wake-up
  /// and two context switches a request, most of a small page's kernel
  /// time). The job still goes back to the I/O thread to be freed, without
  /// a wake-up: it drains the list at its next wake-up (at most 1 s later).
  /// False when the connection must go back the usual way (giveBack).
  bool rearmFromRequestThread(Conn* c, Job& job);

private:
  void ioLoop();
  /// The I/O thread takes back what request threads gave back (giveBack, rearmFromRequestThread).
  void takeBack();
  void slotLoop(size_t slot);
  /// Puts a job on the queue (I/O thread), counted for the status before a
  /// request thread can take it (and count it off).
  bool enqueue(Job&& j) {
    size_t q = m_status.queued.fetch_add(1) + 1;
    if (m_stopping || !m_queue.tryPush(std::move(j))) {
      m_status.queued.fetch_sub(1);
      m_status.refused.fetch_add(1, std::memory_order_relaxed);
      return false;
    }
    m_status.accepted.fetch_add(1, std::memory_order_relaxed);
    if (q > m_status.maxQueued.load()) m_status.maxQueued.store(q);
    return true;
  }
  void accept(int lfd);
  void onReadable(Conn* c);
  void process(Conn* c);
  void processHttp(Conn* c);
  void rearm(Conn* c);
  void closeConn(Conn* c);

  ServerOptions m_opts;
  JobQueue m_queue;
  ServerStatus m_status;   // what the admin endpoint reports (admin.h)
  AdminServer m_admin;
  int m_epoll = -1;
  int m_wakeFd = -1;
  int m_sigFd = -1;
  std::vector<int> m_listeners;
  std::unordered_set<int> m_httpListeners;   // the listeners of --http
  HttpLimits m_httpLimits;
  std::mutex m_backLock;
  struct Back {
    Conn* conn;
    bool close;
    Job job;
  };
  // Two lists swapped back and forth with their capacity kept, so that their
  // storage is not made by one thread and freed by the other either.
  std::vector<Back> m_back, m_backTaken;
  std::unordered_set<Conn*> m_all;   // every open connection (I/O thread)
  int64_t m_lastSweep = 0;
  void sweepIdle();
  int m_conns = 0;
  std::atomic<int> m_inFlight{0};   // connections owned by request threads
  std::atomic<bool> m_stopping{false};
  bool m_force = false;
  int64_t m_stopDeadline = 0;
  static constexpr int64_t kStopGraceSeconds = 10;
};

// Tags for the non-connection epoll entries.
char g_wakeTag, g_sigTag;

int Server::run() {
  // The signals the server handles arrive through a signalfd; every thread
  // made from here inherits the mask. Writes to closed sockets fail with
  // EPIPE instead of killing the process.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGQUIT);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  ::signal(SIGPIPE, SIG_IGN);
  m_sigFd = ::signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
  m_wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
  if (m_sigFd < 0 || m_wakeFd < 0 || m_epoll < 0) {
    std::fprintf(stderr, "hop serve: %s\n", std::strerror(errno));
    return 1;
  }
  std::string shown;
  m_httpLimits.maxHeadBytes = m_opts.maxHeadBytes;
  m_httpLimits.maxBodyBytes = m_opts.limits.maxBodyBytes;
  for (size_t i = 0; i < m_opts.listen.size() + m_opts.httpListen.size(); ++i) {
    bool http = i >= m_opts.listen.size();
    const std::string& l = http ? m_opts.httpListen[i - m_opts.listen.size()] : m_opts.listen[i];
    if (http && (l.find('/') != std::string::npos || l.rfind("unix:", 0) == 0)) {
      std::fprintf(stderr, "hop serve: --http wants HOST:PORT, not %s\n", l.c_str());
      return 1;
    }
    int fd = listenOn(l, shown);
    if (fd < 0) return 1;
    m_listeners.push_back(fd);
    if (http) m_httpListeners.insert(fd);
    epoll_event ev{};
    ev.events = EPOLLIN;
    ev.data.fd = fd;
    ev.data.u64 = uint64_t(fd);   // listeners: small integers; pointers are never that small
    ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &ev);
    if (m_opts.announce)
      std::fprintf(stderr, "hop serve: listening on %s%s\n", http ? "http://" : "", shown.c_str());
  }
  epoll_event ev{};
  ev.events = EPOLLIN;
  ev.data.ptr = &g_wakeTag;
  ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wakeFd, &ev);
  ev.data.ptr = &g_sigTag;
  ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_sigFd, &ev);
  std::fflush(stderr);

  if (m_opts.adminPort >= 0 && !m_admin.start(m_opts.adminPort, m_status, m_opts, m_opts.announce)) return 1;
  std::fflush(stderr);
  if (!startRequestLogs(m_opts, size_t(m_opts.threads < 1 ? 1 : m_opts.threads))) return 1;
  std::vector<std::thread> slots;
  int n = m_opts.threads < 1 ? 1 : m_opts.threads;
  for (int i = 0; i < n; ++i) slots.emplace_back([this, i] { slotLoop(size_t(i)); });
  ioLoop();
  m_admin.stop();
  m_queue.close();
  for (int fd : m_listeners) ::close(fd);
  for (const std::string& l : m_opts.listen) {
    std::string s = l.rfind("unix:", 0) == 0 ? l.substr(5) : l;
    if (s.find('/') != std::string::npos) ::unlink(s.c_str());
  }
  if (m_inFlight > 0) {
    // Requests still running past the grace period (or a second signal):
    // they cannot be interrupted, so the process ends under them.
    std::fprintf(stderr, "hop serve: stopping with %d request(s) still running\n", m_inFlight.load());
    std::fflush(stderr);
    ::_exit(1);
  }
  for (auto& t : slots) t.join();
  stopRequestLogs();
  return 0;
}

void Server::ioLoop() {
  epoll_event events[64];
  for (;;) {
    if (m_stopping && (m_inFlight == 0 || m_force || nowSeconds() >= m_stopDeadline)) return;
    // Idle connections are closed before the wait, never between it and the
    // events it returns: an event names its connection by pointer, and one
    // closed by the sweep (deleted) may have an event in the batch — a peer
    // that closed it at the same moment, as nginx does to an idle keepalive
    // connection after its own 60 s, hop.server_idle_timeout's default. (It
    // did: the event's handler freed the connection again, and glibc ended
    // the process — the "crash under Twig load" of docs/server.md.)
    if (m_opts.idleTimeout > 0 && nowSeconds() != m_lastSweep) sweepIdle();
    int n = ::epoll_wait(m_epoll, events, 64, 1000);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::fprintf(stderr, "hop serve: epoll_wait: %s\n", std::strerror(errno));
      return;
    }
    for (int i = 0; i < n; ++i) {
      void* p = events[i].data.ptr;
      uint64_t u = events[i].data.u64;
      if (p == &g_sigTag) {
        signalfd_siginfo si;
        while (::read(m_sigFd, &si, sizeof si) == ssize_t(sizeof si)) {}
        if (!m_stopping) {
          // Graceful stop: no new connections; requests running get
          // kStopGraceSeconds to finish. A second signal stops at once.
          m_stopping = true;
          m_stopDeadline = nowSeconds() + kStopGraceSeconds;
          for (int fd : m_listeners) ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
        } else {
          m_force = true;
        }
      } else if (p == &g_wakeTag) {
        uint64_t v;
        (void)!::read(m_wakeFd, &v, sizeof v);
        takeBack();
      } else if (u < 65536) {
        accept(int(u));
      } else {
        Conn* c = static_cast<Conn*>(p);
        // A request thread that re-armed the connection itself stores
        // inFlight false (release) right after: wait for that (nanoseconds,
        // unless it was preempted in between), so that what it wrote is seen.
        while (c->inFlight.load(std::memory_order_acquire)) sched_yield();
        onReadable(c);
      }
    }
    takeBack();   // jobs of re-armed connections, given back without a wake-up
  }
}

void Server::takeBack() {
  {
    std::lock_guard<std::mutex> g(m_backLock);
    if (m_back.empty()) return;
    m_back.swap(m_backTaken);
  }
  for (Back& b : m_backTaken) {
    Conn* c = b.conn;
    if (!c) continue;   // a re-armed connection's job: only freed here
    bool close = b.close;
    m_inFlight.fetch_sub(1, std::memory_order_relaxed);
    c->inFlight.store(false, std::memory_order_relaxed);
    c->lastActive = nowSeconds();
    if (close || m_stopping) closeConn(c);
    else process(c);   // bytes that came with the last request, or re-arm
  }
  m_backTaken.clear();   // the jobs' strings freed on the thread that made them
}

bool Server::rearmFromRequestThread(Conn* c, Job& job) {
  if (m_stopping.load(std::memory_order_relaxed)) return false;
  // Bytes already buffered (a pipelined request, the client's shutdown) would
  // get no event: those go back to the I/O thread, which parses them.
  if (c->http ? (c->peerClosed || c->http->midRequest()) : c->parser.buffered() != 0) return false;
  c->lastActive = nowSeconds();
  epoll_event ev{};
  ev.events = EPOLLIN | EPOLLRDHUP | EPOLLONESHOT;
  ev.data.ptr = c;
  if (::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &ev) != 0) {
    // Not re-armed (it cannot fail for a watched descriptor): closed by the I/O thread.
    giveBack(c, true, std::move(job));
    return true;
  }
  // The I/O thread may have its event now; it waits for this store, and
  // neither its idle sweep nor its stop closes a connection in flight.
  m_inFlight.fetch_sub(1, std::memory_order_relaxed);
  c->inFlight.store(false, std::memory_order_release);
  std::lock_guard<std::mutex> g(m_backLock);
  m_back.push_back({nullptr, false, std::move(job)});
  return true;
}

void Server::accept(int lfd) {
  bool http = m_httpListeners.count(lfd) != 0;
  for (;;) {
    sockaddr_in peer{};
    socklen_t peerLen = sizeof peer;
    int fd = ::accept4(lfd, reinterpret_cast<sockaddr*>(&peer), &peerLen, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) return;   // EAGAIN, or an error of that one connection
    if (m_conns >= m_opts.maxConnections) {
      ::close(fd);
      continue;
    }
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);   // fails harmlessly on unix sockets
    Conn* c = new Conn(fd, m_opts.limits);
    c->lastActive = nowSeconds();
    if (http) {
      c->http = std::make_unique<HttpParser>(m_httpLimits);
      char buf[INET_ADDRSTRLEN] = "";
      if (peer.sin_family == AF_INET && ::inet_ntop(AF_INET, &peer.sin_addr, buf, sizeof buf)) c->peerAddr = buf;
      c->peerPort = ntohs(peer.sin_port);
      sockaddr_in local{};
      socklen_t localLen = sizeof local;
      if (::getsockname(fd, reinterpret_cast<sockaddr*>(&local), &localLen) == 0 &&
          ::inet_ntop(AF_INET, &local.sin_addr, buf, sizeof buf)) {
        c->localAddr = buf;
        c->localPort = ntohs(local.sin_port);
      }
    }
    m_all.insert(c);
    ++m_conns;
    m_status.connections.store(m_conns, std::memory_order_relaxed);
    epoll_event ev{};
    ev.events = EPOLLIN | EPOLLRDHUP | EPOLLONESHOT;
    ev.data.ptr = c;
    if (::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &ev) != 0) closeConn(c);
  }
}

void Server::onReadable(Conn* c) {
  char buf[65536];
  size_t total = 0;
  for (;;) {
    ssize_t r = ::recv(c->fd, buf, sizeof buf, 0);
    if (r > 0) {
      c->lastActive = nowSeconds();
      if (c->http) {
        if (!c->http->midRequest()) c->headStart = c->lastActive;
        c->http->feed(buf, size_t(r));
      } else {
        c->parser.feed(buf, size_t(r));
      }
      total += size_t(r);
      if (total >= (1u << 20)) break;   // let other connections run; epoll comes back
      continue;
    }
    if (r < 0 && errno == EINTR) continue;
    if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (r == 0 && c->http && c->http->midRequest()) {
      // An HTTP client that sent its request and shut down its side (as
      // HTTP/1.0 tools may): the request whole in the buffer is answered,
      // then the connection closes.
      c->peerClosed = true;
      break;
    }
    // Closed by the peer (or an error): whatever is buffered cannot complete a reply.
    closeConn(c);
    return;
  }
  process(c);
}

void Server::process(Conn* c) {
  if (c->http) return processHttp(c);
  FcgiParser::Event e = c->parser.next();
  if (!c->parser.replies.empty()) {
    bool ok = writeAll(c->fd, c->parser.replies, 5000);
    c->parser.replies.clear();
    if (!ok) {
      closeConn(c);
      return;
    }
  }
  if (e == FcgiParser::Event::Error) {
    std::fprintf(stderr, "hop serve: closing a connection: %s\n", c->parser.error().c_str());
    closeConn(c);
    return;
  }
  if (e == FcgiParser::Event::NeedMore) {
    rearm(c);
    return;
  }
  Job j;
  j.conn = c;
  j.req = c->parser.takeRequest();
  uint16_t id = j.req.id;
  bool keep = j.req.keepConn;
  // In flight before a request thread can take it (and give it back).
  m_inFlight.fetch_add(1, std::memory_order_relaxed);
  c->inFlight.store(true, std::memory_order_relaxed);
  if (!enqueue(std::move(j))) {
    m_inFlight.fetch_sub(1, std::memory_order_relaxed);
    c->inFlight.store(false, std::memory_order_relaxed);
    // Every request thread busy and the queue full: 503, as a proxy would say.
    std::string out;
    fcgi::appendStream(out, fcgi::kStdout, id,
                       "Status: 503 Service Unavailable\r\nContent-type: text/plain\r\n\r\nServer busy.\n");
    fcgi::appendEndRequest(out, id, 0, fcgi::kOverloaded);
    if (!writeAll(c->fd, out, 5000) || !keep) closeConn(c);
    else process(c);
    return;
  }
}

void Server::processHttp(Conn* c) {
  HttpParser& hp = *c->http;
  HttpParser::Event e = hp.next();
  if (!hp.replies.empty()) {   // 100 Continue
    bool ok = writeAll(c->fd, hp.replies, 5000);
    hp.replies.clear();
    if (!ok) {
      closeConn(c);
      return;
    }
  }
  if (e == HttpParser::Event::Error) {
    // A malformed request, or one over a limit: the status, and the
    // connection closes (what follows cannot be trusted to be a request).
    int code = hp.errorStatus();
    std::string body = std::to_string(code) + " " + (reasonPhrase(code) ? reasonPhrase(code) : "") + "\n";
    std::string out = "HTTP/1.1 " + body.substr(0, body.size() - 1) +
                      "\r\nContent-Type: text/plain\r\nContent-Length: " + std::to_string(body.size()) +
                      "\r\nConnection: close\r\n\r\n" + body;
    writeAll(c->fd, out, 1000);
    ::shutdown(c->fd, SHUT_WR);
    closeConn(c);
    return;
  }
  if (e == HttpParser::Event::NeedMore) {
    if (c->peerClosed) closeConn(c);   // the rest of the request never comes
    else rearm(c);
    return;
  }
  Job j;
  j.conn = c;
  j.http = hp.takeRequest();
  if (c->peerClosed) j.http.keepAlive = false;
  m_inFlight.fetch_add(1, std::memory_order_relaxed);
  c->inFlight.store(true, std::memory_order_relaxed);
  if (!enqueue(std::move(j))) {
    m_inFlight.fetch_sub(1, std::memory_order_relaxed);
    c->inFlight.store(false, std::memory_order_relaxed);
    static const char kBusy[] =
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n"
        "Connection: close\r\n\r\nServer busy.\n";
    writeAll(c->fd, kBusy, 5000);
    closeConn(c);
    return;
  }
}

void Server::sweepIdle() {
  int64_t now = nowSeconds();
  m_lastSweep = now;
  std::vector<Conn*> idle;
  for (Conn* c : m_all) {
    if (c->inFlight.load(std::memory_order_acquire)) continue;
    // Idle that long, or (HTTP) a request head still not whole that long after
    // it began: bytes trickled in to hold the connection (slowloris).
    if (now - c->lastActive >= m_opts.idleTimeout ||
        (c->http && c->http->inHead() && now - c->headStart >= m_opts.idleTimeout))
      idle.push_back(c);
  }
  for (Conn* c : idle) closeConn(c);
}

void Server::rearm(Conn* c) {
  epoll_event ev{};
  ev.events = EPOLLIN | EPOLLRDHUP | EPOLLONESHOT;
  ev.data.ptr = c;
  if (::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &ev) != 0) closeConn(c);
}

void Server::closeConn(Conn* c) {
  ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, c->fd, nullptr);
  ::close(c->fd);
  m_all.erase(c);
  delete c;
  --m_conns;
  m_status.connections.store(m_conns, std::memory_order_relaxed);
}

void Server::slotLoop(size_t slot) {
  // Each pass runs one request thread for up to threadRequests requests (0,
  // the default: forever; php-fpm's pm.max_requests), then replaces it.
  for (;;) {
    bool more = true;
    std::thread t([&] {
      // Its own current directory (and umask): each request chdir()s to its
      // script's directory, as php-fpm does, without moving the others'.
      t_ownCwd = ::unshare(CLONE_FS) == 0;
      ::pthread_setname_np(::pthread_self(), "hop-request");   // top -H, /proc/PID/task/*/comm
      crashReporterThreadInit();
      struct AltStack {
        ~AltStack() { crashReporterThreadDone(); }
      } altStack;
      int done = 0;
      Job j;
      while (m_opts.threadRequests <= 0 || done < m_opts.threadRequests) {
        if (!m_queue.pop(j)) {
          more = false;
          return;
        }
        m_status.queued.fetch_sub(1);
        m_status.begin(slot, j);
        requestLogBegin(slot, j);
        bool keep = j.conn->http ? serveHttpRequest(j, m_opts) : serveRequest(j, m_opts);
        requestLogEnd(j);
        m_status.end(slot);
        Conn* c = j.conn;
        if (!keep || !rearmFromRequestThread(c, j)) giveBack(c, !keep, std::move(j));
        j = Job();
        ++done;
      }
    });
    t.join();
    if (!more) return;
  }
}

} // namespace

int runServer(const ServerOptions& opts) {
  Server s(opts);
  return s.run();
}

} // namespace hop::server
