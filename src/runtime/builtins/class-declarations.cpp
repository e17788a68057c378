// class-declarations.cpp — the class table as builtins see it:
// class_alias() (another name for a user class) and get_declared_classes(),
// get_declared_interfaces(), get_declared_traits() (names in declaration order).
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"
#include "vm/interp-internal.h"

namespace hop {

namespace {


const char* objectTypeOf(const Class* c) {
  if (c->isInterface()) return "interface";
  if (c->isTrait()) return "trait";
  if (c->isEnum()) return "enum";
  return "class";
}

void f_class_alias(NativeArgs& a) {
  std::string_view name = a.sv(0);
  std::string_view alias = a.sv(1);
  ExecutionContext& ec = ctx();
  Class* cls = !a.bOr(2, true) ? ec.lookupClass(name) : lookupClassAutoload(name);
  if (!cls) {
    raiseWarning("Class \"%s\" not found", a.str(0)->data());
    a.retBool(false);
    return;
  }
  if (cls->attrs & kClsBuiltin)
    throwError(ErrorKind::ValueError, "class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given");
  std::string lower = toLower(!alias.empty() && alias[0] == '\\' ? alias.substr(1) : alias);
  if (isReservedClassName(lower)) raiseFatal("Cannot use '%s' as class name as it is reserved", lower.c_str());
  if (ec.classes.count(lower) || ec.linkingClasses.count(lower)) {
    raiseWarning("Cannot declare %s %s, because the name is already in use", objectTypeOf(cls), a.str(1)->data());
    a.retBool(false);
    return;
  }
  ec.classes[lower] = cls;
  ec.classOrder.emplace_back(lower, cls);
  a.retBool(true);
}

/// The declared classes of one kind: their names, or an alias's lowercase name.
ArrayData* declared(bool (*wanted)(const Class*)) {
  ArrayData* r = ArrayData::makePacked(16);
  for (const auto& [key, cls] : ctx().classOrder) {
    if (!wanted(cls)) continue;
    StringData* n = key == cls->lowerName->view() ? cls->name : StringData::make(key);
    if (n == cls->name) n->incRef();
    ArrayData::append(r, makeStringNoIncRef(n));
  }
  return r;
}

void f_get_declared_classes(NativeArgs& a) {
  a.retArray(declared([](const Class* c) { return !c->isInterface() && !c->isTrait(); }));
}
void f_get_declared_interfaces(NativeArgs& a) {
  a.retArray(declared([](const Class* c) { return c->isInterface(); }));
}
void f_get_declared_traits(NativeArgs& a) {
  a.retArray(declared([](const Class* c) { return c->isTrait(); }));
}

const BuiltinDecl kClassDeclarationBuiltins[] = {
    {"class_alias(string $class, string $alias, bool $autoload = true): bool", f_class_alias},
    {"get_declared_classes(): array", f_get_declared_classes},
    {"get_declared_interfaces(): array", f_get_declared_interfaces},
    {"get_declared_traits(): array", f_get_declared_traits},
};
HOP_REGISTER_BUILTINS(kClassDeclarationBuiltins);

} // namespace

} // namespace hop
