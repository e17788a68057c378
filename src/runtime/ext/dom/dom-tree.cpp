// dom-tree.cpp — DOMNode's tree methods (appendChild & co.), DOMParentNode/DOMChildNode, namespace lookups.
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/c14n.h>
#include <libxml/xpathInternals.h>

#include <vector>

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

void linkChild(xmlNodePtr parent, xmlNodePtr child, xmlNodePtr ref) {
  adopt(child, parent->doc);
  if (child->doc != parent->doc) xmlSetTreeDoc(child, parent->doc);
  child->parent = parent;
  if (ref) {
    child->next = ref;
    child->prev = ref->prev;
    if (ref->prev) ref->prev->next = child;
    else parent->children = child;
    ref->prev = child;
  } else {
    child->next = nullptr;
    child->prev = parent->last;
    if (parent->last) parent->last->next = child;
    else parent->children = child;
    parent->last = child;
  }
}

namespace {

void unlinkOnly(xmlNodePtr n) {
  if (n->parent || n->prev || n->next) {
    xmlUnlinkNode(n);
    orphan(n);
  }
}

} // namespace

void detach(xmlNodePtr n) {
  xmlUnlinkNode(n);
  orphan(n);
  freeIfUnseen(n);
}

namespace {

bool isDocNode(xmlNodePtr n) { return n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE; }

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

bool readOnly(xmlNodePtr n) {
  switch (n->type) {
    case XML_ENTITY_REF_NODE:
    case XML_ENTITY_NODE:
    case XML_DOCUMENT_TYPE_NODE:
    case XML_NOTATION_NODE:
    case XML_DTD_NODE:
    case XML_ELEMENT_DECL:
    case XML_ATTRIBUTE_DECL:
    case XML_ENTITY_DECL:
    case XML_NAMESPACE_DECL: return true;
    default: return n->doc == nullptr;
  }
}

/// php's dom_hierarchy: false when child is parent or one of its ancestors.
bool hierarchyOk(xmlNodePtr parent, xmlNodePtr child) {
  if (!parent || !child || child->doc != parent->doc) return true;
  if (isDocNode(child)) return false;
  for (xmlNodePtr n = parent; n; n = n->parent)
    if (n == child) return false;
  return true;
}

void setOldNs(xmlDocPtr doc, xmlNsPtr ns) {
  if (!doc) return;
  if (!doc->oldNs) {
    doc->oldNs = xmlNewNs(nullptr, xc("http://www.w3.org/XML/1998/namespace"), xc("xml"));
    if (!doc->oldNs) return;
  }
  xmlNsPtr cur = doc->oldNs;
  while (cur->next) cur = cur->next;
  cur->next = ns;
}

} // namespace

namespace {

/// Drops the declarations of element `n` that `searchParent` already makes in scope.
void dropRedundantNsDefs(xmlDocPtr doc, xmlNodePtr n, xmlNodePtr searchParent) {
  xmlNsPtr prev = nullptr;
  for (xmlNsPtr cur = n->nsDef; cur;) {
    xmlNsPtr next = cur->next;
    xmlNsPtr found;
    if (cur->href && searchParent && (found = xmlSearchNsByHref(doc, searchParent, cur->href)) &&
        (cur->prefix == nullptr || xmlStrEqual(found->prefix, cur->prefix))) {
      cur->next = nullptr;
      if (!prev) n->nsDef = next;
      else prev->next = next;
      setOldNs(doc, cur);
      cur = next;
      continue;
    }
    prev = cur;
    cur = next;
  }
}

/// A fragment's nodes and all their descendant elements: declarations the
/// insertion parent already makes are dropped (php's dom_reconcile_ns_list).
void dropRedundantNsDefsDeep(xmlDocPtr doc, xmlNodePtr n, xmlNodePtr searchParent) {
  for (; n; n = n->next) {
    if (n->type != XML_ELEMENT_NODE) continue;
    dropRedundantNsDefs(doc, n, searchParent);
    dropRedundantNsDefsDeep(doc, n->children, searchParent);
  }
}

} // namespace

