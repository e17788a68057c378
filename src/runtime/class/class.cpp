// class.cpp — Class queries: subclass tests, property lookup with
// visibility, and PHP's member-visibility rule.
#include "runtime/class/class.h"

#include "runtime/string/string-data.h"
#include "util/string-map.h"

namespace hop {

bool Class::isSubclassOf(const Class* other) const {
  if (!other) return false;
  if (this == other) return true;
  if (other->isInterface()) {
    for (const Class* i : interfaces)
      if (i == other) return true;
    return false;
  }
  for (const Class* c = parent; c; c = c->parent)
    if (c == other) return true;
  return false;
}

std::string_view Class::shownName() const { return std::string_view(name->data()); }

bool memberAccessible(uint32_t attrs, const Class* declCls, const Class* context) {
  if (attrs & kAttrPublic) return true;
  if (!context) return false;
  if (attrs & kAttrPrivate) return context == declCls;
  // Protected: accessible when the two classes share the declaring root.
  return context->isSubclassOf(declCls) || declCls->isSubclassOf(context);
}

bool isReservedClassName(std::string_view name) {
  size_t slash = name.rfind('\\');
  if (slash != std::string_view::npos) name.remove_prefix(slash + 1);
  if (name.size() < 3 || name.size() > 8) return false;   // the lengths below
  static constexpr std::string_view kReserved[] = {"bool",   "false", "float", "int",   "null",     "parent", "self",
                                                   "static", "string", "true", "void",  "never", "iterable", "object",
                                                   "mixed"};
  for (std::string_view r : kReserved)
    if (r.size() == name.size() && equalsIgnoreCase(name, r)) return true;
  return false;
}

const char* visibilityName(uint32_t attrs) {
  if (attrs & kAttrPrivate) return "private";
  if (attrs & kAttrProtected) return "protected";
  return "public";
}

int64_t Class::findProp(std::string_view name, const Class* context, bool& accessible) const {
  auto it = propsByName.find(name);
  if (it == propsByName.end()) {
    accessible = false;
    return -1;
  }
  const std::vector<uint32_t>& slots = it->second;
  // A private property of the calling class wins (it shadows a parent's or a
  // child's property of the same name).
  if (context) {
    for (uint32_t s : slots) {
      const PropSlot& p = props[s];
      if (p.isPrivate() && p.declCls == context) {
        accessible = true;
        return s;
      }
    }
  }
  // Otherwise the most derived non-private declaration, or a private one of
  // this very class.
  for (auto r = slots.rbegin(); r != slots.rend(); ++r) {
    const PropSlot& p = props[*r];
    if (p.isPrivate() && p.declCls != this) continue;
    // Hidden: a private one only its class sees (found above), a protected
    // one only systemlib code.
    if (p.isHidden() && !(context && context->pre && (context->pre->attrs & kClsBuiltin))) continue;
    accessible = memberAccessible(p.attrs, p.declCls, context);
    return *r;
  }
  // Only privates of ancestors remain: invisible from here, and a new dynamic
  // property may be created under that name.
  accessible = false;
  return -1;
}

} // namespace hop
