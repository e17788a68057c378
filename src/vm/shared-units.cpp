// shared-units.cpp — the process-wide cache of compiled units (see shared-units.h).
#include "vm/shared-units.h"

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
    Func* fresh = cloneMethodFor(cls, f, f->name, f->attrs);
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

// --- Linked classes kept across requests -------------------------------------------------

namespace {

/// `hop.class_cache` (1 in `hop serve`; needs hop.unit_cache): startup only.
const int kClassCacheIni = registerIniDefault("hop.class_cache", "0") +
                           registerIniModifyHook("hop.class_cache", [](std::string_view) { return false; });

/// What linking left in the parts of a Class a request changes.
struct ClassSnapshot {
  std::vector<TypedValue> propDefaults;
  bool propDefaultsResolved = false;
  std::vector<std::pair<TypedValue, bool>> statics;   // by ownStaticProps: value, initialized
  std::vector<std::pair<ClassConst*, TypedValue>> consts;
};

struct PoolMeta {
  const Class* parent = nullptr;
  std::vector<const Class*> traits, interfaces;
  std::vector<std::pair<std::string, const PreClass*>> lookups;   // classes the checks saw (null: none)
  ClassSnapshot snap;
  std::shared_ptr<Unit> keep;   // its unit (null: the systemlib's, never freed)
};

struct ClassPool {
  std::mutex lock;
  std::unordered_map<const PreClass*, std::vector<std::pair<std::unique_ptr<Class>, PoolMeta>>> free;
  std::unordered_map<const PreClass*, size_t> made;   // Classes pooled per PreClass (free or in use)
  std::atomic<uint64_t> reused{0}, pooled{0};
};
constexpr size_t kMaxPooledPerClass = 16;

ClassPool& classPool() {
  static ClassPool* p = new ClassPool();   // never destroyed: pooled Classes are referenced by pooled children
  return *p;
}

struct LinkRecord {
  int diagnostics = 0;
  std::vector<std::pair<std::string, const PreClass*>> lookups;
};

/// This thread's request: its poolable classes, the links under way.
struct PoolState {
  const ExecutionContext* owner = nullptr;
  double start = -1;
  std::unordered_map<const Class*, PoolMeta> poolable;
  std::vector<LinkRecord> records;
  std::vector<std::pair<std::unique_ptr<Class>, PoolMeta>> pending;   // taken at the end, pooled after the heap went
};
thread_local PoolState tl_pool;

bool classCacheEnabled() {
  (void)kClassCacheIni;
  return tl_exec && requestLoadSettings().classCache;
}

PoolState& poolState() {
  const ExecutionContext* ec = tl_exec;
  if (tl_pool.owner != ec || tl_pool.start != ec->requestStartTime) {
    tl_pool.poolable.clear();
    tl_pool.records.clear();
    tl_pool.owner = ec;
    tl_pool.start = ec->requestStartTime;
  }
  return tl_pool;
}

bool poolablePre(const PreClass* pc) {
  if (!pc || (pc->attrs & (kClsAnonymous | kClsEnum))) return false;
  if (pc->attrs & kClsBuiltin) return true;
  return pc->unit && pc->unit->shared && ctx().sharedUnits.count(pc->unit);
}

bool depsPoolable(PoolState& st, const Class* parent, const std::vector<Class*>& traits,
                  const std::vector<Class*>& interfaces) {
  if (parent && !st.poolable.count(parent)) return false;
  for (const Class* t : traits)
    if (t && !st.poolable.count(t)) return false;
  for (const Class* i : interfaces)
    if (!st.poolable.count(i)) return false;
  return true;
}

/// A value linking may leave in a Class that outlives the request: no
/// request-heap data.
bool uncounted(const TypedValue& v) {
  if (!v.isRefcounted()) return true;
  if (v.m_type == DataType::String) return v.m_data.pstr->isStatic();
  if (v.m_type == DataType::Array) return v.m_data.parr->isStatic();
  return false;
}

bool sameDeps(const PoolMeta& m, const Class* parent, const std::vector<Class*>& traits,
              const std::vector<Class*>& interfaces) {
  if (m.parent != parent || m.traits.size() != traits.size() || m.interfaces.size() != interfaces.size()) return false;
  for (size_t i = 0; i < traits.size(); ++i)
    if (m.traits[i] != traits[i]) return false;
  for (size_t i = 0; i < interfaces.size(); ++i)
    if (m.interfaces[i] != interfaces[i]) return false;
  return true;
}

/// The classes the first link's checks saw are the ones this request has.
bool sameLookups(const PreClass* pc, const PoolMeta& m) {
  ExecutionContext& ec = ctx();
  for (const auto& [name, pre] : m.lookups) {
    if (pc->name && equalsIgnoreCase(pc->name->view(), name)) {
      if (pre != pc) return false;
      continue;
    }
    const Class* c = ec.lookupClass(std::string_view(name));
    if (!c && pre && (pre->attrs & kClsBuiltin)) c = defineSystemClass(name);   // as the check would
    if ((c ? c->pre : nullptr) != pre) return false;
    if (c && !c->linked) return false;
  }
  return true;
}

} // namespace

