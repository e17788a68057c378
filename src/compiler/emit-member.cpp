// emit-member.cpp — variables, array elements and properties: reads, writes,
// compound assignment, ++/--, isset/empty/unset, references, list().
//
// A "chain" ($a, $a[k]->p[], A::$s['x'], f()['k'], $$n->q ...) is flattened
// into a base and a list of steps and emitted as one member sequence: the
// base expression and any keys that are not literals or plain locals are
// pushed first (in source order), then the value for writes, then
// Base* / Dim* / final op, which refer to the pushed items by stack depth.
// A nullsafe `?->` splits the chain: what comes before it is evaluated as a
// value and tested for null, jumping to the chain's short-circuit label.
#include "bytecode/setop-flags.h"
#include "compiler/emitter.h"
#include "runtime/array/array-key.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

struct Step {
  enum Kind : uint8_t { Elem, Append, Prop } kind = Elem;
  const ast::Expr* keyExpr = nullptr;   // Elem: the key; Prop: a dynamic name
  std::string_view ident;               // Prop: literal name
};

struct Plan {
  enum BaseKind : uint8_t { Local, This, Cell, VarVar, Global, StaticD, StaticS } base = Local;
  uint32_t local = kNoLocal;
  const ast::Expr* baseExpr = nullptr;   // Cell value (null: already on the stack), VarVar/Global name expr
  std::string globalName;                // Global with a literal name
  std::string staticProp, staticCls;     // StaticD
  const ast::StaticPropFetch* sp = nullptr;   // StaticS
  std::vector<Step> steps;
};

} // namespace

bool isPlainVar(const ast::Expr* e) {
  if (!e || e->kind != ast::ExprKind::Var) return false;
  auto* v = static_cast<const ast::Var*>(e);
  return !v->nameExpr && v->name != "this";
}

bool Emitter::isThisVar(const ast::Expr* e) {
  return e && e->kind == ast::ExprKind::Var && !static_cast<const ast::Var*>(e)->nameExpr &&
         static_cast<const ast::Var*>(e)->name == "this";
}

bool Emitter::isSuperglobal(std::string_view n) {
  return n == "GLOBALS" || n == "_SERVER" || n == "_GET" || n == "_POST" || n == "_COOKIE" || n == "_FILES" ||
         n == "_ENV" || n == "_REQUEST" || n == "_SESSION";
}

bool Emitter::isChain(const ast::Expr* e) {
  switch (e->kind) {
    case ast::ExprKind::Var:
    case ast::ExprKind::ArrayDim:
    case ast::ExprKind::Prop:
    case ast::ExprKind::StaticProp: return true;
    default: return false;
  }
}

bool Emitter::chainRootIsTemporary(const ast::Expr* e) {
  while (e->kind == ast::ExprKind::ArrayDim || e->kind == ast::ExprKind::Prop) {
    const ast::Expr* base = e->kind == ast::ExprKind::ArrayDim ? static_cast<const ast::ArrayDim*>(e)->base
                                                               : static_cast<const ast::PropFetch*>(e)->object;
    if (!base) return false;
    e = base;
  }
  return !isChain(e) && !isCallExpr(e);
}

bool Emitter::isVariable(const ast::Expr* e) {
  if (!isChain(e)) return false;
  if (e->kind != ast::ExprKind::Var) return true;
  auto* v = static_cast<const ast::Var*>(e);
  return v->nameExpr || v->name != "GLOBALS";
}

bool Emitter::chainHasAppend(const ast::Expr* e) {
  while (e) {
    switch (e->kind) {
      case ast::ExprKind::ArrayDim: {
        auto* d = static_cast<const ast::ArrayDim*>(e);
        if (!d->dim) return true;
        e = d->base;
        break;
      }
      case ast::ExprKind::Prop: e = static_cast<const ast::PropFetch*>(e)->object; break;
      default: return false;
    }
  }
  return false;
}

bool Emitter::chainHasNullsafe(const ast::Expr* e) {
  while (e) {
    switch (e->kind) {
      case ast::ExprKind::Prop: {
        auto* p = static_cast<const ast::PropFetch*>(e);
        if (p->nullsafe) return true;
        e = p->object;
        break;
      }
      case ast::ExprKind::ArrayDim: e = static_cast<const ast::ArrayDim*>(e)->base; break;
      case ast::ExprKind::MethodCall: {
        auto* m = static_cast<const ast::MethodCall*>(e);
        if (m->nullsafe) return true;
        e = m->object;
        break;
      }
      // A class given by an expression is a link too (php's
      // zend_ast_is_short_circuited): `$a?->b()::$c`, `$a?->b()::c()`.
      case ast::ExprKind::StaticProp: e = static_cast<const ast::StaticPropFetch*>(e)->cls.expr; break;
      case ast::ExprKind::StaticCall: e = static_cast<const ast::StaticCall*>(e)->cls.expr; break;
      default: return false;
    }
  }
  return false;
}

bool Emitter::chainLongerThan(const ast::Expr* e, int links) {
  for (int i = 0; i <= links; ++i) {
    if (e->kind == ast::ExprKind::Prop) e = static_cast<const ast::PropFetch*>(e)->object;
    else if (e->kind == ast::ExprKind::ArrayDim) e = static_cast<const ast::ArrayDim*>(e)->base;
    else if (e->kind == ast::ExprKind::MethodCall) e = static_cast<const ast::MethodCall*>(e)->object;
    else return false;
    if (!e) return false;
  }
  return true;
}

uint32_t Emitter::localOf(const ast::Var* v) { return m_fe->local(v->name); }

void Emitter::outsideNullsafe(VoidFnRef fn) {
  Label saved = m_nullsafeShort;
  m_nullsafeShort = Label{};
  fn();
  m_nullsafeShort = saved;
}

