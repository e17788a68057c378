// dom-props.cpp — the properties php's DOM classes expose (readers, writers) and their var_dump view.
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/entities.h>
#include <libxml/xmlsave.h>

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

namespace {

TypedValue str(const char* s) { return makeStringNoIncRef(StringData::make(s ? s : "")); }
TypedValue strOrNull(const xmlChar* s) { return s ? str(cc(s)) : makeNull(); }
TypedValue strTv(const std::string& s) { return makeStringNoIncRef(StringData::make(s)); }

bool isDoc(xmlNodePtr n) { return n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE; }

bool childrenValid(xmlNodePtr n) {
  switch (n->type) {
    case XML_DOCUMENT_TYPE_NODE:
    case XML_DTD_NODE:
    case XML_PI_NODE:
    case XML_COMMENT_NODE:
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
    case XML_NOTATION_NODE: return false;
    default: return true;
  }
}

xmlNodePtr firstElement(xmlNodePtr n) {
  for (; n; n = n->next)
    if (n->type == XML_ELEMENT_NODE) return n;
  return nullptr;
}
xmlNodePtr lastElement(xmlNodePtr n) {
  for (; n; n = n->prev)
    if (n->type == XML_ELEMENT_NODE) return n;
  return nullptr;
}

std::string qualifiedName(xmlNodePtr n) {
  std::string s;
  if (n->ns && n->ns->prefix) {
    s = cc(n->ns->prefix);
    s += ':';
  }
  s += cc(n->name);
  return s;
}

} // namespace

std::string nodeText(xmlNodePtr n) {
  xmlChar* c = xmlNodeGetContent(n);
  std::string s = c ? cc(c) : "";
  if (c) xmlFree(c);
  return s;
}

std::string nodeValueOf(xmlNodePtr n, bool& isNull) {
  isNull = false;
  switch (n->type) {
    case XML_ATTRIBUTE_NODE:
    case XML_TEXT_NODE:
    case XML_ELEMENT_NODE:
    case XML_COMMENT_NODE:
    case XML_CDATA_SECTION_NODE:
    case XML_PI_NODE: return nodeText(n);
    case XML_NAMESPACE_DECL: {
      xmlNsPtr ns = reinterpret_cast<xmlNsPtr>(n);
      return ns->href ? cc(ns->href) : "";
    }
    default: isNull = true; return "";
  }
}

void removeChildren(xmlNodePtr n) {
  xmlNodePtr c = n->children;
  while (c) {
    xmlNodePtr next = c->next;
    detach(c);
    c = next;
  }
}

void setNodeText(xmlNodePtr n, const std::string& s) {
  if (n->type == XML_ELEMENT_NODE || n->type == XML_ATTRIBUTE_NODE || n->type == XML_DOCUMENT_FRAG_NODE) {
    removeChildren(n);
    if (!s.empty()) {
      xmlNodePtr t = xmlNewDocTextLen(n->doc, xc(s.c_str()), int(s.size()));
      linkChild(n, t, nullptr);
    }
    return;
  }
  if (n->type == XML_TEXT_NODE || n->type == XML_COMMENT_NODE || n->type == XML_CDATA_SECTION_NODE ||
      n->type == XML_PI_NODE)
    xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size()));
}

