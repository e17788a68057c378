// dom-lists.cpp — DOMNodeList and DOMNamedNodeMap: live lists of children, attributes, tag-name matches, XPath results.
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/entities.h>
#include <libxml/hash.h>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

ObjectData* newNodeList(ObjectData* base, ListKind k) {
  bool map = k == ListKind::Attributes || k == ListKind::Entities || k == ListKind::Notations;
  ObjectData* o = ObjectData::make(lookupClassAutoload(map ? "DOMNamedNodeMap" : "DOMNodeList"));
  DomData* d = data(o);
  d->kind = map ? Kind::NamedMap : Kind::NodeList;
  d->listKind = k;
  base->incRef();
  d->base = base;
  return o;
}

ObjectData* newTagList(ObjectData* base, const std::string& name, const std::string* ns) {
  ObjectData* o = newNodeList(base, ListKind::TagName);
  DomData* d = data(o);
  d->name = new std::string(name);
  if (ns) {
    d->anyNs = *ns == "*";
    d->ns = new std::string(*ns);
  }
  return o;
}

ObjectData* newItemList(ArrayData* items) {
  ObjectData* o = ObjectData::make(lookupClassAutoload("DOMNodeList"));
  DomData* d = data(o);
  d->kind = Kind::NodeList;
  d->listKind = ListKind::Items;
  d->items = items;
  return o;
}

void collectByTagName(xmlNodePtr base, const std::string& name, const std::string* ns, bool anyNs,
                      std::vector<xmlNodePtr>& out, size_t stopAt) {
  bool anyName = name == "*";
  xmlNodePtr n = base->children;
  if (base->type == XML_ENTITY_REF_NODE) return;
  while (n) {
    if (n->type == XML_ELEMENT_NODE) {
      if (anyName || name == cc(n->name)) {
        bool ok;
        if (!ns) ok = true;
        else if (anyNs) ok = true;
        else if (ns->empty()) ok = n->ns == nullptr;
        else ok = n->ns && n->ns->href && *ns == cc(n->ns->href);
        if (ok) {
          out.push_back(n);
          if (out.size() > stopAt) return;
        }
      }
      if (n->children) {
        n = n->children;
        continue;
      }
    }
    while (n && !n->next) {
      n = n->parent;
      if (n == base) return;
    }
    if (n) n = n->next;
  }
}

namespace {

xmlNodePtr baseNode(DomData* d) {
  if (!d->base) return nullptr;
  DomData* b = data(d->base);
  return b->kind == Kind::Node ? b->node : nullptr;
}

xmlHashTablePtr dtdTable(xmlNodePtr base, ListKind k) {
  if (!base || (base->type != XML_DTD_NODE && base->type != XML_DOCUMENT_TYPE_NODE)) return nullptr;
  xmlDtdPtr dtd = reinterpret_cast<xmlDtdPtr>(base);
  return static_cast<xmlHashTablePtr>(k == ListKind::Entities ? dtd->entities : dtd->notations);
}

struct HashCollect {
  std::vector<xmlNodePtr>* out;
};

void hashScan(void* payload, void* user, const xmlChar*) {
  static_cast<HashCollect*>(user)->out->push_back(static_cast<xmlNodePtr>(payload));
}

/// Every node of the list (for counts and indexes).
void listNodes(DomData* d, std::vector<xmlNodePtr>& out, size_t stopAt = SIZE_MAX) {
  xmlNodePtr base = baseNode(d);
  switch (d->listKind) {
    case ListKind::Children:
      if (!base) return;
      if (base->type == XML_DTD_NODE || base->type == XML_PI_NODE || base->type == XML_COMMENT_NODE ||
          base->type == XML_TEXT_NODE || base->type == XML_CDATA_SECTION_NODE || base->type == XML_NOTATION_NODE)
        return;
      for (xmlNodePtr c = base->children; c; c = c->next) {
        out.push_back(c);
        if (out.size() > stopAt) return;
      }
      return;
    case ListKind::Attributes:
      if (!base || base->type != XML_ELEMENT_NODE) return;
      for (xmlAttrPtr at = base->properties; at; at = at->next) out.push_back(reinterpret_cast<xmlNodePtr>(at));
      return;
    case ListKind::TagName:
      if (!base) return;
      collectByTagName(base, *d->name, d->ns, d->anyNs, out, stopAt);
      return;
    case ListKind::Entities:
    case ListKind::Notations: {
      xmlHashTablePtr h = dtdTable(base, d->listKind);
      if (!h) return;
      HashCollect c{&out};
      xmlHashScan(h, hashScan, &c);
      if (d->listKind == ListKind::Notations) {
        DocRef* r = docRefOf(base);
        for (xmlNodePtr& n : out) n = notationNode(r, reinterpret_cast<xmlNotationPtr>(n));
      }
      return;
    }
    case ListKind::Items: return;
  }
}

} // namespace

int64_t domListLength(ObjectData* o) {
  DomData* d = data(o);
  if (d->listKind == ListKind::Items) return d->items ? d->items->size() : 0;
  std::vector<xmlNodePtr> v;
  listNodes(d, v);
  return int64_t(v.size());
}

