// file-functions.cpp — files and streams: fopen/fread/fwrite/fgets/fclose on
// plain files and php://stdin|stdout|stderr|memory|temp|output, the STDIN/
// STDOUT/STDERR constants, file_get_contents/file_put_contents/file(), and
// filesystem queries (file_exists, is_dir, unlink, mkdir, ...) and paths.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/resource.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/stream-access.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

/// A stream: a file descriptor, or an in-memory buffer (php://memory, temp),
/// or the request's output (php://output, and STDOUT through the buffer).
struct Stream : ResourceImpl {
  int fd = -1;
  bool ownsFd = true;
  bool isMemory = false;
  bool isOutput = false;
  bool eof = false;
  std::string mem;
  size_t memPos = 0;
  std::string readBuf;   // read-ahead for fgets
  std::string mode;
  std::string path;

  std::string typeName() const override { return "stream"; }
  void close() override {
    if (fd >= 0 && ownsFd) ::close(fd);
    fd = -1;
  }

  /// Reads up to n bytes; returns fewer at end of stream.
  std::string read(size_t n) {
    std::string out;
    if (isMemory) {
      size_t k = std::min(n, mem.size() - std::min(memPos, mem.size()));
      out = mem.substr(memPos, k);
      memPos += k;
      if (memPos >= mem.size()) eof = true;
      return out;
    }
    if (!readBuf.empty()) {
      size_t k = std::min(n, readBuf.size());
      out = readBuf.substr(0, k);
      readBuf.erase(0, k);
      n -= k;
      if (n == 0) return out;
    }
    if (fd == 0) ctx().output.flushStdout();
    std::string buf(n, '\0');
    ssize_t r = ::read(fd, &buf[0], n);
    if (r <= 0) {
      eof = true;
      return out;
    }
    buf.resize(size_t(r));
    return out + buf;
  }

  /// Reads one line (including the newline), or false at end of stream.
  bool readLine(std::string& line, size_t maxLen) {
    line.clear();
    if (isMemory) {
      if (memPos >= mem.size()) {
        eof = true;
        return false;
      }
      size_t nl = mem.find('\n', memPos);
      size_t end = nl == std::string::npos ? mem.size() : nl + 1;
      if (end - memPos > maxLen) end = memPos + maxLen;
      line = mem.substr(memPos, end - memPos);
      memPos = end;
      if (memPos >= mem.size()) eof = true;
      return true;
    }
    if (fd == 0) ctx().output.flushStdout();
    for (;;) {
      size_t nl = readBuf.find('\n');
      if (nl != std::string::npos || readBuf.size() >= maxLen) {
        size_t take = nl == std::string::npos ? maxLen : std::min(nl + 1, maxLen);
        line = readBuf.substr(0, take);
        readBuf.erase(0, take);
        return true;
      }
      char buf[8192];
      ssize_t r = ::read(fd, buf, sizeof(buf));
      if (r <= 0) {
        eof = true;
        if (readBuf.empty()) return false;
        line.swap(readBuf);
        readBuf.clear();
        return true;
      }
      readBuf.append(buf, size_t(r));
    }
  }

  bool write(std::string_view s) {
    if (isOutput) {
      ctx().write(s);
      return true;
    }
    if (isMemory) {
      if (mode.find('a') != std::string::npos) memPos = mem.size();
      if (memPos > mem.size()) mem.resize(memPos, '\0');
      mem.replace(memPos, std::min(s.size(), mem.size() - memPos), s);
      memPos += s.size();
      return true;
    }
    if (fd == 1 || fd == 2) ctx().output.flushStdout();
    const char* p = s.data();
    size_t n = s.size();
    while (n) {
      ssize_t w = ::write(fd, p, n);
      if (w <= 0) return false;
      p += w;
      n -= size_t(w);
    }
    return true;
  }
};

Stream* streamArg(NativeArgs& a, uint32_t i) {
  const TypedValue& v = a.arg(i);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($stream) must be of type resource, %s given", a.func->name->data(),
                i + 1, typeNameForMessage(v).c_str());
  ResourceData* r = v.m_data.pres;
  if (r->m_closed) throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid stream resource", a.func->name->data());
  Stream* s = r->impl<Stream>();
  if (!s) throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid stream resource", a.func->name->data());
  return s;
}