/// php's dom_reconcile_ns: drops declarations the new parent already makes, then reconciles.
void reconcileNs(xmlDocPtr doc, xmlNodePtr n) {
  if (n->type != XML_ELEMENT_NODE) return;
  dropRedundantNsDefs(doc, n, n->parent);
  xmlReconciliateNs(doc, n);
}

namespace {

/// Puts an attribute node on an element (replacing one of the same name).
void linkAttr(xmlNodePtr elem, xmlNodePtr attr) {
  xmlAttrPtr old = attr->ns ? xmlHasNsProp(elem, attr->name, attr->ns->href) : xmlHasProp(elem, attr->name);
  if (old && reinterpret_cast<xmlNodePtr>(old) != attr && old->type == XML_ATTRIBUTE_NODE)
    detach(reinterpret_cast<xmlNodePtr>(old));
  if (attr->parent == elem) return;
  unlinkOnly(attr);
  adopt(attr, elem->doc);
  if (attr->doc != elem->doc) xmlSetTreeDoc(attr, elem->doc);
  attr->parent = elem;
  attr->next = nullptr;
  xmlAttrPtr a = reinterpret_cast<xmlAttrPtr>(attr);
  if (!elem->properties) {
    elem->properties = a;
    a->prev = nullptr;
  } else {
    xmlAttrPtr last = elem->properties;
    while (last->next) last = last->next;
    last->next = a;
    a->prev = last;
  }
  if (xmlIsID(elem->doc, elem, a)) {
    xmlChar* v = xmlNodeGetContent(attr);
    if (v) {
      xmlAddID(nullptr, elem->doc, v, a);
      xmlFree(v);
    }
  }
}

/// Inserts `child` (unlinked by us first) under parent before ref; fragments
/// give their children. Returns the node php returns.
xmlNodePtr insertNode(xmlNodePtr parent, xmlNodePtr child, xmlNodePtr ref) {
  if (child->type == XML_DOCUMENT_FRAG_NODE) {
    xmlNodePtr first = child->children;
    std::vector<xmlNodePtr> moved;
    for (xmlNodePtr c = first; c;) {
      xmlNodePtr next = c->next;
      xmlUnlinkNode(c);
      linkChild(parent, c, ref);
      moved.push_back(c);
      c = next;
    }
    // php's dom_reconcile_ns_list: every element of the fragment, nested ones
    // too, drops what the parent declares; then each is reconciled.
    for (xmlNodePtr c : moved) {
      if (c->type != XML_ELEMENT_NODE) continue;
      dropRedundantNsDefs(parent->doc, c, parent);
      dropRedundantNsDefsDeep(parent->doc, c->children, parent);
    }
    for (xmlNodePtr c : moved)
      if (c->type == XML_ELEMENT_NODE) xmlReconciliateNs(parent->doc, c);
    return child;
  }
  if (child->type == XML_ATTRIBUTE_NODE) {
    if (parent->type == XML_ELEMENT_NODE) linkAttr(parent, child);
    return child;
  }
  if (child->parent || child->prev || child->next) {
    DocRef* r = docRefOf(child);
    xmlUnlinkNode(child);
    if (r) r->orphans.erase(child);
  }
  linkChild(parent, child, ref);
  reconcileNs(parent->doc, child);
  return child;
}

/// The checks appendChild/insertBefore/replaceChild share. False: return false.
bool insertChecks(NativeArgs& a, xmlNodePtr parent, xmlNodePtr child) {
  DocRef* ref = docRefOf(parent);
  if (!childrenValid(parent)) return false;
  if (readOnly(parent) || (child->parent && readOnly(child->parent))) {
    domError(NO_MODIFICATION_ALLOWED_ERR, ref);
    return false;
  }
  if (!hierarchyOk(parent, child)) {
    domError(HIERARCHY_REQUEST_ERR, ref);
    return false;
  }
  if (child->doc && child->doc != parent->doc) {
    domError(WRONG_DOCUMENT_ERR, ref);
    return false;
  }
  if (child->type == XML_DOCUMENT_FRAG_NODE && !child->children) {
    raiseWarning("%s(): Document Fragment is empty", xmlext::funcName(a).c_str());
    return false;
  }
  return true;
}

void f_appendChild(NativeArgs& a) {
  xmlNodePtr parent = thisNode(a);
  xmlNodePtr child = argNode(a, 0);
  if (!insertChecks(a, parent, child)) {
    a.retBool(false);
    return;
  }
  ObjectData* keep = wrap(child);   // the node php returns
  insertNode(parent, child, nullptr);
  a.retObject(keep);
}

void f_insertBefore(NativeArgs& a) {
  xmlNodePtr parent = thisNode(a);
  xmlNodePtr child = argNode(a, 0);
  xmlNodePtr ref = a.isNull(1) ? nullptr : argNode(a, 1);
  if (!insertChecks(a, parent, child)) {
    a.retBool(false);
    return;
  }
  if (ref && ref->parent != parent) {
    domError(NOT_FOUND_ERR, docRefOf(parent));
    a.retBool(false);
    return;
  }
  if (ref == child) ref = child->next;
  ObjectData* keep = wrap(child);
  insertNode(parent, child, ref);
  a.retObject(keep);
}

void f_removeChild(NativeArgs& a) {
  xmlNodePtr parent = thisNode(a);
  xmlNodePtr child = argNode(a, 0);
  if (!childrenValid(parent)) {
    a.retBool(false);
    return;
  }
  if (readOnly(parent) || (child->parent && readOnly(child->parent))) {
    domError(NO_MODIFICATION_ALLOWED_ERR, docRefOf(parent));
    a.retBool(false);
    return;
  }
  if (child->parent != parent) {
    domError(NOT_FOUND_ERR, docRefOf(parent));
    a.retBool(false);
    return;
  }
  xmlUnlinkNode(child);
  orphan(child);
  a.retObject(wrap(child));
}

void f_replaceChild(NativeArgs& a) {
  xmlNodePtr parent = thisNode(a);
  xmlNodePtr nw = argNode(a, 0);
  xmlNodePtr old = argNode(a, 1);
  if (!childrenValid(parent)) {
    a.retBool(false);
    return;
  }
  DocRef* r = docRefOf(parent);
  if (old->parent != parent) {
    domError(NOT_FOUND_ERR, r);
    a.retBool(false);
    return;
  }
  if (readOnly(parent) || (nw->parent && readOnly(nw->parent))) {
    domError(NO_MODIFICATION_ALLOWED_ERR, r);
    a.retBool(false);
    return;
  }
  if (nw->doc != parent->doc && nw->doc) {
    domError(WRONG_DOCUMENT_ERR, r);
    a.retBool(false);
    return;
  }
  if (!hierarchyOk(parent, nw)) {
    domError(HIERARCHY_REQUEST_ERR, r);
    a.retBool(false);
    return;
  }
  ObjectData* keep = wrap(old);
  if (nw != old) {
    if (nw->type == XML_DOCUMENT_FRAG_NODE) {
      insertNode(parent, nw, old);
    } else {
      insertNode(parent, nw, old);
    }
    xmlUnlinkNode(old);
    orphan(old);
  }
  a.retObject(keep);
}

void f_hasChildNodes(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  a.retBool(childrenValid(n) && n->children != nullptr);
}

void f_hasAttributes(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  a.retBool(n->type == XML_ELEMENT_NODE && n->properties != nullptr);
}

void f_isSameNode(NativeArgs& a) { a.retBool(thisNode(a) == argNode(a, 0)); }

void f_isSupported(NativeArgs& a) { a.retBool(true); }

void f_cloneNode(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  bool deep = a.bOr(0, false);
  if (isDocNode(n)) {
    xmlDocPtr copy = xmlCopyDoc(reinterpret_cast<xmlDocPtr>(n), deep ? 1 : 0);
    if (!copy) {
      a.retBool(false);
      return;
    }
    DocRef* r = newDocRef(copy);
    DocRef* old = docRefOf(n);
    if (old) {
      r->formatOutput = old->formatOutput;
      r->preserveWhiteSpace = old->preserveWhiteSpace;
      r->classMap = old->classMap;
      r->stricterror = old->stricterror;
    }
    a.retObject(wrap(reinterpret_cast<xmlNodePtr>(copy)));
    return;
  }
  xmlNodePtr c;
  if (n->type == XML_ATTRIBUTE_NODE) c = reinterpret_cast<xmlNodePtr>(xmlCopyProp(nullptr, reinterpret_cast<xmlAttrPtr>(n)));
  else c = xmlDocCopyNode(n, n->doc, deep ? 1 : 2 /* attributes and namespaces, no children */);
  if (!c) {
    a.retBool(false);
    return;
  }
  if (n->type == XML_ELEMENT_NODE && !deep) {
    // php copies the namespace declarations and attributes of a shallow clone too.
  }
  if (n->doc) {
    orphan(c);
    a.retObject(wrap(c));
  } else {
    a.retObject(wrap(c));
  }
}

void f_normalize(NativeArgs& a) {
  std::vector<xmlNodePtr> stack{thisNode(a)};
  while (!stack.empty()) {
    xmlNodePtr n = stack.back();
    stack.pop_back();
    xmlNodePtr c = n->children;
    if (n->type == XML_ENTITY_REF_NODE) continue;
    while (c) {
      if (c->type == XML_TEXT_NODE) {
        xmlNodePtr nx = c->next;
        while (nx && nx->type == XML_TEXT_NODE) {
          xmlNodeAddContent(c, nx->content);
          xmlNodePtr after = nx->next;
          detach(nx);
          nx = after;
        }
        if (!c->content || !*c->content) {
          xmlNodePtr after = c->next;
          detach(c);
          c = after;
          continue;
        }
      } else if (c->type == XML_ELEMENT_NODE) {
        stack.push_back(c);
        for (xmlAttrPtr at = c->properties; at; at = at->next) stack.push_back(reinterpret_cast<xmlNodePtr>(at));
      }
      c = c->next;
    }
  }
}

void f_getLineNo(NativeArgs& a) { a.retInt(xmlGetLineNo(thisNode(a))); }

void f_getNodePath(NativeArgs& a) {
  xmlChar* p = xmlGetNodePath(thisNode(a));
  if (!p) {
    a.retNull();
    return;
  }
  a.retString(std::string_view(cc(p)));
  xmlFree(p);
}

void f_lookupNamespaceURI(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (isDocNode(n)) n = xmlDocGetRootElement(reinterpret_cast<xmlDocPtr>(n));
  if (!n) {
    a.retNull();
    return;
  }
  std::string pfx = a.isNull(0) ? "" : std::string(a.sv(0));
  xmlNsPtr ns = xmlSearchNs(n->doc, n, pfx.empty() ? nullptr : xc(pfx.c_str()));
  if (ns && ns->href) a.retString(std::string_view(cc(ns->href)));
  else a.retNull();
}

void f_lookupPrefix(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  std::string uri(a.sv(0));
  xmlNodePtr lookup = n;
  switch (n->type) {
    case XML_ELEMENT_NODE: break;
    case XML_DOCUMENT_NODE:
    case XML_HTML_DOCUMENT_NODE: lookup = xmlDocGetRootElement(reinterpret_cast<xmlDocPtr>(n)); break;
    case XML_ENTITY_NODE:
    case XML_NOTATION_NODE:
    case XML_DOCUMENT_FRAG_NODE:
    case XML_DOCUMENT_TYPE_NODE:
    case XML_DTD_NODE: lookup = nullptr; break;
    default: lookup = n->parent;
  }
  if (lookup && !uri.empty()) {
    xmlNsPtr ns = xmlSearchNsByHref(lookup->doc, lookup, xc(uri.c_str()));
    if (ns && ns->prefix) {
      a.retString(std::string_view(cc(ns->prefix)));
      return;
    }
  }
  a.retNull();
}

void f_isDefaultNamespace(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (isDocNode(n)) n = xmlDocGetRootElement(reinterpret_cast<xmlDocPtr>(n));
  if (n && !a.sv(0).empty()) {
    xmlNsPtr ns = xmlSearchNs(n->doc, n, nullptr);
    if (ns && ns->href && a.sv(0) == cc(ns->href)) {
      a.retBool(true);
      return;
    }
  }
  a.retBool(false);
}

void f_sleep(NativeArgs& a) {
  throwErrorF(ErrorKind::Exception, "Serialization of '%s' is not allowed", a.thisObj->cls()->name->data());
}
void f_wakeup(NativeArgs& a) {
  throwErrorF(ErrorKind::Exception, "Unserialization of '%s' is not allowed", a.thisObj->cls()->name->data());
}

// --- C14N ---------------------------------------------------------------------------------------

int c14nVisible(void* user, xmlNodePtr node, xmlNodePtr parent) {
  xmlNodePtr root = static_cast<xmlNodePtr>(user);
  xmlNodePtr n = node;
  if (n->type == XML_NAMESPACE_DECL) n = parent;
  while (n) {
    if (n == root) return 1;
    n = n->parent;
  }
  return 0;
}

bool c14n(NativeArgs& a, uint32_t first, std::string& out) {
  xmlNodePtr n = thisNode(a);
  xmlDocPtr doc = n->doc;
  if (!doc) {
    throwErrorF(ErrorKind::Error, "Node must be associated with a document");
  }
  bool exclusive = a.bOr(first, false);
  bool comments = a.bOr(first + 1, false);
  xmlOutputBufferPtr buf = xmlAllocOutputBuffer(nullptr);
  xmlext::ErrorCapture cap;
  int r;
  std::vector<xmlChar*> prefixes;
  if (!a.isNull(first + 3)) {
    ArrayData* arr = a.arr(first + 3);
    for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p)) {
      const TypedValue& v = *tvDeref(arr->iterValue(p));
      if (v.isString()) prefixes.push_back(xmlStrdup(xc(v.m_data.pstr->data())));
    }
    prefixes.push_back(nullptr);
  }
  xmlNodeSetPtr set = nullptr;
  if (!a.isNull(first + 2)) {
    ArrayData* arr = a.arr(first + 2);
    const TypedValue* q = arr->getStr("query");
    if (!q) {
      if (buf) xmlOutputBufferClose(buf);
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($xpath) must have a \"query\" key", xmlext::funcName(a).c_str(), first + 3);
    }
    if (!tvDeref(q)->isString()) {
      if (buf) xmlOutputBufferClose(buf);
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($xpath) \"query\" option must be a string, %s given",
                  xmlext::funcName(a).c_str(), first + 3, typeNameForMessage(*tvDeref(q)).c_str());
    }
    xmlXPathContextPtr ctx = xmlXPathNewContext(doc);
    ctx->node = n;
    const TypedValue* nsArr = arr->getStr("namespaces");
    if (nsArr && tvDeref(nsArr)->isArray()) {
      ArrayData* na = tvDeref(nsArr)->m_data.parr;
      for (uint32_t p = na->iterBegin(); na->iterValid(p); p = na->iterAdvance(p)) {
        TypedValue k = na->iterKey(p);
        const TypedValue& v = *tvDeref(na->iterValue(p));
        if (k.isString() && v.isString())
          xmlXPathRegisterNs(ctx, xc(k.m_data.pstr->data()), xc(v.m_data.pstr->data()));
      }
    }
    xmlXPathObjectPtr res = xmlXPathEvalExpression(xc(tvDeref(q)->m_data.pstr->data()), ctx);
    xmlXPathFreeContext(ctx);
    if (!res) {
      if (buf) xmlOutputBufferClose(buf);
      cap.report(xmlext::funcName(a));
      throwError(ErrorKind::ValueError, "XPath query did not return a nodeset");
    }
    set = res->nodesetval;
    res->nodesetval = nullptr;
    xmlXPathFreeObject(res);
    r = xmlC14NDocSaveTo(doc, set, exclusive ? 1 : 0, prefixes.empty() ? nullptr : prefixes.data(), comments ? 1 : 0, buf);
  } else {
    r = xmlC14NExecute(doc, c14nVisible, n, exclusive ? 1 : 0, prefixes.empty() ? nullptr : prefixes.data(),
                       comments ? 1 : 0, buf);
  }
  for (xmlChar* p : prefixes)
    if (p) xmlFree(p);
  if (set) xmlXPathFreeNodeSet(set);
  bool ok = r >= 0;
  if (ok) {
    const xmlChar* c = xmlOutputBufferGetContent(buf);
    out.assign(c ? cc(c) : "", xmlOutputBufferGetSize(buf));
  }
  xmlOutputBufferClose(buf);
  cap.report(xmlext::funcName(a));
  return ok;
}

