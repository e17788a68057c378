// stream-open.cpp — opening streams by URL (php_stream_open_wrapper): plain
// files and file://, php:// (stdin/stdout/stderr/output/input/memory/temp/fd/
// filter), data: (RFC 2397) and user wrappers; stream resources, contexts and
// the argument helpers the stream builtins share.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/base/ini.h"
#include "vm/unit-loader.h"

namespace hop::streams {

const char* curFn() {
  auto& nf = ctx().vm.nativeFrames;
  if (nf.empty() || !nf.back().func || !nf.back().func->name) return "";
  return nf.back().func->name->data();
}

void checkPathArg(NativeArgs& a, uint32_t i, const char* name) {
  if (a.has(i) && a.arg(i).isString() && a.sv(i).find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must not contain any null bytes", curFn(), i + 1, name);
}

ResourceData* makeStreamResource(std::unique_ptr<Stream> s) { return ResourceData::make(std::move(s)); }

Stream* streamArg(NativeArgs& a, uint32_t i) {
  const TypedValue& v = a.arg(i);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($stream) must be of type resource, %s given", curFn(), i + 1,
                typeNameForMessage(v).c_str());
  ResourceData* r = v.m_data.pres;
  Stream* s = r->m_closed ? nullptr : r->impl<Stream>();
  if (s && s->closing) s = nullptr;   // being closed: its filters flush now
  if (!s) throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid stream resource", curFn());
  return s;
}

ResourceData* defaultContext() {
  ExecutionContext& ec = ctx();
  if (!ec.defaultStreamContext) ec.defaultStreamContext = ResourceData::make(std::make_unique<StreamContext>());
  return ec.defaultStreamContext;
}

ResourceData* contextArg(NativeArgs& a, uint32_t i) {
  if (a.isNull(i)) return defaultContext();
  const TypedValue& v = a.arg(i);
  if (v.m_type == DataType::Resource && !v.m_data.pres->m_closed && v.m_data.pres->impl<StreamContext>())
    return v.m_data.pres;
  if (v.m_type == DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid Stream-Context resource", curFn());
  throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($context) must be of type resource or null, %s given", curFn(),
              i + 1, typeNameForMessage(v).c_str());
}

std::string schemeOf(std::string_view path) {
  size_t i = 0;
  while (i < path.size() && (isalnum((unsigned char)path[i]) || path[i] == '+' || path[i] == '-' || path[i] == '.')) ++i;
  if (i > 1 && i < path.size() && path[i] == ':') {
    if (i + 2 < path.size() + 0 && path.substr(i, 3) == "://") return std::string(path.substr(0, i));
    if (path.substr(0, i) == "data" || (i + 2 <= path.size() && path.substr(i, 2) == ":/" && path.substr(0, i) == "data"))
      return "data";
  }
  return "";
}

bool plainPath(std::string_view path, std::string& out) {
  std::string sc = schemeOf(path);
  if (sc.empty()) {
    out.assign(path);
    return true;
  }
  if (strcasecmp(sc.c_str(), "file") == 0) {
    std::string_view rest = path.substr(7);
    out.assign(rest);
    return true;
  }
  if (!isBuiltinWrapper(sc) && !findUserWrapper(sc)) {
    out.assign(path);
    return true;
  }
  return false;
}

bool isBuiltinWrapper(std::string_view sc) {
  static const char* known[] = {"php", "file", "glob", "data", "compress.zlib", "http", "https", "ftp", "ftps", "phar"};
  for (const char* k : known)
    if (strcasecmp(std::string(sc).c_str(), k) == 0) return !wrapperDisabled(sc);
  return false;
}

/// php_stream_parse_fopen_modes.
static bool parseMode(const std::string& mode, int& flags) {
  if (mode.empty()) return false;
  bool plus = mode.find('+') != std::string::npos;
  switch (mode[0]) {
    case 'r': flags = plus ? O_RDWR : O_RDONLY; break;
    case 'w': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_TRUNC; break;
    case 'a': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND; break;
    case 'x': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL; break;
    case 'c': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT; break;
    default: return false;
  }
  if (mode.find('e') != std::string::npos) flags |= O_CLOEXEC;
  if (mode.find('n') != std::string::npos) flags |= O_NONBLOCK;
  return true;
}

std::unique_ptr<FdStream> fdStream(int fd, const std::string& mode, const std::string& uri) {
  auto s = std::make_unique<FdStream>();
  s->fdNum = fd;
  s->mode = mode;
  s->uri = uri;
  struct stat st;
  if (::fstat(fd, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode) || S_ISSOCK(st.st_mode))) {
    s->seekable = false;
    s->isPipe = S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode);
    s->position = 0;
  } else {
    off_t p = ::lseek(fd, 0, SEEK_CUR);
    s->position = p < 0 ? 0 : p;
  }
  s->appendMode = mode.find('a') != std::string::npos;
  return s;
}