void Emitter::emitChainObject(const ast::Expr* object) {
  // php's short circuit runs through the links of a chain only (elements,
  // properties, calls); any other expression ends it: `($a?->b() + 1)->c`.
  switch (object->kind) {
    case ast::ExprKind::ArrayDim:
    case ast::ExprKind::Prop:
    case ast::ExprKind::StaticProp:
    case ast::ExprKind::Call:
    case ast::ExprKind::MethodCall:
    case ast::ExprKind::StaticCall: emitExpr(object); return;
    default: outsideNullsafe([&] { emitExpr(object); });
  }
}

void Emitter::withNullsafeScope(const ast::Expr* e, Op shortValue, VoidFnRef body) {
  if (m_nullsafeShort.valid() || m_nullsafeFree.contains(e)) {
    body();
    return;
  }
  if (!chainHasNullsafe(e)) {
    // Every link below e is nullsafe-free too: remember them all, so the
    // inner links of a long chain answer in constant time (a short chain,
    // most of them, is cheaper to walk again than to remember).
    if (!chainLongerThan(e, 4)) {
      body();
      return;
    }
    for (const ast::Expr* p = e; p && m_nullsafeFree.insert(p);) {
      if (p->kind == ast::ExprKind::Prop) p = static_cast<const ast::PropFetch*>(p)->object;
      else if (p->kind == ast::ExprKind::ArrayDim) p = static_cast<const ast::ArrayDim*>(p)->base;
      else if (p->kind == ast::ExprKind::MethodCall) p = static_cast<const ast::MethodCall*>(p)->object;
      else break;
    }
    body();
    return;
  }
  Label shortLabel = bc().newLabel(), end = bc().newLabel();
  m_nullsafeShort = shortLabel;
  body();
  m_nullsafeShort = Label{};
  bc().op(Op::Jmp);
  bc().ba(end);
  bc().bind(shortLabel);
  bc().op(Op::PopC);
  bc().op(shortValue);
  bc().bind(end);
}

void Emitter::emitVarRead(const ast::Var* v, bool quiet) {
  if (v->nameExpr) {
    outsideNullsafe([&] { emitExpr(v->nameExpr); });
    line(v->line);
    bc().op(quiet ? Op::CGetQuietN : Op::CGetN);
    return;
  }
  if (v->name == "this") {
    m_fe->func().attrs |= kAttrUsesThis;
    bc().op(quiet ? Op::BareThis : Op::This);
    return;
  }
  if (v->name == "GLOBALS") {
    Func* g = BuiltinRegistry::lookup("hop_globals_array");
    bc().op(Op::FCallBuiltin);
    bc().iva(0);
    bc().iva(g->builtinId);
    return;
  }
  if (isSuperglobal(v->name)) {
    bc().op(Op::String);
    bc().iva(str(v->name));
    bc().op(Op::BaseG);
    bc().iva(0);
    bc().oa(uint8_t(quiet ? MemberMode::Quiet : MemberMode::Warn));
    bc().op(Op::QueryM);
    bc().iva(1);
    bc().oa(uint8_t(quiet ? QueryOp::CGetQuiet : QueryOp::CGet));
    bc().ka(MemberKey{MemberKeyKind::None, 0});
    return;
  }
  bc().op(quiet ? Op::CGetQuietL : Op::CGetL);
  bc().la(localOf(v));
}

void Emitter::emitChain(const ast::Expr* e, Access access, VoidFnRef pushValue, Op finalOp,
                        uint8_t subop) {
  bool reading = access == Access::Read || access == Access::ReadQuiet || access == Access::Isset ||
                 access == Access::Empty || access == Access::ListRead;
  if (!reading && chainHasNullsafe(e)) compileError(e->line, "Can't use nullsafe operator in write context");
  Op shortValue = access == Access::Isset ? Op::False : access == Access::Empty ? Op::True : Op::Null;
  withNullsafeScope(e, shortValue, [&] { emitChainFrom(e, access, pushValue, finalOp, subop, nullptr); });
}

