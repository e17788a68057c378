// socket-streams.cpp — the socket transports (php's xp_socket.c and network.c): address
// parsing, name resolution, connect with a timeout, bind/listen, and the SocketStream backend.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/standard-streams/socket.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"

namespace hop::streams {

int64_t defaultSocketTimeoutUs() {
  std::optional<std::string> v = ctx().ini.get("default_socket_timeout");
  double sec = v ? std::atof(v->c_str()) : 60;
  if (sec < 0) return -1;
  return int64_t(sec * 1000000);
}

// --- the stream ---------------------------------------------------------------------------------

SocketStream::~SocketStream() {
  if (ssl || sslCtx) endCrypto();
}

static bool transientErr(int e) { return e == EAGAIN || e == EWOULDBLOCK || e == EINTR; }

/// poll() on one fd for `events` with a timeout in microseconds (-1: forever); EINTR retried.
static int pollFor(int fd, short events, int64_t timeoutUs) {
  struct pollfd p = {fd, events, 0};
  int r;
  do r = ::poll(&p, 1, timeoutUs < 0 ? -1 : int((timeoutUs + 999) / 1000));
  while (r < 0 && errno == EINTR);
  return r;
}

bool SocketStream::waitForData() {
  timedOut = false;
  int r = pollFor(fdNum, POLLIN | POLLPRI, timeoutUs);
  if (r == 0) {
    timedOut = true;
    return false;
  }
  return true;
}

ssize_t SocketStream::doRead(char* buf, size_t n) {
  if (fdNum < 0) return 0;
  if (cryptoOn) {
    extern ssize_t cryptoRead(SocketStream * s, char* buf, size_t n);
    return cryptoRead(this, buf, n);
  }
  if (blocking && !waitForData()) return -1;
  ssize_t r = ::recv(fdNum, buf, n, blocking && timeoutUs >= 0 ? MSG_DONTWAIT : 0);
  if (r < 0) {
    if (transientErr(errno)) return 0;
    eof = true;
    return -1;
  }
  if (r == 0) eof = true;
  return r;
}

ssize_t SocketStream::doWrite(const char* buf, size_t n) {
  if (fdNum < 0) return -1;
  if (cryptoOn) {
    extern ssize_t cryptoWrite(SocketStream * s, const char* buf, size_t n);
    return cryptoWrite(this, buf, n);
  }
  for (;;) {
    ssize_t w = ::send(fdNum, buf, n, MSG_NOSIGNAL | (blocking && timeoutUs >= 0 ? MSG_DONTWAIT : 0));
    if (w > 0) return w;
    int err = errno;
    if (w < 0 && transientErr(err)) {
      if (!blocking) return 0;
      timedOut = false;
      int r = pollFor(fdNum, POLLOUT, timeoutUs);
      if (r > 0) continue;
      if (r == 0) timedOut = true;
      err = r == 0 ? ETIMEDOUT : errno;
    }
    if (w == 0) return 0;
    if (!suppressErrors)
      raiseNotice("%s(): Send of %zu bytes failed with errno=%d %s", curFn(), n, err, strerror(err));
    return -1;
  }
}

void SocketStream::doClose() {
  if (ssl || sslCtx) endCrypto();
  if (fdNum >= 0) ::close(fdNum);
  fdNum = -1;
}

int SocketStream::doSetOption(int option, int value, int64_t v2) {
  if (option == 4) {   // read timeout
    timeoutUs = int64_t(value) * 1000000 + v2;
    timedOut = false;
    return 0;
  }
  if (option == 1) {   // blocking
    int fl = ::fcntl(fdNum, F_GETFL);
    if (fl < 0) return -1;
    fl = value ? (fl & ~O_NONBLOCK) : (fl | O_NONBLOCK);
    return ::fcntl(fdNum, F_SETFL, fl) == 0 ? 0 : -1;
  }
  if (option == 2 || option == 3) return 0;   // buffers: accepted
  return -2;
}

bool SocketStream::alive() {
  if (fdNum < 0) return false;
  if (isServer) return true;   // php's NO_IO streams: a listening socket has no data to end
  char c;
  ssize_t r = ::recv(fdNum, &c, 1, MSG_PEEK | MSG_DONTWAIT);
  if (r == 0) return false;
  if (r < 0 && errno != EWOULDBLOCK && errno != EAGAIN && errno != EMSGSIZE) return false;
  return true;
}

// --- addresses ----------------------------------------------------------------------------------

bool parseHostPort(std::string_view s, std::string& host, int& port) {
  if (s.size() > 1 && s[0] == '[') {
    size_t close = s.find(']', 1);
    if (close == std::string_view::npos || close + 1 >= s.size() || s[close + 1] != ':') return false;
    host.assign(s.substr(1, close - 1));
    port = std::atoi(std::string(s.substr(close + 2)).c_str());
    return true;
  }
  size_t colon = s.empty() ? std::string_view::npos : s.substr(0, s.size() - 1).find(':');
  if (colon == std::string_view::npos) return false;
  host.assign(s.substr(0, colon));
  port = std::atoi(std::string(s.substr(colon + 1)).c_str());
  return true;
}

bool isCryptoTransport(std::string_view t, int64_t& method) {
  if (t == "ssl" || t == "tls") method = 121;   // STREAM_CRYPTO_METHOD_TLS_CLIENT (tls 1.0 to 1.3)
  else if (t == "tlsv1.0") method = 9;
  else if (t == "tlsv1.1") method = 17;
  else if (t == "tlsv1.2") method = 33;
  else if (t == "tlsv1.3") method = 65;
  else return false;
  return true;
}

bool parseXportAddress(std::string_view name, XportAddress& out, std::string& err) {
  size_t n = 0;
  while (n < name.size() && (isalnum((unsigned char)name[n]) || name[n] == '+' || name[n] == '-' || name[n] == '.')) ++n;
  std::string_view rest = name;
  std::string proto = "tcp";
  if (n > 1 && name.substr(n, 3) == "://") {
    proto.assign(name.substr(0, n));
    for (char& c : proto) c = char(tolower((unsigned char)c));
    rest = name.substr(n + 3);
  }
  int64_t m;
  if (proto != "tcp" && proto != "udp" && proto != "unix" && proto != "udg" && !isCryptoTransport(proto, m)) {
    err = "Unable to find the socket transport \"" + std::string(name.substr(0, n)) +
          "\" - did you forget to enable it when you configured PHP?";
    return false;
  }
  out.transport = proto;
  if (proto == "unix" || proto == "udg") {
    out.host.assign(rest);
    return true;
  }
  if (!parseHostPort(rest, out.host, out.port)) {
    if (!rest.empty() && rest[0] == '[') err = "Failed to parse IPv6 address \"" + std::string(rest) + "\"";
    else err = "Failed to parse address \"" + std::string(rest) + "\"";
    return false;
  }
  return true;
}

std::string sockaddrName(const struct sockaddr* sa, socklen_t len) {
  char buf[INET6_ADDRSTRLEN];
  switch (sa->sa_family) {
    case AF_INET: {
      auto* in = reinterpret_cast<const sockaddr_in*>(sa);
      inet_ntop(AF_INET, &in->sin_addr, buf, sizeof(buf));
      return std::string(buf) + ":" + std::to_string(ntohs(in->sin_port));
    }
    case AF_INET6: {
      auto* in6 = reinterpret_cast<const sockaddr_in6*>(sa);
      inet_ntop(AF_INET6, &in6->sin6_addr, buf, sizeof(buf));
      return "[" + std::string(buf) + "]:" + std::to_string(ntohs(in6->sin6_port));
    }
    case AF_UNIX: {
      auto* un = reinterpret_cast<const sockaddr_un*>(sa);
      size_t max = len > offsetof(sockaddr_un, sun_path) ? len - offsetof(sockaddr_un, sun_path) : 0;
      if (max == 0) return "";
      if (un->sun_path[0] == '\0') return std::string(un->sun_path, max);   // abstract name
      return std::string(un->sun_path, strnlen(un->sun_path, max));
    }
  }
  return "";
}

namespace {

/// getaddrinfo for a host (php_network_getaddresses); warns like php on failure.
bool resolve(const std::string& host, int port, int socktype, std::vector<sockaddr_storage>& out, std::vector<socklen_t>& lens,
             std::string& err) {
  struct addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = socktype;
  hints.ai_flags = AI_ADDRCONFIG;
  struct addrinfo* res = nullptr;
  int r = ::getaddrinfo(host.c_str(), nullptr, &hints, &res);
  if (r == EAI_BADFLAGS || (r != 0 && r != EAI_NONAME && r != EAI_AGAIN)) {
    hints.ai_flags = 0;
    r = ::getaddrinfo(host.c_str(), nullptr, &hints, &res);
  }
  if (r != 0) {
    err = "php_network_getaddresses: getaddrinfo for " + host + " failed: " + gai_strerror(r);
    raiseWarning("%s(): %s", curFn(), err.c_str());
    return false;
  }
  for (auto* ai = res; ai; ai = ai->ai_next) {
    sockaddr_storage ss{};
    memcpy(&ss, ai->ai_addr, ai->ai_addrlen);
    if (ss.ss_family == AF_INET) reinterpret_cast<sockaddr_in*>(&ss)->sin_port = htons(uint16_t(port));
    else if (ss.ss_family == AF_INET6) reinterpret_cast<sockaddr_in6*>(&ss)->sin6_port = htons(uint16_t(port));
    else continue;
    out.push_back(ss);
    lens.push_back(ai->ai_addrlen);
  }
  ::freeaddrinfo(res);
  if (out.empty()) {
    err = "php_network_getaddresses: getaddrinfo for " + host + " failed: Name or service not known";
    raiseWarning("%s(): %s", curFn(), err.c_str());
    return false;
  }
  return true;
}

const TypedValue* socketOption(ResourceData* context, const char* name) {
  StreamContext* c = context ? context->impl<StreamContext>() : nullptr;
  return c ? c->option("socket", name) : nullptr;
}

} // namespace

std::unique_ptr<SocketStream> makeSocketStream(int fd, const std::string& transport) {
  auto s = std::make_unique<SocketStream>();
  s->fdNum = fd;
  s->mode = "r+";
  s->transport = transport;
  s->wrapperType = "";
  s->uri = "";
  s->isSocket = true;
  s->seekable = false;
  s->isPipe = true;
  s->timeoutUs = defaultSocketTimeoutUs();
  s->cryptoCapable = transport == "tcp";
  s->streamType = transport == "tcp" ? "tcp_socket/ssl"
                  : transport == "udp" ? "udp_socket"
                  : transport == "unix" ? "unix_socket"
                  : transport == "udg" ? "udg_socket"
                                       : "generic_socket";
  return s;
}

namespace {

/// connect() with a timeout (php_network_connect_socket): 0, or the errno.
int connectWithTimeout(int fd, const sockaddr* sa, socklen_t len, int64_t timeoutUs, bool async) {
  int fl = ::fcntl(fd, F_GETFL);
  ::fcntl(fd, F_SETFL, fl | O_NONBLOCK);
  int r = ::connect(fd, sa, len);
  int err = r == 0 ? 0 : errno;
  if (err == EINPROGRESS) {
    if (async) return 0;   // the caller keeps the socket non-blocking until it connects
    int p = pollFor(fd, POLLOUT, timeoutUs);
    if (p == 0) err = ETIMEDOUT;
    else if (p < 0) err = errno;
    else {
      socklen_t el = sizeof(err);
      if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &el) != 0) err = errno;
    }
  }
  if (!async) ::fcntl(fd, F_SETFL, fl);
  return err;
}