namespace {

using Getter = TypedValue (*)(ObjectData*, xmlNodePtr);
using Setter = void (*)(ObjectData*, xmlNodePtr, const TypedValue&);

struct PropDef {
  const char* name;
  Getter get;
  Setter set;   // null: read-only
};

std::string toStr(const TypedValue& v) { return toStdString(v); }

// --- DOMNode ---------------------------------------------------------------------------------

TypedValue nodeName(ObjectData*, xmlNodePtr n) {
  switch (n->type) {
    case XML_ELEMENT_NODE:
    case XML_ATTRIBUTE_NODE: return strTv(qualifiedName(n));
    case XML_NAMESPACE_DECL: {
      xmlNsPtr ns = reinterpret_cast<xmlNsPtr>(n);
      return strTv(ns->prefix ? std::string("xmlns:") + cc(ns->prefix) : std::string("xmlns"));
    }
    case XML_DOCUMENT_TYPE_NODE:
    case XML_DTD_NODE:
    case XML_PI_NODE:
    case XML_ENTITY_DECL:
    case XML_ENTITY_REF_NODE:
    case XML_NOTATION_NODE: return str(cc(n->name));
    case XML_CDATA_SECTION_NODE: return str("#cdata-section");
    case XML_COMMENT_NODE: return str("#comment");
    case XML_HTML_DOCUMENT_NODE:
    case XML_DOCUMENT_NODE: return str("#document");
    case XML_DOCUMENT_FRAG_NODE: return str("#document-fragment");
    case XML_TEXT_NODE: return str("#text");
    default: return makeNull();
  }
}
TypedValue nodeValue(ObjectData*, xmlNodePtr n) {
  bool isNull;
  std::string s = nodeValueOf(n, isNull);
  return isNull ? makeNull() : strTv(s);
}
void setNodeValue(ObjectData*, xmlNodePtr n, const TypedValue& v) {
  std::string s = toStr(v);
  switch (n->type) {
    case XML_ELEMENT_NODE:
    case XML_ATTRIBUTE_NODE: {
      removeChildren(n);
      if (!s.empty()) {
        // php sets the content as libxml2 does: entity references are parsed.
        xmlNodePtr list = xmlStringGetNodeList(n->doc, xc(s.c_str()));
        while (list) {
          xmlNodePtr next = list->next;
          list->next = list->prev = nullptr;
          list->parent = nullptr;
          linkChild(n, list, nullptr);
          list = next;
        }
      }
      break;
    }
    case XML_TEXT_NODE:
    case XML_COMMENT_NODE:
    case XML_CDATA_SECTION_NODE:
    case XML_PI_NODE: xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size())); break;
    default: break;
  }
}
TypedValue nodeType(ObjectData*, xmlNodePtr n) { return makeInt(n->type == XML_DTD_NODE ? XML_DOCUMENT_TYPE_NODE : n->type); }
TypedValue parentNode(ObjectData*, xmlNodePtr n) { return wrapTv(n->parent); }
TypedValue childNodes(ObjectData* o, xmlNodePtr) { return makeObjectNoIncRef(newNodeList(o, ListKind::Children)); }
TypedValue firstChild(ObjectData*, xmlNodePtr n) { return wrapTv(childrenValid(n) ? n->children : nullptr); }
TypedValue lastChild(ObjectData*, xmlNodePtr n) { return wrapTv(childrenValid(n) ? n->last : nullptr); }
TypedValue prevSibling(ObjectData*, xmlNodePtr n) { return wrapTv(n->prev); }
TypedValue nextSibling(ObjectData*, xmlNodePtr n) { return wrapTv(n->next); }
TypedValue attributes(ObjectData* o, xmlNodePtr n) {
  if (n->type != XML_ELEMENT_NODE) return makeNull();
  return makeObjectNoIncRef(newNodeList(o, ListKind::Attributes));
}
TypedValue ownerDocument(ObjectData*, xmlNodePtr n) {
  if (isDoc(n) || !n->doc) return makeNull();
  return wrapTv(reinterpret_cast<xmlNodePtr>(n->doc));
}
TypedValue namespaceURI(ObjectData*, xmlNodePtr n) {
  if ((n->type == XML_ELEMENT_NODE || n->type == XML_ATTRIBUTE_NODE) && n->ns) return strOrNull(n->ns->href);
  return makeNull();
}
TypedValue prefix(ObjectData*, xmlNodePtr n) {
  if ((n->type == XML_ELEMENT_NODE || n->type == XML_ATTRIBUTE_NODE) && n->ns && n->ns->prefix) return str(cc(n->ns->prefix));
  return str("");
}
void setPrefix(ObjectData*, xmlNodePtr n, const TypedValue& v) {
  if (n->type != XML_ELEMENT_NODE && n->type != XML_ATTRIBUTE_NODE) return;
  std::string p = toStr(v);
  if (!n->ns) {
    if (p.empty()) return;
    throwDom(NAMESPACE_ERR);
  }
  if (n->ns->prefix && p == cc(n->ns->prefix)) return;
  xmlNodePtr owner = n->type == XML_ATTRIBUTE_NODE ? n->parent : n;
  xmlNsPtr ns = nullptr;
  if (owner) {
    for (xmlNsPtr c = owner->nsDef; c; c = c->next)
      if (c->prefix && p == cc(c->prefix) && xmlStrEqual(c->href, n->ns->href)) ns = c;
    if (!ns) ns = xmlNewNs(owner, n->ns->href, p.empty() ? nullptr : xc(p.c_str()));
  }
  if (!ns) throwDom(NAMESPACE_ERR);
  n->ns = ns;
}
TypedValue localName(ObjectData*, xmlNodePtr n) {
  if (n->type == XML_ELEMENT_NODE || n->type == XML_ATTRIBUTE_NODE || n->type == XML_NAMESPACE_DECL)
    return str(cc(n->name));
  return makeNull();
}
TypedValue baseURI(ObjectData*, xmlNodePtr n) {
  xmlChar* b = xmlNodeGetBase(n->doc, n);
  if (!b) return makeNull();
  TypedValue r = str(cc(b));
  xmlFree(b);
  return r;
}
TypedValue textContent(ObjectData*, xmlNodePtr n) { return strTv(nodeText(n)); }
void setTextContent(ObjectData*, xmlNodePtr n, const TypedValue& v) { setNodeText(n, toStr(v)); }

