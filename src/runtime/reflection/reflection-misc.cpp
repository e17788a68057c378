// reflection-misc.cpp — ReflectionReference (identity of PHP references in
// arrays) and ReflectionGenerator (where a suspended generator stands).
#include <openssl/sha.h>

#include <random>

#include "bytecode/op-info.h"
#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/act-rec.h"
#include "vm/generator.h"

namespace hop {

namespace {

// --- ReflectionReference -------------------------------------------------------------------------

void f_fromArrayElement(NativeArgs& a) {
  ArrayData* arr = a.arr(0);
  const TypedValue& key = a.arg(1);
  const TypedValue* item = key.isInt() ? arr->getInt(key.m_data.num) : arr->getStr(key.m_data.pstr);
  if (!item) throwReflectionException("Array key not found");
  // A reference nothing else shares is no reference for php.
  if (item->m_type != DataType::Reference || item->m_data.pref->m_hdr.m_count == 1) {
    a.retNull();
    return;
  }
  ObjectData* o = newReflectionObject("ReflectionReference");
  RefData* r = item->m_data.pref;
  r->m_hdr.incRef();
  reflData(o)->ref = r;
  a.retObject(o);
}

void f_getId(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  // php hashes the reference's address with a per-process random key: equal
  // for the same reference, unguessable otherwise.
  static const uint64_t kKey = std::random_device{}() * 0x9E3779B97F4A7C15ull ^ std::random_device{}();
  unsigned char input[16];
  uint64_t addr = reinterpret_cast<uintptr_t>(d->ref);
  for (int i = 0; i < 8; ++i) {
    input[i] = uint8_t(kKey >> (8 * i));
    input[8 + i] = uint8_t(addr >> (8 * i));
  }
  unsigned char digest[SHA_DIGEST_LENGTH];
  SHA1(input, sizeof(input), digest);
  a.retString(std::string_view(reinterpret_cast<const char*>(digest), sizeof(digest)));
}

// --- ReflectionGenerator -----------------------------------------------------------------------------

GeneratorData* generatorOf(NativeArgs& a) {
  ReflectionData* d = reflThis(a);
  GeneratorData* g = generatorData(d->object);
  if (!g->frame)
    throwReflectionException("Cannot fetch information from a terminated Generator");
  return g;
}

void f_genConstruct(NativeArgs& a) {
  ObjectData* gen = a.obj(0);
  GeneratorData* g = generatorData(gen);
  if (!g->frame)
    throwReflectionException("Cannot create ReflectionGenerator based on a terminated Generator");
  ReflectionData* d = reflData(a.thisObj);
  gen->incRef();
  if (d->object) d->object->decRef();
  d->object = gen;
  d->func = g->frame->m_func;
}

void f_getExecutingLine(NativeArgs& a) {
  GeneratorData* g = generatorOf(a);
  const Func* f = g->frame->m_func;
  // php reports the instruction it resumes at; a discarded yield result has
  // no instruction of its own there (our PopC does).
  uint32_t off = g->resumeOffset;
  if (g->started && off < f->bc.size() && static_cast<Op>(f->bc[off]) == Op::PopC)
    off += instrLen(f->bc.data() + off);
  a.retInt(f->lineForOffset(off));
}

void f_getExecutingFile(NativeArgs& a) { a.retString(generatorOf(a)->frame->m_func->unit->filePath); }

void f_getFunction(NativeArgs& a) {
  GeneratorData* g = generatorOf(a);
  ActRec* fp = g->frame;
  ObjectData* closure = fp->m_closure.m_type == DataType::Object ? fp->m_closure.m_data.pobj : nullptr;
  a.retObject(makeReflectionFunctionLike(fp->m_func, closure, fp->m_func->cls));
}

void f_getThis(NativeArgs& a) {
  GeneratorData* g = generatorOf(a);
  if (g->frame->hasThis()) a.retCopy(makeObjectNoIncRef(g->frame->getThis()));
  else a.retNull();
}

void f_getExecutingGenerator(NativeArgs& a) {
  generatorOf(a);
  // The innermost generator a `yield from` chain is running.
  ObjectData* gen = reflThis(a)->object;
  for (;;) {
    // A generator delegating with `yield from` has the delegate as its parent.
    ObjectData* del = generatorData(gen)->parent;
    if (del && generatorData(del)->frame)
      gen = del;
    else
      break;
  }
  a.retCopy(makeObjectNoIncRef(gen));
}

const BuiltinDecl kReflectionMiscMethods[] = {
    {"ReflectionReference::fromArrayElement", f_fromArrayElement},
    {"ReflectionReference::getId", f_getId},
    {"ReflectionGenerator::__construct", f_genConstruct},
    {"ReflectionGenerator::getExecutingLine", f_getExecutingLine},
    {"ReflectionGenerator::getExecutingFile", f_getExecutingFile},
    {"ReflectionGenerator::getFunction", f_getFunction},
    {"ReflectionGenerator::getThis", f_getThis},
    {"ReflectionGenerator::getExecutingGenerator", f_getExecutingGenerator},
};
HOP_REGISTER_BUILTINS(kReflectionMiscMethods);

} // namespace

} // namespace hop
