// simplexml.cpp — the SimpleXML module: SimpleXMLElement views over libxml2 nodes (element lists, children, attributes).
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include <climits>
#include <cstring>
#include <string>

#include <unistd.h>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/dom/dom-internal.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/ops/object-casts.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace sxe {

using dom::DocRef;
using xmlext::cc;
using xmlext::xc;

enum IterType : uint8_t { IT_NONE, IT_ELEMENT, IT_CHILD, IT_ATTRLIST };

struct Sxe {
  DocRef* ref;
  xmlNodePtr node;
  IterType type;
  bool isPrefix;
  bool hasNs;
  std::string* name;     // IT_ELEMENT / IT_ATTRLIST filter
  std::string* ns;       // namespace (or prefix) filter
  xmlNodePtr cur;        // iteration position
  xmlXPathContextPtr xpath;
  TypedValue tmp;        // the element `$sxe[]` made in a write context (php's sxe->tmp)
};

Sxe* sdata(ObjectData* o) { return o->nativeData<Sxe>(); }

namespace {

void sInit(ObjectData* o) { std::memset(static_cast<void*>(sdata(o)), 0, sizeof(Sxe)); }

/// At request end (sweep) the request heap goes as a whole: `tmp` is not released.
void sSweep(ObjectData* o) {
  Sxe* s = sdata(o);
  Sxe old = *s;
  std::memset(static_cast<void*>(s), 0, sizeof(Sxe));
  delete old.name;
  delete old.ns;
  if (old.xpath) xmlXPathFreeContext(old.xpath);
  dom::docRefDecRef(old.ref);
}

void sDestroy(ObjectData* o) {
  TypedValue tmp = sdata(o)->tmp;
  sSweep(o);
  tvDecRef(tmp);
}

const char* nsFilter(Sxe* s) { return s->hasNs ? s->ns->c_str() : nullptr; }

/// php's match_ns.
bool matchNs(xmlNodePtr node, const char* name, bool prefix) {
  if (!name && (!node->ns || !node->ns->prefix)) return true;
  if (node->ns && name) {
    const xmlChar* v = prefix ? node->ns->prefix : node->ns->href;
    if (v && std::strcmp(cc(v), name) == 0) return true;
    if (!v && !*name) return true;
  }
  return false;
}

xmlNodePtr fetch(Sxe* s, xmlNodePtr node) {
  const char* ns = nsFilter(s);
  if (s->type == IT_ATTRLIST) {
    for (; node; node = node->next)
      if (node->type == XML_ATTRIBUTE_NODE && (!s->name || *s->name == cc(node->name)) && matchNs(node, ns, s->isPrefix))
        break;
  } else if (s->type == IT_ELEMENT && s->name) {
    for (; node; node = node->next)
      if (node->type == XML_ELEMENT_NODE && *s->name == cc(node->name) && matchNs(node, ns, s->isPrefix)) break;
  } else {
    for (; node; node = node->next)
      if (node->type == XML_ELEMENT_NODE && matchNs(node, ns, s->isPrefix)) break;
  }
  return node;
}

xmlNodePtr resetIter(Sxe* s) {
  xmlNodePtr n = s->node;
  if (!n) return nullptr;
  n = s->type == IT_ATTRLIST ? reinterpret_cast<xmlNodePtr>(n->properties) : n->children;
  return fetch(s, n);
}

xmlNodePtr firstNode(Sxe* s) {
  if (s->type != IT_NONE) return resetIter(s);
  return s->node;
}

Sxe* self(NativeArgs& a) {
  Sxe* s = sdata(a.thisObj);
  return s;
}

/// php's GET_NODE: an object whose constructor did not run (a subclass's
/// own __construct), or one over a document without a root, has no node.
void requireNode(Sxe* s) {
  if (!s->ref || !s->node) throwError(ErrorKind::Error, "SimpleXMLElement is not properly initialized");
}

} // namespace

/// A new SimpleXMLElement of class cls for node (php's _node_as_zval).
ObjectData* wrapNode(Class* cls, DocRef* ref, xmlNodePtr node, IterType type, const char* name, const char* ns, bool isPrefix) {
  ObjectData* o = ObjectData::make(cls);
  Sxe* s = sdata(o);
  s->ref = ref;
  dom::docRefIncRef(ref);
  s->node = node;
  s->type = type;
  if (name) s->name = new std::string(name);
  if (ns && *ns) {
    s->ns = new std::string(ns);
    s->hasNs = true;
  }
  s->isPrefix = isPrefix;
  return o;
}

namespace {

ObjectData* like(ObjectData* o, xmlNodePtr node, IterType type, const char* name, const char* ns, bool isPrefix) {
  return wrapNode(o->cls(), sdata(o)->ref, node, type, name, ns, isPrefix);
}

std::string listString(xmlNodePtr list, xmlDocPtr doc) {
  if (!list) return "";
  xmlChar* c = xmlNodeListGetString(doc, list, 1);
  std::string r = c ? cc(c) : "";
  if (c) xmlFree(c);
  return r;
}

xmlDocPtr docOf(Sxe* s) { return s->ref ? s->ref->doc : nullptr; }

std::string stringValue(Sxe* s) {
  if (s->type != IT_NONE) {
    xmlNodePtr n = firstNode(s);
    return n ? listString(n->children, docOf(s)) : "";
  }
  if (!s->node) return "";
  return listString(s->node->children, docOf(s));
}

// --- Loading ------------------------------------------------------------------------------------

ObjectData* loadDoc(NativeArgs& a, Class* cls, xmlDocPtr doc, const std::string& ns, bool isPrefix) {
  DocRef* r = dom::newDocRef(doc);
  ObjectData* o = wrapNode(cls, r, xmlDocGetRootElement(doc), IT_NONE, nullptr, ns.c_str(), isPrefix);
  return o;
}

Class* classArg(NativeArgs& a, uint32_t i) {
  Class* base = lookupClassAutoload("SimpleXMLElement");
  if (a.isNull(i)) return base;
  Class* c = lookupClassAutoload(a.sv(i));
  if (!c || !c->isSubclassOf(base)) {
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($class_name) must be a class name derived from SimpleXMLElement, %s given",
                xmlext::funcName(a).c_str(), i + 1, std::string(a.sv(i)).c_str());
  }
  return c;
}

std::string cwdPath(const std::string& p) {
  if (p.empty() || p[0] == '/' || p.find("://") != std::string::npos) return p;
  char buf[PATH_MAX];
  if (!getcwd(buf, sizeof buf)) return p;
  return std::string(buf) + "/" + p;
}

