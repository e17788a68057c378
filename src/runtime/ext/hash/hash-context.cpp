// hash-context.cpp — the HashContext class: native state, clone, and (un)serialization.
#include "runtime/ext/hash/hash-context.h"

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop::hash {

namespace {

HashCtx*& slot(ObjectData* o) { return *o->nativeData<HashCtx*>(); }

void ctxInit(ObjectData* o) { slot(o) = nullptr; }
void ctxDestroy(ObjectData* o) {
  delete slot(o);
  slot(o) = nullptr;
}
void ctxClone(ObjectData* from, ObjectData* to) {
  HashCtx* c = slot(from);
  slot(to) = c ? c->copy().release() : nullptr;
}

const int s_registered = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(HashCtx*);
  h.init = ctxInit;
  h.destroy = ctxDestroy;
  h.sweep = ctxDestroy;
  h.clone = ctxClone;
  registerNativeClass("HashContext", h);
  return 0;
}();

void m_serialize(NativeArgs& a) {
  HashCtx* c = slot(a.thisObj);
  if (c && (c->flags & 1)) throwError(ErrorKind::Exception, "HashContext with HASH_HMAC option cannot be serialized");
  throwErrorF(ErrorKind::Exception, "HashContext for algorithm \"%s\" cannot be serialized", c ? c->algo->name : "");
}

void m_unserialize(NativeArgs& a) {
  HashCtx* c = slot(a.thisObj);
  if (c) throwError(ErrorKind::Error, "HashContext::__unserialize called on initialized object");
  throwError(ErrorKind::Exception, "Incomplete or ill-formed serialization data");
}

const BuiltinDecl kHashContextMethods[] = {
    {"HashContext::__serialize", m_serialize},
    {"HashContext::__unserialize", m_unserialize},
};
HOP_REGISTER_BUILTINS(kHashContextMethods);

} // namespace

std::unique_ptr<HashCtx> HashCtx::copy() const {
  auto c = std::make_unique<HashCtx>();
  c->algo = algo;
  c->state = state ? state->clone() : nullptr;
  c->flags = flags;
  c->key = key;
  return c;
}

ObjectData* newHashContext(std::unique_ptr<HashCtx> ctx) {
  Class* cls = lookupClassAutoload("HashContext");
  ObjectData* o = instantiate(cls);
  slot(o) = ctx.release();
  return o;
}

HashCtx* hashCtxOf(ObjectData* o) { return slot(o); }

std::string finishContext(HashCtx& c) {
  std::string raw = c.state->final();
  c.state.reset();
  if (c.flags & 1) {
    auto outer = c.algo->create({});
    std::string opad(c.key);
    for (char& ch : opad) ch = char(static_cast<unsigned char>(ch) ^ 0x5c);
    outer->update(reinterpret_cast<const unsigned char*>(opad.data()), opad.size());
    outer->update(reinterpret_cast<const unsigned char*>(raw.data()), raw.size());
    raw = outer->final();
  }
  return raw;
}

} // namespace hop::hash
