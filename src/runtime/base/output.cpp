// output.cpp — the stdout block buffer and the ob_* buffer stack.
#include "runtime/base/output.h"

#include "runtime/base/errors.h"
#include "runtime/base/sapi.h"

#include <unistd.h>

#include <cerrno>

namespace hop {

OutputStack::OutputStack() { m_stdout.reserve(65536 + 4096); }

OutputStack::~OutputStack() {
  for (auto& b : m_buffers) tvDecRef(b.callback);
  flushStdout();
}

void OutputStack::startOutput() {
  if (m_sendingHeaders) return;   // output of the header callback itself
  currentFileAndLine(m_startFile, m_startLine);
  sendHeaders();
}

void OutputStack::sendHeaders() {
  if (m_headersSent || m_sendingHeaders) return;
  m_sendingHeaders = true;
  if (headerCallback) {
    std::function<void()> cb = std::move(headerCallback);
    headerCallback = nullptr;
    try {
      cb();
    } catch (...) {
      m_sendingHeaders = false;
      m_headersSent = true;
      if (m_web) m_web->sendHeaders();
      throw;
    }
  }
  m_sendingHeaders = false;
  m_headersSent = true;
  if (m_web) m_web->sendHeaders();
}

void OutputStack::flushStdout() {
  if (m_web) {
    if (!m_stdout.empty()) m_web->writeBody(m_stdout);
    m_stdout.clear();
    return;
  }
  const char* p = m_stdout.data();
  size_t n = m_stdout.size();
  while (n > 0) {
    ssize_t w = ::write(1, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      break;   // stdout closed: drop the output as php does
    }
    p += w;
    n -= size_t(w);
  }
  m_stdout.clear();
}

void OutputStack::push(TypedValue callback, int64_t chunkSize) {
  Buffer b;
  b.callback = callback;
  b.chunkSize = chunkSize;
  m_buffers.push_back(std::move(b));
}

std::string OutputStack::pop() {
  std::string s = std::move(m_buffers.back().data);
  tvDecRef(m_buffers.back().callback);
  m_buffers.pop_back();
  return s;
}

} // namespace hop
