// xml.cpp — the xml module: XMLParser and xml_* (php's expat-style SAX API over libxml2's push parser).
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>

#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/libxml/libxml-common.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace {

using xmlext::cc;
using xmlext::xc;

constexpr int kMaxLevel = 255;

enum Handler {
  H_START, H_END, H_CDATA, H_PI, H_DEFAULT, H_UNPARSED, H_NOTATION, H_EXTERNAL, H_START_NS, H_END_NS, H_COUNT
};

enum Encoding { ENC_UTF8, ENC_LATIN1, ENC_ASCII };

struct Parser {
  xmlParserCtxtPtr ctxt;
  TypedValue handlers[H_COUNT];
  bool cset[H_COUNT];        // the C-level handler installed (the setter was called)
  TypedValue object;         // xml_set_object
  bool ns;
  char sep;
  bool caseFolding;
  bool skipWhite;
  int64_t toffset;
  Encoding target;
  bool isParsing;
  int level;
  // xml_parse_into_struct state
  TypedValue* data;          // the values array (while parsing into struct)
  TypedValue* info;          // the index array, or null
  int64_t curtag;
  bool lastWasOpen;
  int64_t ctagIndex;         // index in data of the current open tag
  std::vector<std::string>* ltags;
  std::exception_ptr* error;
  ObjectData* self;
  const char* fname;   // the xml_* function parsing (warnings' prefix)
};

Parser* pdata(ObjectData* o) { return o->nativeData<Parser>(); }

void pInit(ObjectData* o) {
  Parser* p = pdata(o);
  std::memset(static_cast<void*>(p), 0, sizeof(Parser));
  for (auto& h : p->handlers) h = makeUninit();
  p->object = makeUninit();
}

void freeCtxt(Parser* p) {
  if (p->ctxt) {
    if (p->ctxt->myDoc) xmlFreeDoc(p->ctxt->myDoc);
    p->ctxt->myDoc = nullptr;
    xmlFreeParserCtxt(p->ctxt);
    p->ctxt = nullptr;
  }
  delete p->ltags;
  p->ltags = nullptr;
}

void pDestroy(ObjectData* o) {
  Parser* p = pdata(o);
  freeCtxt(p);
  for (auto& h : p->handlers) {
    TypedValue old = h;
    h = makeUninit();
    tvDecRef(old);
  }
  TypedValue old = p->object;
  p->object = makeUninit();
  tvDecRef(old);
}

void pSweep(ObjectData* o) { freeCtxt(pdata(o)); }

const int s_hooks = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(Parser);
  h.init = pInit;
  h.destroy = pDestroy;
  h.sweep = pSweep;
  h.noClone = true;
  h.newError = "Cannot directly construct XMLParser, use xml_parser_create() or xml_parser_create_ns() instead";
  registerNativeClass("XMLParser", h);
  return 0;
}();

// --- Encoding ----------------------------------------------------------------------------------

std::string decodeUtf8(const char* s, size_t len, Encoding enc) {
  if (enc == ENC_UTF8) return std::string(s, len);
  std::string out;
  out.reserve(len);
  size_t i = 0;
  while (i < len) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    uint32_t cp;
    size_t n;
    if (c < 0x80) { cp = c; n = 1; }
    else if ((c & 0xE0) == 0xC0 && i + 1 < len) { cp = ((c & 0x1F) << 6) | (s[i + 1] & 0x3F); n = 2; }
    else if ((c & 0xF0) == 0xE0 && i + 2 < len) { cp = ((c & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F); n = 3; }
    else if ((c & 0xF8) == 0xF0 && i + 3 < len) { cp = 0x10000; n = 4; }
    else { cp = '?'; n = 1; }
    uint32_t max = enc == ENC_LATIN1 ? 0xFF : 0x7F;
    out += cp > max ? '?' : char(cp);
    i += n;
  }
  return out;
}

TypedValue strTv(const std::string& s) { return makeStringNoIncRef(StringData::make(s)); }

std::string decodeTag(Parser* p, const char* tag) {
  std::string s = decodeUtf8(tag, std::strlen(tag), p->target);
  if (p->caseFolding)
    for (char& c : s)
      if (c >= 'a' && c <= 'z') c = char(c - 32);
  return s;
}

// --- Calling handlers ------------------------------------------------------------------------------

Parser* fromUser(void* user) { return static_cast<Parser*>(user); }

