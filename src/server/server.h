// server.h — `hop serve`: one process, an I/O thread that owns the FastCGI and HTTP sockets, a bounded queue, and a pool of request threads.
//
// The I/O thread accepts connections on every listener (unix sockets and
// TCP), reads and parses FastCGI records (epoll, one-shot: a connection is
// watched only while no request of it runs), and puts each complete request
// on a bounded queue. A request thread takes it, runs it on a VM state of its
// own (runRequest: its own ExecutionContext and request heap), writes the
// response records to the socket itself as the page's output is flushed,
// then hands the connection back to the I/O thread (FCGI_KEEP_CONN) or has
// it closed. docs/server.md says what is per request, per thread and per
// process.
#pragma once

#include <string>
#include <vector>

#include "runtime/base/ini.h"
#include "server/fastcgi.h"

namespace hop::server {

struct ServerOptions {
  /// "HOST:PORT" (TCP; port 0 picks one) or a unix socket path ("unix:PATH" or a path with a '/').
  std::vector<std::string> listen;
  /// HTTP/1.1 listeners ("HOST:PORT", --http): the built-in web server, pages
  /// and static files under `docroot` (http-request.cpp, docs/server.md).
  std::vector<std::string> httpListen;
  std::string docroot;             // --docroot (absolute; default: the current directory)
  size_t maxHeadBytes = 32 << 10;  // hop.server_max_head: an HTTP request line + headers (431 beyond)
  int threads = 2;                 // hop.server_threads: request threads
  int queueSize = 64;              // requests waiting for a thread; more are answered 503
  /// Requests a request thread runs before it is replaced by a fresh one
  /// (hop.server_thread_requests, php-fpm's pm.max_requests; 0 = never, the
  /// default). A thread keeps its VM state between requests; what a request
  /// set is reset at its end (request-local.h, docs/server.md).
  int threadRequests = 0;
  int maxConnections = 1024;
  /// Seconds a connection may sit idle, or with a request half sent, before
  /// it is closed (hop.server_idle_timeout; 0 = never). Slow clients cost a
  /// file descriptor, never a thread, but no more than this long.
  int idleTimeout = 60;
  FcgiLimits limits;
  /// Only scripts with these extensions run (php-fpm's security.limit_extensions).
  std::vector<std::string> limitExtensions = {".php", ".phar"};
  /// The ini settings every request starts from (-d, plus the web defaults).
  IniSettings ini;
  /// hop.admin_port: the admin endpoint on 127.0.0.1 (admin.h; 0 picks a port, -1 none).
  int adminPort = -1;
  /// hop.server_access_log: a line per request (a path, or "stderr"; empty: none). request-log.h.
  std::string accessLog;
  /// hop.server_slow_log and hop.server_slow_log_timeout (ms; 0: off): the
  /// PHP backtrace of a request running that long (php-fpm's slowlog).
  std::string slowLog;
  int64_t slowTimeoutMs = 0;
  /// Printed once the listeners are bound ("listening on ..."), for tests.
  bool announce = true;
};

/// Runs the server until SIGTERM/SIGINT; returns the process exit status.
int runServer(const ServerOptions& opts);

/// Adds the builtins only a web SAPI has (before the runtime is initialized).
void registerServerBuiltins();

/// `hop serve [options]` (argv[0] is "serve"): parses the options and runs.
int serveMain(int argc, char** argv);

} // namespace hop::server
