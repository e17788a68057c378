// output-functions.cpp — php's output layer (main/output.c): the handler
// operations (write, flush, clean, pop) over OutputStack, and the ob_*
// functions and flush().
#include <exception>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

using Buffer = OutputStack::Buffer;

constexpr int kModeWrite = 0, kModeStart = 1, kModeClean = 2, kModeFlush = 4, kModeFinal = 8;
// php_output_stack_pop's flags
constexpr int kPopTry = 0, kPopForce = 1, kPopDiscard = 0x10;

enum class Status { NoData, Success, Failure };

/// Set during the end of the request: a handler's exception or exit() then
/// ends all output at once (outputEndAll), as php's bailout does.
thread_local bool tl_atEnd = false;

/// php_output_handler_op: stores `in` in handler `i`'s buffer and, unless it
/// can stay there (a write that fills no chunk), runs the handler on the
/// buffer. `out` gets what passes on: the handler's result, or on failure
/// (false, an exception, exit()) the raw buffer, the handler then disabled.
/// An exception or exit() of a user handler is kept in `pending` for the
/// caller to rethrow once the operation is complete.
Status handlerOp(size_t i, std::string_view in, int mode, std::string& out, std::exception_ptr& pending) {
  OutputStack& os = ctx().output;
  {
    Buffer& b = os.buffers()[i];
    bool storable = true;
    if (!in.empty()) {
      OutputStack::append(b, in);
      if (b.chunkSize > 0 && b.data.size() >= size_t(b.chunkSize)) storable = os.running;
    }
    if (storable && mode == kModeWrite) return Status::NoData;
    if (!(b.flags & OutputStack::kHandlerStarted)) mode |= kModeStart;
  }
  Status st = Status::NoData;
  std::string result;
  Buffer& b0 = os.buffers()[i];
  if (b0.callback.m_type != DataType::Uninit) {
    TypedValue cb = tvCopyValue(b0.callback);
    TypedValue args[2] = {makeStringNoIncRef(StringData::make(b0.data)), makeInt(mode)};
    bool prev = os.running;
    os.running = true;
    TypedValue r = makeUninit();
    try {
      r = callCallable(cb, args, 2);
    } catch (FatalError&) {
      os.running = prev;
      tvDecRef(args[0]);
      tvDecRef(cb);
      throw;
    } catch (...) {
      os.running = prev;
      tvDecRef(args[0]);
      tvDecRef(cb);
      if (tl_atEnd) throw;
      pending = std::current_exception();
      st = Status::Failure;
    }
    if (st != Status::Failure) {
      os.running = prev;
      tvDecRef(args[0]);
      tvDecRef(cb);
      if (r.isBool()) {
        st = r.m_data.num ? Status::NoData : Status::Failure;
      } else {
        appendToString(result, r);
        st = result.empty() ? Status::NoData : Status::Success;
      }
      tvDecRef(r);
    }
  } else if (b0.internal) {
    std::string data = b0.data;
    bool prev = os.running;
    os.running = true;
    bool ok;
    try {
      ok = b0.internal(data, mode, result);
    } catch (...) {
      os.running = prev;
      throw;
    }
    os.running = prev;
    st = !ok ? Status::Failure : result.empty() ? Status::NoData : Status::Success;
  } else {
    result = b0.data;   // php's default output handler passes the data on
    st = result.empty() ? Status::NoData : Status::Success;
  }
  if (i >= os.buffers().size()) return Status::NoData;   // the stack went (a fatal error)
  Buffer& b = os.buffers()[i];
  b.flags |= OutputStack::kHandlerStarted;
  switch (st) {
    case Status::Failure:
      b.flags |= OutputStack::kHandlerDisabled;
      out = std::move(b.data);
      b.data.clear();
      OutputStack::setAllocation(b, 0);
      break;
    case Status::NoData:
      out.clear();
      b.data.clear();
      b.flags |= OutputStack::kHandlerProcessed;
      break;
    case Status::Success:
      out = std::move(result);
      b.data.clear();
      b.flags |= OutputStack::kHandlerProcessed;
      break;
  }
  return st;
}

/// php_output_op over the `depth` lowest handlers: `data` goes through each,
/// top down, while they pass something on; what leaves the last one is written
/// out. A disabled handler passes its input along untouched.
void outputOp(int mode, std::string_view data, size_t depth) {
  OutputStack& os = ctx().output;
  std::exception_ptr pending;
  std::string cur(data);
  bool reached = true;
  for (size_t k = depth; k-- > 0;) {
    if (k >= os.buffers().size()) break;
    if (os.buffers()[k].flags & OutputStack::kHandlerDisabled) continue;
    std::string out;
    if (handlerOp(k, cur, mode, out, pending) == Status::NoData) {
      reached = false;
      break;
    }
    cur = std::move(out);
  }
  if (reached && !cur.empty()) os.writeUnbuffered(cur);
  if (pending) std::rethrow_exception(pending);
}

