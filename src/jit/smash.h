// smash.h — patchable ("smashable") jumps between translations.
//
// A jump from one translation to another starts out pointing at a
// service-request stub; once its target exists, the runtime rewrites the
// jump in place while other threads may be executing it. x86 makes a store
// within one cache line atomic with respect to instruction fetch, so a
// smashable instruction is emitted never to straddle a 64-byte line, and
// patching rewrites only its 32-bit displacement with one store.
#pragma once

#include <asmjit/x86.h>   // JIT-internal header: only src/jit sees asmjit

#include <cstdint>

#include "jit/tc.h"


namespace hop::jit {

constexpr size_t kCacheLine = 64;
constexpr size_t kSmashableJmpLen = 5;   // E9 rel32

/// Emits a smashable `jmp` at the assembler's current position, first
/// padding with nops so its 5 bytes do not cross a cache line. The code
/// buffer must be placed at an address with the same offset modulo 64
/// (place it 64-byte aligned), and the jmp pointed at its first target with
/// smashJmp before the code becomes reachable. Returns the jmp's offset.
size_t emitSmashableJmp(asmjit::x86::Assembler& a);

/// The same for a `call` rel32 (a PHP call site bound to its callee's
/// translation once that exists); smashJmp patches it too.
size_t emitSmashableCall(asmjit::x86::Assembler& a);

/// Whether `jmp` is a smashable jmp as emitSmashableJmp made it (opcode, line).
bool isSmashableJmp(const uint8_t* jmp);
bool isSmashableCall(const uint8_t* call);
/// The current target of a smashable jmp (or call).
TCA smashableJmpTarget(const uint8_t* jmp);
/// Points the smashable jmp (or call) at `target`. False (nothing written) if the
/// target is out of rel32 range. Callers serialize smashes of one jump
/// (they hold the translation table's write lock); executing threads see
/// either the old or the new target.
bool smashJmp(uint8_t* jmp, const void* target);

} // namespace hop::jit
