// unit-cache-read.cpp — deserializeUnit: the bytecode cache's binary format
// (unit-cache-format.h) back to a Unit. Every count, id and tag is checked:
// bad bytes give no unit, never a crash.
#include <cmath>

#include "bytecode/op-info.h"
#include "bytecode/unit-cache-format.h"
#include "bytecode/unit-cache.h"
#include "compiler/emitter-state.h"
#include "runtime/array/array-data.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/class/pre-class.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/string/string-data.h"

namespace hop {
namespace {

using namespace unitcache;

class UnitReader {
public:
  UnitReader(std::string_view bytes, Unit& u) : m_r(bytes), m_unit(u) {}

  void run() {
    Unit& u = m_unit;
    m_r.need(4);
    if (std::memcmp(m_r.p, kMagic, 4) != 0) throw BadCacheData{};
    m_r.p += 4;
    if (m_r.u32() != kFormatVersion) throw BadCacheData{};
    uint32_t ns = m_r.count(4);
    m_strings.reserve(ns);
    // Through the compiler's per-thread cache: units share most names.
    for (uint32_t i = 0; i < ns; ++i) m_strings.push_back(internName(m_r.bytes()));
    readArrays();
    uint32_t nl = m_r.count(4);
    u.litstrs.reserve(nl);
    for (uint32_t i = 0; i < nl; ++i) u.litstrs.push_back(strNonNull());
    uint32_t na = m_r.count(4);
    u.arrays.reserve(na);
    for (uint32_t i = 0; i < na; ++i) u.arrays.push_back(arrayRef());
    // Funcs and classes refer to each other: make them all, then fill them.
    uint32_t nf = m_r.count(8);
    if (nf == 0) throw BadCacheData{};   // funcs[0] is the pseudo-main
    for (uint32_t i = 0; i < nf; ++i) {
      u.funcs.push_back(std::make_unique<Func>());
      u.funcs.back()->unit = &u;
    }
    // The classes come after the funcs: each func's class id is checked and
    // attached once they are read.
    std::vector<int32_t> funcClass(nf, -1);
    for (uint32_t i = 0; i < nf; ++i) {
      funcClass[i] = readFunc(*u.funcs[i]);
      checkBytecode(*u.funcs[i]);
    }
    uint32_t nc = m_r.count(8);
    for (uint32_t i = 0; i < nc; ++i) {
      u.preClasses.push_back(std::make_unique<PreClass>());
      PreClass* pc = u.preClasses.back().get();
      pc->unit = &u;
      pc->id = i;
    }
    for (uint32_t i = 0; i < nc; ++i) readClass(*u.preClasses[i]);
    for (uint32_t i = 0; i < nf; ++i) {
      if (funcClass[i] < 0) continue;
      if (uint32_t(funcClass[i]) >= nc) throw BadCacheData{};
      u.funcs[i]->preClass = u.preClasses[funcClass[i]].get();
    }
    uint32_t nh = m_r.count(4);
    for (uint32_t i = 0; i < nh; ++i) {
      uint32_t id = m_r.u32();
      if (id >= nf) throw BadCacheData{};
      u.hoistedFuncs.push_back(id);
    }
    nh = m_r.count(4);
    for (uint32_t i = 0; i < nh; ++i) {
      uint32_t id = m_r.u32();
      if (id >= nc) throw BadCacheData{};
      u.hoistedClasses.push_back(id);
    }
    u.strictTypes = m_r.b();
    u.haltCompilerOffset = m_r.i64();
    uint32_t nd = m_r.count(12);
    for (uint32_t i = 0; i < nd; ++i) {
      CompileDiagnostic d;
      d.level = m_r.i32();
      d.message = std::string(m_r.bytes());
      d.line = m_r.i32();
      u.diagnostics.push_back(std::move(d));
    }
    if (!m_r.atEnd()) throw BadCacheData{};
  }

private:
  Reader m_r;
  Unit& m_unit;
  std::vector<StringData*> m_strings;

