// fcgi-request.cpp — one FastCGI request on a request thread: its params as php-fpm's request hash, the page (web-page.cpp), the output as FCGI_STDOUT records, END_REQUEST.
#include <string>
#include <unordered_map>

#include "server/request-log.h"
#include "server/server-internal.h"

namespace hop::server {

namespace {

class FcgiResponse final : public PageResponse {
public:
  FcgiResponse(int fd, uint16_t id) : m_fd(fd), m_id(id) {}

  void sendHeaders() override {
    if (m_headersDone) return;
    m_headersDone = true;
    std::string out = cgiResponseHead();
    fcgi::appendStream(m_pending, fcgi::kStdout, m_id, out);
  }

  void writeBody(std::string_view data) override {
    if (m_finished) return;   // after fastcgi_finish_request()
    if (!m_headersDone) sendHeaders();
    t_response.bodyBytes += data.size();
    fcgi::appendStream(m_pending, fcgi::kStdout, m_id, data);
    flush();
  }

  /// A response made without running PHP (script not found, a crash before the headers).
  void plainResponse(int code, std::string_view body) override {
    m_headersDone = true;
    t_response.status = code;
    t_response.bodyBytes += body.size();
    const char* reason = reasonPhrase(code);
    std::string out = "Status: " + std::to_string(code) + (reason ? std::string(" ") + reason : "") + "\r\n";
    out += "X-Powered-By: PHP/8.2.36\r\nContent-type: text/html; charset=UTF-8\r\n\r\n";
    out.append(body);
    fcgi::appendStream(m_pending, fcgi::kStdout, m_id, out);
  }

  bool finishEarly() override {
    if (m_finished) return false;
    if (!m_headersDone) sendHeaders();
    fcgi::appendEndRequest(m_pending, m_id, 0, fcgi::kRequestComplete);
    flush();
    m_finished = true;
    return true;
  }

  void finish(int status) override {
    if (m_finished) return;
    if (!m_headersDone) plainResponse(500, "");
    fcgi::appendEndRequest(m_pending, m_id, uint32_t(status), fcgi::kRequestComplete);
    flush();
  }

  bool broken() const override { return m_broken; }

private:
  void flush() {
    if (!m_broken && !writeAll(m_fd, m_pending, 30000)) m_broken = true;   // the client went away: drop the rest
    m_pending.clear();
  }

  int m_fd;
  uint16_t m_id;
  bool m_headersDone = false;
  bool m_broken = false;
  bool m_finished = false;   // END_REQUEST sent
  std::string m_pending;
};

} // namespace

bool serveRequest(Job& job, const ServerOptions& opts) {
  FcgiResponse web(job.conn->fd, job.req.id);
  // As php-fpm's request hash: FCGI_ROLE first, a repeated name replaces the
  // value in place. ($_SERVER lists them newest first, as php-fpm does.)
  web.params.reserve(job.req.params.size() + 1);
  web.params.emplace_back("FCGI_ROLE", "RESPONDER");
  std::unordered_map<std::string, size_t> index{{"FCGI_ROLE", 0}};   // linear dedupe would be quadratic
  for (auto& [k, v] : job.req.params) {
    auto it = index.find(k);
    if (it != index.end()) {
      web.params[it->second].second = std::move(v);
    } else {
      index.emplace(k, web.params.size());
      web.params.emplace_back(std::move(k), std::move(v));
    }
  }
  web.body = std::move(job.req.body);
  int status = runPage(web, opts);
  web.finish(status);
  // The params and body go back with the job, to be freed by the I/O thread
  // that made them (server.cpp, giveBack).
  job.req.params = std::move(web.params);
  job.req.body = std::move(web.body);
  return job.req.keepConn && !web.broken();
}

} // namespace hop::server
