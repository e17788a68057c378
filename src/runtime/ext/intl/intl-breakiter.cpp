// intl-breakiter.cpp — IntlBreakIterator, IntlRuleBasedBreakIterator, IntlCodePointBreakIterator and IntlPartsIterator on ICU (UTF-8 text, byte offsets).
#include <unicode/brkiter.h>
#include <unicode/rbbi.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <memory>
#include <typeinfo>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/intl/intl-common.h"
#include "runtime/ext/intl/intl-object.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "vm/backtrace.h"

namespace hop {

using namespace intl;

namespace {

constexpr const char* kName = "IntlBreakIterator";

struct BreakObj : IntlObj {
  std::unique_ptr<icu::BreakIterator> bi;   // null for the code point iterator
  bool codePoint = false;
  bool hasText = false;
  std::string text;
  UText* ut = nullptr;
  // The code point iterator's state.
  int32_t lastCp = U_SENTINEL;

  ~BreakObj() override {
    if (ut) utext_close(ut);
  }
  IntlObj* clone() const override {
    auto* r = new BreakObj;
    if (bi) r->bi.reset(bi->clone());
    r->codePoint = codePoint;
    if (hasText) r->setText(text);
    r->lastCp = lastCp;
    if (codePoint && ut) utext_setNativeIndex(r->text8(), utext_getNativeIndex(ut));
    return r;
  }
  void setText(std::string_view t) {
    text = t;
    hasText = true;
    lastCp = U_SENTINEL;
    UErrorCode st = U_ZERO_ERROR;
    UText* n = utext_openUTF8(nullptr, text.data(), int64_t(text.size()), &st);
    if (bi) bi->setText(n, st);
    if (ut) utext_close(ut);
    ut = n;
  }
  int32_t len() const { return int32_t(text.size()); }

