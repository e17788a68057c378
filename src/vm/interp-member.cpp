// interp-member.cpp — member instruction sequences: Base* sets the member
// base, Dim walks one level, and one final op reads, writes, binds or unsets
// at the last key (see ops.h). The semantics live in member-ops.cpp.
#include <utility>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/interp-internal.h"
#include "vm/member-ops.h"
#include "vm/typed-ref.h"

namespace hop {

namespace {

const TypedValue kNull = makeNull();

MemberState& mstate(VMState& vm) { return vm.member; }

/// A fresh temporary slot for a base that lives nowhere else.
TypedValue& nextTemp(MemberState& m) {
  m.tempIdx ^= 1;
  TypedValue& t = m.tvTemp[m.tempIdx];
  tvClear(t);
  return t;
}



/// The key a KA immediate names. Locals used as keys warn when undefined.
const TypedValue& keyValue(VMState& vm, MemberKey k, TypedValue& scratch) {
  switch (k.kind) {
    case MemberKeyKind::EC:
    case MemberKeyKind::PC: return vm.sp[-1 - k.payload];
    case MemberKeyKind::EL:
    case MemberKeyKind::PL: {
      const TypedValue* l = vm.fp->locals() + k.payload;
      if (l->isUninit()) {
        raiseUndefinedVariable(vm.fp->m_func, uint32_t(k.payload));
        return kNull;
      }
      return *tvDeref(l);
    }
    case MemberKeyKind::ET:
    case MemberKeyKind::PT:
    case MemberKeyKind::QT: scratch = makeStringNoIncRef(litstr(vm, k.litstrId())); return scratch;
    case MemberKeyKind::EI: scratch = makeInt(k.payload); return scratch;
    default: return kNull;
  }
}

/// A property name key as a string (owned by the caller when `owned` is set).
StringData* propName(const TypedValue& key, bool& owned) {
  const TypedValue& k = *tvDeref(&key);
  if (k.isString()) {
    owned = false;
    return k.m_data.pstr;
  }
  owned = true;
  return toStringData(k);
}

struct PropNameHolder {
  StringData* name;
  bool owned;
  explicit PropNameHolder(const TypedValue& key) { name = propName(key, owned); }
  ~PropNameHolder() {
    if (owned) name->decRef();
  }
};

/// Pops nDiscard cells (and the value for ops that take one) and pushes `r`.
void finishMember(VMState& vm, uint32_t nDiscard, bool tookValue, TypedValue r) {
  uint32_t n = nDiscard + (tookValue ? 1 : 0);
  for (uint32_t i = 0; i < n; ++i) {
    TypedValue v = *--vm.sp;
    tvDecRef(v);
  }
  *vm.sp++ = r;
  vm.member.releaseOwned();
  vm.member.base = nullptr;
}

void setBase(VMState& vm, TypedValue* base) {
  MemberState& m = mstate(vm);
  // What an earlier sequence held for a handler (a fast path may have ended
  // it without releasing) is no longer needed.
  if (HOP_UNLIKELY(m.heldLive())) {
    const TypedValue h0 = m.held[0], h1 = m.held[1];
    m.held[0] = m.held[1] = makeNull();
    m.base = nullptr;
    tvDecRef(h0);
    tvDecRef(h1);
  }
  m.base = base;
  m.root = base;
}

/// Puts (cls, scope, slot) in a property key's first inline cache way; what
/// the first way held moves to the second (when the table has it: the table
/// is never grown here, so a caller's reference to the first way stays good).
HOP_ALWAYS_INLINE void installPropSlot(VMState& vm, uint32_t cacheBase, uint32_t cacheSlot, const Class* cls,
                                        const Class* scope, uint32_t slot) {
  static_assert(kPropCacheWays == 2);
  InlineCache* second = vm.caches->find(cacheBase, cacheSlot + 1);
  InlineCache& ic = second ? second[-1] : vm.caches->at(cacheBase, cacheSlot);
  if (second) *second = ic;
  ic.prop.cls = cls;
  ic.prop.scope = scope;
  ic.prop.slot = slot;
}

/// Whether the key's second way holds (cls, scope): then the two ways trade
/// places, so the fast paths' test of the first one hits.
HOP_ALWAYS_INLINE bool swapPropWays(VMState& vm, uint32_t cacheBase, uint32_t cacheSlot, const Class* cls,
                                     const Class* scope) {
  InlineCache* second = vm.caches->find(cacheBase, cacheSlot + 1);
  if (second == nullptr || second->prop.cls != cls || second->prop.scope != scope) return false;
  InlineCache& first = vm.caches->at(cacheBase, cacheSlot);
  std::swap(first, *second);
  return true;
}

/// Fills the inline cache of a literal property name (PT/QT key) with the
/// declared slot the name finds in the base object's class from this frame's
/// scope, when that slot is accessible. The interpreter loop's fast paths
/// (interp.cpp) then go straight to the slot for objects of that class.
void rememberPropSlot(VMState& vm, MemberKey k, const TypedValue& base) {
  if (!k.hasCacheSlot()) return;
  const TypedValue& b = *tvDeref(&base);
  if (!b.isObject()) return;
  Class* cls = b.m_data.pobj->cls();
  const Class* scope = frameSelf(vm.fp);
  const Func* f = vm.fp->m_func;
  const Class* entryScope = cacheEntryScope(f, scope);
  const uint32_t cacheBase = f->cacheBase;
  InlineCache& ic = vm.caches->at(cacheBase, k.cacheSlot());
  if (ic.prop.cls == cls && ic.prop.scope == entryScope) return;
  if (swapPropWays(vm, cacheBase, k.cacheSlot(), cls, entryScope)) return;
  bool accessible = false;
  int64_t slot = findPropCached(cls, litstr(vm, k.litstrId()), scope, accessible);
  if (slot < 0 || !accessible) return;
  installPropSlot(vm, cacheBase, k.cacheSlot(), cls, entryScope, static_cast<uint32_t>(slot));
}

Class* scopeOf(VMState& vm) { return frameSelf(vm.fp); }

} // namespace

bool refillPropCacheOf(VMState& vm, const Func* f, const Class* scope, const uint8_t* key, const Class* cls) {
  const uint32_t cacheSlot = readRaw<uint32_t>(key + 1 + 4);
  const Class* entryScope = cacheEntryScope(f, scope);
  if (swapPropWays(vm, f->cacheBase, cacheSlot, cls, entryScope)) return true;
  const uint32_t litId = readRaw<uint32_t>(key + 1);
  bool accessible = false;
  const int64_t slot = findPropCached(cls, f->unit->litstrs[litId], scope, accessible);
  if (slot < 0 || !accessible) return false;
  installPropSlot(vm, f->cacheBase, cacheSlot, cls, entryScope, static_cast<uint32_t>(slot));
  return true;
}

bool refillThisPropCache(VMState& vm, const Func* f, const Class* scope, const uint8_t* key, const Class* cls) {
  // In a method of S, $this is S or a subclass (a closure made from the
  // method included: validClosureBinding), and each of them keeps S's slots:
  // when the name finds an accessible slot in S itself, each finds that slot
  // (layoutProperties: a redeclaration keeps a non-private slot, a private
  // one of S wins from S). The entry (S, kPropAnyThis) then holds for every $this.
  if (scope != nullptr && frameScopeFixed(f)) {
    const uint32_t cacheSlot = readRaw<uint32_t>(key + 1 + 4);
    const auto* anyThis = reinterpret_cast<const Class*>(kPropAnyThis);
    if (swapPropWays(vm, f->cacheBase, cacheSlot, scope, anyThis)) return true;
    bool accessible = false;
    const int64_t slot = findPropCached(scope, f->unit->litstrs[readRaw<uint32_t>(key + 1)], scope, accessible);
    if (slot >= 0 && accessible) {
      installPropSlot(vm, f->cacheBase, cacheSlot, scope, anyThis, static_cast<uint32_t>(slot));
      return true;
    }
  }
  return refillPropCacheOf(vm, f, scope, key, cls);
}

bool refillPropCache(VMState& vm, const ActRec* fp, const uint8_t* key, const Class* cls) {
  return refillPropCacheOf(vm, fp->m_func, frameSelf(fp), key, cls);
}

// --- Bases ---------------------------------------------------------------------------------------

void iopBaseL(VMState& vm) {
  uint32_t id = immU32(vm.pc, 0);
  auto mode = static_cast<MemberMode>(immU8(vm.pc, 1));
  TypedValue* l = vm.fp->locals() + id;
  if (l->isUninit() && mode == MemberMode::ReadWrite) {
    raiseUndefinedVariable(vm.fp->m_func, id);
    setBase(vm, l);
  } else if (l->isUninit() && (mode == MemberMode::Warn || mode == MemberMode::Unset)) {
    raiseUndefinedVariable(vm.fp->m_func, id);
    setBase(vm, const_cast<TypedValue*>(&kNull));
  } else if (l->isUninit() && mode != MemberMode::Define) {
    setBase(vm, const_cast<TypedValue*>(&kNull));
  } else {
    setBase(vm, l);
  }
  advance(vm);
}

// The fused forms (bytecode/fuse.cpp) only tell the loop what follows.
void iopBaseLQ(VMState& vm) { iopBaseL(vm); }
void iopBaseLS(VMState& vm) { iopBaseL(vm); }
void iopBaseLO(VMState& vm) { iopBaseL(vm); }

void iopBaseC(VMState& vm) {
  uint32_t depth = immU32(vm.pc, 0);
  setBase(vm, &vm.sp[-1 - int(depth)]);
  advance(vm);
}

void iopBaseH(VMState& vm) {
  ActRec* fp = vm.fp;
  if (!fp->hasThis()) throwError(ErrorKind::Error, "Using $this when not in object context");
  setBase(vm, &fp->m_this);
  advance(vm);
}

void iopBaseN(VMState& vm) {
  uint32_t depth = immU32(vm.pc, 0);
  auto mode = static_cast<MemberMode>(immU8(vm.pc, 1));
  StringData* name = toStringData(vm.sp[-1 - int(depth)]);
  const bool define = mode == MemberMode::Define || mode == MemberMode::ReadWrite;
  TypedValue* slot = define ? writeVarByName(vm.fp, name) : readVarByName(vm.fp, name);
  if (!slot || slot->isUninit()) {
    if (mode == MemberMode::Warn || mode == MemberMode::ReadWrite) raiseWarning("Undefined variable $%s", name->data());
    if (!define) slot = const_cast<TypedValue*>(&kNull);
  }
  name->decRef();
  setBase(vm, slot);
  advance(vm);
}

void iopBaseG(VMState& vm) {
  uint32_t depth = immU32(vm.pc, 0);
  auto mode = static_cast<MemberMode>(immU8(vm.pc, 1));
  StringData* name = toStringData(vm.sp[-1 - int(depth)]);
  const bool define = mode == MemberMode::Define || mode == MemberMode::ReadWrite;
  TypedValue* slot = ctx().globalVar(name, define);
  if (!slot || slot->isUninit()) {
    if (mode == MemberMode::Warn || mode == MemberMode::ReadWrite)
      raiseWarning("Undefined global variable $%s", name->data());
    if (!define) slot = const_cast<TypedValue*>(&kNull);
  }
  name->decRef();
  setBase(vm, slot);
  advance(vm);
}

namespace {
/// The key of the member instruction after the one at pc; false when none follows.
bool nextMemberKey(const uint8_t* pc, MemberKey& k) {
  const uint8_t* next = pc + instrLen(pc);
  switch (static_cast<Op>(next[0])) {
    case Op::Dim:
    case Op::SetM:
    case Op::UnsetM:
    case Op::BindM:
    case Op::VGetM: k = immKey(next, 1); return true;
    case Op::QueryM:
    case Op::SetOpM:
    case Op::IncDecM: k = immKey(next, 2); return true;
    default: return false;
  }
}

/// What the member instruction after the one at pc wants of the container the current one
/// finds, for php's error when that is a string offset.
StringOffsetUse nextStringOffsetUse(const uint8_t* pc) {
  MemberKey k;
  if (!nextMemberKey(pc, k)) return StringOffsetUse::Ref;   // a foreach by reference over it
  return k.isProp() ? StringOffsetUse::Object : StringOffsetUse::Array;
}

/// The use elemLval reports for a string base (looked up only then).
inline StringOffsetUse stringUseAt(const uint8_t* pc, const TypedValue& base) {
  return HOP_UNLIKELY(tvDeref(&base)->isString()) ? nextStringOffsetUse(pc) : StringOffsetUse::Array;
}

/// The final write of a sequence whose base is the typed static property the
/// last BaseSD/BaseS found (`m.sprop`): checks and coerces `v`. The note is
/// used once.
void checkStaticStore(MemberState& m, const TypedValue* base, TypedValue& v) {
  const StaticPropSlot* sp = m.sprop;
  m.sprop = nullptr;
  if (base == &sp->val) checkStaticPropType(*sp, v);
}

/// A write through a static property (`slot`, from staticPropLval) of a type
/// remembers its declaration for the final op (SetM/SetOpM/IncDecM with no
/// key), and an element write into it checks it may become an array; a read
/// or read-modify-write of it unset is php's Error. Returns whether the site
/// writes a typed property (its BaseSD must always come here).
bool noteStaticProp(VMState& vm, TypedValue* slot, MemberMode mode) {
  const auto* sp = reinterpret_cast<const StaticPropSlot*>(reinterpret_cast<const char*>(slot) -
                                                           offsetof(StaticPropSlot, val));
  const bool typed = sp->type && !sp->type->isEmpty();
  mstate(vm).sprop = typed ? sp : nullptr;
  if (typed && slot->m_type == DataType::Uninit && (mode == MemberMode::Warn || mode == MemberMode::ReadWrite)) {
    throwErrorF(ErrorKind::Error, "Typed static property %s::$%s must not be accessed before initialization",
                sp->declCls->name->data(), sp->name->data());
  }
  const bool writes = mode == MemberMode::Define || mode == MemberMode::ReadWrite;
  MemberKey next;
  if (typed && writes && nextMemberKey(vm.pc, next) && next.isElem()) checkStaticPropDim(*sp);
  return typed && writes;
}
} // namespace

void iopBaseSD(VMState& vm) {
  StringData* prop = litstr(vm, immU32(vm.pc, 0));
  StringData* clsName = litstr(vm, immU32(vm.pc, 1));
  auto mode = static_cast<MemberMode>(immU8(vm.pc, 2));
  if (mode == MemberMode::Quiet) {
    // isset()/empty(): a missing class or property, or one out of scope, is just absent.
    Class* cls = lookupClassAutoload(clsName->view());
    const Class* scope = scopeOf(vm);
    TypedValue* slot = cls ? staticPropLookup(cls, prop, scope) : nullptr;
    if (slot) {
      // Found: cached as in the other modes (a miss is not cached, since the
      // class may be declared later).
      InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));
      ic.staticProp.scope = scope;
      ic.staticProp.slot = slot;
      ic.staticProp.checked = false;
      vm.caches->noteRequestLocal(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));   // the request's storage
    }
    setBase(vm, slot ? slot : const_cast<TypedValue*>(&kNull));
    advance(vm);
    return;
  }
  Class* cls = lookupClassOrThrow(clsName->view());
  const Class* scope = scopeOf(vm);
  TypedValue* slot = staticPropLval(cls, prop, scope);
  setBase(vm, slot);
  const bool checked = noteStaticProp(vm, slot, mode);
  // The class name and the property's storage are fixed for the request;
  // only visibility depends on the calling scope, which keys the entry.
  // (Fetched after the lookups: autoloading may grow the cache table.)
  InlineCache& ic = vm.caches->at(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));
  ic.staticProp.scope = scope;
  ic.staticProp.slot = slot;
  ic.staticProp.checked = checked;
  vm.caches->noteRequestLocal(vm.fp->m_func->cacheBase, immU32(vm.pc, 3));   // the request's storage
  advance(vm);
}

