// dom-element.cpp — DOMElement, DOMAttr, DOMCharacterData/DOMText and the other node classes' constructors and methods.
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/parserInternals.h>
#include <libxml/valid.h>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

void attachLone(ObjectData* o, xmlNodePtr n);

constexpr const char* kXmlnsUri = "http://www.w3.org/2000/xmlns/";
constexpr const char* kXmlUri = "http://www.w3.org/XML/1998/namespace";

bool validName(const std::string& s) { return !s.empty() && xmlValidateName(xc(s.c_str()), 0) == 0; }

int checkQName(const std::string& qname, std::string& prefix, std::string& local, bool hasUri) {
  // php's dom_check_qname.
  if (qname.empty()) return NAMESPACE_ERR;
  size_t c = qname.find(':');
  if (c == std::string::npos || c == 0) {
    prefix.clear();
    local = qname;
    if (!hasUri) return 0;
  } else {
    prefix = qname.substr(0, c);
    local = qname.substr(c + 1);
  }
  if (xmlValidateQName(xc(qname.c_str()), 0) != 0) return NAMESPACE_ERR;
  if (!prefix.empty() && !hasUri) return NAMESPACE_ERR;
  return 0;
}

/// php's dom_get_ns: a new declaration of (uri, prefix) on node, or NAMESPACE_ERR.
xmlNsPtr newNsChecked(xmlNodePtr node, const std::string& uri, const std::string& prefix, int& err) {
  err = 0;
  bool bad = (prefix == "xml" && uri != "http://www.w3.org/XML/1998/namespace") ||
             (prefix == "xmlns" && uri != "http://www.w3.org/2000/xmlns/") ||
             (!prefix.empty() && uri == "http://www.w3.org/2000/xmlns/" && prefix != "xmlns");
  xmlNsPtr ns = bad ? nullptr : xmlNewNs(node, xc(uri.c_str()), prefix.empty() ? nullptr : xc(prefix.c_str()));
  if (!ns) err = NAMESPACE_ERR;
  return ns;
}

