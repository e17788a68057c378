// emit-stmt.cpp — statements: control flow (if, loops, switch, break and
// continue through foreach iterators and finally blocks), try/catch/finally,
// return, echo, global/static/unset, declarations in blocks, namespaces.
//
// try/finally: the finally code is emitted once. Every way out of the try
// and catch blocks stores a "pending action" in a hidden local (0 = fall
// through, 1 = rethrow the saved exception, 2+k = take exit k) and jumps to
// it; after the finally code a Switch on that local resumes the action. An
// exit k is a break/continue/return/goto that leaves the try: its
// continuation is emitted after the dispatch and may itself cross an outer
// finally the same way.
#include <algorithm>
#include <utility>
#include <vector>

#include "compiler/emitter.h"
#include "runtime/base/errors.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

void Emitter::emitStmts(const ast::List<ast::Stmt*>& stmts) {
  // Functions and classes declared at the top level of a block are hoisted
  // to its start when unconditional (php defines them before running it).
  // m_topStmt: these are top statements of the file (php's
  // zend_compile_top_stmt: the file's list, namespace bodies, plain blocks).
  const bool top = m_topStmt;
  for (const ast::Stmt* s : stmts) {
    m_topStmt = top;
    emitStmt(s);
    // php's zend_verify_namespace after each top statement.
    if (top && m_nsBracketed && !m_inNamespace && s->kind != ast::StmtKind::Namespace &&
        s->kind != ast::StmtKind::HaltCompiler) {
      int line = s->line;
      if (s->kind == ast::StmtKind::Function) line = static_cast<const ast::FunctionDecl*>(s)->endLine;
      if (s->kind == ast::StmtKind::Class) line = static_cast<const ast::ClassDecl*>(s)->endLine;
      compileError(line, "No code may exist outside of namespace {}");
    }
  }
  m_topStmt = false;
}

void Emitter::emitStmt(const ast::Stmt* s) {
  emitStmtKind(s);
  // declare(ticks=N): a tick after every statement but blocks, labels and class members.
  if (m_ticks > 0 && !bc().lastWasTerminal()) {
    switch (s->kind) {
      case ast::StmtKind::Block:
      case ast::StmtKind::Label:
      case ast::StmtKind::PropertyGroup:
      case ast::StmtKind::ClassConstGroup:
      case ast::StmtKind::TraitUse:
      case ast::StmtKind::Method: break;
      default:
        bc().op(Op::Ticks);
        bc().iva(uint32_t(m_ticks));
    }
  }
}

void Emitter::emitStmtKind(const ast::Stmt* s) {
  line(s->line);
  const bool top = m_topStmt;
  m_topStmt = false;
  switch (s->kind) {
    case ast::StmtKind::Block:
      m_topStmt = top;
      emitStmts(static_cast<const ast::Block*>(s)->stmts);
      return;
    case ast::StmtKind::ExprStmt: emitExprDiscard(static_cast<const ast::ExprStmt*>(s)->expr); return;
    case ast::StmtKind::Echo: emitEcho(static_cast<const ast::Echo*>(s)); return;
    case ast::StmtKind::InlineHtml: {
      std::string_view text = static_cast<const ast::InlineHtml*>(s)->text;
      if (text.empty()) return;
      bc().op(Op::String);
      bc().iva(str(text));
      bc().op(Op::Echo);
      return;
    }
    case ast::StmtKind::If: emitIf(static_cast<const ast::If*>(s)); return;
    case ast::StmtKind::While: emitWhile(static_cast<const ast::While*>(s)); return;
    case ast::StmtKind::DoWhile: emitDoWhile(static_cast<const ast::DoWhile*>(s)); return;
    case ast::StmtKind::For: emitFor(static_cast<const ast::For*>(s)); return;
    case ast::StmtKind::Foreach: emitForeach(static_cast<const ast::Foreach*>(s)); return;
    case ast::StmtKind::Switch: emitSwitch(static_cast<const ast::Switch*>(s)); return;
    case ast::StmtKind::Break: emitBreakContinue(static_cast<const ast::BreakContinue*>(s), true); return;
    case ast::StmtKind::Continue: emitBreakContinue(static_cast<const ast::BreakContinue*>(s), false); return;
    case ast::StmtKind::Return: emitReturn(static_cast<const ast::Return*>(s)); return;
    case ast::StmtKind::Global: emitGlobal(static_cast<const ast::Global*>(s)); return;
    case ast::StmtKind::StaticVar: emitStaticVar(static_cast<const ast::StaticVar*>(s)); return;
    case ast::StmtKind::Unset:
      for (const ast::Expr* v : static_cast<const ast::Unset*>(s)->vars) emitUnset(v);
      return;
    case ast::StmtKind::Const: emitConstStmt(static_cast<const ast::ConstDecl*>(s)); return;
    case ast::StmtKind::Function: {
      auto* fd = static_cast<const ast::FunctionDecl*>(s);
      uint32_t idx;
      emitFunction(fd, idx, nullptr, false);
      // Top-level functions of the file are defined when it loads; nested
      // and conditional ones when execution reaches them.
      bool topLevel = m_fe->func().isPseudoMain() && m_fe->breaks.empty() && m_fe->finallies.empty();
      if (topLevel && m_fileFunctions.count(toLower(m_ue.unit().funcs[idx]->name->view())) &&
          m_fileFunctions[toLower(m_ue.unit().funcs[idx]->name->view())] == fd) {
        m_ue.unit().hoistedFuncs.push_back(idx);
      } else {
        line(s->line);
        bc().op(Op::DefFunc);
        bc().iva(idx);
      }
      return;
    }
    case ast::StmtKind::Class: {
      // Only a class declared by a top statement is bound early: one inside
      // an if, a loop or a function is declared when execution reaches it.
      bool topLevel = top && m_fe->func().isPseudoMain() && m_fe->breaks.empty() && m_fe->finallies.empty();
      emitClassDecl(static_cast<const ast::ClassDecl*>(s), topLevel);
      return;
    }
    case ast::StmtKind::Try: emitTry(static_cast<const ast::Try*>(s)); return;
    case ast::StmtKind::Goto: emitGoto(static_cast<const ast::Goto*>(s)); return;
    case ast::StmtKind::Label: {
      auto* l = static_cast<const ast::Label*>(s);
      for (const FuncEmitter::GotoSite& site : m_fe->labelSites)
        if (site.label == l->name) compileError(s->line, "Label '" + std::string(l->name) + "' already defined");
      m_fe->labelSites.push_back({std::string(l->name), m_fe->gotoScopes, s->line});
      bc().bind(gotoLabel(l->name));
      return;
    }
    case ast::StmtKind::Declare: emitDeclare(static_cast<const ast::Declare*>(s)); return;
    case ast::StmtKind::Namespace:
      m_topStmt = top;
      emitNamespace(static_cast<const ast::Namespace*>(s));
      return;
    case ast::StmtKind::Use: emitUse(static_cast<const ast::Use*>(s)); return;
    case ast::StmtKind::HaltCompiler: {
      // Nothing after __halt_compiler() runs.
      bc().op(Op::Int);
      bc().i64(1);
      bc().op(Op::RetC);
      return;
    }
    default:
      compileError(s->line, "Unexpected statement");
  }
}

