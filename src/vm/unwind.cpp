// unwind.cpp — finding catch handlers and tearing down frames on exceptions.
#include "runtime/base/request-local.h"
#include "vm/unwind.h"

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "vm/backtrace.h"
#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "vm/act-rec.h"
#include "vm/frames.h"
#include "vm/lookup.h"
#include "vm/op-handlers.h"
#include "vm/vm-regs.h"

namespace hop {

namespace {

// The exception on its way from the unwinder to a Catch op (owned).
thread_local ObjectData* tl_pendingException = nullptr;
const RequestLocalReset kResetPendingException([] { tl_pendingException = nullptr; });

/// Releases every evaluation-stack slot of the frame above its locals (pending
/// ActRecs included: their slots are TypedValue-shaped).
void clearEvalStack(VMState& vm) {
  TypedValue* base = frameStackBase(vm.fp);
  while (vm.sp > base) {
    --vm.sp;
    TypedValue v = *vm.sp;
    vm.sp->m_type = DataType::Uninit;
    tvDecRef(v);
  }
}

/// Releases the temporaries of the constructs an exception leaves. A
/// destructor that throws replaces `exc` (which becomes its previous, as in
/// php); returns false then, so the new exception is dispatched afresh.
bool releaseDeadLocals(ActRec* fp, const EHEntry& h, ObjectData*& exc) {
  for (uint32_t l : h.deadLocals) {
    TypedValue& slot = fp->locals()[l];
    if (slot.m_type == DataType::Uninit) continue;
    if (ctx().arrayIterators.active()) ctx().arrayIterators.releaseOwnedBy(&slot, &slot + 1);
    try {
      tvClear(slot);
    } catch (PhpException& e) {
      chainPreviousException(e.obj, exc);
      exc = e.obj;
      return false;
    }
  }
  return true;
}

const EHEntry* findHandler(const Func* f, uint32_t off) {
  for (const EHEntry& e : f->ehTable)
    if (off >= e.start && off < e.end) return &e;
  return nullptr;
}

} // namespace

void setPendingException(ObjectData* exc) { tl_pendingException = exc; }

ObjectData* takePendingException() {
  ObjectData* e = tl_pendingException;
  tl_pendingException = nullptr;
  return e;
}

bool unwindToHandler(VMState& vm, ObjectData*& exc) {
  // A member sequence the exception cut short is over (its held values go
  // with the next sequence's end).
  vm.member.base = nullptr;
  vm.member.root = nullptr;
  for (;;) {
    ActRec* fp = vm.fp;
    if (!fp) return false;
    const Func* f = fp->m_func;
    uint32_t off = static_cast<uint32_t>(vm.pc - f->bc.data());
    if (const EHEntry* h = findHandler(f, off)) {
      clearEvalStack(vm);
      if (!releaseDeadLocals(fp, *h, exc)) continue;   // a destructor threw: dispatch that one
      setPendingException(exc);   // Catch takes over the reference
      vm.pc = f->bc.data() + h->handler;
      return true;
    }
    // No handler here: leave the frame.
    clearEvalStack(vm);
    // A constructor that throws leaves an object php never destructs
    // (zend_object_store_ctor_failed): the class's own constructor, not a
    // parent::__construct() its caller may still catch.
    if (fp->hasThis() && fp->getThis()->cls()->ctor == f) fp->getThis()->setFlag(ObjectData::kDestructed);
    // The main script's locals are the global variables: they outlive it
    // (shutdown functions and destructors run above them).
    const bool keepLocals = fp == ctx().globalFrame;
    TypedValue* frameBottom = (fp->m_flags & ActRec::kInGenerator) || keepLocals ? frameStackBase(fp)
                                                                                 : reinterpret_cast<TypedValue*>(fp);
    if (!keepLocals) {
      // A destructor that throws here replaces `exc`, which becomes its previous (php's
      // zend_objects_destroy_object), and the frame's other locals are still released.
      for (;;) {
        try {
          teardownFrameLocals(fp);
          break;
        } catch (PhpException& e) {
          chainPreviousException(e.obj, exc);
          exc = e.obj;
          fp->m_flags &= ~ActRec::kLocalsFreed;   // resume: the released slots are Uninit now
        }
      }
    } else {
      // Its temporaries (foreach iterators, finally state) die with it, as php's live ranges.
      const Func* mf = fp->m_func;
      TypedValue* temps = fp->locals();
      if (ctx().arrayIterators.active()) ctx().arrayIterators.releaseOwnedBy(temps + mf->numNamedLocals, temps + mf->numLocals);
      for (uint32_t i = mf->numNamedLocals; i < mf->numLocals; ++i) tvClear(temps[i]);
    }
    bool toNative = fp->returnsToNative();
    vm.fp = fp->m_sfp;
    vm.sp = frameBottom;
    if (toNative || !vm.fp) return false;
    // Resume the search at the call instruction in the caller (one byte
    // before the resume offset is inside the FCall).
    vm.pc = vm.fp->m_func->bc.data() + fp->m_callOff - 1;
  }
}

} // namespace hop
