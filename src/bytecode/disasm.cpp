// disasm.cpp — bytecode to text, driven by the op table.
#include "bytecode/disasm.h"

#include <cstdio>

#include "bytecode/op-info.h"
#include "bytecode/setop-flags.h"
#include "bytecode/unit.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      default:
        if (c < 32 || c >= 127) {
          char buf[8];
          std::snprintf(buf, sizeof(buf), "\\x%02x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

std::string localName(const Func& f, uint32_t id) {
  if (id == kNoLocal) return "-";
  if (id < f.localNames.size() && f.localNames[id]) return "$" + f.localNames[id]->str();
  return "_T" + std::to_string(id);
}

/// What an OA immediate's byte is, as the op table's row names it (ops.h
/// HOP_OA_KINDS; every other immediate kind reads as None here).
enum class OaName : uint8_t {
  None,
#define X(k) k,
  HOP_OA_KINDS(X)
#undef X
};
namespace oa_of {
#define X(k) constexpr OaName k = OaName::None;
HOP_IMM_KINDS(X)
#undef X
#define X(k) constexpr OaName k = OaName::k;
HOP_OA_KINDS(X)
#undef X
} // namespace oa_of
#define HOP_IMM(k) oa_of::k,
#define X(name, imms, pops, pushes, flags) {imms},
constexpr OaName kOaNames[][6] = {HOP_BYTECODE_OPS(X)};
#undef X
#undef HOP_IMM

std::string subopName(OaName which, uint8_t v) {
  static const char* castNames[] = {
#define X(n) #n,
      HOP_CAST_OPS(X)
#undef X
  };
  static const char* isTypeNames[] = {
#define X(n) #n,
      HOP_IS_TYPE_OPS(X)
#undef X
  };
  static const char* setOpNames[] = {
#define X(n) #n,
      HOP_SET_OPS(X)
#undef X
  };
  static const char* incDecNames[] = {
#define X(n) #n,
      HOP_INC_DEC_OPS(X)
#undef X
  };
  static const char* modeNames[] = {
#define X(n) #n,
      HOP_MEMBER_MODES(X)
#undef X
  };
  static const char* queryNames[] = {
#define X(n) #n,
      HOP_QUERY_OPS(X)
#undef X
  };
  static const char* silenceNames[] = {
#define X(n) #n,
      HOP_SILENCE_OPS(X)
#undef X
  };
  static const char* boxRefNames[] = {
#define X(n) #n,
      HOP_BOX_REF_OPS(X)
#undef X
  };
  static const char* fatalNames[] = {
#define X(n) #n,
      HOP_FATAL_OPS(X)
#undef X
  };
  static const char* clsRefNames[] = {
#define X(n) #n,
      HOP_SPECIAL_CLS_REFS(X)
#undef X
  };
  static const char* inclNames[] = {
#define X(n) #n,
      HOP_INCL_OPS(X)
#undef X
  };
  switch (which) {
    case OaName::OAPad: return "_";
    case OaName::OAOp: return v == 0 || v >= kNumOps ? "_" : opName(static_cast<Op>(v));
    case OaName::OACast: return castNames[v];
    case OaName::OAIsType: return isTypeNames[v];
    case OaName::OASetOp: return setOpNames[v & ~kSetOpSameLocal];   // (the flag: `$a .= $a`)
    case OaName::OAIncDec: return incDecNames[v];
    case OaName::OAQuery: return queryNames[v];
    case OaName::OASilence: return silenceNames[v];
    case OaName::OABoxRef: return boxRefNames[v];
    case OaName::OAFatal: return fatalNames[v];
    case OaName::OAClsRef: return clsRefNames[v];
    case OaName::OAIncl: return inclNames[v];
    case OaName::OAMode: return modeNames[v < 5 ? v : 0];
    case OaName::OAFlag:
    case OaName::None: break;
  }
  return std::to_string(v);
}

std::string keyText(const Func& f, MemberKey k) {
  const Unit& u = *f.unit;
  switch (k.kind) {
    case MemberKeyKind::EC: return "EC:" + std::to_string(k.payload);
    case MemberKeyKind::PC: return "PC:" + std::to_string(k.payload);
    case MemberKeyKind::EL: return "EL:" + localName(f, uint32_t(k.payload));
    case MemberKeyKind::PL: return "PL:" + localName(f, uint32_t(k.payload));
    case MemberKeyKind::ET: return "ET:" + quote(u.litstrs[k.litstrId()]->view());
    case MemberKeyKind::PT: return "PT:" + quote(u.litstrs[k.litstrId()]->view()) + " #" + std::to_string(k.cacheSlot());
    case MemberKeyKind::QT: return "QT:" + quote(u.litstrs[k.litstrId()]->view()) + " #" + std::to_string(k.cacheSlot());
    case MemberKeyKind::EI: return "EI:" + std::to_string(k.payload);
    case MemberKeyKind::W: return "W";
    case MemberKeyKind::None: return "None";
  }
  return "?";
}

} // namespace

std::string disassembleInstr(const Func& f, uint32_t off) {
  char buf[64];
  const Unit& u = *f.unit;
  const uint8_t* pc = f.bc.data() + off;
  Op op = static_cast<Op>(pc[0]);
  std::string out = opName(op);
  for (int i = 0; i < opNumImms(op); ++i) {
    out += ' ';
    const uint8_t* ip = pc + immOffset(pc, i);
    switch (opImmKind(op, i)) {
      case ImmKind::IVA: out += std::to_string(readRaw<uint32_t>(ip)); break;
      case ImmKind::I64A: out += std::to_string(readRaw<int64_t>(ip)); break;
      case ImmKind::DA: {
        std::snprintf(buf, sizeof(buf), "%.17g", readRaw<double>(ip));
        out += buf;
        break;
      }
      case ImmKind::SA: {
        uint32_t id = readRaw<uint32_t>(ip);
        out += id == kNoString ? "-" : quote(u.litstrs[id]->view());
        break;
      }
      case ImmKind::AA: out += "@A" + std::to_string(readRaw<uint32_t>(ip)); break;
      case ImmKind::LA: out += localName(f, readRaw<uint32_t>(ip)); break;
      case ImmKind::BA: out += "L" + std::to_string(int64_t(off) + readRaw<int32_t>(ip)); break;
      case ImmKind::OA: out += subopName(kOaNames[uint8_t(op)][i], ip[0]); break;
      case ImmKind::CA: out += "#" + std::to_string(readRaw<uint32_t>(ip)); break;
      case ImmKind::KA: out += keyText(f, immKey(pc, i)); break;
      case ImmKind::BLA: {
        uint32_t n = readRaw<uint32_t>(ip);
        out += "<";
        for (uint32_t j = 0; j < n; ++j) {
          if (j) out += " ";
          out += "L" + std::to_string(int64_t(off) + readRaw<int32_t>(ip + 4 + 4 * j));
        }
        out += ">";
        break;
      }
    }
  }
  return out;
}

std::string disassembleFunc(const Func& f) {
  std::string out;
  char buf[128];
  std::snprintf(buf, sizeof(buf), "Function %s (lines %d-%d) params=%u locals=%u stack=%u\n", f.fullName().c_str(),
                f.lineStart, f.lineEnd, f.numParams(), f.numLocals, f.maxStack);
  out += buf;
  int lastLine = -1;
  for (uint32_t off = 0; off < f.bc.size();) {
    const uint8_t* pc = f.bc.data() + off;
    int line = f.lineForOffset(off);
    if (line != lastLine) {
      std::snprintf(buf, sizeof(buf), "  // line %d\n", line);
      out += buf;
      lastLine = line;
    }
    std::snprintf(buf, sizeof(buf), "  %04u  ", off);
    out += buf;
    out += disassembleInstr(f, off);
    out += "\n";
    off += instrLen(pc);
  }
  for (const EHEntry& e : f.ehTable) {
    std::snprintf(buf, sizeof(buf), "  EH [%u, %u) -> %u\n", e.start, e.end, e.handler);
    out += buf;
  }
  return out;
}

std::string disassembleUnit(const Unit& u) {
  std::string out;
  for (const auto& f : u.funcs) {
    out += disassembleFunc(*f);
    out += "\n";
  }
  for (const auto& pc : u.preClasses) {
    out += "Class " + pc->name->str();
    if (pc->parentName) out += " extends " + pc->parentName->str();
    out += "\n";
  }
  return out;
}

} // namespace hop