bool fillUnixAddr(const std::string& path, sockaddr_un& un, socklen_t& len) {
  memset(&un, 0, sizeof(un));
  un.sun_family = AF_UNIX;
  if (path.size() >= sizeof(un.sun_path))
    raiseNotice("%s(): socket path exceeded the maximum allowed length of %zu bytes and was truncated", curFn(),
                sizeof(un.sun_path) - 1);
  size_t n = std::min(path.size(), sizeof(un.sun_path) - 1);
  memcpy(un.sun_path, path.data(), n);
  len = socklen_t(offsetof(sockaddr_un, sun_path) + n + (n && path[0] == '\0' ? 0 : 1));
  return true;
}

} // namespace

std::unique_ptr<SocketStream> socketClient(std::string_view address, int64_t timeoutUs, bool connect, bool async,
                                           ResourceData* context, int& errCode, std::string& errStr) {
  errCode = 0;
  XportAddress xa;
  if (!parseXportAddress(address, xa, errStr)) return nullptr;
  if (timeoutUs < 0) timeoutUs = defaultSocketTimeoutUs();
  bool unixLike = xa.transport == "unix" || xa.transport == "udg";
  int socktype = xa.transport == "udp" || xa.transport == "udg" ? SOCK_DGRAM : SOCK_STREAM;
  int64_t cryptoMethod = 0;
  bool crypto = isCryptoTransport(xa.transport, cryptoMethod);
  std::string baseXport = unixLike ? xa.transport : socktype == SOCK_DGRAM ? "udp" : "tcp";
  if (unixLike) {
    int fd = ::socket(AF_UNIX, socktype, 0);
    if (fd < 0) {
      errCode = errno;
      errStr = strerror(errno);
      return nullptr;
    }
    auto s = makeSocketStream(fd, baseXport);
    if (connect) {
      sockaddr_un un;
      socklen_t len;
      fillUnixAddr(xa.host, un, len);
      int err = connectWithTimeout(fd, reinterpret_cast<sockaddr*>(&un), len, timeoutUs, async);
      if (err) {
        errCode = err;
        errStr = strerror(err);
        return nullptr;
      }
    }
    return s;
  }
  std::vector<sockaddr_storage> addrs;
  std::vector<socklen_t> lens;
  if (!resolve(xa.host, xa.port, socktype, addrs, lens, errStr)) return nullptr;
  int lastErr = 0;
  for (size_t i = 0; i < addrs.size(); ++i) {
    int fd = ::socket(addrs[i].ss_family, socktype, 0);
    if (fd < 0) {
      lastErr = errno;
      continue;
    }
    if (const TypedValue* b = socketOption(context, "bindto")) {
      std::string host;
      int port = 0;
      std::string bt = toStdString(*b);
      if (parseHostPort(bt, host, port)) {
        std::vector<sockaddr_storage> la;
        std::vector<socklen_t> ll;
        std::string e2;
        if (resolve(host, port, socktype, la, ll, e2)) ::bind(fd, reinterpret_cast<sockaddr*>(&la[0]), ll[0]);
      }
    }
    if (socktype == SOCK_STREAM) {
      if (const TypedValue* nd = socketOption(context, "tcp_nodelay"); nd && toBool(*nd)) {
        int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
      }
    }
    if (const TypedValue* bc = socketOption(context, "so_broadcast"); bc && toBool(*bc)) {
      int one = 1;
      ::setsockopt(fd, SOL_SOCKET, SO_BROADCAST, &one, sizeof(one));
    }
    if (!connect) return makeSocketStream(fd, baseXport);
    int err = connectWithTimeout(fd, reinterpret_cast<sockaddr*>(&addrs[i]), lens[i], timeoutUs, async);
    if (err == 0) {
      auto s = makeSocketStream(fd, baseXport);
      s->sniHost = xa.host;
      if (async) s->blocking = true;
      if (crypto && !async) {
        if (context && !s->context) {
          s->context = context;
          context->incRef();
        }
        if (enableCrypto(s.get(), true, cryptoMethod, true, context, curFn()) != 1) {
          errCode = 0;
          errStr = "";   // php: "Unknown error" in the caller's message
          return nullptr;
        }
      }
      return s;
    }
    ::close(fd);
    lastErr = err;
  }
  errCode = lastErr;
  errStr = lastErr ? strerror(lastErr) : "Unknown error";
  return nullptr;
}

