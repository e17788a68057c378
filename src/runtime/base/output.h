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
    if (!m_buffers.empty()) {
      if (running) return;   // output of a handler while it runs is discarded, as in php
      Buffer& b = m_buffers.back();
      b.data.append(s.data(), s.size());
      if (b.chunkSize > 0 && b.data.size() >= size_t(b.chunkSize) && chunkHook) chunkHook();
    } else {
      writeStdout(s);
    }
  }
  /// Appends to the level below the top buffer (stdout when there is one buffer).
  void writeBelowTop(std::string_view s) {
    if (m_buffers.size() >= 2) m_buffers[m_buffers.size() - 2].data.append(s.data(), s.size());
    else writeStdout(s);
  }
  /// Set while an output handler runs.
  bool running = false;
  /// Called when the top buffer reaches its chunk size (ob_start's $chunk_size).
  static inline void (*chunkHook)() = nullptr;
  void write(char c) { write(std::string_view(&c, 1)); }
  /// Sends pending stdout bytes to the file descriptor.
  void flushStdout();

  // --- ob_* ------------------------------------------------------------------
  struct Buffer {
    std::string data;
    TypedValue callback;   // Uninit when none
    int64_t chunkSize = 0;
    std::string name = "default output handler";
    bool started = false;   // the handler has seen its first chunk (php passes START once)
  };
  void push(TypedValue callback, int64_t chunkSize);
  bool empty() const { return m_buffers.empty(); }
  size_t level() const { return m_buffers.size(); }
  Buffer& top() { return m_buffers.back(); }
  /// Removes the top buffer and returns its contents (without running the callback).
  std::string pop();
  std::vector<Buffer>& buffers() { return m_buffers; }

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

} // namespace hop