  // --- code point iteration (php's CodePointBreakIterator, on the UTF-8 UText) ---
  UText* text8() {
    if (!ut) {
      UErrorCode st = U_ZERO_ERROR;
      ut = utext_openUTF8(nullptr, "", 0, &st);
    }
    return ut;
  }
  int32_t index() { return int32_t(utext_getNativeIndex(text8())); }
  int32_t cpFirst() {
    lastCp = U_SENTINEL;
    utext_setNativeIndex(text8(), 0);
    return 0;
  }
  int32_t cpLast() {
    lastCp = U_SENTINEL;
    int64_t n = utext_nativeLength(text8());
    utext_setNativeIndex(text8(), n);
    return int32_t(n);
  }
  int32_t cpNext() {
    lastCp = UTEXT_NEXT32(text8());
    return lastCp == U_SENTINEL ? -1 : index();
  }
  int32_t cpPrevious() {
    lastCp = UTEXT_PREVIOUS32(text8());
    return lastCp == U_SENTINEL ? -1 : index();
  }
  int32_t cpNextN(int32_t n) {
    if (utext_moveIndex32(text8(), n)) {
      lastCp = UTEXT_CURRENT32(text8());
      return index();
    }
    lastCp = U_SENTINEL;
    return -1;
  }
  bool cpIsBoundary(int32_t off) {
    utext_setNativeIndex(text8(), off);
    return off == index();
  }
  int32_t following(int32_t off) {
    if (!codePoint) return bi->following(off);
    lastCp = utext_next32From(text8(), off);
    return lastCp == U_SENTINEL ? -1 : index();
  }
  int32_t preceding(int32_t off) {
    if (!codePoint) return bi->preceding(off);
    lastCp = utext_previous32From(text8(), off);
    return lastCp == U_SENTINEL ? -1 : index();
  }
};

ArrayData* breakDebug(ObjectData* obj) {
  auto* b = static_cast<BreakObj*>(objSlot(obj));
  ArrayData* arr = ArrayData::makeHash(3);
  putStr(arr, "valid", makeBool(b != nullptr));
  if (!b) return arr;
  putStr(arr, "text", b->hasText ? makeStr(b->text) : makeNull());
  // php shows the C++ type of the iterator.
  putStr(arr, "type", makeStr(b->codePoint ? "N3PHP22CodePointBreakIteratorE" : typeid(*b->bi).name()));
  return arr;
}

const int s_reg = (registerIntlClass(kName, false, breakDebug), 0);

BreakObj* self(NativeArgs& a, bool reset = true) {
  uint32_t off;
  return fetch<BreakObj>(a, off, kName, reset);
}

ObjectData* wrap(BreakObj* b, const char* cls) {
  ObjectData* o = newInstance(cls);
  objSlot(o) = b;
  return o;
}

void create(NativeArgs& a, icu::BreakIterator* (*make)(const icu::Locale&, UErrorCode&), const char* what) {
  clearError();
  std::string loc = a.isNull(0) ? defaultLocale() : std::string(a.sv(0));
  UErrorCode st = U_ZERO_ERROR;
  icu::BreakIterator* bi = make(icu::Locale(loc.c_str()), st);
  if (U_FAILURE(st) || !bi) {
    delete bi;
    setError(st, formatStr("breakiter_create_%s_instance: error creating BreakIterator", what), fnName(a).c_str());
    return a.retNull();
  }
  auto* b = new BreakObj;
  b->bi.reset(bi);
  a.retObject(wrap(b, dynamic_cast<icu::RuleBasedBreakIterator*>(bi) ? "IntlRuleBasedBreakIterator" : "IntlBreakIterator"));
}

void s_character(NativeArgs& a) { create(a, icu::BreakIterator::createCharacterInstance, "character"); }
void s_line(NativeArgs& a) { create(a, icu::BreakIterator::createLineInstance, "line"); }
void s_sentence(NativeArgs& a) { create(a, icu::BreakIterator::createSentenceInstance, "sentence"); }
void s_word(NativeArgs& a) { create(a, icu::BreakIterator::createWordInstance, "word"); }
void s_title(NativeArgs& a) {
  create(a, [](const icu::Locale& l, UErrorCode& st) -> icu::BreakIterator* {
    // ICU's title iterator is deprecated; word boundaries are what it gives.
    return icu::BreakIterator::createWordInstance(l, st);
  }, "title");
}

void s_code_point(NativeArgs& a) {
  clearError();
  auto* b = new BreakObj;
  b->codePoint = true;
  a.retObject(wrap(b, "IntlCodePointBreakIterator"));
}

void m_construct_private(NativeArgs&) {}

void m_current(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->codePoint ? b->index() : b->bi->current());
}
void m_first(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->codePoint ? b->cpFirst() : b->bi->first());
}
void m_last(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->codePoint ? b->cpLast() : b->bi->last());
}
void m_previous(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->codePoint ? b->cpPrevious() : b->bi->previous());
}

void m_next(NativeArgs& a) {
  BreakObj* b = self(a);
  if (a.isNull(0)) return a.retInt(b->codePoint ? b->cpNext() : b->bi->next());
  int64_t n = a.i64(0);
  if (b->codePoint) return a.retInt(b->cpNextN(int32_t(n)));
  a.retInt(b->bi->next(int32_t(n)));
}

int32_t offsetArg(NativeArgs& a) {
  int64_t o = a.i64(0);
  if (o < INT32_MIN || o > INT32_MAX)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($offset) must be between %d and %d", fnName(a).c_str(), INT32_MIN, INT32_MAX);
  return int32_t(o);
}

void m_following(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->following(offsetArg(a)));
}
void m_preceding(NativeArgs& a) {
  BreakObj* b = self(a);
  a.retInt(b->preceding(offsetArg(a)));
}
void m_is_boundary(NativeArgs& a) {
  BreakObj* b = self(a);
  int32_t o = offsetArg(a);
  if (b->codePoint) return a.retBool(b->cpIsBoundary(o));
  a.retBool(b->bi->isBoundary(o));
}

void m_get_text(NativeArgs& a) {
  BreakObj* b = self(a);
  if (!b->hasText) return a.retNull();
  a.retString(b->text);
}

void m_set_text(NativeArgs& a) {
  BreakObj* b = self(a);
  b->setText(a.sv(0));
  a.retBool(true);
}

