// intl-misc.cpp — Spoofchecker, IntlDatePatternGenerator, UConverter and ResourceBundle (resourcebundle_*) on ICU.
#include <unicode/dtptngen.h>
#include <unicode/ucnv.h>
#include <unicode/ures.h>
#include <unicode/uspoof.h>

#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"

namespace hop {

using namespace intl;

namespace {

// --- Spoofchecker -------------------------------------------------------------------------------
struct SpoofObj : IntlObj {
  USpoofChecker* sc = nullptr;
  ~SpoofObj() override {
    if (sc) uspoof_close(sc);
  }
  IntlObj* clone() const override {
    UErrorCode st = U_ZERO_ERROR;
    auto* r = new SpoofObj;
    r->sc = uspoof_clone(sc, &st);
    return r;
  }
};

void sp_construct(NativeArgs& a) {
  delete objSlot(a.thisObj);
  objSlot(a.thisObj) = nullptr;
  UErrorCode st = U_ZERO_ERROR;
  auto* o = new SpoofObj;
  o->sc = uspoof_open(&st);
  if (U_FAILURE(st)) {
    delete o;
    throwObject(makeThrowable("IntlException", "Constructor failed"));
  }
  // php's defaults: the checks of ICU 58+ without CHAR_LIMIT, restriction HIGHLY_RESTRICTIVE.
  uspoof_setChecks(o->sc, USPOOF_ALL_CHECKS & ~USPOOF_CHAR_LIMIT, &st);
  uspoof_setRestrictionLevel(o->sc, USPOOF_HIGHLY_RESTRICTIVE);
  objSlot(a.thisObj) = o;
}

SpoofObj* spSelf(NativeArgs& a) {
  uint32_t off;
  return fetch<SpoofObj>(a, off, "Spoofchecker");
}

void sp_is_suspicious(NativeArgs& a) {
  SpoofObj* o = spSelf(a);
  std::string_view s = a.sv(0);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = uspoof_checkUTF8(o->sc, s.data(), int32_t(s.size()), nullptr, &st);
  if (U_FAILURE(st)) {
    raiseWarning("%s(): (%d) %s", fnName(a).c_str(), int(st), u_errorName(st));
    if (a.has(1)) tvAssignMove(a.ref(1), makeInt(r));
    return a.retBool(true);
  }
  if (a.has(1)) tvAssignMove(a.ref(1), makeInt(r));
  a.retBool(r != 0);
}

void sp_are_confusable(NativeArgs& a) {
  SpoofObj* o = spSelf(a);
  std::string_view x = a.sv(0), y = a.sv(1);
  UErrorCode st = U_ZERO_ERROR;
  int32_t r = uspoof_areConfusableUTF8(o->sc, x.data(), int32_t(x.size()), y.data(), int32_t(y.size()), &st);
  if (U_FAILURE(st)) {
    raiseWarning("%s(): (%d) %s", fnName(a).c_str(), int(st), u_errorName(st));
    if (a.has(2)) tvAssignMove(a.ref(2), makeInt(r));
    return a.retBool(true);
  }
  if (a.has(2)) tvAssignMove(a.ref(2), makeInt(r));
  a.retBool(r != 0);
}

void sp_set_allowed_locales(NativeArgs& a) {
  SpoofObj* o = spSelf(a);
  std::string l(a.sv(0));
  UErrorCode st = U_ZERO_ERROR;
  uspoof_setAllowedLocales(o->sc, l.c_str(), &st);
  if (U_FAILURE(st)) raiseWarning("%s(): (%d) %s", fnName(a).c_str(), int(st), u_errorName(st));
  a.retNull();
}

void sp_set_checks(NativeArgs& a) {
  SpoofObj* o = spSelf(a);
  UErrorCode st = U_ZERO_ERROR;
  uspoof_setChecks(o->sc, int32_t(a.i64(0)), &st);
  if (U_FAILURE(st)) raiseWarning("%s(): (%d) %s", fnName(a).c_str(), int(st), u_errorName(st));
  a.retNull();
}

void sp_set_restriction_level(NativeArgs& a) {
  SpoofObj* o = spSelf(a);
  int64_t l = a.i64(0);
  if (l != USPOOF_ASCII && l != USPOOF_SINGLE_SCRIPT_RESTRICTIVE && l != USPOOF_HIGHLY_RESTRICTIVE &&
      l != USPOOF_MODERATELY_RESTRICTIVE && l != USPOOF_MINIMALLY_RESTRICTIVE && l != USPOOF_UNRESTRICTIVE)
    throwError(ErrorKind::ValueError, fnName(a) + "(): Argument #1 ($level) must be one of Spoofchecker::ASCII, Spoofchecker::SINGLE_SCRIPT_RESTRICTIVE, Spoofchecker::SINGLE_HIGHLY_RESTRICTIVE, Spoofchecker::SINGLE_MODERATELY_RESTRICTIVE, Spoofchecker::SINGLE_MINIMALLY_RESTRICTIVE, or Spoofchecker::UNRESTRICTIVE");
  uspoof_setRestrictionLevel(o->sc, URestrictionLevel(l));
  a.retNull();
}

// --- IntlDatePatternGenerator ------------------------------------------------------------------
struct DtpgObj : IntlObj {
  std::unique_ptr<icu::DateTimePatternGenerator> g;
  IntlObj* clone() const override {
    auto* r = new DtpgObj;
    r->g.reset(g->clone());
    return r;
  }
};

bool dtpgInit(DtpgObj* o, NativeArgs& a) {
  clearError();
  std::string loc = a.isNull(0) ? defaultLocale() : std::string(a.sv(0));
  if (loc.empty()) loc = defaultLocale();
  if (loc.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  UErrorCode st = U_ZERO_ERROR;
  o->g.reset(icu::DateTimePatternGenerator::createInstance(icu::Locale(loc.c_str()), st));
  if (U_FAILURE(st)) {
    o->g.reset();
    objError(o, st, "Error creating DateTimePatternGenerator", a);
    return false;
  }
  return true;
}

void dtpg_construct(NativeArgs& a) {
  auto* o = new DtpgObj;
  constructObj(a, o, [&] { return dtpgInit(o, a); });
}

void dtpg_create(NativeArgs& a) {
  auto* o = new DtpgObj;
  createObj(a, "IntlDatePatternGenerator", o, [&] { return dtpgInit(o, a); });
}

void dtpg_best_pattern(NativeArgs& a) {
  uint32_t off;
  DtpgObj* o = fetch<DtpgObj>(a, off, "IntlDatePatternGenerator");
  icu::UnicodeString sk;
  if (!toUtf16(a.sv(0), sk)) {
    objError(o, U_INVALID_CHAR_FOUND, "Skeleton is not a valid UTF-8 string", a);
    return a.retBool(false);
  }
  UErrorCode st = U_ZERO_ERROR;
  icu::UnicodeString r = o->g->getBestPattern(sk, st);
  if (U_FAILURE(st)) {
    objError(o, st, "Error retrieving pattern", a);
    return a.retBool(false);
  }
  a.retString(toUtf8(r));
}

// --- UConverter ---------------------------------------------------------------------------------
struct ConvObj : IntlObj {
  UConverter* src = nullptr;
  UConverter* dest = nullptr;
  ObjectData* self = nullptr;         // set while a subclass's callbacks may run
  std::exception_ptr pending;         // a PHP exception thrown by a callback, rethrown after ICU returns
  ~ConvObj() override {
    self = nullptr;  // closing must not run PHP code (ICU calls back with REASON_CLOSE)
    if (src) ucnv_close(src);
    if (dest) ucnv_close(dest);
  }
  IntlObj* clone() const override {
    auto* r = new ConvObj;
    UErrorCode st = U_ZERO_ERROR;
    if (src) r->src = ucnv_clone(src, &st);
    if (dest) r->dest = ucnv_clone(dest, &st);
    // The copies must not call back into this object: ICU's substitution instead.
    for (UConverter* c : {r->src, r->dest}) {
      if (!c) continue;
      UErrorCode e = U_ZERO_ERROR;
      ucnv_setToUCallBack(c, UCNV_TO_U_CALLBACK_SUBSTITUTE, nullptr, nullptr, nullptr, &e);
      ucnv_setFromUCallBack(c, UCNV_FROM_U_CALLBACK_SUBSTITUTE, nullptr, nullptr, nullptr, &e);
    }
    return r;
  }
};

/// The UTF-16 a toUCallback() result stands for (php_converter_append_toUnicode).
void appendToUnicode(ConvObj* o, const TypedValue& v, UConverterToUnicodeArgs* args, const NativeArgs& a) {
  auto room = [&](int32_t n) {
    if (args->targetLimit - args->target >= n) return true;
    objError(o, U_BUFFER_OVERFLOW_ERROR, formatStr("Buffer overrun %d bytes needed, %d available", int(n), int(args->targetLimit - args->target)), a);
    return false;
  };
  if (v.isNull()) return;
  if (v.isInt()) {
    int64_t cp = v.m_data.num;
    if (cp < 0 || cp > 0x10FFFF) {
      objError(o, U_ILLEGAL_ARGUMENT_ERROR, formatStr("Invalid codepoint U+%.7llx", (long long)cp), a);
      return;
    }
    if (cp > 0xFFFF) {
      if (room(2)) {
        *(args->target++) = UChar(((cp - 0x10000) >> 10) | 0xD800);
        *(args->target++) = UChar(((cp - 0x10000) & 0x3FF) | 0xDC00);
      }
      return;
    }
    if (room(1)) *(args->target++) = UChar(cp);
    return;
  }
  if (v.isString()) {
    std::string_view sv = v.m_data.pstr->view();
    int32_t i = 0, n = int32_t(sv.size());
    while (i != n && room(1)) {
      UChar32 c;
      U8_NEXT(reinterpret_cast<const uint8_t*>(sv.data()), i, n, c);
      *(args->target++) = UChar(c);
    }
    return;
  }
  if (v.isArray()) {
    forEachElem(v.m_data.parr, [&](const TypedValue&, const TypedValue& e) {
      appendToUnicode(o, e, args, a);
      return true;
    });
    return;
  }
  objError(o, U_ILLEGAL_ARGUMENT_ERROR, "toUCallback() specified illegal type for substitution character", a);
}

void appendFromUnicode(ConvObj* o, const TypedValue& v, UConverterFromUnicodeArgs* args, const NativeArgs& a) {
  auto room = [&](int64_t n) {
    if (args->targetLimit - args->target >= n) return true;
    objError(o, U_BUFFER_OVERFLOW_ERROR, formatStr("Buffer overrun %lld bytes needed, %d available", (long long)n, int(args->targetLimit - args->target)), a);
    return false;
  };
  if (v.isNull()) return;
  if (v.isInt()) {
    if (room(1)) *(args->target++) = char(v.m_data.num);
    return;
  }
  if (v.isString()) {
    std::string_view sv = v.m_data.pstr->view();
    if (room(int64_t(sv.size()))) {
      memcpy(args->target, sv.data(), sv.size());
      args->target += sv.size();
    }
    return;
  }
  if (v.isArray()) {
    forEachElem(v.m_data.parr, [&](const TypedValue&, const TypedValue& e) {
      appendFromUnicode(o, e, args, a);
      return true;
    });
    return;
  }
  objError(o, U_ILLEGAL_ARGUMENT_ERROR, "fromUCallback() specified illegal type for substitution character", a);
}

/// Calls the PHP callback method; the error argument is a reference the method may change.
void runCallback(ConvObj* o, const char* method, TypedValue reason, TypedValue source, TypedValue units, UErrorCode* err,
                 const std::function<void(const TypedValue&)>& take) {
  if (o->pending) return;  // an exception is on its way out: no more PHP calls
  RefData* ref = makeRefData(makeInt(*err));
  TypedValue errRef = makeRefNoIncRef(ref);
  try {
    TypedValue r = callMethod(o->self, nullptr, method, {reason, source, units, errRef});
    take(r);
    tvDecRef(r);
    if (ref->m_tv.isInt()) *err = UErrorCode(ref->m_tv.m_data.num);
  } catch (...) {
    // Like php: the conversion goes on with the error ICU reported; the exception follows.
    o->pending = std::current_exception();
  }
  tvDecRef(source);
  tvDecRef(units);
  tvDecRef(errRef);
}

void toUCallback(const void* ctx, UConverterToUnicodeArgs* args, const char* codeUnits, int32_t length, UConverterCallbackReason reason,
                 UErrorCode* err) {
  auto* o = const_cast<ConvObj*>(static_cast<const ConvObj*>(ctx));
  if (!o->self) return;
  TypedValue src = args->source ? makeStr(std::string_view(args->source, size_t(args->sourceLimit - args->source))) : makeStr("");
  TypedValue units = codeUnits ? makeStr(std::string_view(codeUnits, size_t(length))) : makeStr("");
  NativeArgs dummy{};
  runCallback(o, "toucallback", makeInt(reason), src, units, err, [&](const TypedValue& r) { appendToUnicode(o, r, args, dummy); });
}

void fromUCallback(const void* ctx, UConverterFromUnicodeArgs* args, const UChar* codeUnits, int32_t length, UChar32 codePoint,
                   UConverterCallbackReason reason, UErrorCode* err) {
  auto* o = const_cast<ConvObj*>(static_cast<const ConvObj*>(ctx));
  if (!o->self) return;
  ArrayData* cps = ArrayData::makePacked(uint32_t(length > 0 ? length : 1));
  for (int32_t i = 0; i < length;) {
    UChar32 c;
    U16_NEXT(codeUnits, i, length, c);
    ArrayData::append(cps, makeInt(c));
  }
  NativeArgs dummy{};
  runCallback(o, "fromucallback", makeInt(reason), makeArrayNoIncRef(cps), makeInt(codePoint), err,
              [&](const TypedValue& r) { appendFromUnicode(o, r, args, dummy); });
}

/// A subclass of UConverter gets its toUCallback()/fromUCallback() called by ICU (php_converter_set_callbacks).
void setCallbacks(ConvObj* o, UConverter* c, ObjectData* obj) {
  if (!obj || obj->cls()->name->view() == "UConverter") return;
  o->self = obj;
  UErrorCode st = U_ZERO_ERROR;
  ucnv_setToUCallBack(c, toUCallback, o, nullptr, nullptr, &st);
  ucnv_setFromUCallBack(c, fromUCallback, o, nullptr, nullptr, &st);
}

ConvObj* convSelf(NativeArgs& a, bool reset = true) {
  ObjectData* o = a.thisObj;
  if (!objSlot(o)) objSlot(o) = new ConvObj;
  uint32_t off;
  return fetch<ConvObj>(a, off, "UConverter", reset);
}

void convFailure(ConvObj* o, UErrorCode code, const std::string& msg, NativeArgs& a) { objError(o, code, msg, a); }

/// php_converter_set_encoding: false (with the error set) when ICU does not know the encoding.
bool setEncoding(ConvObj* o, UConverter** slot, std::string_view enc, NativeArgs& a) {
  std::string e(enc);
  UErrorCode st = U_ZERO_ERROR;
  UConverter* c = ucnv_open(e.c_str(), &st);
  if (st == U_AMBIGUOUS_ALIAS_WARNING) {
    UErrorCode g = U_ZERO_ERROR;
    const char* actual = ucnv_getName(c, &g);
    raiseWarning("%s(): Ambiguous encoding specified, using %s", fnName(a).c_str(), U_SUCCESS(g) ? actual : "(unknown)");
  } else if (U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_open() returned error %ld: %s", long(st), u_errorName(st)), a);
    return false;
  }
  if (*slot) ucnv_close(*slot);
  *slot = c;
  setCallbacks(o, c, a.thisObj);
  return true;
}

void cv_construct(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  setEncoding(o, &o->dest, a.isNull(0) ? "utf-8" : a.sv(0), a);
  setEncoding(o, &o->src, a.isNull(1) ? "utf-8" : a.sv(1), a);
}

bool doConvert(ConvObj* o, UConverter* to, UConverter* from, std::string_view in, std::string& out, NativeArgs& a) {
  if (!from) {
    convFailure(o, U_INVALID_STATE_ERROR, "Source Converter has not been initialized yet", a);
    return false;
  }
  if (!to) {
    convFailure(o, U_INVALID_STATE_ERROR, "Destination Converter has not been initialized yet", a);
    return false;
  }
  UErrorCode st = U_ZERO_ERROR;
  int32_t ulen = ucnv_toUChars(from, nullptr, 0, in.data(), int32_t(in.size()), &st);
  if (st != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_toUChars() returned error %ld: %s", long(st), u_errorName(st)), a);
    return false;
  }
  std::vector<UChar> u(size_t(ulen) + 1);
  st = U_ZERO_ERROR;
  ucnv_toUChars(from, u.data(), ulen + 1, in.data(), int32_t(in.size()), &st);
  if (U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_toUChars() returned error %ld: %s", long(st), u_errorName(st)), a);
    return false;
  }
  st = U_ZERO_ERROR;
  int32_t dlen = ucnv_fromUChars(to, nullptr, 0, u.data(), ulen, &st);
  if (st != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_fromUChars() returned error %ld: %s", long(st), u_errorName(st)), a);
    return false;
  }
  out.assign(size_t(dlen) + 1, '\0');
  st = U_ZERO_ERROR;
  ucnv_fromUChars(to, out.data(), dlen + 1, u.data(), ulen, &st);
  if (U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_fromUChars() returned error %ld: %s", long(st), u_errorName(st)), a);
    return false;
  }
  out.resize(size_t(dlen));
  return true;
}

void cv_convert(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  bool reverse = a.bOr(1, false);
  std::string out;
  o->pending = nullptr;
  bool ok = doConvert(o, reverse ? o->src : o->dest, reverse ? o->dest : o->src, a.sv(0), out, a);
  if (o->pending) {
    std::exception_ptr p = o->pending;
    o->pending = nullptr;
    std::rethrow_exception(p);
  }
  if (!ok) return a.retBool(false);
  a.retString(out);
}

void cv_transcode(NativeArgs& a) {
  clearError();
  ConvObj o;
  if (!setEncoding(&o, &o.dest, a.sv(1), a) || !setEncoding(&o, &o.src, a.sv(2), a)) return a.retBool(false);
  if (!a.isNull(3)) {
    ArrayData* opts = a.arr(3);
    const TypedValue* fs = opts->getStr("from_subst");
    const TypedValue* ts = opts->getStr("to_subst");
    UErrorCode st = U_ZERO_ERROR;
    if (fs && tvDeref(fs)->isString()) {
      std::string_view v = tvDeref(fs)->m_data.pstr->view();
      ucnv_setSubstChars(o.src, v.data(), int8_t(v.size()), &st);
      if (U_FAILURE(st)) {
        convFailure(&o, st, "ucnv_setSubstChars() returned error", a);
        return a.retBool(false);
      }
    }
    if (ts && tvDeref(ts)->isString()) {
      std::string_view v = tvDeref(ts)->m_data.pstr->view();
      ucnv_setSubstChars(o.dest, v.data(), int8_t(v.size()), &st);
      if (U_FAILURE(st)) {
        convFailure(&o, st, "ucnv_setSubstChars() returned error", a);
        return a.retBool(false);
      }
    }
  }
  std::string out;
  if (!doConvert(&o, o.dest, o.src, a.sv(0), out, a)) return a.retBool(false);
  a.retString(out);
}

void encodingName(NativeArgs& a, bool source) {
  ConvObj* o = convSelf(a);
  UConverter* c = source ? o->src : o->dest;
  if (!c) return a.retNull();
  UErrorCode st = U_ZERO_ERROR;
  const char* n = ucnv_getName(c, &st);
  if (U_FAILURE(st)) {
    convFailure(o, st, "ucnv_getName() returned error", a);
    return a.retBool(false);
  }
  a.retString(n);
}
void cv_get_source_encoding(NativeArgs& a) { encodingName(a, true); }
void cv_get_destination_encoding(NativeArgs& a) { encodingName(a, false); }

void encodingType(NativeArgs& a, bool source) {
  ConvObj* o = convSelf(a);
  UConverter* c = source ? o->src : o->dest;
  if (!c) return a.retNull();
  a.retInt(ucnv_getType(c));
}
void cv_get_source_type(NativeArgs& a) { encodingType(a, true); }
void cv_get_destination_type(NativeArgs& a) { encodingType(a, false); }

void cv_set_source_encoding(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  a.retBool(setEncoding(o, &o->src, a.sv(0), a));
}
void cv_set_destination_encoding(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  a.retBool(setEncoding(o, &o->dest, a.sv(0), a));
}

void cv_get_subst_chars(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  if (!o->src) return a.retNull();
  char buf[127];
  int8_t len = sizeof buf;
  UErrorCode st = U_ZERO_ERROR;
  ucnv_getSubstChars(o->src, buf, &len, &st);
  if (U_FAILURE(st)) {
    convFailure(o, st, formatStr("ucnv_getSubstChars() returned error %ld: %s", long(st), u_errorName(st)), a);
    return a.retBool(false);
  }
  a.retString(std::string_view(buf, size_t(len)));
}

void cv_set_subst_chars(NativeArgs& a) {
  ConvObj* o = convSelf(a);
  std::string_view v = a.sv(0);
  bool ok = true;
  for (UConverter* c : {o->src, o->dest}) {
    if (!c) continue;
    UErrorCode st = U_ZERO_ERROR;
    ucnv_setSubstChars(c, v.data(), int8_t(v.size()), &st);
    if (U_FAILURE(st)) {
      convFailure(o, st, formatStr("ucnv_setSubstChars() returned error %ld: %s", long(st), u_errorName(st)), a);
      ok = false;
    }
  }
  a.retBool(ok);
}

void cv_reason_text(NativeArgs& a) {
  int64_t r = a.i64(0);
  const char* names[] = {"REASON_UNASSIGNED", "REASON_ILLEGAL", "REASON_IRREGULAR", "REASON_RESET", "REASON_CLOSE", "REASON_CLONE"};
  if (r < 0 || r > 5) throwErrorF(ErrorKind::ValueError, "UConverter::reasonText(): Argument #1 ($reason) must be a UConverter::REASON_* constant");
  a.retString(names[r]);
}

void cv_get_available(NativeArgs& a) {
  int32_t n = ucnv_countAvailable();
  ArrayData* arr = ArrayData::makePacked(uint32_t(n));
  for (int32_t i = 0; i < n; i++) ArrayData::append(arr, makeStr(ucnv_getAvailableName(i)));
  a.retArray(arr);
}

void cv_get_aliases(NativeArgs& a) {
  clearError();
  std::string name(a.sv(0));
  UErrorCode st = U_ZERO_ERROR;
  uint16_t n = ucnv_countAliases(name.c_str(), &st);
  if (U_FAILURE(st)) {
    setError(st, formatStr("ucnv_countAliases() returned error %ld: %s", long(st), u_errorName(st)), fnName(a).c_str());
    return a.retBool(false);
  }
  ArrayData* arr = ArrayData::makePacked(n);
  for (uint16_t i = 0; i < n; i++) {
    st = U_ZERO_ERROR;
    const char* al = ucnv_getAlias(name.c_str(), i, &st);
    if (U_FAILURE(st)) {
      setError(st, formatStr("ucnv_getAlias() returned error %ld: %s", long(st), u_errorName(st)), fnName(a).c_str());
      arr->decRef();
      return a.retNull();
    }
    ArrayData::append(arr, makeStr(al));
  }
  a.retArray(arr);
}

void cv_get_standards(NativeArgs& a) {
  uint16_t n = ucnv_countStandards();
  ArrayData* arr = ArrayData::makePacked(n);
  for (uint16_t i = 0; i < n; i++) {
    UErrorCode st = U_ZERO_ERROR;
    const char* s = ucnv_getStandard(i, &st);
    if (U_FAILURE(st)) {
      arr->decRef();
      return a.retNull();
    }
    ArrayData::append(arr, makeStr(s));
  }
  a.retArray(arr);
}

void cv_default_callback(NativeArgs& a, uint32_t errIdx) {
  ConvObj* o = convSelf(a);
  int64_t reason = a.i64(0);
  if (reason != UCNV_UNASSIGNED && reason != UCNV_ILLEGAL && reason != UCNV_IRREGULAR) return a.retNull();
  if (!o->src) {
    convFailure(o, U_INVALID_STATE_ERROR, "Source Converter has not been initialized yet", a);
    tvAssignMove(a.ref(errIdx), makeInt(U_INVALID_STATE_ERROR));
    return a.retString("\x1a");
  }
  char buf[127];
  int8_t len = sizeof buf;
  UErrorCode st = U_ZERO_ERROR;
  ucnv_getSubstChars(o->src, buf, &len, &st);
  if (U_FAILURE(st)) {
    buf[0] = 0x1a;
    len = 1;
  }
  tvAssignMove(a.ref(errIdx), makeInt(U_ZERO_ERROR));
  a.retString(std::string_view(buf, size_t(len)));
}
void cv_to_u_callback(NativeArgs& a) { cv_default_callback(a, 3); }
void cv_from_u_callback(NativeArgs& a) { cv_default_callback(a, 3); }

void cv_get_error_code(NativeArgs& a) { a.retInt(convSelf(a, false)->err); }
void cv_get_error_message(NativeArgs& a) {
  a.retString(convSelf(a, false)->errorMessage());
}

// --- ResourceBundle -----------------------------------------------------------------------------
struct RbObj : IntlObj {
  UResourceBundle* me = nullptr;
  ~RbObj() override {
    if (me) ures_close(me);
  }
};

RbObj* rbSelf(NativeArgs& a, uint32_t& off, bool reset = true) { return fetch<RbObj>(a, off, "ResourceBundle", reset); }

bool rbInit(RbObj* o, NativeArgs& a) {
  clearError();
  std::string loc = a.isNull(0) ? defaultLocale() : std::string(a.sv(0));
  if (loc.size() > 156) {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Locale string too long, should be no longer than 156 characters", a);
    return false;
  }
  std::string bundle = a.isNull(1) ? "" : std::string(a.sv(1));
  bool fallback = a.bOr(2, true);
  UErrorCode st = U_ZERO_ERROR;
  const char* bn = a.isNull(1) ? nullptr : bundle.c_str();
  o->me = fallback ? ures_open(bn, loc.c_str(), &st) : ures_openDirect(bn, loc.c_str(), &st);
  if (U_FAILURE(st)) {
    if (o->me) ures_close(o->me);
    o->me = nullptr;
    objError(o, st, "resourcebundle_ctor: Cannot load libICU resource bundle", a);
    return false;
  }
  if (!fallback && (st == U_USING_FALLBACK_WARNING || st == U_USING_DEFAULT_WARNING)) {
    UErrorCode g = U_ZERO_ERROR;
    const char* actual = ures_getLocaleByType(o->me, ULOC_ACTUAL_LOCALE, &g);
    objError(o, st, formatStr("resourcebundle_ctor: Cannot load libICU resource '%s' without fallback from %s to %s", bundle.c_str(),
                              loc.c_str(), actual ? actual : ""), a);
    ures_close(o->me);
    o->me = nullptr;
    return false;
  }
  return true;
}

void rb_construct(NativeArgs& a) {
  auto* o = new RbObj;
  constructObj(a, o, [&] { return rbInit(o, a); });
}

void rb_create(NativeArgs& a) {
  auto* o = new RbObj;
  createObj(a, "ResourceBundle", o, [&] { return rbInit(o, a); });
}

/// resourcebundle_extract_value: takes over `child`.
TypedValue extractValue(RbObj* o, UResourceBundle* child, const NativeArgs& a) {
  UErrorCode st = U_ZERO_ERROR;
  switch (ures_getType(child)) {
    case URES_STRING: {
      int32_t len = 0;
      const UChar* s = ures_getString(child, &len, &st);
      TypedValue r = U_SUCCESS(st) ? makeStr(toUtf8(icu::UnicodeString(s, len))) : makeBool(false);
      ures_close(child);
      if (U_FAILURE(st)) objError(o, st, "Failed to retrieve string value", a);
      return r;
    }
    case URES_BINARY: {
      int32_t len = 0;
      const uint8_t* b = ures_getBinary(child, &len, &st);
      TypedValue r = U_SUCCESS(st) ? makeStr(std::string_view(reinterpret_cast<const char*>(b), size_t(len))) : makeBool(false);
      ures_close(child);
      if (U_FAILURE(st)) objError(o, st, "Failed to retrieve binary value", a);
      return r;
    }
    case URES_INT: {
      int32_t v = ures_getInt(child, &st);
      ures_close(child);
      if (U_FAILURE(st)) {
        objError(o, st, "Failed to retrieve integer value", a);
        return makeBool(false);
      }
      return makeInt(v);
    }
    case URES_INT_VECTOR: {
      int32_t len = 0;
      const int32_t* v = ures_getIntVector(child, &len, &st);
      if (U_FAILURE(st)) {
        ures_close(child);
        objError(o, st, "Failed to retrieve vector value", a);
        return makeBool(false);
      }
      ArrayData* arr = ArrayData::makePacked(uint32_t(len));
      for (int32_t i = 0; i < len; i++) ArrayData::append(arr, makeInt(v[i]));
      ures_close(child);
      return makeArrayNoIncRef(arr);
    }
    case URES_TABLE:
    case URES_ARRAY: {
      ObjectData* obj = newInstance("ResourceBundle");
      auto* r = new RbObj;
      r->me = child;
      objSlot(obj) = r;
      return makeObjectNoIncRef(obj);
    }
    default:
      ures_close(child);
      objError(o, U_ILLEGAL_ARGUMENT_ERROR, "Unknown resource type", a);
      return makeBool(false);
  }
}

TypedValue fetchElem(RbObj* o, const TypedValue& idx, bool fallback, const NativeArgs& a) {
  clearError();
  o->resetError();
  UErrorCode st = U_ZERO_ERROR;
  UResourceBundle* child;
  std::string label;
  if (idx.isInt()) {
    child = ures_getByIndex(o->me, int32_t(idx.m_data.num), nullptr, &st);
    label = std::to_string(int32_t(idx.m_data.num));
  } else if (idx.isString()) {
    std::string key(idx.m_data.pstr->view());
    child = ures_getByKey(o->me, key.c_str(), nullptr, &st);
    label = "'" + key + "'";
  } else {
    objError(o, U_ILLEGAL_ARGUMENT_ERROR, "resourcebundle_get: index should be integer or string", a);
    return makeNull();
  }
  setErrorCodeOnly(st);
  o->err = st;
  if (U_FAILURE(st)) {
    if (child) ures_close(child);
    objError(o, st, "Cannot load resource element " + label, a);
    return makeNull();
  }
  if (!fallback && (st == U_USING_FALLBACK_WARNING || st == U_USING_DEFAULT_WARNING)) {
    UErrorCode g = U_ZERO_ERROR;
    const char* actual = ures_getLocaleByType(o->me, ULOC_ACTUAL_LOCALE, &g);
    ures_close(child);
    objError(o, st, "Cannot load element " + label + " without fallback from to " + std::string(actual ? actual : ""), a);
    return makeNull();
  }
  // A value found through a fallback is still a success: the codes go back to zero.
  o->err = U_ZERO_ERROR;
  setErrorCodeOnly(U_ZERO_ERROR);
  return extractValue(o, child, a);
}

void rb_get(NativeArgs& a) {
  uint32_t off;
  RbObj* o = rbSelf(a, off);
  a.retValue(fetchElem(o, a.arg(off), a.bOr(off + 1, true), a));
}

void rb_count(NativeArgs& a) {
  uint32_t off;
  a.retInt(ures_getSize(rbSelf(a, off)->me));
}

void rb_get_locales(NativeArgs& a) {
  clearError();
  std::string b(a.sv(0));
  UErrorCode st = U_ZERO_ERROR;
  UEnumeration* e = ures_openAvailableLocales(b.empty() ? nullptr : b.c_str(), &st);
  if (U_FAILURE(st)) {
    if (e) uenum_close(e);
    setError(st, "Cannot fetch locales list", fnName(a).c_str());
    return a.retBool(false);
  }
  ArrayData* arr = ArrayData::makePacked(16);
  const char* s;
  int32_t len;
  while ((s = uenum_next(e, &len, &st)) != nullptr && U_SUCCESS(st)) ArrayData::append(arr, makeStr(std::string_view(s, size_t(len))));
  uenum_close(e);
  a.retArray(arr);
}

void rb_get_iterator(NativeArgs& a) {
  uint32_t off;
  RbObj* o = rbSelf(a, off);
  bool table = ures_getType(o->me) == URES_TABLE;
  int32_t n = ures_getSize(o->me);
  ArrayData* arr = ArrayData::makeHash(uint32_t(n));
  for (int32_t i = 0; i < n; i++) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle* child = ures_getByIndex(o->me, i, nullptr, &st);
    if (U_FAILURE(st)) {
      if (child) ures_close(child);
      break;
    }
    const char* key = ures_getKey(child);
    TypedValue v = extractValue(o, child, a);
    if (table && key) putStr(arr, key, v);
    else ArrayData::setInt(arr, i, v);
  }
  TypedValue av = makeArrayNoIncRef(arr);
  a.retValue(callMethod(nullptr, "IntlIterator", "hopfromarray", {av}));
  tvDecRef(av);
}

void rb_get_error_code(NativeArgs& a) {
  uint32_t off;
  a.retInt(rbSelf(a, off, false)->err);
}
void rb_get_error_message(NativeArgs& a) {
  uint32_t off;
  a.retString(rbSelf(a, off, false)->errorMessage());
}

/// $bundle[$k]: get($k) with fallback.
bool rbDimRead(ObjectData* obj, const TypedValue& key, bool, TypedValue& out) {
  auto* o = static_cast<RbObj*>(objSlot(obj));
  if (!o) throwError(ErrorKind::Error, "Found unconstructed ResourceBundle");
  NativeArgs dummy{};
  out = fetchElem(o, *tvDeref(&key), true, dummy);
  return true;
}

/// A subclass's converters are closed while PHP code may still run: ICU calls its callbacks
/// with REASON_CLOSE, as php's free handler lets it.
void convDtor(ObjectData* obj) {
  auto* o = static_cast<ConvObj*>(objSlot(obj));
  if (!o || !o->self) return;
  o->pending = nullptr;
  for (UConverter** c : {&o->src, &o->dest}) {
    if (*c) {
      ucnv_close(*c);
      *c = nullptr;
    }
  }
  o->self = nullptr;
  if (o->pending) {
    std::exception_ptr p = o->pending;
    o->pending = nullptr;
    std::rethrow_exception(p);
  }
}

void rbSlotInit(ObjectData* o) { objSlot(o) = nullptr; }
void rbSlotDestroy(ObjectData* o) {
  delete objSlot(o);
  objSlot(o) = nullptr;
}

const int s_reg = [] {
  registerIntlClass("Spoofchecker");
  registerIntlClass("IntlDatePatternGenerator");
  registerIntlClass("UConverter", false, nullptr, convDtor);
  NativeClassHooks h;
  h.dataSize = sizeof(IntlObj*);
  h.init = rbSlotInit;
  h.destroy = rbSlotDestroy;
  h.sweep = rbSlotDestroy;
  h.noClone = true;
  h.notSerializable = true;
  h.dimRead = rbDimRead;
  registerNativeClass("ResourceBundle", h);
  NativeClassHooks t;  // Transliterator keeps its state in properties
  t.notSerializable = true;
  registerNativeClass("Transliterator", t);
  return 0;
}();

const BuiltinDecl kMiscBuiltins[] = {
    {"Spoofchecker::__construct", sp_construct},
    {"Spoofchecker::isSuspicious", sp_is_suspicious},
    {"Spoofchecker::areConfusable", sp_are_confusable},
    {"Spoofchecker::setAllowedLocales", sp_set_allowed_locales},
    {"Spoofchecker::setChecks", sp_set_checks},
    {"Spoofchecker::setRestrictionLevel", sp_set_restriction_level},
    {"IntlDatePatternGenerator::__construct", dtpg_construct},
    {"IntlDatePatternGenerator::create", dtpg_create},
    {"IntlDatePatternGenerator::getBestPattern", dtpg_best_pattern},
    {"UConverter::__construct", cv_construct},
    {"UConverter::convert", cv_convert},
    {"UConverter::fromUCallback", cv_from_u_callback},
    {"UConverter::getAliases", cv_get_aliases},
    {"UConverter::getAvailable", cv_get_available},
    {"UConverter::getDestinationEncoding", cv_get_destination_encoding},
    {"UConverter::getDestinationType", cv_get_destination_type},
    {"UConverter::getErrorCode", cv_get_error_code},
    {"UConverter::getErrorMessage", cv_get_error_message},
    {"UConverter::getSourceEncoding", cv_get_source_encoding},
    {"UConverter::getSourceType", cv_get_source_type},
    {"UConverter::getStandards", cv_get_standards},
    {"UConverter::getSubstChars", cv_get_subst_chars},
    {"UConverter::reasonText", cv_reason_text},
    {"UConverter::setDestinationEncoding", cv_set_destination_encoding},
    {"UConverter::setSourceEncoding", cv_set_source_encoding},
    {"UConverter::setSubstChars", cv_set_subst_chars},
    {"UConverter::toUCallback", cv_to_u_callback},
    {"UConverter::transcode", cv_transcode},
    {"resourcebundle_create(?string $locale, ?string $bundle, bool $fallback = true): ?ResourceBundle", rb_create},
    {"resourcebundle_get(ResourceBundle $bundle, $index, bool $fallback = true): mixed", rb_get},
    {"resourcebundle_count(ResourceBundle $bundle): int", rb_count},
    {"resourcebundle_locales(string $bundle): array|false", rb_get_locales},
    {"resourcebundle_get_error_code(ResourceBundle $bundle): int", rb_get_error_code},
    {"resourcebundle_get_error_message(ResourceBundle $bundle): string", rb_get_error_message},
    {"ResourceBundle::__construct", rb_construct},
    {"ResourceBundle::create", rb_create},
    {"ResourceBundle::get", rb_get},
    {"ResourceBundle::count", rb_count},
    {"ResourceBundle::getLocales", rb_get_locales},
    {"ResourceBundle::getErrorCode", rb_get_error_code},
    {"ResourceBundle::getErrorMessage", rb_get_error_message},
    {"ResourceBundle::getIterator", rb_get_iterator},
};
HOP_REGISTER_BUILTINS(kMiscBuiltins);

} // namespace

} // namespace hop
