// interp-decl.cpp — declarations and files: functions, classes and constants
// defined at runtime, include/require/eval, parameter and return type checks,
// and the lookups (functions, classes, constants, variables by name) that
// the other op families use.
#include <cctype>
#include <utility>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <algorithm>

#include "bytecode/unit.h"
#include "compiler/compiler.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/closure.h"
#include "vm/callable.h"
#include "vm/interp-internal.h"
#include "vm/member-ops.h"
#include "vm/system-class-memo.h"
#include "vm/type-check.h"
#include "vm/unit-loader.h"

namespace hop {

// --- Lookups ------------------------------------------------------------------------------------

Func* lookupFunction(std::string_view name) {
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  bool hasUpper = false;
  for (char c : name)
    if (c >= 'A' && c <= 'Z') { hasUpper = true; break; }
  if (hasUpper) {
    std::string lower = toLower(name);
    if (Func* b = BuiltinRegistry::lookup(lower)) return b;
    return ctx().lookupUserFunction(lower);
  }
  if (Func* b = BuiltinRegistry::lookup(name)) return b;
  return ctx().lookupUserFunction(name);
}

Class* systemClassMemoSlow(SystemClassMemo& m, std::string_view name) {
  Class* c = lookupClassAutoload(name);
  m.cls = c;
  m.epoch = inlineCacheEpoch();
  return c;
}

namespace {
/// lookupClassAutoload past the request's table, which had no class `name`.
Class* autoloadClassNotFound(ExecutionContext& ec, std::string_view name) {
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  // A class being linked holds its name: it is not found, nor autoloaded.
  if (!ec.linkingClasses.empty() && ec.linkingClasses.count(toLower(name))) return nullptr;
  if (Class* c = defineSystemClass(name)) return c;
  if (ec.autoloaders.empty()) return nullptr;
  // php autoloads only what may be a class name (zend_is_valid_class_name).
  if (name.empty()) return nullptr;
  for (char ch : name) {
    auto u = static_cast<unsigned char>(ch);
    if (!(std::isalnum(u) || ch == '_' || ch == '\\' || u >= 0x80)) return nullptr;
  }
  std::string lower = toLower(name);
  for (const std::string& busy : ec.autoloadsInProgress)
    if (busy == lower) return nullptr;
  // spl_autoload_register() callbacks, in order, until the class exists. As
  // php's, the walk follows the live list: a loader registered by another
  // runs in this same lookup, one unregistered is skipped.
  Class* found = nullptr;
  ec.autoloadsInProgress.push_back(lower);
  struct Done {
    ExecutionContext& ec;
    ~Done() { ec.autoloadsInProgress.pop_back(); }
  } done{ec};
  for (size_t i = 0; i < ec.autoloaders.size(); ) {
    TypedValue l = tvCopyValue(ec.autoloaders[i]);
    TypedValue arg = makeStringNoIncRef(StringData::make(name));
    TypedValue r;
    try {
      r = callCallable(l, &arg, 1);
    } catch (...) {
      tvDecRef(arg);
      tvDecRef(l);
      throw;
    }
    tvDecRef(r);
    tvDecRef(arg);
    if ((found = ec.lookupClass(name))) {
      tvDecRef(l);
      break;
    }
    // Go on after this loader wherever it is now. One that unregistered
    // itself: php's walk steps from its place over the loader after it.
    size_t at = i + 1;
    for (size_t k = 0; k < ec.autoloaders.size(); ++k)
      if (same(ec.autoloaders[k], l)) {
        at = k + 1;
        break;
      }
    tvDecRef(l);
    i = at;
  }
  return found;
}

[[noreturn]] void throwClassNotFound(std::string_view name) {
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  throwErrorF(ErrorKind::Error, "Class \"%.*s\" not found", int(name.size()), name.data());
}
} // namespace

Class* lookupClassAutoload(std::string_view name) {
  ExecutionContext& ec = ctx();
  if (Class* c = ec.lookupClass(name)) return c;
  return autoloadClassNotFound(ec, name);
}

Class* lookupClassOrThrow(std::string_view name) {
  Class* c = lookupClassAutoload(name);
  if (!c) throwClassNotFound(name);
  return c;
}

Class* lookupClassOrThrow(const StringData* name) {
  ExecutionContext& ec = ctx();
  Class* c = ec.lookupClass(name);
  if (!c) c = autoloadClassNotFound(ec, name->view());
  if (!c) throwClassNotFound(name->view());
  return c;
}

Class* frameSelfSlow(const ActRec* fp) {
  if (!fp) return nullptr;
  if (fp->m_closure.m_type == DataType::Object) return closureData(fp->m_closure.m_data.pobj)->scope;
  const Func* f = fp->m_func;
  if (f->isPseudoMain() && fp->m_sfp && (fp->m_flags & ActRec::kIsPseudoMain)) return frameSelf(fp->m_sfp);
  // Initializers of class constants and properties run in their declaring class.
  if (!f->cls && f->isInitializer()) return fp->getClass();
  return f->cls;
}


Class* specialClassRef(ActRec* fp, SpecialClsRef which) {
  Class* self = frameSelf(fp);
  switch (which) {
    case SpecialClsRef::Self:
      if (!self) throwError(ErrorKind::Error, "Cannot access \"self\" when no class scope is active");
      return self;
    case SpecialClsRef::Parent:
      if (!self) throwError(ErrorKind::Error, "Cannot access \"parent\" when no class scope is active");
      if (!self->parent) throwError(ErrorKind::Error, "Cannot access \"parent\" when current class scope has no parent");
      return self->parent;
    case SpecialClsRef::Static: {
      Class* c = frameStatic(fp);
      if (!c) throwError(ErrorKind::Error, "Cannot access \"static\" when no class scope is active");
      return c;
    }
  }
  return nullptr;
}

Class* classFromClassRef(const TypedValue& ref0) {
  const TypedValue& ref = *tvDeref(&ref0);
  if (ref.isObject()) return ref.m_data.pobj->cls();
  if (ref.isString()) {
    // A defined class from the memo (by address or bytes); else autoload or throw.
    if (Class* c = ctx().lookupClass(static_cast<const StringData*>(ref.m_data.pstr))) return c;
    return lookupClassOrThrow(ref.m_data.pstr->view());
  }
  throwError(ErrorKind::Error, "Class name must be a valid object or a string");   // php's ZEND_FETCH_CLASS
}

TypedValue* lookupVarByName(ActRec* fp, const StringData* name, bool create) {
  // Included files share their includer's variables.
  while (fp->m_func->isPseudoMain() && (fp->m_flags & ActRec::kIsPseudoMain) && fp->m_sfp) {
    uint32_t id = fp->m_func->lookupLocal(name);
    if (id != kNoLocal) return fp->locals() + id;
    fp = fp->m_sfp;
  }
  uint32_t id = fp->m_func->lookupLocal(name);
  if (id != kNoLocal) return fp->locals() + id;
  ExecutionContext& ec = ctx();
  if (fp == ec.globalFrame || !fp->m_sfp) return ec.globalVar(name, create);
  auto it = ec.varEnvs.find(fp);
  if (it == ec.varEnvs.end()) {
    if (!create) return nullptr;
    it = ec.varEnvs.emplace(fp, ArrayData::makeHash(8)).first;
    fp->m_moreFlags |= ActRec::kHasVarEnv;
  }
  ArrayKey k = strToArrayKey(const_cast<StringData*>(name));
  if (!create) return const_cast<TypedValue*>(it->second->get(k));
  TypedValue* slot = ArrayData::lval(it->second, k);
  return slot;
}

namespace {
bool isThisName(const StringData* name) { return name->view() == "this"; }
} // namespace

TypedValue* readVarByName(ActRec* fp, const StringData* name) {
  TypedValue* slot = lookupVarByName(fp, name, false);
  if (HOP_UNLIKELY(!slot) && isThisName(name) && fp->hasThis()) return &fp->m_this;
  return slot;
}

TypedValue* writeVarByName(ActRec* fp, StringData* name) {
  if (HOP_UNLIKELY(isThisName(name))) {
    name->decRef();
    throwError(ErrorKind::Error, "Cannot re-assign $this");
  }
  return lookupVarByName(fp, name, true);
}

void unsetVarByName(ActRec* fp, const StringData* name) {
  TypedValue* slot = lookupVarByName(fp, name, false);
  if (!slot) return;
  tvClear(*slot);
}

const TypedValue* lookupConstant(std::string_view name) {
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  ExecutionContext& ec = ctx();
  auto it = ec.constants.find(name);
  if (it != ec.constants.end()) return &it->second.value;
  if (const TypedValue* b = BuiltinRegistry::lookupConstant(name)) return b;
  // true/false/null are case-insensitive; namespaced names compare their
  // namespace part case-insensitively.
  std::string lower = toLower(name);
  if (lower != name) {
    if (const TypedValue* b = BuiltinRegistry::lookupConstant(lower)) {
      if (lower == "true" || lower == "false" || lower == "null") return b;
    }
  }
  if (name.find('\\') != std::string_view::npos) {
    auto it2 = ec.constants.find(canonicalConstantName(name));
    if (it2 != ec.constants.end()) return &it2->second.value;
  }
  return nullptr;
}

std::string canonicalConstantName(std::string_view name) {
  const size_t ns = name.rfind('\\');
  if (ns == std::string_view::npos) return std::string(name);
  return toLower(name.substr(0, ns)) + std::string(name.substr(ns));
}

// --- Named and spread arguments -------------------------------------------------------------------

namespace {

/// The parameter of the pending callee an unpacked argument binds to: by position, or for a
/// named one by name (else the variadic one); null for magic calls and extra arguments.
const ParamInfo* unpackedParam(const ActRec* ar, uint32_t pos, const StringData* name) {
  const Func* f = ar->m_func;
  if (!f || (ar->m_flags & ActRec::kMagicCall)) return nullptr;
  if (name) {
    for (const ParamInfo& q : f->params)
      if (!q.variadic && q.name->equals(name)) return &q;
  } else if (pos < f->numParams()) {
    return &f->params[pos];
  }
  return f->isVariadic() ? &f->params.back() : nullptr;
}

/// The number of positional arguments in a call's argument array, and whether a named one
/// came already (positional ones may not follow it).
uint32_t positionalArgs(const ArrayData* a, bool& sawNamed) {
  sawNamed = false;
  uint32_t n = 0;
  for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
    if (a->iterKey(pos).isString()) sawNamed = true;
    else ++n;
  }
  return n;
}

[[noreturn]] void positionalAfterNamed() {
  throwError(ErrorKind::Error, "Cannot use positional argument after named argument during unpacking");
}

} // namespace

