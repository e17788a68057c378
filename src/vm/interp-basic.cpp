// interp-basic.cpp — stack shuffling, literals, array construction,
// constants, output, exit, clone, @-silence and compile-time-detected errors.
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/interp-fast-helpers.h"
#include "vm/interp-internal.h"

namespace hop {

void iopNop(VMState& vm) { advance(vm); }

void iopPopC(VMState& vm) {
  TypedValue v = *--vm.sp;
  tvDecRef(v);
  advance(vm);
}

void iopDup(VMState& vm) {
  vm.sp[0] = vm.sp[-1];
  tvIncRef(vm.sp[0]);
  vm.sp++;
  advance(vm);
}

void iopNull(VMState& vm) { *vm.sp++ = makeNull(); advance(vm); }
void iopTrue(VMState& vm) { *vm.sp++ = makeBool(true); advance(vm); }
void iopFalse(VMState& vm) { *vm.sp++ = makeBool(false); advance(vm); }
void iopInt(VMState& vm) { *vm.sp++ = makeInt(immI64(vm.pc, 0)); advance(vm); }
void iopDouble(VMState& vm) { *vm.sp++ = makeDouble(immDouble(vm.pc, 0)); advance(vm); }
void iopString(VMState& vm) { *vm.sp++ = makeStringNoIncRef(litstr(vm, immU32(vm.pc, 0))); advance(vm); }
void iopArray(VMState& vm) {
  *vm.sp++ = makeArrayNoIncRef(vm.fp->m_func->unit->arrays[immU32(vm.pc, 0)]);
  advance(vm);
}

void iopNewArray(VMState& vm) {
  *vm.sp++ = makeArrayNoIncRef(interp_fast::newArrayFor(vm.pc, vm.fp->m_func->unit, immU32(vm.pc, 0)));
  advance(vm);
}

void iopNewPackedArray(VMState& vm) {
  uint32_t n = immU32(vm.pc, 0);
  TypedValue* vals = vm.sp - n;
  ArrayData* a = ArrayData::makePacked(n);
  // The values move from the stack into the elements (makePackedFrom without
  // the reference counting).
  TypedValue* d = a->packedData();
  for (uint32_t i = 0; i < n; ++i) {
    d[i].m_data = vals[i].m_data;
    d[i].m_type = vals[i].m_type;
    d[i].m_aux32 = 0;
  }
  if (n) {
    a->m_size = a->m_used = n;
    a->m_nextFree = int64_t(n);
  }
  vm.sp = vals;
  *vm.sp++ = makeArrayNoIncRef(a);
  advance(vm);
}

void iopAddElemC(VMState& vm) {
  TypedValue v = vm.sp[-1];
  TypedValue k = vm.sp[-2];
  TypedValue& arr = vm.sp[-3];
  ArrayKey key = toArrayKey(k, KeyUse::Write);
  // php's zend_hash_update: a key given twice (`['k' => &$v, 'k' => 1]`)
  // replaces the first value, a reference too, without writing through it.
  ArrayData::setRaw(arr.m_data.parr, key, v);
  tvDecRef(k);
  vm.sp -= 2;
  advance(vm);
}

void iopAddNewElemC(VMState& vm) {
  TypedValue v = vm.sp[-1];
  TypedValue& arr = vm.sp[-2];
  if (!ArrayData::append(arr.m_data.parr, v)) {
    vm.sp--;
    throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
  }
  vm.sp--;
  advance(vm);
}

void iopAddElemV(VMState& vm) {
  TypedValue v = vm.sp[-1];   // a Reference
  TypedValue k = vm.sp[-2];
  TypedValue& arr = vm.sp[-3];
  if (v.m_type == DataType::Reference) noteRefRoot(v.m_data.pref);
  ArrayKey key = toArrayKey(k, KeyUse::Write);
  ArrayData::setRaw(arr.m_data.parr, key, v);
  tvDecRef(k);
  vm.sp -= 2;
  advance(vm);
}

void iopAddNewElemV(VMState& vm) {
  TypedValue v = vm.sp[-1];
  TypedValue& arr = vm.sp[-2];
  if (v.m_type == DataType::Reference) noteRefRoot(v.m_data.pref);
  TypedValue* slot = ArrayData::lvalNew(arr.m_data.parr);
  if (slot) *slot = v;
  else tvDecRef(v);
  vm.sp--;
  advance(vm);
}

void iopAddNamedArg(VMState& vm) {
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  TypedValue v = vm.sp[-1];
  TypedValue& arr = vm.sp[-2];
  if (arr.m_data.parr->getStr(name->view())) {
    vm.sp--;
    tvDecRef(v);
    throwError(ErrorKind::Error, "Named parameter $" + name->str() + " overwrites previous argument");
  }
  ArrayData::setStr(arr.m_data.parr, name, v);
  vm.sp--;
  advance(vm);
}

void iopAddSpread(VMState& vm) {
  // [...$x] inside an array literal: int keys are renumbered, string keys kept (PHP 8.1).
  // The spread value stays on the stack until the end: an error on the way releases it there.
  TypedValue src = vm.sp[-1];
  TypedValue& arr = vm.sp[-2];
  const TypedValue& s = *tvDeref(&src);
  if (s.isArray()) {
    ArrayData* a = s.m_data.parr;
    for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
      TypedValue k = a->iterKey(pos);
      // A reference shared with something else stays a reference (php keeps
      // it: `[...[&$x]]` and by-reference parameters bound through a spread).
      const TypedValue* e = a->iterValue(pos);
      TypedValue v;
      if (e->isRef() && e->m_data.pref->m_hdr.hasMultipleRefs()) {
        v = *e;
        tvIncRef(v);
      } else {
        v = tvCopyValue(*e);
      }
      if (k.isString()) ArrayData::setStr(arr.m_data.parr, k.m_data.pstr, v);
      else if (!ArrayData::append(arr.m_data.parr, v))
        throwError(ErrorKind::Error, "Cannot add element to the array as the next element is already occupied");
    }
  } else if (s.isObject() && classIsTraversable(s.m_data.pobj->cls())) {
    iterateObject(s.m_data.pobj, [&](const TypedValue& k, const TypedValue& v) {
      TypedValue c = tvCopyValue(v);
      int64_t n;
      // A numeric string key ("42") is an int key: renumbered like the others.
      if (k.isString() && !isCanonicalIntKey(k.m_data.pstr->view(), n)) {
        ArrayData::setStr(arr.m_data.parr, k.m_data.pstr, c);
      } else if (k.isInt() || k.isString()) {
        ArrayData::append(arr.m_data.parr, c);
      } else {
        tvDecRef(c);
        throwError(ErrorKind::Error, "Keys must be of type int|string during array unpacking");
      }
      return true;
    });
  } else {
    throwError(ErrorKind::Error, "Only arrays and Traversables can be unpacked");
  }
  vm.sp--;
  tvDecRef(src);
  advance(vm);
}