std::string lexicalPath(const std::string& path) {
  std::string abs = path;
  if (abs.empty() || abs[0] != '/') {
    char buf[4096];
    if (::getcwd(buf, sizeof(buf))) abs = std::string(buf) + "/" + abs;
  }
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= abs.size()) {
    size_t j = abs.find('/', i);
    if (j == std::string::npos) j = abs.size();
    std::string part = abs.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    i = j + 1;
  }
  std::string out;
  for (auto& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

/// php_resolve_path over include_path entries that are stream wrappers
/// ("test://dir"): the first entry whose url_stat finds the file. Empty when
/// include_path has no wrapper entry or nothing matches there.
std::string resolveThroughWrapperPath(const std::string& path) {
  std::string ip = ctx().ini.get("include_path").value_or("");
  if (ip.find("://") == std::string::npos || path.empty() || path[0] == '/' || !schemeOf(path).empty()) return "";
  std::vector<std::string> entries;
  size_t i = 0;
  while (i <= ip.size()) {
    size_t j = ip.find(':', i);
    while (j != std::string::npos && ip.compare(j, 3, "://") == 0) j = ip.find(':', j + 3);
    if (j == std::string::npos) j = ip.size();
    entries.push_back(ip.substr(i, j - i));
    i = j + 1;
  }
  for (auto& e : entries) {
    if (e.empty()) continue;
    std::string trial = e + "/" + path;
    if (e.find("://") != std::string::npos) {
      struct stat st;
      if (urlStat(trial, st, false, true)) return trial;
    } else {
      struct stat st;
      if (::stat(trial.c_str(), &st) == 0) return "";   // a plain entry comes first: the normal lookup finds it
    }
  }
  return "";
}

static std::unique_ptr<Stream> openPlain(const std::string& path, const std::string& mode, int opts, std::string& why) {
  int fl;
  if (!parseMode(mode, fl)) {
    why = "`" + mode + "' is not a valid mode for fopen";
    return nullptr;
  }
  if (strlen(path.c_str()) != path.size()) {
    why = "";
    return nullptr;
  }
  int fd = ::open(path.c_str(), fl | O_CLOEXEC, 0666);
  if (fd < 0 && (errno == ENOENT || errno == ENOTDIR) && path.find("..") != std::string::npos) {
    std::string n = lexicalPath(path);
    fd = ::open(n.c_str(), fl | O_CLOEXEC, 0666);
    if (fd < 0) errno = ENOENT;
  }
  if (fd < 0) {
    // php expands the path first (virtual_file_ex): a file in the middle of
    // it ("file.txt/x", "file.txt/") is "No such file or directory".
    if (errno == ENOTDIR) errno = ENOENT;
    if (errno == EISDIR && !path.empty() && path.back() == '/') {
      struct stat st;   // "file.txt/" (not "missing/", which stays EISDIR)
      errno = ::stat(path.c_str(), &st) != 0 && errno == ENOTDIR ? ENOENT : EISDIR;
    }
    why = strerror(errno);
    return nullptr;
  }
  if (opts & kForInclude) {
    struct stat st;
    if (::fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) {
      ::close(fd);
      why = "operation failed";
      return nullptr;
    }
  }
  auto s = fdStream(fd, mode, path);
  if (s->appendMode && s->seekable) {
    off_t e = ::lseek(fd, 0, SEEK_END);
    s->position = e < 0 ? 0 : e;
  }
  return s;
}

/// php://... ; why = the failure text.
static std::unique_ptr<Stream> openPhp(const std::string& path, const std::string& mode, int opts,
                                       ResourceData* context, std::string& why, bool& warned) {
  std::string rest = path.substr(6);
  std::string lower = rest;
  for (auto& c : lower) c = char(tolower((unsigned char)c));
  auto dupStd = [&](int fd) -> std::unique_ptr<Stream> {
    int nfd = ::dup(fd);
    if (nfd < 0) {
      why = strerror(errno);
      return nullptr;
    }
    auto s = fdStream(nfd, mode, path);
    s->wrapperType = "PHP";
    s->streamType = "STDIO";
    if (fd != 0) s->toOutput = true;
    return s;
  };
  if (lower == "stdin") return dupStd(0);
  if (lower == "stdout") return dupStd(1);
  if (lower == "stderr") return dupStd(2);
  if (lower == "output") {
    auto s = std::make_unique<OutputStream>();
    s->mode = "wb";
    s->uri = path;
    s->wrapperType = "PHP";
    s->streamType = "Output";
    s->seekable = false;
    return s;
  }
  if (lower == "input") {
    auto s = std::make_unique<MemoryStream>();
    if (WebRequest* web = webRequest()) s->data = web->body;   // a server's request body (the CLI has none)
    s->readOnly = true;
    s->mode = "rb";
    s->uri = path;
    s->wrapperType = "PHP";
    s->streamType = "Input";
    return s;
  }
  if (lower == "memory" || lower.rfind("temp", 0) == 0) {
    bool temp = lower != "memory";
    if (temp && lower != "temp" && lower.rfind("temp/maxmemory:", 0) != 0) {
      raiseWarning("%s(): Invalid php:// URL specified", curFn());
      warned = false;
      why = "operation failed";
      return nullptr;
    }
    auto s = std::make_unique<MemoryStream>();
    s->readOnly = mode.find_first_of("wa+") == std::string::npos;
    s->appendMode = mode.find('a') != std::string::npos;
    s->mode = s->readOnly ? "rb" : "w+b";
    s->uri = temp ? path : "php://memory";
    if (temp) s->uri = path;
    s->wrapperType = "PHP";
    s->streamType = temp ? "TEMP" : "MEMORY";
    return s;
  }
  if (lower.rfind("fd/", 0) == 0) {
    std::string num = rest.substr(3);
    char* end = nullptr;
    long n = num.empty() ? 0 : strtol(num.c_str(), &end, 10);
    if (num.empty() || end == num.c_str() || *end != '\0') {
      why = "php://fd/ stream must be specified in the form php://fd/<orig fd>";
      return nullptr;
    }
    long table = long(::getdtablesize());
    if (n < 0 || n >= table) {
      why = formatStr("The file descriptors must be non-negative numbers smaller than %ld", table);
      return nullptr;
    }
    int nfd = ::dup(int(n));
    if (nfd < 0) {
      why = formatStr("Error duping file descriptor %ld; possibly it doesn't exist: [%d]: %s", n, errno, strerror(errno));
      return nullptr;
    }
    auto s = fdStream(nfd, mode, path);
    s->wrapperType = "PHP";
    return s;
  }
  if (lower.rfind("filter/", 0) == 0) return openFilterUrl(path, mode, opts, context, why, warned);
  raiseWarning("%s(): Invalid php:// URL specified", curFn());
  why = "operation failed";
  return nullptr;
}

/// data:[<mediatype>][;base64],<data>
static std::unique_ptr<Stream> openData(const std::string& path, const std::string& mode, std::string& why,
                                        bool& warned) {
  std::string_view p(path);
  p.remove_prefix(5);
  if (p.size() >= 2 && p.substr(0, 2) == "//") p.remove_prefix(2);
  size_t comma = p.find(',');
  if (comma == std::string_view::npos) {
    why = "rfc2397: no comma in URL";
    return nullptr;
  }
  std::string_view meta = p.substr(0, comma), body = p.substr(comma + 1);
  auto s = std::make_unique<MemoryStream>();
  std::string mediatype;
  bool base64 = false;
  std::vector<std::pair<std::string, std::string>> params;
  if (!meta.empty()) {
    size_t semi = meta.find(';');
    size_t sep = meta.find('/');
    if (semi == std::string_view::npos && sep == std::string_view::npos) {
      why = "rfc2397: illegal media type";
      return nullptr;
    }
    if (sep == std::string_view::npos || (semi != std::string_view::npos && sep > semi)) {
      // parameters are only allowed after a media type
      if (meta != ";base64") {
        why = "rfc2397: illegal media type";
        return nullptr;
      }
      base64 = true;
      semi = std::string_view::npos;
    } else {
      mediatype.assign(meta.substr(0, semi));
    }
    while (semi != std::string_view::npos) {
      std::string_view restv = meta.substr(semi + 1);
      size_t next = restv.find(';');
      std::string_view part = restv.substr(0, next);
      if (part == "base64") {
        if (next != std::string_view::npos) {
          why = "rfc2397: illegal URL";
          return nullptr;
        }
        base64 = true;
      } else {
        size_t eq = part.find('=');
        if (eq == std::string_view::npos) {
          why = "rfc2397: illegal parameter";
          return nullptr;
        }
        params.emplace_back(std::string(part.substr(0, eq)), std::string(part.substr(eq + 1)));
      }
      semi = next == std::string_view::npos ? next : semi + 1 + next;
    }
  }
  std::string data;
  if (base64) {
    if (!base64DecodeStrict(body, data)) {
      why = "rfc2397: unable to decode";
      return nullptr;
    }
  } else {
    data = urlDecodeRaw(body);
  }
  s->data = std::move(data);
  s->readOnly = true;
  s->mode = mode;
  s->uri = path;
  s->wrapperType = "RFC2397";
  s->streamType = "RFC2397";
  if (!mediatype.empty()) s->extraMeta.emplace_back("mediatype", makeStringNoIncRef(StringData::make(mediatype)));
  for (auto& pr : params)
    if (pr.first != "mediatype") s->extraMeta.emplace_back(pr.first, makeStringNoIncRef(StringData::make(pr.second)));
  s->extraMeta.emplace_back("base64", makeBool(base64));
  return s;
}

ResourceData* openStream(const std::string& path0, const std::string& mode, int flags, ResourceData* context,
                         const char* fnName) {
  if (!fnName) fnName = curFn();
  if (path0.empty()) throwError(ErrorKind::ValueError, "Path cannot be empty");
  std::string path = path0;
  if (flags & kUseIncludePath) {
    std::string viaWrapper = resolveThroughWrapperPath(path0);
    if (!viaWrapper.empty()) path = viaWrapper;
  }
  std::string why;
  bool warned = false;
  std::unique_ptr<Stream> s;
  std::string sc = schemeOf(path);
  std::string shown = path0;
  if (!sc.empty() && !isBuiltinWrapper(sc) && !findUserWrapper(sc)) {
    raiseWarning("%s(): Unable to find the wrapper \"%s\" - did you forget to enable it when you configured PHP?",
                 fnName, sc.c_str());
    if (strcasecmp(sc.c_str(), "file") != 0) sc.clear();
  }
  std::string lsc = sc;
  for (auto& c : lsc) c = char(tolower((unsigned char)c));
  if ((lsc.empty() || lsc == "file") && findUserWrapper("file")) sc = lsc = "file";
  if ((lsc.empty() || lsc == "file") && !findUserWrapper("file") && wrapperDisabled("file")) {
    if (flags & kReport) {
      raiseWarning("%s(): file:// wrapper is disabled in the server configuration", fnName);
      raiseWarning("%s(%s): Failed to open stream: no suitable wrapper could be found", fnName, shown.c_str());
    }
    return nullptr;
  }
  if (UserWrapper* uw = sc.empty() ? nullptr : findUserWrapper(sc)) {
    std::string opened;
    bool quiet = false;
    s = userOpen(uw, path, mode, flags, context, opened, quiet);
    if (!s) why = quiet ? "No such file or directory" : !opened.empty() ? opened : "operation failed";
  } else if (lsc.empty() || lsc == "file") {
    std::string p = lsc.empty() ? path : path.substr(7);
    if (lsc == "file" && !p.empty() && p[0] != '/') {
      raiseWarning("%s(): Remote host file access not supported, %s", fnName, path.c_str());
      why = "no suitable wrapper could be found";
    } else if (!openBasedirAllows(p, true, fnName)) {
      why = strerror(EPERM);
    } else if ((flags & kUseIncludePath) && !p.empty() && p[0] != '/' && mode[0] == 'r') {
      std::string found = findIncludeFile(ctx().vm, p);
      s = openPlain(found.empty() ? p : found, mode, flags, why);
      if (s) s->uri = found.empty() ? p : found;
    } else {
      s = openPlain(p, mode, flags, why);
    }
  } else if (lsc == "php") {
    s = openPhp(path, mode, flags, context, why, warned);
  } else if (lsc == "data") {
    s = openData(path, mode, why, warned);
  } else if (lsc == "compress.zlib" || lsc == "zlib") {
    s = openZlibUrl(path, mode, why);
  } else if (lsc == "glob") {
    why = "wrapper does not support stream open";
  } else if (lsc == "http" || lsc == "https" || lsc == "ftp" || lsc == "ftps") {
    why = "network access is not available";
  } else {
    why = "operation failed";
  }
  if (!s) {
    if (flags & kReport) {
      if (why.empty()) why = "No such file or directory";
      raiseWarning("%s(%s): Failed to open stream: %s", fnName, shown.c_str(), why.c_str());
    }
    return nullptr;
  }
  if (context && !s->context) {
    s->context = context;
    context->incRef();
  }
  return makeStreamResource(std::move(s));
}

ResourceData* openDirStream(const std::string& path, ResourceData* context, const char* fnName) {
  if (!fnName) fnName = curFn();
  std::string sc = schemeOf(path);
  if (UserWrapper* uw = sc.empty() ? nullptr : findUserWrapper(sc)) {
    auto s = userOpenDir(uw, path, context);
    if (!s) {
      raiseWarning("%s(%s): Failed to open directory: No such file or directory", fnName, path.c_str());
      return nullptr;
    }
    return makeStreamResource(std::move(s));
  }
  std::string p;
  if (sc == "glob") {
    auto s = globDirStream(path.substr(7));
    if (!s) {
      raiseWarning("%s(%s): Failed to open directory: operation failed", fnName, path.c_str());
      return nullptr;
    }
    return makeStreamResource(std::move(s));
  }
  if (!plainPath(path, p)) {
    raiseWarning("%s(%s): Failed to open directory: not implemented", fnName, path.c_str());
    return nullptr;
  }
  if (!p.empty() && !openBasedirAllows(p, true, fnName)) {
    raiseWarning("%s(%s): Failed to open directory: %s", fnName, path.c_str(), strerror(EPERM));
    return nullptr;
  }
  if (path.empty()) return nullptr;   // _php_stream_opendir: no path, no directory, no warning
  DIR* d = p.empty() ? nullptr : ::opendir(p.c_str());
  if (!d) {
    raiseWarning("%s(%s): Failed to open directory: %s", fnName, path.c_str(), strerror(p.empty() ? ENOENT : errno));
    return nullptr;
  }
  auto s = std::make_unique<PlainDirStream>();
  s->dir = d;
  s->uri = path;
  s->mode = "r";
  s->wrapperType = "plainfile";
  s->streamType = "dir";
  s->isDir = true;
  return makeStreamResource(std::move(s));
}

bool PlainDirStream::doReadDir(std::string& name) {
  if (!dir) return false;
  struct dirent* e = ::readdir(dir);
  if (!e) return false;
  name = e->d_name;
  return true;
}
bool PlainDirStream::doRewindDir() {
  if (dir) ::rewinddir(dir);
  return true;
}
void PlainDirStream::doClose() {
  if (dir) ::closedir(dir);
  dir = nullptr;
}

} // namespace hop::streams

