// shared-units.cpp — the process-wide cache of compiled units (see shared-units.h).
#include "vm/shared-units.h"
#include "vm/inline-cache.h"

#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "runtime/array/array-data.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/class/class.h"
#include "runtime/class/pre-class.h"
#include "runtime/string/string-data.h"
#include "vm/class-link.h"
#include "vm/class-linker.h"
#include "vm/member-ops.h"
#include "vm/request-load-settings.h"
#include "vm/unit-loader.h"

namespace hop {

void unregisterFunc(Func* f);   // bytecode/unit.cpp: the Func is about to be freed

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

/// Method copies given back by ended requests, free for the next ones: by
/// unit, then by the shared method they copy. A unit's copies go with it.
struct MethodPool {
  std::mutex lock;
  std::unordered_map<const Unit*, std::unordered_map<const Func*, std::vector<std::unique_ptr<Func>>>> free;
};

MethodPool& methodPool() {
  static MethodPool* p = new MethodPool();
  return *p;
}

/// A cached unit's owner: when the last request using a replaced unit ends,
/// its pooled method copies leave the FuncRegistry and go first.
std::atomic<bool> g_keepUnits{false};

std::shared_ptr<Unit> ownShared(std::unique_ptr<Unit> u) {
  return std::shared_ptr<Unit>(u.release(), [](Unit* unit) {
    // Translations shared by the requests may name its Funcs (a call's
    // guard compares a Func*): a freed Func's address could come back as
    // another function's. The unit is kept, as pooled Classes are.
    if (g_keepUnits.load(std::memory_order_relaxed)) {
      static std::mutex lock;
      static auto* kept = new std::vector<Unit*>();
      std::lock_guard<std::mutex> g(lock);
      kept->push_back(unit);
      return;
    }
    std::unordered_map<const Func*, std::vector<std::unique_ptr<Func>>> copies;
    {
      MethodPool& p = methodPool();
      std::lock_guard<std::mutex> g(p.lock);
      auto it = p.free.find(unit);
      if (it != p.free.end()) {
        copies = std::move(it->second);
        p.free.erase(it);
      }
    }
    for (auto& [src, list] : copies)
      for (auto& f : list) unregisterFunc(f.get());
    copies.clear();
    // Every thread's memos keyed on Classes and static strings start over
    // (member-ops.h: classMemoEpoch) before its addresses can come back.
    g_sharedUnitsFreed.fetch_add(1, std::memory_order_acq_rel);
    delete unit;
  });
}

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
  k += o.multibyte ? 'm' : '-';
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

void keepSharedUnitsForever() { g_keepUnits.store(true, std::memory_order_relaxed); }

/// The settings every include, eval and class link reads, read from the
/// request's ini once (each read is a lookup in the directive table by name:
/// ~5 per include and 2 per class link, ~3% of a Twig request in a server).
/// None of them changes once a request runs: the hop.* ones refuse ini_set, short_open_tag and zend.multibyte are
/// PERDIR (only the request's configuration, PHP_VALUE, sets them).
namespace {
thread_local RequestLoadSettings t_loadSettings;
}

RequestLoadSettings& requestLoadSettings() {
  RequestLoadSettings& t = t_loadSettings;
  const ExecutionContext* ec = tl_exec;
  if (t.owner != ec || t.start != ec->requestStartTime) {
    t.owner = ec;
    t.start = ec->requestStartTime;
    t.unitCache = ec->ini.getBool("hop.unit_cache");
    t.classCache = t.unitCache && ec->ini.getBool("hop.class_cache");
    t.shortOpenTag = ec->ini.getBool("short_open_tag");
    t.multibyte = ec->ini.getBool("zend.multibyte");
    t.revalidateFreqMs = int64_t(ec->ini.getInt("hop.unit_cache_revalidate_freq")) * 1000;
  }
  return t;
}

void forgetRequestLoadSettings() { t_loadSettings.owner = nullptr; }

bool sharedUnitCacheEnabled() {
  (void)kUnitCacheIni;
  return tl_exec && requestLoadSettings().unitCache;
}

SharedUnitResult loadSharedUnit(const std::string& path, const CompileOptions& opts, const SourceReader& read,
                                const UnitCompiler& compile) {
  Cache& c = cache();
  const std::string key = keyOf(path, opts);
  const int64_t freqMs = requestLoadSettings().revalidateFreqMs;
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
    res.unit = ownShared(std::move(u));
    finish(stamp.valid, stamp);   // a source without a stamp is not shared
    if (!stamp.valid) res.unit->shared = false;
  } catch (...) {
    finish(false, SourceStamp{});
    throw;
  }
  return res;
}