TypedValue makeStream(std::unique_ptr<Stream> s) { return makeResourceNoIncRef(ResourceData::make(std::move(s))); }

/// A stream context resource (stream_context_create(), the default context).
struct StreamContext : ResourceImpl {
  std::string typeName() const override { return "stream-context"; }
};

} // namespace

/// A whole file's bytes (also php://stdin); false with errno set on failure.
bool readWholeFile(const std::string& path, std::string& out) {
  if (path == "php://stdin") {
    ctx().output.flushStdout();
    char buf[65536];
    ssize_t r;
    while ((r = ::read(0, buf, sizeof(buf))) > 0) out.append(buf, size_t(r));
    return true;
  }
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    errno = EISDIR;
    return false;
  }
  char buf[65536];
  ssize_t r;
  while ((r = ::read(fd, buf, sizeof(buf))) > 0) out.append(buf, size_t(r));
  ::close(fd);
  return true;
}

/// php makes its default stream context (taking the next resource id) the
/// first time a function with a $context parameter is called without one.
void useDefaultStreamContext(NativeArgs& a, uint32_t contextArg) {
  if (!a.isNull(contextArg)) return;
  ExecutionContext& ec = ctx();
  if (!ec.defaultStreamContext) ec.defaultStreamContext = ResourceData::make(std::make_unique<StreamContext>());
}

namespace {

/// Opens a path with an fopen mode; php:// wrappers included.
std::unique_ptr<Stream> openStream(const std::string& path, const std::string& mode) {
  auto s = std::make_unique<Stream>();
  s->mode = mode;
  s->path = path;
  if (path == "php://stdin") { s->fd = 0; s->ownsFd = false; return s; }
  if (path == "php://stdout") { s->fd = 1; s->ownsFd = false; return s; }
  if (path == "php://stderr") { s->fd = 2; s->ownsFd = false; return s; }
  if (path == "php://output") { s->isOutput = true; return s; }
  if (path == "php://memory" || path.rfind("php://temp", 0) == 0) { s->isMemory = true; return s; }
  int flags = 0;
  bool plus = mode.find('+') != std::string::npos;
  switch (mode.empty() ? 'r' : mode[0]) {
    case 'r': flags = plus ? O_RDWR : O_RDONLY; break;
    case 'w': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_TRUNC; break;
    case 'a': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND; break;
    case 'x': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL; break;
    case 'c': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT; break;
    default: return nullptr;
  }
  s->fd = ::open(path.c_str(), flags | O_CLOEXEC, 0666);
  if (s->fd < 0) return nullptr;
  return s;
}

void f_fopen(NativeArgs& a) {
  useDefaultStreamContext(a, 3);
  std::string path(a.sv(0)), mode(a.sv(1));
  auto s = openStream(path, mode);
  if (!s) {
    raiseWarning("fopen(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno ? errno : ENOENT));
    a.retBool(false);
    return;
  }
  a.retValue(makeStream(std::move(s)));
}

void f_fclose(NativeArgs& a) {
  streamArg(a, 0);
  a.arg(0).m_data.pres->close();
  a.retBool(true);
}

void f_fwrite(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  std::string_view data = a.sv(1);
  if (!a.isNull(2) && a.i64(2) < int64_t(data.size())) data = data.substr(0, size_t(std::max<int64_t>(0, a.i64(2))));
  if (!s->write(data)) {
    a.retBool(false);
    return;
  }
  a.retInt(int64_t(data.size()));
}

void f_fread(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t n = a.i64(1);
  if (n <= 0) throwError(ErrorKind::ValueError, "fread(): Argument #2 ($length) must be greater than 0");
  a.retString(s->read(size_t(n)));
}

void f_fgets(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  size_t maxLen = a.isNull(1) ? SIZE_MAX : size_t(std::max<int64_t>(1, a.i64(1) - 1));
  std::string line;
  if (!s->readLine(line, maxLen)) a.retBool(false);
  else a.retString(line);
}

void f_fgetc(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  std::string c = s->read(1);
  if (c.empty()) a.retBool(false);
  else a.retString(c);
}

void f_feof(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->isMemory) a.retBool(s->memPos >= s->mem.size());
  else a.retBool(s->eof && s->readBuf.empty());
}

void f_fflush(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->fd == 1) ctx().output.flushStdout();
  a.retBool(true);
}

