// request-log.h — `hop serve`'s operation logs: the access log (a line per request, hop.server_access_log), the slow-request log (the PHP backtrace of a request running past hop.server_slow_log_timeout, hop.server_slow_log), and what a request thread's crash answers.
//
// The access log is written by the request thread when its request ends
// (one write() of the line on an O_APPEND file: lines of threads never
// interleave). The slow log, as php-fpm's request_slowlog_timeout: a
// watchdog thread sees a request run past the timeout and sets a bit in its
// surprise word (vm/surprise.h, kSurpriseInterrupt, vm/surprise-hook.h); at its next safe point
// (a loop's back edge or a call, interpreted or compiled) the request thread
// writes its own PHP backtrace. A request that is inside one builtin call
// (a sleep, a long preg) is logged when that call returns; one that ends
// before reaching a safe point gets a line without frames.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace hop::server {

struct Job;
struct ServerOptions;

/// What the request thread's current response has sent, for the access log
/// and the crash reporter: set by the protocol code (fcgi-request.cpp,
/// http-request.cpp, web-page.cpp's cgiResponseHead). Plain fields: the
/// crash handler reads them.
struct ResponseNote {
  int status = 0;           // the status code of the response head (0: none made)
  uint64_t bodyBytes = 0;   // bytes of body the page or file gave
  uint64_t sentBytes = 0;   // bytes written to the client's socket (writeAll)
  int fd = -1;              // the connection being answered
  int fcgiId = -1;          // its FastCGI request id, -1 for HTTP
};
extern thread_local ResponseNote t_response;

/// The file an HTTP request was routed to (a page or a static file), for the access log.
void noteResponseScript(const std::string& file);

/// Opens the logs (hop.server_access_log, hop.server_slow_log: a path, or
/// "stderr") and starts the slow-request watchdog; false (with a message)
/// when a log cannot be opened.
bool startRequestLogs(const ServerOptions& opts, size_t slots);
/// Stops the watchdog and closes the logs (the server has stopped).
void stopRequestLogs();

/// The request thread `slot` takes `job` (before it runs): the slow log's clock starts.
void requestLogBegin(size_t slot, const Job& job);
/// The request is over (its response sent): the access log's line.
void requestLogEnd(const Job& job);

/// Called at the start of a web request, its ExecutionContext set up
/// (setupWebSuperglobals): the slow-request watchdog may interrupt it from
/// now until its end (a RequestLocalReset takes it off).
void watchRunningRequest();

/// The slow-log timeout in milliseconds from "2", "1.5s", "500ms" (php-fpm's
/// request_slowlog_timeout takes seconds); -1 when malformed.
int64_t parseSlowTimeoutMs(const std::string& v);

} // namespace hop::server
