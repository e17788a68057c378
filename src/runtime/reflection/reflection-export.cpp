// reflection-export.cpp — the text of Reflection*::__toString(), in php's
// exact layout (ext/reflection's _class_string, _function_string,
// _parameter_string, _property_string, _class_const_string), which tests
// compare byte for byte.
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "runtime/string/smart-str-escape.h"
#include "vm/class-linker.h"
#include "vm/closure.h"
#include "vm/lookup.h"

namespace hop {

namespace {

/// The extension php attributes an internal function to.
std::string moduleOf(const Func* f) {
  if (!f->cls) return functionExtension(f);
  // The engine's enum methods belong to no extension.
  if (f->traitOrigin && f->traitOrigin->cls && f->traitOrigin->cls->isTrait()) return std::string();
  return classExtension(f->cls);
}

void appendValue(std::string& out, const TypedValue& in) {
  const TypedValue& v = *tvDeref(&in);
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: out += "NULL"; return;
    case DataType::Bool: out += v.m_data.num ? "true" : "false"; return;
    case DataType::Int: appendInt(out, v.m_data.num); return;
    case DataType::Double: appendDouble(out, v.m_data.dbl); return;
    case DataType::String:
      out += '\'';
      appendEscaped(out, v.m_data.pstr->view());
      out += '\'';
      return;
    case DataType::Array: {
      ArrayData* a = v.m_data.parr;
      bool isList = a->isVectorLike();
      out += '[';
      bool first = true;
      for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
        if (!first) out += ", ";
        first = false;
        if (!isList) {
          TypedValue k = a->iterKey(p);
          if (k.isString()) {
            out += '\'';
            appendEscaped(out, k.m_data.pstr->view());
            out += '\'';
          } else {
            appendInt(out, k.m_data.num);
          }
          out += " => ";
        }
        appendValue(out, *a->iterValue(p));
      }
      out += ']';
      return;
    }
    case DataType::Object:
      // Defaults are expressions until evaluated; an evaluated enum case prints as its constant.
      if (v.m_data.pobj->hasFlag(ObjectData::kIsEnumCase)) {
        ObjectData* o = v.m_data.pobj;
        bool acc;
        int64_t slot = o->cls()->findProp("name", o->cls(), acc);
        out += "\\" + o->cls()->name->str() + "::";
        if (slot >= 0) appendToString(out, *o->prop(uint32_t(slot)));
        return;
      }
      out += "object(" + v.m_data.pobj->cls()->name->str() + ")";
      return;
    default: out += "NULL"; return;
  }
}

std::string typeText(const TypeConstraint* t) { return t && !t->isEmpty() ? reflectionTypeString(*t) : std::string(); }

/// A parameter's default as php prints it after " = ".
std::string defaultText(const Func* f, const ParamInfo& p) {
  if (!p.defaultText.empty()) return p.defaultText;
  if (f->isBuiltin() && !p.defaultValue.isSet()) return "<default>";
  std::string out;
  const TypedValue& v = p.defaultValue.value;
  if (isInternalFunc(f)) {
    // Internal functions show their stub's text: "", null, false, [].
    switch (v.m_type) {
      case DataType::Null: return "null";
      case DataType::Bool: return v.m_data.num ? "true" : "false";
      case DataType::String:
        out += '"';
        appendEscaped(out, v.m_data.pstr->view());
        return out + '"';
      default: break;
    }
  }
  appendValue(out, v);
  return out;
}

void parameterLine(std::string& out, const Func* f, uint32_t i, bool internalCopy = false) {
  const ParamInfo& p = f->params[i];
  bool required = i < f->numRequiredParams;
  out += "Parameter #" + std::to_string(i) + " [ ";
  out += required ? "<required> " : "<optional> ";
  if (!p.type.isEmpty()) out += typeText(&p.type) + " ";
  if (p.byRef) out += "&";
  if (p.variadic) out += "...";
  out += "$" + p.name->str();
  if (!required && !p.variadic && p.hasDefault && !internalCopy) out += " = " + defaultText(f, p);
  else if (!required && !p.variadic && (f->isBuiltin() || internalCopy)) out += " = <default>";
  out += " ]";
}

/// The "Bound Variables" of a closure: its `use` variables, then its statics.
std::vector<StringData*> boundVariables(const Func* f) {
  std::vector<StringData*> out;
  for (StringData* u : f->closureUses) out.push_back(u);
  for (const StaticVarInfo& sv : f->staticVars) {
    bool dup = false;
    for (StringData* o : out) dup |= o->view() == sv.name->view();
    if (!dup) out.push_back(sv.name);
  }
  return out;
}