void f_rewind(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->isMemory) s->memPos = 0;
  else {
    ::lseek(s->fd, 0, SEEK_SET);
    s->readBuf.clear();
  }
  s->eof = false;
  a.retBool(true);
}

void f_fseek(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t off = a.i64(1), whence = a.i64Or(2, SEEK_SET);
  s->eof = false;
  if (s->isMemory) {
    int64_t base = whence == SEEK_CUR ? int64_t(s->memPos) : whence == SEEK_END ? int64_t(s->mem.size()) : 0;
    if (base + off < 0) {
      a.retInt(-1);
      return;
    }
    s->memPos = size_t(base + off);
    a.retInt(0);
    return;
  }
  if (whence == SEEK_CUR) off -= int64_t(s->readBuf.size());
  s->readBuf.clear();
  a.retInt(::lseek(s->fd, off, int(whence)) < 0 ? -1 : 0);
}

void f_ftell(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->isMemory) a.retInt(int64_t(s->memPos));
  else a.retInt(int64_t(::lseek(s->fd, 0, SEEK_CUR)) - int64_t(s->readBuf.size()));
}

void f_stream_get_contents(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  std::string out;
  for (;;) {
    std::string chunk = s->read(65536);
    if (chunk.empty()) break;
    out += chunk;
  }
  a.retString(out);
}

void f_fpassthru(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t n = 0;
  for (;;) {
    std::string chunk = s->read(65536);
    if (chunk.empty()) break;
    ctx().write(chunk);
    n += int64_t(chunk.size());
  }
  a.retInt(n);
}

