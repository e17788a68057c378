// misc.cpp — small standard/Core functions php's CLI has: get_mangled_object_vars,
// dl, cli_{get,set}_process_title, time_nanosleep, time_sleep_until, strptime,
// setcookie/setrawcookie, get_browser, ftok, is_uploaded_file/move_uploaded_file.
#include <sys/ipc.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

void put(ArrayData*& a, const char* k, TypedValue v) { ArrayData::setStr(a, StringData::interned(k), v); }

// --- get_mangled_object_vars -----------------------------------------------------

void f_get_mangled_object_vars(NativeArgs& a) {
  ObjectData* o = a.obj(0);
  if (o->hasFlag(ObjectData::kIsClosure)) {
    a.retArray(ArrayData::makeHash(0));
    return;
  }
  // The declared and dynamic properties, with private/protected names mangled,
  // never what a class's (array) cast hook would substitute.
  a.retArray(objectPropsToArray(o));
}

// --- dl -----------------------------------------------------------------------

void f_dl(NativeArgs& a) {
  std::string_view name = a.sv(0);
  const IniSettings& ini = ctx().ini;
  if (!IniSettings::parseBool(ini.get("enable_dl").value_or("1"))) {
    raiseWarning("dl(): Dynamically loaded extensions aren't enabled");
    a.retBool(false);
    return;
  }
  if (name.size() >= 4096) {
    raiseWarning("dl(): Filename exceeds the maximum allowed length of %d characters", 4096);
    a.retBool(false);
    return;
  }
  if (name.find('/') != std::string_view::npos) {
    raiseWarning("dl(): Temporary module name should contain only filename");
    a.retBool(false);
    return;
  }
  std::string dir = ini.get("extension_dir").value_or("/usr/lib/php/20220829");
  if (dir.empty()) {
    a.retBool(false);
    return;
  }
  if (dir.back() != '/') dir += '/';
  std::string first = dir + std::string(name);
  std::string second = dir + std::string(name) + ".so";
  // HopVM cannot load php's C extension modules: report each candidate as php
  // does, with the reason the file cannot be used.
  auto why = [](const std::string& path) {
    if (::access(path.c_str(), F_OK) != 0)
      return path + ": cannot open shared object file: " + std::strerror(errno);
    return path + ": HopVM cannot load PHP extension modules";
  };
  raiseWarning("dl(): Unable to load dynamic library '%.*s' (tried: %s (%s), %s (%s))", int(name.size()), name.data(),
               first.c_str(), why(first).c_str(), second.c_str(), why(second).c_str());
  a.retBool(false);
}

// --- process title ---------------------------------------------------------------

struct TitleState {
  std::string title;
};

void f_cli_set_process_title(NativeArgs& a) {
  std::string_view t = a.sv(0);
  ctx().builtinState<TitleState>().title.assign(t);
  std::string comm(t.substr(0, 15));
  ::prctl(PR_SET_NAME, comm.c_str(), 0, 0, 0);
  a.retBool(true);
}

void f_cli_get_process_title(NativeArgs& a) { a.retString(ctx().builtinState<TitleState>().title); }

// --- sleeping -------------------------------------------------------------------

void f_time_nanosleep(NativeArgs& a) {
  int64_t sec = a.i64(0), nsec = a.i64(1);
  if (sec < 0) throwError(ErrorKind::ValueError, "time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0");
  if (nsec < 0)
    throwError(ErrorKind::ValueError, "time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0");
  struct timespec req{time_t(sec), long(nsec)}, rem{};
  if (::nanosleep(&req, &rem) == 0) {
    a.retBool(true);
    return;
  }
  if (errno == EINTR) {
    ArrayData* r = ArrayData::makeHash(2);
    put(r, "seconds", makeInt(rem.tv_sec));
    put(r, "nanoseconds", makeInt(rem.tv_nsec));
    a.retArray(r);
    return;
  }
  if (errno == EINVAL)
    throwError(ErrorKind::ValueError, "Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative");
  a.retBool(false);
}

void f_time_sleep_until(NativeArgs& a) {
  double target = a.dbl(0);
  struct timeval tv;
  if (::gettimeofday(&tv, nullptr) != 0) {
    a.retBool(false);
    return;
  }
  const uint64_t nsPerSec = 1000000000ull;
  uint64_t targetNs = target <= 0 ? 0 : uint64_t(target * double(nsPerSec));
  uint64_t nowNs = uint64_t(tv.tv_sec) * nsPerSec + uint64_t(tv.tv_usec) * 1000;
  if (targetNs < nowNs) {
    raiseWarning("time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time");
    a.retBool(false);
    return;
  }
  uint64_t diff = targetNs - nowNs;
  struct timespec req{time_t(diff / nsPerSec), long(diff % nsPerSec)}, rem{};
  while (::nanosleep(&req, &rem) != 0) {
    if (errno != EINTR) {
      a.retBool(false);
      return;
    }
    req = rem;
  }
  a.retBool(true);
}

// --- strptime (deprecated in 8.1) ---------------------------------------------

