// conversions.h — PHP's type conversions of TypedValues: the (int), (float),
// (string), (bool), (array) casts and the implicit conversions operators and
// builtins apply. Functions that can raise a warning or throw (array to
// string, objects without __toString) say so.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/value/typed-value.h"

namespace hop {

struct StringData;
struct ArrayData;
struct ObjectData;

/// (bool) — never raises.
bool toBool(const TypedValue& tv);
/// (int) — "Array to int" is 0/1, objects warn; strings follow stringToInt.
int64_t toInt(const TypedValue& tv);
/// (float)
double toDouble(const TypedValue& tv);
/// (string) as a new reference. Arrays give "Array" with a warning; objects
/// use __toString or throw Error "Object of class X could not be converted to string".
StringData* toStringData(const TypedValue& tv);
/// The same appended to a std::string (echo, implode, interpolation).
void appendToString(std::string& out, const TypedValue& tv);
std::string toStdString(const TypedValue& tv);
/// (array) as a new reference.
ArrayData* toArray(const TypedValue& tv);
/// (object) as a new reference.
ObjectData* toObject(const TypedValue& tv);

/// Formats an int / double the way PHP converts them to strings.
void appendInt(std::string& out, int64_t i);
void appendDouble(std::string& out, double d);   // uses the `precision` ini setting
StringData* intToStringData(int64_t i);
/// Writes an int's decimal text at the end of `buf`; returns that text (two
/// digits per division, from a table of the pairs).
inline std::string_view formatIntTo(char (&buf)[24], int64_t i) {
  static constexpr char kPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  char* const end = buf + sizeof(buf);
  char* p = end;
  uint64_t u = i < 0 ? 0 - static_cast<uint64_t>(i) : static_cast<uint64_t>(i);
  while (u >= 100) {
    const uint64_t r = u % 100;
    u /= 100;
    p -= 2;
    p[0] = kPairs[2 * r];
    p[1] = kPairs[2 * r + 1];
  }
  if (u >= 10) {
    p -= 2;
    p[0] = kPairs[2 * u];
    p[1] = kPairs[2 * u + 1];
  } else {
    *--p = static_cast<char>('0' + u);
  }
  if (i < 0) *--p = '-';
  return {p, size_t(end - p)};
}
StringData* doubleToStringData(double d);

/// The numeric value of an operand of an arithmetic operator: Int or Double.
/// Strings: numeric -> number; leading-numeric -> number with Warning "A non-numeric
/// value encountered"; non-numeric -> TypeError "Unsupported operand types" is NOT
/// raised here (callers decide); null/bool -> int.
/// `opName` is used in messages. Returns false when the operand is an array/object
/// that the operator must reject.
bool toNumberForArith(const TypedValue& tv, TypedValue& out);

/// The type name PHP uses in "X given" messages: "int", "float", "string", "bool",
/// "array", "null", or the class name for objects.
std::string typeNameForMessage(const TypedValue& tv);
/// get_debug_type() naming.
std::string debugTypeName(const TypedValue& tv);

/// is_numeric() of a value.
bool isNumericValue(const TypedValue& v);

} // namespace hop
