// socket.h — socket streams (php's xp_socket and network.c): the tcp, udp, unix and udg
// transports, address parsing, connect/bind/accept, and TLS through OpenSSL.
#pragma once

#include <sys/socket.h>

#include <string>

#include "runtime/ext/standard-streams/stream.h"

typedef struct ssl_st SSL;
typedef struct ssl_ctx_st SSL_CTX;

namespace hop::streams {

/// A stream over a socket (php_netstream_data_t).
struct SocketStream : FdStream {
  std::string transport;     // "tcp", "udp", "unix", "udg" ("" for stream_socket_pair)
  bool cryptoCapable = false;  // tcp: stream_socket_enable_crypto works (php's "tcp_socket/ssl")
  bool persistent = false;
  SSL* ssl = nullptr;
  SSL_CTX* sslCtx = nullptr;
  bool cryptoOn = false;
  std::string sniHost;       // the host a client connected to (SNI, peer name check)
  bool isServer = false;     // a listening socket from stream_socket_server
  int64_t autoCrypto = 0;    // ssl:// & co. servers: the server crypto method accepted streams get
  ~SocketStream() override;
  std::string typeName() const override { return persistent ? "persistent stream" : "stream"; }
  ssize_t doRead(char* buf, size_t n) override;
  ssize_t doWrite(const char* buf, size_t n) override;
  void doClose() override;
  int doSetOption(int option, int value, int64_t v2) override;
  bool alive() override;
  bool readable() const override { return true; }
  bool writable() const override { return true; }
  /// Waits until the socket is readable (blocking mode, with the read timeout);
  /// false when it timed out (timedOut is then set).
  bool waitForData();
  /// Ends TLS on the stream (SSL_shutdown) and frees its state.
  void endCrypto();
};

/// A parsed transport address.
struct XportAddress {
  std::string transport;   // tcp, udp, unix, udg, ssl, tls, ...
  std::string host;        // tcp/udp: the host (no brackets); unix/udg: the path
  int port = 0;
};

/// Splits "scheme://rest" (no scheme: tcp). False with php's error text in `err`.
bool parseXportAddress(std::string_view address, XportAddress& out, std::string& err);
/// "host:port" / "[v6]:port" → host and port; false when there is no port.
bool parseHostPort(std::string_view s, std::string& host, int& port);
/// The textual name of a socket address (php_network_populate_name_from_sockaddr).
std::string sockaddrName(const struct sockaddr* sa, socklen_t len);

/// Creates a client socket stream (stream_socket_client, fsockopen). Null with
/// errCode/errStr set; connectTimeoutUs < 0 = default_socket_timeout.
std::unique_ptr<SocketStream> socketClient(std::string_view address, int64_t connectTimeoutUs, bool connect, bool async,
                                           ResourceData* context, int& errCode, std::string& errStr);
/// Creates a server socket stream (stream_socket_server).
std::unique_ptr<SocketStream> socketServer(std::string_view address, bool bind, bool listen, ResourceData* context,
                                           int& errCode, std::string& errStr);
/// A socket stream over fd for a transport (tcp, udp, unix, udg; "" = generic).
std::unique_ptr<SocketStream> makeSocketStream(int fd, const std::string& transport);
/// The default read/connect timeout (default_socket_timeout) in microseconds.
int64_t defaultSocketTimeoutUs();

/// TLS (socket-crypto.cpp): turns crypto on/off on a connected tcp stream.
/// Returns 1 on success, 0 when a non-blocking handshake must be retried, -1 on failure (after php's warnings).
int enableCrypto(SocketStream* s, bool enable, int64_t method, bool isClient, ResourceData* context, const char* fn);
/// The transports that mean "tcp with TLS from the start".
bool isCryptoTransport(std::string_view t, int64_t& method);

} // namespace hop::streams