Class* checkoutPooledClass(const PreClass* pc, const Class* parent, const std::vector<Class*>& traits,
                           const std::vector<Class*>& interfaces) {
  if (!classCacheEnabled() || !poolablePre(pc)) return nullptr;
  PoolState& st = poolState();
  if (!depsPoolable(st, parent, traits, interfaces)) return nullptr;
  ClassPool& p = classPool();
  std::unique_ptr<Class> cls;
  PoolMeta meta;
  {
    std::lock_guard<std::mutex> g(p.lock);
    auto it = p.free.find(pc);
    if (it == p.free.end()) return nullptr;
    auto& list = it->second;
    for (size_t i = list.size(); i-- > 0;) {
      if (!sameDeps(list[i].second, parent, traits, interfaces)) continue;
      cls = std::move(list[i].first);
      meta = std::move(list[i].second);
      list.erase(list.begin() + ptrdiff_t(i));
      break;
    }
  }
  if (!cls) return nullptr;
  // Outside the lock: a lookup may define a systemlib class (a nested link).
  if (!sameLookups(pc, meta)) {
    std::lock_guard<std::mutex> g(p.lock);
    p.free[pc].emplace_back(std::move(cls), std::move(meta));
    return nullptr;
  }
  p.reused.fetch_add(1, std::memory_order_relaxed);
  Class* raw = cls.release();
  poolState().poolable.emplace(raw, std::move(meta));
  return raw;
}

void linkMembersStart() {
  if (!classCacheEnabled()) return;   // (a startup setting: the same at linkMembersDone)
  poolState().records.emplace_back();
}

void linkMembersDone(Class* cls, bool ok, const Class* parent, const std::vector<Class*>& traits,
                     const std::vector<Class*>& interfaces) {
  if (!classCacheEnabled()) return;
  PoolState& st = poolState();
  if (st.records.empty()) return;
  LinkRecord rec = std::move(st.records.back());
  st.records.pop_back();
  if (!ok || !cls || rec.diagnostics || !poolablePre(cls->pre)) return;
  if (!cls->linked || cls->usedUnlinked || !cls->obligations.empty()) return;
  if (!depsPoolable(st, parent, traits, interfaces)) return;
  PoolMeta m;
  m.parent = parent;
  m.traits.assign(traits.begin(), traits.end());
  m.interfaces.assign(interfaces.begin(), interfaces.end());
  m.lookups = std::move(rec.lookups);
  ClassSnapshot& snap = m.snap;
  for (const TypedValue& v : cls->propDefaults)
    if (!uncounted(v)) return;
  snap.propDefaults = cls->propDefaults;
  snap.propDefaultsResolved = cls->propDefaultsResolved;
  if (cls->propDefaultsResolved)
    for (const PropSlot& ps : cls->props)
      if (ps.pre && ps.pre->defaultValue.initializer) return;   // resolved by an initializer (inherited): not pristine
  for (const auto& sp : cls->ownStaticProps) {
    if (!uncounted(sp->val)) return;
    snap.statics.emplace_back(sp->val, sp->initialized);
  }
  for (const auto& [name, c] : cls->ownConsts) {
    if (!uncounted(c->val) || c->resolving) return;
    snap.consts.emplace_back(c.get(), c->val);
  }
  if (!(cls->pre->attrs & kClsBuiltin)) {
    auto it = ctx().sharedUnits.find(cls->pre->unit);
    if (it == ctx().sharedUnits.end()) return;
    m.keep = it->second;
  }
  {
    ClassPool& p = classPool();
    std::lock_guard<std::mutex> g(p.lock);
    size_t& n = p.made[cls->pre];
    if (n >= kMaxPooledPerClass) return;
    ++n;
    p.pooled.fetch_add(1, std::memory_order_relaxed);
  }
  cls->persistent = true;   // pooled at the request's end, never freed: translations may guard on it
  st.poolable.emplace(cls, std::move(m));
}

