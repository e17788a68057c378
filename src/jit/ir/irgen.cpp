// irgen.cpp — bytecode → IR. See irgen.h for the region and the fixpoint.
//
// Within a block the evaluation stack is virtual: a push of a computed
// value keeps it in an SSATmp (a register, after lowering) until something
// needs it in memory — the end of the block, an instruction run by the
// interpreter, or an exit. Each exit is a Frozen block that stores the
// values still pending and resumes the interpreter *at* the instruction
// that could not go on (a failed guard, an overflow), so every instruction
// checks before it changes anything: the interpreter then redoes it in full
// (warning, float on overflow, DivisionByZeroError, ...).
#include "jit/ir/irgen.h"

#include <algorithm>
#include <map>
#include <set>

#include "bytecode/op-info.h"
#include "bytecode/ops.h"
#include "jit/callback-loops.h"
#include "jit/ir/profitability.h"
#include "jit/jit-helpers.h"
#include "jit/prof-data.h"
#include "runtime/array/array-data.h"
#include "bytecode/unit.h"
#include "vm/closure.h"
#include "vm/frames.h"
#include "vm/lookup.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/object/object-data.h"
#include "vm/type-check.h"
#include "vm/act-rec.h"
#include "runtime/base/execution-context.h"

namespace hop::jit {

bool canInterpOne(Op op) { return !(opFlags(op) & kNoInterpOne); }

namespace {

const Type kPushable = Type::InitNull() | Type::Bool() | Type::Int() | Type::Dbl();
/// Refcounted kinds a register holds as a pointer (irgen-refcount.inc).
const Type kCounted = Type::Str() | Type::Arr() | Type::Obj();

/// One value kind the IR keeps in a register and guards with one compare.
bool isKind(Type t) {
  return t == Type::Uninit() || t == Type::InitNull() || t == Type::Bool() || t == Type::Int() || t == Type::Dbl() ||
         t == Type::Str() || t == Type::Arr() || t == Type::Obj();
}

/// A non-terminal bytecode that may jump (IterInit, IterNext, a JmpZ on a
/// value of a kind irgen does not test): run as InterpOneBr, its target
/// and fall-through blocks of the region.
bool isInterpBranch(Op o) {
  return (opFlags(o) & kBranch) && !(opFlags(o) & kTerminal) && branchImmIndex(o) >= 0 && canInterpOne(o);
}

bool writesCallerLocals(const Func* f);   // irgen-builtin.inc

/// The arithmetic op of a compound assignment, false for the others.
bool setOpArith(SetOpOp s, Op* out) {
  switch (s) {
    case SetOpOp::Add: *out = Op::Add; return true;
    case SetOpOp::Sub: *out = Op::Sub; return true;
    case SetOpOp::Mul: *out = Op::Mul; return true;
    case SetOpOp::Div: *out = Op::Div; return true;
    case SetOpOp::Mod: *out = Op::Mod; return true;
    case SetOpOp::BitAnd: *out = Op::BitAnd; return true;
    case SetOpOp::BitOr: *out = Op::BitOr; return true;
    case SetOpOp::BitXor: *out = Op::BitXor; return true;
    case SetOpOp::Shl: *out = Op::Shl; return true;
    case SetOpOp::Shr: *out = Op::Shr; return true;
    default: return false;
  }
}

/// The kind to specialize a value on: `known` met with what the consumer
/// handles; the hint breaks ties; Bottom when nothing fits.
Type pick(Type known, Type allowed, Type hint) {
  const Type k = known & allowed;
  if (k.isBottom() || isKind(k)) return k;
  if (isKind(hint & k)) return hint & k;
  // The value is a string, array or object the consumer does not handle:
  // no other guess (a null or uninit hint may be a local not yet set).
  if (isKind(hint) && hint <= (Type::Str() | Type::Arr() | Type::Obj()) && !hint.maybe(k)) return Type::Bottom();
  for (Type c : {Type::Int(), Type::Dbl(), Type::Bool(), Type::InitNull()}) {
    if (c <= k) return c;
  }
  return Type::Bottom();
}

/// The kind of the value an instruction run by the interpreter pushes,
/// when the language fixes it (comparisons give a bool, concatenation a
/// string, casts their kind ...); Gen otherwise.
Type interpResult(Op o, const uint8_t* pc) {
  switch (o) {
    case Op::Same: case Op::NSame: case Op::SameI: case Op::SameS: case Op::Eq: case Op::Neq: case Op::Lt: case Op::Lte: case Op::Gt:
    case Op::Gte: case Op::Not: case Op::InstanceOf: case Op::InstanceOfD: case Op::IsTypeC: case Op::IsTypeL:
    case Op::IssetL:
      return Type::Bool();
    case Op::Cmp: case Op::Print: return Type::Int();
    case Op::Concat: case Op::ConcatN: return Type::Str();
    case Op::NewPackedArray: case Op::NewArray: case Op::Array: return Type::Arr();
    case Op::Cast:
      switch (static_cast<CastOp>(pc[immOffset(pc, 0)])) {
        case CastOp::Int: return Type::Int();
        case CastOp::Double: return Type::Dbl();
        case CastOp::String: return Type::Str();
        case CastOp::Bool: return Type::Bool();
        case CastOp::Array: return Type::Arr();
        case CastOp::Object: return Type::Obj();
        default: return Type::Gen();
      }
    default: return Type::Gen();
  }
}

struct StkEntry {
  SSATmp* tmp = nullptr;   // pending in a register; nullptr = in memory
  Type type;
  /// The first of the kActRecSlots slots of an ActRec FPushFuncD pushed for
  /// this callee (the others are arPart); arVirtual until something needs
  /// it in memory (a sync writes it: StActRec).
  const Func* arFunc = nullptr;
  uint32_t arNargs = 0;
  bool arVirtual = false;
  bool arPart = false;
  SSATmp* arThis = nullptr;   // a method's object (its reference moves into $this)
  /// A method call on objects of a few classes (IRGen::m_polyCases index, -1:
  /// none): the ActRec is in memory, arFunc the first case's callee.
  int arPoly = -1;
  const Class* cls = nullptr;   // an object of this class (new C), when known
  /// Pushed by the InterpOne at this offset (pgo: its result's type
  /// profile, when the consumer's own site has none). ~0u: none.
  uint32_t profOff = ~0u;
};

struct EntryState {
  bool valid = false;
  std::vector<Type> locs;
  std::vector<const Class*> locCls;   // per local: the class of the object it holds, when known
  std::vector<uint32_t> locProfOff;   // per local: an InterpOne that wrote it on some path (~0u: none)
  std::vector<Type> stk;
};

struct InlineVal;   // irgen-call.inc

class IRGen {
public:
  IRGen(const IRGenContext& ctx) : m_ctx(ctx), m_f(*ctx.func), m_bc(ctx.func->bc.data()) {}

