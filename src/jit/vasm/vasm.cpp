// vasm.cpp — the vasm tables and dump.
#include "jit/vasm/vasm.h"

#include <cstdio>
#include <cstring>

#include "bytecode/func.h"
#include "jit/ir/ir.h"
#include "jit/array-helpers.h"
#include "jit/string-helpers.h"
#include "runtime/string/string-data.h"

namespace hop::jit {

namespace {
struct VopInfo { const char* name; bool d, s0, s1; uint32_t flags; };
constexpr VopInfo kVops[] = {
#define X(name, d, s0, s1, flags) {#name, d != 0, s0 != 0, s1 != 0, flags},
    HOP_VASM_OPS(X)
#undef X
};

const char* const kGpNames[] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
                                "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};
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

const char* vopName(Vop op) { return kVops[static_cast<size_t>(op)].name; }
uint32_t vopFlags(Vop op) { return kVops[static_cast<size_t>(op)].flags; }

namespace vasm_detail {
OpShape shapeOf(Vop op) {
  const auto& i = kVops[static_cast<size_t>(op)];
  return {i.d, i.s0, i.s1};
}
} // namespace vasm_detail

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
      const auto s = vasm_detail::shapeOf(in.op);
      std::string args;
      auto add = [&](const std::string& a) { args += (args.empty() ? " " : ", ") + a; };
      if (s.d) add(regName(in.d));
      const bool mem = in.op == Vop::load || in.op == Vop::loadsd || in.op == Vop::storeti ||
                       in.op == Vop::cmpbi || in.op == Vop::testbi || in.op == Vop::loadl ||
                       in.op == Vop::cmpli || in.op == Vop::testli || in.op == Vop::storebi || in.op == Vop::lea ||
                       in.op == Vop::loadzb || in.op == Vop::decl || in.op == Vop::cmpptr;
      if (in.op == Vop::store || in.op == Vop::storesd || in.op == Vop::storel) {
        add(regName(in.s0));
        std::snprintf(buf, sizeof buf, "[%s%+d]", regName(in.s1).c_str(), in.disp);
        add(buf);
      } else {
        if (s.s0) {
          if (mem) {
            std::snprintf(buf, sizeof buf, "[%s%+d]", regName(in.s0).c_str(), in.disp);
            add(buf);
          } else {
            add(regName(in.s0));
          }
        }
        if (s.s1) {
          if (in.op == Vop::cmpqm) {
            std::snprintf(buf, sizeof buf, "[%s%+d]", regName(in.s1).c_str(), in.disp);
            add(buf);
          } else {
            add(regName(in.s1));
          }
        }
      }
      switch (in.op) {
        case Vop::ldimm:
        case Vop::storeti:
        case Vop::cmpbi:
        case Vop::testbi:
        case Vop::cmpli:
        case Vop::testli:
        case Vop::storebi:
        case Vop::testqi:
        case Vop::addqi:
        case Vop::exit:
          std::snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)in.imm);
          add(buf);
          break;
        case Vop::ldimmd: {
          double d;
          std::memcpy(&d, &in.imm, sizeof d);
          std::snprintf(buf, sizeof buf, "%.17g", d);
          add(buf);
          break;
        }
        case Vop::leaidx:
          std::snprintf(buf, sizeof buf, "%+d", in.disp);
          add(buf);
          break;
        case Vop::setcc: add(kCcNames[in.cc & 15]); break;
        case Vop::jcc:
          add(kCcNames[in.cc & 15]);
          std::snprintf(buf, sizeof buf, "V%u, V%u", in.t0, in.t1);
          add(buf);
          break;
        case Vop::jmp:
          std::snprintf(buf, sizeof buf, "V%u", in.t0);
          add(buf);
          break;
        case Vop::callinterp:
          std::snprintf(buf, sizeof buf, "bc%lld, depth %d", (long long)in.imm, in.disp);
          add(buf);
          break;
        case Vop::cmpptr: add("ptr"); break;
        case Vop::callrelease:
          std::snprintf(buf, sizeof buf, "bc%u, depth %u", static_cast<uint32_t>(in.imm),
                        static_cast<uint32_t>(static_cast<uint64_t>(in.imm) >> 32));
          add(buf);
          break;
        case Vop::callinterpbr:
          std::snprintf(buf, sizeof buf, "bc%lld, depth %d", (long long)in.imm, in.disp);
          add(buf);
          break;
        case Vop::incstat:
          std::snprintf(buf, sizeof buf, "bcCompiled, %d", in.disp);
          add(buf);
          break;
        case Vop::ldfunc: add(reinterpret_cast<const Func*>(in.imm)->fullName()); break;
        case Vop::callh:
          std::snprintf(buf, sizeof buf, "%s, bc%u, depth %u", helperName(in.imm), in.aux0, in.aux1);
          add(buf);
          break;
        case Vop::ldstr: add(dumpString(reinterpret_cast<const StringData*>(in.imm)->view())); break;
        case Vop::callphp:
          std::snprintf(buf, sizeof buf, "%s, ActRec [r12%+d], return bc%u, entry bc%u",
                        reinterpret_cast<const Func*>(in.imm)->fullName().c_str(), in.disp, in.aux0, in.aux1);
          add(buf);
          break;
        default: break;
      }
      out += line + args + "\n";
    }
  }
  return out;
}

} // namespace hop::jit
