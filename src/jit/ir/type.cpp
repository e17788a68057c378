// type.cpp — DataType mapping and dump names of the type lattice.
#include "jit/ir/type.h"

namespace hop::jit {

Type Type::fromDataType(DataType dt) {
  switch (dt) {
    case DataType::Uninit: return Type(kUninit);
    case DataType::Null: return Type(kInitNull);
    case DataType::Bool: return Type(kBool);
    case DataType::Int: return Type(kInt);
    case DataType::Double: return Type(kDbl);
    case DataType::String: return Type(kStr);
    case DataType::Array: return Type(kArr);
    case DataType::Object: return Type(kObj);
    case DataType::Resource: return Type(kRes);
    case DataType::Reference: return Type(kBoxedCell);
  }
  return Gen();
}

bool Type::dataType(DataType* out) const {
  static constexpr struct { uint32_t bits; DataType dt; } kMap[] = {
      {kUninit, DataType::Uninit}, {kInitNull, DataType::Null}, {kBool, DataType::Bool},
      {kInt, DataType::Int},       {kDbl, DataType::Double},    {kObj, DataType::Object},
      {kRes, DataType::Resource},  {kBoxedCell, DataType::Reference}};
  if (isBottom()) return false;
  for (auto& m : kMap) {
    if (m_bits == m.bits) { *out = m.dt; return true; }
  }
  if (*this <= Str()) { *out = DataType::String; return true; }
  if (*this <= Arr()) { *out = DataType::Array; return true; }
  return false;
}

std::string Type::toString() const {
  // Named unions first (largest first), then the remaining single bits.
  static constexpr struct { uint32_t bits; const char* name; } kNamed[] = {
      {kGen, "Gen"},     {kCell, "Cell"},         {kPlain, "Plain"},        {kArr, "Arr"},
      {kStaticArr, "StaticArr"}, {kCountedArr, "CountedArr"}, {kStr, "Str"}, {kNum, "Num"},
      {kNull, "Null"},
#define X(name, bit) {k##name, #name},
      HOP_IR_TYPE_BITS(X)
#undef X
  };
  if (isBottom()) return "Bottom";
  std::string out;
  uint32_t left = m_bits;
  for (auto& n : kNamed) {
    if ((left & n.bits) == n.bits) {
      if (!out.empty()) out += '|';
      out += n.name;
      left &= ~n.bits;
    }
  }
  return out;
}

} // namespace hop::jit
