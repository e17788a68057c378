// typed-ref.cpp — type sources of references held by typed properties, and the checked assignment through them.
#include "vm/typed-ref.h"

#include <algorithm>
#include <climits>
#include <string>
#include <unordered_map>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/request-local.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/act-rec.h"
#include "vm/interp.h"
#include "vm/member-ops.h"
#include "vm/type-check.h"

namespace hop {

constinit thread_local uint32_t tl_typedRefCount = 0;

namespace {

// The sources of each reference that has some (RefData::kHasTypeSources set),
// per thread as requests are; the request's references die with its heap.
using SourceMap = std::unordered_map<const RefData*, std::vector<RefTypeSource>>;
SourceMap& sourceMap() {
  static thread_local SourceMap m;
  return m;
}
const RequestLocalReset kResetTypedRefs([] {
  sourceMap().clear();
  tl_typedRefCount = 0;
});

const std::vector<RefTypeSource>* sourcesOf(const RefData* r) {
  if (!r->hasTypeSources()) return nullptr;
  auto it = sourceMap().find(r);
  return it == sourceMap().end() ? nullptr : &it->second;
}

bool strictNow() {
  ActRec* fp = ctx().vm.fp;
  return fp && fp->m_func->strictTypes();
}

/// php's i_zend_verify_type_assignable_zval: 1 fits as is, 0 never fits, -1
/// fits after the coercion left in `coerced` (a copy of v, owned).
int assignable(const RefTypeSource& s, const TypedValue& v, bool strict, TypedValue& coerced) {
  coerced = tvCopyValue(v);
  if (!checkType(coerced, *s.type, strict, TypeCheckContext::Property, s.declCls, s.declCls)) {
    tvDecRef(coerced);
    coerced = makeUninit();
    return 0;
  }
  if (coerced.m_type == v.m_type && same(coerced, v)) {
    tvDecRef(coerced);
    coerced = makeUninit();
    return 1;
  }
  return -1;
}

[[noreturn]] void refTypeError(const RefTypeSource& s, TypedValue& v) {
  std::string given = typeNameForMessage(v);
  tvDecRef(v);
  throwErrorF(ErrorKind::TypeError, "Cannot assign %s to reference held by property %s::$%s of type %s",
              given.c_str(), s.declCls->name->data(), s.name->data(), s.type->display.c_str());
}

[[noreturn]] void conflictingCoercion(const RefTypeSource& a, const RefTypeSource& b, TypedValue& v,
                                      TypedValue& coerced) {
  std::string given = typeNameForMessage(v);
  tvDecRef(v);
  tvDecRef(coerced);
  throwErrorF(ErrorKind::TypeError,
              "Cannot assign %s to reference held by property %s::$%s of type %s and property %s::$%s of type %s, "
              "as this would result in an inconsistent type conversion",
              given.c_str(), a.declCls->name->data(), a.name->data(), a.type->display.c_str(),
              b.declCls->name->data(), b.name->data(), b.type->display.c_str());
}

} // namespace

bool typeSourceOf(const PropSlot& p, RefTypeSource& out) {
  if (!p.type || p.type->isEmpty()) return false;
  out = RefTypeSource{p.type, p.declCls, p.name};
  return true;
}

bool typeSourceOf(const StaticPropSlot& p, RefTypeSource& out) {
  if (!p.type || p.type->isEmpty()) return false;
  out = RefTypeSource{p.type, p.declCls, p.name};
  return true;
}

bool propTypeSource(const ObjectData* o, const TypedValue* slot, RefTypeSource& out) {
  const Class* cls = o->cls();
  const uint32_t n = cls->numProps();
  const TypedValue* first = const_cast<ObjectData*>(o)->prop(0);
  if (n == 0 || slot < first || slot >= first + n) return false;
  return typeSourceOf(cls->props[size_t(slot - first)], out);
}

RefData* boxPropSlot(ObjectData* o, TypedValue& slot) {
  if (slot.m_type == DataType::Reference) return slot.m_data.pref;
  RefTypeSource src;
  const bool typed = propTypeSource(o, &slot, src);
  RefData* r = boxSlot(slot);
  if (typed) refAddTypeSource(r, src);
  return r;
}

void refAddTypeSource(RefData* r, const RefTypeSource& s) {
  auto& list = sourceMap()[r];
  if (list.empty()) ++tl_typedRefCount;
  list.push_back(s);
  r->m_hdr.m_flags |= RefData::kHasTypeSources;
}

void refDelTypeSource(RefData* r, const RefTypeSource& s) {
  if (!r->hasTypeSources()) return;
  auto it = sourceMap().find(r);
  if (it == sourceMap().end()) return;
  auto& v = it->second;
  auto pos = std::find(v.begin(), v.end(), s);
  if (pos != v.end()) {
    *pos = v.back();
    v.pop_back();
  }
  if (v.empty()) {
    sourceMap().erase(it);
    --tl_typedRefCount;
    r->m_hdr.m_flags &= uint8_t(~RefData::kHasTypeSources);
  }
}

void dropRefTypeSources(RefData* r) {
  if (sourceMap().erase(r)) --tl_typedRefCount;
  r->m_hdr.m_flags &= uint8_t(~RefData::kHasTypeSources);
}

void refVerifyAssignable(RefData* r, TypedValue& v) {
  const auto* list = sourcesOf(r);
  if (!list) return;
  const bool strict = strictNow();
  // Every type must accept the value, and coerce it to the same value: the
  // first source seen and its coercion (Uninit: none needed) are the measure.
  const RefTypeSource* first = nullptr;
  TypedValue coerced = makeUninit();
  // (A copy: a coercion may run an error handler that changes the sources.)
  const std::vector<RefTypeSource> sources = *list;
  for (const RefTypeSource& s : sources) {
    TypedValue c;
    const int res = assignable(s, v, strict, c);
    if (res == 0) {
      tvDecRef(coerced);
      refTypeError(s, v);
    }
    if (res < 0) {
      if (!first) {
        first = &s;
        coerced = c;
      } else if (coerced.isUninit()) {
        conflictingCoercion(*first, s, v, c);
      } else {
        const bool sameValue = c.m_type == coerced.m_type && same(c, coerced);
        if (!sameValue) {
          tvDecRef(coerced);
          conflictingCoercion(*first, s, v, c);
        }
        tvDecRef(c);
      }
    } else if (!first) {
      first = &s;
    } else if (!coerced.isUninit()) {
      conflictingCoercion(*first, s, v, coerced);
    }
  }
  if (!coerced.isUninit()) {
    tvDecRef(v);
    v = coerced;
  }
}

void assignToTypedRef(RefData* r, TypedValue value) {
  refVerifyAssignable(r, value);
  TypedValue old = r->m_tv;
  r->m_tv.m_data = value.m_data;
  r->m_tv.m_type = value.m_type;
  tvDecRef(old);
}

void refVerifyBindable(RefData* r, const RefTypeSource& s) {
  const bool strict = strictNow();
  TypedValue& val = r->m_tv;
  if (val.isUninit()) val = makeNull();
  const auto* list = sourcesOf(r);
  TypedValue c;
  const int res = assignable(s, val, strict, c);
  if (res > 0) return;
  if (!list || list->empty()) {
    if (res < 0) {
      // A reference no other property types: coerced in place, as php's
      // zend_verify_property_type does for the value it will hold.
      TypedValue old = val;
      val = c;
      tvDecRef(old);
      return;
    }
  } else if (res < 0) {
    // php: an untyped reference's value may not be converted under another
    // property's feet: a value that would need it is a conflict.
    tvDecRef(c);
    const RefTypeSource& first = list->front();
    std::string given = typeNameForMessage(val);
    throwErrorF(ErrorKind::TypeError,
                "Reference with value of type %s held by property %s::$%s of type %s is not compatible with "
                "property %s::$%s of type %s",
                given.c_str(), first.declCls->name->data(), first.name->data(), first.type->display.c_str(),
                s.declCls->name->data(), s.name->data(), s.type->display.c_str());
  }
  std::string given = typeNameForMessage(val);
  throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
              s.declCls->name->data(), s.name->data(), s.type->display.c_str());
}