/// php's xml_call_handler; returns the result (Null when not called).
TypedValue callHandler(Parser* p, Handler h, std::vector<TypedValue>& args) {
  TypedValue r = makeNull();
  TypedValue& fn = p->handlers[h];
  if (fn.m_type == DataType::Uninit || (p->error && *p->error)) {
    for (auto& v : args) tvDecRef(v);
    return r;
  }
  try {
    const TypedValue& f = *tvDeref(&fn);
    ObjectData* obj = p->object.isObject() ? p->object.m_data.pobj : nullptr;
    bool called = false;
    if (f.isString() && obj) {
      std::string lower(f.m_data.pstr->view());
      for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
      if (obj->cls()->findMethod(lower)) {
        r = callMethod(obj, lower, args.data(), uint32_t(args.size()));
        called = true;
      }
    }
    if (!called) {
      if (!isCallable(f, false)) {
        if (f.isString()) raiseWarning("Unable to call handler %s()", f.m_data.pstr->data());
        else if (f.isArray() && f.m_data.parr->size() == 2 && f.m_data.parr->getInt(0) &&
                 tvDeref(f.m_data.parr->getInt(0))->isObject() && f.m_data.parr->getInt(1) &&
                 tvDeref(f.m_data.parr->getInt(1))->isString())
          raiseWarning("Unable to call handler %s::%s()",
                       tvDeref(f.m_data.parr->getInt(0))->m_data.pobj->cls()->name->data(),
                       tvDeref(f.m_data.parr->getInt(1))->m_data.pstr->data());
        else raiseWarning("Unable to call handler");
      } else {
        r = callCallable(f, args.data(), uint32_t(args.size()));
      }
    }
  } catch (...) {
    if (p->error) *p->error = std::current_exception();
    if (p->ctxt) xmlStopParser(p->ctxt);
    r = makeNull();
  }
  for (auto& v : args) tvDecRef(v);
  return r;
}

TypedValue selfTv(Parser* p) {
  p->self->incRef();
  return makeObjectNoIncRef(p->self);
}

ArrayData*& arrOf(TypedValue* slot) {
  TypedValue& t = *tvDeref(slot);
  if (!t.isArray()) {
    tvDecRef(t);
    t = makeArrayNoIncRef(ArrayData::makePacked(0));
  }
  return t.m_data.parr;
}

void addToInfo(Parser* p, const std::string& name) {
  if (!p->info) return;
  ArrayData*& info = arrOf(p->info);
  ArrayData::separate(info);
  StringData* k = StringData::make(name);
  TypedValue* slot = ArrayData::lvalStr(info, k);
  k->decRef();
  if (!slot->isArray()) {
    tvDecRef(*slot);
    *slot = makeArrayNoIncRef(ArrayData::makePacked(0));
  }
  ArrayData::separate(slot->m_data.parr);
  ArrayData::append(slot->m_data.parr, makeInt(p->curtag));
  p->curtag++;
}

std::string skipTag(Parser* p, const std::string& s) {
  return size_t(p->toffset) < s.size() ? s.substr(size_t(p->toffset)) : std::string();
}

void setKey(ArrayData*& a, const char* k, TypedValue v) {
  StringData* key = StringData::make(k);
  ArrayData::setStr(a, key, v);
  key->decRef();
}

/// The start-element work of php's _xml_startElementHandler; attrs as name/value pairs.
void startElement(Parser* p, const std::string& rawName, const std::vector<std::pair<std::string, std::string>>& attrs) {
  p->level++;
  std::string tag = decodeTag(p, rawName.c_str());
  if (p->handlers[H_START].m_type != DataType::Uninit) {
    ArrayData* a = ArrayData::makeHash(attrs.size());
    for (auto& at : attrs) {
      std::string k = decodeTag(p, at.first.c_str());
      TypedValue v = strTv(decodeUtf8(at.second.data(), at.second.size(), p->target));
      StringData* ks = StringData::make(k);
      ArrayData::set(a, strToArrayKey(ks), v);
      ks->decRef();
    }
    std::vector<TypedValue> args{selfTv(p), strTv(skipTag(p, tag)), makeArrayNoIncRef(a)};
    tvDecRef(callHandler(p, H_START, args));
  }
  if (p->data) {
    if (p->level <= kMaxLevel) {
      ArrayData* t = ArrayData::makeHash(4);
      std::string sk = skipTag(p, tag);
      addToInfo(p, sk);
      setKey(t, "tag", strTv(sk));
      setKey(t, "type", strTv("open"));
      setKey(t, "level", makeInt(p->level));
      if (!p->ltags) p->ltags = new std::vector<std::string>();
      p->ltags->resize(size_t(p->level));
      (*p->ltags)[size_t(p->level - 1)] = tag;
      p->lastWasOpen = true;
      if (!attrs.empty()) {
        ArrayData* a = ArrayData::makeHash(attrs.size());
        for (auto& at : attrs) {
          std::string k = decodeTag(p, at.first.c_str());
          StringData* ks = StringData::make(k);
          ArrayData::set(a, strToArrayKey(ks), strTv(decodeUtf8(at.second.data(), at.second.size(), p->target)));
          ks->decRef();
        }
        setKey(t, "attributes", makeArrayNoIncRef(a));
      }
      ArrayData*& d = arrOf(p->data);
      ArrayData::separate(d);
      p->ctagIndex = d->nextAppendKey();
      ArrayData::append(d, makeArrayNoIncRef(t));
    } else if (p->level == kMaxLevel + 1) {
      raiseWarning("%s(): Maximum depth exceeded - Results truncated", p->fname ? p->fname : "xml_parse");
    }
  }
}