// --- Simple statements -----------------------------------------------------------------------

void Emitter::emitEcho(const ast::Echo* s) {
  for (const ast::Expr* e : s->exprs) {
    emitExpr(e);
    line(s->line);
    bc().op(Op::Echo);
  }
}

void Emitter::emitGlobal(const ast::Global* s) {
  for (const ast::Expr* e : s->vars) {
    auto* v = static_cast<const ast::Var*>(e);
    if (v->nameExpr) {
      emitExpr(v->nameExpr);
      bc().op(Op::BindGlobalN);
      continue;
    }
    if (v->name == "this") compileError(v->line, "Cannot use $this as global variable");
    bc().op(Op::BindGlobal);
    bc().la(m_fe->local(v->name));
  }
}

void Emitter::emitStaticVar(const ast::StaticVar* s) {
  for (const ast::StaticVarItem* item : s->vars) {
    if (item->name == "this") compileError(item->line, "Cannot use $this as static variable");
    if (item->init) {
      checkConstExpr(item->init, true);
      TypedValue v;
      if (foldConst(item->init, v)) {
        emitExpr(item->init);
      } else {
        // PHP 8.2 allows only constant expressions; they may refer to constants.
        emitExpr(item->init);
      }
    } else {
      bc().op(Op::Null);
    }
    // Reflection lists static variables with their initial values.
    StaticVarInfo info;
    info.name = internName(item->name);
    if (item->init) info.init = preValue(item->init, m_funcName + "::$" + std::string(item->name) + " static");
    m_fe->func().staticVars.push_back(info);
    line(item->line);
    bc().op(Op::StaticLocInit);
    bc().la(m_fe->local(item->name));
    bc().iva(m_fe->nextStatic++);
    m_fe->func().numStaticLocals = m_fe->nextStatic;
  }
}

void Emitter::emitConstStmt(const ast::ConstDecl* s) {
  for (const ast::ConstItem* item : s->items) {
    // true, false and null, in any namespace and case (php's zend_get_special_const).
    if (equalsIgnoreCase(item->name, "true") || equalsIgnoreCase(item->name, "false") || equalsIgnoreCase(item->name, "null"))
      compileError(item->line, "Cannot redeclare constant '" + std::string(item->name) + "'");
    checkConstExpr(item->value, true);
    ++m_constExprDepth;
    emitExpr(item->value);
    --m_constExprDepth;
    std::string name = m_names.ns.empty() ? std::string(item->name) : m_names.ns + "\\" + std::string(item->name);
    auto imported = m_names.constImports.find(std::string(item->name));
    if (imported != m_names.constImports.end() && imported->second != name)
      compileError(item->line, "Cannot declare const " + name + " because the name is already in use");
    m_seenConsts.insert(name);
    line(item->line);
    bc().op(Op::DefCns);
    bc().iva(str(name));
    bc().op(Op::PopC);
  }
}

/// php's zend_is_first_statement: s is a statement of the file's top level
/// with only other declare()s before it.
bool Emitter::isFirstStatement(const ast::Stmt* s) const {
  if (!m_fe->func().isPseudoMain()) return false;
  for (const ast::Stmt* t : m_file.top->stmts) {
    if (t == s) return true;
    if (t->kind != ast::StmtKind::Declare) return false;
  }
  return false;
}

