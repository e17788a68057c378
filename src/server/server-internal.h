// server-internal.h — what the I/O thread and the request threads of `hop serve` share: connections, jobs, and running one request (FastCGI or HTTP) on a request thread.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "runtime/base/sapi.h"
#include "server/fastcgi.h"
#include "server/http-parser.h"
#include "server/server.h"

namespace hop::server {

/// A client connection. Owned by the I/O thread, except while one of its
/// requests runs: then by that request's thread, until it gives it back.
struct Conn {
  Conn(int f, const FcgiLimits& limits) : fd(f), parser(limits) {}
  int fd;
  FcgiParser parser;
  /// Non-null: a connection of an HTTP listener (--http), parsed by llhttp.
  std::unique_ptr<HttpParser> http;
  int64_t lastActive = 0;   // steady-clock seconds of the last bytes read (its owner's)
  int64_t headStart = 0;    // HTTP: when the request head being received began (slow heads are cut)
  /// A request thread owns it. Stored false (release) by a request thread
  /// before it re-arms the connection itself; the I/O thread loads it
  /// (acquire) before it touches a connection epoll names.
  std::atomic<bool> inFlight{false};
  bool peerClosed = false;  // HTTP: the client shut down its side after a request
  // HTTP: the two ends (REMOTE_ADDR/PORT, SERVER_ADDR/PORT), set at accept.
  std::string peerAddr, localAddr;
  int peerPort = 0, localPort = 0;
};

struct Job {
  Conn* conn = nullptr;
  FcgiRequest req;    // a FastCGI connection's request
  HttpRequest http;   // an HTTP connection's request
};

/// Whether this request thread has a current directory of its own
/// (unshare(CLONE_FS) at its start): then a request chdir()s to its script's
/// directory, as php-fpm does.
extern thread_local bool t_ownCwd;

/// Runs one FastCGI request on the calling (request) thread and writes its
/// response records; returns whether the connection stays open
/// (FCGI_KEEP_CONN and no write error).
bool serveRequest(Job& job, const ServerOptions& opts);

/// Runs one HTTP request (a page, a static file or an error) on the calling
/// request thread and writes the response; returns whether the connection
/// stays open (keep-alive and no write error). http-request.cpp.
bool serveHttpRequest(Job& job, const ServerOptions& opts);

/// Writes everything (polling when the socket is full); false on error or
/// after `timeoutMs` without progress.
bool writeAll(int fd, std::string_view data, int timeoutMs);

// --- one page, for either protocol (web-page.cpp) ---

/// A request's response as a protocol writes it.
class PageResponse : public WebRequest {
public:
  /// A response made without running PHP (script not found, a crash before the headers).
  virtual void plainResponse(int code, std::string_view body) = 0;
  /// The request is over (exit status): the response is completed.
  virtual void finish(int status) = 0;
  /// The client went away (a write failed).
  virtual bool broken() const = 0;
};

/// Resolves the script from the CGI params (SCRIPT_FILENAME, cgi.fix_pathinfo
/// as php-fpm), runs it with the server's settings (and PHP_VALUE) on this
/// thread, and returns its exit status; a missing or refused script gets a
/// plain 404/403. Uploaded files are gone when it returns.
int runPage(PageResponse& web, const ServerOptions& opts);

/// The current request's response head as php-fpm's CGI output: an optional
/// "Status: " line, the header lines, the default Content-type, a blank line.
std::string cgiResponseHead();

/// A status code's reason phrase (php-fpm's table), or null.
const char* reasonPhrase(int64_t code);
bool startsWithCi(std::string_view s, std::string_view prefix);
/// Whether `path` ends with one of hop.server_limit_extensions.
bool allowedExtension(const std::string& path, const std::vector<std::string>& exts);

} // namespace hop::server
