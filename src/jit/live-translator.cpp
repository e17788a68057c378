// live-translator.cpp — the Int subset: analysis (which instructions are
// reachable, the stack depth and stack types before each), then x86-64.
//
// Register use: rdi holds the frame's first local for the whole
// translation; local i is at [rdi + 16 i], evaluation stack slot s at
// [rdi + 16 (numLocals + s)]. Only rax and rcx are scratch, so the code
// saves nothing and calls nothing. Every exit is `mov rax, offset |
// depth << 32; ret`, the instruction the interpreter resumes at.
#include "jit/live-translator.h"

#include <asmjit/x86.h>

#include <vector>

#include "bytecode/op-info.h"
#include "bytecode/ops.h"
#include "runtime/value/data-type.h"
#include "runtime/value/typed-value.h"

namespace hop::jit {

namespace {

namespace x86 = asmjit::x86;

// What the translation knows about an evaluation stack slot: it made it.
enum class SType : uint8_t { Int, Bool };

constexpr int32_t kTypeOff = static_cast<int32_t>(offsetof(TypedValue, m_type));
static_assert(sizeof(TypedValue) == 16 && offsetof(TypedValue, m_data) == 0);

bool isCompare(Op op) {
  return op == Op::Lt || op == Op::Lte || op == Op::Gt || op == Op::Gte || op == Op::Eq || op == Op::Neq;
}
bool isAddSub(Op op) { return op == Op::Add || op == Op::Sub; }

struct Analysis {
  std::vector<int32_t> depth;               // -1: not reachable
  std::vector<std::vector<SType>> stack;    // types before the instruction
};

class Translator {
public:
  Translator(const TransContext& ctx) : m_ctx(ctx), m_f(*ctx.func), m_bc(ctx.func->bc.data()) {}

  bool analyze();
  bool emit(x86::Assembler& a);

private:
  uint32_t u32(uint32_t off, Op op, int i) const { return readRaw<uint32_t>(m_bc + off + immOffsetOf(op, i)); }
  int64_t i64(uint32_t off, Op op, int i) const { return readRaw<int64_t>(m_bc + off + immOffsetOf(op, i)); }
  Op sub(uint32_t off, Op op, int i) const { return static_cast<Op>(m_bc[off + immOffsetOf(op, i)]); }
  bool localOk(uint32_t l) const { return l < m_f.numLocals; }
  /// Applies one instruction to the stack types; false if outside the subset.
  bool step(uint32_t off, Op op, std::vector<SType>& st, std::vector<uint32_t>& succ) const;

  int32_t localDisp(uint32_t l) const { return static_cast<int32_t>(l * 16); }
  int32_t slotDisp(uint32_t s) const { return static_cast<int32_t>((m_f.numLocals + s) * 16); }
  asmjit::Label exitAt(x86::Assembler& a, uint32_t off);
  void guardInt(x86::Assembler& a, int32_t disp, uint32_t off);
  void storeSlot(x86::Assembler& a, int32_t disp, x86::Gp reg, SType t);

