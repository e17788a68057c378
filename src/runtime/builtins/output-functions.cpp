// output-functions.cpp — output buffering (ob_*), flush.
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

constexpr int64_t kPhaseWrite = 0, kPhaseStart = 1, kPhaseClean = 2, kPhaseFlush = 4, kPhaseFinal = 8;

bool hasHandler(const OutputStack::Buffer& b) {
  return b.callback.m_type != DataType::Uninit && !b.callback.isNull();
}

/// Runs the top buffer's handler on `data` with the phase flags and returns
/// what it produces; without a handler (or when it returns false) the data
/// passes through. Output the handler itself prints is discarded.
std::string applyHandler(const std::string& data, int64_t phase) {
  OutputStack& os = ctx().output;
  OutputStack::Buffer& b = os.top();
  if (!hasHandler(b)) return data;
  if (!b.started) phase |= kPhaseStart;
  b.started = true;
  TypedValue cb = tvCopyValue(b.callback);   // the buffer may go while it runs
  TypedValue args[2] = {makeStringNoIncRef(StringData::make(data)), makeInt(phase)};
  struct Running {
    OutputStack& os;
    bool prev;
    ~Running() { os.running = prev; }
  } running{os, os.running};
  os.running = true;
  TypedValue r;
  try {
    r = callCallable(cb, args, 2);
  } catch (...) {
    tvDecRef(args[0]);
    tvDecRef(cb);
    throw;
  }
  tvDecRef(args[0]);
  tvDecRef(cb);
  std::string out;
  if (r.isBool()) {
    if (!r.m_data.num) out = data;   // false: the handler failed, the data passes through
  } else {
    appendToString(out, r);           // true gives nothing, as in php
  }
  tvDecRef(r);
  return out;
}

/// Removes the top buffer, handing its (handled) contents to the level below.
/// If the handler throws or exits, the buffer still goes and its raw contents
/// pass on, as in php.
bool endBuffer(bool flush) {
  OutputStack& os = ctx().output;
  if (os.empty()) return false;
  std::string data = std::move(os.top().data);
  os.top().data.clear();
  std::string out;
  try {
    out = applyHandler(data, kPhaseFinal | (flush ? 0 : kPhaseClean));
  } catch (...) {
    if (!os.empty()) {
      os.pop();
      if (flush) os.write(data);
    }
    throw;
  }
  os.pop();
  if (flush) os.write(out);
  return true;
}

/// Passes the top buffer's contents through its handler to the level below.
void flushTop(int64_t phase) {
  OutputStack& os = ctx().output;
  std::string data = std::move(os.top().data);
  os.top().data.clear();
  std::string out;
  try {
    out = applyHandler(data, phase);
  } catch (...) {
    if (!os.empty()) os.writeBelowTop(data);
    throw;
  }
  os.writeBelowTop(out);
  // The buffer keeps its capacity: a chunked buffer would otherwise grow
  // from nothing again for every chunk (reallocations, fresh pages).
  if (!os.empty() && os.top().data.empty()) {
    data.clear();
    os.top().data.swap(data);
  }
}

void chunkFlush() {
  OutputStack& os = ctx().output;
  if (os.empty() || os.running) return;
  flushTop(kPhaseWrite);
}

[[maybe_unused]] const bool kChunkHookSet = (OutputStack::chunkHook = chunkFlush, true);

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

void f_ob_start(NativeArgs& a) {
  OutputStack& os = ctx().output;
  checkNotRunning("ob_start");
  TypedValue cb = a.has(0) && !a.isNull(0) ? tvCopyValue(a.argv[0]) : makeUninit();
  if (cb.m_type != DataType::Uninit && !isCallable(cb, false)) {
    tvDecRef(cb);
    raiseWarning("ob_start(): no array or string given");
    raiseNotice("ob_start(): Failed to create buffer");
    a.retBool(false);
    return;
  }
  os.push(cb, a.i64Or(1, 0));
  a.retBool(true);
}

} // namespace

/// php_output_end_all at request end: every buffer, innermost first, goes
/// through its handler with the FINAL flag. An exit() or exception in a
/// handler ends it: the buffers left are discarded (and so is the message of
/// the exception, which php prints into the running handler's buffer).
void outputEndAll(int& status) {
  OutputStack& os = ctx().output;
  try {
    while (!os.empty()) {
      std::string data = std::move(os.top().data);
      os.top().data.clear();
      std::string out = applyHandler(data, kPhaseFinal);   // on failure nothing passes on
      os.pop();
      os.write(out);
    }
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
  endBuffer(false);
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
  endBuffer(true);
  a.retString(data);
}

void f_ob_end_clean(NativeArgs& a) {
  checkNotRunning("ob_end_clean");
  if (!endBuffer(false)) {
    raiseNotice("ob_end_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_ob_end_flush(NativeArgs& a) {
  checkNotRunning("ob_end_flush");
  if (!endBuffer(true)) {
    raiseNotice("ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_ob_clean(NativeArgs& a) {
  checkNotRunning("ob_clean");
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  std::string data = std::move(os.top().data);
  os.top().data.clear();
  applyHandler(data, kPhaseClean);
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
  flushTop(kPhaseFlush);
  a.retBool(true);
}

void f_flush(NativeArgs&) {
  // php's flush() sends what reached the SAPI (not the ob_* buffers): a web
  // request's client gets it now.
  ctx().output.flushStdout();
}

void f_ob_implicit_flush(NativeArgs&) {}

void f_ob_list_handlers(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(4);
  for (auto& b : ctx().output.buffers()) {
    std::string name = "default output handler";
    if (b.callback.m_type != DataType::Uninit && !b.callback.isNull()) name = callableName(b.callback);
    ArrayData::append(r, makeStringNoIncRef(StringData::make(name)));
  }
  a.retArray(r);
}

void f_ob_get_status(NativeArgs& a) {
  OutputStack& os = ctx().output;
  ArrayData* r = ArrayData::makeHash(8);
  if (!os.empty()) {
    auto& b = os.top();
    ArrayData::setStr(r, StringData::interned("name"), makeStringNoIncRef(StringData::make(
        b.callback.m_type == DataType::Uninit ? "default output handler" : callableName(b.callback))));
    ArrayData::setStr(r, StringData::interned("type"), makeInt(b.callback.m_type == DataType::Uninit ? 0 : 1));
    ArrayData::setStr(r, StringData::interned("flags"), makeInt(112));
    ArrayData::setStr(r, StringData::interned("level"), makeInt(int64_t(os.level()) - 1));
    ArrayData::setStr(r, StringData::interned("chunk_size"), makeInt(b.chunkSize));
    ArrayData::setStr(r, StringData::interned("buffer_size"), makeInt(16384));
    ArrayData::setStr(r, StringData::interned("buffer_used"), makeInt(int64_t(b.data.size())));
  }
  a.retArray(r);
}

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