ArrayData* currentTag(Parser* p) {
  ArrayData*& d = arrOf(p->data);
  ArrayData::separate(d);
  TypedValue* slot = ArrayData::lvalInt(d, p->ctagIndex);
  if (!slot->isArray()) return nullptr;
  ArrayData::separate(slot->m_data.parr);
  return slot->m_data.parr;
}

void endElement(Parser* p, const std::string& rawName) {
  std::string tag = decodeTag(p, rawName.c_str());
  if (p->handlers[H_END].m_type != DataType::Uninit) {
    std::vector<TypedValue> args{selfTv(p), strTv(skipTag(p, tag))};
    tvDecRef(callHandler(p, H_END, args));
  }
  if (p->data) {
    if (p->lastWasOpen) {
      if (p->level <= kMaxLevel) {
        ArrayData*& d = arrOf(p->data);
        ArrayData::separate(d);
        TypedValue* slot = ArrayData::lvalInt(d, p->ctagIndex);
        if (slot->isArray()) {
          ArrayData::separate(slot->m_data.parr);
          setKey(slot->m_data.parr, "type", strTv("complete"));
        }
      }
    } else if (p->level <= kMaxLevel) {
      ArrayData* t = ArrayData::makeHash(3);
      std::string sk = skipTag(p, tag);
      addToInfo(p, sk);
      setKey(t, "tag", strTv(sk));
      setKey(t, "type", strTv("close"));
      setKey(t, "level", makeInt(p->level));
      ArrayData*& d = arrOf(p->data);
      ArrayData::separate(d);
      ArrayData::append(d, makeArrayNoIncRef(t));
    }
    p->lastWasOpen = false;
  }
  p->level--;
}

void characterData(Parser* p, const char* s, int len) {
  if (p->handlers[H_CDATA].m_type != DataType::Uninit) {
    std::vector<TypedValue> args{selfTv(p), strTv(decodeUtf8(s, size_t(len), p->target))};
    tvDecRef(callHandler(p, H_CDATA, args));
  }
  if (!p->data) return;
  std::string v = decodeUtf8(s, size_t(len), p->target);
  bool doprint = false;
  if (p->skipWhite) {
    for (char c : v)
      if (c != ' ' && c != '\t' && c != '\n') {
        doprint = true;
        break;
      }
  }
  if (p->lastWasOpen) {
    if (p->level > kMaxLevel) return;
    ArrayData* t = currentTag(p);
    if (!t) return;
    const TypedValue* cur = t->getStr("value");
    if (cur) {
      std::string nv = toStdString(*cur) + v;
      ArrayData*& d = arrOf(p->data);
      TypedValue* slot = ArrayData::lvalInt(d, p->ctagIndex);
      setKey(slot->m_data.parr, "value", strTv(nv));
    } else if (doprint || !p->skipWhite) {
      ArrayData*& d = arrOf(p->data);
      TypedValue* slot = ArrayData::lvalInt(d, p->ctagIndex);
      setKey(slot->m_data.parr, "value", strTv(v));
    }
    return;
  }
  ArrayData*& d = arrOf(p->data);
  ArrayData::separate(d);
  if (d->size() > 0) {
    // Append to a trailing cdata entry.
    uint32_t last = d->iterBegin(), pos = last;
    for (; d->iterValid(pos); pos = d->iterAdvance(pos)) last = pos;
    TypedValue lastKey = d->iterKey(last);
    TypedValue* slot = ArrayData::lval(d, lastKey.isInt() ? ArrayKey::ofInt(lastKey.m_data.num) : ArrayKey::ofStr(lastKey.m_data.pstr));
    if (slot->isArray()) {
      const TypedValue* type = slot->m_data.parr->getStr("type");
      if (type && tvDeref(type)->isString() && tvDeref(type)->m_data.pstr->view() == "cdata") {
        const TypedValue* cur = slot->m_data.parr->getStr("value");
        if (cur) {
          std::string nv = toStdString(*cur) + v;
          ArrayData::separate(slot->m_data.parr);
          setKey(slot->m_data.parr, "value", strTv(nv));
          return;
        }
      }
    }
  }
  if (p->level <= kMaxLevel && p->level > 0 && (doprint || !p->skipWhite)) {
    ArrayData* t = ArrayData::makeHash(4);
    std::string sk = p->ltags && size_t(p->level - 1) < p->ltags->size() ? skipTag(p, (*p->ltags)[size_t(p->level - 1)]) : "";
    addToInfo(p, sk);
    setKey(t, "tag", strTv(sk));
    setKey(t, "value", strTv(v));
    setKey(t, "type", strTv("cdata"));
    setKey(t, "level", makeInt(p->level));
    ArrayData*& d2 = arrOf(p->data);
    ArrayData::append(d2, makeArrayNoIncRef(t));
  } else if (p->level == kMaxLevel + 1) {
    raiseWarning("%s(): Maximum depth exceeded - Results truncated", p->fname ? p->fname : "xml_parse");
  }
}

