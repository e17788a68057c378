// interp-call.cpp — calls and returns: FPush* (build the callee's ActRec),
// FPass* (arguments by reference), FCall* (enter the callee), RetC, and
// invokeFunc for calls from C++.
#include <cstring>
#include <utility>
#include <sys/mman.h>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/method-access.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/closure.h"
#include "vm/interp-internal.h"
#include "jit/jit-runtime.h"
#include "vm/member-ops.h"
#include "vm/interp.h"
#include "vm/request-stack.h"
#include "vm/type-check.h"
#include "vm/typed-ref.h"

namespace hop {

// --- The VM stack -------------------------------------------------------------------------

namespace {
/// VM stacks freed on this thread, kept for its next ones: a server's request
/// thread mapped and unmapped its request's 256 MiB stack at every request
/// (mmap, munmap and the TLB shootdown: ~8% of a hello request's CPU). A kept
/// stack's pages are given back with MADV_DONTNEED, so it reads as zeroes
/// again, exactly as a new mapping; unmapped when the thread ends.
struct SpareStacks {
  struct Spare {
    void* base = nullptr;
    size_t bytes = 0;
  };
  Spare spares[2];   // the request's stack and a fiber's
  ~SpareStacks() {
    for (Spare& s : spares)
      if (s.base) ::munmap(s.base, s.bytes);
  }
};
thread_local SpareStacks t_spareStacks;
} // namespace

void VMState::allocStack(size_t bytes) {
  void* p = nullptr;
  for (SpareStacks::Spare& s : t_spareStacks.spares) {
    if (s.base && s.bytes == bytes) {
      p = std::exchange(s.base, nullptr);
      break;
    }
  }
  if (!p) {
    p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
  }
  stackBase = static_cast<TypedValue*>(p);
  stackLimit = initialVmStackLimit(stackBase, bytes);   // the rest counts against memory_limit (request-stack.h)
  stackBytes = bytes;
  sp = stackBase;
}

void VMState::freeStack() {
  if (stackBase) {
    releaseVmStackCount(*this);
    bool kept = false;
    for (SpareStacks::Spare& s : t_spareStacks.spares) {
      if (!s.base && ::madvise(stackBase, stackBytes, MADV_DONTNEED) == 0) {
        s.base = stackBase;
        s.bytes = stackBytes;
        kept = true;
        break;
      }
    }
    if (!kept) ::munmap(stackBase, stackBytes);
  }
  stackBase = stackLimit = sp = nullptr;
}

// --- Frames -------------------------------------------------------------------------------

void raiseUndefinedVariable(const Func* f, uint32_t local) {
  StringData* n = local < f->localNames.size() ? f->localNames[local] : nullptr;
  raiseWarning("Undefined variable $%s", n ? n->data() : "");
}

void teardownFrameLocals(ActRec* ar) {
  if (ar->m_flags & ActRec::kLocalsFreed) return;
  ar->m_flags |= ActRec::kLocalsFreed;
  const Func* f = ar->m_func;
  TypedValue* l = ar->locals();
  // By-reference foreach loops left without their IterFree (return, throw).
  if (HOP_UNLIKELY(ctx().arrayIterators.active())) ctx().arrayIterators.releaseOwnedBy(l, l + f->numLocals);
  for (uint32_t i = 0, n = f->numLocals; i < n; ++i) tvClear(l[i]);
  if (ar->m_flags & ActRec::kHasExtraArgs) {
    auto& extra = ctx().extraArgs;
    auto it = extra.find(ar);
    if (it != extra.end()) {
      ArrayData* a = it->second;
      extra.erase(it);
      a->decRef();
    }
  }
  if (ar->m_moreFlags & ActRec::kHasVarEnv) {
    // Variables created by name (extract, $$x, parse_str) die with the frame:
    // a later frame at the same address must not see them.
    auto& envs = ctx().varEnvs;
    auto it = envs.find(ar);
    if (it != envs.end()) {
      ArrayData* a = it->second;
      envs.erase(it);
      a->decRef();
    }
    ar->m_moreFlags &= ~ActRec::kHasVarEnv;
  }
  tvClear(ar->m_this);
  tvClear(ar->m_closure);
}

namespace {

[[noreturn]] void throwTooFewArgs(const Func* f, uint32_t nargs, ActRec* ar) {
  std::string msg = "Too few arguments to function " + f->fullName() + "(), " + std::to_string(nargs) +
                    " passed";
  // The call site when PHP code made the call (php's call_user_func() is a
  // direct call too); not when a builtin did.
  if (ar->m_sfp) {
    const Func* caller = ar->m_sfp->m_func;
    const uint8_t* cuf = (ar->m_flags & ActRec::kReturnToNative) ? inlinedCallUserFuncSite(ar) : nullptr;
    if (!(ar->m_flags & ActRec::kReturnToNative) || cuf) {
      uint32_t off = cuf ? static_cast<uint32_t>(cuf - caller->bc.data()) : ar->m_callOff - 1;
      msg += " in " + caller->unit->filePath + " on line " + std::to_string(caller->lineForOffset(off));
    }
  }
  bool exact = f->numRequiredParams == f->numParams() && !f->isVariadic();
  msg += std::string(" and ") + (exact ? "exactly" : "at least") + " " + std::to_string(f->numRequiredParams) +
         " expected";
  // php raises it from the parameters' receiving ops: at the declaration's line.
  ObjectData* e = makeThrowable(errorKindClassName(ErrorKind::ArgumentCountError), msg);
  setThrowablePlace(e, nullptr, f->lineStart);
  throwObject(e);
}

/// php's internal-function argument count error ("f() expects exactly 1 argument, 0 given").
[[noreturn]] void throwBuiltinArgCount(const Func* f, uint32_t nargs) {
  const uint32_t np = f->numParams();
  bool exact = f->numRequiredParams == np && !f->isVariadic();
  const char* how = exact ? "exactly" : (nargs < f->numRequiredParams ? "at least" : "at most");
  uint32_t want = nargs < f->numRequiredParams ? f->numRequiredParams : np;
  throwErrorF(ErrorKind::ArgumentCountError, "%s() expects %s %u argument%s, %u given", f->fullName().c_str(), how,
              want, want == 1 ? "" : "s", nargs);
}

/// Default values their initializers computed (`= self::MAX`,
/// `= Parser::DEFAULT_FLAGS`), by initializer and the class it ran for (a
/// trait's `self::`), per thread, emptied when inlineCacheEpoch() changes
/// (the request's classes and constants are gone). As php's RECV_INIT keeps
/// a constant expression's value that is not reference-counted, a call takes
/// it without running the initializer again; objects (`new`, enum cases) and
/// counted strings or arrays are computed each time.
struct DefaultMemo {
  const Func* init;
  const Class* cls;
  TypedValue value;
};
constexpr uint32_t kDefaultMemoBits = 8;
thread_local DefaultMemo tl_defaultMemo[1u << kDefaultMemoBits];
thread_local uint64_t tl_defaultMemoEpoch = 0;

DefaultMemo& defaultMemoEntry(const Func* init, const Class* cls) {
  const uint64_t epoch = inlineCacheEpoch();
  if (HOP_UNLIKELY(epoch != tl_defaultMemoEpoch)) {
    std::memset(static_cast<void*>(tl_defaultMemo), 0, sizeof(tl_defaultMemo));
    tl_defaultMemoEpoch = epoch;
  }
  const uint64_t h = ((reinterpret_cast<uintptr_t>(init) >> 4) ^ (reinterpret_cast<uintptr_t>(cls) << 3)) *
                     0x9E3779B97F4A7C15ull;
  return tl_defaultMemo[h >> (64 - kDefaultMemoBits)];
}

/// The remembered value of parameter p's initializer in a frame of `ar`, or null.
const TypedValue* memoizedDefault(const ParamInfo& p, const ActRec* ar) {
  const DefaultMemo& m = defaultMemoEntry(p.defaultValue.initializer, ar->m_func->cls);
  return m.init == p.defaultValue.initializer && m.cls == ar->m_func->cls ? &m.value : nullptr;
}

/// Fills locals [from, numParams) of a frame from the parameters' defaults.
void fillDefaults(VMState& vm, ActRec* ar, uint32_t from) {
  const Func* f = ar->m_func;
  TypedValue* l = ar->locals();
  for (uint32_t i = from; i < f->numParams(); ++i) {
    const ParamInfo& p = f->params[i];
    if (p.variadic) continue;
    if (l[i].m_type != DataType::Uninit) continue;   // passed by name
    if (p.defaultValue.initializer) {
      if (const TypedValue* known = memoizedDefault(p, ar)) {
        tvDupRaw(*known, l[i]);
        continue;
      }
      TypedValue v = invokeFunc(p.defaultValue.initializer, nullptr, 0, CallContext{nullptr, ar->m_func->cls, nullptr});
      if (!isRefcounted(v.m_type) ||
          ((v.m_type == DataType::String || v.m_type == DataType::Array) && v.m_data.pcnt->isStatic()))
        defaultMemoEntry(p.defaultValue.initializer, ar->m_func->cls) = DefaultMemo{p.defaultValue.initializer, ar->m_func->cls, v};
      tvSetRawMove(l[i], v);
    } else {
      tvDupRaw(p.defaultValue.value, l[i]);
    }
  }
  (void)vm;
}

} // namespace

namespace {
// A frame was just entered (vm.pc at the callee's first instruction to run):
// a safe point for the surprise word (vm/surprise.h); with hop.jit=live,
// compiled code may run it up to where the interpreter must resume.
// fromNative: a frame a builtin's callback entered (kReturnToNative), which
// runs code made for compiled callers (jit::runAtNativeEntry).
template <bool fromNative = false>
inline void maybeRunLiveJit(VMState& vm) {
  if (HOP_UNLIKELY(vm.surprise.any())) handleSurprise(vm);
  if (HOP_LIKELY(jit::g_liveJit == nullptr)) return;
  const Func* f = vm.fp->m_func;
  if (fromNative ? jit::mayRunAtNativeEntry(f, static_cast<uint32_t>(vm.pc - f->bc.data()))
                 : jit::mayRunAtEntry(f, vm.pc)) {
    const auto entryOff = static_cast<uint32_t>(vm.pc - f->bc.data());
    // Sets vm.pc/sp if code ran; vm.pc null: it ran the return of a frame
    // entered from C++ (the caller reads the result; the next safe point
    // sees the surprise word).
    if constexpr (fromNative) jit::runAtNativeEntry(vm, f, entryOff);
    else jit::runAtEntry(vm, f, entryOff);
    if (HOP_UNLIKELY(vm.surprise.any()) && vm.pc) handleSurprise(vm);
  }
}
} // namespace

bool enterFrameWithConstDefaults(ActRec* ar, uint32_t nargs, const TypedValue* stackLimit) {
  const Func* f = ar->m_func;
  // A plain function (simpleArity), or one with by-reference parameters and
  // no variadic (Inline::parseScalar(..., int &$i = 0, ...)): the FPass ops
  // made the references, and a by-reference parameter left to its default
  // holds the value, as enterFrame's fillDefaults leaves it.
  uint32_t np = f->simpleArity;
  if (np == Func::kNoSimpleArity) {
    if (!f->takesRefs || f->isVariadic() || f->isBuiltin()) return false;
    np = f->numParams();
  }
  if (nargs > np || nargs < f->numRequiredParams || (ar->m_moreFlags & ActRec::kHasNamedArgs)) return false;
  TypedValue* locals = ar->locals();
  if (HOP_UNLIKELY(locals + frameSlotsNeeded(f) > stackLimit)) return false;
  // One pass over the parameters: each default is copied as it is found;
  // an initializer without the value it gave before (fillDefaults computes
  // and keeps it) takes back the copies made so far and the full path runs.
  for (uint32_t i = nargs; i < np; ++i) {
    const ParamInfo& p = f->params[i];
    const TypedValue* v = &p.defaultValue.value;
    if (HOP_UNLIKELY(p.defaultValue.initializer != nullptr)) {
      v = memoizedDefault(p, ar);
      if (v == nullptr) {
        for (uint32_t j = nargs; j < i; ++j) {
          const TypedValue d = locals[j];
          locals[j].m_type = DataType::Uninit;
          tvDecRef(d);   // a constant default: static, or not counted
        }
        return false;
      }
    }
    tvDupRaw(*v, locals[i]);
  }
  ar->m_numArgs = nargs;
  for (uint32_t i = np, n = f->numLocals; i < n; ++i) setUninitLocal(locals[i]);   // as enterSimpleFrame
  if (ar->m_closure.m_type == DataType::Object) copyClosureCaptures(ar->m_closure.m_data.pobj, locals + np);
  f->callCount.store(f->callCount.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  return true;
}

void enterFrame(VMState& vm, ActRec* ar, uint32_t nargs, uint32_t retOff) {
  const Func* f = ar->m_func;
  TypedValue* args = ar->locals();
  if (f->isBuiltin()) {
    // Dynamic: pushed from a callable value (FPushFunc marks it), or a
    // Closure's (Closure::fromCallable('extract'), always called as a value).
    const bool dynamic = (ar->m_flags & ActRec::kDynamicCall) || ar->m_closure.m_type == DataType::Object;
    CallContext cc{ar->hasThis() ? ar->getThis() : nullptr, ar->getClass(), nullptr, dynamic};
    TypedValue ret = makeNull();
    if (HOP_UNLIKELY(ar->m_moreFlags & ActRec::kHasNamedVariadic)) {
      ArrayData* named = takeNamedExtraArgs(ar);
      ArrayReleaser release{named};
      ctx().vm.pendingNamedArgs = named;
      callBuiltin(f, args, nargs, ret, &cc);
    } else {
      callBuiltin(f, args, nargs, ret, &cc);
    }
    // Each slot is dead (null) before its release: a destructor run by it
    // may throw, and the unwinder then clears what is left of the stack.
    try {
      for (uint32_t i = 0; i < nargs; ++i) {
        const TypedValue v = args[i];
        args[i] = makeNull();
        tvDecRef(v);
      }
      const TypedValue self = ar->m_this, closure = ar->m_closure;
      ar->m_this = makeNull();
      ar->m_closure = makeNull();
      tvDecRef(self);
      tvDecRef(closure);
    } catch (...) {
      tvDecRef(ret);
      throw;
    }
    *reinterpret_cast<TypedValue*>(ar) = ret;
    vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
    return;
  }

  ar->m_sfp = vm.fp;
  ar->m_callOff = retOff;
  if (enterSimpleFrame(ar, nargs, vm.stackLimit)) {
    vm.fp = ar;
    vm.sp = ar->locals() + f->numLocals;
    vm.pc = frameEntryPc(f, args, nargs);
    maybeRunLiveJit(vm);
    return;
  }
  ar->m_numArgs = nargs;
  const uint32_t np = f->numParams();
  const uint32_t numLocals = f->numLocals;

  if (TypedValue* need = reinterpret_cast<TypedValue*>(ar) + kActRecSlots + frameSlotsNeeded(f);
      HOP_UNLIKELY(need > vm.stackLimit) && !growVmStack(vm, need)) {
    raiseFatal("Maximum call stack size of %zu bytes reached. Infinite recursion?", vm.stackBytes);
  }

  // Arguments beyond the declared parameters: packed into the variadic
  // parameter, or kept aside for func_get_args().
  if (nargs > np || (f->isVariadic() && nargs >= np)) {
    uint32_t firstExtra = f->isVariadic() ? np - 1 : np;
    if (nargs > firstExtra) {
      uint32_t nExtra = nargs - firstExtra;
      ArrayData* extra = ArrayData::makePacked(nExtra);
      for (uint32_t i = 0; i < nExtra; ++i) {
        TypedValue& a = args[firstExtra + i];
        ArrayData::append(extra, a);   // moves the reference
        a.m_type = DataType::Uninit;
      }
      if (f->isVariadic()) {
        args[np - 1] = makeArrayNoIncRef(extra);
      } else {
        ctx().extraArgs[ar] = extra;
        ar->m_flags |= ActRec::kHasExtraArgs;
      }
    } else {
      args[np - 1] = makeArrayNoIncRef(ArrayData::empty());
    }
  } else if (f->isVariadic()) {
    args[np - 1] = makeArrayNoIncRef(ArrayData::empty());
  }

  uint32_t passed = nargs < np ? nargs : np;
  for (uint32_t i = passed; i < numLocals; ++i) args[i] = makeUninit();
  if (f->isVariadic() && nargs < np) args[np - 1] = makeArrayNoIncRef(ArrayData::empty());
  if (HOP_UNLIKELY(ar->m_moreFlags & ActRec::kHasNamedVariadic)) {
    // Named arguments no parameter takes follow the positional extras, keyed
    // by name (func_get_args() leaves them out).
    if (ArrayData* named = takeNamedExtraArgs(ar)) {
      if (f->isVariadic()) {
        TypedValue& va = args[np - 1];
        for (uint32_t p = named->iterBegin(); named->iterValid(p); p = named->iterAdvance(p)) {
          TypedValue v = *named->iterValue(p);
          tvIncRef(v);
          ArrayData::setStr(va.m_data.parr, named->iterKey(p).m_data.pstr, v);
        }
      }
      named->decRef();
    }
  }

  // Closures: captured values go into the locals after the parameters.
  if (ar->m_closure.m_type == DataType::Object) copyClosureCaptures(ar->m_closure.m_data.pobj, args + np);

  vm.fp = ar;
  vm.sp = args + numLocals;
  vm.pc = f->bc.data();

  // Systemlib functions count their arguments as php's internal ones do.
  if (HOP_UNLIKELY(f->isSystemLib()) && nargs > np && !f->isVariadic() && !f->isClosure())
    throwBuiltinArgCount(f, nargs);
  if (nargs < f->numRequiredParams) {
    // Any of the required parameters may still have come by name.
    for (uint32_t i = nargs; i < f->numRequiredParams; ++i)
      if (args[i].m_type == DataType::Uninit) {
        // Internal functions count their arguments before any type check (zpp).
        if (f->isSystemLib() && !f->isClosure()) {
          vm.pc = f->bc.data() + f->bc.size();
          throwBuiltinArgCount(f, nargs);
        }
        // php's RECV ops run in order: the arguments before the first missing
        // one are type-checked (and coerced) first.
        while (vm.pc < f->bc.data() + f->bc.size() && static_cast<Op>(*vm.pc) == Op::VerifyParamType &&
               immU32(vm.pc, 0) < i)
          iopVerifyParamType(vm);
        // Thrown before the body (php's RECV): no try block of the function
        // catches it, even one that starts at its first instruction.
        vm.pc = f->bc.data() + f->bc.size();
        throwTooFewArgs(f, nargs, ar);
      }
  }
  if (HOP_UNLIKELY(ar->m_moreFlags & ActRec::kHasNamedArgs)) fillDefaults(vm, ar, 0);
  else if (nargs < np) fillDefaults(vm, ar, nargs);
  f->callCount.fetch_add(1, std::memory_order_relaxed);
  maybeRunLiveJit(vm);
}

bool leaveFrame(VMState& vm, TypedValue ret) {
  ActRec* ar = vm.fp;
  vm.sp = frameStackBase(ar);
  bool toNative = ar->returnsToNative();
  if (HOP_UNLIKELY(ar == ctx().globalFrame)) {
    // The main script: php frees its return value in the return itself, and
    // its locals are the global variables, which live on through shutdown
    // functions and destructors (request.cpp).
    tvDecRef(ret);
    vm.fp = ar->m_sfp;
    *reinterpret_cast<TypedValue*>(ar) = makeNull();
    vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
    return toNative;
  }
  // php pops the frame before destroying its locals: their destructors run
  // as if called at the call site (that is what backtraces show), and an
  // exception they throw is raised there. (The registers point inside the
  // call instruction meanwhile, as the unwinder expects of a caller.)
  vm.fp = ar->m_sfp;
  vm.pc = vm.fp && ar->m_callOff ? vm.fp->m_func->bc.data() + ar->m_callOff - 1 : nullptr;
  if (!toNative) {
    teardownFrameLocals(ar);
  } else {
    // The caller belongs to an outer interpreter loop (or to C++): an
    // exception must leave this loop instead of unwinding it here.
    try {
      teardownFrameLocals(ar);
    } catch (...) {
      vm.fp = nullptr;
      throw;
    }
  }
  *reinterpret_cast<TypedValue*>(ar) = ret;
  vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
  if (!toNative) vm.pc = vm.fp->m_func->bc.data() + ar->m_callOff;
  return toNative;
}

// --- Builtins -----------------------------------------------------------------------------

void callBuiltin(const Func* f, TypedValue* args, uint32_t nargs, TypedValue& ret, const CallContext* cc) {
  // The builtin shows in backtraces while it runs (errors it raises included:
  // "#0 file(line): strlen(Array)"). Popped however the call ends.
  VMState& vm = ctx().vm;
  // Named arguments a forwarding builtin takes beyond its parameters (set by
  // enterFrame for this call only).
  ArrayData* const named = std::exchange(vm.pendingNamedArgs, nullptr);
  // Filled in place (a struct copy from the C++ stack stalls on store forwarding).
  NativeFrame& nf = vm.nativeFrames.emplace_back();
  nf.named = named;
  nf.func = f;
  nf.args = args;
  nf.nargs = nargs;
  nf.callerFp = vm.fp;
  nf.callerPc = vm.pc;
  nf.thisObj = cc ? cc->thisObj : nullptr;
  struct PopNativeFrame {
    VMState& vm;
    ~PopNativeFrame() { vm.nativeFrames.pop_back(); }
  } popNativeFrame{vm};
  const uint32_t np = f->numParams();
  // php warns about deprecated functions before it looks at the arguments.
  if (f->attrs & kAttrDeprecated) raiseDeprecated("Function %s() is deprecated", f->fullName().c_str());
  if (!(f->attrs & kAttrNoArgCountCheck)) {
    bool variadic = f->isVariadic();
    uint32_t maxArgs = variadic ? UINT32_MAX : np;
    if (nargs < f->numRequiredParams || nargs > maxArgs) throwBuiltinArgCount(f, nargs);
  }
  // Coerce each argument to its declared type, in the caller's mode.
  for (uint32_t i = 0; i < nargs; ++i) {
    const ParamInfo& p = f->params[i < np ? i : np - 1];
    // The common case first: the argument already has one of the declared types.
    if (!p.byRef && typeMatchesFast(args[i].m_type, p.type.mask) && !(p.type.mask & TypeConstraint::kCallable))
      continue;
    if (p.byRef) {
      if (args[i].m_type != DataType::Reference) {
        // A value where a reference was expected (from a call through a callable).
        RefData* r = makeRefData(args[i]);
        args[i] = makeRefNoIncRef(r);
      }
      continue;
    }
    if (p.type.isEmpty() || p.type.isMixed()) continue;
    TypedValue& v = args[i];
    if (p.type.mask & TypeConstraint::kCallable) {
      // php words callable errors by the reason the value is not callable.
      const TypedValue& d = *tvDeref(&v);
      if (d.isNull() && p.type.allowsNull()) continue;
      ResolvedCallable rc;
      std::string err;
      QuietCallableCheck quiet;   // the builtin resolves it again
      if (!resolveCallable(d, rc, &err, currentScope())) {
        if (err.empty()) err = d.isArray() ? "array callback must have exactly two members" : "no array or string given";
        throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be a valid callback%s, %s", f->fullName().c_str(),
                    i + 1, p.name->data(), p.type.allowsNull() ? " or null" : "", err.c_str());
      }
      continue;
    }
    if (v.m_type == DataType::Reference) tvSetRawMove(v, tvCopyValue(v));
    if (typeMatches(v, p.type, nullptr, nullptr)) continue;
    // A builtin called by another (a callback of array_map, usort...) is
    // never strict: only a call from bytecode uses its file's mode.
    ActRec* caller = ctx().vm.fp;
    const size_t nf = vm.nativeFrames.size();
    bool fromNative = nf >= 2 && vm.nativeFrames[nf - 2].callerFp == caller &&
                      !(isCallUserFunc(vm.nativeFrames[nf - 2].func) && nativeCalledFromBytecode(vm, nf - 2));
    bool strict = caller && !fromNative && caller->m_func->strictTypes();
    bool wasNull = v.isNull();
    if (!checkType(v, p.type, strict, TypeCheckContext::BuiltinParam, nullptr, nullptr))
      throwParamTypeError(f, i, v, true);
    if (wasNull)
      raiseDeprecated("%s(): Passing null to parameter #%u ($%s) of type %s is deprecated", f->fullName().c_str(),
                      i + 1, p.name->data(), p.type.display.c_str());
  }
  NativeArgs a{args, nargs, makeNull(), f, cc ? cc->thisObj : nullptr, cc ? cc->cls : nullptr, named, cc && cc->dynamic};
  if (HOP_UNLIKELY(tl_typedRefCount != 0)) {
    callNativeCheckingTypedRefs(a);
  } else {
    f->native(a);
  }
  ret = a.ret;
  vm.lastCallReturnsRef = false;
}

// --- Calls from C++ -------------------------------------------------------------------------


void warnByRefGivenValue(const Func* f, uint32_t i, const ParamInfo& p) {
  raiseWarning("%s(): Argument #%u ($%s) must be passed by reference, value given", f->fullName().c_str(), i + 1,
               p.name->data());
}

TypedValue invokeFunc(const Func* f, const TypedValue* args, uint32_t nargs, const CallContext& cc) {
  // C++ -> PHP re-entry (callbacks, magic methods, eval...) recurses on the
  // native stack, whether the callee is interpreted or compiled.
  PhpEntryMark entry;
  checkNativeStack();
  // php's zend_call_function (builtins alike): a value for a by-reference parameter is
  // warned about, then passed wrapped in a reference of its own.
  for (uint32_t i = 0; f->takesRefs && i < nargs; ++i) {
    const ParamInfo* p = i < f->numParams() ? &f->params[i] : (f->isVariadic() ? &f->params.back() : nullptr);
    if (p && p->byRef && !p->preferRef && args[i].m_type != DataType::Reference) warnByRefGivenValue(f, i, *p);
  }
  VMState& vm = ctx().vm;
  if (f->isBuiltin()) {
    // Builtins take their arguments in place; give them a private copy.
    TypedValue* tmp = vm.sp;
    for (uint32_t i = 0; i < nargs; ++i) {
      tmp[i] = args[i];
      tvIncRef(tmp[i]);
    }
    vm.sp += nargs;
    TypedValue ret = makeNull();
    // php's zend_call_function: every call from C++ (a callback, Reflection,
    // call_user_func) is a dynamic one.
    CallContext dyn = cc;
    dyn.dynamic = true;
    try {
      callBuiltin(f, tmp, nargs, ret, &dyn);
    } catch (...) {
      for (uint32_t i = 0; i < nargs; ++i) tvDecRef(tmp[i]);
      vm.sp = tmp;
      throw;
    }
    for (uint32_t i = 0; i < nargs; ++i) tvDecRef(tmp[i]);
    vm.sp = tmp;
    return ret;
  }

  const uint8_t* savedPc = vm.pc;
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  ar->init(f, nargs);
  ar->m_flags = ActRec::kReturnToNative;
  bindCallContext(ar, f, cc.thisObj, cc.cls);
  if (cc.closure) {
    cc.closure->incRef();
    ar->m_closure = makeObjectNoIncRef(cc.closure);
  }
  if (cc.dynamic) ar->m_flags |= ActRec::kDynamicCall;
  if (cc.wantsRef) ar->m_moreFlags |= ActRec::kWantsRef;
  TypedValue* argDst = ar->locals();
  if (!f->takesRefs) {
    for (uint32_t i = 0; i < nargs; ++i) argDst[i] = tvCopyValue(args[i]);
  } else {
    for (uint32_t i = 0; i < nargs; ++i) {
      const ParamInfo* p = i < f->numParams() ? &f->params[i] : (f->isVariadic() ? &f->params.back() : nullptr);
      if (p && p->byRef) {
        // Warned about above (a handler may run, so before the frame is built).
        argDst[i] = args[i];
        tvIncRef(argDst[i]);
      } else {
        argDst[i] = tvCopyValue(args[i]);
      }
    }
  }
  vm.sp = argDst + nargs;
  ActRec* savedFp = vm.fp;
  return runFrameForNative(vm, ar, savedFp, savedPc, [&] {
    // enterFrame's common case inline (exactly the declared parameters).
    ar->m_sfp = savedFp;
    ar->m_callOff = nativeCallOffset(savedFp, savedPc);
    if (HOP_LIKELY(enterSimpleFrame(ar, nargs, vm.stackLimit))) {
      vm.fp = ar;
      vm.sp = argDst + f->numLocals;
      vm.pc = frameEntryPc(f, argDst, nargs);
      maybeRunLiveJit<true>(vm);
    } else {
      enterFrame(vm, ar, nargs, ar->m_callOff);
    }
    runInterpreterEntered(vm);   // the entry is marked and the stack checked above
  });
}

// --- Callbacks: a resolved callable called from C++ ------------------------------------------

namespace {
/// Through __call/__callStatic: the name and the arguments as an array (a
/// reference given, as call_user_func_array's elements, stays one).
HOP_NOINLINE TypedValue invokeMagicResolved(const ResolvedCallable& rc, const TypedValue* args, uint32_t nargs) {
  CallContext cc = rc.cc;
  cc.dynamic = true;
  ArrayData* packed = ArrayData::makePacked(nargs);
  for (uint32_t i = 0; i < nargs; ++i) {
    tvIncRef(args[i]);
    ArrayData::append(packed, args[i]);
  }
  TypedValue margs[2] = {makeStringNoIncRef(rc.magicName), makeArrayNoIncRef(packed)};
  rc.magicName->incRef();
  TypedValue r = invokeFunc(rc.func, margs, 2, cc);
  tvDecRef(margs[0]);
  tvDecRef(margs[1]);
  return r;
}

HOP_NOINLINE TypedValue invokeResolvedGeneric(const ResolvedCallable& rc, const TypedValue* args, uint32_t nargs) {
  CallContext cc = rc.cc;
  cc.dynamic = true;
  return invokeFunc(rc.func, args, nargs, cc);
}
} // namespace

// The callback of a builtin (array_map, usort, preg_replace_callback ...) is
// called once per element: its common case (a PHP function or closure given
// exactly its declared parameters, none by reference, the VM stack roomy)
// builds the frame in place, as invokeFunc's path does without the cases
// (builtin callee, by-reference parameters, __call) that do not apply.
TypedValue invokeResolved(const ResolvedCallable& rc, const TypedValue* args, uint32_t nargs) {
  const Func* f = rc.func;
  if (HOP_UNLIKELY(rc.magicName != nullptr)) return invokeMagicResolved(rc, args, nargs);
  // simpleArity: exactly this many parameters, none by reference or variadic
  // (a builtin, or a function taking references, has none: Func::computeCallFacts).
  if (HOP_UNLIKELY(nargs != f->simpleArity))
    return invokeResolvedGeneric(rc, args, nargs);
  ExecutionContext& ec = ctx();
  VMState& vm = ec.vm;
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  TypedValue* locals = ar->locals();
  if (HOP_UNLIKELY(locals + frameSlotsNeeded(f) > vm.stackLimit)) return invokeResolvedGeneric(rc, args, nargs);
  PhpEntryMark entry;
  {
    // checkNativeStack() with the context at hand (one thread-local read less).
    char probe;
    const char* limit = ec.nativeStackLimit;
    if (HOP_UNLIKELY(limit != nullptr && &probe < limit)) nativeStackBelowLimit(&probe);
  }
  const uint8_t* savedPc = vm.pc;
  ActRec* savedFp = vm.fp;
  ar->init(f, nargs);
  ar->m_sfp = savedFp;
  ar->m_flags = ActRec::kReturnToNative | ActRec::kDynamicCall;
  ar->m_callOff = nativeCallOffset(savedFp, savedPc);
  bindCallContext(ar, f, rc.cc.thisObj, rc.cc.cls);
  for (uint32_t i = 0; i < nargs; ++i) copyValueTo(args[i], locals[i]);
  const uint32_t numLocals = f->numLocals;
  for (uint32_t i = nargs; i < numLocals; ++i) setUninitLocal(locals[i]);
  if (ObjectData* closure = rc.cc.closure) {
    closure->incRef();
    ar->m_closure = makeObjectNoIncRef(closure);
    // copyClosureCaptures inline: the captured values follow the parameters.
    if (const ArrayData* cap = closureData(closure)->captured) {
      const TypedValue* src = cap->packedData();
      TypedValue* dst = locals + nargs;
      for (uint32_t i = 0, n = cap->size(); i < n; ++i) {
        dst[i] = loadValType(src[i]);
        tvIncRef(dst[i]);
      }
    }
  }
  // A racy counter is fine (the JIT only needs an estimate), as in enterSimpleFrame.
  f->callCount.store(f->callCount.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  vm.fp = ar;
  vm.sp = locals + numLocals;
  vm.pc = frameEntryPc(f, locals, nargs);
  return runFrameForNative(vm, ar, savedFp, savedPc, [&] {
    maybeRunLiveJit<true>(vm);
    runInterpreterEntered(vm);
  });
}

namespace {
void rewriteMagicCall(VMState& vm, ActRec* ar, uint32_t& nargs);
}

TypedValue invokeWithNamedArgs(const ResolvedCallable& rc, ArrayData* args) {
  VMState& vm = ctx().vm;
  const uint8_t* savedPc = vm.pc;
  ActRec* savedFp = vm.fp;
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  ar->init(rc.func, 0);
  vm.sp += kActRecSlots;
  if (rc.cc.thisObj && !rc.func->isStatic()) {
    rc.cc.thisObj->incRef();
    ar->m_this = makeObjectNoIncRef(rc.cc.thisObj);
  } else if (rc.cc.cls) {
    ar->setClass(rc.cc.cls);
  }
  if (rc.cc.closure) {
    rc.cc.closure->incRef();
    ar->m_closure = makeObjectNoIncRef(rc.cc.closure);
  }
  if (rc.magicName) {
    ar->m_flags |= ActRec::kMagicCall;
    rc.magicName->incRef();
    ar->m_closure = makeStringNoIncRef(rc.magicName);
  }
  uint32_t nargs;
  try {
    nargs = spreadArgsArray(vm, ar, args, /*unpacking=*/false);
  } catch (...) {
    TypedValue* p = reinterpret_cast<TypedValue*>(ar);
    while (vm.sp > p) {
      --vm.sp;
      tvDecRef(*vm.sp);
    }
    throw;
  }
  if (ar->m_flags & ActRec::kMagicCall) rewriteMagicCall(vm, ar, nargs);
  ar->m_flags |= ActRec::kReturnToNative | ActRec::kDynamicCall;
  return runFrameForNative(vm, ar, savedFp, savedPc, [&] {
    enterFrame(vm, ar, nargs, nativeCallOffset(savedFp, savedPc));
    if (!rc.func->isBuiltin()) runInterpreter(vm);
  });
}

// --- FPush* ----------------------------------------------------------------------------------

namespace {

ActRec* pushActRec(VMState& vm, const Func* f, uint32_t nargs) {
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  ar->init(f, nargs);
  vm.sp += kActRecSlots;
  return ar;
}


/// Fills a pending ActRec from a resolved callable.
ActRec* pushResolved(VMState& vm, const ResolvedCallable& rc, uint32_t nargs) {
  ActRec* ar = pushActRec(vm, rc.func, nargs);
  bindCallContext(ar, rc.func, rc.cc.thisObj, rc.cc.cls);
  if (rc.cc.closure) {
    rc.cc.closure->incRef();
    ar->m_closure = makeObjectNoIncRef(rc.cc.closure);
  }
  if (rc.magicName) {
    ar->m_flags |= ActRec::kMagicCall;
    rc.magicName->incRef();
    ar->m_closure = makeStringNoIncRef(rc.magicName);
  }
  return ar;
}

} // namespace

namespace {
/// An FPushFuncD entry's hint (what the name meant in an earlier request of
/// the thread), when the name still means it in this request: a builtin
/// found by the name itself (none can be declared again) while no builtin
/// was disabled since; found by the global fallback, while this request has
/// defined no namespaced function named as a builtin (the only kind that
/// could take the namespaced name first); a user function, while this
/// request has defined it under its name. Null otherwise (a full lookup).
const Func* hintedFunction(VMState& vm, const InlineCache& ic) {
  const Func* h = ic.call.hint;
  if (!h) return nullptr;
  if (h->isBuiltin()) {
    if (ic.call.builtinGen != uint32_t(BuiltinRegistry::lookupGeneration())) return nullptr;
    if (ic.call.hintFallback && vm.caches->shadowingFunctionDefined()) return nullptr;
    return h;
  }
  return ctx().lookupUserFunction(h->lowerName->view()) == h ? h : nullptr;
}
} // namespace

void iopFPushFuncD(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  // Functions are never undefined or redefined within a request, so once a
  // name resolves, the call site keeps its Func (PHP's runtime cache does the
  // same, fallback resolution included).
  InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));
  const Func* f = ic.call.func;
  if (HOP_UNLIKELY(!f)) {
    f = hintedFunction(vm, ic);
    if (!f) {
      StringData* name = litstr(vm, immU32(vm.pc, 1));
      uint32_t fallbackId = immU32(vm.pc, 2);
      f = lookupFunction(name->view());
      const bool viaFallback = !f && fallbackId != kNoString;
      if (viaFallback) f = lookupFunction(litstr(vm, fallbackId)->view());
      if (!f) throwErrorF(ErrorKind::Error, "Call to undefined function %s()", name->data());
      // For the thread's next requests (inline-cache.h): a user function
      // found by the fallback is not kept (its check would be two lookups).
      const bool builtin = f->isBuiltin();
      ic.call.hint = builtin || !viaFallback ? f : nullptr;
      ic.call.hintFallback = viaFallback;
      ic.call.builtinGen = builtin ? uint32_t(BuiltinRegistry::lookupGeneration()) : 0;
    }
    ic.call.func = f;
    vm.caches->noteRequestLocalCall(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));   // the name's meaning
  }
  pushActRec(vm, f, nargs);
  advance(vm);
}

