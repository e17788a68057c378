// libxml.cpp — the libxml module: error capture and reporting, libxml_* functions, LIBXML_* constants.
#include "runtime/base/request-local.h"
#include "runtime/ext/libxml/libxml-common.h"

#include <libxml/parserInternals.h>
#include <libxml/xmlversion.h>
#include <libxml/xmlsave.h>

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ops/conversions.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace xmlext {

namespace {

thread_local bool t_internal = false;
thread_local std::vector<XmlErr> t_errors;       // the list libxml_get_errors() returns
thread_local bool t_hasLast = false;
thread_local XmlErr t_last;
thread_local ErrorCapture* t_capture = nullptr;  // innermost capture
thread_local bool t_entityLoaderDisabled = false;
thread_local TypedValue t_entityLoader = makeNull();   // libxml_set_external_entity_loader's callable
// What a request set or collected; the loader callable lives in its heap (forgotten, never released here).
const RequestLocalReset kResetLibxml([] {
  t_internal = false;
  t_errors.clear();
  t_hasLast = false;
  t_capture = nullptr;
  t_entityLoaderDisabled = false;
  t_entityLoader = makeNull();
});
xmlExternalEntityLoader s_defaultLoader = nullptr;

XmlErr fromLibxml(xmlErrorPtr e) {
  XmlErr r;
  r.level = e->level;
  r.code = e->code;
  r.column = e->int2;
  r.line = e->line;
  r.domain = e->domain;
  if (e->message) r.message = e->message;
  if (e->file) r.file = e->file;
  r.parser = e->ctxt != nullptr && (e->domain == XML_FROM_PARSER || e->domain == XML_FROM_NAMESPACE ||
                                    e->domain == XML_FROM_DTD || e->domain == XML_FROM_HTML ||
                                    e->domain == XML_FROM_IO || e->domain == XML_FROM_VALID);
  if (r.parser) {
    // php reports the parser input's file and line, as libxml's generic handler sees them.
    xmlParserCtxtPtr ctxt = static_cast<xmlParserCtxtPtr>(e->ctxt);
    if (ctxt->input) {
      r.line = ctxt->input->line;
      r.file = ctxt->input->filename ? ctxt->input->filename : "";
    } else {
      r.parser = false;
    }
  }
  return r;
}

} // namespace

void captureError(void* ctx, xmlErrorPtr e) {
  ErrorCapture* c = t_capture;
  if (!c || !e) return;
  XmlErr r = fromLibxml(e);
  c->count_++;
  t_hasLast = true;
  t_last = r;
  if (t_internal) {
    t_errors.push_back(r);
    return;
  }
  c->pending.push_back(std::move(r));
}

void genericError(void* ctx, const char* fmt, ...) {
  ErrorCapture* c = static_cast<ErrorCapture*>(ctx);
  char buf[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  c->line_ += buf;
  size_t nl;
  while ((nl = c->line_.find('\n')) != std::string::npos) {
    XmlErr e;
    e.raw = true;
    e.message = c->line_.substr(0, nl);
    c->line_.erase(0, nl + 1);
    c->count_++;
    c->pending.push_back(std::move(e));
  }
}

ErrorCapture::ErrorCapture(bool generic) : generic_(generic && !t_internal) {
  ensureInit();
  oldFn_ = xmlStructuredError;
  oldCtx_ = xmlStructuredErrorContext;
  if (generic_) {
    oldGeneric_ = xmlGenericError;
    oldGenericCtx_ = xmlGenericErrorContext;
    xmlSetStructuredErrorFunc(nullptr, nullptr);
    xmlSetGenericErrorFunc(this, genericError);
  } else {
    xmlSetStructuredErrorFunc(this, captureError);
  }
  prev_ = t_capture;
  t_capture = this;
}

ErrorCapture::~ErrorCapture() {
  t_capture = prev_;
  xmlSetStructuredErrorFunc(oldCtx_, oldFn_);
  if (generic_) xmlSetGenericErrorFunc(oldGenericCtx_, oldGeneric_);
}

void ErrorCapture::dropSilenced(int options) {
  std::erase_if(pending, [&](const XmlErr& e) {
    if (e.raw) return false;
    return e.level == XML_ERR_WARNING ? (options & XML_PARSE_NOWARNING) != 0 : (options & XML_PARSE_NOERROR) != 0;
  });
}

void ErrorCapture::report(const std::string& prefix) {
  std::vector<XmlErr> list;
  list.swap(pending);
  for (const XmlErr& e : list) {
    if (e.raw) {
      raiseError(E_WARNING, (prefix.empty() ? std::string() : prefix + "(): ") + e.message);
      continue;
    }
    std::string msg = e.message;
    while (!msg.empty() && msg.back() == '\n') msg.pop_back();
    int level = E_WARNING;
    if (!e.parser && e.domain == XML_FROM_IO) {
      // libxml2's generic report, as php shows it for errors outside a parser.
      msg = std::string(e.level == XML_ERR_WARNING ? "I/O warning : " : "I/O error : ") + msg;
    }
    if (e.parser) {
      msg += " in ";
      msg += e.file.empty() ? "Entity" : e.file;
      msg += ", line: " + std::to_string(e.line);
      if (e.level == XML_ERR_WARNING) level = E_NOTICE;
    }
    raiseError(level, (prefix.empty() ? std::string() : prefix + "(): ") + msg);
  }
}

bool internalErrors() { return t_internal; }
bool entityLoaderDisabled() { return t_entityLoaderDisabled; }

std::string funcName(const NativeArgs& a) {
  const Func* f = a.func;
  if (!f) return "";
  if (f->cls) return f->cls->name->str() + "::" + f->name->str();
  return f->name->str();
}

void warn(const std::string& prefix, const std::string& msg) {
  raiseError(E_WARNING, prefix + "(): " + msg);
}

namespace {

/// The loader libxml2 calls for external entities: the user's callable when
/// one is set, libxml2's own otherwise.
xmlParserInputPtr entityLoader(const char* url, const char* id, xmlParserCtxtPtr ctxt) {
  if (t_entityLoaderDisabled) return nullptr;
  if (t_entityLoader.isNull()) return s_defaultLoader ? s_defaultLoader(url, id, ctxt) : nullptr;
  TypedValue args[3];
  args[0] = id ? makeStringNoIncRef(StringData::make(id)) : makeNull();
  args[1] = url ? makeStringNoIncRef(StringData::make(url)) : makeNull();
  ArrayData* ctxArr = ArrayData::makeHash(4);
  auto put = [&](const char* k, const char* v) {
    ArrayData::setStr(ctxArr, StringData::interned(k), v ? makeStringNoIncRef(StringData::make(v)) : makeNull());
  };
  put("directory", ctxt ? ctxt->directory : nullptr);
  put("intSubName", ctxt && ctxt->myDoc && ctxt->myDoc->intSubset ? cc(ctxt->myDoc->intSubset->name) : nullptr);
  put("extSubURI", ctxt ? cc(ctxt->extSubURI) : nullptr);
  put("extSubSystem", ctxt ? cc(ctxt->extSubSystem) : nullptr);
  args[2] = makeArrayNoIncRef(ctxArr);
  TypedValue r = makeNull();
  try {
    r = callCallable(t_entityLoader, args, 3);
  } catch (...) {
    for (auto& v : args) tvDecRef(v);
    throw;
  }
  for (auto& v : args) tvDecRef(v);
  xmlParserInputPtr in = nullptr;
  const TypedValue& rv = *tvDeref(&r);
  if (rv.isString()) {
    in = xmlNewInputFromFile(ctxt, rv.m_data.pstr->data());
  } else if (rv.m_type == DataType::Resource) {
    // A stream resource: read it whole (php wraps the stream).
    TypedValue rd = makeNull();
    TypedValue arg = tvCopyValue(rv);
    TypedValue fn = makeStringNoIncRef(StringData::make("stream_get_contents"));
    try {
      rd = callCallable(fn, &arg, 1);
    } catch (...) {
      tvDecRef(arg);
      tvDecRef(fn);
      throw;
    }
    tvDecRef(arg);
    tvDecRef(fn);
    if (rd.isString()) {
      xmlChar* buf = xmlStrndup(xc(rd.m_data.pstr->data()), int(rd.m_data.pstr->size()));
      in = xmlNewInputStream(ctxt);
      if (in) {
        xmlParserInputBufferPtr ib = xmlParserInputBufferCreateMem(cc(buf), int(xmlStrlen(buf)), XML_CHAR_ENCODING_NONE);
        in->buf = ib;
        in->base = xmlBufContent(ib->buffer);
        in->cur = in->base;
        in->end = in->base + xmlBufUse(ib->buffer);
        if (url) in->filename = cc(xmlStrdup(xc(url)));
      }
      xmlFree(buf);
    }
    tvDecRef(rd);
  } else if (!rv.isNull()) {
    tvDecRef(r);
    throwError(ErrorKind::Error, "Invalid return value: must be of type string|resource|null");  // php's TypeError-ish
  } else {
    if (t_capture) {
      // php: "Failed to load external entity" warnings come from libxml2 itself.
    }
  }
  tvDecRef(r);
  return in;
}

} // namespace

void ensureInit() {
  static std::once_flag once;
  std::call_once(once, [] {
    xmlInitParser();
    s_defaultLoader = xmlGetExternalEntityLoader();
    xmlSetExternalEntityLoader(entityLoader);
  });
  installStreamIO();
}

namespace {

ObjectData* makeErrorObject(const XmlErr& e) {
  Class* c = lookupClassAutoload("LibXMLError");
  ObjectData* o = ObjectData::make(c);
  auto set = [&](const char* name, TypedValue v) {
    bool acc;
    int64_t slot = c->findProp(name, c, acc);
    if (slot >= 0) tvSetRawMove(*o->prop(uint32_t(slot)), v);
    else tvDecRef(v);
  };
  set("level", makeInt(e.level));
  set("code", makeInt(e.code));
  set("column", makeInt(e.column));
  set("message", makeStringNoIncRef(StringData::make(e.message)));
  set("file", makeStringNoIncRef(StringData::make(e.file)));
  set("line", makeInt(e.line));
  return o;
}

void f_use_internal_errors(NativeArgs& a) {
  bool old = t_internal;
  if (!a.isNull(0)) {
    t_internal = a.b(0);
    if (!t_internal) t_errors.clear();
  }
  a.retBool(old);
}

void f_get_errors(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(uint32_t(t_errors.size()));
  for (const XmlErr& e : t_errors) ArrayData::append(r, makeObjectNoIncRef(makeErrorObject(e)));
  a.retArray(r);
}

void f_get_last_error(NativeArgs& a) {
  if (!t_hasLast) {
    xmlErrorPtr e = xmlGetLastError();
    if (!e || e->code == XML_ERR_OK) {
      a.retBool(false);
      return;
    }
    XmlErr r;
    r.level = e->level;
    r.code = e->code;
    r.column = e->int2;
    r.line = e->line;
    if (e->message) r.message = e->message;
    if (e->file) r.file = e->file;
    a.retObject(makeErrorObject(r));
    return;
  }
  a.retObject(makeErrorObject(t_last));
}

void f_clear_errors(NativeArgs& a) {
  t_errors.clear();
  t_hasLast = false;
  xmlResetLastError();
}

void f_disable_entity_loader(NativeArgs& a) {
  bool old = t_entityLoaderDisabled;
  t_entityLoaderDisabled = a.bOr(0, true);
  a.retBool(old);
}

void f_set_external_entity_loader(NativeArgs& a) {
  ensureInit();
  tvDecRef(t_entityLoader);
  t_entityLoader = a.isNull(0) ? makeNull() : tvCopyValue(a.arg(0));
  a.retBool(true);
}

void f_get_external_entity_loader(NativeArgs& a) {
  a.retCopy(t_entityLoader);
}

void f_set_streams_context(NativeArgs& a) {
  const TypedValue& v = *tvDeref(&a.arg(0));
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "libxml_set_streams_context(): Argument #1 ($context) must be of type resource, %s given",
                typeNameForMessage(v).c_str());
  ensureInit();
  setStreamsContext(v.m_data.pres);
}

const BuiltinDecl kLibxml[] = {
    {"libxml_set_streams_context($context): void", f_set_streams_context},
    {"libxml_use_internal_errors(?bool $use_errors = null): bool", f_use_internal_errors},
    {"libxml_get_last_error(): LibXMLError|false", f_get_last_error},
    {"libxml_get_errors(): array", f_get_errors},
    {"libxml_clear_errors(): void", f_clear_errors},
    {"libxml_disable_entity_loader(bool $disable = true): bool", f_disable_entity_loader, kAttrDeprecated},
    {"libxml_set_external_entity_loader(?callable $resolver_function): bool", f_set_external_entity_loader},
    {"libxml_get_external_entity_loader(): ?callable", f_get_external_entity_loader},
};
HOP_REGISTER_BUILTINS(kLibxml);

const ConstantDecl kLibxmlConsts[] = {
    {"LIBXML_VERSION", makeInt(LIBXML_VERSION)},
    {"LIBXML_DOTTED_VERSION", makeStaticStringTv(LIBXML_DOTTED_VERSION)},
    {"LIBXML_LOADED_VERSION", makeStaticStringTv(LIBXML_VERSION_STRING)},
    {"LIBXML_NOENT", makeInt(XML_PARSE_NOENT)},
    {"LIBXML_DTDLOAD", makeInt(XML_PARSE_DTDLOAD)},
    {"LIBXML_DTDATTR", makeInt(XML_PARSE_DTDATTR)},
    {"LIBXML_DTDVALID", makeInt(XML_PARSE_DTDVALID)},
    {"LIBXML_NOERROR", makeInt(XML_PARSE_NOERROR)},
    {"LIBXML_NOWARNING", makeInt(XML_PARSE_NOWARNING)},
    {"LIBXML_NOBLANKS", makeInt(XML_PARSE_NOBLANKS)},
    {"LIBXML_XINCLUDE", makeInt(XML_PARSE_XINCLUDE)},
    {"LIBXML_NSCLEAN", makeInt(XML_PARSE_NSCLEAN)},
    {"LIBXML_NOCDATA", makeInt(XML_PARSE_NOCDATA)},
    {"LIBXML_NONET", makeInt(XML_PARSE_NONET)},
    {"LIBXML_PEDANTIC", makeInt(XML_PARSE_PEDANTIC)},
    {"LIBXML_COMPACT", makeInt(XML_PARSE_COMPACT)},
    {"LIBXML_NOXMLDECL", makeInt(XML_SAVE_NO_DECL)},
    {"LIBXML_PARSEHUGE", makeInt(XML_PARSE_HUGE)},
    {"LIBXML_BIGLINES", makeInt(XML_PARSE_BIG_LINES)},
    {"LIBXML_NOEMPTYTAG", makeInt(XML_SAVE_NO_EMPTY)},
    {"LIBXML_SCHEMA_CREATE", makeInt(1)},
    {"LIBXML_HTML_NOIMPLIED", makeInt(8192)},
    {"LIBXML_HTML_NODEFDTD", makeInt(4)},
    {"LIBXML_ERR_NONE", makeInt(XML_ERR_NONE)},
    {"LIBXML_ERR_WARNING", makeInt(XML_ERR_WARNING)},
    {"LIBXML_ERR_ERROR", makeInt(XML_ERR_ERROR)},
    {"LIBXML_ERR_FATAL", makeInt(XML_ERR_FATAL)},
};
HOP_REGISTER_CONSTANTS(kLibxmlConsts);

HOP_REGISTER_EXTENSION("libxml");

} // namespace
} // namespace xmlext
} // namespace hop
