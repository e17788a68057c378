// area.cpp — names and settings of the TC areas, from HOP_JIT_AREAS.
#include "jit/area.h"

namespace hop::jit {

namespace {
struct AreaInfo {
  const char* name;
  const char* setting;
  const char* defaultSize;
};
constexpr AreaInfo kAreaInfo[] = {
#define X(name, setting, def, doc) {#name, setting, def},
    HOP_JIT_AREAS(X)
#undef X
};
// Lower-case names for dumps ("Main" -> "main").
constexpr const char* kLowerNames[] = {"hot", "main", "prof", "cold", "frozen", "data"};
static_assert(sizeof(kLowerNames) / sizeof(kLowerNames[0]) == kNumAreas);
} // namespace

const char* areaName(Area a) { return kLowerNames[static_cast<size_t>(a)]; }
const char* areaSizeSetting(Area a) { return kAreaInfo[static_cast<size_t>(a)].setting; }
const char* areaDefaultSize(Area a) { return kAreaInfo[static_cast<size_t>(a)].defaultSize; }

} // namespace hop::jit
