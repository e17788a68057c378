// fuse.cpp — the in-place fusion pass (fuse.h).
//
// Why in place and at the same length: branch offsets, exception tables,
// line tables and return offsets all refer to bytecode offsets. Keeping every
// instruction that can be reached from elsewhere at its offset means nothing
// else needs rewriting; the bytes a fused instruction does not need become
// padding immediates.
#include "bytecode/fuse.h"

#include <cstring>
#include <vector>

#include "bytecode/func.h"
#include "bytecode/op-info.h"

namespace hop {

namespace {

bool isFusableCompare(Op op) {
  return op == Op::Lt || op == Op::Lte || op == Op::Gt || op == Op::Gte || op == Op::Eq || op == Op::Neq;
}

bool isFusableArith(Op op) {
  return op == Op::Add || op == Op::Sub || op == Op::Mul || op == Op::Div || op == Op::Mod || op == Op::BitAnd ||
         op == Op::BitOr || op == Op::BitXor || op == Op::Shl || op == Op::Shr || op == Op::Concat;
}

/// Writes a fused three-instruction form: op a x sub pad.
template <class T> void writeFused(uint8_t* pc, Op fused, uint32_t local, T operand, uint8_t sub) {
  pc[0] = uint8_t(fused);
  std::memcpy(pc + immOffsetOf(fused, 0), &local, 4);
  std::memcpy(pc + immOffsetOf(fused, 1), &operand, sizeof(T));
  pc[immOffsetOf(fused, 2)] = sub;
  pc[immOffsetOf(fused, 3)] = 0;
}

template <class T> void put(uint8_t* p, T v) { std::memcpy(p, &v, sizeof(T)); }

} // namespace

void fuseInstructions(Func& f, const std::vector<uint32_t>& branchTargets) {
  const uint32_t n = static_cast<uint32_t>(f.bc.size());
  // Offsets where execution may begin other than by falling through, in a
  // per-thread scratch buffer (one byte each: no allocation per function).
  thread_local std::vector<uint8_t> scratch;
  if (scratch.size() < size_t(n) + 1) scratch.resize(size_t(n) + 1);
  uint8_t* entry = scratch.data();
  std::memset(entry, 0, size_t(n) + 1);
  entry[0] = 1;
  for (uint32_t t : branchTargets)
    if (t <= n) entry[t] = 1;
  for (const EHEntry& e : f.ehTable) {
    if (e.start <= n) entry[e.start] = 1;
    if (e.end <= n) entry[e.end] = 1;
    if (e.handler <= n) entry[e.handler] = 1;
  }
  for (const LineEntry& l : f.lineTable)
    if (l.pcStart <= n) entry[l.pcStart] = 1;
  uint8_t* bc = f.bc.data();
  constexpr uint32_t kLenCGetL = instrLenOf(Op::CGetL);
  constexpr uint32_t kLenInt = instrLenOf(Op::Int);
  static_assert(instrLenOf(Op::CGetL2) == 2 * kLenCGetL);
  static_assert(instrLenOf(Op::CmpLL) == 2 * kLenCGetL + 1);
  static_assert(instrLenOf(Op::CmpLI) == kLenCGetL + kLenInt + 1);
  static_assert(instrLenOf(Op::ArithLL) == 2 * kLenCGetL + 1);
  static_assert(instrLenOf(Op::ArithLI) == kLenCGetL + kLenInt + 1);
  static_assert(instrLenOf(Op::ArithSL) == kLenCGetL + 1);
  static_assert(instrLenOf(Op::BaseLQ) == instrLenOf(Op::BaseL) && instrLenOf(Op::BaseLS) == instrLenOf(Op::BaseL) &&
                instrLenOf(Op::BaseLO) == instrLenOf(Op::BaseL));
  static_assert(instrLenOf(Op::SameI) == instrLenOf(Op::Int) + instrLenOf(Op::Same) &&
                instrLenOf(Op::SameS) == instrLenOf(Op::String) + instrLenOf(Op::Same) &&
                instrLenOf(Op::Same) == instrLenOf(Op::NSame) && immOffsetOf(Op::SameI, 1) == instrLenOf(Op::Int) &&
                immOffsetOf(Op::SameS, 1) == instrLenOf(Op::String));
  static_assert(instrLenOf(Op::JmpCmpLL) == instrLenOf(Op::CmpLL) + instrLenOf(Op::JmpZ));
  static_assert(instrLenOf(Op::JmpCmpLI) == instrLenOf(Op::CmpLI) + instrLenOf(Op::JmpZ));
  static_assert(instrLenOf(Op::JmpZ) == instrLenOf(Op::JmpNZ) && immOffsetOf(Op::JmpCmpLL, 0) == 1 &&
                immOffsetOf(Op::JmpCmpLI, 0) == 1);
  auto opAt = [&](uint32_t off) { return off < n ? static_cast<Op>(bc[off]) : Op::Nop; };
  // A fused compare followed by a conditional jump (loop conditions, `if`):
  // one compare-and-branch, the jump's target made relative to the compare.
  // Returns the length consumed from off (the compare's alone when no jump follows).
  auto fuseCmpJump = [&](uint32_t off, Op op) -> uint32_t {
    uint8_t* pc = bc + off;
    const uint32_t jmp = off + instrLenOf(op);
    if (jmp >= n || entry[jmp] || (opAt(jmp) != Op::JmpZ && opAt(jmp) != Op::JmpNZ)) return instrLenOf(op);
    const Op fused = op == Op::CmpLL ? Op::JmpCmpLL : Op::JmpCmpLI;
    const int32_t target = readRaw<int32_t>(bc + jmp + 1) + int32_t(instrLenOf(op));
    const uint32_t a = readRaw<uint32_t>(pc + immOffsetOf(op, 0));
    uint8_t operand[8];
    const uint32_t operandSize = op == Op::CmpLL ? 4 : 8;
    std::memcpy(operand, pc + immOffsetOf(op, 1), operandSize);
    const uint8_t cmp = pc[immOffsetOf(op, 2)], jmpOp = bc[jmp];
    pc[0] = uint8_t(fused);
    put(pc + immOffsetOf(fused, 0), target);
    put(pc + immOffsetOf(fused, 1), a);
    std::memcpy(pc + immOffsetOf(fused, 2), operand, operandSize);
    pc[immOffsetOf(fused, 3)] = cmp;
    pc[immOffsetOf(fused, 4)] = jmpOp;
    pc[immOffsetOf(fused, 5)] = 0;
    return instrLenOf(fused);
  };
  // One walk does every rewrite; each looks only at instructions no earlier
  // rewrite consumed, and a fused compare is offered to the jump after it.
  for (uint32_t off = 0; off < n;) {
    uint8_t* pc = bc + off;
    const Op op = static_cast<Op>(pc[0]);
    if (op == Op::CGetL) {
      const uint32_t second = off + kLenCGetL;
      const uint32_t local = readRaw<uint32_t>(pc + 1);
      if (second < n && !entry[second] && opAt(second) == Op::CGetL) {
        const uint32_t other = readRaw<uint32_t>(bc + second + 1);
        const uint32_t third = second + kLenCGetL;
        if (third < n && !entry[third] && (isFusableCompare(opAt(third)) || isFusableArith(opAt(third)))) {
          if (isFusableCompare(opAt(third))) {
            writeFused(pc, Op::CmpLL, local, other, bc[third]);
            off += fuseCmpJump(off, Op::CmpLL);
          } else {
            writeFused(pc, Op::ArithLL, local, other, bc[third]);
            off += instrLenOf(Op::ArithLL);
          }
          continue;
        }
        // `$a * ($b + 1)`: CGetL a; CGetL b; Int k; op is better as CGetL a
        // and the second local's ArithLI/CmpLI (three dispatches less one,
        // where a CGetL2 leaves the Int and the op).
        const uint32_t fourth = third + kLenInt;
        if (third < n && !entry[third] && opAt(third) == Op::Int && fourth < n && !entry[fourth] &&
            (isFusableCompare(opAt(fourth)) || isFusableArith(opAt(fourth)))) {
          off = second;
          continue;
        }
        pc[0] = uint8_t(Op::CGetL2);
        put(pc + immOffsetOf(Op::CGetL2, 0), local);
        put(pc + immOffsetOf(Op::CGetL2, 1), other);
        pc[immOffsetOf(Op::CGetL2, 2)] = 0;
        off += instrLenOf(Op::CGetL2);
        continue;
      }
      if (second < n && !entry[second] && opAt(second) == Op::Int) {
        const int64_t k = readRaw<int64_t>(bc + second + 1);
        const uint32_t third = second + kLenInt;
        if (third < n && !entry[third] && (isFusableCompare(opAt(third)) || isFusableArith(opAt(third)))) {
          if (isFusableCompare(opAt(third))) {
            writeFused(pc, Op::CmpLI, local, k, bc[third]);
            off += fuseCmpJump(off, Op::CmpLI);
          } else {
            writeFused(pc, Op::ArithLI, local, k, bc[third]);
            off += instrLenOf(Op::ArithLI);
          }
          continue;
        }
      }
      // `<expr> op $x` (the operand left of the local already on the stack):
      // the CGetL and the arithmetic after it.
      const Op next = opAt(second);
      if (second < n && !entry[second] && isFusableArith(next) && next != Op::Concat) {
        pc[0] = uint8_t(Op::ArithSL);   // the local stays where CGetL had it
        pc[immOffsetOf(Op::ArithSL, 1)] = uint8_t(next);
        off += instrLenOf(Op::ArithSL);
        continue;
      }
      off += kLenCGetL;
      continue;
    }
    if (op == Op::BaseL) {
      // A local's member sequence of one final op (no Dim, no key cells): the
      // BaseL says which (BaseLQ/BaseLS/BaseLO), so the loop does the whole
      // sequence in one fast path.
      const uint32_t fin = off + instrLenOf(Op::BaseL);
      const Op fop = opAt(fin);
      if (fin < n && !entry[fin] && (fop == Op::QueryM || fop == Op::SetM || fop == Op::SetOpM || fop == Op::IncDecM) &&
          readRaw<uint32_t>(bc + fin + immOffsetOf(fop, 0)) == 0) {
        const uint8_t* ka = bc + fin + immOffsetOf(fop, fop == Op::SetM ? 1 : 2);
        const auto kk = static_cast<MemberKeyKind>(ka[0]);
        const bool keyOk = kk == MemberKeyKind::EL || kk == MemberKeyKind::EI || kk == MemberKeyKind::ET ||
                           kk == MemberKeyKind::PT;
        Op fused = Op::Nop;
        if (fop == Op::QueryM) {
          const auto q = static_cast<QueryOp>(bc[fin + immOffsetOf(Op::QueryM, 1)]);
          if (keyOk && (q == QueryOp::CGet || q == QueryOp::CGetQuiet || q == QueryOp::Isset)) fused = Op::BaseLQ;
        } else if (fop == Op::SetM) {
          if (keyOk || kk == MemberKeyKind::W) fused = Op::BaseLS;
        } else if (keyOk) {
          fused = Op::BaseLO;
        }
        if (fused != Op::Nop) pc[0] = uint8_t(fused);
      }
      off += instrLenOf(Op::BaseL);
      continue;
    }
    // `<expr> === <int>` / `!== 'lit'`: the literal and the identity compare
    // as one op (SameI/SameS), the literal never pushed (the literal's
    // immediate stays where it is, the compare's op byte after it is the
    // fused op's cmp).
    if (op == Op::Int || op == Op::String) {
      const uint32_t cmp = off + instrLenOf(op);
      if (cmp < n && !entry[cmp] && (opAt(cmp) == Op::Same || opAt(cmp) == Op::NSame)) {
        pc[0] = uint8_t(op == Op::Int ? Op::SameI : Op::SameS);
        off = cmp + instrLenOf(Op::Same);
        continue;
      }
    }
    if (op == Op::CmpLL || op == Op::CmpLI) {
      off += fuseCmpJump(off, op);
      continue;
    }
    off += instrLen(pc);
  }
}

} // namespace hop
