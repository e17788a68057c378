// core-functions.cpp — builtins about the engine itself: function handling
// (func_get_args, call_user_func...), constants, error handling and
// reporting, ini settings, shutdown functions, backtraces, memory and misc.
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/callable.h"
#include "vm/cycle-collector.h"
#include "vm/lookup.h"

namespace hop {

void forbidDynamicCall(const NativeArgs& a) {
  if (HOP_UNLIKELY(a.dynamicCall)) throwErrorF(ErrorKind::Error, "Cannot call %s() dynamically", a.func->name->data());
}

TypedValue invokeForwardingNamedArgs(NativeArgs& a, const ResolvedCallable& rc, uint32_t first) {
  ArrayData* args = ArrayData::makeHash(a.count + 4);
  ArrayReleaser release{args};
  for (uint32_t i = first; i < a.count; ++i) ArrayData::append(args, tvCopyValue(a.argv[i]));
  for (uint32_t p = a.named->iterBegin(); a.named->iterValid(p); p = a.named->iterAdvance(p))
    ArrayData::setStr(args, a.named->iterKey(p).m_data.pstr, tvCopyValue(*a.named->iterValue(p)));
  return invokeWithNamedArgs(rc, args);
}

namespace {

/// The PHP frame that called the running builtin (null at top level).
ActRec* callerFrame() { return ctx().vm.fp; }

[[noreturn]] void cannotCallFromGlobalScope(const char* fn) {
  throwErrorF(ErrorKind::Error, "%s() cannot be called from the global scope", fn);
}

// --- Function handling ---------------------------------------------------------------

void collectArgs(ActRec* fp, std::vector<TypedValue>& out) {
  const Func* f = fp->m_func;
  uint32_t n = fp->m_numArgs;
  uint32_t np = f->numParams();
  uint32_t direct = n < np ? n : np;
  if (f->isVariadic() && direct == np) direct = np - 1;
  for (uint32_t i = 0; i < direct; ++i) out.push_back(fp->locals()[i]);
  if (f->isVariadic() && n >= np) {
    const TypedValue& va = *tvDeref(&fp->locals()[np - 1]);
    if (va.isArray())
      for (uint32_t p = va.m_data.parr->iterBegin(); va.m_data.parr->iterValid(p); p = va.m_data.parr->iterAdvance(p))
        if (va.m_data.parr->iterKey(p).isInt()) out.push_back(*va.m_data.parr->iterValue(p));   // not named ones
  } else if (fp->m_flags & ActRec::kHasExtraArgs) {
    auto it = ctx().extraArgs.find(fp);
    if (it != ctx().extraArgs.end())
      for (uint32_t p = it->second->iterBegin(); it->second->iterValid(p); p = it->second->iterAdvance(p))
        out.push_back(*it->second->iterValue(p));
  }
}

void f_func_get_args(NativeArgs& a) {
  ActRec* fp = callerFrame();
  if (!fp || fp->m_func->isPseudoMain()) cannotCallFromGlobalScope("func_get_args");
  forbidDynamicCall(a);
  std::vector<TypedValue> args;
  collectArgs(fp, args);
  ArrayData* r = ArrayData::makePacked(uint32_t(args.size()));
  for (auto& v : args) ArrayData::append(r, tvCopyValue(v));
  a.retArray(r);
}

void f_func_num_args(NativeArgs& a) {
  ActRec* fp = callerFrame();
  if (!fp || fp->m_func->isPseudoMain()) throwError(ErrorKind::Error, "func_num_args() must be called from a function context");
  forbidDynamicCall(a);
  a.retInt(fp->m_numArgs);
}

void f_func_get_arg(NativeArgs& a) {
  ActRec* fp = callerFrame();
  if (!fp || fp->m_func->isPseudoMain()) cannotCallFromGlobalScope("func_get_arg");
  int64_t i = a.i64(0);
  if (i < 0) throwError(ErrorKind::ValueError, "func_get_arg(): Argument #1 ($position) must be greater than or equal to 0");
  forbidDynamicCall(a);
  std::vector<TypedValue> args;
  collectArgs(fp, args);
  if (uint64_t(i) >= args.size())
    throwError(ErrorKind::ValueError,
               "func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function");
  a.retCopy(args[size_t(i)]);
}

void f_function_exists(NativeArgs& a) { a.retBool(lookupFunction(a.sv(0)) != nullptr); }


void f_call_user_func(NativeArgs& a) {
  if (HOP_UNLIKELY(a.named != nullptr)) {
    ResolvedCallable rc;
    std::string err;
    if (!resolveCallable(a.argv[0], rc, &err, currentScope()))
      throwErrorF(ErrorKind::TypeError, "call_user_func(): Argument #1 ($callback) must be a valid callback, %s",
                  err.c_str());
    a.retValue(invokeForwardingNamedArgs(a, rc, 1));
    return;
  }
  a.retValue(callCallable(a.argv[0], a.argv + 1, a.count - 1));
}

void f_call_user_func_array(NativeArgs& a) {
  ArrayData* args = a.arr(1);
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(a.argv[0], rc, &err, currentScope()))
    throwErrorF(ErrorKind::TypeError, "call_user_func_array(): Argument #1 ($callback) must be a valid callback, %s",
                err.c_str());
  // Positional and named arguments, as spreading would pass them.
  bool named = false;
  for (uint32_t p = args->iterBegin(); args->iterValid(p); p = args->iterAdvance(p))
    if (args->iterKey(p).isString()) named = true;
  if (!named) {
    std::vector<TypedValue> v;
    for (uint32_t p = args->iterBegin(); args->iterValid(p); p = args->iterAdvance(p)) v.push_back(*args->iterValue(p));
    a.retValue(invokeResolved(rc, v.data(), uint32_t(v.size())));
    return;
  }
  a.retValue(invokeWithNamedArgs(rc, args));
}

/// forward_static_call(_array): calls like call_user_func, but a static call
/// into the caller's class hierarchy keeps the caller's late static binding.
ResolvedCallable forwardStaticTarget(NativeArgs& a) {
  ActRec* fp = ctx().vm.fp;
  if (!fp || !frameSelf(fp))
    throwErrorF(ErrorKind::Error, "Cannot call %s() when no class scope is active", a.func->name->data());
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(a.argv[0], rc, &err, currentScope()))
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($callback) must be a valid callback, %s", a.func->name->data(),
                err.c_str());
  Class* called = frameStatic(fp);
  if (called && rc.cc.cls && !rc.cc.thisObj && called->isSubclassOf(rc.cc.cls)) rc.cc.cls = called;
  return rc;
}

