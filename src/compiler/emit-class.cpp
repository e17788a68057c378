// emit-class.cpp — compiling a class, interface, trait or enum declaration
// into a PreClass, with php's compile-time checks of the declaration itself
// (zend_compile_class_decl and the member compilers it calls): reserved
// names, modifiers allowed on each member, duplicate members, property
// types and defaults, promoted properties, enum cases, trait rules, and
// abstract methods left in a concrete class. Rules that need the parent,
// interfaces or traits are checked when the class is linked
// (vm/class-linker.cpp).
#include <atomic>

#include "compiler/emitter.h"
#include "runtime/base/errors.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {


uint32_t visibilityOf(uint32_t mods) {
  if (mods & ast::kModPrivate) return kAttrPrivate;
  if (mods & ast::kModProtected) return kAttrProtected;
  return kAttrPublic;
}

/// php's zend_zval_type_name of a literal default.
const char* literalTypeName(const TypedValue& v) {
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

/// Whether a literal default fits a declared type (php's zend_is_valid_default_value).
bool literalFits(const TypeConstraint& tc, const TypedValue& v) {
  const uint32_t m = tc.mask;
  if (m & TypeConstraint::kMixed) return true;
  switch (v.m_type) {
    case DataType::Null: return m & TypeConstraint::kNull;
    case DataType::Bool: return m & (v.m_data.num ? TypeConstraint::kTrue : TypeConstraint::kFalse);
    case DataType::Int: return m & (TypeConstraint::kInt | TypeConstraint::kFloat);
    case DataType::Double: return m & TypeConstraint::kFloat;
    case DataType::String: return m & TypeConstraint::kString;
    case DataType::Array: return m & (TypeConstraint::kArray | TypeConstraint::kIterable);
    default: return true;
  }
}

} // namespace

void Emitter::emitClassDecl(const ast::ClassDecl* cd, bool topLevel) {
  // A named class (interface, trait, enum) in the body of a class's method or closure.
  if (m_class && !cd->isAnonymous) compileError(cd->line, "Class declarations may not be nested");
  PreClass* pc = compileClass(cd);
  if (topLevel && !(pc->attrs & kClsAnonymous)) m_ue.unit().hoistedClasses.push_back(pc->id);
  line(cd->line);
  bc().op(Op::DefCls);
  bc().iva(pc->id);
}

std::string Emitter::classNameReference(const ast::Name* n, const char* what, int atLine) {
  // self, parent and static name no class here.
  if (n->kind == ast::NameKind::Unqualified && n->isSpecialClass())
    compileError(atLine, "Cannot use '" + std::string(n->text) + "' as " + what + ", as it is reserved");
  return resolveClassName(n);
}

void Emitter::beginMethodDecl(const ast::FunctionDecl* fd, Func* f) {
  const PreClass* pc = m_class;
  const std::string method = pc->name->str() + "::" + std::string(fd->name);
  const bool inInterface = pc->attrs & kClsInterface;
  const bool isCtor = toLower(fd->name) == "__construct";
  if ((f->attrs & kAttrPrivate) && (f->attrs & kAttrFinal) && !isCtor)
    diagnostic(E_COMPILE_WARNING, fd->line, "Private methods cannot be final as they are never overridden by other classes");
  if (inInterface) {
    if (!(f->attrs & kAttrPublic))
      compileError(fd->line, "Access type for interface method " + method + "() must be public");
    if (f->attrs & kAttrFinal) compileError(fd->line, "Interface method " + method + "() must not be final");
    if (f->attrs & kAttrAbstract) compileError(fd->line, "Interface method " + method + "() must not be abstract");
    f->attrs |= kAttrAbstract;
  }
  const bool hasBody = fd->body != nullptr;
  if (f->attrs & kAttrAbstract) {
    if ((f->attrs & kAttrPrivate) && !(pc->attrs & kClsTrait))
      compileError(fd->line, std::string(inInterface ? "Interface" : "Abstract") + " function " + method +
                                 "() cannot be declared private");
    if (hasBody)
      compileError(fd->line, std::string(inInterface ? "Interface" : "Abstract") + " function " + method +
                                 "() cannot contain body");
  } else if (!hasBody && !m_opts.isSystemLib) {
    compileError(fd->line, "Non-abstract method " + method + "() must contain body");
  }
  for (Func* other : pc->methods)
    if (equalsIgnoreCase(other->name->view(), fd->name)) compileError(fd->line, "Cannot redeclare " + method + "()");
}