void iopAddSpreadArg(VMState& vm) {
  const uint32_t local = immU32(vm.pc, 0);
  // The spread value stays on the stack until the end: an error on the way releases it there.
  TypedValue src = vm.sp[-1];
  ArrayData*& args = vm.sp[-2].m_data.parr;
  const ActRec* ar = pendingActRec(vm.sp, 2);
  bool sawNamed;
  uint32_t n = positionalArgs(args, sawNamed);
  const TypedValue& s = *tvDeref(&src);
  if (s.isArray()) {
    // By-reference parameters take the variable's own elements: its array is separated and
    // those elements become references (php's SEND_UNPACK on a variable).
    ArrayData* a = s.m_data.parr;
    const bool refs = local != kNoLocal && ar->m_func && ar->m_func->takesRefs;
    if (refs) {
      tvDecRef(src);   // the variable still holds it
      src = makeNull();
      vm.sp[-1] = src;
      TypedValue& lv = *tvDeref(&vm.fp->locals()[local]);
      ArrayData::separate(lv.m_data.parr);
      a = lv.m_data.parr;
    }
    for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
      TypedValue k = a->iterKey(pos);
      const StringData* name = k.isString() ? k.m_data.pstr : nullptr;
      if (name) sawNamed = true;
      else if (sawNamed) positionalAfterNamed();
      const ParamInfo* p = refs ? unpackedParam(ar, n, name) : nullptr;
      TypedValue* e = a->iterValueMutable(pos);
      TypedValue v;
      if (p && p->byRef) {
        RefData* r = boxSlot(*e);
        r->m_hdr.incRef();
        v = makeRefNoIncRef(r);
      } else if (e->isRef() && e->m_data.pref->m_hdr.hasMultipleRefs()) {
        v = *e;   // a reference shared with something else stays one
        tvIncRef(v);
      } else {
        v = tvCopyValue(*e);
      }
      if (name) ArrayData::setStr(args, k.m_data.pstr, v);
      else {
        ArrayData::append(args, v);
        ++n;
      }
    }
  } else if (s.isObject() && classIsTraversable(s.m_data.pobj->cls())) {
    iterateObject(s.m_data.pobj, [&](const TypedValue& k, const TypedValue& v) {
      if (!k.isInt() && !k.isString())
        throwError(ErrorKind::Error, "Keys must be of type int|string during argument unpacking");
      const StringData* name = k.isString() ? k.m_data.pstr : nullptr;
      if (name) sawNamed = true;
      else if (sawNamed) positionalAfterNamed();
      if (const ParamInfo* p = unpackedParam(ar, n, name); p && p->byRef)
        raiseWarning("Cannot pass by-reference argument %u of %s() by unpacking a Traversable, passing by-value instead",
                     (name ? unsigned(p - ar->m_func->params.data()) : n) + 1, ar->m_func->fullName().c_str());
      TypedValue c = tvCopyValue(v);
      if (name) ArrayData::setStr(args, k.m_data.pstr, c);
      else {
        ArrayData::append(args, c);
        ++n;
      }
      return true;
    });
  } else {
    throwError(ErrorKind::Error, "Only arrays and Traversables can be unpacked");
  }
  vm.sp--;
  tvDecRef(src);
  advance(vm);
}