void f_forward_static_call(NativeArgs& a) {
  ResolvedCallable rc = forwardStaticTarget(a);
  std::vector<TypedValue> args(a.argv + 1, a.argv + a.count);
  a.retValue(invokeResolved(rc, args.data(), uint32_t(args.size())));
}

void f_forward_static_call_array(NativeArgs& a) {
  ResolvedCallable rc = forwardStaticTarget(a);
  ArrayData* args = a.arr(1);
  bool named = false;
  for (uint32_t p = args->iterBegin(); args->iterValid(p); p = args->iterAdvance(p))
    if (args->iterKey(p).isString()) named = true;
  if (named) {
    a.retValue(invokeWithNamedArgs(rc, args));
    return;
  }
  std::vector<TypedValue> v;
  for (uint32_t p = args->iterBegin(); args->iterValid(p); p = args->iterAdvance(p)) v.push_back(*args->iterValue(p));
  a.retValue(invokeResolved(rc, v.data(), uint32_t(v.size())));
}

void f_register_shutdown_function(NativeArgs& a) {
  std::string err;
  ResolvedCallable rc;
  if (!resolveCallable(a.argv[0], rc, &err, currentScope()))
    throwErrorF(ErrorKind::TypeError,
                "register_shutdown_function(): Argument #1 ($callback) must be a valid callback, %s", err.c_str());
  chargeRequestRecord(128 + 16 * size_t(a.count));   // php's entry (callable, cache, arguments) in its heap
  std::vector<TypedValue> rest;
  for (uint32_t i = 1; i < a.count; ++i) rest.push_back(tvCopyValue(a.argv[i]));
  ctx().shutdownFunctions.emplace_back(callableForLater(a.argv[0], rc), std::move(rest));
}

