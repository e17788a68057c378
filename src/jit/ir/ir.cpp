// ir.cpp — the IR's tables, construction and dump.
#include "jit/ir/ir.h"

#include <cstdio>
#include <functional>

#include "bytecode/func.h"
#include "runtime/string/string-data.h"
#include "runtime/class/class.h"

namespace hop::jit {

namespace {
using namespace irflag;
constexpr uint32_t ND = 0;   // flag spelled "0" in the table
struct OpInfo { const char* name; DstRule dst; uint32_t flags; };
constexpr OpInfo kOps[] = {
#define X(name, dst, flags) {#name, DstRule::dst, flags},
    HOP_IR_OPS(X)
#undef X
};
} // namespace

const char* opcodeName(Opcode op) { return kOps[static_cast<size_t>(op)].name; }
uint32_t opcodeFlags(Opcode op) { return kOps[static_cast<size_t>(op)].flags; }
DstRule opcodeDstRule(Opcode op) { return kOps[static_cast<size_t>(op)].dst; }

Block* IRUnit::newBlock(Area area, uint32_t bcOff) {
  auto b = std::make_unique<Block>();
  b->id = static_cast<uint32_t>(m_blocks.size());
  b->area = area;
  b->bcOff = bcOff;
  m_blocks.push_back(std::move(b));
  return m_blocks.back().get();
}

Instr* IRUnit::newInstr(Opcode op, Type typeParam, std::vector<SSATmp*> srcs, uint32_t bcOff) {
  auto in = std::make_unique<Instr>();
  in->op = op;
  in->typeParam = typeParam;
  in->srcs = std::move(srcs);
  in->bcOff = bcOff;
  Type t;
  switch (opcodeDstRule(op)) {
    case DstRule::ND: break;
    case DstRule::DParam: t = typeParam; break;
    case DstRule::DInt: t = Type::Int(); break;
    case DstRule::DDbl: t = Type::Dbl(); break;
    case DstRule::DBool: t = Type::Bool(); break;
  }
  if (opcodeDstRule(op) != DstRule::ND) {
    auto tmp = std::make_unique<SSATmp>();
    tmp->id = static_cast<uint32_t>(m_tmps.size());
    tmp->type = t;
    tmp->def = in.get();
    in->dst = tmp.get();
    m_tmps.push_back(std::move(tmp));
  }
  m_instrs.push_back(std::move(in));
  return m_instrs.back().get();
}

std::vector<Block*> IRUnit::rpo() const {
  std::vector<Block*> post;
  std::vector<bool> seen(m_blocks.size());
  std::function<void(Block*)> dfs = [&](Block* b) {
    seen[b->id] = true;
    if (!b->empty()) {
      const Instr* last = b->back();
      // next first, then taken: the hot fall-through path comes first in RPO.
      for (Block* s : {last->taken, last->next}) {
        if (s && !seen[s->id]) dfs(s);
      }
      for (Instr* in : b->instrs) {
        if (in != last && in->taken && !seen[in->taken->id]) dfs(in->taken);
      }
    }
    post.push_back(b);
  };
  if (entry()) dfs(entry());
  return {post.rbegin(), post.rend()};
}

std::string dumpString(std::string_view s) {
  std::string out = "\"";
  for (char c : s.substr(0, 40)) {
    if (c == '\n') out += "\\n";
    else if (c == '"' || c == '\\') out += std::string("\\") + c;
    else if (static_cast<unsigned char>(c) < 0x20) out += "?";
    else out += c;
  }
  return out + (s.size() > 40 ? "\"..." : "\"");
}

std::string instrToString(const Instr& in) {
  std::string s;
  char buf[256];
  if (in.dst) {
    std::snprintf(buf, sizeof buf, "t%u:%s = ", in.dst->id, in.dst->type.toString().c_str());
    s += buf;
  }
  s += opcodeName(in.op);
  switch (in.op) {
    case Opcode::DefConst:
      if (in.typeParam <= Type::Str()) {
        s += "<" + dumpString(reinterpret_cast<const StringData*>(in.extra.i)->view()) + ">";
        break;
      }
      if (in.typeParam == Type::Dbl()) std::snprintf(buf, sizeof buf, "<%.17g>", in.extra.d);
      else std::snprintf(buf, sizeof buf, "<%lld>", (long long)in.extra.i);
      s += buf;
      break;
    case Opcode::CheckLoc:
    case Opcode::LdLoc:
      std::snprintf(buf, sizeof buf, "<%s,L%u>", in.typeParam.toString().c_str(), in.extra.loc);
      s += buf;
      break;
    case Opcode::StLoc:
    case Opcode::AppendLoc:
      std::snprintf(buf, sizeof buf, "<L%u>", in.extra.loc);
      s += buf;
      break;
    case Opcode::CheckPackedElem:
    case Opcode::LdPackedElem:
    case Opcode::CheckPtrElem:
    case Opcode::LdPtrElem:
      std::snprintf(buf, sizeof buf, "<%s>", in.typeParam.toString().c_str());
      s += buf;
      break;
    case Opcode::LdLocType:
    case Opcode::LdLocData:
      std::snprintf(buf, sizeof buf, "<L%u>", in.extra.loc);
      s += buf;
      break;
    case Opcode::CheckObjCls:
      std::snprintf(buf, sizeof buf, "<%.60s>", reinterpret_cast<const Class*>(in.extra.i)->name->data());
      s += buf;
      break;
    case Opcode::CheckProp:
    case Opcode::LdProp:
    case Opcode::StProp:
      std::snprintf(buf, sizeof buf, "<%s,+%lld>", in.typeParam.toString().c_str(), (long long)in.extra.i);
      s += buf;
      break;
    case Opcode::LdPropType:
      std::snprintf(buf, sizeof buf, "<+%lld>", (long long)in.extra.i);
      s += buf;
      break;
    case Opcode::DecRefSlotNZ:
    case Opcode::CheckSlotLive:
    case Opcode::IncRefSlot:
      if (in.extra.loc == kThisSlot) std::snprintf(buf, sizeof buf, "<%s,this>", in.typeParam.toString().c_str());
      else std::snprintf(buf, sizeof buf, "<%s,L%u>", in.typeParam.toString().c_str(), in.extra.loc);
      s += buf;
      break;
    case Opcode::CheckStk:
    case Opcode::LdStk:
      std::snprintf(buf, sizeof buf, "<%s,S%u>", in.typeParam.toString().c_str(), in.extra.slot);
      s += buf;
      break;
    case Opcode::StStk:
      std::snprintf(buf, sizeof buf, "<S%u>", in.extra.slot);
      s += buf;
      break;
    case Opcode::ReqInterp:
    case Opcode::InterpOne:
    case Opcode::InterpOneBr:
    case Opcode::DecRef:
    case Opcode::DecRefTV:
      std::snprintf(buf, sizeof buf, "<bc%u,depth %u>", in.extra.off, in.extra.depth);
      s += buf;
      break;
    case Opcode::CheckFunc:
    case Opcode::StActRec:
    case Opcode::CheckCallRoom:
    case Opcode::CallPHP: {
      const auto* callee = reinterpret_cast<const Func*>(in.extra.i);
      if (in.op == Opcode::CheckFunc) {
        std::snprintf(buf, sizeof buf, "<%s,cache>", callee->fullName().c_str());
      } else if (in.op == Opcode::CallPHP) {
        std::snprintf(buf, sizeof buf, "<%s,S%u,%u args,return bc%u,entry bc%u>", callee->fullName().c_str(),
                      in.extra.slot, in.extra.depth, in.extra.off, in.extra.loc);
      } else {
        std::snprintf(buf, sizeof buf, "<%s,S%u>", callee->fullName().c_str(), in.extra.slot);
      }
      s += buf;
      break;
    }
    case Opcode::IncStat:
      std::snprintf(buf, sizeof buf, "<bcCompiled,%lld>", (long long)in.extra.i);
      s += buf;
      break;
    default: break;
  }
  for (size_t i = 0; i < in.srcs.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%st%u", i ? ", " : " ", in.srcs[i]->id);
    s += buf;
  }
  if (in.taken) {
    std::snprintf(buf, sizeof buf, " -> B%u", in.taken->id);
    s += buf;
  }
  if (in.next) {
    std::snprintf(buf, sizeof buf, ", B%u", in.next->id);
    s += buf;
  }
  return s;
}

std::string IRUnit::toString() const {
  std::string out;
  char buf[64];
  for (Block* b : rpo()) {
    std::snprintf(buf, sizeof buf, "B%u (%s, bc%u):\n", b->id, areaName(b->area), b->bcOff);
    out += buf;
    for (const Instr* in : b->instrs) {
      out += "  ";
      out += instrToString(*in);
      out += '\n';
    }
  }
  return out;
}

} // namespace hop::jit
