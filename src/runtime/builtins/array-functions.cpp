// array-functions.cpp — the array builtins that build, query and reshape
// arrays (sorting is in array-sort.cpp, callbacks in array-functional.cpp).
#include <cmath>
#include <cstring>
#include <unordered_set>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"

namespace hop {

/// The array behind a by-reference array parameter, checked as php checks it.
ArrayData*& refArrayArg(NativeArgs& a, uint32_t i) {
  TypedValue& v = a.ref(i);
  if (!v.isArray()) {
    const ParamInfo& p = a.func->params[i];
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($%s) must be of type array, %s given", a.func->name->data(),
                i + 1, p.name->data(), typeNameForMessage(v).c_str());
  }
  return v.m_data.parr;
}

namespace {

// --- Counting and keys -------------------------------------------------------------------

/// php_count_recursive: an array met again inside itself (through a
/// reference) counts as empty, with a warning.
int64_t countRecursive(ArrayData* a) {
  checkNativeStack();
  constexpr uint8_t kCounting = 0x80;   // the recursion mark var_dump also uses
  if (!a->isStatic()) {
    if (a->m_hdr.m_flags & kCounting) {
      raiseWarning("count(): Recursion detected");
      return 0;
    }
    a->m_hdr.m_flags |= kCounting;
  }
  struct Unmark {
    ArrayData* a;
    ~Unmark() {
      if (!a->isStatic()) a->m_hdr.m_flags &= ~kCounting;
    }
  } unmark{a};
  int64_t n = a->size();
  forEachElem(a, [&](const TypedValue&, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    if (d.isArray()) n += countRecursive(d.m_data.parr);
  });
  return n;
}

void f_count(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  const int64_t mode = a.i64Or(1, 0);
  if (mode != 0 && mode != 1)   // before the value's type, as php
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE",
                a.func->name->data());
  if (v.isArray()) {
    a.retInt(mode == 1 ? countRecursive(v.m_data.parr) : v.m_data.parr->size());
    return;
  }
  if (v.isObject() && classImplements(v.m_data.pobj->cls(), kIfaceCountable)) {
    TypedValue r = callMethod(v.m_data.pobj, "count", nullptr, 0);
    a.retInt(toInt(r));
    tvDecRef(r);
    return;
  }
  throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($value) must be of type Countable|array, %s given",
              a.func->name->data(), typeNameForMessage(v).c_str());
}

void f_array_keys(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  ArrayData* r = ArrayData::makePacked(arr->size());
  bool filter = a.has(1);
  bool strict = a.bOr(2, false);
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (filter && !(strict ? same(v, a.arg(1)) : looseEquals(v, a.arg(1)))) return;
    TypedValue key = k;
    tvIncRef(key);
    ArrayData::append(r, key);
  });
  a.retArray(r);
}

void f_array_values(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  // The array itself when it is a list whose next key follows its last (a
  // list emptied by unset() still remembers a higher next key).
  if (arr->isPacked() && arr->isVectorLike() && arr->m_nextFree == int64_t(arr->size())) {
    a.retCopy(a.arg(0));
    return;
  }
  ArrayData* r = ArrayData::makePacked(arr->size());
  forEachElem(arr, [&](const TypedValue&, const TypedValue& v) { appendCopy(r, v); });
  a.retArray(r);
}

void f_array_key_exists(NativeArgs& a) {
  const TypedValue& k = a.arg(0);
  ArrayData* arr = a.arr(1);
  if (k.isArray() || k.isObject())
    throwError(ErrorKind::TypeError, "Illegal offset type");
  if (k.isDouble() || k.isBool() || k.isNull() || k.m_type == DataType::Resource) {
    a.retBool(arr->get(toArrayKey(k, KeyUse::Isset)) != nullptr);
    return;
  }
  a.retBool(arr->get(toArrayKey(k, KeyUse::Isset)) != nullptr);
}

void f_array_key_first(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  uint32_t p = arr->iterBegin();
  if (!arr->iterValid(p)) return;
  TypedValue k = arr->iterKey(p);
  tvIncRef(k);
  a.retValue(k);
}

void f_array_key_last(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  uint32_t p = arr->iterLast();
  if (p == ArrayData::kInvalidPos) return;
  TypedValue k = arr->iterKey(p);
  tvIncRef(k);
  a.retValue(k);
}

void f_array_is_list(NativeArgs& a) { a.retBool(a.arr(0)->isVectorLike()); }

/// The position of the first element equal to `needle` (== or ===), or
/// iterEnd(). Int and string needles compare inline against elements of
/// their own type (the common haystacks); everything else goes through
/// php's full comparison.
uint32_t findValue(const ArrayData* arr, const TypedValue& needle0, bool strict) {
  const TypedValue& needle = *tvDeref(&needle0);
  const uint32_t end = arr->iterEnd();
  if (needle.m_type == DataType::Int) {
    const int64_t n = needle.m_data.num;
    for (uint32_t pos = arr->iterBegin(); pos < end; pos = arr->iterAdvance(pos)) {
      const TypedValue& v = *arr->iterValue(pos);
      if (v.m_type == DataType::Int) {
        if (v.m_data.num == n) return pos;
        continue;
      }
      if (strict ? same(v, needle) : looseEquals(v, needle)) return pos;
    }
    return end;
  }
  if (needle.m_type == DataType::String && strict) {
    const StringData* n = needle.m_data.pstr;
    for (uint32_t pos = arr->iterBegin(); pos < end; pos = arr->iterAdvance(pos)) {
      const TypedValue& v = *arr->iterValue(pos);
      if (v.m_type == DataType::String) {
        const StringData* s = v.m_data.pstr;
        if (s == n || (s->size() == n->size() && std::memcmp(s->data(), n->data(), n->size()) == 0)) return pos;
        continue;
      }
      if (v.m_type == DataType::Reference && same(v, needle)) return pos;
    }
    return end;
  }
  if (needle.m_type == DataType::String) {
    // Loose: string elements by php's string == (bytes, or both numeric);
    // the rest through the full comparison.
    const StringData* n = needle.m_data.pstr;
    for (uint32_t pos = arr->iterBegin(); pos < end; pos = arr->iterAdvance(pos)) {
      const TypedValue& v = *arr->iterValue(pos);
      if (v.m_type == DataType::String) {
        if (stringLooseEquals(v.m_data.pstr, n)) return pos;
        continue;
      }
      if (looseEquals(v, needle)) return pos;
    }
    return end;
  }
  for (uint32_t pos = arr->iterBegin(); pos < end; pos = arr->iterAdvance(pos)) {
    const TypedValue& v = *arr->iterValue(pos);
    if (strict ? same(v, needle) : looseEquals(v, needle)) return pos;
  }
  return end;
}

