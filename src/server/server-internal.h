// server-internal.h — what the I/O thread and the request threads of `hop serve` share: connections, jobs, and running one FastCGI request.
#pragma once

#include <string_view>

#include "server/fastcgi.h"
#include "server/server.h"

namespace hop::server {

/// A client connection. Owned by the I/O thread, except while one of its
/// requests runs: then by that request's thread, until it gives it back.
struct Conn {
  Conn(int f, const FcgiLimits& limits) : fd(f), parser(limits) {}
  int fd;
  FcgiParser parser;
  int64_t lastActive = 0;   // steady-clock seconds of the last bytes read (I/O thread)
  bool inFlight = false;    // a request thread owns it
};

struct Job {
  Conn* conn = nullptr;
  FcgiRequest req;
};

/// Whether this request thread has a current directory of its own
/// (unshare(CLONE_FS) at its start): then a request chdir()s to its script's
/// directory, as php-fpm does.
extern thread_local bool t_ownCwd;

/// Runs one request on the calling (request) thread and writes its response
/// records; returns whether the connection stays open (FCGI_KEEP_CONN and
/// no write error).
bool serveRequest(Job& job, const ServerOptions& opts);

/// Writes everything (polling when the socket is full); false on error or
/// after `timeoutMs` without progress.
bool writeAll(int fd, std::string_view data, int timeoutMs);

} // namespace hop::server