namespace {

/// The item at index i (a new reference), or Null.
TypedValue itemAt(ObjectData* o, int64_t i) {
  DomData* d = data(o);
  if (i < 0) return makeNull();
  if (d->listKind == ListKind::Items) {
    if (!d->items) return makeNull();
    const TypedValue* v = d->items->getInt(i);
    return v ? tvCopyValue(*v) : makeNull();
  }
  std::vector<xmlNodePtr> v;
  listNodes(d, v, size_t(i));
  if (size_t(i) >= v.size()) return makeNull();
  return wrapTv(v[size_t(i)]);
}

void f_item(NativeArgs& a) {
  a.retValue(itemAt(a.thisObj, a.i64(0)));
}

void f_count(NativeArgs& a) { a.retInt(domListLength(a.thisObj)); }

/// hopNext($node, $index): the node after $node in a live walk (children and
/// attributes follow siblings; the other lists index again).
void f_hopNext(NativeArgs& a) {
  DomData* d = data(a.thisObj);
  if ((d->listKind == ListKind::Children || d->listKind == ListKind::Attributes) && a.arg(0).isObject()) {
    DomData* n = data(a.obj(0));
    if (n->kind == Kind::Node && n->node) {
      a.retValue(wrapTv(n->node->next));
      return;
    }
  }
  a.retValue(itemAt(a.thisObj, a.i64(1)));
}

void f_getNamedItem(NativeArgs& a) {
  DomData* d = data(a.thisObj);
  xmlNodePtr base = baseNode(d);
  std::string name(a.sv(0));
  if (d->listKind == ListKind::Attributes) {
    if (!base || base->type != XML_ELEMENT_NODE) return;
    for (xmlAttrPtr at = base->properties; at; at = at->next) {
      std::string q = at->ns && at->ns->prefix ? std::string(cc(at->ns->prefix)) + ":" + cc(at->name) : cc(at->name);
      if (q == name) {
        a.retValue(wrapTv(reinterpret_cast<xmlNodePtr>(at)));
        return;
      }
    }
    // php also finds namespace declarations by "xmlns:prefix"? Not in 8.2's attribute map.
    return;
  }
  xmlHashTablePtr h = dtdTable(base, d->listKind);
  if (!h) return;
  void* p = xmlHashLookup(h, xc(name.c_str()));
  if (p && d->listKind == ListKind::Notations) p = notationNode(docRefOf(base), static_cast<xmlNotationPtr>(p));
  if (p) a.retValue(wrapTv(static_cast<xmlNodePtr>(p)));
}

void f_getNamedItemNS(NativeArgs& a) {
  DomData* d = data(a.thisObj);
  xmlNodePtr base = baseNode(d);
  std::string local(a.sv(1));
  if (d->listKind == ListKind::Attributes) {
    if (!base || base->type != XML_ELEMENT_NODE) return;
    xmlAttrPtr at = a.isNull(0) || a.sv(0).empty() ? xmlHasNsProp(base, xc(local.c_str()), nullptr)
                                                    : xmlHasNsProp(base, xc(local.c_str()), xc(std::string(a.sv(0)).c_str()));
    if (at && at->type == XML_ATTRIBUTE_NODE) a.retValue(wrapTv(reinterpret_cast<xmlNodePtr>(at)));
    return;
  }
  xmlHashTablePtr h = dtdTable(base, d->listKind);
  if (!h) return;
  void* p = xmlHashLookup(h, xc(local.c_str()));
  if (p && d->listKind == ListKind::Notations) p = notationNode(docRefOf(base), static_cast<xmlNotationPtr>(p));
  if (p) a.retValue(wrapTv(static_cast<xmlNodePtr>(p)));
}

bool dimReadHook(ObjectData* o, const TypedValue& key0, bool quiet, TypedValue& out) {
  const TypedValue& key = *tvDeref(&key0);
  DomData* d = data(o);
  if (d->kind == Kind::NamedMap && key.isString()) {
    // $map['name']: getNamedItem.
    std::string name(key.m_data.pstr->view());
    int64_t iv;
    if (!isCanonicalIntKey(name, iv)) {
      xmlNodePtr base = baseNode(d);
      out = makeNull();
      if (d->listKind == ListKind::Attributes && base && base->type == XML_ELEMENT_NODE) {
        for (xmlAttrPtr at = base->properties; at; at = at->next) {
          std::string q = at->ns && at->ns->prefix ? std::string(cc(at->ns->prefix)) + ":" + cc(at->name) : cc(at->name);
          if (q == name) {
            out = wrapTv(reinterpret_cast<xmlNodePtr>(at));
            break;
          }
        }
      } else if (xmlHashTablePtr h = dtdTable(base, d->listKind)) {
        void* p = xmlHashLookup(h, xc(name.c_str()));
        if (p && d->listKind == ListKind::Notations) p = notationNode(docRefOf(base), static_cast<xmlNotationPtr>(p));
        if (p) out = wrapTv(static_cast<xmlNodePtr>(p));
      }
      return true;
    }
  }
  out = itemAt(o, toInt(key));
  return true;
}

int dimIssetHook(ObjectData* o, const TypedValue& key, bool checkEmpty) {
  TypedValue v;
  dimReadHook(o, key, true, v);
  bool set = !v.isNull();
  bool r = checkEmpty ? (set && toBool(v)) : set;
  tvDecRef(v);
  return r ? 1 : 0;
}

const int s_hooks = [] {
  return 0;
}();

const BuiltinDecl kDomLists[] = {
    {"DOMNodeList::item", f_item},
    {"DOMNodeList::count", f_count},
    {"DOMNodeList::hopNext", f_hopNext},
    {"DOMNamedNodeMap::item", f_item},
    {"DOMNamedNodeMap::count", f_count},
    {"DOMNamedNodeMap::hopNext", f_hopNext},
    {"DOMNamedNodeMap::getNamedItem", f_getNamedItem},
    {"DOMNamedNodeMap::getNamedItemNS", f_getNamedItemNS},
};
HOP_REGISTER_BUILTINS(kDomLists);

} // namespace

bool listDimRead(ObjectData* o, const TypedValue& key, bool quiet, TypedValue& out) { return dimReadHook(o, key, quiet, out); }
int listDimIsset(ObjectData* o, const TypedValue& key, bool checkEmpty) { return dimIssetHook(o, key, checkEmpty); }

} // namespace dom
} // namespace hop