void f_strptime(NativeArgs& a) {
  std::string ts(a.sv(0)), fmt(a.sv(1));
  struct tm tm;
  std::memset(&tm, 0, sizeof tm);
  const char* rest = ::strptime(ts.c_str(), fmt.c_str(), &tm);
  if (!rest) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(9);
  put(r, "tm_sec", makeInt(tm.tm_sec));
  put(r, "tm_min", makeInt(tm.tm_min));
  put(r, "tm_hour", makeInt(tm.tm_hour));
  put(r, "tm_mday", makeInt(tm.tm_mday));
  put(r, "tm_mon", makeInt(tm.tm_mon));
  put(r, "tm_year", makeInt(tm.tm_year));
  put(r, "tm_wday", makeInt(tm.tm_wday));
  put(r, "tm_yday", makeInt(tm.tm_yday));
  put(r, "unparsed", makeStringNoIncRef(StringData::make(std::string_view(rest))));
  a.retArray(r);
}

// --- cookies ------------------------------------------------------------------------

constexpr const char* kCookieBad = "\",\", \";\", \" \", \"\\t\", \"\\r\", \"\\n\", \"\\013\", or \"\\014\"";

bool hasAny(std::string_view s, const char* set) { return s.find_first_of(set) != std::string_view::npos; }

struct CookieOptions {
  int64_t expires = 0;
  std::string path, domain, samesite;
  bool secure = false, httponly = false;
};

/// php_head_parse_cookie_options_array.
void parseCookieOptions(const char* fn, ArrayData* opts, CookieOptions& o) {
  for (uint32_t p = opts->iterBegin(); p != opts->iterEnd(); p = opts->iterAdvance(p)) {
    TypedValue k = opts->iterKey(p);
    if (!k.isString()) throwErrorF(ErrorKind::ValueError, "%s(): option array cannot have numeric keys", fn);
    std::string_view key = k.m_data.pstr->view();
    const TypedValue& v = *tvDeref(opts->iterValue(p));
    auto lower = [&](std::string_view want) {
      if (key.size() != want.size()) return false;
      for (size_t i = 0; i < key.size(); ++i)
        if (tolower(static_cast<unsigned char>(key[i])) != want[i]) return false;
      return true;
    };
    if (lower("expires")) o.expires = toInt(v);
    else if (lower("path")) o.path = toStdString(v);
    else if (lower("domain")) o.domain = toStdString(v);
    else if (lower("secure")) o.secure = toBool(v);
    else if (lower("httponly")) o.httponly = toBool(v);
    else if (lower("samesite")) o.samesite = toStdString(v);
    else throwErrorF(ErrorKind::ValueError, "%s(): option \"%.*s\" is invalid", fn, int(key.size()), key.data());
  }
}

