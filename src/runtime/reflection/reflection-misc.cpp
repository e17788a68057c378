// reflection-misc.cpp — ReflectionReference (identity of PHP references in
// arrays), ReflectionGenerator (where a suspended generator stands) and
// ReflectionFiber (where a fiber stands, its trace).
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
#include "vm/backtrace.h"
#include "vm/fiber.h"
#include "vm/vm-regs.h"
#include "runtime/base/execution-context.h"
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

int generatorLine(GeneratorData* g) {
  const Func* f = g->frame->m_func;
  // php reports the instruction it resumes at; a discarded yield result has
  // no instruction of its own there (our PopC does).
  uint32_t off = g->resumeOffset;
  if (g->started && off < f->bc.size() && static_cast<Op>(f->bc[off]) == Op::PopC)
    off += instrLen(f->bc.data() + off);
  return f->lineForOffset(off);
}

void f_getExecutingLine(NativeArgs& a) { a.retInt(generatorLine(generatorOf(a))); }

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

/// The trace of a suspended generator: one entry per generator of its `yield
/// from` chain, innermost first, each called where the next one out stands;
/// the outermost has no place.
void f_genGetTrace(NativeArgs& a) {
  generatorOf(a);
  int64_t options = a.i64Or(0, 1);
  std::vector<ObjectData*> chain;
  for (ObjectData* gen = reflThis(a)->object; gen && generatorData(gen)->frame; gen = generatorData(gen)->parent)
    chain.push_back(gen);
  ArrayData* out = ArrayData::makePacked(uint32_t(chain.size()));
  for (size_t i = chain.size(); i-- > 0;) {
    GeneratorData* g = generatorData(chain[i]);
    std::string file;
    int line = 0;
    if (i > 0) {
      GeneratorData* outer = generatorData(chain[i - 1]);
      const Func* of = outer->frame->m_func;
      file = of->unit->filePath;
      line = generatorLine(outer);
    }
    ArrayData::append(out, makeArrayNoIncRef(frameTraceEntry(g->frame, i > 0 ? &file : nullptr, line, !(options & 2), options & 1)));
  }
  a.retArray(out);
}

// --- ReflectionFiber ------------------------------------------------------------------------------

ObjectData* fiberOfThis(NativeArgs& a) {
  ObjectData* f = reflData(a.thisObj)->object;
  if (!f) throwError(ErrorKind::Error, "Internal error: Failed to retrieve the reflection object");
  return f;
}

/// The fiber's view, or php's Error when it has not started or has finished.
FiberView startedFiber(NativeArgs& a) {
  FiberView v = fiberView(fiberOfThis(a));
  if (v.status == 0 || v.status == 3)
    throwError(ErrorKind::Error, "Cannot fetch information from a fiber that has not been started or is terminated");
  return v;
}

void f_fiberConstruct(NativeArgs& a) {
  ObjectData* f = a.obj(0);
  ReflectionData* d = reflData(a.thisObj);
  f->incRef();
  if (d->object) d->object->decRef();
  d->object = f;
}

void f_fiberGetFiber(NativeArgs& a) { a.retCopy(makeObjectNoIncRef(fiberOfThis(a))); }

/// The innermost user frame of the fiber and the offset it stands at.
const Func* fiberPlace(NativeArgs& a, uint32_t& off) {
  FiberView v = startedFiber(a);
  const VMState& st = v.active ? ctx().vm : *v.vm;
  // The frame that called the builtin on top: while running, this reflection
  // method; suspended, Fiber::suspend().
  ActRec* fp = st.fp;
  if (!fp) throwError(ErrorKind::Error, "Cannot fetch information from a fiber that has not been started or is terminated");
  off = !st.nativeFrames.empty() && st.nativeFrames.back().callerFp == fp
            ? uint32_t(st.nativeFrames.back().callerPc - fp->m_func->bc.data())
            : uint32_t(st.pc - fp->m_func->bc.data());
  while (fp->m_func->isSystemLib() && fp->m_sfp) {
    off = fp->m_callOff > 0 ? fp->m_callOff - 1 : 0;
    fp = fp->m_sfp;
  }
  return fp->m_func;
}

void f_fiberGetExecutingFile(NativeArgs& a) {
  uint32_t off;
  a.retString(fiberPlace(a, off)->unit->filePath);
}

void f_fiberGetExecutingLine(NativeArgs& a) {
  uint32_t off;
  const Func* f = fiberPlace(a, off);
  a.retInt(f->lineForOffset(off));
}

void f_fiberGetCallable(NativeArgs& a) {
  FiberView v = fiberView(fiberOfThis(a));
  if (v.status == 3) throwError(ErrorKind::Error, "Cannot fetch the callable from a fiber that has terminated");
  a.retCopy(*v.callable);
}

void f_fiberGetTrace(NativeArgs& a) {
  FiberView v = startedFiber(a);
  int64_t options = a.i64Or(0, 1);
  BacktraceOptions o;
  o.withArgs = !(options & 2);
  o.withObject = options & 1;
  o.stopAtFiberBottom = true;
  if (!v.active) o.state = v.vm;
  a.retArray(captureBacktrace(o));
}

const BuiltinDecl kReflectionMiscMethods[] = {
    {"ReflectionGenerator::getTrace", f_genGetTrace},
    {"ReflectionFiber::__construct", f_fiberConstruct},
    {"ReflectionFiber::getFiber", f_fiberGetFiber},
    {"ReflectionFiber::getExecutingFile", f_fiberGetExecutingFile},
    {"ReflectionFiber::getExecutingLine", f_fiberGetExecutingLine},
    {"ReflectionFiber::getCallable", f_fiberGetCallable},
    {"ReflectionFiber::getTrace", f_fiberGetTrace},
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
