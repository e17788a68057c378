// func.cpp — Func queries: lines, locals by name, display names.
#include "bytecode/func.h"

#include <algorithm>

#include "bytecode/op-info.h"

#include "runtime/class/class.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"

namespace hop {

int Func::lineForOffset(uint32_t offset) const {
  if (lineTable.empty()) return lineStart;
  auto it = std::upper_bound(lineTable.begin(), lineTable.end(), offset,
                             [](uint32_t off, const LineEntry& e) { return off < e.pcStart; });
  if (it == lineTable.begin()) return lineTable.front().line;
  return (it - 1)->line;
}

void Func::computeCallFacts() {
  takesRefs = false;
  for (const ParamInfo& p : params)
    if (p.byRef) takesRefs = true;
  // Parameter masks for the inline checks: all ones accepts anything; zero
  // sends every call to the full path (by-reference and callable parameters
  // of builtins need their handling).
  paramCheckMasks.clear();
  for (const ParamInfo& p : params) {
    uint32_t m = p.type.isEmpty() || p.type.isMixed() ? ~0u : p.type.mask;
    if (isBuiltin() && (p.byRef || (p.type.mask & TypeConstraint::kCallable))) m = 0;
    paramCheckMasks.push_back(m);
  }
  builtinMaxArgs = isVariadic() ? UINT32_MAX : numParams();
  // The builtin counts its arguments itself, or is deprecated (a warning
  // first): the full path.
  if (attrs & (kAttrNoArgCountCheck | kAttrDeprecated)) builtinMaxArgs = 0;
  inlineBuiltin = InlineBuiltin::None;
  if (isBuiltin() && name && !isMethod() && !(attrs & kAttrDeprecated)) {
#define X(kind, n) if (name->view() == n) inlineBuiltin = InlineBuiltin::kind;
    HOP_INLINE_BUILTINS(X)
#undef X
  }
  simpleArity = kNoSimpleArity;
  checkedEntry = 0;
  if (isBuiltin() || isVariadic()) return;
  for (const ParamInfo& p : params)
    if (p.byRef || p.variadic) return;
  simpleArity = numParams();
  // The leading VerifyParamType ops (emitted first, before anything else).
  while (checkedEntry < bc.size() && static_cast<Op>(bc[checkedEntry]) == Op::VerifyParamType)
    checkedEntry += instrLen(bc.data() + checkedEntry);
}

uint32_t Func::lookupLocal(const StringData* n) const {
  for (uint32_t i = 0; i < numNamedLocals && i < localNames.size(); ++i) {
    const StringData* l = localNames[i];
    if (l && (l == n || l->equals(n))) return i;
  }
  return kNoLocal;
}

std::string Func::fullName() const {
  std::string n = name ? name->str() : "";
  if (isClosure()) return n;
  if (cls) return cls->name->str() + "::" + n;
  if (preClass) return preClass->name->str() + "::" + n;
  return n;
}

std::string Func::shownFullName() const {
  std::string n = name ? name->str() : "";
  if (isClosure()) return n;
  if (cls) return std::string(cls->name->data()) + "::" + n;
  if (preClass) return std::string(preClass->name->data()) + "::" + n;
  return n;
}

} // namespace hop

namespace hop {

std::string attributeTargetNames(uint32_t targets) {
  static const char* const kNames[] = {"class", "function", "method", "property", "class constant", "parameter"};
  std::string s;
  for (int i = 0; i < 6; ++i) {
    if (!(targets & (1u << i))) continue;
    if (!s.empty()) s += ", ";
    s += kNames[i];
  }
  return s;
}

} // namespace hop
