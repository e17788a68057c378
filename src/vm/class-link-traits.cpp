// class-link-traits.cpp — composing traits into a class (php's
// zend_do_bind_traits): `insteadof` and `as` rules, trait methods (copied
// per class, checked against inherited and abstract ones, colliding ones an
// error), trait constants and properties (a class and its traits may declare
// the same one only identically).
#include <algorithm>
#include <set>

#include "bytecode/unit.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/ops/compare.h"
#include "runtime/string/string-data.h"
#include "vm/class-link.h"
#include "vm/class-linker.h"
#include "vm/interp.h"

namespace hop {

namespace {

constexpr uint32_t kVisibility = kAttrPublic | kAttrProtected | kAttrPrivate;

const Func* originOf(const Func* f) { return f->traitOrigin ? f->traitOrigin : f; }

/// A method added from a trait during this composition (php has not moved it
/// to the class yet: it still counts as the trait's).
struct PendingTraitMethod {
  const Func* fn;       // the trait's method
  const Class* trait;
};

struct TraitBinder {
  LinkState& ls;
  Class* cls;
  const PreClass* pc;
  std::vector<std::set<std::string>> excludes;   // per trait: lowercase names left out by `insteadof`
  std::vector<const Class*> ruleTrait;           // per rule: the trait an `as` rule applies to
  StringMap<PendingTraitMethod> pending;

  explicit TraitBinder(LinkState& s) : ls(s), cls(s.cls), pc(s.pc), excludes(s.traits.size()), ruleTrait(s.pc->traitRules.size()) {}

  Class* findTrait(const StringData* name) {
    Class* t = ctx().lookupClass(name->view());
    if (!t || !t->linked) linkFatal(pc, "Could not find trait %s", name->data());
    return t;
  }

  /// php's zend_check_trait_usage: the position of `t` in the `use` list.
  size_t traitIndex(const Class* t) {
    if (!t->isTrait())
      linkFatal(pc, "Class %s is not a trait, Only traits may be used in 'as' and 'insteadof' statements", shownName(t));
    for (size_t i = 0; i < ls.traits.size(); ++i)
      if (ls.traits[i] == t) return i;
    linkFatal(pc, "Required Trait %s wasn't added to %s", shownName(t), shownName(cls));
  }

  /// php's zend_traits_init_trait_structures: resolve and validate the rules.
  void resolveRules() {
    const std::vector<TraitRule>& rules = pc->traitRules;
    for (const TraitRule& r : rules) {
      if (!r.isInsteadof) continue;
      Class* t = findTrait(r.traitName);
      traitIndex(t);
      std::string lower = toLower(r.method->view());
      if (!t->findMethod(lower))
        linkFatal(pc, "A precedence rule was defined for %s::%s but this method does not exist", shownName(t),
                  r.method->data());
      for (const StringData* exName : r.insteadOf) {
        Class* ex = findTrait(exName);
        size_t i = traitIndex(ex);
        if (!excludes[i].insert(lower).second)
          linkFatal(pc, "Failed to evaluate a trait precedence (%s). Method of trait %s was defined to be excluded multiple times",
                    r.method->data(), shownName(ex));
        if (t == ex)
          linkFatal(pc, "Inconsistent insteadof definition. The method %s is to be used from %s, but %s is also on the exclude list",
                    r.method->data(), shownName(t), shownName(t));
      }
    }
    for (size_t k = 0; k < rules.size(); ++k) {
      const TraitRule& r = rules[k];
      if (r.isInsteadof) continue;
      std::string lower = toLower(r.method->view());
      if (r.traitName) {
        Class* t = findTrait(r.traitName);
        traitIndex(t);
        ruleTrait[k] = t;
        if (!t->findMethod(lower))
          linkFatal(pc, "An alias was defined for %s::%s but this method does not exist", shownName(t), r.method->data());
        continue;
      }
      const Class* found = nullptr;
      for (const Class* t : ls.traits) {
        if (!t || !t->findMethod(lower)) continue;
        if (!found) {
          found = t;
          continue;
        }
        linkFatal(pc,
                  "An alias was defined for method %s(), which exists in both %s and %s. Use %s::%s or %s::%s to resolve the ambiguity",
                  r.method->data(), shownName(found), shownName(t), shownName(found), r.method->data(), shownName(t),
                  r.method->data());
      }
      if (!found) {
        if (r.alias)
          linkFatal(pc, "An alias (%s) was defined for method %s(), but this method does not exist", r.alias->data(),
                    r.method->data());
        linkFatal(pc, "The modifiers of the trait method %s() are changed, but this method does not exist. Error",
                  r.method->data());
      }
      ruleTrait[k] = found;
    }
  }

