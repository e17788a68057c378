// emit-expr.cpp — expressions: literals, operators (with short-circuit
// forms), casts, array literals, interpolation, constants, match, isset,
// yield, include/eval. Variables, calls and assignments are in their own files.
#include <cmath>

#include "compiler/emitter.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/number/numeric-string.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

Op binaryOpcode(ast::BinaryOp op) {
  switch (op) {
    case ast::BinaryOp::Add: return Op::Add;
    case ast::BinaryOp::Sub: return Op::Sub;
    case ast::BinaryOp::Mul: return Op::Mul;
    case ast::BinaryOp::Div: return Op::Div;
    case ast::BinaryOp::Mod: return Op::Mod;
    case ast::BinaryOp::Pow: return Op::Pow;
    case ast::BinaryOp::Concat: return Op::Concat;
    case ast::BinaryOp::ShiftLeft: return Op::Shl;
    case ast::BinaryOp::ShiftRight: return Op::Shr;
    case ast::BinaryOp::BitAnd: return Op::BitAnd;
    case ast::BinaryOp::BitOr: return Op::BitOr;
    case ast::BinaryOp::BitXor: return Op::BitXor;
    case ast::BinaryOp::Equal: return Op::Eq;
    case ast::BinaryOp::NotEqual: return Op::Neq;
    case ast::BinaryOp::Identical: return Op::Same;
    case ast::BinaryOp::NotIdentical: return Op::NSame;
    case ast::BinaryOp::Less: return Op::Lt;
    case ast::BinaryOp::LessEqual: return Op::Lte;
    case ast::BinaryOp::Greater: return Op::Gt;
    case ast::BinaryOp::GreaterEqual: return Op::Gte;
    case ast::BinaryOp::Spaceship: return Op::Cmp;
    default: return Op::Nop;
  }
}

} // namespace

void Emitter::emitExprDiscard(const ast::Expr* e) {
  line(e->line);
  switch (e->kind) {
    case ast::ExprKind::Assign: emitAssign(static_cast<const ast::Assign*>(e), true); return;
    case ast::ExprKind::AssignRef: emitAssignRef(static_cast<const ast::Assign*>(e), true); return;
    case ast::ExprKind::CompoundAssign: emitCompoundAssign(static_cast<const ast::CompoundAssign*>(e), true); return;
    case ast::ExprKind::PreInc:
    case ast::ExprKind::PreDec:
    case ast::ExprKind::PostInc:
    case ast::ExprKind::PostDec: emitIncDec(static_cast<const ast::IncDec*>(e), true); return;
    case ast::ExprKind::Var:
      // `$x;` reads nothing in php (no "Undefined variable" either).
      if (isPlainVar(e) && !isThisVar(e) && !isSuperglobal(static_cast<const ast::Var*>(e)->name)) {
        localOf(static_cast<const ast::Var*>(e));   // still a variable of the function
        return;
      }
      [[fallthrough]];
    default:
      emitExpr(e);
      bc().op(Op::PopC);
  }
}

void checkCompileStack(int line) {
  // Within a request, whose native stack limit is known (emitter-state.h).
  const char probe = 0;
  const char* limit = tl_exec ? tl_exec->nativeStackLimit : nullptr;
  if (HOP_UNLIKELY(limit && &probe < limit + (size_t(1) << 20)) && !nativeStackRoom(size_t(1) << 20))
    throw CompileFailure{"memory exhausted", line, true};
}

void Emitter::emitExpr(const ast::Expr* e) {
  checkCompileStack(e->line);
  line(e->line);
  switch (e->kind) {
    case ast::ExprKind::IntLit:
      bc().op(Op::Int);
      bc().i64(static_cast<const ast::IntLit*>(e)->value);
      return;
    case ast::ExprKind::FloatLit:
      bc().op(Op::Double);
      bc().dbl(static_cast<const ast::FloatLit*>(e)->value);
      return;
    case ast::ExprKind::StringLit:
      bc().op(Op::String);
      bc().iva(str(static_cast<const ast::StringLit*>(e)->value));
      return;
    case ast::ExprKind::Interpolated: emitInterpolated(static_cast<const ast::Interpolated*>(e)); return;
    case ast::ExprKind::ShellExec: {
      // php compiles `command` as a call of \shell_exec("command").
      ast::Interpolated command(ast::ExprKind::Interpolated, e->line);
      command.parts = static_cast<const ast::Interpolated*>(e)->parts;
      ast::StringLit empty(ast::ExprKind::StringLit, e->line);
      ast::Arg arg;
      arg.value = command.parts.empty() ? static_cast<ast::Expr*>(&empty) : &command;
      arg.line = e->line;
      ast::Arg* args[] = {&arg};
      ast::Name name;
      name.text = "shell_exec";
      name.kind = ast::NameKind::FullyQualified;
      name.line = e->line;
      ast::Call call(ast::ExprKind::Call, e->line);
      call.name = &name;
      call.args.items = args;
      call.args.count = 1;
      line(e->line);
      emitCallByName(&call, "shell_exec", "");
      return;
    }
    case ast::ExprKind::MagicConst: emitMagicConst(static_cast<const ast::MagicConst*>(e)); return;
    case ast::ExprKind::ConstFetch: emitConstFetch(static_cast<const ast::ConstFetch*>(e)); return;
    case ast::ExprKind::ClassConstFetch: emitClassConstFetch(static_cast<const ast::ClassConstFetch*>(e)); return;
    case ast::ExprKind::ClassName: emitClassNameExpr(static_cast<const ast::ClassNameExpr*>(e)); return;
    case ast::ExprKind::Array: emitArrayLit(static_cast<const ast::ArrayLit*>(e)); return;
    case ast::ExprKind::Var:
    case ast::ExprKind::ArrayDim:
    case ast::ExprKind::Prop:
    case ast::ExprKind::StaticProp: emitChain(e, Access::Read); return;
    case ast::ExprKind::Call: emitCall(static_cast<const ast::Call*>(e)); return;
    case ast::ExprKind::MethodCall: emitMethodCall(static_cast<const ast::MethodCall*>(e)); return;
    case ast::ExprKind::StaticCall: emitStaticCall(static_cast<const ast::StaticCall*>(e)); return;
    case ast::ExprKind::New: emitNew(static_cast<const ast::New*>(e)); return;
    case ast::ExprKind::UnaryPlus:
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::BoolNot:
    case ast::ExprKind::BitNot:
    case ast::ExprKind::Silence:
    case ast::ExprKind::Clone:
    case ast::ExprKind::Print:
    case ast::ExprKind::Exit:
    case ast::ExprKind::Empty:
    case ast::ExprKind::Eval:
    case ast::ExprKind::Include:
    case ast::ExprKind::IncludeOnce:
    case ast::ExprKind::Require:
    case ast::ExprKind::RequireOnce:
    case ast::ExprKind::YieldFrom:
    case ast::ExprKind::Throw: emitUnary(static_cast<const ast::Unary*>(e)); return;
    case ast::ExprKind::Binary: emitBinary(static_cast<const ast::Binary*>(e)); return;
    case ast::ExprKind::Assign: emitAssign(static_cast<const ast::Assign*>(e), false); return;
    case ast::ExprKind::AssignRef: emitAssignRef(static_cast<const ast::Assign*>(e), false); return;
    case ast::ExprKind::CompoundAssign: emitCompoundAssign(static_cast<const ast::CompoundAssign*>(e), false); return;
    case ast::ExprKind::PreInc:
    case ast::ExprKind::PreDec:
    case ast::ExprKind::PostInc:
    case ast::ExprKind::PostDec: emitIncDec(static_cast<const ast::IncDec*>(e), false); return;
    case ast::ExprKind::Cast: emitCast(static_cast<const ast::Cast*>(e)); return;
    case ast::ExprKind::Isset: emitIsset(static_cast<const ast::Isset*>(e)); return;
    case ast::ExprKind::Instanceof: emitInstanceof(static_cast<const ast::Instanceof*>(e)); return;
    case ast::ExprKind::Ternary: emitTernary(static_cast<const ast::Ternary*>(e)); return;
    case ast::ExprKind::Yield: emitYield(static_cast<const ast::Yield*>(e)); return;
    case ast::ExprKind::Match: emitMatch(static_cast<const ast::Match*>(e)); return;
    case ast::ExprKind::Closure:
    case ast::ExprKind::ArrowFunction: emitClosure(static_cast<const ast::Closure*>(e)); return;
  }
  compileError(e->line, "Unexpected expression");
}