void f_C14N(NativeArgs& a) {
  std::string out;
  if (c14n(a, 0, out)) a.retString(out);
  else a.retBool(false);
}

void f_C14NFile(NativeArgs& a) {
  std::string out;
  if (!c14n(a, 1, out)) {
    a.retBool(false);
    return;
  }
  std::string path(a.sv(0));
  FILE* f = fopen(path.c_str(), "wb");
  if (!f) {
    a.retBool(false);
    return;
  }
  fwrite(out.data(), 1, out.size(), f);
  fclose(f);
  a.retInt(int64_t(out.size()));
}

} // namespace

// --- DOMParentNode / DOMChildNode ---------------------------------------------------------------

namespace {

/// The nodes of a variadic list: DOMNode objects as they are, strings as new
/// text nodes. Checks php's errors first.
std::vector<xmlNodePtr> nodesFrom(NativeArgs& a, xmlNodePtr context, std::vector<ObjectData*>& keep) {
  std::vector<xmlNodePtr> out;
  xmlDocPtr doc = context->doc;
  for (uint32_t i = 0; i < a.count; ++i) {
    const TypedValue& v = a.arg(i);
    if (v.isObject()) {
      Class* nodeCls = lookupClassAutoload("DOMNode");
      if (!v.m_data.pobj->cls()->isSubclassOf(nodeCls)) {
        throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u must be of type DOMNode|string, %s given",
                    xmlext::funcName(a).c_str(), i + 1, v.m_data.pobj->cls()->name->data());
      }
      xmlNodePtr n = nodeOf(v.m_data.pobj);
      if (n->doc && n->doc != doc) throwDom(WRONG_DOCUMENT_ERR);
      out.push_back(n);
    } else if (v.isString()) {
      out.push_back(nullptr);
    } else {
      throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u must be of type DOMNode|string, %s given",
                  xmlext::funcName(a).c_str(), i + 1, typeNameForMessage(v).c_str());
    }
  }
  for (uint32_t i = 0; i < a.count; ++i) {
    if (out[i]) continue;
    const TypedValue& v = a.arg(i);
    xmlNodePtr t = xmlNewDocTextLen(doc, xc(v.m_data.pstr->data()), int(v.m_data.pstr->size()));
    orphan(t);
    keep.push_back(wrap(t));   // held while inserting
    out[i] = t;
  }
  return out;
}

