// http-headers.cpp — get_headers(): an HTTP/1.1 request over the socket transports (tcp://,
// ssl:// for https) that collects every response's status line and headers, following redirects
// as php's http wrapper does.
#include <strings.h>

#include <cctype>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/socket.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop::streams {
namespace {

struct Url {
  std::string scheme, host, path;
  int port = 0;
  bool portGiven = false;
};

bool parseHttpUrl(const std::string& url, Url& u) {
  size_t p = url.find("://");
  if (p == std::string::npos) return false;
  u.scheme = url.substr(0, p);
  for (char& c : u.scheme) c = char(tolower((unsigned char)c));
  std::string rest = url.substr(p + 3);
  size_t slash = rest.find_first_of("/?#");
  std::string auth = rest.substr(0, slash);
  u.path = slash == std::string::npos ? "/" : rest.substr(slash);
  if (!u.path.empty() && u.path[0] != '/') u.path = "/" + u.path;
  size_t hash = u.path.find('#');
  if (hash != std::string::npos) u.path.resize(hash);
  size_t at = auth.rfind('@');
  if (at != std::string::npos) auth = auth.substr(at + 1);
  size_t colon = auth.rfind(':');
  if (colon != std::string::npos && auth.find(']', colon) == std::string::npos) {
    u.host = auth.substr(0, colon);
    u.port = std::atoi(auth.c_str() + colon + 1);
    u.portGiven = true;
  } else {
    u.host = auth;
  }
  if (!u.portGiven) u.port = u.scheme == "https" ? 443 : 80;
  return !u.host.empty();
}

const TypedValue* httpOption(ResourceData* context, const char* name) {
  StreamContext* c = context ? context->impl<StreamContext>() : nullptr;
  return c ? c->option("http", name) : nullptr;
}

/// One request: appends the response's status line and headers; the Location header when any.
bool fetchHeaders(const std::string& url, const Url& u, ResourceData* context, std::vector<std::string>& lines,
                  std::string& location, int& status) {
  std::string addr = (u.scheme == "https" ? "ssl://" : "tcp://") + u.host + ":" + std::to_string(u.port);
  int64_t timeout = -1;
  if (const TypedValue* t = httpOption(context, "timeout")) timeout = int64_t(toDouble(*t) * 1000000);
  int err = 0;
  std::string why;
  auto s = socketClient(addr, timeout, true, false, context, err, why);
  if (!s) {
    raiseWarning("get_headers(%s): Failed to open stream: %s", url.c_str(), why.empty() ? "operation failed" : why.c_str());
    return false;
  }
  if (timeout >= 0) s->timeoutUs = timeout;
  std::string method = "GET";
  if (const TypedValue* m = httpOption(context, "method")) method = toStdString(*m);
  std::string version = "1.1";
  if (const TypedValue* v = httpOption(context, "protocol_version")) {
    char buf[32];
    snprintf(buf, sizeof(buf), "%.1F", toDouble(*v));
    version = buf;
  }
  std::string req = method + " " + u.path + " HTTP/" + version + "\r\n";
  std::string extra;
  if (const TypedValue* h = httpOption(context, "header")) {
    if (h->isArray()) {
      ArrayData* arr = h->m_data.parr;
      for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p)) extra += toStdString(*tvDeref(arr->iterValue(p))) + "\r\n";
    } else {
      extra = toStdString(*h);
      if (!extra.empty() && extra.back() != '\n') extra += "\r\n";
    }
  }
  auto hasHeader = [&](const char* name) {
    size_t n = strlen(name);
    for (size_t p = 0; p < extra.size();) {
      if (strncasecmp(extra.c_str() + p, name, n) == 0 && p + n < extra.size() && extra[p + n] == ':') return true;
      size_t e = extra.find('\n', p);
      if (e == std::string::npos) break;
      p = e + 1;
    }
    return false;
  };
  if (!hasHeader("host")) req += "Host: " + u.host + (u.portGiven ? ":" + std::to_string(u.port) : "") + "\r\n";
  if (!hasHeader("connection")) req += "Connection: close\r\n";
  std::string ua;
  if (const TypedValue* a = httpOption(context, "user_agent")) ua = toStdString(*a);
  else ua = ctx().ini.get("user_agent").value_or("");
  if (!ua.empty() && !hasHeader("user-agent")) req += "User-Agent: " + ua + "\r\n";
  req += extra;
  if (const TypedValue* c = httpOption(context, "content")) {
    std::string body = toStdString(*c);
    if (!hasHeader("content-length")) req += "Content-Length: " + std::to_string(body.size()) + "\r\n";
    req += "\r\n" + body;
  } else {
    req += "\r\n";
  }
  s->write(req);
  std::string line;
  bool first = true;
  status = 0;
  while (s->getLine(line, 0)) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
    if (line.empty()) {
      if (first) continue;
      break;
    }
    if (first) {
      if (line.size() > 9 && strncasecmp(line.c_str(), "HTTP/", 5) == 0) status = std::atoi(line.c_str() + 9);
      first = false;
    } else if (strncasecmp(line.c_str(), "Location:", 9) == 0) {
      size_t v = 9;
      while (v < line.size() && isspace((unsigned char)line[v])) ++v;
      location = line.substr(v);
    }
    lines.push_back(line);
  }
  s->close();
  if (first) {
    raiseWarning("get_headers(%s): Failed to open stream: HTTP request failed!", url.c_str());
    return false;
  }
  return true;
}