  bool discover();
  /// One pass over the blocks; `changed` when some entry state grew.
  bool run(IRUnit& unit, bool* changed);
  /// Whether the region took loops around its entry loop (outerLoops) and
  /// their code, outside the entry loop, runs an InterpOne: the entry loop
  /// alone is made instead (the outer code, as the interpreter's, keeps a
  /// refused or given-up outer part from taking the loop with it).
  bool outerRunsInterpOnes(const IRUnit& unit) const {
    if (m_regionEnd == UINT32_MAX || !m_loopEnd.count(m_ctx.entryOff)) return false;
    const uint32_t innerEnd = m_loopEnd.at(m_ctx.entryOff);
    if (m_regionStart == m_ctx.entryOff && m_regionEnd == innerEnd) return false;
    for (const auto& b : unit.blocks()) {
      for (const Instr* in : b->instrs) {
        if (opHas(in->op, irflag::Interp) && (in->bcOff < m_ctx.entryOff || in->bcOff > innerEnd)) return true;
      }
    }
    return false;
  }
  /// Why discover or run failed (MalformedStack unless a case said otherwise).
  Bailout why() const { return m_why == Bailout::None ? Bailout::MalformedStack : m_why; }

private:
  enum class Gen { Continue, Ended, Unhandled };

  uint32_t size() const { return static_cast<uint32_t>(m_f.bc.size()); }
  Bailout m_why = Bailout::None;
  const uint8_t* pc() const { return m_bc + m_off; }
  Op op() const { return static_cast<Op>(m_bc[m_off]); }
  uint32_t u32(int i) const { return readRaw<uint32_t>(pc() + immOffset(pc(), i)); }
  int64_t i64(int i) const { return readRaw<int64_t>(pc() + immOffset(pc(), i)); }
  uint8_t u8(int i) const { return pc()[immOffset(pc(), i)]; }
  uint32_t target() const { return m_off + readRaw<int32_t>(pc() + 1); }
  uint32_t fallthrough() const { return m_off + instrLen(pc()); }
  /// The index of the block starting at `off` (m_leaders is sorted), kNoLeader when none does.
  static constexpr size_t kNoLeader = ~size_t{0};
  size_t leaderIdx(uint32_t off) const {
    auto it = std::lower_bound(m_leaders.begin(), m_leaders.end(), off);
    return it != m_leaders.end() && *it == off ? static_cast<size_t>(it - m_leaders.begin()) : kNoLeader;
  }
  bool isLeader(uint32_t off) const { return leaderIdx(off) != kNoLeader; }
  Block* blockAt(uint32_t off) { return m_blocks[leaderIdx(off)]; }

  // Emission.
  Instr* emitIn(Block* b, Opcode o, Type tp, const SrcList& srcs = {});
  Instr* emit(Opcode o, Type tp, const SrcList& srcs = {}) { return emitIn(m_cur, o, tp, srcs); }
  SSATmp* cnsInt(int64_t v);
  SSATmp* cnsDbl(double v);
  SSATmp* cnsBool(bool v);
  SSATmp* cnsNull();
  Block* exitHere();
  void syncStack();
  void storeActRec(Block* b, size_t slot, const StkEntry& e);
  bool merge(uint32_t target);
  /// The block a jump to `to` goes to: `to`'s (its entry state merged), or,
  /// for a block the profile never saw run (IRGenMode::Optimize), an exit
  /// to the interpreter there (the stack is synced before any jump).
  Block* edge(uint32_t to);
  bool isCold(uint32_t off) const { return !m_cold.empty() && m_cold[leaderIdx(off)]; }

  // Values.
  Type locHint(uint32_t l) const;
  /// The kind the profile saw most in stack slot `slot` at this instruction (Gen: none).
  Type stkHint(size_t slot) const;
  bool localOk(uint32_t l) const { return l < m_f.numLocals; }
  Type pickLoc(uint32_t l, Type allowed) const {
    const Type hint = locHint(l);
    // Profiling code does not guess the kind an InterpOne left in a local
    // (the value the local held at translation time says little then).
    if (m_ctx.mode == IRGenMode::Profile && l < m_locProfOff.size() && m_locProfOff[l] != ~0u &&
        !isKind(m_locs[l] & allowed))
      return Type::Bottom();
    return pick(m_locs[l], allowed, hint);
  }
  Type pickStk(size_t fromTop, Type allowed) const {
    if (fromTop >= m_stk.size()) return Type::Bottom();
    const size_t slot = m_stk.size() - 1 - fromTop;
    const Type hint = stkHint(slot);
    // Profiling code does not guess the kind of an InterpOne's result (a
    // wrong guess exits every time, and the blocks after it go unprofiled):
    // the InterpOne's own type profile tells the optimizer.
    if (m_ctx.mode == IRGenMode::Profile && m_stk[slot].profOff != ~0u && !m_stk[slot].tmp &&
        !isKind(m_stk[slot].type & allowed) && !isKind(hint & allowed & m_stk[slot].type))
      return Type::Bottom();
    return pick(m_stk[slot].type, allowed, hint);
  }
  SSATmp* ldLoc(uint32_t l, Type kind);
  /// Local l holds a reference (known, or held at translation time).
  bool refLocal(uint32_t l) const {
    if (m_locs[l] <= Type(Type::kBoxedCell)) return true;
    return m_locs[l].maybe(Type(Type::kBoxedCell)) && m_ctx.liveLocals &&
           m_ctx.liveLocals[l].m_type == DataType::Reference;
  }
  Gen genRefArith(uint32_t l, Op inner, IncDecOp idop, bool incDec = false);
  SSATmp* refArrBase(uint32_t l);
  /// The array local l holds at translation time, itself or through a
  /// reference (then *viaRef, when the local may hold one still: the member
  /// ops' base is refArrBase's); null when it holds none.
  const ArrayData* liveArrOf(uint32_t l, bool* viaRef) const {
    *viaRef = false;
    if (!m_ctx.liveLocals) return nullptr;
    const TypedValue& tv = m_ctx.liveLocals[l];
    if (tv.m_type == DataType::Array) return m_locs[l].maybe(Type::Arr()) ? tv.m_data.parr : nullptr;
    if (tv.m_type != DataType::Reference || !refLocal(l)) return nullptr;
    const TypedValue& in = tv.m_data.pref->m_tv;
    if (in.m_type != DataType::Array) return nullptr;
    *viaRef = true;
    return in.m_data.parr;
  }
  SSATmp* arrBase(uint32_t l, bool viaRef) { return viaRef ? refArrBase(l) : ldLoc(l, Type::Arr()); }
  /// A compiled return drops the frame's Closure: a closure's, and a
  /// method's whose frame holds one at translation time (called through a
  /// first-class callable, `$o->m(...)`). Other frames holding one leave
  /// their return to the interpreter (CheckRetFast): methods called as
  /// methods keep their short returns (richards).
  bool releasesClosureSlot() const {
    if (m_f.isClosure()) return true;
    if (!m_f.cls || !m_ctx.liveLocals) return false;
    return (reinterpret_cast<const ActRec*>(m_ctx.liveLocals) - 1)->m_closure.m_type == DataType::Object;
  }
  void stLoc(uint32_t l, SSATmp* v);
  bool guardPlainLoc(uint32_t l);
  SSATmp* pop(Type kind);
  void push(SSATmp* v) { m_stk.push_back({v, v->type}); }
  SSATmp* toDbl(SSATmp* v) { return v->type == Type::Dbl() ? v : emit(Opcode::ConvIntToDbl, Type(), {v})->dst; }