// --- Conditions ------------------------------------------------------------------------------

namespace {
/// How deep constTruth looks into the left operands of a chain of && and ||: each operator
/// of a chain asks about its left operand, so an unbounded look is quadratic in the chain
/// (a 200k-term `$a && $a && ...`). Past it a condition is just not folded.
constexpr int kConstTruthDepth = 64;
thread_local int t_constTruthDepth = 0;
} // namespace

bool Emitter::constTruth(const ast::Expr* e, bool& truth) {
  checkCompileStack(e->line);
  if (e->kind == ast::ExprKind::Binary) {
    auto* b = static_cast<const ast::Binary*>(e);
    if (b->op == ast::BinaryOp::BoolAnd || b->op == ast::BinaryOp::BoolOr) {
      if (t_constTruthDepth >= kConstTruthDepth) return false;
      struct Deeper {
        Deeper() { ++t_constTruthDepth; }
        ~Deeper() { --t_constTruthDepth; }
      } deeper;
      return decidedByLeft(b, truth);
    }
  }
  TypedValue v;
  if (!foldConst(e, v)) return false;
  if (v.isArray()) {
    tvDecRef(v);
    return false;
  }
  truth = toBool(v);
  return true;
}

bool Emitter::decidedByLeft(const ast::Binary* b, bool& result) {
  bool left;
  if (!constTruth(b->left, left)) return false;
  if (left != (b->op == ast::BinaryOp::BoolOr)) return false;
  result = left;
  return true;
}

void Emitter::emitCondJump(const ast::Expr* e, Label target, bool jumpIf) {
  if (e->kind == ast::ExprKind::BoolNot) {
    emitCondJump(static_cast<const ast::Unary*>(e)->operand, target, !jumpIf);
    return;
  }
  if (e->kind == ast::ExprKind::Binary) {
    auto* b = static_cast<const ast::Binary*>(e);
    bool decided;
    if ((b->op == ast::BinaryOp::BoolAnd || b->op == ast::BinaryOp::BoolOr) && decidedByLeft(b, decided)) {
      // php compiles neither operand (`false && X`: X's compile errors never show).
      if (decided == jumpIf) {
        bc().op(Op::Jmp);
        bc().ba(target);
      }
      return;
    }
    if (b->op == ast::BinaryOp::BoolAnd) {
      if (jumpIf) {
        Label skip = bc().newLabel();
        emitCondJump(b->left, skip, false);
        emitCondJump(b->right, target, true);
        bc().bind(skip);
      } else {
        emitCondJump(b->left, target, false);
        emitCondJump(b->right, target, false);
      }
      return;
    }
    if (b->op == ast::BinaryOp::BoolOr) {
      if (jumpIf) {
        emitCondJump(b->left, target, true);
        emitCondJump(b->right, target, true);
      } else {
        Label skip = bc().newLabel();
        emitCondJump(b->left, skip, true);
        emitCondJump(b->right, target, false);
        bc().bind(skip);
      }
      return;
    }
  }
  emitExpr(e);
  line(e->line);
  bc().op(jumpIf ? Op::JmpNZ : Op::JmpZ);
  bc().ba(target);
}

// --- Operators ---------------------------------------------------------------------------------

static bool readsOnly(const ast::Expr* e);

