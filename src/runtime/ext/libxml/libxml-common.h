// libxml-common.h — what the XML modules share: libxml2 error capture as php reports it, LIBXML state.
#pragma once

#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include <string>
#include <string_view>
#include <vector>

#include "runtime/builtins/native-args.h"

namespace hop {

struct ObjectData;
struct ResourceData;

namespace xmlext {

/// One libxml2 error as php keeps it (LibXMLError's fields).
struct XmlErr {
  int level = 0, code = 0, column = 0, line = 0;
  std::string message, file;
  bool parser = false;   // raised while parsing: php appends " in <file>, line: N"
  bool raw = false;      // one line of libxml2's own report
  int domain = 0;
};

void captureError(void*, xmlErrorPtr);
void genericError(void*, const char*, ...);

/// Captures libxml2's errors while alive (installs the structured handler).
/// With libxml_use_internal_errors(true) they go to the error list;
/// otherwise report() raises them as php's warnings, prefixed "prefix(): ".
class ErrorCapture {
public:
  /// generic: libxml2's own report format (the parser's default handlers:
  /// "Entity: line 1: parser error : ...", the context line, the caret),
  /// one warning per line, as php shows errors of xmlReadMemory & co.
  explicit ErrorCapture(bool generic = false);
  ~ErrorCapture();
  ErrorCapture(const ErrorCapture&) = delete;
  ErrorCapture& operator=(const ErrorCapture&) = delete;
  /// Raises the pending warnings (call after the libxml2 work is done).
  void report(const std::string& prefix);
  /// A parser given LIBXML_NOERROR / LIBXML_NOWARNING has no handler for
  /// those (php nulls its SAX callbacks): they are not reported, though
  /// libxml_use_internal_errors(true) still records them.
  void dropSilenced(int options);
  bool any() const { return count_ > 0; }
  std::vector<XmlErr> pending;

private:
  xmlStructuredErrorFunc oldFn_;
  void* oldCtx_;
  int count_ = 0;
  ErrorCapture* prev_ = nullptr;
  bool generic_ = false;
  xmlGenericErrorFunc oldGeneric_ = nullptr;
  void* oldGenericCtx_ = nullptr;
  std::string line_;
  friend void genericError(void*, const char*, ...);
  friend void captureError(void*, xmlErrorPtr);
};

/// Whether libxml_use_internal_errors(true) is in force.
bool internalErrors();
/// "Class::method" or "function" of the builtin running (php's message prefix).
std::string funcName(const NativeArgs& a);
/// Raises a warning "prefix(): msg".
void warn(const std::string& prefix, const std::string& msg);
/// Whether libxml_disable_entity_loader(true) is in force.
bool entityLoaderDisabled();
/// Turns a string into a libxml-owned copy (xmlChar*).
inline const xmlChar* xc(const char* s) { return reinterpret_cast<const xmlChar*>(s); }
inline const char* cc(const xmlChar* s) { return reinterpret_cast<const char*>(s); }
/// Initializes libxml2 once per process.
void ensureInit();
/// Routes libxml2's file reads and writes of this thread through the stream layer (libxml-io.cpp).
void installStreamIO();
/// libxml_set_streams_context(): the context libxml2's file I/O uses (held for the request).
void setStreamsContext(ResourceData* context);

} // namespace xmlext
} // namespace hop