void Emitter::emitDeclare(const ast::Declare* s) {
  for (const ast::DeclareItem* d : s->items) {
    std::string n = toLower(d->name);
    if (n == "strict_types") {
      TypedValue v;
      if (!d->value || !foldConst(d->value, v) || !v.isInt() || (v.m_data.num != 0 && v.m_data.num != 1))
        compileError(d->line, "strict_types declaration must have 0 or 1 as its value");
      if (!isFirstStatement(s)) compileError(d->line, "strict_types declaration must be the very first statement in the script");
      if (s->body) compileError(d->line, "strict_types declaration must not use block mode");
    } else if (n == "ticks") {
      TypedValue v;
      if (!d->value || !foldConst(d->value, v)) compileError(d->line, "declare(ticks) value must be a literal");
      const int64_t ticks = toInt(v);
      if (s->body) {
        // Applies to the block only.
        const int64_t saved = m_ticks;
        m_ticks = ticks;
        emitStmt(s->body);
        m_ticks = saved;
        return;
      }
      m_ticks = ticks;   // the rest of the file
    } else if (n == "encoding") {
      // The script filter has read the script in this encoding (zend.multibyte);
      // the value must be a literal either way.
      std::string name;
      if (d->value && d->value->kind == ast::ExprKind::StringLit) {
        name = std::string(static_cast<const ast::StringLit*>(d->value)->value);
      } else if (d->value && d->value->kind == ast::ExprKind::IntLit) {
        name = std::to_string(static_cast<const ast::IntLit*>(d->value)->value);
      } else if (d->value && d->value->kind == ast::ExprKind::FloatLit) {
        char buf[64];
        snprintf(buf, sizeof buf, "%.*G", m_opts.precision, static_cast<const ast::FloatLit*>(d->value)->value);
        name = buf;
      } else {
        compileError(d->line, "Encoding must be a literal");
      }
      if (!m_opts.multibyte) {
        diagnostic(E_COMPILE_WARNING, d->line,
                   "declare(encoding=...) ignored because Zend multibyte feature is turned off by settings");
      } else if (!scriptEncodingKnown(name)) {
        diagnostic(E_COMPILE_WARNING, d->line, "Unsupported encoding [" + name + "]");
      }
      if (!isFirstStatement(s)) compileError(d->line, "Encoding declaration pragma must be the very first statement in the script");
    }
  }
  if (s->body) emitStmt(s->body);
}

void Emitter::emitNamespace(const ast::Namespace* s) {
  // php's zend_compile_namespace: no mixing of the two syntaxes, no nesting,
  // and the first declaration comes first in the file (after declares).
  const bool bracketed = s->body != nullptr;
  if (m_nsBracketed ? !bracketed : (m_nsOpen && bracketed))
    compileError(s->line, "Cannot mix bracketed namespace declarations with unbracketed namespace declarations");
  if (m_nsBracketed && (m_nsOpen || m_inNamespace)) compileError(s->line, "Namespace declarations cannot be nested");
  const bool first = bracketed ? !m_nsBracketed : !m_nsOpen;
  if (first) {
    bool ok = false;
    for (const ast::Stmt* t : m_file.top->stmts) {
      if (t == s) ok = true;
      if (t == s || t->kind != ast::StmtKind::Declare) break;
    }
    if (!ok)
      compileError(s->line,
                   "Namespace declaration statement has to be the very first statement or after any declare call in the script");
  }
  if (s->name) {
    const std::string lower = toLower(s->name->text);
    if (lower == "self" || lower == "parent" || lower == "static" || lower == "namespace")
      compileError(s->line, "Cannot use '" + std::string(s->name->text) + "' as namespace name");
  }
  m_names.ns = s->name ? std::string(s->name->text) : "";
  m_names.classImports.clear();
  m_names.functionImports.clear();
  m_names.constImports.clear();
  m_nsOpen = s->name != nullptr;
  if (bracketed) {
    m_nsBracketed = true;
    m_inNamespace = true;
    emitStmts(s->body->stmts);
    m_inNamespace = false;
    m_nsOpen = false;
    m_names = NameContext{};
  }
}

namespace {

/// Names a class alias may not take (php's zend_is_reserved_class_name for `use`).
bool isSpecialClassAlias(std::string_view lower) {
  static constexpr std::string_view kReserved[] = {"bool", "false", "float", "int",  "null",     "parent", "self", "static",
                                                   "string", "true", "void", "never", "iterable", "object", "mixed"};
  for (std::string_view r : kReserved)
    if (lower == r) return true;
  return false;
}

} // namespace

void Emitter::emitUse(const ast::Use* s) {
  for (const ast::UseItem* item : s->items) {
    std::string full;
    if (s->prefix) {
      full.reserve(s->prefix->text.size() + 1 + item->name->text.size());
      full.append(s->prefix->text).append(1, '\\');
    }
    full.append(item->name->text);
    if (!full.empty() && full[0] == '\\') full.erase(0, 1);
    std::string_view alias = item->alias;   // (a view into `full` when implied: full is not changed below)
    if (alias.empty()) {
      size_t sep = full.rfind('\\');
      alias = sep == std::string::npos ? std::string_view(full) : std::string_view(full).substr(sep + 1);
      if (m_names.ns.empty() && sep == std::string::npos)
        diagnostic(E_WARNING, item->line, "The use statement with non-compound name '" + full + "' has no effect");
    }
    const char* kind = item->kind == ast::UseKind::Function ? " function"
                       : item->kind == ast::UseKind::Const  ? " const"
                                                            : "";
    auto inUse = [&] {
      compileError(item->line, std::string("Cannot use") + kind + " " + full + " as " + std::string(alias) +
                                   " because the name is already in use");
    };
    // php's zend_check_already_in_use: the alias names a symbol the file
    // declared already (the namespace lowercase; a const's own name as written).
    const auto& seen = item->kind == ast::UseKind::Class      ? m_seenClasses
                       : item->kind == ast::UseKind::Function ? m_seenFunctions
                                                              : m_seenConsts;
    if (!seen.empty()) {
      const std::string own = item->kind == ast::UseKind::Const ? std::string(alias) : toLower(alias);
      const std::string check = m_names.ns.empty() ? own : toLower(m_names.ns) + "\\" + own;
      if (seen.count(check) && toLower(full) != toLower(check)) inUse();
    }
    switch (item->kind) {
      case ast::UseKind::Class: {
        const LowerName la(alias);
        if (isSpecialClassAlias(la.view()))
          compileError(item->line, "Cannot use " + full + " as " + std::string(alias) + " because '" +
                                       std::string(alias) + "' is a special class name");
        if (!m_names.classImports.try_emplace(std::string(la.view()), full).second) inUse();
        break;
      }
      case ast::UseKind::Function:
        if (!m_names.functionImports.try_emplace(std::string(LowerName(alias).view()), full).second) inUse();
        break;
      case ast::UseKind::Const:
        if (!m_names.constImports.try_emplace(std::string(alias), full).second) inUse();
        break;
    }
  }
}

