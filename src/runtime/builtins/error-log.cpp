// error-log.cpp — where logged errors and error_log() messages go: appended
// to the error_log ini file with php's "[d-M-Y H:i:s e] " timestamp, else to
// stderr as the CLI SAPI logs them.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

std::string formatPhpDate(std::string_view fmt, time_t t);   // time-functions.cpp

namespace {

void writeAll(int fd, const std::string& s) {
  const char* p = s.data();
  size_t n = s.size();
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return;
    }
    p += w;
    n -= size_t(w);
  }
}

void toStderr(std::string_view message) {
  ctx().output.flushStdout();
  writeAll(2, std::string(message) + "\n");
}

} // namespace

void writeErrorLog(std::string_view message) {
  std::string dest = ctx().ini.get("error_log").value_or("");
  if (!dest.empty() && dest != "syslog") {
    // A new log file gets the error_log_mode permissions ("0644": octal, as php reads quantities).
    std::optional<std::string> err;
    int64_t mode = parseIniQuantity(ctx().ini.get("error_log_mode").value_or("0644"), err);
    int fd = ::open(dest.c_str(), O_CREAT | O_APPEND | O_WRONLY | O_CLOEXEC, mode_t(mode & 07777));
    if (fd != -1) {
      writeAll(fd, "[" + formatPhpDate("d-M-Y H:i:s e", ::time(nullptr)) + "] " + std::string(message) + "\n");
      ::close(fd);
      return;
    }
  }
  toStderr(message);   // the CLI's own logger (also for syslog, which HopVM does not use)
}

namespace {

void f_error_log(NativeArgs& a) {
  std::string_view msg = a.sv(0);
  switch (a.i64Or(1, 0)) {
    case 1:   // mail: HopVM sends no mail
      a.retBool(false);
      return;
    case 2:
      raiseWarning("error_log(): TCP/IP option is not available for error logging");
      a.retBool(false);
      return;
    case 3: {
      std::string dest(a.svOr(2, ""));
      int fd = dest.empty() ? -1 : ::open(dest.c_str(), O_CREAT | O_APPEND | O_WRONLY | O_CLOEXEC, 0666);
      if (fd == -1) {
        raiseWarning("error_log(%s): Failed to open stream: %s", dest.c_str(), std::strerror(dest.empty() ? ENOENT : errno));
        a.retBool(false);
        return;
      }
      writeAll(fd, std::string(msg));
      ::close(fd);
      break;
    }
    case 4:
      toStderr(msg);
      break;
    default:
      writeErrorLog(msg);
  }
  a.retBool(true);
}

const BuiltinDecl kErrorLogBuiltins[] = {
    {"error_log(string $message, int $message_type = 0, ?string $destination = null, ?string $additional_headers = null): bool", f_error_log},
};
HOP_REGISTER_BUILTINS(kErrorLogBuiltins);

} // namespace

} // namespace hop
