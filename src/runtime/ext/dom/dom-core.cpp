// dom-core.cpp — DOM objects over libxml2 nodes: native data, identity, document lifetimes, DOMException.
#include "runtime/base/request-local.h"
#include "runtime/ext/dom/dom-internal.h"

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

namespace {
/// Roots of lone node trees (no document) and the DocRef that owns them.
thread_local std::unordered_map<xmlNodePtr, DocRef*> t_lone;
const RequestLocalReset kResetDomLone([] { t_lone.clear(); });   // the request's nodes are gone with its heap
} // namespace

DomData* data(ObjectData* o) { return o->nativeData<DomData>(); }

DocRef* docRefOf(xmlNodePtr n) {
  if (!n) return nullptr;
  if (n->doc) return static_cast<DocRef*>(n->doc->_private);
  xmlNodePtr r = n;
  while (r->parent) r = r->parent;
  auto it = t_lone.find(r);
  return it == t_lone.end() ? nullptr : it->second;
}

DocRef* newDocRef(xmlDocPtr doc) {
  DocRef* r = new DocRef;
  r->doc = doc;
  if (doc) doc->_private = r;
  return r;
}

void docRefIncRef(DocRef* r) {
  if (r) r->refs++;
}

namespace {

void freeNode(xmlNodePtr n) {
  switch (n->type) {
    case XML_ATTRIBUTE_NODE: xmlFreeProp(reinterpret_cast<xmlAttrPtr>(n)); break;
    case XML_DTD_NODE: xmlFreeDtd(reinterpret_cast<xmlDtdPtr>(n)); break;
    case XML_ENTITY_DECL:
    case XML_NAMESPACE_DECL:
    case XML_DOCUMENT_NODE:
    case XML_HTML_DOCUMENT_NODE: break;   // never orphaned this way
    default: xmlFreeNode(n); break;
  }
}

bool seen(xmlNodePtr n) {
  if (n->_private) return true;
  if (n->type == XML_ELEMENT_NODE)
    for (xmlAttrPtr a = n->properties; a; a = a->next)
      if (seen(reinterpret_cast<xmlNodePtr>(a))) return true;
  if (n->type == XML_ENTITY_REF_NODE || n->type == XML_DTD_NODE) return false;   // children not owned
  for (xmlNodePtr c = n->children; c; c = c->next)
    if (seen(c)) return true;
  return false;
}

} // namespace

void docRefDecRef(DocRef* r) {
  if (!r || --r->refs > 0) return;
  for (xmlNodePtr n : r->orphans)
    if (!n->parent) {
      if (!r->doc) t_lone.erase(n);
      freeNode(n);
    }
  r->orphans.clear();
  for (auto& e : r->notations) {
    xmlEntityPtr f = reinterpret_cast<xmlEntityPtr>(e.second);
    xmlFree(const_cast<xmlChar*>(f->name));
    if (f->ExternalID) xmlFree(const_cast<xmlChar*>(f->ExternalID));
    if (f->SystemID) xmlFree(const_cast<xmlChar*>(f->SystemID));
    xmlFree(f);
  }
  r->notations.clear();
  if (r->doc) {
    r->doc->_private = nullptr;
    xmlFreeDoc(r->doc);
  }
  delete r;
}

xmlNodePtr notationNode(DocRef* r, xmlNotationPtr n) {
  if (!r || !n) return nullptr;
  auto it = r->notations.find(n);
  if (it != r->notations.end()) return it->second;
  xmlEntityPtr f = static_cast<xmlEntityPtr>(xmlMalloc(sizeof(xmlEntity)));
  std::memset(f, 0, sizeof(xmlEntity));
  f->type = XML_NOTATION_NODE;
  f->name = xmlStrdup(n->name);
  f->ExternalID = n->PublicID ? xmlStrdup(n->PublicID) : nullptr;
  f->SystemID = n->SystemID ? xmlStrdup(n->SystemID) : nullptr;
  f->doc = r->doc;
  xmlNodePtr node = reinterpret_cast<xmlNodePtr>(f);
  r->notations[n] = node;
  return node;
}

void orphan(xmlNodePtr n) {
  DocRef* r = docRefOf(n);
  if (r) r->orphans.insert(n);
}