  const TransContext& m_ctx;
  const Func& m_f;
  const uint8_t* m_bc;
  Analysis m_an;
  std::vector<asmjit::Label> m_labels;     // per offset (instruction starts)
  std::vector<asmjit::Label> m_exits;      // per offset, created on demand
};

bool Translator::step(uint32_t off, Op op, std::vector<SType>& st, std::vector<uint32_t>& succ) const {
  auto pop = [&](bool intOnly) {
    if (st.empty()) return false;
    if (intOnly && st.back() != SType::Int) return false;
    st.pop_back();
    return true;
  };
  bool fallsThrough = true;
  switch (op) {
    case Op::Nop: break;
    case Op::Int: st.push_back(SType::Int); break;
    case Op::CGetL:
      if (!localOk(u32(off, op, 0))) return false;
      st.push_back(SType::Int);
      break;
    case Op::CGetL2:
      if (!localOk(u32(off, op, 0)) || !localOk(u32(off, op, 1))) return false;
      st.push_back(SType::Int);
      st.push_back(SType::Int);
      break;
    case Op::CmpLL:
    case Op::CmpLI:
    case Op::ArithLL:
    case Op::ArithLI: {
      if (!localOk(u32(off, op, 0))) return false;
      if ((op == Op::CmpLL || op == Op::ArithLL) && !localOk(u32(off, op, 1))) return false;
      const Op inner = sub(off, op, 2);
      const bool cmp = op == Op::CmpLL || op == Op::CmpLI;
      if (cmp ? !isCompare(inner) : !isAddSub(inner)) return false;
      st.push_back(cmp ? SType::Bool : SType::Int);
      break;
    }
    case Op::SetL:
      if (!localOk(u32(off, op, 0)) || st.empty()) return false;
      break;
    case Op::PopL:
      if (!localOk(u32(off, op, 0)) || !pop(false)) return false;
      break;
    case Op::PopC:
      if (!pop(false)) return false;
      break;
    case Op::Add:
    case Op::Sub:
      if (!pop(true) || !pop(true)) return false;
      st.push_back(SType::Int);
      break;
    case Op::Lt:
    case Op::Lte:
    case Op::Gt:
    case Op::Gte:
      if (!pop(true) || !pop(true)) return false;
      st.push_back(SType::Bool);
      break;
    case Op::SetOpL: {
      if (!localOk(u32(off, op, 0)) || st.empty() || st.back() != SType::Int) return false;
      const auto so = static_cast<SetOpOp>(m_bc[off + immOffsetOf(op, 1)]);
      if (so != SetOpOp::Add && so != SetOpOp::Sub) return false;
      break;
    }
    case Op::IncDecL:
      if (!localOk(u32(off, op, 0))) return false;
      st.push_back(SType::Int);
      break;
    case Op::Jmp:
      succ.push_back(off + readRaw<int32_t>(m_bc + off + 1));
      fallsThrough = false;
      break;
    case Op::JmpZ:
    case Op::JmpNZ:
      if (!pop(false)) return false;
      succ.push_back(off + readRaw<int32_t>(m_bc + off + 1));
      break;
    case Op::RetC:
      // Left to the interpreter (frame teardown, return to the caller).
      if (st.size() != 1) return false;
      fallsThrough = false;
      break;
    default: return false;
  }
  if (fallsThrough) succ.push_back(off + instrLenOf(op));
  return true;
}

bool Translator::analyze() {
  const uint32_t size = static_cast<uint32_t>(m_f.bc.size());
  m_an.depth.assign(size, -1);
  m_an.stack.assign(size, {});
  std::vector<uint32_t> work{m_ctx.sk.offset()};
  m_an.depth[m_ctx.sk.offset()] = 0;
  while (!work.empty()) {
    const uint32_t off = work.back();
    work.pop_back();
    const Op op = static_cast<Op>(m_bc[off]);
    std::vector<SType> st = m_an.stack[off];
    std::vector<uint32_t> succ;
    if (!step(off, op, st, succ)) return false;
    if (st.size() > m_f.maxStack) return false;
    for (uint32_t s : succ) {
      if (s >= size) return false;
      if (m_an.depth[s] < 0) {
        m_an.depth[s] = static_cast<int32_t>(st.size());
        m_an.stack[s] = st;
        work.push_back(s);
      } else if (m_an.stack[s] != st) {
        return false;   // types disagree at a join: not this gear's business
      }
    }
  }
  return true;
}

asmjit::Label Translator::exitAt(x86::Assembler& a, uint32_t off) {
  if (!m_exits[off].isValid()) m_exits[off] = a.newLabel();
  return m_exits[off];
}

void Translator::guardInt(x86::Assembler& a, int32_t disp, uint32_t off) {
  a.cmp(x86::byte_ptr(x86::rdi, disp + kTypeOff), asmjit::imm(uint8_t(DataType::Int)));
  a.jne(exitAt(a, off));
}

void Translator::storeSlot(x86::Assembler& a, int32_t disp, x86::Gp reg, SType t) {
  a.mov(x86::qword_ptr(x86::rdi, disp), reg);
  // The type byte and zeroed aux fields, as makeInt/makeBool leave them.
  a.mov(x86::qword_ptr(x86::rdi, disp + kTypeOff),
        asmjit::imm(uint8_t(t == SType::Int ? DataType::Int : DataType::Bool)));
}

bool Translator::emit(x86::Assembler& a) {
  const uint32_t size = static_cast<uint32_t>(m_f.bc.size());
  m_labels.assign(size, asmjit::Label());
  m_exits.assign(size, asmjit::Label());
  for (uint32_t off = 0; off < size; ++off)
    if (m_an.depth[off] >= 0) m_labels[off] = a.newLabel();

  auto setcc = [&](Op cmp) {
    switch (cmp) {
      case Op::Lt: a.setl(x86::al); break;
      case Op::Lte: a.setle(x86::al); break;
      case Op::Gt: a.setg(x86::al); break;
      case Op::Gte: a.setge(x86::al); break;
      case Op::Eq: a.sete(x86::al); break;
      default: a.setne(x86::al); break;
    }
    a.movzx(x86::eax, x86::al);
  };
  // Checks that storing into local l releases nothing (the old value is not
  // refcounted, a Reference included); otherwise the interpreter stores.
  auto guardPlainStore = [&](uint32_t l, uint32_t off) {
    a.test(x86::byte_ptr(x86::rdi, localDisp(l) + kTypeOff), asmjit::imm(kRefcountedBit));
    a.jnz(exitAt(a, off));
  };

  for (uint32_t off = 0; off < size; ++off) {
    if (m_an.depth[off] < 0) continue;
    a.bind(m_labels[off]);
    const Op op = static_cast<Op>(m_bc[off]);
    const uint32_t d = static_cast<uint32_t>(m_an.depth[off]);
    const std::vector<SType>& st = m_an.stack[off];
    switch (op) {
      case Op::Nop: break;
      case Op::Int:
        a.mov(x86::rax, asmjit::imm(i64(off, op, 0)));
        storeSlot(a, slotDisp(d), x86::rax, SType::Int);
        break;
      case Op::CGetL: {
        const int32_t l = localDisp(u32(off, op, 0));
        guardInt(a, l, off);
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, l));
        storeSlot(a, slotDisp(d), x86::rax, SType::Int);
        break;
      }
      case Op::CGetL2: {
        const int32_t l0 = localDisp(u32(off, op, 0)), l1 = localDisp(u32(off, op, 1));
        guardInt(a, l0, off);
        guardInt(a, l1, off);
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, l0));
        a.mov(x86::rcx, x86::qword_ptr(x86::rdi, l1));
        storeSlot(a, slotDisp(d), x86::rax, SType::Int);
        storeSlot(a, slotDisp(d + 1), x86::rcx, SType::Int);
        break;
      }
      case Op::CmpLL:
      case Op::CmpLI:
      case Op::ArithLL:
      case Op::ArithLI: {
        const int32_t l0 = localDisp(u32(off, op, 0));
        guardInt(a, l0, off);
        if (op == Op::CmpLL || op == Op::ArithLL) {
          const int32_t l1 = localDisp(u32(off, op, 1));
          guardInt(a, l1, off);
          a.mov(x86::rcx, x86::qword_ptr(x86::rdi, l1));
        } else {
          a.mov(x86::rcx, asmjit::imm(i64(off, op, 1)));
        }
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, l0));
        const Op inner = sub(off, op, 2);
        if (op == Op::CmpLL || op == Op::CmpLI) {
          a.cmp(x86::rax, x86::rcx);
          setcc(inner);
          storeSlot(a, slotDisp(d), x86::rax, SType::Bool);
        } else {
          if (inner == Op::Add) a.add(x86::rax, x86::rcx);
          else a.sub(x86::rax, x86::rcx);
          a.jo(exitAt(a, off));   // overflow: the interpreter makes the float
          storeSlot(a, slotDisp(d), x86::rax, SType::Int);
        }
        break;
      }
      case Op::SetL:
      case Op::PopL: {
        const uint32_t l = u32(off, op, 0);
        guardPlainStore(l, off);
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        storeSlot(a, localDisp(l), x86::rax, st.back());
        break;
      }
      case Op::PopC: break;   // Int or Bool: nothing to release
      case Op::Add:
      case Op::Sub:
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 2)));
        if (op == Op::Add) a.add(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        else a.sub(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        a.jo(exitAt(a, off));
        storeSlot(a, slotDisp(d - 2), x86::rax, SType::Int);
        break;
      case Op::Lt:
      case Op::Lte:
      case Op::Gt:
      case Op::Gte:
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 2)));
        a.cmp(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        setcc(op);
        storeSlot(a, slotDisp(d - 2), x86::rax, SType::Bool);
        break;
      case Op::SetOpL: {
        const int32_t l = localDisp(u32(off, op, 0));
        const auto so = static_cast<SetOpOp>(m_bc[off + immOffsetOf(op, 1)]);
        guardInt(a, l, off);
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, l));
        if (so == SetOpOp::Add) a.add(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        else a.sub(x86::rax, x86::qword_ptr(x86::rdi, slotDisp(d - 1)));
        a.jo(exitAt(a, off));
        storeSlot(a, l, x86::rax, SType::Int);
        storeSlot(a, slotDisp(d - 1), x86::rax, SType::Int);
        break;
      }
      case Op::IncDecL: {
        const int32_t l = localDisp(u32(off, op, 0));
        const auto idop = static_cast<IncDecOp>(m_bc[off + immOffsetOf(op, 1)]);
        guardInt(a, l, off);
        a.mov(x86::rax, x86::qword_ptr(x86::rdi, l));
        a.mov(x86::rcx, x86::rax);
        if (isInc(idop)) a.add(x86::rcx, asmjit::imm(1));
        else a.sub(x86::rcx, asmjit::imm(1));
        a.jo(exitAt(a, off));
        a.mov(x86::qword_ptr(x86::rdi, l), x86::rcx);   // the type stays Int
        storeSlot(a, slotDisp(d), isPre(idop) ? x86::rcx : x86::rax, SType::Int);
        break;
      }
      case Op::Jmp:
        a.jmp(m_labels[off + readRaw<int32_t>(m_bc + off + 1)]);
        break;
      case Op::JmpZ:
      case Op::JmpNZ:
        a.cmp(x86::qword_ptr(x86::rdi, slotDisp(d - 1)), asmjit::imm(0));
        if (op == Op::JmpZ) a.je(m_labels[off + readRaw<int32_t>(m_bc + off + 1)]);
        else a.jne(m_labels[off + readRaw<int32_t>(m_bc + off + 1)]);
        break;
      case Op::RetC:
        a.jmp(exitAt(a, off));
        break;
      default: return false;
    }
  }
  // The exits, after the code (cold: taken once per run of the translation).
  for (uint32_t off = 0; off < size; ++off) {
    if (!m_exits[off].isValid()) continue;
    a.bind(m_exits[off]);
    a.mov(x86::rax, asmjit::imm(uint64_t(off) | (uint64_t(uint32_t(m_an.depth[off])) << 32)));
    a.ret();
  }
  return true;
}