void f_in_array(NativeArgs& a) {
  const ArrayData* arr = a.arr(1);
  a.retBool(findValue(arr, a.arg(0), a.bOr(2, false)) != arr->iterEnd());
}

void f_array_search(NativeArgs& a) {
  const ArrayData* arr = a.arr(1);
  const uint32_t pos = findValue(arr, a.arg(0), a.bOr(2, false));
  if (pos == arr->iterEnd()) {
    a.retBool(false);
    return;
  }
  TypedValue key = arr->iterKey(pos);
  tvIncRef(key);
  a.retValue(key);
}

// --- Building ----------------------------------------------------------------------------

void mergeInto(ArrayData*& r, const ArrayData* src) {
  forEachElem(src, [&](const TypedValue& k, const TypedValue& v) {
    if (k.isInt()) appendCopy(r, v);
    else setCopy(r, k, v);
  });
}

void f_array_merge(NativeArgs& a) {
  if (a.count == 0) {
    a.retArray(ArrayData::empty());
    return;
  }
  uint32_t total = 0;
  for (uint32_t i = 0; i < a.count; ++i) {
    if (!a.arg(i).isArray())
      throwErrorF(ErrorKind::TypeError, "array_merge(): Argument #%u must be of type array, %s given", i + 1,
                  typeNameForMessage(a.arg(i)).c_str());
    total += a.arr(i)->size();
  }
  ArrayData* r = ArrayData::makePacked(total);
  for (uint32_t i = 0; i < a.count; ++i) mergeInto(r, a.arr(i));
  a.retArray(r);
}

constexpr uint8_t kArrayProtected = 0x80;   // the recursion mark var_dump also uses

[[noreturn]] void cannotAddElement() {
  throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
}

/// php_array_merge_recursive: string keys present in both merge (a scalar
/// becomes a list, null a list with null), integer keys append. The
/// destination's arrays are marked while merged into, to catch cycles.
void mergeRecursive(ArrayData*& dst, const ArrayData* src) {
  checkNativeStack();
  forEachElem(src, [&](const TypedValue& k, const TypedValue& v) {
    if (k.isInt()) {
      if (!ArrayData::append(dst, elemCopy(v))) cannotAddElement();
      return;
    }
    const TypedValue* existing = dst->getStr(k.m_data.pstr);
    if (!existing) {
      setCopy(dst, k, v);
      return;
    }
    const TypedValue& destVal = *tvDeref(existing);
    ArrayData* thash = destVal.isArray() ? destVal.m_data.parr : nullptr;
    if ((thash && (thash->m_hdr.m_flags & kArrayProtected)) ||
        (existing == &v && existing->isRef() && existing->m_data.pref->m_hdr.m_count % 2))
      throwError(ErrorKind::Error, "Recursion detected");
    if (thash) thash->incRef();   // stays alive (and marked) while its copy is merged into
    struct Unmark {
      ArrayData* a;
      ~Unmark() {
        if (a) {
          a->m_hdr.m_flags &= ~kArrayProtected;
          a->decRef();
        }
      }
    } unmark{thash};
    // The destination element stops being a reference and gets its own array.
    TypedValue* slot = ArrayData::lvalStr(dst, k.m_data.pstr);
    if (slot->isRef()) {
      TypedValue inner = tvCopyValue(*slot);
      tvSetRawMove(*slot, inner);
    }
    if (slot->isNull()) {
      ArrayData* list = ArrayData::makePacked(2);
      ArrayData::append(list, makeNull());
      tvSetRawMove(*slot, makeArrayNoIncRef(list));
    } else if (slot->isObject()) {
      tvSetRawMove(*slot, makeArrayNoIncRef(objectToArray(slot->m_data.pobj)));
    } else if (!slot->isArray()) {
      ArrayData* list = ArrayData::makePacked(2);
      ArrayData::append(list, tvCopyValue(*slot));
      tvSetRawMove(*slot, makeArrayNoIncRef(list));
    }
    ArrayData::separate(slot->m_data.parr);
    const TypedValue& srcVal = *tvDeref(&v);
    if (srcVal.isArray() || srcVal.isObject()) {
      ArrayData* from = srcVal.isArray() ? srcVal.m_data.parr : objectToArray(srcVal.m_data.pobj);
      if (srcVal.isArray()) from->incRef();
      struct Release {
        ArrayData* a;
        ~Release() { a->decRef(); }
      } release{from};
      if (thash) thash->m_hdr.m_flags |= kArrayProtected;
      mergeRecursive(slot->m_data.parr, from);
    } else if (!ArrayData::append(slot->m_data.parr, tvCopyValue(srcVal))) {
      cannotAddElement();
    }
  });
}

void f_array_merge_recursive(NativeArgs& a) {
  if (a.count == 0) {
    a.retArray(ArrayData::empty());
    return;
  }
  // The first array is copied (integer keys renumbered), the others merged in.
  ArrayData* r = ArrayData::makeHash(8);
  a.retArray(r);
  forEachElem(a.arr(0), [&](const TypedValue& k, const TypedValue& v) {
    if (k.isInt()) appendCopy(a.ret.m_data.parr, v);
    else setCopy(a.ret.m_data.parr, k, v);
  });
  for (uint32_t i = 1; i < a.count; ++i) mergeRecursive(a.ret.m_data.parr, a.arr(i));
}

void f_array_replace(NativeArgs& a) {
  ArrayData* r = a.arr(0);
  r->incRef();
  for (uint32_t i = 1; i < a.count; ++i)
    forEachElem(a.arr(i), [&](const TypedValue& k, const TypedValue& v) { setCopy(r, k, v); });
  a.retArray(r);
}