void f_load_string(NativeArgs& a) {
  Class* cls = classArg(a, 1);
  if (a.i64Or(2, 0) < 0 || a.i64Or(2, 0) > INT_MAX)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #3 ($options) is too large", xmlext::funcName(a).c_str());
  std::string data(a.sv(0));
  int64_t opts = a.i64Or(2, 0);
  xmlDocPtr doc;
  {
    xmlext::ErrorCapture cap(true);
    doc = xmlReadMemory(data.data(), int(data.size()), nullptr, nullptr, int(opts));
    cap.report(xmlext::funcName(a));
  }
  if (!doc) {
    a.retBool(false);
    return;
  }
  a.retObject(loadDoc(a, cls, doc, std::string(a.svOr(3, "")), a.bOr(4, false)));
}

void f_load_file(NativeArgs& a) {
  Class* cls = classArg(a, 1);
  if (a.i64Or(2, 0) < 0 || a.i64Or(2, 0) > INT_MAX)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #3 ($options) is too large", xmlext::funcName(a).c_str());
  std::string file(a.sv(0));
  int64_t opts = a.i64Or(2, 0);
  xmlDocPtr doc;
  {
    xmlext::ErrorCapture cap(true);
    doc = xmlReadFile(cwdPath(file).c_str(), nullptr, int(opts));
    cap.report(xmlext::funcName(a));
  }
  if (!doc) {
    a.retBool(false);
    return;
  }
  a.retObject(loadDoc(a, cls, doc, std::string(a.svOr(3, "")), a.bOr(4, false)));
}

void f_construct(NativeArgs& a) {
  std::string data(a.sv(0));
  int64_t opts = a.i64Or(1, 0);
  if (opts < INT_MIN || opts > INT_MAX)
    throwErrorF(ErrorKind::Exception, "%s(): Argument #2 ($options) is invalid", xmlext::funcName(a).c_str());
  bool isUrl = a.bOr(2, false);
  xmlDocPtr doc;
  {
    xmlext::ErrorCapture cap(true);
    doc = isUrl ? xmlReadFile(cwdPath(data).c_str(), nullptr, int(opts))
                : xmlReadMemory(data.data(), int(data.size()), nullptr, nullptr, int(opts));
    cap.report(xmlext::funcName(a));
  }
  if (!doc) throwErrorF(ErrorKind::Exception, "String could not be parsed as XML");
  Sxe* s = sdata(a.thisObj);
  DocRef* old = s->ref;
  s->ref = dom::newDocRef(doc);
  dom::docRefIncRef(s->ref);
  s->node = xmlDocGetRootElement(doc);
  s->type = IT_NONE;
  std::string ns(a.svOr(3, ""));
  delete s->ns;
  s->ns = nullptr;
  s->hasNs = false;
  if (!ns.empty()) {
    s->ns = new std::string(ns);
    s->hasNs = true;
  }
  s->isPrefix = a.bOr(4, false);
  dom::docRefDecRef(old);
}

void f_import_dom(NativeArgs& a) {
  Class* cls = classArg(a, 1);
  ObjectData* o = a.obj(0);
  Class* domNode = lookupClassAutoload("DOMNode");
  if (!o->cls()->isSubclassOf(domNode)) {
    throwErrorF(ErrorKind::TypeError, "simplexml_import_dom(): Argument #1 ($node) must be of type SimpleXMLElement|DOMNode, %s given",
                o->cls()->name->data());
  }
  xmlNodePtr n = dom::nodeOf(o);
  if (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE) n = xmlDocGetRootElement(reinterpret_cast<xmlDocPtr>(n));
  if (!n || n->type != XML_ELEMENT_NODE) {
    raiseWarning("simplexml_import_dom(): Invalid Nodetype to import");
    a.retNull();
    return;
  }
  a.retObject(wrapNode(cls, dom::docRefOf(n), n, IT_NONE, nullptr, nullptr, false));
}

// --- Property and element access ------------------------------------------------------------------

xmlNodePtr findByName(Sxe* s, xmlNodePtr node, const std::string& name) {
  const char* ns = nsFilter(s);
  for (; node; node = node->next)
    if (node->type == XML_ELEMENT_NODE && name == cc(node->name) && matchNs(node, ns, s->isPrefix)) return node;
  return nullptr;
}

xmlNodePtr byOffset(Sxe* s, int64_t offset, xmlNodePtr node, int64_t* cnt) {
  if (s->type == IT_NONE) {
    if (cnt) *cnt = 0;
    return offset == 0 ? node : nullptr;
  }
  int64_t idx = 0;
  const char* ns = nsFilter(s);
  while (node && idx <= offset) {
    if (node->type == XML_ELEMENT_NODE && matchNs(node, ns, s->isPrefix) &&
        (s->type == IT_CHILD || (s->type == IT_ELEMENT && s->name && *s->name == cc(node->name)))) {
      if (idx == offset) break;
      idx++;
    }
    node = node->next;
  }
  if (cnt) *cnt = idx;
  return node;
}

/// php's sxe_prop_dim_read.
TypedValue propDimRead(ObjectData* o, const TypedValue* member, bool elements, bool attribs, bool quiet) {
  Sxe* s = sdata(o);
  bool isLong = member && member->isInt();
  std::string name;
  if (member && !isLong) name = toStdString(*member);
  if (isLong && s->type != IT_ATTRLIST) {
    attribs = false;
    elements = true;
  }
  xmlNodePtr node = s->node;
  xmlAttrPtr attr = nullptr;
  bool test = false;
  if (s->type == IT_ATTRLIST) {
    attribs = true;
    elements = false;
    node = firstNode(s);
    attr = reinterpret_cast<xmlAttrPtr>(node);
    test = s->name != nullptr;
  } else if (s->type != IT_CHILD) {
    node = firstNode(s);
    attr = node ? node->properties : nullptr;
  }
  if (!node) return makeNull();
  const char* ns = nsFilter(s);
  if (attribs) {
    if (!isLong || s->type == IT_ATTRLIST) {
      if (isLong) {
        int64_t idx = 0;
        for (; attr && idx <= member->m_data.num; attr = attr->next) {
          if ((!test || *s->name == cc(attr->name)) && matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
            if (idx == member->m_data.num)
              return makeObjectNoIncRef(like(o, reinterpret_cast<xmlNodePtr>(attr), IT_NONE, nullptr, ns, s->isPrefix));
            idx++;
          }
        }
      } else {
        for (; attr; attr = attr->next)
          if ((!test || *s->name == cc(attr->name)) && name == cc(attr->name) &&
              matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix))
            return makeObjectNoIncRef(like(o, reinterpret_cast<xmlNodePtr>(attr), IT_NONE, nullptr, ns, s->isPrefix));
      }
    }
  }
  if (elements) {
    if (!member || isLong) {
      xmlNodePtr mynode = node;
      if (s->type == IT_CHILD) node = firstNode(s);
      if (s->type == IT_NONE) {
        if (member && member->m_data.num > 0) {
          if (!quiet)
            raiseWarning("%s(): Cannot add element %s number %lld when only 0 such elements exist",
                         activeFunctionName().c_str(), cc(mynode->name),
                         (long long)member->m_data.num);
          node = nullptr;
        }
      } else if (member) {
        node = byOffset(s, member->m_data.num, node, nullptr);
      } else {
        node = nullptr;
      }
      if (node) return makeObjectNoIncRef(like(o, node, IT_NONE, nullptr, ns, s->isPrefix));
    } else {
      if (!quiet || findByName(s, node->children, name))
        return makeObjectNoIncRef(like(o, node, IT_ELEMENT, name.c_str(), ns, s->isPrefix));
    }
  }
  return makeNull();
}

