// errors.cpp — reporting warnings/notices/deprecations (with user error
// handlers), throwing engine exceptions, and fatal errors.
#include "runtime/base/errors.h"
#include "runtime/base/request-local.h"

#include <unistd.h>

#include <cstdio>
#include <cstring>

#include "bytecode/unit.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/lookup.h"

namespace hop {

std::string formatV(const char* fmt, va_list ap) {
  char buf[512];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(buf, sizeof(buf), fmt, ap);
  if (n < 0) {
    va_end(ap2);
    return fmt;
  }
  if (size_t(n) < sizeof(buf)) {
    va_end(ap2);
    return std::string(buf, n);
  }
  std::string s(size_t(n) + 1, '\0');
  vsnprintf(&s[0], s.size(), fmt, ap2);
  va_end(ap2);
  s.resize(n);
  return s;
}

std::string formatStr(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = formatV(fmt, ap);
  va_end(ap);
  return s;
}

const char* errorKindClassName(ErrorKind k) {
  switch (k) {
#define X(n) case ErrorKind::n: return #n;
    HOP_ERROR_KINDS(X)
#undef X
  }
  return "Error";
}

const char* errorLevelLabel(int level) {
  switch (level) {
    case E_ERROR:
    case E_CORE_ERROR:
    case E_COMPILE_ERROR:
    case E_USER_ERROR:
    case E_RECOVERABLE_ERROR: return "Fatal error";
    case E_WARNING:
    case E_CORE_WARNING:
    case E_COMPILE_WARNING:
    case E_USER_WARNING: return "Warning";
    case E_PARSE: return "Parse error";
    case E_NOTICE:
    case E_USER_NOTICE: return "Notice";
    case E_STRICT: return "Strict Standards";
    case E_DEPRECATED:
    case E_USER_DEPRECATED: return "Deprecated";
    default: return "Unknown error";
  }
}

namespace {

/// Writes one error message to stdout (display_errors) and/or stderr (log_errors).
void printError(int level, const std::string& msg, const std::string& file, int line) {
  ExecutionContext& ec = ctx();
  const char* label = errorLevelLabel(level);
  if (ec.logErrors) writeErrorLog(formatStr("PHP %s:  %s in %s on line %d", label, msg.c_str(), file.c_str(), line));
  if (ec.displayErrors && ec.ini.getBool("html_errors")) {
    // A web request's default (php forces html_errors off in the CLI).
    std::string m = msg;
    if (level == E_ERROR || level == E_PARSE) {
      m.clear();
      for (char c : msg) {
        switch (c) {
          case '&': m += "&amp;"; break;
          case '<': m += "&lt;"; break;
          case '>': m += "&gt;"; break;
          case '"': m += "&quot;"; break;   // php's escape_html is ENT_COMPAT: single quotes stay
          default: m += c;
        }
      }
    }
    ec.write(formatStr("%s<br />\n<b>%s</b>:  %s in <b>%s</b> on line <b>%d</b><br />\n%s",
                       ec.ini.get("error_prepend_string").value_or("").c_str(), label, m.c_str(), file.c_str(), line,
                       ec.ini.get("error_append_string").value_or("").c_str()));
  } else if (ec.displayErrors) {
    std::string s = formatStr("%s\n%s: %s in %s on line %d\n%s", ec.ini.get("error_prepend_string").value_or("").c_str(),
                              label, msg.c_str(), file.c_str(), line,
                              ec.ini.get("error_append_string").value_or("").c_str());
    ec.write(s);
  }
}

} // namespace

void currentFileAndLine(std::string& file, int& line) {
  VMState& vm = ctx().vm;
  ActRec* fp = vm.fp;
  if (!fp || !vm.pc) {
    file = ctx().scriptPath.empty() ? "Unknown" : ctx().scriptPath;
    line = 0;
    // A native frame on top of a PHP one (builtin callbacks): find the PHP frame.
    if (fp) {
      file = fp->m_func->unit->filePath;
      line = fp->m_func->lineStart;
    }
    return;
  }
  uint32_t off = static_cast<uint32_t>(vm.pc - fp->m_func->bc.data());
  // Code of the systemlib reports at its caller's line, as php's internal
  // functions do (frames entered from C++ record their caller's offset too).
  while (fp->m_func->isSystemLib() && fp->m_sfp && fp->m_callOff > 0) {
    off = fp->m_callOff - 1;
    fp = fp->m_sfp;
  }
  const Func* f = fp->m_func;
  file = f->unit->filePath;
  line = off < f->bc.size() ? f->lineForOffset(off) : f->lineEnd;
}

void raiseError(int level, const std::string& msg) {
  std::string file;
  int line;
  currentFileAndLine(file, line);
  raiseErrorAt(level, msg, file, line);
}

namespace {
/// The last error that reached php's own handler (php's PG(last_error_*)), for ignore_repeated_errors.
struct LastShown {
  bool valid = false;
  std::string message, file;
  int line = 0;
};
thread_local LastShown tl_lastShown;
const RequestLocalReset s_resetLastShown([] { tl_lastShown = LastShown{}; });
} // namespace

void raiseErrorAt(int level, const std::string& msg, const std::string& file, int line) {
  ExecutionContext& ec = ctx();
  ec.lastError = {level, msg, file, line};

  // A user handler set with set_error_handler() sees the error first.
  if (!ec.errorHandlers.empty() && !ec.inErrorHandler) {
    ErrorHandler& h = ec.errorHandlers.back();
    if ((h.mask & level) && h.callback.m_type != DataType::Null) {
      // In the middle of a member instruction sequence the base may point
      // into the container of the sequence's variable, which the handler may
      // release: keep it alive until the sequence ends (php holds it too).
      ec.vm.member.holdRoot();
      ec.inErrorHandler = true;
      TypedValue args[4] = {makeInt(level), makeStringNoIncRef(StringData::make(msg)),
                            makeStringNoIncRef(StringData::make(file)), makeInt(line)};
      TypedValue cb = h.callback;
      tvIncRef(cb);
      TypedValue r;
      try {
        r = callCallable(cb, args, 4);
      } catch (...) {
        ec.inErrorHandler = false;
        tvDecRef(cb);
        tvDecRef(args[1]);
        tvDecRef(args[2]);
        throw;
      }
      ec.inErrorHandler = false;
      tvDecRef(cb);
      tvDecRef(args[1]);
      tvDecRef(args[2]);
      bool handled = !(r.m_type == DataType::Bool && r.m_data.num == 0);
      tvDecRef(r);
      if (handled) return;
    }
  }
  // ignore_repeated_errors: the same message as the last error php's own
  // handler saw (and, unless ignore_repeated_source, the same place) is not shown again.
  if (ec.ini.getBool("ignore_repeated_errors") && tl_lastShown.valid && tl_lastShown.message == msg &&
      (ec.ini.getBool("ignore_repeated_source") || (tl_lastShown.line == line && tl_lastShown.file == file)))
    return;
  tl_lastShown = {true, msg, file, line};
  if (!(ec.errorReporting & level)) return;
  printError(level, msg, file, line);
}

#define HOP_RAISE_VARIADIC(fn, level)      \
  void fn(const char* fmt, ...) {          \
    va_list ap;                            \
    va_start(ap, fmt);                     \
    std::string s = formatV(fmt, ap);      \
    va_end(ap);                            \
    raiseError(level, s);                  \
  }
HOP_RAISE_VARIADIC(raiseWarning, E_WARNING)
HOP_RAISE_VARIADIC(raiseNotice, E_NOTICE)
HOP_RAISE_VARIADIC(raiseDeprecated, E_DEPRECATED)
#undef HOP_RAISE_VARIADIC

void raiseFatal(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = formatV(fmt, ap);
  va_end(ap);
  // The place is taken now: unwinding (out of a fiber, say) loses it.
  FatalError fatal{s, E_ERROR, "", 0};
  currentFileAndLine(fatal.file, fatal.line);
  throw fatal;
}

void raiseFatalAt(int type, const std::string& msg, const std::string& file, int line) {
  throw FatalError{msg, type, file, line};
}

void reportFatal(const FatalError& f) {
  std::string file = f.file;
  int line = f.line;
  if (file.empty()) currentFileAndLine(file, line);
  ExecutionContext& ec = ctx();
  ec.lastError = {f.type, f.message, file, line};
  if (ec.errorReporting & f.type) printError(f.type, f.message, file, line);
}

void throwObject(ObjectData* obj) { throw PhpException{obj}; }

void throwError(ErrorKind kind, const std::string& msg) {
  ObjectData* e = makeThrowable(errorKindClassName(kind), msg);
  throw PhpException{e};
}

void throwErrorF(ErrorKind kind, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = formatV(fmt, ap);
  va_end(ap);
  throwError(kind, s);
}

} // namespace hop