/// `asClosure`: reflected through a Closure object (php flags every closure's function as one).
void functionText(std::string& out, const Func* f, Class* scope, const std::string& indent, bool asClosure = false,
                  const Class* closureScope = nullptr) {
  // A closure bound to a class prints as one of its methods.
  const Class* memberOf = f->cls ? f->cls : closureScope;
  const bool internal = isInternalFunc(f);
  if (!internal && f->docComment) out += indent + f->docComment->str() + "\n";
  out += indent;
  out += f->isClosure() || asClosure ? "Closure [ " : (f->cls ? "Method [ " : "Function [ ");
  out += internal ? "<internal" : "<user";
  if (f->attrs & kAttrDeprecated) out += ", deprecated";
  if (internal) {
    std::string mod = moduleOf(f);
    if (!mod.empty()) out += ":" + mod;
  }
  if (scope && f->cls) {
    if (f->cls != scope) {
      out += ", inherits " + f->cls->name->str();
    } else if (f->cls->parent) {
      const Func* over = f->cls->parent->findMethod(f->lowerName->view());
      if (over && over->cls != f->cls && !(over->attrs & kAttrPrivate)) out += ", overwrites " + over->cls->name->str();
    }
  }
  if (const Func* proto = methodPrototype(f); proto && proto->cls) out += ", prototype " + proto->cls->name->str();
  if (f->cls && !f->isClosure() && f->lowerName->view() == "__construct") out += ", ctor";
  out += "> ";
  if (f->attrs & kAttrAbstract) out += "abstract ";
  if (f->attrs & kAttrFinal) out += "final ";
  if (f->attrs & (kAttrStatic | kAttrStaticClosure)) out += "static ";
  if (memberOf) {
    int64_t vis = visibilityModifiers(f->attrs);
    out += vis == kModPublic ? "public " : vis == kModPrivate ? "private " : "protected ";
    out += "method ";
  } else {
    out += "function ";
  }
  if (f->attrs & kAttrReturnsRef) out += "&";
  out += f->name->str() + " ] {\n";
  if (!internal) out += indent + "  @@ " + f->unit->filePath + " " + std::to_string(f->lineStart) + " - " + std::to_string(f->lineEnd) + "\n";
  const std::string paramIndent = indent + "  ";
  if (f->isClosure()) {
    std::vector<StringData*> bound = boundVariables(f);
    if (!bound.empty()) {
      out += "\n" + paramIndent + "- Bound Variables [" + std::to_string(bound.size()) + "] {\n";
      for (size_t i = 0; i < bound.size(); ++i)
        out += paramIndent + "    Variable #" + std::to_string(i) + " [ $" + bound[i]->str() + " ]\n";
      out += paramIndent + "}\n";
    }
  }
  // User functions without parameters or return type have no argument info to show.
  if (isInternalFunc(f) || f->numParams() > 0 || !f->returnType.isEmpty()) {
    out += "\n" + paramIndent + "- Parameters [" + std::to_string(f->numParams()) + "] {\n";
    for (uint32_t i = 0; i < f->numParams(); ++i) {
      out += paramIndent + "  ";
      parameterLine(out, f, i);
      out += "\n";
    }
    out += paramIndent + "}\n";
  }
  if (!f->returnType.isEmpty())
    out += "  " + indent + ((f->attrs & kAttrTentativeReturn) ? "- Tentative return [ " : "- Return [ ") +
           typeText(&f->returnType) + " ]\n";
  out += indent + "}\n";
}

void constantText(std::string& out, ClassConst* c, const std::string& indent) {
  TypedValue v = constantValue(c->declCls, c);
  std::string type;
  switch (v.m_type) {
    case DataType::Null: type = "null"; break;
    case DataType::Bool: type = "bool"; break;
    case DataType::Int: type = "int"; break;
    case DataType::Double: type = "float"; break;
    case DataType::String: type = "string"; break;
    case DataType::Array: type = "array"; break;
    case DataType::Object: type = v.m_data.pobj->cls()->name->str(); break;
    default: type = "mixed"; break;
  }
  int64_t vis = visibilityModifiers(c->attrs);
  out += indent + "Constant [ " + ((c->attrs & kAttrFinal) ? "final " : "") +
         (vis == kModPublic ? "public" : vis == kModPrivate ? "private" : "protected") + " " + type + " " + c->name->str() +
         " ] { ";
  if (v.isArray()) out += "Array";
  else if (v.isObject()) out += "Object";
  else appendToString(out, v);
  out += " }\n";
  tvDecRef(v);
}

