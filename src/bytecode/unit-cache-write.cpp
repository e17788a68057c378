// unit-cache-write.cpp — serializeUnit: a compiled Unit to the bytecode
// cache's binary format (unit-cache-format.h).
#include <unordered_map>

#include "bytecode/unit-cache-format.h"
#include "bytecode/unit-cache.h"
#include "runtime/array/array-data.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"

namespace hop {

// Every field of these structures is either written by the cache or derived
// again when the unit is loaded. A size change means a field was added or
// removed: write/read it in unit-cache-write.cpp and unit-cache-read.cpp (or
// note why it is derived) and bump unitcache::kFormatVersion, then update the
// size here.
// Unit::shared is not written: the process-wide unit cache sets it (vm/shared-units.h).
// Func's execution counters (callCount, jitNoTranslate, jitEntries ...) start at 0.
static_assert(sizeof(Unit) == 248, "Unit changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(Func) == 536, "Func changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(ParamInfo) == 264, "ParamInfo changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(TypeConstraint) == 96, "TypeConstraint changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(PreValue) == 24, "PreValue changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(PreAttribute) == 40, "PreAttribute changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(AttributeArg) == 64, "AttributeArg changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(StaticVarInfo) == 32, "StaticVarInfo changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(EHEntry) == 40, "EHEntry changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(LineEntry) == 8, "LineEntry changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(PreClass) == 248, "PreClass changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(PreProp) == 216, "PreProp changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(PreConst) == 80, "PreConst changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(TraitRule) == 64, "TraitRule changed: update the bytecode cache (unit-cache-*.cpp)");
static_assert(sizeof(CompileDiagnostic) == 48, "CompileDiagnostic changed: update the bytecode cache (unit-cache-*.cpp)");

namespace {

using namespace unitcache;

/// Something the format cannot represent: the unit is not cached.
struct NotSerializable {};

class UnitWriter {
public:
  explicit UnitWriter(const Unit& u) : m_unit(u) {
    for (size_t i = 0; i < u.funcs.size(); ++i) m_funcIds[u.funcs[i].get()] = int32_t(i);
    for (size_t i = 0; i < u.preClasses.size(); ++i) m_classIds[u.preClasses[i].get()] = int32_t(i);
  }

  std::string run() {
    const Unit& u = m_unit;
    // The body first (it collects the strings), then the string table in front.
    Writer body;
    m_w = &body;
    writeArrays();
    m_w->u32(uint32_t(u.litstrs.size()));
    for (StringData* s : u.litstrs) str(s);
    m_w->u32(uint32_t(u.arrays.size()));
    for (ArrayData* a : u.arrays) m_w->u32(arrayId(a));
    m_w->u32(uint32_t(u.funcs.size()));
    for (auto& f : u.funcs) writeFunc(*f);
    m_w->u32(uint32_t(u.preClasses.size()));
    for (auto& pc : u.preClasses) writeClass(*pc);
    m_w->u32(uint32_t(u.hoistedFuncs.size()));
    for (uint32_t id : u.hoistedFuncs) m_w->u32(id);
    m_w->u32(uint32_t(u.hoistedClasses.size()));
    for (uint32_t id : u.hoistedClasses) m_w->u32(id);
    m_w->u8(u.strictTypes);
    m_w->i64(u.haltCompilerOffset);
    m_w->u32(uint32_t(u.diagnostics.size()));
    for (const CompileDiagnostic& d : u.diagnostics) {
      m_w->i32(d.level);
      m_w->bytes(d.message);
      m_w->i32(d.line);
    }

    Writer head;
    head.out.append(kMagic, 4);
    head.u32(kFormatVersion);
    head.u32(uint32_t(m_strings.size()));
    for (const StringData* s : m_strings) head.bytes(s->view());
    head.out += body.out;
    return std::move(head.out);
  }

private:
  const Unit& m_unit;
  Writer* m_w = nullptr;
  std::vector<const StringData*> m_strings;
  std::unordered_map<const StringData*, uint32_t> m_stringIds;
  std::unordered_map<const ArrayData*, uint32_t> m_arrayIds;
  std::unordered_map<const Func*, int32_t> m_funcIds;
  std::unordered_map<const PreClass*, int32_t> m_classIds;

  void str(const StringData* s) {
    if (!s) {
      m_w->u32(0xffffffffu);
      return;
    }
    auto [it, fresh] = m_stringIds.emplace(s, uint32_t(m_strings.size()));
    if (fresh) m_strings.push_back(s);
    m_w->u32(it->second);
  }
  void strs(const std::vector<StringData*>& v) {
    m_w->u32(uint32_t(v.size()));
    for (StringData* s : v) str(s);
  }
  uint32_t arrayId(const ArrayData* a) {
    auto it = m_arrayIds.find(a);
    if (it == m_arrayIds.end()) throw NotSerializable{};
    return it->second;
  }
  void funcRef(const Func* f) {
    if (!f) {
      m_w->i32(-1);
      return;
    }
    auto it = m_funcIds.find(f);
    if (it == m_funcIds.end()) throw NotSerializable{};
    m_w->i32(it->second);
  }

  void value(const TypedValue& v) {
    switch (v.m_type) {
      case DataType::Uninit: m_w->u8(kTagUninit); break;
      case DataType::Null: m_w->u8(kTagNull); break;
      case DataType::Bool: m_w->u8(v.m_data.num ? kTagTrue : kTagFalse); break;
      case DataType::Int: m_w->u8(kTagInt); m_w->i64(v.m_data.num); break;
      case DataType::Double: m_w->u8(kTagDouble); m_w->put(v.m_data.dbl); break;
      case DataType::String: m_w->u8(kTagString); str(v.m_data.pstr); break;
      case DataType::Array: m_w->u8(kTagArray); m_w->u32(arrayId(v.m_data.parr)); break;
      default: throw NotSerializable{};
    }
  }

  void writeArrays() {
    const Unit& u = m_unit;
    m_w->u32(uint32_t(u.staticArrays.size()));
    for (size_t i = 0; i < u.staticArrays.size(); ++i) {
      const ArrayData* a = u.staticArrays[i];
      // Elements refer to arrays made before (inner literals are folded first).
      m_w->u8(a->isPacked());
      m_w->u32(a->m_cap);
      m_w->i64(a->m_nextFree);
      m_w->u32(a->m_pos);
      m_w->u32(a->size());
      for (uint32_t pos = a->iterBegin(); pos != a->iterEnd(); pos = a->iterAdvance(pos)) {
        if (!a->isPacked()) {
          TypedValue k = a->iterKey(pos);
          if (k.isString()) {
            m_w->u8(1);
            str(k.m_data.pstr);
          } else {
            m_w->u8(0);
            m_w->i64(k.m_data.num);
          }
        }
        value(*a->iterValue(pos));
      }
      m_arrayIds.emplace(a, uint32_t(i));
    }
  }

  void preValue(const PreValue& pv) {
    value(pv.value);
    funcRef(pv.initializer);
  }

  void type(const TypeConstraint& tc) {
    m_w->u32(tc.mask);
    strs(tc.classNames);
    m_w->u8(tc.intersection);
    m_w->u32(uint32_t(tc.members.size()));
    for (const auto& g : tc.members) strs(g);
    m_w->bytes(tc.display);
  }

  void attributes(const std::vector<PreAttribute>& as) {
    m_w->u32(uint32_t(as.size()));
    for (const PreAttribute& a : as) {
      str(a.name);
      m_w->i32(a.line);
      m_w->u32(uint32_t(a.args.size()));
      for (const AttributeArg& arg : a.args) {
        str(arg.name);
        preValue(arg.value);
        m_w->bytes(arg.text);
      }
    }
  }

  void writeFunc(const Func& f) {
    // A systemlib #[Native] method keeps the name its C++ implementation is
    // registered under (bound again on load); other builtins are not units'.
    if (f.cls || f.traitOrigin || bool(f.native) != f.isBuiltin() || (f.native && !f.preClass))
      throw NotSerializable{};
    str(f.name);
    str(f.lowerName);
    if (f.preClass) {
      auto it = m_classIds.find(f.preClass);
      if (it == m_classIds.end()) throw NotSerializable{};
      m_w->i32(it->second);
    } else {
      m_w->i32(-1);
    }
    m_w->u32(f.attrs);
    m_w->i32(f.lineStart);
    m_w->i32(f.lineEnd);
    str(f.docComment);
    attributes(f.attributes);
    m_w->bytes(std::string_view(reinterpret_cast<const char*>(f.bc.data()), f.bc.size()));
    m_w->u32(uint32_t(f.lineTable.size()));
    for (const LineEntry& e : f.lineTable) {
      m_w->u32(e.pcStart);
      m_w->i32(e.line);
    }
    m_w->u32(uint32_t(f.ehTable.size()));
    for (const EHEntry& e : f.ehTable) {
      m_w->u32(e.start);
      m_w->u32(e.end);
      m_w->u32(e.handler);
      m_w->u32(uint32_t(e.deadLocals.size()));
      for (uint32_t l : e.deadLocals) m_w->u32(l);
    }
    m_w->u32(f.maxStack);
    m_w->u32(f.numCacheSlots);
    m_w->u32(uint32_t(f.params.size()));
    for (const ParamInfo& p : f.params) {
      str(p.name);
      type(p.type);
      preValue(p.defaultValue);
      m_w->u8(uint8_t(p.byRef | p.preferRef << 1 | p.variadic << 2 | p.hasDefault << 3 | p.defaultIsNull << 4));
      m_w->bytes(p.signatureDefault);
      m_w->bytes(p.defaultText);
      m_w->bytes(p.defaultConstant);
      m_w->i32(p.promoteFlags);
      attributes(p.attributes);
    }
    m_w->u32(f.numRequiredParams);
    m_w->u32(f.numLocals);
    strs(f.localNames);
    m_w->u32(f.numNamedLocals);
    strs(f.closureUses);
    m_w->u32(uint32_t(f.closureUseByRef.size()));
    for (bool b : f.closureUseByRef) m_w->u8(b);
    m_w->u32(f.numStaticLocals);
    m_w->u32(uint32_t(f.staticVars.size()));
    for (const StaticVarInfo& s : f.staticVars) {
      str(s.name);
      preValue(s.init);
    }
    type(f.returnType);
    m_w->u32(f.builtinId);
    std::string nativeKey;
    if (f.native) {
      nativeKey = toLower(f.preClass->name->view()) + "::" + toLower(f.name->view());
      if (BuiltinRegistry::lookupNativeMethod(nativeKey) != f.native) throw NotSerializable{};
    }
    m_w->bytes(nativeKey);
  }

  void writeClass(const PreClass& pc) {
    str(pc.name);
    str(pc.parentName);
    strs(pc.interfaceNames);
    strs(pc.traitNames);
    m_w->u32(uint32_t(pc.traitRules.size()));
    for (const TraitRule& r : pc.traitRules) {
      m_w->u8(r.isInsteadof);
      str(r.traitName);
      str(r.method);
      strs(r.insteadOf);
      str(r.alias);
      m_w->u32(r.visibility);
    }
    m_w->u32(pc.attrs);
    m_w->u8(uint8_t(pc.enumBackingType));
    m_w->u32(uint32_t(pc.props.size()));
    for (const PreProp& p : pc.props) {
      str(p.name);
      m_w->u32(p.attrs);
      type(p.type);
      m_w->u8(p.hasDefault);
      preValue(p.defaultValue);
      m_w->bytes(p.defaultText);
      str(p.docComment);
      m_w->i32(p.line);
      attributes(p.attributes);
    }
    m_w->u32(uint32_t(pc.consts.size()));
    for (const PreConst& c : pc.consts) {
      str(c.name);
      m_w->u32(c.attrs);
      preValue(c.value);
      m_w->u8(c.isEnumCase);
      m_w->i32(c.line);
      str(c.docComment);
      attributes(c.attributes);
    }
    m_w->u32(uint32_t(pc.methods.size()));
    for (const Func* m : pc.methods) {
      if (!m) throw NotSerializable{};
      funcRef(m);
    }
    strs(pc.attributeNames);
    attributes(pc.attributes);
    m_w->i32(pc.line);
    m_w->i32(pc.endLine);
    str(pc.docComment);
  }
};

} // namespace

std::string serializeUnit(const Unit& unit) {
  try {
    return UnitWriter(unit).run();
  } catch (const NotSerializable&) {
    return std::string();
  }
}

} // namespace hop
