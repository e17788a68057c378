// sapi.cpp — the process's server API name and the current thread's web request and response headers (see sapi.h).
#include "runtime/base/sapi.h"

#include <atomic>

#include "runtime/base/execution-context.h"

namespace hop {

namespace {
std::atomic<const char*> g_sapiName{"cli"};
thread_local WebRequest* tl_web = nullptr;

bool startsWithCi(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (tolower(static_cast<unsigned char>(s[i])) != tolower(static_cast<unsigned char>(prefix[i]))) return false;
  return true;
}

/// The header's name (before the colon), trimmed.
std::string_view headerName(std::string_view line) {
  size_t colon = line.find(':');
  std::string_view n = line.substr(0, colon);
  while (!n.empty() && (n.back() == ' ' || n.back() == '\t')) n.remove_suffix(1);
  return n;
}
} // namespace

const char* sapiName() { return g_sapiName.load(std::memory_order_relaxed); }
void setSapiName(const char* name) { g_sapiName.store(name, std::memory_order_relaxed); }

WebRequest* webRequest() { return tl_web; }
void setWebRequest(WebRequest* r) { tl_web = r; }

ResponseHeaders& responseHeaders() {
  ResponseHeaders& h = ctx().builtinState<ResponseHeaders>();
  if (!h.initialized) {
    h.initialized = true;
    if (webRequest()) {
      h.code = 200;
      // expose_php: php adds X-Powered-By at request startup.
      if (IniSettings::parseBool(ctx().ini.get("expose_php").value_or("1"))) h.lines.push_back("X-Powered-By: PHP/8.2.36");
    }
  }
  return h;
}

void addResponseHeader(std::string line, bool replace, int64_t code) {
  ResponseHeaders& h = responseHeaders();
  if (!webRequest()) {
    if (code > 0) h.code = code;
    return;
  }
  std::string_view name = headerName(line);
  if (line.find(':') != std::string::npos) {
    if (startsWithCi(name, "content-type") && name.size() == 12) {
      // php rewrites a text/ type naming no charset: "Content-type: text/x;charset=UTF-8"
      // (sapi_apply_default_charset); other values stay as written.
      std::string_view v = std::string_view(line).substr(line.find(':') + 1);
      while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
      std::string charset = ctx().ini.get("default_charset").value_or("UTF-8");
      if (v.substr(0, 5) == "text/" && v.find("charset=") == std::string_view::npos && !charset.empty())
        line = "Content-type: " + std::string(v) + ";charset=" + charset;
      h.defaultContentType = false;
    } else if (startsWithCi(name, "location") && name.size() == 8) {
      if ((h.code < 300 || h.code > 399) && h.code != 201) h.code = code > 0 ? code : 302;
    } else if (startsWithCi(name, "www-authenticate") && name.size() == 16) {
      h.code = 401;
    }
    if (replace) {
      std::string n(headerName(line));
      auto& L = h.lines;
      for (size_t i = 0; i < L.size();) {
        std::string_view ln = headerName(L[i]);
        if (L[i].find(':') != std::string::npos && ln.size() == n.size() && startsWithCi(ln, n)) L.erase(L.begin() + long(i));
        else ++i;
      }
    }
    h.lines.push_back(std::move(line));
  }
  if (code > 0) h.code = code;
}

} // namespace hop