void Emitter::declarePromotedProperties(const ast::FunctionDecl* fd, PreClass* pc) {
  const bool isCtor = toLower(fd->name) == "__construct";
  for (const ast::Param* p : fd->params) {
    if (!p->modifiers) continue;
    if (!isCtor) compileError(p->line, "Cannot declare promoted property outside a constructor");
    if ((fd->modifiers & ast::kModAbstract) || (pc->attrs & kClsInterface))
      compileError(p->line, "Cannot declare promoted property in an abstract constructor");
    if (p->variadic) compileError(p->line, "Cannot declare variadic promoted property");
    PreProp pp;
    pp.name = internName(p->name);
    pp.line = p->line;
    pp.attrs = visibilityOf(p->modifiers);
    if ((p->modifiers & ast::kModReadonly) || (pc->attrs & kClsReadonly)) pp.attrs |= kAttrReadonly;
    pp.type = typeConstraint(p->type);
    for (const PreProp& other : pc->props)
      if (other.name == pp.name) compileError(p->line, "Cannot redeclare " + pc->name->str() + "::$" + std::string(p->name));
    if (pp.type.mask & TypeConstraint::kCallable)
      compileError(p->line, "Property " + pc->name->str() + "::$" + std::string(p->name) + " cannot have type " +
                                shownType(pp.type));
    if ((pp.attrs & kAttrReadonly) && pp.type.isEmpty())
      compileError(p->line, "Readonly property " + pc->name->str() + "::$" + std::string(p->name) + " must have type");
    // A promoted parameter's attributes and doc comment belong to the property too.
    pp.attributes = compileAttributes(p->attributes);
    if (!p->docComment.empty()) pp.docComment = internName(p->docComment);
    pc->props.push_back(std::move(pp));
  }
}

void Emitter::compileProperties(const ast::PropertyGroup* g, PreClass* pc) {
  const ast::ClassDecl* cd = m_classDecl;
  const std::string& name = pc->name->str();
  if (cd->classKind == ast::ClassKind::Interface) compileError(g->line, "Interfaces may not include properties");
  if (cd->classKind == ast::ClassKind::Enum) compileError(g->line, "Enum " + name + " cannot include properties");
  const uint32_t mods = g->modifiers;
  if (mods & ast::kModAbstract) compileError(g->line, "Properties cannot be declared abstract");
  checkAttributes(g->attributes, kAttrTargetProperty, g->props.empty() ? g->line : g->props[0]->line);
  const std::vector<PreAttribute> groupAttrs = compileAttributes(g->attributes);
  for (const ast::PropertyItem* item : g->props) {
    const std::string prop = name + "::$" + std::string(item->name);
    PreProp pp;
    pp.name = internName(item->name);
    pp.line = item->line;
    pp.attrs = visibilityOf(mods);
    if (mods & ast::kModStatic) pp.attrs |= kAttrStatic;
    if ((mods & ast::kModReadonly) || (pc->attrs & kClsReadonly)) pp.attrs |= kAttrReadonly;
    pp.type = typeConstraint(g->type);
    if (pp.type.mask & (TypeConstraint::kVoid | TypeConstraint::kNever | TypeConstraint::kCallable))
      compileError(item->line, "Property " + prop + " cannot have type " + shownType(pp.type));
    if (mods & ast::kModFinal)
      compileError(item->line, "Cannot declare property " + prop +
                                   " final, the final modifier is allowed only for methods, classes, and class constants");
    for (const PreProp& other : pc->props)
      if (other.name == pp.name) compileError(item->line, "Cannot redeclare " + prop);
    if ((pp.attrs & kAttrReadonly) && (pp.attrs & kAttrStatic))
      compileError(item->line, "Static property " + prop + " cannot be readonly");
    if ((pp.attrs & kAttrReadonly) && pp.type.isEmpty())
      compileError(item->line, "Readonly property " + prop + " must have type");
    if (item->defaultValue) {
      if (pp.attrs & kAttrReadonly) compileError(item->line, "Readonly property " + prop + " cannot have default value");
      pp.hasDefault = true;
      pp.defaultValue = preValue(item->defaultValue, prop);
      checkConstExpr(item->defaultValue, false);
      if (pp.defaultValue.initializer) pp.defaultText = constExprText(item->defaultValue);
      const TypedValue& v = pp.defaultValue.value;
      if (!pp.type.isEmpty() && !pp.defaultValue.initializer && !literalFits(pp.type, v)) {
        if (v.isNull() && !pp.type.intersection) {
          TypeConstraint nullable = pp.type;
          nullable.mask |= TypeConstraint::kNull;
          compileError(item->line, "Default value for property of type " + shownType(pp.type) +
                                       " may not be null. Use the nullable type " + shownType(nullable) +
                                       " to allow null default value");
        }
        compileError(item->line, std::string("Cannot use ") + literalTypeName(v) + " as default value for property " +
                                     prop + " of type " + shownType(pp.type));
      }
    }
    if (!item->docComment.empty()) pp.docComment = internName(item->docComment);
    if (m_opts.isSystemLib)
      for (const ast::Attribute* at : g->attributes)
        if (at->name->is("hidden")) pp.attrs |= kAttrHiddenProp;
    pp.attributes = groupAttrs;
    pc->props.push_back(std::move(pp));
  }
}

