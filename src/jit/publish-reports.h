// publish-reports.h — what hop.perf_map and hop.dump_tc ask for each time a
// translation is published (perf-map.h, dump-tc.h).
//
// The JIT calls onTranslationPublished right after SrcDB::addTranslation
// made a translation reachable; with both settings off that is one load
// and a branch.
#pragma once

namespace hop {
class IniSettings;
struct Func;
}

namespace hop::jit {

struct Translation;

/// Reads hop.perf_map and hop.dump_tc (opening the perf map). Called once at
/// startup, before any translation is published.
void initPublishReports(const IniSettings& ini);

/// `t`, a translation of `f`, was just published. Thread-safe.
void onTranslationPublished(const Translation& t, const Func& f);

} // namespace hop::jit
