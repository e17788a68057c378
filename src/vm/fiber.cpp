// fiber.cpp — the Fiber class (see fiber.h): starting, suspending, resuming
// and force-closing fibers, and the class's native methods.
//
// A switch has two sides. The resumer (start/resume/throw, or the
// destructor) parks its own execution state in locals of switchIntoFiber,
// installs the fiber's in the ExecutionContext and switches native stacks;
// when control comes back it puts its own state back. The fiber side
// (suspend, or the end of the fiber) saves the running state into its
// FiberData before switching back. Values and exceptions cross in the
// FiberData's transfer slot.
#include "vm/fiber.h"

#include <sys/mman.h>

#include <cerrno>
#include <cstring>
#include <exception>
#include <vector>

#include "jit/jit-runtime.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/graceful-exit.h"
#include "vm/native-context.h"

namespace hop {

namespace {

// php's ZEND_FIBER_DEFAULT_C_STACK_SIZE on 64-bit systems.
constexpr int64_t kDefaultStackSize = int64_t(2) << 20;
// The VM stack of a fiber: address space reserved, committed on use (as the
// main VM stack, execution-context.cpp).
constexpr size_t kFiberVMStackBytes = size_t(256) << 20;
#if defined(__SANITIZE_ADDRESS__)
// ASan's redzones make native frames several times larger.
constexpr size_t kStackScale = 4;
#else
constexpr size_t kStackScale = 1;
#endif

enum class FiberStatus : uint8_t { Init, Running, Suspended, Dead };

/// What crossed the last switch into or out of a fiber.
enum class Transfer : uint8_t {
  Value,       // transferValue holds a value (owned)
  Exception,   // transferValue holds a Throwable or a graceful exit (owned)
  Native,      // nativeException holds a C++ exception (fatal error, exit) leaving the fiber
  Abort,       // request teardown: unwind the fiber without running PHP code
};

/// Thrown at a suspension point when the request tears down a fiber that
/// was never unwound; nothing but the fiber's entry catches it.
struct FiberAbort {};

} // namespace

struct FiberData {
  ObjectData* obj = nullptr;
  TypedValue callable = makeUninit();   // kept alive until the fiber finishes (php's fci)
  ResolvedCallable target;              // resolved in the constructor's scope
  std::vector<TypedValue> startArgs;    // start()'s arguments (owned) until the entry takes them
  FiberStatus status = FiberStatus::Init;
  bool threw = false;        // finished by an exception (or exit)
  bool bailedOut = false;    // finished by a fatal error
  bool destroyed = false;    // force-closed: unwinding with a graceful exit
  bool aborted = false;      // unwound natively at request end
  TypedValue result = makeNull();

  // The fiber's execution state while it is not running. (While it runs,
  // this holds nothing: its state is in the ExecutionContext.)
  VMState vm;
  const char* nativeStackLimit = nullptr;
  int64_t errorReporting = 0;
  void* transCalls = nullptr;   // its runs of compiled code (jit::exchangeTransCalls); none at the start

  NativeStack stack;
  NativeContext context;
  NativeContext* resumer = nullptr;     // where suspending switches back to (while running)
  size_t usableStackBytes = 0;

  Transfer transfer = Transfer::Value;
  TypedValue transferValue = makeNull();
  std::exception_ptr nativeException;