void defaultData(Parser* p, const std::string& s) {
  if (p->handlers[H_DEFAULT].m_type == DataType::Uninit) return;
  std::vector<TypedValue> args{selfTv(p), strTv(decodeUtf8(s.data(), s.size(), p->target))};
  tvDecRef(callHandler(p, H_DEFAULT, args));
}

// --- SAX callbacks (php's compat layer) ------------------------------------------------------------

void saxStart(void* user, const xmlChar* name, const xmlChar** attributes) {
  Parser* p = fromUser(user);
  if (!p->cset[H_START]) {
    if (p->cset[H_DEFAULT]) {
      std::string s = "<" + std::string(cc(name));
      for (int i = 0; attributes && attributes[i]; i += 2)
        s += " " + std::string(cc(attributes[i])) + "=\"" + cc(attributes[i + 1]) + "\"";
      s += ">";
      defaultData(p, s);
    }
    return;
  }
  std::vector<std::pair<std::string, std::string>> attrs;
  for (int i = 0; attributes && attributes[i]; i += 2) attrs.emplace_back(cc(attributes[i]), cc(attributes[i + 1]));
  startElement(p, cc(name), attrs);
}

void saxEnd(void* user, const xmlChar* name) {
  Parser* p = fromUser(user);
  if (!p->cset[H_START]) {
    if (p->cset[H_DEFAULT]) defaultData(p, "</" + std::string(cc(name)) + ">");
    return;
  }
  endElement(p, cc(name));
}

std::string qualify(Parser* p, const xmlChar* name, const xmlChar* uri) {
  if (uri) return std::string(cc(uri)) + p->sep + cc(name);
  return cc(name);
}

void saxStartNs(void* user, const xmlChar* name, const xmlChar* prefix, const xmlChar* uri, int nbNs,
                const xmlChar** namespaces, int nbAttrs, int, const xmlChar** attributes) {
  Parser* p = fromUser(user);
  if (nbNs > 0 && p->cset[H_START_NS]) {
    for (int i = 0; i < nbNs; ++i) {
      std::vector<TypedValue> args{selfTv(p), namespaces[2 * i] ? strTv(cc(namespaces[2 * i])) : makeBool(false),
                                   strTv(namespaces[2 * i + 1] ? cc(namespaces[2 * i + 1]) : "")};
      tvDecRef(callHandler(p, H_START_NS, args));
    }
  }
  if (!p->cset[H_START]) {
    if (p->cset[H_DEFAULT]) {
      std::string s = "<";
      if (prefix) s += std::string(cc(prefix)) + ":";
      s += cc(name);
      for (int i = 0; i < nbNs; ++i) {
        if (namespaces[2 * i]) s += " xmlns:" + std::string(cc(namespaces[2 * i])) + "=\"" + cc(namespaces[2 * i + 1]) + "\"";
        else s += " xmlns=\"" + std::string(cc(namespaces[2 * i + 1])) + "\"";
      }
      for (int i = 0; i < nbAttrs; ++i) {
        const xmlChar** at = attributes + 5 * i;
        s += " ";
        if (at[1]) s += std::string(cc(at[1])) + ":";
        s += std::string(cc(at[0])) + "=\"" + std::string(cc(at[3]), size_t(at[4] - at[3])) + "\"";
      }
      s += ">";
      defaultData(p, s);
    }
    return;
  }
  std::vector<std::pair<std::string, std::string>> attrs;
  for (int i = 0; i < nbAttrs; ++i) {
    const xmlChar** at = attributes + 5 * i;
    std::string n = at[1] ? qualify(p, at[0], at[2]) : cc(at[0]);
    attrs.emplace_back(n, std::string(cc(at[3]), size_t(at[4] - at[3])));
  }
  startElement(p, qualify(p, name, uri), attrs);
}

