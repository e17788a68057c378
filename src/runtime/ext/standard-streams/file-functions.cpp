// file-functions.cpp — the stream builtins of ext/standard/file.c: fopen,
// fclose, fread, fwrite, fgets, fgetc, feof, fseek, ftell, rewind, ftruncate,
// fstat, flock, fflush, fpassthru, fgetcsv/fputcsv, tmpfile, and the whole-file
// functions (file_get_contents, file_put_contents, file, readfile).
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <strings.h>
#include <optional>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/stream-access.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

std::vector<std::optional<std::string>> parseCsvRecord(std::string_view buf, char delim, char enc, int escape);

namespace streams {

std::string sysTempDir() {
  const char* t = ::getenv("TMPDIR");
  std::string d = t && *t ? t : "/tmp";
  while (d.size() > 1 && d.back() == '/') d.pop_back();
  return d;
}

void checkPath(NativeArgs& a, uint32_t i, const char* name) {
  std::string_view p = a.sv(i);
  if (p.find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must not contain any null bytes", curFn(), i + 1, name);
}

ArrayData* statArray(const struct stat& st) {
  const char* names[] = {"dev", "ino", "mode", "nlink", "uid", "gid", "rdev", "size", "atime", "mtime", "ctime", "blksize", "blocks"};
  int64_t vals[] = {int64_t(st.st_dev), int64_t(st.st_ino), int64_t(st.st_mode), int64_t(st.st_nlink),
                    int64_t(st.st_uid), int64_t(st.st_gid), int64_t(st.st_rdev), int64_t(st.st_size),
                    int64_t(st.st_atime), int64_t(st.st_mtime), int64_t(st.st_ctime), int64_t(st.st_blksize),
                    int64_t(st.st_blocks)};
  ArrayData* r = ArrayData::makeHash(26);
  for (int i = 0; i < 13; ++i) ArrayData::setInt(r, i, makeInt(vals[i]));
  for (int i = 0; i < 13; ++i) ArrayData::setStr(r, StringData::interned(names[i]), makeInt(vals[i]));
  return r;
}

namespace {

void f_fopen(NativeArgs& a) {
  if (a.sv(0).empty()) throwError(ErrorKind::ValueError, "Path cannot be empty");
  checkPath(a, 0, "filename");
  ResourceData* ctxr = contextArg(a, 3);
  int flags = kReport | (a.bOr(2, false) ? kUseIncludePath : 0);
  ResourceData* r = openStream(std::string(a.sv(0)), std::string(a.sv(1)), flags, ctxr, nullptr);
  if (!r) a.retBool(false);
  else a.retValue(makeResourceNoIncRef(r));
}

void f_fclose(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->isDir || s->noFclose || s->busy) {
    raiseWarning("fclose(): %lld is not a valid stream resource", (long long)a.arg(0).m_data.pres->m_id);
    a.retBool(false);
    return;
  }
  a.arg(0).m_data.pres->close();
  a.retBool(true);
}

void f_fwrite(NativeArgs& a) {
  std::string_view data = a.sv(1);
  if (!a.isNull(2)) {
    int64_t n = a.i64(2);
    if (n <= 0) {
      a.retInt(0);
      return;
    }
    if (n < int64_t(data.size())) data = data.substr(0, size_t(n));
  }
  if (data.empty()) {
    a.retInt(0);
    return;
  }
  Stream* s = streamArg(a, 0);
  ssize_t w = s->write(data);
  if (w < 0) a.retBool(false);
  else a.retInt(w);
}

void f_fread(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t n = a.i64(1);
  if (n <= 0) throwError(ErrorKind::ValueError, "fread(): Argument #2 ($length) must be greater than 0");
  std::string out;
  if (!s->readStr(size_t(std::min<int64_t>(n, 1 << 30)), out)) a.retBool(false);
  else a.retString(out);
}

void f_fgets(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  size_t maxLen = 0;
  if (!a.isNull(1)) {
    int64_t n = a.i64(1);
    if (n <= 0) throwError(ErrorKind::ValueError, "fgets(): Argument #2 ($length) must be greater than 0");
    if (n == 1) {
      a.retBool(false);
      return;
    }
    maxLen = size_t(n - 1);
  }
  std::string line;
  if (!s->getLine(line, maxLen)) a.retBool(false);
  else a.retString(line);
}

void f_fgetc(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int c = s->getc();
  if (c < 0) a.retBool(false);
  else a.retString(std::string(1, char(c)));
}

void f_feof(NativeArgs& a) { a.retBool(streamArg(a, 0)->atEof()); }

void f_fflush(NativeArgs& a) { a.retBool(streamArg(a, 0)->flush()); }

void f_rewind(NativeArgs& a) { a.retBool(streamArg(a, 0)->seek(0, SEEK_SET) == 0); }

void f_fseek(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  a.retInt(s->seek(a.i64(1), int(a.i64Or(2, SEEK_SET))));
}

void f_ftell(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->position < 0) a.retBool(false);
  else a.retInt(s->tell());
}

void f_ftruncate(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t size = a.i64(1);
  if (size < 0) throwError(ErrorKind::ValueError, "ftruncate(): Argument #2 ($size) must be greater than or equal to 0");
  if (!s->canTruncate()) {
    raiseWarning("ftruncate(): Can't truncate this stream!");
    a.retBool(false);
    return;
  }
  if (!s->writable() && s->wrapperType == "plainfile") {
    a.retBool(false);
    return;
  }
  a.retBool(s->doTruncate(size));
}

void f_fstat(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  struct stat st;
  if (!s->doStat(st)) {
    a.retBool(false);
    return;
  }
  a.retArray(statArray(st));
}

void f_flock(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t op = a.i64(1);
  int act = int(op & 3);
  if (act < 1 || act > 3)
    throwError(ErrorKind::ValueError, "flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN");
  if (a.has(2)) tvAssignMove(a.ref(2), makeInt(0));
  static const int ops[] = {0, LOCK_SH, LOCK_EX, LOCK_UN};
  int real = ops[act] | ((op & 4) ? LOCK_NB : 0);
  bool wb = false;
  int r = s->doLock(real, wb);
  if (r == -2) {
    a.retBool(false);
    return;
  }
  if (r != 0 && wb && a.has(2)) tvAssignMove(a.ref(2), makeInt(1));
  a.retBool(r == 0);
}

void f_fsync(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (s->fd() < 0) {
    raiseWarning("%s(): Can't fsync this stream!", curFn());
    a.retBool(false);
    return;
  }
  s->flush();
  a.retBool(::fsync(s->fd()) == 0);
}

void f_fpassthru(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t n = 0;
  char buf[8192];
  for (;;) {
    ssize_t r = s->read(buf, sizeof(buf));
    if (r <= 0) break;
    ctx().write(std::string_view(buf, size_t(r)));
    n += r;
  }
  a.retInt(n);
}

void f_tmpfile(NativeArgs& a) {
  std::string tmpl = sysTempDir() + "/phpXXXXXX";
  int fd = ::mkostemp(&tmpl[0], O_CLOEXEC);
  if (fd < 0) {
    raiseWarning("tmpfile(): Unable to create temporary file, Check permissions in temporary files directory.");
    a.retBool(false);
    return;
  }
  ::unlink(tmpl.c_str());
  auto s = fdStream(fd, "r+b", tmpl);
  a.retValue(makeResourceNoIncRef(makeStreamResource(std::move(s))));
}

// --- csv -----------------------------------------------------------------------------------------

int csvChar(NativeArgs& a, uint32_t i, int def, const char* name, bool allowEmpty) {
  if (!a.has(i)) return def;
  std::string_view v = a.sv(i);
  if (v.size() == 1) return (unsigned char)v[0];
  if (v.empty() && allowEmpty) return -1;
  if (allowEmpty)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must be empty or a single character", curFn(), i + 1, name);
  throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($%s) must be a single character", curFn(), i + 1, name);
}

/// Whether a CSV record that starts in `rec` still has an open enclosure.
bool csvOpen(std::string_view rec, char delim, char enc, int esc) {
  bool inside = false, fieldStart = true;
  for (size_t i = 0; i < rec.size(); ++i) {
    char c = rec[i];
    if (!inside) {
      if (fieldStart && c == enc) {
        inside = true;
        fieldStart = false;
      } else if (c == delim) fieldStart = true;
      else if (!isspace((unsigned char)c)) fieldStart = false;
    } else {
      if (esc >= 0 && (unsigned char)c == esc && c != enc) {
        ++i;
      } else if (c == enc) {
        if (i + 1 < rec.size() && rec[i + 1] == enc) ++i;
        else inside = false;
      }
    }
  }
  return inside;
}

}   // namespace