void slowWrite(std::string_view s) { outputOp(kModeWrite, s, ctx().output.level()); }

[[maybe_unused]] const bool kSlowWriteSet = (OutputStack::slowWrite = slowWrite, true);

const char* handlerName(const Buffer& b) { return b.name.c_str(); }

/// php_output_stack_pop: runs the top handler a last time (FINAL, and CLEAN
/// when discarding), removes it and passes its output on unless discarding.
bool stackPop(int flags, const char* fn) {
  OutputStack& os = ctx().output;
  bool discard = flags & kPopDiscard;
  if (os.empty()) {
    raiseNotice("%s(): Failed to %s buffer. No buffer to %s", fn, discard ? "discard" : "send", discard ? "discard" : "send");
    return false;
  }
  Buffer& top = os.top();
  if (!(flags & kPopForce) && !(top.flags & OutputStack::kHandlerRemovable)) {
    raiseNotice("%s(): Failed to %s buffer of %s (%d)", fn, discard ? "discard" : "send", handlerName(top), int(os.level() - 1));
    return false;
  }
  std::string out;
  std::exception_ptr pending;
  if (!(top.flags & OutputStack::kHandlerDisabled)) {
    int mode = kModeFinal | (discard ? kModeClean : 0);
    try {
      handlerOp(os.level() - 1, {}, mode, out, pending);
    } catch (...) {
      if (!os.empty() && !tl_atEnd) {
        std::string raw = os.pop();
        if (!discard) os.write(raw);
      }
      throw;
    }
  }
  if (os.empty()) return true;
  os.pop();
  if (!out.empty() && !discard) os.write(out);
  if (pending) std::rethrow_exception(pending);
  return true;
}

/// php_output_flush: the top handler's output goes to the level below.
bool flushTop() {
  OutputStack& os = ctx().output;
  if (os.empty() || !(os.top().flags & OutputStack::kHandlerFlushable)) return false;
  std::string out;
  std::exception_ptr pending;
  size_t top = os.level() - 1;
  handlerOp(top, {}, kModeFlush, out, pending);
  if (!out.empty()) outputOp(kModeWrite, out, top);
  if (pending) std::rethrow_exception(pending);
  return true;
}

/// php_output_clean: the top handler runs with CLEAN and its output is dropped.
bool cleanTop() {
  OutputStack& os = ctx().output;
  if (os.empty() || !(os.top().flags & OutputStack::kHandlerCleanable)) return false;
  std::string out;
  std::exception_ptr pending;
  handlerOp(os.level() - 1, {}, kModeClean, out, pending);
  if (pending) std::rethrow_exception(pending);
  return true;
}

/// An ob_* operation inside an output handler: php drops every buffer and
/// stops the request.
void checkNotRunning(const char* fn) {
  OutputStack& os = ctx().output;
  if (!os.running) return;
  while (!os.empty()) os.pop();
  os.running = false;
  FatalError f{std::string(fn) + "(): Cannot use output buffering in output buffering display handlers"};
  currentFileAndLine(f.file, f.line);   // inside the handler, before the unwinding
  throw f;
}

Buffer makeBuffer(int64_t chunkSize, int flags) {
  Buffer b;
  b.chunkSize = chunkSize;
  b.flags = flags & ~0xf;
  b.size = OutputStack::initBufSize(size_t(chunkSize));
  return b;
}

/// php_output_start_user: null gives php's default handler; anything else
/// must be callable ("Warning: %s" with php's reason when it is not).
bool startUser(const TypedValue& handler, int64_t chunkSize, int flags, const char* fn) {
  Buffer b = makeBuffer(chunkSize, flags);
  if (!handler.isNull() && handler.m_type != DataType::Uninit) {
    ResolvedCallable rc;
    std::string error;
    bool ok;
    {
      QuietCallableCheck quiet;
      ok = resolveCallable(handler, rc, &error, currentScope());
    }
    if (!ok) {
      if (error.empty()) error = tvDeref(&handler)->isArray() ? "array callback must have exactly two members" : "no array or string given";
      raiseWarning("%s: %s", fn, error.c_str());
      return false;
    }
    b.callback = tvCopyValue(handler);
    b.flags |= OutputStack::kHandlerUser;
    b.name = callableName(handler);
  }
  ctx().output.push(std::move(b));
  return true;
}