thread_local bool t_propWrite = false;   // per thread: request threads run at once
bool isPropWrite(ObjectData*) { return t_propWrite; }

/// The string a write assigns (php's conversions for sxe writes); false: TypeError thrown.
std::string writeValue(ObjectData* o, const TypedValue& v0) {
  const TypedValue& v = *tvDeref(&v0);
  switch (v.m_type) {
    case DataType::Null: return "";
    case DataType::String:
    case DataType::Int:
    case DataType::Double:
    case DataType::Bool: return toStdString(v);
    case DataType::Object:
      if (v.m_data.pobj->cls()->isSubclassOf(lookupClassAutoload("SimpleXMLElement"))) return stringValue(sdata(v.m_data.pobj));
      [[fallthrough]];
    default: break;
  }
  throwErrorF(ErrorKind::TypeError, "It's not possible to assign a complex type to %s, %s given",
              isPropWrite(o) ? "properties" : "attributes", typeNameForMessage(v).c_str());
}


/// Replaces the children of an element/attribute with a literal text.
void setContent(xmlNodePtr n, const std::string& value) {
  dom::removeChildren(n);
  if (!value.empty()) {
    xmlNodePtr t = xmlNewDocTextLen(n->doc, xc(value.c_str()), int(value.size()));
    t->parent = n;
    n->children = n->last = t;
  }
}

/// php's sxe_prop_dim_write (element or attribute assignment; member null = append).
void propDimWrite(ObjectData* o, const TypedValue* member, const TypedValue& value, bool elements, bool attribs) {
  Sxe* s = sdata(o);
  bool isLong = member && member->isInt();
  std::string name;
  if (member && !isLong) name = toStdString(*member);
  if (isLong && s->type != IT_ATTRLIST) {
    attribs = false;
    elements = true;
  }
  if (!member) {
    if (s->type == IT_ATTRLIST) throwError(ErrorKind::Error, "Cannot create unnamed attribute");
    if (s->type == IT_NONE && attribs) throwError(ErrorKind::ValueError, "Cannot append to an attribute list");
    attribs = false;
    elements = true;
  }
  if (member && !isLong && name.empty()) {
    throwError(ErrorKind::ValueError, attribs ? "Cannot create attribute with an empty name" : "Cannot create element with an empty name");
  }
  xmlNodePtr node = s->node;
  xmlAttrPtr attr = nullptr;
  bool test = false;
  if (s->type == IT_ATTRLIST) {
    attribs = true;
    elements = false;
    node = firstNode(s);
    attr = reinterpret_cast<xmlAttrPtr>(node);
    test = s->name != nullptr;
  } else if (s->type != IT_CHILD) {
    node = firstNode(s);
    attr = node ? node->properties : nullptr;
    if (!member && node && node->parent && node->parent->type == XML_DOCUMENT_NODE) {
      throwError(ErrorKind::Error, "Cannot create unnamed attribute");
    }
  }
  if (!node) return;
  t_propWrite = elements;
  std::string v = writeValue(o, value);
  const char* ns = nsFilter(s);
  xmlNodePtr mynode = node;
  int matches = 0;
  xmlNodePtr newnode = nullptr;
  if (attribs) {
    if (isLong) {
      int64_t idx = 0;
      for (; attr && idx <= member->m_data.num; attr = attr->next) {
        if ((!test || *s->name == cc(attr->name)) && matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          if (idx == member->m_data.num) {
            matches++;
            break;
          }
          idx++;
        }
      }
    } else {
      for (; attr; attr = attr->next)
        if ((!test || *s->name == cc(attr->name)) && name == cc(attr->name) &&
            matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          matches++;
          break;
        }
    }
  }
  if (elements) {
    if (!member || isLong) {
      if (node->type == XML_ATTRIBUTE_NODE) throwError(ErrorKind::Error, "Cannot create duplicate attribute");
      if (s->type == IT_NONE) {
        newnode = node;
        matches++;
        if (member && member->m_data.num > 0)   // php 8.2 warns, and still writes the element itself
          raiseWarning("%s(): Cannot add element %s number %lld when only 0 such elements exist",
                       activeFunctionName().c_str(), cc(mynode->name), (long long)member->m_data.num);
      } else if (member) {
        int64_t cnt = 0;
        newnode = byOffset(s, member->m_data.num, node, &cnt);
        if (newnode) matches++;
        else if (cnt < member->m_data.num) {
          raiseWarning("%s(): Cannot add element %s number %lld when only %lld such elements exist",
                       activeFunctionName().c_str(), cc(mynode->name),
                       (long long)member->m_data.num, (long long)cnt);
        }
      }
    } else {
      for (xmlNodePtr c = node->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && name == cc(c->name) && matchNs(c, ns, s->isPrefix)) {
          newnode = c;
          matches++;
        }
    }
  }
  if (matches == 0) {
    if (elements) {
      if (!member) {
        xmlNodePtr parent = mynode->parent ? mynode->parent : mynode;
        xmlNodePtr n = xmlNewDocNode(mynode->doc, mynode->ns, mynode->name, nullptr);
        xmlAddChild(parent, n);
        setContent(n, v);
      } else if (isLong) {
        xmlNodePtr n = xmlNewDocNode(mynode->doc, mynode->ns, mynode->name, nullptr);
        xmlAddChild(mynode->parent, n);
        setContent(n, v);
      } else {
        xmlNodePtr n = xmlNewDocNode(mynode->doc, mynode->ns, xc(name.c_str()), nullptr);
        xmlAddChild(mynode, n);
        setContent(n, v);
      }
    } else if (attribs) {
      if (isLong) {
        raiseWarning("%s(): Cannot add element %s number %lld when only 0 such elements exist",
                         activeFunctionName().c_str(), cc(mynode->name),
                     (long long)member->m_data.num);
      } else {
        xmlNewProp(mynode, xc(name.c_str()), xc(v.c_str()));
      }
    }
  } else if (matches == 1) {
    if (attribs && attr) setContent(reinterpret_cast<xmlNodePtr>(attr), v);
    else if (newnode) setContent(newnode, v);
  } else {
    raiseWarning("Cannot assign to an array of nodes (duplicate subnodes or attr detected)");
  }
}

