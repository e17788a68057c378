// unit.cpp — Unit lifetime and the process-wide FuncId table.
#include "bytecode/unit.h"

#include <cstdlib>

#include <mutex>
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

Unit::Unit() = default;
Unit::~Unit() {
  // Its Funcs' inline-cache ids go back to be handed out again (a server
  // compiles its pages per request: without reuse every request's cache
  // table would be as large as all the code ever compiled).
  for (auto& f : funcs)
    if (f && f->id != kInvalidFuncId) releaseInlineCacheSlots(f->cacheBase, f->numCacheSlots);
  // The static arrays made for this unit go with it (they are malloc'd,
  // ArrayData::copyStatic; their elements are static values too).
  for (ArrayData* a : staticArrays) std::free(a);
}

namespace {
struct FuncTable {
  std::mutex lock;
  std::vector<Func*> funcs;
};
FuncTable& funcTable() {
  static FuncTable* t = new FuncTable();
  return *t;
}
} // namespace

FuncId FuncRegistry::add(Func* f) {
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  f->id = static_cast<FuncId>(t.funcs.size());
  f->cacheBase = allocateInlineCacheSlots(f->numCacheSlots);
  f->computeCallFacts();
  t.funcs.push_back(f);
  return f->id;
}

Func* FuncRegistry::get(FuncId id) {
  FuncTable& t = funcTable();
  std::lock_guard<std::mutex> g(t.lock);
  return id < t.funcs.size() ? t.funcs[id] : nullptr;
}

} // namespace hop
