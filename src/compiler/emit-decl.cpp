// emit-decl.cpp — declarations: the file's pseudo-main, functions, methods
// and closures (parameters, types, defaults), classes (properties,
// constants, methods, traits, enums), name resolution and constant folding.
#include <cmath>

#include "bytecode/op-info.h"
#include "compiler/emitter.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/number/double-format.h"
#include "runtime/string/string-data.h"

namespace hop {

Emitter::Emitter(UnitEmitter& ue, const parser::ParsedFile& file, const CompileOptions& opts)
    : m_ue(ue), m_file(file), m_opts(opts) {}

// --- Names ---------------------------------------------------------------------------------------

std::string Emitter::resolveClassName(const ast::Name* n) {
  switch (n->kind) {
    case ast::NameKind::FullyQualified: return std::string(n->text);
    case ast::NameKind::Relative: return m_names.ns.empty() ? std::string(n->text) : m_names.ns + "\\" + std::string(n->text);
    default: break;
  }
  std::string lower = toLower(n->text);
  if (lower == "self" || lower == "static" || lower == "parent") return std::string(n->text);
  // Builtin type names are never namespaced.
  return m_names.qualify(n->text);
}

std::string Emitter::resolveFunctionName(const ast::Name* n, std::string* fallback) {
  if (fallback) fallback->clear();
  switch (n->kind) {
    case ast::NameKind::FullyQualified: return std::string(n->text);
    case ast::NameKind::Relative: return m_names.ns.empty() ? std::string(n->text) : m_names.ns + "\\" + std::string(n->text);
    case ast::NameKind::Qualified: return m_names.qualify(n->text);
    case ast::NameKind::Unqualified: {
      auto it = m_names.functionImports.find(toLower(n->text));
      if (it != m_names.functionImports.end()) return it->second;
      if (m_names.ns.empty()) return std::string(n->text);
      if (fallback) *fallback = std::string(n->text);
      return m_names.ns + "\\" + std::string(n->text);
    }
  }
  return std::string(n->text);
}

std::string Emitter::resolveConstName(const ast::Name* n, std::string* fallback) {
  if (fallback) fallback->clear();
  switch (n->kind) {
    case ast::NameKind::FullyQualified: return std::string(n->text);
    case ast::NameKind::Relative: return m_names.ns.empty() ? std::string(n->text) : m_names.ns + "\\" + std::string(n->text);
    case ast::NameKind::Qualified: return m_names.qualify(n->text);
    case ast::NameKind::Unqualified: {
      auto it = m_names.constImports.find(std::string(n->text));
      if (it != m_names.constImports.end()) return it->second;
      if (m_names.ns.empty()) return std::string(n->text);
      if (fallback) *fallback = std::string(n->text);
      return m_names.ns + "\\" + std::string(n->text);
    }
  }
  return std::string(n->text);
}

// --- Types ------------------------------------------------------------------------------------------

namespace {

uint32_t builtinTypeBit(std::string_view lower) {
#define X(n, s) if (lower == s) return TypeConstraint::k##n;
  HOP_TYPE_BITS(X)
#undef X
  if (lower == "bool") return TypeConstraint::kBool;
  return 0;
}

void collectType(const ast::Type* t, TypeConstraint& tc, Emitter* em, std::vector<std::string>& classNames,
                 const std::function<std::string(const ast::Name*)>& resolve) {
  switch (t->kind) {
    case ast::TypeKind::Named: {
      std::string lower = toLower(t->name->text);
      uint32_t bit = t->name->kind == ast::NameKind::Unqualified ? builtinTypeBit(lower) : 0;
      if (bit) tc.mask |= bit;
      else classNames.push_back(resolve(t->name));
      return;
    }
    case ast::TypeKind::Nullable:
      tc.mask |= TypeConstraint::kNull;
      collectType(t->inner, tc, em, classNames, resolve);
      return;
    case ast::TypeKind::Union:
      for (const ast::Type* m : t->types) collectType(m, tc, em, classNames, resolve);
      return;
    case ast::TypeKind::Intersection:
      tc.intersection = true;
      for (const ast::Type* m : t->types) collectType(m, tc, em, classNames, resolve);
      return;
  }
  (void)em;
}

/// php's zend_type_to_string: classes first, then builtin types in a fixed order.
std::string typeDisplay(const TypeConstraint& tc, const std::vector<std::string>& classNames) {
  std::vector<std::string> parts;
  for (const std::string& c : classNames) parts.push_back(c);
  uint32_t m = tc.mask;
  if (m & TypeConstraint::kIterable) {
    parts.push_back("Traversable");
    m |= TypeConstraint::kArray;
  }
  if (m & TypeConstraint::kMixed) return "mixed";
  if (m & TypeConstraint::kStatic) parts.push_back("static");
  if (m & TypeConstraint::kSelf) parts.push_back("self");
  if (m & TypeConstraint::kParent) parts.push_back("parent");
  if (m & TypeConstraint::kCallable) parts.push_back("callable");
  if (m & TypeConstraint::kObject) parts.push_back("object");
  if (m & TypeConstraint::kArray) parts.push_back("array");
  if (m & TypeConstraint::kString) parts.push_back("string");
  if (m & TypeConstraint::kInt) parts.push_back("int");
  if (m & TypeConstraint::kFloat) parts.push_back("float");
  if ((m & TypeConstraint::kBool) == TypeConstraint::kBool) parts.push_back("bool");
  else if (m & TypeConstraint::kFalse) parts.push_back("false");
  else if (m & TypeConstraint::kTrue) parts.push_back("true");
  if (m & TypeConstraint::kVoid) parts.push_back("void");
  if (m & TypeConstraint::kNever) parts.push_back("never");
  std::string s;
  const char* sep = tc.intersection ? "&" : "|";
  for (size_t i = 0; i < parts.size(); ++i) s += (i ? sep : "") + parts[i];
  if (m & TypeConstraint::kNull) {
    if (parts.empty()) return "null";
    if (parts.size() == 1) return "?" + s;
    s += "|null";
  }
  return s;
}

} // namespace

TypeConstraint Emitter::typeConstraint(const ast::Type* t, bool forReturn) {
  TypeConstraint tc;
  if (!t) return tc;
  std::vector<std::string> classNames;
  collectType(t, tc, this, classNames, [&](const ast::Name* n) {
    std::string lower = toLower(n->text);
    if (n->kind == ast::NameKind::Unqualified && (lower == "self" || lower == "parent" || lower == "static")) {
      // self/parent keep their meaning relative to the declaring class.
      if (lower == "self") tc.mask |= TypeConstraint::kSelf;
      else if (lower == "parent") tc.mask |= TypeConstraint::kParent;
      else tc.mask |= TypeConstraint::kStatic;
      return std::string();
    }
    return resolveClassName(n);
  });
  std::vector<std::string> shown;
  for (std::string& c : classNames) {
    if (c.empty()) continue;
    tc.classNames.push_back(StringData::interned(c));
    shown.push_back(c);
  }
  // self/parent are shown by their class names in messages.
  if ((tc.mask & TypeConstraint::kSelf) && m_class) {
    shown.insert(shown.begin(), m_class->name->str());
  }
  uint32_t savedMask = tc.mask;
  TypeConstraint view = tc;
  view.mask &= ~(TypeConstraint::kSelf | TypeConstraint::kParent);
  tc.display = typeDisplay(view, shown);
  tc.mask = savedMask;
  (void)forReturn;
  return tc;
}

// --- Constant folding -----------------------------------------------------------------------------

uint32_t Emitter::staticArrayId(TypedValue arr) { return m_ue.arrayId(arr.m_data.parr); }

bool Emitter::foldConst(const ast::Expr* e, TypedValue& out) {
  switch (e->kind) {
    case ast::ExprKind::IntLit: out = makeInt(static_cast<const ast::IntLit*>(e)->value); return true;
    case ast::ExprKind::FloatLit: out = makeDouble(static_cast<const ast::FloatLit*>(e)->value); return true;
    case ast::ExprKind::StringLit:
      out = makeStringNoIncRef(StringData::interned(static_cast<const ast::StringLit*>(e)->value));
      return true;
    case ast::ExprKind::ConstFetch: {
      const ast::Name* n = static_cast<const ast::ConstFetch*>(e)->name;
      if (n->kind == ast::NameKind::Unqualified || n->kind == ast::NameKind::FullyQualified) {
        std::string lower = toLower(n->text);
        if (lower == "true") { out = makeBool(true); return true; }
        if (lower == "false") { out = makeBool(false); return true; }
        if (lower == "null") { out = makeNull(); return true; }
        // Builtin constants cannot be redefined; fold the scalar ones.
        if (n->kind == ast::NameKind::FullyQualified || m_names.ns.empty()) {
          if (m_names.constImports.count(std::string(n->text))) return false;
          const TypedValue* v = BuiltinRegistry::lookupConstant(n->text);
          if (v && (v->isInt() || v->isDouble() || v->isBool() || v->isNull() || (v->isString() && v->m_data.pstr->isStatic()))) {
            out = *v;
            return true;
          }
        }
      }
      return false;
    }
    case ast::ExprKind::MagicConst: {
      auto* m = static_cast<const ast::MagicConst*>(e);
      std::string v;
      switch (m->magic) {
        case ast::MagicKind::File: v = m_ue.unit().filePath; break;
        case ast::MagicKind::Dir: {
          const std::string& p = m_ue.unit().filePath;
          size_t s = p.rfind('/');
          v = s == std::string::npos ? "." : (s == 0 ? "/" : p.substr(0, s));
          break;
        }
        case ast::MagicKind::Class:
          if (m_class && !(m_class->attrs & kClsTrait)) v = m_class->name->str();
          else if (m_class) return false;   // trait: resolved at runtime
          break;
        case ast::MagicKind::Trait: v = m_traitName; break;
        case ast::MagicKind::Function: v = m_funcName; break;
        case ast::MagicKind::Method: v = m_methodName; break;
        case ast::MagicKind::Namespace: v = m_names.ns; break;
      }
      out = makeStringNoIncRef(StringData::interned(v));
      return true;
    }
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::UnaryPlus: {
      TypedValue v;
      if (!foldConst(static_cast<const ast::Unary*>(e)->operand, v)) return false;
      bool neg = e->kind == ast::ExprKind::UnaryMinus;
      if (v.isInt()) {
        if (neg && v.m_data.num == INT64_MIN) out = makeDouble(-double(INT64_MIN));
        else out = makeInt(neg ? -v.m_data.num : v.m_data.num);
        return true;
      }
      if (v.isDouble()) {
        out = makeDouble(neg ? -v.m_data.dbl : v.m_data.dbl);
        return true;
      }
      return false;
    }
    case ast::ExprKind::BoolNot: {
      TypedValue v;
      if (!foldConst(static_cast<const ast::Unary*>(e)->operand, v)) return false;
      if (v.isBool() || v.isNull()) {
        out = makeBool(v.isNull() || !v.m_data.num);
        return true;
      }
      return false;
    }
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::Binary*>(e);
      TypedValue l, r;
      if (!foldConst(b->left, l) || !foldConst(b->right, r)) return false;
      if (b->op == ast::BinaryOp::Concat && l.isString() && r.isString()) {
        std::string s = l.m_data.pstr->str() + r.m_data.pstr->str();
        out = makeStringNoIncRef(StringData::interned(s));
        return true;
      }
      if (l.isInt() && r.isInt()) {
        int64_t x = l.m_data.num, y = r.m_data.num, z;
        switch (b->op) {
          case ast::BinaryOp::Add: if (__builtin_add_overflow(x, y, &z)) return false; out = makeInt(z); return true;
          case ast::BinaryOp::Sub: if (__builtin_sub_overflow(x, y, &z)) return false; out = makeInt(z); return true;
          case ast::BinaryOp::Mul: if (__builtin_mul_overflow(x, y, &z)) return false; out = makeInt(z); return true;
          case ast::BinaryOp::BitAnd: out = makeInt(x & y); return true;
          case ast::BinaryOp::BitOr: out = makeInt(x | y); return true;
          case ast::BinaryOp::BitXor: out = makeInt(x ^ y); return true;
          case ast::BinaryOp::ShiftLeft:
            if (y < 0 || y >= 64) return false;
            out = makeInt(int64_t(uint64_t(x) << y));
            return true;
          case ast::BinaryOp::ShiftRight:
            if (y < 0 || y >= 64) return false;
            out = makeInt(x >> y);
            return true;
          default: return false;
        }
      }
      if ((l.isInt() || l.isDouble()) && (r.isInt() || r.isDouble())) {
        double x = l.isInt() ? double(l.m_data.num) : l.m_data.dbl;
        double y = r.isInt() ? double(r.m_data.num) : r.m_data.dbl;
        switch (b->op) {
          case ast::BinaryOp::Add: out = makeDouble(x + y); return true;
          case ast::BinaryOp::Sub: out = makeDouble(x - y); return true;
          case ast::BinaryOp::Mul: out = makeDouble(x * y); return true;
          case ast::BinaryOp::Div:
            if (y == 0) return false;
            out = makeDouble(x / y);
            return true;
          default: return false;
        }
      }
      return false;
    }
    case ast::ExprKind::Array: {
      auto* a = static_cast<const ast::ArrayLit*>(e);
      if (a->syntax == ast::ArraySyntax::List) return false;
      std::vector<std::pair<TypedValue, TypedValue>> items;
      bool anyKey = false;
      for (const ast::ArrayItem* it : a->items) {
        if (!it->value || it->byRef || it->unpack) return false;
        TypedValue k = makeUninit(), v;
        if (it->key) {
          if (!foldConst(it->key, k)) return false;
          if (k.isArray()) return false;
          anyKey = true;
        }
        if (!foldConst(it->value, v)) return false;
        items.emplace_back(k, v);
      }
      ArrayData* arr = anyKey ? ArrayData::makeHash(uint32_t(items.size())) : ArrayData::makePacked(uint32_t(items.size()));
      for (auto& [k, v] : items) {
        if (k.m_type == DataType::Uninit) {
          if (!ArrayData::append(arr, v)) {
            arr->decRef();
            return false;
          }
        } else {
          ArrayKey key;
          if (k.isInt() || k.isBool()) key = ArrayKey::ofInt(k.m_data.num);
          else if (k.isNull()) key = ArrayKey::ofStr(StringData::empty());
          else if (k.isString()) key = strToArrayKey(k.m_data.pstr);
          else if (k.isDouble()) {
            if (k.m_data.dbl != std::trunc(k.m_data.dbl) || !std::isfinite(k.m_data.dbl)) {
              arr->decRef();
              return false;   // the deprecation must be raised at runtime
            }
            key = ArrayKey::ofInt(int64_t(k.m_data.dbl));
          } else {
            arr->decRef();
            return false;
          }
          ArrayData::set(arr, key, v);
        }
      }
      ArrayData* st = arr->copyStatic();
      // The copy shares the (static) elements: drop the builder without releasing them.
      arr->m_hdr.m_count = 1;
      arr->decRef();
      out = makeArrayNoIncRef(st);
      return true;
    }
    default: return false;
  }
}

