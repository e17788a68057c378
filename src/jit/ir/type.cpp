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

namespace {
// Named unions first (largest first), then the single bits: the dumps' spelling.
constexpr struct { uint32_t bits; const char* name; } kNamed[] = {
    {Type::kGen, "Gen"},     {Type::kCell, "Cell"},         {Type::kPlain, "Plain"},        {Type::kArr, "Arr"},
    {Type::kStaticArr, "StaticArr"}, {Type::kCountedArr, "CountedArr"}, {Type::kStr, "Str"}, {Type::kNum, "Num"},
    {Type::kNull, "Null"},
#define X(name, bit) {Type::k##name, #name},
    HOP_IR_TYPE_BITS(X)
#undef X
};
} // namespace

std::string Type::toString() const {
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

bool Type::parse(std::string_view s, Type* out) {
  if (s == "Bottom") {
    *out = Bottom();
    return true;
  }
  uint32_t bits = 0;
  while (true) {
    const size_t bar = s.find('|');
    const std::string_view part = s.substr(0, bar);
    bool found = false;
    for (auto& n : kNamed) {
      if (part == n.name) {
        bits |= n.bits;
        found = true;
        break;
      }
    }
    if (!found) return false;
    if (bar == std::string_view::npos) break;
    s.remove_prefix(bar + 1);
  }
  *out = Type(bits);
  return true;
}

} // namespace hop::jit
