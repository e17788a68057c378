// graceful-exit.cpp — see graceful-exit.h.
#include "vm/graceful-exit.h"

#include "runtime/base/execution-context.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

constexpr std::string_view kClassName = "HopGracefulExit";

Class* gracefulExitClass() {
  ExecutionContext& ec = ctx();
  if (!ec.fibers.gracefulExitClass) {
    Class* c = defineSystemClass(kClassName);
    HOP_ALWAYS_ASSERT(c != nullptr && c->numProps() == 1);   // $closesGenerator
    // Keep it out of the request's class table: the program never sees it.
    auto it = ec.classes.find(c->lowerName->view());
    if (it != ec.classes.end() && it->second == c) {
      ec.classes.erase(it);
      ec.clearClassMemo();
    }
    ec.fibers.gracefulExitClass = c;
  }
  return ec.fibers.gracefulExitClass;
}

} // namespace

ObjectData* makeGracefulExit(bool closesGenerator) {
  ObjectData* o = ObjectData::make(gracefulExitClass());
  *o->prop(0) = makeBool(closesGenerator);   // HopGracefulExit::$closesGenerator
  return o;
}

bool isGracefulExit(const ObjectData* o) {
  return o && tl_exec && o->cls() == tl_exec->fibers.gracefulExitClass;
}

bool isGeneratorClose(const ObjectData* o) {
  return isGracefulExit(o) && const_cast<ObjectData*>(o)->prop(0)->m_data.num != 0;
}

} // namespace hop