/// php's errors for `$f()` with a value that is not callable
/// (zend_init_dynamic_call_string/_array, ZEND_INIT_DYNAMIC_CALL).
/// `resolveError` is what resolveCallable said (visibility and the like).
[[noreturn]] void throwNotCallable(const TypedValue& c, const std::string& resolveError) {
  auto undefinedMethod = [](const Class* cls, std::string_view m) {
    throwErrorF(ErrorKind::Error, "Call to undefined method %s::%.*s()", cls->name->data(), int(m.size()), m.data());
  };
  auto checkStatic = [&](Class* cls, std::string_view m) {
    Func* f = cls->findMethod(toLower(m));
    if (!f) undefinedMethod(cls, m);
    if (!f->isStatic())
      throwErrorF(ErrorKind::Error, "Non-static method %s::%s() cannot be called statically", cls->name->data(),
                  f->name->data());
  };
  if (c.isString()) {
    std::string_view s = c.m_data.pstr->view();
    size_t sep = s.find("::");
    if (sep == std::string_view::npos) throwErrorF(ErrorKind::Error, "Call to undefined function %s()", c.m_data.pstr->data());
    Class* cls = lookupClassOrThrow(s.substr(0, sep));
    checkStatic(cls, s.substr(sep + 2));
  } else if (c.isObject()) {
    throwErrorF(ErrorKind::Error, "Object of type %s is not callable", c.m_data.pobj->cls()->name->data());
  } else if (c.isArray()) {
    const ArrayData* a = c.m_data.parr;
    if (a->size() != 2) throwError(ErrorKind::Error, "Array callback must have exactly two elements");
    const TypedValue* obj = a->getInt(0);
    const TypedValue* method = a->getInt(1);
    if (!obj || !method) throwError(ErrorKind::Error, "Array callback has to contain indices 0 and 1");
    method = tvDeref(method);
    obj = tvDeref(obj);
    if (!obj->isString() && !obj->isObject())
      throwError(ErrorKind::Error, "First array member is not a valid class name or object");
    if (!method->isString()) throwError(ErrorKind::Error, "Second array member is not a valid method");
    if (obj->isString()) {
      checkStatic(lookupClassOrThrow(obj->m_data.pstr->view()), method->m_data.pstr->view());
    } else if (!obj->m_data.pobj->cls()->findMethod(toLower(method->m_data.pstr->view())) &&
               !obj->m_data.pobj->cls()->magicCall) {
      undefinedMethod(obj->m_data.pobj->cls(), method->m_data.pstr->view());
    }
  } else {
    throwErrorF(ErrorKind::Error, "Value of type %s is not callable", typeNameForMessage(c).c_str());
  }
  throwError(ErrorKind::Error, resolveError.empty() ? std::string("Value not callable") : resolveError);
}

