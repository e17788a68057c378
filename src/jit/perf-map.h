// perf-map.h — hop.perf_map=1: names for JIT code in /tmp/perf-PID.map.
//
// perf(1) reads /tmp/perf-PID.map to name samples in anonymous executable
// memory: one "START SIZE name" line per symbol, hex without 0x. We write one
// line per area range of every published translation, flushed at once, so a
// `perf report` after a crash still names all code that ran. Translations
// are published from several threads: the file has its own lock.
#pragma once

#include <cstdio>
#include <mutex>
#include <string>
#include <string_view>

#include "jit/area.h"

namespace hop::jit {

struct Translation;

class PerfMap {
public:
  /// Creates (truncating: a reused pid must not inherit stale names) the map
  /// at `path`; ok() says whether that worked.
  explicit PerfMap(const std::string& path);
  ~PerfMap();
  PerfMap(const PerfMap&) = delete;
  PerfMap& operator=(const PerfMap&) = delete;

  bool ok() const { return m_file != nullptr; }
  const std::string& path() const { return m_path; }

  /// Appends the lines of `t`, a translation of the function named
  /// `funcName`, and flushes them. Thread-safe.
  void add(const Translation& t, std::string_view funcName);

  /// perf's path for this process: /tmp/perf-<pid>.map.
  static std::string defaultPath();

private:
  std::string m_path;
  std::mutex m_lock;
  FILE* m_file = nullptr;
};

/// The symbol name of `t`'s code in `area`: "hop::Foo::bar@12 [main] live#3"
/// (function, SrcKey offset, area, kind and translation id).
std::string perfMapName(const Translation& t, std::string_view funcName, Area area);

/// The map lines of `t`, one per non-empty area range, each ending in '\n'.
std::string perfMapLines(const Translation& t, std::string_view funcName);

} // namespace hop::jit