const PropDef kNodeProps[] = {
    {"nodeName", nodeName, nullptr},         {"nodeValue", nodeValue, setNodeValue},
    {"nodeType", nodeType, nullptr},         {"parentNode", parentNode, nullptr},
    {"childNodes", childNodes, nullptr},     {"firstChild", firstChild, nullptr},
    {"lastChild", lastChild, nullptr},       {"previousSibling", prevSibling, nullptr},
    {"nextSibling", nextSibling, nullptr},   {"attributes", attributes, nullptr},
    {"ownerDocument", ownerDocument, nullptr}, {"namespaceURI", namespaceURI, nullptr},
    {"prefix", prefix, setPrefix},           {"localName", localName, nullptr},
    {"baseURI", baseURI, nullptr},           {"textContent", textContent, setTextContent},
};

// --- Parent/child element navigation ----------------------------------------------------------

TypedValue firstElementChild(ObjectData*, xmlNodePtr n) { return wrapTv(firstElement(n->children)); }
TypedValue lastElementChild(ObjectData*, xmlNodePtr n) { return wrapTv(lastElement(n->last)); }
TypedValue childElementCount(ObjectData*, xmlNodePtr n) {
  int64_t c = 0;
  for (xmlNodePtr k = n->children; k; k = k->next)
    if (k->type == XML_ELEMENT_NODE) c++;
  return makeInt(c);
}
TypedValue prevElementSibling(ObjectData*, xmlNodePtr n) { return wrapTv(lastElement(n->prev)); }
TypedValue nextElementSibling(ObjectData*, xmlNodePtr n) { return wrapTv(firstElement(n->next)); }

// --- DOMDocument ------------------------------------------------------------------------------

xmlDocPtr docOf(xmlNodePtr n) { return reinterpret_cast<xmlDocPtr>(n); }
DocRef* refOf(xmlNodePtr n) { return static_cast<DocRef*>(n->_private); }