/// php_array_replace_recursive: arrays present in both are replaced into
/// (the destination's element stops being a reference), anything else is
/// overwritten.
void replaceRecursive(ArrayData*& dst, ArrayData* src) {
  checkNativeStack();
  forEachElem(src, [&](const TypedValue& k, const TypedValue& v) {
    const TypedValue& srcVal = *tvDeref(&v);
    const TypedValue* existing = dst->get(keyOf(k));
    if (!srcVal.isArray() || !existing || !tvDeref(existing)->isArray()) {
      setCopy(dst, k, v);
      return;
    }
    ArrayData* destArr = tvDeref(existing)->m_data.parr;
    ArrayData* srcArr = srcVal.m_data.parr;
    if ((destArr->m_hdr.m_flags & kArrayProtected) || (srcArr->m_hdr.m_flags & kArrayProtected) ||
        (v.isRef() && existing->isRef() && v.m_data.pref == existing->m_data.pref && existing->m_data.pref->m_hdr.m_count % 2))
      throwError(ErrorKind::Error, "Recursion detected");
    TypedValue* slot = ArrayData::lval(dst, keyOf(k));
    if (slot->isRef()) {
      TypedValue inner = tvCopyValue(*slot);
      tvSetRawMove(*slot, inner);
    }
    ArrayData::separate(slot->m_data.parr);
    // Both sides are marked while merged (the destination is read back from
    // its slot at the end: growing may have moved it).
    bool markSrc = !srcArr->isStatic();
    slot->m_data.parr->m_hdr.m_flags |= kArrayProtected;
    if (markSrc) srcArr->m_hdr.m_flags |= kArrayProtected;
    srcArr->incRef();
    struct Unmark {
      TypedValue* slot;
      ArrayData* s;
      bool ms;
      ~Unmark() {
        if (slot->isArray()) slot->m_data.parr->m_hdr.m_flags &= ~kArrayProtected;
        if (ms) s->m_hdr.m_flags &= ~kArrayProtected;
        s->decRef();
      }
    } unmark{slot, srcArr, markSrc};
    replaceRecursive(slot->m_data.parr, srcArr);
  });
}

void f_array_replace_recursive(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(a.arr(0)->size());
  a.retArray(r);
  forEachElem(a.arr(0), [&](const TypedValue& k, const TypedValue& v) { setCopy(a.ret.m_data.parr, k, v); });
  for (uint32_t i = 1; i < a.count; ++i) replaceRecursive(a.ret.m_data.parr, a.arr(i));
}

void f_array_combine(NativeArgs& a) {
  ArrayData* keys = a.arr(0);
  ArrayData* vals = a.arr(1);
  if (keys->size() != vals->size())
    throwError(ErrorKind::ValueError,
               "array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements");
  ArrayData* r = ArrayData::makeHash(keys->size());
  uint32_t pv = vals->iterBegin();
  forEachElem(keys, [&](const TypedValue&, const TypedValue& k) {
    const TypedValue& dk = *tvDeref(&k);
    ArrayKey key = dk.isInt() ? ArrayKey::ofInt(dk.m_data.num) : ArrayKey::ofStr(nullptr);
    StringData* ks = nullptr;
    if (!dk.isInt()) {
      ks = toStringData(dk);
      key = strToArrayKey(ks);
    }
    ArrayData::set(r, key, tvCopyValue(*vals->iterValue(pv)));
    if (ks) ks->decRef();
    pv = vals->iterAdvance(pv);
  });
  a.retArray(r);
}

void f_array_flip(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  ArrayData* r = ArrayData::makeHash(arr->size());
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    TypedValue key = k;
    tvIncRef(key);
    if (d.isInt()) ArrayData::set(r, ArrayKey::ofInt(d.m_data.num), key);
    else if (d.isString()) ArrayData::set(r, strToArrayKey(d.m_data.pstr), key);
    else {
      tvDecRef(key);
      raiseWarning("array_flip(): Can only flip string and integer values, entry skipped");
    }
  });
  a.retArray(r);
}

void f_array_change_key_case(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  bool upper = a.i64Or(1, 0) != 0;   // CASE_LOWER is 0; any other value means upper
  ArrayData* r = ArrayData::makeHash(arr->size());
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (k.isInt()) {
      setCopy(r, k, v);
      return;
    }
    std::string key = k.m_data.pstr->str();
    for (char& c : key) c = char(upper ? toupper(static_cast<unsigned char>(c)) : tolower(static_cast<unsigned char>(c)));
    StringData* ks = StringData::make(key);
    ArrayData::set(r, ArrayKey::ofStr(ks), tvCopyValue(v));
    ks->decRef();
  });
  a.retArray(r);
}

void f_array_fill(NativeArgs& a) {
  int64_t start = a.i64(0), n = a.i64(1);
  if (n < 0) throwError(ErrorKind::ValueError, "array_fill(): Argument #2 ($count) must be greater than or equal to 0");
  if (n > 0x7fffffff) throwError(ErrorKind::ValueError, "array_fill(): Argument #2 ($count) is too large");
  if (n > 1 && start > INT64_MAX - (n - 1)) cannotAddElement();   // the keys would pass PHP_INT_MAX
  ArrayData* r = start == 0 ? ArrayData::makePacked(uint32_t(n)) : ArrayData::makeHash(uint32_t(n));
  for (int64_t i = 0; i < n; ++i) {
    ArrayData::set(r, ArrayKey::ofInt(start + i), tvCopyValue(a.arg(2)));
  }
  a.retArray(r);
}

void f_array_fill_keys(NativeArgs& a) {
  ArrayData* keys = a.arr(0);
  ArrayData* r = ArrayData::makeHash(keys->size());
  forEachElem(keys, [&](const TypedValue&, const TypedValue& k) {
    const TypedValue& dk = *tvDeref(&k);
    if (dk.isInt()) {
      ArrayData::set(r, ArrayKey::ofInt(dk.m_data.num), tvCopyValue(a.arg(1)));
    } else {
      StringData* s = toStringData(dk);
      ArrayData::set(r, strToArrayKey(s), tvCopyValue(a.arg(1)));
      s->decRef();
    }
  });
  a.retArray(r);
}