void releaseAll(std::vector<ObjectData*>& keep) {
  for (ObjectData* o : keep) o->decRef();
  keep.clear();
}

void insertAll(xmlNodePtr parent, const std::vector<xmlNodePtr>& nodes, xmlNodePtr ref) {
  for (xmlNodePtr n : nodes) {
    if (!hierarchyOk(parent, n)) throwDom(HIERARCHY_REQUEST_ERR);
  }
  for (xmlNodePtr n : nodes) {
    if (n == ref) continue;
    insertNode(parent, n, ref);
  }
}

} // namespace

void parentAppend(NativeArgs& a, bool prepend) {
  xmlNodePtr parent = thisNode(a);
  std::vector<ObjectData*> keep;
  try {
    std::vector<xmlNodePtr> nodes = nodesFrom(a, parent, keep);
    insertAll(parent, nodes, prepend ? parent->children : nullptr);
  } catch (...) {
    releaseAll(keep);
    throw;
  }
  releaseAll(keep);
}

void childBeforeAfter(NativeArgs& a, bool after) {
  xmlNodePtr n = thisNode(a);
  xmlNodePtr parent = n->parent;
  if (!parent) {
    domError(HIERARCHY_REQUEST_ERR, docRefOf(n));
    return;
  }
  std::vector<ObjectData*> keep;
  try {
    std::vector<xmlNodePtr> nodes = nodesFrom(a, n, keep);
    // The insertion point: a sibling not among the inserted nodes.
    auto inList = [&](xmlNodePtr x) {
      for (xmlNodePtr y : nodes)
        if (x == y) return true;
      return false;
    };
    xmlNodePtr ref;
    if (after) {
      ref = n->next;
      while (ref && inList(ref)) ref = ref->next;
    } else {
      ref = n;
      if (inList(n)) {
        ref = n->next;
        while (ref && inList(ref)) ref = ref->next;
      }
      xmlNodePtr p = n->prev;
      while (p && inList(p)) p = p->prev;
      if (inList(n)) {
        ref = p ? p->next : parent->children;
        while (ref && inList(ref)) ref = ref->next;
      }
    }
    insertAll(parent, nodes, ref);
  } catch (...) {
    releaseAll(keep);
    throw;
  }
  releaseAll(keep);
}

