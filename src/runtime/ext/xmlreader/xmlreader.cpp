// xmlreader.cpp — the xmlreader module: XMLReader over libxml2's xmlTextReader (pull parser), expand() into DOM.
#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include <climits>
#include <cstring>
#include <string>

#include <unistd.h>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/dom/dom-internal.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace {

using xmlext::cc;
using xmlext::xc;

struct Reader {
  xmlTextReaderPtr r;
  xmlParserInputBufferPtr input;   // XML()'s buffer
  xmlRelaxNGPtr schema;
};

Reader* rdata(ObjectData* o) { return o->nativeData<Reader>(); }

void freeReader(Reader* d) {
  if (d->r) xmlFreeTextReader(d->r);
  if (d->input) xmlFreeParserInputBuffer(d->input);
  if (d->schema) xmlRelaxNGFree(d->schema);
  d->r = nullptr;
  d->input = nullptr;
  d->schema = nullptr;
}

void rInit(ObjectData* o) { std::memset(static_cast<void*>(rdata(o)), 0, sizeof(Reader)); }
void rDestroy(ObjectData* o) { freeReader(rdata(o)); }

std::string takeString(xmlChar* s) {
  std::string r = s ? cc(s) : "";
  if (s) xmlFree(s);
  return r;
}

TypedValue strTv(const char* s) { return makeStringNoIncRef(StringData::make(s ? s : "")); }

/// The virtual properties php's XMLReader exposes.
bool readProp(Reader* d, std::string_view name, TypedValue& out) {
  xmlTextReaderPtr r = d->r;
  auto i = [&](int v) { out = makeInt(r ? v : 0); };
  auto b = [&](int v) { out = makeBool(r && v > 0); };
  auto s = [&](const xmlChar* v) { out = strTv(r && v ? cc(v) : ""); };
  if (name == "attributeCount") i(r ? xmlTextReaderAttributeCount(r) : 0);
  else if (name == "baseURI") s(r ? xmlTextReaderConstBaseUri(r) : nullptr);
  else if (name == "depth") i(r ? xmlTextReaderDepth(r) : 0);
  else if (name == "hasAttributes") b(r ? xmlTextReaderHasAttributes(r) : 0);
  else if (name == "hasValue") b(r ? xmlTextReaderHasValue(r) : 0);
  else if (name == "isDefault") b(r ? xmlTextReaderIsDefault(r) : 0);
  else if (name == "isEmptyElement") b(r ? xmlTextReaderIsEmptyElement(r) : 0);
  else if (name == "localName") s(r ? xmlTextReaderConstLocalName(r) : nullptr);
  else if (name == "name") s(r ? xmlTextReaderConstName(r) : nullptr);
  else if (name == "namespaceURI") s(r ? xmlTextReaderConstNamespaceUri(r) : nullptr);
  else if (name == "nodeType") i(r ? xmlTextReaderNodeType(r) : 0);
  else if (name == "prefix") s(r ? xmlTextReaderConstPrefix(r) : nullptr);
  else if (name == "value") s(r ? xmlTextReaderConstValue(r) : nullptr);
  else if (name == "xmlLang") s(r ? xmlTextReaderConstXmlLang(r) : nullptr);
  else return false;
  return true;
}

int missingProp(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* v) {
  Reader* d = rdata(o);
  TypedValue r;
  if (!readProp(d, name->view(), r)) return -1;
  switch (op) {
    case MissingPropOp::Read:
    case MissingPropOp::ReadQuiet:
    case MissingPropOp::Fetch: *v = r; return 1;
    case MissingPropOp::Isset: {
      bool set = !r.isNull();
      tvDecRef(r);
      return set ? 1 : 0;
    }
    case MissingPropOp::Empty: {
      bool e = !toBool(r);
      tvDecRef(r);
      return e ? 1 : 0;
    }
    case MissingPropOp::Write:
      tvDecRef(r);
      tvDecRef(*v);
      throwError(ErrorKind::Error, "Cannot write to read-only property");
    case MissingPropOp::Unset:
      tvDecRef(r);
      throwError(ErrorKind::Error, "Cannot unset read-only property");
  }
  tvDecRef(r);
  return -1;
}

const int s_hooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(Reader);
  h.init = rInit;
  h.destroy = rDestroy;
  h.sweep = rDestroy;
  h.missingProp = missingProp;
  h.noClone = true;   // php's XMLReader has no clone handler
  registerNativeClass("XMLReader", h);
  return 0;
}();

Reader* self(NativeArgs& a) { return rdata(a.thisObj); }

/// Runs a reader call with libxml2's errors as php's warnings (libxml2's own format).
template <class F>
auto run(NativeArgs& a, F&& f) -> decltype(f()) {
  xmlext::ErrorCapture cap(true);
  auto r = f();
  cap.report(xmlext::funcName(a));
  return r;
}