  StringData* str() {
    uint32_t id = m_r.u32();
    if (id == 0xffffffffu) return nullptr;
    if (id >= m_strings.size()) throw BadCacheData{};
    return m_strings[id];
  }
  StringData* strNonNull() {
    StringData* s = str();
    if (!s) throw BadCacheData{};
    return s;
  }
  void strs(std::vector<StringData*>& v) {
    uint32_t n = m_r.count(4);
    v.reserve(n);
    for (uint32_t i = 0; i < n; ++i) v.push_back(str());
  }
  ArrayData* arrayRef(size_t limit = SIZE_MAX) {
    uint32_t id = m_r.u32();
    if (id >= m_unit.staticArrays.size() || id >= limit) throw BadCacheData{};
    return m_unit.staticArrays[id];
  }
  Func* funcRef() {
    int32_t id = m_r.i32();
    if (id == -1) return nullptr;
    if (id < 0 || size_t(id) >= m_unit.funcs.size()) throw BadCacheData{};
    return m_unit.funcs[size_t(id)].get();
  }

  /// The instructions tile the code exactly, with known opcodes, and their
  /// literal string, array and local ids are in range (the checksum already
  /// guards the cache files; this keeps deserializeUnit safe on any bytes).
  void checkBytecode(const Func& f) {
    const uint8_t* bc = f.bc.data();
    size_t n = f.bc.size(), pc = 0;
    while (pc < n) {
      if (bc[pc] >= kNumOps) throw BadCacheData{};
      Op op = Op(bc[pc]);
      const ImmLayout& l = kImmLayouts[bc[pc]];
      size_t fixed = l.offset[l.numImms];
      if (n - pc < fixed) throw BadCacheData{};
      size_t len = fixed;
      if (l.hasJumpTable) len += 4 * size_t(readRaw<uint32_t>(bc + pc + l.offset[l.numImms - 1]));
      if (n - pc < len) throw BadCacheData{};
      for (int i = 0; i < l.numImms; ++i) {
        uint32_t v = readRaw<uint32_t>(bc + pc + l.offset[i]);
        switch (opImmKind(op, i)) {
          case ImmKind::SA: if (v != kNoString && v >= m_unit.litstrs.size()) throw BadCacheData{}; break;
          case ImmKind::AA: if (v >= m_unit.arrays.size()) throw BadCacheData{}; break;
          case ImmKind::LA: if (v != kNoLocal && v >= f.numLocals) throw BadCacheData{}; break;
          case ImmKind::CA: if (v >= f.numCacheSlots) throw BadCacheData{}; break;
          default: break;
        }
      }
      // A builtin's Func is made on first use (builtin-registry.h): the
      // compiler looked it up by name; cached code names it by id only.
      if (op == Op::FCallBuiltin && !BuiltinRegistry::parseById(readRaw<uint32_t>(bc + pc + l.offset[1])))
        throw BadCacheData{};
      pc += len;
    }
  }

  TypedValue value(size_t arrayLimit = SIZE_MAX) {
    switch (m_r.u8()) {
      case kTagUninit: return makeUninit();
      case kTagNull: return makeNull();
      case kTagFalse: return makeBool(false);
      case kTagTrue: return makeBool(true);
      case kTagInt: return makeInt(m_r.i64());
      case kTagDouble: return makeDouble(m_r.get<double>());
      case kTagString: return makeStringNoIncRef(strNonNull());
      case kTagArray: return makeArrayNoIncRef(arrayRef(arrayLimit));
      default: throw BadCacheData{};
    }
  }

