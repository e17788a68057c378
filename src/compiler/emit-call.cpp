// emit-call.cpp — calls: functions (builtins resolved at compile time go
// through FCallBuiltin), methods, static methods, constructors, closures and
// arrow functions (with their captured variables), first-class callables,
// and argument passing (by reference, spread, named).
#include <set>

#include "compiler/emitter.h"
#include "vm/inline-cache.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

bool Emitter::hasSpreadOrNamed(const ast::List<ast::Arg*>& args) {
  for (const ast::Arg* a : args)
    if (a->unpack || !a->name.empty()) return true;
  return false;
}

namespace {

bool paramByRef(const ast::FunctionDecl* fd, uint32_t i) {
  if (!fd) return false;
  if (i < fd->params.size()) return fd->params[i]->byRef;
  return !fd->params.empty() && fd->params[fd->params.size() - 1]->variadic && fd->params[fd->params.size() - 1]->byRef;
}

bool builtinParamByRef(const Func* f, uint32_t i) {
  if (!f) return false;
  if (i < f->numParams()) return f->params[i].byRef;
  return f->isVariadic() && f->params.back().byRef;
}

/// Whether a known callee takes the named argument `name` by reference (its
/// parameter of that name, else its variadic one).
bool namedParamByRef(const ast::FunctionDecl* fd, const Func* builtin, std::string_view name) {
  if (fd) {
    for (const auto* p : fd->params)
      if (!p->variadic && p->name == name) return p->byRef;
    return paramByRef(fd, uint32_t(fd->params.size()));
  }
  if (builtin) {
    for (const ParamInfo& p : builtin->params)
      if (!p.variadic && p.name->view() == name) return p.byRef;
    return builtin->isVariadic() && builtin->params.back().byRef;
  }
  return false;
}

} // namespace

bool isCallExpr(const ast::Expr* e) {
  return e->kind == ast::ExprKind::Call || e->kind == ast::ExprKind::MethodCall || e->kind == ast::ExprKind::StaticCall;
}

void Emitter::emitArgRefIfCalleeWants(const ast::Expr* v, Op test, uint32_t which, uint32_t depth, Op afterRef,
                                      Op afterVal) {
  Label byVal = bc().newLabel(), end = bc().newLabel();
  bc().op(test);
  bc().iva(which);
  bc().iva(depth);
  bc().op(Op::JmpZ);
  bc().ba(byVal);
  if (chainRootIsTemporary(v)) {
    // php compiles this argument either way and fails only when the callee
    // wants a reference (FETCH_DIM_FUNC_ARG on a temporary).
    bc().op(Op::Null);
    bc().op(Op::Fatal);
    bc().oa(uint8_t(FatalOp::ThrowError));
    bc().iva(str("Cannot use temporary expression in write context"));
  } else {
    emitVGet(v);
  }
  if (afterRef != Op::Nop) bc().op(afterRef);
  bc().op(Op::Jmp);
  bc().ba(end);
  bc().bind(byVal);
  emitArgByValue(v);
  if (afterVal != Op::Nop) bc().op(afterVal);
  bc().bind(end);
}

void Emitter::emitArgByValue(const ast::Expr* e) {
  if (!chainHasAppend(e)) {
    emitExpr(e);
    return;
  }
  bc().op(Op::Null);
  bc().op(Op::Fatal);
  bc().oa(uint8_t(FatalOp::ThrowError));
  bc().iva(str("Cannot use [] for reading"));
}

std::string Emitter::namedByRefValueError(const ast::FunctionDecl* fd, const Func* builtin, std::string_view name) {
  auto say = [](const std::string& fn, size_t i, std::string_view p) {
    return fn + "(): Argument #" + std::to_string(i + 1) + " ($" + std::string(p) + ") cannot be passed by reference";
  };
  if (fd) {
    auto it = m_fileFunctionNames.find(fd);
    for (size_t i = 0; it != m_fileFunctionNames.end() && i < fd->params.size(); ++i)
      if (!fd->params[i]->variadic && fd->params[i]->name == name)
        return fd->params[i]->byRef ? say(it->second, i, name) : std::string();
  } else if (builtin) {
    for (size_t i = 0; i < builtin->params.size(); ++i)
      if (!builtin->params[i].variadic && builtin->params[i].name->view() == name)
        return builtin->params[i].byRef && !builtin->params[i].preferRef ? say(builtin->name->str(), i, name) : std::string();
  }
  return std::string();
}