void Emitter::emitChainFrom(const ast::Expr* e, Access access, VoidFnRef pushValue, Op finalOp,
                            uint8_t subop, const ast::Expr* cellBase) {
  // --- The outermost nullsafe property above the cell base splits the chain. ---------------
  {
    const ast::Expr* cur = e;
    const ast::PropFetch* ns = nullptr;
    while (cur && cur != cellBase && (cur->kind == ast::ExprKind::Prop || cur->kind == ast::ExprKind::ArrayDim)) {
      if (cur->kind == ast::ExprKind::Prop) {
        auto* p = static_cast<const ast::PropFetch*>(cur);
        if (p->nullsafe && p->object != cellBase) {
          ns = p;
          break;
        }
        cur = p->object;
      } else {
        cur = static_cast<const ast::ArrayDim*>(cur)->base;
      }
    }
    if (ns) {
      // isset/empty/?? fetch what is left of `?->` quietly too (php's BP_VAR_IS).
      bool quiet = access == Access::ReadQuiet || access == Access::Isset || access == Access::Empty;
      if (quiet && isChain(ns->object)) emitChainFrom(ns->object, Access::ReadQuiet, {}, Op::Nop, 0, nullptr);
      else emitChainObject(ns->object);
      bc().op(Op::Dup);
      bc().op(Op::IsTypeC);
      bc().oa(uint8_t(IsTypeOp::Null));
      bc().op(Op::JmpNZ);
      bc().ba(m_nullsafeShort);
      emitChainFrom(e, access, pushValue, finalOp, subop, ns->object);
      return;
    }
  }

  // --- Plain variables --------------------------------------------------------------------
  if (e->kind == ast::ExprKind::Var && e != cellBase) {
    auto* v = static_cast<const ast::Var*>(e);
    bool special = v->nameExpr || v->name == "this" || isSuperglobal(v->name);
    if (!special) {
      uint32_t l = localOf(v);
      switch (access) {
        case Access::Read:
        case Access::ListRead: bc().op(Op::CGetL); bc().la(l); return;
        case Access::ReadQuiet: bc().op(Op::CGetQuietL); bc().la(l); return;
        case Access::Isset: bc().op(Op::IssetL); bc().la(l); return;
        case Access::Empty: bc().op(Op::EmptyL); bc().la(l); return;
        case Access::Unset: bc().op(Op::UnsetL); bc().la(l); return;
        case Access::Bind:
          if (finalOp == Op::VGetM) {
            bc().op(Op::VGetL);
            bc().la(l);
            return;
          }
          pushValue();
          bc().op(Op::BindL);
          bc().la(l);
          return;
        case Access::Write:
          if (finalOp == Op::SetOpM) {
            pushValue();
            bc().op(Op::SetOpL);
            bc().la(l);
            bc().oa(subop);
            return;
          }
          if (finalOp == Op::IncDecM) {
            bc().op(Op::IncDecL);
            bc().la(l);
            bc().oa(subop);
            return;
          }
          pushValue();
          bc().op(Op::SetL);
          bc().la(l);
          return;
      }
    }
    if (v->name == "this" && !v->nameExpr) {
      switch (access) {
        case Access::Read:
        case Access::ListRead:
        case Access::ReadQuiet: emitVarRead(v, access == Access::ReadQuiet); return;
        case Access::Isset:
        case Access::Empty:
          m_fe->func().attrs |= kAttrUsesThis;
          bc().op(Op::BareThis);
          bc().op(Op::IsTypeC);
          bc().oa(uint8_t(IsTypeOp::Null));
          if (access == Access::Isset) bc().op(Op::Not);
          return;
        case Access::Unset: compileError(v->line, "Cannot unset $this");
        default: compileError(v->line, "Cannot re-assign $this");
      }
    }
    if (v->nameExpr && (access == Access::Read || access == Access::ReadQuiet || access == Access::ListRead)) {
      emitVarRead(v, access == Access::ReadQuiet);
      return;
    }
    if (v->name == "GLOBALS" && !v->nameExpr) {
      if (access == Access::Read || access == Access::ReadQuiet || access == Access::ListRead) {
        emitVarRead(v, false);
        return;
      }
      if (access == Access::Isset) {
        bc().op(Op::True);
        return;
      }
      compileError(v->line, "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax");
    }
  }

  // --- Flatten -----------------------------------------------------------------------------
  Plan plan;
  plan.steps.reserve(4);
  auto flatten = [&](auto& self, const ast::Expr* x) -> void {
    checkCompileStack(x->line);
    if (x == cellBase) {
      plan.base = Plan::Cell;
      plan.baseExpr = nullptr;
      return;
    }
    switch (x->kind) {
      case ast::ExprKind::Var: {
        auto* v = static_cast<const ast::Var*>(x);
        if (v->nameExpr) {
          plan.base = Plan::VarVar;
          plan.baseExpr = v->nameExpr;
        } else if (v->name == "this") {
          plan.base = Plan::This;
        } else if (v->name == "GLOBALS") {
          plan.base = Plan::Cell;   // a copy of the globals, read only
          plan.baseExpr = x;
        } else if (isSuperglobal(v->name)) {
          plan.base = Plan::Global;
          plan.globalName = std::string(v->name);
        } else {
          plan.base = Plan::Local;
          plan.local = localOf(v);
        }
        return;
      }
      case ast::ExprKind::ArrayDim: {
        auto* d = static_cast<const ast::ArrayDim*>(x);
        if (d->base != cellBase && d->base->kind == ast::ExprKind::Var &&
            !static_cast<const ast::Var*>(d->base)->nameExpr &&
            static_cast<const ast::Var*>(d->base)->name == "GLOBALS" && !d->dim &&
            (access == Access::Write || access == Access::Bind))
          compileError(d->line, "Cannot append to $GLOBALS");
        // $GLOBALS['name'] is the global variable `name` itself.
        if (d->base != cellBase && d->base->kind == ast::ExprKind::Var &&
            !static_cast<const ast::Var*>(d->base)->nameExpr &&
            static_cast<const ast::Var*>(d->base)->name == "GLOBALS" && d->dim) {
          plan.base = Plan::Global;
          if (d->dim->kind == ast::ExprKind::StringLit) plan.globalName = std::string(static_cast<const ast::StringLit*>(d->dim)->value);
          else plan.baseExpr = d->dim;
          return;
        }
        self(self, d->base);
        Step s;
        s.kind = d->dim ? Step::Elem : Step::Append;
        s.keyExpr = d->dim;
        plan.steps.push_back(s);
        return;
      }
      case ast::ExprKind::Prop: {
        auto* p = static_cast<const ast::PropFetch*>(x);
        self(self, p->object);
        Step s;
        s.kind = Step::Prop;
        s.ident = p->prop.ident;
        s.keyExpr = p->prop.expr;
        plan.steps.push_back(s);
        return;
      }
      case ast::ExprKind::StaticProp: {
        auto* sp = static_cast<const ast::StaticPropFetch*>(x);
        SpecialClsRef sc;
        if (sp->cls.name && !specialClass(sp->cls.name, sc) && !sp->prop.expr) {
          plan.base = Plan::StaticD;
          plan.staticProp = std::string(sp->prop.ident);
          plan.staticCls = resolveClassName(sp->cls.name);
        } else if (sp->cls.name && specialClass(sp->cls.name, sc) && sc == SpecialClsRef::Self && !sp->prop.expr &&
                   selfIsFixed()) {
          // self:: in a method of a class (not a trait, not a closure) always
          // names that class: resolve it by name like Foo::$x.
          plan.base = Plan::StaticD;
          plan.staticProp = std::string(sp->prop.ident);
          plan.staticCls = std::string(m_class->name->view());
        } else {
          plan.base = Plan::StaticS;
          plan.sp = sp;
        }
        return;
      }
      default:
        plan.base = Plan::Cell;
        plan.baseExpr = x;
        return;
    }
  };
  flatten(flatten, e);

  bool writing = access == Access::Write || access == Access::Bind || access == Access::Unset;
  if (writing && plan.base == Plan::Cell && plan.steps.empty())
    compileError(e->line, "Cannot use temporary expression in write context");
  // php writes through variables, properties, elements and call results
  // only: `(new C)[0] = 1`, `[1][0] = 2` or `"s"[0] = "x"` do not compile.
  if (writing && plan.base == Plan::Cell && plan.baseExpr && !isCallExpr(plan.baseExpr) &&
      plan.baseExpr->kind != ast::ExprKind::Var)
    compileError(e->line, "Cannot use temporary expression in write context");
  if (writing && plan.base == Plan::Cell && plan.baseExpr &&
      (plan.baseExpr->kind == ast::ExprKind::Call || plan.baseExpr->kind == ast::ExprKind::MethodCall ||
       plan.baseExpr->kind == ast::ExprKind::StaticCall) &&
      !plan.steps.empty() && plan.steps[0].kind != Step::Prop && access != Access::Unset) {
    // php writes into a separated copy of a call's result (f()[0] = 1 is
    // a no-op), except for the builtins compiled to special opcodes.
    if (specialCallResult(plan.baseExpr, false))
      compileError(e->line, "Cannot use result of built-in function in write context");
  }
  if (!writing) {
    for (const Step& s : plan.steps)
      if (s.kind == Step::Append) compileError(e->line, "Cannot use [] for reading");
  } else if (access == Access::Unset) {
    for (const Step& s : plan.steps)
      if (s.kind == Step::Append) compileError(e->line, "Cannot use [] for unsetting");
  }

  // Under ??= (m_keyMemo) a variable's name or a class expression is
  // evaluated once too (a call as the base is not: php calls it again):
  // true when it was emitted here.
  auto memoizedBase = [&](const ast::Expr* b) {
    if (m_keyMemo == KeyMemo::Fetch) {
      for (const auto& [expr, temp] : m_keyMemoTemps) {
        if (expr != b) continue;
        bc().op(Op::CGetL);
        bc().la(temp);
        return true;
      }
      return false;
    }
    outsideNullsafe([&] { emitExpr(b); });
    const uint32_t t = m_fe->allocTemp();
    bc().op(Op::SetL);
    bc().la(t);
    m_keyMemoTemps.emplace_back(b, t);
    return true;
  };

  // --- Push the base and the keys that need the stack, in source order. --------------------
  uint32_t pushed = 0;
  int64_t baseIdx = -1, clsIdx = -1, propIdx = -1;
  std::vector<int64_t> keyIdx(plan.steps.size(), -1);
  switch (plan.base) {
    case Plan::Cell:
      if (plan.baseExpr && writing && isCallExpr(plan.baseExpr)) {
        // `f()[0] = 1` writes through what a by-reference function hands back.
        const ast::Expr* savedRefCall = m_refCall;
        m_refCall = plan.baseExpr;
        emitExpr(plan.baseExpr);
        m_refCall = savedRefCall;
      } else if (plan.baseExpr) {
        emitExpr(plan.baseExpr);
        // A constant expression reads elements of arrays and strings, and
        // properties of enum cases only (its first link is checked here; not
        // under a dynamic name, which php converts to a string first).
        if (!writing && inConstExpr() && !plan.steps.empty() &&
            !(plan.steps[0].kind == Step::Prop && plan.steps[0].keyExpr))
          emitConstExprOperandCheck(plan.steps[0].kind == Step::Prop ? ConstExprUse::Prop : ConstExprUse::Dim);
      }
      baseIdx = pushed++;
      break;
    case Plan::VarVar:
      if (m_keyMemo == KeyMemo::None || !memoizedBase(plan.baseExpr)) outsideNullsafe([&] { emitExpr(plan.baseExpr); });
      baseIdx = pushed++;
      break;
    case Plan::Global:
      if (plan.baseExpr) outsideNullsafe([&] { emitExpr(plan.baseExpr); });
      else {
        bc().op(Op::String);
        bc().iva(str(plan.globalName));
      }
      baseIdx = pushed++;
      break;
    case Plan::StaticS:
      if (plan.sp->cls.expr && m_keyMemo != KeyMemo::None && memoizedBase(plan.sp->cls.expr)) {
      } else if (plan.sp->cls.expr) {
        checkClassExpr(plan.sp->cls.expr);
        emitChainObject(plan.sp->cls.expr);   // a link of the chain
      } else {
        outsideNullsafe([&] { emitClassRef(plan.sp->cls); });
      }
      clsIdx = pushed++;
      outsideNullsafe([&] {
        if (plan.sp->prop.expr && m_keyMemo != KeyMemo::None && memoizedBase(plan.sp->prop.expr)) {
        } else if (plan.sp->prop.expr) {
          emitExpr(plan.sp->prop.expr);
        } else {
          bc().op(Op::String);
          bc().iva(str(plan.sp->prop.ident));
        }
      });
      propIdx = pushed++;
      break;
    default: break;
  }
  // A computed key under ??=: kept in a temporary by the read, taken from
  // it by the write (m_keyMemo).
  auto memoizedKey = [&](const ast::Expr* k, MemberKeyKind localKind, MemberKey& out) {
    if (m_keyMemo != KeyMemo::Fetch) return false;
    for (const auto& [expr, temp] : m_keyMemoTemps) {
      if (expr != k) continue;
      out = MemberKey{localKind, int64_t(temp)};
      return true;
    }
    return false;
  };
  auto pushKey = [&](const ast::Expr* k, size_t i) {
    outsideNullsafe([&] { emitExpr(k); });
    if (m_keyMemo == KeyMemo::Compile) {
      const uint32_t t = m_fe->allocTemp();
      bc().op(Op::SetL);
      bc().la(t);
      m_keyMemoTemps.emplace_back(k, t);
    }
    keyIdx[i] = pushed++;
  };
  auto keyFor = [&](const Step& s, size_t i, bool push) -> MemberKey {
    if (s.kind == Step::Append) return MemberKey{MemberKeyKind::W, 0};
    if (s.kind == Step::Prop) {
      if (!s.keyExpr) return MemberKey{MemberKeyKind::PT, int64_t(str(s.ident))};
      if (isPlainVar(s.keyExpr) && !isSuperglobal(static_cast<const ast::Var*>(s.keyExpr)->name))
        return MemberKey{MemberKeyKind::PL, int64_t(localOf(static_cast<const ast::Var*>(s.keyExpr)))};
      MemberKey memo;
      if (memoizedKey(s.keyExpr, MemberKeyKind::PL, memo)) return memo;
      if (push) pushKey(s.keyExpr, i);
      return MemberKey{MemberKeyKind::PC, 0};
    }
    const ast::Expr* k = s.keyExpr;
    if (k->kind == ast::ExprKind::IntLit) return MemberKey{MemberKeyKind::EI, static_cast<const ast::IntLit*>(k)->value};
    if (k->kind == ast::ExprKind::StringLit) {
      // A numeric string stays a string: arrays normalize it at run time, but
      // ArrayAccess objects receive the key as written ("123", not 123).
      std::string_view sv = static_cast<const ast::StringLit*>(k)->value;
      return MemberKey{MemberKeyKind::ET, int64_t(str(sv))};
    }
    if (isPlainVar(k) && !isSuperglobal(static_cast<const ast::Var*>(k)->name))
      return MemberKey{MemberKeyKind::EL, int64_t(localOf(static_cast<const ast::Var*>(k)))};
    MemberKey memo;
    if (memoizedKey(k, MemberKeyKind::EL, memo)) return memo;
    if (push) pushKey(k, i);
    return MemberKey{MemberKeyKind::EC, 0};
  };
  std::vector<MemberKey> keys;
  keys.reserve(plan.steps.size());
  for (size_t i = 0; i < plan.steps.size(); ++i) keys.push_back(keyFor(plan.steps[i], i, true));

  bool hasValue = (access == Access::Write && finalOp != Op::IncDecM) || (access == Access::Bind && finalOp != Op::VGetM);
  if (hasValue) outsideNullsafe([&] { pushValue(); });
  uint32_t total = pushed + (hasValue ? 1 : 0);
  auto depthOf = [&](int64_t idx) { return uint32_t(total - 1 - uint32_t(idx)); };
  for (size_t i = 0; i < keys.size(); ++i)
    if (keyIdx[i] >= 0) keys[i].payload = depthOf(keyIdx[i]);

  // --- Base, dims, final op -----------------------------------------------------------------
  MemberMode mode;
  switch (access) {
    case Access::Read:
    case Access::ListRead: mode = MemberMode::Warn; break;
    case Access::ReadQuiet:
    case Access::Isset:
    case Access::Empty: mode = MemberMode::Quiet; break;
    case Access::Unset: mode = MemberMode::Unset; break;
    default:
      mode = (finalOp == Op::SetOpM || finalOp == Op::IncDecM) ? MemberMode::ReadWrite : MemberMode::Define;
      break;
  }
  line(e->line);
  switch (plan.base) {
    case Plan::Local:
      bc().op(Op::BaseL);
      bc().la(plan.local);
      bc().oa(uint8_t(mode));
      break;
    case Plan::This:
      m_fe->func().attrs |= kAttrUsesThis;
      bc().op(Op::BaseH);
      break;
    case Plan::Cell:
      bc().op(Op::BaseC);
      bc().iva(depthOf(baseIdx));
      bc().oa(uint8_t(mode));
      break;
    case Plan::VarVar:
      bc().op(Op::BaseN);
      bc().iva(depthOf(baseIdx));
      bc().oa(uint8_t(mode));
      break;
    case Plan::Global:
      bc().op(Op::BaseG);
      bc().iva(depthOf(baseIdx));
      bc().oa(uint8_t(mode));
      break;
    case Plan::StaticD:
      bc().op(Op::BaseSD);
      bc().iva(str(plan.staticProp));
      bc().iva(str(plan.staticCls));
      bc().oa(uint8_t(mode));
      bc().ca();
      break;
    case Plan::StaticS:
      bc().op(Op::BaseS);
      bc().iva(depthOf(propIdx));
      bc().iva(depthOf(clsIdx));
      bc().oa(uint8_t(mode));
      break;
  }
  for (size_t i = 0; i + 1 < keys.size(); ++i) {
    bc().op(Op::Dim);
    bc().oa(uint8_t(mode));
    bc().ka(keys[i]);
  }
  MemberKey last = keys.empty() ? MemberKey{MemberKeyKind::None, 0} : keys.back();
  uint32_t nDiscard = pushed;
  switch (access) {
    case Access::Read:
    case Access::ReadQuiet:
    case Access::Isset:
    case Access::Empty:
    case Access::ListRead: {
      QueryOp q = access == Access::Read ? QueryOp::CGet : access == Access::ReadQuiet ? QueryOp::CGetQuiet
                  : access == Access::Isset ? QueryOp::Isset : access == Access::Empty ? QueryOp::Empty : QueryOp::ListGet;
      bc().op(Op::QueryM);
      bc().iva(nDiscard);
      bc().oa(uint8_t(q));
      bc().ka(last);
      return;
    }
    case Access::Unset:
      bc().op(Op::UnsetM);
      bc().iva(nDiscard);
      bc().ka(last);
      return;
    case Access::Bind:
      bc().op(finalOp == Op::VGetM ? Op::VGetM : Op::BindM);
      bc().iva(nDiscard);
      bc().ka(last);
      return;
    case Access::Write:
      if (finalOp == Op::SetOpM || finalOp == Op::IncDecM) {
        bc().op(finalOp);
        bc().iva(nDiscard);
        bc().oa(subop);
        bc().ka(last);
        return;
      }
      bc().op(Op::SetM);
      bc().iva(nDiscard);
      bc().ka(last);
      return;
  }
}

