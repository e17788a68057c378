// headers.cpp — header(), headers_sent(), headers_list(), header_remove(),
// http_response_code() and header_register_callback(): the CLI sends no
// headers and lists none, but php still tracks the response code, validates
// header lines, and refuses changes once output has started ("headers
// already sent"); a web request (runtime/base/sapi.h) keeps the headers.
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

// header_register_callback()'s callback always runs by request end
// (OutputStack::sendHeaders), so nothing is left in it when the state dies.
ResponseHeaders& state() { return responseHeaders(); }

/// php's warning when headers can no longer change; true if they can.
bool headersModifiable() {
  OutputStack& out = ctx().output;
  if (!out.headersSent()) return true;
  if (!out.outputStartFile().empty())
    raiseWarning("Cannot modify header information - headers already sent by (output started at %s:%d)",
                 out.outputStartFile().c_str(), out.outputStartLine());
  else
    raiseWarning("Cannot modify header information - headers already sent");
  return false;
}

bool startsWithCi(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (tolower(static_cast<unsigned char>(s[i])) != tolower(static_cast<unsigned char>(prefix[i]))) return false;
  return true;
}

void f_header(NativeArgs& a) {
  std::string_view line = a.sv(0);
  int64_t code = a.i64Or(2, 0);
  if (!headersModifiable()) return;
  // Trailing whitespace goes; an empty line does nothing.
  while (!line.empty() && isspace(static_cast<unsigned char>(line.back()))) line.remove_suffix(1);
  if (line.empty()) return;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\n' || line[i] == '\r') {
      raiseWarning("Header may not contain more than a single header, new line detected");
      return;
    }
    if (line[i] == '\0') {
      raiseWarning("Header may not contain NUL bytes");
      return;
    }
  }
  ResponseHeaders& st = state();
  if (startsWithCi(line, "HTTP/")) {
    // "HTTP/1.1 404 Not Found": the status code after the first space.
    size_t sp = line.find(' ');
    if (sp != std::string_view::npos) {
      int64_t c = 0;
      size_t i = sp + 1;
      while (i < line.size() && isdigit(static_cast<unsigned char>(line[i]))) c = c * 10 + (line[i++] - '0');
      st.code = c;
    }
    st.statusLine = std::string(line);
    return;
  }
  if (startsWithCi(line, "Content-Type:")) {
    // sapi_header_op: the first Content-Type gives the mimetype (text/* with
    // the default charset added), which mb_output_handler() reads.
    std::string_view v = line.substr(13);
    while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
    std::string mime(v);
    std::string charset = ctx().ini.get("default_charset").value_or("");
    if (!charset.empty() && mime.compare(0, 5, "text/") == 0 && mime.find("charset=") == std::string::npos)
      mime += ";charset=" + charset;
    if (st.mimetype.empty()) st.mimetype = mime;
    if (!webRequest()) st.defaultContentType = false;
  }
  if (webRequest()) {
    addResponseHeader(std::string(line), a.has(1) ? a.b(1) : true, code);
    return;
  }
  if (code > 0) st.code = code;
  // A redirect makes the response a 302 unless it already is a 201 or 3xx.
  if (startsWithCi(line, "Location:") && st.code != 201 && !(st.code >= 300 && st.code < 400))
    st.code = 302;
}

void f_header_remove(NativeArgs& a) {
  if (!headersModifiable() || !webRequest()) return;
  ResponseHeaders& st = state();
  if (!a.has(0)) {
    st.lines.clear();
    st.defaultContentType = true;
    return;
  }
  std::string_view name = a.sv(0);
  for (size_t i = 0; i < st.lines.size();) {
    std::string_view l = st.lines[i];
    size_t colon = l.find(':');
    std::string_view n = l.substr(0, colon);
    if (colon != std::string_view::npos && n.size() == name.size() && startsWithCi(n, name)) {
      st.lines.erase(st.lines.begin() + long(i));
      if (n.size() == 12 && startsWithCi(n, "content-type")) st.defaultContentType = true;
    } else {
      ++i;
    }
  }
}

void f_headers_sent(NativeArgs& a) {
  OutputStack& out = ctx().output;
  bool sent = out.headersSent();
  if (a.has(1)) tvSetRawMove(a.ref(1), makeInt(sent ? out.outputStartLine() : 0));
  if (a.has(0)) tvSetRawMove(a.ref(0), makeStringNoIncRef(StringData::make(sent ? out.outputStartFile() : "")));
  a.retBool(sent);
}

void f_headers_list(NativeArgs& a) {
  if (!webRequest()) {
    a.retArray(ArrayData::empty());   // the CLI keeps no headers
    return;
  }
  ResponseHeaders& st = state();
  ArrayData* r = ArrayData::makePacked(uint32_t(st.lines.size()));
  for (const std::string& l : st.lines) ArrayData::append(r, makeStringNoIncRef(StringData::make(l)));
  a.retArray(r);
}

void f_http_response_code(NativeArgs& a) {
  ResponseHeaders& st = state();
  int64_t code = a.i64Or(0, 0);
  if (code) {
    int64_t old = st.code;
    st.code = code;
    if (old) a.retInt(old);
    else a.retBool(true);
    return;
  }
  if (!st.code) a.retBool(false);
  else a.retInt(st.code);
}

void f_header_register_callback(NativeArgs& a) {
  a.retBool(true);
  if (ctx().output.headersSent()) return;   // too late: it would never run
  ResponseHeaders& st = state();
  tvDecRef(st.callback);
  st.callback = tvCopyValue(a.arg(0));
  ctx().output.headerCallback = [] {
    ResponseHeaders& s = state();
    TypedValue cb = s.callback;
    s.callback = makeUninit();
    if (cb.m_type == DataType::Uninit) return;
    try {
      tvDecRef(callCallable(cb, nullptr, 0));
    } catch (...) {
      tvDecRef(cb);
      throw;
    }
    tvDecRef(cb);
  };
}

const BuiltinDecl kHeaderBuiltins[] = {
    {"header(string $header, bool $replace = true, int $response_code = 0): void", f_header},
    {"header_remove(?string $name = null): void", f_header_remove},
    {"headers_sent(&$filename = null, &$line = null): bool", f_headers_sent},
    {"headers_list(): array", f_headers_list},
    {"http_response_code(int $response_code = 0): int|bool", f_http_response_code},
    {"header_register_callback(callable $callback): bool", f_header_register_callback},
};
HOP_REGISTER_BUILTINS(kHeaderBuiltins);

} // namespace

} // namespace hop