bool Emitter::emitArgs(const ast::List<ast::Arg*>& args, const ast::FunctionDecl* knownUser, const Func* knownBuiltin) {
  if (hasSpreadOrNamed(args)) {
    // Arguments as an array: positional ones appended, `...$x` spread,
    // named ones under their names (FCallArray maps them to parameters).
    bc().op(Op::NewArray);
    bc().iva(args.size());
    bool sawNamed = false, sawUnpack = false;
    uint32_t pos = 0;
    for (const ast::Arg* a : args) {
      line(a->line);
      if (a->unpack) {
        if (sawNamed) compileError(a->line, "Cannot use argument unpacking after named arguments");
        sawUnpack = true;
        emitExpr(a->value);
        // A plain variable's elements may be bound to by-reference parameters.
        bc().op(Op::AddSpreadArg);
        const bool plain = isPlainVar(a->value) && !isThisVar(a->value) &&
                           !isSuperglobal(static_cast<const ast::Var*>(a->value)->name);
        bc().la(plain ? m_fe->local(static_cast<const ast::Var*>(a->value)->name) : kNoLocal);
        continue;
      }
      if (!a->name.empty()) {
        // By reference when the callee's parameter of that name (or its
        // variadic one) is; the callee decides at run time when unknown.
        sawNamed = true;
        const ast::Expr* v = a->value;
        if (!knownUser && !knownBuiltin && isVariable(v) && !chainHasNullsafe(v) && !isThisVar(v)) {
          emitArgRefIfCalleeWants(v, Op::FIsRefParamNamed, str(a->name), 1);
        } else if (isVariable(v) && namedParamByRef(knownUser, knownBuiltin, a->name)) {
          emitVGet(v);
        } else if (isCallExpr(v) && !specialCallResult(v, true) && namedParamByRef(knownUser, knownBuiltin, a->name)) {
          // A by-reference function's reference binds; any other result is passed with a notice.
          emitVGet(v, BoxRefOp::Pass);
        } else {
          emitArgByValue(v);
          // php's SEND_VAL_EX: a value (not a call's result) for a known
          // callee's by-reference parameter is an Error once evaluated.
          if (!isVariable(v) && !(isCallExpr(v) && !specialCallResult(v, true)))
            if (std::string msg = namedByRefValueError(knownUser, knownBuiltin, a->name); !msg.empty()) {
              bc().op(Op::Fatal);
              bc().oa(uint8_t(FatalOp::ThrowError));
              bc().iva(str(msg));
            }
        }
        bc().op(Op::AddNamedArg);
        bc().iva(str(a->name));
        continue;
      }
      if (sawNamed) compileError(a->line, "Cannot use positional argument after named argument");
      if (sawUnpack) compileError(a->line, "Cannot use positional argument after argument unpacking");
      bool byRef = knownUser ? paramByRef(knownUser, pos) : builtinParamByRef(knownBuiltin, pos);
      if (!knownUser && !knownBuiltin && isVariable(a->value) && !chainHasNullsafe(a->value) && !isThisVar(a->value)) {
        // Unknown callee (a method, a namespaced name): ask the pending
        // ActRec, below the argument array, whether this one is by reference.
        emitArgRefIfCalleeWants(a->value, Op::FIsRefParam, pos, 1, Op::AddNewElemV, Op::AddNewElemC);
      } else if (byRef && isVariable(a->value)) {
        emitVGet(a->value);
        bc().op(Op::AddNewElemV);
      } else {
        emitExpr(a->value);
        bc().op(Op::AddNewElemC);
      }
      ++pos;
    }
    return false;
  }
  for (uint32_t i = 0; i < args.size(); ++i) {
    const ast::Expr* v = args[i]->value;
    line(args[i]->line);
    // `$b =& $a` with a plain local as the target: passed as that variable.
    auto isRefAssignToLocal = [&](const ast::Expr* x) {
      if (x->kind != ast::ExprKind::AssignRef) return false;
      const ast::Expr* t = static_cast<const ast::Assign*>(x)->target;
      return isPlainVar(t) && !isThisVar(t) && !isSuperglobal(static_cast<const ast::Var*>(t)->name);
    };
    bool known = knownUser || knownBuiltin;
    if (known) {
      bool byRef = knownUser ? paramByRef(knownUser, i) : builtinParamByRef(knownBuiltin, i);
      const bool preferRef = knownBuiltin && byRef &&
                             (i < knownBuiltin->numParams() ? knownBuiltin->params[i] : knownBuiltin->params.back()).preferRef;
      const bool declaredAbove = knownUser && args[i]->line >= knownUser->line &&
                                 !(m_fe && m_fe->func().lineStart == knownUser->line &&
                                   equalsIgnoreCase(m_fe->func().name->view(), knownUser->name));
      if (!byRef && chainHasAppend(v) && knownUser && !declaredAbove) {
        // php knows a function only once its declaration is compiled (not in
        // its own body, not above it): `f($x[])` is then a run-time Error.
        emitArgByValue(v);
      } else if (!byRef || (preferRef && !isVariable(v))) {
        emitExpr(v);
      } else if (isVariable(v)) {
        emitVGet(v);
      } else if (isCallExpr(v) && !specialCallResult(v, true)) {   // php: a call compiled to an instruction is a value
        // A by-reference function's reference binds; any other result is passed with a notice.
        emitVGet(v, BoxRefOp::Pass);
      } else if (isRefAssignToLocal(v)) {
        // `f($b =& $a)`: the variable the assignment bound is passed.
        emitAssignRef(static_cast<const ast::Assign*>(v), true);
        emitVGet(static_cast<const ast::Assign*>(v)->target);
      } else if (knownBuiltin) {
        emitExpr(v);
        const bool named = i < knownBuiltin->numParams() && !knownBuiltin->params[i].variadic;
        bc().op(Op::Fatal);
        bc().oa(uint8_t(FatalOp::ThrowError));
        bc().iva(str(knownBuiltin->name->str() + "(): Argument #" + std::to_string(i + 1) +
                     (named ? " ($" + knownBuiltin->params[i].name->str() + ")" : std::string()) +
                     " cannot be passed by reference"));
      } else {
        emitExpr(v);
        bc().op(Op::FPassVal);
        bc().iva(i);
      }
      continue;
    }
    // Unknown callee: let the pending ActRec decide at runtime.
    if (v->kind == ast::ExprKind::Var && !static_cast<const ast::Var*>(v)->nameExpr && !isThisVar(v) &&
        !isSuperglobal(static_cast<const ast::Var*>(v)->name)) {
      bc().op(Op::FPassL);
      bc().iva(i);
      bc().la(localOf(static_cast<const ast::Var*>(v)));
    } else if (isVariable(v) && !chainHasNullsafe(v) && !isThisVar(v)) {   // $this is never passed by reference
      emitArgRefIfCalleeWants(v, Op::FIsRefParam, i, i);
    } else if (isCallExpr(v) && !specialCallResult(v, true)) {   // php: a call compiled to an instruction is a value
      const ast::Expr* savedRefCall = m_refCall;
      m_refCall = v;   // a by-reference function hands back its reference; FPassCall decides
      emitExpr(v);
      m_refCall = savedRefCall;
      bc().op(Op::FPassCall);
      bc().iva(i);
    } else if (isRefAssignToLocal(v)) {
      // `f($b =& $a)`: the variable the assignment bound, by reference if f wants it.
      emitAssignRef(static_cast<const ast::Assign*>(v), true);
      bc().op(Op::FPassL);
      bc().iva(i);
      bc().la(localOf(static_cast<const ast::Var*>(static_cast<const ast::Assign*>(v)->target)));
    } else {
      emitExpr(v);
      bc().op(Op::FPassVal);
      bc().iva(i);
    }
  }
  return true;
}

