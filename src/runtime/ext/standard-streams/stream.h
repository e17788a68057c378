// stream.h — HopVM's stream layer (php's php_stream): a Stream resource with a
// read buffer, logical position, eof flag and read/write filter chains over a
// backend (plain fd, memory, output, user wrapper, ...), plus the wrappers that
// open them and stream contexts.
#pragma once

#include <sys/stat.h>
#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/base/resource.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct NativeArgs;
struct ArrayData;
struct ObjectData;

namespace streams {

struct Stream;

/// Set once the request's streams were closed at shutdown: destructors then
/// leave heap values and other resources alone (they are being swept).
extern thread_local bool tl_streamsDead;

/// A stream filter (stream_filter_append's "stream filter" resource holds one).
struct Filter {
  virtual ~Filter() = default;
  std::string name;
  /// Filters `in` into `out`; closing = the stream ends (flush everything).
  /// Returns false on a fatal filter error (PSFS_ERR_FATAL).
  virtual bool filter(Stream* s, std::string& in, std::string& out, bool closing) = 0;
  virtual void onClose() {}
  bool readChain = true;
  Stream* stream = nullptr;
  ResourceData* resource = nullptr;   // the "stream filter" resource, not owned
};

/// stream_filter_append()'s "stream filter" resource.
struct FilterResource : ResourceImpl {
  std::unique_ptr<Filter> filter;
  std::string typeName() const override { return "stream filter"; }
  void close() override {
    if (filter) filter->onClose();
  }
};

/// stream_context_create()'s resource.
struct StreamContext : ResourceImpl {
  TypedValue options;   // array
  TypedValue params;    // array (notification, ...)
  StreamContext();
  ~StreamContext() override;
  std::string typeName() const override { return "stream-context"; }
  /// options[wrapper][name], or null.
  const TypedValue* option(std::string_view wrapper, std::string_view name) const;
};

/// The auto_detect_line_endings setting of the request (read when a stream is made).
bool autoDetectLineEndings();

/// A stream: php_stream with its buffer; backends override the do* hooks.
struct Stream : ResourceImpl {
  std::string mode, uri, wrapperType = "plainfile", streamType = "STDIO";
  ResourceData* context = nullptr;   // holds a reference
  std::string rbuf;                  // read buffer: rbuf[rpos..] unread
  size_t rpos = 0;
  int64_t position = 0;
  bool eof = false;
  bool seekable = true;
  bool blocking = true;
  bool timedOut = false;
  bool isDir = false;
  bool isPersistentStd = false;      // STDIN/STDOUT/STDERR constants
  bool suppressErrors = false;
  size_t chunkSize = 8192;
  std::vector<ResourceData*> readFilters, writeFilters;   // "stream filter" resources (held)
  std::vector<std::pair<std::string, TypedValue>> extraMeta;   // data: mediatype, base64...
  bool closing = false;
  bool lastReadFailed = false;
  bool noFclose = false;   // SplFileObject's stream: fclose() refuses it
  int busy = 0;            // inside a user callback on this stream: fclose() refuses it   // the last backend read returned an error
  /// Where lines end (php's PHP_STREAM_FLAG_DETECT_EOL / EOL_MAC): at \n; or, opened while
  /// auto_detect_line_endings was on, at whichever ending the first line shows (\r alone: mac).
  enum class Eol : uint8_t { Unix, Detect, Mac };
  Eol eol = autoDetectLineEndings() ? Eol::Detect : Eol::Unix;

  ~Stream() override;
  std::string typeName() const override { return "stream"; }
  void close() override;

