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

constexpr int64_t kPhaseStart = 1, kPhaseClean = 2, kPhaseFlush = 4, kPhaseFinal = 8;

/// Runs the top buffer's callback on `data` (with the phase flags) and returns
/// what it produces; without a callback the data passes through.
std::string applyHandler(OutputStack::Buffer& b, const std::string& data, int64_t phase, bool& started) {
  if (b.callback.m_type == DataType::Uninit || b.callback.isNull()) return data;
  if (!started) phase |= kPhaseStart;
  started = true;
  TypedValue args[2] = {makeStringNoIncRef(StringData::make(data)), makeInt(phase)};
  TypedValue r = callCallable(b.callback, args, 2);
  tvDecRef(args[0]);
  std::string out;
  if (r.isBool() && !r.m_data.num) out = data;
  else appendToString(out, r);
  tvDecRef(r);
  return out;
}

// Whether each buffer's handler has seen its first chunk (php passes START once).
thread_local std::vector<bool> tl_started;

void syncStarted() { tl_started.resize(ctx().output.level(), false); }

/// Removes the top buffer, handing its (handled) contents to the level below.
bool endBuffer(bool flush) {
  OutputStack& os = ctx().output;
  if (os.empty()) return false;
  syncStarted();
  bool started = tl_started.back();
  std::string data = os.top().data;
  std::string out = applyHandler(os.top(), data, kPhaseFinal | (flush ? 0 : kPhaseClean), started);
  os.pop();
  tl_started.pop_back();
  if (flush) os.write(out);
  return true;
}

void f_ob_start(NativeArgs& a) {
  OutputStack& os = ctx().output;
  TypedValue cb = a.has(0) && !a.isNull(0) ? tvCopyValue(a.argv[0]) : makeUninit();
  if (cb.m_type != DataType::Uninit && !isCallable(cb, false)) {
    tvDecRef(cb);
    raiseWarning("ob_start(): no array or string given");
    raiseNotice("ob_start(): Failed to create buffer");
    a.retBool(false);
    return;
  }
  os.push(cb, a.i64Or(1, 0));
  syncStarted();
  a.retBool(true);
}

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
  if (!endBuffer(false)) {
    raiseNotice("ob_end_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_ob_end_flush(NativeArgs& a) {
  if (!endBuffer(true)) {
    raiseNotice("ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_ob_clean(NativeArgs& a) {
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_clean(): Failed to delete buffer. No buffer to delete");
    a.retBool(false);
    return;
  }
  syncStarted();
  bool started = tl_started.back();
  std::string data = os.top().data;
  applyHandler(os.top(), data, kPhaseClean, started);
  tl_started.back() = started;
  os.top().data.clear();
  a.retBool(true);
}

void f_ob_flush(NativeArgs& a) {
  OutputStack& os = ctx().output;
  if (os.empty()) {
    raiseNotice("ob_flush(): Failed to flush buffer. No buffer to flush");
    a.retBool(false);
    return;
  }
  syncStarted();
  bool started = tl_started.back();
  std::string data = std::move(os.top().data);
  os.top().data.clear();
  std::string out = applyHandler(os.top(), data, kPhaseFlush, started);
  tl_started.back() = started;
  // Write below the top buffer.
  auto& bufs = os.buffers();
  if (bufs.size() >= 2) bufs[bufs.size() - 2].data += out;
  else {
    OutputStack::Buffer top = std::move(bufs.back());
    bufs.pop_back();
    os.write(out);
    bufs.push_back(std::move(top));
  }
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