PreValue Emitter::preValue(const ast::Expr* e, const std::string& what) {
  PreValue pv;
  if (!e) return pv;
  TypedValue v;
  if (foldConst(e, v)) {
    pv.value = v;
    return pv;
  }
  // Compile an initializer: a tiny function returning the expression.
  uint32_t idx;
  Func* f = m_ue.newFunc(idx);
  f->name = StringData::interned(what);
  f->lowerName = f->name;
  f->preClass = m_class;
  f->attrs = kAttrPublic | (m_strictTypes ? kAttrStrictTypes : 0);
  f->lineStart = f->lineEnd = e->line;
  FuncEmitter fe(m_ue, *f);
  FuncEmitter* saved = m_fe;
  m_fe = &fe;
  fe.names = &m_names;
  fe.cls = m_class;
  line(e->line);
  emitExpr(e);
  bc().op(Op::RetC);
  m_fe = saved;
  fe.finalizeLocals();
  std::string err = fe.bc().finish();
  if (!err.empty()) compileError(e->line, "internal compiler error: " + err);
  pv.initializer = f;
  return pv;
}

// --- Files ------------------------------------------------------------------------------------------

void Emitter::collectFileFunctions(const ast::Block* top) {
  // Functions declared at the top level of the file (also inside namespace blocks).
  std::string ns;
  std::function<void(const ast::List<ast::Stmt*>&)> walk = [&](const ast::List<ast::Stmt*>& stmts) {
    for (const ast::Stmt* s : stmts) {
      if (s->kind == ast::StmtKind::Function) {
        auto* fd = static_cast<const ast::FunctionDecl*>(s);
        std::string name = ns.empty() ? std::string(fd->name) : ns + "\\" + std::string(fd->name);
        m_fileFunctions[toLower(name)] = fd;
      } else if (s->kind == ast::StmtKind::Namespace) {
        auto* n = static_cast<const ast::Namespace*>(s);
        ns = n->name ? std::string(n->name->text) : "";
        if (n->body) {
          walk(n->body->stmts);
          ns.clear();
        }
      }
    }
  };
  walk(top->stmts);
}

