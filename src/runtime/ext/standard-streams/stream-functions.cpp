// stream-functions.cpp — the stream_* builtins of ext/standard/streamsfuncs.c:
// stream_get_contents/get_line/copy_to_stream/get_meta_data, the set_* options,
// stream_isatty/is_local/supports_lock, stream_select, stream_socket_pair and
// the stream_context_* functions.
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/socket.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop::streams {
namespace {

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }
void setKey(ArrayData*& a, const char* k, TypedValue v) { ArrayData::setStr(a, StringData::interned(k), v); }

void f_stream_get_contents(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t maxLen = a.isNull(1) ? -1 : a.i64(1);
  int64_t off = a.i64Or(2, -1);
  if (maxLen < -1)
    throwError(ErrorKind::ValueError, "stream_get_contents(): Argument #2 ($length) must be greater than or equal to -1");
  if (off >= 0) {
    int64_t pos = s->tell();
    if (off != pos && s->seek(off, SEEK_SET) < 0) {
      raiseWarning("stream_get_contents(): Failed to seek to position %lld in the stream", (long long)off);
      a.retBool(false);
      return;
    }
  }
  if (maxLen == 0) {
    a.retString("");
    return;
  }
  a.retString(s->readAll(maxLen < 0 ? SIZE_MAX : size_t(maxLen)));
}

void f_stream_get_line(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t maxLen = a.i64(1);
  if (maxLen < 0) throwError(ErrorKind::ValueError, "stream_get_line(): Argument #2 ($length) must be greater than or equal to 0");
  if (maxLen == 0) maxLen = 8192;
  std::string out;
  if (!s->getRecord(out, size_t(maxLen), a.svOr(2, ""))) a.retBool(false);
  else a.retString(out);
}

void f_stream_copy_to_stream(NativeArgs& a) {
  Stream* from = streamArg(a, 0);
  Stream* to = streamArg(a, 1);
  int64_t maxLen = a.isNull(2) ? -1 : a.i64(2);
  int64_t off = a.i64Or(3, 0);
  if (off > 0 && from->seek(off, SEEK_SET) < 0) {
    raiseWarning("stream_copy_to_stream(): Failed to seek to position %lld in the stream", (long long)off);
    a.retBool(false);
    return;
  }
  int64_t total = 0;
  char buf[8192];
  while (maxLen < 0 || total < maxLen) {
    size_t want = sizeof(buf);
    if (maxLen >= 0) want = size_t(std::min<int64_t>(int64_t(want), maxLen - total));
    ssize_t n = from->read(buf, want);
    if (n <= 0) break;
    ssize_t w = to->write(std::string_view(buf, size_t(n)));
    if (w < 0) {
      a.retBool(false);
      return;
    }
    total += w;
    if (w < n) break;
  }
  a.retInt(total);
}

void f_stream_get_meta_data(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  ArrayData* r = ArrayData::makeHash(10);
  for (auto& [k, v] : s->extraMeta) ArrayData::setStr(r, StringData::make(k), tvCopyValue(v));
  if (s->extraMeta.empty()) {
    setKey(r, "timed_out", makeBool(s->timedOut));
    setKey(r, "blocked", makeBool(s->blocking));
    setKey(r, "eof", makeBool(s->atEof()));
  }
  if (ObjectData* o = userStreamObject(s)) {
    o->incRef();
    setKey(r, "wrapper_data", makeObjectNoIncRef(o));
  }
  if (!s->wrapperType.empty()) setKey(r, "wrapper_type", str(s->wrapperType));
  setKey(r, "stream_type", str(s->streamType));
  setKey(r, "mode", str(s->mode));
  setKey(r, "unread_bytes", makeInt(int64_t(s->unread())));
  setKey(r, "seekable", makeBool(s->seekable));
  if (!s->isDir && !s->uri.empty()) setKey(r, "uri", str(s->uri));
  a.retArray(r);
}

void f_stream_set_blocking(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  bool on = a.b(1);
  int r = s->doSetOption(1, on ? 1 : 0, 0);
  if (r == 0) s->blocking = on;
  a.retBool(r == 0);
}

void f_stream_set_timeout(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  a.retBool(s->doSetOption(4, int(a.i64(1)), a.i64Or(2, 0)) == 0);
}

void f_stream_set_chunk_size(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int64_t n = a.i64(1);
  if (n <= 0) throwError(ErrorKind::ValueError, "stream_set_chunk_size(): Argument #2 ($size) must be greater than 0");
  int64_t old = int64_t(s->chunkSize);
  s->chunkSize = size_t(n);
  a.retInt(old);
}

void f_stream_set_read_buffer(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int r = s->doSetOption(2, a.i64(1) == 0 ? 0 : 2, a.i64(1));
  a.retInt(r == 0 || r == -2 ? 0 : -1);
}

void f_stream_set_write_buffer(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  int r = s->doSetOption(3, a.i64(1) == 0 ? 0 : 2, a.i64(1));
  a.retInt(r == 0 || r == -2 ? 0 : -1);
}

void f_stream_isatty(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  a.retBool(s->fd() >= 0 && ::isatty(s->fd()));
}

void f_stream_is_local(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.m_type == DataType::Resource) {
    Stream* s = streamArg(a, 0);
    a.retBool(s->isLocal() && s->wrapperType != "http");
    return;
  }
  std::string p = toStdString(v);
  std::string sc = schemeOf(p);
  if (UserWrapper* w = sc.empty() ? nullptr : findUserWrapper(sc)) {
    (void)w;
    a.retBool(true);
    return;
  }
  a.retBool(!(sc == "http" || sc == "https" || sc == "ftp" || sc == "ftps"));
}