namespace {

std::string qname(xmlNodePtr n) {
  std::string s;
  if (n->ns && n->ns->prefix) {
    s = cc(n->ns->prefix);
    s += ':';
  }
  return s + cc(n->name);
}

// --- Constructors ------------------------------------------------------------------------------

void f_elemCtor(NativeArgs& a) {
  std::string name(a.sv(0));
  if (!validName(name)) throwDom(INVALID_CHARACTER_ERR);
  std::string uri = a.has(2) ? std::string(a.sv(2)) : "";
  std::string prefix, local = name;
  xmlNodePtr n;
  if (!uri.empty()) {
    int err = checkQName(name, prefix, local, true);
    if (err) throwDom(err);
    n = xmlNewNode(nullptr, xc(local.c_str()));
    if (!n) return;
    xmlNsPtr ns = newNsChecked(n, uri, prefix, err);
    if (!ns) {
      xmlFreeNode(n);
      throwDom(NAMESPACE_ERR);
    }
    xmlSetNs(n, ns);
  } else {
    // Without a namespace there can be no prefix.
    size_t c = name.find(':');
    if (c != std::string::npos && c > 0 && c + 1 < name.size()) throwDom(NAMESPACE_ERR);
    n = xmlNewNode(nullptr, xc(name.c_str()));
    if (!n) return;
  }
  if (!a.isNull(1)) xmlNodeSetContentLen(n, xc(a.str(1)->data()), int(a.str(1)->size()));
  attachLone(a.thisObj, n);
}

void f_attrCtor(NativeArgs& a) {
  std::string name(a.sv(0));
  if (!validName(name)) throwDom(INVALID_CHARACTER_ERR);
  xmlAttrPtr at = xmlNewProp(nullptr, xc(name.c_str()), xc(std::string(a.svOr(1, "")).c_str()));
  if (at) attachLone(a.thisObj, reinterpret_cast<xmlNodePtr>(at));
}

void f_textCtor(NativeArgs& a) {
  std::string_view s = a.svOr(0, "");
  attachLone(a.thisObj, xmlNewTextLen(xc(std::string(s).c_str()), int(s.size())));
}
void f_commentCtor(NativeArgs& a) {
  attachLone(a.thisObj, xmlNewComment(xc(std::string(a.svOr(0, "")).c_str())));
}
void f_cdataCtor(NativeArgs& a) {
  std::string_view s = a.sv(0);
  attachLone(a.thisObj, xmlNewCDataBlock(nullptr, xc(std::string(s).c_str()), int(s.size())));
}
void f_piCtor(NativeArgs& a) {
  std::string name(a.sv(0));
  if (!validName(name)) throwDom(INVALID_CHARACTER_ERR);
  attachLone(a.thisObj, xmlNewPI(xc(name.c_str()), xc(std::string(a.svOr(1, "")).c_str())));
}
void f_entRefCtor(NativeArgs& a) {
  std::string name(a.sv(0));
  if (!validName(name)) throwDom(INVALID_CHARACTER_ERR);
  attachLone(a.thisObj, xmlNewReference(nullptr, xc(name.c_str())));
}
void f_fragCtor(NativeArgs& a) { attachLone(a.thisObj, xmlNewDocFragment(nullptr)); }

// --- Attributes ---------------------------------------------------------------------------------

/// php's dom_get_dom1_attribute: an attribute by qualified name, or a
/// namespace declaration ("xmlns", "xmlns:p") as an xmlNs.
xmlNodePtr findAttr(xmlNodePtr elem, const std::string& name, xmlNsPtr* nsOut) {
  if (nsOut) *nsOut = nullptr;
  if (elem->type != XML_ELEMENT_NODE) return nullptr;
  if (name == "xmlns" || name.compare(0, 6, "xmlns:") == 0) {
    std::string p = name == "xmlns" ? "" : name.substr(6);
    for (xmlNsPtr ns = elem->nsDef; ns; ns = ns->next) {
      bool match = p.empty() ? ns->prefix == nullptr : (ns->prefix && p == cc(ns->prefix));
      if (match) {
        if (nsOut) *nsOut = ns;
        return reinterpret_cast<xmlNodePtr>(ns);
      }
    }
  }
  for (xmlAttrPtr at = elem->properties; at; at = at->next)
    if (qname(reinterpret_cast<xmlNodePtr>(at)) == name) return reinterpret_cast<xmlNodePtr>(at);
  // A qualified name whose prefix is not the attribute's: try the local part with that prefix's namespace.
  return nullptr;
}

void f_getAttribute(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  xmlNsPtr ns;
  xmlNodePtr at = findAttr(n, std::string(a.sv(0)), &ns);
  if (ns) {
    a.retString(std::string_view(ns->href ? cc(ns->href) : ""));
    return;
  }
  if (!at) {
    a.retString(std::string_view(""));
    return;
  }
  a.retString(nodeText(at));
}

xmlNsPtr nsDeclFor(xmlNodePtr elem, const std::string& local) {
  for (xmlNsPtr ns = elem->nsDef; ns; ns = ns->next) {
    if (local == "xmlns" ? ns->prefix == nullptr : (ns->prefix && local == cc(ns->prefix))) return ns;
  }
  return nullptr;
}

void f_getAttributeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string local(a.sv(1));
  if (uri == kXmlnsUri) {
    xmlNsPtr ns = nsDeclFor(n, local);
    a.retString(std::string_view(ns && ns->href ? cc(ns->href) : ""));
    return;
  }
  xmlAttrPtr at = xmlHasNsProp(n, xc(local.c_str()), uri.empty() ? nullptr : xc(uri.c_str()));
  if (!at || at->type != XML_ATTRIBUTE_NODE) {
    a.retString(std::string_view(""));
    return;
  }
  a.retString(nodeText(reinterpret_cast<xmlNodePtr>(at)));
}

void f_getAttributeNode(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  xmlNsPtr ns;
  xmlNodePtr at = findAttr(n, std::string(a.sv(0)), &ns);
  if (ns) {
    a.retObject(wrapNs(ns, n));
    return;
  }
  if (!at) {
    a.retBool(false);
    return;
  }
  a.retObject(wrap(at));
}

