// unit.cpp — Unit lifetime and the process-wide FuncId table.
#include "bytecode/unit.h"

#include <cstdlib>

#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "runtime/class/pre-class.h"
#include "vm/inline-cache.h"

namespace hop {

/// Gives back the inline-cache ids of a Func being freed, to be handed out
/// again by allocateInlineCacheSlots (vm/inline-cache.cpp). Every request's
/// table starts empty, so the ids' next owner starts with empty entries; the
/// dead Func's FuncId is never reused, so no translation of it runs again.
/// (Declared here rather than in vm/inline-cache.h, which most of the VM
/// includes.)
void releaseInlineCacheSlots(uint32_t base, uint32_t count);
void unregisterFunc(Func* f);

Unit::Unit() = default;
Unit::~Unit() {
  // Its Funcs' inline-cache ids go back to be handed out again (a server
  // compiles its pages per request: without reuse every request's cache
  // table would be as large as all the code ever compiled).
  for (auto& f : funcs)
    if (f) unregisterFunc(f.get());
  // The static arrays made for this unit go with it (they are malloc'd,
  // ArrayData::copyStatic; their elements are static values too).
  for (ArrayData* a : staticArrays) std::free(a);
}

namespace {
// Ids are handed out in order and never reused; a Func leaves the table when
// it is freed (its Unit or Class dies), so a server that compiles its pages
// per request keeps a table of the code alive, not of all code ever compiled.
struct FuncTable {
  std::mutex lock;
  FuncId next = 0;
  std::unordered_map<FuncId, Func*> funcs;
  std::unordered_set<const Func*> cacheSharers;   // registered by addSharingCaches: own no cache ids
};
FuncTable& funcTable() {
  static FuncTable* t = new FuncTable();
  return *t;
}
} // namespace

FuncId FuncRegistry::add(Func* f) {
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  f->id = t.next++;
  f->cacheBase = allocateInlineCacheSlots(f->numCacheSlots);
  f->computeCallFacts();
  t.funcs.emplace(f->id, f);
  return f->id;
}

FuncId FuncRegistry::addSharingCaches(Func* f, const Func* src) {
  if (src->id == kInvalidFuncId || src->numCacheSlots != f->numCacheSlots) return add(f);
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  f->id = t.next++;
  f->cacheBase = src->cacheBase;
  f->computeCallFacts();
  t.funcs.emplace(f->id, f);
  t.cacheSharers.insert(f);
  return f->id;
}

Func* FuncRegistry::get(FuncId id) {
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  auto it = t.funcs.find(id);
  return it == t.funcs.end() ? nullptr : it->second;
}

void FuncRegistry::forEach(void (*fn)(const Func*, void*), void* arg) {
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  for (auto& [id, f] : t.funcs) fn(f, arg);
}

/// A registered Func is being freed: its id leaves the table (get() says
/// null from now on) and its inline-cache ids are handed out again.
/// (Declared where it is called, not in unit.h, which most files include.)
void unregisterFunc(Func* f) {
  if (f->id == kInvalidFuncId) return;
  FuncTable& t = funcTable();
  bool ownsIds = true;
  {
    std::lock_guard<std::mutex> g(t.lock);
    t.funcs.erase(f->id);
    if (!t.cacheSharers.empty()) ownsIds = t.cacheSharers.erase(f) == 0;
  }
  if (ownsIds) releaseInlineCacheSlots(f->cacheBase, f->numCacheSlots);
}

} // namespace hop