namespace {


} // namespace

void iopFPushFunc(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  TypedValue callable = vm.sp[-1];
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(callable, rc, &err, frameSelf(vm.fp))) throwNotCallable(*tvDeref(&callable), err);
  vm.sp--;
  // The callable stays alive through the ActRec ($this/closure) while the
  // call runs, so release our reference only after building it.
  ActRec* ar = pushResolved(vm, rc, nargs);
  // A builtin's ActRec says how it was called (enterFrame tells the builtin).
  if (rc.func->isBuiltin()) ar->m_flags |= ActRec::kDynamicCall;
  tvDecRef(callable);
  advance(vm);
}

namespace {
/// The ordinary methods FPushObjMethodD sites resolved, by (class, name,
/// calling scope), per thread, emptied when inlineCacheEpoch() changes: a
/// site that sees more classes than its ways (an interface's many
/// implementations) refills from here instead of resolving again.
struct MethodMemo {
  const Class* cls;
  const Class* scope;
  const StringData* name;
  const Func* func;
};
constexpr uint32_t kMethodMemoBits = 11;
thread_local MethodMemo tl_methodMemo[1u << kMethodMemoBits];
thread_local uint64_t tl_methodMemoEpoch = 0;

MethodMemo* methodMemoEntry(const Class* cls, const StringData* name, const Class* scope) {
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_methodMemoEpoch)) {
    std::memset(static_cast<void*>(tl_methodMemo), 0, sizeof(tl_methodMemo));
    tl_methodMemoEpoch = epoch;
  }
  const uint64_t h = ((reinterpret_cast<uintptr_t>(cls) >> 4) ^ (reinterpret_cast<uintptr_t>(name) << 7) ^
                      (reinterpret_cast<uintptr_t>(scope) >> 2)) * 0x9E3779B97F4A7C15ull;
  return &tl_methodMemo[h >> (64 - kMethodMemoBits)];
}

