// intl-procedural.cpp — intl's procedural aliases (transliterator_*) calling the methods of intl.php.
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/object/object-data.h"
#include "vm/lookup.h"
#include "vm/interp.h"

namespace hop {

using namespace intl;

namespace {

TypedValue callMethod(const char* cls, const char* lowerMethod, ObjectData* self, std::initializer_list<TypedValue> args) {
  Class* c = self ? self->cls() : lookupClassAutoload(cls);
  Func* f = c ? c->findMethod(lowerMethod) : nullptr;
  if (!f) throwError(ErrorKind::Error, formatStr("Call to undefined method %s::%s()", cls, lowerMethod));
  CallContext cc;
  cc.thisObj = self;
  cc.cls = c;
  return invokeFunc(f, args.begin(), uint32_t(args.size()), cc);
}

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

void ret(NativeArgs& a, TypedValue v) { a.retValue(v); }

void f_transliterator_create(NativeArgs& a) {
  TypedValue id = str(a.sv(0)), fn = str("transliterator_create");
  ret(a, callMethod("Transliterator", "hopcreate", nullptr, {id, makeInt(a.i64Or(1, 0)), fn}));
  tvDecRef(id);
  tvDecRef(fn);
}

void f_transliterator_create_from_rules(NativeArgs& a) {
  TypedValue id = str(a.sv(0)), fn = str("transliterator_create_from_rules");
  ret(a, callMethod("Transliterator", "hopcreatefromrules", nullptr, {id, makeInt(a.i64Or(1, 0)), fn}));
  tvDecRef(id);
  tvDecRef(fn);
}

void f_transliterator_create_inverse(NativeArgs& a) { ret(a, callMethod("Transliterator", "createinverse", a.obj(0), {})); }

void f_transliterator_transliterate(NativeArgs& a) {
  const TypedValue& t = a.arg(0);
  ObjectData* obj = nullptr;
  TypedValue made = makeNull();
  if (t.isObject()) obj = t.m_data.pobj;
  else {
    TypedValue id = str(a.sv(0)), fn = str("transliterator_transliterate");
    made = callMethod("Transliterator", "hopcreate", nullptr, {id, makeInt(0), fn});
    tvDecRef(id);
    tvDecRef(fn);
    if (!made.isObject()) {
      std::string msg = "Could not create transliterator with ID \"" + std::string(a.sv(0)) + "\" (" + lastErrorMessage() + ")";
      raiseWarning("transliterator_transliterate(): %s", msg.c_str());
      return a.retBool(false);
    }
    obj = made.m_data.pobj;
  }
  TypedValue s = str(a.sv(1)), fn = str("transliterator_transliterate");
  TypedValue r = callMethod("Transliterator", "hoprun", obj, {s, makeInt(a.i64Or(2, 0)), makeInt(a.i64Or(3, -1)), fn});
  tvDecRef(s);
  tvDecRef(fn);
  tvDecRef(made);
  ret(a, r);
}

void f_transliterator_get_error_code(NativeArgs& a) { ret(a, callMethod("Transliterator", "geterrorcode", a.obj(0), {})); }
void f_transliterator_get_error_message(NativeArgs& a) { ret(a, callMethod("Transliterator", "geterrormessage", a.obj(0), {})); }

const BuiltinDecl kIntlProcBuiltins[] = {
    {"transliterator_create(string $id, int $direction = Transliterator::FORWARD): ?Transliterator", f_transliterator_create},
    {"transliterator_create_from_rules(string $rules, int $direction = Transliterator::FORWARD): ?Transliterator",
     f_transliterator_create_from_rules},
    {"transliterator_create_inverse(Transliterator $transliterator): ?Transliterator", f_transliterator_create_inverse},
    {"transliterator_transliterate(Transliterator|string $transliterator, string $string, int $start = 0, int $end = -1): string|false",
     f_transliterator_transliterate},
    {"transliterator_get_error_code(Transliterator $transliterator): int|false", f_transliterator_get_error_code},
    {"transliterator_get_error_message(Transliterator $transliterator): string|false", f_transliterator_get_error_message},
};
HOP_REGISTER_BUILTINS(kIntlProcBuiltins);

} // namespace

} // namespace hop