void iopBaseS(VMState& vm) {
  uint32_t propDepth = immU32(vm.pc, 0);
  uint32_t clsDepth = immU32(vm.pc, 1);
  Class* cls = classFromClassRef(vm.sp[-1 - int(clsDepth)]);
  StringData* prop = toStringData(vm.sp[-1 - int(propDepth)]);
  TypedValue* slot;
  try {
    if (static_cast<MemberMode>(immU8(vm.pc, 2)) == MemberMode::Quiet) {
      slot = staticPropLookup(cls, prop, scopeOf(vm));
      if (!slot) slot = const_cast<TypedValue*>(&kNull);
    } else {
      slot = staticPropLval(cls, prop, scopeOf(vm));
      noteStaticProp(vm, slot, static_cast<MemberMode>(immU8(vm.pc, 2)));
    }
  } catch (...) {
    prop->decRef();
    throw;
  }
  prop->decRef();
  setBase(vm, slot);
  advance(vm);
}

void iopUnsetS(VMState& vm) {
  // php's ZEND_UNSET_STATIC_PROP: the class first (its errors), then the name.
  Class* cls = classFromClassRef(vm.sp[-2]);
  StringData* prop = toStringData(vm.sp[-1]);
  std::string name = prop->str();
  prop->decRef();
  throwErrorF(ErrorKind::Error, "Attempt to unset static property %s::$%s", cls->name->data(), name.c_str());
}