  /// php's zend_add_trait_method.
  void addTraitMethod(StringData* name, const std::string& key, const Func* fn, uint32_t attrs, const Class* trait) {
    Func* existing = cls->findMethod(key);
    if (existing) {
      auto pend = pending.find(key);
      const bool isPending = pend != pending.end();
      // The same method reached through two traits.
      if (isPending && originOf(pend->second.fn) == originOf(fn) &&
          (existing->attrs & kVisibility) == (attrs & kVisibility))
        return;
      const MethodRef existingRef =
          isPending ? MethodRef{existing, existing->attrs, pend->second.trait} : MethodRef::of(existing);
      const Class* existingScope = isPending ? cls : existing->cls;
      const MethodRef fnRef{fn, attrs, trait};
      if (attrs & kAttrAbstract) {
        // The abstract trait method's signature must be satisfied; visibility
        // is not checked (abstract protected was used for private needs).
        checkMethodOverride(ls, existingRef, existingScope, fnRef, cls, nullptr, false, false);
        return;
      }
      // The class's own methods win.
      if (existing->cls == cls && !isPending) return;
      if (isPending && !(existing->attrs & kAttrAbstract))
        linkFatal(pc, "Trait method %s::%s has not been applied as %s::%s, because of collision with %s::%s",
                  shownName(trait), fn->name->data(), shownName(cls), name->data(), shownName(pend->second.trait),
                  existing->name->data());
      // An inherited (or abstract trait) method is overridden: check the trait's.
      checkMethodOverride(ls, fnRef, cls, existingRef, existingScope, isPending ? nullptr : cls, true, false);
    }
    Func* copy = cloneMethodFor(cls, fn, name, attrs);
    setMethod(cls, key, copy);
    pending[key] = PendingTraitMethod{fn, trait};
  }

  /// php's zend_traits_copy_functions: aliases, then the method itself unless excluded.
  void copyFunctions(const Func* fn, const Class* trait, size_t traitIdx) {
    const std::vector<TraitRule>& rules = pc->traitRules;
    for (size_t k = 0; k < rules.size(); ++k) {
      const TraitRule& r = rules[k];
      if (r.isInsteadof || !r.alias || ruleTrait[k] != trait || !equalsIgnoreCase(r.method->view(), fn->name->view()))
        continue;
      uint32_t attrs = fn->attrs;
      if (r.visibility) attrs = (attrs & ~kVisibility) | r.visibility;
      addTraitMethod(r.alias, toLower(r.alias->view()), fn, attrs, trait);
    }
    if (excludes[traitIdx].count(fn->lowerName->str())) return;
    uint32_t attrs = fn->attrs;
    for (size_t k = 0; k < rules.size(); ++k) {
      const TraitRule& r = rules[k];
      if (r.isInsteadof || r.alias || !r.visibility || ruleTrait[k] != trait ||
          !equalsIgnoreCase(r.method->view(), fn->name->view()))
        continue;
      attrs = (attrs & ~kVisibility) | r.visibility;
    }
    addTraitMethod(fn->name, fn->lowerName->str(), fn, attrs, trait);
  }

