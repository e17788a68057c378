// xmlwriter.cpp — the xmlwriter module: XMLWriter and the xmlwriter_* functions over libxml2's xmlTextWriter.
#include <libxml/uri.h>
#include <libxml/xmlwriter.h>

#include <climits>
#include <cstring>
#include <string>

#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/output.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace {

using xmlext::xc;

struct WriterData {
  xmlTextWriterPtr w;
  xmlBufferPtr buf;   // openMemory's buffer
};

WriterData* wdata(ObjectData* o) { return o->nativeData<WriterData>(); }

void wInit(ObjectData* o) { *wdata(o) = WriterData{}; }
void wFree(WriterData* d) {
  if (d->w) xmlFreeTextWriter(d->w);
  if (d->buf) xmlBufferFree(d->buf);
  d->w = nullptr;
  d->buf = nullptr;
}
void wDestroy(ObjectData* o) { wFree(wdata(o)); }

const int s_hooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(WriterData);
  h.init = wInit;
  h.destroy = wDestroy;
  h.sweep = wDestroy;
  h.noClone = true;   // php's XMLWriter has no clone handler
  registerNativeClass("XMLWriter", h);
  return 0;
}();

/// A call of a method (args from 0) or of its xmlwriter_* function (the writer first).
struct Call {
  NativeArgs& a;
  bool fn;
  uint32_t k() const { return fn ? 1 : 0; }
  ObjectData* self() const { return fn ? a.obj(0) : a.thisObj; }
  bool has(uint32_t i) const { return a.has(i + k()); }
  bool isNull(uint32_t i) const { return a.isNull(i + k()); }
  std::string s(uint32_t i) const { return std::string(a.sv(i + k())); }
  const char* sOrNull(uint32_t i, std::string& store) const {
    if (isNull(i)) return nullptr;
    store = s(i);
    return store.c_str();
  }
  bool b(uint32_t i) const { return a.b(i + k()); }
  bool bOr(uint32_t i, bool d) const { return a.bOr(i + k(), d); }
  xmlTextWriterPtr writer() const {
    WriterData* d = wdata(self());
    if (!d->w) throwError(ErrorKind::Error, "Invalid or uninitialized XMLWriter object");
    return d->w;
  }
};

/// php's XMLW_NAME_CHK: `argNo` counts the procedural writer argument.
bool nameOk(Call& c, const std::string& name, int argNo, const char* subject) {
  if (xmlValidateName(xc(name.c_str()), 0) == 0) return true;
  std::string pname;
  if (c.fn && c.a.func && argNo - 1 < int(c.a.func->params.size()))
    pname = " ($" + c.a.func->params[size_t(argNo - 1)].name->str() + ")";
  throwErrorF(ErrorKind::ValueError, "%s(): Argument #%d%s must be a valid %s, \"%s\" given", xmlext::funcName(c.a).c_str(),
              argNo, pname.c_str(), subject, name.c_str());
}

/// Runs a libxml2 writer call with its errors reported as php's warnings.
template <class F>
void run(Call& c, F&& f) {
  xmlTextWriterPtr w = c.writer();
  int r;
  {
    xmlext::ErrorCapture cap;
    r = f(w);
    cap.report(xmlext::funcName(c.a));
  }
  c.a.retBool(r != -1);
}

#define HOP_XW(name) \
  void name(Call& c); \
  void m_##name(NativeArgs& a) { Call c{a, false}; name(c); } \
  void f_##name(NativeArgs& a) { Call c{a, true}; name(c); } \
  void name(Call& c)