/// fgetcsv on a stream (also SplFileObject): false at end of file.
bool readCsvRecord(Stream* s, size_t maxLen, char delim, char enc, int esc, std::vector<std::optional<std::string>>& out) {
  std::string rec, line;
  if (!s->getLine(rec, maxLen)) return false;
  while (csvOpen(rec, delim, enc, esc) && s->getLine(line, 0)) rec += line;
  out = parseCsvRecord(rec, delim, enc, esc);
  return true;
}

std::string csvFormat(const std::vector<std::string>& fields, char delim, char enc, int esc, std::string_view eol) {
  std::string out;
  for (size_t i = 0; i < fields.size(); ++i) {
    const std::string& f = fields[i];
    bool quote = f.find(delim) != std::string::npos || f.find(enc) != std::string::npos ||
                 (esc >= 0 && f.find(char(esc)) != std::string::npos) || f.find_first_of("\n\r\t ") != std::string::npos;
    if (quote) {
      out += enc;
      bool escaped = false;
      for (char c : f) {
        if (esc >= 0 && (unsigned char)c == esc) escaped = true;
        else if (!escaped && c == enc) out += enc;
        else escaped = false;
        out += c;
      }
      out += enc;
    } else {
      out += f;
    }
    if (i + 1 != fields.size()) out += delim;
  }
  out += eol;
  return out;
}

