// ir.cpp — the IR's op table, construction and block order (the text form: ir-text.cpp).
#include "jit/ir/ir.h"

#include <cstdio>
#include <cstring>
#include <functional>
#include <initializer_list>


namespace hop::jit {

namespace {

constexpr SrcSpec makeSrcs(bool optional, std::initializer_list<uint32_t> types) {
  SrcSpec s;
  s.maxSrcs = static_cast<uint8_t>(types.size());
  s.minSrcs = optional ? 0 : s.maxSrcs;
  uint8_t i = 0;
  for (uint32_t t : types) s.types[i++] = t;
  return s;
}

using namespace irflag;
using namespace irsrc;
constexpr uint32_t ND = 0;   // (unused: keeps "0" flags readable)
#define S(...) makeSrcs(false, {__VA_ARGS__})
#define SOpt(t) makeSrcs(true, {t})
constexpr OpInfo kOps[] = {
#define X(name, dst, srcs, imm, flags, doc) {#name, DstRule::dst, srcs, IRImm::imm, flags, doc},
    HOP_IR_OPS(X)
#undef X
};
#undef S
#undef SOpt
static_assert(sizeof(kOps) / sizeof(kOps[0]) == kNumOpcodes);

} // namespace

const OpInfo& opInfo(Opcode op) { return kOps[static_cast<size_t>(op)]; }

bool opcodeFromName(const char* name, size_t len, Opcode* out) {
  for (size_t i = 0; i < kNumOpcodes; ++i) {
    if (std::strlen(kOps[i].name) == len && std::memcmp(kOps[i].name, name, len) == 0) {
      *out = static_cast<Opcode>(i);
      return true;
    }
  }
  return false;
}

Block* IRUnit::newBlock(Area area, uint32_t bcOff) {
  auto b = std::make_unique<Block>();
  b->id = static_cast<uint32_t>(m_blocks.size());
  b->area = area;
  b->bcOff = bcOff;
  m_blocks.push_back(std::move(b));
  return m_blocks.back().get();
}

Type dstTypeOf(Opcode op, Type typeParam) {
  switch (opcodeDstRule(op)) {
    case DstRule::ND: return Type::Bottom();
    case DstRule::DParam: return typeParam;
    case DstRule::DInt: return Type::Int();
    case DstRule::DDbl: return Type::Dbl();
    case DstRule::DBool: return Type::Bool();
  }
  return Type::Bottom();
}

Instr* IRUnit::newInstr(Opcode op, Type typeParam, std::vector<SSATmp*> srcs, uint32_t bcOff, uint32_t dstId) {
  auto in = std::make_unique<Instr>();
  in->op = op;
  in->typeParam = typeParam;
  in->srcs = std::move(srcs);
  in->bcOff = bcOff;
  if (opcodeDstRule(op) != DstRule::ND) {
    if (dstId == kNextTmpId) dstId = static_cast<uint32_t>(m_tmps.size());
    while (m_tmps.size() <= dstId) {   // ids the text form skipped: tmps nothing defines
      auto filler = std::make_unique<SSATmp>();
      filler->id = static_cast<uint32_t>(m_tmps.size());
      m_tmps.push_back(std::move(filler));
    }
    SSATmp* tmp = m_tmps[dstId].get();
    tmp->type = dstTypeOf(op, typeParam);
    tmp->def = in.get();
    in->dst = tmp;
  }
  m_instrs.push_back(std::move(in));
  return m_instrs.back().get();
}

SSATmp* IRUnit::tmp(uint32_t id) {
  while (m_tmps.size() <= id) {
    auto filler = std::make_unique<SSATmp>();
    filler->id = static_cast<uint32_t>(m_tmps.size());
    m_tmps.push_back(std::move(filler));
  }
  return m_tmps[id].get();
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

} // namespace hop::jit
