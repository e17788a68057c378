// dir-functions.cpp — directory handles and globbing: opendir, readdir,
// rewinddir, closedir, scandir, dir() and the Directory class, glob(), glob://.
//
// A directory handle is a "stream" resource, as in php. The last one opened
// is the default handle readdir()/rewinddir()/closedir() use without an
// argument.
#include <dirent.h>
#include <glob.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>
#include <algorithm>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/resource.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "vm/lookup.h"

namespace hop {

using streams::Stream;
using DirStream = streams::Stream;

namespace {

void setDefaultDir(ResourceData* r) {
  ExecutionContext& ec = ctx();
  if (r) r->incRef();
  if (ec.defaultDir) ec.defaultDir->decRef();
  ec.defaultDir = r;
}

/// _php_do_opendir: the handle as a resource, or null after php's warning.
ResourceData* openDir(NativeArgs& a, const char* fn) {
  ResourceData* c = streams::contextArg(a, 1);
  std::string path(a.sv(0));
  ResourceData* r = streams::openDirStream(path, c, fn);
  if (!r) return nullptr;
  setDefaultDir(r);
  return r;
}

/// The handle a directory function works on: its argument, else the default one.
DirStream* dirArg(NativeArgs& a, ResourceData*& res) {
  res = nullptr;
  if (!a.isNull(0)) {
    const TypedValue& v = a.arg(0);
    if (v.m_type != DataType::Resource)
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($dir_handle) must be of type resource or null, %s given",
                  a.func->name->data(), typeNameForMessage(v).c_str());
    res = v.m_data.pres;
  } else {
    res = ctx().defaultDir;
    if (!res) throwError(ErrorKind::TypeError, "No resource supplied");
  }
  if (res->m_closed)
    throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid Directory resource", a.func->name->data());
  DirStream* d = res->impl<DirStream>();
  if (d && !d->isDir) d = nullptr;
  if (!d) {
    if (resourceTypeName(res) != "stream")
      throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid Directory resource", a.func->name->data());
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($dir_handle) must be a valid Directory resource",
                a.func->name->data());
  }
  return d;
}

void f_opendir(NativeArgs& a) {
  streams::checkPathArg(a, 0, "directory");
  ResourceData* r = openDir(a, "opendir");
  if (r) a.retValue(makeResourceNoIncRef(r));
  else a.retBool(false);
}

void f_readdir(NativeArgs& a) {
  ResourceData* res;
  DirStream* d = dirArg(a, res);
  std::string name;
  if (!d->doReadDir(name)) a.retBool(false);
  else a.retString(name);
}

void f_rewinddir(NativeArgs& a) {
  ResourceData* res;
  DirStream* d = dirArg(a, res);
  d->doRewindDir();
}

void f_closedir(NativeArgs& a) {
  ResourceData* res;
  dirArg(a, res);
  res->close();
  if (res == ctx().defaultDir) setDefaultDir(nullptr);
}

// --- dir() and Directory ----------------------------------------------------------------

void setProp(ObjectData* o, const char* name, TypedValue v) {
  bool acc;
  int64_t slot = o->cls()->findProp(name, o->cls(), acc);
  if (slot >= 0) tvSetRawMove(*o->prop(uint32_t(slot)), v);
  else tvDecRef(v);
}

void f_dir(NativeArgs& a) {
  streams::checkPathArg(a, 0, "directory");
  ResourceData* r = openDir(a, "dir");
  if (!r) {
    a.retBool(false);
    return;
  }
  ObjectData* o = instantiate(lookupClassAutoload("Directory"));
  a.retObject(o);
  setProp(o, "path", tvCopyValue(a.arg(0)));
  setProp(o, "handle", makeResourceNoIncRef(r));
}