void f_stream_supports_lock(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  if (dynamic_cast<FdStream*>(s)) {
    a.retBool(s->wrapperType == "plainfile" || s->uri.rfind("php://fd", 0) != 0);
    return;
  }
  bool wb;
  a.retBool(!s->isDir && userStreamObject(s) && s->doLock(0, wb) == 0);
}

/// Collects the fds of a select() array (streams that cannot give one are
/// left out after php's warning).
bool selectFds(ArrayData* arr, std::vector<std::pair<int, TypedValue>>& out, int& bufferedReady, bool forRead) {
  bool ok = true;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    Stream* s = d.m_type == DataType::Resource && !d.m_data.pres->m_closed ? d.m_data.pres->impl<Stream>() : nullptr;
    if (!s) {
      ok = false;
      return;
    }
    int fd = s->castForSelect();
    if (fd < 0) {
      out.emplace_back(-1, tvCopyValue(k));
      return;
    }
    if (forRead && s->unread() > 0) ++bufferedReady;
    out.emplace_back(fd, tvCopyValue(k));
  });
  return ok;
}

void f_stream_select(NativeArgs& a) {
  struct Set {
    std::vector<std::pair<int, TypedValue>> fds;
    bool present = false;
  } sets[3];
  int buffered = 0;
  for (int i = 0; i < 3; ++i) {
    const TypedValue& v = *tvDeref(&a.ref(i));
    if (!v.isArray()) continue;
    sets[i].present = true;
    if (!selectFds(v.m_data.parr, sets[i].fds, buffered, i == 0)) {
      a.retBool(false);
      return;
    }
  }
  if (!sets[0].present && !sets[1].present && !sets[2].present)
    throwError(ErrorKind::ValueError, "stream_select(): At least one array argument must be passed");
  int timeoutMs = -1;
  if (a.isNull(3) && !a.isNull(4) && a.i64(4) != 0)   // php lets 0 pass
    throwError(ErrorKind::ValueError, "stream_select(): Argument #5 ($microseconds) must be null when argument #4 ($seconds) is null");
  if (!a.isNull(3)) {
    int64_t sec = a.i64(3), usec = a.i64Or(4, 0);
    if (sec < 0) throwError(ErrorKind::ValueError, "stream_select(): Argument #4 ($seconds) must be greater than or equal to 0");
    if (usec < 0) throwError(ErrorKind::ValueError, "stream_select(): Argument #5 ($microseconds) must be greater than or equal to 0");
    timeoutMs = int(sec * 1000 + usec / 1000);
  }
  size_t usable = 0;
  for (auto& st : sets)
    for (auto& p : st.fds)
      if (p.first >= 0) ++usable;
  if (usable == 0) {
    for (auto& st : sets)
      for (auto& p : st.fds) tvDecRef(p.second);
    throwError(ErrorKind::ValueError, "No stream arrays were passed");
  }
  std::vector<struct pollfd> pfds;
  std::vector<std::pair<int, size_t>> map;
  for (int i = 0; i < 3; ++i)
    for (size_t j = 0; j < sets[i].fds.size(); ++j) {
      int fd = sets[i].fds[j].first;
      if (fd < 0) continue;
      pfds.push_back({fd, short(i == 0 ? POLLIN : i == 1 ? POLLOUT : POLLPRI), 0});
      map.emplace_back(i, j);
    }
  ctx().output.flushStdout();
  int n = 0;
  if (buffered == 0) {
    n = ::poll(pfds.data(), pfds.size(), timeoutMs);
    if (n < 0) {
      raiseWarning("stream_select(): Unable to select [%d]: %s (max_fd=%d)", errno, strerror(errno), 0);
      a.retBool(false);
      return;
    }
  } else {
    ::poll(pfds.data(), pfds.size(), 0);
  }
  std::vector<bool> ready[3];
  for (int i = 0; i < 3; ++i) ready[i].assign(sets[i].fds.size(), false);
  int count = 0;
  for (size_t k = 0; k < pfds.size(); ++k)
    if (pfds[k].revents) {
      ready[map[k].first][map[k].second] = true;
    }
  for (int i = 0; i < 3; ++i) {
    if (!sets[i].present) continue;
    TypedValue& var = *tvDeref(&a.ref(i));
    ArrayData* src = var.m_data.parr;
    ArrayData* out = ArrayData::makeHash(4);
    size_t j = 0;
    forEachElem(src, [&](const TypedValue& k, const TypedValue& v) {
      const TypedValue& d = *tvDeref(&v);
      Stream* s = d.m_data.pres->impl<Stream>();
      bool r = j < ready[i].size() && ready[i][j];
      if (i == 0 && s && s->unread() > 0) r = true;
      if (r) {
        ArrayData::set(out, k.m_type == DataType::Int ? ArrayKey::ofInt(k.m_data.num) : ArrayKey::ofStr(k.m_data.pstr), tvCopyValue(d));
        ++count;
      }
      ++j;
    });
    tvAssignMove(var, makeArrayNoIncRef(out));
  }
  for (auto& s : sets)
    for (auto& p : s.fds) tvDecRef(p.second);
  a.retInt(count);
}

