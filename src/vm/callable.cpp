// callable.cpp — resolving and calling PHP callables, and method lookup with
// visibility and __call/__callStatic fallbacks.
#include "runtime/base/request-local.h"
#include "runtime/class/method-access.h"
#include "vm/callable.h"

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"

#include <cctype>
#include <cstring>

namespace hop {

thread_local bool tl_quietCallableCheck = false;
const RequestLocalReset kResetQuietCallable([] { tl_quietCallableCheck = false; });

const Class* currentScope() {
  ExecutionContext& ec = ctx();
  ActRec* fp = ec.vm.fp;
  return fp ? frameSelf(fp) : nullptr;
}

namespace {

std::string scopeText(const Class* scope) {
  return scope ? "scope " + scope->name->str() : std::string("global scope");
}

/// The method `lower` of `cls` as seen from `scope`: a private method of the
/// scope class shadows the object's (PHP's rule for private methods).
Func* findMethodFromScope(Class* cls, std::string_view lower, const Class* scope) {
  if (scope && scope != cls && cls->isSubclassOf(scope)) {
    Func* own = scope->findMethod(lower);
    if (own && (own->attrs & kAttrPrivate) && own->cls == scope) return own;
  }
  return cls->findMethod(lower);
}

/// A memo of instance-method lookups that found a callable method: by class,
/// scope and the name's bytes (as written: another spelling is another entry),
/// for names built at run time (`$this->{'block' . $type}()`, callables), which
/// would otherwise be lowercased and looked up per call. Per thread, emptied
/// when inlineCacheEpoch() changes (the classes it names may be gone).
struct MethodMemo {
  const Class* cls;
  const Class* scope;
  Func* func;
  uint32_t len;
  char name[44];
};
constexpr unsigned kMethodMemoBits = 8;
thread_local MethodMemo tl_methodMemo[1u << kMethodMemoBits];
thread_local uint64_t tl_methodMemoEpoch = ~uint64_t(0);

MethodMemo& methodMemoEntry(const Class* cls, const StringData* name, const Class* scope) {
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_methodMemoEpoch)) {
    std::memset(static_cast<void*>(tl_methodMemo), 0, sizeof(tl_methodMemo));
    tl_methodMemoEpoch = epoch;
  }
  const uint64_t h = ((reinterpret_cast<uintptr_t>(cls) >> 4) ^ (uint64_t(name->hash()) << 7) ^
                      (reinterpret_cast<uintptr_t>(scope) >> 2)) * 0x9E3779B97F4A7C15ull;
  return tl_methodMemo[h >> (64 - kMethodMemoBits)];
}