TypedValue doctype(ObjectData*, xmlNodePtr n) { return wrapTv(reinterpret_cast<xmlNodePtr>(xmlGetIntSubset(docOf(n)))); }
TypedValue implementation(ObjectData*, xmlNodePtr) {
  return makeObjectNoIncRef(ObjectData::make(lookupClassAutoload("DOMImplementation")));
}
TypedValue documentElement(ObjectData*, xmlNodePtr n) { return wrapTv(xmlDocGetRootElement(docOf(n))); }
TypedValue encoding(ObjectData*, xmlNodePtr n) { return strOrNull(docOf(n)->encoding); }
void setEncoding(ObjectData*, xmlNodePtr n, const TypedValue& v) {
  std::string s = toStr(v);
  xmlCharEncodingHandlerPtr h = xmlFindCharEncodingHandler(s.c_str());
  if (!h) throwError(ErrorKind::ValueError, "Invalid document encoding");
  xmlCharEncCloseFunc(h);
  xmlDocPtr d = docOf(n);
  if (d->encoding) xmlFree(const_cast<xmlChar*>(d->encoding));
  d->encoding = xmlStrdup(xc(s.c_str()));
}
TypedValue standalone(ObjectData*, xmlNodePtr n) { return makeBool(docOf(n)->standalone > 0); }
void setStandalone(ObjectData*, xmlNodePtr n, const TypedValue& v) { docOf(n)->standalone = toBool(v) ? 1 : 0; }
TypedValue version(ObjectData*, xmlNodePtr n) { return strOrNull(docOf(n)->version); }
void setVersion(ObjectData*, xmlNodePtr n, const TypedValue& v) {
  std::string s = toStr(v);
  xmlDocPtr d = docOf(n);
  if (d->version) xmlFree(const_cast<xmlChar*>(d->version));
  d->version = xmlStrdup(xc(s.c_str()));
}
TypedValue documentURI(ObjectData*, xmlNodePtr n) { return strOrNull(docOf(n)->URL); }
void setDocumentURI(ObjectData*, xmlNodePtr n, const TypedValue& v) {
  std::string s = toStr(v);
  xmlDocPtr d = docOf(n);
  if (d->URL) xmlFree(const_cast<xmlChar*>(d->URL));
  d->URL = xmlStrdup(xc(s.c_str()));
}
TypedValue config(ObjectData*, xmlNodePtr) { return makeNull(); }

#define HOP_DOC_FLAG(field)                                                                                  \
  TypedValue get_##field(ObjectData*, xmlNodePtr n) { return makeBool(refOf(n) && refOf(n)->field); }        \
  void set_##field(ObjectData*, xmlNodePtr n, const TypedValue& v) {                                         \
    if (refOf(n)) refOf(n)->field = toBool(v);                                                               \
  }
HOP_DOC_FLAG(stricterror)
HOP_DOC_FLAG(formatOutput)
HOP_DOC_FLAG(validateOnParse)
HOP_DOC_FLAG(resolveExternals)
HOP_DOC_FLAG(preserveWhiteSpace)
HOP_DOC_FLAG(recover)
HOP_DOC_FLAG(substituteEntities)
#undef HOP_DOC_FLAG

const PropDef kDocProps[] = {
    {"doctype", doctype, nullptr},
    {"implementation", implementation, nullptr},
    {"documentElement", documentElement, nullptr},
    {"actualEncoding", encoding, nullptr},
    {"encoding", encoding, setEncoding},
    {"xmlEncoding", encoding, nullptr},
    {"standalone", standalone, setStandalone},
    {"xmlStandalone", standalone, setStandalone},
    {"version", version, setVersion},
    {"xmlVersion", version, setVersion},
    {"strictErrorChecking", get_stricterror, set_stricterror},
    {"documentURI", documentURI, setDocumentURI},
    {"config", config, nullptr},
    {"formatOutput", get_formatOutput, set_formatOutput},
    {"validateOnParse", get_validateOnParse, set_validateOnParse},
    {"resolveExternals", get_resolveExternals, set_resolveExternals},
    {"preserveWhiteSpace", get_preserveWhiteSpace, set_preserveWhiteSpace},
    {"recover", get_recover, set_recover},
    {"substituteEntities", get_substituteEntities, set_substituteEntities},
    {"firstElementChild", firstElementChild, nullptr},
    {"lastElementChild", lastElementChild, nullptr},
    {"childElementCount", childElementCount, nullptr},
};

