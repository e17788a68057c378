// memory-limit.cpp — memory_limit (php's ini handler and its fatal) and
// memory_get_usage(), memory_get_peak_usage(), memory_reset_peak_usage().
#include <optional>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/heap/reclaim-hook.h"
#include "runtime/string/smart-str-escape.h"

namespace hop {

void MemoryManager::exhausted(size_t tried) const {
  FatalError fatal{formatStr("Allowed memory size of %zu bytes exhausted (tried to allocate %zu bytes)", m_limit, tried),
                   E_ERROR, "", 0, FatalKind::OutOfMemory};
  currentFileAndLine(fatal.file, fatal.line);   // taken now: unwinding (out of a fiber, say) loses it
  throw fatal;
}

namespace {

/// php's reading of memory_limit: "-1" is no limit; anything else an unsigned
/// quantity (a negative one is taken by its magnitude, with php's warning).
size_t parseMemoryLimit(std::string_view text) {
  std::string value(text);
  std::optional<std::string> err;
  int64_t n = parseIniQuantity(value, err);
  if (n == -1 && !err) return MemoryManager::kNoLimit;
  if (n < 0 && !err) {
    err = "Invalid quantity \"" + escaped(value) +
          "\": value is out of range, using overflow result for backwards compatibility";
    n = -n;
  }
  if (err) raiseWarning("Invalid \"memory_limit\" setting. %s", err->c_str());
  return static_cast<size_t>(n);
}

/// OnSetMemoryLimit: a limit below what the request holds already is refused.
bool applyMemoryLimit(size_t bytes) {
  MemoryManager& heap = ctx().heap;
  if (bytes < heap.realUsage()) {
    raiseWarning("Failed to set memory limit to %zu bytes (Current memory usage is %zu bytes)", bytes,
                 heap.realUsage());
    return false;
  }
  heap.setLimit(bytes);
  return true;
}

bool onModifyMemoryLimit(std::string_view value) { return applyMemoryLimit(parseMemoryLimit(value)); }

/// At request start (-d memory_limit=...): a refused value leaves php's default.
void onStartupMemoryLimit(std::string_view value) {
  if (applyMemoryLimit(parseMemoryLimit(value))) return;
  constexpr const char* kDefault = "128M";
  ctx().ini.set("memory_limit", kDefault);
  ctx().heap.setLimit(static_cast<size_t>(IniSettings::parseQuantity(kDefault)));
}

const int s_modifyHook = registerIniModifyHook("memory_limit", onModifyMemoryLimit);
const int s_startupHook = registerIniStartupHook("memory_limit", onStartupMemoryLimit);

void f_memory_get_usage(NativeArgs& a) {
  if (g_heapReclaimHook) g_heapReclaimHook();   // the stacks' steps as far as they are in use
  const MemoryManager& heap = ctx().heap;
  a.retInt(static_cast<int64_t>(a.bOr(0, false) ? heap.realUsage() : heap.usage()));
}

void f_memory_get_peak_usage(NativeArgs& a) {
  const MemoryManager& heap = ctx().heap;
  a.retInt(static_cast<int64_t>(a.bOr(0, false) ? heap.realPeakUsage() : heap.peakUsage()));
}

void f_memory_reset_peak_usage(NativeArgs&) { ctx().heap.resetPeak(); }

const BuiltinDecl kMemoryBuiltins[] = {
    {"memory_get_usage(bool $real_usage = false): int", f_memory_get_usage},
    {"memory_get_peak_usage(bool $real_usage = false): int", f_memory_get_peak_usage},
    {"memory_reset_peak_usage(): void", f_memory_reset_peak_usage},
};
HOP_REGISTER_BUILTINS(kMemoryBuiltins);

} // namespace

} // namespace hop
