// reflection-type.cpp — ReflectionNamedType, ReflectionUnionType and
// ReflectionIntersectionType over a TypeConstraint, with php's rules for
// which kind a type is and how it prints (zend_type_to_string).
#include <bit>

#include "runtime/array/array-data.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

using TC = TypeConstraint;

/// `iterable` alone (or with null) stays "iterable"; in a larger union php
/// 8.2 shows what it stands for, Traversable|array.
bool iterableAlone(const TC& tc) { return (tc.mask & TC::kIterable) && (tc.mask & ~(TC::kIterable | TC::kNull)) == 0 && tc.classNames.empty(); }

/// The class-like members in php's order (self/parent, then named classes);
/// a DNF type's in written order, its intersection groups bracketed.
std::vector<std::string> classMembers(const TC& tc) {
  std::vector<std::string> out;
  if (tc.isDnf()) {
    for (const std::vector<StringData*>& g : tc.members) {
      std::string s;
      for (StringData* n : g) s += (s.empty() ? "" : "&") + n->str();
      out.push_back(g.size() > 1 ? "(" + s + ")" : s);
    }
    return out;
  }
  if (tc.mask & TC::kSelf) out.push_back("self");
  if (tc.mask & TC::kParent) out.push_back("parent");
  for (StringData* c : tc.classNames) out.push_back(c->str());
  if ((tc.mask & TC::kIterable) && !iterableAlone(tc)) out.push_back("Traversable");
  return out;
}

/// The builtin members in php's order (ReflectionUnionType::getTypes, zend_type_to_string).
std::vector<std::pair<uint32_t, const char*>> builtinMembers(const TC& tc, bool withNull) {
  std::vector<std::pair<uint32_t, const char*>> out;
  uint32_t m = tc.mask;
  if ((m & TC::kIterable) && !iterableAlone(tc)) m |= TC::kArray;
  if (m & TC::kStatic) out.push_back({TC::kStatic, "static"});
  if (m & TC::kCallable) out.push_back({TC::kCallable, "callable"});
  if (iterableAlone(tc)) out.push_back({TC::kIterable, "iterable"});
  if (m & TC::kObject) out.push_back({TC::kObject, "object"});
  if (m & TC::kArray) out.push_back({TC::kArray, "array"});
  if (m & TC::kString) out.push_back({TC::kString, "string"});
  if (m & TC::kInt) out.push_back({TC::kInt, "int"});
  if (m & TC::kFloat) out.push_back({TC::kFloat, "float"});
  if ((m & TC::kBool) == TC::kBool) out.push_back({TC::kBool, "bool"});
  else if (m & TC::kFalse) out.push_back({TC::kFalse, "false"});
  else if (m & TC::kTrue) out.push_back({TC::kTrue, "true"});
  if (m & TC::kVoid) out.push_back({TC::kVoid, "void"});
  if (m & TC::kNever) out.push_back({TC::kNever, "never"});
  if (withNull && (m & TC::kNull)) out.push_back({TC::kNull, "null"});
  return out;
}

enum class Kind { Named, Union, Intersection };

/// php's get_type_kind(): a single type plus at most null is named.
Kind kindOf(const TC& tc) {
  if (tc.intersection) return Kind::Intersection;
  if (tc.isDnf()) return Kind::Union;
  if (tc.isMixed()) return Kind::Named;
  size_t members = classMembers(tc).size() + builtinMembers(tc, false).size();
  return members > 1 ? Kind::Union : Kind::Named;
}

/// The type without its null (ReflectionNamedType::getName()).
std::string nameWithoutNull(const TC& tc) {
  if (tc.isMixed()) return "mixed";
  std::vector<std::string> cs = classMembers(tc);
  if (!cs.empty()) return cs[0];
  auto bs = builtinMembers(tc, false);
  if (!bs.empty()) return bs[0].second;
  return "null";
}