void f_array_pad(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  int64_t len = a.i64(1);
  int64_t n = arr->size();
  // At most 1048576 new elements (|PHP_INT_MIN| overflows: also too many).
  int64_t target = len == INT64_MIN ? -1 : (len < 0 ? -len : len);
  if (target < 0) throwError(ErrorKind::ValueError, "array_pad(): Argument #2 ($length) must be less than or equal to 1048576");
  if (target <= n) {
    a.retCopy(a.arg(0));
    return;
  }
  if (target - n > 1048576) throwError(ErrorKind::ValueError, "array_pad(): Argument #2 ($length) must be less than or equal to 1048576");
  ArrayData* r = ArrayData::makePacked(uint32_t(target));
  auto copyArr = [&]() {
    forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
      if (k.isInt()) appendCopy(r, v);
      else setCopy(r, k, v);
    });
  };
  if (len > 0) copyArr();
  for (int64_t i = n; i < target; ++i) appendCopy(r, a.arg(2));
  if (len < 0) copyArr();
  a.retArray(r);
}

void f_array_slice(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  int64_t n = arr->size();
  int64_t off = a.i64(1);
  int64_t len = a.isNull(2) ? n : a.i64(2);
  bool preserve = a.bOr(3, false);
  if (off > n) off = n;
  if (off < 0 && (off += n) < 0) off = 0;
  if (len < 0) len = n - off + len;
  else if (uint64_t(off) + uint64_t(len) > uint64_t(n)) len = n - off;
  ArrayData* r = ArrayData::makePacked(len > 0 ? uint32_t(len) : 0);
  if (len <= 0) {
    a.retArray(r);
    return;
  }
  int64_t i = 0;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (i >= off + len) return false;
    if (i++ < off) return true;
    if (k.isString() || preserve) setCopy(r, k, v);
    else appendCopy(r, v);
    return true;
  });
  a.retArray(r);
}

void f_array_splice(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  int64_t n = arr->size();
  int64_t off = a.i64(1);
  int64_t len = a.isNull(2) ? n : a.i64(2);
  if (off > n) off = n;
  if (off < 0 && (off += n) < 0) off = 0;
  if (len < 0 && (len = n - off + len) < 0) len = 0;
  else if (uint64_t(off) + uint64_t(len) > uint64_t(n)) len = n - off;
  ArrayData* removed = ArrayData::makePacked(uint32_t(len));
  ArrayData* out = ArrayData::makePacked(uint32_t(n));
  int64_t i = 0;
  bool inserted = false;
  auto insertReplacement = [&]() {
    if (inserted || !a.has(3)) return;
    inserted = true;
    const TypedValue& rep = a.arg(3);
    if (rep.isArray()) forEachElem(rep.m_data.parr, [&](const TypedValue&, const TypedValue& v) { appendCopy(out, v); });
    else if (!rep.isNull()) appendCopy(out, rep);
  };
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (i == off) insertReplacement();
    if (i >= off && i < off + len) {
      TypedValue c = v;
      tvIncRef(c);
      if (k.isString()) ArrayData::setRaw(removed, keyOf(k), c);
      else ArrayData::append(removed, c);
    } else {
      TypedValue c = v;   // references survive the splice
      tvIncRef(c);
      if (k.isString()) ArrayData::setRaw(out, keyOf(k), c);
      else {
        tvSetRawMove(*ArrayData::lvalNew(out), c);
      }
    }
    ++i;
  });
  insertReplacement();
  // By-reference foreach loops over the array: elements after the removed
  // ones shift; a loop that was inside them continues after the replacement.
  if (ctx().arrayIterators.active()) {
    const int64_t added = int64_t(out->size()) - (n - len);
    ctx().arrayIterators.moved(arr, out, [&](uint32_t k) {
      if (k < off) return k;
      if (k < off + len) return uint32_t(off + added);
      return uint32_t(k - len + added);
    });
  }
  arr->decRef();
  arr = out;
  a.retArray(removed);
}

void f_array_reverse(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  bool preserve = a.bOr(1, false);
  ArrayData* r = ArrayData::makePacked(arr->size());
  for (uint32_t p = arr->iterLast(); p != ArrayData::kInvalidPos; p = arr->iterRetreat(p)) {
    TypedValue k = arr->iterKey(p);
    const TypedValue& v = *arr->iterValue(p);
    if (k.isString() || preserve) setCopy(r, k, v);
    else appendCopy(r, v);
  }
  a.retArray(r);
}

void f_array_chunk(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  int64_t size = a.i64(1);
  if (size < 1) throwError(ErrorKind::ValueError, "array_chunk(): Argument #2 ($length) must be greater than 0");
  bool preserve = a.bOr(2, false);
  ArrayData* r = ArrayData::makePacked(0);
  ArrayData* chunk = nullptr;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (!chunk) chunk = ArrayData::makePacked(uint32_t(std::min<int64_t>(size, arr->size())));
    if (preserve) setCopy(chunk, k, v);
    else appendCopy(chunk, v);
    if (int64_t(chunk->size()) == size) {
      ArrayData::append(r, makeArrayNoIncRef(chunk));
      chunk = nullptr;
    }
  });
  if (chunk) ArrayData::append(r, makeArrayNoIncRef(chunk));
  a.retArray(r);
}

void f_array_count_values(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(8);
  forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    ArrayKey k;
    if (d.isInt()) k = ArrayKey::ofInt(d.m_data.num);
    else if (d.isString()) k = strToArrayKey(d.m_data.pstr);
    else {
      raiseWarning("array_count_values(): Can only count string and integer values, entry skipped");
      return;
    }
    TypedValue* slot = ArrayData::lval(r, k);
    if (slot->isNull()) tvSetRawMove(*slot, makeInt(1));
    else slot->m_data.num++;
  });
  a.retArray(r);
}

/// array_column's value of a row at a column (arrays and objects' public props).
const TypedValue* columnOf(const TypedValue& row, const TypedValue& col, TypedValue& tmp) {
  const TypedValue& r = *tvDeref(&row);
  if (r.isArray()) {
    const TypedValue& c = *tvDeref(&col);
    if (c.isInt()) return r.m_data.parr->getInt(c.m_data.num);
    if (c.isString()) return r.m_data.parr->get(strToArrayKey(c.m_data.pstr));
    return nullptr;
  }
  if (r.isObject()) {
    // As php: the property must exist (even as null) or __isset() must say
    // so; then it is read from the caller's scope, through __get() if needed.
    StringData* name = toStringData(col);
    ObjectData* o = r.m_data.pobj;
    const Class* scope = currentScope();
    bool acc;
    int64_t slot = o->cls()->findProp(name->view(), scope, acc);
    bool exists = (slot >= 0 && acc && o->prop(uint32_t(slot))->m_type != DataType::Uninit) ||
                  (slot < 0 && o->m_dynProps && o->m_dynProps->get(strToArrayKey(name)));
    const TypedValue* v = nullptr;
    if (exists || propIsset(r, name, scope)) v = propRead(r, name, scope, false, tmp);
    name->decRef();
    return v;
  }
  return nullptr;
}