void f_register_tick_function(NativeArgs& a) {
  std::string err;
  ResolvedCallable rc;
  if (!resolveCallable(a.argv[0], rc, &err, currentScope()))
    throwErrorF(ErrorKind::TypeError,
                "register_tick_function(): Argument #1 ($callback) must be a valid callback, %s", err.c_str());
  std::vector<TypedValue> rest;
  for (uint32_t i = 1; i < a.count; ++i) rest.push_back(tvCopyValue(a.argv[i]));
  ctx().tickFunctions.push_back({tvCopyValue(a.argv[0]), std::move(rest), false});
  a.retBool(true);
}

void f_unregister_tick_function(NativeArgs& a) {
  auto& fns = ctx().tickFunctions;
  for (size_t i = 0; i < fns.size(); ++i) {
    if (!looseEquals(fns[i].callback, a.arg(0))) continue;
    if (fns[i].calling)
      throwError(ErrorKind::Error, "Registered tick function cannot be unregistered while it is being executed");
    tvDecRef(fns[i].callback);
    for (TypedValue& v : fns[i].args) tvDecRef(v);
    fns.erase(fns.begin() + long(i));
    return;
  }
}

// --- Constants ---------------------------------------------------------------------

void f_define(NativeArgs& a) {
  std::string_view name = a.sv(0);
  ExecutionContext& ec = ctx();
  if (a.has(2) && a.b(2))
    raiseWarning("define(): Argument #3 ($case_insensitive) is ignored since declaration of case-insensitive constants is no longer supported");
  if (name.find("::") != std::string_view::npos) {
    throwError(ErrorKind::ValueError, "define(): Argument #1 ($constant_name) cannot be a class constant");
  }
  const std::string canon = canonicalConstantName(name);
  // php reserves __COMPILER_HALT_OFFSET__ (zend_register_constant) even where no __halt_compiler() defines it.
  if (ec.constants.count(canon) || BuiltinRegistry::lookupConstant(name) || name == "__COMPILER_HALT_OFFSET__") {
    raiseWarning("Constant %s already defined", canon.c_str());
    a.retBool(false);
    return;
  }
  chargeRequestRecord(88 + name.size());   // php's zend_constant, its bucket and name in its heap
  const auto rank = uint32_t(ec.constants.size());
  ec.constants[canon] = ConstantDef{tvCopyValue(a.argv[1]), false, canon == name ? std::string() : std::string(name), rank};
  a.retBool(true);
}

void f_defined(NativeArgs& a) {
  std::string_view name = a.sv(0);
  if (name.find("::") != std::string_view::npos) {
    std::string cls(name.substr(0, name.find("::")));
    Class* c = lookupClassAutoload(cls);
    a.retBool(c && c->findConst(name.substr(name.find("::") + 2)));
    return;
  }
  a.retBool(lookupConstant(name) != nullptr);
}

void f_constant(NativeArgs& a) {
  std::string_view name = a.sv(0);
  size_t sep = name.find("::");
  if (sep != std::string_view::npos) {
    std::string cls(name.substr(0, sep));
    Class* c = lookupClassOrThrow(cls);
    const TypedValue* v = classConstant(c, name.substr(sep + 2), currentScope());
    if (!v) throwErrorF(ErrorKind::Error, "Undefined constant %s", a.str(0)->data());
    a.retCopy(*v);
    return;
  }
  const TypedValue* v = lookupConstant(name);
  if (!v) throwErrorF(ErrorKind::Error, "Undefined constant \"%s\"", a.str(0)->data());
  a.retCopy(*v);
}

// --- Errors ------------------------------------------------------------------------

void f_error_reporting(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  a.retInt(ec.errorReporting);
  if (a.has(0) && !a.isNull(0)) {
    ec.errorReporting = a.i64(0);
    ec.ini.set("error_reporting", std::to_string(ec.errorReporting));
  }
}