void saxEndNs(void* user, const xmlChar* name, const xmlChar* prefix, const xmlChar* uri) {
  Parser* p = fromUser(user);
  if (!p->cset[H_START]) {
    if (p->cset[H_DEFAULT]) {
      std::string s = "</";
      if (prefix) s += std::string(cc(prefix)) + ":";
      s += std::string(cc(name)) + ">";
      defaultData(p, s);
    }
    return;
  }
  endElement(p, qualify(p, name, uri));
}

void saxCdata(void* user, const xmlChar* s, int len) {
  Parser* p = fromUser(user);
  if (!p->cset[H_CDATA]) {
    if (p->cset[H_DEFAULT]) defaultData(p, std::string(cc(s), size_t(len)));
    return;
  }
  characterData(p, cc(s), len);
}

void saxPi(void* user, const xmlChar* target, const xmlChar* data) {
  Parser* p = fromUser(user);
  if (!p->cset[H_PI]) {
    if (p->cset[H_DEFAULT]) defaultData(p, "<?" + std::string(cc(target)) + " " + (data ? cc(data) : "") + "?>");
    return;
  }
  if (p->handlers[H_PI].m_type == DataType::Uninit) return;
  std::string t = cc(target), d = data ? cc(data) : "";
  std::vector<TypedValue> args{selfTv(p), strTv(decodeUtf8(t.data(), t.size(), p->target)),
                               strTv(decodeUtf8(d.data(), d.size(), p->target))};
  tvDecRef(callHandler(p, H_PI, args));
}

void saxComment(void* user, const xmlChar* comment) {
  Parser* p = fromUser(user);
  if (p->cset[H_DEFAULT]) defaultData(p, "<!--" + std::string(cc(comment)) + "-->");
}

TypedValue strOrFalse(const xmlChar* s) { return s ? strTv(cc(s)) : makeBool(false); }

void saxUnparsed(void* user, const xmlChar* name, const xmlChar* pubId, const xmlChar* sysId, const xmlChar* notation) {
  Parser* p = fromUser(user);
  if (!p->cset[H_UNPARSED] || p->handlers[H_UNPARSED].m_type == DataType::Uninit) return;
  std::vector<TypedValue> args{selfTv(p), strOrFalse(name), makeBool(false), strOrFalse(sysId), strOrFalse(pubId),
                               strOrFalse(notation)};
  tvDecRef(callHandler(p, H_UNPARSED, args));
}

void saxNotation(void* user, const xmlChar* name, const xmlChar* pubId, const xmlChar* sysId) {
  Parser* p = fromUser(user);
  if (!p->cset[H_NOTATION] || p->handlers[H_NOTATION].m_type == DataType::Uninit) return;
  std::vector<TypedValue> args{selfTv(p), strOrFalse(name), makeBool(false), strOrFalse(sysId), strOrFalse(pubId)};
  tvDecRef(callHandler(p, H_NOTATION, args));
}

void externalEntity(Parser* p, const xmlChar* names, const xmlChar* sysId, const xmlChar* pubId) {
  if (!p->cset[H_EXTERNAL] || p->handlers[H_EXTERNAL].m_type == DataType::Uninit) return;
  std::vector<TypedValue> args{selfTv(p), strOrFalse(names), makeBool(false), strOrFalse(sysId), strOrFalse(pubId)};
  tvDecRef(callHandler(p, H_EXTERNAL, args));
}

xmlEntityPtr saxGetEntity(void* user, const xmlChar* name) {
  Parser* p = fromUser(user);
  xmlEntityPtr ret = xmlGetPredefinedEntity(name);
  if (!ret) ret = xmlGetDocEntity(p->ctxt->myDoc, name);
  if (!ret || (p->ctxt->instate != XML_PARSER_ENTITY_VALUE && p->ctxt->instate != XML_PARSER_ATTRIBUTE_VALUE)) {
    if (!ret || ret->etype == XML_INTERNAL_GENERAL_ENTITY || ret->etype == XML_INTERNAL_PARAMETER_ENTITY ||
        ret->etype == XML_INTERNAL_PREDEFINED_ENTITY) {
      if (p->cset[H_DEFAULT] && !(ret && ret->etype == XML_INTERNAL_PREDEFINED_ENTITY && p->cset[H_CDATA])) {
        defaultData(p, "&" + std::string(cc(name)) + ";");
      } else if (p->cset[H_CDATA] && ret) {
        characterData(p, cc(ret->content), xmlStrlen(ret->content));
      }
    } else if (ret->etype == XML_EXTERNAL_GENERAL_PARSED_ENTITY) {
      externalEntity(p, ret->name, ret->SystemID, ret->ExternalID);
    }
  }
  return ret;
}

