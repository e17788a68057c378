// line-processing.cpp — php -B/-R/-F/-E: code run around and for each line of standard input.
#include <unistd.h>

#include <cerrno>
#include <memory>
#include <string>

#include "compiler/compiler.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

/// Reads standard input line by line (php's php_stream_gets on its own stdin stream).
class StdinLines {
 public:
  /// The next line with its "\n" (the last may have none); false at the end.
  bool next(std::string& line) {
    line.clear();
    for (;;) {
      if (m_pos < m_buf.size()) {
        size_t nl = m_buf.find('\n', m_pos);
        size_t end = nl == std::string::npos ? m_buf.size() : nl + 1;
        line.append(m_buf, m_pos, end - m_pos);
        m_pos = end;
        if (nl != std::string::npos) return true;
      }
      if (m_eof) return !line.empty();
      m_buf.resize(1 << 16);
      ssize_t n;
      do n = ::read(0, m_buf.data(), m_buf.size());
      while (n < 0 && errno == EINTR);
      m_buf.resize(n > 0 ? size_t(n) : 0);
      m_pos = 0;
      if (n <= 0) m_eof = true;
    }
  }

 private:
  std::string m_buf;
  size_t m_pos = 0;
  bool m_eof = false;
};

/// Code given on the command line, compiled once under php's name for it
/// ("Command line run code"), kept by the request.
Unit* compileCommandLineCode(const std::string& code, const char* name) {
  auto r = compileSource(code, name, requestCompileOptions(true));
  if (auto* e = std::get_if<CompileError>(&r)) {
    raiseCompileDiagnostics(e->diagnostics, name);
    throw FatalError{e->message, e->isParseError ? E_PARSE : E_COMPILE_ERROR, name, e->line};
  }
  Unit* unit = std::get<std::unique_ptr<Unit>>(r).get();
  ctx().units.push_back(std::move(std::get<std::unique_ptr<Unit>>(r)));
  return unit;
}

/// Runs a unit's main code in the global scope; its variables stay global and
/// its frame's stack space is given back (a line's run leaves nothing behind).
void runInGlobalScope(Unit* unit) {
  VMState& vm = ctx().vm;
  TypedValue* base = vm.sp;
  defineHoisted(unit);
  TypedValue ret = runMainPseudoMain(unit);
  tvDecRef(ret);
  retireGlobalFrame();
  vm.sp = base;
}

/// A unit run again declares its functions again: php compiles the code (or
/// runs the file) anew for each line, so its second declaration is fatal.
void redeclareFunctions(Unit* unit) {
  for (uint32_t id : unit->hoistedFuncs) redeclaredFunction(unit->funcs[id].get(), unit->funcs[id].get());
}

void setGlobalValue(const char* name, TypedValue v) {
  ExecutionContext& ec = ctx();
  if (!ec.globals) ec.globals = ArrayData::makeHash(16);
  ArrayData::setStr(ec.globals, StringData::interned(name), v);
}

} // namespace

void runLineProcessing(const RequestOptions::LineProcessing& spec) {
  if (!spec.begin.empty()) runInGlobalScope(compileCommandLineCode(spec.begin, "Command line begin code"));
  Unit* run = spec.run.empty() ? nullptr : compileCommandLineCode(spec.run, "Command line run code");
  Unit* file = nullptr;
  if (!run && !spec.runFile.empty()) {
    std::unique_ptr<CompileError> error;
    file = loadFileUnit([&](std::string& src, SourceStamp& st) { return readSourceFile(spec.runFile, src, st); },
                        spec.runFile, requestCompileOptions(false), error);
    if (error) {
      raiseCompileDiagnostics(error->diagnostics, spec.runFile);
      throw FatalError{error->message, error->isParseError ? E_PARSE : E_COMPILE_ERROR, spec.runFile, error->line};
    }
  }
  if (run || file || !spec.end.empty()) {
    StdinLines in;
    std::string line;
    int64_t index = 0;
    while (in.next(line)) {
      // php cuts the line ending, but an empty line keeps one byte: a NUL
      // (its loop stops at length 0 and then takes len + 1 bytes).
      size_t len = line.size();
      while (len > 0 && len-- && (line[len] == '\n' || line[len] == '\r')) line[len] = '\0';
      setGlobalValue("argn", makeStringNoIncRef(StringData::make(std::string_view(line.data(), len + 1))));
      setGlobalValue("argi", makeInt(++index));
      if (Unit* u = run ? run : file) {
        if (index > 1) redeclareFunctions(u);
        runInGlobalScope(u);
      }
    }
  }
  if (!spec.end.empty()) runInGlobalScope(compileCommandLineCode(spec.end, "Command line end code"));
}

} // namespace hop