bool propDimExists(ObjectData* o, const TypedValue& member, bool checkEmpty, bool elements, bool attribs) {
  Sxe* s = sdata(o);
  bool isLong = member.isInt();
  std::string name = isLong ? "" : toStdString(member);
  if (isLong && s->type != IT_ATTRLIST) {
    attribs = false;
    elements = true;
    if (s->type == IT_CHILD) {
      // handled below through byOffset
    }
  }
  xmlNodePtr node = s->node;
  xmlAttrPtr attr = nullptr;
  bool test = false;
  if (s->type == IT_ATTRLIST) {
    attribs = true;
    elements = false;
    node = firstNode(s);
    attr = reinterpret_cast<xmlAttrPtr>(node);
    test = s->name != nullptr;
  } else if (s->type != IT_CHILD) {
    node = firstNode(s);
    attr = node ? node->properties : nullptr;
  }
  if (!node) return false;
  const char* ns = nsFilter(s);
  bool exists = false;
  if (attribs) {
    if (isLong) {
      int64_t idx = 0;
      for (; attr && idx <= member.m_data.num; attr = attr->next)
        if ((!test || *s->name == cc(attr->name)) && matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          if (idx == member.m_data.num) {
            exists = true;
            break;
          }
          idx++;
        }
    } else {
      for (; attr; attr = attr->next)
        if ((!test || *s->name == cc(attr->name)) && name == cc(attr->name) &&
            matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          exists = true;
          break;
        }
    }
    if (exists && checkEmpty) {
      std::string v = listString(attr->children, docOf(s));
      exists = !v.empty() && v != "0";
    }
  }
  if (elements) {
    if (isLong) {
      if (s->type == IT_CHILD) node = firstNode(s);
      node = byOffset(s, member.m_data.num, node, nullptr);
    } else {
      node = findByName(s, node->children, name);
    }
    if (node) {
      exists = true;
      if (checkEmpty && (!node->children || (node->children->type == XML_TEXT_NODE && !node->children->next &&
                                              (!node->children->content || !*node->children->content ||
                                               xmlStrEqual(node->children->content, xc("0"))))))
        exists = false;
    }
  }
  return exists;
}

void propDimDelete(ObjectData* o, const TypedValue& member, bool elements, bool attribs) {
  Sxe* s = sdata(o);
  bool isLong = member.isInt();
  std::string name = isLong ? "" : toStdString(member);
  if (isLong && s->type != IT_ATTRLIST) {
    attribs = false;
    elements = true;
  }
  xmlNodePtr node = s->node;
  xmlAttrPtr attr = nullptr;
  bool test = false;
  if (s->type == IT_ATTRLIST) {
    attribs = true;
    elements = false;
    node = firstNode(s);
    attr = reinterpret_cast<xmlAttrPtr>(node);
    test = s->name != nullptr;
  } else if (s->type != IT_CHILD) {
    node = firstNode(s);
    attr = node ? node->properties : nullptr;
  }
  if (!node) return;
  const char* ns = nsFilter(s);
  auto remove = [](xmlNodePtr n) {
    xmlUnlinkNode(n);
    dom::orphan(n);
  };
  if (attribs) {
    if (isLong) {
      int64_t idx = 0;
      for (; attr; attr = attr->next)
        if ((!test || *s->name == cc(attr->name)) && matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          if (idx == member.m_data.num) {
            remove(reinterpret_cast<xmlNodePtr>(attr));
            break;
          }
          idx++;
        }
    } else {
      while (attr) {
        xmlAttrPtr next = attr->next;
        if ((!test || *s->name == cc(attr->name)) && name == cc(attr->name) &&
            matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          remove(reinterpret_cast<xmlNodePtr>(attr));
          break;
        }
        attr = next;
      }
    }
  }
  if (elements) {
    if (isLong) {
      if (s->type == IT_CHILD) node = firstNode(s);
      node = byOffset(s, member.m_data.num, node, nullptr);
      if (node) remove(node);
    } else {
      xmlNodePtr c = node->children;
      while (c) {
        xmlNodePtr next = c->next;
        if (c->type == XML_ELEMENT_NODE && name == cc(c->name) && matchNs(c, ns, s->isPrefix)) remove(c);
        c = next;
      }
    }
  }
}

int missingProp(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* v) {
  TypedValue key = makeStringNoIncRef(name);
  switch (op) {
    case MissingPropOp::Fetch:
      // php's get_property_ptr_ptr: a write through a missing element creates it.
      if (!propDimExists(o, key, false, true, false) && sdata(o)->type != IT_ATTRLIST) {
        Sxe* s = sdata(o);
        xmlNodePtr node = s->type == IT_CHILD ? s->node : firstNode(s);
        if (node && node->type == XML_ELEMENT_NODE) {
          TypedValue nul = makeNull();
          propDimWrite(o, &key, nul, true, false);
          // The new element itself (php hands back a wrapper of just that node).
          xmlNodePtr made = node->last;
          if (made && made->type == XML_ELEMENT_NODE && name->view() == cc(made->name)) {
            *v = makeObjectNoIncRef(like(o, made, IT_NONE, nullptr, nsFilter(s), s->isPrefix));
            return 1;
          }
        }
      }
      *v = propDimRead(o, &key, true, false, false);
      return 1;
    case MissingPropOp::Read:
      requireNode(sdata(o));
      *v = propDimRead(o, &key, true, false, false);
      return 1;
    case MissingPropOp::ReadQuiet: *v = propDimRead(o, &key, true, false, true); return 1;
    case MissingPropOp::Write: {
      TypedValue val = *v;
      try {
        propDimWrite(o, &key, val, true, false);
      } catch (...) {
        tvDecRef(val);
        throw;
      }
      tvDecRef(val);
      return 1;
    }
    case MissingPropOp::Isset: return propDimExists(o, key, false, true, false) ? 1 : 0;
    case MissingPropOp::Empty: return propDimExists(o, key, true, true, false) ? 0 : 1;
    case MissingPropOp::Unset: propDimDelete(o, key, true, false); return 1;
  }
  return -1;
}