  void readArrays() {
    uint32_t n = m_r.count(21);
    auto& out = m_unit.staticArrays;
    out.reserve(n);
    // Built on a request heap like the compiler's (then copied out as static).
    MemoryManager localHeap;
    std::unique_ptr<MemoryManager::Scope> scope;
    if (!tl_heap) scope = std::make_unique<MemoryManager::Scope>(localHeap);
    for (uint32_t i = 0; i < n; ++i) {
      bool packed = m_r.b();
      uint32_t cap = m_r.u32();
      int64_t nextFree = m_r.i64();
      uint32_t pos = m_r.u32();
      uint32_t size = m_r.count(1);
      if (cap < size || cap > (1u << 24)) throw BadCacheData{};
      ArrayData* arr = packed ? ArrayData::makePacked(cap) : ArrayData::makeHash(cap);
      auto drop = [&] {
        arr->m_hdr.m_count = 1;   // its elements are static: nothing to release
        arr->decRef();
      };
      try {
        for (uint32_t e = 0; e < size; ++e) {
          ArrayKey key = ArrayKey::ofInt(0);
          if (!packed) key = m_r.u8() ? ArrayKey::ofStr(strNonNull()) : ArrayKey::ofInt(m_r.i64());
          TypedValue v = value(i);   // only arrays made before this one
          if (v.m_type == DataType::Uninit) throw BadCacheData{};
          if (packed) {
            if (!ArrayData::append(arr, v)) throw BadCacheData{};
          } else {
            ArrayData::set(arr, key, v);
          }
        }
        if (arr->isPacked() != packed || arr->size() != size) throw BadCacheData{};
      } catch (...) {
        drop();
        throw;
      }
      ArrayData* st = arr->copyStatic();
      drop();
      st->m_nextFree = nextFree;
      st->m_pos = pos;
      out.push_back(st);
    }
  }

  PreValue preValue() {
    PreValue pv;
    pv.value = value();
    pv.initializer = funcRef();
    return pv;
  }

  void type(TypeConstraint& tc) {
    tc.mask = m_r.u32();
    strs(tc.classNames);
    for (StringData* s : tc.classNames)
      if (!s) throw BadCacheData{};
    tc.intersection = m_r.b();
    uint32_t n = m_r.count(4);
    tc.members.resize(n);
    for (auto& g : tc.members) {
      strs(g);
      for (StringData* s : g)
        if (!s) throw BadCacheData{};
    }
    tc.display = std::string(m_r.bytes());
  }

  void attributes(std::vector<PreAttribute>& as) {
    uint32_t n = m_r.count(12);
    as.resize(n);
    for (PreAttribute& a : as) {
      a.name = strNonNull();
      a.line = m_r.i32();
      uint32_t na = m_r.count(14);
      a.args.resize(na);
      for (AttributeArg& arg : a.args) {
        arg.name = str();
        arg.value = preValue();
        arg.text = std::string(m_r.bytes());
      }
    }
  }

  /// Reads one Func; returns its class id (-1: none), attached later.
  int32_t readFunc(Func& f) {
    f.name = strNonNull();
    f.lowerName = strNonNull();
    int32_t cls = m_r.i32();
    f.attrs = m_r.u32();
    f.lineStart = m_r.i32();
    f.lineEnd = m_r.i32();
    f.docComment = str();
    attributes(f.attributes);
    std::string_view bc = m_r.bytes();
    if (bc.empty() && !(f.attrs & kAttrBuiltin)) throw BadCacheData{};
    f.bc.assign(reinterpret_cast<const uint8_t*>(bc.data()), reinterpret_cast<const uint8_t*>(bc.data()) + bc.size());
    uint32_t n = m_r.count(8);
    f.lineTable.resize(n);
    for (LineEntry& e : f.lineTable) {
      e.pcStart = m_r.u32();
      e.line = m_r.i32();
    }
    n = m_r.count(16);
    f.ehTable.resize(n);
    for (EHEntry& e : f.ehTable) {
      e.start = m_r.u32();
      e.end = m_r.u32();
      e.handler = m_r.u32();
      if (e.start > e.end || e.end > bc.size() || e.handler >= bc.size()) throw BadCacheData{};
      uint32_t nd = m_r.count(4);
      e.deadLocals.resize(nd);
      for (uint32_t& l : e.deadLocals) l = m_r.u32();
    }
    f.maxStack = m_r.u32();
    f.numCacheSlots = m_r.u32();
    if (f.numCacheSlots > bc.size()) throw BadCacheData{};
    n = m_r.count(32);
    f.params.resize(n);
    for (ParamInfo& p : f.params) {
      p.name = strNonNull();
      type(p.type);
      p.defaultValue = preValue();
      uint8_t bits = m_r.u8();
      if (bits >> 5) throw BadCacheData{};
      p.byRef = bits & 1;
      p.preferRef = bits & 2;
      p.variadic = bits & 4;
      p.hasDefault = bits & 8;
      p.defaultIsNull = bits & 16;
      p.signatureDefault = std::string(m_r.bytes());
      p.defaultText = std::string(m_r.bytes());
      p.defaultConstant = std::string(m_r.bytes());
      p.promoteFlags = m_r.i32();
      attributes(p.attributes);
    }
    f.numRequiredParams = m_r.u32();
    f.numLocals = m_r.u32();
    strs(f.localNames);
    f.numNamedLocals = m_r.u32();
    if (f.numRequiredParams > f.params.size() || f.numLocals < f.params.size() || f.localNames.size() > f.numLocals ||
        f.numNamedLocals > f.localNames.size() || f.numLocals > (1u << 24))
      throw BadCacheData{};
    strs(f.closureUses);
    n = m_r.count(1);
    f.closureUseByRef.resize(n);
    for (uint32_t i = 0; i < n; ++i) f.closureUseByRef[i] = m_r.b();
    f.numStaticLocals = m_r.u32();
    n = m_r.count(9);
    f.staticVars.resize(n);
    for (StaticVarInfo& s : f.staticVars) {
      s.name = strNonNull();
      s.init = preValue();
    }
    type(f.returnType);
    f.builtinId = m_r.u32();
    std::string_view nativeKey = m_r.bytes();
    if (!nativeKey.empty()) {
      f.native = BuiltinRegistry::lookupNativeMethod(nativeKey);
      if (!f.native || cls < 0) throw BadCacheData{};
    }
    if (bool(f.native) != bool(f.attrs & kAttrBuiltin)) throw BadCacheData{};
    return cls;
  }