// --- Dim -----------------------------------------------------------------------------------------

namespace {
/// How the member instruction after the one at pc uses what this one fetches: an
/// element key makes it an element write, a reference binding a reference fetch.
PropFetch nextMemberFetch(const uint8_t* pc) {
  const uint8_t* next = pc + instrLen(pc);
  MemberKey k;
  if (!nextMemberKey(pc, k)) return PropFetch::ReadWrite;
  const Op op = static_cast<Op>(next[0]);
  if (op == Op::BindM || op == Op::VGetM) return k.isProp() ? PropFetch::Write : PropFetch::Dim;
  if (k.isElem()) return PropFetch::Dim;
  return k.isProp() ? PropFetch::Write : PropFetch::ReadWrite;
}
} // namespace

void iopDim(VMState& vm) {
  auto mode = static_cast<MemberMode>(immU8(vm.pc, 0));
  MemberKey k = immKey(vm.pc, 1);
  MemberState& m = mstate(vm);
  TypedValue scratch;
  TypedValue* base = m.base;
  TypedValue* next;
  if (k.isProp() && mode == MemberMode::Quiet && !tvDeref(base)->isObject()) {
    // isset()/empty() through a non-object: null, the name left alone (as QueryM).
    TypedValue& tmp = nextTemp(m);
    tmp = makeNull();
    next = &tmp;
  } else if (k.isProp()) {
    rememberPropSlot(vm, k, *base);
    const TypedValue& key = keyValue(vm, k, scratch);
    PropNameHolder pn(key);
    switch (mode) {
      case MemberMode::Warn:
      case MemberMode::Quiet: {
        TypedValue& tmp = nextTemp(m);
        bool quiet = mode == MemberMode::Quiet || (k.kind == MemberKeyKind::QT && tvDeref(base)->isNull());
        next = const_cast<TypedValue*>(propRead(*base, pn.name, scopeOf(vm), quiet, tmp));
        break;
      }
      case MemberMode::Define: next = propLval(*base, pn.name, scopeOf(vm), nextTemp(m), nextMemberFetch(vm.pc)); break;
      case MemberMode::ReadWrite: next = propLval(*base, pn.name, scopeOf(vm), nextTemp(m)); break;
      case MemberMode::Unset: {
        next = propLvalUnset(*base, pn.name, scopeOf(vm), nextTemp(m));
        if (!next) next = const_cast<TypedValue*>(&kNull);
        break;
      }
    }
  } else if (k.kind == MemberKeyKind::W) {
    if (mode != MemberMode::Define && mode != MemberMode::ReadWrite)
      throwError(ErrorKind::Error, "Cannot use [] for reading");
    next = elemLvalAppend(*base, nextTemp(m));
  } else {
    const TypedValue& key = keyValue(vm, k, scratch);
    switch (mode) {
      case MemberMode::Warn:
      case MemberMode::Quiet: {
        TypedValue& tmp = nextTemp(m);
        next = const_cast<TypedValue*>(elemRead(*base, key, mode == MemberMode::Quiet, tmp));
        break;
      }
      case MemberMode::ReadWrite: {
        TypedValue& b = *tvDeref(base);
        // null becomes an array first, whose missing key then warns too (php's
        // FETCH_DIM_RW): `$a[0][1] += 1` warns for 0 and for 1.
        if (b.isNull() && base != &kNull && typedRefIn(*base) == nullptr)
          tvSetRawMove(b, makeArrayNoIncRef(ArrayData::empty()));
        if (b.isArray()) {
          ArrayKey ak;
          if (arrayKeyMissing(b, key, KeyUse::Isset, ak)) warnUndefinedKey(ak);
        }
        next = elemLval(*base, key, nextTemp(m), stringUseAt(vm.pc, *base));
        break;
      }
      case MemberMode::Define: next = elemLval(*base, key, nextTemp(m), stringUseAt(vm.pc, *base)); break;
      case MemberMode::Unset: {
        next = elemLvalUnset(*base, key, nextTemp(m), stringUseAt(vm.pc, *base));
        if (!next) next = const_cast<TypedValue*>(&kNull);
        break;
      }
    }
  }
  m.base = next;
  advance(vm);
}