void f_set_error_handler(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  if (!a.isNull(0) && !isCallable(a.argv[0], false)) {
    std::string err;
    ResolvedCallable rc;
    resolveCallable(a.argv[0], rc, &err, currentScope());
    throwErrorF(ErrorKind::TypeError, "set_error_handler(): Argument #1 ($callback) must be a valid callback or null, %s",
                err.c_str());
  }
  if (ec.errorHandlers.empty() || ec.errorHandlers.back().callback.isNull()) a.retNull();
  else a.retCopy(ec.errorHandlers.back().callback);
  ec.errorHandlers.push_back(ErrorHandler{tvCopyValue(a.argv[0]), a.i64Or(1, E_ALL)});
}

void f_restore_error_handler(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  if (!ec.errorHandlers.empty()) {
    tvDecRef(ec.errorHandlers.back().callback);
    ec.errorHandlers.pop_back();
  }
  a.retBool(true);
}

void f_set_exception_handler(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  if (ec.exceptionHandlers.empty() || ec.exceptionHandlers.back().isNull()) a.retNull();
  else a.retCopy(ec.exceptionHandlers.back());
  ec.exceptionHandlers.push_back(tvCopyValue(a.argv[0]));
}

void f_restore_exception_handler(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  if (!ec.exceptionHandlers.empty()) {
    tvDecRef(ec.exceptionHandlers.back());
    ec.exceptionHandlers.pop_back();
  }
  a.retBool(true);
}

void f_trigger_error(NativeArgs& a) {
  int64_t level = a.i64Or(1, E_USER_NOTICE);
  if (level != E_USER_ERROR && level != E_USER_WARNING && level != E_USER_NOTICE && level != E_USER_DEPRECATED)
    throwError(ErrorKind::ValueError,
               "trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED");
  if (level == E_USER_ERROR) {
    // A user handler may take it; otherwise it is fatal.
    ExecutionContext& ec = ctx();
    if (!ec.errorHandlers.empty() && (ec.errorHandlers.back().mask & E_USER_ERROR)) {
      raiseError(int(level), a.str(0)->str());
      a.retBool(true);
      return;
    }
    FatalError fatal{a.str(0)->str(), E_USER_ERROR, "", 0};
    currentFileAndLine(fatal.file, fatal.line);   // before unwinding (out of a fiber) loses the place
    throw fatal;
  }
  raiseError(int(level), a.str(0)->str());
  a.retBool(true);
}

void f_error_get_last(NativeArgs& a) {
  const auto& le = ctx().lastError;
  if (!le.type) {
    a.retNull();
    return;
  }
  ArrayData* r = ArrayData::makeHash(4);
  ArrayData::setStr(r, StringData::interned("type"), makeInt(le.type));
  ArrayData::setStr(r, StringData::interned("message"), makeStringNoIncRef(StringData::make(le.message)));
  ArrayData::setStr(r, StringData::interned("file"), makeStringNoIncRef(StringData::make(le.file)));
  ArrayData::setStr(r, StringData::interned("line"), makeInt(le.line));
  a.retArray(r);
}

void f_error_clear_last(NativeArgs&) { ctx().lastError = {}; }

void f_debug_backtrace(NativeArgs& a) {
  BacktraceOptions o;
  int64_t opts = a.i64Or(0, 1);
  o.withObject = opts & 1;
  o.withArgs = !(opts & 2);
  o.limit = int(a.i64Or(1, 0));
  o.includeNativeTop = false;
  a.retArray(captureBacktrace(o));
}

void f_debug_print_backtrace(NativeArgs& a) {
  BacktraceOptions o;
  int64_t opts = a.i64Or(0, 0);
  o.withArgs = !(opts & 2);
  o.limit = int(a.i64Or(1, 0));
  o.includeNativeTop = false;
  ArrayData* t = captureBacktrace(o);
  std::string s = traceToString(t);
  t->decRef();
  // debug_print_backtrace has no "{main}" line.
  size_t pos = s.rfind('#');
  s = pos == std::string::npos ? "" : s.substr(0, pos);
  ctx().write(s);
}

// --- ini -------------------------------------------------------------------------------

void f_ini_get(NativeArgs& a) {
  auto v = ctx().ini.get(a.sv(0));
  if (!v) a.retBool(false);
  else a.retString(*v);
}

