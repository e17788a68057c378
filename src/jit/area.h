// area.h — the code areas of the translation cache (DESIGN.md, "Translations
// and the translation cache").
//
// Every block of compiled code is tagged with the area it goes to, so the hot
// path of consecutive translations stays contiguous while rarely taken code
// (slow paths, exits, stubs) lives elsewhere.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hop::jit {

#define HOP_JIT_AREAS(X)                                                                     \
  /* name    ini size setting         default  what goes there */                            \
  X(Hot,    "hop.jit_hot_size",      "4M",    "optimized code of the hottest functions")     \
  X(Main,   "hop.jit_main_size",     "64M",   "hot paths of live and optimized translations") \
  X(Prof,   "hop.jit_prof_size",     "64M",   "profiling translations (dropped after optimizing)") \
  X(Cold,   "hop.jit_cold_size",     "24M",   "paths taken less than ~5% of the time")       \
  X(Frozen, "hop.jit_frozen_size",   "40M",   "exits, exception paths, service-request stubs") \
  X(Data,   "hop.jit_data_size",     "8M",    "constants and jump tables")

enum class Area : uint8_t {
#define X(name, setting, def, doc) name,
  HOP_JIT_AREAS(X)
#undef X
};

constexpr size_t kNumAreas = 0
#define X(name, setting, def, doc) +1
    HOP_JIT_AREAS(X)
#undef X
    ;

/// "main", "cold", ... (lower case, as dumps and stats print them).
const char* areaName(Area a);
/// The ini setting that sizes the area ("hop.jit_main_size").
const char* areaSizeSetting(Area a);
/// Its default ("64M").
const char* areaDefaultSize(Area a);

} // namespace hop::jit