void noteLinkDiagnostic() {
  if (!tl_exec) return;
  PoolState& st = poolState();
  if (!st.records.empty()) st.records.back().diagnostics++;
}

void noteLinkLookup(std::string_view name, const Class* found) {
  if (!tl_exec) return;
  PoolState& st = poolState();
  if (st.records.empty()) return;
  LinkRecord& r = st.records.back();
  if (found && !found->linked) r.diagnostics++;   // an unlinked class: not replayable
  else r.lookups.emplace_back(std::string(name), found ? found->pre : nullptr);
}

bool classIsPoolable(const Class* cls) {
  return tl_exec && poolState().poolable.count(cls);
}

void takePoolableClasses(std::vector<std::unique_ptr<Class>>& owned) {
  if (!tl_exec) return;
  PoolState& st = poolState();
  if (st.poolable.empty()) return;
  for (auto& c : owned) {
    auto it = c ? st.poolable.find(c.get()) : st.poolable.end();
    if (it == st.poolable.end()) continue;
    st.pending.emplace_back(std::move(c), std::move(it->second));
    st.poolable.erase(it);
  }
  owned.erase(std::remove(owned.begin(), owned.end(), nullptr), owned.end());
  // Anything left (a class the request no longer owns) is not pooled.
  st.poolable.clear();
}

void returnPooledClasses() {
  auto pending = std::move(tl_pool.pending);
  tl_pool.pending.clear();
  tl_pool.poolable.clear();
  tl_pool.records.clear();
  tl_pool.owner = nullptr;
  if (pending.empty()) return;
  // The request's heap is gone: values are put back raw, never released.
  for (auto& [cls, m] : pending) {
    const ClassSnapshot& snap = m.snap;
    cls->propDefaults = snap.propDefaults;
    cls->propDefaultsResolved = snap.propDefaultsResolved;
    for (size_t i = 0; i < cls->ownStaticProps.size() && i < snap.statics.size(); ++i) {
      cls->ownStaticProps[i]->val = snap.statics[i].first;
      cls->ownStaticProps[i]->initialized = snap.statics[i].second;
    }
    for (const auto& [c, v] : snap.consts) {
      c->val = v;
      c->resolving = false;
    }
    for (PropSlot& ps : cls->props) ps.lastAcceptedClass = nullptr;
  }
  ClassPool& p = classPool();
  std::lock_guard<std::mutex> g(p.lock);
  for (auto& [cls, m] : pending) {
    const PreClass* pc = cls->pre;
    p.free[pc].emplace_back(std::move(cls), std::move(m));
  }
}

SharedUnitStats sharedUnitStats() {
  Cache& c = cache();
  SharedUnitStats s;
  s.hits = c.hits.load();
  s.compiles = c.compiles.load();
  s.stale = c.stale.load();
  s.waited = c.waited.load();
  s.evalHits = evalCache().hits.load();
  s.evalCompiles = evalCache().compiles.load();
  s.classesReused = classPool().reused.load();
  s.classesPooled = classPool().pooled.load();
  return s;
}

} // namespace hop