void Emitter::emitFile() {
  collectFileFunctions(m_file.top);
  uint32_t idx;
  Func* main = m_ue.newFunc(idx);
  main->name = StringData::interned("{main}");
  main->lowerName = main->name;
  main->attrs = kAttrPseudoMain | kAttrPublic;
  main->lineStart = 1;
  FuncEmitter fe(m_ue, *main);
  fe.names = &m_names;
  m_fe = &fe;
  line(1);
  // declare(strict_types=1) must be the first statement; it applies to the whole file.
  for (const ast::Stmt* s : m_file.top->stmts) {
    if (s->kind == ast::StmtKind::Declare) {
      for (const ast::DeclareItem* d : static_cast<const ast::Declare*>(s)->items)
        if (toLower(d->name) == "strict_types") {
          TypedValue v;
          if (d->value && foldConst(d->value, v) && v.isInt() && v.m_data.num == 1) m_strictTypes = true;
        }
    }
  }
  if (m_strictTypes) {
    main->attrs |= kAttrStrictTypes;
    m_ue.unit().strictTypes = true;
  }
  emitStmts(m_file.top->stmts);
  if (!bc().lastWasTerminal()) {
    bc().op(Op::Int);
    bc().i64(1);
    bc().op(Op::RetC);
  }
  int lastLine = bc().line();
  m_fe = nullptr;
  fe.finalizeLocals();
  main->lineEnd = lastLine;
  std::string err = fe.bc().finish();
  if (!err.empty()) compileError(lastLine, "internal compiler error: " + err);
}

