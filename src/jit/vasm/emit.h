// emit.h — x86-64 from an allocated Vunit, by asmjit, one code holder per
// area (Main, Cold, Frozen), each placed in its own TC area; jumps between
// areas are rel32 displacements patched once every area has its address.
//
// Layout of a translation: [entry guards on the live locals, before any
// frame exists] → prologue (saves rbp rbx r12-r15, makes the spill frame,
// pins rbx = VMState*, r12 = locals) → the Main blocks → the epilogue. A
// failed entry guard jumps to the smashable fallback jmp in Frozen (the
// next translation of the SrcKey, or the retranslate anchor).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "jit/tc.h"
#include "jit/vasm/vasm.h"
#include "runtime/value/data-type.h"

namespace hop::jit {

struct EntryGuard {
  uint32_t local;
  DataType type;
};

struct EmitResult {
  TCA entry = nullptr;
  TCA fallbackJmp = nullptr;   // nullptr when there are no entry guards
  std::array<CodeRange, kNumAreas> ranges{};
};

enum class EmitStatus { Ok, TCFull, Failed };

/// What compiled code calls out to.
struct EmitHelpers {
  /// callinterp's helper: uint64_t(VMState*, uint32_t off, uint32_t depth).
  void* interpOne = nullptr;
  /// callphp's first target, in the TC (a rel32 call reaches it): a stub
  /// that jumps to the call helper, which binds the call site (jit/call-helpers.h).
  TCA callStub = nullptr;
  /// callphp's slow path: uint64_t(VMState*, TypedValue* calleeLocals, uint64_t status, uint32_t entryOff).
  void* callResume = nullptr;
};

EmitStatus emitVunit(const Vunit& unit, const std::vector<EntryGuard>& guards, const EmitHelpers& helpers,
                     TranslationCache& tc, EmitResult* out);

} // namespace hop::jit
