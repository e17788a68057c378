// dom-document.cpp — DOMDocument (create*, load/save of XML and HTML, validation, importNode) and DOMImplementation.
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/uri.h>
#include <libxml/valid.h>
#include <libxml/xinclude.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlschemas.h>

#include <unistd.h>

#include <climits>
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

namespace {

xmlDocPtr docPtr(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (n->type != XML_DOCUMENT_NODE && n->type != XML_HTML_DOCUMENT_NODE)
    throwErrorF(ErrorKind::Error, "Couldn't fetch %s", a.thisObj->cls()->name->data());
  return reinterpret_cast<xmlDocPtr>(n);
}

/// Makes `doc` the document of the DOMDocument object o (settings kept).
void bindDoc(ObjectData* o, xmlDocPtr doc) {
  DomData* d = data(o);
  DocRef* old = d->kind == Kind::Node ? d->ref : nullptr;
  DocRef* r = newDocRef(doc);
  if (old) {
    r->formatOutput = old->formatOutput;
    r->validateOnParse = old->validateOnParse;
    r->resolveExternals = old->resolveExternals;
    r->preserveWhiteSpace = old->preserveWhiteSpace;
    r->substituteEntities = old->substituteEntities;
    r->stricterror = old->stricterror;
    r->recover = old->recover;
    r->classMap = old->classMap;
    if (old->docObj == o) old->docObj = nullptr;
  }
  d->kind = Kind::Node;
  d->node = reinterpret_cast<xmlNodePtr>(doc);
  d->ref = r;
  r->refs = 1;
  r->docObj = o;
  if (old) docRefDecRef(old);
}

void f_docCtor(NativeArgs& a) {
  std::string version(a.svOr(0, "1.0"));
  xmlext::ensureInit();
  xmlDocPtr doc = xmlNewDoc(xc(version.c_str()));
  if (!doc) return;
  if (a.has(1) && !a.sv(1).empty()) doc->encoding = xmlStrdup(xc(std::string(a.sv(1)).c_str()));
  bindDoc(a.thisObj, doc);
}

std::string cwdDir() {
  char buf[PATH_MAX];
  if (!getcwd(buf, sizeof buf)) return "";
  std::string s = buf;
  if (s.empty() || s.back() != '/') s += '/';
  return s;
}

/// php's dom_document_parser: parses a file or a string with the document's settings.
xmlDocPtr parseXml(NativeArgs& a, DocRef* ref, bool file, const std::string& src, int64_t options) {
  int opts = int(options);
  bool recover = ref && ref->recover;
  if (ref) {
    if (ref->validateOnParse) opts |= XML_PARSE_DTDVALID;
    if (ref->resolveExternals) opts |= XML_PARSE_DTDATTR;
    if (ref->substituteEntities) opts |= XML_PARSE_NOENT;
    if (!ref->preserveWhiteSpace) opts |= XML_PARSE_NOBLANKS;
    if (recover) opts |= XML_PARSE_RECOVER;
  }
  xmlext::ErrorCapture cap;
  xmlParserCtxtPtr ctxt;
  if (file) {
    ctxt = xmlCreateFileParserCtxt(src.c_str());
  } else {
    ctxt = xmlCreateMemoryParserCtxt(src.data(), int(src.size()));
  }
  if (!ctxt) {
    cap.report(xmlext::funcName(a));
    return nullptr;
  }
  if (!file) {
    std::string dir = cwdDir();
    if (!dir.empty()) {
      if (ctxt->directory) xmlFree(ctxt->directory);
      ctxt->directory = reinterpret_cast<char*>(xmlCanonicPath(xc(dir.c_str())));
    }
  }
  ctxt->recovery = recover;
  if (ref) {
    ctxt->validate = ref->validateOnParse;
    ctxt->loadsubset = ref->resolveExternals ? XML_COMPLETE_ATTRS : 0;
    if (ref->validateOnParse) ctxt->loadsubset |= XML_DETECT_IDS;
    ctxt->replaceEntities = ref->substituteEntities;
  }
  ctxt->keepBlanks = !(opts & XML_PARSE_NOBLANKS);
  xmlCtxtUseOptions(ctxt, opts);
  xmlParseDocument(ctxt);
  xmlDocPtr ret = nullptr;
  if (ctxt->wellFormed || recover) {
    ret = ctxt->myDoc;
    if (ret && !ret->URL && ctxt->directory) ret->URL = xmlStrdup(xc(ctxt->directory));
  } else if (ctxt->myDoc) {
    xmlFreeDoc(ctxt->myDoc);
  }
  ctxt->myDoc = nullptr;
  xmlFreeParserCtxt(ctxt);
  cap.dropSilenced(opts);
  if (!recover) cap.report(xmlext::funcName(a));
  return ret;
}

std::string resolvePath(const std::string& p) {
  if (p.compare(0, 7, "file://") == 0) return p.substr(7);
  if (p.find("://") != std::string::npos || p.empty() || p[0] == '/') return p;
  return cwdDir() + p;
}

void load(NativeArgs& a, bool file) {
  std::string src(a.sv(0));
  if (src.empty()) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) must not be empty", xmlext::funcName(a).c_str(),
                file ? "filename" : "source");
  }
  int64_t options = a.i64Or(1, 0);
  if (options < 0 || options > INT_MAX) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($options) is invalid", xmlext::funcName(a).c_str());
  }
  if (file && src.find('\0') != std::string::npos) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($filename) must not contain any null bytes",
                xmlext::funcName(a).c_str());
  }
  DocRef* ref = data(a.thisObj)->kind == Kind::Node ? data(a.thisObj)->ref : nullptr;
  xmlDocPtr doc = parseXml(a, ref, file, file ? resolvePath(src) : src, options);
  if (!doc) {
    a.retBool(false);
    return;
  }
  bindDoc(a.thisObj, doc);
  a.retBool(true);
}