void Emitter::compileConstants(const ast::ClassConstGroup* g, PreClass* pc) {
  const uint32_t mods = g->modifiers;
  for (const char* bad : {"static", "abstract", "readonly"}) {
    uint32_t bit = std::string_view(bad) == "static" ? ast::kModStatic
                   : std::string_view(bad) == "abstract" ? ast::kModAbstract
                                                          : ast::kModReadonly;
    if (mods & bit) compileError(g->line, std::string("Cannot use '") + bad + "' as constant modifier");
  }
  checkAttributes(g->attributes, kAttrTargetClassConstant, g->items.empty() ? g->line : g->items[0]->line);
  const std::vector<PreAttribute> groupAttrs = compileAttributes(g->attributes);
  for (const ast::ConstItem* item : g->items) {
    const std::string cname = pc->name->str() + "::" + std::string(item->name);
    if (toLower(item->name) == "class")
      compileError(item->line, "A class constant must not be called 'class'; it is reserved for class name fetching");
    PreConst c;
    c.name = internName(item->name);
    c.line = item->line;
    c.attrs = visibilityOf(mods);
    if (mods & ast::kModFinal) c.attrs |= kAttrFinal;
    if ((pc->attrs & kClsInterface) && !(c.attrs & kAttrPublic))
      compileError(item->line, "Access type for interface constant " + cname + " must be public");
    if ((c.attrs & kAttrPrivate) && (c.attrs & kAttrFinal))
      compileError(item->line, "Private constant " + cname + " cannot be final as it is not visible to other classes");
    for (const PreConst& other : pc->consts)
      if (other.name == c.name) compileError(item->line, "Cannot redefine class constant " + cname);
    c.value = preValue(item->value, cname);
    checkConstExpr(item->value, false);
    if (!item->docComment.empty()) c.docComment = internName(item->docComment);
    c.attributes = groupAttrs;
    pc->consts.push_back(c);
  }
}

void Emitter::compileEnumCase(const ast::EnumCase* ec, PreClass* pc) {
  const ast::ClassDecl* cd = m_classDecl;
  if (cd->classKind != ast::ClassKind::Enum) compileError(ec->line, "Case can only be used in enums");
  const std::string cname = pc->name->str() + "::" + std::string(ec->name);
  const bool backed = cd->enumBackingType != nullptr;
  if (!backed && ec->value)
    compileError(ec->line, "Case " + std::string(ec->name) + " of non-backed enum " + pc->name->str() + " must not have a value");
  if (backed && !ec->value)
    compileError(ec->line, "Case " + std::string(ec->name) + " of backed enum " + pc->name->str() + " must have a value");
  checkAttributes(ec->attributes, kAttrTargetClassConstant, ec->line);
  PreConst c;
  c.name = internName(ec->name);
  c.line = ec->line;
  c.attrs = kAttrPublic;
  c.isEnumCase = true;
  for (const PreConst& other : pc->consts)
    if (other.name == c.name) compileError(ec->line, "Cannot redefine class constant " + cname);
  if (ec->value) {
    c.value = preValue(ec->value, cname);
    checkConstExpr(ec->value, false);
  }
  if (!ec->docComment.empty()) c.docComment = internName(ec->docComment);
  c.attributes = compileAttributes(ec->attributes);
  pc->consts.push_back(c);
}

