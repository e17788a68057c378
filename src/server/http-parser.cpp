// http-parser.cpp — llhttp driven one request at a time, with the built-in HTTP server's limits (see http-parser.h).
#include "server/http-parser.h"

#include <llhttp.h>

#include <cctype>
#include <cstring>

namespace hop::server {

const std::string* HttpRequest::header(const char* lowerName) const {
  size_t n = std::strlen(lowerName);
  for (auto& [k, v] : headers) {
    if (k.size() != n) continue;
    bool same = true;
    for (size_t i = 0; i < n && same; ++i) same = std::tolower(static_cast<unsigned char>(k[i])) == lowerName[i];
    if (same) return &v;
  }
  return nullptr;
}

struct HttpParser::Impl {
  llhttp_t p;
  llhttp_settings_t settings;
  HttpParser* owner = nullptr;
  HttpLimits limits;
  HttpRequest cur;
  bool lastWasValue = true;   // the next header field starts a new header
  size_t headBytes = 0;
  bool done = false;          // cur is complete (the parser paused after it)
  int failStatus = 0;         // a limit a callback refused (0: llhttp's own error, 400)
  std::string failWhy;

  static Impl& of(llhttp_t* p) { return *static_cast<Impl*>(p->data); }

  int refuse(int status, const char* why) {
    failStatus = status;
    failWhy = why;
    return -1;
  }
  bool headTooBig(size_t n) {
    headBytes += n;
    return headBytes > limits.maxHeadBytes;
  }

  static int onBegin(llhttp_t* p) {
    Impl& s = of(p);
    s.cur = HttpRequest();
    s.lastWasValue = true;
    s.headBytes = 0;
    s.owner->m_started = true;
    s.owner->m_inHead = true;
    return 0;
  }
  static int onUrl(llhttp_t* p, const char* at, size_t n) {
    Impl& s = of(p);
    s.cur.target.append(at, n);
    if (s.headTooBig(n)) return s.refuse(414, "request target too long");
    return 0;
  }
  static int onField(llhttp_t* p, const char* at, size_t n) {
    Impl& s = of(p);
    if (s.lastWasValue) {
      if (s.cur.headers.size() >= s.limits.maxHeaders) return s.refuse(431, "too many header fields");
      s.cur.headers.emplace_back();
      s.lastWasValue = false;
      s.headBytes += 4;   // ": " and CRLF
    }
    s.cur.headers.back().first.append(at, n);
    if (s.headTooBig(n)) return s.refuse(431, "request header fields too large");
    return 0;
  }
  static int onValue(llhttp_t* p, const char* at, size_t n) {
    Impl& s = of(p);
    s.lastWasValue = true;
    if (s.cur.headers.empty()) s.cur.headers.emplace_back();
    s.cur.headers.back().second.append(at, n);
    if (s.headTooBig(n)) return s.refuse(431, "request header fields too large");
    return 0;
  }
  static int onHeadersComplete(llhttp_t* p) {
    Impl& s = of(p);
    s.owner->m_inHead = false;
    for (auto& h : s.cur.headers) {   // trailing whitespace of values (llhttp drops the leading)
      while (!h.second.empty() && (h.second.back() == ' ' || h.second.back() == '\t')) h.second.pop_back();
    }
    if (p->http_major != 1) return s.refuse(p->http_major == 0 ? 400 : 505, "not HTTP/1.x");
    for (auto& h : s.cur.headers) {
      // A field name is a token (RFC 9110 5.6.2): no spaces, no separators.
      if (h.first.empty()) return s.refuse(400, "empty header name");
      for (char c : h.first)
        if (!std::isalnum(static_cast<unsigned char>(c)) && !std::strchr("!#$%&'*+-.^_`|~", c))
          return s.refuse(400, "bad header name");
    }
    s.cur.method = llhttp_method_name(llhttp_method_t(p->method));
    s.cur.major = p->http_major;
    s.cur.minor = p->http_minor;
    s.cur.chunked = (p->flags & F_CHUNKED) != 0;
    if ((p->flags & F_CONTENT_LENGTH) && p->content_length > s.limits.maxBodyBytes)
      return s.refuse(413, "request body larger than hop.server_max_body");
    bool hasBody = s.cur.chunked || ((p->flags & F_CONTENT_LENGTH) && p->content_length > 0);
    const std::string* expect = s.cur.header("expect");
    if (expect && hasBody && s.cur.major == 1 && s.cur.minor >= 1) {
      std::string e = *expect;
      for (char& c : e) c = char(std::tolower(static_cast<unsigned char>(c)));
      if (e != "100-continue") return s.refuse(417, "unsupported Expect");
      s.owner->replies += "HTTP/1.1 100 Continue\r\n\r\n";
    }
    return 0;
  }
  static int onBody(llhttp_t* p, const char* at, size_t n) {
    Impl& s = of(p);
    if (s.cur.body.size() + n > s.limits.maxBodyBytes) return s.refuse(413, "request body larger than hop.server_max_body");
    s.cur.body.append(at, n);
    return 0;
  }
  static int onComplete(llhttp_t* p) {
    Impl& s = of(p);
    s.cur.keepAlive = llhttp_should_keep_alive(p) != 0;
    s.done = true;
    s.owner->m_started = false;
    return HPE_PAUSED;   // one request at a time: the next waits in the buffer
  }
};

HttpParser::HttpParser(const HttpLimits& limits) : m_impl(std::make_unique<Impl>()) {
  Impl& s = *m_impl;
  s.owner = this;
  s.limits = limits;
  llhttp_settings_init(&s.settings);
  s.settings.on_message_begin = Impl::onBegin;
  s.settings.on_url = Impl::onUrl;
  s.settings.on_header_field = Impl::onField;
  s.settings.on_header_value = Impl::onValue;
  s.settings.on_headers_complete = Impl::onHeadersComplete;
  s.settings.on_body = Impl::onBody;
  s.settings.on_message_complete = Impl::onComplete;
  llhttp_init(&s.p, HTTP_REQUEST, &s.settings);
  s.p.data = &s;
}

HttpParser::~HttpParser() = default;

HttpParser::Event HttpParser::next() {
  Impl& s = *m_impl;
  if (s.done) return Event::Request;
  if (m_pos >= m_buf.size()) {
    m_buf.clear();
    m_pos = 0;
    return Event::NeedMore;
  }
  const char* base = m_buf.data() + m_pos;
  llhttp_errno_t e = llhttp_execute(&s.p, base, m_buf.size() - m_pos);
  if (e == HPE_OK) {
    m_pos = m_buf.size();   // all consumed (llhttp keeps its own state between calls)
    m_buf.clear();
    m_pos = 0;
    return Event::NeedMore;
  }
  if (e == HPE_PAUSED && s.done) {
    const char* at = llhttp_get_error_pos(&s.p);
    m_pos += at ? size_t(at - base) : m_buf.size() - m_pos;
    llhttp_resume(&s.p);
    return Event::Request;
  }
  if (s.failStatus) {
    m_errorStatus = s.failStatus;
    m_error = s.failWhy;
  } else {
    m_errorStatus = 400;
    m_error = std::string(llhttp_errno_name(e)) + ": " + (llhttp_get_error_reason(&s.p) ? llhttp_get_error_reason(&s.p) : "");
  }
  return Event::Error;
}

HttpRequest HttpParser::takeRequest() {
  Impl& s = *m_impl;
  s.done = false;
  HttpRequest r = std::move(s.cur);
  s.cur = HttpRequest();
  if (m_pos >= m_buf.size()) {
    m_buf.clear();
    m_pos = 0;
  }
  return r;
}

} // namespace hop::server