HOP_XW(setIndent) {
  xmlTextWriterPtr w = c.writer();
  c.a.retBool(xmlTextWriterSetIndent(w, c.b(0)) == 0);
}
HOP_XW(setIndentString) {
  std::string s = c.s(0);
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterSetIndentString(w, xc(s.c_str())); });
}
HOP_XW(startComment) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterStartComment(w); }); }
HOP_XW(endComment) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndComment(w); }); }
HOP_XW(startAttribute) {
  std::string n = c.s(0);
  c.writer();
  if (!nameOk(c, n, 2, "attribute name")) return;
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartAttribute(w, xc(n.c_str())); });
}
HOP_XW(endAttribute) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndAttribute(w); }); }
HOP_XW(writeAttribute) {
  std::string n = c.s(0), v = c.s(1);
  c.writer();
  nameOk(c, n, 2, "attribute name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteAttribute(w, xc(n.c_str()), xc(v.c_str())); });
}
HOP_XW(startAttributeNs) {
  std::string ps, us;
  const char* p = c.sOrNull(0, ps);
  std::string n = c.s(1);
  const char* u = c.sOrNull(2, us);
  c.writer();
  nameOk(c, n, 3, "attribute name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartAttributeNS(w, xc(p), xc(n.c_str()), xc(u)); });
}
HOP_XW(writeAttributeNs) {
  std::string ps, us;
  const char* p = c.sOrNull(0, ps);
  std::string n = c.s(1);
  const char* u = c.sOrNull(2, us);
  std::string v = c.s(3);
  c.writer();
  nameOk(c, n, 3, "attribute name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteAttributeNS(w, xc(p), xc(n.c_str()), xc(u), xc(v.c_str())); });
}
HOP_XW(startElement) {
  std::string n = c.s(0);
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartElement(w, xc(n.c_str())); });
}
HOP_XW(endElement) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndElement(w); }); }
HOP_XW(fullEndElement) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterFullEndElement(w); }); }
HOP_XW(startElementNs) {
  std::string ps, us;
  const char* p = c.sOrNull(0, ps);
  std::string n = c.s(1);
  const char* u = c.sOrNull(2, us);
  c.writer();
  nameOk(c, n, 3, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartElementNS(w, xc(p), xc(n.c_str()), xc(u)); });
}
HOP_XW(writeElement) {
  std::string n = c.s(0), vs;
  const char* v = c.has(1) ? c.sOrNull(1, vs) : nullptr;
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) {
    if (!v) {
      if (xmlTextWriterStartElement(w, xc(n.c_str())) == -1) return -1;
      return xmlTextWriterEndElement(w);
    }
    return xmlTextWriterWriteElement(w, xc(n.c_str()), xc(v));
  });
}
HOP_XW(writeElementNs) {
  std::string ps, us, vs;
  const char* p = c.sOrNull(0, ps);
  std::string n = c.s(1);
  const char* u = c.sOrNull(2, us);
  const char* v = c.has(3) ? c.sOrNull(3, vs) : nullptr;
  c.writer();
  nameOk(c, n, 3, "element name");
  run(c, [&](xmlTextWriterPtr w) {
    if (!v) {
      if (xmlTextWriterStartElementNS(w, xc(p), xc(n.c_str()), xc(u)) == -1) return -1;
      return xmlTextWriterEndElement(w);
    }
    return xmlTextWriterWriteElementNS(w, xc(p), xc(n.c_str()), xc(u), xc(v));
  });
}
HOP_XW(startPi) {
  std::string n = c.s(0);
  c.writer();
  nameOk(c, n, 2, "PI target");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartPI(w, xc(n.c_str())); });
}
HOP_XW(endPi) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndPI(w); }); }
HOP_XW(writePi) {
  std::string n = c.s(0), v = c.s(1);
  c.writer();
  nameOk(c, n, 2, "PI target");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWritePI(w, xc(n.c_str()), xc(v.c_str())); });
}
HOP_XW(startCdata) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterStartCDATA(w); }); }
HOP_XW(endCdata) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndCDATA(w); }); }
HOP_XW(writeCdata) {
  std::string v = c.s(0);
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteCDATA(w, xc(v.c_str())); });
}
HOP_XW(text) {
  std::string v = c.s(0);
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteString(w, xc(v.c_str())); });
}
HOP_XW(writeRaw) {
  std::string v = c.s(0);
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteRaw(w, xc(v.c_str())); });
}
HOP_XW(startDocument) {
  std::string vs = "1.0", es, ss;
  const char* v = c.has(0) ? c.sOrNull(0, vs) : "1.0";
  const char* e = c.has(1) ? c.sOrNull(1, es) : nullptr;
  const char* s = c.has(2) ? c.sOrNull(2, ss) : nullptr;
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartDocument(w, v, e, s); });
}
HOP_XW(endDocument) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndDocument(w); }); }
HOP_XW(writeComment) {
  std::string v = c.s(0);
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteComment(w, xc(v.c_str())); });
}
HOP_XW(startDtd) {
  std::string n = c.s(0), ps, ss;
  const char* p = c.has(1) ? c.sOrNull(1, ps) : nullptr;
  const char* s = c.has(2) ? c.sOrNull(2, ss) : nullptr;
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartDTD(w, xc(n.c_str()), xc(p), xc(s)); });
}
HOP_XW(endDtd) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndDTD(w); }); }
HOP_XW(writeDtd) {
  std::string n = c.s(0), ps, ss, cs;
  const char* p = c.has(1) ? c.sOrNull(1, ps) : nullptr;
  const char* s = c.has(2) ? c.sOrNull(2, ss) : nullptr;
  const char* sub = c.has(3) ? c.sOrNull(3, cs) : nullptr;
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteDTD(w, xc(n.c_str()), xc(p), xc(s), xc(sub)); });
}
HOP_XW(startDtdElement) {
  std::string n = c.s(0);
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartDTDElement(w, xc(n.c_str())); });
}
HOP_XW(endDtdElement) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndDTDElement(w); }); }
HOP_XW(writeDtdElement) {
  std::string n = c.s(0), v = c.s(1);
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteDTDElement(w, xc(n.c_str()), xc(v.c_str())); });
}
HOP_XW(startDtdAttlist) {
  std::string n = c.s(0);
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartDTDAttlist(w, xc(n.c_str())); });
}
HOP_XW(endDtdAttlist) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndDTDAttlist(w); }); }
HOP_XW(writeDtdAttlist) {
  std::string n = c.s(0), v = c.s(1);
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterWriteDTDAttlist(w, xc(n.c_str()), xc(v.c_str())); });
}
HOP_XW(startDtdEntity) {
  std::string n = c.s(0);
  bool pe = c.b(1);
  c.writer();
  nameOk(c, n, 2, "attribute name");
  run(c, [&](xmlTextWriterPtr w) { return xmlTextWriterStartDTDEntity(w, pe, xc(n.c_str())); });
}
HOP_XW(endDtdEntity) { run(c, [](xmlTextWriterPtr w) { return xmlTextWriterEndDTDEntity(w); }); }
HOP_XW(writeDtdEntity) {
  std::string n = c.s(0), v = c.s(1), ps, ss, ns;
  bool pe = c.bOr(2, false);
  const char* p = c.has(3) ? c.sOrNull(3, ps) : nullptr;
  const char* s = c.has(4) ? c.sOrNull(4, ss) : nullptr;
  const char* nd = c.has(5) ? c.sOrNull(5, ns) : nullptr;
  c.writer();
  nameOk(c, n, 2, "element name");
  run(c, [&](xmlTextWriterPtr w) {
    return xmlTextWriterWriteDTDEntity(w, pe, xc(n.c_str()), xc(p), xc(s), xc(nd), xc(v.c_str()));
  });
}