void f_array_column(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  bool hasCol = !a.isNull(1);
  bool hasIdx = a.has(2) && !a.isNull(2);
  ArrayData* r = ArrayData::makePacked(arr->size());
  forEachElem(arr, [&](const TypedValue&, const TypedValue& row) {
    // Values read through __get() land in the tmps, which own them.
    TypedValue valTmp = makeNull(), idxTmp = makeNull();
    const TypedValue* v = hasCol ? columnOf(row, a.arg(1), valTmp) : tvDeref(&row);
    if (v) {
      TypedValue copy = tvCopyValue(*tvDeref(v));
      const TypedValue* idx = hasIdx ? columnOf(row, a.arg(2), idxTmp) : nullptr;
      if (idx) {
        // Any index value is used as an array offset would be ($r[$idx] = ...).
        TypedValue base = makeArrayNoIncRef(r);
        tvDecRef(elemSet(base, *tvDeref(idx), copy));
        r = base.m_data.parr;
      } else {
        ArrayData::append(r, copy);
      }
    }
    tvDecRef(valTmp);
    tvDecRef(idxTmp);
  });
  a.retArray(r);
}

/// convert_scalar_to_number: null/bool/resource/string to int or float,
/// silently (array_sum and array_product raise nothing for "3 apples").
TypedValue scalarToNumber(const TypedValue& d) {
  switch (d.m_type) {
    case DataType::Int:
    case DataType::Double: return d;
    case DataType::Bool: return makeInt(d.m_data.num ? 1 : 0);
    case DataType::Resource: return makeInt(resourceId(d));
    case DataType::String: {
      NumericParse p = parseNumeric(d.m_data.pstr->view(), true);
      if (p.kind == NumericKind::Int) return makeInt(p.ival);
      if (p.kind == NumericKind::Double) return makeDouble(p.dval);
      return makeInt(0);
    }
    default: return makeInt(0);
  }
}

double asDouble(const TypedValue& n) { return n.isInt() ? double(n.m_data.num) : n.m_data.dbl; }

// Arrays and objects are skipped (php 8.2; 8.3 warns).
void f_array_sum(NativeArgs& a) {
  TypedValue sum = makeInt(0);
  forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    if (d.isArray() || d.isObject()) return;
    TypedValue n = scalarToNumber(d);
    int64_t r;
    if (sum.isInt() && n.isInt() && !__builtin_add_overflow(sum.m_data.num, n.m_data.num, &r)) sum = makeInt(r);
    else sum = makeDouble(asDouble(sum) + asDouble(n));
  });
  a.retValue(sum);
}

void f_array_product(NativeArgs& a) {
  TypedValue p = makeInt(1);
  forEachElem(a.arr(0), [&](const TypedValue&, const TypedValue& v) {
    const TypedValue& d = *tvDeref(&v);
    if (d.isArray() || d.isObject()) return;
    TypedValue n = scalarToNumber(d);
    if (p.isInt() && n.isInt()) {
      double dv = double(p.m_data.num) * double(n.m_data.num);
      if (dv >= double(INT64_MIN) && dv <= double(INT64_MAX)) {
        p = makeInt(int64_t(uint64_t(p.m_data.num) * uint64_t(n.m_data.num)));  // wraps like php at the edge
        return;
      }
    }
    p = makeDouble(asDouble(p) * asDouble(n));
  });
  a.retValue(p);
}

// --- Stack and queue operations -----------------------------------------------------------

void f_array_push(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  for (uint32_t i = 1; i < a.count; ++i) {
    if (!ArrayData::append(arr, tvCopyValue(a.argv[i])))
      throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
  }
  a.retInt(arr->size());
}

void f_array_pop(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  uint32_t p = arr->iterLast();
  if (p == ArrayData::kInvalidPos) return;
  TypedValue k = arr->iterKey(p);
  a.retCopy(*arr->iterValue(p));
  ArrayData::separate(arr);
  ArrayKey key = k.isInt() ? ArrayKey::ofInt(k.m_data.num) : ArrayKey::ofStr(k.m_data.pstr);
  if (k.isString()) k.m_data.pstr->incRef();
  ArrayData::remove(arr, key);
  if (k.isString()) k.m_data.pstr->decRef();
  // Popping the last-appended int key gives its key back to the next append.
  if (k.isInt()) {
    if (k.m_data.num == INT64_MAX) arr->m_hdr.m_flags &= ~1;   // $a[] may use PHP_INT_MAX again
    else if (arr->m_nextFree != ArrayData::kNoIntKey && k.m_data.num == arr->m_nextFree - 1) arr->m_nextFree--;
  }
  arr->m_pos = arr->iterBegin();
}

void f_array_shift(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  uint32_t p = arr->iterBegin();
  if (!arr->iterValid(p)) return;
  a.retCopy(*arr->iterValue(p));
  ArrayData* out = ArrayData::makePacked(arr->size());
  bool first = true;
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    if (first) {
      first = false;
      return;
    }
    TypedValue c = v;
    tvIncRef(c);
    if (k.isString()) ArrayData::setRaw(out, keyOf(k), c);
    else tvSetRawMove(*ArrayData::lvalNew(out), c);
  });
  // By-reference foreach loops over the array keep their element.
  if (ctx().arrayIterators.active())
    ctx().arrayIterators.moved(arr, out, [](uint32_t k) { return k > 0 ? k - 1 : 0; });
  arr->decRef();
  arr = out;
}

