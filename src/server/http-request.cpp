// http-request.cpp — one request of the built-in HTTP server on a request thread: routing under the document root (php -S's rules), the CGI variables nginx gives php-fpm, the page run as under FastCGI (web-page.cpp), static files, and the HTTP/1.1 response (Content-Length, or chunked once flush() or a large output sends it early).
#include <fcntl.h>
#include <poll.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "server/admin.h"
#include "server/request-log.h"
#include "server/server-internal.h"

namespace hop::server {

namespace {

/// An IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") for Date and Last-Modified.
std::string httpDate(time_t t) {
  struct tm g;
  gmtime_r(&t, &g);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &g);
  return buf;
}

const char* reasonOr(int code) {
  const char* r = reasonPhrase(code);
  return r ? r : "";
}

/// The response to a request without a page: an error or a refusal.
std::string simpleResponse(int code, const std::string& body, bool keep, const char* extra = "") {
  t_response.status = code;
  t_response.bodyBytes = body.size();
  std::string out = "HTTP/1.1 " + std::to_string(code) + " " + reasonOr(code) + "\r\nDate: " + httpDate(time(nullptr)) +
                    "\r\nContent-Type: text/html; charset=UTF-8\r\nContent-Length: " + std::to_string(body.size()) +
                    "\r\n" + extra + (keep ? "" : "Connection: close\r\n") + "\r\n";
  return out + body;
}

std::string htmlEscape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string errorPage(int code, std::string_view path) {
  std::string title = std::to_string(code) + " " + reasonOr(code);
  std::string msg = code == 404 ? "The requested resource <code>" + htmlEscape(path) + "</code> was not found on this server."
                                : title;
  return "<!doctype html><html><head><title>" + title + "</title></head><body><h1>" + title + "</h1><p>" + msg +
         "</p></body></html>";
}

/// The content type of a static file, by extension (php -S's table in small).
const char* contentType(const std::string& path) {
  static const std::pair<const char*, const char*> kTypes[] = {
      {"html", "text/html; charset=UTF-8"}, {"htm", "text/html; charset=UTF-8"}, {"css", "text/css; charset=UTF-8"},
      {"js", "text/javascript; charset=UTF-8"}, {"mjs", "text/javascript; charset=UTF-8"},
      {"json", "application/json"}, {"map", "application/json"}, {"xml", "application/xml"},
      {"txt", "text/plain; charset=UTF-8"}, {"md", "text/markdown; charset=UTF-8"}, {"csv", "text/csv; charset=UTF-8"},
      {"svg", "image/svg+xml"}, {"png", "image/png"}, {"jpg", "image/jpeg"}, {"jpeg", "image/jpeg"},
      {"gif", "image/gif"}, {"webp", "image/webp"}, {"avif", "image/avif"}, {"ico", "image/vnd.microsoft.icon"},
      {"bmp", "image/bmp"}, {"pdf", "application/pdf"}, {"wasm", "application/wasm"}, {"woff", "font/woff"},
      {"woff2", "font/woff2"}, {"ttf", "font/ttf"}, {"otf", "font/otf"}, {"mp4", "video/mp4"},
      {"webm", "video/webm"}, {"mp3", "audio/mpeg"}, {"ogg", "audio/ogg"}, {"wav", "audio/wav"},
      {"zip", "application/zip"}, {"gz", "application/gzip"}, {"tar", "application/x-tar"},
      {"xhtml", "application/xhtml+xml"}, {"rss", "application/rss+xml"}, {"atom", "application/atom+xml"},
  };
  size_t slash = path.rfind('/');
  size_t dot = path.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "application/octet-stream";
  std::string ext = path.substr(dot + 1);
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  for (auto& [e, t] : kTypes)
    if (ext == e) return t;
  return "application/octet-stream";
}

/// %XX decoded (a '+' stays: a path is not a form); false for an encoded NUL.
bool percentDecode(std::string_view s, std::string& out) {
  out.clear();
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      char c = char(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      if (c == '\0') return false;
      out += c;
      i += 2;
    } else {
      out += s[i];
    }
  }
  return true;
}