void m_get_locale(NativeArgs& a) {
  BreakObj* b = self(a);
  int64_t t = a.i64(0);
  if (b->codePoint) return a.retString("");
  UErrorCode st = U_ZERO_ERROR;
  icu::Locale l = b->bi->getLocale(ULocDataLocaleType(t), st);
  if (U_FAILURE(st)) {
    objError(b, st, "breakiter_get_locale: Call to ICU method has failed", a);
    return a.retBool(false);
  }
  a.retString(l.getName());
}

/// Every boundary from first() on (what foreach over the iterator yields).
std::vector<int32_t> boundaries(BreakObj* b) {
  std::vector<int32_t> v;
  int32_t p = b->codePoint ? b->cpFirst() : b->bi->first();
  while (p != -1) {
    v.push_back(p);
    p = b->codePoint ? b->cpNext() : b->bi->next();
  }
  return v;
}

void m_get_iterator(NativeArgs& a) {
  self(a);
  TypedValue bi = makeObjectNoIncRef(a.thisObj);
  a.retValue(callMethod(nullptr, "IntlIterator", "hopoverbreaks", {bi}));
}

void m_get_parts_iterator(NativeArgs& a) {
  BreakObj* b = self(a);
  int64_t type = a.has(0) ? toInt(a.arg(0)) : 0;
  if (type < 0 || type > 2)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($type) must be one of IntlPartsIterator::KEY_SEQUENTIAL, IntlPartsIterator::KEY_LEFT, or IntlPartsIterator::KEY_RIGHT", fnName(a).c_str());
  std::vector<int32_t> v = boundaries(b);
  ArrayData* arr = ArrayData::makeHash(uint32_t(v.size()));
  for (size_t i = 0; i + 1 < v.size(); i++) {
    int64_t key = type == 0 ? int64_t(i) : type == 1 ? v[i] : v[i + 1];
    ArrayData::setInt(arr, key, makeStr(std::string_view(b->text).substr(size_t(v[i]), size_t(v[i + 1] - v[i]))));
  }
  TypedValue av = makeArrayNoIncRef(arr);
  TypedValue self = makeObjectNoIncRef(a.thisObj);
  TypedValue it = callMethod(nullptr, "IntlPartsIterator", "hopfromparts", {av, self});
  tvDecRef(av);
  a.retValue(it);
}

void m_get_error_code(NativeArgs& a) { a.retInt(self(a, false)->err); }
void m_get_error_message(NativeArgs& a) { a.retString(self(a, false)->errorMessage()); }

// --- IntlRuleBasedBreakIterator -------------------------------------------------------------------
icu::RuleBasedBreakIterator* rbbi(NativeArgs& a, BreakObj*& b) {
  b = self(a);
  return dynamic_cast<icu::RuleBasedBreakIterator*>(b->bi.get());
}

void r_construct(NativeArgs& a) {
  delete objSlot(a.thisObj);
  objSlot(a.thisObj) = nullptr;
  clearError();
  std::string_view rules = a.sv(0);
  bool compiled = a.bOr(1, false);
  UErrorCode st = U_ZERO_ERROR;
  icu::RuleBasedBreakIterator* r = nullptr;
  std::string fn = fnName(a);
  if (!compiled) {
    icu::UnicodeString u;
    if (!toUtf16(rules, u)) {
      setError(U_ILLEGAL_ARGUMENT_ERROR, fn + "(): rules were not a valid UTF-8 string", nullptr);
      throwObject(makeThrowable("IntlException", fn + "(): rules were not a valid UTF-8 string"));
    }
    UParseError pe;
    r = new icu::RuleBasedBreakIterator(u, pe, st);
    if (U_FAILURE(st)) {
      delete r;
      std::string msg = formatStr("%s(): unable to create RuleBasedBreakIterator from rules (parse error on line %d, offset %d)", fn.c_str(),
                                  pe.line, pe.offset);
      setErrorCodeOnly(st);
      throwObject(makeThrowable("IntlException", msg));
    }
  } else {
    r = new icu::RuleBasedBreakIterator(reinterpret_cast<const uint8_t*>(rules.data()), uint32_t(rules.size()), st);
    if (U_FAILURE(st)) {
      delete r;
      setErrorCodeOnly(st);
      throwObject(makeThrowable("IntlException", fn + "(): unable to create instance from compiled rules"));
    }
  }
  auto* b = new BreakObj;
  b->bi.reset(r);
  objSlot(a.thisObj) = b;
}