void f_array_unshift(NativeArgs& a) {
  ArrayData*& arr = refArrayArg(a, 0);
  ArrayData* out = ArrayData::makePacked(arr->size() + a.count - 1);
  for (uint32_t i = 1; i < a.count; ++i) ArrayData::append(out, tvCopyValue(a.argv[i]));
  forEachElem(arr, [&](const TypedValue& k, const TypedValue& v) {
    TypedValue c = v;
    tvIncRef(c);
    if (k.isString()) ArrayData::setRaw(out, keyOf(k), c);
    else tvSetRawMove(*ArrayData::lvalNew(out), c);
  });
  // By-reference foreach loops over the array keep their element.
  if (ctx().arrayIterators.active()) {
    const uint32_t added = a.count - 1;
    ctx().arrayIterators.moved(arr, out, [added](uint32_t k) { return k + added; });
  }
  arr->decRef();
  arr = out;
  a.retInt(arr->size());
}

// --- range ----------------------------------------------------------------------------------------

// --- Internal pointer -------------------------------------------------------------------------

ArrayData* pointerArray(NativeArgs& a, bool byRef) {
  TypedValue& v = byRef ? a.ref(0) : const_cast<TypedValue&>(a.arg(0));
  if (v.isArray()) return v.m_data.parr;
  if (v.isObject()) {
    raiseDeprecated("%s(): Calling %s() on an object is deprecated", a.func->name->data(), a.func->name->data());
    return nullptr;
  }
  throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($array) must be of type array, %s given", a.func->name->data(),
              typeNameForMessage(v).c_str());
}

void retPointerValue(NativeArgs& a, ArrayData* arr) {
  if (arr && arr->iterValid(arr->m_pos)) a.retCopy(*arr->iterValue(arr->m_pos));
  else a.retBool(false);
}

/// Moves the internal pointer of a by-reference array (separating it first).
ArrayData* movablePointerArray(NativeArgs& a) {
  ArrayData* arr = pointerArray(a, true);
  if (!arr) return nullptr;
  TypedValue& v = a.ref(0);
  ArrayData::separate(v.m_data.parr);
  return v.m_data.parr;
}

void f_current(NativeArgs& a) { retPointerValue(a, pointerArray(a, false)); }
void f_key(NativeArgs& a) {
  ArrayData* arr = pointerArray(a, false);
  if (arr && arr->iterValid(arr->m_pos)) {
    TypedValue k = arr->iterKey(arr->m_pos);
    tvIncRef(k);
    a.retValue(k);
  }
}
void f_next(NativeArgs& a) {
  ArrayData* arr = movablePointerArray(a);
  if (!arr) return;
  if (arr->iterValid(arr->m_pos)) arr->m_pos = arr->iterAdvance(arr->m_pos);
  retPointerValue(a, arr);
}
void f_prev(NativeArgs& a) {
  ArrayData* arr = movablePointerArray(a);
  if (!arr) return;
  if (arr->iterValid(arr->m_pos)) {
    uint32_t p = arr->iterRetreat(arr->m_pos);
    arr->m_pos = p == ArrayData::kInvalidPos ? arr->iterEnd() : p;
  }
  retPointerValue(a, arr);
}
void f_reset(NativeArgs& a) {
  ArrayData* arr = movablePointerArray(a);
  if (!arr) return;
  arr->m_pos = arr->iterBegin();
  retPointerValue(a, arr);
}
void f_end(NativeArgs& a) {
  ArrayData* arr = movablePointerArray(a);
  if (!arr) return;
  uint32_t p = arr->iterLast();
  arr->m_pos = p == ArrayData::kInvalidPos ? arr->iterEnd() : p;
  retPointerValue(a, arr);
}

// --- Variables <-> arrays ----------------------------------------------------------------------

/// php_compact_var: a variable name, or (recursively) an array of names.
void compactOne(ArrayData*& r, const TypedValue& name, ActRec* fp, uint32_t argPos) {
  const TypedValue& n = *tvDeref(&name);
  if (n.isArray()) {
    ArrayData* arr = n.m_data.parr;
    bool mark = !arr->isStatic();
    if (mark) {
      if (arr->m_hdr.m_flags & kArrayProtected) throwError(ErrorKind::Error, "Recursion detected");
      arr->m_hdr.m_flags |= kArrayProtected;
    }
    try {
      forEachElem(arr, [&](const TypedValue&, const TypedValue& v) { compactOne(r, v, fp, argPos); });
    } catch (...) {
      if (mark) arr->m_hdr.m_flags &= ~kArrayProtected;
      throw;
    }
    if (mark) arr->m_hdr.m_flags &= ~kArrayProtected;
    return;
  }
  if (!n.isString()) {
    raiseWarning("compact(): Argument #%u must be string or array of strings, %s given", argPos,
                 typeNameForMessage(n).c_str());
    return;
  }
  StringData* s = n.m_data.pstr;
  TypedValue* slot = fp ? lookupVarByName(fp, s, false) : nullptr;
  if (slot && !tvDeref(slot)->isUninit()) {
    ArrayData::set(r, strToArrayKey(s), tvCopyValue(*slot));
  } else if (s->view() == "this" && fp && fp->hasThis()) {
    ObjectData* self = fp->getThis();
    self->incRef();
    ArrayData::set(r, strToArrayKey(s), makeObjectNoIncRef(self));
  } else {
    raiseWarning("compact(): Undefined variable $%s", s->data());
  }
}

void f_compact(NativeArgs& a) {
  forbidDynamicCall(a);
  ArrayData* r = ArrayData::makeHash(8);
  a.retArray(r);
  ActRec* fp = ctx().vm.fp;
  for (uint32_t i = 0; i < a.count; ++i) compactOne(a.ret.m_data.parr, a.argv[i], fp, i + 1);
}

/// php_valid_var_name: [a-zA-Z_\x7f-\xff][a-zA-Z0-9_\x7f-\xff]*
bool validVarName(std::string_view s) {
  if (s.empty()) return false;
  auto first = [](unsigned char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x7f; };
  if (!first(static_cast<unsigned char>(s[0]))) return false;
  for (size_t i = 1; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (!first(c) && !(c >= '0' && c <= '9')) return false;
  }
  return true;
}

/// extract() into the calling frame's variables, mode by mode as php's
/// php_extract_* functions. With EXTR_REFS each element becomes a reference
/// that the variable is bound to; otherwise variables get copies.
struct Extractor {
  ActRec* fp;
  bool refs;
  ArrayData* arr;
  std::string prefix;
  int64_t count = 0;

