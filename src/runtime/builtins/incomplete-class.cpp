// incomplete-class.cpp — __PHP_Incomplete_Class (what unserialize() makes of an unknown
// class): every property access warns or throws as php's incomplete_class handlers do.
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/serialize.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "bytecode/func.h"
#include "runtime/class/class.h"
#include "vm/act-rec.h"

namespace hop {

// member-ops.cpp: the hook that sees every property access, not only missing ones.
extern int (*g_interceptAllPropsHook)(ObjectData*, StringData*, MissingPropOp, TypedValue*);

namespace {

/// The class name the object stands for (php_lookup_class_name), "unknown" without one.
std::string incompleteName(ObjectData* o) {
  if (o->m_dynProps) {
    const TypedValue* v = o->m_dynProps->getStr(kIncompleteClassNameProp);
    if (v && tvDeref(v)->isString()) return std::string(tvDeref(v)->m_data.pstr->view());
  }
  return "unknown";
}

std::string message(ObjectData* o, const char* what) {
  return std::string("The script tried to ") + what +
         " an incomplete object. Please ensure that the class definition \"" + incompleteName(o) +
         "\" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an "
         "autoloader to load the class definition";
}

int propHook(ObjectData* o, StringData*, MissingPropOp op, TypedValue* v) {
  switch (op) {
    case MissingPropOp::Read:
    case MissingPropOp::ReadQuiet:
      raiseWarning("%s(): %s", activeFunctionName().c_str(), message(o, "access a property on").c_str());
      *v = makeNull();
      return 1;
    case MissingPropOp::Isset:
    case MissingPropOp::Empty:
      raiseWarning("%s(): %s", activeFunctionName().c_str(), message(o, "access a property on").c_str());
      return op == MissingPropOp::Empty ? 1 : 0;
    case MissingPropOp::Write:
    case MissingPropOp::Unset:
    case MissingPropOp::Fetch:
      throwError(ErrorKind::Error, message(o, "modify a property on"));
  }
  return -1;
}

void f_call(NativeArgs& a) { throwError(ErrorKind::Error, message(a.thisObj, "call a method on")); }

const int s_hooks = [] {
  g_interceptAllPropsHook = propHook;
  NativeClassHooks h;
  h.missingProp = propHook;
  registerNativeClass(kIncompleteClassName, h);
  return 0;
}();

const BuiltinDecl kIncompleteNatives[] = {
    {"__PHP_Incomplete_Class::__call(string $name, array $arguments): mixed", f_call},
};
HOP_REGISTER_BUILTINS(kIncompleteNatives);

} // namespace

} // namespace hop