// --- Conditionals and loops ---------------------------------------------------------------------

void Emitter::emitIf(const ast::If* s) {
  Label end = bc().newLabel();
  for (size_t i = 0; i < s->branches.size(); ++i) {
    const ast::IfBranch* br = s->branches[i];
    Label next = bc().newLabel();
    line(br->line);
    emitCondJump(br->cond, next, false);
    emitStmt(br->body);
    // The last branch without an else falls through to the end itself.
    const bool fallsToEnd = i + 1 == s->branches.size() && !s->elseBody;
    if (!fallsToEnd && !bc().lastWasTerminal()) {
      bc().op(Op::Jmp);
      bc().ba(end);
    }
    bc().bind(next);
  }
  if (s->elseBody) emitStmt(s->elseBody);
  bc().bind(end);
}

namespace {

/// The depth operand of break/continue (a positive literal).
int64_t loopDepth(const ast::BreakContinue* s, bool isBreak) {
  if (!s->depth) return 1;
  if (s->depth->kind != ast::ExprKind::IntLit)
    compileError(s->line, std::string("'") + (isBreak ? "break" : "continue") + "' operator with non-integer operand is no longer supported");
  int64_t n = static_cast<const ast::IntLit*>(s->depth)->value;
  if (n < 1) compileError(s->line, std::string("'") + (isBreak ? "break" : "continue") + "' operator accepts only positive integers");
  return n;
}

} // namespace

void Emitter::emitWhile(const ast::While* s) {
  Label top = bc().newLabel(), cond = bc().newLabel(), end = bc().newLabel();
  // Rotated loop: the condition is tested at the bottom.
  bc().op(Op::Jmp);
  bc().ba(cond);
  bc().bind(top);
  m_fe->pushBreak(BreakTarget{end, cond, kNoLocal, false, m_fe->finallies.size()});
  emitStmt(s->body);
  m_fe->popBreak();
  bc().bind(cond);
  line(s->cond->line);
  emitCondJump(s->cond, top, true);
  bc().bind(end);
}

void Emitter::emitDoWhile(const ast::DoWhile* s) {
  Label top = bc().newLabel(), cond = bc().newLabel(), end = bc().newLabel();
  bc().bind(top);
  m_fe->pushBreak(BreakTarget{end, cond, kNoLocal, false, m_fe->finallies.size()});
  emitStmt(s->body);
  m_fe->popBreak();
  bc().bind(cond);
  line(s->cond->line);
  emitCondJump(s->cond, top, true);
  bc().bind(end);
}

void Emitter::emitFor(const ast::For* s) {
  for (const ast::Expr* e : s->init) emitExprDiscard(e);
  Label top = bc().newLabel(), cond = bc().newLabel(), step = bc().newLabel(), end = bc().newLabel();
  bc().op(Op::Jmp);
  bc().ba(cond);
  bc().bind(top);
  m_fe->pushBreak(BreakTarget{end, step, kNoLocal, false, m_fe->finallies.size()});
  emitStmt(s->body);
  m_fe->popBreak();
  bc().bind(step);
  for (const ast::Expr* e : s->step) emitExprDiscard(e);
  bc().bind(cond);
  if (s->cond.empty()) {
    bc().op(Op::Jmp);
    bc().ba(top);
  } else {
    for (uint32_t i = 0; i + 1 < s->cond.size(); ++i) emitExprDiscard(s->cond[i]);
    line(s->cond[s->cond.size() - 1]->line);
    emitCondJump(s->cond[s->cond.size() - 1], top, true);
  }
  bc().bind(end);
}

void Emitter::emitForeach(const ast::Foreach* s) {
  line(s->line);
  // A list() value that binds a reference iterates by reference (php's
  // zend_propagate_list_refs): its references go into the subject's elements.
  const bool refList = s->value->kind == ast::ExprKind::Array && listBindsRef(static_cast<const ast::ArrayLit*>(s->value));
  bool byRef = s->byRef || refList;
  if (byRef) {
    if (isVariable(s->subject)) emitVGet(s->subject);
    // A call: a by-reference function's reference (its array iterated in
    // place, as php's FE_RESET_RW on a returned reference), else a copy.
    else if (isCallExpr(s->subject)) emitVGet(s->subject, BoxRefOp::Silent);
    else {
      // A temporary iterated by reference: bind to a private copy.
      emitExpr(s->subject);
      uint32_t t = m_fe->allocTemp();
      bc().op(Op::PopL);
      bc().la(t);
      bc().op(Op::VGetL);
      bc().la(t);
      m_fe->freeTemp(t);
    }
  } else {
    emitExpr(s->subject);
  }
  uint32_t iter = m_fe->allocIter();
  auto simpleVar = [&](const ast::Expr* e) -> uint32_t {
    if (e && e->kind == ast::ExprKind::Var && !static_cast<const ast::Var*>(e)->nameExpr && !isThisVar(e) &&
        !isSuperglobal(static_cast<const ast::Var*>(e)->name))
      return m_fe->local(static_cast<const ast::Var*>(e)->name);
    return kNoLocal;
  };
  if (isThisVar(s->value) || (s->key && isThisVar(s->key))) compileError(s->line, "Cannot re-assign $this");
  uint32_t valLocal = simpleVar(s->value);
  uint32_t valTemp = kNoLocal;
  if (valLocal == kNoLocal) {
    valTemp = m_fe->allocTemp();
    valLocal = valTemp;
  }
  uint32_t keyLocal = kNoLocal, keyTemp = kNoLocal;
  if (s->key) {
    keyLocal = simpleVar(s->key);
    if (keyLocal == kNoLocal) keyLocal = keyTemp = m_fe->allocTemp();
  }
  Label body = bc().newLabel(), cont = bc().newLabel(), end = bc().newLabel();
  bc().op(byRef ? Op::IterInitRef : Op::IterInit);
  bc().la(iter);
  bc().ba(end);
  bc().la(valLocal);
  bc().la(keyLocal);
  bc().bind(body);
  if (valTemp != kNoLocal) {
    if (refList) {
      emitListAssign(static_cast<const ast::ArrayLit*>(s->value), valTemp);
    } else if (byRef) {
      emitChain(s->value, Access::Bind, [&]() {
        bc().op(Op::VGetL);
        bc().la(valTemp);
      });
      bc().op(Op::PopC);
    } else {
      bc().op(Op::CGetL);
      bc().la(valTemp);
      emitStoreTop(s->value);
    }
  }
  if (keyTemp != kNoLocal) {
    bc().op(Op::CGetL);
    bc().la(keyTemp);
    emitStoreTop(s->key);
  }
  m_fe->pushBreak(BreakTarget{end, cont, iter, false, m_fe->finallies.size()});
  emitStmt(s->body);
  m_fe->popBreak();
  bc().bind(cont);
  line(s->line);
  bc().op(byRef ? Op::IterNextRef : Op::IterNext);
  bc().la(iter);
  bc().ba(body);
  bc().la(valLocal);
  bc().la(keyLocal);
  bc().bind(end);
  if (valTemp != kNoLocal) {
    bc().op(Op::UnsetL);
    bc().la(valTemp);
    m_fe->freeTemp(valTemp);
  }
  if (keyTemp != kNoLocal) {
    bc().op(Op::UnsetL);
    bc().la(keyTemp);
    m_fe->freeTemp(keyTemp);
  }
  m_fe->freeIter(iter);
}

