// serialize.h — what serialize.cpp and unserialize.cpp share: property name
// mangling, which classes may be (un)serialized, and __PHP_Incomplete_Class.
#pragma once

#include <memory>
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

/// php_var_serialize() calls between PHP_VAR_SERIALIZE_INIT and DESTROY, as
/// the SPL classes' Serializable::serialize() make them: values appended one
/// after another with one numbering (the running serialize()'s when there is one).
class SerializeSeq {
public:
  SerializeSeq();
  ~SerializeSeq();
  SerializeSeq(const SerializeSeq&) = delete;
  SerializeSeq& operator=(const SerializeSeq&) = delete;
  void append(std::string& out, const TypedValue& v);

private:
  struct Impl;
  std::unique_ptr<Impl> m;
};

/// php_var_unserialize() calls between PHP_VAR_UNSERIALIZE_INIT and DESTROY,
/// as the SPL classes' Serializable::unserialize() make them: values read one
/// after another from `data`, numbered together (inside a running
/// unserialize(), in its numbering; its end then runs the delayed calls).
class UnserializeSeq {
public:
  explicit UnserializeSeq(std::string_view data);
  ~UnserializeSeq();
  UnserializeSeq(const UnserializeSeq&) = delete;
  UnserializeSeq& operator=(const UnserializeSeq&) = delete;
  /// The value at `pos` (in a slot the sequence keeps alive, so that later
  /// back-references reach it); nullptr on malformed data, `pos` then at the error.
  const TypedValue* read();
  /// The byte at pos + k, 0 past the end (php's buffers end in a NUL).
  unsigned char peek(size_t k = 0) const { return pos + k < data.size() ? static_cast<unsigned char>(data[pos + k]) : 0; }
  /// PHP_VAR_UNSERIALIZE_DESTROY: the delayed __wakeup()/__unserialize()
  /// calls of an own numbering (a nested sequence leaves them to its outer call).
  void finish();
  /// Throws php's UnexpectedValueException "Error at offset N of M bytes" (after finish()).
  [[noreturn]] void fail();
  /// The "x:i:N;" that starts the SPL classes' data: N, with `pos` left at
  /// the ';' after it. Fails (fail()) on anything else.
  int64_t readLeadInt();
  /// The "m:" + property table that ends the SPL classes' data, loaded into
  /// `o` (loadSerializedProps), then finish().
  void finishWithMembers(ObjectData* o);

  std::string_view data;
  size_t pos = 0;

private:
  struct Impl;
  std::unique_ptr<Impl> m;
};

/// object_properties_load(): a serialized property table (mangled names)
/// written into an object's properties, declared ones by slot.
void loadSerializedProps(ObjectData* o, ArrayData* props);

} // namespace hop