// An encoding error leaves the translation unused (asmjit reports, never throws).
struct RecordingErrorHandler : asmjit::ErrorHandler {
  bool failed = false;
  void handleError(asmjit::Error, const char*, asmjit::BaseEmitter*) override { failed = true; }
};

} // namespace

TranslateResult translateLive(const TransContext& ctx, TranslationCache& tc, std::unique_ptr<Translation>* out) {
  const Func& f = *ctx.func;
  if (ctx.sk.offset() >= f.bc.size()) return TranslateResult::Unsupported;
  Translator tr(ctx);
  if (!tr.analyze()) return TranslateResult::Unsupported;

  asmjit::CodeHolder code;
  code.init(asmjit::Environment::host());
  RecordingErrorHandler errors;
  code.setErrorHandler(&errors);
  x86::Assembler a(&code);
  if (!tr.emit(a) || errors.failed) return TranslateResult::Unsupported;
  if (code.flatten() != asmjit::kErrorOk) return TranslateResult::Unsupported;
  const size_t size = code.codeSize();
  TCA dst = tc.allocate(Area::Main, size, 64);
  if (!dst) return TranslateResult::TCFull;
  if (code.relocateToBase(reinterpret_cast<uint64_t>(dst)) != asmjit::kErrorOk) return TranslateResult::Unsupported;
  code.copyFlattenedData(dst, size, asmjit::CopySectionFlags::kPadSectionBuffer);

  auto t = std::make_unique<Translation>();
  t->sk = ctx.sk;
  t->kind = TransKind::Live;
  t->entry = dst;
  t->ranges[static_cast<size_t>(Area::Main)] = CodeRange{dst, dst + size};
  *out = std::move(t);
  return TranslateResult::Done;
}

} // namespace hop::jit
