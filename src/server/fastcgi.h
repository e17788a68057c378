// fastcgi.h — the FastCGI 1.0 wire format: record headers, name-value pairs, and a per-connection parser that assembles one request at a time, with strict bounds.
//
// The parser is fed bytes as they arrive and never trusts a length: a record
// is read only once all its bytes (content + padding) are buffered, a
// name-value pair's lengths must fit inside the PARAMS stream, and the
// totals are capped (FcgiLimits). Anything malformed makes the connection
// fail (the server closes it); nothing here throws or aborts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hop::server {

namespace fcgi {
constexpr uint8_t kVersion = 1;
constexpr size_t kHeaderLen = 8;
constexpr size_t kMaxContent = 65535;
// Record types.
constexpr uint8_t kBeginRequest = 1, kAbortRequest = 2, kEndRequest = 3, kParams = 4, kStdin = 5, kStdout = 6,
                  kStderr = 7, kData = 8, kGetValues = 9, kGetValuesResult = 10, kUnknownType = 11;
// Roles and flags.
constexpr uint16_t kResponder = 1;
constexpr uint8_t kKeepConn = 1;
// END_REQUEST protocol statuses.
constexpr uint8_t kRequestComplete = 0, kCantMpxConn = 1, kOverloaded = 2, kUnknownRole = 3;

/// Appends one record (content must be at most kMaxContent bytes; padded to 8).
void appendRecord(std::string& out, uint8_t type, uint16_t id, std::string_view content);
/// Appends `data` as records of `type` (split at kMaxContent); nothing for empty data.
void appendStream(std::string& out, uint8_t type, uint16_t id, std::string_view data);
/// Appends an END_REQUEST record.
void appendEndRequest(std::string& out, uint16_t id, uint32_t appStatus, uint8_t protocolStatus);
/// Appends a name-value pair in FastCGI's encoding (1- or 4-byte lengths).
void appendNameValue(std::string& out, std::string_view name, std::string_view value);
/// Parses a complete name-value stream; false if a length runs past the end.
bool parseNameValues(std::string_view in, std::vector<std::pair<std::string, std::string>>& out);
} // namespace fcgi

struct FcgiLimits {
  size_t maxParamsBytes = 1 << 20;    // the whole PARAMS stream
  size_t maxBodyBytes = 64 << 20;     // the whole STDIN stream
  size_t maxParams = 10000;           // name-value pairs
};

/// One request the parser assembled.
struct FcgiRequest {
  uint16_t id = 0;
  bool keepConn = false;
  std::vector<std::pair<std::string, std::string>> params;
  std::string body;
};

/// Parses the records of one connection. feed() the bytes read; then call
/// next() until it says NeedMore. Replies the parser itself must send
/// (GET_VALUES answers, refusals of a second request or an unknown role)
/// accumulate in `replies`: write them before anything else.
class FcgiParser {
public:
  explicit FcgiParser(const FcgiLimits& limits) : m_limits(limits) {}

  enum class Event { NeedMore, Request, Error };
  void feed(const char* data, size_t n) { m_buf.append(data, n); }
  /// Processes buffered records until a request is complete (Request: take
  /// it with takeRequest()), the buffer runs out, or the input is malformed.
  Event next();
  FcgiRequest takeRequest();
  /// Why the last Error happened.
  const std::string& error() const { return m_error; }
  std::string replies;
  /// Bytes buffered and not yet consumed.
  size_t buffered() const { return m_buf.size() - m_pos; }

private:
  Event fail(std::string why) {
    m_error = std::move(why);
    return Event::Error;
  }
  Event onRecord(uint8_t type, uint16_t id, std::string_view content);

  FcgiLimits m_limits;
  std::string m_buf;
  size_t m_pos = 0;
  std::string m_error;
  // The request being assembled (id 0: none).
  uint16_t m_id = 0;
  bool m_keepConn = false;
  bool m_paramsDone = false;
  std::string m_params;
  std::string m_body;
  bool m_ready = false;
  FcgiRequest m_done;
};

} // namespace hop::server