void adopt(xmlNodePtr n, xmlDocPtr doc) {
  auto it = t_lone.find(n);
  if (it != t_lone.end()) {
    DocRef* lone = it->second;
    t_lone.erase(it);
    lone->orphans.erase(n);
    if (doc && n->doc != doc) xmlSetTreeDoc(n, doc);
    DocRef* target = doc ? static_cast<DocRef*>(doc->_private) : nullptr;
    // Objects of the moved nodes now keep the document alive instead.
    std::vector<xmlNodePtr> stack{n};
    while (!stack.empty()) {
      xmlNodePtr c = stack.back();
      stack.pop_back();
      if (c->_private) {
        DomData* d = data(static_cast<ObjectData*>(c->_private));
        if (d->ref == lone) {
          docRefIncRef(target);
          d->ref = target;
          docRefDecRef(lone);
        }
      }
      if (c->type == XML_ELEMENT_NODE)
        for (xmlAttrPtr a = c->properties; a; a = a->next) stack.push_back(reinterpret_cast<xmlNodePtr>(a));
      if (c->type != XML_ENTITY_REF_NODE)
        for (xmlNodePtr k = c->children; k; k = k->next) stack.push_back(k);
    }
    return;
  }
  DocRef* r = docRefOf(n);
  if (r) r->orphans.erase(n);
}

bool freeIfUnseen(xmlNodePtr n) {
  if (!n || n->parent || n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) return false;
  if (n->type == XML_ENTITY_DECL || n->type == XML_NAMESPACE_DECL) return false;
  if (seen(n)) return false;
  DocRef* r = docRefOf(n);
  if (!r || !r->orphans.count(n)) return false;   // not ours to free
  if (!r->doc && r->refs > 0) return false;          // a lone tree goes with its DocRef
  r->orphans.erase(n);
  freeNode(n);
  return true;
}

// --- Native hooks ------------------------------------------------------------------------------

namespace {

void domInit(ObjectData* o) { *data(o) = DomData{}; }

void domDestroy(ObjectData* o) {
  DomData* d = data(o);
  DomData old = *d;
  *d = DomData{};
  switch (old.kind) {
    case Kind::Node: {
      xmlNodePtr n = old.node;
      if (n && n->type != XML_DOCUMENT_NODE && n->type != XML_HTML_DOCUMENT_NODE && n->_private == o) n->_private = nullptr;
      if (n && (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) && old.ref && old.ref->docObj == o)
        old.ref->docObj = nullptr;
      if (n && old.ref && old.ref->doc) freeIfUnseen(n);
      docRefDecRef(old.ref);
      break;
    }
    case Kind::NsNode:
      delete old.name;
      delete old.ns;
      if (old.base) old.base->decRef();
      docRefDecRef(old.ref);
      break;
    case Kind::NodeList:
    case Kind::NamedMap:
      delete old.name;
      delete old.ns;
      if (old.items) old.items->decRef();
      if (old.base) old.base->decRef();
      break;
    case Kind::XPath:
      if (old.docObj) old.docObj->decRef();
      delete old.nsList;
      delete old.phpFuncNames;
      break;
    default: break;
  }
}

void domSweep(ObjectData* o) {
  DomData* d = data(o);
  if (d->kind == Kind::Node || d->kind == Kind::NsNode) {
    if (d->node && d->node->type != XML_DOCUMENT_NODE && d->node->_private == o) d->node->_private = nullptr;
    if (d->ref && d->ref->docObj == o) d->ref->docObj = nullptr;
    DocRef* r = d->ref;
    d->ref = nullptr;
    docRefDecRef(r);
  }
  if (d->kind == Kind::NodeList || d->kind == Kind::NamedMap || d->kind == Kind::NsNode) {
    delete d->name;
    delete d->ns;
    d->name = d->ns = nullptr;
  }
  if (d->kind == Kind::XPath) {
    delete d->nsList;
    delete d->phpFuncNames;
    d->nsList = nullptr;
    d->phpFuncNames = nullptr;
  }
}

void domClone(ObjectData* from, ObjectData* to) {
  DomData* s = data(from);
  DomData* d = data(to);
  *d = DomData{};
  if (s->kind == Kind::Node && s->node) {
    xmlNodePtr n = s->node;
    if (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) {
      xmlDocPtr copy = xmlCopyDoc(reinterpret_cast<xmlDocPtr>(n), 1);
      if (!copy) return;
      DocRef* r = newDocRef(copy);
      DocRef* old = static_cast<DocRef*>(n->_private);
      if (old) {
        r->formatOutput = old->formatOutput;
        r->validateOnParse = old->validateOnParse;
        r->resolveExternals = old->resolveExternals;
        r->preserveWhiteSpace = old->preserveWhiteSpace;
        r->substituteEntities = old->substituteEntities;
        r->stricterror = old->stricterror;
        r->recover = old->recover;
        r->classMap = old->classMap;
        r->isHtml = old->isHtml;
      }
      d->kind = Kind::Node;
      d->node = reinterpret_cast<xmlNodePtr>(copy);
      d->ref = r;
      r->refs = 1;
      r->docObj = to;
      return;
    }
    xmlNodePtr c = xmlDocCopyNode(n, n->doc, 1);
    if (!c) return;
    d->kind = Kind::Node;
    d->node = c;
    c->_private = to;
    if (n->doc) {
      d->ref = docRefOf(n);
      docRefIncRef(d->ref);
      orphan(c);
    } else {
      d->ref = newDocRef(nullptr);
      d->ref->refs = 1;
      d->ref->orphans.insert(c);
      t_lone[c] = d->ref;
    }
    return;
  }
  if (s->kind == Kind::NsNode) {
    d->kind = Kind::NsNode;
    d->name = new std::string(s->name ? *s->name : "");
    d->ns = new std::string(s->ns ? *s->ns : "");
    d->node = s->node;
    d->base = s->base;
    if (d->base) d->base->incRef();
    d->ref = s->ref;
    docRefIncRef(d->ref);
    return;
  }
  if (s->kind == Kind::XPath) {
    d->kind = Kind::XPath;
    d->docObj = s->docObj;
    if (d->docObj) d->docObj->incRef();
    d->nsList = s->nsList ? new std::vector<std::pair<std::string, std::string>>(*s->nsList) : nullptr;
    d->registerNodeNs = s->registerNodeNs;
  }
}

} // namespace