Func* sharedMethodCopyFor(Class* cls, const Func* f) {
  std::unique_ptr<Func> copy;
  {
    MethodPool& p = methodPool();
    std::lock_guard<std::mutex> g(p.lock);
    auto u = p.free.find(f->unit);
    if (u != p.free.end()) {
      auto it = u->second.find(f);
      if (it != u->second.end() && !it->second.empty()) {
        copy = std::move(it->second.back());
        it->second.pop_back();
      }
    }
  }
  if (!copy) {
    // Its inline-cache ids are f's: a request runs one copy of f (one Class
    // per PreClass), so every copy, pooled or not, adds nothing to the ids
    // each request's table spans (with N request threads, N copies of each
    // class would make every request zero and fill a table N+1 times the code).
    Func* fresh = cloneMethodFor(cls, f, f->name, f->attrs, true);
    fresh->traitOrigin = f->traitOrigin;   // a plain method, not a trait's
    return fresh;
  }
  copy->cls = cls;
  Func* raw = copy.get();
  cls->traitMethodCopies.push_back(std::move(copy));
  return raw;
}

void releaseSharedMethodCopies(Class* cls) {
  auto& copies = cls->traitMethodCopies;
  std::vector<std::pair<const Func*, std::unique_ptr<Func>>> back;
  for (auto& f : copies) {
    // A copy of a shared unit's own method (a trait's copies name their origin).
    if (!f || f->traitOrigin || !f->unit || !f->unit->shared || f->isSystemLib() || !f->preClass) continue;
    const Func* src = nullptr;
    for (const Func* m : f->preClass->methods)
      if (m->lowerName->view() == f->lowerName->view()) src = m;
    if (!src) continue;
    f->cls = nullptr;
    back.emplace_back(src, std::move(f));
  }
  if (back.empty()) return;
  copies.erase(std::remove(copies.begin(), copies.end(), nullptr), copies.end());
  MethodPool& p = methodPool();
  std::lock_guard<std::mutex> g(p.lock);
  for (auto& [src, f] : back) p.free[src->unit][src].push_back(std::move(f));
}

namespace {

/// eval'd code: units keyed by the eval's name (the calling file and line),
/// the compile options and the code itself. A text is admitted the second
/// time it is seen (one-off evals stay the request's), within a bound of
/// units and bytes (then evals compile per request, as OPcache full).
struct EvalCache {
  std::mutex lock;
  std::unordered_map<std::string, std::shared_ptr<Unit>> units;
  std::unordered_set<size_t> seenOnce;
  size_t bytes = 0;
  std::atomic<uint64_t> hits{0}, compiles{0};
};
constexpr size_t kEvalCacheMaxUnits = 4096;
constexpr size_t kEvalCacheMaxBytes = size_t(64) << 20;

EvalCache& evalCache() {
  static EvalCache* c = new EvalCache();   // never destroyed: request threads may still run at exit
  return *c;
}

} // namespace

SharedUnitResult loadSharedEvalUnit(const std::string& name, std::string_view code, const CompileOptions& opts,
                                    const UnitCompiler& compile) {
  EvalCache& c = evalCache();
  std::string key = keyOf(name, opts);
  key += '\0';
  key += code;
  bool admit = false;
  {
    std::lock_guard<std::mutex> g(c.lock);
    auto it = c.units.find(key);
    if (it != c.units.end()) {
      c.hits.fetch_add(1, std::memory_order_relaxed);
      SharedUnitResult res;
      res.unit = it->second;
      return res;
    }
    if (!opts.multibyte && c.units.size() < kEvalCacheMaxUnits && c.bytes + key.size() <= kEvalCacheMaxBytes) {
      size_t h = std::hash<std::string>{}(key);
      if (c.seenOnce.size() >= 65536) c.seenOnce.clear();
      admit = !c.seenOnce.insert(h).second;
      if (admit) c.seenOnce.erase(h);
    }
  }
  SharedUnitResult res;
  auto r = compile(code, SourceStamp{});
  if (auto* e = std::get_if<CompileError>(&r)) {
    res.error = std::make_unique<CompileError>(std::move(*e));
    return res;
  }
  std::unique_ptr<Unit> u = std::move(std::get<std::unique_ptr<Unit>>(r));
  if (!admit) {
    res.unit = std::shared_ptr<Unit>(std::move(u));
    return res;
  }
  c.compiles.fetch_add(1, std::memory_order_relaxed);
  u->shared = true;   // before any other thread can see it
  std::shared_ptr<Unit> owned = ownShared(std::move(u));
  std::lock_guard<std::mutex> g(c.lock);
  auto [it, inserted] = c.units.emplace(std::move(key), owned);
  if (inserted) c.bytes += it->first.size();
  res.unit = it->second;   // another thread's, when it published the same code first
  return res;
}

void classPoolStats(SharedUnitStats& s);   // shared-units-classes.cpp

SharedUnitStats sharedUnitStats() {
  Cache& c = cache();
  SharedUnitStats s;
  s.hits = c.hits.load();
  s.compiles = c.compiles.load();
  s.stale = c.stale.load();
  s.waited = c.waited.load();
  s.evalHits = evalCache().hits.load();
  s.evalCompiles = evalCache().compiles.load();
  classPoolStats(s);
  s.inlineCacheIds = inlineCacheIdsHandedOut();
  return s;
}

} // namespace hop