void Emitter::emitBinary(const ast::Binary* e) {
  switch (e->op) {
    case ast::BinaryOp::BoolAnd:
    case ast::BinaryOp::BoolOr: emitLogical(e); return;
    case ast::BinaryOp::Coalesce: emitCoalesce(e); return;
    case ast::BinaryOp::BoolXor:
      emitExpr(e->left);
      bc().op(Op::Cast);
      bc().oa(uint8_t(CastOp::Bool));
      emitExpr(e->right);
      bc().op(Op::Cast);
      bc().oa(uint8_t(CastOp::Bool));
      line(e->line);
      bc().op(Op::Neq);
      return;
    default: break;
  }
  // Operands that are constants fold as php's compiler does (1 - 1, 2 * 3,
  // PHP_INT_SIZE * 8, "a" . "b"; foldConst leaves alone what could warn or
  // throw, such as overflow, a division by zero or mixed types).
  if (e->left->kind != ast::ExprKind::Var && e->right->kind != ast::ExprKind::Var) {   // (the common case: no try)
    TypedValue v;
    if (foldConst(e, v) && emitFoldedScalar(v)) return;
  }
  // Concatenation chains become ConcatN (flattened without recursion: a
  // chain may have hundreds of thousands of terms; at most kMaxConcatParts
  // pieces per ConcatN, the first piece of each being the one before).
  if (e->op == ast::BinaryOp::Concat) {
    std::vector<const ast::Expr*> parts;
    std::vector<const ast::Expr*> todo{e};
    while (!todo.empty()) {
      const ast::Expr* x = todo.back();
      todo.pop_back();
      if (x->kind == ast::ExprKind::Binary && static_cast<const ast::Binary*>(x)->op == ast::BinaryOp::Concat &&
          !x->parenthesized) {
        todo.push_back(static_cast<const ast::Binary*>(x)->right);
        todo.push_back(static_cast<const ast::Binary*>(x)->left);
      } else {
        parts.push_back(x);
      }
    }
    if (parts.size() > 2) {
      constexpr size_t kMaxConcatParts = 256;
      size_t i = 0;
      size_t onStack = 0;
      while (i < parts.size()) {
        while (i < parts.size() && onStack < kMaxConcatParts) {
          emitExpr(parts[i++]);
          ++onStack;
        }
        line(e->line);
        if (onStack == 2) {
          bc().op(Op::Concat);
        } else if (onStack > 2) {
          bc().op(Op::ConcatN);
          bc().iva(uint32_t(onStack));
        }
        onStack = 1;
      }
      return;
    }
  }
  // php's commutative opcodes (ZEND_MUL, ZEND_BW_OR/AND/XOR) get their operands swapped
  // when the left one is of a "lower" kind (CONST < TMP < VAR < CV, zend_vm's
  // SPEC(COMMUTATIVE)): the value is the same, but type errors name the operands and
  // conversion warnings come in that order ("Unsupported operand types: string * int"
  // for 1 * $s). Evaluation stays left to right.
  auto commutative = [](ast::BinaryOp op) {
    return op == ast::BinaryOp::Mul || op == ast::BinaryOp::BitOr || op == ast::BinaryOp::BitAnd || op == ast::BinaryOp::BitXor;
  };
  if (commutative(e->op)) {
    int lk = operandKind(e->left), rk = operandKind(e->right);
    if (lk < rk) {
      if (lk == 1) {
        // A constant has no effects: evaluate it second.
        emitExpr(e->right);
        emitExpr(e->left);
      } else if (rk == 16 && readsOnly(e->left)) {
        // A variable read before an expression that writes nothing gives the same values
        // (only an undefined variable's warning may come earlier); no temporary, so the
        // JIT sees the plain form.
        emitExpr(e->right);
        emitExpr(e->left);
      } else {
        emitExpr(e->left);
        uint32_t t = m_fe->allocTemp();
        bc().op(Op::PopL);
        bc().la(t);
        emitExpr(e->right);
        bc().op(Op::PushL);
        bc().la(t);
        m_fe->freeTemp(t);
      }
      line(e->line);
      bc().op(binaryOpcode(e->op));
      return;
    }
  }
  // A left-associative chain (a + b - c ...) is emitted from its innermost
  // left operand up, without recursing down the left spine.
  std::vector<const ast::Binary*> spine{e};
  for (const ast::Expr* l = e->left; l->kind == ast::ExprKind::Binary;) {
    auto* b = static_cast<const ast::Binary*>(l);
    if (b->op == ast::BinaryOp::BoolAnd || b->op == ast::BinaryOp::BoolOr || b->op == ast::BinaryOp::Coalesce ||
        b->op == ast::BinaryOp::BoolXor || b->op == ast::BinaryOp::Concat || commutative(b->op))
      break;
    spine.push_back(b);
    l = b->left;
  }
  emitExpr(spine.back()->left);
  for (size_t k = spine.size(); k-- > 0;) {
    emitExpr(spine[k]->right);
    line(spine[k]->line);
    bc().op(binaryOpcode(spine[k]->op));
  }
}

namespace {

/// A scalar constant as a number, when php's compile-time evaluation would accept it
/// without a diagnostic (numeric strings only; integer operators: integral floats).
bool ctNumber(const TypedValue& v, bool forInt, TypedValue& out) {
  switch (v.m_type) {
    case DataType::Int: out = v; return true;
    case DataType::Double:
      if (forInt && (v.m_data.dbl != std::trunc(v.m_data.dbl) || !doubleFitsInt(v.m_data.dbl))) return false;
      out = forInt ? makeInt(int64_t(v.m_data.dbl)) : v;
      return true;
    case DataType::Null: out = makeInt(0); return true;
    case DataType::Bool: out = makeInt(v.m_data.num); return true;
    case DataType::String: {
      NumericParse np = parseNumeric(v.m_data.pstr->view(), false);
      if (np.kind == NumericKind::None) return false;
      if (np.kind == NumericKind::Int) {
        out = makeInt(np.ival);
        return true;
      }
      return ctNumber(makeDouble(np.dval), forInt, out);
    }
    default: return false;
  }
}

} // namespace