void f_stream_socket_pair(NativeArgs& a) {
  int sv[2];
  int type = int(a.i64(1));
  if (::socketpair(int(a.i64(0)), type, int(a.i64(2)), sv) != 0) {
    raiseWarning("stream_socket_pair(): Failed to create sockets: [%d]: %s", errno, strerror(errno));
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makePacked(2);
  for (int i = 0; i < 2; ++i) {
    auto s = makeSocketStream(sv[i], "");
    if (type == SOCK_DGRAM) s->streamType = "udp_socket";
    ArrayData::append(r, makeResourceNoIncRef(makeStreamResource(std::move(s))));
  }
  a.retArray(r);
}

void f_stream_get_transports(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(8);
  for (const char* t : {"tcp", "udp", "unix", "udg", "ssl", "tls", "tlsv1.0", "tlsv1.1", "tlsv1.2", "tlsv1.3"})
    ArrayData::append(r, str(t));
  a.retArray(r);
}

// --- contexts ----------------------------------------------------------------------------------

StreamContext* ctxOf(NativeArgs& a, uint32_t i, const char* argName) {
  const TypedValue& v = a.arg(i);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be of type resource, %s given", curFn(), i + 1, argName,
                typeNameForMessage(v).c_str());
  ResourceData* r = v.m_data.pres;
  if (!r->m_closed) {
    if (auto* c = r->impl<StreamContext>()) return c;
    if (auto* s = r->impl<Stream>()) {
      if (!s->context) {
        s->context = ResourceData::make(std::make_unique<StreamContext>());
      }
      return s->context->impl<StreamContext>();
    }
  }
  throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be a valid stream/context", curFn(), i + 1, argName);
}