/// A property's default for the export: an initializer's expression until
/// the class has computed its defaults (as php shows it), else the value.
void propertyDefault(std::string& out, Class* cls, const ReflPropRef& p) {
  const PreProp* pp = findPreProp(p.declCls, p.name->view());
  if (pp && pp->defaultValue.initializer && !cls->propDefaultsResolved) {
    out += " = " + pp->defaultText;
    return;
  }
  TypedValue v = reflPropDefault(cls, p);
  if (v.m_type == DataType::Uninit) return;
  out += " = ";
  appendValue(out, v);
  tvDecRef(v);
}

} // namespace

std::string exportValue(const TypedValue& v) {
  std::string out;
  appendValue(out, v);
  return out;
}

std::string exportParameter(const Func* f, uint32_t index) {
  std::string out;
  parameterLine(out, f, index);
  return out;
}

std::string exportFunction(const Func* f, ObjectData* closure, const std::string& indent) {
  std::string out;
  const bool isClosure = closure && closure->hasFlag(ObjectData::kIsClosure);
  functionText(out, f, nullptr, indent, isClosure, isClosure ? closureData(closure)->scope : nullptr);
  return out;
}

std::string exportMethod(const Func* f, Class* lookedUpIn, ObjectData* closure, const std::string& indent) {
  std::string out;
  if (!closure) {
    functionText(out, f, lookedUpIn, indent);
    return out;
  }
  // Closure::__invoke: an internal method with the closure's parameters and return type.
  out += indent + "Method [ <internal> public method __invoke ] {\n";
  const std::string paramIndent = indent + "  ";
  if (f->numParams() > 0 || !f->returnType.isEmpty()) {
    out += "\n" + paramIndent + "- Parameters [" + std::to_string(f->numParams()) + "] {\n";
    for (uint32_t i = 0; i < f->numParams(); ++i) {
      out += paramIndent + "  ";
      parameterLine(out, f, i, true);
      out += "\n";
    }
    out += paramIndent + "}\n";
  }
  if (!f->returnType.isEmpty()) out += paramIndent + "- Return [ " + typeText(&f->returnType) + " ]\n";
  out += indent + "}\n";
  return out;
}

std::string exportProperty(Class* cls, const ReflPropRef& p, const std::string& indent, bool dynamic) {
  std::string out = indent + "Property [ ";
  if (dynamic) {
    out += "<dynamic> public $" + p.name->str() + " ]\n";
    return out;
  }
  uint32_t attrs = 0;
  const TypeConstraint* type = nullptr;
  if (p.isStatic) {
    if (StaticPropSlot* sp = cls->findStaticProp(p.name->view())) {
      attrs = sp->attrs;
      type = sp->type;
    }
  } else if (const PropSlot* s = findPropSlot(p.declCls, p.name->view())) {
    attrs = s->attrs;
    type = s->type;
  }
  int64_t vis = visibilityModifiers(attrs);
  out += vis == kModPublic ? "public " : vis == kModPrivate ? "private " : "protected ";
  if (p.isStatic) out += "static ";
  if (attrs & kAttrReadonly) out += "readonly ";
  if (type && !type->isEmpty()) out += typeText(type) + " ";
  out += "$" + p.name->str();
  propertyDefault(out, cls, p);
  out += " ]\n";
  return out;
}

std::string exportClassConstant(Class* cls, ClassConst* c, const std::string& indent) {
  (void)cls;
  std::string out;
  constantText(out, c, indent);
  return out;
}

std::string exportAttribute(const PreAttribute& attr, Class* scope) {
  std::string out = "Attribute [ " + attr.name->str() + " ]";
  if (attr.args.empty()) return out + "\n";
  out += " {\n  - Arguments [" + std::to_string(attr.args.size()) + "] {\n";
  for (size_t i = 0; i < attr.args.size(); ++i) {
    const AttributeArg& arg = attr.args[i];
    out += "    Argument #" + std::to_string(i) + " [ ";
    if (arg.name) out += arg.name->str() + " = ";
    if (!arg.text.empty()) out += arg.text;
    else appendValue(out, arg.value.value);
    out += " ]\n";
  }
  (void)scope;
  return out + "  }\n}\n";
}

