// member-ops.cpp — element and property access semantics (see member-ops.h).
#include "vm/member-ops.h"

#include <cmath>
#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/number/double-format.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/string/string-size.h"
#include "vm/interp.h"
#include "vm/lookup.h"
#include "vm/type-check.h"
#include "vm/typed-ref.h"

namespace hop {

/// A missingProp hook that sees every property access, to existing dynamic
/// properties too (__PHP_Incomplete_Class's, set at static initialization by
/// runtime/builtins/incomplete-class.cpp): its class's dynamic properties are
/// never read or written directly here.
int (*g_interceptAllPropsHook)(ObjectData*, StringData*, MissingPropOp, TypedValue*) = nullptr;

namespace {

/// Whether the object's dynamic properties may be used directly.
inline bool directDynProps(const ObjectData* o, const Class* cls) {
  return o->m_dynProps && (!g_interceptAllPropsHook || cls->native.missingProp != g_interceptAllPropsHook);
}

const TypedValue kNullTv = makeNull();

const TypedValue* nullResult() { return &kNullTv; }

/// The name PHP uses for non-object bases in messages: "null", "int", "array" ...
std::string baseTypeName(const TypedValue& b) { return dataTypeShortName(b.isNull() ? DataType::Null : b.m_type); }


bool isArrayAccess(const ObjectData* o) { return classIsArrayAccess(o->cls()) || o->cls()->native.dimRead; }

[[noreturn]] void cannotUseObjectAsArray(const ObjectData* o) {
  throwErrorF(ErrorKind::Error, "Cannot use object of type %s as array", o->cls()->name->data());
}

/// The integer offset of a string access, PHP 8 rules. Returns false when the
/// key cannot be an offset (TypeError thrown unless `quiet`).
bool stringOffset(const TypedValue& key, bool quiet, int64_t& out) {
  const TypedValue& k = *tvDeref(&key);
  switch (k.m_type) {
    case DataType::Int: out = k.m_data.num; return true;
    case DataType::String: {
      // Only integer strings are offsets; a leading-integer one ("1x") warns (also
      // under ??). Float strings ("1.5", "1e1", an int overflowing) are illegal.
      NumericParse np = parseNumeric(k.m_data.pstr->view(), true);
      if (np.kind == NumericKind::Int) {
        if (np.trailingData) raiseWarning("Illegal string offset \"%s\"", k.m_data.pstr->data());
        out = np.ival;
        return true;
      }
      if (quiet) return false;
      throwErrorF(ErrorKind::TypeError, "Cannot access offset of type %s on string", "string");
    }
    case DataType::Double:
    case DataType::Bool:
    case DataType::Uninit:
    case DataType::Null:
      if (quiet) {
        // Under ?? (BP_VAR_IS) php casts silently (zval_get_long_ex, legacy behaviour).
        if (k.m_type == DataType::Double) out = doubleToInt(k.m_data.dbl);
        else out = k.isNull() || k.m_type == DataType::Uninit ? 0 : k.m_data.num;
        return true;
      }
      raiseWarning("String offset cast occurred");
      out = k.m_type == DataType::Double ? doubleToInt(k.m_data.dbl) : (k.isNull() ? 0 : k.m_data.num);
      return true;
    default:
      if (quiet) return false;
      throwErrorF(ErrorKind::TypeError, "Cannot access offset of type %s on string", typeNameForMessage(k).c_str());
  }
}

TypedValue keyCopy(const TypedValue& key) { return tvCopyValue(key); }

/// Runs `fn(o, key)` with the object and the member key held: php holds both
/// while it calls into user code twice (offsetExists then offsetGet, __isset
/// then __get), since the first call may unset the variables holding them.
template <class Fn> auto withHeldMember(ObjectData* o, const TypedValue& key, Fn&& fn) {
  o->incRef();
  const TypedValue heldObj = makeObjectNoIncRef(o);
  const TypedValue heldKey = keyCopy(key);
  try {
    auto r = fn(o, heldKey);
    tvDecRef(heldKey);
    tvDecRef(heldObj);
    return r;
  } catch (...) {
    tvDecRef(heldKey);
    tvDecRef(heldObj);
    throw;
  }
}

} // namespace

/// Makes an autovivifiable base (null, unset, false) an empty array.
/// Returns false for bases that are not arrays and cannot become one.
/// (The slot may be an array element: only its value and type change, so a
/// hash bucket keeps its chain link in m_aux32.)
bool vivifyArray(TypedValue& b) {
  if (b.m_type == DataType::Array) return true;
  if (isNullish(b.m_type)) {
    tvSetRawMove(b, makeArrayNoIncRef(ArrayData::empty()));
    return true;
  }
  if (b.m_type == DataType::Bool && !b.m_data.num) {
    raiseDeprecated("Automatic conversion of false to array is deprecated");
    tvSetRawMove(b, makeArrayNoIncRef(ArrayData::empty()));
    return true;
  }
  return false;
}


// --- Elements: reads ------------------------------------------------------------------------

// --- Keys that convert with a warning ------------------------------------------------------------

void warnUndefinedKey(ArrayKey k) {
  if (k.isInt()) raiseWarning("Undefined array key %lld", (long long)k.num);
  else raiseWarning("Undefined array key \"%s\"", k.str->data());
}

ArrayData* arrayForKey(const TypedValue& b, const TypedValue& key, KeyUse use, ArrayKey& k, TypedValue& hold) {
  const TypedValue& kv = *tvDeref(&key);
  if (HOP_LIKELY(kv.m_type == DataType::Int || kv.m_type == DataType::String)) {
    k = toArrayKey(key, use);
    return b.m_data.parr;
  }
  ArrayData* arr = b.m_data.parr;
  arr->incRef();
  hold = makeArrayNoIncRef(arr);
  try {
    k = toArrayKey(key, use);
  } catch (...) {
    tvClear(hold);
    throw;
  }
  return arr;
}

bool arrayKeyMissing(const TypedValue& b, const TypedValue& key, KeyUse use, ArrayKey& k) {
  TypedValue hold = makeUninit();
  const bool missing = !arrayForKey(b, key, use, k, hold)->get(k);
  tvDecRef(hold);
  return missing;
}

namespace {

/// For writes: converts `key` for the array `b` holds. False when an error
/// handler run by the key's warning replaced that array: php then drops the
/// write (the array it held is gone).
bool writeKey(const TypedValue& b, const TypedValue& key, KeyUse use, ArrayKey& k) {
  TypedValue hold = makeUninit();
  ArrayData* arr = arrayForKey(b, key, use, k, hold);
  if (HOP_LIKELY(hold.m_type == DataType::Uninit)) return true;
  const bool same = b.isArray() && b.m_data.parr == arr;
  tvDecRef(hold);   // before the write, which would otherwise copy the array
  return same;
}

} // namespace

const TypedValue* elemRead(const TypedValue& base, const TypedValue& key, bool quiet, TypedValue& tmp) {
  const TypedValue& b = *tvDeref(&base);
  switch (b.m_type) {
    case DataType::Array: {
      // php keeps the array alive across a warning about the key (an error
      // handler may reassign the variable) and looks up in it all the same.
      ArrayKey k;
      TypedValue hold = makeUninit();
      ArrayData* arr = arrayForKey(b, key, quiet ? KeyUse::Isset : KeyUse::Read, k, hold);
      const TypedValue* v = arr->get(k);
      if (HOP_UNLIKELY(hold.m_type != DataType::Uninit)) {
        if (v) tvSetRawMove(tmp, tvCopyValue(*v));
        tvDecRef(hold);
        if (v) return &tmp;
      } else if (v) {
        return v;
      }
      if (!quiet) warnUndefinedKey(k);
      return nullResult();
    }
    case DataType::String: {
      const StringData* s = b.m_data.pstr;
      int64_t off;
      if (!stringOffset(key, quiet, off)) return nullResult();
      int64_t len = s->size();
      if (off < 0) off += len;
      if (off < 0 || off >= len) {
        if (quiet) return nullResult();
        raiseWarning("Uninitialized string offset %lld", (long long)(off < 0 ? off - len : off));
        tvSetRawMove(tmp, makeStringNoIncRef(StringData::empty()));
        return &tmp;
      }
      tvSetRawMove(tmp, makeStringNoIncRef(StringData::singleChar(static_cast<unsigned char>(s->data()[off]))));
      return &tmp;
    }
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      if (auto hook = o->cls()->native.dimRead) {
        TypedValue r = makeNull();
        if (hook(o, key, quiet, r)) {
          tvSetRawMove(tmp, r);
          return &tmp;
        }
      }
      // `$o[k] ?? d`: php asks offsetExists() first.
      return withHeldMember(o, key, [&](ObjectData* obj, const TypedValue& k) -> const TypedValue* {
        if (quiet && !elemIsset(makeObjectNoIncRef(obj), k)) return nullResult();
        TypedValue kc = keyCopy(k);
        TypedValue r = callMethod(obj, "offsetget", &kc, 1);
        tvDecRef(kc);
        tvSetRawMove(tmp, r);
        return &tmp;
      });
    }
    default:
      if (!quiet) raiseWarning("Trying to access array offset on value of type %s", baseTypeName(b).c_str());
      return nullResult();
  }
}