/// Merges options[wrapper][name] = value into the context.
bool mergeOptions(StreamContext* c, ArrayData* opts) {
  bool ok = true;
  forEachElem(opts, [&](const TypedValue& wk, const TypedValue& wv) {
    const TypedValue& w = *tvDeref(&wv);
    if (!w.isArray() || wk.m_type != DataType::String) {
      throwError(ErrorKind::ValueError, "Options should have the form [\"wrappername\"][\"optionname\"] = $value");
    }
    forEachElem(w.m_data.parr, [&](const TypedValue& ok2, const TypedValue& ov) {
      if (ok2.m_type != DataType::String) return;
      ArrayData*& top = c->options.m_data.parr;
      StringData* wn = toStringData(wk);
      TypedValue* slot = ArrayData::lval(top, ArrayKey::ofStr(wn));
      if (!tvDeref(slot)->isArray()) tvAssignMove(*tvDeref(slot), makeArrayNoIncRef(ArrayData::makeHash(4)));
      ArrayData*& inner = tvDeref(slot)->m_data.parr;
      ArrayData::separate(inner);
      ArrayData::set(inner, ok2.m_type == DataType::Int ? ArrayKey::ofInt(ok2.m_data.num) : ArrayKey::ofStr(ok2.m_data.pstr),
                     tvCopyValue(*tvDeref(&ov)));
      wn->decRef();
    });
  });
  return ok;
}

void setParams(StreamContext* c, ArrayData* params) {
  const TypedValue* n = params->getStr("notification");
  if (n) {
    ArrayData*& p = c->params.m_data.parr;
    ArrayData::separate(p);
    ArrayData::setStr(p, StringData::interned("notification"), tvCopyValue(*tvDeref(n)));
  }
  const TypedValue* o = params->getStr("options");
  if (o) {
    const TypedValue& ov = *tvDeref(o);
    if (!ov.isArray())
      throwErrorF(ErrorKind::TypeError, "Invalid stream/context parameter");
    mergeOptions(c, ov.m_data.parr);
  }
}

void f_stream_context_create(NativeArgs& a) {
  auto c = std::make_unique<StreamContext>();
  StreamContext* cp = c.get();
  ResourceData* r = ResourceData::make(std::move(c));
  TypedValue rv = makeResourceNoIncRef(r);
  a.retValue(rv);
  if (!a.isNull(0)) mergeOptions(cp, a.arr(0));
  if (!a.isNull(1)) setParams(cp, a.arr(1));
}

void f_stream_context_get_options(NativeArgs& a) {
  StreamContext* c = ctxOf(a, 0, "stream_or_context");
  a.retCopy(c->options);
}

void f_stream_context_set_option(NativeArgs& a) {
  StreamContext* c = ctxOf(a, 0, "context");
  const TypedValue& w = a.arg(1);
  if (w.isArray()) {
    if (a.has(2) && !a.isNull(2))
      throwError(ErrorKind::ArgumentCountError, "stream_context_set_option(): Argument #3 ($option_name) must be null when argument #2 ($wrapper_or_options) is an array");
    if (a.has(3))
      throwError(ErrorKind::ArgumentCountError, "stream_context_set_option(): Argument #4 ($value) cannot be provided when argument #2 ($wrapper_or_options) is an array");
    mergeOptions(c, w.m_data.parr);
    a.retBool(true);
    return;
  }
  if (a.isNull(2))
    throwError(ErrorKind::ValueError, "stream_context_set_option(): Argument #3 ($option_name) cannot be null when argument #2 ($wrapper_or_options) is a string");
  if (!a.has(3))
    throwError(ErrorKind::ValueError, "stream_context_set_option(): Argument #4 ($value) must be provided when argument #2 ($wrapper_or_options) is a string");
  ArrayData* tmp = ArrayData::makeHash(1);
  ArrayData* inner = ArrayData::makeHash(1);
  StringData* on = toStringData(a.arg(2));
  ArrayData::setStr(inner, on, tvCopyValue(a.arg(3)));
  on->decRef();
  StringData* wn = toStringData(w);
  ArrayData::setStr(tmp, wn, makeArrayNoIncRef(inner));
  wn->decRef();
  mergeOptions(c, tmp);
  tmp->decRef();
  a.retBool(true);
}

void f_stream_context_set_params(NativeArgs& a) {
  StreamContext* c = ctxOf(a, 0, "context");
  setParams(c, a.arr(1));
  a.retBool(true);
}

