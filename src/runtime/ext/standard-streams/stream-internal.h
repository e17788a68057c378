// stream-internal.h — helpers shared by the stream layer's files (not for other modules).
#pragma once

#include <dirent.h>

#include <string>
#include <vector>

#include "runtime/ext/standard-streams/stream.h"

namespace hop::streams {

/// The name of the builtin running now (for "fn(): ..." messages).
const char* curFn();
/// ZPP 'p': a path argument with a NUL byte is php's ValueError.
void checkPathArg(NativeArgs& a, uint32_t i, const char* name);

std::unique_ptr<FdStream> fdStream(int fd, const std::string& mode, const std::string& uri);
std::unique_ptr<Stream> openFilterUrl(const std::string& path, const std::string& mode, int opts,
                                      ResourceData* context, std::string& why, bool& warned);
std::unique_ptr<Stream> openZlibUrl(const std::string& path, const std::string& mode, std::string& why);
std::unique_ptr<Stream> globDirStream(const std::string& pattern);
std::string userWrapperClass(UserWrapper* w);

/// The path with "." and ".." resolved lexically against the cwd (php's virtual cwd).
std::string lexicalPath(const std::string& path);
bool base64DecodeStrict(std::string_view in, std::string& out);
std::string urlDecodeRaw(std::string_view in);

/// A directory stream over DIR*.
struct PlainDirStream : Stream {
  DIR* dir = nullptr;
  bool doReadDir(std::string& name) override;
  bool doRewindDir() override;
  void doClose() override;
};

/// glob:// directory listing.
struct GlobDirStream : Stream {
  std::vector<std::string> names;
  size_t idx = 0;
  std::string pattern;
  bool doReadDir(std::string& name) override {
    if (idx >= names.size()) return false;
    name = names[idx++];
    return true;
  }
  bool doRewindDir() override {
    idx = 0;
    return true;
  }
};

/// The user-space wrapper object of a stream, or null.
ObjectData* userStreamObject(Stream* s);

/// Filter creation for php://filter and stream_filter_*: warns like php.
bool appendFilterByName(Stream* s, const std::string& name, bool read, bool write, const TypedValue* params);

} // namespace hop::streams
