// dom-xpath.cpp — DOMXPath: query/evaluate over a document, registered namespaces, php:function callbacks.
#include "runtime/base/request-local.h"
#include "runtime/ext/dom/dom-internal.h"

#include <libxml/xpathInternals.h>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {
namespace dom {

namespace {

struct XPathCall {
  DomData* xp;
  std::exception_ptr error;
  std::vector<ObjectData*> keep;   // nodes callbacks returned, alive while the result is built
};
thread_local XPathCall* t_call = nullptr;
const RequestLocalReset kResetXPathCall([] { t_call = nullptr; });

DomData* xpThis(NativeArgs& a) {
  DomData* d = data(a.thisObj);
  if (d->kind != Kind::XPath || !d->docObj) throwErrorF(ErrorKind::Error, "Invalid XPath Context");
  return d;
}

void f_ctor(NativeArgs& a) {
  DomData* d = data(a.thisObj);
  nodeOf(a.obj(0));
  if (d->docObj) d->docObj->decRef();
  d->kind = Kind::XPath;
  a.obj(0)->incRef();
  d->docObj = a.obj(0);
  if (!d->nsList) d->nsList = new std::vector<std::pair<std::string, std::string>>();
  d->registerNodeNs = a.bOr(1, true);
}

void f_registerNamespace(NativeArgs& a) {
  DomData* d = xpThis(a);
  std::string p(a.sv(0)), u(a.sv(1));
  if (p.empty()) {
    a.retBool(false);
    return;
  }
  for (auto& e : *d->nsList)
    if (e.first == p) {
      e.second = u;
      a.retBool(true);
      return;
    }
  d->nsList->emplace_back(p, u);
  a.retBool(true);
}

void f_registerPhpFunctions(NativeArgs& a) {
  DomData* d = xpThis(a);
  if (a.isNull(0)) {
    d->phpFunctions = 1;
    return;
  }
  if (!d->phpFuncNames) d->phpFuncNames = new std::unordered_set<std::string>();
  const TypedValue& v = a.arg(0);
  if (v.isString()) {
    d->phpFuncNames->insert(std::string(v.m_data.pstr->view()));
  } else if (v.isArray()) {
    ArrayData* arr = v.m_data.parr;
    for (uint32_t p = arr->iterBegin(); arr->iterValid(p); p = arr->iterAdvance(p))
      d->phpFuncNames->insert(toStdString(*arr->iterValue(p)));
  }
  d->phpFunctions = 2;
}

/// php:function / php:functionString.
void phpFunction(xmlXPathParserContextPtr ctxt, int nargs, bool stringArgs) {
  XPathCall* call = t_call;
  if (!call || call->error) {
    for (int i = 0; i < nargs; ++i) xmlXPathFreeObject(valuePop(ctxt));
    valuePush(ctxt, xmlXPathNewString(xc("")));
    return;
  }
  if (nargs <= 0) {
    xmlXPathSetArityError(ctxt);
    return;
  }
  std::vector<TypedValue> args(size_t(nargs - 1));
  for (int i = nargs - 2; i >= 0; --i) {
    xmlXPathObjectPtr obj = valuePop(ctxt);
    TypedValue v = makeNull();
    if (stringArgs) {
      xmlChar* s = xmlXPathCastToString(obj);
      v = makeStringNoIncRef(StringData::make(s ? cc(s) : ""));
      if (s) xmlFree(s);
    } else {
      switch (obj->type) {
        case XPATH_STRING: v = makeStringNoIncRef(StringData::make(obj->stringval ? cc(obj->stringval) : "")); break;
        case XPATH_BOOLEAN: v = makeBool(obj->boolval); break;
        case XPATH_NUMBER: v = makeDouble(obj->floatval); break;
        case XPATH_NODESET:
        case XPATH_XSLT_TREE: {
          ArrayData* arr = ArrayData::makePacked(0);
          if (obj->nodesetval)
            for (int k = 0; k < obj->nodesetval->nodeNr; ++k) {
              xmlNodePtr n = obj->nodesetval->nodeTab[k];
              if (n->type == XML_NAMESPACE_DECL) {
                xmlNsPtr ns = reinterpret_cast<xmlNsPtr>(n);
                ArrayData::append(arr, makeObjectNoIncRef(wrapNs(ns, reinterpret_cast<xmlNodePtr>(ns->next))));
              } else {
                ArrayData::append(arr, wrapTv(n));
              }
            }
          v = makeArrayNoIncRef(arr);
          break;
        }
        default: {
          xmlChar* s = xmlXPathCastToString(obj);
          v = makeStringNoIncRef(StringData::make(s ? cc(s) : ""));
          if (s) xmlFree(s);
        }
      }
    }
    xmlXPathFreeObject(obj);
    args[size_t(i)] = v;
  }
  xmlXPathObjectPtr nameObj = valuePop(ctxt);
  std::string name;
  bool nameOk = nameObj && nameObj->type == XPATH_STRING && nameObj->stringval;
  if (nameOk) name = cc(nameObj->stringval);
  xmlXPathFreeObject(nameObj);
  auto freeArgs = [&] {
    for (auto& v : args) tvDecRef(v);
  };
  try {
    if (!nameOk) throwError(ErrorKind::TypeError, "Handler name must be a string");
    TypedValue fn = makeStringNoIncRef(StringData::make(name));
    if (!isCallable(fn, false)) {
      tvDecRef(fn);
      throwErrorF(ErrorKind::Error, "Unable to call handler %s()", name.c_str());
    }
    if (call->xp->phpFunctions == 2 && !call->xp->phpFuncNames->count(name)) {
      tvDecRef(fn);
      throwErrorF(ErrorKind::Error, "Not allowed to call handler '%s()'", name.c_str());
    }
    TypedValue r;
    try {
      r = callCallable(fn, args.data(), uint32_t(args.size()));
    } catch (...) {
      tvDecRef(fn);
      throw;
    }
    tvDecRef(fn);
    freeArgs();
    args.clear();
    const TypedValue& rv = *tvDeref(&r);
    if (rv.isObject() && rv.m_data.pobj->cls()->isSubclassOf(lookupClassAutoload("DOMNode"))) {
      xmlNodePtr n = nodeOf(rv.m_data.pobj);
      rv.m_data.pobj->incRef();
      call->keep.push_back(rv.m_data.pobj);
      valuePush(ctxt, xmlXPathNewNodeSet(n));
    } else if (rv.isBool()) {
      valuePush(ctxt, xmlXPathNewBoolean(rv.m_data.num != 0));
    } else if (rv.isObject()) {
      tvDecRef(r);
      throwError(ErrorKind::TypeError, "A PHP Object cannot be converted to a XPath-string");
    } else {
      std::string s = toStdString(rv);
      valuePush(ctxt, xmlXPathNewString(xc(s.c_str())));
    }
    tvDecRef(r);
  } catch (...) {
    freeArgs();
    call->error = std::current_exception();
    valuePush(ctxt, xmlXPathNewString(xc("")));
    xmlXPathSetError(ctxt, XPATH_EXPR_ERROR);
  }
}

void phpFunctionValues(xmlXPathParserContextPtr ctxt, int nargs) { phpFunction(ctxt, nargs, false); }
void phpFunctionString(xmlXPathParserContextPtr ctxt, int nargs) { phpFunction(ctxt, nargs, true); }

void evaluate(NativeArgs& a, bool query) {
  DomData* d = xpThis(a);
  xmlNodePtr docNode = nodeOf(d->docObj);
  xmlDocPtr doc = reinterpret_cast<xmlDocPtr>(docNode);
  xmlNodePtr ctxNode = a.isNull(1) ? nullptr : argNode(a, 1);
  if (!ctxNode) ctxNode = xmlDocGetRootElement(doc);
  if (ctxNode && ctxNode->doc != doc) throwError(ErrorKind::Error, "Node from wrong document");
  bool registerNs = a.has(2) ? a.b(2) : d->registerNodeNs;
  std::string expr(a.sv(0));
  xmlXPathContextPtr ctx = xmlXPathNewContext(doc);
  if (!ctx) {
    a.retBool(false);
    return;
  }
  ctx->node = ctxNode;
  for (auto& e : *d->nsList) xmlXPathRegisterNs(ctx, xc(e.first.c_str()), xc(e.second.c_str()));
  if (d->phpFunctions) {
    xmlXPathRegisterFuncNS(ctx, xc("functionString"), xc("http://php.net/xpath"), phpFunctionString);
    xmlXPathRegisterFuncNS(ctx, xc("function"), xc("http://php.net/xpath"), phpFunctionValues);
  }
  xmlNsPtr* ns = nullptr;
  if (registerNs && ctxNode) {
    ns = xmlGetNsList(doc, ctxNode);
    int n = 0;
    if (ns)
      while (ns[n]) ++n;
    ctx->namespaces = ns;
    ctx->nsNr = n;
  }
  XPathCall call{d, nullptr, {}};
  XPathCall* prev = t_call;
  t_call = &call;
  xmlXPathObjectPtr res;
  {
    xmlext::ErrorCapture cap;
    res = xmlXPathEvalExpression(xc(expr.c_str()), ctx);
    t_call = prev;
    if (!call.error) cap.report(xmlext::funcName(a));
  }
  ctx->namespaces = nullptr;
  ctx->nsNr = 0;
  if (ns) xmlFree(ns);
  xmlXPathFreeContext(ctx);
  auto releaseKeep = [&] {
    for (ObjectData* o : call.keep) o->decRef();
  };
  if (call.error) {
    if (res) xmlXPathFreeObject(res);
    releaseKeep();
    std::rethrow_exception(call.error);
  }
  if (!res) {
    releaseKeep();
    a.retBool(false);
    return;
  }
  xmlXPathObjectType type = query ? XPATH_NODESET : res->type;
  switch (type) {
    case XPATH_NODESET: {
      ArrayData* arr = ArrayData::makePacked(0);
      if (res->type == XPATH_NODESET && res->nodesetval) {
        for (int i = 0; i < res->nodesetval->nodeNr; ++i) {
          xmlNodePtr n = res->nodesetval->nodeTab[i];
          if (n->type == XML_NAMESPACE_DECL) {
            xmlNsPtr nsp = reinterpret_cast<xmlNsPtr>(n);
            ArrayData::append(arr, makeObjectNoIncRef(wrapNs(nsp, reinterpret_cast<xmlNodePtr>(nsp->next))));
          } else {
            ArrayData::append(arr, wrapTv(n));
          }
        }
      }
      a.retObject(newItemList(arr));
      break;
    }
    case XPATH_BOOLEAN: a.retBool(res->boolval); break;
    case XPATH_NUMBER: a.retDouble(res->floatval); break;
    case XPATH_STRING: a.retString(std::string_view(res->stringval ? cc(res->stringval) : "")); break;
    default: a.retNull(); break;
  }
  xmlXPathFreeObject(res);
  releaseKeep();
}

void f_query(NativeArgs& a) { evaluate(a, true); }
void f_evaluate(NativeArgs& a) { evaluate(a, false); }

const BuiltinDecl kDomXPath[] = {
    {"DOMXPath::__construct", f_ctor},
    {"DOMXPath::registerNamespace", f_registerNamespace},
    {"DOMXPath::registerPhpFunctions", f_registerPhpFunctions},
    {"DOMXPath::query", f_query},
    {"DOMXPath::evaluate", f_evaluate},
};
HOP_REGISTER_BUILTINS(kDomXPath);

} // namespace
} // namespace dom
} // namespace hop