void flushOut(Call& c, bool forceString, bool empty) {
  xmlTextWriterPtr w = c.writer();
  WriterData* d = wdata(c.self());
  int written = xmlTextWriterFlush(w);
  if (d->buf) {
    const xmlChar* s = xmlBufferContent(d->buf);
    c.a.retString(std::string_view(reinterpret_cast<const char*>(s), size_t(xmlBufferLength(d->buf))));
    if (empty) xmlBufferEmpty(d->buf);
    return;
  }
  if (forceString) c.a.retString(std::string_view(""));
  else c.a.retInt(written);
}
HOP_XW(outputMemory) { flushOut(c, true, c.bOr(0, true)); }
HOP_XW(flush) { flushOut(c, false, c.bOr(0, true)); }

/// php's _xmlwriter_get_valid_file_path: the local path of a file URI, or the URI itself.
bool validPath(const std::string& src0, std::string& out) {
  std::string src = src0;
  bool isFile = false;
  if (strncasecmp(src.c_str(), "file:///", 8) == 0) {
    if (src.size() == 8) return false;
    src = src.substr(7);
    isFile = true;
  } else if (strncasecmp(src.c_str(), "file://localhost/", 17) == 0) {
    if (src.size() == 17) return false;
    src = src.substr(16);
    isFile = true;
  }
  xmlURIPtr uri = xmlCreateURI();
  xmlChar* esc = xmlURIEscapeStr(xc(src0.c_str()), xc(":"));
  xmlParseURIReference(uri, reinterpret_cast<const char*>(esc));
  xmlFree(esc);
  bool hasScheme = uri->scheme != nullptr;
  xmlFreeURI(uri);
  if (!hasScheme || isFile) {
    std::string abs = src;
    if (abs.size() >= PATH_MAX) return false;
    if (abs.empty() || abs[0] != '/') {
      char buf[PATH_MAX];
      if (!getcwd(buf, sizeof buf)) return false;
      abs = std::string(buf) + "/" + src;
    }
    size_t slash = abs.rfind('/');
    std::string dir = slash == std::string::npos || slash == 0 ? "/" : abs.substr(0, slash);
    struct stat st;
    if (stat(dir.c_str(), &st) != 0) return false;
    out = abs;
    return true;
  }
  out = src0;
  return true;
}