// --- Wrapping ------------------------------------------------------------------------------------

namespace {

const char* classNameFor(xmlNodePtr n) {
  switch (n->type) {
    case XML_ELEMENT_NODE: return "DOMElement";
    case XML_ATTRIBUTE_NODE: return "DOMAttr";
    case XML_TEXT_NODE: return "DOMText";
    case XML_CDATA_SECTION_NODE: return "DOMCdataSection";
    case XML_ENTITY_REF_NODE: return "DOMEntityReference";
    case XML_ENTITY_NODE:
    case XML_ENTITY_DECL: return "DOMEntity";
    case XML_PI_NODE: return "DOMProcessingInstruction";
    case XML_COMMENT_NODE: return "DOMComment";
    case XML_DOCUMENT_NODE:
    case XML_HTML_DOCUMENT_NODE: return "DOMDocument";
    case XML_DOCUMENT_TYPE_NODE:
    case XML_DTD_NODE: return "DOMDocumentType";
    case XML_DOCUMENT_FRAG_NODE: return "DOMDocumentFragment";
    case XML_NOTATION_NODE: return "DOMNotation";
    case XML_NAMESPACE_DECL: return "DOMNameSpaceNode";
    default: return "DOMNode";
  }
}

Class* classFor(xmlNodePtr n, DocRef* r) {
  const char* base = classNameFor(n);
  if (r && !r->classMap.empty()) {
    std::string lower = base;
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    auto it = r->classMap.find(lower);
    if (it != r->classMap.end()) return it->second;
  }
  return lookupClassAutoload(base);
}

} // namespace

ObjectData* wrap(xmlNodePtr n) {
  if (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) {
    DocRef* r = static_cast<DocRef*>(n->_private);
    if (!r) r = newDocRef(reinterpret_cast<xmlDocPtr>(n));
    if (r->docObj) {
      r->docObj->incRef();
      return r->docObj;
    }
    ObjectData* o = ObjectData::make(classFor(n, r));
    DomData* d = data(o);
    d->kind = Kind::Node;
    d->node = n;
    d->ref = r;
    docRefIncRef(r);
    r->docObj = o;
    return o;
  }
  if (n->_private) {
    ObjectData* o = static_cast<ObjectData*>(n->_private);
    o->incRef();
    return o;
  }
  DocRef* r = docRefOf(n);
  if (!r) {
    // A lone tree nobody owns yet (should not happen): give it a DocRef.
    xmlNodePtr root = n;
    while (root->parent) root = root->parent;
    r = newDocRef(nullptr);
    r->orphans.insert(root);
    t_lone[root] = r;
  }
  ObjectData* o = ObjectData::make(classFor(n, r));
  DomData* d = data(o);
  d->kind = Kind::Node;
  d->node = n;
  d->ref = r;
  docRefIncRef(r);
  n->_private = o;
  return o;
}