  /// The variable, or null when there is none; a declared local that is
  /// unset is a non-null Uninit slot (php's INDIRECT UNDEF).
  TypedValue* find(std::string_view name) {
    StringData* s = StringData::make(name);
    TypedValue* v = lookupVarByName(fp, s, false);
    s->decRef();
    return v;
  }
  TypedValue* create(std::string_view name) {
    StringData* s = StringData::make(name);
    TypedValue* v = lookupVarByName(fp, s, true);
    s->decRef();
    return v;
  }
  /// The element as a reference (boxing it in place; the hash chain in m_aux32 stays).
  RefData* elemRef(TypedValue* elem) {
    if (elem->m_type != DataType::Reference) {
      TypedValue ref = makeRefNoIncRef(makeRefData(*elem));
      elem->m_data = ref.m_data;
      elem->m_type = ref.m_type;
    }
    return elem->m_data.pref;
  }
  /// Stores the element into a variable slot: bound by reference, or an assignment of a copy.
  void store(TypedValue* var, TypedValue* elem) {
    if (refs) {
      RefData* r = elemRef(elem);
      r->m_hdr.incRef();
      tvSetRawMove(*var, makeRefNoIncRef(r));
    } else if (var->m_type == DataType::Uninit) {
      tvSetRawMove(*var, tvCopyValue(*tvDeref(elem)));
    } else {
      tvAssign(*var, *tvDeref(elem));
    }
  }
  void storeNamed(std::string_view name, TypedValue* elem) {
    TypedValue* var = find(name);
    store(var ? var : create(name), elem);
  }
  [[noreturn]] void reassignThis() { throwError(ErrorKind::Error, "Cannot re-assign $this"); }

  /// Stores under prefix_name when that is a valid name ($this is an error).
  void storePrefixed(std::string_view name, TypedValue* elem) {
    std::string full = prefix + "_" + std::string(name);
    if (!validVarName(full)) return;
    if (full == "this") reassignThis();
    storeNamed(full, elem);
    ++count;
  }

  void one(int64_t type, const TypedValue& key, TypedValue* elem) {
    bool strKey = key.isString();
    std::string name = strKey ? key.m_data.pstr->str() : std::to_string(key.m_data.num);
    switch (type) {
      case 0:    // EXTR_OVERWRITE
      case 6: {  // EXTR_IF_EXISTS
        if (!strKey) return;
        TypedValue* var = type == 6 ? find(name) : nullptr;
        if (type == 6 && (!var || var->m_type == DataType::Uninit)) return;
        if (!validVarName(name)) return;
        if (type == 0 && name != "this") var = find(name);
        if (name == "GLOBALS" && var) return;
        if (name == "this") reassignThis();
        store(var ? var : create(name), elem);
        ++count;
        return;
      }
      case 1: {  // EXTR_SKIP
        if (!strKey || !validVarName(name) || name == "this") return;
        TypedValue* var = find(name);
        if (var && var->m_type != DataType::Uninit) return;
        store(var ? var : create(name), elem);
        ++count;
        return;
      }
      case 2: {  // EXTR_PREFIX_SAME
        if (!strKey || name.empty()) return;
        TypedValue* var = find(name);
        if (var && var->m_type == DataType::Uninit) {
          store(var, elem);
          ++count;
        } else if (var || name == "this") {
          storePrefixed(name, elem);
        } else if (validVarName(name)) {
          store(create(name), elem);
          ++count;
        }
        return;
      }
      case 3:  // EXTR_PREFIX_ALL
        if (strKey && name.empty()) return;
        storePrefixed(name, elem);
        return;
      case 4:  // EXTR_PREFIX_INVALID
        if (!strKey || !validVarName(name) || name == "this") {
          storePrefixed(name, elem);
        } else {
          storeNamed(name, elem);
          ++count;
        }
        return;
      case 5: {  // EXTR_PREFIX_IF_EXISTS
        if (!strKey) return;
        TypedValue* var = find(name);
        if (!var) return;
        if (var->m_type == DataType::Uninit) {
          store(var, elem);
          ++count;
          return;
        }
        storePrefixed(name, elem);
        return;
      }
    }
  }
};

void f_extract(NativeArgs& a) {
  int64_t type = a.i64Or(1, 0);
  bool refs = type & 256;   // EXTR_REFS
  type &= 0xff;
  if (type < 0 || type > 6) throwError(ErrorKind::ValueError, "extract(): Argument #2 ($flags) must be a valid extract type");
  if (type > 1 && type <= 5 && a.count < 3)
    throwError(ErrorKind::ValueError, "extract(): Argument #3 ($prefix) is required when using this extract type");
  std::string prefix(a.svOr(2, ""));
  if (!prefix.empty() && !validVarName(prefix))
    throwError(ErrorKind::ValueError, "extract(): Argument #3 ($prefix) must be a valid identifier");
  forbidDynamicCall(a);
  TypedValue& arrSlot = a.ref(0);
  if (refs) ArrayData::separate(arrSlot.m_data.parr);
  // Iterate a version we hold: the variables written may include the array's own.
  ArrayData* arr = arrSlot.m_data.parr;
  arr->incRef();
  Extractor ex{ctx().vm.fp, refs, arr, prefix};
  try {
    for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos)) {
      TypedValue key = arr->iterKey(pos);
      ex.one(type, key, arr->iterValueMutable(pos));
    }
  } catch (...) {
    arr->decRef();
    throw;
  }
  arr->decRef();
  a.retInt(ex.count);
}

void f_get_defined_vars(NativeArgs& a) {
  forbidDynamicCall(a);
  ActRec* fp = ctx().vm.fp;
  ArrayData* r = ArrayData::makeHash(8);
  if (fp) {
    const Func* f = fp->m_func;
    for (uint32_t i = 0; i < f->numNamedLocals; ++i) {
      const TypedValue& v = fp->locals()[i];
      if (tvDeref(&v)->isUninit() || f->localNames[i]->view() == "this") continue;
      ArrayData::set(r, strToArrayKey(f->localNames[i]), tvCopyValue(v));
    }
    auto it = ctx().varEnvs.find(fp);
    if (it != ctx().varEnvs.end())
      forEachElem(it->second, [&](const TypedValue& k, const TypedValue& v) {
        if (!tvDeref(&v)->isUninit()) setCopy(r, k, v);
      });
    if (fp == ctx().globalFrame && ctx().globals)
      forEachElem(ctx().globals, [&](const TypedValue& k, const TypedValue& v) {
        if (!r->get(keyOf(k)) && !tvDeref(&v)->isUninit()) setCopy(r, k, v);
      });
  }
  a.retArray(r);
}