bool elemIsset(const TypedValue& base, const TypedValue& key) {
  const TypedValue& b = *tvDeref(&base);
  switch (b.m_type) {
    case DataType::Array: {
      ArrayKey k;
      TypedValue hold = makeUninit();
      ArrayData* arr = arrayForKey(b, key, KeyUse::Isset, k, hold);
      const TypedValue* v = arr->get(k);
      const bool set = v && !tvDeref(v)->isNull();
      tvDecRef(hold);
      return set;
    }
    case DataType::String: {
      const TypedValue& k = *tvDeref(&key);
      int64_t off;
      if (k.isString()) {
        NumericParse np = parseNumeric(k.m_data.pstr->view(), false);
        if (np.kind != NumericKind::Int) return false;
        off = np.ival;
      } else if (k.isInt() || k.isBool()) {
        off = k.m_data.num;
      } else if (k.isDouble()) {
        // isset()/empty() cast as php's zval_get_long_ex(offset, false): fractional floats deprecate.
        off = floatOperandToInt(k.m_data.dbl);
      } else if (k.isNull()) {
        off = 0;
      } else {
        return false;
      }
      int64_t len = b.m_data.pstr->size();
      if (off < 0) off += len;
      return off >= 0 && off < len;
    }
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      if (auto hook = o->cls()->native.dimIsset) {
        int r = hook(o, key, false);
        if (r >= 0) return r != 0;
      }
      TypedValue k = keyCopy(key);
      TypedValue r = callMethod(o, "offsetexists", &k, 1);
      tvDecRef(k);
      bool res = toBool(r);
      tvDecRef(r);
      return res;
    }
    default: return false;
  }
}

bool elemEmpty(const TypedValue& base, const TypedValue& key) {
  const TypedValue& b = *tvDeref(&base);
  if (b.isObject()) {
    ObjectData* o = b.m_data.pobj;
    if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
    if (auto hook = o->cls()->native.dimIsset) {
      int r = hook(o, key, true);
      if (r >= 0) return r == 0;
    }
    return withHeldMember(o, key, [&](ObjectData* obj, const TypedValue& k) {
      if (!elemIsset(makeObjectNoIncRef(obj), k)) return true;
      TypedValue kc = keyCopy(k);
      TypedValue r = callMethod(obj, "offsetget", &kc, 1);
      tvDecRef(kc);
      bool res = !toBool(r);
      tvDecRef(r);
      return res;
    });
  }
  if (b.isString()) {
    if (!elemIsset(base, key)) return true;
    TypedValue tmp = makeUninit();
    const TypedValue* v = elemRead(base, key, true, tmp);
    bool res = !toBool(*v);
    tvDecRef(tmp);
    return res;
  }
  if (!b.isArray()) return true;
  ArrayKey k;
  TypedValue hold = makeUninit();
  ArrayData* arr = arrayForKey(b, key, KeyUse::Isset, k, hold);
  const TypedValue* v = arr->get(k);
  const bool empty = !v || !toBool(*v);
  tvDecRef(hold);
  return empty;
}

// --- Elements: writes -------------------------------------------------------------------------

void throwWrongStringOffset(const TypedValue& key, StringOffsetUse use) {
  int64_t off;
  stringOffset(key, false, off);
  switch (use) {
    case StringOffsetUse::Array: throwError(ErrorKind::Error, "Cannot use string offset as an array");
    case StringOffsetUse::Object: throwError(ErrorKind::Error, "Cannot use string offset as an object");
    case StringOffsetUse::AssignOp: throwError(ErrorKind::Error, "Cannot use assign-op operators with string offsets");
    case StringOffsetUse::IncDec: throwError(ErrorKind::Error, "Cannot increment/decrement string offsets");
    case StringOffsetUse::Ref: throwError(ErrorKind::Error, "Cannot create references to/from string offsets");
  }
  throwError(ErrorKind::Error, "Cannot use string offset as an array");
}

namespace {

/// php's notice when a write reaches an ArrayAccess element through
/// offsetGet(), which returned a copy.
void noticeIndirectOverloaded(const ObjectData* o) {
  raiseNotice("Indirect modification of overloaded element of %s has no effect", o->cls()->name->data());
}

/// offsetGet()'s result as the slot of a nested write: only an object or a
/// reference carries the write on; anything else gets the notice.
TypedValue overloadedElement(const ObjectData* o, TypedValue r) {
  if (!r.isObject() && !r.isRef()) noticeIndirectOverloaded(o);
  return r;
}

}  // namespace