bool methodResolution(Class* cls, ObjectData* obj, StringData* name, const Class* scope, bool isStatic,
                      ObjectData* thisObj, ResolvedCallable& out, std::string* err) {
  MethodMemo* memo = nullptr;
  if (obj && name->size() <= sizeof(MethodMemo::name)) {
    memo = &methodMemoEntry(cls, name, scope);
    if (memo->cls == cls && memo->scope == scope && memo->len == name->size() &&
        std::memcmp(memo->name, name->data(), name->size()) == 0) {
      out.func = memo->func;
      out.cc.thisObj = obj;
      out.cc.cls = obj->cls();
      return true;
    }
  }
  std::string lower = toLower(name->view());
  // Only an instance call reaches the caller's own private method over a
  // subclass's redeclaration (php's ZEND_ACC_CHANGED rule); a call by class
  // name takes the class's method (zend_std_get_static_method).
  Func* f = obj ? findMethodFromScope(cls, lower, scope) : cls->findMethod(lower);
  if (f && !methodAccessible(f, scope)) {
    // Inaccessible: the magic fallbacks take over, else an error.
    // (A call by class name from an instance of the class goes to __call
    // first, as php's get_static_method_fallback.)
    Func* magic = obj ? cls->magicCall
                      : (cls->magicCall && thisObj && thisObj->cls()->isSubclassOf(cls) ? cls->magicCall
                                                                                         : cls->magicCallStatic);
    if (magic) {
      out.func = magic;
      out.magicName = name;
      out.cc.thisObj = obj ? obj : (magic == cls->magicCall ? thisObj : nullptr);
      out.cc.cls = cls;
      return true;
    }
    if (err)
      *err = formatStr("Call to %s method %s::%s() from %s", visibilityName(f->attrs), cls->name->data(),
                       f->name->data(), scopeText(scope).c_str());
    return false;
  }
  if (!f) {
    if (obj && cls->magicCall) {
      out.func = cls->magicCall;
      out.magicName = name;
      out.cc.thisObj = obj;
      out.cc.cls = cls;
      return true;
    }
    if (!obj) {
      // A static-looking call from an instance context goes to __call first.
      if (thisObj && cls->magicCall && thisObj->cls()->isSubclassOf(cls)) {
        out.func = cls->magicCall;
        out.magicName = name;
        out.cc.thisObj = thisObj;
        out.cc.cls = cls;
        return true;
      }
      if (cls->magicCallStatic) {
        out.func = cls->magicCallStatic;
        out.magicName = name;
        out.cc.cls = cls;
        return true;
      }
    }
    if (err) *err = formatStr("Call to undefined method %s::%s()", cls->name->data(), name->data());
    return false;
  }
  if (f->attrs & kAttrAbstract) {
    // php's callable wording; direct calls capitalise it (resolveStaticMethodOrThrow).
    if (err) *err = formatStr("cannot call abstract method %s::%s()", cls->name->data(), f->name->data());
    return false;
  }
  out.func = f;
  if (obj) {
    out.cc.thisObj = obj;
    out.cc.cls = obj->cls();
    if (memo && cls == obj->cls()) {
      memo->cls = cls;
      memo->scope = scope;
      memo->func = f;
      memo->len = name->size();
      std::memcpy(memo->name, name->data(), name->size());
    }
    return true;
  }
  if (!f->isStatic()) {
    // Non-static method called as Cls::m(): allowed with a compatible $this.
    if (thisObj && thisObj->cls()->isSubclassOf(f->cls)) {
      out.cc.thisObj = thisObj;
      out.cc.cls = thisObj->cls();
      return true;
    }
    if (err) *err = formatStr("non-static method %s::%s() cannot be called statically", f->cls->name->data(), f->name->data());
    return false;
  }
  out.cc.cls = cls;
  (void)isStatic;
  return true;
}

/// php 8.2: "self", "parent" and "static" in callables are deprecated.
void deprecateSpecialInCallable(std::string_view lowerName) {
  if (!tl_quietCallableCheck) raiseDeprecated("Use of \"%.*s\" in callables is deprecated", int(lowerName.size()), lowerName.data());
}

/// "self", "parent" or "static" (lowercase) in a callable, from the running
/// frame (php's zend_is_callable_check_class): the class, deprecated as php
/// does on success; else null with php's reason in *error.
Class* callableSpecialClass(std::string_view lower, std::string* error) {
  ActRec* fp = ctx().vm.fp;
  Class* self = fp ? frameSelf(fp) : nullptr;
  Class* cls = nullptr;
  const char* why = nullptr;
  if (lower == "parent") {
    if (!self) why = "cannot access \"parent\" when no class scope is active";
    else if (!(cls = self->parent)) why = "cannot access \"parent\" when current class scope has no parent";
  } else {
    cls = lower == "self" ? self : (fp ? frameStatic(fp) : nullptr);
    if (!cls) why = lower == "self" ? "cannot access \"self\" when no class scope is active"
                                    : "cannot access \"static\" when no class scope is active";
  }
  if (!cls) {
    if (error) *error = why;
    return nullptr;
  }
  deprecateSpecialInCallable(lower);
  return cls;
}

/// "self::m" and "parent::m" forward the running frame's late static binding
/// to a static method, as `self::m()` does (php's zend_is_callable_check_class:
/// the called scope, when it derives from the named class).
void forwardCalledClass(ResolvedCallable& out, Class* named) {
  if (out.cc.thisObj || !out.func || !out.func->isStatic()) return;   // (__callStatic included)
  ActRec* fp = ctx().vm.fp;
  Class* called = fp ? frameStatic(fp) : nullptr;
  if (called && called != named && called->isSubclassOf(named)) out.cc.cls = called;
}

} // namespace

