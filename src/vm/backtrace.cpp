// backtrace.cpp — walking PHP and builtin frames into PHP's trace arrays.
#include "vm/backtrace.h"

#include <optional>

#include "bytecode/op-info.h"
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/graceful-exit.h"
#include "vm/native-frame-info.h"
#include "vm/lookup.h"

namespace hop {

namespace {

/// The keys and fixed values of trace entries, interned once: interned()
/// hashes and takes the intern table's lock at each call (seven of them an
/// entry made a frame ~1,500 instructions).
struct TraceStrings {
  StringData* file = StringData::interned("file");
  StringData* line = StringData::interned("line");
  StringData* function = StringData::interned("function");
  StringData* cls = StringData::interned("class");
  StringData* object = StringData::interned("object");
  StringData* type = StringData::interned("type");
  StringData* args = StringData::interned("args");
  StringData* arrow = StringData::interned("->");
  StringData* colons = StringData::interned("::");
};
const TraceStrings& traceStrings() {
  static const TraceStrings s;
  return s;
}

void setStr(ArrayData*& a, StringData* key, std::string_view v) {
  ArrayData::setStr(a, key, makeStringNoIncRef(StringData::make(v)));
}

/// A name as an entry's value: a static string (a function's or class's
/// name) shared as it is, else copied.
TypedValue nameValue(StringData* n) {
  return makeStringNoIncRef(n->isStatic() ? n : StringData::make(n->view()));
}

/// Whether argument i of `f` is declared #[SensitiveParameter] (extra
/// arguments of a variadic function follow its last parameter).
bool isSensitiveArg(const Func* f, uint32_t i) {
  const Func* o = f->traitOrigin ? f->traitOrigin : f;
  uint32_t np = o->numParams();
  if (i >= np) {
    if (!o->isVariadic()) return false;
    i = np - 1;
  }
  for (const PreAttribute& a : o->params[i].attributes)
    if (equalsIgnoreCase(a.name->view(), "SensitiveParameter")) return true;
  return false;
}

/// A trace's copy of argument i: sensitive ones are wrapped in a
/// SensitiveParameterValue, which keeps the value but does not show it.
TypedValue traceArg(const Func* f, uint32_t i, const TypedValue& v) {
  if (!isSensitiveArg(f, i)) return tvCopyValue(v);
  Class* cls = lookupClassAutoload("SensitiveParameterValue");
  ObjectData* o = ObjectData::make(cls);
  bool accessible;
  int64_t slot = cls->findProp("value", cls, accessible);
  if (slot >= 0) tvSetRawMove(*o->prop(uint32_t(slot)), tvCopyValue(v));
  return makeObjectNoIncRef(o);
}

/// call_user_func[_array]() called by its name from bytecode with plain
/// arguments: php compiles that into a direct call of the callback
/// (zend_compile_func_cuf), so it has no frame of its own in traces.
bool isInlinedCallUserFunc(const VMState& st, size_t k) {
  const NativeFrame& nf = st.nativeFrames[k];
  if (!isCallUserFunc(nf.func) || nf.named || !nf.callerFp || !nf.callerPc || !nativeCalledFromBytecode(st, k))
    return false;
  if (Op(nf.callerPc[0]) != Op::FCallBuiltin) return false;   // resolved at run time (a namespace fallback)
  return nf.func->name->size() == 14 ? nf.nargs >= 1 : nf.nargs == 2;
}

/// A builtin that php compiles into an opcode of its own when called by its
/// resolved name with plain arguments (zend_try_compile_special_func:
/// strlen, count, get_class, array_key_exists, the is_* checks and casts...),
/// so its errors show no frame for it.
bool isCompiledAsOpcode(const VMState& st, size_t k) {
  const NativeFrame& nf = st.nativeFrames[k];
  if (nf.named || !nf.callerFp || !nf.callerPc || nf.func->cls || !nativeCalledFromBytecode(st, k)) return false;
  if (Op(nf.callerPc[0]) != Op::FCallBuiltin) return false;
  struct Special { std::string_view name; uint32_t minArgs, maxArgs; };
  static constexpr Special kSpecial[] = {
      {"strlen", 1, 1},     {"count", 1, 1},       {"sizeof", 1, 1},           {"get_class", 0, 1},
      {"gettype", 1, 1},    {"get_called_class", 0, 0}, {"func_num_args", 0, 0}, {"func_get_args", 0, 0},
      {"array_key_exists", 2, 2}, {"boolval", 1, 1}, {"intval", 1, 1},         {"floatval", 1, 1},
      {"doubleval", 1, 1},  {"strval", 1, 1},      {"is_null", 1, 1},          {"is_bool", 1, 1},
      {"is_long", 1, 1},    {"is_int", 1, 1},      {"is_integer", 1, 1},       {"is_float", 1, 1},
      {"is_double", 1, 1},  {"is_string", 1, 1},   {"is_array", 1, 1},         {"is_object", 1, 1},
      {"is_resource", 1, 1}, {"is_scalar", 1, 1},
  };
  std::string_view n = nf.func->name->view();
  for (const Special& s : kSpecial)
    if (s.name == n) return nf.nargs >= s.minArgs && nf.nargs <= s.maxArgs;
  return false;
}

ArrayData* argsArray(const Func* f, const TypedValue* args, uint32_t n, const ArrayData* named = nullptr) {
  ArrayData* a = ArrayData::makePacked(n);
  for (uint32_t i = 0; i < n; ++i) ArrayData::append(a, traceArg(f, i, args[i]));
  // Named arguments beyond the parameters show by name ("f(1, x: 2)").
  for (uint32_t p = named ? named->iterBegin() : 0; named && named->iterValid(p); p = named->iterAdvance(p))
    ArrayData::setStr(a, named->iterKey(p).m_data.pstr, traceArg(f, n, *named->iterValue(p)));
  return a;
}

/// One trace entry for a call of `f`, made at `file:line` (or from internal code).
/// `shown` is the class the entry names: the declaring class of a method, the
/// scope of a closure (php's func->common.scope).
ArrayData* makeEntry(const Func* f, ObjectData* thisObj, const Class* shown, bool isStaticCall, const std::string* file,
                     int line, ArrayData* args, bool withObject) {
  const TraceStrings& k = traceStrings();
  ArrayData* e = ArrayData::makeHash(8);
  if (file) {
    setStr(e, k.file, *file);
    ArrayData::setStr(e, k.line, makeInt(line));
  }
  ArrayData::setStr(e, k.function, nameValue(f->name));
  if (shown) {
    ArrayData::setStr(e, k.cls, nameValue(shown->name));
    if (thisObj && !isStaticCall && withObject) {
      thisObj->incRef();
      ArrayData::setStr(e, k.object, makeObjectNoIncRef(thisObj));
    }
    ArrayData::setStr(e, k.type, makeStringNoIncRef((thisObj && !isStaticCall) ? k.arrow : k.colons));
  }
  if (args) ArrayData::setStr(e, k.args, makeArrayNoIncRef(args));
  return e;
}

/// The class a PHP frame's trace entry names: a closure's scope (php gives a
/// closure bound to an object without a scope the Closure class as scope), a
/// method's declaring class.
const Class* shownClass(const ActRec* fp) {
  const Func* f = fp->m_func;
  if (!f->isClosure() || fp->m_closure.m_type != DataType::Object) return f->cls;
  if (Class* scope = closureData(fp->m_closure.m_data.pobj)->scope) return scope;
  return fp->hasThis() ? fp->m_closure.m_data.pobj->cls() : nullptr;
}

/// The arguments of a PHP frame as a trace shows them (their current values).
ArrayData* frameArgs(ActRec* fp) {
  const Func* f = fp->m_func;
  uint32_t n = fp->m_numArgs;
  uint32_t np = f->numParams();
  ArrayData* args = ArrayData::makePacked(n);
  uint32_t direct = n < np ? n : np;
  if (f->isVariadic() && direct == np) direct = np - 1;
  for (uint32_t i = 0; i < direct; ++i) ArrayData::append(args, traceArg(f, i, fp->locals()[i]));
  if (f->isVariadic() && (n >= np || (fp->m_moreFlags & ActRec::kHasNamedArgs))) {
    const TypedValue& va = fp->locals()[np - 1];
    if (va.isArray())
      for (uint32_t p = va.m_data.parr->iterBegin(); va.m_data.parr->iterValid(p); p = va.m_data.parr->iterAdvance(p)) {
        const TypedValue k = va.m_data.parr->iterKey(p);
        if (k.isString())   // a named argument the variadic took
          ArrayData::setStr(args, k.m_data.pstr, traceArg(f, np - 1, *va.m_data.parr->iterValue(p)));
        else
          ArrayData::append(args, traceArg(f, np - 1, *va.m_data.parr->iterValue(p)));
      }
  } else if (fp->m_flags & ActRec::kHasExtraArgs) {
    auto it = ctx().extraArgs.find(fp);
    uint32_t i = direct;
    if (it != ctx().extraArgs.end())
      for (uint32_t p = it->second->iterBegin(); it->second->iterValid(p); p = it->second->iterAdvance(p))
        ArrayData::append(args, traceArg(f, i++, *it->second->iterValue(p)));
  }
  return args;
}

} // namespace

ArrayData* frameTraceEntry(const ActRec* cfp, const std::string* file, int line, bool withArgs, bool withObject) {
  ActRec* fp = const_cast<ActRec*>(cfp);
  return makeEntry(fp->m_func, fp->hasThis() ? fp->getThis() : nullptr, shownClass(fp), !fp->hasThis(), file, line,
                   withArgs ? frameArgs(fp) : nullptr, withObject);
}

namespace {

/// The function name php's backtrace gives an Incl instruction at `ip`.
const char* inclName(const uint8_t* ip) {
  switch (static_cast<InclOp>(immU8(ip, 0))) {
    case InclOp::IncludeOnce: return "include_once";
    case InclOp::Require: return "require";
    case InclOp::RequireOnce: return "require_once";
    default: return "include";
  }
}

} // namespace

ArrayData* captureBacktrace(const BacktraceOptions& opts) {
  // `st` is the execution context whose frames are being walked: the running
  // one, then (past a fiber's bottom frame) the one that resumed it.
  const VMState* st = opts.state ? opts.state : &ctx().vm;
  ArrayData* out = ArrayData::makePacked(8);
  ActRec* fp = st->fp;
  const uint8_t* pc = st->pc;
  size_t nativeIdx = st->nativeFrames.size();
  int skipped = 0;
  int count = 0;
  // The file of the frame emitted last: php gives an include frame that file
  // as its argument (none for the innermost frame).
  std::optional<std::string> lastFile;
  auto emit = [&](ArrayData* e, const std::string* file) {
    if (skipped < opts.skip) {
      ++skipped;
      e->decRef();
      return true;
    }
    lastFile = file ? std::optional<std::string>(*file) : std::nullopt;
    ArrayData::append(out, makeArrayNoIncRef(e));
    ++count;
    return !(opts.limit > 0 && count >= opts.limit);
  };
  // Systemlib code stands for php's internal functions: what it calls
  // internally (its helpers, builtins) is not shown, and user code it calls
  // back shows as called from "[internal function]".
  auto fromSystemLib = [](const ActRec* caller) { return caller && caller->m_func->isSystemLib(); };
  // Builtins running on top of the current PHP frame come first; one called
  // by another builtin (array_map('strlen', ...)) shows as [internal function].
  if (!opts.includeNativeTop && nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == fp) --nativeIdx;
  while (nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == fp && fromSystemLib(fp)) --nativeIdx;
  while (nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == fp) {
    const NativeFrame& nf = st->nativeFrames[--nativeIdx];
    if (isInlinedCallUserFunc(*st, nativeIdx) || isCompiledAsOpcode(*st, nativeIdx)) continue;
    bool calledByBuiltin = nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == fp;
    std::string file;
    int line = 0;
    if (fp && !calledByBuiltin) {
      file = fp->m_func->unit->filePath;
      line = fp->m_func->lineForOffset(static_cast<uint32_t>(nf.callerPc - fp->m_func->bc.data()));
    }
    ArrayData* e = makeEntry(nf.func, nf.thisObj, nf.func->cls, nf.thisObj == nullptr,
                             fp && !calledByBuiltin ? &file : nullptr, line,
                             opts.withArgs ? argsArray(nf.func, nf.args, nf.nargs, nf.named) : nullptr, opts.withObject);
    if (!emit(e, fp && !calledByBuiltin ? &file : nullptr)) return out;
  }
  while (fp) {
    const Func* f = fp->m_func;
    ActRec* caller = fp->m_sfp;
    const VMState* callerState = st;
    if (!caller && st->resumer && !opts.stopAtFiberBottom) {
      // A fiber's bottom frame: its caller is the frame that resumed it.
      callerState = st->resumer;
      caller = callerState->fp;
    }
    if (f->isPseudoMain() && !caller) break;   // the main script is "{main}"
    if (f->isInitializer()) {                  // php evaluates these without a frame
      fp = caller;
      continue;
    }

    std::string file;
    int line = 0;
    // Entered from C++: by a builtin that is still running (a callback:
    // "[internal function]", then the builtin), or by the engine in the middle
    // of the caller's instruction (destructors, magic methods: the caller's line).
    bool internal = false;
    if (fp->m_flags & ActRec::kReturnToNative) {
      internal = !caller || fp->m_callOff == 0;
      for (size_t i = callerState == st ? nativeIdx : callerState->nativeFrames.size(); !internal && i > 0; --i)
        if (callerState->nativeFrames[i - 1].callerFp == caller) internal = true;
    }
    // Called through an inlined call_user_func(), or by a builtin php runs as
    // an opcode (an error handler for its warning): the caller's own line.
    const NativeFrame* inlinedCuf = nullptr;
    if (internal && caller) {
      for (size_t i = callerState == st ? nativeIdx : callerState->nativeFrames.size(); i > 0; --i) {
        if (callerState->nativeFrames[i - 1].callerFp != caller) continue;
        if (isInlinedCallUserFunc(*callerState, i - 1) || isCompiledAsOpcode(*callerState, i - 1))
          inlinedCuf = &callerState->nativeFrames[i - 1];
        break;
      }
      if (inlinedCuf) internal = false;
    }
    bool noSite = internal;   // shown as "[internal function]"
    // A builtin that records where its callee is declared (an attribute's
    // constructor run by newInstance()): php shows that place.
    const NativeFrame* viaBuiltin =
        internal && nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == caller ? &st->nativeFrames[nativeIdx - 1] : nullptr;
    bool atSite = false;
    if (!internal && fromSystemLib(caller)) {
      // The systemlib's own helpers (private, or named hop*) stand for php's
      // internal C code: not shown. Its calls of public methods (accept(),
      // compare() ...) are php's zend_call_method: "[internal function]".
      if (f->isSystemLib() && ((f->attrs & kAttrPrivate) || f->name->view().substr(0, 3) == "hop")) {
        if (callerState != st) {
          st = callerState;
          nativeIdx = st->nativeFrames.size();
        }
        fp = caller;
        continue;
      }
      noSite = true;
    }
    if (inlinedCuf) {
      file = caller->m_func->unit->filePath;
      line = caller->m_func->lineForOffset(static_cast<uint32_t>(inlinedCuf->callerPc - caller->m_func->bc.data()));
    } else if (!noSite && caller) {
      file = caller->m_func->unit->filePath;
      line = caller->m_func->lineForOffset(fp->m_callOff - 1);
    } else if (viaBuiltin && viaBuiltin->calleeSiteFile) {
      file = *viaBuiltin->calleeSiteFile;
      line = viaBuiltin->calleeSiteLine;
      atSite = true;
    }
    ArrayData* args = opts.withArgs && !f->isPseudoMain() ? frameArgs(fp) : nullptr;
    if (f->isPseudoMain()) {
      // An included file: php shows the include call.
      ArrayData* e = ArrayData::makeHash(4);
      if (!noSite && caller) {
        setStr(e, traceStrings().file, file);
        ArrayData::setStr(e, traceStrings().line, makeInt(line));
      }
      // The instruction that entered the file names the frame; an include
      // (not eval) gets the file of the frame above it as its argument.
      const char* name = "include";
      bool isEval = false;
      if (caller && fp->m_callOff > 0) {
        const uint8_t* ip = caller->m_func->bc.data() + fp->m_callOff - 1;
        if (Op(ip[0]) == Op::Eval) {
          name = "eval";
          isEval = true;
        } else if (Op(ip[0]) == Op::Incl) {
          name = inclName(ip);
        }
      }
      if (opts.withArgs && !isEval && lastFile) {
        ArrayData* ia = ArrayData::makePacked(1);
        ArrayData::append(ia, makeStringNoIncRef(StringData::make(*lastFile)));
        ArrayData::setStr(e, traceStrings().args, makeArrayNoIncRef(ia));
      }
      setStr(e, traceStrings().function, name);
      if (!emit(e, !noSite && caller ? &file : nullptr)) return out;
    } else {
      ArrayData* e = makeEntry(f, fp->hasThis() ? fp->getThis() : nullptr, shownClass(fp), !fp->hasThis(),
                               noSite && !atSite ? nullptr : &file, line, args, opts.withObject);
      if (!emit(e, noSite && !atSite ? nullptr : &file)) return out;
      // Called while the caller's include opens its file (an error handler
      // for its warning): php shows the include, without arguments, between.
      if (!noSite && caller && fp->m_callOff > 0 && Op(caller->m_func->bc[fp->m_callOff - 1]) == Op::Incl) {
        ArrayData* ie = ArrayData::makeHash(4);
        setStr(ie, traceStrings().file, file);
        ArrayData::setStr(ie, traceStrings().line, makeInt(line));
        setStr(ie, traceStrings().function, inclName(caller->m_func->bc.data() + fp->m_callOff - 1));
        if (!emit(ie, &file)) return out;
      }
    }
    if (callerState != st) {
      st = callerState;
      nativeIdx = st->nativeFrames.size();
    }
    if (internal) {
      // Called back from a builtin: that builtin's frame comes next.
      // (and the builtins that called it in turn: array_map('call_user_func', ...)
      // shows call_user_func as [internal function], then array_map).
      while (nativeIdx > 0) {
        const NativeFrame& nf = st->nativeFrames[--nativeIdx];
        if (nf.callerFp != caller) continue;
        if (fromSystemLib(caller)) break;   // a builtin the systemlib called
        const bool calledByBuiltin = nativeIdx > 0 && st->nativeFrames[nativeIdx - 1].callerFp == caller;
        const bool site = caller && !calledByBuiltin;
        std::string nfile;
        int nline = 0;
        if (site) {
          nfile = caller->m_func->unit->filePath;
          nline = caller->m_func->lineForOffset(static_cast<uint32_t>(nf.callerPc - caller->m_func->bc.data()));
        }
        ArrayData* e = makeEntry(nf.func, nf.thisObj, nf.func->cls, nf.thisObj == nullptr, site ? &nfile : nullptr, nline,
                                 opts.withArgs ? argsArray(nf.func, nf.args, nf.nargs, nf.named) : nullptr, opts.withObject);
        if (!emit(e, site ? &nfile : nullptr)) return out;
        if (!calledByBuiltin) break;
      }
    }
    fp = caller;
    (void)pc;
  }
  return out;
}

ObjectData* makeThrowable(std::string_view clsName, const std::string& msg) {
  Class* cls = lookupClassAutoload(clsName);
  HOP_ALWAYS_ASSERT(cls != nullptr);
  ObjectData* o = ObjectData::make(cls);
  initThrowable(o);
  bool acc;
  int64_t slot = cls->findProp("message", cls, acc);
  if (slot >= 0) tvSetRawMove(*o->prop(uint32_t(slot)), makeStringNoIncRef(StringData::make(msg)));
  return o;
}

const uint8_t* inlinedCallUserFuncSite(const ActRec* ar) {
  const VMState& st = ctx().vm;
  for (size_t i = st.nativeFrames.size(); i > 0; --i) {
    if (st.nativeFrames[i - 1].callerFp != ar->m_sfp) continue;
    return isInlinedCallUserFunc(st, i - 1) ? st.nativeFrames[i - 1].callerPc : nullptr;
  }
  return nullptr;
}

void initThrowable(ObjectData* o) {
  Class* cls = o->cls();
  std::string file;
  int line;
  currentFileAndLine(file, line);
  // Made with no PHP code running (a builtin called back at shutdown: an
  // output handler, a shutdown function): php's zend_get_executed_filename.
  if (!ctx().vm.fp) {
    file = "[no active file]";
    line = 0;
  }
  bool acc;
  // The base class declares these (Exception or Error); look them up from there.
  const Class* base = cls;
  while (base->parent) base = base->parent;
  int64_t fileSlot = cls->findProp("file", base, acc);
  int64_t lineSlot = cls->findProp("line", base, acc);
  int64_t traceSlot = cls->findProp("trace", base, acc);
  if (fileSlot >= 0) tvSetRawMove(*o->prop(uint32_t(fileSlot)), makeStringNoIncRef(StringData::make(file)));
  if (lineSlot >= 0) tvSetRawMove(*o->prop(uint32_t(lineSlot)), makeInt(line));
  if (traceSlot >= 0) {
    BacktraceOptions opts;
    opts.withArgs = !ctx().ini.getBool("zend.exception_ignore_args");
    tvSetRawMove(*o->prop(uint32_t(traceSlot)), makeArrayNoIncRef(captureBacktrace(opts)));
  }
}

void setThrowablePlace(ObjectData* o, const std::string* file, int line) {
  bool acc;
  const Class* base = o->cls();
  while (base->parent) base = base->parent;
  int64_t fileSlot = o->cls()->findProp("file", base, acc);
  int64_t lineSlot = o->cls()->findProp("line", base, acc);
  if (file && fileSlot >= 0) tvAssignMove(*o->prop(uint32_t(fileSlot)), makeStringNoIncRef(StringData::make(*file)));
  if (lineSlot >= 0) tvAssignMove(*o->prop(uint32_t(lineSlot)), makeInt(line));
}

namespace {

/// The slot of Exception::$previous / Error::$previous in a throwable.
TypedValue* previousSlot(ObjectData* o) {
  const Class* base = o->cls();
  while (base->parent) base = base->parent;
  bool acc;
  int64_t slot = o->cls()->findProp("previous", base, acc);
  return slot >= 0 ? o->prop(uint32_t(slot)) : nullptr;
}

} // namespace

void chainPreviousException(ObjectData* ex, ObjectData* prev) {
  // An exception replacing a graceful exit (thrown by a finally block of a
  // fiber being force-closed) does not keep it, as in php.
  if (!ex || !prev || ex == prev || isGracefulExit(prev)) {
    if (prev) prev->decRef();
    return;
  }
  for (ObjectData* cur = ex;;) {
    // `prev` must not already contain `cur` (that would close a cycle).
    for (ObjectData* a = prev; a;) {
      if (a == cur) {
        prev->decRef();
        return;
      }
      TypedValue* p = previousSlot(a);
      a = p && tvDeref(p)->isObject() ? tvDeref(p)->m_data.pobj : nullptr;
    }
    TypedValue* slot = previousSlot(cur);
    if (!slot) {
      prev->decRef();
      return;
    }
    TypedValue& v = *tvDeref(slot);
    if (!v.isObject()) {
      tvSetRawMove(v, makeObjectNoIncRef(prev));
      return;
    }
    cur = v.m_data.pobj;
  }
}

namespace {

/// php's smart_str_append_escaped: control bytes, bytes above 126 and the
/// backslash escaped C-style (\n \t ... \e, else \xHH).
void appendEscapedForTrace(std::string& out, std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  for (unsigned char c : s) {
    if (c >= 32 && c <= 126 && c != '\\') {
      out += char(c);
      continue;
    }
    out += '\\';
    switch (c) {
      case '\n': out += 'n'; break;
      case '\r': out += 'r'; break;
      case '\t': out += 't'; break;
      case '\f': out += 'f'; break;
      case '\v': out += 'v'; break;
      case '\\': out += '\\'; break;
      case 27: out += 'e'; break;
      default: out += 'x'; out += kHex[c >> 4]; out += kHex[c & 15]; break;
    }
  }
}

void appendArgForTrace(std::string& out, const TypedValue& v0) {
  const TypedValue& v = *tvDeref(&v0);
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: out += "NULL"; return;
    case DataType::Bool: out += v.m_data.num ? "true" : "false"; return;
    case DataType::Int: appendInt(out, v.m_data.num); return;
    case DataType::Double: appendDouble(out, v.m_data.dbl); return;
    case DataType::String: {
      int64_t maxLen = ctx().ini.getInt("zend.exception_string_param_max_len");
      std::string_view s = v.m_data.pstr->view();
      out += '\'';
      bool cut = int64_t(s.size()) > maxLen;
      appendEscapedForTrace(out, cut ? s.substr(0, size_t(maxLen)) : s);
      out += cut ? "...'" : "'";
      return;
    }
    case DataType::Array: out += "Array"; return;
    case DataType::Object: out += "Object("; out += v.m_data.pobj->cls()->shownName(); out += ')'; return;
    case DataType::Resource: out += "Resource id #"; appendInt(out, resourceId(v)); return;
    default: return;
  }
}

/// php appends class and function names as C strings: an anonymous class's
/// name stops at its NUL ("class@anonymous").
void appendCString(std::string& out, const TypedValue& v) {
  std::string s;
  appendToString(s, v);
  out.append(s.c_str());
}

} // namespace