// --- Assignments ----------------------------------------------------------------------------------

void Emitter::emitStoreTop(const ast::Expr* target) {
  if (isPlainVar(target) && !isSuperglobal(static_cast<const ast::Var*>(target)->name)) {
    bc().op(Op::PopL);
    bc().la(localOf(static_cast<const ast::Var*>(target)));
    return;
  }
  if (isThisVar(target)) compileError(target->line, "Cannot re-assign $this");
  uint32_t t = m_fe->allocTemp();
  bc().op(Op::PopL);
  bc().la(t);
  if (target->kind == ast::ExprKind::Array) {
    emitListAssign(static_cast<const ast::ArrayLit*>(target), t);
  } else {
    ensureWritable(target);
    if (!isChain(target)) compileError(target->line, "Cannot assign to this expression");
    emitChain(target, Access::Write, [&] {
      bc().op(Op::CGetL);
      bc().la(t);
    }, Op::SetM);
    bc().op(Op::PopC);
  }
  bc().op(Op::UnsetL);
  bc().la(t);
  m_fe->freeTemp(t);
}

void Emitter::ensureWritable(const ast::Expr* e) {
  if (e->kind == ast::ExprKind::Call) compileError(e->line, "Can't use function return value in write context");
  if (e->kind == ast::ExprKind::MethodCall || e->kind == ast::ExprKind::StaticCall)
    compileError(e->line, "Can't use method return value in write context");
  if (isChain(e) && chainHasNullsafe(e)) compileError(e->line, "Can't use nullsafe operator in write context");
  if (e->kind == ast::ExprKind::Var && static_cast<const ast::Var*>(e)->name == "GLOBALS" &&
      !static_cast<const ast::Var*>(e)->nameExpr)
    compileError(e->line, "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax");
}