void Emitter::emitSwitch(const ast::Switch* s) {
  line(s->line);
  // A variable subject is read by each case's comparison, as php's ZEND_CASE reads the
  // CV (one "Undefined variable" warning per case tried, none with only a default).
  const bool cvSubject = isPlainVar(s->subject) && !isSuperglobal(static_cast<const ast::Var*>(s->subject)->name);
  uint32_t subj;
  if (cvSubject) {
    subj = localOf(static_cast<const ast::Var*>(s->subject));
  } else {
    emitExpr(s->subject);
    subj = m_fe->allocTemp();
    bc().op(Op::PopL);
    bc().la(subj);
  }
  Label end = bc().newLabel();
  std::vector<Label> caseLabels;
  Label defaultLabel = end;
  bool sawDefault = false;
  for (const ast::SwitchCase* c : s->cases) {
    Label l = bc().newLabel();
    caseLabels.push_back(l);
    if (!c->cond) {
      if (sawDefault) compileError(c->line, "Switch statements may only contain one default clause");
      sawDefault = true;
      defaultLabel = l;
      continue;
    }
    line(c->line);
    TypedValue folded;
    if (cvSubject && operandKind(c->cond) != 16 && !foldConst(c->cond, folded)) {
      // php's CASE reads the variable after the case expression ran (== is symmetric);
      // a variable or constant case is read in the handler, after the subject.
      emitExpr(c->cond);
      bc().op(Op::CGetL);
      bc().la(subj);
    } else {
      bc().op(Op::CGetL);
      bc().la(subj);
      emitExpr(c->cond);
    }
    bc().op(Op::Eq);
    bc().op(Op::JmpNZ);
    bc().ba(l);
  }
  bc().op(Op::Jmp);
  bc().ba(defaultLabel);
  m_fe->pushBreak(BreakTarget{end, end, kNoLocal, true, m_fe->finallies.size()});
  for (size_t i = 0; i < s->cases.size(); ++i) {
    bc().bind(caseLabels[i]);
    emitStmts(s->cases[i]->body);
  }
  m_fe->popBreak();
  bc().bind(end);
  if (!cvSubject) {
    bc().op(Op::UnsetL);
    bc().la(subj);
    m_fe->freeTemp(subj);
  }
}

// --- Leaving blocks: break, continue, return, goto --------------------------------------------------

void Emitter::emitJumpOut(Label target, size_t targetBreakDepth, size_t targetFinallyDepth) {
  jumpOutFrom(target, targetBreakDepth, targetFinallyDepth, m_fe->breaks.size(), m_fe->finallies.size());
}

void Emitter::jumpOutFrom(Label target, size_t targetBreakDepth, size_t targetFinallyDepth, size_t loopTop,
                          size_t fTop) {
  // Free the iterators of the loops being left (index >= targetBreakDepth),
  // innermost first, up to the innermost finally region in between.
  size_t limit = targetBreakDepth;
  if (fTop > targetFinallyDepth) limit = std::max(limit, m_fe->finallies[fTop - 1].breakDepth);
  for (size_t i = loopTop; i > limit; --i) {
    const BreakTarget& b = m_fe->breaks[i - 1];
    if (b.iterToFree != kNoLocal) {
      bc().op(Op::IterFree);
      bc().la(b.iterToFree);
    }
  }
  if (fTop > targetFinallyDepth) {
    // Run that finally block first; its dispatch resumes this jump.
    FinallyRegion& r = m_fe->finallies[fTop - 1];
    uint32_t code = uint32_t(2 + r.exits.size());
    r.exits.push_back(bc().newLabel());
    r.continuations.push_back([this, target, targetBreakDepth, targetFinallyDepth, limit, fTop]() {
      jumpOutFrom(target, targetBreakDepth, targetFinallyDepth, limit, fTop - 1);
    });
    bc().op(Op::Int);
    bc().i64(code);
    bc().op(Op::PopL);
    bc().la(r.kindLocal);
    bc().op(Op::Jmp);
    bc().ba(r.entry);
    return;
  }
  bc().op(Op::Jmp);
  bc().ba(target);
}

