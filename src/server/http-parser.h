// http-parser.h — the built-in HTTP/1.1 server's per-connection request parser: llhttp (Debian node-llhttp) fed the bytes read, one request at a time, with limits on the head and the body.
//
// Like FcgiParser, it never trusts a length: llhttp checks the syntax
// (request line, header names and values, Content-Length, chunk sizes,
// Transfer-Encoding), this wrapper caps the request head (431, or 414 for the
// target alone), the header count and the body (413, from Content-Length
// before any of it is read, or while a chunked body arrives). Anything
// malformed is an Error with the status to answer (400 unless a limit) and
// the connection closes after it. Pipelined bytes after a complete request
// stay buffered until the request is answered (the parser pauses at each
// request's end).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hop::server {

struct HttpLimits {
  size_t maxHeadBytes = 32 << 10;   // request line + headers (hop.server_max_head)
  size_t maxHeaders = 200;
  size_t maxBodyBytes = 64 << 20;   // hop.server_max_body, as FastCGI's STDIN
};

/// One request the parser assembled.
struct HttpRequest {
  std::string method;     // "GET"
  std::string target;     // the request-target as sent ("/a/b.php?x=1")
  int major = 1, minor = 1;
  std::vector<std::pair<std::string, std::string>> headers;   // names as sent, in order
  std::string body;       // decoded (chunked framing removed)
  bool chunked = false;   // the body came with Transfer-Encoding: chunked
  bool keepAlive = true;  // llhttp_should_keep_alive (HTTP/1.0 without keep-alive, Connection: close)
  const std::string* header(const char* lowerName) const;
};

class HttpParser {
public:
  explicit HttpParser(const HttpLimits& limits);
  ~HttpParser();
  HttpParser(const HttpParser&) = delete;
  HttpParser& operator=(const HttpParser&) = delete;

  enum class Event { NeedMore, Request, Error };
  void feed(const char* data, size_t n) { m_buf.append(data, n); }
  /// Parses the buffered bytes until a request is complete (take it with
  /// takeRequest()), the buffer runs out, or the input is malformed.
  Event next();
  HttpRequest takeRequest();
  /// After an Error: the status to answer (400, 413, 414, 431) and why.
  int errorStatus() const { return m_errorStatus; }
  const std::string& error() const { return m_error; }
  /// Interim responses to write before anything else ("100 Continue").
  std::string replies;
  /// Some bytes of a request not yet complete have been received.
  bool midRequest() const { return m_started || m_pos < m_buf.size(); }
  /// A request has begun and its head (request line, headers) is not whole yet.
  bool inHead() const { return m_inHead; }

  struct Impl;   // llhttp's state and callbacks (http-parser.cpp)

private:
  std::unique_ptr<Impl> m_impl;
  std::string m_buf;
  size_t m_pos = 0;
  bool m_started = false;
  bool m_inHead = false;
  int m_errorStatus = 400;
  std::string m_error;
  friend struct Impl;
};

} // namespace hop::server