TypedValue* elemLval(TypedValue& base, const TypedValue& key, TypedValue& tmp, StringOffsetUse use) {
  TypedValue& b = *tvDeref(&base);
  if (HOP_UNLIKELY(typedRefIn(base) != nullptr)) refCheckVivify(base.m_data.pref);
  if (vivifyArray(b)) {
    ArrayKey k;
    if (HOP_UNLIKELY(!writeKey(b, key, KeyUse::Write, k))) {
      tvSetRawMove(tmp, makeNull());
      return &tmp;
    }
    return ArrayData::lval(b.m_data.parr, k);
  }
  switch (b.m_type) {
    case DataType::String: throwWrongStringOffset(key, use);
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      if (auto hook = o->cls()->native.dimLval)
        if (TypedValue* slot = hook(o, &key)) return slot;
      TypedValue k = keyCopy(key);
      TypedValue r = callMethod(o, "offsetget", &k, 1, true);
      tvDecRef(k);
      tvSetRawMove(tmp, overloadedElement(o, r));
      return &tmp;
    }
    default: throwError(ErrorKind::Error, "Cannot use a scalar value as an array");
  }
}

TypedValue* elemLvalAppend(TypedValue& base, TypedValue& tmp) {
  TypedValue& b = *tvDeref(&base);
  if (HOP_UNLIKELY(typedRefIn(base) != nullptr)) refCheckVivify(base.m_data.pref);
  if (vivifyArray(b)) {
    TypedValue* slot = ArrayData::lvalNew(b.m_data.parr);
    if (!slot) throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
    return slot;
  }
  switch (b.m_type) {
    case DataType::String: throwError(ErrorKind::Error, "[] operator not supported for strings");
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      if (auto hook = o->cls()->native.dimLval) {
        if (TypedValue* slot = hook(o, nullptr)) {
          // An object made for the append (SimpleXML's new element) is held
          // by the chain's temporary, not by the container that made it.
          if (!slot->isObject()) return slot;
          tvSetRawMove(tmp, tvCopyValue(*slot));
          return &tmp;
        }
      }
      TypedValue k = makeNull();
      TypedValue r = callMethod(o, "offsetget", &k, 1, true);
      tvSetRawMove(tmp, overloadedElement(o, r));
      return &tmp;
    }
    default: throwError(ErrorKind::Error, "Cannot use a scalar value as an array");
  }
}

TypedValue* elemLvalUnset(TypedValue& base, const TypedValue& key, TypedValue& tmp, StringOffsetUse use) {
  TypedValue& b = *tvDeref(&base);
  switch (b.m_type) {
    case DataType::Array: {
      ArrayKey k;
      if (HOP_UNLIKELY(!writeKey(b, key, KeyUse::Unset, k))) return nullptr;
      if (!b.m_data.parr->get(k)) return nullptr;
      return ArrayData::lval(b.m_data.parr, k);
    }
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      // Storage a native class reaches directly (ArrayObject): the element
      // itself when it is set; else nothing to unset, and php's notice (which
      // php leaves out for an element present as null: not told apart here).
      if (auto hook = o->cls()->native.dimLval) {
        if (auto isset = o->cls()->native.dimIsset) {
          const int set = isset(o, key, false);
          if (set == 0) {
            noticeIndirectOverloaded(o);
            return nullptr;
          }
          if (set > 0)
            if (TypedValue* slot = hook(o, &key)) return slot;
        }
      }
      TypedValue k = keyCopy(key);
      TypedValue r = callMethod(o, "offsetget", &k, 1, true);
      tvDecRef(k);
      tvSetRawMove(tmp, overloadedElement(o, r));
      return &tmp;
    }
    case DataType::String: throwWrongStringOffset(key, use);
    case DataType::Uninit:
    case DataType::Null: return nullptr;
    case DataType::Bool:
      if (!b.m_data.num) {   // php's zend_fetch_dimension_address (BP_VAR_UNSET): not converted
        raiseDeprecated("Automatic conversion of false to array is deprecated");
        return nullptr;
      }
      [[fallthrough]];
    default: throwError(ErrorKind::Error, "Cannot unset offset in a non-array variable");
  }
}

namespace {

/// `$str[off] = v`: the string-offset write PHP allows (one byte).
TypedValue stringOffsetSet(TypedValue& b, const TypedValue& key, TypedValue v) {
  int64_t off;
  const TypedValue& k = *tvDeref(&key);
  if (k.isString()) {
    NumericParse np = parseNumeric(k.m_data.pstr->view(), true);
    if (np.kind == NumericKind::Int) {
      if (np.trailingData) raiseWarning("Illegal string offset \"%s\"", k.m_data.pstr->data());
      off = np.ival;
    } else {
      tvDecRef(v);
      throwErrorF(ErrorKind::TypeError, "Cannot access offset of type %s on string", "string");
    }
  } else if (!stringOffset(key, false, off)) {
    tvDecRef(v);
    return makeNull();
  }
  StringData* s = b.m_data.pstr;
  int64_t len = s->size();
  if (off < -len) {
    tvDecRef(v);
    raiseWarning("Illegal string offset %lld", (long long)off);
    return makeNull();
  }
  if (off < 0) off += len;
  StringData* val = toStringData(v);
  tvDecRef(v);
  if (val->size() == 0) {
    val->decRef();
    throwError(ErrorKind::Error, "Cannot assign an empty string to a string offset");
  }
  if (val->size() > 1) raiseWarning("Only the first byte will be assigned to the string offset");
  char c = val->data()[0];
  val->decRef();
  // (PHP_INT_MAX + 1 as a size, like php's zend_string_extend: too big.)
  uint64_t newLen = off >= len ? uint64_t(off) + 1 : uint64_t(len);
  StringData* r;
  if (s->m_hdr.hasExactlyOneRef() && newLen <= s->m_cap) {
    r = s;
  } else {
    if (newLen > kMaxStringSize) stringTooLong(newLen);
    r = StringData::makeReserve(static_cast<uint32_t>(newLen));
    std::memcpy(r->mutableData(), s->data(), len);
  }
  for (int64_t i = len; i < off; ++i) r->mutableData()[i] = ' ';
  r->mutableData()[off] = c;
  r->setSize(static_cast<uint32_t>(newLen));
  if (r != s) tvSetRawMove(b, makeStringNoIncRef(r));
  return makeStringNoIncRef(StringData::singleChar(static_cast<unsigned char>(c)));
}

} // namespace