bool Emitter::phpConstValue(const ast::Expr* e, TypedValue& out) {
  if (foldConst(e, out)) return true;
  out = makeUninit();   // constant, value not computed here
  auto known = [](const TypedValue& v) { return v.m_type != DataType::Uninit; };
  auto scalar = [&](const TypedValue& v) { return known(v) && !v.isArray(); };
  if (e->kind == ast::ExprKind::BoolNot) {
    TypedValue v;
    if (!phpConstValue(static_cast<const ast::Unary*>(e)->operand, v)) return false;
    if (known(v)) out = makeBool(!toBool(v));
    return true;
  }
  if (e->kind == ast::ExprKind::UnaryMinus || e->kind == ast::ExprKind::UnaryPlus) {
    // zend_try_ct_eval_unary_pm: `-"1e-7"` is folded (a multiplication by -1 / 1 that raises nothing).
    TypedValue v, n;
    if (!phpConstValue(static_cast<const ast::Unary*>(e)->operand, v) || !scalar(v) || !ctNumber(v, false, n)) {
      return false;
    }
    if (e->kind == ast::ExprKind::UnaryMinus) {
      if (n.isInt() && n.m_data.num != INT64_MIN) n.m_data.num = -n.m_data.num;
      else if (n.isInt()) n = makeDouble(-double(INT64_MIN));
      else n.m_data.dbl = -n.m_data.dbl;
    }
    out = n;
    return true;
  }
  if (e->kind == ast::ExprKind::BitNot) {
    TypedValue v, n;
    if (!phpConstValue(static_cast<const ast::Unary*>(e)->operand, v) || !known(v)) return false;
    return v.isString() || (ctNumber(v, true, n) && (v.isInt() || v.isDouble()));
  }
  if (e->kind == ast::ExprKind::Array) {
    // zend_try_ct_eval_array: a literal of constant keys and values.
    for (const ast::ArrayItem* it : static_cast<const ast::ArrayLit*>(e)->items) {
      if (!it || !it->value || it->byRef || it->unpack) return false;
      TypedValue k, v;
      if (it->key) {
        if (!phpConstValue(it->key, k) || !known(k) || k.isArray()) return false;
        if (k.isDouble() && (k.m_data.dbl != std::trunc(k.m_data.dbl) || !doubleFitsInt(k.m_data.dbl))) return false;
      }
      if (!phpConstValue(it->value, v)) return false;
    }
    return true;
  }
  if (e->kind != ast::ExprKind::Binary) return false;
  auto* b = static_cast<const ast::Binary*>(e);
  TypedValue l, r;
  if (!phpConstValue(b->left, l)) return false;
  if (b->op == ast::BinaryOp::BoolAnd || b->op == ast::BinaryOp::BoolOr) {
    // zend_compile_short_circuiting: a deciding constant left side, else a constant right side.
    if (known(l) && toBool(l) == (b->op == ast::BinaryOp::BoolOr)) {
      out = makeBool(toBool(l));
      return true;
    }
    if (!phpConstValue(b->right, r)) return false;
    if (known(r)) out = makeBool(toBool(r));
    return true;
  }
  if (b->op == ast::BinaryOp::Coalesce) return false;
  if (!phpConstValue(b->right, r)) return false;
  switch (b->op) {
    case ast::BinaryOp::Equal: case ast::BinaryOp::NotEqual: case ast::BinaryOp::Identical:
    case ast::BinaryOp::NotIdentical: case ast::BinaryOp::Less: case ast::BinaryOp::LessEqual:
    case ast::BinaryOp::Greater: case ast::BinaryOp::GreaterEqual: case ast::BinaryOp::Spaceship:
    case ast::BinaryOp::BoolXor:
      return true;   // comparisons of constants never fail
    case ast::BinaryOp::Concat: return scalar(l) && scalar(r);
    default: break;
  }
  // Arithmetic: folded only when it raises nothing (zend_binary_op_produces_error).
  if (!scalar(l) || !scalar(r)) {
    return b->op == ast::BinaryOp::Add && known(l) && known(r) && l.isArray() && r.isArray();
  }
  const bool intOp = b->op == ast::BinaryOp::Mod || b->op == ast::BinaryOp::ShiftLeft ||
                     b->op == ast::BinaryOp::ShiftRight || b->op == ast::BinaryOp::BitAnd ||
                     b->op == ast::BinaryOp::BitOr || b->op == ast::BinaryOp::BitXor;
  if (intOp && l.isString() && r.isString() && b->op != ast::BinaryOp::Mod &&
      b->op != ast::BinaryOp::ShiftLeft && b->op != ast::BinaryOp::ShiftRight) {
    return true;   // bytewise on two strings
  }
  TypedValue nl, nr;
  if (!ctNumber(l, intOp, nl) || !ctNumber(r, intOp, nr)) return false;
  auto isZero = [](const TypedValue& v) { return v.isInt() ? v.m_data.num == 0 : v.m_data.dbl == 0.0; };
  if ((b->op == ast::BinaryOp::Div || b->op == ast::BinaryOp::Mod) && isZero(nr)) return false;
  if ((b->op == ast::BinaryOp::ShiftLeft || b->op == ast::BinaryOp::ShiftRight) && nr.m_data.num < 0) return false;
  return true;
}

/// An expression that only reads: literals, constants, variables, operators, casts,
/// element reads; no call, assignment or increment.
static bool readsOnly(const ast::Expr* e) {
  if (!e) return true;
  switch (e->kind) {
    case ast::ExprKind::IntLit:
    case ast::ExprKind::FloatLit:
    case ast::ExprKind::StringLit:
    case ast::ExprKind::ConstFetch:
    case ast::ExprKind::ClassConstFetch:
    case ast::ExprKind::MagicConst: return true;
    case ast::ExprKind::Var: return isPlainVar(e);
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::UnaryPlus:
    case ast::ExprKind::BoolNot:
    case ast::ExprKind::BitNot: return readsOnly(static_cast<const ast::Unary*>(e)->operand);
    case ast::ExprKind::Cast: return readsOnly(static_cast<const ast::Cast*>(e)->operand);
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::Binary*>(e);
      return readsOnly(b->left) && readsOnly(b->right);
    }
    case ast::ExprKind::Ternary: {
      auto* t = static_cast<const ast::Ternary*>(e);
      return readsOnly(t->cond) && readsOnly(t->then) && readsOnly(t->otherwise);
    }
    case ast::ExprKind::ArrayDim: {
      auto* d = static_cast<const ast::ArrayDim*>(e);
      return d->dim && readsOnly(d->base) && readsOnly(d->dim);
    }
    default: return false;
  }
}