  static bool arithOk(Op o, Type a, Type b);
  SSATmp* arith(Op o, SSATmp* a, SSATmp* b);
  SSATmp* compare(Op o, SSATmp* a, SSATmp* b);

  Type elemHint(uint32_t l) const;
  Gen genPackedElem();
  Gen genPackedDimRead();
  Gen genPackedAppend();
  Gen genArrSet();
  Gen genStrOffset();
  Gen genArrGet();
  Gen genArrSetOp();
  Gen genIter();
  Gen genArrAppendDim();
  Gen genArrUnset();
  Type hashElemHint(uint32_t l) const;
  Gen genFPushFuncD();
  Gen genFPushFunc();
  Gen genFCallClosure(size_t arSlot, uint32_t nargs);
  void forgetGlobalsAfterCall();
  Gen genFPushObjMethodD();   // irgen-obj.inc
  Gen genFCallPoly(size_t arSlot, uint32_t nargs);
  Gen genPassLocal(uint32_t l);
  Gen genIsTypeC();
  Gen genAppendLocal(uint32_t l);
  const Func* pendingCallee(uint32_t stackArgs) const;
  Gen genPushLocal(uint32_t l);
  bool callPending() const;
  Gen genFCall();
  Gen genFCallInline(size_t arSlot, uint32_t nargs, const Func* callee);
  bool inlineBody(const Func* callee, const std::vector<InlineVal>& args, bool emitIt, InlineVal* ret);
  Gen genRetC();
  Gen genRetRaw();   // irgen-obj.inc
  // irgen-refcount.inc
  void incRefIfCounted(SSATmp* v);
  void decRefCounted(SSATmp* v);
  Gen genSetLocal(bool keep);
  Gen genSetLocalRaw(uint32_t l);
  Gen genUnsetLocal();
  Gen genPopC();
  // irgen-prop.inc
  struct PropFacts;
  bool propFacts(const ObjectData* obj, const Class* known, uint32_t litstr, PropFacts* out) const;
  SSATmp* objWithClass(uint32_t l, const PropFacts& pf);
  bool propBase(bool onThis, uint32_t l, const ObjectData** liveObj, const Class** knownCls) const;
  Gen genProp();
  bool rawConsumerAt(uint32_t off) const;
  Gen genPropElem();
  SSATmp* emptyOf(Type kind, SSATmp* v);
  Gen genStaticProp();
  Gen genGlobalGet();
  // irgen-obj.inc
  const ObjectData* liveThis() const;
  const Class* liveClosureScope() const;   // irgen-obj.inc
  void guardClosureScope();
  SSATmp* thisWithClass(const Class* cls);
  uint32_t nullTestAt(uint32_t after, bool* nsame) const;
  void pushNullTest(SSATmp* type, bool nsame);
  Gen genLocNullTest();
  Gen genLocBoolTest();
  Gen genSame(bool nsame);
  Gen genSameStk(bool nsame);
  const Class* constraintClass(const TypeConstraint& tc) const;
  bool clsOk(const Class* cls) const;   // what a translation may name (IRGenContext::sharedCode; funcOkFor)
  Gen genVerifyParamClass();
  Gen genVerifyRetClass();
  Gen genNewObjNoCtor();
  Gen genCns();
  Gen genInstanceOfD();
  Gen genIsTypeL();
  SSATmp* cnsOf(const TypedValue& v);
  const TypedValue* classConstNow(uint32_t* resumeOff) const;
  Gen genClsCns();
  // irgen-branch.inc
  Gen genCondJmp(bool nz);
  Gen genJmpCmp(Op o);
  bool usesRefIterators() const;
  bool releaseFrameForRet(bool* thisReleased, bool dryRun);
  // irgen-builtin.inc
  Gen genBuiltin();
  Gen genCallBuiltin();
  void builtinResult(const Func* f, uint32_t slot);
  Gen genInstr();
  Gen genInterpOne();
  bool genBlock(size_t idx);