// --- Final ops ------------------------------------------------------------------------------------

void iopQueryM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  auto op = static_cast<QueryOp>(immU8(vm.pc, 1));
  MemberKey k = immKey(vm.pc, 2);
  MemberState& m = mstate(vm);
  TypedValue* base = m.base;
  TypedValue scratch;
  TypedValue result;
  if (k.kind == MemberKeyKind::None) {
    switch (op) {
      case QueryOp::CGet:
      case QueryOp::CGetQuiet: result = tvCopyValue(*base); break;
      case QueryOp::Isset: result = makeBool(!tvDeref(base)->isNull()); break;
      case QueryOp::Empty: result = makeBool(!toBool(*base)); break;
      case QueryOp::ListGet: result = tvCopyValue(*base); break;
    }
  } else if (k.isProp() && (op == QueryOp::Isset || op == QueryOp::Empty || op == QueryOp::CGetQuiet) &&
             !tvDeref(base)->isObject()) {
    // No object: no property, and the name is never made a string (php
    // converts it only for an object's handlers: no "Array to string" here).
    result = op == QueryOp::CGetQuiet ? makeNull() : makeBool(op == QueryOp::Empty);
  } else if (k.isProp()) {
    rememberPropSlot(vm, k, *base);
    const TypedValue& key = keyValue(vm, k, scratch);
    PropNameHolder pn(key);
    switch (op) {
      case QueryOp::CGet:
      case QueryOp::CGetQuiet:
      case QueryOp::ListGet: {
        TypedValue& tmp = nextTemp(m);
        bool quiet = op == QueryOp::CGetQuiet || (k.kind == MemberKeyKind::QT && tvDeref(base)->isNull());
        result = tvCopyValue(*propRead(*base, pn.name, scopeOf(vm), quiet, tmp));
        break;
      }
      case QueryOp::Isset: result = makeBool(propIsset(*base, pn.name, scopeOf(vm))); break;
      case QueryOp::Empty: result = makeBool(propEmpty(*base, pn.name, scopeOf(vm))); break;
    }
  } else {
    if (k.kind == MemberKeyKind::W) throwError(ErrorKind::Error, "Cannot use [] for reading");
    if (HOP_UNLIKELY(k.kind == MemberKeyKind::EL && vm.fp->locals()[k.payload].isUninit())) {
      // php holds the container while it warns about the undefined key
      // variable: an error handler changing it does not change what is read.
      TypedValue& held = nextTemp(m);
      held = tvCopyValue(*tvDeref(base));
      base = &held;
    }
    const TypedValue& key = keyValue(vm, k, scratch);
    switch (op) {
      case QueryOp::CGet:
      case QueryOp::CGetQuiet: {
        const TypedValue& b = *tvDeref(base);
        // Fast path: packed array read with an int key.
        if (b.isArray() && key.isInt()) {
          const TypedValue* v = b.m_data.parr->getInt(key.m_data.num);
          if (v) {
            result = tvCopyValue(*v);
            break;
          }
        }
        TypedValue& tmp = nextTemp(m);
        result = tvCopyValue(*elemRead(*base, key, op == QueryOp::CGetQuiet, tmp));
        break;
      }
      case QueryOp::Isset: result = makeBool(elemIsset(*base, key)); break;
      case QueryOp::Empty: result = makeBool(elemEmpty(*base, key)); break;
      case QueryOp::ListGet: {
        const TypedValue& b = *tvDeref(base);
        if (b.isArray() || b.isObject()) {
          TypedValue& tmp = nextTemp(m);
          result = tvCopyValue(*elemRead(*base, key, false, tmp));
        } else {
          result = makeNull();
        }
        break;
      }
    }
  }
  finishMember(vm, nDiscard, false, result);
  advance(vm);
}