void refCheckIncDecOverflow(RefData* r, bool inc, const TypedValue& before, const TypedValue& after) {
  const auto* list = sourcesOf(r);
  if (!list || !before.isInt() || !after.isDouble()) return;
  for (const RefTypeSource& s : *list) {
    if (s.type->mask & (TypeConstraint::kFloat | TypeConstraint::kMixed)) continue;
    if (&after == &r->m_tv) r->m_tv = makeInt(inc ? INT64_MAX : INT64_MIN);
    throwErrorF(ErrorKind::TypeError, "Cannot %s a reference held by property %s::$%s of type %s past its %s value",
                inc ? "increment" : "decrement", s.declCls->name->data(), s.name->data(), s.type->display.c_str(),
                inc ? "maximal" : "minimal");
  }
}

void refCheckVivify(RefData* r, TypedValue pending) {
  const TypedValue& cur = r->m_tv;
  if (!(isNullish(cur.m_type) || (cur.isBool() && !cur.m_data.num))) return;
  const auto* list = sourcesOf(r);
  if (!list) return;
  for (const RefTypeSource& s : *list) {
    if (s.type->mask & (TypeConstraint::kArray | TypeConstraint::kIterable | TypeConstraint::kMixed)) continue;
    tvDecRef(pending);
    throwErrorF(ErrorKind::TypeError, "Cannot auto-initialize an array inside a reference held by property %s::$%s of type %s",
                s.declCls->name->data(), s.name->data(), s.type->display.c_str());
  }
}

