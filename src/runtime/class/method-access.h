// method-access.h — who may call a method: php's visibility rule, protected methods checked against their root class.
#pragma once

namespace hop {

struct Class;
struct Func;

/// Whether code in `scope` (null: global) may call `f`. A protected method
/// counts as declared where its first declaration lies (php's
/// zend_get_function_root_class): two classes that both override a method of
/// a common parent may call each other's.
bool methodAccessible(const Func* f, const Class* scope);

} // namespace hop
