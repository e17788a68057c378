// stream-access.h — what builtins outside file-functions.cpp may do with a stream
// resource argument (fprintf, vfprintf and fscanf write to or read from one).
//
// The stream layer lives in src/runtime/ext/standard-streams (stream.h); other
// builtins see a stream as a ResourceImpl obtained through streamArgument, which
// raises the same TypeErrors fwrite does for a non-stream or closed resource.
#pragma once

#include <string>
#include <string_view>

namespace hop {

struct NativeArgs;
struct ResourceImpl;

/// The stream behind argument i of the current builtin, or throws PHP's TypeError.
ResourceImpl* streamArgument(NativeArgs& a, uint32_t i);
/// Writes all of `data` (php_stream_write); false on a write error.
bool streamWrite(ResourceImpl* stream, std::string_view data);
/// Reads one line including its newline (php_stream_get_line without a length);
/// false at the end of the stream.
bool streamReadLine(ResourceImpl* stream, std::string& line);

} // namespace hop