/// The handle of a Directory object ($this->handle).
DirStream* thisHandle(NativeArgs& a, ResourceData*& res) {
  bool acc;
  ObjectData* o = a.thisObj;
  int64_t slot = o->cls()->findProp("handle", o->cls(), acc);
  const TypedValue* h = slot >= 0 ? tvDeref(o->prop(uint32_t(slot))) : nullptr;
  if (!h || h->m_type != DataType::Resource) throwError(ErrorKind::Error, "Unable to find my handle property");
  res = h->m_data.pres;
  DirStream* d = res->m_closed ? nullptr : res->impl<DirStream>();
  if (d && !d->isDir) d = nullptr;
  if (!d)
    throwErrorF(ErrorKind::TypeError, "Directory::%s(): supplied resource is not a valid Directory resource",
                a.func->name->data());
  return d;
}

void Directory_read(NativeArgs& a) {
  ResourceData* res;
  DirStream* d = thisHandle(a, res);
  std::string name;
  if (!d->doReadDir(name)) a.retBool(false);
  else a.retString(name);
}

void Directory_rewind(NativeArgs& a) {
  ResourceData* res;
  DirStream* d = thisHandle(a, res);
  d->doRewindDir();
}

void Directory_close(NativeArgs& a) {
  ResourceData* res;
  thisHandle(a, res);
  res->close();
  if (res == ctx().defaultDir) setDefaultDir(nullptr);
}

// --- glob ----------------------------------------------------------------------------------

constexpr int64_t kGlobOnlyDir = 8192;
constexpr int64_t kGlobAvailable = GLOB_BRACE | GLOB_MARK | GLOB_NOSORT | GLOB_NOCHECK | GLOB_NOESCAPE | GLOB_ERR | kGlobOnlyDir;

void f_glob(NativeArgs& a) {
  streams::checkPathArg(a, 0, "pattern");
  std::string pattern(a.sv(0));
  int64_t flags = a.i64Or(1, 0);
  if (pattern.size() >= PATH_MAX) {
    raiseWarning("glob(): Pattern exceeds the maximum allowed length of %d characters", PATH_MAX);
    a.retBool(false);
    return;
  }
  if ((kGlobAvailable & flags) != flags) {
    raiseWarning("glob(): At least one of the passed flags is invalid or not supported on this platform");
    a.retBool(false);
    return;
  }
  glob_t g;
  std::memset(&g, 0, sizeof g);
  int rc = ::glob(pattern.c_str(), int(flags), nullptr, &g);
  ArrayData* r = ArrayData::makePacked(0);
  if (rc != 0 && rc != GLOB_NOMATCH) {
    ::globfree(&g);
    r->decRef();
    a.retBool(false);
    return;
  }
  bool basedirLimit = false;
  bool checkBasedir = streams::openBasedirActive();
  for (size_t i = 0; rc == 0 && i < g.gl_pathc; ++i) {
    if (checkBasedir && !streams::openBasedirAllows(g.gl_pathv[i], false)) {
      basedirLimit = true;   // php drops what open_basedir hides
      continue;
    }
    if (flags & kGlobOnlyDir) {
      // glibc only filters when the type is cheap to know: check each one.
      struct stat st;
      if (::stat(g.gl_pathv[i], &st) != 0 || !S_ISDIR(st.st_mode)) continue;
    }
    ArrayData::append(r, makeStringNoIncRef(StringData::make(g.gl_pathv[i])));
  }
  ::globfree(&g);
  if (basedirLimit && r->size() == 0) {
    r->decRef();
    a.retBool(false);
    return;
  }
  a.retArray(r);
}