  void readClass(PreClass& pc) {
    pc.name = strNonNull();
    pc.parentName = str();
    strs(pc.interfaceNames);
    strs(pc.traitNames);
    for (StringData* s : pc.interfaceNames)
      if (!s) throw BadCacheData{};
    for (StringData* s : pc.traitNames)
      if (!s) throw BadCacheData{};
    uint32_t n = m_r.count(21);
    pc.traitRules.resize(n);
    for (TraitRule& r : pc.traitRules) {
      r.isInsteadof = m_r.b();
      r.traitName = str();
      r.method = strNonNull();
      strs(r.insteadOf);
      r.alias = str();
      r.visibility = m_r.u32();
    }
    pc.attrs = m_r.u32();
    uint8_t bt = m_r.u8();
    if (bt != uint8_t(DataType::Uninit) && bt != uint8_t(DataType::Int) && bt != uint8_t(DataType::String))
      throw BadCacheData{};
    pc.enumBackingType = DataType(bt);
    n = m_r.count(32);
    pc.props.resize(n);
    for (PreProp& p : pc.props) {
      p.name = strNonNull();
      p.attrs = m_r.u32();
      type(p.type);
      p.hasDefault = m_r.b();
      p.defaultValue = preValue();
      p.defaultText = std::string(m_r.bytes());
      p.docComment = str();
      p.line = m_r.i32();
      attributes(p.attributes);
    }
    n = m_r.count(22);
    pc.consts.resize(n);
    for (PreConst& c : pc.consts) {
      c.name = strNonNull();
      c.attrs = m_r.u32();
      c.value = preValue();
      c.isEnumCase = m_r.b();
      c.line = m_r.i32();
      c.docComment = str();
      attributes(c.attributes);
    }
    n = m_r.count(4);
    pc.methods.reserve(n);
    for (uint32_t i = 0; i < n; ++i) {
      Func* m = funcRef();
      if (!m) throw BadCacheData{};
      pc.methods.push_back(m);
    }
    strs(pc.attributeNames);
    for (StringData* s : pc.attributeNames)
      if (!s) throw BadCacheData{};
    attributes(pc.attributes);
    pc.line = m_r.i32();
    pc.endLine = m_r.i32();
    pc.docComment = str();
  }
};

} // namespace

std::unique_ptr<Unit> deserializeUnit(std::string_view bytes, const std::string& filePath) {
  auto unit = std::make_unique<Unit>();
  unit->filePath = filePath;
  try {
    UnitReader(bytes, *unit).run();
  } catch (const BadCacheData&) {
    return nullptr;
  }
  for (auto& f : unit->funcs) FuncRegistry::add(f.get());
  return unit;
}

} // namespace hop