// --- Functions ----------------------------------------------------------------------------------------

void Emitter::emitParams(const ast::FunctionDecl* fd, Func* f) {
  uint32_t required = 0;
  for (uint32_t i = 0; i < fd->params.size(); ++i) {
    const ast::Param* p = fd->params[i];
    ParamInfo pi;
    pi.name = StringData::interned(p->name);
    if (m_fe->findLocal(p->name) != kNoLocal) compileError(p->line, "Redefinition of parameter $" + std::string(p->name));
    m_fe->addParam(p->name);
    pi.type = typeConstraint(p->type);
    pi.byRef = p->byRef;
    pi.variadic = p->variadic;
    pi.promoteFlags = int(p->modifiers);
    if (p->variadic) f->attrs |= kAttrVariadic;
    if (p->defaultValue) {
      pi.hasDefault = true;
      pi.defaultValue = preValue(p->defaultValue, f->name->str() + "::$" + std::string(p->name) + " default");
      pi.defaultIsNull = pi.defaultValue.value.isNull() && !pi.defaultValue.initializer;
      if (pi.defaultIsNull && !pi.type.isEmpty() && !pi.type.allowsNull()) {
        // `T $x = null` makes the type implicitly nullable.
        pi.type.mask |= TypeConstraint::kNull;
        if (pi.type.display.find('|') == std::string::npos) pi.type.display = "?" + pi.type.display;
        else pi.type.display += "|null";
      }
    } else if (!p->variadic) {
      // A required parameter after optional ones makes them required too (php 8).
      required = i + 1;
    }
    f->params.push_back(std::move(pi));
  }
  f->numRequiredParams = required;
}