namespace {

void f_fgetcsv(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  size_t maxLen = 0;
  if (!a.isNull(1)) {
    int64_t n = a.i64(1);
    if (n < 0) throwError(ErrorKind::ValueError, "fgetcsv(): Argument #2 ($length) must be between 0 and 9223372036854775807");
    maxLen = size_t(n);
  }
  int delim = csvChar(a, 2, ',', "separator", false);
  int enc = csvChar(a, 3, '"', "enclosure", false);
  int esc = csvChar(a, 4, '\\', "escape", true);
  std::vector<std::optional<std::string>> fields;
  if (!readCsvRecord(s, maxLen, char(delim), char(enc), esc, fields)) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makePacked(uint32_t(fields.size()));
  for (auto& f : fields) ArrayData::append(r, f ? makeStringNoIncRef(StringData::make(*f)) : makeNull());
  a.retArray(r);
}

void f_fputcsv(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int delim = csvChar(a, 2, ',', "separator", false);
  int enc = csvChar(a, 3, '"', "enclosure", false);
  int esc = csvChar(a, 4, '\\', "escape", true);
  std::string_view eol = a.svOr(5, "\n");
  std::vector<std::string> fields;
  forEachElem(a.arr(1), [&](const TypedValue&, const TypedValue& v) { fields.push_back(toStdString(v)); });
  std::string line = csvFormat(fields, char(delim), char(enc), esc, eol);
  ssize_t w = s->write(line);
  if (w < 0) a.retBool(false);
  else a.retInt(w);
}

// --- whole files ---------------------------------------------------------------------------------

void f_file_get_contents(NativeArgs& a) {
  checkPath(a, 0, "filename");
  int64_t off = a.i64Or(3, 0);
  if (!a.isNull(4) && a.i64(4) < 0)
    throwError(ErrorKind::ValueError, "file_get_contents(): Argument #5 ($length) must be greater than or equal to 0");
  ResourceData* ctxr = contextArg(a, 2);
  ResourceData* r = openStream(std::string(a.sv(0)), "rb", kReport | (a.bOr(1, false) ? kUseIncludePath : 0), ctxr, nullptr);
  if (!r) {
    a.retBool(false);
    return;
  }
  Stream* s = r->impl<Stream>();
  if (off != 0 && s->seek(off, off > 0 ? SEEK_SET : SEEK_END) < 0) {
    raiseWarning("file_get_contents(): Failed to seek to position %lld in the stream", (long long)off);
    r->close();
    r->decRef();
    a.retBool(false);
    return;
  }
  std::string data = s->readAll(a.isNull(4) ? SIZE_MAX : size_t(a.i64(4)));
  r->close();
  r->decRef();
  a.retString(data);
}

void f_file_put_contents(NativeArgs& a) {
  checkPath(a, 0, "filename");
  int64_t flags = a.i64Or(2, 0);
  ResourceData* ctxr = contextArg(a, 3);
  const TypedValue& d = a.arg(1);
  std::string data;
  Stream* src = nullptr;
  if (d.m_type == DataType::Resource) {
    src = d.m_data.pres->m_closed ? nullptr : d.m_data.pres->impl<Stream>();
    if (!src) throwError(ErrorKind::TypeError, "file_put_contents(): supplied resource is not a valid stream resource");
  } else if (d.isArray()) {
    forEachElem(d.m_data.parr, [&](const TypedValue&, const TypedValue& v) { appendToString(data, v); });
  } else if (d.m_type == DataType::Object) {
    if (!d.m_data.pobj->cls()->findMethod("__tostring")) {
      a.retBool(false);
      return;
    }
    data = toStdString(d);
  } else {
    data = toStdString(d);
  }
  std::string mode = (flags & 8) ? "ab" : (flags & 2) ? "cb" : "wb";
  if (!(flags & 8) && (flags & 2)) {
    std::string_view fn = a.sv(0);
    if (fn.find("://") != std::string_view::npos && strncasecmp(fn.data(), "file://", 7) != 0) {
      raiseWarning("file_put_contents(): Exclusive locks may only be set for regular files");
      a.retBool(false);
      return;
    }
  }
  ResourceData* r = openStream(std::string(a.sv(0)), mode, kReport | ((flags & 1) ? kUseIncludePath : 0), ctxr, nullptr);
  if (!r) {
    a.retBool(false);
    return;
  }
  Stream* s = r->impl<Stream>();
  if (flags & 2) {
    bool wb;
    if (s->doLock(LOCK_EX, wb) != 0) {
      r->close();
      r->decRef();
      raiseWarning("file_put_contents(): Exclusive locks are not supported for this stream");
      a.retBool(false);
      return;
    }
    if (mode == "cb") s->doTruncate(0);
  }
  int64_t total = 0;
  bool ok = true;
  if (src) {
    char buf[8192];
    for (ssize_t n; (n = src->read(buf, sizeof(buf))) > 0;) {
      if (s->write(std::string_view(buf, size_t(n))) != n) {
        ok = false;
        break;
      }
      total += n;
    }
  } else if (!data.empty()) {
    ssize_t w = s->write(data);
    if (w != ssize_t(data.size())) {
      if (w >= 0) raiseWarning("file_put_contents(): Only %zd of %zu bytes written, possibly out of free disk space", w < 0 ? 0 : w, data.size());
      ok = false;
    }
    total = int64_t(data.size());
  }
  r->close();
  r->decRef();
  if (!ok) a.retBool(false);
  else a.retInt(total);
}

void f_file(NativeArgs& a) {
  checkPath(a, 0, "filename");
  int64_t flags = a.i64Or(1, 0);
  if (flags < 0 || flags > 23) throwError(ErrorKind::ValueError, "file(): Argument #2 ($flags) must be a valid flag value");
  ResourceData* ctxr = contextArg(a, 2);
  ResourceData* r = openStream(std::string(a.sv(0)), "rb", kReport | ((flags & 1) ? kUseIncludePath : 0), ctxr, nullptr);
  if (!r) {
    a.retBool(false);
    return;
  }
  std::string data = r->impl<Stream>()->readAll();
  r->close();
  r->decRef();
  bool keepNl = !(flags & 2), skipEmpty = flags & 4;
  ArrayData* out = ArrayData::makePacked(16);
  if (!data.empty()) {
    char eol = '\n';
    if (data.find('\n') == std::string::npos && data.find('\r') != std::string::npos) eol = '\r';
    size_t s = 0, e = data.size();
    while (s < e) {
      size_t p = data.find(eol, s);
      size_t end = p == std::string::npos ? e : p + 1;
      std::string_view line(data.data() + s, end - s);
      if (!keepNl && p != std::string::npos) {
        line.remove_suffix(1);
        if (eol == '\n' && !line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (skipEmpty && line.empty()) {
          s = end;
          continue;
        }
      }
      ArrayData::append(out, makeStringNoIncRef(StringData::make(line)));
      s = end;
    }
  }
  a.retArray(out);
}

void f_readfile(NativeArgs& a) {
  checkPath(a, 0, "filename");
  ResourceData* ctxr = contextArg(a, 2);
  ResourceData* r = openStream(std::string(a.sv(0)), "rb", kReport | (a.bOr(1, false) ? kUseIncludePath : 0), ctxr, nullptr);
  if (!r) {
    a.retBool(false);
    return;
  }
  Stream* s = r->impl<Stream>();
  int64_t n = 0;
  char buf[8192];
  ssize_t k;
  while ((k = s->read(buf, sizeof(buf))) > 0) {
    ctx().write(std::string_view(buf, size_t(k)));
    n += k;
  }
  r->close();
  r->decRef();
  a.retInt(k < 0 && n == 0 ? -1 : n);   // _php_stream_passthru: a failed first read is -1
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
    {"fstat($stream): array|false", f_fstat},
    {"flock($stream, int $operation, &$would_block = null): bool", f_flock},
    {"fsync($stream): bool", f_fsync},
    {"fdatasync($stream): bool", f_fsync},
    {"fpassthru($stream): int", f_fpassthru},
    {"tmpfile()", f_tmpfile},
    {"fgetcsv($stream, ?int $length = null, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array|false", f_fgetcsv},
    {"fputcsv($stream, array $fields, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\", string $eol = \"\\n\"): int|false", f_fputcsv},
    {"file_get_contents(string $filename, bool $use_include_path = false, $context = null, int $offset = 0, ?int $length = null): string|false", f_file_get_contents},
    {"file_put_contents(string $filename, mixed $data, int $flags = 0, $context = null): int|false", f_file_put_contents},
    {"file(string $filename, int $flags = 0, $context = null): array|false", f_file},
    {"readfile(string $filename, bool $use_include_path = false, $context = null): int|false", f_readfile},
};
HOP_REGISTER_BUILTINS(kFileBuiltins);

/// The zlib module's gz* stream functions are these same functions (php aliases them).
const BuiltinDecl kGzAliases[] = {
    {"gzread($stream, int $length): string|false", f_fread},
    {"gzwrite($stream, string $data, ?int $length = null): int|false", f_fwrite},
    {"gzputs($stream, string $data, ?int $length = null): int|false", f_fwrite},
    {"gzgets($stream, ?int $length = null): string|false", f_fgets},
    {"gzgetc($stream): string|false", f_fgetc},
    {"gzclose($stream): bool", f_fclose},
    {"gzeof($stream): bool", f_feof},
    {"gzrewind($stream): bool", f_rewind},
    {"gzseek($stream, int $offset, int $whence = SEEK_SET): int", f_fseek},
    {"gztell($stream): int|false", f_ftell},
    {"gzpassthru($stream): int", f_fpassthru},
};
HOP_REGISTER_BUILTINS(kGzAliases);

const ConstantDecl kFileConstants[] = {
    {"SEEK_SET", makeInt(0)}, {"SEEK_CUR", makeInt(1)}, {"SEEK_END", makeInt(2)},
    {"FILE_USE_INCLUDE_PATH", makeInt(1)}, {"FILE_IGNORE_NEW_LINES", makeInt(2)},
    {"FILE_SKIP_EMPTY_LINES", makeInt(4)}, {"FILE_APPEND", makeInt(8)}, {"FILE_NO_DEFAULT_CONTEXT", makeInt(16)},
    {"FILE_TEXT", makeInt(0)}, {"FILE_BINARY", makeInt(0)},
    {"LOCK_SH", makeInt(1)}, {"LOCK_EX", makeInt(2)}, {"LOCK_UN", makeInt(3)}, {"LOCK_NB", makeInt(4)},
};
HOP_REGISTER_CONSTANTS(kFileConstants);

} // namespace
} // namespace streams