/// php_setcookie's Set-Cookie line.
std::string cookieHeader(std::string_view name, std::string_view value, const CookieOptions& o, bool raw) {
  auto httpDate = [](int64_t t) {
    time_t tt = time_t(t);
    struct tm tm;
    ::gmtime_r(&tt, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    return std::string(buf);
  };
  std::string h = "Set-Cookie: ";
  h.append(name);
  if (value.empty()) {
    h += "=deleted; expires=" + httpDate(1) + "; Max-Age=0";
  } else {
    h += '=';
    if (raw) {
      h.append(value);
    } else {
      static const char kHex[] = "0123456789ABCDEF";
      for (unsigned char c : value) {
        if (isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
          h += char(c);
        } else {
          h += '%';
          h += kHex[c >> 4];
          h += kHex[c & 15];
        }
      }
    }
    if (o.expires > 0) {
      int64_t diff = o.expires - int64_t(::time(nullptr));
      h += "; expires=" + httpDate(o.expires) + "; Max-Age=" + std::to_string(diff < 0 ? 0 : diff);
    }
  }
  if (!o.path.empty()) h += "; path=" + o.path;
  if (!o.domain.empty()) h += "; domain=" + o.domain;
  if (o.secure) h += "; secure";
  if (o.httponly) h += "; HttpOnly";
  if (!o.samesite.empty()) h += "; SameSite=" + o.samesite;
  return h;
}

void setcookieImpl(NativeArgs& a, bool raw) {
  const char* fn = raw ? "setrawcookie" : "setcookie";
  std::string_view name = a.sv(0);
  std::string_view value = a.svOr(1, "");
  CookieOptions o;
  if (a.has(2)) {
    const TypedValue& eo = a.arg(2);
    if (eo.isArray()) {
      if (a.count > 3)
        throwErrorF(ErrorKind::ArgumentCountError,
                    "%s(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array", fn);
      parseCookieOptions(fn, eo.m_data.parr, o);
    } else {
      o.expires = eo.m_data.num;
    }
  }
  if (a.has(3)) o.path = std::string(a.sv(3));
  if (a.has(4)) o.domain = std::string(a.sv(4));
  if (a.has(5)) o.secure = a.b(5);
  if (a.has(6)) o.httponly = a.b(6);

  if (name.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($name) cannot be empty", fn);
  if (hasAny(name, "=,; \t\r\n\013\014"))
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($name) cannot contain \"=\", %s", fn, kCookieBad);
  if (raw && hasAny(value, ",; \t\r\n\013\014"))
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($value) cannot contain %s", fn, kCookieBad);
  if (hasAny(o.path, ",; \t\r\n\013\014"))
    throwErrorF(ErrorKind::ValueError, "%s(): \"path\" option cannot contain %s", fn, kCookieBad);
  if (hasAny(o.domain, ",; \t\r\n\013\014"))
    throwErrorF(ErrorKind::ValueError, "%s(): \"domain\" option cannot contain %s", fn, kCookieBad);
  if (!value.empty() && o.expires > 0) {
    time_t t = time_t(o.expires);
    struct tm tm;
    if (!::gmtime_r(&t, &tm) || int64_t(tm.tm_year) + 1900 > 9999)
      throwErrorF(ErrorKind::ValueError, "%s(): \"expires\" option cannot have a year greater than 9999", fn);
  }
  // The CLI has no response to send the Set-Cookie header with; php still
  // refuses it once output has started.
  OutputStack& out = ctx().output;
  if (out.headersSent()) {
    if (!out.outputStartFile().empty())
      raiseWarning("Cannot modify header information - headers already sent by (output started at %s:%d)",
                   out.outputStartFile().c_str(), out.outputStartLine());
    else
      raiseWarning("Cannot modify header information - headers already sent");
    a.retBool(false);
    return;
  }
  if (webRequest()) addResponseHeader(cookieHeader(name, value, o, raw), false, 0);
  a.retBool(true);
}

void f_setcookie(NativeArgs& a) { setcookieImpl(a, false); }
void f_setrawcookie(NativeArgs& a) { setcookieImpl(a, true); }

// --- get_browser, uploads ------------------------------------------------------------

void f_get_browser(NativeArgs& a) {
  std::string bc = ctx().ini.get("browscap").value_or("");
  if (bc.empty()) raiseWarning("get_browser(): browscap ini directive not set");
  else raiseWarning("get_browser(): browscap file '%s' is not supported by HopVM", bc.c_str());
  a.retBool(false);
}

// --- ftok -------------------------------------------------------------------------------

void f_ftok(NativeArgs& a) {
  std::string path(a.sv(0));
  std::string_view proj = a.sv(1);
  if (path.empty()) throwError(ErrorKind::ValueError, "ftok(): Argument #1 ($filename) cannot be empty");
  if (proj.size() != 1) throwError(ErrorKind::ValueError, "ftok(): Argument #2 ($project_id) must be a single character");
  key_t k = ::ftok(path.c_str(), proj[0]);
  if (k == -1) raiseWarning("ftok(): ftok() failed - %s", std::strerror(errno));
  a.retInt(int64_t(k));
}

// The CLI receives no uploads: no file is an uploaded one. A web request's
// uploads are the temporary files its $_FILES names.
void f_is_uploaded_file(NativeArgs& a) {
  WebRequest* w = webRequest();
  a.retBool(w && w->uploadedFiles.count(std::string(a.sv(0))));
}
void f_move_uploaded_file(NativeArgs& a) {
  WebRequest* w = webRequest();
  std::string from(a.sv(0)), to(a.sv(1));
  if (!w || !w->uploadedFiles.count(from)) {
    a.retBool(false);
    return;
  }
  if (::rename(from.c_str(), to.c_str()) != 0) {
    raiseWarning("move_uploaded_file(%s): Failed to open stream: %s", to.c_str(), std::strerror(errno));
    raiseWarning("move_uploaded_file(): Unable to move \"%s\" to \"%s\"", from.c_str(), to.c_str());
    a.retBool(false);
    return;
  }
  ::chmod(to.c_str(), 0644);
  w->uploadedFiles.erase(from);
  a.retBool(true);
}

const BuiltinDecl kMiscBuiltins[] = {
    {"get_mangled_object_vars(object $object): array", f_get_mangled_object_vars},
    {"dl(string $extension_filename): bool", f_dl},
    {"cli_set_process_title(string $title): bool", f_cli_set_process_title},
    {"cli_get_process_title(): ?string", f_cli_get_process_title},
    {"time_nanosleep(int $seconds, int $nanoseconds): array|bool", f_time_nanosleep},
    {"time_sleep_until(float $timestamp): bool", f_time_sleep_until},
    {"strptime(string $timestamp, string $format): array|false", f_strptime, kAttrDeprecated},
    {"setcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", "
     "string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
     f_setcookie},
    {"setrawcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", "
     "string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
     f_setrawcookie},
    {"get_browser(?string $user_agent = null, bool $return_array = false): object|array|false", f_get_browser},
    {"ftok(string $filename, string $project_id): int", f_ftok},
    {"is_uploaded_file(string $filename): bool", f_is_uploaded_file},
    {"move_uploaded_file(string $from, string $to): bool", f_move_uploaded_file},
};
HOP_REGISTER_BUILTINS(kMiscBuiltins);

} // namespace

} // namespace hop
