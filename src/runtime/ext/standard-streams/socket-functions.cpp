// socket-functions.cpp — the socket builtins of ext/standard (streamsfuncs.c, fsock.c):
// stream_socket_client/server/accept/get_name/recvfrom/sendto/shutdown/enable_crypto,
// fsockopen, pfsockopen and the STREAM_CRYPTO_* constants.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <map>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/socket.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/string/string-data.h"

namespace hop::streams {
namespace {

void setRef(NativeArgs& a, uint32_t i, TypedValue v) {
  if (a.has(i)) tvAssignMove(a.ref(i), v);
  else tvDecRef(v);
}
TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

/// A ?float timeout argument in microseconds: null = default_socket_timeout, negative = forever.
int64_t timeoutArg(NativeArgs& a, uint32_t i) {
  if (a.isNull(i)) return defaultSocketTimeoutUs();
  double t = a.dbl(i);
  if (t < 0 || !std::isfinite(t) || t >= 9.2e12) return -1;
  return int64_t(t * 1000000.0);
}

SocketStream* socketOf(Stream* s) { return dynamic_cast<SocketStream*>(s); }

ResourceData* finishClient(std::unique_ptr<SocketStream> s, ResourceData* context) {
  if (context && !s->context) {
    s->context = context;
    context->incRef();
  }
  return makeStreamResource(std::move(s));
}

/// pfsockopen's streams by "host:port": resource ids, looked up among the live resources.
struct PersistentSockets {
  std::map<std::string, int64_t> live;
};

void fsockopenImpl(NativeArgs& a, bool persistent) {
  std::string host(a.sv(0));
  int64_t port = a.i64Or(1, -1);
  std::string target = port > 0 ? host + ":" + std::to_string(port) : host;
  int64_t timeout = timeoutArg(a, 4);
  setRef(a, 2, makeInt(0));
  setRef(a, 3, str(""));
  std::string key = "pfsockopen__" + target;
  if (persistent) {
    auto& ps = ctx().builtinState<PersistentSockets>();
    auto it = ps.live.find(key);
    if (it != ps.live.end()) {
      auto& lr = ctx().liveResources;
      auto r = lr.find(it->second);
      Stream* st = r == lr.end() || r->second->m_closed ? nullptr : r->second->impl<Stream>();
      if (st && st->alive()) {
        r->second->incRef();
        a.retValue(makeResourceNoIncRef(r->second));
        return;
      }
      ps.live.erase(it);
    }
  }
  int err = 0;
  std::string why;
  auto s = socketClient(target, timeout, true, false, nullptr, err, why);
  if (!s) {
    raiseWarning("%s(): Unable to connect to %s:%lld (%s)", persistent ? "pfsockopen" : "fsockopen", host.c_str(),
                 (long long)port, why.empty() ? "Unknown error" : why.c_str());
    setRef(a, 2, makeInt(err));
    setRef(a, 3, str(why));
    a.retBool(false);
    return;
  }
  s->persistent = persistent;
  ResourceData* r = finishClient(std::move(s), nullptr);
  if (persistent) ctx().builtinState<PersistentSockets>().live[key] = r->m_id;
  a.retValue(makeResourceNoIncRef(r));
}

void f_fsockopen(NativeArgs& a) { fsockopenImpl(a, false); }
void f_pfsockopen(NativeArgs& a) { fsockopenImpl(a, true); }

void f_stream_socket_client(NativeArgs& a) {
  std::string addr(a.sv(0));
  int64_t timeout = timeoutArg(a, 3);
  int64_t flags = a.i64Or(4, 4);
  ResourceData* context = contextArg(a, 5);
  setRef(a, 1, makeInt(0));
  setRef(a, 2, str(""));
  int err = 0;
  std::string why;
  auto s = socketClient(addr, timeout, (flags & 4) != 0, (flags & 2) != 0, context, err, why);
  if (!s) {
    raiseWarning("stream_socket_client(): Unable to connect to %s (%s)", addr.c_str(), why.empty() ? "Unknown error" : why.c_str());
    setRef(a, 1, makeInt(err));
    setRef(a, 2, str(why));
    a.retBool(false);
    return;
  }
  if (flags & 1) s->persistent = true;
  a.retValue(makeResourceNoIncRef(finishClient(std::move(s), context)));
}

void f_stream_socket_server(NativeArgs& a) {
  std::string addr(a.sv(0));
  int64_t flags = a.i64Or(3, 4 | 8);
  ResourceData* context = contextArg(a, 4);
  setRef(a, 1, makeInt(0));
  setRef(a, 2, str(""));
  int err = 0;
  std::string why;
  auto s = socketServer(addr, (flags & 4) != 0, (flags & 8) != 0, context, err, why);
  if (!s) {
    raiseWarning("stream_socket_server(): Unable to connect to %s (%s)", addr.c_str(), why.empty() ? "Unknown error" : why.c_str());
    setRef(a, 1, makeInt(err));
    setRef(a, 2, str(why));
    a.retBool(false);
    return;
  }
  a.retValue(makeResourceNoIncRef(finishClient(std::move(s), context)));
}

void f_stream_socket_accept(NativeArgs& a) {
  Stream* st = streamArg(a, 0);
  int64_t timeout = timeoutArg(a, 1);
  setRef(a, 2, makeNull());
  SocketStream* srv = socketOf(st);
  std::string why = "Unknown error";
  if (srv && srv->fdNum >= 0) {
    struct pollfd p = {srv->fdNum, POLLIN, 0};
    int r;
    do r = ::poll(&p, 1, timeout < 0 ? -1 : int((timeout + 999) / 1000));
    while (r < 0 && errno == EINTR);
    if (r == 0) why = strerror(ETIMEDOUT);
    else if (r < 0) why = strerror(errno);
    else {
      sockaddr_storage ss{};
      socklen_t len = sizeof(ss);
      int fd;
      do fd = ::accept(srv->fdNum, reinterpret_cast<sockaddr*>(&ss), &len);
      while (fd < 0 && errno == EINTR);
      if (fd >= 0) {
        auto c = makeSocketStream(fd, srv->transport);
        if (a.has(2)) {
          std::string name = sockaddrName(reinterpret_cast<sockaddr*>(&ss), len);
          if (!name.empty()) setRef(a, 2, str(name));
        }
        ResourceData* ctxRes = srv->context;
        SocketStream* cp = c.get();
        ResourceData* res = finishClient(std::move(c), ctxRes);
        if (srv->autoCrypto) {
          if (enableCrypto(cp, true, srv->autoCrypto, false, ctxRes, "stream_socket_accept") != 1) {
            raiseWarning("stream_socket_accept(): Failed to enable crypto");
            res->close();
            res->decRef();
            a.retBool(false);
            return;
          }
        }
        a.retValue(makeResourceNoIncRef(res));
        return;
      }
      why = strerror(errno);
    }
  }
  raiseWarning("stream_socket_accept(): Accept failed: %s", why.c_str());
  a.retBool(false);
}

void f_stream_socket_get_name(NativeArgs& a) {
  SocketStream* s = socketOf(streamArg(a, 0));
  bool remote = a.b(1);
  if (!s || s->fdNum < 0) {
    a.retBool(false);
    return;
  }
  sockaddr_storage ss{};
  socklen_t len = sizeof(ss);
  int r = remote ? ::getpeername(s->fdNum, reinterpret_cast<sockaddr*>(&ss), &len)
                 : ::getsockname(s->fdNum, reinterpret_cast<sockaddr*>(&ss), &len);
  std::string name = r == 0 ? sockaddrName(reinterpret_cast<sockaddr*>(&ss), len) : "";
  if (name.empty()) a.retBool(false);
  else a.retString(name);
}

void f_stream_socket_recvfrom(NativeArgs& a) {
  Stream* st = streamArg(a, 0);
  int64_t len = a.i64(1);
  int64_t flags = a.i64Or(2, 0);
  if (len <= 0) throwError(ErrorKind::ValueError, "stream_socket_recvfrom(): Argument #2 ($length) must be greater than 0");
  setRef(a, 3, makeNull());
  SocketStream* s = socketOf(st);
  if (!s || s->fdNum < 0) {
    a.retBool(false);
    return;
  }
  int f = 0;
  if (flags & 1) f |= MSG_OOB;
  if (flags & 2) f |= MSG_PEEK;
  bool wantAddr = a.has(3);
  if (s->blocking && !(flags & 1) && !s->waitForData()) {
    a.retBool(false);
    return;
  }
  // A datagram is at most 64 KiB; a stream socket may return less than asked.
  std::string buf(size_t(std::min<int64_t>(len, 16 << 20)), '\0');
  sockaddr_storage ss{};
  socklen_t sl = sizeof(ss);
  ssize_t r;
  do r = ::recvfrom(s->fdNum, &buf[0], buf.size(), f, wantAddr ? reinterpret_cast<sockaddr*>(&ss) : nullptr,
                    wantAddr ? &sl : nullptr);
  while (r < 0 && errno == EINTR);
  if (r < 0) {
    a.retBool(false);
    return;
  }
  if (wantAddr && sl > 0) {
    std::string name = sockaddrName(reinterpret_cast<sockaddr*>(&ss), sl);
    if (!name.empty()) setRef(a, 3, str(name));
  }
  buf.resize(size_t(r));
  a.retString(buf);
}

void f_stream_socket_sendto(NativeArgs& a) {
  Stream* st = streamArg(a, 0);
  std::string_view data = a.sv(1);
  int64_t flags = a.i64Or(2, 0);
  std::string_view target = a.svOr(3, "");
  SocketStream* s = socketOf(st);
  sockaddr_storage ss{};
  socklen_t sl = 0;
  if (!target.empty()) {
    std::string host;
    int port = 0;
    bool ok = parseHostPort(target, host, port);
    if (ok) {
      auto* in = reinterpret_cast<sockaddr_in*>(&ss);
      auto* in6 = reinterpret_cast<sockaddr_in6*>(&ss);
      if (inet_pton(AF_INET, host.c_str(), &in->sin_addr) == 1) {
        in->sin_family = AF_INET;
        in->sin_port = htons(uint16_t(port));
        sl = sizeof(sockaddr_in);
      } else if (inet_pton(AF_INET6, host.c_str(), &in6->sin6_addr) == 1) {
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(uint16_t(port));
        sl = sizeof(sockaddr_in6);
      } else {
        ok = false;
      }
    }
    if (!ok) {
      raiseWarning("stream_socket_sendto(): Failed to parse `%.*s' into a valid network address", int(target.size()), target.data());
      a.retBool(false);
      return;
    }
  }
  if (!s || s->fdNum < 0) {
    a.retInt(-1);
    return;
  }
  int f = MSG_NOSIGNAL;
  if (flags & 1) f |= MSG_OOB;
  ssize_t r;
  do r = ::sendto(s->fdNum, data.data(), data.size(), f, sl ? reinterpret_cast<sockaddr*>(&ss) : nullptr, sl);
  while (r < 0 && errno == EINTR);
  a.retInt(r < 0 ? -1 : r);
}

void f_stream_socket_shutdown(NativeArgs& a) {
  Stream* st = streamArg(a, 0);
  int64_t how = a.i64(1);
  if (how != SHUT_RD && how != SHUT_WR && how != SHUT_RDWR)
    throwError(ErrorKind::ValueError,
               "stream_socket_shutdown(): Argument #2 ($mode) must be one of STREAM_SHUT_RD, STREAM_SHUT_WR, or STREAM_SHUT_RDWR");
  SocketStream* s = socketOf(st);
  a.retBool(s && s->fdNum >= 0 && ::shutdown(s->fdNum, int(how)) == 0);
}

void f_stream_socket_enable_crypto(NativeArgs& a) {
  Stream* st = streamArg(a, 0);
  bool enable = a.b(1);
  int64_t method = 0;
  if (enable) {
    if (a.isNull(2)) {
      const TypedValue* v = nullptr;
      if (st->context)
        if (auto* c = st->context->impl<StreamContext>()) v = c->option("ssl", "crypto_method");
      if (!v)
        throwError(ErrorKind::ValueError, "stream_socket_enable_crypto(): Argument #3 ($crypto_method) must be specified when enabling encryption");
      method = v->m_type == DataType::Int ? v->m_data.num : 0;
    } else {
      method = a.i64(2);
    }
    if (!a.isNull(3)) (void)streamArg(a, 3);
  }
  SocketStream* s = socketOf(st);
  if (!s || !s->cryptoCapable) {
    raiseWarning("stream_socket_enable_crypto(): This stream does not support SSL/crypto");
    a.retBool(!enable);   // php: setup fails (false); disabling reports "not implemented", which shows as true
    return;
  }
  int r = enableCrypto(s, enable, method, (method & 1) != 0, s->context, "stream_socket_enable_crypto");
  if (r == 0) a.retInt(0);
  else a.retBool(r > 0);
}

const BuiltinDecl kSocketBuiltins[] = {
    {"fsockopen(string $hostname, int $port = -1, &$error_code = null, &$error_message = null, ?float $timeout = null)", f_fsockopen},
    {"pfsockopen(string $hostname, int $port = -1, &$error_code = null, &$error_message = null, ?float $timeout = null)", f_pfsockopen},
    {"stream_socket_client(string $address, &$error_code = null, &$error_message = null, ?float $timeout = null, int $flags = STREAM_CLIENT_CONNECT, $context = null)", f_stream_socket_client},
    {"stream_socket_server(string $address, &$error_code = null, &$error_message = null, int $flags = STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $context = null)", f_stream_socket_server},
    {"stream_socket_accept($socket, ?float $timeout = null, &$peer_name = null)", f_stream_socket_accept},
    {"stream_socket_get_name($socket, bool $remote): string|false", f_stream_socket_get_name},
    {"stream_socket_recvfrom($socket, int $length, int $flags = 0, &$address = null): string|false", f_stream_socket_recvfrom},
    {"stream_socket_sendto($socket, string $data, int $flags = 0, string $address = \"\"): int|false", f_stream_socket_sendto},
    {"stream_socket_shutdown($stream, int $mode): bool", f_stream_socket_shutdown},
    {"stream_socket_enable_crypto($stream, bool $enable, ?int $crypto_method = null, $session_stream = null): int|bool", f_stream_socket_enable_crypto},
};
HOP_REGISTER_BUILTINS(kSocketBuiltins);

const ConstantDecl kCryptoConstants[] = {
    {"STREAM_CRYPTO_METHOD_ANY_CLIENT", makeInt(127)}, {"STREAM_CRYPTO_METHOD_SSLv2_CLIENT", makeInt(3)},
    {"STREAM_CRYPTO_METHOD_SSLv3_CLIENT", makeInt(5)}, {"STREAM_CRYPTO_METHOD_SSLv23_CLIENT", makeInt(57)},
    {"STREAM_CRYPTO_METHOD_TLS_CLIENT", makeInt(121)}, {"STREAM_CRYPTO_METHOD_TLSv1_0_CLIENT", makeInt(9)},
    {"STREAM_CRYPTO_METHOD_TLSv1_1_CLIENT", makeInt(17)}, {"STREAM_CRYPTO_METHOD_TLSv1_2_CLIENT", makeInt(33)},
    {"STREAM_CRYPTO_METHOD_TLSv1_3_CLIENT", makeInt(65)}, {"STREAM_CRYPTO_METHOD_ANY_SERVER", makeInt(126)},
    {"STREAM_CRYPTO_METHOD_SSLv2_SERVER", makeInt(2)}, {"STREAM_CRYPTO_METHOD_SSLv3_SERVER", makeInt(4)},
    {"STREAM_CRYPTO_METHOD_SSLv23_SERVER", makeInt(120)}, {"STREAM_CRYPTO_METHOD_TLS_SERVER", makeInt(120)},
    {"STREAM_CRYPTO_METHOD_TLSv1_0_SERVER", makeInt(8)}, {"STREAM_CRYPTO_METHOD_TLSv1_1_SERVER", makeInt(16)},
    {"STREAM_CRYPTO_METHOD_TLSv1_2_SERVER", makeInt(32)}, {"STREAM_CRYPTO_METHOD_TLSv1_3_SERVER", makeInt(64)},
    {"STREAM_CRYPTO_PROTO_SSLv3", makeInt(4)}, {"STREAM_CRYPTO_PROTO_TLSv1_0", makeInt(8)},
    {"STREAM_CRYPTO_PROTO_TLSv1_1", makeInt(16)}, {"STREAM_CRYPTO_PROTO_TLSv1_2", makeInt(32)},
    {"STREAM_CRYPTO_PROTO_TLSv1_3", makeInt(64)},
};
HOP_REGISTER_CONSTANTS(kCryptoConstants);

} // namespace
} // namespace hop::streams
