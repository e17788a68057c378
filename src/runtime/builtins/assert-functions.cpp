// assert-functions.cpp — assert() and assert_options() (php's
// ext/standard/assert.c), the ASSERT_* constants, and the runtime rules of
// the settings they use: assert.active, assert.exception, assert.warning,
// assert.bail, assert.callback and zend.assertions.
//
// The compiler does half of assert()'s work (compiler/emit-assert.cpp): it
// drops or skips the call per zend.assertions and supplies the description
// "assert(<source>)". What is left runs here when the call happens:
//   assertion true                -> true
//   description is a Throwable    -> thrown as is
//   else: the callback (if any) gets (file, line, null[, description]), then
//   assert.exception=1            -> AssertionError(description), previous =
//                                    whatever the callback threw
//   else assert.warning=1         -> "Warning: assert(): DESCRIPTION failed"
//   assert.bail=1                 -> the request ends (uncaught error first)
//   otherwise                     -> false
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/request.h"

namespace hop {

namespace {

enum AssertOption : int64_t {
  kAssertActive = 1,
  kAssertCallback = 2,
  kAssertBail = 3,
  kAssertWarning = 4,
  kAssertException = 5,
};

/// The callback in force (a new reference): assert_options(ASSERT_CALLBACK)'s
/// or a runtime assert.callback value, else the startup assert.callback (as
/// php's ASSERTG(callback) falling back to ASSERTG(cb)). Uninit when none.
TypedValue currentCallback(ExecutionContext& ec) {
  if (!ec.assertCallback.isUninit()) return tvCopyValue(ec.assertCallback);
  if (!ec.assertStartupCallback.empty()) return makeStringNoIncRef(StringData::make(ec.assertStartupCallback));
  return makeUninit();
}

/// Calls the assert callback; returns what it threw (owned), or null.
ObjectData* runCallback(ExecutionContext& ec, StringData* description) {
  if (ec.assertCallback.isUninit() && !ec.assertStartupCallback.empty())
    ec.assertCallback = makeStringNoIncRef(StringData::make(ec.assertStartupCallback));
  if (ec.assertCallback.isUninit()) return nullptr;
  ResolvedCallable rc;
  TypedValue cb = ec.assertCallback;
  tvIncRef(cb);
  std::string error;
  if (!resolveCallable(cb, rc, &error, currentScope())) {
    // What php's call_user_function() throws for a value that is not callable.
    if (error.empty()) error = "no array or string given";
    ObjectData* invalid = makeThrowable("Error", "Invalid callback " + callableName(cb) + ", " + error);
    tvDecRef(cb);
    return invalid;
  }
  std::string file;
  int line = 0;
  currentFileAndLine(file, line);
  TypedValue args[4] = {makeStringNoIncRef(StringData::make(file)), makeInt(line), makeNull(), makeNull()};
  uint32_t n = 3;
  if (description) {
    description->incRef();
    args[3] = makeStringNoIncRef(description);
    n = 4;
  }
  ObjectData* thrown = nullptr;
  try {
    TypedValue r = invokeResolved(rc, args, n);
    tvDecRef(r);
  } catch (PhpException& e) {
    thrown = e.obj;
  }
  for (uint32_t i = 0; i < n; ++i) tvDecRef(args[i]);
  tvDecRef(cb);
  return thrown;
}

void setPrevious(ObjectData* ex, ObjectData* previous) {
  Class* cls = ex->cls();
  const Class* base = cls;
  while (base->parent) base = base->parent;
  bool acc;
  int64_t slot = cls->findProp("previous", base, acc);
  if (slot >= 0) tvSetRawMove(*ex->prop(uint32_t(slot)), makeObjectNoIncRef(previous));
  else previous->decRef();
}

// bool assert(mixed $assertion, Throwable|string|null $description = null)
void f_assert(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  // A passing assertion returns true whatever assert.active says (toBool
  // has no side effects): only a failing one reads the settings.
  if (toBool(a.arg(0)) || !ec.ini.getBool("assert.active")) {
    a.retBool(true);
    return;
  }
  StringData* description = nullptr;
  if (a.has(1) && a.arg(1).isObject()) {
    ObjectData* ex = a.obj(1);
    ex->incRef();
    throwObject(ex);
  }
  if (a.has(1) && a.arg(1).isString()) description = a.str(1);

  ObjectData* thrown = runCallback(ec, description);
  bool bail = ec.ini.getBool("assert.bail");
  if (ec.ini.getBool("assert.exception")) {
    ObjectData* ex = makeThrowable("AssertionError", description ? description->str() : "");
    if (thrown) setPrevious(ex, thrown);
    if (bail) {
      // With bail the error cannot be caught: it is reported, then the request ends.
      reportUncaught(ex);
      ex->decRef();
      throw ExitRequest{255};
    }
    throwObject(ex);
  }
  if (ec.ini.getBool("assert.warning"))
    raiseWarning("assert(): %s failed", description ? description->data() : "Assertion failed");
  if (bail) {
    // php reports what the callback threw as a warning, then ends the request.
    if (thrown) {
      reportUncaught(thrown, E_WARNING);
      thrown->decRef();
    }
    throw ExitRequest{0};
  }
  if (thrown) throwObject(thrown);
  a.retBool(false);
}

/// Sets an assert.* setting as php's assert_options does (through the
/// setting's modify rules, like ini_set).
void alterIni(ExecutionContext& ec, const char* name, const TypedValue& value) {
  std::string v = value.isBool() ? (value.m_data.num ? "1" : "") : toStdString(value);
  if (!runIniModifyHook(name, v)) return;
  ec.ini.set(name, v);
  ec.refreshIniCache();
}

// mixed assert_options(int $option, mixed $value = UNKNOWN)
void f_assert_options(NativeArgs& a) {
  ExecutionContext& ec = ctx();
  const char* setting = nullptr;
  switch (a.i64(0)) {
    case kAssertActive: setting = "assert.active"; break;
    case kAssertBail: setting = "assert.bail"; break;
    case kAssertWarning: setting = "assert.warning"; break;
    case kAssertException: setting = "assert.exception"; break;
    case kAssertCallback: {
      TypedValue old = currentCallback(ec);
      if (old.isUninit()) a.retNull();
      else a.retValue(old);
      if (a.has(1)) {
        tvDecRef(ec.assertCallback);
        ec.assertCallback = a.arg(1).isNull() ? makeUninit() : tvCopyValue(a.arg(1));
      }
      return;
    }
    default: throwError(ErrorKind::ValueError, "assert_options(): Argument #1 ($option) must be an ASSERT_* constant");
  }
  bool old = ec.ini.getBool(setting);
  if (a.has(1)) alterIni(ec, setting, a.arg(1));
  a.retInt(old ? 1 : 0);
}

/// zend.assertions may not switch between -1 (not compiled) and the other
/// values once the request runs: code compiled without assertions could not
/// start checking them.
bool onModifyAssertions(std::string_view newValue) {
  int64_t now = ctx().assertions;
  int64_t next = IniSettings::parseQuantity(newValue);
  if (now != next && (now < 0 || next < 0)) {
    raiseWarning("zend.assertions may be completely enabled or disabled only in php.ini");
    return false;
  }
  return true;
}

/// A runtime change of assert.callback replaces the callback in force.
bool onModifyCallback(std::string_view newValue) {
  ExecutionContext& ec = ctx();
  tvDecRef(ec.assertCallback);
  ec.assertCallback = newValue.empty() ? makeUninit() : makeStringNoIncRef(StringData::make(newValue));
  return true;
}

const int s_assertionsHook = registerIniModifyHook("zend.assertions", onModifyAssertions);
const int s_callbackHook = registerIniModifyHook("assert.callback", onModifyCallback);

const BuiltinDecl kAssertBuiltins[] = {
    {"assert(mixed $assertion, Throwable|string|null $description = null): bool", f_assert},
    {"assert_options(int $option, mixed $value = UNKNOWN): mixed", f_assert_options},
};
HOP_REGISTER_BUILTINS(kAssertBuiltins);

const ConstantDecl kAssertConstants[] = {
    {"ASSERT_ACTIVE", makeInt(kAssertActive)},       {"ASSERT_CALLBACK", makeInt(kAssertCallback)},
    {"ASSERT_BAIL", makeInt(kAssertBail)},           {"ASSERT_WARNING", makeInt(kAssertWarning)},
    {"ASSERT_EXCEPTION", makeInt(kAssertException)},
};
HOP_REGISTER_CONSTANTS(kAssertConstants);

} // namespace

} // namespace hop