void r_get_rules(NativeArgs& a) {
  BreakObj* b;
  icu::RuleBasedBreakIterator* r = rbbi(a, b);
  if (!r) return a.retBool(false);
  a.retString(toUtf8(r->getRules()));
}

void r_get_rule_status(NativeArgs& a) {
  BreakObj* b;
  icu::RuleBasedBreakIterator* r = rbbi(a, b);
  a.retInt(r ? r->getRuleStatus() : 0);
}

void r_get_rule_status_vec(NativeArgs& a) {
  BreakObj* b;
  icu::RuleBasedBreakIterator* r = rbbi(a, b);
  if (!r) return a.retBool(false);
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = r->getRuleStatusVec(nullptr, 0, st);
  std::vector<int32_t> v(size_t(n > 0 ? n : 1));
  st = U_ZERO_ERROR;
  n = r->getRuleStatusVec(v.data(), int32_t(v.size()), st);
  if (U_FAILURE(st)) {
    objError(b, st, "rbbi_get_rule_status_vec: failed obtaining the status values", a);
    return a.retBool(false);
  }
  ArrayData* arr = ArrayData::makePacked(uint32_t(n));
  for (int32_t i = 0; i < n; i++) ArrayData::append(arr, makeInt(v[size_t(i)]));
  a.retArray(arr);
}

void r_get_binary_rules(NativeArgs& a) {
  BreakObj* b;
  icu::RuleBasedBreakIterator* r = rbbi(a, b);
  if (!r) return a.retBool(false);
  uint32_t len = 0;
  const uint8_t* data = r->getBinaryRules(len);
  a.retString(std::string_view(reinterpret_cast<const char*>(data), len));
}

void cp_last_code_point(NativeArgs& a) { a.retInt(self(a)->lastCp); }

void p_get_break_iterator(NativeArgs&) {}

const BuiltinDecl kBreakBuiltins[] = {
    {"IntlBreakIterator::createCharacterInstance", s_character},
    {"IntlBreakIterator::createCodePointInstance", s_code_point},
    {"IntlBreakIterator::createLineInstance", s_line},
    {"IntlBreakIterator::createSentenceInstance", s_sentence},
    {"IntlBreakIterator::createTitleInstance", s_title},
    {"IntlBreakIterator::createWordInstance", s_word},
    {"IntlBreakIterator::__construct", m_construct_private},
    {"IntlBreakIterator::current", m_current},
    {"IntlBreakIterator::first", m_first},
    {"IntlBreakIterator::following", m_following},
    {"IntlBreakIterator::getErrorCode", m_get_error_code},
    {"IntlBreakIterator::getErrorMessage", m_get_error_message},
    {"IntlBreakIterator::getLocale", m_get_locale},
    {"IntlBreakIterator::getPartsIterator", m_get_parts_iterator},
    {"IntlBreakIterator::getText", m_get_text},
    {"IntlBreakIterator::isBoundary", m_is_boundary},
    {"IntlBreakIterator::last", m_last},
    {"IntlBreakIterator::next", m_next},
    {"IntlBreakIterator::preceding", m_preceding},
    {"IntlBreakIterator::previous", m_previous},
    {"IntlBreakIterator::setText", m_set_text},
    {"IntlBreakIterator::getIterator", m_get_iterator},
    {"IntlRuleBasedBreakIterator::__construct", r_construct},
    {"IntlRuleBasedBreakIterator::getBinaryRules", r_get_binary_rules},
    {"IntlRuleBasedBreakIterator::getRules", r_get_rules},
    {"IntlRuleBasedBreakIterator::getRuleStatus", r_get_rule_status},
    {"IntlRuleBasedBreakIterator::getRuleStatusVec", r_get_rule_status_vec},
    {"IntlCodePointBreakIterator::getLastCodePoint", cp_last_code_point},
};
HOP_REGISTER_BUILTINS(kBreakBuiltins);

} // namespace

} // namespace hop