void f_close(NativeArgs& a) {
  freeReader(self(a));
  a.retBool(true);
}

void f_read(NativeArgs& a) {
  Reader* d = self(a);
  if (!d->r) {
    throwError(ErrorKind::Error, "Data must be loaded before reading");
  }
  int r = run(a, [&] { return xmlTextReaderRead(d->r); });
  a.retBool(r == 1);
}

void f_next(NativeArgs& a) {
  Reader* d = self(a);
  if (!d->r) throwError(ErrorKind::Error, "Data must be loaded before reading");
  std::string name = a.isNull(0) ? "" : std::string(a.sv(0));
  int r = run(a, [&] { return xmlTextReaderNext(d->r); });
  if (!a.isNull(0)) {
    while (r == 1) {
      const xmlChar* ln = xmlTextReaderConstLocalName(d->r);
      if (ln && name == cc(ln)) break;
      r = run(a, [&] { return xmlTextReaderNext(d->r); });
    }
  }
  a.retBool(r == 1);
}

void nameNotEmpty(NativeArgs& a, std::string_view v, int argNo, const char* pname) {
  if (v.empty())
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%d ($%s) cannot be empty", xmlext::funcName(a).c_str(), argNo, pname);
}

void f_getAttribute(NativeArgs& a) {
  Reader* d = self(a);
  if (!d->r) return;
  std::string n(a.sv(0));
  xmlChar* v = xmlTextReaderGetAttribute(d->r, xc(n.c_str()));
  if (v) a.retString(takeString(v));
}
void f_getAttributeNo(NativeArgs& a) {
  Reader* d = self(a);
  if (!d->r) return;
  xmlChar* v = xmlTextReaderGetAttributeNo(d->r, int(a.i64(0)));
  if (v) a.retString(takeString(v));
}
void f_getAttributeNs(NativeArgs& a) {
  Reader* d = self(a);
  nameNotEmpty(a, a.sv(0), 1, "name");
  nameNotEmpty(a, a.sv(1), 2, "namespace");
  if (!d->r) return;
  xmlChar* v = xmlTextReaderGetAttributeNs(d->r, xc(std::string(a.sv(0)).c_str()), xc(std::string(a.sv(1)).c_str()));
  if (v) a.retString(takeString(v));
}

void f_moveToAttribute(NativeArgs& a) {
  Reader* d = self(a);
  nameNotEmpty(a, a.sv(0), 1, "name");
  a.retBool(d->r && xmlTextReaderMoveToAttribute(d->r, xc(std::string(a.sv(0)).c_str())) == 1);
}
void f_moveToAttributeNo(NativeArgs& a) {
  Reader* d = self(a);
  a.retBool(d->r && xmlTextReaderMoveToAttributeNo(d->r, int(a.i64(0))) == 1);
}
void f_moveToAttributeNs(NativeArgs& a) {
  Reader* d = self(a);
  nameNotEmpty(a, a.sv(0), 1, "name");
  nameNotEmpty(a, a.sv(1), 2, "namespace");
  a.retBool(d->r && xmlTextReaderMoveToAttributeNs(d->r, xc(std::string(a.sv(0)).c_str()), xc(std::string(a.sv(1)).c_str())) == 1);
}
void f_moveToElement(NativeArgs& a) {
  Reader* d = self(a);
  a.retBool(d->r && xmlTextReaderMoveToElement(d->r) == 1);
}
void f_moveToFirstAttribute(NativeArgs& a) {
  Reader* d = self(a);
  a.retBool(d->r && xmlTextReaderMoveToFirstAttribute(d->r) == 1);
}
void f_moveToNextAttribute(NativeArgs& a) {
  Reader* d = self(a);
  a.retBool(d->r && xmlTextReaderMoveToNextAttribute(d->r) == 1);
}

void f_lookupNamespace(NativeArgs& a) {
  Reader* d = self(a);
  if (!d->r) return;
  std::string p(a.sv(0));
  xmlChar* v = xmlTextReaderLookupNamespace(d->r, p.empty() ? nullptr : xc(p.c_str()));
  if (v) a.retString(takeString(v));
}

void f_isValid(NativeArgs& a) {
  Reader* d = self(a);
  a.retBool(d->r && run(a, [&] { return xmlTextReaderIsValid(d->r); }) == 1);
}

bool validProperty(int64_t p) { return p >= 1 && p <= 4; }

void f_getParserProperty(NativeArgs& a) {
  Reader* d = self(a);
  if (!validProperty(a.i64(0))) throwError(ErrorKind::ValueError, "XMLReader::getParserProperty(): Argument #1 ($property) must be a valid parser property");
  if (!d->r) {
    a.retBool(false);
    return;
  }
  a.retBool(xmlTextReaderGetParserProp(d->r, int(a.i64(0))) == 1);
}