void Emitter::emitBreakContinue(const ast::BreakContinue* s, bool isBreak) {
  int64_t n = loopDepth(s, isBreak);
  auto& breaks = m_fe->breaks;
  if (breaks.empty()) compileError(s->line, std::string("'") + (isBreak ? "break" : "continue") + "' not in the 'loop' or 'switch' context");
  if (size_t(n) > breaks.size())
    compileError(s->line, "Cannot '" + std::string(isBreak ? "break" : "continue") + "' " + std::to_string(n) + " level" +
                              (n == 1 ? "" : "s"));
  size_t idx = breaks.size() - size_t(n);
  const BreakTarget& t = breaks[idx];
  // Leaving a finally block other than by falling off its end is not allowed.
  {
    size_t loopsSeen = 0;
    for (size_t i = m_fe->gotoScopes.size(); i-- > 0 && loopsSeen < size_t(n);) {
      if (m_fe->gotoScopes[i] > 0) ++loopsSeen;
      else compileError(s->line, "jump out of a finally block is disallowed");
    }
  }
  if (!isBreak && t.isSwitch) {
    std::string cont = n == 1 ? "\"continue\"" : "\"continue " + std::to_string(n) + "\"";
    std::string brk = n == 1 ? "\"break\"" : "\"break " + std::to_string(n) + "\"";
    std::string msg = cont + " targeting switch is equivalent to " + brk;
    if (idx > 0) msg += ". Did you mean to use \"continue " + std::to_string(n + 1) + "\"?";
    diagnostic(E_COMPILE_WARNING, s->line, msg);
  }
  if (isBreak || t.isSwitch) {
    emitJumpOut(isBreak ? t.breakLabel : t.continueLabel, idx, t.finallyDepth);
  } else {
    // continue: the target loop's own iterator stays alive.
    emitJumpOut(t.continueLabel, idx + 1, t.finallyDepth);
  }
}

void Emitter::emitReturn(const ast::Return* s) {
  Func& f = m_fe->func();
  if (s->value) {
    if ((f.returnType.mask & TypeConstraint::kVoid) && !f.isGenerator())
      compileError(s->line, "A void function must not return a value" +
                                std::string(s->value->kind == ast::ExprKind::ConstFetch &&
                                                    static_cast<const ast::ConstFetch*>(s->value)->name->is("null")
                                                ? " (did you mean \"return;\" instead of \"return null;\"?)"
                                                : ""));
    if ((f.returnType.mask & TypeConstraint::kNever)) {
      // `fn(): never => expr`: php evaluates expr as a statement (it should
      // throw or exit) and then fails as a function falling off its end.
      if (f.attrs & kAttrArrowFn) {
        emitExprDiscard(s->value);
        return;
      }
      compileError(s->line, "A never-returning function must not return");
    }
    if ((f.attrs & kAttrReturnsRef) && !f.isGenerator()) {
      // function &f(): variables are returned as references; anything else
      // is a value, with php's notice.
      // (RetV's BoxRef reports the non-references, after the type check.)
      if (chainHasNullsafe(s->value)) compileError(s->line, "Cannot take reference of a nullsafe chain");
      if (isChain(s->value)) {
        emitVGet(s->value);
      } else if (isCallExpr(s->value)) {
        const ast::Expr* savedRefCall = m_refCall;
        m_refCall = s->value;
        emitExpr(s->value);
        m_refCall = savedRefCall;
      } else {
        emitExpr(s->value);
      }
    } else {
      emitExpr(s->value);
    }
  } else {
    if ((f.returnType.mask & TypeConstraint::kNever)) compileError(s->line, "A never-returning function must not return");
    if (!f.returnType.isEmpty() && !(f.returnType.mask & (TypeConstraint::kVoid)) && !f.isGenerator() &&
        !f.isPseudoMain()) {
      compileError(s->line, "A function with return type must return a value" +
                                std::string(f.returnType.allowsNull() ? " (did you mean \"return null;\" instead of \"return;\"?)" : ""));
    }
    bc().op(Op::Null);
  }
  emitReturnValueOnStack(s->line);
}

void Emitter::emitReturnValueOnStack(int l, bool verified) {
  Func& f = m_fe->func();
  line(l);
  const bool checked = !f.returnType.isEmpty() &&
                       !(f.returnType.mask & (TypeConstraint::kVoid | TypeConstraint::kMixed)) &&
                       !f.isGenerator() && !f.isPseudoMain();
  if (!m_fe->finallies.empty()) {
    // Through the finally blocks: save the value, then leave region by region.
    FinallyRegion& r = m_fe->finallies.back();
    uint32_t code = uint32_t(2 + r.exits.size());
    Label exitLabel = bc().newLabel();
    r.exits.push_back(exitLabel);
    uint32_t valueLocal = r.valueLocal;
    // The continuation runs once this region is popped: outer regions remain.
    const bool byRef = (f.attrs & kAttrReturnsRef) && !f.isGenerator();
    // php checks (and coerces) the value before the finally blocks run.
    const bool verifyNow = checked && !byRef && !verified;
    if (verifyNow) {
      bc().op(Op::VerifyRetType);
      bc().ca();
    }
    r.continuations.push_back([this, valueLocal, l, byRef, verifyNow, verified]() {
      if (byRef) {
        // The saved reference itself goes on (PushL would unbox it).
        bc().op(Op::VGetL);
        bc().la(valueLocal);
        bc().op(Op::UnsetL);
        bc().la(valueLocal);
      } else {
        bc().op(Op::PushL);
        bc().la(valueLocal);
      }
      emitReturnValueOnStack(l, verified || verifyNow);
    });
    if (byRef) {
      // Keep the reference itself (PopL would store its value); a value that
      // is not one gets php's notice here, at the return.
      bc().op(Op::BoxRef);
      bc().oa(uint8_t(BoxRefOp::Return));
      bc().op(Op::BindL);
      bc().la(valueLocal);
      bc().op(Op::PopC);
    } else {
      bc().op(Op::PopL);
      bc().la(valueLocal);
    }
    bc().op(Op::Int);
    bc().i64(code);
    bc().op(Op::PopL);
    bc().la(r.kindLocal);
    bc().op(Op::Jmp);
    bc().ba(r.entry);
    return;
  }
  if (checked && !verified) {
    bc().op(Op::VerifyRetType);
    bc().ca();
  }
  const bool byRef = (f.attrs & kAttrReturnsRef) && !f.isGenerator();
  if (byRef) {
    bc().op(Op::BoxRef);
    bc().oa(uint8_t(BoxRefOp::Return));
  }
  bc().op(byRef ? Op::RetV : Op::RetC);
}