const PropDef kFragProps[] = {
    {"firstElementChild", firstElementChild, nullptr},
    {"lastElementChild", lastElementChild, nullptr},
    {"childElementCount", childElementCount, nullptr},
};

// --- Element, character data, attr, text ------------------------------------------------------

TypedValue tagName(ObjectData*, xmlNodePtr n) { return strTv(qualifiedName(n)); }
const PropDef kElemProps[] = {
    {"tagName", tagName, nullptr},
    {"firstElementChild", firstElementChild, nullptr},
    {"lastElementChild", lastElementChild, nullptr},
    {"childElementCount", childElementCount, nullptr},
    {"previousElementSibling", prevElementSibling, nullptr},
    {"nextElementSibling", nextElementSibling, nullptr},
};

TypedValue cdLength(ObjectData*, xmlNodePtr n) {
  xmlChar* c = xmlNodeGetContent(n);
  int64_t len = c ? xmlUTF8Strlen(c) : 0;
  if (c) xmlFree(c);
  return makeInt(len);
}
const PropDef kCharProps[] = {
    {"data", textContent, setNodeValue},
    {"length", cdLength, nullptr},
    {"previousElementSibling", prevElementSibling, nullptr},
    {"nextElementSibling", nextElementSibling, nullptr},
};

TypedValue attrName(ObjectData*, xmlNodePtr n) { return str(cc(n->name)); }
TypedValue ownerElement(ObjectData*, xmlNodePtr n) { return wrapTv(n->parent); }
void setAttrValue(ObjectData* o, xmlNodePtr n, const TypedValue& v) { setNodeText(n, toStr(v)); }
const PropDef kAttrProps[] = {
    {"name", attrName, nullptr},
    {"value", textContent, setAttrValue},
    {"ownerElement", ownerElement, nullptr},
};

TypedValue wholeText(ObjectData*, xmlNodePtr n) {
  xmlNodePtr s = n;
  while (s->prev && (s->prev->type == XML_TEXT_NODE || s->prev->type == XML_CDATA_SECTION_NODE)) s = s->prev;
  std::string r;
  for (; s && (s->type == XML_TEXT_NODE || s->type == XML_CDATA_SECTION_NODE); s = s->next)
    if (s->content) r += cc(s->content);
  return strTv(r);
}
const PropDef kTextProps[] = {{"wholeText", wholeText, nullptr}};

// --- Doctype, entity, notation, PI ------------------------------------------------------------

