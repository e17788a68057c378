// smash.cpp — emitting and patching smashable jumps.
#include "jit/smash.h"

#include <cstring>

namespace hop::jit {

namespace {

constexpr uint8_t kJmpRel32 = 0xE9;
constexpr uint8_t kCallRel32 = 0xE8;

/// A rel32 jmp or call that no cache line boundary splits.
size_t emitSmashable(asmjit::x86::Assembler& a, uint8_t opcode) {
  size_t at = a.offset();
  if (at % kCacheLine + kSmashableJmpLen > kCacheLine) {
    a.align(asmjit::AlignMode::kCode, kCacheLine);   // multi-byte nops to the next line
    at = a.offset();
  }
  // Raw bytes, not asmjit's jmp: for an absolute target asmjit reserves room
  // to turn the jump into an indirect one (a REX-prefixed form), which is
  // not the fixed 5-byte shape patching relies on. The displacement is 0
  // until placement smashes it.
  a.db(opcode);
  a.dd(0);
  return at;
}

bool isSmashable(const uint8_t* instr, uint8_t opcode) {
  uintptr_t at = reinterpret_cast<uintptr_t>(instr);
  return instr[0] == opcode && at % kCacheLine + kSmashableJmpLen <= kCacheLine;
}

} // namespace

size_t emitSmashableJmp(asmjit::x86::Assembler& a) {
  const size_t at = emitSmashable(a, kJmpRel32);
  a.ud2();   // traps if nobody smashes the jmp
  return at;
}

size_t emitSmashableCall(asmjit::x86::Assembler& a) { return emitSmashable(a, kCallRel32); }

bool isSmashableJmp(const uint8_t* jmp) { return isSmashable(jmp, kJmpRel32); }
bool isSmashableCall(const uint8_t* call) { return isSmashable(call, kCallRel32); }

TCA smashableJmpTarget(const uint8_t* jmp) {
  int32_t rel;
  std::memcpy(&rel, jmp + 1, sizeof rel);
  return const_cast<TCA>(jmp + kSmashableJmpLen + rel);
}

bool smashJmp(uint8_t* jmp, const void* target) {
  intptr_t rel = reinterpret_cast<intptr_t>(target) - reinterpret_cast<intptr_t>(jmp + kSmashableJmpLen);
  if (rel < INT32_MIN || rel > INT32_MAX) return false;
  int32_t rel32 = static_cast<int32_t>(rel);
  // One 4-byte store inside one cache line (isSmashableJmp): atomic for
  // instruction fetch on x86. memcpy, not a typed store: the address is not
  // 4-byte aligned, and a plain mov is what this compiles to.
  std::memcpy(jmp + 1, &rel32, sizeof rel32);
  return true;
}

} // namespace hop::jit
