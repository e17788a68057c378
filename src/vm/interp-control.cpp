// interp-control.cpp — jumps, switches, throw/catch and match errors.
#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/compare.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/base/execution-context.h"
#include "vm/backtrace.h"
#include "vm/callable.h"
#include "vm/graceful-exit.h"
#include "vm/interp-internal.h"

namespace hop {

namespace {

/// How UnhandledMatchError shows the subject (php's smart_str_append_scalar).
std::string matchValueRepr(const TypedValue& v) {
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: return "NULL";
    case DataType::Bool: return v.m_data.num ? "true" : "false";
    case DataType::Int: return std::to_string(v.m_data.num);
    case DataType::Double: {
      std::string s;
      appendDoubleSerialize(s, v.m_data.dbl, ctx().precision, true);   // php: smart_str_append_double(precision, zero_frac)
      return s;
    }
    case DataType::String: {
      std::string_view s = v.m_data.pstr->view();
      bool cut = s.size() > 15;
      if (cut) s = s.substr(0, 15);
      std::string out = "'";
      for (char c : s) {
        switch (c) {
          case '\n': out += "\\n"; break;
          case '\r': out += "\\r"; break;
          case '\t': out += "\\t"; break;
          case '\\': out += "\\\\"; break;
          case '\'': out += "\\'"; break;
          default: out += c;
        }
      }
      out += cut ? "...'" : "'";
      return out;
    }
    default: return "";
  }
}

} // namespace

void iopJmp(VMState& vm) { vm.pc += immI32(vm.pc, 0); }

void iopAssertCheck(VMState& vm) {
  if (ctx().assertions <= 0) vm.pc += immI32(vm.pc, 0);
  else advance(vm);
}

void iopJmpZ(VMState& vm) {
  TypedValue v = *--vm.sp;
  bool t = toBool(v);
  tvDecRef(v);
  if (!t) vm.pc += immI32(vm.pc, 0);
  else advance(vm);
}

void iopJmpNZ(VMState& vm) {
  TypedValue v = *--vm.sp;
  bool t = toBool(v);
  tvDecRef(v);
  if (t) vm.pc += immI32(vm.pc, 0);
  else advance(vm);
}

void iopSwitch(VMState& vm) {
  TypedValue v = *--vm.sp;
  int64_t base = immI64(vm.pc, 0);
  const uint8_t* table = vm.pc + immOffset(vm.pc, 1);
  uint32_t n = readRaw<uint32_t>(table);
  int64_t i = (v.isInt() ? v.m_data.num : toInt(v)) - base;
  tvDecRef(v);
  if (i < 0 || i >= int64_t(n) - 1) i = n - 1;   // the last entry is the default
  vm.pc += readRaw<int32_t>(table + 4 + 4 * i);
}

void iopThrow(VMState& vm) {
  TypedValue v = *--vm.sp;
  const TypedValue& o = *tvDeref(&v);
  // A graceful exit (graceful-exit.h) is rethrown by the catch dispatch and
  // finally blocks it passes through.
  if (!o.isObject()) {
    tvDecRef(v);
    throwError(ErrorKind::Error, "Can only throw objects");
  }
  if (!classImplements(o.m_data.pobj->cls(), "Throwable") && !isGracefulExit(o.m_data.pobj)) {
    tvDecRef(v);
    throwError(ErrorKind::Error, "Cannot throw objects that do not implement Throwable");
  }
  ObjectData* e = o.m_data.pobj;
  e->incRef();
  tvDecRef(v);
  throw PhpException{e};
}

void iopCatch(VMState& vm) {
  ObjectData* e = takePendingException();
  *vm.sp++ = makeObjectNoIncRef(e);
  advance(vm);
}

void iopTicks(VMState& vm) {
  ExecutionContext& ec = ctx();
  const uint32_t every = immU32(vm.pc, 0);
  if (++ec.ticksCount >= every) {
    ec.ticksCount = 0;
    // By index: tick functions may (un)register others. One that is running
    // is not called again from its own ticks (php's `calling` flag).
    for (size_t i = 0; i < ec.tickFunctions.size(); ++i) {
      auto& fn = ec.tickFunctions[i];
      if (fn.calling) continue;
      TypedValue cb = tvCopyValue(fn.callback);
      std::vector<TypedValue> args = fn.args;
      fn.calling = true;
      struct Done {
        ExecutionContext& ec;
        TypedValue cb;
        ~Done() {
          for (auto& f : ec.tickFunctions)
            if (looseEquals(f.callback, cb)) f.calling = false;
          tvDecRef(cb);
        }
      } done{ec, cb};
      TypedValue r = callCallable(cb, args.data(), uint32_t(args.size()));
      tvDecRef(r);
    }
  }
  advance(vm);
}

void iopChainFinallyExc(VMState& vm) {
  TypedValue* kind = vm.fp->locals() + immU32(vm.pc, 0);
  TypedValue* pending = vm.fp->locals() + immU32(vm.pc, 1);
  // Kind 1: the finally block runs because of the exception in `pending`.
  if (kind->isInt() && kind->m_data.num == 1 && pending->isObject() && vm.sp[-1].isObject()) {
    ObjectData* prev = pending->m_data.pobj;
    *pending = makeNull();
    ObjectData* thrown = vm.sp[-1].m_data.pobj;
    if (isGeneratorClose(thrown)) {
      // php closes a generator with no exception in flight: the one this
      // finally block was handling goes on instead (zend_generator_dtor_storage).
      vm.sp[-1] = makeObjectNoIncRef(prev);
      thrown->decRef();
    } else {
      chainPreviousException(thrown, prev);
    }
  }
  advance(vm);
}

void iopMatchError(VMState& vm) {
  TypedValue v = vm.sp[-1];
  const TypedValue& d = *tvDeref(&v);
  std::string desc;
  if (d.isObject()) {
    desc = "Unhandled match case of type " + d.m_data.pobj->cls()->name->str();
  } else if (d.isArray()) {
    desc = "Unhandled match case of type array";
  } else {
    desc = "Unhandled match case " + matchValueRepr(d);
  }
  throwError(ErrorKind::UnhandledMatchError, desc);
}

} // namespace hop