TypedValue dtName(ObjectData*, xmlNodePtr n) { return str(cc(n->name)); }
TypedValue dtEntities(ObjectData* o, xmlNodePtr) { return makeObjectNoIncRef(newNodeList(o, ListKind::Entities)); }
TypedValue dtNotations(ObjectData* o, xmlNodePtr) { return makeObjectNoIncRef(newNodeList(o, ListKind::Notations)); }
TypedValue dtPublicId(ObjectData*, xmlNodePtr n) {
  xmlDtdPtr d = reinterpret_cast<xmlDtdPtr>(n);
  return str(d->ExternalID ? cc(d->ExternalID) : "");
}
TypedValue dtSystemId(ObjectData*, xmlNodePtr n) {
  xmlDtdPtr d = reinterpret_cast<xmlDtdPtr>(n);
  return str(d->SystemID ? cc(d->SystemID) : "");
}
TypedValue dtInternalSubset(ObjectData*, xmlNodePtr n) {
  xmlDtdPtr d = reinterpret_cast<xmlDtdPtr>(n);
  if (!d->doc || d->doc->intSubset != d || !d->children) return makeNull();
  xmlBufferPtr buf = xmlBufferCreate();
  for (xmlNodePtr c = d->children; c; c = c->next) {
    xmlNodeDump(buf, d->doc, c, 0, 0);
    xmlBufferAdd(buf, xc("\n"), 1);   // php separates declarations
  }
  std::string s(cc(xmlBufferContent(buf)), size_t(xmlBufferLength(buf)));
  xmlBufferFree(buf);
  if (!s.empty() && s.back() == '\n') {
    // php keeps the trailing newline only between entries: mimic libxml2's own dump.
  }
  return strTv(s);
}
const PropDef kDoctypeProps[] = {
    {"name", dtName, nullptr},           {"entities", dtEntities, nullptr},   {"notations", dtNotations, nullptr},
    {"publicId", dtPublicId, nullptr},   {"systemId", dtSystemId, nullptr},   {"internalSubset", dtInternalSubset, nullptr},
};

TypedValue entPublicId(ObjectData*, xmlNodePtr n) {
  xmlEntityPtr e = reinterpret_cast<xmlEntityPtr>(n);
  return strOrNull(e->ExternalID);
}
TypedValue entSystemId(ObjectData*, xmlNodePtr n) {
  xmlEntityPtr e = reinterpret_cast<xmlEntityPtr>(n);
  return strOrNull(e->SystemID);
}
TypedValue entNotation(ObjectData*, xmlNodePtr n) {
  xmlEntityPtr e = reinterpret_cast<xmlEntityPtr>(n);
  if (e->etype != XML_EXTERNAL_GENERAL_UNPARSED_ENTITY) return makeNull();
  return strOrNull(e->content);
}
const PropDef kEntityProps[] = {
    {"publicId", entPublicId, nullptr}, {"systemId", entSystemId, nullptr}, {"notationName", entNotation, nullptr}};

const PropDef kNotationProps[] = {{"publicId", entPublicId, nullptr}, {"systemId", entSystemId, nullptr}};

TypedValue piTarget(ObjectData*, xmlNodePtr n) { return str(cc(n->name)); }
const PropDef kPiProps[] = {{"target", piTarget, nullptr}, {"data", textContent, setNodeValue}};

struct PropGroup {
  const PropDef* defs;
  size_t n;
};
#define HOP_GROUP(t) PropGroup{t, sizeof(t) / sizeof(t[0])}

/// The property groups of an object, most derived first (php merges the
/// handler tables in that order).
int groupsFor(ObjectData* o, PropGroup out[4]) {
  DomData* d = data(o);
  if (d->kind != Kind::Node || !d->node) return 0;
  int k = 0;
  switch (d->node->type) {
    case XML_DOCUMENT_NODE:
    case XML_HTML_DOCUMENT_NODE: out[k++] = HOP_GROUP(kDocProps); break;
    case XML_DOCUMENT_FRAG_NODE: out[k++] = HOP_GROUP(kFragProps); break;
    case XML_ELEMENT_NODE: out[k++] = HOP_GROUP(kElemProps); break;
    case XML_ATTRIBUTE_NODE: out[k++] = HOP_GROUP(kAttrProps); break;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
      out[k++] = HOP_GROUP(kTextProps);
      out[k++] = HOP_GROUP(kCharProps);
      break;
    case XML_COMMENT_NODE: out[k++] = HOP_GROUP(kCharProps); break;
    case XML_DTD_NODE:
    case XML_DOCUMENT_TYPE_NODE: out[k++] = HOP_GROUP(kDoctypeProps); break;
    case XML_ENTITY_DECL:
    case XML_ENTITY_NODE: out[k++] = HOP_GROUP(kEntityProps); break;
    case XML_NOTATION_NODE: out[k++] = HOP_GROUP(kNotationProps); break;
    case XML_PI_NODE: out[k++] = HOP_GROUP(kPiProps); break;
    default: break;
  }
  out[k++] = HOP_GROUP(kNodeProps);
  return k;
}

