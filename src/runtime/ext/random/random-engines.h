// random-engines.h — the native engines' state, for Random\Randomizer to draw from them directly.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/ext/random/random.h"
#include "runtime/number/mt-rand.h"

namespace hop {
struct ObjectData;
}

namespace hop::random {

enum class EngineKind { Mt19937, Pcg, Xoshiro, Secure };

struct EngineState {
  EngineKind kind = EngineKind::Secure;
  MtRand mt;
  unsigned __int128 pcg = 0;
  uint64_t xoshiro[4] = {};
};

/// The state of a native engine object (null for user engines).
EngineState* nativeEngine(ObjectData* o);
/// One draw: the value and how many bytes of it are random (4 for Mt19937, else 8).
uint64_t nativeGenerate(EngineState& st, size_t& size);

} // namespace hop::random