void Emitter::emitFCall(const ast::Expr* call, const ast::List<ast::Arg*>& args, const ast::FunctionDecl* knownUser,
                        const Func* knownBuiltin) {
  int l = bc().line();
  bool positional = true;
  outsideNullsafe([&] { positional = emitArgs(args, knownUser, knownBuiltin); });
  // The line backtraces give the call (php's GH-8810): a method's name, a
  // callee expression's argument list.
  int callLine = 0;
  if (call && call->kind == ast::ExprKind::MethodCall) callLine = static_cast<const ast::MethodCall*>(call)->callLine;
  else if (call && call->kind == ast::ExprKind::StaticCall) callLine = static_cast<const ast::StaticCall*>(call)->callLine;
  else if (call && call->kind == ast::ExprKind::Call) callLine = static_cast<const ast::Call*>(call)->callLine;
  line(callLine ? callLine : l);
  if (call && call == m_refCall) {
    // The result is bound by reference: a by-reference function hands back its reference.
    bc().op(Op::FWantRef);
    bc().iva(positional ? args.size() : 1);
  }
  if (positional) {
    bc().op(Op::FCall);
    bc().iva(args.size());
  } else {
    bc().op(Op::FCallArray);
  }
}

void Emitter::emitCall(const ast::Call* e) {
  line(e->line);
  if (e->isCallableConvert) {
    if (e->name) {
      std::string fallback;
      std::string name = resolveFunctionName(e->name, &fallback);
      bc().op(Op::ResolveFuncD);
      bc().iva(str(name));
      bc().iva(fallback.empty() ? kNoString : str(fallback));
    } else {
      emitExpr(e->callee);
      bc().op(Op::ResolveFunc);
    }
    return;
  }
  if (!e->name) {
    withNullsafeScope(e->callee, Op::Null, [&] {
      emitExpr(e->callee);
      line(e->line);
      bc().op(Op::FPushFunc);
      bc().iva(e->args.size());
      emitFCall(e, e->args, nullptr, nullptr);
    });
    return;
  }
  std::string fallback;
  std::string name = resolveFunctionName(e->name, &fallback);
  if (isAssertCall(e, toLower(name), fallback)) {
    emitAssert(e);
    return;
  }
  emitCallByName(e, name, fallback);
}