void Emitter::checkListTarget(const ast::ArrayLit* target) {
  bool keyed = false, unkeyed = false, sawEmpty = false;
  for (const ast::ArrayItem* it : target->items) {
    if (!it) continue;
    if (it->unpack) compileError(it->line, "Spread operator is not supported in assignments");
    if (!it->value) {
      sawEmpty = true;
      continue;
    }
    (it->key ? keyed : unkeyed) = true;
    if (keyed && sawEmpty) compileError(it->line, "Cannot use empty array entries in keyed array assignment");
    if (it->value->kind == ast::ExprKind::Array) {
      auto* inner = static_cast<const ast::ArrayLit*>(it->value);
      if ((inner->syntax == ast::ArraySyntax::List) != (target->syntax == ast::ArraySyntax::List))
        compileError(it->value->line, "Cannot mix [] and list()");
    } else {
      // php's zend_can_write_to_variable: under the elements and properties,
      // a variable or a call, not short-circuited by a `?->`.
      if (chainRootIsTemporary(it->value) || chainHasNullsafe(it->value))
        compileError(it->value->line, "Assignments can only happen to writable values");
    }
  }
  if (keyed && unkeyed) compileError(target->line, "Cannot mix keyed and unkeyed array entries in assignments");
}

bool listBindsRef(const ast::ArrayLit* l) {
  for (const ast::ArrayItem* it : l->items) {
    if (!it || !it->value) continue;
    if (it->byRef) return true;
    if (it->value->kind == ast::ExprKind::Array && listBindsRef(static_cast<const ast::ArrayLit*>(it->value)))
      return true;
  }
  return false;
}