void f_ini_set(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  std::string value = toStdString(a.argv[1]);
  if (a.arg(1).isBool()) value = a.arg(1).m_data.num ? "1" : "";
  // php's zend_alter_ini_entry: a registered directive a script may change (PHP_INI_USER).
  const IniDirective* d = findIniDirective(a.sv(0));
  if (!d || !(d->access & kIniUser) || !runIniModifyHook(a.sv(0), value)) {
    a.retBool(false);
    return;
  }
  auto old = ec.ini.set(a.sv(0), value);
  ec.refreshIniCache();
  if (old) a.retString(*old);
  else a.retBool(false);
}

void f_ini_restore(NativeArgs& a) {
  // php restores through the setting's modify handler, which may refuse;
  // a directive a script may not change is left alone.
  const IniDirective* d = findIniDirective(a.sv(0));
  if (!d || !(d->access & kIniUser)) return;
  auto def = ctx().ini.startupValue(a.sv(0));
  if (!runIniModifyHook(a.sv(0), def.value_or(""))) return;
  ctx().ini.restore(a.sv(0));
  ctx().refreshIniCache();
}

void f_set_include_path(NativeArgs& a) {
  // include_path may not be set empty (php's OnUpdateStringUnempty).
  if (a.sv(0).empty()) {
    a.retBool(false);
    return;
  }
  auto old = ctx().ini.set("include_path", a.sv(0));
  if (old) a.retString(*old);
  else a.retBool(false);
}

void f_get_include_path(NativeArgs& a) { a.retString(ctx().ini.get("include_path").value_or("")); }

// --- Misc ----------------------------------------------------------------------------------

void f_php_sapi_name(NativeArgs& a) { a.retString(sapiName()); }
void f_phpversion(NativeArgs& a) {
  if (a.has(0) && !a.isNull(0)) {
    if (const ExtensionInfo* e = ExtensionRegistry::find(a.sv(0))) a.retString(e->version);
    else a.retBool(false);
    return;
  }
  a.retString(kPhpVersion);
}
void f_zend_version(NativeArgs& a) { a.retString("4.2.36"); }
void f_php_uname(NativeArgs& a) {
  std::string mode(a.svOr(0, "a"));
  char host[256] = {0};
  gethostname(host, sizeof(host) - 1);
  if (mode == "s") a.retString("Linux");
  else if (mode == "n") a.retString(host);
  else if (mode == "m") a.retString("x86_64");
  else a.retString(std::string("Linux ") + host + " x86_64");
}
// gc_disable() stops automatic collection only (HopVM has none yet).
void f_gc_collect_cycles(NativeArgs& a) { a.retInt(collectCycles()); }
void f_gc_mem_caches(NativeArgs& a) { a.retInt(0); }
// The collector's switch is the zend.enable_gc setting, as in php.
void f_gc_enabled(NativeArgs& a) { a.retBool(ctx().ini.getBool("zend.enable_gc")); }
void f_gc_enable(NativeArgs&) { ctx().ini.set("zend.enable_gc", "1"); }
void f_gc_disable(NativeArgs&) { ctx().ini.set("zend.enable_gc", "0"); }
void f_gc_status(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(4);
  const CycleCollectorStats& st = cycleCollectorStats();
  ArrayData::setStr(r, StringData::interned("runs"), makeInt(st.runs));
  ArrayData::setStr(r, StringData::interned("collected"), makeInt(st.collected));
  ArrayData::setStr(r, StringData::interned("threshold"), makeInt(10001));
  ArrayData::setStr(r, StringData::interned("roots"), makeInt(0));
  a.retArray(r);
}
void f_ignore_user_abort(NativeArgs& a) { a.retInt(0); }
void f_connection_status(NativeArgs& a) { a.retInt(0); }

void f_getenv(NativeArgs& a) {
  if (!a.has(0) || a.isNull(0)) {
    // environ comes from <unistd.h> (declared there under _GNU_SOURCE).
    ArrayData* r = ArrayData::makeHash(32);
    for (char** e = environ; e && *e; ++e) {
      std::string_view kv(*e);
      size_t eq = kv.find('=');
      if (eq == std::string_view::npos) continue;
      StringData* k = StringData::make(kv.substr(0, eq));
      ArrayData::setStr(r, k, makeStringNoIncRef(StringData::make(kv.substr(eq + 1))));
      k->decRef();
    }
    a.retArray(r);
    return;
  }
  const char* v = ::getenv(a.str(0)->data());
  if (!v) a.retBool(false);
  else a.retString(v);
}