// --- what other builtins see (stream-access.h) ------------------------------------------------------

ResourceImpl* streamArgument(NativeArgs& a, uint32_t i) {
  // fscanf fetches its handle as a "File-Handle" resource.
  const TypedValue& v = a.arg(i);
  if (v.m_type == DataType::Resource && std::string_view(streams::curFn()) == "fscanf" &&
      (v.m_data.pres->m_closed || !v.m_data.pres->impl<streams::Stream>()))
    throwError(ErrorKind::TypeError, "fscanf(): supplied resource is not a valid File-Handle resource");
  return streams::streamArg(a, i);
}
bool streamWrite(ResourceImpl* stream, std::string_view data) {
  return static_cast<streams::Stream*>(stream)->write(data) >= 0;
}
bool streamReadLine(ResourceImpl* stream, std::string& line) {
  return static_cast<streams::Stream*>(stream)->getLine(line, 0);
}

/// A whole file's bytes (also php://stdin, any wrapper); false with errno set on failure.
bool readWholeFile(const std::string& path, std::string& out) {
  ResourceData* r = streams::openStream(path, "rb", 0, nullptr, nullptr);
  if (!r) {
    if (!errno) errno = ENOENT;
    return false;
  }
  struct stat st;
  streams::Stream* s = r->impl<streams::Stream>();
  if (s->doStat(st) && S_ISDIR(st.st_mode)) {
    r->close();
    r->decRef();
    errno = EISDIR;
    return false;
  }
  out = s->readAll();
  r->close();
  r->decRef();
  return true;
}

void useDefaultStreamContext(NativeArgs& a, uint32_t contextArg) {
  if (a.isNull(contextArg)) streams::defaultContext();
}

/// STDIN, STDOUT and STDERR of a request (resources 1, 2, 3).
void defineStdStreams() {
  streams::tl_streamsDead = false;
  ExecutionContext& ec = ctx();
  const char* names[] = {"STDIN", "STDOUT", "STDERR"};
  const char* uris[] = {"php://stdin", "php://stdout", "php://stderr"};
  for (int fd = 0; fd < 3; ++fd) {
    auto s = streams::fdStream(fd, fd == 0 ? "rb" : "wb", uris[fd]);
    s->ownsFd = false;
    s->isPersistentStd = true;
    s->wrapperType = "PHP";
    s->toOutput = fd != 0;
    TypedValue r = makeResourceNoIncRef(streams::makeStreamResource(std::move(s)));
    ec.constants[names[fd]] = ConstantDef{r, false};
  }
}

} // namespace hop
