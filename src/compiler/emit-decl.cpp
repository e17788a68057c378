// emit-decl.cpp — declarations: the file's pseudo-main, functions, methods
// and closures (parameters, types, defaults), classes (properties,
// constants, methods, traits, enums), name resolution and constant folding.
#include <cmath>
#include <utility>

#include "bytecode/op-info.h"
#include "compiler/emitter.h"
#include "runtime/number/numeric-string.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/class/class.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/number/double-format.h"
#include "runtime/string/string-data.h"

namespace hop {

Emitter::Emitter(UnitEmitter& ue, const parser::ParsedFile& file, const CompileOptions& opts)
    : m_ue(ue), m_file(file), m_opts(opts) {}

// --- Names ---------------------------------------------------------------------------------------

std::string Emitter::resolveClassName(const ast::Name* n) {
  switch (n->kind) {
    case ast::NameKind::FullyQualified:
      // php's zend_resolve_class_name: self, parent and static are no class names.
      if (equalsIgnoreCase(n->text, "self") || equalsIgnoreCase(n->text, "static") || equalsIgnoreCase(n->text, "parent"))
        compileError(n->line, "'\\" + std::string(n->text) + "' is an invalid class name");
      return std::string(n->text);
    case ast::NameKind::Relative: return m_names.ns.empty() ? std::string(n->text) : m_names.ns + "\\" + std::string(n->text);
    default: break;
  }
  if (equalsIgnoreCase(n->text, "self") || equalsIgnoreCase(n->text, "static") || equalsIgnoreCase(n->text, "parent"))
    return std::string(n->text);
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
      if (!m_names.functionImports.empty()) {
        auto it = m_names.functionImports.find(LowerName(n->text).view());
        if (it != m_names.functionImports.end()) return it->second;
      }
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

} // namespace

bool Emitter::classScopeKnown() const {
  if (m_fe && m_fe->inClosure) return false;
  if (!m_class) return m_fe && !m_fe->func().isPseudoMain();
  return !(m_class->attrs & kClsTrait);
}

void Emitter::checkClassFetchScope(std::string_view lower, int atLine) {
  // Constant expressions check what php checks before compiling them (checkConstExpr); the rest when evaluated.
  if (!classScopeKnown() || (m_fe && m_fe->func().isInitializer())) return;
  if (!m_class) compileError(atLine, "Cannot use \"" + std::string(lower) + "\" when no class scope is active");
  if (lower == "parent" && m_classDecl && !m_classDecl->parent)
    compileError(atLine, "Cannot use \"parent\" when current class scope has no parent");
}

namespace {

/// The builtin type a name written in a type declaration stands for (php's
/// zend_lookup_builtin_type_by_name; array, callable and static are keywords
/// and cannot be written qualified, so they are not in this list).
uint32_t builtinTypeByName(std::string_view lower) {
  static const std::pair<std::string_view, uint32_t> kTypes[] = {
      {"int", TypeConstraint::kInt},       {"float", TypeConstraint::kFloat},   {"string", TypeConstraint::kString},
      {"bool", TypeConstraint::kBool},     {"void", TypeConstraint::kVoid},     {"never", TypeConstraint::kNever},
      {"iterable", TypeConstraint::kIterable}, {"object", TypeConstraint::kObject}, {"null", TypeConstraint::kNull},
      {"false", TypeConstraint::kFalse},   {"true", TypeConstraint::kTrue},     {"mixed", TypeConstraint::kMixed},
  };
  for (const auto& [name, bit] : kTypes)
    if (name == lower) return bit;
  return 0;
}


/// A type mask as php's zend_type_to_string writes it (for "Duplicate type X").
std::string maskDisplay(uint32_t mask) {
  TypeConstraint tc;
  tc.mask = mask;
  return tc.toString();
}

} // namespace

void Emitter::checkTypeDecl(const ast::Type* t) {
  if (!t) return;
  const bool markedNullable = t->kind == ast::TypeKind::Nullable;
  const ast::Type* body = markedNullable ? t->inner : t;
  // Members of the union (a single type is a union of one).
  std::vector<const ast::Type*> members;
  if (body->kind == ast::TypeKind::Union) members.assign(body->types.begin(), body->types.end());
  else members.push_back(body);
  const bool isUnion = members.size() > 1;

  uint32_t mask = 0;
  int iterableClasses = 0;              // Traversable from iterable: not a class for the object check
  std::vector<std::string> classes;     // resolved, lowercase, for duplicate checks
  std::vector<std::string> shownClasses;  // as written, for messages
  auto addClass = [&](const std::string& resolved, int atLine) {
    std::string lower = toLower(resolved);
    for (const std::string& c : classes)
      if (c == lower) compileError(atLine, "Duplicate type " + resolved + " is redundant");
    classes.push_back(lower);
    shownClasses.push_back(resolved);
  };
  // One named member: its builtin bits, or a class.
  auto single = [&](const ast::Type* m, uint32_t& bits, bool inIntersection) {
    const ast::Name* n = m->name;
    std::string lower = toLower(n->text);
    uint32_t bit = builtinTypeByName(lower);
    if (bit && n->kind != ast::NameKind::Unqualified)
      compileError(m->line, "Type declaration '" + lower + "' must be unqualified");
    if (!bit && n->kind == ast::NameKind::Unqualified) bit = builtinTypeBit(lower);
    if (bit == TypeConstraint::kSelf || bit == TypeConstraint::kParent || bit == TypeConstraint::kStatic) {
      checkClassFetchScope(lower, m->line);
      if (inIntersection) compileError(m->line, "Type " + lower + " cannot be part of an intersection type");
      if (bit != TypeConstraint::kStatic) {
        bits = 0;
        return std::string();
      }
    }
    if (bit && inIntersection) {
      // php 8.2 shows iterable as what it stands for.
      std::string shown = bit == TypeConstraint::kIterable ? "Traversable|array" : maskDisplay(bit);
      compileError(m->line, "Type " + shown + " cannot be part of an intersection type");
    }
    bits = bit;
    if (bit) return std::string();
    std::string resolved = resolveClassName(n);
    if (isReservedClassName(resolved))
      compileError(m->line, "Cannot use '" + resolved + "' as class name as it is reserved");
    return resolved;
  };
  // The union's class members so far, for redundancy checks: one group per
  // member (a single class is a group of one), lowercase, and as shown.
  std::vector<std::vector<std::string>> groups, shownGroups;
  auto groupText = [](const std::vector<std::string>& g) {
    std::string s;
    for (const std::string& n : g) s += (s.empty() ? "" : "&") + n;
    return s;
  };
  // php's zend_are_intersection_types_redundant and friends: a member whose
  // classes include all of another member's is redundant.
  auto checkRedundant = [&](const std::vector<std::string>& g, const std::vector<std::string>& shown, int atLine) {
    for (size_t k = 0; k < groups.size(); ++k) {
      const std::vector<std::string>& o = groups[k];
      if (g.size() == 1 && o.size() == 1) continue;   // plain duplicates are reported elsewhere
      const bool gSmaller = g.size() <= o.size();
      const std::vector<std::string>& small = gSmaller ? g : o;
      const std::vector<std::string>& large = gSmaller ? o : g;
      size_t found = 0;
      for (const std::string& n : small)
        if (std::find(large.begin(), large.end(), n) != large.end()) ++found;
      if (found != small.size()) continue;
      const std::string smallText = groupText(gSmaller ? shown : shownGroups[k]);
      const std::string largeText = groupText(gSmaller ? shownGroups[k] : shown);
      if (small.size() == large.size())
        compileError(atLine, "Type " + smallText + " is redundant with type " + largeText);
      compileError(atLine, "Type " + largeText + " is redundant as it is more restrictive than type " + smallText);
    }
    groups.push_back(g);
    shownGroups.push_back(shown);
  };

  bool anyIntersection = false;
  for (const ast::Type* m : members) {
    if (m->kind == ast::TypeKind::Intersection) {
      std::vector<std::string> saved = std::move(classes);
      std::vector<std::string> savedShown = std::move(shownClasses);
      classes.clear();
      shownClasses.clear();
      for (const ast::Type* part : m->types) {
        uint32_t bits;
        std::string cls = single(part, bits, true);
        if (!cls.empty()) addClass(cls, part->line);
      }
      if (isUnion) checkRedundant(classes, shownClasses, m->line);
      classes = std::move(saved);
      shownClasses = std::move(savedShown);
      anyIntersection = true;
      continue;
    }
    uint32_t bits;
    std::string cls = single(m, bits, false);
    if (bits == TypeConstraint::kMixed && (isUnion || markedNullable)) {
      if (isUnion) compileError(m->line, "Type mixed can only be used as a standalone type");
      compileError(m->line, "Type mixed cannot be marked as nullable since mixed already includes null");
    }
    if (bits == TypeConstraint::kIterable) {
      // iterable is Traversable|array.
      bits = TypeConstraint::kArray;
      if (mask & TypeConstraint::kArray) compileError(m->line, "Duplicate type array is redundant");
      addClass("Traversable", m->line);
      if (isUnion) checkRedundant({"traversable"}, {"Traversable"}, m->line);
      ++iterableClasses;
    }
    if (bits == TypeConstraint::kSelf || bits == TypeConstraint::kParent) bits = 0;
    if (bits) {
      uint32_t overlap = mask & bits;
      if (overlap) compileError(m->line, "Duplicate type " + maskDisplay(overlap) + " is redundant");
      if (((mask & TypeConstraint::kTrue) && bits == TypeConstraint::kFalse) ||
          ((mask & TypeConstraint::kFalse) && bits == TypeConstraint::kTrue))
        compileError(m->line, "Type contains both true and false, bool should be used instead");
      mask |= bits;
    } else if (!cls.empty()) {
      addClass(cls, m->line);
      if (isUnion) checkRedundant({toLower(cls)}, {cls}, m->line);
    }
  }
  if ((mask & TypeConstraint::kNull) && markedNullable) compileError(t->line, "null cannot be marked as nullable");
  if (markedNullable) mask |= TypeConstraint::kNull;
  if ((mask & TypeConstraint::kObject) &&
      (int(classes.size()) > iterableClasses || anyIntersection || (mask & TypeConstraint::kStatic))) {
    TypeConstraint tc;
    tc.mask = mask;
    if (!isUnion && anyIntersection) tc.intersection = true;
    for (const auto& g : shownGroups) {
      std::vector<StringData*> names;
      for (const std::string& c : g) names.push_back(internName(c));
      tc.members.push_back(names);
    }
    if (shownGroups.empty())
      for (const std::string& c : shownClasses) tc.members.push_back({internName(c)});
    compileError(t->line, "Type " + tc.toString() + " contains both object and a class type, which is redundant");
  }
  if ((mask & TypeConstraint::kVoid) && (!classes.empty() || mask != TypeConstraint::kVoid))
    compileError(t->line, "Void can only be used as a standalone type");
  if ((mask & TypeConstraint::kNever) && (!classes.empty() || mask != TypeConstraint::kNever))
    compileError(t->line, "never can only be used as a standalone type");
}

TypeConstraint Emitter::singleTypeConstraint(const ast::Type* t, const ast::Type* body) {
  // checkTypeDecl's rules for one member, in its order; the name is
  // lowercased and resolved once (not once to check and once to build).
  TypeConstraint tc;
  const bool nullable = t != body;
  const ast::Name* n = body->name;
  const LowerName lowerName(n->text);
  const std::string_view lower = lowerName.view();
  // One lookup: the keywords among the names (array, callable, static, self,
  // parent) name a class when qualified; the other builtins must be unqualified.
  uint32_t bit = builtinTypeBit(lower);
  if (bit && n->kind != ast::NameKind::Unqualified) {
    constexpr uint32_t kKeywords = TypeConstraint::kArray | TypeConstraint::kCallable | TypeConstraint::kStatic |
                                   TypeConstraint::kSelf | TypeConstraint::kParent;
    if (!(bit & kKeywords))
      compileError(body->line, "Type declaration '" + std::string(lower) + "' must be unqualified");
    bit = 0;
  }
  if (nullable) tc.mask |= TypeConstraint::kNull;
  StringData* member = nullptr;
  switch (bit) {
    case 0: {
      std::string resolved = resolveClassName(n);
      if (isReservedClassName(resolved))
        compileError(body->line, "Cannot use '" + resolved + "' as class name as it is reserved");
      member = internName(resolved);
      tc.classNames.push_back(member);
      break;
    }
    case TypeConstraint::kSelf:
    case TypeConstraint::kParent:
      checkClassFetchScope(lower, body->line);
      tc.mask |= bit;
      member = internName(bit == TypeConstraint::kSelf ? "self" : "parent");
      break;
    case TypeConstraint::kStatic:
      checkClassFetchScope(lower, body->line);
      tc.mask |= bit;
      break;
    case TypeConstraint::kIterable:
      tc.mask |= bit;   // php 8.2: iterable is Traversable|array.
      member = internName("Traversable");
      break;
    default:
      if (nullable) {
        if (bit == TypeConstraint::kMixed)
          compileError(body->line, "Type mixed cannot be marked as nullable since mixed already includes null");
        if (bit == TypeConstraint::kNull) compileError(t->line, "null cannot be marked as nullable");
        if (bit == TypeConstraint::kVoid) compileError(t->line, "Void can only be used as a standalone type");
        if (bit == TypeConstraint::kNever) compileError(t->line, "never can only be used as a standalone type");
      }
      tc.mask |= bit;
      break;
  }
  if (member) tc.members.push_back({member});
  tc.display = shownType(tc);
  return tc;
}

TypeConstraint Emitter::typeConstraint(const ast::Type* t, bool forReturn) {
  (void)forReturn;
  if (!t) return TypeConstraint();
  {
    const ast::Type* body = t->kind == ast::TypeKind::Nullable ? t->inner : t;
    if (body->kind != ast::TypeKind::Union && body->kind != ast::TypeKind::Intersection)
      return singleTypeConstraint(t, body);
  }
  TypeConstraint tc;
  checkTypeDecl(t);
  // One named member: builtin bits, or the class-like name it stands for.
  auto named = [&](const ast::Type* m) -> StringData* {
    const ast::Name* n = m->name;
    if (n->kind == ast::NameKind::Unqualified) {
      std::string lower = toLower(n->text);
      // self/parent keep their meaning relative to the declaring class.
      if (lower == "self") {
        tc.mask |= TypeConstraint::kSelf;
        return internName("self");
      }
      if (lower == "parent") {
        tc.mask |= TypeConstraint::kParent;
        return internName("parent");
      }
      uint32_t bit = builtinTypeBit(lower);
      if (bit == TypeConstraint::kIterable) {
        // php 8.2: iterable is Traversable|array.
        tc.mask |= bit;
        return internName("Traversable");
      }
      if (bit) {
        tc.mask |= bit;
        return nullptr;
      }
    }
    StringData* cls = internName(resolveClassName(n));
    tc.classNames.push_back(cls);
    return cls;
  };
  auto group = [&](const ast::Type* inter) {
    std::vector<StringData*> g;
    for (const ast::Type* part : inter->types)
      if (StringData* c = named(part)) g.push_back(c);
    return g;
  };
  const ast::Type* body = t;
  if (body->kind == ast::TypeKind::Nullable) {
    tc.mask |= TypeConstraint::kNull;
    body = body->inner;
  }
  switch (body->kind) {
    case ast::TypeKind::Intersection:
      tc.intersection = true;
      tc.members.push_back(group(body));
      break;
    case ast::TypeKind::Union: {
      // In a DNF union the groups' names are not plain union members.
      std::vector<StringData*> singles;
      for (const ast::Type* m : body->types) {
        if (m->kind == ast::TypeKind::Intersection) {
          size_t before = tc.classNames.size();
          tc.members.push_back(group(m));
          tc.classNames.resize(before);
        } else if (StringData* c = named(m)) {
          tc.members.push_back({c});
        }
      }
      break;
    }
    default:
      if (StringData* c = named(body)) tc.members.push_back({c});
      break;
  }
  tc.display = shownType(tc);
  return tc;
}

std::string Emitter::shownType(const TypeConstraint& tc) const {
  // self is shown by the class name; parent by the parent named in `extends`.
  std::string_view selfName = m_class ? std::string_view(m_class->name->data()) : std::string_view("self");
  std::string_view parentName =
      m_class && m_class->parentName ? m_class->parentName->view() : std::string_view("parent");
  return tc.toString(selfName, parentName);
}

// --- Constant folding -----------------------------------------------------------------------------

uint32_t Emitter::staticArrayId(TypedValue arr) { return m_ue.arrayId(arr.m_data.parr); }

bool Emitter::foldConst(const ast::Expr* e, TypedValue& out) {
  switch (e->kind) {
    case ast::ExprKind::IntLit: out = makeInt(static_cast<const ast::IntLit*>(e)->value); return true;
    case ast::ExprKind::FloatLit: out = makeDouble(static_cast<const ast::FloatLit*>(e)->value); return true;
    case ast::ExprKind::StringLit:
      out = makeStringNoIncRef(internName(static_cast<const ast::StringLit*>(e)->value));
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
          if (v && !BuiltinRegistry::isDeprecatedConstant(n->text) && (v->isInt() || v->isDouble() || v->isBool() || v->isNull() || (v->isString() && v->m_data.pstr->isStatic()))) {
            out = *v;
            return true;
          }
        }
      }
      return false;
    }
    case ast::ExprKind::ClassConstFetch: {
      // php substitutes a constant of the class being compiled, already
      // declared with a plain value (zend_try_ct_eval_class_const): self::K, C::K.
      auto* c = static_cast<const ast::ClassConstFetch*>(e);
      if (!m_class || !c->cls.name || (m_class->attrs & kClsTrait) || !classScopeKnown()) return false;
      const ast::Name* n = c->cls.name;
      bool own = n->is("self") || (!n->isSpecialClass() && equalsIgnoreCase(resolveClassName(n), m_class->name->view()));
      if (!own) return false;
      for (const PreConst& k : m_class->consts) {
        if (k.name->view() != c->constName) continue;
        if (k.isEnumCase || k.value.initializer || k.value.value.m_type == DataType::Uninit) return false;
        out = k.value.value;
        return true;
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
      out = makeStringNoIncRef(internName(v));
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
        out = makeStringNoIncRef(internName(s));
        return true;
      }
      if ((l.isInt() && r.isInt()) || (l.isDouble() && r.isDouble() && !std::isnan(l.m_data.dbl) && !std::isnan(r.m_data.dbl))) {
        // Comparisons of two ints or two floats.
        int c = l.isInt() ? (l.m_data.num < r.m_data.num ? -1 : l.m_data.num > r.m_data.num)
                          : (l.m_data.dbl < r.m_data.dbl ? -1 : l.m_data.dbl > r.m_data.dbl);
        switch (b->op) {
          case ast::BinaryOp::Less: out = makeBool(c < 0); return true;
          case ast::BinaryOp::LessEqual: out = makeBool(c <= 0); return true;
          case ast::BinaryOp::Greater: out = makeBool(c > 0); return true;
          case ast::BinaryOp::GreaterEqual: out = makeBool(c >= 0); return true;
          case ast::BinaryOp::Equal: case ast::BinaryOp::Identical: out = makeBool(c == 0); return true;
          case ast::BinaryOp::NotEqual: case ast::BinaryOp::NotIdentical: out = makeBool(c != 0); return true;
          case ast::BinaryOp::Spaceship: out = makeInt(c); return true;
          default: break;
        }
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
    case ast::ExprKind::ArrayDim: {
      // An element of a constant array: [1, 2][1].
      auto* d = static_cast<const ast::ArrayDim*>(e);
      TypedValue base, key;
      if (!d->dim || !foldConst(d->base, base) || !base.isArray() || !foldConst(d->dim, key)) return false;
      const TypedValue* v = nullptr;
      if (key.isInt()) v = base.m_data.parr->getInt(key.m_data.num);
      else if (key.isString()) v = base.m_data.parr->get(strToArrayKey(key.m_data.pstr));
      if (!v) return false;   // the missing key's warning is raised at runtime
      out = *v;
      return true;
    }
    case ast::ExprKind::Ternary: {
      auto* t = static_cast<const ast::Ternary*>(e);
      TypedValue c;
      if (!foldConst(t->cond, c) || !(c.isBool() || c.isInt() || c.isNull())) return false;
      if (c.m_type != DataType::Null && c.m_data.num) {
        if (!t->then) {
          out = c;
          return true;
        }
        return foldConst(t->then, out);
      }
      return foldConst(t->otherwise, out);
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
            if (k.m_data.dbl != std::trunc(k.m_data.dbl) || !std::isfinite(k.m_data.dbl) ||
                !doubleFitsInt(k.m_data.dbl)) {
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
      // `[]` is php's zend_empty_array, whose nNextFreeElement is 0: `$a = []; $a[-5] = 1; $a[] = 2;`
      // uses key 0 in php 8.2 (an array created by a negative key continues from it).
      if (st->size() == 0) st->m_nextFree = 0;
      m_ue.keepStaticArray(st);
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
  f->name = internName(what);
  f->lowerName = f->name;
  f->preClass = m_class;
  f->attrs = kAttrPublic | kAttrInitializer | (m_strictTypes ? kAttrStrictTypes : 0);
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
  // Functions declared at the top level of the file (also inside namespace bodies and plain blocks).
  std::string ns;
  std::function<void(const ast::List<ast::Stmt*>&)> walk = [&](const ast::List<ast::Stmt*>& stmts) {
    for (const ast::Stmt* s : stmts) {
      if (s->kind == ast::StmtKind::Function) {
        auto* fd = static_cast<const ast::FunctionDecl*>(s);
        std::string name = ns.empty() ? std::string(fd->name) : ns + "\\" + std::string(fd->name);
        m_fileFunctions[toLower(name)] = fd;
        m_fileFunctionNames[fd] = name;
      } else if (s->kind == ast::StmtKind::Block) {
        walk(static_cast<const ast::Block*>(s)->stmts);   // a plain { } block: still top statements
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
  main->name = internName("{main}");
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
  m_topStmt = true;
  m_funcBody = &m_file.top->stmts;
  emitStmts(m_file.top->stmts);
  checkGotos();
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

namespace {

/// php's zend_get_type_by_const name of a literal default value.
const char* defaultValueTypeName(const TypedValue& v) {
  switch (v.m_type) {
    case DataType::Null: return "null";
    case DataType::Bool: return "bool";
    case DataType::Int: return "int";
    case DataType::Double: return "float";
    case DataType::String: return "string";
    case DataType::Array: return "array";
    default: return "mixed";
  }
}

/// Whether a literal default value fits the declared type (zend_is_valid_default_value).
bool defaultValueFits(const TypeConstraint& tc, const TypedValue& v) {
  const uint32_t m = tc.mask;
  if (m & TypeConstraint::kMixed) return true;
  switch (v.m_type) {
    case DataType::Null: return true;   // makes the type implicitly nullable
    case DataType::Bool: return m & (v.m_data.num ? TypeConstraint::kTrue : TypeConstraint::kFalse);
    case DataType::Int: return m & (TypeConstraint::kInt | TypeConstraint::kFloat);
    case DataType::Double: return m & TypeConstraint::kFloat;
    case DataType::String: return m & TypeConstraint::kString;
    case DataType::Array: return m & (TypeConstraint::kArray | TypeConstraint::kIterable);
    default: return true;
  }
}

} // namespace

namespace {

/// Whether php folds this default to a value when compiling it: literals and
/// operators over literals (named constants other than true/false/null are
/// kept as names, even builtin ones).
bool isLiteralDefault(const ast::Expr* e) {
  switch (e->kind) {
    case ast::ExprKind::IntLit:
    case ast::ExprKind::FloatLit:
    case ast::ExprKind::StringLit:
    case ast::ExprKind::MagicConst:
      return true;
    case ast::ExprKind::ConstFetch: {
      const ast::Name* n = static_cast<const ast::ConstFetch*>(e)->name;
      std::string lower = toLower(n->text);
      if (!lower.empty() && lower[0] == '\\') lower.erase(0, 1);
      return lower == "true" || lower == "false" || lower == "null";
    }
    case ast::ExprKind::UnaryMinus:
    case ast::ExprKind::UnaryPlus:
    case ast::ExprKind::BoolNot:
    case ast::ExprKind::BitNot:
      return isLiteralDefault(static_cast<const ast::Unary*>(e)->operand);
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::Binary*>(e);
      return isLiteralDefault(b->left) && isLiteralDefault(b->right);
    }
    case ast::ExprKind::Array:
      for (const ast::ArrayItem* it : static_cast<const ast::ArrayLit*>(e)->items) {
        if (!it->value || it->byRef || it->unpack || !isLiteralDefault(it->value)) return false;
        if (it->key && !isLiteralDefault(it->key)) return false;
      }
      return true;
    default:
      return false;
  }
}

} // namespace

std::string Emitter::signatureDefaultText(const ast::Expr* e) {
  TypedValue v;
  if (isLiteralDefault(e) && foldConst(e, v)) {
    switch (v.m_type) {
      case DataType::Null: return "null";
      case DataType::Bool: return v.m_data.num ? "true" : "false";
      case DataType::Int: return std::to_string(v.m_data.num);
      case DataType::Double: {
        std::string out;
        appendDoublePrecision(out, v.m_data.dbl, 14);
        return out;
      }
      case DataType::String: {
        std::string_view sv = v.m_data.pstr->view();
        // The runtime's own signatures show strings as their stubs write them.
        if (m_opts.isSystemLib) return "\"" + std::string(sv) + "\"";
        std::string out = "'" + std::string(sv.substr(0, 10));
        if (sv.size() > 10) out += "...";
        return out + "'";
      }
      case DataType::Array: return v.m_data.parr->size() == 0 ? "[]" : "[...]";
      default: break;
    }
  }
  if (e->kind == ast::ExprKind::ConstFetch) {
    std::string fallback;
    return resolveConstName(static_cast<const ast::ConstFetch*>(e)->name, &fallback);
  }
  if (e->kind == ast::ExprKind::ClassName) {
    // php resolves X::class (and self::class where the class is known) when compiling.
    const ast::Name* n = static_cast<const ast::ClassNameExpr*>(e)->cls.name;
    std::string cls;
    if (n && !n->isSpecialClass()) cls = resolveClassName(n);
    else if (n && n->is("self") && m_class && classScopeKnown()) cls = m_class->name->str();
    else if (n && n->is("parent") && m_class && m_class->parentName && classScopeKnown()) cls = m_class->parentName->str();
    if (!cls.empty()) {
      std::string out = "'" + cls.substr(0, 10);
      if (cls.size() > 10) out += "...";
      return out + "'";
    }
  }
  if (e->kind == ast::ExprKind::ClassConstFetch) {
    auto* cc = static_cast<const ast::ClassConstFetch*>(e);
    if (cc->cls.name) {
      std::string cls = cc->cls.name->isSpecialClass() ? std::string(cc->cls.name->text) : resolveClassName(cc->cls.name);
      return cls + "::" + std::string(cc->constName);
    }
  }
  return "<expression>";
}

void Emitter::emitParams(const ast::FunctionDecl* fd, Func* f) {
  uint32_t required = 0;
  // php 8.0+: optional parameters before a required one are required in
  // fact, with a deprecation naming the last required parameter.
  int lastRequired = -1;
  for (uint32_t i = 0; i < fd->params.size(); ++i) {
    const ast::Param* p = fd->params[i];
    if (p->variadic && i + 1 != fd->params.size()) compileError(p->line, "Only the last parameter can be variadic");
    if (p->variadic && p->defaultValue) compileError(p->line, "Variadic parameter cannot have a default value");
    if (!p->defaultValue && !p->variadic) lastRequired = int(i);
  }
  for (int i = 0; i < lastRequired; ++i) {
    const ast::Param* p = fd->params[i];
    if (!p->defaultValue) continue;
    // `Type $x = null` is the old spelling of `?Type $x` and stays allowed.
    bool implicitNullable = p->type && p->type->kind != ast::TypeKind::Nullable &&
                            p->defaultValue->kind == ast::ExprKind::ConstFetch &&
                            static_cast<const ast::ConstFetch*>(p->defaultValue)->name->is("null");
    if (implicitNullable) continue;
    diagnostic(E_DEPRECATED, p->line,
               "Optional parameter $" + std::string(p->name) + " declared before required parameter $" +
                   std::string(fd->params[lastRequired]->name) + " is implicitly treated as a required parameter");
  }
  for (uint32_t i = 0; i < fd->params.size(); ++i) {
    const ast::Param* p = fd->params[i];
    checkAttributes(p->attributes, kAttrTargetParameter, fd->line);
    ParamInfo pi;
    pi.name = internName(p->name);
    if (p->name == "this") compileError(p->line, "Cannot use $this as parameter");
    if (m_fe->findLocal(p->name) != kNoLocal) compileError(p->line, "Redefinition of parameter $" + std::string(p->name));
    m_fe->addParam(p->name);
    pi.type = typeConstraint(p->type);
    if (pi.type.mask & TypeConstraint::kVoid) compileError(p->line, "void cannot be used as a parameter type");
    if (pi.type.mask & TypeConstraint::kNever) compileError(p->line, "never cannot be used as a parameter type");
    pi.byRef = p->byRef;
    pi.variadic = p->variadic;
    pi.promoteFlags = int(p->modifiers);
    pi.attributes = compileAttributes(p->attributes);
    if (p->variadic) f->attrs |= kAttrVariadic;
    if (p->defaultValue) {
      pi.hasDefault = true;
      pi.defaultValue = preValue(p->defaultValue, f->name->str() + "::$" + std::string(p->name) + " default");
      checkConstExpr(p->defaultValue, true);
      pi.signatureDefault = signatureDefaultText(p->defaultValue);
      pi.defaultIsNull = pi.defaultValue.value.isNull() && !pi.defaultValue.initializer;
      pi.defaultText = defaultValueText(p->defaultValue, pi.defaultValue, pi.defaultConstant);
      if (!pi.type.isEmpty() && !pi.defaultValue.initializer && !defaultValueFits(pi.type, pi.defaultValue.value))
        compileError(p->line, std::string("Cannot use ") + defaultValueTypeName(pi.defaultValue.value) +
                                  " as default value for parameter $" + std::string(p->name) + " of type " +
                                  pi.type.display);
      if (pi.defaultIsNull && !pi.type.isEmpty() && !pi.type.allowsNull() && p->modifiers)
        // A promoted parameter's type is its property's: not made nullable.
        compileError(p->line, "Cannot use null as default value for parameter $" + std::string(p->name) +
                                  " of type " + pi.type.display);
      if (pi.defaultIsNull && !pi.type.isEmpty() && !pi.type.allowsNull()) {
        // `T $x = null` makes the type implicitly nullable.
        pi.type.mask |= TypeConstraint::kNull;
        pi.type.display = shownType(pi.type);
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
  if (!cls && !isClosureLike && toLower(fd->name) == "assert")
    compileError(fd->line, "Defining a custom assert() function is not allowed, as the function has special semantics");
  Func* f = m_ue.newFunc(index);
  // php names a closure "{closure}" in its namespace (Foo\{closure}), also
  // inside classes; functions get the namespace, methods keep their own name.
  std::string name = isClosureLike ? "{closure}" : std::string(fd->name);
  if ((!cls || isClosureLike) && !m_names.ns.empty()) name = m_names.ns + "\\" + name;
  if (!cls && !isClosureLike && toLower(name) == "__autoload")
    compileError(fd->line, "__autoload() is no longer supported, use spl_autoload_register() instead");
  if (!cls && !isClosureLike) {
    const std::string lower = toLower(name);
    auto imported = m_names.functionImports.find(toLower(fd->name));
    if (imported != m_names.functionImports.end() && toLower(imported->second) != lower)
      compileError(fd->line, "Cannot declare function " + name + " because the name is already in use");
    m_seenFunctions.insert(lower);
  }
  f->name = internName(name);
  f->lowerName = internName(toLower(name));
  f->preClass = cls;
  f->lineStart = fd->line;
  f->lineEnd = fd->endLine;
  if (!fd->docComment.empty()) f->docComment = internName(fd->docComment);
  uint32_t attrs = m_strictTypes ? kAttrStrictTypes : 0;
  if (m_opts.isSystemLib) attrs |= kAttrSystemLib;
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
  checkAttributes(fd->attributes, cls && !isClosureLike ? kAttrTargetMethod : kAttrTargetFunction, fd->line);
  // Runtime methods whose return type overriders may still leave out
  // (php's tentative return types): marked #[Tentative] in interfaces; every
  // typed method of a runtime class, unless marked #[RealReturn] (the few php
  // added with a real type since 8.0).
  bool realReturn = false;
  for (const ast::Attribute* at : fd->attributes) {
    std::string an = toLower(resolveClassName(at->name));
    if (an == "returntypewillchange") attrs |= kAttrReturnTypeWillChange;
    if (m_opts.isSystemLib && an == "tentative") attrs |= kAttrTentativeReturn;
    if (m_opts.isSystemLib && an == "realreturn") realReturn = true;
  }
  if (m_opts.isSystemLib && cls && !isClosureLike && !(cls->attrs & (kClsInterface | kClsTrait)) && !realReturn &&
      fd->returnType && !(fd->modifiers & (ast::kModPrivate | ast::kModFinal)) && !(cls->attrs & kClsFinal) &&
      toLower(std::string(fd->name)) != "__tostring")
    attrs |= kAttrTentativeReturn;
  f->attrs = attrs;
  if (cls && !isClosureLike) beginMethodDecl(fd, f);
  // Interface methods are abstract.
  if (cls && (cls->attrs & kClsInterface)) f->attrs |= kAttrAbstract;

  // Save the enclosing function's context.
  FuncEmitter* savedFe = m_fe;
  std::string savedFunc = m_funcName, savedMethod = m_methodName;
  auto savedGotos = std::move(m_gotoLabels);
  m_gotoLabels.clear();
  const ast::List<ast::Stmt*>* savedBody = std::exchange(m_funcBody, fd->body ? &fd->body->stmts : nullptr);
  Label savedShort = m_nullsafeShort;
  m_nullsafeShort = Label{};

  // A named function declared inside a method has no class (__CLASS__ is "").
  PreClass* savedClass = m_class;
  const ast::ClassDecl* savedClassDecl = m_classDecl;
  std::string savedTrait = m_traitName;
  if (!cls && !isClosureLike) {
    m_class = nullptr;
    m_classDecl = nullptr;
    m_traitName.clear();
  }

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
    m_funcName = name;     // __FUNCTION__ and __METHOD__ are the closure's name
    m_methodName = name;
  }
  line(fd->line);
  // The engine's own #[Native] marks in the systemlib are not attributes of the method.
  if (!m_opts.isSystemLib)
    f->attributes = compileAttributes(fd->attributes);
  emitParams(fd, f);
  if (cls && !isClosureLike) declarePromotedProperties(fd, cls);
  f->returnType = typeConstraint(fd->returnType, true);
  if (fd->byRefReturn && (f->returnType.mask & TypeConstraint::kVoid))
    diagnostic(E_DEPRECATED, fd->line, "Returning by reference from a void function is deprecated");
  if (cls && !isClosureLike) checkMagicMethod(fd, f);
  // php 8: __toString() returns string even when it does not say so.
  if (cls && !isClosureLike && f->returnType.isEmpty() && f->lowerName->view() == "__tostring") {
    f->returnType.mask = TypeConstraint::kString;
    f->returnType.display = "string";
  }
  if (fd->isGenerator && !f->returnType.isEmpty()) {
    // A generator returns a Generator object: the declared type must accept it.
    bool accepts = f->returnType.mask & (TypeConstraint::kObject | TypeConstraint::kMixed | TypeConstraint::kIterable);
    for (StringData* c : f->returnType.classNames) {
      std::string lc = toLower(c->view());
      if (lc == "traversable" || lc == "iterator" || lc == "generator") accepts = true;
    }
    if (!accepts)
      compileError(fd->line, "Generator return type must be a supertype of Generator, " + f->returnType.display + " given");
  }
  for (const std::string& v : arrowCaptures) {
    if (fe.findLocal(v) != kNoLocal) continue;
    fe.local(v);
    f->closureUses.push_back(internName(v));
    f->closureUseByRef.push_back(false);
  }
  emitFunctionBody(fd, f);
  checkGotos();
  m_fe = savedFe;
  m_funcName = savedFunc;
  m_methodName = savedMethod;
  m_class = savedClass;
  m_classDecl = savedClassDecl;
  m_traitName = std::move(savedTrait);
  m_gotoLabels = std::move(savedGotos);
  m_funcBody = savedBody;
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
      f->attrs |= kAttrBuiltin | BuiltinRegistry::nativeMethodAttrs(key);
      f->attrs &= ~kAttrAbstract;
      return;
    }
    // Abstract (beginMethodDecl checked the rest): a body that cannot run.
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
      f->closureUses.push_back(internName(u->name));
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
    // Falling off the end returns "none", which only void accepts.
    if (!f->returnType.isEmpty() && !(f->returnType.mask & TypeConstraint::kVoid) && !f->isGenerator())
      bc().op(Op::VerifyRetNone);
    bc().op(Op::Null);
    if ((f->attrs & kAttrReturnsRef) && !f->isGenerator()) {
      bc().op(Op::BoxRef);
      bc().oa(uint8_t(BoxRefOp::Return));
      bc().op(Op::RetV);
    } else {
      bc().op(Op::RetC);
    }
  }
}

} // namespace hop
