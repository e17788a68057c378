// dom-internal.h — the dom module's shared pieces: native data of DOM objects, document lifetimes, node wrapping.
#pragma once

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "runtime/builtins/native-args.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct ObjectData;
struct Class;
struct ArrayData;
struct StringData;
enum class MissingPropOp : uint8_t;

namespace dom {

using xmlext::cc;
using xmlext::xc;

/// One libxml2 document (or a lone node made by `new DOMElement` & co.) and
/// the PHP objects that reference it: freed when the last of them goes, as
/// php's php_libxml_ref_obj. Nodes detached from the tree wait in `orphans`
/// (freed with it, or earlier when no PHP object sees them any more).
struct DocRef {
  xmlDocPtr doc = nullptr;
  long refs = 0;
  std::unordered_set<xmlNodePtr> orphans;
  ObjectData* docObj = nullptr;   // the DOMDocument object of doc (weak)
  // DOMDocument's settings (php's doc_props).
  bool formatOutput = false, validateOnParse = false, resolveExternals = false, preserveWhiteSpace = true,
       substituteEntities = false, stricterror = true, recover = false;
  std::unordered_map<std::string, Class*> classMap;   // registerNodeClass: lowercase base -> class
  bool isHtml = false;
  /// php's fake nodes for DTD notations (libxml2 keeps xmlNotation structs, not nodes).
  std::unordered_map<void*, xmlNodePtr> notations;
};

/// The (fake) node standing for a DTD notation.
xmlNodePtr notationNode(DocRef* r, xmlNotationPtr n);

enum class Kind : uint8_t { None, Node, NodeList, NamedMap, XPath, Impl, NsNode };

enum class ListKind : uint8_t { Children, TagName, Items, Attributes, Entities, Notations };

/// The native data of every DOM object.
struct DomData {
  Kind kind;
  xmlNodePtr node;        // Node: the node; lists: the base node; XPath: unused
  DocRef* ref;            // the document this object keeps alive (Node, NsNode)
  // Lists and maps: the base object (kept alive), what they list.
  ObjectData* base;
  ListKind listKind;
  std::string* name;      // TagName: name; NsNode: prefix
  std::string* ns;        // TagName: namespace (null = no filter); NsNode: uri
  ArrayData* items;       // Items: the objects (XPath results)
  bool anyNs;             // TagName: namespace "*"
  // XPath: the document object, registered namespaces, php functions.
  ObjectData* docObj;
  std::vector<std::pair<std::string, std::string>>* nsList;
  bool registerNodeNs;
  int phpFunctions;       // 0 none, 1 all, 2 listed
  std::unordered_set<std::string>* phpFuncNames;
};

DomData* data(ObjectData* o);
/// The node of a DOM object, or throws php's "Couldn't fetch" error.
xmlNodePtr nodeOf(ObjectData* o);
xmlNodePtr thisNode(NativeArgs& a);
DocRef* docRefOf(xmlNodePtr n);

/// The PHP object of a node (the same one while it lives), a new reference.
ObjectData* wrap(xmlNodePtr n);
TypedValue wrapTv(xmlNodePtr n);   // Null for a null node
/// A namespace node object (DOMNameSpaceNode) for ns declared on `owner`.
ObjectData* wrapNs(xmlNsPtr ns, xmlNodePtr owner);

/// Makes a fresh DocRef for `doc` (doc->_private points to it).
DocRef* newDocRef(xmlDocPtr doc);
void docRefIncRef(DocRef* r);
void docRefDecRef(DocRef* r);
/// A node left the tree: it waits in its document's orphans.
void orphan(xmlNodePtr n);
/// A node entered a tree (of `doc`): no longer an orphan anywhere; a lone
/// node's object moves to the document.
void adopt(xmlNodePtr n, xmlDocPtr doc);
/// Frees a detached subtree when no PHP object sees any node of it.
bool freeIfUnseen(xmlNodePtr n);

/// Throws DOMException with php's message for its code.
[[noreturn]] void throwDom(int code);
/// php's dom error: throws when strictErrorChecking, else warns. Returns normally only when it warned.
void domError(int code, DocRef* ref);

enum DomErr {
  INDEX_SIZE_ERR = 1, DOMSTRING_SIZE_ERR, HIERARCHY_REQUEST_ERR, WRONG_DOCUMENT_ERR, INVALID_CHARACTER_ERR,
  NO_DATA_ALLOWED_ERR, NO_MODIFICATION_ALLOWED_ERR, NOT_FOUND_ERR, NOT_SUPPORTED_ERR, INUSE_ATTRIBUTE_ERR,
  INVALID_STATE_ERR, SYNTAX_ERR, INVALID_MODIFICATION_ERR, NAMESPACE_ERR, INVALID_ACCESS_ERR, VALIDATION_ERR
};

/// New list objects.
ObjectData* newNodeList(ObjectData* base, ListKind k);
ObjectData* newTagList(ObjectData* base, const std::string& name, const std::string* ns);
ObjectData* newItemList(ArrayData* items);   // takes over items

/// Text of a node as php's textContent/nodeValue see it.
std::string nodeText(xmlNodePtr n);
std::string nodeValueOf(xmlNodePtr n, bool& isNull);
/// Replaces the children of n with a text node (setting nodeValue/textContent).
void setNodeText(xmlNodePtr n, const std::string& s);
/// Unlinks and orphans (or frees) every child of n.
void removeChildren(xmlNodePtr n);
/// Links `child` (already unlinked) under parent before `ref` (null: at the end), no merging.
void linkChild(xmlNodePtr parent, xmlNodePtr child, xmlNodePtr ref);
/// Detaches n from its tree (attributes from their element) and orphans it.
void detach(xmlNodePtr n);

/// Elements matching a tag name (and namespace) under base, in document order.
void collectByTagName(xmlNodePtr base, const std::string& name, const std::string* ns, bool anyNs,
                      std::vector<xmlNodePtr>& out, size_t stopAt = SIZE_MAX);

/// The DOMDocument object's DocRef, or throws.
DocRef* thisDoc(NativeArgs& a);
/// An argument node object's node.
xmlNodePtr argNode(NativeArgs& a, uint32_t i);
/// Serialization of one node (saveXML(node)).
std::string dumpNode(xmlNodePtr n, bool format, int options);

/// Whether a name is a valid XML Name (php's dom_check_qname pieces).
bool validName(const std::string& s);
/// Splits a qualified name; returns a DOM error code (0 = fine).
int checkQName(const std::string& qname, std::string& prefix, std::string& local, bool hasUri);
xmlNsPtr newNsChecked(xmlNodePtr node, const std::string& uri, const std::string& prefix, int& err);
/// php's dom_reconcile_ns after an insertion.
void reconcileNs(xmlDocPtr doc, xmlNodePtr n);
/// Gives a lone node (new DOMElement & co.) to its object.
void attachLone(ObjectData* o, xmlNodePtr n);
bool listDimRead(ObjectData* o, const TypedValue& key, bool quiet, TypedValue& out);
int listDimIsset(ObjectData* o, const TypedValue& key, bool checkEmpty);
int64_t domListLength(ObjectData* o);
ArrayData* debugInfoImpl(ObjectData* o);
int missingPropImpl(ObjectData* o, StringData* name, MissingPropOp op, TypedValue* v);

/// The DOMParentNode/DOMChildNode operations.
void parentAppend(NativeArgs& a, bool prepend);
void childBeforeAfter(NativeArgs& a, bool after);
void childReplaceWith(NativeArgs& a);
void childRemove(NativeArgs& a);

} // namespace dom
} // namespace hop
