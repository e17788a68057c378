// cycle-collector.cpp — gc_collect_cycles(): trial deletion over the request's objects (see the header).
#include "vm/cycle-collector.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/request-local.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-teardown.h"
#include "vm/act-rec.h"
#include "vm/backtrace.h"
#include "vm/closure.h"
#include "vm/generator.h"
#include "vm/surprise.h"
#include "vm/vm-regs.h"

namespace hop {

namespace {

thread_local CycleCollectorStats tl_stats;
constexpr size_t kFirstMark = size_t(64) << 20;   // heap bytes before the first automatic run
thread_local size_t tl_nextMark = kFirstMark;
const RequestLocalReset kResetStats([] {
  tl_stats = CycleCollectorStats{};
  tl_nextMark = kFirstMark;
});

struct Node {
  HeapHeader* hdr;
  uint32_t internal = 0;   // references from nodes of the graph
  uint32_t edgeBegin = 0, edgeEnd = 0;
  bool live = false;
  bool table = false;   // an object's own table (dynamic properties, closure bindings): php does not count it
};

class Graph {
public:
  std::vector<Node> nodes;

  /// Every object and reference box of the request and what they hold, transitively.
  void build() {
    ObjectStore& store = ctx().objects;
    for (uint32_t h = 1; h < store.capacity(); ++h)
      if (ObjectData* o = store.get(h)) nodeOf(&o->m_hdr);
    for (RefData* r : refRoots())
      if (r && r->m_hdr.m_count > 0) nodeOf(&r->m_hdr);
    // Nodes are scanned in creation order; scanning appends new ones.
    for (size_t i = 0; i < nodes.size(); ++i) scan(static_cast<uint32_t>(i));
  }

  /// Nodes held from outside the graph, and all they reach, are live.
  void markLive() {
    std::vector<uint32_t> work;
    for (uint32_t i = 0; i < nodes.size(); ++i) {
      Node& n = nodes[i];
      // A count at or below zero: an object being freed (or static); never garbage.
      if (n.hdr->m_count <= 0 || uint32_t(n.hdr->m_count) > n.internal) {
        n.live = true;
        work.push_back(i);
      }
    }
    while (!work.empty()) {
      uint32_t i = work.back();
      work.pop_back();
      for (uint32_t e = nodes[i].edgeBegin; e < nodes[i].edgeEnd; ++e) {
        Node& c = nodes[m_edges[e]];
        if (!c.live) {
          c.live = true;
          work.push_back(m_edges[e]);
        }
      }
    }
  }

private:
  std::unordered_map<HeapHeader*, uint32_t> m_index;
  std::vector<uint32_t> m_edges;
  std::vector<uint32_t> m_children;   // scratch

  uint32_t nodeOf(HeapHeader* h) {
    auto [it, added] = m_index.try_emplace(h, static_cast<uint32_t>(nodes.size()));
    if (added) nodes.push_back(Node{h});
    return it->second;
  }

  void child(const TypedValue& tv) {
    if (tv.m_type != DataType::Object && tv.m_type != DataType::Array && tv.m_type != DataType::Reference) return;
    HeapHeader* h = tv.m_data.pcnt;
    if (h->isStatic()) return;
    m_children.push_back(nodeOf(h));
  }
  void childObj(ObjectData* o) {
    if (o) m_children.push_back(nodeOf(&o->m_hdr));
  }
  void childTable(ArrayData* a) {
    if (!a || a->m_hdr.isStatic()) return;
    uint32_t n = nodeOf(&a->m_hdr);
    nodes[n].table = true;
    m_children.push_back(n);
  }

  /// The references an object is known to own.
  void objectChildren(ObjectData* o) {
    if (o->m_hdr.m_count <= 0) return;   // being freed: its contents are going away
    const TypedValue* p = o->props();
    for (uint32_t i = 0, n = o->cls()->numProps(); i < n; ++i) child(p[i]);
    childTable(o->m_dynProps);
    if (o->hasFlag(ObjectData::kIsClosure)) {
      ClosureData* d = closureData(o);
      childObj(d->thisObj);
      childTable(d->captured);
      if (d->statics)
        for (uint32_t i = 0; i < d->func->numStaticLocals; ++i) child(d->statics[i]);
    } else if (o->hasFlag(ObjectData::kIsGenerator)) {
      GeneratorData* g = generatorData(o);
      if (g->running) return;   // its frame is on the VM stack: held from outside
      if (ActRec* ar = g->frame; ar && !(ar->m_flags & ActRec::kLocalsFreed)) {
        const TypedValue* l = ar->locals();
        for (uint32_t i = 0, n = ar->m_func->numLocals; i < n; ++i) child(l[i]);
        child(ar->m_this);
        child(ar->m_closure);
      }
      for (const TypedValue& v : g->savedStack) child(v);
      child(g->current);
      child(g->key);
      child(g->returnValue);
      child(g->resumeValue);
      child(g->values);
      childObj(g->pendingThrow);
      childObj(g->parent);
    }
  }

