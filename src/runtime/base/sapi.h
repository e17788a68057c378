// sapi.h — which server API runs the process (php_sapi_name) and, on a thread serving a web request, that request's input and response headers.
//
// The CLI has no web request: webRequest() is null and the header builtins
// keep nothing (as php's CLI). A server (src/server) installs a WebRequest on
// the request thread for the duration of one request; the builtins (header,
// setcookie, headers_list, http_response_code, php://input, uploads) and the
// superglobals read and write it.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/value/typed-value.h"

namespace hop {

/// php_sapi_name() and PHP_SAPI: "cli" unless a server set another name at
/// startup, before the runtime was initialized.
const char* sapiName();
void setSapiName(const char* name);

/// The response headers of the current request (ctx().builtinState<ResponseHeaders>()).
struct ResponseHeaders {
  bool initialized = false;
  int64_t code = 0;                 // http_response_code(); 200 at the start of a web request
  std::string statusLine;           // a header("HTTP/1.1 404 Not Found") line, as given
  std::vector<std::string> lines;   // "Name: value", in order (web requests only)
  bool defaultContentType = true;   // no Content-Type header set: php adds its default
  std::string mimetype;             // SG(sapi_headers).mimetype: the first Content-Type set
  // header_register_callback()'s until it runs (by request end at the latest).
  TypedValue callback = makeUninit();
};
ResponseHeaders& responseHeaders();

/// A header line as php's sapi_header_op(SAPI_HEADER_ADD/REPLACE) adds it
/// (after header()'s validation). Web requests only.
void addResponseHeader(std::string line, bool replace, int64_t code);

/// Implemented by a server: where a request's output goes.
class WebRequest {
public:
  virtual ~WebRequest() = default;
  /// The CGI variables (FastCGI params) in the order they came.
  std::vector<std::pair<std::string, std::string>> params;
  /// The request body (php://input).
  std::string body;
  /// Temporary files of this request's uploads (is_uploaded_file; removed at request end).
  std::set<std::string> uploadedFiles;
  /// A CGI variable's value, or null.
  const std::string* param(std::string_view name) const {
    for (auto& [k, v] : params)
      if (k == name) return &v;
    return nullptr;
  }
  /// Called once, when the headers are sent (the first output, or request end).
  virtual void sendHeaders() = 0;
  /// Output of the request (after sendHeaders).
  virtual void writeBody(std::string_view data) = 0;
  /// fastcgi_finish_request(): the response ends now, the script goes on
  /// (its later output is dropped). False if it had ended already.
  virtual bool finishEarly() { return false; }
  /// flush(): what was written so far goes to the client now (php's sapi_flush).
  virtual void flush() {}
};

/// The web request the current thread is serving, or null (the CLI).
WebRequest* webRequest();
void setWebRequest(WebRequest* r);

} // namespace hop

namespace hop {
/// Fills $_SERVER, $_GET, $_POST, $_COOKIE, $_FILES, $_REQUEST and $_ENV of
/// a web request (src/server/superglobals.cpp) and installs its output sink.
void setupWebSuperglobals(WebRequest& r);
/// Removes the request's uploaded files that are still there (request end).
void cleanupWebRequest(WebRequest& r);
} // namespace hop