Func* Emitter::emitFunction(const ast::FunctionDecl* fd, uint32_t& index, PreClass* cls, bool isClosureLike) {
  std::vector<std::string> arrowCaptures = std::move(m_pendingArrowCaptures);
  m_pendingArrowCaptures.clear();
  Func* f = m_ue.newFunc(index);
  std::string name = isClosureLike ? "{closure}" : std::string(fd->name);
  if (!cls && !isClosureLike && !m_names.ns.empty()) name = m_names.ns + "\\" + name;
  f->name = StringData::interned(name);
  f->lowerName = StringData::interned(toLower(name));
  f->preClass = cls;
  f->lineStart = fd->line;
  f->lineEnd = fd->endLine;
  if (!fd->docComment.empty()) f->docComment = StringData::interned(fd->docComment);
  uint32_t attrs = m_strictTypes ? kAttrStrictTypes : 0;
  if (fd->modifiers & ast::kModPrivate) attrs |= kAttrPrivate;
  else if (fd->modifiers & ast::kModProtected) attrs |= kAttrProtected;
  else attrs |= kAttrPublic;
  if (fd->modifiers & ast::kModStatic) attrs |= kAttrStatic;
  if (fd->modifiers & ast::kModAbstract) attrs |= kAttrAbstract;
  if (fd->modifiers & ast::kModFinal) attrs |= kAttrFinal;
  if (fd->byRefReturn) attrs |= kAttrReturnsRef;
  if (fd->isGenerator) attrs |= kAttrGenerator;
  if (isClosureLike) {
    attrs |= kAttrClosure;
    if (fd->isStatic) attrs |= kAttrStaticClosure;
    if (fd->fnKind == ast::FunctionKind::ArrowFunction) attrs |= kAttrArrowFn;
  }
  f->attrs = attrs;
  // Interface methods are abstract.
  if (cls && (cls->attrs & kClsInterface)) f->attrs |= kAttrAbstract;

  // Save the enclosing function's context.
  FuncEmitter* savedFe = m_fe;
  std::string savedFunc = m_funcName, savedMethod = m_methodName;
  auto savedGotos = std::move(m_gotoLabels);
  m_gotoLabels.clear();
  Label savedShort = m_nullsafeShort;
  m_nullsafeShort = Label{};

  FuncEmitter fe(m_ue, *f);
  fe.names = &m_names;
  fe.cls = cls;
  fe.inClosure = isClosureLike;
  fe.isGenerator = fd->isGenerator;
  m_fe = &fe;
  if (!isClosureLike) {
    m_funcName = cls ? std::string(fd->name) : name;
    m_methodName = cls ? cls->name->str() + "::" + std::string(fd->name) : name;
  } else {
    m_funcName = "{closure}";
    m_methodName = "{closure}";
  }
  line(fd->line);
  emitParams(fd, f);
  f->returnType = typeConstraint(fd->returnType, true);
  for (const std::string& v : arrowCaptures) {
    if (fe.findLocal(v) != kNoLocal) continue;
    fe.local(v);
    f->closureUses.push_back(StringData::interned(v));
    f->closureUseByRef.push_back(false);
  }
  emitFunctionBody(fd, f);
  m_fe = savedFe;
  m_funcName = savedFunc;
  m_methodName = savedMethod;
  m_gotoLabels = std::move(savedGotos);
  m_nullsafeShort = savedShort;
  fe.finalizeLocals();
  std::string err = fe.bc().finish();
  if (!err.empty()) compileError(fd->endLine, "internal compiler error in " + f->fullName() + ": " + err);
  return f;
}