void f_load(NativeArgs& a) { load(a, true); }
void f_loadXML(NativeArgs& a) { load(a, false); }

void loadHtml(NativeArgs& a, bool file) {
  std::string src(a.sv(0));
  if (src.empty()) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) must not be empty", xmlext::funcName(a).c_str(),
                file ? "filename" : "source");
  }
  int64_t options = a.i64Or(1, 0);
  xmlext::ErrorCapture cap;
  htmlParserCtxtPtr ctxt = file ? htmlCreateFileParserCtxt(resolvePath(src).c_str(), nullptr)
                                : htmlCreateMemoryParserCtxt(src.data(), int(src.size()));
  if (!ctxt) {
    cap.report(xmlext::funcName(a));
    a.retBool(false);
    return;
  }
  if (options) htmlCtxtUseOptions(ctxt, int(options));
  htmlParseDocument(ctxt);
  xmlDocPtr doc = ctxt->myDoc;
  ctxt->myDoc = nullptr;
  htmlFreeParserCtxt(ctxt);
  DocRef* ref = data(a.thisObj)->kind == Kind::Node ? data(a.thisObj)->ref : nullptr;
  cap.dropSilenced(int(options));
  if (!(ref && ref->recover)) cap.report(xmlext::funcName(a));
  if (!doc) {
    a.retBool(false);
    return;
  }
  bindDoc(a.thisObj, doc);
  data(a.thisObj)->ref->isHtml = true;
  a.retBool(true);
}
void f_loadHTML(NativeArgs& a) { loadHtml(a, false); }
void f_loadHTMLFile(NativeArgs& a) { loadHtml(a, true); }

} // namespace

std::string dumpNode(xmlNodePtr n, bool format, int options) {
  xmlBufferPtr buf = xmlBufferCreate();
  int old = xmlSaveNoEmptyTags;
  if (options & XML_SAVE_NO_EMPTY) xmlSaveNoEmptyTags = 1;
  xmlNodeDump(buf, n->doc, n, 0, format ? 1 : 0);
  xmlSaveNoEmptyTags = old;
  std::string s(cc(xmlBufferContent(buf)), size_t(xmlBufferLength(buf)));
  xmlBufferFree(buf);
  return s;
}

