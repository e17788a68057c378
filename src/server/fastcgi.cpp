// fastcgi.cpp — FastCGI record encoding and the bounds-checked request parser (see fastcgi.h).
#include "server/fastcgi.h"

namespace hop::server {

namespace fcgi {

void appendRecord(std::string& out, uint8_t type, uint16_t id, std::string_view content) {
  size_t len = content.size() > kMaxContent ? kMaxContent : content.size();
  uint8_t pad = uint8_t((8 - len % 8) % 8);
  char h[kHeaderLen] = {char(kVersion), char(type), char(id >> 8), char(id & 0xff),
                        char(len >> 8), char(len & 0xff), char(pad), 0};
  out.append(h, kHeaderLen);
  out.append(content.data(), len);
  out.append(pad, '\0');
}

void appendStream(std::string& out, uint8_t type, uint16_t id, std::string_view data) {
  while (!data.empty()) {
    size_t n = data.size() > kMaxContent ? kMaxContent - 7 : data.size();   // keep chunks 8-aligned
    appendRecord(out, type, id, data.substr(0, n));
    data.remove_prefix(n);
  }
}

void appendEndRequest(std::string& out, uint16_t id, uint32_t appStatus, uint8_t protocolStatus) {
  char body[8] = {char(appStatus >> 24), char(appStatus >> 16), char(appStatus >> 8), char(appStatus),
                  char(protocolStatus), 0, 0, 0};
  appendRecord(out, kEndRequest, id, std::string_view(body, 8));
}

namespace {
void appendLength(std::string& out, size_t n) {
  if (n < 128) {
    out += char(n);
  } else {
    out += char(0x80 | ((n >> 24) & 0x7f));
    out += char((n >> 16) & 0xff);
    out += char((n >> 8) & 0xff);
    out += char(n & 0xff);
  }
}

/// Reads a 1- or 4-byte length at `pos`; false when the bytes are not there.
bool readLength(std::string_view in, size_t& pos, size_t& n) {
  if (pos >= in.size()) return false;
  uint8_t b0 = uint8_t(in[pos]);
  if (!(b0 & 0x80)) {
    n = b0;
    pos += 1;
    return true;
  }
  if (in.size() - pos < 4) return false;
  n = (size_t(b0 & 0x7f) << 24) | (size_t(uint8_t(in[pos + 1])) << 16) | (size_t(uint8_t(in[pos + 2])) << 8) |
      size_t(uint8_t(in[pos + 3]));
  pos += 4;
  return true;
}
} // namespace

void appendNameValue(std::string& out, std::string_view name, std::string_view value) {
  appendLength(out, name.size());
  appendLength(out, value.size());
  out.append(name);
  out.append(value);
}

bool parseNameValues(std::string_view in, std::vector<std::pair<std::string, std::string>>& out) {
  size_t pos = 0;
  while (pos < in.size()) {
    size_t nl, vl;
    if (!readLength(in, pos, nl) || !readLength(in, pos, vl)) return false;
    // Both lengths must fit in what is left (checked without overflow).
    size_t left = in.size() - pos;
    if (nl > left || vl > left - nl) return false;
    out.emplace_back(std::string(in.substr(pos, nl)), std::string(in.substr(pos + nl, vl)));
    pos += nl + vl;
  }
  return true;
}

} // namespace fcgi

FcgiParser::Event FcgiParser::next() {
  while (!m_ready) {
    if (m_buf.size() - m_pos < fcgi::kHeaderLen) break;
    const unsigned char* h = reinterpret_cast<const unsigned char*>(m_buf.data() + m_pos);
    if (h[0] != fcgi::kVersion) return fail("bad FastCGI version");
    uint8_t type = h[1];
    uint16_t id = uint16_t((h[2] << 8) | h[3]);
    size_t len = size_t((h[4] << 8) | h[5]);
    size_t pad = h[6];
    if (m_buf.size() - m_pos < fcgi::kHeaderLen + len + pad) break;   // wait for the whole record
    std::string_view content(m_buf.data() + m_pos + fcgi::kHeaderLen, len);
    Event e = onRecord(type, id, content);
    m_pos += fcgi::kHeaderLen + len + pad;
    if (e == Event::Error) return e;
  }
  // Drop consumed bytes now and then, so the buffer does not grow forever.
  if (m_pos > 0 && (m_pos == m_buf.size() || m_pos > 65536)) {
    m_buf.erase(0, m_pos);
    m_pos = 0;
  }
  return m_ready ? Event::Request : Event::NeedMore;
}

FcgiParser::Event FcgiParser::onRecord(uint8_t type, uint16_t id, std::string_view content) {
  if (id == 0) {
    // Management records.
    if (type == fcgi::kGetValues) {
      std::vector<std::pair<std::string, std::string>> asked;
      if (!fcgi::parseNameValues(content, asked)) return fail("malformed GET_VALUES");
      std::string ans;
      for (auto& [name, v] : asked) {
        (void)v;
        if (name == "FCGI_MPXS_CONNS") fcgi::appendNameValue(ans, name, "0");
        else if (name == "FCGI_MAX_CONNS") fcgi::appendNameValue(ans, name, "1024");
        else if (name == "FCGI_MAX_REQS") fcgi::appendNameValue(ans, name, "1024");
      }
      fcgi::appendRecord(replies, fcgi::kGetValuesResult, 0, ans);
    } else {
      char body[8] = {char(type), 0, 0, 0, 0, 0, 0, 0};
      fcgi::appendRecord(replies, fcgi::kUnknownType, 0, std::string_view(body, 8));
    }
    return Event::NeedMore;
  }
  switch (type) {
    case fcgi::kBeginRequest: {
      if (content.size() != 8) return fail("BEGIN_REQUEST body is not 8 bytes");
      uint16_t role = uint16_t((uint8_t(content[0]) << 8) | uint8_t(content[1]));
      uint8_t flags = uint8_t(content[2]);
      if (m_id != 0) {
        // One request at a time per connection: refuse the second one.
        if (id == m_id) return fail("BEGIN_REQUEST for a request id in progress");
        fcgi::appendEndRequest(replies, id, 0, fcgi::kCantMpxConn);
        return Event::NeedMore;
      }
      if (role != fcgi::kResponder) {
        fcgi::appendEndRequest(replies, id, 0, fcgi::kUnknownRole);
        return Event::NeedMore;
      }
      m_id = id;
      m_keepConn = flags & fcgi::kKeepConn;
      m_paramsDone = false;
      m_params.clear();
      m_body.clear();
      return Event::NeedMore;
    }
    case fcgi::kAbortRequest:
      if (id == m_id) {
        fcgi::appendEndRequest(replies, id, 0, fcgi::kRequestComplete);
        bool keep = m_keepConn;
        m_id = 0;
        if (!keep) return fail("request aborted");
      }
      return Event::NeedMore;
    case fcgi::kParams:
      if (id != m_id) return Event::NeedMore;   // a refused or finished request's records
      if (m_paramsDone) return fail("PARAMS after the end of PARAMS");
      if (content.empty()) {
        m_paramsDone = true;
        return Event::NeedMore;
      }
      if (m_params.size() + content.size() > m_limits.maxParamsBytes) return fail("PARAMS too large");
      m_params.append(content);
      return Event::NeedMore;
    case fcgi::kStdin:
      if (id != m_id) return Event::NeedMore;
      if (!m_paramsDone) return fail("STDIN before the end of PARAMS");
      if (content.empty()) {
        FcgiRequest r;
        r.id = m_id;
        r.keepConn = m_keepConn;
        if (!fcgi::parseNameValues(m_params, r.params)) return fail("malformed PARAMS");
        if (r.params.size() > m_limits.maxParams) return fail("too many PARAMS");
        r.body = std::move(m_body);
        m_params.clear();
        m_body.clear();
        m_id = 0;
        m_done = std::move(r);
        m_ready = true;
        return Event::NeedMore;
      }
      if (m_body.size() + content.size() > m_limits.maxBodyBytes) return fail("request body too large");
      m_body.append(content);
      return Event::NeedMore;
    case fcgi::kData:
      return Event::NeedMore;   // only the FILTER role sends it
    default:
      // Types a web server never sends to an application (STDOUT, END_REQUEST...).
      return fail("unexpected record type " + std::to_string(type));
  }
}

FcgiRequest FcgiParser::takeRequest() {
  m_ready = false;
  return std::move(m_done);
}

} // namespace hop::server