void f_ob_start(NativeArgs& a) {
  checkNotRunning("ob_start");
  int64_t chunk = a.i64Or(1, 0);
  if (chunk < 0) chunk = 0;
  TypedValue h = a.has(0) ? a.argv[0] : makeNull();
  if (!startUser(*tvDeref(&h), chunk, int(a.i64Or(2, OutputStack::kHandlerStdFlags)), "ob_start()")) {
    raiseNotice("ob_start(): Failed to create buffer");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

} // namespace

bool outputStartInternal(const char* name, OutputStack::InternalHandler h, int64_t chunkSize, int flags, const char* fn) {
  OutputStack& os = ctx().output;
  if (!os.empty()) checkNotRunning(fn);
  Buffer b = makeBuffer(chunkSize, flags);
  b.internal = h;
  b.name = name;
  os.push(std::move(b));
  return true;
}

/// php_output_end_all at request end: every buffer, innermost first, goes
/// through its handler with the FINAL flag. An exit() or exception in a
/// handler ends it: the buffers left are discarded (and so is the message of
/// the exception, which php prints into the running handler's buffer).
void outputEndAll(int& status) {
  OutputStack& os = ctx().output;
  struct AtEnd {
    AtEnd() { tl_atEnd = true; }
    ~AtEnd() { tl_atEnd = false; }
  } atEnd;
  try {
    while (!os.empty()) stackPop(kPopForce, "");
  } catch (PhpException& e) {
    e.obj->decRef();
    status = 255;
  } catch (ExitRequest& x) {
    status = x.status;
  } catch (FatalError& f) {
    while (!os.empty()) os.pop();
    os.running = false;
    reportFatal(f);
    status = 255;
  }
  while (!os.empty()) os.pop();
  os.running = false;
}

void outputRequestStartup() {
  IniSettings& ini = ctx().ini;
  std::string handler = ini.get("output_handler").value_or("");
  if (!handler.empty()) {
    // php names the failure after the request startup, in "Unknown" on line 0.
    TypedValue h = makeStringNoIncRef(StringData::make(handler));
    Buffer b = makeBuffer(0, OutputStack::kHandlerStdFlags);
    ResolvedCallable rc;
    std::string error;
    bool ok;
    {
      QuietCallableCheck quiet;
      ok = resolveCallable(h, rc, &error, nullptr);
    }
    if (!ok) {
      raiseErrorAt(E_WARNING, "PHP Request Startup: " + error, "Unknown", 0);
      tvDecRef(h);
      return;
    }
    b.callback = h;
    b.flags |= OutputStack::kHandlerUser;
    b.name = callableName(h);
    ctx().output.push(std::move(b));
    return;
  }
  int64_t size = ini.getInt("output_buffering");
  if (size) ctx().output.push(makeBuffer(size > 1 ? size : 0, OutputStack::kHandlerStdFlags));
}

namespace {

void f_ob_get_contents(NativeArgs& a) {
  OutputStack& os = ctx().output;
  if (os.empty()) a.retBool(false);
  else a.retString(os.top().data);
}

void f_ob_get_length(NativeArgs& a) {
  OutputStack& os = ctx().output;
  if (os.empty()) a.retBool(false);
  else a.retInt(int64_t(os.top().data.size()));
}

void f_ob_get_level(NativeArgs& a) { a.retInt(int64_t(ctx().output.level())); }

void f_ob_get_clean(NativeArgs& a) {
  checkNotRunning("ob_get_clean");
  OutputStack& os = ctx().output;
  if (os.empty()) {
    a.retBool(false);
    return;
  }
  std::string data = os.top().data;
  std::string name = os.top().name;
  int level = int(os.level() - 1);
  if (!stackPop(kPopDiscard | kPopTry, "ob_get_clean"))
    raiseNotice("ob_get_clean(): Failed to delete buffer of %s (%d)", name.c_str(), level);
  a.retString(data);
}

void f_ob_get_flush(NativeArgs& a) {
  checkNotRunning("ob_get_flush");
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_get_flush(): Failed to delete and flush buffer. No buffer to delete or flush");
    a.retBool(false);
    return;
  }
  std::string data = os.top().data;
  std::string name = os.top().name;
  int level = int(os.level() - 1);
  if (!stackPop(kPopTry, "ob_get_flush"))
    raiseNotice("ob_get_flush(): Failed to delete buffer of %s (%d)", name.c_str(), level);
  a.retString(data);
}

void f_ob_end_clean(NativeArgs& a) {
  checkNotRunning("ob_end_clean");
  if (ctx().output.empty()) {
    raiseNotice("ob_end_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  a.retBool(stackPop(kPopDiscard | kPopTry, "ob_end_clean"));
}

void f_ob_end_flush(NativeArgs& a) {
  checkNotRunning("ob_end_flush");
  if (ctx().output.empty()) {
    raiseNotice("ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush");
    a.retBool(false);
    return;
  }
  a.retBool(stackPop(kPopTry, "ob_end_flush"));
}

void f_ob_clean(NativeArgs& a) {
  checkNotRunning("ob_clean");
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  if (!cleanTop()) {
    raiseNotice("ob_clean(): Failed to delete buffer of %s (%d)", os.top().name.c_str(), int(os.level() - 1));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_ob_flush(NativeArgs& a) {
  checkNotRunning("ob_flush");
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_flush(): Failed to flush buffer. No buffer to flush");
    a.retBool(false);
    return;
  }
  if (!flushTop()) {
    raiseNotice("ob_flush(): Failed to flush buffer of %s (%d)", os.top().name.c_str(), int(os.level() - 1));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_flush(NativeArgs&) {
  // php's flush() sends what reached the SAPI (not the ob_* buffers): a web
  // request's client gets it now.
  ctx().output.flushStdout();
  if (WebRequest* web = webRequest()) web->flush();
}

void f_ob_implicit_flush(NativeArgs&) {}

void f_ob_list_handlers(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(4);
  for (auto& b : ctx().output.buffers()) ArrayData::append(r, makeStringNoIncRef(StringData::make(b.name)));
  a.retArray(r);
}

/// php_output_handler_status: one handler's entry of ob_get_status().
ArrayData* handlerStatus(const Buffer& b, size_t level) {
  ArrayData* r = ArrayData::makeHash(8);
  ArrayData::setStr(r, StringData::interned("name"), makeStringNoIncRef(StringData::make(b.name)));
  ArrayData::setStr(r, StringData::interned("type"), makeInt(b.flags & 0xf));
  ArrayData::setStr(r, StringData::interned("flags"), makeInt(b.flags));
  ArrayData::setStr(r, StringData::interned("level"), makeInt(int64_t(level)));
  ArrayData::setStr(r, StringData::interned("chunk_size"), makeInt(b.chunkSize));
  ArrayData::setStr(r, StringData::interned("buffer_size"), makeInt(int64_t(b.size)));
  ArrayData::setStr(r, StringData::interned("buffer_used"), makeInt(int64_t(b.data.size())));
  return r;
}

void f_ob_get_status(NativeArgs& a) {
  OutputStack& os = ctx().output;
  if (os.empty()) return a.retArray(ArrayData::makePacked(0));
  if (a.bOr(0, false)) {
    ArrayData* r = ArrayData::makePacked(uint32_t(os.level()));
    for (size_t i = 0; i < os.level(); ++i) ArrayData::append(r, makeArrayNoIncRef(handlerStatus(os.buffers()[i], i)));
    return a.retArray(r);
  }
  a.retArray(handlerStatus(os.top(), os.level() - 1));
}

/// output_handler and output_buffering apply at startup only (PHP_INI_PERDIR).
bool refuseAtRuntime(std::string_view) { return false; }
[[maybe_unused]] const int kOutputHandlerHook = registerIniModifyHook("output_handler", refuseAtRuntime);
[[maybe_unused]] const int kOutputBufferingHook = registerIniModifyHook("output_buffering", refuseAtRuntime);

const BuiltinDecl kOutputBuiltins[] = {
    {"ob_start($callback = null, int $chunk_size = 0, int $flags = PHP_OUTPUT_HANDLER_STDFLAGS): bool", f_ob_start},
    {"ob_get_contents(): string|false", f_ob_get_contents},
    {"ob_get_length(): int|false", f_ob_get_length},
    {"ob_get_level(): int", f_ob_get_level},
    {"ob_get_clean(): string|false", f_ob_get_clean},
    {"ob_get_flush(): string|false", f_ob_get_flush},
    {"ob_end_clean(): bool", f_ob_end_clean},
    {"ob_end_flush(): bool", f_ob_end_flush},
    {"ob_clean(): bool", f_ob_clean},
    {"ob_flush(): bool", f_ob_flush},
    {"flush(): void", f_flush},
    {"ob_implicit_flush(bool $enable = true): void", f_ob_implicit_flush},
    {"ob_list_handlers(): array", f_ob_list_handlers},
    {"ob_get_status(bool $full_status = false): array", f_ob_get_status},
};
HOP_REGISTER_BUILTINS(kOutputBuiltins);

} // namespace

} // namespace hop