void Emitter::compileTraitUse(const ast::TraitUse* tu, PreClass* pc) {
  const ast::ClassDecl* cd = m_classDecl;
  if (cd->classKind == ast::ClassKind::Interface && !tu->traits.empty())
    compileError(tu->line, "Cannot use traits inside of interfaces. " + resolveClassName(tu->traits[0]) + " is used in " +
                               pc->name->str());
  for (const ast::Name* t : tu->traits)
    pc->traitNames.push_back(internName(classNameReference(t, "trait name", tu->line)));
  for (const ast::TraitAdaptation* ad : tu->adaptations) {
    TraitRule r;
    r.isInsteadof = ad->adaptKind == ast::TraitAdaptation::Precedence;
    if (!r.isInsteadof) {
      // Only visibility may change.
      static const std::pair<uint32_t, const char*> kBad[] = {
          {ast::kModStatic, "static"}, {ast::kModAbstract, "abstract"}, {ast::kModFinal, "final"}, {ast::kModReadonly, "readonly"}};
      for (const auto& [bit, word] : kBad)
        if (ad->modifiers & bit) compileError(tu->line, std::string("Cannot use '") + word + "' as method modifier");
    }
    if (ad->trait) r.traitName = internName(classNameReference(ad->trait, "trait name", tu->line));
    r.method = internName(ad->method);
    for (const ast::Name* n : ad->insteadof) r.insteadOf.push_back(internName(classNameReference(n, "trait name", tu->line)));
    if (!ad->alias.empty()) r.alias = internName(ad->alias);
    if (ad->modifiers & ast::kModPrivate) r.visibility = kAttrPrivate;
    else if (ad->modifiers & ast::kModProtected) r.visibility = kAttrProtected;
    else if (ad->modifiers & ast::kModPublic) r.visibility = kAttrPublic;
    pc->traitRules.push_back(r);
  }
}