TypedValue elemSet(TypedValue& base, const TypedValue& key, TypedValue v) {
  TypedValue& b = *tvDeref(&base);
  if (HOP_UNLIKELY(typedRefIn(base) != nullptr)) refCheckVivify(base.m_data.pref, v);
  if (vivifyArray(b)) {
    ArrayKey k;
    if (HOP_UNLIKELY(!writeKey(b, key, KeyUse::Write, k))) {
      tvDecRef(v);
      return makeNull();
    }
    TypedValue result = v;
    tvIncRef(result);
    ArrayData::set(b.m_data.parr, k, v);
    return result;
  }
  switch (b.m_type) {
    case DataType::String:
      if (b.m_data.pstr->size() == 0 && false) break;
      return stringOffsetSet(b, key, v);
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) {
        tvDecRef(v);
        cannotUseObjectAsArray(o);
      }
      TypedValue args[2] = {keyCopy(key), v};
      TypedValue r = callMethod(o, "offsetset", args, 2);
      tvDecRef(r);
      tvDecRef(args[0]);
      return v;   // the expression's value; our reference moves to the caller
    }
    default:
      tvDecRef(v);
      throwError(ErrorKind::Error, "Cannot use a scalar value as an array");
  }
  return v;
}

TypedValue elemAppend(TypedValue& base, TypedValue v) {
  TypedValue& b = *tvDeref(&base);
  if (HOP_UNLIKELY(typedRefIn(base) != nullptr)) refCheckVivify(base.m_data.pref, v);
  if (vivifyArray(b)) {
    TypedValue result = v;
    tvIncRef(result);
    if (!ArrayData::append(b.m_data.parr, v)) {
      tvDecRef(result);
      throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
    }
    return result;
  }
  switch (b.m_type) {
    case DataType::String:
      tvDecRef(v);
      throwError(ErrorKind::Error, "[] operator not supported for strings");
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) {
        tvDecRef(v);
        cannotUseObjectAsArray(o);
      }
      TypedValue args[2] = {makeNull(), v};
      TypedValue r = callMethod(o, "offsetset", args, 2);
      tvDecRef(r);
      return v;
    }
    default:
      tvDecRef(v);
      throwError(ErrorKind::Error, "Cannot use a scalar value as an array");
  }
}

void elemUnset(TypedValue& base, const TypedValue& key) {
  TypedValue& b = *tvDeref(&base);
  switch (b.m_type) {
    case DataType::Array: {
      ArrayKey k;
      if (HOP_UNLIKELY(!writeKey(b, key, KeyUse::Unset, k))) return;
      ArrayData::remove(b.m_data.parr, k);
      return;
    }
    case DataType::Object: {
      ObjectData* o = b.m_data.pobj;
      if (!isArrayAccess(o)) cannotUseObjectAsArray(o);
      TypedValue k = keyCopy(key);
      TypedValue r = callMethod(o, "offsetunset", &k, 1);
      tvDecRef(r);
      tvDecRef(k);
      return;
    }
    case DataType::String: throwError(ErrorKind::Error, "Cannot unset string offsets");
    case DataType::Uninit:
    case DataType::Null: return;
    case DataType::Bool:
      if (!b.m_data.num) {
        raiseDeprecated("Automatic conversion of false to array is deprecated");
        return;
      }
      [[fallthrough]];
    default: throwError(ErrorKind::Error, "Cannot unset offset in a non-array variable");
  }
}

// --- Properties ---------------------------------------------------------------------------------

namespace {

[[noreturn]] void cannotAccessProp(const PropSlot& p, const Class* cls) {
  throwErrorF(ErrorKind::Error, "Cannot access %s property %s::$%s", visibilityName(p.attrs), cls->name->data(),
              p.name->data());
}

/// A name no instance property has but a static one does, reached with `->`
/// (php's zend_get_property_offset): the static's visibility error, or the
/// notice, then the access goes on as to a dynamic property. A private
/// static of an ancestor is silently dynamic.
[[gnu::cold, gnu::noinline]] void staticAsInstance(const Class* cls, const StringData* name, const Class* scope) {
  const StaticPropSlot* found = cls->findStaticProp(name->view());
  if (!found) return;
  const StaticPropSlot& sp = *found;
  if (sp.attrs & kAttrPrivate) {
    if (sp.declCls != scope && sp.declCls != cls) return;
  }
  if (!memberAccessible(sp.attrs, sp.declCls, scope))
    throwErrorF(ErrorKind::Error, "Cannot access %s property %s::$%s", visibilityName(sp.attrs), cls->name->data(),
                name->data());
  raiseNotice("Accessing static property %s::$%s as non static", cls->name->data(), name->data());
}

/// Checks and coerces a value assigned to a property of type `t` (declared by
/// `declCls`); releases `v` when it throws.
void checkTypedAssign(const TypeConstraint& t, const Class* declCls, const StringData* name, TypedValue& v) {
  ActRec* fp = ctx().vm.fp;
  bool strict = fp && fp->m_func->strictTypes();
  TypedValue& d = *tvDeref(&v);
  if (!checkType(d, t, strict, TypeCheckContext::Property, declCls, declCls)) {
    std::string given = typeNameForMessage(d);
    tvDecRef(v);
    throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
                declCls->name->data(), name->data(), t.display.c_str());
  }
}

/// The value __get gave for an unset typed property, checked (and coerced) as
/// an assignment to it in __get's strictness; `v` is released when it throws.
void checkMagicGetResult(const PropSlot& p, bool strict, TypedValue& v) {
  TypedValue& d = *tvDeref(&v);
  if (checkType(d, *p.type, strict, TypeCheckContext::Property, p.declCls, p.declCls)) return;
  std::string given = typeNameForMessage(d);
  tvClear(v);
  throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
              p.declCls->name->data(), p.name->data(), p.type->display.c_str());
}

/// Checks and coerces a value assigned to a typed property.
void checkPropType(const PropSlot& p, TypedValue& v) {
  if (!p.type || p.type->isEmpty()) return;
  checkTypedAssign(*p.type, p.declCls, p.name, v);
  const TypedValue& d = *tvDeref(&v);
  if (d.m_type == DataType::Object) p.lastAcceptedClass = d.m_data.pobj->cls();
}


/// php's verify_readonly_initialization_access: a readonly property is set
/// (or unset) from its class, or from a parent class that declares it too
/// (the child redeclared it).
bool readonlyScopeOk(const PropSlot& p, const Class* cls, const Class* scope) {
  if (p.declCls == scope) return true;
  if (!scope || scope == cls || !cls->isSubclassOf(scope)) return false;
  for (const PropInfo& pi : scope->propInfos)
    if (pi.name == p.name || pi.name->view() == p.name->view()) return pi.declCls == scope;
  return false;
}

[[noreturn]] void readonlyScopeError(const char* what, const PropSlot& p, const Class* scope) {
  throwErrorF(ErrorKind::Error, "Cannot %s readonly property %s::$%s from %s%s", what, p.declCls->name->data(),
              p.name->data(), scope ? "scope " : "global scope", scope ? scope->name->data() : "");
}