// --- min/max -----------------------------------------------------------------------------------------

void minMax(NativeArgs& a, bool isMax) {
  const char* fn = isMax ? "max" : "min";
  if (a.count == 1) {
    const TypedValue& v = a.arg(0);
    if (!v.isArray())
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($value) must be of type array, %s given", fn,
                  typeNameForMessage(v).c_str());
    ArrayData* arr = v.m_data.parr;
    if (arr->size() == 0) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($value) must contain at least one element", fn);
    const TypedValue* best = nullptr;
    forEachElem(arr, [&](const TypedValue&, const TypedValue& x) {
      if (!best || (isMax ? lessThan(*best, x) : lessThan(x, *best))) best = &x;
    });
    a.retCopy(*best);
    return;
  }
  const TypedValue* best = &a.argv[0];
  for (uint32_t i = 1; i < a.count; ++i) {
    const TypedValue& x = a.argv[i];
    if (isMax ? lessThan(*best, x) : lessThan(x, *best)) best = &x;
  }
  a.retCopy(*best);
}

void f_max(NativeArgs& a) { minMax(a, true); }
void f_min(NativeArgs& a) { minMax(a, false); }

const BuiltinDecl kArrayBuiltins[] = {
    {"count(Countable|array $value, int $mode = COUNT_NORMAL): int", f_count},
    {"sizeof(Countable|array $value, int $mode = COUNT_NORMAL): int", f_count},
    {"array_keys(array $array, mixed $filter_value = UNKNOWN, bool $strict = false): array", f_array_keys},
    {"array_values(array $array): array", f_array_values},
    {"array_key_exists($key, array $array): bool", f_array_key_exists},
    {"key_exists($key, array $array): bool", f_array_key_exists},
    {"array_key_first(array $array): int|string|null", f_array_key_first},
    {"array_key_last(array $array): int|string|null", f_array_key_last},
    {"array_is_list(array $array): bool", f_array_is_list},
    {"in_array(mixed $needle, array $haystack, bool $strict = false): bool", f_in_array},
    {"array_search(mixed $needle, array $haystack, bool $strict = false): int|string|false", f_array_search},
    {"array_merge(mixed ...$arrays): array", f_array_merge},
    {"array_merge_recursive(array ...$arrays): array", f_array_merge_recursive},
    {"array_replace(array $array, array ...$replacements): array", f_array_replace},
    {"array_replace_recursive(array $array, array ...$replacements): array", f_array_replace_recursive},
    {"array_combine(array $keys, array $values): array", f_array_combine},
    {"array_flip(array $array): array", f_array_flip},
    {"array_change_key_case(array $array, int $case = CASE_LOWER): array", f_array_change_key_case},
    {"array_fill(int $start_index, int $count, mixed $value): array", f_array_fill},
    {"array_fill_keys(array $keys, mixed $value): array", f_array_fill_keys},
    {"array_pad(array $array, int $length, mixed $value): array", f_array_pad},
    {"array_slice(array $array, int $offset, ?int $length = null, bool $preserve_keys = false): array", f_array_slice},
    {"array_splice(array &$array, int $offset, ?int $length = null, mixed $replacement = []): array", f_array_splice},
    {"array_reverse(array $array, bool $preserve_keys = false): array", f_array_reverse},
    {"array_chunk(array $array, int $length, bool $preserve_keys = false): array", f_array_chunk},
    {"array_count_values(array $array): array", f_array_count_values},
    {"array_column(array $array, string|int|null $column_key, string|int|null $index_key = null): array", f_array_column},
    {"array_sum(array $array): int|float", f_array_sum},
    {"array_product(array $array): int|float", f_array_product},
    {"array_push(array &$array, mixed ...$values): int", f_array_push},
    {"array_pop(array &$array): mixed", f_array_pop},
    {"array_shift(array &$array): mixed", f_array_shift},
    {"array_unshift(array &$array, mixed ...$values): int", f_array_unshift},
    {"current(array|object $array): mixed", f_current},
    {"pos(array|object $array): mixed", f_current},
    {"key(array|object $array): int|string|null", f_key},
    {"next(array|object &$array): mixed", f_next},
    {"prev(array|object &$array): mixed", f_prev},
    {"reset(array|object &$array): mixed", f_reset},
    {"end(array|object &$array): mixed", f_end},
    {"compact($var_name, ...$var_names): array", f_compact, kAttrNoDynamicCall},
    {"extract(array &?$array, int $flags = EXTR_OVERWRITE, string $prefix = \"\"): int", f_extract, kAttrNoDynamicCall},
    {"get_defined_vars(): array", f_get_defined_vars, kAttrNoDynamicCall},
    {"max(mixed $value, mixed ...$values): mixed", f_max},
    {"min(mixed $value, mixed ...$values): mixed", f_min},
};
HOP_REGISTER_BUILTINS(kArrayBuiltins);

const ConstantDecl kArrayConstants[] = {
    {"SORT_REGULAR", makeInt(0)},       {"SORT_NUMERIC", makeInt(1)},     {"SORT_STRING", makeInt(2)},
    {"SORT_LOCALE_STRING", makeInt(5)}, {"SORT_NATURAL", makeInt(6)},     {"SORT_FLAG_CASE", makeInt(8)},
    {"SORT_ASC", makeInt(4)},           {"SORT_DESC", makeInt(3)},        {"EXTR_OVERWRITE", makeInt(0)},
    {"EXTR_SKIP", makeInt(1)},          {"EXTR_PREFIX_SAME", makeInt(2)}, {"EXTR_PREFIX_ALL", makeInt(3)},
    {"EXTR_PREFIX_INVALID", makeInt(4)}, {"EXTR_PREFIX_IF_EXISTS", makeInt(5)}, {"EXTR_IF_EXISTS", makeInt(6)},
    {"EXTR_REFS", makeInt(256)},        {"ARRAY_FILTER_USE_KEY", makeInt(2)}, {"ARRAY_FILTER_USE_BOTH", makeInt(1)},
    {"CASE_LOWER", makeInt(0)},         {"CASE_UPPER", makeInt(1)},
};
HOP_REGISTER_CONSTANTS(kArrayConstants);

} // namespace

} // namespace hop