xmlSAXHandler makeHandlers() {
  xmlSAXHandler h;
  std::memset(&h, 0, sizeof h);
  h.getEntity = saxGetEntity;
  h.notationDecl = saxNotation;
  h.unparsedEntityDecl = saxUnparsed;
  h.startElement = saxStart;
  h.endElement = saxEnd;
  h.characters = saxCdata;
  h.processingInstruction = saxPi;
  h.comment = saxComment;
  h.cdataBlock = saxCdata;
  h.initialized = XML_SAX2_MAGIC;
  h.startElementNs = saxStartNs;
  h.endElementNs = saxEndNs;
  return h;
}
xmlSAXHandler s_handlers = makeHandlers();

// --- Functions ----------------------------------------------------------------------------------------

bool parseEncoding(std::string_view e, Encoding& out) {
  std::string s(e);
  for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
  if (s == "ISO-8859-1") out = ENC_LATIN1;
  else if (s == "UTF-8") out = ENC_UTF8;
  else if (s == "US-ASCII") out = ENC_ASCII;
  else return false;
  return true;
}

ObjectData* create(NativeArgs& a, bool ns) {
  xmlext::ensureInit();
  Encoding enc = ENC_UTF8;
  if (!a.isNull(0) && !a.sv(0).empty()) {
    if (!parseEncoding(a.sv(0), enc))
      throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($encoding) is not a supported source encoding",
                  xmlext::funcName(a).c_str());
  }
  ObjectData* o = ObjectData::make(lookupClassAutoload("XMLParser"));
  Parser* p = pdata(o);
  p->self = o;
  p->caseFolding = true;
  p->target = enc;
  p->ns = ns;
  p->sep = ':';
  if (ns && a.has(1)) {
    std::string_view s = a.sv(1);
    p->sep = s.empty() ? '\0' : s[0];
  }
  xmlSAXHandler* h = new xmlSAXHandler(s_handlers);
  p->ctxt = xmlCreatePushParserCtxt(h, p, nullptr, 0, nullptr);
  delete h;
  if (p->ctxt) {
    xmlCtxtUseOptions(p->ctxt, XML_PARSE_OLDSAX);
    p->ctxt->replaceEntities = 1;
    p->ctxt->wellFormed = 0;
    if (ns) p->ctxt->sax2 = 1;
    else p->ctxt->sax->initialized = 1;
  }
  return o;
}

void f_create(NativeArgs& a) { a.retObject(create(a, false)); }
void f_create_ns(NativeArgs& a) { a.retObject(create(a, true)); }

Parser* arg(NativeArgs& a) { return pdata(a.obj(0)); }

void setHandler(Parser* p, Handler h, const TypedValue& v0) {
  const TypedValue& v = *tvDeref(&v0);
  TypedValue nv;
  if (v.isArray() || v.isObject()) {
    nv = tvCopyValue(v);
  } else if (v.isNull()) {
    nv = makeUninit();
  } else {
    StringData* s = toStringData(v);
    if (s->size() == 0) {
      s->decRef();
      nv = makeUninit();
    } else {
      nv = makeStringNoIncRef(s);
    }
  }
  TypedValue old = p->handlers[h];
  p->handlers[h] = nv;
  tvDecRef(old);
  p->cset[h] = true;
}

void f_set_object(NativeArgs& a) {
  Parser* p = arg(a);
  TypedValue old = p->object;
  p->object = tvCopyValue(a.arg(1));
  tvDecRef(old);
  a.retBool(true);
}
void f_set_element_handler(NativeArgs& a) {
  Parser* p = arg(a);
  setHandler(p, H_START, a.arg(1));
  setHandler(p, H_END, a.arg(2));
  a.retBool(true);
}
#define HOP_XML_SETTER(fname, h)                 \
  void fname(NativeArgs& a) {                    \
    setHandler(arg(a), h, a.arg(1));             \
    a.retBool(true);                             \
  }
HOP_XML_SETTER(f_set_cdata, H_CDATA)
HOP_XML_SETTER(f_set_pi, H_PI)
HOP_XML_SETTER(f_set_default, H_DEFAULT)
HOP_XML_SETTER(f_set_unparsed, H_UNPARSED)
HOP_XML_SETTER(f_set_notation, H_NOTATION)
HOP_XML_SETTER(f_set_external, H_EXTERNAL)
HOP_XML_SETTER(f_set_start_ns, H_START_NS)
HOP_XML_SETTER(f_set_end_ns, H_END_NS)
#undef HOP_XML_SETTER