/// A method call site's ways moved down one (the oldest drops out): the
/// first, returned, is free for the new entry.
InlineCache& shiftMethodWays(VMState& vm, uint32_t cacheBase, uint32_t first) {
  InlineCache* ways = &vm.caches->at(cacheBase, first + kMethodCacheWays - 1) - (kMethodCacheWays - 1);
  std::memmove(static_cast<void*>(ways + 1), ways, (kMethodCacheWays - 1) * sizeof(InlineCache));
  return ways[0];
}
} // namespace

const Func* refillMethodCache(VMState& vm, const ActRec* fp, const uint8_t* pc, const Class* cls, const Class* scope) {
  const StringData* name = fp->m_func->unit->litstrs[immU32(pc, 1)];
  const MethodMemo& m = *methodMemoEntry(cls, name, scope);
  if (m.cls != cls || m.scope != scope || m.name != name) return nullptr;
  InlineCache& ic = shiftMethodWays(vm, fp->m_func->cacheBase, immU32(pc, 2));
  ic.method.cls = cls;
  ic.method.scope = cacheEntryScope(fp->m_func, scope);
  ic.method.func = m.func;
  return m.func;
}

void iopFPushObjMethodD(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  StringData* name = litstr(vm, immU32(vm.pc, 1));
  TypedValue objTv = vm.sp[-1];
  const TypedValue& o = *tvDeref(&objTv);
  if (!o.isObject())
    throwErrorF(ErrorKind::Error, "Call to a member function %s() on %s", name->data(), typeNameForMessage(o).c_str());
  ResolvedCallable rc;
  const Class* scope = frameSelf(vm.fp);
  resolveMethodOrThrow(o.m_data.pobj, name, scope, rc);
  if (!rc.magicName && rc.cc.closure == nullptr && rc.cc.thisObj == o.m_data.pobj) {
    // An ordinary method: the same for every object of this class called
    // from this scope, so the interpreter can push it without resolving.
    // The entries shift down and the new one goes first (the oldest drops out).
    InlineCache& ic = shiftMethodWays(vm, vm.fp->m_func->cacheBase, immU32(vm.pc, 2));
    ic.method.cls = o.m_data.pobj->cls();
    ic.method.scope = cacheEntryScope(vm.fp->m_func, scope);
    ic.method.func = rc.func;
    if (name->isStatic()) *methodMemoEntry(o.m_data.pobj->cls(), name, scope) = MethodMemo{o.m_data.pobj->cls(), scope, name, rc.func};
  }
  vm.sp--;
  pushResolved(vm, rc, nargs);
  tvDecRef(objTv);
  advance(vm);
}

