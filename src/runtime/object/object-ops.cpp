// object-ops.cpp — shared object operations (see object-ops.h).
#include "runtime/base/request-local.h"
#include "runtime/class/method-access.h"
#include "runtime/object/object-ops.h"
#include "runtime/object/known-ifaces.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/stack-guard.h"
#include "runtime/base/errors.h"
#include "runtime/base/resource.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/backtrace.h"
#include "vm/typed-ref.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"
#include "vm/system-class-memo.h"
#include "vm/member-ops.h"
#include "vm/interp.h"

namespace hop {

Class* stdClass() {
  constinit thread_local SystemClassMemo tl_stdClass;
  return systemClassMemo(tl_stdClass, "stdClass");
}

void checkInstantiable(const Class* cls) {
  if (cls->isInterface()) throwErrorF(ErrorKind::Error, "Cannot instantiate interface %s", cls->name->data());
  if (cls->isTrait()) throwErrorF(ErrorKind::Error, "Cannot instantiate trait %s", cls->name->data());
  if (cls->isEnum()) throwErrorF(ErrorKind::Error, "Cannot instantiate enum %s", cls->name->data());
  if (cls->isAbstract()) throwErrorF(ErrorKind::Error, "Cannot instantiate abstract class %s", cls->name->data());
  if (cls->native.newError) throwError(ErrorKind::Error, cls->native.newError);
}

ObjectData* instantiate(Class* cls) {
  checkInstantiable(cls);
  ObjectData* o = ObjectData::make(cls);
  if (classImplements(cls, kIfaceThrowable)) initThrowable(o);
  return o;
}

ObjectData* createObject(Class* cls, const TypedValue* args, uint32_t nargs) {
  ObjectData* o = instantiate(cls);
  if (cls->ctor) {
    try {
      TypedValue r = invokeFunc(cls->ctor, args, nargs, CallContext{o, cls, nullptr});
      tvDecRef(r);
    } catch (...) {
      o->decRef();
      throw;
    }
  }
  return o;
}

/// (object-data.cpp) A new object whose properties are copies of src's.
ObjectData* makeObjectPropsCopy(const ObjectData* src);

ObjectData* cloneObject(ObjectData* src, const Class* scope) {
  Class* cls = src->cls();
  if (src->hasFlag(ObjectData::kIsEnumCase)) throwErrorF(ErrorKind::Error, "Trying to clone an uncloneable object of class %s", cls->name->data());
  if (src->hasFlag(ObjectData::kIsGenerator) || cls->native.noClone)
    throwErrorF(ErrorKind::Error, "Trying to clone an uncloneable object of class %s", cls->name->data());
  if (cls->magicClone && !methodAccessible(cls->magicClone, scope)) {
    const Func* f = cls->magicClone;   // php names its declaring class
    throwErrorF(ErrorKind::Error, "Call to %s %s::%s() from %s%s", visibilityName(f->attrs),
                (f->cls ? f->cls : cls)->name->data(), f->name->data(), scope ? "scope " : "global scope",
                scope ? scope->name->data() : "");
  }
  // Copies of the source's properties (a reference nothing else holds is
  // copied as its value, as php's zval_add_ref does), not the defaults.
  ObjectData* o = makeObjectPropsCopy(src);
  if (src->m_dynProps) {
    src->m_dynProps->incRef();
    o->m_dynProps = src->m_dynProps;
  }
  if (cls->native.clone) cls->native.clone(src, o);
  if (cls->magicClone) {
    try {
      TypedValue r = invokeFunc(cls->magicClone, nullptr, 0, CallContext{o, cls, nullptr});
      tvDecRef(r);
    } catch (...) {
      o->decRef();
      throw;
    }
  }
  return o;
}

StringData* objectToString(ObjectData* o) {
  Class* cls = o->cls();
  if (!cls->magicToString)
    throwErrorF(ErrorKind::Error, "Object of class %s could not be converted to string", cls->name->data());
  TypedValue r = invokeFunc(cls->magicToString, nullptr, 0, CallContext{o, cls, nullptr});
  if (!r.isString()) {
    tvDecRef(r);
    throwErrorF(ErrorKind::Error, "%s::__toString(): Return value must be of type string, %s returned",
                cls->name->data(), typeNameForMessage(r).c_str());
  }
  return r.m_data.pstr;
}

namespace {

/// PHP's mangled property name for (array) casts: "\0Cls\0name" for private,
/// "\0*\0name" for protected.
StringData* mangledName(StringData* name, const Class* declCls, uint32_t attrs) {
  if (attrs & kAttrPrivate) {
    std::string s;
    s += '\0';
    s += declCls->name->view();
    s += '\0';
    s += name->view();
    return StringData::make(s);
  }
  if (attrs & kAttrProtected) {
    std::string s("\0*\0", 3);
    s += name->view();
    return StringData::make(s);
  }
  name->incRef();
  return name;
}

} // namespace

ArrayData* objectToArray(ObjectData* o) {
  if (auto hook = o->cls()->native.propertiesFor)
    if (ArrayData* a = hook(o)) return a;
  return objectPropsToArray(o);
}

ArrayData* objectPropsToArray(ObjectData* o) {
  if (o->hasFlag(ObjectData::kIsClosure)) {
    ArrayData* a = ArrayData::makePacked(1);
    o->incRef();
    ArrayData::append(a, makeObjectNoIncRef(o));
    return a;
  }
  ArrayData* a = ArrayData::makeHash(o->cls()->numProps() + 4);
  forEachProp(o, [&](TypedValue name, const Class* decl, uint32_t attrs, TypedValue* v, bool init) {
    if (!init) return;
    TypedValue val = *v;
    tvIncRef(val);
    if (name.isInt()) {
      ArrayData::setRaw(a, ArrayKey::ofInt(name.m_data.num), val);
      return;
    }
    StringData* key = decl ? mangledName(name.m_data.pstr, decl, attrs) : (name.m_data.pstr->incRef(), name.m_data.pstr);
    ArrayData::setRaw(a, strToArrayKey(key), val);
    key->decRef();
  });
  return a;
}

bool declaredPropVisible(ObjectData* o, uint32_t slot, const Class* scope) {
  const PropSlot& p = o->cls()->props[slot];
  if (!memberAccessible(p.attrs, p.declCls, scope)) return false;
  // A private property of a parent is hidden unless we are in that parent.
  bool acc;
  return o->cls()->findProp(p.name->view(), scope, acc) == int64_t(slot);
}

bool dynamicPropVisible(ObjectData* o, const TypedValue& key, const Class* scope) {
  if (!key.isString()) return true;
  bool acc;
  return o->cls()->findProp(key.m_data.pstr->view(), scope, acc) < 0;
}

ArrayData* objectVisibleProps(ObjectData* o, const Class* scope) {
  if (o->cls()->native.propertiesAreTable) return o->cls()->native.propertiesFor(o);
  ArrayData* a = ArrayData::makeHash(o->cls()->numProps() + 4);
  Class* cls = o->cls();
  forEachProp(o, [&](TypedValue name, const Class* decl, uint32_t attrs, TypedValue* v, bool init) {
    if (!init) return;
    if (decl) {
      if (!memberAccessible(attrs, decl, scope)) return;
      // A private property of a parent is hidden unless we are in that parent.
      bool acc;
      int64_t slot = cls->findProp(name.m_data.pstr->view(), scope, acc);
      if (slot < 0 || o->prop(uint32_t(slot)) != v) return;
    } else if (!dynamicPropVisible(o, name, scope)) {
      return;
    }
    TypedValue val = *v;
    if (val.isRef() && val.m_data.pref->m_hdr.m_count == 1) val = val.m_data.pref->m_tv;
    tvIncRef(val);
    if (name.isInt()) ArrayData::setRaw(a, ArrayKey::ofInt(name.m_data.num), val);
    else ArrayData::setRaw(a, strToArrayKey(name.m_data.pstr), val);
  });
  return a;
}

int64_t compareObjects(ObjectData* a, ObjectData* b) {
  if (a == b) return 0;
  checkNativeStack();
  if (a->cls()->native.compareIsTotal && a->cls()->native.compare == b->cls()->native.compare)
    return a->cls()->native.compare(a, b);
  if (a->cls() != b->cls()) return 1;   // uncomparable
  if (a->hasFlag(ObjectData::kIsClosure)) return closuresEqual(a, b) ? 0 : 1;
  if (a->hasFlag(ObjectData::kIsEnumCase) || b->hasFlag(ObjectData::kIsEnumCase)) return 1;
  // php: E_ERROR, not an exception (zend_std_compare_objects).
  if (a->hasFlag(ObjectData::kInRecursion)) raiseFatal("Nesting level too deep - recursive dependency?");
  a->setFlag(ObjectData::kInRecursion);
  struct Unmark {
    ObjectData* o;
    ~Unmark() { o->clearFlag(ObjectData::kInRecursion); }
  } unmark{a};
  Class* cls = a->cls();
  if (auto hook = cls->native.compare) {
    int64_t c = hook(a, b);
    if (c != 0) return c;
  }
  for (uint32_t i = 0; i < cls->numProps(); ++i) {
    if (cls->props[i].isHidden()) continue;
    const TypedValue* x = a->prop(i);
    const TypedValue* y = b->prop(i);
    if (x->isUninit() || y->isUninit()) {
      if (x->isUninit() != y->isUninit()) return 1;
      continue;
    }
    int64_t c = compareValues(*x, *y);
    if (c != 0) return c;
  }
  if (a->m_dynProps || b->m_dynProps) {
    TypedValue x = makeArrayNoIncRef(a->m_dynProps ? a->m_dynProps : ArrayData::empty());
    TypedValue y = makeArrayNoIncRef(b->m_dynProps ? b->m_dynProps : ArrayData::empty());
    return compareValues(x, y);
  }
  return 0;
}

bool objectsLooseEqual(ObjectData* a, ObjectData* b) {
  if (a == b) return true;
  if (a->cls()->native.compareIsTotal && a->cls()->native.compare == b->cls()->native.compare)
    return a->cls()->native.compare(a, b) == 0;
  if (a->cls() != b->cls()) return false;
  if (a->hasFlag(ObjectData::kIsClosure)) return closuresEqual(a, b);
  if (a->hasFlag(ObjectData::kIsEnumCase)) return false;
  return compareObjects(a, b) == 0;
}

void setDynamicProp(ObjectData* o, StringData* name, TypedValue v) {
  if (!o->m_dynProps) o->m_dynProps = ArrayData::makeHash(4);
  ArrayData::set(o->m_dynProps, strToArrayKey(name), v);
}

void checkDynamicPropCreation(ObjectData* o, StringData* name) {
  Class* cls = o->cls();
  // Readonly classes, enums and php's internal classes marked
  // NO_DYNAMIC_PROPERTIES (Closure, Generator) refuse them outright.
  if (cls->attrs & kClsReadonly || cls->isEnum() || o->hasFlag(ObjectData::kIsClosure) ||
      o->hasFlag(ObjectData::kIsGenerator) || cls->native.noDynamicProps)
    throwErrorF(ErrorKind::Error, "Cannot create dynamic property %s::$%s", cls->name->data(), name->data());
  if (cls->attrs & (kClsAllowDynamicProps | kClsNoDynamicPropsDeprecation)) return;
  // An error handler may release the object meanwhile: php holds it, and
  // refuses the property if nothing else does any more.
  const std::string clsName = cls->name->data(), propName = name->data();
  o->incRef();
  TypedValue held = makeObjectNoIncRef(o);
  try {
    raiseDeprecated("Creation of dynamic property %s::$%s is deprecated", clsName.c_str(), propName.c_str());
  } catch (...) {
    tvDecRef(held);
    throw;
  }
  // A member sequence in progress may hold it as well (MemberState::held).
  int32_t ours = 1;
  for (const TypedValue& h : ctx().vm.member.held) ours += h.m_type == DataType::Object && h.m_data.pobj == o;
  if (o->m_hdr.m_count == ours) {
    tvDecRef(held);
    throwErrorF(ErrorKind::Error, "Cannot create dynamic property %s::$%s", clsName.c_str(), propName.c_str());
  }
  o->decRef();
}

bool isPropUnset(const ObjectData* o, uint32_t slot) { return o->props()[slot].m_aux8 == 1; }
void markPropUnset(ObjectData* o, uint32_t slot) { o->props()[slot].m_aux8 = 1; }
void clearPropUnset(ObjectData* o, uint32_t slot) { o->props()[slot].m_aux8 = 0; }

// --- Methods and magic -----------------------------------------------------------------------

bool userOverrides(const ObjectData* o, std::string_view lowerName) {
  Func* f = o->cls()->findMethod(lowerName);
  return f && !f->isSystemLib();
}

TypedValue callMethod(ObjectData* o, std::string_view lowerName, const TypedValue* args, uint32_t nargs,
                      bool wantsRef) {
  Class* cls = o->cls();
  Func* f = cls->findMethod(lowerName);
  if (!f) {
    if (cls->magicCall) {
      ArrayData* packed = ArrayData::makePacked(nargs);
      for (uint32_t i = 0; i < nargs; ++i) ArrayData::append(packed, tvCopyValue(args[i]));
      TypedValue margs[2] = {makeStringNoIncRef(StringData::make(lowerName)), makeArrayNoIncRef(packed)};
      TypedValue r = invokeFunc(cls->magicCall, margs, 2, CallContext{o, cls, nullptr});
      tvDecRef(margs[0]);
      tvDecRef(margs[1]);
      return r;
    }
    throwErrorF(ErrorKind::Error, "Call to undefined method %s::%.*s()", cls->name->data(), int(lowerName.size()),
                lowerName.data());
  }
  return invokeFunc(f, args, nargs, CallContext{o, cls, nullptr, false, wantsRef});
}

namespace {

struct GuardEntry {
  const ObjectData* obj;
  const StringData* name;
  MagicGuard kind;
};
// The magic calls running on this thread, innermost last. The first kScanned are scanned; deeper ones (a __get that
// recurses on new objects) are also counted by object, so a lookup stays O(1) however deep the recursion goes.
constexpr size_t kScanned = 32;
thread_local std::vector<GuardEntry> tl_guards;
thread_local std::unordered_map<const ObjectData*, uint32_t> tl_deepGuards;
const RequestLocalReset kResetGuards([] {   // a request ended inside __get/__set
  tl_guards.clear();
  tl_deepGuards.clear();
});

bool sameName(const StringData* a, const StringData* b) { return a == b || a->equals(b); }

struct GuardScope {
  GuardScope(const ObjectData* o, const StringData* n, MagicGuard k) {
    if (tl_guards.size() >= kScanned) ++tl_deepGuards[o];
    tl_guards.push_back({o, n, k});
  }
  ~GuardScope() {
    if (tl_guards.empty()) return;   // the request's reset ran first
    const ObjectData* o = tl_guards.back().obj;
    tl_guards.pop_back();
    if (tl_guards.size() >= kScanned) {
      auto it = tl_deepGuards.find(o);
      if (it != tl_deepGuards.end() && --it->second == 0) tl_deepGuards.erase(it);
    }
  }
};

bool guardedIn(const GuardEntry* b, const GuardEntry* e, const ObjectData* o, const StringData* name,
               MagicGuard kind) {
  for (; b != e; ++b)
    if (b->obj == o && b->kind == kind && sameName(b->name, name)) return true;
  return false;
}

} // namespace

bool magicGuarded(const ObjectData* o, const StringData* name, MagicGuard kind) {
  const GuardEntry* b = tl_guards.data();
  size_t n = tl_guards.size();
  if (n <= kScanned) return guardedIn(b, b + n, o, name, kind);
  if (guardedIn(b, b + kScanned, o, name, kind)) return true;
  return tl_deepGuards.count(o) && guardedIn(b + kScanned, b + n, o, name, kind);
}

TypedValue callMagicGet(ObjectData* o, StringData* name, bool wantsRef) {
  GuardScope g(o, name, MagicGuard::Get);
  TypedValue arg = makeStringNoIncRef(name);
  return invokeFunc(o->cls()->magicGet, &arg, 1, CallContext{o, o->cls(), nullptr, false, wantsRef});
}

void callMagicSet(ObjectData* o, StringData* name, TypedValue v) {
  GuardScope g(o, name, MagicGuard::Set);
  TypedValue args[2] = {makeStringNoIncRef(name), v};
  TypedValue r;
  try {
    r = invokeFunc(o->cls()->magicSet, args, 2, CallContext{o, o->cls(), nullptr});
  } catch (...) {
    tvDecRef(v);
    throw;
  }
  tvDecRef(r);
  tvDecRef(v);
}

TypedValue callMagicIsset(ObjectData* o, StringData* name) {
  GuardScope g(o, name, MagicGuard::Isset);
  TypedValue arg = makeStringNoIncRef(name);
  return invokeFunc(o->cls()->magicIsset, &arg, 1, CallContext{o, o->cls(), nullptr});
}

void callMagicUnset(ObjectData* o, StringData* name) {
  GuardScope g(o, name, MagicGuard::Unset);
  TypedValue arg = makeStringNoIncRef(name);
  TypedValue r = invokeFunc(o->cls()->magicUnset, &arg, 1, CallContext{o, o->cls(), nullptr});
  tvDecRef(r);
}

bool classImplements(const Class* cls, std::string_view ifaceName) {
  for (const Class* i : cls->interfaces)
    if (equalsIgnoreCase(i->name->view(), ifaceName)) return true;
  return false;
}

namespace {
struct KnownIfaceMemo {
  const Class* cls;
  uint16_t bits;
};
constexpr uint32_t kKnownIfaceBits = 9;
thread_local KnownIfaceMemo tl_knownIfaces[1u << kKnownIfaceBits];
thread_local uint64_t tl_knownIfacesEpoch = 0;

uint16_t computeKnownIfaces(const Class* cls) {
  static constexpr std::pair<std::string_view, KnownIface> kKnown[] = {
      {"throwable", kIfaceThrowable},       {"arrayaccess", kIfaceArrayAccess},
      {"traversable", kIfaceTraversable},   {"iterator", kIfaceIterator},
      {"iteratoraggregate", kIfaceIteratorAggregate}, {"countable", kIfaceCountable},
      {"serializable", kIfaceSerializable}, {"jsonserializable", kIfaceJsonSerializable},
      {"stringable", kIfaceStringable},
  };
  uint16_t bits = 0;
  for (const Class* i : cls->interfaces)
    for (const auto& [name, bit] : kKnown)
      if (equalsIgnoreCase(i->name->view(), name)) bits |= bit;
  return bits;
}
} // namespace

bool classImplements(const Class* cls, KnownIface bit) {
  // While a class is being linked its interface list may still grow: asked
  // by name, not remembered. Classes die with their request (member-ops.h:
  // classMemoEpoch).
  if (HOP_UNLIKELY(!cls->linked)) return computeKnownIfaces(cls) & bit;
  const uint64_t epoch = classMemoEpoch();
  if (HOP_UNLIKELY(epoch != tl_knownIfacesEpoch)) {
    for (KnownIfaceMemo& m : tl_knownIfaces) m.cls = nullptr;
    tl_knownIfacesEpoch = epoch;
  }
  // Two ways per set (two classes sharing an entry refilled it in turn).
  KnownIfaceMemo* set =
      &tl_knownIfaces[(((reinterpret_cast<uintptr_t>(cls) >> 4) * 0x9E3779B97F4A7C15ull) >> (64 - kKnownIfaceBits)) & ~1u];
  if (HOP_LIKELY(set[0].cls == cls)) return set[0].bits & bit;
  if (set[1].cls == cls) return set[1].bits & bit;
  set[1] = set[0];
  set[0] = KnownIfaceMemo{cls, computeKnownIfaces(cls)};
  return set[0].bits & bit;
}

bool classIsArrayAccess(const Class* cls) { return classImplements(cls, kIfaceArrayAccess); }
bool classIsTraversable(const Class* cls) { return classImplements(cls, kIfaceTraversable); }

// --- Resources -----------------------------------------------------------------------------------

int64_t resourceId(const TypedValue& tv) {
  const TypedValue& v = *tvDeref(&tv);
  if (v.m_type != DataType::Resource) return 0;
  return resourceHandle(v.m_data.pres);
}

std::string resourceDebugType(const TypedValue& tv) {
  const TypedValue& v = *tvDeref(&tv);
  if (v.m_type != DataType::Resource) return "resource";
  return resourceIsClosed(v) ? "resource (closed)" : "resource (" + resourceTypeName(v.m_data.pres) + ")";
}

} // namespace hop
