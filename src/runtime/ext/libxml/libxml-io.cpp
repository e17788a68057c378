// libxml-io.cpp — libxml2's file I/O routed through HopVM's stream layer (php's
// php_libxml_streams_IO_*): wrappers, libxml_set_streams_context() and open_basedir apply.
#include <libxml/uri.h>
#include <libxml/xmlIO.h>

#include <cstring>

#include "runtime/base/execution-context.h"
#include "runtime/base/resource.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/ext/standard-streams/stream.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "bytecode/func.h"
#include "runtime/class/class.h"
#include "vm/act-rec.h"

namespace hop::xmlext {

namespace {

/// The request's libxml_set_streams_context() (held), dropped with the request.
struct StreamsContextState {
  ResourceData* context = nullptr;
  ~StreamsContextState() {
    if (context && !streams::tl_streamsDead) context->decRef();
  }
};

/// "Class::method" or "function" of the innermost builtin (the prefix of php's stream warnings).
std::string runningBuiltin() {
  auto& nf = ctx().vm.nativeFrames;
  if (nf.empty() || !nf.back().func || !nf.back().func->name) return "";
  const Func* f = nf.back().func;
  if (f->cls) return f->cls->name->str() + "::" + f->name->str();
  return f->name->str();
}

/// Opens `filename` (a libxml URI) as php does: file URIs and plain paths are
/// unescaped; a read of a missing file fails quietly when the wrapper can stat.
ResourceData* openWrapper(const char* filename, const char* mode, bool readOnly) {
  if (!tl_exec) return nullptr;
  std::string path = filename;
  if (xmlURIPtr uri = xmlParseURI(filename)) {
    if (!uri->scheme || strncmp(uri->scheme, "file", 4) == 0) {
      if (char* un = xmlURIUnescapeString(filename, 0, nullptr)) {
        path = un;
        xmlFree(un);
      }
    }
    xmlFreeURI(uri);
  }
  std::string sc = streams::schemeOf(path);
  bool statable = sc.empty() || strcasecmp(sc.c_str(), "file") == 0 || streams::findUserWrapper(sc);
  if (readOnly && statable) {
    struct stat st;
    if (!streams::urlStat(path, st, false, true)) return nullptr;
  }
  ResourceData* context = ctx().builtinState<StreamsContextState>().context;
  if (!context) context = streams::defaultContext();
  std::string fn = runningBuiltin();
  try {
    return streams::openStream(path, mode, streams::kReport, context, fn.c_str());
  } catch (...) {
    // A PHP exception from a user wrapper: libxml2 cannot unwind; the
    // exception is dropped and the open fails.
    return nullptr;
  }
}

int ioRead(void* c, char* buf, int len) {
  ResourceData* r = static_cast<ResourceData*>(c);
  streams::Stream* s = r->m_closed ? nullptr : r->impl<streams::Stream>();
  if (!s) return -1;
  try {
    ssize_t n = s->read(buf, size_t(len));
    return n < 0 ? -1 : int(n);
  } catch (...) {
    return -1;
  }
}

int ioWrite(void* c, const char* buf, int len) {
  ResourceData* r = static_cast<ResourceData*>(c);
  streams::Stream* s = r->m_closed ? nullptr : r->impl<streams::Stream>();
  if (!s) return -1;
  try {
    ssize_t n = s->write(std::string_view(buf, size_t(len)));
    return n < 0 ? -1 : int(n);
  } catch (...) {
    return -1;
  }
}

int ioClose(void* c) {
  ResourceData* r = static_cast<ResourceData*>(c);
  try {
    r->close();
  } catch (...) {
  }
  r->decRef();
  return 0;
}

xmlParserInputBufferPtr inputBufferCreate(const char* uri, xmlCharEncoding enc) {
  if (!uri) return nullptr;
  ResourceData* r = openWrapper(uri, "rb", true);
  if (!r) return nullptr;
  xmlParserInputBufferPtr ret = xmlAllocParserInputBuffer(enc);
  if (!ret) {
    ioClose(r);
    return nullptr;
  }
  ret->context = r;
  ret->readcallback = ioRead;
  ret->closecallback = ioClose;
  return ret;
}

xmlOutputBufferPtr outputBufferCreate(const char* uri, xmlCharEncodingHandlerPtr encoder, int) {
  if (!uri) return nullptr;
  ResourceData* r = nullptr;
  if (xmlURIPtr puri = xmlParseURI(uri)) {
    bool scheme = puri->scheme != nullptr;
    xmlFreeURI(puri);
    if (scheme) {
      if (char* un = xmlURIUnescapeString(uri, 0, nullptr)) {
        r = openWrapper(un, "wb", false);
        xmlFree(un);
      }
    }
  }
  // Not a URI, or one that did not open: the name as given (a strange file name).
  if (!r) r = openWrapper(uri, "wb", false);
  if (!r) return nullptr;
  xmlOutputBufferPtr ret = xmlAllocOutputBuffer(encoder);
  if (!ret) {
    ioClose(r);
    return nullptr;
  }
  ret->context = r;
  ret->writecallback = ioWrite;
  ret->closecallback = ioClose;
  return ret;
}

} // namespace

void installStreamIO() {
  // libxml2 keeps these defaults per thread.
  thread_local bool installed = false;
  if (installed) return;
  installed = true;
  xmlParserInputBufferCreateFilenameDefault(inputBufferCreate);
  xmlOutputBufferCreateFilenameDefault(outputBufferCreate);
}

void setStreamsContext(ResourceData* context) {
  auto& st = ctx().builtinState<StreamsContextState>();
  if (context) context->incRef();
  if (st.context) st.context->decRef();
  st.context = context;
}

} // namespace hop::xmlext