  // --- backend -------------------------------------------------------------------
  /// Reads at most n bytes: the count, 0 at end, -1 on error.
  virtual ssize_t doRead(char* buf, size_t n);
  virtual ssize_t doWrite(const char* buf, size_t n);
  virtual bool doSeek(int64_t off, int whence, int64_t& newPos);
  virtual bool doFlush() { return true; }
  virtual void doClose() {}
  virtual bool doStat(struct stat& st);
  virtual bool canTruncate() { return false; }
  virtual bool doTruncate(int64_t) { return false; }
  /// flock(): 0 ok, -1 failed (would block), -2 unsupported.
  virtual int doLock(int op, bool& wouldBlock);
  virtual int fd() const { return -1; }
  /// The descriptor stream_select() waits on (php_stream_cast AS_FD_FOR_SELECT),
  /// or -1 after php's warnings.
  virtual int castForSelect();
  virtual bool doReadDir(std::string&) { return false; }
  virtual bool doRewindDir() { return false; }
  /// stream_set_option-like hooks: blocking / timeout / buffer; -2 unsupported.
  virtual int doSetOption(int option, int value, int64_t v2);
  /// php_stream_eof's liveness check for non-plain streams.
  virtual bool isLocal() const { return true; }
  /// PHP_STREAM_OPTION_CHECK_LIVENESS: false once the peer is gone (sockets).
  virtual bool alive() { return true; }
  virtual bool writable() const;
  virtual bool readable() const;

  // --- php_stream_* --------------------------------------------------------------
  /// php_stream_read: -1 on error with nothing read.
  ssize_t read(char* buf, size_t n);
  /// Reads up to n bytes (fread).
  bool readStr(size_t n, std::string& out);
  /// php_stream_get_line: maxLen = max bytes (0 = unlimited). False at end.
  bool getLine(std::string& out, size_t maxLen);
  /// The line end in p[0..n) when lines may end at \r (eol not Unix), or null.
  const char* lineEnd(const char* p, size_t n);
  /// stream_get_line with a delimiter.
  bool getRecord(std::string& out, size_t maxLen, std::string_view delim);
  /// php_stream_write: bytes accepted, or -1.
  ssize_t write(std::string_view data);
  int seek(int64_t off, int whence);
  int64_t tell() const { return position; }
  bool atEof();
  bool flush(bool closing = false);
  /// Everything to the end (or maxLen bytes).
  std::string readAll(size_t maxLen = SIZE_MAX);
  size_t unread() const { return rbuf.size() - rpos; }
  int getc();

