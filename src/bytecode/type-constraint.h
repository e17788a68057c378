// type-constraint.h — a declared parameter, return or property type
// (`int`, `?Foo`, `int|string`, `A&B`, `mixed`, ...).
//
// Builtin types are bits of `mask`; class and interface names are kept as
// written (resolved to fully qualified names by the compiler). `display` is the
// type as PHP prints it in TypeError messages.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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
  /// Class names a value may be an instance of, fully qualified: the members
  /// of a union (A|B), or of a pure intersection (A&B, with `intersection`).
  /// In a DNF type ((A&B)|C) only the single-class members (C) are here; the
  /// groups are in `members`. self/parent/static are mask bits, not names.
  std::vector<StringData*> classNames;
  bool intersection = false;             // A&B rather than A|B
  /// Every class-like member in written order, as a union of intersection
  /// groups: A|B is {{A},{B}}, A&B is {{A,B}}, (A&B)|C is {{A,B},{C}}.
  /// self and parent appear under those names, and iterable adds Traversable
  /// where it was written. Inheritance (variance) checks and messages use it.
  std::vector<std::vector<StringData*>> members;
  std::string display;                   // "?int", "array|string", ...

  bool isEmpty() const { return mask == 0 && members.empty() && classNames.empty(); }
  bool allowsNull() const { return mask & (kNull | kMixed); }
  bool isMixed() const { return mask & kMixed; }
  /// A union with at least one parenthesized intersection: (A&B)|C, (A&B)|null.
  bool isDnf() const {
    if (intersection) return false;
    for (const auto& g : members)
      if (g.size() > 1) return true;
    return false;
  }

  /// The type as php's zend_type_to_string writes it: class members in written
  /// order (DNF groups bracketed), then builtin types in php's fixed order,
  /// null last or as a `?` prefix. self/parent are shown as `selfName` and
  /// `parentName` when those are given.
  std::string toString(std::string_view selfName = {}, std::string_view parentName = {}) const;
};

} // namespace hop
