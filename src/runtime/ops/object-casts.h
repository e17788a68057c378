// object-casts.h — (int)/(float) of objects of internal classes that convert (php's cast_object handler: SimpleXMLElement).
#pragma once

#include <cstdint>

namespace hop {

struct ObjectData;
struct Class;

/// Registers the conversion of a class (and its subclasses), at static-initialization time.
int registerObjectNumericCast(const char* className, bool (*fn)(ObjectData*, void* outString));

/// The conversion registered for an object's class or an ancestor, or null.
bool (*findObjectNumericCast(const Class* cls))(ObjectData*, void*);

/// (bool) of objects of a native class (and subclasses) that may be falsy
/// (php's cast_object to _IS_BOOL: an empty SimpleXMLElement), registered at
/// static-initialization time. Only classes with native data are asked.
int registerObjectBoolCast(const char* className, bool (*fn)(ObjectData*));
/// (bool) of an object: true unless its class registered otherwise.
bool objectToBool(ObjectData* o);

} // namespace hop