void f_stream_context_get_params(NativeArgs& a) {
  StreamContext* c = ctxOf(a, 0, "context");
  ArrayData* r = ArrayData::makeHash(2);
  const TypedValue* n = c->params.m_data.parr->getStr("notification");
  if (n) ArrayData::setStr(r, StringData::interned("notification"), tvCopyValue(*tvDeref(n)));
  ArrayData::setStr(r, StringData::interned("options"), tvCopyValue(c->options));
  a.retArray(r);
}

void f_stream_context_get_default(NativeArgs& a) {
  ResourceData* d = defaultContext();
  if (!a.isNull(0)) mergeOptions(d->impl<StreamContext>(), a.arr(0));
  d->incRef();
  a.retValue(makeResourceNoIncRef(d));
}

void f_stream_context_set_default(NativeArgs& a) {
  ResourceData* d = defaultContext();
  mergeOptions(d->impl<StreamContext>(), a.arr(0));
  d->incRef();
  a.retValue(makeResourceNoIncRef(d));
}

const BuiltinDecl kStreamFuncBuiltins[] = {
    {"stream_get_contents($stream, ?int $length = null, int $offset = -1): string|false", f_stream_get_contents},
    {"stream_get_line($stream, int $length, string $ending = \"\"): string|false", f_stream_get_line},
    {"stream_copy_to_stream($from, $to, ?int $length = null, int $offset = 0): int|false", f_stream_copy_to_stream},
    {"stream_get_meta_data($stream): array", f_stream_get_meta_data},
    {"socket_get_status($stream): array", f_stream_get_meta_data},
    {"stream_set_blocking($stream, bool $enable): bool", f_stream_set_blocking},
    {"socket_set_blocking($stream, bool $enable): bool", f_stream_set_blocking},
    {"stream_set_timeout($stream, int $seconds, int $microseconds = 0): bool", f_stream_set_timeout},
    {"socket_set_timeout($stream, int $seconds, int $microseconds = 0): bool", f_stream_set_timeout},
    {"stream_set_chunk_size($stream, int $size): int", f_stream_set_chunk_size},
    {"stream_set_read_buffer($stream, int $size): int", f_stream_set_read_buffer},
    {"stream_set_write_buffer($stream, int $size): int", f_stream_set_write_buffer},
    {"set_file_buffer($stream, int $size): int", f_stream_set_write_buffer},
    {"stream_isatty($stream): bool", f_stream_isatty},
    {"stream_is_local($stream): bool", f_stream_is_local},
    {"stream_supports_lock($stream): bool", f_stream_supports_lock},
    {"stream_select(?array &$read, ?array &$write, ?array &$except, ?int $seconds, ?int $microseconds = null): int|false", f_stream_select},
    {"stream_socket_pair(int $domain, int $type, int $protocol): array|false", f_stream_socket_pair},
    {"stream_get_transports(): array", f_stream_get_transports},
    {"stream_context_create(?array $options = null, ?array $params = null)", f_stream_context_create},
    {"stream_context_get_options($stream_or_context): array", f_stream_context_get_options},
    {"stream_context_set_option($context, array|string $wrapper_or_options, ?string $option_name = null, mixed $value = UNKNOWN): bool", f_stream_context_set_option},
    {"stream_context_set_params($context, array $params): bool", f_stream_context_set_params},
    {"stream_context_get_params($context): array", f_stream_context_get_params},
    {"stream_context_get_default(?array $options = null)", f_stream_context_get_default},
    {"stream_context_set_default(array $options)", f_stream_context_set_default},
};
HOP_REGISTER_BUILTINS(kStreamFuncBuiltins);

