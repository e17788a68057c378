// fs-functions.cpp — filesystem builtins (ext/standard/filestat.c and the
// plain-files wrapper's operations): stat/lstat and the is_*/file* queries with
// php's stat cache, unlink/rename/copy/mkdir/rmdir (also through user wrappers),
// touch/chmod/chown/chgrp/lchown/lchgrp, symlink/link/readlink/linkinfo,
// tempnam, realpath, fnmatch, disk space, and paths (basename, dirname, pathinfo).
#include <fcntl.h>
#include <fnmatch.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/unit-loader.h"

namespace hop::streams {

std::string sysTempDir();
bool userUrlStat(UserWrapper* w, const std::string& path, int flags, struct stat& st);

namespace {

struct StatCache {
  std::string statPath, lstatPath;
  struct stat st {}, lst {};
  bool hasStat = false, hasLstat = false;
};
StatCache& cache() { return ctx().builtinState<StatCache>(); }

} // namespace

void clearStatCache() {
  StatCache& c = cache();
  c.hasStat = c.hasLstat = false;
}

bool urlStat(const std::string& path, struct stat& st, bool link, bool quiet) {
  StatCache& c = cache();
  if (link ? (c.hasLstat && c.lstatPath == path) : (c.hasStat && c.statPath == path)) {
    st = link ? c.lst : c.st;
    return true;
  }
  std::string sc = schemeOf(path);
  bool ok;
  if (UserWrapper* w = sc.empty() ? nullptr : findUserWrapper(sc)) {
    ok = userUrlStat(w, path, (link ? 1 : 0) | (quiet ? 2 : 0), st);
  } else {
    std::string p;
    if (!plainPath(path, p) || p.find('\0') != std::string::npos) return false;
    if (!openBasedirAllows(p, !quiet)) return false;
    ok = (link ? ::lstat(p.c_str(), &st) : ::stat(p.c_str(), &st)) == 0;
    if (!ok && (errno == ENOENT || errno == ENOTDIR) && p.find("..") != std::string::npos) {
      std::string n = lexicalPath(p);
      ok = (link ? ::lstat(n.c_str(), &st) : ::stat(n.c_str(), &st)) == 0;
    }
  }
  if (!ok) return false;
  if (link) {
    c.lstatPath = path;
    c.lst = st;
    c.hasLstat = true;
  } else {
    c.statPath = path;
    c.st = st;
    c.hasStat = true;
  }
  return true;
}

namespace {

enum StatKind { kPerms, kInode, kSize, kOwner, kGroup, kAtime, kMtime, kCtime, kType, kIsW, kIsR, kIsX, kIsFile, kIsDir, kIsLink, kExists, kLstat, kStat };

bool isExistsCheck(StatKind k) { return k == kExists || k == kIsW || k == kIsR || k == kIsX || k == kIsFile || k == kIsDir || k == kIsLink; }

void doStat(NativeArgs& a, StatKind k) {
  std::string_view fn = a.sv(0);
  if (fn.empty()) {
    a.retBool(false);
    return;
  }
  if (fn.find('\0') != std::string_view::npos) {
    if (isExistsCheck(k)) {
      a.retBool(false);
      return;
    }
    raiseWarning("%s(): Filename contains null byte", curFn());
    a.retBool(false);
    return;
  }
  std::string path(fn);
  std::string local;
  bool plain = plainPath(path, local);
  if (plain && !openBasedirAllows(local, true)) {
    a.retBool(false);
    return;
  }
  if (plain && (k == kIsW || k == kIsR || k == kIsX || k == kExists)) {
    int mode = k == kIsW ? W_OK : k == kIsR ? R_OK : k == kIsX ? X_OK : F_OK;
    bool ok = ::access(local.c_str(), mode) == 0;
    if (ok && k == kIsX) {
      struct stat st;
      if (::stat(local.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) ok = false;
    }
    a.retBool(ok);
    return;
  }
  bool link = k == kIsLink || k == kLstat || k == kType;
  struct stat st;
  if (!urlStat(path, st, link, isExistsCheck(k))) {
    if (!isExistsCheck(k)) raiseWarning("%s(): %sstat failed for %s", curFn(), link ? "L" : "", path.c_str());
    a.retBool(false);
    return;
  }
  switch (k) {
    case kPerms: a.retInt(st.st_mode); return;
    case kInode: a.retInt(int64_t(st.st_ino)); return;
    case kSize: a.retInt(int64_t(st.st_size)); return;
    case kOwner: a.retInt(st.st_uid); return;
    case kGroup: a.retInt(st.st_gid); return;
    case kAtime: a.retInt(int64_t(st.st_atime)); return;
    case kMtime: a.retInt(int64_t(st.st_mtime)); return;
    case kCtime: a.retInt(int64_t(st.st_ctime)); return;
    case kType: {
      const char* t = "unknown";
      switch (st.st_mode & S_IFMT) {
        case S_IFIFO: t = "fifo"; break;
        case S_IFCHR: t = "char"; break;
        case S_IFDIR: t = "dir"; break;
        case S_IFBLK: t = "block"; break;
        case S_IFREG: t = "file"; break;
        case S_IFLNK: t = "link"; break;
        case S_IFSOCK: t = "socket"; break;
      }
      if (strcmp(t, "unknown") == 0) raiseNotice("filetype(): Unknown file type (%d)", int(st.st_mode & S_IFMT));
      a.retString(t);
      return;
    }
    case kIsW: a.retBool(st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)); return;
    case kIsR: a.retBool(st.st_mode & (S_IRUSR | S_IRGRP | S_IROTH)); return;
    case kIsX: a.retBool((st.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH)) && !S_ISDIR(st.st_mode)); return;
    case kIsFile: a.retBool(S_ISREG(st.st_mode)); return;
    case kIsDir: a.retBool(S_ISDIR(st.st_mode)); return;
    case kIsLink: a.retBool(S_ISLNK(st.st_mode)); return;
    case kExists: a.retBool(true); return;
    case kLstat:
    case kStat: a.retArray(statArray(st)); return;
  }
}

#define STATFN(name, kind) void f_##name(NativeArgs& a) { doStat(a, kind); }
STATFN(fileperms, kPerms)
STATFN(fileinode, kInode)
STATFN(filesize, kSize)
STATFN(fileowner, kOwner)
STATFN(filegroup, kGroup)
STATFN(fileatime, kAtime)
STATFN(filemtime, kMtime)
STATFN(filectime, kCtime)
STATFN(filetype, kType)
STATFN(is_writable, kIsW)
STATFN(is_readable, kIsR)
STATFN(is_executable, kIsX)
STATFN(is_file, kIsFile)
STATFN(is_dir, kIsDir)
STATFN(is_link, kIsLink)
STATFN(file_exists, kExists)
STATFN(lstat, kLstat)
STATFN(stat, kStat)
#undef STATFN

void f_clearstatcache(NativeArgs& a) {
  clearStatCache();
  a.retNull();
}

UserWrapper* userFor(const std::string& path) {
  std::string sc = schemeOf(path);
  return sc.empty() ? nullptr : findUserWrapper(sc);
}

void f_unlink(NativeArgs& a) {
  checkPathArg(a, 0, "filename");
  std::string path(a.sv(0));
  ResourceData* c = contextArg(a, 1);
  if (UserWrapper* w = userFor(path)) {
    a.retBool(userUnlink(w, path, c));
    return;
  }
  std::string p;
  if (!plainPath(path, p)) {
    raiseWarning("unlink(): %s does not allow unlinking", schemeOf(path).c_str());
    a.retBool(false);
    return;
  }
  if (!openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  clearStatCache();
  struct stat st;
  if (::lstat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    raiseWarning("unlink(%s): Is a directory", path.c_str());
    a.retBool(false);
    return;
  }
  if (::unlink(p.c_str()) != 0) {
    raiseWarning("unlink(%s): %s", path.c_str(), strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_mkdir(NativeArgs& a) {
  checkPathArg(a, 0, "directory");
  std::string path(a.sv(0));
  int64_t mode = a.i64Or(1, 0777);
  bool recursive = a.bOr(2, false);
  ResourceData* c = contextArg(a, 3);
  if (UserWrapper* w = userFor(path)) {
    a.retBool(userMkdir(w, path, mode, (recursive ? 1 : 0) | 8, c));
    return;
  }
  std::string p;
  if (!plainPath(path, p) || !openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  clearStatCache();
  if (!recursive) {
    if (::mkdir(p.c_str(), mode_t(mode)) != 0) {
      raiseWarning("mkdir(): %s", strerror(errno));
      a.retBool(false);
      return;
    }
    a.retBool(true);
    return;
  }
  struct stat st;
  if (::stat(p.c_str(), &st) == 0) {
    raiseWarning("mkdir(): File exists");
    a.retBool(false);
    return;
  }
  std::string cur;
  size_t i = 0;
  if (!p.empty() && p[0] == '/') {
    cur = "/";
    i = 1;
  }
  while (i <= p.size()) {
    size_t j = p.find('/', i);
    if (j == std::string::npos) j = p.size();
    if (j > i) {
      cur.append(p, i, j - i);
      if (::mkdir(cur.c_str(), mode_t(mode)) != 0 && errno != EEXIST) {
        raiseWarning("mkdir(): %s", strerror(errno));
        a.retBool(false);
        return;
      }
      if (errno == EEXIST && ::stat(cur.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) {
        raiseWarning("mkdir(): Not a directory");
        a.retBool(false);
        return;
      }
      cur += '/';
    }
    i = j + 1;
  }
  a.retBool(true);
}

void f_rmdir(NativeArgs& a) {
  checkPathArg(a, 0, "directory");
  std::string path(a.sv(0));
  ResourceData* c = contextArg(a, 1);
  if (UserWrapper* w = userFor(path)) {
    a.retBool(userRmdir(w, path, 8, c));
    return;
  }
  std::string p;
  if (!plainPath(path, p) || !openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  clearStatCache();
  if (::rmdir(p.c_str()) != 0) {
    raiseWarning("rmdir(%s): %s", path.c_str(), strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_rename(NativeArgs& a) {
  checkPathArg(a, 0, "from");
  checkPathArg(a, 1, "to");
  std::string from(a.sv(0)), to(a.sv(1));
  ResourceData* c = contextArg(a, 2);
  UserWrapper* w1 = userFor(from);
  UserWrapper* w2 = userFor(to);
  if (w1 || w2) {
    if (w1 != w2) {
      raiseWarning("rename(): Cannot rename a file across wrapper types");
      a.retBool(false);
      return;
    }
    a.retBool(userRename(w1, from, to, c));
    return;
  }
  std::string pf, pt;
  if (!plainPath(from, pf) || !plainPath(to, pt) || !openBasedirAllows(pf, true) || !openBasedirAllows(pt, true)) {
    a.retBool(false);
    return;
  }
  clearStatCache();
  if (::rename(pf.c_str(), pt.c_str()) != 0) {
    if (errno == EXDEV) {
      // across devices: copy then unlink
      std::string cmd;
      int in = ::open(pf.c_str(), O_RDONLY), out = in < 0 ? -1 : ::open(pt.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
      if (in >= 0 && out >= 0) {
        char buf[65536];
        ssize_t n;
        while ((n = ::read(in, buf, sizeof(buf))) > 0) (void)!::write(out, buf, size_t(n));
        ::close(in);
        ::close(out);
        ::unlink(pf.c_str());
        a.retBool(true);
        return;
      }
      if (in >= 0) ::close(in);
    }
    raiseWarning("rename(%s,%s): %s", from.c_str(), to.c_str(), strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_copy(NativeArgs& a) {
  checkPathArg(a, 0, "from");
  checkPathArg(a, 1, "to");
  std::string from(a.sv(0)), to(a.sv(1));
  ResourceData* c = contextArg(a, 2);
  struct stat st;
  std::string pf;
  if (plainPath(from, pf) && !openBasedirAllows(pf, true)) {
    a.retBool(false);
    return;
  }
  if (plainPath(from, pf) && ::stat(pf.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    raiseWarning("copy(): The first argument to copy() function cannot be a directory");
    a.retBool(false);
    return;
  }
  std::string pt;
  if (plainPath(to, pt) && ::stat(pt.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    raiseWarning("copy(): The second argument to copy() function cannot be a directory");
    a.retBool(false);
    return;
  }
  struct stat ss, ds;
  if (plainPath(from, pf) && plainPath(to, pt) && ::stat(pf.c_str(), &ss) == 0 && ::stat(pt.c_str(), &ds) == 0 &&
      ss.st_ino == ds.st_ino && ss.st_dev == ds.st_dev) {
    a.retBool(false);
    return;
  }
  ResourceData* in = openStream(from, "rb", kReport, c, nullptr);
  if (!in) {
    a.retBool(false);
    return;
  }
  ResourceData* out = openStream(to, "wb", kReport, c, nullptr);
  if (!out) {
    in->close();
    in->decRef();
    a.retBool(false);
    return;
  }
  Stream* si = in->impl<Stream>();
  Stream* so = out->impl<Stream>();
  char buf[8192];
  bool ok = true;
  for (ssize_t n; (n = si->read(buf, sizeof(buf))) > 0;)
    if (so->write(std::string_view(buf, size_t(n))) != n) ok = false;
  in->close();
  in->decRef();
  out->close();
  out->decRef();
  clearStatCache();
  a.retBool(ok);
}

void f_touch(NativeArgs& a) {
  checkPathArg(a, 0, "filename");
  std::string path(a.sv(0));
  bool hasM = !a.isNull(1), hasA = !a.isNull(2);
  if (!hasM && hasA)
    throwError(ErrorKind::ValueError, "touch(): Argument #2 ($mtime) cannot be null when argument #3 ($atime) is an integer");
  int64_t mt = hasM ? a.i64(1) : time(nullptr);
  int64_t at = hasA ? a.i64(2) : mt;
  if (UserWrapper* w = userFor(path)) {
    ArrayData* arr = ArrayData::makePacked(2);
    if (hasM || hasA) {
      ArrayData::append(arr, makeInt(mt));
      ArrayData::append(arr, makeInt(at));
    }
    TypedValue v = makeArrayNoIncRef(arr);
    bool ok = userMetadata(w, path, 1, v);
    tvDecRef(v);
    a.retBool(ok);
    return;
  }
  std::string p;
  if (!plainPath(path, p) || p.empty() || !openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  if (::access(p.c_str(), F_OK) != 0) {
    int fd = ::open(p.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
      raiseWarning("touch(): Unable to create file %s because %s", path.c_str(), strerror(errno));
      a.retBool(false);
      return;
    }
    ::close(fd);
  }
  struct timeval tv[2];
  tv[0].tv_sec = time_t(at);
  tv[0].tv_usec = 0;
  tv[1].tv_sec = time_t(mt);
  tv[1].tv_usec = 0;
  int r = (hasM || hasA) ? ::utimes(p.c_str(), tv) : ::utimes(p.c_str(), nullptr);
  if (r != 0) {
    raiseWarning("touch(): Utime failed: %s", strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_chmod(NativeArgs& a) {
  std::string path(a.sv(0));
  if (UserWrapper* w = userFor(path)) {
    a.retBool(userMetadata(w, path, 6, makeInt(a.i64(1))));
    return;
  }
  std::string p;
  if (!plainPath(path, p) || !openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  if (::chmod(p.c_str(), mode_t(a.i64(1) & 07777)) != 0) {
    raiseWarning("chmod(): %s", strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

/// chown/chgrp/lchown/lchgrp: user = true for owners.
void doChown(NativeArgs& a, bool user, bool link) {
  std::string path(a.sv(0));
  const TypedValue& v = a.arg(1);
  if (!v.isString() && v.m_type != DataType::Int)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($%s) must be of type string|int, %s given", curFn(),
                user ? "user" : "group", typeNameForMessage(v).c_str());
  if (UserWrapper* w = userFor(path)) {
    int opt = user ? (v.isString() ? 2 : 3) : (v.isString() ? 4 : 5);
    a.retBool(userMetadata(w, path, opt, v));
    return;
  }
  std::string p;
  if (!plainPath(path, p) || !openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  int64_t id;
  if (v.isString()) {
    std::string name = toStdString(v);
    if (user) {
      struct passwd* pw = ::getpwnam(name.c_str());
      if (!pw) {
        raiseWarning("%s(): Unable to find uid for %s", curFn(), name.c_str());
        a.retBool(false);
        return;
      }
      id = pw->pw_uid;
    } else {
      struct group* gr = ::getgrnam(name.c_str());
      if (!gr) {
        raiseWarning("%s(): Unable to find gid for %s", curFn(), name.c_str());
        a.retBool(false);
        return;
      }
      id = gr->gr_gid;
    }
  } else {
    id = v.m_data.num;
  }
  uid_t u = user ? uid_t(id) : uid_t(-1);
  gid_t g = user ? gid_t(-1) : gid_t(id);
  int r = link ? ::lchown(p.c_str(), u, g) : ::chown(p.c_str(), u, g);
  if (r != 0) {
    raiseWarning("%s(): %s", curFn(), strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}
void f_chown(NativeArgs& a) { doChown(a, true, false); }
void f_chgrp(NativeArgs& a) { doChown(a, false, false); }
void f_lchown(NativeArgs& a) { doChown(a, true, true); }
void f_lchgrp(NativeArgs& a) { doChown(a, false, true); }

void checkNul(NativeArgs& a, uint32_t i, const char* name) {
  if (a.sv(i).find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must not contain any null bytes", curFn(), i + 1, name);
}

/// symlink() and link(): one system call on two checked paths.
void makeLink(NativeArgs& a, int (*call)(const char*, const char*), const char* fn) {
  checkNul(a, 0, "target");
  checkNul(a, 1, "link");
  std::string target(a.sv(0)), link(a.sv(1));
  if (openBasedirActive()) {
    // php checks the link's directory and the target (resolved from the cwd).
    char dir[PATH_MAX];
    std::string ld = link;
    size_t sl = ld.rfind('/');
    ld = sl == std::string::npos ? "." : ld.substr(0, sl == 0 ? 1 : sl);
    std::string tgt = target;
    if (::realpath(ld.c_str(), dir) && !tgt.empty() && tgt[0] != '/' && call == ::symlink) tgt = std::string(dir) + "/" + tgt;
    if (!openBasedirAllows(tgt, true) || !openBasedirAllows(link, true)) {
      a.retBool(false);
      return;
    }
  }
  if (call(target.c_str(), link.c_str()) != 0) {
    raiseWarning("%s(): %s", fn, strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}
void f_symlink(NativeArgs& a) { makeLink(a, ::symlink, "symlink"); }
void f_link(NativeArgs& a) { makeLink(a, ::link, "link"); }
void f_readlink(NativeArgs& a) {
  std::string p(a.sv(0));
  if (!openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  char buf[PATH_MAX + 1];
  ssize_t n = ::readlink(p.c_str(), buf, PATH_MAX);
  if (n < 0) {
    raiseWarning("readlink(): %s", strerror(errno));
    a.retBool(false);
    return;
  }
  a.retString(std::string_view(buf, size_t(n)));
}
void f_linkinfo(NativeArgs& a) {
  std::string p(a.sv(0));
  if (!openBasedirAllows(p, true)) {
    a.retInt(-1);
    return;
  }
  struct stat st;
  if (::lstat(p.c_str(), &st) != 0) {
    raiseWarning("linkinfo(): %s", strerror(errno));
    a.retInt(-1);
    return;
  }
  a.retInt(int64_t(st.st_dev));
}

void f_tempnam(NativeArgs& a) {
  checkPathArg(a, 0, "directory");
  checkPathArg(a, 1, "prefix");
  std::string dir(a.sv(0));
  std::string prefix(a.sv(1));
  size_t sl = prefix.rfind('/');
  if (sl != std::string::npos) prefix = prefix.substr(sl + 1);
  if (prefix.size() > 63) prefix.resize(63);
  struct stat st;
  bool quietFallback = dir.empty();
  bool fallback = dir.empty() || ::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || ::access(dir.c_str(), W_OK) != 0;
  if (fallback) {
    if (!quietFallback) raiseNotice("tempnam(): file created in the system's temporary directory");
    dir = sysTempDir();
  } else {
    char buf[PATH_MAX];
    if (::realpath(dir.c_str(), buf)) dir = buf;
  }
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  if (!openBasedirAllows(dir, true)) {
    a.retBool(false);
    return;
  }
  std::string tmpl = dir + (dir == "/" ? "" : "/") + prefix + "XXXXXX";
  int fd = ::mkostemp(&tmpl[0], O_CLOEXEC);
  if (fd < 0) {
    a.retBool(false);
    return;
  }
  ::close(fd);
  a.retString(tmpl);
}

void f_sys_get_temp_dir(NativeArgs& a) { a.retString(sysTempDir()); }

void f_getcwd(NativeArgs& a) {
  char buf[PATH_MAX];
  if (!::getcwd(buf, sizeof(buf))) a.retBool(false);
  else a.retString(buf);
}
void f_chdir(NativeArgs& a) {
  std::string p(a.sv(0));
  if (!openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  if (::chdir(p.c_str()) != 0) {
    raiseWarning("chdir(): %s (errno %d)", strerror(errno), errno);
    a.retBool(false);
    return;
  }
  clearStatCache();
  a.retBool(true);
}
void f_realpath(NativeArgs& a) {
  std::string p(a.sv(0));
  if (p.empty()) p = ".";
  char buf[PATH_MAX];
  if (p.find('\0') != std::string::npos || !::realpath(p.c_str(), buf)) a.retBool(false);
  else if (!openBasedirAllows(buf, true)) a.retBool(false);
  else a.retString(buf);
}
void f_realpath_cache_size(NativeArgs& a) { a.retInt(0); }
void f_realpath_cache_get(NativeArgs& a) { a.retArray(ArrayData::makeHash(0)); }

void f_stream_resolve_include_path(NativeArgs& a) {
  if (a.sv(0).empty())
    throwError(ErrorKind::ValueError, "stream_resolve_include_path(): Argument #1 ($filename) cannot be empty");
  std::string found = findIncludeFile(ctx().vm, std::string(a.sv(0)));
  char buf[PATH_MAX];
  if (found.empty() || !::realpath(found.c_str(), buf)) a.retBool(false);
  else a.retString(buf);
}

void f_fnmatch(NativeArgs& a) {
  std::string pat(a.sv(0)), name(a.sv(1));
  if (name.size() >= PATH_MAX) {
    raiseWarning("fnmatch(): Filename exceeds the maximum allowed length of %d characters", PATH_MAX);
    a.retBool(false);
    return;
  }
  if (pat.size() >= PATH_MAX) {
    raiseWarning("fnmatch(): Pattern exceeds the maximum allowed length of %d characters", PATH_MAX);
    a.retBool(false);
    return;
  }
  a.retBool(::fnmatch(pat.c_str(), name.c_str(), int(a.i64Or(2, 0))) == 0);
}

void diskSpace(NativeArgs& a, bool total) {
  std::string p(a.sv(0));
  if (!openBasedirAllows(p, true)) {
    a.retBool(false);
    return;
  }
  struct statvfs v;
  if (::statvfs(p.c_str(), &v) != 0) {
    raiseWarning("%s(): %s", curFn(), strerror(errno));
    a.retBool(false);
    return;
  }
  a.retDouble(double(total ? v.f_blocks : v.f_bavail) * double(v.f_frsize));
}
void f_disk_free_space(NativeArgs& a) { diskSpace(a, false); }
void f_disk_total_space(NativeArgs& a) { diskSpace(a, true); }

// --- paths -------------------------------------------------------------------------------------

std::string baseName(std::string_view p, std::string_view suffix) {
  while (p.size() > 1 && p.back() == '/') p.remove_suffix(1);
  if (p == "/") return "";
  size_t s = p.rfind('/');
  std::string_view b = s == std::string_view::npos ? p : p.substr(s + 1);
  if (!suffix.empty() && b.size() > suffix.size() && b.substr(b.size() - suffix.size()) == suffix)
    b.remove_suffix(suffix.size());
  return std::string(b);
}

std::string dirName(std::string_view p, int64_t levels) {
  std::string cur(p);
  for (int64_t l = 0; l < levels; ++l) {
    while (cur.size() > 1 && cur.back() == '/') cur.pop_back();
    size_t s = cur.rfind('/');
    if (s == std::string::npos) return ".";
    if (s == 0) return "/";
    cur = cur.substr(0, s);
    while (cur.size() > 1 && cur.back() == '/') cur.pop_back();
  }
  return cur;
}

void f_basename(NativeArgs& a) { a.retString(baseName(a.sv(0), a.svOr(1, ""))); }
void f_dirname(NativeArgs& a) {
  int64_t levels = a.i64Or(1, 1);
  if (levels < 1) throwError(ErrorKind::ValueError, "dirname(): Argument #2 ($levels) must be greater than or equal to 1");
  a.retString(a.sv(0).empty() ? "" : dirName(a.sv(0), levels));
}
void f_pathinfo(NativeArgs& a) {
  std::string_view p = a.sv(0);
  int64_t opt = a.i64Or(1, 15);
  ArrayData* r = ArrayData::makeHash(4);
  std::string base = baseName(p, "");
  if (opt & 1) {
    std::string d = dirName(p, 1);
    if (p.find('/') != std::string_view::npos) ArrayData::setStr(r, StringData::interned("dirname"), makeStringNoIncRef(StringData::make(d)));
    else if (!p.empty()) ArrayData::setStr(r, StringData::interned("dirname"), makeStringNoIncRef(StringData::make(".")));
  }
  if (opt & 2) ArrayData::setStr(r, StringData::interned("basename"), makeStringNoIncRef(StringData::make(base)));
  size_t dot = base.rfind('.');
  if ((opt & 4) && dot != std::string::npos)
    ArrayData::setStr(r, StringData::interned("extension"), makeStringNoIncRef(StringData::make(base.substr(dot + 1))));
  if (opt & 8)
    ArrayData::setStr(r, StringData::interned("filename"), makeStringNoIncRef(StringData::make(dot == std::string::npos ? base : base.substr(0, dot))));
  if (opt == 1 || opt == 2 || opt == 4 || opt == 8) {
    uint32_t p0 = r->iterBegin();
    if (r->iterValid(p0)) a.retCopy(*r->iterValue(p0));
    else a.retString("");
    r->decRef();
    return;
  }
  a.retArray(r);
}

const BuiltinDecl kFsBuiltins[] = {
    {"fileperms(string $filename): int|false", f_fileperms},
    {"fileinode(string $filename): int|false", f_fileinode},
    {"filesize(string $filename): int|false", f_filesize},
    {"fileowner(string $filename): int|false", f_fileowner},
    {"filegroup(string $filename): int|false", f_filegroup},
    {"fileatime(string $filename): int|false", f_fileatime},
    {"filemtime(string $filename): int|false", f_filemtime},
    {"filectime(string $filename): int|false", f_filectime},
    {"filetype(string $filename): string|false", f_filetype},
    {"is_writable(string $filename): bool", f_is_writable},
    {"is_writeable(string $filename): bool", f_is_writable},
    {"is_readable(string $filename): bool", f_is_readable},
    {"is_executable(string $filename): bool", f_is_executable},
    {"is_file(string $filename): bool", f_is_file},
    {"is_dir(string $filename): bool", f_is_dir},
    {"is_link(string $filename): bool", f_is_link},
    {"file_exists(string $filename): bool", f_file_exists},
    {"lstat(string $filename): array|false", f_lstat},
    {"stat(string $filename): array|false", f_stat},
    {"clearstatcache(bool $clear_realpath_cache = false, string $filename = \"\"): void", f_clearstatcache},
    {"unlink(string $filename, $context = null): bool", f_unlink},
    {"mkdir(string $directory, int $permissions = 0777, bool $recursive = false, $context = null): bool", f_mkdir},
    {"rmdir(string $directory, $context = null): bool", f_rmdir},
    {"rename(string $from, string $to, $context = null): bool", f_rename},
    {"copy(string $from, string $to, $context = null): bool", f_copy},
    {"touch(string $filename, ?int $mtime = null, ?int $atime = null): bool", f_touch},
    {"chmod(string $filename, int $permissions): bool", f_chmod},
    {"chown(string $filename, string|int $user): bool", f_chown},
    {"chgrp(string $filename, string|int $group): bool", f_chgrp},
    {"lchown(string $filename, string|int $user): bool", f_lchown},
    {"lchgrp(string $filename, string|int $group): bool", f_lchgrp},
    {"symlink(string $target, string $link): bool", f_symlink},
    {"link(string $target, string $link): bool", f_link},
    {"readlink(string $path): string|false", f_readlink},
    {"linkinfo(string $path): int|false", f_linkinfo},
    {"tempnam(string $directory, string $prefix): string|false", f_tempnam},
    {"sys_get_temp_dir(): string", f_sys_get_temp_dir},
    {"getcwd(): string|false", f_getcwd},
    {"chdir(string $directory): bool", f_chdir},
    {"realpath(string $path): string|false", f_realpath},
    {"realpath_cache_size(): int", f_realpath_cache_size},
    {"realpath_cache_get(): array", f_realpath_cache_get},
    {"stream_resolve_include_path(string $filename): string|false", f_stream_resolve_include_path},
    {"fnmatch(string $pattern, string $filename, int $flags = 0): bool", f_fnmatch},
    {"disk_free_space(string $directory): float|false", f_disk_free_space},
    {"diskfreespace(string $directory): float|false", f_disk_free_space},
    {"disk_total_space(string $directory): float|false", f_disk_total_space},
    {"basename(string $path, string $suffix = \"\"): string", f_basename},
    {"dirname(string $path, int $levels = 1): string", f_dirname},
    {"pathinfo(string $path, int $flags = PATHINFO_ALL): array|string", f_pathinfo},
};
HOP_REGISTER_BUILTINS(kFsBuiltins);

const ConstantDecl kFsConstants[] = {
    {"PATHINFO_DIRNAME", makeInt(1)}, {"PATHINFO_BASENAME", makeInt(2)}, {"PATHINFO_EXTENSION", makeInt(4)},
    {"PATHINFO_FILENAME", makeInt(8)}, {"PATHINFO_ALL", makeInt(15)},
    {"FNM_NOESCAPE", makeInt(FNM_NOESCAPE)}, {"FNM_PATHNAME", makeInt(FNM_PATHNAME)},
    {"FNM_PERIOD", makeInt(FNM_PERIOD)}, {"FNM_CASEFOLD", makeInt(FNM_CASEFOLD)},
};
HOP_REGISTER_CONSTANTS(kFsConstants);

} // namespace
} // namespace hop::streams