  void scan(uint32_t i) {
    m_children.clear();
    HeapHeader* h = nodes[i].hdr;
    switch (h->m_kind) {
      case HeaderKind::Object: objectChildren(reinterpret_cast<ObjectData*>(h)); break;
      case HeaderKind::PackedArray:
      case HeaderKind::HashArray: {
        const ArrayData* a = reinterpret_cast<const ArrayData*>(h);
        for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) child(*a->iterValue(p));
        break;
      }
      case HeaderKind::Reference: child(reinterpret_cast<RefData*>(h)->m_tv); break;
      default: break;
    }
    nodes[i].edgeBegin = static_cast<uint32_t>(m_edges.size());
    for (uint32_t c : m_children) {
      m_edges.push_back(c);
      ++nodes[c].internal;
    }
    nodes[i].edgeEnd = static_cast<uint32_t>(m_edges.size());
  }
};

/// Breaks the cycles through garbage reference boxes: each lets go of its
/// value, then of the hold taken on it (`held`: by the caller).
void releaseGarbageRefs(const std::vector<RefData*>& refs, bool held = false) {
  if (!held)
    for (RefData* r : refs) r->m_hdr.incRef();
  for (RefData* r : refs) {
    const TypedValue inner = r->m_tv;
    r->m_tv = makeNull();
    tvDecRef(inner);
  }
  for (RefData* r : refs) tvDecRef(makeRefNoIncRef(r));
}

} // namespace

const CycleCollectorStats& cycleCollectorStats() { return tl_stats; }

void maybeScheduleCycleCollection() {
  ExecutionContext& ec = ctx();
  if (ec.heap.usage() < tl_nextMark || !ec.ini.getBool("zend.enable_gc")) return;
  raiseSurprise(ec.vm.surprise, kSurpriseGc);
  tl_nextMark = SIZE_MAX;   // until the collection has run
}

void runScheduledCycleCollection() {
  struct Remark {
    ~Remark() { tl_nextMark = std::max(kFirstMark, 2 * ctx().heap.usage()); }
  } remark;
  collectCycles();
}

uint32_t collectCycles() {
  // Destructors of garbage run first; as one may keep its object (or others)
  // alive, the search then starts again. Each object's destructor runs once,
  // so this ends. An exception from a destructor does not stop the others:
  // they are chained (each the previous of the next) and thrown at the end.
  // A collection asked for by a destructor it runs finds nothing (php's
  // gc_active): what that destructor drops is the running one's to find.
  static thread_local bool tl_collecting = false;
  if (tl_collecting) return 0;
  struct Collecting {
    Collecting() { tl_collecting = true; }
    ~Collecting() { tl_collecting = false; }
  } collecting;
  ObjectData* thrown = nullptr;
  uint32_t freed = 0;
  bool counted = false;
  for (;;) {
    Graph g;
    g.build();
    g.markLive();
    std::vector<ObjectData*> garbage;
    std::vector<RefData*> garbageRefs;
    uint32_t count = 0;
    for (const Node& n : g.nodes) {
      if (n.live) continue;
      if (n.hdr->m_kind != HeaderKind::Reference && !n.table) ++count;   // php counts objects and arrays
      if (n.hdr->m_kind == HeaderKind::Object) garbage.push_back(reinterpret_cast<ObjectData*>(n.hdr));
      if (n.hdr->m_kind == HeaderKind::Reference) garbageRefs.push_back(reinterpret_cast<RefData*>(n.hdr));
    }
    // php counts a run when its buffer holds possible roots; here, when
    // there is garbage (once per call, however often the search restarts).
    if (!counted && (!garbage.empty() || !garbageRefs.empty())) {
      counted = true;
      ++tl_stats.runs;
    }
    if (garbage.empty()) {
      // Arrays holding themselves through references: each box lets go of
      // its value (held meanwhile, so none is freed under another's release).
      if (garbageRefs.empty()) break;
      releaseGarbageRefs(garbageRefs);
      freed = count;
      break;
    }
    // Keep every garbage object alive through the destructors and the release.
    for (ObjectData* o : garbage) o->incRef();
    bool ranDestructor = false;
    for (ObjectData* o : garbage) {
      try {
        if (runPendingDestructor(o)) ranDestructor = true;
      } catch (const PhpException& e) {
        ranDestructor = true;
        if (thrown) chainPreviousException(e.obj, thrown);
        thrown = e.obj;
      }
    }
    if (ranDestructor) {
      for (ObjectData* o : garbage) o->decRef();
      continue;
    }
    // Break the cycles: each object lets go of what it holds (nothing runs
    // destructors now: they all ran). Then only our own reference is left.
    // Weak references to any of them go first, so that no code running
    // meanwhile (a destructor of an object only native data held) reaches one.
    for (ObjectData* o : garbage)
      if (o->hasFlag(ObjectData::kWeaklyReferenced)) {
        o->clearFlag(ObjectData::kWeaklyReferenced);
        g_weakRefNotify(o);
      }
    for (ObjectData* o : garbage) o->setFlag(ObjectData::kDestructed);
    for (RefData* r : garbageRefs) r->m_hdr.incRef();
    for (ObjectData* o : garbage) releaseObjectContents(o);
    releaseGarbageRefs(garbageRefs, /*held=*/true);
    for (ObjectData* o : garbage) {
      if (o->m_hdr.m_count == 1) {
        freeObjectShell(o);
        continue;
      }
      // Something took it meanwhile: it lives on, empty. Its native data is
      // made new, so that its final release (or the request's sweep) tears
      // down a valid one rather than the one released above.
      if (auto init = o->cls()->native.init) init(o);
      o->decRef();
    }
    freed = count;
    break;
  }
  tl_stats.collected += freed;
  if (thrown) throwObject(thrown);
  return freed;
}

} // namespace hop