uint32_t spreadArgsArray(VMState& vm, ActRec* ar, ArrayData* args, bool unpacking) {
  const Func* f = ar->m_func;
  TypedValue* dst = ar->locals();
  uint32_t n = 0;
  bool sawNamed = false;
  bool magic = (ar->m_flags & ActRec::kMagicCall) || !f;
  // Named arguments no parameter takes, kept aside until the call is made.
  ArrayReleaser extra{nullptr};
  auto overwrites = [](const TypedValue& k) {
    throwError(ErrorKind::Error, "Named parameter $" + k.m_data.pstr->str() + " overwrites previous argument");
  };
  for (uint32_t pos = args->iterBegin(); args->iterValid(pos); pos = args->iterAdvance(pos)) {
    TypedValue k = args->iterKey(pos);
    const TypedValue* v = args->iterValue(pos);
    if (k.isInt()) {
      if (sawNamed)
        throwError(ErrorKind::Error, unpacking ? "Cannot use positional argument after named argument during unpacking"
                                               : "Cannot use positional argument after named argument");
      // By-reference parameters receive the array element's reference.
      const ParamInfo* p = (f && !magic) ? (n < f->numParams() ? &f->params[n] : (f->isVariadic() ? &f->params.back() : nullptr)) : nullptr;
      if (p && p->byRef && v->isRef()) {
        dst[n] = *v;
        tvIncRef(dst[n]);
      } else {
        if (p && p->byRef && !p->preferRef && !unpacking) warnByRefGivenValue(f, n, *p);
        dst[n] = tvCopyValue(*v);
      }
      ++n;
      continue;
    }
    sawNamed = true;
    // Named: find the parameter.
    uint32_t idx = UINT32_MAX;
    for (uint32_t i = 0; !magic && i < f->numParams(); ++i) {
      if (f->params[i].variadic) break;
      if (f->params[i].name->equals(k.m_data.pstr)) {
        idx = i;
        break;
      }
    }
    if (idx == UINT32_MAX) {
      if (!magic && !f->isVariadic())
        throwError(ErrorKind::Error, "Unknown named parameter $" + k.m_data.pstr->str());
      if (!magic && f->isBuiltin() && !(f->attrs & kAttrForwardsNamedArgs))
        throwErrorF(ErrorKind::ArgumentCountError, "%s() does not accept unknown named parameters", f->fullName().c_str());
      // Collected with its name: into the variadic parameter, __call's
      // argument array, or the arguments a builtin forwards.
      if (!extra.a) extra.a = ArrayData::makeHash(4);
      else if (extra.a->get(strToArrayKey(k.m_data.pstr))) overwrites(k);
      const bool byRef = !magic && !f->isBuiltin() && f->params.back().byRef && v->isRef();
      TypedValue val = byRef ? *v : tvCopyValue(*v);
      if (byRef) tvIncRef(val);
      ArrayData::setStr(extra.a, k.m_data.pstr, val);
      continue;
    }
    while (n <= idx) dst[n++] = makeUninit();
    if (dst[idx].m_type != DataType::Uninit) overwrites(k);
    const ParamInfo& p = f->params[idx];
    if (p.byRef && v->isRef()) {
      dst[idx] = *v;
      tvIncRef(dst[idx]);
    } else {
      if (p.byRef && !p.preferRef && !unpacking) warnByRefGivenValue(f, idx, p);
      dst[idx] = tvCopyValue(*v);
    }
  }
  vm.sp = dst + n;
  if (sawNamed && f && f->isBuiltin()) {
    // Builtins take positional arguments: fill skipped optional ones with their defaults.
    for (uint32_t i = 0; i < n; ++i) {
      if (dst[i].m_type != DataType::Uninit) continue;
      const ParamInfo& p = f->params[i];
      if (!p.hasDefault) {
        throwErrorF(ErrorKind::ArgumentCountError, "%s(): Argument #%u ($%s) not passed", f->fullName().c_str(), i + 1,
                    p.name->data());
      }
      if (p.defaultText == "UNKNOWN") {   // a stub default php cannot state (mt_srand's $seed)
        throwErrorF(ErrorKind::ArgumentCountError,
                    "%s(): Argument #%u ($%s) must be passed explicitly, because the default value is not known",
                    f->fullName().c_str(), i + 1, p.name->data());
      }
      dst[i] = builtinParamDefault(f, i);
    }
  }
  if (sawNamed && f && !f->isBuiltin()) {
    // Skipped parameters take their defaults in enterFrame; the ones that are
    // required (no default, or an optional one before a required one) fail.
    ar->m_moreFlags |= ActRec::kHasNamedArgs;
    for (uint32_t i = 0; i < n && i < f->numParams(); ++i) {
      if (dst[i].m_type == DataType::Uninit && (!f->params[i].hasDefault || i < f->numRequiredParams) &&
          !f->params[i].variadic) {
        throwErrorF(ErrorKind::ArgumentCountError, "%s(): Argument #%u ($%s) not passed", f->fullName().c_str(), i + 1,
                    f->params[i].name->data());
      }
    }
  }
  if (extra.a) {
    ArrayData*& slot = ctx().namedExtraArgs[ar];
    if (slot) slot->decRef();   // left by a call at this address that never ran
    slot = std::exchange(extra.a, nullptr);
    ar->m_moreFlags |= ActRec::kHasNamedVariadic;
  }
  return n;
}

