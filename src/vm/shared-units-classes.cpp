// shared-units-classes.cpp — linked classes pooled across requests (`hop.class_cache`; see shared-units.h).
#include "vm/shared-units.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <unordered_map>

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
  int lane = -1;                // the lane of the thread that used it last
  PooledDelayedChecks delayed;  // what its link waited for (none: linked at once)
};

/// One pooled copy, made once when its fresh link becomes poolable and
/// moved between the pool and the requests that take it by its address
/// (its meta, with its vectors and strings, is never moved or copied).
struct PooledClass {
  std::unique_ptr<Class> cls;   // while free (in use: the request owns it, ExecutionContext::ownedClasses)
  PoolMeta meta;
};

struct ClassPool {
  std::mutex lock;
  std::unordered_map<const PreClass*, std::vector<PooledClass*>> free;
  std::unordered_map<const PreClass*, size_t> made;   // Classes pooled per PreClass (free or in use)
  std::atomic<uint64_t> reused{0}, pooled{0}, reusedDelayed{0}, pooledDelayed{0};
  std::atomic<uint64_t> missDeps{0}, missNoCopy{0}, missLookups{0};
  std::atomic<uint64_t> notPooledDelayed{0}, notPooledDiag{0}, notPooledCap{0}, notPooledOther{0};
};
constexpr size_t kMaxPooledPerClass = 16;

ClassPool& classPool() {
  static ClassPool* p = new ClassPool();   // never destroyed: pooled Classes are referenced by pooled children
  return *p;
}

// --- Lanes: the copies a request thread takes ---------------------------------------------

constexpr int kMaxLanes = 256;
std::atomic<bool> g_laneHeld[kMaxLanes];

/// The lane this thread holds (the lowest free one, taken at its first
/// link), given back when the thread ends; -1 past kMaxLanes threads.
struct LaneHolder {
  int id = -2;   // -2: none taken yet
  ~LaneHolder() {
    if (id >= 0) g_laneHeld[id].store(false, std::memory_order_release);
  }
  int get() {
    if (id != -2) return id;
    id = -1;
    for (int i = 0; i < kMaxLanes; ++i) {
      bool held = false;
      if (g_laneHeld[i].compare_exchange_strong(held, true, std::memory_order_acq_rel)) {
        id = i;
        break;
      }
    }
    return id;
  }
};
thread_local LaneHolder tl_lane;

bool laneHeld(int lane) { return lane >= 0 && lane < kMaxLanes && g_laneHeld[lane].load(std::memory_order_acquire); }

// --- This request's links -----------------------------------------------------------------

struct LinkRecord {
  const PreClass* pc = nullptr;   // the class being linked
  int diagnostics = 0;
  std::vector<std::pair<std::string, const PreClass*>> lookups;
  std::vector<std::string> autoloads;   // the names its checks asked to autoload, first asked first
};

/// This thread's request: its poolable classes, the links under way.
struct PoolState {
  const ExecutionContext* owner = nullptr;
  double start = -1;
  std::unordered_map<const Class*, PooledClass*> poolable;   // (its cls empty: the request owns the Class)
  std::unordered_map<const Class*, PoolMeta> waiting;   // fresh links waiting on delayed checks
  std::vector<LinkRecord> records;
  std::vector<PooledClass*> pending;   // taken at the end, pooled after the heap went
};
thread_local PoolState tl_pool;

/// Forgets the request's poolable classes that were not pooled: their
/// records go (the Classes are the request's).
void dropPoolable(PoolState& st) {
  for (auto& [cls, pe] : st.poolable) delete pe;
  st.poolable.clear();
}

bool classCacheEnabled() {
  (void)kClassCacheIni;
  return tl_exec && requestLoadSettings().classCache;
}

PoolState& poolState() {
  const ExecutionContext* ec = tl_exec;
  if (tl_pool.owner != ec || tl_pool.start != ec->requestStartTime) {
    dropPoolable(tl_pool);
    tl_pool.waiting.clear();
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

/// A dependency a pooled Class may be linked over: pooled itself, and
/// linked (a reused class is not while its delayed autoloads run: what is
/// linked over it then is linked afresh, as over a class a fresh link
/// leaves nearly linked).
bool poolableDep(const PoolState& st, const Class* c) { return c->linked && st.poolable.count(c); }

bool depsPoolable(PoolState& st, const Class* parent, const std::vector<Class*>& traits,
                  const std::vector<Class*>& interfaces) {
  if (parent && !poolableDep(st, parent)) return false;
  for (const Class* t : traits)
    if (t && !poolableDep(st, t)) return false;
  for (const Class* i : interfaces)
    if (!poolableDep(st, i)) return false;
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

/// The classes the first link's checks saw are the ones this request has
/// (and those it did not find, this request has not declared either, nor
/// is linking them: a fresh link would find those unlinked).
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
    if (!c && ec.linkingClasses.find(toLower(name)) != ec.linkingClasses.end()) return false;
  }
  return true;
}

/// Pools a fresh link's Class at the request's end (within the cap).
bool admit(PoolState& st, Class* cls, PoolMeta&& m) {
  ClassPool& p = classPool();
  {
    std::lock_guard<std::mutex> g(p.lock);
    size_t& n = p.made[cls->pre];
    if (n >= kMaxPooledPerClass) {
      p.notPooledCap.fetch_add(1, std::memory_order_relaxed);
      return false;
    }
    ++n;
    p.pooled.fetch_add(1, std::memory_order_relaxed);
  }
  cls->persistent = true;   // pooled at the request's end, never freed: translations may guard on it
  st.poolable.emplace(cls, new PooledClass{nullptr, std::move(m)});
  return true;
}

} // namespace