  /// A constant's or property's value as php compares them (=== after
  /// evaluating constant expressions in the class's scope). False when it
  /// cannot be computed.
  bool valueOf(const PreValue& pv, bool hasDefault, bool typed, TypedValue& out) {
    if (pv.initializer) {
      // self:: names the class being composed, which the bytecode looks up
      // by name: let it be found while the expression runs.
      ExecutionContext& ec = ctx();
      const std::string key = cls->lowerName->str();
      const bool added = !ec.classes.count(key);
      if (added) ec.classes[key] = cls;
      struct Unregister {
        ExecutionContext& ec;
        const std::string& key;
        bool added;
        ~Unregister() {
          if (added) {
            ec.classes.erase(key);
            ec.clearClassMemo();
          }
        }
      } unregister{ec, key, added};
      try {
        out = invokeFunc(pv.initializer, nullptr, 0, CallContext{nullptr, cls, nullptr});
      } catch (PhpException& e) {
        e.obj->decRef();
        return false;
      }
      return true;
    }
    if (hasDefault || pv.value.m_type != DataType::Uninit) {
      out = pv.value;
      tvIncRef(out);
      return true;
    }
    out = typed ? makeUninit() : makeNull();
    return true;
  }

  bool sameValues(TypedValue a, TypedValue b) {
    bool r = (a.m_type == DataType::Uninit || b.m_type == DataType::Uninit) ? a.m_type == b.m_type : same(a, b);
    tvDecRef(a);
    tvDecRef(b);
    return r;
  }

  bool constValue(const ClassConst* c, TypedValue& out) {
    if (c->val.m_type != DataType::Uninit && !c->initializer) {
      out = c->val;
      tvIncRef(out);
      return true;
    }
    PreValue pv;
    pv.value = c->val;
    pv.initializer = c->initializer;
    return valueOf(pv, true, false, out);
  }

  /// php's zend_do_traits_constant_binding.
  void bindConstants() {
    for (size_t i = 0; i < ls.traits.size(); ++i) {
      const Class* trait = ls.traits[i];
      if (!trait) continue;
      for (ClassConst* c : trait->constOrder) {
        ClassConst* existing = cls->findConst(c->name->view());
        if (!existing) {
          auto copy = std::make_unique<ClassConst>();
          copy->name = c->name;
          copy->declCls = cls;   // accessed in the class's scope, as php does
          copy->attrs = c->attrs;
          copy->initializer = c->initializer;
          copy->val = c->initializer ? makeUninit() : c->val;
          copy->isEnumCase = c->isEnumCase;
          copy->declaredIn = c->declaredIn ? c->declaredIn : trait;
          ClassConst* raw = copy.get();
          cls->consts[c->name->str()] = raw;
          cls->constOrder.push_back(raw);
          cls->ownConsts[c->name->str()] = std::move(copy);
          continue;
        }
        const uint32_t mask = kVisibility | kAttrFinal;
        bool compatible = (existing->attrs & mask) == (c->attrs & mask);
        if (compatible) {
          TypedValue a, b;
          bool okA = constValue(c, a);
          bool okB = okA && constValue(existing, b);
          if (okA && !okB) tvDecRef(a);
          compatible = okA && okB && sameValues(a, b);
        }
        if (compatible) continue;
        const Class* first = existing->declCls;
        if (first == cls)
          for (size_t j = 0; j < i; ++j)
            if (ls.traits[j] && ls.traits[j]->findConst(c->name->view())) {
              first = ls.traits[j];
              break;
            }
        linkFatal(pc,
                  "%s and %s define the same constant (%s) in the composition of %s. However, the definition differs and "
                  "is considered incompatible. Class was composed",
                  shownName(first), shownName(trait), c->name->data(), shownName(cls));
      }
    }
  }