ArrayData* takeNamedExtraArgs(ActRec* ar) {
  if (!(ar->m_moreFlags & ActRec::kHasNamedVariadic)) return nullptr;
  ar->m_moreFlags &= ~ActRec::kHasNamedVariadic;
  auto& m = ctx().namedExtraArgs;
  auto it = m.find(ar);
  if (it == m.end()) return nullptr;
  ArrayData* a = it->second;
  m.erase(it);
  return a;
}

// --- Declarations -----------------------------------------------------------------------------------

void redeclaredFunction(const Func* f, const Func* previous) {
  raiseFatalAt(E_COMPILE_ERROR,
               formatStr("Cannot redeclare %s() (previously declared in %s:%d)", f->name->data(),
                         previous->unit->filePath.c_str(), previous->lineStart),
               f->unit->filePath, f->lineStart);
}

void defineFunction(Func* f) {
  ExecutionContext& ec = ctx();
  std::string lower = f->lowerName->str();
  if (BuiltinRegistry::lookup(lower)) {
    raiseFatalAt(E_COMPILE_ERROR, formatStr("Cannot redeclare %s()", f->name->data()), f->unit->filePath, f->lineStart);
  }
  auto it = ec.functions.find(lower);
  if (it != ec.functions.end()) {
    if (it->second == f) return;
    redeclaredFunction(f, it->second);
  }
  // A namespaced function named as a builtin (`N\\strlen`): call sites whose
  // kept answer is the builtin by the global fallback look again
  // (iopFPushFuncD's hint).
  if (const size_t sep = lower.rfind('\\'); sep != std::string::npos &&
                                             BuiltinRegistry::lookup(std::string_view(lower).substr(sep + 1)))
    ec.inlineCaches.noteShadowingFunction();
  ec.functions.emplace(std::move(lower), f);
}

