// output.h — everything a request prints goes through OutputStack: the
// ob_start() buffers when there are any, else a block buffer on stdout (or a
// web request's response, sapi.h) that is flushed at request end, before
// anything is written to stderr, and when it grows past 64 KiB.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/value/typed-value.h"

namespace hop {

class WebRequest;

class OutputStack {
public:
  OutputStack();
  ~OutputStack();

  void write(std::string_view s) {
    if (m_buffers.empty()) {
      writeStdout(s);
      return;
    }
    if (s.empty()) return;
    Buffer& b = m_buffers.back();
    // php_output_handler_append: stored unless it fills a chunk (output of a
    // running handler is always stored); a disabled handler passes data on.
    if (!(b.flags & kHandlerDisabled) && (running || b.chunkSize <= 0 || b.data.size() + s.size() < size_t(b.chunkSize))) {
      append(b, s);
      return;
    }
    slowWrite(s);
  }
  /// Set while an output handler runs.
  bool running = false;
  /// The output layer's write through the handlers (php_output_op), for
  /// writes the fast path above does not take (output-functions.cpp).
  static inline void (*slowWrite)(std::string_view) = nullptr;
  void write(char c) { write(std::string_view(&c, 1)); }
  /// Sends pending stdout bytes to the file descriptor.
  void flushStdout();

  // --- ob_* ------------------------------------------------------------------
  /// php's PHP_OUTPUT_HANDLER_* bits: handler type (low nibble), abilities, state.
  static constexpr int kHandlerUser = 0x01, kHandlerCleanable = 0x10, kHandlerFlushable = 0x20,
                       kHandlerRemovable = 0x40, kHandlerStdFlags = 0x70, kHandlerStarted = 0x1000,
                       kHandlerDisabled = 0x2000, kHandlerProcessed = 0x4000;
  /// An internal handler (php_output_handler_func_t): the buffered data and
  /// the mode (PHP_OUTPUT_HANDLER_START|CLEAN|FLUSH|FINAL) give `out`; false
  /// is a failure (the handler is disabled and its data passes on).
  using InternalHandler = bool (*)(std::string_view in, int mode, std::string& out);
  struct Buffer {
    std::string data;
    TypedValue callback = makeUninit();   // a user handler (ob_start's callable)
    InternalHandler internal = nullptr;   // else an internal one; neither: php's default handler
    int64_t chunkSize = 0;
    int flags = kHandlerStdFlags;
    size_t size = 16384;                  // php's allocation, as ob_get_status() reports it
    size_t counted = 0;                   // what the request heap counts for it (size, once pushed)
    std::string name = "default output handler";
  };
  /// php_output_handler_start: the buffer goes on top of the stack.
  void push(Buffer&& b);
  bool empty() const { return m_buffers.empty(); }
  size_t level() const { return m_buffers.size(); }
  Buffer& top() { return m_buffers.back(); }
  /// Removes the top buffer (without running its handler) and returns its contents.
  std::string pop();
  std::vector<Buffer>& buffers() { return m_buffers; }
  /// PHP_OUTPUT_HANDLER_INITBUF_SIZE: php's buffer allocation for a chunk size.
  static size_t initBufSize(size_t chunk) { return chunk > 1 ? chunk + 4096 - chunk % 4096 : 16384; }
  /// Appends to a handler's buffer, growing its allocation as php does.
  static void append(Buffer& b, std::string_view s) {
    if (b.size <= b.data.size() + s.size()) {
      size_t growInt = initBufSize(size_t(b.chunkSize > 0 ? b.chunkSize : 0));
      size_t growBuf = initBufSize(b.data.size() + s.size() - b.size);
      setAllocation(b, b.size + (growInt > growBuf ? growInt : growBuf));
    }
    b.data.append(s.data(), s.size());
  }
  /// Sets a buffer's allocation (php's, `size`), counted in the request heap: php's memory_limit fatal
  /// when it cannot grow (the buffers are then discarded, FatalKind::OutOfMemory).
  static void setAllocation(Buffer& b, size_t size);
  /// Writes below the handlers (to stdout or the web response).
  void writeUnbuffered(std::string_view s) { writeStdout(s); }

  // --- Headers (the CLI sends none, but php tracks when they would go) --------
  /// Whether output has reached stdout (headers_sent()).
  bool headersSent() const { return m_headersSent; }
  /// Where the first output came from ("output started at FILE:LINE").
  const std::string& outputStartFile() const { return m_startFile; }
  int outputStartLine() const { return m_startLine; }
  /// header_register_callback(): run once, just before the headers are sent.
  std::function<void()> headerCallback;
  /// Sends the headers now if output has not yet (at request end).
  void sendHeaders();
  /// A web request gets the headers and the output instead of stdout.
  void setWebSink(WebRequest* r) { m_web = r; }

private:
  void writeStdout(std::string_view s) {
    if (!m_headersSent && !s.empty()) startOutput();
    m_stdout.append(s.data(), s.size());
    if (m_stdout.size() > 65536) flushStdout();
  }
  void startOutput();
  std::vector<Buffer> m_buffers;
  std::string m_stdout;
  bool m_headersSent = false;
  bool m_sendingHeaders = false;
  std::string m_startFile;
  int m_startLine = 0;
  WebRequest* m_web = nullptr;
};

/// php_output_start_internal: pushes an internal handler (URL-Rewriter...);
/// inside an output handler it is php's fatal error, named after `fn`
/// (output-functions.cpp).
bool outputStartInternal(const char* name, OutputStack::InternalHandler h, int64_t chunkSize, int flags, const char* fn);
/// php_request_startup's buffers: the output_handler setting, else
/// output_buffering (output-functions.cpp).
void outputRequestStartup();

} // namespace hop
