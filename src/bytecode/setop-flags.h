// setop-flags.h — a flag on SetOpL's SetOpOp immediate: `$a .= $a` on one local.
#pragma once

#include <cstdint>

namespace hop {

/// Set on SetOpL's operation when the operand is the assigned local itself
/// (`$a .= $a`): php converts that variable once and appends the string to
/// itself, so an array warns once and __toString runs once (unless the local
/// is a reference, whose operand php reads as another zval). Consumers mask it off.
inline constexpr uint8_t kSetOpSameLocal = 0x80;

} // namespace hop
