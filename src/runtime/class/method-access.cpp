// method-access.cpp — methodAccessible(): php's visibility check for method calls.
#include "runtime/class/method-access.h"

#include "bytecode/func.h"
#include "runtime/class/class.h"
#include "util/string-map.h"

namespace hop {

bool methodAccessible(const Func* f, const Class* scope) {
  if (memberAccessible(f->attrs, f->cls, scope)) return true;
  if (!(f->attrs & kAttrProtected) || !scope || !f->cls) return false;
  const std::string lower = toLower(f->name->view());
  // A constructor has a prototype only when the one it overrides is abstract.
  const bool ctor = lower == "__construct";
  const Func* root = f;
  for (const Func* cur = f; cur->cls->parent;) {
    const Func* up = cur->cls->parent->findMethod(lower);
    if (!up || (up->attrs & kAttrPrivate)) break;
    if (!ctor || (up->attrs & kAttrAbstract)) root = up;
    cur = up;
  }
  return root != f && memberAccessible(f->attrs, root->cls, scope);
}

} // namespace hop