void refCheckIncDec(RefData* r, const TypedValue& before, bool inc) {
  const auto* list = sourcesOf(r);
  if (!list) return;
  TypedValue& cur = r->m_tv;
  if (cur.isDouble() && before.isInt()) {
    refCheckIncDecOverflow(r, inc, before, cur);
    return;
  }
  TypedValue v = cur;
  cur = makeNull();
  try {
    refVerifyAssignable(r, v);   // releases v when it throws
  } catch (...) {
    cur = before;
    tvIncRef(cur);
    throw;
  }
  cur = v;
}

namespace {
/// Whether argument `i`, a typed reference holding an array, stays an array
/// whatever the builtin does: its parameter takes arrays by reference and
/// nothing else but objects (`end(array|object &$array)`, `sort(array
/// &$array)`): php's builtins change such an array in place or write an
/// array. Every array fits a type the array fitted before, so nothing need
/// be saved nor checked; a saved copy would also be a second owner, and the
/// builtin would copy the whole array to change it (end() on a typed array
/// property copied it on every call).
bool staysArray(const NativeArgs& a, uint32_t i, const RefData* r) {
  if (r->m_tv.m_type != DataType::Array || i >= a.func->numParams()) return false;
  const ParamInfo& p = a.func->params[i];
  const uint32_t m = p.type.mask;
  return p.byRef && !p.variadic && (m & TypeConstraint::kArray) &&
         (m & ~(TypeConstraint::kArray | TypeConstraint::kObject)) == 0 && p.type.classNames.empty() &&
         p.type.members.empty();
}

/// callNativeCheckingTypedRefs with a typed reference at argument `first`.
[[gnu::noinline]] void callNativeSavingTypedRefs(NativeArgs& a, uint32_t first) {
  struct Saved {
    RefData* ref;
    TypedValue before;
  };
  // At most one per argument: on the stack for the usual few.
  Saved local[8];
  std::vector<Saved> heap;
  Saved* saved = local;
  if (a.count > 8) {
    heap.resize(a.count);
    saved = heap.data();
  }
  size_t n = 0;
  for (uint32_t i = first; i < a.count; ++i) {
    if (RefData* r = typedRefIn(a.argv[i]); r && !staysArray(a, i, r)) {
      r->m_hdr.incRef();
      saved[n++] = Saved{r, tvCopyValue(r->m_tv)};
    }
  }
  auto releaseSaved = [&] {
    for (size_t i = 0; i < n; ++i) {
      tvDecRef(saved[i].before);
      saved[i].ref->m_hdr.decRefNZ();   // the argument slot still holds it
    }
  };
  try {
    a.func->native(a);
  } catch (...) {
    releaseSaved();
    throw;
  }
  for (size_t i = 0; i < n; ++i) {
    RefData* r = saved[i].ref;
    if (!r->hasTypeSources()) continue;
    TypedValue v = tvCopyValue(r->m_tv);
    try {
      refVerifyAssignable(r, v);   // releases v when it throws
    } catch (...) {
      // What the builtin wrote does not fit: the reference keeps its value.
      TypedValue wrote = r->m_tv;
      r->m_tv = saved[i].before;
      saved[i].before = makeNull();
      tvDecRef(wrote);
      tvDecRef(a.ret);
      a.ret = makeNull();
      releaseSaved();
      throw;
    }
    TypedValue old = r->m_tv;
    r->m_tv = v;
    tvDecRef(old);
  }
  releaseSaved();
}
} // namespace

void callNativeCheckingTypedRefs(NativeArgs& a) {
  // Some typed reference exists in the request, but most builtin calls get
  // none among their arguments: those run as they are.
  for (uint32_t i = 0; i < a.count; ++i)
    if (HOP_UNLIKELY(typedRefIn(a.argv[i]) != nullptr)) return callNativeSavingTypedRefs(a, i);
  a.func->native(a);
}

void bindTypedSlot(TypedValue& slot, RefData* ref, const RefTypeSource& s) {
  if (slot.m_type == DataType::Reference && slot.m_data.pref == ref) return;
  refVerifyBindable(ref, s);
  ref->m_hdr.incRef();
  if (slot.m_type == DataType::Reference) refDelTypeSource(slot.m_data.pref, s);
  refAddTypeSource(ref, s);
  tvSetRawMove(slot, makeRefNoIncRef(ref));
}

} // namespace hop