void iopSetM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  MemberKey k = immKey(vm.pc, 1);
  MemberState& m = mstate(vm);
  TypedValue* base = m.base;
  TypedValue scratch;
  TypedValue v = tvCopyValue(vm.sp[-1]);
  TypedValue result;
  if (k.kind == MemberKeyKind::None) {
    if (HOP_UNLIKELY(m.sprop != nullptr)) checkStaticStore(m, base, v);
    result = tvCopyValue(v);
    tvAssignMove(*base, v);
    resultAfterTypedWrite(*base, result);
  } else if (k.isProp()) {
    rememberPropSlot(vm, k, *base);
    const TypedValue& key = keyValue(vm, k, scratch);
    PropNameHolder pn(key);
    result = propSet(*base, pn.name, scopeOf(vm), v);
  } else if (k.kind == MemberKeyKind::W) {
    result = elemAppend(*base, v);
  } else {
    result = elemSet(*base, keyValue(vm, k, scratch), v);
  }
  finishMember(vm, nDiscard, true, result);
  advance(vm);
}

namespace {

/// Reads the current value at the final key for a read-modify-write op
/// (compound assignment, ++/--), warning as php does when it is missing.
/// Returns the slot to write back, or null when the write must go through
/// propSet/elemSet (magic accessors, ArrayAccess).
TypedValue* rmwSlot(VMState& vm, MemberKey k, const TypedValue& key, TypedValue& current, bool concat = false) {
  MemberState& m = mstate(vm);
  TypedValue* base = m.base;
  if (k.kind == MemberKeyKind::None) {
    if (tvDeref(base)->isUninit()) *tvDeref(base) = makeNull();
    current = tvCopyValue(*base);
    return base;
  }
  if (k.isProp()) {
    PropNameHolder pn(key);
    TypedValue& b = *tvDeref(base);
    if (b.isObject()) {
      ObjectData* o = b.m_data.pobj;
      bool acc;
      int64_t slot = findPropCached(o->cls(), pn.name, scopeOf(vm), acc);
      if (slot >= 0 && acc) rememberPropSlot(vm, k, b);
      if (slot >= 0 && acc) {
        const PropSlot& p = o->cls()->props[slot];
        TypedValue* dst = o->prop(uint32_t(slot));
        // A typed property that holds a string accepts the string `.=` makes.
        if (dst->m_type != DataType::Uninit && !p.isReadonly() && (!p.type || (concat && tvDeref(dst)->isString()))) {
          current = tvCopyValue(*dst);
          return dst;
        }
      }
      if (slot < 0 && !o->cls()->native.missingProp)
        checkUndeclaredProp(o, pn.name, scopeOf(vm), o->cls()->magicGet, MagicGuard::Get);
      // An existing dynamic property: write back in place (magic is not asked).
      if (slot < 0 && o->m_dynProps) {
        ArrayKey ak = strToArrayKey(pn.name);
        if (o->m_dynProps->get(ak)) {
          TypedValue* dst = ArrayData::lval(o->m_dynProps, ak);
          current = tvCopyValue(*dst);
          return dst;
        }
      }
      // A property nobody declared, with no magic to ask: php creates it
      // first (the dynamic property deprecation), then warns it was undefined.
      Class* cls = o->cls();
      if (slot < 0 && !cls->magicGet && !cls->native.missingProp &&
          !(o->m_dynProps && o->m_dynProps->get(strToArrayKey(pn.name)))) {
        checkDynamicPropCreation(o, pn.name);
        setDynamicProp(o, pn.name, makeNull());
        raiseWarning("Undefined property: %s::$%s", cls->name->data(), pn.name->data());
        current = makeNull();
        return nullptr;
      }
    }
    TypedValue& tmp = nextTemp(m);
    current = tvCopyValue(*propRead(*base, pn.name, scopeOf(vm), false, tmp));
    return nullptr;
  }
  TypedValue& b = *tvDeref(base);
  if (b.isObject()) {
    if (static_cast<Op>(vm.pc[0]) == Op::IncDecM && k.kind != MemberKeyKind::W && !b.m_data.pobj->cls()->native.dimLval) {
      // ++/-- is php's FETCH_DIM_RW: the element offsetGet() returns by
      // reference changes in place; a value gets the notice and changes a
      // temporary (offsetSet() is not called). (ArrayObject and the other
      // native containers read and write their storage.)
      TypedValue* slot = elemLval(*base, key, nextTemp(m), StringOffsetUse::IncDec);
      current = tvCopyValue(*slot);
      return slot;
    }
    TypedValue& tmp = nextTemp(m);
    current = tvCopyValue(*elemRead(*base, key, false, tmp));
    return nullptr;
  }
  if (k.kind == MemberKeyKind::W) {
    TypedValue* slot = elemLvalAppend(*base, nextTemp(m));
    current = makeNull();
    return slot;
  }
  if (b.isNull() || (b.isBool() && !b.m_data.num)) vivifyArray(b);   // then the key is missing in it
  if (b.isArray()) {
    ArrayKey ak;
    if (arrayKeyMissing(b, key, KeyUse::Write, ak)) {
      // php holds the array and the key while it warns: an error handler that
      // replaces the array (or frees it) leaves the write undone, and one
      // that changes the key variable does not change the key.
      TypedValue heldArr = tvCopyValue(b);
      TypedValue heldKey = tvCopyValue(key);
      try {
        warnUndefinedKey(ak);
      } catch (...) {
        tvDecRef(heldArr);
        tvDecRef(heldKey);
        throw;
      }
      const TypedValue& now = *tvDeref(base);
      const bool same = now.isArray() && now.m_data.parr == heldArr.m_data.parr;
      tvDecRef(heldArr);
      if (!same) {
        tvDecRef(heldKey);
        current = makeNull();
        return &nextTemp(m);   // written nowhere
      }
      TypedValue* slot = elemLval(*base, arrayKeyToTv(ak), nextTemp(m));   // (the array keeps its own key)
      tvDecRef(heldKey);
      current = tvCopyValue(*slot);
      return slot;
    }
    const DataType kt = tvDeref(&key)->m_type;
    if (HOP_UNLIKELY(kt != DataType::Int && kt != DataType::String)) {
      // Converted once (a resource's or a float's warning is not repeated).
      if (tvDeref(base)->isArray()) {
        TypedValue* slot = elemLval(*base, arrayKeyToTv(ak), nextTemp(m));
        current = tvCopyValue(*slot);
        return slot;
      }
    }
  } else if (b.isString()) {
    throwWrongStringOffset(key, static_cast<Op>(vm.pc[0]) == Op::IncDecM ? StringOffsetUse::IncDec
                                                                         : StringOffsetUse::AssignOp);
  }
  TypedValue* slot = elemLval(*base, key, nextTemp(m));
  current = tvCopyValue(*slot);
  return slot;
}

/// Writes the result of a read-modify-write op back.
void rmwStore(VMState& vm, MemberKey k, const TypedValue& key, TypedValue* slot, TypedValue r) {
  if (slot) {
    tvAssignMove(*slot, r);
    return;
  }
  TypedValue* base = mstate(vm).base;
  if (k.isProp()) {
    PropNameHolder pn(key);
    TypedValue res = propSet(*base, pn.name, scopeOf(vm), r);
    tvDecRef(res);
  } else {
    TypedValue res = elemSet(*base, key, r);
    tvDecRef(res);
  }
}

} // namespace