void f_setParserProperty(NativeArgs& a) {
  Reader* d = self(a);
  if (!validProperty(a.i64(0))) throwError(ErrorKind::ValueError, "XMLReader::setParserProperty(): Argument #1 ($property) must be a valid parser property");
  if (!d->r) {
    a.retBool(false);
    return;
  }
  a.retBool(xmlTextReaderSetParserProp(d->r, int(a.i64(0)), a.b(1) ? 1 : 0) == 0);
}

std::string readXml(NativeArgs& a, int which) {
  Reader* d = self(a);
  if (!d->r) return "";
  xmlChar* v = run(a, [&] {
    return which == 0 ? xmlTextReaderReadInnerXml(d->r) : which == 1 ? xmlTextReaderReadOuterXml(d->r) : xmlTextReaderReadString(d->r);
  });
  return takeString(v);
}
void f_readInnerXml(NativeArgs& a) { a.retString(readXml(a, 0)); }
void f_readOuterXml(NativeArgs& a) { a.retString(readXml(a, 1)); }
void f_readString(NativeArgs& a) { a.retString(readXml(a, 2)); }

std::string cwdDir() {
  char buf[PATH_MAX];
  if (!getcwd(buf, sizeof buf)) return "";
  std::string s = buf;
  if (s.empty() || s.back() != '/') s += '/';
  return s;
}

bool checkEncoding(NativeArgs& a) {
  if (!a.isNull(1) && a.sv(1).find('\0') != std::string_view::npos) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($encoding) must not contain any null bytes", xmlext::funcName(a).c_str());
  }
  return true;
}