int Emitter::operandKind(const ast::Expr* e) {
  TypedValue v;
  if (phpConstValue(e, v)) return 1;
  switch (e->kind) {
    case ast::ExprKind::Var:
      return isPlainVar(e) && !isSuperglobal(static_cast<const ast::Var*>(e)->name) ? 16 : 2;
    case ast::ExprKind::Call: {
      const int special = specialCallResult(e, true);
      return special ? special : 4;
    }
    case ast::ExprKind::MethodCall:
    case ast::ExprKind::StaticCall:
    case ast::ExprKind::New: return 4;
    default: return 2;
  }
}

void Emitter::emitLogical(const ast::Binary* e) {
  Label f = bc().newLabel(), end = bc().newLabel();
  if (e->op == ast::BinaryOp::BoolAnd) {
    emitCondJump(e, f, false);
    bc().op(Op::True);
    bc().op(Op::Jmp);
    bc().ba(end);
    bc().bind(f);
    bc().op(Op::False);
  } else {
    emitCondJump(e, f, true);
    bc().op(Op::False);
    bc().op(Op::Jmp);
    bc().ba(end);
    bc().bind(f);
    bc().op(Op::True);
  }
  bc().bind(end);
}

void Emitter::emitCoalesce(const ast::Binary* e) {
  Label end = bc().newLabel();
  if (isChain(e->left)) emitChain(e->left, Access::ReadQuiet);
  else emitExpr(e->left);
  bc().op(Op::Dup);
  bc().op(Op::IsTypeC);
  bc().oa(uint8_t(IsTypeOp::Null));
  bc().op(Op::JmpZ);
  bc().ba(end);
  bc().op(Op::PopC);
  emitExpr(e->right);
  bc().bind(end);
}

void Emitter::emitTernary(const ast::Ternary* e) {
  Label otherwise = bc().newLabel(), end = bc().newLabel();
  if (!e->then) {
    emitExpr(e->cond);
    bc().op(Op::Dup);
    bc().op(Op::JmpNZ);
    bc().ba(end);
    bc().op(Op::PopC);
    emitExpr(e->otherwise);
    bc().bind(end);
    return;
  }
  emitCondJump(e->cond, otherwise, false);
  emitExpr(e->then);
  bc().op(Op::Jmp);
  bc().ba(end);
  bc().bind(otherwise);
  emitExpr(e->otherwise);
  bc().bind(end);
}

bool Emitter::emitFoldedScalar(const TypedValue& v) {
  switch (v.m_type) {
    case DataType::Int: bc().op(Op::Int); bc().i64(v.m_data.num); return true;
    case DataType::Double: bc().op(Op::Double); bc().dbl(v.m_data.dbl); return true;
    case DataType::Bool: bc().op(v.m_data.num ? Op::True : Op::False); return true;
    case DataType::Null: bc().op(Op::Null); return true;
    case DataType::String: bc().op(Op::String); bc().iva(str(v.m_data.pstr->view())); return true;
    default: return false;
  }
}

void Emitter::emitUnary(const ast::Unary* e) {
  switch (e->kind) {
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::UnaryPlus: {
      TypedValue v;
      if (foldConst(e, v)) {
        if (v.isInt()) {
          bc().op(Op::Int);
          bc().i64(v.m_data.num);
        } else {
          bc().op(Op::Double);
          bc().dbl(v.m_data.dbl);
        }
        return;
      }
      // php compiles -x as x * -1 and +x as x * 1 (so errors name `*`).
      emitExpr(e->operand);
      bc().op(Op::Int);
      bc().i64(e->kind == ast::ExprKind::UnaryMinus ? -1 : 1);
      line(e->line);
      bc().op(Op::Mul);
      return;
    }
    case ast::ExprKind::BoolNot:
      emitExpr(e->operand);
      bc().op(Op::Not);
      return;
    case ast::ExprKind::BitNot:
      emitExpr(e->operand);
      bc().op(Op::BitNot);
      return;
    case ast::ExprKind::Silence: {
      uint32_t t = m_fe->allocTemp();
      bc().op(Op::Silence);
      bc().la(t);
      bc().oa(uint8_t(SilenceOp::Start));
      // The saved level must be restored even when the expression throws.
      uint32_t start = bc().offset();
      emitExpr(e->operand);
      uint32_t end = bc().offset();
      bc().op(Op::Silence);
      bc().la(t);
      bc().oa(uint8_t(SilenceOp::End));
      Label done = bc().newLabel();
      bc().op(Op::Jmp);
      bc().ba(done);
      if (end > start && m_fe->func().isPseudoMain() == m_fe->func().isPseudoMain()) {
        // Handler: restore, rethrow. (The stack is empty at handlers; the value
        // on it in the middle of an expression is dropped by the unwinder.)
        Label h = bc().newLabel();
        bc().bind(h);
        m_fe->func().ehTable.push_back(EHEntry{start, end, bc().labelOffset(h)});
        bc().op(Op::Catch);
        bc().op(Op::Silence);
        bc().la(t);
        bc().oa(uint8_t(SilenceOp::End));
        bc().op(Op::Throw);
      }
      bc().bind(done);
      m_fe->freeTemp(t);
      return;
    }
    case ast::ExprKind::Clone:
      emitExpr(e->operand);
      line(e->line);
      bc().op(Op::Clone);
      return;
    case ast::ExprKind::Print:
      emitExpr(e->operand);
      bc().op(Op::Print);
      return;
    case ast::ExprKind::Exit:
      if (e->operand) emitExpr(e->operand);
      else bc().op(Op::Null);
      line(e->line);
      bc().op(Op::Exit);
      // Exit never returns; keep the stack shape of an expression.
      bc().op(Op::Null);
      return;
    case ast::ExprKind::Empty:
      if (isChain(e->operand)) emitChain(e->operand, Access::Empty);
      else {
        emitExpr(e->operand);
        bc().op(Op::Not);
      }
      return;
    case ast::ExprKind::Eval:
      emitExpr(e->operand);
      line(e->line);
      bc().op(Op::Eval);
      return;
    case ast::ExprKind::Include: emitInclude(e, InclOp::Include); return;
    case ast::ExprKind::IncludeOnce: emitInclude(e, InclOp::IncludeOnce); return;
    case ast::ExprKind::Require: emitInclude(e, InclOp::Require); return;
    case ast::ExprKind::RequireOnce: emitInclude(e, InclOp::RequireOnce); return;
    case ast::ExprKind::YieldFrom:
      if (!m_fe->isGenerator) compileError(e->line, "The \"yield\" expression can only be used inside a function");
      if (m_fe->func().attrs & kAttrReturnsRef)
        compileError(e->line, "Cannot use \"yield from\" inside a by-reference generator");
      emitExpr(e->operand);
      line(e->line);
      bc().op(Op::YieldFrom);
      return;
    case ast::ExprKind::Throw:
      emitExpr(e->operand);
      line(e->line);
      bc().op(Op::Throw);
      bc().op(Op::Null);   // unreachable; an expression leaves a value
      return;
    default: compileError(e->line, "Unexpected unary expression");
  }
}