void iopDefFunc(VMState& vm) {
  Func* f = vm.fp->m_func->unit->funcs[immU32(vm.pc, 0)].get();
  defineFunction(f);
  advance(vm);
}

void iopDefCls(VMState& vm) {
  const Unit* unit = vm.fp->m_func->unit;
  const uint32_t id = immU32(vm.pc, 0);
  const PreClass* pc = unit->preClasses[id].get();
  // A top-level declaration may already have been bound when the unit was
  // loaded (hoisting); an anonymous class is declared the first time only.
  const bool hoisted = std::find(unit->hoistedClasses.begin(), unit->hoistedClasses.end(), id) !=
                       unit->hoistedClasses.end();
  const bool once = hoisted || (pc->attrs & kClsAnonymous);
  ExecutionContext& ec = ctx();
  if (!once || !ec.classOfPreClass.count(pc)) {
    // A file included again compiles the same anonymous class again (its
    // name says file, line and rank): the class declared the first time is
    // reused, as php does with OPcache, instead of a name clash.
    if (pc->attrs & kClsAnonymous) {
      auto it = ec.classes.find(toLower(pc->name->view()));
      if (it != ec.classes.end() && it->second->pre && (it->second->pre->attrs & kClsAnonymous)) {
        ec.classOfPreClass[pc] = it->second;
        advance(vm);
        return;
      }
    }
    defineClass(pc);
  }
  advance(vm);
}