void iopFPushObjMethod(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  TypedValue nameTv = vm.sp[-1];
  TypedValue objTv = vm.sp[-2];
  const TypedValue& o = *tvDeref(&objTv);
  const TypedValue& n = *tvDeref(&nameTv);
  if (!n.isString()) {
    // $obj->$closure() is not a closure call in PHP: the name must be a string.
    throwError(ErrorKind::Error, "Method name must be a string");
  }
  if (!o.isObject())
    throwErrorF(ErrorKind::Error, "Call to a member function %s() on %s", n.m_data.pstr->data(),
                typeNameForMessage(o).c_str());
  ResolvedCallable rc;
  resolveMethodOrThrow(o.m_data.pobj, n.m_data.pstr, frameSelf(vm.fp), rc);
  vm.sp -= 2;
  pushResolved(vm, rc, nargs);
  tvDecRef(objTv);
  tvDecRef(nameTv);
  advance(vm);
}

namespace {

/// `cacheSlot` (or kNoCacheSlot): the instruction's inline cache, filled when
/// the call resolves to a static method without magic, which is then the
/// answer for every call from this scope (the called class is computed per
/// call by the interpreter's fast path, as below).
constexpr uint32_t kNoCacheSlot = 0xffffffffu;

/// `literalName`: the method name is written in the source (FPushClsMethodD/S).
void pushStaticMethod(VMState& vm, uint32_t nargs, Class* cls, StringData* name, bool forwarding, bool literalName,
                      uint32_t cacheSlot = kNoCacheSlot) {
  // `C::__construct()` written out calls C's constructor, and is php's Error
  // when there is none (never __call/__callStatic; a computed name is a
  // plain method name).
  if (HOP_UNLIKELY(literalName && !cls->ctor && name->size() == 11 &&
                   equalsIgnoreCase(name->view(), "__construct")))
    throwError(ErrorKind::Error, "Cannot call constructor");
  ResolvedCallable rc;
  ActRec* fp = vm.fp;
  ObjectData* thisObj = fp && fp->hasThis() ? fp->getThis() : nullptr;
  const Class* scope = frameSelf(fp);
  resolveStaticMethodOrThrow(cls, name, scope, thisObj, rc);
  // A non-static method (`parent::__construct()`) is cached only where every
  // frame of the site's Func has a $this of `scope` or a subclass (a method
  // with $this, no closure, include or initializer) and `scope` derives from
  // the method's class: then each such frame may call it on its $this.
  const bool staticOk = rc.func->isStatic() && !rc.cc.thisObj && rc.cc.cls == cls;
  const bool instanceOk = !rc.func->isStatic() && thisObj && rc.cc.thisObj == thisObj && frameScopeFixed(fp->m_func) &&
                          fp->m_func->cls && !fp->m_func->isStatic() && scope && scope->isSubclassOf(rc.func->cls);
  if (cacheSlot != kNoCacheSlot && (staticOk || instanceOk) && !rc.magicName && !rc.cc.closure) {
    InlineCache& ic = vm.caches->at(fp->m_func->cacheBase, cacheSlot);
    ic.staticMethod.cls = cls;
    ic.staticMethod.scope = scope;
    ic.staticMethod.func = rc.func;
    // FPushClsMethodD's class came by name; self::/parent::/static:: (forwarding)
    // entries are keyed on the class.
    if (!forwarding) vm.caches->noteRequestLocal(fp->m_func->cacheBase, cacheSlot);
  }
  if (forwarding && !rc.cc.thisObj) {
    // self::/parent::/static:: forward the late static bound class.
    Class* lsb = frameStatic(fp);
    if (lsb && lsb->isSubclassOf(cls)) rc.cc.cls = lsb;
  }
  pushResolved(vm, rc, nargs);
}

} // namespace