void Emitter::emitFunctionBody(const ast::FunctionDecl* fd, Func* f) {
  // Native methods of the systemlib: no bytecode, a C++ implementation.
  if (!fd->body) {
    bool isNative = false;
    for (const ast::Attribute* at : fd->attributes)
      if (at->name->is("native")) isNative = true;
    if (isNative && m_opts.isSystemLib && m_class) {
      std::string key = toLower(m_class->name->view()) + "::" + toLower(fd->name);
      f->native = BuiltinRegistry::lookupNativeMethod(key);
      if (!f->native) compileError(fd->line, "systemlib: no native implementation for " + key);
      f->attrs |= kAttrBuiltin;
      f->attrs &= ~kAttrAbstract;
      return;
    }
    if (!(f->attrs & kAttrAbstract)) {
      if (m_class)
        compileError(fd->line, "Non-abstract method " + m_class->name->str() + "::" + std::string(fd->name) + "() must contain body");
    }
    // Abstract: a body that cannot run.
    bc().op(Op::Null);
    bc().op(Op::RetC);
    return;
  }
  // Closure captures occupy the locals after the parameters.
  if (fd->fnKind == ast::FunctionKind::Closure) {
    for (const ast::ClosureUse* u : fd->uses) {
      if (m_fe->findLocal(u->name) != kNoLocal)
        compileError(u->line, "Cannot use lexical variable $" + std::string(u->name) + " as a parameter name");
      m_fe->local(u->name);
      f->closureUses.push_back(StringData::interned(u->name));
      f->closureUseByRef.push_back(u->byRef);
    }
  }
  // Parameter type checks.
  for (uint32_t i = 0; i < f->numParams(); ++i) {
    if (f->params[i].type.isEmpty() || f->params[i].type.isMixed()) continue;
    line(fd->params[i]->line);
    bc().op(Op::VerifyParamType);
    bc().la(i);
    bc().ca();
  }
  line(fd->line);
  if (f->isGenerator()) bc().op(Op::CreateCont);
  // Constructor promotion: `public function __construct(private int $x)`.
  for (uint32_t i = 0; i < fd->params.size(); ++i) {
    const ast::Param* p = fd->params[i];
    if (!p->modifiers) continue;
    bc().op(Op::CGetL);
    bc().la(i);
    bc().op(Op::BaseH);
    bc().op(Op::SetM);
    bc().iva(0);
    bc().ka(MemberKey{MemberKeyKind::PT, int64_t(str(p->name))});
    bc().op(Op::PopC);
  }
  emitStmts(fd->body->stmts);
  if (!bc().lastWasTerminal()) {
    line(fd->endLine);
    bc().op(Op::Null);
    if (!f->returnType.isEmpty() && !(f->returnType.mask & (TypeConstraint::kVoid | TypeConstraint::kMixed)) && !f->isGenerator()) {
      bc().op(Op::VerifyRetType);
      bc().ca();
    }
    bc().op(Op::RetC);
  }
}

// --- Classes -------------------------------------------------------------------------------------------

void Emitter::emitClassDecl(const ast::ClassDecl* cd, bool topLevel) {
  PreClass* pc = compileClass(cd);
  if (topLevel && !(pc->attrs & kClsAnonymous)) m_ue.unit().hoistedClasses.push_back(pc->id);
  line(cd->line);
  bc().op(Op::DefCls);
  bc().iva(pc->id);
}