/// Where a URI writer's bytes go: a file descriptor (written at once, as
/// php's streams do), php://output (echoed), or nowhere (php://memory).
struct Sink {
  int fd = -1;
  bool echo = false;
};

int sinkWrite(void* ctx, const char* buf, int len) {
  Sink* s = static_cast<Sink*>(ctx);
  if (s->echo) {
    hop::ctx().output.write(std::string_view(buf, size_t(len)));
    return len;
  }
  if (s->fd < 0) return len;
  int done = 0;
  while (done < len) {
    ssize_t w = ::write(s->fd, buf + done, size_t(len - done));
    if (w <= 0) return -1;
    done += int(w);
  }
  return len;
}

int sinkClose(void* ctx) {
  Sink* s = static_cast<Sink*>(ctx);
  if (s->fd >= 0) ::close(s->fd);
  delete s;
  return 0;
}

/// Opens a writer on a URI or memory; fills `o`.
bool openWriter(NativeArgs& a, ObjectData* o, const std::string* uri) {
  xmlext::ensureInit();
  WriterData* d = wdata(o);
  if (uri) {
    std::string path;
    if (!validPath(*uri, path)) {
      raiseWarning("%s(): Unable to resolve file path", xmlext::funcName(a).c_str());
      return false;
    }
    Sink* sink = new Sink;
    if (path == "php://output" || path == "php://stdout") {
      sink->echo = true;
    } else if (path == "php://memory" || path == "php://temp" || path.compare(0, 11, "php://temp/") == 0) {
    } else if (path == "php://stderr") {
      sink->fd = ::dup(2);
    } else {
      sink->fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
      if (sink->fd < 0) {
        raiseWarning("%s(%s): Failed to open stream: %s", xmlext::funcName(a).c_str(), uri->c_str(), std::strerror(errno));
        delete sink;
        return false;
      }
    }
    xmlOutputBufferPtr out = xmlOutputBufferCreateIO(sinkWrite, sinkClose, sink, nullptr);
    if (!out) {
      sinkClose(sink);
      return false;
    }
    xmlTextWriterPtr w = xmlNewTextWriter(out);
    if (!w) return false;
    wFree(d);
    d->w = w;
    return true;
  }
  xmlBufferPtr buf = xmlBufferCreate();
  if (!buf) {
    raiseWarning("%s(): Unable to create output buffer", xmlext::funcName(a).c_str());
    return false;
  }
  xmlTextWriterPtr w = xmlNewTextWriterMemory(buf, 0);
  if (!w) {
    xmlBufferFree(buf);
    return false;
  }
  wFree(d);
  d->w = w;
  d->buf = buf;
  return true;
}