TypeConstraint& typeOf(NativeArgs& a) { return *reflThis(a)->type; }

void f_allowsNull(NativeArgs& a) { a.retBool(typeOf(a).allowsNull()); }
void f_toString(NativeArgs& a) { a.retString(reflectionTypeString(typeOf(a))); }
void f_getName(NativeArgs& a) { a.retString(nameWithoutNull(typeOf(a))); }

void f_isBuiltin(NativeArgs& a) {
  const TC& tc = typeOf(a);
  // static is a class type for reflection's purposes; iterable stays builtin.
  a.retBool(classMembers(tc).empty() && !(tc.mask & TC::kStatic));
}

/// A named member of `tc` (a class, self or parent) as a ReflectionNamedType.
ObjectData* classMemberType(const TC& tc, const std::string& c) {
  TC m;
  if (c == "self" && (tc.mask & TC::kSelf)) m.mask = TC::kSelf;
  else if (c == "parent" && (tc.mask & TC::kParent)) m.mask = TC::kParent;
  else m.classNames.push_back(StringData::interned(c));
  m.display = c;
  return makeReflectionType(m);
}

void f_getTypes(NativeArgs& a) {
  const TC& tc = typeOf(a);
  ArrayData* out = ArrayData::makePacked(4);
  if (tc.isDnf()) {
    // Written order; each parenthesized group is a ReflectionIntersectionType.
    for (const std::vector<StringData*>& g : tc.members) {
      if (g.size() == 1) {
        ArrayData::append(out, makeObjectNoIncRef(classMemberType(tc, g[0]->str())));
        continue;
      }
      TC m;
      m.classNames = g;
      m.intersection = true;
      m.display = reflectionTypeString(m);
      ArrayData::append(out, makeObjectNoIncRef(makeReflectionType(m)));
    }
  } else {
    for (const std::string& c : classMembers(tc)) ArrayData::append(out, makeObjectNoIncRef(classMemberType(tc, c)));
  }
  if (!tc.intersection) {
    for (auto& [bit, name] : builtinMembers(tc, true)) {
      TC m;
      m.mask = bit;
      m.display = name;
      ArrayData::append(out, makeObjectNoIncRef(makeReflectionType(m)));
    }
  }
  a.retArray(out);
}

const BuiltinDecl kReflectionTypeMethods[] = {
    {"ReflectionType::allowsNull", f_allowsNull},
    {"ReflectionType::__toString", f_toString},
    {"ReflectionNamedType::getName", f_getName},
    {"ReflectionNamedType::isBuiltin", f_isBuiltin},
    {"ReflectionUnionType::getTypes", f_getTypes},
    {"ReflectionIntersectionType::getTypes", f_getTypes},
};
HOP_REGISTER_BUILTINS(kReflectionTypeMethods);

} // namespace

std::string reflectionTypeString(const TypeConstraint& tc) {
  if (tc.isMixed()) return "mixed";
  std::string s;
  const char* sep = tc.intersection ? "&" : "|";
  for (const std::string& c : classMembers(tc)) s += (s.empty() ? "" : sep) + c;
  for (auto& [bit, name] : builtinMembers(tc, false)) s += (s.empty() ? "" : sep) + std::string(name);
  if (tc.mask & TC::kNull) {
    if (s.empty()) return "null";
    if (s.find('|') == std::string::npos && s.find('&') == std::string::npos) return "?" + s;
    s += "|null";
  }
  return s;
}

ObjectData* makeReflectionType(const TypeConstraint& tc) {
  const char* cls = "ReflectionNamedType";
  switch (kindOf(tc)) {
    case Kind::Union: cls = "ReflectionUnionType"; break;
    case Kind::Intersection: cls = "ReflectionIntersectionType"; break;
    case Kind::Named: break;
  }
  ObjectData* o = newReflectionObject(cls);
  reflData(o)->type = new TypeConstraint(tc);
  return o;
}

} // namespace hop