/// A compound assignment or ++/-- of a property needs an object: php's
/// "Attempt to assign/increment/decrement property" before anything is read.
void requirePropBase(VMState& vm, const TypedValue& key, const char* what) {
  const TypedValue& b = *tvDeref(mstate(vm).base);
  if (HOP_LIKELY(b.isObject())) return;
  PropNameHolder pn(key);
  throwErrorF(ErrorKind::Error, "Attempt to %s property \"%s\" on %s", what, pn.name->data(),
              dataTypeShortName(b.isNull() ? DataType::Null : b.m_type));
}

void iopSetOpM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  auto op = static_cast<SetOpOp>(immU8(vm.pc, 1));
  MemberKey k = immKey(vm.pc, 2);
  TypedValue scratch;
  const TypedValue& key = keyValue(vm, k, scratch);
  if (k.isProp()) requirePropBase(vm, key, "assign");
  TypedValue current;
  TypedValue* slot = rmwSlot(vm, k, key, current, op == SetOpOp::Concat);
  if (op == SetOpOp::Concat && slot && current.isString() &&
      (vm.sp[-1].isString() || vm.sp[-1].m_type == DataType::Int)) {
    // `.=` on a property, element, static or global whose string has one
    // owner (the slot; `current` is our second reference): append in place,
    // with the amortized growth of StringData::append.
    TypedValue* cell = tvDeref(slot);
    StringData* s = current.m_data.pstr;
    if (cell->isString() && cell->m_data.pstr == s && s->m_hdr.m_count == 2) {
      s->m_hdr.decRefNZ();
      const TypedValue& rhs = vm.sp[-1];
      if (rhs.isString()) {
        cell->m_data.pstr = StringData::append(s, rhs.m_data.pstr->view());
      } else {
        char buf[24];
        int n = snprintf(buf, sizeof buf, "%lld", static_cast<long long>(rhs.m_data.num));
        cell->m_data.pstr = StringData::append(s, std::string_view(buf, size_t(n)));
      }
      TypedValue result = *cell;
      tvIncRef(result);
      finishMember(vm, nDiscard, true, result);
      advance(vm);
      return;
    }
  }
  TypedValue r;
  try {
    r = opSetOp(op, current, vm.sp[-1]);
  } catch (...) {
    tvDecRef(current);
    throw;
  }
  tvDecRef(current);
  MemberState& m = mstate(vm);
  if (HOP_UNLIKELY(m.sprop != nullptr) && k.kind == MemberKeyKind::None) checkStaticStore(m, slot, r);
  TypedValue result = r;
  tvIncRef(result);
  rmwStore(vm, k, key, slot, r);
  finishMember(vm, nDiscard, true, result);
  advance(vm);
}