void iopDefCns(VMState& vm) {
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  ExecutionContext& ec = ctx();
  const std::string canon = canonicalConstantName(name->view());
  if (ec.constants.count(canon) || BuiltinRegistry::lookupConstant(name->view())) {
    raiseWarning("Constant %s already defined", canon.c_str());
    vm.sp[-1] = makeBool(false);
  } else {
    const auto rank = uint32_t(ec.constants.size());
    ec.constants[canon] = ConstantDef{tvCopyValue(v), false, canon == name->view() ? std::string() : name->str(), rank};
    vm.sp[-1] = makeBool(true);
  }
  tvDecRef(v);
  advance(vm);
}

// --- include / require / eval ----------------------------------------------------------------------

void iopIncl(VMState& vm) {
  auto op = static_cast<InclOp>(immU8(vm.pc, 0));
  TypedValue pathTv = vm.sp[-1];
  std::string path = toStdString(pathTv);
  tvDecRef(pathTv);
  vm.sp--;
  TypedValue r = includeFile(vm, path, op);
  *vm.sp++ = r;
  advance(vm);
}

void iopEval(VMState& vm) {
  TypedValue codeTv = vm.sp[-1];
  std::string code = toStdString(codeTv);
  tvDecRef(codeTv);
  vm.sp--;
  TypedValue r = evalCode(vm, code);
  *vm.sp++ = r;
  advance(vm);
}

// --- Type checks -------------------------------------------------------------------------------------

