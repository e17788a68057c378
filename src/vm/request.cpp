// request.cpp — the life of a request (see request.h).
#include "vm/request.h"

#include <sys/time.h>
#include <unistd.h>

#include <cstdlib>
#include <functional>
#include <mutex>
#include <new>

#include "bytecode/unit.h"
#include "compiler/compiler.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/request-local.h"
#include "runtime/base/sapi.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/closure.h"
#include "vm/execution-timer.h"
#include "vm/fiber.h"
#include "vm/generator.h"
#include "vm/lookup.h"
#include "vm/request-load-settings.h"
#include "vm/shared-units.h"
#include "vm/unit-loader.h"

extern char** environ;

namespace hop {

void unregisterFunc(Func* f);   // bytecode/unit.cpp: the Func is about to be freed
void defineStdStreams();
void streamsRequestShutdown();
void outputEndAll(int& status);   // builtins/output-functions.cpp   // ext/standard-streams: closes the request's streams

void initRuntime() {
  static std::once_flag once;
  std::call_once(once, [] {
    BuiltinRegistry::init();
    registerClosureClass();
    registerGeneratorClass();
    registerFiberClass();
  });
}

namespace {

double nowSeconds() {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  return double(tv.tv_sec) + double(tv.tv_usec) / 1e6;
}

void setGlobal(const char* name, TypedValue v) {
  ExecutionContext& ec = ctx();
  if (!ec.globals) ec.globals = ArrayData::makeHash(16);
  ArrayData::setStr(ec.globals, StringData::interned(name), v);
}

ArrayData* stringList(const std::vector<std::string>& items) {
  ArrayData* a = ArrayData::makePacked(uint32_t(items.size()));
  for (const std::string& s : items) ArrayData::append(a, makeStringNoIncRef(StringData::make(s)));
  return a;
}

void setupSuperglobals(const RequestOptions& opts) {
  if (WebRequest* web = webRequest()) return setupWebSuperglobals(*web);   // src/server
  ExecutionContext& ec = ctx();
  ArrayData* argv = stringList(opts.argv);
  ArrayData* env = ArrayData::makeHash(32);
  for (char** e = environ; e && *e; ++e) {
    std::string_view kv(*e);
    size_t eq = kv.find('=');
    if (eq == std::string_view::npos) continue;
    StringData* k = StringData::make(kv.substr(0, eq));
    ArrayData::setStr(env, k, makeStringNoIncRef(StringData::make(kv.substr(eq + 1))));
    k->decRef();
  }
  ArrayData* server = env->copy();
  auto sset = [&](const char* k, TypedValue v) { ArrayData::setStr(server, StringData::interned(k), v); };
  const std::string& name = opts.scriptName.empty() ? opts.scriptPath : opts.scriptName;
  sset("PHP_SELF", makeStringNoIncRef(StringData::make(name)));
  sset("SCRIPT_NAME", makeStringNoIncRef(StringData::make(name)));
  sset("SCRIPT_FILENAME", makeStringNoIncRef(opts.noScriptFile ? StringData::empty() : StringData::make(name)));
  sset("PATH_TRANSLATED", makeStringNoIncRef(opts.noScriptFile ? StringData::empty() : StringData::make(name)));
  sset("DOCUMENT_ROOT", makeStringNoIncRef(StringData::empty()));
  sset("REQUEST_TIME_FLOAT", makeDouble(ec.requestStartTime));
  sset("REQUEST_TIME", makeInt(int64_t(ec.requestStartTime)));
  // register_argc_argv=Off (startup only) leaves argv/argc out entirely.
  bool registerArgv = ec.ini.getBool("register_argc_argv");
  if (registerArgv) {
    argv->incRef();
    sset("argv", makeArrayNoIncRef(argv));
    sset("argc", makeInt(int64_t(opts.argv.size())));
  }
  setGlobal("_SERVER", makeArrayNoIncRef(server));
  setGlobal("_ENV", makeArrayNoIncRef(env));
  for (const char* n : {"_GET", "_POST", "_COOKIE", "_FILES", "_REQUEST"})
    setGlobal(n, makeArrayNoIncRef(ArrayData::empty()));
  if (registerArgv) {
    setGlobal("argv", makeArrayNoIncRef(argv));
    setGlobal("argc", makeInt(int64_t(opts.argv.size())));
  } else {
    argv->decRef();
  }
}

} // namespace

namespace {
/// One of a Throwable's properties (file, line, message), declared by its root class.
TypedValue exceptionProp(ObjectData* ex, const char* name) {
  Class* cls = ex->cls();
  const Class* base = cls;
  while (base->parent) base = base->parent;
  bool acc;
  int64_t slot = cls->findProp(name, base, acc);
  return slot >= 0 ? *tvDeref(ex->prop(uint32_t(slot))) : makeNull();
}

/// Where an exception was thrown (its file and line properties).
void exceptionPlace(ObjectData* ex, std::string& file, int& line) {
  file = toStdString(exceptionProp(ex, "file"));
  line = static_cast<int>(toInt(exceptionProp(ex, "line")));
}
} // namespace

/// php's message for an exception nobody caught (zend_exception_error).
void reportUncaught(ObjectData* ex, int severity) {
  ExecutionContext& ec = ctx();
  Class* cls = ex->cls();
  std::string file;
  int line = 0;
  exceptionPlace(ex, file, line);
  if (classImplements(cls, "Throwable") && (cls->name->view() == "ParseError" || cls->name->view() == "CompileError")) {
    std::string msg = toStdString(exceptionProp(ex, "message"));
    reportFatal(FatalError{msg, cls->name->view() == "ParseError" ? E_PARSE : E_COMPILE_ERROR, file, line});
    return;
  }
  std::string str;
  try {
    StringData* s = objectToString(ex);
    str = s->str();
    s->decRef();
  } catch (PhpException& inner) {
    inner.obj->decRef();
    str = cls->name->str();
  }
  reportFatal(FatalError{"Uncaught " + str + "\n  thrown", severity, file, line});
  (void)ec;
}

namespace {

/// Prints what ended the request (`report`, inside a catch block: nothing may escape it). A fatal
/// raised meanwhile — memory_limit reached by an output buffer that cannot take the message, or by
/// the message's own strings — ends the request instead, as php's nested fatal does: printed in its
/// place, after the output buffers are thrown away when it is out of memory (or cannot be printed),
/// at the place of what it interrupted (`file`, `line`: the frames are gone by now).
void reportEnd(const std::function<void()>& report, const std::string& file, int line) {
  FatalError nested;
  try {
    report();
    return;
  } catch (FatalError& f) {
    nested = std::move(f);
  }
  if (nested.file.empty() || nested.line == 0) {
    nested.file = file;
    nested.line = line;
  }
  if (nested.kind != FatalKind::OutOfMemory) {
    try {
      reportFatal(nested);
      return;
    } catch (FatalError& f) {
      nested = std::move(f);
    }
  }
  OutputStack& out = ctx().output;
  out.running = false;
  while (!out.empty()) out.pop();
  reportFatal(nested);
}

/// Runs `body`, turning PHP's ways of ending a request into a status.
/// (Not a template: it calls itself for the exception handler, and a template
/// would instantiate itself with a new lambda type at every level.)
bool guarded(const std::function<void()>& body, int& status) {
  ExecutionContext& ec = ctx();
  // Whatever ended `body` left the registers where it happened; what runs
  // next (handlers, shutdown functions) starts with no PHP frame, as in php.
  struct ResetRegisters {
    VMState& vm;
    void operator()() const {
      vm.fp = nullptr;
      vm.pc = nullptr;
    }
  } reset{ec.vm};
  // A fatal error abandons the frames above the global scope's (no destructor, no unwinding):
  // the stack is given back down to the global frame, whose variables shutdown code still sees,
  // so that shutdown functions do not start at the depth where, say, a recursion ran out of memory.
  auto dropAbandonedFrames = [&ec] {
    VMState& vm = ec.vm;
    ActRec* gf = ec.globalFrame;
    if (!gf) return;
    TypedValue* top = gf->locals() + gf->m_func->numLocals;
    if (top >= vm.stackBase && top < vm.stackLimit && vm.sp > top) vm.sp = top;
  };
  try {
    body();
    return true;
  } catch (PhpException& e) {
    reset();
    // set_exception_handler() gets a chance first.
    ObjectData* ex = e.obj;
    if (!ec.exceptionHandlers.empty() && ec.exceptionHandlers.back().m_type != DataType::Null) {
      // php unsets the handler while it runs: an exception it throws is
      // reported as uncaught instead of calling it again.
      TypedValue h = ec.exceptionHandlers.back();
      ec.exceptionHandlers.back() = makeNull();
      TypedValue arg = makeObjectNoIncRef(ex);
      int st = 0;
      bool ok = guarded([&] {
        TypedValue r = callCallable(h, &arg, 1);
        tvDecRef(r);
      }, st);
      if (!ec.exceptionHandlers.empty() && ec.exceptionHandlers.back().m_type == DataType::Null)
        ec.exceptionHandlers.back() = h;
      else
        tvDecRef(h);
      tvDecRef(arg);
      status = ok ? 255 : st;
      return false;
    }
    std::string file;
    int line = 0;
    exceptionPlace(ex, file, line);
    reportEnd([ex] { reportUncaught(ex); }, file, line);
    ex->decRef();
    status = 255;
  } catch (FatalError& f) {
    if (f.file.empty()) currentFileAndLine(f.file, f.line);   // where it happened, before the reset
    reset();
    dropAbandonedFrames();
    // php runs no destructor after a fatal error (shutdown functions still run).
    ec.objects.markAllDestructed();
    // Out of memory, php throws the output buffers away (their handlers are not called) before it
    // prints the fatal: what they held may be what filled the memory.
    if (f.kind == FatalKind::OutOfMemory) {
      ec.output.running = false;
      while (!ec.output.empty()) ec.output.pop();
    }
    reportEnd([&f] { reportFatal(f); }, f.file, f.line);
    status = 255;
  } catch (std::bad_alloc&) {
    // The system refused memory (memory_limit raises its own fatal first): php's
    // "Out of memory" fatal, never an escaping exception.
    FatalError f{formatStr("Out of memory (allocated %zu bytes)", ec.heap.realUsage()), E_ERROR, "", 0};
    currentFileAndLine(f.file, f.line);
    reset();
    dropAbandonedFrames();
    ec.objects.markAllDestructed();
    reportEnd([&f] { reportFatal(f); }, f.file, f.line);
    status = 255;
  } catch (ExitRequest& x) {
    reset();
    status = x.status;
  }
  return false;
}

void runShutdown(int& status) {
  ExecutionContext& ec = ctx();
  // A fatal error or exit() may have left the registers inside the script;
  // shutdown code is called from the engine, with no PHP frame below it.
  ec.vm.fp = nullptr;
  ec.vm.pc = nullptr;
  // 1. register_shutdown_function() callbacks (they may register more). As
  //    in php, one that ends the request (a fatal error, exit(), an uncaught
  //    exception) ends the list: the rest do not run.
  for (size_t i = 0; i < ec.shutdownFunctions.size(); ++i) {
    auto fn = ec.shutdownFunctions[i];
    bool finished = guarded([&] {
      TypedValue r = callCallable(fn.first, fn.second.data(), uint32_t(fn.second.size()));
      tvDecRef(r);
    }, status);
    if (!finished) break;
  }
  // 2. Destructors: globals holding the last reference to an object first
  //    (in reverse order), then every other live object in creation order.
  guarded([&] {
    ActRec* gf = ec.globalFrame;
    if (gf) {
      for (bool changed = true; changed;) {
        changed = false;
        const Func* f = gf->m_func;
        for (int64_t i = int64_t(f->numNamedLocals) - 1; i >= 0; --i) {
          TypedValue& v = gf->locals()[i];
          const TypedValue& d = *tvDeref(&v);
          if (d.isObject() && d.m_data.pobj->m_hdr.m_count == 1 && (!v.isRef() || v.m_data.pref->m_hdr.m_count == 1)) {
            tvClear(v);
            changed = true;
          }
        }
      }
    }
    ec.objects.destructAll();
  }, status);
  // 3. Output buffers are flushed through their handlers, innermost first.
  guarded([&] { outputEndAll(status); }, status);
  // 3b. The modules' request shutdown (php's RSHUTDOWN: the session is written).
  guarded([&] { runRequestShutdownHooks(); }, status);
  // 4. Headers go now if no output sent them (header_register_callback runs;
  //    shutdown functions it registers come too late, as in php).
  guarded([&] { ec.output.sendHeaders(); }, status);
  guarded([&] { ec.output.flushStdout(); }, status);   // a failed write ends with 255
}

} // namespace

void resolveConfiguredIni(IniSettings& ini);   // builtins/parse-ini.cpp
/// php's start-up check of deprecated and removed directives (allow_url_include,
/// safe_mode, ...): reports them; false when php refuses to start (status 1).
bool checkStartupDirectives(const IniSettings& ini);   // builtins/ini-functions.cpp

void resolveSharedIni(IniSettings& ini) {
  initRuntime();
  // The INI parser makes its values in a request heap, and reads constants.
  ExecutionContext ec(ini);
  MemoryManager::Scope heapScope(ec.heap);
  ExecutionContext* prevExec = tl_exec;
  tl_exec = &ec;
  resolveConfiguredIni(ini);
  tl_exec = prevExec;
}

int runRequest(const RequestOptions& opts) {
  initRuntime();
  // Classes kept for later requests (vm/shared-units.h) are pooled once the
  // request's heap is gone (this is destroyed after `ec`).
  struct PoolClassesAfterRequest {
    ~PoolClassesAfterRequest() { returnPooledClasses(); }
  } poolClasses;
  ExecutionContext ec(opts.baseIni ? *opts.baseIni : opts.ini);
  MemoryManager::Scope heapScope(ec.heap);
  ExecutionContext* prevExec = tl_exec;
  tl_exec = &ec;
  if (WebRequest* web = webRequest()) ec.output.setWebSink(web);   // a server's request: output is its response
  initNativeStackLimit(ec);
  resolveConfiguredIni(ec.ini);   // -d values are INI lines: constants and expressions evaluated (those not yet)
  ec.refreshIniCache();
  runIniStartupHooks(ec.ini);   // before the script: their messages say "in Unknown on line 0"
  bool started = checkStartupDirectives(ec.ini);
  ec.scriptPath = opts.scriptPath;
  ec.argv = opts.argv;
  ec.requestStartTime = nowSeconds();
  forgetRequestLoadSettings();   // this request's ini is final now
  int status = 0;

  guarded([&] {
    if (!started) return;   // php refused to start (a removed directive): nothing runs
    setupSuperglobals(opts);
    defineStdStreams();
    initSystemLib();
    outputRequestStartup();   // the output_handler / output_buffering buffer
    runRequestStartHooks();   // the modules' RINIT (session.auto_start)
    if (opts.lines) {
      runLineProcessing(*opts.lines);
      return;
    }
    const std::string& src = opts.source;
    // php registers the main script, then requires auto_prepend_file (not for -r).
    ec.includedFiles.insert(opts.scriptPath);
    ec.includedOrder.push_back(opts.scriptPath);
    std::string prepend = opts.sourceIsCode ? "" : ec.ini.get("auto_prepend_file").value_or("");
    if (!prepend.empty()) runAutoFile(prepend);
    Unit* unit = nullptr;
    std::unique_ptr<CompileError> error;
    if (opts.sourceIsCode) {
      auto r = compileSource(src, opts.scriptPath, requestCompileOptions(true));
      if (auto* e = std::get_if<CompileError>(&r)) error = std::make_unique<CompileError>(std::move(*e));
      else {
        unit = std::get<std::unique_ptr<Unit>>(r).get();
        ec.units.push_back(std::move(std::get<std::unique_ptr<Unit>>(r)));
      }
    } else {
      unit = loadFileUnit(
          [&](std::string& out, SourceStamp& stamp) {
            // From the file when it must be compiled for the cache, so that
            // the stamp describes the bytes compiled.
            if ((sharedUnitCacheEnabled() || opts.sourceUnread) && readSourceFile(opts.scriptPath, out, stamp))
              return true;
            out = src;
            stamp = sourceStampOf(opts.scriptPath);
            stamp.settled = false;   // stat'ed after the read: it cannot vouch for these bytes
            return true;
          },
          opts.scriptPath, requestCompileOptions(false), error);
    }
    if (error) {
      raiseCompileDiagnostics(error->diagnostics, opts.scriptPath);
      throw FatalError{error->message, error->isParseError ? E_PARSE : E_COMPILE_ERROR, opts.scriptPath, error->line};
    }
    defineHoisted(unit);
    if (opts.lintOnly) return;
    TypedValue ret = runMainPseudoMain(unit);
    tvDecRef(ret);
    std::string append = opts.sourceIsCode ? "" : ec.ini.get("auto_append_file").value_or("");
    if (!append.empty()) {
      retireGlobalFrame();   // the main script's variables stay global for the appended file
      runAutoFile(append);
    }
  }, status);
  if (!started) status = 1;
  runShutdown(status);
  guarded([&] { streamsRequestShutdown(); }, status);
  fiberRequestShutdown(ec);
  stopExecutionTimer();   // max_execution_time covers shutdown functions and destructors too
  guarded([&] { ec.output.flushStdout(); }, status);
  resetRequestLocalState();   // thread_local builtin state: the thread's next request starts clean
  // The method copies the request's classes own (trait methods; the
  // systemlib's methods in a server) leave the FuncRegistry and give back
  // their inline-cache ids.
  // Copies of the shared units' methods go back to their pool (vm/shared-units.h).
  takePoolableClasses(ec.ownedClasses);   // they keep their method copies
  for (const auto& c : ec.ownedClasses) {
    releaseSharedMethodCopies(c.get());
    for (const auto& f : c->traitMethodCopies) unregisterFunc(f.get());
  }
  tl_exec = prevExec;
  return status;
}

} // namespace hop