void iopFPushClsMethodD(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  StringData* name = litstr(vm, immU32(vm.pc, 1));
  StringData* clsName = litstr(vm, immU32(vm.pc, 2));
  Class* cls = lookupClassOrThrow(clsName->view());
  pushStaticMethod(vm, nargs, cls, name, false, true, immU32(vm.pc, 3));
  advance(vm);
}

void iopFPushClsMethod(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  TypedValue nameTv = vm.sp[-1];
  TypedValue clsTv = vm.sp[-2];
  const TypedValue& n = *tvDeref(&nameTv);
  if (!n.isString()) throwError(ErrorKind::Error, "Method name must be a string");
  Class* cls = classFromClassRef(clsTv);
  vm.sp -= 2;
  // A `$obj::method()` call keeps $obj's class; the class ref is a value.
  pushStaticMethod(vm, nargs, cls, n.m_data.pstr, false, false);
  tvDecRef(clsTv);
  tvDecRef(nameTv);
  advance(vm);
}

void iopFPushClsMethodS(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  StringData* name = litstr(vm, immU32(vm.pc, 1));
  auto which = static_cast<SpecialClsRef>(immU8(vm.pc, 2));
  Class* cls = specialClassRef(vm.fp, which);
  pushStaticMethod(vm, nargs, cls, name, true, true, immU32(vm.pc, 3));
  advance(vm);
}

