// emit.h — x86-64 from an allocated Vunit, by asmjit, one code holder per
// area (Main, Cold, Frozen), each placed in its own TC area; jumps between
// areas are rel32 displacements patched once every area has its address.
//
// Layout of a translation: [entry guards on the live locals, before any
// frame exists] → prologue (rbp, the spill frame; saves rbx, r12 and the
// r13-r15 the code uses; pins rbx = VMState*, r12 = locals) → the Main blocks → the epilogue. A
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
  /// With EmitOptions::entrySmash: the smashable jmp the translation starts
  /// with (pointing just past itself; smashed to replace the translation).
  TCA entrySmash = nullptr;
  TCA fallbackJmp = nullptr;   // nullptr when there are no entry guards
  std::array<CodeRange, kNumAreas> ranges{};
};

enum class EmitStatus { Ok, TCFull, Failed };

struct EmitOptions {
  /// The area the Main blocks (guards, prologue, hot path) go to: Main, or
  /// Prof for profiling translations.
  Area mainArea = Area::Main;
  /// Start with a smashable jmp to the next instruction (EmitResult::
  /// entrySmash), so the translation can be replaced by pointing it elsewhere.
  bool entrySmash = false;
};

/// `callStub` is callphp's first target, in the TC (a rel32 call reaches
/// it): a stub that jumps to the call helper, which binds the call site
/// (jit/call-helpers.h). The other helpers are called by address.
EmitStatus emitVunit(const Vunit& unit, const std::vector<EntryGuard>& guards, TCA callStub, TranslationCache& tc,
                     EmitResult* out, const EmitOptions& opts = {});

} // namespace hop::jit
