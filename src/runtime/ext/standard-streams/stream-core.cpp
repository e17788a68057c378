// stream-core.cpp — the Stream machinery (buffered reads, lines, writes, seeks,
// filter chains) and the fd, memory and output backends.
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/standard-streams/stream-internal.h"

namespace hop::streams {

thread_local bool tl_streamsDead = false;

StreamContext::StreamContext() {
  options = makeArrayNoIncRef(ArrayData::makeHash(0));
  params = makeArrayNoIncRef(ArrayData::makeHash(0));
}
StreamContext::~StreamContext() {
  if (tl_streamsDead) return;
  tvDecRef(options);
  tvDecRef(params);
}

const TypedValue* StreamContext::option(std::string_view wrapper, std::string_view name) const {
  if (!options.isArray()) return nullptr;
  const TypedValue* w = options.m_data.parr->getStr(wrapper);
  if (!w) return nullptr;
  w = tvDeref(w);
  if (!w->isArray()) return nullptr;
  const TypedValue* v = w->m_data.parr->getStr(name);
  return v ? tvDeref(v) : nullptr;
}

Stream::~Stream() {
  if (tl_streamsDead) return;
  for (ResourceData* f : readFilters) f->decRef();
  for (ResourceData* f : writeFilters) f->decRef();
  if (context) context->decRef();
}

void Stream::close() {
  if (closing) return;
  closing = true;
  if (!writeFilters.empty()) writeFiltered("", true);
  doFlush();
  for (ResourceData* f : readFilters) f->close();
  for (ResourceData* f : writeFilters) f->close();
  doClose();
}

bool Stream::writable() const {
  return mode.find_first_of("waxc+") != std::string::npos;
}
bool Stream::readable() const {
  return mode.find('r') != std::string::npos || mode.find('+') != std::string::npos;
}

ssize_t Stream::doRead(char*, size_t) { return -1; }
ssize_t Stream::doWrite(const char*, size_t) { return -1; }
bool Stream::doSeek(int64_t, int, int64_t&) { return false; }
bool Stream::doStat(struct stat&) { return false; }
int Stream::doLock(int, bool&) { return -2; }
int Stream::doSetOption(int, int, int64_t) { return -2; }

int Stream::castForSelect() {
  int f = fd();
  if (f < 0) raiseWarning("%s(): Cannot represent a stream of type %s as a select()able descriptor", curFn(), streamType.c_str());
  return f;
}

/// Runs data through a filter chain; returns false on a fatal error.
static bool runChain(Stream* s, std::vector<ResourceData*>& chain, std::string& data, bool closing) {
  for (size_t i = 0; i < chain.size(); ++i) {
    ResourceData* r = chain[i];
    if (r->m_closed) continue;
    auto* fr = r->impl<FilterResource>();
    Filter* f = fr ? fr->filter.get() : nullptr;
    if (!f) continue;
    std::string out;
    if (!f->filter(s, data, out, closing)) return false;
    data.swap(out);
  }
  return true;
}

bool Stream::fillBuffer(size_t want) {
  if (rpos > 0) {   // drop what was consumed (the buffer never grows past what is unread)
    rbuf.erase(0, rpos);
    rpos = 0;
  }
  if (readFilters.empty()) {
    size_t n = std::max(chunkSize, size_t(1));
    if (n > 8192) {
      // A big chunk size (Monolog sets memory_limit/10): read into memory
      // nobody touched (pages fault in only as far as the read fills them)
      // instead of zero-filling the whole chunk in rbuf first.
      std::unique_ptr<char[]> tmp(new char[n]);
      ssize_t got = doRead(tmp.get(), n);
      if (got > 0) rbuf.append(tmp.get(), size_t(got));
      lastReadFailed = got < 0;
      return got > 0;
    }
    // A chunk read on the stack and appended as far as the read went, not
    // a zero-filled chunk in rbuf cut back (php://memory reads of a few
    // hundred bytes filled 8 KB first).
    char tmp[8192];
    ssize_t got = doRead(tmp, n);
    if (got > 0) rbuf.append(tmp, size_t(got));
    lastReadFailed = got < 0;
    return got > 0;
  }
  size_t before = unread();
  while (unread() - before < want || unread() == before) {
    if (eof) break;
    std::string chunk(std::max(chunkSize, size_t(1)), '\0');
    ssize_t got = doRead(&chunk[0], chunk.size());
    if (got < 0) {
      lastReadFailed = true;
      if (unread() == before) return false;
      break;
    }
    chunk.resize(size_t(got));
    bool closingNow = eof || got == 0;
    if (!runChain(this, readFilters, chunk, closingNow)) return unread() > before;
    rbuf += chunk;
    if (got == 0 || eof) break;
  }
  return unread() > before;
}

ssize_t Stream::read(char* buf, size_t size) {
  size_t didread = 0;
  bool greedy = wrapperType == "plainfile" || streamType == "MEMORY" || streamType == "TEMP";
  while (size > 0) {
    size_t avail = unread();
    if (avail) {
      size_t k = std::min(avail, size);
      memcpy(buf, rbuf.data() + rpos, k);
      rpos += k;
      buf += k;
      size -= k;
      didread += k;
    }
    if (size == 0) break;
    lastReadFailed = false;
    if (!fillBuffer(size)) {
      if (didread == 0 && lastReadFailed) return -1;
      break;
    }
    size_t k = std::min(unread(), size);
    memcpy(buf, rbuf.data() + rpos, k);
    rpos += k;
    buf += k;
    size -= k;
    didread += k;
    if (k == 0) break;
    if (!greedy) break;
  }
  position += int64_t(didread);
  return ssize_t(didread);
}

bool Stream::readStr(size_t n, std::string& out) {
  out.resize(n);
  ssize_t got = read(&out[0], n);
  if (got < 0) {
    out.clear();
    return false;
  }
  out.resize(size_t(got));
  return true;
}

int Stream::getc() {
  char c;
  return read(&c, 1) == 1 ? (unsigned char)c : -1;
}

bool autoDetectLineEndings() { return ctx().ini.getBool("auto_detect_line_endings"); }

namespace {
// php's OnUpdateAutoDetectLineEndings: turning it on is deprecated (php 8.1).
[[maybe_unused]] const int kAutoDetectEolHook = registerIniModifyHook("auto_detect_line_endings", [](std::string_view v) {
  if (IniSettings::parseBool(v)) raiseDeprecated("auto_detect_line_endings is deprecated");
  return true;
});
} // namespace

const char* Stream::lineEnd(const char* p, size_t n) {
  if (eol == Eol::Mac) return static_cast<const char*>(memchr(p, '\r', n));
  // php_stream_locate_eol: the first line's ending decides (\r alone: mac; \n or \r\n: unix).
  const char* cr = static_cast<const char*>(memchr(p, '\r', n));
  const char* lf = static_cast<const char*>(memchr(p, '\n', n));
  if (cr && lf != cr + 1 && !(lf && lf < cr)) {
    eol = Eol::Mac;
    return cr;
  }
  if (lf) eol = Eol::Unix;
  return lf;
}

bool Stream::getLine(std::string& out, size_t maxLen) {
  out.clear();
  for (;;) {
    size_t avail = unread();
    if (avail) {
      const char* p = rbuf.data() + rpos;
      size_t lim = maxLen ? std::min(avail, maxLen - out.size()) : avail;
      const char* nl;
      if (HOP_UNLIKELY(eol != Eol::Unix)) {
        nl = lineEnd(p, lim);
      } else {
        nl = static_cast<const char*>(memchr(p, '\n', lim));
      }
      size_t take = nl ? size_t(nl - p) + 1 : lim;
      out.append(p, take);
      rpos += take;
      position += int64_t(take);
      if (nl || (maxLen && out.size() >= maxLen)) return true;
    }
    if (!fillBuffer(1)) break;
  }
  return !out.empty();
}

bool Stream::getRecord(std::string& out, size_t maxLen, std::string_view delim) {
  out.clear();
  // Fill until the delimiter appears or maxLen bytes are buffered or eof.
  for (;;) {
    std::string_view buf(rbuf.data() + rpos, unread());
    size_t found = delim.empty() ? std::string_view::npos : buf.find(delim);
    if (found != std::string_view::npos && found <= maxLen) {
      out.assign(buf.substr(0, found));
      rpos += found + delim.size();
      position += int64_t(found + delim.size());
      return true;
    }
    if (buf.size() >= maxLen) {
      out.assign(buf.substr(0, maxLen));
      rpos += maxLen;
      position += int64_t(maxLen);
      return true;
    }
    if (!fillBuffer(maxLen - buf.size())) break;
  }
  if (unread() == 0 || !eof) return false;
  out.assign(rbuf.data() + rpos, unread());
  position += int64_t(unread());
  rpos = rbuf.size();
  return true;
}

bool Stream::writeFiltered(std::string_view data, bool closingNow) {
  std::string buf(data);
  if (!runChain(this, writeFilters, buf, closingNow)) return false;
  const char* p = buf.data();
  size_t n = buf.size();
  while (n) {
    ssize_t w = doWrite(p, n);
    if (w <= 0) return false;
    p += w;
    n -= size_t(w);
  }
  return true;
}

ssize_t Stream::write(std::string_view data) {
  if (data.empty()) return 0;
  // Data goes at the logical position: drop read-ahead first.
  if (unread() > 0 && seekable) {
    rbuf.clear();
    rpos = 0;
    int64_t np;
    doSeek(position, SEEK_SET, np);
  } else if (rpos) {
    rbuf.clear();
    rpos = 0;
  }
  if (!writeFilters.empty()) {
    if (!writeFiltered(data, false)) return -1;
    position += int64_t(data.size());
    return ssize_t(data.size());
  }
  size_t done = 0;
  while (done < data.size()) {
    ssize_t w = doWrite(data.data() + done, data.size() - done);
    if (w < 0) {
      if (done == 0) return -1;
      break;
    }
    if (w == 0) break;
    done += size_t(w);
  }
  position += int64_t(done);
  return ssize_t(done);
}

int Stream::seek(int64_t off, int whence) {
  // Forward within the read buffer (php_stream_seek's shortcut).
  size_t avail = unread();
  if (avail > 0) {
    if (whence == SEEK_CUR && off > 0 && size_t(off) <= avail) {
      rpos += size_t(off);
      position += off;
      eof = false;
      return 0;
    }
    if (whence == SEEK_SET && off > position && off <= position + int64_t(avail)) {
      rpos += size_t(off - position);
      position = off;
      eof = false;
      return 0;
    }
  }
  if (seekable) {
    if (!writeFilters.empty()) writeFiltered("", false);
    if (whence == SEEK_CUR) {
      off += position;
      whence = SEEK_SET;
    }
    int64_t np = 0;
    if (doSeek(off, whence, np)) {
      eof = false;
      rbuf.clear();
      rpos = 0;
      position = np;
      return 0;
    }
    if (np == -1) {
      rbuf.clear();
      rpos = 0;
      position = -1;
    }
    return -1;
  }
  // Emulate a forward relative seek by reading.
  if (whence == SEEK_CUR && off >= 0) {
    char tmp[8192];
    while (off > 0) {
      ssize_t r = read(tmp, size_t(std::min<int64_t>(off, sizeof(tmp))));
      if (r <= 0) return -1;
      off -= r;
    }
    eof = false;
    return 0;
  }
  raiseWarning("%s(): Stream does not support seeking", "fseek");
  return -1;
}

bool Stream::atEof() {
  if (unread() > 0) return false;
  if (!eof && !alive()) eof = true;
  return eof;
}

bool Stream::flush(bool closingNow) {
  if (!writeFilters.empty()) writeFiltered("", closingNow);
  return doFlush();
}

std::string Stream::readAll(size_t maxLen) {
  std::string out;
  char buf[8192];
  while (out.size() < maxLen) {
    ssize_t r = read(buf, std::min(sizeof(buf), maxLen - out.size()));
    if (r <= 0) {
      if (eof || r < 0) break;
      if (r == 0) break;
    }
    reqEnsureRoom(out.size() + size_t(r));   // the result counts against memory_limit as it grows
    out.append(buf, size_t(r));
  }
  return out;
}

// --- fd backend ------------------------------------------------------------------------

ssize_t FdStream::doRead(char* buf, size_t n) {
  if (fdNum == 0) ctx().output.flushStdout();
  timedOut = false;
  if (isSocket && blocking && timeoutUs >= 0) {
    struct pollfd p = {fdNum, POLLIN, 0};
    int r;
    do r = ::poll(&p, 1, int(timeoutUs / 1000));
    while (r < 0 && errno == EINTR);
    if (r == 0) {
      timedOut = true;
      return -1;
    }
  }
  ssize_t r;
  do r = ::read(fdNum, buf, n);
  while (r < 0 && errno == EINTR);
  if (r < 0) {
    if (errno == EAGAIN || errno == EWOULDBLOCK) return 0;
    if (!suppressErrors) raiseNotice("%s(): Read of %zu bytes failed with errno=%d %s", curFn(), n, errno, strerror(errno));
    if (errno != EBADF) eof = true;
    return -1;
  }
  if (r == 0) eof = true;
  return r;
}

ssize_t FdStream::doWrite(const char* buf, size_t n) {
  if (toOutput || fdNum == 1 || fdNum == 2) ctx().output.flushStdout();
  ssize_t w;
  do w = ::write(fdNum, buf, n);
  while (w < 0 && errno == EINTR);
  if (w < 0) {
    if (errno == EAGAIN || errno == EWOULDBLOCK) return 0;
    if (!suppressErrors) raiseNotice("%s(): Write of %zu bytes failed with errno=%d %s", curFn(), n, errno, strerror(errno));
  }
  return w;
}

bool FdStream::doSeek(int64_t off, int whence, int64_t& np) {
  if (!seekable) return false;
  off_t r = ::lseek(fdNum, off_t(off), whence);
  if (r < 0) return false;
  np = r;
  return true;
}

void FdStream::doClose() {
  if (lockHeld) ::flock(fdNum, LOCK_UN);
  if (fdNum >= 0 && ownsFd) ::close(fdNum);
  fdNum = -1;
}

bool FdStream::doStat(struct stat& st) { return fdNum >= 0 && ::fstat(fdNum, &st) == 0; }

bool FdStream::doTruncate(int64_t size) { return ::ftruncate(fdNum, off_t(size)) == 0; }

int FdStream::doLock(int op, bool& wouldBlock) {
  int r = ::flock(fdNum, op);
  if (r != 0) {
    wouldBlock = errno == EWOULDBLOCK;
    return -1;
  }
  lockHeld = (op & LOCK_UN) == LOCK_UN ? 0 : op;
  return 0;
}

bool FdStream::doFlush() {
  if (fdNum == 1 && tl_exec && !tl_streamsDead) ctx().output.flushStdout();
  return true;
}

int FdStream::doSetOption(int option, int value, int64_t v2) {
  if (option == 4) {   // read timeout: sockets only
    if (!isSocket) return -2;
    timeoutUs = int64_t(value) * 1000000 + v2;
    return 0;
  }
  if (option == 1) {   // blocking
    int fl = ::fcntl(fdNum, F_GETFL);
    if (fl < 0) return -1;
    fl = value ? (fl & ~O_NONBLOCK) : (fl | O_NONBLOCK);
    return ::fcntl(fdNum, F_SETFL, fl) == 0 ? 0 : -1;
  }
  return -2;
}

/// php's memory_limit fatal for a buffer of `want` bytes.
static void checkMemory(size_t want) {
  if (want > tl_heap->room()) tl_heap->exhausted(want > SIZE_MAX - 24 ? want : want + 24);
  if (want > (size_t(1) << 40)) raiseFatal("Out of memory (tried to allocate %zu bytes)", want);
}

// --- memory backend --------------------------------------------------------------------

ssize_t MemoryStream::doRead(char* buf, size_t n) {
  if (pos >= data.size()) {
    eof = true;
    return 0;
  }
  size_t k = std::min(n, data.size() - pos);
  memcpy(buf, data.data() + pos, k);
  pos += k;
  // php://temp reads its inner memory stream greedily: the end is seen at once.
  if (streamType == "TEMP" && pos >= data.size()) eof = true;
  return ssize_t(k);
}

ssize_t MemoryStream::doWrite(const char* buf, size_t n) {
  if (readOnly) {
    if (wrapperType == "RFC2397") raiseNotice("%s(): Stream is not writable", curFn());
    return -1;
  }
  if (appendMode) pos = data.size();
  if (pos + n > data.size()) checkMemory(pos + n);
  if (pos > data.size()) data.resize(pos, '\0');
  size_t over = std::min(n, data.size() - pos);
  data.replace(pos, over, buf, n);
  pos += n;
  return ssize_t(n);
}

bool MemoryStream::doSeek(int64_t off, int whence, int64_t& np) {
  // php 8.2's memory streams: no seeking outside [0, size].
  int64_t len = int64_t(data.size());
  int64_t base = whence == SEEK_CUR ? int64_t(pos) : whence == SEEK_END ? len : 0;
  int64_t t = base + off;
  if (t < 0 || t > len) {
    pos = t < 0 ? (whence == SEEK_SET ? size_t(len) : 0) : size_t(len);
    np = -1;
    return false;
  }
  pos = size_t(t);
  np = t;
  return true;
}

bool MemoryStream::doStat(struct stat& st) {
  memset(&st, 0, sizeof(st));
  st.st_mode = readOnly ? 0100444 : 0100666;
  st.st_size = off_t(data.size());
  st.st_nlink = 1;
  st.st_rdev = dev_t(-1);
  st.st_dev = 0xC;
  st.st_ino = 0;
  st.st_blksize = blksize_t(-1);
  st.st_blocks = blkcnt_t(-1);
  return true;
}

bool MemoryStream::doTruncate(int64_t size) {
  checkMemory(size_t(size));
  data.resize(size_t(size), '\0');
  if (pos > data.size()) pos = data.size();
  return true;
}

ssize_t OutputStream::doWrite(const char* buf, size_t n) {
  ctx().write(std::string_view(buf, n));
  return ssize_t(n);
}

/// php closes every resource after the destructors ran: user streams get
/// stream_close, write filters flush.
void closeStreamsAtShutdown() {
  ExecutionContext& ec = ctx();
  std::vector<ResourceData*> all;
  for (auto& [id, r] : ec.liveResources) all.push_back(r);
  for (auto it = all.rbegin(); it != all.rend(); ++it) {
    ResourceData* r = *it;
    if (r->m_closed || !r->impl<Stream>()) continue;
    if (r->impl<Stream>()->isPersistentStd) continue;
    try {
      r->close();
    } catch (...) {
    }
  }
  tl_streamsDead = true;
}

} // namespace hop::streams

namespace hop {
/// Called by the request at shutdown (request.cpp).
void streamsRequestShutdown() { streams::closeStreamsAtShutdown(); }
} // namespace hop