void Emitter::emitCallByName(const ast::Call* e, const std::string& name, const std::string& fallback) {
  std::string lower = toLower(name);
  if (emitIntrinsic(e, lower)) return;
  // A builtin the name can only mean: call it directly.
  const Func* builtin = fallback.empty() ? BuiltinRegistry::lookup(lower) : nullptr;
  if (builtin && !hasSpreadOrNamed(e->args)) {
    ast::List<ast::Arg*> args = e->args;
    // call_user_func('name', ...) of a builtin that refuses dynamic calls:
    // php binds a literal name at compile time (a direct call, not a
    // dynamic one: zend_try_compile_ct_bound_init_user_func).
    if (lower == "call_user_func" && !args.empty() && args[0]->value->kind == ast::ExprKind::StringLit) {
      const Func* named = BuiltinRegistry::lookup(toLower(static_cast<const ast::StringLit*>(args[0]->value)->value));
      if (named && (named->attrs & kAttrNoDynamicCall)) {
        builtin = named;
        args = ast::List<ast::Arg*>{args.items + 1, args.count - 1};
      }
    }
    outsideNullsafe([&] { emitArgs(args, nullptr, builtin); });
    line(e->line);
    bc().op(Op::FCallBuiltin);
    bc().iva(args.size());
    bc().iva(builtin->builtinId);
    return;
  }
  // A function declared in this file: its by-reference parameters are known.
  const ast::FunctionDecl* user = nullptr;
  auto it = m_fileFunctions.find(lower);
  if (it != m_fileFunctions.end()) user = it->second;
  bc().op(Op::FPushFuncD);
  bc().iva(e->args.size());
  bc().iva(str(name));
  bc().iva(fallback.empty() ? kNoString : str(fallback));
  bc().ca();
  emitFCall(e, e->args, user, nullptr);
}

bool Emitter::emitIntrinsic(const ast::Call* e, const std::string& lowerName) {
  // Calls the compiler turns into ops: only of the builtins themselves (not
  // of a user function reusing a disabled builtin's name).
  // The name first: the registry's lookup (a hash of the name) only for these.
  const bool isStrlen = lowerName == "strlen";
  if (!isStrlen && lowerName.compare(0, 3, "is_") != 0) return false;
  if (hasSpreadOrNamed(e->args) || !BuiltinRegistry::lookup(lowerName)) return false;
  auto oneArg = [&]() { return e->args.size() == 1 && !e->args[0]->unpack; };
  // strlen() of a literal is known now (php folds it at compile time too).
  if (isStrlen && oneArg() && e->args[0]->value->kind == ast::ExprKind::StringLit) {
    line(e->line);
    bc().op(Op::Int);
    bc().i64(int64_t(static_cast<const ast::StringLit*>(e->args[0]->value)->value.size()));
    return true;
  }
  if (lowerName == "is_null" || lowerName == "is_int" || lowerName == "is_integer" || lowerName == "is_long" ||
      lowerName == "is_string" || lowerName == "is_array" || lowerName == "is_bool" || lowerName == "is_float" ||
      lowerName == "is_double" || lowerName == "is_object") {
    if (!oneArg()) return false;
    IsTypeOp op = lowerName == "is_null" ? IsTypeOp::Null
                : (lowerName == "is_int" || lowerName == "is_integer" || lowerName == "is_long") ? IsTypeOp::Int
                : lowerName == "is_string" ? IsTypeOp::String
                : lowerName == "is_array" ? IsTypeOp::Array
                : lowerName == "is_bool" ? IsTypeOp::Bool
                : lowerName == "is_object" ? IsTypeOp::Object : IsTypeOp::Double;
    const ast::Expr* v = e->args[0]->value;
    if (v->kind == ast::ExprKind::Var && !static_cast<const ast::Var*>(v)->nameExpr && !isThisVar(v) &&
        !isSuperglobal(static_cast<const ast::Var*>(v)->name)) {
      line(e->line);
      bc().op(Op::IsTypeL);
      bc().la(localOf(static_cast<const ast::Var*>(v)));
      bc().oa(uint8_t(op));
      return true;
    }
    emitExpr(v);
    line(e->line);
    bc().op(Op::IsTypeC);
    bc().oa(uint8_t(op));
    return true;
  }
  return false;
}

void Emitter::checkMethodNameLiteral(const ast::MemberName& m, int atLine) {
  // php compiles a constant method name expression ($o->{0}(), A::{null}()) and
  // refuses any that is not a string.
  TypedValue v;
  if (m.expr && foldConst(m.expr, v)) {
    bool isString = v.isString();
    if (!isString) compileError(atLine, "Method name must be a string");
  }
}

