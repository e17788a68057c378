// output.h — everything a request prints goes through OutputStack: the
// ob_start() buffers when there are any, else a block buffer on stdout that
// is flushed at request end, before anything is written to stderr, and when
// it grows past 64 KiB.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/value/typed-value.h"

namespace hop {

class OutputStack {
public:
  OutputStack();
  ~OutputStack();

  void write(std::string_view s) {
    if (!m_buffers.empty()) m_buffers.back().data.append(s.data(), s.size());
    else writeStdout(s);
  }
  void write(char c) { write(std::string_view(&c, 1)); }
  /// Sends pending stdout bytes to the file descriptor.
  void flushStdout();

  // --- ob_* ------------------------------------------------------------------
  struct Buffer {
    std::string data;
    TypedValue callback;   // Uninit when none
    int64_t chunkSize = 0;
    std::string name = "default output handler";
  };
  void push(TypedValue callback, int64_t chunkSize);
  bool empty() const { return m_buffers.empty(); }
  size_t level() const { return m_buffers.size(); }
  Buffer& top() { return m_buffers.back(); }
  /// Removes the top buffer and returns its contents (without running the callback).
  std::string pop();
  std::vector<Buffer>& buffers() { return m_buffers; }

private:
  void writeStdout(std::string_view s) {
    m_stdout.append(s.data(), s.size());
    if (m_stdout.size() > 65536) flushStdout();
  }
  std::vector<Buffer> m_buffers;
  std::string m_stdout;
};

} // namespace hop