int doParse(NativeArgs& a, Parser* p, std::string_view data, bool final) {
  if (p->isParsing) throwError(ErrorKind::Error, "Parser must not be called recursively");
  if (!p->ctxt) return 0;
  std::exception_ptr err;
  p->error = &err;
  p->isParsing = true;
  p->fname = a.func && a.func->name ? a.func->name->data() : nullptr;
  int e = xmlParseChunk(p->ctxt, data.data(), int(data.size()), final ? 1 : 0);
  p->isParsing = false;
  p->error = nullptr;
  if (err) std::rethrow_exception(err);
  if (!e) return 1;
  return p->ctxt->lastError.level > XML_ERR_WARNING ? 0 : 1;
}

void f_parse(NativeArgs& a) {
  Parser* p = arg(a);
  a.retInt(doParse(a, p, a.sv(1), a.bOr(2, false)));
}

void f_parse_into_struct(NativeArgs& a) {
  Parser* p = arg(a);
  if (p->isParsing) throwError(ErrorKind::Error, "Parser must not be called recursively");
  TypedValue& values = a.ref(2);
  tvDecRef(values);
  values = makeArrayNoIncRef(ArrayData::makePacked(0));
  TypedValue* info = nullptr;
  if (a.has(3)) {
    info = &a.ref(3);
    tvDecRef(*info);
    *info = makeArrayNoIncRef(ArrayData::makeHash(0));
  }
  p->data = &values;
  p->info = info;
  p->level = 0;
  p->curtag = 0;
  p->lastWasOpen = false;
  p->cset[H_START] = true;
  p->cset[H_CDATA] = true;
  int r;
  try {
    r = doParse(a, p, a.sv(1), true);
  } catch (...) {
    p->data = nullptr;
    p->info = nullptr;
    throw;
  }
  p->data = nullptr;
  p->info = nullptr;
  a.retInt(r);
}

void f_get_error_code(NativeArgs& a) {
  Parser* p = arg(a);
  a.retInt(p->ctxt ? p->ctxt->errNo : 0);
}

const char* const kErrors[] = {
#include "runtime/ext/xml/xml-errors.inc"
};

void f_error_string(NativeArgs& a) {
  int64_t c = a.i64(0);
  if (c < 0 || c >= int64_t(sizeof(kErrors) / sizeof(kErrors[0]))) {
    a.retString(std::string_view("Unknown"));
    return;
  }
  a.retString(std::string_view(kErrors[c]));
}

void f_line(NativeArgs& a) {
  Parser* p = arg(a);
  a.retInt(p->ctxt && p->ctxt->input ? p->ctxt->input->line : 0);
}
void f_column(NativeArgs& a) {
  Parser* p = arg(a);
  a.retInt(p->ctxt && p->ctxt->input ? p->ctxt->input->col : 0);
}
void f_byte(NativeArgs& a) {
  Parser* p = arg(a);
  if (!p->ctxt || !p->ctxt->input) {
    a.retInt(0);
    return;
  }
  a.retInt(int64_t(p->ctxt->input->consumed + (p->ctxt->input->cur - p->ctxt->input->base)));
}

