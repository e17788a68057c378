// bailout.cpp — the names and messages of the bail-out table (bailout.h).
#include "jit/bailout.h"

#include <cstddef>

namespace hop::jit {

namespace {
enum Scope : bool { Interp = false, Any = true };
struct BailoutInfo { const char* name; bool everyCaller; const char* message; };
constexpr BailoutInfo kBailouts[] = {
#define X(name, scope, msg) {#name, scope, msg},
    HOP_JIT_BAILOUTS(X)
#undef X
    {"None", false, "compiled"},
};
} // namespace

const char* bailoutName(Bailout b) { return kBailouts[static_cast<size_t>(b)].name; }
const char* bailoutMessage(Bailout b) { return kBailouts[static_cast<size_t>(b)].message; }
bool bailoutHoldsForEveryCaller(Bailout b) { return kBailouts[static_cast<size_t>(b)].everyCaller; }

} // namespace hop::jit
