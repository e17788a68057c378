// type-check.cpp — declared-type checks and weak-mode coercions.
#include "vm/type-check.h"

#include <cmath>

#include "bytecode/unit.h"
#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"
#include "vm/system-class-memo.h"

namespace hop {

namespace {

bool classTypeMatches(const ObjectData* o, const TypeConstraint& tc, const Class* self, const Class* calledCls) {
  const Class* c = o->cls();
  if (tc.mask & TypeConstraint::kObject) return true;
  if ((tc.mask & TypeConstraint::kSelf) && self && c->isSubclassOf(self)) return true;
  if ((tc.mask & TypeConstraint::kParent) && self && self->parent && c->isSubclassOf(self->parent)) return true;
  if ((tc.mask & TypeConstraint::kStatic) && calledCls && c->isSubclassOf(calledCls)) return true;
  if (tc.mask & TypeConstraint::kIterable) {
    constinit thread_local SystemClassMemo tl_traversable;
    if (c->isSubclassOf(systemClassMemo(tl_traversable, "Traversable"))) return true;
  }
  if ((tc.mask & TypeConstraint::kCallable) && (c->magicInvoke || o->hasFlag(ObjectData::kIsClosure))) return true;
  if (tc.isDnf()) {
    // (A&B)|C: a group matches when the object is an instance of all of it;
    // single members are in classNames, checked below.
    for (const auto& g : tc.members) {
      if (g.size() < 2) continue;
      bool all = true;
      for (StringData* n : g) {
        Class* k = tl_exec->lookupClass(static_cast<const StringData*>(n));
        if (!k || !c->isSubclassOf(k)) {
          all = false;
          break;
        }
      }
      if (all) return true;
    }
  }
  if (tc.classNames.empty()) return false;
  if (tc.intersection) {
    for (StringData* n : tc.classNames) {
      Class* k = tl_exec->lookupClass(static_cast<const StringData*>(n));
      if (!k || !c->isSubclassOf(k)) return false;
    }
    return true;
  }
  for (StringData* n : tc.classNames) {
    // A class that does not exist cannot be an instance's ancestor; no autoload.
    Class* k = tl_exec->lookupClass(static_cast<const StringData*>(n));
    if (k && c->isSubclassOf(k)) return true;
  }
  return false;
}

/// zend_parse_arg_long_weak: the int a scalar converts to in weak mode.
bool weakToInt(const TypedValue& v, int64_t& out, bool forBuiltin, const char* typeName) {
  switch (v.m_type) {
    case DataType::Double: {
      double d = v.m_data.dbl;
      if (std::isnan(d) || !doubleFitsInt(d)) return false;
      out = doubleToInt(d);
      if (double(out) != d) {
        std::string s;
        appendDoubleSerialize(s, d, -1, false);
        raiseDeprecated("Implicit conversion from float %s to int loses precision", s.c_str());
      }
      return true;
    }
    case DataType::String: {
      NumericParse np = parseNumeric(v.m_data.pstr->view(), false);
      if (np.kind == NumericKind::Int) { out = np.ival; return true; }
      if (np.kind == NumericKind::Double) {
        if (std::isnan(np.dval) || !doubleFitsInt(np.dval)) return false;
        out = doubleToInt(np.dval);
        if (double(out) != np.dval)
          raiseDeprecated("Implicit conversion from float-string \"%s\" to int loses precision",
                          v.m_data.pstr->data());
        return true;
      }
      return false;
    }
    case DataType::Uninit:
    case DataType::Null:
      if (!forBuiltin) return false;
      (void)typeName;
      out = 0;
      return true;
    case DataType::Bool: out = v.m_data.num; return true;
    default: return false;
  }
}

bool weakToDouble(const TypedValue& v, double& out, bool forBuiltin) {
  switch (v.m_type) {
    case DataType::Int: out = double(v.m_data.num); return true;
    case DataType::String: {
      NumericParse np = parseNumeric(v.m_data.pstr->view(), false);
      if (np.kind == NumericKind::Int) { out = double(np.ival); return true; }
      if (np.kind == NumericKind::Double) { out = np.dval; return true; }
      return false;
    }
    case DataType::Uninit:
    case DataType::Null:
      if (!forBuiltin) return false;
      out = 0;
      return true;
    case DataType::Bool: out = double(v.m_data.num); return true;
    default: return false;
  }
}

bool weakToString(TypedValue& v, bool forBuiltin) {
  switch (v.m_type) {
    case DataType::Int:
    case DataType::Double:
    case DataType::Bool: tvSetRawMove(v, makeStringNoIncRef(toStringData(v))); return true;
    case DataType::Uninit:
    case DataType::Null:
      if (!forBuiltin) return false;
      tvSetRawMove(v, makeStringNoIncRef(StringData::empty()));
      return true;
    case DataType::Object:
      if (!v.m_data.pobj->cls()->magicToString) return false;
      tvSetRawMove(v, makeStringNoIncRef(objectToString(v.m_data.pobj)));
      return true;
    default: return false;
  }
}

[[gnu::noinline]] void resetPassedAt(uint64_t epoch) {
  for (ObjectPassedAt& e : tl_objectPassedAt) e.cls = nullptr;
  tl_objectPassedAtEpoch = epoch;
}

} // namespace

constinit thread_local ObjectPassedAt tl_objectPassedAt[1u << kObjectPassedAtBits] = {};
constinit thread_local uint64_t tl_objectPassedAtEpoch = 0;

namespace {
/// The second way of an entry: its neighbour. objectPassedAtFast probes the
/// first only; a pass found in the second moves to the first, and a new one
/// pushes the first's to the second (two pairs sharing an entry, common with
/// Twig's ~1,000 (site, class) pairs, were checked again at every other call).
ObjectPassedAt& secondWay(ObjectPassedAt& first) { return tl_objectPassedAt[(&first - tl_objectPassedAt) ^ 1]; }
} // namespace

bool objectPassedAt(uint32_t site, const Class* cls) {
  // Kept across the thread's requests (member-ops.h: classMemoEpoch).
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_objectPassedAtEpoch)) resetPassedAt(epoch);
  ObjectPassedAt& e = objectPassedAtEntry(site, cls);
  if (e.cls == cls && e.site == site) return true;
  ObjectPassedAt& second = secondWay(e);
  if (second.cls != cls || second.site != site) return false;
  std::swap(e, second);
  return true;
}