namespace {
[[gnu::noinline]] void resolveMethodOrThrowSlow(ObjectData* obj, StringData* name, const Class* scope,
                                                ResolvedCallable& out) {
  std::string err;
  // Closure objects: $closure->__invoke(...) is the closure itself (php's
  // zend_get_closure_invoke_method), not a method of class Closure.
  if (obj->hasFlag(ObjectData::kIsClosure) && equalsIgnoreCase(name->view(), "__invoke")) {
    closureAsCallable(obj, out);
    return;
  }
  if (!methodResolution(obj->cls(), obj, name, scope, false, nullptr, out, &err)) throwError(ErrorKind::Error, err);
}
} // namespace

void resolveMethodOrThrow(ObjectData* obj, StringData* name, const Class* scope, ResolvedCallable& out) {
  // A name the memo knows for this class and scope (`$this->{'block' . $type}()`):
  // no error string, no saved registers (a Closure's __invoke is no method of its class).
  if (HOP_LIKELY(!obj->hasFlag(ObjectData::kIsClosure)) && name->size() <= sizeof(MethodMemo::name)) {
    const Class* cls = obj->cls();
    const MethodMemo& m = methodMemoEntry(cls, name, scope);
    if (m.cls == cls && m.scope == scope && m.len == name->size() &&
        std::memcmp(m.name, name->data(), name->size()) == 0) {
      out.func = m.func;
      out.cc.thisObj = obj;
      out.cc.cls = obj->cls();
      return;
    }
  }
  resolveMethodOrThrowSlow(obj, name, scope, out);
}

void resolveStaticMethodOrThrow(Class* cls, StringData* name, const Class* scope, ObjectData* thisObj,
                                ResolvedCallable& out) {
  std::string err;
  if (!methodResolution(cls, nullptr, name, scope, true, thisObj, out, &err)) {
    // Callable checks word these in lower case; a call's Error starts with a capital.
    if (err.rfind("cannot call abstract", 0) == 0 || err.rfind("non-static", 0) == 0)
      err[0] = char(std::toupper(static_cast<unsigned char>(err[0])));
    throwError(ErrorKind::Error, err);
  }
}

namespace {

/// A method callable's failure in php's words, from methodResolution's message.
std::string methodCallableError(const std::string& err, const Class* cls, const StringData* mname) {
  if (err.rfind("cannot call abstract", 0) == 0 || err.rfind("non-static", 0) == 0) return err;
  if (err.find("undefined") != std::string::npos)
    return formatStr("class %s does not have a method \"%s\"", cls->name->data(), mname->data());
  if (err.find(" from ") != std::string::npos)
    return formatStr("cannot access %s method %s::%s()", err.find("private") != std::string::npos ? "private" : "protected",
                     cls->name->data(), mname->data());
  return "cannot access " + err.substr(err.find("Call to ") == 0 ? 8 : 0);
}

/// A callable member "Cls::m" of an array callable ([$obj, "parent::m"],
/// ["B", "parent::m"]; `base` is the object's or the named class), as php's
/// zend_is_callable_check_func: the class relative to `base`, the
/// deprecation (a quiet check says it only when it fails: its caller throws
/// then), `base` deriving from it, the method; failures in php's words.
bool resolvePrefixedMember(Class* base, std::string_view member, ObjectData* obj, bool isStatic, ObjectData* thisObj,
                           const Class* scope, ResolvedCallable& out, std::string* error) {
  const size_t sep = member.find("::");
  const std::string_view cn = member.substr(0, sep);
  Class* cls = nullptr;
  if (equalsIgnoreCase(cn, "parent")) {
    cls = base->parent;
    if (!cls && error) *error = "cannot access \"parent\" when current class scope has no parent";
  } else if (equalsIgnoreCase(cn, "self") || equalsIgnoreCase(cn, "static")) {
    cls = base;
  } else {
    cls = lookupClassAutoload(cn);
    if (!cls && error) *error = formatStr("class \"%.*s\" not found", int(cn.size()), cn.data());
  }
  if (!cls) return false;
  const bool quiet = tl_quietCallableCheck;
  auto deprecate = [&] {
    raiseDeprecated("Callables of the form [\"%s\", \"%.*s\"] are deprecated", base->name->data(), int(member.size()),
                    member.data());
  };
  if (!quiet) deprecate();
  bool ok = false;
  if (cls != base && !base->isSubclassOf(cls)) {
    if (error) *error = formatStr("class %s is not a subclass of %s", base->name->data(), cls->name->data());
  } else {
    StringData* sub = StringData::make(member.substr(sep + 2));
    std::string err;
    ok = methodResolution(cls, obj, sub, scope, isStatic, thisObj, out, &err);
    if (ok && out.magicName) out.magicName = StringData::interned(sub->view());
    if (!ok && error) *error = methodCallableError(err, cls, sub);
    sub->decRef();
  }
  if (!ok && quiet) deprecate();
  return ok;
}

} // namespace