const PropDef* findDef(ObjectData* o, std::string_view name) {
  PropGroup g[4];
  int k = groupsFor(o, g);
  for (int i = 0; i < k; ++i)
    for (size_t j = 0; j < g[i].n; ++j)
      if (name == g[i].defs[j].name) return &g[i].defs[j];
  return nullptr;
}

// --- Lists, XPath, namespace nodes -------------------------------------------------------------

int64_t listLength(ObjectData* o);

TypedValue nsNodeProp(ObjectData* o, std::string_view name, bool& found) {
  DomData* d = data(o);
  found = true;
  const std::string& p = *d->name;
  if (name == "nodeName") return strTv(p.empty() ? "xmlns" : "xmlns:" + p);
  if (name == "nodeValue" || name == "namespaceURI") return strTv(*d->ns);
  if (name == "nodeType") return makeInt(XML_NAMESPACE_DECL);
  if (name == "prefix") return strTv(p);
  if (name == "localName") return strTv(p.empty() ? "xmlns" : p);
  if (name == "ownerDocument") return d->node && d->node->doc ? wrapTv(reinterpret_cast<xmlNodePtr>(d->node->doc)) : makeNull();
  if (name == "parentNode") return wrapTv(d->node);
  found = false;
  return makeNull();
}
const char* kNsNodeNames[] = {"nodeName", "nodeValue", "nodeType", "prefix", "localName", "namespaceURI",
                              "ownerDocument", "parentNode"};

} // namespace

int64_t domListLength(ObjectData* o);

namespace {

/// Reads a virtual property; false when the object has none of that name.
bool readProp(ObjectData* o, std::string_view name, TypedValue& out) {
  DomData* d = data(o);
  switch (d->kind) {
    case Kind::Node: {
      const PropDef* def = findDef(o, name);
      if (!def) return false;
      out = def->get(o, d->node);
      return true;
    }
    case Kind::NsNode: {
      bool found;
      out = nsNodeProp(o, name, found);
      return found;
    }
    case Kind::NodeList:
    case Kind::NamedMap:
      if (name != "length") return false;
      out = makeInt(domListLength(o));
      return true;
    case Kind::XPath:
      if (name == "document") {
        out = d->docObj ? tvCopyValue(makeObjectNoIncRef(d->docObj)) : makeNull();
        return true;
      }
      if (name == "registerNodeNamespaces") {
        out = makeBool(d->registerNodeNs);
        return true;
      }
      return false;
    default: return false;
  }
}

bool isVirtual(ObjectData* o, std::string_view name) {
  DomData* d = data(o);
  switch (d->kind) {
    case Kind::Node: return findDef(o, name) != nullptr;
    case Kind::NsNode:
      for (const char* n : kNsNodeNames)
        if (name == n) return true;
      return false;
    case Kind::NodeList:
    case Kind::NamedMap: return name == "length";
    case Kind::XPath: return name == "document" || name == "registerNodeNamespaces";
    default: return false;
  }
}

[[noreturn]] void readOnly(ObjectData* o, std::string_view name) {
  throwErrorF(ErrorKind::Error, "Cannot write read-only property %s::$%.*s", o->cls()->name->data(), int(name.size()),
              name.data());
}

} // namespace

/// Whether any DOM node class has a property of that name.
bool anyNodeProp(std::string_view name) {
  const PropGroup all[] = {HOP_GROUP(kNodeProps),  HOP_GROUP(kDocProps),      HOP_GROUP(kFragProps),
                           HOP_GROUP(kElemProps),  HOP_GROUP(kCharProps),     HOP_GROUP(kAttrProps),
                           HOP_GROUP(kTextProps),  HOP_GROUP(kDoctypeProps),  HOP_GROUP(kEntityProps),
                           HOP_GROUP(kPiProps)};
  for (const PropGroup& g : all)
    for (size_t j = 0; j < g.n; ++j)
      if (name == g.defs[j].name) return true;
  return false;
}