  /// php's zend_do_traits_property_binding.
  void bindProperties() {
    for (size_t i = 0; i < ls.traits.size(); ++i) {
      const Class* trait = ls.traits[i];
      if (!trait) continue;
      for (const PropInfo& pi : trait->propInfos) {
        if (pi.declCls != trait) continue;
        PropInfo* colliding = findPropInfo(cls, pi.name->view());
        if (colliding) {
          if ((colliding->attrs & kAttrPrivate) && colliding->declCls != cls) {
            // A parent's private property: the trait's is a new one.
            cls->propInfos.erase(cls->propInfos.begin() + (colliding - cls->propInfos.data()));
          } else {
            const uint32_t mask = kVisibility | kAttrStatic | kAttrReadonly;
            bool compatible = (colliding->attrs & mask) == (pi.attrs & mask);
            if (compatible) {
              static const TypeConstraint kNone;
              compatible = propertyTypesCompatible(pi.type ? *pi.type : kNone, trait,
                                                   colliding->type ? *colliding->type : kNone,
                                                   colliding->declCls) == Inheritance::Success;
            }
            if (compatible) {
              TypedValue a, b;
              bool okA = valueOf(colliding->pre->defaultValue, colliding->pre->hasDefault, colliding->type, a);
              bool okB = okA && valueOf(pi.pre->defaultValue, pi.pre->hasDefault, pi.type, b);
              if (okA && !okB) tvDecRef(a);
              compatible = okA && okB && sameValues(a, b);
            }
            if (!compatible) {
              const Class* first = colliding->declCls;
              if (first == cls)
                for (size_t j = 0; j < i; ++j)
                  if (ls.traits[j] && findPropInfo(ls.traits[j], pi.name->view())) {
                    first = ls.traits[j];
                    break;
                  }
              linkFatal(pc,
                        "%s and %s define the same property ($%s) in the composition of %s. However, the definition "
                        "differs and is considered incompatible. Class was composed",
                        shownName(first), shownName(trait), pi.name->data(), shownName(cls));
            }
            continue;
          }
        }
        if ((cls->attrs & kClsReadonly) && !(pi.attrs & kAttrReadonly))
          linkFatal(pc, "Readonly class %s cannot use trait with a non-readonly property %s::$%s", shownName(cls),
                    shownName(trait), pi.name->data());
        cls->propInfos.push_back(PropInfo{pi.name, pi.attrs, pi.type, cls, pi.pre});
      }
    }
  }
};

} // namespace

/// A per-class copy of a trait method, under `name` with `attrs`.
Func* cloneMethodFor(Class* cls, const Func* src, StringData* name, uint32_t attrs, bool sharedCaches) {
  auto f = std::make_unique<Func>();
  f->name = name;
  f->lowerName = StringData::interned(toLower(name->view()));
  f->unit = src->unit;
  f->preClass = src->preClass;
  f->cls = cls;
  f->attrs = attrs;
  f->lineStart = src->lineStart;
  f->lineEnd = src->lineEnd;
  f->docComment = src->docComment;
  f->attributes = src->attributes;
  f->bc = src->bc;
  f->lineTable = src->lineTable;
  f->ehTable = src->ehTable;
  f->maxStack = src->maxStack;
  f->numCacheSlots = src->numCacheSlots;   // its own cache ids (FuncRegistry::add), or src's
  f->params = src->params;
  f->numRequiredParams = src->numRequiredParams;
  f->numLocals = src->numLocals;
  f->localNames = src->localNames;
  f->numNamedLocals = src->numNamedLocals;
  f->closureUses = src->closureUses;
  f->closureUseByRef = src->closureUseByRef;
  f->numStaticLocals = src->numStaticLocals;
  f->staticVars = src->staticVars;
  f->returnType = src->returnType;
  f->native = src->native;
  f->builtinId = src->builtinId;
  f->traitOrigin = src->traitOrigin ? src->traitOrigin : src;
  Func* raw = f.get();
  if (sharedCaches) FuncRegistry::addSharingCaches(raw, src);
  else FuncRegistry::add(raw);
  cls->traitMethodCopies.push_back(std::move(f));
  return raw;
}

void bindTraits(LinkState& ls) {
  TraitBinder b(ls);
  b.resolveRules();
  for (size_t i = 0; i < ls.traits.size(); ++i) {
    const Class* t = ls.traits[i];
    if (!t) continue;
    for (const Func* fn : t->methodOrder) b.copyFunctions(fn, t, i);
  }
  b.bindConstants();
  b.bindProperties();
}

} // namespace hop
