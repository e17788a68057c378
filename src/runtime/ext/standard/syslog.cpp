// syslog.cpp — openlog(), syslog(), closelog() and the LOG_* constants, on the
// C library's syslog; messages pass php's syslog.filter (default "no-ctrl":
// one syslog line per message line, control bytes as \xNN).
#include <syslog.h>

#include <string>

#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

namespace {

// The C library keeps the ident pointer openlog() gets: it must outlive the log.
std::string g_ident;

void f_openlog(NativeArgs& a) {
  g_ident.assign(a.sv(0));
  ::openlog(g_ident.c_str(), int(a.i64(1)), int(a.i64(2)));
  a.retBool(true);
}

void f_closelog(NativeArgs& a) {
  ::closelog();
  a.retBool(true);
}

void f_syslog(NativeArgs& a) {
  int prio = int(a.i64(0));
  std::string_view msg = a.sv(1);
  std::string filter = ctx().ini.get("syslog.filter").value_or("no-ctrl");
  if (filter == "raw") {
    std::string m(msg);
    ::syslog(prio, "%s", m.c_str());
    a.retBool(true);
    return;
  }
  std::string line;
  static const char kHex[] = "0123456789abcdef";
  for (unsigned char c : msg) {
    if (c >= 0x20 && c <= 0x7e) line += char(c);
    else if (c >= 0x80 && filter != "ascii") line += char(c);
    else if (c == '\n') {
      ::syslog(prio, "%.*s", int(line.size()), line.data());
      line.clear();
    } else if (c < 0x20 && filter == "all") line += char(c);
    else {
      line += "\\x";
      line += kHex[c >> 4];
      line += kHex[c & 0xf];
    }
  }
  ::syslog(prio, "%.*s", int(line.size()), line.data());
  a.retBool(true);
}

const BuiltinDecl kSyslogBuiltins[] = {
    {"openlog(string $prefix, int $flags, int $facility): bool", f_openlog},
    {"closelog(): bool", f_closelog},
    {"syslog(int $priority, string $message): bool", f_syslog},
};
HOP_REGISTER_BUILTINS(kSyslogBuiltins);

const ConstantDecl kSyslogConstants[] = {
    {"LOG_EMERG", makeInt(LOG_EMERG)},       {"LOG_ALERT", makeInt(LOG_ALERT)},     {"LOG_CRIT", makeInt(LOG_CRIT)},
    {"LOG_ERR", makeInt(LOG_ERR)},           {"LOG_WARNING", makeInt(LOG_WARNING)}, {"LOG_NOTICE", makeInt(LOG_NOTICE)},
    {"LOG_INFO", makeInt(LOG_INFO)},         {"LOG_DEBUG", makeInt(LOG_DEBUG)},     {"LOG_KERN", makeInt(LOG_KERN)},
    {"LOG_USER", makeInt(LOG_USER)},         {"LOG_MAIL", makeInt(LOG_MAIL)},       {"LOG_DAEMON", makeInt(LOG_DAEMON)},
    {"LOG_AUTH", makeInt(LOG_AUTH)},         {"LOG_SYSLOG", makeInt(LOG_SYSLOG)},   {"LOG_LPR", makeInt(LOG_LPR)},
    {"LOG_NEWS", makeInt(LOG_NEWS)},         {"LOG_UUCP", makeInt(LOG_UUCP)},       {"LOG_CRON", makeInt(LOG_CRON)},
    {"LOG_AUTHPRIV", makeInt(LOG_AUTHPRIV)}, {"LOG_LOCAL0", makeInt(LOG_LOCAL0)},   {"LOG_LOCAL1", makeInt(LOG_LOCAL1)},
    {"LOG_LOCAL2", makeInt(LOG_LOCAL2)},     {"LOG_LOCAL3", makeInt(LOG_LOCAL3)},   {"LOG_LOCAL4", makeInt(LOG_LOCAL4)},
    {"LOG_LOCAL5", makeInt(LOG_LOCAL5)},     {"LOG_LOCAL6", makeInt(LOG_LOCAL6)},   {"LOG_LOCAL7", makeInt(LOG_LOCAL7)},
    {"LOG_PID", makeInt(LOG_PID)},           {"LOG_CONS", makeInt(LOG_CONS)},       {"LOG_ODELAY", makeInt(LOG_ODELAY)},
    {"LOG_NDELAY", makeInt(LOG_NDELAY)},     {"LOG_NOWAIT", makeInt(LOG_NOWAIT)},   {"LOG_PERROR", makeInt(LOG_PERROR)},
};
HOP_REGISTER_CONSTANTS(kSyslogConstants);

} // namespace

} // namespace hop
