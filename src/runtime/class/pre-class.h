// pre-class.h — PreClass: a class, interface, trait or enum declaration as the
// compiler produced it (part of a Unit, shared by all requests). At runtime
// DefCls links it with its parent, interfaces and traits into a Class.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "bytecode/type-constraint.h"
#include "runtime/value/typed-value.h"

namespace hop {

enum ClassAttr : uint32_t {
  kClsNone = 0,
  kClsAbstract = 1u << 0,
  kClsFinal = 1u << 1,
  kClsInterface = 1u << 2,
  kClsTrait = 1u << 3,
  kClsEnum = 1u << 4,
  kClsReadonly = 1u << 5,
  kClsAnonymous = 1u << 6,
  kClsBuiltin = 1u << 7,          // declared by the runtime (systemlib or C++)
  kClsAllowDynamicProps = 1u << 8,
  kClsNoDynamicPropsDeprecation = 1u << 9,   // stdClass, and classes marked #[AllowDynamicProperties]
};

// Property attributes reuse the visibility/static bits of FuncAttr.
constexpr uint32_t kAttrReadonly = 1u << 18;
// A systemlib class's internal state (`#[Hidden]`): a property only the
// declaring class (private) or systemlib subclasses (protected) see. Dumps,
// casts, comparison and enumeration skip it, as php's internal classes keep
// such state outside the property table.
constexpr uint32_t kAttrHiddenProp = 1u << 20;

struct PreProp {
  StringData* name = nullptr;
  uint32_t attrs = kAttrPublic;
  TypeConstraint type;
  bool hasDefault = false;    // untyped props without one default to null; typed ones start uninitialized
  PreValue defaultValue;
  std::string defaultText;    // an initializer's expression as reflection prints it
  StringData* docComment = nullptr;
  int line = 0;
  std::vector<PreAttribute> attributes;
};

struct PreConst {
  StringData* name = nullptr;
  uint32_t attrs = kAttrPublic;
  PreValue value;
  bool isEnumCase = false;
  int line = 0;
  StringData* docComment = nullptr;
  std::vector<PreAttribute> attributes;
};

/// One trait adaptation: `T::m insteadof U, V;` or `T::m as [visibility] [alias];`.
struct TraitRule {
  bool isInsteadof = false;
  StringData* traitName = nullptr;       // null for `m as x`
  StringData* method = nullptr;
  std::vector<StringData*> insteadOf;
  StringData* alias = nullptr;           // null: visibility change only
  uint32_t visibility = 0;               // kAttrPublic/Protected/Private or 0
};

struct PreClass {
  Unit* unit = nullptr;
  StringData* name = nullptr;            // fully qualified, as declared
  StringData* parentName = nullptr;
  std::vector<StringData*> interfaceNames;
  std::vector<StringData*> traitNames;
  std::vector<TraitRule> traitRules;
  uint32_t attrs = kClsNone;
  DataType enumBackingType = DataType::Uninit;   // Int or String for backed enums
  std::vector<PreProp> props;
  std::vector<PreConst> consts;
  std::vector<Func*> methods;            // owned by the Unit's funcs
  std::vector<StringData*> attributeNames;
  std::vector<PreAttribute> attributes;
  int line = 0;
  int endLine = 0;
  StringData* docComment = nullptr;
  uint32_t id = 0;                       // index in the Unit's preClasses
};

} // namespace hop
