// serialize.h — what serialize.cpp and unserialize.cpp share: property name
// mangling, which classes may be (un)serialized, and __PHP_Incomplete_Class.
#pragma once

#include <string>
#include <string_view>

#include "runtime/class/class.h"

namespace hop {

/// The class unserialize() gives objects of unknown classes; it keeps the
/// original class name in a property of this name.
inline constexpr std::string_view kIncompleteClassName = "__PHP_Incomplete_Class";
inline constexpr std::string_view kIncompleteClassNameProp = "__PHP_Incomplete_Class_Name";

/// A declared property's key in serialized data: "name", "\0*\0name"
/// (protected) or "\0Class\0name" (private).
std::string mangledPropName(const PropSlot& p);
/// False for classes php marks "not serializable" (closures, generators,
/// anonymous classes, weak references, fibers).
bool classIsSerializable(const Class* cls);
/// The class name as messages print it (anonymous classes: "class@anonymous").
std::string classDisplayName(const Class* cls);

} // namespace hop
