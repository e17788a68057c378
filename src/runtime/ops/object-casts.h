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

} // namespace hop