void Emitter::emitInclude(const ast::Unary* e, InclOp op) {
  emitExpr(e->operand);
  line(e->line);
  bc().op(Op::Incl);
  bc().oa(uint8_t(op));
}

void Emitter::emitCast(const ast::Cast* e) {
  emitExpr(e->operand);
  line(e->line);
  CastOp op = CastOp::Int;
  switch (e->type) {
    case ast::CastType::Int: op = CastOp::Int; break;
    case ast::CastType::Float: op = CastOp::Double; break;
    case ast::CastType::String: op = CastOp::String; break;
    case ast::CastType::Bool: op = CastOp::Bool; break;
    case ast::CastType::Array: op = CastOp::Array; break;
    case ast::CastType::Object: op = CastOp::Object; break;
    case ast::CastType::Unset: op = CastOp::Unset; break;
  }
  bc().op(Op::Cast);
  bc().oa(uint8_t(op));
}

// --- Literals ------------------------------------------------------------------------------------

/// php evaluates an array literal made only of constants at compile time:
/// spreading a constant that is no array there is a compile error (elsewhere
/// the run-time Error of AddSpread).
void Emitter::checkConstantSpreads(const ast::ArrayLit* e) {
  const ast::ArrayItem* bad = nullptr;
  for (const ast::ArrayItem* it : e->items) {
    if (!it || it->byRef) return;
    TypedValue v;
    if (it->key) {
      if (!foldConst(it->key, v)) return;
      tvDecRef(v);
    }
    if (!foldConst(it->value, v)) return;
    if (it->unpack && !v.isArray() && !bad) bad = it;
    tvDecRef(v);
  }
  if (bad) compileError(bad->line, "Only arrays and Traversables can be unpacked");
}

void Emitter::emitConstExprOperandCheck(ConstExprUse use) {
  Label ok = bc().newLabel();
  auto isType = [&](IsTypeOp t) {
    bc().op(Op::Dup);
    bc().op(Op::IsTypeC);
    bc().oa(uint8_t(t));
  };
  const char* msg = nullptr;
  switch (use) {
    case ConstExprUse::Unpack:
      isType(IsTypeOp::Array);
      bc().op(Op::JmpNZ);
      bc().ba(ok);
      msg = "Only arrays can be unpacked in constant expression";
      break;
    case ConstExprUse::Dim:
      isType(IsTypeOp::Object);
      bc().op(Op::JmpZ);
      bc().ba(ok);
      msg = "Cannot use [] on objects in constant expression";
      break;
    case ConstExprUse::Prop:
      // Not an object: the read's own warning. An enum case: its properties.
      isType(IsTypeOp::Object);
      bc().op(Op::JmpZ);
      bc().ba(ok);
      bc().op(Op::Dup);
      bc().op(Op::InstanceOfD);
      bc().iva(str("UnitEnum"));
      bc().op(Op::JmpNZ);
      bc().ba(ok);
      msg = "Fetching properties on non-enums in constant expressions is not allowed";
      break;
  }
  bc().op(Op::Fatal);
  bc().oa(uint8_t(FatalOp::ThrowError));
  bc().iva(str(msg));
  bc().bind(ok);
}

void Emitter::emitArrayLit(const ast::ArrayLit* e) {
  if (e->syntax == ast::ArraySyntax::List) compileError(e->line, "Cannot use list() outside of an assignment context");
  TypedValue folded;
  if (foldConst(e, folded)) {
    bc().op(Op::Array);
    bc().iva(staticArrayId(folded));
    return;
  }
  bool simple = true;
  int lastLine = e->line;   // php reports the line of the element compiled before the hole
  for (const ast::ArrayItem* it : e->items) {
    if (!it->value) compileError(lastLine, "Cannot use empty array elements in arrays");
    lastLine = it->value->line;
    if (it->key || it->byRef || it->unpack) simple = false;
  }
  if (simple && e->items.size() > 0 && e->items.size() < 256) {
    for (const ast::ArrayItem* it : e->items) emitExpr(it->value);
    line(e->line);
    bc().op(Op::NewPackedArray);
    bc().iva(e->items.size());
    return;
  }
  checkConstantSpreads(e);
  bc().op(Op::NewArray);
  bc().iva(e->items.size());
  for (const ast::ArrayItem* it : e->items) {
    line(it->line);
    if (it->unpack) {
      emitExpr(it->value);
      if (inConstExpr()) emitConstExprOperandCheck(ConstExprUse::Unpack);
      bc().op(Op::AddSpread);
      continue;
    }
    if (it->key) emitExpr(it->key);
    if (it->byRef) emitVGet(it->value);
    else emitExpr(it->value);
    if (it->key) bc().op(it->byRef ? Op::AddElemV : Op::AddElemC);
    else bc().op(it->byRef ? Op::AddNewElemV : Op::AddNewElemC);
  }
}

