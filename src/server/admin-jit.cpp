// admin-jit.cpp — the admin endpoint's JIT pages: /vm-tcspace (TC bytes per area), /warmup-status (from the translation rate), /hot-functions.json, and the once-a-second samples behind them and the dashboard.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "jit/jit-runtime.h"
#include "jit/jit-stats.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"
#include "server/admin.h"
#include "util/json-quote.h"

namespace hop::server {

namespace {

int64_t monoUs() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

uint64_t translationsMade() {
  if (!jit::g_liveJit) return 0;
  jit::JitStats& js = jit::liveJitStats();
  return js.transLive.load() + js.transProfile.load() + js.transOptimize.load();
}

} // namespace

void AdminSampler::sample(const ServerStatus& st) {
  int64_t now = monoUs();
  if (!m_samples.empty() && now - m_samples.back().us < 900000) return;
  m_samples.push_back({now, st.accepted.load(), translationsMade()});
  if (m_samples.size() > kKeep) m_samples.erase(m_samples.begin());
}

const AdminSampler::Sample* AdminSampler::atLeastAgo(int64_t us) const {
  if (m_samples.empty()) return nullptr;
  int64_t now = m_samples.back().us;
  for (size_t i = m_samples.size(); i-- > 0;)
    if (now - m_samples[i].us >= us) return &m_samples[i];
  return nullptr;
}

std::string AdminSampler::ratesJson() const {
  // Requests and translations per second over the last second and the last 10.
  std::string out = "{\"samples\":[";
  for (size_t i = 1; i < m_samples.size(); ++i) {
    const Sample& a = m_samples[i - 1];
    const Sample& b = m_samples[i];
    double secs = double(b.us - a.us) / 1e6;
    char buf[96];
    std::snprintf(buf, sizeof buf, "%s[%.1f,%.1f]", i > 1 ? "," : "", double(b.accepted - a.accepted) / secs,
                  double(b.translations - a.translations) / secs);
    out += buf;
  }
  return out + "]}\n";
}

std::string AdminSampler::warmupStatus(const ServerStatus& st) const {
  if (!jit::g_liveJit) return "";   // no JIT: nothing warms up
  bool stopped = false;
  jit::liveJitTcUse(&stopped);
  if (stopped) return "";   // the TC is full: no translation will be made any more
  if (st.accepted.load() == 0) return "Not warmed up: no request served yet\n";
  const Sample* old = atLeastAgo(kWindowUs);
  if (!old) {
    const Sample* first = m_samples.empty() ? nullptr : &m_samples.front();
    int64_t seen = first ? (m_samples.back().us - first->us) / 1000000 : 0;
    return "Not warmed up: the JIT's translation rate is known after " + std::to_string(kWindowUs / 1000000) +
           " s of samples (" + std::to_string(seen) + " s so far)\n";
  }
  uint64_t made = m_samples.back().translations - old->translations;
  if (made >= kWarmTranslations)
    return "Not warmed up: the JIT made " + std::to_string(made) + " translations in the last " +
           std::to_string((m_samples.back().us - old->us) / 1000000) + " s\n";
  return "";
}

std::string vmTcSpace() {
  if (!jit::g_liveJit) return "JIT off: no translation cache\n";
  bool stopped = false;
  std::vector<jit::TcAreaUse> areas = jit::liveJitTcUse(&stopped);
  std::string out;
  size_t used = 0, cap = 0;
  char buf[160];
  for (const jit::TcAreaUse& a : areas) {
    std::snprintf(buf, sizeof buf, "code.%-12s in use: %zu / %zu bytes (%.1f%%), %zu translations\n", a.name, a.used,
                  a.capacity, a.capacity ? 100.0 * double(a.used) / double(a.capacity) : 0.0, a.translations);
    out += buf;
    used += a.used;
    cap += a.capacity;
  }
  std::snprintf(buf, sizeof buf, "total             in use: %zu / %zu bytes (%.1f%%)%s\n", used, cap,
                cap ? 100.0 * double(used) / double(cap) : 0.0, stopped ? ", full: translation stopped" : "");
  return out + buf;
}

std::string hotFunctionsJson(size_t n) {
  struct Hot {
    uint32_t calls;
    std::string name, file;
  };
  struct Collect {
    std::vector<Hot> all;
    static void each(const Func* f, void* self) {
      uint32_t c = f->callCount.load(std::memory_order_relaxed);
      if (c == 0 || f->isBuiltin()) return;
      // Names from compile-time data only: a method's Class is a request's and may be gone.
      std::string name = f->name ? std::string(f->name->data()) : "";
      if (f->preClass && f->preClass->name) name = std::string(f->preClass->name->data()) + "::" + name;
      std::string file = f->unit ? f->unit->filePath : "";
      static_cast<Collect*>(self)->all.push_back({c, std::move(name), std::move(file)});
    }
  } c;
  FuncRegistry::forEach(&Collect::each, &c);
  size_t k = std::min(n, c.all.size());
  std::partial_sort(c.all.begin(), c.all.begin() + long(k), c.all.end(),
                    [](const Hot& a, const Hot& b) { return a.calls > b.calls; });
  std::string out = "{\"counter\":\"Func::callCount\",\"functions\":[";
  for (size_t i = 0; i < k; ++i) {
    const Hot& h = c.all[i];
    out += std::string(i ? "," : "") + "{\"name\":" + jsonQuote(h.name) + ",\"calls\":" + std::to_string(h.calls) +
           ",\"file\":" + jsonQuote(h.file) + "}";
  }
  return out + "]}\n";
}

} // namespace hop::server
