// process-info.cpp — facts about the running process and its script:
// getmypid, getmyuid/getmygid/getmyinode/getlastmod/get_current_user (php
// reports the main script file's owner, inode and mtime, false when there is
// no script file), getrusage, gethostname, sys_getloadavg, umask.
#include <pwd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// php_statpage: the main script's stat, or null when it has none.
const struct stat* scriptStat() {
  static thread_local struct stat st;   // per thread: request threads run at once
  const std::string& path = ctx().scriptPath;
  if (path.empty() || ::stat(path.c_str(), &st) != 0) return nullptr;
  return &st;
}

void f_getmypid(NativeArgs& a) { a.retInt(int64_t(::getpid())); }

void f_getmyuid(NativeArgs& a) {
  const struct stat* st = scriptStat();
  if (st) a.retInt(int64_t(st->st_uid));
  else a.retBool(false);
}

void f_getmygid(NativeArgs& a) {
  const struct stat* st = scriptStat();
  if (st) a.retInt(int64_t(st->st_gid));
  else a.retBool(false);
}

void f_getmyinode(NativeArgs& a) {
  const struct stat* st = scriptStat();
  if (st) a.retInt(int64_t(st->st_ino));
  else a.retBool(false);
}

void f_getlastmod(NativeArgs& a) {
  const struct stat* st = scriptStat();
  if (st) a.retInt(int64_t(st->st_mtime));
  else a.retBool(false);
}

void f_get_current_user(NativeArgs& a) {
  const struct stat* st = scriptStat();
  if (!st) {
    a.retString("");
    return;
  }
  struct passwd* pw = ::getpwuid(st->st_uid);
  a.retString(pw ? pw->pw_name : "");
}

void f_getrusage(NativeArgs& a) {
  struct rusage u;
  if (::getrusage(a.i64Or(0, 0) == 1 ? RUSAGE_CHILDREN : RUSAGE_SELF, &u) == -1) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(17);
  auto put = [&](const char* k, int64_t v) { ArrayData::setStr(r, StringData::interned(k), makeInt(v)); };
  put("ru_oublock", u.ru_oublock);
  put("ru_inblock", u.ru_inblock);
  put("ru_msgsnd", u.ru_msgsnd);
  put("ru_msgrcv", u.ru_msgrcv);
  put("ru_maxrss", u.ru_maxrss);
  put("ru_ixrss", u.ru_ixrss);
  put("ru_idrss", u.ru_idrss);
  put("ru_minflt", u.ru_minflt);
  put("ru_majflt", u.ru_majflt);
  put("ru_nsignals", u.ru_nsignals);
  put("ru_nvcsw", u.ru_nvcsw);
  put("ru_nivcsw", u.ru_nivcsw);
  put("ru_nswap", u.ru_nswap);
  put("ru_utime.tv_usec", u.ru_utime.tv_usec);
  put("ru_utime.tv_sec", u.ru_utime.tv_sec);
  put("ru_stime.tv_usec", u.ru_stime.tv_usec);
  put("ru_stime.tv_sec", u.ru_stime.tv_sec);
  a.retArray(r);
}

void f_gethostname(NativeArgs& a) {
  char buf[256];
  if (::gethostname(buf, sizeof buf) != 0) {
    raiseWarning("gethostname(): Unable to fetch host [%d]: %s", errno, std::strerror(errno));
    a.retBool(false);
    return;
  }
  buf[sizeof buf - 1] = '\0';
  a.retString(buf);
}

void f_sys_getloadavg(NativeArgs& a) {
  double load[3];
  if (::getloadavg(load, 3) == -1) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makePacked(3);
  for (double l : load) ArrayData::append(r, makeDouble(l));
  a.retArray(r);
}

void f_umask(NativeArgs& a) {
  mode_t old = ::umask(077);
  ::umask(a.isNull(0) ? old : mode_t(a.i64(0)));
  a.retInt(int64_t(old));
}

const BuiltinDecl kProcessInfoBuiltins[] = {
    {"getmypid(): int|false", f_getmypid},
    {"getmyuid(): int|false", f_getmyuid},
    {"getmygid(): int|false", f_getmygid},
    {"getmyinode(): int|false", f_getmyinode},
    {"getlastmod(): int|false", f_getlastmod},
    {"get_current_user(): string", f_get_current_user},
    {"getrusage(int $mode = 0): array|false", f_getrusage},
    {"gethostname(): string|false", f_gethostname},
    {"sys_getloadavg(): array|false", f_sys_getloadavg},
    {"umask(?int $mask = null): int", f_umask},
};
HOP_REGISTER_BUILTINS(kProcessInfoBuiltins);

} // namespace

} // namespace hop