Class* checkoutPooledClass(const PreClass* pc, const Class* parent, const std::vector<Class*>& traits,
                           const std::vector<Class*>& interfaces, PooledDelayedChecks& delayed) {
  if (!classCacheEnabled() || !poolablePre(pc)) return nullptr;
  PoolState& st = poolState();
  ClassPool& p = classPool();
  if (!depsPoolable(st, parent, traits, interfaces)) {
    p.missDeps.fetch_add(1, std::memory_order_relaxed);
    return nullptr;
  }
  const int lane = tl_lane.get();
  std::vector<const Class*> tried;   // copies whose checks saw other classes
  for (;;) {
    PooledClass* pe = nullptr;
    {
      std::lock_guard<std::mutex> g(p.lock);
      auto it = p.free.find(pc);
      size_t pick = SIZE_MAX;
      if (it != p.free.end()) {
        auto& list = it->second;
        // This lane's copy over these dependencies, else one no thread holds.
        for (size_t i = list.size(); i-- > 0;) {
          const PoolMeta& m = list[i]->meta;
          if (!sameDeps(m, parent, traits, interfaces)) continue;
          if (std::find(tried.begin(), tried.end(), list[i]->cls.get()) != tried.end()) continue;
          if (lane >= 0 && m.lane == lane) {
            pick = i;
            break;
          }
          if (pick == SIZE_MAX && !laneHeld(m.lane)) pick = i;
        }
      }
      if (pick == SIZE_MAX) {
        (tried.empty() ? p.missNoCopy : p.missLookups).fetch_add(1, std::memory_order_relaxed);
        return nullptr;
      }
      auto& list = it->second;
      pe = list[pick];
      list.erase(list.begin() + ptrdiff_t(pick));
    }
    // Outside the lock: a lookup may define a systemlib class (a nested link).
    if (sameLookups(pc, pe->meta)) {
      p.reused.fetch_add(1, std::memory_order_relaxed);
      pe->meta.lane = lane;
      if (!pe->meta.delayed.obligations.empty()) {
        p.reusedDelayed.fetch_add(1, std::memory_order_relaxed);
        delayed = pe->meta.delayed;
      }
      Class* raw = pe->cls.release();
      st.poolable.emplace(raw, pe);
      return raw;
    }
    tried.push_back(pe->cls.get());
    std::lock_guard<std::mutex> g(p.lock);
    p.free[pc].push_back(pe);
  }
}

void linkMembersStart(const PreClass* pc) {
  if (!classCacheEnabled()) return;   // (a startup setting: the same at linkMembersDone)
  poolState().records.emplace_back().pc = pc;
}

void linkMembersDone(Class* cls, bool ok, const Class* parent, const std::vector<Class*>& traits,
                     const std::vector<Class*>& interfaces) {
  if (!classCacheEnabled()) return;
  PoolState& st = poolState();
  if (st.records.empty()) return;
  LinkRecord rec = std::move(st.records.back());
  st.records.pop_back();
  if (!cls || !poolablePre(cls->pre)) return;
  ClassPool& p = classPool();
  auto notPooled = [&](std::atomic<uint64_t>& why) { why.fetch_add(1, std::memory_order_relaxed); };
  if (rec.diagnostics) return notPooled(p.notPooledDiag);
  if (!ok || cls->usedUnlinked) return notPooled(p.notPooledOther);
  const bool waits = !cls->obligations.empty();
  if (waits) {
    // Waiting on a parent or interface still linking: not replayable.
    for (const VarianceObligation& o : cls->obligations)
      if (o.kind == VarianceObligation::Dependency) return notPooled(p.notPooledDelayed);
  } else if (!cls->linked) {
    return notPooled(p.notPooledOther);
  }
  if (!depsPoolable(st, parent, traits, interfaces)) return notPooled(p.notPooledOther);
  PoolMeta m;
  m.parent = parent;
  m.traits.assign(traits.begin(), traits.end());
  m.interfaces.assign(interfaces.begin(), interfaces.end());
  m.lookups = std::move(rec.lookups);
  ClassSnapshot& snap = m.snap;
  for (const TypedValue& v : cls->propDefaults)
    if (!uncounted(v)) return notPooled(p.notPooledOther);
  snap.propDefaults = cls->propDefaults;
  snap.propDefaultsResolved = cls->propDefaultsResolved;
  if (cls->propDefaultsResolved)
    for (const PropSlot& ps : cls->props)
      if (ps.pre && ps.pre->defaultValue.initializer) return notPooled(p.notPooledOther);   // resolved by an initializer (inherited): not pristine
  for (const auto& sp : cls->ownStaticProps) {
    if (!uncounted(sp->val)) return notPooled(p.notPooledOther);
    snap.statics.emplace_back(sp->val, sp->initialized);
  }
  for (const auto& [name, c] : cls->ownConsts) {
    if (!uncounted(c->val) || c->resolving) return notPooled(p.notPooledOther);
    snap.consts.emplace_back(c.get(), c->val);
  }
  if (!(cls->pre->attrs & kClsBuiltin)) {
    auto it = ctx().sharedUnits.find(cls->pre->unit);
    if (it == ctx().sharedUnits.end()) return notPooled(p.notPooledOther);
    m.keep = it->second;
  }
  m.lane = tl_lane.get();
  if (waits) {
    // Pooled once the delayed checks pass (linkDelayedDone), with what a
    // request reusing it must do again: the autoloads, then the checks.
    m.delayed.autoloads = std::move(rec.autoloads);
    m.delayed.obligations = cls->obligations;
    st.waiting.emplace(cls, std::move(m));
    return;
  }
  admit(st, cls, std::move(m));
}