/// `$sxe[]->x = v` (php's read_dimension without a key in a write context): a
/// single element is itself, a list of elements gets a new one of their name
/// after them (and a name with none yet gets its first). Keyed writes go
/// through offsetGet (null).
TypedValue* dimLval(ObjectData* o, const TypedValue* key) {
  if (key) return nullptr;
  Sxe* s = sdata(o);
  // (php's handler throws and hands back no element: the engine's notice follows.)
  auto unnamed = [&] {
    raiseNotice("Indirect modification of overloaded element of %s has no effect", o->cls()->name->data());
    throwError(ErrorKind::Error, "Cannot create unnamed attribute");
  };
  if (s->type == IT_ATTRLIST) unnamed();
  xmlNodePtr node = s->type == IT_CHILD ? s->node : firstNode(s);
  if (s->type != IT_CHILD && node && node->parent && node->parent->type == XML_DOCUMENT_NODE) unnamed();   // $root[]->x
  const char* ns = nsFilter(s);
  xmlNodePtr result = nullptr;
  if (!node) {
    if (s->type != IT_ELEMENT || !s->node || !s->name) return nullptr;
    result = xmlNewTextChild(s->node, s->node->ns, xc(s->name->c_str()), nullptr);
  } else if (s->type == IT_NONE) {
    result = node;
  } else {
    if (!node->parent) return nullptr;
    result = xmlNewTextChild(node->parent, node->ns, node->name, nullptr);
  }
  TypedValue old = s->tmp;
  s->tmp = makeObjectNoIncRef(like(o, result, IT_NONE, nullptr, ns, s->isPrefix));
  tvDecRef(old);
  return &s->tmp;
}

bool dimRead(ObjectData* o, const TypedValue& key, bool quiet, TypedValue& out) {
  out = propDimRead(o, tvDeref(&key), false, true, quiet);
  return true;
}
int dimIsset(ObjectData* o, const TypedValue& key, bool checkEmpty) {
  return propDimExists(o, *tvDeref(&key), checkEmpty, false, true) ? 1 : 0;
}

void m_offsetGet(NativeArgs& a) { a.retValue(propDimRead(a.thisObj, &a.arg(0), false, true, false)); }
void m_offsetExists(NativeArgs& a) { a.retBool(propDimExists(a.thisObj, a.arg(0), false, false, true)); }
void m_offsetSet(NativeArgs& a) {
  const TypedValue& k = a.arg(0);
  propDimWrite(a.thisObj, k.isNull() ? nullptr : &k, a.arg(1), false, true);
}
void m_offsetUnset(NativeArgs& a) { propDimDelete(a.thisObj, a.arg(0), false, true); }

// --- Views: var_dump, (array), json -------------------------------------------------------------

void addProp(ArrayData*& rv, const std::string& name, TypedValue value) {
  StringData* k = StringData::make(name);
  const TypedValue* existing = rv->getStr(k);
  if (existing) {
    TypedValue* slot = ArrayData::lvalStr(rv, k);
    if (slot->isArray()) {
      ArrayData::separate(slot->m_data.parr);
      ArrayData::append(slot->m_data.parr, value);
    } else {
      ArrayData* arr = ArrayData::makePacked(2);
      ArrayData::append(arr, *slot);
      ArrayData::append(arr, value);
      *slot = makeArrayNoIncRef(arr);
    }
  } else {
    ArrayData::set(rv, strToArrayKey(k), value);
  }
  k->decRef();
}

TypedValue baseNodeValue(ObjectData* o, xmlNodePtr node) {
  Sxe* s = sdata(o);
  if (node->children && node->children->type == XML_TEXT_NODE && !xmlIsBlankNode(node->children)) {
    return makeStringNoIncRef(StringData::make(listString(node->children, node->doc)));
  }
  return makeObjectNoIncRef(like(o, node, IT_NONE, nullptr, nsFilter(s), s->isPrefix));
}

ArrayData* propHash(ObjectData* o, bool debug) {
  Sxe* s = sdata(o);
  ArrayData* rv = ArrayData::makeHash(4);
  xmlNodePtr node = s->node;
  if (!node) return rv;
  const char* ns = nsFilter(s);
  if (debug || s->type != IT_CHILD) {
    if (s->type == IT_ELEMENT) node = firstNode(s);
    if (node && node->type != XML_ENTITY_DECL) {
      xmlAttrPtr attr = node->properties;
      if (node->type == XML_ATTRIBUTE_NODE) attr = nullptr;
      bool test = s->name && s->type == IT_ATTRLIST;
      ArrayData* zattr = nullptr;
      for (; attr; attr = attr->next) {
        if ((!test || *s->name == cc(attr->name)) && matchNs(reinterpret_cast<xmlNodePtr>(attr), ns, s->isPrefix)) {
          if (!zattr) zattr = ArrayData::makeHash(4);
          StringData* k = StringData::make(cc(attr->name));
          ArrayData::set(zattr, strToArrayKey(k), makeStringNoIncRef(StringData::make(listString(attr->children, docOf(s)))));
          k->decRef();
        }
      }
      if (zattr) addProp(rv, "@attributes", makeArrayNoIncRef(zattr));
    }
  }
  node = firstNode(s);
  bool useIter = false;
  if (node && s->type != IT_ATTRLIST) {
    if (node->type == XML_ATTRIBUTE_NODE) {
      ArrayData::append(rv, makeStringNoIncRef(StringData::make(listString(node->children, node->doc))));
      node = nullptr;
    } else if (s->type != IT_CHILD) {
      if (s->type == IT_NONE || !node->children || !node->parent || !node->next || node->children->next ||
          node->children->children || node->parent->children == node->parent->last) {
        node = node->children;
      } else {
        node = resetIter(s);
        useIter = true;
      }
    }
    while (node) {
      bool skip = false;
      if (node->children || node->prev || node->next || xmlIsBlankNode(node)) {
        if (node->type == XML_TEXT_NODE) skip = true;
      } else if (node->type == XML_TEXT_NODE) {
        if (node->content && *node->content)
          ArrayData::append(rv, makeStringNoIncRef(StringData::make(listString(node, node->doc))));
        skip = true;
      }
      if (!skip && node->type == XML_ELEMENT_NODE && !matchNs(node, ns, s->isPrefix)) skip = true;
      if (!skip && node->name) {
        TypedValue v = baseNodeValue(o, node);
        if (useIter) ArrayData::append(rv, v);
        else addProp(rv, cc(node->name), v);
      }
      if (node->type == XML_ENTITY_DECL) break;
      node = useIter ? fetch(s, node->next) : node->next;
    }
  }
  return rv;
}

