// native-frame-info.h — who called a builtin frame on VMState::nativeFrames (traces and strict types ask).
#pragma once

#include <cstddef>
#include <string_view>

#include "bytecode/func.h"
#include "runtime/string/string-data.h"
#include "vm/vm-regs.h"

namespace hop {

/// Whether native frame k was called by bytecode (not by another builtin).
inline bool nativeCalledFromBytecode(const VMState& vm, size_t k) {
  return k == 0 || vm.nativeFrames[k - 1].callerFp != vm.nativeFrames[k].callerFp;
}
/// call_user_func() or call_user_func_array(): their callee takes the
/// caller's strict_types (php compiles them into direct calls).
inline bool isCallUserFunc(const Func* f) {
  std::string_view n = f->name->view();
  return n.size() >= 14 && n.substr(0, 14) == "call_user_func" && (n.size() == 14 || n == "call_user_func_array");
}

} // namespace hop
