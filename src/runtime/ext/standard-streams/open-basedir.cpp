// open-basedir.cpp — the open_basedir setting (php's php_check_open_basedir): the
// directories the plain-files wrapper may reach, and ini_set's "tighten only" rule.
#include <climits>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "bytecode/func.h"
#include "runtime/class/class.h"
#include "vm/act-rec.h"

namespace hop::streams {

namespace {

std::string currentBasedir() {
  if (!tl_exec) return "";
  return ctx().ini.get("open_basedir").value_or("");
}

/// Whether `path` lies inside the one directory `basedir` ("." = the cwd).
bool withinBasedir(const std::string& basedir, const std::string& path) {
  std::string base = basedir;
  if (base == ".") {
    char cwd[PATH_MAX];
    if (::getcwd(cwd, sizeof cwd)) base = cwd;
  }
  if (path.size() > PATH_MAX - 1 || path.empty()) return false;
  // The longest existing prefix of the path, resolved (symlinks followed):
  // a file that does not exist yet is judged by its directory.
  std::string tmp = lexicalPath(path);
  char real[PATH_MAX];
  int nesting = 0;
  bool trailingSlash = false;
  while (!::realpath(tmp.c_str(), real)) {
    if (nesting == 0) {
      char link[PATH_MAX];
      ssize_t n = ::readlink(tmp.c_str(), link, sizeof link - 1);
      if (n >= 0) tmp.assign(link, size_t(n));   // a dangling symlink: judge its target
    }
    size_t slash = tmp.rfind('/');
    if (slash == std::string::npos) return false;
    if (slash == 0) {
      // Nothing below the root exists: the root itself.
      tmp = "/";
      trailingSlash = true;
      if (!::realpath(tmp.c_str(), real)) return false;
      break;
    }
    tmp.resize(slash);
    trailingSlash = true;
    nesting++;
  }
  std::string name = real;
  if (trailingSlash && (name.empty() || name.back() != '/')) name += '/';
  std::string rb = lexicalPath(base);
  if (rb.empty() || rb.back() != '/') rb += '/';
  if (name.compare(0, rb.size(), rb) == 0) return true;
  // "/base/" and "/base" are the same directory.
  return rb.size() == name.size() + 1 && rb.compare(0, name.size(), name) == 0;
}

/// ini_set("open_basedir"): a first value is taken; after that each entry
/// must lie within the current setting (never widened, no leading "..").
bool onModifyOpenBasedir(std::string_view nv) {
  std::string cur = currentBasedir();
  if (cur.empty()) return true;
  if (nv.empty()) return false;
  std::string v(nv);
  size_t i = 0;
  while (i < v.size()) {
    size_t j = v.find(':', i);
    if (j == std::string::npos) j = v.size();
    std::string entry = v.substr(i, j - i);
    // No leading ".." component.
    if (entry.compare(0, 2, "..") == 0 && (entry.size() == 2 || entry[2] == '/')) return false;
    if (!entry.empty() && !openBasedirAllows(entry, false)) return false;
    i = j + 1;
  }
  return true;
}

const int s_hook = registerIniModifyHook("open_basedir", onModifyOpenBasedir);

/// "Class::method" or "function" of the builtin running.
std::string runningName() {
  auto& nf = ctx().vm.nativeFrames;
  if (nf.empty() || !nf.back().func || !nf.back().func->name) return "";
  const Func* f = nf.back().func;
  if (f->cls) return f->cls->name->str() + "::" + f->name->str();
  return f->name->str();
}

} // namespace

bool openBasedirActive() { return !currentBasedir().empty(); }

bool openBasedirAllows(const std::string& path, bool warn, const char* fn) {
  std::string bd = currentBasedir();
  if (bd.empty()) return true;
  std::string name = fn ? std::string(fn) : runningName();
  if (path.size() > PATH_MAX - 1) {
    if (warn)
      raiseWarning("%s(): File name is longer than the maximum allowed path length on this platform (%d): %s",
                   name.c_str(), PATH_MAX, path.c_str());
    errno = EINVAL;
    return false;
  }
  size_t i = 0;
  while (i < bd.size()) {
    size_t j = bd.find(':', i);
    if (j == std::string::npos) j = bd.size();
    if (j > i && withinBasedir(bd.substr(i, j - i), path)) return true;
    i = j + 1;
  }
  if (warn)
    raiseWarning("%s(): open_basedir restriction in effect. File(%s) is not within the allowed path(s): (%s)",
                 name.c_str(), path.c_str(), bd.c_str());
  errno = EPERM;
  return false;
}

} // namespace hop::streams