[[noreturn]] void readonlyError(const char* what, const PropSlot& p) {
  throwErrorF(ErrorKind::Error, "Cannot %s readonly property %s::$%s", what, p.declCls->name->data(),
              p.name->data());
}

} // namespace

void checkPropDefault(const PropSlot& p, TypedValue& v) {
  if (p.type && !p.type->isEmpty()) checkMagicGetResult(p, true, v);
}

/// A property site that stores objects of several classes (commonmark's
/// `?Node $parent`) checks each new class once more here instead of the full
/// store.
bool propTypeAcceptsObject(const PropSlot& p, const TypedValue& v) {
  if (!typeMatches(v, *p.type, p.declCls, p.declCls)) return false;
  p.lastAcceptedClass = v.m_data.pobj->cls();
  return true;
}

namespace {
/// A typed property not initialized yet and never unset(): php's IS_PROP_UNINIT
/// (reads skip __get, isset/empty __isset).
bool typedNeverInitialized(ObjectData* o, const Class* cls, uint32_t slot) {
  const PropSlot& p = cls->props[slot];
  return p.type && !p.type->isEmpty() && !isPropUnset(o, slot);
}
} // namespace

namespace {

/// A read through __get; a quiet one (isset chains, ??) asks __isset first, as php does.
const TypedValue* magicRead(ObjectData* o, StringData* name, bool quiet, TypedValue& tmp) {
  Class* cls = o->cls();
  if (quiet && cls->magicIsset && !magicGuarded(o, name, MagicGuard::Isset)) {
    return withHeldMember(o, makeStringNoIncRef(name), [&](ObjectData* obj, const TypedValue& k) -> const TypedValue* {
      TypedValue r = callMagicIsset(obj, k.m_data.pstr);
      bool set = toBool(r);
      tvDecRef(r);
      if (!set) return nullResult();
      tvSetRawMove(tmp, callMagicGet(obj, k.m_data.pstr));
      return &tmp;
    });
  }
  tvSetRawMove(tmp, callMagicGet(o, name));
  return &tmp;
}

} // namespace

namespace {
struct PropLookupMemo {
  const Class* cls;
  const Class* scope;
  const StringData* name;
  int32_t slot;
  bool accessible;
};
constexpr uint32_t kPropMemoBits = 12;
thread_local PropLookupMemo tl_propMemo[1u << kPropMemoBits];
thread_local uint64_t tl_propMemoEpoch = 0;
} // namespace

namespace {
[[gnu::noinline]] void resetPropMemo(uint64_t epoch) {
  std::memset(static_cast<void*>(tl_propMemo), 0, sizeof(tl_propMemo));
  tl_propMemoEpoch = epoch;
}
[[gnu::noinline]] int64_t fillPropMemo(PropLookupMemo& m, const Class* cls, const StringData* name, const Class* scope,
                                       bool& accessible) {
  const int64_t slot = cls->findProp(name->view(), scope, accessible);
  m.cls = cls;
  m.scope = scope;
  m.name = name;
  m.slot = static_cast<int32_t>(slot);
  m.accessible = accessible;
  return slot;
}
} // namespace

namespace {
HOP_ALWAYS_INLINE PropLookupMemo& propMemoEntry(const Class* cls, const StringData* name, const Class* scope) {
  const uint64_t h = ((reinterpret_cast<uintptr_t>(cls) >> 4) ^ (reinterpret_cast<uintptr_t>(name) << 7) ^
                      (reinterpret_cast<uintptr_t>(scope) >> 2)) * 0x9E3779B97F4A7C15ull;
  return tl_propMemo[h >> (64 - kPropMemoBits)];
}
[[gnu::noinline]] int64_t findPropAfterReset(const Class* cls, const StringData* name, const Class* scope,
                                             bool& accessible) {
  resetPropMemo(classMemoEpoch());
  return fillPropMemo(propMemoEntry(cls, name, scope), cls, name, scope, accessible);
}
[[gnu::noinline]] int64_t findPropUnmemoized(const Class* cls, const StringData* name, const Class* scope,
                                             bool& accessible) {
  return cls->findProp(name->view(), scope, accessible);
}
} // namespace

int64_t findPropCached(const Class* cls, const StringData* name, const Class* scope, bool& accessible) {
  // Every way but the hit is a tail call, so the hit saves no registers
  // (polymorphic `$this->x` sites refill their inline cache from here).
  if (HOP_UNLIKELY(!name->isStatic())) return findPropUnmemoized(cls, name, scope, accessible);
  if (HOP_UNLIKELY(classMemoEpoch() != tl_propMemoEpoch)) return findPropAfterReset(cls, name, scope, accessible);
  PropLookupMemo& m = propMemoEntry(cls, name, scope);
  if (HOP_LIKELY(m.cls == cls && m.scope == scope && m.name == name)) {
    accessible = m.accessible;
    return m.slot;
  }
  return fillPropMemo(m, cls, name, scope, accessible);
}

const TypedValue* propRead(const TypedValue& base, StringData* name, const Class* scope, bool quiet,
                           TypedValue& tmp) {
  const TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) {
    if (!quiet) raiseWarning("Attempt to read property \"%s\" on %s", name->data(), baseTypeName(b).c_str());
    return nullResult();
  }
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0) {
    const PropSlot& p = cls->props[slot];
    if (accessible) {
      const TypedValue* v = o->prop(uint32_t(slot));
      if (v->m_type != DataType::Uninit) return v;
      // An unset or uninitialized property does not exist for the class's
      // hook (ArrayObject::ARRAY_AS_PROPS reads the element).
      if (auto hook = cls->native.missingProp) {
        TypedValue r = makeNull();
        if (hook(o, name, quiet ? MissingPropOp::ReadQuiet : MissingPropOp::Read, &r) >= 0) {
          tvSetRawMove(tmp, r);
          return &tmp;
        }
      }
      // A typed property never initialized (not unset()) skips __get; an
      // unset() one without __get is not initialized either.
      const bool typed = p.type && !p.type->isEmpty();
      const bool typedUninit = typedNeverInitialized(o, cls, uint32_t(slot));
      if (!typedUninit && cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) {
        const TypedValue* r = magicRead(o, name, quiet, tmp);
        // An unset typed property: what __get gives must fit its type (in
        // __get's own strictness), as php's zend_std_read_property checks.
        if (typed && r == &tmp) checkMagicGetResult(p, cls->magicGet->strictTypes(), tmp);
        return r;
      }
      if (typed) {
        if (quiet) return nullResult();
        throwErrorF(ErrorKind::Error, "Typed property %s::$%s must not be accessed before initialization",
                    p.declCls->name->data(), name->data());
      }
    } else {
      if (auto hook = cls->native.missingProp) {   // inaccessible counts as missing
        TypedValue r = makeNull();
        if (hook(o, name, quiet ? MissingPropOp::ReadQuiet : MissingPropOp::Read, &r) >= 0) {
          tvSetRawMove(tmp, r);
          return &tmp;
        }
      }
      if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) return magicRead(o, name, quiet, tmp);
      if (quiet) return nullResult();
      cannotAccessProp(p, cls);
    }
  } else {
    if (!quiet) checkUndeclaredProp(o, name, scope, cls->magicGet, MagicGuard::Get);
    if (directDynProps(o, cls)) {
      const TypedValue* v = o->m_dynProps->get(strToArrayKey(name));
      if (v) return v;
    }
    if (auto hook = cls->native.missingProp) {
      TypedValue r = makeNull();
      if (hook(o, name, quiet ? MissingPropOp::ReadQuiet : MissingPropOp::Read, &r) >= 0) {
        tvSetRawMove(tmp, r);
        return &tmp;
      }
    }
    if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) {
      return magicRead(o, name, quiet, tmp);
    }
  }
  if (!quiet) raiseWarning("Undefined property: %s::$%s", cls->name->data(), name->data());
  return nullResult();
}