void rememberObjectPassedAt(uint32_t site, const Class* cls) {
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_objectPassedAtEpoch)) resetPassedAt(epoch);
  ObjectPassedAt& e = objectPassedAtEntry(site, cls);
  if (e.cls) secondWay(e) = e;
  e = ObjectPassedAt{cls, site};
}

namespace {
struct InstanceOfMemo {
  const StringData* name;
  const Class* cls;
  uint32_t classCount;   // of a negative answer: the number of classes then defined
  bool result;
};
constexpr uint32_t kInstanceOfBits = 12;
thread_local InstanceOfMemo tl_instanceOf[1u << kInstanceOfBits];
thread_local uint64_t tl_instanceOfEpoch = 0;

[[gnu::noinline]] bool fillInstanceOf(InstanceOfMemo& m, const StringData* name, const Class* cls) {
  const ExecutionContext& ec = ctx();
  const Class* target = ec.lookupClass(name);
  const bool r = target && cls->isSubclassOf(target);
  m = InstanceOfMemo{name, cls, r ? 0 : uint32_t(ec.classes.size()), r};
  return r;
}
InstanceOfMemo& instanceOfEntry(const StringData* name, const Class* cls) {
  const uint64_t h = ((reinterpret_cast<uintptr_t>(cls) >> 4) ^ (reinterpret_cast<uintptr_t>(name) << 5)) *
                     0x9E3779B97F4A7C15ull;
  return tl_instanceOf[h >> (64 - kInstanceOfBits)];
}

// Out of line, so the memo's hit path saves no registers (instanceOfNamed
// tail-calls these).
[[gnu::noinline]] bool instanceOfUnmemoized(const StringData* name, const Class* cls) {
  const Class* target = ctx().lookupClass(name);
  return target && cls->isSubclassOf(target);
}

[[gnu::noinline]] bool instanceOfAfterReset(const StringData* name, const Class* cls) {
  for (InstanceOfMemo& m : tl_instanceOf) m.name = nullptr;
  tl_instanceOfEpoch = inlineCacheEpoch();
  return fillInstanceOf(instanceOfEntry(name, cls), name, cls);
}
} // namespace

bool instanceOfNamed(const StringData* name, const Class* cls) {
  // The object's own class, named by the same interned string: no memo needed.
  if (cls->name == name) return true;
  if (HOP_UNLIKELY(!name->isStatic())) return instanceOfUnmemoized(name, cls);
  // Classes die with their request's inline caches (member-ops.h).
  if (HOP_UNLIKELY(inlineCacheEpoch() != tl_instanceOfEpoch)) return instanceOfAfterReset(name, cls);
  InstanceOfMemo& m = instanceOfEntry(name, cls);
  if (HOP_LIKELY(m.name == name && m.cls == cls) && (m.result || m.classCount == ctx().classes.size()))
    return m.result;
  return fillInstanceOf(m, name, cls);
}