void f_free(NativeArgs& a) {
  Parser* p = arg(a);
  if (p->isParsing) {
    raiseWarning("xml_parser_free(): Parser cannot be freed while it is parsing");
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

void f_set_option(NativeArgs& a) {
  Parser* p = arg(a);
  int64_t opt = a.i64(1);
  const TypedValue& v = a.arg(2);
  switch (opt) {
    case 1: p->caseFolding = toInt(v) != 0; break;
    case 3:
      p->toffset = toInt(v);
      if (p->toffset < 0) {
        raiseWarning("xml_parser_set_option(): tagstart ignored, because it is out of range");
        p->toffset = 0;
        a.retBool(false);
        return;
      }
      break;
    case 4: p->skipWhite = toInt(v) != 0; break;
    case 2: {
      std::string s = toStdString(v);
      Encoding e;
      if (!parseEncoding(s, e))
        throwError(ErrorKind::ValueError, "xml_parser_set_option(): Argument #3 ($value) is not a supported target encoding");
      p->target = e;
      break;
    }
    default: throwError(ErrorKind::ValueError, "xml_parser_set_option(): Argument #2 ($option) must be a XML_OPTION_* constant");
  }
  a.retBool(true);
}

void f_get_option(NativeArgs& a) {
  Parser* p = arg(a);
  switch (a.i64(1)) {
    case 1: a.retInt(p->caseFolding); return;
    case 3: a.retInt(p->toffset); return;
    case 4: a.retInt(p->skipWhite); return;
    case 2: a.retString(std::string_view(p->target == ENC_UTF8 ? "UTF-8" : p->target == ENC_LATIN1 ? "ISO-8859-1" : "US-ASCII")); return;
    default: throwError(ErrorKind::ValueError, "xml_parser_get_option(): Argument #2 ($option) must be a XML_OPTION_* constant");
  }
}

const BuiltinDecl kXml[] = {
    {"xml_parser_create(?string $encoding = null): XMLParser", f_create},
    {"xml_parser_create_ns(?string $encoding = null, string $separator = \":\"): XMLParser", f_create_ns},
    {"xml_set_object(XMLParser $parser, object $object): bool", f_set_object},
    {"xml_set_element_handler(XMLParser $parser, $start_handler, $end_handler): bool", f_set_element_handler},
    {"xml_set_character_data_handler(XMLParser $parser, $handler): bool", f_set_cdata},
    {"xml_set_processing_instruction_handler(XMLParser $parser, $handler): bool", f_set_pi},
    {"xml_set_default_handler(XMLParser $parser, $handler): bool", f_set_default},
    {"xml_set_unparsed_entity_decl_handler(XMLParser $parser, $handler): bool", f_set_unparsed},
    {"xml_set_notation_decl_handler(XMLParser $parser, $handler): bool", f_set_notation},
    {"xml_set_external_entity_ref_handler(XMLParser $parser, $handler): bool", f_set_external},
    {"xml_set_start_namespace_decl_handler(XMLParser $parser, $handler): bool", f_set_start_ns},
    {"xml_set_end_namespace_decl_handler(XMLParser $parser, $handler): bool", f_set_end_ns},
    {"xml_parse(XMLParser $parser, string $data, bool $is_final = false): int", f_parse},
    {"xml_parse_into_struct(XMLParser $parser, string $data, &$values, &$index = null): int", f_parse_into_struct},
    {"xml_get_error_code(XMLParser $parser): int", f_get_error_code},
    {"xml_error_string(int $error_code): ?string", f_error_string},
    {"xml_get_current_line_number(XMLParser $parser): int", f_line},
    {"xml_get_current_column_number(XMLParser $parser): int", f_column},
    {"xml_get_current_byte_index(XMLParser $parser): int", f_byte},
    {"xml_parser_free(XMLParser $parser): bool", f_free},
    {"xml_parser_set_option(XMLParser $parser, int $option, $value): bool", f_set_option},
    {"xml_parser_get_option(XMLParser $parser, int $option): string|int", f_get_option},
};
HOP_REGISTER_BUILTINS(kXml);

const ConstantDecl kXmlConsts[] = {
    {"XML_ERROR_NONE", makeInt(0)},
    {"XML_ERROR_NO_MEMORY", makeInt(1)},
    {"XML_ERROR_SYNTAX", makeInt(2)},
    {"XML_ERROR_NO_ELEMENTS", makeInt(3)},
    {"XML_ERROR_INVALID_TOKEN", makeInt(4)},
    {"XML_ERROR_UNCLOSED_TOKEN", makeInt(5)},
    {"XML_ERROR_PARTIAL_CHAR", makeInt(6)},
    {"XML_ERROR_TAG_MISMATCH", makeInt(7)},
    {"XML_ERROR_DUPLICATE_ATTRIBUTE", makeInt(8)},
    {"XML_ERROR_JUNK_AFTER_DOC_ELEMENT", makeInt(9)},
    {"XML_ERROR_PARAM_ENTITY_REF", makeInt(10)},
    {"XML_ERROR_UNDEFINED_ENTITY", makeInt(11)},
    {"XML_ERROR_RECURSIVE_ENTITY_REF", makeInt(12)},
    {"XML_ERROR_ASYNC_ENTITY", makeInt(13)},
    {"XML_ERROR_BAD_CHAR_REF", makeInt(14)},
    {"XML_ERROR_BINARY_ENTITY_REF", makeInt(15)},
    {"XML_ERROR_ATTRIBUTE_EXTERNAL_ENTITY_REF", makeInt(16)},
    {"XML_ERROR_MISPLACED_XML_PI", makeInt(17)},
    {"XML_ERROR_UNKNOWN_ENCODING", makeInt(18)},
    {"XML_ERROR_INCORRECT_ENCODING", makeInt(19)},
    {"XML_ERROR_UNCLOSED_CDATA_SECTION", makeInt(20)},
    {"XML_ERROR_EXTERNAL_ENTITY_HANDLING", makeInt(21)},
    {"XML_OPTION_CASE_FOLDING", makeInt(1)},
    {"XML_OPTION_TARGET_ENCODING", makeInt(2)},
    {"XML_OPTION_SKIP_TAGSTART", makeInt(3)},
    {"XML_OPTION_SKIP_WHITE", makeInt(4)},
    {"XML_SAX_IMPL", makeStaticStringTv("libxml")},
};
HOP_REGISTER_CONSTANTS(kXmlConsts);

HOP_REGISTER_EXTENSION("xml");

} // namespace
} // namespace hop