Label Emitter::gotoLabel(std::string_view name) {
  auto it = m_gotoLabels.find(std::string(name));
  if (it != m_gotoLabels.end()) return it->second;
  Label l = bc().newLabel();
  m_gotoLabels.emplace(std::string(name), l);
  return l;
}

void Emitter::checkGotos() {
  for (const FuncEmitter::GotoSite& g : m_fe->gotoSites) {
    const FuncEmitter::GotoSite* dest = nullptr;
    for (const FuncEmitter::GotoSite& l : m_fe->labelSites)
      if (l.label == g.label) dest = &l;
    if (!dest) compileError(g.line, "'goto' to undefined label '" + g.label + "'");
    size_t common = 0;
    while (common < g.scopes.size() && common < dest->scopes.size() && g.scopes[common] == dest->scopes[common]) ++common;
    for (size_t i = common; i < dest->scopes.size(); ++i)
      if (dest->scopes[i] > 0) compileError(g.line, "'goto' into loop or switch statement is disallowed");
    for (size_t i = common; i < g.scopes.size(); ++i)
      if (g.scopes[i] < 0) compileError(g.line, "jump out of a finally block is disallowed");
    for (size_t i = common; i < dest->scopes.size(); ++i)
      if (dest->scopes[i] < 0) compileError(g.line, "jump into a finally block is disallowed");
  }
}

namespace {

/// Where a goto and its label stand: the loops and switches (0), the try
/// blocks with a finally clause (1, the try and catch parts) and the finally
/// blocks (2) around each, outermost first, found in the function's statements.
struct GotoNesting {
  using Chain = std::vector<std::pair<int, const ast::Stmt*>>;
  const ast::Goto* jump;
  Chain chain, atGoto, atLabel;
  bool foundGoto = false, foundLabel = false;

  void walkAll(const ast::List<ast::Stmt*>& stmts) {
    for (const ast::Stmt* s : stmts) walk(s);
  }
  void inside(int kind, const ast::Stmt* s, const ast::Stmt* body) {
    chain.emplace_back(kind, s);
    walk(body);
    chain.pop_back();
  }
  void walk(const ast::Stmt* s) {
    if (!s) return;
    switch (s->kind) {
      case ast::StmtKind::Block: walkAll(static_cast<const ast::Block*>(s)->stmts); return;
      case ast::StmtKind::If: {
        auto* i = static_cast<const ast::If*>(s);
        for (const ast::IfBranch* b : i->branches) walk(b->body);
        walk(i->elseBody);
        return;
      }
      case ast::StmtKind::While: inside(0, s, static_cast<const ast::While*>(s)->body); return;
      case ast::StmtKind::DoWhile: inside(0, s, static_cast<const ast::DoWhile*>(s)->body); return;
      case ast::StmtKind::For: inside(0, s, static_cast<const ast::For*>(s)->body); return;
      case ast::StmtKind::Foreach: inside(0, s, static_cast<const ast::Foreach*>(s)->body); return;
      case ast::StmtKind::Switch:
        chain.emplace_back(0, s);
        for (const ast::SwitchCase* c : static_cast<const ast::Switch*>(s)->cases) walkAll(c->body);
        chain.pop_back();
        return;
      case ast::StmtKind::Try: {
        auto* t = static_cast<const ast::Try*>(s);
        if (t->finallyBody) chain.emplace_back(1, s);
        walk(t->body);
        for (const ast::Catch* c : t->catches) walk(c->body);
        if (t->finallyBody) {
          chain.pop_back();
          inside(2, s, t->finallyBody);
        }
        return;
      }
      case ast::StmtKind::Declare: walk(static_cast<const ast::Declare*>(s)->body); return;
      case ast::StmtKind::Namespace: walk(static_cast<const ast::Namespace*>(s)->body); return;
      case ast::StmtKind::Label:
        if (!foundLabel && static_cast<const ast::Label*>(s)->name == jump->label) {
          atLabel = chain;
          foundLabel = true;
        }
        return;
      case ast::StmtKind::Goto:
        if (s == jump) {
          atGoto = chain;
          foundGoto = true;
        }
        return;
      default: return;   // expressions, and functions and classes (their own gotos)
    }
  }
};

} // namespace

void Emitter::emitGoto(const ast::Goto* s) {
  m_fe->gotoSites.push_back({std::string(s->label), m_fe->gotoScopes, s->line});
  // As break does: the loops left free their iterators, and the finally
  // blocks left run first. (Jumps php refuses are reported by checkGotos.)
  GotoNesting n{s};
  if (m_funcBody) n.walkAll(*m_funcBody);
  if (n.foundGoto && n.foundLabel) {
    size_t common = 0;
    while (common < n.atGoto.size() && common < n.atLabel.size() && n.atGoto[common] == n.atLabel[common]) ++common;
    size_t loops = 0, tries = 0;
    bool outOfFinally = false;
    for (size_t i = common; i < n.atGoto.size(); ++i) {
      if (n.atGoto[i].first == 0) ++loops;
      else if (n.atGoto[i].first == 1) ++tries;
      else outOfFinally = true;
    }
    if (!outOfFinally && loops <= m_fe->breaks.size() && tries <= m_fe->finallies.size()) {
      emitJumpOut(gotoLabel(s->label), m_fe->breaks.size() - loops, m_fe->finallies.size() - tries);
      return;
    }
  }
  bc().op(Op::Jmp);
  bc().ba(gotoLabel(s->label));
}