void Emitter::emitMethodCall(const ast::MethodCall* e) {
  checkMethodNameLiteral(e->method, e->line);
  if (e->nullsafe && e->isCallableConvert) compileError(e->line, "Cannot combine nullsafe operator with Closure creation");
  withNullsafeScope(e, Op::Null, [&] {
    emitChainObject(e->object);
    line(e->line);
    if (e->nullsafe) {
      bc().op(Op::Dup);
      bc().op(Op::IsTypeC);
      bc().oa(uint8_t(IsTypeOp::Null));
      bc().op(Op::JmpNZ);
      bc().ba(m_nullsafeShort);
    }
    if (e->isCallableConvert) {
      if (e->method.expr) outsideNullsafe([&] { emitExpr(e->method.expr); });
      else {
        bc().op(Op::String);
        bc().iva(str(e->method.ident));
      }
      bc().op(Op::ResolveObjMethod);
      return;
    }
    if (e->method.expr) {
      outsideNullsafe([&] { emitExpr(e->method.expr); });
      line(e->line);
      bc().op(Op::FPushObjMethod);
      bc().iva(e->args.size());
    } else {
      bc().op(Op::FPushObjMethodD);
      bc().iva(e->args.size());
      bc().iva(str(e->method.ident));
      bc().ca(kMethodCacheWays);
    }
    emitFCall(e, e->args, nullptr, nullptr);
  });
}

void Emitter::emitStaticCall(const ast::StaticCall* e) {
  checkMethodNameLiteral(e->method, e->line);
  line(e->line);
  SpecialClsRef special;
  bool isSpecial = e->cls.name && specialClass(e->cls.name, special);
  if (e->isCallableConvert) {
    if (isSpecial && !e->method.expr) {
      bc().op(Op::ResolveClsMethodS);
      bc().iva(str(e->method.ident));
      bc().oa(uint8_t(special));
      return;
    }
    emitClassRef(e->cls);
    if (e->method.expr) emitExpr(e->method.expr);
    else {
      bc().op(Op::String);
      bc().iva(str(e->method.ident));
    }
    bc().op(Op::ResolveClsMethod);
    return;
  }
  if (e->cls.expr && chainHasNullsafe(e)) {
    // `$a?->b()::c()`: the class expression is a link of a nullsafe chain.
    withNullsafeScope(e, Op::Null, [&] {
      emitChainObject(e->cls.expr);
      outsideNullsafe([&] {
        if (e->method.expr) emitExpr(e->method.expr);
        else {
          bc().op(Op::String);
          bc().iva(str(e->method.ident));
        }
      });
      line(e->line);
      bc().op(Op::FPushClsMethod);
      bc().iva(e->args.size());
      emitFCall(e, e->args, nullptr, nullptr);
    });
    return;
  }
  if (!e->method.expr) {
    if (isSpecial) {
      bc().op(Op::FPushClsMethodS);
      bc().iva(e->args.size());
      bc().iva(str(e->method.ident));
      bc().oa(uint8_t(special));
      bc().ca();
    } else if (e->cls.name) {
      bc().op(Op::FPushClsMethodD);
      bc().iva(e->args.size());
      bc().iva(str(e->method.ident));
      bc().iva(str(resolveClassName(e->cls.name)));
      bc().ca();
    } else {
      emitClassExpr(e->cls.expr);
      bc().op(Op::String);
      bc().iva(str(e->method.ident));
      line(e->line);
      bc().op(Op::FPushClsMethod);
      bc().iva(e->args.size());
    }
  } else {
    emitClassRef(e->cls);
    if (!e->cls.name) {
      line(e->line);
      bc().op(Op::ClsRefC);   // php fetches the class before evaluating the method name
    }
    emitExpr(e->method.expr);
    line(e->line);
    bc().op(Op::FPushClsMethod);
    bc().iva(e->args.size());
  }
  emitFCall(e, e->args, nullptr, nullptr);
}

void Emitter::emitNew(const ast::New* e) {
  line(e->line);
  if (e->anonClass) {
    PreClass* pc = compileClass(e->anonClass);
    line(e->line);
    bc().op(Op::DefCls);
    bc().iva(pc->id);
    bc().op(Op::NewObjD);
    bc().iva(str(pc->name->view()));
    bc().ca();
  } else if (e->cls.name) {
    SpecialClsRef special;
    if (specialClass(e->cls.name, special)) {
      bc().op(Op::NewObjS);
      bc().oa(uint8_t(special));
    } else {
      bc().op(Op::NewObjD);
      bc().iva(str(resolveClassName(e->cls.name)));
      bc().ca();
    }
  } else {
    emitClassExpr(e->cls.expr);
    line(e->line);
    bc().op(Op::NewObj);
  }
  bc().op(Op::Dup);
  bc().op(Op::FPushCtor);
  bc().iva(e->args.size());
  emitFCall(nullptr, e->args, nullptr, nullptr);
  bc().op(Op::PopC);
}

