// intl-object.cpp — the native slot of intl's objects, fetching `this` or the procedural first argument, object errors.
#include "runtime/ext/intl/intl-object.h"

#include <unicode/uloc.h>

#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/class/class.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop::intl {

std::string IntlObj::errorMessage() const {
  if (msg.empty()) return u_errorName(err);
  return msg + ": " + u_errorName(err);
}

IntlObj*& objSlot(ObjectData* o) { return *o->nativeData<IntlObj*>(); }

namespace {
void slotInit(ObjectData* o) { objSlot(o) = nullptr; }
void slotDestroy(ObjectData* o) {
  delete objSlot(o);
  objSlot(o) = nullptr;
}
void slotClone(ObjectData* from, ObjectData* to) {
  IntlObj* src = objSlot(from);
  objSlot(to) = src ? src->clone() : nullptr;
  if (src && !objSlot(to)) {
    // Each class's clone failure message is checked by the PHP side (hopCloneFailed).
    objSlot(to) = nullptr;
  }
}
} // namespace

void registerIntlClass(const char* name, const char*) {
  NativeClassHooks h;
  h.dataSize = sizeof(IntlObj*);
  h.init = slotInit;
  h.destroy = slotDestroy;
  h.sweep = slotDestroy;
  h.clone = slotClone;
  registerNativeClass(name, h);
}

std::string fnName(const NativeArgs& a) { return a.func ? a.func->fullName() : std::string(); }

IntlObj* fetchObj(NativeArgs& a, uint32_t& off, const char* baseName, bool resetObjError) {
  ObjectData* o = a.thisObj;
  off = 0;
  if (!o) {
    o = a.obj(0);
    off = 1;
  }
  clearError();
  IntlObj* p = objSlot(o);
  if (!p) throwErrorF(ErrorKind::Error, "Found unconstructed %s", baseName);
  if (resetObjError) p->resetError();
  return p;
}

void objError(IntlObj* o, UErrorCode code, const std::string& msg, const NativeArgs& a) {
  if (o) {
    o->err = code;
    o->msg = msg;
  }
  std::string fn = fnName(a);
  setError(code, msg, fn.c_str());
}

void objCode(IntlObj* o, UErrorCode code) {
  if (o) o->err = code;
  setError(code, "", nullptr);
}

std::string defaultLocale() {
  std::optional<std::string> v = ctx().ini.get("intl.default_locale");
  if (v && !v->empty()) return *v;
  return uloc_getDefault();
}

ObjectData* newInstance(const char* cls) {
  Class* c = lookupClassAutoload(cls);
  if (!c) throwErrorF(ErrorKind::Error, "Class \"%s\" not found", cls);
  return instantiate(c);
}

TypedValue makeStr(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

void putStr(ArrayData*& arr, std::string_view key, TypedValue v) {
  StringData* k = StringData::make(key);
  ArrayData::set(arr, ArrayKey::ofStr(k), v);
  k->decRef();
}

} // namespace hop::intl