void iopFPushCtor(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  TypedValue objTv = vm.sp[-1];
  ObjectData* obj = objTv.m_data.pobj;
  Class* cls = obj->cls();
  const Func* ctor = cls->ctor;
  vm.sp--;
  if (!ctor) {
    // No constructor: the arguments are still evaluated, then dropped.
    ActRec* ar = pushActRec(vm, nullptr, nargs);
    ar->m_flags |= ActRec::kNoCtor;
  } else {
    if (!methodAccessible(ctor, frameSelf(vm.fp))) {
      tvDecRef(objTv);
      // php names the constructor's declaring class (an inherited private one: the parent).
      throwErrorF(ErrorKind::Error, "Call to %s %s::%s() from %s%s", visibilityName(ctor->attrs),
                  (ctor->cls ? ctor->cls : cls)->name->data(), ctor->name->data(), frameSelf(vm.fp) ? "scope " : "global scope",
                  frameSelf(vm.fp) ? frameSelf(vm.fp)->name->data() : "");
    }
    ActRec* ar = pushActRec(vm, ctor, nargs);
    ar->m_this = objTv;   // moves our reference
    advance(vm);
    return;
  }
  tvDecRef(objTv);
  advance(vm);
}

// --- FPass* ----------------------------------------------------------------------------------

namespace {

/// Whether the pending callee takes argument `i` by reference.
bool pendingParamByRef(VMState& vm, uint32_t argIdx, uint32_t stackArgs, bool* preferRef = nullptr) {
  ActRec* ar = pendingActRec(vm.sp, stackArgs);
  const Func* f = ar->m_func;
  if (preferRef) *preferRef = false;
  if (!f) return false;
  if (ar->m_flags & ActRec::kMagicCall) return false;
  const ParamInfo* p = argIdx < f->numParams() ? &f->params[argIdx] : (f->isVariadic() ? &f->params.back() : nullptr);
  if (!p) return false;
  if (preferRef) *preferRef = p->preferRef;
  return p->byRef;
}

} // namespace

void iopFPassL(VMState& vm) {
  uint32_t argIdx = immU32(vm.pc, 0);
  uint32_t local = immU32(vm.pc, 1);
  TypedValue* l = vm.fp->locals() + local;
  if (pendingParamByRef(vm, argIdx, argIdx)) {
    boxSlot(*l);   // an undefined variable passed by reference becomes null
    l->m_data.pref->m_hdr.incRef();
    *vm.sp++ = *l;
  } else {
    if (l->m_type == DataType::Uninit) raiseUndefinedVariable(vm.fp->m_func, local);
    *vm.sp++ = tvCopyValue(*l);
  }
  advance(vm);
}

void iopFIsRefParam(VMState& vm) {
  uint32_t argIdx = immU32(vm.pc, 0);
  uint32_t depth = immU32(vm.pc, 1);
  bool r = pendingParamByRef(vm, argIdx, depth);
  *vm.sp++ = makeBool(r);
  advance(vm);
}

void iopFIsRefParamNamed(VMState& vm) {
  const StringData* name = litstr(vm, immU32(vm.pc, 0));
  const ActRec* ar = pendingActRec(vm.sp, immU32(vm.pc, 1));
  const Func* f = ar->m_func;
  bool r = false;
  if (f && f->takesRefs && !(ar->m_flags & ActRec::kMagicCall)) {
    const ParamInfo* p = f->isVariadic() ? &f->params.back() : nullptr;
    for (const ParamInfo& q : f->params)
      if (!q.variadic && q.name->equals(name)) {
        p = &q;
        break;
      }
    r = p && p->byRef;
  }
  *vm.sp++ = makeBool(r);
  advance(vm);
}

void iopFPassCall(VMState& vm) {
  // The inner call was asked for its reference (FWantRef): a by-reference
  // function's result binds to a by-reference parameter; anything else is a
  // value (with php's notice when a reference was expected).
  uint32_t argIdx = immU32(vm.pc, 0);
  TypedValue& top = vm.sp[-1];
  bool preferRef;
  if (pendingParamByRef(vm, argIdx, argIdx + 1, &preferRef)) {
    if (!top.isRef() && !preferRef) {
      raiseNotice("Only variables should be passed by reference");
      boxSlot(top);
    }
  } else if (top.isRef()) {
    TypedValue v = tvCopyValue(top);
    tvDecRef(top);
    top = v;
  }
  advance(vm);
}

[[noreturn]] static void throwCannotPassByRef(const Func* f, uint32_t argIdx) {
  // A variadic parameter's arguments go unnamed, as php's get_function_arg_name.
  if (argIdx >= f->numParams() || f->params[argIdx].variadic)
    throwErrorF(ErrorKind::Error, "%s(): Argument #%u cannot be passed by reference", f->fullName().c_str(), argIdx + 1);
  throwErrorF(ErrorKind::Error, "%s(): Argument #%u ($%s) cannot be passed by reference", f->fullName().c_str(),
              argIdx + 1, f->params[argIdx].name->data());
}