void f_getAttributeNodeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string local(a.sv(1));
  if (uri == kXmlnsUri) {
    xmlNsPtr ns = nsDeclFor(n, local);
    if (ns) a.retObject(wrapNs(ns, n));
    return;
  }
  xmlAttrPtr at = xmlHasNsProp(n, xc(local.c_str()), uri.empty() ? nullptr : xc(uri.c_str()));
  if (at && at->type == XML_ATTRIBUTE_NODE) a.retObject(wrap(reinterpret_cast<xmlNodePtr>(at)));
}

void f_hasAttribute(NativeArgs& a) { a.retBool(findAttr(thisNode(a), std::string(a.sv(0)), nullptr) != nullptr); }

void f_hasAttributeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string local(a.sv(1));
  if (uri == kXmlnsUri) {
    a.retBool(nsDeclFor(n, local) != nullptr);
    return;
  }
  xmlAttrPtr at = xmlHasNsProp(n, xc(local.c_str()), uri.empty() ? nullptr : xc(uri.c_str()));
  a.retBool(at && at->type == XML_ATTRIBUTE_NODE);
}

bool checkWritable(xmlNodePtr n) {
  if (!n->doc) {
    domError(NO_MODIFICATION_ALLOWED_ERR, nullptr);
    return false;
  }
  return true;
}

void f_setAttribute(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string name(a.sv(0));
  std::string value(a.sv(1));
  if (!validName(name)) {
    domError(INVALID_CHARACTER_ERR, docRefOf(n));
    a.retBool(false);
    return;
  }
  if (!checkWritable(n)) {
    a.retBool(false);
    return;
  }
  xmlNsPtr ns;
  xmlNodePtr at = findAttr(n, name, &ns);
  if (ns) {
    a.retBool(false);
    return;
  }
  if (at) removeChildren(at);
  if (name == "xmlns" || name.compare(0, 6, "xmlns:") == 0) {
    if (xmlNewNs(n, xc(value.c_str()), name == "xmlns" ? nullptr : xc(name.c_str() + 6))) {
      a.retBool(true);
      return;
    }
    a.retBool(false);
    return;
  }
  xmlAttrPtr r;
  if (at) {
    xmlNodePtr t = xmlNewDocText(n->doc, xc(value.c_str()));
    linkChild(at, t, nullptr);
    r = reinterpret_cast<xmlAttrPtr>(at);
    if (r->atype == XML_ATTRIBUTE_ID) {
      xmlRemoveID(n->doc, r);
      xmlAddID(nullptr, n->doc, xc(value.c_str()), r);
    }
  } else {
    r = xmlNewProp(n, xc(name.c_str()), xc(value.c_str()));
  }
  if (!r) {
    a.retBool(false);
    return;
  }
  a.retObject(wrap(reinterpret_cast<xmlNodePtr>(r)));
}

/// A namespace for (uri, prefix) on elem: an existing declaration in scope or a new one.
xmlNsPtr nsFor(xmlNodePtr elem, const std::string& uri, const std::string& prefix, int& err) {
  err = 0;
  xmlNsPtr ns = xmlSearchNsByHref(elem->doc, elem, xc(uri.c_str()));
  if (ns && (prefix.empty() ? true : (ns->prefix && prefix == cc(ns->prefix))) && (ns->prefix || prefix.empty()))
    return ns;
  if (prefix.empty()) {
    // php makes up a prefix for a namespaced attribute without one: default, default1, ...
    for (int i = 0;; ++i) {
      std::string p = i ? "default" + std::to_string(i) : "default";
      if (!xmlSearchNs(elem->doc, elem, xc(p.c_str()))) return xmlNewNs(elem, xc(uri.c_str()), xc(p.c_str()));
    }
  }
  xmlNsPtr existing = xmlSearchNs(elem->doc, elem, xc(prefix.c_str()));
  if (existing && existing->href && uri == cc(existing->href)) return existing;
  // The prefix is taken on this element by another URI: namespace error.
  for (xmlNsPtr d = elem->nsDef; d; d = d->next)
    if (d->prefix && prefix == cc(d->prefix)) {
      err = NAMESPACE_ERR;
      return nullptr;
    }
  return xmlNewNs(elem, xc(uri.c_str()), xc(prefix.c_str()));
}