PreClass* Emitter::compileClass(const ast::ClassDecl* cd) {
  PreClass* pc = m_ue.newPreClass();
  std::string name;
  if (cd->isAnonymous) {
    // php names anonymous classes "class@anonymous" + a NUL-separated suffix.
    std::string base = cd->parent ? resolveClassName(cd->parent)
                                  : (!cd->interfaces.empty() ? resolveClassName(cd->interfaces[0]) : "class");
    name = base + "@anonymous" + std::string(1, '\0') + m_ue.unit().filePath + ":" + std::to_string(cd->line) + "$" +
           std::to_string(m_anonClassCount++);
    pc->attrs |= kClsAnonymous;
  } else {
    name = m_names.ns.empty() ? std::string(cd->name) : m_names.ns + "\\" + std::string(cd->name);
  }
  pc->name = StringData::interned(name);
  pc->line = cd->line;
  pc->endLine = cd->endLine;
  if (!cd->docComment.empty()) pc->docComment = StringData::interned(cd->docComment);
  switch (cd->classKind) {
    case ast::ClassKind::Interface: pc->attrs |= kClsInterface; break;
    case ast::ClassKind::Trait: pc->attrs |= kClsTrait; break;
    case ast::ClassKind::Enum: pc->attrs |= kClsEnum | kClsFinal; break;
    default: break;
  }
  if (cd->modifiers & ast::kModAbstract) pc->attrs |= kClsAbstract;
  if (cd->modifiers & ast::kModFinal) pc->attrs |= kClsFinal;
  if (cd->modifiers & ast::kModReadonly) pc->attrs |= kClsReadonly;
  if (m_opts.isSystemLib) pc->attrs |= kClsBuiltin;
  for (const ast::Attribute* at : cd->attributes) {
    std::string an = resolveClassName(at->name);
    pc->attributeNames.push_back(StringData::interned(an));
    if (toLower(an) == "allowdynamicproperties") pc->attrs |= kClsAllowDynamicProps;
  }
  if (cd->parent) {
    if (cd->parent->isSpecialClass())
      compileError(cd->line, "Cannot use '" + std::string(cd->parent->text) + "' as class name, as it is reserved");
    pc->parentName = StringData::interned(resolveClassName(cd->parent));
  }
  for (const ast::Name* i : cd->interfaces) {
    std::string in = resolveClassName(i);
    if (cd->classKind == ast::ClassKind::Interface && !pc->parentName) {
      pc->interfaceNames.push_back(StringData::interned(in));
    } else {
      pc->interfaceNames.push_back(StringData::interned(in));
    }
  }
  if (cd->classKind == ast::ClassKind::Enum) {
    pc->interfaceNames.push_back(StringData::interned(cd->enumBackingType ? "BackedEnum" : "UnitEnum"));
    pc->traitNames.push_back(StringData::interned(cd->enumBackingType ? "HopBackedEnumMethods" : "HopEnumMethods"));
    if (cd->enumBackingType) {
      TypeConstraint bt = typeConstraint(cd->enumBackingType);
      pc->enumBackingType = (bt.mask & TypeConstraint::kInt) ? DataType::Int : DataType::String;
    }
    PreProp nameProp;
    nameProp.name = StringData::interned("name");
    nameProp.attrs = kAttrPublic | kAttrReadonly;
    nameProp.type.mask = TypeConstraint::kString;
    nameProp.type.display = "string";
    pc->props.push_back(nameProp);
    if (cd->enumBackingType) {
      PreProp valueProp;
      valueProp.name = StringData::interned("value");
      valueProp.attrs = kAttrPublic | kAttrReadonly;
      valueProp.type = typeConstraint(cd->enumBackingType);
      pc->props.push_back(valueProp);
    }
  }

  PreClass* savedClass = m_class;
  const ast::ClassDecl* savedDecl = m_classDecl;
  std::string savedTrait = m_traitName;
  m_class = pc;
  m_classDecl = cd;
  if (cd->classKind == ast::ClassKind::Trait) m_traitName = name;

  for (const ast::Stmt* m : cd->members) {
    switch (m->kind) {
      case ast::StmtKind::PropertyGroup: {
        auto* g = static_cast<const ast::PropertyGroup*>(m);
        if (cd->classKind == ast::ClassKind::Interface) compileError(g->line, "Interfaces may not include properties");
        for (const ast::PropertyItem* item : g->props) {
          PreProp pp;
          pp.name = StringData::interned(item->name);
          pp.line = item->line;
          uint32_t mods = g->modifiers;
          pp.attrs = (mods & ast::kModPrivate) ? kAttrPrivate : (mods & ast::kModProtected) ? kAttrProtected : kAttrPublic;
          if (mods & ast::kModStatic) pp.attrs |= kAttrStatic;
          if ((mods & ast::kModReadonly) || (pc->attrs & kClsReadonly)) pp.attrs |= kAttrReadonly;
          pp.type = typeConstraint(g->type);
          if ((pp.attrs & kAttrReadonly) && pp.type.isEmpty())
            compileError(item->line, "Readonly property " + name + "::$" + std::string(item->name) + " must have type");
          if (item->defaultValue) {
            if (pp.attrs & kAttrReadonly)
              compileError(item->line, "Readonly property " + name + "::$" + std::string(item->name) + " cannot have default value");
            pp.hasDefault = true;
            pp.defaultValue = preValue(item->defaultValue, name + "::$" + std::string(item->name));
          }
          if (!item->docComment.empty()) pp.docComment = StringData::interned(item->docComment);
          pc->props.push_back(std::move(pp));
        }
        break;
      }
      case ast::StmtKind::ClassConstGroup: {
        auto* g = static_cast<const ast::ClassConstGroup*>(m);
        for (const ast::ConstItem* item : g->items) {
          PreConst c;
          c.name = StringData::interned(item->name);
          c.line = item->line;
          uint32_t mods = g->modifiers;
          c.attrs = (mods & ast::kModPrivate) ? kAttrPrivate : (mods & ast::kModProtected) ? kAttrProtected : kAttrPublic;
          if (mods & ast::kModFinal) c.attrs |= kAttrFinal;
          c.value = preValue(item->value, name + "::" + std::string(item->name));
          pc->consts.push_back(c);
        }
        break;
      }
      case ast::StmtKind::EnumCase: {
        auto* ec = static_cast<const ast::EnumCase*>(m);
        PreConst c;
        c.name = StringData::interned(ec->name);
        c.line = ec->line;
        c.attrs = kAttrPublic;
        c.isEnumCase = true;
        if (ec->value) c.value = preValue(ec->value, name + "::" + std::string(ec->name));
        pc->consts.push_back(c);
        break;
      }
      case ast::StmtKind::Method: {
        auto* fd = static_cast<const ast::FunctionDecl*>(m);
        uint32_t idx;
        Func* f = emitFunction(fd, idx, pc, false);
        for (Func* other : pc->methods)
          if (equalsIgnoreCase(other->name->view(), f->name->view()))
            compileError(fd->line, "Cannot redeclare " + name + "::" + std::string(fd->name) + "()");
        pc->methods.push_back(f);
        break;
      }
      case ast::StmtKind::TraitUse: {
        auto* tu = static_cast<const ast::TraitUse*>(m);
        for (const ast::Name* t : tu->traits) pc->traitNames.push_back(StringData::interned(resolveClassName(t)));
        for (const ast::TraitAdaptation* ad : tu->adaptations) {
          TraitRule r;
          r.isInsteadof = ad->adaptKind == ast::TraitAdaptation::Precedence;
          if (ad->trait) r.traitName = StringData::interned(resolveClassName(ad->trait));
          r.method = StringData::interned(ad->method);
          for (const ast::Name* n : ad->insteadof) r.insteadOf.push_back(StringData::interned(resolveClassName(n)));
          if (!ad->alias.empty()) r.alias = StringData::interned(ad->alias);
          if (ad->modifiers & ast::kModPrivate) r.visibility = kAttrPrivate;
          else if (ad->modifiers & ast::kModProtected) r.visibility = kAttrProtected;
          else if (ad->modifiers & ast::kModPublic) r.visibility = kAttrPublic;
          pc->traitRules.push_back(r);
        }
        break;
      }
      default: break;
    }
  }
  // Promoted constructor parameters declare properties.
  for (const ast::Stmt* m : cd->members) {
    if (m->kind != ast::StmtKind::Method) continue;
    auto* fd = static_cast<const ast::FunctionDecl*>(m);
    if (toLower(fd->name) != "__construct") continue;
    for (const ast::Param* p : fd->params) {
      if (!p->modifiers) continue;
      PreProp pp;
      pp.name = StringData::interned(p->name);
      pp.line = p->line;
      pp.attrs = (p->modifiers & ast::kModPrivate) ? kAttrPrivate : (p->modifiers & ast::kModProtected) ? kAttrProtected : kAttrPublic;
      if ((p->modifiers & ast::kModReadonly) || (pc->attrs & kClsReadonly)) pp.attrs |= kAttrReadonly;
      pp.type = typeConstraint(p->type);
      pc->props.push_back(std::move(pp));
    }
  }
  m_class = savedClass;
  m_classDecl = savedDecl;
  m_traitName = savedTrait;
  return pc;
}

} // namespace hop