void iopCns(VMState& vm) {
  // The site's cache first (the dispatch loop's fast path does the same;
  // compiled code's interp-ones come here directly).
  if (const TypedValue* c = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 2)).constant.value) {
    *vm.sp++ = tvCopyValue(*c);
    advance(vm);
    return;
  }
  StringData* name = litstr(vm, immU32(vm.pc, 0));
  uint32_t fallback = immU32(vm.pc, 1);
  const TypedValue* v = lookupConstant(name->view());
  if (!v && fallback != kNoString) {
    v = lookupConstant(litstr(vm, fallback)->view());
    if (v) name = litstr(vm, fallback);
  }
  if (!v) throwErrorF(ErrorKind::Error, "Undefined constant \"%s\"", name->data());
  if (HOP_UNLIKELY(BuiltinRegistry::isDeprecatedConstant(name->view()))) {
    // Never cached: every fetch raises the deprecation, as php does.
    raiseDeprecated("Constant %s is deprecated", name->data());
    *vm.sp++ = tvCopyValue(*v);
    advance(vm);
    return;
  }
  // Constants are never redefined or removed, and their storage does not move
  // (node-based maps, static builtin tables): the site keeps the address, as
  // php's runtime cache does (namespace fallback included).
  vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 2)).constant.value = v;
  vm.caches->noteRequestLocal(vm.fp->m_func->cacheBase, immU32(vm.pc, 2));   // the name's meaning
  *vm.sp++ = tvCopyValue(*v);
  advance(vm);
}