/// "/a/./b/../c" -> "/a/c"; ".." never climbs above the root; repeated slashes
/// collapse. A trailing slash is kept.
std::string normalizePath(const std::string& p) {
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= p.size()) {
    size_t j = p.find('/', i);
    if (j == std::string::npos) j = p.size();
    std::string seg = p.substr(i, j - i);
    i = j + 1;
    if (seg.empty() || seg == ".") continue;
    if (seg == "..") {
      if (!parts.empty()) parts.pop_back();
      continue;
    }
    parts.push_back(seg);
  }
  std::string out;
  for (auto& s : parts) out += "/" + s;
  if (out.empty() || (p.size() > 1 && p.back() == '/')) out += "/";
  return out;
}

struct Route {
  enum Kind { NotFound, Script, Static } kind = NotFound;
  std::string file;         // the file to run or send
  std::string scriptName;   // its URL path (SCRIPT_NAME)
  std::string pathInfo;     // what follows it (PATH_INFO)
  struct stat st{};
};

/// php -S's routing (php_cli_server_request_translate_vpath): the longest
/// leading part of the path that exists is the file; a directory there means
/// its index.php (or index.html); what was cut off is PATH_INFO. So a path
/// with no file behind it reaches the index.php of the nearest directory
/// above it that has one: a front controller (a directory with no index file
/// there is a 404). Unlike php -S, a request whose *last* segment has a dot
/// (`/missing.css`) is a 404 rather than the front controller's (php -S looks
/// for a dot anywhere, so `/v1.0/users` would 404 too).
Route route(const std::string& docroot, const std::string& path, const std::vector<std::string>& phpExts) {
  Route r;
  // The segments after the leading '/'; a trailing slash leaves an empty last one.
  std::vector<std::string> segs;
  for (size_t i = 1;;) {
    size_t j = path.find('/', i);
    segs.push_back(path.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  bool looksStatic = segs.back().find('.') != std::string::npos;
  for (size_t k = segs.size();; --k) {
    std::string prefix, rest;
    for (size_t i = 0; i < segs.size(); ++i) (i < k ? prefix : rest) += "/" + segs[i];
    std::string full = docroot + prefix;
    struct stat st;
    if (::stat(full.c_str(), &st) == 0) {
      if (S_ISDIR(st.st_mode)) {
        if (!rest.empty() && looksStatic) return r;   // /missing.css: no front controller
        std::string base = prefix.empty() || prefix.back() != '/' ? prefix + "/" : prefix;
        for (const char* index : {"index.php", "index.html"}) {
          struct stat ist;
          std::string f = docroot + base + index;
          if (::stat(f.c_str(), &ist) == 0 && S_ISREG(ist.st_mode)) {
            full = f;
            prefix = base + index;
            st = ist;
            break;
          }
        }
        if (S_ISDIR(st.st_mode)) return r;   // no index file
      }
      if (!S_ISREG(st.st_mode)) return r;
      r.file = full;
      r.scriptName = prefix;
      r.pathInfo = rest;
      r.st = st;
      // (A static file with a tail, /style.css/x, is sent as php -S sends it.)
      r.kind = allowedExtension(full, phpExts) ? Route::Script : Route::Static;
      return r;
    }
    if (k == 0) return r;
  }
}

/// The built-in server's response: the head php's headers make, held until
/// the page ends (then Content-Length) or flush()/64 KiB of output send it
/// early (then chunked, or close-delimited for an HTTP/1.0 client).
class HttpResponse final : public PageResponse {
public:
  HttpResponse(int fd, const HttpRequest& req, bool keep)
      : m_fd(fd), m_headRequest(req.method == "HEAD"), m_http11(req.major == 1 && req.minor >= 1),
        m_http10KeepAlive(req.major == 1 && req.minor == 0 && keep), m_keep(keep) {}

  void sendHeaders() override {
    if (m_headersDone) return;
    m_headersDone = true;
    // The CGI head php-fpm would give nginx, turned into an HTTP head as
    // nginx does: the Status header is the status line; the framing headers
    // are the server's.
    std::string cgi = cgiResponseHead();
    int code = 200;
    std::string reason;
    std::string lines;
    bool statusSeen = false;
    size_t i = 0;
    while (i < cgi.size()) {
      size_t eol = cgi.find("\r\n", i);
      if (eol == std::string::npos || eol == i) break;
      std::string l = cgi.substr(i, eol - i);
      i = eol + 2;
      if (startsWithCi(l, "Status:")) {
        if (statusSeen) continue;
        statusSeen = true;
        std::string v = l.substr(7);
        size_t b = v.find_first_not_of(' ');
        v = b == std::string::npos ? "" : v.substr(b);
        int c = std::atoi(v.c_str());
        if (c >= 100 && c <= 999) {
          code = c;
          size_t sp = v.find(' ');
          reason = sp == std::string::npos ? "" : v.substr(sp + 1);
        }
        continue;
      }
      if (startsWithCi(l, "Content-Length:") || startsWithCi(l, "Transfer-Encoding:") || startsWithCi(l, "Connection:"))
        continue;
      lines += l + "\r\n";
    }
    if (reason.empty()) reason = reasonOr(code);
    setHead(code, reason, lines);
  }

  void writeBody(std::string_view data) override {
    if (m_finished) return;   // after fastcgi_finish_request()
    if (!m_headersDone) sendHeaders();
    if (m_noBody) {
      m_bodyBytes += data.size();   // HEAD: the length the body would have had
      return;
    }
    t_response.bodyBytes += data.size();
    m_pending.append(data);
    if (m_pending.size() >= 65536) send(false);
  }

  void flush() override {
    if (m_finished || !m_headersDone) return;
    send(false);
  }

  void plainResponse(int code, std::string_view body) override {
    m_headersDone = true;
    setHead(code, reasonOr(code), "X-Powered-By: PHP/8.2.36\r\nContent-type: text/html; charset=UTF-8\r\n");
    if (!m_noBody) t_response.bodyBytes += body.size();
    if (!m_noBody) m_pending.append(body);
    else m_bodyBytes += body.size();
  }

  bool finishEarly() override {
    if (m_finished) return false;
    if (!m_headersDone) sendHeaders();
    send(true);
    m_finished = true;
    return true;
  }

  void finish(int status) override {
    if (m_finished) return;
    if (!m_headersDone) plainResponse(500, "");
    send(true);
    m_finished = true;
  }

  bool broken() const override { return m_broken; }
  bool keep() const { return m_keep && !m_broken; }

private:
  void setHead(int code, const std::string& reason, const std::string& lines) {
    t_response.status = code;
    m_head = "HTTP/1.1 " + std::to_string(code) + " " + reason + "\r\nDate: " + httpDate(time(nullptr)) + "\r\n" + lines;
    m_noBody = m_headRequest || code == 204 || code == 304 || (code >= 100 && code < 200);
    m_noLength = code == 204 || code == 304 || (code >= 100 && code < 200);
  }

  /// Sends what is pending; `last`: the response ends with it.
  void send(bool last) {
    std::string out;
    if (!m_headSent) {
      out = std::move(m_head);
      if (m_noLength) {
      } else if (last) {
        out += "Content-Length: " + std::to_string(m_headRequest ? m_bodyBytes : m_pending.size()) + "\r\n";
      } else if (m_headRequest) {
        // HEAD: the head goes now, no body ever follows.
      } else if (m_http11) {
        m_chunked = true;
        out += "Transfer-Encoding: chunked\r\n";
      } else {
        m_keep = false;   // an HTTP/1.0 client reads to the end of the connection
      }
      if (!m_keep) out += "Connection: close\r\n";
      else if (m_http10KeepAlive) out += "Connection: keep-alive\r\n";
      out += "\r\n";
      m_headSent = true;
      if (!m_chunked) out += m_pending;
    } else if (!m_chunked) {
      out = m_pending;
    }
    if (m_chunked) {
      if (!m_pending.empty()) {
        char len[32];
        std::snprintf(len, sizeof len, "%zx\r\n", m_pending.size());
        out += len;
        out += m_pending;
        out += "\r\n";
      }
      if (last) out += "0\r\n\r\n";
    }
    m_pending.clear();
    if (!out.empty() && !m_broken && !writeAll(m_fd, out, 30000)) m_broken = true;   // the client went away: drop the rest
  }

  int m_fd;
  bool m_headRequest;
  bool m_http11;
  bool m_http10KeepAlive;
  bool m_keep;
  bool m_headersDone = false;
  bool m_headSent = false;
  bool m_noBody = false;     // HEAD, 1xx, 204, 304
  bool m_noLength = false;   // 1xx, 204, 304: no Content-Length either
  bool m_chunked = false;
  bool m_broken = false;
  bool m_finished = false;
  size_t m_bodyBytes = 0;    // HEAD: bytes of output dropped
  std::string m_head;        // status line and headers, without the framing and the blank line
  std::string m_pending;     // body not sent yet
};

/// A static file: GET or HEAD, Last-Modified/If-Modified-Since, the body by sendfile.
bool sendStatic(int fd, const Route& r, const HttpRequest& req, bool keep) {
  if (req.method != "GET" && req.method != "HEAD") {
    std::string body = errorPage(405, "");
    return writeAll(fd, simpleResponse(405, body, keep, "Allow: GET, HEAD\r\n"), 30000) && keep;
  }
  std::string lastModified = httpDate(r.st.st_mtime);
  const std::string* ims = req.header("if-modified-since");
  if (ims && *ims == lastModified) {
    t_response.status = 304;
    std::string out = "HTTP/1.1 304 Not Modified\r\nDate: " + httpDate(time(nullptr)) + "\r\nLast-Modified: " +
                      lastModified + "\r\n" + (keep ? "" : "Connection: close\r\n") + "\r\n";
    return writeAll(fd, out, 30000) && keep;
  }
  int file = ::open(r.file.c_str(), O_RDONLY | O_CLOEXEC);
  if (file < 0) {
    int code = errno == EACCES ? 403 : 404;
    return writeAll(fd, simpleResponse(code, errorPage(code, r.scriptName), keep), 30000) && keep;
  }
  struct stat st;
  if (::fstat(file, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(file);
    return writeAll(fd, simpleResponse(404, errorPage(404, r.scriptName), keep), 30000) && keep;
  }
  t_response.status = 200;
  t_response.bodyBytes = req.method == "HEAD" ? 0 : uint64_t(st.st_size);
  std::string head = "HTTP/1.1 200 OK\r\nDate: " + httpDate(time(nullptr)) + "\r\nContent-Type: " + contentType(r.file) +
                     "\r\nContent-Length: " + std::to_string(st.st_size) + "\r\nLast-Modified: " + lastModified +
                     "\r\n" + (keep ? "" : "Connection: close\r\n") + "\r\n";
  bool ok = writeAll(fd, head, 30000);
  off_t off = 0;
  while (ok && req.method != "HEAD" && off < st.st_size) {
    ssize_t n = ::sendfile(fd, file, &off, size_t(st.st_size - off));
    if (n > 0) continue;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd pfd{fd, POLLOUT, 0};
      ok = ::poll(&pfd, 1, 30000) > 0 && !(pfd.revents & (POLLERR | POLLHUP | POLLNVAL));
      continue;
    }
    ok = false;   // the file shrank, or the client went away
  }
  ::close(file);
  return ok && keep;
}

void addParam(std::vector<std::pair<std::string, std::string>>& p, const char* k, std::string v) {
  p.emplace_back(k, std::move(v));
}

} // namespace

bool serveHttpRequest(Job& job, const ServerOptions& opts) {
  HttpRequest& req = job.http;
  Conn& c = *job.conn;
  bool keep = req.keepAlive;
  // The request-target: origin form ("/path?query"); the absolute form
  // ("http://host/path") as a proxy would send it is taken by its path.
  std::string target = req.target;
  if (target.rfind("http://", 0) == 0 || target.rfind("https://", 0) == 0) {
    size_t slash = target.find('/', target.find("//") + 2);
    target = slash == std::string::npos ? "/" : target.substr(slash);
  }
  if (target.empty() || target[0] != '/') {
    writeAll(c.fd, simpleResponse(400, errorPage(400, ""), false), 5000);
    return false;
  }
  size_t q = target.find('?');
  std::string rawPath = target.substr(0, q);
  std::string query = q == std::string::npos ? "" : target.substr(q + 1);
  if (size_t hash = query.find('#'); hash != std::string::npos) query.resize(hash);
  std::string decoded;
  if (!percentDecode(rawPath, decoded)) {
    writeAll(c.fd, simpleResponse(400, errorPage(400, ""), false), 5000);
    return false;
  }
  std::string path = normalizePath(decoded);
  Route r = route(opts.docroot, path, opts.limitExtensions);
  if (r.kind == Route::NotFound) {
    std::fprintf(stderr, "hop serve: %s %s - No such file or directory\n", req.method.c_str(), path.c_str());
    std::string body = errorPage(404, path);
    if (req.method == "HEAD") body.clear();
    return writeAll(c.fd, simpleResponse(404, body, keep), 30000) && keep;
  }
  noteRequestScript(r.file);   // for the admin endpoint's status
  noteResponseScript(r.file);   // for the access log
  if (r.kind == Route::Static) return sendStatic(c.fd, r, req, keep);

  // A page: the CGI variables nginx's fastcgi_params (plus SCRIPT_FILENAME
  // and PATH_INFO) give php-fpm, in that order, then the request headers.
  HttpResponse web(c.fd, req, keep);
  auto& p = web.params;
  p.reserve(24 + req.headers.size());
  const std::string* ctype = req.header("content-type");
  const std::string* host = req.header("host");
  addParam(p, "QUERY_STRING", query);
  addParam(p, "REQUEST_METHOD", req.method);
  addParam(p, "CONTENT_TYPE", ctype ? *ctype : "");
  // A chunked body's length once it is whole (as nginx sends it).
  const std::string* clen = req.header("content-length");
  addParam(p, "CONTENT_LENGTH", req.chunked ? std::to_string(req.body.size()) : clen ? *clen : "");
  addParam(p, "SCRIPT_NAME", r.scriptName);
  addParam(p, "REQUEST_URI", target);
  addParam(p, "DOCUMENT_URI", r.scriptName + r.pathInfo);
  addParam(p, "DOCUMENT_ROOT", opts.docroot);
  addParam(p, "SERVER_PROTOCOL", "HTTP/" + std::to_string(req.major) + "." + std::to_string(req.minor));
  addParam(p, "REQUEST_SCHEME", "http");
  addParam(p, "GATEWAY_INTERFACE", "CGI/1.1");
  addParam(p, "SERVER_SOFTWARE", "hop");
  addParam(p, "REMOTE_ADDR", c.peerAddr);
  addParam(p, "REMOTE_PORT", std::to_string(c.peerPort));
  addParam(p, "SERVER_ADDR", c.localAddr);
  addParam(p, "SERVER_PORT", std::to_string(c.localPort));
  std::string serverName = c.localAddr;
  if (host && !host->empty()) {
    // The Host header without its port ("[::1]:80" keeps its brackets).
    size_t colon = host->rfind(':');
    serverName = colon != std::string::npos && host->find(']', colon) == std::string::npos ? host->substr(0, colon) : *host;
  }
  addParam(p, "SERVER_NAME", serverName);
  addParam(p, "REDIRECT_STATUS", "200");
  addParam(p, "SCRIPT_FILENAME", r.file);
  addParam(p, "PATH_INFO", r.pathInfo);
  // Headers as HTTP_NAME; one whose name has an underscore is dropped (nginx's
  // underscores_in_headers off: "X_Foo" must not pass for "X-Foo"); repeated
  // ones are joined with ", " ("; " for Cookie), as php -S does.
  for (auto& [name, value] : req.headers) {
    if (name.find('_') != std::string::npos) continue;
    std::string key = "HTTP_";
    for (char ch : name) key += ch == '-' ? '_' : char(std::toupper(static_cast<unsigned char>(ch)));
    bool joined = false;
    for (auto& [k, v] : p) {
      if (k == key) {
        v += (key == "HTTP_COOKIE" ? "; " : ", ") + value;
        joined = true;
        break;
      }
    }
    if (!joined) p.emplace_back(std::move(key), value);
  }
  web.body = std::move(req.body);
  int status = runPage(web, opts);
  web.finish(status);
  req.body = std::move(web.body);   // freed by the I/O thread that made it (server.cpp, giveBack)
  return web.keep();
}

} // namespace hop::server