void f_scandir(NativeArgs& a) {
  streams::checkPathArg(a, 0, "directory");
  if (a.sv(0).empty()) throwError(ErrorKind::ValueError, "scandir(): Argument #1 ($directory) cannot be empty");
  ResourceData* c = streams::contextArg(a, 2);
  ResourceData* r = streams::openDirStream(std::string(a.sv(0)), c, "scandir");
  if (!r) {
    raiseWarning("scandir(): (errno %d): %s", errno, std::strerror(errno));
    a.retBool(false);
    return;
  }
  std::vector<std::string> names;
  std::string n;
  Stream* d = r->impl<Stream>();
  while (d->doReadDir(n)) names.push_back(n);
  r->close();
  r->decRef();
  int64_t order = a.i64Or(1, 0);
  if (order == 0) std::sort(names.begin(), names.end());
  else if (order != 2) std::sort(names.begin(), names.end(), std::greater<>());
  ArrayData* out = ArrayData::makePacked(uint32_t(names.size()));
  for (auto& x : names) ArrayData::append(out, makeStringNoIncRef(StringData::make(x)));
  a.retArray(out);
}

/// chroot(): the CLI's; the working directory becomes the new root.
void f_chroot(NativeArgs& a) {
  std::string dir(a.sv(0));
  if (::chroot(dir.c_str()) != 0) {
    int e = errno;
    raiseWarning("chroot(): %s (errno %d)", strerror(e), e);
    a.retBool(false);
    return;
  }
  streams::clearStatCache();
  if (::chdir("/") != 0) {
    int e = errno;
    raiseWarning("chroot(): %s (errno %d)", strerror(e), e);
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

const BuiltinDecl kDirBuiltins[] = {
    {"chroot(string $directory): bool", f_chroot},
    {"scandir(string $directory, int $sorting_order = SCANDIR_SORT_ASCENDING, $context = null): array|false", f_scandir},
    {"opendir(string $directory, $context = null)", f_opendir},
    {"readdir($dir_handle = null): string|false", f_readdir},
    {"rewinddir($dir_handle = null): void", f_rewinddir},
    {"closedir($dir_handle = null): void", f_closedir},
    {"dir(string $directory, $context = null): Directory|false", f_dir},
    {"glob(string $pattern, int $flags = 0): array|false", f_glob},
    {"Directory::read(): string|false", Directory_read},
    {"Directory::rewind(): void", Directory_rewind},
    {"Directory::close(): void", Directory_close},
};
HOP_REGISTER_BUILTINS(kDirBuiltins);

const ConstantDecl kDirConstants[] = {
    {"SCANDIR_SORT_ASCENDING", makeInt(0)}, {"SCANDIR_SORT_DESCENDING", makeInt(1)}, {"SCANDIR_SORT_NONE", makeInt(2)},
    {"GLOB_BRACE", makeInt(GLOB_BRACE)},     {"GLOB_MARK", makeInt(GLOB_MARK)},
    {"GLOB_NOSORT", makeInt(GLOB_NOSORT)},   {"GLOB_NOCHECK", makeInt(GLOB_NOCHECK)},
    {"GLOB_NOESCAPE", makeInt(GLOB_NOESCAPE)}, {"GLOB_ERR", makeInt(GLOB_ERR)},
    {"GLOB_ONLYDIR", makeInt(kGlobOnlyDir)}, {"GLOB_AVAILABLE_FLAGS", makeInt(kGlobAvailable)},
};
HOP_REGISTER_CONSTANTS(kDirConstants);

} // namespace

namespace streams {

std::unique_ptr<Stream> globDirStream(const std::string& pattern) {
  glob_t g;
  std::memset(&g, 0, sizeof g);
  int rc = ::glob(pattern.c_str(), 0, nullptr, &g);
  auto s = std::make_unique<GlobDirStream>();
  for (size_t i = 0; rc == 0 && i < g.gl_pathc; ++i) {
    std::string p = g.gl_pathv[i];
    if (!openBasedirAllows(p, false)) continue;   // open_basedir hides it
    size_t sl = p.rfind('/');
    s->names.push_back(sl == std::string::npos ? p : p.substr(sl + 1));
  }
  ::globfree(&g);
  s->pattern = pattern;
  s->uri = "glob://" + pattern;
  s->mode = "r";
  s->isDir = true;
  s->wrapperType = "glob";
  s->streamType = "dir";
  return s;
}

} // namespace streams
} // namespace hop