namespace {
/// ++/-- of a property: the overflow of a typed int (php's TypeError), and the
/// store into a typed static property checked as an assignment.
void checkTypedIncDec(VMState& vm, MemberKey k, const TypedValue& key, TypedValue* slot, bool inc,
                      const TypedValue& before, TypedValue& after) {
  MemberState& m = mstate(vm);
  const TypeConstraint* t = nullptr;
  const Class* declCls = nullptr;
  const StringData* name = nullptr;
  if (k.kind == MemberKeyKind::None) {
    if (!m.sprop || slot != &m.sprop->val) {
      m.sprop = nullptr;
      return;
    }
    t = m.sprop->type;
    declCls = m.sprop->declCls;
    name = m.sprop->name;
  } else if (k.isProp()) {
    PropNameHolder pn(key);
    const TypedValue* pv = nullptr;
    t = declaredPropType(*m.base, pn.name, scopeOf(vm), declCls, pv);
    name = pn.name;
    if (!t) return;
    // A property holding a reference typed properties share: php names the reference.
    if (RefData* r = typedRefIn(*pv)) refCheckIncDecOverflow(r, inc, before, after);
    checkIncDecOverflow(t, declCls, name, inc, before, after);
    return;
  } else {
    return;
  }
  checkIncDecOverflow(t, declCls, name, inc, before, after);
  checkStaticStore(m, slot, after);
}
} // namespace

void iopIncDecM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  auto op = static_cast<IncDecOp>(immU8(vm.pc, 1));
  MemberKey k = immKey(vm.pc, 2);
  TypedValue scratch;
  const TypedValue& key = keyValue(vm, k, scratch);
  if (k.isProp()) requirePropBase(vm, key, "increment/decrement");
  TypedValue current;
  TypedValue* slot = rmwSlot(vm, k, key, current);
  TypedValue before = current;
  tvIncRef(before);
  try {
    opIncDec(current, isInc(op));
  } catch (PhpException& e) {
    tvDecRef(before);
    if (k.isProp() && !slot) {
      // php writes the operand back through the property handlers even when
      // ++/-- failed (an object): a readonly property's error follows it,
      // with the first as its previous.
      ObjectData* first = e.obj;
      try {
        rmwStore(vm, k, key, nullptr, current);
      } catch (PhpException& later) {
        chainPreviousException(later.obj, first);
        throw;
      }
      throw;
    }
    tvDecRef(current);
    throw;
  } catch (...) {
    tvDecRef(before);
    tvDecRef(current);
    throw;
  }
  if (HOP_UNLIKELY(before.isInt() && current.isDouble()) || HOP_UNLIKELY(mstate(vm).sprop != nullptr)) {
    // A typed property: past PHP_INT_MAX/MIN is php's TypeError when it has no
    // float; a static one checks (and coerces) what is stored.
    try {
      checkTypedIncDec(vm, k, key, slot, isInc(op), before, current);
    } catch (...) {
      tvDecRef(before);
      throw;
    }
  }
  if (HOP_UNLIKELY(slot != nullptr && typedRefIn(*slot) != nullptr)) {
    // A reference typed properties hold: the new value is checked against
    // their types (php's zend_incdec_typed_ref).
    RefData* r = slot->m_data.pref;
    TypedValue old = r->m_tv;
    r->m_tv = current;
    tvDecRef(old);
    try {
      refCheckIncDec(r, before, isInc(op));
    } catch (...) {
      tvDecRef(before);
      throw;
    }
    TypedValue result = isPre(op) ? tvCopyValue(r->m_tv) : before;
    if (isPre(op)) tvDecRef(before);
    finishMember(vm, nDiscard, false, result);
    advance(vm);
    return;
  }
  TypedValue result = isPre(op) ? current : before;
  tvIncRef(result);
  tvDecRef(before);
  rmwStore(vm, k, key, slot, current);
  finishMember(vm, nDiscard, false, result);
  advance(vm);
}

void iopUnsetM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  MemberKey k = immKey(vm.pc, 1);
  MemberState& m = mstate(vm);
  TypedValue* base = m.base;
  TypedValue scratch;
  if (k.kind == MemberKeyKind::None) {
    if (base != &kNull) tvClear(*base);
  } else if (k.isProp()) {
    const TypedValue& key = keyValue(vm, k, scratch);
    PropNameHolder pn(key);
    if (base != &kNull) propUnset(*base, pn.name, scopeOf(vm));
  } else {
    const TypedValue& key = keyValue(vm, k, scratch);
    if (base != &kNull) elemUnset(*base, key);
  }
  for (uint32_t i = 0; i < nDiscard; ++i) {
    TypedValue v = *--vm.sp;
    tvDecRef(v);
  }
  m.releaseOwned();
  advance(vm);
}