void Emitter::emitInterpolated(const ast::Interpolated* e) {
  for (const ast::Expr* p : e->parts) {
    const ast::Expr* v = p->kind == ast::ExprKind::ArrayDim ? static_cast<const ast::ArrayDim*>(p)->base : p;
    if (v->kind != ast::ExprKind::Var || !static_cast<const ast::Var*>(v)->dollarBrace) continue;
    auto* var = static_cast<const ast::Var*>(v);
    diagnostic(E_DEPRECATED, var->dollarBraceLine,
               var->nameExpr ? "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead"
                             : "Using ${var} in strings is deprecated, use {$var} instead");
  }
  if (e->parts.size() == 1) {
    emitExpr(e->parts[0]);
    bc().op(Op::Cast);
    bc().oa(uint8_t(CastOp::String));
    return;
  }
  for (const ast::Expr* p : e->parts) emitExpr(p);
  line(e->line);
  bc().op(Op::ConcatN);
  bc().iva(e->parts.size());
}

void Emitter::emitMagicConst(const ast::MagicConst* e) {
  TypedValue v;
  if (foldConst(e, v)) {
    bc().op(Op::String);
    bc().iva(str(v.m_data.pstr->view()));
    return;
  }
  // __CLASS__ inside a trait: the using class, at runtime.
  if (m_fe->func().isClosure() || m_class) {
    bc().op(Op::ClsRefS);
    bc().oa(uint8_t(SpecialClsRef::Self));
    return;
  }
  bc().op(Op::String);
  bc().iva(str(""));
}

void Emitter::emitConstFetch(const ast::ConstFetch* e) {
  TypedValue v;
  if (foldConst(e, v)) {
    if (v.isBool()) bc().op(v.m_data.num ? Op::True : Op::False);
    else if (v.isNull()) bc().op(Op::Null);
    else if (v.isInt()) {
      bc().op(Op::Int);
      bc().i64(v.m_data.num);
    } else if (v.isDouble()) {
      bc().op(Op::Double);
      bc().dbl(v.m_data.dbl);
    } else {
      bc().op(Op::String);
      bc().iva(str(v.m_data.pstr->view()));
    }
    return;
  }
  // In a file that ends with __halt_compiler(), `__COMPILER_HALT_OFFSET__`
  // (unqualified in any namespace, or fully qualified) is its offset; any
  // other spelling is looked up at run time, as php's zend_compile_const.
  if (m_file.haltCompilerOffset >= 0 && e->name->text == "__COMPILER_HALT_OFFSET__" &&
      e->name->kind != ast::NameKind::Relative) {
    bc().op(Op::Int);
    bc().i64(m_file.haltCompilerOffset);
    return;
  }
  std::string fallback;
  std::string name = resolveConstName(e->name, &fallback);
  bc().op(Op::Cns);
  bc().iva(str(name));
  bc().iva(fallback.empty() ? kNoString : str(fallback));
  bc().ca();
}

bool Emitter::specialClass(const ast::Name* n, SpecialClsRef& out, bool evenQualified) {
  if (n->kind != ast::NameKind::Unqualified && !(evenQualified && n->kind == ast::NameKind::FullyQualified)) return false;
  if (equalsIgnoreCase(n->text, "self")) out = SpecialClsRef::Self;
  else if (equalsIgnoreCase(n->text, "parent")) out = SpecialClsRef::Parent;
  else if (equalsIgnoreCase(n->text, "static")) out = SpecialClsRef::Static;
  else return false;
  // php's zend_ensure_valid_class_fetch_type: only where the scope is known
  // at compile time (a file's or eval's code takes its includer's).
  if (!m_class && classScopeKnown() && !(m_fe && m_fe->func().isInitializer()))   // constant expressions: when evaluated
    compileError(n->line, std::string("Cannot use \"") + std::string(n->text) + "\" when no class scope is active");
  return true;
}

void Emitter::emitClassRef(const ast::ClassRef& ref) {
  if (ref.name) {
    SpecialClsRef s;
    if (specialClass(ref.name, s)) {
      bc().op(Op::ClsRefS);
      bc().oa(uint8_t(s));
      return;
    }
    bc().op(Op::String);
    bc().iva(str(resolveClassName(ref.name)));
    return;
  }
  emitClassExpr(ref.expr);
}

void Emitter::checkClassExpr(const ast::Expr* x) {
  // php folds the expression: a constant that is no string is no class name.
  TypedValue folded;
  if (foldConst(x, folded)) {
    const bool isString = folded.isString();
    tvDecRef(folded);
    if (!isString) compileError(x->line, "Illegal class name");
  }
}

void Emitter::emitClassExpr(const ast::Expr* x) {
  checkClassExpr(x);
  emitExpr(x);
}

void Emitter::emitClassConstFetch(const ast::ClassConstFetch* e) {
  if (e->cls.name) {
    SpecialClsRef s;
    if (!specialClass(e->cls.name, s)) {
      bc().op(Op::ClsCnsD);
      bc().iva(str(e->constName));
      bc().iva(str(resolveClassName(e->cls.name)));
      bc().ca();
      return;
    }
  }
  emitClassRef(e->cls);
  line(e->line);
  bc().op(Op::ClsCns);
  bc().iva(str(e->constName));
  bc().ca();
}