PreClass* Emitter::compileClass(const ast::ClassDecl* cd) {
  PreClass* pc = m_ue.newPreClass();
  std::string name;
  if (cd->isAnonymous) {
    // php names anonymous classes "class@anonymous" + a NUL-separated suffix.
    std::string base = cd->parent ? resolveClassName(cd->parent)
                                  : (!cd->interfaces.empty() ? resolveClassName(cd->interfaces[0]) : "class");
    // Every eval at one call site has the same path: their classes are
    // told apart by a count over the process (php's rtd_key_counter).
    static std::atomic<uint32_t> s_evalAnonClasses{0};
    const uint32_t n = m_opts.isEval ? s_evalAnonClasses.fetch_add(1, std::memory_order_relaxed) : m_anonClassCount++;
    name = base + "@anonymous" + std::string(1, '\0') + m_ue.unit().filePath + ":" + std::to_string(cd->line) + "$" +
           std::to_string(n);
    pc->attrs |= kClsAnonymous;
  } else {
    if (isReservedClassName(cd->name))
      compileError(cd->line, "Cannot use '" + std::string(cd->name) + "' as class name as it is reserved");
    name = m_names.ns.empty() ? std::string(cd->name) : m_names.ns + "\\" + std::string(cd->name);
    const std::string lower = toLower(name);
    auto imported = m_names.classImports.find(toLower(cd->name));
    if (imported != m_names.classImports.end() && toLower(imported->second) != lower)
      compileError(cd->line, "Cannot declare class " + name + " because the name is already in use");
    m_seenClasses.insert(lower);
  }
  pc->name = internName(name);
  pc->line = cd->line;
  pc->endLine = cd->endLine;
  if (!cd->docComment.empty()) pc->docComment = internName(cd->docComment);
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
  checkAttributes(cd->attributes, kAttrTargetClass, cd->line, cd);
  for (const ast::Attribute* at : cd->attributes) {
    std::string an = resolveClassName(at->name);
    pc->attributeNames.push_back(internName(an));
    if (toLower(an) == "allowdynamicproperties") pc->attrs |= kClsAllowDynamicProps;
  }
  if (cd->parent) pc->parentName = internName(classNameReference(cd->parent, "class name", cd->line));
  for (const ast::Name* i : cd->interfaces)
    pc->interfaceNames.push_back(internName(classNameReference(i, "interface name", cd->line)));
  if (cd->classKind == ast::ClassKind::Enum) {
    if (cd->enumBackingType) {
      TypeConstraint bt = typeConstraint(cd->enumBackingType);
      if ((bt.mask != TypeConstraint::kInt && bt.mask != TypeConstraint::kString) || !bt.members.empty())
        compileError(cd->line, "Enum backing type must be int or string, " + bt.display + " given");
      pc->enumBackingType = bt.mask == TypeConstraint::kInt ? DataType::Int : DataType::String;
    }
    // Enums implement UnitEnum (and BackedEnum) after the listed interfaces;
    // cases(), from() and tryFrom() are added when the enum is linked.
    pc->interfaceNames.push_back(internName("UnitEnum"));
    if (cd->enumBackingType) pc->interfaceNames.push_back(internName("BackedEnum"));
    PreProp nameProp;
    nameProp.name = internName("name");
    nameProp.attrs = kAttrPublic | kAttrReadonly;
    nameProp.type.mask = TypeConstraint::kString;
    nameProp.type.display = "string";
    pc->props.push_back(nameProp);
    if (cd->enumBackingType) {
      PreProp valueProp;
      valueProp.name = internName("value");
      valueProp.attrs = kAttrPublic | kAttrReadonly;
      valueProp.type = typeConstraint(cd->enumBackingType);
      pc->props.push_back(valueProp);
    }
  }

  PreClass* savedClass = m_class;
  const ast::ClassDecl* savedDecl = m_classDecl;
  std::string savedTrait = m_traitName;
  // __METHOD__ in the class's constants and defaults is "" (php), even in a
  // function; __FUNCTION__ stays the enclosing function's name.
  std::string savedMethodName = std::move(m_methodName);
  m_methodName.clear();
  m_class = pc;
  m_classDecl = cd;
  if (cd->classKind == ast::ClassKind::Trait) m_traitName = name;
  compileClassAttributes(cd, pc);   // in the class's scope, for self::

  for (const ast::Stmt* m : cd->members) {
    switch (m->kind) {
      case ast::StmtKind::PropertyGroup: compileProperties(static_cast<const ast::PropertyGroup*>(m), pc); break;
      case ast::StmtKind::ClassConstGroup: compileConstants(static_cast<const ast::ClassConstGroup*>(m), pc); break;
      case ast::StmtKind::EnumCase: compileEnumCase(static_cast<const ast::EnumCase*>(m), pc); break;
      case ast::StmtKind::TraitUse: compileTraitUse(static_cast<const ast::TraitUse*>(m), pc); break;
      case ast::StmtKind::Method: {
        auto* fd = static_cast<const ast::FunctionDecl*>(m);
        uint32_t idx;
        Func* f = emitFunction(fd, idx, pc, false);
        pc->methods.push_back(f);
        // A class (or interface) with __toString() implements Stringable.
        if (f->lowerName->view() == "__tostring" && cd->classKind != ast::ClassKind::Trait) {
          bool listed = equalsIgnoreCase(name, "Stringable");
          for (StringData* i : pc->interfaceNames)
            if (equalsIgnoreCase(i->view(), "Stringable")) listed = true;
          if (!listed) pc->interfaceNames.push_back(internName("Stringable"));
        }
        break;
      }
      default: break;
    }
  }

  // Abstract methods in a class that cannot have them (php checks the
  // class's own methods when compiling it; inherited ones when linking).
  if (!(pc->attrs & (kClsInterface | kClsTrait | kClsAbstract))) {
    std::vector<const Func*> abstracts;
    for (const Func* f : pc->methods)
      if (f->attrs & kAttrAbstract) abstracts.push_back(f);
    if (!abstracts.empty()) {
      std::string list;
      for (size_t i = 0; i < abstracts.size() && i < 3; ++i) list += (i ? ", " : "") + name + "::" + abstracts[i]->name->str();
      if (abstracts.size() > 3) list += ", ...";
      const size_t n = abstracts.size();
      const std::string count = std::to_string(n) + " abstract " + (n > 1 ? "methods" : "method");
      if (pc->attrs & kClsEnum)
        compileError(cd->line, "Enum " + name + " must implement " + std::to_string(n) + " abstract private method" +
                                   (n > 1 ? "s" : "") + " (" + list + ")");
      compileError(cd->line, "Class " + name + " contains " + count +
                                 " and must therefore be declared abstract or implement the remaining methods (" + list + ")");
    }
  }
  m_class = savedClass;
  m_classDecl = savedDecl;
  m_methodName = std::move(savedMethodName);
  m_traitName = savedTrait;
  return pc;
}

} // namespace hop