namespace {

/// After a check passed: remembers the object's class at the instruction's
/// cache slot, so the next object of that class passes inline (interp.cpp).
void rememberMatchedClass(VMState& vm, const TypeConstraint& tc, const TypedValue& v, uint32_t cacheSlot) {
  if (v.m_type != DataType::Object || !objectMatchIsCacheable(tc)) return;
  rememberTypeOk(vm.caches->at(vm.fp->m_func->cacheBase, cacheSlot), v.m_data.pobj->cls());
}

/// A class the memo of passes answered at a site: into an empty way of the
/// entry, else into its last way only, so the first two keep the classes
/// that passed there first (a site meeting more than three classes in
/// turn, Twig's `Node $node` parameters, missed all three ways when every
/// pass moved the newest to the front).
void rememberTypeOkInLastWay(InlineCache& ic, const Class* cls) {
  const Class** w = ic.typeOk.cls;
  if (w[0] == cls || w[1] == cls || w[2] == cls) return;
  if (!w[0]) w[0] = cls;
  else if (!w[1]) w[1] = cls;
  else w[2] = cls;
}

/// refillClassTypeCache past the memo: checks the object and remembers a pass.
[[gnu::noinline]] bool refillClassTypeCacheSlow(VMState& vm, const Func* f, const TypeConstraint& tc,
                                                const TypedValue& v, uint32_t cacheSlot) {
  const Class* cls = v.m_data.pobj->cls();
  const uint32_t site = f->cacheBase + cacheSlot;
  if (!objectPassedAt(site, cls)) {
    if (!typeMatches(v, tc, nullptr, nullptr)) return false;
    rememberObjectPassedAt(site, cls);
  }
  rememberTypeOkInLastWay(vm.caches->at(f->cacheBase, cacheSlot), cls);
  return true;
}
} // namespace

bool refillClassTypeCache(VMState& vm, const Func* f, const TypeConstraint& tc, const TypedValue& v,
                          uint32_t cacheSlot) {
  // Only what the full handlers would accept without coercion and remember
  // (systemlib functions and callable types have rules of their own).
  if (v.m_type != DataType::Object || !objectMatchIsCacheable(tc) || f->isSystemLib() ||
      (tc.mask & TypeConstraint::kCallable))
    return false;
  // A class the memo saw pass here (a `Node $node` parameter meets more
  // classes than the inline cache's three): a probe that calls nothing, so
  // this path saves no registers.
  const Class* cls = v.m_data.pobj->cls();
  const uint32_t site = f->cacheBase + cacheSlot;
  if (HOP_LIKELY(objectPassedAtFast(site, cls, classMemoEpoch()))) {
    // The caller's hit test made the entry (find() then never grows the table).
    if (const InlineCache* ic = vm.caches->find(f->cacheBase, cacheSlot)) {
      rememberTypeOkInLastWay(const_cast<InlineCache&>(*ic), cls);
      return true;
    }
  }
  return refillClassTypeCacheSlow(vm, f, tc, v, cacheSlot);
}

void iopVerifyParamType(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  ActRec* fp = vm.fp;
  const Func* f = fp->m_func;
  const ParamInfo& p = f->params[id];
  TypedValue* slot = fp->locals() + id;
  ActRec* caller = fp->m_sfp;
  // Called by a builtin: never strict, but for call_user_func[_array](),
  // which php compiles into a call from the caller's file.
  bool strict = caller && caller->m_func->strictTypes() &&
                (!(fp->m_flags & ActRec::kReturnToNative) ||
                 (!vm.nativeFrames.empty() && vm.nativeFrames.back().callerFp == caller &&
                  isCallUserFunc(vm.nativeFrames.back().func) &&
                  nativeCalledFromBytecode(vm, vm.nativeFrames.size() - 1)));
  Class* self = frameSelf(fp);
  Class* called = frameStatic(fp);
  if (p.variadic) {
    TypedValue& va = *tvDeref(slot);
    if (va.isArray() && va.m_data.parr->size() > 0) {
      ArrayData::separate(va.m_data.parr);
      uint32_t i = 0;
      ArrayData* a = va.m_data.parr;
      for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos), ++i) {
        TypedValue& v = *tvDeref(a->iterValueMutable(pos));
        if (!checkType(v, p.type, strict, TypeCheckContext::UserParam, self, called))
          throwParamTypeError(f, id + i, v, f->isSystemLib());
      }
    }
    advance(vm);
    return;
  }
  if (slot->m_type == DataType::Uninit) {
    advance(vm);
    return;
  }
  TypedValue& v = *tvDeref(slot);
  if (HOP_UNLIKELY(f->isSystemLib())) {
    // Internal-function rules: null coerces to a scalar with a deprecation.
    bool wasNull = v.isNull();
    bool callableOk = false;
    if ((p.type.mask & TypeConstraint::kCallable) && !(wasNull && p.type.allowsNull())) {
      // php words an internal function's callable errors by the reason.
      ResolvedCallable rc;
      std::string err;
      if (!resolveCallable(v, rc, &err, caller ? frameSelf(caller) : nullptr)) {
        if (err.empty()) err = v.isArray() ? "array callback must have exactly two members" : "no array or string given";
        throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be a valid callback%s, %s",
                    f->fullName().c_str(), id + 1, p.name->data(), p.type.allowsNull() ? " or null" : "", err.c_str());
      }
      callableOk = true;   // callable from the caller's scope
    }
    if (!callableOk && !checkType(v, p.type, strict, TypeCheckContext::BuiltinParam, self, called))
      throwParamTypeError(f, id, v, true);
    if (wasNull && !v.isNull())
      raiseDeprecated("%s(): Passing null to parameter #%u ($%s) of type %s is deprecated", f->fullName().c_str(),
                      id + 1, p.name->data(), p.type.display.c_str());
    advance(vm);
    return;
  }
  if (!checkType(v, p.type, strict, TypeCheckContext::UserParam, self, called)) {
    // An implicit `= null` default makes the type nullable.
    if (!(v.isNull() && p.defaultIsNull)) throwParamTypeError(f, id, v, false);
  } else if (slot->m_type == DataType::Object) {
    rememberMatchedClass(vm, p.type, v, immU32(vm.pc, 1));
  }
  advance(vm);
}

