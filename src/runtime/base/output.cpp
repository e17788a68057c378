// output.cpp — the stdout block buffer and the ob_* buffer stack.
#include "runtime/base/request-local.h"
#include "runtime/base/output.h"

#include "runtime/base/errors.h"
#include "runtime/base/sapi.h"
#include "runtime/heap/memory-manager.h"

#include <unistd.h>

#include <cerrno>
#include <exception>

namespace hop {


namespace {

// php_handle_aborted_connection: once stdout cannot be written (closed, a
// pipe whose reader left, a full disk) output is off and the script ends
// with status 255.
thread_local bool tl_stdoutFailed = false;
thread_local bool tl_inOutputDtor = false;
const RequestLocalReset kResetOutputFlags([] {
  tl_stdoutFailed = false;
  tl_inOutputDtor = false;
});

} // namespace

OutputStack::OutputStack() {
  m_stdout.reserve(65536 + 4096);
  tl_stdoutFailed = false;
}

OutputStack::~OutputStack() {
  for (auto& b : m_buffers) tvDecRef(b.callback);
  tl_inOutputDtor = true;
  flushStdout();
  tl_inOutputDtor = false;
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
  if (tl_stdoutFailed) {
    m_stdout.clear();
    return;
  }
  const char* p = m_stdout.data();
  size_t n = m_stdout.size();
  while (n > 0) {
    ssize_t w = ::write(1, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      tl_stdoutFailed = true;
      break;
    }
    p += w;
    n -= size_t(w);
  }
  m_stdout.clear();
  if (tl_stdoutFailed && !tl_inOutputDtor && std::uncaught_exceptions() == 0) throw ExitRequest{255};
}

void OutputStack::setAllocation(Buffer& b, size_t size) {
  if (tl_heap) tl_heap->resizeNative(b.counted, size);   // may raise the fatal: nothing changed yet
  b.counted = tl_heap ? size : 0;
  b.size = size;
}

void OutputStack::push(Buffer&& b) {
  setAllocation(b, b.size);
  m_buffers.push_back(std::move(b));
}

std::string OutputStack::pop() {
  Buffer& b = m_buffers.back();
  if (tl_heap) tl_heap->resizeNative(b.counted, 0);
  std::string s = std::move(b.data);
  tvDecRef(b.callback);
  m_buffers.pop_back();
  return s;
}

} // namespace hop
