// web-page.cpp — running one page for either protocol (FastCGI or the built-in HTTP server): the script php-fpm would run (SCRIPT_FILENAME, PATH_INFO), PHP_VALUE, the request itself, and the response head as php-fpm's CGI headers.
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "server/request-log.h"
#include "server/server-internal.h"
#include "vm/request.h"

namespace hop::server {

thread_local bool t_ownCwd = false;

/// The reason phrases of php-fpm's Status line (its table has no 418, 422...: "Status: 418").
const char* reasonPhrase(int64_t code) {
  switch (code) {
    case 100: return "Continue";
    case 101: return "Switching Protocols";
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 203: return "Non-Authoritative Information";
    case 204: return "No Content";
    case 205: return "Reset Content";
    case 206: return "Partial Content";
    case 300: return "Multiple Choices";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 303: return "See Other";
    case 304: return "Not Modified";
    case 305: return "Use Proxy";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 402: return "Payment Required";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 406: return "Not Acceptable";
    case 407: return "Proxy Authentication Required";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 412: return "Precondition Failed";
    case 413: return "Request Entity Too Large";
    case 414: return "Request-URI Too Long";
    case 415: return "Unsupported Media Type";
    case 416: return "Requested Range Not Satisfiable";
    case 417: return "Expectation Failed";
    case 426: return "Upgrade Required";
    case 428: return "Precondition Required";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 451: return "Unavailable For Legal Reasons";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    case 505: return "HTTP Version Not Supported";
    case 506: return "Variant Also Negotiates";
    case 511: return "Network Authentication Required";
    default: return nullptr;
  }
}

static bool isFatalType(int t) { return t == E_ERROR || t == E_CORE_ERROR || t == E_COMPILE_ERROR || t == E_USER_ERROR || t == E_PARSE || t == E_RECOVERABLE_ERROR; }

bool startsWithCi(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (tolower(static_cast<unsigned char>(s[i])) != tolower(static_cast<unsigned char>(prefix[i]))) return false;
  return true;
}

std::string cgiResponseHead() {
  // What php-fpm's sapi_cgi_send_headers writes: a Status line unless the
  // code is 200 or a Status: header was given, the headers in order, and
  // the default Content-type last.
  ExecutionContext& ec = ctx();
  ResponseHeaders& h = responseHeaders();
  int64_t code = h.code ? h.code : 200;
  if (code == 200 && !ec.displayErrors && isFatalType(ec.lastError.type)) code = 500;   // php_error_cb
  t_response.status = int(code);
  std::string out;
  bool hasStatus = false;
  for (const std::string& l : h.lines)
    if (startsWithCi(l, "Status:")) hasStatus = true;
  if (code != 200 && !hasStatus) {
    size_t sp = h.statusLine.find(' ');
    if (!h.statusLine.empty() && sp != std::string::npos && sp >= 5 && std::atoll(h.statusLine.c_str() + sp + 1) == code) {
      out += "Status:" + h.statusLine.substr(sp) + "\r\n";
    } else if (const char* r = reasonPhrase(code)) {
      out += "Status: " + std::to_string(code) + " " + r + "\r\n";
    } else {
      out += "Status: " + std::to_string(code) + "\r\n";
    }
  }
  bool statusSeen = false;
  for (const std::string& l : h.lines) {
    if (startsWithCi(l, "Status:")) {
      if (statusSeen) continue;
      statusSeen = true;
    } else if (code == 304 && startsWithCi(l, "Content-Type:")) {
      continue;
    }
    out += l + "\r\n";
  }
  if (h.defaultContentType) {
    // php adds it to the list (headers_list() shows it from now on).
    std::string charset = ec.ini.get("default_charset").value_or("UTF-8");
    std::string l = "Content-type: text/html" + (charset.empty() ? std::string() : "; charset=" + charset);
    h.lines.push_back(l);
    h.defaultContentType = false;
    out += l + "\r\n";
  }
  out += "\r\n";
  return out;
}

namespace {

bool isRegularFile(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

void setParam(WebRequest& w, const std::string& name, const std::string& value) {
  for (auto& [k, v] : w.params)
    if (k == name) {
      v = value;
      return;
    }
  w.params.emplace_back(name, value);
}

/// php-fpm's init_request_info with cgi.fix_pathinfo=1 (as for nginx: no
/// Apache rules): when SCRIPT_FILENAME names no file but a leading part of
/// it does, that part is the script (ORIG_SCRIPT_FILENAME keeps the name
/// given), PATH_INFO is cut to what was stripped, PATH_TRANSLATED becomes
/// DOCUMENT_ROOT + PATH_INFO. Empty when there is no script.
std::string resolveScript(WebRequest& w) {
  const std::string* sfp = w.param("SCRIPT_FILENAME");
  if (!sfp || sfp->empty()) return "";
  std::string sf = *sfp;
  if (sf.back() != '/' && isRegularFile(sf)) return sf;
  std::string pt = sf;
  for (size_t slash = pt.rfind('/'); slash != std::string::npos; slash = pt.rfind('/')) {
    pt.resize(slash);
    if (pt.empty() || !isRegularFile(pt)) continue;
    size_t slen = sf.size() - pt.size();
    const std::string* pip = w.param("PATH_INFO");
    std::string origPathInfo = pip ? *pip : "";
    if (pip && pip->size() > slen) {
      std::string pathInfo = pip->substr(pip->size() - slen);
      std::string head = pip->substr(0, pip->size() - slen);
      setParam(w, "ORIG_PATH_INFO", origPathInfo);
      const std::string* sn = w.param("SCRIPT_NAME");
      if (!sn || *sn != head) {
        if (sn) setParam(w, "ORIG_SCRIPT_NAME", *sn);
        setParam(w, "SCRIPT_NAME", head);
      }
      setParam(w, "PATH_INFO", pathInfo);
    }
    setParam(w, "ORIG_SCRIPT_FILENAME", sf);
    setParam(w, "SCRIPT_FILENAME", pt);
    if (const std::string* root = w.param("DOCUMENT_ROOT")) {
      std::string r = *root;
      if (!r.empty() && r.back() == '/') r.pop_back();
      const std::string* pi = w.param("PATH_INFO");
      std::string translated = r + (pi ? *pi : "");
      if (const std::string* orig = w.param("PATH_TRANSLATED")) setParam(w, "ORIG_PATH_TRANSLATED", *orig);
      setParam(w, "PATH_TRANSLATED", translated);
    }
    return pt;
  }
  setParam(w, "ORIG_SCRIPT_FILENAME", sf);
  return "";
}

/// PHP_VALUE and PHP_ADMIN_VALUE (nginx: fastcgi_param PHP_VALUE "a=1\nb=2"):
/// INI lines, for this request only.
void applyIniParams(const WebRequest& w, IniSettings& ini) {
  for (const char* name : {"PHP_VALUE", "PHP_ADMIN_VALUE"}) {
    const std::string* v = w.param(name);
    if (!v) continue;
    size_t i = 0;
    while (i < v->size()) {
      size_t eol = v->find('\n', i);
      if (eol == std::string::npos) eol = v->size();
      std::string line = v->substr(i, eol - i);
      i = eol + 1;
      size_t eq = line.find('=');
      if (eq == std::string::npos) continue;
      auto trim = [](std::string s) {
        size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
        return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
      };
      std::string key = trim(line.substr(0, eq));
      if (!key.empty()) ini.configure(key, trim(line.substr(eq + 1)));
    }
  }
}

} // namespace

bool allowedExtension(const std::string& path, const std::vector<std::string>& exts) {
  if (exts.empty()) return true;
  for (const std::string& e : exts)
    if (path.size() >= e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0) return true;
  return false;
}

int runPage(PageResponse& web, const ServerOptions& opts) {
  int status = 0;
  std::string script = resolveScript(web);
  if (script.empty()) {
    std::fprintf(stderr, "hop serve: Primary script unknown\n");
    web.plainResponse(404, "File not found.\n");
  } else if (!allowedExtension(script, opts.limitExtensions)) {
    std::fprintf(stderr, "hop serve: Access to the script '%s' has been denied (see hop.server_limit_extensions)\n",
                 script.c_str());
    web.plainResponse(403, "Access denied.\n");
  } else {
    // Read only if it must be compiled (the unit cache usually has it):
    // here, whether it can be read.
    struct stat st;
    if (::stat(script.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || ::access(script.c_str(), R_OK) != 0) {
      web.plainResponse(404, "File not found.\n");
    } else {
      // One RequestOptions per request thread, reused: a fresh one would
      // build the whole table of ini directives (IniSettings()) and free it
      // again for every request — a tenth of a hello page's instructions.
      thread_local RequestOptions ro;
      ro.source.clear();
      ro.sourceUnread = true;
      ro.sourceIsCode = false;
      ro.lintOnly = false;
      ro.argv.clear();
      ro.baseIni = nullptr;
      ro.scriptName = script;
      ro.scriptPath = script;
      if (char* real = ::realpath(script.c_str(), nullptr)) {
        ro.scriptPath = real;
        std::free(real);
      }
      // The server's settings as they are, unless nginx sent PHP_VALUE /
      // PHP_ADMIN_VALUE for this request (then a copy with them applied).
      if (web.param("PHP_VALUE") || web.param("PHP_ADMIN_VALUE")) {
        ro.ini = opts.ini;
        applyIniParams(web, ro.ini);
      } else {
        ro.baseIni = &opts.ini;
      }
      if (t_ownCwd) {
        // php-fpm runs a script in its directory (php_execute_script's
        // VCWD_CHDIR_FILE); what the previous request chdir()ed to is gone.
        std::string dir = ro.scriptPath.substr(0, ro.scriptPath.rfind('/'));
        if (::chdir(dir.empty() ? "/" : dir.c_str()) != 0)
          std::fprintf(stderr, "hop serve: cannot chdir to %s: %s\n", dir.c_str(), std::strerror(errno));
      }
      setWebRequest(&web);
      try {
        status = runRequest(ro);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "hop serve: request for %s ended by an internal error: %s\n", script.c_str(), e.what());
        status = 255;
      } catch (...) {
        std::fprintf(stderr, "hop serve: request for %s ended by an internal error\n", script.c_str());
        status = 255;
      }
      setWebRequest(nullptr);
    }
  }
  cleanupWebRequest(web);
  return status;
}

} // namespace hop::server
