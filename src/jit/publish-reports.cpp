// publish-reports.cpp — the perf map and the hop.dump_tc listing of each
// published translation.
#include "jit/publish-reports.h"

#include <cstdio>
#include <memory>

#include "bytecode/func.h"
#include "jit/dump-tc.h"
#include "jit/perf-map.h"
#include "runtime/base/ini.h"

namespace hop::jit {
namespace {

// Set once by initPublishReports before any PHP runs; read-only afterwards.
PerfMap* g_perfMap = nullptr;
bool g_dumpTc = false;

} // namespace

void initPublishReports(const IniSettings& ini) {
  if (ini.get("hop.jit").value_or("live") == "off") return;   // nothing will be published
  g_dumpTc = ini.getBool("hop.dump_tc");
  if (ini.getBool("hop.perf_map") && !g_perfMap) {
    auto map = std::make_unique<PerfMap>(PerfMap::defaultPath());
    if (!map->ok()) {
      std::fprintf(stderr, "hop: %s could not be created; hop.perf_map is off\n", map->path().c_str());
      return;
    }
    g_perfMap = map.release();   // lives as long as the process
  }
}

void onTranslationPublished(const Translation& t, const Func& f) {
  if (!g_perfMap && !g_dumpTc) return;
  if (g_perfMap) g_perfMap->add(t, f.fullName());
  if (g_dumpTc) printTranslation(t, f);
}

} // namespace hop::jit