void iopFPassVal(VMState& vm) {
  uint32_t argIdx = immU32(vm.pc, 0);
  bool preferRef;
  if (pendingParamByRef(vm, argIdx, argIdx + 1, &preferRef) && !preferRef)
    throwCannotPassByRef(pendingActRec(vm.sp, argIdx + 1)->m_func, argIdx);
  advance(vm);
}

void iopFPassN(VMState& vm) {
  uint32_t argIdx = immU32(vm.pc, 0);
  bool byRef = pendingParamByRef(vm, argIdx, argIdx + 1);
  TypedValue nameTv = vm.sp[-1];
  StringData* name = toStringData(nameTv);
  TypedValue* slot = byRef ? writeVarByName(vm.fp, name) : readVarByName(vm.fp, name);
  TypedValue result;
  if (byRef) {
    boxSlot(*slot);
    slot->m_data.pref->m_hdr.incRef();
    result = *slot;
  } else if (!slot || slot->isUninit()) {
    raiseWarning("Undefined variable $%s", name->data());
    result = makeNull();
  } else {
    result = tvCopyValue(*slot);
  }
  name->decRef();
  tvDecRef(nameTv);
  vm.sp[-1] = result;
  advance(vm);
}

// --- FCall* ----------------------------------------------------------------------------------

namespace {

/// A call to __call / __callStatic: the arguments become ($name, [args]).
void rewriteMagicCall(VMState& vm, ActRec* ar, uint32_t& nargs) {
  TypedValue* args = ar->locals();
  ArrayData* packed = ArrayData::makePacked(nargs);
  for (uint32_t i = 0; i < nargs; ++i) {
    TypedValue v = args[i];
    if (v.m_type == DataType::Reference) {
      TypedValue c = tvCopyValue(v);
      tvDecRef(v);
      v = c;
    }
    ArrayData::append(packed, v);
  }
  if (ArrayData* named = takeNamedExtraArgs(ar)) {
    // Named arguments reach __call/__callStatic keyed by name.
    for (uint32_t p = named->iterBegin(); named->iterValid(p); p = named->iterAdvance(p))
      ArrayData::setStr(packed, named->iterKey(p).m_data.pstr, tvCopyValue(*named->iterValue(p)));
    named->decRef();
  }
  args[0] = ar->m_closure;   // the method name
  // php's trampoline names the method up to its first NUL byte.
  if (args[0].isString()) {
    std::string_view n = args[0].m_data.pstr->view();
    if (size_t nul = n.find('\0'); nul != std::string_view::npos) {
      TypedValue cut = makeStringNoIncRef(StringData::make(n.substr(0, nul)));
      tvDecRef(args[0]);
      args[0] = cut;
    }
  }
  args[1] = makeArrayNoIncRef(packed);
  ar->m_closure = makeUninit();
  ar->m_flags &= ~ActRec::kMagicCall;
  nargs = 2;
  vm.sp = args + 2;
}

/// Checks that by-reference parameters received references; PHP raises an
/// Error for values that are not variables.
void checkByRefArgs(ActRec* ar, uint32_t nargs) {
  const Func* f = ar->m_func;
  TypedValue* args = ar->locals();
  uint32_t np = f->numParams();
  for (uint32_t i = 0; i < nargs; ++i) {
    const ParamInfo* p = i < np ? &f->params[i] : (f->isVariadic() ? &f->params.back() : nullptr);
    if (!p || !p->byRef || args[i].m_type == DataType::Reference) continue;
    if (args[i].m_type == DataType::Uninit) continue;   // skipped by named arguments: takes its default
    if (f->isBuiltin()) {
      // Builtins called with a temporary: give them a private reference.
      continue;
    }
    TypedValue v = args[i];
    args[i] = makeRefNoIncRef(makeRefData(v));
  }
}

} // namespace

void doFCall(VMState& vm, uint32_t nargs, uint32_t instrLength) {
  ActRec* ar = pendingActRec(vm.sp, nargs);
  uint32_t retOff = static_cast<uint32_t>(vm.pc - vm.fp->m_func->bc.data()) + instrLength;
  if (HOP_UNLIKELY(ar->m_flags & (ActRec::kMagicCall | ActRec::kNoCtor))) {
    if (ar->m_flags & ActRec::kNoCtor) {
      TypedValue* args = ar->locals();
      for (uint32_t i = 0; i < nargs; ++i) tvDecRef(args[i]);
      *reinterpret_cast<TypedValue*>(ar) = makeNull();
      vm.sp = reinterpret_cast<TypedValue*>(ar) + 1;
      vm.pc += instrLength;
      return;
    }
    rewriteMagicCall(vm, ar, nargs);
  }
  checkByRefArgs(ar, nargs);
  if (ar->m_func->isBuiltin()) {
    enterFrame(vm, ar, nargs, retOff);
    vm.pc += instrLength;
    return;
  }
  enterFrame(vm, ar, nargs, retOff);
}

void iopFCall(VMState& vm) { doFCall(vm, immU32(vm.pc, 0), instrLen(vm.pc)); }

void iopFCallArray(VMState& vm) {
  // [ActRec][args array]: spread the array into positional and named arguments.
  TypedValue arrTv = vm.sp[-1];
  vm.sp--;
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp - kActRecSlots);
  uint32_t nargs = spreadArgsArray(vm, ar, arrTv.m_data.parr);
  tvDecRef(arrTv);
  doFCall(vm, nargs, instrLen(vm.pc));
}

void iopFCallBuiltin(VMState& vm) {
  uint32_t nargs = immU32(vm.pc, 0);
  const Func* f = BuiltinRegistry::byId(immU32(vm.pc, 1));
  TypedValue* args = vm.sp - nargs;
  TypedValue ret = makeNull();
  callBuiltin(f, args, nargs, ret, nullptr);
  for (uint32_t i = 0; i < nargs; ++i) tvDecRef(args[i]);
  vm.sp = args;
  *vm.sp++ = ret;
  advance(vm);
}

// --- Returns -----------------------------------------------------------------------------------

void iopRetC(VMState& vm) {
  TypedValue ret = *--vm.sp;
  if (ret.m_type == DataType::Reference) {
    TypedValue c = tvCopyValue(ret);
    tvDecRef(ret);
    ret = c;
  }
  if (vm.fp->m_flags & ActRec::kInGenerator) {
    generatorReturn(vm, ret);
    return;
  }
  bool byRef = vm.fp->m_func->attrs & kAttrReturnsRef;
  if (leaveFrame(vm, ret)) vm.pc = nullptr;
  vm.lastCallReturnsRef = byRef;
}

void iopRetV(VMState& vm) {
  // Return by reference: the reference itself goes back only to a caller that
  // binds it (`$a = &f()`, FWantRef); every other caller gets the value.
  ActRec* fp = vm.fp;
  if (!(fp->m_moreFlags & ActRec::kWantsRef) || (fp->m_flags & ActRec::kInGenerator) ||
      !vm.sp[-1].isRef()) {
    iopRetC(vm);
    return;
  }
  TypedValue ret = *--vm.sp;
  if (leaveFrame(vm, ret)) vm.pc = nullptr;
}

void iopFWantRef(VMState& vm) {
  uint32_t depth = immU32(vm.pc, 0);
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp - depth - kActRecSlots);
  ar->m_moreFlags |= ActRec::kWantsRef;
  advance(vm);
}

void iopBoxRef(VMState& vm) {
  auto op = static_cast<BoxRefOp>(immU8(vm.pc, 0));
  TypedValue& top = vm.sp[-1];
  if (!top.isRef()) {
    if (op == BoxRefOp::Assign) {
      // php then assigns the value (BindL/BindM take a plain value as SetL/SetM).
      raiseNotice("Only variables should be assigned by reference");
      advance(vm);
      return;
    }
    if (op == BoxRefOp::Return) raiseNotice("Only variable references should be returned by reference");
    else if (op == BoxRefOp::Pass) raiseNotice("Only variables should be passed by reference");
    boxSlot(top);
  }
  advance(vm);
}

} // namespace hop