// --- Closures --------------------------------------------------------------------------------------

namespace {

/// Variable names in order of first use (php binds an arrow function's captures in that order).
struct NameList {
  std::vector<std::string> order;
  std::set<std::string> seen;
  void insert(std::string name) {
    if (seen.insert(name).second) order.push_back(std::move(name));
  }
};

/// Variable names an arrow function's body refers to (its implicit captures).
void collectVars(const ast::Expr* e, NameList& out);
std::vector<std::string> arrowFreeVars(const ast::FunctionDecl* fd);

void collectArgs(const ast::List<ast::Arg*>& args, NameList& out) {
  for (const ast::Arg* a : args) collectVars(a->value, out);
}

void collectVars(const ast::Expr* e, NameList& out) {
  if (!e) return;
  switch (e->kind) {
    case ast::ExprKind::Var: {
      auto* v = static_cast<const ast::Var*>(e);
      if (v->nameExpr) collectVars(v->nameExpr, out);
      else out.insert(std::string(v->name));
      return;
    }
    case ast::ExprKind::Interpolated:
    case ast::ExprKind::ShellExec:
      for (const ast::Expr* p : static_cast<const ast::Interpolated*>(e)->parts) collectVars(p, out);
      return;
    case ast::ExprKind::ClassConstFetch: collectVars(static_cast<const ast::ClassConstFetch*>(e)->cls.expr, out); return;
    case ast::ExprKind::ClassName: collectVars(static_cast<const ast::ClassNameExpr*>(e)->cls.expr, out); return;
    case ast::ExprKind::Array:
      for (const ast::ArrayItem* it : static_cast<const ast::ArrayLit*>(e)->items) {
        collectVars(it->key, out);
        collectVars(it->value, out);
      }
      return;
    case ast::ExprKind::ArrayDim:
      collectVars(static_cast<const ast::ArrayDim*>(e)->base, out);
      collectVars(static_cast<const ast::ArrayDim*>(e)->dim, out);
      return;
    case ast::ExprKind::Prop:
      collectVars(static_cast<const ast::PropFetch*>(e)->object, out);
      collectVars(static_cast<const ast::PropFetch*>(e)->prop.expr, out);
      return;
    case ast::ExprKind::StaticProp:
      collectVars(static_cast<const ast::StaticPropFetch*>(e)->cls.expr, out);
      collectVars(static_cast<const ast::StaticPropFetch*>(e)->prop.expr, out);
      return;
    case ast::ExprKind::Call:
      collectVars(static_cast<const ast::Call*>(e)->callee, out);
      collectArgs(static_cast<const ast::Call*>(e)->args, out);
      return;
    case ast::ExprKind::MethodCall:
      collectVars(static_cast<const ast::MethodCall*>(e)->object, out);
      collectVars(static_cast<const ast::MethodCall*>(e)->method.expr, out);
      collectArgs(static_cast<const ast::MethodCall*>(e)->args, out);
      return;
    case ast::ExprKind::StaticCall:
      collectVars(static_cast<const ast::StaticCall*>(e)->cls.expr, out);
      collectVars(static_cast<const ast::StaticCall*>(e)->method.expr, out);
      collectArgs(static_cast<const ast::StaticCall*>(e)->args, out);
      return;
    case ast::ExprKind::New:
      collectVars(static_cast<const ast::New*>(e)->cls.expr, out);
      collectArgs(static_cast<const ast::New*>(e)->args, out);
      return;
    case ast::ExprKind::Binary:
      collectVars(static_cast<const ast::Binary*>(e)->left, out);
      collectVars(static_cast<const ast::Binary*>(e)->right, out);
      return;
    case ast::ExprKind::Assign:
    case ast::ExprKind::AssignRef:
      collectVars(static_cast<const ast::Assign*>(e)->target, out);
      collectVars(static_cast<const ast::Assign*>(e)->value, out);
      return;
    case ast::ExprKind::CompoundAssign:
      collectVars(static_cast<const ast::CompoundAssign*>(e)->target, out);
      collectVars(static_cast<const ast::CompoundAssign*>(e)->value, out);
      return;
    case ast::ExprKind::PreInc:
    case ast::ExprKind::PreDec:
    case ast::ExprKind::PostInc:
    case ast::ExprKind::PostDec: collectVars(static_cast<const ast::IncDec*>(e)->var, out); return;
    case ast::ExprKind::Cast: collectVars(static_cast<const ast::Cast*>(e)->operand, out); return;
    case ast::ExprKind::Isset:
      for (const ast::Expr* v : static_cast<const ast::Isset*>(e)->vars) collectVars(v, out);
      return;
    case ast::ExprKind::Instanceof:
      collectVars(static_cast<const ast::Instanceof*>(e)->expr, out);
      collectVars(static_cast<const ast::Instanceof*>(e)->cls.expr, out);
      return;
    case ast::ExprKind::Ternary: {
      auto* t = static_cast<const ast::Ternary*>(e);
      collectVars(t->cond, out);
      collectVars(t->then, out);
      collectVars(t->otherwise, out);
      return;
    }
    case ast::ExprKind::Yield:
      collectVars(static_cast<const ast::Yield*>(e)->key, out);
      collectVars(static_cast<const ast::Yield*>(e)->value, out);
      return;
    case ast::ExprKind::Match: {
      auto* m = static_cast<const ast::Match*>(e);
      collectVars(m->subject, out);
      for (const ast::MatchArm* arm : m->arms) {
        for (const ast::Expr* c : arm->conds) collectVars(c, out);
        collectVars(arm->body, out);
      }
      return;
    }
    case ast::ExprKind::Closure:
    case ast::ExprKind::ArrowFunction: {
      const ast::FunctionDecl* fd = static_cast<const ast::Closure*>(e)->fn;
      if (fd->fnKind == ast::FunctionKind::Closure) {
        for (const ast::ClosureUse* u : fd->uses) out.insert(std::string(u->name));
        return;
      }
      // A nested arrow function: its free variables are ours too.
      for (const std::string& v : arrowFreeVars(fd)) out.insert(v);
      return;
    }
    default:
      if (e->kind >= ast::ExprKind::UnaryPlus && e->kind <= ast::ExprKind::Throw)
        collectVars(static_cast<const ast::Unary*>(e)->operand, out);
      return;
  }
}

/// An arrow function's free variables, in order of first use: what it captures from the
/// enclosing scope (its parameters and $this are its own).
std::vector<std::string> arrowFreeVars(const ast::FunctionDecl* fd) {
  NameList vars;
  for (const ast::Stmt* s : fd->body->stmts)
    if (s->kind == ast::StmtKind::Return) collectVars(static_cast<const ast::Return*>(s)->value, vars);
  std::set<std::string> own{"this"};
  for (const ast::Param* p : fd->params) own.insert(std::string(p->name));
  std::vector<std::string> out;
  for (std::string& v : vars.order)
    if (!own.count(v)) out.push_back(std::move(v));
  return out;
}

} // namespace