const ConstantDecl kStreamConstants[] = {
    {"STREAM_USE_PATH", makeInt(1)}, {"STREAM_IGNORE_URL", makeInt(2)}, {"STREAM_REPORT_ERRORS", makeInt(8)}, {"STREAM_MUST_SEEK", makeInt(16)},
    {"STREAM_URL_STAT_LINK", makeInt(1)}, {"STREAM_URL_STAT_QUIET", makeInt(2)}, {"STREAM_MKDIR_RECURSIVE", makeInt(1)},
    {"STREAM_IS_URL", makeInt(1)}, {"STREAM_OPTION_BLOCKING", makeInt(1)}, {"STREAM_OPTION_READ_TIMEOUT", makeInt(4)},
    {"STREAM_OPTION_READ_BUFFER", makeInt(2)}, {"STREAM_OPTION_WRITE_BUFFER", makeInt(3)},
    {"STREAM_BUFFER_NONE", makeInt(0)}, {"STREAM_BUFFER_LINE", makeInt(1)}, {"STREAM_BUFFER_FULL", makeInt(2)},
    {"STREAM_CAST_AS_STREAM", makeInt(0)}, {"STREAM_CAST_FOR_SELECT", makeInt(3)},
    {"STREAM_META_TOUCH", makeInt(1)}, {"STREAM_META_OWNER_NAME", makeInt(2)}, {"STREAM_META_OWNER", makeInt(3)},
    {"STREAM_META_GROUP_NAME", makeInt(4)}, {"STREAM_META_GROUP", makeInt(5)}, {"STREAM_META_ACCESS", makeInt(6)},
    {"STREAM_CLIENT_PERSISTENT", makeInt(1)}, {"STREAM_CLIENT_ASYNC_CONNECT", makeInt(2)}, {"STREAM_CLIENT_CONNECT", makeInt(4)},
    {"STREAM_SERVER_BIND", makeInt(4)}, {"STREAM_SERVER_LISTEN", makeInt(8)},
    {"STREAM_PF_INET", makeInt(AF_INET)}, {"STREAM_PF_INET6", makeInt(AF_INET6)}, {"STREAM_PF_UNIX", makeInt(AF_UNIX)},
    {"STREAM_SOCK_STREAM", makeInt(SOCK_STREAM)}, {"STREAM_SOCK_DGRAM", makeInt(SOCK_DGRAM)},
    {"STREAM_SOCK_RAW", makeInt(SOCK_RAW)}, {"STREAM_SOCK_SEQPACKET", makeInt(SOCK_SEQPACKET)},
    {"STREAM_SOCK_RDM", makeInt(SOCK_RDM)}, {"STREAM_IPPROTO_IP", makeInt(0)}, {"STREAM_IPPROTO_TCP", makeInt(6)},
    {"STREAM_IPPROTO_UDP", makeInt(17)}, {"STREAM_IPPROTO_ICMP", makeInt(1)}, {"STREAM_IPPROTO_RAW", makeInt(255)},
    {"STREAM_SHUT_RD", makeInt(0)}, {"STREAM_SHUT_WR", makeInt(1)}, {"STREAM_SHUT_RDWR", makeInt(2)},
    {"STREAM_NOTIFY_CONNECT", makeInt(2)}, {"STREAM_NOTIFY_AUTH_REQUIRED", makeInt(3)},
    {"STREAM_NOTIFY_AUTH_RESULT", makeInt(10)}, {"STREAM_NOTIFY_MIME_TYPE_IS", makeInt(4)},
    {"STREAM_NOTIFY_FILE_SIZE_IS", makeInt(5)}, {"STREAM_NOTIFY_REDIRECTED", makeInt(6)},
    {"STREAM_NOTIFY_PROGRESS", makeInt(7)}, {"STREAM_NOTIFY_FAILURE", makeInt(9)},
    {"STREAM_NOTIFY_COMPLETED", makeInt(8)}, {"STREAM_NOTIFY_RESOLVE", makeInt(1)},
    {"STREAM_NOTIFY_SEVERITY_INFO", makeInt(0)}, {"STREAM_NOTIFY_SEVERITY_WARN", makeInt(1)},
    {"STREAM_NOTIFY_SEVERITY_ERR", makeInt(2)}, {"STREAM_OOB", makeInt(1)}, {"STREAM_PEEK", makeInt(2)},
    {"STREAM_FILTER_READ", makeInt(1)}, {"STREAM_FILTER_WRITE", makeInt(2)}, {"STREAM_FILTER_ALL", makeInt(3)},
    {"PSFS_PASS_ON", makeInt(2)}, {"PSFS_FEED_ME", makeInt(1)}, {"PSFS_ERR_FATAL", makeInt(0)},
    {"PSFS_FLAG_NORMAL", makeInt(0)}, {"PSFS_FLAG_FLUSH_INC", makeInt(1)}, {"PSFS_FLAG_FLUSH_CLOSE", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kStreamConstants);

} // namespace
} // namespace hop::streams