namespace {
/// A return type as php's TypeErrors show it: `static` named by the called
/// class ("must be of type B", "?B", "B|int"); self and parent are resolved
/// when the declaration is compiled.
std::string shownReturnType(const Func* f, const ActRec* fp) {
  const std::string& d = f->returnType.display;
  const Class* called = (f->returnType.mask & TypeConstraint::kStatic) ? frameStatic(fp) : nullptr;
  if (called == nullptr) return d;
  std::string out;
  size_t i = 0;
  while (i < d.size()) {
    size_t j = i;
    while (j < d.size() && d[j] != '|' && d[j] != '?' && d[j] != '(' && d[j] != ')' && d[j] != '&') ++j;
    if (j == i) {
      out += d[i++];
      continue;
    }
    const std::string_view tok(d.data() + i, j - i);
    if (tok == "static") out.append(called->name->data(), called->name->size());
    else out.append(tok);
    i = j;
  }
  return out;
}
} // namespace

void iopVerifyRetNone(VMState& vm) {
  const Func* f = vm.fp->m_func;
  if (f->returnType.mask & TypeConstraint::kNever)
    throwErrorF(ErrorKind::TypeError, "%s(): never-returning function must not implicitly return", f->shownFullName().c_str());
  throwErrorF(ErrorKind::TypeError, "%s(): Return value must be of type %s, none returned", f->shownFullName().c_str(),
              shownReturnType(f, vm.fp).c_str());
}

void iopVerifyRetType(VMState& vm) {
  ActRec* fp = vm.fp;
  const Func* f = fp->m_func;
  TypedValue& v = *tvDeref(&vm.sp[-1]);
  if (!checkType(v, f->returnType, f->strictTypes(), TypeCheckContext::Return, frameSelf(fp), frameStatic(fp))) {
    if (f->returnType.mask & TypeConstraint::kVoid) {
      advance(vm);
      return;
    }
    if (f->returnType.mask & TypeConstraint::kNever)
      throwErrorF(ErrorKind::TypeError, "%s(): never-returning function must not implicitly return", f->shownFullName().c_str());
    throwErrorF(ErrorKind::TypeError, "%s(): Return value must be of type %s, %s returned", f->shownFullName().c_str(),
                shownReturnType(f, fp).c_str(), typeNameForMessage(v).c_str());
  }
  if (vm.sp[-1].m_type == DataType::Object) rememberMatchedClass(vm, f->returnType, v, immU32(vm.pc, 0));
  advance(vm);
}

} // namespace hop