void Emitter::emitClosure(const ast::Closure* e) {
  const ast::FunctionDecl* fd = e->fn;
  // Arrow functions capture, by value, every outer variable their body uses.
  std::vector<std::string> arrowCaptures;
  if (fd->fnKind == ast::FunctionKind::ArrowFunction) {
    for (std::string& v : arrowFreeVars(fd))
      if (!isSuperglobal(v)) arrowCaptures.push_back(std::move(v));
  }
  m_pendingArrowCaptures = arrowCaptures;
  uint32_t idx;
  Func* f = emitFunction(fd, idx, m_class, true);
  line(e->line);
  uint32_t n = 0;
  if (fd->fnKind == ast::FunctionKind::Closure) {
    for (const ast::ClosureUse* u : fd->uses) {
      if (u->name == "this") compileError(u->line, "Cannot use $this as lexical variable");
      if (isSuperglobal(u->name)) compileError(u->line, "Cannot use auto-global as lexical variable");
      if (u->byRef) {
        bc().op(Op::VGetL);
        bc().la(m_fe->local(u->name));
      } else {
        bc().op(Op::CGetL);
        bc().la(m_fe->local(u->name));
      }
      ++n;
    }
  } else {
    // An outer variable that is undefined when the arrow function is made is not captured:
    // CUGetL keeps it Uninit, and the body sees it undefined (php's implicit binding).
    for (const std::string& v : arrowCaptures) {
      bc().op(Op::CUGetL);
      bc().la(m_fe->local(v));
      ++n;
    }
  }
  (void)f;
  bc().op(Op::CreateCl);
  bc().iva(idx);
  bc().iva(n);
}