void f_setAttributeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string name(a.sv(1));
  std::string value(a.sv(2));
  DocRef* r = docRefOf(n);
  std::string prefix, local;
  int err = checkQName(name, prefix, local, !uri.empty());
  if (!err && prefix == "xml" && uri != kXmlUri) err = NAMESPACE_ERR;
  if (!err && (prefix == "xmlns" || (prefix.empty() && local == "xmlns")) && uri != kXmlnsUri) err = NAMESPACE_ERR;
  if (!err && uri == kXmlnsUri && prefix != "xmlns" && !(prefix.empty() && local == "xmlns")) err = NAMESPACE_ERR;
  if (err) {
    domError(err, r);
    return;
  }
  if (!checkWritable(n)) return;
  if (uri == kXmlnsUri) {
    // A namespace declaration.
    std::string p = prefix.empty() ? "" : local;
    xmlNsPtr existing = nullptr;
    for (xmlNsPtr d = n->nsDef; d; d = d->next)
      if (p.empty() ? d->prefix == nullptr : (d->prefix && p == cc(d->prefix))) existing = d;
    if (existing) {
      if (existing->href) xmlFree(const_cast<xmlChar*>(existing->href));
      existing->href = xmlStrdup(xc(value.c_str()));
    } else {
      xmlNsPtr ns = xmlNewNs(n, xc(value.c_str()), p.empty() ? nullptr : xc(p.c_str()));
      if (p.empty() && ns && !n->ns && n->type == XML_ELEMENT_NODE) xmlSetNs(n, ns);
    }
    return;
  }
  if (uri.empty()) {
    xmlAttrPtr old = xmlHasNsProp(n, xc(local.c_str()), nullptr);
    if (old && old->type == XML_ATTRIBUTE_NODE) removeChildren(reinterpret_cast<xmlNodePtr>(old));
    xmlSetNsProp(n, nullptr, xc(local.c_str()), xc(value.c_str()));
    return;
  }
  xmlAttrPtr old = xmlHasNsProp(n, xc(local.c_str()), xc(uri.c_str()));
  if (old && old->type == XML_ATTRIBUTE_NODE) {
    removeChildren(reinterpret_cast<xmlNodePtr>(old));
    if (!prefix.empty() && (!old->ns->prefix || prefix != cc(old->ns->prefix))) {
      xmlNsPtr ns = nsFor(n, uri, prefix, err);
      if (ns) old->ns = ns;
    }
    xmlNodePtr t = xmlNewDocText(n->doc, xc(value.c_str()));
    linkChild(reinterpret_cast<xmlNodePtr>(old), t, nullptr);
    return;
  }
  xmlNsPtr ns = nsFor(n, uri, prefix, err);
  if (!ns) {
    domError(err ? err : NAMESPACE_ERR, r);
    return;
  }
  xmlSetNsProp(n, ns, xc(local.c_str()), xc(value.c_str()));
}

void f_removeAttribute(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (!checkWritable(n)) {
    a.retBool(false);
    return;
  }
  xmlNsPtr ns;
  xmlNodePtr at = findAttr(n, std::string(a.sv(0)), &ns);
  if (!at) {
    a.retBool(false);
    return;
  }
  if (ns) {
    // A declaration is removed only when no node uses it (php leaves used ones).
    a.retBool(false);
    return;
  }
  if (reinterpret_cast<xmlAttrPtr>(at)->atype == XML_ATTRIBUTE_ID) xmlRemoveID(n->doc, reinterpret_cast<xmlAttrPtr>(at));
  detach(at);
  a.retBool(true);
}

void f_removeAttributeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (!checkWritable(n)) return;
  std::string uri = a.isNull(0) ? "" : std::string(a.sv(0));
  std::string local(a.sv(1));
  if (uri == kXmlnsUri) {
    xmlNsPtr prev = nullptr;
    for (xmlNsPtr d = n->nsDef; d; prev = d, d = d->next) {
      if (local == "xmlns" ? d->prefix == nullptr : (d->prefix && local == cc(d->prefix))) {
        if (n->ns == d) return;   // in use
        if (prev) prev->next = d->next;
        else n->nsDef = d->next;
        d->next = nullptr;
        xmlFreeNs(d);
        return;
      }
    }
    return;
  }
  xmlAttrPtr at = xmlHasNsProp(n, xc(local.c_str()), uri.empty() ? nullptr : xc(uri.c_str()));
  if (at && at->type == XML_ATTRIBUTE_NODE) {
    if (at->atype == XML_ATTRIBUTE_ID) xmlRemoveID(n->doc, at);
    detach(reinterpret_cast<xmlNodePtr>(at));
  }
}