TypedValue callableForLater(const TypedValue& in, const ResolvedCallable& rc) {
  const TypedValue& c = *tvDeref(&in);
  // "C::m" or ["C", "m"] that resolved to a method of the running $this: php
  // keeps the object with it ($obj->m() later).
  if (rc.cc.thisObj && rc.func && !rc.func->isStatic() && !rc.magicName && !rc.cc.closure &&
      rc.cc.thisObj->cls()->findMethod(rc.func->lowerName->view()) == rc.func &&
      (c.isString() || (c.isArray() && c.m_data.parr->size() == 2))) {
    ArrayData* a = ArrayData::makePacked(2);
    rc.cc.thisObj->incRef();
    ArrayData::append(a, makeObjectNoIncRef(rc.cc.thisObj));
    rc.func->name->incRef();
    ArrayData::append(a, makeStringNoIncRef(rc.func->name));
    return makeArrayNoIncRef(a);
  }
  auto special = [](std::string_view name) -> Class* {
    std::string lower = toLower(std::string(name));
    if (lower != "self" && lower != "parent" && lower != "static") return nullptr;
    QuietCallableCheck quiet;   // resolveCallable said it already
    return callableSpecialClass(lower, nullptr);
  };
  if (c.isString()) {
    std::string_view s = c.m_data.pstr->view();
    size_t sep = s.find("::");
    if (sep != std::string_view::npos)
      if (Class* cls = special(s.substr(0, sep))) {
        std::string named(cls->name->view());
        named += s.substr(sep);
        return makeStringNoIncRef(StringData::make(named));
      }
  } else if (c.isArray() && c.m_data.parr->size() == 2) {
    const TypedValue* target = c.m_data.parr->getInt(0);
    if (target && tvDeref(target)->isString())
      if (Class* cls = special(tvDeref(target)->m_data.pstr->view())) {
        ArrayData* a = c.m_data.parr;
        a->incRef();
        cls->name->incRef();
        ArrayData::set(a, ArrayKey::ofInt(0), makeStringNoIncRef(cls->name));
        return makeArrayNoIncRef(a);
      }
  }
  return tvCopyValue(c);
}