void Emitter::emitListAssign(const ast::ArrayLit* target, uint32_t src) {
  checkListTarget(target);
  if (target->items.empty()) compileError(target->line, "Cannot use empty list");
  int64_t index = 0;
  for (const ast::ArrayItem* it : target->items) {
    if (!it->value) {
      ++index;
      continue;
    }
    line(it->line);
    // The source's element as a reference on the stack (vivified when missing).
    auto pushElemRef = [&] {
      if (it->key) emitExpr(it->key);
      MemberKey k = it->key ? MemberKey{MemberKeyKind::EC, 0} : MemberKey{MemberKeyKind::EI, index++};
      bc().op(Op::BaseL);
      bc().la(src);
      bc().oa(uint8_t(MemberMode::Define));
      bc().op(Op::VGetM);
      bc().iva(it->key ? 1 : 0);
      bc().ka(k);
    };
    if (!it->byRef && it->value->kind == ast::ExprKind::Array &&
        listBindsRef(static_cast<const ast::ArrayLit*>(it->value))) {
      // [[&$a]] = $src: the nested list works on the source's element itself.
      pushElemRef();
      uint32_t t = m_fe->allocTemp();
      bc().op(Op::BindL);
      bc().la(t);
      bc().op(Op::PopC);
      emitListAssign(static_cast<const ast::ArrayLit*>(it->value), t);
      bc().op(Op::UnsetL);
      bc().la(t);
      m_fe->freeTemp(t);
      continue;
    }
    if (it->byRef) {
      // [&$a] = $src: bind to the source's element.
      pushElemRef();
      if (isPlainVar(it->value)) {
        bc().op(Op::BindL);
        bc().la(localOf(static_cast<const ast::Var*>(it->value)));
        bc().op(Op::PopC);
      } else {
        uint32_t t = m_fe->allocTemp();
        bc().op(Op::BindL);
        bc().la(t);
        bc().op(Op::PopC);
        emitChain(it->value, Access::Bind, [&] {
          bc().op(Op::VGetL);
          bc().la(t);
        }, Op::BindM);
        bc().op(Op::PopC);
        bc().op(Op::UnsetL);
        bc().la(t);
        m_fe->freeTemp(t);
      }
      continue;
    }
    MemberKey k;
    uint32_t nDiscard = 0;
    if (it->key) {
      const ast::Expr* key = it->key;
      if (key->kind == ast::ExprKind::IntLit) k = MemberKey{MemberKeyKind::EI, static_cast<const ast::IntLit*>(key)->value};
      else if (key->kind == ast::ExprKind::StringLit) {
        std::string_view sv = static_cast<const ast::StringLit*>(key)->value;
        k = MemberKey{MemberKeyKind::ET, int64_t(str(sv))};   // (as written, see above)
      } else {
        emitExpr(key);
        k = MemberKey{MemberKeyKind::EC, 0};
        nDiscard = 1;
      }
    } else {
      k = MemberKey{MemberKeyKind::EI, index++};
    }
    bc().op(Op::BaseL);
    bc().la(src);
    bc().oa(uint8_t(MemberMode::Warn));
    bc().op(Op::QueryM);
    bc().iva(nDiscard);
    bc().oa(uint8_t(QueryOp::ListGet));
    bc().ka(k);
    emitStoreTop(it->value);
  }
}