void f_removeAttributeNode(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  xmlNodePtr at = argNode(a, 0);
  if (!checkWritable(n)) {
    a.retBool(false);
    return;
  }
  if (at->type != XML_ATTRIBUTE_NODE || at->parent != n) {
    domError(NOT_FOUND_ERR, docRefOf(n));
    a.retBool(false);
    return;
  }
  xmlUnlinkNode(at);
  orphan(at);
  a.retObject(wrap(at));
}

void setAttrNode(NativeArgs& a, bool ns) {
  xmlNodePtr n = thisNode(a);
  xmlNodePtr at = argNode(a, 0);
  if (!checkWritable(n)) {
    a.retBool(false);
    return;
  }
  if (at->type != XML_ATTRIBUTE_NODE) {
    a.retBool(false);
    return;
  }
  if (at->doc && at->doc != n->doc) {
    domError(WRONG_DOCUMENT_ERR, docRefOf(n));
    a.retBool(false);
    return;
  }
  if (at->parent == n) {
    a.retNull();
    return;
  }
  xmlAttrPtr old = at->ns && ns ? xmlHasNsProp(n, at->name, at->ns->href) : xmlHasNsProp(n, at->name, nullptr);
  TypedValue ret = makeNull();
  if (old && old->type == XML_ATTRIBUTE_NODE && reinterpret_cast<xmlNodePtr>(old) != at) {
    ret = makeObjectNoIncRef(wrap(reinterpret_cast<xmlNodePtr>(old)));
    xmlUnlinkNode(reinterpret_cast<xmlNodePtr>(old));
    orphan(reinterpret_cast<xmlNodePtr>(old));
  }
  if (at->parent) xmlUnlinkNode(at);   // php 8.2 moves an attribute another element has
  adopt(at, n->doc);
  if (at->doc != n->doc) xmlSetTreeDoc(at, n->doc);
  at->parent = n;
  at->next = nullptr;
  xmlAttrPtr aa = reinterpret_cast<xmlAttrPtr>(at);
  if (!n->properties) {
    n->properties = aa;
    aa->prev = nullptr;
  } else {
    xmlAttrPtr last = n->properties;
    while (last->next) last = last->next;
    last->next = aa;
    aa->prev = last;
  }
  xmlReconciliateNs(n->doc, n);
  a.retValue(ret);
}
void f_setAttributeNode(NativeArgs& a) { setAttrNode(a, false); }
void f_setAttributeNodeNS(NativeArgs& a) { setAttrNode(a, true); }

void setId(NativeArgs& a, xmlAttrPtr at, bool isId) {
  xmlNodePtr n = thisNode(a);
  if (!at || at->type != XML_ATTRIBUTE_NODE || at->parent != n) {
    domError(NOT_FOUND_ERR, docRefOf(n));
    return;
  }
  if (isId && at->atype != XML_ATTRIBUTE_ID) {
    xmlChar* v = xmlNodeGetContent(reinterpret_cast<xmlNodePtr>(at));
    xmlAddID(nullptr, n->doc, v ? v : xc(""), at);
    if (v) xmlFree(v);
    at->atype = XML_ATTRIBUTE_ID;
  } else if (!isId && at->atype == XML_ATTRIBUTE_ID) {
    xmlRemoveID(n->doc, at);
    at->atype = xmlAttributeType(0);
  }
}
void f_setIdAttribute(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  xmlNodePtr at = findAttr(n, std::string(a.sv(0)), nullptr);
  setId(a, at && at->type == XML_ATTRIBUTE_NODE ? reinterpret_cast<xmlAttrPtr>(at) : nullptr, a.b(1));
}
void f_setIdAttributeNS(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri(a.sv(0));
  xmlAttrPtr at = xmlHasNsProp(n, xc(std::string(a.sv(1)).c_str()), uri.empty() ? nullptr : xc(uri.c_str()));
  setId(a, at, a.b(2));
}
void f_setIdAttributeNode(NativeArgs& a) {
  xmlNodePtr at = argNode(a, 0);
  setId(a, reinterpret_cast<xmlAttrPtr>(at), a.b(1));
}

