// reflection-attribute.cpp — ReflectionAttribute and the getAttributes()
// filters: attribute arguments evaluated on demand, and newInstance() with
// php's validation of the attribute class (exists, is marked #[Attribute],
// allows the target, repetition) before its constructor runs.
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/lookup.h"
#include "vm/vm-regs.h"

namespace hop {

namespace {

constexpr int64_t kIsInstanceof = 2;   // ReflectionAttribute::IS_INSTANCEOF

const PreAttribute& attr(NativeArgs& a) { return *reflThis(a)->attribute; }

bool isRepeated(const ReflectionData* d) {
  int same = 0;
  for (const PreAttribute& other : *d->attributeList)
    if (equalsIgnoreCase(other.name->view(), d->attribute->name->view())) ++same;
  return same > 1;
}

void f_getName(NativeArgs& a) { a.retCopy(makeStringNoIncRef(attr(a).name)); }
void f_getTarget(NativeArgs& a) { a.retInt(reflThis(a)->flags); }
void f_isRepeated(NativeArgs& a) { a.retBool(isRepeated(reflThis(a))); }

/// The evaluated arguments: positional ones appended, named ones by name.
ArrayData* evalArguments(const PreAttribute& at, Class* scope) {
  ArrayData* out = ArrayData::makeHash(uint32_t(at.args.size()));
  try {
    for (const AttributeArg& arg : at.args) {
      TypedValue v = evalPreValue(arg.value, scope);
      if (arg.name) ArrayData::setStr(out, arg.name, v);
      else ArrayData::append(out, v);
    }
  } catch (...) {
    out->decRef();
    throw;
  }
  return out;
}

void f_getArguments(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retArray(evalArguments(*d->attribute, d->cls));
}

/// The #[Attribute] marker of an attribute class, or null.
const PreAttribute* attributeMarker(const Class* cls) {
  for (const PreAttribute& m : cls->pre->attributes)
    if (equalsIgnoreCase(m.name->view(), "Attribute")) return &m;
  return nullptr;
}

/// The flags the marker gives (Attribute::TARGET_* | IS_REPEATABLE).
uint32_t markerFlags(const PreAttribute& marker, Class* attrCls) {
  if (marker.args.empty()) return kAttrTargetAll;
  TypedValue flags = evalPreValue(marker.args[0].value, attrCls);
  if (!flags.isInt()) {
    std::string type = typeNameForMessage(flags);
    tvDecRef(flags);
    throwErrorF(ErrorKind::Error, "Attribute::__construct(): Argument #1 ($flags) must be of type int, %s given",
                type.c_str());
  }
  if (flags.m_data.num & ~int64_t(kAttrTargetAll | kAttrIsRepeatable))
    throwError(ErrorKind::Error, "Invalid attribute flags specified");
  return uint32_t(flags.m_data.num);
}

void f_newInstance(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  const PreAttribute& at = *d->attribute;
  Class* cls = lookupClassAutoload(at.name->view());
  if (!cls) throwErrorF(ErrorKind::Error, "Attribute class \"%s\" not found", at.name->data());
  const PreAttribute* marker = attributeMarker(cls);
  if (!marker) throwErrorF(ErrorKind::Error, "Attempting to use non-attribute class \"%s\" as attribute", at.name->data());
  if (!(cls->attrs & kClsBuiltin)) {
    uint32_t flags = markerFlags(*marker, cls);
    if (!(d->flags & flags)) {
      throwErrorF(ErrorKind::Error, "Attribute \"%s\" cannot target %s (allowed targets: %s)", at.name->data(),
                  attributeTargetNames(d->flags).c_str(), attributeTargetNames(flags).c_str());
    }
    if (!(flags & kAttrIsRepeatable) && isRepeated(d))
      throwErrorF(ErrorKind::Error, "Attribute \"%s\" must not be repeated", at.name->data());
  }
  ObjectData* obj = instantiate(cls);
  try {
    ArrayData* args = evalArguments(at, d->cls);
    struct Release {
      ArrayData* a;
      ~Release() { a->decRef(); }
    } release{args};
    if (cls->ctor) {
      if (!(cls->ctor->attrs & kAttrPublic))
        throwErrorF(ErrorKind::Error, "Attribute constructor of class %s must be public", cls->name->data());
      ResolvedCallable rc;
      rc.func = cls->ctor;
      rc.cc = CallContext{obj, cls, nullptr};
      // Traces show the constructor called from the attribute's line.
      if (d->unit && !ctx().vm.nativeFrames.empty()) {
        NativeFrame& self = ctx().vm.nativeFrames.back();
        self.calleeSiteFile = &d->unit->filePath;
        self.calleeSiteLine = at.line;
      }
      tvDecRef(invokeWithNamedArgs(rc, args));
    } else if (args->size()) {
      throwErrorF(ErrorKind::Error, "Attribute class %s does not have a constructor, cannot pass arguments",
                  cls->name->data());
    }
  } catch (...) {
    obj->decRef();
    throw;
  }
  a.retObject(obj);
}

void f_toString(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  a.retString(exportAttribute(*d->attribute, d->cls));
}

const BuiltinDecl kReflectionAttributeMethods[] = {
    {"ReflectionAttribute::getName", f_getName},
    {"ReflectionAttribute::getTarget", f_getTarget},
    {"ReflectionAttribute::isRepeated", f_isRepeated},
    {"ReflectionAttribute::getArguments", f_getArguments},
    {"ReflectionAttribute::newInstance", f_newInstance},
    {"ReflectionAttribute::__toString", f_toString},
};
HOP_REGISTER_BUILTINS(kReflectionAttributeMethods);

} // namespace

ArrayData* attributesArray(NativeArgs& a, const std::vector<PreAttribute>& list, uint32_t target, Class* scope,
                           const Unit* unit) {
  int64_t flags = a.has(1) ? a.i64(1) : 0;
  if (flags & ~kIsInstanceof)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($flags) must be a valid attribute filter flag",
                a.func->fullName().c_str());
  std::string filter = a.isNull(0) ? std::string() : toLower(a.sv(0));
  Class* base = nullptr;
  if (!a.isNull(0) && (flags & kIsInstanceof)) {
    base = lookupClassAutoload(a.sv(0));
    if (!base) throwErrorF(ErrorKind::Error, "Class \"%s\" not found", a.str(0)->data());
  }
  ArrayData* out = ArrayData::makePacked(uint32_t(list.size()));
  for (const PreAttribute& at : list) {
    if (base) {
      // Attributes naming a class that does not exist are left out.
      Class* c = lookupClassAutoload(at.name->view());
      if (!c || !c->isSubclassOf(base)) continue;
    } else if (!a.isNull(0) && toLower(at.name->view()) != filter) {
      continue;
    }
    ObjectData* o = newReflectionObject("ReflectionAttribute");
    ReflectionData* d = reflData(o);
    d->attribute = &at;
    d->attributeList = &list;
    d->flags = target;
    d->cls = scope;
    d->unit = unit;
    ArrayData::append(out, makeObjectNoIncRef(o));
  }
  return out;
}

} // namespace hop