void f_get_headers(NativeArgs& a) {
  std::string url(a.sv(0));
  bool assoc = a.bOr(1, false);
  ResourceData* context = contextArg(a, 2);
  if (url.empty()) throwError(ErrorKind::ValueError, "Path cannot be empty");
  Url u;
  std::string sc = schemeOf(url);
  if (url.find("://") == std::string::npos || sc == "file" || sc.empty()) {
    raiseWarning("get_headers(): This function may only be used against URLs");
    a.retBool(false);
    return;
  }
  if (!parseHttpUrl(url, u) || (u.scheme != "http" && u.scheme != "https")) {
    raiseWarning("get_headers(%s): Failed to open stream: operation failed", url.c_str());
    a.retBool(false);
    return;
  }
  bool follow = true;
  if (const TypedValue* f = httpOption(context, "follow_location")) follow = toBool(*f);
  int64_t maxRedirects = 20;
  if (const TypedValue* m = httpOption(context, "max_redirects")) maxRedirects = toInt(*m);
  std::vector<std::string> lines;
  std::string current = url;
  for (int64_t hop = 0;; ++hop) {
    std::string location;
    int status = 0;
    if (!fetchHeaders(current, u, context, lines, location, status)) {
      a.retBool(false);
      return;
    }
    bool redirect = !location.empty() && follow && (status == 301 || status == 302 || status == 303 || status == 307 || status == 308);
    if (!redirect) break;
    if (hop + 1 >= maxRedirects) {
      raiseWarning("get_headers(%s): Failed to open stream: Redirection limit reached, aborting", url.c_str());
      a.retBool(false);
      return;
    }
    Url next;
    if (location.find("://") != std::string::npos) {
      if (!parseHttpUrl(location, next)) break;
      current = location;
    } else {
      next = u;
      if (!location.empty() && location[0] == '/') next.path = location;
      else {
        size_t slash = u.path.rfind('/');
        next.path = u.path.substr(0, slash + 1) + location;
      }
      current = next.scheme + "://" + next.host + (next.portGiven ? ":" + std::to_string(next.port) : "") + next.path;
    }
    u = next;
  }
  ArrayData* r = ArrayData::makeHash(uint32_t(lines.size()));
  for (const std::string& l : lines) {
    size_t colon = assoc ? l.find(':') : std::string::npos;
    if (colon == std::string::npos) {
      ArrayData::append(r, makeStringNoIncRef(StringData::make(l)));
      continue;
    }
    size_t v = colon + 1;
    while (v < l.size() && isspace((unsigned char)l[v])) ++v;
    StringData* key = StringData::make(std::string_view(l).substr(0, colon));
    TypedValue val = makeStringNoIncRef(StringData::make(std::string_view(l).substr(v)));
    ArrayKey k = ArrayKey::ofStr(key);
    TypedValue* prev = const_cast<TypedValue*>(r->get(k));
    if (!prev) {
      ArrayData::set(r, k, val);
    } else {
      TypedValue* slot = ArrayData::lval(r, k);
      if (!slot->isArray()) {
        ArrayData* arr = ArrayData::makePacked(2);
        ArrayData::append(arr, tvCopyValue(*slot));
        tvAssignMove(*slot, makeArrayNoIncRef(arr));
      }
      ArrayData::separate(slot->m_data.parr);
      ArrayData::append(slot->m_data.parr, val);
    }
    key->decRef();
  }
  a.retArray(r);
}

const BuiltinDecl kHttpHeaderBuiltins[] = {
    {"get_headers(string $url, bool $associative = false, $context = null): array|false", f_get_headers},
};
HOP_REGISTER_BUILTINS(kHttpHeaderBuiltins);

} // namespace
} // namespace hop::streams
