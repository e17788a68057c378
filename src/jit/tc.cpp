// tc.cpp — mapping the translation cache and bump-allocating in its areas.
#include "jit/tc.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdint>
#include <cstring>

#include "runtime/base/ini.h"

// Start of the executable's image (GNU ld and lld define it): the TC is
// mapped just below, so rel32 calls from translations reach the VM's code.
extern "C" char __executable_start;

namespace hop::jit {

TCConfig TCConfig::defaults() {
  TCConfig c;
  for (size_t i = 0; i < kNumAreas; ++i) {
    c.sizes[i] = static_cast<size_t>(IniSettings::parseQuantity(areaDefaultSize(static_cast<Area>(i))));
  }
  return c;
}

TCConfig TCConfig::fromIni(const IniSettings& ini) {
  TCConfig c = defaults();
  for (size_t i = 0; i < kNumAreas; ++i) {
    if (auto v = ini.get(areaSizeSetting(static_cast<Area>(i)))) {
      int64_t n = IniSettings::parseQuantity(*v);
      c.sizes[i] = n > 0 ? static_cast<size_t>(n) : 0;
    }
  }
  return c;
}

// --- CodeArea -------------------------------------------------------------------------------

void CodeArea::init(Area kind, TCA base, size_t size) {
  m_kind = kind;
  m_base = base;
  m_size = size;
  m_used.store(0, std::memory_order_relaxed);
  m_full.store(false, std::memory_order_relaxed);
}

TCA CodeArea::allocate(size_t size, size_t align) {
  // Once full, stay full: a compilation must not land half of its code in an
  // area that has just freed up for a smaller request.
  if (m_full.load(std::memory_order_relaxed)) return nullptr;
  if (align == 0 || (align & (align - 1)) != 0) align = 1;
  uintptr_t base = reinterpret_cast<uintptr_t>(m_base);
  size_t used = m_used.load(std::memory_order_relaxed);
  for (;;) {
    uintptr_t start = (base + used + align - 1) & ~(uintptr_t(align) - 1);
    size_t offset = start - base;
    if (size > m_size || offset > m_size - size) {
      m_full.store(true, std::memory_order_relaxed);
      return nullptr;
    }
    if (m_used.compare_exchange_weak(used, offset + size, std::memory_order_relaxed)) {
      return reinterpret_cast<TCA>(start);
    }
  }
}

// --- TranslationCache -----------------------------------------------------------------------

namespace {

constexpr size_t kAreaAlign = 64 * 1024;   // areas start on their own pages (and cache lines)

size_t roundUp(size_t n, size_t to) { return (n + to - 1) / to * to; }

// Tries to map `size` bytes ending at least 64 MB below the executable, so
// every address of the TC is within a rel32 of the VM's code (up to a 1.5 GB
// binary). Falls back to anywhere.
void* mapCache(size_t size) {
  const int prot = PROT_READ | PROT_WRITE | PROT_EXEC;
  const int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
#ifdef MAP_FIXED_NOREPLACE
  uintptr_t text = reinterpret_cast<uintptr_t>(&__executable_start);
  const size_t gap = size_t(64) << 20;
  if (text > size + gap) {
    uintptr_t hint = (text - size - gap) & ~(uintptr_t(kAreaAlign) - 1);
    void* p = ::mmap(reinterpret_cast<void*>(hint), size, prot, flags | MAP_FIXED_NOREPLACE, -1, 0);
    if (p != MAP_FAILED) {
      if (reinterpret_cast<uintptr_t>(p) == hint) return p;
      ::munmap(p, size);   // an old kernel took the flag as a mere hint
    }
  }
#endif
  return ::mmap(nullptr, size, prot, flags, -1, 0);
}

} // namespace

std::unique_ptr<TranslationCache> TranslationCache::create(const TCConfig& config, std::string* error) {
  size_t total = 0;
  for (size_t s : config.sizes) total += roundUp(s, kAreaAlign);
  if (total == 0) total = kAreaAlign;
  void* p = mapCache(total);
  if (p == MAP_FAILED) {
    if (error) *error = std::string("cannot map the translation cache: ") + std::strerror(errno);
    return nullptr;
  }
  std::unique_ptr<TranslationCache> tc(new TranslationCache());
  tc->m_base = static_cast<TCA>(p);
  tc->m_mapSize = total;
  TCA at = tc->m_base;
  for (size_t i = 0; i < kNumAreas; ++i) {
    tc->m_areas[i].init(static_cast<Area>(i), at, config.sizes[i]);
    at += roundUp(config.sizes[i], kAreaAlign);
  }
  return tc;
}

TranslationCache::~TranslationCache() {
  if (m_base) ::munmap(m_base, m_mapSize);
}

bool TranslationCache::anyFull() const {
  for (const CodeArea& a : m_areas) {
    if (a.full()) return true;
  }
  return false;
}

const CodeArea* TranslationCache::areaOf(const void* p) const {
  for (const CodeArea& a : m_areas) {
    if (a.contains(p)) return &a;
  }
  return nullptr;
}

bool TranslationCache::reachesWithRel32(const void* target) const {
  // The farthest source addresses are the two ends of the mapping; a rel32
  // is relative to the end of the instruction, so leave a little slack.
  auto fits = [](intptr_t d) { return d > INT32_MIN + 64 && d < INT32_MAX - 64; };
  intptr_t t = reinterpret_cast<intptr_t>(target);
  return fits(t - reinterpret_cast<intptr_t>(m_base)) &&
         fits(t - reinterpret_cast<intptr_t>(m_base + m_mapSize));
}

std::string TranslationCache::usageSummary(const std::array<size_t, kNumAreas>* translationsPerArea) const {
  std::string out;
  char line[160];
  for (const CodeArea& a : m_areas) {
    if (a.capacity() == 0) continue;
    const std::string name = std::string("area ") + areaName(a.kind());
    std::snprintf(line, sizeof line, "  %-20s %12zu  bytes used of %zu (%.1f%%)", name.c_str(), a.used(), a.capacity(),
                  100.0 * double(a.used()) / double(a.capacity()));
    out += line;
    if (translationsPerArea) {
      const size_t n = (*translationsPerArea)[static_cast<size_t>(a.kind())];
      out += ", " + std::to_string(n) + (n == 1 ? " translation" : " translations");
    }
    if (a.full()) out += " (full)";
    out += '\n';
  }
  return out;
}

} // namespace hop::jit
