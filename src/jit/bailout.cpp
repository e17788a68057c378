// bailout.cpp — the names and messages of the bail-out table (bailout.h).
#include "jit/bailout.h"

#include <cstddef>

namespace hop::jit {

namespace {
struct BailoutInfo { const char* name; const char* message; };
constexpr BailoutInfo kBailouts[] = {
#define X(name, msg) {#name, msg},
    HOP_JIT_BAILOUTS(X)
#undef X
    {"None", "compiled"},
};
} // namespace

const char* bailoutName(Bailout b) { return kBailouts[static_cast<size_t>(b)].name; }
const char* bailoutMessage(Bailout b) { return kBailouts[static_cast<size_t>(b)].message; }

} // namespace hop::jit
