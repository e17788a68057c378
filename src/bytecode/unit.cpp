// unit.cpp — Unit lifetime and the process-wide FuncId table.
#include "bytecode/unit.h"

#include <cstdlib>

#include <mutex>
#include <vector>

#include "runtime/class/pre-class.h"
#include "vm/inline-cache.h"

namespace hop {

Unit::Unit() = default;
Unit::~Unit() {
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