namespace {

void f_saveXML(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  DocRef* ref = data(a.thisObj)->ref;
  bool format = ref && ref->formatOutput;
  int options = int(a.i64Or(1, 0));
  if (!a.isNull(0)) {
    xmlNodePtr n = argNode(a, 0);
    if (n->doc != doc) {
      domError(WRONG_DOCUMENT_ERR, ref);
      a.retBool(false);
      return;
    }
    a.retString(dumpNode(n, format, options));
    return;
  }
  xmlChar* mem = nullptr;
  int size = 0;
  int old = xmlSaveNoEmptyTags;
  if (options & XML_SAVE_NO_EMPTY) xmlSaveNoEmptyTags = 1;
  if (options & XML_SAVE_NO_DECL) {
    // Without the declaration: each top-level node.
    std::string s;
    for (xmlNodePtr c = doc->children; c; c = c->next) {
      s += dumpNode(c, format, options);
      s += '\n';
    }
    xmlSaveNoEmptyTags = old;
    a.retString(s);
    return;
  }
  xmlDocDumpFormatMemory(doc, &mem, &size, format ? 1 : 0);
  xmlSaveNoEmptyTags = old;
  if (!mem) {
    a.retBool(false);
    return;
  }
  a.retString(std::string_view(cc(mem), size_t(size)));
  xmlFree(mem);
}

void f_save(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string file(a.sv(0));
  if (file.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($filename) must not be empty", xmlext::funcName(a).c_str());
  DocRef* ref = data(a.thisObj)->ref;
  int options = int(a.i64Or(1, 0));
  int old = xmlSaveNoEmptyTags;
  if (options & XML_SAVE_NO_EMPTY) xmlSaveNoEmptyTags = 1;
  int r = xmlSaveFormatFileEnc(resolvePath(file).c_str(), doc, nullptr, ref && ref->formatOutput ? 1 : 0);
  xmlSaveNoEmptyTags = old;
  if (r < 0) a.retBool(false);
  else a.retInt(r);
}

void f_saveHTML(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  DocRef* ref = data(a.thisObj)->ref;
  bool format = ref && ref->formatOutput;
  if (!a.isNull(0)) {
    xmlNodePtr n = argNode(a, 0);
    if (n->doc != doc) {
      domError(WRONG_DOCUMENT_ERR, ref);
      a.retBool(false);
      return;
    }
    xmlOutputBufferPtr out = xmlAllocOutputBuffer(nullptr);
    if (n->type == XML_DOCUMENT_FRAG_NODE) {
      for (xmlNodePtr c = n->children; c; c = c->next) htmlNodeDumpFormatOutput(out, doc, c, nullptr, format);
    } else {
      htmlNodeDumpFormatOutput(out, doc, n, nullptr, format);
    }
    xmlOutputBufferFlush(out);
    const xmlChar* c = xmlOutputBufferGetContent(out);
    a.retString(std::string_view(c ? cc(c) : "", xmlOutputBufferGetSize(out)));
    xmlOutputBufferClose(out);
    return;
  }
  xmlChar* mem = nullptr;
  int size = 0;
  htmlDocDumpMemoryFormat(doc, &mem, &size, format ? 1 : 0);
  if (!mem) {
    a.retBool(false);
    return;
  }
  a.retString(std::string_view(cc(mem), size_t(size)));
  xmlFree(mem);
}

void f_saveHTMLFile(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string file(a.sv(0));
  if (file.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($filename) must not be empty", xmlext::funcName(a).c_str());
  DocRef* ref = data(a.thisObj)->ref;
  int r = htmlSaveFileFormat(resolvePath(file).c_str(), doc, nullptr, ref && ref->formatOutput ? 1 : 0);
  if (r < 0) a.retBool(false);
  else a.retInt(r);
}

// --- Node factories -----------------------------------------------------------------------------

TypedValue newNodeTv(xmlNodePtr n) {
  if (!n) return makeBool(false);
  orphan(n);
  return makeObjectNoIncRef(wrap(n));
}

void f_createElement(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string name(a.sv(0));
  if (!validName(name)) {
    domError(INVALID_CHARACTER_ERR, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  xmlext::ErrorCapture cap;
  xmlNodePtr n = xmlNewDocNode(doc, nullptr, xc(name.c_str()), a.has(1) ? xc(std::string(a.sv(1)).c_str()) : nullptr);
  cap.report(xmlext::funcName(a));
  a.retValue(newNodeTv(n));
}

void f_createElementNS(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string name(a.sv(1));
  std::string prefix, local;
  int err = checkQName(name, prefix, local, !uri.empty());
  xmlNodePtr n = nullptr;
  if (!err) {
    if (validName(local)) {
      xmlext::ErrorCapture cap;
      n = xmlNewDocNode(doc, nullptr, xc(local.c_str()), a.has(2) ? xc(std::string(a.sv(2)).c_str()) : nullptr);
      cap.report(xmlext::funcName(a));
      if (n && !uri.empty()) {
        xmlNsPtr ns = xmlSearchNsByHref(doc, n, xc(uri.c_str()));
        if (!ns) ns = newNsChecked(n, uri, prefix, err);
        xmlSetNs(n, ns);
      }
    } else {
      err = INVALID_CHARACTER_ERR;
    }
  }
  if (err) {
    if (n) xmlFreeNode(n);
    domError(err, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  a.retValue(newNodeTv(n));
}

void f_createAttribute(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string name(a.sv(0));
  if (!validName(name)) {
    domError(INVALID_CHARACTER_ERR, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  a.retValue(newNodeTv(reinterpret_cast<xmlNodePtr>(xmlNewDocProp(doc, xc(name.c_str()), nullptr))));
}

void f_createAttributeNS(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string name(a.sv(1));
  xmlNodePtr root = xmlDocGetRootElement(doc);
  if (!root) {
    raiseWarning("%s(): Document Missing Root Element", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  std::string prefix, local;
  int err = checkQName(name, prefix, local, !uri.empty());
  xmlNodePtr n = nullptr;
  if (!err) {
    if (validName(local)) {
      n = reinterpret_cast<xmlNodePtr>(xmlNewDocProp(doc, xc(local.c_str()), nullptr));
      if (n && !uri.empty()) {
        xmlNsPtr ns = xmlSearchNsByHref(doc, root, xc(uri.c_str()));
        if (!ns || !ns->prefix) ns = newNsChecked(root, uri, prefix.empty() ? "default" : prefix, err);
        xmlSetNs(n, ns);
      }
    } else {
      err = INVALID_CHARACTER_ERR;
    }
  }
  if (err) {
    if (n) xmlFreeProp(reinterpret_cast<xmlAttrPtr>(n));
    domError(err, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  a.retValue(newNodeTv(n));
}

void f_createTextNode(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  a.retValue(newNodeTv(xmlNewDocTextLen(doc, xc(std::string(a.sv(0)).c_str()), int(a.sv(0).size()))));
}
void f_createComment(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  a.retValue(newNodeTv(xmlNewDocComment(doc, xc(std::string(a.sv(0)).c_str()))));
}
void f_createCDATASection(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  a.retValue(newNodeTv(xmlNewCDataBlock(doc, xc(std::string(a.sv(0)).c_str()), int(a.sv(0).size()))));
}
void f_createDocumentFragment(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  a.retValue(newNodeTv(xmlNewDocFragment(doc)));
}
void f_createProcessingInstruction(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string target(a.sv(0));
  if (!validName(target)) {
    domError(INVALID_CHARACTER_ERR, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  xmlNodePtr n = xmlNewDocPI(doc, xc(target.c_str()), a.has(1) ? xc(std::string(a.sv(1)).c_str()) : nullptr);
  a.retValue(newNodeTv(n));
}
void f_createEntityReference(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  std::string name(a.sv(0));
  if (!validName(name)) {
    domError(INVALID_CHARACTER_ERR, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  a.retValue(newNodeTv(xmlNewReference(doc, xc(name.c_str()))));
}

void f_getElementById(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  xmlAttrPtr at = xmlGetID(doc, xc(std::string(a.sv(0)).c_str()));
  if (at && at->parent) a.retValue(wrapTv(at->parent));
}

void f_docGetElementsByTagName(NativeArgs& a) {
  docPtr(a);
  a.retObject(newTagList(a.thisObj, std::string(a.sv(0)), nullptr));
}
void f_docGetElementsByTagNameNS(NativeArgs& a) {
  docPtr(a);
  std::string ns = a.isNull(0) ? "" : std::string(a.sv(0));
  a.retObject(newTagList(a.thisObj, std::string(a.sv(1)), &ns));
}

void f_importNode(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  xmlNodePtr n = argNode(a, 0);
  int deep = a.bOr(1, false) ? 1 : 0;
  if (n->type == XML_HTML_DOCUMENT_NODE || n->type == XML_DOCUMENT_NODE || n->type == XML_DOCUMENT_TYPE_NODE) {
    raiseWarning("%s(): Cannot import: Node Type Not Supported", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  if (n->doc == doc) {
    a.retObject(wrap(n));
    return;
  }
  if (!deep && n->type == XML_ELEMENT_NODE) deep = 2;
  xmlNodePtr c = xmlDocCopyNode(n, doc, deep);
  if (!c) {
    a.retBool(false);
    return;
  }
  if (c->type == XML_ATTRIBUTE_NODE && n->ns) {
    xmlNodePtr root = xmlDocGetRootElement(doc);
    xmlNsPtr ns = root ? xmlSearchNsByHref(doc, root, n->ns->href) : nullptr;
    int err;
    if (!ns && root) ns = newNsChecked(root, cc(n->ns->href), n->ns->prefix ? cc(n->ns->prefix) : "", err);
    xmlSetNs(c, ns);
  }
  a.retValue(newNodeTv(c));
}

void f_adoptNode(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  xmlNodePtr n = argNode(a, 0);
  if (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) {
    domError(NOT_SUPPORTED_ERR, data(a.thisObj)->ref);
    a.retBool(false);
    return;
  }
  if (n->doc == doc || !n->doc) {
    if (n->parent) {
      xmlUnlinkNode(n);
      orphan(n);
    }
    if (!n->doc) {
      adopt(n, doc);
      orphan(n);
    }
    a.retObject(wrap(n));
    return;
  }
  domError(NOT_SUPPORTED_ERR, data(a.thisObj)->ref);
  a.retBool(false);
}

void f_normalizeDocument(NativeArgs& a) {
  docPtr(a);
  TypedValue r = callMethod(a.thisObj, "normalize", nullptr, 0);
  tvDecRef(r);
}

void f_registerNodeClass(NativeArgs& a) {
  docPtr(a);
  Class* base = lookupClassAutoload(a.sv(0));
  Class* domNode = lookupClassAutoload("DOMNode");
  if (!base || !base->isSubclassOf(domNode) || !base->pre || !base->name) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($baseClass) must be a class name derived from DOMNode, %s given",
                xmlext::funcName(a).c_str(), std::string(a.sv(0)).c_str());
  }
  std::string lower = base->name->str();
  for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  DocRef* ref = data(a.thisObj)->ref;
  if (a.isNull(1)) {
    ref->classMap.erase(lower);
    a.retBool(true);
    return;
  }
  Class* ext = lookupClassAutoload(a.sv(1));
  if (!ext || !ext->isSubclassOf(base) || ext->isAbstract()) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($extendedClass) must be a class name derived from %s or null, %s given",
                xmlext::funcName(a).c_str(), base->name->data(), std::string(a.sv(1)).c_str());
  }
  ref->classMap[lower] = ext;
  a.retBool(true);
}

void f_validate(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  xmlext::ErrorCapture cap;
  xmlValidCtxtPtr cvp = xmlNewValidCtxt();
  int r = xmlValidateDocument(cvp, doc);
  xmlFreeValidCtxt(cvp);
  cap.report(xmlext::funcName(a));
  a.retBool(r == 1);
}

void schemaValidate(NativeArgs& a, bool source) {
  xmlDocPtr doc = docPtr(a);
  std::string s(a.sv(0));
  if (s.empty()) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) must not be empty", xmlext::funcName(a).c_str(),
                source ? "source" : "filename");
  }
  int64_t flags = a.i64Or(1, 0);
  if (flags != 0 && flags != 1) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($flags) must be a valid flag", xmlext::funcName(a).c_str());
  }
  xmlext::ErrorCapture cap;
  xmlSchemaParserCtxtPtr p = source ? xmlSchemaNewMemParserCtxt(s.data(), int(s.size()))
                                    : xmlSchemaNewParserCtxt(resolvePath(s).c_str());
  xmlSchemaPtr schema = p ? xmlSchemaParse(p) : nullptr;
  if (p) xmlSchemaFreeParserCtxt(p);
  if (!schema) {
    cap.report(xmlext::funcName(a));
    raiseWarning("%s(): Invalid Schema", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  xmlSchemaValidCtxtPtr v = xmlSchemaNewValidCtxt(schema);
  if (flags & 1) xmlSchemaSetValidOptions(v, XML_SCHEMA_VAL_VC_I_CREATE);
  int r = xmlSchemaValidateDoc(v, doc);
  xmlSchemaFreeValidCtxt(v);
  xmlSchemaFree(schema);
  cap.report(xmlext::funcName(a));
  a.retBool(r == 0);
}
void f_schemaValidate(NativeArgs& a) { schemaValidate(a, false); }
void f_schemaValidateSource(NativeArgs& a) { schemaValidate(a, true); }

void relaxValidate(NativeArgs& a, bool source) {
  xmlDocPtr doc = docPtr(a);
  std::string s(a.sv(0));
  if (s.empty()) {
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($%s) must not be empty", xmlext::funcName(a).c_str(),
                source ? "source" : "filename");
  }
  xmlext::ErrorCapture cap;
  xmlRelaxNGParserCtxtPtr p = source ? xmlRelaxNGNewMemParserCtxt(s.data(), int(s.size()))
                                     : xmlRelaxNGNewParserCtxt(resolvePath(s).c_str());
  xmlRelaxNGPtr schema = p ? xmlRelaxNGParse(p) : nullptr;
  if (p) xmlRelaxNGFreeParserCtxt(p);
  if (!schema) {
    cap.report(xmlext::funcName(a));
    raiseWarning("%s(): Invalid RelaxNG", xmlext::funcName(a).c_str());
    a.retBool(false);
    return;
  }
  xmlRelaxNGValidCtxtPtr v = xmlRelaxNGNewValidCtxt(schema);
  int r = xmlRelaxNGValidateDoc(v, doc);
  xmlRelaxNGFreeValidCtxt(v);
  xmlRelaxNGFree(schema);
  cap.report(xmlext::funcName(a));
  a.retBool(r == 0);
}
void f_relaxNGValidate(NativeArgs& a) { relaxValidate(a, false); }
void f_relaxNGValidateSource(NativeArgs& a) { relaxValidate(a, true); }

void removeXincludeNodes(xmlNodePtr n) {
  xmlNodePtr c = n->children;
  while (c) {
    xmlNodePtr next = c->next;
    if (c->type == XML_XINCLUDE_START || c->type == XML_XINCLUDE_END) {
      if (c->type == XML_XINCLUDE_START) {
        // Keep the included content, drop the marker.
      }
      xmlUnlinkNode(c);
      if (!c->_private) xmlFreeNode(c);
      else orphan(c);
    } else if (c->type == XML_ELEMENT_NODE) {
      removeXincludeNodes(c);
    }
    c = next;
  }
}

void f_xinclude(NativeArgs& a) {
  xmlDocPtr doc = docPtr(a);
  int64_t flags = a.i64Or(0, 0);
  xmlext::ErrorCapture cap;
  int r = xmlXIncludeProcessFlags(doc, int(flags));
  cap.report(xmlext::funcName(a));
  xmlNodePtr root = xmlDocGetRootElement(doc);
  if (root) removeXincludeNodes(root);
  if (r) a.retInt(r);
  else a.retBool(false);
}

// --- DOMImplementation -------------------------------------------------------------------------------

void f_implHasFeature(NativeArgs& a) {
  std::string f(a.sv(0)), v(a.sv(1));
  for (char& c : f) c = char(std::tolower(static_cast<unsigned char>(c)));
  bool ok = (f == "core" || f == "xml") && (v.empty() || v == "1.0" || v == "2.0");
  a.retBool(ok);
}

void f_implGetFeature(NativeArgs& a) { throwDom(NOT_SUPPORTED_ERR); }

void f_implCreateDocumentType(NativeArgs& a) {
  std::string name(a.sv(0));
  if (name.empty())
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($qualifiedName) must not be empty", xmlext::funcName(a).c_str());
  std::string pub(a.svOr(1, "")), sys(a.svOr(2, ""));
  xmlChar* prefix = nullptr;
  xmlChar* local = xmlSplitQName2(xc(name.c_str()), &prefix);
  std::string l = local ? cc(local) : name;
  if (local) xmlFree(local);
  if (prefix) xmlFree(prefix);
  xmlDtdPtr dtd = xmlCreateIntSubset(nullptr, xc(l.c_str()), pub.empty() ? nullptr : xc(pub.c_str()),
                                     sys.empty() ? nullptr : xc(sys.c_str()));
  if (!dtd) {
    a.retBool(false);
    return;
  }
  ObjectData* o = ObjectData::make(lookupClassAutoload("DOMDocumentType"));
  attachLone(o, reinterpret_cast<xmlNodePtr>(dtd));
  a.retObject(o);
}

void f_implCreateDocument(NativeArgs& a) {
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string name(a.svOr(1, ""));
  xmlNodePtr dtdNode = a.isNull(2) ? nullptr : argNode(a, 2);
  if (dtdNode && dtdNode->doc) throwDom(WRONG_DOCUMENT_ERR);
  std::string prefix, local;
  int err = 0;
  if (!name.empty()) err = checkQName(name, prefix, local, !uri.empty());
  if (err) throwDom(err);
  xmlext::ensureInit();
  xmlDocPtr doc = xmlNewDoc(xc("1.0"));
  DocRef* r = newDocRef(doc);
  ObjectData* docObj = ObjectData::make(lookupClassAutoload("DOMDocument"));
  DomData* d = data(docObj);
  d->kind = Kind::Node;
  d->node = reinterpret_cast<xmlNodePtr>(doc);
  d->ref = r;
  r->refs = 1;
  r->docObj = docObj;
  if (dtdNode) {
    xmlDtdPtr dtd = reinterpret_cast<xmlDtdPtr>(dtdNode);
    adopt(dtdNode, doc);
    xmlSetTreeDoc(dtdNode, doc);
    dtdNode->parent = reinterpret_cast<xmlNodePtr>(doc);
    doc->intSubset = dtd;
    doc->children = doc->last = dtdNode;
  }
  if (!local.empty()) {
    xmlNodePtr root = xmlNewDocNode(doc, nullptr, xc(local.c_str()), nullptr);
    if (!uri.empty()) {
      xmlNsPtr ns = newNsChecked(root, uri, prefix, err);
      if (!ns) {
        xmlFreeNode(root);
        docObj->decRef();
        throwDom(NAMESPACE_ERR);
      }
      xmlSetNs(root, ns);
    }
    linkChild(reinterpret_cast<xmlNodePtr>(doc), root, nullptr);
  }
  a.retObject(docObj);
}

const BuiltinDecl kDomDocument[] = {
    {"DOMDocument::__construct", f_docCtor},
    {"DOMDocument::load", f_load},
    {"DOMDocument::loadXML", f_loadXML},
    {"DOMDocument::loadHTML", f_loadHTML},
    {"DOMDocument::loadHTMLFile", f_loadHTMLFile},
    {"DOMDocument::saveXML", f_saveXML},
    {"DOMDocument::save", f_save},
    {"DOMDocument::saveHTML", f_saveHTML},
    {"DOMDocument::saveHTMLFile", f_saveHTMLFile},
    {"DOMDocument::createElement", f_createElement},
    {"DOMDocument::createElementNS", f_createElementNS},
    {"DOMDocument::createAttribute", f_createAttribute},
    {"DOMDocument::createAttributeNS", f_createAttributeNS},
    {"DOMDocument::createTextNode", f_createTextNode},
    {"DOMDocument::createComment", f_createComment},
    {"DOMDocument::createCDATASection", f_createCDATASection},
    {"DOMDocument::createDocumentFragment", f_createDocumentFragment},
    {"DOMDocument::createProcessingInstruction", f_createProcessingInstruction},
    {"DOMDocument::createEntityReference", f_createEntityReference},
    {"DOMDocument::getElementById", f_getElementById},
    {"DOMDocument::getElementsByTagName", f_docGetElementsByTagName},
    {"DOMDocument::getElementsByTagNameNS", f_docGetElementsByTagNameNS},
    {"DOMDocument::importNode", f_importNode},
    {"DOMDocument::adoptNode", f_adoptNode},
    {"DOMDocument::normalizeDocument", f_normalizeDocument},
    {"DOMDocument::registerNodeClass", f_registerNodeClass},
    {"DOMDocument::validate", f_validate},
    {"DOMDocument::schemaValidate", f_schemaValidate},
    {"DOMDocument::schemaValidateSource", f_schemaValidateSource},
    {"DOMDocument::relaxNGValidate", f_relaxNGValidate},
    {"DOMDocument::relaxNGValidateSource", f_relaxNGValidateSource},
    {"DOMDocument::xinclude", f_xinclude},
    {"DOMImplementation::hasFeature", f_implHasFeature},
    {"DOMImplementation::getFeature", f_implGetFeature},
    {"DOMImplementation::createDocumentType", f_implCreateDocumentType},
    {"DOMImplementation::createDocument", f_implCreateDocument},
};
HOP_REGISTER_BUILTINS(kDomDocument);

} // namespace
} // namespace dom
} // namespace hop