void Emitter::emitAssign(const ast::Assign* e, bool discard) {
  const ast::Expr* target = e->target;
  if (target->kind == ast::ExprKind::Array) {
    auto* list = static_cast<const ast::ArrayLit*>(target);
    const bool anyRef = listBindsRef(list);
    // php's zend_compile_assign: a by-reference list needs a variable or a call on the right.
    if (anyRef && !isChain(e->value) && !isCallExpr(e->value))
      compileError(e->line, "Cannot assign reference to non referenceable value");
    if (anyRef && isPlainVar(e->value)) {
      // By-reference destructuring works on the source variable itself.
      uint32_t src = localOf(static_cast<const ast::Var*>(e->value));
      emitListAssign(list, src);
      if (!discard) {
        bc().op(Op::CGetL);
        bc().la(src);
      }
      return;
    }
    uint32_t t = m_fe->allocTemp();
    if (anyRef) {
      // php fetches the source for writing: an element or property (or a
      // by-reference function's result) the list binds into.
      emitVGet(e->value, BoxRefOp::Silent);
      bc().op(Op::BindL);
      bc().la(t);
      bc().op(Op::PopC);
    } else {
      emitExpr(e->value);
      bc().op(Op::PopL);
      bc().la(t);
    }
    emitListAssign(list, t);
    line(e->line);
    if (!discard) {
      bc().op(anyRef ? Op::CGetL : Op::PushL);   // (a bound temporary is unset below)
      bc().la(t);
      if (anyRef) {
        bc().op(Op::UnsetL);
        bc().la(t);
      }
    } else {
      bc().op(Op::UnsetL);
      bc().la(t);
    }
    m_fe->freeTemp(t);
    return;
  }
  if (isThisVar(target)) compileError(e->line, "Cannot re-assign $this");
  ensureWritable(target);
  if (!isChain(target)) compileError(e->line, "Cannot assign to this expression");
  if (isPlainVar(target) && !isSuperglobal(static_cast<const ast::Var*>(target)->name) && discard) {
    emitExpr(e->value);
    line(e->line);
    bc().op(Op::PopL);
    bc().la(localOf(static_cast<const ast::Var*>(target)));
    return;
  }
  emitChain(target, Access::Write, [&] { emitExpr(e->value); }, Op::SetM);
  if (discard) bc().op(Op::PopC);
}

void Emitter::emitVGet(const ast::Expr* e, BoxRefOp onValue) {
  if (isPlainVar(e) && !isSuperglobal(static_cast<const ast::Var*>(e)->name)) {
    bc().op(Op::VGetL);
    bc().la(localOf(static_cast<const ast::Var*>(e)));
    return;
  }
  if (e->kind == ast::ExprKind::Var && static_cast<const ast::Var*>(e)->nameExpr) {
    emitExpr(static_cast<const ast::Var*>(e)->nameExpr);
    bc().op(Op::VGetN);
    return;
  }
  // $this taken by reference ([&$this], a by-reference argument): php
  // fetches it as a temporary, so the reference is to a copy of the handle.
  // (Binding $this itself, `$this = &$x` or `$x = &$this`, is rejected by
  // the callers.)
  if (!isChain(e) || isThisVar(e)) {
    // A call result (by-reference functions hand back their reference) or
    // a temporary: a fresh reference to the value otherwise.
    const bool isCall = isCallExpr(e);
    const ast::Expr* savedRefCall = m_refCall;
    if (isCall) m_refCall = e;
    emitExpr(e);
    m_refCall = savedRefCall;
    bc().op(Op::BoxRef);
    bc().oa(uint8_t(isCall ? onValue : BoxRefOp::Silent));
    return;
  }
  emitChain(e, Access::Bind, {}, Op::VGetM);
}

void Emitter::emitAssignRef(const ast::Assign* e, bool discard) {
  const ast::Expr* target = e->target;
  const ast::Expr* value = e->value;
  if (value->kind == ast::ExprKind::New) compileError(e->line, "Cannot assign reference to non referenceable value");
  if (isThisVar(target)) compileError(e->line, "Cannot re-assign $this");   // `$x = &$this` is fine
  if (target->kind == ast::ExprKind::Array) {
    compileError(e->line, "Cannot assign reference to list()");
  }
  ensureWritable(target);
  if (!isChain(target)) compileError(e->line, "Cannot assign to this expression");
  bool valueIsCall = value->kind == ast::ExprKind::Call || value->kind == ast::ExprKind::MethodCall ||
                     value->kind == ast::ExprKind::StaticCall;
  if (specialCallResult(value, false)) compileError(e->line, "Cannot use result of built-in function in write context");
  if (chainHasNullsafe(value)) compileError(e->line, "Cannot take reference of a nullsafe chain");
  // `$a = &f()`: f's own reference if it returns one, else a notice.
  auto pushRef = [&] { emitVGet(value, valueIsCall ? BoxRefOp::Assign : BoxRefOp::Silent); };
  emitChain(target, Access::Bind, pushRef, Op::BindM);
  if (discard) bc().op(Op::PopC);
}