namespace {

/// The type source of `slot`, the slot at the final key, when it is a declared
/// typed property of the base object, or the typed static property the
/// sequence's BaseSD/BaseS found.
bool typedSlotSource(VMState& vm, MemberKey k, const TypedValue* slot, RefTypeSource& out) {
  MemberState& m = mstate(vm);
  if (k.kind == MemberKeyKind::None) {
    const StaticPropSlot* sp = m.sprop;
    m.sprop = nullptr;
    return sp && slot == &sp->val && typeSourceOf(*sp, out);
  }
  if (!k.isProp()) return false;
  const TypedValue& b = *tvDeref(m.base);
  return b.isObject() && propTypeSource(b.m_data.pobj, slot, out);
}

/// The slot at the final key, created for binding a reference into it
/// (`bind`: BindM puts one there; else VGetM makes one of what is there).
TypedValue* bindSlot(VMState& vm, MemberKey k, bool bind) {
  MemberState& m = mstate(vm);
  TypedValue* base = m.base;
  TypedValue scratch;
  if (k.kind == MemberKeyKind::None) return base;
  if (k.isProp()) {
    const TypedValue& key = keyValue(vm, k, scratch);
    PropNameHolder pn(key);
    if (!bind) return propLvalForRef(*base, pn.name, scopeOf(vm), nextTemp(m));
    TypedValue& tmp = nextTemp(m);
    TypedValue* slot = propLvalForBind(*base, pn.name, scopeOf(vm), tmp);
    // A value __get (or a readonly object) handed back is no property to bind.
    if (slot == &tmp) throwError(ErrorKind::Error, "Cannot assign by reference to overloaded object");
    return slot;
  }
  if (k.kind == MemberKeyKind::W) return elemLvalAppend(*base, nextTemp(m));
  return elemLval(*base, keyValue(vm, k, scratch), nextTemp(m), StringOffsetUse::Ref);
}

} // namespace

void iopBindM(VMState& vm) {
  // `$a[k] = &f()` of a function returning a value: assigned (BoxRef's notice).
  if (!vm.sp[-1].isRef()) {
    iopSetM(vm);
    return;
  }
  uint32_t nDiscard = immU32(vm.pc, 0);
  MemberKey k = immKey(vm.pc, 1);
  TypedValue ref = vm.sp[-1];
  TypedValue* slot = bindSlot(vm, k, true);
  RefTypeSource src;
  if (HOP_UNLIKELY(typedSlotSource(vm, k, slot, src))) {
    bindTypedSlot(*slot, ref.m_data.pref, src);
  } else {
    ref.m_data.pref->m_hdr.incRef();
    tvSetRawMove(*slot, ref);
  }
  noteRefRoot(ref.m_data.pref);   // an array element may hold it: a cycle's possible start
  finishMember(vm, nDiscard, true, tvCopyValue(ref));
  advance(vm);
}

namespace {

/// VGetM's common case, `$r = &$o->$name` / `$r = &$this->p`: a declared
/// property by a string name, accessible from this frame, set, not readonly.
/// The slot propLvalForRef would find, without its temporaries and name
/// holder; null for everything else (the general path then runs).
HOP_ALWAYS_INLINE TypedValue* declaredPropForRef(VMState& vm, MemberKey k, ObjectData*& obj, const PropSlot*& prop) {
  const TypedValue* key;
  if (k.kind == MemberKeyKind::PL) {
    key = vm.fp->locals() + k.payload;
    if (key->m_type == DataType::Reference) key = &key->m_data.pref->m_tv;
    if (!key->isString()) return nullptr;
  } else if (k.kind != MemberKeyKind::PT) {
    return nullptr;
  }
  const TypedValue& b = *tvDeref(vm.member.base);
  if (!b.isObject()) return nullptr;
  ObjectData* o = b.m_data.pobj;
  const Class* cls = o->cls();
  const StringData* name = k.kind == MemberKeyKind::PL ? key->m_data.pstr : litstr(vm, k.litstrId());
  bool accessible = false;
  const int64_t slot = findPropCached(cls, name, scopeOf(vm), accessible);
  if (slot < 0 || !accessible) return nullptr;
  const PropSlot& p = cls->props[slot];
  TypedValue* dst = o->prop(uint32_t(slot));
  if (p.isReadonly() || dst->m_type == DataType::Uninit) return nullptr;
  obj = o;
  prop = &p;
  return dst;
}

} // namespace

void iopVGetM(VMState& vm) {
  uint32_t nDiscard = immU32(vm.pc, 0);
  MemberKey k = immKey(vm.pc, 1);
  ObjectData* o;
  const PropSlot* p;
  if (TypedValue* dst = declaredPropForRef(vm, k, o, p)) {
    RefData* r;
    if (dst->m_type == DataType::Reference) {
      r = dst->m_data.pref;
      noteRefRoot(r);
    } else {
      RefTypeSource src;
      const bool typed = p->type && typeSourceOf(*p, src);
      r = makeRefData(*dst);
      dst->m_data.pref = r;
      dst->m_type = DataType::Reference;
      noteRefRoot(r);
      if (HOP_UNLIKELY(typed)) refAddTypeSource(r, src);
    }
    r->m_hdr.incRef();
    for (uint32_t i = 0; i < nDiscard; ++i) {
      const TypedValue v = *--vm.sp;
      tvDecRef(v);
    }
    if (HOP_UNLIKELY(vm.member.tempsLive())) vm.member.releaseOwned();
    vm.member.base = nullptr;
    const uint8_t* bind = vm.pc + instrLenOf(Op::VGetM);
    if (bind[0] == uint8_t(Op::BindL) && bind[instrLenOf(Op::BindL)] == uint8_t(Op::PopC)) {
      // `$x = &$o->$name;` as a statement (NodeTraverser's `$subNode =& $node->$name`):
      // BindL's work here, without its dispatch and the value it copies for
      // the PopC. The local's old value goes at BindL, as there.
      vm.pc = bind;
      tvSetRawMove(*(vm.fp->locals() + readRaw<uint32_t>(bind + immOffsetOf(Op::BindL, 0))), makeRefNoIncRef(r));
      vm.pc = bind + instrLenOf(Op::BindL) + 1;
      return;
    }
    *vm.sp++ = makeRefNoIncRef(r);
    advance(vm);
    return;
  }
  TypedValue* slot = bindSlot(vm, k, false);
  RefTypeSource src;
  const bool typed = slot->m_type != DataType::Reference && typedSlotSource(vm, k, slot, src);
  RefData* r = boxSlot(*slot);
  noteRefRoot(r);
  if (HOP_UNLIKELY(typed)) refAddTypeSource(r, src);
  r->m_hdr.incRef();
  finishMember(vm, nDiscard, false, makeRefNoIncRef(r));
  advance(vm);
}

} // namespace hop
