// vm-offsets.h — where compiled code finds the VM's own fields: the
// registers and limits of VMState (rbx), the ActRec under a frame's locals
// (r12 - 64) and the request's inline caches.
#pragma once
#include <cstddef>
#include <cstdint>

#include "vm/act-rec.h"
#include "vm/inline-cache.h"
#include "vm/vm-regs.h"

namespace hop::jit::vmoff {

// VMState is not standard-layout (it holds vectors), but has no virtual
// bases: offsetof is well defined for it in practice (GCC and Clang).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
constexpr int32_t kVmFp = static_cast<int32_t>(offsetof(VMState, fp));
constexpr int32_t kVmStackLimit = static_cast<int32_t>(offsetof(VMState, stackLimit));
constexpr int32_t kVmCaches = static_cast<int32_t>(offsetof(VMState, caches));
constexpr int32_t kVmJitStackLimit = static_cast<int32_t>(offsetof(VMState, jitStackLimit));
constexpr int32_t kVmLastCallReturnsRef = static_cast<int32_t>(offsetof(VMState, lastCallReturnsRef));
constexpr int32_t kVmSurprise = static_cast<int32_t>(offsetof(VMState, surprise));   // 32 bits
#pragma GCC diagnostic pop
static_assert(sizeof(bool) == 1);

/// The frame's ActRec, from its first local.
constexpr int32_t kActRec = -static_cast<int32_t>(sizeof(ActRec));
constexpr int32_t kArSfp = static_cast<int32_t>(offsetof(ActRec, m_sfp));
/// The 32 bits of m_type0 (byte 0), m_flags (byte 1) and m_moreFlags (2, 3).
constexpr int32_t kArTypeAndFlags = static_cast<int32_t>(offsetof(ActRec, m_type0));
constexpr int32_t kArNumArgsWord = kArTypeAndFlags;   // the qword whose high half is m_numArgs
constexpr int32_t kArFunc = static_cast<int32_t>(offsetof(ActRec, m_func));
constexpr int32_t kArCallOff = static_cast<int32_t>(offsetof(ActRec, m_callOff));
constexpr int32_t kArThis = static_cast<int32_t>(offsetof(ActRec, m_this));
constexpr int32_t kArClosure = static_cast<int32_t>(offsetof(ActRec, m_closure));
static_assert(offsetof(ActRec, m_flags) == offsetof(ActRec, m_type0) + 1 &&
              offsetof(ActRec, m_moreFlags) == offsetof(ActRec, m_type0) + 2 &&
              offsetof(ActRec, m_numArgs) == offsetof(ActRec, m_type0) + 4);

constexpr int32_t kCacheEntries = InlineCacheTable::entriesOffset();
constexpr int32_t kCacheSize = InlineCacheTable::sizeOffset();
constexpr int32_t kCacheEntrySize = static_cast<int32_t>(sizeof(InlineCache));
/// A static property's entry (BaseSD): the calling scope it was filled from and the slot.
constexpr int32_t kCacheSPropScope = static_cast<int32_t>(offsetof(InlineCache, staticProp.scope));
constexpr int32_t kCacheSPropSlot = static_cast<int32_t>(offsetof(InlineCache, staticProp.slot));

} // namespace hop::jit::vmoff