ArrayData* debugInfo(ObjectData* o) { return propHash(o, true); }
ArrayData* propertiesFor(ObjectData* o) { return propHash(o, false); }

int64_t compare(ObjectData* a, ObjectData* b) {
  Sxe* x = sdata(a);
  Sxe* y = sdata(b);
  if (!x->node) {
    if (y->node) return 1;
    return x->ref && y->ref && x->ref->doc == y->ref->doc ? 0 : 1;
  }
  return x->node == y->node ? 0 : 1;
}

void sClone(ObjectData* from, ObjectData* to) {
  Sxe* s = sdata(from);
  Sxe* d = sdata(to);
  std::memset(static_cast<void*>(d), 0, sizeof(Sxe));
  d->type = s->type;
  d->isPrefix = s->isPrefix;
  d->hasNs = s->hasNs;
  if (s->name) d->name = new std::string(*s->name);
  if (s->ns) d->ns = new std::string(*s->ns);
  if (!s->node) return;
  // php copies the node (a deep copy in a new document when it is the root).
  if (s->node->parent && s->node->parent->type == XML_DOCUMENT_NODE) {
    xmlDocPtr copy = xmlCopyDoc(docOf(s), 1);
    d->ref = dom::newDocRef(copy);
    dom::docRefIncRef(d->ref);
    d->node = xmlDocGetRootElement(copy);
  } else {
    d->ref = s->ref;
    dom::docRefIncRef(d->ref);
    xmlNodePtr c = xmlDocCopyNode(s->node, docOf(s), 1);
    dom::orphan(c);
    d->node = c;
  }
}

/// (int)/(float) of an element: its string value (php's cast_object).
bool numericSource(ObjectData* o, void* out) {
  *static_cast<std::string*>(out) = stringValue(sdata(o));
  return true;
}
const int s_cast = registerObjectNumericCast("SimpleXMLElement", numericSource);

/// (bool) of an element (php's cast_object to _IS_BOOL): a selection (an
/// element or attribute list) is true when it has a first node; otherwise the
/// element is false when it shows no properties (no children, attributes or text).
bool boolCast(ObjectData* o) {
  Sxe* s = sdata(o);
  if (!s->ref) return true;
  if (s->type != IT_NONE && firstNode(s)) return true;
  ArrayData* h = propHash(o, false);
  bool r = h->size() != 0;
  h->decRef();
  return r;
}
const int s_boolCast = registerObjectBoolCast("SimpleXMLElement", boolCast);

const int s_hooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(Sxe);
  h.init = sInit;
  h.destroy = sDestroy;
  h.sweep = sSweep;
  h.clone = sClone;
  h.missingProp = missingProp;
  h.dimLval = dimLval;
  h.dimRead = dimRead;
  h.dimIsset = dimIsset;
  h.debugInfo = debugInfo;
  h.propertiesFor = propertiesFor;
  h.propertiesAreTable = true;   // php's sxe_get_properties: get_object_vars() too
  h.compare = compare;
  registerNativeClass("SimpleXMLElement", h);
  return 0;
}();

// --- Methods ---------------------------------------------------------------------------------------

void m_toString(NativeArgs& a) { a.retString(stringValue(self(a))); }

void m_getName(NativeArgs& a) {
  xmlNodePtr n = firstNode(self(a));
  a.retString(std::string_view(n ? cc(n->name) : ""));
}

void m_count(NativeArgs& a) {
  requireNode(sdata(a.thisObj));
  Sxe* s = self(a);
  int64_t c = 0;
  for (xmlNodePtr n = resetIter(s); n; n = fetch(s, n->next)) ++c;
  a.retInt(c);
}

void m_children(NativeArgs& a) {
  requireNode(sdata(a.thisObj));
  Sxe* s = self(a);
  if (s->type == IT_ATTRLIST) return;
  xmlNodePtr n = firstNode(s);
  if (!n) return;
  std::string ns = a.isNull(0) ? "" : std::string(a.sv(0));
  a.retObject(like(a.thisObj, n, IT_CHILD, nullptr, a.isNull(0) ? nullptr : ns.c_str(), a.bOr(1, false)));
  if (!a.isNull(0) && ns.empty()) {
    Sxe* d = sdata(a.ret.m_data.pobj);
    d->ns = new std::string();
    d->hasNs = true;
  }
}

void m_attributes(NativeArgs& a) {
  requireNode(sdata(a.thisObj));
  Sxe* s = self(a);
  xmlNodePtr n = firstNode(s);
  if (!n || s->type == IT_ATTRLIST) return;
  std::string ns = a.isNull(0) ? "" : std::string(a.sv(0));
  a.retObject(like(a.thisObj, n, IT_ATTRLIST, nullptr, a.isNull(0) ? nullptr : ns.c_str(), a.bOr(1, false)));
}

// Iteration.
void m_rewind(NativeArgs& a) {
  Sxe* s = self(a);
  s->cur = resetIter(s);
}
void m_valid(NativeArgs& a) { a.retBool(self(a)->cur != nullptr); }
void m_current(NativeArgs& a) {
  Sxe* s = self(a);
  if (!s->cur) throwError(ErrorKind::Error, "Iterator not initialized or already consumed");
  a.retObject(like(a.thisObj, s->cur, IT_NONE, nullptr, nsFilter(s), s->isPrefix));
}
void m_key(NativeArgs& a) {
  Sxe* s = self(a);
  if (!s->cur) throwError(ErrorKind::Error, "Iterator not initialized or already consumed");
  a.retString(std::string_view(cc(s->cur->name)));
}
void m_next(NativeArgs& a) {
  Sxe* s = self(a);
  if (s->cur) s->cur = fetch(s, s->cur->next);
}
void m_hasChildren(NativeArgs& a) {
  Sxe* s = self(a);
  if (!s->cur) throwError(ErrorKind::Error, "Iterator not initialized or already consumed");
  const char* ns = nsFilter(s);
  xmlNodePtr c = s->cur->children;
  if (s->type == IT_ATTRLIST) c = nullptr;
  for (; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE && matchNs(c, ns, s->isPrefix)) break;
  a.retBool(c != nullptr);
}
void m_getChildren(NativeArgs& a) {
  Sxe* s = self(a);
  if (!s->cur) throwError(ErrorKind::Error, "Iterator not initialized or already consumed");
  if (s->type == IT_ATTRLIST) return;
  a.retObject(like(a.thisObj, s->cur, IT_CHILD, nullptr, nsFilter(s), s->isPrefix));
}