std::unique_ptr<SocketStream> socketServer(std::string_view address, bool bind, bool listen, ResourceData* context, int& errCode,
                                           std::string& errStr) {
  errCode = 0;
  XportAddress xa;
  if (!parseXportAddress(address, xa, errStr)) return nullptr;
  bool unixLike = xa.transport == "unix" || xa.transport == "udg";
  int socktype = xa.transport == "udp" || xa.transport == "udg" ? SOCK_DGRAM : SOCK_STREAM;
  int64_t cryptoMethod = 0;
  bool crypto = isCryptoTransport(xa.transport, cryptoMethod);
  std::string baseXport = unixLike ? xa.transport : socktype == SOCK_DGRAM ? "udp" : "tcp";
  std::unique_ptr<SocketStream> s;
  if (unixLike) {
    int fd = ::socket(AF_UNIX, socktype, 0);
    if (fd < 0) {
      errStr = strerror(errno);
      return nullptr;
    }
    s = makeSocketStream(fd, baseXport);
    if (bind) {
      sockaddr_un un;
      socklen_t len;
      fillUnixAddr(xa.host, un, len);
      if (::bind(fd, reinterpret_cast<sockaddr*>(&un), len) != 0) {
        errStr = "Unknown error";   // php reports no errno for a failed unix bind
        return nullptr;
      }
    }
  } else {
    if (!bind) {
      int fd = ::socket(AF_INET, socktype, 0);
      if (fd < 0) {
        errStr = strerror(errno);
        return nullptr;
      }
      s = makeSocketStream(fd, baseXport);
    } else {
      std::vector<sockaddr_storage> addrs;
      std::vector<socklen_t> lens;
      if (!resolve(xa.host, xa.port, socktype, addrs, lens, errStr)) return nullptr;
      int lastErr = 0;
      for (size_t i = 0; i < addrs.size() && !s; ++i) {
        int fd = ::socket(addrs[i].ss_family, socktype, 0);
        if (fd < 0) {
          lastErr = errno;
          continue;
        }
        int one = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
        if (const TypedValue* rp = socketOption(context, "so_reuseport"); rp && toBool(*rp))
          ::setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof(one));
        if (const TypedValue* bc = socketOption(context, "so_broadcast"); bc && toBool(*bc))
          ::setsockopt(fd, SOL_SOCKET, SO_BROADCAST, &one, sizeof(one));
        if (addrs[i].ss_family == AF_INET6) {
          if (const TypedValue* v6 = socketOption(context, "ipv6_v6only")) {
            int on = toBool(*v6) ? 1 : 0;
            ::setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof(on));
          }
        }
        if (::bind(fd, reinterpret_cast<sockaddr*>(&addrs[i]), lens[i]) != 0) {
          lastErr = errno;
          ::close(fd);
          continue;
        }
        s = makeSocketStream(fd, baseXport);
      }
      if (!s) {
        errStr = lastErr ? strerror(lastErr) : "Unknown error";
        return nullptr;
      }
    }
  }
  if (listen) {
    int backlog = 32;
    if (const TypedValue* b = socketOption(context, "backlog")) backlog = int(toInt(*b));
    if (::listen(s->fdNum, backlog) != 0) {
      errCode = 0;   // php's listen failure carries no text: "Unknown error"
      errStr = "";
      return nullptr;
    }
  }
  s->isServer = true;
  if (crypto) s->autoCrypto = cryptoMethod - 1;   // accepted streams start TLS as servers
  return s;
}

} // namespace hop::streams