namespace hop {

bool readIncludeStream(const std::string& path0, const char* opName, std::string& out, bool& handled,
                       std::string& resolved) {
  using namespace streams;
  handled = false;
  // An absolute path (an autoloader's `require __DIR__ . $file`) with no user
  // wrapper registered ("file" included) and no open_basedir: a plain file,
  // as the steps below find it (no scheme, no include_path), in ~1/3 of
  // their instructions.
  if (!path0.empty() && path0[0] == '/' && !anyUserWrapper() && !openBasedirActive()) return false;
  std::string viaWrapper = resolveThroughWrapperPath(path0);
  const std::string& path = viaWrapper.empty() ? path0 : viaWrapper;
  resolved = path;
  std::string sc = schemeOf(path);
  if (sc.empty() && !findUserWrapper("file") && openBasedirActive() &&
      (path[0] == '/' || path.compare(0, 2, "./") == 0 || path.compare(0, 3, "../") == 0)) {
    // A path include does not search: open_basedir judges it as given.
    if (!openBasedirAllows(path, true, opName)) {
      handled = true;
      raiseWarning("%s(%s): Failed to open stream: %s", opName, path.c_str(), strerror(EPERM));
      return false;
    }
  }
  if (sc.empty()) {
    if (!findUserWrapper("file")) return false;
  } else if (strcasecmp(sc.c_str(), "file") == 0 && !findUserWrapper("file")) {
    return false;
  }
  std::string lsc = sc;
  for (auto& c : lsc) c = char(tolower((unsigned char)c));
  handled = true;
  const bool urlInclude = ctx().ini.getBool("allow_url_include") && ctx().ini.getBool("allow_url_fopen");
  if ((lsc == "data" && !urlInclude) || lsc == "http" || lsc == "https" || lsc == "ftp" || lsc == "ftps") {
    raiseWarning("%s(): %s:// wrapper is disabled in the server configuration by allow_url_include=0", opName, lsc.c_str());
    raiseWarning("%s(%s): Failed to open stream: no suitable wrapper could be found", opName, path.c_str());
    return false;
  }
  ResourceData* r = openStream(path, "rb", kReport | kForInclude, defaultContext(), opName);
  if (!r) return false;
  out = r->impl<Stream>()->readAll();
  r->close();
  r->decRef();
  return true;
}

} // namespace hop