TypedValue wrapTv(xmlNodePtr n) { return n ? makeObjectNoIncRef(wrap(n)) : makeNull(); }

ObjectData* wrapNs(xmlNsPtr ns, xmlNodePtr owner) {
  ObjectData* o = ObjectData::make(lookupClassAutoload("DOMNameSpaceNode"));
  DomData* d = data(o);
  d->kind = Kind::NsNode;
  d->name = new std::string(ns->prefix ? cc(ns->prefix) : "");
  d->ns = new std::string(ns->href ? cc(ns->href) : "");
  d->node = owner;
  if (owner) {
    d->base = wrap(owner);
    d->ref = docRefOf(owner);
    docRefIncRef(d->ref);
  }
  return o;
}

/// A lone node (new DOMElement & co.): its own DocRef.
void attachLone(ObjectData* o, xmlNodePtr n) {
  DomData* d = data(o);
  if (d->kind == Kind::Node && d->node) {
    // Constructed twice: drop the old node.
    xmlNodePtr old = d->node;
    if (old->_private == o) old->_private = nullptr;
    DocRef* r = d->ref;
    d->ref = nullptr;
    docRefDecRef(r);
  }
  DocRef* r = newDocRef(nullptr);
  r->refs = 1;
  r->orphans.insert(n);
  t_lone[n] = r;
  d->kind = Kind::Node;
  d->node = n;
  d->ref = r;
  n->_private = o;
}

xmlNodePtr nodeOf(ObjectData* o) {
  DomData* d = data(o);
  if (d->kind != Kind::Node || !d->node)
    throwErrorF(ErrorKind::Error, "Couldn't fetch %s", o->cls()->name->data());
  return d->node;
}

xmlNodePtr thisNode(NativeArgs& a) { return nodeOf(a.thisObj); }

xmlNodePtr argNode(NativeArgs& a, uint32_t i) { return nodeOf(a.obj(i)); }

DocRef* thisDoc(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  DocRef* r = docRefOf(n);
  if (!r) throwErrorF(ErrorKind::Error, "Couldn't fetch %s", a.thisObj->cls()->name->data());
  return r;
}

// --- DOMException ----------------------------------------------------------------------------------

namespace {

const char* domErrorMessage(int code) {
  switch (code) {
    case INDEX_SIZE_ERR: return "Index Size Error";
    case DOMSTRING_SIZE_ERR: return "DOM String Size Error";
    case HIERARCHY_REQUEST_ERR: return "Hierarchy Request Error";
    case WRONG_DOCUMENT_ERR: return "Wrong Document Error";
    case INVALID_CHARACTER_ERR: return "Invalid Character Error";
    case NO_DATA_ALLOWED_ERR: return "No Data Allowed Error";
    case NO_MODIFICATION_ALLOWED_ERR: return "No Modification Allowed Error";
    case NOT_FOUND_ERR: return "Not Found Error";
    case NOT_SUPPORTED_ERR: return "Not Supported Error";
    case INUSE_ATTRIBUTE_ERR: return "Inuse Attribute Error";
    case INVALID_STATE_ERR: return "Invalid State Error";
    case SYNTAX_ERR: return "Syntax Error";
    case INVALID_MODIFICATION_ERR: return "Invalid Modification Error";
    case NAMESPACE_ERR: return "Namespace Error";
    case INVALID_ACCESS_ERR: return "Invalid Access Error";
    case VALIDATION_ERR: return "Validation Error";
    default: return "Unhandled Error";
  }
}

} // namespace

void throwDom(int code) {
  ObjectData* e = makeThrowable("DOMException", domErrorMessage(code));
  Class* c = e->cls();
  bool acc;
  int64_t slot = c->findProp("code", c, acc);
  if (slot >= 0) tvSetRawMove(*e->prop(uint32_t(slot)), makeInt(code));
  throw PhpException{e};
}

void domError(int code, DocRef* ref) {
  if (!ref || ref->stricterror) throwDom(code);
  raiseWarning("%s", domErrorMessage(code));
}

