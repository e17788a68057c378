// exception-methods.cpp — the native methods of Exception and Error:
// getTraceAsString() and __toString(), byte-for-byte as php formats them.
#include "runtime/array/array-data.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"

namespace hop {

namespace {

/// A property of the Exception/Error base class (private ones included).
const TypedValue* baseProp(ObjectData* o, const char* name) {
  const Class* base = o->cls();
  while (base->parent) base = base->parent;
  bool acc;
  int64_t slot = o->cls()->findProp(name, base, acc);
  return slot >= 0 ? tvDeref(o->prop(uint32_t(slot))) : nullptr;
}

std::string traceString(ObjectData* o) {
  const TypedValue* t = baseProp(o, "trace");
  if (!t || !t->isArray()) return "#0 {main}";
  return traceToString(t->m_data.parr);
}

void f_getTraceAsString(NativeArgs& a) { a.retString(traceString(a.thisObj)); }

void f_toString(NativeArgs& a) {
  std::string str;
  ObjectData* e = a.thisObj;
  bool first = true;
  while (e) {
    std::string prev = str;
    std::string message = baseProp(e, "message") ? toStdString(*baseProp(e, "message")) : "";
    std::string file = baseProp(e, "file") ? toStdString(*baseProp(e, "file")) : "";
    int64_t line = baseProp(e, "line") ? toInt(*baseProp(e, "line")) : 0;
    std::string_view cls = e->cls()->name->view();
    if ((cls == "TypeError" || cls == "ArgumentCountError") && message.find(", called in ") != std::string::npos)
      message += " and defined";
    std::string trace = traceString(e);
    str = std::string(cls);
    if (!message.empty()) str += ": " + message;
    str += " in " + file + ":" + std::to_string(line) + "\nStack trace:\n" + trace;
    if (!prev.empty()) str += "\n\nNext " + prev;
    const TypedValue* p = baseProp(e, "previous");
    e = p && p->isObject() ? p->m_data.pobj : nullptr;
    first = false;
  }
  (void)first;
  // php keeps the text in the private $string (var_export and friends show it).
  const Class* base = a.thisObj->cls();
  while (base->parent) base = base->parent;
  bool acc;
  if (int64_t slot = a.thisObj->cls()->findProp("string", base, acc); slot >= 0)
    tvAssignMove(*a.thisObj->prop(uint32_t(slot)), makeStringNoIncRef(StringData::make(str)));
  a.retString(str);
}

const BuiltinDecl kExceptionMethods[] = {
    {"Exception::getTraceAsString", f_getTraceAsString},
    {"Exception::__toString", f_toString},
    {"Error::getTraceAsString", f_getTraceAsString},
    {"Error::__toString", f_toString},
};
HOP_REGISTER_BUILTINS(kExceptionMethods);

} // namespace

} // namespace hop