namespace {

/// A class constant's value; a resolved constant never changes and its
/// storage does not move, so the instruction's cache keeps it for the
/// (class, calling scope) pair (visibility depends on the scope).
/// How a constant expression wrote the class of the ClsCns/ClsCnsD at vm.pc:
/// php's messages there name it so ("Undefined constant self::B").
std::string spelledConstClass(VMState& vm, const Class* cls) {
  const Func* f = vm.fp->m_func;
  if (static_cast<Op>(*vm.pc) == Op::ClsCnsD) return litstr(vm, immU32(vm.pc, 1))->str();
  // ClsCns: the class reference pushed just before (an initializer is a few ops).
  const uint8_t* prev = nullptr;
  for (const uint8_t* p = f->bc.data(); p < vm.pc; p += instrLen(p)) prev = p;
  if (prev && static_cast<Op>(*prev) == Op::ClsRefS) {
    switch (static_cast<SpecialClsRef>(immU8(prev, 0))) {
      case SpecialClsRef::Self: return "self";
      case SpecialClsRef::Parent: return "parent";
      case SpecialClsRef::Static: return "static";
    }
  }
  return cls->name->str();
}

const TypedValue* cachedClassConstant(VMState& vm, Class* cls, StringData* cname, uint32_t cacheSlot) {
  const Class* scope = frameSelf(vm.fp);
  // A constant expression's X::C takes part in php's self-reference check, and
  // its messages name the class as written.
  const bool constExpr = vm.fp->m_func->isInitializer();
  const std::string spelled = constExpr ? spelledConstClass(vm, cls) : std::string();
  const TypedValue* v = classConstant(cls, cname->view(), scope, constExpr, constExpr ? spelled.c_str() : nullptr);
  if (!v)
    throwErrorF(ErrorKind::Error, "Undefined constant %s::%s", constExpr ? spelled.c_str() : cls->name->data(),
                cname->data());
  InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, cacheSlot);
  ic.classConst.cls = cls;
  ic.classConst.scope = scope;
  ic.classConst.value = v;
  // A constant's value is the request's (evaluated in it; an enum case is
  // its object), and ClsCnsD's class came by name.
  vm.caches->noteRequestLocal(vm.fp->m_func->cacheBase, cacheSlot);
  return v;
}

} // namespace

void iopClsCnsD(VMState& vm) {
  {
    const InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 2));
    if (ic.classConst.value && ic.classConst.scope == frameSelf(vm.fp)) {   // as the loop's fast path
      *vm.sp++ = tvCopyValue(*ic.classConst.value);
      advance(vm);
      return;
    }
  }
  StringData* cname = litstr(vm, immU32(vm.pc, 0));
  StringData* clsName = litstr(vm, immU32(vm.pc, 1));
  Class* cls = lookupClassOrThrow(clsName);
  const TypedValue* v = cachedClassConstant(vm, cls, cname, immU32(vm.pc, 2));
  *vm.sp++ = tvCopyValue(*v);
  advance(vm);
}