void f_elemGetElementsByTagName(NativeArgs& a) {
  thisNode(a);
  a.retObject(newTagList(a.thisObj, std::string(a.sv(0)), nullptr));
}
void f_elemGetElementsByTagNameNS(NativeArgs& a) {
  thisNode(a);
  std::string ns = a.isNull(0) ? "" : std::string(a.sv(0));
  a.retObject(newTagList(a.thisObj, std::string(a.sv(1)), &ns));
}

void f_attrIsId(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  a.retBool(reinterpret_cast<xmlAttrPtr>(n)->atype == XML_ATTRIBUTE_ID);
}

// --- Character data -----------------------------------------------------------------------------

/// Byte offset of the UTF-8 character index i in s (clamped to its end).
size_t utf8Offset(const std::string& s, int64_t i) {
  size_t p = 0;
  while (i > 0 && p < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[p]);
    p += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    --i;
  }
  return p > s.size() ? s.size() : p;
}
int64_t utf8Len(const std::string& s) {
  int64_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

bool rangeOk(NativeArgs& a, xmlNodePtr n, int64_t off, int64_t count, int64_t len) {
  if (off < 0 || count < 0 || off > len) {
    domError(INDEX_SIZE_ERR, docRefOf(n));
    return false;
  }
  return true;
}

void f_appendData(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string s = nodeText(n) + std::string(a.sv(0));
  xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size()));
  a.retBool(true);
}
void f_substringData(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string s = nodeText(n);
  int64_t off = a.i64(0), count = a.i64(1), len = utf8Len(s);
  if (!rangeOk(a, n, off, count, len)) {
    a.retBool(false);
    return;
  }
  if (off + count > len) count = len - off;
  size_t b = utf8Offset(s, off), e = utf8Offset(s, off + count);
  a.retString(std::string_view(s).substr(b, e - b));
}
void f_insertData(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string s = nodeText(n);
  int64_t off = a.i64(0), len = utf8Len(s);
  if (!rangeOk(a, n, off, 0, len)) {
    a.retBool(false);
    return;
  }
  s.insert(utf8Offset(s, off), a.sv(1));
  xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size()));
  a.retBool(true);
}
void f_deleteData(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string s = nodeText(n);
  int64_t off = a.i64(0), count = a.i64(1), len = utf8Len(s);
  if (!rangeOk(a, n, off, count, len)) {
    a.retBool(false);
    return;
  }
  if (off + count > len) count = len - off;
  size_t b = utf8Offset(s, off), e = utf8Offset(s, off + count);
  s.erase(b, e - b);
  xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size()));
  a.retBool(true);
}
void f_replaceData(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string s = nodeText(n);
  int64_t off = a.i64(0), count = a.i64(1), len = utf8Len(s);
  if (!rangeOk(a, n, off, count, len)) {
    a.retBool(false);
    return;
  }
  if (off + count > len) count = len - off;
  size_t b = utf8Offset(s, off), e = utf8Offset(s, off + count);
  s.replace(b, e - b, a.sv(2));
  xmlNodeSetContentLen(n, xc(s.c_str()), int(s.size()));
  a.retBool(true);
}

void f_isWhitespace(NativeArgs& a) { a.retBool(xmlIsBlankNode(thisNode(a)) == 1); }