void m_addChild(NativeArgs& a) {
  Sxe* s = self(a);
  std::string qname(a.sv(0));
  if (qname.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($qualifiedName) cannot be empty", xmlext::funcName(a).c_str());
  if (s->type == IT_ATTRLIST) {
    raiseWarning("%s(): Cannot add element to attributes", xmlext::funcName(a).c_str());
    return;
  }
  xmlNodePtr node = firstNode(s);
  if (!node) {
    raiseWarning("%s(): Cannot add child. Parent is not a permanent member of the XML tree", xmlext::funcName(a).c_str());
    return;
  }
  xmlChar* prefix = nullptr;
  xmlChar* local = xmlSplitQName2(xc(qname.c_str()), &prefix);
  if (!local) local = xmlStrdup(xc(qname.c_str()));
  xmlNodePtr n;
  {
    xmlext::ErrorCapture cap(true);
    std::string v = a.isNull(1) ? "" : std::string(a.sv(1));
    n = xmlNewChild(node, nullptr, local, a.isNull(1) ? nullptr : xc(v.c_str()));
    cap.report(xmlext::funcName(a));
  }
  if (!a.isNull(2)) {
    std::string uri(a.sv(2));
    if (uri.empty()) {
      n->ns = nullptr;
      xmlNewNs(n, xc(""), prefix);
    } else {
      xmlNsPtr ns = xmlSearchNsByHref(node->doc, node, xc(uri.c_str()));
      if (!ns) ns = xmlNewNs(n, xc(uri.c_str()), prefix);
      n->ns = ns;
    }
  }
  a.retObject(like(a.thisObj, n, IT_NONE, cc(local), prefix ? cc(prefix) : nullptr, false));
  // php keeps the local name as the (unused) iteration name.
  xmlFree(local);
  if (prefix) xmlFree(prefix);
}

void m_addAttribute(NativeArgs& a) {
  Sxe* s = self(a);
  std::string qname(a.sv(0));
  if (qname.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($qualifiedName) cannot be empty", xmlext::funcName(a).c_str());
  xmlNodePtr node = firstNode(s);
  if (node && node->type != XML_ELEMENT_NODE) node = node->parent;
  if (!node) {
    raiseWarning("%s(): Unable to locate parent Element", xmlext::funcName(a).c_str());
    return;
  }
  std::string uri = a.isNull(2) ? "" : std::string(a.sv(2));
  bool hasUri = !a.isNull(2);
  xmlChar* prefix = nullptr;
  xmlChar* local = xmlSplitQName2(xc(qname.c_str()), &prefix);
  if (!local) {
    if (!uri.empty()) {
      if (prefix) xmlFree(prefix);
      raiseWarning("%s(): Attribute requires prefix for namespace", xmlext::funcName(a).c_str());
      return;
    }
    local = xmlStrdup(xc(qname.c_str()));
  }
  xmlAttrPtr at = xmlHasNsProp(node, local, hasUri ? xc(uri.c_str()) : nullptr);
  if (at && at->type != XML_ATTRIBUTE_DECL) {
    xmlFree(local);
    if (prefix) xmlFree(prefix);
    raiseWarning("%s(): Attribute already exists", xmlext::funcName(a).c_str());
    return;
  }
  xmlNsPtr ns = nullptr;
  if (hasUri) {
    ns = xmlSearchNsByHref(node->doc, node, xc(uri.c_str()));
    if (!ns) ns = xmlNewNs(node, xc(uri.c_str()), prefix);
  }
  xmlNewNsProp(node, ns, local, xc(std::string(a.sv(1)).c_str()));
  xmlFree(local);
  if (prefix) xmlFree(prefix);
}

void m_asXML(NativeArgs& a) {
  Sxe* s = self(a);
  xmlNodePtr node = firstNode(s);
  xmlDocPtr doc = docOf(s);
  if (!a.isNull(0)) {
    if (!node) {
      a.retBool(false);
      return;
    }
    std::string file = cwdPath(std::string(a.sv(0)));
    if (node->parent && node->parent->type == XML_DOCUMENT_NODE) {
      a.retBool(xmlSaveFile(file.c_str(), doc) != -1);
    } else {
      xmlOutputBufferPtr out = xmlOutputBufferCreateFilename(file.c_str(), nullptr, 0);
      if (!out) {
        a.retBool(false);
        return;
      }
      xmlNodeDumpOutput(out, doc, node, 0, 0, nullptr);
      xmlOutputBufferClose(out);
      a.retBool(true);
    }
    return;
  }
  if (!node) {
    a.retBool(false);
    return;
  }
  if (node->parent && node->parent->type == XML_DOCUMENT_NODE) {
    xmlChar* mem = nullptr;
    int len = 0;
    xmlDocDumpMemoryEnc(doc, &mem, &len, doc->encoding ? cc(doc->encoding) : nullptr);
    if (!mem) {
      a.retBool(false);
      return;
    }
    a.retString(std::string_view(cc(mem), size_t(len)));
    xmlFree(mem);
    return;
  }
  xmlOutputBufferPtr out = xmlAllocOutputBuffer(nullptr);
  xmlNodeDumpOutput(out, doc, node, 0, 0, doc && doc->encoding ? cc(doc->encoding) : nullptr);
  xmlOutputBufferFlush(out);
  const xmlChar* c = xmlOutputBufferGetContent(out);
  a.retString(std::string_view(c ? cc(c) : "", xmlOutputBufferGetSize(out)));
  xmlOutputBufferClose(out);
}

void m_xpath(NativeArgs& a) {
  Sxe* s = self(a);
  if (s->type == IT_ATTRLIST) return;
  requireNode(s);
  xmlNodePtr node = firstNode(s);
  if (!node) return;
  xmlDocPtr doc = docOf(s);
  if (!s->xpath) s->xpath = xmlXPathNewContext(doc);
  s->xpath->node = node;
  xmlNsPtr* ns = xmlGetNsList(doc, node);
  int n = 0;
  if (ns)
    while (ns[n]) ++n;
  s->xpath->namespaces = ns;
  s->xpath->nsNr = n;
  std::string expr(a.sv(0));
  xmlXPathObjectPtr res;
  {
    xmlext::ErrorCapture cap;
    res = xmlXPathEval(xc(expr.c_str()), s->xpath);
    cap.report(xmlext::funcName(a));
  }
  if (ns) xmlFree(ns);
  s->xpath->namespaces = nullptr;
  s->xpath->nsNr = 0;
  if (!res) {
    a.retBool(false);
    return;
  }
  ArrayData* arr = ArrayData::makePacked(0);
  xmlNodeSetPtr set = res->type == XPATH_NODESET ? res->nodesetval : nullptr;
  if (set) {
    for (int i = 0; i < set->nodeNr; ++i) {
      xmlNodePtr p = set->nodeTab[i];
      ObjectData* v = nullptr;
      if (p->type == XML_TEXT_NODE) v = like(a.thisObj, p->parent, IT_NONE, nullptr, nullptr, false);
      else if (p->type == XML_ATTRIBUTE_NODE)
        v = like(a.thisObj, p->parent, IT_ATTRLIST, cc(p->name), p->ns ? cc(p->ns->href) : nullptr, false);
      else if (p->type == XML_ELEMENT_NODE) v = like(a.thisObj, p, IT_NONE, nullptr, nullptr, false);
      if (v) ArrayData::append(arr, makeObjectNoIncRef(v));
    }
  }
  xmlXPathFreeObject(res);
  a.retArray(arr);
}

void m_registerXPathNamespace(NativeArgs& a) {
  requireNode(sdata(a.thisObj));
  Sxe* s = self(a);
  if (!s->xpath) s->xpath = xmlXPathNewContext(docOf(s));
  a.retBool(xmlXPathRegisterNs(s->xpath, xc(std::string(a.sv(0)).c_str()), xc(std::string(a.sv(1)).c_str())) == 0);
}

void addNsName(ArrayData*& r, xmlNsPtr ns) {
  StringData* k = StringData::make(ns->prefix ? cc(ns->prefix) : "");
  if (!r->getStr(k)) ArrayData::set(r, strToArrayKey(k), makeStringNoIncRef(StringData::make(cc(ns->href))));
  k->decRef();
}

void addNamespaces(xmlNodePtr node, bool recursive, ArrayData*& r) {
  if (node->ns) addNsName(r, node->ns);
  for (xmlAttrPtr at = node->properties; at; at = at->next)
    if (at->ns) addNsName(r, at->ns);
  if (recursive)
    for (xmlNodePtr c = node->children; c; c = c->next)
      if (c->type == XML_ELEMENT_NODE) addNamespaces(c, recursive, r);
}

void m_getNamespaces(NativeArgs& a) {
  Sxe* s = self(a);
  ArrayData* r = ArrayData::makeHash(2);
  xmlNodePtr node = firstNode(s);
  if (node) {
    if (node->type == XML_ELEMENT_NODE) addNamespaces(node, a.bOr(0, false), r);
    else if (node->type == XML_ATTRIBUTE_NODE && node->ns) addNsName(r, node->ns);
  }
  a.retArray(r);
}

void addRegistered(xmlNodePtr node, bool recursive, ArrayData*& r) {
  if (node->type != XML_ELEMENT_NODE) return;
  for (xmlNsPtr ns = node->nsDef; ns; ns = ns->next) addNsName(r, ns);
  if (recursive)
    for (xmlNodePtr c = node->children; c; c = c->next) addRegistered(c, recursive, r);
}

void m_getDocNamespaces(NativeArgs& a) {
  // Only the document must exist (php: sxe->document); no root is false.
  if (!sdata(a.thisObj)->ref) throwError(ErrorKind::Error, "SimpleXMLElement is not properly initialized");
  Sxe* s = self(a);
  bool fromRoot = a.bOr(1, true);
  xmlNodePtr node = fromRoot ? (docOf(s) ? xmlDocGetRootElement(docOf(s)) : nullptr) : s->node;
  if (!node) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(2);
  addRegistered(node, a.bOr(0, false), r);
  a.retArray(r);
}

const BuiltinDecl kSimpleXml[] = {
    {"simplexml_load_string(string $data, ?string $class_name = SimpleXMLElement::class, int $options = 0, string $namespace_or_prefix = \"\", bool $is_prefix = false): SimpleXMLElement|false", f_load_string},
    {"simplexml_load_file(string $filename, ?string $class_name = SimpleXMLElement::class, int $options = 0, string $namespace_or_prefix = \"\", bool $is_prefix = false): SimpleXMLElement|false", f_load_file},
    {"simplexml_import_dom(object $node, ?string $class_name = SimpleXMLElement::class): ?SimpleXMLElement", f_import_dom},
    {"SimpleXMLElement::__construct", f_construct},
    {"SimpleXMLElement::__toString", m_toString},
    {"SimpleXMLElement::getName", m_getName},
    {"SimpleXMLElement::count", m_count},
    {"SimpleXMLElement::children", m_children},
    {"SimpleXMLElement::attributes", m_attributes},
    {"SimpleXMLElement::rewind", m_rewind},
    {"SimpleXMLElement::valid", m_valid},
    {"SimpleXMLElement::current", m_current},
    {"SimpleXMLElement::key", m_key},
    {"SimpleXMLElement::next", m_next},
    {"SimpleXMLElement::hasChildren", m_hasChildren},
    {"SimpleXMLElement::getChildren", m_getChildren},
    {"SimpleXMLElement::addChild", m_addChild},
    {"SimpleXMLElement::addAttribute", m_addAttribute},
    {"SimpleXMLElement::asXML", m_asXML},
    {"SimpleXMLElement::xpath", m_xpath},
    {"SimpleXMLElement::registerXPathNamespace", m_registerXPathNamespace},
    {"SimpleXMLElement::getNamespaces", m_getNamespaces},
    {"SimpleXMLElement::getDocNamespaces", m_getDocNamespaces},
    {"SimpleXMLElement::offsetGet", m_offsetGet},
    {"SimpleXMLElement::offsetExists", m_offsetExists},
    {"SimpleXMLElement::offsetSet", m_offsetSet},
    {"SimpleXMLElement::offsetUnset", m_offsetUnset},
};
HOP_REGISTER_BUILTINS(kSimpleXml);

HOP_REGISTER_EXTENSION("SimpleXML");

} // namespace

/// dom_import_simplexml().
void domImportSimplexml(NativeArgs& a) {
  ObjectData* o = a.obj(0);
  Class* base = lookupClassAutoload("SimpleXMLElement");
  if (!o->cls()->isSubclassOf(base)) {
    throwErrorF(ErrorKind::TypeError, "dom_import_simplexml(): Argument #1 ($node) must be of type SimpleXMLElement, %s given",
                o->cls()->name->data());
  }
  Sxe* s = sdata(o);
  xmlNodePtr n = firstNode(s);
  if (!n || (n->type != XML_ELEMENT_NODE && n->type != XML_ATTRIBUTE_NODE)) {
    throwError(ErrorKind::TypeError, "dom_import_simplexml(): Argument #1 ($node) is not a valid node type");
  }
  a.retObject(dom::wrap(n));
}

namespace {
const BuiltinDecl kDomImport[] = {
    {"dom_import_simplexml(object $node): DOMElement", domImportSimplexml},
};
HOP_REGISTER_BUILTINS(kDomImport);
} // namespace

} // namespace sxe
} // namespace hop