void checkUri(NativeArgs& a, const std::string& uri) {
  if (uri.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($uri) cannot be empty", xmlext::funcName(a).c_str());
}

void m_openUri(NativeArgs& a) {
  std::string u(a.sv(0));
  checkUri(a, u);
  a.retBool(openWriter(a, a.thisObj, &u));
}
void m_openMemory(NativeArgs& a) { a.retBool(openWriter(a, a.thisObj, nullptr)); }
void f_openUri(NativeArgs& a) {
  std::string u(a.sv(0));
  checkUri(a, u);
  ObjectData* o = ObjectData::make(lookupClassAutoload("XMLWriter"));
  if (!openWriter(a, o, &u)) {
    o->decRef();
    a.retBool(false);
    return;
  }
  a.retObject(o);
}
void f_openMemory(NativeArgs& a) {
  ObjectData* o = ObjectData::make(lookupClassAutoload("XMLWriter"));
  if (!openWriter(a, o, nullptr)) {
    o->decRef();
    a.retBool(false);
    return;
  }
  a.retObject(o);
}

#define HOP_XW_ENTRY(m, f, sig) {"XMLWriter::" #m, m_##m}, {sig, f_##m}

const BuiltinDecl kXmlWriter[] = {
    {"XMLWriter::openUri", m_openUri},
    {"XMLWriter::openMemory", m_openMemory},
    {"xmlwriter_open_uri(string $uri): XMLWriter|false", f_openUri},
    {"xmlwriter_open_memory(): XMLWriter|false", f_openMemory},
    HOP_XW_ENTRY(setIndent, f, "xmlwriter_set_indent(XMLWriter $writer, bool $enable): bool"),
    HOP_XW_ENTRY(setIndentString, f, "xmlwriter_set_indent_string(XMLWriter $writer, string $indentation): bool"),
    HOP_XW_ENTRY(startComment, f, "xmlwriter_start_comment(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(endComment, f, "xmlwriter_end_comment(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(startAttribute, f, "xmlwriter_start_attribute(XMLWriter $writer, string $name): bool"),
    HOP_XW_ENTRY(endAttribute, f, "xmlwriter_end_attribute(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeAttribute, f, "xmlwriter_write_attribute(XMLWriter $writer, string $name, string $value): bool"),
    HOP_XW_ENTRY(startAttributeNs, f, "xmlwriter_start_attribute_ns(XMLWriter $writer, ?string $prefix, string $name, ?string $namespace): bool"),
    HOP_XW_ENTRY(writeAttributeNs, f, "xmlwriter_write_attribute_ns(XMLWriter $writer, ?string $prefix, string $name, ?string $namespace, string $value): bool"),
    HOP_XW_ENTRY(startElement, f, "xmlwriter_start_element(XMLWriter $writer, string $name): bool"),
    HOP_XW_ENTRY(endElement, f, "xmlwriter_end_element(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(fullEndElement, f, "xmlwriter_full_end_element(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(startElementNs, f, "xmlwriter_start_element_ns(XMLWriter $writer, ?string $prefix, string $name, ?string $namespace): bool"),
    HOP_XW_ENTRY(writeElement, f, "xmlwriter_write_element(XMLWriter $writer, string $name, ?string $content = null): bool"),
    HOP_XW_ENTRY(writeElementNs, f, "xmlwriter_write_element_ns(XMLWriter $writer, ?string $prefix, string $name, ?string $namespace, ?string $content = null): bool"),
    HOP_XW_ENTRY(startPi, f, "xmlwriter_start_pi(XMLWriter $writer, string $target): bool"),
    HOP_XW_ENTRY(endPi, f, "xmlwriter_end_pi(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writePi, f, "xmlwriter_write_pi(XMLWriter $writer, string $target, string $content): bool"),
    HOP_XW_ENTRY(startCdata, f, "xmlwriter_start_cdata(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(endCdata, f, "xmlwriter_end_cdata(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeCdata, f, "xmlwriter_write_cdata(XMLWriter $writer, string $content): bool"),
    HOP_XW_ENTRY(text, f, "xmlwriter_text(XMLWriter $writer, string $content): bool"),
    HOP_XW_ENTRY(writeRaw, f, "xmlwriter_write_raw(XMLWriter $writer, string $content): bool"),
    HOP_XW_ENTRY(startDocument, f, "xmlwriter_start_document(XMLWriter $writer, ?string $version = \"1.0\", ?string $encoding = null, ?string $standalone = null): bool"),
    HOP_XW_ENTRY(endDocument, f, "xmlwriter_end_document(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeComment, f, "xmlwriter_write_comment(XMLWriter $writer, string $content): bool"),
    HOP_XW_ENTRY(startDtd, f, "xmlwriter_start_dtd(XMLWriter $writer, string $qualifiedName, ?string $publicId = null, ?string $systemId = null): bool"),
    HOP_XW_ENTRY(endDtd, f, "xmlwriter_end_dtd(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeDtd, f, "xmlwriter_write_dtd(XMLWriter $writer, string $name, ?string $publicId = null, ?string $systemId = null, ?string $content = null): bool"),
    HOP_XW_ENTRY(startDtdElement, f, "xmlwriter_start_dtd_element(XMLWriter $writer, string $qualifiedName): bool"),
    HOP_XW_ENTRY(endDtdElement, f, "xmlwriter_end_dtd_element(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeDtdElement, f, "xmlwriter_write_dtd_element(XMLWriter $writer, string $name, string $content): bool"),
    HOP_XW_ENTRY(startDtdAttlist, f, "xmlwriter_start_dtd_attlist(XMLWriter $writer, string $name): bool"),
    HOP_XW_ENTRY(endDtdAttlist, f, "xmlwriter_end_dtd_attlist(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeDtdAttlist, f, "xmlwriter_write_dtd_attlist(XMLWriter $writer, string $name, string $content): bool"),
    HOP_XW_ENTRY(startDtdEntity, f, "xmlwriter_start_dtd_entity(XMLWriter $writer, string $name, bool $isParam): bool"),
    HOP_XW_ENTRY(endDtdEntity, f, "xmlwriter_end_dtd_entity(XMLWriter $writer): bool"),
    HOP_XW_ENTRY(writeDtdEntity, f, "xmlwriter_write_dtd_entity(XMLWriter $writer, string $name, string $content, bool $isParam = false, ?string $publicId = null, ?string $systemId = null, ?string $notationData = null): bool"),
    HOP_XW_ENTRY(outputMemory, f, "xmlwriter_output_memory(XMLWriter $writer, bool $flush = true): string"),
    HOP_XW_ENTRY(flush, f, "xmlwriter_flush(XMLWriter $writer, bool $empty = true): string|int"),
};
HOP_REGISTER_BUILTINS(kXmlWriter);

HOP_REGISTER_EXTENSION("xmlwriter");

} // namespace
} // namespace hop