// --- Registration ----------------------------------------------------------------------------------

namespace {

const int s_registered = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(DomData);
  h.init = domInit;
  h.destroy = domDestroy;
  h.sweep = domSweep;
  h.clone = domClone;
  h.debugInfo = debugInfoImpl;
  h.missingProp = missingPropImpl;
  for (const char* c : {"DOMNode", "DOMNameSpaceNode", "DOMXPath"}) registerNativeClass(c, h);
  NativeClassHooks l = h;
  l.dimRead = listDimRead;
  l.dimIsset = listDimIsset;
  registerNativeClass("DOMNodeList", l);
  registerNativeClass("DOMNamedNodeMap", l);
  NativeClassHooks impl;
  registerNativeClass("DOMImplementation", impl);
  return 0;
}();

} // namespace

const ConstantDecl kDomConsts[] = {
    {"XML_ELEMENT_NODE", makeInt(1)},
    {"XML_ATTRIBUTE_NODE", makeInt(2)},
    {"XML_TEXT_NODE", makeInt(3)},
    {"XML_CDATA_SECTION_NODE", makeInt(4)},
    {"XML_ENTITY_REF_NODE", makeInt(5)},
    {"XML_ENTITY_NODE", makeInt(6)},
    {"XML_PI_NODE", makeInt(7)},
    {"XML_COMMENT_NODE", makeInt(8)},
    {"XML_DOCUMENT_NODE", makeInt(9)},
    {"XML_DOCUMENT_TYPE_NODE", makeInt(10)},
    {"XML_DOCUMENT_FRAG_NODE", makeInt(11)},
    {"XML_NOTATION_NODE", makeInt(12)},
    {"XML_HTML_DOCUMENT_NODE", makeInt(13)},
    {"XML_DTD_NODE", makeInt(14)},
    {"XML_ELEMENT_DECL_NODE", makeInt(15)},
    {"XML_ATTRIBUTE_DECL_NODE", makeInt(16)},
    {"XML_ENTITY_DECL_NODE", makeInt(17)},
    {"XML_NAMESPACE_DECL_NODE", makeInt(18)},
    {"XML_LOCAL_NAMESPACE", makeInt(18)},
    {"XML_ATTRIBUTE_CDATA", makeInt(1)},
    {"XML_ATTRIBUTE_ID", makeInt(2)},
    {"XML_ATTRIBUTE_IDREF", makeInt(3)},
    {"XML_ATTRIBUTE_IDREFS", makeInt(4)},
    {"XML_ATTRIBUTE_ENTITY", makeInt(6)},
    {"XML_ATTRIBUTE_NMTOKEN", makeInt(7)},
    {"XML_ATTRIBUTE_NMTOKENS", makeInt(8)},
    {"XML_ATTRIBUTE_ENUMERATION", makeInt(9)},
    {"XML_ATTRIBUTE_NOTATION", makeInt(10)},
    {"DOM_PHP_ERR", makeInt(0)},
    {"DOM_INDEX_SIZE_ERR", makeInt(1)},
    {"DOMSTRING_SIZE_ERR", makeInt(2)},
    {"DOM_HIERARCHY_REQUEST_ERR", makeInt(3)},
    {"DOM_WRONG_DOCUMENT_ERR", makeInt(4)},
    {"DOM_INVALID_CHARACTER_ERR", makeInt(5)},
    {"DOM_NO_DATA_ALLOWED_ERR", makeInt(6)},
    {"DOM_NO_MODIFICATION_ALLOWED_ERR", makeInt(7)},
    {"DOM_NOT_FOUND_ERR", makeInt(8)},
    {"DOM_NOT_SUPPORTED_ERR", makeInt(9)},
    {"DOM_INUSE_ATTRIBUTE_ERR", makeInt(10)},
    {"DOM_INVALID_STATE_ERR", makeInt(11)},
    {"DOM_SYNTAX_ERR", makeInt(12)},
    {"DOM_INVALID_MODIFICATION_ERR", makeInt(13)},
    {"DOM_NAMESPACE_ERR", makeInt(14)},
    {"DOM_INVALID_ACCESS_ERR", makeInt(15)},
    {"DOM_VALIDATION_ERR", makeInt(16)},
};
HOP_REGISTER_CONSTANTS(kDomConsts);

HOP_REGISTER_EXTENSION("dom");

} // namespace dom
} // namespace hop
