// interp-builtin-inline.h — the builtins the interpreter loop runs inline (HOP_INLINE_BUILTINS).
//
// php compiles strlen(), count(), get_class(), array_key_exists(), in_array()
// ... to opcodes of their own (zend_try_compile_special_func) when the name
// can only mean the builtin; HopVM's compiler emits FCallBuiltin there (the
// JIT compiles some of them from it), and the loop's FCallBuiltin and FCall
// (a builtin resolved at run time) try runInlineBuiltin first. It answers
// only for the argument types whose result is one read, raising nothing,
// running no PHP code; anything else (coercions, strict-mode errors, wrong
// counts, Countable objects, references) returns false untouched and the
// builtin's full path runs, with its messages.
#pragma once

#include <cstdint>

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/class/class.h"
#include "runtime/ops/compare.h"
#include "runtime/string/string-data.h"
#include "runtime/value/typed-value.h"

namespace hop::interp_fast {

/// in_array($needle, $arr[, $strict]) of an int or string needle, or nothing
/// (false) when some element could make the comparison do more than
/// compare (an object: __toString; a reference: compared through).
HOP_ALWAYS_INLINE bool inArrayInline(const TypedValue& needle, const ArrayData* arr, bool strict, bool& found) {
  const uint32_t end = arr->iterEnd();
  for (uint32_t pos = arr->iterBegin(); pos < end; pos = arr->iterAdvance(pos)) {
    const TypedValue& v = *arr->iterValue(pos);
    if (strict) {
      if (v.m_type != needle.m_type) {
        if (HOP_UNLIKELY(v.m_type == DataType::Reference)) return false;
        continue;
      }
      if (needle.isInt() ? v.m_data.num == needle.m_data.num
                         : (v.m_data.pstr == needle.m_data.pstr || v.m_data.pstr->equals(needle.m_data.pstr))) {
        found = true;
        return true;
      }
      continue;
    }
    if (HOP_UNLIKELY(v.m_type == DataType::Object || v.m_type == DataType::Reference)) return false;
    if (looseEquals(v, needle)) {
      found = true;
      return true;
    }
  }
  found = false;
  return true;
}

/// The builtin `k` on `args` when they have its common types: the result
/// in `out` (a new reference) and true; false, nothing done, otherwise.
HOP_ALWAYS_INLINE bool runInlineBuiltin(InlineBuiltin k, const TypedValue* args, uint32_t nargs, TypedValue& out) {
  switch (k) {
    case InlineBuiltin::Strlen:
      if (nargs != 1 || !args[0].isString()) return false;
      out = makeInt(int64_t(args[0].m_data.pstr->size()));
      return true;
    case InlineBuiltin::Count:
    case InlineBuiltin::Sizeof:
      // count($a) and count($a, COUNT_NORMAL).
      if (nargs == 0 || nargs > 2 || !args[0].isArray() || (nargs == 2 && (!args[1].isInt() || args[1].m_data.num != 0)))
        return false;
      out = makeInt(int64_t(args[0].m_data.parr->size()));
      return true;
    case InlineBuiltin::GetClass: {
      if (nargs != 1 || !args[0].isObject()) return false;
      StringData* name = args[0].m_data.pobj->cls()->name;
      name->incRef();
      out = makeStringNoIncRef(name);
      return true;
    }
    case InlineBuiltin::ArrayKeyExists:
    case InlineBuiltin::KeyExists: {
      if (nargs != 2 || !args[1].isArray()) return false;
      const ArrayData* arr = args[1].m_data.parr;
      const TypedValue& key = args[0];
      if (key.isInt()) {
        out = makeBool(arr->getInt(key.m_data.num) != nullptr);
        return true;
      }
      if (!key.isString()) return false;
      out = makeBool(arr->get(strToArrayKey(key.m_data.pstr)) != nullptr);
      return true;
    }
    case InlineBuiltin::InArray: {
      if (nargs < 2 || nargs > 3 || !args[1].isArray() || !(args[0].isInt() || args[0].isString())) return false;
      if (nargs == 3 && !args[2].isBool()) return false;
      bool found;
      if (!inArrayInline(args[0], args[1].m_data.parr, nargs == 3 && args[2].m_data.num != 0, found)) return false;
      out = makeBool(found);
      return true;
    }
    case InlineBuiltin::Ord:
      if (nargs != 1 || !args[0].isString()) return false;
      out = makeInt(args[0].m_data.pstr->size() == 0 ? 0 : int64_t(uint8_t(args[0].m_data.pstr->data()[0])));
      return true;
    case InlineBuiltin::None:
      break;
  }
  return false;
}

} // namespace hop::interp_fast
