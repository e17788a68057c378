// ir.cpp — the IR's op table, construction and block order (the text form: ir-text.cpp).
#include "jit/ir/ir.h"

#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <utility>


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
  m_rpoValid = false;
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

SSATmp* IRUnit::newTmp() {
  SSATmp* t = m_tmpPool.make();
  t->id = static_cast<uint32_t>(m_tmps.size());
  m_tmps.push_back(t);
  return t;
}

Instr* IRUnit::newInstr(Opcode op, Type typeParam, const SrcList& srcs, uint32_t bcOff, uint32_t dstId) {
  Instr* in = m_instrPool.make();
  in->op = op;
  in->typeParam = typeParam;
  in->srcs = srcs;
  in->bcOff = bcOff;
  if (opcodeDstRule(op) != DstRule::ND) {
    if (dstId == kNextTmpId) dstId = static_cast<uint32_t>(m_tmps.size());
    while (m_tmps.size() <= dstId) newTmp();   // ids the text form skipped: tmps nothing defines
    SSATmp* tmp = m_tmps[dstId];
    tmp->type = dstTypeOf(op, typeParam);
    tmp->def = in;
    in->dst = tmp;
  }
  m_rpoValid = false;   // (its edges are set after it is made)
  return in;
}

SSATmp* IRUnit::tmp(uint32_t id) {
  while (m_tmps.size() <= id) newTmp();
  return m_tmps[id];
}

const std::vector<Block*>& IRUnit::rpo() const {
  if (!m_rpoValid) {
    m_rpo = computeRpo();
    m_rpoValid = true;
  }
  return m_rpo;
}

std::vector<Block*> IRUnit::computeRpo() const {
  // An iterative depth-first search: per block on the stack, the index of
  // the next successor to try (the last instruction's next, then its
  // taken — the hot fall-through path comes first in RPO — then the other
  // instructions' taken, in order).
  std::vector<Block*> post;
  post.reserve(m_blocks.size());
  std::vector<bool> seen(m_blocks.size());
  struct Frame {
    Block* b;
    uint32_t i;
  };
  std::vector<Frame> stack;
  auto succ = [](const Block* b, uint32_t i) -> Block* {
    // i 0: taken of the last, 1: its next, 2..: taken of instrs[i - 2] (the last skipped).
    const Instr* last = b->back();
    if (i == 0) return last->taken;
    if (i == 1) return last->next;
    const Instr* in = b->instrs[i - 2];
    return in != last ? in->taken : nullptr;
  };
  if (Block* e = entry()) {
    seen[e->id] = true;
    stack.push_back({e, 0});
  }
  while (!stack.empty()) {
    Frame& f = stack.back();
    const uint32_t n = f.b->empty() ? 0 : static_cast<uint32_t>(f.b->instrs.size()) + 2;
    Block* s = nullptr;
    while (f.i < n && !s) {
      s = succ(f.b, f.i++);
      if (s && seen[s->id]) s = nullptr;
    }
    if (s) {
      seen[s->id] = true;
      stack.push_back({s, 0});
      continue;
    }
    post.push_back(f.b);
    stack.pop_back();
  }
  return {post.rbegin(), post.rend()};
}

} // namespace hop::jit
