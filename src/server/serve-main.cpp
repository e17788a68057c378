// serve-main.cpp — the `hop serve` command line: listeners, thread counts and ini settings, then runServer.
#include <sys/stat.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "jit/jit-runtime.h"
#include "jit/publish-reports.h"
#include "runtime/base/sapi.h"
#include "server/crash-report.h"
#include "server/request-log.h"
#include "server/server.h"
#include "vm/request.h"
#include "vm/shared-units.h"

namespace hop::server {

namespace {

void serveUsage() {
  std::printf(
      "Usage: hop serve [options]\n\n"
      "Serves PHP pages over FastCGI (as php-fpm does; nginx: fastcgi_pass), and over\n"
      "HTTP/1.1 itself (--http: pages and static files of a document root, as php -S).\n"
      "  -l, --listen ADDR     FastCGI on HOST:PORT, :PORT or a unix socket path\n"
      "                        (repeatable; default 127.0.0.1:9000 unless --http is given)\n"
      "  --http HOST:PORT      HTTP/1.1 on HOST:PORT (repeatable; port 0 picks one)\n"
      "  --docroot DIR         the HTTP document root (default: the current directory):\n"
      "                        a .php file runs, a directory runs its index.php (or sends\n"
      "                        index.html), other files are sent as they are, and a path\n"
      "                        with no file runs the root's index.php (a front controller)\n"
      "  -t, --threads N       request threads (hop.server_threads, default 2)\n"
      "  -d key[=value]        an ini setting every request starts with\n"
      "  -h, --help            this help\n\n"
      "Server settings (also as -d): hop.server_threads, hop.server_queue (requests\n"
      "waiting for a thread, default 64), hop.server_thread_requests (requests a\n"
      "thread runs before a fresh one replaces it, as pm.max_requests; default 0 = never),\n"
      "hop.server_max_connections (1024), hop.server_idle_timeout (seconds a\n"
      "connection may be idle or half sent, 60), hop.server_max_body (bytes of a request\n"
      "body, default 64M: 413 beyond), hop.server_max_head (bytes of an HTTP request line\n"
      "and headers, default 32K: 431 beyond), hop.server_limit_extensions (\".php .phar\").\n"
      "Logs: hop.server_access_log=FILE (a line per request; \"stderr\" for stderr),\n"
      "hop.server_slow_log=FILE with hop.server_slow_log_timeout=T (\"5\", \"1.5s\", \"500ms\"):\n"
      "the PHP backtrace of a request running longer than T (php-fpm's slowlog).\n"
      "hop.admin_port=N: the admin endpoint on 127.0.0.1:N (0 picks a port; off by default):\n"
      "/check-health /status.json /jit-stats.json /ping /fpm-status[?json][&full] /stop\n"
      "The request threads share one JIT (hop.jit=live by default; hop.jit_threads, default\n"
      "2, caps the translations made at once; hop.jit_shared_code=0 translates only code\n"
      "of one request, not the files and systemlib all requests share; hop.jit=off interprets).\n"
      "SIGTERM, SIGINT or SIGQUIT stops the server once the requests running finish\n"
      "(at most 10 s; a second signal stops it at once).\n");
}

void applyIni(IniSettings& ini, const std::string& arg) {
  size_t eq = arg.find('=');
  if (eq == std::string::npos) ini.configure(arg, "1");
  else ini.configure(arg.substr(0, eq), arg.substr(eq + 1));
}

bool parseInt(const char* s, int& out) {
  char* end = nullptr;
  long v = std::strtol(s, &end, 10);
  if (!*s || *end || v < 0 || v > 1000000) return false;
  out = int(v);
  return true;
}

} // namespace

int serveMain(int argc, char** argv) {
  ServerOptions o;
  IniSettings user;   // the -d options, applied over the web defaults
  std::vector<std::string> userIni;
  std::string threadsArg;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "hop serve: %s needs an argument\n", a.c_str());
        return false;
      }
      out = argv[++i];
      return true;
    };
    std::string v;
    if (a == "-h" || a == "--help") {
      serveUsage();
      return 0;
    } else if (a == "-l" || a == "--listen") {
      if (!value(v)) return 1;
      o.listen.push_back(v);
    } else if (a.rfind("--listen=", 0) == 0) {
      o.listen.push_back(a.substr(9));
    } else if (a == "--http") {
      if (!value(v)) return 1;
      o.httpListen.push_back(v);
    } else if (a.rfind("--http=", 0) == 0) {
      o.httpListen.push_back(a.substr(7));
    } else if (a == "--docroot") {
      if (!value(o.docroot)) return 1;
    } else if (a.rfind("--docroot=", 0) == 0) {
      o.docroot = a.substr(10);
    } else if (a == "-t" || a == "--threads") {
      if (!value(threadsArg)) return 1;
    } else if (a == "-d") {
      if (!value(v)) return 1;
      userIni.push_back(v);
    } else if (a.rfind("-d", 0) == 0) {
      userIni.push_back(a.substr(2));
    } else {
      std::fprintf(stderr, "hop serve: unknown option %s\n", a.c_str());
      serveUsage();
      return 1;
    }
  }
  // What a web SAPI starts with (php-fpm without a php.ini): HTML error
  // messages. The JIT is shared by the request threads (docs/server.md):
  // at most hop.jit_threads of them translate at once.
  o.ini.configure("html_errors", "1");
  o.ini.configure("hop.jit_threads", "2");
  // The Funcs every request runs (unit cache, systemlib) are translated once
  // for all requests (docs/server.md "The JIT in server mode"). (The ini
  // table's default, 0, is the CLI's, where nothing is shared.)
  o.ini.configure("hop.jit_shared_code", "1");
  o.ini.configure("hop.unit_cache", "1");   // compiled files shared by the requests (vm/shared-units.h)
  o.ini.configure("hop.class_cache", "1");   // linked classes pooled across requests (vm/shared-units.h)
  o.ini.configure("hop.unit_cache_revalidate_freq", "2");   // OPcache's default revalidate_freq
  o.ini.configure("max_execution_time", "30");   // php's default outside the CLI (wall time here: docs/server.md)
  for (const std::string& s : userIni) applyIni(o.ini, s);
  auto intSetting = [&](const char* name, int& out) {
    if (auto v = o.ini.configured(name)) {   // server settings are configuration, no ini directives
      int n;
      if (!parseInt(v->c_str(), n)) {
        std::fprintf(stderr, "hop serve: bad value for %s: %s\n", name, v->c_str());
        return false;
      }
      out = n;
    }
    return true;
  };
  if (!intSetting("hop.server_threads", o.threads) || !intSetting("hop.server_queue", o.queueSize) ||
      !intSetting("hop.server_thread_requests", o.threadRequests) ||
      !intSetting("hop.server_max_connections", o.maxConnections) ||
      !intSetting("hop.server_idle_timeout", o.idleTimeout) || !intSetting("hop.admin_port", o.adminPort))
    return 1;
  if (!threadsArg.empty() && !parseInt(threadsArg.c_str(), o.threads)) {
    std::fprintf(stderr, "hop serve: bad thread count: %s\n", threadsArg.c_str());
    return 1;
  }
  if (o.threads < 1) o.threads = 1;
  if (auto v = o.ini.configured("hop.server_max_body")) o.limits.maxBodyBytes = size_t(IniSettings::parseQuantity(*v));
  if (auto v = o.ini.configured("hop.server_limit_extensions")) {
    o.limitExtensions.clear();
    size_t i = 0;
    while (i < v->size()) {
      size_t sp = v->find(' ', i);
      if (sp == std::string::npos) sp = v->size();
      if (sp > i) o.limitExtensions.push_back(v->substr(i, sp - i));
      i = sp + 1;
    }
  }
  if (auto v = o.ini.configured("hop.server_max_head")) o.maxHeadBytes = size_t(IniSettings::parseQuantity(*v));
  if (auto v = o.ini.configured("hop.server_access_log")) o.accessLog = *v;
  if (auto v = o.ini.configured("hop.server_slow_log")) o.slowLog = *v;
  if (auto v = o.ini.configured("hop.server_slow_log_timeout")) {
    o.slowTimeoutMs = parseSlowTimeoutMs(*v);
    if (o.slowTimeoutMs < 0) {
      std::fprintf(stderr, "hop serve: bad value for hop.server_slow_log_timeout: %s (want seconds, or 500ms)\n",
                   v->c_str());
      return 1;
    }
  }
  if (o.slowTimeoutMs > 0 && o.slowLog.empty()) o.slowLog = "stderr";   // php-fpm logs to its error log then
  if (o.listen.empty() && o.httpListen.empty()) o.listen.push_back("127.0.0.1:9000");
  if (!o.httpListen.empty()) {
    // The document root, absolute and without a trailing slash (paths are
    // joined to it as "/...").
    char* real = ::realpath(o.docroot.empty() ? "." : o.docroot.c_str(), nullptr);
    struct stat st;
    if (!real || ::stat(real, &st) != 0 || !S_ISDIR(st.st_mode)) {
      std::fprintf(stderr, "hop serve: the document root is not a directory: %s\n",
                   o.docroot.empty() ? "." : o.docroot.c_str());
      std::free(real);
      return 1;
    }
    o.docroot = real;
    std::free(real);
    if (o.docroot == "/") o.docroot.clear();
  } else if (!o.docroot.empty()) {
    std::fprintf(stderr, "hop serve: --docroot is for --http\n");
    return 1;
  }
  setSapiName("fpm-fcgi");
  registerServerBuiltins();
  initRuntime();
  jit::initProcessJit(o.ini, /*sharedByRequests=*/true);
  if (jit::g_liveJit) keepSharedUnitsForever();   // translations name their Funcs
  jit::initPublishReports(o.ini);
  resolveSharedIni(o.ini);   // the -d values evaluated once, not by every request
  installCrashReporter();   // a fatal signal is reported on stderr (crash-report.h)
  int status = runServer(o);
  SharedUnitStats st = sharedUnitStats();
  std::fprintf(stderr,
               "hop serve: unit cache: %llu hits, %llu compiles, %llu stale; eval cache: %llu hits, %llu compiles; "
               "classes: %llu pooled (copies of %llu classes, at most %llu of one; %llu with delayed checks), "
               "%llu reused (%llu with delayed checks); inline-cache ids: %llu\n",
               (unsigned long long)st.hits, (unsigned long long)st.compiles, (unsigned long long)st.stale,
               (unsigned long long)st.evalHits, (unsigned long long)st.evalCompiles,
               (unsigned long long)st.classesPooled, (unsigned long long)st.classesDistinct,
               (unsigned long long)st.classCopiesMax, (unsigned long long)st.classesPooledDelayed,
               (unsigned long long)st.classesReused, (unsigned long long)st.classesReusedDelayed,
               (unsigned long long)st.inlineCacheIds);
  return status;
}

} // namespace hop::server