void childReplaceWith(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  xmlNodePtr parent = n->parent;
  if (!parent) {
    domError(HIERARCHY_REQUEST_ERR, docRefOf(n));
    return;
  }
  std::vector<ObjectData*> keep;
  try {
    std::vector<xmlNodePtr> nodes = nodesFrom(a, n, keep);
    bool selfIn = false;
    for (xmlNodePtr x : nodes)
      if (x == n) selfIn = true;
    xmlNodePtr ref = n->next;
    auto inList = [&](xmlNodePtr x) {
      for (xmlNodePtr y : nodes)
        if (x == y) return true;
      return false;
    };
    while (ref && inList(ref)) ref = ref->next;
    if (!selfIn) {
      xmlUnlinkNode(n);
      orphan(n);
    }
    insertAll(parent, nodes, ref);
  } catch (...) {
    releaseAll(keep);
    throw;
  }
  releaseAll(keep);
}

void childRemove(NativeArgs& a) {
  xmlNodePtr n = thisNode(a);
  if (!n->parent) return;
  if (readOnly(n->parent)) {
    domError(NO_MODIFICATION_ALLOWED_ERR, docRefOf(n));
    return;
  }
  xmlUnlinkNode(n);
  orphan(n);
}

namespace {

void f_append(NativeArgs& a) { parentAppend(a, false); }
void f_prepend(NativeArgs& a) { parentAppend(a, true); }
void f_before(NativeArgs& a) { childBeforeAfter(a, false); }
void f_after(NativeArgs& a) { childBeforeAfter(a, true); }
void f_replaceWith(NativeArgs& a) { childReplaceWith(a); }
void f_remove(NativeArgs& a) { childRemove(a); }

const BuiltinDecl kDomTree[] = {
    {"DOMNode::appendChild", f_appendChild},
    {"DOMNode::insertBefore", f_insertBefore},
    {"DOMNode::removeChild", f_removeChild},
    {"DOMNode::replaceChild", f_replaceChild},
    {"DOMNode::hasChildNodes", f_hasChildNodes},
    {"DOMNode::hasAttributes", f_hasAttributes},
    {"DOMNode::isSameNode", f_isSameNode},
    {"DOMNode::isSupported", f_isSupported},
    {"DOMNode::cloneNode", f_cloneNode},
    {"DOMNode::normalize", f_normalize},
    {"DOMNode::getLineNo", f_getLineNo},
    {"DOMNode::getNodePath", f_getNodePath},
    {"DOMNode::lookupNamespaceURI", f_lookupNamespaceURI},
    {"DOMNode::lookupPrefix", f_lookupPrefix},
    {"DOMNode::isDefaultNamespace", f_isDefaultNamespace},
    {"DOMNode::__sleep", f_sleep},
    {"DOMNode::__wakeup", f_wakeup},
    {"DOMNameSpaceNode::__sleep", f_sleep},
    {"DOMNameSpaceNode::__wakeup", f_wakeup},
    {"DOMNode::C14N", f_C14N},
    {"DOMNode::C14NFile", f_C14NFile},
    {"DOMDocumentFragment::append", f_append},
    {"DOMDocumentFragment::prepend", f_prepend},
    {"DOMDocument::append", f_append},
    {"DOMDocument::prepend", f_prepend},
    {"DOMElement::append", f_append},
    {"DOMElement::prepend", f_prepend},
    {"DOMElement::before", f_before},
    {"DOMElement::after", f_after},
    {"DOMElement::replaceWith", f_replaceWith},
    {"DOMElement::remove", f_remove},
    {"DOMCharacterData::before", f_before},
    {"DOMCharacterData::after", f_after},
    {"DOMCharacterData::replaceWith", f_replaceWith},
    {"DOMCharacterData::remove", f_remove},
};
HOP_REGISTER_BUILTINS(kDomTree);

} // namespace
} // namespace dom
} // namespace hop