void f_open(NativeArgs& a) {
  std::string uri(a.sv(0));
  if (uri.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($uri) cannot be empty", xmlext::funcName(a).c_str());
  checkEncoding(a);
  xmlext::ensureInit();
  std::string path = uri;
  if (path.compare(0, 7, "file://") == 0) path = path.substr(7);
  else if (!path.empty() && path[0] != '/' && path.find("://") == std::string::npos) path = cwdDir() + path;
  std::string enc = a.isNull(1) ? "" : std::string(a.sv(1));
  xmlTextReaderPtr r = run(a, [&] { return xmlReaderForFile(path.c_str(), enc.empty() ? nullptr : enc.c_str(), int(a.i64Or(2, 0))); });
  if (!r) {
    raiseWarning("%s(): Unable to open source data", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  Reader* d = self(a);
  freeReader(d);
  d->r = r;
  a.retBool(true);
}

void f_XML(NativeArgs& a) {
  std::string src(a.sv(0));
  if (src.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($source) cannot be empty", xmlext::funcName(a).c_str());
  checkEncoding(a);
  xmlext::ensureInit();
  xmlParserInputBufferPtr in = xmlParserInputBufferCreateMem(src.data(), int(src.size()), XML_CHAR_ENCODING_NONE);
  if (!in) {
    raiseWarning("%s(): Unable to load source data", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  std::string dir = cwdDir();
  xmlTextReaderPtr r = xmlNewTextReader(in, dir.c_str());
  std::string enc = a.isNull(1) ? "" : std::string(a.sv(1));
  if (!r || xmlTextReaderSetup(r, nullptr, dir.c_str(), enc.empty() ? nullptr : enc.c_str(), int(a.i64Or(2, 0))) != 0) {
    if (r) xmlFreeTextReader(r);
    xmlFreeParserInputBuffer(in);
    raiseWarning("%s(): Unable to load source data", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  Reader* d = self(a);
  freeReader(d);
  d->r = r;
  d->input = in;
  a.retBool(true);
}

void f_setSchema(NativeArgs& a) {
  Reader* d = self(a);
  if (!a.isNull(0) && a.sv(0).empty())
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($filename) cannot be empty", xmlext::funcName(a).c_str());
  if (!d->r) {
    raiseWarning("%s(): Schema contains errors", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  std::string f = a.isNull(0) ? "" : std::string(a.sv(0));
  int r = run(a, [&] { return xmlTextReaderSchemaValidate(d->r, a.isNull(0) ? nullptr : f.c_str()); });
  if (r == 0) {
    a.retBool(true);
    return;
  }
  raiseWarning("%s(): Schema contains errors", xmlext::funcName(a).c_str());
  a.retBool(false);
}

void relaxng(NativeArgs& a, bool source) {
  Reader* d = self(a);
  if (!a.isNull(0) && a.sv(0).empty())
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) cannot be empty", xmlext::funcName(a).c_str(),
                source ? "source" : "filename");
  if (!d->r) {
    raiseWarning("%s(): Unable to set schema. This must be set prior to reading or schema contains errors.",
                 xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  xmlRelaxNGPtr schema = nullptr;
  if (!a.isNull(0)) {
    std::string s(a.sv(0));
    schema = run(a, [&] {
      xmlRelaxNGParserCtxtPtr p = source ? xmlRelaxNGNewMemParserCtxt(s.data(), int(s.size())) : xmlRelaxNGNewParserCtxt(s.c_str());
      xmlRelaxNGPtr sc = p ? xmlRelaxNGParse(p) : nullptr;
      if (p) xmlRelaxNGFreeParserCtxt(p);
      return sc;
    });
    if (!schema) {
      raiseWarning("%s(): Unable to set schema. This must be set prior to reading or schema contains errors.",
                   xmlext::funcName(a).c_str());
      a.retBool(false);
      return;
    }
  }
  int r = xmlTextReaderRelaxNGSetSchema(d->r, schema);
  if (r == 0) {
    if (d->schema) xmlRelaxNGFree(d->schema);
    d->schema = schema;
    a.retBool(true);
    return;
  }
  if (schema) xmlRelaxNGFree(schema);
  raiseWarning("%s(): Unable to set schema. This must be set prior to reading or schema contains errors.",
               xmlext::funcName(a).c_str());
  a.retBool(false);
}
void f_setRelaxNGSchema(NativeArgs& a) { relaxng(a, false); }
void f_setRelaxNGSchemaSource(NativeArgs& a) { relaxng(a, true); }

void f_expand(NativeArgs& a) {
  Reader* d = self(a);
  xmlDocPtr doc = nullptr;
  ObjectData* baseDoc = nullptr;
  if (!a.isNull(0)) {
    xmlNodePtr base = dom::nodeOf(a.obj(0));
    doc = base->doc;
    if (base->type == XML_DOCUMENT_NODE || base->type == XML_HTML_DOCUMENT_NODE) doc = reinterpret_cast<xmlDocPtr>(base);
    if (!doc) throwError(ErrorKind::ValueError, "XMLReader::expand(): Argument #1 ($baseNode) must be associated with a document");
    baseDoc = a.obj(0);
  }
  if (!d->r) throwError(ErrorKind::Error, "Data must be loaded before expanding");
  xmlNodePtr n = run(a, [&] { return xmlTextReaderExpand(d->r); });
  if (!n) {
    raiseWarning("%s(): An Error Occurred while expanding", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  (void)baseDoc;
  // php copies the subtree into the given document (or a new one).
  if (!doc) {
    doc = xmlNewDoc(xc("1.0"));
    dom::newDocRef(doc);
  }
  xmlNodePtr c = xmlDocCopyNode(n, doc, 1);
  if (!c) {
    a.retBool(false);
    return;
  }
  dom::orphan(c);
  a.retObject(dom::wrap(c));
}

const BuiltinDecl kXmlReader[] = {
    {"XMLReader::close", f_close},
    {"XMLReader::read", f_read},
    {"XMLReader::next", f_next},
    {"XMLReader::getAttribute", f_getAttribute},
    {"XMLReader::getAttributeNo", f_getAttributeNo},
    {"XMLReader::getAttributeNs", f_getAttributeNs},
    {"XMLReader::moveToAttribute", f_moveToAttribute},
    {"XMLReader::moveToAttributeNo", f_moveToAttributeNo},
    {"XMLReader::moveToAttributeNs", f_moveToAttributeNs},
    {"XMLReader::moveToElement", f_moveToElement},
    {"XMLReader::moveToFirstAttribute", f_moveToFirstAttribute},
    {"XMLReader::moveToNextAttribute", f_moveToNextAttribute},
    {"XMLReader::lookupNamespace", f_lookupNamespace},
    {"XMLReader::isValid", f_isValid},
    {"XMLReader::getParserProperty", f_getParserProperty},
    {"XMLReader::setParserProperty", f_setParserProperty},
    {"XMLReader::readInnerXml", f_readInnerXml},
    {"XMLReader::readOuterXml", f_readOuterXml},
    {"XMLReader::readString", f_readString},
    {"XMLReader::open", f_open},
    {"XMLReader::XML", f_XML},
    {"XMLReader::setSchema", f_setSchema},
    {"XMLReader::setRelaxNGSchema", f_setRelaxNGSchema},
    {"XMLReader::setRelaxNGSchemaSource", f_setRelaxNGSchemaSource},
    {"XMLReader::expand", f_expand},
};
HOP_REGISTER_BUILTINS(kXmlReader);

HOP_REGISTER_EXTENSION("xmlreader");

} // namespace
} // namespace hop