bool propIsset(const TypedValue& base, StringData* name, const Class* scope) {
  const TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return false;
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0 && accessible) {
    const TypedValue* v = o->prop(uint32_t(slot));
    if (v->m_type != DataType::Uninit) return !tvDeref(v)->isNull();
    if (typedNeverInitialized(o, cls, uint32_t(slot))) return false;   // php skips __isset
  } else if (slot < 0 && directDynProps(o, cls)) {
    const TypedValue* v = o->m_dynProps->get(strToArrayKey(name));
    if (v) return !tvDeref(v)->isNull();
  }
  if (cls->native.missingProp) {   // missing, inaccessible, unset or uninitialized
    int r = cls->native.missingProp(o, name, MissingPropOp::Isset, nullptr);
    if (r >= 0) return r != 0;
  }
  if (cls->magicIsset && !magicGuarded(o, name, MagicGuard::Isset)) {
    TypedValue r = callMagicIsset(o, name);
    bool res = toBool(r);
    tvDecRef(r);
    return res;
  }
  return false;
}

bool propEmpty(const TypedValue& base, StringData* name, const Class* scope) {
  const TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return true;
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0 && accessible) {
    const TypedValue* v = o->prop(uint32_t(slot));
    if (v->m_type != DataType::Uninit) return !toBool(*v);
    if (typedNeverInitialized(o, cls, uint32_t(slot))) return true;
  } else if (slot < 0 && directDynProps(o, cls)) {
    const TypedValue* v = o->m_dynProps->get(strToArrayKey(name));
    if (v) return !toBool(*v);
  }
  if (cls->native.missingProp) {   // missing, inaccessible, unset or uninitialized
    int r = cls->native.missingProp(o, name, MissingPropOp::Empty, nullptr);
    if (r >= 0) return r != 0;
  }
  if (cls->magicIsset && !magicGuarded(o, name, MagicGuard::Isset)) {
    return withHeldMember(o, makeStringNoIncRef(name), [&](ObjectData* obj, const TypedValue& k) {
      TypedValue r = callMagicIsset(obj, k.m_data.pstr);
      bool set = toBool(r);
      tvDecRef(r);
      if (!set) return true;
      // php reads the value through __get; without one (or inside it) the
      // property counts as empty.
      if (!cls->magicGet || magicGuarded(obj, k.m_data.pstr, MagicGuard::Get)) return true;
      TypedValue v = callMagicGet(obj, k.m_data.pstr);
      bool res = !toBool(v);
      tvDecRef(v);
      return res;
    });
  }
  return true;
}

namespace {

/// __set(name, v) (takes over v); the assignment expression's value is v.
TypedValue magicSetResult(ObjectData* o, StringData* name, TypedValue v) {
  TypedValue result = tvCopyValue(v);
  try {
    callMagicSet(o, name, v);
  } catch (...) {
    tvDecRef(result);
    throw;
  }
  return result;
}

/// A write the class's missingProp hook takes (ArrayObject::ARRAY_AS_PROPS):
/// true with the expression's value in `result` (v taken over), else false
/// with v untouched.
bool missingPropWrite(ObjectData* o, StringData* name, TypedValue v, TypedValue& result) {
  auto hook = o->cls()->native.missingProp;
  if (!hook) return false;
  result = tvCopyValue(v);
  int r;
  try {
    r = hook(o, name, MissingPropOp::Write, &v);
  } catch (...) {
    tvDecRef(result);
    throw;
  }
  if (r >= 0) return true;
  tvDecRef(result);
  return false;
}

} // namespace

TypedValue propSet(TypedValue& base, StringData* name, const Class* scope, TypedValue v) {
  TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) {
    tvDecRef(v);
    throwErrorF(ErrorKind::Error, "Attempt to assign property \"%s\" on %s", name->data(), baseTypeName(b).c_str());
  }
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0) {
    const PropSlot& p = cls->props[slot];
    TypedValue* dst = o->prop(uint32_t(slot));
    if (!accessible) {
      TypedValue result;   // inaccessible counts as missing
      if (missingPropWrite(o, name, v, result)) return result;
      if (cls->magicSet && !magicGuarded(o, name, MagicGuard::Set)) {
        return magicSetResult(o, name, v);
      }
      tvDecRef(v);
      if (p.isReadonly() && p.isProtected() == false && !p.isPrivate()) readonlyError("modify", p);
      if (p.isReadonly()) {
        if (dst->m_type != DataType::Uninit) readonlyError("modify", p);
        readonlyScopeError("initialize", p, scope);
      }
      cannotAccessProp(p, cls);
    }
    if (dst->m_type == DataType::Uninit && cls->native.missingProp) {   // unset: missing for the hook
      TypedValue result;
      if (missingPropWrite(o, name, v, result)) return result;
    }
    if (p.isReadonly() && dst->m_type != DataType::Uninit) {
      tvDecRef(v);
      readonlyError("modify", p);
    }
    // An unset() property goes to __set (before php's readonly scope check).
    if (dst->m_type == DataType::Uninit && cls->magicSet && isPropUnset(o, uint32_t(slot)) &&
        !magicGuarded(o, name, MagicGuard::Set)) {
      return magicSetResult(o, name, v);
    }
    if (p.isReadonly() && !readonlyScopeOk(p, cls, scope)) {
      tvDecRef(v);
      readonlyScopeError("initialize", p, scope);
    }
    checkPropType(p, v);
    TypedValue result = tvCopyValue(v);
    if (dst->m_type == DataType::Uninit) {
      dst->m_data = v.m_data;
      dst->m_type = v.m_type;
      clearPropUnset(o, uint32_t(slot));
    } else if (dst->m_type == DataType::Reference && p.type && !p.type->isEmpty()) {
      tvAssignMove(*dst, v);
    } else {
      tvAssignMove(*dst, v);
    }
    return result;
  }
  // Dynamic property.
  checkUndeclaredProp(o, name, scope, cls->magicSet, MagicGuard::Set);
  if (directDynProps(o, cls)) {
    ArrayKey k = strToArrayKey(name);
    if (TypedValue* existing = const_cast<TypedValue*>(o->m_dynProps->get(k))) {
      (void)existing;
      TypedValue result = tvCopyValue(v);
      ArrayData::set(o->m_dynProps, k, v);
      return result;
    }
  }
  TypedValue result;
  if (missingPropWrite(o, name, v, result)) return result;
  if (cls->magicSet && !magicGuarded(o, name, MagicGuard::Set)) {
    return magicSetResult(o, name, v);
  }
  checkDynamicPropCreation(o, name);
  result = tvCopyValue(v);
  setDynamicProp(o, name, v);
  return result;
}