void f_putenv(NativeArgs& a) {
  std::string s = a.str(0)->str();
  if (s.empty() || s[0] == '=')
    throwError(ErrorKind::ValueError, "putenv(): Argument #1 ($assignment) must have a valid syntax");
  size_t eq = s.find('=');
  if (eq == std::string::npos) ::unsetenv(s.c_str());
  else ::setenv(s.substr(0, eq).c_str(), s.substr(eq + 1).c_str(), 1);
  a.retBool(true);
}

void f_extension_loaded(NativeArgs& a) {
  a.retBool(ExtensionRegistry::find(a.sv(0)) != nullptr);
}

void f_get_loaded_extensions(NativeArgs& a) {
  bool zend = a.bOr(0, false);
  ArrayData* r = ArrayData::makePacked(16);
  for (const ExtensionInfo& e : ExtensionRegistry::all())
    if (e.zend == zend) ArrayData::append(r, makeStringNoIncRef(StringData::make(e.name)));
  a.retArray(r);
}

/// The functions of a loaded extension: php's list for it (generated from
/// php), keeping those HopVM has; false for an unknown extension or one
/// without functions. "zend" names Core, as in php.
void f_get_extension_funcs(NativeArgs& a) {
  struct ExtFunc {
    const char* ext;
    const char* name;
  };
  static const ExtFunc kExtFuncs[] = {
#include "runtime/builtins/extension-funcs.inc"
  };
  std::string want = toLower(a.sv(0));
  if (want == "zend") want = "core";
  ArrayData* r = nullptr;
  for (const ExtFunc& f : kExtFuncs) {
    if (toLower(f.ext) != want || !BuiltinRegistry::lookup(f.name)) continue;
    if (!r) r = ArrayData::makePacked(64);
    ArrayData::append(r, makeStringNoIncRef(StringData::make(f.name)));
  }
  if (r) a.retArray(r);
  else a.retBool(false);
}

void f_sleep(NativeArgs& a) {
  ctx().output.flushStdout();
  ::sleep(unsigned(a.i64(0)));
  a.retInt(0);
}

void f_usleep(NativeArgs& a) {
  ctx().output.flushStdout();
  ::usleep(useconds_t(a.i64(0)));
}

void f_get_defined_functions(NativeArgs& a) {
  if (a.has(0) && !a.bOr(0, true))
    raiseDeprecated("get_defined_functions(): Setting $exclude_disabled to false has no effect");
  ArrayData* internal = ArrayData::makePacked(64);
  for (Func* f : BuiltinRegistry::all())
    if (BuiltinRegistry::lookup(f->name->view()) == f)   // not disabled
      ArrayData::append(internal, makeStringNoIncRef(StringData::make(f->name->view())));
  ArrayData* user = ArrayData::makePacked(8);
  for (auto& [k, f] : ctx().functions)
    if (f->unit->filePath != "[systemlib]") ArrayData::append(user, makeStringNoIncRef(StringData::make(k)));
  ArrayData* r = ArrayData::makeHash(2);
  ArrayData::setStr(r, StringData::interned("internal"), makeArrayNoIncRef(internal));
  ArrayData::setStr(r, StringData::interned("user"), makeArrayNoIncRef(user));
  a.retArray(r);
}

void f_get_included_files(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(4);
  for (auto& f : ctx().includedOrder) ArrayData::append(r, makeStringNoIncRef(StringData::make(f)));
  a.retArray(r);
}