/// php's zend_try_compile_special_func, one row per function: the arguments it
/// takes, whether only where the result is read (chr, ord), and (below) the
/// literal arguments some of them need.
int Emitter::specialCallResult(const ast::Expr* e, bool read) {
  if (e->kind != ast::ExprKind::Call) return 0;
  auto* c = static_cast<const ast::Call*>(e);
  if (!c->name || c->isCallableConvert) return 0;
  // Known at compile time: a fully qualified name, or one outside namespaces.
  if (!(c->name->kind == ast::NameKind::FullyQualified ||
        (c->name->kind == ast::NameKind::Unqualified && m_names.ns.empty())))
    return 0;
  for (const ast::Arg* a : c->args)
    if (a->unpack || !a->name.empty()) return 0;
  struct Special {
    const char* name;
    uint8_t minArgs, maxArgs;
    bool readOnly;   // only where the result is read (php's type == BP_VAR_R)
  };
  static const Special kSpecial[] = {
      {"strlen", 1, 1, false},          {"is_null", 1, 1, false},      {"is_bool", 1, 1, false},
      {"is_long", 1, 1, false},         {"is_int", 1, 1, false},       {"is_integer", 1, 1, false},
      {"is_float", 1, 1, false},        {"is_double", 1, 1, false},    {"is_string", 1, 1, false},
      {"is_array", 1, 1, false},        {"is_object", 1, 1, false},    {"is_resource", 1, 1, false},
      {"is_scalar", 1, 1, false},       {"boolval", 1, 1, false},      {"intval", 1, 1, false},
      {"floatval", 1, 1, false},        {"doubleval", 1, 1, false},    {"strval", 1, 1, false},
      {"defined", 1, 1, false},         {"chr", 1, 1, true},           {"ord", 1, 1, true},
      {"in_array", 2, 3, false},        {"count", 1, 1, false},        {"sizeof", 1, 1, false},
      {"get_class", 0, 1, false},       {"get_called_class", 0, 0, false}, {"gettype", 1, 1, false},
      {"func_num_args", 0, 0, false},   {"func_get_args", 0, 0, false}, {"array_slice", 2, 2, false},
      {"array_key_exists", 2, 2, false}};
  std::string fn = toLower(c->name->text);
  if (!fn.empty() && fn[0] == '\\') fn.erase(0, 1);
  const Special* sp = nullptr;
  for (const Special& s : kSpecial)
    if (fn == s.name) sp = &s;
  const uint32_t n = c->args.count;
  if (!sp || n < sp->minArgs || n > sp->maxArgs || (sp->readOnly && !read)) return 0;
  const ast::Expr* arg0 = n > 0 ? c->args.items[0]->value : nullptr;
  const bool inFunction = m_fe && !m_fe->func().isPseudoMain();
  TypedValue v;
  if (fn == "strlen") return phpConstValue(arg0, v) && v.isString() ? 1 : 2;
  if (fn == "chr") return arg0->kind == ast::ExprKind::IntLit ? 1 : 0;
  if (fn == "ord") return arg0->kind == ast::ExprKind::StringLit ? 1 : 0;
  if (fn == "defined") {
    // A literal name without a namespace or class part.
    if (arg0->kind != ast::ExprKind::StringLit && arg0->kind != ast::ExprKind::IntLit) return 0;
    if (arg0->kind == ast::ExprKind::StringLit) {
      std::string_view s = static_cast<const ast::StringLit*>(arg0)->value;
      if (s.find('\\') != std::string_view::npos || s.find(':') != std::string_view::npos) return 0;
    }
    return 2;
  }
  if (fn == "func_num_args" || fn == "func_get_args") return inFunction ? 2 : 0;
  if (fn == "array_slice") {
    // array_slice(func_get_args(), N) with a literal N >= 0, inside a function.
    const ast::Expr* a1 = c->args.items[1]->value;
    if (!inFunction || arg0->kind != ast::ExprKind::Call || a1->kind != ast::ExprKind::IntLit) return 0;
    auto* inner = static_cast<const ast::Call*>(arg0);
    if (!inner->name || inner->isCallableConvert || inner->args.count != 0) return 0;
    std::string in = toLower(inner->name->text);
    if (!in.empty() && in[0] == '\\') in.erase(0, 1);
    return in == "func_get_args" && static_cast<const ast::IntLit*>(a1)->value >= 0 ? 2 : 0;
  }
  if (fn == "in_array") {
    // A constant haystack php can turn into a key set: strict, int or string
    // values; loose, non-numeric strings.
    bool strict = false;
    if (n == 3) {
      if (!phpConstValue(c->args.items[2]->value, v) || v.m_type == DataType::Uninit) return 0;
      strict = toBool(v);
    }
    const ast::Expr* hay = c->args.items[1]->value;
    if (hay->kind != ast::ExprKind::Array) return 0;
    for (const ast::ArrayItem* it : static_cast<const ast::ArrayLit*>(hay)->items) {
      if (!it || !it->value || it->byRef || it->unpack) return 0;
      if (it->key && !phpConstValue(it->key, v)) return 0;
      if (!phpConstValue(it->value, v)) return 0;
      const bool ok = strict ? (v.isInt() || v.isString()) : (v.isString() && !isNumericValue(v));
      if (!ok) return 0;
    }
    return 2;
  }
  return 2;
}

} // namespace hop