void f_ftruncate(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->isMemory) s->mem.resize(size_t(a.i64(1)));
  else if (::ftruncate(s->fd, off_t(a.i64(1))) != 0) {
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

// --- Whole files ---------------------------------------------------------------------------------

void f_file_get_contents(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  std::string path(a.sv(0)), data;
  if (!readWholeFile(path, data)) {
    raiseWarning("file_get_contents(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  int64_t off = a.i64Or(3, 0);
  if (off > 0) data = off < int64_t(data.size()) ? data.substr(size_t(off)) : "";
  if (!a.isNull(4)) data = data.substr(0, size_t(std::max<int64_t>(0, a.i64(4))));
  a.retString(data);
}

void f_file_put_contents(NativeArgs& a) {
  useDefaultStreamContext(a, 3);
  std::string path(a.sv(0));
  std::string data;
  const TypedValue& d = a.arg(1);
  if (d.isArray()) forEachElem(d.m_data.parr, [&](const TypedValue&, const TypedValue& v) { appendToString(data, v); });
  else if (d.m_type == DataType::Resource) {
    Stream* s = d.m_data.pres->impl<Stream>();
    if (s) for (std::string c; !(c = s->read(65536)).empty();) data += c;
  } else data = toStdString(d);
  int64_t flags = a.i64Or(2, 0);
  bool append = flags & 8;   // FILE_APPEND
  auto s = openStream(path, append ? "a" : "w");
  if (!s) {
    raiseWarning("file_put_contents(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  s->write(data);
  s->close();
  a.retInt(int64_t(data.size()));
}

void f_file(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  std::string path(a.sv(0)), data;
  if (!readWholeFile(path, data)) {
    raiseWarning("file(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  int64_t flags = a.i64Or(1, 0);
  bool noNl = flags & 2, skipEmpty = flags & 4;   // FILE_IGNORE_NEW_LINES, FILE_SKIP_EMPTY_LINES
  ArrayData* r = ArrayData::makePacked(16);
  size_t start = 0;
  while (start < data.size()) {
    size_t nl = data.find('\n', start);
    size_t end = nl == std::string::npos ? data.size() : nl + 1;
    std::string line = data.substr(start, end - start);
    if (noNl && !line.empty() && line.back() == '\n') line.pop_back();
    if (!(skipEmpty && line.empty())) ArrayData::append(r, makeStringNoIncRef(StringData::make(line)));
    start = end;
  }
  a.retArray(r);
}

void f_readfile(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  std::string path(a.sv(0)), data;
  if (!readWholeFile(path, data)) {
    raiseWarning("readfile(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  ctx().write(data);
  a.retInt(int64_t(data.size()));
}

// --- Filesystem ------------------------------------------------------------------------------------

bool statPath(std::string_view p, struct stat& st) { return ::stat(std::string(p).c_str(), &st) == 0; }

void f_file_exists(NativeArgs& a) { struct stat st; a.retBool(statPath(a.sv(0), st)); }
void f_is_file(NativeArgs& a) { struct stat st; a.retBool(statPath(a.sv(0), st) && S_ISREG(st.st_mode)); }
void f_is_dir(NativeArgs& a) { struct stat st; a.retBool(statPath(a.sv(0), st) && S_ISDIR(st.st_mode)); }
void f_is_readable(NativeArgs& a) { a.retBool(::access(std::string(a.sv(0)).c_str(), R_OK) == 0); }
void f_is_writable(NativeArgs& a) { a.retBool(::access(std::string(a.sv(0)).c_str(), W_OK) == 0); }
void f_is_link(NativeArgs& a) {
  struct stat st;
  a.retBool(::lstat(std::string(a.sv(0)).c_str(), &st) == 0 && S_ISLNK(st.st_mode));
}
void f_filesize(NativeArgs& a) {
  struct stat st;
  if (!statPath(a.sv(0), st)) {
    raiseWarning("filesize(): stat failed for %s", a.str(0)->data());
    a.retBool(false);
    return;
  }
  a.retInt(int64_t(st.st_size));
}
void f_filemtime(NativeArgs& a) {
  struct stat st;
  if (!statPath(a.sv(0), st)) {
    raiseWarning("filemtime(): stat failed for %s", a.str(0)->data());
    a.retBool(false);
    return;
  }
  a.retInt(int64_t(st.st_mtime));
}
void f_unlink(NativeArgs& a) {
  useDefaultStreamContext(a, 1);
  if (::unlink(std::string(a.sv(0)).c_str()) != 0) {
    raiseWarning("unlink(%s): %s", a.str(0)->data(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}
void f_mkdir(NativeArgs& a) {
  useDefaultStreamContext(a, 3);
  std::string p(a.sv(0));
  int64_t mode = a.i64Or(1, 0777);
  bool recursive = a.bOr(2, false);
  if (recursive) {
    for (size_t i = 1; i < p.size(); ++i)
      if (p[i] == '/') ::mkdir(p.substr(0, i).c_str(), mode_t(mode));
  }
  if (::mkdir(p.c_str(), mode_t(mode)) != 0) {
    raiseWarning("mkdir(): %s", std::strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}
void f_rmdir(NativeArgs& a) {
  useDefaultStreamContext(a, 1);
  if (::rmdir(std::string(a.sv(0)).c_str()) != 0) {
    raiseWarning("rmdir(%s): %s", a.str(0)->data(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}
void f_rename(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  a.retBool(::rename(std::string(a.sv(0)).c_str(), std::string(a.sv(1)).c_str()) == 0);
}
void f_copy(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  std::string data;
  if (!readWholeFile(std::string(a.sv(0)), data)) {
    a.retBool(false);
    return;
  }
  auto s = openStream(std::string(a.sv(1)), "w");
  if (!s) {
    a.retBool(false);
    return;
  }
  s->write(data);
  s->close();
  a.retBool(true);
}
void f_touch(NativeArgs& a) {
  int fd = ::open(std::string(a.sv(0)).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
  if (fd >= 0) ::close(fd);
  a.retBool(fd >= 0);
}
void f_tempnam(NativeArgs& a) {
  std::string dir(a.sv(0));
  if (dir.empty()) dir = "/tmp";
  std::string tmpl = dir + "/" + std::string(a.sv(1)) + "XXXXXX";
  int fd = ::mkstemp(&tmpl[0]);
  if (fd < 0) {
    a.retBool(false);
    return;
  }
  ::close(fd);
  a.retString(tmpl);
}
void f_sys_get_temp_dir(NativeArgs& a) {
  const char* t = ::getenv("TMPDIR");
  std::string d = t && *t ? t : "/tmp";
  while (d.size() > 1 && d.back() == '/') d.pop_back();
  a.retString(d);
}
void f_getcwd(NativeArgs& a) {
  char buf[PATH_MAX];
  if (!::getcwd(buf, sizeof(buf))) a.retBool(false);
  else a.retString(buf);
}
void f_chdir(NativeArgs& a) { a.retBool(::chdir(std::string(a.sv(0)).c_str()) == 0); }
void f_realpath(NativeArgs& a) {
  char buf[PATH_MAX];
  if (!::realpath(std::string(a.sv(0)).c_str(), buf)) a.retBool(false);
  else a.retString(buf);
}
/// stream_resolve_include_path(): where include would find the file, as an
/// absolute path.
void f_stream_resolve_include_path(NativeArgs& a) {
  if (a.sv(0).empty())
    throwError(ErrorKind::ValueError, "stream_resolve_include_path(): Argument #1 ($filename) cannot be empty");
  std::string found = findIncludeFile(ctx().vm, std::string(a.sv(0)));
  char buf[PATH_MAX];
  if (found.empty() || !::realpath(found.c_str(), buf)) a.retBool(false);
  else a.retString(buf);
}
void f_scandir(NativeArgs& a) {
  useDefaultStreamContext(a, 2);
  DIR* d = ::opendir(std::string(a.sv(0)).c_str());
  if (!d) {
    raiseWarning("scandir(%s): Failed to open directory: %s", a.str(0)->data(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  std::vector<std::string> names;
  while (struct dirent* e = ::readdir(d)) names.push_back(e->d_name);
  ::closedir(d);
  std::sort(names.begin(), names.end());
  if (a.i64Or(1, 0) == 1) std::reverse(names.begin(), names.end());
  ArrayData* r = ArrayData::makePacked(uint32_t(names.size()));
  for (auto& n : names) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  a.retArray(r);
}

// --- Paths -------------------------------------------------------------------------------------------

std::string baseName(std::string_view p, std::string_view suffix) {
  while (p.size() > 1 && p.back() == '/') p.remove_suffix(1);
  size_t s = p.rfind('/');
  std::string_view b = s == std::string_view::npos ? p : (p.size() == 1 ? p : p.substr(s + 1));
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
  if ((opt & 1) && p.find('/') != std::string_view::npos) ArrayData::setStr(r, StringData::interned("dirname"), makeStringNoIncRef(StringData::make(dirName(p, 1))));
  else if (opt & 1) ArrayData::setStr(r, StringData::interned("dirname"), makeStringNoIncRef(StringData::make(".")));
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

const BuiltinDecl kFileBuiltins[] = {
    {"fopen(string $filename, string $mode, bool $use_include_path = false, $context = null)", f_fopen},
    {"fclose($stream): bool", f_fclose},
    {"fwrite($stream, string $data, ?int $length = null): int|false", f_fwrite},
    {"fputs($stream, string $data, ?int $length = null): int|false", f_fwrite},
    {"fread($stream, int $length): string|false", f_fread},
    {"fgets($stream, ?int $length = null): string|false", f_fgets},
    {"fgetc($stream): string|false", f_fgetc},
    {"feof($stream): bool", f_feof},
    {"fflush($stream): bool", f_fflush},
    {"rewind($stream): bool", f_rewind},
    {"fseek($stream, int $offset, int $whence = SEEK_SET): int", f_fseek},
    {"ftell($stream): int|false", f_ftell},
    {"ftruncate($stream, int $size): bool", f_ftruncate},
    {"stream_get_contents($stream, ?int $length = null, int $offset = -1): string|false", f_stream_get_contents},
    {"fpassthru($stream): int", f_fpassthru},
    {"file_get_contents(string $filename, bool $use_include_path = false, $context = null, int $offset = 0, ?int $length = null): string|false", f_file_get_contents},
    {"file_put_contents(string $filename, mixed $data, int $flags = 0, $context = null): int|false", f_file_put_contents},
    {"file(string $filename, int $flags = 0, $context = null): array|false", f_file},
    {"readfile(string $filename, bool $use_include_path = false, $context = null): int|false", f_readfile},
    {"file_exists(string $filename): bool", f_file_exists},
    {"is_file(string $filename): bool", f_is_file},
    {"is_dir(string $filename): bool", f_is_dir},
    {"is_readable(string $filename): bool", f_is_readable},
    {"is_writable(string $filename): bool", f_is_writable},
    {"is_writeable(string $filename): bool", f_is_writable},
    {"is_link(string $filename): bool", f_is_link},
    {"filesize(string $filename): int|false", f_filesize},
    {"filemtime(string $filename): int|false", f_filemtime},
    {"unlink(string $filename, $context = null): bool", f_unlink},
    {"mkdir(string $directory, int $permissions = 0777, bool $recursive = false, $context = null): bool", f_mkdir},
    {"rmdir(string $directory, $context = null): bool", f_rmdir},
    {"rename(string $from, string $to, $context = null): bool", f_rename},
    {"copy(string $from, string $to, $context = null): bool", f_copy},
    {"touch(string $filename, ?int $mtime = null, ?int $atime = null): bool", f_touch},
    {"tempnam(string $directory, string $prefix): string|false", f_tempnam},
    {"sys_get_temp_dir(): string", f_sys_get_temp_dir},
    {"getcwd(): string|false", f_getcwd},
    {"chdir(string $directory): bool", f_chdir},
    {"realpath(string $path): string|false", f_realpath},
    {"stream_resolve_include_path(string $filename): string|false", f_stream_resolve_include_path},
    {"scandir(string $directory, int $sorting_order = SCANDIR_SORT_ASCENDING, $context = null): array|false", f_scandir},
    {"basename(string $path, string $suffix = \"\"): string", f_basename},
    {"dirname(string $path, int $levels = 1): string", f_dirname},
    {"pathinfo(string $path, int $flags = PATHINFO_ALL): array|string", f_pathinfo},
};
HOP_REGISTER_BUILTINS(kFileBuiltins);

const ConstantDecl kFileConstants[] = {
    {"SEEK_SET", makeInt(0)}, {"SEEK_CUR", makeInt(1)}, {"SEEK_END", makeInt(2)},
    {"FILE_USE_INCLUDE_PATH", makeInt(1)}, {"FILE_IGNORE_NEW_LINES", makeInt(2)},
    {"FILE_SKIP_EMPTY_LINES", makeInt(4)}, {"FILE_APPEND", makeInt(8)}, {"FILE_NO_DEFAULT_CONTEXT", makeInt(16)},
    {"LOCK_SH", makeInt(1)}, {"LOCK_EX", makeInt(2)}, {"LOCK_UN", makeInt(3)}, {"LOCK_NB", makeInt(4)},
    {"PATHINFO_DIRNAME", makeInt(1)}, {"PATHINFO_BASENAME", makeInt(2)}, {"PATHINFO_EXTENSION", makeInt(4)},
    {"PATHINFO_FILENAME", makeInt(8)}, {"PATHINFO_ALL", makeInt(15)},
    {"SCANDIR_SORT_ASCENDING", makeInt(0)}, {"SCANDIR_SORT_DESCENDING", makeInt(1)}, {"SCANDIR_SORT_NONE", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kFileConstants);

} // namespace

ResourceImpl* streamArgument(NativeArgs& a, uint32_t i) { return streamArg(a, i); }
bool streamWrite(ResourceImpl* stream, std::string_view data) { return static_cast<Stream*>(stream)->write(data); }
bool streamReadLine(ResourceImpl* stream, std::string& line) {
  return static_cast<Stream*>(stream)->readLine(line, SIZE_MAX);
}

/// STDIN, STDOUT and STDERR of a request (resources 1, 2, 3).
void defineStdStreams() {
  ExecutionContext& ec = ctx();
  const char* names[] = {"STDIN", "STDOUT", "STDERR"};
  for (int fd = 0; fd < 3; ++fd) {
    auto s = std::make_unique<Stream>();
    s->fd = fd;
    s->ownsFd = false;
    s->mode = fd == 0 ? "r" : "w";
    // STDOUT writes go through the request's output so they interleave with echo.
    if (fd == 1) s->isOutput = false;
    TypedValue r = makeStream(std::move(s));
    ec.constants[names[fd]] = ConstantDef{r, false};
  }
}

} // namespace hop