void Emitter::emitClassNameExpr(const ast::ClassNameExpr* e) {
  if (e->cls.name) {
    SpecialClsRef s;
    if (specialClass(e->cls.name, s, true)) {
      if (s == SpecialClsRef::Self && m_class && !(m_class->attrs & kClsTrait)) {
        bc().op(Op::String);
        bc().iva(str(m_class->name->view()));
        return;
      }
      bc().op(Op::ClsNameS);
      bc().oa(uint8_t(s));
      return;
    }
    bc().op(Op::String);
    bc().iva(str(resolveClassName(e->cls.name)));
    return;
  }
  // A literal is checked at compile time, as php folds it.
  const ast::Expr* x = e->cls.expr;
  if (x->kind == ast::ExprKind::IntLit || x->kind == ast::ExprKind::FloatLit)
    compileError(e->line, "Illegal class name");
  const char* literalType = nullptr;
  if (x->kind == ast::ExprKind::Array) literalType = "array";
  if (x->kind == ast::ExprKind::ConstFetch) {
    std::string_view t = static_cast<const ast::ConstFetch*>(x)->name->text;
    if (!t.empty() && t[0] == '\\') t.remove_prefix(1);
    if (equalsIgnoreCase(t, "null")) literalType = "null";
    else if (equalsIgnoreCase(t, "true") || equalsIgnoreCase(t, "false")) literalType = "bool";
  }
  if (literalType) compileError(e->line, std::string("Cannot use \"::class\" on value of type ") + literalType);
  TypedValue folded;
  if (x->kind != ast::ExprKind::StringLit && foldConst(x, folded) && !folded.isString()) {
    // An expression php folds to a constant: refused as it compiles.
    const std::string type = dataTypeShortName(folded.m_type);
    tvDecRef(folded);
    compileError(e->line, "Cannot use \"::class\" on value of type " + type);
  }
  if (x->kind == ast::ExprKind::StringLit) {
    // `("Foo")::class` is the name as written (self, static, parent as theirs).
    std::string_view v = static_cast<const ast::StringLit*>(x)->value;
    const SpecialClsRef special = equalsIgnoreCase(v, "self")     ? SpecialClsRef::Self
                                  : equalsIgnoreCase(v, "static") ? SpecialClsRef::Static
                                  : equalsIgnoreCase(v, "parent") ? SpecialClsRef::Parent
                                                                  : SpecialClsRef(0xff);
    if (special != SpecialClsRef(0xff)) {
      line(e->line);
      bc().op(Op::ClsNameS);
      bc().oa(uint8_t(special));
    } else {
      bc().op(Op::String);
      bc().iva(str(v));
    }
    return;
  }
  // $obj::class: the object's class name (php's TypeError for other values).
  emitExpr(e->cls.expr);
  line(e->line);
  bc().op(Op::ClsNameC);
}

void Emitter::emitInstanceof(const ast::Instanceof* e) {
  emitExpr(e->expr);
  line(e->line);
  if (e->cls.name) {
    SpecialClsRef s;
    if (!specialClass(e->cls.name, s)) {
      bc().op(Op::InstanceOfD);
      bc().iva(str(resolveClassName(e->cls.name)));
      return;
    }
  }
  emitClassRef(e->cls);
  bc().op(Op::InstanceOf);
}

void Emitter::emitMatch(const ast::Match* e) {
  emitExpr(e->subject);
  uint32_t subj = m_fe->allocTemp();
  bc().op(Op::PopL);
  bc().la(subj);
  Label end = bc().newLabel();
  const ast::MatchArm* def = nullptr;
  std::vector<std::pair<Label, const ast::MatchArm*>> bodies;
  for (const ast::MatchArm* arm : e->arms) {
    if (arm->isDefault) {
      if (def) compileError(arm->line, "Match expressions may only contain one default arm");
      def = arm;
      continue;
    }
    Label body = bc().newLabel();
    bodies.emplace_back(body, arm);
    for (const ast::Expr* c : arm->conds) {
      bc().op(Op::CGetL);
      bc().la(subj);
      emitExpr(c);
      bc().op(Op::Same);
      bc().op(Op::JmpNZ);
      bc().ba(body);
    }
  }
  if (def) {
    emitExpr(def->body);
    bc().op(Op::Jmp);
    bc().ba(end);
  } else {
    line(e->line);
    bc().op(Op::PushL);
    bc().la(subj);
    bc().op(Op::MatchError);
  }
  for (auto& [label, arm] : bodies) {
    bc().bind(label);
    emitExpr(arm->body);
    bc().op(Op::Jmp);
    bc().ba(end);
  }
  bc().bind(end);
  bc().op(Op::UnsetL);
  bc().la(subj);
  m_fe->freeTemp(subj);
}

void Emitter::emitIsset(const ast::Isset* e) {
  Label f = bc().newLabel(), end = bc().newLabel();
  for (size_t i = 0; i < e->vars.size(); ++i) {
    const ast::Expr* v = e->vars[i];
    if (!isChain(v)) compileError(v->line, "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)");
    emitChain(v, Access::Isset);
    if (i + 1 < e->vars.size()) {
      bc().op(Op::JmpZ);
      bc().ba(f);
    }
  }
  if (e->vars.size() > 1) {
    bc().op(Op::Jmp);
    bc().ba(end);
    bc().bind(f);
    bc().op(Op::False);
    bc().bind(end);
  }
}

void Emitter::emitYield(const ast::Yield* e) {
  if (!m_fe->isGenerator) compileError(e->line, "The \"yield\" expression can only be used inside a function");
  if (e->key) emitExpr(e->key);
  emitYieldValue(e);
  line(e->line);
  bc().op(e->key ? Op::YieldK : Op::Yield);
}

void Emitter::emitYieldValue(const ast::Yield* e) {
  const ast::Expr* v = e->value;
  if (!(m_fe->func().attrs & kAttrReturnsRef)) {
    if (v) emitExpr(v);
    else bc().op(Op::Null);
    return;
  }
  // A by-reference generator yields references to variables; anything else
  // is yielded by value with php's notice.
  if (!v) {
    bc().op(Op::Null);   // a bare `yield` yields null without a notice
    return;
  }
  if (isChain(v)) {
    emitVGet(v);
    return;
  }
  // A by-reference function's result is yielded as its reference.
  const ast::Expr* savedRefCall = m_refCall;
  if (isCallExpr(v)) m_refCall = v;
  emitExpr(v);
  m_refCall = savedRefCall;
  line(e->line);
  bc().op(Op::YieldNotRef);
  bc().oa(isCallExpr(v) ? 1 : 0);
}

bool Emitter::isCallExpr(const ast::Expr* e) {
  return e->kind == ast::ExprKind::Call || e->kind == ast::ExprKind::MethodCall || e->kind == ast::ExprKind::StaticCall;
}

} // namespace hop
