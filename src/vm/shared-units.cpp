// shared-units.cpp — the process-wide cache of compiled units (see shared-units.h).
#include "vm/shared-units.h"

#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <unordered_map>

#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"

namespace hop {

namespace {

/// `hop.unit_cache` (1 in `hop serve`, 0 in the CLI) and
/// `hop.unit_cache_revalidate_freq` (seconds between two stats of a cached
/// file; 0: every load). Startup settings, as php's opcache.enable and
/// opcache.revalidate_freq in a server: ini_set() of them returns false.
const int kUnitCacheIni = registerIniDefault("hop.unit_cache", "0") +
                          registerIniModifyHook("hop.unit_cache", [](std::string_view) { return false; }) +
                          registerIniDefault("hop.unit_cache_revalidate_freq", "0") +
                          registerIniModifyHook("hop.unit_cache_revalidate_freq", [](std::string_view) { return false; });

enum class EntryState { Compiling, Ready, Failed };

struct Entry {
  std::mutex lock;
  std::condition_variable done;
  EntryState state = EntryState::Compiling;
  std::shared_ptr<Unit> unit;          // Ready
  SourceStamp stamp;                   // of the source the unit was compiled from
  std::atomic<int64_t> checkedAtMs{0}; // the last time the stamp was compared with the file's
};

struct Cache {
  std::mutex lock;
  std::unordered_map<std::string, std::shared_ptr<Entry>> entries;
  std::atomic<uint64_t> hits{0}, compiles{0}, stale{0}, waited{0};
};

Cache& cache() {
  static Cache* c = new Cache();   // never destroyed: request threads may still run at exit
  return *c;
}

int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// The compile options are part of the key: a unit compiled with assertions
/// off (or another precision, short_open_tag) is another unit.
std::string keyOf(const std::string& path, const CompileOptions& o) {
  std::string k = path;
  k += '\0';
  k += o.isEval ? 'e' : '-';
  k += o.assertions ? 'a' : '-';
  k += o.shortOpenTag ? 's' : '-';
  k += std::to_string(o.precision);
  return k;
}

bool sameStamp(const SourceStamp& a, const SourceStamp& b) {
  return a.valid && b.valid && a.size == b.size && a.mtimeSec == b.mtimeSec && a.mtimeNsec == b.mtimeNsec;
}

/// Whether the entry's unit still matches the file (stat'ed at most once per
/// revalidate period).
bool stillFresh(Entry& e, const std::string& path, int64_t freqMs) {
  int64_t now = nowMs();
  if (freqMs > 0 && now - e.checkedAtMs.load(std::memory_order_relaxed) < freqMs) return true;
  SourceStamp cur = sourceStampOf(path);
  if (!sameStamp(cur, e.stamp)) return false;
  e.checkedAtMs.store(now, std::memory_order_relaxed);
  return true;
}

/// Reads and compiles the file for the request alone (the cache could not
/// give a unit: another thread's compile of it failed).
SharedUnitResult compileUnshared(const SourceReader& read, const UnitCompiler& compile) {
  SharedUnitResult res;
  std::string source;
  SourceStamp stamp;
  if (!read(source, stamp)) {
    res.unreadable = true;
    return res;
  }
  auto r = compile(source, stamp);
  if (auto* e = std::get_if<CompileError>(&r)) {
    res.error = std::make_unique<CompileError>(std::move(*e));
    return res;
  }
  res.unit = std::shared_ptr<Unit>(std::move(std::get<std::unique_ptr<Unit>>(r)));
  return res;
}

} // namespace

bool sharedUnitCacheEnabled() {
  (void)kUnitCacheIni;
  return tl_exec && ctx().ini.getBool("hop.unit_cache");
}

SharedUnitResult loadSharedUnit(const std::string& path, const CompileOptions& opts, const SourceReader& read,
                                const UnitCompiler& compile) {
  Cache& c = cache();
  const std::string key = keyOf(path, opts);
  const int64_t freqMs = int64_t(ctx().ini.getInt("hop.unit_cache_revalidate_freq")) * 1000;
  std::shared_ptr<Entry> entry;
  bool mine = false;
  {
    std::unique_lock<std::mutex> g(c.lock);
    auto it = c.entries.find(key);
    if (it != c.entries.end()) entry = it->second;
  }
  if (entry) {
    std::unique_lock<std::mutex> g(entry->lock);
    if (entry->state == EntryState::Compiling) {
      c.waited.fetch_add(1, std::memory_order_relaxed);
      entry->done.wait(g, [&] { return entry->state != EntryState::Compiling; });
    }
    if (entry->state == EntryState::Ready) {
      std::shared_ptr<Unit> u = entry->unit;
      g.unlock();
      if (stillFresh(*entry, path, freqMs)) {
        c.hits.fetch_add(1, std::memory_order_relaxed);
        SharedUnitResult res;
        res.unit = std::move(u);
        return res;
      }
      c.stale.fetch_add(1, std::memory_order_relaxed);
    }
    // Failed or stale: a new entry replaces it below (unless another thread
    // has replaced it meanwhile).
  }
  std::shared_ptr<Entry> fresh;
  {
    std::unique_lock<std::mutex> g(c.lock);
    auto it = c.entries.find(key);
    if (it != c.entries.end() && it->second != entry) {
      fresh = it->second;   // someone else is (re)compiling it: use theirs
    } else {
      fresh = std::make_shared<Entry>();
      c.entries[key] = fresh;
      mine = true;
    }
  }
  if (!mine) {
    std::unique_lock<std::mutex> g(fresh->lock);
    if (fresh->state == EntryState::Compiling) {
      c.waited.fetch_add(1, std::memory_order_relaxed);
      fresh->done.wait(g, [&] { return fresh->state != EntryState::Compiling; });
    }
    if (fresh->state == EntryState::Ready) {
      c.hits.fetch_add(1, std::memory_order_relaxed);
      SharedUnitResult res;
      res.unit = fresh->unit;
      return res;
    }
    return compileUnshared(read, compile);
  }

  // This thread compiles; the entry is published (Ready) or withdrawn
  // (Failed: the file is unreadable or does not compile, which is not cached)
  // whatever happens, so that no waiter waits forever.
  SharedUnitResult res;
  auto finish = [&](bool ok, SourceStamp stamp) {
    {
      std::lock_guard<std::mutex> g(fresh->lock);
      if (ok) {
        fresh->unit = res.unit;
        fresh->stamp = stamp;
        fresh->checkedAtMs.store(nowMs(), std::memory_order_relaxed);
        fresh->state = EntryState::Ready;
      } else {
        fresh->state = EntryState::Failed;
      }
    }
    fresh->done.notify_all();
    if (!ok) {
      std::lock_guard<std::mutex> g(c.lock);
      auto it = c.entries.find(key);
      if (it != c.entries.end() && it->second == fresh) c.entries.erase(it);
    }
  };
  try {
    std::string source;
    SourceStamp stamp;
    if (!read(source, stamp)) {
      res.unreadable = true;
      finish(false, stamp);
      return res;
    }
    auto r = compile(source, stamp);
    c.compiles.fetch_add(1, std::memory_order_relaxed);
    if (auto* e = std::get_if<CompileError>(&r)) {
      res.error = std::make_unique<CompileError>(std::move(*e));
      finish(false, stamp);
      return res;
    }
    std::unique_ptr<Unit> u = std::move(std::get<std::unique_ptr<Unit>>(r));
    u->shared = true;   // before any other thread can see it
    res.unit = std::shared_ptr<Unit>(std::move(u));
    finish(stamp.valid, stamp);   // a source without a stamp is not shared
    if (!stamp.valid) res.unit->shared = false;
  } catch (...) {
    finish(false, SourceStamp{});
    throw;
  }
  return res;
}

SharedUnitStats sharedUnitStats() {
  Cache& c = cache();
  SharedUnitStats s;
  s.hits = c.hits.load();
  s.compiles = c.compiles.load();
  s.stale = c.stale.load();
  s.waited = c.waited.load();
  return s;
}

} // namespace hop