void Emitter::emitCompoundAssign(const ast::CompoundAssign* e, bool discard) {
  if (isThisVar(e->target)) compileError(e->line, "Cannot re-assign $this");
  ensureWritable(e->target);
  if (!isChain(e->target)) compileError(e->line, "Cannot assign to this expression");
  if (e->op == ast::BinaryOp::Coalesce) {
    Label end = bc().newLabel();
    // The keys are computed once, by the read (php's memoized compile).
    const KeyMemo savedMemo = m_keyMemo;
    std::vector<std::pair<const ast::Expr*, uint32_t>> savedTemps;
    savedTemps.swap(m_keyMemoTemps);
    m_keyMemo = KeyMemo::Compile;
    emitChain(e->target, Access::ReadQuiet);
    bc().op(Op::Dup);
    bc().op(Op::IsTypeC);
    bc().oa(uint8_t(IsTypeOp::Null));
    bc().op(Op::JmpZ);
    bc().ba(end);
    bc().op(Op::PopC);
    // php computes the value before fetching the target for the write: seen
    // only where that fetch calls a function again (`f()[k] ??= v`).
    const ast::Expr* root = e->target;
    while (root->kind == ast::ExprKind::ArrayDim || root->kind == ast::ExprKind::Prop) {
      const ast::Expr* b = root->kind == ast::ExprKind::ArrayDim ? static_cast<const ast::ArrayDim*>(root)->base
                                                                 : static_cast<const ast::PropFetch*>(root)->object;
      if (!b) break;
      root = b;
    }
    uint32_t valueTemp = kNoLocal;
    if (isCallExpr(root)) {
      m_keyMemo = KeyMemo::None;
      emitExpr(e->value);
      valueTemp = m_fe->allocTemp();
      bc().op(Op::PopL);
      bc().la(valueTemp);
    }
    m_keyMemo = KeyMemo::Fetch;
    emitChain(e->target, Access::Write, [&] {
      if (valueTemp != kNoLocal) {
        bc().op(Op::PushL);
        bc().la(valueTemp);
        return;
      }
      m_keyMemo = KeyMemo::None;
      emitExpr(e->value);
      m_keyMemo = KeyMemo::Fetch;
    }, Op::SetM);
    if (valueTemp != kNoLocal) m_fe->freeTemp(valueTemp);
    bc().bind(end);
    for (const auto& [expr, temp] : m_keyMemoTemps) {
      bc().op(Op::UnsetL);
      bc().la(temp);
      m_fe->freeTemp(temp);
    }
    m_keyMemoTemps.swap(savedTemps);
    m_keyMemo = savedMemo;
    if (discard) bc().op(Op::PopC);
    return;
  }
  SetOpOp op;
  switch (e->op) {
    case ast::BinaryOp::Add: op = SetOpOp::Add; break;
    case ast::BinaryOp::Sub: op = SetOpOp::Sub; break;
    case ast::BinaryOp::Mul: op = SetOpOp::Mul; break;
    case ast::BinaryOp::Div: op = SetOpOp::Div; break;
    case ast::BinaryOp::Mod: op = SetOpOp::Mod; break;
    case ast::BinaryOp::Pow: op = SetOpOp::Pow; break;
    case ast::BinaryOp::Concat: op = SetOpOp::Concat; break;
    case ast::BinaryOp::BitAnd: op = SetOpOp::BitAnd; break;
    case ast::BinaryOp::BitOr: op = SetOpOp::BitOr; break;
    case ast::BinaryOp::BitXor: op = SetOpOp::BitXor; break;
    case ast::BinaryOp::ShiftLeft: op = SetOpOp::Shl; break;
    case ast::BinaryOp::ShiftRight: op = SetOpOp::Shr; break;
    default: compileError(e->line, "Unexpected compound assignment");
  }
  if (op == SetOpOp::Concat && isPlainVar(e->target) && isPlainVar(e->value) && !isThisVar(e->target) &&
      static_cast<const ast::Var*>(e->target)->name == static_cast<const ast::Var*>(e->value)->name &&
      !isSuperglobal(static_cast<const ast::Var*>(e->target)->name) &&
      static_cast<const ast::Var*>(e->target)->name != "GLOBALS") {
    // `$a .= $a` on one local: SetOpL converts the variable once (setop-flags.h).
    uint32_t l = localOf(static_cast<const ast::Var*>(e->target));
    emitExpr(e->value);
    line(e->line);
    bc().op(Op::SetOpL);
    bc().la(l);
    bc().oa(uint8_t(op) | kSetOpSameLocal);
    if (discard) bc().op(Op::PopC);
    return;
  }
  emitChain(e->target, Access::Write, [&] { emitExpr(e->value); }, Op::SetOpM, uint8_t(op));
  if (discard) bc().op(Op::PopC);
}

void Emitter::emitIncDec(const ast::IncDec* e, bool discard) {
  if (isThisVar(e->var)) compileError(e->line, "Cannot increment/decrement $this");
  ensureWritable(e->var);
  if (!isChain(e->var)) compileError(e->line, "Cannot increment/decrement this expression");
  IncDecOp op;
  switch (e->kind) {
    case ast::ExprKind::PreInc: op = IncDecOp::PreInc; break;
    case ast::ExprKind::PreDec: op = IncDecOp::PreDec; break;
    case ast::ExprKind::PostInc: op = discard ? IncDecOp::PreInc : IncDecOp::PostInc; break;
    default: op = discard ? IncDecOp::PreDec : IncDecOp::PostDec; break;
  }
  emitChain(e->var, Access::Write, {}, Op::IncDecM, uint8_t(op));
  if (discard) bc().op(Op::PopC);
}

void Emitter::emitUnset(const ast::Expr* e) {
  line(e->line);
  if (isThisVar(e)) compileError(e->line, "Cannot unset $this");
  if (e->kind == ast::ExprKind::Var && static_cast<const ast::Var*>(e)->nameExpr) {
    emitExpr(static_cast<const ast::Var*>(e)->nameExpr);
    bc().op(Op::UnsetN);
    return;
  }
  if (e->kind == ast::ExprKind::StaticProp) {
    // An Error at run time, once the class and the name are known.
    auto* sp = static_cast<const ast::StaticPropFetch*>(e);
    emitClassRef(sp->cls);
    if (sp->prop.expr) {
      emitExpr(sp->prop.expr);
    } else {
      bc().op(Op::String);
      bc().iva(str(sp->prop.ident));
    }
    line(e->line);
    bc().op(Op::UnsetS);
    return;
  }
  ensureWritable(e);
  if (!isChain(e)) compileError(e->line, "Cannot use unset() on the result of an expression");
  emitChain(e, Access::Unset, {}, Op::UnsetM);
}

} // namespace hop