void iopClsCns(VMState& vm) {
  StringData* cname = litstr(vm, immU32(vm.pc, 0));
  TypedValue ref = vm.sp[-1];
  {
    // As the loop's fast path: an object of the cached class, or the class's
    // own name string (ClsRefS).
    const InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 1));
    if (ic.classConst.value && ic.classConst.scope == frameSelf(vm.fp) &&
        (ref.m_type == DataType::Object ? ref.m_data.pobj->cls() == ic.classConst.cls
                                        : ref.m_type == DataType::String && ref.m_data.pstr == ic.classConst.cls->name)) {
      vm.sp[-1] = tvCopyValue(*ic.classConst.value);
      tvDecRef(ref);
      advance(vm);
      return;
    }
  }
  Class* cls = classFromClassRef(ref);
  const TypedValue* v = cachedClassConstant(vm, cls, cname, immU32(vm.pc, 1));
  vm.sp[-1] = tvCopyValue(*v);
  tvDecRef(ref);
  advance(vm);
}

// --- Output ------------------------------------------------------------------------------

void iopEcho(VMState& vm) {
  TypedValue& v = vm.sp[-1];
  if (v.isString()) {
    ctx().write(v.m_data.pstr->view());
  } else {
    std::string s;
    appendToString(s, v);
    ctx().write(s);
  }
  TypedValue old = *--vm.sp;
  tvDecRef(old);
  advance(vm);
}

void iopPrint(VMState& vm) {
  TypedValue& v = vm.sp[-1];
  std::string s;
  appendToString(s, v);
  ctx().write(s);
  TypedValue old = v;
  v = makeInt(1);
  tvDecRef(old);
  advance(vm);
}

void iopExit(VMState& vm) {
  TypedValue v = *--vm.sp;
  int status = 0;
  if (v.isString()) {
    ctx().write(v.m_data.pstr->view());
  } else if (v.isInt()) {
    status = static_cast<int>(v.m_data.num);
  } else if (!v.isNull()) {
    std::string s;
    appendToString(s, v);
    ctx().write(s);
  }
  tvDecRef(v);
  throw ExitRequest{status};
}

void iopClone(VMState& vm) {
  TypedValue v = vm.sp[-1];
  const TypedValue& o = *tvDeref(&v);
  if (!o.isObject()) throwError(ErrorKind::Error, "__clone method called on non-object");
  ObjectData* c = cloneObject(o.m_data.pobj, frameSelf(vm.fp));
  vm.sp[-1] = makeObjectNoIncRef(c);
  tvDecRef(v);
  advance(vm);
}

namespace {
constexpr int64_t kFatalErrorLevels = E_ERROR | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR | E_PARSE;
} // namespace

void iopSilence(VMState& vm) {
  uint32_t local = immU32(vm.pc, 0);
  auto op = static_cast<SilenceOp>(immU8(vm.pc, 1));
  ExecutionContext& ec = ctx();
  TypedValue* l = vm.fp->locals() + local;
  if (op == SilenceOp::Start) {
    tvSetRawMove(*l, makeInt(ec.errorReporting));
    // @ keeps only the fatal error levels (PHP 8).
    ec.errorReporting &= kFatalErrorLevels;
  } else {
    // Restore the saved level, unless the silenced code set error_reporting
    // to something that is not fatal-only itself (php's END_SILENCE rule).
    auto onlyFatal = [](int64_t level) { return (level & ~kFatalErrorLevels) == 0; };
    if (l->isInt() && onlyFatal(ec.errorReporting) && !onlyFatal(l->m_data.num)) {
      ec.errorReporting = l->m_data.num;
    }
  }
  advance(vm);
}

void iopFatal(VMState& vm) {
  auto op = static_cast<FatalOp>(immU8(vm.pc, 0));
  StringData* msg = litstr(vm, immU32(vm.pc, 1));
  switch (op) {
    case FatalOp::ThrowError: throwError(ErrorKind::Error, msg->str());
    case FatalOp::NotSupported: raiseFatal("%s", msg->data());
    case FatalOp::Fatal: raiseFatal("%s", msg->data());
  }
  raiseFatal("%s", msg->data());
}

} // namespace hop