  FiberData* prevLive = nullptr;
  FiberData* nextLive = nullptr;
};

namespace {

FiberData* fiberOf(ObjectData* o) { return o->nativeData<FiberData>(); }

[[noreturn]] void throwFiberError(const char* msg) { throw PhpException{makeThrowable("FiberError", msg)}; }

bool switchBlocked() { return ctx().fibers.switchBlocked > 0; }

// --- Stacks and the live list ----------------------------------------------------------------

void linkLive(FiberData* f) {
  FiberRequestState& fs = ctx().fibers;
  f->prevLive = nullptr;
  f->nextLive = fs.liveHead;
  if (fs.liveHead) fs.liveHead->prevLive = f;
  fs.liveHead = f;
}

void unlinkLive(FiberRequestState& fs, FiberData* f) {
  if (f->prevLive) f->prevLive->nextLive = f->nextLive;
  else if (fs.liveHead == f) fs.liveHead = f->nextLive;
  if (f->nextLive) f->nextLive->prevLive = f->prevLive;
  f->prevLive = f->nextLive = nullptr;
}

/// Frees what a fiber that no longer runs holds on the side (not while it is on its stack).
void releaseStacks(FiberRequestState& fs, FiberData* f) {
  unlinkLive(fs, f);
  f->vm.freeStack();
  std::vector<NativeFrame>().swap(f->vm.nativeFrames);
  f->stack.release();
}

/// The usable native stack size fiber.stack_size asks for; throws php's
/// Exception when it is too small.
size_t requestedStackSize() {
  ExecutionContext& ec = ctx();
  int64_t size = ec.fibers.stackSizeSetting;
  if (size < 0) {
    auto v = ec.ini.get("fiber.stack_size");
    size = v && !v->empty() ? IniSettings::parseQuantity(*v) : kDefaultStackSize;
  }
  const int64_t page = 4096;
  const int64_t minimum = page * 2;   // one page and the guard page, as php counts
  if (size < minimum)
    throw PhpException{makeThrowable(
        "Exception", formatStr("Fiber stack size is too small, it needs to be at least %lld bytes", (long long)minimum))};
  return size_t(size);
}

// --- The fiber side ----------------------------------------------------------------------------

/// Saves the running (fiber's) state and switches back to its resumer.
void switchOut(FiberData* f, bool dying) {
  ExecutionContext& ec = ctx();
  f->vm = std::move(ec.vm);
  f->nativeStackLimit = ec.nativeStackLimit;
  f->errorReporting = ec.errorReporting;
  f->transCalls = jit::exchangeTransCalls(nullptr);
  NativeContext* back = f->resumer;
  NativeContext::switchTo(f->context, *back, dying);
}

/// Takes what the resumer sent: returns a value, or throws.
TypedValue receive(FiberData* f) {
  Transfer kind = f->transfer;
  TypedValue v = f->transferValue;
  f->transferValue = makeNull();
  f->transfer = Transfer::Value;
  switch (kind) {
    case Transfer::Value: return v;
    case Transfer::Exception: throw PhpException{v.m_data.pobj};
    case Transfer::Abort: throw FiberAbort{};
    case Transfer::Native: break;
  }
  HOP_UNREACHABLE("a native exception sent into a fiber");
}

/// Runs the fiber's callable; everything that can leave it ends up in the transfer slot.
void runFiberBody(FiberData* f) {
  std::vector<TypedValue> args = std::move(f->startArgs);
  f->startArgs.clear();
  try {
    TypedValue r = invokeResolved(f->target, args.data(), uint32_t(args.size()));
    // getReturn() always returns by value.
    tvSetRawMove(f->result, tvCopyValue(r));
    tvDecRef(r);
  } catch (PhpException& e) {
    if (f->destroyed && isGracefulExit(e.obj)) {
      e.obj->decRef();   // the force-close completed
    } else {
      f->threw = true;
      f->transfer = Transfer::Exception;
      f->transferValue = makeObjectNoIncRef(e.obj);
    }
  } catch (FiberAbort&) {
    // Request teardown: nothing to report.
  } catch (FatalError& e) {
    // Its place is known only here, on the fiber's frames.
    if (e.file.empty()) currentFileAndLine(e.file, e.line);
    f->bailedOut = true;
    f->transfer = Transfer::Native;
    f->nativeException = std::current_exception();
  } catch (ExitRequest&) {
    f->threw = true;
    f->transfer = Transfer::Native;
    f->nativeException = std::current_exception();
  } catch (...) {
    f->bailedOut = true;
    f->transfer = Transfer::Native;
    f->nativeException = std::current_exception();
  }
  for (TypedValue& v : args) tvDecRef(v);
  // php lets go of the callable as soon as the fiber is done.
  TypedValue c = f->callable;
  f->callable = makeUninit();
  f->target = ResolvedCallable{};
  tvDecRef(c);
}

/// The first code on a fiber's native stack.
[[noreturn]] void fiberEntry(void* arg) {
  auto* f = static_cast<FiberData*>(arg);
  f->context.enterFirstTime();
  runFiberBody(f);
  f->status = FiberStatus::Dead;
  switchOut(f, true);
  HOP_UNREACHABLE("a finished fiber was resumed");
}

/// Fiber::suspend() in the running fiber `f`.
TypedValue suspendFiber(FiberData* f, TypedValue value) {
  f->transfer = Transfer::Value;
  f->transferValue = value;
  f->status = FiberStatus::Suspended;
  switchOut(f, false);
  return receive(f);
}

// --- The resumer side --------------------------------------------------------------------------

/// Switches into `f` (start, resume, throw or force-close) with `value`
/// (owned), and returns when it suspends or finishes.
void switchIntoFiber(FiberData* f, Transfer kind, TypedValue value) {
  ExecutionContext& ec = ctx();
  f->transfer = kind;
  f->transferValue = value;

  // The resumer's state waits here, on its own native stack.
  VMState mine = std::move(ec.vm);
  const char* myStackLimit = ec.nativeStackLimit;
  size_t myStackBytes = ec.nativeStackBytes;
  int64_t myErrorReporting = ec.errorReporting;
  FiberData* myFiber = ec.fibers.active;
  NativeContext here;

  ec.vm = std::move(f->vm);
  ec.vm.resumer = f->destroyed ? nullptr : &mine;
  ec.nativeStackLimit = f->nativeStackLimit;
  ec.nativeStackBytes = f->usableStackBytes;
  ec.errorReporting = f->errorReporting;
  ec.fibers.active = f;
  f->resumer = &here;
  f->status = FiberStatus::Running;
  void* myTransCalls = jit::exchangeTransCalls(f->transCalls);

  NativeContext::switchTo(here, f->context);

  jit::exchangeTransCalls(myTransCalls);

  // Back: the fiber suspended or finished, and saved its state in `f`.
  f->resumer = nullptr;
  f->vm.resumer = nullptr;
  ec.fibers.active = myFiber;
  ec.vm = std::move(mine);
  ec.nativeStackLimit = myStackLimit;
  ec.nativeStackBytes = myStackBytes;
  ec.errorReporting = myErrorReporting;
  if (f->status == FiberStatus::Dead) releaseStacks(ec.fibers, f);
}

/// What start/resume/throw return: the value the fiber suspended with or
/// null when it finished; its exception or fatal error propagates.
TypedValue takeResult(FiberData* f) {
  Transfer kind = f->transfer;
  TypedValue v = f->transferValue;
  f->transferValue = makeNull();
  f->transfer = Transfer::Value;
  switch (kind) {
    case Transfer::Value: return v;
    case Transfer::Exception: throw PhpException{v.m_data.pobj};
    case Transfer::Native: {
      std::exception_ptr e = f->nativeException;
      f->nativeException = nullptr;
      std::rethrow_exception(e);
    }
    case Transfer::Abort: break;
  }
  return makeNull();
}

/// Resumes `f`, keeping its object alive while it runs.
TypedValue resumeFiber(FiberData* f, Transfer kind, TypedValue value) {
  ObjectData* obj = f->obj;
  obj->incRef();
  switchIntoFiber(f, kind, value);
  TypedValue r;
  try {
    r = takeResult(f);
  } catch (...) {
    obj->decRef();
    throw;
  }
  obj->decRef();
  return r;
}

// --- Native class hooks ------------------------------------------------------------------------

void fiberInit(ObjectData* o) {
  auto* f = new (o->nativeData<FiberData>()) FiberData();
  f->obj = o;
}

/// Force-closes a suspended fiber whose last reference went away: php
/// resumes it with a graceful exit, so its finally blocks run.
void fiberDtor(ObjectData* o) {
  FiberData* f = fiberOf(o);
  if (f->status != FiberStatus::Suspended) return;
  f->destroyed = true;
  switchIntoFiber(f, Transfer::Exception, makeObjectNoIncRef(makeGracefulExit()));
  // A finished fiber gives null; an exception escaping a finally block
  // propagates from here (after the fiber is gone), a fatal error too.
  TypedValue r = takeResult(f);
  tvDecRef(r);
}

void fiberDestroy(ObjectData* o) {
  FiberData* f = fiberOf(o);
  if (f->stack.allocated() || f->vm.stackBase) releaseStacks(ctx().fibers, f);
  for (TypedValue& v : f->startArgs) tvDecRef(v);
  f->startArgs.clear();
  tvClear(f->callable);
  tvClear(f->result);
  tvClear(f->transferValue);
  f->~FiberData();
}

// --- Fiber's methods ---------------------------------------------------------------------------

void f_construct(NativeArgs& a) {
  FiberData* f = fiberOf(a.thisObj);
  if (f->status != FiberStatus::Init || f->callable.m_type != DataType::Uninit)
    throwFiberError("Cannot call constructor twice");
  ResolvedCallable rc;
  std::string err;
  // The parameter check already resolved it in the same scope.
  HOP_ALWAYS_ASSERT(resolveCallable(a.argv[0], rc, &err, currentScope()));
  f->callable = tvCopyValue(a.argv[0]);
  f->target = rc;
}

void f_start(NativeArgs& a) {
  FiberData* f = fiberOf(a.thisObj);
  if (switchBlocked()) throwFiberError("Cannot switch fibers in current execution context");
  if (f->status != FiberStatus::Init) throwFiberError("Cannot start a fiber that has already been started");
  if (f->callable.m_type == DataType::Uninit) {
    // php: a Fiber whose constructor never ran has nothing to call.
    throwError(ErrorKind::Error, "Fiber::start(): Argument #1 ($callback) must be a valid callback");
  }
  size_t usable = requestedStackSize();
  size_t mapped = usable * kStackScale + nativeStackReserveBytes();
  if (!f->stack.allocate(mapped)) {
    int e = errno;
    throw PhpException{makeThrowable("Exception", formatStr("Fiber stack allocate failed: mmap failed: %s (%d)",
                                                            std::strerror(e), e))};
  }
  f->vm.allocStack(kFiberVMStackBytes);
  f->vm.caches = &ctx().inlineCaches;
  f->usableStackBytes = usable;
  f->nativeStackLimit = f->stack.low() + nativeStackReserveBytes();
  // A new fiber starts with the configured error_reporting, not with the
  // resumer's (which may be silenced by @ right now).
  f->errorReporting = ctx().ini.isNull("error_reporting") ? 32767 : ctx().ini.getInt("error_reporting");
  f->context.init(f->stack, &fiberEntry, f);
  linkLive(f);
  for (uint32_t i = 0; i < a.count; ++i) f->startArgs.push_back(tvCopyValue(a.argv[i]));
  a.retValue(resumeFiber(f, Transfer::Value, makeNull()));
}

void f_resume(NativeArgs& a) {
  FiberData* f = fiberOf(a.thisObj);
  if (switchBlocked()) throwFiberError("Cannot switch fibers in current execution context");
  if (f->status != FiberStatus::Suspended) throwFiberError("Cannot resume a fiber that is not suspended");
  TypedValue v = a.has(0) ? tvCopyValue(a.arg(0)) : makeNull();
  a.retValue(resumeFiber(f, Transfer::Value, v));
}

void f_throw(NativeArgs& a) {
  FiberData* f = fiberOf(a.thisObj);
  if (switchBlocked()) throwFiberError("Cannot switch fibers in current execution context");
  if (f->status != FiberStatus::Suspended) throwFiberError("Cannot resume a fiber that is not suspended");
  ObjectData* exc = a.obj(0);
  exc->incRef();
  a.retValue(resumeFiber(f, Transfer::Exception, makeObjectNoIncRef(exc)));
}

void f_getReturn(NativeArgs& a) {
  FiberData* f = fiberOf(a.thisObj);
  const char* why;
  if (f->status == FiberStatus::Dead) {
    if (f->threw) why = "The fiber threw an exception";
    else if (f->bailedOut) why = "The fiber exited with a fatal error";
    else {
      a.retCopy(f->result);
      return;
    }
  } else if (f->status == FiberStatus::Init) {
    why = "The fiber has not been started";
  } else {
    why = "The fiber has not returned";
  }
  throw PhpException{makeThrowable("FiberError", std::string("Cannot get fiber return value: ") + why)};
}

void f_isStarted(NativeArgs& a) { a.retBool(fiberOf(a.thisObj)->status != FiberStatus::Init); }
void f_isSuspended(NativeArgs& a) { a.retBool(fiberOf(a.thisObj)->status == FiberStatus::Suspended); }
void f_isRunning(NativeArgs& a) { a.retBool(fiberOf(a.thisObj)->status == FiberStatus::Running); }
void f_isTerminated(NativeArgs& a) { a.retBool(fiberOf(a.thisObj)->status == FiberStatus::Dead); }

void f_suspend(NativeArgs& a) {
  FiberData* f = ctx().fibers.active;
  if (!f) throwFiberError("Cannot suspend outside of a fiber");
  if (f->destroyed) throwFiberError("Cannot suspend in a force-closed fiber");
  if (switchBlocked()) throwFiberError("Cannot switch fibers in current execution context");
  TypedValue v = a.has(0) ? tvCopyValue(a.arg(0)) : makeNull();
  a.retValue(suspendFiber(f, v));
}

void f_getCurrent(NativeArgs& a) {
  FiberData* f = ctx().fibers.active;
  if (!f) return;
  f->obj->incRef();
  a.retObject(f->obj);
}

void f_fiberErrorConstruct(NativeArgs& a) {
  throwErrorF(ErrorKind::Error, "The \"%s\" class is reserved for internal use and cannot be manually instantiated",
              a.thisObj->cls()->name->data());
}

const BuiltinDecl kFiberMethods[] = {
    {"Fiber::__construct", f_construct},       {"Fiber::start", f_start},
    {"Fiber::resume", f_resume},               {"Fiber::throw", f_throw},
    {"Fiber::getReturn", f_getReturn},         {"Fiber::isStarted", f_isStarted},
    {"Fiber::isSuspended", f_isSuspended},     {"Fiber::isRunning", f_isRunning},
    {"Fiber::isTerminated", f_isTerminated},   {"Fiber::suspend", f_suspend},
    {"Fiber::getCurrent", f_getCurrent},       {"FiberError::__construct", f_fiberErrorConstruct},
};
HOP_REGISTER_BUILTINS(kFiberMethods);

bool onStackSizeChange(std::string_view v) {
  ctx().fibers.stackSizeSetting = IniSettings::parseQuantity(v);
  return true;
}
const int s_stackSizeHook = registerIniModifyHook("fiber.stack_size", onStackSizeChange);

} // namespace

FiberSwitchBlock::FiberSwitchBlock() { ++ctx().fibers.switchBlocked; }
FiberSwitchBlock::~FiberSwitchBlock() { --ctx().fibers.switchBlocked; }

void registerFiberClass() {
  NativeClassHooks h;
  h.dataSize = sizeof(FiberData);
  h.init = fiberInit;
  h.dtor = fiberDtor;
  h.destroy = fiberDestroy;
  h.sweep = [](ObjectData* o) {
    FiberData* f = fiberOf(o);
    if (f->stack.allocated() || f->vm.stackBase) releaseStacks(ctx().fibers, f);
    f->~FiberData();
  };
  h.noClone = true;
  registerNativeClass("Fiber", h);
}

FiberView fiberView(ObjectData* fiber) {
  FiberData* f = fiber->nativeData<FiberData>();
  FiberView v;
  v.status = int(f->status);
  v.active = ctx().fibers.active == f;
  if (f->status == FiberStatus::Suspended) v.vm = &f->vm;
  v.callable = &f->callable;
  return v;
}

void fiberRequestShutdown(ExecutionContext& ec) {
  FiberRequestState& fs = ec.fibers;
  // Unwind the native frames of fibers nobody closed (their C++ locals own
  // memory outside the request heap). Each gets one try; unwinding one may
  // free others, so the list is searched again each time.
  for (;;) {
    FiberData* f = fs.liveHead;
    while (f && !(f->status == FiberStatus::Suspended && !f->aborted)) f = f->nextLive;
    if (!f) break;
    f->aborted = true;
    f->destroyed = true;
    switchIntoFiber(f, Transfer::Abort, makeNull());
    f->nativeException = nullptr;
    tvClear(f->transferValue);
  }
  while (fs.liveHead) releaseStacks(fs, fs.liveHead);
}

} // namespace hop