namespace {
bool typeAllowsArray(const TypeConstraint* t) {
  return t->mask & (TypeConstraint::kArray | TypeConstraint::kIterable | TypeConstraint::kMixed);
}
[[noreturn]] void autoInitError(const TypeConstraint& t, const Class* declCls, const StringData* name) {
  throwErrorF(ErrorKind::TypeError, "Cannot auto-initialize an array inside property %s::$%s of type %s",
              declCls->name->data(), name->data(), t.display.c_str());
}
[[noreturn]] void autoInitError(const PropSlot& p, const StringData* name) { autoInitError(*p.type, p.declCls, name); }
} // namespace

void checkStaticPropType(const StaticPropSlot& sp, TypedValue& v) {
  if (sp.type && !sp.type->isEmpty()) checkTypedAssign(*sp.type, sp.declCls, sp.name, v);
}

void checkStaticPropDim(const StaticPropSlot& sp) {
  if (!sp.type || sp.type->isEmpty() || typeAllowsArray(sp.type)) return;
  const TypedValue& cur = *tvDeref(&sp.val);
  if (cur.isUninit() || cur.isNull() || (cur.isBool() && !cur.m_data.num)) autoInitError(*sp.type, sp.declCls, sp.name);
}

void checkIncDecOverflow(const TypeConstraint* t, const Class* declCls, const StringData* name, bool inc,
                         const TypedValue& before, const TypedValue& after) {
  if (!t || t->isEmpty() || !before.isInt() || !after.isDouble()) return;
  if (t->mask & (TypeConstraint::kFloat | TypeConstraint::kMixed)) return;
  throwErrorF(ErrorKind::TypeError, "Cannot %s property %s::$%s of type %s past its %s value",
              inc ? "increment" : "decrement", declCls->name->data(), name->data(), t->display.c_str(),
              inc ? "maximal" : "minimal");
}

const TypeConstraint* declaredPropType(const TypedValue& base, StringData* name, const Class* scope,
                                       const Class*& declCls, const TypedValue*& slot) {
  const TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return nullptr;
  bool accessible = false;
  int64_t s = findPropCached(b.m_data.pobj->cls(), name, scope, accessible);
  if (s < 0 || !accessible) return nullptr;
  const PropSlot& p = b.m_data.pobj->cls()->props[s];
  declCls = p.declCls;
  slot = b.m_data.pobj->prop(uint32_t(s));
  return p.type;
}

/// __get's answer as the base of a write or unset: a value that is no
/// object or reference cannot be modified through (php's notice).
static TypedValue* overloadedBase(ObjectData* o, StringData* name, TypedValue& tmp) {
  TypedValue r = callMagicGet(o, name, /*wantsRef=*/true);
  if (!r.isObject() && !r.isRef())
    raiseNotice("Indirect modification of overloaded property %s::$%s has no effect", o->cls()->name->data(),
                name->data());
  tvSetRawMove(tmp, r);
  return &tmp;
}

TypedValue* propLval(TypedValue& base, StringData* name, const Class* scope, TypedValue& tmp, PropFetch how) {
  TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) {
    throwErrorF(ErrorKind::Error, "Attempt to modify property \"%s\" on %s", name->data(), baseTypeName(b).c_str());
  }
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0) {
    const PropSlot& p = cls->props[slot];
    TypedValue* dst = o->prop(uint32_t(slot));
    if (!accessible) {
      if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) return overloadedBase(o, name, tmp);
      cannotAccessProp(p, cls);
    }
    if (p.isReadonly()) {
      if (dst->m_type == DataType::Object) {
        tvSetRawMove(tmp, tvCopyValue(*dst));
        return &tmp;
      }
      // php: a set one "modify", one not set yet "indirectly modify".
      readonlyError(dst->m_type == DataType::Uninit ? "indirectly modify" : "modify", p);
    }
    if (dst->m_type == DataType::Uninit) {
      if (auto hook = cls->native.missingPropLval)   // unset: missing for the hook
        if (TypedValue* s = hook(o, name, tmp)) return s;
      const bool typed = p.type && !p.type->isEmpty();
      if (cls->magicGet && isPropUnset(o, uint32_t(slot)) && !magicGuarded(o, name, MagicGuard::Get)) {
        // An unset typed property: what __get hands back must fit its type
        // (coerced in place through its reference), as php's read_property.
        TypedValue* r = overloadedBase(o, name, tmp);
        if (typed) checkMagicGetResult(p, cls->magicGet->strictTypes(), *r);
        return r;
      }
      if (how == PropFetch::Bind) {
        clearPropUnset(o, uint32_t(slot));
        return dst;   // stays Uninit until the binding succeeds
      }
      if (typed && how == PropFetch::Dim && !typeAllowsArray(p.type)) autoInitError(p, name);
      if (typed && how == PropFetch::Ref && !p.type->allowsNull()) {
        throwErrorF(ErrorKind::Error, "Cannot access uninitialized non-nullable property %s::$%s by reference",
                    p.declCls->name->data(), name->data());
      }
      if (typed && how == PropFetch::Write) {
        // php leaves the slot undefined: what follows sees null ($o->p->q = 1 on null).
        tvSetRawMove(tmp, makeNull());
        return &tmp;
      }
      if (typed && how == PropFetch::ReadWrite) {
        throwErrorF(ErrorKind::Error, "Typed property %s::$%s must not be accessed before initialization",
                    p.declCls->name->data(), name->data());
      }
      clearPropUnset(o, uint32_t(slot));
      *dst = makeNull();
    } else if (how == PropFetch::Dim && p.type && !p.type->isEmpty() && !typeAllowsArray(p.type)) {
      // null or false would become an array: not in a property whose type has no array.
      const TypedValue& cur = *tvDeref(dst);
      if (cur.isNull() || (cur.isBool() && !cur.m_data.num)) autoInitError(p, name);
    }
    return dst;
  }
  checkUndeclaredProp(o, name, scope, cls->magicGet, MagicGuard::Get);
  if (directDynProps(o, cls)) {
    ArrayKey k = strToArrayKey(name);
    if (o->m_dynProps->get(k)) return ArrayData::lval(o->m_dynProps, k);
  }
  if (auto hook = cls->native.missingPropLval)
    if (TypedValue* s = hook(o, name, tmp)) return s;
  if (auto hook = cls->native.missingProp) {
    TypedValue r = makeNull();
    if (hook(o, name, MissingPropOp::Fetch, &r) >= 0) {
      tvSetRawMove(tmp, r);
      return &tmp;
    }
  }
  if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) return overloadedBase(o, name, tmp);
  checkDynamicPropCreation(o, name);
  setDynamicProp(o, name, makeNull());
  return ArrayData::lval(o->m_dynProps, strToArrayKey(name));
}

