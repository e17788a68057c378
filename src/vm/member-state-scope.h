// member-state-scope.h — the member state of PHP code that C++ runs in the middle of its caller's member sequence.
#pragma once

#include <cstdint>
#include <optional>

#include "runtime/value/data-type.h"
#include "util/assert.h"
#include "vm/vm-regs.h"

namespace hop {

/// MemberState::tempsLive() without the short-circuit branches: the type
/// bytes or'ed, one test of the refcounted bit (every member op asks).
HOP_ALWAYS_INLINE bool tempsLiveFast(const MemberState& m) {
  return ((uint8_t(m.tvTemp[0].m_type) | uint8_t(m.tvTemp[1].m_type) | uint8_t(m.held[0].m_type) |
           uint8_t(m.held[1].m_type)) & kRefcountedBit) != 0;
}

/// PHP code run from C++ (a __get, offsetGet, a callback) may run in the
/// middle of a member sequence of its caller (`$o->magic->x`): it gets a
/// fresh member state, and the caller's comes back when it returns. A
/// caller between sequences (no base, nothing owned: the common case of a
/// callback from array_map or usort) has nothing to keep, so its state is
/// used as is and only left idle again, without the copies.
class MemberStateScope {
public:
  explicit MemberStateScope(VMState& vm) : m_vm(vm) {
    if (idle(vm.member)) return;
    m_saved.emplace(vm.member);
    vm.member = MemberState{};
  }
  HOP_ALWAYS_INLINE ~MemberStateScope() {
    // The common case inline (a callback from a builtin ends here each time).
    if (HOP_LIKELY(!m_saved.has_value() && !tempsLiveFast(m_vm.member))) {
      m_vm.member.base = nullptr;
      m_vm.member.root = nullptr;
      m_vm.member.propOwner = nullptr;
      m_vm.member.sprop = nullptr;
      return;
    }
    restore();
  }
  MemberStateScope(const MemberStateScope&) = delete;
  MemberStateScope& operator=(const MemberStateScope&) = delete;

private:
  HOP_NOINLINE void restore() {
    if (tempsLiveFast(m_vm.member)) m_vm.member.releaseOwned();
    if (m_saved) {
      m_vm.member = *m_saved;
    } else {
      m_vm.member.base = nullptr;
      m_vm.member.root = nullptr;
      m_vm.member.propOwner = nullptr;
      m_vm.member.sprop = nullptr;
    }
  }
  static bool idle(const MemberState& m) { return m.base == nullptr && !tempsLiveFast(m); }
  VMState& m_vm;
  std::optional<MemberState> m_saved;
};

} // namespace hop
