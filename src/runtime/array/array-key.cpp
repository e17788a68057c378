// array-key.cpp — converting values to array keys.
#include "runtime/array/array-key.h"

#include <cmath>

#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-ops.h"

namespace hop {

ArrayKey toArrayKeySlow(const TypedValue& in, KeyUse use) {
  const TypedValue& k = *tvDeref(&in);
  switch (k.m_type) {
    case DataType::Int: return ArrayKey::ofInt(k.m_data.num);
    case DataType::String: return strToArrayKey(k.m_data.pstr);
    case DataType::Uninit:
    case DataType::Null: return ArrayKey::ofStr(StringData::empty());
    case DataType::Bool: return ArrayKey::ofInt(k.m_data.num);
    case DataType::Double: {
      double d = k.m_data.dbl;
      int64_t i = doubleToInt(d);
      if (!std::isfinite(d) || double(i) != d) {
        std::string s;
        appendDoubleSerialize(s, d, -1, false);
        raiseDeprecated("Implicit conversion from float %s to int loses precision", s.c_str());
      }
      return ArrayKey::ofInt(i);
    }
    case DataType::Resource: {
      int64_t id = resourceId(k);
      raiseWarning("Resource ID#%lld used as offset, casting to integer (%lld)", (long long)id, (long long)id);
      return ArrayKey::ofInt(id);
    }
    default:
      break;
  }
  switch (use) {
    case KeyUse::Isset: throwError(ErrorKind::TypeError, "Illegal offset type in isset or empty");
    case KeyUse::Unset: throwError(ErrorKind::TypeError, "Illegal offset type in unset");
    default: throwError(ErrorKind::TypeError, "Illegal offset type");
  }
}

TypedValue arrayKeyToTv(ArrayKey k) {
  return k.isInt() ? makeInt(k.num) : makeStringNoIncRef(k.str);
}

} // namespace hop