bool typeMatches(const TypedValue& v, const TypeConstraint& tc, const Class* self, const Class* calledCls) {
  uint32_t m = tc.mask;
  if (m & TypeConstraint::kMixed) return true;
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: return m & TypeConstraint::kNull;
    case DataType::Bool: return m & (v.m_data.num ? TypeConstraint::kTrue : TypeConstraint::kFalse);
    case DataType::Int: return m & TypeConstraint::kInt;
    case DataType::Double: return m & TypeConstraint::kFloat;
    case DataType::String:
      if (m & TypeConstraint::kString) return true;
      return (m & TypeConstraint::kCallable) && isCallable(v, false);
    case DataType::Array:
      if (m & (TypeConstraint::kArray | TypeConstraint::kIterable)) return true;
      return (m & TypeConstraint::kCallable) && isCallable(v, false);
    case DataType::Object: return classTypeMatches(v.m_data.pobj, tc, self, calledCls);
    case DataType::Resource: return false;
    case DataType::Reference: return typeMatches(*tvDeref(&v), tc, self, calledCls);
  }
  return false;
}

bool checkType(TypedValue& v, const TypeConstraint& tc, bool strict, TypeCheckContext ctx, const Class* self,
               const Class* calledCls) {
  if (typeMatches(v, tc, self, calledCls)) return true;
  uint32_t m = tc.mask;
  bool isScalar = v.m_type == DataType::Int || v.m_type == DataType::Double || v.m_type == DataType::String ||
                  v.m_type == DataType::Bool || isNullish(v.m_type) ||
                  (v.m_type == DataType::Object && (m & TypeConstraint::kString));
  if (!isScalar) return false;
  bool forBuiltin = ctx == TypeCheckContext::BuiltinParam;
  if (strict) {
    // The one coercion strict mode allows: int to float.
    if ((m & TypeConstraint::kFloat) && v.m_type == DataType::Int) {
      v = makeDouble(double(v.m_data.num));
      return true;
    }
    return false;
  }
  if (isNullish(v.m_type) && !forBuiltin) return false;
  // Preference order: int, float, string, bool (zend_verify_weak_scalar_type_hint).
  if (m & TypeConstraint::kInt) {
    if ((m & TypeConstraint::kFloat) && v.m_type == DataType::String) {
      NumericParse np = parseNumeric(v.m_data.pstr->view(), false);
      if (np.kind == NumericKind::Int) { tvSetRawMove(v, makeInt(np.ival)); return true; }
      if (np.kind == NumericKind::Double) { tvSetRawMove(v, makeDouble(np.dval)); return true; }
    } else {
      int64_t i;
      if (weakToInt(v, i, forBuiltin, "int")) {
        if (isNullish(v.m_type) && forBuiltin) { /* deprecation raised by caller */ }
        tvSetRawMove(v, makeInt(i));
        return true;
      }
    }
  }
  if (m & TypeConstraint::kFloat) {
    double d;
    if (weakToDouble(v, d, forBuiltin)) {
      tvSetRawMove(v, makeDouble(d));
      return true;
    }
  }
  if ((m & TypeConstraint::kString) && weakToString(v, forBuiltin)) return true;
  if ((m & TypeConstraint::kBool) == TypeConstraint::kBool && v.m_type != DataType::Object) {
    if (isNullish(v.m_type) && !forBuiltin) return false;
    tvSetRawMove(v, makeBool(toBool(v)));
    return true;
  }
  return false;
}

void throwParamTypeError(const Func* f, uint32_t paramIndex, const TypedValue& given, bool fromBuiltin) {
  const ParamInfo* p = paramIndex < f->numParams() ? &f->params[paramIndex] : &f->params.back();
  // php prints the "Class::method" name with %s: an anonymous class's name stops at its NUL.
  std::string msg = std::string(f->fullName().c_str()) + "(): Argument #" + std::to_string(paramIndex + 1);
  if (!p->variadic) msg += " ($" + p->name->str() + ")";
  msg += " must be of type " + p->type.display + ", " + typeNameForMessage(given) + " given";
  if (!fromBuiltin) {
    // User functions name the call site when a PHP frame made the call.
    VMState& vm = ctx().vm;
    ActRec* fp = vm.fp;
    // (php's call_user_func() is a direct call too, as for too few arguments.)
    if (fp && fp->m_func == f && fp->m_sfp) {
      const Func* caller = fp->m_sfp->m_func;
      const uint8_t* cuf = (fp->m_flags & ActRec::kReturnToNative) ? inlinedCallUserFuncSite(fp) : nullptr;
      if (!(fp->m_flags & ActRec::kReturnToNative) || cuf) {
        uint32_t off = cuf ? static_cast<uint32_t>(cuf - caller->bc.data()) : fp->m_callOff - 1;
        msg += ", called in " + caller->unit->filePath + " on line " + std::to_string(caller->lineForOffset(off));
      }
    }
  }
  throwError(ErrorKind::TypeError, msg);
}

} // namespace hop