const BuiltinDecl kCoreBuiltins[] = {
    {"func_get_args(): array", f_func_get_args, kAttrNoDynamicCall},
    {"func_num_args(): int", f_func_num_args, kAttrNoDynamicCall},
    {"func_get_arg(int $position): mixed", f_func_get_arg, kAttrNoDynamicCall},
    {"function_exists(string $function): bool", f_function_exists},
    {"call_user_func(callable $callback, mixed ...$args): mixed", f_call_user_func, kAttrForwardsNamedArgs},
    {"call_user_func_array(callable $callback, array $args): mixed", f_call_user_func_array},
    {"register_shutdown_function(callable $callback, mixed ...$args): ?bool", f_register_shutdown_function},
    {"register_tick_function(callable $callback, mixed ...$args): bool", f_register_tick_function},
    {"unregister_tick_function(callable $callback): void", f_unregister_tick_function},
    {"define(string $constant_name, mixed $value, bool $case_insensitive = false): bool", f_define},
    {"defined(string $constant_name): bool", f_defined},
    {"constant(string $name): mixed", f_constant},
    {"error_reporting(?int $error_level = null): int", f_error_reporting},
    {"set_error_handler(?callable $callback, int $error_levels = E_ALL)", f_set_error_handler},
    {"restore_error_handler(): bool", f_restore_error_handler},
    {"set_exception_handler(?callable $callback)", f_set_exception_handler},
    {"restore_exception_handler(): bool", f_restore_exception_handler},
    {"trigger_error(string $message, int $error_level = E_USER_NOTICE): bool", f_trigger_error},
    {"user_error(string $message, int $error_level = E_USER_NOTICE): bool", f_trigger_error},
    {"error_get_last(): ?array", f_error_get_last},
    {"error_clear_last(): void", f_error_clear_last},
    {"debug_backtrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): array", f_debug_backtrace},
    {"debug_print_backtrace(int $options = 0, int $limit = 0): void", f_debug_print_backtrace},
    {"ini_get(string $option): string|false", f_ini_get},
    {"ini_set(string $option, string|int|float|bool|null $value): string|false", f_ini_set},
    {"ini_alter(string $option, string|int|float|bool|null $value): string|false", f_ini_set},
    {"ini_restore(string $option): void", f_ini_restore},
    {"set_include_path(string $include_path): string|false", f_set_include_path},
    {"get_include_path(): string|false", f_get_include_path},
    {"php_sapi_name(): string|false", f_php_sapi_name},
    {"phpversion(?string $extension = null): string|false", f_phpversion},
    {"zend_version(): string", f_zend_version},
    {"php_uname(string $mode = \"a\"): string", f_php_uname},
    {"gc_collect_cycles(): int", f_gc_collect_cycles},
    {"gc_enabled(): bool", f_gc_enabled},
    {"gc_enable(): void", f_gc_enable},
    {"gc_disable(): void", f_gc_disable},
    {"gc_mem_caches(): int", f_gc_mem_caches},
    {"gc_status(): array", f_gc_status},
    {"ignore_user_abort(?bool $enable = null): int", f_ignore_user_abort},
    {"connection_status(): int", f_connection_status},
    {"connection_aborted(): int", f_connection_status},
    {"getenv(?string $name = null, bool $local_only = false): array|string|false", f_getenv},
    {"putenv(string $assignment): bool", f_putenv},
    {"extension_loaded(string $extension): bool", f_extension_loaded},
    {"get_loaded_extensions(bool $zend_extensions = false): array", f_get_loaded_extensions},
    {"get_extension_funcs(string $extension): array|false", f_get_extension_funcs},
    {"forward_static_call(callable $callback, mixed ...$args): mixed", f_forward_static_call},
    {"forward_static_call_array(callable $callback, array $args): mixed", f_forward_static_call_array},
    {"sleep(int $seconds): int", f_sleep},
    {"usleep(int $microseconds): void", f_usleep},
    {"get_defined_functions(bool $exclude_disabled = true): array", f_get_defined_functions},
    {"get_included_files(): array", f_get_included_files},
    {"get_required_files(): array", f_get_included_files},
};
HOP_REGISTER_BUILTINS(kCoreBuiltins);

// connection_status() bits (the CLI is always CONNECTION_NORMAL).
const ConstantDecl kConnectionConstants[] = {
    {"CONNECTION_ABORTED", makeInt(1)},
    {"CONNECTION_NORMAL", makeInt(0)},
    {"CONNECTION_TIMEOUT", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kConnectionConstants);

} // namespace

} // namespace hop
