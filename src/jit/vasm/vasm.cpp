// vasm.cpp — the vasm tables and dump.
#include "jit/vasm/vasm.h"

#include <cstdio>
#include <cstring>

#include "bytecode/func.h"
#include "jit/ir/ir.h"
#include "jit/array-helpers.h"
#include "jit/interp-one.h"
#include "jit/jit-helpers.h"
#include "jit/member-helpers.h"
#include "jit/string-helpers.h"
#include "runtime/string/string-data.h"

namespace hop::jit {

namespace {
const char* const kGpNames[] = {
#define X(name, n, use, saved) #name,
    HOP_VASM_GP_REGS(X)
#undef X
};
const char* const kCcNames[] = {"o", "no", "b", "ae", "e", "ne", "be", "a",
                                "s", "ns", "p", "np", "l", "ge", "le", "g"};

/// The helpers callh calls, by name (dumps carry no addresses).
const char* helperName(int64_t fn) {
  const struct { const void* fn; const char* name; } kHelpers[] = {
      {reinterpret_cast<const void*>(&hopJitConcatSS), "concatSS"},
      {reinterpret_cast<const void*>(&hopJitConcatSI), "concatSI"},
      {reinterpret_cast<const void*>(&hopJitConcatIS), "concatIS"},
      {reinterpret_cast<const void*>(&hopJitAppendLocalS), "appendLocalS"},
      {reinterpret_cast<const void*>(&hopJitAppendLocalI), "appendLocalI"},
      {reinterpret_cast<const void*>(&hopJitArrGetS), "arrGetS"},
      {reinterpret_cast<const void*>(&hopJitArrGetI), "arrGetI"},
      {reinterpret_cast<const void*>(&hopJitArrIssetS), "arrIssetS"},
      {reinterpret_cast<const void*>(&hopJitArrIssetI), "arrIssetI"},
      {reinterpret_cast<const void*>(&hopJitArrKeyExistsS), "arrKeyExistsS"},
      {reinterpret_cast<const void*>(&hopJitArrKeyExistsI), "arrKeyExistsI"},
      {reinterpret_cast<const void*>(&hopJitInArrayInt), "inArrayInt"},
      {reinterpret_cast<const void*>(&hopJitCallBuiltin), "callBuiltin"},
      {reinterpret_cast<const void*>(&hopJitCallBuiltinChecked), "callBuiltinChecked"},
      {reinterpret_cast<const void*>(&hopJitCallBuiltinLoop), "callBuiltinLoop"},
      {reinterpret_cast<const void*>(&hopJitInstanceOf), "instanceOf"},
      {reinterpret_cast<const void*>(&hopJitSameStk), "sameStk"},
      {reinterpret_cast<const void*>(&hopJitCallBuiltinLeaf), "callBuiltinLeaf"},
      {reinterpret_cast<const void*>(&hopJitArrGetQS), "arrGetQS"},
      {reinterpret_cast<const void*>(&hopJitArrGetQI), "arrGetQI"},
      {reinterpret_cast<const void*>(&hopJitArrSetLocS), "arrSetLocS"},
      {reinterpret_cast<const void*>(&hopJitArrSetLocI), "arrSetLocI"},
      {reinterpret_cast<const void*>(&hopJitNewPackedArray), "newPackedArray"},
      {reinterpret_cast<const void*>(&hopJitIterInitArr), "iterInitArr"},
      {reinterpret_cast<const void*>(&hopJitArrAppendDim), "arrAppendDim"},
      {reinterpret_cast<const void*>(&hopJitArrAppendDimS), "arrAppendDimS"},
      {reinterpret_cast<const void*>(&hopJitArrAppendDimI), "arrAppendDimI"},
      {reinterpret_cast<const void*>(&hopJitArrUnsetLocS), "arrUnsetLocS"},
      {reinterpret_cast<const void*>(&hopJitArrUnsetLocI), "arrUnsetLocI"},
      {reinterpret_cast<const void*>(&hopJitIterNextArr), "iterNextArr"},
      {reinterpret_cast<const void*>(&hopJitSameStr), "sameStr"},
      {reinterpret_cast<const void*>(&hopJitIntToStr), "intToStr"},
      {reinterpret_cast<const void*>(&hopJitStrCharAt), "strCharAt"},
      {reinterpret_cast<const void*>(&hopJitNewObjCached), "newObjCached"},
      {reinterpret_cast<const void*>(&hopJitGlobalForRead), "globalForRead"},
  };
  for (const auto& h : kHelpers) {
    if (h.fn == reinterpret_cast<const void*>(fn)) return h.name;
  }
  return "helper";
}

std::string regName(Vreg r) {
  if (!r.valid()) return "?";
  if (r.n < Vreg::kFirstXmm) return kGpNames[r.n];
  char buf[16];
  if (r.n < Vreg::kFirstVirtual) std::snprintf(buf, sizeof buf, "xmm%u", r.n - Vreg::kFirstXmm);
  else std::snprintf(buf, sizeof buf, "%%%u", r.n - Vreg::kFirstVirtual);
  return buf;
}
} // namespace

namespace {
/// The arena's first buffer, one per thread, for one unit at a time.
constexpr size_t kThreadBufferSize = 64 * 1024;
thread_local bool t_bufferInUse = false;
thread_local std::unique_ptr<std::byte[]> t_buffer;
} // namespace

Vunit::Vunit() {
  if (!t_bufferInUse) {
    if (!t_buffer) t_buffer = std::make_unique<std::byte[]>(kThreadBufferSize);
    t_bufferInUse = m_ownsThreadBuffer = true;
    m_arena = std::make_unique<std::pmr::monotonic_buffer_resource>(t_buffer.get(), kThreadBufferSize);
  } else {
    m_arena = std::make_unique<std::pmr::monotonic_buffer_resource>();
  }
}

Vunit::~Vunit() {
  blocks.clear();   // (their instructions live in the arena)
  m_arena.reset();
  if (m_ownsThreadBuffer) t_bufferInUse = false;
}

std::vector<uint32_t> Vunit::layout() const {
  std::vector<uint32_t> order;
  order.reserve(blocks.size());
  for (Area a : {Area::Main, Area::Cold, Area::Frozen}) {
    for (uint32_t b : this->order) {
      if (blocks[b].area == a) order.push_back(b);
    }
  }
  return order;
}

std::string Vunit::toString() const {
  std::string out;
  char buf[128];
  for (uint32_t b : layout()) {
    std::snprintf(buf, sizeof buf, "V%u (%s):\n", b, areaName(blocks[b].area));
    out += buf;
    for (const Vinstr& in : blocks[b].code) {
      std::string line = "  ";
      line += vopName(in.op);
      const VopInfo& info = vopInfo(in.op);
      std::string args;
      auto add = [&](const std::string& a) { args += (args.empty() ? " " : ", ") + a; };
      auto operand = [&](Vrole role, Vreg r) {
        if (role == Vrole::M) {
          std::snprintf(buf, sizeof buf, "[%s%+d]", regName(r).c_str(), in.disp);
          add(buf);
        } else if (role != Vrole::N) {
          add(regName(r));
        }
      };
      operand(info.d, in.d);
      operand(info.s0, in.s0);
      operand(info.s1, in.s1);
      switch (info.imm) {
        case VimmKind::None: break;
        case VimmKind::Hex:
          std::snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)in.imm);
          add(buf);
          break;
        case VimmKind::Dbl: {
          double d;
          std::memcpy(&d, &in.imm, sizeof d);
          std::snprintf(buf, sizeof buf, "%.17g", d);
          add(buf);
          break;
        }
        case VimmKind::Disp:
          std::snprintf(buf, sizeof buf, "%+d", in.disp);
          add(buf);
          break;
        case VimmKind::Cc: add(kCcNames[in.cc & 15]); break;
        case VimmKind::Jcc:
          add(kCcNames[in.cc & 15]);
          std::snprintf(buf, sizeof buf, "V%u, V%u", in.t0, in.t1);
          add(buf);
          break;
        case VimmKind::Jmp:
          std::snprintf(buf, sizeof buf, "V%u", in.t0);
          add(buf);
          break;
        case VimmKind::BcDepth:
          std::snprintf(buf, sizeof buf, "bc%lld, depth %d", (long long)in.imm, in.disp);
          add(buf);
          break;
        case VimmKind::Ptr: add("ptr"); break;
        case VimmKind::Prof: add("prof"); break;
        case VimmKind::ProfCmp:
          std::snprintf(buf, sizeof buf, "prof, %d", in.disp);
          add(buf);
          break;
        case VimmKind::Release: {
          std::snprintf(buf, sizeof buf, "bc%u, depth %u", static_cast<uint32_t>(in.imm),
                        static_cast<uint32_t>(static_cast<uint64_t>(in.imm) >> 32));
          std::string a = buf;
          if (in.aux0) {   // (after register allocation: what it saves)
            a += ", saves";
            for (RegSet m = in.aux0; m; m &= m - 1) a += " " + regName(Vreg{static_cast<uint32_t>(__builtin_ctz(m))});
          }
          add(a);
          break;
        }
        case VimmKind::Stat:
          std::snprintf(buf, sizeof buf, "bcCompiled, %d", in.disp);
          add(buf);
          break;
        case VimmKind::Func: add(reinterpret_cast<const Func*>(in.imm)->fullName()); break;
        case VimmKind::Helper:
          std::snprintf(buf, sizeof buf, "%s, bc%u, depth %u", helperName(in.imm), in.aux0, in.aux1);
          add(buf);
          break;
        case VimmKind::Str: add(dumpString(reinterpret_cast<const StringData*>(in.imm)->view())); break;
        case VimmKind::CallPHP:
          std::snprintf(buf, sizeof buf, "%s, ActRec [r12%+d], return bc%u, entry bc%u",
                        reinterpret_cast<const Func*>(in.imm)->fullName().c_str(), in.disp, in.aux0, in.aux1);
          add(buf);
          break;
      }
      out += line + args + "\n";
    }
  }
  return out;
}

} // namespace hop::jit
