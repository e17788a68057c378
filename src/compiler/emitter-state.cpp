// emitter-state.cpp — unit tables, locals, temporaries and name resolution
// for the bytecode compiler.
#include "compiler/emitter-state.h"

#include <algorithm>
#include <cstring>

#include "bytecode/op-info.h"
#include "runtime/string/string-data.h"

namespace hop {

void compileError(int line, std::string msg) { throw CompileFailure{std::move(msg), line, false}; }

// --- Names ------------------------------------------------------------------------------

namespace {

/// Direct-mapped: a slot holds the last string interned with its hash bits.
struct InternCacheSlot {
  uint64_t hash;
  StringData* str;
};
constexpr size_t kInternCacheSlots = 4096;

inline uint64_t nameHash(std::string_view s) {
  const char* p = s.data();
  const size_t len = s.size();
  size_t n = len;
  uint64_t h = 0x9E3779B97F4A7C15ull * (len + 1);
  for (; n >= 8; p += 8, n -= 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  if (n) {
    uint64_t w;
    if (len >= 8) {
      std::memcpy(&w, s.data() + len - 8, 8);   // the last 8 bytes, overlapping
    } else if (n >= 4) {
      uint32_t a, b;
      std::memcpy(&a, p, 4);
      std::memcpy(&b, p + n - 4, 4);
      w = a | (uint64_t(b) << 32);
    } else {
      w = uint64_t(uint8_t(p[0])) | uint64_t(uint8_t(p[n / 2])) << 8 | uint64_t(uint8_t(p[n - 1])) << 16;
    }
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
  }
  return h;
}

thread_local InternCacheSlot* t_internCache = nullptr;

[[gnu::noinline]] InternCacheSlot* makeInternCache() {
  thread_local std::unique_ptr<InternCacheSlot[]> owner;
  owner.reset(new InternCacheSlot[kInternCacheSlots]());
  return t_internCache = owner.get();
}

} // namespace

StringData* internName(std::string_view s) {
  InternCacheSlot* cache = t_internCache;
  if (__builtin_expect(!cache, 0)) cache = makeInternCache();
  uint64_t h = nameHash(s);
  InternCacheSlot& slot = cache[h & (kInternCacheSlots - 1)];
  if (slot.hash == h && slot.str && slot.str->size() == s.size() &&
      (s.empty() || std::memcmp(slot.str->data(), s.data(), s.size()) == 0))
    return slot.str;
  StringData* str = StringData::interned(s);
  slot = {h, str};
  return str;
}

std::string NameContext::qualify(std::string_view name) const {
  if (!name.empty() && name[0] == '\\') return std::string(name.substr(1));
  size_t sep = name.find('\\');
  if (!classImports.empty()) {
    LowerName first(sep == std::string_view::npos ? name : name.substr(0, sep));
    auto it = classImports.find(first.view());
    if (it != classImports.end()) {
      if (sep == std::string_view::npos) return it->second;
      std::string r;
      r.reserve(it->second.size() + name.size() - sep);
      r.append(it->second).append(name.substr(sep));
      return r;
    }
  }
  if (ns.empty()) return std::string(name);
  std::string r;
  r.reserve(ns.size() + 1 + name.size());
  r.append(ns).append(1, '\\').append(name);
  return r;
}

// --- Units ------------------------------------------------------------------------------------

UnitEmitter::UnitEmitter(std::string filePath, bool isSystemLib)
    : m_unit(std::make_unique<Unit>()), m_isSystemLib(isSystemLib) {
  m_unit->filePath = std::move(filePath);
}

uint32_t UnitEmitter::litstrId(std::string_view s) {
  // Interned strings are unique: the string's address is its key.
  StringData* str = internName(s);
  if ((m_litCount + 1) * 2 > m_litSlots.size()) growLitSlots();
  const size_t mask = m_litSlots.size() - 1;
  for (size_t i = size_t((uint64_t(reinterpret_cast<uintptr_t>(str)) * 0x9E3779B97F4A7C15ull) >> 32) & mask;;
       i = (i + 1) & mask) {
    LitSlot& slot = m_litSlots[i];
    if (slot.str == str) return slot.id;
    if (!slot.str) {
      slot = {str, static_cast<uint32_t>(m_unit->litstrs.size())};
      ++m_litCount;
      m_unit->litstrs.push_back(str);
      return slot.id;
    }
  }
}

void UnitEmitter::growLitSlots() {
  std::vector<LitSlot> old = std::move(m_litSlots);
  m_litSlots.assign(old.empty() ? 64 : old.size() * 2, LitSlot{nullptr, 0});
  const size_t mask = m_litSlots.size() - 1;
  for (const LitSlot& o : old) {
    if (!o.str) continue;
    size_t i = size_t((uint64_t(reinterpret_cast<uintptr_t>(o.str)) * 0x9E3779B97F4A7C15ull) >> 32) & mask;
    while (m_litSlots[i].str) i = (i + 1) & mask;
    m_litSlots[i] = o;
  }
}

uint32_t UnitEmitter::arrayId(ArrayData* a) {
  uint32_t id = static_cast<uint32_t>(m_unit->arrays.size());
  m_unit->arrays.push_back(a);
  return id;
}

Func* UnitEmitter::newFunc(uint32_t& index) {
  index = static_cast<uint32_t>(m_unit->funcs.size());
  m_unit->funcs.push_back(std::make_unique<Func>());
  Func* f = m_unit->funcs.back().get();
  f->unit = m_unit.get();
  return f;
}

PreClass* UnitEmitter::newPreClass() {
  m_unit->preClasses.push_back(std::make_unique<PreClass>());
  PreClass* pc = m_unit->preClasses.back().get();
  pc->unit = m_unit.get();
  pc->id = static_cast<uint32_t>(m_unit->preClasses.size() - 1);
  return pc;
}

// --- Functions ----------------------------------------------------------------------------------

FuncEmitter::FuncEmitter(UnitEmitter& ue, Func& f) : m_ue(ue), m_func(f), m_bc(f) {}

uint32_t FuncEmitter::findLocal(std::string_view name) const {
  if (m_namedOrder.size() <= kLinearLocals) {
    const size_t n = name.size();
    for (size_t i = 0; i < m_namedOrder.size(); ++i) {
      const StringData* s = m_namedOrder[i];
      if (s->size() == n && (n == 0 || std::memcmp(s->data(), name.data(), n) == 0)) return static_cast<uint32_t>(i);
    }
    return kNoLocal;
  }
  auto it = m_named.find(name);
  return it == m_named.end() ? kNoLocal : it->second;
}

uint32_t FuncEmitter::local(std::string_view name) {
  uint32_t found = findLocal(name);
  if (found != kNoLocal) return found;
  uint32_t id = static_cast<uint32_t>(m_namedOrder.size());
  m_namedOrder.push_back(internName(name));
  if (m_namedOrder.size() > kLinearLocals) {
    if (m_named.empty())
      for (size_t i = 0; i < m_namedOrder.size(); ++i) m_named.emplace(std::string(m_namedOrder[i]->view()), static_cast<uint32_t>(i));
    else
      m_named.emplace(std::string(name), id);
  }
  return id;
}

uint32_t FuncEmitter::addParam(std::string_view name) { return local(name); }

uint32_t FuncEmitter::allocTemp() {
  uint32_t t;
  if (!m_freeTemps.empty()) {
    t = m_freeTemps.back();
    m_freeTemps.pop_back();
  } else {
    t = kTempBase + m_numTemps++;
  }
  m_tempLog.push_back(t);
  return t;
}

std::vector<uint32_t> FuncEmitter::tempsSince(size_t mark) const {
  std::vector<uint32_t> out(m_tempLog.begin() + std::ptrdiff_t(mark), m_tempLog.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void FuncEmitter::freeTemp(uint32_t id) { m_freeTemps.push_back(id); }

uint32_t FuncEmitter::allocIter() {
  uint32_t t;
  if (!m_freeIters.empty()) {
    t = m_freeIters.back();
    m_freeIters.pop_back();
  } else {
    t = kTempBase + m_numTemps;
    m_numTemps += 2;
  }
  m_tempLog.push_back(t);
  m_tempLog.push_back(t + 1);
  return t;
}

void FuncEmitter::freeIter(uint32_t id) { m_freeIters.push_back(id); }

void FuncEmitter::finalizeLocals() {
  const uint32_t numNamed = static_cast<uint32_t>(m_namedOrder.size());
  auto remap = [&](uint32_t id) -> uint32_t {
    if (id == kNoLocal || id < kTempBase) return id;
    return numNamed + (id - kTempBase);
  };
  std::vector<uint8_t>& bc = m_func.bc;
  // Without temporaries every local id is final: no walk over the bytecode.
  for (uint32_t off = 0; m_numTemps != 0 && off < bc.size();) {
    uint8_t* pc = bc.data() + off;
    Op op = static_cast<Op>(pc[0]);
    const int numImms = opNumImms(op);
    for (int i = 0; i < numImms; ++i) {
      uint8_t* ip = pc + immOffset(pc, i);
      ImmKind k = opImmKind(op, i);
      if (k == ImmKind::LA) {
        uint32_t v = readRaw<uint32_t>(ip);
        v = remap(v);
        std::memcpy(ip, &v, 4);
      } else if (k == ImmKind::KA) {
        auto kind = static_cast<MemberKeyKind>(ip[0]);
        if (kind == MemberKeyKind::EL || kind == MemberKeyKind::PL) {
          int64_t v = readRaw<int64_t>(ip + 1);
          v = remap(static_cast<uint32_t>(v));
          std::memcpy(ip + 1, &v, 8);
        }
      }
    }
    off += instrLen(pc);
  }
  for (EHEntry& e : m_func.ehTable)
    for (uint32_t& l : e.deadLocals) l = remap(l);
  m_func.localNames.assign(m_namedOrder.begin(), m_namedOrder.end());
  m_func.numNamedLocals = numNamed;
  m_func.numLocals = numNamed + m_numTemps;
  m_func.localNames.resize(m_func.numLocals, nullptr);
}

} // namespace hop
