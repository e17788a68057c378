// type-constraint.h — a declared parameter, return or property type
// (`int`, `?Foo`, `int|string`, `A&B`, `mixed`, ...).
//
// Builtin types are bits of `mask`; class and interface names are kept as
// written (resolved to fully qualified names by the compiler). `display` is the
// type as PHP prints it in TypeError messages.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hop {

struct StringData;

#define HOP_TYPE_BITS(X)                                                     \
  X(Null, "null")  X(False, "false") X(True, "true") X(Int, "int")          \
  X(Float, "float") X(String, "string") X(Array, "array") X(Object, "object") \
  X(Callable, "callable") X(Iterable, "iterable") X(Mixed, "mixed")          \
  X(Void, "void") X(Never, "never") X(Static, "static") X(Self, "self")      \
  X(Parent, "parent")

struct TypeConstraint {
  enum Bit : uint32_t {
#define X(n, s) k##n##Bit,
    HOP_TYPE_BITS(X)
#undef X
  };
  enum : uint32_t {
#define X(n, s) k##n = 1u << k##n##Bit,
    HOP_TYPE_BITS(X)
#undef X
    kBool = kFalse | kTrue,
  };

  uint32_t mask = 0;
  std::vector<StringData*> classNames;   // fully qualified, as written
  bool intersection = false;             // A&B rather than A|B
  std::string display;                   // "?int", "array|string", ...

  bool isEmpty() const { return mask == 0 && classNames.empty(); }
  bool allowsNull() const { return mask & (kNull | kMixed); }
  bool isMixed() const { return mask & kMixed; }
};

} // namespace hop