int missingPropImpl(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* v) {
  std::string_view nm = name->view();
  DomData* d = data(o);
  if (d->kind == Kind::None || (d->kind == Kind::Node && !d->node)) {
    // A DOM object without its node (never constructed): php's Invalid State Error.
    Class* nodeCls = lookupClassAutoload("DOMNode");
    if (nodeCls && o->cls()->isSubclassOf(nodeCls) && anyNodeProp(nm)) throwDom(INVALID_STATE_ERR);
    return -1;
  }
  if (!isVirtual(o, nm)) return -1;
  switch (op) {
    case MissingPropOp::Read:
    case MissingPropOp::Fetch:
    case MissingPropOp::ReadQuiet: {
      TypedValue r;
      if (!readProp(o, nm, r)) return -1;
      *v = r;
      return 1;
    }
    case MissingPropOp::Isset:
    case MissingPropOp::Empty: {
      TypedValue r;
      if (!readProp(o, nm, r)) return -1;
      bool res = op == MissingPropOp::Isset ? !r.isNull() : !toBool(r);
      tvDecRef(r);
      return res ? 1 : 0;
    }
    case MissingPropOp::Write: {
      TypedValue val = *v;
      if (d->kind == Kind::XPath && nm == "registerNodeNamespaces") {
        d->registerNodeNs = toBool(val);
        tvDecRef(val);
        return 1;
      }
      if (d->kind != Kind::Node) {
        tvDecRef(val);
        readOnly(o, nm);
      }
      const PropDef* def = findDef(o, nm);
      if (!def->set) {
        tvDecRef(val);
        readOnly(o, nm);
      }
      try {
        def->set(o, d->node, val);
      } catch (...) {
        tvDecRef(val);
        throw;
      }
      tvDecRef(val);
      return 1;
    }
    case MissingPropOp::Unset: throwErrorF(ErrorKind::Error, "Cannot unset %s::$%s", o->cls()->name->data(), name->data());
  }
  return -1;
}

ArrayData* debugInfoImpl(ObjectData* o) {
  ArrayData* a = objectPropsToArray(o);
  DomData* d = data(o);
  auto add = [&](const char* name, TypedValue v) {
    if (v.isObject()) {
      tvDecRef(v);
      v = makeStringNoIncRef(StringData::make("(object value omitted)"));
    }
    StringData* k = StringData::make(name);
    ArrayData::setStr(a, k, v);
    k->decRef();
  };
  switch (d->kind) {
    case Kind::Node: {
      if (!d->node) break;
      PropGroup g[4];
      int k = groupsFor(o, g);
      std::vector<const char*> done;
      for (int i = 0; i < k; ++i)
        for (size_t j = 0; j < g[i].n; ++j) {
          const PropDef& def = g[i].defs[j];
          bool dup = false;
          for (const char* x : done)
            if (!std::strcmp(x, def.name)) dup = true;
          if (dup) continue;
          done.push_back(def.name);
          add(def.name, def.get(o, d->node));
        }
      break;
    }
    case Kind::NsNode:
      for (const char* n : kNsNodeNames) {
        TypedValue r;
        if (readProp(o, n, r)) add(n, r);
      }
      break;
    case Kind::NodeList:
    case Kind::NamedMap: add("length", makeInt(domListLength(o))); break;
    case Kind::XPath: {
      TypedValue r;
      if (readProp(o, "document", r)) add("document", r);
      add("registerNodeNamespaces", makeBool(d->registerNodeNs));
      break;
    }
    default: break;
  }
  return a;
}

} // namespace dom
} // namespace hop