// --- try / catch / finally ---------------------------------------------------------------------------

void Emitter::emitFinallyDispatch(FinallyRegion& r, Label after) {
  // After the finally code: resume what led into it.
  Label rethrow = bc().newLabel();
  std::vector<Label> table{after, rethrow};
  for (Label l : r.exits) table.push_back(l);
  table.push_back(after);   // default (out of range): fall through
  bc().op(Op::CGetL);
  bc().la(r.kindLocal);
  bc().op(Op::Switch);
  bc().i64(0);
  bc().bla(table);
  bc().bind(rethrow);
  bc().op(Op::PushL);
  bc().la(r.valueLocal);
  bc().op(Op::Throw);
  for (size_t i = 0; i < r.exits.size(); ++i) {
    bc().bind(r.exits[i]);
    r.continuations[i]();
  }
}

void Emitter::emitTry(const ast::Try* s) {
  Func& f = m_fe->func();
  Label after = bc().newLabel();
  bool hasFinally = s->finallyBody != nullptr;
  FinallyRegion region{};
  if (hasFinally) {
    region.entry = bc().newLabel();
    region.kindLocal = m_fe->allocTemp();
    region.valueLocal = m_fe->allocTemp();
    region.breakDepth = m_fe->breaks.size();
    m_fe->finallies.push_back(std::move(region));
  }
  auto leaveNormally = [&]() {
    if (bc().lastWasTerminal()) return;
    if (hasFinally) {
      FinallyRegion& r = m_fe->finallies.back();
      bc().op(Op::Int);
      bc().i64(0);
      bc().op(Op::PopL);
      bc().la(r.kindLocal);
      bc().op(Op::Jmp);
      bc().ba(r.entry);
    } else {
      bc().op(Op::Jmp);
      bc().ba(after);
    }
  };

  uint32_t tryStart = bc().offset();
  size_t tempMark = m_fe->tempMark();
  emitStmt(s->body);
  uint32_t tryEnd = bc().offset();
  leaveNormally();

  if (!s->catches.empty() && tryEnd > tryStart) {
    Label handler = bc().newLabel();
    bc().bind(handler);
    f.ehTable.push_back(EHEntry{tryStart, tryEnd, bc().labelOffset(handler), m_fe->tempsSince(tempMark)});
    line(s->catches[0]->line);
    bc().op(Op::Catch);
    std::vector<Label> clauseLabels;
    for (const ast::Catch* c : s->catches) {
      Label cl = bc().newLabel();
      clauseLabels.push_back(cl);
      for (const ast::Name* t : c->types) {
        bc().op(Op::Dup);
        bc().op(Op::InstanceOfD);
        bc().iva(str(resolveClassName(t)));
        bc().op(Op::JmpNZ);
        bc().ba(cl);
      }
    }
    bc().op(Op::Throw);   // no clause matched: rethrow
    for (size_t i = 0; i < s->catches.size(); ++i) {
      const ast::Catch* c = s->catches[i];
      bc().bind(clauseLabels[i]);
      line(c->line);
      if (c->var.empty()) {
        bc().op(Op::PopC);
      } else {
        if (c->var == "this") compileError(c->line, "Cannot re-assign $this");
        bc().op(Op::PopL);
        bc().la(m_fe->local(c->var));
      }
      emitStmt(c->body);
      leaveNormally();
    }
  } else if (!s->catches.empty()) {
    // An empty try cannot throw: the catch clauses are dead code.
  }

  if (hasFinally) {
    uint32_t protectedEnd = bc().offset();
    FinallyRegion r = std::move(m_fe->finallies.back());
    m_fe->finallies.pop_back();
    if (protectedEnd > tryStart) {
      Label handler = bc().newLabel();
      bc().bind(handler);
      f.ehTable.push_back(EHEntry{tryStart, protectedEnd, bc().labelOffset(handler), m_fe->tempsSince(tempMark)});
      bc().op(Op::Catch);
      bc().op(Op::PopL);
      bc().la(r.valueLocal);
      bc().op(Op::Int);
      bc().i64(1);
      bc().op(Op::PopL);
      bc().la(r.kindLocal);
    }
    bc().bind(r.entry);
    line(s->finallyBody->line);
    m_fe->gotoScopes.push_back(-++m_fe->lastGotoScope);
    uint32_t finallyStart = bc().offset();
    size_t finallyTempMark = m_fe->tempMark();
    emitStmt(s->finallyBody);
    uint32_t finallyEnd = bc().offset();
    const bool finallyLeaves = bc().lastWasTerminal();
    m_fe->gotoScopes.pop_back();
    // An exception escaping the finally block chains the one that led into it.
    Label afterChain = bc().newLabel();
    if (finallyEnd > finallyStart) {
      if (!finallyLeaves) {
        bc().op(Op::Jmp);
        bc().ba(afterChain);
      }
      Label chain = bc().newLabel();
      bc().bind(chain);
      f.ehTable.push_back(EHEntry{finallyStart, finallyEnd, bc().labelOffset(chain), m_fe->tempsSince(finallyTempMark)});
      bc().op(Op::Catch);
      bc().op(Op::ChainFinallyExc);
      bc().la(r.kindLocal);
      bc().la(r.valueLocal);
      bc().op(Op::Throw);
    }
    bc().bind(afterChain);
    if (!finallyLeaves) emitFinallyDispatch(r, after);
    else {
      // The finally block always leaves (return/throw): its exits are dead.
      for (size_t i = 0; i < r.exits.size(); ++i) {
        bc().bind(r.exits[i]);
        r.continuations[i]();
      }
    }
    m_fe->freeTemp(r.kindLocal);
    m_fe->freeTemp(r.valueLocal);
  }
  bc().bind(after);
}

} // namespace hop