  const IRGenContext& m_ctx;
  const Func& m_f;
  const uint8_t* m_bc;
  std::vector<uint32_t> m_leaders;           // sorted, each once
  std::vector<EntryState> m_entry;           // per leader
  // One run.
  IRUnit* m_unit = nullptr;
  std::vector<Block*> m_blocks;              // per leader
  bool* m_changed = nullptr;
  /// Per leader: its turn in this run came (generated, or skipped as not
  /// reached yet). Only an entry state that grows after its block's turn
  /// makes another run needed: the others were generated with their final
  /// state (a run of loop-free code is the last).
  std::vector<bool> m_passed;
  bool m_changedAhead = false;   // (merge's sink for states of blocks still to come)
  bool m_failed = false;
  // The block being generated.
  Block* m_cur = nullptr;
  std::vector<Type> m_locs;
  std::vector<StkEntry> m_stk;
  uint32_t m_native = 0;
  std::vector<const Class*> m_locCls;        // per local: its object's class, checked in this block
  /// Per local: the InterpOne in this block that wrote it last (its type
  /// profile site, pgo), ~0u when none.
  std::vector<uint32_t> m_locProfOff;
  std::map<const SSATmp*, const Class*> m_tmpCls;   // objects of a known class (new C)
  /// Per polymorphic method call site of this run: the (class, method) pairs it dispatches on.
  std::vector<std::vector<std::pair<const Class*, const Func*>>> m_polyCases;
  /// The last `$x === null` test of a local (genLocNullTest): its result,
  /// the local, NSame, and the offset of a jump on it right after.
  struct NullTest {
    SSATmp* result = nullptr;
    uint32_t loc = 0;
    bool nsame = false;
    uint32_t jumpOff = 0;
  } m_nullTest;
  bool m_thisChecked = false;                // $this: an object, checked in this block
  bool m_scopeChecked = false;               // a closure's scope, checked in this block
  const Class* m_thisCls = nullptr;          // $this: its class, checked in this block
  // The instruction being generated.
  uint32_t m_off = 0;
  uint32_t m_resumeOff = 0;                  // set by a case that ate more than one instruction
  uint32_t m_jumpTo = 0;                     // set by a jump decided now (threaded, see JmpZ)
  std::vector<StkEntry> m_stkAtStart;
  Block* m_exit = nullptr;
  std::set<uint32_t> m_loopHeads;            // targets of backward branches (discover)
  std::map<uint32_t, uint32_t> m_loopEnd;    // per loop head: its last backward branch (discover)
  /// An optimized region entered at a loop head is that loop and the loops
  /// around it: edges out of [the outermost one's head, its last backward
  /// branch] leave for the interpreter (the code after the loops).
  uint32_t m_regionStart = 0, m_regionEnd = UINT32_MAX;
  std::vector<bool> m_cold;                  // per leader: never ran while profiled (Optimize)
};

bool isCondJmp(Op o) { return o == Op::JmpZ || o == Op::JmpNZ || o == Op::JmpCmpLL || o == Op::JmpCmpLI; }

bool IRGen::discover() {
  std::vector<bool> seen(size());
  std::vector<uint32_t> work{m_ctx.entryOff};
  std::vector<uint32_t> leaders{m_ctx.entryOff};
  while (!work.empty()) {
    uint32_t off = work.back();
    work.pop_back();
    while (true) {
      if (off >= size()) {
        m_why = Bailout::RunsOffEnd;
        return false;
      }
      if (seen[off]) break;
      seen[off] = true;
      const Op o = static_cast<Op>(m_bc[off]);
      const uint32_t next = off + instrLen(m_bc + off);
      if (o == Op::Jmp || isCondJmp(o)) {
        const uint32_t t = off + readRaw<int32_t>(m_bc + off + 1);
        if (t <= off) {
          m_loopHeads.insert(t);
          m_loopEnd[t] = std::max(m_loopEnd[t], off);
        }
        leaders.push_back(t);
        work.push_back(t);
        if (o == Op::Jmp) break;
        leaders.push_back(next);
        work.push_back(next);
        break;
      }
      // FCall ends the region unless it is compiled (then the region goes
      // on after it): discover what follows either way.
      if ((!canInterpOne(o) && o != Op::FCall) || (opFlags(o) & kTerminal)) break;
      if (isInterpBranch(o)) {
        const uint32_t t = off + readRaw<int32_t>(m_bc + off + immOffset(m_bc + off, branchImmIndex(o)));
        if (t <= off) {
          m_loopHeads.insert(t);
          m_loopEnd[t] = std::max(m_loopEnd[t], off);
        }
        leaders.push_back(t);
        work.push_back(t);
        leaders.push_back(next);
        work.push_back(next);
        break;
      }
      off = next;
    }
  }
  if (m_ctx.mode == IRGenMode::Optimize && m_ctx.entryOff != 0 && m_loopEnd.count(m_ctx.entryOff)) {
    m_regionStart = m_ctx.entryOff;
    m_regionEnd = m_loopEnd[m_ctx.entryOff];
  }
  if (m_ctx.outerLoops && m_regionEnd != UINT32_MAX) {
    // The loop and the loops around it: its exits go on in compiled code,
    // round the outer loops, back into it (the interpreter entering it
    // again at every outer iteration cost an entry and the outer code
    // interpreted: mandelbrot). Loops that contain it only, by offsets.
    for (bool grew = true; grew;) {
      grew = false;
      for (const auto& [head, end] : m_loopEnd) {
        if (head <= m_regionStart && end >= m_regionEnd && (head < m_regionStart || end > m_regionEnd)) {
          m_regionStart = head;
          m_regionEnd = end;
          grew = true;
        }
      }
    }
  }
  std::sort(leaders.begin(), leaders.end());
  leaders.erase(std::unique(leaders.begin(), leaders.end()), leaders.end());
  m_leaders = std::move(leaders);
  m_entry.resize(m_leaders.size());
  // A region whose entry the profile never saw run (a loop head the
  // function's profiling code never reached: it left earlier) says nothing
  // about its blocks: none is left out.
  if (m_ctx.mode == IRGenMode::Optimize && m_ctx.profile && m_ctx.profile->blockCount(m_ctx.entryOff) != 0) {
    m_cold.assign(m_leaders.size(), false);
    for (size_t i = 0; i < m_leaders.size(); ++i)
      m_cold[i] = m_leaders[i] != m_ctx.entryOff && m_ctx.profile->blockCount(m_leaders[i]) == 0;
  }
  EntryState& e = m_entry[leaderIdx(m_ctx.entryOff)];
  e.valid = true;
  e.locs.assign(m_f.numLocals, Type::Gen());
  e.locCls.assign(m_f.numLocals, nullptr);
  e.locProfOff.assign(m_f.numLocals, ~0u);
  for (size_t l = 0; l < m_ctx.entryLocals.size() && l < m_f.numLocals; ++l) e.locs[l] = m_ctx.entryLocals[l];
  return true;
}

Instr* IRGen::emitIn(Block* b, Opcode o, Type tp, const SrcList& srcs) {
  Instr* in = m_unit->newInstr(o, tp, srcs, m_off);
  b->instrs.push_back(in);
  return in;
}

SSATmp* IRGen::cnsInt(int64_t v) {
  Instr* in = emit(Opcode::DefConst, Type::Int());
  in->extra.i = v;
  return in->dst;
}
SSATmp* IRGen::cnsDbl(double v) {
  Instr* in = emit(Opcode::DefConst, Type::Dbl());
  in->extra.d = v;
  return in->dst;
}
SSATmp* IRGen::cnsBool(bool v) {
  Instr* in = emit(Opcode::DefConst, Type::Bool());
  in->extra.i = v;
  return in->dst;
}
SSATmp* IRGen::cnsNull() { return emit(Opcode::DefConst, Type::InitNull())->dst; }

void IRGen::storeActRec(Block* b, size_t slot, const StkEntry& e) {
  SrcList srcs;
  if (e.arThis) srcs.push_back(e.arThis);
  Instr* st = emitIn(b, Opcode::StActRec, Type(), srcs);
  st->extra.i = static_cast<int64_t>(reinterpret_cast<uintptr_t>(e.arFunc));
  st->extra.slot = static_cast<uint32_t>(slot);
  st->extra.depth = e.arNargs;
}

Block* IRGen::exitHere() {
  if (m_exit) return m_exit;
  m_exit = m_unit->newBlock(Area::Frozen, m_off);
  for (size_t s = 0; s < m_stkAtStart.size(); ++s) {
    if (m_stkAtStart[s].arVirtual) storeActRec(m_exit, s, m_stkAtStart[s]);
    if (!m_stkAtStart[s].tmp) continue;
    Instr* st = emitIn(m_exit, Opcode::StStk, Type(), {m_stkAtStart[s].tmp});
    st->extra.slot = static_cast<uint32_t>(s);
  }
  Instr* req = emitIn(m_exit, Opcode::ReqInterp, Type());
  req->extra.off = m_off;
  req->extra.depth = static_cast<uint32_t>(m_stkAtStart.size());
  return m_exit;
}

void IRGen::syncStack() {
  for (size_t s = 0; s < m_stk.size(); ++s) {
    if (m_stk[s].arVirtual) {
      storeActRec(m_cur, s, m_stk[s]);
      m_stk[s].arVirtual = false;
    }
    if (!m_stk[s].tmp) continue;
    Instr* st = emit(Opcode::StStk, Type(), {m_stk[s].tmp});
    st->extra.slot = static_cast<uint32_t>(s);
    m_stk[s].tmp = nullptr;
  }
}

bool IRGen::merge(uint32_t target) {
  const size_t ti = leaderIdx(target);
  EntryState& e = m_entry[ti];
  // A block whose turn is still to come is generated with the state as it
  // stands then: growing it now needs no other run.
  bool& changed = m_passed[ti] ? *m_changed : m_changedAhead;
  if (!e.valid) {
    e.valid = true;
    e.locs = m_locs;
    e.locCls = m_locCls;
    e.locProfOff = m_locProfOff;
    e.stk.clear();
    for (auto& s : m_stk) e.stk.push_back(s.type);
    changed = true;
    return true;
  }
  if (e.stk.size() != m_stk.size()) {   // not well-formed for us
    m_why = Bailout::StackDepthAtJoin;
    return false;
  }
  for (size_t l = 0; l < e.locs.size(); ++l) {
    const Type u = e.locs[l] | m_locs[l];
    if (u != e.locs[l]) { e.locs[l] = u; changed = true; }
    if (e.locCls[l] && e.locCls[l] != m_locCls[l]) { e.locCls[l] = nullptr; changed = true; }
    if (e.locProfOff[l] == ~0u && m_locProfOff[l] != ~0u) { e.locProfOff[l] = m_locProfOff[l]; changed = true; }
  }
  for (size_t s = 0; s < e.stk.size(); ++s) {
    const Type u = e.stk[s] | m_stk[s].type;
    if (u != e.stk[s]) { e.stk[s] = u; changed = true; }
  }
  return true;
}

Block* IRGen::edge(uint32_t to) {
  if (m_regionEnd != UINT32_MAX && (to < m_regionStart || to > m_regionEnd)) {
    Block* out = m_unit->newBlock(Area::Frozen, to);
    Instr* req = emitIn(out, Opcode::ReqInterp, Type());
    req->extra.off = to;
    req->extra.depth = static_cast<uint32_t>(m_stk.size());
    return out;
  }
  if (isCold(to)) {
    // It counts the block's runs, as profiling code would; the run that
    // makes it hot asks the runtime to optimize again (with the block).
    const uint32_t depth = static_cast<uint32_t>(m_stk.size());
    Block* out = m_unit->newBlock(Area::Frozen, to);
    Block* again = m_unit->newBlock(Area::Frozen, to);
    Instr* cnt = emitIn(out, Opcode::ProfCount, Type());
    cnt->extra.off = to;
    Instr* hot = emitIn(out, Opcode::CheckProfHot, Type());
    hot->extra.off = to;
    hot->taken = again;
    Instr* req = emitIn(out, Opcode::ReqInterp, Type());
    req->extra.off = to;
    req->extra.depth = depth;
    Instr* re = emitIn(again, Opcode::ReqReoptimize, Type());
    re->extra.off = to;
    re->extra.depth = depth;
    return out;
  }
  if (!merge(to)) m_failed = true;
  return blockAt(to);
}

SSATmp* IRGen::ldLoc(uint32_t l, Type kind) {
  if (!(m_locs[l] <= kind)) {
    if (m_ctx.mode == IRGenMode::Profile) {
      Instr* p = emit(Opcode::ProfLocType, Type());
      p->extra.loc = l;
      p->extra.off = m_off;
    }
    Instr* chk = emit(Opcode::CheckLoc, kind);
    chk->extra.loc = l;
    chk->taken = exitHere();
    m_locs[l] = kind;
  }
  Instr* ld = emit(Opcode::LdLoc, kind);
  ld->extra.loc = l;
  return ld->dst;
}

void IRGen::stLoc(uint32_t l, SSATmp* v) {
  Instr* st = emit(Opcode::StLoc, Type(), {v});
  st->extra.loc = l;
  if (l < m_locProfOff.size()) m_locProfOff[l] = ~0u;
  m_locs[l] = v->type;
  auto it = m_tmpCls.find(v);
  m_locCls[l] = it == m_tmpCls.end() ? nullptr : it->second;
}

/// `$r op= v` (SetOpL, incDec false) and `$r++` & co. (IncDecL, op Add or
/// Sub of 1, `idop` saying which value it pushes) on a local holding a
/// reference: the number in the RefData, of the kind it held at
/// translation time, read and written in place. A reference typed
/// properties hold (its writes are checked), another kind, or an overflow
/// exit at the instruction, nothing done.
IRGen::Gen IRGen::genRefArith(uint32_t l, Op inner, IncDecOp idop, bool incDec) {
  Type kl = Type::Int();
  if (m_ctx.liveLocals && m_ctx.liveLocals[l].m_type == DataType::Reference) {
    const Type t = Type::fromDataType(m_ctx.liveLocals[l].m_data.pref->m_tv.m_type);
    if (!(t <= Type::Num())) return Gen::Unhandled;
    kl = t;
  }
  const Type kv = incDec ? Type::Int() : pickStk(0, Type::Num());
  if (!arithOk(inner, kl, kv)) return Gen::Unhandled;
  if (!(m_locs[l] <= Type(Type::kBoxedCell))) {
    Instr* chk = emit(Opcode::CheckLoc, Type(Type::kBoxedCell));
    chk->extra.loc = l;
    chk->taken = exitHere();
    m_locs[l] = Type(Type::kBoxedCell);
  }
  Instr* ld = emit(Opcode::LdLoc, Type(Type::kBoxedCell));
  ld->extra.loc = l;
  Instr* addr = emit(Opcode::LdRefAddr, Type(), {ld->dst});
  addr->taken = exitHere();
  Instr* chk = emit(Opcode::CheckPtrElem, kl, {addr->dst});
  chk->taken = exitHere();
  SSATmp* cur = emit(Opcode::LdPtrElem, kl, {addr->dst})->dst;
  SSATmp* v = incDec ? (kl == Type::Int() ? cnsInt(1) : cnsDbl(1)) : pop(kv);
  SSATmp* r = arith(inner, cur, v);
  emit(Opcode::StPtrElem, kl, {addr->dst, r});
  push(incDec && !isPre(idop) ? cur : r);
  return Gen::Continue;
}

/// The array a local holding a reference holds through it (genPackedElem's
/// base): guards that the local is a reference, not one typed properties
/// hold (LdRefAddr), and that its value is an array; loads that array.
/// Element writes then change the array in place (CheckArrOneRef), never
/// the RefData's value.
SSATmp* IRGen::refArrBase(uint32_t l) {
  SSATmp* box = ldLoc(l, Type(Type::kBoxedCell));
  Instr* addr = emit(Opcode::LdRefAddr, Type(), {box});
  addr->taken = exitHere();
  Instr* chk = emit(Opcode::CheckPtrElem, Type::Arr(), {addr->dst});
  chk->taken = exitHere();
  return emit(Opcode::LdPtrElem, Type::Arr(), {addr->dst})->dst;
}

/// Storing over local l must release nothing: guard that its old value is
/// not refcounted (unless known).
bool IRGen::guardPlainLoc(uint32_t l) {
  if (m_locs[l] <= Type::Plain()) return true;
  if (!m_locs[l].maybe(Type::Plain())) return false;
  Instr* chk = emit(Opcode::CheckLoc, Type::Plain());
  chk->extra.loc = l;
  chk->taken = exitHere();
  m_locs[l] = m_locs[l] & Type::Plain();
  return true;
}

SSATmp* IRGen::pop(Type kind) {
  StkEntry e = m_stk.back();
  if (e.arFunc || e.arPart) m_failed = true;   // an ActRec is not a value (malformed bytecode)
  m_stk.pop_back();
  if (e.tmp) return e.tmp;
  const uint32_t slot = static_cast<uint32_t>(m_stk.size());
  if (!(e.type <= kind)) {
    if (m_ctx.mode == IRGenMode::Profile) {
      Instr* p = emit(Opcode::ProfStkType, Type());
      p->extra.slot = slot;
      p->extra.off = m_off;
    }
    Instr* chk = emit(Opcode::CheckStk, kind);
    chk->extra.slot = slot;
    chk->taken = exitHere();
  }
  Instr* ld = emit(Opcode::LdStk, kind);
  ld->extra.slot = slot;
  if (e.cls && kind == Type::Obj()) m_tmpCls[ld->dst] = e.cls;
  return ld->dst;
}

bool IRGen::arithOk(Op o, Type a, Type b) {
  if (!isKind(a) || !isKind(b) || !(a <= Type::Num()) || !(b <= Type::Num())) return false;
  switch (o) {
    case Op::Add:
    case Op::Sub:
    case Op::Mul: return true;
    case Op::Div: return a == Type::Dbl() || b == Type::Dbl();   // int/int: int or float, the interpreter's
    case Op::BitAnd:
    case Op::BitOr:
    case Op::BitXor:
    case Op::Shl:
    case Op::Shr:
    case Op::Mod: return a == Type::Int() && b == Type::Int();
    default: return false;
  }
}

SSATmp* IRGen::arith(Op o, SSATmp* a, SSATmp* b) {
  switch (o) {
    case Op::BitAnd: return emit(Opcode::AndInt, Type(), {a, b})->dst;
    case Op::BitOr: return emit(Opcode::OrInt, Type(), {a, b})->dst;
    case Op::BitXor: return emit(Opcode::XorInt, Type(), {a, b})->dst;
    case Op::Mod:
    case Op::Shl:
    case Op::Shr: {
      const Opcode op = o == Op::Mod ? Opcode::ModInt : o == Op::Shl ? Opcode::ShlInt : Opcode::ShrInt;
      Instr* in = emit(op, Type(), {a, b});
      in->taken = exitHere();
      return in->dst;
    }
    default: break;
  }
  if (a->type == Type::Int() && b->type == Type::Int()) {
    const Opcode ir = o == Op::Add ? Opcode::AddIntO : o == Op::Sub ? Opcode::SubIntO : Opcode::MulIntO;
    Instr* in = emit(ir, Type(), {a, b});
    in->taken = exitHere();
    return in->dst;
  }
  a = toDbl(a);
  b = toDbl(b);
  switch (o) {
    case Op::Add: return emit(Opcode::AddDbl, Type(), {a, b})->dst;
    case Op::Sub: return emit(Opcode::SubDbl, Type(), {a, b})->dst;
    case Op::Mul: return emit(Opcode::MulDbl, Type(), {a, b})->dst;
    default: {
      Instr* chk = emit(Opcode::CheckDblNonZero, Type(), {b});
      chk->taken = exitHere();   // DivisionByZeroError: the interpreter throws it
      return emit(Opcode::DivDbl, Type(), {a, b})->dst;
    }
  }
}

bool isCompareOp(Op o) {
  return o == Op::Lt || o == Op::Lte || o == Op::Gt || o == Op::Gte || o == Op::Eq || o == Op::Neq;
}

SSATmp* IRGen::compare(Op o, SSATmp* a, SSATmp* b) {
  const bool ints = a->type == Type::Int() && b->type == Type::Int();
  if (!ints) {
    // PHP 8 compares an int with a float as two floats.
    a = toDbl(a);
    b = toDbl(b);
  }
  Opcode ir;
  switch (o) {
    case Op::Lt: ir = ints ? Opcode::LtInt : Opcode::LtDbl; break;
    case Op::Lte: ir = ints ? Opcode::LteInt : Opcode::LteDbl; break;
    case Op::Gt: ir = ints ? Opcode::GtInt : Opcode::GtDbl; break;
    case Op::Gte: ir = ints ? Opcode::GteInt : Opcode::GteDbl; break;
    case Op::Eq: ir = ints ? Opcode::EqInt : Opcode::EqDbl; break;
    default: ir = ints ? Opcode::NeqInt : Opcode::NeqDbl; break;
  }
  return emit(ir, Type(), {a, b})->dst;
}

IRGen::Gen IRGen::genInterpOne() {
  const Op o = op();
  if (!canInterpOne(o)) {
    syncStack();
    Instr* req = emit(Opcode::ReqInterp, Type());
    req->extra.off = m_off;
    req->extra.depth = static_cast<uint32_t>(m_stk.size());
    return Gen::Ended;
  }
  const int pops = stackPops(pc()), pushes = stackPushes(pc());
  if (pops < 0 || pushes < 0 || static_cast<size_t>(pops) > m_stk.size()) {
    m_failed = true;
    return Gen::Ended;
  }
  syncStack();
  if (m_ctx.mode == IRGenMode::Profile && isBaseL(o) && localOk(u32(0)) && m_locs[u32(0)].maybe(Type::Obj())) {
    // A member access on a local the code could not type: the class of the
    // object it holds (the optimizer's class hint, genProp).
    Instr* p = emit(Opcode::ProfLocCls, Type());
    p->extra.loc = u32(0);
    p->extra.off = m_off;
  }
  const bool branches = isInterpBranch(o);
  Instr* in = emit(branches ? Opcode::InterpOneBr : Opcode::InterpOne, Type());
  in->extra.off = m_off;
  in->extra.depth = static_cast<uint32_t>(m_stk.size());
  // What it left: its pushes, of unknown types, and the locals it may have
  // written — those it names (LA immediates), or any for a member
  // instruction (the base may point into a local). Other code cannot
  // change a local except through a reference, and a local holding a
  // reference has type BoxedCell, which stays unknown.
  m_stk.resize(m_stk.size() - pops);
  for (int i = 0; i < pushes; ++i) m_stk.push_back({nullptr, Type::Gen()});
  if (pushes == 1 && !branches && !(opFlags(o) & kTerminal)) m_stk.back().type = interpResult(o, pc());
  if (pushes == 1 && !branches && !(opFlags(o) & kTerminal)) {
    // What the interpreter gave: the kind of an element or property read
    // (the optimized gear's element-kind profile, genPackedElem), of a
    // builtin's result, and so on — the hint for its consumers.
    m_stk.back().profOff = m_off;
    if (m_ctx.mode == IRGenMode::Profile) {
      Instr* p = emit(Opcode::ProfStkType, Type());
      p->extra.slot = static_cast<uint32_t>(m_stk.size() - 1);
      p->extra.off = m_off;
    }
  }
  std::fill(m_locCls.begin(), m_locCls.end(), nullptr);
  if ((opFlags(o) & kMember) || (o == Op::FCallBuiltin && writesCallerLocals(BuiltinRegistry::byId(u32(1))))) {
    for (auto& t : m_locs) t = Type::Gen();
    std::fill(m_locProfOff.begin(), m_locProfOff.end(), ~0u);
  } else {
    // An iterator (first LA of the Iter ops) keeps its position in the
    // hidden local after it, which no immediate names.
    if (o == Op::IterInit || o == Op::IterNext || o == Op::IterInitRef || o == Op::IterNextRef ||
        o == Op::IterFree) {
      if (localOk(u32(0) + 1)) m_locs[u32(0) + 1] = Type::Gen();
    }
    for (int i = 0; i < opNumImms(o); ++i) {
      if (opImmKind(o, i) != ImmKind::LA) continue;
      const uint32_t l = u32(i);
      if (!localOk(l)) continue;
      m_locs[l] = Type::Gen();
      // The kind it left there: the hint for the local's next readers.
      if (l < m_locProfOff.size() && !branches && !(opFlags(o) & kTerminal)) {
        m_locProfOff[l] = m_off;
        if (m_ctx.mode == IRGenMode::Profile) {
          Instr* p = emit(Opcode::ProfLocType, Type());
          p->extra.loc = l;
          p->extra.off = m_off;
        }
      }
    }
  }
  if (opFlags(o) & kTerminal) {
    emit(Opcode::LeaveVM, Type());
    return Gen::Ended;
  }
  if (branches) {
    const uint32_t t = m_off + readRaw<int32_t>(pc() + immOffset(pc(), branchImmIndex(o)));
    in->taken = edge(t);
    in->next = edge(fallthrough());
    return Gen::Ended;
  }
  return Gen::Continue;
}

/// The kind the elements of the packed array in local l have now (the
/// first few agree on one pushable kind), or Bottom: the kind an element
/// read guards (a read of another kind exits).
Type IRGen::elemHint(uint32_t l) const {
  if (!m_ctx.liveLocals) return Type::Bottom();
  const TypedValue* tv = &m_ctx.liveLocals[l];
  if (tv->m_type == DataType::Reference) tv = &tv->m_data.pref->m_tv;   // (genPackedElem's refArrBase)
  if (tv->m_type != DataType::Array) return Type::Bottom();
  const ArrayData* a = tv->m_data.parr;
  if (!a->isPacked() || a->size() == 0) return Type::Bottom();
  Type t;
  for (uint32_t i = 0; i < a->size() && i < 16; ++i) t = t | Type::fromDataType(a->packedData()[i].m_type);
  return isKind(t) && t <= (kPushable | kCounted) ? t : Type::Bottom();
}

/// Whether a call of `callee` with `nargs` arguments may enter its frame
/// inline: a plain user function taking exactly those arguments by value
/// (the interpreter's enterSimpleFrame case), returning a value.
bool callableInline(const Func* callee, uint32_t nargs) {
  return !callee->isBuiltin() && !callee->isGenerator() && !callee->isClosure() && !callee->usesVarEnv() &&
         !callee->takesRefs && callee->simpleArity == nargs && !(callee->attrs & kAttrReturnsRef);
}

/// The type a call's result has for sure: a declared int, float or bool
/// return type is checked (and coerced to) before the callee returns.
Type declaredReturn(const Func* callee) {
  switch (callee->returnType.mask) {
    case TypeConstraint::kInt: return Type::Int();
    case TypeConstraint::kFloat: return Type::Dbl();
    case TypeConstraint::kBool: return Type::Bool();
    default: return Type::Gen();
  }
}

/// Whether a value of type `t` passes a builtin type check of `mask`
/// without coercion (the interpreter's typeMatchesFast).
bool passesCheck(Type t, uint32_t mask) {
  DataType dt;
  return t.dataType(&dt) && typeMatchesFast(dt, mask);
}

/// `is_null()` and friends (IsTypeC) of a value of one known kind: decided
/// now (the value is dropped).
IRGen::Gen IRGen::genIsTypeC() {
  if (m_stk.empty()) return Gen::Unhandled;
  const StkEntry& top = m_stk.back();
  const Type t = top.tmp ? top.tmp->type : top.type;
  if (!isKind(t) || !(t <= (kPushable | kCounted))) return Gen::Unhandled;
  Type is;
  switch (static_cast<IsTypeOp>(u8(0))) {
    case IsTypeOp::Null: is = Type::Null(); break;
    case IsTypeOp::Bool: is = Type::Bool(); break;
    case IsTypeOp::Int: is = Type::Int(); break;
    case IsTypeOp::Double: is = Type::Dbl(); break;
    case IsTypeOp::String: is = Type::Str(); break;
    case IsTypeOp::Array: is = Type::Arr(); break;
    default: return Gen::Unhandled;   // objects may be callable, countable ...
  }
  SSATmp* v = pop(t);
  if (t <= kCounted) decRefCounted(v);
  push(cnsBool(t <= is));
  return Gen::Continue;
}

/// `$local .= v` (SetOpL Concat) on a string local with a string or int:
/// the helper appends in place when the local has the only reference.
IRGen::Gen IRGen::genAppendLocal(uint32_t l) {
  const Type kv = pickStk(0, Type::Str() | Type::Int());
  if (kv.isBottom() || pickLoc(l, Type::Str()) != Type::Str()) return Gen::Unhandled;
  if (!(m_locs[l] <= Type::Str())) {
    Instr* chk = emit(Opcode::CheckLoc, Type::Str());
    chk->extra.loc = l;
    chk->taken = exitHere();
    m_locs[l] = Type::Str();
  }
  SSATmp* v = pop(kv);
  syncStack();
  Instr* a = emit(Opcode::AppendLoc, Type::Str(), {v});
  a->extra.loc = l;
  a->extra.off = m_off;
  a->extra.depth = static_cast<uint32_t>(m_stk.size());
  incRefIfCounted(a->dst);   // SetOpL's result on the stack: a reference of its own
  push(a->dst);
  return Gen::Continue;
}

bool IRGen::genBlock(size_t idx) {
  const EntryState& e = m_entry[idx];
  m_cur = m_blocks[idx];
  m_locs = e.locs;
  m_locProfOff = e.locProfOff;
  m_locProfOff.resize(m_locs.size(), ~0u);
  m_stk.clear();
  for (Type t : e.stk) m_stk.push_back({nullptr, t});
  m_locCls = e.locCls;
  m_thisChecked = false;
  m_scopeChecked = false;
  m_thisCls = nullptr;
  m_nullTest = {};
  m_native = 0;
  m_off = m_leaders[idx];
  if (m_ctx.mode == IRGenMode::Profile) {
    // The entry and each loop head first test whether the function is hot
    // (before counting this run): the entry leaves before anything ran, for
    // the runtime to optimize; a loop head leaves to the interpreter, whose
    // next backward branch enters the optimized loop. Then every block counts.
    const bool head = m_loopHeads.count(m_off) != 0;
    const bool entry = m_off == m_ctx.entryOff;
    if ((head || entry) && m_stk.empty()) {
      Instr* hot = emit(Opcode::CheckProfHot, Type());
      hot->extra.off = m_off;
      if (entry && !head) {
        hot->taken = m_unit->newBlock(Area::Frozen, m_off);
        emitIn(hot->taken, Opcode::ReqRetranslate, Type());
      } else {
        m_stkAtStart = m_stk;
        m_exit = nullptr;
        hot->taken = exitHere();
      }
    }
    emit(Opcode::ProfCount, Type())->extra.off = m_off;
  }
  if (m_loopHeads.count(m_off)) {
    // A loop head is a safe point: a set surprise word (a time limit ...)
    // leaves to the interpreter here, which acts on it.
    m_stkAtStart = m_stk;
    m_exit = nullptr;
    emit(Opcode::CheckSurprise, Type())->taken = exitHere();
  }
  while (true) {
    if (m_off >= size()) {
      m_why = Bailout::RunsOffEnd;
      return false;
    }
    // A leader ends the block, unless a call set up in it is pending (the
    // path is threaded through: see JmpZ).
    if (m_off != m_leaders[idx] && isLeader(m_off) && !callPending()) {
      syncStack();
      emit(Opcode::Jmp, Type())->taken = edge(m_off);
      if (m_failed) return false;
      break;
    }
    m_stkAtStart = m_stk;
    m_exit = nullptr;
    m_resumeOff = 0;
    m_jumpTo = 0;
    const size_t before = m_cur->instrs.size();
    Gen g = genInstr();
    if (g == Gen::Unhandled) {
      // Nothing was emitted for it (each case decides before it emits).
      if (m_cur->instrs.size() != before) return false;
      g = genInterpOne();
    } else {
      ++m_native;
    }
    if (m_failed) return false;
    if (g == Gen::Ended) break;
    if (m_jumpTo) {
      m_off = m_jumpTo;
      continue;
    }
    if (m_resumeOff) m_off = m_resumeOff;   // the last instruction it ate
    m_off = fallthrough();
  }
  if (m_ctx.countBytecodes && m_native) {
    Instr* in = m_unit->newInstr(Opcode::IncStat, Type(), {}, m_leaders[idx]);
    in->extra.i = m_native;
    m_blocks[idx]->instrs.insert(m_blocks[idx]->instrs.begin(), in);   // (m_cur: a dispatch's join)
  }
  return true;
}

bool IRGen::run(IRUnit& unit, bool* changed) {
  m_unit = &unit;
  m_tmpCls.clear();
  m_polyCases.clear();
  m_changed = changed;
  m_failed = false;
  m_blocks.clear();
  // The entry block first: IRUnit::entry() is block 0.
  const size_t entryIdx = leaderIdx(m_ctx.entryOff);
  m_blocks.assign(m_leaders.size(), nullptr);
  m_blocks[entryIdx] = unit.newBlock(Area::Main, m_ctx.entryOff);
  for (size_t i = 0; i < m_leaders.size(); ++i) {
    if (!m_blocks[i]) m_blocks[i] = unit.newBlock(Area::Main, m_leaders[i]);
  }
  m_passed.assign(m_leaders.size(), false);
  for (size_t n = 0; n < m_leaders.size(); ++n) {
    const size_t i = (entryIdx + n) % m_leaders.size();   // from the entry on, in bytecode order
    m_passed[i] = true;
    if (!m_entry[i].valid) continue;
    if (!genBlock(i)) return false;
  }
  return true;
}

/// The kind a read of local l is specialized on when its type is open: what
/// the region's entry guarded, else what the local holds at translation time.
Type IRGen::locHint(uint32_t l) const {
  if (m_ctx.mode == IRGenMode::Optimize && m_ctx.profile) {
    Type seen = m_ctx.profile->localType(m_off, l);
    if (!isKind(seen) && l < m_locProfOff.size() && m_locProfOff[l] != ~0u)
      seen = m_ctx.profile->localType(m_locProfOff[l], l);
    if (isKind(seen)) return seen;
  }
  const Type e = l < m_ctx.entryLocals.size() ? m_ctx.entryLocals[l] : Type::Gen();
  if (e != Type::Gen() || !m_ctx.liveLocals) return e;
  const Type live = Type::fromDataType(m_ctx.liveLocals[l].m_type);
  return isKind(live) ? live : e;
}

Type IRGen::stkHint(size_t slot) const {
  if (m_ctx.mode != IRGenMode::Optimize || !m_ctx.profile) return Type::Gen();
  Type seen = m_ctx.profile->stackType(m_off, static_cast<uint32_t>(slot));
  if (!isKind(seen) && slot < m_stk.size() && m_stk[slot].profOff != ~0u)
    seen = m_ctx.profile->stackType(m_stk[slot].profOff, static_cast<uint32_t>(slot));
  return isKind(seen) ? seen : Type::Gen();
}

// Parts of IRGen kept in their own files (textually part of this one).
#include "jit/ir/irgen-refcount.inc"
#include "jit/ir/irgen-prop.inc"
#include "jit/ir/irgen-builtin.inc"
#include "jit/ir/irgen-obj.inc"
#include "jit/ir/irgen-branch.inc"
#include "jit/ir/irgen-array.inc"
#include "jit/ir/irgen-call.inc"
#include "jit/ir/irgen-dispatch.inc"
#include "jit/ir/irgen-precheck.inc"

} // namespace

bool certainlyShortBeforeIrgen(const IRGenContext& ctx, int needs, int* bound) {
  const int b = certainLeaveBound(ctx, needs);
  if (b < 0 || b >= needs) return false;
  if (bound) *bound = b;
  return true;
}

bool irgen(const IRGenContext& ctx, IRUnit& unit, Bailout* why) {
  IRGen gen(ctx);
  if (!gen.discover()) {
    if (why) *why = gen.why();
    return false;
  }
  // Entry types only grow (unions over a finite lattice): few rounds.
  for (int round = 0; round < 16; ++round) {
    IRUnit scratch;
    bool changed = false;
    if (!gen.run(scratch, &changed)) {
      if (why) *why = gen.why();
      return false;
    }
    if (!changed) {
      if (ctx.outerLoops && gen.outerRunsInterpOnes(scratch)) {
        IRGenContext narrow = ctx;
        narrow.outerLoops = false;
        return irgen(narrow, unit, why);
      }
      unit = std::move(scratch);
      return true;
    }
  }
  if (why) *why = Bailout::NoFixpoint;
  return false;
}

} // namespace hop::jit