TypedValue* propLvalForRef(TypedValue& base, StringData* name, const Class* scope, TypedValue& tmp) {
  return propLval(base, name, scope, tmp, PropFetch::Ref);
}

TypedValue* propLvalForBind(TypedValue& base, StringData* name, const Class* scope, TypedValue& tmp) {
  return propLval(base, name, scope, tmp, PropFetch::Bind);
}

/// `unset($o->p[k])`'s base, as php's get_property_ptr_ptr(BP_VAR_UNSET):
/// an untyped property unset before becomes null, a missing one is created
/// (null; deprecated where dynamic ones are), __get answers where it runs.
TypedValue* propLvalUnset(TypedValue& base, StringData* name, const Class* scope, TypedValue& tmp) {
  TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return nullptr;
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0) {
    const PropSlot& p = cls->props[slot];
    TypedValue* dst = o->prop(uint32_t(slot));
    if (!accessible) {
      if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) return overloadedBase(o, name, tmp);
      cannotAccessProp(p, cls);
    }
    if (dst->m_type == DataType::Uninit) {
      if (cls->magicGet && isPropUnset(o, uint32_t(slot)) && !magicGuarded(o, name, MagicGuard::Get))
        return overloadedBase(o, name, tmp);
      if ((p.type && !p.type->isEmpty()) || p.isReadonly()) return nullptr;
      clearPropUnset(o, uint32_t(slot));
      *dst = makeNull();
      return dst;
    }
    if (p.isReadonly() && !dst->isObject()) readonlyError("modify", p);
    return dst;
  }
  checkUndeclaredProp(o, name, scope, cls->magicGet, MagicGuard::Get);
  if (directDynProps(o, cls)) {
    ArrayKey k = strToArrayKey(name);
    if (o->m_dynProps->get(k)) return ArrayData::lval(o->m_dynProps, k);
  }
  if (auto hook = cls->native.missingProp) {
    TypedValue r = makeNull();
    if (hook(o, name, MissingPropOp::ReadQuiet, &r) >= 0) {
      tvSetRawMove(tmp, r);
      return &tmp;
    }
  }
  if (cls->magicGet && !magicGuarded(o, name, MagicGuard::Get)) return overloadedBase(o, name, tmp);
  checkDynamicPropCreation(o, name);
  setDynamicProp(o, name, makeNull());
  return ArrayData::lval(o->m_dynProps, strToArrayKey(name));
}

void propUnset(TypedValue& base, StringData* name, const Class* scope) {
  TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return;
  ObjectData* o = b.m_data.pobj;
  Class* cls = o->cls();
  bool accessible = false;
  int64_t slot = findPropCached(cls, name, scope, accessible);
  if (slot >= 0) {
    const PropSlot& p = cls->props[slot];
    if (!accessible) {
      if (cls->native.missingProp && cls->native.missingProp(o, name, MissingPropOp::Unset, nullptr) >= 0) return;
      if (cls->magicUnset && !magicGuarded(o, name, MagicGuard::Unset)) {
        callMagicUnset(o, name);
        return;
      }
      if (p.isReadonly()) readonlyError("unset", p);
      cannotAccessProp(p, cls);
    }
    if (o->prop(uint32_t(slot))->m_type == DataType::Uninit && cls->native.missingProp &&
        cls->native.missingProp(o, name, MissingPropOp::Unset, nullptr) >= 0)
      return;   // unset already: missing for the hook
    TypedValue* dst = o->prop(uint32_t(slot));
    // A set readonly one can never be unset.
    if (p.isReadonly() && dst->m_type != DataType::Uninit) readonlyError("unset", p);
    if (dst->m_type == DataType::Uninit && isPropUnset(o, uint32_t(slot))) {
      // unset() already: __unset answers, as for a missing property.
      if (cls->magicUnset && !magicGuarded(o, name, MagicGuard::Unset)) callMagicUnset(o, name);
      return;
    }
    // An uninitialized readonly one only from its class.
    if (p.isReadonly() && !readonlyScopeOk(p, cls, scope)) readonlyScopeError("unset", p, scope);
    markPropUnset(o, uint32_t(slot));
    RefTypeSource src;
    if (HOP_UNLIKELY(typedRefIn(*dst) != nullptr) && typeSourceOf(p, src)) refDelTypeSource(dst->m_data.pref, src);
    tvClear(*dst);
    return;
  }
  checkUndeclaredProp(o, name, scope, cls->magicUnset, MagicGuard::Unset);
  if (directDynProps(o, cls)) {
    ArrayKey k = strToArrayKey(name);
    if (o->m_dynProps->get(k)) {
      ArrayData::remove(o->m_dynProps, k);
      return;
    }
  }
  if (cls->native.missingProp && cls->native.missingProp(o, name, MissingPropOp::Unset, nullptr) >= 0) return;
  if (cls->magicUnset && !magicGuarded(o, name, MagicGuard::Unset)) callMagicUnset(o, name);
}

void checkUndeclaredProp(const ObjectData* o, const StringData* name, const Class* scope, const Func* magic,
                         MagicGuard kind) {
  // php's zend_bad_property_name: mangled names are not properties.
  const bool bad = name->size() != 0 && name->data()[0] == '\0';
  if (magic) {
    // Silent where the magic method answers; where its guard stops it, php
    // raises the name's error after all (zend_wrong_offset).
    if (HOP_UNLIKELY(bad) && magicGuarded(o, name, kind))
      throwError(ErrorKind::Error, "Cannot access property starting with \"\\0\"");
    return;
  }
  if (HOP_UNLIKELY(bad)) throwError(ErrorKind::Error, "Cannot access property starting with \"\\0\"");
  if (HOP_UNLIKELY(!o->cls()->staticProps.empty())) staticAsInstance(o->cls(), name, scope);
}

RefData* boxSlot(TypedValue& slot) {
  if (slot.m_type != DataType::Reference) {
    TypedValue v = slot;
    if (v.m_type == DataType::Uninit) v = makeNull();
    slot.m_data.pref = makeRefData(v);
    slot.m_type = DataType::Reference;
  }
  return slot.m_data.pref;
}

} // namespace hop