void linkDelayedDone(Class* cls) {
  if (!tl_exec) return;
  PoolState& st = poolState();
  auto it = st.waiting.find(cls);
  if (it == st.waiting.end()) return;
  PoolMeta m = std::move(it->second);
  st.waiting.erase(it);
  if (!cls->linked) return;
  if (admit(st, cls, std::move(m))) classPool().pooledDelayed.fetch_add(1, std::memory_order_relaxed);
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
  // The class being linked itself (self, its own name): what it is does
  // not depend on the request. Any other unlinked class: not replayable.
  if (found && !found->linked && found->pre != r.pc) r.diagnostics++;
  else r.lookups.emplace_back(std::string(name), found ? found->pre : nullptr);
}

void noteLinkUnresolved(std::string_view name) {
  if (!tl_exec) return;
  PoolState& st = poolState();
  if (st.records.empty()) return;
  std::vector<std::string>& names = st.records.back().autoloads;
  for (const std::string& n : names)
    if (equalsIgnoreCase(n, name)) return;
  names.emplace_back(name);
}

bool classIsPoolable(const Class* cls) {
  return tl_exec && poolState().poolable.count(cls);
}

void takePoolableClasses(std::vector<std::unique_ptr<Class>>& owned) {
  if (!tl_exec) return;
  PoolState& st = poolState();
  st.waiting.clear();
  if (st.poolable.empty()) return;
  for (auto& c : owned) {
    auto it = c ? st.poolable.find(c.get()) : st.poolable.end();
    if (it == st.poolable.end()) continue;
    PooledClass* pe = it->second;
    pe->cls = std::move(c);
    st.pending.push_back(pe);
    st.poolable.erase(it);
  }
  owned.erase(std::remove(owned.begin(), owned.end(), nullptr), owned.end());
  // Anything left (a class the request no longer owns) is not pooled.
  dropPoolable(st);
}

void returnPooledClasses() {
  std::vector<PooledClass*> pending = std::move(tl_pool.pending);
  tl_pool.pending.clear();
  dropPoolable(tl_pool);
  tl_pool.waiting.clear();
  tl_pool.records.clear();
  tl_pool.owner = nullptr;
  if (pending.empty()) return;
  // The request's heap is gone: values are put back raw, never released.
  for (PooledClass* pe : pending) {
    Class* cls = pe->cls.get();
    const ClassSnapshot& snap = pe->meta.snap;
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
    // A reuse that ended (a fatal error) while its delayed autoloads ran.
    cls->linked = true;
    cls->nearlyLinked = false;
    cls->usedUnlinked = false;
    cls->obligations.clear();
  }
  ClassPool& p = classPool();
  std::lock_guard<std::mutex> g(p.lock);
  for (PooledClass* pe : pending) p.free[pe->cls->pre].push_back(pe);
}

void classPoolStats(SharedUnitStats& s) {
  ClassPool& p = classPool();
  s.classesReused = p.reused.load();
  s.classesPooled = p.pooled.load();
  s.classesPooledDelayed = p.pooledDelayed.load();
  s.classesReusedDelayed = p.reusedDelayed.load();
  {
    std::lock_guard<std::mutex> g(p.lock);
    for (const auto& [pc, n] : p.made) {
      if (!n) continue;
      s.classesDistinct++;
      s.classCopiesMax = std::max<uint64_t>(s.classCopiesMax, n);
      if (n >= kMaxPooledPerClass) s.classesAtCap++;
    }
  }
  s.missDeps = p.missDeps.load();
  s.missNoCopy = p.missNoCopy.load();
  s.missLookups = p.missLookups.load();
  s.notPooledDelayed = p.notPooledDelayed.load();
  s.notPooledDiag = p.notPooledDiag.load();
  s.notPooledCap = p.notPooledCap.load();
  s.notPooledOther = p.notPooledOther.load();
}

} // namespace hop
