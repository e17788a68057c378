// generator-methods.cpp — the Generator class's methods and foreach over
// generators (php's generator iterator), on top of generator.cpp.
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "vm/generator-internal.h"
#include "vm/lookup.h"

namespace hop {

namespace {

[[noreturn]] void throwGenException(const char* msg) { throwError(ErrorKind::Exception, msg); }

/// php's zend_generator_rewind.
void rewindGenerator(GeneratorData* g) {
  ensureGeneratorStarted(g);
  if (!g->atFirstYield) throwGenException("Cannot rewind a generator that was already run");
}

/// The current value of g's tree, or null when g finished or has none.
const TypedValue* currentValue(GeneratorData* g) {
  GeneratorData* root = currentGenerator(g);
  if (!g->frame || root->current.m_type == DataType::Uninit) return nullptr;
  return &root->current;
}

GeneratorData* self(NativeArgs& a) { return generatorData(a.thisObj); }

void f_current(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  if (const TypedValue* v = currentValue(g)) a.retCopy(*v);
}

void f_key(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  GeneratorData* root = currentGenerator(g);
  if (g->frame && root->key.m_type != DataType::Uninit) a.retCopy(root->key);
}

void f_next(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  resumeGenerator(g);
}

void f_valid(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  currentGenerator(g);
  a.retBool(g->frame != nullptr);
}

void f_rewind(NativeArgs& a) { rewindGenerator(self(a)); }

void f_send(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  if (!g->frame) return;
  GeneratorData* root = currentGenerator(g);
  // A `yield from` receives nothing: the value is for a plain yield.
  if (root->frame && !root->atYieldFrom && !root->running) tvSetRawMove(root->resumeValue, tvCopyValue(a.arg(0)));
  resumeGenerator(g);
  if (const TypedValue* v = currentValue(g)) a.retCopy(*v);
}

void f_throw(NativeArgs& a) {
  GeneratorData* g = self(a);
  ObjectData* exc = a.obj(0);
  exc->incRef();
  try {
    ensureGeneratorStarted(g);
  } catch (...) {
    exc->decRef();
    throw;
  }
  if (!g->frame) throw PhpException{exc};   // closed: thrown right here
  throwInto(currentGenerator(g), exc);
  resumeGenerator(g);
  if (const TypedValue* v = currentValue(g)) a.retCopy(*v);
}

void f_getReturn(NativeArgs& a) {
  GeneratorData* g = self(a);
  ensureGeneratorStarted(g);
  if (g->returnValue.m_type == DataType::Uninit)
    throwGenException("Cannot get return value of a generator that hasn't returned");
  a.retCopy(g->returnValue);
}

const BuiltinDecl kGeneratorMethods[] = {
    {"Generator::current", f_current},
    {"Generator::key", f_key},               {"Generator::next", f_next},
    {"Generator::valid", f_valid},           {"Generator::rewind", f_rewind},
    {"Generator::send", f_send},             {"Generator::throw", f_throw},
    {"Generator::getReturn", f_getReturn},
};
HOP_REGISTER_BUILTINS(kGeneratorMethods);

} // namespace

// --- foreach ---------------------------------------------------------------------------------------

void generatorIterStart(ObjectData* gen, bool byRef) {
  GeneratorData* g = generatorData(gen);
  if (!g->frame) throwGenException("Cannot traverse an already closed generator");
  if (byRef && !(g->frame->m_func->attrs & kAttrReturnsRef))
    throwGenException("You can only iterate a generator by-reference if it declared that it yields by-reference");
  rewindGenerator(g);
}

bool generatorIterValid(ObjectData* gen) {
  GeneratorData* g = generatorData(gen);
  ensureGeneratorStarted(g);
  currentGenerator(g);
  return g->frame != nullptr;
}

const TypedValue& generatorIterCurrent(ObjectData* gen) {
  static const TypedValue kNull = makeNull();
  GeneratorData* g = generatorData(gen);
  ensureGeneratorStarted(g);
  GeneratorData* root = currentGenerator(g);
  return root->current.m_type == DataType::Uninit ? kNull : root->current;
}

TypedValue generatorIterKey(ObjectData* gen) {
  GeneratorData* g = generatorData(gen);
  ensureGeneratorStarted(g);
  GeneratorData* root = currentGenerator(g);
  return root->key.m_type == DataType::Uninit ? makeNull() : tvCopyValue(root->key);
}

void generatorIterNext(ObjectData* gen) {
  GeneratorData* g = generatorData(gen);
  ensureGeneratorStarted(g);
  resumeGenerator(g);
}

} // namespace hop
