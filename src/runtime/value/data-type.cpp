// data-type.cpp — names of data types for messages and gettype().
#include "runtime/value/data-type.h"

namespace hop {

const char* dataTypeGettypeName(DataType t) {
  switch (t) {
#define X(name, code, php) case DataType::name: return php;
    HOP_DATA_TYPES(X)
#undef X
  }
  return "unknown type";
}

const char* dataTypeShortName(DataType t) {
  switch (t) {
    case DataType::Uninit:
    case DataType::Null: return "null";
    case DataType::Bool: return "bool";
    case DataType::Int: return "int";
    case DataType::Double: return "float";
    case DataType::String: return "string";
    case DataType::Array: return "array";
    case DataType::Object: return "object";
    case DataType::Resource: return "resource";
    case DataType::Reference: return "reference";
  }
  return "unknown";
}

} // namespace hop
