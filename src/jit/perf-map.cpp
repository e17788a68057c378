// perf-map.cpp — writing /tmp/perf-PID.map lines for translations.
#include "jit/perf-map.h"

#include <unistd.h>

#include "jit/srcdb.h"

namespace hop::jit {

PerfMap::PerfMap(const std::string& path) : m_path(path) {
  m_file = std::fopen(path.c_str(), "w");
}

PerfMap::~PerfMap() {
  if (m_file) std::fclose(m_file);
}

std::string PerfMap::defaultPath() {
  return "/tmp/perf-" + std::to_string(::getpid()) + ".map";
}

void PerfMap::add(const Translation& t, std::string_view funcName) {
  if (!m_file) return;
  const std::string lines = perfMapLines(t, funcName);   // formatted outside the lock
  std::lock_guard<std::mutex> g(m_lock);
  std::fwrite(lines.data(), 1, lines.size(), m_file);
  std::fflush(m_file);
}

std::string perfMapName(const Translation& t, std::string_view funcName, Area area) {
  std::string name = "hop::";
  name += t.sk.toString(funcName);
  name += " [";
  name += areaName(area);
  name += "] ";
  name += transKindName(t.kind);
  name += "#";
  name += std::to_string(t.id);
  return name;
}

std::string perfMapLines(const Translation& t, std::string_view funcName) {
  std::string out;
  char buf[64];
  for (size_t i = 0; i < kNumAreas; ++i) {
    const CodeRange& r = t.ranges[i];
    if (r.empty()) continue;
    std::snprintf(buf, sizeof buf, "%llx %zx ", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(r.start)),
                  r.size());
    out += buf;
    out += perfMapName(t, funcName, static_cast<Area>(i));
    out += '\n';
  }
  return out;
}

} // namespace hop::jit