std::string traceToString(const ArrayData* trace) {
  std::string out;
  int i = 0;
  for (uint32_t pos = trace->iterBegin(); trace->iterValid(pos); pos = trace->iterAdvance(pos), ++i) {
    const TypedValue& fv = *tvDeref(trace->iterValue(pos));
    out += '#';
    appendInt(out, i);
    out += ' ';
    if (!fv.isArray()) continue;
    const ArrayData* f = fv.m_data.parr;
    const TypedValue* file = f->getStr("file");
    const TypedValue* line = f->getStr("line");
    if (file && file->isString()) {
      out += file->m_data.pstr->view();
      out += '(';
      if (line) appendInt(out, toInt(*line));
      out += "): ";
    } else {
      out += "[internal function]: ";
    }
    if (const TypedValue* c = f->getStr("class")) {
      appendCString(out, *c);
      if (const TypedValue* t = f->getStr("type")) appendCString(out, *t);
    }
    if (const TypedValue* fn = f->getStr("function")) appendCString(out, *fn);
    out += '(';
    if (const TypedValue* args = f->getStr("args"); args && args->isArray()) {
      const ArrayData* a = args->m_data.parr;
      bool first = true;
      for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
        if (!first) out += ", ";
        first = false;
        if (const TypedValue k = a->iterKey(p); k.isString()) {   // a named argument
          out += k.m_data.pstr->view();
          out += ": ";
        }
        appendArgForTrace(out, *a->iterValue(p));
      }
    }
    out += ")\n";
  }
  out += '#';
  appendInt(out, i);
  out += " {main}";
  return out;
}

std::string activeFunctionName() {
  const ActRec* fp = ctx().vm.fp;
  const Func* f = fp ? fp->m_func : nullptr;
  if (!f || f->isPseudoMain() || !f->name) return "main";
  if (f->cls) return f->cls->name->str() + "::" + f->name->str();
  return f->name->str();
}

} // namespace hop