void f_splitText(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  int64_t off = a.i64(0);
  if (n->type != XML_TEXT_NODE && n->type != XML_CDATA_SECTION_NODE) {
    a.retBool(false);
    return;
  }
  std::string s = nodeText(n);
  int64_t len = utf8Len(s);
  if (off < 0 || off > len) {
    domError(INDEX_SIZE_ERR, docRefOf(n));
    a.retBool(false);
    return;
  }
  size_t b = utf8Offset(s, off);
  std::string first = s.substr(0, b), second = s.substr(b);
  xmlNodeSetContentLen(n, xc(first.c_str()), int(first.size()));
  xmlNodePtr t = xmlNewDocTextLen(n->doc, xc(second.c_str()), int(second.size()));
  if (n->type == XML_CDATA_SECTION_NODE) t->type = XML_CDATA_SECTION_NODE;
  if (n->parent) {
    linkChild(n->parent, t, n->next);
  } else {
    if (n->doc) orphan(t);
    else {
      ObjectData* o = wrap(t);   // a lone node gets its own owner
      a.retObject(o);
      return;
    }
  }
  a.retObject(wrap(t));
}

void f_appendXML(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (!n->doc) {
    domError(NO_MODIFICATION_ALLOWED_ERR, nullptr);
    a.retBool(false);
    return;
  }
  std::string s(a.sv(0));
  if (s.empty()) {
    a.retBool(false);
    return;
  }
  xmlNodePtr list = nullptr;
  int err;
  {
    xmlext::ErrorCapture cap;
    err = xmlParseBalancedChunkMemory(n->doc, nullptr, nullptr, 0, xc(s.c_str()), &list);
    cap.report(xmlext::funcName(a));
  }
  if (err != 0) {
    if (list) xmlFreeNodeList(list);
    a.retBool(false);
    return;
  }
  while (list) {
    xmlNodePtr next = list->next;
    list->next = list->prev = nullptr;
    list->parent = nullptr;
    linkChild(n, list, nullptr);
    list = next;
  }
  a.retBool(true);
}

const BuiltinDecl kDomElement[] = {
    {"DOMElement::__construct", f_elemCtor},
    {"DOMAttr::__construct", f_attrCtor},
    {"DOMText::__construct", f_textCtor},
    {"DOMComment::__construct", f_commentCtor},
    {"DOMCdataSection::__construct", f_cdataCtor},
    {"DOMProcessingInstruction::__construct", f_piCtor},
    {"DOMEntityReference::__construct", f_entRefCtor},
    {"DOMDocumentFragment::__construct", f_fragCtor},
    {"DOMDocumentFragment::appendXML", f_appendXML},
    {"DOMElement::getAttribute", f_getAttribute},
    {"DOMElement::getAttributeNS", f_getAttributeNS},
    {"DOMElement::getAttributeNode", f_getAttributeNode},
    {"DOMElement::getAttributeNodeNS", f_getAttributeNodeNS},
    {"DOMElement::hasAttribute", f_hasAttribute},
    {"DOMElement::hasAttributeNS", f_hasAttributeNS},
    {"DOMElement::setAttribute", f_setAttribute},
    {"DOMElement::setAttributeNS", f_setAttributeNS},
    {"DOMElement::removeAttribute", f_removeAttribute},
    {"DOMElement::removeAttributeNS", f_removeAttributeNS},
    {"DOMElement::removeAttributeNode", f_removeAttributeNode},
    {"DOMElement::setAttributeNode", f_setAttributeNode},
    {"DOMElement::setAttributeNodeNS", f_setAttributeNodeNS},
    {"DOMElement::setIdAttribute", f_setIdAttribute},
    {"DOMElement::setIdAttributeNS", f_setIdAttributeNS},
    {"DOMElement::setIdAttributeNode", f_setIdAttributeNode},
    {"DOMElement::getElementsByTagName", f_elemGetElementsByTagName},
    {"DOMElement::getElementsByTagNameNS", f_elemGetElementsByTagNameNS},
    {"DOMAttr::isId", f_attrIsId},
    {"DOMCharacterData::appendData", f_appendData},
    {"DOMCharacterData::substringData", f_substringData},
    {"DOMCharacterData::insertData", f_insertData},
    {"DOMCharacterData::deleteData", f_deleteData},
    {"DOMCharacterData::replaceData", f_replaceData},
    {"DOMText::isWhitespaceInElementContent", f_isWhitespace},
    {"DOMText::isElementContentWhitespace", f_isWhitespace},
    {"DOMText::splitText", f_splitText},
};
HOP_REGISTER_BUILTINS(kDomElement);

} // namespace
} // namespace dom
} // namespace hop