  /// Fills the read buffer with at least one more chunk; false at eof/error.
  bool fillBuffer(size_t want);
  bool writeFiltered(std::string_view data, bool closing);
  void removeFilter(ResourceData* f);
};

/// Marks a stream busy while PHP code runs on its behalf (php's NO_FCLOSE).
struct BusyScope {
  Stream* s;
  explicit BusyScope(Stream* st) : s(st) { if (s) ++s->busy; }
  ~BusyScope() { if (s) --s->busy; }
};

/// A stream over a file descriptor (plain files, stdio, pipes, php://fd).
struct FdStream : Stream {
  int fdNum = -1;
  bool ownsFd = true;
  bool isPipe = false;
  bool appendMode = false;
  bool toOutput = false;   // writes flush the request's output first (fd 1/2)
  bool isSocket = false;
  int64_t timeoutUs = -1;  // socket read timeout (stream_set_timeout)
  int lockHeld = 0;
  ssize_t doRead(char* buf, size_t n) override;
  ssize_t doWrite(const char* buf, size_t n) override;
  bool doSeek(int64_t off, int whence, int64_t& newPos) override;
  void doClose() override;
  bool doStat(struct stat& st) override;
  bool canTruncate() override { return true; }
  bool doTruncate(int64_t size) override;
  int doLock(int op, bool& wouldBlock) override;
  int fd() const override { return fdNum; }
  int doSetOption(int option, int value, int64_t v2) override;
  bool doFlush() override;
};

/// php://memory, php://temp and data: (read-only).
struct MemoryStream : Stream {
  std::string data;
  size_t pos = 0;
  bool readOnly = false;
  bool appendMode = false;
  ssize_t doRead(char* buf, size_t n) override;
  ssize_t doWrite(const char* buf, size_t n) override;
  bool doSeek(int64_t off, int whence, int64_t& newPos) override;
  bool doStat(struct stat& st) override;
  bool canTruncate() override { return !readOnly; }
  bool doTruncate(int64_t size) override;
  bool writable() const override { return !readOnly; }
  bool readable() const override { return true; }
};

/// php://output: writes go to the request's output.
struct OutputStream : Stream {
  ssize_t doRead(char*, size_t) override { return 0; }
  ssize_t doWrite(const char* buf, size_t n) override;
  bool doSeek(int64_t, int, int64_t&) override { return false; }
};

// --- opening ---------------------------------------------------------------------------
enum OpenFlags : int {
  kReport = 1,          // REPORT_ERRORS: warn on failure
  kUseIncludePath = 2,
  kForInclude = 4,
};

/// php_stream_open_wrapper_ex: opens any URL; null after php's warning (when
/// kReport) "fn(path): Failed to open stream: why".
ResourceData* openStream(const std::string& path, const std::string& mode, int flags, ResourceData* context,
                         const char* fnName);
/// Opens a directory stream (opendir), null after the warning.
ResourceData* openDirStream(const std::string& path, ResourceData* context, const char* fnName);
/// Wraps a Stream in a new resource.
ResourceData* makeStreamResource(std::unique_ptr<Stream> s);

/// The wrapper scheme of a path ("file" for plain paths), and whether it is a known one.
std::string schemeOf(std::string_view path);

/// The Stream behind argument i, or php's TypeError.
Stream* streamArg(NativeArgs& a, uint32_t i);
/// The context argument i (or the default context when null/missing).
ResourceData* contextArg(NativeArgs& a, uint32_t i);
ResourceData* defaultContext();

/// A user wrapper registered for a scheme (stream_wrapper_register), or null.
struct UserWrapper;
UserWrapper* findUserWrapper(std::string_view scheme);
/// Whether the request registered any user wrapper.
bool anyUserWrapper();
bool isBuiltinWrapper(std::string_view scheme);
bool wrapperDisabled(std::string_view scheme);

/// url_stat-like operations across wrappers (plain or user); false when it fails.
/// quiet = PHP_STREAM_URL_STAT_QUIET.
bool urlStat(const std::string& path, struct stat& st, bool link, bool quiet);
bool userUnlink(UserWrapper* w, const std::string& path, ResourceData* ctx);
bool userRename(UserWrapper* w, const std::string& from, const std::string& to, ResourceData* ctx);
bool userMkdir(UserWrapper* w, const std::string& path, int64_t mode, int64_t options, ResourceData* ctx);
bool userRmdir(UserWrapper* w, const std::string& path, int64_t options, ResourceData* ctx);
/// stream_metadata: option (1 touch, 2 owner name, 3 owner, 4 group name, 5 group, 6 access).
bool userMetadata(UserWrapper* w, const std::string& path, int option, const TypedValue& value);
std::unique_ptr<Stream> userOpen(UserWrapper* w, const std::string& path, const std::string& mode, int flags,
                                 ResourceData* ctx, std::string& openedPath, bool& failedQuietly);
std::unique_ptr<Stream> userOpenDir(UserWrapper* w, const std::string& path, ResourceData* ctx);

/// Filters: creates a builtin or user filter by name, null when unknown.
std::unique_ptr<Filter> createFilter(const std::string& name, const TypedValue* params, bool& failed);
/// Attaches a filter (read/write chain) and returns its resource (held by the stream).
ResourceData* attachFilter(Stream* s, std::unique_ptr<Filter> f, bool read, bool append);
void detachFilter(Stream* s, ResourceData* filterRes, bool flush);

/// The plain path of a file:// URL or a plain path; false for other schemes.
bool plainPath(std::string_view path, std::string& out);
/// php's stat array (stat()/fstat()).
ArrayData* statArray(const struct stat& st);

/// open_basedir (open-basedir.cpp): whether the plain path may be used; when not
/// and warn, php's "fn(): open_basedir restriction in effect. ..." (fn: the
/// builtin running when null). errno = EPERM on refusal.
bool openBasedirAllows(const std::string& path, bool warn, const char* fn = nullptr);
bool openBasedirActive();

/// stat cache: clearstatcache() drops it.
void clearStatCache();

} // namespace streams

/// The text of a file to include (or highlight) when a stream wrapper reads it:
/// handled = the path names a non-file wrapper (`resolved`: the path read);
/// false after php's open warning when it fails. (vm/unit-loader.cpp declares
/// it again: the VM layer does not include the extension's headers.)
bool readIncludeStream(const std::string& path, const char* opName, std::string& out, bool& handled,
                       std::string& resolved);

} // namespace hop