bool resolveCallable(const TypedValue& in, ResolvedCallable& out, std::string* error, const Class* scope) {
  const TypedValue& c = *tvDeref(&in);
  if (c.isString()) {
    std::string_view s = c.m_data.pstr->view();
    size_t sep = s.find("::");
    if (sep == std::string_view::npos) {
      if (!s.empty() && s[0] == '\\') s.remove_prefix(1);
      Func* f = lookupFunction(s);
      if (!f) {
        if (error) *error = formatStr("function \"%s\" not found or invalid function name", c.m_data.pstr->data());
        return false;
      }
      out.func = f;
      return true;
    }
    std::string clsName(s.substr(0, sep));
    Class* cls = nullptr;
    std::string lowerCls = toLower(clsName);
    ActRec* fp = ctx().vm.fp;
    if (lowerCls == "self" || lowerCls == "static" || lowerCls == "parent") {
      cls = callableSpecialClass(lowerCls, error);
      if (!cls) return false;
    } else {
      cls = lookupClassAutoload(clsName);
    }
    if (!cls) {
      if (error) *error = formatStr("class \"%s\" not found", clsName.c_str());
      return false;
    }
    StringData* mname = StringData::make(s.substr(sep + 2));
    ObjectData* thisObj = fp && fp->hasThis() ? fp->getThis() : nullptr;
    std::string err;
    bool ok = methodResolution(cls, nullptr, mname, scope, true, thisObj, out, &err);
    if (ok && out.magicName) {
      out.magicName = StringData::interned(mname->view());
    }
    if (ok && (lowerCls == "self" || lowerCls == "parent")) forwardCalledClass(out, cls);
    mname->decRef();
    if (!ok && error) *error = err;
    return ok;
  }
  if (c.isArray()) {
    const ArrayData* a = c.m_data.parr;
    const TypedValue* target = a->getInt(0);
    const TypedValue* method = a->getInt(1);
    if (a->size() != 2) {
      if (error) error->clear();
      return false;
    }
    // php blames the first member when it is missing or neither a string nor
    // an object, else the second.
    bool targetOk = target && (tvDeref(target)->isString() || tvDeref(target)->isObject());
    if (!targetOk || !method || !tvDeref(method)->isString()) {
      if (error) *error = targetOk ? "second array member is not a valid method" : "first array member is not a valid class name or object";
      return false;
    }
    const TypedValue& t = *tvDeref(target);
    const TypedValue& m = *tvDeref(method);
    if (t.isObject()) {
      ObjectData* obj = t.m_data.pobj;
      StringData* mname = m.m_data.pstr;
      std::string_view mv = mname->view();
      // [$obj, 'parent::method'] style.
      size_t sep = mv.find("::");
      Class* cls = obj->cls();
      if (sep != std::string_view::npos) {
        return resolvePrefixedMember(cls, mv, obj, false, nullptr, scope, out, error);
      }
      if (obj->hasFlag(ObjectData::kIsClosure) && equalsIgnoreCase(mname->view(), "__invoke")) {
        closureAsCallable(obj, out);
        return true;
      }
      std::string err;
      bool ok = methodResolution(cls, obj, mname, scope, false, nullptr, out, &err);
      if (!ok && error) *error = methodCallableError(err, cls, mname);
      return ok;
    }
    if (t.isString()) {
      std::string lowerT = toLower(t.m_data.pstr->view());
      Class* cls = nullptr;
      if (lowerT == "self" || lowerT == "static" || lowerT == "parent") {
        cls = callableSpecialClass(lowerT, error);
        if (!cls) return false;
      } else {
        cls = lookupClassAutoload(t.m_data.pstr->view());
      }
      if (!cls) {
        if (error) *error = formatStr("class \"%s\" not found", t.m_data.pstr->data());
        return false;
      }
      ActRec* fp = ctx().vm.fp;
      ObjectData* thisObj = fp && fp->hasThis() ? fp->getThis() : nullptr;
      std::string_view mv = m.m_data.pstr->view();
      if (size_t sep = mv.find("::"); sep != std::string_view::npos) {
        // ["B", "parent::m"]: the method of B's parent (or of B itself, or of
        // a class B derives from), called with that class as static.
        return resolvePrefixedMember(cls, mv, nullptr, true, thisObj, scope, out, error);
      }
      std::string err;
      bool ok = methodResolution(cls, nullptr, m.m_data.pstr, scope, true, thisObj, out, &err);
      if (ok && (lowerT == "self" || lowerT == "parent")) forwardCalledClass(out, cls);
      if (!ok && error) {
        if (err.rfind("cannot call abstract", 0) == 0)
          *error = err;
        else if (err.find("undefined") != std::string::npos)
          *error = formatStr("class %s does not have a method \"%s\"", cls->name->data(), m.m_data.pstr->data());
        else if (err.find("non-static") != std::string::npos)
          *error = formatStr("non-static method %s::%s() cannot be called statically", cls->name->data(), m.m_data.pstr->data());
        else
          *error = formatStr("cannot access %s method %s::%s()", err.find("private") != std::string::npos ? "private" : "protected",
                             cls->name->data(), m.m_data.pstr->data());
      }
      return ok;
    }
    if (error) *error = "first array member is not a valid class name or object";
    return false;
  }
  if (c.isObject()) {
    ObjectData* obj = c.m_data.pobj;
    if (obj->hasFlag(ObjectData::kIsClosure)) {
      closureAsCallable(obj, out);
      return true;
    }
    if (Func* inv = obj->cls()->magicInvoke) {
      out.func = inv;
      out.cc.thisObj = obj;
      out.cc.cls = obj->cls();
      return true;
    }
    if (error) *error = "no array or string given";
    return false;
  }
  if (error) *error = "no array or string given";
  return false;
}