std::string exportClass(Class* cls, ObjectData* obj) {
  std::string out;
  const bool user = !(cls->attrs & kClsBuiltin);
  if (user && cls->pre->docComment) out += cls->pre->docComment->str() + "\n";
  if (obj) out += "Object of class [ ";
  else out += cls->isInterface() ? "Interface [ " : cls->isTrait() ? "Trait [ " : "Class [ ";
  out += user ? "<user" : "<internal:" + classExtension(cls);
  out += "> ";
  if (cls->isInterface()) {
    out += "interface ";
  } else if (cls->isTrait()) {
    out += "trait ";
  } else {
    if (cls->isAbstract()) out += "abstract ";
    if (cls->isFinal()) out += "final ";
    if (cls->attrs & kClsReadonly) out += "readonly ";
    out += "class ";
  }
  out += cls->shownName();
  if (cls->parent) out += " extends " + cls->parent->name->str();
  const std::vector<Class*>& ifaces = cls->interfaces;   // in php's order (the linker's)
  if (!ifaces.empty()) {
    out += cls->isInterface() ? " extends " : " implements ";
    for (size_t i = 0; i < ifaces.size(); ++i) out += (i ? ", " : "") + ifaces[i]->name->str();
  }
  out += " ] {\n";
  if (user)
    out += "  @@ " + cls->pre->unit->filePath + " " + std::to_string(cls->pre->line) + "-" + std::to_string(cls->pre->endLine) + "\n";

  std::vector<ClassConst*> consts = constsInPhpOrder(cls);
  out += "\n  - Constants [" + std::to_string(consts.size()) + "] {\n";
  for (ClassConst* c : consts) constantText(out, c, "    ");
  out += "  }\n";

  std::vector<ReflPropRef> props = propsInPhpOrder(cls);
  auto visible = [&](const ReflPropRef& p) {
    uint32_t attrs = 0;
    if (p.isStatic) {
      StaticPropSlot* sp = cls->findStaticProp(p.name->view());
      attrs = sp ? sp->attrs : 0;
    } else if (const PropSlot* s = findPropSlot(p.declCls, p.name->view())) {
      attrs = s->attrs;
    }
    return !(attrs & kAttrPrivate) || p.declCls == cls;
  };
  std::string statics, instance;
  size_t numStatics = 0, numInstance = 0;
  for (const ReflPropRef& p : props) {
    if (!visible(p)) continue;
    if (p.isStatic) {
      statics += exportProperty(cls, p, "    ", false);
      ++numStatics;
    } else {
      instance += exportProperty(cls, p, "    ", false);
      ++numInstance;
    }
  }
  out += "\n  - Static properties [" + std::to_string(numStatics) + "] {\n" + statics + "  }\n";

  std::vector<Func*> methods;
  for (Func* f : methodsInPhpOrder(cls))
    if (!(f->attrs & kAttrPrivate) || f->cls == cls) methods.push_back(f);
  std::string staticMethods, methodText;
  size_t numStaticMethods = 0, numMethods = 0;
  for (Func* f : methods) {
    if (f->isStatic()) {
      staticMethods += "\n";
      functionText(staticMethods, f, cls, "    ");
      ++numStaticMethods;
    } else {
      methodText += "\n";
      functionText(methodText, f, cls, "    ");
      ++numMethods;
    }
  }
  out += "\n  - Static methods [" + std::to_string(numStaticMethods) + "] {" + (numStaticMethods ? staticMethods : "\n") + "  }\n";
  out += "\n  - Properties [" + std::to_string(numInstance) + "] {\n" + instance + "  }\n";
  if (obj) {
    std::string dyn;
    size_t numDyn = 0;
    if (ArrayData* d = obj->m_dynProps) {
      for (uint32_t p = d->iterBegin(); d->iterValid(p); p = d->iterAdvance(p)) {
        TypedValue k = d->iterKey(p);
        if (!k.isString() || k.m_data.pstr->isEmpty()) continue;
        dyn += exportProperty(cls, ReflPropRef{cls, k.m_data.pstr, false}, "    ", true);
        ++numDyn;
      }
    }
    out += "\n  - Dynamic properties [" + std::to_string(numDyn) + "] {\n" + dyn + "  }\n";
  }
  out += "\n  - Methods [" + std::to_string(numMethods) + "] {" + (numMethods ? methodText : "\n") + "  }\n";
  out += "}\n";
  return out;
}

} // namespace hop