bool isCallable(const TypedValue& c, bool syntaxOnly, bool deprecations) {
  const TypedValue& v = *tvDeref(&c);
  if (syntaxOnly) {
    if (v.isString()) return true;
    if (v.isArray()) {
      const ArrayData* a = v.m_data.parr;
      const TypedValue* t = a->getInt(0);
      const TypedValue* m = a->getInt(1);
      return a->size() == 2 && t && m && (tvDeref(t)->isString() || tvDeref(t)->isObject()) && tvDeref(m)->isString();
    }
    return v.isObject() && (v.m_data.pobj->hasFlag(ObjectData::kIsClosure) || v.m_data.pobj->cls()->magicInvoke);
  }
  ResolvedCallable rc;
  bool savedQuiet = tl_quietCallableCheck;
  tl_quietCallableCheck = !deprecations;
  try {
    bool r = resolveCallable(v, rc, nullptr, currentScope());
    tl_quietCallableCheck = savedQuiet;
    return r;
  } catch (PhpException& e) {
    tl_quietCallableCheck = savedQuiet;
    e.obj->decRef();
    return false;
  }
}

// invokeResolved: in vm/interp-call.cpp (its fast path builds the frame in place).

TypedValue callCallable(const TypedValue& c, const TypedValue* args, uint32_t nargs) {
  ResolvedCallable rc;
  std::string err;
  if (!resolveCallable(c, rc, &err, currentScope())) {
    const TypedValue& v = *tvDeref(&c);
    if (v.isString() && v.m_data.pstr->view().find("::") == std::string_view::npos)
      throwErrorF(ErrorKind::Error, "Call to undefined function %s()", v.m_data.pstr->data());
    if (v.isArray() && err.empty()) throwError(ErrorKind::Error, "Array callback must have exactly two elements");
    if (!v.isString() && !v.isArray() && !v.isObject())
      throwErrorF(ErrorKind::Error, "Value of type %s is not callable", typeNameForMessage(v).c_str());
    if (v.isObject()) throwErrorF(ErrorKind::Error, "Object of type %s is not callable", v.m_data.pobj->cls()->name->data());
    throwError(ErrorKind::Error, err);
  }
  return invokeResolved(rc, args, nargs);
}

std::string callableName(const TypedValue& c0) {
  const TypedValue& c = *tvDeref(&c0);
  if (c.isString()) return c.m_data.pstr->str();
  if (c.isArray()) {
    const ArrayData* a = c.m_data.parr;
    const TypedValue* t = a->size() == 2 ? a->getInt(0) : nullptr;
    const TypedValue* m = a->size() == 2 ? a->getInt(1) : nullptr;
    // zend_get_callable_name: "Class::method" only for [string|object, string].
    if (!t || !m || !tvDeref(m)->isString()) return "Array";
    const TypedValue& td = *tvDeref(t);
    if (td.isObject()) return td.m_data.pobj->cls()->name->str() + "::" + tvDeref(m)->m_data.pstr->str();
    if (td.isString()) return td.m_data.pstr->str() + "::" + tvDeref(m)->m_data.pstr->str();
    return "Array";
  }
  if (c.isObject()) return c.m_data.pobj->cls()->name->str() + "::__invoke";
  return toStdString(c);
}

} // namespace hop
